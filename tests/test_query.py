"""SPARQL with the labgraph prefixes: backends, output formats, errors, time limit, no network."""
from __future__ import annotations

import csv
import io
import json

import pytest
from click.testing import CliRunner
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDF

from labgraph.cli import cli
from labgraph.errors import QueryError
from labgraph.query import coauthors, query, render
from labgraph.store import Store

NAMES = "SELECT ?name WHERE { ?p a lg:Person ; rdfs:label ?name } ORDER BY ?name"


def test_store_and_rdflib_give_the_same_rows(lab_store, lab_graph):
    assert query(lab_store, NAMES).rows == query(lab_graph, NAMES).rows
    assert len(query(lab_store, NAMES).rows) == 9


def test_table_is_aligned_and_shortens_iris(lab_store):
    text = render(query(lab_store, "SELECT ?p ?name WHERE { ?p rdfs:label ?name } ORDER BY ?name LIMIT 2"))
    lines = text.splitlines()
    assert lines[0].split() == ["p", "name"]
    assert lines[2].startswith("person:grete-hermann  Grete Hermann")
    assert lines[0].index("name") == lines[2].index("Grete")
    assert lines[-1] == "(2 rows)"


def test_csv_and_tsv_follow_the_sparql_formats(lab_store):
    result = query(lab_store, "SELECT ?p ?year WHERE { ?p lg:year ?year } ORDER BY ?year LIMIT 1")
    rows = list(csv.reader(io.StringIO(render(result, "csv"))))
    assert rows == [["p", "year"], ["https://w3id.org/labgraph/id/paper/sparse-graphs-at-scale", "2019"]]
    tsv = render(result, "tsv").splitlines()
    assert tsv[0] == "?p\t?year"
    assert tsv[1].startswith("<https://w3id.org/labgraph/id/paper/sparse-graphs-at-scale>\t")
    assert "XMLSchema#integer" in tsv[1]


def test_json_is_sparql_results_json(lab_store):
    result = query(lab_store, "SELECT ?p ?y ?missing WHERE { ?p lg:year ?y } ORDER BY ?y")
    doc = json.loads(render(result, "json"))
    assert doc["head"]["vars"] == ["p", "y", "missing"]
    first = doc["results"]["bindings"][0]
    assert first["p"] == {"type": "uri", "value": "https://w3id.org/labgraph/id/paper/sparse-graphs-at-scale"}
    assert first["y"]["datatype"] == "http://www.w3.org/2001/XMLSchema#integer"
    assert "missing" not in first


def test_markdown_escapes_pipes():
    g = Graph()
    g.add((URIRef("https://example.org/x"), RDF.type, Literal("a|b")))
    text = render(query(g, "SELECT ?t WHERE { ?x a ?t }"), "md")
    assert text.splitlines() == ["| t |", "|---|", "| a\\|b |"]


def test_ask_and_construct(lab_store):
    assert query(lab_store, "ASK { ?p lg:supervisedBy ?a }").boolean is True
    assert render(query(lab_store, "ASK { ?p lg:email ?e }"), "json").strip() == '{"head": {}, "boolean": false}'
    result = query(lab_store, "CONSTRUCT { ?s lg:supervisedBy ?a } WHERE { ?s lg:supervisedBy ?a }")
    assert len(result) == 9
    turtle = render(result, "csv")
    assert "person:ravi-iyer lg:supervisedBy" in turtle.replace("\n    ", " ")


@pytest.mark.parametrize("source", ["store", "rdflib"])
def test_syntax_errors_give_line_and_column(lab_store, lab_graph, source):
    backend = lab_store if source == "store" else lab_graph
    with pytest.raises(QueryError) as caught:
        query(backend, "SELECT ?x\nWHERE {\n  ?x lg:level \n}")
    # the error is at the closing brace (Oxigraph) or the triple before it (rdflib)
    assert caught.value.line in (3, 4)
    assert caught.value.column is not None
    assert str(caught.value).startswith(f"line {caught.value.line}, column")


def test_a_slow_query_stops_at_the_time_limit(tmp_path):
    ttl = tmp_path / "chain.nt"
    ttl.write_text("".join(f"<http://x.org/{i}> <http://x.org/p> <http://x.org/{i + 1}> .\n" for i in range(300)))
    with Store(tmp_path / "store") as store:
        store.add([ttl])
        slow = "SELECT (COUNT(*) AS ?n) WHERE { ?a <http://x.org/p>* ?b . ?c <http://x.org/p> ?d }"
        with pytest.raises(QueryError, match="still running after 0.05 s"):
            query(store, slow, timeout=0.05)


@pytest.mark.parametrize("text", [
    "SELECT * WHERE { SERVICE <http://127.0.0.1:9/sparql> { ?s ?p ?o } }",
    "select * where { service <http://127.0.0.1:9/sparql> { ?s ?p ?o } }",
])
def test_service_needs_allow_remote(lab_store, text):
    with pytest.raises(QueryError, match="--allow-remote"):
        query(lab_store, text)


def test_service_in_a_string_or_iri_is_not_a_service_call(lab_store):
    text = 'SELECT * WHERE { ?s rdfs:label "SERVICE" . ?s <http://x.org/SERVICE> ?o } # SERVICE'
    assert query(lab_store, text).rows == []


def test_from_on_an_rdflib_graph_needs_allow_remote(lab_graph):
    with pytest.raises(QueryError, match="FROM"):
        query(lab_graph, "SELECT * FROM <http://127.0.0.1:9/data.ttl> WHERE { ?s ?p ?o }")


def test_records_are_plain_python(lab_store):
    records = query(lab_store, "SELECT ?t ?y WHERE { ?p rdfs:label ?t ; lg:year ?y } ORDER BY ?y").records()
    assert records[0] == {"t": "Sparse Graphs at Scale", "y": 2019}


def test_to_dataframe_or_a_clear_error(lab_store):
    result = query(lab_store, "SELECT ?t WHERE { ?p lg:year ?y ; rdfs:label ?t } ORDER BY ?t")
    try:
        import pandas  # noqa: F401
    except ImportError:
        with pytest.raises(QueryError, match="pip install pandas"):
            result.to_dataframe()
    else:
        assert list(result.to_dataframe()["t"]) == ["Learned Indexes Revisited", "Quiet Kernels",
                                                    "Sparse Graphs at Scale"]


def test_cli_query_prints_each_format_and_reports_errors(lab_store):
    lab_store.close()
    runner = CliRunner()
    base = ["--store", str(lab_store.path)]
    out = runner.invoke(cli, ["query", "-e", "SELECT ?y WHERE { ?p lg:year ?y } ORDER BY ?y", "-f", "csv", *base])
    assert out.exit_code == 0, out.output
    assert out.output.split() == ["y", "2019", "2020", "2021"]
    bad = runner.invoke(cli, ["query", "-e", "SELECT ?y WHERE { ?p lg:year }", *base])
    assert bad.exit_code != 0
    assert "line 1, column" in str(bad.exception)


def test_coauthors_counts_joint_papers_the_same_on_store_and_rdflib(lab_store, lab_graph):
    ravi = "https://w3id.org/labgraph/id/person/ravi-iyer"
    expected = [("https://w3id.org/labgraph/id/person/marta-kowalczyk", 2),
                ("https://w3id.org/labgraph/id/person/lin-chen", 1),
                ("https://w3id.org/labgraph/id/person/tomas-ortega", 1)]
    assert coauthors(lab_store, ravi) == expected
    assert coauthors(lab_graph, ravi) == expected
    assert coauthors(lab_store, "https://w3id.org/labgraph/id/person/grete-hermann") == []
    with pytest.raises(QueryError, match="not an IRI"):
        coauthors(lab_store, "Ravi Iyer")
    with pytest.raises(QueryError, match="not an IRI"):
        coauthors(lab_store, "https://x.org/a> } DROP ALL {")
