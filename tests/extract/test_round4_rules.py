"""Round-4 people rules (lead): owner prose on homepages of other fields, found on held-out documents."""
from labgraph.model import Affiliation, Education, Position, Supervision

from .helpers import claims_of, pairs


def test_a_sentence_adverb_before_i_is_not_a_name():
    found = claims_of("""
        Rosa Lindqvist
        Previously I was a postdoc at the Quarry Institute (2019–2021) working with Omar Benali.
    """, Supervision)
    assert pairs(found, "advisor", "advisee", "level") == {("Omar Benali", "OWNER", "Postdoc")}


def test_each_advisor_takes_the_years_and_host_of_its_own_clause():
    found = claims_of("""
        Rosa Lindqvist
        Previously I was a postdoc at the Quarry Institute (2019–2021) working with Omar Benali, and before that I did my PhD at Tarn University, advised by Ines Wolff.
    """)
    sup = {c.advisor: (c.level, c.start, c.end) for c in found if isinstance(c, Supervision)}
    assert sup == {"Omar Benali": ("Postdoc", 2019, 2021), "Ines Wolff": ("PhD", None, None)}
    assert not any(isinstance(c, Affiliation) and c.person == "Omar Benali" for c in found)
    assert ("OWNER", "Postdoc", "Quarry Institute") in pairs([c for c in found if isinstance(c, Position)],
                                                            "person", "title", "org")


def test_a_university_s_institute_names_two_organisations_and_the_degree_is_the_university_s():
    found = claims_of("""
        Rosa Lindqvist
        I did my PhD at Tarn University's Robotics Institute. I did my undergrad at Vale College.
    """, Education)
    assert pairs(found, "person", "degree", "institution") == {
        ("OWNER", "PhD", "Tarn University"), ("OWNER", "Bachelor", "Vale College")}


def test_undergraduate_students_are_not_a_degree_of_the_owner():
    found = claims_of("""
        Rosa Lindqvist
        I teach undergraduate students at Vale College.
    """, Education)
    assert found == []


def test_a_cv_list_of_degrees_and_jobs_with_compact_year_ranges():
    found = claims_of("""
        Rosa Lindqvist

        Curriculum vitae
        B.A., Vale College, 1969
        Ph.D., Tarn University, 1974 (thesis advisor: Ines Wolff)
        1974-1976  Instructor, Quarry University
        Journal of Tarn Studies, pp. 1120-1974
    """)
    assert pairs([c for c in found if isinstance(c, Education)], "degree", "institution", "end") == {
        ("BA", "Vale College", 1969), ("PhD", "Tarn University", 1974)}
    assert pairs([c for c in found if isinstance(c, Position)], "title", "org", "start", "end") == {
        ("Instructor", "Quarry University", 1974, 1976)}
    assert ("Ines Wolff", "OWNER", "PhD") in pairs([c for c in found if isinstance(c, Supervision)],
                                                   "advisor", "advisee", "level")


def test_time_spent_as_a_title_at_an_organisation_is_a_position_and_a_hosted_visit_is_no_supervision():
    found = claims_of("""
        Rosa Lindqvist
        Before Tarn, I spent a year as a research assistant at the Quarry Institute for Soil Science.
        Between her PhD and her current post she spent six months as a visiting researcher at the Vale Centre for Optics, hosted by Dr. Omar Benali.
    """)
    assert pairs([c for c in found if isinstance(c, Position)], "person", "title", "org") == {
        ("OWNER", "Research assistant", "Quarry Institute for Soil Science"),
        ("OWNER", "Visiting researcher", "Vale Centre for Optics")}
    assert not [c for c in found if isinstance(c, Supervision)]


def test_news_items_say_where_the_owner_interns_but_not_where_they_gave_talks():
    found = claims_of("""
        Rosa Lindqvist

        News
          • [Jun 2024] I will be interning at Novagen this summer, mentored by Dr. Omar Benali.
          • [Feb 2024] I gave a talk at Tarn University.
    """)
    assert pairs([c for c in found if isinstance(c, Position)], "person", "title", "org", "start") == {
        ("OWNER", "Intern", "Novagen", 2024)}
    assert pairs([c for c in found if isinstance(c, Supervision)], "advisor", "level") == {("Omar Benali", "Intern")}
    assert not any(isinstance(c, Affiliation) and c.org == "Tarn University" for c in found)


def test_the_group_of_a_professor_names_the_group_its_leader_and_a_postdoc_s_host():
    found = claims_of("""
        Rosa Lindqvist
        Rosa Lindqvist is a postdoctoral fellow in the Soil Carbon Group of Prof. Omar Benali at Tarn University.
    """)
    assert pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level") == {
        ("Omar Benali", "Rosa Lindqvist", "Postdoc")}
    affiliations = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("Omar Benali", "Soil Carbon Group"), ("OWNER", "Soil Carbon Group")} <= affiliations
    assert not any("Prof" in org for _, org in affiliations)


def test_a_group_of_a_professor_is_no_supervision_without_a_trainee_role():
    found = claims_of("""
        Rosa Lindqvist
        I am a professor and collaborate with the Soil Carbon Group of Prof. Omar Benali.
    """, Supervision)
    assert found == []


def test_a_header_name_with_professional_post_nominals_is_the_owner():
    from labgraph.extract.owner import find_owner
    from labgraph.model import Document
    doc = Document("x.txt", "Ruth Okafor-Lind, Ph.D., P.E.\nAssociate Professor\nTarn University\n\nBiography\nShe studies soils.")
    assert find_owner(doc).name == "Ruth Okafor-Lind"


def test_a_state_is_not_an_employer():
    found = claims_of("""
        Rosa Lindqvist
        She is a registered Professional Engineer in the state of Ohio.
    """)
    assert not [c for c in found if isinstance(c, (Position, Affiliation))]


def test_graduate_students_take_their_own_bare_program_but_a_held_degree_does_not_lower_a_phd():
    found = claims_of("""
        Rosa Lindqvist
        Professor, Tarn University

        Current Graduate Students
        Samuel Ortiz (Ph.D.)
        Mara Holt (M.S.)

        PhD students
        Ana Ruiz (M.S. 2018, Vale College)
        Lena Vogt, M.Sc.
    """, Supervision)
    assert pairs(found, "advisee", "level") == {("Samuel Ortiz", "PhD"), ("Mara Holt", "Master"),
                                                ("Ana Ruiz", "PhD"), ("Lena Vogt", "PhD")}


def test_hosted_student_researchers_with_a_co_host_and_where_they_study_now():
    found = claims_of("""
        # Rosa Lindqvist

        ## Mentoring

        - **Elif Aydin** (Student Researcher, 2023; PhD student at Tarn University)
        - **Rhea Kapur** (Research Intern, 2021; co-hosted with Omar Benali)
    """)
    assert pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level") == {
        ("OWNER", "Elif Aydin", "Intern"), ("OWNER", "Rhea Kapur", "Intern"), ("Omar Benali", "Rhea Kapur", "Intern")}
    assert ("Elif Aydin", "PhD", "Tarn University") in pairs(
        [c for c in found if isinstance(c, Education)], "person", "degree", "institution")


def test_a_header_line_of_title_and_employer_split_by_dots_but_not_a_row_of_links():
    found = claims_of("""
        # Rosa Lindqvist

        Senior Research Scientist · Brightwater Research Institute · London
        Google Scholar | GitHub | CV

        ## About

        I study soils.
    """)
    assert pairs([c for c in found if isinstance(c, Position)], "title", "org") == {
        ("Senior Research Scientist", "Brightwater Research Institute")}
    assert not any(isinstance(c, Affiliation) and c.org in ("GitHub", "CV") for c in found)


def test_an_alumnus_now_at_a_company_named_without_an_organisation_word():
    found = claims_of("""
        Rosa Lindqvist
        Professor, Tarn University

        Alumni
        Taro Ueda (Ph.D. 2019, now Sumitomo Chemical)
        Mia Holt (M.S. 2020, now with Omar Benali)
    """, Affiliation)
    got = pairs(found, "person", "org")
    assert ("Taro Ueda", "Sumitomo Chemical") in got
    assert not any(person == "Mia Holt" for person, _ in got)


def test_a_titled_surname_after_a_student_list_speaks_of_the_leader_not_the_last_student():
    found = claims_of("""
        Hiro Sato

        Alumni
        Name | Degree | Year
        Takumi Abe | Ph.D. | 2022

        Professor Sato received his Ph.D. from the University of Tarn in 2001. He was a postdoctoral fellow at Vale University before joining Quarry University in 2004.
    """)
    edu = pairs([c for c in found if isinstance(c, Education)], "person", "institution")
    assert ("OWNER", "University of Tarn") in edu and not any(p == "Takumi Abe" for p, _ in edu)
    assert ("OWNER", "Quarry University") in pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")


def test_students_of_a_leader_who_was_a_postdoc_before_joining_study_at_the_new_university():
    found = claims_of("""
        Hiro Sato
        Graduate School of Science, Quarry University
        He was a postdoctoral fellow at Vale University before joining Quarry University in 2004.

        PhD students
        Ren Abe
    """, Education)
    assert pairs(found, "person", "institution") == {("Ren Abe", "Quarry University")}


def test_a_page_title_naming_the_section_and_the_lab_opens_the_publication_list():
    from labgraph.extract.publications import parse_citation
    from labgraph.model import Publication
    found = claims_of("""
        Publications | Soil Carbon Lab – Biogeochemistry

        2022

        Ueda T, Holt M#. Carbon export from peat bogs. J Soil Sci. 2022;24(7):1093-1105.
    """, Publication)
    assert [(c.title, c.authors, c.year) for c in found] == [
        ("Carbon export from peat bogs", ("Ueda T", "Holt M"), 2022)]
    assert parse_citation("Ueda T, Holt MJ#, Benali O. Carbon export from peat bogs. J Soil Sci. 2022;24:1-9.")[1] == \
        ("Ueda T", "Holt MJ", "Benali O")


def test_an_orcid_is_not_an_organisation():
    from labgraph.extract.patterns import looks_like_org
    assert not looks_like_org("ORCID 0000-0002-1825-0097")
    assert looks_like_org("Tarn Institute of Soil Science")


def test_a_title_ending_in_a_question_mark_before_a_short_venue_and_year():
    from labgraph.extract.publications import parse_citation
    assert parse_citation("Ana Ruiz and Omar Benali. Do Soils Remember Fire? NAACL 2025.") == \
        ("Do Soils Remember Fire?", ("Ana Ruiz", "Omar Benali"), "NAACL", 2025)
    assert parse_citation("Ana Ruiz and Omar Benali. Is It Time? A Study of Peat. In SOSP, 2019.")[0] == \
        "Is It Time? A Study of Peat"


def test_several_honours_on_one_line_separated_by_dots():
    from labgraph.model import Award
    found = claims_of("""
        Rosa Lindqvist

        Awards
        Best Paper Award, SoilConf 2024 · NSF CAREER Award (2025) · Tarn Scholar (2018)
    """, Award)
    assert pairs(found, "name", "year") == {("Best Paper Award, SoilConf", 2024), ("NSF CAREER Award", 2025),
                                            ("Tarn Scholar", 2018)}


def test_a_telegraphic_short_cv_paragraph_is_the_owner_s_career():
    found = claims_of("""
        Hans Lindqvist

        Short CV
        Born 1961 in Uppsala. Diploma in physics (1986) and Dr. rer. nat. (1990) at the University of Tarn under the supervision of Prof. Ines Wolff. Postdoc at the Quarry Institute (1990-1992). Since 2001 Professor at Vale University.
    """)
    assert pairs([c for c in found if isinstance(c, Education)], "degree", "institution", "end") == {
        ("Diploma", "University of Tarn", 1986), ("PhD", "University of Tarn", 1990)}
    assert pairs([c for c in found if isinstance(c, Position)], "title", "org", "start") == {
        ("Postdoc", "Quarry Institute", 1990), ("Professor", "Vale University", 2001)}
    assert pairs([c for c in found if isinstance(c, Supervision)], "advisor", "level") == {("Ines Wolff", "PhD")}


def test_a_title_line_in_a_cv_is_not_a_telegraphic_sentence():
    found = claims_of("""
        Hans Lindqvist
        Reader in Early Modern History, Faculty of History, University of Tarn

        Curriculum Vitae
        B.S. in Mathematics, Vale University, 2013
    """)
    orgs = {getattr(c, "org", None) or getattr(c, "institution", None) for c in found}
    assert "Tarn" not in orgs and "Vale" not in orgs
    assert ("BSc", "Vale University") in pairs([c for c in found if isinstance(c, Education)], "degree", "institution")


def test_cv_jobs_say_the_level_of_their_mentors_and_a_header_lists_whole_organisations():
    found = claims_of("""
        Arun Venk
        PhD Student, School of Soil Science & Engineering, University of Tarn

        Experience
          • Research Intern, Quarry Labs Institute (Summer 2023). Mentors: Kathryn Lowe and Tomas Abril.
          • Undergraduate Researcher, Peat Group, Vale University (2017–2019), with Prof. Sandeep Kulkarni
    """)
    assert pairs([c for c in found if isinstance(c, Supervision)], "advisor", "level") == {
        ("Kathryn Lowe", "Intern"), ("Tomas Abril", "Intern"), ("Sandeep Kulkarni", "Bachelor")}
    assert ("PhD", "University of Tarn") in pairs([c for c in found if isinstance(c, Education)], "degree", "institution")
    assert not any(getattr(c, "org", None) == "Tarn" or getattr(c, "institution", None) == "Tarn" for c in found)


def test_a_venue_tag_before_the_title_is_the_venue_and_year():
    from labgraph.extract.publications import parse_citation
    assert parse_citation("[SOSP'24] Peat Storage at Scale. Ana Ruiz, Omar Benali.") == \
        ("Peat Storage at Scale", ("Ana Ruiz", "Omar Benali"), "SOSP", 2024)
    assert parse_citation("[j9] Ana Ruiz, Omar Benali: Peat Storage at Scale. SOSP 2024.")[0] == "Peat Storage at Scale"
