"""The seeds' accuracy yardstick does not drop when the seed documents come as HTML pages.

The pages are written here from the seed text (headings as <h2>, bullets as
<ul><li>, plus a navigation bar, a cookie banner, scripts and a footer the
reader must drop); both builds are scored by ../shared/eval/score.py.
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from labgraph.export import write_graph
from labgraph.pipeline import build

from .pages import text_to_html

ROOT = Path(__file__).resolve().parents[2]
SCORE = ROOT.parent / "shared" / "eval" / "score.py"
GOLD = SCORE.parent / "gold" / "merged.json"
TOLERANCE = 0.01


def _macro_f1(graph: Path) -> float:
    run = subprocess.run([sys.executable, str(SCORE), str(graph), str(GOLD)], capture_output=True, text=True,
                         timeout=300, check=True)
    return float(re.search(r"macro F1:\s*([0-9.]+)", run.stdout).group(1))


@pytest.mark.skipif(not SCORE.exists() or not GOLD.exists(), reason=f"needs the yardstick {SCORE} and {GOLD}")
def test_seed_documents_as_html_score_as_well_as_text(tmp_path):
    pages = tmp_path / "pages"
    pages.mkdir()
    seeds = sorted((ROOT / "data").glob("*.txt"))
    assert seeds, "the sample corpus data/*.txt is missing"
    for seed in seeds:
        html = text_to_html(seed.read_text(encoding="utf-8"), seed.stem)
        (pages / f"{seed.stem}.html").write_text(html, encoding="utf-8")
    write_graph(build(seeds), tmp_path / "text.ttl")
    write_graph(build([pages]), tmp_path / "html.ttl")
    text_f1, html_f1 = _macro_f1(tmp_path / "text.ttl"), _macro_f1(tmp_path / "html.ttl")
    assert html_f1 >= text_f1 - TOLERANCE, f"macro F1 {html_f1} from HTML, {text_f1} from text"
