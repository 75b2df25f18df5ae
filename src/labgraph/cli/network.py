"""``labgraph collab`` and ``labgraph network``: draw or export networks from the graph."""
from __future__ import annotations

from pathlib import Path

import click

from ..errors import InputError, LabgraphError
from . import cli

_RDF_FORMATS = {".ttl": "turtle", ".nt": "nt", ".n3": "n3", ".jsonld": "json-ld",
                ".json": "json-ld", ".rdf": "xml", ".xml": "xml", ".owl": "xml",
                ".trig": "trig", ".nq": "nquads"}
_OUTPUTS = (".html", ".graphml", ".gexf", ".json")


def read_rdf(path: str):
    """Return the RDF file at ``path`` as an rdflib Graph (Dataset for .trig and .nq)."""
    from rdflib import Dataset, Graph

    suffix = Path(path).suffix.lower()
    if suffix not in _RDF_FORMATS:
        raise InputError(path, f"unknown RDF format {suffix or '(no suffix)'}; use one of "
                               f"{', '.join(sorted(_RDF_FORMATS))}")
    graph = Dataset() if suffix in (".trig", ".nq") else Graph()
    try:
        graph.parse(path, format=_RDF_FORMATS[suffix])
    except OSError as exc:
        raise InputError(path, f"cannot read it ({exc.strerror})") from exc
    except Exception as exc:  # rdflib's parsers raise many unrelated types
        raise InputError(path, f"not valid {_RDF_FORMATS[suffix]}: {exc}") from exc
    return graph


def _source(graph_file: str | None, store: str | None, endpoint: str | None):
    """The RDF file, else the endpoint, else the store (``.labgraph`` unless --store)."""
    if sum(1 for x in (graph_file, store, endpoint) if x) > 1:
        raise click.UsageError("give one of GRAPH_FILE, --store DIR or --endpoint URL")
    if graph_file:
        return read_rdf(graph_file)
    if endpoint:
        from ..remote import Endpoint
        return Endpoint(endpoint)
    from ..store import DEFAULT_STORE, open_store
    return open_store(store or DEFAULT_STORE)


def _output(path: str) -> str:
    suffix = Path(path).suffix.lower()
    if suffix not in _OUTPUTS:
        raise click.BadParameter(f"{path}: the suffix must be one of {', '.join(_OUTPUTS)}",
                                 param_hint="-o")
    return suffix


@cli.command()
@click.argument("graph_file", required=False, type=click.Path(dir_okay=False))
@click.option("--store", type=click.Path(file_okay=False),
              help="Read this store (default, without GRAPH_FILE: .labgraph).")
@click.option("--endpoint", metavar="URL", help="Read a SPARQL endpoint.")
@click.option("-o", "--output", required=True, help="Output: .html, .graphml, .gexf or .json.")
@click.option("--person", help="Keep this person's neighbourhood (name or IRI).")
@click.option("--hops", type=click.IntRange(0), default=1, show_default=True,
              help="Neighbourhood radius for --person, in joint papers.")
@click.option("--since", type=int, metavar="YEAR", help="Only papers from YEAR on.")
@click.option("--min-weight", type=click.IntRange(1), default=1, show_default=True,
              help="Drop links with fewer joint papers.")
@click.option("--org", help="Only papers with an author from ORG (name or IRI, parts included).")
@click.option("--color", "color_by", type=click.Choice(["organization", "community"]),
              help="Colour people by organisation or detected community (HTML).")
@click.option("--title", help="Page title (HTML).")
@click.option("--top", type=click.IntRange(1), default=10, show_default=True,
              help="Lines per list in the summary.")
def collab(graph_file, store, endpoint, output, person, hops, since, min_weight, org,
           color_by, title, top):
    """Draw or export the co-authorship network; print its metrics.

    People are nodes (size: papers), joint papers are links (width: how many);
    the page's tooltips list the papers. The summary on stdout gives the
    strongest pairs, degree and betweenness centrality and communities.

    \b
    Example:
        labgraph collab lab.ttl -o collab.html --person "Luo Mai" --hops 2
    """
    suffix = _output(output)
    # networkx and the page writers load here, not on every `labgraph` start.
    from ..network import (add_communities, coauthor_graph, collab_metrics, drop_light_edges, ego_network,
                           find_person, write_collab_html, write_network)
    G = coauthor_graph(_source(graph_file, store, endpoint), since=since, org=org)
    keep = {find_person(G, person)} if person else set()
    if person:
        G = ego_network(G, person, hops)
    if min_weight > 1:
        G = drop_light_edges(G, min_weight, keep)
    add_communities(G)
    if suffix == ".html":
        write_collab_html(G, output, title=title or _collab_title(person, hops, since, org),
                          color_by=color_by, hint=_NARROW_HINT)
    else:
        write_network(G, output)
    click.echo(format_metrics(collab_metrics(G, top=top)))
    click.echo(f"Wrote {output}: {len(G):,} people, {G.number_of_edges():,} links.", err=True)


_NARROW_HINT = ("Narrow it with --person NAME --hops 1, --since YEAR, --min-weight 2 or "
                "--org ORG.")


def _collab_title(person, hops, since, org) -> str:
    parts = ["Co-authorship"]
    if person:
        parts.append(f"around {person} ({hops} hop{'s' * (hops != 1)})")
    if org:
        parts.append(f"of {org}")
    if since:
        parts.append(f"since {since}")
    return " ".join(parts)


def format_metrics(metrics: dict) -> str:
    """Return ``collab_metrics`` as readable text."""
    lines = [f"{metrics['people']:,} people, {metrics['links']:,} links, "
             f"{metrics['components']:,} connected groups, "
             f"{metrics['community_count']:,} communities", "", "Top collaborators (joint papers):"]
    lines += [f"  {w:>4}  {a} -- {b}" for a, b, w in metrics["top_collaborators"]]
    lines += ["", "Degree centrality:"]
    lines += [f"  {v:.4f}  {name}" for name, v in metrics["degree_centrality"]]
    sampled = " (estimated from 500 sources)" if metrics["betweenness_sampled"] else ""
    lines += ["", f"Betweenness centrality{sampled}:"]
    lines += [f"  {v:.4f}  {name}" for name, v in metrics["betweenness_centrality"]]
    lines += ["", "Communities (largest first; most prolific members):"]
    lines += [f"  {i + 1:>3}. {c['size']:,} people: {', '.join(c['members'])}"
              + (", ..." if c["size"] > len(c["members"]) else "")
              for i, c in enumerate(metrics["communities"])]
    return "\n".join(lines)


@cli.command()
@click.argument("query_file", type=click.Path(dir_okay=False))
@click.argument("graph_file", required=False, type=click.Path(dir_okay=False))
@click.option("--store", type=click.Path(file_okay=False),
              help="Read this store (default, without GRAPH_FILE: .labgraph).")
@click.option("--endpoint", metavar="URL", help="Read a SPARQL endpoint.")
@click.option("-o", "--output", required=True, help="Output: .html, .graphml, .gexf or .json.")
@click.option("--title", help="Page title (HTML).")
def network(query_file, graph_file, store, endpoint, output, title):
    """Draw or export the result of a SPARQL CONSTRUCT query as a network.

    Resources become nodes (labelled by rdfs:label, coloured by rdf:type),
    links between them edges labelled by the property; literal values go in
    the tooltips.

    \b
    Example:
        labgraph network supervision.rq lab.ttl -o supervision.html
    """
    suffix = _output(output)
    from ..network import rdf_to_networkx, write_network, write_network_html
    from ..query import query, read_query
    result = query(_source(graph_file, store, endpoint), read_query(query_file), timeout=None)
    if result.kind != "graph":
        raise LabgraphError(f"{query_file}: is a {result.kind.upper()} query; `labgraph "
                            "network` draws CONSTRUCT (or DESCRIBE) results")
    G = rdf_to_networkx(result.graph)
    if suffix == ".html":
        write_network_html(G, output, title=title or Path(query_file).stem,
                           hint="Narrow the query (a FILTER, a LIMIT) to draw everything.")
    else:
        write_network(G, output)
    click.echo(f"Wrote {output}: {len(G):,} nodes, {G.number_of_edges():,} links.", err=True)
