"""Self-contained, escaped HTML pages that draw networks with vis-network.

Our own template, not pyvis's: pyvis's pages load vis-network from a CDN in every mode and
insert names raw (FIELD-NOTES). Here the page holds everything it needs, so it renders with
no network at all:

- vis-network's JavaScript and CSS are read at run time from the copy the ``pyvis`` package
  ships (``pyvis/lib/vis-9.1.2/``) and inlined; nothing is copied into this repository.
- The data goes in as JSON inside ``<script type="application/json">`` with ``<``, ``>``
  and ``&`` written as ``\\u003c``-style escapes, read back with ``JSON.parse``.
- Title, legend, notice and tooltips are set with ``textContent``; labels are drawn on the
  canvas. A Content-Security-Policy allows only the page's own scripts (by hash) and no
  connection, so even a missed injection could run and fetch nothing.
- Up to ``PHYSICS_LIMIT`` nodes the layout keeps moving (vis physics, from Python-computed
  starting places); above it, physics is off and positions come from
  ``labgraph.network.layout``. Above ``NODE_LIMIT`` nodes or ``EDGE_LIMIT`` edges the page
  keeps the best-connected nodes and the heaviest edges, and says what was cut and how to
  narrow the graph.

Input contracts (networkx graphs):

``write_collab_html(G, path)``: the output of ``labgraph.network.collab.coauthor_graph``:
node attrs label, papers, organization (and community, if detected); edge attrs weight,
papers (list of "Title (year)").

``write_lineage_html(G, path, root=None)``: an ``nx.DiGraph`` with edges advisor -> advisee
(``labgraph.lineage`` builds one); node attr ``label`` (falls back to the node id); edge
attrs ``level`` ("PhD", "Master"...), ``start`` and ``end`` (int years, optional),
``role`` ("co-supervisor" draws a dashed line; optional) and ``co_supervisors`` (the
advisee's other advisors, IRIs or names; optional, shown in the tooltip). A node attr
``generation`` (int, negative above the root), when every node has one, places the rows. ``root`` is the person the tree
is about (default: ``G.graph.get("root")``): drawn at generation 0, advisors above,
advisees below.

``write_network_html(G, path)``: any graph, e.g. a SPARQL CONSTRUCT result turned into
networkx by ``labgraph.network.io.rdf_to_networkx``: node attrs label and group (the
colour key), edge attr label; any other attributes go into the tooltip.
"""
from __future__ import annotations

import base64
import hashlib
import html
import json
import math
from collections import Counter
from pathlib import Path

import networkx as nx

from ..errors import LabgraphError
from .layout import spread_layout, tree_layout

__all__ = ["write_collab_html", "write_lineage_html", "write_network_html", "render_page",
           "vis_assets", "NODE_LIMIT", "EDGE_LIMIT", "PHYSICS_LIMIT"]

NODE_LIMIT = 20_000
EDGE_LIMIT = 15_000
PHYSICS_LIMIT = 300
_PALETTE = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1",
            "#ff9da7", "#9c755f", "#17becf", "#bcbd22", "#7f7f7f"]
_OTHER = "#c7c7c7"
_TIP_PAPERS = 12
_VIS_DIR = "vis-9.1.2"


def vis_assets() -> tuple[str, str]:
    """Return vis-network's (JavaScript, CSS), read from the installed pyvis package."""
    try:
        import pyvis
    except ImportError as exc:
        raise LabgraphError("pyvis is not installed; `pip install pyvis` ships the "
                            "vis-network files the pages inline") from exc
    folder = Path(pyvis.__file__).parent / "lib" / _VIS_DIR
    try:
        js = (folder / "vis-network.min.js").read_text(encoding="utf-8")
        css = (folder / "vis-network.css").read_text(encoding="utf-8")
    except OSError as exc:
        raise LabgraphError(f"{folder}: vis-network files missing from the pyvis package "
                            f"({exc.strerror}); reinstall pyvis>=0.3.2") from exc
    # Only these sequences could end the <script> or <style> element they are inlined in
    # (vis-network 9.1.2 has none); a blind "</" rewrite would break its regex literals.
    for name, text, closer in (("vis-network.min.js", js, "</script"),
                               ("vis-network.css", css, "</style")):
        if closer in text.lower():
            raise LabgraphError(f"{folder / name}: contains {closer!r}; cannot inline it safely")
    return js, css


def _script_json(data) -> str:
    """JSON that can sit inside a <script> element: no <, >, & or line separators raw."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    for raw, escaped in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"),
                         ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(raw, escaped)
    return text


def _sha256(script: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(script.encode()).digest()).decode() + "'"


def render_page(view: dict) -> str:
    """Return the HTML page for a view: {title, nodes, edges, legend, notes, notice, options}.

    ``nodes`` are vis-network node objects plus ``tip`` (tooltip text); ``edges`` likewise.
    """
    js, css = vis_assets()
    policy = ("default-src 'none'; img-src data:; style-src 'unsafe-inline'; "
              f"script-src {_sha256(js)} {_sha256(_APP_JS)}")
    title = html.escape(view["title"])
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{title}</title>\n<style>{css}</style>\n<style>{_APP_CSS}</style></head>\n"
            f'<body><header><h1 id="lg-title">{title}</h1><p id="lg-notice" hidden></p>'
            f'<form id="lg-find"><input id="lg-query" type="search" placeholder="Find a name" '
            f'aria-label="Find a name"></form><div id="lg-legend"></div></header>'
            f'<main id="lg-net"></main><div id="lg-tip" role="tooltip" hidden></div>\n'
            f'<script type="application/json" id="lg-data">{_script_json(view)}</script>\n'
            f"<script>{js}</script>\n<script>{_APP_JS}</script>\n</body></html>\n")


def _write(view: dict, path) -> Path:
    path = Path(path)
    if not view["nodes"]:
        view["notice"] = "Nothing to draw: no node matched. " + view["notice"]
    try:
        path.write_text(render_page(view), encoding="utf-8")
    except OSError as exc:
        raise LabgraphError(f"{path}: cannot write the page ({exc.strerror})") from exc
    return path


def _keep_best(G: nx.Graph, limit: int | None, edge_limit: int | None,
               weight: str | None = None) -> tuple[nx.Graph, str]:
    """Return G cut to ``limit`` nodes and ``edge_limit`` edges, and a notice of the cut.

    The nodes kept are the best connected (by weighted degree); the edges kept are each
    node's heaviest, then the heaviest of the rest (building a vis-network edge costs
    about 60 microseconds in the browser, so 75,000 edges alone take 4.5 s).
    """
    notes = []
    if limit is not None and len(G) > limit:
        degree = G.degree(weight=weight)
        kept = sorted(G, key=lambda n: (-degree[n], str(n)))[:limit]
        notes.append(f"{limit:,} of {len(G):,} nodes (the best connected)")
        G = _induced(G, set(kept))
    if edge_limit is not None and G.number_of_edges() > edge_limit:
        total = G.number_of_edges()
        G = _keep_heaviest_edges(G, edge_limit, weight)
        notes.append(f"{edge_limit:,} of {total:,} links (each node's heaviest, then the "
                     "heaviest of the rest)")
    return G, f"Showing {' and '.join(notes)}." if notes else ""


def _induced(G: nx.Graph, kept: set) -> nx.Graph:
    """The subgraph on ``kept``, built afresh (networkx's views filter on every access)."""
    H = G.__class__()
    H.graph.update(G.graph)
    H.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in kept)
    edges = G.edges(keys=True, data=True) if G.is_multigraph() else G.edges(data=True)
    H.add_edges_from(e for e in edges if e[0] in kept and e[1] in kept)
    return H


def _keep_heaviest_edges(G: nx.Graph, edge_limit: int, weight: str | None) -> nx.Graph:
    multi = G.is_multigraph()
    edges = list(G.edges(keys=True, data=True) if multi else G.edges(data=True))
    heaviness = [data.get(weight, 1) if weight else 1 for *_, data in edges]
    ranked = sorted(range(len(edges)), key=lambda i: -heaviness[i])
    first_of: dict = {}
    for i in ranked:
        for node in edges[i][:2]:
            first_of.setdefault(node, i)
    chosen = set(sorted(set(first_of.values()), key=lambda i: -heaviness[i])[:edge_limit])
    for i in ranked:
        if len(chosen) >= edge_limit:
            break
        chosen.add(i)
    H = G.__class__()
    H.graph.update(G.graph)
    H.add_nodes_from(G.nodes(data=True))
    H.add_edges_from(edges[i] for i in sorted(chosen))
    return H


def _colours(keys: list[str], blank: str) -> tuple[dict[str, str], list[dict]]:
    """Colour the most frequent keys; the rest (and ``""``) share grey. Returns a legend."""
    counts = Counter(keys)
    top = [k for k, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])) if k][
        :len(_PALETTE) - 1]
    colour = {k: _PALETTE[i] for i, k in enumerate(top)}
    legend = [{"color": colour[k], "label": k, "count": counts[k]} for k in top]
    rest = sum(n for k, n in counts.items() if k not in colour)
    if rest:
        legend.append({"color": _OTHER, "label": blank, "count": rest})
    return colour, legend


def write_collab_html(G: nx.Graph, path, *, title: str = "Co-authorship network",
                      color_by: str | None = None, limit: int | None = NODE_LIMIT,
                      edge_limit: int | None = EDGE_LIMIT,
                      hint: str = "Narrow it to one person's neighbourhood, later years or "
                                  "heavier links.") -> Path:
    """Write a co-authorship page: size = papers, width = joint papers, colour = group.

    ``color_by`` is "organization" or "community" (default: organization when most
    people have one, else community, which must then be set, e.g. by ``add_communities``).
    """
    coauthors = dict(G.degree())  # before any cut: the tooltip tells the whole truth
    G, notice = _keep_best(G, limit, edge_limit, "weight")
    color_by = color_by or _default_colouring(G)
    keys = [_group_name(G.nodes[n], color_by) for n in G]
    colour, legend = _colours(keys, "other" if color_by == "community" else "no affiliation")
    index = {n: i for i, n in enumerate(G)}
    where = spread_layout(G)
    nodes = [_collab_node(G.nodes[n], n, coauthors[n], index[n], where[n],
                          colour.get(key, _OTHER)) for n, key in zip(G, keys)]
    edges = [_collab_edge(G, a, b, index) for a, b in G.edges()]
    return _write({"title": title, "nodes": nodes, "edges": edges, "legend": legend,
                   "notes": ["size: papers", "line width: joint papers", f"colour: {color_by}"],
                   "notice": f"{notice} {hint}" if notice else "",
                   "options": {"physics": len(G) <= PHYSICS_LIMIT, "hierarchical": False}},
                  path)


def _default_colouring(G: nx.Graph) -> str:
    with_org = sum(1 for _, o in G.nodes(data="organization") if o)
    if with_org * 2 >= len(G) or any("community" not in d for _, d in G.nodes(data=True)):
        return "organization"
    return "community"


def _group_name(data: dict, color_by: str) -> str:
    if color_by == "community":
        return f"community {data['community'] + 1}" if "community" in data else ""
    return str(data.get(color_by) or "")


def _collab_node(data: dict, n, coauthors: int, i: int, xy, colour: str) -> dict:
    papers = int(data.get("papers", 0))
    lines = [str(data.get("label", n)), f"{papers} paper{'s' * (papers != 1)}, "
             f"{coauthors} co-author{'s' * (coauthors != 1)}"]
    if data.get("organizations"):
        lines.append("; ".join(map(str, data["organizations"])))
    if "community" in data:
        lines.append(f"community {data['community'] + 1}")
    lines.append(str(n))
    return {"id": i, "label": str(data.get("label", n)), "x": xy[0], "y": xy[1],
            "size": round(6 + 4 * math.sqrt(papers), 1), "color": colour,
            "tip": "\n".join(lines)}


def _collab_edge(G: nx.Graph, a, b, index: dict) -> dict:
    data = G.edges[a, b]
    weight = int(data.get("weight", 1))
    papers = [str(p) for p in data.get("papers", [])]
    head = (f"{G.nodes[a].get('label', a)} and {G.nodes[b].get('label', b)}: "
            f"{weight} joint paper{'s' * (weight != 1)}")
    more = [f"... and {len(papers) - _TIP_PAPERS} more"] if len(papers) > _TIP_PAPERS else []
    return {"from": index[a], "to": index[b], "width": round(1 + 1.5 * math.log2(weight), 2),
            "tip": "\n".join([head, *papers[:_TIP_PAPERS], *more])}


def write_lineage_html(G: nx.DiGraph, path, *, title: str = "Academic lineage",
                       root=None) -> Path:
    """Write a lineage tree: advisors above, advisees below, edges "level start-end".

    See the module docstring for the graph ``G`` this expects.
    """
    root = root if root is not None else G.graph.get("root")
    place = tree_layout(G, root)
    index = {n: i for i, n in enumerate(G)}
    nodes, groups = [], []
    for n in G:
        x, y, generation = place[n]
        group = ("this person" if n == root else "generations above" if generation < 0
                 else "generations below" if generation > 0 else "same generation")
        groups.append(group)
        label = str(G.nodes[n].get("label", n))
        nodes.append({"id": index[n], "label": label, "x": x, "y": y, "group_": group,
                      "tip": f"{label}\n{_generation_text(generation)}\n{n}"})
    colour = {"this person": "#e15759", "generations above": "#4e79a7",
              "generations below": "#59a14f", "same generation": "#b07aa1"}
    for node in nodes:
        node["color"] = colour[node.pop("group_")]
    counts = Counter(groups)
    legend = [{"color": colour[g], "label": g, "count": counts[g]} for g in colour if counts[g]]
    edges = [_lineage_edge(G, a, b, index) for a, b in G.edges()]
    return _write({"title": title, "nodes": nodes, "edges": edges, "legend": legend,
                   "notes": ["arrow: advisor to advisee", "dashed: co-supervisor"],
                   "notice": "", "options": {"physics": False, "hierarchical": True}}, path)


def _generation_text(generation: int) -> str:
    if generation == 0:
        return "generation 0"
    return f"{abs(generation)} generation{'s' * (abs(generation) != 1)} " + (
        "above" if generation < 0 else "below")


def _lineage_edge(G: nx.DiGraph, a, b, index: dict) -> dict:
    data = G.edges[a, b]
    years = _years(data.get("start"), data.get("end"))
    label = " ".join(p for p in (str(data.get("level") or ""), years) if p)
    role = str(data.get("role") or "")
    others = data.get("co_supervisors") or []
    others = [others] if isinstance(others, str) else [str(o) for o in others]
    lines = [f"{G.nodes[a].get('label', a)} supervised {G.nodes[b].get('label', b)}", label,
             role, "with " + ", ".join(_name(G, o) for o in others) if others else ""]
    tip = "\n".join(line for line in lines if line)
    return {"from": index[a], "to": index[b], "label": label, "arrows": "to",
            "dashes": "co" in role.lower(), "tip": tip}


def _years(start, end) -> str:
    """``2015-2019``, ``from 2021`` or ``until 2019``; empty when neither is known."""
    if start is not None and end is not None:
        return f"{start}-{end}"
    return f"from {start}" if start is not None else f"until {end}" if end is not None else ""


def _name(G: nx.Graph, node) -> str:
    return str(G.nodes[node].get("label", node)) if node in G else str(node)


def write_network_html(G: nx.Graph, path, *, title: str = "Network",
                       limit: int | None = NODE_LIMIT, edge_limit: int | None = EDGE_LIMIT,
                       hint: str = "Narrow the query to fewer nodes.") -> Path:
    """Write any graph: node label and group (colour), edge label; other attrs in tooltips."""
    G, notice = _keep_best(G, limit, edge_limit)
    keys = [str(G.nodes[n].get("group") or "") for n in G]
    colour, legend = _colours(keys, "no group")
    index = {n: i for i, n in enumerate(G)}
    where = spread_layout(G)
    nodes = [{"id": index[n], "label": str(G.nodes[n].get("label", n)), "x": where[n][0],
              "y": where[n][1], "color": colour.get(key, _OTHER), "size": 10,
              "tip": _attribute_text(n, G.nodes[n])} for n, key in zip(G, keys)]
    edges = [{"from": index[a], "to": index[b], "label": str(d.get("label", "")),
              "arrows": "to" if G.is_directed() else "", "tip": _attribute_text(
                  f"{G.nodes[a].get('label', a)} - {G.nodes[b].get('label', b)}", d)}
             for a, b, d in G.edges(data=True)]
    return _write({"title": title, "nodes": nodes, "edges": edges, "legend": legend,
                   "notes": ["colour: group"], "notice": f"{notice} {hint}" if notice else "",
                   "options": {"physics": len(G) <= PHYSICS_LIMIT, "hierarchical": False}},
                  path)


def _attribute_text(head, data: dict) -> str:
    lines = [str(data.get("label", head))] + [f"{k}: {v}" for k, v in data.items()
                                              if k != "label" and v not in (None, "")]
    if str(head) != lines[0]:
        lines.append(str(head))
    return "\n".join(lines)


_APP_CSS = """
html, body { margin: 0; height: 100%; font: 14px/1.4 system-ui, sans-serif; color: #222; }
body { display: flex; flex-direction: column; }
header { padding: 8px 14px; border-bottom: 1px solid #ddd; display: flex; flex-wrap: wrap;
         align-items: center; gap: 6px 18px; }
h1 { font-size: 18px; margin: 0; }
#lg-notice { flex-basis: 100%; margin: 0; padding: 4px 8px; background: #fff4d6;
             border-left: 3px solid #e0a800; }
#lg-legend { display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 12px; }
#lg-legend .sw { display: inline-block; width: 10px; height: 10px; border-radius: 50%;
                 margin-right: 4px; vertical-align: middle; }
#lg-legend .note { color: #666; }
#lg-query { font: inherit; padding: 2px 6px; width: 14em; }
#lg-net { flex: 1; min-height: 300px; position: relative; }
#lg-tip { position: fixed; z-index: 10; max-width: 420px; padding: 6px 8px; background: #fff;
          border: 1px solid #999; border-radius: 3px; box-shadow: 0 2px 6px rgba(0,0,0,.2);
          white-space: pre-line; font-size: 12px; pointer-events: none; }
"""

_APP_JS = r"""
(function () {
  "use strict";
  var state = window.labgraph = {ready: false, nodes: 0, edges: 0,
                                 timings: {start: performance.now()}};
  var view = JSON.parse(document.getElementById("lg-data").textContent);
  state.timings.parsed = performance.now();
  var big = view.nodes.length > 2000;
  var tips = {node: {}, edge: {}};
  view.nodes.forEach(function (n) { tips.node[n.id] = n.tip; delete n.tip; });
  view.edges.forEach(function (e, i) { e.id = i; tips.edge[i] = e.tip; delete e.tip; });

  var notice = document.getElementById("lg-notice");
  if (view.notice) { notice.textContent = view.notice; notice.hidden = false; }
  var legend = document.getElementById("lg-legend");
  view.legend.forEach(function (item) {
    var row = document.createElement("span");
    var swatch = document.createElement("span");
    swatch.className = "sw";
    swatch.style.background = item.color;
    row.appendChild(swatch);
    row.appendChild(document.createTextNode(item.label + " (" + item.count + ")"));
    legend.appendChild(row);
  });
  view.notes.forEach(function (text) {
    var note = document.createElement("span");
    note.className = "note";
    note.textContent = text;
    legend.appendChild(note);
  });

  var nodes = new vis.DataSet(view.nodes);
  var edges = new vis.DataSet(view.edges);
  state.timings.datasets = performance.now();
  var options = {
    autoResize: true,
    layout: {improvedLayout: false},
    physics: view.options.physics
      ? {enabled: true, solver: "barnesHut", stabilization: {iterations: 150, fit: true}}
      : {enabled: false},
    interaction: {hover: true, tooltipDelay: 80, hideEdgesOnDrag: big, hideEdgesOnZoom: big},
    nodes: {shape: "dot", size: 10, font: {size: 14},
            scaling: {label: {drawThreshold: 6}}},
    edges: {color: {color: "#9aa7b3", highlight: "#333", hover: "#333"},
            smooth: view.options.hierarchical
              ? {type: "cubicBezier", forceDirection: "vertical", roundness: 0.4}
              : (big ? false : {type: "continuous"}),
            font: {size: 11, align: view.options.hierarchical ? "horizontal" : "middle",
                   strokeWidth: 3}}
  };
  var network = new vis.Network(document.getElementById("lg-net"),
                                {nodes: nodes, edges: edges}, options);
  state.network = network;
  state.timings.network = performance.now();

  var tip = document.getElementById("lg-tip");
  function showTip(text, pointer) {
    var box = document.getElementById("lg-net").getBoundingClientRect();
    tip.textContent = text;
    tip.style.left = Math.min(box.left + pointer.x + 14, window.innerWidth - 430) + "px";
    tip.style.top = (box.top + pointer.y + 14) + "px";
    tip.hidden = false;
  }
  function hideTip() { tip.hidden = true; }
  network.on("hoverNode", function (p) { showTip(tips.node[p.node], p.pointer.DOM); });
  network.on("hoverEdge", function (p) { showTip(tips.edge[p.edge], p.pointer.DOM); });
  network.on("blurNode", hideTip);
  network.on("blurEdge", hideTip);
  network.on("dragStart", hideTip);
  network.on("zoom", hideTip);

  document.getElementById("lg-find").addEventListener("submit", function (event) {
    event.preventDefault();
    var wanted = document.getElementById("lg-query").value.trim().toLowerCase();
    if (!wanted) { return; }
    var hit = nodes.get({filter: function (n) {
      return String(n.label).toLowerCase().indexOf(wanted) >= 0; }})[0];
    if (hit) {
      network.selectNodes([hit.id]);
      network.focus(hit.id, {scale: 1.2, animation: false});
    }
  });

  network.once("afterDrawing", function () {
    state.nodes = network.body.nodeIndices.length;
    state.edges = network.body.edgeIndices.length;
    state.drawnAt = performance.now();
    state.ready = true;
  });
})();
"""
