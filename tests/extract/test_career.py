"""Education, positions and affiliations, from CV entries and sentences written here."""
import pytest

from labgraph.model import Affiliation, Award, Education, PartOf, Position, Supervision

from labgraph.model import OWNER

from .helpers import claims_of, pairs


def test_first_person_title_in_school_at_university():
    text = "About\nI am a Senior Lecturer in the School of Physics at the University of Glasgow."
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Position)], "title", "org") == \
        {("Senior Lecturer", "University of Glasgow")}
    assert pairs([c for c in claims if isinstance(c, Affiliation)], "org") == \
        {("School of Physics",), ("University of Glasgow",)}
    assert pairs([c for c in claims if isinstance(c, PartOf)], "part", "whole") == \
        {("School of Physics", "University of Glasgow")}


def test_several_titles_and_years_in_one_sentence():
    text = "About\nI was a research intern (2015, 2016) and a visiting scientist (2017) at Nokia Bell Labs."
    positions = pairs(claims_of(text, Position), "title", "org", "start", "end")
    assert positions == {("Research intern", "Nokia Bell Labs", 2015, 2016),
                         ("Visiting scientist", "Nokia Bell Labs", 2017, 2017)}


def test_named_third_person_bio_is_about_the_owner():
    text = """
    Hannah Okafor

    Biography
    Hannah Okafor is a Professor in the Department of Biology at McGill University, where she leads the Genome Lab.
    """
    claims = claims_of(text)
    assert ("OWNER", "McGill University") in pairs([c for c in claims if isinstance(c, Position)], "person", "org")
    assert ("OWNER", "Genome Lab") in pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_education_entries_in_three_layouts():
    text = """
    Education

    • PhD in Chemistry, 2016

      University of Toronto, Canada

    • MSc in Physics (Distinction), Utrecht University, Netherlands, 2010 - 2012

    Master of Science in Informatics
    Technical University of Dresden
    April 2008 – June 2010
    """
    found = pairs(claims_of(text, Education), "degree", "institution", "field", "end")
    assert found == {("PhD", "University of Toronto", "Chemistry", 2016),
                     ("MSc", "Utrecht University", "Physics", 2012),
                     ("MSc", "Technical University of Dresden", "Informatics", 2010)}


def test_ongoing_degree_makes_an_affiliation_and_group():
    text = """
    EDUCATION

    Informatics, PhD
    University of Vienna
    since October 2022
    Parallel Computing Group
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "degree", "institution", "end") == \
        {("PhD", "University of Vienna", None)}
    assert {("University of Vienna",), ("Parallel Computing Group",)} <= \
        pairs([c for c in claims if isinstance(c, Affiliation)], "org")


def test_position_blocks_and_dash_lists():
    text = """
    WORK EXPERIENCE

    Data engineer
    Zalando SE, Berlin
    March 2018 – June 2019
    - Built pipelines

    ## Experience
    - 2021–present: Senior Researcher, INESC-ID, Lisbon
    - 2018–2021: Postdoctoral Researcher, EPFL, Switzerland
    """
    found = pairs(claims_of(text, Position), "title", "org", "start", "end")
    assert found == {("Data engineer", "Zalando SE", 2018, 2019), ("Senior Researcher", "INESC-ID", 2021, None),
                     ("Postdoctoral Researcher", "EPFL", 2018, 2021)}


def test_position_line_names_group_inside_company():
    text = "Experience\n  • Visiting Researcher, Cloud Systems Group, Oracle, USA, 2017 - 2018"
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Position)], "org") == {("Cloud Systems Group",)}
    assert pairs([c for c in claims if isinstance(c, PartOf)], "part", "whole") == {("Cloud Systems Group", "Oracle")}


def test_no_career_from_other_peoples_sentences_or_study_abroad():
    text = """
    About
    Our lab was founded in 1990. The students enjoy the campus.
    """
    assert claims_of(text, Position) == [] and claims_of(text, Education) == []


def test_us_cv_with_caps_name_comma_degrees_and_date_column():
    text = """
    JORDAN B. REYES
    Curriculum Vitae

    EDUCATION
    Ph.D., Computer Science, Cornell University, 2014
    B.S., Physics, University of Michigan, 2008

    ACADEMIC APPOINTMENTS
    2020 – present    Associate Professor, Statistics, University of California, Davis
    2014 – 2020       Assistant Professor, Computer Science, Rice University
    """
    from labgraph.extract import extract_document
    from labgraph.model import Document
    import textwrap
    assert extract_document(Document("cv.txt", textwrap.dedent(text).strip())).owner_name == "Jordan B. Reyes"
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "degree", "field", "institution", "start", "end") == {
        ("PhD", "Computer Science", "Cornell University", None, 2014),
        ("BSc", "Physics", "University of Michigan", None, 2008)}
    assert pairs([c for c in claims if isinstance(c, Position)], "title", "start", "end") == {
        ("Associate Professor", 2020, None), ("Assistant Professor", 2014, 2020)}
    assert ("University of California, Davis",) in pairs([c for c in claims if isinstance(c, Affiliation)], "org")


def test_people_page_pronouns_and_led_by():
    text = """
    The Ortiz Lab

    Welcome to the Marine Ecology Lab at the University of Miami, led by Prof. Rosa Ortiz.

    People

    Principal Investigator
    Rosa Ortiz is a Professor in the Department of Biology. She did her PhD at Duke University with Stuart Pimm.
    """
    claims = claims_of(text)
    aff = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert {("OWNER", "Marine Ecology Lab"), ("OWNER", "University of Miami")} <= aff
    assert ("OWNER", "PhD", "Duke University") in pairs(
        [c for c in claims if isinstance(c, Education)], "person", "degree", "institution")


def test_first_person_student_homepage():
    text = """
    Priya Raman

    About
    I am a third-year PhD student at MIT CSAIL, advised by Prof. Samuel Madden.
    Previously, I received my B.Tech from IIT Bombay in 2019.
    Before that, I was a PhD student in the Database Group at the University of Washington.
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "degree", "institution", "end") == {
        ("PhD", "MIT CSAIL", None), ("BEng", "IIT Bombay", 2019), ("PhD", "University of Washington", None)}
    assert {("MIT CSAIL",), ("University of Washington",)} <= pairs(
        [c for c in claims if isinstance(c, Affiliation)], "org")


def test_employer_before_title():
    text = """
    Experience
    Google — Software Engineer (2019–2021)
    Meta AI, Research Scientist, 2021–present
    """
    assert pairs(claims_of(text, Position), "title", "org", "start", "end") == {
        ("Software Engineer", "Google", 2019, 2021), ("Research Scientist", "Meta AI", 2021, None)}


def test_date_column_cv_mixing_degrees_and_jobs():
    text = """
    Maria Schmidt

    Curriculum Vitae
    1995–2001 Studies of Chemistry, University of Heidelberg (Diploma)
    2001–2004 Doctoral thesis with Prof. Gerhard Ertl, Fritz Haber Institute, Berlin
    2004–2006 Postdoc with Prof. Ahmed Zewail, Caltech, Pasadena, USA
    since 2012 Full Professor, LMU Munich
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "degree", "institution") == {
        ("Diploma", "University of Heidelberg"), ("PhD", "Fritz Haber Institute")}
    assert pairs([c for c in claims if isinstance(c, Position)], "title", "org", "start") == {
        ("Postdoc", "Caltech", 2004), ("Full Professor", "LMU Munich", 2012)}
    from labgraph.model import Supervision
    assert pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "level") == {
        ("Gerhard Ertl", "PhD"), ("Ahmed Zewail", "Postdoc")}


def test_ieee_bio_with_several_degrees_in_one_sentence():
    text = """
    Wei Chen

    Biography
    Wei Chen received the B.S. and M.S. degrees from Tsinghua University in 2010 and 2013, and the Ph.D. degree from the University of California, Berkeley, in 2018. He is currently an Associate Professor with the Department of Electrical Engineering, Stanford University.
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "degree", "institution", "end") == {
        ("BSc", "Tsinghua University", 2010), ("MSc", "Tsinghua University", 2013),
        ("PhD", "University of California, Berkeley", 2018)}
    assert pairs([c for c in claims if isinstance(c, Position)], "title", "org") == {
        ("Associate Professor", "Stanford University")}
    assert pairs([c for c in claims if isinstance(c, PartOf)], "part", "whole") == {
        ("Department of Electrical Engineering", "Stanford University")}


def test_page_header_title_then_organisation():
    claims = claims_of("Ada Quinn\n\nAssociate Professor\n\nUniversity of Leeds\n\nAbout\nI study ants.")
    assert pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org") == {
        ("OWNER", "Associate Professor", "University of Leeds")}
    assert claims_of("Ada Quinn\n\nAssociate Professor\n\nContact me", Position) == []


def test_dates_as_month_and_year_and_open_ranges():
    from labgraph.extract.patterns import year_span, years
    assert years("10/2015 – 03/2019") == (2015, 2019)
    assert years("doi:10.1145/2019123 and https://x.org/2019/05/") == ()
    assert year_span("University of Toronto (2021–)") == (2021, None)


def test_dotted_degrees_open_their_own_entries():
    text = """
    EDUCATION
    Ph.D. in Economics, Yale University, 2026 (expected)
    M.A. in Economics, Yale University, 2022
    B.A. in Economics, Banco de Ideas Universidad, 2017
    """
    assert pairs(claims_of(text, Education), "degree", "end") >= {("MA", 2022), ("BA", 2017)}


def test_organisations_with_particles_and_foreign_words():
    from labgraph.extract.patterns import looks_like_org
    assert looks_like_org("Banco de México") and looks_like_org("Universidad de Chile")
    assert not looks_like_org("Jan de Boer")


def test_level_short_forms_start_a_word():
    from labgraph.extract.patterns import find_level
    assert find_level("PhD student, now at IBM Research") == "PhD"
    assert find_level("MRes student") == "Master"


def test_job_in_a_department_is_a_job_at_its_university_but_a_group_is_kept():
    text = """
    Positions
    2019–present  Assistant Professor, Department of Botany, University of Otago
    2016–2019     Research Fellow, Plant Genomics Group, Lincoln University
    """
    assert pairs(claims_of(text, Position), "title", "org") == \
        {("Assistant Professor", "University of Otago"), ("Research Fellow", "Plant Genomics Group")}


def test_month_year_columns_and_the_host_group_of_a_named_professor():
    text = """
    Academic Career
    since 10/2021      Postdoctoral Researcher, Institute of Optics, University of Jena
                       Group of Prof. Dr. Lena Vogt
    04/2018 – 09/2021  Research Associate, Leibniz Institute of Photonics
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Position)], "title", "org", "start", "end") == \
        {("Postdoctoral Researcher", "University of Jena", 2021, None),
         ("Research Associate", "Leibniz Institute of Photonics", 2018, 2021)}
    assert ("Lena Vogt", "OWNER") in pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee")
    assert ("Lena Vogt", "University of Jena") in pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert not [c for c in claims if isinstance(c, Affiliation) and "Group" in c.org]


def test_clinical_training_listed_among_degrees_is_a_position():
    text = """
    Education & Training
    MD, University of Nairobi, 2004
    Residency, Internal Medicine, Aga Khan University Hospital, 2005–2008
    """
    assert pairs(claims_of(text, Position), "org", "start", "end") == {("Aga Khan University Hospital", 2005, 2008)}


def test_prose_titles_without_article_and_one_organisation_per_title():
    text = """
    Mira Holt

    Biography
    Mira Holt is Professor of Classics at the University of Leeds and a Fellow of the British Academy.
    After a Junior Research Fellowship at Wolfson College (2004–2007), she was appointed Lecturer in Classics at the University of Kent in 2007.
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Position)], "org") == \
        {("University of Leeds",), ("Wolfson College",), ("University of Kent",)}
    assert ("OWNER", "Fellow of the British Academy") in pairs([c for c in claims if isinstance(c, Award)], "person", "name")


def test_degree_named_after_where_at_the_organisation_before_it():
    text = """
    Biography
    She was educated at the University of Aberdeen, where she took an MA in 1999, and at Durham University, where she completed her PhD in 2004.
    """
    assert pairs(claims_of(text, Education), "degree", "institution", "end") == \
        {("MA", "University of Aberdeen", 1999), ("PhD", "Durham University", 2004)}


def test_a_member_whatever_the_noun_and_clauses_kept_apart():
    text = """
    About
    I am an ecologist at the Department of Zoology, University of Bergen.
    I was a postdoc at the University of Tartu (2012–2015), and I did my PhD at Lund University.
    """
    claims = claims_of(text)
    assert {("Department of Zoology",), ("University of Bergen",)} <= \
        pairs([c for c in claims if isinstance(c, Affiliation)], "org")
    assert pairs([c for c in claims if isinstance(c, Position)], "org") == {("University of Tartu",)}


def test_first_name_subject_is_the_owner_and_other_lone_names_are_dropped():
    text = """
    Ana Lima

    Biography
    Ana received her PhD from the University of Porto in 2009.
    Research obtained a grant from the Gulbenkian Foundation.
    """
    assert pairs(claims_of(text, Education), "person", "institution") == {("OWNER", "University of Porto")}


def test_header_organisation_lines_and_a_lone_title_are_the_owners():
    text = """
    Rosa Delgado
    Associate Professor
    Department of Geology, University of Oviedo
    Calle Jesús Arias de Velasco, 33005 Oviedo
    rosa@uniovi.es

    Research
    I study sediments.
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org") == \
        {("OWNER", "Department of Geology"), ("OWNER", "University of Oviedo")}
    assert pairs([c for c in claims if isinstance(c, Position)], "title", "org") == \
        {("Associate Professor", "University of Oviedo")}


def test_header_lines_that_name_a_role_or_a_host_are_not_organisations():
    text = "Kai Brandt\nGroup Leader\nGroup of Prof. Dr. Uwe Sand\n\nResearch\nI study lasers."
    assert not [c for c in claims_of(text) if isinstance(c, Affiliation) and c.person == OWNER]


def test_referees_with_their_departments_and_the_advisor_tag():
    text = """
    Curriculum Vitae

    EDUCATION
    Ph.D. in Economics, Brown University, 2026 (expected)

    REFERENCES
    Prof. Nadia Karim (Advisor)
    Department of Economics, Brown University
    nadia_karim@brown.edu

    Prof. Leo Strand
    Watson Institute, Brown University
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee") == {("Nadia Karim", "OWNER")}
    assert pairs([c for c in claims if isinstance(c, Affiliation) and c.person != OWNER], "person", "org") == \
        {("Nadia Karim", "Department of Economics"), ("Nadia Karim", "Brown University"),
         ("Leo Strand", "Watson Institute"), ("Leo Strand", "Brown University")}


def test_assistant_to_a_named_person_is_not_supervised_by_them():
    text = "Experience\nSummer 2019  Research Assistant to Dr. Ivy Chen, World Bank"
    claims = claims_of(text)
    assert not [c for c in claims if isinstance(c, Supervision)]
    assert ("Ivy Chen", "World Bank") in pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert pairs([c for c in claims if isinstance(c, Position)], "title", "org") == {("Research Assistant", "World Bank")}


def test_ieee_style_biography():
    text = ("Lin Qiao (Senior Member, IEEE) received the B.Eng. and M.Eng. degrees from Zhejiang University, "
            "Hangzhou, China, in 2004 and 2007, respectively, and the Ph.D. degree from the University of Toronto in 2011.\n"
            "From 2011 to 2013, he was a Research Fellow with the Department of Physics, University of Oslo. "
            "He is currently a Professor with the School of Informatics, Xiamen University, Xiamen, China.")
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "person", "degree", "institution", "end") == {
        ("OWNER", "BEng", "Zhejiang University", 2004), ("OWNER", "MEng", "Zhejiang University", 2007),
        ("OWNER", "PhD", "University of Toronto", 2011)}
    assert pairs([c for c in claims if isinstance(c, Position)], "org", "start", "end") == \
        {("University of Oslo", 2011, 2013), ("Xiamen University", None, None)}
    assert ("OWNER", "IEEE") in pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_one_title_at_two_places_with_their_hosts():
    text = """
    About
    I have spent summers as a research intern at Google DeepMind (2023), mentored by Ada Cole, and at Microsoft Research Asia (2021), hosted by Bo Lin.
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Position)], "org", "start") == \
        {("Google DeepMind", 2023), ("Microsoft Research Asia", 2021)}
    assert {("Ada Cole", "Google DeepMind"), ("Bo Lin", "Microsoft Research Asia")} <= \
        pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_phd_student_in_a_department_studies_at_the_university():
    text = "About\nI am a third-year PhD student in the Machine Learning Department at Carnegie Mellon University."
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "institution") == {("Carnegie Mellon University",)}
    assert {("Machine Learning Department",), ("Carnegie Mellon University",)} <= \
        pairs([c for c in claims if isinstance(c, Affiliation)], "org")


def test_host_notes_and_dotted_degrees_in_entries():
    text = """
    Appointments
    2012–2015   Postdoctoral Fellow, Department of Chemistry, Rice University (Sponsor: Ken Ito)
    2008–2011: Postdoctoral researcher, Cavendish Laboratory (with Sir Alan Reeve)

    Education
    B.A., Chemistry, magna cum laude, Reed College, 2006
    2004: Engineering degree, École Centrale de Lyon
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee") == \
        {("Ken Ito", "OWNER"), ("Alan Reeve", "OWNER")}
    assert pairs([c for c in claims if isinstance(c, Position)], "org") == \
        {("Rice University",), ("Cavendish Laboratory",)}
    assert pairs([c for c in claims if isinstance(c, Education)], "degree", "institution") == \
        {("BA", "Reed College"), ("Diploma", "École Centrale de Lyon")}


def test_people_page_paragraphs_belong_to_the_name_above_them():
    text = """
    People

    Principal Investigator
    Dr. Olu Ayodele
    Dami is an Assistant Professor at the University of Guelph. He received his PhD from the University of Ghana.

    Freya Lund
    Freya is a PhD student. Before joining the lab, she received a BSc from the University of Bergen.
    """
    claims = claims_of(text)
    assert ("OWNER", "University of Guelph") in pairs([c for c in claims if isinstance(c, Position)], "person", "org")
    assert pairs([c for c in claims if isinstance(c, Education)], "person", "degree", "institution") >= \
        {("OWNER", "PhD", "University of Ghana"), ("Freya Lund", "BSc", "University of Bergen")}
    assert not [c for c in claims if getattr(c, "person", "x") in ("Dami", "Freya")]


def test_nordic_cv_title_line_open_start_and_thesis_sentences():
    text = """
    CURRICULUM VITAE – ANNA LUNDQVIST

    DEGREES
    2009  PhD in Medicine, Karolinska Institutet. Thesis: "Lipids". Supervisor: Professor Gunnar Åkesson

    EMPLOYMENT
    2018–       Senior Lecturer, Uppsala University
    2010–2013   Postdoctoral fellow, Harvard Medical School, Boston, USA (host: Prof. Dan Reyes)
    """
    from labgraph.extract import extract_document
    from labgraph.model import Document
    import textwrap
    assert extract_document(Document("d.txt", textwrap.dedent(text))).owner_name == "Anna Lundqvist"
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "institution", "end") == {("Karolinska Institutet", 2009)}
    assert pairs([c for c in claims if isinstance(c, Position)], "org", "start", "end") == \
        {("Uppsala University", 2018, None), ("Harvard Medical School", 2010, 2013)}
    assert ("Dan Reyes", "Harvard Medical School") in pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_modern_homepage_first_person_with_pronouns_in_the_name_line():
    text = """
    Noa Levi (she/her)
    Postdoctoral Researcher | Brown University

    Hi! I'm a postdoctoral researcher in the Department of Biology at Brown University. Before that, I studied Biology at Haifa University (B.Sc. 2014) and worked as a research technician at the Technion.
    """
    from labgraph.extract import extract_document
    from labgraph.model import Document
    import textwrap
    assert extract_document(Document("d.txt", textwrap.dedent(text))).owner_name == "Noa Levi"
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Position)], "org") == {("Brown University",), ("Technion",)}
    assert pairs([c for c in claims if isinstance(c, Education)], "degree", "institution", "end") == \
        {("BSc", "Haifa University", 2014)}


def test_german_group_header_and_lowercase_appointment():
    text = """
    Team – Arbeitsgruppe Organische Chemie
    Institute of Chemistry, University of Kiel

    Head of group
    Prof. Dr. Ute Rahn
    After postdoctoral stays at Caltech and the Fritz Haber Institute, she was appointed professor at Kiel in 2014.
    """
    claims = claims_of(text)
    assert {("Arbeitsgruppe Organische Chemie",), ("Caltech",), ("Fritz Haber Institute",)} <= \
        pairs([c for c in claims if isinstance(c, Affiliation) and c.person == OWNER], "org")
    assert not [c for c in claims if isinstance(c, Affiliation) and c.org == "Team"]
    # ("at Kiel": the University of Kiel the header names in full)
    assert ("University of Kiel", 2014) in pairs([c for c in claims if isinstance(c, Position)], "org", "start")


def test_titles_and_degrees_in_other_languages():
    text = """
    Dra. Ana Quispe
    Investigadora Independiente, CONICET – Instituto de Física de Rosario
    Profesora Adjunta, Universidad Nacional de Rosario

    EDUCATION
    Ph.D. in Physics – Universidad de Buenos Aires (2008). Advisor: Dr. Rita Gómez.
    Licenciatura en Física – Universidad Nacional de Cuyo (2003).
    """
    from labgraph.extract import extract_document
    from labgraph.model import Document
    import textwrap
    assert extract_document(Document("d.txt", textwrap.dedent(text))).owner_name == "Ana Quispe"
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Position)], "org") == \
        {("CONICET",), ("Universidad Nacional de Rosario",)}
    assert pairs([c for c in claims if isinstance(c, Education)], "degree", "institution", "field", "end") == \
        {("PhD", "Universidad de Buenos Aires", "Physics", 2008), ("Licenciatura", "Universidad Nacional de Cuyo", "Física", 2003)}


def test_third_person_bio_with_post_nominals_and_about_heading():
    text = """
    About Dr. Rose Achieng

    Rose Achieng, PhD, RN, is an Associate Professor at the Duke University School of Nursing and a core faculty member of the Center for Aging.

    Dr. Achieng earned her BSc in Nursing from the University of Nairobi, her MSN from the University of Iowa, and her PhD from the University of Michigan in 2015. She then completed a postdoctoral fellowship at the University of California, San Francisco with Dr. Sue Meyer.
    """
    from labgraph.extract import extract_document
    from labgraph.model import Document
    import textwrap
    assert extract_document(Document("d.txt", textwrap.dedent(text))).owner_name == "Rose Achieng"
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, Education)], "degree", "institution") == {
        ("BSc", "University of Nairobi"), ("MSN", "University of Iowa"), ("PhD", "University of Michigan")}
    assert ("OWNER", "Duke University School of Nursing") in pairs([c for c in claims if isinstance(c, Position)], "person", "org")
    assert ("Sue Meyer", "University of California, San Francisco") in \
        pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_postdoctoral_is_not_a_doctorate():
    from labgraph.extract.patterns import find_degree
    assert find_degree("a two-year postdoctoral fellowship") is None
    assert find_degree("doctoral studies in physics")[0] == "PhD"


def test_markdown_header_with_bold_title_and_host_lab_of_a_postdoc():
    text = """
    # Sven Berg

    **Assistant Professor**, KTH Royal Institute of Technology

    ## Bio
    Previously, I was a postdoc at ETH Zurich in the Robotic Systems Lab (2019–2021), hosted by Marco Hutter.
    """
    claims = claims_of(text)
    assert ("OWNER", "Assistant Professor", "KTH Royal Institute of Technology") in \
        pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org")
    assert {("Marco Hutter", "ETH Zurich"), ("Marco Hutter", "Robotic Systems Lab")} <= \
        pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_students_join_the_faculty_post_not_an_undated_fellowship():
    text = """
    Rose Achieng

    Rose Achieng is an Associate Professor at the Duke University School of Nursing. She completed a postdoctoral fellowship at the University of Iowa. She currently mentors two doctoral students: Ali Demir and Eva Holm.
    """
    orgs = pairs([c for c in claims_of(text) if isinstance(c, Education) and c.person == "Ali Demir"], "institution")
    assert orgs == {("Duke University School of Nursing",)}


def test_a_lab_page_says_where_its_lab_sits_and_its_students_are_members():
    text = """
    People

    The Soft Robotics Lab is part of the Institute for Robotics at Delft University of Technology and is led by Prof. Ana Ruiz.

    Principal Investigator

    Ana Ruiz

    PhD Students

    Bo Lind

    3rd year PhD student
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, PartOf)], "part", "whole") == {
        ("Soft Robotics Lab", "Institute for Robotics"), ("Institute for Robotics", "Delft University of Technology")}
    members = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert {("OWNER", "Soft Robotics Lab"), ("Bo Lind", "Soft Robotics Lab"),
            ("Bo Lind", "Delft University of Technology")} <= members
    assert not [c for c in claims if isinstance(c, Affiliation) and "led by" in c.org]


@pytest.mark.parametrize("sentence", [
    "The lab is part of a long tradition.",                   # no name of its own
    "Our group is in good shape this year.",
    "The Soft Robotics Lab is in Delft.",                     # a place, not an organisation
])
def test_sentences_that_place_no_named_lab_in_an_organisation(sentence):
    claims = claims_of(f"Ana Ruiz\n\nAbout\n\n{sentence}\n")
    assert not [c for c in claims if isinstance(c, PartOf)]


@pytest.mark.parametrize("word", ["Faculty", "Lab", "People", "Department", "Research"])
def test_a_generic_unit_word_alone_is_no_organisation(word):
    from labgraph.extract.patterns import looks_like_org
    assert not looks_like_org(word) and looks_like_org(f"{word} of Physics, University of Oslo")


@pytest.mark.parametrize("sentence, orgs, job", [
    ("Ana joined the Department of Neuroscience at the University of Pittsburgh in 2017.",
     {"Department of Neuroscience", "University of Pittsburgh"}, None),
    ("In 2017 I joined the Department of Physics at the University of Oslo as an Associate Professor.",
     {"Department of Physics", "University of Oslo"}, ("Associate Professor", "University of Oslo", 2017)),
    ("She joined the University of Vermont in 2012 after four years as a lecturer at Oberlin College.",
     {"University of Vermont", "Oberlin College"}, ("Lecturer", "Oberlin College", None)),     # not at Vermont
])
def test_joined_an_organisation(sentence, orgs, job):
    claims = claims_of(f"Ana Ruiz\n\nBiography\n\n{sentence}\n")
    assert {org for person, org in pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")} == orgs
    jobs = pairs([c for c in claims if isinstance(c, Position)], "title", "org", "start")
    assert jobs == ({job} if job else set())


@pytest.mark.parametrize("sentence", [
    "She joined the editorial board of Nature Physics in 2020.",
    "I joined forces with Ann Lee on this project.",
    "He joined the Wisconsin faculty in 1967.",
])
def test_joining_what_is_no_named_organisation(sentence):
    claims = claims_of(f"Ana Ruiz\n\nBiography\n\n{sentence}\n")
    assert not [c for c in claims if isinstance(c, (Affiliation, Position))]


@pytest.mark.parametrize("sentence, chain", [
    ("The Distributed Systems Lab at the University of Waterloo studies systems for machine learning.",
     ["Distributed Systems Lab", "University of Waterloo"]),
    ("The Ant Lab of the Department of Biology at Stanford University studies ants.",
     ["Ant Lab", "Department of Biology", "Stanford University"]),
    ("The Scalable Solvers Group at the Jülich Supercomputing Centre (Helmholtz Association) develops libraries.",
     ["Scalable Solvers Group", "Jülich Supercomputing Centre", "Helmholtz Association"]),
])
def test_a_lab_named_with_where_it_is_before_its_verb(sentence, chain):
    claims = claims_of(f"Ana Ruiz\n\nAbout\n\n{sentence}\n")
    assert pairs([c for c in claims if isinstance(c, PartOf)], "part", "whole") == set(zip(chain, chain[1:]))


def test_a_group_page_titled_by_its_group_places_the_group_and_its_members():
    text = """
    # Quantum Materials Group

    Prof. Dr. Katharina Albrecht — Institute of Solid State Physics, TU Dresden

    We grow thin films. The group is part of the Institute of Solid State Physics at TU Dresden.

    ## Team

    - Johanna Krause (PhD student, since 2021)

    ## About Katharina

    After a postdoc at Cornell University with Darrell Schlom, she became a professor in Dresden in 2015.
    """
    claims = claims_of(text)
    assert pairs([c for c in claims if isinstance(c, PartOf)], "part", "whole") >= {
        ("Quantum Materials Group", "Institute of Solid State Physics"), ("Institute of Solid State Physics", "TU Dresden")}
    members = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert {("Johanna Krause", "Quantum Materials Group"), ("Johanna Krause", "TU Dresden")} <= members
    assert ("Johanna Krause", "Cornell University") not in members       # the postdoc there is over
