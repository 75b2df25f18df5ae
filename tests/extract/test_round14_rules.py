"""Session-10 rules: a people page's members under their names as headings, first-name subjects, qualifiers."""
from labgraph.model import Affiliation, Education, PartOf, Supervision

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
