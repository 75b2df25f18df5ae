"""``labgraph collab`` and ``labgraph network`` on hand-written RDF files."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest
from click.testing import CliRunner

from labgraph.cli import cli

from .test_collab import TURTLE

LABGRAPH = str(Path(sys.executable).with_name("labgraph"))  # the installed script


@pytest.fixture
def sea_file(tmp_path) -> Path:
    path = tmp_path / "sea.ttl"
    path.write_text(TURTLE, encoding="utf-8")
    return path


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def test_collab_writes_html_and_prints_metrics(sea_file, tmp_path):
    out = tmp_path / "c.html"
    result = run("collab", sea_file, "-o", out)
    assert result.exit_code == 0, result.output
    assert "2  Ada Quill -- Ben Ortiz" in result.stdout
    assert "Betweenness centrality" in result.stdout and "Communities" in result.stdout
    assert '<script type="application/json" id="lg-data">' in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("suffix", [".graphml", ".gexf", ".json"])
def test_collab_options_narrow_the_exported_network(sea_file, tmp_path, suffix):
    out = tmp_path / f"c{suffix}"
    result = run("collab", sea_file, "-o", out, "--person", "Cai Moreno", "--hops", "1",
                 "--since", "2018", "--min-weight", "1")
    assert result.exit_code == 0, result.output
    if suffix == ".json":
        G = nx.node_link_graph(json.loads(out.read_text()), edges="edges")
    else:
        G = nx.read_graphml(out) if suffix == ".graphml" else nx.read_gexf(out)
    assert sorted(G.nodes[n]["label"] for n in G) == ["Ada Quill", "Ben Ortiz", "Cai Moreno",
                                                       "Dov Arad"]


def test_collab_org_keeps_the_lab_and_its_collaborators(sea_file, tmp_path):
    out = tmp_path / "c.json"
    assert run("collab", sea_file, "-o", out, "--org", "Harbour Lab").exit_code == 0
    labels = {n["label"] for n in json.loads(out.read_text())["nodes"]}
    assert labels == {"Ada Quill", "Ben Ortiz", "Cai Moreno"}


def test_collab_reads_a_store(lab_trig, tmp_path):
    from labgraph.store import Store

    with Store(tmp_path / "store") as store:
        store.add([lab_trig])
    out = tmp_path / "c.json"
    result = run("collab", "--store", tmp_path / "store", "-o", out)
    assert result.exit_code == 0, result.output
    assert "2  Marta Kowalczyk -- Ravi Iyer" in result.stdout


@pytest.mark.parametrize("args, message", [
    (["--person", "Ada Quil"], "did you mean 'Ada Quill'?"),
    (["--org", "Harbor Lab"], "Harbour Lab"),
])
def test_collab_errors_are_one_clear_line(sea_file, tmp_path, args, message):
    result = subprocess.run([LABGRAPH, "collab", str(sea_file), "-o", str(tmp_path / "c.html"),
                             *args], capture_output=True, text=True)
    assert result.returncode == 1
    assert message in result.stderr and "Traceback" not in result.stderr


def test_collab_bad_file_names_the_file(tmp_path):
    bad = tmp_path / "broken.ttl"
    bad.write_text("this is not turtle", encoding="utf-8")
    result = subprocess.run([LABGRAPH, "collab", str(bad), "-o", str(tmp_path / "c.html")],
                            capture_output=True, text=True)
    assert result.returncode == 1
    assert str(bad) in result.stderr and "Traceback" not in result.stderr


def test_collab_refuses_an_unknown_output_suffix(sea_file, tmp_path):
    result = CliRunner().invoke(cli, ["collab", str(sea_file), "-o", str(tmp_path / "c.png")])
    assert result.exit_code == 2 and ".graphml" in result.output


def test_network_draws_a_construct_result(sea_file, tmp_path):
    query = tmp_path / "coauthors.rq"
    query.write_text("CONSTRUCT { ?a lg:author ?p . ?p rdfs:label ?n } "
                     "WHERE { ?a lg:author ?p . ?p rdfs:label ?n }", encoding="utf-8")
    out = tmp_path / "n.graphml"
    result = run("network", query, sea_file, "-o", out)
    assert result.exit_code == 0, result.output
    G = nx.read_graphml(out)
    assert G.number_of_edges() == 8 and G.nodes[
        "https://w3id.org/labgraph/id/person/ada"]["label"] == "Ada Quill"
    assert run("network", query, sea_file, "-o", tmp_path / "n.html").exit_code == 0


def test_network_refuses_a_select_query(sea_file, tmp_path):
    query = tmp_path / "people.rq"
    query.write_text("SELECT ?p WHERE { ?p rdfs:label ?n }", encoding="utf-8")
    result = CliRunner().invoke(cli, ["network", str(query), str(sea_file), "-o",
                                      str(tmp_path / "n.html")])
    assert result.exit_code != 0 and "CONSTRUCT" in str(result.exception)


def test_collab_reads_an_endpoint_as_it_reads_the_store(oxigraph_server, lab_store, tmp_path):
    from labgraph.network import coauthor_graph
    from labgraph.remote import Endpoint

    endpoint = Endpoint(f"{oxigraph_server}/query", gsp_url=f"{oxigraph_server}/store")
    endpoint.push(lab_store.push_graphs(), batch=40)
    remote, local = coauthor_graph(endpoint), coauthor_graph(lab_store)
    assert dict(remote.nodes(data=True)) == dict(local.nodes(data=True))
    assert {e: remote.edges[e] for e in remote.edges} == {e: local.edges[e] for e in remote.edges}
    assert remote.number_of_edges() == local.number_of_edges() == 4
    out = tmp_path / "c.graphml"
    result = run("collab", "--endpoint", f"{oxigraph_server}/query", "-o", out)
    assert result.exit_code == 0, result.output
    assert "2  Marta Kowalczyk -- Ravi Iyer" in result.stdout
