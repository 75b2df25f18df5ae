"""Rules added for held-out profile pages, homepages and CVs (round 5, G11)."""
from __future__ import annotations

from labgraph.ingest.html import html_document
from labgraph.model import Publication, Software

from .helpers import claims_of


def test_profile_works_in_the_words_a_profile_page_shows_with_blanks_between_lines():
    text = """
    Works (3)

    Salt marsh accretion under sea-level rise

    Estuarine, Coastal and Shelf Science

    2020-06-01 | Journal article

    Part of ISSN: 0272-7714

    Contributors: Ines Barros; Tomas Keel

    Source: Crossref

    Sediment cores from the Wadden Sea

    2017 | Dissertation/Thesis

    Source: Ines Barros

    Blue carbon in northern estuaries

    Natural Environment Research Council

    2021-01 to 2024-12 | Grant
    """
    found = {p.title: p for p in claims_of(text, Publication)}
    assert set(found) == {"Salt marsh accretion under sea-level rise", "Sediment cores from the Wadden Sea"}
    paper = found["Salt marsh accretion under sea-level rise"]
    assert (paper.venue, paper.year, paper.authors) == (
        "Estuarine, Coastal and Shelf Science", 2020, ("Ines Barros", "Tomas Keel"))
    assert found["Sediment cores from the Wadden Sea"].year == 2017


def test_a_projects_list_names_lowercase_packages_by_their_stars_or_maintainer():
    text = """
    Projects

      • tidegrid ★ 310 — fast harmonic analysis of tide-gauge records
      • wavestat — spectral wave statistics. I am the maintainer.
      • Coastal futures — a public engagement programme with schools
      • fjordsim — a command-line simulator front end for fjord circulation
    """
    names = {s.name for s in claims_of(text, Software)}
    assert {"tidegrid", "wavestat", "fjordsim"} <= names
    assert not any("oastal" in n for n in names)


def test_a_dropped_page_header_goes_back_over_its_own_text_not_a_longer_word():
    page = ("<html><body><header><h1>Ana Ruiz</h1><p>Data Engineer, Institute of Marine Data</p></header>"
            "<main><h2>Work</h2><p>I build open tools for ocean observations and publish them under open licences "
            "so that other groups can reuse them.</p>"
            "<h2>Honours</h2><ul><li>2021 — Data Engineering Award, Marine Data Society</li>"
            "<li>2019 — Open Science Prize</li></ul></main></body></html>")
    lines = html_document("p.html", page).text.split("\n")
    assert lines[:2] == ["Ana Ruiz", "Data Engineer, Institute of Marine Data"]


def test_a_heading_dropped_with_its_sub_heading_goes_back_over_the_sub_heading():
    page = ("<html><body><main><h2>Activities</h2>"
            "<h3>Employment (1)</h3><h4>University of Porto: Porto, PT</h4>"
            "<div>2019-01-07 to present | Lecturer (Department of Physics)</div><div>Source: Rui Costa</div>"
            "<h3>Works (1)</h3><h4>Phonons in strained graphene</h4><div>Physical Review B</div>"
            "<div>2021-05-02 | Journal article</div><div>Contributors: Rui Costa; Ana Melo</div>"
            "</main></body></html>")
    lines = [line for line in html_document("p.html", page).text.split("\n") if line]
    assert lines[lines.index("Employment (1)") + 1] == "University of Porto: Porto, PT"
    assert lines[lines.index("Works (1)") + 1] == "Phonons in strained graphene"


def test_post_nominal_degrees_and_fellowships_leave_a_name_but_initials_stay():
    from labgraph.names import clean_name
    assert clean_name("Dr Hana Moyo-Clarke MBBS DPhil FRCP FMedSci") == "Hana Moyo-Clarke"
    assert clean_name("Omar Said, PhD") == "Omar Said"
    assert clean_name("Okafor MA") == "Okafor MA"           # a Vancouver surname and initials
    assert clean_name("Lee FRS") == "Lee FRS"               # three capitals may be initials
