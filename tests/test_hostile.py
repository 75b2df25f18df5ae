"""Hostile strings: whatever text a document holds, the graph files stay valid and say the same thing.

Hypothesis writes documents whose names, titles, venues, URLs and free lines carry
quotes, ``\"\"\"``, angle brackets, backslashes, newlines, control characters,
right-to-left marks, Turtle/SPARQL/JSON-LD syntax and ``javascript:`` URLs. For
each we build, write every format both ways the project writes them (rdflib's
``export.serialize`` and the CLI's ``export.write_triples``), parse the files
back and compare graphs; a second build must give the same bytes.

CI runs the ``ci`` profile (fixed seed, 40 examples); a longer exploration:
    LABGRAPH_HYPOTHESIS_PROFILE=long .venv/bin/python -m pytest tests/test_hostile.py
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pyoxigraph
import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from rdflib import Dataset, Graph, Literal, URIRef
from rdflib.compare import isomorphic

from labgraph.export import serialize, union, write_graph, write_triples
from labgraph.extract import extract_document
from labgraph.model import Document
from labgraph.pipeline import build_result
from labgraph.rdf import to_dataset, to_triples
from labgraph.resolve import resolve

HOSTILE = [
    '"', "'", '"""', "'''", "<", ">", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>",
    "\\", "\\n", "\\u0022", "\n", "\r\n", "\t", "\x00", "\x07", "\x0b", "\x1b[31m", "\x7f", "\x85",
    "\u202e", "\u200f", "\u2028", "\u2029", "\ufeff", "\ufffd", "\U0001d518", "é", "ß",
    '" ; lg:supervisedBy <urn:evil> .', "} . <urn:x> <urn:y> <urn:z> .", "_:b0", "^^<urn:x>", "@en",
    "'; DROP GRAPH <urn:g> ; '", 'SELECT * WHERE { ?s ?p ?o } #', "SERVICE <http://127.0.0.1:9/>",
    '{"@context": "http://127.0.0.1:9/ctx"}', '"@id": "urn:x"', "]]>", "&amp;", "%00", "%zz",
    "javascript:alert(1)", "https://[::1", "https://a b.org/", 'https://x.org/"q"', "https://x.org/<y>",
    "https://x.org/{a}|b^c`d", "http://", "mailto:a@b.c",
]
fragments = st.lists(st.one_of(st.sampled_from(HOSTILE), st.text(max_size=6)), max_size=4).map("".join)
# What a text file may hold and still be read as text (no NUL, no other C0 control but tab and newline).
PRINTABLE = [h for h in HOSTILE if not any(c < " " and c not in "\t\n" or c == "\x7f" for c in h)]
file_fragments = st.lists(st.one_of(st.sampled_from(PRINTABLE), st.text(
    st.characters(blacklist_categories=("Cc", "Cs")), max_size=6)), max_size=4).map("".join)


def hostile_document(f: list[str]) -> str:
    """A supervisor's page with a hostile fragment in every slot the extractors read."""
    return (f"Ada Quinn{f[0]}\n\nAbout\n"
            f"I obtained my PhD from the University of {f[1]}Oslo under the supervision of Kari {f[2]}Nordmann.\n"
            f"{f[3]}\n\n"
            f"PhD Students\n"
            f"- Ivo {f[4]}Petrov (PhD, 2019 - 2023), now at {f[5]} Lab\n"
            f"- Zoë Çelik{f[6]} (PhD, 2020 - present) co-supervised with Lin {f[7]}Okafor\n\n"
            f"Publications\n"
            f"- A. Lee and B. {f[8]}Ray. Graphs {f[9]} at Scale. In Proc. {f[10]} 2021. https://{f[11]}\n"
            f"- Ada Quinn. \"{f[12]}Quiet Kernels\". {f[13]}Journal, 2020. {f[14]}\n\n"
            f"Software\n"
            f"- Tool{f[15]}: a library for {f[16]} https://github.com/ada/{f[17]}\n\n"
            f"Awards\n"
            f"- Best {f[18]} Paper Award 2019\n\n"
            f"Research Interests\n"
            f"{f[19]}, graph systems\n")


SLOTS = 20
documents = st.lists(fragments, min_size=SLOTS, max_size=SLOTS).map(hostile_document)
text_files = st.lists(file_fragments, min_size=SLOTS, max_size=SLOTS).map(hostile_document)
WORST = hostile_document([HOSTILE[i % len(HOSTILE)] for i in range(SLOTS)])
EVERY = hostile_document(["".join(HOSTILE)] * SLOTS)
WORST_FILE = hostile_document([PRINTABLE[i % len(PRINTABLE)] for i in range(SLOTS)])
PLAIN = "Lin Okafor\n\nPhD Students\n- Tariq Haddad (PhD, 2019 - 2023)\n"

TRIPLE_FORMATS = {".ttl": "turtle", ".nt": "nt", ".jsonld": "json-ld"}
QUAD_FORMATS = {".trig": "trig", ".nq": "nquads"}
_BAD_IRI_CHARS = set(' <>"{}|\\^`')


def _build(folder: Path, text: str):
    (folder / "page.txt").write_text(text, encoding="utf-8", errors="surrogatepass")
    (folder / "plain.md").write_text(PLAIN)
    return build_result([folder])


class _InMemory:
    """A build from Documents made in memory: every character reaches the extractors, as a
    structured reader (BibTeX, ORCID JSON) can pass it, unfiltered by the text reader."""

    def __init__(self, text: str):
        self.resolution = resolve([extract_document(Document("pages/page.txt", text)),
                                   extract_document(Document("pages/plain.md", PLAIN))])
        self.dataset = to_dataset(self.resolution)

    def triples(self):
        return to_triples(self.resolution)


def _graphs_by_name(ds: Dataset) -> dict[str, Graph]:
    out = {}
    for g in ds.graphs():
        if len(g):
            copy = Graph()
            for t in g:
                copy.add(t)
            out[str(g.identifier)] = copy
    return out


def assert_hostile_literals(ds: Dataset) -> None:
    """The hostile text reached the graph (else a round trip proves nothing)."""
    texts = [str(o) for o in union(ds).objects() if isinstance(o, Literal)]
    assert sum(bool(set(t) & set('"<>\\\u202e')) for t in texts) >= 2


def assert_valid_iris(g: Graph) -> None:
    for term in {str(t) for triple in g for t in triple if isinstance(t, URIRef)}:
        assert term.startswith(("http://", "https://")), term
        assert not (_BAD_IRI_CHARS & set(term)) and all(c > " " for c in term), repr(term)


def check_round_trips(folder: Path, result) -> None:
    ds = result.dataset
    expected = union(ds)
    assert_valid_iris(expected)
    for fmt in TRIPLE_FORMATS.values():
        back = Graph().parse(data=serialize(ds, fmt), format=fmt)
        assert isomorphic(back, expected), fmt
    for fmt in QUAD_FORMATS.values():
        back = Dataset()
        back.parse(data=serialize(ds, fmt), format=fmt)
        assert _graphs_by_name(back).keys() == _graphs_by_name(ds).keys()
        for name, g in _graphs_by_name(ds).items():
            assert isomorphic(_graphs_by_name(back)[name], g), (fmt, name)
    graphs = result.triples()
    for suffix, fmt in {**TRIPLE_FORMATS, **QUAD_FORMATS}.items():
        out = folder / f"lab{suffix}"
        write_triples(graphs, out)
        if suffix in QUAD_FORMATS:
            back = Dataset()
            back.parse(out, format=fmt)
            assert isomorphic(union(back), expected), suffix
            list(pyoxigraph.parse(path=str(out), format=pyoxigraph.RdfFormat.from_extension(suffix[1:])))
        else:
            assert isomorphic(Graph().parse(out, format=fmt), expected), suffix


@pytest.mark.parametrize("text", [WORST, EVERY], ids=["each-fragment-once", "all-fragments-everywhere"])
def test_worst_hand_made_document_round_trips_in_every_format(tmp_path, text):
    result = _InMemory(text)
    assert_hostile_literals(result.dataset)
    check_round_trips(tmp_path, result)


def test_worst_hand_made_text_file_is_read_and_round_trips(tmp_path):
    result = _build(tmp_path, WORST_FILE)
    assert result.failed == []
    assert_hostile_literals(result.dataset)
    check_round_trips(tmp_path, result)


@given(documents)
@example(WORST)
def test_any_hostile_document_round_trips(text):
    with tempfile.TemporaryDirectory() as tmp:
        result = _InMemory(text)
        assert ("Lin Okafor", "Tariq Haddad") in _pairs(result.dataset)
        check_round_trips(Path(tmp), result)


@given(text_files)
@example(WORST_FILE)
def test_any_hostile_text_file_is_read_and_round_trips(text):
    with tempfile.TemporaryDirectory() as tmp:
        result = _build(Path(tmp), text)
        assert result.failed == [], result.warnings
        assert ("Lin Okafor", "Tariq Haddad") in _pairs(result.dataset)
        check_round_trips(Path(tmp), result)


@given(text_files)
def test_build_is_deterministic_on_hostile_documents(text):
    outputs = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "docs"             # the same path both times: paths are part of the graph
        folder.mkdir()
        for run in range(2):
            result = _build(folder, text)
            ttl, nq = Path(tmp) / f"lab{run}.ttl", Path(tmp) / f"lab{run}.nq"
            write_triples(result.triples(), ttl)
            write_graph(result.dataset, nq)
            outputs.append((ttl.read_bytes(), nq.read_bytes()))
    assert outputs[0] == outputs[1]


def _pairs(ds: Dataset) -> set[tuple[str, str]]:
    from labgraph.vocab import SPARQL_PREFIXES

    rows = union(ds).query(SPARQL_PREFIXES + """SELECT ?a ?s WHERE {
        ?x a lg:Supervision ; lg:advisor/rdfs:label ?a ; lg:advisee/rdfs:label ?s }""")
    return {(str(a), str(s)) for a, s in rows}


# -- parsing our files never goes to the network -----------------------------------------------

_OFFLINE = r"""
import sys
def refuse(event, args):
    if event in ("socket.connect", "socket.getaddrinfo", "urllib.Request", "http.client.connect"):
        raise RuntimeError(f"network access attempted: {event} {args!r}"[:200])
sys.addaudithook(refuse)
from rdflib import Dataset, Graph
path, fmt = sys.argv[1], sys.argv[2]
g = Dataset() if fmt in ("trig", "nquads") else Graph()
g.parse(path, format=fmt)
print(len(g))
"""


def _parse_offline(path: Path, fmt: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", _OFFLINE, str(path), fmt], capture_output=True, text=True,
                          timeout=120)


@pytest.fixture(scope="module")
def hostile_outputs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("offline")
    result = _build(folder, WORST_FILE)
    files = {}
    for suffix in (*TRIPLE_FORMATS, *QUAD_FORMATS):
        files[f"cli{suffix}"] = folder / f"cli{suffix}"
        write_triples(result.triples(), files[f"cli{suffix}"])
        files[f"lib{suffix}"] = folder / f"lib{suffix}"
        write_graph(result.dataset, files[f"lib{suffix}"])
    return files


def _contexts(node) -> list:
    if isinstance(node, dict):
        found = [node["@context"]] if "@context" in node else []
        return found + [c for v in node.values() for c in _contexts(v)]
    if isinstance(node, list):
        return [c for v in node for c in _contexts(v)]
    return []


@pytest.mark.parametrize("name", ["cli.jsonld", "lib.jsonld"])
def test_json_ld_output_embeds_its_context_and_names_no_remote_one(hostile_outputs, name):
    data = json.loads(hostile_outputs[name].read_text(encoding="utf-8"))
    for context in _contexts(data):
        for part in context if isinstance(context, list) else [context]:
            assert isinstance(part, dict), f"remote or named context {part!r}"
            assert "@import" not in part


@pytest.mark.parametrize("name", ["cli.ttl", "cli.nt", "cli.jsonld", "cli.trig", "cli.nq",
                                  "lib.ttl", "lib.nt", "lib.jsonld", "lib.trig", "lib.nq"])
def test_parsing_our_outputs_makes_no_network_request(hostile_outputs, name):
    fmt = {**TRIPLE_FORMATS, **QUAD_FORMATS}[Path(name).suffix]
    run = _parse_offline(hostile_outputs[name], fmt)
    assert run.returncode == 0, run.stderr[-2000:]
    assert int(run.stdout) > 50


def test_the_offline_guard_does_catch_a_remote_context(tmp_path):
    """The guard above can fail: a JSON-LD file pointing at a remote context is refused."""
    path = tmp_path / "remote.jsonld"
    path.write_text(json.dumps({"@context": "http://127.0.0.1:9/context.jsonld",
                                "@id": "https://w3id.org/labgraph/id/person/x", "name": "X"}))
    run = _parse_offline(path, "json-ld")
    assert run.returncode != 0 and "network access attempted" in run.stderr
