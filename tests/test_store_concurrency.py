"""Readers while a writer works: every answer is the store as before the add or as after it.

A real ``labgraph add`` process runs while this process (and ``labgraph`` commands)
open the store, query it and export it again and again.
"""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import ID
from labgraph.query import query
from labgraph.store import Store
from test_store_faults import make_store, reference_change, run_add

LABGRAPH = str(Path(sys.executable).with_name("labgraph"))
MARTA = f"{ID}person/marta-kowalczyk"
QUESTIONS = (
    "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }",
    f"SELECT ?name WHERE {{ <{MARTA}> rdfs:label ?name }} ORDER BY ?name",
    "SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }",
)


def answers(store_dir: Path) -> tuple:
    """Return the answers to QUESTIONS from one opening of the store (one snapshot)."""
    with Store(store_dir, create=False) as store:
        return tuple(tuple(query(store, q).rows) for q in QUESTIONS)


def cli(*args: str) -> str:
    done = subprocess.run([LABGRAPH, *args], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """The change, and the answers before and after it (from a store nobody reads meanwhile)."""
    return reference_change(tmp_path_factory.mktemp("concurrency"), answers)


@pytest.fixture
def scene(world, tmp_path):
    lab_trig, change, before, after = world
    return make_store(tmp_path / "store", lab_trig), change, before, after


def test_queries_during_an_add_see_the_store_before_or_after_it(scene, tmp_path, deadline):
    store_dir, change, before, after = scene
    marker = tmp_path / "writing"
    seen, while_writing = [], 0
    with deadline(300):
        adding = run_add(store_dir, change, {"LABGRAPH_FAULT_MARK": "checkpoint", "LABGRAPH_FAULT_MARKER": str(marker)})
        while adding.poll() is None:
            writing = marker.exists()
            seen.append(answers(store_dir))
            # counted only if the add was still running after the answer came back
            while_writing += writing and adding.poll() is None
        assert adding.wait() == 0, adding.stderr.read()
    seen.append(answers(store_dir))
    assert all(answer in (before, after) for answer in seen)
    assert while_writing > 0, "no query ran while the add was writing; make the change bigger"
    assert seen[-1] == after


def test_read_commands_answer_at_once_while_an_add_is_stopped_half_way(scene, tmp_path, deadline):
    """The add is paused with everything written but not published: query, lineage and
    export run as separate processes and see the store as before; none waits."""
    store_dir, change, before, after = scene
    marker = tmp_path / "paused"
    adding = run_add(store_dir, change, {"LABGRAPH_FAULT_PAUSE": "committed", "LABGRAPH_FAULT_MARKER": str(marker)})
    try:
        with deadline(120):  # a hang guard: a reader that waited for the writer would never return
            while not marker.exists():
                assert adding.poll() is None, adding.stderr.read()
                time.sleep(0.01)
            assert answers(store_dir) == before
            names = cli("query", "--store", str(store_dir), "-f", "csv", "-e", QUESTIONS[1])
            assert names.splitlines()[1:] == ["Marta Kowalczyk"]
            tree = cli("lineage", "Marta Kowalczyk", "--store", str(store_dir))
            assert "Ravi Iyer" in tree
            cli("export", "--store", str(store_dir), "-o", str(tmp_path / "during.nq"))
            exported = (tmp_path / "during.nq").read_text(encoding="utf-8")
            assert "Marta Kowalczyk" in exported and "Marta K. Nowak" not in exported
    finally:
        adding.kill()
        adding.wait()


def test_a_reader_keeps_its_generation_until_it_closes(scene, deadline):
    """A store opened before an add answers as before until reopened; the old generation
    is deleted by the next writer only once that reader has closed it."""
    store_dir, change, before, after = scene
    old = Store(store_dir, create=False)
    first = old._manifest["database"]
    with deadline(300):
        assert run_add(store_dir, change).wait() == 0
    assert tuple(tuple(query(old, q).rows) for q in QUESTIONS) == before
    assert answers(store_dir) == after
    assert (store_dir / first).exists()  # still held
    old.close()
    with Store(store_dir) as store:
        store.remove([str(change / "people.nt")])
    assert not (store_dir / first).exists()
    assert len(list(store_dir.glob("db-*"))) == 1


def test_a_reader_of_an_old_generation_keeps_the_copies_it_reads(scene, deadline):
    """Bulk-loaded files are read from their stored copies (export, the lineage index):
    a writer removing a file must not delete the copy an older reader still uses."""
    store_dir, change, _, _ = scene
    with deadline(300):
        assert run_add(store_dir, change).wait() == 0
    old = Store(store_dir, create=False)
    with Store(store_dir) as writer:
        writer.remove([str(change / "people.nt")])
    out = store_dir.parent / "old.nq"
    old.export(out)
    assert "Bulk Person 7" in out.read_text(encoding="utf-8")
    old.close()
