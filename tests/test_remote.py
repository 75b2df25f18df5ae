"""A real Oxigraph server on 127.0.0.1: push graph by graph, then the same answers as the store."""
from __future__ import annotations

import http.server
import threading

import pytest
from click.testing import CliRunner

from labgraph.cli import cli
from labgraph.errors import QueryError, StoreError
from labgraph.lineage import lineage
from labgraph.query import query
from labgraph.remote import ENV_PASSWORD, ENV_TOKEN, ENV_USER, Endpoint
from test_examples import EXPECTED, example_text


@pytest.fixture
def pushed(oxigraph_server, lab_store):
    """The lab store pushed to the server through the Graph Store Protocol."""
    endpoint = Endpoint(f"{oxigraph_server}/query", gsp_url=f"{oxigraph_server}/store")
    sent = endpoint.push(lab_store.push_graphs(), batch=40)
    return endpoint, sent


def test_push_sends_every_graph_and_the_default_graph(pushed, lab_store):
    endpoint, sent = pushed
    assert set(sent) == set(lab_store.graphs()) | {""}
    for graph in lab_store.graphs():
        count = query(endpoint, f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH <{graph}> {{ ?s ?p ?o }} }}")
        assert int(count.rows[0][0]) == sent[graph] == len(list(lab_store.graph_lines(graph)))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_remote_and_embedded_give_the_same_answers(pushed, lab_store, name):
    endpoint, _ = pushed
    text = example_text(name, EXPECTED[name][0])
    assert query(endpoint, text).rows == query(lab_store, text).rows


def test_remote_lineage_matches_the_store(pushed, lab_store):
    endpoint, _ = pushed
    for person in ("Ravi Iyer", "m. kowalczyk"):
        remote, local = lineage(endpoint, person), lineage(lab_store, person)
        assert set(remote.edges) == set(local.edges)
        assert dict(remote.nodes(data="generation")) == dict(local.nodes(data="generation"))
        assert {e: remote.edges[e] for e in remote.edges} == {e: local.edges[e] for e in local.edges}


def test_push_through_sparql_update_replaces_graphs(oxigraph_server, lab_store):
    endpoint = Endpoint(f"{oxigraph_server}/query")
    assert endpoint.update_url == f"{oxigraph_server}/update"
    endpoint.push(lab_store.push_graphs(), batch=25)
    endpoint.push(lab_store.push_graphs(), batch=25)  # twice: replaced, not doubled
    text = "SELECT (COUNT(*) AS ?n) WHERE { ?x a lg:Supervision }"
    assert query(endpoint, text).rows == query(lab_store, text).rows


def test_remote_syntax_errors_are_query_errors(oxigraph_server):
    with pytest.raises(QueryError, match="400"):
        query(Endpoint(f"{oxigraph_server}/query"), "SELECT ?x WHERE { ?x }")


def test_an_unreachable_server_is_reported_after_retries(oxigraph_server):
    dead = Endpoint("http://127.0.0.1:9/query", retries=1, timeout=2)
    with pytest.raises(StoreError, match="cannot reach http://127.0.0.1:9/query"):
        query(dead, "ASK {}")


class _Recorder(http.server.BaseHTTPRequestHandler):
    """Answers ASK with true after ``fail`` 503s; records each request's Authorization."""

    seen: list = []
    fail = 0

    def do_POST(self):  # noqa: N802 (the stdlib's name)
        self.rfile.read(int(self.headers["Content-Length"]))
        type(self).seen.append(self.headers.get("Authorization"))
        if type(self).fail > 0:
            type(self).fail -= 1
            self.send_response(503)
            self.end_headers()
            return
        body = b'{"head": {}, "boolean": true}'
        self.send_response(200)
        self.send_header("Content-Type", "application/sparql-results+json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def recorder():
    server = http.server.HTTPServer(("127.0.0.1", 0), _Recorder)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _Recorder.seen, _Recorder.fail = [], 0
    yield f"http://127.0.0.1:{server.server_port}/sparql", _Recorder
    server.shutdown()


def test_bearer_and_basic_auth_come_from_the_environment(recorder, monkeypatch):
    url, handler = recorder
    monkeypatch.setenv(ENV_TOKEN, "t0ken")
    assert query(Endpoint(url), "ASK {}").boolean is True
    monkeypatch.delenv(ENV_TOKEN)
    monkeypatch.setenv(ENV_USER, "ada")
    monkeypatch.setenv(ENV_PASSWORD, "secret")
    query(Endpoint(url), "ASK {}")
    assert handler.seen == ["Bearer t0ken", "Basic YWRhOnNlY3JldA=="]


def test_busy_servers_are_retried(recorder):
    url, handler = recorder
    handler.fail = 2
    assert query(Endpoint(url, retries=2), "ASK {}").boolean is True
    assert len(handler.seen) == 3


def test_cli_push_and_query_an_endpoint(oxigraph_server, lab_store, lab_trig):
    lab_store.close()
    runner = CliRunner()
    pushed = runner.invoke(cli, ["push", str(lab_trig), "--endpoint", f"{oxigraph_server}/query",
                                 "--gsp", f"{oxigraph_server}/store"])
    assert pushed.exit_code == 0, pushed.output
    assert "in 4 graphs" in pushed.output
    out = runner.invoke(cli, ["query", "--endpoint", f"{oxigraph_server}/query", "-f", "csv",
                              "-e", "SELECT ?n WHERE { ?p lg:supervisedBy/rdfs:label 'Ravi Iyer' ; rdfs:label ?n }"])
    assert out.exit_code == 0, out.output
    assert out.output.split() == ["n", "Tomás", "Ortega"]
    tree = runner.invoke(cli, ["lineage", "tomas ortega", "--up", "--endpoint", f"{oxigraph_server}/query"])
    assert tree.exit_code == 0, tree.output
    assert "  Ravi Iyer  [PhD, 2021]" in tree.output
