"""A huge query result is streamed: rows are printed as the store yields them, never held whole."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDFS

from labgraph.query import TABLE_SAMPLE, render, query, stream
from labgraph.store import Store

LABGRAPH = str(Path(sys.executable).with_name("labgraph"))
PEOPLE = 20_000
# every row costs a scan of all labels: the first rows come at once, all of them would take minutes
SLOW = ("SELECT ?p WHERE { ?p rdfs:label ?n . "
        'FILTER NOT EXISTS { ?q rdfs:label ?m . FILTER(?m = CONCAT(?n, "zz")) } }')


@pytest.fixture(scope="module")
def people_store(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("stream")
    nt = root / "people.nt"
    nt.write_text("".join(f'<https://x.org/person/{i}> <{RDFS.label}> "Person {i}" .\n' for i in range(PEOPLE)),
                  encoding="utf-8")
    with Store(root / "store") as store:
        store.add([nt])
    return root / "store"


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_cli_prints_the_first_rows_before_the_query_ends(people_store, fmt):
    """Stopped by its time limit long before the end, the query has printed rows already."""
    done = subprocess.run([LABGRAPH, "query", "--store", str(people_store), "--timeout", "3", "-f", fmt,
                           "-e", SLOW], capture_output=True, text=True)
    assert done.returncode == 1
    assert "still running after 3 s" in done.stderr
    assert done.stdout.count("https://x.org/person/") >= 3, done.stdout[:300]


def test_a_stream_read_in_part_and_dropped_does_not_run_the_query_to_the_end(people_store, deadline):
    with Store(people_store) as store, deadline(120):
        answer = stream(store, SLOW, timeout=None)
        first = [next(answer.items) for _ in range(3)]
        answer.items.close()
    assert all(str(row[0]).startswith("https://x.org/person/") for row in first)


def test_construct_is_written_as_turtle_from_the_store(people_store, tmp_path):
    done = subprocess.run([LABGRAPH, "query", "--store", str(people_store), "-e",
                           "CONSTRUCT { ?p rdfs:label ?n } WHERE { ?p rdfs:label ?n }"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    graph = Graph().parse(data=done.stdout, format="turtle")
    assert len(graph) == PEOPLE
    assert (URIRef("https://x.org/person/7"), RDFS.label, Literal("Person 7")) in graph


def test_the_table_takes_widths_from_the_first_rows_and_cuts_nothing_after():
    g = Graph()
    for i in range(TABLE_SAMPLE + 5):
        g.add((URIRef(f"https://x.org/{i:05d}"), RDFS.label, Literal("z" * 80 if i == TABLE_SAMPLE + 4 else f"n{i}")))
    text = render(query(g, "SELECT ?s ?l WHERE { ?s rdfs:label ?l } ORDER BY ?s"))
    lines = text.splitlines()
    assert lines[-1] == f"({TABLE_SAMPLE + 5} rows)"
    assert lines[-2].endswith("z" * 80)
    assert len(lines[1]) < 80  # the rule under the header fits the sampled rows


def test_streamed_json_is_the_collected_json(people_store):
    with Store(people_store) as store:
        text = render(query(store, "SELECT ?p ?n WHERE { ?p rdfs:label ?n } LIMIT 5"), "json")
    assert len(json.loads(text)["results"]["bindings"]) == 5
