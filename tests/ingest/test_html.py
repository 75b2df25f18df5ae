from __future__ import annotations

from pathlib import Path

import pytest

from labgraph.errors import InputError
from labgraph.ingest import read
from labgraph.ingest.html import html_document, is_html, read_html
from labgraph.model import Link

from .pages import FOOTER, NAV, text_to_html

HOMEPAGE = """<!DOCTYPE html>
<html><head><title>Dana Okafor</title><base href="https://dana.example.org/">
<style>.x{color:red}</style><script>var tracking = "Professor of Tracking";</script></head>
<body>""" + NAV + """
<main>
<h1>Dana Okafor</h1>
<p>I am an Associate Professor at <a href="https://www.northfield.example.edu">Northfield University</a>,
where I lead the Stream Systems group. My research is on storage engines and dataflow runtimes.</p>
<h2>Education</h2>
<ul>
<li>PhD in Computer Science, 2015<br>University of Glückstadt</li>
<li>MSc in Mathematics, 2011<br>Riverbend Institute of Technology</li>
</ul>
<h2>Students</h2>
<ul>
<li><a href="people/priya.html">Priya Raman</a> (PhD, 2020-2024)</li>
<li>Tomas Ek (MSc, 2022)</li>
</ul>
<h2>Software</h2>
<p><strong>streamdb</strong>: an out-of-core stream processor
(<a href="https://github.com/northfield/streamdb">GitHub</a>)</p>
</main>
""" + FOOTER + "</body></html>"


def _page(tmp_path: Path, markup: str | bytes, name: str = "index.html") -> Path:
    path = tmp_path / name
    path.write_bytes(markup.encode("utf-8") if isinstance(markup, str) else markup)
    return path


def test_headings_list_items_and_paragraphs_each_get_their_own_line(tmp_path):
    lines = read_html(_page(tmp_path, HOMEPAGE)).text.split("\n")
    assert lines[0] == "Dana Okafor"
    assert "" == lines[lines.index("Education") - 1] == lines[lines.index("Education") + 1]
    assert "  • PhD in Computer Science, 2015" in lines
    assert "  • Priya Raman (PhD, 2020-2024)" in lines
    assert "  • Tomas Ek (MSc, 2022)" in lines
    assert any(line.startswith("I am an Associate Professor at Northfield University, where I lead") for line in lines)


def test_line_break_inside_a_list_item_continues_the_item_indented(tmp_path):
    text = read_html(_page(tmp_path, HOMEPAGE)).text
    assert "  • PhD in Computer Science, 2015\n      University of Glückstadt\n" in text


def test_navigation_footer_cookie_banner_and_scripts_are_dropped(tmp_path):
    text = read_html(_page(tmp_path, HOMEPAGE)).text
    for clutter in ("Publications", "Teaching", "cookies", "All rights reserved", "Hugo", "Tracking", "color:red"):
        assert clutter not in text


def test_links_keep_anchor_url_and_line(tmp_path):
    doc = read_html(_page(tmp_path, HOMEPAGE))
    lines = doc.text.split("\n")
    by_text = {link.text: link for link in doc.links}
    assert by_text["Priya Raman"].url == "https://dana.example.org/people/priya.html"  # resolved against <base>
    assert by_text["GitHub"].url == "https://github.com/northfield/streamdb"
    for link in doc.links:
        assert link.text in lines[link.line - 1]
    assert "streamdb" in lines[by_text["GitHub"].line - 1]  # a repository link sits beside its project
    assert not any(link.url.endswith(("/people/", "/privacy/")) for link in doc.links)


def test_script_and_fragment_links_are_not_kept():
    doc = html_document("p.html", "<html><body><main><p>Our group builds compilers and runtimes for "
                        "accelerators. <a href='javascript:void(0)'>Show more</a> <a href='#top'>Top</a> "
                        "<a href='mailto:lab@example.org'>Write to us</a></p></main></body></html>")
    assert doc.links == (Link("Write to us", "mailto:lab@example.org", 1),)


def test_nested_lists_indent_one_step_per_level():
    doc = html_document("p.html", "<html><body><main><h2>Projects</h2><ul><li>Graph engines<ul><li>FastGraph</li>"
                        "<li>SlowGraph</li></ul></li><li>Compilers</li></ul><p>These projects are funded by "
                        "research councils across Europe and beyond.</p></main></body></html>")
    assert "  • Graph engines\n    • FastGraph\n    • SlowGraph\n  • Compilers" in doc.text


def test_table_rows_become_lines():
    doc = html_document("p.html", "<html><body><main><h2>Experience</h2><table><tr><td>2019-now</td>"
                        "<td>Associate Professor, Northfield University</td></tr><tr><td>2015-2019</td>"
                        "<td>Research Scientist, Lakeside Labs</td></tr></table></main></body></html>")
    assert "2019-now | Associate Professor, Northfield University" in doc.text.split("\n")
    assert "2015-2019 | Research Scientist, Lakeside Labs" in doc.text.split("\n")


@pytest.mark.parametrize("markup", [
    "<html><body><h2>Students</h2><ul><li>Ann Lee (PhD<li><b>Tom <i>Wu</b></i> (MSc)</ul><p>We study systems.",
    "<div><p>unclosed <span>everything <table><td>cell</div></p>",
    "<<<>>> &&& </html> <html>",
    "\x00\x01 binary-ish",
    "<html><head></head><body></body></html>",
    "<?xml version='1.0' encoding='utf-8'?><html><body><p>An XHTML page about our graph group.</p></body></html>",
])
def test_malformed_html_gives_a_document_not_an_exception(markup):
    doc = html_document("broken.html", markup)
    assert doc.format == "html" and isinstance(doc.text, str)


def test_malformed_list_keeps_its_items():
    doc = html_document("broken.html", "<html><body><h2>Students</h2><ul><li>Ann Lee (PhD)<li><b>Tom <i>Wu</b>"
                        "</i> (MSc)</ul><p>We study distributed systems.</body>")
    assert "  • Ann Lee (PhD)\n  • Tom Wu (MSc)" in doc.text


def test_page_that_is_only_navigation_warns_and_reads_nothing():
    menu = "".join(f"<li><a href='/p{i}'>Section number {i}</a></li>" for i in range(40))
    doc = html_document("menu.html", f"<html><body><nav><ul>{menu}</ul></nav><footer>(c) 2020</footer></body></html>")
    assert doc.text == "" and doc.links == ()
    assert "navigation" in doc.warnings[0] and "menu.html" in doc.warnings[0]


def test_page_that_is_mostly_navigation_warns_and_keeps_its_content():
    menu = "".join(f"<li><a href='/p{i}'>Section number {i}</a></li>" for i in range(40))
    doc = html_document("hub.html", f"<html><body><div><ul>{menu}</ul></div><p>Welcome to the lab.</p></body></html>")
    assert doc.text == "Welcome to the lab."
    assert "mostly navigation" in doc.warnings[0]


def test_ordinary_page_has_no_warning(tmp_path):
    assert read_html(_page(tmp_path, HOMEPAGE)).warnings == ()


def test_latin1_page_is_decoded(tmp_path):
    markup = "<html><body><main><h2>Über uns</h2><p>Wir erforschen Datenbanken in Zürich und München, " \
             "seit vielen Jahren.</p></main></body></html>"
    doc = read_html(_page(tmp_path, markup.encode("latin-1")))
    assert "Über uns" in doc.text and "Zürich" in doc.text
    assert "Windows-1252" in doc.warnings[0]


def test_empty_file_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="empty"):
        read_html(_page(tmp_path, "   "))


def test_page_without_html_suffix_is_sniffed(tmp_path):
    path = _page(tmp_path, "\n  <!doctype html>" + HOMEPAGE.split("\n", 1)[1], name="homepage")
    assert is_html(path.read_bytes()[:4096])
    assert read(path).format == "html"


def test_generated_page_reads_back_as_the_text_it_shows():
    text = "Ann Lee\n\nAbout\n\nI work on compilers for sparse tensor programs at Hillcrest.\n\n" \
           "Education\n\n  • PhD, Hillcrest University, 2021\n  • BSc, Lakeside College, 2016\n"
    doc = html_document("gen.html", text_to_html(text))
    assert doc.text == text.strip("\n")


def test_headings_the_main_content_extractor_dropped_are_put_back():
    # trafilatura keeps these paragraphs and the table but not the <h1>/<h2> above them.
    page = """<!DOCTYPE html><html><head><title>Profile</title></head><body><div class="profile">
<h1>Ingrid Solberg, Professor of History</h1>
<p>Department of History, University of Tromsø</p>
<h2>Biography</h2>
<p>Ingrid Solberg is Professor of History at the University of Tromsø, where she has taught since 2011.
She holds a PhD in History from the University of Oslo, where her advisor was Per Lindahl.</p>
<h2>Doctoral Supervision</h2>
<table><tr><th>Student</th><th>Year</th><th>First placement</th></tr>
<tr><td>Maren Dahl</td><td>2019</td><td><a href="https://uib.no">University of Bergen</a></td></tr></table>
</div></body></html>"""
    doc = html_document("p.html", page)
    lines = doc.text.split("\n")
    assert lines[0] == "Ingrid Solberg, Professor of History"
    assert lines.index("Biography") < next(i for i, ln in enumerate(lines) if ln.startswith("Ingrid Solberg is"))
    table = next(i for i, ln in enumerate(lines) if ln.startswith("Student |"))
    assert lines[table - 2] == "Doctoral Supervision" and lines[table - 1] == ""
    link = next(k for k in doc.links if k.url == "https://uib.no")
    assert "University of Bergen" in lines[link.line - 1]          # link lines follow the inserted headings
    assert doc.text.count("Biography") == 1


def test_header_block_under_the_h1_is_kept_when_the_extractor_drops_it():
    markup = ("<html><body><div id='top'><h1>Ada Quinn</h1><p>Professor of Geology<br>School of Earth Sciences, "
              "Marlow University</p></div><div id='content'><h2>Publications</h2><ul>"
              + "".join(f"<li>Quinn A, Reyes T. Paper number {i} on sediment transport. J Geol Res. 20{10 + i}.</li>"
                        for i in range(6))
              + "</ul></div></body></html>")
    lines = html_document("p.html", markup).text.splitlines()
    assert lines[:3] == ["Ada Quinn", "Professor of Geology", "School of Earth Sciences, Marlow University"]
    assert lines.count("Professor of Geology") == 1


def test_an_entry_part_marked_as_authors_or_date_is_kept(tmp_path):
    markup = """<html><body><main><h1>Ines Moreau</h1><h2>Publications</h2><ol>
    <li><span class="pub-title">Sparse Kernels on Tiny Devices</span><br>
    <span class="authors">Ines Moreau, Karl Brandt</span><br>
    <span class="venue">MLSys 2024</span> <span class="date">May 2024</span></li>
    <li><div class="title">Pruning Without Retraining</div><div class="author-list">Karl Brandt, Ines Moreau</div>
    <em class="meta">ICML 2023</em></li></ol>
    <p>I study efficient machine learning on embedded hardware and compilers for it.</p></main></body></html>"""
    text = read_html(_page(tmp_path, markup)).text
    assert "Ines Moreau, Karl Brandt" in text and "Karl Brandt, Ines Moreau" in text
    assert "MLSys 2024" in text and "May 2024" in text and "ICML 2023" in text
    assert "  • Pruning Without Retraining\n      Karl Brandt, Ines Moreau\n      ICML 2023" in text


def test_dropped_headings_over_two_tables_that_open_alike_each_go_over_their_own(tmp_path):
    rows = "".join(f"<tr><td>{n}</td><td>PhD student</td><td>202{i}</td></tr>" for i, n in enumerate(["Ana Ruiz", "Bo Lind"]))
    old = "".join(f"<tr><td>{n}</td><td>Postdoc</td><td>2015–2019</td></tr>" for n in ["Cy Moreau", "Di Okafor"])
    markup = ("<html><body><h1>Estuary Group</h1><p>The Estuary Group studies how rivers meet the sea.</p>"
              "<h2>Group members</h2><table><tr><th>Name</th><th>Role</th><th>Since</th></tr>" + rows + "</table>"
              "<h2>Alumni</h2><table><tr><th>Name</th><th>Role</th><th>Years</th></tr>" + old + "</table></body></html>")
    lines = [ln.strip() for ln in read_html(_page(tmp_path, markup)).text.split("\n") if ln.strip()]
    members, alumni = lines.index("Group members"), lines.index("Alumni")
    first = lambda name: next(i for i, ln in enumerate(lines) if name in ln)
    assert members < first("Ana Ruiz") < alumni < first("Cy Moreau")


def test_blanks_next_to_inline_elements_survive_the_main_content_extractor():
    markup = ("<html><body><main><h1>Ana Ruiz</h1><p>I am a doctoral student advised by\n"
              "<a href='https://x.example.org'>Prof. Lena Ohm</a>, working on glaciers and sea ice.</p>"
              "<ul><li><span class='t'>Melt ponds on drifting ice.</span> <a href='j.html'><span>J. Glaciol.</span>"
              " <span>68</span></a> (2022)</li>"
              "<li><span>Eva Holm</span><sup>0002</sup>, <span>Ana Ruiz</span>: Brine channels revisited. "
              "Cryosphere 2021</li></ul></main></body></html>")
    text = html_document("p.html", markup).text
    assert "advised by Prof. Lena Ohm" in text
    assert "Melt ponds on drifting ice. J. Glaciol. 68 (2022)" in text
    assert "Eva Holm 0002, Ana Ruiz" in text                 # DBLP's namesake number set apart
    assert "\u2800" not in text


def test_a_superscript_that_is_no_dblp_number_stays_attached():
    markup = ("<html><body><main><h1>Notes</h1><p>We measured CO<sub>2</sub> uptake in m<sup>2</sup> plots "
              "across twelve alpine meadows over three summers.</p></main></body></html>")
    assert "CO2 uptake in m2 plots" in html_document("p.html", markup).text


TEMPLATE_HOMEPAGE = """<!DOCTYPE html><html><head><title>Ivo Berg</title></head><body>
<table style="width:100%"><tr><td>
<h1>Ivo Berg</h1>
<p>I am a PhD student at the Institute of Science and Technology Austria working on graph learning.</p>
<h2>Publications</h2>
<p>* equal contribution</p>
<table>
<tr><td><img src="a.png"></td><td>
<a href="https://arxiv.org/abs/1"><papertitle>Sparse Message Passing for Molecular Graphs</papertitle></a><br>
<strong>Ivo Berg*</strong>, Mara Lind*, Otto Kern<br>
<em>ICML</em>, 2023 <span>Oral</span><br>
[<a href="a.pdf">PDF</a>] [<a href="https://github.com/iberg/smp">Code</a>]
</td></tr>
<tr><td><img src="b.png"></td><td>
<a href="b.pdf"><papertitle>Equivariant Pooling Revisited</papertitle></a><br>
Mara Lind, <strong>Ivo Berg</strong><br>
<em>NeurIPS Workshop on Symmetry</em>, 2022<br>
</td></tr>
</table>
<h2>Teaching</h2>
<ul><li>Teaching assistant, Graph Algorithms, 2022 and 2023 at the Institute</li></ul>
</td></tr></table></body></html>"""


def test_a_homepage_laid_out_in_a_table_keeps_its_sections_in_order_and_one_entry_per_paper():
    lines = html_document("p.html", TEMPLATE_HOMEPAGE).text.splitlines()
    at = lines.index("Publications")
    at = lines.index("* equal contribution")
    assert lines[at + 1:at + 8] == [
        "", "  • Sparse Message Passing for Molecular Graphs", "      Ivo Berg*, Mara Lind*, Otto Kern",
        "      ICML, 2023 Oral", "      [PDF] [Code]", "  • Equivariant Pooling Revisited", "      Mara Lind, Ivo Berg"]
    assert lines.index("Teaching") > at + 8              # the nested table no longer lands after the page


def test_a_data_table_with_several_filled_cells_stays_one_line_per_row():
    markup = ("<html><body><main><h1>Grants</h1><table><tr><td>2021</td><td>Ice Sheet Dynamics<br>NSF</td></tr>"
              "<tr><td>2019</td><td>Sea Level Budgets<br>ESA</td></tr></table></main></body></html>")
    text = html_document("p.html", markup).text
    assert "  •" not in text and "2021 |" in text


def test_a_definition_list_writes_each_term_with_its_description():
    markup = ("<html><body><main><h1>Eva Holm</h1><h2>Career</h2><dl>"
              "<dt>2013 – 2019</dt><dd>Associate Professor, University of Tromsø</dd>"
              "<dt>since 2019</dt><dd>Professor, University of Oslo</dd></dl>"
              "<h2>Team</h2><dl><dt>PhD students</dt><dd>Ola Nordmann, Kari Berg</dd><dd>Per Dahl</dd>"
              "<dt>Alumni</dt></dl></main></body></html>")
    lines = html_document("p.html", markup).text.splitlines()
    assert "  • 2013 – 2019 Associate Professor, University of Tromsø" in lines
    assert "  • since 2019 Professor, University of Oslo" in lines
    assert "  • PhD students: Ola Nordmann, Kari Berg" in lines
    assert "  • PhD students: Per Dahl" in lines
    assert "  • Alumni" in lines                        # a term without a description stays alone


def test_a_header_paragraph_is_put_back_as_one_line_not_cut_at_the_source_line_breaks():
    markup = ("<html><body><table><tr><td><h1>Eva Holm</h1>\n<p>I am a PhD student at the University of Oslo, "
              "where I am advised by\n<a href='x.html'>Prof. Kari Berg</a>. I study fjord circulation and sea "
              "ice with models\nand moorings.</p><h2>News</h2><ul><li>2024: a paper on fjords accepted at "
              "JGR Oceans</li><li>2023: moved to Oslo for my doctoral studies</li></ul></td></tr></table>"
              "</body></html>")
    text = html_document("p.html", markup).text
    assert "where I am advised by Prof. Kari Berg. I study" in text


THEME_LIST = """<!DOCTYPE html><html><head><title>publications | Eva Holm</title></head><body>
<div class="post"><h1>publications</h1><article><h2>2024</h2><ol class="bibliography">
<li><div class="row"><div class="col-sm-2 abbr"><abbr class="badge">ICLR</abbr></div>
<div id="holm2024" class="col-sm-8"><div class="title">Sparse Probes for Sea-Ice Models</div>
<div class="author"><em>Eva Holm</em>*, <a href="https://x.org">Per Rask</a>*, and Ola Dahl</div>
<div class="periodical"><em>In International Conference on Learning Representations</em>, 2024</div>
<div class="links"><a class="abstract btn">Abs</a><a class="bibtex btn">Bib</a><a href="a.pdf" class="btn">PDF</a>
<a href="https://github.com/eholm/probes" class="btn">Code</a></div>
<div class="abstract hidden"><p>We probe sea-ice models in 2019 and 2020 data.</p></div></div></div></li>
<li><div class="row"><div class="col-sm-2 abbr"><abbr class="badge">JGR</abbr></div>
<div id="holm2023" class="col-sm-8"><div class="title">Melt Ponds from Space</div>
<div class="author">Per Rask, and <em>Eva Holm</em></div>
<div class="periodical"><em>Journal of Geophysical Research</em>, 2023</div></div></div></li>
</ol></article></div></body></html>"""


def test_a_theme_entry_laid_out_in_nested_blocks_reads_as_one_item_with_its_lines():
    lines = html_document("p.html", THEME_LIST).text.splitlines()
    at = lines.index("  • Sparse Probes for Sea-Ice Models")
    assert lines[at + 1:at + 3] == ["      Eva Holm*, Per Rask*, and Ola Dahl",
                                    "      In International Conference on Learning Representations, 2024"]
    assert "  • Melt Ponds from Space" in lines
    text = "\n".join(lines)
    assert "Abs" not in text and "We probe" not in text and "ICLR" not in text


def test_an_item_with_two_plain_blocks_is_left_to_the_simpler_rule():
    markup = ("<html><body><main><h1>Talks</h1><ul><li><div>Sea ice in a warming Arctic</div>"
              "<div>Tromsø, 2023</div></li><li><div>Fjord circulation explained</div><div>Oslo, 2022</div></li>"
              "</ul></main></body></html>")
    lines = html_document("p.html", markup).text.splitlines()
    assert "  • Sea ice in a warming Arctic" in lines


def test_a_portal_entry_headed_by_its_title_is_one_item_and_the_profile_units_are_kept():
    markup = ("<html><body><div class='person'><h1>Eva Holm</h1><p>Assistant Professor</p>"
              "<ul class='organisations'><li><a href='/o/1'><span>Institute for Marine Research</span></a></li></ul>"
              "</div><h2>Research output per year</h2><ul class='list-results'>"
              "<li><h3 class='title'><a href='/p/1'><span>Winter mixing in fjords</span></a></h3>"
              "<a href='/e'><span>Holm, E.</span></a> &amp; Rask, P., <span class='date'>2022</span>, "
              "In: Ocean Science. 18, 101110.</li>"
              "<li><h3 class='title'><a href='/p/2'><span>Tidal fronts over sills</span></a></h3>"
              "Rask, P. &amp; <a href='/e'><span>Holm, E.</span></a>, <span class='date'>2021</span>, "
              "In: Journal of Marine Systems. 210, 1-9.</li></ul></body></html>")
    lines = html_document("p.html", markup).text.splitlines()
    assert lines[:3] == ["Eva Holm", "Assistant Professor", "Institute for Marine Research"]
    at = lines.index("  • Winter mixing in fjords")
    assert lines[at + 1].strip() == "Holm, E. & Rask, P., 2022, In: Ocean Science. 18, 101110."
    assert "Winter mixing in fjords" not in [line.strip() for line in lines if not line.startswith("  •")]


def test_a_dropped_heading_goes_over_its_own_text_not_a_paper_titled_alike(tmp_path):
    markup = ("<html><body><h1>Bea Torres</h1><p>I am a hydrologist at Vale University.</p>"
              "<section id='papers'><h2>Recent papers</h2><ol reversed>"
              "<li>Torres, B., Lind, A. (2022). Reservoir rules under deep uncertainty. <em>Journal of Hydrology</em>, 612, 12.</li>"
              "<li>Torres, B., Okafor, D. (2021). Tidewatch: a tide model for small estuaries. <em>Ocean Modelling</em>, 26, e14.</li>"
              "<li>Torres, B. (2015). Ensemble streamflow forecasts for the Vale basin. <em>Hydrology Letters</em>, 19, 8.</li>"
              "</ol></section><section id='code'><h2>Code</h2><p><a href='https://github.com/btorres/tidewatch'>Tidewatch</a>"
              " — open-source tide model (Python), developed by Ana Lind and me.<br><a href='https://github.com/btorres/dryspell'>"
              "dryspell</a> — R package for dry spells.</p></section><footer>© 2025 Bea Torres</footer></body></html>")
    lines = [ln.strip() for ln in read_html(_page(tmp_path, markup)).text.split("\n") if ln.strip()]
    code = lines.index("Code")
    assert all("Tidewatch: a tide model" not in ln for ln in lines[code:])
    assert lines[code + 1].startswith("Tidewatch — open-source")


def test_a_page_of_several_articles_keeps_them_all():
    # one <article> per thesis defence: the main-content extractor took the first for the whole page, dropped the rest
    events = "".join(
        f"<article class='defence'><h3>{topic}: models, measurements and a field campaign</h3><ul>"
        f"<li><strong>Date:</strong> {n} May 2025, 16:00, Aula Magna, Main Building, Campus North</li>"
        f"<li><strong>Candidate:</strong> {who}</li><li><strong>Research group:</strong> Soil Physics (SP)</li>"
        f"<li><strong>Supervisor(s):</strong> Prof. dr. Ilse Varga (promotor, SP); dr. Tom Briggs, Institute of "
        f"Geosciences (co-promotor)</li><li><strong>Committee:</strong> Prof. Karl Moe (chair); Prof. Noor Haddad "
        f"(University of Ghent); dr. Pia Lund (Deltares)</li></ul></article>"
        for n, topic, who in [(1, "Soil carbon", "Ana Ruiz"), (2, "River deltas", "Tom Ek"), (3, "Sea ice", "Li Wen")])
    doc = html_document("events.html", f"<html><body>{NAV}<main><h1>PhD defences</h1>{events}</main>{FOOTER}</body></html>")
    for who in ("Ana Ruiz", "Tom Ek", "Li Wen"):
        assert f"Candidate: {who}" in doc.text
    assert doc.text.index("Ana Ruiz") < doc.text.index("Tom Ek") < doc.text.index("Li Wen")


def test_a_single_article_is_still_the_main_content():
    doc = html_document("post.html", f"<html><body>{NAV}<article><h1>About me</h1><p>I am a lecturer in "
                                     f"soil science at the University of Reading since 2019.</p></article>"
                                     f"{FOOTER}</body></html>")
    assert "lecturer in soil science" in doc.text
    assert "All rights reserved" not in doc.text and "Privacy policy" not in doc.text
