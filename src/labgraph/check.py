"""Graph -> a report of what breaks the labgraph contract, grouped by source document.

``check_graph`` runs the SHACL shapes of ``ontology/shapes.ttl`` (pyshacl, no
inference, nothing fetched) over the union of a dataset's document graphs, then
the checks SHACL cannot state simply or cheaply: a person supervising
themselves, a supervision (or ``lg:partOf``) cycle, a year before 1900 or in the
future, a start after an end, a node in two disjoint classes, author lists and
supervisions that do not match, a publication without authors whose source line
names some. Each problem names the documents it comes from, read from
``prov:wasDerivedFrom`` and from the named graphs that hold the offending triples.
"""
from __future__ import annotations

import datetime
import functools
import importlib.metadata
import re
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import networkx as nx
import pyshacl
from rdflib import BNode, Dataset, Graph, Literal, URIRef
from rdflib.graph import DATASET_DEFAULT_GRAPH_ID
from rdflib.namespace import PROV, RDF, RDFS, SH, SKOS, XSD
from rdflib.term import Node
from rdflib.util import guess_format

from .errors import InputError, LabgraphError
from .vocab import LG

__all__ = ["NO_DOCUMENT", "Problem", "Report", "check_file", "check_graph", "ontology_file",
           "read_graph"]

NO_DOCUMENT = "(no source document)"
"""The group of problems no document can be blamed for."""

_QUAD_FORMATS = {"trig", "nquads", "trix", "json-ld"}


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a graph: how bad, what, where, and which documents say it."""

    severity: str
    """``"Violation"`` (breaks the contract), ``"Warning"`` or ``"Info"``."""
    message: str
    focus: Node
    """The node the problem is about (a person, a supervision, a paper...)."""
    label: str | None = None
    """The focus node's ``rdfs:label``, for display."""
    documents: tuple[str, ...] = ()
    """Source paths (or document IRIs) of the documents the problem comes from."""
    path: Node | None = None
    value: Node | None = None


@dataclass(frozen=True)
class Report:
    """The problems found in one graph; ``conforms`` when none is a violation."""

    problems: tuple[Problem, ...] = ()

    @property
    def violations(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity == "Violation")

    @property
    def conforms(self) -> bool:
        return not self.violations

    def by_document(self) -> dict[str, list[Problem]]:
        """Return problems keyed by source document; one with two sources is under both."""
        groups: dict[str, list[Problem]] = defaultdict(list)
        for problem in self.problems:
            for doc in problem.documents or (NO_DOCUMENT,):
                groups[doc].append(problem)
        return dict(sorted(groups.items(), key=lambda kv: (kv[0] == NO_DOCUMENT, kv[0])))


@dataclass(frozen=True)
class _Finding:
    """A problem before attribution: ``triples`` and ``sources`` say where to look for documents."""

    severity: str
    message: str
    focus: Node
    path: Node | None = None
    value: Node | None = None
    triples: tuple[tuple[Node | None, Node | None, Node | None], ...] = ()
    sources: tuple[Node, ...] = ()


# ---------------------------------------------------------------- files

def ontology_file(name: str) -> Path:
    """Return the path of ``ontology/<name>`` (``labgraph.ttl`` or ``shapes.ttl``).

    A source checkout (editable install) reads the live ``ontology/`` folder; a
    regular install reads the copy pip placed under ``<prefix>/share/labgraph/ontology``.
    """
    checkout = Path(__file__).resolve().parents[2] / "ontology" / name
    for candidate in (checkout, _installed_ontology_file(name)):
        if candidate is not None and candidate.is_file():
            return candidate
    raise LabgraphError(f"ontology file {name!r} not found next to the package or in its "
                        "installed data; reinstall labgraph")


def _installed_ontology_file(name: str) -> Path | None:
    try:
        files = importlib.metadata.distribution("labgraph").files or []
    except importlib.metadata.PackageNotFoundError:
        return None
    for file in files:
        if file.as_posix().endswith(f"share/labgraph/ontology/{name}"):
            return Path(file.locate()).resolve()
    return None


@functools.lru_cache(maxsize=1)
def _shapes() -> Graph:
    return Graph().parse(ontology_file("shapes.ttl"), format="turtle")


def read_graph(path: str | Path) -> Graph:
    """Return the RDF in ``path`` (format by suffix), a ``Dataset`` for quad formats.

    Raises:
        InputError: the file is missing, of an unknown format, or does not parse.
    """
    path = Path(path)
    fmt = guess_format(str(path))
    if not path.is_file():
        raise InputError(path, "no such file")
    if fmt is None:
        raise InputError(path, "unknown RDF format; use .ttl, .nt, .n3, .rdf, .owl, .jsonld, "
                               ".trig or .nq")
    graph = Dataset() if fmt in _QUAD_FORMATS else Graph()
    try:
        graph.parse(path, format=fmt)
    except Exception as exc:  # rdflib raises a different type for every syntax
        raise InputError(path, f"not valid {fmt}: {exc}; fix the file or rebuild it") from exc
    return graph


def check_file(path: str | Path) -> Report:
    """Return the report of ``check_graph`` on the RDF file at ``path``."""
    return check_graph(read_graph(path))


# ---------------------------------------------------------------- the check

def check_graph(graph: Graph) -> Report:
    """Return the problems of a built graph or dataset, each with its source documents.

    >>> from rdflib import Graph, Literal, URIRef
    >>> from rdflib.namespace import RDF, RDFS
    >>> from labgraph.vocab import LG
    >>> g = Graph()
    >>> ada = URIRef("https://w3id.org/labgraph/id/person/ada")
    >>> _ = g.add((ada, RDF.type, LG.Person))
    >>> report = check_graph(g)
    >>> report.conforms, report.problems[0].message
    (False, 'needs exactly one rdfs:label (its display name); other spellings go in skos:altLabel')
    >>> _ = g.add((ada, RDFS.label, Literal("Ada Quill")))
    >>> _ = g.add((ada, RDFS.label, Literal("A. Quill")))
    >>> check_graph(g).problems[0].message
    'needs exactly one rdfs:label (its display name); other spellings go in skos:altLabel (A. Quill; Ada Quill)'
    """
    union = _union(graph)
    supervisions = _supervision_edges(union)
    findings = _dedupe([*_shacl_findings(union), *_self_supervision(supervisions),
                        *_cycles(union, supervisions, "supervision"),
                        *_cycles(union, _part_of_edges(union), "lg:partOf"),
                        *_unpaired_supervision(union, supervisions),
                        *_years_out_of_range(union), *_disjoint_types(union),
                        *_start_after_end(union), *_author_lists(union), *_authorless(union)])
    named = graph if isinstance(graph, Dataset) else None
    problems = [_attribute(f, union, named) for f in findings]
    return Report(tuple(sorted(problems, key=_order)))


def _union(graph: Graph) -> Graph:
    """Return one graph with the triples of every graph of a dataset (a graph as is)."""
    if not isinstance(graph, Dataset):
        return graph
    union = Graph()
    for s, p, o, _ in graph.quads((None, None, None, None)):
        union.add((s, p, o))
    return union


def _dedupe(findings: Iterable[_Finding]) -> list[_Finding]:
    seen: dict[tuple, _Finding] = {}
    for f in findings:
        seen.setdefault((f.severity, f.message, f.focus, f.path, f.value), f)
    return list(seen.values())


def _order(problem: Problem) -> tuple:
    rank = {"Violation": 0, "Warning": 1}.get(problem.severity, 2)
    return (rank, str(problem.focus), problem.message, str(problem.value))


# ---------------------------------------------------------------- SHACL

def _shacl_findings(union: Graph) -> Iterator[_Finding]:
    # No inference and no owl:imports: pyshacl reads only the two graphs given.
    _, results, _ = pyshacl.validate(union, shacl_graph=_shapes(), inference="none",
                                     do_owl_imports=False, allow_warnings=True,
                                     allow_infos=True)
    for result in results.subjects(RDF.type, SH.ValidationResult):
        yield _finding_from_result(results, union, result)


def _finding_from_result(results: Graph, union: Graph, result: Node) -> _Finding:
    focus = results.value(result, SH.focusNode)
    path = results.value(result, SH.resultPath)
    value = results.value(result, SH.value)
    messages = sorted(str(m) for m in results.objects(result, SH.resultMessage))
    message = messages[0] if messages else "invalid"
    severity = results.value(result, SH.resultSeverity)
    plain_path = path if isinstance(path, URIRef) else None
    if results.value(result, SH.sourceConstraintComponent) == SH.MaxCountConstraintComponent:
        message += " (" + "; ".join(sorted(_name(union, v) for v in union.objects(focus, path))) + ")"
    return _Finding(str(severity).rsplit("#", 1)[-1], message, focus, plain_path, value,
                    triples=((focus, plain_path, value),), sources=(focus,))


# ---------------------------------------------------------------- beyond SHACL

def _supervision_edges(union: Graph) -> dict[tuple[Node, Node], list[Node]]:
    """Return advisor -> advisee pairs, each with the lg:Supervision nodes that state it."""
    edges: dict[tuple[Node, Node], list[Node]] = defaultdict(list)
    for student, advisor in union.subject_objects(LG.supervisedBy):
        edges[(advisor, student)]
    for advisor, student in union.subject_objects(LG.supervised):
        edges[(advisor, student)]
    for node in union.subjects(RDF.type, LG.Supervision):
        for advisor in union.objects(node, LG.advisor):
            for student in union.objects(node, LG.advisee):
                edges[(advisor, student)].append(node)
    return edges


def _part_of_edges(union: Graph) -> dict[tuple[Node, Node], list[Node]]:
    return {(whole, part): [] for part, whole in union.subject_objects(LG.partOf)}


def _edge_triples(a: Node, b: Node) -> tuple:
    return ((b, LG.supervisedBy, a), (a, LG.supervised, b), (b, LG.partOf, a))


def _self_supervision(supervisions: dict) -> Iterator[_Finding]:
    for (advisor, student), nodes in supervisions.items():
        if advisor == student:
            yield _Finding("Violation", "supervises themselves", advisor,
                           triples=_edge_triples(advisor, student), sources=tuple(nodes))


def _cycles(union: Graph, edges: dict, what: str) -> Iterator[_Finding]:
    """Yield one finding per strongly connected group of two or more nodes."""
    digraph = nx.DiGraph(pair for pair in edges if pair[0] != pair[1])
    for component in nx.strongly_connected_components(digraph):
        if len(component) < 2:
            continue
        cycle = [u for u, _ in nx.find_cycle(digraph.subgraph(component))]
        names = " -> ".join(_name(union, n) for n in [*cycle, cycle[0]])
        pairs = list(zip(cycle, [*cycle[1:], cycle[0]]))
        yield _Finding("Violation", f"{what} cycle: {names} (each one above the next); "
                                    "probably a relation read backwards",
                       min(cycle, key=str),
                       triples=tuple(t for a, b in pairs for t in _edge_triples(a, b)),
                       sources=tuple(n for pair in pairs for n in edges[pair]))


def _unpaired_supervision(union: Graph, supervisions: dict) -> Iterator[_Finding]:
    """lg:Supervision nodes and lg:supervisedBy statements must state the same pairs."""
    for (advisor, student), nodes in supervisions.items():
        stated = (student, LG.supervisedBy, advisor) in union
        for node in nodes if not stated else ():
            yield _Finding("Violation", "the advisee is not stated lg:supervisedBy the advisor",
                           node, LG.advisee, student, triples=((node, LG.advisee, student),),
                           sources=(node,))
        if stated and not nodes:
            yield _Finding("Violation", "lg:supervisedBy is stated without an lg:Supervision "
                                        "giving its level and source", student, LG.supervisedBy,
                           advisor, triples=((student, LG.supervisedBy, advisor),))


# Papers "to appear" next year and students who start next year are normal; an
# expected end (a PhD finishing) may lie several years ahead.
_YEAR_SLACK = {LG.year: 1, LG.startYear: 1, LG.endYear: 10}
_FIRST_YEAR = 1900


def _years_out_of_range(union: Graph) -> Iterator[_Finding]:
    this_year = datetime.date.today().year
    for prop, slack in _YEAR_SLACK.items():
        for node, year in union.subject_objects(prop):
            value = _as_int(year)
            if value is None or _FIRST_YEAR <= value <= this_year + slack:
                continue
            why = "is in the future" if value > this_year else (
                f"is before {_FIRST_YEAR}: probably not a year of this record")
            yield _Finding("Violation", f"{_qname(prop)} {year} {why}", node, prop, year,
                           triples=((node, prop, year),), sources=(node,))


_DISJOINT = (LG.Person, LG.Organization, LG.Publication, LG.Venue, LG.Software, LG.Document,
             LG.Supervision, LG.Position, LG.Education, LG.Award)


def _disjoint_types(union: Graph) -> Iterator[_Finding]:
    """Nodes typed with two of the ontology's pairwise disjoint classes."""
    seen: dict[Node, list[Node]] = defaultdict(list)
    for cls in _DISJOINT:
        for node in union.subjects(RDF.type, cls):
            seen[node].append(cls)
    for node, classes in seen.items():
        if len(classes) > 1:
            yield _Finding("Violation", "is typed both " + " and ".join(map(_qname, classes))
                           + " (disjoint classes): two entities share one IRI", node, RDF.type,
                           triples=((node, RDF.type, None),), sources=(node,))


def _start_after_end(union: Graph) -> Iterator[_Finding]:
    for node, start in union.subject_objects(LG.startYear):
        for end in union.objects(node, LG.endYear):
            if None not in (_as_int(start), _as_int(end)) and _as_int(start) > _as_int(end):
                yield _Finding("Violation", f"lg:startYear {start} is after lg:endYear {end}", node,
                               LG.startYear, start, triples=((node, LG.startYear, start),
                                                             (node, LG.endYear, end)),
                               sources=(node,))


def _as_int(term: Node) -> int | None:
    if isinstance(term, Literal) and term.datatype == XSD.integer and isinstance(term.value, int):
        return term.value
    return None


def _author_lists(union: Graph) -> Iterator[_Finding]:
    """Each lg:authorList is a proper rdf:List of lg:Person, the same people as lg:author."""
    for pub, head in union.subject_objects(LG.authorList):
        members, fault = _walk_list(union, head)
        if fault:
            yield _Finding("Violation", f"lg:authorList is not a well-formed rdf:List: {fault}",
                           pub, LG.authorList, triples=((pub, LG.authorList, head),),
                           sources=(pub,))
        authors = set(union.objects(pub, LG.author))
        for member in members:
            if (member, RDF.type, LG.Person) not in union:
                yield _author_finding(pub, member, "a member of lg:authorList is not an lg:Person")
            elif member not in authors:
                yield _author_finding(pub, member, "a member of lg:authorList is not an lg:author")
        for author in authors - set(members):
            yield _author_finding(pub, author, "an lg:author is missing from lg:authorList",
                                  "Warning")


def _author_finding(pub: Node, person: Node, message: str, severity: str = "Violation") -> _Finding:
    return _Finding(severity, message, pub, LG.authorList, person,
                    triples=((pub, LG.author, person), (pub, LG.authorList, None)), sources=(pub,))


def _walk_list(graph: Graph, head: Node) -> tuple[list[Node], str | None]:
    """Return the members of an rdf:List and what is wrong with it (None if nothing).

    Iterative: author lists run to thousands of cells, deeper than Python's recursion.
    """
    members: list[Node] = []
    seen: set[Node] = set()
    cell = head
    while cell != RDF.nil:
        if cell in seen:
            return members, "it loops back on itself"
        seen.add(cell)
        firsts, rests = list(graph.objects(cell, RDF.first)), list(graph.objects(cell, RDF.rest))
        if len(firsts) != 1 or len(rests) != 1:
            return members, (f"cell {len(members) + 1} has {len(firsts)} rdf:first and "
                             f"{len(rests)} rdf:rest (needs one each, and rdf:nil at the end)")
        members.append(firsts[0])
        cell = rests[0]
    return members, None


def _authorless(union: Graph) -> Iterator[_Finding]:
    """Publications with no author whose source line names a known person.

    The graph keeps no raw author strings, so the only sign that a document listed
    authors the extractor missed is a person's name inside the publication's evidence.
    """
    people = _people_by_name(union)
    for pub in union.subjects(RDF.type, LG.Publication):
        if (pub, LG.author, None) in union or (pub, LG.authorList, None) in union:
            continue
        for evidence in union.objects(pub, LG.evidence):
            named = sorted({people[span] for span in _word_spans(str(evidence)) if span in people})
            if named:
                yield _Finding("Warning", "publication has no authors, but its source line names "
                               + ", ".join(named), pub, LG.evidence, evidence,
                               triples=((pub, LG.evidence, evidence),), sources=(pub,))


_MAX_NAME_WORDS = 5


def _people_by_name(union: Graph) -> dict[tuple[str, ...], str]:
    """Return each person's names (label and alt labels) as word tuples -> display label."""
    names: dict[tuple[str, ...], str] = {}
    for person in union.subjects(RDF.type, LG.Person):
        label = _name(union, person)
        for name in [*union.objects(person, RDFS.label), *union.objects(person, SKOS.altLabel)]:
            words = tuple(re.findall(r"\w+", str(name).lower()))
            if 2 <= len(words) <= _MAX_NAME_WORDS:   # one word ("Mai") matches too much
                names[words] = label
    return names


def _word_spans(text: str) -> Iterator[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    for i in range(len(words)):
        for n in range(2, _MAX_NAME_WORDS + 1):
            if i + n <= len(words):
                yield tuple(words[i:i + n])


# ---------------------------------------------------------------- attribution

def _attribute(f: _Finding, union: Graph, named: Dataset | None) -> Problem:
    docs = _documents(f, union, named)
    paths = tuple(sorted({str(union.value(d, LG.sourcePath) or d) for d in docs}))
    return Problem(f.severity, f.message, f.focus, _label(union, f.focus), paths, f.path, f.value)


def _documents(f: _Finding, union: Graph, named: Dataset | None) -> set[Node]:
    """Return the documents behind a finding, most precise evidence first."""
    steps = (
        lambda: _graphs_holding(named, f.triples),
        lambda: {d for n in f.sources for d in union.objects(n, PROV.wasDerivedFrom)},
        lambda: _graphs_holding(named, [(f.focus, None, None)]),
        lambda: {d for s in union.subjects(None, f.focus)
                 for d in union.objects(s, PROV.wasDerivedFrom)},
    )
    for step in steps:
        docs = step()
        if docs:
            return docs
    return set()


def _graphs_holding(named: Dataset | None, patterns: Iterable) -> set[Node]:
    # Dataset.contexts(triple) answers only the default graph here; quads name the graph.
    if named is None:
        return set()
    found = set()
    for pattern in patterns:
        if pattern[0] is None:
            continue
        for *_, context in named.quads((*pattern, None)):
            name = getattr(context, "identifier", context)
            if name != DATASET_DEFAULT_GRAPH_ID and not isinstance(name, BNode):
                found.add(name)
    return found


def _label(union: Graph, node: Node) -> str | None:
    """Return the node's rdfs:label (the first in order if it wrongly has several)."""
    labels = sorted(str(label) for label in union.objects(node, RDFS.label))
    return labels[0] if labels else None


def _name(union: Graph, node: Node) -> str:
    return _label(union, node) or str(node)


def _qname(prop: URIRef) -> str:
    return "lg:" + str(prop).rsplit("#", 1)[-1]
