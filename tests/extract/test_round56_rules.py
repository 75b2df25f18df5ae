"""Session-29 rules: what held-out rounds 56 and 57 and the weakest older probes showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Supervision
from labgraph.resolve import resolve


def _write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def supervisions(tmp_path, text, name="page.md"):
    """(advisor, advisee) labels of the resolved graph of one document, each label's words sorted."""
    res = resolve([extract_document(read(_write(tmp_path, name, text)))])
    label = {e.id: " ".join(sorted(e.label.split())) for e in res.entities if e.kind == "person"}
    return {(label[f.claim.advisor], label[f.claim.advisee]) for f in res.facts if isinstance(f.claim, Supervision)}


def pair(advisor, advisee):
    return " ".join(sorted(advisor.split())), " ".join(sorted(advisee.split()))


def test_a_table_of_residents_and_their_research_mentors_names_each_mentor(tmp_path):
    found = supervisions(tmp_path, """# Family Medicine Residency

## Current Residents

Resident | Project | Research Mentor(s)
C. Obiora-Lund | Telehealth follow-up after discharge | Dr. K. van Aalst-Berg
A. Tran | Rural stroke triage | Dr. Minh Le
D. Ferreira Gomes | Sepsis alerts | Dr. T. J. Hollings III (primary); Dr. A. Raman
""", "residents.txt")
    assert pair("K. van Aalst-Berg", "C. Obiora-Lund") in found
    assert pair("Minh Le", "A. Tran") in found
    assert pair("A. Raman", "D. Ferreira Gomes") in found
    assert len(found) == 4      # nobody else advises: the page has no owner to fall back on


def _posts(tmp_path, text, name="page.md"):
    from labgraph.model import Position
    ex = extract_document(read(_write(tmp_path, name, text)))
    return {(c.person, c.title, c.org) for c in ex.claims if isinstance(c, Position)}


def test_a_french_rosters_grade_before_its_employer_is_a_post_there(tmp_path):
    posts = _posts(tmp_path, """# Équipe GLACE — Glaciologie et climat

## Membres permanents

Nom | Grade / Position | Thèmes
Amandine PERROT-SALL | DR CNRS — responsable d'équipe | carottes de glace
Youssef EL AMRANI | MCF HDR, Université Grenoble Alpes | modélisation
Sven LUNDQVIST | CR CNRS, HDR (2021) | isotopes
""")
    assert ("Amandine PERROT-SALL", "Research Director", "CNRS") in posts
    assert ("Youssef EL AMRANI", "Associate Professor", "Université Grenoble Alpes") in posts
    assert ("Sven LUNDQVIST", "Research Scientist", "CNRS") in posts
    # the grade is no organisation of theirs
    assert not any(org.startswith(("DR", "MCF", "CR")) for _, _, org in posts)
