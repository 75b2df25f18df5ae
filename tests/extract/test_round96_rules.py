"""Session-37 rules: what the older probes and round 96 (pages of the usual kinds) showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, Education, Supervision
from labgraph.sections import heading_kind

from .helpers import written as _write


def _extraction(tmp_path, text, name="page.txt"):
    return extract_document(read(_write(tmp_path, name, text)))


def _claims(tmp_path, text, kind, name="page.txt"):
    return [c for c in _extraction(tmp_path, text, name).claims if isinstance(c, kind)]


def test_a_heading_that_says_its_people_are_past_and_present_opens_a_list_of_them():
    assert heading_kind("Trainees, past and present") == "students"
    assert heading_kind("Lab members, current and former") == "students"
    assert heading_kind("Awards, past and present") == "awards"
    # a sentence with the same words opens nothing
    assert heading_kind("Our trainees, past and present, are listed below.") is None


_TRAINEES = """Ioana Radulescu-Mbeki, PhD

Professor of Immunology, University of Bergen

Honours

  • Young Investigator Award, Norwegian Society for Immunology (2021)

Trainees, past and present

Name | Role | In lab | Project | Now
Tomasz Wierzbicki | Postdoctoral fellow | 2023– | Lymph node stromal niches | —
Lerato Khumalo | PhD (2022), co-supervised with Dr. Einar Solheim | 2017–2022 | B cell memory in the elderly | Scientist, Novo Nordisk
Kai Nakamura-Berg | Summer student | 2021 | Flow panel design | BSc student, University of Oslo
Amina Yusuf-Dahl | MSc (2020) | 2018–2020 | IgA repertoires in the gut | MD student, Karolinska Institutet
"""


def test_a_trainee_table_under_honours_is_read_as_students_not_honours(tmp_path):
    awards = _claims(tmp_path, _TRAINEES, Award)
    assert not any("Wierzbicki" in a.person or "Khumalo" in a.person for a in awards)
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, _TRAINEES, Supervision)}
    assert (OWNER, "Tomasz Wierzbicki") in sups and (OWNER, "Lerato Khumalo") in sups


def test_a_current_members_open_years_start_the_supervision_and_end_none(tmp_path):
    sups = {s.advisee: s for s in _claims(tmp_path, _TRAINEES, Supervision) if s.advisor == OWNER}
    assert (sups["Tomasz Wierzbicki"].start, sups["Tomasz Wierzbicki"].end) == (2023, None)


def test_the_years_in_the_lab_beat_the_degrees_year_written_before_them(tmp_path):
    sups = {s.advisee: s for s in _claims(tmp_path, _TRAINEES, Supervision) if s.advisor == OWNER}
    assert (sups["Lerato Khumalo"].start, sups["Lerato Khumalo"].end) == (2017, 2022)


def test_a_bachelors_or_medical_student_now_studies_there(tmp_path):
    text = _TRAINEES
    studies = {(e.person, e.degree, e.institution) for e in _claims(tmp_path, text, Education)}
    assert ("Kai Nakamura-Berg", "BSc", "University of Oslo") in studies
    assert ("Amina Yusuf-Dahl", "MD", "Karolinska Institutet") in studies
    places = {(a.person, a.org) for a in _claims(tmp_path, text, Affiliation)}
    assert ("Amina Yusuf-Dahl", "Karolinska Institutet") in places
    # the student's title is no organisation
    assert not any(org in ("BSc student", "MD student") for _, org in places)


_CARDS = """<html><head><title>People | Okonjo-Tran Lab</title></head><body>
<nav><a href="/">Home</a> <a href="/people">People</a></nav>
<main><h1>People</h1><p>We study how axolotl limbs regrow.</p>
<h2>Principal Investigator</h2><h3>Ngozi Okonjo-Tran, PhD</h3><p>Associate Professor, Biology</p>
<h2>Graduate Students</h2><h3>Rasmus Lindqvist</h3><p>PhD Candidate</p><p>Works on blastema signalling.</p>
</main>
<footer><div>Okonjo-Tran Lab · Department of Biology · University of Utah · 257 S 1400 E, Salt Lake City</div>
<div>© 2024 Okonjo-Tran Lab</div></footer></body></html>"""


def test_a_footer_that_places_the_lab_its_title_names_says_where_its_people_are(tmp_path):
    places = {(c.person, c.org) for c in _claims(tmp_path, _CARDS, Affiliation, "people.html")}
    assert ("Rasmus Lindqvist", "University of Utah") in places


def test_a_footer_placing_another_lab_says_nothing_of_this_page(tmp_path):
    other = _CARDS.replace("<div>Okonjo-Tran Lab · Department", "<div>Hale Imaging Core · Department")
    places = {(c.person, c.org) for c in _claims(tmp_path, other, Affiliation, "people.html")}
    assert ("Rasmus Lindqvist", "University of Utah") not in places


_MENTEES = """Ingrid Solheim-Okafor, MD, PhD

Associate Professor of Medicine, Karolinska Institutet

Mentees

Name | Role | Years | Current position
Wen-Hsuan Lin | PhD Candidate, Immunology, Stockholm University | 2019– | —
Omar Haddad | Postdoctoral fellow | 2020–2023 | Assistant Professor, Uppsala University
"""


def test_a_current_students_row_that_names_where_they_study_is_believed(tmp_path):
    studies = {(e.person, e.degree, e.institution, e.field) for e in _claims(tmp_path, _MENTEES, Education)}
    assert ("Wen-Hsuan Lin", "PhD", "Stockholm University", "Immunology") in studies
    # not the page leader's university besides
    assert not any(p == "Wen-Hsuan Lin" and i == "Karolinska Institutet" for p, _, i, _ in studies)


def test_a_student_winning_a_prize_at_a_meeting_does_not_study_there(tmp_path):
    text = ("Lab news\n\nPhD student Mart Kask won the best student talk award at the Baltic Plant Ecophysiology "
            "Meeting in Riga.\n")
    studies = {(e.person, e.institution) for e in _claims(tmp_path, text, Education)}
    assert not any("Meeting" in i for _, i in studies)
    text = "About\n\nHe is a PhD student at the University of Tartu.\n"
    assert (OWNER, "University of Tartu") in {(e.person, e.institution) for e in _claims(tmp_path, text, Education)}


_DBLP = """dblp computer science bibliography

Ana Kovač 0003

  Person information

  * affiliation: University of Ljubljana, Faculty of Computer and Information Science, Ljubljana, Slovenia
  * affiliation (PhD 2015): Delft University of Technology, Delft, The Netherlands

2024
[j3]\tAna Kovač, Tom Berg:
\tLearned Bloom Filters under Skew.
\tProc. VLDB Endow. 17(2): 100-112 (2024)
"""


def test_a_bibliography_sites_person_information_says_where_its_person_works_and_studied(tmp_path):
    from labgraph.model import Affiliation, Education
    places = {(c.person, c.org) for c in _claims(tmp_path, _DBLP, Affiliation)}
    assert (OWNER, "University of Ljubljana") in places
    studies = {(c.person, c.degree, c.institution, c.end) for c in _claims(tmp_path, _DBLP, Education)}
    assert (OWNER, "PhD", "Delft University of Technology", 2015) in studies


_LINGUIST = """                       ZOFIA M. DE WIT
                   Curriculum Vitae - May 2024

GRADUATE SUPERVISION

Ph.D. dissertations supervised as chair or co-chair (University of Ghent)
2022    Kwabena Owusu, "Tone sandhi in Akan serial verbs." Now: Lecturer,
        University of Ghana

\f Z. M. de Wit                                                     2

2019    Mirela Popescu, "Clitic doubling in Aromanian." Now: Postdoctoral
        Fellow, University of Vienna

PUBLICATIONS

2023    de Wit, Z. M. & K. Owusu. Serial verbs and the timing of tone. Journal of
        African Languages 44(1): 1–42.
2021    Popescu, M. & Z. M. de Wit. Doubling without clitics. Linguistic Inquiry
        52(2): 301–340.

\f Z. M. de Wit                                                     3

TEACHING
Syntax I; Phonology II
"""


def test_a_list_headed_supervised_as_chair_is_of_doctoral_students(tmp_path):
    sups = {(c.advisor, c.advisee, c.level, c.end) for c in _claims(tmp_path, _LINGUIST, Supervision)}
    assert (OWNER, "Kwabena Owusu", "PhD", 2022) in sups and (OWNER, "Mirela Popescu", "PhD", 2019) in sups
    assert heading_kind("Ph.D. dissertations supervised as chair or co-chair") == "students"
    assert heading_kind("She supervised as many as forty students.") is None


def test_a_pdfs_running_header_with_its_page_number_is_dropped_from_the_sections(tmp_path):
    from labgraph.sections import split_sections
    sections = split_sections(read(_write(tmp_path, "cv.txt", _LINGUIST)))
    kept = [ln.text for s in sections for ln in s.lines]
    assert not any("de Wit" in t and t.rstrip()[-1:].isdigit() for t in kept)
    assert any("Mirela Popescu" in t for t in kept)
    # the same words with one page's number only may be a line of a table: kept
    once = _LINGUIST.replace("\f Z. M. de Wit                                                     3", "")
    kept = [ln.text for s in split_sections(read(_write(tmp_path, "cv2.txt", once))) for ln in s.lines]
    assert any("de Wit" in t and t.rstrip().endswith("2") for t in kept)


def test_references_in_a_column_of_years_wrapped_at_a_full_stop_and_led_by_a_particle(tmp_path):
    from labgraph.model import Publication
    pubs = {(p.title, p.year, p.venue) for p in _claims(tmp_path, _LINGUIST, Publication)}
    assert ("Serial verbs and the timing of tone", 2023, "Journal of African Languages") in pubs
    assert ("Doubling without clitics", 2021, "Linguistic Inquiry") in pubs


def _about(tmp_path, sentence, kind, name="Tomás Ferreira-Lund"):
    return _claims(tmp_path, f"{name}\n\nAbout\n\n{sentence}\n", kind)


def test_a_memorials_story_of_degrees(tmp_path):
    said = ("A Marshall scholarship brought him to the University of Edinburgh, where he completed a PhD in "
            "oceanography in the Department of Geology and Geophysics in 1971 under Ruth K. Abernethy.")
    assert (OWNER, "PhD", 1971) in {(e.person, e.degree, e.end) for e in _about(tmp_path, said, Education)
                                    if e.institution == "University of Edinburgh"}
    assert ("Ruth K. Abernethy", OWNER, "PhD") in {(s.advisor, s.advisee, s.level) for s in _about(tmp_path, said, Supervision)}
    said = "Born in Porto in 1941, Tomás read chemistry at the Universidade de Coimbra, taking his Licenciatura in 1963."
    assert (OWNER, "Licenciatura", "Universidade de Coimbra", 1963) in {
        (e.person, e.degree, e.institution, e.end) for e in _about(tmp_path, said, Education)}


def test_a_stay_told_by_its_length_is_a_post_and_its_host_a_supervisor(tmp_path):
    from labgraph.model import Position
    said = ("Two years followed at the Scripps Institution of Oceanography as a research associate with "
            "Helen M. Ostrowski, who was then building the first deep moorings.")
    posts = {(p.person, p.title, p.org) for p in _about(tmp_path, said, Position)}
    assert (OWNER, "Research associate", "Scripps Institution of Oceanography") in posts
    assert ("Helen M. Ostrowski", OWNER, "Postdoc") in {(s.advisor, s.advisee, s.level)
                                                         for s in _about(tmp_path, said, Supervision)}
    said = "He spent three years at Bell Labs as a member of technical staff."
    assert any(a.org == "Bell Labs" for a in _about(tmp_path, said, Affiliation))
    # a research fellowship with a funder names no one
    said = "He was a research fellow with the Wellcome Trust."
    assert not _about(tmp_path, said, Supervision)


_OBITUARY_STUDENTS = """Tomás Ferreira-Lund

Professor of Oceanography

From 1985 he led the Ocean Physics Group at the University of Bergen.

Students

He supervised some twenty doctoral students and treated each as a colleague. Ingrid Solvang (PhD 1988) served for many years as Director of the Norwegian Polar Institute. Kenji Arai (PhD 1991) is Head of Modelling at JAMSTEC, and Amaka Eze (PhD 1999), whom Tomás co-supervised with Peter J. Holm, is a Principal Scientist at Equinor.
"""


def test_an_obituarys_paragraph_of_students_one_part_each(tmp_path):
    sups = {(s.advisor, s.advisee, s.level, s.end) for s in _claims(tmp_path, _OBITUARY_STUDENTS, Supervision)}
    assert (OWNER, "Ingrid Solvang", "PhD", 1988) in sups and (OWNER, "Amaka Eze", "PhD", 1999) in sups
    assert ("Peter J. Holm", "Amaka Eze", "PhD", None) in sups
    places = {(a.person, a.org) for a in _claims(tmp_path, _OBITUARY_STUDENTS, Affiliation)}
    assert ("Kenji Arai", "Equinor") not in places      # the next student's employer, not his


def test_a_stay_of_two_years_is_no_current_post_for_the_students(tmp_path):
    text = ("Hiroshi Sato\n\nProfile\n\nHe received his Ph.D. from Kyoto University in 2003. He then spent two years "
            "at Los Alamos National Laboratory as a postdoctoral fellow with Dr. Susan Whitfield. He moved to Kyushu "
            "University in 2010.\n\nMembers\n\nPh.D. students\n- Kaito Yoshida (D2)\n- Mei Takeda (D1)\n")
    places = {(a.person, a.org) for a in _claims(tmp_path, text, Affiliation)}
    assert ("Kaito Yoshida", "Los Alamos National Laboratory") not in places


_README = """# tidewatch

tidewatch reads tide-gauge records and flags sensor drift.

## Authors and maintainers

tidewatch is developed and maintained by

- Sigrid Aalto-Mensah (@saalto (https://github.com/saalto)), Coastal Systems Group, Delft University of Technology (lead developer)
- Rubén de la Parra Ortiz (@rparra), Instituto Español de Oceanografía (co-maintainer)
- Yuki Tanabe (@ytanabe), PhD candidate, Department of Ocean Sciences, University of Tokyo (co-maintainer)

### History

tidewatch grew out of Sigrid Aalto-Mensah's PhD research at Delft University of Technology (completed 2022), supervised by Pieter Hoorn and Amal Haddad.
"""


def test_a_software_readmes_authors_and_where_they_work(tmp_path):
    places = {(a.person, a.org) for a in _claims(tmp_path, _README, Affiliation, "README.md")}
    assert ("Sigrid Aalto-Mensah", "Delft University of Technology") in places
    assert ("Sigrid Aalto-Mensah", "Coastal Systems Group") in places
    assert ("Rubén de la Parra Ortiz", "Instituto Español de Oceanografía") in places
    studies = {(e.person, e.degree, e.institution) for e in _claims(tmp_path, _README, Education, "README.md")}
    assert ("Yuki Tanabe", "PhD", "University of Tokyo") in studies
    assert not any(org.startswith("@") or "github" in org for _, org in places)


def test_a_named_persons_phd_research_supervised_by_is_theirs(tmp_path):
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _README, Supervision, "README.md")}
    assert ("Pieter Hoorn", "Sigrid Aalto-Mensah", "PhD") in sups and ("Amal Haddad", "Sigrid Aalto-Mensah", "PhD") in sups


_LAB_SITE = """<html><head><title>Soft Grasping Lab</title></head><body>
<main><h1>Soft Grasping Lab</h1>
<p>The SGL is part of the Department of Mechanical Engineering at Eindhoven University of Technology (TU Eindhoven) and is led by Dr. Marit Kloosterman, Associate Professor.</p>
<h2>News</h2><ul>
<li><span class="badge bg-secondary me-2">Nov 2024</span>A warm welcome to our new PhD student Omar Benali!</li>
</ul>
<h2>Software &amp; Datasets</h2>
<div class="row g-4">
  <div class="col-md-6"><div class="card h-100"><div class="card-body">
    <h5 class="card-title">gripsim</h5>
    <p class="card-text small">Soft-gripper simulator in Julia with contact models for silicone fingers, written by Omar Benali.</p>
    <a href="https://github.com/sgl/gripsim" class="card-link">GitHub</a>
  </div></div></div>
  <div class="col-md-6"><div class="card h-100"><div class="card-body">
    <h5 class="card-title">FoldSet</h5>
    <p class="card-text small">Cloth-handling benchmark: 900 real-world folding episodes plus the evaluation toolkit.</p>
    <a href="https://github.com/sgl/foldset" class="card-link">GitHub</a> <a href="https://data.4tu.nl/x" class="card-link">4TU.ResearchData</a>
  </div></div></div>
  <div class="col-md-6"><div class="card h-100"><div class="card-body">
    <h5 class="card-title">sgl_drivers</h5>
    <p class="card-text small">ROS 2 drivers for our Franka arms and the tactile sensors on their grippers.</p>
    <a href="https://github.com/sgl/sgl_drivers" class="card-link">GitHub</a>
  </div></div></div>
</div>
<h2>Our research is supported by</h2><ul><li>Dutch Research Council (NWO)</li><li>Festo</li></ul>
</main></body></html>"""


def test_a_lab_sites_software_cards_their_link_labels_and_its_sponsors(tmp_path):
    from labgraph.model import Software
    found = {(s.name, s.repository) for s in _claims(tmp_path, _LAB_SITE, Software, "lab.html")}
    names = {n for n, _ in found}
    assert {"gripsim", "FoldSet"} <= names
    assert not names & {"GitHub", "4TU.ResearchData", "Festo", "Dutch Research Council", "Cloth-handling benchmark"}
    assert ("gripsim", "https://github.com/sgl/gripsim") in found


def test_a_university_named_with_its_short_form_in_brackets_is_one_organisation(tmp_path):
    places = {(a.person, a.org) for a in _claims(tmp_path, _LAB_SITE, Affiliation, "lab.html")}
    found = _extraction(tmp_path, _LAB_SITE, "lab.html")
    assert found.owner_name == "Marit Kloosterman" and (OWNER, "Eindhoven University of Technology") in places
    assert not any("(" in org for _, org in places)
    from labgraph.extract.patterns import split_acronym
    assert split_acronym("University of California, Berkeley (UC Berkeley)") == ("University of California, Berkeley", "UC Berkeley")
    assert split_acronym("NVIDIA Research (Toronto)") == ("NVIDIA Research (Toronto)", None)


def test_a_date_badge_glued_to_its_news_item_is_read_apart(tmp_path):
    doc = read(_write(tmp_path, "lab.html", _LAB_SITE))
    assert "Nov 2024 A warm welcome" in doc.text
    sups = {(s.advisee, s.level) for s in _claims(tmp_path, _LAB_SITE, Supervision, "lab.html")}
    assert ("Omar Benali", "PhD") in sups


_CLINICIAN = """Rosa Lindqvist-Obi, MD, PhD

Administrative Appointments

  • Co-Director, Sleep Disorders Clinic, Mayo Clinic (2020 - Present)
  • Staff Physician, VA Puget Sound Health Care System (2014 - 2018)
"""


def test_a_clinicians_appointments_at_health_systems_with_present_capitalised(tmp_path):
    from labgraph.model import Position
    posts = {(p.title, p.org, p.start, p.end) for p in _claims(tmp_path, _CLINICIAN, Position)}
    assert ("Staff Physician", "VA Puget Sound Health Care System", 2014, 2018) in posts
    places = {a.org for a in _claims(tmp_path, _CLINICIAN, Affiliation)}
    assert "Mayo Clinic" in places and not any("(" in p or p.startswith("Present") for p in places)


_AWARD_STORY = """Professor Amara Osei-Lindqvist wins 2025 Keller Prize

Professor Amara Osei-Lindqvist has been named the 2025 recipient of the Keller Prize in Hydrology.

Dr. Jonas Petrov, who completed his PhD in the group in 2019, is now an assistant professor of civil engineering at Aalto University.

Students

- Lucía Ferreira-Montes, PhD candidate (2021–)

Lab news

Ferreira-Montes, now in the fourth year of her PhD, received a Vanier Canada Graduate Scholarship in 2024.
"""


def test_a_former_member_who_completed_a_degree_in_the_group_is_its_heads_student(tmp_path):
    sups = {(s.advisor, s.advisee, s.level, s.end) for s in _claims(tmp_path, _AWARD_STORY, Supervision)}
    assert (OWNER, "Jonas Petrov", "PhD", 2019) in sups
    # his degree was not taken where he works now
    assert not any(e.institution == "Aalto University" for e in _claims(tmp_path, _AWARD_STORY, Education))


def test_an_honour_of_someone_named_by_a_double_barrelled_surname_is_theirs(tmp_path):
    awards = {(a.person, a.name) for a in _claims(tmp_path, _AWARD_STORY, Award)}
    assert ("Lucía Ferreira-Montes", "Vanier Canada Graduate Scholarship") in awards
    assert (OWNER, "Vanier Canada Graduate Scholarship") not in awards


_SITE_BUILDER = """<html><head><title>People &mdash; Haugen Lab</title></head><body>
<header><div class="header-title"><a href="/">Haugen Lab</a></div></header>
<main><article class="sections"><div class="sqs-layout">
<h1>People</h1><p>We are a small group of ecologists based at the Bergen field station.</p>
<div class="row"><div class="col sqs-col-4"><div class="sqs-block image-block"><figure class="sqs-block-image-figure">
<div class="image-block-wrapper"><img data-src="https://img.example.org/pi.jpg" alt=""></div>
<figcaption class="image-caption-wrapper"><div class="image-caption"><p><strong>Siri Haugen, Ph.D.</strong><br>Principal Investigator</p></div></figcaption>
</figure></div></div>
<div class="col sqs-col-8"><p>Siri joined the GSO Department of Biology as an Assistant Professor in 2016. Her group studies lichens on coastal cliffs.</p></div></div>
<h2>Graduate Students</h2>
<div class="row"><div class="col sqs-col-4"><div class="sqs-block image-block"><figure class="sqs-block-image-figure">
<div class="image-block-wrapper"><img data-src="https://img.example.org/a.jpg" alt=""></div>
<figcaption class="image-caption-wrapper"><div class="image-caption">
<p><strong>Mei-Ling Okoro</strong></p><p>Ph.D. Student, Biology</p>
<p>Mei-Ling came to GSO in 2022 from Reed College (B.A. Biology, 2021) and holds an NSF Graduate Research Fellowship (2022).</p>
</div></figcaption></figure></div></div>
<div class="col sqs-col-4"><div class="sqs-block image-block"><figure class="sqs-block-image-figure">
<div class="image-block-wrapper"><img data-src="https://img.example.org/b.jpg" alt=""></div>
<figcaption class="image-caption-wrapper"><div class="image-caption">
<p><strong>Jonah Berg-Oduya</strong></p><p>M.S. Student, Biology</p>
<p>Before starting his master's in 2023, Jonah spent two years as a field technician at the Bergen Herbarium.</p>
</div></figcaption></figure></div></div></div>
</div></article></main>
<footer><div><p>Haugen Lab &middot; Department of Biology &middot; University of Bergen<br>Allégaten 41, 5007 Bergen</p></div></footer>
</body></html>"""


def test_a_site_builders_people_cards_in_photo_captions_are_read(tmp_path):
    found = _extraction(tmp_path, _SITE_BUILDER, "people.html")
    assert found.owner_name == "Siri Haugen"
    sups = {(s.advisor, s.advisee, s.level, s.start, s.end) for s in found.claims if isinstance(s, Supervision)}
    assert (OWNER, "Mei-Ling Okoro", "PhD", 2022, None) in sups       # came in 2022; her fellowship's year no end
    assert (OWNER, "Jonah Berg-Oduya", "Master", 2023, None) in sups  # a technician before, a student now


def test_a_footers_line_break_ends_the_university_before_the_address(tmp_path):
    places = {(c.person, c.org) for c in _claims(tmp_path, _SITE_BUILDER, Affiliation, "people.html")}
    assert ("Mei-Ling Okoro", "University of Bergen") in places
    # the page's university, not its leader's school named with an acronym
    studies = {(e.person, e.institution) for e in _claims(tmp_path, _SITE_BUILDER, Education, "people.html")}
    assert ("Mei-Ling Okoro", "University of Bergen") in studies


_FELLOWS = """---
title: "Meet the 2025 Keller Postdoctoral Fellows"
date: 2025-09-08
author: "GEO Communications"
categories: ["Department News"]
---

The Department of Geology at the University of Utrecht welcomes two new Keller Postdoctoral Fellows.

### Tomasz Wierzba

Tomasz comes to Utrecht from Stanford University, where he earned his PhD in 2024 working in Laila Haddad's sedimentary geochemistry lab. Professor Ines Vargas, a coastal geologist, will host him at Utrecht.

### Rangi Parata

Rangi (Ngāti Porou) received her PhD in Earth Sciences from the University of Otago in 2023. She finished it co-advised by Otago physical oceanographers Ana Lund and Piet Smit.
"""


def test_a_fellows_announcement_its_hosts_and_advisors(tmp_path):
    found = _extraction(tmp_path, _FELLOWS, "post.md")
    assert found.owner_name is None        # a post's writer, an office, is no one's page
    sups = {(s.advisor, s.advisee) for s in found.claims if isinstance(s, Supervision)}
    assert ("Laila Haddad", "Tomasz Wierzba") in sups       # "working in X's sedimentary geochemistry lab"
    assert ("Ines Vargas", "Tomasz Wierzba") in sups        # "X, a coastal geologist, will host him"
    assert ("Ana Lund", "Rangi Parata") in sups and ("Piet Smit", "Rangi Parata") in sups


def test_a_first_name_with_a_note_in_brackets_is_the_subject(tmp_path):
    studies = {(e.person, e.institution, e.end) for e in _claims(tmp_path, _FELLOWS, Education, "post.md")}
    assert ("Rangi Parata", "University of Otago", 2023) in studies


_PLUGIN_LIST = """Publications – Plant Ecology Group

Publications

2024

Anouk de Boer, Sipho Mthembu, M. Ortega-Ruiz, Willem J. van Dijk

Drought legacy effects on root traits in restored grasslands

Plant and Soil, vol. 189, pp. 109281, 2024.

Xiaoting Wu, Kwame Boateng

Root exudate pulses in peat soils

Global Change Biology, vol. 30, no. 2, pp. e17104, 2024.
"""


def test_a_bibliography_plugins_authors_then_title_then_venue(tmp_path):
    from labgraph.model import Publication
    pubs = {(p.title, p.year, p.venue, p.authors[0]) for p in _claims(tmp_path, _PLUGIN_LIST, Publication)}
    assert ("Drought legacy effects on root traits in restored grasslands", 2024, "Plant and Soil", "Anouk de Boer") in pubs
    assert ("Root exudate pulses in peat soils", 2024, "Global Change Biology", "Xiaoting Wu") in pubs


_KEYNOTES = """Keynote Speakers

Prof. Hanna Virtanen

Professor of Robotics, Robotics Institute, University of Leeds, UK

Opening keynote · Tue 9 Sept, 09:15
Robots that Know What They Don't Know

Hanna Virtanen leads the Dexterous Autonomy Group at the University of Leeds. She earned her PhD in Robotics from Carnegie Mellon University in 2010, supervised by Manuel Ortiz, and then spent three years as a postdoctoral fellow at ETH Zurich.

Dr. Omar Haddad

Universidad de Sevilla & Centre for Field Robotics, Spain

Keynote · Wed 10 Sept, 14:00
Legged Robots on Olive Groves

Omar Haddad heads the Field Robotics group at the Centre for Field Robotics. He obtained his doctorate from the Universidad de Sevilla in 2006 and went on to a postdoc with Jean Moreau at LAAS-CNRS in Toulouse (2007-2009).

Prof. Mikko Aalto

Associate Professor, Department of Electrical Engineering, Tampere University, Finland

Closing keynote · Thu 11 Sept, 11:30
Learning to Walk Before We Run

Mikko Aalto received his D.Sc. (Tech.) in automation engineering from Tampere University of Technology in 2011. He was a visiting researcher at MIT CSAIL in 2014-2015 and joined Tampere University in 2016.
"""


def test_a_speakers_card_with_its_role_line_still_heads_its_biography(tmp_path):
    found = _extraction(tmp_path, _KEYNOTES, "keynotes.txt")
    studies = {(e.person, e.institution) for e in found.claims if isinstance(e, Education)}
    assert ("Mikko Aalto", "Tampere University of Technology") in studies
    sups = {(s.advisor, s.advisee) for s in found.claims if isinstance(s, Supervision)}
    assert ("Manuel Ortiz", "Hanna Virtanen") in sups and ("Jean Moreau", "Omar Haddad") in sups
    # the last speaker's story is his, not the speaker's before him
    places = {(a.person, a.org) for a in found.claims if isinstance(a, Affiliation)}
    assert ("Omar Haddad", "MIT CSAIL") not in places


_GERMAN_CV = """Prof. Dr.-Ing. Hanna K. Oberle
Institut für Wasserbau, TU Dresden

DOCTORAL THESES SUPERVISED (as first examiner)

Completed
 1. Dr.-Ing. Lukas Brenner (2024, TU Dresden)
    "Wave-induced scour around monopiles"

H. K. Oberle – CV        1/3

Ongoing (doctoral candidates at the institute)
 • M.Sc. Sina Rahimi (since 2021)
 • M.Sc. Ola Adeyemi (since 2023; co-supervised with Prof. Sæther, NTNU)

H. K. Oberle – CV        2/3

THIRD-PARTY FUNDING (selected, as PI; amounts = own share)

2022 – 2026      DFG Research Unit FOR 5487 "Morphodynamics of Estuaries"        € 612,000
"""


def test_a_german_cvs_ongoing_candidates_footers_and_funding(tmp_path):
    found = _extraction(tmp_path, _GERMAN_CV)
    sups = {(s.advisor, s.advisee, s.start, s.end) for s in found.claims if isinstance(s, Supervision)}
    assert (OWNER, "Sina Rahimi", 2021, None) in sups       # ongoing: since 2021, no end
    assert (OWNER, "Lukas Brenner", None, 2024) in sups
    assert not any(a == "NTNU" for a, *_ in sups)           # an acronym is no one's first name
    assert not any(s.advisee == "Ola Adeyemi" and s.end for s in found.claims if isinstance(s, Supervision))
    from labgraph.sections import split_sections, heading_kind
    assert heading_kind("THIRD-PARTY FUNDING (selected, as PI; amounts = own share)") == "awards"
    kept = [ln.text for s in split_sections(read(_write(tmp_path, "cv2.txt", _GERMAN_CV))) for ln in s.lines]
    assert not any("1/3" in t or "2/3" in t for t in kept)


_REPORT = """IHB Annual Report 2023        38

PEOPLE

Research Groups

The Institute of Hydrobiology Brno (IHB) hosted 12 research groups in 2023. Below we list two of them.

Lake Microbial Ecology
Group Leader: Petra Nováková (at the IHB since 2015)
Postdoctoral Researchers: Tomás Q. Alves, Nadia El-Hassan
PhD Students: Ricardo Pinto, Mei Hsu
Technician: Sara Lopes

River Food Webs
Group Leader: Henrik Ø. Dahl
PhD Student: Beatriz Fonseca

PhD Completions in 2023

Ana Rita Gomes
Thesis: Gut commensals of freshwater snails
Supervisors: Petra Nováková and Henrik Ø. Dahl
Degree awarded by Masaryk University, 14 March 2023
"""


def test_an_annual_reports_groups_their_members_by_role_and_its_completions(tmp_path):
    found = _extraction(tmp_path, _REPORT, "report.txt")
    sups = {(s.advisor, s.advisee, s.level) for s in found.claims if isinstance(s, Supervision)}
    assert ("Petra Nováková", "Tomás Q. Alves", "Postdoc") in sups
    assert ("Petra Nováková", "Mei Hsu", "PhD") in sups and ("Henrik Ø. Dahl", "Beatriz Fonseca", "PhD") in sups
    assert ("Henrik Ø. Dahl", "Ana Rita Gomes", "PhD") in sups
    assert not any(s.advisee == "Sara Lopes" for s in found.claims if isinstance(s, Supervision))
    places = {(a.person, a.org) for a in found.claims if isinstance(a, Affiliation)}
    assert ("Ricardo Pinto", "Lake Microbial Ecology") in places
    assert ("Ricardo Pinto", "Institute of Hydrobiology Brno") in places


_SHORT_NEWS = """# Lab news

Short updates from the **Okonjo Lab** (soil–root interactions) at the Institute of Science and Technology Austria (ISTA), Klosterneuburg. PI: Prof. Ada Okonjo.

### 2023

**2 Oct 2023** · 👋 Two new faces this week!
- Aylin Demir and Chidi Nwosu join the lab as PhD students via the ISTA Graduate School.

**14 Jul 2023** · ☀️ Summer intern Lukas Hoffmann (Technical University of Munich) is with us for 10 weeks.

**3 Apr 2023** · 🏆 Postdoc Tamar Levi has been awarded an EMBO Fellowship (2023). Congrats Tamar!
"""


def test_a_labs_short_dated_posts_name_its_members(tmp_path):
    found = _extraction(tmp_path, _SHORT_NEWS, "news.md")
    assert found.owner_name == "Ada Okonjo"
    sups = {(s.advisee, s.level) for s in found.claims if isinstance(s, Supervision) and s.advisor == OWNER}
    assert {("Aylin Demir", "PhD"), ("Chidi Nwosu", "PhD"), ("Lukas Hoffmann", "Intern"), ("Tamar Levi", "Postdoc")} <= sups
    places = {(a.person, a.org) for a in found.claims if isinstance(a, Affiliation)}
    assert (OWNER, "Institute of Science and Technology Austria") in places and (OWNER, "Okonjo Lab") in places


def test_a_sites_about_title_with_a_dash_names_its_owner(tmp_path):
    text = ("About – Inés Morales Ruiz\n\nHistorian of colonial Peru\n\nI am Professor of History at the University of "
            "Toronto, where I teach in the Department of History.\n")
    found = _extraction(tmp_path, text)
    assert found.owner_name == "Inés Morales Ruiz"
    assert _extraction(tmp_path, "About – the lab\n\nWe study ants.\n").owner_name is None


_MEMBERS_DASHED = """Lindqvist Lab

Principal Investigator

Freja A. Lindqvist, PhD

Current members

      Dr. Mikael Sjöberg – Postdoctoral Fellow. Came to us after a PhD on grid cells at Uppsala University; holds a Marie Skłodowska-Curie Postdoctoral Fellowship.
      Dr. Hina Qadir – Postdoctoral Fellow since 2022, after her PhD at the University of Edinburgh.
"""


def test_a_members_entry_its_honour_and_its_level_before_a_past_degree(tmp_path):
    found = _extraction(tmp_path, _MEMBERS_DASHED)
    awards = {(a.person, a.name) for a in found.claims if isinstance(a, Award)}
    assert ("Mikael Sjöberg", "Marie Skłodowska-Curie Postdoctoral Fellowship") in awards
    sups = {(s.advisee, s.level) for s in found.claims if isinstance(s, Supervision) and s.advisor == OWNER}
    assert ("Hina Qadir", "Postdoc") in sups and ("Hina Qadir", "PhD") not in sups


_WORD_BULLETS = """NEEMA J. MWAKA
Senior Lecturer, Sokoine University of Agriculture

3. SUPERVISION

3.3 MSc (completed) - main supervisor unless stated
  o Agnes M. Chuwa, MSc Soil Science & Land Mgt (2012)
  o Fatma Abdallah Hamad, MSc Agronomy (2016)
"""


def test_a_word_processors_o_bullets_are_list_items(tmp_path):
    from labgraph.sections import is_bullet, strip_bullet
    assert is_bullet("  o Agnes M. Chuwa, MSc (2012)") and strip_bullet("  o Agnes M. Chuwa") == "Agnes M. Chuwa"
    assert not is_bullet("  on Monday the lab met")
    sups = {(s.advisee, s.level, s.end) for s in _claims(tmp_path, _WORD_BULLETS, Supervision) if s.advisor == OWNER}
    assert ("Agnes M. Chuwa", "Master", 2012) in sups and ("Fatma Abdallah Hamad", "Master", 2016) in sups


_REPORT_OUTPUT = """OUTPUT

Selected Publications 2023
(group authors in bold in the printed edition; full list at
ihb.example.org/publications)

Alves TQ, Hsu M, Pinto R, Novakova P. Bacterial
symbionts buffer thermal stress in snail larvae through vitamin B
provisioning. Current Biology 33: 4102–4115.

Pinto R, Dahl HØ. Stomatal memory of drought is
erased by a single heat pulse. New Phytologist 240: 1548–1561.
"""


def test_a_reports_references_as_wrapped_paragraphs_in_the_headings_year(tmp_path):
    from labgraph.model import Publication
    from labgraph.sections import heading_kind
    assert heading_kind("ihb.example.org/publications)") is None     # a note's wrapped end, no heading
    pubs = {(p.title, p.year, p.venue) for p in _claims(tmp_path, _REPORT_OUTPUT, Publication, "report.txt")}
    assert ("Bacterial symbionts buffer thermal stress in snail larvae through vitamin B provisioning", 2023,
            "Current Biology") in pubs
    assert ("Stomatal memory of drought is erased by a single heat pulse", 2023, "New Phytologist") in pubs


def test_served_as_a_title_of_an_organisation_is_a_post_and_an_offices_remit_no_organisation(tmp_path):
    from labgraph.model import Position
    said = "She served for many years as Director of the Institute of Marine Research in Bergen."
    posts = {(p.title, p.org) for p in _about(tmp_path, said, Position)}
    assert ("Director", "Institute of Marine Research") in posts
    said = "Since 2019 she has served as Director of Postgraduate Research for the School of Veterinary Science."
    places = {a.org for a in _about(tmp_path, said, Affiliation)}
    assert "School of Veterinary Science" in places and not any(p.startswith("Postgraduate") for p in places)


def test_a_news_rows_honour_of_a_member_called_by_first_name(tmp_path):
    text = ("Ana Okoro\n\nAssistant Professor\n\nNews\n\nDec 10, 2024 | Jun-ho has been awarded a 2025 Google PhD "
            "Fellowship. Very well deserved.\n\nStudents\n\n- Jun-ho Park, PhD student (2022–)\n")
    awards = {(a.person, a.name) for a in _claims(tmp_path, text, Award)}
    assert ("Jun-ho Park", "Google PhD Fellowship") in awards and (OWNER, "Google PhD Fellowship") not in awards


def test_a_defence_after_a_date_and_an_emoji_in_a_labs_news(tmp_path):
    text = ("# Lab news\n\nShort updates from the **Okonjo Lab** at the University of Graz. PI: Prof. Ada Okonjo.\n\n"
            "**23 Jun 2023** · 🎓 Élodie Fournier passed her MSc defence! Félicitations!\n")
    sups = {(s.advisor, s.advisee, s.level, s.end) for s in _claims(tmp_path, text, Supervision, "news.md")}
    assert (OWNER, "Élodie Fournier", "Master", 2023) in sups


def test_a_member_leaving_after_years_as_a_postdoc_was_the_lab_heads(tmp_path):
    text = ("# Lab news\n\nShort updates from the **Okonjo Lab** at the University of Graz. PI: Prof. Ada Okonjo.\n\n"
            "**30 Nov 2022** · Bittersweet day: Dr. Rangi Parata leaves us after four years as a postdoc in the lab to "
            "start his own group at the University of Otago.\n")
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, text, Supervision, "news.md")}
    assert (OWNER, "Rangi Parata", "Postdoc") in sups
