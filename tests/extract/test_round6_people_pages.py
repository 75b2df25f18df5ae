"""Round-6 people pages and profiles (helper H3): member cards, roles in prose, co-author lists; texts of our own."""
from labgraph.model import Affiliation, Education, Position, Supervision

from .helpers import claims_of, pairs

CARDS = """
Team

The Coastal Acoustics Lab is part of the Department of Physics at the University of Lund.

Principal Investigator

Prof. Ines Varga

Professor, Department of Physics

Ines leads the lab.

Staff Scientists

Dr. Tomas Reyes

Staff Scientist

Passive sonar and whale song.

Dr. Mila Horvat

Senior Research Scientist

Ocean noise budgets.

PhD Students

Omar Haddad

PhD Student (since 2022)

Echo sounders. Omar received the Best Poster Award in 2024.

Lucy Park

PhD Student (since 2023)
"""


def test_a_card_title_under_its_name_is_that_members():
    found = pairs(claims_of(CARDS, Position), "person", "title", "org")
    assert ("Tomas Reyes", "Staff Scientist", "University of Lund") in found
    assert ("Mila Horvat", "Senior Research Scientist", "University of Lund") in found
    assert not any(p == "Mila Horvat" and t == "Staff Scientist" for p, t, _ in found)


def test_scientists_heading_lists_members_of_the_lab():
    found = pairs(claims_of(CARDS, Affiliation), "person", "org")
    assert {("Tomas Reyes", "Coastal Acoustics Lab"), ("Tomas Reyes", "University of Lund"),
            ("Mila Horvat", "Coastal Acoustics Lab")} <= found


def test_since_year_keeps_a_student_current_whatever_later_year_the_bio_gives():
    sup = {(c.advisee, c.start, c.end) for c in claims_of(CARDS, Supervision) if c.advisee == "Omar Haddad"}
    assert ("Omar Haddad", 2022, None) in sup
    found = pairs(claims_of(CARDS, Education), "person", "degree", "institution")
    assert ("Omar Haddad", "PhD", "University of Lund") in found


TITLE_ABOVE = """
Ion Chemistry Group, University of Oslo

People

Principal Investigator
Prof. Eva Dahl

Associate Professor
Yara Lind

Lecturer
Sami Okafor
"""


def test_titles_above_names_stay_with_the_name_below():
    found = pairs(claims_of(TITLE_ABOVE, Position), "person", "title")
    assert ("Sami Okafor", "Lecturer") in found
    assert ("Yara Lind", "Associate Professor") in found
    assert ("Yara Lind", "Lecturer") not in found


ENTRY_THEN_HEADING = """
Lab members

Nina Roth — Undergraduate researcher 2019–2021 — Medical student, University of Leeds
Postdoctoral researchers
Dr. Ola Berg (2016–2019), now Lecturer at the University of York
"""


def test_a_title_line_after_a_full_entry_is_no_card_title():
    found = pairs(claims_of(ENTRY_THEN_HEADING, Affiliation), "person", "org")
    assert ("Nina Roth", "University of Leeds") in found
    assert not any("Postdoctoral" in o for _, o in found)


LEADER_CARD = """
Gut Microbes Lab

People

Principal Investigator

Hanna Velde, PhD
Associate Professor, Department of Biology, University of Tartu

Hanna did her PhD at Lund University.

PhD Candidates

Piet Kaan
Piet joined the lab in 2023 after completing his MSc. He works on phages.

Lab Technicians

Ana Sousa
Research technician (sequencing).
"""


def test_the_role_line_under_the_leaders_name_is_their_post():
    found = pairs(claims_of(LEADER_CARD, Position), "person", "title", "org")
    assert ("OWNER", "Associate Professor", "University of Tartu") in found
    assert ("OWNER", "University of Tartu") in pairs(claims_of(LEADER_CARD, Affiliation), "person", "org")
    # "Hanna Velde, PhD" over a job title: no degree at "Associate Professor"
    assert not any(e.institution.startswith("Associate") for e in claims_of(LEADER_CARD, Education))


def test_joined_in_a_year_starts_a_membership_and_technicians_are_staff():
    found = pairs(claims_of(LEADER_CARD, Education), "person", "degree", "institution")
    assert ("Piet Kaan", "PhD", "University of Tartu") in found
    assert ("Ana Sousa", "Research technician", "University of Tartu") in \
        pairs(claims_of(LEADER_CARD, Position), "person", "title", "org")
    assert not any(c.advisee == "Ana Sousa" for c in claims_of(LEADER_CARD, Supervision))


def test_a_sentence_under_the_name_is_no_role_line():
    text = "Principal Investigator\n\nHanna Velde, PhD\nProfessor Velde, who works at the University of Tartu, studies gut microbes.\n"
    assert not any(c.title.startswith("Professor Velde") for c in claims_of(text, Position))


PROFILE = """
Scholar

Kwame A. Osei

Professor of Hydrology, University of Ghana
Verified email at ug.edu.gh

Co-authors    EDIT

Ama Boateng
Senior Lecturer, Kwame Nkrumah University of Science and Technology

Lars Eklund
Uppsala University

VIEW ALL

TITLE    CITED BY    YEAR

Groundwater recharge in the Volta basin
KA Osei, A Boateng, ...
Journal of Hydrology 580, 124-130
52    2020
"""


def test_a_profiles_coauthor_box_gives_each_coauthors_post_and_organisation():
    assert {("Ama Boateng", "Kwame Nkrumah University of Science and Technology"), ("Lars Eklund", "Uppsala University")} \
        <= pairs(claims_of(PROFILE, Affiliation), "person", "org")
    assert ("Ama Boateng", "Senior Lecturer", "Kwame Nkrumah University of Science and Technology") in \
        pairs(claims_of(PROFILE, Position), "person", "title", "org")
    # the box ends at "VIEW ALL": no paper's title or venue is anyone's organisation
    assert not any("Journal" in c.org or "Volta" in c.org for c in claims_of(PROFILE, Affiliation))


def test_coauthors_named_in_prose_are_no_box():
    text = "About\n\nCo-authors\nThe co-authors of these papers are listed on each paper.\nUppsala University\n"
    assert not [c for c in claims_of(text, Affiliation) if c.person != "OWNER"]


# The group page both tests below start from: its leader, then its PhD students
GROUP_TOP = """
Members

The Ice Dynamics Group is part of the University of Bergen.

Principal Investigator

Prof. Rune Aas

Professor, University of Bergen

PhD Students
"""


VISITORS = GROUP_TOP + """
Ida Moe

PhD Student (since 2023)

Visitors

Dr. Jules Marchand

Visiting Researcher, CNRS Grenoble (March–May 2025)

Eva Kral

Visiting PhD student, Charles University (spring 2024), hosted by Ida Moe
"""


def test_a_visitors_card_gives_the_home_organisation_and_no_supervision_by_the_leader():
    found = pairs(claims_of(VISITORS, Affiliation), "person", "org")
    assert {("Jules Marchand", "CNRS Grenoble"), ("Jules Marchand", "Ice Dynamics Group"),
            ("Eva Kral", "Charles University")} <= found
    assert ("Jules Marchand", "Visiting Researcher", "University of Bergen", 2025, 2025) in \
        pairs(claims_of(VISITORS, Position), "person", "title", "org", "start", "end")
    assert ("Eva Kral", "PhD", "Charles University") in pairs(claims_of(VISITORS, Education), "person", "degree", "institution")
    advisors = pairs(claims_of(VISITORS, Supervision), "advisor", "advisee")
    assert ("OWNER", "Jules Marchand") not in advisors and ("OWNER", "Eva Kral") not in advisors
    assert ("OWNER", "Ida Moe") in advisors


def test_a_visitor_with_the_home_in_brackets_keeps_the_old_reading():
    text = VISITORS.replace("Dr. Jules Marchand\n\nVisiting Researcher, CNRS Grenoble (March–May 2025)",
                            "Prof. Jules Marchand (University of Grenoble), visiting professor, spring 2025")
    assert ("Jules Marchand", "University of Grenoble") in pairs(claims_of(text, Affiliation), "person", "org")
    assert ("Jules Marchand", "Visiting professor", "University of Bergen") in \
        pairs(claims_of(text, Position), "person", "title", "org")


CO_SUPERVISED = GROUP_TOP + """
Ida Moe

PhD Student (since 2023)

Sea-ice drift. Co-supervised by Prof. Ola Lie (Department of Mathematics, UiB). Maintains our drift toolbox.

Per Vik

PhD Student

Per is co-supervised by Dr. Ann Roe (Host–Pathogen Biology group) and works on algae.
"""


def test_a_cosupervisors_units_in_brackets_are_theirs_and_our_later_in_a_bio_keeps_the_entry():
    assert {("Ola Lie", "Department of Mathematics"), ("Ola Lie", "UiB")} <= \
        pairs(claims_of(CO_SUPERVISED, Affiliation), "person", "org")
    found = pairs(claims_of(CO_SUPERVISED, Supervision), "advisor", "advisee")
    assert {("Ola Lie", "Ida Moe"), ("Ann Roe", "Per Vik")} <= found
    # "Host–Pathogen" is a group's name, not a "Host:" label before a person
    assert not any("Pathogen" in a for a, _ in found)
