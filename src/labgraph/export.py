"""Write a graph or dataset to a file, in the format its suffix names.

``write_graph`` writes an rdflib Dataset; ``write_triples`` writes the document
graphs of a build as ``rdf.to_triples`` gives them (N-Triples text), without
rdflib: N-Triples and N-Quads straight from the text, the other formats
through Oxigraph's streaming serialisers (``store.convert_file``).
"""
from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable
from pathlib import Path

from rdflib import Dataset, Graph

from .errors import LabgraphError
from .rdf import Triples
from .store import convert_file, instance_prefixes
from .vocab import DEFAULT_BASE, PREFIXES

FORMATS = {
    ".ttl": "turtle",
    ".turtle": "turtle",
    ".nt": "nt",
    ".ntriples": "nt",
    ".jsonld": "json-ld",
    ".json": "json-ld",
    ".trig": "trig",
    ".nq": "nquads",
    ".nquads": "nquads",
    ".xml": "xml",
    ".rdf": "xml",
}
QUAD_FORMATS = {"trig", "nquads"}


def format_for(path: str | Path) -> str:
    """Return the rdflib format name for a file suffix.

    >>> format_for("lab.trig")
    'trig'

    Raises:
        LabgraphError: the suffix names no format labgraph writes.
    """
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        raise LabgraphError(f"{path}: unknown output format {suffix or '(no suffix)'!r}; "
                            f"use one of {', '.join(sorted(FORMATS))}")
    return FORMATS[suffix]


def union(ds: Dataset) -> Graph:
    """Return one graph holding every triple of every named graph, with the dataset's prefixes."""
    g = Graph()
    for prefix, ns in ds.namespaces():
        g.bind(prefix, ns)
    for s, p, o, _ in ds.quads((None, None, None, None)):
        g.add((s, p, o))
    return g


def serialize(ds: Dataset, fmt: str) -> str:
    """Return the dataset as text; triple formats get the union, quad formats the named graphs."""
    if fmt in QUAD_FORMATS:
        text = ds.serialize(format=fmt)
    elif fmt == "nt":
        text = "".join(sorted(union(ds).serialize(format="nt").splitlines(keepends=True)))
    else:
        text = union(ds).serialize(format=fmt, **({"auto_compact": True} if fmt == "json-ld" else {}))
    return text


def write_graph(ds: Dataset, path: str | Path) -> None:
    """Write ``ds`` to ``path`` in the format of its suffix (.ttl .nt .jsonld .trig .nq).

    The file is written to a temporary name first and renamed, so a failed
    write never leaves half a graph behind.
    """
    path = Path(path)
    text = serialize(ds, format_for(path))
    tmp = _temporary(path)
    try:
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
    except OSError as exc:
        raise LabgraphError(f"{path}: cannot write: {exc.strerror or exc}") from exc
    finally:
        _discard(tmp)


def _temporary(path: Path, suffix: str = "tmp") -> Path:
    """A hidden name next to ``path``, own to this process: two builds writing one file never mix."""
    return path.with_name(f".{path.name}.{os.getpid()}.{suffix}")


def _discard(tmp: Path) -> None:
    """Remove a temporary file if it is still there; a failure to clean up must not hide the real error."""
    with contextlib.suppress(OSError):
        tmp.unlink(missing_ok=True)


def write_triples(graphs: Triples, path: str | Path, base: str = DEFAULT_BASE) -> None:
    """Write document graphs given as N-Triples text (``rdf.to_triples``) to ``path``, by its suffix.

    Quad formats (.trig .nq) get one graph per document, triple formats the
    union; each triple once, sorted, so the same build gives the same bytes.
    """
    path = Path(path)
    fmt = format_for(path)
    quads = fmt in QUAD_FORMATS
    plain = _temporary(path, f"{'nq' if quads else 'nt'}.tmp")
    tmp = _temporary(path)
    try:
        with open(plain, "w", encoding="utf-8", newline="\n") as fh:
            fh.writelines(_quad_lines(graphs) if quads else _union_lines(graphs))
        if fmt in ("nt", "nquads"):
            plain.replace(path)
        else:
            convert_file(plain, tmp, fmt, {**PREFIXES, **instance_prefixes(base)}, quads)
            tmp.replace(path)
    except OSError as exc:
        raise LabgraphError(f"{path}: cannot write: {exc.strerror or exc}") from exc
    finally:
        _discard(plain)
        _discard(tmp)


def _quad_lines(graphs: Triples) -> Iterable[str]:
    for g in graphs.names():
        yield from sorted(f"{s} {p} {o} {g} .\n" for s, p, o in graphs.graph(g))


def _union_lines(graphs: Triples) -> list[str]:
    return sorted(f"{s} {p} {o} .\n" for s, p, o in graphs.union)
