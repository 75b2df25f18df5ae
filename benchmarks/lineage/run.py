"""Time the labgraph store on lineage and co-author questions against rdflib and a dict BFS.

One run on one N-Triples file (from generate.py), medians over sampled people:

    python benchmarks/lineage/run.py /tmp/lab-100k.nt --samples 50 --json out.json

Phases, each reported: bulk load into a labgraph store (triples/s); building the
lineage index; closing and reopening the store up to the first lineage answer
and the first SPARQL answer; ancestors ("up") and all descendants ("down") of
sampled people through labgraph.lineage (the DiGraph users get), through
labgraph.lineage.relatives (people only: the fast path for big subtrees) and
through a SPARQL property path on the same store; co-author counts through
labgraph.query.coauthors and by SPARQL through labgraph.query.query; then the
same on rdflib's in-memory Graph (load, SPARQL); then a plain dict BFS.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import tempfile
import time
from collections import defaultdict, deque
from pathlib import Path

from labgraph.lineage import ancestors, descendants, index_of, relatives
from labgraph.query import coauthors, query
from labgraph.store import Store

LG = "https://w3id.org/labgraph/ontology#"
UP = "SELECT (COUNT(DISTINCT ?a) AS ?n) WHERE {{ <{p}> lg:supervisedBy+ ?a }}"
DOWN = "SELECT (COUNT(DISTINCT ?d) AS ?n) WHERE {{ ?d lg:supervisedBy+ <{p}> }}"
COAUTHORS = ("SELECT ?co (COUNT(DISTINCT ?w) AS ?n) WHERE {{ ?w lg:author <{p}>, ?co . "
             "FILTER(?co != <{p}>) }} GROUP BY ?co")


def timed(fn, *args):
    start = time.perf_counter()
    value = fn(*args)
    return time.perf_counter() - start, value


def median_ms(fn, people) -> float:
    return statistics.median(timed(fn, p)[0] for p in people) * 1000


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def read_edges(path: Path) -> tuple[dict, dict, dict, int]:
    """Return advisors, advisees and authors-of-paper maps read from the N-Triples file."""
    up, down, papers = defaultdict(list), defaultdict(list), defaultdict(list)
    count = 0
    sup, author = f"<{LG}supervisedBy>", f"<{LG}author>"
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            count += 1
            s, p, o = line.split(" ", 2)
            if p == sup:
                o = o[1:-4]
                up[s[1:-1]].append(o)
                down[o].append(s[1:-1])
            elif p == author:
                papers[s[1:-1]].append(o[1:-4])
    return up, down, papers, count


def bfs(adjacency: dict, start: str) -> int:
    seen, todo = {start}, deque([start])
    while todo:
        for nxt in adjacency.get(todo.popleft(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return len(seen) - 1


def sample(up: dict, down: dict, papers: dict, k: int, rng: random.Random) -> dict:
    people = sorted(up)
    tops = sorted(set(down) - set(up))  # no advisor: the biggest subtrees hang from these
    candidates = rng.sample(sorted(down), min(len(down), 400)) + rng.sample(tops, min(len(tops), 50))
    counts = {p: bfs(down, p) for p in candidates}
    big = max(counts, key=counts.get)
    authors = sorted({a for names in papers.values() for a in names})
    return {"up": rng.sample(people, min(k, len(people))), "big": big, "big_size": counts[big],
            "authors": rng.sample(authors, min(k, len(authors))) if authors else []}


def bench_store(path: Path, chosen: dict, triples: int, workdir: Path) -> dict:
    out: dict = {}
    store_dir = workdir / "store"
    with Store(store_dir) as store:
        out["load_s"], _ = timed(store.add, [path])
        out["load_triples_per_s"] = triples / out["load_s"]
        out["index_s"], _ = timed(index_of, store)
    out["peak_mb_after_load"] = peak_mb()
    start = time.perf_counter()
    store = Store(store_dir, create=False)
    ancestors(store, chosen["up"][0])
    out["reopen_to_first_lineage_s"] = time.perf_counter() - start
    store.close()
    start = time.perf_counter()
    store = Store(store_dir, create=False)
    query(store, UP.format(p=chosen["up"][0]))
    out["reopen_to_first_sparql_s"] = time.perf_counter() - start
    index_of(store)
    index = index_of(store)
    out["up_ms"] = median_ms(lambda p: ancestors(store, p), chosen["up"])
    out["up_walk_ms"] = median_ms(lambda p: index.walk(index.id(p), down=False), chosen["up"])
    out["up_sparql_ms"] = median_ms(lambda p: query(store, UP.format(p=p)), chosen["up"])
    big = [chosen["big"]] * 3
    out["down_big_ms"] = median_ms(lambda p: descendants(store, p), big)
    out["down_big_people_ms"] = median_ms(lambda p: relatives(store, p, up=False), big)
    out["down_big_walk_ms"] = median_ms(lambda p: index.walk(index.id(p), down=True), big)
    out["down_big_sparql_ms"] = median_ms(lambda p: query(store, DOWN.format(p=p), timeout=None), big)
    if chosen["authors"]:
        out["coauthors_ms"] = median_ms(lambda p: coauthors(store, p), chosen["authors"])
        out["coauthors_sparql_ms"] = median_ms(lambda p: query(store, COAUTHORS.format(p=p)), chosen["authors"])
    out["peak_mb"] = peak_mb()
    store.close()
    return out


def bench_rdflib(path: Path, chosen: dict, triples: int, samples: int) -> dict:
    from rdflib import Graph

    out: dict = {}
    graph = Graph()
    out["load_s"], _ = timed(graph.parse, str(path), "nt")
    out["load_triples_per_s"] = triples / out["load_s"]
    few = chosen["up"][:samples]
    out["up_ms"] = median_ms(lambda p: query(graph, UP.format(p=p), timeout=None), few)
    out["down_big_ms"] = median_ms(lambda p: query(graph, DOWN.format(p=p), timeout=None), [chosen["big"]])
    if chosen["authors"]:
        out["coauthors_ms"] = median_ms(lambda p: query(graph, COAUTHORS.format(p=p), timeout=None),
                                        chosen["authors"][:samples])
    out["peak_mb"] = peak_mb()
    return out


def bench_dict(up: dict, down: dict, papers: dict, chosen: dict) -> dict:
    by_author = defaultdict(list)
    for paper, names in papers.items():
        for a in names:
            by_author[a].append(paper)

    def coauthors(p):
        counts = defaultdict(int)
        for paper in by_author[p]:
            for a in papers[paper]:
                if a != p:
                    counts[a] += 1
        return counts

    out = {"up_ms": median_ms(lambda p: bfs(up, p), chosen["up"]),
           "down_big_ms": median_ms(lambda p: bfs(down, p), [chosen["big"]] * 3)}
    if chosen["authors"]:
        out["coauthors_ms"] = median_ms(coauthors, chosen["authors"])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("ntriples", type=Path)
    parser.add_argument("--samples", type=int, default=50, help="people sampled per question")
    parser.add_argument("--rdflib-samples", type=int, default=10)
    parser.add_argument("--no-rdflib", action="store_true", help="skip rdflib (minutes at 1M people)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    up, down, papers, triples = read_edges(args.ntriples)
    chosen = sample(up, down, papers, args.samples, random.Random(1))
    del up, down, papers  # read again for the dict BFS, so the store's peak memory is its own
    print(f"{triples} triples; biggest sampled subtree: {chosen['big_size']} descendants", flush=True)
    workdir = Path(tempfile.mkdtemp(prefix="labgraph-bench-"))
    try:
        results = {"triples": triples, "big_subtree": chosen["big_size"], "load_average": [os.getloadavg()[0]],
                   "store": bench_store(args.ntriples, chosen, triples, workdir)}
        results["load_average"].append(os.getloadavg()[0])
        print(json.dumps(results["store"], indent=1), flush=True)
        up, down, papers, _ = read_edges(args.ntriples)
        results["dict"] = bench_dict(up, down, papers, chosen)
        print(json.dumps(results["dict"]), flush=True)
        del up, down, papers
        if not args.no_rdflib:
            results["rdflib"] = bench_rdflib(args.ntriples, chosen, triples, args.rdflib_samples)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    results["load_average"].append(os.getloadavg()[0])  # at the start, after the store, at the end
    print(json.dumps(results, indent=1))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
