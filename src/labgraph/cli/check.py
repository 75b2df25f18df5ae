"""``labgraph check``: validate a built graph against the labgraph shapes."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click
from rdflib import Graph, Literal
from rdflib.term import Node

from ..vocab import PREFIXES
from . import cli

if TYPE_CHECKING:
    from ..check import Problem, Report

_NAMES = Graph().namespace_manager
for _prefix, _iri in PREFIXES.items():
    _NAMES.bind(_prefix, _iri, override=True)


@cli.command()
@click.argument("graph_file", type=click.Path(path_type=Path, dir_okay=False))
def check(graph_file: Path) -> None:
    """Check GRAPH_FILE (any RDF file: .ttl, .trig, .nt, .nq, .jsonld...)
    against the labgraph shapes and print its problems, grouped by the source
    document they come from. Exits with status 1 if any problem is a violation.

    \b
    It checks: one rdfs:label per entity; supervisions with one advisor,
    one advisee and a known level; positions, degrees and awards complete;
    integer years from 1900 up to next year; provenance (prov:wasDerivedFrom
    a document) on every fact; well-formed author lists; nobody supervising
    themselves; no supervision cycles.

    \b
    Example:
        labgraph build data/ -o lab.trig && labgraph check lab.trig
    """
    from ..check import check_file     # pyshacl takes half a second to import: only when checking
    report = check_file(graph_file)
    click.echo(render_report(report), nl=False)
    click.echo(summarise(graph_file, report), err=True)
    if not report.conforms:
        raise SystemExit(1)


def render_report(report: Report) -> str:
    """Return the problems as text, one block per source document."""
    blocks = []
    for document, problems in report.by_document().items():
        lines = [document] + [f"  {_line(p)}" for p in problems]
        blocks.append("\n".join(lines) + "\n")
    return "\n".join(blocks)


def summarise(path: Path, report: Report) -> str:
    """Return the one-line verdict for stderr."""
    from ..check import NO_DOCUMENT
    if not report.problems:
        return f"{path}: no problems"
    counts = {}
    for problem in report.problems:
        counts[problem.severity] = counts.get(problem.severity, 0) + 1
    parts = [f"{n} {severity.lower()}{'s' if n > 1 else ''}" for severity, n in counts.items()]
    documents = [d for d in report.by_document() if d != NO_DOCUMENT]
    where = f" from {len(documents)} document{'s' if len(documents) != 1 else ''}"
    return f"{path}: {', '.join(parts)}{where}"


def _line(problem: Problem) -> str:
    focus = _term(problem.focus) + (f' "{problem.label}"' if problem.label else "")
    value = f" (value: {_term(problem.value)})" if problem.value is not None else ""
    return f"{problem.severity}: {focus}: {problem.message}{value}"


def _term(term: Node) -> str:
    if isinstance(term, Literal) and len(term) > 80:
        return repr(str(term)[:77] + "...")
    return term.n3(_NAMES)
