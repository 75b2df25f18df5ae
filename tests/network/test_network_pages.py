"""The HTML pages, opened offline in a real headless Chromium."""
from __future__ import annotations

import re
import time
from pathlib import Path

import networkx as nx
import pytest
from rdflib import Graph

from labgraph.network import (add_communities, coauthor_graph, rdf_to_networkx,
                              supervision_graph, write_collab_html, write_lineage_html,
                              write_network_html)
from labgraph.network.html import render_page

from .test_collab import TURTLE

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
HOSTILE = "<img src=x onerror=alert(1)>"

HOSTILE_TURTLE = TURTLE + f"""
<https://w3id.org/labgraph/id/paper/trap> a lg:Publication ; lg:year 2023 ;
    rdfs:label "Trap </script><script>alert(2)</script>" ;
    lg:author p:ada, p:mal .
p:mal rdfs:label "{HOSTILE}" ; lg:affiliation o:evil .
o:evil rdfs:label "<b onmouseover=alert(3)>Evil & Co</b>" .
"""


def open_page(chromium, path: Path):
    page = chromium.open_page()
    page.goto(path.resolve().as_uri())
    page.wait_for("window.labgraph && window.labgraph.ready", timeout=60)
    return page


def assert_clean(page) -> None:
    """Nothing but the file itself was requested, nothing failed, nothing alerted."""
    leaving = [u for u in page.requested_urls() if not u.startswith(("file:", "data:"))]
    assert leaving == []
    assert page.errors() == []
    assert page.dialogs() == []


def drawn(page) -> tuple[int, int]:
    return tuple(page.evaluate("[labgraph.nodes, labgraph.edges]"))


def hover(page, node_index: int) -> str:
    """Move the real mouse onto a node and return the tooltip's text."""
    x, y = page.evaluate(f"""(function () {{
        var n = labgraph.network, p = n.canvasToDOM(n.getPositions([{node_index}])[{node_index}]);
        var box = document.getElementById("lg-net").getBoundingClientRect();
        return [p.x + box.left, p.y + box.top]; }})()""")
    page.mouse_move(x + 40, y + 40)
    page.mouse_move(x, y)
    page.wait_for("!document.getElementById('lg-tip').hidden", timeout=10)
    return page.evaluate("document.getElementById('lg-tip').textContent")


@pytest.fixture
def hostile_collab(tmp_path):
    G = coauthor_graph(Graph().parse(data=HOSTILE_TURTLE, format="turtle"))
    add_communities(G)
    path = write_collab_html(G, tmp_path / "collab.html", title=f"Lab {HOSTILE}")
    return G, path


def test_collab_page_draws_every_person_and_link_offline(chromium, hostile_collab):
    G, path = hostile_collab
    page = open_page(chromium, path)
    try:
        assert drawn(page) == (G.number_of_nodes(), G.number_of_edges())
        assert_clean(page)
        legend = page.evaluate("document.getElementById('lg-legend').textContent")
        assert "Harbour Lab (2)" in legend and "size: papers" in legend
        page.screenshot(ARTIFACTS / "collab.png")
        assert (ARTIFACTS / "collab.png").stat().st_size > 5000
    finally:
        page.close()


def test_hostile_names_stay_text(chromium, hostile_collab):
    G, path = hostile_collab
    page = open_page(chromium, path)
    try:
        mal = list(G).index("https://w3id.org/labgraph/id/person/mal")
        tip = hover(page, mal)
        assert tip.startswith(HOSTILE)
        time.sleep(0.3)  # an injected onerror would fire now
        assert page.evaluate("document.querySelectorAll('img, b, script:not([src])').length") == 3
        assert page.evaluate("document.getElementById('lg-title').textContent") == f"Lab {HOSTILE}"
        assert page.evaluate("document.title") == f"Lab {HOSTILE}"
        legend = page.evaluate("document.getElementById('lg-legend').textContent")
        assert "<b onmouseover=alert(3)>Evil & Co</b> (1)" in legend
        assert_clean(page)
    finally:
        page.close()


def test_page_source_has_no_raw_markup_from_the_data(hostile_collab):
    _, path = hostile_collab
    text = path.read_text(encoding="utf-8")
    assert HOSTILE not in text.replace(f"<title>Lab {HOSTILE}", "")  # only escaped forms
    assert "<img" not in text and "</script><script>alert" not in text
    assert len(re.findall(r"^<script", text, re.M)) == 3
    assert not re.search(r"""(src|href)=["']?https?:""", text)


def test_edge_tooltip_lists_the_joint_papers(chromium, tmp_path):
    G = coauthor_graph(Graph().parse(data=TURTLE, format="turtle"))
    path = write_collab_html(G, tmp_path / "tip.html")
    page = open_page(chromium, path)
    try:
        ada, ben = (list(G).index(f"https://w3id.org/labgraph/id/person/{p}") for p in ("ada", "ben"))
        x, y = page.evaluate(f"""(function () {{
            var n = labgraph.network, id = n.getConnectedEdges({ada}).filter(function (e) {{
                return n.getConnectedNodes(e).indexOf({ben}) >= 0; }})[0];
            var p = n.canvasToDOM(n.body.edges[id].edgeType.getPoint(0.5));
            var box = document.getElementById("lg-net").getBoundingClientRect();
            return [p.x + box.left, p.y + box.top]; }})()""")
        page.mouse_move(x + 30, y + 60)
        page.mouse_move(x, y)
        page.wait_for("!document.getElementById('lg-tip').hidden", timeout=10)
        assert page.evaluate("document.getElementById('lg-tip').textContent") == (
            "Ada Quill and Ben Ortiz: 2 joint papers\nKelp Forests (2021)\nTide Tables (2018)")
    finally:
        page.close()


def test_big_graph_is_cut_with_a_notice_and_drawn_without_physics(chromium, tmp_path):
    G = nx.Graph()
    for i in range(400):
        G.add_node(f"p{i}", label=f"Person {i}", papers=1 + i % 5, organization="")
    for i in range(399):
        G.add_edge(f"p{i}", f"p{i + 1}", weight=1, papers=[f"Paper {i}"])
    add_communities(G)
    path = write_collab_html(G, tmp_path / "big.html", limit=350, hint="Try --since.")
    page = open_page(chromium, path)
    try:
        assert drawn(page) == (350, page.evaluate("labgraph.network.body.edgeIndices.length"))
        notice = page.evaluate("document.getElementById('lg-notice').textContent")
        assert notice.startswith("Showing 350 of 400 nodes") and notice.endswith("Try --since.")
        assert page.evaluate("labgraph.network.physics.physicsEnabled") is False
        assert_clean(page)
    finally:
        page.close()


def test_too_many_links_keep_every_nodes_heaviest_link(chromium, tmp_path):
    G = nx.complete_graph(30)
    nx.set_node_attributes(G, {n: f"P{n}" for n in G}, "label")
    nx.set_node_attributes(G, 1, "papers")
    nx.set_edge_attributes(G, 1, "weight")
    G.edges[0, 1]["weight"] = 5
    path = write_collab_html(G, tmp_path / "dense.html", color_by="organization", edge_limit=40)
    page = open_page(chromium, path)
    try:
        assert drawn(page) == (30, 40)
        notice = page.evaluate("document.getElementById('lg-notice').textContent")
        assert "40 of 435 links" in notice
        ends = page.evaluate("labgraph.network.body.data.edges.get().map(function (e) "
                             "{ return [e.from, e.to]; })")
        assert {n for pair in ends for n in pair} == set(range(30))  # nobody left unlinked
        assert [0, 1] in ends  # the heaviest link stays
        assert_clean(page)
    finally:
        page.close()


def test_lineage_page_puts_advisors_above_and_advisees_below(chromium, tmp_path, lab_graph):
    G = supervision_graph(lab_graph)
    root = "https://w3id.org/labgraph/id/person/ravi-iyer"
    G.nodes[root]["label"] = HOSTILE
    path = write_lineage_html(G, tmp_path / "tree.html", title="Ravi's tree", root=root)
    page = open_page(chromium, path)
    try:
        assert drawn(page) == (G.number_of_nodes(), G.number_of_edges())
        ids = {n: i for i, n in enumerate(G)}
        y = page.evaluate("(function () { var p = labgraph.network.getPositions(); var out = {};"
                          " for (var k in p) { out[k] = p[k].y; } return out; })()")
        person = "https://w3id.org/labgraph/id/person/"
        assert y[str(ids[person + "marta-kowalczyk"])] < y[str(ids[root])]
        assert y[str(ids[person + "grete-hermann"])] < y[str(ids[person + "jane-smith"])]
        assert y[str(ids[person + "tomas-ortega"])] > y[str(ids[root])]
        labels = page.evaluate("labgraph.network.body.data.edges.get().map(function (e) "
                               "{ return e.label; })")
        assert "PhD 2015-2019" in labels and "PhD from 2021" in labels
        dashed = page.evaluate("labgraph.network.body.data.edges.get({filter: function (e) "
                               "{ return e.dashes; }}).length")
        assert dashed == 1  # Jane Smith co-supervised Ravi
        assert hover(page, ids[root]).startswith(HOSTILE)
        assert page.evaluate("document.querySelectorAll('img').length") == 0
        assert_clean(page)
        page.screenshot(ARTIFACTS / "lineage.png")
    finally:
        page.close()


def test_construct_result_page_draws_every_resource(chromium, tmp_path):
    g = Graph().parse(data=HOSTILE_TURTLE, format="turtle")
    G = rdf_to_networkx(g)
    path = write_network_html(G, tmp_path / "rdf.html", title="All of it")
    page = open_page(chromium, path)
    try:
        assert drawn(page) == (G.number_of_nodes(), G.number_of_edges())
        assert_clean(page)
        assert page.evaluate("document.querySelectorAll('img').length") == 0
    finally:
        page.close()


def test_empty_graph_gives_a_page_that_says_so(chromium, tmp_path):
    page = open_page(chromium, write_collab_html(nx.Graph(), tmp_path / "empty.html"))
    try:
        assert drawn(page) == (0, 0)
        assert page.evaluate("document.getElementById('lg-notice').textContent").startswith(
            "Nothing to draw")
        assert_clean(page)
    finally:
        page.close()


def test_render_page_escapes_script_closers_in_json():
    page = render_page({"title": "t", "nodes": [{"id": 0, "label": "</script>&\u2028",
                                                 "tip": "x"}],
                        "edges": [], "legend": [], "notes": [], "notice": "",
                        "options": {"physics": False, "hierarchical": False}})
    data = page.split('id="lg-data">', 1)[1].split("</script>", 1)[0]
    assert "\\u003c/script\\u003e\\u0026\\u2028" in data
    assert "<" not in data and "&" not in data
