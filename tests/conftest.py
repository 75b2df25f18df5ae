"""Fixtures shared by the test modules."""
from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from rdflib import Dataset, Literal, Namespace, URIRef
from rdflib.collection import Collection
from rdflib.namespace import PROV, RDF, RDFS, SKOS, XSD

from labgraph.vocab import LG

# A reader's fault in a build is a warning for users (its facts in that section are lost, the rest kept); under
# test it must raise, so that a bug fails the test that meets it instead of quietly losing facts.
# (tests/test_bad_input.py unsets it where it injects faults on purpose.)
os.environ["LABGRAPH_RAISE"] = "1"

# -- a small lab graph written by hand, in the vocabulary (store, query, lineage tests) ----

ID = Namespace("https://w3id.org/labgraph/id/")
PERSON = Namespace(f"{ID}person/")

LAB_PEOPLE = {
    "grete-hermann": "Grete Hermann", "jorg-muller": "Jörg Müller", "otto-brandt": "Otto Brandt",
    "marta-kowalczyk": "Marta Kowalczyk", "jane-smith": "Jane Smith", "john-smith": "John Smith",
    "ravi-iyer": "Ravi Iyer", "lin-chen": "Lin Chen", "tomas-ortega": "Tomás Ortega",
}
# (advisor, advisee, level, start, end, role, document)
LAB_SUPERVISIONS = [
    ("grete-hermann", "jorg-muller", "PhD", 1985, 1989, None, "history"),
    ("grete-hermann", "otto-brandt", "PhD", 1987, 1991, None, "history"),
    ("jorg-muller", "marta-kowalczyk", "PhD", 2005, 2009, None, "marta"),
    ("jorg-muller", "jane-smith", "PhD", 2006, 2010, None, "history"),
    ("otto-brandt", "john-smith", "Master", 2001, 2002, None, "history"),
    ("marta-kowalczyk", "ravi-iyer", "PhD", 2015, 2019, None, "marta"),
    ("jane-smith", "ravi-iyer", "PhD", 2015, 2019, "co-supervisor", "ravi"),
    ("marta-kowalczyk", "lin-chen", "Master", 2016, 2017, None, "marta"),
    ("ravi-iyer", "tomas-ortega", "PhD", 2021, None, None, "ravi"),
]
LAB_PAPERS = [
    ("sparse-graphs-at-scale", "Sparse Graphs at Scale", 2019,
     ["marta-kowalczyk", "ravi-iyer", "lin-chen"], "marta"),
    ("learned-indexes-revisited", "Learned Indexes Revisited", 2020,
     ["ravi-iyer", "marta-kowalczyk"], "ravi"),
    ("quiet-kernels", "Quiet Kernels", 2021, ["ravi-iyer", "tomas-ortega"], "ravi"),
]
LAB_DOCUMENTS = {"marta": "pages/marta.html", "ravi": "cv/ravi.pdf", "history": "pages/history.txt"}


def lab_dataset() -> Dataset:
    """Return the hand-written lab graph: one named graph per document, as the pipeline makes."""
    ds = Dataset()
    graphs = {key: ds.graph(URIRef(f"{ID}doc/{key}")) for key in LAB_DOCUMENTS}
    for key, path in LAB_DOCUMENTS.items():
        doc = URIRef(f"{ID}doc/{key}")
        graphs[key].add((doc, RDF.type, LG.Document))
        graphs[key].add((doc, LG.sourcePath, Literal(path)))
    for advisor, advisee, level, start, end, role, key in LAB_SUPERVISIONS:
        _add_supervision(graphs[key], advisor, advisee, level, start, end, role, key)
    for slug, title, year, authors, key in LAB_PAPERS:
        _add_paper(graphs[key], slug, title, year, authors, key)
    org = URIRef(f"{ID}org/university-of-northbridge")
    g = graphs["marta"]
    g.add((org, RDF.type, LG.Organization))
    g.add((org, RDFS.label, Literal("University of Northbridge")))
    for person in ("marta-kowalczyk", "lin-chen"):
        _add_person(g, person)
        g.add((PERSON[person], LG.affiliation, org))
    g.add((PERSON["marta-kowalczyk"], SKOS.altLabel, Literal("M. Kowalczyk")))
    return ds


def _add_person(g, slug: str) -> None:
    g.add((PERSON[slug], RDF.type, LG.Person))
    g.add((PERSON[slug], RDFS.label, Literal(LAB_PEOPLE[slug])))


def _add_supervision(g, advisor, advisee, level, start, end, role, key) -> None:
    a, s = PERSON[advisor], PERSON[advisee]
    x = URIRef(f"{ID}supervision/{advisor}--{advisee}-{level.lower()}")
    for slug in (advisor, advisee):
        _add_person(g, slug)
    g.add((s, LG.supervisedBy, a))
    g.add((a, LG.supervised, s))
    g.add((x, RDF.type, LG.Supervision))
    g.add((x, LG.advisor, a))
    g.add((x, LG.advisee, s))
    g.add((x, LG.level, Literal(level)))
    for term, year in ((LG.startYear, start), (LG.endYear, end)):
        if year:
            g.add((x, term, Literal(year, datatype=XSD.integer)))
    if role:
        g.add((x, LG.role, Literal(role)))
    g.add((x, PROV.wasDerivedFrom, URIRef(f"{ID}doc/{key}")))
    g.add((x, LG.evidence, Literal(f"{LAB_PEOPLE[advisee]} ({level}, {start}), advised by {LAB_PEOPLE[advisor]}")))


def _add_paper(g, slug, title, year, authors, key) -> None:
    paper = URIRef(f"{ID}paper/{slug}")
    g.add((paper, RDF.type, LG.Publication))
    g.add((paper, RDFS.label, Literal(title)))
    g.add((paper, LG.year, Literal(year, datatype=XSD.integer)))
    g.add((paper, PROV.wasDerivedFrom, URIRef(f"{ID}doc/{key}")))
    for author in authors:
        _add_person(g, author)
        g.add((paper, LG.author, PERSON[author]))
    head = URIRef(f"{paper}#authors")
    Collection(g, head, [PERSON[a] for a in authors])
    g.add((paper, LG.authorList, head))


@pytest.fixture
def lab_graph() -> Dataset:
    return lab_dataset()


@pytest.fixture
def lab_trig(tmp_path: Path) -> Path:
    path = tmp_path / "lab.trig"
    lab_dataset().serialize(path, format="trig")
    return path


@pytest.fixture
def lab_store(tmp_path: Path, lab_trig: Path):
    from labgraph.store import Store

    with Store(tmp_path / "store") as store:
        store.add([lab_trig])
        yield store


# -- a real Oxigraph server on 127.0.0.1 --------------------------------------------------

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def oxigraph_server(tmp_path_factory):
    """Start ``oxigraph serve`` on a free port; stop it after the session."""
    exe = Path(sys.executable).with_name("oxigraph")
    if not exe.exists():
        pytest.fail("the oxigraph server is missing: pip install -e '.[dev]'")
    port = _free_port()
    location = tmp_path_factory.mktemp("oxigraph-server")
    process = subprocess.Popen([str(exe), "serve", "--location", str(location),
                                "--bind", f"127.0.0.1:{port}"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            urllib.request.urlopen(f"{url}/query?query=ASK%7B%7D", timeout=1).read()
            break
        except OSError:
            if process.poll() is not None:
                pytest.fail(f"oxigraph serve exited: {process.stderr.read().decode()}")
            time.sleep(0.05)
    yield url
    process.terminate()
    process.wait(timeout=10)


# -- a real headless Chromium (network page tests) ------------------------------------------

@pytest.fixture(scope="session")
def chromium():
    """One headless Chromium for the session, driven over the DevTools pipe."""
    from network.chromium import Chromium, find_chromium

    if not find_chromium():
        pytest.fail("chromium is missing: apt-get install chromium (.ci/run does)")
    browser = Chromium()
    yield browser
    browser.close()


# -- hang protection and hypothesis profiles (bad input, hostile data, regex worst cases) ----------

import contextlib  # noqa: E402
import os  # noqa: E402
import signal  # noqa: E402

from hypothesis import HealthCheck, settings  # noqa: E402

# CI: a fixed seed and a bounded number of examples. The long run explores with fresh seeds:
#   LABGRAPH_HYPOTHESIS_PROFILE=long .venv/bin/python -m pytest tests/test_hostile.py
settings.register_profile("ci", derandomize=True, max_examples=40, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("long", derandomize=False, max_examples=2000, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("LABGRAPH_HYPOTHESIS_PROFILE", "ci"))


class DeadlineExceeded(AssertionError):
    """A test ran past its deadline. Not a TimeoutError: that is an OSError, which the code under
    test rightly catches around file access, so a hang there would carry on instead of failing."""


@pytest.fixture
def deadline():
    """``with deadline(seconds):`` fails the test instead of hanging (a hang guard, not a speed test)."""
    @contextlib.contextmanager
    def guard(seconds: int):
        def expire(signum, frame):
            raise DeadlineExceeded(f"still running after {seconds} s: a hang or worse than linear time")
        previous = signal.signal(signal.SIGALRM, expire)
        signal.alarm(seconds)
        try:
            yield
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, previous)
    return guard


YARDSTICK = Path(__file__).resolve().parents[1].parent / "shared" / "eval" / "score.py"


@pytest.fixture(scope="session")
def yardstick():
    """The shared evaluation kit's ``score(graph, gold_files)`` (../shared/eval/score.py), loaded once;
    tests that need it are skipped where the kit is absent."""
    if not YARDSTICK.is_file():
        pytest.skip(f"needs the yardstick {YARDSTICK} (the shared evaluation kit)")
    spec = importlib.util.spec_from_file_location("labgraph_yardstick", YARDSTICK)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.score
