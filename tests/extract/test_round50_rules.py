"""Session-26 rules: a group page's footer, and what a held-out round 50 showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, Publication


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


_LAB_PAGE = """Hana Seo
Professor, Department of Chemistry

Current Members
- Jin Woo Baek, PhD student (2021-)
- Soo Min Yang, PhD student (2022-)

Publications
1 | J. W. Baek, H. Seo*, "Oxygen vacancies in thin cobaltite films", Phys. Rev. B 99, 014105 (2019).

  • Thin Film Catalysis Laboratory (TFC Lab) | 12 Daehak-ro, Daejeon 34141, Korea
      Copyright © 2010-2025 TFC Lab, KAIST. All rights reserved.
"""


def test_a_footer_names_the_group_of_the_students_listed(tmp_path):
    claims = extracted(tmp_path, _LAB_PAGE).claims
    orgs = {c.org for c in claims if isinstance(c, Affiliation) and c.person == "Jin Woo Baek"}
    assert "Thin Film Catalysis Laboratory" in orgs


def test_a_footer_is_no_publication(tmp_path):
    titles = [c.title for c in extracted(tmp_path, _LAB_PAGE).claims if isinstance(c, Publication)]
    assert titles == ["Oxygen vacancies in thin cobaltite films"]


def test_a_footer_of_two_groups_names_neither(tmp_path):
    text = _LAB_PAGE.replace("  Copyright", "  Soft Matter Group | 14 Daehak-ro\n  Copyright")
    orgs = {c.org for c in extracted(tmp_path, text).claims if isinstance(c, Affiliation) and c.person == "Jin Woo Baek"}
    assert not any("Laboratory" in o or "Group" in o for o in orgs)
