"""Extraction never fails on documents made of pieces of real ones.

Documents are drawn at random (fixed seed) from the lines of the probe documents and the sample corpus:
lines cut short, cut at the front, run together, in any order. Every reader must get through each one
without an exception (the suite sets LABGRAPH_RAISE, so a reader's fault raises here; in a user's build it is
one "reader failed" warning and costs only that section's facts). This is how a crash on an APA entry dated
"(2022, April)" and on a footer's "2025/03/10" were found.
"""
from __future__ import annotations

import random
from pathlib import Path

from labgraph.extract import extract_document
from labgraph.model import Document

ROOT = Path(__file__).resolve().parents[1]


def _lines() -> list[str]:
    files = sorted([*ROOT.glob("tests/probes/*.txt"), *ROOT.glob("tests/probes/*.md"), *ROOT.glob("data/*.txt")])
    return [line for f in files for line in f.read_text(encoding="utf-8").splitlines()]


def _document(rng: random.Random, lines: list[str]) -> str:
    out = []
    for _ in range(rng.randint(1, 40)):
        line = rng.choice(lines)
        r = rng.random()
        if r < 0.15 and len(line) > 4:
            line = line[:rng.randint(1, len(line))]
        elif r < 0.25 and len(line) > 4:
            line = line[rng.randint(0, len(line) - 1):]
        elif r < 0.3:
            line = f"{line} {rng.choice(lines)}"
        out.append(line)
        if rng.random() < 0.3:
            out.append("")
    return "\n".join(out)


def test_no_reader_fails_on_recombined_documents():
    rng = random.Random(20261126)
    lines = _lines()
    failures = []
    for k in range(400):
        text = _document(rng, lines)
        result = extract_document(Document(f"fuzz-{k}.txt", text))
        failures += [(w, text) for w in result.warnings if "reader failed" in w]
    assert not failures, failures[0]
