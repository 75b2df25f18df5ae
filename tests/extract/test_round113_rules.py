"""Session-47 rules: what round 113's pages showed (a department's news post of its graduates and new faculty, a
French unit's team page with a supervision column)."""
from labgraph.extract import career, extract_document
from labgraph.extract.patterns import sentences
from labgraph.ingest import read
from labgraph.model import Award, Education, Evidence, Position, Supervision
from labgraph.sections import heading_kind

from .helpers import written as _write


def _claims(tmp_path, text, name="page.txt"):
    return extract_document(read(_write(tmp_path, name, text))).claims


def _supervisions(claims):
    return {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}


# A department's news post: a table of its graduates, highlights in prose, its new faculty each under their name
_NEWS = """Congratulations to our graduates, and welcome to two new faculty members

Some of this year's graduates after the reception. Photo: K. Tanabe

Our 2023 PhD graduates

Graduate | Thesis | Supervisor(s) | Defended | Next
Mira Holt | Robust Testing Under Network Dependence | Paul Grange | May 2, 2023 | Data Scientist, Shopify
Ivo Marek | Scalable Gaussian Processes for Ecology | Paul Grange | June 9, 2023 | Postdoc, Aarhus University

A few highlights

Mira Holt received this year's Ellen Frost Thesis Award, given to the best thesis in the department.

The MSc Essay Prize went to Dana Pruitt for her project on sparse regression, supervised by Ana Oduya.

Welcome to our new faculty

Lena Sørbø

Assistant Professor

Lena comes to Toronto from the University of Oslo, where she has been a postdoctoral fellow in the Department of Mathematics since 2021, working with Ragnar Ødegård. She received her PhD in Statistics from Lund University in 2021.

Tomás Ibarra

Associate Professor

Tomás joins us from the University of Chile, where he has been an Assistant Professor of Statistics since 2017. Tomás works on survival analysis, and received the Latin American Young Statistician Award in 2020.
"""


def test_a_thesis_cell_of_its_title_alone_is_no_place_of_study(tmp_path):
    claims = _claims(tmp_path, _NEWS, "news.md")
    places = {c.institution for c in claims if isinstance(c, Education) and c.person == "Mira Holt"}
    assert "Robust Testing Under Network Dependence" not in places
    assert ("Paul Grange", "Mira Holt", "PhD") in _supervisions(claims)


def test_a_photo_credit_names_no_student(tmp_path):
    claims = _claims(tmp_path, _NEWS, "news.md")
    assert not any("Tanabe" in (c.advisee or "") for c in claims if isinstance(c, Supervision))


def test_a_heading_with_its_year_inside_opens_the_list_it_names():
    assert heading_kind("Our 2023 PhD graduates") == "students"
    assert heading_kind("Welcome to our new faculty") == "news"
    assert heading_kind("Our 2023 results were good.") is None


def test_who_was_supervised_for_her_project_is_the_person_the_work_is_hers(tmp_path):
    claims = _claims(tmp_path, _NEWS, "news.md")
    assert ("Ana Oduya", "Dana Pruitt", "Master") in _supervisions(claims)
    assert not any(c.advisor == "Ana Oduya" and c.advisee != "Dana Pruitt" for c in claims if isinstance(c, Supervision))


def test_an_award_of_this_year_and_an_award_that_went_to_someone(tmp_path):
    awards = {(c.person, c.name) for c in _claims(tmp_path, _NEWS, "news.md") if isinstance(c, Award)}
    assert ("Mira Holt", "Ellen Frost Thesis Award") in awards
    assert ("Dana Pruitt", "MSc Essay Prize") in awards
    assert ("Tomás Ibarra", "Latin American Young Statistician Award") in awards


def test_a_news_posts_newcomers_are_read_as_cards(tmp_path):
    claims = _claims(tmp_path, _NEWS, "news.md")
    assert ("Lena Sørbø", "Lund University") in {(c.person, c.institution) for c in claims if isinstance(c, Education)}
    posts = {(c.person, c.org) for c in claims if isinstance(c, Position)}
    assert ("Lena Sørbø", "University of Oslo") in posts
    assert ("Tomás Ibarra", "University of Chile") in posts


def test_a_surname_ending_like_an_abbreviation_still_ends_its_sentence():
    assert sentences("She worked with Ragnar Thorsdottir. She moved.") == \
        ("She worked with Ragnar Thorsdottir.", "She moved.")
    assert len(sentences("She studied with Dr. ir. Jan de Vries. She moved.")) == 2


def test_where_she_has_been_a_post_takes_the_place_before_the_clause():
    said = "Kenji joins us from the University of Michigan, where he has been an Assistant Professor since 2018."
    posts = [c for c in career.sentence_claims(Evidence("x", 1, said)) if isinstance(c, Position)]
    assert [(c.person, c.org, c.start) for c in posts] == [("Kenji", "University of Michigan", 2018)]
    both = "A scholarship brought her to the University of Oslo, where she earned an M.S. in 1961 and the Ph.D. in 1964."
    degrees = {(c.degree, c.institution) for c in career.sentence_claims(Evidence("x", 1, both)) if isinstance(c, Education)}
    assert degrees == {("MSc", "University of Oslo"), ("PhD", "University of Oslo")}


_TEAM = """Team members

Team leader

Claire Duval, PhD

PhD students

Name | Since | Doctoral school | Supervision | Funding
Inès Roux | Oct. 2022 | ED 340 | C. Duval (director), Paul Mercier (co-supervisor) | Ministry contract
Hugo Lenoir | Oct. 2023 | ED 340 | Paul Mercier, co-directed by Anne Girard | ANR
Léa Brun | Oct. 2024 | ED 340 | Paul Mercier, external co-supervisor Dr. Marc Petit (INRAE) | ANR
"""


def test_a_supervision_column_names_each_students_supervisors(tmp_path):
    found = _supervisions(_claims(tmp_path, _TEAM, "team.md"))
    assert ("Paul Mercier", "Inès Roux", "PhD") in found
    assert ("Paul Mercier", "Hugo Lenoir", "PhD") in found
    assert ("Anne Girard", "Hugo Lenoir", "PhD") in found
    assert {("Paul Mercier", "Léa Brun", "PhD"), ("Marc Petit", "Léa Brun", "PhD")} <= found


def test_a_markdown_link_within_the_site_shows_its_text_alone(tmp_path):
    from labgraph.sections import split_sections
    page = """# Ana Ruiz

See [her group](/wiki/Ruiz_Group) and the [code](https://github.com/aruiz/tool).

## Awards and honours[[edit](/w/index.php?title=Ana_Ruiz&action=edit&section=4)]

- 2012 – Rosalind Hollis Medal

## References[[edit](/w/index.php?title=Ana_Ruiz&action=edit&section=6)]

1. ^ ["Ana Ruiz – Research Professor"](https://www.example.org/staff/aruiz). *Institute of X*.
"""
    doc = read(_write(tmp_path, "wiki.md", page))
    assert "See her group and the code (https://github.com/aruiz/tool)." in doc.text
    kinds = [s.kind for s in split_sections(doc)]
    assert "awards" in kinds and "sources" in kinds


def test_a_fellowship_after_a_name_is_no_part_of_it():
    from labgraph.names import clean_name
    assert clean_name("Marisol Etxeberria Uranga FRS") == "Marisol Etxeberria Uranga"
    assert clean_name("Jo Roe FRS FBA") == "Jo Roe"


def test_pages_that_read_like_far_future_years_are_no_years():
    from labgraph.extract.patterns import years
    assert years("J Am Soc Nephrol. 2017;12(12):2046-2048.") == (2017,)
    assert years("2024–2030") == (2024, 2030)


_BIOSKETCH = """C. Contributions to Science

  a. Roe J, Nakashima-Bell T, Whitcombe AR, Castellanos-Ybarra P. Remote ischemic preconditioning
     before coronary angiography in veterans with CKD: a randomized pilot trial. Clin J Am Soc Nephrol. 2020
     Aug 7;15(8):1105-1113. doi: 10.2215/CJN.01582020. PMID: 32690722; PMCID: PMC7409746.
  b. Whitcombe AR*, Quintero-Hayes M. Adherence to contrast-volume limits in the Veterans Health
     Administration, 2012-2019. Am J Nephrol. 2021;52(4):301-309. doi: 10.1159/000515412. PMID: 33971656.
  c. Roe J, Ashworth GP. Perioperative acute kidney injury: time to move beyond creatinine.
     Clin J Am Soc Nephrol. 2017 Dec 7;12(12):2046-2048. doi: 10.2215/CJN.10331017. PMID: 29167190.
"""


def test_a_citation_wrapped_where_its_next_word_did_not_fit_is_one_title(tmp_path):
    from labgraph.model import Publication
    titles = {c.title: c for c in _claims(tmp_path, _BIOSKETCH, "sketch.txt") if isinstance(c, Publication)}
    assert "Adherence to contrast-volume limits in the Veterans Health Administration, 2012-2019" in titles
    assert titles["Perioperative acute kidney injury: time to move beyond creatinine"].year == 2017


def test_a_directorys_profile_footer_is_no_publication(tmp_path):
    from labgraph.model import Publication
    page = """Publications

- Roe J, Lee A (2021) Prefrontal replay is biased toward unrewarded trajectories. *Nature Neuroscience* 24: 1412-1424

Is this you? [Claim this profile](/claim) · [Edit this page](/edit/?pid=48213) · Last edited 2024-09-18 by user *admin*
"""
    titles = {c.title for c in _claims(tmp_path, page, "tree.md") if isinstance(c, Publication)}
    assert titles == {"Prefrontal replay is biased toward unrewarded trajectories"}


def test_a_students_degree_on_its_own_line_under_the_name_is_theirs(tmp_path):
    page = """Lab Members

Graduate Students

Ignacio Bermúdez – Ph.D. Candidate, Plant Biology (joined 2020)
B.S. Biotechnology, Universidad de Concepción, Chile (2018). Ignacio works on auxin control of the Casparian strip.

Wen Liao – PhD Student (joined 2022)
PhD Student, Information · 2nd year

Lab Alumni

Yusuf Hakimi – Ph.D. 2023
PhD 2023 → ESO Fellow, European Southern Observatory
"""
    found = {(c.person, c.degree, c.institution) for c in _claims(tmp_path, page) if isinstance(c, Education)}
    assert ("Ignacio Bermúdez", "BSc", "Universidad de Concepción") in found
    assert not any(person == "Wen Liao" and place == "Information" for person, _, place in found)
    assert not any(place == "European Southern Observatory" for _, _, place in found)


def test_a_thesis_cell_keeps_its_co_advisor_note(tmp_path):
    page = """Former students

Student | Year | Thesis | Now
Zhou Wei | 2004 | Cross-layer resource allocation in OFDMA networks (co-supervised with Prof. Tsang Ho-Yin) | Assistant Professor, Tsinghua University
"""
    assert ("Tsang Ho-Yin", "Zhou Wei") in {(a, b) for a, b, _ in _supervisions(_claims(tmp_path, page, "alumni.md"))}


def test_a_heading_of_two_kinds_of_people_and_past_members():
    assert heading_kind("Engineers & technical staff") == "students"
    assert heading_kind("Past members") == "students"
    assert heading_kind("Tom & Jerry") is None


def test_a_staff_entrys_post_is_read_from_its_first_sentence(tmp_path):
    page = """Chromatin Team

Engineers & technical staff

  • Marc Pellet – Ingénieur de recherche CNRS (IR2), imaging and image analysis. Lead developer of ChromaTrack, our open-source tool for tracking chromatin reporters in live embryos of several species.
"""
    posts = {(c.person, c.title, c.org) for c in _claims(tmp_path, page, "team.txt") if isinstance(c, Position)}
    assert ("Marc Pellet", "Ingénieur de recherche", "CNRS") in posts
