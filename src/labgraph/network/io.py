"""Networks in and out: GraphML, GEXF and node-link JSON files; RDF graphs as networkx.

``write_network(G, path)`` picks the format by suffix (``.graphml``, ``.gexf``, ``.json``)
and writes ``clean_attributes(G, format)``: networkx's GraphML and GEXF writers fail on
``None`` and on values of mixed types (networkx#1490, #878), and GEXF reserves some
attribute names (``pid``, ``start``, ``end``... networkx#8339). So, per attribute name:
``None`` values go, lists become "; "-joined text, dicts JSON text, a name holding both
text and numbers becomes all text, ints mixed with floats become floats; in GEXF a
reserved name ``x`` is renamed ``lg_x``. Reading a written file back with networkx gives
exactly the cleaned graph (node-link JSON keeps lists as lists), except that GEXF edges
come back with the format's own ``id`` and with ``weight`` as a float.
"""
from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
from rdflib import BNode, Graph, Literal
from rdflib.namespace import RDF, RDFS

from ..errors import LabgraphError
from ..vocab import PREFIXES

__all__ = ["write_network", "clean_attributes", "rdf_to_networkx", "FORMATS"]

FORMATS = (".graphml", ".gexf", ".json")
_GEXF_RESERVED = {"id", "pid", "start", "end", "type", "viz", "parents", "slices", "spells",
                  "networkx_key"}


def write_network(G: nx.Graph, path) -> Path:
    """Write ``G`` as GraphML, GEXF or node-link JSON, by the suffix of ``path``."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise LabgraphError(f"{path}: unknown network format {suffix or '(none)'}; "
                            f"use one of {', '.join(FORMATS)} or .html")
    try:
        if suffix == ".json":
            data = nx.node_link_data(clean_attributes(G, "json"), edges="edges")
            path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        elif suffix == ".graphml":
            nx.write_graphml(clean_attributes(G, "graphml"), path)
        else:
            nx.write_gexf(clean_attributes(G, "gexf"), path)
    except OSError as exc:
        raise LabgraphError(f"{path}: cannot write ({exc.strerror})") from exc
    return path


def clean_attributes(G: nx.Graph, format: str) -> nx.Graph:
    """Return a copy of ``G`` whose attributes ``format`` (graphml, gexf, json) can hold."""
    H = G.copy()
    H.graph = _clean_items([H.graph], format)[0]
    _clean_in_place([data for _, data in H.nodes(data=True)], format)
    if format == "gexf":  # every GEXF node has a label; networkx writes the id when none
        for node, data in H.nodes(data=True):
            data["label"] = str(data.get("label", node))
    edges = H.edges(keys=True, data=True) if H.is_multigraph() else H.edges(data=True)
    _clean_in_place([edge[-1] for edge in edges], format)
    return H


def _clean_in_place(records: list[dict], format: str) -> None:
    cleaned = _clean_items(records, format)
    for record, new in zip(records, cleaned):
        record.clear()
        record.update(new)


def _clean_items(records: list[dict], format: str) -> list[dict]:
    simple = [{k: _simple(v, format) for k, v in r.items() if v is not None} for r in records]
    kinds: dict[str, set] = {}
    for record in simple:
        for key, value in record.items():
            kinds.setdefault(key, set()).add(type(value))
    for record in simple:
        for key, value in list(record.items()):
            record[key] = _unify(value, kinds[key])
            if format == "gexf" and key in _GEXF_RESERVED:
                record[f"lg_{key}"] = record.pop(key)
    return simple


def _simple(value, format: str):
    if isinstance(value, (set, frozenset, tuple, list)):
        items = sorted(value, key=str) if isinstance(value, (set, frozenset)) else list(value)
        return [_simple(v, format) for v in items] if format == "json" else "; ".join(
            str(v) for v in items)
    if isinstance(value, dict):
        return value if format == "json" else json.dumps(value, ensure_ascii=False, default=str)
    if isinstance(value, (bool, int, float, str)) or format == "json" and value is None:
        return value
    return str(value)


def _unify(value, kinds: set):
    if str in kinds or list in kinds or dict in kinds:
        return value if isinstance(value, (str, list, dict)) else str(value)
    if float in kinds and int in kinds and not isinstance(value, bool):
        return float(value)
    return value


def rdf_to_networkx(graph: Graph) -> nx.MultiDiGraph:
    """Return an RDF graph as a network: resources are nodes, links between them edges.

    A triple whose object is a literal becomes a node attribute named by the predicate's
    prefixed name (``rdfs:label`` becomes ``label``, several values are joined by "; ");
    ``rdf:type`` becomes ``group``, the colour key; every other triple an edge whose
    ``label`` is the predicate's prefixed name.
    """
    G = nx.MultiDiGraph()
    literals: dict[str, dict[str, list[str]]] = {}
    for s, p, o in sorted(graph, key=lambda t: tuple(map(str, t))):
        subject = _node_id(s)
        G.add_node(subject)
        if isinstance(o, Literal) or p == RDF.type:
            key = "label" if p == RDFS.label else "group" if p == RDF.type else _short(p)
            value = _short(o) if p == RDF.type else str(o)
            literals.setdefault(subject, {}).setdefault(key, []).append(value)
        else:
            G.add_edge(subject, _node_id(o), label=_short(p))
    for node, attrs in literals.items():
        for key, values in attrs.items():
            G.nodes[node][key] = "; ".join(dict.fromkeys(values))
    for node, data in G.nodes(data=True):
        data.setdefault("label", _short(node) if not node.startswith("_:") else node)
    return G


def _node_id(term) -> str:
    return f"_:{term}" if isinstance(term, BNode) else str(term)


def _short(term) -> str:
    """``https://w3id.org/labgraph/ontology#author`` -> ``lg:author``; else the IRI's tail."""
    text = str(term)
    for prefix, namespace in PREFIXES.items():
        if text.startswith(namespace) and len(text) > len(namespace):
            return f"{prefix}:{text[len(namespace):]}"
    return text.rstrip("/#").rsplit("/", 1)[-1] or text
