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
