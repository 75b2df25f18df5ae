"""The values that flow between stages: documents, sections, claims.

A *document* is one source file as text; a *section* is a run of its lines
under one heading; a *claim* is what one line or sentence states, before
entity resolution. Claims name people and organisations by the strings the
document uses; ``OWNER`` stands for the person the document is about, whom
resolution identifies (a CV often never writes its owner's name).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

OWNER = "\x00owner"
"""Stands in a claim for the person a document is about."""

LEVELS = ("PhD", "Master", "Bachelor", "Postdoc", "Intern", "Unspecified")


@dataclass(frozen=True)
class Line:
    """One line of a document's text, numbered from 1."""

    number: int
    text: str


@dataclass(frozen=True)
class Link:
    """A hyperlink found in a document: its anchor text and target."""

    text: str
    url: str
    line: int = 0


@dataclass(frozen=True)
class Document:
    """A source file read as text (structured formats carry claims instead)."""

    path: str
    text: str
    links: tuple[Link, ...] = ()
    format: str = "text"
    warnings: tuple[str, ...] = ()

    @cached_property
    def lines(self) -> tuple[Line, ...]:
        """The text's lines, numbered from 1 (made once per document)."""
        return tuple(Line(i, t) for i, t in enumerate(self.text.split("\n"), start=1))


@dataclass(frozen=True)
class Section:
    """Lines of a document under one heading; ``kind`` says what they hold."""

    path: str
    kind: str
    heading: str
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Evidence:
    """Where a claim was read: the document, the line number and the words."""

    path: str
    line: int = 0
    text: str = ""


@dataclass(frozen=True)
class Claim:
    """Base of every claim: what a document states, with its evidence."""

    evidence: Evidence


def revise(claim: Claim, **changes) -> Claim:
    """Return ``claim`` with ``changes``, as ``dataclasses.replace`` would, in a third of its time.

    Claims have no ``__post_init__`` and hold no cached values, so copying the
    fields and setting the changed ones makes the same claim; resolution does this
    for most claims of a build.

    >>> c = Affiliation(Evidence("cv.txt", 3), "Ann Lee", "MIT")
    >>> revise(c, org="Caltech")
    Affiliation(evidence=Evidence(path='cv.txt', line=3, text=''), person='Ann Lee', org='Caltech')
    >>> revise(c, institution="MIT")
    Traceback (most recent call last):
    TypeError: Affiliation has no field 'institution'
    """
    for name in changes:
        if name not in claim.__dataclass_fields__:
            raise TypeError(f"{type(claim).__name__} has no field {name!r}")
    new = object.__new__(type(claim))
    new.__dict__.update(claim.__dict__)
    new.__dict__.update(changes)
    return new


@dataclass(frozen=True)
class PersonClaim(Claim):
    """A person is named (alone this makes them an entity)."""

    name: str
    email: str | None = None
    homepage: str | None = None
    orcid: str | None = None
    is_owner: bool = False


@dataclass(frozen=True)
class Supervision(Claim):
    advisor: str
    advisee: str
    level: str = "Unspecified"
    start: int | None = None
    end: int | None = None
    role: str | None = None


@dataclass(frozen=True)
class Affiliation(Claim):
    person: str
    org: str


@dataclass(frozen=True)
class Position(Claim):
    person: str
    title: str
    org: str
    start: int | None = None
    end: int | None = None


@dataclass(frozen=True)
class Education(Claim):
    person: str
    degree: str
    institution: str
    field: str | None = None
    start: int | None = None
    end: int | None = None


@dataclass(frozen=True)
class PartOf(Claim):
    """Organisation ``part`` belongs to organisation ``whole``."""

    part: str
    whole: str


@dataclass(frozen=True)
class Publication(Claim):
    title: str
    authors: tuple[str, ...] = ()
    year: int | None = None
    venue: str | None = None
    doi: str | None = None
    url: str | None = None
    kind: str | None = None


@dataclass(frozen=True)
class Software(Claim):
    name: str
    description: str | None = None
    repository: str | None = None
    developers: tuple[str, ...] = ()
    paper: str | None = None
    version: str | None = None
    license: str | None = None


@dataclass(frozen=True)
class Award(Claim):
    person: str
    name: str
    year: int | None = None


@dataclass(frozen=True)
class Interest(Claim):
    person: str
    topic: str


@dataclass(frozen=True)
class Extraction:
    """Everything read from one document: its claims and what went wrong."""

    path: str
    claims: tuple[Claim, ...] = ()
    warnings: tuple[str, ...] = field(default=())
    owner_name: str | None = None


@dataclass(frozen=True)
class Entity:
    """A resolved thing: one real person, organisation, paper, venue or software project.

    ``id`` is unique within ``kind`` and readable ("luo-mai"); ``props`` holds
    (name, value) pairs such as ("email", "x@y.org") or ("author", person id).
    """

    kind: str
    id: str
    label: str
    alt_labels: tuple[str, ...] = ()
    props: tuple[tuple[str, object], ...] = ()
    sources: tuple[str, ...] = ()


@dataclass(frozen=True)
class Fact:
    """A claim whose names are replaced by entity ids, with every place that states it."""

    claim: Claim
    sources: tuple[Evidence, ...]


@dataclass(frozen=True)
class Resolution:
    """All entities and facts of one build, and what resolution had to warn about."""

    entities: tuple[Entity, ...]
    facts: tuple[Fact, ...]
    documents: tuple[str, ...]
    warnings: tuple[str, ...] = ()
