"""Session-11 rules: pages of several people's blocks (a news post on defences), supervisors named with their ranks
and units, a second supervisor, and a university's library menu item."""
from labgraph.extract.blocks import person_blocks
from labgraph.model import Affiliation, Document, Education, Publication, Software, Supervision
from labgraph.sections import classify_heading

from .helpers import claims_of, pairs

DEFENCES = """
Harbury University
Home / News / 2024

Two new doctors in the Faculty of Science

Published: 12 June 2024

Congratulations to our two new doctors, who defended their theses this spring.

OSKAR NYMAN – Department of Physics

On 3 May, Oskar Nyman successfully defended his thesis "Cold atoms in shaken optical lattices: transport and heating" for the degree of Doctor of Philosophy in Physics, with the defence held in the Main Hall.

"Oskar never gave up on the laser system," says his main supervisor, Professor Ruth Ahlberg of the Department of Physics. His co-supervisors were Dr Jonas Weil, also at the Department of Physics, and Associate Professor Inés Correa from Eindhoven University of Technology.
Faculty opponent: Professor Martin Zeller, University of Basel, Switzerland

Nyman now works as a data engineer in Malmö.

FREJA SOLBERG – Department of Chemistry

Freja Solberg defended her doctoral thesis (PhD in Chemistry) "Copper catalysts for selective oxidation of biomass sugars" on 24 May 2024, in front of a packed lecture hall.

Main supervisor: Docent Per Lindahl, Department of Chemistry
Co-supervisors: Senior Lecturer Alma Berg (Department of Chemistry) and Dr Kofi Mensah (Stockholm University)
Examining committee: Professor Eva Dahl (Lund University), Docent Nils Ek (Uppsala University) and Dr Sara Lind (Harbury University)

Related news

Harbury climbs in the rankings
"""


def test_a_page_of_defences_gives_each_block_to_the_person_heading_it():
    found = claims_of(DEFENCES, path="news.txt")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Ruth Ahlberg", "Oskar Nyman", "PhD"), ("Jonas Weil", "Oskar Nyman", "PhD"),
            ("Inés Correa", "Oskar Nyman", "PhD"), ("Per Lindahl", "Freja Solberg", "PhD"),
            ("Alma Berg", "Freja Solberg", "PhD"), ("Kofi Mensah", "Freja Solberg", "PhD")} <= advised
    assert not any(a == "OWNER" or b == "OWNER" for a, b, _ in advised)     # the page is no one's own
    works = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("Ruth Ahlberg", "Department of Physics"), ("Ruth Ahlberg", "Harbury University"),
            ("Inés Correa", "Eindhoven University of Technology"), ("Martin Zeller", "University of Basel"),
            ("Per Lindahl", "Department of Chemistry"), ("Kofi Mensah", "Stockholm University"),
            ("Nils Ek", "Uppsala University")} <= works
    assert not any(org in ("Switzerland", "Malmö") for _, org in works)
    theses = pairs([c for c in found if isinstance(c, Publication)], "title", "authors", "year")
    assert ("Cold atoms in shaken optical lattices: transport and heating", ("Oskar Nyman",), 2024) in theses
    assert ("Copper catalysts for selective oxidation of biomass sugars", ("Freja Solberg",), 2024) in theses
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution", "field")
    assert ("Freja Solberg", "PhD", "Harbury University", "Chemistry") in degrees
    assert ("Oskar Nyman", "PhD", "Harbury University", "Physics") in degrees


def test_name_headings_over_role_lines_are_cards_not_blocks():
    cards = """
    Team

    Anna Holm

    PhD Candidate. Fields: glaciology. Advisor: Bo Rask. Anna holds an MSc from Umeå University and studies ice.

    Lars Vik

    Postdoctoral Researcher. Lars works on sea ice with Bo Rask and joined the lab in 2023 from Oslo.
    """
    assert person_blocks(Document("team.txt", cards.replace("\n    ", "\n"))) == []
    one = DEFENCES.split("FREJA SOLBERG")[0]        # one person's block is a page about that person
    assert person_blocks(Document("one.txt", one)) == []


def test_supervisors_named_with_ranks_possessives_and_units():
    found = claims_of("""
    Lund completed her doctorate in 2019. Lund's main supervisor was Docent Mira Sand, Department of Biology.
    """)
    assert ("Mira Sand", "OWNER") in pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert ("Mira Sand", "Department of Biology") in pairs([c for c in found if isinstance(c, Affiliation)],
                                                           "person", "org")
    # a past degree's supervisors are not said to work there now ("obtained my PhD from X under Y of Z")
    past = claims_of("I obtained my PhD from Eastfield University under the supervision of Prof. Ada Holt of the "
                     "Department of Mathematics.")
    assert ("Ada Holt", "OWNER") in pairs([c for c in past if isinstance(c, Supervision)], "advisor", "advisee")
    assert not [c for c in past if isinstance(c, Affiliation) and c.person == "Ada Holt"]


def test_a_second_supervisor_leaves_the_group_leader_as_the_first():
    found = claims_of("""
    Speech Group

    The Speech Group is led by Dr. Nora Vance, Reader in Phonetics.

    Members
    Dr. Nora Vance - Group leader
    Tom Reyes - PhD student (second supervisor: Dr. Ian Cole, School of Psychology)
    """)
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "role")
    assert ("Ian Cole", "Tom Reyes", "co-supervisor") in advised
    assert ("OWNER", "Tom Reyes", None) in advised


def test_a_university_menu_library_is_no_software_heading():
    assert classify_heading("Library") is None
    assert classify_heading("Software libraries") == "software"
    assert classify_heading("Python library") == "software"
    found = claims_of("""
    Harbury University

    Education
    Research
    Library
    About the university

    Welcome to the university.
    """)
    assert not [c for c in found if isinstance(c, Software)]


PEOPLE_TABLE = """
People | Tidal Dynamics Group | Northgate School of Ocean Science

Tidal Dynamics Group (TiDy) — People

TiDy is based at the Harbour Field Station and is part of the School of Ocean Science (SOS) at Northgate University. The group is led by Prof. Ruth Okafor-Lind.

Name | Position | Supervisor | Research topic
Prof. Ruth Okafor-Lind | Professor, Group leader | – | Internal tides | ruth [at] ngu.edu
A/Prof. Mateo Ruiz Calderón | Associate Professor | – | Estuary mixing | mateo [at] ngu.edu
Dr Ji-ho Seo | Research Fellow | Okafor-Lind | Tidal energy | jiho [at] ngu.edu
Amira Haddou | PhD student | Okafor-Lind & Seo | Wave breaking | amira [at] ngu.edu
Tom Brecker | PhD student | Ruiz | Salt wedges | tom [at] ngu.edu
Lina Park | Summer research scholar (2024) | Ruiz Calderón | Drifter data | –
Olga Fern | Group administrator | – | – | olga [at] ngu.edu
"""


def test_a_people_tables_supervisor_column_names_members_by_surname():
    found = claims_of(PEOPLE_TABLE, path="people.txt")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Ruth Okafor-Lind", "Amira Haddou", "PhD"), ("Ji-ho Seo", "Amira Haddou", "PhD"),
            ("Mateo Ruiz Calderón", "Tom Brecker", "PhD"),      # (the first part of a compound surname)
            ("Mateo Ruiz Calderón", "Lina Park", "Intern")} <= {
        ("Ruth Okafor-Lind" if a == "OWNER" else a, b, lvl) for a, b, lvl in advised}
    assert not any(b == "Tom Brecker" and a in ("OWNER", "Ruth Okafor-Lind") for a, b, _ in advised)
    works = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("Tom Brecker", "Tidal Dynamics Group"), ("Tom Brecker", "Northgate University"),
            ("OWNER", "School of Ocean Science")} <= works
    assert not any(org in ("SOS", "Professor, Group leader", "Group administrator") for _, org in works)


ITALIAN_CV = """
UNIVERSITÀ DEGLI STUDI DI TRENTO                  Modello CV (rep. 12/2022)

CURRICULUM VITAE ET STUDIORUM

Prof. Ing. Giulia Maria ROSSETTI
Professoressa Associata, Dipartimento di Fisica - Università degli Studi di Trento

1. FORMAZIONE / EDUCATION
2011          Dottorato di Ricerca (PhD) in Fisica, Università degli Studi di Trento.
              Relatore / supervisor: Prof. Aldo Ferri.
2007          Laurea Magistrale (MSc) in Fisica, Università di Pisa
2005          Laurea triennale (BSc) in Fisica, Università di Pisa

2. ATTIVITÀ DI SUPERVISIONE / SUPERVISION
  * Marco Berti - PhD 2019 (co-supervisore Prof.ssa Anna Colli, INFN). Ora Lecturer, University of Leeds.
  * Elena Ruzzi - dottoranda dal 2022

3. PUBBLICAZIONI SELEZIONATE / SELECTED PUBLICATIONS
[1] G. M. Rossetti, M. Berti, "Cold plasma waves in a toroidal trap", Physical Review E, vol. 99, 2019.
"""


def test_numbered_capital_headings_and_an_italian_cv():
    from labgraph.sections import heading_kind
    assert heading_kind("1. FORMAZIONE / EDUCATION") == "education"
    assert heading_kind("7. PUBBLICAZIONI SELEZIONATE / SELECTED PUBLICATIONS") == "publications"
    assert heading_kind("2. ATLAS") is None and heading_kind("1. Deep learning for X") is None   # list items
    found = claims_of(ITALIAN_CV, path="cv.txt")
    assert ("Cold plasma waves in a toroidal trap", 2019) in pairs(
        [c for c in found if isinstance(c, Publication)], "title", "year")
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "degree")
    assert {("OWNER", "PhD"), ("OWNER", "MSc"), ("OWNER", "BSc")} <= degrees
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Aldo Ferri", "OWNER", "PhD"), ("OWNER", "Marco Berti", "PhD"), ("Anna Colli", "Marco Berti", "PhD"),
            ("OWNER", "Elena Ruzzi", "PhD")} <= advised
    assert ("Marco Berti", "University of Leeds") in pairs([c for c in found if isinstance(c, Affiliation)],
                                                           "person", "org")
    assert not any("Modello" in c.institution for c in found if isinstance(c, Education))


JEKYLL_PAGE = """---
layout: page
title: People
---

{% include lang-switch.html %}  <!-- NL | EN -->

> Welcome! This page lists the members of the **Sleep & Mind (SAM) Lab**.

## 🧭 Principal Investigator

![Ida Brandt](/img/ida.jpg){: .avatar-lg}

**Dr. Ida Brandt** — Associate Professor
<span class="badge badge-pi">PI</span> [ORCID](https://orcid.org/0000-0002-0000-0000)

Ida is an associate professor at Utrecht University, where she founded the SAM Lab in 2016.

## 🎓 PhD candidates

- **Tom Vink** 🟢 (2022 – ) — *Napping and memory in toddlers*
- **Ana Silva** 🟡 (writing up) — *Sleep spindles*
"""


def test_a_static_site_pages_template_tags_html_and_emoji_are_not_read_as_words(tmp_path):
    from labgraph.ingest.text import unmark
    text = unmark('{% include x.html %} <!-- EN --> <span class="badge">PI</span>{: .big} 🟢 Tom')[0]
    assert "{%" not in text and "<span" not in text and "{:" not in text and "🟢" not in text and "PI" in text
    assert unmark("See <https://x.org> and a < b")[0] == "See <https://x.org> and a < b"
    from labgraph.extract import extract_document
    from labgraph.ingest import read
    from labgraph.model import PersonClaim
    (tmp_path / "people.md").write_text(JEKYLL_PAGE, encoding="utf-8")
    found = extract_document(read(tmp_path / "people.md")).claims
    assert [c.name for c in found if isinstance(c, PersonClaim) and c.is_owner] == ["Ida Brandt"]
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("OWNER", "Tom Vink", "PhD"), ("OWNER", "Ana Silva", "PhD")} <= advised


LINEAGE = """
ALUMNI & LINEAGE

   Hilde Sauer
    └── Otto Brenner
         └── Maria Lenz (Utah, 1985–2016)   · · · postdoc with E. K. Wahl
              └── Jonas Falk (Utah, 2009– )   · · · postdoc with R. Dunn
         └── Petra Horn

ALUMNI BY DECADE
Advisor codes: ML = Maria Lenz; JF = Jonas Falk.

* Susan Okafor — M.S. 1988 (ML)
    Now: Senior Engineer, Dow Chemical, Midland
* Greta Rijn — Ph.D. 2021 (JF, co-advised by ML)
    Now: Research Scientist, Genentech
"""


def test_a_drawn_family_tree_and_advisor_codes(tmp_path):
    from labgraph.extract import extract_document
    from labgraph.ingest import read
    (tmp_path / "lineage.txt").write_text(LINEAGE, encoding="utf-8")
    found = extract_document(read(tmp_path / "lineage.txt")).claims
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Hilde Sauer", "Otto Brenner", "PhD"), ("Otto Brenner", "Maria Lenz", "PhD"),
            ("Maria Lenz", "Jonas Falk", "PhD"),              # (deeper than its sibling: indentation kept)
            ("Otto Brenner", "Petra Horn", "PhD"), ("E. K. Wahl", "Maria Lenz", "Postdoc"),
            ("Maria Lenz", "Susan Okafor", "Master"), ("Jonas Falk", "Greta Rijn", "PhD"),
            ("Maria Lenz", "Greta Rijn", "PhD")} <= advised
    assert not any(a == "OWNER" for a, _, _ in advised)
    assert not any(b in ("Dow Chemical", "Senior Engineer") for _, b, _ in advised)     # "Now:" is no list of names
    assert not any(c.institution in ("ML", "JF") for c in found if isinstance(c, Education))


def test_student_lists_with_level_sublabels_wrapped_entries_and_comma_degrees():
    from labgraph.model import Position
    found = claims_of("""
    Ada Lind
    Professor of Statistics, University of Eastfield

    STUDENTS

    Current students
      PhD (Department of Statistics unless noted)
        • Priya Raman (since 2020)
        • Jonas Weber (since Fall 2021)
      MS
        • Liam Cole (expected 2025)

    Former students (with first position)
        • Dmitri Volkov, PhD 2015 — Assistant Professor, Texas A&M University
        • Sid Rao, PhD 2019 — Postdoctoral Fellow, Harvard T.H. Chan School of
          Public Health
    """, path="home.txt")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level", "end")
    assert {("OWNER", "Priya Raman", "PhD", None), ("OWNER", "Jonas Weber", "PhD", None),
            ("OWNER", "Liam Cole", "Master", None), ("OWNER", "Dmitri Volkov", "PhD", 2015),
            ("OWNER", "Sid Rao", "PhD", 2019)} <= advised
    assert not any(b == "Public Health" for _, b, _, _ in advised)      # a wrapped line, not a student
    jobs = pairs([c for c in found if isinstance(c, Position)], "person", "title", "org")
    assert ("Dmitri Volkov", "Assistant Professor", "Texas A&M University") in jobs


def test_a_cards_role_line_with_a_note_is_no_level_sub_heading():
    found = claims_of("""
    Members

    Rosa Vidal

    MSc student (Magíster en Ecología)

    Rosa, co-advised with Dr. Tomás Rivera, measures desiccation in ants.

    Lauren Kowal

    PhD Candidate (co-advised with Daniel Whit)
    """, path="people.txt")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("Tomás Rivera", "Rosa Vidal"), ("Daniel Whit", "Lauren Kowal")} <= advised


PORTAL = """Ingrid Solvang, Dr

Person: Academic

Senior Lecturer in Marine Ecology

  • Benthic Ecology Group › School of Marine Science › Northfield University

Research output

  • Article Seagrass loss and carbon burial in northern fjords
      Solvang, I., Berg, T. J. & Moreau, A., Sept 2024, In: Marine Ecology Progress Series. 720, p. 1-15.
      Research output: Contribution to journal › Article › peer-review
  • Software KelpSim: a kelp forest growth model
      Solvang, I. & Berg, T. J., 2021. https://github.com/kelpsim/kelpsim
      Research output: Non-textual form › Software

Student theses

  • Grazing pressure on kelp forests in warming seas
      Tomas J. Berg (Author), Solvang, I. (Supervisor) & Moreau, A. (Supervisor), 2023
      Student thesis: Doctoral Thesis › Doctor of Philosophy

Prizes

  • Best Student Talk, Nordic Marine Science Meeting
      Berg, T. J. (Recipient), 14 Jun 2022
      Prize: Prize (including medals and awards)
"""


def test_a_research_portals_outputs_theses_and_prizes():
    from labgraph.model import Award, PersonClaim, Software
    found = claims_of(PORTAL, path="portal.txt")
    assert [c.name for c in found if isinstance(c, PersonClaim) and c.is_owner] == ["Ingrid Solvang"]
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors", "year")
    assert ("Seagrass loss and carbon burial in northern fjords", ("Solvang I.", "Berg T.J.", "Moreau A."), 2024) \
        in works                                            # (no "Article" before the title)
    assert ("Grazing pressure on kelp forests in warming seas", ("Tomas J. Berg",), 2023) in works
    assert ("KelpSim", "https://github.com/kelpsim/kelpsim") in pairs(
        [c for c in found if isinstance(c, Software)], "name", "repository")
    assert {("OWNER", "Tomas J. Berg", "PhD"), ("Moreau A.", "Tomas J. Berg", "PhD")} <= pairs(
        [c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert ("Tomas J. Berg", "PhD", "Northfield University") in pairs(
        [c for c in found if isinstance(c, Education)], "person", "degree", "institution")
    assert ("Berg T.J.", "Best Student Talk, Nordic Marine Science Meeting", 2022) in pairs(
        [c for c in found if isinstance(c, Award)], "person", "name", "year")
    units = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("OWNER", "Benthic Ecology Group"), ("OWNER", "School of Marine Science"),
            ("OWNER", "Northfield University")} <= units      # a portal's units, from the inside out


LEHRSTUHL = """
Team – Lehrstuhl für Messtechnik (LMT) – TU Nordstadt

Team

Lehrstuhl für Messtechnik (LMT) · Chair of Measurement
Fakultät für Physik, Technische Universität Nordstadt, Hafenstraße 16, 44227 Nordstadt

Lehrstuhlinhaberin / Head of Chair

Prof. Dr.-Ing. Greta Falkenberg

Kurzvita

  • 2004–2009 Promotion (Dr.-Ing.) an der Technischen Universität München bei Prof. Dr.-Ing. Hans Liebig
  • seit 2015 Universitätsprofessorin an der TU Nordstadt

Doktorand/innen / Doctoral Researchers

  • Tobias Kranz, M.Sc. – seit 2019 – Thema: Laufzeitüberwachung von Sensorfusion
  • Johanna Linde, M.Sc. – seit 01.03.2020 – Selbstkalibrierung von MEMS-Sensoren

Studentische Hilfskräfte: derzeit vier SHKs im Labor.
"""


def test_a_german_chairs_team_page():
    from labgraph.model import PersonClaim
    found = claims_of(LEHRSTUHL, path="team.txt")
    assert [c.name for c in found if isinstance(c, PersonClaim) and c.is_owner] == ["Greta Falkenberg"]
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level", "start")
    assert {("Hans Liebig", "OWNER", "PhD", 2004), ("OWNER", "Tobias Kranz", "PhD", 2019),
            ("OWNER", "Johanna Linde", "PhD", 2020)} <= advised
    assert not any(b.startswith(("Laufzeit", "Studentische")) for _, b, _, _ in advised)
    assert ("OWNER", "PhD", "Technischen Universität München") in pairs(
        [c for c in found if isinstance(c, Education)], "person", "degree", "institution")
    works = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("OWNER", "Technische Universität Nordstadt"), ("Tobias Kranz", "Technische Universität Nordstadt")} <= works


BIOSKETCH = """BIOGRAPHICAL SKETCH

NAME: Lind, Ada

EDUCATION/TRAINING

INSTITUTION AND LOCATION        | DEGREE        | Completion Date | FIELD OF STUDY
                                | (if applicable)   | MM/YYYY        |
--------------------------------+-------------------+-----------------+------------------
University of Leeds, Leeds, UK   | BS        | 05/2006        | Biology
Northfield University School of Medicine, | PhD        | 08/2012        | Pharmacology
  Boston, MA        |        |        |
Eastfield Institute, Lund, SE        | Postdoctoral Fellow      | 06/2017        | Neuroscience

C. Contributions to Science

1. Receptor trafficking in vivo. During my graduate training I showed that receptors move.
   a. Lind A, Roe J. Receptor trafficking in behaving mice. Neuron. 2015;88(2):345-359.
   b. Roe J, Lind A, Park SJ. Fiber photometry of receptor trafficking: a practical guide. J Neurosci
      Methods. 2017;289:48-61.
"""


def test_a_biosketchs_education_table_and_lettered_citations(tmp_path):
    from labgraph.extract import extract_document
    from labgraph.ingest import read
    from labgraph.model import Position
    (tmp_path / "bio.txt").write_text(BIOSKETCH, encoding="utf-8")
    found = extract_document(read(tmp_path / "bio.txt")).claims
    degrees = pairs([c for c in found if isinstance(c, Education)], "degree", "institution", "field", "end")
    assert {("BSc", "University of Leeds", "Biology", 2006),
            ("PhD", "Northfield University School of Medicine", "Pharmacology", 2012)} <= degrees
    assert not any(d[1].startswith("Eastfield") for d in degrees)        # a postdoc is a post, not a degree
    assert ("OWNER", "Eastfield Institute", 2017) in pairs([c for c in found if isinstance(c, Position)],
                                                          "person", "org", "end")
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "year")
    assert {("Receptor trafficking in behaving mice", 2015),
            ("Fiber photometry of receptor trafficking: a practical guide", 2017)} <= works
    assert not any(t.startswith("Receptor trafficking in vivo") for t, _ in works)   # a paragraph, not a work


PLACEMENTS = """
Department of Economics, University of Eastfield

PhD Graduates and Placements

2024
----
Hana Kovač
    Dissertation: "Essays on Informal Credit"
    Advisors: Ruth Okafor and Kenji Mori
    First placement: Assistant Professor, Grinnell College

Marcus Delgado (ABD)
    Left the program in 2023 to join a bank.

2023
----
Kwabena Mensah
    Dissertation: "Mobile Money and Firm Growth"
    Advisor: Ahmed Salem [Department of Finance]
    First placement: Economist, The World Bank
"""


def test_a_departments_graduates_with_their_own_advisors():
    found = claims_of(PLACEMENTS, path="placements.txt")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("Ruth Okafor", "Hana Kovač"), ("Kenji Mori", "Hana Kovač"), ("Ahmed Salem", "Kwabena Mensah")} <= advised
    assert not any(b in ("Ahmed Salem", "Assistant Professor", "Economist") for _, b in advised)
    assert not any(a == "OWNER" and b in ("Hana Kovač", "Kwabena Mensah") for a, b in advised)
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "institution")
    assert {("Hana Kovač", "University of Eastfield"), ("Kwabena Mensah", "University of Eastfield")} <= degrees
    assert not any(p == "Marcus Delgado" for p, _ in degrees)      # (ABD): no degree


def test_a_spanish_faculty_profile():
    from labgraph.model import Position
    found = claims_of("""
    Dra. Elena Vidal Ortega

    Profesora Titular de Universidad
    Departamento de Física, Universidad de Granada

    Trayectoria profesional

    2019 – actualidad | Profesora Titular de Universidad, Universidad de Granada
    2015 – 2019 | Profesora Contratada Doctora, Universidad de Granada

    Dirección de tesis doctorales

      • Javier Morales Cañete (2019). Sensores capacitivos impresos. Codirigida con Dr. Andrés Roldán Quesada.

    Publicaciones recientes

      • Morales Cañete J., Vidal Ortega E. (2019). Biodegradable capacitive soil-moisture sensors. Sensors, 296, 126650.
    """, path="ficha.txt")
    jobs = pairs([c for c in found if isinstance(c, Position)], "person", "org", "start")
    assert ("OWNER", "Universidad de Granada", 2019) in jobs
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("OWNER", "Javier Morales Cañete"), ("Andrés Roldán Quesada", "Javier Morales Cañete")} <= advised
    assert ("Biodegradable capacitive soil-moisture sensors", 2019) in pairs(
        [c for c in found if isinstance(c, Publication)], "title", "year")


def test_superscript_notes_are_read_where_their_marks_stand():
    found = claims_of("""
    # Tide Lab

    The Tide Lab is led by Ingrid Berg (Associate Professor).

    ## Team

    - Hanna Kõiv - PhD student
    - Oluf Dahl - PhD student ²
    - Jonas Brekke - MSc student ³
    - Tomás Ruiz - Postdoc (MSCA fellow)

    ² co-supervised by Prof. Maarten Linde (Geophysical Institute)
    ³ co-supervised by Tomás Ruiz
    """, path="team.md")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Maarten Linde", "Oluf Dahl", "PhD"), ("Tomás Ruiz", "Jonas Brekke", "Master"),
            ("OWNER", "Tomás Ruiz", "Postdoc")} <= advised      # ("MSCA" is no master's)
    assert not any(b == "OWNER" for _, b, _ in advised)
