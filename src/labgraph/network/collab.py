"""Co-authorship and supervision networks (networkx) read from the RDF graph by SPARQL.

``coauthor_graph(source)`` returns an undirected ``nx.Graph``:

    node  person IRI (str); label (str), papers (int: papers in the graph),
          organization (str: the affiliation shared by most people, "" if none),
          organizations (list[str]: every affiliation)
    edge  weight (int: joint papers), papers (list[str]: "Title (year)", newest first)

``supervision_graph(source)`` returns an ``nx.DiGraph`` with edges advisor -> advisee and
the attributes ``labgraph.network.html.write_lineage_html`` draws (see that module).

``source`` is anything ``labgraph.query.query`` answers: a ``Store``, an rdflib ``Graph``
or ``Dataset`` (read as the union of its named graphs, since the pipeline writes one graph
per document), or a remote ``Endpoint``.
"""
from __future__ import annotations

import difflib
from collections import Counter, defaultdict
from itertools import combinations

import networkx as nx
from ..errors import AmbiguousPersonError, QueryError, UnknownPersonError
from ..query import query

__all__ = ["coauthor_graph", "supervision_graph", "ego_network", "find_person",
           "drop_light_edges", "add_communities", "collab_metrics"]

_AUTHORSHIP = """
SELECT ?pub ?title ?year ?person ?name WHERE {
  ?pub lg:author ?person .
  OPTIONAL { ?pub rdfs:label ?title }
  OPTIONAL { ?pub lg:year ?year }
  OPTIONAL { ?person rdfs:label ?name }
}"""

_AFFILIATION = """
SELECT DISTINCT ?person ?org ?orgName WHERE {
  ?pub lg:author ?person .
  { ?person lg:affiliation ?org } UNION { ?person lg:position/lg:organization ?org }
  OPTIONAL { ?org rdfs:label ?orgName }
}"""

# People affiliated with an organisation or any of its parts (a group inside a school).
_MEMBERS = """
SELECT DISTINCT ?person ?top ?topName WHERE {
  { ?person lg:affiliation ?org } UNION { ?person lg:position/lg:organization ?org }
  ?org lg:partOf* ?top .
  OPTIONAL { ?top rdfs:label ?topName }
}"""

_SUPERVISION = """
SELECT ?adv ?stu ?advName ?stuName ?level ?start ?end ?role WHERE {
  { ?sup a lg:Supervision ; lg:advisor ?adv ; lg:advisee ?stu .
    OPTIONAL { ?sup lg:level ?level }
    OPTIONAL { ?sup lg:startYear ?start }
    OPTIONAL { ?sup lg:endYear ?end }
    OPTIONAL { ?sup lg:role ?role } }
  UNION
  { ?stu lg:supervisedBy ?adv .
    FILTER NOT EXISTS { ?any a lg:Supervision ; lg:advisor ?adv ; lg:advisee ?stu } }
  OPTIONAL { ?adv rdfs:label ?advName }
  OPTIONAL { ?stu rdfs:label ?stuName }
}"""


def _select(source, text: str) -> list[dict]:
    """Return the rows of a SELECT query on ``source`` as dicts of Python values.

    ``source`` is whatever ``labgraph.query.query`` takes: a Store, an rdflib Graph or
    Dataset (read as the union of its graphs), or a remote Endpoint. IRIs become
    ``str``, literals their Python value; unbound variables are absent.
    """
    return [{k: v for k, v in row.items() if v is not None}
            for row in query(source, text, timeout=None).records()]


def _tail(iri: str) -> str:
    return iri.rstrip("/#").rsplit("/", 1)[-1].rsplit("#", 1)[-1]


def coauthor_graph(source, *, since: int | None = None,
                   org: str | None = None) -> nx.Graph:
    """Return the co-authorship network: people linked by the papers they wrote together.

    ``since`` keeps papers of that year or later (papers without a year go);
    ``org`` (a label, case-insensitive, or an IRI) keeps papers with at least one author
    affiliated with that organisation or one of its parts, and so shows who it works with.

    >>> from rdflib import Graph
    >>> g = Graph().parse(format="turtle", data='''
    ... @prefix lg: <https://w3id.org/labgraph/ontology#> .
    ... @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
    ... <p1> lg:author <ann>, <bob> ; rdfs:label "One" ; lg:year 2020 .
    ... <p2> lg:author <ann>, <bob> ; rdfs:label "Two" ; lg:year 2021 .
    ... <ann> rdfs:label "Ann" . <bob> rdfs:label "Bob" .''', publicID="http://x/")
    >>> G = coauthor_graph(g)
    >>> G.edges["http://x/ann", "http://x/bob"]["weight"]
    2
    """
    papers = _papers(_select(source, _AUTHORSHIP), since)
    if org is not None:
        members = _members(source, org)
        papers = {p: v for p, v in papers.items() if v["authors"] & members}
    return _build_coauthors(papers, _affiliations(source))


def _papers(rows: list[dict], since: int | None) -> dict[str, dict]:
    papers: dict[str, dict] = {}
    for row in rows:
        year = row.get("year") if isinstance(row.get("year"), int) else None
        if since is not None and (year is None or year < since):
            continue
        paper = papers.setdefault(row["pub"], {"title": row.get("title") or _tail(row["pub"]),
                                               "year": year, "authors": set(), "names": {}})
        paper["authors"].add(row["person"])
        paper["names"][row["person"]] = row.get("name") or _tail(row["person"])
    return papers


def _affiliations(source) -> dict[str, list[str]]:
    found: dict[str, set[str]] = defaultdict(set)
    for row in _select(source, _AFFILIATION):
        found[row["person"]].add(row.get("orgName") or _tail(row["org"]))
    return {person: sorted(orgs) for person, orgs in found.items()}


def _members(source, org: str) -> set[str]:
    rows = _select(source, _MEMBERS)
    wanted = org.casefold()
    members = {r["person"] for r in rows
               if r["top"] == org or str(r.get("topName", "")).casefold() == wanted}
    if not members:
        names = sorted({str(r.get("topName", _tail(r["top"]))) for r in rows})
        close = difflib.get_close_matches(org, names, n=3, cutoff=0.5)
        hint = f"; did you mean {', '.join(map(repr, close))}?" if close else ""
        raise QueryError(f"no person is affiliated with an organisation named {org!r}{hint}")
    return members


def _build_coauthors(papers: dict[str, dict], affiliations: dict[str, list[str]]) -> nx.Graph:
    G = nx.Graph()
    joint: dict[tuple[str, str], list[tuple]] = defaultdict(list)
    for key in sorted(papers):  # sorted, so node order (and the drawing) is reproducible
        paper = papers[key]
        for person in sorted(paper["authors"]):
            if person not in G:
                G.add_node(person, label=paper["names"][person], papers=0,
                           organizations=affiliations.get(person, []))
            G.nodes[person]["papers"] += 1
        for a, b in combinations(sorted(paper["authors"]), 2):
            joint[a, b].append((paper["year"] or 0, paper["title"]))
    for (a, b), items in joint.items():
        items.sort(key=lambda item: (-item[0], item[1]))
        G.add_edge(a, b, weight=len(items),
                   papers=[f"{title} ({year})" if year else title for year, title in items])
    _pick_organizations(G)
    return G


def _pick_organizations(G: nx.Graph) -> None:
    """Give each person the affiliation shared by most people, so colours show groups."""
    popularity = Counter(o for _, orgs in G.nodes(data="organizations") for o in orgs)
    for _, data in G.nodes(data=True):
        orgs = data["organizations"]
        data["organization"] = min(orgs, key=lambda o: (-popularity[o], o)) if orgs else ""


def find_person(G: nx.Graph, name: str) -> str:
    """Return the node whose label (case-insensitive) or IRI is ``name``.

    Raises UnknownPersonError with close matches, or AmbiguousPersonError.
    """
    if name in G:
        return name
    wanted = " ".join(name.split()).casefold()
    hits = sorted(n for n, label in G.nodes(data="label")
                  if " ".join(str(label).split()).casefold() == wanted)
    if len(hits) == 1:
        return hits[0]
    if hits:
        raise AmbiguousPersonError(name, hits)
    labels = sorted({str(label) for _, label in G.nodes(data="label")})
    raise UnknownPersonError(name, difflib.get_close_matches(name, labels, n=3, cutoff=0.6))


def ego_network(G: nx.Graph, person: str, hops: int = 1) -> nx.Graph:
    """Return the people within ``hops`` joint papers of ``person`` (a name or IRI)."""
    return nx.ego_graph(G, find_person(G, person), radius=hops).copy()


def drop_light_edges(G: nx.Graph, min_weight: int, keep: set[str] = frozenset()) -> nx.Graph:
    """Return a copy without edges lighter than ``min_weight`` and without the people
    left with no edge (except those in ``keep``)."""
    H = G.copy()
    H.remove_edges_from([(a, b) for a, b, w in G.edges(data="weight") if w < min_weight])
    H.remove_nodes_from([n for n in G if H.degree(n) == 0 and G.degree(n) > 0 and n not in keep])
    return H


def add_communities(G: nx.Graph, seed: int = 1) -> list[set[str]]:
    """Detect communities (Louvain, by weight); set node attr ``community`` (0 = largest).

    Returns the communities, largest first. Deterministic for a given ``seed``.
    """
    found = nx.community.louvain_communities(G, weight="weight", seed=seed) if len(G) else []
    found = sorted(found, key=lambda c: (-len(c), min(c)))
    for index, members in enumerate(found):
        for node in members:
            G.nodes[node]["community"] = index
    return found


def collab_metrics(G: nx.Graph, top: int = 10) -> dict:
    """Return a summary of a co-authorship network: sizes, top pairs, centralities, communities.

    Communities are detected (``add_communities``) unless every node has one already.
    Betweenness is estimated from 500 sampled sources when the graph has over 2,000
    people, since exact betweenness is quadratic; ``betweenness_sampled`` says so.
    """
    label = dict(G.nodes(data="label"))
    if any("community" not in data for _, data in G.nodes(data=True)):
        add_communities(G)
    pairs = sorted(G.edges(data="weight"), key=lambda e: (-e[2], label[e[0]], label[e[1]]))
    k = 500 if len(G) > 2000 else None

    def ranked(scores: dict) -> list[tuple[str, float]]:
        best = sorted(scores.items(), key=lambda kv: (-kv[1], label[kv[0]]))[:top]
        return [(label[n], round(v, 4)) for n, v in best]

    communities = _communities_of(G)
    return {
        "people": G.number_of_nodes(), "links": G.number_of_edges(),
        "components": nx.number_connected_components(G) if len(G) else 0,
        "top_collaborators": [(label[a], label[b], w) for a, b, w in pairs[:top]],
        "degree_centrality": ranked(nx.degree_centrality(G) if len(G) > 1 else {}),
        "betweenness_centrality": ranked(nx.betweenness_centrality(G, k=k, seed=1)
                                         if len(G) > 1 else {}),
        "betweenness_sampled": k is not None,
        "community_count": len(communities),
        "communities": [_leading_members(G, c) for c in communities[:top]],
    }


def _communities_of(G: nx.Graph) -> list[set[str]]:
    groups: dict[int, set[str]] = defaultdict(set)
    for node, index in G.nodes(data="community"):
        groups[index].add(node)
    return [groups[i] for i in sorted(groups)]


def _leading_members(G: nx.Graph, members: set[str], shown: int = 5) -> dict:
    """The community's size and its most prolific members."""
    best = sorted(members, key=lambda n: (-G.nodes[n]["papers"], G.nodes[n]["label"]))
    return {"size": len(members), "members": [G.nodes[n]["label"] for n in best[:shown]]}


def supervision_graph(source) -> nx.DiGraph:
    """Return every supervision as a DiGraph, advisor -> advisee.

    Edge attrs: level (str), start and end (int, absent when unknown), role (str, "" if
    none); node attr: label. Two records for one pair (a PhD, then a postdoc) become one
    edge whose level lists both ("PhD, Postdoc") and whose years span both.
    """
    G = nx.DiGraph()
    records: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for row in _select(source, _SUPERVISION):
        for node, name in ((row["adv"], row.get("advName")), (row["stu"], row.get("stuName"))):
            if node not in G or name:
                G.add_node(node, label=str(name) if name else _tail(node))
        records[row["adv"], row["stu"]].append(row)
    for (adv, stu), rows in records.items():
        G.add_edge(adv, stu, **_merge_supervisions(rows))
    return G


def _merge_supervisions(rows: list[dict]) -> dict:
    rows = sorted(rows, key=lambda r: (r.get("start") or 9999, str(r.get("level", ""))))
    levels = list(dict.fromkeys(str(r.get("level") or "Unspecified") for r in rows))
    if len(levels) > 1 and "Unspecified" in levels:
        levels.remove("Unspecified")
    attrs = {"level": ", ".join(levels),
             "role": str(next((r["role"] for r in rows if r.get("role")), ""))}
    starts = [r["start"] for r in rows if isinstance(r.get("start"), int)]
    ends = [r["end"] for r in rows if isinstance(r.get("end"), int)]
    if starts:
        attrs["start"] = min(starts)
    if ends:
        attrs["end"] = max(ends)
    return attrs
