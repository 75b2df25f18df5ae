"""Rules added for held-out publication lists, software lists and award lists (round 4, G9)."""
from __future__ import annotations

import pytest

from labgraph.extract.publications import parse_citation
from labgraph.model import Award, Education, Publication, Software

from .helpers import claims_of


def test_bullets_with_a_hanging_line_and_a_dblp_number_are_references():
    text = """
    Mara Lind

      • 2022
      • [j4] Mara Lind, Otto Kern:
          Sparse pooling for point clouds. Pattern Recognit. 12(3): 40-51 (2022)
      • [c7] Otto Kern, Mara Lind, Ivo Berg:
          Graph sketches at scale. KDD 2021: 100-109
      • [i2] Mara Lind:
          A note on equivariance. CoRR abs/2101.01234 (2021)
    """
    found = {(p.title, p.authors, p.year) for p in claims_of(text, Publication)}
    assert found == {("Sparse pooling for point clouds", ("Mara Lind", "Otto Kern"), 2022),
                     ("Graph sketches at scale", ("Otto Kern", "Mara Lind", "Ivo Berg"), 2021),
                     ("A note on equivariance", ("Mara Lind",), 2021)}


def test_a_bullet_list_of_plain_notes_under_a_name_is_still_no_publication_list():
    text = """
    Mara Lind

      • Joined the lab in 2021:
          working on point clouds and graph sketches
      • Visited Oslo in 2022:
          hosted by the machine learning group
      • Taught two courses in 2023:
          graph algorithms and statistics
    """
    assert claims_of(text, Publication) == []


def test_reference_tag_is_no_part_of_the_authors():
    assert parse_citation("[B2] Otto Kern, Ivo Berg: Learning to rank sketches. VLDB 2020: 1-12")[1] == \
        ("Otto Kern", "Ivo Berg")


def test_project_bullets_with_a_description_under_them_are_no_references():
    text = """
    Research

      • Adaptive Sensor Networks for Glaciers, 2016 - Current
          Sensor networks on moving ice suffer from drift, cold and power loss. We build networks that heal
          themselves [SenSys 2019, IPSN 2021] and study how they age over several winters.
      • Learning Melt Models, 2019 - 2022
          Melt models need data that are scarce. We learn them from satellite images [KDD 2020].
      • Cheap Ice Radar, 2015 - 2018
          A radar for shallow ice built from commodity parts, tested in Svalbard [MobiSys 2017].
    """
    assert claims_of(text, Publication) == []


def test_scholar_export_under_its_column_header_with_count_and_year_rows():
    text = """
    Lena Ohm
    Reader in Glaciology, Nordvik University

    TITLE\tCITED BY\tYEAR
    Basal sliding of surge-type glaciers
    L Ohm, P Rask, ...
    Journal of Glaciology 61 (2), 201-215
    88\t2015

    Firn aquifers in the Arctic
    P Rask, L Ohm
    The Cryosphere 12, 77-90
    \t2018
    """
    found = {(p.title, p.authors, p.year) for p in claims_of(text, Publication)}
    assert found == {("Basal sliding of surge-type glaciers", ("L Ohm", "P Rask"), 2015),
                     ("Firn aquifers in the Arctic", ("P Rask", "L Ohm"), 2018)}


def test_a_table_headed_title_and_year_without_scholar_rows_gives_nothing_of_that_kind():
    text = """
    Lena Ohm

    Title\tCited by\tYear
    Notes on the columns of this page and how they are counted
    """
    assert claims_of(text, Publication) == []


@pytest.mark.parametrize("text, expected", [
    ('Mbeki, T., Rask, P. A., & van Dam, L. 2019, MNRAS, 488, 1201 "Gas flows in ringed galaxies" '
     '[2019MNRAS.488.1201M]',
     ("Gas flows in ringed galaxies", ("Mbeki T.", "Rask P.A.", "van Dam L."), "MNRAS", 2019)),
    ('Rask, P. A., et al. 2022, A&A, 661, A5. "Cold gas in group galaxies"',
     ("Cold gas in group galaxies", ("Rask P.A.",), "A&A", 2022)),
    # an ADS bibcode after an ordinary reference is no part of its venue
    ("Rask, P. A., and Mbeki, T. 2020. Tidal tails of dwarf galaxies. ApJ 901, 14. [2020ApJ...901...14R]",
     ("Tidal tails of dwarf galaxies", ("Rask P.A.", "Mbeki T."), "ApJ", 2020)),
])
def test_astronomy_references_with_the_title_in_quotes_after_the_journal(text, expected):
    assert parse_citation(text) == expected


def test_chicago_quoted_title_after_the_year_is_still_read_as_before():
    assert parse_citation('Rask, Per. 2019. "Harbour Dues in Bergen." Scandia 85 (1): 10-30.')[:2] == \
        ("Harbour Dues in Bergen", ("Per Rask",))


def test_a_labelled_list_of_tools_gives_each_tool_with_its_repository():
    text = """
    Software
    Tools: fjordsim (Python, MIT) — https://github.com/lohm/fjordsim; icegrid (R/CRAN) — https://github.com/lohm/icegrid
    Contributed: Pangeo xarray-extras (maintainer, 2021–), https://github.com/pangeo/xarray-extras
    Pipelines: melt-nf, a Nextflow pipeline for melt-pond mapping (https://github.com/lohm/melt-nf)
    """
    found = {(s.name, s.repository) for s in claims_of(text, Software)}
    assert found == {("fjordsim", "https://github.com/lohm/fjordsim"), ("icegrid", "https://github.com/lohm/icegrid"),
                     ("xarray-extras", "https://github.com/pangeo/xarray-extras"),
                     ("melt-nf", "https://github.com/lohm/melt-nf")}


def test_a_project_field_line_is_no_list_of_tools():
    text = """
    Software
    fjordsim: a fjord circulation model in Python.
    Code: https://github.com/lohm/fjordsim
    Tools: see the group's page for the full list
    """
    assert {s.name for s in claims_of(text, Software)} == {"fjordsim"}


def test_an_elected_membership_and_an_outstanding_reviewer_are_honours_other_roles_are_not():
    text = """
    Honours
    2021 Elected member of the Academia Europaea
    2020 Outstanding Reviewer, ICLR 2020
    2019 Member, Program Committee of KDD
    2018 Reviewer, NeurIPS
    """
    found = {(a.name, a.year) for a in claims_of(text, Award)}
    assert found == {("Elected member of the Academia Europaea", 2021), ("Outstanding Reviewer, ICLR", 2020)}


def test_irish_surnames_with_o_ni_mac_stay_whole_in_inverted_author_lists():
    found = parse_citation("Ní Bhriain, A., Rask, P. & Mac Giolla, S. Crypt fission in organoids. "
                           "Nat. Commun. 14, 101 (2023).")
    assert found[:2] == ("Crypt fission in organoids", ("Ní Bhriain A.", "Rask P.", "Mac Giolla S."))


@pytest.mark.parametrize("text, expected", [
    ("Salt and Sovereignty: Fisheries Law in the North Atlantic (Cambridge University Press, 2020)",
     ("Salt and Sovereignty: Fisheries Law in the North Atlantic", (), "Cambridge University Press", 2020)),
    ("Harbour Courts (Oxford: Hart Publishing, 2017)", ("Harbour Courts", (), "Hart Publishing", 2017)),
])
def test_a_book_with_its_publisher_and_year_in_parentheses(text, expected):
    assert parse_citation(text) == expected


@pytest.mark.parametrize("text", [
    "Keynote on harbour law (University of Bergen, 2019)",     # a place, no publisher
    "Per Rask and Eva Holm (Brill, 2018)",                      # names, no title
])
def test_a_parenthesis_without_a_publisher_or_title_is_no_book(text):
    assert parse_citation(text) is None


@pytest.mark.parametrize("text, degree", [
    ("LL.M., Harvard Law School, 2011", "LLM"), ("J.D., Yale Law School, 2010", "JD"),
    ("D.C.L., McGill University, 2016", "DCL"), ("B.C.L. (Law), University College Dublin, 2009", "BCL"),
    ("We fine-tune an LLM on court rulings", None), ("JD Vance spoke at the school", None),
])
def test_law_degrees_in_their_dotted_forms(text, degree):
    from labgraph.degrees import find_degree
    found = find_degree(text)
    assert (found[0] if found else None) == degree


@pytest.mark.parametrize("text", ["J.D. Salinger and the law", "Prize of the J.D. Roe Foundation, 2019"])
def test_initials_before_a_surname_are_no_law_degree(text):
    from labgraph.degrees import find_degree
    from labgraph.extract.patterns import has_degree
    assert find_degree(text) is None and not has_degree(text)


def test_a_markdown_link_address_after_a_title_is_no_part_of_it():
    found = parse_citation("Rask, P., & Holm, E. (2021). Fjord mixing in winter (https://doi.org/10.1029/2021JC01). "
                           "Journal of Geophysical Research: Oceans, 126(2), e2021JC01.")
    assert found == ("Fjord mixing in winter", ("Rask P.", "Holm E."), "Journal of Geophysical Research: Oceans", 2021)


def test_a_vancouver_thesis_gives_its_school_and_the_degree():
    text = """
    Publications
    Holm E. Sea ice and fjord ecology in Svalbard [PhD thesis]. Tromsø: University of Tromsø; 2018.
    Holm E, Rask P. Winter mixing in fjords. J Mar Syst. 2020;201:103-110.
    """
    papers = {(p.title, p.venue) for p in claims_of(text, Publication)}
    assert ("Sea ice and fjord ecology in Svalbard", "PhD thesis, University of Tromsø") in papers
    assert [(e.degree, e.institution) for e in claims_of(text, Education)] == [("PhD", "University of Tromsø")]


def test_an_arxiv_author_listing_gives_each_preprint_with_its_authors_and_year():
    text = """
    Showing 1–2 of 2 results for author: Holm, Eva

    arXiv:2309.01234  [pdf, other]  physics.ao-ph
    Winter convection in Arctic fjords
    Authors: Eva Holm, Per Rask
    Abstract: We study convection …
    Submitted 3 September, 2023; originally announced September 2023.

    arXiv:2011.04321  [pdf]  physics.flu-dyn
    Tidal mixing over sills
    Authors: Per Rask, Eva Holm, Ola Dahl
    Comments: 14 pages
    """
    found = {(p.title, p.authors, p.year, p.venue) for p in claims_of(text, Publication)}
    assert found == {("Winter convection in Arctic fjords", ("Eva Holm", "Per Rask"), 2023, "arXiv"),
                     ("Tidal mixing over sills", ("Per Rask", "Eva Holm", "Ola Dahl"), 2020, "arXiv")}


@pytest.mark.parametrize("text, expected", [
    ('Holm, Eva K. "Harbour Time in Ibsen\'s Plays." Scandinavian Studies, vol. 94, no. 2, 2022, pp. 145-170.',
     ("Harbour Time in Ibsen's Plays", ("Eva K. Holm",), "Scandinavian Studies", 2022)),
    ('Holm, Eva K. "The Port as Method." The Companion to the Sea, edited by Per Rask, Cambridge UP, 2020, pp. 77-95.',
     ("The Port as Method", ("Eva K. Holm",), "The Companion to the Sea", 2020)),
])
def test_mla_entries_with_a_middle_initial_and_an_apostrophe_in_the_title(text, expected):
    assert parse_citation(text) == expected


def test_a_software_page_asking_to_be_cited_gives_that_paper_and_nothing_else_there():
    text = """
    Software
      - fjordsim (2016–2019): a fjord circulation model, no longer maintained
      - icegrid (2018): gridding of sea-ice charts
      - meltnet (2020): a melt-pond classifier

    If you use fjordsim, please cite: Holm, E., & Rask, P. (2019). fjordsim: a model of fjord circulation. Ocean Modelling, 140, 101-110.
    """
    found = {(p.title, p.authors, p.year) for p in claims_of(text, Publication)}
    assert found == {("fjordsim: a model of fjord circulation", ("Holm E.", "Rask P."), 2019)}


def test_a_tool_table_with_a_maintainer_column_names_its_developers():
    text = """
    Software
    | Tool | What it does | Maintainer |
    |------|--------------|------------|
    | fjordsim | fjord circulation model | Eva Holm |
    | icegrid | sea-ice charts on grids | Per Rask |
    """
    found = {(s.name, s.developers) for s in claims_of(text, Software)}
    assert found == {("fjordsim", ("Eva Holm",)), ("icegrid", ("Per Rask",))}


def test_an_award_line_naming_its_recipients_in_parentheses_gives_each_of_them():
    text = """
    Recognition
    fjordsim received the 2023 Ocean Software Award (Eva Holm, Per Rask).
    2021 Best Poster Award, Arctic Science Summit (Ola Dahl)
    """
    found = {(a.person, a.year) for a in claims_of(text, Award)}
    assert found == {("Eva Holm", 2023), ("Per Rask", 2023), ("Ola Dahl", 2021)}


def test_references_wrapped_across_lines_as_a_pdf_cv_prints_them():
    text = """
    Publications
    [1] Holm, E., Rask, P., & Dahl, O. (2023). Marine heatwaves drive kelp
        loss at the warm edge of its range. Global Change Biology,
        29(4), 1012–1025.
    [2] Rask, P. & Holm, E. (2019). Light limitation of deep kelp populations in
        Norwegian fjords. Limnology and Oceanography, 64, 220–233.
    [3] Dahl, O. (2018). Sea-ice algae and the spring bloom in the Barents Sea
        revisited with moorings and gliders. Polar Biology, 41, 10–20.
    """
    titles = {p.title for p in claims_of(text, Publication)}
    assert titles == {"Marine heatwaves drive kelp loss at the warm edge of its range",
                      "Light limitation of deep kelp populations in Norwegian fjords",
                      "Sea-ice algae and the spring bloom in the Barents Sea revisited with moorings and gliders"}


def test_a_bullet_with_its_fields_on_separate_lines_keeps_them_apart():
    text = """
    Publications
      • Sparse Probes for Sea-Ice Models
          Eva Holm, Per Rask
          ICLR, 2024
    """
    assert {(p.title, p.authors) for p in claims_of(text, Publication)} == \
        {("Sparse Probes for Sea-Ice Models", ("Eva Holm", "Per Rask"))}


def test_a_grant_with_its_amount_in_kroner_is_funding_not_an_award():
    text = """
    Grants and awards
    2022 Research Council of Norway Young Talent grant (NOK 8 million)
    2018 Nansen Reward for Young Researchers
    """
    assert {a.name for a in claims_of(text, Award)} == {"Nansen Reward for Young Researchers"}


@pytest.mark.parametrize("text, expected", [
    ("Winter mixing in fjords. Holm, E., de Graaf, T. & Rask, P., Mar 2024, In: Ocean Science. 20, 2, p. 41-55 15 p.",
     ("Winter mixing in fjords", ("Holm E.", "de Graaf T.", "Rask P."), "Ocean Science", 2024)),
    ("Sea ice and the spring bloom. Holm, E., 2019, Tromsø: University of Tromsø. 210 p. "
     "Research output: Thesis › PhD Thesis 1 (Research UiT, graduation UiT)",
     ("Sea ice and the spring bloom", ("Holm E.",), "PhD thesis, University of Tromsø", 2019)),
])
def test_research_portal_entries_with_the_date_between_authors_and_journal(text, expected):
    assert parse_citation(text) == expected


def test_a_research_portal_title_line_then_authors_starting_with_a_particle_stay_apart():
    text = """
    Research output
      • Winter mixing in fjords
          de Graaf, T., Holm, E. & Rask, P., 2022, In: Ocean Science. 18, 101110.
      • Tidal fronts over sills
          Holm, E. & de Graaf, T., 2021, In: Journal of Marine Systems. 210, 103-110.
      • Melt ponds from space
          Rask, P., Holm, E., 2020, In: The Cryosphere. 14, 1-12.
    """
    found = {(p.title, p.authors[0]) for p in claims_of(text, Publication)}
    assert found == {("Winter mixing in fjords", "de Graaf T."), ("Tidal fronts over sills", "Holm E."),
                     ("Melt ponds from space", "Rask P.")}
