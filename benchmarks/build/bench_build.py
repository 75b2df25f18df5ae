"""Build throughput: documents per second and peak memory on a synthetic corpus.

The corpus recombines lines of the sample documents in data/ (headings kept
in place, people's names swapped for generated ones), so every document reads
like a real homepage or CV but says different things.

    python benchmarks/build/bench_build.py --docs 2000 --workers 1 2
"""
from __future__ import annotations

import argparse
import random
import re
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "src"))

from labgraph.pipeline import build_result  # noqa: E402

FIRST = ["Ana", "Bo", "Chen", "Dara", "Eli", "Femi", "Gita", "Hugo", "Ines", "Jae", "Kofi", "Lena", "Mateo",
         "Nia", "Omar", "Pia", "Quan", "Rosa", "Sven", "Tara", "Uma", "Vik", "Wen", "Xia", "Yusuf", "Zoe"]
LAST = ["Abe", "Bauer", "Costa", "Dalton", "Eriksen", "Fujita", "Garcia", "Hoang", "Ivanova", "Jensen",
        "Kowalski", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Petrov", "Quiroga", "Rossi", "Schmidt",
        "Tanaka", "Ueda", "Varga", "Weber", "Xu", "Yilmaz", "Zhou"]


def synthesise(out: Path, count: int, seed: int = 7) -> list[Path]:
    """Write ``count`` documents recombined from the seed documents."""
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
        path = out / f"doc{i:05d}.txt"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def run(folder: Path, workers: int) -> tuple[float, int, int]:
    start = time.perf_counter()
    result = build_result([folder], workers=workers)
    return time.perf_counter() - start, len(result.documents), len(result.dataset)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--docs", type=int, default=2000)
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        synthesise(folder, a.docs)
        size = sum(p.stat().st_size for p in folder.iterdir())
        print(f"corpus: {a.docs} documents, {size / 2**20:.1f} MiB")
        print("| workers | median s | docs/s | triples | peak RSS (MiB) |")
        print("|---|---|---|---|---|")
        for workers in a.workers:
            times = []
            for _ in range(a.repeat):
                elapsed, docs, triples = run(folder, workers)
                times.append(elapsed)
            med = statistics.median(times)
            peak = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                       resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) / 1024
            print(f"| {workers} | {med:.2f} | {docs / med:.0f} | {triples} | {peak:.0f} |")


if __name__ == "__main__":
    main()
