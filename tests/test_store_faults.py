"""A change killed (SIGKILL) at any step leaves the store as before or as after, never half;
running it again completes it, with the same result as a change nobody interrupted.

The store reads ``LABGRAPH_FAULT_PAUSE`` (stop there for ever) and ``LABGRAPH_FAULT_MARK``
(say you got there and go on): a real ``labgraph add`` process is killed exactly at a
named step, or inside the step after a mark (an update, a bulk load, a checkpoint).
"""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rdflib import Dataset, Literal, URIRef
from rdflib.compare import to_isomorphic
from rdflib.namespace import RDFS

from conftest import ID, lab_dataset
from labgraph.store import Store

LABGRAPH = str(Path(sys.executable).with_name("labgraph"))
BULK_PEOPLE = 40_000  # two triples each: a bulk load that lasts long enough to be killed inside


def write_change(folder: Path) -> Path:
    """Write the change the tests add: the lab with one graph renamed and a bigger one added,
    and an N-Triples file of many people (bulk-loaded)."""
    folder.mkdir(parents=True)
    ds = lab_dataset()
    marta = ds.graph(URIRef(f"{ID}doc/marta"))
    marta.set((URIRef(f"{ID}person/marta-kowalczyk"), RDFS.label, Literal("Marta K. Nowak")))
    extra = ds.graph(URIRef(f"{ID}doc/roster"))
    for i in range(3000):
        extra.add((URIRef(f"{ID}person/roster-{i}"), RDFS.label, Literal(f"Roster Person {i}")))
    ds.serialize(folder / "lab.trig", format="trig")
    with open(folder / "people.nt", "w", encoding="utf-8") as out:
        for i in range(BULK_PEOPLE):
            iri = f"<{ID}person/bulk-{i}>"
            out.write(f'{iri} <http://www.w3.org/2000/01/rdf-schema#label> "Bulk Person {i}" .\n'
                      f"{iri} <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://w3id.org/labgraph/ontology#Person> .\n")
    return folder


def make_store(folder: Path, lab_trig: Path) -> Path:
    """Return a store holding the lab as the tests' before-state; ``lab.trig`` is not in it twice."""
    with Store(folder) as store:
        store.add([lab_trig])
    return folder


def state(store_dir: Path) -> tuple:
    """Return the store's exported N-Quads, blank node labels aside: what "the same store" means."""
    out = store_dir.parent / f"{store_dir.name}-export.nq"
    with Store(store_dir, create=False) as store:
        store.export(out)
        graphs = tuple(store.graphs())
    plain, blank = [], []
    for line in out.read_text(encoding="utf-8").splitlines():
        (blank if "_:" in line else plain).append(line)
    ds = Dataset()
    ds.parse(data="\n".join(blank), format="nquads")
    shapes = sorted((str(g.identifier), to_isomorphic(g).graph_digest()) for g in ds.graphs() if len(g))
    out.unlink()
    return graphs, sorted(plain), shapes


def run_add(store_dir: Path, change: Path, env: dict | None = None) -> subprocess.Popen:
    files = sorted(str(p) for p in change.iterdir())  # RDF files are added by name, not by folder
    return subprocess.Popen([LABGRAPH, "add", *files, "--store", str(store_dir)],
                            env={**os.environ, **(env or {})}, stderr=subprocess.PIPE, text=True)


def kill_at(store_dir: Path, change: Path, point: str, how: str, marker: Path) -> None:
    """Run ``labgraph add`` and SIGKILL it at ``point`` (``how``: PAUSE or MARK)."""
    adding = run_add(store_dir, change, {f"LABGRAPH_FAULT_{how}": point, "LABGRAPH_FAULT_MARKER": str(marker)})
    try:
        while not marker.exists():
            if adding.poll() is not None:
                pytest.fail(f"add ended before reaching {point}: {adding.stderr.read()}")
            time.sleep(0.005)
    finally:
        adding.send_signal(signal.SIGKILL)
        adding.wait()


def reference_change(root: Path, measure) -> tuple[Path, Path, object, object]:
    """Write the lab and the change under ``root``, apply the change to a store nobody else uses,
    and return (lab.trig, the change, ``measure(store)`` before it, ``measure(store)`` after it)."""
    lab_trig = root / "lab.trig"
    lab_dataset().serialize(lab_trig, format="trig")
    change = write_change(root / "change")
    reference = make_store(root / "reference", lab_trig)
    before = measure(reference)
    done = run_add(reference, change)
    assert done.wait() == 0, done.stderr.read()
    after = measure(reference)
    assert before != after
    return lab_trig, change, before, after


@pytest.fixture(scope="module")
def scene(tmp_path_factory):
    """The before-state, the change, and the after-state of a change nobody interrupted."""
    root = tmp_path_factory.mktemp("faults")
    lab_trig, change, before, after = reference_change(root, state)
    return {"root": root, "lab_trig": lab_trig, "change": change, "before": before, "after": after}


# (step, how the process is stopped, the state a kill there leaves)
POINTS = [
    ("copied", "PAUSE", "before"),           # files copied into documents/, nothing else done
    ("checkpoint", "MARK", "before"),        # killed while the new generation is being made
    ("checkpoint-made", "PAUSE", "before"),  # new generation made, nothing written to it
    ("update", "MARK", "before"),            # killed inside the update replacing graphs
    ("bulk-load", "MARK", "before"),         # killed inside the bulk load of people.nt
    ("committed", "PAUSE", "before"),        # everything written and flushed, not published
    ("published", "PAUSE", "after"),         # manifest renamed, old generation not yet removed
]


@pytest.mark.parametrize("point,how,expected", POINTS, ids=[p[0] for p in POINTS])
def test_a_killed_add_leaves_the_store_as_before_or_after_and_rerunning_completes_it(
        scene, tmp_path, point, how, expected, deadline):
    store_dir = make_store(tmp_path / "store", scene["lab_trig"])
    with deadline(300):
        kill_at(store_dir, scene["change"], point, how, tmp_path / "marker")
        assert state(store_dir) == scene[expected]
        again = run_add(store_dir, scene["change"])
        assert again.wait() == 0, again.stderr.read()
    assert state(store_dir) == scene["after"]
    # what the killed process left (a half-made generation, partial copies) is gone
    with Store(store_dir, create=False) as store:
        assert sorted(p.name for p in store_dir.glob("db-*")) == [store._manifest["database"]]
    assert not list((store_dir / "documents").glob(".incoming-*"))
    assert not list(store_dir.glob(".trash-*"))


def test_killing_the_first_add_leaves_no_half_store(scene, tmp_path, deadline):
    store_dir = tmp_path / "new"
    with deadline(300):
        kill_at(store_dir, scene["change"], "committed", "PAUSE", tmp_path / "marker")
        with Store(store_dir, create=False) as store:
            assert store.graphs() == [] and len(store) == 0
        again = run_add(store_dir, scene["change"])
        assert again.wait() == 0, again.stderr.read()
    with Store(store_dir, create=False) as store:
        assert f"{ID}doc/roster" in store.graphs()


def test_a_failed_add_leaves_the_store_as_it_was(scene, tmp_path):
    """Not killed, but failing half-way (a malformed RDF file after a good one)."""
    store_dir = make_store(tmp_path / "store", scene["lab_trig"])
    broken = tmp_path / "broken"
    shutil.copytree(scene["change"], broken)
    (broken / "zz-broken.nt").write_text("<https://x.org/a> <https://x.org/b> \"open string .\n", encoding="utf-8")
    failed = run_add(store_dir, broken)
    assert failed.wait() == 1
    assert "zz-broken.nt" in failed.stderr.read()
    assert state(store_dir) == scene["before"]
