"""Build time of one large document against its size: is extraction linear?

A realistic page (about, students, publications, software) is repeated with
fresh names until the file reaches each size; we time ``build_result`` on it
(CPU seconds) and report seconds per MB. Run:
    .venv/bin/python benchmarks/robustness/bench_size.py 1 4 16 50
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from labgraph.pipeline import build_result

BLOCK = """About
I obtained my PhD from the University of Oslo{i} under the supervision of Kari Nordmann{i}.
I am a Lecturer in the School of Informatics at the University of Edinburgh.

PhD Students
- Ivo Petrov{i} (PhD, 2019 - 2023), now at Google
- Zoe Celik{i} (PhD, 2020 - present) co-supervised with Lin Okafor

Publications
- A. Lee, B. Ray and C. Diaz{i}. Graphs at Scale {i}. In Proc. of OSDI 2021.
- Ada Quinn. "Quiet Kernels {i}". Journal of Systems, 2020. https://doi.org/10.1/{i}

Software
- Tool{i}: a library for graph learning https://github.com/ada/tool{i}

"""


def document(megabytes: float) -> str:
    parts, size, i = ["Ada Quinn\n\n"], 0, 0
    while size < megabytes * 1_000_000:
        block = BLOCK.format(i=f"-{i}" if i else "")
        parts.append(block)
        size += len(block.encode())
        i += 1
    return "".join(parts)


def main(sizes: list[float]) -> None:
    print("| size (MB) | build CPU s | s per MB | facts |")
    print("|---|---|---|---|")
    for mb in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "big.txt"
            path.write_text(document(mb), encoding="utf-8")
            start = time.process_time()
            result = build_result([path])
            took = time.process_time() - start
            print(f"| {mb:g} | {took:.1f} | {took / mb:.2f} | {len(result.resolution.facts)} |", flush=True)


if __name__ == "__main__":
    main([float(a) for a in sys.argv[1:]] or [1, 4, 16])
