"""Write a graph or dataset to a file, in the format its suffix names."""
from __future__ import annotations

from pathlib import Path

from rdflib import Dataset, Graph

from .errors import LabgraphError

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
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise LabgraphError(f"{path}: cannot write: {exc.strerror or exc}") from exc
