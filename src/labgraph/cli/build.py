"""``labgraph build``: documents in, a graph file out."""
from __future__ import annotations

import sys
from collections import Counter

import click

from ..export import format_for, write_triples
from ..pipeline import build_result, collector_paused
from ..vocab import DEFAULT_BASE, LG
from . import cli


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=str))
@click.option("-o", "--output", default="lab.ttl", show_default=True,
              help="Graph file to write; the suffix picks the format: .ttl .nt .jsonld .trig (one named "
                   "graph per document) .nq")
@click.option("--base", default=DEFAULT_BASE, show_default=True, help="Namespace for the IRIs of people, papers...")
@click.option("-q", "--quiet", is_flag=True, help="No progress bar or summary.")
@click.option("--strict", is_flag=True, help="Exit with status 2 if any document could not be read.")
def build(paths: tuple[str, ...], output: str, base: str, quiet: bool, strict: bool) -> None:
    """Read documents (files or folders, recursively) and write their knowledge graph.

    Reads .txt, .md, .rst, .html, .pdf, .tex, .org, .bib, .cff, codemeta.json and ORCID .json
    files. A file that cannot be read gets a warning naming it; the others
    still make the graph.

    \b
    Examples:
        labgraph build data/ -o lab.ttl
        labgraph build cv.pdf papers.bib homepage.html -o lab.trig
    """
    format_for(output)
    show = not quiet and sys.stderr.isatty()
    bar = None

    def progress(done: int, total: int, path: str) -> None:
        nonlocal bar
        if bar is None and show and total > 20:
            bar = click.progressbar(length=total, label="Reading documents", file=sys.stderr)
            bar.__enter__()
        if bar is not None:
            bar.update(1)

    with collector_paused():
        result = build_result(list(paths), base=base, progress=progress)
        if bar is not None:
            bar.__exit__(None, None, None)
        graphs = result.triples()
        write_triples(graphs, output, base)
    for warning in result.warnings:
        click.echo(f"warning: {warning}", err=True)
    if not quiet:
        click.echo(_summary(result, len(graphs.union), output), err=True)
    if strict and result.failed:
        sys.exit(2)


_WORDS = {"person": ("person", "people"), "org": ("organisation", "organisations"),
          "software": ("software", "software"), "education": ("degree", "degrees"),
          "interest": ("research interest", "research interests"), "partof": ("part-of link", "part-of links"),
          "supervision": ("supervision", "supervisions")}


def _count(n: int, kind: str) -> str:
    """ "1 person", "2 people", "3 part-of links": a count in words a reader expects."""
    one, many = _WORDS.get(kind.lower(), (kind.lower(), kind.lower() + "s"))
    return f"{n} {one if n == 1 else many}"


def _summary(result, triples: int, output: str) -> str:
    kinds = Counter(e.kind for e in result.resolution.entities)
    facts = Counter(type(f.claim).__name__ for f in result.resolution.facts)
    entity_text = ", ".join(_count(n, k) for k, n in sorted(kinds.items()))
    fact_text = ", ".join(_count(n, k) for k, n in sorted(facts.items()))
    failed = f", {len(result.failed)} skipped" if result.failed else ""
    return (f"Read {len(result.documents)} documents{failed}.\n"
            f"Entities: {entity_text or 'none'}.\nFacts: {fact_text or 'none'}.\n"
            f"Wrote {triples} triples to {output} ({len(result.warnings)} warnings).")


__all__ = ["build", "LG"]
