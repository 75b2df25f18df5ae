"""check_graph and `labgraph check`: the shapes accept a valid lab and catch each kind of fault."""
from __future__ import annotations

import datetime
import http.server
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner
from rdflib import BNode, Dataset, Graph, Literal, Namespace, URIRef
from rdflib.collection import Collection
from rdflib.namespace import OWL, PROV, RDF, RDFS

from labgraph.check import NO_DOCUMENT, check_file, check_graph, ontology_file, read_graph
from labgraph.cli import cli
from labgraph.errors import InputError
from labgraph.vocab import LG

ID = Namespace("https://w3id.org/labgraph/id/")
DATA = Path(__file__).resolve().parents[1] / "data"

PREFIXES = """
@prefix lg: <https://w3id.org/labgraph/ontology#> .
@prefix id: <https://w3id.org/labgraph/id/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix prov: <http://www.w3.org/ns/prov#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
"""

# A small lab, one triple per fact kind: Ada did a PhD with Bruno, works at Harbour
# University, won an award, wrote a paper with Bruno and wrote a tool.
VALID = PREFIXES + """
id:doc\\/ada a lg:Document ; lg:sourcePath "cv/ada.txt" .
id:person\\/ada a lg:Person ; rdfs:label "Ada Quill" ; skos:altLabel "A. Quill" ;
    lg:supervisedBy id:person\\/bruno ; lg:affiliation id:org\\/harbour ;
    lg:position id:position\\/ada-lecturer ; lg:education id:education\\/ada-phd ;
    lg:award id:award\\/ada-medal ; lg:researchInterest "Compilers" ;
    lg:email "ada@harbour.example" ; lg:homepage <https://harbour.example/~ada> ;
    lg:orcid "0000-0002-1825-0097" .
id:person\\/bruno a lg:Person ; rdfs:label "Bruno Vale" ; lg:supervised id:person\\/ada .
id:supervision\\/bruno--ada a lg:Supervision ; lg:advisor id:person\\/bruno ;
    lg:advisee id:person\\/ada ; lg:level "PhD" ; lg:startYear 2010 ; lg:endYear 2014 ;
    prov:wasDerivedFrom id:doc\\/ada ; lg:evidence "PhD under Bruno Vale, 2010-2014" .
id:org\\/harbour a lg:Organization ; rdfs:label "Harbour University" .
id:org\\/harbour-cs a lg:Organization ; rdfs:label "School of Computing" ; lg:partOf id:org\\/harbour .
id:position\\/ada-lecturer a lg:Position ; lg:title "Lecturer" ; lg:organization id:org\\/harbour-cs ;
    lg:startYear 2015 ; prov:wasDerivedFrom id:doc\\/ada .
id:education\\/ada-phd a lg:Education ; lg:degree "PhD" ; lg:field "Computer Science" ;
    lg:institution id:org\\/harbour ; lg:endYear 2014 ; prov:wasDerivedFrom id:doc\\/ada .
id:award\\/ada-medal a lg:Award ; rdfs:label "Young Researcher Medal" ; lg:year 2016 ;
    prov:wasDerivedFrom id:doc\\/ada .
id:paper\\/loops a lg:Publication ; rdfs:label "Loops Considered Helpful" ; lg:year 2013 ;
    lg:author id:person\\/ada , id:person\\/bruno ; lg:authorList ( id:person\\/ada id:person\\/bruno ) ;
    lg:venue id:venue\\/pldi ; lg:doi "10.1145/1234567.7654321" ; lg:url <https://harbour.example/loops.pdf> ;
    prov:wasDerivedFrom id:doc\\/ada ; lg:evidence "Ada Quill, Bruno Vale. Loops Considered Helpful. PLDI 2013." .
id:venue\\/pldi a lg:Venue ; rdfs:label "PLDI" .
id:software\\/looper a lg:Software ; rdfs:label "looper" ; lg:repository <https://github.com/example/looper> ;
    lg:developer id:person\\/ada ; lg:describedBy id:paper\\/loops ; lg:version "1.2.0" ;
    lg:license "MIT" ; lg:description "A loop optimiser" ; prov:wasDerivedFrom id:doc\\/ada .
"""

ADA, BRUNO = ID["person/ada"], ID["person/bruno"]
SUPERVISION, PAPER = ID["supervision/bruno--ada"], ID["paper/loops"]


def lab(extra: str = "", drop: tuple = ()) -> Graph:
    """Return the valid lab without the ``drop`` patterns and with ``extra`` Turtle added."""
    graph = Graph().parse(data=VALID, format="turtle")
    for pattern in drop:
        graph.remove(pattern)
    return graph.parse(data=PREFIXES + extra, format="turtle")


def messages(report, severity="Violation") -> list[str]:
    return [p.message for p in report.problems if p.severity == severity]


def test_valid_lab_conforms_with_no_problem_at_all():
    report = check_graph(lab())
    assert report.conforms
    assert report.problems == ()


def test_shared_hand_written_lab_dataset_conforms(lab_graph):
    assert check_graph(lab_graph).conforms


def test_pipeline_build_of_the_sample_corpus_conforms():
    from labgraph.pipeline import build

    report = check_graph(build([DATA]))
    assert report.violations == ()
    # Every problem left is a warning that names the documents it comes from.
    assert all(p.documents and p.documents[0].startswith(str(DATA)) for p in report.problems)


NEXT_YEAR_PLUS_ONE = datetime.date.today().year + 2

# (case id, patterns to drop, Turtle to add, message fragment, focus)
FAULTS = [
    ("missing-label", [(ADA, RDFS.label, None)], "", "exactly one rdfs:label", ADA),
    ("two-labels", [], 'id:person\\/ada rdfs:label "Ada M. Quill" .', "exactly one rdfs:label", ADA),
    ("blank-label", [(BRUNO, RDFS.label, None)], 'id:person\\/bruno rdfs:label "  " .',
     "non-empty string", BRUNO),
    ("iri-label", [(ID["venue/pldi"], RDFS.label, None)],
     'id:venue\\/pldi rdfs:label <https://pldi.example> .', "non-empty string", ID["venue/pldi"]),
    ("award-without-label", [(ID["award/ada-medal"], RDFS.label, None)], "",
     "exactly one rdfs:label", ID["award/ada-medal"]),
    ("bad-level", [(SUPERVISION, LG.level, None)], 'id:supervision\\/bruno--ada lg:level "Doctorate" .',
     "lg:level must be one of", SUPERVISION),
    ("no-level", [(SUPERVISION, LG.level, None)], "", "exactly one lg:level", SUPERVISION),
    ("no-advisor", [(SUPERVISION, LG.advisor, None)], "", "exactly one lg:advisor", SUPERVISION),
    ("advisor-is-an-organisation", [(SUPERVISION, LG.advisor, None)],
     "id:supervision\\/bruno--ada lg:advisor id:org\\/harbour .", "exactly one lg:advisor", SUPERVISION),
    ("two-advisees", [], "id:supervision\\/bruno--ada lg:advisee id:person\\/bruno .",
     "exactly one lg:advisee", SUPERVISION),
    ("string-year", [(SUPERVISION, LG.startYear, None)], 'id:supervision\\/bruno--ada lg:startYear "2010" .',
     "lg:startYear must be an xsd:integer", SUPERVISION),
    ("decimal-year", [(PAPER, LG.year, None)], "id:paper\\/loops lg:year 2013.0 .",
     "lg:year must be an xsd:integer", PAPER),
    ("year-1850", [(ID["award/ada-medal"], LG.year, None)], "id:award\\/ada-medal lg:year 1850 .",
     "before 1900", ID["award/ada-medal"]),
    ("end-year-1850", [], "id:position\\/ada-lecturer lg:endYear 1850 .", "before 1900",
     ID["position/ada-lecturer"]),
    ("year-2100", [(PAPER, LG.year, None)], "id:paper\\/loops lg:year 2100 .", "in the future", PAPER),
    ("start-year-after-next-year", [(ID["position/ada-lecturer"], LG.startYear, None)],
     f"id:position\\/ada-lecturer lg:startYear {NEXT_YEAR_PLUS_ONE} .", "in the future",
     ID["position/ada-lecturer"]),
    ("start-after-end", [(SUPERVISION, LG.startYear, None)], "id:supervision\\/bruno--ada lg:startYear 2016 .",
     "lg:startYear 2016 is after lg:endYear 2014", SUPERVISION),
    ("self-supervision", [],
     """id:person\\/bruno lg:supervisedBy id:person\\/bruno ; lg:supervised id:person\\/bruno .
        id:supervision\\/bruno--bruno a lg:Supervision ; lg:advisor id:person\\/bruno ;
            lg:advisee id:person\\/bruno ; lg:level "Postdoc" ; prov:wasDerivedFrom id:doc\\/ada .""",
     "supervises themselves", BRUNO),
    ("supervision-cycle", [],
     """id:person\\/bruno lg:supervisedBy id:person\\/ada . id:person\\/ada lg:supervised id:person\\/bruno .
        id:supervision\\/ada--bruno a lg:Supervision ; lg:advisor id:person\\/ada ;
            lg:advisee id:person\\/bruno ; lg:level "Master" ; prov:wasDerivedFrom id:doc\\/ada .""",
     "supervision cycle: ", ADA),
    ("part-of-cycle", [], "id:org\\/harbour lg:partOf id:org\\/harbour-cs .", "lg:partOf cycle", ID["org/harbour"]),
    ("missing-inverse", [(BRUNO, LG.supervised, ADA)], "", "must both be stated", ADA),
    ("supervision-node-without-direct-statement", [(ADA, LG.supervisedBy, BRUNO), (BRUNO, LG.supervised, ADA)],
     "", "the advisee is not stated lg:supervisedBy the advisor", SUPERVISION),
    ("direct-statement-without-supervision-node", [(SUPERVISION, None, None)], "",
     "without an lg:Supervision", ADA),
    ("no-provenance", [(ID["position/ada-lecturer"], PROV.wasDerivedFrom, None)], "",
     "prov:wasDerivedFrom", ID["position/ada-lecturer"]),
    ("provenance-not-a-document", [(ID["software/looper"], PROV.wasDerivedFrom, None)],
     "id:software\\/looper prov:wasDerivedFrom <https://github.com/example/looper> .",
     "prov:wasDerivedFrom", ID["software/looper"]),
    ("document-without-path", [(ID["doc/ada"], LG.sourcePath, None)], "", "lg:sourcePath", ID["doc/ada"]),
    ("position-without-title", [(ID["position/ada-lecturer"], LG.title, None)], "", "lg:title",
     ID["position/ada-lecturer"]),
    ("position-without-organisation", [(ID["position/ada-lecturer"], LG.organization, None)], "",
     "lg:organization", ID["position/ada-lecturer"]),
    ("education-without-institution", [(ID["education/ada-phd"], LG.institution, None)], "",
     "lg:institution", ID["education/ada-phd"]),
    ("education-without-degree", [(ID["education/ada-phd"], LG.degree, None)], "", "lg:degree",
     ID["education/ada-phd"]),
    ("repository-as-string", [(ID["software/looper"], LG.repository, None)],
     'id:software\\/looper lg:repository "https://github.com/example/looper" .', "must be an IRI",
     ID["software/looper"]),
    ("homepage-as-string", [(ADA, LG.homepage, None)], 'id:person\\/ada lg:homepage "harbour.example/~ada" .',
     "must be an IRI", ADA),
    ("email-not-a-string", [(ADA, LG.email, None)], "id:person\\/ada lg:email <mailto:ada@harbour.example> .",
     "lg:email must be a string", ADA),
    ("author-not-a-person", [], "id:paper\\/loops lg:author id:org\\/harbour .", "lg:author must point",
     PAPER),
    ("person-and-organisation", [], "id:person\\/bruno a lg:Organization .", "is typed both lg:Person and lg:Organization", BRUNO),
]


@pytest.mark.parametrize("drop, extra, fragment, focus", [f[1:] for f in FAULTS], ids=[f[0] for f in FAULTS])
def test_each_fault_is_a_violation_on_its_node(drop, extra, fragment, focus):
    report = check_graph(lab(extra, tuple(drop)))
    assert not report.conforms
    hits = [p for p in report.violations if fragment in p.message]
    assert hits, messages(report)
    assert focus in {p.focus for p in hits}


def test_a_year_fault_is_reported_once_not_twice():
    report = check_graph(lab('id:supervision\\/bruno--ada lg:startYear "1850" .',
                             ((SUPERVISION, LG.startYear, None),)))
    assert messages(report) == ['lg:startYear must be an xsd:integer (2018, not "2018")']


def test_next_year_publication_is_allowed_as_to_appear():
    next_year = datetime.date.today().year + 1
    report = check_graph(lab(f"id:paper\\/loops lg:year {next_year} .", ((PAPER, LG.year, None),)))
    assert report.conforms


def test_cycle_message_names_the_people_in_order():
    report = check_graph(lab(FAULTS[[f[0] for f in FAULTS].index("supervision-cycle")][2]))
    (cycle,) = [m for m in messages(report) if "cycle" in m]
    assert "Ada Quill -> Bruno Vale -> Ada Quill" in cycle or "Bruno Vale -> Ada Quill -> Bruno Vale" in cycle


def _with_author_list(members: list) -> Graph:
    graph = lab(drop=((PAPER, LG.authorList, None),))
    head = BNode()
    Collection(graph, head, members)
    graph.add((PAPER, LG.authorList, head))
    return graph


def test_author_list_member_that_is_not_a_person_is_a_violation():
    report = check_graph(_with_author_list([ADA, Literal("Bruno Vale")]))
    assert "a member of lg:authorList is not an lg:Person" in messages(report)


def test_author_list_member_that_is_not_an_author_is_a_violation():
    graph = _with_author_list([ADA, BRUNO])
    graph.remove((PAPER, LG.author, BRUNO))
    assert "a member of lg:authorList is not an lg:author" in messages(check_graph(graph))


def test_author_missing_from_author_list_is_a_warning():
    report = check_graph(_with_author_list([ADA]))
    assert report.conforms
    assert messages(report, "Warning") == ["an lg:author is missing from lg:authorList"]


def test_author_list_with_two_firsts_in_a_cell_is_malformed():
    graph = _with_author_list([ADA, BRUNO])
    head = graph.value(PAPER, LG.authorList)
    graph.add((head, RDF.first, BRUNO))
    report = check_graph(graph)
    assert any("not a well-formed rdf:List: cell 1 has 2 rdf:first" in m for m in messages(report))


def test_author_list_that_loops_is_malformed():
    graph = lab(drop=((PAPER, LG.authorList, None),))
    a, b = BNode(), BNode()
    graph.add((PAPER, LG.authorList, a))
    for cell, person, rest in ((a, ADA, b), (b, BRUNO, a)):
        graph.add((cell, RDF.first, person))
        graph.add((cell, RDF.rest, rest))
    assert any("loops back" in m for m in messages(check_graph(graph)))


def test_author_list_of_two_thousand_cells_is_walked_to_the_end_without_recursion_error():
    # Deeper than Python's recursion limit; members left untyped so each one is reported.
    members = [ID[f"person/p{i}"] for i in range(2000)]
    report = check_graph(_with_author_list(members))
    reported = {p.value for p in report.violations if p.message.endswith("is not an lg:Person")}
    assert reported == set(members)


def test_authorless_paper_whose_line_names_a_person_is_a_warning():
    graph = lab(drop=((PAPER, LG.author, None), (PAPER, LG.authorList, None)))
    report = check_graph(graph)
    assert report.conforms
    assert messages(report, "Warning") == [
        "publication has no authors, but its source line names Ada Quill, Bruno Vale"]


def test_authorless_paper_whose_line_names_nobody_is_not_reported():
    graph = lab(drop=((PAPER, LG.author, None), (PAPER, LG.authorList, None), (PAPER, LG.evidence, None)))
    graph.add((PAPER, LG.evidence, Literal("Loops Considered Helpful, PLDI 2013")))
    assert check_graph(graph).problems == ()


def test_odd_degree_and_email_and_orcid_are_warnings_not_violations():
    graph = lab(drop=((ID["education/ada-phd"], LG.degree, None), (ADA, LG.email, None), (ADA, LG.orcid, None)))
    graph.add((ID["education/ada-phd"], LG.degree, Literal("Doctor of Philosophy")))
    graph.add((ADA, LG.email, Literal("ada at harbour")))
    graph.add((ADA, LG.orcid, Literal("https://orcid.org/0000-0002-1825-0097")))
    report = check_graph(graph)
    assert report.conforms
    assert len(messages(report, "Warning")) == 3


# -- attribution to documents ---------------------------------------------------------------

TRIG = PREFIXES + """
id:doc\\/cv { id:doc\\/cv a lg:Document ; lg:sourcePath "cv/ada.txt" .
    id:person\\/ada a lg:Person ; rdfs:label "Ada Quill" . }
id:doc\\/group { id:doc\\/group a lg:Document ; lg:sourcePath "web/group.html" .
    id:person\\/ada a lg:Person ; rdfs:label "Ada Quill" .
    id:person\\/bruno a lg:Person ; rdfs:label "Bruno Vale" ; lg:supervised id:person\\/ada .
    id:person\\/ada lg:supervisedBy id:person\\/bruno .
    id:supervision\\/x a lg:Supervision ; lg:advisor id:person\\/bruno ; lg:advisee id:person\\/ada ;
        lg:level "Doctoral" ; prov:wasDerivedFrom id:doc\\/group . }
id:doc\\/old { id:doc\\/old a lg:Document ; lg:sourcePath "web/old.html" .
    id:person\\/bruno a lg:Person ; rdfs:label "B. Vale" . }
"""


def test_problems_are_attributed_to_the_documents_that_state_them():
    report = check_graph(Dataset().parse(data=TRIG, format="trig"))
    groups = report.by_document()
    assert set(groups) == {"web/group.html", "web/old.html"}
    assert [p.message for p in groups["web/group.html"]] == [
        "needs exactly one rdfs:label (its display name); other spellings go in skos:altLabel"
        " (B. Vale; Bruno Vale)",
        "lg:level must be one of PhD, Master, Bachelor, Postdoc, Intern, Unspecified"]
    assert [p.focus for p in groups["web/old.html"]] == [BRUNO]


def test_problems_in_a_plain_graph_are_attributed_through_provenance():
    report = check_graph(lab('id:supervision\\/bruno--ada lg:role 7 .'))
    assert report.by_document() == {"cv/ada.txt": list(report.problems)}


def test_problem_without_any_source_goes_to_the_no_document_group():
    graph = Graph().parse(data=PREFIXES + "id:person\\/x a lg:Person .", format="turtle")
    assert list(check_graph(graph).by_document()) == [NO_DOCUMENT]


# -- files, shapes and the network ------------------------------------------------------------

def test_read_graph_keeps_named_graphs_of_trig(tmp_path):
    path = tmp_path / "lab.trig"
    path.write_text(TRIG, encoding="utf-8")
    assert isinstance(read_graph(path), Dataset)
    assert len(check_file(path).by_document()) == 2


@pytest.mark.parametrize("name, text, fragment", [
    ("broken.ttl", "@prefix lg: <x#> . lg:a lg:b", "not valid turtle"),
    ("notes.docx", "hello", "unknown RDF format"),
    ("missing.ttl", None, "no such file"),
])
def test_unreadable_graph_files_raise_input_error_naming_the_file(tmp_path, name, text, fragment):
    path = tmp_path / name
    if text is not None:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError, match=fragment) as caught:
        read_graph(path)
    assert caught.value.path == str(path)


def test_shapes_file_imports_nothing():
    shapes = Graph().parse(ontology_file("shapes.ttl"))
    assert not list(shapes.objects(None, OWL.imports))


class _CountingHandler(http.server.BaseHTTPRequestHandler):
    hits: list[str] = []

    def do_GET(self):  # noqa: N802 (http.server's naming)
        self.hits.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "text/turtle")
        self.end_headers()
        self.wfile.write(b"<urn:a> <urn:b> <urn:c> .")

    def log_message(self, *args):
        pass


def test_check_fetches_nothing_even_when_the_graph_imports_or_points_at_a_server():
    server = http.server.HTTPServer(("127.0.0.1", 0), _CountingHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        graph = lab(f"""<{url}ontology> a <http://www.w3.org/2002/07/owl#Ontology> ;
                            <http://www.w3.org/2002/07/owl#imports> <{url}shapes> .
                        <{url}x> <http://www.w3.org/ns/shacl#shapesGraph> <{url}shapes> .
                        id:person\\/ada rdfs:seeAlso <{url}ada> .""")
        assert check_graph(graph).conforms
    finally:
        server.shutdown()
        server.server_close()
    assert _CountingHandler.hits == []


# -- the command ----------------------------------------------------------------------------

@pytest.fixture
def runner():
    return CliRunner()


def _write(tmp_path, text, name="lab.ttl"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_cli_check_exits_0_on_a_clean_graph(runner, tmp_path):
    result = runner.invoke(cli, ["check", _write(tmp_path, VALID)])
    assert result.exit_code == 0, result.output
    assert result.stdout == ""
    assert "no problems" in result.stderr


def test_cli_check_exits_1_and_groups_violations_by_document(runner, tmp_path):
    result = runner.invoke(cli, ["check", _write(tmp_path, TRIG, "lab.trig")])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0] == "web/group.html"
    assert lines[1].startswith('  Violation: <https://w3id.org/labgraph/id/person/bruno> "B. Vale": ')
    assert '(value: "Doctoral")' in result.stdout
    assert "web/old.html" in lines
    assert "violations from 2 documents" in result.stderr


def test_cli_check_exits_0_when_there_are_only_warnings(runner, tmp_path):
    graph = lab(drop=((ID["education/ada-phd"], LG.degree, None),))
    graph.add((ID["education/ada-phd"], LG.degree, Literal("Habilitation")))
    path = tmp_path / "lab.nt"
    graph.serialize(path, format="nt")
    result = runner.invoke(cli, ["check", str(path)])
    assert result.exit_code == 0
    assert "Warning: " in result.stdout and "cv/ada.txt" in result.stdout


def test_cli_check_bad_file_is_one_error_line_not_a_traceback(tmp_path):
    import subprocess
    import sys

    path = _write(tmp_path, "this is not turtle", "bad.ttl")
    done = subprocess.run([sys.executable, "-c", "from labgraph.cli import main; main()", "check", path],
                          capture_output=True, text=True)
    assert done.returncode == 1
    assert done.stderr.startswith(f"Error: {path}: not valid turtle")
    assert "Traceback" not in done.stderr


def test_cli_check_help_has_an_example(runner):
    result = runner.invoke(cli, ["check", "--help"])
    assert result.exit_code == 0
    assert "labgraph check lab.trig" in result.output
