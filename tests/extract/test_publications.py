"""Publication lists in the citation styles people use, written here."""
import textwrap

import pytest

from labgraph.extract.publications import parse_authors, parse_citation
from labgraph.model import OWNER, Education, Publication, Software

from .helpers import claims_of


@pytest.mark.parametrize("text, title, authors, venue, year", [
    ("(2019). Sparse Attention for Long Documents. In ACL.", "Sparse Attention for Long Documents", (), "ACL", 2019),
    ('C. Mendes, A.-M. Kermarrec, and L. Rodrigues, "Gossip-based aggregation at the edge," in Proc. IEEE '
     "INFOCOM, 2020, pp. 1-10.", "Gossip-based aggregation at the edge",
     ("C. Mendes", "A.-M. Kermarrec", "L. Rodrigues"), "IEEE INFOCOM", 2020),
    ("Mendes, C., & Rodrigues, L. (2018). Energy-aware scheduling for edge clouds. Journal of Parallel and "
     "Distributed Computing, 120, 45-60.", "Energy-aware scheduling for edge clouds", ("Mendes C.", "Rodrigues L."),
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
     "13, 1–40.", ("Scalable probabilistic inference", ("Liu J.A.", "Koller D."),
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
    ("Doe, J., Roe, J.: Deep nets for bees. In: ICLR (2021)", ("Deep nets for bees", ("Doe J.", "Roe J."), "ICLR", 2021)),
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


@pytest.mark.parametrize("text, expected", [
    # Chicago author-date: only the first author is inverted; editors are marked "eds."
    ("Lindqvist, Maren, and Paolo Ricci, eds. 2014. Ports and Plague: Essays on Quarantine. Leiden: Brill.",
     ("Ports and Plague: Essays on Quarantine", ("Maren Lindqvist", "Paolo Ricci"), "Brill", 2014)),
    ('Lindqvist, Maren. 2011. "Salt Weighers of Ragusa." Journal of Social History 44 (2): 10-30.',
     ("Salt Weighers of Ragusa", ("Maren Lindqvist",), "Journal of Social History", 2011)),
    ('Lindqvist, Maren. 2009. "Harbour Law." In Maritime Orders, edited by Ann Kohl, 45-68. Oxford: Blackwell.',
     ("Harbour Law", ("Maren Lindqvist",), "Maritime Orders", 2009)),
    # Harvard with the year in parentheses before a quoted title
    ('Okoye, B. and Lund, E. (2020) "Credit and Caste," Journal of Development Economics, 140, 1-20.',
     ("Credit and Caste", ("Okoye B.", "Lund E."), "Journal of Development Economics", 2020)),
    # LNCS chapter: the editors before the book are not the venue
    ("Lund, E.: Graph sketches. In: Kohl, A., Tal, D. (eds.) Handbook of Streams, pp. 1-20. Springer (2019)",
     ("Graph sketches", ("Lund E.",), "Handbook of Streams", 2019)),
])
def test_humanities_and_economics_styles(text, expected):
    assert parse_citation(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("B. Okoye, E. Lund, and K. Sato, Spin ice under strain, Phys. Rev. B 101, 064402 (2020).",
     ("Spin ice under strain", ("B. Okoye", "E. Lund", "K. Sato"), "Phys. Rev. B", 2020)),
    ("Counting tori in moduli space, Duke Math. J. 170 (2021), no. 6, 1201-1268.",
     ("Counting tori in moduli space", (), "Duke Math. J", 2021)),
    ("Okoye, B. & Lund, E. Spin ice under strain. Nature 555, 80-84 (2018).",
     ("Spin ice under strain", ("Okoye B.", "Lund E."), "Nature", 2018)),
])
def test_physics_and_mathematics_journal_volume_styles(text, expected):
    assert parse_citation(text) == expected


def test_physics_reference_without_title_is_no_publication():
    assert parse_citation("B. Okoye, E. Lund, and K. Sato, Phys. Rev. Lett. 120, 123456 (2018).") is None


def test_with_coauthors_note_makes_the_owner_an_author():
    assert parse_citation("(with E. Lund and K. Sato) Tame covers of surfaces, preprint, arXiv:2305.01234.") == \
        ("Tame covers of surfaces", (OWNER, "E. Lund", "K. Sato"), "arXiv", 2023)
    found = parse_citation('"Rain and Migration" (with Ana Sousa), NBER Working Paper No. 30000, 2022.')
    assert found[0] == "Rain and Migration" and found[1] == (OWNER, "Ana Sousa") and found[3] == 2022


@pytest.mark.parametrize("text, authors", [
    ("Sousa, Ana and Lund, Erik and Sato, Ken", ("Ana Sousa", "Erik Lund", "Ken Sato")),      # BibTeX order
    ("Sousa A*, Lund E*, Sato K†", ("Sousa A", "Lund E", "Sato K")),                             # marks
    ("Sousa, A.*, Lund, E. and Sato, K.", ("Sousa A.", "Lund E.", "Sato K.")),
    ("Chen Wei, Li Na", ("Chen Wei", "Li Na")),
])
def test_parse_authors_inverted_names_and_marks(text, authors):
    assert parse_authors(text) == authors


def test_table_row_with_year_cell_and_legend_line():
    text = """
    Publications

    Year | Reference
    2021 | Sousa, A. and Lund, E. (2021). Sparse priors for counts. Biometrika, 108(2), 1-9.
    * equal contribution, † corresponding author
    [2] Lund E*, Sousa A†. Gibbs samplers for tree models. Stat Comput. 2019;29:1-12.
    """
    pubs = claims_of(text, Publication)
    assert [(p.title, p.authors, p.year) for p in pubs] == [
        ("Sparse priors for counts", ("Sousa A.", "Lund E."), 2021),
        ("Gibbs samplers for tree models", ("Lund E", "Sousa A"), 2019)]


def test_bibtex_pasted_into_a_text_page():
    text = """
    Ada Quinn

    Publications

    @article{quinn2020,
      title={Sparse {Bayesian} trees},
      author={Quinn, Ada and M{\\"u}ller, Jonas},
      journal={Biometrika},
      year={2020}
    }

    @phdthesis{quinn2012,
      title={Trees and forests},
      author={Quinn, Ada},
      school={University of Tarnholm},
      year={2012}
    }
    """
    claims = claims_of(text)
    pubs = [(c.title, c.authors, c.venue, c.year) for c in claims if isinstance(c, Publication)]
    assert pubs == [("Sparse Bayesian trees", ("Ada Quinn", "Jonas Müller"), "Biometrika", 2020),
                    ("Trees and forests", ("Ada Quinn",), "University of Tarnholm", 2012)]
    degrees = [(c.person, c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)]
    assert degrees == [(OWNER, "PhD", "University of Tarnholm", 2012)]     # the owner, named in full


def test_thesis_in_a_publication_list_is_its_author_degree():
    text = """
    Publications
    Lund, E.: Graph sketches for streams. PhD thesis, University of Tarnholm (2016)
    Lund, E., Roe, J.: Streams of graphs. Master's thesis, University of Tarnholm (2012)
    """
    found = [(c.person, c.degree, c.institution, c.end) for c in claims_of(text, Education)]
    assert found == [("Lund E.", "PhD", "University of Tarnholm", 2016)]    # two authors: not a degree


def test_list_item_with_title_authors_and_venue_on_hanging_lines():
    text = """
    Publications

      • Fast Sparse Solvers for Meshes
          Bo Chen, Eva Roth
          Symposium on Geometry Processing (SGP), 2022
      • Other Work on Grids
          Eva Roth
          SGP, 2021
    """
    pubs = claims_of(text, Publication)
    assert [(p.title, p.authors, p.year) for p in pubs] == [
        ("Fast Sparse Solvers for Meshes", ("Bo Chen", "Eva Roth"), 2022),
        ("Other Work on Grids", ("Eva Roth",), 2021)]


def test_books_named_in_a_profile_prose():
    text = """
    Maren Lindqvist

    Maren Lindqvist is Professor of History at the University of Tarnholm. Her first book, Salt and Empire:
    The Venetian Monopoly, 1500-1600, was published by Brill in 2015. She is also the author of Harbour Law
    (Cambridge University Press, 2021). The book was reviewed widely.
    """
    text = "\n\n".join(" ".join(part.split()) for part in textwrap.dedent(text).strip().split("\n\n"))
    found = [(p.title, p.authors, p.venue, p.year) for p in claims_of(text, Publication)]
    assert found == [("Salt and Empire: The Venetian Monopoly, 1500-1600", (OWNER,), "Brill", 2015),
                     ("Harbour Law", (OWNER,), "Cambridge University Press", 2021)]


@pytest.mark.parametrize("text, expected", [
    ("SILVA, Maria Clara; SOUZA-LIMA, J. Redes neurais para previsão. Revista Brasileira de Computação, v. 12, "
     "n. 3, p. 1-20, 2019.", ("Redes neurais para previsão", ("Maria Clara Silva", "Souza-Lima J."),
                              "Revista Brasileira de Computação", 2019)),
    ("DOE, A.; ROE, B. Coral reefs in decline. Marine Biology, v. 167, p. 12, 2020.",
     ("Coral reefs in decline", ("Doe A.", "Roe B."), "Marine Biology", 2020)),
])
def test_abnt_capital_surnames(text, expected):
    assert parse_citation(text) == expected


def test_capital_words_that_are_not_surnames_stay_refused():
    assert parse_authors("IBM, Google") == ()
    assert parse_authors("Keller AB, Moser C") == ("Keller AB", "Moser C")


def test_acs_style_with_a_mark_after_the_last_initial():
    found = parse_citation("Ibe, K. O.; Marsh, T.; Lindahl, P. R.* Copper-Catalyzed Borylation of Aryl Halides. "
                           "Org. Lett. 2018, 20, 4512-4516.")
    assert found == ("Copper-Catalyzed Borylation of Aryl Halides", ("Ibe K.O.", "Marsh T.", "Lindahl P.R."),
                     "Org. Lett", 2018)


def test_citation_profile_list_title_authors_venue_cited_by():
    text = """
    Rosa Tamm
    Professor of Hydrology, Lakeside University

    TITLE	CITED BY	YEAR
    Groundwater recharge under changing snowpack
    R Tamm, P Ilves, J Okello, ...
    Water Resources Research 57 (4), e2020WR028811
    Cited by 88	2021
    Karst aquifer response to extreme rainfall
    P Ilves, R Tamm
    Journal of Hydrology 590, 125412
    Cited by 14
    2020
    """
    pubs = {(p.title, p.authors, p.venue, p.year) for p in claims_of(text, Publication)}
    assert pubs == {
        ("Groundwater recharge under changing snowpack", ("R Tamm", "P Ilves", "J Okello"), "Water Resources Research", 2021),
        ("Karst aquifer response to extreme rainfall", ("P Ilves", "R Tamm"), "Journal of Hydrology", 2020)}


def test_thesis_named_title_first_with_an_advisor_note():
    assert parse_citation("Wave turbulence on compact manifolds, Ph.D. thesis, Universität Kranzberg, 2011. "
                          "Advisor: Otto Brandl.") == (
        "Wave turbulence on compact manifolds", (), "Ph.D. thesis, Universität Kranzberg", 2011)


def test_journal_series_number_before_volume():
    found = parse_citation("Sharp bounds for nodal domains, Ann. Sci. Éc. Norm. Supér. (4) 52 (2019), no. 3, 1-40.")
    assert found[0] == "Sharp bounds for nodal domains" and found[3] == 2019


def test_chicago_edited_volume_with_leading_co_editor():
    found = parse_citation("With Maren Holt, eds. Rivers and Empire in the Long Eighteenth Century. "
                           "Leeds: Northgate Press, 2016.")
    assert found == ("Rivers and Empire in the Long Eighteenth Century", (OWNER, "Maren Holt"), "Northgate Press", 2016)


def test_one_word_subheadings_between_numbered_items_are_not_glued_to_them():
    text = """
    Mira Sandoval

    Publications
    [3] Towers of fusion categories, arXiv:2101.04567.
    Published
    [2] Braided tensor functors and their kernels, Adv. Math. 380 (2021), 107-140.
    Thesis
    [1] Fusion rules in positive characteristic, Ph.D. thesis, Calloway University, 2016.
    """
    titles = {p.title for p in claims_of(text, Publication)}
    assert titles == {"Towers of fusion categories", "Braided tensor functors and their kernels",
                      "Fusion rules in positive characteristic"}


def test_prose_bio_quoted_titles_with_venue_and_year():
    text = """
    Ada Quinn is a Professor of Geology at Marlow University.
    Recent work includes "Magma ascent rates from crystal zoning" (with Tom Reyes, Journal of Petrology, 2022)
    and "Fault healing in granite" (Earth and Planetary Science Letters, 2020). She gave a talk titled
    "Rocks and time" (Marlow Public Lecture, 2019).
    """
    pubs = {(p.title, p.authors, p.venue, p.year) for p in claims_of(text, Publication)}
    assert pubs == {("Magma ascent rates from crystal zoning", (OWNER, "Tom Reyes"), "Journal of Petrology", 2022),
                    ("Fault healing in granite", (OWNER,), "Earth and Planetary Science Letters", 2020)}


def test_research_outputs_heading_holds_harvard_references():
    text = """
    Dr Ada Quinn
    Lecturer in Marketing, Marlow Business School

    Research outputs
    Quinn, A. and Reyes, T. (2022) 'Loyalty schemes and churn', Journal of Retailing, 98(2), pp. 1–20.
    """
    pubs = {(p.title, p.venue, p.year) for p in claims_of(text, Publication)}
    assert pubs == {("Loyalty schemes and churn", "Journal of Retailing", 2022)}


def test_two_tagged_references_outside_a_publications_section_are_a_list():
    text = """
    Ada Quinn
    Associate Professor, Marlow University

    Journal Papers (* corresponding author, † equal contribution)
    [J2] Quinn Ada*, Reyes Tom. Sparse graph sketches for traffic data. Pattern Recognition, 2022, 130: 108801.
    [J1] Reyes Tom, Quinn Ada. Robust streaming quantiles. Information Sciences, 2020, 512: 1-14.
    """
    assert {p.title for p in claims_of(text, Publication)} == {
        "Sparse graph sketches for traffic data", "Robust streaming quantiles"}


def test_two_untagged_reference_like_bullets_in_a_bio_are_not_a_list():
    text = """
    Ada Quinn
    Associate Professor, Marlow University

    - Quinn A, Reyes T. Sparse graph sketches. Pattern Recognition, 2022.
    - Reyes T, Quinn A. Robust streaming quantiles. Information Sciences, 2020.
    """
    assert claims_of(text, Publication) == []


def test_table_with_a_header_row_is_read_by_its_columns():
    text = """
    Ada Quinn

    Publications
    Year | Authors | Title | Journal
    2021 | Reyes T, Quinn A | Grain sorting in braided rivers | Oikos
    2019 | Quinn A | Delta progradation rates | Sedimentology
    """
    pubs = {(p.title, p.authors, p.venue, p.year) for p in claims_of(text, Publication)}
    assert pubs == {("Grain sorting in braided rivers", ("Reyes T", "Quinn A"), "Oikos", 2021),
                    ("Delta progradation rates", ("Quinn A",), "Sedimentology", 2019)}


def test_profile_works_title_venue_then_date_and_type_lines():
    text = """
    Works (3)

    Tidal mixing in fjord sills
    Journal of Physical Oceanography
    2022-03 | journal-article
    DOI: 10.1175/jpo-d-21-0001.1
    Contributors: Marte Solberg; Kofi Mensah

    Fjord circulation from moorings
    2019 | conference-paper
    Contributors: Kofi Mensah

    Coastal Ocean Initiative
    Research Council of Norway
    2020 to 2023 | grant
    """
    found = {p.title: p for p in claims_of(text, Publication)}
    assert set(found) == {"Tidal mixing in fjord sills", "Fjord circulation from moorings"}
    paper = found["Tidal mixing in fjord sills"]
    assert (paper.venue, paper.year, paper.authors, paper.doi) == (
        "Journal of Physical Oceanography", 2022, ("Marte Solberg", "Kofi Mensah"), "10.1175/jpo-d-21-0001.1")
    assert (found["Fjord circulation from moorings"].venue, found["Fjord circulation from moorings"].year) == (None, 2019)


def test_a_journal_or_conference_name_alone_on_a_line_is_not_a_heading():
    from labgraph.sections import heading_kind
    assert heading_kind("Journal of Glaciology") is None
    assert heading_kind("Conference on Robot Learning") is None
    assert heading_kind("Journal Articles") == "publications"


def test_patents_under_a_publication_list_are_not_publications():
    text = """
    Selected Publications
    Ruiz, A.; Berg, T. Porous carbon anodes for sodium batteries. Energy Environ. Sci. 2021, 14, 310-320.

    Patents
    Ruiz, A.; Berg, T. Anode material for sodium-ion cells. European Patent EP 3 123 456 B1, 2022.

    Theses
    Ruiz, A. Sodium storage in hard carbons. PhD thesis, Uppsala University, Uppsala, 2016.
    """
    titles = {p.title for p in claims_of(text, Publication)}
    assert titles == {"Porous carbon anodes for sodium batteries", "Sodium storage in hard carbons"}
    assert {e.institution for e in claims_of(text, Education)} == {"Uppsala University"}


def test_a_thesis_school_keeps_its_campus_but_not_its_city():
    text = """
    Publications
    Lund, K. Ice shelves in a warming ocean. PhD thesis, University of California, Berkeley, 2015.
    """
    assert {e.institution for e in claims_of(text, Education)} == {"University of California, Berkeley"}


@pytest.mark.parametrize("text, title, authors, venue, year", [
    ("Tame quotients of braid groups, Trans. Amer. Math. Soc. 371 (2019), no. 4, 2101–2130. MR3894032 (2019e:20051)",
     "Tame quotients of braid groups", (), "Trans. Amer. Math. Soc", 2019),
    ("Okoro N, Haddad R. Malaria in pregnancy in Benin. Malar J. 2020;19(1):44. PMID: 31987654; PMCID: PMC6987654.",
     "Malaria in pregnancy in Benin", ("Okoro N", "Haddad R"), "Malar J", 2020),
    ('CMS Collaboration, "Observation of a rare decay of the top quark," Phys. Rev. Lett. 131 (2023) 041801.',
     "Observation of a rare decay of the top quark", (), "Phys. Rev. Lett", 2023),
    ('LIGO Scientific Collaboration, B. P. Abbott et al., "Tests of general relativity with binary mergers," '
     "Phys. Rev. D 100 (2019) 104036.", "Tests of general relativity with binary mergers", ("B. P. Abbott",),
     "Phys. Rev. D", 2019),
])
def test_catalogue_numbers_and_collaborations_are_not_part_of_a_reference(text, title, authors, venue, year):
    assert parse_citation(text) == (title, authors, venue, year)


def test_coauthors_named_with_after_the_title_and_chapters_with_editors_first():
    text = """
    Jonas Feldberg-Ito
    Associate Professor of Economics

    Working Papers
    "Land Titles and Credit," with Amara Nwosu and Li Wei. NBER Working Paper No. 30001, 2022.
    "Tariffs and Toll Roads," 2021.

    Book Chapters
    "Guilds in Transition." In: Eds. Rosa Bianchi and Mark Ode, Crafts in the Early Modern City. Leiden: Brill, \
2019, pp. 12–40.
    Harbours of the North Sea, ed. with Pia Lund. Bergen: Fagbokforlaget, 2017.
    """
    found = {p.title: p for p in claims_of(text, Publication)}
    assert found["Land Titles and Credit"].authors == (OWNER, "Amara Nwosu", "Li Wei")
    assert found["Land Titles and Credit"].venue.startswith("NBER Working Paper")
    assert found["Tariffs and Toll Roads"].authors == (OWNER,)
    assert found["Guilds in Transition"].venue == "Crafts in the Early Modern City"
    assert found["Harbours of the North Sea"].authors == (OWNER, "Pia Lund")


def test_labelled_records_of_a_citation_export():
    text = """
    Author: Selin Arslan

    Title: Sparse probes for language models
    Authors: Selin Arslan, Marco Bellini
    Venue: ACL
    Year: 2024
    Citations: 10

    Title: Tokenisers and morphology
    Authors: Marco Bellini; Selin Arslan
    Journal: Computational Linguistics
    Publication date: 2021-06-01
    """
    found = {p.title: (p.authors, p.venue, p.year) for p in claims_of(text, Publication)}
    assert found == {"Sparse probes for language models": (("Selin Arslan", "Marco Bellini"), "ACL", 2024),
                     "Tokenisers and morphology": (("Marco Bellini", "Selin Arslan"), "Computational Linguistics",
                                                   2021)}


def test_french_list_hal_identifiers_chapters_and_doctoral_thesis():
    text = """
    Publications

    [1] Girard C., Ndiaye A. (2021). Prosodie et lecture experte. Revue française de linguistique, 9(2), 33-50. \
⟨hal-03000001⟩ ⟨10.1000/rfl.2021.2⟩
    [2] Girard C. (2018). Les enfants et la rime. In A. Ndiaye (dir.), Manuel de phonologie (pp. 10-30). Paris : Dunod.
    [3] Ndiaye A., Girard C. (2019). Rythme et mémoire. Colloque de l'Association pour la Recherche Cognitive, \
Lyon, France.
    [4] Girard C. (2014). La syllabe chez le lecteur débutant. Thèse de doctorat, Université de Lille. ⟨tel-0100002⟩
    """
    found = {p.title: p.venue for p in claims_of(text, Publication)}
    assert found == {"Prosodie et lecture experte": "Revue française de linguistique",
                     "Les enfants et la rime": "Manuel de phonologie",
                     "Rythme et mémoire": "Colloque de l'Association pour la Recherche Cognitive",
                     "La syllabe chez le lecteur débutant": "Thèse de doctorat, Université de Lille"}
    assert {(e.degree, e.institution, e.end) for e in claims_of(text, Education)} == {("PhD", "Université de Lille",
                                                                                      2014)}


def test_a_book_named_with_its_publisher_in_prose():
    text = """
    About
    Ana Ruiz is a historian. Most recently she published Salt Roads of Castile (Princeton University Press, 2022). \
She published a paper (with B. Roe, 2020).
    """
    found = {(p.title, p.venue, p.year) for p in claims_of(text, Publication)}
    assert found == {("Salt Roads of Castile", "Princeton University Press", 2022)}


@pytest.mark.parametrize("text, title, authors, venue, year", [
    ("Platform Liability After Section 230, 99 Tex. L. Rev. 301 (2021).", "Platform Liability After Section 230", (),
     "Tex. L. Rev", 2021),
    ("Privacy as Trust, in The Oxford Handbook of Privacy Law 41 (Ana Ruiz & Ben Roe eds., 2020).", "Privacy as Trust",
     (), "The Oxford Handbook of Privacy Law", 2020),
    ("S. Kato, M. Ono and T. Abe: Heat pipes for satellites, Journal of Thermal Science, Vol. 12, No. 3, pp. 45-67, 2021.",
     "Heat pipes for satellites", ("S. Kato", "M. Ono", "T. Abe"), "Journal of Thermal Science", 2021),
    ("Ode J, Lind P, Haddad-Kowalski L. GeneMapR: fast mapping of reads. Bioinformatics. 2022;38(4):1101-1103.",
     "GeneMapR: fast mapping of reads", ("Ode J", "Lind P", "Haddad-Kowalski L"), "Bioinformatics", 2022),
])
def test_law_review_colon_authors_and_a_vancouver_list_before_a_tool_name(text, title, authors, venue, year):
    assert parse_citation(text) == (title, authors, venue, year)


def test_a_law_review_article_with_a_coauthor_note():
    found = parse_citation("Data Commons, 134 Harv. L. Rev. 2045 (2021) (with Daniel Osterhaus).")
    assert found == ("Data Commons", (OWNER, "Daniel Osterhaus"), "Harv. L. Rev", 2021)


@pytest.mark.parametrize("text, title, authors, venue, year", [
    ("Ruiz, A., & van der Berg, T. K. (in press). Dreams and memory in adolescence. Child Development. "
     "https://doi.org/10.1111/cdev.99999", "Dreams and memory in adolescence", ("Ruiz A.", "van der Berg T.K."),
     "Child Development", None),
    ("Ruiz, A. (2024). Naps and learning [Manuscript submitted for publication]. Department of Psychology, "
     "University of Leeds.", "Naps and learning", ("Ruiz A.",), None, 2024),
])
def test_apa_in_press_and_unpublished_manuscripts(text, title, authors, venue, year):
    assert parse_citation(text) == (title, authors, venue, year)


@pytest.mark.parametrize("text, title, authors, venue, year", [
    ("Huber, H.; Roth, K. (2018): Lärm und Stadt. In: Zeitschrift für Soziologie 12, S. 1–10.", "Lärm und Stadt",
     ("Huber H.", "Roth K."), "Zeitschrift für Soziologie", 2018),
    ("J. Ode, A. Lind, et al., Search for dark photons, Phys. Rev. Lett. 126, 011801 (2021).",
     "Search for dark photons", ("J. Ode", "A. Lind"), "Phys. Rev. Lett", 2021),
    ("Ode, J. (2017). Learning to rank (Doctoral dissertation, Stanford University).", "Learning to rank", ("Ode J.",),
     "Doctoral dissertation, Stanford University", 2017),
    ("J. Ode and A. Lind. 2022. Fast joins on GPUs. In SIGMOD ’22. ACM, 1–14.", "Fast joins on GPUs",
     ("J. Ode", "A. Lind"), "SIGMOD", 2022),
])
def test_german_apa_colon_physics_et_al_apa_thesis_and_acm_names(text, title, authors, venue, year):
    assert parse_citation(text) == (title, authors, venue, year)


@pytest.mark.parametrize("text, expected", [
    ("Li M, Zhou Q. Graph learning for crystals[J]. Journal of Materials Informatics, 2021, 61(4): 1200-1210.",
     ("Graph learning for crystals", ("Li M", "Zhou Q"), "Journal of Materials Informatics", 2021)),
    ("Li M, Zhou Q. Robust federated averaging[C]//Proceedings of the AAAI Conference on Artificial Intelligence. "
     "2022: 100-108.", ("Robust federated averaging", ("Li M", "Zhou Q"), "AAAI Conference on Artificial Intelligence",
                        2022)),
    ("Li M, Zhou Q. A crystal sensor[P]. CN112345678A, 2021.", None),
])
def test_chinese_gbt_7714_type_marks(text, expected):
    assert parse_citation(text) == expected


def test_a_thesis_row_naming_its_school_first_is_its_authors_degree():
    from labgraph.extract.publications import _thesis_degree
    from labgraph.model import Evidence
    found = list(_thesis_degree(Evidence("x.txt", 1, "t"), ("Ana Lima",), "Federal University of Pará (PhD thesis)", 2014))
    assert [(e.person, e.degree, e.institution, e.end) for e in found] == [("Ana Lima", "PhD", "Federal University of Pará", 2014)]
    assert list(_thesis_degree(Evidence("x.txt", 1, "t"), ("Ana Lima",), "Journal of Thesis Studies (Special issue)", 2014)) == []


def test_a_date_with_slashes_after_a_footer_is_no_reference_and_no_crash():
    # (a year the year finder refuses, "2025/03/10", used to raise IndexError and lose the whole document)
    assert parse_citation("Page maintained by A. Roe. Last update: 2025/03/10.") is None
    assert claims_of("Publications\n\n1. Ice at Night. J. Glaciol. 70 (2024).\n\nPage maintained by A. Roe. "
                     "Last update: 2025/03/10.\n", Publication)


@pytest.mark.parametrize("text, title, authors, venue, year", [
    ("A. Roe and B. Vass, Sum-free sets in sparse random groups, arXiv:2403.01234 (2024).",
     "Sum-free sets in sparse random groups", ("A. Roe", "B. Vass"), "arXiv", 2024),
    ("C. Lund and A. Roe, Stability for a theorem of Kneser, Electron. J. Combin. 17 (2010), #R88.",
     "Stability for a theorem of Kneser", ("C. Lund", "A. Roe"), "Electron. J. Combin", 2010),
    ("D. Marek and A. Roe, Counting matchings in regular hypergraphs, Adv. Math. 355 (2019), 106781, 38 pp.",
     "Counting matchings in regular hypergraphs", ("D. Marek", "A. Roe"), "Adv. Math", 2019),
    ("E. Kiss, A. Roe, and F. Toth, A supersaturation version of a problem of Turan, submitted.",
     "A supersaturation version of a problem of Turan", ("E. Kiss", "A. Roe", "F. Toth"), None, None),
])
def test_mathematics_references_in_the_ams_style(text, title, authors, venue, year):
    assert parse_citation(text) == (title, authors, venue, year)


def test_a_list_ending_in_submitted_is_no_paper_without_authors():
    assert parse_citation("I like cats, dogs, and more, submitted.") is None
