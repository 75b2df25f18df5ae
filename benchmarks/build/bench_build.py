"""Build throughput: documents per second and peak memory on a synthetic corpus.

The corpus recombines lines of the sample documents in data/ (headings kept
in place, people's names swapped for generated ones), so every document reads
like a real homepage or CV but says different things.

Each run is a fresh process doing what ``labgraph build DIR -o OUT`` does after
start-up (extract in worker processes, resolve, write the file), so caches start
cold and peak memory is that run's own: the main process's and the largest
worker's. Phases: extraction (until the last document's claims are back),
resolution, writing (describing the graphs and serialising them).

    python benchmarks/build/bench_build.py --docs 1000 2000 --workers 1 2 --repeat 3
    python benchmarks/build/bench_build.py --docs 1000 --workers 2 --format nq --dataset
    python benchmarks/build/bench_build.py --corpus tests/probes --workers 1 2   # an existing folder
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "src"))

FIRST = ["Ana", "Bo", "Chen", "Dara", "Eli", "Femi", "Gita", "Hugo", "Ines", "Jae", "Kofi", "Lena", "Mateo",
         "Nia", "Omar", "Pia", "Quan", "Rosa", "Sven", "Tara", "Uma", "Vik", "Wen", "Xia", "Yusuf", "Zoe"]
LAST = ["Abe", "Bauer", "Costa", "Dalton", "Eriksen", "Fujita", "Garcia", "Hoang", "Ivanova", "Jensen",
        "Kowalski", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Petrov", "Quiroga", "Rossi", "Schmidt",
        "Tanaka", "Ueda", "Varga", "Weber", "Xu", "Yilmaz", "Zhou"]


FILLER = ("the weather along the coast was mild and the river ran slow past the old mill",
          "some mornings brought fog that lifted by noon over the quiet fields",
          "a long walk through the hills ended at a small stone bridge",
          "the garden had roses in summer and bare branches all winter")


def filler(rng: random.Random, size: int) -> str:
    """About ``size`` bytes of plain prose that states nothing labgraph reads."""
    out: list[str] = []
    while sum(map(len, out)) < size:
        out.append(" ".join(rng.choice(FILLER) for _ in range(6)).capitalize() + ".")
    return "\n".join(out)


def synthesise(out: Path, count: int, seed: int = 7, pad: int = 0) -> list[Path]:
    """Write ``count`` documents recombined from the seed documents, each with ``pad`` bytes of
    prose that states nothing, at the end (to tell memory for text read from memory for the graph)."""
    rng = random.Random(seed)
    seeds = [p.read_text(encoding="utf-8").split("\n") for p in sorted((ROOT / "data").glob("*.txt"))]
    names = sorted({m for doc in seeds for m in re.findall(r"\b[A-Z][a-z]+ [A-Z][a-zä]+\b", "\n".join(doc))})
    paths = []
    for i in range(count):
        base = seeds[i % len(seeds)]
        lines = [ln if not ln.strip() or rng.random() < 0.7 else rng.choice(rng.choice(seeds)) for ln in base]
        text = "\n".join(lines)
        for name in names:
            if name in text and rng.random() < 0.8:
                text = text.replace(name, f"{rng.choice(FIRST)} {rng.choice(LAST)}")
        if pad:
            text = text + "\n\nHobbies\n\n" + filler(random.Random(i), pad) + "\n"   # own generator: same documents
        path = out / f"doc{i:05d}.txt"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def _spin(n: int) -> int:
    total = 0
    for i in range(n):
        total += i * i
    return total


def parallel_speedup(workers: int = 2, n: int = 5_000_000) -> float:
    """How much faster ``workers`` processes finish ``workers`` equal CPU-bound tasks than one process
    finishes one each in turn: near ``workers`` on idle cores, near 1 when other work holds them."""
    from concurrent.futures import ProcessPoolExecutor

    start = time.perf_counter()
    for _ in range(workers):
        _spin(n)
    alone = time.perf_counter() - start
    with ProcessPoolExecutor(workers) as pool:
        start = time.perf_counter()
        list(pool.map(_spin, [n] * workers))
        together = time.perf_counter() - start
    return alone / together


def run_once(folder: str, workers: int, output: str, dataset: bool) -> dict:
    """Build ``folder`` into ``output`` as the CLI does; return timings and peak memory."""
    from labgraph.export import write_triples
    from labgraph.pipeline import build_result, collector_paused

    marks: dict[str, float] = {}

    def progress(done: int, total: int, path: str) -> None:
        if done == total:
            marks["extracted"] = time.perf_counter()

    usage = resource.getrusage(resource.RUSAGE_SELF)
    cpu_before = usage.ru_utime + usage.ru_stime
    start = time.perf_counter()
    with collector_paused():      # as the build command does
        result = build_result([folder], workers=workers, progress=progress)
        resolved = time.perf_counter()
        graphs = result.triples()
        write_triples(graphs, output, result.base)
        written = time.perf_counter()
    row = {"docs": len(result.documents), "triples": len(graphs.union), "seconds": written - start,
           "extract": marks["extracted"] - start, "resolve": resolved - marks["extracted"],
           "write": written - resolved, "bytes": os.path.getsize(output)}
    main, workers_ = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    row["cpu"] = main.ru_utime + main.ru_stime + workers_.ru_utime + workers_.ru_stime - cpu_before
    row["rss_main"], row["rss_worker"] = main.ru_maxrss / 1024, workers_.ru_maxrss / 1024
    if dataset:
        begin = time.perf_counter()
        row["quads"] = sum(len(g) for g in result.dataset.graphs())
        row["dataset"] = time.perf_counter() - begin
        row["rss_dataset"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return row


def measure(folder: Path, workers: int, fmt: str, dataset: bool) -> dict:
    """Run one build in a fresh process and return its row."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, __file__, "--run", str(folder), "--workers", str(workers),
               "--output", str(Path(tmp) / f"lab.{fmt}")] + (["--dataset"] if dataset else [])
        return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)


def report(docs: int, size: float, workers: int, rows: list[dict]) -> str:
    med = {k: statistics.median(r[k] for r in rows) for k in rows[0]}
    cells = [f"{docs:,}", f"{size:.1f}", str(workers), f"{med['seconds']:.2f}", f"{docs / med['seconds']:.0f}",
             f"{med['cpu']:.1f}", f"{med['extract']:.2f}", f"{med['resolve']:.2f}", f"{med['write']:.2f}",
             f"{med['triples']:,.0f}",
             f"{max(r['rss_main'] for r in rows):.0f}", f"{max(r['rss_worker'] for r in rows):.0f}"]
    if "dataset" in med:
        cells.append(f"{med['dataset']:.2f} s, {med['quads']:,.0f} quads, {max(r['rss_dataset'] for r in rows):.0f} MiB")
    return "| " + " | ".join(cells) + " |"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--docs", type=int, nargs="+", default=[1000])
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--pad", type=int, nargs="+", default=[0],
                    help="bytes of prose stating nothing added to each document (several values: one corpus each)")
    ap.add_argument("--corpus", type=Path, help="build this folder (every document labgraph reads in it) "
                    "instead of synthesising documents")
    ap.add_argument("--format", default="ttl", help="output suffix: ttl nt jsonld trig nq")
    ap.add_argument("--dataset", action="store_true", help="also time the library's rdflib Dataset")
    ap.add_argument("--run", help=argparse.SUPPRESS)
    ap.add_argument("--output", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.run:
        print(json.dumps(run_once(a.run, a.workers[0], a.output, a.dataset)))
        return
    header = ("| documents | MiB read | workers | seconds | docs/s | CPU s | extract s | resolve s | write s | triples "
              "| peak RSS main (MiB) | peak RSS worker (MiB) |" + (" then rdflib Dataset |" if a.dataset else ""))
    print(f"output .{a.format}; load average {os.getloadavg()[0]:.1f} at start; two processes ran "
          f"{parallel_speedup():.1f}x as fast as one; median of {a.repeat}")
    print(header)
    print("|" + "---|" * header.count(" |"))
    if a.corpus:
        from labgraph.ingest import find_files
        files = list(find_files([a.corpus]))
        size = sum(p.stat().st_size for p in files) / 2**20
        for workers in a.workers:
            rows = [measure(a.corpus, workers, a.format, a.dataset) for _ in range(a.repeat)]
            print(report(len(files), size, workers, rows), flush=True)
    for docs, pad in [] if a.corpus else [(d, p) for d in a.docs for p in a.pad]:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            synthesise(folder, docs, pad=pad)
            size = sum(p.stat().st_size for p in folder.iterdir()) / 2**20
            for workers in a.workers:
                rows = [measure(folder, workers, a.format, a.dataset) for _ in range(a.repeat)]
                print(report(docs, size, workers, rows), flush=True)
    print(f"load average {os.getloadavg()[0]:.1f} at end; two processes ran {parallel_speedup():.1f}x as fast as one")


if __name__ == "__main__":
    main()
