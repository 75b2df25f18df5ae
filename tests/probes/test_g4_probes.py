"""G4's probe documents (round 2) (publications, software, awards in many fields and layouts) keep their scores.

Each probe is a document written for this test with its gold facts beside it (same stem, ``.json``,
annotated by GOLD_SCHEMA.md). It is built alone and scored by the shared yardstick; the floor sits a
little below the macro F1 reached when the probe was written, so a regression in extraction fails here.
"""
import importlib.util
from pathlib import Path

import pytest

from labgraph.export import write_graph
from labgraph.pipeline import build

SCORE = Path("/work/shared/eval/score.py")
HERE = Path(__file__).parent

FLOORS = {
    "g4_acm_cv.txt": 0.95,
    "g4_apa_education.txt": 0.60,
    "g4_awards_cv.txt": 0.90,
    "g4_biorxiv_lab.txt": 0.95,
    "g4_chem_acs.txt": 0.90,
    "g4_chicago_books.txt": 0.95,
    "g4_cn_cv.txt": 0.95,
    "g4_dblp_page.txt": 0.60,
    "g4_group_news.md": 0.75,
    "g4_harvard_business.txt": 0.85,
    "g4_html_pubs.html": 0.90,
    "g4_html_table.html": 0.95,
    "g4_math_arxiv.txt": 0.30,
    "g4_prose_bio.txt": 0.95,
    "g4_research_engineer.txt": 0.95,
    "g4_scholar_list.txt": 0.95,
    "g4_stats_software.txt": 0.95,
    "g4_status_list.txt": 0.95,
    "g4_theses_talks.txt": 0.60,
}


def _scorer():
    if not SCORE.is_file():
        pytest.skip(f"the shared yardstick {SCORE} is absent on this machine")
    spec = importlib.util.spec_from_file_location("labgraph_eval_score_g4", SCORE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.score


def test_every_probe_has_gold_and_a_floor():
    docs = {p.name for p in HERE.glob("g4_*") if p.suffix != ".json"}
    assert docs == set(FLOORS)
    assert all((HERE / name).with_suffix(".json").is_file() for name in FLOORS)


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_probe_scores_at_least_its_floor(name, tmp_path):
    score = _scorer()
    graph = tmp_path / "probe.ttl"
    write_graph(build([HERE / name]), graph)
    report = score(graph, [(HERE / name).with_suffix(".json")])
    assert report["macro_f1"] >= FLOORS[name], (name, report["missed"], report["spurious"])
