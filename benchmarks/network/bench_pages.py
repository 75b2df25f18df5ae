"""Benchmark: co-authorship pages cut from the ACL Anthology, generated and opened in Chromium.

For each size, the graph is the first N people reached breadth-first from the most
prolific author (so it is one connected piece, as an ego network is), with every joint
paper between them. It reports, per size: the time to detect communities, to lay out and
write the page (``write_collab_html`` with its default limits: 20,000 people and 15,000
links), what the page draws, the page's size, and in headless
Chromium (fresh tab, file:// URL, no network) the time from navigation to the first
complete drawing, then the time of one zoom redraw.

    .venv/bin/python benchmarks/network/bench_pages.py [--sizes 100 1000 10000 50000]

The data is read in place from ../shared/datasets/acl-anthology (or --data); nothing is
copied. Results go to stdout as a Markdown table and to benchmarks/out/network-pages.json.
"""
from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from itertools import combinations
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from network.chromium import Chromium  # noqa: E402

from labgraph.network import add_communities, write_collab_html  # noqa: E402

DATA = ROOT.parent / "shared" / "datasets" / "acl-anthology"
FILES = ("papers_2016_2021.jsonl.gz", "papers_1965_2015.jsonl.gz")


def read_acl(folder: Path) -> nx.Graph:
    """The whole co-authorship graph, with the attributes ``coauthor_graph`` gives."""
    G = nx.Graph()
    for name in FILES:
        with gzip.open(folder / name, "rt", encoding="utf-8") as lines:
            for line in lines:
                _add_paper(G, json.loads(line))
    for _, data in G.nodes(data=True):
        data["organization"] = ""
    return G


def _add_paper(G: nx.Graph, paper: dict) -> None:
    people = {}
    for author in paper["authors"]:
        name = f"{author.get('first') or ''} {author.get('last') or ''}".strip()
        people[author.get("id") or name] = name
    title = f"{paper['title']} ({paper['year']})"
    for key, name in people.items():
        if key not in G:
            G.add_node(key, label=name, papers=0)
        G.nodes[key]["papers"] += 1
    for a, b in combinations(sorted(people), 2):
        if G.has_edge(a, b):
            G.edges[a, b]["weight"] += 1
            G.edges[a, b]["papers"].append(title)
        else:
            G.add_edge(a, b, weight=1, papers=[title])


def cut(G: nx.Graph, size: int) -> nx.Graph:
    start = max(G, key=lambda n: (G.nodes[n]["papers"], n))
    kept = [start]
    for _, node in nx.bfs_edges(G, start):
        if len(kept) >= size:
            break
        kept.append(node)
    return G.subgraph(kept).copy()


def measure(browser: Chromium, G: nx.Graph, folder: Path) -> dict:
    started = time.perf_counter()
    add_communities(G)
    communities = time.perf_counter() - started
    path = folder / f"acl-{len(G)}.html"
    started = time.perf_counter()
    write_collab_html(G, path, title=f"ACL Anthology, {len(G):,} people")
    generate = time.perf_counter() - started
    page = browser.open_page()
    try:
        started = time.perf_counter()
        page.goto(path.as_uri())
        page.wait_for("window.labgraph && window.labgraph.ready", timeout=600)
        ready = time.perf_counter() - started
        drawn = page.evaluate("[labgraph.nodes, labgraph.edges, labgraph.drawnAt]")
        zoom = page.evaluate("""new Promise(function (done) {
            var t0 = performance.now();
            labgraph.network.once("afterDrawing", function () { done(performance.now() - t0); });
            labgraph.network.moveTo({scale: labgraph.network.getScale() * 1.5}); })""")
        requests = [u for u in page.requested_urls() if not u.startswith(("file:", "data:"))]
        errors = page.errors()
    finally:
        page.close()
    assert not requests and not errors, (requests, errors)
    return {"people": len(G), "links": G.number_of_edges(), "drawn_people": drawn[0],
            "drawn_links": drawn[1], "communities_s": communities,
            "generate_s": generate, "page_mb": path.stat().st_size / 1e6,
            "first_draw_s": drawn[2] / 1000, "ready_s": ready, "zoom_redraw_ms": zoom}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 10000, 50000])
    args = parser.parse_args()
    out = ROOT / "benchmarks" / "out"
    out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    G = read_acl(args.data)
    print(f"ACL Anthology: {len(G):,} people, {G.number_of_edges():,} links, read in "
          f"{time.perf_counter() - started:.1f} s", file=sys.stderr)
    write_collab_html(cut(G, 10), out / "warm-up.html")  # one-time imports and file reads
    browser = Chromium()
    try:
        rows = [measure(browser, cut(G, size), out) for size in args.sizes]
    finally:
        browser.close()
    (out / "network-pages.json").write_text(json.dumps(rows, indent=1))
    print("| people | links | drawn people | drawn links | communities | generate page "
          "| page size | first drawing | ready (navigate to drawn) | zoom redraw |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['people']:,} | {r['links']:,} | {r['drawn_people']:,} "
              f"| {r['drawn_links']:,} | {r['communities_s']:.2f} s "
              f"| {r['generate_s']:.2f} s | {r['page_mb']:.1f} MB | {r['first_draw_s']:.2f} s "
              f"| {r['ready_s']:.2f} s | {r['zoom_redraw_ms']:.0f} ms |")


if __name__ == "__main__":
    main()
