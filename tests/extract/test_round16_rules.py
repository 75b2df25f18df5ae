"""Session-12 rules: a lab's code-host README (BibTeX pasted in a code block, people named by their handles, a
repository table), names written with decomposed accents, and nicknames in a list of students."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, Award, Education, PersonClaim, Position, Publication, Software, Supervision

from .helpers import claims_of, pairs

README = """\
# Kelpwater Lab

Machine learning for coastal data, Department of Informatics, University of Tromsø.

## Team

| Name | Role | GitHub | Since |
|------|------|--------|-------|
| **Ragnhild Aasvik** | PI · Professor | [@raasvik](https://github.com/raasvik) | 2016 |
| Teodor (Teo) Brandal | PhD student | [@tbrandal](https://github.com/tbrandal) | 2021 |
| Chiamaka Okafọ\u0300r | PhD student ² | [@chiokaf](https://github.com/chiokaf) | 2022 |
| Lise Hovda | Research Software Engineer | [@lhovda](https://github.com/lhovda) | 2020 |

² co-supervised by Prof. Arvid Skjold (Department of Physics)

## Repositories

| Repo | What it is | Maintainer |
|------|------------|------------|
| [`kelpnet`](https://github.com/kelpwater/kelpnet) | segmentation of kelp forests in drone images | @tbrandal, @lhovda |
| [`.github`](https://github.com/kelpwater/.github) | this README | everyone |

## Citing

```bibtex
@article{brandal2023kelpnet,
  title   = {KelpNet: Segmenting Kelp Forests in Drone Imagery},
  author  = {Brandal, Teodor and Okaf{\\`o}r, Chiamaka and Aasvik, Ragnhild},
  journal = {Remote Sensing of Environment},
  year    = {2023}
}

@phdthesis{hovda2019,
  title  = {Tidal Mixing in Narrow Fjords},
  author = {Hovda, Lise},
  school = {University of Bergen},
  year   = {2019}
}
```
"""


def _read(tmp_path, text, name="README.md"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path)).claims


def test_bibtex_pasted_in_a_code_block_is_read_as_bibtex_and_nothing_else(tmp_path):
    found = _read(tmp_path, README)
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors", "year", "venue")
    assert ("KelpNet: Segmenting Kelp Forests in Drone Imagery", ("Teodor Brandal", "Chiamaka Okafòr", "Ragnhild Aasvik"),
            2023, "Remote Sensing of Environment") in works      # (the LaTeX accent kept: the code block is verbatim)
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution")
    assert ("Lise Hovda", "PhD", "University of Bergen") in degrees
    names = {c.name for c in found if isinstance(c, Software)}
    assert not any("bibtex" in n.lower() or "@" in n for n in names)


def test_a_repository_table_names_its_maintainers_by_the_team_tables_handles(tmp_path):
    found = _read(tmp_path, README)
    programs = [c for c in found if isinstance(c, Software)]
    assert {c.name for c in programs} == {"kelpnet"}   # not the header's "Repo", nor the settings repository ".github"
    assert {c.repository for c in programs} == {"https://github.com/kelpwater/kelpnet"}
    assert {n for c in programs for n in c.developers} == {"Teodor Brandal", "Lise Hovda"}


def test_a_name_with_an_accent_no_letter_holds_is_read_whole(tmp_path):
    found = _read(tmp_path, README)
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert ("OWNER", "Chiamaka Okafọr", "PhD") in advised
    assert ("Arvid Skjold", "Chiamaka Okafọr", "PhD") in advised
    assert ("OWNER", "Teodor Brandal", "PhD") in advised         # the nickname "(Teo)" set aside
    assert not any(b == "OWNER" for _, b, _ in advised)           # the note's co-supervisor is the row's, not the PI's


def test_decomposed_accents_are_composed_not_dropped(tmp_path):
    # (accents no letter holds are dropped at reading; those a letter holds must stay, composed)
    text = "PhD students\n\n- Jose\u0301 Garci\u0301a (2021–)\n- Zoe\u0308 Mu\u0308ller (2022–)\n"
    found = _read(tmp_path, text, name="students.txt")
    advisees = {c.advisee for c in found if isinstance(c, Supervision)}
    assert advisees == {"José García", "Zoë Müller"}


def test_a_nickname_in_brackets_leaves_the_entry_its_name():
    found = claims_of("""
        PhD students
        - Jo (Joanna) Bell — PhD student, since 2021
        - Wei-Chen (Vicky) Lin, PhD candidate (2023–)
        - Sam Ortiz (2022–)
    """, Supervision)
    assert {c.advisee for c in found} == {"Jo Bell", "Wei-Chen Lin", "Sam Ortiz"}


NEWS = """\
<html><head><title>Professor Mirela Dutu retires | News | Univ</title></head><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul></nav>
<main><article>
<h1>Professor Mirela Dutu retires after 30 years</h1>
<p>Professor Mirela Dutu, who has led the Soil Physics Group since 1999, retires this summer.</p>
<p>She completed her PhD in 1988 under the supervision of the late Professor Anton Weiss in Vienna.
She received the Lindqvist Medal in 2004 and the European Geosciences Union’s Hydrology Award in 2019.</p>
<blockquote>
  <p>&ldquo;Mirela was my PhD supervisor from 2001 to 2005. I still use her notes.&rdquo;</p>
  <footer>&mdash; Dr Tomasz Wrona, who completed his PhD at Lakeside University in 2005 and is now Associate
  Professor at the University of Cape Coast, Ghana</footer>
</blockquote>
<p>She co-supervised many projects with Dr Ilse Brandt, who was then a postdoc in her group.</p>
<aside class="box">
  <h3>Selected works</h3>
  <ul>
    <li>T. Wrona &amp; M. Dutu (2006). Why do soils crack? A fracture-mechanics view. Soil Science, 12, 1&ndash;9.</li>
  </ul>
</aside>
</article></main>
<footer><p>&copy; 2025 Univ</p></footer>
</body></html>
"""


def test_a_news_article_on_a_person_reads_quotes_by_their_speakers_and_its_boxes(tmp_path):
    found = _read(tmp_path, NEWS, name="news.html")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert ("Anton Weiss", "OWNER", "PhD") in advised                  # "the late Professor X"
    # the quotation's "my" is its speaker's: Mirela, the story's person (its headline's "Professor Mirela Dutu retires")
    assert ("OWNER", "Tomasz Wrona", "PhD") in advised
    assert ("OWNER", "Ilse Brandt", "Postdoc") in advised              # "a postdoc in her group"
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution", "end")
    assert ("Tomasz Wrona", "PhD", "Lakeside University", 2005) in degrees     # the "who" clause's own place
    jobs = pairs([c for c in found if isinstance(c, Position)], "person", "title", "org")
    assert ("Tomasz Wrona", "Associate Professor", "University of Cape Coast") in jobs    # (no ", Ghana")
    honours = pairs([c for c in found if isinstance(c, Award)], "name", "year")
    assert {("Lindqvist Medal", 2004), ("Hydrology Award", 2019)} <= honours
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "venue", "year")
    assert ("Why do soils crack? A fracture-mechanics view", "Soil Science", 2006) in works     # the box kept


def test_a_quotation_without_its_speaker_states_nothing():
    found = claims_of("""
        Mirela Dutu

        “Jan Roe was my PhD supervisor.”
        Everyone agreed.
    """, Supervision)
    assert not found


def test_an_advisor_named_before_or_after_whose_advisor_they_were():
    found = claims_of("""
        About

        Prof. Jane Roe was my PhD advisor. Ann Lee, my postdoctoral supervisor, retired in 2020.
        Helena was Kofi Ansah's doctoral supervisor. The supervisor was my colleague.
    """, Supervision)
    assert pairs(found, "advisor", "advisee", "level") == {("Jane Roe", "OWNER", "PhD"), ("Ann Lee", "OWNER", "Postdoc"),
                                                           ("Helena", "Kofi Ansah", "PhD")}


DOCENT = """
LUND TEKNISKA HÖGSKOLA                              Dnr 2025-0042

Sökande / Applicant:   Åsa Öhrn-Berglund, PhD (published as Åsa Öhrn until 2016)

1. EXAMINA / DEGREES
1.1  2014   Teknologie doktorsexamen (PhD) in Physics,
            Uppsala University.
            Huvudhandledare (main supervisor): Prof. Lars-Erik Vång.
            Biträdande handledare (co-supervisor): Dr. Mirja Kallio.

4. HANDLEDNING / SUPERVISION
4.1 Huvudhandledare / Main supervisor for PhD students
  a) Oskar Leino – ongoing, started 2021-09.
  b) Jonatan Ek – ongoing since 2022, Department of Physics (main supervisor:
     Prof. Magnus Dahl).
4.2 Postdoctoral researchers
  a) Dr. Tariq Nasser, 2022-03 – 2024-02. Now Assistant Professor at Keele University.
4.3 Examensarbeten / Degree projects
  Main supervisor for 14 MSc theses, 2017–2024.

7. PUBLIKATIONSLISTA / PUBLICATIONS
[1] Öhrn-Berglund Å*, Leino O, Dahl M. Learned inverse methods for elastography. Optics Express. 2024;32:1–9.
[2] Öhrn Å, Kallio M, Vång L-E. Regularised inversion in soft tissue. Optics Letters. 2013;38:20–24.

Magnus Dahl (PI: Magnus Dahl), 1 200 kSEK.
"""


def test_an_application_cv_names_its_applicant_and_reads_its_outline():
    found = claims_of(DOCENT, path="docent.txt")
    owners = [c.name for c in found if isinstance(c, PersonClaim) and c.is_owner]
    assert owners == ["Åsa Öhrn-Berglund"]                 # the applicant, not the grant's "PI: X" further down
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Lars-Erik Vång", "OWNER", "PhD"), ("Mirja Kallio", "OWNER", "PhD"),       # glossed labels
            ("OWNER", "Oskar Leino", "PhD"), ("OWNER", "Jonatan Ek", "PhD"), ("Magnus Dahl", "Jonatan Ek", "PhD"),
            ("OWNER", "Tariq Nasser", "Postdoc")} <= advised
    assert not any(b == "Magnus Dahl" for _, b, _ in advised)       # the wrapped "(main supervisor:" line's name
    jobs = pairs([c for c in found if isinstance(c, Position)], "person", "org")
    assert ("Tariq Nasser", "Keele University") in jobs     # (not run on into "4.3 Examensarbeten")
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors")
    assert ("Learned inverse methods for elastography", ("OWNER", "Leino O", "Dahl M")) in works or \
        ("Learned inverse methods for elastography", ("Öhrn-Berglund Å", "Leino O", "Dahl M")) in works
    assert any(t == "Regularised inversion in soft tissue" and a[-1] == "Vång L-E" for t, a in works)


def test_initials_with_accents_and_hyphens_are_initials():
    from labgraph.names import parse_name
    assert parse_name("Nyström Å") == parse_name("Å. Nyström")
    assert parse_name("Nyström Å").given == ("a",) and parse_name("Nyström Å").surname == "nystrom"
    assert parse_name("Hägg L-E").given == ("l", "e") and parse_name("Hägg L-E").surname == "hagg"


BOOKLET = """
HARLOWE UNIVERSITY
Doctoral Hooding Ceremony 2023

DEPARTMENT OF PHYSICS

Ingrid Solheim-Baptiste
  Doctor of Philosophy in Physics
  Dissertation: Phonon Transport in Twisted Bilayer Graphene under
     Uniaxial Strain
  Advisor: Professor Emeritus Conall Mac Giolla Bhríde
  B.S., Physics, Carrow College, 2016

Tomás Ferreira Lobo
  Ed.D., Science Education
  Dissertation: Inquiry Labs in Rural High Schools
  Co-Advisors: Dr. Ana Pryce; Dr. Ravi Menon (Lakeshore National Laboratory)
  Committee: Dr. Emeka Stiles, Dr. Patricia Ng
  M.Ed., Harlowe University, 2015

The Graduate School thanks the Thornbury Fund.
"""


def test_a_commencement_booklet_gives_each_new_doctor_their_record():
    found = claims_of(BOOKLET, path="booklet.txt")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert advised == {("Conall Mac Giolla Bhríde", "Ingrid Solheim-Baptiste", "PhD"),
                       ("Ana Pryce", "Tomás Ferreira Lobo", "PhD"), ("Ravi Menon", "Tomás Ferreira Lobo", "PhD")}
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution", "field", "end")
    assert degrees == {("Ingrid Solheim-Baptiste", "PhD", "Harlowe University", "Physics", 2023),
                       ("Ingrid Solheim-Baptiste", "BSc", "Carrow College", "Physics", 2016),
                       ("Tomás Ferreira Lobo", "EdD", "Harlowe University", "Science Education", 2023),
                       ("Tomás Ferreira Lobo", "MEd", "Harlowe University", None, 2015)}
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors")
    assert ("Phonon Transport in Twisted Bilayer Graphene under Uniaxial Strain", ("Ingrid Solheim-Baptiste",)) in works
    assert ("Ravi Menon", "Lakeshore National Laboratory") in pairs([c for c in found if isinstance(c, Affiliation)],
                                                                    "person", "org")
    assert not [c for c in found if isinstance(c, PersonClaim) and c.is_owner]     # the page is no one's


SPEAKERS = """
Keynote speakers | GeoVA 2025

Prof. Greta Holm-Achebe

Institute of Geoinformatics, University of Nordvik

“Maps that load before you blink”

Greta Holm-Achebe is Professor at the University of Nordvik. She received her PhD in 2008 from the University of Rheinau, where she was advised by Prof. Wolf Brandt.

Dr. Rahul Mehra-Lin

Principal Scientist, Mapwise Inc.

“From tiles to tokens”

Rahul leads the Spatial Intelligence group at Mapwise Inc. He earned his Ph.D. in Computer Science at the University of Carrow in 2015, advised by Dana Whit.
"""


def test_a_page_of_speaker_cards_gives_each_biography_to_its_speaker():
    found = claims_of(SPEAKERS, path="speakers.txt")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Wolf Brandt", "Greta Holm-Achebe", "PhD"), ("Dana Whit", "Rahul Mehra-Lin", "PhD")} <= advised
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "institution")
    assert ("Rahul Mehra-Lin", "University of Carrow") in degrees
    assert not [c for c in found if isinstance(c, PersonClaim) and c.is_owner]     # the page is none of theirs


KOREAN_CV = """
CURRICULUM VITAE

PARK Ji-hoon (박지훈)

==============================================================================
GRADUATE STUDENTS SUPERVISED   (current position in brackets, as of Jan. 2025)
==============================================================================
  Ph.D. graduated
   1. JANG Dong-hyuk        Ph.D., Aug. 2020, KAIST   [Assistant Professor, Hanyang University]
   2. SEO Jae-min           Ph.D., Aug. 2024, KAIST   [Staff Engineer, SK hynix]
  Ph.D. in progress
   3. OH Soo-bin            Ph.D. candidate (since Mar. 2020)
  M.S.
   1. LIM Chae-won          M.S., Feb. 2013, POSTECH  [Engineer, SK hynix]

==============================================================================
SELECTED PUBLICATIONS     (* corresponding author, † equal contribution)
==============================================================================
  [J24] T.-Y. Kwak†, S.-B. Oh†, and J.-H. Park*, "Single-shot inverse design of silicon metasurfaces," Nature Photonics, vol. 18, pp. 455-462, 2024.
"""


def test_a_cv_in_columns_under_headings_with_notes():
    found = claims_of(KOREAN_CV, path="cv.txt")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("OWNER", "JANG Dong-hyuk", "PhD"), ("OWNER", "SEO Jae-min", "PhD"), ("OWNER", "OH Soo-bin", "PhD"),
            ("OWNER", "LIM Chae-won", "Master")} <= advised          # the name ends at the column's gap
    jobs = pairs([c for c in found if isinstance(c, Position)], "person", "title", "org")
    assert {("JANG Dong-hyuk", "Assistant Professor", "Hanyang University"),
            ("SEO Jae-min", "Staff Engineer", "SK hynix")} <= jobs    # the present post in brackets
    works = [c for c in found if isinstance(c, Publication)]
    assert [w.title for w in works] == ["Single-shot inverse design of silicon metasurfaces"]    # a heading, its note


THESIS_FRONT = """
        GRAPH SURROGATES FOR CONTAMINANT TRANSPORT

                        A THESIS

                      submitted by

               MEERA LAKSHMI VARADARAJAN

            for the award of the degree of

                  DOCTOR OF PHILOSOPHY

           DEPARTMENT OF CIVIL ENGINEERING
          INDIAN INSTITUTE OF TECHNOLOGY MADRAS
                      JULY 2023

DECLARATION

I hereby declare that this work was carried out by me under the guidance of Dr. L. N. Subramaniam.

ACKNOWLEDGEMENTS

I thank my labmate Dr. Harpreet Kaur Sandhu and Dr. P. Sudhakar Reddy of JNTU Kakinada, who supervised my B.Tech. project.
"""


def test_a_thesis_title_page_names_its_author_degree_and_the_level_of_its_advisors():
    found = claims_of(THESIS_FRONT, path="thesis.txt")
    owners = [c.name for c in found if isinstance(c, PersonClaim) and c.is_owner]
    assert owners == ["Meera Lakshmi Varadarajan"]             # "submitted by" the name, not "A Thesis"
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("L. N. Subramaniam", "OWNER", "PhD"), ("P. Sudhakar Reddy", "OWNER", "Bachelor")} <= advised
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution", "field", "end")
    assert ("OWNER", "PhD", "Indian Institute of Technology Madras", "Civil Engineering", 2023) in degrees
    people = {c.name for c in found if isinstance(c, PersonClaim)}
    assert "Harpreet Kaur Sandhu" in people                     # a titled name is a person of the page


BLOG = """<!DOCTYPE html><html><head><title>Soil Carbon Lab</title></head><body><div id="page" class="site">
<div id="content" class="site-content"><main id="main" class="site-main">
<div><h2>Welcome, Bastien!</h2>
<div class="post-body"><p>This week we welcomed a new PhD student to the lab.</p>
<p>Bastien will be supervised by me and co-supervised by Dr. Hamid Rezaei from the Department of Civil Engineering.</p></div>
</div>
<div><h2>Paper accepted</h2>
<div class="post-body"><p>Our paper on thaw has been accepted, and the field season starts in June. We will spend
two weeks at the mire with the whole group, coring active-layer soils.</p></div></div>
<div><h2>Notes from the field</h2>
<div class="post-body"><p>Greetings from the north! We spent two weeks coring active-layer soils at the mire. Midnight
sun, fourteen cores, zero lost augers and only one mosquito-related meltdown. The samples are now in the freezer and
the first incubations start next month; results will be shared at the group meeting in September.</p></div></div>
</main>
<aside id="secondary" class="widget-area">
<section class="widget widget_text"><h2 class="widget-title">About the lab</h2><div class="textwidget">
<p>The Soil Carbon Lab is led by Dr. Ingrid Halvorsen-Mbeki, Associate Professor at the University of Lakemont.</p></div></section>
<section class="widget widget_archive"><h2 class="widget-title">Archives</h2><ul><li><a href="/2024/12/">December 2024</a></li></ul></section>
</aside></div></div></body></html>
"""


def test_a_blogs_sidebar_about_box_names_its_lab_head_who_supervises_by_me(tmp_path):
    found = _read(tmp_path, BLOG, name="blog.html")
    owners = [c.name for c in found if isinstance(c, PersonClaim) and c.is_owner]
    assert owners == ["Ingrid Halvorsen-Mbeki"]                   # from the sidebar's "About the lab" box
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("OWNER", "Bastien"), ("Hamid Rezaei", "Bastien")} <= advised     # "supervised by me", not the owner's
    assert ("Hamid Rezaei", "OWNER") not in advised


DIRECTORY = """
Graduate Advising Directory

Current advisees and recent graduates of the graduate faculty of the Department of Chemical Engineering.

Adaeze Okonkwo-Reyes, Ph.D.

Professor and Associate Chair

Current advisees
  • Tomás Echeverría Lund – Ph.D. candidate, 5th yr
  • Samuel Oyelaran – M.S. (thesis track)

Gerrit van der Walt, PhD

Associate Professor

Current advisees
  • Brennan O'Shaughnessy – PhD candidate (4th yr)

Recent graduates
  • Amara Diallo, PhD 2022 → Assistant Professor, Universidad de los Andes
"""


def test_a_department_directory_gives_each_member_their_own_students():
    found = claims_of(DIRECTORY, path="directory.txt")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("Adaeze Okonkwo-Reyes", "Tomás Echeverría Lund"), ("Adaeze Okonkwo-Reyes", "Samuel Oyelaran"),
            ("Gerrit van der Walt", "Brennan O'Shaughnessy"), ("Gerrit van der Walt", "Amara Diallo")} <= advised
    assert not any("OWNER" in pair for pair in advised)             # the directory is no one's own page


TREE = """
## Lab family tree

- Ilse Vasquez-Held — PhD 1998, University of Washington (advisor: Gordon R. Thale)
  - PhD students
    - Anneliese Korhonen — PhD 2009, Oregon State → Associate Professor, University of Helsinki
      - her students: Eero Lindqvist (PhD 2020, Helsinki) → postdoc, Stockholm University
    - Soraya Benali — PhD 2017, UBC → Maîtresse de conférences, Sorbonne Université
  - MS students
    - Dale Pruitt — MS 2006, OSU → Environmental Scientist, Oregon Department of Environmental Quality
"""


def test_a_family_tree_drawn_as_a_nested_list_gives_each_entry_its_parent_as_advisor():
    found = claims_of(TREE, Supervision, path="history.md")
    advised = pairs(found, "advisor", "advisee")
    assert {("Gordon R. Thale", "Ilse Vasquez-Held"), ("Ilse Vasquez-Held", "Anneliese Korhonen"),
            ("Anneliese Korhonen", "Eero Lindqvist"), ("Ilse Vasquez-Held", "Soraya Benali"),
            ("Ilse Vasquez-Held", "Dale Pruitt")} <= advised
    assert ("Ilse Vasquez-Held", "Eero Lindqvist") not in advised       # her student's student is not hers
    assert not any("OWNER" in pair for pair in advised)


APA_LIST = """SIOBHÁN NÍ MHURCHÚ, PhD
Publications

2021

Mac Giolla Phádraig, N.*, & Ní Mhurchú, S. (2021). Attentional control in heritage speakers of
    Irish: An eye-tracking study. Bilingualism: Language and Cognition, 24(4), 712–725.

Doyle, R. P.*, & Ní Mhurchú, S. (2021). Does task-switching training transfer? A preregistered
    replication with 7- to 9-year-olds. Journal of Experimental Child Psychology, 241, 105866.

Ó Súilleabháin, D., & Ní Mhurchú, S. (2021). Language of schooling and working memory in a
    national birth cohort. Irish Journal of Psychology, 49(1), 22–41.
"""


def test_an_apa_list_wrapped_under_hanging_indents_reads_whole_references(tmp_path):
    found = _read(tmp_path, APA_LIST, name="pubs.txt")
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "venue", "year")
    assert works == {
        ("Attentional control in heritage speakers of Irish: An eye-tracking study", "Bilingualism: Language and Cognition", 2021),
        ("Does task-switching training transfer? A preregistered replication with 7- to 9-year-olds",
         "Journal of Experimental Child Psychology", 2021),
        ("Language of schooling and working memory in a national birth cohort", "Irish Journal of Psychology", 2021)}


def test_a_homepage_that_introduces_its_owner_with_a_note_after_the_name():
    found = claims_of("""
        Hi! I'm Siddharth Rao (he/him; most people call me Sid), a third-year Ph.D. student at the University of Washington, where I'm co-advised by Hélène Castonguay and Marcus Oyelowo.
    """, path="index.md")
    owners = [c.name for c in found if isinstance(c, PersonClaim) and c.is_owner]
    assert owners == ["Siddharth Rao"]
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert advised == {("Hélène Castonguay", "OWNER"), ("Marcus Oyelowo", "OWNER")}


def test_a_heading_with_a_note_in_brackets_is_its_heading_and_an_entry_is_not():
    from labgraph.sections import heading_kind
    assert heading_kind("Preprints and publications (see also MathSciNet; for [1]-[7] see the full list (pdf))") \
        == "publications"
    assert heading_kind("SELECTED PUBLICATIONS     (* corresponding author, † equal contribution)") == "publications"
    assert heading_kind("ERC Consolidator Grant holder (2021 – 2026)") is None        # a dated entry
    assert heading_kind("PhD students (second supervisor): Lewis Grant (2018–2022)") != "students"   # a run-in list
    assert heading_kind("KAIST (Daejeon, Korea)") is None


BIO_CV = """
CURRICULUM VITAE
Helena Ruiz-Castañeda, PhD

FELLOWSHIPS, HONORS AND AWARDS
2023   Kavanagh Early Career Investigator Award, Midwest Society for Regenerative Biology
2016–2019   American Heart Association Postdoctoral Fellowship

PUBLICATIONS
P1. Obi CN, Shin J, Ruiz-Castañeda H. Lactate shuttling between macrophages and cardiomyocytes
    licenses regeneration in zebrafish. bioRxiv. 2024.
R1. Ruiz-Castañeda H. The macrophage as architect. Trends Cell Biol. 2021;31(9):712-714.
"""


def test_a_heading_listing_several_section_words_and_lettered_reference_numbers(tmp_path):
    found = _read(tmp_path, BIO_CV, name="cv.txt")
    honours = pairs([c for c in found if isinstance(c, Award)], "name", "year")
    assert any(name.startswith("Kavanagh Early Career Investigator Award") and year == 2023
               for name, year in honours)                                # under "FELLOWSHIPS, HONORS AND AWARDS"
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "year")
    assert {("Lactate shuttling between macrophages and cardiomyocytes licenses regeneration in zebrafish", 2024),
            ("The macrophage as architect", 2021)} <= works                  # "P1." and "R1." entries
