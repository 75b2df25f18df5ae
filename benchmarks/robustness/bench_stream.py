"""Memory of ``labgraph query`` against result size: streamed (the CLI) or collected whole.

For each size N, a store holds N triples (bulk-loaded N-Triples); a fresh process runs
``SELECT ?s ?p ?o WHERE { ?s ?p ?o }`` and writes every row as CSV to /dev/null:

- streamed:  ``labgraph query -f csv`` (rows written as the store yields them)
- collected: ``labgraph.query.query`` then ``render`` (the whole result, then the whole text;
  what ``labgraph query`` did before streaming)

Peak resident memory comes from ``wait4`` of each process. The benchmark itself stays
small (stores are made in a child process): Linux starts a child's peak at its parent's
size, across exec. Also printed: reopening the
store and answering a first query, in process (median of 5), to show that opening a
store read-only under its lock costs no more than before.

    .venv/bin/python benchmarks/robustness/bench_stream.py --sizes 10000 100000 1000000
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LABGRAPH = str(Path(sys.executable).with_name("labgraph"))
QUERY = "SELECT ?s ?p ?o WHERE { ?s ?p ?o }"
COLLECT = ("import sys; from labgraph.store import Store; from labgraph.query import query, render\n"
           "with Store(sys.argv[1]) as s: sys.stdout.write(render(query(s, sys.argv[2], timeout=None), 'csv'))")


def make_store(root: Path, size: int) -> Path:
    """Write N triples as N-Triples and bulk-load them into a new store, in a child process."""
    subprocess.run([sys.executable, __file__, "--make", str(root), str(size)], check=True)
    return root / f"store-{size}"


def _make_store(root: Path, size: int) -> None:
    from labgraph.store import Store

    nt = root / f"people-{size}.nt"
    with open(nt, "w", encoding="utf-8") as out:
        for i in range(size // 2):
            out.write(f'<https://x.org/person/{i}> <http://www.w3.org/2000/01/rdf-schema#label> "Person {i}" .\n'
                      f"<https://x.org/person/{i}> <https://x.org/knows> <https://x.org/person/{i + 1}> .\n")
    with Store(root / f"store-{size}") as store:
        store.add([nt])


def peak(command: list[str]) -> tuple[float, float]:
    """Return (peak RSS in MB, seconds) of a process writing to /dev/null."""
    started = time.perf_counter()
    with open(os.devnull, "w") as sink:
        process = subprocess.Popen(command, stdout=sink)
        _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"failed: {command}")
    return usage.ru_maxrss / 1024, time.perf_counter() - started


def first_answer(store_dir: Path) -> float:
    from labgraph.query import query
    from labgraph.store import Store

    times = []
    for _ in range(5):
        started = time.perf_counter()
        with Store(store_dir, create=False) as store:
            query(store, "ASK { <https://x.org/person/7> ?p ?o }")
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000, 1_000_000])
    parser.add_argument("--first", metavar="STORE", help=argparse.SUPPRESS)
    parser.add_argument("--make", nargs=2, metavar=("DIR", "SIZE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.make:
        return _make_store(Path(args.make[0]), int(args.make[1]))
    if args.first:
        return print(first_answer(Path(args.first)))
    print("| result rows | streamed peak RSS | streamed time | collected peak RSS | collected time "
          "| reopen + first answer |")
    print("|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for size in args.sizes:
            store_dir = make_store(Path(tmp), size)
            s_mb, s_t = peak([LABGRAPH, "query", "--store", str(store_dir), "--timeout", "0", "-f", "csv", "-e", QUERY])
            c_mb, c_t = peak([sys.executable, "-c", COLLECT, str(store_dir), QUERY])
            opened = float(subprocess.run([sys.executable, __file__, "--first", str(store_dir)], check=True,
                                          capture_output=True, text=True).stdout)
            print(f"| {size:,} | {s_mb:,.0f} MB | {s_t:.1f} s | {c_mb:,.0f} MB | {c_t:.1f} s "
                  f"| {opened * 1000:.0f} ms |", flush=True)


if __name__ == "__main__":
    main()
