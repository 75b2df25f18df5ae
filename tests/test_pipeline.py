"""End to end: the CLI on data/, facts checked by SPARQL; formats, determinism, provenance."""
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from rdflib import Dataset, Graph
from rdflib.compare import isomorphic

from labgraph.cli import cli
from labgraph.export import union
from labgraph.pipeline import build
from labgraph.vocab import SPARQL_PREFIXES

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "data"


@pytest.fixture(scope="module")
def seeds_ttl(tmp_path_factory):
    out = tmp_path_factory.mktemp("build") / "lab.ttl"
    result = CliRunner().invoke(cli, ["build", str(DATA), "-o", str(out)])
    assert result.exit_code == 0, result.output
    g = Graph()
    g.parse(out)
    return g


def ask(g, query):
    return [tuple(str(v) for v in row) for row in g.query(SPARQL_PREFIXES + query)]


def test_cli_build_supervision_lineage_by_sparql(seeds_ttl):
    rows = ask(seeds_ttl, """SELECT ?a WHERE { ?s rdfs:label "Luo Mai" ; lg:supervisedBy ?x . ?x rdfs:label ?a }
                             ORDER BY ?a""")
    assert rows == [("Alexander L. Wolf",), ("Paolo Costa",), ("Peter Pietzuch",)]
    students = ask(seeds_ttl, """SELECT ?n ?lvl WHERE { ?x a lg:Supervision ; lg:advisor ?a ; lg:advisee ?s ;
                                  lg:level ?lvl . ?a rdfs:label "Luo Mai" . ?s rdfs:label ?n }""")
    assert ("Leyang Xue", "PhD") in students and ("Ioan Budea", "Master") in students


def test_one_entity_per_person_across_documents(seeds_ttl):
    rows = ask(seeds_ttl, 'SELECT ?p WHERE { ?p a lg:Person ; rdfs:label "Luo Mai" }')
    assert len(rows) == 1
    rows = ask(seeds_ttl, 'SELECT ?l WHERE { ?p a lg:Person ; skos:altLabel "Mahesh" ; rdfs:label ?l }')
    assert rows == [("Mahesh K. Marina",)]


def test_every_entity_has_exactly_one_label(seeds_ttl):
    rows = ask(seeds_ttl, """SELECT ?e (COUNT(?l) AS ?n) WHERE {
        VALUES ?t { lg:Person lg:Organization lg:Publication lg:Venue lg:Software } ?e a ?t ; rdfs:label ?l }
        GROUP BY ?e HAVING (COUNT(?l) != 1)""")
    assert rows == []


def test_which_documents_say_a_supervised_b_and_in_which_words(seeds_ttl):
    rows = ask(seeds_ttl, """SELECT ?path ?words WHERE {
        ?x a lg:Supervision ; lg:advisor/rdfs:label "Paolo Costa" ; lg:advisee/rdfs:label "Luo Mai" ;
           prov:wasDerivedFrom ?doc ; lg:evidence ?words . ?doc lg:sourcePath ?path }""")
    paths = {Path(p).name for p, _ in rows}
    assert paths == {"000_2a96ee79192fc34e.txt", "001_ca0ce347fa693d0a.txt"}
    assert all("Paolo Costa" in words for _, words in rows)


def test_authors_in_order_and_years_are_integers(seeds_ttl):
    rows = ask(seeds_ttl, """SELECT ?n WHERE { ?p rdfs:label ?t ; lg:authorList/rdf:first/rdfs:label ?n .
                             FILTER(STRSTARTS(?t, "Spotnik")) }""")
    assert rows == [("Marcel Wagenländer",)]
    rows = ask(seeds_ttl, """SELECT ?y WHERE { ?p rdfs:label ?t ; lg:year ?y . FILTER(STRSTARTS(?t, "Spotnik"))
                             FILTER(DATATYPE(?y) = xsd:integer) }""")
    assert rows == [("2020",)]


@pytest.mark.parametrize("suffix, fmt", [(".ttl", "turtle"), (".nt", "nt"), (".jsonld", "json-ld"),
                                         (".trig", "trig"), (".nq", "nquads")])
def test_every_format_reparses_to_the_same_graph(tmp_path, suffix, fmt):
    ds = build([DATA])
    out = tmp_path / f"lab{suffix}"
    CliRunner().invoke(cli, ["build", str(DATA), "-o", str(out), "-q"], catch_exceptions=False)
    if fmt in ("trig", "nquads"):
        back = Dataset()
        back.parse(out, format=fmt)
        assert len(list(back.graphs())) >= 5
        assert isomorphic(union(back), union(ds))
    else:
        back = Graph()
        back.parse(out, format=fmt)
        assert isomorphic(back, union(ds))


def test_build_is_deterministic(tmp_path):
    a, b = tmp_path / "a.ttl", tmp_path / "b.ttl"
    for out in (a, b):
        CliRunner().invoke(cli, ["build", str(DATA), "-o", str(out), "-q"], catch_exceptions=False)
    assert a.read_bytes() == b.read_bytes()
    a, b = tmp_path / "a.nt", tmp_path / "b.nt"
    for out in (a, b):
        CliRunner().invoke(cli, ["build", str(DATA), "-o", str(out), "-q"], catch_exceptions=False)
    assert a.read_bytes() == b.read_bytes()


def test_bad_file_warns_and_others_still_build(tmp_path):
    (tmp_path / "good.txt").write_text("Ada Quinn\n\nAbout\nI obtained my PhD from the University of Oslo "
                                       "under the supervision of Kari Nordmann.\n")
    (tmp_path / "empty.txt").write_text("")
    (tmp_path / "binary.txt").write_bytes(b"%PDF-1.4\x00\x01\x02binary")
    out = tmp_path / "lab.ttl"
    result = CliRunner().invoke(cli, ["build", str(tmp_path), "-o", str(out)])
    assert result.exit_code == 0
    assert "empty.txt" in result.output and "binary.txt" in result.output
    g = Graph().parse(out)
    assert ask(g, 'SELECT ?a WHERE { ?s lg:supervisedBy/rdfs:label ?a }') == [("Kari Nordmann",)]


def test_nothing_readable_is_an_error_not_a_traceback(tmp_path):
    (tmp_path / "empty.txt").write_text("")
    result = subprocess.run([str(Path(sys.executable).parent / "labgraph"), "build", str(tmp_path), "-o",
                             str(tmp_path / "x.ttl")], capture_output=True, text=True)
    assert result.returncode == 1
    assert result.stderr.startswith("Error:") and "Traceback" not in result.stderr


def test_unknown_output_format_is_a_clear_error(tmp_path):
    result = CliRunner().invoke(cli, ["build", str(DATA), "-o", str(tmp_path / "x.docx")])
    assert result.exit_code != 0 and "unknown output format" in str(result.exception or result.output)


def test_the_summary_counts_what_the_graph_holds_in_words(tmp_path):
    (tmp_path / "ada.txt").write_text("Ada Quinn\n\nAbout\nI obtained my PhD from the University of Oslo "
                                      "under the supervision of Kari Nordmann and Ola Berg.\n")
    out = tmp_path / "lab.ttl"
    result = CliRunner().invoke(cli, ["build", str(tmp_path), "-o", str(out)])
    assert result.exit_code == 0, result.output
    people = ask(Graph().parse(out), "SELECT DISTINCT ?p WHERE { ?p a lg:Person }")
    assert f"{len(people)} people" in result.output and len(people) == 3
    assert "2 supervisions" in result.output and "1 degree" in result.output
    assert "persons" not in result.output and "1 org," not in result.output
