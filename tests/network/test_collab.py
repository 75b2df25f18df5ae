"""Co-authorship and supervision networks read from hand-written RDF."""
from __future__ import annotations

import pytest
from rdflib import Graph

from labgraph.errors import AmbiguousPersonError, QueryError, UnknownPersonError
from labgraph.network import (add_communities, coauthor_graph, collab_metrics, drop_light_edges,
                              ego_network, find_person, supervision_graph)

P = "https://w3id.org/labgraph/id/person/"

TURTLE = """
@prefix lg: <https://w3id.org/labgraph/ontology#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix p: <https://w3id.org/labgraph/id/person/> .
@prefix w: <https://w3id.org/labgraph/id/paper/> .
@prefix o: <https://w3id.org/labgraph/id/org/> .
w:tide a lg:Publication ; rdfs:label "Tide Tables" ; lg:year 2018 ; lg:author p:ada, p:ben, p:cai .
w:kelp a lg:Publication ; rdfs:label "Kelp Forests" ; lg:year 2021 ; lg:author p:ada, p:ben .
w:reef a lg:Publication ; rdfs:label "Reef Noise" ; lg:year 2022 ; lg:author p:cai, p:dov .
w:solo a lg:Publication ; rdfs:label "Alone at Sea" ; lg:author p:eve .
p:ada rdfs:label "Ada Quill" ; lg:affiliation o:harbour-lab .
p:ben rdfs:label "Ben Ortiz" ; lg:affiliation o:harbour-lab .
p:cai rdfs:label "Cai Moreno" .
p:dov rdfs:label "Dov Arad" .
p:eve rdfs:label "Eve Stone" .
o:harbour-lab rdfs:label "Harbour Lab" ; lg:partOf o:coast-uni .
o:coast-uni rdfs:label "Coast University" .
"""


@pytest.fixture
def sea() -> Graph:
    return Graph().parse(data=TURTLE, format="turtle")


def test_coauthor_edges_count_joint_papers_and_list_them(sea):
    G = coauthor_graph(sea)
    assert G.edges[P + "ada", P + "ben"]["weight"] == 2
    assert G.edges[P + "ada", P + "ben"]["papers"] == ["Kelp Forests (2021)", "Tide Tables (2018)"]
    assert G.edges[P + "cai", P + "dov"]["weight"] == 1
    assert not G.has_edge(P + "ada", P + "dov")
    assert G.nodes[P + "ada"]["papers"] == 2 and G.nodes[P + "eve"]["papers"] == 1
    assert G.degree(P + "eve") == 0


def test_coauthor_nodes_carry_label_and_affiliation(sea):
    G = coauthor_graph(sea)
    assert G.nodes[P + "ada"]["label"] == "Ada Quill"
    assert G.nodes[P + "ada"]["organization"] == "Harbour Lab"
    assert G.nodes[P + "cai"]["organization"] == ""


def test_since_drops_older_and_undated_papers(sea):
    G = coauthor_graph(sea, since=2021)
    assert G.edges[P + "ada", P + "ben"]["weight"] == 1
    assert P + "eve" not in G and not G.has_edge(P + "ada", P + "cai")


@pytest.mark.parametrize("org", ["Coast University", "coast university", "Harbour Lab",
                                 "https://w3id.org/labgraph/id/org/coast-uni"])
def test_org_keeps_papers_with_a_member_of_it_or_of_its_parts(sea, org):
    G = coauthor_graph(sea, org=org)
    assert set(G) == {P + "ada", P + "ben", P + "cai"}


def test_unknown_org_is_a_clear_error(sea):
    with pytest.raises(QueryError, match="Harbour Lab"):
        coauthor_graph(sea, org="Harbor Lab")


def test_ego_network_counts_hops(sea):
    G = coauthor_graph(sea)
    assert set(ego_network(G, "Dov Arad", 1)) == {P + "dov", P + "cai"}
    assert set(ego_network(G, "dov arad", 2)) == {P + "dov", P + "cai", P + "ada", P + "ben"}


def test_find_person_suggests_close_names_and_refuses_to_guess(sea):
    G = coauthor_graph(sea)
    with pytest.raises(UnknownPersonError, match="Ada Quill"):
        find_person(G, "Ada Quil")
    G.add_node(P + "ada-2", label="Ada Quill", papers=1)
    with pytest.raises(AmbiguousPersonError):
        find_person(G, "Ada Quill")


def test_min_weight_drops_light_links_and_people_left_alone(sea):
    G = drop_light_edges(coauthor_graph(sea), 2)
    assert set(G.edges) == {(P + "ada", P + "ben")}
    assert P + "cai" not in G and P + "eve" in G  # Eve never had a link to lose


def test_metrics_rank_pairs_and_find_communities(sea):
    G = coauthor_graph(sea)
    metrics = collab_metrics(G, top=3)
    assert metrics["top_collaborators"][0] == ("Ada Quill", "Ben Ortiz", 2)
    assert metrics["betweenness_centrality"][0][0] == "Cai Moreno"
    assert metrics["people"] == 5 and metrics["components"] == 2
    assert sum(c["size"] for c in metrics["communities"]) == 5
    assert all("community" in data for _, data in G.nodes(data=True))


def test_communities_split_two_cliques_joined_by_one_link():
    import networkx as nx
    G = nx.barbell_graph(5, 0)
    nx.set_edge_attributes(G, 1, "weight")
    found = add_communities(G)
    assert sorted(map(sorted, found)) == [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]]


def test_coauthor_graph_reads_the_union_of_document_graphs(lab_graph):
    G = coauthor_graph(lab_graph)
    assert G.edges[P + "marta-kowalczyk", P + "ravi-iyer"]["weight"] == 2
    assert G.nodes[P + "lin-chen"]["organization"] == "University of Northbridge"


def test_supervision_graph_points_from_advisor_to_advisee(lab_graph):
    G = supervision_graph(lab_graph)
    edge = G.edges[P + "jane-smith", P + "ravi-iyer"]
    assert (edge["level"], edge["start"], edge["end"], edge["role"]) == (
        "PhD", 2015, 2019, "co-supervisor")
    assert "end" not in G.edges[P + "ravi-iyer", P + "tomas-ortega"]
    assert G.nodes[P + "jorg-muller"]["label"] == "Jörg Müller"
    assert not G.has_edge(P + "ravi-iyer", P + "jane-smith")
    assert G.number_of_edges() == 9


def test_supervision_without_details_is_unspecified():
    g = Graph().parse(format="turtle", data="""
        @prefix lg: <https://w3id.org/labgraph/ontology#> .
        <https://x/s> lg:supervisedBy <https://x/a> .""")
    assert supervision_graph(g).edges["https://x/a", "https://x/s"]["level"] == "Unspecified"
