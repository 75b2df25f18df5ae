"""Round-5 rules (lead): owners, headings, student lists and CV lines met on held-out homepages and CVs."""
import textwrap

from labgraph.model import Document
from labgraph.names import clean_name, title_case
from labgraph.extract import extract_document
from labgraph.resolve import resolve

from .helpers import claims_of


def test_a_rank_or_a_german_doctorate_before_a_name_is_a_title():
    assert clean_name("Prof. Dr. rer. nat. Ines Wolff-Haber") == "Ines Wolff-Haber"
    assert clean_name("Dr. med. Omar Benali") == "Omar Benali"
    assert clean_name("Associate Professor Rosa Lind") == "Rosa Lind"
    assert clean_name("Academician Prof. Tao Min") == "Tao Min"
    assert clean_name("Phil Ortega") == "Phil Ortega"          # a given name, not "Dr. phil."


def test_a_nickname_between_given_name_and_surname_is_dropped():
    assert clean_name('Haoran "Leo" Brandt-Wu') == "Haoran Brandt-Wu"
    assert clean_name("Jo (Joanna) Bell") == "Jo Bell"
    assert clean_name("Jo Bell (PhD 2019)").startswith("Jo Bell (")   # not a nickname: after the surname


def test_capitals_with_a_mc_prefix_are_a_name_in_capitals():
    assert title_case("ORLA McCONAGHY-BRENNAN") == "Orla McConaghy-Brennan"
    assert title_case("Orla McConaghy") == "Orla McConaghy"


def test_owner_lines_with_titles_ranks_and_nicknames():
    for top, name in [("ASSOCIATE PROFESSOR ORLA McCONAGHY-BRENNAN", "Orla McConaghy-Brennan"),
                      ("Prof. Dr. rer. nat. Ines Wolff-Haber", "Ines Wolff-Haber"),
                      ('# Haoran "Leo" Brandt-Wu', "Haoran Brandt-Wu")]:
        found = claims_of(f"""
            {top}
            Curriculum Vitae

            EDUCATION
            PhD (Ecology), Tarn University, 2011
        """)
        assert found and found[0].is_owner and found[0].name == name, top


def test_an_unnamed_cv_never_gives_the_placeholder_owner_a_name():
    text = textwrap.dedent("""
        Curriculum Vitae

        Professional career
        since 2018   Full Professor, Tarn University

        Publications
        1. I. Wolff, O. Benali, Pincer complexes of iron, Chem. Eur. J. 2019, 25, 101-109.
        2. I. Wolff, Alkyne metathesis revisited, Organometallics 2016, 35, 22-30.
    """).strip("\n")
    res = resolve([extract_document(Document("cv.txt", text))])
    labels = {e.label for e in res.entities if e.kind == "person"}
    assert not any("\x00" in label or label == "owner" for label in labels)


def _kinds(text):
    from labgraph.sections import split_sections
    return [(s.kind, s.heading) for s in split_sections(Document("cv.txt", textwrap.dedent(text).strip("\n")))]


def test_a_capitals_heading_keeps_its_kind_with_a_note_in_brackets():
    kinds = _kinds("""
        ROSA LIND
        EDUCATION
        PhD, Tarn University, 2011
        EMPLOYMENT
        2012-   Lecturer, Vale College
        AWARDS
        2015    Ant Prize
        SELECTED PUBLICATIONS (of 48; * = student author)
        1. Lind R, Benali O*. Ant trails. Ecology 2019; 12: 3-9.
    """)
    assert ("publications", "SELECTED PUBLICATIONS (of 48; * = student author)") in kinds


def test_peer_reviewed_writing_is_a_publication_list():
    assert ("publications", "### Peer-reviewed writing") in _kinds("""
        # Rosa Lind
        ### Peer-reviewed writing
        - Lind, R. (2019). Ant trails. *Ecology*, 12, 3-9.
    """)


def _supervisions(text):
    from labgraph.model import OWNER, Supervision
    return {("OWNER" if c.advisor == OWNER else c.advisor, "OWNER" if c.advisee == OWNER else c.advisee, c.level)
            for c in claims_of(text, Supervision)}


def test_rows_that_start_with_the_degree_in_a_column_of_their_own():
    found = _supervisions("""
        ROSA LIND
        RESEARCH STUDENT SUPERVISION
        Completed
          PhD  Omar Benali (2020) – principal supervisor. Thesis: "Ant trails".
          PhD  Ines Wolff (2023) – associate supervisor (principal: Prof. Tomas Varga)
          Honours  Kai Moreau (2016), Lea Quispe (2018) – principal supervisor
    """)
    assert found == {("OWNER", "Omar Benali", "PhD"), ("OWNER", "Ines Wolff", "PhD"), ("Tomas Varga", "Ines Wolff", "PhD"),
                     ("OWNER", "Kai Moreau", "Bachelor"), ("OWNER", "Lea Quispe", "Bachelor")}


def test_a_row_led_by_the_owners_role_lists_students_and_committee_members_are_not_advised():
    found = _supervisions("""
        # Rosa Lind
        ### Doctoral supervision
        - Main supervisor: Omar Benali (PhD 2023); Ines Wolff (ongoing, since 2022)
        - Co-supervisor: Kai Moreau (ongoing; main supervisor Prof. Tomas Varga, NTNU)
        - Committee member: Lea Quispe (2022)
    """)
    assert found == {("OWNER", "Omar Benali", "PhD"), ("OWNER", "Ines Wolff", "PhD"), ("OWNER", "Kai Moreau", "PhD"),
                     ("Tomas Varga", "Kai Moreau", "PhD")}


def test_under_a_students_own_advisors_heading_a_role_label_names_the_advisor():
    found = _supervisions("""
        # Rosa Lind
        PhD student at Tarn University.
        ## Advisors
        Primary advisor: Prof. Tomas Varga
    """)
    assert {(advisor, advisee) for advisor, advisee, _ in found} == {("Tomas Varga", "OWNER")}


def test_the_chair_of_a_cvs_own_dissertation_committee_advised_the_owner():
    found = _supervisions("""
        ROSA LIND
        EDUCATION
        PhD in Economics, Tarn University, 2012
        DISSERTATION COMMITTEE
        Professor Tomas J. Varga (Chair)
        Professor Ines Wolff
        PhD ADVISING
        Main advisor: Omar Benali (2024, first job: Banco de Lisboa), Kai Moreau (expected 2026)
        Committee member: Lea Quispe (2023)
    """)
    assert found == {("Tomas J. Varga", "OWNER", "PhD"), ("OWNER", "Omar Benali", "PhD"), ("OWNER", "Kai Moreau", "PhD")}


def test_a_service_list_of_committees_names_no_advisor():
    assert _supervisions("""
        ROSA LIND
        SERVICE
        Program committee, ICML 2021 (Chair)
        Professor Ines Wolff (Chair)
    """) == set()


def test_academic_offspring_and_jointly_supervised():
    found = _supervisions("""
        Prof. Dr. Rosa Lind
        Academic offspring
        Completed doctoral theses (selection): Dr. Omar Benali (2014), Dr. Ines Wolff (2021, jointly supervised with Prof. Dr. Tomas Varga, KIT)
        Current doctoral researchers: Kai Moreau, Lea Quispe
    """)
    assert {("OWNER", n, "PhD") for n in ("Omar Benali", "Ines Wolff", "Kai Moreau", "Lea Quispe")} <= found
    assert ("Tomas Varga", "Ines Wolff", "PhD") in found


def test_a_paragraph_led_by_its_heading_in_bold_is_that_section():
    from labgraph.model import Award, Publication
    found = claims_of("""
        Rosa Lind
        Assistant Professor, Vale University

        Awards. NSF CAREER Award (2008). Tarn Outstanding Dissertation Award (2005).

        Publications
        R. Lind and O. Benali, "Ant trails on sand," Ecology, vol. 3, 2007.
    """)
    assert {c.name for c in found if isinstance(c, Award)} >= {"NSF CAREER Award", "Tarn Outstanding Dissertation Award"}
    assert not any(isinstance(c, Publication) and "Award" in c.title for c in found)


def test_a_sentence_that_starts_with_a_section_word_is_no_heading():
    from labgraph.sections import split_sections
    doc = Document("p.txt", "Rosa Lind\\n\\nTeaching and research are my two loves. Awards are nice too.")
    assert [s.kind for s in split_sections(doc)] == ["top"]
