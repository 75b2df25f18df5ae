"""Session-10 rules: a people page's members under their names as headings, first-name subjects, qualifiers."""
from labgraph.model import OWNER, Affiliation, Education, PartOf, Supervision

from .helpers import claims_of, pairs

PEOPLE = """
# Coastal Ecology Lab

The Coastal Ecology Lab is part of the School of Marine Science at the University of Eastfield | Te Whare Moana, in Port Hale.

## Principal Investigator

### Prof. Marta Lindqvist

Marta grew up in Kiruna and completed her PhD at Lund University in 2008. She currently leads the ERC-funded project Kelp Futures.

## Postdocs

### Dr Tomas Berg
Postdoctoral Fellow, Jan 2022 – present. PhD University of Queensland (2020).

### Dr Lea Hsu (許麗)
Postdoctoral Fellow, 2023–2025, co-hosted with Dr Craig Bell at Landcare Research. PhD 2022, National Taiwan University.

## Collaborators

### Prof. Anna Moe
We share a field station with her.
"""


def test_members_named_by_headings_under_a_list_heading_are_its_entries():
    found = claims_of(PEOPLE, path="people.md")
    advised = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert ("OWNER", "Tomas Berg", "Postdoc") in advised
    assert ("OWNER", "Lea Hsu", "Postdoc") in advised          # (a name with its other script in brackets)
    assert ("Craig Bell", "Lea Hsu", "Postdoc") in advised     # the co-host is the member's, not the leader's
    assert not any(c.advisee in ("OWNER", "Marta Lindqvist") for c in found if isinstance(c, Supervision))
    assert ("Tomas Berg", "University of Queensland") in pairs([c for c in found if isinstance(c, Education)],
                                                              "person", "institution")
    # a heading over a collaborator is no entry of a students list
    assert not any(c.advisee == "Anna Moe" for c in found if isinstance(c, Supervision))


def test_a_biography_led_by_the_first_name_is_the_owners_and_funded_projects_are_no_organisations():
    found = claims_of(PEOPLE, path="people.md")
    assert ("OWNER", "Lund University") in pairs([c for c in found if isinstance(c, Education)], "person", "institution")
    orgs = {c.org for c in found if isinstance(c, Affiliation)}
    assert not any("funded" in org for org in orgs)
    # the university's name in another language after a bar is no part of its name
    assert ("School of Marine Science", "University of Eastfield") in pairs(
        [c for c in found if isinstance(c, PartOf)], "part", "whole")


CARDS_HTML = """<html><body>
<h1>People — Varga Lab</h1>
<p>We study bacterial membrane proteins.</p>
<h2>People</h2>
<div class="card"><h3>Ilona Varga, PhD</h3>
<p>Principal Investigator · Associate Professor of Biochemistry &amp; Molecular Biophysics, Department of Biochemistry</p>
<p>BSc (Hons) Biochemistry, Danube Coastal University, 2004 • PhD Biophysics, Pannon University, 2010 (with Prof. Lajos Hegedus) • Postdoc, Alder Institute for Structural Biology, 2010–2016</p>
</div>
<h2>Current members</h2>
<div class="card"><h3>Jakob Nieminen</h3>
<p>PhD Candidate, Molecular Biophysics Program</p>
<p>BSc (2019) and MSc (2021) in Molecular Biosciences, University of Eastern Karelia.</p>
</div>
<div class="card"><h3>Mei Tsao, PhD</h3>
<p>Postdoctoral Fellow</p>
<p>Mei earned her BS (2015) and PhD (2021) in Chemistry at National Tamsui University.</p>
</div>
<div class="card"><h3>Connor Hale</h3>
<p>Research Technician</p>
<p>BS Biology, Brightwater University (2022); joined the lab in 2022.</p>
</div>
</body></html>"""


def _html_claims(tmp_path, text):
    from labgraph.extract import extract_document
    from labgraph.ingest import read
    page = tmp_path / "people.html"
    page.write_text(text, encoding="utf-8")
    return extract_document(read(page))


def test_cards_of_a_web_page_with_blank_lines_between_their_parts(tmp_path):
    found = _html_claims(tmp_path, CARDS_HTML)
    assert found.owner_name == "Ilona Varga"         # (the role line runs on after " · ")
    degrees = pairs([c for c in found.claims if isinstance(c, Education)], "person", "degree", "institution")
    # the leader's card: entries parted by " • ", each read as a CV line
    assert {("OWNER", "BSc", "Danube Coastal University"), ("OWNER", "PhD", "Pannon University")} <= degrees
    # members' cards: name, role, then their lines, each part its own paragraph
    assert {("Jakob Nieminen", "BSc", "University of Eastern Karelia"), ("Mei Tsao", "BSc", "National Tamsui University"),
            ("Mei Tsao", "PhD", "National Tamsui University"), ("Connor Hale", "BSc", "Brightwater University")} <= degrees
    # the leader's own card is no entry of the members list: her advisor is the one her card names
    advisors = {c.advisor for c in found.claims if isinstance(c, Supervision) and c.advisee in (OWNER, "Ilona Varga")}
    assert advisors == {"Lajos Hegedus"}


def test_undotted_bs_is_a_degree_only_where_a_degree_stands():
    from labgraph.degrees import find_degree
    assert find_degree("BS Biology, Brightwater University (2022)")[0] == "BSc"
    assert find_degree("She earned her BS (2015) and PhD (2021)")[0] == "BSc"
    assert find_degree("MS Word, Excel, PowerPoint") is None
    assert find_degree("Skills: BS detection in text") is None


FRENCH_CV = """
# Camille ROUSSEL

Maîtresse de conférences en géographie, Université de Valcourt

## Formation

- 2012 – Doctorat de géographie, Université de Montlouis.

## Parcours professionnel

- depuis 2016 : Maîtresse de conférences, Université de Valcourt

## Encadrement doctoral

1. Lucas MOREAU – thèse soutenue en 2023.

## Publications

1. MOREAU Lucas, ROUSSEL Camille, DE LA FONTAINE Hugo, « Habiter les marges urbaines. Une enquête à Valcourt », *Espaces et sociétés*, n° 180, 2021, p. 10-30.

## Responsabilités collectives

- Membre du conseil de laboratoire (depuis 2020)
"""


def test_french_cv_headings_and_references():
    from labgraph.model import Publication
    from labgraph.sections import classify_heading
    assert [classify_heading(h) for h in ("Formation", "Parcours professionnel", "Encadrement doctoral",
                                          "Responsabilités collectives", "Prix et distinctions", "Enseignement",
                                          "Orientações concluídas", "Produções (Bibliographic production)",
                                          "Formação acadêmica/titulação")] == \
        ["education", "positions", "students", "service", "awards", "teaching", "students", "publications", "education"]
    papers = claims_of(FRENCH_CV, Publication, path="cv.md")
    assert [(p.title, p.year) for p in papers] == [("Habiter les marges urbaines. Une enquête à Valcourt", 2021)]
    # capitals first, then the given name: "DE LA FONTAINE Hugo" is Hugo de la Fontaine
    assert papers[0].authors[0] == "Lucas Moreau" and papers[0].authors[2] == "Hugo de la Fontaine"
    # service lines are no awards
    from labgraph.model import Award
    assert not claims_of(FRENCH_CV, Award, path="cv.md")


def test_initials_in_capitals_before_a_surname_stay_as_they_are():
    from labgraph.extract.publications import parse_authors
    assert parse_authors("TN Mokoena, S Dlamini, LIU Wei") == ("TN Mokoena", "S Dlamini", "Wei Liu")
    assert parse_authors("ATLAS Collaboration, G. Aad, B. Abbott") == ("G. Aad", "B. Abbott")
