"""RDF files bulk-loaded as they are: into the default graph, with removal, re-adding,
documents that share their facts, export, failure and the migration of version-1 stores."""
from __future__ import annotations

import json
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import Dataset, Graph, Literal, URIRef

from conftest import ID, lab_dataset
from labgraph.errors import InputError
from labgraph.query import query
from labgraph.store import Store

LG = "https://w3id.org/labgraph/ontology#"
LABEL = "http://www.w3.org/2000/01/rdf-schema#label"


def _nt(path: Path, *lines: str) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def _labels(store: Store) -> list[str]:
    return sorted(str(r[0]) for r in query(store, "SELECT ?n WHERE { ?p rdfs:label ?n }").rows)


def _person(slug: str, name: str) -> str:
    return f'<{ID}person/{slug}> <{LABEL}> "{name}" .'


def test_a_bulk_file_is_queried_by_its_name_but_is_not_a_named_graph(tmp_path):
    people = _nt(tmp_path / "people.nt", _person("ines-duarte", "Ines Duarte"),
                 f"<{ID}person/ines-duarte> <{LG}supervisedBy> <{ID}person/omar-haddad> .")
    with Store(tmp_path / "store") as store:
        assert store.add([people]).added == (f"{ID}doc/people-nt",)
        assert store.graphs() == []
        assert _labels(store) == ["Ines Duarte"]
        in_graphs = query(store, "SELECT ?g WHERE { GRAPH ?g { ?s ?p ?o } }").rows
        assert in_graphs == []
        assert store.source(f"{ID}doc/people-nt").key.endswith("people.nt")
        assert store.remove([f"{ID}doc/people-nt"]).removed == (f"{ID}doc/people-nt",)
        assert len(store) == 0


def test_removing_one_bulk_file_keeps_the_facts_another_also_gives(tmp_path):
    shared = _person("ines-duarte", "Ines Duarte")
    first = _nt(tmp_path / "first.nt", shared, _person("omar-haddad", "Omar Haddad"))
    second = _nt(tmp_path / "second.nt", shared, _person("yuki-sato", "Yuki Sato"))
    with Store(tmp_path / "store") as store:
        store.add([first, second])
        assert _labels(store) == ["Ines Duarte", "Omar Haddad", "Yuki Sato"]
        store.remove([str(first)])
        assert _labels(store) == ["Ines Duarte", "Yuki Sato"]


def test_readding_a_changed_bulk_file_replaces_its_facts(tmp_path):
    people = _nt(tmp_path / "people.nt", _person("ines-duarte", "Ines Duarte"))
    with Store(tmp_path / "store") as store:
        store.add([people])
        _nt(people, _person("ines-duarte", "Inês Duarte"))
        assert store.add([people]).replaced == (f"{ID}doc/people-nt",)
        assert _labels(store) == ["Inês Duarte"]


def test_removing_a_document_keeps_the_facts_a_bulk_file_also_gives(tmp_path, lab_trig):
    marta = f"{ID}person/marta-kowalczyk"
    bulk = _nt(tmp_path / "extra.nt", f'<{marta}> <{LABEL}> "Marta Kowalczyk" .',
               _person("yuki-sato", "Yuki Sato"))
    with Store(tmp_path / "store") as store:
        store.add([lab_trig, bulk])
        store.remove([str(lab_trig)])
        assert _labels(store) == ["Marta Kowalczyk", "Yuki Sato"]
        assert store.graphs() == []


def test_readding_a_changed_document_beside_a_bulk_file_leaves_no_stale_facts(tmp_path, lab_trig):
    bulk = _nt(tmp_path / "extra.nt", _person("yuki-sato", "Yuki Sato"))
    with Store(tmp_path / "store") as store:
        store.add([lab_trig, bulk])
        before = len(store)
        ds = lab_dataset()
        paper = URIRef(f"{ID}paper/quiet-kernels")
        ravi = ds.graph(URIRef(f"{ID}doc/ravi"))  # only this graph changes
        ravi.remove((paper, URIRef(LABEL), None))
        ravi.add((paper, URIRef(LABEL), Literal("Quieter Kernels")))
        ds.serialize(lab_trig, format="trig")
        store.add([lab_trig])
        titles = query(store, f"SELECT ?t WHERE {{ <{paper}> rdfs:label ?t }}").rows
        assert [str(t[0]) for t in titles] == ["Quieter Kernels"]
        # the author lists' blank nodes are not repeated in the default graph by the change
        lists = "SELECT (COUNT(*) AS ?n) WHERE { ?l rdf:first ?x }"
        in_default = int(query(store, lists).rows[0][0])
        in_graphs = int(query(store, "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?l rdf:first ?x } }").rows[0][0])
        assert in_default == in_graphs
        assert "Yuki Sato" in _labels(store)
        assert len(store) == before


def test_export_of_a_bulk_file_writes_its_triples_and_a_whole_trig_export_includes_them(tmp_path, lab_trig):
    bulk = _nt(tmp_path / "extra.nt", _person("yuki-sato", "Yuki Sato"), "_:n <http://x.org/p> _:m .")
    with Store(tmp_path / "store") as store:
        store.add([lab_trig, bulk])
        one = tmp_path / "one.ttl"
        store.export(one, graphs=[f"{ID}doc/extra-nt"])
        assert len(Graph().parse(one)) == 2
        whole = tmp_path / "all.trig"
        store.export(whole)
        ds = Dataset()
        ds.parse(whole, format="trig")
        assert (URIRef(f"{ID}person/yuki-sato"), URIRef(LABEL), Literal("Yuki Sato")) in ds.default_graph
        assert len(ds.graph(URIRef(f"{ID}doc/marta"))) > 0


def test_a_malformed_bulk_file_leaves_the_store_as_it_was(tmp_path):
    good = _nt(tmp_path / "good.nt", _person("ines-duarte", "Ines Duarte"))
    bad = _nt(tmp_path / "bad.nt", *[_person(f"p{i}", f"Person {i}") for i in range(50)], "<a> <b> .")
    with Store(tmp_path / "store") as store:
        store.add([good])
        with pytest.raises(InputError, match="bad.nt"):
            store.add([bad])
        assert _labels(store) == ["Ines Duarte"]
    with Store(tmp_path / "store", create=False) as store:
        assert [s.key for s in store.sources()] == [store.source(str(good)).key]
        assert _labels(store) == ["Ines Duarte"]


def test_a_version_1_store_is_migrated_on_opening(tmp_path, lab_trig):
    """Version 1 kept each bulk file in a named graph of its own; opening moves it."""
    bulk = _nt(tmp_path / "extra.nt", _person("yuki-sato", "Yuki Sato"))
    store_dir = tmp_path / "store"
    with Store(store_dir) as store:
        store.add([lab_trig, bulk])
        count = len(store)
    name = f"{ID}doc/extra-nt"
    database = ox.Store(str(store_dir / "oxigraph"))
    # as version 1 left it: the default graph is the documents' merge, the file has its own graph
    database.update("DROP DEFAULT ; INSERT { ?s ?p ?o } WHERE { GRAPH ?g { ?s ?p ?o } }")
    database.bulk_load(path=str(bulk), format=ox.RdfFormat.N_TRIPLES, to_graph=ox.NamedNode(name))
    database.flush()
    del database
    manifest = json.loads((store_dir / "manifest.json").read_text())
    manifest["version"] = 1
    (store_dir / "manifest.json").write_text(json.dumps(manifest))
    with Store(store_dir) as store:
        assert name not in store.graphs()
        assert json.loads((store_dir / "manifest.json").read_text())["version"] == 2
        assert "Yuki Sato" in _labels(store)
        assert len(store) == count
