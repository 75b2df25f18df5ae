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

rdflib runs in a process of its own under an address-space cap (``--rdflib-memory-gb``,
default 20 GB): at 1M people it may not fit, and then it stops cleanly with a
MemoryError (or when the machine has under 1.5 GB left), and the result says how
many triples it had loaded and how much memory it held at that point.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict, deque
from pathlib import Path

from labgraph.lineage import ancestors, descendants, index_of, relatives
from labgraph.query import coauthors, query
from labgraph.store import Store

LG = "https://w3id.org/labgraph/ontology#"
UP = "SELECT (COUNT(DISTINCT ?a) AS ?n) WHERE {{ <{p}> lg:supervisedBy+ ?a }}"
DOWN = "SELECT (COUNT(DISTINCT ?d) AS ?n) WHERE {{ ?d lg:supervisedBy+ <{p}> }}"
# The same people with their names, as relatives() answers (the counts above answer as the index walk does)
UP_NAMED = "SELECT DISTINCT ?a ?n WHERE {{ <{p}> lg:supervisedBy+ ?a . OPTIONAL {{ ?a rdfs:label ?n }} }}"
DOWN_NAMED = "SELECT DISTINCT ?d ?n WHERE {{ ?d lg:supervisedBy+ <{p}> . OPTIONAL {{ ?d rdfs:label ?n }} }}"
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
    # the first big answer of a session reads the index from its cache and decodes the names whole
    out["down_big_people_first_ms"] = timed(lambda: relatives(store, chosen["big"], up=False))[0] * 1000
    index_of(store)
    index = index_of(store)
    out["up_ms"] = median_ms(lambda p: ancestors(store, p), chosen["up"])
    out["up_people_ms"] = median_ms(lambda p: relatives(store, p, down=False), chosen["up"])
    out["up_walk_ms"] = median_ms(lambda p: index.walk(index.id(p), down=False), chosen["up"])
    out["up_sparql_ms"] = median_ms(lambda p: query(store, UP.format(p=p)), chosen["up"])
    big = [chosen["big"]] * 5
    out["down_big_ms"] = median_ms(lambda p: descendants(store, p), big)
    out["down_big_people_ms"] = median_ms(lambda p: relatives(store, p, up=False), big)
    out["down_big_walk_ms"] = median_ms(lambda p: index.walk(index.id(p), down=True), big)
    out["down_big_sparql_ms"] = median_ms(lambda p: query(store, DOWN.format(p=p), timeout=None), big[:3])
    if chosen["authors"]:
        out["coauthors_ms"] = median_ms(lambda p: coauthors(store, p), chosen["authors"])
        out["coauthors_sparql_ms"] = median_ms(lambda p: query(store, COAUTHORS.format(p=p)), chosen["authors"])
    out["peak_mb"] = peak_mb()
    store.close()
    return out


def bench_rdflib(fh, chosen: dict, triples: int, samples: int, store_dir: Path | None = None) -> dict:
    """Time rdflib's in-memory Graph loading the open N-Triples file ``fh``, then its SPARQL."""
    from rdflib import Graph

    out: dict = {}
    graph = Graph()
    out["load_s"], _ = timed(lambda: graph.parse(source=fh, format="nt"))
    out["load_triples_per_s"] = triples / out["load_s"]
    few = chosen["up"][:samples]
    out["up_ms"] = median_ms(lambda p: query(graph, UP.format(p=p), timeout=None), few)
    out["up_named_ms"] = median_ms(lambda p: list(query(graph, UP_NAMED.format(p=p), timeout=None)), few)
    out["down_big_ms"] = median_ms(lambda p: query(graph, DOWN.format(p=p), timeout=None), [chosen["big"]] * 3)
    out["down_big_named_ms"] = median_ms(lambda p: list(query(graph, DOWN_NAMED.format(p=p), timeout=None)),
                                         [chosen["big"]] * 3)
    if chosen["authors"]:
        out["coauthors_ms"] = median_ms(lambda p: query(graph, COAUTHORS.format(p=p), timeout=None),
                                        chosen["authors"][:samples])
    if store_dir is not None:
        out["down_big_side_by_side"] = side_by_side(graph, store_dir, chosen["big"])
    out["peak_mb"] = peak_mb()
    return out


def side_by_side(graph, store_dir: Path, big: str, rounds: int = 5) -> dict:
    """Time rdflib's SPARQL and the store's ``relatives()`` for the big subtree in turns, in one
    process: on a machine shared with others both see the same load, so their ratio is steadier
    than that of phases minutes apart."""
    store = Store(store_dir, create=False)
    relatives(store, big, up=False)  # reads the index and decodes the names, as the store phase did
    rdflib_ms, named_ms, store_ms = [], [], []
    for _ in range(rounds):
        rdflib_ms.append(timed(lambda: query(graph, DOWN.format(p=big), timeout=None))[0] * 1000)
        named_ms.append(timed(lambda: list(query(graph, DOWN_NAMED.format(p=big), timeout=None)))[0] * 1000)
        store_ms.append(timed(lambda: relatives(store, big, up=False))[0] * 1000)
    store.close()
    return {"rdflib_ms": rdflib_ms, "rdflib_named_ms": named_ms, "relatives_ms": store_ms,
            "ratio_median": statistics.median(a / b for a, b in zip(rdflib_ms, store_ms)),
            "named_ratio_median": statistics.median(a / b for a, b in zip(named_ms, store_ms))}


def rdflib_child(path: Path, task: Path) -> None:
    """In the child process: time rdflib, writing progress while loading and the result at the end."""
    job = json.loads(task.read_text())
    progress = open(job["progress"], "w", buffering=1)
    fh = open(path, "rb")
    start = time.perf_counter()

    def watch() -> None:  # the file position tells how far the parser has read
        while True:
            time.sleep(5)
            try:
                fields = dict(line.split(":", 1) for line in open(f"/proc/self/fdinfo/{fh.fileno()}"))
                position = int(fields["pos"])
            except (ValueError, OSError):  # rdflib closes the file when it has read it all
                position = os.path.getsize(path)
            available = _available_mb()
            progress.write(json.dumps({"s": round(time.perf_counter() - start, 1), "bytes": position,
                                       "rss_mb": _rss_mb(), "available_mb": available}) + "\n")
            if available < 1500:  # other people's work on this machine comes first
                progress.write(json.dumps({"stopped": "under 1.5 GB left on the machine"}) + "\n")
                os._exit(3)

    threading.Thread(target=watch, daemon=True).start()
    try:
        result = bench_rdflib(fh, job["chosen"], job["triples"], job["samples"], Path(job["store"]))
    except MemoryError:
        progress.write(json.dumps({"stopped": "MemoryError"}) + "\n")
        os._exit(4)
    Path(job["result"]).write_text(json.dumps(result))


def _rss_mb() -> float:
    return int(open("/proc/self/statm").read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def _available_mb() -> float:
    for line in open("/proc/meminfo"):
        if line.startswith("MemAvailable:"):
            return int(line.split()[1]) / 1024
    return float("inf")


def bench_rdflib_capped(path: Path, chosen: dict, triples: int, samples: int, cap_gb: float,
                        workdir: Path) -> dict:
    """Run ``bench_rdflib`` in a child process whose address space is capped at ``cap_gb``."""
    task, result, progress = workdir / "rdflib-task.json", workdir / "rdflib-result.json", workdir / "progress"
    cap = int(cap_gb * 1e9)

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    task.write_text(json.dumps({"chosen": chosen, "triples": triples, "samples": samples,
                                "store": str(workdir / "store"),
                                "progress": str(progress), "result": str(result)}))
    start = time.perf_counter()
    code = subprocess.run([sys.executable, __file__, str(path), "--rdflib-child", str(task)],
                          preexec_fn=limit).returncode
    out = json.loads(result.read_text()) if code == 0 else {}
    lines = [json.loads(line) for line in progress.read_text().splitlines()] if progress.exists() else []
    samples_seen = [line for line in lines if "bytes" in line]
    out.update({"exit_code": code, "memory_cap_gb": cap_gb, "seconds": round(time.perf_counter() - start, 1),
                "peak_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024})
    if code != 0:
        last = samples_seen[-1] if samples_seen else {"bytes": 0}
        out.update({"stopped": next((line["stopped"] for line in lines if "stopped" in line), "crashed"),
                    "last_progress": last, "triples_read_by_then": _lines_in(path, last["bytes"])})
    return out


def _lines_in(path: Path, size: int) -> int:
    """Return the number of lines in the first ``size`` bytes of ``path``."""
    count = 0
    with open(path, "rb") as fh:
        while size > 0:
            chunk = fh.read(min(size, 1 << 24))
            if not chunk:
                break
            count += chunk.count(b"\n")
            size -= len(chunk)
    return count


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
    parser.add_argument("--rdflib-memory-gb", type=float, default=20.0,
                        help="address-space cap of the rdflib process (default 20 GB)")
    parser.add_argument("--rdflib-child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if args.rdflib_child:
        rdflib_child(args.ntriples, args.rdflib_child)
        return
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
            results["parent_rss_mb_before_rdflib"] = _rss_mb()
            results["rdflib"] = bench_rdflib_capped(args.ntriples, chosen, triples, args.rdflib_samples,
                                                    args.rdflib_memory_gb, workdir)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    results["load_average"].append(os.getloadavg()[0])  # at the start, after the store, at the end
    print(json.dumps(results, indent=1))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
