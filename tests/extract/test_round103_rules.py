"""Session-39 rules: what the older probes and round 103 showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Education

from .helpers import written as _write


def _claims(tmp_path, text, kind, name="page.txt"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


_PORTAL = """<html><head><title>Rosa Okafor-Lind &mdash; University of Bergen Research Explorer</title></head><body>
<h1>Rosa Okafor-Lind</h1>
<p>Professor of Statistics</p>
<h2>PhD students</h2>
<ul><li>Hanne Aas (2023&ndash;), spatial point processes</li></ul>
</body></html>
"""


def test_a_research_portals_name_in_the_title_names_its_university(tmp_path):
    degrees = {(e.person, e.institution) for e in _claims(tmp_path, _PORTAL, Education, name="page.html")}
    assert ("Hanne Aas", "University of Bergen") in degrees
    assert not [d for d in degrees if "Explorer" in d[1]]


_GENEALOGY = """Mathematics Genealogy Project
   [Home] [Search] [About MGP]
   [Contact] [Donate]

   A service of the NDSU Department of Mathematics, in association with the
   American Mathematical Society.

Ximena Paz Olavarría

   Ph.D. Universidad de Chile 1990 [Chile]

   Advisor 1: Rodrigo Umaña

Students:

┌───────────────────┬─────────────────────┬─────┬─────┐
│Name               │School               │Year │Desc.│
├───────────────────┼─────────────────────┼─────┼─────┤
│Tomás Lagos        │Universidad de Chile │1999 │2    │
├───────────────────┼─────────────────────┼─────┼─────┤
│Paula Andrea       │Universidad de       │2004 │     │
│Restrepo Vial      │Santiago             │     │     │
└───────────────────┴─────────────────────┴─────┴─────┘
"""


def test_a_genealogy_page_copied_by_a_text_browser_is_read_like_its_table(tmp_path):
    from labgraph.model import OWNER, Affiliation, Supervision
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _GENEALOGY, Supervision)}
    # the drawn table's rows, a wrapped name whole; a "Desc." column says they are doctorates
    assert (OWNER, "Tomás Lagos", "PhD") in sups and (OWNER, "Paula Andrea Restrepo Vial", "PhD") in sups
    assert ("Rodrigo Umaña", OWNER) in {(a, b) for a, b, _ in sups}
    degrees = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, _GENEALOGY, Education)}
    # "Ph.D. X 1990 [Chile]": the country's label after the year is no part of the university
    assert (OWNER, "PhD", "Universidad de Chile", 1990) in degrees
    assert ("Paula Andrea Restrepo Vial", "PhD", "Universidad de Santiago", None) in degrees \
        or ("Paula Andrea Restrepo Vial", "PhD", "Universidad de Santiago", 2004) in degrees
    # the site's sentence wrapped over two lines names no organisation of the page's person
    assert not [a for a in _claims(tmp_path, _GENEALOGY, Affiliation) if "Mathematical Society" in a.org]


def test_a_bar_of_bracketed_links_is_no_heading():
    from labgraph.sections import heading_kind
    assert heading_kind("[Contact] [Donate]") is None
    assert heading_kind("[Home] [Publications] [Students]") is None
    assert heading_kind("Publications") == "publications"


def test_a_drawn_table_with_uneven_rows_is_left_as_it_is():
    from labgraph.ingest.text import drawn_tables
    text = "+-----+------+\n| a | b |\n| c |\n+-----+------+"
    assert drawn_tables(text) == text
    # a lineage tree's branches are no table
    tree = "Ana Roe\n├── Bo Li\n│   └── Cy Wu\n└── Di Ng"
    assert drawn_tables(tree) == tree


def test_a_lab_named_with_its_short_form_and_its_head_between_commas_says_where_it_sits():
    from labgraph.extract import career
    from labgraph.model import Evidence, PartOf
    text = ("The Soil Carbon & Roots group (SCR), headed by Prof. Ines Dahl, is part of the Institute for Soil Science "
            "in the Faculty of Agriculture of the University of Tartu.")
    parts = {(c.part, c.whole) for c in career.lab_intro(Evidence("x", 1, text)) if isinstance(c, PartOf)}
    assert ("Soil Carbon & Roots group", "Institute for Soil Science") in parts
    assert ("Faculty of Agriculture", "University of Tartu") in parts
    # a clause between commas that names no head is no part of the sentence this reads
    text = "The Soil Carbon group, founded in 1990 and funded by X, is part of the Institute for Soil Science."
    assert not [c for c in career.lab_intro(Evidence("x", 1, text)) if isinstance(c, PartOf)]


def test_the_group_the_owner_leads_keeps_its_ampersand(tmp_path):
    from labgraph.model import OWNER, Affiliation
    text = ("Ines Dahl\n\nI am a Professor at the University of Tartu, where I lead the Soil Carbon & Roots group "
            "and teach soil physics.\n")
    orgs = {a.org for a in _claims(tmp_path, text, Affiliation) if a.person == OWNER}
    assert "Soil Carbon & Roots group" in orgs and "University of Tartu" in orgs


_HEADED_NEWS = """---
title: "News"
---

The Soil Carbon & Roots group (SCR), headed by Prof. Ines Dahl, is part of the Institute for Soil Science of the University of Tartu.

### 20 November 2024 · Welcome, Rajesh!

We are happy to welcome Dr. Rajesh Varma as a new postdoc. Rajesh obtained his PhD at IIT Madras and will work with Ines on root exudates.

### 2 October 2024 · Congratulations, Dr. Tamm!

Congratulations to Dr. Liis Tamm who defended her PhD thesis on 30 September. Liis has started as a scientist at the Estonian Environment Agency.

### 15 July 2024 · Poster prize at EGU-24

PhD student Mart Kask won a Best Poster Award at EGU 2024 in Vienna for his poster on fungal necromass.
"""


def test_a_news_page_whose_headings_are_its_items_dates_and_headlines_reads_each_item_as_its_persons(tmp_path):
    from labgraph.model import Award
    awards = {(c.person, c.name) for c in _claims(tmp_path, _HEADED_NEWS, Award, name="news.md")}
    assert ("Mart Kask", "Best Poster Award") in awards
    # a headline is no award of the page's leader's
    assert not [a for a in awards if "20 November 2024" in a[1] or "Poster prize at" in a[1]]


def test_a_chair_that_is_one_of_an_institutes_chairs_sits_in_it_and_what_holds_the_institute():
    from labgraph.extract import career
    from labgraph.model import Evidence, PartOf
    text = ("The Chair of Soil Physics (Lehrstuhl für Bodenphysik, LBP) is one of four chairs of the Institute of Earth "
            "Sciences (IGW) within the Faculty of Science at the University of Tartu.")
    parts = {(c.part, c.whole) for c in career.lab_intro(Evidence("x", 1, text)) if isinstance(c, PartOf)}
    assert parts == {("Chair of Soil Physics", "Institute of Earth Sciences"),
                     ("Institute of Earth Sciences", "Faculty of Science"), ("Faculty of Science", "University of Tartu")}
    text = "The Chair of Soil Physics is one of the oldest in Europe."
    assert not career.lab_intro(Evidence("x", 1, text))


_MIXED_ALUMNI = """Prof. Dr. Ines Dahl

Professor at the University of Tartu.

Alumni
Doctorates completed under Prof. Dahl, and former postdocs, with where they are now:
- Dr. Mart Kask (2016–2020), Dr. rer. nat. 2020, now Junior Professor at KIT
- Dr. Liis Tamm (2019–2022), postdoctoral researcher, now Assistant Professor at Politecnico di Milano
"""


def test_a_list_introduced_as_two_levels_takes_each_entrys_own(tmp_path):
    from labgraph.model import Supervision
    levels = {s.advisee: s.level for s in _claims(tmp_path, _MIXED_ALUMNI, Supervision)}
    assert levels.get("Mart Kask") == "PhD" and levels.get("Liis Tamm") == "Postdoc"


def test_a_degree_abbreviated_in_a_bracket_does_not_end_its_sentence(tmp_path):
    from labgraph.model import OWNER, Supervision
    text = ("Ines Dahl\n\nShe received her doctorate (Dr. sc. ETH) in 2010 from ETH Zurich, where she worked under "
            "Prof. Dr. Urs Gadient on soil carbon.\n")
    assert ("Urs Gadient", OWNER) in {(s.advisor, s.advisee) for s in _claims(tmp_path, text, Supervision)}
    assert (OWNER, "ETH Zurich") in {(e.person, e.institution) for e in _claims(tmp_path, text, Education)}


def test_a_cv_row_under_its_label_with_dates_apart_is_no_wrapped_line():
    from labgraph.ingest.text import reflow
    prose = ("She studies how reef-building corals recover after marine heatwaves, combining long-term\n"
             "monitoring with photogrammetry and physiological experiments in the field and the lab.\n") * 6
    rows = ("EDUCATION         James Cook University, Townsville, QLD, Australia              2017 – 2021\n"
            "                  Ph.D., Marine Biology\n"
            "\n"
            "PAPER II          I. S. Aakre, E. Sande, K. Roe and many other authors of this long list\n"
            "                  of a paper whose authors wrap onto the next line under the label text\n")
    lines = reflow(prose + rows).split("\n")
    assert "                  Ph.D., Marine Biology" in lines      # a row of its own under the dated row
    # an entry whose text wraps under its label is still joined
    assert any(line.startswith("PAPER II") and "wrap onto the next line" in line for line in lines)


def test_a_postdoc_in_a_groups_leader_named_with_three_words(tmp_path):
    from labgraph.model import OWNER, Supervision
    text = ("Ana Roe\n\nBefore moving to London I spent three years as a postdoc in Henrik Aalbæk Sørensen's group at "
            "Statens Serum Institut.\n")
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, text, Supervision)}
    assert ("Henrik Aalbæk Sørensen", OWNER, "Postdoc") in sups


_ARRIVALS = """Ana Roe

I am an Assistant Professor at the University of Leeds.

News

Welcome to Kwabena Owusu-Ansah, who starts his PhD with us this term, co-supervised with Ellen J. Marsh.

Well done to my MSc summer-project student Sophie Laurent, who got a distinction!

Welcome to Pia Lund, who visited us last spring from Oslo.
"""


def test_a_news_welcome_to_a_new_student_and_a_students_kind_before_the_name(tmp_path):
    from labgraph.model import OWNER, Supervision
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _ARRIVALS, Supervision)}
    assert (OWNER, "Kwabena Owusu-Ansah", "PhD") in sups and ("Ellen J. Marsh", "Kwabena Owusu-Ansah", "PhD") in sups
    assert (OWNER, "Sophie Laurent", "Master") in sups
    assert not [s for s in sups if s[1] == "Pia Lund"]       # a visitor is no one's student


def test_the_lines_after_a_drawn_table_keep_their_numbers(tmp_path):
    from labgraph.model import Award
    text = ("Ana Roe\n\nStudents:\n\n┌──────────┬──────┬─────┐\n│Name      │Year  │Desc.│\n├──────────┼──────┼─────┤\n"
            "│Bo Lindqvist│2019 │     │\n├──────────┼──────┼─────┤\n│Cy Okafor │2021  │     │\n└──────────┴──────┴─────┘\n\n"
            "Awards\n\n- Fields Medal, 2022\n")
    lines = text.split("\n")
    award = next(a for a in _claims(tmp_path, text, Award))
    assert lines[award.evidence.line - 1] == "- Fields Medal, 2022"


def test_a_co_guide_column_and_an_indian_kr_inside_a_name():
    from labgraph.extract.patterns import take_names
    assert take_names("Prof. Hemanta Kr. Deka (Dept. of Mathematics, IITG)") == ["Hemanta Kr. Deka"]
    assert take_names("Ana Kr. Roe. She works at X.") == ["Ana Kr. Roe"]


def test_a_scholars_table_co_guide_column_names_co_supervisors(tmp_path):
    from labgraph.model import OWNER, Supervision
    text = ("Arun Roy\n\nPhD scholars\n\nName | Joined | Broad Area | Co-guide\n"
            "Tanmoy Kalita | Jul 2022 | Waveform design | Prof. Hemanta Kr. Deka (Dept. of Mathematics)\n"
            "Lal Hmar | Jan 2021 | mmWave backhaul | Dr. Priya Boro\n")
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, text, Supervision)}
    assert {(OWNER, "Tanmoy Kalita"), ("Hemanta Kr. Deka", "Tanmoy Kalita"), ("Priya Boro", "Lal Hmar")} <= sups


def test_a_news_tables_row_of_a_new_research_fellow(tmp_path):
    from labgraph.model import OWNER, Supervision
    text = ("Ana Roe\n\nI am an Assistant Professor at the University of Leeds.\n\n## news\n\n| | |\n|:--|:--|\n"
            "| Oct 10, 2023 | Dr. Ibrahim Sesay joins the group as a Research Fellow (postdoc) on the serology project. |\n"
            "| Jun 15, 2023 | Gave the keynote at the Epidemics in Practice workshop in Lisbon. |\n")
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, text, Supervision, name="about.md")}
    assert (OWNER, "Ibrahim Sesay", "Postdoc") in sups
    # a fellow of no stated kind is no one's postdoc
    text = text.replace("Research Fellow (postdoc)", "Research Fellow")
    assert not [s for s in _claims(tmp_path, text, Supervision, name="about.md") if s.advisee == "Ibrahim Sesay"]
