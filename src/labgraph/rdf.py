"""Entities and facts -> an rdflib Dataset: one named graph per source document.

Each document's graph holds the document node, every entity the document
mentions (type, label, other spellings, properties), and the facts it states
with ``prov:wasDerivedFrom`` the document and ``lg:evidence`` its words. The
union of the graphs is the whole knowledge graph.
"""
from __future__ import annotations

from collections import defaultdict
from pathlib import PurePath

from rdflib import BNode, Dataset, Graph, Literal, URIRef
from rdflib.namespace import PROV, RDF, RDFS, SKOS, XSD

from .model import (Affiliation, Award, Education, Entity, Fact, Interest, PartOf, Position, Publication,
                    Resolution, Software, Supervision)
from .vocab import DEFAULT_BASE, LG, PREFIXES, mint, slugify

KIND_CLASS = {"person": LG.Person, "org": LG.Organization, "paper": LG.Publication,
              "venue": LG.Venue, "software": LG.Software}
_IRI_PROPS = {"homepage", "repository", "url"}


def to_dataset(res: Resolution, base: str = DEFAULT_BASE) -> Dataset:
    """Return the RDF dataset of a resolution: one named graph per document."""
    ds = Dataset()
    for prefix, iri in PREFIXES.items():
        ds.bind(prefix, iri)
    ds.bind("prov", str(PROV))
    docs = {path: doc_iri(base, path) for path in res.documents}
    graphs = {path: ds.graph(iri) for path, iri in docs.items()}
    for path, iri in docs.items():
        g = graphs[path]
        g.add((iri, RDF.type, LG.Document))
        g.add((iri, LG.sourcePath, Literal(path)))
        g.add((iri, RDFS.label, Literal(PurePath(path).name)))
    index = {(e.kind, e.id): e for e in res.entities}
    mentioned: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for e in res.entities:
        for path in e.sources:
            mentioned[path].add((e.kind, e.id))
    for fact in res.facts:
        for ev in fact.sources:
            if ev.path not in graphs:
                continue
            refs = _write_fact(graphs[ev.path], fact, ev, base, docs[ev.path], index)
            mentioned[ev.path].update(refs)
    for path, keys in mentioned.items():
        if path in graphs:
            reached = _close_over(keys, index) - keys
            for key in sorted(keys):
                if key in index:
                    _write_entity(graphs[path], index[key], base)
            for kind, ident in sorted(reached):
                if (kind, ident) in index:     # named by an entity of this document: type and label suffice
                    s = entity_iri(base, kind, ident)
                    graphs[path].add((s, RDF.type, KIND_CLASS[kind]))
                    graphs[path].add((s, RDFS.label, Literal(index[(kind, ident)].label)))
    return ds


def doc_iri(base: str, path: str) -> URIRef:
    """The IRI of a source document, readable and stable for the same path."""
    return mint(base, "doc", slugify(path, 120))


def entity_iri(base: str, kind: str, ident: str) -> URIRef:
    return mint(base, kind if kind != "paper" else "paper", ident)


_POINTS_TO = {"author": "person", "developer": "person", "venue": "venue", "describedBy": "paper"}


def _close_over(keys: set[tuple[str, str]], index: dict) -> set[tuple[str, str]]:
    """Return ``keys`` and the entities they point to (authors, venues, developers)."""
    out = set(keys)
    for key in keys:
        entity = index.get(key)
        if entity:
            out.update((_POINTS_TO[name], value) for name, value in entity.props if name in _POINTS_TO)
    return out


def _write_entity(g: Graph, e: Entity, base: str) -> None:
    s = entity_iri(base, e.kind, e.id)
    g.add((s, RDF.type, KIND_CLASS[e.kind]))
    g.add((s, RDFS.label, Literal(e.label)))
    for alt in e.alt_labels:
        g.add((s, SKOS.altLabel, Literal(alt)))
    authors = []
    for name, value in e.props:
        if name == "author":
            person = entity_iri(base, "person", value)
            authors.append(person)
            g.add((s, LG.author, person))
        elif name == "developer":
            g.add((s, LG.developer, entity_iri(base, "person", value)))
        elif name == "venue":
            g.add((s, LG.venue, entity_iri(base, "venue", value)))
        elif name == "describedBy":
            g.add((s, LG.describedBy, entity_iri(base, "paper", value)))
        elif name == "year":
            g.add((s, LG.year, Literal(int(value), datatype=XSD.integer)))
        elif name == "kind":
            continue
        elif name in _IRI_PROPS and _is_iri(str(value)):
            g.add((s, getattr(LG, name), URIRef(str(value))))
        elif hasattr(LG, name):
            g.add((s, getattr(LG, name), Literal(str(value))))
    if authors:
        nodes = [BNode(f"{e.kind}-{e.id}-authors-{i}") for i in range(len(authors))]
        for i, (node, person) in enumerate(zip(nodes, authors)):
            g.add((node, RDF.first, person))
            g.add((node, RDF.rest, nodes[i + 1] if i + 1 < len(nodes) else RDF.nil))
        g.add((s, LG.authorList, nodes[0]))


def _is_iri(value: str) -> bool:
    return value.startswith(("http://", "https://")) and not any(c in value for c in ' <>"{}|\\^`\n')


def _year(value: int | None) -> Literal | None:
    return Literal(int(value), datatype=XSD.integer) if value is not None else None


def _write_fact(g: Graph, fact: Fact, ev, base: str, doc: URIRef, index: dict) -> set[tuple[str, str]]:
    """Write one fact as this document states it; return the entities it refers to."""
    c = fact.claim
    person = lambda ident: entity_iri(base, "person", ident)   # noqa: E731
    org = lambda ident: entity_iri(base, "org", ident)         # noqa: E731
    node = None
    refs: set[tuple[str, str]] = set()
    if isinstance(c, Supervision):
        node = mint(base, "supervision", f"{c.advisor}--{c.advisee}")
        g.add((person(c.advisee), LG.supervisedBy, person(c.advisor)))
        g.add((person(c.advisor), LG.supervised, person(c.advisee)))
        g.add((node, RDF.type, LG.Supervision))
        g.add((node, LG.advisor, person(c.advisor)))
        g.add((node, LG.advisee, person(c.advisee)))
        g.add((node, LG.level, Literal(c.level)))
        if c.role:
            g.add((node, LG.role, Literal(c.role)))
        _years(g, node, c.start, c.end)
        refs |= {("person", c.advisor), ("person", c.advisee)}
    elif isinstance(c, Position):
        node = mint(base, "position", f"{c.person}--{c.org}--{slugify(c.title, 40)}--{c.start or 'x'}")
        g.add((person(c.person), LG.position, node))
        g.add((node, RDF.type, LG.Position))
        g.add((node, LG.title, Literal(c.title)))
        g.add((node, LG.organization, org(c.org)))
        _years(g, node, c.start, c.end)
        refs |= {("person", c.person), ("org", c.org)}
    elif isinstance(c, Education):
        node = mint(base, "education", f"{c.person}--{slugify(c.degree)}--{c.institution}")
        g.add((person(c.person), LG.education, node))
        g.add((node, RDF.type, LG.Education))
        g.add((node, LG.degree, Literal(c.degree)))
        g.add((node, LG.institution, org(c.institution)))
        if c.field:
            g.add((node, LG.field, Literal(c.field)))
        _years(g, node, c.start, c.end)
        refs |= {("person", c.person), ("org", c.institution)}
    elif isinstance(c, Award):
        node = mint(base, "award", f"{c.person}--{slugify(c.name, 60)}")
        g.add((person(c.person), LG.award, node))
        g.add((node, RDF.type, LG.Award))
        g.add((node, RDFS.label, Literal(c.name)))
        if c.year:
            g.add((node, LG.year, _year(c.year)))
        refs.add(("person", c.person))
    elif isinstance(c, Affiliation):
        g.add((person(c.person), LG.affiliation, org(c.org)))
        refs |= {("person", c.person), ("org", c.org)}
    elif isinstance(c, PartOf):
        g.add((org(c.part), LG.partOf, org(c.whole)))
        refs |= {("org", c.part), ("org", c.whole)}
    elif isinstance(c, Interest):
        g.add((person(c.person), LG.researchInterest, Literal(c.topic)))
        refs.add(("person", c.person))
    elif isinstance(c, Publication):
        node = entity_iri(base, "paper", c.title)
        refs.add(("paper", c.title))
    elif isinstance(c, Software):
        node = entity_iri(base, "software", c.name)
        refs.add(("software", c.name))
    if node is not None:
        g.add((node, PROV.wasDerivedFrom, doc))
        if ev.text:
            g.add((node, LG.evidence, Literal(ev.text)))
    return refs


def _years(g: Graph, node: URIRef, start: int | None, end: int | None) -> None:
    if start is not None:
        g.add((node, LG.startYear, _year(start)))
    if end is not None:
        g.add((node, LG.endYear, _year(end)))
