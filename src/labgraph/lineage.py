"""Academic lineage: ancestors, descendants, siblings -> networkx DiGraph.

The graph has one node per person (keyed by IRI; attributes ``label`` and
``generation``: negative above the person asked about, positive below) and one
edge advisor -> advisee per supervision, with ``level`` ("PhD", "Master", or
several joined by ", "), ``start``, ``end``, ``role`` and ``co_supervisors``
(the advisee's other advisors). ``G.graph["root"]`` is the person asked about.

On a store, lineage walks an adjacency index of every supervision kept in the
store's cache (rebuilt when the store changes), so a 20-generation walk is a
few dictionary look-ups rather than a SPARQL property path (FIELD-NOTES: a
plain on-disk Oxigraph is only 2-5x rdflib on this; the index is 100x). On an
rdflib graph the index is built per call; on a remote endpoint lineage walks
generation by generation with one query per frontier batch.

Real genealogies have cycles and several advisors per person; every walk
visits a person once, at the shortest distance.
"""
from __future__ import annotations

import difflib
import json
from array import array
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import networkx as nx
from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDF, RDFS, SKOS

from .errors import AmbiguousPersonError, QueryError, UnknownPersonError
from .model import LEVELS
from .names import fold, parse_name
from .query import query
from .vocab import LG, PREFIXES, slugify

_NO_YEAR = 0

_EDGES = """
SELECT ?a ?s ?level ?start ?end ?role WHERE {
  { ?x a lg:Supervision ; lg:advisor ?a ; lg:advisee ?s .
    OPTIONAL { ?x lg:level ?level } OPTIONAL { ?x lg:startYear ?start }
    OPTIONAL { ?x lg:endYear ?end } OPTIONAL { ?x lg:role ?role } }
  UNION { ?s lg:supervisedBy ?a }
  UNION { ?a lg:supervised ?s }
}"""

_PEOPLE = """
SELECT ?p ?name ?alt WHERE {
  ?p a lg:Person .
  OPTIONAL { ?p rdfs:label ?name }
  OPTIONAL { ?p skos:altLabel ?alt }
}"""


@dataclass
class Index:
    """Every supervision as integer arrays: the people and edges, both directions.

    Edge ``e`` goes from ``advisor[e]`` to ``advisee[e]``; ``up_edges[up_start[p]:up_start[p+1]]``
    are the edges into person ``p`` (its advisors), ``down_edges`` likewise out of it.
    """

    iris: list[str]
    labels: list[str]
    advisor: array
    advisee: array
    level: array          # index into model.LEVELS
    start: array          # 0 = unknown
    end: array
    co_role: array        # 1 where lg:role says co-supervisor
    up_start: array
    up_edges: array
    down_start: array
    down_edges: array
    alt_names: list[tuple[int, str]] = field(default_factory=list)
    _ids: dict[str, int] | None = None
    _names: dict[str, list[int]] | None = None

    def id(self, iri: str) -> int | None:
        """Return the number of person ``iri``, or None."""
        if self._ids is None:
            self._ids = {iri: i for i, iri in enumerate(self.iris)}
        return self._ids.get(iri)

    def __getstate__(self) -> dict:
        return {**self.__dict__, "_ids": None, "_names": None}

    def walk(self, person: int, *, down: bool, depth: int | None = None,
             levels: frozenset[int] | None = None) -> list[tuple[int, int]]:
        """Return ``(edge, distance)`` for every edge met walking up or down from ``person``.

        Breadth first, each person once (cycles are harmless); ``depth`` limits
        the distance, ``levels`` the kinds of supervision followed.
        """
        starts, edges = (self.down_start, self.down_edges) if down else (self.up_start, self.up_edges)
        far = self.advisee if down else self.advisor
        level = self.level
        seen = {person}
        frontier = [person]
        found: list[tuple[int, int]] = []
        distance = 0
        while frontier and (depth is None or distance < depth):
            distance += 1
            following = []
            for p in frontier:
                for e in edges[starts[p]:starts[p + 1]]:
                    if levels is not None and level[e] not in levels:
                        continue
                    found.append((e, distance))
                    q = far[e]
                    if q not in seen:
                        seen.add(q)
                        following.append(q)
            frontier = following
        return found


_FACT_PREDICATES = tuple(str(p) for p in (RDF.type, RDFS.label, SKOS.altLabel, LG.advisor, LG.advisee,
                                            LG.level, LG.startYear, LG.endYear, LG.role, LG.supervisedBy,
                                            LG.supervised))
_DETAILS = {str(LG.level): 0, str(LG.startYear): 1, str(LG.endYear): 2, str(LG.role): 3}


def build_index(source: Any) -> Index:
    """Return the lineage index of a store, rdflib graph or endpoint.

    One pass over the facts with the predicates the index needs, joined here:
    Oxigraph answers OPTIONAL-heavy joins far slower, and a store reads
    bulk-loaded files from their copies (``Store.facts``).
    """
    if hasattr(source, "facts"):
        return _index_from_facts(source.facts(_FACT_PREDICATES))
    values = " ".join(f"<{p}>" for p in _FACT_PREDICATES)
    rows = query(source, f"SELECT ?s ?p ?o WHERE {{ VALUES ?p {{ {values} }} ?s ?p ?o }}", timeout=None).rows
    return _index_from_facts((str(s), str(p), str(o)) for s, p, o in rows)


def _index_from_facts(facts: Iterable[tuple[str, str, str]]) -> Index:
    """Join ``(subject, predicate, object)`` strings into people with names and supervisions."""
    kind, person, label, alt = str(RDF.type), str(LG.Person), str(RDFS.label), str(SKOS.altLabel)
    advisor, advisee, by, of = str(LG.advisor), str(LG.advisee), str(LG.supervisedBy), str(LG.supervised)
    people: dict[str, None] = {}
    names: dict[str, str] = {}
    alts: list[tuple[str, str]] = []
    bare: set[tuple[str, str]] = set()
    nodes: dict[str, int] = {}  # supervision nodes, numbered: each IRI kept once
    ends: list[tuple[int, bool, str]] = []
    details: dict[int, list] = {}
    for s, p, o in facts:
        if p == kind:
            if o == person:
                people[s] = None
        elif p == label:
            if s not in names or o < names[s]:
                names[s] = o
        elif p in (advisor, advisee):
            ends.append((nodes.setdefault(s, len(nodes)), p == advisor, o))
        elif p in _DETAILS:
            details.setdefault(nodes.setdefault(s, len(nodes)), [None] * 4)[_DETAILS[p]] = o
        elif p == alt:
            alts.append((s, o))
        else:
            bare.add((o, s) if p == by else (s, o))
    rows = [(p, names.get(p), None) for p in people] + [(p, None, n) for p, n in alts if p in people]
    return _index_from_rows(rows, _supervisions(ends, details) + [(a, s, None, None, None, None) for a, s in bare])


def _supervisions(ends: list[tuple[int, bool, str]], details: dict[int, list]) -> list[tuple]:
    """Return ``(advisor, advisee, level, start, end, role)`` for each supervision node."""
    advisors: dict[int, list[str]] = {}
    advisees: dict[int, list[str]] = {}
    for node, is_advisor, who in ends:
        (advisors if is_advisor else advisees).setdefault(node, []).append(who)
    unknown = [None] * 4
    return [(a, s, *details.get(node, unknown)) for node, group in advisors.items()
            for a in group for s in advisees.get(node, ())]


def _index_from_rows(people: Iterable[tuple], edges: Iterable[tuple]) -> Index:
    ids: dict[str, int] = {}
    labels: dict[int, str] = {}
    alt: set[tuple[int, str]] = set()
    for iri, name, alt_name in people:
        i = ids.setdefault(str(iri), len(ids))
        if name is not None and (i not in labels or str(name) < labels[i]):
            labels[i] = str(name)
        if alt_name is not None:
            alt.add((i, str(alt_name)))
    detailed, bare = _edge_records(edges, ids)
    records = _drop_covered(detailed, bare)
    iris = [""] * len(ids)
    for iri, i in ids.items():
        iris[i] = iri
    return _pack(iris, [labels.get(i, _iri_name(iris[i])) for i in range(len(iris))], records,
                 sorted(alt))


def _edge_records(rows: Iterable[tuple], ids: dict[str, int]) -> tuple[set, set]:
    """Split rows into detailed supervisions and bare ``supervisedBy`` pairs."""
    detailed, bare = set(), set()
    for a, s, level, start, end, role in rows:
        pair = (ids.setdefault(str(a), len(ids)), ids.setdefault(str(s), len(ids)))
        if level is None and start is None and end is None and role is None:
            bare.add(pair)
            continue
        code = LEVELS.index(str(level)) if str(level) in LEVELS else LEVELS.index("Unspecified")
        co = 1 if role is not None and "co" in str(role).lower() else 0
        detailed.add((*pair, code, _year(start), _year(end), co))
    return detailed, bare


def _drop_covered(detailed: set, bare: set) -> list:
    """Keep detailed supervisions, plus bare pairs that no detailed one describes."""
    described = {(a, s) for a, s, *_ in detailed}
    unspecified = LEVELS.index("Unspecified")
    return sorted(detailed | {(a, s, unspecified, 0, 0, 0) for a, s in bare if (a, s) not in described})


def _year(term: Any) -> int:
    try:
        return int(str(term)) if term is not None else _NO_YEAR
    except ValueError:
        return _NO_YEAR


def _pack(iris: list[str], labels: list[str], records: list[tuple], alt: list) -> Index:
    columns = list(zip(*records)) or [(), (), (), (), (), ()]
    advisor, advisee = array("l", columns[0]), array("l", columns[1])
    up_start, up_edges = _csr(len(iris), advisee)
    down_start, down_edges = _csr(len(iris), advisor)
    return Index(iris, labels, advisor, advisee, array("b", columns[2]), array("l", columns[3]),
                 array("l", columns[4]), array("b", columns[5]), up_start, up_edges,
                 down_start, down_edges, alt)


def _csr(n: int, keys: array) -> tuple[array, array]:
    """Return (start, edges): the edges grouped by ``keys[e]``, in compressed-row form."""
    counts = [0] * (n + 1)
    for k in keys:
        counts[k + 1] += 1
    for i in range(n):
        counts[i + 1] += counts[i]
    start = array("l", counts)
    place = list(counts[:-1])
    edges = array("l", bytes(len(keys) * array("l").itemsize))
    for e, k in enumerate(keys):
        edges[place[k]] = e
        place[k] += 1
    return start, edges


def _iri_name(iri: str) -> str:
    return iri.rstrip("/").rsplit("/", 1)[-1]


def index_of(source: Any) -> Index:
    """Return the lineage index of ``source``: cached in a store, built for anything else."""
    if hasattr(source, "cached"):
        return source.cached("lineage", build_index)
    return build_index(source)


# -- finding a person ------------------------------------------------------------------

def find_person(source: Any, name: str) -> str:
    """Return the IRI of the one person called ``name`` (case, accents, initials forgiven).

    Raises:
        UnknownPersonError: nobody is called that (with the closest names).
        AmbiguousPersonError: several people are (with their names and IRIs).
    """
    return _find(index_of(source), name)


def _find(index: Index, name: str) -> str:
    if index.id(name) is not None:
        return name
    candidates = _matches(index, name)
    if len(candidates) == 1:
        return index.iris[candidates[0]]
    if candidates:
        raise AmbiguousPersonError(name, sorted(f"{index.labels[i]} <{index.iris[i]}>" for i in candidates))
    close = difflib.get_close_matches(fold(name), list(_name_table(index)), n=3, cutoff=0.75)
    raise UnknownPersonError(name, sorted({index.labels[_name_table(index)[c][0]] for c in close}))


def _matches(index: Index, name: str) -> list[int]:
    """Return the people whose name equals ``name`` folded, else whose initials fit it."""
    table = _name_table(index)
    exact = sorted(set(table.get(fold(name), [])))
    if exact:
        return exact
    wanted = parse_name(name)
    if not wanted.surname:
        return []
    return sorted({i for key, ids in table.items() if key.endswith(wanted.surname)
                   for i in ids if _initials_fit(wanted, index, i)})


def _initials_fit(wanted, index: Index, person: int) -> bool:
    """Whether "L. Mai" fits "Luo Mai": same surname, each given name or initial agrees."""
    names = [index.labels[person]] + [n for i, n in index.alt_names if i == person]
    for name in names:
        known = parse_name(name)
        if known.surname != wanted.surname or len(known.given) < len(wanted.given):
            continue
        if all(k.startswith(w) if len(w) == 1 else k == w for w, k in zip(wanted.given, known.given)):
            return True
    return False


def _name_table(index: Index) -> dict[str, list[int]]:
    if index._names is None:
        table: dict[str, list[int]] = {}
        for i, label in enumerate(index.labels):
            table.setdefault(fold(label), []).append(i)
        for i, alt in index.alt_names:
            table.setdefault(fold(alt), []).append(i)
        index._names = table
    return index._names


# -- lineage as a graph ----------------------------------------------------------------

def lineage(source: Any, person: str, *, up: bool = True, down: bool = True,
            depth: int | None = None, levels: Iterable[str] | None = None) -> nx.DiGraph:
    """Return the academic ancestors (``up``) and descendants (``down``) of ``person``.

    ``person`` is a name (forgivingly matched) or an IRI; ``source`` a Store, an
    rdflib Graph/Dataset or an Endpoint.

    >>> from labgraph.lineage import lineage
    >>> g = _example_graph()
    >>> tree = lineage(g, "ada lovelace")
    >>> sorted(tree.nodes[n]["label"] for n in tree)
    ['Ada Lovelace', 'Alan Turing', 'Charles Babbage']
    >>> tree.edges["https://w3id.org/labgraph/id/person/ada-lovelace",
    ...            "https://w3id.org/labgraph/id/person/alan-turing"]["level"]
    'PhD'
    """
    if _is_remote(source):
        return _remote_lineage(source, person, up=up, down=down, depth=depth, levels=levels)
    index = index_of(source)
    root = index.id(_find(index, person))
    wanted = _level_codes(levels)
    edges: list[tuple[int, int]] = []
    if up:
        edges += [(e, 1 - d) for e, d in index.walk(root, down=False, depth=depth, levels=wanted)]
    if down:
        edges += index.walk(root, down=True, depth=depth, levels=wanted)
    return _digraph(index, root, edges)


class Relative(NamedTuple):
    """A person in a lineage: IRI, name and generation (negative above, 0 the person asked about)."""

    iri: str
    label: str
    generation: int


def relatives(source: Any, person: str, *, up: bool = True, down: bool = True,
              depth: int | None = None, levels: Iterable[str] | None = None) -> list[Relative]:
    """Return the people of ``lineage(...)`` without the graph: the fast path for big subtrees.

    Top down: the furthest ancestors first, then ``person`` (generation 0),
    then descendants generation by generation. The walk is the lineage index's,
    so 100k descendants take about as long as a dictionary BFS; building their
    DiGraph (levels, years, co-supervisors on every edge) costs far more.

    >>> [(r.label, r.generation) for r in relatives(_example_graph(), "Alan Turing")]
    [('Charles Babbage', -2), ('Ada Lovelace', -1), ('Alan Turing', 0)]
    """
    if _is_remote(source):
        G = lineage(source, person, up=up, down=down, depth=depth, levels=levels)
        found = {n: d["generation"] for n, d in G.nodes(data=True)}
        return [Relative(n, G.nodes[n]["label"], g) for n, g in sorted(found.items(), key=lambda i: i[1])]
    index = index_of(source)
    root = index.id(_find(index, person))
    wanted = _level_codes(levels)
    found = {root: 0}
    for step, far, sign in ((up, index.advisor, -1), (down, index.advisee, 1)):
        if step:
            for e, d in index.walk(root, down=sign > 0, depth=depth, levels=wanted):
                found.setdefault(far[e], sign * d)
    iris, labels = index.iris, index.labels
    return [Relative(iris[p], labels[p], g) for p, g in sorted(found.items(), key=lambda i: i[1])]


def ancestors(source: Any, person: str, **options: Any) -> nx.DiGraph:
    """Return the academic ancestors of ``person`` (advisors, their advisors...)."""
    return lineage(source, person, up=True, down=False, **options)


def descendants(source: Any, person: str, **options: Any) -> nx.DiGraph:
    """Return the academic descendants of ``person`` (advisees, theirs...)."""
    return lineage(source, person, up=False, down=True, **options)


def siblings(source: Any, person: str, *, cousins: bool = False,
             levels: Iterable[str] | None = None) -> nx.DiGraph:
    """Return ``person``'s academic siblings (a shared advisor) or, with ``cousins``,
    the people who share an academic grandparent but no advisor, with the paths between."""
    index = index_of(source)
    root = index.id(_find(index, person))
    wanted = _level_codes(levels)
    height = 2 if cousins else 1
    up = [(e, 1 - d) for e, d in index.walk(root, down=False, depth=height, levels=wanted)]
    tops = {index.advisor[e] for e, d in up if d == 1 - height}
    edges = list(up)
    for top in tops:
        edges += [(e, d - height) for e, d in index.walk(top, down=True, depth=height, levels=wanted)]
    G = _digraph(index, root, edges)
    parents = set(G.predecessors(index.iris[root]))
    for n in G:
        if n != index.iris[root] and G.nodes[n]["generation"] == 0:
            G.nodes[n]["relation"] = "sibling" if parents & set(G.predecessors(n)) else "cousin"
    if cousins:
        G.remove_nodes_from([n for n in list(G) if G.nodes[n].get("relation") == "sibling"])
    return G


def _level_codes(levels: Iterable[str] | None) -> frozenset[int] | None:
    if levels is None:
        return None
    codes = set()
    for level in levels:
        match = [i for i, known in enumerate(LEVELS) if known.lower() == level.strip().lower()]
        if not match:
            raise QueryError(f"unknown supervision level {level!r}; choose from {', '.join(LEVELS)}")
        codes.update(match)
    return frozenset(codes)


def _digraph(index: Index, root: int, edges: list[tuple[int, int]]) -> nx.DiGraph:
    """Return the DiGraph of ``edges``, each given with the generation of its advisee."""
    nodes = {root: 0}
    pairs: dict[tuple[int, int], dict] = {}
    for e, generation in edges:
        a, s = index.advisor[e], index.advisee[e]
        nodes.setdefault(a, generation - 1)
        nodes.setdefault(s, generation)
        data = _edge_data(index, e)
        pairs[a, s] = _merge_edges(pairs[a, s], data) if (a, s) in pairs else data
    iris, labels = index.iris, index.labels
    G = nx.DiGraph(root=iris[root])
    G.add_nodes_from((iris[p], {"label": labels[p], "generation": g}) for p, g in nodes.items())
    G.add_edges_from((iris[a], iris[s], data) for (a, s), data in pairs.items())
    return G


def _edge_data(index: Index, e: int) -> dict:
    return {"level": LEVELS[index.level[e]], "start": index.start[e] or None, "end": index.end[e] or None,
            "role": "co-supervisor" if index.co_role[e] else None, "co_supervisors": _co_supervisors(index, e)}


def _merge_edges(old: dict, new: dict) -> dict:
    """Return one edge for a pair supervised at several levels (PhD after a Master...)."""
    levels = set(old["level"].split(", ")) | {new["level"]}
    starts = [y for y in (old["start"], new["start"]) if y]
    ends = [y for y in (old["end"], new["end"]) if y]
    return {"level": ", ".join(sorted(levels, key=LEVELS.index)), "start": min(starts, default=None),
            "end": max(ends, default=None), "role": old["role"] or new["role"],
            "co_supervisors": sorted(set(old["co_supervisors"]) | set(new["co_supervisors"]))}


def _co_supervisors(index: Index, e: int) -> list[str]:
    """Return the names of the advisee's other advisors at the same level."""
    s = index.advisee[e]
    if index.up_start[s + 1] - index.up_start[s] == 1:  # most people have one advisor
        return []
    others = (index.up_edges[k] for k in range(index.up_start[s], index.up_start[s + 1]))
    return sorted({index.labels[index.advisor[o]] for o in others
                   if index.advisor[o] != index.advisor[e] and index.level[o] == index.level[e]})


# -- remote: walk generation by generation ---------------------------------------------

def _is_remote(source: Any) -> bool:
    return hasattr(source, "run") and not hasattr(source, "cached")


def _remote_lineage(source: Any, person: str, *, up: bool, down: bool, depth: int | None,
                    levels: Iterable[str] | None) -> nx.DiGraph:
    """Walk an endpoint one generation per query batch; the graph is the same as locally."""
    iri = person if person.startswith(("http://", "https://")) else _remote_find(source, person)
    seen_rows: list[tuple] = []
    people = {iri}
    for down_now, wanted in ((False, up), (True, down)):
        frontier, seen, distance = [iri], {iri}, 0
        while wanted and frontier and (depth is None or distance < depth):
            distance += 1
            rows = _remote_step(source, frontier, down_now)
            seen_rows += rows
            far = [str(r[1] if down_now else r[0]) for r in rows]
            frontier = sorted({f for f in far if f not in seen})
            seen.update(frontier)
            people.update(far)
    # every advisor of the people found, so co-supervisors are known as they are locally
    seen_rows += _remote_step(source, sorted(people), down=False)
    people.update(str(r[0]) for r in seen_rows)
    names = _remote_names(source, sorted(people))
    index = _index_from_rows(names, seen_rows)
    return lineage(_Prebuilt(index), iri, up=up, down=down, depth=depth, levels=levels)


def _remote_step(source: Any, frontier: list[str], down: bool) -> list[tuple]:
    rows: list[tuple] = []
    var = "a" if down else "s"
    for chunk in range(0, len(frontier), 200):
        values = " ".join(f"<{x}>" for x in frontier[chunk:chunk + 200])
        text = _EDGES.replace("WHERE {", f"WHERE {{\n  VALUES ?{var} {{ {values} }}", 1)
        rows += query(source, text).rows
    return rows


def _remote_names(source: Any, iris: list[str]) -> list[tuple]:
    rows: list[tuple] = []
    for chunk in range(0, len(iris), 200):
        values = " ".join(f"<{x}>" for x in iris[chunk:chunk + 200])
        text = _PEOPLE.replace("WHERE {", f"WHERE {{\n  VALUES ?p {{ {values} }}", 1)
        rows += query(source, text).rows
    return rows


def _remote_find(source: Any, name: str) -> str:
    """Find a person on an endpoint by the words of their name, then match locally."""
    words = [w for w in fold(name).split() if len(w) > 1] or [fold(name)]
    longest = max(words, key=len)
    text = (_PEOPLE.rstrip()[:-1] + "  FILTER(CONTAINS(LCASE(STR(?name)), "
            + json.dumps(longest) + ") || CONTAINS(LCASE(STR(?alt)), " + json.dumps(longest) + "))\n}")
    return _find(_index_from_rows(query(source, text).rows, []), name)


class _Prebuilt:
    """A source whose lineage index is already built (the part fetched from an endpoint)."""

    def __init__(self, index: Index):
        self.index = index

    def cached(self, name: str, build: Any) -> Index:
        return self.index


# -- output ----------------------------------------------------------------------------

def render_tree(G: nx.DiGraph) -> str:
    """Return the lineage as an indented tree: advisors above the person, advisees below.

    Each line shows the person, the level and years of that supervision, and
    co-supervisors. A person reached twice is shown again with "(see above)".
    """
    root = G.graph["root"]
    lines: list[str] = []
    ancestors = [n for n in G if G.nodes[n]["generation"] < 0]
    if ancestors:
        lines.append("Advisors (upwards):")
        lines += _branch(G, root, G.predecessors, 1, set())
    lines.append(f"{G.nodes[root]['label']}  <{root}>")
    if any(G.nodes[n]["generation"] > 0 for n in G):
        lines.append("Advisees (downwards):")
        lines += _branch(G, root, G.successors, 1, set())
    kin = sorted((G.nodes[n]["label"], n) for n in G if G.nodes[n].get("relation"))
    for relation in ("sibling", "cousin"):
        found = [f"  {label}  (via {', '.join(_via(G, n))})" for label, n in kin
                 if G.nodes[n]["relation"] == relation]
        if found:
            lines += [f"Academic {relation}s:"] + found
    return "\n".join(lines) + "\n"


def _via(G: nx.DiGraph, node: str) -> list[str]:
    """Return the advisors through whom ``node`` is related to the root."""
    return sorted(G.nodes[a]["label"] for a in G.predecessors(node))


def _branch(G: nx.DiGraph, node: str, step, indent: int, shown: set) -> list[str]:
    lines: list[str] = []
    upward = step == G.predecessors
    here = G.nodes[node]["generation"]
    for other in sorted(step(node), key=lambda n: G.nodes[n]["label"]):
        if (G.nodes[other]["generation"] < here) != upward or G.nodes[other]["generation"] == here:
            continue
        data = G.edges[(other, node) if upward else (node, other)]
        again = other in shown
        shown.add(other)
        lines.append("  " * indent + f"{G.nodes[other]['label']}{_edge_text(data)}"
                     + ("  (see above)" if again else ""))
        if not again:
            lines += _branch(G, other, step, indent + 1, shown)
    return lines


def _edge_text(data: dict) -> str:
    years = "-".join(str(data[k]) for k in ("start", "end") if data.get(k))
    parts = [data.get("level") or "", years]
    if data.get("role"):
        parts.append(data["role"])
    if data.get("co_supervisors"):
        parts.append("with " + ", ".join(data["co_supervisors"]))
    text = ", ".join(p for p in parts if p)
    return f"  [{text}]" if text else ""


def to_json(G: nx.DiGraph) -> dict:
    """Return the lineage as plain JSON data: root, people, supervisions."""
    return {"root": G.graph["root"],
            "people": [{"iri": n, **G.nodes[n]} for n in G],
            "supervisions": [{"advisor": a, "advisee": s, **data} for a, s, data in G.edges(data=True)]}


def to_rdf(G: nx.DiGraph, base: str = "https://w3id.org/labgraph/id/") -> Graph:
    """Return the lineage as RDF in the labgraph vocabulary (people, supervisions)."""
    out = Graph()
    for prefix, iri in PREFIXES.items():
        out.bind(prefix, iri)
    out.bind("person", Namespace(f"{base}person/"))
    for n, data in G.nodes(data=True):
        out.add((URIRef(n), RDF.type, LG.Person))
        out.add((URIRef(n), RDFS.label, Literal(data["label"])))
    for a, s, data in G.edges(data=True):
        _add_supervision(out, URIRef(a), URIRef(s), data, base)
    return out


def _add_supervision(out: Graph, a: URIRef, s: URIRef, data: dict, base: str) -> None:
    out.add((s, LG.supervisedBy, a))
    out.add((a, LG.supervised, s))
    for level in data["level"].split(", "):
        x = URIRef(f"{base}supervision/{slugify(_iri_name(a))}--{slugify(_iri_name(s))}-{slugify(level)}")
        out.add((x, RDF.type, LG.Supervision))
        out.add((x, LG.advisor, a))
        out.add((x, LG.advisee, s))
        out.add((x, LG.level, Literal(level)))
        for key, term in (("start", LG.startYear), ("end", LG.endYear)):
            if data.get(key):
                out.add((x, term, Literal(data[key])))
        if data.get("role"):
            out.add((x, LG.role, Literal(data["role"])))


def _example_graph() -> Graph:
    """Return a three-person graph for the doctests: Babbage -> Lovelace -> Turing."""
    g = Graph()
    people = {"charles-babbage": "Charles Babbage", "ada-lovelace": "Ada Lovelace",
              "alan-turing": "Alan Turing"}
    P = Namespace("https://w3id.org/labgraph/id/person/")
    for key, label in people.items():
        g.add((P[key], RDF.type, LG.Person))
        g.add((P[key], RDFS.label, Literal(label)))
    G = nx.DiGraph()
    G.add_edge(str(P["charles-babbage"]), str(P["ada-lovelace"]), level="Master", start=None, end=None, role=None)
    G.add_edge(str(P["ada-lovelace"]), str(P["alan-turing"]), level="PhD", start=1930, end=1934, role=None)
    for a, s, data in G.edges(data=True):
        _add_supervision(g, URIRef(a), URIRef(s), data, "https://w3id.org/labgraph/id/")
    return g
