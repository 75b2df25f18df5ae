"""Publication entries laid out in divisions (site themes' citation lists) keep their author lists."""
from labgraph.extract import extract_document
from labgraph.ingest.html import html_document
from labgraph.model import Publication

from .pages import FOOTER, NAV

PAGE = """<html><head><title>Ingrid Solvang</title></head><body>""" + NAV + """
<main><h1>Ingrid Solvang</h1>
<p>I am an associate professor of glaciology at Tarn University, working on meltwater and sediment in the north.</p>
<section id="publications"><h1>Recent Publications</h1>
<div class="pub-list-item view-citation">
  <span class="article-metadata li-cite-author"><span>Ingrid Solvang</span>, <span>Oskar Lind</span></span>
  (2023). <a href="/publication/melt/">Meltwater pulses under thinning glaciers</a>.
  <em>Journal of Glacier Hydrology</em>.
  <p><a class="btn" href="/melt.pdf">PDF</a> <a class="btn" href="#">Cite</a></p>
</div>
<div class="pub-list-item view-citation">
  <span class="article-metadata li-cite-author"><span>Mei Tanaka</span>, <span>Ingrid Solvang</span></span>
  (2021). <a href="/publication/silt/">Suspended silt in proglacial lakes</a>.
  <em>Arctic Sediment Letters</em>.
</div>
</section></main>""" + FOOTER + "</body></html>"


def test_a_theme_s_citation_divisions_keep_their_authors():
    doc = html_document("p.html", PAGE)
    assert "Ingrid Solvang, Oskar Lind (2023). Meltwater pulses under thinning glaciers." in doc.text
    pubs = {c.title: c.authors for c in extract_document(doc).claims if isinstance(c, Publication)}
    assert pubs["Suspended silt in proglacial lakes"] == ("Mei Tanaka", "Ingrid Solvang")
