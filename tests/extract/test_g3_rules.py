"""Rules added from the G3 probes (pages of kinds not tuned before), on texts written here."""
from labgraph.extract.patterns import find_level
from labgraph.model import Affiliation, Position, Supervision
from labgraph.sections import heading_kind, split_sections
from labgraph.model import Document

from .helpers import claims_of, pairs


def test_capital_headings_keep_degree_abbreviations_in_their_case():
    text = "\n".join(["Jan Kowal", "", "EDUCATION", "PhD, Foo University, 2001", "", "EXPERIENCE",
                      "2001-  Professor, Foo University", "", "HONORS AND AWARDS", "Bar Medal, 2010", "",
                      "Ph.D. STUDENTS SUPERVISED (GRADUATED)", "1. Ada Nowak, Ph.D. 2012, \"A thesis title\"", "",
                      "M.S. STUDENTS SUPERVISED", "1. Ola Lis, M.S. 2014"])
    kinds = [s.kind for s in split_sections(Document("cv.txt", text))]
    assert kinds[-2:] == ["students", "students"]
    got = pairs(claims_of(text, Supervision), "advisor", "advisee", "level")
    assert {("OWNER", "Ada Nowak", "PhD"), ("OWNER", "Ola Lis", "Master")} <= got


def test_master_and_bachelor_abbreviations_but_not_initials():
    assert find_level("M.S. 2012") == "Master"
    assert find_level("B.S., Physics") == "Bachelor"
    assert find_level("advised by M.S. Rao") is None
    assert find_level("Undergraduate honors theses") == "Bachelor"


def test_committee_chair_is_advising_and_committee_member_is_not():
    assert heading_kind("Dissertation committee chair") == "students"
    assert heading_kind("Dissertation committee member") == "service"
    assert heading_kind("Undergraduate honors theses") == "students"


def test_join_us_ends_the_member_list():
    text = """
    Alumni
    Ken Ito, M.Sc. 2018 – now at Acme Chemicals

    Join us
    Applications for graduate positions are welcome.
    """
    orgs = {c.org for c in claims_of(text, Affiliation) if c.person == "Ken Ito"}
    assert orgs == {"Acme Chemicals"}


def test_long_paragraph_announcing_a_list_of_students():
    text = """
    Academic family

    Over thirty years at Foo I supervised 20 doctoral students. Those who went on to academic careers include:

    Ann Lee (Ph.D. 1990) – Professor, University of Bar
    Bo Chen (Ph.D. 1999) – Research Geologist, Geological Survey of Baz
    """
    assert pairs(claims_of(text, Supervision), "advisor", "advisee", "level") == \
        {("OWNER", "Ann Lee", "PhD"), ("OWNER", "Bo Chen", "PhD")}
    assert pairs(claims_of(text, Position), "person", "title", "org") == \
        {("Ann Lee", "Professor", "University of Bar"), ("Bo Chen", "Research Geologist", "Geological Survey of Baz")}


def test_relative_clause_names_the_advisor_as_advisee():
    text = "About\nMy advisor was Edwin Moor at Foo University, who studied under Ray Ash at the University of Bar."
    got = pairs(claims_of(text, Supervision), "advisor", "advisee")
    assert ("Ray Ash", "Edwin Moor") in got and ("Ray Ash", "OWNER") not in got


def test_fronted_place_is_not_the_subject():
    text = "About\nBefore UW, I received my B.Tech. from IIT Delhi, where I worked with Anil Rao on static analysis."
    assert pairs(claims_of(text, Supervision), "advisor", "advisee") == {("Anil Rao", "OWNER")}


def test_degree_from_a_university_named_by_its_town_and_the_next_clause_is_apart():
    from labgraph.model import Education
    text = ("About\nI received my Ph.D. from Princeton in 1972 and spent two years as a postdoctoral fellow "
            "at the Lamont Earth Observatory.")
    assert pairs(claims_of(text, Education), "person", "degree", "institution", "end") == {("OWNER", "PhD", "Princeton", 1972)}


def test_degree_student_in_a_named_school_of_a_university_studies_at_the_university():
    from labgraph.model import Education
    text = "About\nI am a second-year PhD student in the Rao School of Computing at the University of Foo."
    assert {c.institution for c in claims_of(text, Education)} == {"University of Foo"}


def test_staff_line_with_name_then_title_on_a_group_page():
    from labgraph.extract import supervision
    from labgraph.model import Line, Section
    lines = (Line(1, "Dr. Ida Berg — Assistant Professor (tenure track), since 2020"), Line(2, "Ole Lund — started 2021"))
    found = list(supervision.extract(Section("g.txt", "students", "Staff", lines)))
    assert pairs([c for c in found if isinstance(c, Position)], "person", "title") == {("Ida Berg", "Assistant Professor")}
    assert pairs([c for c in found if isinstance(c, Supervision)], "advisee") == set()


def test_fronted_years_without_a_comma_date_the_job():
    from labgraph.extract.career import sentence_claims
    from labgraph.model import Evidence
    text = "From 2002 to 2005 she was a postdoctoral researcher at the University of Foo."
    got = [(c.title, c.org, c.start, c.end) for c in sentence_claims(Evidence("a.txt", 1, text)) if isinstance(c, Position)]
    assert got == [("Postdoctoral researcher", "University of Foo", 2002, 2005)]


def test_the_owner_named_as_advisor_in_their_own_list_is_the_owner():
    from labgraph.extract import _as_owner
    from labgraph.model import OWNER, Evidence
    claim = Supervision(Evidence("a.txt", 1, "x"), "Ann Vos", "Bo Li", "PhD")
    assert _as_owner(claim, "Ann Vos").advisor == OWNER
    assert _as_owner(claim, "Eva Lund").advisor == "Ann Vos"


def test_interned_at_two_places_with_a_mentor():
    from labgraph.extract.career import sentence_claims as career_claims
    from labgraph.extract.supervision import sentence_claims as supervision_claims
    from labgraph.model import Evidence
    evidence = Evidence("a.txt", 1, "During my PhD I interned at Foo Research Lab and at Bar Labs with Ann Lee.")
    assert pairs([c for c in career_claims(evidence) if isinstance(c, Position)], "title", "org") == \
        {("Intern", "Foo Research Lab"), ("Intern", "Bar Labs")}
    assert pairs(supervision_claims(evidence), "advisor", "level") == {("Ann Lee", "Intern")}


def test_theses_directed_are_finished_and_directed_by_is_supervision_not_leadership():
    text = """
    Marta López Vega
    Professor, University of Foo

    About
    She holds a PhD in Ecology from the University of Foo (2004), directed by Dr. Ana Ruiz Gil.

    Doctoral theses directed
    Pablo Sanz Gil (2016). Seed dispersal by birds.
    Current: Eva Vidal Soto (since 2022).
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee", "level", "end")
    assert ("Ana Ruiz Gil", "OWNER", "PhD", None) in {(a, b, c, None) for a, b, c, _ in sup}
    assert ("OWNER", "Pablo Sanz Gil", "PhD", 2016) in sup
    assert ("OWNER", "Eva Vidal Soto", "PhD", None) in sup
    assert not [c for c in claims_of(text, Affiliation) if c.person == "Ana Ruiz Gil"]


def test_years_after_the_organisation_date_the_job():
    from labgraph.extract.career import sentence_claims
    from labgraph.model import Evidence
    for text, span in [("He was a Hubble Fellow at the University of Foo from 2011 to 2014.", (2011, 2014)),
                       ("She has been Profesora Titular at the University of Foo since 2012.", (2012, None))]:
        got = [(c.start, c.end) for c in sentence_claims(Evidence("a.txt", 1, text)) if isinstance(c, Position)]
        assert got == [span], text


def test_first_person_paragraph_after_a_student_list_is_the_owner_s():
    text = """
    Professor Ama Owusu
    School of History, University of Leeds

    Completed doctorates
    Dr. Yaw Mensah (2019) – "Gold Coast newspapers", now Research Fellow, Foo Collection

    Before joining Leeds in 2014, I taught at the University of Bar. I completed my DPhil at the University of Baz in 2008.
    """
    orgs = {c.org for c in claims_of(text, Affiliation) if c.person == "Yaw Mensah"}
    assert orgs == {"Foo Collection"}
    from labgraph.model import Education
    assert ("OWNER", "University of Baz") in pairs(claims_of(text, Education), "person", "institution")


def test_organisation_without_its_acronym_or_town():
    text = """
    Ines Faure
    Research director, Institut de Biologie Moléculaire (IBM2), University of Foo

    About
    She is a research director at the Institut de Biologie Moléculaire in Grenoble.
    """
    orgs = {c.org for c in claims_of(text, Affiliation)}
    assert "Institut de Biologie Moléculaire" in orgs
    assert not {o for o in orgs if "(" in o or o.endswith("Grenoble")}


def test_heads_the_team_and_staff_labels_are_not_students():
    text = """
    Ines Faure
    Research director, Institut Foo, University of Bar

    About
    Ines Faure is a research director at the Institut Foo, where she heads the Membrane Sensors team.

    Team
    Permanent researchers: Paul Roux (CR), Anne Morel (MCF)
    PhD students: Lea Blanc (2021–)
    """
    assert ("OWNER", "Membrane Sensors team") in pairs(claims_of(text, Affiliation), "person", "org")
    assert pairs(claims_of(text, Supervision), "advisee") == {("Lea Blanc",)}
    assert ("Paul Roux", "Membrane Sensors team") in pairs(claims_of(text, Affiliation), "person", "org")


def test_before_that_i_is_the_owner():
    from labgraph.extract.career import sentence_claims
    from labgraph.model import Evidence
    text = "Before that I worked for two years as a software engineer at Foo Systems."
    assert [(c.title, c.org) for c in sentence_claims(Evidence("a.txt", 1, text)) if isinstance(c, Position)] == \
        [("Software engineer", "Foo Systems")]


def test_korean_lab_page_course_headings_dash_destinations_and_an_employer_without_university_in_its_name():
    from labgraph.model import Education
    text = """
    Smart Polymers Laboratory
    Department of Chemical Engineering, KAIST

    Professor
    Seo Ji-ho
    Professor, Department of Chemical Engineering, KAIST (2016–present)

    Members
    Ph.D. course
    Baek Min-ji (2021.03–)
    M.S. course
    Oh Tae-yang (2023.03–)

    Alumni
    Dr. Ryu Han-na (Ph.D. 2020) – Hanwha Solutions
    """
    sup = pairs(claims_of(text, Supervision), "advisee", "level")
    assert {("Baek Min-ji", "PhD"), ("Oh Tae-yang", "Master"), ("Ryu Han-na", "PhD")} <= sup
    assert ("OWNER", "Professor", "KAIST") in pairs(claims_of(text, Position), "person", "title", "org")
    assert ("Baek Min-ji", "KAIST") in pairs(claims_of(text, Education), "person", "institution")
    assert ("Ryu Han-na", "Hanwha Solutions") in pairs(claims_of(text, Affiliation), "person", "org")


def test_graduate_students_heading_lists_doctoral_students():
    text = """
    Lab of Foo
    Department of Psychology, University of Bar

    Principal Investigator
    Ann Vos, Associate Professor of Psychology.

    Graduate Students
    Theo Lind (5th year)
    """
    assert pairs(claims_of(text, Supervision), "advisee", "level") == {("Theo Lind", "PhD")}
