"""Session-35 rules: what the probes of rounds 90 and 91 showed."""
from dataclasses import replace

from labgraph.extract import _labelled_leader, _tidy_org, extract_document
from labgraph.extract.patterns import looks_like_org
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, Education, Evidence, Position, Publication, Supervision
from labgraph.sections import is_bullet, split_sections

from .helpers import written as _write


def _claims(tmp_path, text, kind, name="page.txt"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


_TREE = """ACADEMIC GENEALOGY of the Lindahl group (doctoral descent)

Legend: + master's student only; (c) co-supervised

Maren Lindahl  [PhD 1971, Lund University]
|
|-- Okonkwo Chidera Ibe  [PhD 1984, Lund University]  {now: University of Lagos}
|   `-- Teodor Vasquez-Holm +  [MSc 2001, Univ. of Lagos]
|
`-- Sanna Rautio (c)  [PhD 1990, Uppsala University]  (now at Aalto University)
"""


def test_a_trees_nodes_carry_their_degree_and_where_their_people_are_now(tmp_path):
    edu = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, _TREE, Education)}
    assert ("Okonkwo Chidera Ibe", "PhD", "Lund University", 1984) in edu
    assert ("Sanna Rautio", "PhD", "Uppsala University", 1990) in edu
    assert ("Teodor Vasquez-Holm", "MSc", "Univ. of Lagos", 2001) in edu
    now = {(a.person, a.org) for a in _claims(tmp_path, _TREE, Affiliation)}
    assert ("Okonkwo Chidera Ibe", "University of Lagos") in now
    assert ("Sanna Rautio", "Aalto University") in now
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _TREE, Supervision)}
    # a node marked "+" is still its advisor's student, at the level of the degree it names
    assert ("Okonkwo Chidera Ibe", "Teodor Vasquez-Holm", "Master") in sups
    assert ("Maren Lindahl", "Sanna Rautio", "PhD") in sups


_FORM_CV = """CURRÍCULUM VITAE NORMALIZADO
Rodrigo Etxeberria Salazar

Situación profesional actual
Entidad empleadora: Universidad de Oviedo        Tipo de entidad: Universidad
Departamento: Departamento de Química Física
Categoría profesional: Profesor Titular de Universidad
Fecha de inicio: 01/02/2020

Cargos y actividades desempeñados con anterioridad
1 Entidad empleadora: Estación Experimental del Zaidín (EEZ-CSIC)
  Categoría profesional: Investigador Ramón y Cajal
  Fecha de inicio: 01/09/2014              Duración: 5 años - 5 meses
2 Entidad empleadora: University of Bristol
  Categoría profesional: Postdoctoral Research Associate
  Fecha de inicio: 01/10/2010
  Investigador/a responsable: Harriet O. Blackwood

Formación académica recibida
1 Titulación universitaria: Máster
  Nombre del título: Máster en Química Teórica y Modelización
  Computacional
  Entidad de titulación: Universidad de Oviedo        Tipo de entidad: Universidad
  Fecha de titulación: 30/06/2006
  Programa de doctorado: Doctorado en Química
  Entidad de titulación: Universidad de Oviedo
  Fecha de titulación: 15/07/2010
  Director/a de tesis: Begoña Uriarte Lasa

Dirección de tesis doctorales y/o trabajos fin de estudios
1 Título del trabajo: Dinámica de protones en enzimas de plantas
  Tipo de proyecto: Tesis Doctoral
  Codirector/a tesis: Irene Castaño Pérez
  Entidad de realización: Universidad de Oviedo
  Alumno/a: Mateo Quiroga Lindqvist
  Fecha de defensa: 12/07/2023
2 Título del trabajo: Espectros vibracionales de clusters de agua
  Tipo de proyecto: Trabajo fin de máster
  Entidad de realización: Universidad de Oviedo
  Alumno/a: Noa Fernández Iriarte
  Fecha de defensa: 20/09/2021

Premios, menciones y distinciones
  Descripción: Premio de Investigación de la Real Sociedad Española de
  Química
  Entidad concesionaria: Real Sociedad Española de Química
  Fecha de concesión: 06/2019
"""


def test_a_form_cvs_labelled_entries_are_its_owners_posts_degrees_students_and_prizes(tmp_path):
    posts = {(p.title, p.org, p.start) for p in _claims(tmp_path, _FORM_CV, Position)}
    assert ("Profesor Titular de Universidad", "Universidad de Oviedo", 2020) in posts
    assert ("Investigador Ramón y Cajal", "Estación Experimental del Zaidín (EEZ-CSIC)", 2014) in posts
    assert ("Postdoctoral Research Associate", "University of Bristol", 2010) in posts
    edu = {(e.degree, e.institution, e.end) for e in _claims(tmp_path, _FORM_CV, Education) if e.person == OWNER}
    assert ("Máster", "Universidad de Oviedo", 2006) in edu
    assert ("PhD", "Universidad de Oviedo", 2010) in edu
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _FORM_CV, Supervision)}
    assert {("Begoña Uriarte Lasa", OWNER, "PhD"), ("Harriet O. Blackwood", OWNER, "Postdoc"),
            (OWNER, "Mateo Quiroga Lindqvist", "PhD"), ("Irene Castaño Pérez", "Mateo Quiroga Lindqvist", "PhD"),
            (OWNER, "Noa Fernández Iriarte", "Master")} <= sups
    awards = {(a.name, a.year) for a in _claims(tmp_path, _FORM_CV, Award)}
    assert ("Premio de Investigación de la Real Sociedad Española de Química", 2019) in awards
    # a field's name is no one's place of study ("Entidad de titulación: ...")
    assert not any("Entidad" in e.institution for e in _claims(tmp_path, _FORM_CV, Education))


def test_a_form_entry_needs_what_makes_it_one(tmp_path):
    text = """Jana Kowal

Contact
Position: see below
Email: jana@example.org
Start date: 01/01/2020
"""
    assert not _claims(tmp_path, text, Position)


def test_a_numbered_reference_of_semicolon_separated_authors_without_a_full_stop_after_its_number(tmp_path):
    text = """Rodrigo Etxeberria Salazar

Publicaciones

1 Mateo Quiroga Lindqvist; Rodrigo Etxeberria Salazar; Irene Castaño Pérez.
  Proton transfer dynamics in plant peroxidases.
  Journal of Chemical Physics. 158 - 4, pp. 1 - 12. 2023.
2 Noa Fernández Iriarte; R. Etxeberria.
  Vibrational spectra of small water clusters revisited.
  Chemical Physics Letters. 780, pp. 138 - 144. 2021.
"""
    pubs = {p.title: p.authors for p in _claims(tmp_path, text, Publication)}
    assert pubs.get("Proton transfer dynamics in plant peroxidases") == (
        "Mateo Quiroga Lindqvist", "Rodrigo Etxeberria Salazar", "Irene Castaño Pérez")
    assert "Vibrational spectra of small water clusters revisited" in pubs
    # a card's "51 Pegasi b Fellow" is no numbered item
    assert not is_bullet("51 Pegasi b Fellow · since 2023")


def test_a_unit_named_after_its_university_or_town_is_the_unit():
    claim = Affiliation(Evidence("t", 1, ""), "Ana Roe", "Stanford’s Hopkins Marine Station")
    assert _tidy_org(claim).org == "Hopkins Marine Station"
    for own in ("King's College London", "Huawei Noah's Ark Lab", "Queen's University Belfast"):
        assert _tidy_org(replace(claim, org=own)).org == own
    assert looks_like_org("Estación Biológica de Doñana") and looks_like_org("Kyoto Univ.")


def test_a_french_jury_tables_member_column_names_the_people_of_each_establishment(tmp_path):
    text = """Thèse soutenue

Jury

Membre | Qualité | Établissement | Rôle
Élisabeth Moreau-Vidal | Professeure des universités | Sorbonne Université | Présidente du jury
Hendrik van der Berg | Full Professor | Delft University of Technology | Rapporteur
"""
    pairs = {(a.person, a.org) for a in _claims(tmp_path, text, Affiliation, "jury.md")}
    assert ("Élisabeth Moreau-Vidal", "Sorbonne Université") in pairs
    assert ("Hendrik van der Berg", "Delft University of Technology") in pairs


def test_a_thesis_records_labelled_lines_name_its_author_directors_and_degree(tmp_path):
    text = """Thèse soutenue

Apprentissage de représentations pour la prévision des crues

  • Auteur / Autrice: Maëlle Kerbrat-Nguyen
  • Direction: Jean-Baptiste Le Guennec (Directeur de thèse) Ana Lucía Ferreira dos Santos (Codirectrice de thèse)
  • Type: Thèse de doctorat
  • Discipline(s): Sciences de la Terre et de l'Eau
  • Date: Soutenance le 14/12/2023
  • Établissement(s): Université de Montpellier (2022-....)
"""
    sups = {(s.advisor, s.advisee, s.level, s.role) for s in _claims(tmp_path, text, Supervision, "these.md")}
    assert sups == {("Jean-Baptiste Le Guennec", "Maëlle Kerbrat-Nguyen", "PhD", None),
                    ("Ana Lucía Ferreira dos Santos", "Maëlle Kerbrat-Nguyen", "PhD", "co-supervisor")}
    edu = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, text, Education, "these.md")}
    assert ("Maëlle Kerbrat-Nguyen", "PhD", "Université de Montpellier", 2023) in edu


_HANDBOOK = """# Graduate Handbook

Department of Geography, University of Otago

## Advising

### Faculty taking students

#### Mere Tautahi -- Professor
*Coastal geomorphology*

Current advisees:

- PhD
  - 2021: Liam O'Connell-Hart
  - 2023: Sakura Ibe
- MS
  - 2024: Tane Whitcombe

#### Jonas Falkenrath -- Associate Professor
*Glaciology*

Current advisees:

- PhD
  - 2022: Priya Mukherjee
- MS
  - 2023: Ana Lúcia Prates
"""


def test_a_handbooks_faculty_headings_own_the_advisees_listed_under_each_level(tmp_path):
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _HANDBOOK, Supervision, "handbook.md")}
    assert {("Mere Tautahi", "Liam O'Connell-Hart", "PhD"), ("Mere Tautahi", "Sakura Ibe", "PhD"),
            ("Mere Tautahi", "Tane Whitcombe", "Master"), ("Jonas Falkenrath", "Priya Mukherjee", "PhD"),
            ("Jonas Falkenrath", "Ana Lúcia Prates", "Master")} <= sups
    assert not any(s.advisor == "Mere Tautahi" and s.advisee in ("Priya Mukherjee", "Ana Lúcia Prates") for s in
                   _claims(tmp_path, _HANDBOOK, Supervision, "handbook.md"))


def test_a_fixed_width_directorys_columns_read_as_a_table(tmp_path):
    text = """Department of Physics - Staff and Student Directory
NAME                       ROOM      CAT   SUPERVISOR
-------------------------- --------- ----- ----------------------
GROUP: Quantum Optics (QO)          Floor 2

Halloran, Brigid M.        P 2.011   PROF
Oyelaran, Tunde            P 2.020   PGR   Halloran B
Schäfer-Lund, Anke         P 2.021   PGR   Halloran B / Oyelaran T
"""
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, text, Supervision, "directory.txt")}
    # (the supervisor column's "Halloran B" is the directory's Brigid M. Halloran once resolved)
    assert {("Halloran B", "Tunde Oyelaran"), ("Halloran B", "Anke Schäfer-Lund"),
            ("Tunde Oyelaran", "Anke Schäfer-Lund")} <= sups
    assert not any("Optics" in advisee for _, advisee in sups)     # a group's heading is no one's student


def test_a_dissertation_databases_record_names_its_author_over_the_labelled_fields(tmp_path):
    text = """Saved records
____________________________________________________________

Document 1 of 2

Sediment Transport in Braided Rivers under Glacial Retreat

Haugland, Sigrid E.
University of Oslo. ProQuest Dissertations Publishing, 2020.

Subject: Geomorphology; Hydrology
Degree date: 2020
Advisor: Brennan, Aoife; van Dijk, Maarten
Committee member: Lindholm, Per
University/institution: University of Oslo
Degree: Ph.D.
____________________________________________________________

Document 2 of 2

Ice Lens Growth in Silty Soils

Tanaka, Ren.
Montana State University. ProQuest Dissertations Publishing, 2022.

Degree date: 2022
Advisor: Okoro, Chidi
University/institution: Montana State University
Degree: M.S.
"""
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, text, Supervision, "records.txt")}
    assert {("Aoife Brennan", "Sigrid E. Haugland", "PhD"), ("Maarten van Dijk", "Sigrid E. Haugland", "PhD"),
            ("Chidi Okoro", "Ren Tanaka", "Master")} <= sups
    assert not any(s.advisor == "Per Lindholm" for s in _claims(tmp_path, text, Supervision, "records.txt"))
    edu = {(e.person, e.institution, e.end) for e in _claims(tmp_path, text, Education, "records.txt")}
    assert {("Sigrid E. Haugland", "University of Oslo", 2020), ("Ren Tanaka", "Montana State University", 2022)} <= edu


def test_a_table_of_pairs_gives_each_name_its_own_institution_and_stage(tmp_path):
    text = """# Mentoring programme: this year's pairs

| Mentee | Institution | Career stage | Mentor | Mentor's institution |
|---|---|---|---|---|
| Amara Nwosu-Bright | Imperial College London | PhD candidate (3rd year) | Prof. Henrik Sørensen | Technical University of Denmark |
| Hana Kobayashi | Kyoto University | Assistant Professor | Dr. Olusegun Adebayo | CSIRO |
"""
    pairs = {(a.person, a.org) for a in _claims(tmp_path, text, Affiliation, "pairs.md")}
    assert {("Amara Nwosu-Bright", "Imperial College London"), ("Henrik Sørensen", "Technical University of Denmark"),
            ("Hana Kobayashi", "Kyoto University"), ("Olusegun Adebayo", "CSIRO")} <= pairs
    assert ("Henrik Sørensen", "Imperial College London") not in pairs
    edu = {(e.person, e.degree, e.institution) for e in _claims(tmp_path, text, Education, "pairs.md")}
    assert ("Amara Nwosu-Bright", "PhD", "Imperial College London") in edu
    posts = {(p.person, p.title, p.org) for p in _claims(tmp_path, text, Position, "pairs.md")}
    assert ("Hana Kobayashi", "Assistant Professor", "Kyoto University") in posts
    assert not any(p.person == "Amara Nwosu-Bright" for p in _claims(tmp_path, text, Position, "pairs.md"))


def test_an_interns_tables_hosts_supervised_them_and_papers_with_interns_are_papers(tmp_path):
    text = """# Our team

Lumenfold Research is the systems research group of Lumenfold AG.

## Recent papers with interns

- Spillway: Elastic KV-Cache Offloading for Long-Context LLM Serving. L. Fontaine-Marchal, R. Mehta-Iyer. MLSys 2024.

## Past research interns

| Intern | University (program) | Year | Host(s) |
|---|---|---|---|
| Léa Fontaine-Marchal | EPFL (PhD) | 2023 | Ingrid Solberg-Amato |
| Hyun-woo Baek | KAIST (MS) | 2022 | Mei-Ling Chuang, Joaquín de la Vega Ruiz |
"""
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, text, Supervision, "team.md")}
    assert {("Ingrid Solberg-Amato", "Léa Fontaine-Marchal", "Intern"), ("Mei-Ling Chuang", "Hyun-woo Baek", "Intern"),
            ("Joaquín de la Vega Ruiz", "Hyun-woo Baek", "Intern")} <= sups
    titles = {p.title for p in _claims(tmp_path, text, Publication, "team.md")}
    assert "Spillway: Elastic KV-Cache Offloading for Long-Context LLM Serving" in titles


def test_a_visitors_tables_host_is_no_supervisor(tmp_path):
    text = """# Visiting scholars

| Visitor | Home institution | Visit | Host |
|---|---|---|---|
| Dr. Akosua Mensah | University of Ghana | 2024 | Prof. Ruth Abernathy |
| Dr. Bo Lindqvist | Lund University | 2023 | Prof. Ruth Abernathy |
"""
    assert not any(s.advisor == "Ruth Abernathy" for s in _claims(tmp_path, text, Supervision, "visitors.md"))


_ORGANIGRAM = """Organisation – Institute for Marine Informatics – University of Bergen

Organisation

  • Department of Ocean Data
    • Coastal Sensing
      • Group leader: Solveig Brekke, Professor
      • Deputy: Ana Lúcia Ferreira, Associate Professor
      • Priya Raghunathan – Postdoc
      • Jonas Vestergaard – PhD fellow
    • Deep-Sea Acoustics
      • Group leader: Yuxin Chen, Assistant Professor
      • Kasper Holm – Research Software Engineer
"""


def test_an_organisation_charts_nested_units_have_their_leaders_deputies_and_members(tmp_path):
    claims = extract_document(read(_write(tmp_path, "organisation.txt", _ORGANIGRAM))).claims
    owner = next((c.name for c in claims if type(c).__name__ == "PersonClaim" and c.is_owner), None)
    who = lambda n: OWNER if n == owner else n      # (the first leader may be read as the page's owner)
    posts = {(p.person, p.title, p.org) for p in claims if isinstance(p, Position)}
    assert {(who("Solveig Brekke"), "Group leader", "Coastal Sensing"),
            ("Ana Lúcia Ferreira", "Associate Professor", "Coastal Sensing"),
            ("Kasper Holm", "Research Software Engineer", "Deep-Sea Acoustics")} <= posts
    members = {(a.person, a.org) for a in claims if isinstance(a, Affiliation)}
    assert {("Priya Raghunathan", "Coastal Sensing"), ("Priya Raghunathan", "University of Bergen"),
            ("Kasper Holm", "Deep-Sea Acoustics")} <= members
    sups = {(s.advisor, s.advisee, s.level) for s in claims if isinstance(s, Supervision)}
    assert (who("Solveig Brekke"), "Jonas Vestergaard", "PhD") in sups


_WIKI = """# Van der Merwe Lab — Ultrafast Quantum Materials

Welcome to the group wiki!

> We are part of the Department of Quantum Nanoscience at Delft University of Technology (TU Delft).
> PI: Prof. dr. Annelies van der Merwe (a.vandermerwe@tudelft.nl)

## Current members

| Name | Role | Since |
|------|------|-------|
| Jun-seo Park | PhD candidate | 2020 |
| Freya Lindqvist | MSc student | 2024 |
"""


def test_a_lab_pages_pi_label_names_its_leader_and_a_particle_in_the_labs_name_keeps_it_one(tmp_path):
    doc = extract_document(read(_write(tmp_path, "wiki.md", _WIKI)))
    assert doc.owner_name == "Annelies van der Merwe"
    sups = {(s.advisor, s.advisee, s.level) for s in doc.claims if isinstance(s, Supervision)}
    assert {(OWNER, "Jun-seo Park", "PhD"), (OWNER, "Freya Lindqvist", "Master")} <= sups
    mine = {a.org for a in doc.claims if isinstance(a, Affiliation) and a.person == OWNER}
    assert {"Van der Merwe Lab", "Department of Quantum Nanoscience", "Delft University of Technology"} <= mine
    assert "TU Delft" not in mine       # its short name, no organisation of its own
    # two labelled leaders: the label says neither is the lab's one leader
    two = _WIKI.replace("> PI:", "> Group leader: Dr. Kees Hoogendoorn\n> PI:")
    assert _labelled_leader(read(_write(tmp_path, "two.md", two))) is None
    assert _labelled_leader(read(_write(tmp_path, "one.md", _WIKI))).name == "Annelies van der Merwe"


def test_a_capitals_cvs_heading_whose_note_wraps_onto_the_next_line_still_heads_its_section(tmp_path):
    text = """CURRICULUM VITAE

MARISOL QUINTANA-REYES
Professor of Chemistry, University of Utah

EDUCATION

Ph.D., Chemistry, Caltech, 2009

RESEARCH SUPERVISION

  Ana Ruiz               2019 - present  Ph.D. student


PUBLICATIONS    (* corresponding author; students from my group underlined in
                 original)

 1.  Ruiz, A.; Quintana-Reyes, M.* Electroreductive Cross-Coupling of Aziridines with Aryl
     Halides. J. Am. Chem. Soc. 2024, 146, 8812-8820.
"""
    doc = read(_write(tmp_path, "cv.txt", text))
    assert [s.kind for s in split_sections(doc)][-1] == "publications"
    titles = {p.title for p in extract_document(doc).claims if isinstance(p, Publication)}
    assert "Electroreductive Cross-Coupling of Aziridines with Aryl Halides" in titles


_BIB = r"""@InProceedings{MamaniQuispe2023,
  author    = {Mamani Quispe, Rosa and Pe{\~n}a-H{\"o}glund, Joaqu{\'\i}n},
  title     = {Low-Resource Morphological Segmentation with Cross-Lingual Priors},
  booktitle = {Proceedings of ACL 2023},
  year      = {2023},
  note      = {Best Short Paper Award},
}

@InProceedings{Dvorak2021morphkit,
  author    = {Dvo{\v{r}}{\'a}k, Tom{\'a}{\v{s}} and Pe{\~n}a-H{\"o}glund, Joaqu{\'\i}n},
  title     = {{MorphKit}: An Open-Source Toolkit for Multilingual Morphological Analysis},
  booktitle = {Proceedings of EACL 2021: System Demonstrations},
  year      = {2021},
  url       = {https://github.com/morphkit/morphkit},
}

@Article{Plain2020,
  author  = {Pe{\~n}a-H{\"o}glund, Joaqu{\'\i}n},
  title   = {Vowel Harmony: A Survey},
  journal = {Linguistics},
  year    = {2020},
  url     = {https://doi.org/10.1000/xyz},
}
"""


def test_a_bibtex_entrys_note_of_a_paper_prize_and_a_papers_own_repository(tmp_path):
    from labgraph.pipeline import extract_file
    claims = extract_file(str(_write(tmp_path, "pubs.bib", _BIB))).claims
    awards = {(a.person, a.name, a.year) for a in claims if isinstance(a, Award)}
    assert awards == {("Rosa Mamani Quispe", "Best Short Paper Award", 2023),
                      ("Joaquín Peña-Höglund", "Best Short Paper Award", 2023)}
    tools = [s for s in claims if type(s).__name__ == "Software"]
    assert [(s.name, s.repository, s.developers) for s in tools] == [
        ("MorphKit", "https://github.com/morphkit/morphkit", ("Tomáš Dvořák", "Joaquín Peña-Höglund"))]


def test_an_economists_working_paper_with_coauthors_and_no_year_yet_is_a_paper(tmp_path):
    text = """Leila Haddad-Moreau

Working Papers

  • Informal Lenders and Monetary Transmission in Emerging Markets (with Rahul V. Subramanian and Jonas Berg)
      Revise & Resubmit, Journal of Development Economics
  • Deposit Franchises and Climate Risk (with Charlotte van den Berg)

Publications

  • Outage Analysis of Cell-Free Massive MIMO with Imperfect Fronthaul
"""
    pubs = {p.title: (p.authors, p.year, p.venue) for p in _claims(tmp_path, text, Publication, "home.txt")}
    assert pubs.get("Deposit Franchises and Climate Risk") == ((OWNER, "Charlotte van den Berg"), None, None)
    assert pubs.get("Informal Lenders and Monetary Transmission in Emerging Markets") == (
        (OWNER, "Rahul V. Subramanian", "Jonas Berg"), None, None)
    assert not any("Imperfect Fronthaul" in a for authors, _, _ in pubs.values() for a in authors)


def test_a_cvs_students_each_after_the_years_they_were_supervised(tmp_path):
    text = """Catalina Restrepo, MD

TRAINEES SUPERVISED

  2021-present  Sun-Hee Kwon, PhD student, IHPME (primary supervisor)
  2019-2021     Zainab Al-Rashidi, MSc student, IHPME
  2016-2018     Olumide J. Nwosu, MD -- postdoctoral research fellow
"""
    sups = {(s.advisee, s.level, s.start, s.end) for s in _claims(tmp_path, text, Supervision, "cv.txt")
            if s.advisor == OWNER}
    assert {("Sun-Hee Kwon", "PhD", 2021, None), ("Zainab Al-Rashidi", "Master", 2019, 2021),
            ("Olumide J. Nwosu", "Postdoc", 2016, 2018)} <= sups


def test_a_german_institutions_name_keeps_its_zu_and_its_compound_word():
    from labgraph.extract.patterns import org_at
    assert org_at("the Wissenschaftskolleg zu Berlin.") == "Wissenschaftskolleg zu Berlin"
    assert org_at("Universität zu Köln, Germany") == "Universität zu Köln"
    assert looks_like_org("Wissenschaftskolleg zu Berlin") and looks_like_org("Hochschule für Musik und Tanz Köln")


def test_a_homepages_news_of_an_award_the_owner_got_or_is_honoured_to_receive(tmp_path):
    text = """Ayşe Karadeniz

Assistant Professor of Computer Sciences, University of Wisconsin–Madison

News

Sep 2024 | Honored to receive an NSF CAREER Award for our work on self-verifying replication.
Oct 2023 | Got a Google Research Scholar Award (2023). Thanks Google!
Jan 2023 | Got a new espresso machine for the lab.
"""
    awards = {a.name for a in _claims(tmp_path, text, Award, "home.txt") if a.person == OWNER}
    assert {"NSF CAREER Award", "Google Research Scholar Award"} <= awards
    assert not any("espresso" in a for a in awards)
