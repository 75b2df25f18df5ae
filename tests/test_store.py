"""The persistent store: per-document graphs, exact replacement, removal, crash safety, export."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from rdflib import Dataset, Graph, Literal, URIRef
from rdflib.namespace import RDFS

from conftest import ID, lab_dataset
from labgraph.cli import cli
from labgraph.errors import InputError, StoreError
from labgraph.query import query
from labgraph.store import Store, open_store

MARTA_DOC = f"{ID}doc/marta"


def _count(store, where: str) -> int:
    return int(query(store, f"SELECT (COUNT(*) AS ?n) WHERE {{ {where} }}").rows[0][0])


def _graph_triples(store: Store, graph: str) -> set[str]:
    return set(store.graph_lines(graph))


def _write_doc(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_add_puts_each_document_in_its_own_graph_and_counts_each_fact_once(lab_store):
    assert lab_store.graphs() == [f"{ID}doc/history", f"{ID}doc/marta", f"{ID}doc/ravi"]
    # Ravi's type and name are repeated in two document graphs, yet read once
    assert _count(lab_store, "<https://w3id.org/labgraph/id/person/ravi-iyer> rdfs:label ?n") == 1
    assert _count(lab_store, "GRAPH ?g { <https://w3id.org/labgraph/id/person/ravi-iyer> rdfs:label ?n }") == 2


def test_readding_an_unchanged_file_changes_nothing(lab_store, lab_trig):
    before = lab_store.generation
    changes = lab_store.add([lab_trig])
    assert changes.added == changes.replaced == changes.removed == ()
    assert len(changes.unchanged) == 3
    assert lab_store.generation == before + 1


def test_readding_a_changed_document_replaces_only_its_graph(lab_store, lab_trig):
    history = _graph_triples(lab_store, f"{ID}doc/history")
    ravi = _graph_triples(lab_store, f"{ID}doc/ravi")
    ds = lab_dataset()
    marta = ds.graph(URIRef(MARTA_DOC))
    marta.add((URIRef(f"{ID}person/marta-kowalczyk"), URIRef("https://w3id.org/labgraph/ontology#email"),
               Literal("marta@northbridge.example")))
    ds.serialize(lab_trig, format="trig")
    changes = lab_store.add([lab_trig])
    assert changes.replaced == (MARTA_DOC,)
    assert changes.unchanged == (f"{ID}doc/history", f"{ID}doc/ravi")
    assert _graph_triples(lab_store, f"{ID}doc/history") == history
    assert _graph_triples(lab_store, f"{ID}doc/ravi") == ravi
    assert query(lab_store, "SELECT ?e WHERE { ?p lg:email ?e }").records() == [{"e": "marta@northbridge.example"}]


def test_removing_a_document_leaves_no_orphan_facts(tmp_path):
    ds = lab_dataset()
    parts = {}
    for name in ("marta", "ravi", "history"):
        part = Dataset()
        part.graph(URIRef(f"{ID}doc/{name}")).__iadd__(ds.graph(URIRef(f"{ID}doc/{name}")))
        parts[name] = tmp_path / f"{name}.trig"
        part.serialize(parts[name], format="trig")
    with Store(tmp_path / "store") as store:
        store.add(parts.values())
        # Tomás Ortega is named only in Ravi's CV
        assert _count(store, "?s ?p <https://w3id.org/labgraph/id/person/tomas-ortega>") > 0
        changes = store.remove([str(parts["ravi"])])
        assert changes.removed == (f"{ID}doc/ravi",)
        for pattern in ("<https://w3id.org/labgraph/id/person/tomas-ortega> ?p ?o",
                        "?s ?p <https://w3id.org/labgraph/id/person/tomas-ortega>",
                        "GRAPH ?g { <https://w3id.org/labgraph/id/person/tomas-ortega> ?p ?o }"):
            assert _count(store, pattern) == 0
        # Ravi is still named by the other documents
        assert _count(store, "<https://w3id.org/labgraph/id/person/ravi-iyer> rdfs:label ?n") == 1
        assert [s.key for s in store.sources()] == sorted(
            store.source(str(p)).key for p in (parts["marta"], parts["history"]))


def test_removing_an_unknown_document_names_the_known_ones(lab_store):
    with pytest.raises(StoreError, match="known: .*lab.trig"):
        lab_store.remove(["nowhere.html"])


def test_documents_added_at_different_times_resolve_to_one_person(tmp_path):
    first = _write_doc(tmp_path / "docs" / "wen.md", """\
        # Wen Okafor

        Wen Okafor is a Lecturer at the University of Eastmoor.

        ## PhD Students

        - Priya Raman (2019-2023)
        """)
    second = _write_doc(tmp_path / "docs" / "priya.md", """\
        # Priya Raman

        Priya Raman is a PhD student at the University of Eastmoor, advised by Wen Okafor.
        """)
    with Store(tmp_path / "store") as store:
        store.add([first])
        store.add([second])
        people = query(store, "SELECT ?p WHERE { ?p a lg:Person ; rdfs:label ?n FILTER(CONTAINS(?n, 'Priya')) }")
        assert len(people.rows) == 1
        graphs = query(store, f"SELECT DISTINCT ?g WHERE {{ GRAPH ?g {{ <{people.rows[0][0]}> ?p ?o }} }}")
        assert len(graphs.rows) == 2
        sources = query(store, "SELECT ?path WHERE { ?d a lg:Document ; lg:sourcePath ?path } ORDER BY ?path")
        assert [str(r[0]) for r in sources.rows] == ["docs/priya.md", "docs/wen.md"]


def test_a_turtle_file_is_loaded_as_it_is_into_its_own_graph(tmp_path):
    ttl = tmp_path / "extra.ttl"
    g = Graph()
    g.add((URIRef(f"{ID}person/ada-nwosu"), RDFS.label, Literal("Ada Nwosu")))
    g.serialize(ttl, format="turtle")
    with Store(tmp_path / "store") as store:
        changes = store.add([ttl])
        assert changes.added == (f"{ID}doc/extra-ttl",)
        assert query(store, "SELECT ?n WHERE { ?p rdfs:label ?n }").records() == [{"n": "Ada Nwosu"}]
        store.remove(["extra.ttl"])
        assert len(store) == 0


def test_malformed_rdf_names_the_file(tmp_path):
    bad = tmp_path / "broken.ttl"
    bad.write_text("<a> <b> .\n")
    with Store(tmp_path / "store") as store, pytest.raises(InputError, match="broken.ttl"):
        store.add([bad])


def test_a_folder_that_is_not_a_store_is_refused(tmp_path):
    (tmp_path / "notes.txt").write_text("hello")
    with pytest.raises(StoreError, match="not a labgraph store"):
        Store(tmp_path)


def test_opening_a_missing_store_says_how_to_create_one(tmp_path):
    with pytest.raises(StoreError, match="labgraph add"):
        open_store(tmp_path / "nothing")


def test_a_second_writer_is_refused_while_readers_are_not(lab_store, lab_trig, tmp_path):
    """A real process pauses inside an add; another add is refused, a reader opens at once."""
    lab_store.close()
    marker = tmp_path / "marker"
    env = {**os.environ, "LABGRAPH_FAULT_PAUSE": "committed", "LABGRAPH_FAULT_MARKER": str(marker)}
    changed = _write_doc(tmp_path / "more.trig", f"<{ID}doc/extra> {{ <{ID}person/x> <{RDFS.label}> \"X\" . }}\n")
    holder = subprocess.Popen([str(Path(sys.executable).with_name("labgraph")), "add", str(changed), "--store",
                               str(lab_store.path)], env=env)
    try:
        while not marker.exists():
            assert holder.poll() is None, "the add ended before its pause"
            time.sleep(0.01)
        with Store(lab_store.path) as reader:
            assert reader.graphs() == [f"{ID}doc/history", f"{ID}doc/marta", f"{ID}doc/ravi"]
            with pytest.raises(StoreError, match="being changed by another process"):
                reader.add([lab_trig])
    finally:
        holder.kill()
        holder.wait()


@pytest.mark.parametrize("suffix,fmt", [("ttl", "turtle"), ("nt", "nt"), ("jsonld", "json-ld"),
                                        ("trig", "trig"), ("nq", "nquads")])
def test_export_writes_every_fact_in_each_format(lab_store, tmp_path, suffix, fmt):
    out = tmp_path / f"out.{suffix}"
    lab_store.export(out)
    back = Dataset()
    back.parse(out, format=fmt)
    if suffix in ("trig", "nq"):
        assert {str(g.identifier) for g in back.graphs() if len(g)} == set(lab_store.graphs())
        assert sum(len(g) for g in back.graphs()) == sum(
            len(_graph_triples(lab_store, g)) for g in lab_store.graphs())
    else:
        distinct = _count(lab_store, "?s ?p ?o")
        assert len(back) == distinct
    assert "@prefix lg:" in out.read_text() if suffix == "ttl" else True


def test_export_of_one_graph_holds_only_that_graph(lab_store, tmp_path):
    out = tmp_path / "marta.ttl"
    lab_store.export(out, graphs=[MARTA_DOC])
    back = Graph().parse(out)
    assert len(back) == len(_graph_triples(lab_store, MARTA_DOC))
    assert "person:marta-kowalczyk" in out.read_text()
    assert (None, None, URIRef(f"{ID}person/tomas-ortega")) not in back


def test_export_refuses_unknown_formats(lab_store, tmp_path):
    with pytest.raises(StoreError, match="choose one of"):
        lab_store.export(tmp_path / "out.xml")


def test_cli_add_query_export_remove(tmp_path, lab_trig):
    runner = CliRunner()
    store = str(tmp_path / "store")
    added = runner.invoke(cli, ["add", str(lab_trig), "--store", store])
    assert added.exit_code == 0, added.output
    assert "3 graphs added" in added.output
    out = tmp_path / "lab.nt"
    exported = runner.invoke(cli, ["export", "-o", str(out), "--store", store, "--doc", str(lab_trig)])
    assert exported.exit_code == 0, exported.output
    assert len(Graph().parse(out)) > 100
    removed = runner.invoke(cli, ["remove", str(lab_trig), "--store", store])
    assert removed.exit_code == 0 and "3 removed" in removed.output
