"""Whose document is it: a name at the top, "X's Homepage", "I am X", or the lab's leader."""
import pytest

from labgraph.extract.owner import find_owner
from labgraph.extract import extract_document
from labgraph.model import OWNER, Document, Supervision


@pytest.mark.parametrize("text, owner", [
    ("Home | Publications | Teaching\nJane Q. Public\nAssistant Professor", "Jane Q. Public"),
    ("Luo Mai's Homepage\nAbout", "Luo Mai"),
    ("JENNIFER A. LIU\nCurriculum Vitae", "Jennifer A. Liu"),
    ("Welcome to my homepage! I am Jane Doe, a PhD student.", "Jane Doe"),
    ("Prof. Dr. Hans Müller\nChair", "Hans Müller"),
    ("Systems Lab\nWelcome to the Systems Lab, led by Prof. Rosa Ortiz.", "Rosa Ortiz"),
    ("Systems Lab\nPI: Dr. Kim Lee\nMembers", "Kim Lee"),
    ("Cell Biology Lab\nPrincipal Investigator\nMaya Okoro, MD, PhD\nProfessor", "Maya Okoro"),
    ("Optics Group\nPostdoctoral Researchers\n  • Ivo Pohl\nGroup Leader\nRita Sousa – Professor. Rita studies lasers.",
     "Rita Sousa"),
])
def test_owner_found(text, owner):
    assert find_owner(Document("x.txt", text)).name == owner


@pytest.mark.parametrize("text", ["Machine Learning Research\nWe study things.", "Curriculum Vitae\nEDUCATION",
                                  "Arrow Research search\nAuthor name cluster",
                                  "Graduate Students\nResearch Scientists\nWe study things."])
def test_no_owner_when_none_is_named(text):
    assert find_owner(Document("x.txt", text)) is None


def test_owner_email_is_the_one_matching_the_name():
    doc = Document("x.txt", "Ada Quinn\nContact: office@uni.edu, ada.quinn@uni.edu")
    assert find_owner(doc).email == "ada.quinn@uni.edu"


def test_a_name_leading_a_header_line_is_offered_when_no_sure_owner_is_found():
    from labgraph.extract import extract_document
    from labgraph.resolve import resolve
    doc = Document("x.txt", "Jo Bell — Senior Lecturer in Law\n\nAbout\nI received my PhD from the University of Leeds in 2011.")
    ex = extract_document(doc)
    assert ex.owner_name is None            # not sure enough to be the document's owner
    facts = resolve([ex]).facts
    assert [(f.claim.person, f.claim.institution) for f in facts if type(f.claim).__name__ == "Education"] == \
        [("jo-bell", "university-of-leeds")]


def test_no_name_is_offered_for_a_page_without_first_person_facts():
    from labgraph.extract import extract_document
    from labgraph.model import PersonClaim
    doc = Document("x.txt", "Jo Bell — Senior Lecturer in Law\n\nPublications\nA. Bell. Torts. 2019.")
    assert not [c for c in extract_document(doc).claims if isinstance(c, PersonClaim) and c.is_owner]


def test_leader_line_in_any_case_and_a_group_that_speaks_as_we():
    from labgraph.extract import extract_document
    from labgraph.model import Affiliation
    doc = Document("x.txt", "Optics Group\nDepartment of Physics, Kestrel University\n\nGroup leader: Prof. Dr. Ida Roth\n\n"
                            "We are a research group at the Institute for Optics, led by Dr. Ida Roth.")
    ex = extract_document(doc)
    assert ex.owner_name == "Ida Roth"
    orgs = {c.org for c in ex.claims if isinstance(c, Affiliation)}
    assert {"Optics Group", "Department of Physics", "Kestrel University"} <= orgs and "We" not in orgs


def test_a_lab_leader_under_a_picture_placeholder_is_the_owner():
    # Team pages saved as text keep each photo's alt text ("Avatar") above the person's name
    text = ("Team\n\nPrincipal Investigator\n\nAvatar\n\nDr. Ana Ruiz\n\nAssociate Professor of Biology\n\n"
            "PhD Students\n\nAvatar\n\nBo Lind\n\nPhD Student\n")
    doc = Document("team.txt", text)
    assert find_owner(doc).name == "Ana Ruiz"
    supervision = [c for c in extract_document(doc).claims if isinstance(c, Supervision)]
    assert [(c.advisor, c.advisee) for c in supervision] == [(OWNER, "Bo Lind")]


def test_a_picture_word_inside_a_line_is_no_placeholder():
    doc = Document("lab.txt", "Principal Investigator\n\nImage Analysis Group\n\nAbout\n\nWe study cells.\n")
    assert find_owner(doc) is None


def test_a_name_line_followed_by_a_dash_and_the_organisations_names_the_owner():
    doc = Document("g.md", "# Ant Group\n\nProf. Dr. Jo Bell — Institute of Zoology, TU Dresden\n\nWe study ants.\n")
    assert find_owner(doc).name == "Jo Bell"
    assert find_owner(Document("x.txt", "Google — Software Engineer\n\nAbout\n\nHello.\n")) is None
