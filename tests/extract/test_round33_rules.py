"""Session-19 rules: a doctoral thesis's front matter (title page, acknowledgements in prose, a list of appended
papers each under a label "Paper I") and the people it names in passing with their posts."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, Education, PartOf, Position, Publication, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    """The extraction of a text read as a file of that name."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


def facts(claims, kind, *fields):
    return {tuple(getattr(c, f) for f in fields) for c in claims if isinstance(c, kind)}


# a thesis's list of its papers, hard-wrapped to 80 columns, each entry's lines hanging under the label's text
PAPERS = "\n".join([
    "Karin Moe Vestby",
    "",
    "Papers included in the thesis",
    "",
    "Paper I     K. M. Vestby, O. Brattli and T. Hagen, \"Ice loads on slender",
    "            lighthouse foundations in the Gulf of Bothnia,\" Cold Regions",
    "            Science and Technology, vol. 201, 103612, 2022.",
    "",
    "Paper II    K. M. Vestby and T. Hagen, \"Full-scale measurements of ice-induced",
    "            vibrations of a channel marker: ten winters of data,\" in Proc.",
    "            POAC 2023, Luleå, Sweden, 2023.",
    "",
    "A1          P. Lind, K. M. Vestby and O. Brattli, \"A note on the frazil ice",
    "            drift at river mouths,\" Journal of Glaciology, vol. 69, 2023.",
    "",
    "The candidate was the main contributor to all appended papers, from the design of",
    "the experiments and the analyses to the writing of the manuscripts and replies.",
    "Co-authors took part in the discussions and read the drafts of the manuscripts.",
    "The order of the authors follows the custom of the field and the journals here.",
    "The papers are reprinted with the permission of their publishers in this thesis.",
    "Paper II was presented at the conference in Luleå by the candidate in June 2023.",
    "Two further manuscripts were in preparation when this thesis went to the press.",
    "They are not part of the thesis and are listed on the candidate's web page now.",
    "",
])


def test_papers_under_labels_hang_at_the_labels_text(tmp_path):
    claims = extracted(tmp_path, PAPERS).claims
    papers = {c.title: (c.authors, c.year) for c in claims if isinstance(c, Publication)}
    assert papers["Ice loads on slender lighthouse foundations in the Gulf of Bothnia"] == \
        (("K. M. Vestby", "O. Brattli", "T. Hagen"), 2022)
    # (a line ending "in Proc." runs on: the venue is on the next line)
    assert papers["Full-scale measurements of ice-induced vibrations of a channel marker: ten winters of data"][1] == 2023
    # a code before a gap is a label too ("A1"), the entry's authors start after it
    assert papers["A note on the frazil ice drift at river mouths"][0][0] == "P. Lind"


def test_a_label_without_hanging_lines_is_no_entry_of_its_own(tmp_path):
    # a two-column line ("Tromsø    2019") over an indented line is no label: nothing is joined onto it
    claims = extracted(tmp_path, "Per Lund\n\nEducation\n\nMSc     Physics, University of Tromsø, 2019.\n"
                                 "        Thesis on ice.\n").claims
    assert ("MSc", "University of Tromsø") in facts(claims, Education, "degree", "institution")


TITLE_PAGE = """\
Doctoral theses at NTNU, 2023:88

Siri Haugland Berg

Wave Loads on Open Fish Cages

Thesis for the Degree of Philosophiae Doctor

Trondheim, May 2023

Norwegian University of Science and Technology
Faculty of Engineering
Department of Marine Technology
"""


def test_a_latin_doctorate_on_a_title_page_listing_university_then_units(tmp_path):
    claims = extracted(tmp_path, TITLE_PAGE).claims
    assert ("PhD", "Norwegian University of Science and Technology") in facts(claims, Education, "degree", "institution")
    # the university first, its faculty and department under it: each unit part of the one above
    parts = facts(claims, PartOf, "part", "whole")
    assert ("Department of Marine Technology", "Faculty of Engineering") in parts
    assert ("Faculty of Engineering", "Norwegian University of Science and Technology") in parts
    assert ("Norwegian University of Science and Technology", "Faculty of Engineering") not in parts


ACKNOWLEDGEMENTS = """\
Siri Haugland Berg

Acknowledgements

I am grateful to the assessment committee, Professor Marta Ruiz-Ortega (Universidad de Cantabria, Spain), Dr. Kwame Boateng (University of Ghana) and Associate Professor Lars Nygaard (NTNU), for their work.

The tank tests would not have been possible without Ole Rasmus Dahl, senior engineer at the Department of Marine Technology, who kept the carriage running.

I thank Dr. Aiko Tanaka, then a research fellow at the Ocean Engineering Institute, for teaching me the method.

From September to December 2021 I was a visiting PhD student at the Coastal Research Centre of The University of Plymouth, and in 2022 a guest researcher at the Institute of Hydraulic Engineering of Leibniz University Hannover.

I had the pleasure of co-supervising the MSc theses of Eira Solberg and Tomas Lien (NTNU, 2022).
"""


def test_people_named_in_passing_with_their_posts(tmp_path):
    claims = extracted(tmp_path, ACKNOWLEDGEMENTS).claims
    affiliations = facts(claims, Affiliation, "person", "org")
    posts = facts(claims, Position, "person", "title", "org")
    # "Professor X (University, Country)": the university (not the country), and the rank held there
    assert ("Marta Ruiz-Ortega", "Universidad de Cantabria") in affiliations
    assert ("Marta Ruiz-Ortega", "Professor", "Universidad de Cantabria") in posts
    assert ("Lars Nygaard", "Associate Professor", "NTNU") in posts
    assert ("Kwame Boateng", "University of Ghana") in affiliations
    assert not any(org == "Spain" for _, org in affiliations)
    # "Dr. Kwame Boateng": a doctor's title is no post
    assert not any(person == "Kwame Boateng" for person, _, _ in posts)
    # "X, senior engineer at Y,", "X, then a research fellow at Y"
    assert ("Ole Rasmus Dahl", "Senior engineer", "Department of Marine Technology") in posts
    assert ("Aiko Tanaka", "Research fellow", "Ocean Engineering Institute") in posts


def test_a_visit_is_no_degree_and_a_unit_of_a_university_is_two_organisations(tmp_path):
    claims = extracted(tmp_path, ACKNOWLEDGEMENTS).claims
    # "From September to December 2021 I was ...": the owner's
    posts = facts(claims, Position, "title", "org", "start")
    assert ("Visiting PhD student", "Coastal Research Centre", 2021) in posts
    # a visiting PhD student studies for the degree elsewhere
    assert not any(isinstance(c, Education) for c in claims)
    parts = facts(claims, PartOf, "part", "whole")
    assert ("Coastal Research Centre", "University of Plymouth") in parts            # "of The University"
    assert ("Institute of Hydraulic Engineering", "Leibniz University Hannover") in parts     # "of X University"


def test_the_theses_of_several_students_each_finished_in_the_year_given(tmp_path):
    claims = extracted(tmp_path, ACKNOWLEDGEMENTS).claims
    supervised = {(c.advisee, c.level, c.end) for c in claims if isinstance(c, Supervision)}
    assert supervised == {("Eira Solberg", "Master", 2022), ("Tomas Lien", "Master", 2022)}
