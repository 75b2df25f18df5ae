"""Round-6 rules (lead): layouts met on the round-6 held-out probes, tested on texts of our own."""
from labgraph.model import Affiliation, PartOf, Publication

from .helpers import claims_of, pairs


BIBLIOGRAPHY_SITE = """
Hannelore Vik

Person information

  • affiliation: University of Tromsø, Department of Physics and Technology, Norway
  • affiliation (former): Norwegian Polar Institute

2023

[j7]
Hannelore Vik, Odd Arne Strand 0002:
Sea-Ice Drift from Radar Altimetry. Cryosphere 17(2): 301-318 (2023)

[c4]
Per Lunde, Hannelore Vik:
Learning Melt Ponds from Sentinel Images. IGARSS 2023: 88-91

2021

[i2]
Hannelore Vik:
A Note on Freeboard Retrieval. CoRR abs/2101.00001 (2021)
"""


def test_reference_tags_alone_on_their_lines_open_entries_without_a_publications_heading():
    pubs = {(p.title, p.authors, p.venue, p.year) for p in claims_of(BIBLIOGRAPHY_SITE, Publication)}
    assert ("Sea-Ice Drift from Radar Altimetry", ("Hannelore Vik", "Odd Arne Strand 0002"), "Cryosphere", 2023) in pubs
    assert ("Learning Melt Ponds from Sentinel Images", ("Per Lunde", "Hannelore Vik"), "IGARSS", 2023) in pubs
    assert len(pubs) == 3


def test_one_tag_alone_is_no_list():
    text = "Notes\n\n[1]\nSee the appendix for the derivation, as discussed in 2019.\n"
    assert claims_of(text, Publication) == []


def test_a_bulleted_affiliation_label_with_a_note_is_the_owners():
    found = pairs(claims_of(BIBLIOGRAPHY_SITE, Affiliation), "person", "org")
    assert {("OWNER", "University of Tromsø"), ("OWNER", "Department of Physics and Technology"),
            ("OWNER", "Norwegian Polar Institute")} <= found
    # the department is part of the university, whichever comes first on the line
    assert ("Department of Physics and Technology", "University of Tromsø") in \
        pairs(claims_of(BIBLIOGRAPHY_SITE, PartOf), "part", "whole")


SHORT_CV = """
CURRICULUM VITAE

Part A. PERSONAL DATA

Name and surnames: Irene Sala Puig
Current position: Senior Researcher, Institut de Ciències del Mar, since 2019

A.1 Academic background
2004   Licenciatura in Biology, Universitat de Barcelona
2009   PhD in Marine Sciences (Cum Laude, European Mention), Universitat Politècnica de Catalunya
       Thesis advisors: Dr. Marta Ferrer Vidal and Prof. Lluís Pons

A.2 Research career
2009–2011         Postdoctoral researcher, Alfred Wegener Institute, Bremerhaven (Germany). Host: Prof. Karl Ohlsen. Travel grant.
2011–2013         Marie Curie Fellow, Department of Earth Sciences, University of Oxford (UK), with Dr. Owen Pryce.
Mar–Jun 2021      Visiting scientist, University of Tokyo (group of Prof. Kenji Arai)

A.3 Indicators of quality
40 publications, h-index 21.

Part B. SUMMARY
I lead a group on plankton ecology. Awards: Young Researcher Prize, SIBECOL (2015); Ramón Margalef Award (2018). I enjoy sailing.

C.2 Supervised theses
PhD theses
1. Núria Costa Mir. "Diatoms under warming". Universitat de Barcelona, 2019. Now researcher at CSIC.
Master theses
2. Pau Roig. Universitat de Barcelona, 2020.

C.3 Publications
1. I. Sala Puig, O. Pryce, Copepod grazing in a warming ocean, Limnol. Oceanogr. 2014, 59, 101-110.
"""


def test_numbered_headings_open_sections_and_peers_stay_peers():
    from labgraph.model import Document
    from labgraph.sections import split_sections
    import textwrap
    kinds = [(s.kind, s.heading) for s in split_sections(Document("cv.txt", textwrap.dedent(SHORT_CV)))]
    assert ("about", "Part A. PERSONAL DATA") in kinds and ("education", "A.1 Academic background") in kinds
    assert ("positions", "A.2 Research career") in kinds
    assert ("other", "A.3 Indicators of quality") in kinds          # a numbered peer, not part of the career above
    assert ("students", "PhD theses") in kinds and ("students", "Master theses") in kinds
    assert ("publications", "C.3 Publications") in kinds


def test_a_numbered_list_item_is_no_heading():
    from labgraph.sections import heading_kind
    assert heading_kind("1.2 million cells were counted in 2019.") is None
    assert heading_kind("2.1 Teaching") == "teaching"


def test_a_spanish_cv_names_its_owner_and_its_theses():
    from labgraph.model import Award, Education, Position, Supervision
    from labgraph.extract.owner import find_owner
    from labgraph.model import Document
    import textwrap
    assert find_owner(Document("cv.txt", textwrap.dedent(SHORT_CV).strip())).name == "Irene Sala Puig"
    edu = pairs(claims_of(SHORT_CV, Education), "person", "degree", "institution", "end")
    assert ("OWNER", "PhD", "Universitat Politècnica de Catalunya", 2009) in edu
    sup = pairs(claims_of(SHORT_CV, Supervision), "advisor", "advisee", "level")
    assert {("Marta Ferrer Vidal", "OWNER", "PhD"), ("Lluís Pons", "OWNER", "PhD"), ("Karl Ohlsen", "OWNER", "Postdoc"),
            ("Owen Pryce", "OWNER", "Postdoc"), ("OWNER", "Núria Costa Mir", "PhD"), ("OWNER", "Pau Roig", "Master")} <= sup
    assert not any(a == "Kenji Arai" for a, _, _ in sup)        # a visiting scientist's host, not a supervisor
    pos = pairs(claims_of(SHORT_CV, Position), "title", "org", "start", "end")
    assert ("Postdoctoral researcher", "Alfred Wegener Institute", 2009, 2011) in pos
    assert ("Visiting scientist", "University of Tokyo", 2021, 2021) in pos
    assert ("Kenji Arai", "University of Tokyo") in pairs(claims_of(SHORT_CV, Affiliation), "person", "org")
    awards = pairs(claims_of(SHORT_CV, Award), "person", "name", "year")
    assert ("OWNER", "Ramón Margalef Award", 2018) in awards and len(awards) == 2


def test_a_run_in_awards_label_needs_honours():
    text = "Jo Bell\n\nAbout\nTeaching: Statistics (2019); Ecology (2020). Awards: none yet.\n"
    from labgraph.model import Award
    assert claims_of(text, Award) == []


CLINICIAN_PAGE = """
Northfield University > School of Medicine > Department of Pediatrics > Faculty

Imogen Castell-Reyes, MD, PhD

Professor, Department of Pediatrics
Attending Physician, The Children's (Northfield Children's Research Hospital)

Contact    Biography    Research    Trainees    Publications

Biography

Dr. Castell-Reyes received her MD from Lakeshore University in 2004.

Trainees

Current
Dr. Omar Sidibé, MD - Clinical Fellow, Pediatric Nephrology (2024–present)
Dr. Hana Ebisu, PhD - Postdoctoral Fellow (2023–present), co-supervised with Dr. Felix Aubert
"""


def test_a_trainees_heading_lists_the_owners_trainees_and_a_role_after_a_degree_is_no_school():
    from labgraph.model import Education, Supervision
    sup = pairs(claims_of(CLINICIAN_PAGE, Supervision), "advisor", "advisee", "level")
    assert {("OWNER", "Omar Sidibé", "Postdoc"), ("OWNER", "Hana Ebisu", "Postdoc"),
            ("Felix Aubert", "Hana Ebisu", "Postdoc")} <= sup
    assert not any(b == "OWNER" for _, b, _ in sup)       # the co-supervisor of a trainee's entry is no owner's advisor
    assert not any(c.institution in ("Clinical Fellow", "Postdoctoral Fellow")
                   for c in claims_of(CLINICIAN_PAGE, Education))


def test_a_breadcrumb_nests_the_units_and_places_the_owner():
    found = pairs(claims_of(CLINICIAN_PAGE, PartOf), "part", "whole")
    assert {("School of Medicine", "Northfield University"), ("Department of Pediatrics", "School of Medicine")} <= found
    affiliations = pairs(claims_of(CLINICIAN_PAGE, Affiliation), "person", "org")
    assert {("OWNER", "Department of Pediatrics"), ("OWNER", "Northfield University")} <= affiliations
    assert ("OWNER", "Northfield Children's Research Hospital") in affiliations      # the full name in brackets
    assert not any("Contact" in org for _, org in affiliations)                    # the site's menu
    # current trainees are at the leader's university, not in the hospital that hosts her
    assert ("Hana Ebisu", "Northfield University") in affiliations
    assert not any(p == "Hana Ebisu" and "Hospital" in o for p, o in affiliations)


def test_a_breadcrumb_that_ends_in_another_unit_does_not_place_the_owner_in_the_one_before():
    text = "Directory › College of Science › Marine Biology\n\nJo Bell\nProfessor\n"
    assert ("OWNER", "College of Science") not in pairs(claims_of(text, Affiliation), "person", "org")


ECON_PAGE = """
Tomasz Wierzbicki

About

I am an Associate Professor at the Stockholm School of Economics, a fellow of BREAD and a Research Affiliate of CEPR.
I hold a BA and an MA in Economics from Warsaw University.

Working Papers

Land Titles and Credit Access in Rural Poland
with Agata Nowicka (Warsaw University) and Lars Holm
Revise and resubmit, Review of Economic Studies
Abstract: We study ...

Exporters and Exchange Rate Pass-Through (with Lars Holm)
Journal of International Economics, 2021, 131: 103456.

Minimum Wages and Firm Entry
Economics Letters, 2019, 180: 12-15.
"""


def test_papers_written_as_blocks_of_title_coauthors_and_journal():
    pubs = {(p.title, p.authors, p.venue, p.year) for p in claims_of(ECON_PAGE, Publication)}
    assert ("Land Titles and Credit Access in Rural Poland", ("\x00owner", "Agata Nowicka", "Lars Holm"), None, None) in pubs
    assert ("Exporters and Exchange Rate Pass-Through", ("\x00owner", "Lars Holm"), "Journal of International Economics",
            2021) in pubs
    assert ("Minimum Wages and Firm Entry", ("\x00owner",), "Economics Letters", 2019) in pubs
    assert ("Agata Nowicka", "Warsaw University") in pairs(claims_of(ECON_PAGE, Affiliation), "person", "org")


def test_a_list_of_roles_after_the_first_and_two_degrees_with_articles():
    from labgraph.model import Education, Position
    positions = pairs(claims_of(ECON_PAGE, Position), "title", "org")
    assert {("Associate Professor", "Stockholm School of Economics"), ("Fellow", "BREAD"),
            ("Research Affiliate", "CEPR")} <= positions
    assert {("BA", "Warsaw University"), ("MA", "Warsaw University")} <= \
        pairs(claims_of(ECON_PAGE, Education), "degree", "institution")


def test_one_block_of_a_title_and_a_line_is_no_list():
    text = "Jo Bell\n\nPublications\n\nSome Thoughts on Lakes\nwith friends\n\nMore text here.\n"
    assert not any(p.title == "Some Thoughts on Lakes" and len(p.authors) > 1 for p in claims_of(text, Publication))


HUMANITIES_PROFILE = """
Professor Gráinne Ní Dhuibhir

Biography

Gráinne Ní Dhuibhir is Professor of Early Irish at Northbay University. She completed her PhD at the University of
Aberdeen in 2004. Her dissertation, directed by Professor Ewan Rattray and Dr Iona Baird, examined legal glosses.
Her first book, Law and Gloss: Readers of Early Irish Legal Texts, 700–900 (Four Courts Press, 2010), won a prize.
She has also edited two volumes: Glossing in Context, with Dafydd ap Owain (Brill, 2015), and Margins and Marginalia,
co-edited with Orla Keary (De Gruyter, 2021). Ní Dhuibhir was elected a Member of the Royal Irish Academy in 2019.
She currently directs the doctoral research of Cian Duggan and co-directs, with Dr Lorcan Ó Ceallaigh of the Celtic
Institute, the thesis of Mira Patel.

Her first novel was never finished, she jokes; a project directed by the Arts Council (2018) funded the archive.
"""


def test_a_prose_profile_names_its_books_edited_volumes_and_directed_dissertations():
    from labgraph.model import Supervision
    text = " ".join(HUMANITIES_PROFILE.split("\n"))       # the paragraph as one line, as a page gives it
    text = HUMANITIES_PROFILE.split("Biography")[0] + "Biography\n\n" + text.split("Biography", 1)[1].split("Her first novel")[0]
    pubs = {(p.title, p.authors, p.venue, p.year) for p in claims_of(text, Publication)}
    assert ("Law and Gloss: Readers of Early Irish Legal Texts, 700–900", ("\x00owner",), "Four Courts Press", 2010) in pubs
    assert ("Glossing in Context", ("\x00owner", "Dafydd ap Owain"), "Brill", 2015) in pubs
    assert ("Margins and Marginalia", ("\x00owner", "Orla Keary"), "De Gruyter", 2021) in pubs
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee", "level")
    assert {("Ewan Rattray", "OWNER", "PhD"), ("Iona Baird", "OWNER", "PhD"), ("OWNER", "Cian Duggan", "PhD"),
            ("OWNER", "Mira Patel", "Unspecified"), ("Lorcan Ó Ceallaigh", "Mira Patel", "Unspecified")} <= sup
    affiliations = pairs(claims_of(text, Affiliation), "person", "org")
    assert ("Lorcan Ó Ceallaigh", "Celtic Institute") in affiliations
    assert not any(org.startswith("Dr ") for _, org in affiliations)        # "with Dr Lorcan": a person, no organisation


def test_the_owners_surname_alone_is_the_owner_and_a_project_directed_by_someone_is_no_supervision():
    from labgraph.model import Award, Supervision
    text = HUMANITIES_PROFILE
    awards = pairs(claims_of(text, Award), "person", "name")
    assert awards == {("OWNER", "Member of the Royal Irish Academy")}
    assert not any(a == "Arts Council" for a, _, _ in pairs(claims_of(text, Supervision), "advisor", "advisee", "level"))


STUDENT_HOME = """
# Min-ji Oh

## Internships

- **Acme AI**, Zurich: Student Researcher (Jun–Nov 2024). Hosts: Lukas Brandt and Sara Quist.
- **Nordwind Labs**, Oulu: Research Intern, Speech team (Summer 2022). Mentor: Eero Vainio.

## Publications

- **Wave Tokens: Rhythm and Pitch in Discrete Speech Units**
  **Min-ji Oh**, Lukas Brandt, Sara Quist
  *ICASSP 2024*

- **Can Codecs Whisper? Paralinguistic Control in Neural Codecs**
  Eero Vainio, **Min-ji Oh**, Sara Quist
  *arXiv preprint, 2025*
"""


def _read_claims(tmp_path, name, text, kind):
    """Claims of a document read from a file, through its reader (Markdown here), as a build reads it."""
    from labgraph.extract import extract_document
    return [c for c in extract_document(_read_doc(tmp_path, name, text)).claims if isinstance(c, kind)]


def test_an_internships_list_gives_jobs_hosts_and_their_employers(tmp_path):
    from labgraph.model import Position, Supervision
    positions = pairs(_read_claims(tmp_path, "home.md", STUDENT_HOME, Position), "person", "title", "org")
    assert {("OWNER", "Student Researcher", "Acme AI"), ("OWNER", "Research Intern", "Nordwind Labs")} <= positions
    sup = pairs(_read_claims(tmp_path, "home.md", STUDENT_HOME, Supervision), "advisor", "advisee", "level")
    assert {("Lukas Brandt", "OWNER", "Intern"), ("Eero Vainio", "OWNER", "Intern")} <= sup
    affiliations = pairs(_read_claims(tmp_path, "home.md", STUDENT_HOME, Affiliation), "person", "org")
    assert {("Lukas Brandt", "Acme AI"), ("Sara Quist", "Acme AI"), ("Eero Vainio", "Nordwind Labs")} <= affiliations


def test_a_title_whose_first_words_look_like_a_name_and_an_author_line_without_a_stop(tmp_path):
    pubs = {(p.title, p.authors, p.venue, p.year) for p in _read_claims(tmp_path, "home.md", STUDENT_HOME, Publication)}
    assert ("Wave Tokens: Rhythm and Pitch in Discrete Speech Units", ("Min-ji Oh", "Lukas Brandt", "Sara Quist"),
            "ICASSP", 2024) in {(t, tuple("Min-ji Oh" if a == "\x00owner" else a for a in au), v, y) for t, au, v, y in pubs}
    assert any(t.startswith("Can Codecs Whisper?") and len(au) == 3 for t, au, _, _ in pubs)


LINKED_BIO = """---
layout: about
---

# Seo-yeon Park

Hi there 👋 I'm a third-year PhD candidate at the [Graduate School of Data Science](https://gsds.example.ac.kr), [Hanbit University](https://www.example.ac.kr), where I work in the [Vision Lab](https://vision.example.ac.kr) with **Prof. Minho Cha**.
"""


def test_a_greeting_and_link_addresses_do_not_hide_a_students_career(tmp_path):
    from labgraph.model import Education, Supervision
    affiliations = pairs(_read_claims(tmp_path, "home.md", LINKED_BIO, Affiliation), "person", "org")
    assert {("OWNER", "Hanbit University"), ("OWNER", "Graduate School of Data Science"), ("OWNER", "Vision Lab")} <= affiliations
    assert ("OWNER", "PhD", "Hanbit University") in \
        pairs(_read_claims(tmp_path, "home.md", LINKED_BIO, Education), "person", "degree", "institution")
    assert ("Minho Cha", "OWNER", "PhD") in \
        pairs(_read_claims(tmp_path, "home.md", LINKED_BIO, Supervision), "advisor", "advisee", "level")


def test_an_emoji_ends_a_sentence():
    from labgraph.extract.patterns import sentences
    assert sentences("Hi there 👋 I am a student. Welcome!") == ("Hi there 👋", "I am a student.", "Welcome!")


def test_a_member_card_names_the_software_its_member_maintains():
    from labgraph.model import Software
    text = """
    Jo Bell

    PhD Students

    Ada Rowe
    PhD candidate (since 2022)
    Path planning for gliders. Maintains TideRoute, our open-source glider route planner.

    Ben Carr
    PhD candidate
    Maintains contact with the ocean observatories, an open-source data effort of the lab.
    """
    names = {s.name for s in claims_of(text, Software)}
    assert "TideRoute" in names and "contact" not in names


def test_a_header_in_capitals_family_name_first_over_a_rank_and_a_unit_over_its_university():
    from labgraph.extract.owner import find_owner
    from labgraph.model import Document, Education, Position
    text = ("SONG Yifan (宋一帆)\nProfessor, School of Civil Engineering\nDonghu University of Technology\n\n"
            "Master students: Wu Ran (2022-), Gao Jing (2023-)\n")
    assert find_owner(Document("x.txt", text)).name == "SONG Yifan"
    positions = pairs(claims_of(text, Position), "person", "title", "org")
    assert ("OWNER", "Professor", "Donghu University of Technology") in positions
    assert not any(org == "School of Civil Engineering" for _, _, org in positions)
    assert ("School of Civil Engineering", "Donghu University of Technology") in pairs(claims_of(text, PartOf), "part", "whole")
    # an organisation led by an acronym over no rank is no one's name
    assert find_owner(Document("x.txt", "CERN Geneva\nParticle physics laboratory\n")) is None or \
        find_owner(Document("x.txt", "CERN Geneva\nParticle physics laboratory\n")).name != "CERN Geneva"


EUROPASS = """Curriculum Vitae                                   Ilse Marjanović

PERSONAL INFORMATION          Ilse Marjanović

                              Kneza Miloša 9, 11000 Belgrade (Serbia)

WORK EXPERIENCE

09/2020–Present               Associate Professor
                              Faculty of Biology, University of Belgrade, Belgrade (Serbia)
                              ▪ Teaching Molecular Ecology and Stochastic Hydrology (postgraduate)

© European Union, 2002-2020 | europass.cedefop.europa.eu                                Page 1 / 2

Curriculum Vitae                                   Ilse Marjanović

ADDITIONAL INFORMATION

Honours and awards            2019 Young Scientist Award, Serbian Biological Society
                              2014 Humboldt Research Fellowship for Postdoctoral Researchers

Supervision of theses         Doctoral theses (main supervisor):
                              ▪ Marko Ilić (2022–ongoing), freshwater invertebrates

© European Union, 2002-2020 | europass.cedefop.europa.eu                                Page 2 / 2
"""


def test_a_europass_cv_names_its_owner_and_its_label_column_opens_sections(tmp_path):
    from labgraph.extract.owner import find_owner
    from labgraph.model import Award, Document, Supervision
    from labgraph.names import looks_like_name
    from labgraph.sections import split_sections
    assert find_owner(Document("cv.txt", EUROPASS)).name == "Ilse Marjanović"
    assert not looks_like_name("Stochastic Hydrology") and not looks_like_name("Molecular Ecology")
    kinds = [(s.kind, s.heading) for s in split_sections(_read_doc(tmp_path, "cv.txt", EUROPASS))]
    assert ("awards", "Honours and awards") in kinds and ("students", "Supervision of theses") in kinds
    assert not any(heading.startswith("Curriculum Vitae") for _, heading in kinds[1:])   # a page's running header
    awards = pairs(_read_claims(tmp_path, "cv.txt", EUROPASS, Award), "person", "name", "year")
    assert ("OWNER", "Young Scientist Award, Serbian Biological Society", 2019) in awards
    assert ("OWNER", "Marko Ilić", "PhD") in pairs(_read_claims(tmp_path, "cv.txt", EUROPASS, Supervision),
                                                    "advisor", "advisee", "level")


def _read_doc(tmp_path, name, text):
    from labgraph.ingest import read
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return read(path)


def test_an_apa_entry_dated_with_a_month_is_read_not_a_crash():
    from labgraph.extract.publications import parse_citation
    found = parse_citation("Ortiz, L. (2022, April). Feedback loops in classroom assessment [Paper presentation]. "
                           "Annual Meeting of the Society, Denver, CO.")
    assert found and found[0] == "Feedback loops in classroom assessment" and found[3] == 2022


JP_PROFILE = """
Hokuriku University  |  Faculty of Science

Researcher Profile

TANAKA Yumi  (田中 由美)

Professor
Laboratory of Soil Microbiology
Department of Biology, Faculty of Science, Hokuriku University

Career

2004.3    Ph.D. (Agriculture), Hokkaido University
2012.4    Professor, Faculty of Science, Hokuriku University (present)

Students
  D2    Kenta Ishii
  M1    Aya Mori, Sora Kudo, Riku Abe
  B4    Hana Oda, Yuki Sato
"""


def test_a_japanese_profile_card_grade_rows_and_start_date_careers():
    from labgraph.extract.owner import find_owner
    from labgraph.model import Document, Position, Supervision
    import textwrap
    assert find_owner(Document("p.txt", textwrap.dedent(JP_PROFILE))).name == "TANAKA Yumi"
    sup = pairs(claims_of(JP_PROFILE, Supervision), "advisor", "advisee", "level")
    assert {("OWNER", "Kenta Ishii", "PhD"), ("OWNER", "Sora Kudo", "Master"), ("OWNER", "Riku Abe", "Master"),
            ("OWNER", "Yuki Sato", "Bachelor")} <= sup
    assert ("OWNER", "Professor", "Hokuriku University", 2012, None) in \
        pairs(claims_of(JP_PROFILE, Position), "person", "title", "org", "start", "end")
    affiliations = pairs(claims_of(JP_PROFILE, Affiliation), "person", "org")
    assert {("OWNER", "Laboratory of Soil Microbiology"), ("Riku Abe", "Hokuriku University"),
            ("Riku Abe", "Laboratory of Soil Microbiology")} <= affiliations
    assert not any(org.endswith("(present)") for _, org in affiliations)


PORTAL_PROFILE = """
Home  >  Researchers  >  Ines Claeys

Ines Claeys

Funding (2)

Marine biofilm dynamics under warming
Research Foundation – Flanders (FWO)
2022-01-01 to 2025-12-31 | Grant
GRANT_NUMBER: G099922N
Role: Promotor

FWO senior postdoctoral fellowship
Research Foundation – Flanders (FWO)
2016-10-01 to 2019-09-30 | Salary award
GRANT_NUMBER: 12B3417N

Doctoral projects (1)

Biofilm succession on offshore turbines
2020-10-01 to 2024-09-30 | Doctoral project | Ostend University
Researcher: Wouters Bram
Promotor: Claeys Ines. Co-promotor: Peeters Jan (Flemish Marine Institute)
"""


def test_a_research_portal_profile_funding_records_and_doctoral_projects():
    from labgraph.model import Award, Supervision
    awards = pairs(claims_of(PORTAL_PROFILE, Award), "person", "name", "year")
    assert awards == {("OWNER", "FWO senior postdoctoral fellowship", 2016)}     # a project grant is no honour
    sup = pairs(claims_of(PORTAL_PROFILE, Supervision), "advisor", "advisee")
    assert {("OWNER", "Wouters Bram"), ("Peeters Jan", "Wouters Bram")} <= sup      # "Claeys Ines" is the owner
    assert not any(b == "OWNER" for _, b in sup)


LAB_TABLES = """---
title: People
---

# Coastal Sensing Lab (CS Lab)

**School of Civil Engineering, Harbourview University (HU), Singapore**

### Principal Investigator

| | Name | Role | Background |
|---|---|---|---|
| ![x](/img/x.jpg) | **Mei Ling Ong** | Associate Professor (since 2018) | PhD, ETH Zurich, 2012 |

### PhD Students

| Name | Year | Topic |
|---|---|---|
| Arjun Pillai | 2nd year | Tide gauges |
"""


def test_a_lab_page_names_its_leader_from_a_table_and_its_university_from_its_header(tmp_path):
    from labgraph.extract.owner import find_owner
    assert find_owner(_read_doc(tmp_path, "people.md", LAB_TABLES)).name == "Mei Ling Ong"
    affiliations = pairs(_read_claims(tmp_path, "people.md", LAB_TABLES, Affiliation), "person", "org")
    assert {("OWNER", "Coastal Sensing Lab"), ("OWNER", "Harbourview University"), ("Arjun Pillai", "Harbourview University"),
            ("Arjun Pillai", "Coastal Sensing Lab")} <= affiliations


def test_advisors_with_notes_in_brackets_and_an_intern_entry_led_by_its_employer():
    from labgraph.model import Supervision
    text = ("Jo Bell\n\nEducation\n\n- PhD in Ecology, Lakeside University, 2014. Thesis prepared at the Marsh Institute "
            "under the supervision of Dr. Ana Vidal (Marsh Institute) and Prof. Tom Reyes (Lakeside).\n\nExperience\n\n"
            "- Northwind Robotics, Oslo — Research intern, summer 2012, mentored by Dr. Kari Lunde\n")
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee", "level")
    assert {("Ana Vidal", "OWNER", "PhD"), ("Tom Reyes", "OWNER", "PhD"), ("Kari Lunde", "OWNER", "Intern")} <= sup
    assert not any(b == "Northwind Robotics" for _, b, _ in sup)


DEPT_NEWS = """
Department of Soil Science

News

Doctoral defence: roots in dry soils

14.3.2025

MSc Liisa Korpela successfully defended her doctoral thesis "Roots in dry soils" at the Faculty of Agriculture. The thesis was supervised by Professor Mikko Rantanen and Dr. Eeva Salmi of the Natural Resources Institute. Professor Ann Dunlop acted as the opponent.

New postdoc

3.2.2025

Dr. Tomas Berg joined the department as a postdoctoral researcher, after a PhD supervised by Prof. Ole Vik in Bergen.
"""


def test_a_news_item_on_a_defence_gives_its_student_the_supervisors():
    from labgraph.model import Supervision
    sup = pairs(claims_of(DEPT_NEWS, Supervision), "advisor", "advisee", "level")
    assert {("Mikko Rantanen", "Liisa Korpela", "PhD"), ("Eeva Salmi", "Liisa Korpela", "PhD")} <= sup
    assert not any(a == "Ann Dunlop" for a, _, _ in sup)                       # the opponent supervises no one
    assert not any(a == "Ole Vik" and b == "Liisa Korpela" for a, b, _ in sup)  # another item's people


def test_a_digital_librarys_type_tags_stay_inside_its_publication_list():
    from labgraph.sections import heading_kind
    assert heading_kind("RESEARCH-ARTICLE") is None and heading_kind("SHORT-PAPER") is None
    assert heading_kind("PUBLICATIONS") == "publications"
    text = ("Eva Lind\n\nPublications (showing 1-2 of 2)\n\nRESEARCH-ARTICLE\nTouch Targets on Small Screens\n"
            "Eva Lind, Ole Dahl\nCHI '24: Proceedings of the CHI Conference • May 2024 • pp 1–15\n\nSHORT-PAPER\n"
            "Gaze and Typing Errors\nOle Dahl, Eva Lind\nUIST '21 Adjunct: Adjunct Proceedings • October 2021 • pp 45–47\n")
    titles = {p.title for p in claims_of(text, Publication)}
    assert titles == {"Touch Targets on Small Screens", "Gaze and Typing Errors"}


def test_an_alumni_page_reads_where_former_members_went_on_a_now_line():
    from labgraph.model import Position
    text = ("Jo Bell\n\nFormer postdocs\n\n  • Dr. Ana Prado (2019 – 2023)\n    Now: Assistant Professor, Lisbon "
            "Institute of Biology\n\n  • Freja Dam, PhD 2024\n    Thesis: Phage predation in the infant gut\n"
            "    Now: postdoc with Eric Alm at MIT\n")
    jobs = pairs(claims_of(text, Position), "person", "title", "org")
    assert {("Ana Prado", "Assistant Professor", "Lisbon Institute of Biology"), ("Freja Dam", "Postdoc", "MIT")} <= jobs
    assert not any("Eric Alm" in org for _, _, org in jobs)
