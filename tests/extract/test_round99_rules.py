"""Session-38 rules: what the older probes and round 99 (pages of the usual kinds) showed."""
from labgraph.extract import career, extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Evidence, PartOf, Supervision
from labgraph.sections import heading_kind

from .helpers import written as _write


def _extraction(tmp_path, text, name="page.txt"):
    return extract_document(read(_write(tmp_path, name, text)))


def _claims(tmp_path, text, kind, name="page.txt"):
    return [c for c in _extraction(tmp_path, text, name).claims if isinstance(c, kind)]


_MEMBERS = """Members

The Soft Matter Optics Group is part of the Photonics section at the Department of Physics. The group is led by Professor Ingeborg Vastervik.

Faculty and staff

Name | Position | Room
Ingeborg Vastervik | Professor, group leader | K 301
Pedro Almeida-Sousa | Associate Professor | K 305
Ruth Okonjo | Assistant Professor | K 309

Master students

Name | Supervisor | Room
Lina Berg | Vastervik | K 010
Omar Haddad | Almeida-Sousa | K 010
Jonas Uhl | Okonjo | K 011
"""


def test_faculty_and_staff_heads_a_list_of_the_pages_people():
    assert heading_kind("Faculty and staff") == "students"
    assert heading_kind("Faculty & researchers") == "students"
    assert heading_kind("Faculty and staff meetings are held on Mondays.") is None


def test_a_supervisor_column_naming_a_faculty_member_by_surname_is_that_member(tmp_path):
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, _MEMBERS, Supervision)}
    assert ("Pedro Almeida-Sousa", "Omar Haddad") in sups and ("Ruth Okonjo", "Jonas Uhl") in sups
    assert (OWNER, "Lina Berg") in sups
    assert (OWNER, "Omar Haddad") not in sups and (OWNER, "Jonas Uhl") not in sups


def test_a_lower_case_unit_kind_after_its_name_is_part_of_the_name():
    text = "The Soft Matter Optics Group (SMO) is part of the Photonics section at the Niels Bohr Institute."
    parts = {(c.part, c.whole) for c in career.lab_intro(Evidence("x", 1, text)) if isinstance(c, PartOf)}
    assert parts == {("Soft Matter Optics Group", "Photonics section"), ("Photonics section", "Niels Bohr Institute")}
    # a lower-case word that is no unit's kind still ends the name
    text = "The Soft Matter Optics Group is part of the Photonics effort at the Niels Bohr Institute."
    assert not [c for c in career.lab_intro(Evidence("x", 1, text)) if isinstance(c, PartOf)]


def test_a_members_pages_opening_paragraph_says_where_its_group_sits(tmp_path):
    affs = {(a.person, a.org) for a in _claims(tmp_path, _MEMBERS, Affiliation)}
    assert (OWNER, "Soft Matter Optics Group") in affs and (OWNER, "Photonics section") in affs
    assert ("Lina Berg", "Soft Matter Optics Group") in affs
