"""Commands on a store or a SPARQL server: add, remove, query, lineage, export, push."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import click

from ..errors import StoreError
from ..lineage import lineage as find_lineage
from ..lineage import relatives, render_tree, to_json, to_rdf
from ..query import DEFAULT_TIMEOUT, FORMATS, read_query, stream, write
from ..remote import Endpoint, file_graphs
from ..store import DEFAULT_STORE, EXPORT_FORMATS, Store, document_iri, open_store
from . import cli

ENV_STORE = "LABGRAPH_STORE"


def store_option(command):
    """``--store DIR``: the store directory (default ./.labgraph, or $LABGRAPH_STORE)."""
    return click.option("--store", "store_dir", metavar="DIR", envvar=ENV_STORE, default=DEFAULT_STORE,
                        show_default=True, help="Store directory.")(command)


def endpoint_options(command):
    """``--endpoint URL``: ask a SPARQL server instead of the store."""
    command = click.option("--endpoint", metavar="URL",
                           help="SPARQL query endpoint to ask instead of the store.")(command)
    return store_option(command)


def _source(store_dir: str, endpoint: str | None):
    return Endpoint(endpoint) if endpoint else open_store(store_dir)


def _close(source) -> None:
    if isinstance(source, Store):
        source.close()


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("--base", metavar="IRI", help="Base of the entity IRIs (default https://w3id.org/labgraph/id/).")
@store_option
def add(paths, base, store_dir):
    """Add documents (or RDF files) to the store; re-adding replaces what changed.

    Entity resolution runs over every document in the store, so a person named
    in two documents added months apart is still one person.

    \b
    Example:
        labgraph add data/
        labgraph add cv.pdf --store ~/lab/.labgraph
    """
    with Store(store_dir) as store:
        changes = store.add(paths, base=base,
                            on_error=lambda exc: click.echo(f"Warning: {exc}", err=True))
    click.echo(f"{store_dir}: {changes.summary()}", err=True)


@cli.command()
@click.argument("documents", nargs=-1, required=True)
@store_option
def remove(documents, store_dir):
    """Remove documents (by path as added, or graph IRI) and the facts only they gave.

    \b
    Example:
        labgraph remove data/old-homepage.html
    """
    with open_store(store_dir) as store:
        changes = store.remove(documents)
    click.echo(f"{store_dir}: {changes.summary()}", err=True)


@cli.command()
@click.argument("file", required=False, type=click.Path(exists=True, dir_okay=False))
@click.option("-e", "--expression", metavar="SPARQL", help="The query text (instead of FILE).")
@click.option("-f", "--format", "fmt", type=click.Choice(FORMATS), default="table", show_default=True,
              help="Output of SELECT and ASK; CONSTRUCT and DESCRIBE print Turtle.")
@click.option("--timeout", type=float, default=DEFAULT_TIMEOUT, show_default=True, metavar="SECONDS",
              help="Give up after this long (0: no limit).")
@click.option("--allow-remote", is_flag=True, help="Allow SERVICE (the query may fetch from the network).")
@endpoint_options
def query(file, expression, fmt, timeout, allow_remote, endpoint, store_dir):
    """Run a SPARQL query (lg:, rdfs:, skos:, prov:, xsd: are predeclared).

    Rows are printed as the store yields them, so a huge result is never held in
    memory; the table takes its column widths from the first 1,000 rows.

    \b
    Examples:
        labgraph query examples/queries/ancestors.rq
        labgraph query -e "SELECT ?name WHERE { ?p a lg:Person ; rdfs:label ?name }" -f csv
    """
    if bool(file) == bool(expression):
        raise click.UsageError("give a query FILE or -e SPARQL (one of them)")
    text = read_query(file) if file else expression
    source = _source(store_dir, endpoint)
    try:
        answer = stream(source, text, timeout=timeout or None, allow_remote=allow_remote)
        write(answer, click.get_text_stream("stdout"), fmt)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (| head): not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    finally:
        _close(source)


@cli.command()
@click.argument("person")
@click.option("--up", is_flag=True, help="Only ancestors (advisors, their advisors...).")
@click.option("--down", is_flag=True, help="Only descendants (advisees, theirs...).")
@click.option("--depth", type=click.IntRange(min=1), metavar="N", help="At most N generations.")
@click.option("--level", "levels", metavar="LEVELS", help="Only these levels, e.g. PhD,Master.")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "ttl", "people"]), default="text",
              show_default=True, help="people: one line per person (generation, name, IRI), "
              "without the tree; fast for 100k descendants.")
@click.option("--html", "html_path", type=click.Path(dir_okay=False), metavar="FILE",
              help="Also draw the tree as a self-contained HTML page.")
@endpoint_options
def lineage(person, up, down, depth, levels, fmt, html_path, endpoint, store_dir):
    """Print the academic ancestors and descendants of PERSON as a tree.

    PERSON is a name (case, accents and initials are forgiven) or an IRI.

    \b
    Examples:
        labgraph lineage "Luo Mai"
        labgraph lineage "l. mai" --down --depth 2 --level PhD --format json
        labgraph lineage "Luo Mai" --down --format people > descendants.tsv
    """
    if fmt == "people" and html_path:
        raise click.UsageError("--html draws the tree; use it with --format text, json or ttl")
    source = _source(store_dir, endpoint)
    find = relatives if fmt == "people" else find_lineage
    try:
        found = find(source, person, up=up or not down, down=down or not up, depth=depth,
                     levels=levels.split(",") if levels else None)
    finally:
        _close(source)
    if fmt == "people":
        click.echo("".join(f"{r.generation}\t{r.label}\t{r.iri}\n" for r in found), nl=False)
    elif fmt == "json":
        click.echo(json.dumps(to_json(found), indent=1, ensure_ascii=False))
    elif fmt == "ttl":
        click.echo(to_rdf(found).serialize(format="turtle"), nl=False)
    else:
        click.echo(render_tree(found), nl=False)
    if html_path:
        _write_html(found, html_path)


def _write_html(G, path: str) -> None:
    try:
        from ..network.html import write_lineage_html
    except ImportError as exc:
        raise StoreError(f"--html needs labgraph.network.html, which could not load: {exc}") from exc
    label = G.nodes[G.graph["root"]]["label"]
    write_lineage_html(G, path, title=f"Academic lineage of {label}")
    click.echo(f"wrote {path}", err=True)


@cli.command()
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False), metavar="FILE",
              help="File to write; the suffix picks the format unless --format is given.")
@click.option("--format", "fmt", type=click.Choice(list(EXPORT_FORMATS)),
              help="ttl (default for unknown suffixes), nt, jsonld, trig or nq.")
@click.option("--doc", "docs", multiple=True, metavar="PATH", help="Only this document's graph (repeatable).")
@click.option("--graph", "graphs", multiple=True, metavar="IRI", help="Only this named graph (repeatable).")
@store_option
def export(output, fmt, docs, graphs, store_dir):
    """Write the store (or some of its graphs) as Turtle, N-Triples, JSON-LD, TriG or N-Quads.

    \b
    Example:
        labgraph export -o lab.ttl
        labgraph export -o cv.trig --doc data/cv.pdf
    """
    if not fmt and Path(output).suffix.lower() not in EXPORT_FORMATS.values():
        fmt = "ttl"
    with open_store(store_dir) as store:
        chosen = list(graphs) + [g for doc in docs for g in store.source(doc).graphs]
        store.export(output, format=fmt, graphs=chosen if (docs or graphs) else None)
    click.echo(f"wrote {output}", err=True)


@cli.command()
@click.argument("file", required=False, type=click.Path(exists=True, dir_okay=False))
@click.option("--endpoint", required=True, metavar="URL", help="The server's SPARQL query endpoint.")
@click.option("--update", "update_url", metavar="URL", help="SPARQL Update endpoint (default: derived).")
@click.option("--gsp", "gsp_url", metavar="URL", help="Graph Store Protocol endpoint (preferred if given).")
@click.option("--batch", type=click.IntRange(min=1), default=50_000, show_default=True,
              help="Triples per request.")
@store_option
def push(file, endpoint, update_url, gsp_url, batch, store_dir):
    """Upload the store (or an RDF FILE) to a SPARQL server, graph by graph.

    Each graph replaces the server's graph of the same name. Credentials come
    from LABGRAPH_SPARQL_TOKEN, or LABGRAPH_SPARQL_USER and LABGRAPH_SPARQL_PASSWORD.

    \b
    Example:
        labgraph push --endpoint http://localhost:7878/query --gsp http://localhost:7878/store
    """
    target = Endpoint(endpoint, update_url=update_url, gsp_url=gsp_url)
    if file:
        sent = target.push(file_graphs(file, document_iri("https://w3id.org/labgraph/id/", file)), batch=batch)
    else:
        with open_store(store_dir) as store:
            sent = target.push(store.push_graphs(), batch=batch)
    click.echo(f"pushed {sum(sent.values())} triples in {len(sent)} graphs to {endpoint}", err=True)
