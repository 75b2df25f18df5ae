"""SPARQL with the labgraph prefixes over a store, an rdflib graph or a remote endpoint.

``query(source, text)`` returns a ``Result``: rows of rdflib terms for SELECT,
a boolean for ASK, an rdflib ``Graph`` for CONSTRUCT and DESCRIBE. ``render``
prints a result as an aligned table, CSV, TSV, SPARQL results JSON, Markdown
or (graphs) Turtle. ``stream`` and ``write`` do the same row by row, as the
store yields them, so a result of millions of rows never sits in memory.

Queries run under a time limit, and may not reach out to the network (SERVICE,
or FROM on an rdflib graph, which rdflib would fetch) unless asked to.
"""
from __future__ import annotations

import csv
import io
import itertools
import json
import queue
import re
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, TextIO

from rdflib import BNode, Dataset, Graph, Literal, URIRef
from rdflib.namespace import XSD

from .errors import QueryError
from .store import instance_prefixes, write_turtle
from .vocab import PREFIXES

DEFAULT_TIMEOUT = 30.0
"""Seconds a query may run before ``QueryError``; ``None`` waits for ever."""

FORMATS = ("table", "csv", "tsv", "json", "md")

TABLE_SAMPLE = 1000
"""Rows the aligned table reads before it prints: its column widths fit these rows; a
longer value further down pushes its own line out of line, nothing is cut."""


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
    return _collect(stream(source, text, timeout=timeout, allow_remote=allow_remote))


@dataclass
class Stream:
    """A query's answer as it comes: ``items`` (SELECT rows, or CONSTRUCT triples, of rdflib
    terms) is an iterator, read once, still under the query's time limit."""

    kind: str
    variables: list[str]
    items: Iterator
    boolean: bool | None = None


def stream(source: Any, text: str, *, timeout: float | None = DEFAULT_TIMEOUT,
           allow_remote: bool = False) -> Stream:
    """Return the answer to SPARQL ``text`` as a ``Stream``: rows are read from the store
    while the caller handles the ones before (on a store; rdflib answers whole).

    The time limit counts until the last row is read. Raises as ``query`` does.

    >>> from rdflib import Graph, Literal, URIRef
    >>> g = Graph()
    >>> _ = g.add((URIRef("https://x.org/ada"), URIRef("https://x.org/name"), Literal("Ada")))
    >>> answer = stream(g, "SELECT ?n WHERE { ?p ?q ?n }")
    >>> [str(row[0]) for row in answer.items]
    ['Ada']
    """
    _check_network_access(text, source, allow_remote)
    feed = _Feed(timeout)
    threading.Thread(target=feed.fill, args=(source, text), name="labgraph-query", daemon=True).start()
    _, kind, variables = feed.take()
    items = feed.items()
    if kind == "ask":
        return Stream(kind, [], iter(()), boolean=next(items))
    return Stream(kind, variables, items)


class _Feed:
    """Rows handed from the thread running the query to the caller's, in batches, with a deadline."""

    def __init__(self, timeout: float | None):
        self.timeout = timeout
        self.deadline = None if timeout is None else time.monotonic() + timeout
        self.queue: queue.Queue = queue.Queue(maxsize=8)  # bounded: the query waits for a slow reader
        self.stop = threading.Event()

    def fill(self, source: Any, text: str) -> None:
        try:
            kind, variables, items = _run(source, text)
            self.put(("head", kind, variables))
            batch, since = [], time.monotonic()
            for item in items:  # handed over by 512, or sooner when rows come slowly
                batch.append(item)
                if len(batch) == 512 or time.monotonic() - since > 0.05:
                    if not self.put(("items", batch)):
                        return
                    batch, since = [], time.monotonic()
            self.put(("items", batch))
            self.put(("end",))
        except BaseException as exc:  # handed to the caller's thread
            self.put(("error", exc))

    def put(self, message: tuple) -> bool:
        while not self.stop.is_set():
            try:
                self.queue.put(message, timeout=0.1)
                return True
            except queue.Full:
                continue
        return False

    def take(self) -> tuple:
        wait = None if self.deadline is None else max(0.0, self.deadline - time.monotonic())
        try:
            message = self.queue.get(timeout=wait)
        except queue.Empty:
            self.stop.set()
            raise QueryError(f"query still running after {self.timeout:g} s; narrow it (LIMIT, a "
                             "more specific pattern) or allow more time with --timeout") from None
        if message[0] == "error":
            self.stop.set()
            raise message[1]
        return message

    def items(self) -> Iterator:
        try:
            while (message := self.take())[0] == "items":
                yield from message[1]
        finally:
            self.stop.set()  # read to the end, failed, or abandoned: the query thread stops


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


def _collect(answer: Stream) -> Result:
    if answer.kind == "select":
        return Result(answer.kind, answer.variables, rows=list(answer.items))
    if answer.kind == "ask":
        return Result(answer.kind, boolean=answer.boolean)
    graph = Graph()
    for prefix, iri in {**PREFIXES, **instance_prefixes()}.items():
        graph.bind(prefix, iri)
    for triple in answer.items:
        graph.add(triple)
    return Result(answer.kind, graph=graph)


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
    out = io.StringIO()
    write(result, out, format)
    return out.getvalue()


def write(answer: Result | Stream, out: TextIO, format: str = "table") -> None:
    """Write ``answer`` to ``out`` as ``render`` does; a ``Stream`` row by row as it comes
    (the table first reads ``TABLE_SAMPLE`` rows for its column widths)."""
    if format not in FORMATS:
        raise QueryError(f"unknown output format {format!r}; choose one of {', '.join(FORMATS)}")
    if answer.kind == "graph":
        if isinstance(answer, Result):
            out.write(render(answer))
        else:
            write_turtle(answer.items, out, {**PREFIXES, **instance_prefixes()})
    elif answer.kind == "ask":
        out.write(_ASK[format](answer.boolean))
    else:
        rows = answer.rows if isinstance(answer, Result) else answer.items
        {"table": _table, "csv": _csv, "tsv": _tsv, "json": _json, "md": _markdown}[format](
            answer.variables, iter(rows), out)


_ASK = {
    "table": lambda yes: "true\n" if yes else "false\n",
    "md": lambda yes: "| answer |\n|---|\n| " + ("true" if yes else "false") + " |\n",
    "csv": lambda yes: "answer\r\n" + ("true" if yes else "false") + "\r\n",
    "tsv": lambda yes: "?answer\n" + ("true" if yes else "false") + "\n",
    "json": lambda yes: json.dumps({"head": {}, "boolean": bool(yes)}) + "\n",
}


def _table(variables: list[str], rows: Iterator, out: TextIO) -> None:
    sample = [[_short(t) for t in row] for row in itertools.islice(rows, TABLE_SAMPLE)]
    widths = [max([len(v)] + [len(r[i]) for r in sample]) for i, v in enumerate(variables)]
    out.write("  ".join(v.ljust(w) for v, w in zip(variables, widths)) + "\n")
    out.write("  ".join("-" * w for w in widths) + "\n")
    count = 0
    for count, cells in enumerate(itertools.chain(sample, ([_short(t) for t in row] for row in rows)), 1):
        out.write("  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip() + "\n")
    out.write(f"({count} row{'s' if count != 1 else ''})\n")


def _markdown(variables: list[str], rows: Iterator, out: TextIO) -> None:
    def cell(term: Any) -> str:
        return _short(term).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")

    out.write("| " + " | ".join(variables) + " |\n|" + "---|" * len(variables) + "\n")
    for row in rows:
        out.write("| " + " | ".join(cell(t) for t in row) + " |\n")


def _csv(variables: list[str], rows: Iterator, out: TextIO) -> None:
    """SPARQL 1.1 CSV: plain values, full IRIs, blank nodes as ``_:label``."""
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(variables)
    for row in rows:
        writer.writerow(["" if t is None else (f"_:{t}" if isinstance(t, BNode) else str(t)) for t in row])


def _tsv(variables: list[str], rows: Iterator, out: TextIO) -> None:
    """SPARQL 1.1 TSV: terms in Turtle/N-Triples syntax."""
    out.write("\t".join("?" + v for v in variables) + "\n")
    for row in rows:
        out.write("\t".join("" if t is None else _tsv_term(t) for t in row) + "\n")


def _tsv_term(term: Any) -> str:
    text = term.n3()
    return text.replace("\t", "\\t").replace("\n", "\\n")


def _json(variables: list[str], rows: Iterator, out: TextIO) -> None:
    """SPARQL 1.1 Query Results JSON, one binding at a time, laid out as ``json.dumps(indent=1)``."""
    head = json.dumps({"vars": variables}, ensure_ascii=False, indent=1).replace("\n", "\n ")
    out.write('{\n "head": ' + head + ',\n "results": {\n  "bindings": [')
    separator = "\n   "
    for row in rows:
        binding = {v: _json_term(t) for v, t in zip(variables, row) if t is not None}
        out.write(separator + json.dumps(binding, ensure_ascii=False, indent=1).replace("\n", "\n   "))
        separator = ",\n   "
    out.write("]\n }\n}\n" if separator == "\n   " else "\n  ]\n }\n}\n")


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
