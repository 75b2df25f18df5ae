"""The labgraph vocabulary (terms of VOCABULARY.md), prefixes and IRI minting."""
from __future__ import annotations

import re
import unicodedata

from rdflib import Namespace, URIRef
from rdflib.namespace import DefinedNamespace, PROV, RDF, RDFS, SKOS, XSD

DEFAULT_BASE = "https://w3id.org/labgraph/id/"


class LG(DefinedNamespace):
    """The labgraph ontology: https://w3id.org/labgraph/ontology#"""

    _NS = Namespace("https://w3id.org/labgraph/ontology#")
    _fail = True

    Person: URIRef
    Organization: URIRef
    Publication: URIRef
    Venue: URIRef
    Software: URIRef
    Document: URIRef
    Supervision: URIRef
    Position: URIRef
    Education: URIRef
    Award: URIRef

    supervisedBy: URIRef
    supervised: URIRef
    advisor: URIRef
    advisee: URIRef
    level: URIRef
    role: URIRef
    startYear: URIRef
    endYear: URIRef
    affiliation: URIRef
    partOf: URIRef
    position: URIRef
    title: URIRef
    organization: URIRef
    education: URIRef
    degree: URIRef
    field: URIRef
    institution: URIRef
    author: URIRef
    authorList: URIRef
    year: URIRef
    venue: URIRef
    doi: URIRef
    url: URIRef
    developer: URIRef
    repository: URIRef
    describedBy: URIRef
    description: URIRef
    version: URIRef
    license: URIRef
    award: URIRef
    researchInterest: URIRef
    homepage: URIRef
    email: URIRef
    orcid: URIRef
    sourcePath: URIRef
    evidence: URIRef


PREFIXES = {
    "lg": str(LG._NS),
    "rdf": str(RDF),
    "rdfs": str(RDFS),
    "skos": str(SKOS),
    "prov": str(PROV),
    "xsd": str(XSD),
}

SPARQL_PREFIXES = "".join(f"PREFIX {p}: <{iri}>\n" for p, iri in PREFIXES.items())


_NOT_ALNUM = re.compile(r"[^a-z0-9]+")


def slugify(text: str, limit: int = 80) -> str:
    """Return a readable IRI-safe slug: ``"Luo Mai" -> "luo-mai"``.

    >>> slugify("Marcel Wagenländer")
    'marcel-wagenlander'
    >>> slugify("<img src=x>")
    'img-src-x'
    """
    if not text.isascii():              # ASCII has nothing to decompose
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    slug = _NOT_ALNUM.sub("-", text.lower()).strip("-")
    return slug[:limit].rstrip("-") or "x"


def mint(base: str, kind: str, key: str) -> URIRef:
    """Return the IRI of an entity of ``kind`` (``person``, ``paper``...) under ``base``."""
    return URIRef(f"{base}{kind}/{key}")
