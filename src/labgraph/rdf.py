"""Entities and facts -> RDF: one named graph per source document.

Each document's graph holds the document node, every entity the document
mentions (type, label, other spellings, properties), and the facts it states
with ``prov:wasDerivedFrom`` the document and ``lg:evidence`` its words. The
union of the graphs is the whole knowledge graph.

The graphs are described once, as N-Triples text, and given two ways:
``to_triples`` (text, for writing files: no rdflib store in the way, which costs
about 30 µs a triple) and ``to_dataset`` (an rdflib Dataset, for the library).
An entity's description is the same in every graph that mentions it, so it is
made once and shared (see ``Triples``).
"""
from __future__ import annotations

import re
from collections import defaultdict
from functools import cached_property
from pathlib import PurePath

from rdflib import BNode, Dataset, Literal, URIRef
from rdflib.namespace import PROV, RDF, RDFS, SKOS, XSD
from rdflib.term import Node

from .model import (Affiliation, Award, Claim, Education, Entity, Fact, Interest, PartOf, Position, Publication,
                    Resolution, Software, Supervision)
from .vocab import DEFAULT_BASE, LG, PREFIXES, mint, slugify

KIND_CLASS = {"person": LG.Person, "org": LG.Organization, "paper": LG.Publication,
              "venue": LG.Venue, "software": LG.Software}
_IRI_PROPS = {"homepage", "repository", "url"}
_POINTS_TO = {"author": "person", "developer": "person", "venue": "venue", "describedBy": "paper"}
_LG_TERMS = set(LG.__annotations__)
_INTEGER = str(XSD.integer)     # looked up once: attribute access on an rdflib namespace is slow

Triple = tuple[str, str, str]
"""A triple as the N-Triples text of its three terms."""
Key = tuple[str, str]
"""An entity as (kind, id)."""


def to_triples(res: Resolution, base: str = DEFAULT_BASE) -> Triples:
    """Return the document graphs of a resolution, their terms as N-Triples text.

    >>> from labgraph.model import Resolution
    >>> graphs = to_triples(Resolution((), (), ('my "cv".txt',)))
    >>> graphs.names()
    ['<https://w3id.org/labgraph/id/doc/my-cv-txt>']
    >>> print(*sorted(o for s, p, o in graphs.graph(graphs.names()[0])), sep="\\n")
    "my \\"cv\\".txt"
    "my \\"cv\\".txt"
    <https://w3id.org/labgraph/ontology#Document>
    """
    return Triples(res, base)


def to_dataset(res: Resolution, base: str = DEFAULT_BASE) -> Dataset:
    """Return the RDF dataset of a resolution: one named graph per document."""
    terms = _Terms(remember=True)
    graphs = Triples(res, base, terms)
    ds = Dataset()
    for prefix, iri in PREFIXES.items():
        ds.bind(prefix, iri)
    ds.bind("prov", str(PROV))
    node = terms.nodes.__getitem__
    for name in graphs.names():
        graph = ds.graph(node(name))
        ds.store.addN((node(s), node(p), node(o), graph) for s, p, o in graphs.graph(name))
    return ds


def doc_iri(base: str, path: str) -> URIRef:
    """The IRI of a source document, readable and stable for the same path."""
    return mint(base, "doc", slugify(path, 120))


def entity_iri(base: str, kind: str, ident: str) -> URIRef:
    return mint(base, kind, ident)


def _is_iri(value: str) -> bool:
    return value.startswith(("http://", "https://")) and not any(c in value for c in ' <>"{}|\\^`') \
        and all(c > " " for c in value)


_ESCAPES = {ord("\\"): "\\\\", ord('"'): '\\"', ord("\n"): "\\n", ord("\r"): "\\r", ord("\t"): "\\t",
            **{c: f"\\u{c:04X}" for c in (*range(0x20), 0x7F) if c not in (9, 10, 13)}}


# Characters Python reads as line ends besides \n and \r: rdflib writes them raw in N-Quads and then
# cannot parse its own file, so a literal holds a plain newline instead.
_LINE_BREAKS = {c: "\n" for c in (0x0B, 0x0C, 0x1C, 0x1D, 0x1E, 0x85, 0x2028, 0x2029)}
# Any character either table changes: most texts have none, and one search is ten times cheaper than
# str.translate with a table (which looks up every character)
_SPECIAL = re.compile("[" + "".join(re.escape(chr(c)) for c in sorted({*_ESCAPES, *_LINE_BREAKS})) + "]")


class _Terms:
    """The N-Triples text of terms; with ``remember``, also the rdflib term of each text."""

    def __init__(self, remember: bool = False) -> None:
        self.nodes: dict[str, Node] = {}
        self.remember = remember
        self.rdf_type, self.label = self.iri(RDF.type), self.iri(RDFS.label)

    def _keep(self, text: str, make) -> str:
        if self.remember and text not in self.nodes:
            self.nodes[text] = make()
        return text

    def iri(self, value: str) -> str:
        return self._keep(f"<{value}>", lambda: URIRef(value))

    def text(self, value: str) -> str:
        if not _SPECIAL.search(value):
            return self._keep(f'"{value}"', lambda: Literal(value))
        value = value.translate(_LINE_BREAKS)
        return self._keep(f'"{value.translate(_ESCAPES)}"', lambda: Literal(value))

    def integer(self, value) -> str:
        number = int(value)
        return self._keep(f'"{number}"^^<{_INTEGER}>', lambda: Literal(number, datatype=URIRef(_INTEGER)))

    def blank(self, label: str) -> str:
        return self._keep(f"_:{label}", lambda: BNode(label))


class Triples:
    """The document graphs of one build, their terms as N-Triples text.

    The facts each document states are sorted out at once; a graph is made when
    asked for. An entity's description is the same in every graph that mentions
    it, so it is made once and shared, and the union takes each entity once
    rather than from every graph's copy.
    """

    def __init__(self, res: Resolution, base: str = DEFAULT_BASE, terms: _Terms | None = None) -> None:
        self.base, self.t = base, terms or _Terms()
        self.index: dict[Key, Entity] = {(e.kind, e.id): e for e in res.entities}
        self.described: dict[Key, list[Triple]] = {}
        self.named: dict[Key, list[Triple]] = {}
        self.p = {name: self.t.iri(iri) for name, iri in
                  [(n, LG[n]) for n in _LG_TERMS] + [("type", RDF.type), ("label", RDFS.label),
                   ("altLabel", SKOS.altLabel), ("first", RDF.first), ("rest", RDF.rest),
                   ("nil", RDF.nil), ("wasDerivedFrom", PROV.wasDerivedFrom)]}
        self.paths = {self.t.iri(str(doc_iri(base, path))): path for path in res.documents}
        self.stated: dict[str, list[list[Triple]]] = defaultdict(list)    # graph -> blocks of facts
        self.mentioned: dict[str, set[Key]] = defaultdict(set)             # graph -> entities
        self._sort_out(res)

    def _sort_out(self, res: Resolution) -> None:
        """File each fact and entity under the graphs of the documents that state it."""
        graph = {path: name for name, path in self.paths.items()}
        for e in res.entities:
            for path in e.sources:
                if path in graph:
                    self.mentioned[graph[path]].add((e.kind, e.id))
        for fact in res.facts:
            stated = [ev for ev in fact.sources if ev.path in graph]
            if not stated:
                continue
            body, refs, node = self._fact(fact)
            for ev in stated:
                name = graph[ev.path]
                self.stated[name] += [body, self._provenance(node, name, ev.text)]
                self.mentioned[name].update(refs)

    def names(self) -> list[str]:
        """The graphs' IRIs (N-Triples text, ``<https://...>``), sorted."""
        return sorted(self.paths)

    def graph(self, name: str) -> set[Triple]:
        """The triples of the graph ``name``."""
        out = set(self._document(name))
        for block in self.stated.get(name, []) + self._entities(self.mentioned.get(name, set())):
            out.update(block)
        return out

    @cached_property
    def union(self) -> frozenset[Triple]:
        """The triples of all the graphs, each once."""
        out: set[Triple] = set()
        for name in self.paths:
            out.update(self._document(name))
        for blocks in self.stated.values():
            for block in blocks:
                out.update(block)
        # a graph names in full what it mentions, by type and label what those point to; any
        # entity both mentioned in one graph and pointed to in another is thus named in full
        for block in self._entities(set().union(*self.mentioned.values())):
            out.update(block)
        return frozenset(out)

    def _document(self, g: str) -> list[Triple]:
        path = self.paths[g]
        return [(g, self.t.rdf_type, self.p["Document"]), (g, self.p["sourcePath"], self.t.text(path)),
                (g, self.t.label, self.t.text(PurePath(path).name))]

    def _provenance(self, node: str | None, doc: str, text: str) -> list[Triple]:
        if node is None:
            return []
        out = [(node, self.p["wasDerivedFrom"], doc)]
        if text:
            out.append((node, self.p["evidence"], self.t.text(text)))
        return out

    def _entities(self, keys: set[Key]) -> list[list[Triple]]:
        """Entities the document mentions in full; those they point to by type and label only."""
        reached = {k for key in keys for k in self._points_to(key)} - keys
        return [self._described(key) for key in keys if key in self.index] + \
            [self._named(key) for key in reached if key in self.index]

    def _points_to(self, key: Key) -> list[Key]:
        entity = self.index.get(key)
        return [(_POINTS_TO[name], value) for name, value in entity.props if name in _POINTS_TO] if entity else []

    def _iri(self, kind: str, ident: str) -> str:
        return self.t.iri(f"{self.base}{kind}/{ident}")

    def _named(self, key: Key) -> list[Triple]:
        if key not in self.named:
            s = self._iri(*key)
            self.named[key] = [(s, self.t.rdf_type, self.t.iri(KIND_CLASS[key[0]])),
                               (s, self.t.label, self.t.text(self.index[key].label))]
        return self.named[key]

    def _described(self, key: Key) -> list[Triple]:
        if key not in self.described:
            self.described[key] = self._describe(self.index[key])
        return self.described[key]

    def _describe(self, e: Entity) -> list[Triple]:
        s = self._iri(e.kind, e.id)
        out = list(self._named((e.kind, e.id)))
        out += [(s, self.p["altLabel"], self.t.text(alt)) for alt in e.alt_labels]
        authors = []
        for name, value in e.props:
            o = self._prop_value(name, value)
            if o is not None:
                out.append((s, self.p[name], o))
                if name == "author":
                    authors.append(o)
        if authors:
            out += self._author_list(s, f"{e.kind}-{e.id}-authors", authors)
        return out

    def _prop_value(self, name: str, value) -> str | None:
        if name in _POINTS_TO:
            return self._iri(_POINTS_TO[name], value)
        if name == "year":
            return self.t.integer(value)
        if name in _IRI_PROPS and _is_iri(str(value)):
            return self.t.iri(str(value))
        if name != "kind" and name in _LG_TERMS:
            return self.t.text(str(value))
        return None

    def _author_list(self, s: str, label: str, authors: list[str]) -> list[Triple]:
        nodes = [self.t.blank(f"{label}-{i}") for i in range(len(authors))]
        out = [(s, self.p["authorList"], nodes[0])]
        for node, person, rest in zip(nodes, authors, nodes[1:] + [self.p["nil"]]):
            out += [(node, self.p["first"], person), (node, self.p["rest"], rest)]
        return out

    def _fact(self, fact: Fact) -> tuple[list[Triple], set[Key], str | None]:
        """The triples of one fact (without provenance), the entities it refers to, and its node."""
        c = fact.claim
        for kind, write in self._WRITERS:
            if isinstance(c, kind):
                return write(self, c)
        return [], set(), None

    def _years(self, node: str, start: int | None, end: int | None) -> list[Triple]:
        out = []
        if start is not None:
            out.append((node, self.p["startYear"], self.t.integer(start)))
        if end is not None:
            out.append((node, self.p["endYear"], self.t.integer(end)))
        return out

    def _supervision(self, c: Supervision):
        node = self._iri("supervision", f"{c.advisor}--{c.advisee}")
        advisor, advisee = self._iri("person", c.advisor), self._iri("person", c.advisee)
        out = [(advisee, self.p["supervisedBy"], advisor), (advisor, self.p["supervised"], advisee),
               (node, self.t.rdf_type, self.p["Supervision"]), (node, self.p["advisor"], advisor),
               (node, self.p["advisee"], advisee), (node, self.p["level"], self.t.text(c.level))]
        if c.role:
            out.append((node, self.p["role"], self.t.text(c.role)))
        return out + self._years(node, c.start, c.end), {("person", c.advisor), ("person", c.advisee)}, node

    def _position(self, c: Position):
        node = self._iri("position", f"{c.person}--{c.org}--{slugify(c.title, 40)}--{c.start or 'x'}")
        out = [(self._iri("person", c.person), self.p["position"], node),
               (node, self.t.rdf_type, self.p["Position"]), (node, self.p["title"], self.t.text(c.title)),
               (node, self.p["organization"], self._iri("org", c.org))]
        return out + self._years(node, c.start, c.end), {("person", c.person), ("org", c.org)}, node

    def _education(self, c: Education):
        node = self._iri("education", f"{c.person}--{slugify(c.degree)}--{c.institution}")
        out = [(self._iri("person", c.person), self.p["education"], node),
               (node, self.t.rdf_type, self.p["Education"]), (node, self.p["degree"], self.t.text(c.degree)),
               (node, self.p["institution"], self._iri("org", c.institution))]
        if c.field:
            out.append((node, self.p["field"], self.t.text(c.field)))
        return out + self._years(node, c.start, c.end), {("person", c.person), ("org", c.institution)}, node

    def _award(self, c: Award):
        node = self._iri("award", f"{c.person}--{slugify(c.name, 60)}")
        out = [(self._iri("person", c.person), self.p["award"], node),
               (node, self.t.rdf_type, self.p["Award"]), (node, self.t.label, self.t.text(c.name))]
        if c.year:
            out.append((node, self.p["year"], self.t.integer(c.year)))
        return out, {("person", c.person)}, node

    def _affiliation(self, c: Affiliation):
        triple = (self._iri("person", c.person), self.p["affiliation"], self._iri("org", c.org))
        return [triple], {("person", c.person), ("org", c.org)}, None

    def _part_of(self, c: PartOf):
        return [(self._iri("org", c.part), self.p["partOf"], self._iri("org", c.whole))], \
            {("org", c.part), ("org", c.whole)}, None

    def _interest(self, c: Interest):
        triple = (self._iri("person", c.person), self.p["researchInterest"], self.t.text(c.topic))
        return [triple], {("person", c.person)}, None

    def _publication(self, c: Publication):
        return [], {("paper", c.title)}, self._iri("paper", c.title)

    def _software(self, c: Software):
        return [], {("software", c.name)}, self._iri("software", c.name)

    _WRITERS: tuple[tuple[type[Claim], object], ...] = (
        (Supervision, _supervision), (Position, _position), (Education, _education), (Award, _award),
        (Affiliation, _affiliation), (PartOf, _part_of), (Interest, _interest), (Publication, _publication),
        (Software, _software))
