"""Session-20 rules from round 35 (mainstream pages of fields and layouts not met before): a homepage whose profile
is an ``<article>`` beside its other sections, a code list whose items open with a short link, a venue badge that
opens an entry, a unit named by its list of subjects."""
from labgraph.extract import extract_document
from labgraph.extract.patterns import orgs_in
from labgraph.ingest.html import html_document
from labgraph.model import OWNER, Affiliation, Publication, Software

STUDENT_PAGE = """<!doctype html><html><head><title>Lan Vo</title></head><body>
<header class="site-header"><a class="site-title" href="/">Lan Vo</a>
<nav><a href="/">about</a> <a href="/publications/">publications</a> <a href="/cv.pdf">cv</a></nav></header>
<article class="profile">
  <div class="card"><h1>Lan Vo</h1><p>Room 2.14, Physics Building</p></div>
  <div class="bio"><p>I am a third-year PhD student in the Department of Geography at Tarn University, advised by
  Mirela Dascalu. I am part of the Centre for Rivers, Soils and Sediment and work on floodplain carbon.</p></div>
</article>
<section class="publications">
  <h2>selected publications</h2>
  <ol class="bibliography">
    <li>
      <span class="venue-badge">WRR 2024</span>
      <div class="title">Carbon burial in braided floodplains</div>
      <div class="author"><em>Lan Vo</em>, Jonas Albrecht, Mirela Dascalu</div>
      <div class="links"><a href="#">abs</a> <a href="#">pdf</a></div>
    </li>
    <li>
      <span class="venue-badge">ESurf 2023</span>
      <div class="title">Sediment pulses after dam removal</div>
      <div class="author">Jonas Albrecht, <em>Lan Vo</em></div>
      <div class="links"><a href="#">pdf</a></div>
    </li>
  </ol>
</section>
<section class="code">
  <h2>code</h2>
  <ul>
    <li><a href="https://github.com/lanvo/floodc"><b>floodc</b></a> &mdash; a floodplain carbon budget model in Julia. I wrote and maintain it.</li>
    <li><a href="https://github.com/lanvo/sedpy"><b>sedpy</b></a> &mdash; sediment rating curves, with Jonas Albrecht.</li>
  </ul>
</section>
<footer>&copy; 2024 Lan Vo</footer></body></html>"""


def test_a_profile_article_beside_the_page_s_sections_is_one_part_of_the_page():
    doc = html_document("vo.html", STUDENT_PAGE)
    # the extractor took the <article> for the whole page and dropped the sections beside it
    assert "selected publications" in doc.text and "a floodplain carbon budget model in Julia" in doc.text


def test_a_list_of_code_opening_with_short_links_is_no_menu():
    doc = html_document("vo.html", STUDENT_PAGE)
    claims = extract_document(doc).claims
    software = {c.name: c.repository for c in claims if isinstance(c, Software) and c.repository}
    assert software.get("floodc") == "https://github.com/lanvo/floodc"
    assert software.get("sedpy") == "https://github.com/lanvo/sedpy"
    # the links keep their own text ("floodc", not padded)
    assert any(link.text == "floodc" for link in doc.links)


def test_a_venue_badge_opening_an_entry_is_its_venue_line():
    doc = html_document("vo.html", STUDENT_PAGE)
    lines = [line.strip() for line in doc.text.splitlines()]
    at = lines.index("• Carbon burial in braided floodplains")
    assert lines[at + 1:at + 3] == ["Lan Vo, Jonas Albrecht, Mirela Dascalu", "WRR 2024"]
    pubs = {c.title: c for c in extract_document(doc).claims if isinstance(c, Publication)}
    assert pubs["Carbon burial in braided floodplains"].year == 2024
    assert pubs["Sediment pulses after dam removal"].authors == ("Jonas Albrecht", "Lan Vo")


def test_a_unit_named_by_its_list_of_subjects():
    assert orgs_in("I am part of the Institute for Language, Cognition and Computation (ILCC).") == \
        ("Institute for Language, Cognition and Computation",)
    assert orgs_in("She is at the Department of Physics, Astronomy and Geophysics at Lund University.") == \
        ("Department of Physics, Astronomy and Geophysics", "Lund University")
    # places after a comma are no subjects of the unit
    assert orgs_in("He worked at the Department of Physics, Oxford and Cambridge.") == ("Department of Physics",)
    claims = extract_document(html_document("vo.html", STUDENT_PAGE)).claims
    assert Affiliation in {type(c) for c in claims if getattr(c, "org", "") == "Centre for Rivers, Soils and Sediment"
                           and getattr(c, "person", None) == OWNER}
