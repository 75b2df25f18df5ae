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
