"""Every query in examples/queries runs, has a comment header, and answers what it says."""
from __future__ import annotations

from pathlib import Path

import pytest

from labgraph.query import query, read_query
from labgraph.store import Store

QUERIES = Path(__file__).resolve().parent.parent / "examples" / "queries"
DATA = Path(__file__).resolve().parent.parent / "data"

# On the hand-written lab graph (tests/conftest.py), with the example's person swapped in.
EXPECTED = {
    "ancestors.rq": ("Marta Kowalczyk", {("Grete Hermann", "Jörg Müller"), ("Jörg Müller", "Marta Kowalczyk")}),
    "descendants.rq": ("Marta Kowalczyk", {("Lin Chen", "Master"), ("Ravi Iyer", "PhD"), ("Tomás Ortega", "PhD")}),
    "siblings.rq": ("Marta Kowalczyk", {("Jane Smith", "Jörg Müller")}),
    "cousins.rq": ("Marta Kowalczyk", {("John Smith", "Grete Hermann")}),
    "students-by-level.rq": ("Marta Kowalczyk", {("Master", "Lin Chen"), ("PhD", "Ravi Iyer")}),
    "coauthors.rq": ("Marta Kowalczyk", {("Ravi Iyer", 2), ("Lin Chen", 1)}),
    "papers.rq": ("Lin Chen", {("Sparse Graphs at Scale", 2019)}),
    "people-by-organisation.rq": (None, {("University of Northbridge", "Lin Chen"),
                                         ("University of Northbridge", "Marta Kowalczyk")}),
    "evidence.rq": ("Jane Smith", {("Ravi Iyer", "cv/ravi.pdf",
                                    "Ravi Iyer (PhD, 2015), advised by Jane Smith")}),
}
COLUMNS = {
    "ancestors.rq": ("name", "adviseeName"), "descendants.rq": ("name", "levels"),
    "siblings.rq": ("name", "sharedAdvisors"), "cousins.rq": ("name", "sharedGrandparents"),
    "students-by-level.rq": ("level", "name"), "coauthors.rq": ("name", "papers"),
    "papers.rq": ("title", "year"), "people-by-organisation.rq": ("orgName", "name"),
    "evidence.rq": ("studentName", "path", "words"),
}


def example_text(name: str, person: str | None) -> str:
    """Return an example query with its person ("Luo Mai") replaced by ``person``."""
    text = read_query(QUERIES / name)
    return text.replace('"Luo Mai"', f'"{person}"') if person else text


def answers(source, name: str, person: str | None) -> set[tuple]:
    result = query(source, example_text(name, person))
    return {tuple(r[c] for c in COLUMNS[name]) for r in result.records()}


def test_every_example_is_tested_and_documented():
    names = sorted(p.name for p in QUERIES.glob("*.rq"))
    assert names == sorted(EXPECTED)
    for name in names:
        header = read_query(QUERIES / name).splitlines()[:2]
        assert all(line.startswith("# ") for line in header), name


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_answers_on_the_lab_graph(lab_store, name):
    person, expected = EXPECTED[name]
    assert answers(lab_store, name, person) == expected


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_gives_the_same_answers_on_rdflib(lab_store, lab_graph, name):
    person = EXPECTED[name][0]
    assert query(lab_graph, example_text(name, person)).rows == query(lab_store, example_text(name, person)).rows


@pytest.fixture(scope="module")
def seeds_store(tmp_path_factory):
    with Store(tmp_path_factory.mktemp("seeds") / "store") as store:
        store.add([DATA])
        yield store


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_runs_on_the_seeds(seeds_store, name):
    """The examples ask about Luo Mai, whose homepage and CV are in data/."""
    result = query(seeds_store, example_text(name, None))
    if name != "cousins.rq":  # nobody in the seeds shares an academic grandparent with him
        assert len(result.rows) > 0


def test_seeds_students_by_level_and_evidence(seeds_store):
    students = answers(seeds_store, "students-by-level.rq", None)
    assert ("PhD", "Leyang Xue") in students and ("Master", "Ioan Budea") in students
    evidence = query(seeds_store, example_text("evidence.rq", None)).records()
    leyang = [r for r in evidence if r["studentName"] == "Leyang Xue"]
    assert leyang and all(r["path"].endswith(".txt") and "data/" in r["path"] for r in leyang)
    assert any("Leyang Xue" in (r["words"] or "") or "Mahesh" in (r["words"] or "") for r in leyang)
