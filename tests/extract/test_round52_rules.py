"""Session-27 rules: what held-out rounds 51 and 52 showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, PartOf


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


def affiliations(claims, person):
    return {c.org for c in claims if isinstance(c, Affiliation) and c.person == person}


_TEAM_PAGE = """Research > Teams > HYDRA > Members

HYDRA — Hydrology of karst aquifers

The HYDRA team is one of the four research teams of Hydrosciences Montpellier (HSM, UMR 5151), a joint unit of the CNRS and the IRD.

Permanent staff

Name | Position | Employer | Topics
Camille ROUSSEL | DR — Directrice de recherche | CNRS | Karst hydrodynamics
Olivier MARTINEAU | MCF — Maître de conférences | Université de Montpellier | Tracer tests

PhD students

  • Inès KHALFAOUI — doctorante since Oct. 2023. Directrice de thèse : Camille Roussel.
  • Pablo REYES — doctorant since 2022. Directeur de thèse : Olivier Martineau.
"""


def test_a_team_page_of_no_one_makes_its_staff_and_students_members_of_the_team_and_its_unit(tmp_path):
    claims = extracted(tmp_path, _TEAM_PAGE).claims
    for person in ("Camille ROUSSEL", "Olivier MARTINEAU", "Inès KHALFAOUI", "Pablo REYES"):
        assert {"HYDRA", "Hydrosciences Montpellier"} <= affiliations(claims, person), person
    assert any(isinstance(c, PartOf) and (c.part, c.whole) == ("HYDRA", "Hydrosciences Montpellier") for c in claims)


def test_a_team_title_over_its_laboratory_names_both(tmp_path):
    text = _TEAM_PAGE.replace("HYDRA — Hydrology of karst aquifers", "HYDRA team — Laboratoire des Eaux Souterraines") \
        .replace("The HYDRA team is one of the four research teams of Hydrosciences Montpellier (HSM, UMR 5151), "
                 "a joint unit of the CNRS and the IRD.", "The HYDRA team studies karst aquifers.")
    claims = extracted(tmp_path, text).claims
    assert {"HYDRA", "Laboratoire des Eaux Souterraines"} <= affiliations(claims, "Pablo REYES")


def test_a_page_that_names_no_team_gives_its_members_none(tmp_path):
    text = _TEAM_PAGE.replace("The HYDRA team is one of the four research teams of", "We collaborate with")
    claims = extracted(tmp_path, text).claims
    assert "HYDRA" not in affiliations(claims, "Pablo REYES")
    assert "Hydrosciences Montpellier" not in affiliations(claims, "Pablo REYES")


def test_a_university_named_after_a_dash_is_one_employer(tmp_path):
    text = _TEAM_PAGE.replace("| Université de Montpellier |", "| Université Toulouse III – Paul Sabatier |")
    claims = extracted(tmp_path, text).claims
    assert "Université Toulouse III – Paul Sabatier" in affiliations(claims, "Olivier MARTINEAU")
    text = _TEAM_PAGE.replace("| Université de Montpellier |", "| Université de Montpellier – Institut Agro |")
    orgs = affiliations(extracted(tmp_path, text).claims, "Olivier MARTINEAU")
    assert "Université de Montpellier" in orgs and not any("–" in o for o in orgs)
