"""Extraction time stays roughly linear in document size, on the worst lines we could construct.

Each case repeats one hostile unit (runs of initials, parentheses, quotes,
supervision phrases, blanks, "github stars"...) under a heading that sends the
line to the extractors most likely to backtrack on it. The document goes
through the real reader (``.md``: decoding, cleaning, Markdown) and every
extractor. We compare CPU time at 8 times the size: linear code takes about 8
times as long, quadratic code 64 times. The bound (24 times, plus 20 ms for
timer noise) is deliberately loose; the ``deadline`` guard turns a hang into a
failure. Each case here took quadratic or exponential time before its fix.
"""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from labgraph.pipeline import extract_file

SMALL = 3_000      # characters of repeated unit in the small document; the large one has 8 times more
GROWTH = 8
BOUND = 24         # linear ~ 8, quadratic ~ 64


# (heading, text before the run, the repeated unit, text after the run)
CASES = {
    "initials-in-sentences": ("About", "", "A. ", ""),
    "author-list-of-initials": ("Publications", "", "A. Lee, ", "B. Ray. A Title. In Proc. X 2019."),
    "open-parentheses-in-software": ("Software", "", "(", ""),
    "open-parentheses-in-positions": ("Experience", "Research Intern, ", "(", ""),
    "parentheses-after-a-degree": ("Education", "Ann Lee, PhD student, ", "(", ""),
    "open-curly-quotes": ("About", "", "\u201cAnn ", ""),
    "many-supervision-phrases": ("About", "", "supervised by Ann Lee ", ""),
    "bare-supervision-phrases": ("PhD Students", "", "supervised by ", ""),
    "many-co-supervisors": ("PhD Students", "Ann Lee, PhD student, ", "co-supervised with Ann Lee, ", ""),
    "many-level-words": ("PhD Students", "Ann Lee, PhD student, ", "PhD student ", ""),
    "many-degrees": ("PhD Students", "Ann Lee, PhD student, ", "MSc in ", ""),
    "organisation-of-the-organisation": ("About", "I work at ", "of the Big ", ""),
    "url-of-dots": ("About", "see https://", "a.", ""),
    "spaced-url-of-dots": ("About", "see https : // ", "a . ", ""),
    "blank-run-then-a-word": ("Publications", "Ann Lee, ", " ", " x Ann Lee."),
    "tab-run-in-software": ("Software", "Tool, ", "\t", " x Ann Lee."),
    "blank-run-in-student-list": ("PhD Students", "I was a postdoc with ", " ", " x Ann Lee."),
    "github-stars-junk-line": ("Publications", "", "github stars ", "x"),
    "one-long-word": ("About", "", "x", ""),
    "long-email-local-part": ("About", "", "a.b", "@"),
    "unclosed-markdown-bold": ("About", "", "**a ", ""),
    "unclosed-markdown-links": ("About", "", "[a ", ""),
    "apa-years": ("Software", "", "Lee, A. (2019). ", ""),
    "hyphenated-name-run": ("PhD Students", "", "Ann-", " (PhD)"),
    "year-ranges": ("Experience", "", "2019 - ", ""),
    "quotes-and-apostrophes": ("Publications", "A. Lee. ", "\"T' ", ""),
    "quoted-titles-then-jobs": ("PhD Students", "1. Ann Lee, PhD 2014, ", '"A". Lecturer, ', ""),
    "chapters-in-chapters": ("Publications", "A. Lee, A Title", ", in Notes (", " (X, 2005), pp. 1-9."),
    "page-footers": ("Awards", "2020 Prize", "   Page 1", " of 4"),
}


def _document(tmp_path: Path, case: str, size: int) -> Path:
    heading, before, unit, after = CASES[case]
    line = before + unit * (size // len(unit)) + after
    path = tmp_path / f"{case}-{size}.md"
    path.write_text(f"Ada Quinn\n\n{heading}\n- {line}\n{line}\n", encoding="utf-8")
    return path


def _cpu_seconds(path: Path, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        extract_file(str(path))
        best = min(best, time.process_time() - start)
    return best


@pytest.mark.parametrize("case", sorted(CASES))
def test_extraction_time_grows_linearly(tmp_path, deadline, case):
    small, large = _document(tmp_path, case, SMALL), _document(tmp_path, case, SMALL * GROWTH)
    with deadline(60):
        _cpu_seconds(small, 1)                          # warm the caches and memos
        t_small = _cpu_seconds(small, 3)
        t_large = _cpu_seconds(large, 2)
    assert t_large <= BOUND * t_small + 0.02, \
        f"{case}: {t_small * 1000:.1f} ms -> {t_large * 1000:.1f} ms for {GROWTH}x the text"


def test_the_cases_reach_the_extractors_they_target(tmp_path):
    """The hostile runs must not be dropped before extraction, or the timings above prove nothing."""
    extraction = extract_file(str(_document(tmp_path, "many-co-supervisors", 200)))
    assert any(getattr(c, "advisee", None) == "Ann Lee" for c in extraction.claims)
    extraction = extract_file(str(_document(tmp_path, "many-supervision-phrases", 200)))
    assert any(getattr(c, "advisor", None) == "Ann Lee" for c in extraction.claims)
