"""Session-42 rules: what round 106's newsletter (and round 107) showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, Education, PersonClaim, Position, Publication, Supervision

from .helpers import written as _write


def _sups(tmp_path, text, name="page.txt"):
    return {(c.advisor, c.advisee, c.level) for c in extract_document(read(_write(tmp_path, name, text))).claims
            if isinstance(c, Supervision)}


_NEWSLETTER = """From: Lab manager <lab@example.org>
Subject: The Okonkwo lab monthly, May 2025

 THE OKONKWO LAB MONTHLY -- the Okonkwo lab newsletter
 Issue 3, May 2025

1. WELCOME!

* Dr. Ravi Menon started as a postdoc with us on 2 May. Ravi did his
  PhD with Ana Silva at the University of Porto (2024).

* Julia Brandt is our newest PhD student (start 1 May). Julia comes
  from Hamburg, where she did her MSc in Biology at the University of
  Hamburg (2024). Her project is co-supervised by Tomas Berg.

* Sofia Lind joins us as an Erasmus+ Master's student from Lund University.

2. FAREWELLS

* Marek Novak (postdoc 2021-2025) leaves us in June to start his own group
  at the University of Vienna.

* Aiko Tanaka will join the group of Dr. Pedro Alves at EMBL as a postdoc in July.
"""


def test_a_newcomers_biography_saying_our_newest_student_keeps_the_lab_as_supervisor(tmp_path):
    sups = _sups(tmp_path, _NEWSLETTER)
    # each newcomer's paragraph is read as theirs, but "our newest PhD student" is the lab's (its head's) student
    assert (OWNER, "Julia Brandt", "PhD") in sups
    assert ("Tomas Berg", "Julia Brandt", "Unspecified") in sups
    assert not any(a == b for a, b, _ in sups)
    assert ("Ana Silva", "Ravi Menon", "PhD") in sups


def test_started_as_a_postdoc_with_us_and_joins_us_as_a_qualified_student(tmp_path):
    sups = _sups(tmp_path, _NEWSLETTER)
    assert (OWNER, "Ravi Menon", "Postdoc") in sups
    assert (OWNER, "Sofia Lind", "Master") in sups
    # (starting as a technician is no one's supervision; nor is starting somewhere else)
    text = _NEWSLETTER.replace("started as a postdoc with us", "started as a technician with us")
    assert not any(b == "Ravi Menon" and a == OWNER for a, b, _ in _sups(tmp_path, text))
    text = _NEWSLETTER.replace("started as a postdoc with us", "started as a postdoc at Lund University")
    assert not any(b == "Ravi Menon" and a == OWNER for a, b, _ in _sups(tmp_path, text))


def test_a_farewell_with_the_role_in_brackets_and_joining_someones_group(tmp_path):
    sups = _sups(tmp_path, _NEWSLETTER)
    assert (OWNER, "Marek Novak", "Postdoc") in sups
    assert ("Pedro Alves", "Aiko Tanaka", "Postdoc") in sups
    # (joining someone's group as no student or postdoc is no supervision)
    text = _NEWSLETTER.replace("at EMBL as a postdoc in July", "at EMBL as a lab manager in July")
    assert not any(a == "Pedro Alves" for a, _, _ in _sups(tmp_path, text))


_DEFENCE = """Department of Biology news

Spring 2025

On Friday 24 May, Hanna Roe successfully defended her doctoral
thesis "Signals in fin regeneration" in the Magnus hall.

  Supervisor:     Prof. Ingrid Dahl
  Co-supervisor:  Dr. Sven Holm (Karolinska Institutet)
  Opponent:       Prof. Rui Costa, Instituto Gulbenkian

Congratulations, Dr. Roe!
"""


def test_a_defence_storys_labelled_supervisors_are_the_defenders(tmp_path):
    sups = _sups(tmp_path, _DEFENCE)
    assert ("Ingrid Dahl", "Hanna Roe", "PhD") in sups
    assert ("Sven Holm", "Hanna Roe", "PhD") in sups
    assert not any(b == OWNER for _, b, _ in sups)
    # (no defence said above the labels: they stay the page's person's)
    text = _DEFENCE.replace("successfully defended her doctoral\nthesis", "gave a talk on her\nwork")
    assert not any(b == "Hanna Roe" for _, b, _ in _sups(tmp_path, text))


_JEKYLL = """---
layout: people
title: People
description: Members of the Quantum Optics group
pi:
  - name: Prof. Dr. Ingrid Solheim
    role: Principal Investigator
    email: solheim [at] example.org
    bio: >-
      Ingrid received her PhD from LMU Munich in 2010. Since 2018 she has been W3 Professor
      of Experimental Physics at the University of Bonn.
postdocs:
  - name: Dr. Omar Haddad
    role: Postdoctoral Researcher (since 2022)
    image: /img/haddad.jpg
    bio: >-
      Omar did his PhD at Sorbonne University (2021) under the supervision of Claire Dubois.
phd_students:
  - name: Lea Wagner
    role: PhD student (since 2021)
    bio: B.Sc. Physics from Middle East Technical University (METU), Ankara, 2019.
  - name: Tomasz Zielinski
    role: PhD student (since 2023)
---

The **Quantum Optics** group is part of the University of Bonn.
"""


def test_a_people_pages_front_matter_lists_its_members_as_cards(tmp_path):
    sups = _sups(tmp_path, _JEKYLL, "people.md")
    assert (OWNER, "Omar Haddad", "Postdoc") in sups or ("Ingrid Solheim", "Omar Haddad", "Postdoc") in sups
    assert {b for a, b, level in sups if level == "PhD" and a in (OWNER, "Ingrid Solheim")} >= {"Lea Wagner", "Tomasz Zielinski"}
    assert ("Claire Dubois", "Omar Haddad", "PhD") in sups
    # (a page's front matter of no people, a title and a layout, is no list of them)
    plain = "---\nlayout: page\ntitle: People\n---\n\nLea Wagner is a PhD student.\n"
    assert "Lea Wagner" in read(_write(tmp_path, "plain.md", plain)).text
    assert "layout" not in read(_write(tmp_path, "plain.md", plain)).text


def test_a_german_chairs_pay_grade_is_no_part_of_the_post(tmp_path):
    claims = extract_document(read(_write(tmp_path, "people.md", _JEKYLL))).claims
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert any(p in (OWNER, "Ingrid Solheim") and t == "Professor" and o == "University of Bonn" for p, t, o in posts)


def test_a_degree_row_saying_field_from_institution(tmp_path):
    text = ("Education\n\nB.Sc. Physics from Middle East Technical University (METU), Ankara, 2019.\n"
            "M.Sc. in Chemistry at the University of Oslo, 2021\n")
    found = {(c.degree, c.field, c.institution, c.end) for c in extract_document(read(_write(tmp_path, "cv.txt", text))).claims
             if isinstance(c, Education)}
    assert ("BSc", "Physics", "Middle East Technical University", 2019) in found
    assert ("MSc", "Chemistry", "University of Oslo", 2021) in found
    assert not any(i == "Ankara" for _, _, i, _ in found)
    # (a sentence about someone's student from a place is no degree row of the page's person)
    text = "News\n\nPriya Rao joins us as a Master's student from Lund University.\n"
    assert not [c for c in extract_document(read(_write(tmp_path, "n.txt", text))).claims
                if isinstance(c, Education) and c.field == "student"]


_NEW_FACULTY = """<html><head><title>Meet the newest faculty in the College of Science | Harrow University News</title></head>
<body><h1>Meet the newest faculty in the College of Science</h1>
<p class="byline">By University Communications</p>
<p>The College of Science welcomes three new faculty members this fall.</p>
<h2>Ana Lindqvist, Chemistry</h2>
<p>Ana Lindqvist joins the Department of Chemistry as an assistant professor. Lindqvist earned her Ph.D. in chemistry
from the University of Utah in 2019, where she worked with Maria Costa. She was then a postdoctoral fellow with
Rodrigo Salas Monge at Caltech. Her most recent paper, “Photoredox coupling of unactivated alkyl chlorides,” written
with Salas Monge and Caltech graduate student Wen-Jie Hsu, appeared in the Journal of the American Chemical Society
in 2023.</p>
<h2>Tomas Berg, Computer Science</h2>
<p>Assistant Professor Tomas Berg works on the theory of learning on graphs. He completed his doctorate at ETH Zürich
in 2020 under the supervision of Anneke Visser. His NeurIPS 2023 paper, “Certified robustness of message-passing
networks,” was selected for an oral presentation.</p>
<h2>Mei Tanaka, Physics</h2>
<p>Astrophysicist Mei Tanaka studies the first galaxies. She received her Ph.D. from the University of Tokyo in 2017
under Kenji Mori. “Whitlock is a wonderful place to do science,” she says of her new home.</p>
</body></html>
"""


def _all(tmp_path, text, name):
    return extract_document(read(_write(tmp_path, name, text))).claims


def test_a_story_under_a_headline_opening_on_the_persons_title_is_theirs(tmp_path):
    sups = {(c.advisor, c.advisee, c.level) for c in _all(tmp_path, _NEW_FACULTY, "news.html") if isinstance(c, Supervision)}
    assert ("Anneke Visser", "Tomas Berg", "PhD") in sups
    assert not any(a == "Anneke Visser" and b == "Ana Lindqvist" for a, b, _ in sups)
    assert ("Kenji Mori", "Mei Tanaka", "PhD") in sups


def test_a_storys_byline_and_headline_are_no_organisations(tmp_path):
    orgs = {c.org for c in _all(tmp_path, _NEW_FACULTY, "news.html") if isinstance(c, Affiliation)}
    assert not any(o.startswith(("By ", "Meet ")) for o in orgs)
    educated = {c.institution for c in _all(tmp_path, _NEW_FACULTY, "news.html") if isinstance(c, Education)}
    assert not any(i.startswith("By ") for i in educated)


def test_a_paper_told_in_a_storys_prose(tmp_path):
    papers = {c.title: c for c in _all(tmp_path, _NEW_FACULTY, "news.html") if isinstance(c, Publication)}
    first = papers["Photoredox coupling of unactivated alkyl chlorides"]
    assert first.authors == ("Ana Lindqvist", "Rodrigo Salas Monge", "Wen-Jie Hsu")
    assert (first.venue, first.year) == ("Journal of the American Chemical Society", 2023)
    second = papers["Certified robustness of message-passing networks"]
    assert (second.authors, second.venue, second.year) == (("Tomas Berg",), "NeurIPS", 2023)
    # (a quotation is no paper)
    assert not any("wonderful place" in t for t in papers)


_LAB_MEMBERS = """Sato Laboratory

Department of Electrical Engineering, Graduate School of Engineering, Kita University

Members

Faculty

  • Professor: Kenji Sato, Dr. Eng.
      Kenji Sato received the Ph.D. degree in electrical engineering from Kyoto University in 2001.
  • Associate Professor: Midori Hayashi, Ph.D.
      Ph.D. (Electrical Engineering), The University of Tokyo, 2011. JSPS Research Fellow (PD), Tokyo University of Science, 2011–2013.
      Research: magnetics.

Students

Year | Name | Supervisor | Note
D3 | Ryota Nakamura | Sato | JSPS Research Fellow (DC1)
M2 | Kanon Ishii | Hayashi
M1 | Yui Kobayashi | Hayashi

Awards

2025.03 | Ryota Nakamura (D3) | IEEJ Excellent Presentation Award
2024.11 | Midori Hayashi | Young Scientists' Award
"""


def test_a_members_item_led_by_rank_reads_its_indented_biography_as_theirs(tmp_path):
    claims = extract_document(read(_write(tmp_path, "lab.txt", _LAB_MEMBERS))).claims
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Midori Hayashi", "PhD", "University of Tokyo") in degrees
    assert not any(p == OWNER and i == "University of Tokyo" for p, _, i in degrees)
    posts = {(c.person, c.org) for c in claims if isinstance(c, Position)}
    assert ("Midori Hayashi", "Tokyo University of Science") in posts


def test_a_supervisor_tables_row_without_its_last_note_keeps_its_supervisor(tmp_path):
    sups = _sups(tmp_path, _LAB_MEMBERS, "lab.txt")
    assert ("Midori Hayashi", "Kanon Ishii", "Master") in sups
    assert ("Midori Hayashi", "Yui Kobayashi", "Master") in sups
    assert not any(b == "Kanon Ishii" and a != "Midori Hayashi" for a, b, _ in sups)


def test_an_awards_table_with_its_date_first_names_each_recipient(tmp_path):
    claims = extract_document(read(_write(tmp_path, "lab.txt", _LAB_MEMBERS))).claims
    won = {(c.person, c.name, c.year) for c in claims if isinstance(c, Award)}
    assert ("Ryota Nakamura", "IEEJ Excellent Presentation Award", 2025) in won
    assert not any(p == OWNER and "IEEJ" in n for p, n, _ in won)


_WHERE_NOW = """ALVES LAB
Insect Ecology

WHERE ARE THEY NOW?

A note on the listings: unless another advisor is named, theses were supervised by Marta Alves.
All degrees are from the University of Guelph.

ACADEMIA

Tomas Iribarren, PhD 2016
  Thesis: "Host location in egg parasitoids"
  NOW: Associate Professor, Universidad de la Republica, Montevideo.

Mateo Rinaldi, MSc 2015
  Thesis advisor: Dr. Alan Whitcombe (Ridgetown Campus)
  NOW: Lecturer, Lincoln University.

INDUSTRY

Kaito Nishimura, BSc (Hons.) 2019
  NOW: Data Analyst, Farmers Edge, Winnipeg

Marisol Luna, MSc 2022
  NOW: Field Development Specialist, BASF Agricultural Solutions.

GOVERNMENT

Rosa Quispe, MSc 2021
  NOW: Biologist, Agriculture and Agri-Food Canada.
"""


def test_a_pages_default_supervisor_note_gives_it_the_unlabelled_alumni(tmp_path):
    sups = _sups(tmp_path, _WHERE_NOW, "alumni.txt")
    assert ("Marta Alves", "Tomas Iribarren", "PhD") in sups
    assert ("Alan Whitcombe", "Mateo Rinaldi", "Master") in sups
    assert not any(b == OWNER for _, b, _ in sups)       # (the note itself supervises no one)


def test_an_alumni_pages_industry_sector_is_still_its_alumni(tmp_path):
    sups = _sups(tmp_path, _WHERE_NOW, "alumni.txt")
    assert ("Marta Alves", "Kaito Nishimura", "Bachelor") in sups
    assert ("Marta Alves", "Marisol Luna", "Master") in sups
    assert ("Marta Alves", "Rosa Quispe", "Master") in sups


def test_a_reports_prize_lines_far_down_make_no_one_its_owner(tmp_path):
    groups = "\n".join(f"  Group {k} - research on topic {k}" for k in range(1, 45))
    text = (f"ANNUAL REPORT 2024\n\nOrganisation\n\n{groups}\n\nPrizes\n\n"
            "Mihaela Rusu received the Gustafsson Prize in Molecular Biology 2024.\n\n"
            "Amara Nwosu received the Jubilee Prize 2024.\n")
    claims = extract_document(read(_write(tmp_path, "report.txt", text))).claims
    assert not [c for c in claims if isinstance(c, PersonClaim) and c.is_owner]
    won = {(c.person, c.year) for c in claims if isinstance(c, Award)}
    assert ("Amara Nwosu", 2024) in won
    # (a biography's one "X received the ..." line is still its person's page)
    text = f"Mihaela Rusu\n\n{groups}\n\nMihaela Rusu received the Gustafsson Prize in 2024.\n"
    assert [c.name for c in extract_document(read(_write(tmp_path, "bio.txt", text))).claims
            if isinstance(c, PersonClaim) and c.is_owner] == ["Mihaela Rusu"]


def test_a_state_universitys_campus_and_health_centre_are_part_of_its_name():
    from labgraph.extract.patterns import orgs_in
    assert orgs_in("She was a postdoc at the University of California, San Francisco (2012–2014), mentored by X.") \
        == ("University of California, San Francisco",)
    assert orgs_in("She was at the University of Texas Health Science Center at San Antonio (UT Health San Antonio) "
                   "from 2014 to 2016.") == ("University of Texas Health Science Center at San Antonio",)
    # (a town after another university is only where it is)
    assert orgs_in("He was a lecturer at the University of Otago, Dunedin (2010–2012).") == ("University of Otago",)


def test_credentials_after_a_name_are_no_organisation(tmp_path):
    from labgraph.extract.patterns import looks_like_org
    assert not looks_like_org("RN") and not looks_like_org("FAAN") and looks_like_org("MIT")
    text = ("Mentoring\n\nDoctoral students advised\n\n"
            "  • Rachel Kamau, PhD, RN (PhD in Nursing, 2022). Now Assistant Professor, University of Iowa.\n"
            "  • Jonah Aguirre, PhD, RN (PhD in Nursing, 2020). Now Postdoctoral Fellow, Johns Hopkins University.\n")
    claims = extract_document(read(_write(tmp_path, "profile.txt", text))).claims
    assert not [c for c in claims if getattr(c, "institution", None) == "RN" or getattr(c, "org", None) == "RN"]


_PUBS_PAGE = """Publications | SIAM Lab | Mechanical Engineering | Green Mountain University

Publications

The Structural Integrity Laboratory (SIL) is directed by Dr. Helena Marcetic, Associate Professor in the Department of Mechanical Engineering at Green Mountain University. We study fatigue and fracture in printed metal parts.

2025

  • S. Raghunathan, Y. Tanabe, and H. Marcetic, “Surface roughness versus sub-surface porosity as fatigue crack initiators,” International Journal of Fatigue, vol. 190, 2025.
"""


def test_a_publications_pages_opening_prose_names_the_labs_head_and_is_no_work(tmp_path):
    claims = _all(tmp_path, _PUBS_PAGE, "pubs.txt")
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Helena Marcetic"]
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}       # (the owner's, as OWNER)
    assert (OWNER, "Director", "Structural Integrity Laboratory") in posts
    assert (OWNER, "Associate Professor", "Green Mountain University") in posts
    titles = [c.title for c in claims if isinstance(c, Publication)]
    assert titles == ["Surface roughness versus sub-surface porosity as fatigue crack initiators"]
    # ("The group is led by Dr. X": no organisation called "The group")
    led = _all(tmp_path, "About\n\nThe group is led by Dr. Naomi Feld, Reader in Linguistics at Aston University.\n", "a.txt")
    assert not any(getattr(c, "org", "").lower().startswith("the group") for c in led)


_SPEAKERS_PAGE = """Invited Speakers

VETCONF 2025 is delighted to welcome the following invited speakers.

Prof. Ngozi Eze, DVM, PhD

Faculty of Veterinary Medicine, Utrecht University, the Netherlands

“Antimicrobial resistance at the animal–human interface: what twenty years of surveillance has taught us” — Wed 8 Oct, 09:30

Ngozi Eze qualified as a veterinarian at the University of Ibadan in 2003 and obtained her PhD from Utrecht University in 2009 under the supervision of Prof. Gerrit Bos. She received the KNMvD Research Prize in 2019.

Dr. Santiago Olmos, DVM, PhD

University of Cape Town, South Africa

“Equine herpesvirus myeloencephalopathy: new tools for an old enemy and a very long talk title” — Wed 8 Oct, 14:00

Dr. Olmos earned his PhD at Cornell University (2017) in the laboratory of Dr. Margaret Kent, studying innate immunity. He received the Zoetis Award for Veterinary Research in 2022.
"""


def test_a_congress_speakers_cards_are_their_biographies_blocks(tmp_path):
    sups = _sups(tmp_path, _SPEAKERS_PAGE, "speakers.txt")
    assert ("Gerrit Bos", "Ngozi Eze", "PhD") in sups
    assert ("Margaret Kent", "Santiago Olmos", "PhD") in sups
    assert not any(b == OWNER for _, b, _ in sups)
    claims = _all(tmp_path, _SPEAKERS_PAGE, "speakers.txt")
    assert not any(getattr(c, "person", "") == "Cape Town" for c in claims)     # (a card's place is no one)
    won = {(c.person, c.name) for c in claims if isinstance(c, Award)}
    assert ("Ngozi Eze", "KNMvD Research Prize") in won
    assert ("Santiago Olmos", "Zoetis Award for Veterinary Research") in won


_TRIBUTE = """---
title: "Inge Holm at 75: the pharmacologist who taught us to distrust a pretty curve"
date: 2025-03-14
author: Camille Roussel
categories: [Lab lineages]
---

Professor Ingeborg "Inge" Holm turns 75 this month. She retired from the University of Nottingham in 2021.

She moved to the University of Würzburg for her doctorate, working under Konrad Stellmacher, then director of the
institute. She received her Dr. rer. nat. in 1978.

## PhD students

- **Adebola Ogunleye** (PhD 1991) — Professor of Pharmacology, University of Ibadan
"""


def test_a_blog_posts_author_wrote_it_and_its_title_names_whom_it_is_about(tmp_path):
    claims = _all(tmp_path, _TRIBUTE, "tribute.md")
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Inge Holm"]
    # (her name as the text gives it with the short form in quotes: one more form of her, for resolution)
    assert any(isinstance(c, PersonClaim) and c.name == 'Ingeborg "Inge" Holm' for c in claims)
    sups = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert (OWNER, "Adebola Ogunleye", "PhD") in sups
    # (a plain page whose front matter names its author is still that author's)
    page = "---\ntitle: Curriculum Vitae\nauthor: Camille Roussel\n---\n\nEducation\n\nPhD, University of Lyon, 2006\n"
    assert [c.name for c in _all(tmp_path, page, "cv.md") if isinstance(c, PersonClaim) and c.is_owner] == ["Camille Roussel"]


def test_working_under_someone_for_a_doctorate_is_supervision(tmp_path):
    sups = _sups(tmp_path, _TRIBUTE, "tribute.md")
    assert ("Konrad Stellmacher", OWNER, "PhD") in sups
    text = _TRIBUTE.replace("for her doctorate, working under", "for a job, working under")
    assert not any(a == "Konrad Stellmacher" for a, _, _ in _sups(tmp_path, text, "t2.md"))


def test_chicagos_first_author_of_two_surnames_with_a_given_name():
    from labgraph.extract.publications import parse_citation
    title, authors, venue, year = parse_citation(
        "Ibarra Sepúlveda, Catalina, and Tobias Renwick-Hale, eds. 2014. Evaluating Social Programs in Middle-Income "
        "Countries. Washington, DC: Brookings Institution Press.")
    assert (title, authors, year) == ("Evaluating Social Programs in Middle-Income Countries",
                                      ("Catalina Ibarra Sepúlveda", "Tobias Renwick-Hale"), 2014)
    # (a list of two authors in their usual order is left as it is)
    assert parse_citation("Ana Roe, Bo Lin. 2014. A title of many things. Nature 5: 1-2.")[1] == ("Ana Roe", "Bo Lin")


def test_a_section_heading_naming_where_its_work_was_done(tmp_path):
    from labgraph.sections import heading_kind
    assert heading_kind("DOCTORAL ADVISING, DUKE UNIVERSITY") == "students"
    assert heading_kind("Teaching Assistant, Duke University") is None      # (a post, no heading)
    assert heading_kind("Organisch-Chemisches Institut, Universität Münster") is None
    text = ("CATALINA ROE\n\nEDUCATION\n\nPh.D., Public Policy, Harvard University, 2008\n\n"
            "DOCTORAL ADVISING, DUKE UNIVERSITY\nDissertation Chair\n"
            "\tNnamdi Okoye (Public Policy, Ph.D. 2021). First position: Assistant Professor, University of Washington\n")
    assert (OWNER, "Nnamdi Okoye", "PhD") in _sups(tmp_path, text, "cv.txt")


_DIRECTORY = """Graduate Students

The Department of Statistics is part of the College of Arts and Sciences at Prairie State University.

Current graduate students
Name | Program | Entered | Advisor(s) | Research area
Brewster, Katelyn | M.S. | Fall 2024 | Colleen McTavish | Categorical data analysis
Baek, Jae-won | Ph.D. | Fall 2021 | Rune Haugland | High-dimensional inference
Ossa Cárdenas, Valentina | Ph.D. | Fall 2024 | Sebastián Ibarra-Leal (co-advisor: Abimbola Adeyemi-Clarke) | Missing data
"""


def test_a_directory_rows_program_entered_is_its_level_and_a_co_advisor_note_in_the_cell(tmp_path):
    sups = _sups(tmp_path, _DIRECTORY, "grads.txt")
    assert ("Colleen McTavish", "Katelyn Brewster", "Master") in sups
    assert ("Rune Haugland", "Jae-won Baek", "PhD") in sups
    assert ("Sebastián Ibarra-Leal", "Valentina Ossa Cárdenas", "PhD") in sups
    assert ("Abimbola Adeyemi-Clarke", "Valentina Ossa Cárdenas", "PhD") in sups


def test_a_cvs_talks_and_posters_without_authors_are_no_publications(tmp_path):
    text = ("Sofia Ocampo\n\nConference contributions\n\n"
            " • Oral presentation: \"Hydrogen trapping at vanadium carbides in Q&P steel\",\n"
            "   EUROCORR 2022, Berlin, Germany, 28 August – 1 September 2022.\n"
            " • Poster: \"Retained austenite as a hydrogen sink?\", Steely Hydrogen 2022, Ghent,\n"
            "   Belgium, 30 May – 1 June 2022.\n"
            " • Poster: S. Ocampo, K. Berg. \"Operando impedance tracking of nickel depletion in fuel electrodes\", "
            "SOFC-XVII, Stockholm, July 2021.\n")
    titles = {c.title for c in _all(tmp_path, text, "cv.txt") if isinstance(c, Publication)}
    assert not any("vanadium" in t or "austenite" in t for t in titles)
    assert any("impedance tracking" in t for t in titles)       # (a poster with its authors may be a work)
