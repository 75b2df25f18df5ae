"""GraphML, GEXF and node-link JSON files re-load in networkx as they were written."""
from __future__ import annotations

import json

import networkx as nx
import pytest
from rdflib import Graph

from labgraph.errors import LabgraphError
from labgraph.network import (clean_attributes, coauthor_graph, rdf_to_networkx,
                              supervision_graph, write_network)

from .test_collab import TURTLE


def _read(path):
    if path.suffix == ".graphml":
        return nx.read_graphml(path)
    if path.suffix == ".gexf":
        G = nx.read_gexf(path)
        for *_, data in G.edges(data=True):
            del data["id"]  # GEXF's own edge id, which networkx hands back as data
        return G
    return nx.node_link_graph(json.loads(path.read_text()), edges="edges")


def _same(a: nx.Graph, b: nx.Graph) -> None:
    assert set(a) == set(b)
    assert {frozenset(e) for e in a.edges} == {frozenset(e) for e in b.edges}
    for n in a:
        assert a.nodes[n] == b.nodes[n], n
    for u, v in a.edges:
        assert a.edges[u, v] == b.edges[u, v], (u, v)


@pytest.mark.parametrize("suffix", [".graphml", ".gexf", ".json"])
def test_coauthor_network_round_trips(tmp_path, suffix):
    G = coauthor_graph(Graph().parse(data=TURTLE, format="turtle"))
    path = write_network(G, tmp_path / f"collab{suffix}")
    back = _read(path)
    _same(clean_attributes(G, suffix[1:]), back)
    ada = "https://w3id.org/labgraph/id/person/ada"
    ben = "https://w3id.org/labgraph/id/person/ben"
    assert back.edges[ada, ben]["weight"] == 2
    assert back.nodes[ada]["label"] == "Ada Quill"


@pytest.mark.parametrize("suffix", [".graphml", ".gexf", ".json"])
def test_supervision_network_round_trips_with_years_and_missing_values(tmp_path, suffix,
                                                                       lab_graph):
    G = supervision_graph(lab_graph)
    back = _read(write_network(G, tmp_path / f"tree{suffix}"))
    _same(clean_attributes(G, suffix[1:]), back)
    assert back.is_directed()


def test_cleaning_drops_none_joins_lists_and_unifies_mixed_types():
    G = nx.Graph()
    G.add_node("a", note=None, tags=["x", "y"], size=1, code=7)
    G.add_node("b", size=2.5, code="seven", pid=3)
    H = clean_attributes(G, "gexf")
    assert H.nodes["a"] == {"tags": "x; y", "size": 1.0, "code": "7", "label": "a"}
    assert H.nodes["b"] == {"size": 2.5, "code": "seven", "lg_pid": 3, "label": "b"}
    assert G.nodes["a"]["note"] is None  # the caller's graph is untouched


def test_mixed_types_survive_graphml_and_gexf(tmp_path):
    G = nx.DiGraph()
    G.add_edge("a", "b", start=2001, end=None, role="")
    G.add_edge("b", "c", start="unknown")
    for suffix in (".graphml", ".gexf"):
        back = _read(write_network(G, tmp_path / f"mixed{suffix}"))
        _same(clean_attributes(G, suffix[1:]), back)


def test_unknown_suffix_is_refused(tmp_path):
    with pytest.raises(LabgraphError, match="unknown network format .dot"):
        write_network(nx.Graph(), tmp_path / "x.dot")


def test_rdf_to_networkx_makes_links_edges_and_literals_attributes():
    g = Graph().parse(data=TURTLE, format="turtle")
    G = rdf_to_networkx(g)
    ada, tide = "https://w3id.org/labgraph/id/person/ada", "https://w3id.org/labgraph/id/paper/tide"
    assert G.nodes[ada]["label"] == "Ada Quill"
    assert G.nodes[tide]["group"] == "lg:Publication"
    assert G.nodes[tide]["lg:year"] == "2018"
    assert [d["label"] for d in G.get_edge_data(tide, ada).values()] == ["lg:author"]
    assert G.number_of_edges() == 11  # 8 authorships, 2 affiliations, 1 partOf
