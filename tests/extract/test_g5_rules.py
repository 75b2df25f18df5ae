"""Round-3 people rules (G5): owners named in title lines, possessive lineage, label lines, short org names."""
import pytest

from labgraph.extract.owner import find_owner
from labgraph.model import Affiliation, Document, Education, Position, Supervision

from .helpers import claims_of, pairs


@pytest.mark.parametrize("text, owner", [
    ("CV of Ilse Varga\n\nEducation\nPhD, 2010", "Ilse Varga"),
    ("Publications — Omar Fadel\n\nJournal articles", "Omar Fadel"),
    ("Selected publications: Omar Fadel\n\n2020", "Omar Fadel"),
    ("In Memoriam: Ruth Achterberg (1931–2020)\n\nRuth Achterberg died in May.", "Ruth Achterberg"),
    ("Curriculum Vitae - National Platform (English version)\n\nName: Joana Prates Lima\nCitation names: LIMA, J. P.",
     "Joana Prates Lima"),
])
def test_owner_named_in_a_title_or_label_line(text, owner):
    assert find_owner(Document("x.txt", text)).name == owner


def test_a_name_label_names_no_one_when_its_value_is_not_a_name():
    assert find_owner(Document("x.txt", "Name: Soil Ecology Group\n\nWe study soils.")) is None


def test_as_someones_doctoral_student_is_supervision_of_the_subject():
    found = claims_of("""
        Ruth Achterberg
        She completed her doctorate in 1958 at Leiden as Pieter Mol's doctoral student.
    """, Supervision)
    assert ("Pieter Mol", "OWNER", "PhD") in pairs(found, "advisor", "advisee", "level")


def test_possessive_student_followed_by_a_name_and_as_an_appositive():
    found = claims_of("""
        Ruth Achterberg
        Among the speakers was Dana Ivers (PhD 1990), Achterberg's last student, who teaches in Oslo.
        Ivers's student Tom Lund gave the closing talk.
    """, Supervision)
    got = pairs(found, "advisor", "advisee")
    assert ("Achterberg", "Dana Ivers") in got and ("Ivers", "Tom Lund") in got


def test_possessive_of_a_non_person_is_no_supervision():
    found = claims_of("""
        Ruth Achterberg
        The University's student union named a prize after her.
    """, Supervision)
    assert found == []


def test_among_them_lists_the_students_of_the_sentence_before():
    found = claims_of("""
        Ruth Achterberg
        Achterberg supervised more than twenty doctoral students. Among them were Dana Ivers, who later chaired the department at Bergen University; Tom Lund (PhD 1979), now professor at the University of Ibadan; and Mia Sato.
    """)
    sup = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("Achterberg", "Dana Ivers"), ("Achterberg", "Tom Lund"), ("Achterberg", "Mia Sato")} <= sup
    assert ("Tom Lund", "University of Ibadan") in pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")


def test_among_them_without_a_supervising_sentence_is_nothing():
    found = claims_of("""
        Ruth Achterberg
        She wrote many books. Among them were Dana Ivers and Tom Lund.
    """, Supervision)
    assert found == []


def test_label_lines_give_the_owners_position_and_affiliation():
    found = claims_of("""
        Ilse Varga
        Current position: Senior Lecturer, School of History, University of Kent
        Affiliation: Centre for Medieval Studies
    """)
    assert ("OWNER", "University of Kent") in pairs([c for c in found if isinstance(c, Position)], "person", "org")
    assert {("OWNER", "Centre for Medieval Studies"), ("OWNER", "School of History")} <= \
        pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")


def test_an_employer_in_parentheses_after_the_title_employs():
    found = claims_of("""
        Ilse Varga

        Research Positions
        2021–  Chargée de recherche (CNRS), Institut Jean Lamour, Nancy
        2018–2021  Chargé de recherche, INRIA
    """, Position)
    assert {("Chargée de recherche", "CNRS"), ("Chargé de recherche", "INRIA")} <= pairs(found, "title", "org")


def test_a_committee_beside_a_named_advisor_did_not_advise():
    found = claims_of("""
        Ilse Varga

        Education
        2014–2018  PhD in Physics, Caltech
                   Advisor: Karl Moser
                   Doctoral committee: Ruth Lange (chair), Amit Rao, Karl Moser
    """, Supervision)
    assert pairs(found, "advisor", "advisee") == {("Karl Moser", "OWNER")}


def test_a_host_after_an_organisation_in_parentheses_hosts_the_owner():
    found = claims_of("""
        Ilse Varga

        Research Positions
        2017  Visiting PhD student, INRIA Saclay (Host: Paul Girard)
    """, Supervision)
    assert ("Paul Girard", "OWNER") in pairs(found, "advisor", "advisee")


def test_a_co_supervised_label_makes_with_a_co_supervisor():
    found = claims_of("""
        Ilse Varga

        Mentoring
        Co-supervised PhD students: Marc Petit (2023–, with Anne Roux), Lea Vogt (2022–)
    """, Supervision)
    got = pairs(found, "advisor", "advisee", "role")
    assert ("Anne Roux", "Marc Petit", "co-supervisor") in got and not any(a == "Anne Roux" and s == "Lea Vogt" for a, s, _ in got)


def test_an_appositive_title_names_the_persons_position():
    found = claims_of("""
        In Memoriam: Ruth Achterberg (1931–2020)

        Ruth Achterberg, Professor Emeritus of Chemistry at the University of Leeds, died on 3 May 2020.
    """, Position)
    assert pairs(found, "person", "title", "org") == {("OWNER", "Professor Emeritus of Chemistry", "University of Leeds")}


def test_national_cv_entries_put_the_institution_in_the_second_sentence():
    found = claims_of("""
        Name: Joana Prates Lima

        Academic background
        2008 - 2012  Doctorate in Ecology. University of Brasília, UnB, Brazil.
                     Advisor: Rui Costa Alves.
                     Scholarship from: National Council for Scientific Development, CNPq, Brazil.

        Post-doctorate
        2013 - 2015  Postdoctoral fellow. Federal University of Bahia, UFBA, Brazil.
    """)
    assert pairs([c for c in found if isinstance(c, Education)], "degree", "institution") == {("PhD", "University of Brasília")}
    assert ("Postdoctoral fellow", "Federal University of Bahia") in pairs([c for c in found if isinstance(c, Position)],
                                                                          "title", "org")
    assert ("Rui Costa Alves", "OWNER") in pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")


def test_student_entries_ending_the_name_with_a_period_under_unmarked_sub_headings():
    found = claims_of("""
        Name: Joana Prates Lima

        Supervision
        Completed - Master's dissertation
        1. Rita Gomes Prado. Pollinators in soybean fields. 2019. Dissertation - Federal University of Bahia.
        In progress - Doctoral thesis
        2. J. P. Nunes. Toucan movement. Start: 2021. Thesis - Federal University of Bahia.
    """, Supervision)
    assert {("OWNER", "Rita Gomes Prado", "Master"), ("OWNER", "J. P. Nunes", "PhD")} <= \
        pairs(found, "advisor", "advisee", "level")


def test_a_co_guide_in_parentheses_co_supervises_the_student_and_is_no_student():
    found = claims_of("""
        Arjun Mehta

        Ongoing Ph.D. Students
        - Rohit Kumar Yadav (co-guide: Prof. Meera Iyer)
    """, Supervision)
    got = pairs(found, "advisor", "advisee")
    assert ("Meera Iyer", "Rohit Kumar Yadav") in got and ("OWNER", "Meera Iyer") not in got


@pytest.mark.parametrize("line, kind", [
    ("Department of Physics — PhD Alumni Placement", "students"),
    ("Publications — Omar Fadel", "publications"),
    ("Google — Software Engineer", None),
    ("Smith Lab — Gene Regulation", None),
])
def test_a_page_title_with_a_unit_or_a_name_beside_a_section_word_is_that_section(line, kind):
    from labgraph.sections import heading_kind
    assert heading_kind(line) == kind


def test_a_placement_page_gives_each_graduate_the_phd_and_their_placements():
    found = claims_of("""
        School of Chemistry — PhD Alumni Placement
        Eastfield University

        2022
        - Ivo Marek (Advisor: Lena Berg) — Postdoctoral Fellow, Kavli Institute, University of Oslo
        - Ana Ruiz (Advisor: Lena Berg) — Research Scientist, Novartis
    """)
    assert {("Ivo Marek", "PhD", "Eastfield University"), ("Ana Ruiz", "PhD", "Eastfield University")} == \
        pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution")
    assert {("Ivo Marek", "Kavli Institute"), ("Ivo Marek", "University of Oslo"), ("Ana Ruiz", "Novartis")} <= \
        pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("Lena Berg", "Ivo Marek"), ("Lena Berg", "Ana Ruiz")} <= \
        pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")


def test_fellows_mentored_are_postdoc_trainees_and_senior_fellows_are_staff():
    found = claims_of("""
        Rita Osei

        Mentorship
        - Daniel Ofori, MD (fellow 2016–2019), now Assistant Professor at Emory University
        - Dr. Lina Roth, Senior Research Fellow
    """, Supervision)
    got = pairs(found, "advisor", "advisee", "level")
    assert ("OWNER", "Daniel Ofori", "Postdoc") in got and not any(s == "Lina Roth" for _, s, _ in got)


def test_a_research_assistant_working_with_someone_is_supervised_there():
    found = claims_of("""
        Nadia Amari
        I was a research assistant at the Max Planck Institute for Psycholinguistics, working with Dr. Sanne de Vries.
    """)
    assert ("Sanne de Vries", "OWNER") in pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert ("Sanne de Vries", "Max Planck Institute for Psycholinguistics") in \
        pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")


def test_working_with_a_colleague_is_still_no_supervision():
    found = claims_of("""
        Nadia Amari
        I am a professor at the University of Kent, working with Dr. Sanne de Vries on speech.
    """, Supervision)
    assert found == []


def test_a_header_title_over_subunits_is_a_job_at_the_university_below_them():
    found = claims_of("""
        Rita Osei, MD
        Associate Professor of Medicine
        Division of Cardiology, Department of Medicine
        Eastfield University School of Medicine
    """, Position)
    assert ("Associate Professor of Medicine", "Eastfield University School of Medicine") in pairs(found, "title", "org")


def test_a_form_name_surname_first_and_a_biosketch_title():
    doc = Document("x.txt", "BIOGRAPHICAL SKETCH\n\nNAME: Okafor-Reyes, Adaeze M.\nPOSITION TITLE: Professor")
    assert find_owner(doc).name == "Adaeze M. Okafor-Reyes"


def test_dutch_titles_in_lower_case_and_promotors():
    found = claims_of("""
        dr. ir. Sander de Wit

        Curriculum vitae
        He obtained his PhD at Wageningen University in 2017 (promotor: prof. dr. ir. Marieke de Boer; copromotor: dr. Joost Hendriks).

        PhD candidates
        Eva Smit (2020–, promotor: prof. dr. Anna Bakker, daily supervisor: Sander de Wit)
        Nour Amin (2022–, jointly with Deltares)
    """, Supervision)
    got = pairs(found, "advisor", "advisee")
    assert {("Marieke de Boer", "OWNER"), ("Joost Hendriks", "OWNER"), ("Anna Bakker", "Eva Smit"), ("OWNER", "Eva Smit"),
            ("OWNER", "Nour Amin")} <= got
    assert not any(a == "Deltares" or s == "Marieke de Boer" for a, s in got)


def test_a_directory_block_names_whom_its_advisor_line_is_about():
    found = claims_of("""
        Graduate Students
        Department of History, Carrow University

        Miriam Abernathy
        PhD Candidate. Fields: Early Modern Britain, Religion. Advisor: Thomas Pellegrini

        Chen Jiayi
        MA Student. Fields: Modern China. Advisor: Laura Whitfield
    """)
    sup = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("Thomas Pellegrini", "Miriam Abernathy"), ("Laura Whitfield", "Chen Jiayi")} <= sup
    assert not any("Britain" in s or "China" in s for _, s in sup)


def test_a_town_after_in_is_no_organisation():
    from labgraph.extract.patterns import orgs_in
    assert orgs_in("a postdoc at the Helmholtz Centre for Environmental Research in Leipzig") == \
        ("Helmholtz Centre for Environmental Research",)


def test_an_orcid_record_gives_jobs_and_degrees():
    found = claims_of("""
        Mira Patel

        Employment (2)
        University of Leeds: Leeds, GB
        2019-09-01 to present | Lecturer (School of Physics and Astronomy)
        Employment
        Source: Mira Patel

        CSIRO: Clayton, VIC, AU
        2016-03-01 to 2019-08-31 | Research Scientist (Manufacturing)

        Education and qualifications (1)
        University of Bristol: Bristol, GB
        2012-10-01 to 2016-02-28 | PhD (Chemistry)
    """)
    assert {("Lecturer", "University of Leeds", 2019, None), ("Research Scientist (Manufacturing)", "CSIRO", 2016, 2019)} <= \
        pairs([c for c in found if isinstance(c, Position)], "title", "org", "start", "end")
    assert ("PhD", "University of Bristol", 2016) in pairs([c for c in found if isinstance(c, Education)],
                                                           "degree", "institution", "end")
    assert ("OWNER", "School of Physics and Astronomy") in pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")


def test_a_biosketch_degree_table_and_its_lettered_headings():
    found = claims_of("""
        BIOGRAPHICAL SKETCH
        NAME: Lund, Maja K.

        EDUCATION/TRAINING
        INSTITUTION AND LOCATION | DEGREE | Completion Date | FIELD OF STUDY
        University of Oslo, Oslo, Norway | MBBS | 06/2004 | Medicine
        Karolinska Institutet, Stockholm, Sweden | PHD | 08/2010 | Epidemiology
        Broad Institute, Cambridge, MA | Postdoctoral Fellow | 07/2013 | Genomics

        B. Positions, Scientific Appointments, and Honors
        2013 - present  Assistant Professor, Department of Medicine, University of Washington, Seattle, WA
    """)
    assert {("MBBS", "University of Oslo", 2004), ("PhD", "Karolinska Institutet", 2010)} == \
        pairs([c for c in found if isinstance(c, Education)], "degree", "institution", "end")
    positions = pairs([c for c in found if isinstance(c, Position)], "org")
    assert ("Broad Institute",) in positions and not any(o == "WA" for o, in positions)


@pytest.mark.parametrize("line, kind", [
    ("Research History", "positions"), ("Career history", "positions"), ("C. Contributions to Science", "publications"),
    ("A. Personal Statement", "about"), ("A. Smith and B. Jones", None),
])
def test_more_heading_wordings(line, kind):
    from labgraph.sections import heading_kind
    assert heading_kind(line) == kind


def test_dated_entries_whose_organisation_comes_before_the_degree():
    found = claims_of("""
        Kenji Mori

        Education
        Apr 2011 - Mar 2014  The University of Tokyo, Graduate School of Science, Doctoral Course (Ph.D. in Physics)

        Research History
        Apr 2016 - Mar 2021  Assistant Professor, Graduate School of Science, Tohoku University
    """)
    assert ("PhD", "University of Tokyo") in pairs([c for c in found if isinstance(c, Education)], "degree", "institution")
    assert ("Assistant Professor", "Tohoku University") in pairs([c for c in found if isinstance(c, Position)], "title", "org")


def test_dates_in_a_right_hand_column_are_no_part_of_the_organisation():
    found = claims_of("""
        ANNA WEISS

        ACADEMIC APPOINTMENTS
        Professor of Physics, University of Texas at Austin                     2019–present
        Hubble Postdoctoral Fellow, California Institute of Technology             2009–2013

        EDUCATION
        Ph.D., Astronomy, University of California, Santa Cruz      2009
    """)
    assert {("University of Texas at Austin", 2019, None), ("California Institute of Technology", 2009, 2013)} <= \
        pairs([c for c in found if isinstance(c, Position)], "org", "start", "end")
    assert ("PhD", "University of California, Santa Cruz", 2009) in \
        pairs([c for c in found if isinstance(c, Education)], "degree", "institution", "end")


def test_a_prose_biography_with_a_prior_job_and_former_students_placed():
    found = claims_of("""
        Dr. Lena Haas

        Dr. Lena Haas is an Associate Professor at Simon Fraser University. Prior to joining SFU in 2018, she was a senior economist at the World Bank. She holds a PhD in Economics from the University of California, Berkeley (2011).
        Before her doctoral studies she worked as a research assistant at the International Food Policy Research Institute.
        Her former students include Jon Wick (MA 2021), now a policy analyst at Environment and Climate Change Canada, and Mia Sun (PhD 2023), now a postdoctoral fellow at the University of British Columbia.
    """)
    positions = pairs([c for c in found if isinstance(c, Position)], "person", "org")
    assert {("OWNER", "World Bank"), ("OWNER", "International Food Policy Research Institute"),
            ("Jon Wick", "Environment and Climate Change Canada"), ("Mia Sun", "University of British Columbia")} <= positions
    assert ("PhD", "University of California, Berkeley") in pairs([c for c in found if isinstance(c, Education)],
                                                                 "degree", "institution")


def test_an_alumni_list_of_dashes_and_a_subtitled_heading():
    found = claims_of("""
        Ramos Lab — Plant Immunity
        Department of Plant Biology, Michigan State University

        Lab alumni: where are they now?

        Dr. Ahmed Farouk — PhD 2017 — Senior Scientist, Corteva Agriscience
        Grace Mbatha — MSc 2019 — PhD student, University of Cape Town

        Principal Investigator
        Dr. Isabel Ramos, Professor of Plant Biology. Isabel trained as a postdoc with Jonathan Pryce after her PhD at the University of Wisconsin–Madison.
    """)
    sup = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("OWNER", "Ahmed Farouk", "PhD"), ("OWNER", "Grace Mbatha", "Master"), ("Jonathan Pryce", "OWNER", "Postdoc")} <= sup
    assert ("Ahmed Farouk", "Senior Scientist", "Corteva Agriscience") in \
        pairs([c for c in found if isinstance(c, Position)], "person", "title", "org")
    assert {("Grace Mbatha", "PhD", "University of Cape Town"), ("OWNER", "PhD", "University of Wisconsin–Madison")} <= \
        pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution")
    assert not any(s == "Isabel Ramos" for _, s, _ in sup)


@pytest.mark.parametrize("line, kind", [
    ("Lab alumni: where are they now?", "students"), ("Advisor: Jane Doe", None), ("Publications (source : HAL)", "publications"),
])
def test_subtitled_headings(line, kind):
    from labgraph.sections import heading_kind
    assert heading_kind(line) == kind


def test_a_doctors_profile_medical_school_label_and_specialist_title():
    found = claims_of("""
        Samuel Boateng, MD
        Interventional Cardiologist
        Lakeside Hospital

        Education & Training
        Medical School: University of Ghana Medical School
        Residency: Internal Medicine, Rush University Medical Center
    """)
    assert ("MD", "University of Ghana Medical School") in pairs([c for c in found if isinstance(c, Education)],
                                                                 "degree", "institution")
    assert ("Interventional Cardiologist", "Lakeside Hospital") in pairs([c for c in found if isinstance(c, Position)],
                                                                         "title", "org")


def test_an_ecologist_at_a_department_is_still_no_job_title():
    found = claims_of("""
        About
        I am an ecologist at the Department of Zoology, University of Bergen.
    """, Position)
    assert found == []


def test_dissertations_directed_a_dissertation_director_and_a_co_chair():
    found = claims_of("""
        Leonora Vance

        Education
        Ph.D., Comparative Literature, Yale University, 1979. Dissertation director: Harold Quennell.

        Dissertations Directed (as chair)
        Rosa Delgado, "Translating Exile" (1994)
        Ingrid Solberg, "Ibsen's Afterlives" (2009, co-chair with Martin Aske)

        Dissertation Committees (member)
        Paul Renard (2003), Mei-Ling Zhou (2011)
    """, Supervision)
    assert pairs(found, "advisor", "advisee") == {("Harold Quennell", "OWNER"), ("OWNER", "Rosa Delgado"),
                                                  ("OWNER", "Ingrid Solberg"), ("Martin Aske", "Ingrid Solberg")}


def test_accented_names_after_titles_and_a_town_in_parentheses():
    found = claims_of("""
        # Priya Nair

        Previously, I was a postdoctoral researcher at Mila with Prof. Étienne Marchand. During my PhD I interned at NVIDIA Research (Toronto) with Sanja Petrović.
    """)
    assert ("Étienne Marchand", "OWNER") in pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    orgs = pairs([c for c in found if isinstance(c, Affiliation)], "org")
    assert ("NVIDIA Research",) in orgs and ("Prof",) not in orgs


def test_a_page_titled_by_its_group_makes_the_header_the_leaders():
    found = claims_of("""
        # Computational Neuroscience Group

        Bernstein Center, University of Freiburg · Group leader: Prof. Dr. Anke Vollmer

        ## Current members
        * **Julia Krämer** – PhD student
    """)
    aff = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("OWNER", "Computational Neuroscience Group"), ("OWNER", "University of Freiburg"),
            ("Julia Krämer", "Computational Neuroscience Group"), ("Julia Krämer", "University of Freiburg")} <= aff


def test_a_group_that_includes_students_and_a_postdoc():
    found = claims_of("""
        Carmen Ortega
        Her group currently includes two PhD students, Álvaro Núñez and Sofía Marín, and one postdoctoral researcher, Dr. Kenji Watanabe.
    """, Supervision)
    assert pairs(found, "advisor", "advisee", "level") >= {("OWNER", "Álvaro Núñez", "PhD"), ("OWNER", "Sofía Marín", "PhD"),
                                                           ("OWNER", "Kenji Watanabe", "Postdoc")}


def test_a_department_people_page_faculty_are_staff_and_students_have_advisors():
    found = claims_of("""
        Department of Statistics — People
        University of Wisconsin–Madison

        Faculty
        Karen Lindholm, Professor and Chair
        Wei Chen, Assistant Professor

        Graduate Students
        Ana Ribeiro (advisor: Karen Lindholm)
    """)
    assert pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee") >= {("Karen Lindholm", "Ana Ribeiro")}
    assert not any(getattr(c, "advisor", None) == "OWNER" for c in found)
    aff = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("Wei Chen", "University of Wisconsin–Madison"), ("Ana Ribeiro", "Department of Statistics")} <= aff
    assert not any(o == "Faculty" for _, o in aff)


def test_permanent_staff_are_not_supervised_and_a_laboratoire_is_the_group():
    found = claims_of("""
        Members
        Laboratoire de Glaciologie, Université Libre de Bruxelles. Head of the lab: Prof. Sophie Dumont.

        Permanent staff
        - Dr. Marc Leroy – FNRS Research Associate

        PhD students
        - Lucas Martin – Ice sheet modelling (supervisor: Sophie Dumont, co-supervisor: Marc Leroy)
    """)
    sup = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert ("OWNER", "Marc Leroy") not in sup and ("Marc Leroy", "Lucas Martin") in sup
    aff = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("Marc Leroy", "Laboratoire de Glaciologie"), ("Lucas Martin", "Laboratoire de Glaciologie"),
            ("OWNER", "Université Libre de Bruxelles")} <= aff


def test_a_field_word_ending_in_ics_or_ology_is_no_institution():
    found = claims_of("""
        Tomasz Nowak

        EDUCATION
        Ph.D. (2021), Geophysics, University of Warsaw, advisor Anna Kowal
    """)
    assert pairs([c for c in found if isinstance(c, Education)], "degree", "institution") == {("PhD", "University of Warsaw")}
    assert ("Anna Kowal", "OWNER") in pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")


def test_an_indian_faculty_page():
    found = claims_of("""
        Dr. Arun Menon
        Associate Professor
        Department of Civil Engineering
        Indian Institute of Technology Madras, Chennai 600036

        Educational Qualifications
        - B.E., Civil Engineering, Anna University, 2003

        Professional Experience
        - Structural Engineer, Larsen & Toubro Limited, Mumbai (2005 – 2007)
        - Associate Professor, IIT Madras (2018 – present)

        Ongoing Ph.D. Scholars
        - Sneha Iyer
    """)
    assert ("BEng", "Anna University") in pairs([c for c in found if isinstance(c, Education)], "degree", "institution")
    positions = pairs([c for c in found if isinstance(c, Position)], "org")
    assert {("Larsen & Toubro Limited",), ("Indian Institute of Technology Madras",)} <= positions
    assert ("Department of Civil Engineering",) not in positions
    assert ("Sneha Iyer", "PhD", "Indian Institute of Technology Madras") in pairs([c for c in found if isinstance(c, Education)], "person", "degree",
                                                        "institution")


def test_national_cv_supervision_entries_finished_by_their_sub_heading_and_their_institution():
    found = claims_of("""
        Name: Joana Prates Lima

        Summary
        She is currently Adjunct Professor at the Federal University of Bahia.

        Supervision
        Completed - Master's dissertation
        1. Rita Gomes Prado. Pollinators in soybean fields. 2019. Dissertation (Master's in Ecology) - Federal University of Bahia. Advisor: Joana Prates Lima.
        In progress - Doctoral thesis
        2. Caio Nunes Reis. Toucan movement. Start: 2021. Thesis (Doctorate in Ecology) - Federal University of Bahia. Advisor: Joana Prates Lima.
    """)
    assert ("OWNER", "Federal University of Bahia") in pairs([c for c in found if isinstance(c, Position)], "person", "org")
    edu = pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution")
    assert {("Rita Gomes Prado", "MSc", "Federal University of Bahia"), ("Caio Nunes Reis", "PhD", "Federal University of Bahia")} <= edu
    aff = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert ("Caio Nunes Reis", "Federal University of Bahia") in aff and ("Rita Gomes Prado", "Federal University of Bahia") not in aff


def test_a_dash_after_a_degree_year_is_a_destination_not_the_degrees_institution():
    found = claims_of("""
        Kim Min-jun

        Alumni
        Dr. Yoon Seok-jin (Ph.D. 2019) – Samsung Advanced Institute of Technology
    """, Education)
    assert found == []
