"""Publication lists in the citation styles people use, written here."""
import pytest

from labgraph.extract.publications import parse_authors, parse_citation
from labgraph.model import Publication, Software

from .helpers import claims_of


@pytest.mark.parametrize("text, title, authors, venue, year", [
    ("(2019). Sparse Attention for Long Documents. In ACL.", "Sparse Attention for Long Documents", (), "ACL", 2019),
    ('C. Mendes, A.-M. Kermarrec, and L. Rodrigues, "Gossip-based aggregation at the edge," in Proc. IEEE '
     "INFOCOM, 2020, pp. 1-10.", "Gossip-based aggregation at the edge",
     ("C. Mendes", "A.-M. Kermarrec", "L. Rodrigues"), "IEEE INFOCOM", 2020),
    ("Mendes, C., & Rodrigues, L. (2018). Energy-aware scheduling for edge clouds. Journal of Parallel and "
     "Distributed Computing, 120, 45-60.", "Energy-aware scheduling for edge clouds", ("C. Mendes", "L. Rodrigues"),
     "Journal of Parallel and Distributed Computing", 2018),
    ("Keller AB, Moser C, et al., 2016, Fast edge placement, Middleware, 12-24", "Fast edge placement",
     ("Keller AB", "Moser C"), "Middleware", 2016),
    ("Jane Doe and Max Mustermann. Fast Graphs for All. In SOSP, 2019.", "Fast Graphs for All",
     ("Jane Doe", "Max Mustermann"), "SOSP", 2019),
    ("Tensor Sketches for Streams. NeurIPS 2021.", "Tensor Sketches for Streams", (), "NeurIPS", 2021),
    ("Learned Indexes Revisited, VLDB'22", "Learned Indexes Revisited", (), "VLDB", 2022),
    ("Robust Hashing at Scale, IEEE Transactions on Computers, 2020", "Robust Hashing at Scale", (),
     "IEEE Transactions on Computers", 2020),
])
def test_parse_citation_styles(text, title, authors, venue, year):
    assert parse_citation(text) == (title, authors, venue, year)


@pytest.mark.parametrize("text", ["For a full list see Google Scholar.", "Research, 2018 - Current",
                                  "PDF Code", "Contact me if interested."])
def test_parse_citation_rejects_non_references(text):
    assert parse_citation(text) is None


def test_parse_authors_refuses_non_names():
    assert parse_authors("Distributed Systems, Machine Learning") == ()


def test_cv_title_line_then_authors_line():
    text = """
    PUBLICATIONS

    Learned Cardinality Estimation

    Sofia Rossi, Ahmed Khan, Lea Weber. SIGMOD, 2021
    """
    pubs = claims_of(text, Publication)
    assert [(p.title, p.authors, p.venue, p.year) for p in pubs] == \
        [("Learned Cardinality Estimation", ("Sofia Rossi", "Ahmed Khan", "Lea Weber"), "SIGMOD", 2021)]


def test_author_cluster_page_with_bulleted_authors_and_repository():
    text = """
    Possible papers

    SOSP Conference 2023 Conference Paper

    Fast Replicated Logs

      • Ana Lima
      • Wei Zhang 0002
      • Olu Ade*

    We present FastLog. FastLog is open-sourced at https: //github. com/ana/fastlog.
    """
    claims = claims_of(text)
    pub = next(c for c in claims if isinstance(c, Publication))
    assert (pub.title, pub.venue, pub.year) == ("Fast Replicated Logs", "SOSP", 2023)
    assert pub.authors == ("Ana Lima", "Wei Zhang 0002", "Olu Ade*")
    sw = next(c for c in claims if isinstance(c, Software))
    assert (sw.name, sw.repository, sw.paper) == ("FastLog", "https://github.com/ana/fastlog", "Fast Replicated Logs")


def test_owner_is_author_of_unattributed_list_on_personal_page():
    text = """
    Ada Quinn

    Publications
    (2020). Quantum Walks on Graphs. In STOC.
    """
    assert [p.authors for p in claims_of(text, Publication)] == [("\x00owner",)]


def test_lab_page_list_without_authors_stays_without_authors():
    text = """
    Systems Research at the Lab

    We build things.
      • Alpha: a fast store. OSDI 2020.
      • Beta: a faster store, SOSP 2021.
      • Gamma: the fastest store. EuroSys 2022.
    """
    pubs = claims_of(text, Publication)
    assert len(pubs) == 3 and all(p.authors == () for p in pubs)


def test_research_project_bullets_are_not_publications():
    text = """
    Ada Quinn

    My Research
      • Future Quantum Networks, 2018 - Current
      • Robust Control Systems, 2012 - 2017
    """
    assert claims_of(text, Publication) == []


@pytest.mark.parametrize("text, expected", [
    ("Liu, J. A., and Koller, D. 2012. Scalable probabilistic inference. Journal of Machine Learning Research "
     "13, 1–40.", ("Scalable probabilistic inference", ("J. A. Liu", "D. Koller"),
                   "Journal of Machine Learning Research", 2012)),
    ("R. Mehta, S. Alvarez, and J. A. Liu. Amortized inference for graphs. In Proceedings of ICML, 2021.",
     ("Amortized inference for graphs", ("R. Mehta", "S. Alvarez", "J. A. Liu"), "ICML", 2021)),
])
def test_acm_and_initials_first_styles(text, expected):
    assert parse_citation(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Ana Lima, Wei Zhang, Peter R. Pietzuch: KungFu: Adaptive Training. OSDI 2020: 937-954",
     ("KungFu: Adaptive Training", ("Ana Lima", "Wei Zhang", "Peter R. Pietzuch"), "OSDI", 2020)),
    ("Jane Doe, John Roe. Deep Nets for Bees. arXiv preprint arXiv:2101.00001, 2021.",
     ("Deep Nets for Bees", ("Jane Doe", "John Roe"), "arXiv", 2021)),
    ("J. Doe and J. Roe (2021) Deep Nets for Bees. Nature 590, 12-15.",
     ("Deep Nets for Bees", ("J. Doe", "J. Roe"), "Nature", 2021)),
    ("Deep Nets for Bees. J. Doe, J. Roe. ICLR 2021.", ("Deep Nets for Bees", ("J. Doe", "J. Roe"), "ICLR", 2021)),
    ("Doe J, Roe J. Deep nets for bees. Nat Methods. 2021;18(3):123-130.",
     ("Deep nets for bees", ("Doe J", "Roe J"), "Nat Methods", 2021)),
    ("Doe, J., Roe, J.: Deep nets for bees. In: ICLR (2021)", ("Deep nets for bees", ("J. Doe", "J. Roe"), "ICLR", 2021)),
])
def test_dblp_medline_lncs_and_authors_after_title(text, expected):
    assert parse_citation(text) == expected


def test_title_authors_venue_blocks_and_two_word_titles():
    text = """
    Jane Doe

    Publications

    Deep Nets for Bees
    Jane Doe, John Roe
    ICLR 2021

      • Hive Minds. Jane Doe, Ann Lee. Journal of Apiculture, 12(3), 2019.
    """
    found = {(p.title, p.authors, p.venue, p.year) for p in claims_of(text, Publication)}
    assert found == {("Deep Nets for Bees", ("Jane Doe", "John Roe"), "ICLR", 2021),
                     ("Hive Minds", ("Jane Doe", "Ann Lee"), "Journal of Apiculture", 2019)}


def test_dblp_keyed_entries():
    text = """
    Jane Doe

    Publications
    [c12] Jane Doe, John Roe: Fast Logs for Everyone. SOSP 2019: 1-14
    [j3] Jane Doe, Ann Lee, John Roe: Hive Minds at Scale. ACM Trans. Comput. Syst. 38(2): 1-30 (2021)
    """
    found = {(p.title, p.authors, p.year) for p in claims_of(text, Publication)}
    assert found == {("Fast Logs for Everyone", ("Jane Doe", "John Roe"), 2019),
                     ("Hive Minds at Scale", ("Jane Doe", "Ann Lee", "John Roe"), 2021)}
