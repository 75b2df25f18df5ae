"""Supervision in sentences and in lists of students, on texts written here."""
import pytest

from labgraph.model import OWNER, Affiliation, Education, Position, Supervision

from .helpers import claims_of, pairs


@pytest.mark.parametrize("sentence, expected", [
    ("I received my PhD from the University of Oslo under the supervision of Kari Nordmann and Ola Hansen.",
     {("Kari Nordmann", "OWNER", "PhD"), ("Ola Hansen", "OWNER", "PhD")}),
    ("My doctoral thesis was supervised by Prof. Ingrid Bergman.", {("Ingrid Bergman", "OWNER", "PhD")}),
    ("I completed my MSc at ETH Zurich, advised by Dr. Hans Keller.", {("Hans Keller", "OWNER", "Master")}),
    ("Before that I was a research associate at Stanford University working with Maria Lopez.",
     {("Maria Lopez", "OWNER", "Postdoc")}),
    ("She was a postdoctoral fellow in the group of Prof. Ahmed Zewail.", {("Ahmed Zewail", "OWNER", "Postdoc")}),
    ("During my PhD I was a research intern at Google, mentored by Ann Lee.", {("Ann Lee", "OWNER", "Intern")}),
    ("Advisor: Dr. Maria Garcia", {("Maria Garcia", "OWNER", "Unspecified")}),
    ("Jane Roe obtained her PhD under the supervision of John Smith in 2010.", {("John Smith", "Jane Roe", "PhD")}),
])
def test_supervision_sentences(sentence, expected):
    assert pairs(claims_of(f"About\n{sentence}", Supervision), "advisor", "advisee", "level") == expected


@pytest.mark.parametrize("text", [
    "Fully-funded PhD positions available. PhD students wanted!",
    "I am looking for PhD students to work with me.",
    "I work with John Smith on compilers.",               # collaboration, not supervision
    '"I was supervised by John Smith", says the hero of the novel.',   # a quotation
    "We thank Maria Lopez for comments.",
])
def test_supervision_ignores_non_supervision(text):
    assert claims_of(f"About\n{text}", Supervision) == []


def test_supervision_cv_entry_takes_the_degree_of_its_entry():
    text = """
    EDUCATION

    Doctorate, Computer Science
    Delft University of Technology
    since 2020
    - Working on query optimisation, supervised by Jan Visser
    """
    assert pairs(claims_of(text, Supervision), "advisor", "level") == {("Jan Visser", "PhD")}


def test_student_list_levels_co_supervisors_and_destinations():
    text = """
    Group

    PhD Students
    Tomasz Nowak - PhD student (2021-)
    Aisha Rahman - PhD student, co-supervised with Prof. Mark Beaumont
    Liam O'Connor - Postdoctoral researcher

    Alumni
    Priya Desai (PhD 2020, now Assistant Professor at University of Leeds)
    Jonas Berg, MSc, 2019 -> Spotify
    """
    claims = claims_of("Ada Quinn\n\n" + text)
    sup = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee", "level", "role")
    assert ("OWNER", "Tomasz Nowak", "PhD", None) in sup
    assert ("Mark Beaumont", "Aisha Rahman", "PhD", "co-supervisor") in sup
    assert ("OWNER", "Liam O'Connor", "Postdoc", None) in sup
    assert ("OWNER", "Jonas Berg", "Master", None) in sup
    aff = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert {("Priya Desai", "University of Leeds"), ("Jonas Berg", "Spotify")} <= aff


def test_student_list_name_then_role_line_and_first_name_co_supervisor():
    text = """
    Ada Quinn

    Students

    Avatar

    Wei Zhang

    PhD Student (Co-supervised with Kofi)
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee", "role")
    assert sup == {("OWNER", "Wei Zhang", None), ("Kofi", "Wei Zhang", "co-supervisor")}


def test_student_list_ignores_people_without_a_student_role():
    text = """
    Ada Quinn

    Team
    Jonas Berg
    Office manager
    """
    assert claims_of(text, Supervision) == []


def test_labelled_student_lists_with_parenthesised_destinations():
    text = """
    Ada Quinn

    STUDENTS SUPERVISED
    Ph.D. students (current): Rahul Mehta, Sofia Alvarez, and Kenji Sato
    Ph.D. graduates: David Kim (2020, now at Google Brain), Laura Chen (2018, Assistant Professor at UCLA)
    """
    claims = claims_of(text)
    sup = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert sup == {("OWNER", n, "PhD") for n in ("Rahul Mehta", "Sofia Alvarez", "Kenji Sato", "David Kim",
                                                 "Laura Chen")}
    assert {("David Kim", "Google Brain"), ("Laura Chen", "UCLA")} <= \
        pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_phd_with_advisor_phrase_but_not_collaboration():
    assert pairs(claims_of("About\nHe did his PhD at University College London with Peter Dayan.", Supervision),
                 "advisor", "level") == {("Peter Dayan", "PhD")}
    assert claims_of("About\nDuring my PhD I collaborated with John Smith.", Supervision) == []


def test_advising_section_with_any_label_and_co_advisors():
    text = """
    Sam Wu

    Advising
    Current: Jane Doe (PhD, co-advised with John Roe), Ann Lee (MSc)
    Email: sam@example.org
    """
    assert pairs(claims_of(text, Supervision), "advisor", "advisee", "level", "role") == {
        ("OWNER", "Jane Doe", "PhD", None), ("John Roe", "Jane Doe", "PhD", "co-supervisor"),
        ("OWNER", "Ann Lee", "Master", None)}


@pytest.mark.parametrize("sentence, expected", [
    ("I currently supervise three PhD students: Ana Lima, Bo Chen and Carla Diaz.",
     {("Ana Lima", "PhD"), ("Bo Chen", "PhD"), ("Carla Diaz", "PhD")}),
    ("My PhD students include Ana Lima and Bo Chen.", {("Ana Lima", "PhD"), ("Bo Chen", "PhD")}),
    ("I have mentored several interns, including Ana Lima.", {("Ana Lima", "Intern")}),
])
def test_owner_names_their_students_in_a_sentence(sentence, expected):
    claims = claims_of(f"Ada Quinn\n\nAbout\n{sentence}", Supervision)
    assert pairs(claims, "advisee", "level") == expected
    assert {c.advisor for c in claims} == {"\x00owner"}


def test_supervising_courses_is_not_supervising_people():
    assert claims_of("Ada Quinn\n\nAbout\nI supervise lab sessions: Monday and Friday.", Supervision) == []


def test_a_student_working_with_someone_is_supervised_by_them():
    text = "About\nI'm a Ph.D. student in Computer Science at Cornell University, working with Prof. Jon Kleinberg."
    assert pairs(claims_of(text, Supervision), "advisor", "level") == {("Jon Kleinberg", "PhD")}
    assert claims_of("About\nAs a professor I am working with Jon Kleinberg on networks.", Supervision) == []


@pytest.mark.parametrize("sentence, expected", [
    ("Ph.D. (2011), University of Bergen, advisor Tor Lunde", {("Tor Lunde", "OWNER")}),
    ("2016–2019  Postdoc with Lena Hart at the Sanger Institute", {("Lena Hart", "OWNER")}),
    ("Mia received her PhD from Kyoto University in 2009, working with Ren Sato on enzymes.", {("Ren Sato", "OWNER")}),
    ("I received my PhD in 2009 and have since worked with Ren Sato on enzymes.", set()),
])
def test_supervision_phrase_families(sentence, expected):
    assert pairs(claims_of("About\n" + sentence, Supervision), "advisor", "advisee") == expected


def test_postdoc_host_works_at_the_organisation_named_after_them():
    claims = claims_of("About\nI was a postdoc with Lena Hart at the Sanger Institute (2016–2019).")
    assert ("Lena Hart", "Sanger Institute") in pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_third_person_list_of_former_students_with_destinations():
    text = """
    Ruth Abebe

    Biography
    Her former doctoral students include Omar Haddad (now Associate Professor at Leiden University), Ines Roth (Lecturer at Durham University) and Pia Lund.
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee") == \
        {("OWNER", "Omar Haddad"), ("OWNER", "Ines Roth"), ("OWNER", "Pia Lund")}
    assert pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org") == \
        {("Omar Haddad", "Associate Professor", "Leiden University"), ("Ines Roth", "Lecturer", "Durham University")}


def test_student_entries_level_start_and_end():
    text = """
    Postdoctoral Researchers
    Tia Moss — Joined 2021. PhD, University of Ghent.

    Alumni
    Abel Kane — PhD 2019, now postdoc at IBM Research Zurich
    """
    found = {c.advisee: c for c in claims_of(text, Supervision)}
    assert (found["Tia Moss"].level, found["Tia Moss"].end) == ("Postdoc", None)
    assert (found["Abel Kane"].level, found["Abel Kane"].end) == ("PhD", 2019)
    claims = claims_of(text)
    assert ("Abel Kane", "Postdoc", "IBM Research Zurich") in \
        pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org")
    assert not [c for c in claims if isinstance(c, Education) and c.institution == "IBM Research Zurich"]


def test_degree_with_a_past_year_is_a_finished_student():
    text = "Doctoral Students\nAda Ng (Ph.D. 2014)\nBo Ruiz (Ph.D. expected 2031)"
    ends = {c.advisee: c.end for c in claims_of(text, Supervision)}
    assert ends == {"Ada Ng": 2014, "Bo Ruiz": None}


def test_alumni_table_rows_give_level_years_and_destination():
    text = """
    Former Members
    Name | Position | Years | Now
    Dr. Eva Lind | PhD student | 2014–2019 | Data Scientist, Klarna AB
    Tom Ueda | Postdoc | 2016–2018 | Assistant Professor, Osaka University
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Supervision)], "advisee", "level", "end") == \
        {("Eva Lind", "PhD", 2019), ("Tom Ueda", "Postdoc", 2018)}
    assert pairs([c for c in claims if isinstance(c, Position)], "person", "org") == \
        {("Eva Lind", "Klarna AB"), ("Tom Ueda", "Osaka University")}


def test_group_members_join_the_group_and_its_university_at_every_level():
    text = """
    Vision Lab
    The Vision Lab at the Department of Physics, Oslo University, is led by Prof. Kari Dahl.

    Master Students
      • Ola Berg (MSc student)
    """
    orgs = pairs([c for c in claims_of(text) if isinstance(c, Affiliation) and c.person == "Ola Berg"], "org")
    assert orgs == {("Vision Lab",), ("Oslo University",)}


def test_committee_chair_and_current_position_lines():
    text = """
    Education
    Ph.D., Psychology, University of Utah, 2012
       Committee: Lena Cho (Chair), Pat Amsel, Rosa Ibáñez

    Graduate Advising
    Primary advisor:
       Jon Whit (Ph.D. 2020). Current position: Research Scientist, Meta
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee") == \
        {("Lena Cho", "OWNER"), ("OWNER", "Jon Whit")}
    assert pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org") == \
        {("Jon Whit", "Research Scientist", "Meta")}


def test_current_students_join_where_the_leader_is_now_not_where_they_were():
    text = """
    Ines Roy

    Short CV
    - 2019–: Research Director, CNRS, Institut Néel
    - 2008–2011: Postdoctoral researcher, University of Cambridge

    Team
    Current PhD students: Tom Fabre, Lea Gros
    """
    orgs = pairs([c for c in claims_of(text) if isinstance(c, Affiliation) and c.person == "Tom Fabre"], "org")
    assert orgs == {("Institut Néel",)}


def test_cosupervised_student_with_a_main_supervisor_and_defended_theses():
    text = """
    SUPERVISION
    Main supervisor of PhD students: Emil Sand (defended 2021), Nora Hadi (ongoing)
    Co-supervisor of PhD students: Viktor Holm (defended 2020, main supervisor: Karin Berg)
    """
    claims = claims_of(text, Supervision)
    assert pairs(claims, "advisor", "advisee") == {("OWNER", "Emil Sand"), ("OWNER", "Nora Hadi"),
                                                   ("OWNER", "Viktor Holm"), ("Karin Berg", "Viktor Holm")}
    assert {c.advisee: c.end for c in claims if c.advisor == OWNER}["Emil Sand"] == 2021


def test_alumnus_now_studying_elsewhere():
    text = "Alumni\n- Rea Stolz, MSc 2022 – now a PhD student at the University of Alberta"
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "person", "degree", "institution") == \
        {("Rea Stolz", "PhD", "University of Alberta")}
    assert not [c for c in claims if isinstance(c, Position)]


def test_levels_from_a_lead_in_line_and_held_degrees_under_a_heading():
    text = """
    Mentoring
    I have been lucky to mentor several undergraduate researchers:
    - Kay Brook (2022–2023; now a PhD student at UC Davis)

    Doctoral researchers
    Lena Vogt, M.Sc.
    Ahmet Kaya, M.Sc. (jointly with Prof. Dr. Per Brandt, Max Planck Institute for Polymer Research)
    Dr. Jon Hoff – habilitation candidate
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee", "level") == {
        ("OWNER", "Kay Brook", "Bachelor"), ("OWNER", "Lena Vogt", "PhD"), ("OWNER", "Ahmet Kaya", "PhD"),
        ("Per Brandt", "Ahmet Kaya", "PhD")}
    assert {("Kay Brook", "UC Davis"), ("Per Brandt", "Max Planck Institute for Polymer Research")} <= \
        pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert not [c for c in claims if isinstance(c, Education) and c.person == "Ahmet Kaya"]


def test_east_asian_member_list_with_grade_codes_and_staff_titles():
    text = """
    Mori Laboratory
    Department of Chemistry, The University of Kyoto

    Members

    Professor
    Ken MORI

    Assistant Professor
    Aoi Sato

    Students
    D2  Taro YAMADA
    M1  Sota Ito
    B4  Mika Endo

    Alumni
    2023  Aya Abe (M.Eng.) → Asahi Kasei Corporation
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee", "level") == {
        ("OWNER", "Taro YAMADA", "PhD"), ("OWNER", "Sota Ito", "Master"), ("OWNER", "Mika Endo", "Bachelor"),
        ("OWNER", "Aya Abe", "Master")}
    members = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert {("Aoi Sato", "Mori Laboratory"), ("Aoi Sato", "University of Kyoto"),
            ("Taro YAMADA", "University of Kyoto")} <= members
    assert ("Aya Abe", "Mori Laboratory") not in members
    assert ("Aoi Sato", "Assistant Professor", "University of Kyoto") in \
        pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org")


def test_student_table_outside_a_students_section_and_third_person_mentoring():
    text = """
    Rana Aziz is Professor of Economics at the London School of Economics. She currently mentors two doctoral students: Ali Demir and Eva Holm.

    Student | Year | First placement
    Ana Correia | 2019 | World Bank
    Tom Brenner | 2021 | University of Zurich
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee") == {
        ("OWNER", "Ali Demir"), ("OWNER", "Eva Holm"), ("OWNER", "Ana Correia"), ("OWNER", "Tom Brenner")}
    assert {("Ana Correia", "World Bank"), ("Tom Brenner", "University of Zurich")} <= \
        pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_alumnus_arrow_to_doctoral_studies():
    text = "MSc thesis students (past)\n- Wen Chen (2023) → PhD at University of Oxford"
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "person", "degree", "institution") == \
        {("Wen Chen", "PhD", "University of Oxford")}
    assert ("Wen Chen", "University of Oxford") in pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_advising_named_students_in_prose_without_a_colon():
    text = ("Ana Ruiz\n\nBiography\n\nI currently advise doctoral students Marisol Vega and Tomas Lind, and I served "
            "as the primary advisor of Kwame Osei (Ph.D. 2020), now assistant professor at Bowdoin College.\n")
    found = claims_of(text, Supervision)
    assert {(c.advisee, c.level, c.end) for c in found} == {
        ("Marisol Vega", "PhD", None), ("Tomas Lind", "PhD", None), ("Kwame Osei", "PhD", 2020)}
    assert ("Kwame Osei", "Bowdoin College") in pairs(claims_of(text, Affiliation), "person", "org")


@pytest.mark.parametrize("sentence", [
    "We mentor students Across Europe and Asia.",            # no level: the capitals are no names
    "I served as the advisor of Chess Club Oslo.",           # an advisor of a club, no degree
    "She served as the faculty advisor of Women in Computing.",
])
def test_advising_sentences_that_name_no_students(sentence):
    assert claims_of(f"Ana Ruiz\n\nBiography\n\n{sentence}\n", Supervision) == []


def test_a_titled_colleague_with_a_student_co_supervises_and_a_plain_with_does_not():
    text = ("Ana Ruiz\n\nSupervision\n\nPhD students: Noemi Gasser (since 2023, with Prof. Daniel Farinotti), "
            "Jonas Wyss (since 2022, with the glacier group)\n")
    found = pairs(claims_of(text, Supervision), "advisor", "advisee", "role")
    assert found == {("OWNER", "Noemi Gasser", None), ("OWNER", "Jonas Wyss", None),
                     ("Daniel Farinotti", "Noemi Gasser", "co-supervisor")}


def test_a_members_heading_naming_the_lab_and_a_graduate_s_employer_after_the_degree():
    text = ("Prof. Ana Ruiz\n\nDepartment of Chemistry, KAIST\n\nLab Members (Catalysis Laboratory)\n"
            "Ph.D. candidates: Min-seo Kim, Yerin Jang\n"
            "Graduated: Dr. Jae-won Yoon (Ph.D., 2021; Samsung Advanced Institute of Technology)\n")
    members = pairs(claims_of(text, Affiliation), "person", "org")
    assert {("OWNER", "Catalysis Laboratory"), ("Min-seo Kim", "Catalysis Laboratory"),
            ("Jae-won Yoon", "Samsung Advanced Institute of Technology")} <= members
    assert ("Jae-won Yoon", "Catalysis Laboratory") not in members        # graduated: no longer a member
