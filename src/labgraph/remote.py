"""A remote SPARQL 1.1 server as a labgraph backend: query it, push graphs to it.

``Endpoint(url)`` answers ``labgraph.query`` and ``labgraph.lineage`` like a
store does. ``push`` uploads graphs one by one, in batches, through the Graph
Store Protocol (``gsp_url``) or, without one, SPARQL Update (``update_url``).

Credentials come from the environment, never from the command line (where
``ps`` would show them): ``LABGRAPH_SPARQL_TOKEN`` (bearer) or
``LABGRAPH_SPARQL_USER`` and ``LABGRAPH_SPARQL_PASSWORD`` (basic).

``push`` uploads each document graph and the store's default graph, which holds
every fact once (the merge of all graphs, see ``Store.run``). Queries without
GRAPH then read that default graph, on the server as in the store, and give the
same answers; a server set to use the union of its named graphs instead
(``oxigraph serve --union-default-graph``, Fuseki ``unionDefaultGraph``) would
count a fact once per document that states it.
"""
from __future__ import annotations

import base64
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from rdflib import BNode, Graph, Literal, URIRef

from .errors import LabgraphError, QueryError, StoreError

ENV_TOKEN = "LABGRAPH_SPARQL_TOKEN"
ENV_USER = "LABGRAPH_SPARQL_USER"
ENV_PASSWORD = "LABGRAPH_SPARQL_PASSWORD"

_RESULTS = "application/sparql-results+json"
_TRIPLES = "application/n-triples"


@dataclass
class Endpoint:
    """A SPARQL server: ``url`` answers queries; ``update_url``/``gsp_url`` take writes.

    Unset, ``update_url`` is ``url`` with a final ``/query`` (Oxigraph, Fuseki)
    or ``/sparql`` replaced by ``/update``.
    """

    url: str
    update_url: str | None = None
    gsp_url: str | None = None
    timeout: float = 60.0
    retries: int = 3

    def __post_init__(self) -> None:
        if not self.url.startswith(("http://", "https://")):
            raise StoreError(f"endpoint {self.url!r} is not an http(s) URL")
        if self.update_url is None:
            head, _, tail = self.url.rstrip("/").rpartition("/")
            self.update_url = f"{head}/update" if tail in ("query", "sparql") else None

    # -- reading ----------------------------------------------------------------------

    def run(self, text: str, *, prefixes: dict[str, str] | None = None) -> tuple[str, list[str], Iterator]:
        """Return ``(kind, variables, results)`` like ``Store.run``, asking the server."""
        declared = "".join(f"PREFIX {p}: <{iri}>\n" for p, iri in (prefixes or {}).items())
        body = (declared + text).encode("utf-8")
        headers = {"Content-Type": "application/sparql-query; charset=utf-8",
                   "Accept": f"{_RESULTS}, {_TRIPLES};q=0.9"}
        kind, data = self._send(self.url, body, headers, query=True)
        if _TRIPLES in kind or "turtle" in kind:
            graph = Graph().parse(data=data.decode("utf-8"), format="nt" if _TRIPLES in kind else "turtle")
            return "graph", [], iter(list(graph))
        return _read_results(json.loads(data))

    # -- writing ----------------------------------------------------------------------

    def push(self, graphs: Iterable[tuple[str, Iterable[str]]], *, batch: int = 50_000) -> dict[str, int]:
        """Replace each ``(graph IRI, N-Triples lines)`` on the server; return triples sent per graph.

        The graph IRI ``""`` is the default graph.
        """
        sent: dict[str, int] = {}
        for name, lines in graphs:
            sent[name] = 0
            for number, chunk in enumerate(_batches(lines, batch)):
                self._write(name, chunk, replace=number == 0)
                sent[name] += len(chunk)
            if sent[name] == 0:
                self._write(name, [], replace=True)
        return sent

    def _write(self, graph: str, lines: list[str], *, replace: bool) -> None:
        data = "".join(lines).encode("utf-8")
        if self.gsp_url:
            where = urllib.parse.urlencode({"graph": graph}) if graph else "default"
            url = f"{self.gsp_url}?{where}"
            headers = {"Content-Type": _TRIPLES}
            self._send(url, data, headers, method="PUT" if replace else "POST")
            return
        if not self.update_url:
            raise StoreError(f"no update endpoint known for {self.url}; pass --update URL or --gsp URL")
        target = f"GRAPH <{graph}>" if graph else "DEFAULT"
        update = f"DROP SILENT {target} ;\n" if replace else ""
        inner = data.decode("utf-8")
        update += f"INSERT DATA {{ GRAPH <{graph}> {{\n{inner}}} }}" if graph else f"INSERT DATA {{\n{inner}}}"
        headers = {"Content-Type": "application/sparql-update; charset=utf-8"}
        self._send(self.update_url, update.encode("utf-8"), headers)

    # -- HTTP -------------------------------------------------------------------------

    def _send(self, url: str, body: bytes, headers: dict[str, str], *, method: str = "POST",
              query: bool = False) -> tuple[str, bytes]:
        """Send a request, retrying on connection errors and 429/5xx; return (type, body)."""
        request = urllib.request.Request(url, data=body, method=method,
                                         headers={**headers, **_auth_header()})
        for attempt in range(self.retries + 1):
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    return response.headers.get("Content-Type", ""), response.read()
            except urllib.error.HTTPError as exc:
                message = exc.read().decode("utf-8", "replace").strip()[:500]
                if exc.code in (429, 502, 503, 504) and attempt < self.retries:
                    time.sleep(0.5 * 2 ** attempt)
                    continue
                error = QueryError if query and exc.code == 400 else StoreError
                raise error(f"{url} answered {exc.code}: {message or exc.reason}") from exc
            except (urllib.error.URLError, TimeoutError, ConnectionError) as exc:
                if attempt < self.retries:
                    time.sleep(0.5 * 2 ** attempt)
                    continue
                reason = getattr(exc, "reason", exc)
                raise StoreError(f"cannot reach {url}: {reason}; is the server running?") from exc
        raise AssertionError("unreachable")


def _auth_header() -> dict[str, str]:
    token = os.environ.get(ENV_TOKEN)
    if token:
        return {"Authorization": f"Bearer {token}"}
    user = os.environ.get(ENV_USER)
    if user:
        pair = f"{user}:{os.environ.get(ENV_PASSWORD, '')}".encode("utf-8")
        return {"Authorization": "Basic " + base64.b64encode(pair).decode("ascii")}
    return {}


def _batches(lines: Iterable[str], size: int) -> Iterator[list[str]]:
    chunk: list[str] = []
    for line in lines:
        chunk.append(line)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _read_results(doc: dict) -> tuple[str, list[str], Iterator]:
    """Return ``(kind, variables, rows)`` from SPARQL 1.1 results JSON."""
    if "boolean" in doc:
        return "ask", [], iter([bool(doc["boolean"])])
    names = list(doc["head"].get("vars", []))
    rows = [tuple(_term(b.get(v)) for v in names) for b in doc["results"]["bindings"]]
    return "select", names, iter(rows)


def _term(binding: dict | None):
    if binding is None:
        return None
    kind, value = binding["type"], binding["value"]
    if kind == "uri":
        return URIRef(value)
    if kind == "bnode":
        return BNode(value)
    if "xml:lang" in binding:
        return Literal(value, lang=binding["xml:lang"])
    datatype = binding.get("datatype")
    if datatype and datatype != "http://www.w3.org/2001/XMLSchema#string":
        return Literal(value, datatype=URIRef(datatype))
    return Literal(value)


def file_graphs(path: str, default_graph: str) -> Iterator[tuple[str, Iterable[str]]]:
    """Yield ``(graph IRI, N-Triples lines)`` of an RDF file, then ``("", merge of them all)``.

    Triples outside any named graph go to ``default_graph``.
    """
    from rdflib import Dataset

    dataset = Dataset()
    try:
        dataset.parse(path)
    except Exception as exc:  # rdflib raises many parser-specific types
        raise LabgraphError(f"{path}: not readable as RDF: {exc}") from exc
    merged = Graph()
    for graph in dataset.graphs():
        if len(graph) == 0:
            continue
        name = default_graph if graph.identifier == dataset.default_graph.identifier else str(graph.identifier)
        merged += graph
        yield name, _lines(graph)
    yield "", _lines(merged)


def _lines(graph: Graph) -> list[str]:
    return graph.serialize(format="nt", encoding="utf-8").decode("utf-8").splitlines(keepends=True)
