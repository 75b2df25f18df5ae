"""Session-18 rules: a department's staff page of cards (a titled name, a rank, labelled lines, then each card's own
"Selected publications:"), and what such a card says."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, Award, Position, Publication, Software
from labgraph.names import looks_like_name
from labgraph.sections import split_sections


def extracted(tmp_path, text, name="doc.txt"):
    """The extraction of a text read as a file of that name."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


STAFF = """\
Academic Staff | Department of Marine Geology | Lindqvist University

Department of Marine Geology – Academic Staff

Prof. Ingrid Solveig Haraldsen

Professor & Head of Department
Qualifications: PhD (Bergen), MSc (Tromsø)
Research interests: Sediment transport; fjord stratigraphy.

Selected publications:

  • Haraldsen, I. S., & Okafor, T. (2021). Fjord sediment budgets since the Little Ice Age. Marine Geology, 431, 106377.

Dr. Tobenna Okafor

Senior Lecturer & Postgraduate Coordinator
Qualifications: PhD (Lindqvist), MSc (Lagos)
Awards: Best Early Career Talk, Nordic Sedimentology Meeting, 2019.
He maintains fjordsed, the department's R package for grain-size statistics.

Selected publications:

  • Okafor, T., & Haraldsen, I. S. (2019). Grain-size end members of glacimarine muds. Sedimentology, 66(4), 1402–1420.

Dr. Achieng' Atieno Owino

Lecturer
Research interests: Coastal geomorphology.
"""


def test_each_card_after_a_cards_publications_starts_again(tmp_path):
    path = tmp_path / "staff.txt"
    path.write_text(STAFF, encoding="utf-8")
    cards = {"Prof. Ingrid Solveig Haraldsen", "Dr. Tobenna Okafor", "Dr. Achieng' Atieno Owino"}
    # the people after each "Selected publications:" are cards of the staff list again, not lines of references
    kinds = {ln.text: s.kind for s in split_sections(read(path)) for ln in s.lines if ln.text in cards}
    assert kinds == dict.fromkeys(cards, "students")
    claims = extracted(tmp_path, STAFF).claims
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert ("Tobenna Okafor", "Senior Lecturer & Postgraduate Coordinator", "Lindqvist University") in posts
    assert ("Achieng' Atieno Owino", "Lecturer", "Lindqvist University") in posts
    # the head of the department holds that post in the department, a rank at the university
    assert ("Ingrid Solveig Haraldsen", "Professor & Head of Department", "Department of Marine Geology") in posts
    members = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Achieng' Atieno Owino", "Department of Marine Geology") in members
    titles = {c.title for c in claims if isinstance(c, Publication)}
    assert titles == {"Fjord sediment budgets since the Little Ice Age", "Grain-size end members of glacimarine muds"}


def test_a_cards_labelled_award_is_an_honour_not_a_post(tmp_path):
    claims = extracted(tmp_path, STAFF).claims
    awards = {(c.person, c.name, c.year) for c in claims if isinstance(c, Award)}
    assert ("Tobenna Okafor", "Best Early Career Talk, Nordic Sedimentology Meeting", 2019) in awards
    assert not [c for c in claims if isinstance(c, Position) and "Nordic" in c.org]


def test_an_awards_label_in_a_paragraph_still_needs_a_named_honour(tmp_path):
    text = "About\n\nShe studies fjords. Awards: best talk at the retreat, 2019.\n"
    assert not [c for c in extracted(tmp_path, text).claims if isinstance(c, Award)]


def test_software_named_then_its_kind_of_package(tmp_path):
    claims = extracted(tmp_path, STAFF).claims
    assert {c.name for c in claims if isinstance(c, Software)} == {"fjordsed"}
    text = "About\n\nShe maintains Hanna, the lab's best-loved coffee machine.\n"
    assert not [c for c in extracted(tmp_path, text).claims if isinstance(c, Software)]


def test_a_luo_names_closing_apostrophe():
    assert looks_like_name("Achieng' Beatrice Odhiambo")
    assert not looks_like_name("Charles Jones'")
    assert not looks_like_name("Read Jones' book")


DEFENCE = """\
Soutenance de thèse : Lucie Marchetti | Université de Garonne

Avis de soutenance de thèse

Doctorante : Mme Lucie MARCHETTI
Spécialité : Géosciences

Mme Lucie Marchetti soutiendra ses travaux de thèse, réalisés sous la direction de M. Hugo Valentin-Roux et la co-direction de Mme Amina Touati, et co-encadrés par M. Paul Ferrand (BRGM), intitulés :

« Dynamique des aquifères karstiques »

Composition du jury

Nom | Qualité / Établissement | Rôle
M. Étienne de LACOSTE | Professeur des universités, Université de Lorraine | Rapporteur
Mme Greta HOLM | Professor, Uppsala University (Suède) | Rapporteure
M. Hugo VALENTIN-ROUX | Directeur de recherche CNRS, Laboratoire des Eaux Souterraines | Directeur de thèse

Publications liées à la thèse

  • L. Marchetti, A. Touati, H. Valentin-Roux, « Recharge pulses in a karst aquifer traced by radon », Journal of Hydrology 2023, 617, 128990.
"""


def test_a_french_thesis_defence_notice(tmp_path):
    claims = extracted(tmp_path, DEFENCE, "avis.html.txt").claims
    advisors = {(c.advisor, c.advisee, c.level) for c in claims if type(c).__name__ == "Supervision"}
    # the candidate labelled "Doctorante" is the page's own: "sous la direction de", "la co-direction de",
    # "co-encadrés par" name her advisors, a French "thèse" a doctoral one
    assert advisors == {(name, "\x00owner", "PhD") for name in ("Hugo Valentin-Roux", "Amina Touati", "Paul Ferrand")}
    posts = {(c.person.lower(), c.title, c.org) for c in claims if isinstance(c, Position)}
    # the jury table's rows: each member's rank and institution, a country in brackets no part of it, the research
    # body that a rank names its employer ("Directeur de recherche CNRS")
    assert ("étienne de lacoste", "Professeur des universités", "Université de Lorraine") in posts
    assert ("greta holm", "Professor", "Uppsala University") in posts
    assert ("hugo valentin-roux", "Directeur de recherche", "CNRS") in posts
    members = {(c.person.lower(), c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("hugo valentin-roux", "Laboratoire des Eaux Souterraines") in members
    works = [c for c in claims if isinstance(c, Publication)]
    assert [(w.title, w.year, w.venue) for w in works] == \
        [("Recharge pulses in a karst aquifer traced by radon", 2023, "Journal of Hydrology")]


def test_french_titles_before_a_name():
    from labgraph.names import clean_name
    assert clean_name("Mme Océane Le Guennec") == "Océane Le Guennec"
    assert clean_name("M. Paul FERRAND") == "Paul FERRAND"
    assert clean_name("M. Jean-Luc de LACOSTE") == "Jean-Luc de LACOSTE"
    assert clean_name("M. Ferrand") == "M. Ferrand"          # an initial, no title
    assert clean_name("M. J. Ferrand") == "M. J. Ferrand"
    assert clean_name("M. Dahl Ottesen") == "M. Dahl Ottesen"    # (an author list's initial and surname)


def test_headings_that_hold_a_kind_word_by_accident():
    from labgraph.sections import heading_kind
    assert heading_kind("Composition du jury") == "service"      # not "positions" for the letters it holds
    assert heading_kind("Publications liées à la thèse") == "publications"
    assert heading_kind("Publications arising from this thesis") == "publications"
    assert heading_kind("Publications we are proud of") is None
    assert heading_kind("Software engineer as working student") is None     # a job, not a list of students


EXPERT = """\
Dr Jane Roe

Supervision

Current supervision

  • Doctor Philosophy — Hyeon-Woo Baek: Root hydraulic conductance of bread wheat
      Principal Advisor
      Other advisors: Dr Benjamin Achterberg
  • Master Philosophy — Tomás Ferreira Lima: Canopy temperature from UAV imagery
      Associate Advisor

Completed supervision

  • 2021 Doctor Philosophy — Emily Zhang: Thermal imaging for heat tolerance screening
      Principal Advisor
"""


def test_a_portals_supervision_entries_led_by_their_degree(tmp_path):
    claims = extracted(tmp_path, EXPERT).claims
    got = {(c.advisor, c.advisee, c.level, c.end) for c in claims if type(c).__name__ == "Supervision"}
    # "Principal Advisor" under an entry is the owner's role in it, no heading; "Other advisors" are the student's
    assert got == {("\x00owner", "Hyeon-Woo Baek", "PhD", None), ("Benjamin Achterberg", "Hyeon-Woo Baek", "PhD", None),
                   ("\x00owner", "Tomás Ferreira Lima", "Master", None), ("\x00owner", "Emily Zhang", "PhD", 2021)}


def test_in_someones_team_at_a_level():
    from labgraph.extract.supervision import sentence_claims
    from labgraph.model import Evidence
    said = "She spent three years (2011–2014) as a Postdoctoral Fellow in Canberra, in Dr Anjali Deshpande's team."
    assert [(c.advisor, c.level) for c in sentence_claims(Evidence("x", 1, said))] == [("Anjali Deshpande", "Postdoc")]
    # working beside someone's lab is no training in it
    said = "We collaborate closely with researchers in Dr. Ana Ruiz's lab at Uppsala University."
    assert not list(sentence_claims(Evidence("x", 1, said)))


PROGRAMA = """\
Programa de Pós-Graduação em Ciência do Solo
PPGCS · Centro de Ciências Agrárias · Universidade Federal de Itaperuna

Docentes Permanentes

Nome | Vínculo | Linha de pesquisa
Profa. Dra. Helena Marques Figueira | Professora Titular – UFIT | Física do solo
Prof. Dr. Ramón Echeverría Soto | Profesor Titular – Universidad Nacional de Cuyo (Mendoza, Argentina) | Química do solo

Discentes regulares (em andamento)

Nome | Nível | Orientador(a) | Coorientador(a) | Ingresso
Bruno Tavares Lemos | Doutorado | Profa. Helena M. Figueira | Prof. Ramón Echeverría Soto | 2022/1

Egressos

Nome | Nível | Orientador(a) | Coorientador(a) | Defesa | Atuação atual
Carla Mendes Rocha | Mestrado | Profa. Helena M. Figueira | — | 10/03/2021 | Professora Adjunta, Universidade Federal do Acre

Pós-doutorado

  • Dr. Diego Fontes Arruda – supervisora: Profa. Helena M. Figueira (2019–2021)
"""


def test_a_brazilian_graduate_programmes_page(tmp_path):
    claims = extracted(tmp_path, PROGRAMA, "programa.html.txt").claims
    got = {(c.advisor, c.advisee, c.level) for c in claims if type(c).__name__ == "Supervision"}
    # its sections in Portuguese; the tables' "Orientador(a)" and "Coorientador(a)" columns; "supervisora:"
    assert {("Helena Marques Figueira", "Bruno Tavares Lemos", "PhD"),
            ("Ramón Echeverría Soto", "Bruno Tavares Lemos", "PhD"),
            ("Helena Marques Figueira", "Carla Mendes Rocha", "Master")} <= {
        (a if a != "Helena M. Figueira" else "Helena Marques Figueira", b, c) for a, b, c in got}
    assert any(c.advisee == "Diego Fontes Arruda" and c.level == "Postdoc" for c in claims
               if type(c).__name__ == "Supervision")
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    # a member's "Vínculo": her rank at her own university (its town and country in brackets no part of it)
    assert ("Ramón Echeverría Soto", "Profesor Titular", "Universidad Nacional de Cuyo") in posts
    # a graduate's "Atuação atual" is where she works now, and an "Egresso" is no member of the programme now
    assert ("Carla Mendes Rocha", "Professora Adjunta", "Universidade Federal do Acre") in posts
    members = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Bruno Tavares Lemos", "Universidade Federal de Itaperuna") in members
    assert ("Carla Mendes Rocha", "Universidade Federal de Itaperuna") not in members


def test_header_units_after_middle_dots():
    from labgraph.extract import _header_units
    assert _header_units("PPGCS · Centro de Ciências Agrárias · Universidade Federal de Itaperuna") == \
        ["Centro de Ciências Agrárias", "Universidade Federal de Itaperuna"]


def test_a_postdoc_heading_on_a_cv_is_the_owners_own(tmp_path):
    from labgraph.sections import split_sections
    text = ("Ana Lima\n\nFormação acadêmica\n\n2010 - 2014\nDoutorado em Agronomia.\nUniversidade Federal de Lavras.\n\n"
            "Pós-doutorado\n\n2014 - 2016\nPós-Doutorado.\nEmbrapa Cerrados, Brasil.\nSupervisora: Helena Okamoto.\n")
    path = tmp_path / "cv.txt"
    path.write_text(text, encoding="utf-8")
    assert [s.kind for s in split_sections(read(path)) if s.heading] == ["education", "education"]
    claims = extracted(tmp_path, text, "cv.txt").claims
    assert ("Helena Okamoto", "\x00owner") in {(c.advisor, c.advisee) for c in claims if type(c).__name__ == "Supervision"}


README_CFF = """\
`CITATION.cff`

```yaml
cff-version: 1.2.0
title: "tessel: adaptive meshing for glacier flow models"
message: Please cite the paper below.
authors:
  - given-names: Ines
    family-names: Okonkwo-Berg
    affiliation: "Department of Earth Sciences, Utrecht University, Netherlands"
    orcid: "https://orcid.org/0000-0002-1825-0097"
  - name: "Glacier Modelling Group, Utrecht University"
repository-code: "https://github.com/uu-glacier/tessel"
preferred-citation:
  type: article
  title: "Adaptive meshing for glacier flow"
  authors:
    - given-names: Ines
      family-names: Okonkwo-Berg
  journal: "Geoscientific Model Development"
  year: 2024
references:
  - type: conference-paper
    title: "Mesh refinement at grounding lines"
    authors:
      - given-names: Ines
        family-names: Okonkwo-Berg
    collection-title: "EGU General Assembly 2023"
    year: 2023
```

# tessel

## Who develops tessel

- **Ines Okonkwo-Berg** - lead developer. PhD candidate in the group, supervised by Pieter de Wit.

The refinement step was prototyped in Jonas Albers's MSc thesis (Utrecht University, 2022), supervised by Pieter de Wit.
"""


def test_a_citation_cff_pasted_into_a_readme(tmp_path):
    claims = extracted(tmp_path, README_CFF, "README.md").claims
    # the YAML block read as CFF, on the page's own lines: the software by the name before its title's colon, its
    # paper and its references, where its person authors work (no country), and no YAML line read as prose
    assert {c.name for c in claims if isinstance(c, Software)} == {"tessel"}
    works = {(w.title, w.year, w.venue) for w in claims if isinstance(w, Publication)}
    assert works == {("Adaptive meshing for glacier flow", 2024, "Geoscientific Model Development"),
                     ("Mesh refinement at grounding lines", 2023, "EGU General Assembly 2023")}
    members = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert members >= {("Ines Okonkwo-Berg", "Department of Earth Sciences"), ("Ines Okonkwo-Berg", "Utrecht University")}
    assert not any(org == "Netherlands" for _, org in members)
    paper = next(w for w in claims if isinstance(w, Publication) and w.year == 2024)
    assert README_CFF.splitlines()[paper.evidence.line - 1].startswith("preferred-citation:")
    # the project's people list: "supervised by" in a member's entry is hers; a thesis named by its author is his
    got = {(c.advisor, c.advisee, c.level) for c in claims if type(c).__name__ == "Supervision"}
    assert {(a, b) for a, b, _ in got} == {("Pieter de Wit", "Ines Okonkwo-Berg"), ("Pieter de Wit", "Jonas Albers")}
    assert {("Pieter de Wit", "Ines Okonkwo-Berg", "PhD"), ("Pieter de Wit", "Jonas Albers", "Master")} <= got


PACKAGE_README = """\
# floret

## Citation

If you use floret in published work, please cite the paper:

> Haugen, I. S., & Moreau, L. (2024). floret: An R
> package for flowering-time models in
> scales. *Journal of Statistical Software, 109*(2), 1–28.

The methods are described in:

- Moreau, L., & Haugen, I. S. (2022). Thermal time under
  diurnal cycles. *Agricultural and Forest Meteorology, 312*, 108731.
"""


def test_a_readmes_citation_section(tmp_path):
    claims = extracted(tmp_path, PACKAGE_README, "README.md").claims
    works = {(w.title, w.year) for w in claims if isinstance(w, Publication)}
    # a blockquote's lines read as the paragraph a renderer shows; "Citation" heads the package's references
    assert works == {("floret: An R package for flowering-time models in scales", 2024),
                     ("Thermal time under diurnal cycles", 2022)}


def test_a_citing_section_asks_to_cite_one_reference(tmp_path):
    text = ("# Software\n\n## Citing\n\nIf you use traitkit, please cite: de Vries, F. & Bello, A. (2022). traitkit: "
            "an R package for trait space analysis. *Methods in Ecology and Evolution*, 13(5), 1001–1010.\n")
    works = [w for w in extracted(tmp_path, text, "tools.md").claims if isinstance(w, Publication)]
    assert [(w.title, w.authors, w.year) for w in works] == \
        [("traitkit: an R package for trait space analysis", ("de Vries F.", "Bello A."), 2022)]


def test_a_dissertations_cv_in_the_third_person(tmp_path):
    text = ("Curriculum Vitae\n\nSanne Maria van den Heuvel was born on 3 May 1994 in Zwolle, the Netherlands.\n\n"
            "Since April 2022 Sanne has been working as a postdoctoral researcher at the Max Planck Institute for "
            "Biogeochemistry in Jena, Germany.\n\n"
            "In September 2012 she moved to Leiden and from September 2016 to March 2021 she was a PhD candidate at "
            "the Royal Netherlands Institute for Sea Research.\n")
    found = extracted(tmp_path, text, "cv.txt")
    # "X was born on ..." names the CV's owner (particles and all); her first name leads a sentence about her, and
    # a month before a year leads one in the third person
    assert found.owner_name == "Sanne Maria van den Heuvel"
    posts = {(c.person, c.title, c.org) for c in found.claims if isinstance(c, Position)}
    assert ("\x00owner", "Postdoctoral researcher", "Max Planck Institute for Biogeochemistry") in posts or \
        ("Sanne Maria van den Heuvel", "Postdoctoral researcher", "Max Planck Institute for Biogeochemistry") in posts
    assert ("PhD", "Royal Netherlands Institute for Sea Research") in {
        (c.degree, c.institution) for c in found.claims if type(c).__name__ == "Education"}


def test_joining_a_unit_whose_name_holds_and():
    from labgraph.extract.career import sentence_claims
    from labgraph.model import Evidence
    said = "In September 2018 she joined the Division of Electric Power and Energy Systems at KTH as a PhD student."
    orgs = {c.org for c in sentence_claims(Evidence("x", 1, said)) if isinstance(c, Affiliation)}
    assert orgs == {"Division of Electric Power and Energy Systems", "KTH"}
    said = "In 2015 she joined Acme Labs and later moved to Oslo."
    assert {c.org for c in sentence_claims(Evidence("x", 1, said)) if isinstance(c, Affiliation)} == {"Acme Labs"}


CCV = """\
Canadian Common CV
Tremblay, Élise

Student/Postdoctoral Supervision

Doctorate [n=1]
   Supervision Role: Principal Supervisor          Supervision Period: 2016/09 - 2021/08
   Student Name: Kofi Owusu-Ansah
   Student Institution: University of Regina
   Degree Name: Ph.D. (Geology)
   Student Degree Status: Completed
   Present Position: Research Scientist, Geological Survey of Canada
   Co-Supervisor(s): Dr. Marc Gagnon (Department of Physics, University of Regina)

Post-doctorate [n=1]
   Supervision Role: Principal Supervisor          Supervision Period: 2018/01 - 2020/03
   Student Name: Lena Vogt
   Student Degree Status: Completed
"""


def test_a_canadian_common_cvs_supervision_records(tmp_path):
    claims = extracted(tmp_path, CCV, "ccv.txt").claims
    got = {(c.advisor, c.advisee, c.level, c.start, c.end) for c in claims if type(c).__name__ == "Supervision"}
    # each record one student: the degree's level (a heading of students and postdocs together names none; a
    # record without a degree takes its level line's), the period's years, the co-supervisor; no field is a name
    assert got == {("\x00owner", "Kofi Owusu-Ansah", "PhD", 2016, 2021), ("Marc Gagnon", "Kofi Owusu-Ansah", "PhD", 2016, 2021),
                   ("\x00owner", "Lena Vogt", "Postdoc", 2018, 2020)}
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert ("Kofi Owusu-Ansah", "Research Scientist", "Geological Survey of Canada") in posts
