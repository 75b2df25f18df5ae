"""Session-46 rules: what round 112's pages showed (a group's page of theses in tables)."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, Publication, Software, Supervision
from labgraph.pipeline import build
from labgraph.rdf import LG
from rdflib import RDFS, SKOS

from .helpers import written as _write


def _claims(tmp_path, text, name="page.txt"):
    return extract_document(read(_write(tmp_path, name, text))).claims


def _supervisions(claims):
    return {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}


# A group's page of its theses: tables with a supervisor column, one with a caption row inside it, one with a
# "Student(s)" column naming two students, supervisors' notes of where they work
_THESES = """Theses

The Coastal Sediments Group is part of the Department of Earth Sciences in the Faculty of Science at UVB.

Ongoing theses

Ongoing PhD projects
Candidate | Working title | Started | Supervisor(s)
Lina Okafor | Tidal mixing over sand banks | Aug 2022 | Rolf Brandt (main), Petra Vos (Marine Institute Norden)

Completed PhD theses

Year | Candidate | Title | Supervisor(s) | Now

Coastal Sediments Group

2021 | Tomas Reyes | Storm deposits of barrier islands | Rolf Brandt, Aino Lahti (Prof. emeritus, UVB) | Geologist, Nordsand AS

Completed bachelor theses
Year | Student(s) | Title | Supervisor(s)
2023 | Ida Berg, Karl Holm | A low-cost turbidity sensor | Petra Vos
"""


def test_a_caption_row_inside_a_theses_table_does_not_end_it(tmp_path):
    claims = _claims(tmp_path, _THESES)
    assert ("Rolf Brandt", "Tomas Reyes", "PhD") in _supervisions(claims)
    assert ("Aino Lahti", "Tomas Reyes", "PhD") in _supervisions(claims)


def test_an_ongoing_theses_heading_names_the_groups_students(tmp_path):
    claims = _claims(tmp_path, _THESES)
    assert {("Rolf Brandt", "Lina Okafor", "PhD"), ("Petra Vos", "Lina Okafor", "PhD")} <= _supervisions(claims)


def test_a_student_s_column_names_each_student_of_a_row(tmp_path):
    claims = _claims(tmp_path, _THESES)
    assert {("Petra Vos", "Ida Berg", "Bachelor"), ("Petra Vos", "Karl Holm", "Bachelor")} <= _supervisions(claims)
    assert not any("Holm" in c.advisee and "Berg" in c.advisee for c in claims if isinstance(c, Supervision))


def test_a_supervisor_cells_note_says_where_the_supervisor_works(tmp_path):
    claims = _claims(tmp_path, _THESES)
    found = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert {("Petra Vos", "Marine Institute Norden"), ("Aino Lahti", "UVB")} <= found
    assert not any(c.org in ("main", "Prof. emeritus") for c in claims if isinstance(c, Affiliation))


def test_a_group_at_an_acronyms_faculty_gives_its_graduates_their_degrees_there(tmp_path):
    claims = _claims(tmp_path, _THESES)
    assert ("Tomas Reyes", "PhD", "UVB", 2021) in {(c.person, c.degree, c.institution, c.end)
                                                  for c in claims if isinstance(c, Education)}
    assert {("Lina Okafor", "Coastal Sediments Group"), ("Lina Okafor", "UVB")} <= \
        {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}


def test_a_second_table_after_a_caption_keeps_its_own_header(tmp_path):
    text = """Supervision

Current
Student | Degree | Year | Supervisor
Ana Ruiz | PhD | 2023 | Rolf Brandt

Completed
Graduate | Degree | Year | Role
Ben Cole | PhD | 2019 | Principal supervisor
"""
    claims = _claims(tmp_path, text)
    assert not any(c.advisee in ("Graduate", "Student") for c in claims if isinstance(c, Supervision))
    assert ("Rolf Brandt", "Ana Ruiz", "PhD") in _supervisions(claims)


# A lab's people page: its tagline's university a school of it, a student's nickname, an alumna's next advisor, a staff
# card's degree line, a field after a degree's initials, papers under "Recent papers from the lab"
_PEOPLE = """People — Marlow Lab

Sleep and memory · Department of Physiology · University of Tarrant Medical School

Principal Investigator

Ines Marlow, PhD
Associate Professor, Department of Physiology
For her postdoc she moved to mice, joining Jun-ichi Sakamoto's group at the Kelby Institute (2010–2014).

Graduate Students

Pei-Shan “Peggy” Kuo
PhD Candidate, Neuroscience (5th year)
B.A. Neuroscience, Kelby College, 2018. Peggy is co-advised by Dr. Rado Okic.

Research Staff

Morgan Tilbury — Lab Manager (since 2019)
B.A. Neuroscience, Macalester College, 2019. Morgan keeps the mouse colony in line.

Lab Alumni

  • Miyu Tanaka (PhD 2023, Neuroscience) → postdoc with Leonora Bassi at the Wellcome Centre, UCL
  • Mikkel Skov (M.S. Biomedical Engineering, 2020) → Data Scientist, Medtronic

Recent papers from the lab

Kuo P-S, Marlow I (2024). Thalamic spindles gate ripple coupling during sleep. Neuron 112(9):1488–1503.
"""


def test_a_tagline_universitys_school_leaves_the_university_to_the_members(tmp_path):
    claims = _claims(tmp_path, _PEOPLE)
    orgs = {c.org for c in claims if isinstance(c, Affiliation) and c.person == "Morgan Tilbury"}
    assert "University of Tarrant" in orgs and "University of Tarrant Medical School" not in orgs


def test_joining_someones_group_for_a_postdoc_names_the_host(tmp_path):
    claims = _claims(tmp_path, _PEOPLE)
    assert ("Jun-ichi Sakamoto", "Ines Marlow", "Postdoc") in _supervisions(claims) or \
        ("Jun-ichi Sakamoto", OWNER, "Postdoc") in _supervisions(claims)


def test_a_degrees_initials_before_a_field_are_no_ones_name(tmp_path):
    claims = _claims(tmp_path, _PEOPLE)
    assert not any(c.advisee.startswith("B.A.") for c in claims if isinstance(c, Supervision))
    assert ("Mikkel Skov", "Master") in {(c.advisee, c.level) for c in claims if isinstance(c, Supervision)}


def test_an_alumnas_next_advisor_does_not_take_the_leaders_place(tmp_path):
    claims = _claims(tmp_path, _PEOPLE)
    assert (OWNER, "Miyu Tanaka", "PhD") in _supervisions(claims)


def test_a_staff_cards_degree_line_is_their_degree(tmp_path):
    claims = _claims(tmp_path, _PEOPLE)
    assert ("Morgan Tilbury", "BA", "Macalester College", 2019) in \
        {(c.person, c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)}


def test_recent_papers_from_the_lab_is_a_publications_heading(tmp_path):
    claims = _claims(tmp_path, _PEOPLE)
    assert any(isinstance(c, Publication) and c.title.startswith("Thalamic spindles") for c in claims)


def test_a_students_nickname_alone_is_that_student(tmp_path):
    graph = build([_write(tmp_path, "people.txt", _PEOPLE)])
    people = {(str(row.p), str(row.name)) for row in graph.query(
        "SELECT ?p ?name WHERE { GRAPH ?g { ?p a lg:Person ; rdfs:label|skos:altLabel ?name } }",
        initNs={"lg": LG, "rdfs": RDFS, "skos": SKOS})}
    kuos = {p for p, name in people if "Kuo" in name or name == "Peggy"}
    assert len(kuos) == 1


# A German chair's team page: its CV's acronym of the university, a doctoral table with a co-supervisor at "TU X", a note
# under the table on what each member studied, a dissertations table with a "First supervisor" and a "Second examiner"
_CHAIR = """Team

The Chair of Flow Processes is one of four chairs of the Institute of Fluid Dynamics in the Faculty of Mechanical Engineering at Ruhr-Universität Bochum.

Chair holder

Prof. Dr.-Ing. Frieda Achterberg

Curriculum vitae

since 2024 | Vice Dean for Research, Faculty of Mechanical Engineering, RUB
since 10/2019 | Full Professor (W3), Ruhr-Universität Bochum

Doctoral Researchers

Our doctoral researchers are supervised by Prof. Achterberg unless noted otherwise.

Name | Research topic | Contact
Kemal Aydın, M.Sc. | Coalescence in emulsions | IC 02/657
Lena Paulsen, M.Sc. | Reactive extraction in microchannels | IC 02/657
Zofia Grabowska, M.Sc. | Droplet breakage (co-supervised by Prof. Dr.-Ing. Grzegorz Wawrzyniak, TU Dortmund) | IC 02/659

Kemal Aydın holds an M.Sc. in Chemical Engineering from TU Dortmund (2020); Lena Paulsen and Zofia Grabowska completed their M.Sc. in Mechanical Engineering at Ruhr-Universität Bochum.

Completed Dissertations

Year | Doctoral graduate | Title | First supervisor | Second examiner
2024 | Dr.-Ing. Amelie Sturm | Marangoni instabilities in extraction systems | Prof. Dr.-Ing. F. Achterberg | Prof. Dr.-Ing. G. Wawrzyniak (TU Dortmund)
"""


def test_the_universitys_acronym_in_a_cv_does_not_hide_the_university_from_its_members(tmp_path):
    claims = _claims(tmp_path, _CHAIR)
    assert ("Lena Paulsen", "Ruhr-Universität Bochum") in {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}


def test_a_university_systems_town_after_a_co_supervisor_is_no_person(tmp_path):
    claims = _claims(tmp_path, _CHAIR)
    advisors = {c.advisor for c in claims if isinstance(c, Supervision) and c.advisee == "Zofia Grabowska"}
    assert "Grzegorz Wawrzyniak" in advisors and "TU Dortmund" not in advisors


def test_a_note_on_listed_members_degrees_gives_each_their_own(tmp_path):
    claims = _claims(tmp_path, _CHAIR)
    degrees = {(c.person, c.institution) for c in claims if isinstance(c, Education) and c.degree == "MSc"}
    assert {("Kemal Aydın", "TU Dortmund"), ("Lena Paulsen", "Ruhr-Universität Bochum"),
            ("Zofia Grabowska", "Ruhr-Universität Bochum")} <= degrees
    assert ("Kemal Aydın", "Ruhr-Universität Bochum") not in degrees
    assert not any(c.level == "Master" for c in claims if isinstance(c, Supervision) and c.advisee == "Kemal Aydın")


def test_a_dissertations_tables_graduate_and_first_supervisor_columns(tmp_path):
    claims = _claims(tmp_path, _CHAIR)
    papers = {(c.title, c.authors) for c in claims if isinstance(c, Publication) and "Marangoni" in c.title}
    assert papers == {("Marangoni instabilities in extraction systems", ("Amelie Sturm",))}
    assert ("G. Wawrzyniak", "TU Dortmund") in {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}


# A research-information system's export of a profile: works with their venue on the type line, a software record
# titled with what it does, supervision entries a little indented with their role lines further in
_EXPORT = """Neha Rao

WORKS (2)

Itaconate-producing macrophages restrain ILC3 activation in the colon
  Mucosal Immunology | 2024-03 | Journal article
  DOI: 10.1016/j.mucimm.2024.01.007 | PMID: 38291045
  Contributors: Sundelöf M; Ibarguren T; Rao N
  Source: Crossref

metaboflow: flow-cytometry-based metabolic profiling of immune cells in R
  2021 | Software
  URL: https://github.com/rao-lab/metaboflow
  Contributors: Lundmark H; Rao N

SUPERVISION

Doctoral students
  Maja Sundelöf | PhD student, Department of Medicine | 2019-09 to present
    Role: Main supervisor. Co-supervisor: Tomás Ibarguren
  Sanna Berg | Doctoral thesis defended 2021-11-12
    Role: Co-supervisor. Main supervisor: Prof. Lars-Olof Hägglund

Degree projects (Master)
  Ishaan Deshmukh | MSc in Biomedicine, Karolinska Institutet, 2022 | Role: Supervisor
"""


def test_an_exports_work_has_its_venue_on_its_type_line_and_its_contributors(tmp_path):
    claims = _claims(tmp_path, _EXPORT)
    paper = next(c for c in claims if isinstance(c, Publication) and c.title.startswith("Itaconate"))
    assert (paper.title, paper.venue, paper.year, paper.doi) == (
        "Itaconate-producing macrophages restrain ILC3 activation in the colon", "Mucosal Immunology", 2024,
        "10.1016/j.mucimm.2024.01.007")
    assert paper.authors == ("Sundelöf M", "Ibarguren T", "Rao N")


def test_an_exports_software_record_titled_with_what_it_does(tmp_path):
    claims = _claims(tmp_path, _EXPORT)
    assert ("metaboflow", "https://github.com/rao-lab/metaboflow") in \
        {(c.name, c.repository) for c in claims if isinstance(c, Software)}


def test_a_role_line_under_an_indented_entry_is_that_students(tmp_path):
    claims = _claims(tmp_path, _EXPORT)
    found = _supervisions(claims)
    assert ("Tomás Ibarguren", "Maja Sundelöf") in {(a, s) for a, s, _ in found}
    assert ("Lars-Olof Hägglund", "Sanna Berg") in {(a, s) for a, s, _ in found}
    assert not any(s == OWNER for a, s, _ in found)


def test_a_sub_headings_level_in_brackets(tmp_path):
    claims = _claims(tmp_path, _EXPORT)
    assert (OWNER, "Ishaan Deshmukh", "Master") in _supervisions(claims)


# A memorial article: the professor's career at two universities, then students whose degree's place is the town
_MEMORIAL = """# Obituary: Kazimierz Roe, 1938–2024

**Kazimierz Roe**, Professor Emeritus of Statistics at the University of North Carolina at Chapel Hill, died in 2024.

## Career

In 1970 he moved to the University of Toronto as an associate professor, and in 1991 he accepted a professorship at
the University of North Carolina at Chapel Hill, where he remained until his retirement in 2006.

## Students

Kaz supervised twenty-three doctoral students. Among them:

- **Desmond Achterberg** (PhD Toronto, 1984), who spent two decades at Bell Laboratories;
- **Tapio Kettunen** (PhD Toronto, 1988), later professor of statistics at the University of Helsinki;
- **Sanne Vos** (PhD Leiden, 1999), now at Philips.
"""


def test_a_doctorate_with_its_town_and_year_in_brackets_is_finished(tmp_path):
    claims = _claims(tmp_path, _MEMORIAL, "obituary.md")
    ends = {c.advisee: c.end for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert ends.get("Desmond Achterberg") == 1984 and ends.get("Tapio Kettunen") == 1988


def test_a_graduates_town_names_the_leaders_university_there(tmp_path):
    claims = _claims(tmp_path, _MEMORIAL, "obituary.md")
    degrees = {(c.person, c.institution) for c in claims if isinstance(c, Education) and c.degree == "PhD"}
    assert {("Desmond Achterberg", "University of Toronto"), ("Tapio Kettunen", "University of Toronto")} <= degrees
    # (Leiden is none of the leader's universities: no place is guessed for it)
    assert not any(person == "Sanne Vos" and "Toronto" in place for person, place in degrees)


# A linguist's homepage: her own PhD with its committee, her posts, then the dissertations she chaired and those whose
# committee she sat on, under a sub-heading of its own
_LINGUIST = """Ada Fasola-Berg

home | research | publications | students | software | cv (pdf)

Associate Professor of Linguistics
Department of Linguistics, University of Oregon
1290 University of Oregon, Eugene, OR 97403-1290
Office: 246 Straub Hall
bfasola [at] uoregon [dot] edu

----------------------------------------------------------------

EDUCATION

PhD  Linguistics, University of California, Berkeley, 2015
     Dissertation: Tone and clause structure in Ede Ica
     Committee: Meg Holl (chair), Tomás Echeverría
     Lugo, Rosalind Okafor-Banks (Anthropology)
MA   Linguistics, University of Ibadan, 2009
BA   Linguistics and African Languages (First Class Hons.),
     Obafemi Awolowo University, Ile-Ife, 2006

POSITIONS

2023-        Associate Professor, Department of Linguistics,
             University of Oregon
2017-2023    Assistant Professor, Department of Linguistics,
             University of Oregon
Fall 2019    Visiting researcher, Département des Sciences du Langage
             et de la Communication, Université d'Abomey-Calavi, Benin
2015-2017    Postdoctoral researcher, Max Planck Institute for
             Evolutionary Anthropology, Leipzig
----------------------------------------------------------------

STUDENTS

PhD dissertations chaired
  Jon Huenche (PhD 2024, co-chaired with Rosa Mak)
    Prosody and discourse in Mapudungun narratives
    -> now Postdoctoral Researcher, University of Helsinki
  Nkem Obi (PhD 2023)
    Focus and tone in Igbo and Ede Cabe: A comparative study
    -> now Assistant Professor of Linguistics, Rice University
  Dawit Gebre (in progress; ABD)
  Mai Thanh Lan (in progress; 2nd year)

PhD committee member
  Siri Brekk (PhD 2024)
  Cal Whitman (PhD 2022)
  Anna Vogel (PhD 2021)
  Theo Adja (PhD 2020, Université d'Abomey-Calavi; external
    member)

"""


def test_a_phd_committee_member_sub_heading_makes_no_supervisions(tmp_path):
    found = _supervisions(_claims(tmp_path, _LINGUIST))
    assert (OWNER, "Nkem Obi", "PhD") in found
    assert not any(s in ("Siri Brekk", "Anna Vogel", "Cal Whitman") for a, s, _ in found if a == OWNER)
