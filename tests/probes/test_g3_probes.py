"""People facts on documents of kinds no earlier probe covered: each g3 probe is built and scored against its gold.

The probes (tests/probes/g3_*.txt|.html, gold beside them as .json) are invented pages: a chemistry group page with
former members and destinations, a CS PhD student's homepage, an engineering CV with numbered lists of
supervised students under capital headings, a neuroscience postdoc's biography, a statistics professor's
advising page, an astronomy group's people page, a linguistics CV with dissertation committees, an Italian
profile in English, an industry research scientist's homepage, a retired professor's academic family, a Spanish
profile, a Polish physicist's CV, a historian's doctoral-supervision page, a French CNRS profile, a
bioinformatics postdoc's Markdown homepage, a Korean lab page and a psychology lab's people page in HTML.
A floor a little under the score reached fails the test when extraction regresses on them.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from labgraph.export import write_graph
from labgraph.pipeline import build

HERE = Path(__file__).parent
SCORE = Path("/work/shared/eval/score.py")

FLOORS = {
    "g3_academic_family.txt": 0.72,
    "g3_astro_people.txt": 0.9,
    "g3_chem_group.txt": 0.92,
    "g3_cs_phd_home.txt": 0.87,
    "g3_eng_cv.txt": 0.95,
    "g3_industry_home.txt": 0.87,
    "g3_italian_profile.txt": 0.9,
    "g3_ling_cv.txt": 0.95,
    "g3_neuro_postdoc.txt": 0.93,
    "g3_stats_advising.txt": 0.95,
    "g3_spanish_profile.txt": 0.8,
    "g3_physics_cv.txt": 0.84,
    "g3_history_supervision.txt": 0.9,
    "g3_french_profile.txt": 0.85,
    "g3_bioinfo_postdoc.txt": 0.76,
    "g3_korean_lab.txt": 0.87,
    "g3_psych_people.html": 0.92,
}


def _scorer():
    spec = importlib.util.spec_from_file_location("labgraph_yardstick", SCORE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.score


@pytest.mark.skipif(not SCORE.exists(), reason=f"needs the yardstick {SCORE} (the shared evaluation kit)")
@pytest.mark.parametrize("name", sorted(FLOORS))
def test_probe_scores_at_least_its_floor(name, tmp_path):
    doc = HERE / name
    gold = doc.with_suffix(".json")
    write_graph(build([doc]), tmp_path / "probe.ttl")
    report = _scorer()(tmp_path / "probe.ttl", [gold])
    missed = {rel: items for rel, items in report["missed"].items() if items}
    assert report["macro_f1"] >= FLOORS[name], f"{name}: macro F1 {report['macro_f1']:.3f}; missed {missed}"
