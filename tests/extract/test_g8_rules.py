"""Group, lab and team pages (round 4): leaders on people cards, Markdown member tables, rosters."""
import pytest

from labgraph.extract.owner import find_owner
from labgraph.model import Document, Education, Supervision

from .helpers import claims_of, pairs


@pytest.mark.parametrize("text, owner", [
    # a member card: the name over its role line
    ("Team\n\nAvatar\n\nDr. Noor Haidari, PhD\n\nPrincipal Investigator\n\nProfessor of Zoology\n", "Noor Haidari"),
    ("Members\n\nWiebke Sand\n\nGroup Leader\n\nTim Ode\n\nPostdoc\n", "Wiebke Sand"),
    # "<title> X leads the lab" (Markdown bold kept)
    ("Soil Lab\n\nPeople\n\nAssociate Professor Ruth Ngata leads the Soil Lab. Her work is on soils.\n", "Ruth Ngata"),
    ("# Kelp Group\n\n**Prof. Dr. Ilse Brandt** leads the group.\n", "Ilse Brandt"),
    # a roster with dot leaders: the director, not the co-director below
    ("SPEECH LAB\n\nFACULTY\n  Dr. Ewan Tait ...... Director; Reader\n  Dr. Lin Qiu ...... co-director\n", "Ewan Tait"),
])
def test_a_group_page_names_its_leader(text, owner):
    assert find_owner(Document("p.txt", text)).name == owner


@pytest.mark.parametrize("text", [
    # an institute on the line under the team's name is no person
    "Equipe Chromatine\nInstitut Pierre Curie (CNRS)\n\nPostdocs\nAna Lobo\n",
    # a plain member card is no leader, nor a list of several faculty without a director
    "Members\n\nWiebke Sand\n\nPostdoc\n",
    "FACULTY\n  Dr. Ewan Tait ...... Reader\n  Dr. Lin Qiu ...... Lecturer\n",
])
def test_no_leader_is_invented(text):
    assert find_owner(Document("p.txt", text)) is None


def test_markdown_member_table_rows_are_students_of_the_leader():
    text = """
    # Wave Lab
    Dr. Pia Holm leads the lab.

    ## Members

    | Name | Role | Since |
    |:-----|------|------:|
    | Oda Berg | PhD Student | 2021 |
    | Aki Mori | MSc Student | 2024 |

    ## Alumni

    | Name | Degree | Now |
    |------|--------|-----|
    | Dr. Eli Sand | PhD 2020 | Assistant Professor, Lund University |
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee", "level")
    assert sup == {("OWNER", "Oda Berg", "PhD"), ("OWNER", "Aki Mori", "Master"), ("OWNER", "Eli Sand", "PhD")}


def test_a_table_without_a_name_column_gives_no_students():
    text = """
    ## Members

    | Year | Event |
    |------|-------|
    | 2021 | Lab founded |
    """
    assert claims_of(text, Supervision) == []


def test_a_roster_entry_names_its_advisors_by_initials_and_the_owner_only_when_named():
    text = """
    SPEECH LAB

    FACULTY
      Prof. Ewan Tait ........ Director

    STAFF
      Dr. Lin Qiu ............ Senior Lecturer; co-director

    PHD STUDENTS
      Ada Moss ............... 3rd year; supervisors: E. Tait, L. Qiu
      Ben Okoye .............. 1st year; supervisor: L. Qiu
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee", "level")
    assert sup == {("OWNER", "Ada Moss", "PhD"), ("Lin Qiu", "Ada Moss", "PhD"), ("Lin Qiu", "Ben Okoye", "PhD")}


def test_a_surname_in_parentheses_or_an_advisor_column_is_that_faculty_member():
    text = """
    Spin Group
    The group is jointly led by Prof. Ana Vidal and Prof. Tom Reyes.
    Tom Reyes is an Associate Professor of Physics at Rice University.

    Graduate students
    Student | Advisor | Year
    Jo Kim | Reyes | 2nd year
    Li Wu | Vidal & Reyes | 4th year

    Alumni
      • Dr. Max Lund, PhD 2022 (Vidal) - now at IBM
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee")
    assert sup == {("Tom Reyes", "Jo Kim"), ("OWNER", "Li Wu"), ("Tom Reyes", "Li Wu"), ("OWNER", "Max Lund")}
    # "(Vidal)" is no university
    assert not [c for c in claims_of(text, Education) if c.institution == "Vidal"]


def test_a_different_initial_or_an_unknown_surname_binds_to_no_one():
    text = """
    SPEECH LAB

    FACULTY
      Prof. Ewan Tait ........ Director

    PHD STUDENTS
      Ada Moss ............... supervisor: B. Tait
      Ben Okoye (Smith)
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee")
    assert ("B. Tait", "Ada Moss") in sup       # no other Tait on the page: the name stays as written
    assert ("OWNER", "Ben Okoye") in sup


@pytest.mark.parametrize("heading, kind", [
    ("Research Fellows", "students"), ("Doktoranden (doctoral candidates)", "students"),
    ("Wissenschaftliche Mitarbeiter", "students"), ("Ehemalige (former members)", "students"),
    ("MSC BY RESEARCH", "students"), ("GRADUATED", "students"), ("Project Staff", "students"),
    ("Research Fellowships", "awards"), ("Research Interests", "interests"),
])
def test_group_page_headings(heading, kind):
    from labgraph.sections import heading_kind
    assert heading_kind(heading) == kind


def test_staff_headings_give_colleagues_not_students():
    text = """
    Ice Lab
    Dr. Pia Holm leads the lab.

    Engineers
    Sam Roux, Research Engineer

    Secretary
    Eva Lind
    """
    assert claims_of(text, Supervision) == []
