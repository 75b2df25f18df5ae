"""Software, awards and interests, on texts written here."""
import pytest

from labgraph.extract.awards import parse_award
from labgraph.model import Award, Interest, Publication, Software

from .helpers import claims_of, pairs


def test_software_section_name_and_description_blocks():
    text = """
    Ada Quinn

    Software

    GraphKit

    A library for graph mining. GitHub stars

    Nimbus: elastic serverless runtime (https://github.com/ada/nimbus)
    """
    found = {(s.name, s.description, s.repository) for s in claims_of(text, Software)}
    assert ("GraphKit", "A library for graph mining.", None) in found
    assert ("Nimbus", "elastic serverless runtime (https://github.com/ada/nimbus)",
            "https://github.com/ada/nimbus") in found


def test_software_from_prose():
    text = """
    RESEARCH EXPERIENCE
    Research assistant
    Data Lab, University of Bonn
    - Contributed to the open-source project Hydra
    - Compared systems such as Ray and Dask
    """
    assert pairs(claims_of(text, Software), "name") == {("Hydra",), ("Ray",), ("Dask",)}


def test_awards_lines_with_years_before_and_after():
    text = """
    Honours
    2021 - Royal Society Research Merit Award
    ERC Starting Grant, 2015 - 2020
      • Best Paper Finalist, ACM SIGCOMM Conference, 2014
    """
    assert pairs(claims_of(text, Award), "name", "year") == {
        ("Royal Society Research Merit Award", 2021), ("ERC Starting Grant", 2015),
        ("Best Paper Finalist, ACM SIGCOMM Conference", 2014)}


def test_parse_award_rejects_plain_lines():
    assert parse_award("Reviewing for journals:") is None
    assert parse_award("Organising the seminar series") is None


def test_award_in_degree_parenthesis_and_sentence():
    text = """
    About
    I am the recipient of the Marie Curie Fellowship in Robotics.
    Education
      • BSc in Physics (National Merit Scholarship Honour), Peking University, China, 2007 - 2011.
    """
    assert pairs(claims_of(text, Award), "name") == {("Marie Curie Fellowship in Robotics",),
                                                    ("National Merit Scholarship",)}


def test_interests_section():
    text = "Ada Quinn\n\nResearch Interests\nRobotics; control theory\n  • Reinforcement learning"
    assert pairs(claims_of(text, Interest), "topic") == {("Robotics",), ("control theory",),
                                                        ("Reinforcement learning",)}


def test_links_give_repositories_and_homepages():
    from labgraph.extract import extract_document
    from labgraph.model import Document, Link, PersonClaim
    text = "Ada Quinn\n\nSoftware\n\nGraphKit\nA library for graph mining. Code\n\nStudents\nBo Chen, PhD student"
    doc = Document("p.html", text, links=(Link("Code", "https://github.com/ada/graphkit", 5),
                                          Link("Bo Chen", "https://bochen.example.org/", 8),
                                          Link("Scholar", "https://scholar.google.com/x", 1)))
    claims = extract_document(doc).claims
    assert ("GraphKit", "https://github.com/ada/graphkit") in {
        (c.name, c.repository) for c in claims if isinstance(c, Software)}
    assert {(c.name, c.homepage) for c in claims if isinstance(c, PersonClaim) and c.homepage} == \
        {("Bo Chen", "https://bochen.example.org/")}


def test_project_list_entries_that_are_software():
    text = """
    Ada Quinn

    Projects
      • AntSim: an open-source simulator for ant colonies
      • Colony Health: a study of hive diseases with field data
    """
    assert pairs(claims_of(text, Software), "name", "developers") == {("AntSim", ("\x00owner",))}


def test_software_list_one_project_per_line_with_registries_and_developers():
    text = """
    Ada Quinn

    Software
    - treeclust - R package on CRAN, https://cran.r-project.org/package=treeclust (with Bo Lindahl)
    - fastkmer: k-mer counting, source at https://github.com/aq/fastkmer. Developed by Bo Lindahl and Ada Quinn.
    - CellAtlas: a browser for cell maps. DOI: 10.5281/zenodo.1234567. Maintainer: Eva Roth.
    """
    found = {s.name: (s.repository, s.developers) for s in claims_of(text, Software)}
    assert found == {
        "treeclust": ("https://cran.r-project.org/package=treeclust", ("\x00owner", "Bo Lindahl")),
        "fastkmer": ("https://github.com/aq/fastkmer", ("Bo Lindahl", "Ada Quinn")),
        "CellAtlas": ("https://doi.org/10.5281/zenodo.1234567", ("Eva Roth",)),
    }


def test_software_name_block_with_description_lines_stays_one_project():
    text = """
    Software

    GraphKit
    A library for graph mining, used by several labs.
    Written in Rust.
    """
    assert [s.name for s in claims_of(text, Software)] == ["GraphKit"]


def test_honorary_fellowships_and_held_fellowships_in_prose():
    text = """
    About

    She was elected a Fellow of the Royal Society of Chemistry in 2015 and held a Leverhulme Research Fellowship (2018-2019).
    She was appointed Research Fellow at the University of Bonn in 2012.
    """
    found = pairs(claims_of(text, Award), "person", "name", "year")
    assert found == {("OWNER", "Fellow of the Royal Society of Chemistry", 2015),
                     ("OWNER", "Leverhulme Research Fellowship", 2018)}


def test_code_link_in_a_publication_is_software_by_its_authors():
    from labgraph.extract import extract_document
    from labgraph.model import Document, Link
    text = ("Publications\n\n  • Fast Sparse Solvers for Meshes\n      Bo Chen, Eva Roth\n"
            "      Symposium on Geometry Processing (SGP), 2022\n      [PDF][Code]\n  • Other Work on Grids\n"
            "      Eva Roth\n      SGP, 2021\n      [Slides]")
    doc = Document("p.html", text, links=(Link("[Code]", "https://github.com/bchen/meshsolve", 6),
                                          Link("[Slides]", "https://example.org/slides.pdf", 10)))
    claims = extract_document(doc).claims
    assert [(c.name, c.repository, c.developers, c.paper) for c in claims if isinstance(c, Software)] == \
        [("meshsolve", "https://github.com/bchen/meshsolve", ("Bo Chen", "Eva Roth"), "Fast Sparse Solvers for Meshes")]


def test_datasets_under_a_software_heading_are_not_software():
    text = """
    # Software

    - fastkmer: k-mer counting in C

    ## Datasets

    - Birch Genomes: 400 assembled genomes
    """
    assert [s.name for s in claims_of(text, Software)] == ["fastkmer"]


def test_software_list_contributor_line_names_each_project():
    text = """
    Wren Okoye

    Software
    - Tidepool: a scheduler for lab clusters
    - Core contributor to SciGrid (https://scigrid.example.org), to meshlib and to the Orbit package.
    """
    found = {(s.name, s.repository) for s in claims_of(text, Software)}
    assert {("SciGrid", "https://scigrid.example.org"), ("meshlib", None), ("Orbit", None)} <= found
    assert not any(s.name.lower().startswith("core contributor") for s in claims_of(text, Software))


def test_grants_with_roles_or_amounts_are_not_awards_but_named_honours_are():
    text = """
    Ada Quinn

    Awards and Grants
    Co-PI, National Science Agency, "Coastal sensing networks", $320,000, 2019-2022
    Principal Investigator, Wellfield Trust project grant, EUR 250k, 2021
    Marine Science Young Investigator Grant, 2018
    Early Career Award, $10,000, 2020
    """
    assert pairs(claims_of(text, Award), "name", "year") == {
        ("Marine Science Young Investigator Grant", 2018), ("Early Career Award, $10,000", 2020)}


def test_award_line_ending_with_a_name_in_parentheses_goes_to_that_person():
    text = """
    Spectroscopy Group

    Prizes
    2022 - Thesis Prize of the Chemistry Faculty (R. Adeyemi)
    2021 - Young Scientist Award (Best Poster)
    """
    assert pairs(claims_of(text, Award), "person", "name") == {
        ("R. Adeyemi", "Thesis Prize of the Chemistry Faculty"), ("OWNER", "Young Scientist Award (Best Poster)")}


def test_an_award_line_read_as_heading_still_counts():
    text = """
    Ada Quinn

    Fellowships and Awards
    Hartley Book Prize, 2016
    Northern Academy Senior Research Fellowship (2019–2020)
    """
    assert pairs(claims_of(text, Award), "name", "year") == {
        ("Hartley Book Prize", 2016), ("Northern Academy Senior Research Fellowship", 2019)}


def test_award_section_heading_with_years_is_not_an_award():
    text = """
    Ada Quinn

    Awards and Honours (2010–2020)
    2012 - Marlow Medal
    """
    assert pairs(claims_of(text, Award), "name") == {("Marlow Medal",)}


def test_prose_honours_joined_by_and_named_fellow_and_honorable_mention():
    text = """
    Ada Quinn is a Professor of Geology at Marlow University.
    She is a recipient of the Marlow Young Scientist Award (2017) and the Pelham Prize in Geochemistry (2020).
    She was named a Packard Science Fellow in 2015.
    In 2022 she received an Honorable Mention for the Linden Medal.
    She was appointed a Junior Research Fellow at Kestrel College in 2010, and named a Senior Research Fellow in 2014.
    """
    assert pairs(claims_of(text, Award), "name", "year") == {
        ("Marlow Young Scientist Award", 2017), ("Pelham Prize in Geochemistry", 2020),
        ("Packard Science Fellow", 2015), ("Honorable Mention for the Linden Medal", 2022)}


def test_prose_software_named_before_its_kind():
    text = """
    Ada Quinn is a Professor of Geology. Her group maintains the rockfit library and develops the Basalt toolkit;
    she also wrote the popular package used in the course.
    """
    assert pairs(claims_of(text, Software), "name") == {("rockfit",), ("Basalt",)}


def test_group_awards_name_their_recipients_first():
    text = """
    Fluid Dynamics Group

    Awards
    - **Ines Moreau** — Best Poster Award, APS DFD 2022
    - 2021: Kofi Mensah, Graduate Research Fellowship
    - Departmental Teaching Prize, 2020
    """
    assert pairs(claims_of(text, Award), "person", "name") == {
        ("Ines Moreau", "Best Poster Award, APS DFD"), ("Kofi Mensah", "Graduate Research Fellowship"),
        ("OWNER", "Departmental Teaching Prize")}


def test_one_eponymous_award_line_stays_the_owners():
    text = """
    Ada Quinn

    Honours
    Marie Curie, Individual Fellowship, 2018
    Best Paper Award, 2016
    """
    assert pairs(claims_of(text, Award), "person") == {("OWNER",)}


def test_software_markdown_table_one_project_per_row():
    text = """
    Ada Quinn

    ## Software
    | Package | What it does | Link |
    |---|---|---|
    | rivulet | stream routing in R | https://cran.r-project.org/package=rivulet |
    | **Eddy** | vortex tracking, v2.1 | [GitHub](https://github.com/aquinn/eddy) |
    """
    found = {(s.name, s.repository) for s in claims_of(text, Software)}
    assert {("rivulet", "https://cran.r-project.org/package=rivulet"),
            ("Eddy", "https://github.com/aquinn/eddy")} <= found
    assert not any(s.name in ("Package", "---") for s in claims_of(text, Software))


def test_code_and_data_heading_lists_software_but_not_datasets():
    text = """
    Ada Quinn

    Code & Data
    - Rivulet: https://github.com/aquinn/rivulet (implementation of our 2022 paper)
    - Marlow traffic dataset: https://zenodo.org/records/1234567
    """
    assert pairs(claims_of(text, Software), "name") == {("Rivulet",)}


def test_software_entry_field_labels_stay_with_their_project():
    text = """
    Coastal Modelling Group

    Software

    TideMesh
    Unstructured meshes for estuaries.
    Lead developer: Ines Carvalho. Contributors: Tom Ashby, Mei Lin Hsu.
    Source: https://github.com/cmg/tidemesh
    Install: pip install tidemesh

    Past projects
    We also contributed the wetting kernels to the Thetis library.

    Funding
    Natural Environment Research Council.
    """
    found = {s.name: s for s in claims_of(text, Software)}
    assert set(found) == {"TideMesh", "Thetis"}
    assert found["TideMesh"].developers == ("Ines Carvalho", "Tom Ashby", "Mei Lin Hsu")
    assert found["TideMesh"].repository == "https://github.com/cmg/tidemesh"


def test_software_developer_named_before_the_role():
    text = """
    Tools

    Wavelog
    A tracing tool. Rosa Delgado is the lead developer of Wavelog.
    https://gitlab.example-uni.de/hpc/wavelog
    """
    [found] = claims_of(text, Software)
    assert (found.name, found.developers) == ("Wavelog", ("Rosa Delgado",))
    assert found.repository == "https://gitlab.example-uni.de/hpc/wavelog"


def test_awards_in_prose_with_other_verbs_and_the_year_of_their_clause():
    text = """
    About
    In 2018 he was awarded an ERC Consolidator Grant, and in 2021 the Royal Society honoured him with the \
Hughes Medal. His thesis earned the Minerva Dissertation Prize (2012). He received a grant from the council.
    """
    found = pairs(claims_of(text, Award), "person", "name", "year")
    assert found == {("OWNER", "ERC Consolidator Grant", 2018), ("OWNER", "Hughes Medal", 2021),
                     ("OWNER", "Minerva Dissertation Prize", 2012)}


def test_a_grant_held_as_investigator_is_not_an_award():
    text = """
    Grants and Awards
    - 2020 Royal College of Physicians Linacre Medal
    - NIH R01 HL123456 (2018-2023), Principal Investigator
    - Wellcome Trust Discovery Award (2021)
    """
    assert pairs(claims_of(text, Award), "name") == {("Royal College of Physicians Linacre Medal",),
                                                     ("Wellcome Trust Discovery Award",)}


def test_markdown_software_names_and_co_developers():
    text = """
    ## Software

    - `tidyflux` — R package for flux data, co-developed with Omar Haddad.
    - **Lumen**: a viewer for light-sheet stacks.
    """
    from labgraph.model import OWNER
    found = {s.name: s.developers for s in claims_of(text, Software)}
    assert set(found) == {"tidyflux", "Lumen"}
    assert found["tidyflux"] == (OWNER, "Omar Haddad")


def test_roles_among_honours_are_not_awards_and_contributed_code_lists_projects():
    text = """
    Honors
    Dean's Research Award (2022)
    Law Review, Articles Editor (2009-2010)

    Software
    Contributed code to: Seurat (https://github.com/satijalab/seurat), Scanpy.
    """
    assert pairs(claims_of(text, Award), "name") == {("Dean's Research Award",)}
    assert pairs(claims_of(text, Software), "name") == {("Seurat",), ("Scanpy",)}


def test_a_group_news_page_names_who_received_each_honour():
    text = """
    News

    Congratulations to Lea Brandt, who received the Marie Curie Postdoctoral Fellowship!
    Our paper "Sparse Probes for Speech" by Tom Ek and Prof. Ana Ruiz won the Best Paper Award at Interspeech 2023.
    Ana Ruiz has been elected a Fellow of the Royal Society of Edinburgh.
    The department received a Teaching Excellence Award.
    """
    found = pairs(claims_of(text, Award), "person", "name")
    assert found == {("Lea Brandt", "Marie Curie Postdoctoral Fellowship"), ("Tom Ek", "Best Paper Award"),
                     ("Ana Ruiz", "Best Paper Award"), ("Ana Ruiz", "Fellow of the Royal Society of Edinburgh")}
    [paper] = claims_of(text, Publication)
    assert (paper.title, paper.authors, paper.venue, paper.year) == (
        "Sparse Probes for Speech", ("Tom Ek", "Ana Ruiz"), "Interspeech", 2023)


def test_open_source_contributions_label_and_declined_honours():
    text = """
    Honors
    Graduate Teaching Award (declined in favor of fellowship)    2021
    Finalist, SIAM Student Paper Prize    2022

    Software
    Open-source contributions: NumPyro (3 merged pull requests), ArviZ.
    Maintainer: jdoe
    """
    assert pairs(claims_of(text, Award), "name") == {("Finalist, SIAM Student Paper Prize",)}
    assert {"NumPyro", "ArviZ"} <= {s.name for s in claims_of(text, Software)}
    assert "jdoe" not in {s.name for s in claims_of(text, Software)}


def test_prose_lines_in_an_awards_section_and_data_entries_in_a_software_list():
    text = """
    Jonas Weber
    Professor of Physical Chemistry

    Prizes
    Our student Lea Brandt received the 2023 Otto Hahn Medal. She also won the Bunsen Prize.
    Lea Brandt received the 2021 Liebig Medal.
    Marie Curie Individual Fellowship, 2019

    Data & Software
    FluxGrid: precomputed flux grids for cool stars (Zenodo: https://doi.org/10.5281/zenodo.1234567).
    StarFit: a Python package for fitting stellar spectra.
    We contribute to the Astropy-affiliated package photutils.
    """
    assert pairs(claims_of(text, Award), "person", "name", "year") == {
        ("Lea Brandt", "Otto Hahn Medal", 2023), ("Lea Brandt", "Bunsen Prize", None),
        ("Lea Brandt", "Liebig Medal", 2021), ("OWNER", "Marie Curie Individual Fellowship", 2019)}
    assert {s.name for s in claims_of(text, Software)} == {"StarFit", "photutils"}



@pytest.mark.parametrize("sentence, name", [
    ("Her first book won the Howard F. Cline Prize in 2016.", "Howard F. Cline Prize"),
    ("He received the J. D. Bernal Medal of the Royal Society in 2010.", "J. D. Bernal Medal"),
])
def test_award_names_with_initials_are_read_in_prose(sentence, name):
    text = f"Ada Quinn\n\nBiography\n\n{sentence}\n"
    assert pairs(claims_of(text, Award), "person", "name") == {("OWNER", name)}


def test_work_recognized_with_honours_names_them_lectureships_too():
    from labgraph.model import Award
    text = ("Jo Bell\n\nAbout\nThe group's work has been recognized with an NSF CAREER Award (2019), a Sloan Research "
            "Fellowship (2020) and the Gordon Lectureship in Catalysis (2024). Our code was recognized by few.\n")
    found = {(a.name, a.year) for a in claims_of(text, Award)}
    assert {("NSF CAREER Award", 2019), ("Sloan Research Fellowship", 2020)} <= found
    assert any(name.startswith("Gordon Lectureship") and year == 2024 for name, year in found)
    assert len(found) == 3
