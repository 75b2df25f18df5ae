"""People facts on documents we never tuned to: each g1 probe is built and scored against its gold.

The probes (tests/probes/g1_*.txt|.html, gold beside them as .json) are invented pages of other
fields and layouts: a biology lab page, a mathematician's CV, a German-style CV, an economics
job-market CV, a humanities profile, a physics group page in HTML, a CV with dates first, a medical
profile, an ecology homepage, a CS PhD student's homepage, an IEEE-style biography, a
psychology CV with an advising section, a CNRS researcher's page, an HTML people page with a
paragraph per person, a Swedish CV, a postdoc's homepage, a German group page, a Japanese lab's
member list, an Argentine CV, an economics profile in HTML with a placement table, a
nursing biography and a robotics homepage in Markdown. A floor a little under the score reached fails the test when
extraction regresses on them.
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
    "g1_biolab.txt": 0.93,
    "g1_cnrs_page.txt": 0.93,
    "g1_cs_student_home.txt": 0.68,
    "g1_ieee_bio.txt": 0.95,
    "g1_psych_cv.txt": 0.95,
    "g1_dates_first_cv.txt": 0.95,
    "g1_ecology_homepage.txt": 0.9,
    "g1_econ_jm.txt": 0.95,
    "g1_humanities_profile.txt": 0.9,
    "g1_lebenslauf.txt": 0.95,
    "g1_math_cv.txt": 0.92,
    "g1_medicine_profile.txt": 0.93,
    "g1_nordic_cv.txt": 0.95,
    "g1_people_page.html": 0.72,
    "g1_physics_group.html": 0.92,
    "g1_postdoc_home.txt": 0.92,
    "g1_german_group.txt": 0.88,
    "g1_japan_lab.txt": 0.95,
    "g1_latam_cv.txt": 0.9,
    "g1_econ_faculty.html": 0.95,
    "g1_nursing_bio.txt": 0.95,
    "g1_md_homepage.txt": 0.93,
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
