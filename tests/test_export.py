"""Writing a build's graphs without rdflib's store: same graphs as the rdflib Dataset, in every format."""
from pathlib import Path

import pytest
from rdflib import Dataset, Graph, Literal
from rdflib.compare import isomorphic

from labgraph.errors import LabgraphError
from labgraph.export import union, write_triples
from labgraph.model import Entity, Evidence, Fact, Resolution, Supervision
from labgraph.pipeline import build_result
from labgraph.rdf import to_dataset, to_triples

ROOT = Path(__file__).resolve().parents[1]
AWKWARD = 'Zoë "Z" Quist\\Backslash\tTab\x01bell'


def _resolution() -> Resolution:
    """Two documents; labels and evidence with quotes, backslashes, tabs, control and non-ASCII characters."""
    people = (Entity("person", "zoe-quist", AWKWARD, ("Z. Quist\nsecond line",), (("email", "z@q.org"),),
                     ("a.txt", "b.txt")),
              Entity("person", "ola-berg", "Ola Berg", (), (("homepage", "https://ola.example/~b[1]/100%?x=1#top"),),
                     ("a.txt",)))
    paper = Entity("paper", "a-study", "A Study: of “things”", (), (("author", "zoe-quist"), ("author", "ola-berg"),
                                                                     ("year", 2021)), ("b.txt",))
    said = Evidence("a.txt", 3, 'She was advised by "Ola Berg"\r\nin Oslo')
    fact = Fact(Supervision(said, "ola-berg", "zoe-quist", "PhD", 2015, 2019), (said, Evidence("a.txt", 9, "")))
    return Resolution(people + (paper,), (fact,), ("a.txt", "b.txt"))


@pytest.mark.parametrize("suffix, fmt", [(".ttl", "turtle"), (".nt", "nt"), (".jsonld", "json-ld"),
                                         (".trig", "trig"), (".nq", "nquads")])
def test_written_file_parses_back_to_the_datasets_graph(tmp_path, suffix, fmt):
    res = _resolution()
    out = tmp_path / f"lab{suffix}"
    write_triples(to_triples(res), out)
    expected = to_dataset(res)
    if fmt in ("trig", "nquads"):
        back = Dataset().parse(out, format=fmt)
        for graph in expected.graphs():
            if len(graph):
                assert isomorphic(back.graph(graph.identifier), graph), graph.identifier
    else:
        back = Graph().parse(out, format=fmt)
    assert isomorphic(union(back) if isinstance(back, Dataset) else back, union(expected))
    assert (None, None, Literal(AWKWARD)) in (union(back) if isinstance(back, Dataset) else back)


def test_each_document_graph_repeats_what_it_needs(tmp_path):
    graphs = to_triples(_resolution())
    b = graphs.graph("<https://w3id.org/labgraph/id/doc/b-txt>")
    # b.txt mentions the paper and Zoë in full, and names Ola (an author of the paper) by type and label only
    assert any(p.endswith("#authorList>") for _, p, _ in b)
    ola = "<https://w3id.org/labgraph/id/person/ola-berg>"
    assert {p for s, p, _ in b if s == ola} >= {"<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>",
                                                "<http://www.w3.org/2000/01/rdf-schema#label>"}
    assert not any(s == ola and p.endswith("#homepage>") for s, p, _ in b)
    assert graphs.union == set().union(*(graphs.graph(g) for g in graphs.names()))


@pytest.mark.parametrize("suffix", [".ttl", ".nt", ".jsonld", ".trig", ".nq"])
def test_same_build_same_bytes(tmp_path, suffix):
    result = build_result([ROOT / "data"])
    first, second = tmp_path / f"a{suffix}", tmp_path / f"b{suffix}"
    write_triples(result.triples(), first)
    write_triples(build_result([ROOT / "data"]).triples(), second)
    assert first.read_bytes() == second.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == [first.name, second.name]   # no temporary files left


def test_seed_graphs_have_the_datasets_sizes():
    result = build_result([ROOT / "data"])
    graphs = result.triples()
    assert len(graphs.union) == len(union(result.dataset))
    assert sorted(len(graphs.graph(g)) for g in graphs.names()) == \
        sorted(len(g) for g in result.dataset.graphs() if len(g))


def test_unwritable_path_is_a_clear_error(tmp_path):
    with pytest.raises(LabgraphError, match="missing/lab.ttl: cannot write"):
        write_triples(to_triples(_resolution()), tmp_path / "missing" / "lab.ttl")
