"""Families round 5 left open (helper H2, session 7): chemistry citations, acronyms in brackets, clinical
training lines, APA surnames of several words, research-portal entries."""
import pytest

from labgraph.extract.publications import parse_citation
from labgraph.model import OWNER, Publication

from .helpers import claims_of


# Chemistry (ACS, RSC, Wiley): authors, title and journal between commas, then "Year, Volume, Pages".
@pytest.mark.parametrize("text, title, authors, venue, year", [
    ("L. Okafor-Baines, T. Ruiz, Photoredox coupling of aryl chlorides, J. Am. Chem. Soc. 2018, 140, 2201–2210.",
     "Photoredox coupling of aryl chlorides", ("L. Okafor-Baines", "T. Ruiz"), "J. Am. Chem. Soc", 2018),
    ("L. Okafor-Baines, T. Ruiz and P. S. Dahl, Ligand design for nickel catalysis, Chem. Sci., 2020, 11, 455-462.",
     "Ligand design for nickel catalysis", ("L. Okafor-Baines", "T. Ruiz", "P. S. Dahl"), "Chem. Sci", 2020),
    ("P. S. Dahl, Ö. Kaya, Helical polymers from chiral monomers, Angew. Chem., Int. Ed. 2021, 60, e202101234.",
     "Helical polymers from chiral monomers", ("P. S. Dahl", "Ö. Kaya"), "Angew. Chem., Int. Ed", 2021),
    ("P. S. Dahl, Ö. Kaya, Helical polymers, a review, Chem. Rev. 2017, 117 (4), 3001–3050.",
     "Helical polymers, a review", ("P. S. Dahl", "Ö. Kaya"), "Chem. Rev", 2017),
    ("Okafor-Baines, L.; Ruiz, T. Photoredox coupling of aryl chlorides. J. Am. Chem. Soc. 2018, 140 (6), 2201-2210.",
     "Photoredox coupling of aryl chlorides", ("Okafor-Baines L.", "Ruiz T."), "J. Am. Chem. Soc", 2018),
])
def test_chemistry_comma_citations(text, title, authors, venue, year):
    assert parse_citation(text) == (title, authors, venue, year)


@pytest.mark.parametrize("text", [
    "Okafor-Baines, L.; Ruiz, T. J. Am. Chem. Soc. 2019, 141, 1234.",
    "Okafor-Baines, L.; Ruiz, T. P.; Dahl, P. S. Angew. Chem. Int. Ed. 2020, 59, 8812-8816.",
    "Okafor-Baines, L.; Ruiz, T. Organometallics 2016, 35, 22-30.",
    "L. Okafor-Baines, T. Ruiz, P. S. Dahl, Angew. Chem. Int. Ed. 2021, 60, 1234.",
    "L. Okafor-Baines, T. Ruiz, Chem. Commun., 2015, 51, 9001–9004.",
])
def test_chemistry_citations_without_a_title_record_no_paper(text):
    assert parse_citation(text) is None


def test_chemistry_list_in_a_cv_gives_titled_papers_only():
    found = claims_of("""
        Publications
        1. L. Okafor-Baines, T. Ruiz, Photoredox coupling of aryl chlorides, J. Am. Chem. Soc. 2018, 140, 2201–2210.
        2. Okafor-Baines, L.; Ruiz, T. Organometallics 2016, 35, 22-30.
        3. T. Ruiz, L. Okafor-Baines, Strain-release amination, Org. Lett. 2014, 16, 88-91.
    """, Publication)
    assert [(p.title, p.year) for p in found] == [("Photoredox coupling of aryl chlorides", 2018),
                                                   ("Strain-release amination", 2014)]


def test_a_title_case_title_before_the_journal_stays_a_title():
    text = "Okafor-Baines, L.; Ruiz, T. Tunable Porosity in Zinc Frameworks. J. Am. Chem. Soc. 2019, 141, 1-9."
    assert parse_citation(text)[:2] == ("Tunable Porosity in Zinc Frameworks", ("Okafor-Baines L.", "Ruiz T."))


@pytest.mark.parametrize("tail", [" DOI: 10.1021/jacs.8b00001", ", https://doi.org/10.1021/jacs.8b00001", " doi:10.1021/jacs.8b00001."])
def test_a_doi_after_the_pages_is_not_part_of_the_reference(tail):
    text = "L. Okafor-Baines, T. Ruiz, Photoredox coupling of aryl chlorides, J. Am. Chem. Soc. 2018, 140, 2201–2210." + tail
    assert parse_citation(text) == ("Photoredox coupling of aryl chlorides", ("L. Okafor-Baines", "T. Ruiz"),
                                    "J. Am. Chem. Soc", 2018)
    assert parse_citation("Okafor-Baines, L.; Ruiz, T. J. Am. Chem. Soc. 2019, 141, 1234." + tail) is None


# Organisations that carry their acronym in brackets: one organisation, the acronym another name for it.
@pytest.mark.parametrize("short, name, fits", [
    ("LabHidro", "Laboratório de Hidrologia", True),
    ("CEH", "Centre for Ecology and Hydrology", True),
    ("UFRJ", "Universidade Federal do Rio de Janeiro", True),
    ("ICMAB", "Institut de Ciència de Materials de Barcelona", True),
    ("BioMolLab", "Laboratory of Biomolecular Structure", False),     # "Bio" and "Mol" come from one word
    ("Toronto", "NVIDIA Research", False),
    ("ABC", "Centre for Ecology", False),
    ("C", "Centre for Ecology", False),
])
def test_an_acronym_fits_the_words_of_its_name(short, name, fits):
    from labgraph.extract.patterns import is_acronym_of
    assert is_acronym_of(short, name) is fits


def test_an_acronym_in_brackets_is_not_part_of_the_organisation():
    from labgraph.model import Position
    found = claims_of("""
        Marta Quintela

        Positions
        2019-present  Researcher, Laboratório de Ecologia Aquática (LabEcoAq), Tarn University
        2016-2019     Postdoctoral Fellow, Centre for Coastal Hydrology (CCH)
    """, Position)
    assert {p.org for p in found} == {"Laboratório de Ecologia Aquática", "Centre for Coastal Hydrology"}


def _orgs(text: str):
    import textwrap
    from labgraph.extract import extract_document
    from labgraph.model import Document
    from labgraph.resolve import resolve
    res = resolve([extract_document(Document("cv.txt", textwrap.dedent(text).strip("\n")))])
    return {e.label: set(e.alt_labels) for e in res.entities if e.kind == "org"}


def test_an_acronym_named_once_in_brackets_resolves_later_mentions():
    orgs = _orgs("""
        Marta Quintela

        Positions
        2019-present  Researcher, Laboratório de Ecologia Aquática (LabEcoAq), Tarn University
        2016-2019     Research Assistant, LabEcoAq
    """)
    assert "LabEcoAq" not in orgs
    assert "LabEcoAq" in orgs["Laboratório de Ecologia Aquática"]


def test_brackets_that_are_no_acronym_of_the_name_join_nothing():
    orgs = _orgs("""
        Marta Quintela

        Positions
        2019-present  Researcher, Centre for Coastal Hydrology (Porto)
        2016-2019     Research Assistant, Tarn Marine Station (TMS)
        2014-2016     Technician, CCH
    """)
    assert "CCH" not in orgs.get("Tarn Marine Station", set())


# Clinical training in CVs: residency, internship and fellowship are jobs at a hospital; board certification is not.
def _career(text: str):
    from labgraph.model import Affiliation, Education, Position
    found = claims_of(text)
    return ([c for c in found if isinstance(c, Position)], [c for c in found if isinstance(c, Education)],
            {c.org for c in found if isinstance(c, Affiliation)})


def test_clinical_training_lines_are_positions_at_their_hospitals():
    positions, education, _ = _career("""
        Nadia Ferreira-Okoye, MD

        Education
        MD, Tarn University School of Medicine, 2010

        Postgraduate Training
        Residency, Internal Medicine, Lakeside General Hospital, 2010-2013
        Fellowship in Cardiology, Northbridge Medical Center (2013-2016)
        2009 – 2010   Internship in Pediatrics, St. Aldhelm Children's Hospital, Boston, MA
    """)
    assert {(p.org, p.start, p.end) for p in positions} == {
        ("Lakeside General Hospital", 2010, 2013), ("Northbridge Medical Center", 2013, 2016),
        ("St. Aldhelm Children's Hospital", 2009, 2010)}
    titles = {p.org: p.title for p in positions}
    assert titles["Lakeside General Hospital"] == "Resident, Internal Medicine"
    assert titles["Northbridge Medical Center"] == "Fellow in Cardiology"
    assert [(e.degree, e.institution) for e in education] == [("MD", "Tarn University School of Medicine")]


def test_a_training_line_with_a_state_abbreviation_is_no_degree():
    positions, education, _ = _career("""
        Nadia Ferreira-Okoye, MD

        Clinical Training
        2010 – 2013   Internship and Residency, Internal Medicine, Lakeside General Hospital, Boston, MA
        2013 – 2016   Clinical Fellowship, Cardiovascular Disease, Northbridge Medical Center, Palo Alto, CA
    """)
    assert not education
    assert {(p.title, p.org) for p in positions} == {("Resident, Internal Medicine", "Lakeside General Hospital"),
                                                    ("Clinical Fellow, Cardiovascular Disease", "Northbridge Medical Center")}


def test_board_certification_is_no_position_or_affiliation():
    positions, education, orgs = _career("""
        Nadia Ferreira-Okoye, MD

        Board Certification
        Board certification: Internal Medicine, American Board of Internal Medicine, 2013
        2016   American Board of Internal Medicine, Cardiovascular Disease

        Appointments
        2016-present  Assistant Professor of Medicine, Tarn University
    """)
    assert [(p.title, p.org) for p in positions] == [("Assistant Professor of Medicine", "Tarn University")]
    assert not education and not any("Board" in o for o in orgs)


def test_an_infirmary_is_a_hospital():
    positions, _, _ = _career("""
        Nadia Ferreira-Okoye

        Appointments
        2018–present  Consultant Nephrologist, Royal Tarn Infirmary
        2016–2018     Staff Physician, Lakeside Hospitals NHS Trust
    """)
    assert {p.org for p in positions} == {"Royal Tarn Infirmary", "Lakeside Hospitals NHS Trust"}


def test_a_profile_s_labelled_training_lines():
    positions, education, orgs = _career("""
        Dr. Nadia Ferreira-Okoye
        Cardiologist, Northbridge Medical Center

        Education & Training
        Medical School: Tarn University School of Medicine (2010)
        Residency: Lakeside General Hospital, Internal Medicine (2010-2013)
        Fellowship: Northbridge Medical Center, Cardiology (2016)
        Board Certifications: Internal Medicine, Cardiovascular Disease
    """)
    assert [(e.degree, e.institution, e.end) for e in education] == [("MD", "Tarn University School of Medicine", 2010)]
    assert ("Resident", "Lakeside General Hospital", 2010, 2013) in {(p.title, p.org, p.start, p.end) for p in positions}
    assert ("Fellow", "Northbridge Medical Center", 2016) in {(p.title, p.org, p.end) for p in positions}
    assert not any("Board" in o or "Disease" in o for o in orgs)


# APA with surnames of two or three words, the title in quotes or not.
@pytest.mark.parametrize("text, title, authors, venue", [
    ('Van der Berg, J., & Dos Santos, M. (2020). "Tidal mixing in shallow estuaries." Journal of Coastal Dynamics, '
     "3(2), 1-9.", "Tidal mixing in shallow estuaries", ("Van der Berg J.", "Dos Santos M."), "Journal of Coastal Dynamics"),
    ("Sá Nogueira Holm, M., & Thygesen, K. (2021). “Reversible timber joints.” Nordic Journal of Building, 12(1), 44-60.",
     "Reversible timber joints", ("Sá Nogueira Holm M.", "Thygesen K."), "Nordic Journal of Building"),
    ("Garcia Lopez, M. A., De la Cruz, P., & Lee, A. (2017). Fiscal rules and regional debt. Economía, 4(1), 5-22.",
     "Fiscal rules and regional debt", ("Garcia Lopez M.A.", "De la Cruz P.", "Lee A."), "Economía"),
])
def test_apa_with_surnames_of_several_words(text, title, authors, venue):
    assert parse_citation(text)[:3] == (title, authors, venue)


def test_a_field_before_a_degree_s_initials_is_no_surname():
    from labgraph.model import Supervision
    found = claims_of("""
        Ada Quinn

        PhD Students
        Jane Doe, Computer Science, M.S.
    """, Supervision)
    assert [c.advisee for c in found] == ["Jane Doe"]


# Research-portal entries (Pure, Elements): a title line, an author line, the output type, the journal, the date.
def _pubs(text: str):
    return {p.title: (p.authors, p.venue, p.year) for p in claims_of(text, Publication)}


def test_research_portal_blocks_separated_by_blank_lines():
    pubs = _pubs("""
        Ingrid Solvang

        Research output

        Meltwater pulses under thinning glaciers
        Ingrid Solvang, Oskar Lind & Mei Tanaka
        Research output: Contribution to journal › Article › peer-review
        Journal of Glacier Hydrology, 12(3), p. 101-119
        2023

        Suspended silt in proglacial lakes
        Mei Tanaka, Ingrid Solvang
        Research output: Contribution to journal › Article › peer-review
        In: Arctic Sediment Letters. 8, 2, p. 44-60 17 p.
        Published: 14 Mar 2021

        Subglacial drainage modelling
        Solvang, I., Lind, O.
        Research output: Chapter in Book/Report/Conference proceeding › Conference contribution › peer-review
        Proceedings of the Nordic Glaciology Meeting. p. 12-19
        2018
    """)
    assert pubs == {
        "Meltwater pulses under thinning glaciers": (("Ingrid Solvang", "Oskar Lind", "Mei Tanaka"),
                                                     "Journal of Glacier Hydrology", 2023),
        "Suspended silt in proglacial lakes": (("Mei Tanaka", "Ingrid Solvang"), "Arctic Sediment Letters", 2021),
        "Subglacial drainage modelling": (("Solvang I.", "Lind O."), "Nordic Glaciology Meeting", 2018)}


def test_research_portal_items_led_by_their_output_type():
    pubs = _pubs("""
        Ingrid Solvang

        Research outputs
          • Journal article Meltwater pulses under thinning glaciers
              Solvang I, Lind O, Tanaka M
              Journal of Glacier Hydrology, vol. 12, issue 3, 101-119
              Published: 2 May 2023
              DOI: 10.1234/jgh.2023.101
              Open access
          • Conference paper A sensor network for proglacial streams
              Lind O, Solvang I
              In: Proceedings of the Nordic Glaciology Meeting, Tromsø, pp. 12–19
              Published: 6 September 2022
    """)
    assert pubs == {
        "Meltwater pulses under thinning glaciers": (("Solvang I", "Lind O", "Tanaka M"), "Journal of Glacier Hydrology", 2023),
        "A sensor network for proglacial streams": (("Lind O", "Solvang I"), "Nordic Glaciology Meeting", 2022)}


def test_a_title_authors_venue_list_without_portal_lines_is_read_as_before():
    pubs = _pubs("""
        Publications

        Meltwater pulses under thinning glaciers
        Ingrid Solvang, Oskar Lind
        Journal of Glacier Hydrology, 2023
    """)
    assert pubs == {"Meltwater pulses under thinning glaciers": (("Ingrid Solvang", "Oskar Lind"),
                                                                 "Journal of Glacier Hydrology", 2023)}


def test_research_portal_author_line_with_the_date_and_journal():
    pubs = _pubs("""
        Research output

        Meltwater pulses under thinning glaciers
        Solvang, I., Lind, O. & Tanaka, M., 14 Mar 2021, In: Journal of Glacier Hydrology. 12, 3, p. 101-119 19 p.
        Research output: Contribution to journal › Article › peer-review

        Subglacial lakes of the north
        Solvang, I., 2016, Tarn University. 180 p.
        Research output: Thesis › Doctoral Thesis
    """)
    assert pubs["Meltwater pulses under thinning glaciers"] == (("Solvang I.", "Lind O.", "Tanaka M."),
                                                                "Journal of Glacier Hydrology", 2021)
    assert pubs["Subglacial lakes of the north"] == (("Solvang I.",), "PhD thesis, Tarn University", 2016)


def test_a_portal_block_without_authors_is_the_owner_s():
    pubs = _pubs("""
        Ingrid Solvang

        Publications

        Meltwater pulses under thinning glaciers
        Journal of Glacier Hydrology, 12(3), 101-119
        Published: 2 May 2023

        Seminar series on glacier hydrology
        Tarn University Geosciences Department
        Published: 2 May 2023
    """)
    assert pubs == {"Meltwater pulses under thinning glaciers": ((OWNER,), "Journal of Glacier Hydrology", 2023)}


@pytest.mark.parametrize("sentence, org", [
    ("I am a researcher at the Universidade Federal do Vale do Tarn since 2019.", "Universidade Federal do Vale do Tarn"),
    ("She is a professor at the Università degli Studi di Tarn.", "Università degli Studi di Tarn"),
    ("He works at the Instituto Nacional de Pesquisas da Tarnia.", "Instituto Nacional de Pesquisas da Tarnia"),
])
def test_organisations_keep_their_portuguese_and_italian_particles(sentence, org):
    from labgraph.extract.patterns import orgs_in
    assert orgs_in(sentence) == (org,)


def test_an_acronym_before_its_name_in_brackets():
    orgs = _orgs("""
        Marta Quintela

        Positions
        2019-present  Researcher, LabEcoAq (Laboratório de Ecologia Aquática), Tarn University
        2016-2019     Research Assistant, LabEcoAq
    """)
    assert "LabEcoAq" in orgs["Laboratório de Ecologia Aquática"] and "LabEcoAq" not in orgs


def test_a_residency_told_in_a_sentence():
    positions, _, _ = _career("""
        Dr. Nadia Ferreira-Okoye

        About
        She completed her residency in internal medicine at Lakeside General Hospital in Boston (2010-2013). She
        enjoys residency programmes of all kinds.
    """)
    assert [(p.title, p.org, p.start, p.end) for p in positions] == [
        ("Resident, Internal medicine", "Lakeside General Hospital", 2010, 2013)]
