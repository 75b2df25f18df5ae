"""SPARQL with the labgraph prefixes over a store, an rdflib graph or a remote endpoint.

``query(source, text)`` returns a ``Result``: rows of rdflib terms for SELECT,
a boolean for ASK, an rdflib ``Graph`` for CONSTRUCT and DESCRIBE. ``render``
prints a result as an aligned table, CSV, TSV, SPARQL results JSON, Markdown
or (graphs) Turtle.

Queries run under a time limit, and may not reach out to the network (SERVICE,
or FROM on an rdflib graph, which rdflib would fetch) unless asked to.
"""
from __future__ import annotations

import csv
import io
import json
import re
import threading
from dataclasses import dataclass, field
from typing import Any

from rdflib import BNode, Dataset, Graph, Literal, URIRef
from rdflib.namespace import XSD

from .errors import QueryError
from .store import instance_prefixes
from .vocab import PREFIXES

DEFAULT_TIMEOUT = 30.0
"""Seconds a query may run before ``QueryError``; ``None`` waits for ever."""

FORMATS = ("table", "csv", "tsv", "json", "md")


@dataclass
class Result:
    """The answer to one query: ``rows`` (SELECT), ``boolean`` (ASK) or ``graph``."""

    kind: str
    variables: list[str] = field(default_factory=list)
    rows: list[tuple] = field(default_factory=list)
    boolean: bool | None = None
    graph: Graph | None = None

    def __iter__(self):
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows) if self.kind == "select" else len(self.graph or ())

    def records(self) -> list[dict[str, Any]]:
        """Return the rows as dicts of plain Python values (str, int, date...)."""
        return [{v: _python(t) for v, t in zip(self.variables, row)} for row in self.rows]

    def to_dataframe(self):
        """Return the rows as a pandas DataFrame (pandas must be installed)."""
        try:
            import pandas
        except ImportError as exc:
            raise QueryError("to_dataframe needs pandas: pip install pandas") from exc
        return pandas.DataFrame(self.records(), columns=self.variables)


def query(source: Any, text: str, *, timeout: float | None = DEFAULT_TIMEOUT,
          allow_remote: bool = False) -> Result:
    """Return the result of SPARQL ``text`` on a store, an rdflib graph or an endpoint.

    The prefixes ``lg: rdf: rdfs: skos: prov: xsd:`` are declared already.

    >>> from rdflib import Graph, Literal, URIRef
    >>> from labgraph.vocab import LG
    >>> g = Graph()
    >>> _ = g.add((URIRef("https://w3id.org/labgraph/id/person/ada"), LG.email, Literal("ada@x.org")))
    >>> query(g, "SELECT ?e WHERE { ?p lg:email ?e }").records()
    [{'e': 'ada@x.org'}]

    Raises:
        QueryError: bad syntax (with line and column), too slow, or a network
            access (SERVICE) without ``allow_remote``.
    """
    _check_network_access(text, source, allow_remote)
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["result"] = _collect(*_run(source, text))
        except BaseException as exc:  # handed to the caller's thread below
            box["error"] = exc

    worker = threading.Thread(target=work, name="labgraph-query", daemon=True)
    worker.start()
    worker.join(timeout)
    if worker.is_alive():
        raise QueryError(f"query still running after {timeout:g} s; narrow it (LIMIT, a "
                         "more specific pattern) or allow more time with --timeout")
    if "error" in box:
        raise box["error"]
    return box["result"]


_COAUTHORS = """SELECT ?coauthor (COUNT(DISTINCT ?paper) AS ?papers) WHERE {
  ?paper lg:author <PERSON>, ?coauthor .
  FILTER(?coauthor != <PERSON>)
} GROUP BY ?coauthor"""


def coauthors(source: Any, person: str) -> list[tuple[str, int]]:
    """Return ``(IRI, papers together)`` for every co-author of ``person`` (an IRI),
    most papers first, then by IRI.

    On a store the rows come back as plain strings, skipping the rdflib terms and
    the time-limit thread of ``query``, which cost several times the question
    itself (0.2 ms against 1.6 ms at 100k people). Names are left out: on disk
    each one is a dictionary look-up that doubles the time at 1M people;
    ``labgraph.lineage.index_of(source).labels`` has them.

    >>> from rdflib import Graph, URIRef
    >>> from labgraph.vocab import LG
    >>> g, ID = Graph(), "https://w3id.org/labgraph/id/"
    >>> for who in ("ada", "alan"):
    ...     _ = g.add((URIRef(ID + "paper/p1"), LG.author, URIRef(ID + "person/" + who)))
    >>> coauthors(g, ID + "person/ada")
    [('https://w3id.org/labgraph/id/person/alan', 1)]
    """
    if re.search(r'[\s<>"{}|^`\\]', person) or ":" not in person:
        raise QueryError(f"{person!r} is not an IRI; find it with labgraph.lineage.find_person")
    text = _COAUTHORS.replace("PERSON", person)
    rows = source.select(text) if hasattr(source, "select") else query(source, text).rows
    return sorted(((str(iri), int(str(papers))) for iri, papers in rows), key=lambda row: (-row[1], row[0]))


def read_query(path: str) -> str:
    """Return the text of a ``.rq`` file."""
    from pathlib import Path

    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise QueryError(f"{path}: cannot read the query: {exc}") from exc


# -- running --------------------------------------------------------------------------

def _run(source: Any, text: str) -> tuple[str, list[str], Any]:
    if hasattr(source, "run"):  # a Store or a remote Endpoint
        return source.run(text, prefixes=PREFIXES)
    if isinstance(source, Graph):
        return _run_rdflib(source, text)
    raise QueryError(f"cannot query a {type(source).__name__}; give a Store, an rdflib "
                     "Graph or Dataset, or an Endpoint")


def _run_rdflib(graph: Graph, text: str) -> tuple[str, list[str], Any]:
    """Run on rdflib; a Dataset answers over the union of its graphs, like the store."""
    union = isinstance(graph, Dataset) and not graph.default_union
    if union:
        graph.default_union = True
    try:
        result = graph.query(text, initNs=PREFIXES)
        kind = {"SELECT": "select", "ASK": "ask"}.get(result.type, "graph")
        if kind == "select":
            names = [str(v) for v in result.vars]
            return kind, names, [tuple(row) for row in result]
        if kind == "ask":
            return kind, [], [bool(result.askAnswer)]
        return kind, [], list(result.graph or ())
    except Exception as exc:
        raise _rdflib_error(exc) from exc
    finally:
        if union:
            graph.default_union = False


def _rdflib_error(exc: Exception) -> QueryError:
    line, column = getattr(exc, "lineno", None), getattr(exc, "col", None)
    if line is not None:
        return QueryError(f"SPARQL syntax error: {getattr(exc, 'msg', exc)}", line, column)
    return QueryError(f"query failed: {exc}")


def _collect(kind: str, variables: list[str], results: Any) -> Result:
    if kind == "select":
        return Result(kind, variables, rows=list(results))
    if kind == "ask":
        return Result(kind, boolean=next(iter(results)))
    graph = Graph()
    for prefix, iri in {**PREFIXES, **instance_prefixes()}.items():
        graph.bind(prefix, iri)
    for triple in results:
        graph.add(triple)
    return Result(kind, graph=graph)


_NETWORK_WORDS = re.compile(
    r'"""(?:[^"\\]|\\.|"(?!""))*"""|\'\'\'(?:[^\'\\]|\\.|\'(?!\'\'))*\'\'\''
    r'|"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|<[^<>"{}|^`\\\s]*>|#[^\n]*'
    r"|\b(SERVICE|FROM|LOAD)\b", re.I)


def _check_network_access(text: str, source: Any, allowed: bool) -> None:
    """Refuse SERVICE (and FROM, LOAD on rdflib, which fetch URLs) unless ``allowed``."""
    if allowed:
        return
    for found in _NETWORK_WORDS.finditer(text):
        word = (found.group(1) or "").upper()
        if word == "SERVICE" or (word in ("FROM", "LOAD") and isinstance(source, Graph)):
            raise QueryError(f"the query uses {word}, which can fetch data over the network; "
                             "pass --allow-remote (allow_remote=True) if you mean it")


# -- rendering -------------------------------------------------------------------------

def render(result: Result, format: str = "table") -> str:
    """Return ``result`` as text: ``table``, ``csv``, ``tsv``, ``json`` or ``md``.

    CONSTRUCT and DESCRIBE results are always Turtle.
    """
    if result.kind == "graph":
        return result.graph.serialize(format="turtle")
    if format not in FORMATS:
        raise QueryError(f"unknown output format {format!r}; choose one of {', '.join(FORMATS)}")
    return {"table": _table, "csv": _csv, "tsv": _tsv, "json": _json, "md": _markdown}[format](result)


def _table(result: Result) -> str:
    if result.kind == "ask":
        return "true\n" if result.boolean else "false\n"
    cells = [[_short(t) for t in row] for row in result.rows]
    widths = [max([len(v)] + [len(r[i]) for r in cells]) for i, v in enumerate(result.variables)]
    lines = ["  ".join(v.ljust(w) for v, w in zip(result.variables, widths)),
             "  ".join("-" * w for w in widths)]
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in cells]
    lines.append(f"({len(cells)} row{'s' if len(cells) != 1 else ''})")
    return "\n".join(lines) + "\n"


def _markdown(result: Result) -> str:
    if result.kind == "ask":
        return "| answer |\n|---|\n| " + ("true" if result.boolean else "false") + " |\n"

    def cell(term: Any) -> str:
        return _short(term).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(result.variables) + " |", "|" + "---|" * len(result.variables)]
    lines += ["| " + " | ".join(cell(t) for t in row) + " |" for row in result.rows]
    return "\n".join(lines) + "\n"


def _csv(result: Result) -> str:
    """SPARQL 1.1 CSV: plain values, full IRIs, blank nodes as ``_:label``."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    if result.kind == "ask":
        writer.writerows([["answer"], ["true" if result.boolean else "false"]])
        return out.getvalue()
    writer.writerow(result.variables)
    for row in result.rows:
        writer.writerow(["" if t is None else (f"_:{t}" if isinstance(t, BNode) else str(t)) for t in row])
    return out.getvalue()


def _tsv(result: Result) -> str:
    """SPARQL 1.1 TSV: terms in Turtle/N-Triples syntax."""
    if result.kind == "ask":
        return "?answer\n" + ("true" if result.boolean else "false") + "\n"
    lines = ["\t".join("?" + v for v in result.variables)]
    lines += ["\t".join("" if t is None else _tsv_term(t) for t in row) for row in result.rows]
    return "\n".join(lines) + "\n"


def _tsv_term(term: Any) -> str:
    text = term.n3()
    return text.replace("\t", "\\t").replace("\n", "\\n")


def _json(result: Result) -> str:
    """SPARQL 1.1 Query Results JSON."""
    if result.kind == "ask":
        return json.dumps({"head": {}, "boolean": bool(result.boolean)}) + "\n"
    bindings = [{v: _json_term(t) for v, t in zip(result.variables, row) if t is not None}
                for row in result.rows]
    doc = {"head": {"vars": result.variables}, "results": {"bindings": bindings}}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def _json_term(term: Any) -> dict[str, str]:
    if isinstance(term, URIRef):
        return {"type": "uri", "value": str(term)}
    if isinstance(term, BNode):
        return {"type": "bnode", "value": str(term)}
    out = {"type": "literal", "value": str(term)}
    if term.language:
        out["xml:lang"] = term.language
    elif term.datatype and term.datatype != XSD.string:
        out["datatype"] = str(term.datatype)
    return out


def _short(term: Any) -> str:
    """Return a term as a person reads it: ``person:luo-mai``, ``2019``, ``PhD``."""
    if term is None:
        return ""
    if isinstance(term, URIRef):
        iri = str(term)
        for prefix, namespace in {**instance_prefixes(), **PREFIXES}.items():
            if iri.startswith(namespace) and re.fullmatch(r"[\w.-]*", iri[len(namespace):]):
                return f"{prefix}:{iri[len(namespace):]}"
        return f"<{iri}>"
    if isinstance(term, BNode):
        return f"_:{term}"
    return str(term).replace("\n", " ")


def _python(term: Any) -> Any:
    if term is None:
        return None
    if isinstance(term, Literal):
        return term.toPython()
    return str(term)
