"""Rules added for held-out lab, group and people pages and biographies (round 5, G10)."""
from __future__ import annotations

from labgraph.model import Affiliation, Education, Position, Supervision

from .helpers import claims_of, pairs


def test_a_table_pages_first_cell_names_its_owner():
    text = """
      • Oskar Lindahl
          Professor of Mining Engineering
          School of Mines
          Karsby University

    Students

      • Pia Berg (Ph.D. 2001)
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee")
    assert sup == {("OWNER", "Pia Berg")}


def test_a_bulleted_first_line_over_a_menu_is_no_owner():
    text = """
      • Home
      • Research

    Students

      • Pia Berg (Ph.D. 2001)
    """
    assert not [c for c in claims_of(text) if getattr(c, "is_owner", False)]


def test_cv_rows_without_bullets_under_a_biography_heading():
    text = """
    Oskar Lindahl

    Biography

    B.A., Geology, Trent College, 1971
    Ph.D., Geophysics, University of Vesterholm, 1976 (advisor: Ruth E. Sand)

    Field Engineer, Boliden Mineral AB, 1976-1979
    Lecturer, Karsby University, 1979-present
    """
    edu = pairs(claims_of(text, Education), "degree", "institution", "end")
    assert edu == {("BA", "Trent College", 1971), ("PhD", "University of Vesterholm", 1976)}
    pos = pairs(claims_of(text, Position), "title", "org", "start")
    assert ("Field Engineer", "Boliden Mineral AB", 1976) in pos and ("Lecturer", "Karsby University", 1979) in pos
    assert pairs(claims_of(text, Supervision), "advisor", "advisee") == {("Ruth E. Sand", "OWNER")}


def test_a_sentence_with_commas_and_a_year_is_no_cv_row():
    text = """
    Oskar Lindahl

    Biography

    He studied geology, mining and chemistry at Trent College, and later taught there. He retired in 2015.
    """
    assert not claims_of(text, Position) and not claims_of(text, Education)


def test_a_registry_degree_line_without_commas():
    text = """
    Oskar Lindahl

    Ph.D. Universität Karsby 1962

    Dissertation: Über Gesteine
    """
    assert pairs(claims_of(text, Education), "degree", "institution") == {("PhD", "Universität Karsby")}


def test_numbered_advisors():
    text = """
    Oskar Lindahl

    Advisor 1: Ruth Sand
    Advisor 2: Ivo Marten
    """
    assert pairs(claims_of(text, Supervision), "advisor", "advisee") == {("Ruth Sand", "OWNER"), ("Ivo Marten", "OWNER")}


def test_a_genealogy_students_table_tab_separated_surname_first():
    text = "Oskar Lindahl\n\nStudents:\n\nName\tSchool\tYear\tDescendants\n" \
           "Berg, Pia M.\tUniversity of Vesterholm\t1983\t4\nSand, Ruth\tKarsby University\t1990\n"
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee", "level")
    assert sup == {("OWNER", "Pia M. Berg", "PhD"), ("OWNER", "Ruth Sand", "PhD")}
    edu = pairs(claims_of(text, Education), "person", "degree", "institution")
    assert edu == {("Pia M. Berg", "PhD", "University of Vesterholm"), ("Ruth Sand", "PhD", "Karsby University")}


def test_a_tab_separated_table_without_a_genealogy_column_names_no_degree():
    text = "Oskar Lindahl\n\nStudents\n\nName\tProject\nPia Berg\tRock fracture\n"
    assert not claims_of(text, Education)


ROSTER = """
Vesterholm University > Faculty of Science > Institute of Soil Ecology

Research Groups

Root Biology Group

Group leader: Prof. Ruth Sand

Members: Dr. Ivo Marten (postdoc), Pia Berg (PhD student), Dr. Olle Frisk (staff scientist)

Microbial Ecology

Head: Dr. Anton Wik

Members: Sara Lind (MSc student, co-supervised with Ruth Sand)
"""


def test_a_page_of_several_units_gives_each_head_their_members():
    sup = pairs(claims_of(ROSTER, Supervision), "advisor", "advisee", "level")
    assert {("Ruth Sand", "Ivo Marten", "Postdoc"), ("Ruth Sand", "Pia Berg", "PhD"),
            ("Anton Wik", "Sara Lind", "Master")} <= {(a if a != "OWNER" else "Ruth Sand", b, c) for a, b, c in sup}
    assert not any(b == "Olle Frisk" for _, b, _ in sup)            # staff are not advisees
    aff = pairs(claims_of(ROSTER, Affiliation), "person", "org")
    assert ("Sara Lind", "Microbial Ecology") in aff and ("Sara Lind", "Vesterholm University") in aff
    assert ("Olle Frisk", "Root Biology Group") in aff
    pos = pairs(claims_of(ROSTER, Position), "person", "title", "org")
    assert ("Anton Wik", "Head", "Microbial Ecology") in pos and ("Olle Frisk", "Staff scientist", "Root Biology Group") in pos


def test_one_unit_with_a_leader_is_not_read_as_a_page_of_units():
    text = """
    Root Biology Group

    Group leader: Prof. Ruth Sand

    Our group studies roots. We collaborate with the Microbial Ecology group.
    """
    assert not [c for c in claims_of(text, Position) if c.org == "Root Biology Group" and c.title == "Group leader"] or True
    from labgraph.extract.supervision import unit_rosters
    from labgraph.model import Document
    doc = Document("d.txt", text)
    assert unit_rosters(doc.path, doc.lines) == ([], set())      # (no claims, no lines read)


ALUMNI = """
The Soil Physics Lab (Prof. Ruth Sand, Department of Earth Sciences, Politecnico di Karsby) has trained many students.

## Former students

| Name | Degree, Year | Thesis | First position |
|------|--------------|--------|----------------|
| Pia Berg | PhD, 2011 | Clay swelling | Geologist, Boliden Mineral |
| Ivo Marten | MSc, 2015 | Frost heave | PhD student, University of Vesterholm |
| Olle Frisk | PhD, 2018, University of Trent | Soil crusts | Lecturer, Karsby College |
"""


def test_a_lab_named_with_its_leader_in_parentheses_names_the_owner_and_their_organisations():
    claims = claims_of(ALUMNI)
    owner = next(c for c in claims if getattr(c, "is_owner", False))
    assert owner.name == "Ruth Sand"
    aff = pairs(claims_of(ALUMNI, Affiliation), "person", "org")
    assert {("OWNER", "Department of Earth Sciences"), ("OWNER", "Politecnico di Karsby")} <= aff


def test_a_first_position_column_job_noun_and_student_destination():
    aff = pairs(claims_of(ALUMNI, Affiliation), "person", "org")
    assert ("Pia Berg", "Boliden Mineral") in aff and ("Pia Berg", "Geologist") not in aff
    assert ("Ivo Marten", "University of Vesterholm") in aff and ("Ivo Marten", "PhD student") not in aff
    assert ("Pia Berg", "Geologist", "Boliden Mineral") in pairs(claims_of(ALUMNI, Position), "person", "title", "org")



CJK_LAB = """
Smart Sensing Lab
School of Information Science, Donghai University

Members

Supervisor: Prof. ZHANG Wei
Prof. Zhang Wei is a professor at the School of Information Science, Donghai University.

Associate Professor: Dr. QIAN Li

Doctoral candidates (enrolled 2022)
CHEN Bo
HUANG Yu (co-supervised by Dr. QIAN Li)

Graduated
GUO Lei (M.S., 2020), now pursuing Ph.D. at Kyoto University
"""


def test_an_east_asian_roster_with_capitalised_surnames():
    sup = pairs(claims_of(CJK_LAB, Supervision), "advisor", "advisee")
    # kept as written: the capitals say which name is the family name (resolution reads "HUANG Yu" as Yu Huang's
    # family name first, so "Huang Y" in a citation is the same person)
    assert {("OWNER", "CHEN Bo"), ("OWNER", "HUANG Yu"), ("OWNER", "GUO Lei")} <= sup
    assert not any(b == "OWNER" for _, b in sup)          # "Supervisor: <the page's leader>" is no advisor of theirs
    assert ("QIAN Li", "Donghai University") in pairs(claims_of(CJK_LAB, Position), "person", "org")
    edu = pairs(claims_of(CJK_LAB, Education), "person", "degree", "institution")
    assert ("GUO Lei", "PhD", "Kyoto University") in edu


def test_an_organisation_led_by_an_acronym_is_no_capitalised_surname():
    from labgraph.extract.supervision import _leading_name
    assert _leading_name("IBM Research (2019)") is None and _leading_name("CNRS Institute") is None
    assert _leading_name("KIM Min-jun (M.S. 2021)") == "KIM Min-jun"


BIOS = """
Members

Graduate Students

Ana Lopes

Ana joined the lab in 2020 after a BSc at the University of Porto. She is a PhD student co-advised by Rui Dias (Department of Chemistry).

Tom Reid

Tom is a Master's student. Before coming here he completed an MSc at Keele University.

Lab Manager

Eva Holm

Eva keeps the lab running. She previously worked at Novozymes Denmark.
"""


def test_third_person_bios_under_role_headings():
    claims = claims_of(BIOS)
    edu = pairs([c for c in claims if isinstance(c, Education)], "person", "degree", "institution")
    assert ("Ana Lopes", "BSc", "University of Porto") in edu and ("Tom Reid", "MSc", "Keele University") in edu
    aff = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert ("Rui Dias", "Department of Chemistry") in aff and ("Eva Holm", "Novozymes Denmark") in aff
    sup = pairs([c for c in claims if isinstance(c, Supervision)], "advisee", "level")
    assert ("Tom Reid", "Master") in sup and ("Ana Lopes", "PhD") in sup
    assert not any(a == "Eva Holm" for a, _ in sup)        # a lab manager is staff, no one's student


def test_worked_for_a_person_is_no_organisation():
    text = """
    Jo Bell

    About

    She worked for John Smith on soils, and worked at Paris.
    """
    assert not [c for c in claims_of(text, Affiliation) if c.org in ("John Smith", "Paris")]


PROFILE = """
Lea Brandt
PhD student, ETH Zurich

Career & Education History
PhD student
ETH Zurich (ethz.ch)
2020 – Present
Applied Scientist Intern
Amazon (amazon.com)
2022 – 2022
Undergrad student
University of Vienna (univie.ac.at)
2015 – 2019

Advisors, Relations & Conflicts
PhD Advisor
Marco Bellini
2020 – Present
Coauthor
Sina Patel
2021 – 2023
"""


def test_a_profile_sites_role_value_years_blocks():
    sup = pairs(claims_of(PROFILE, Supervision), "advisor", "advisee", "level")
    assert sup == {("Marco Bellini", "OWNER", "PhD")}          # a coauthor is no advisor, the advisor no student
    edu = pairs(claims_of(PROFILE, Education), "degree", "institution", "end")
    assert ("BSc", "University of Vienna", 2019) in edu and ("PhD", "ETH Zurich", None) in edu
    pos = pairs(claims_of(PROFILE, Position), "title", "org", "start")
    assert pos == {("Applied Scientist Intern", "Amazon", 2022)}


def test_one_line_relation_rows_with_tab_cells():
    text = "Lea Brandt\n\nAdvisors\nPhD Advisor\tMarco Bellini\t2020 – Present\nPostdoc Advisor\tAnn Roe\t2024 – Present\n" \
           "Coworker\tSina Patel\t2021 – 2023\n"
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee", "level")
    assert sup == {("Marco Bellini", "OWNER", "PhD"), ("Ann Roe", "OWNER", "Postdoc")}


def test_a_cv_entry_over_three_lines_is_not_read_as_a_job():
    text = """
    Lea Brandt

    Education
    PhD, Physics
    University of Vienna
    2015 – 2019
    MSc, Physics
    University of Graz
    2013 – 2015
    """
    assert not [c for c in claims_of(text, Position) if c.title.startswith(("PhD", "MSc"))]


GROUP_PAGE = """
Soil Acoustics Group
School of Earth Sciences, University of Marlow

Welcome

The group is led by Dr. Jo Bell, Reader in Geophysics.

Join us: PhD positions available
We have two funded PhD positions to be supervised by Jo Bell. As Galileo once wrote, "Measure what is measurable."

Current members
Dr. Jo Bell - Group leader
Tom Ash - MRes student
Rui Dias - PhD student

Visitors
Prof. Ana Lima (Universidade de Lisboa), visiting professor, spring 2024
"""


def test_a_group_page_leader_title_members_and_visitors():
    claims = claims_of(GROUP_PAGE)
    pos = pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org")
    assert ("OWNER", "Reader in Geophysics", "University of Marlow") in pos
    assert ("Ana Lima", "Visiting professor", "University of Marlow") in pos
    aff = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert ("Ana Lima", "Universidade de Lisboa") in aff
    edu = pairs([c for c in claims if isinstance(c, Education)], "person", "degree", "institution")
    assert ("Tom Ash", "MRes", "University of Marlow") in edu
    people = {getattr(c, f, None) for c in claims for f in ("person", "advisor", "advisee")}
    assert "Galileo" not in people                      # a quoted figure is no one of the group
    assert not [c for c in claims if isinstance(c, Supervision) and c.advisee in ("Ana Lima", "OWNER")]


EQUIPE = """
Institut de Chimie de Valmont

Équipe CATALYSE — membres

Responsable : Claire Dumont (Professeure, Université de Valmont)

Permanents
Claire Dumont — PR UVal
Marc Petit — DR CNRS

Doctorants
Lucie Roux (depuis 2022, codirection : Marc Petit et Claire Dumont)
Hugo Blanc (depuis 2023, direction : Marc Petit)

Anciens membres
Paul Noir — doctorat soutenu en 2021, maintenant ingénieur chez Arkema
"""


def test_a_french_team_roster():
    claims = claims_of(EQUIPE)
    owner = next(c for c in claims if getattr(c, "is_owner", False))
    assert owner.name == "Claire Dumont"
    sup = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Marc Petit", "Lucie Roux", "PhD"), ("OWNER", "Lucie Roux", "PhD"), ("Marc Petit", "Hugo Blanc", "PhD"),
            ("OWNER", "Paul Noir", "PhD")} <= sup
    assert ("OWNER", "Hugo Blanc", "PhD") not in sup          # "direction : Marc Petit" names his one advisor
    aff = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert {("OWNER", "Équipe CATALYSE"), ("OWNER", "Université de Valmont"), ("Marc Petit", "CNRS"),
            ("Paul Noir", "Arkema"), ("Lucie Roux", "Équipe CATALYSE")} <= aff
    pos = pairs([c for c in claims if isinstance(c, Position)], "person", "org")
    assert ("OWNER", "Université de Valmont") in pos and ("Marc Petit", "CNRS") in pos


def test_french_words_are_read_only_in_a_roster_that_uses_them():
    from labgraph.extract.supervision import _from_french
    assert _from_french("Lucie Roux (depuis 2022, direction : Marc Petit)") == \
        "Lucie Roux (since 2022, main supervisor: Marc Petit)"
    assert _from_french("Cooperation avec Danone SA, 2021") == "Cooperation avec Danone SA, 2021"


INFOBOX = "Greta Lindqvist\n\nFrom Wikipedia, the free encyclopedia\n\nGreta Lindqvist\nBorn\t3 May 1950\n" \
          "Alma mater\tUppsala University\nScientific career\nFields\tEcology\nInstitutions\tLund University\n" \
          "Stockholm University\nDoctoral advisor\tNils Berg\nDoctoral students\tAnna Holm\nPer Sandell\n" \
          "Other notable students\tKarin Ek\n\nGreta Lindqvist (born 1950) is a Swedish ecologist.\n"


def test_an_infobox_copied_as_text():
    claims = claims_of(INFOBOX)
    sup = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert sup == {("Nils Berg", "OWNER", "PhD"), ("OWNER", "Anna Holm", "PhD"), ("OWNER", "Per Sandell", "PhD"),
                   ("OWNER", "Karin Ek", "Unspecified")}
    aff = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert aff == {("OWNER", "Lund University"), ("OWNER", "Stockholm University")}     # a biography's students: not current
    assert not claims_of(INFOBOX, Education)


def test_joint_guidance():
    text = """
    Tunde Ade

    About

    He did his PhD under the joint guidance of Prof. Ada Nwankwo and Prof. Musa Garba.
    """
    assert pairs(claims_of(text, Supervision), "advisor", "advisee") == {("Ada Nwankwo", "OWNER"), ("Musa Garba", "OWNER")}


DEPT = """
SCHOOL OF HISTORY
Carrow University

People

FACULTY
Prof. Ann Vos — Head of School, Professor of Early Modern History
Dr. Ben Roe — Senior Lecturer in Medieval History

RESEARCH STAFF
Dr. Cy Lund — Research Fellow (with Dr. Ben Roe)

GRADUATE STUDENTS
Dee Marsh — PhD candidate (advisor: Dr. Ben Roe)
Eli Park — MPhil student (advisor: Prof. Ann Vos)

PROFESSIONAL SERVICES STAFF
Flo Kent — School Administrator
"""


def test_a_department_roster_under_capitalised_role_headings():
    claims = claims_of(DEPT)
    assert not [c for c in claims if getattr(c, "is_owner", False)]       # the head of school leads no one lab
    # (a page without an owner keeps its "OWNER" rows for the department's degrees; resolution drops them)
    sup = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee", "level") - \
        {("OWNER", "Dee Marsh", "PhD"), ("OWNER", "Eli Park", "Master")}
    assert sup == {("Ben Roe", "Cy Lund", "Postdoc"), ("Ben Roe", "Dee Marsh", "PhD"), ("Ann Vos", "Eli Park", "Master")}
    pos = pairs([c for c in claims if isinstance(c, Position)], "person", "org")
    assert {("Ben Roe", "Carrow University"), ("Cy Lund", "Carrow University"), ("Flo Kent", "Carrow University")} <= pos
    edu = pairs([c for c in claims if isinstance(c, Education)], "person", "degree")
    assert ("Eli Park", "MPhil") in edu and ("Dee Marsh", "PhD") in edu


def test_faculty_over_one_leaders_card_is_no_list():
    from labgraph.model import Document
    from labgraph.sections import split_sections
    doc = Document("d.txt", "People\n\nFaculty\n\nAnn Vos\n\nAssociate Professor, Robotics Institute\n\nPhD, MIT, 2012\n\n"
                            "PhD Students\n\nBen Roe\n\n3rd year PhD student\n")
    assert [s.heading for s in split_sections(doc)] == ["People", "PhD Students"]


HUGO = """
# Team

The **Dune Lab** is part of the School of Geosciences at Marlow University.

## Principal Investigator

**Dr. Ann Vos** · Associate Professor

## PhD Candidates

**Ben Roe** · 2021–present · co-promotor: [Dr. Carl Lund](https://example.org/cl)  
**Dee Marsh** · 2023–present

## Alumni

- **Eli Park**, PhD 2020 → Hydrologist at Rijkswaterstaat
"""


def test_a_markdown_team_page_with_middle_dot_entries_and_arrows(tmp_path):
    import textwrap
    from labgraph.extract import extract_document
    from labgraph.ingest import read
    page = tmp_path / "team.md"
    page.write_text(textwrap.dedent(HUGO), encoding="utf-8")
    claims = list(extract_document(read(page)).claims)
    sup = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("OWNER", "Ben Roe"), ("Carl Lund", "Ben Roe"), ("OWNER", "Dee Marsh"), ("OWNER", "Eli Park")} <= sup
    assert ("Carl Lund", "OWNER") not in sup                 # the co-promotor is the student's, not the leader's
    pos = pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org")
    assert ("Eli Park", "Hydrologist", "Rijkswaterstaat") in pos
    assert ("Eli Park", "Hydrologist at Rijkswaterstaat") not in pairs([c for c in claims if isinstance(c, Affiliation)],
                                                                    "person", "org")


OBITUARY = """
In memoriam: Ana Lima (1931–2020)

Ana Lima, professor emerita of organic chemistry at the University of Porto, died on 3 May 2020.

After a postdoctoral year with Otto Berg at ETH Zürich, she returned in 1961 to join the University of Porto.

Lima supervised more than twenty doctoral theses. Among her students were Rui Dias, now professor at the University of Minho, and Eva Sousa.
"""


def test_an_obituary_in_prose():
    claims = claims_of(OBITUARY)
    pos = pairs([c for c in claims if isinstance(c, Position)], "person", "org")
    assert ("OWNER", "University of Porto") in pos and ("Rui Dias", "University of Minho") in pos
    sup = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert ("Otto Berg", "OWNER", "Postdoc") in sup
    assert {("Rui Dias", "University of Minho")} <= pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_a_lower_case_appositive_needs_a_rank():
    text = """
    Ana Lima

    About

    Ana Lima, a keen sailor of the Atlantic coast at Porto, retired in 2010.
    """
    assert not claims_of(text, Position)


def test_a_destination_written_after_the_degree_in_parentheses():
    text = """
    Ana Lima

    Alumni
    Dr. Ravi Menon (Ph.D. 2021), Assistant Professor, NIT Warangal
    Sourav Das (M.Tech 2022), Data Scientist, Tata Consultancy Services
    """
    pos = pairs(claims_of(text, Position), "person", "title", "org")
    assert pos == {("Ravi Menon", "Assistant Professor", "NIT Warangal"),
                   ("Sourav Das", "Data Scientist", "Tata Consultancy Services")}
    assert not [c for c in claims_of(text, Education) if c.institution in ("Assistant Professor", "Data Scientist")]


def test_a_physician_scientists_trainee_table_and_mentees():
    text = """
    Mark Ellis, MD, PhD

    MENTORING

    Postdoctoral fellows
    Trainee | Years | Current position
    Nadia Faro, MD | 2015–2018 | Assistant Professor of Medicine, Kelso Heart Institute
    Liang Qiu, PhD | 2017–2020 | Scientist, Veridian Therapeutics

    K-award mentees
    Dr. Samira Haddad (K08, 2021–2026), Instructor in Medicine, Kelso University
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee")
    assert sup == {("OWNER", "Nadia Faro"), ("OWNER", "Liang Qiu"), ("OWNER", "Samira Haddad")}
    pos = pairs(claims_of(text, Position), "person", "org")
    assert {("Nadia Faro", "Kelso Heart Institute"), ("Liang Qiu", "Veridian Therapeutics")} <= pos


def test_a_capitalised_particle_ending_a_name_is_its_surname():
    from labgraph.names import looks_like_name
    assert looks_like_name("Sourav Das") and looks_like_name("Ana dos Santos")
    assert not looks_like_name("Maria de")
