"""The page's <title> names its owner when nothing the main-content extractor kept does."""
from labgraph.extract import extract_document
from labgraph.ingest.html import html_document
from labgraph.model import PersonClaim, Supervision

from .pages import FOOTER, NAV

BODY = """<body>""" + NAV + """
<div class="content">
<p>I am an associate professor in the Department of Geosciences at Tarn University, where I study glacier
hydrology and sediment transport in high-latitude catchments of the northern mountains.</p>
<h2>Current students</h2>
<ul><li>Oskar Lind (PhD, since 2021)</li><li>Mei Tanaka (PhD, since 2022)</li></ul>
</div>""" + FOOTER + "</body></html>"


def _page(title: str) -> str:
    return f"<html><head><title>{title}</title></head>{BODY}"


def test_a_title_with_the_owner_s_name_goes_on_top():
    doc = html_document("p.html", _page("Ingrid Solvang | Tarn University"))
    assert doc.text.splitlines()[0] == "Ingrid Solvang | Tarn University"
    claims = extract_document(doc).claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Ingrid Solvang"]
    assert {c.advisee for c in claims if isinstance(c, Supervision)} == {"Oskar Lind", "Mei Tanaka"}


def test_a_one_word_title_is_left_out():
    doc = html_document("p.html", _page("Home"))
    assert doc.text.splitlines()[0].startswith("I am an associate professor")


def test_a_title_already_kept_is_not_repeated():
    markup = _page("Ingrid Solvang").replace('<div class="content">', '<div class="content"><h1>Ingrid Solvang</h1>')
    lines = html_document("p.html", markup).text.splitlines()
    assert lines.count("Ingrid Solvang") == 1 and lines[0] == "Ingrid Solvang"


def test_links_move_down_with_the_title():
    markup = _page("Ingrid Solvang | Tarn University").replace("Oskar Lind", '<a href="https://o.org">Oskar Lind</a>')
    doc = html_document("p.html", markup)
    link = next(k for k in doc.links if k.text == "Oskar Lind")
    assert "Oskar Lind" in doc.text.splitlines()[link.line - 1]


def test_a_title_whose_names_the_top_already_gives_is_left_out():
    markup = _page("Members | Solvang Lab for Glacier Hydrology").replace(
        "<p>I am an", "<p>The Solvang Lab studies ice. I am an")
    assert not html_document("p.html", markup).text.startswith("Members")


def test_a_lab_named_only_in_the_title_goes_on_top():
    doc = html_document("p.html", _page("People – Glacier Hydrology Lab"))
    assert doc.text.splitlines()[0] == "People – Glacier Hydrology Lab"
