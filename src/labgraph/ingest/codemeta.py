"""codemeta.json (CodeMeta 2.0 and 3.0, JSON-LD) -> a Software claim and its people.

Both contexts are read by key, not by JSON-LD expansion: 3.0 files write
``type``/``id`` where 2.0 files write ``@type``/``@id``, and real files put a
single object where the schema allows a list.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..model import Claim, Evidence, Extraction, PersonClaim, Publication, Software
from .bibtex import normalize_doi
from .orcid import load_json, orcid_extraction, orcid_id

__all__ = ["read_codemeta", "read_json", "codemeta_extraction", "is_codemeta"]

_SPDX = re.compile(r"^https?://spdx\.org/licenses/([^/]+?)(?:\.html)?/?$")


def is_codemeta(head: bytes) -> bool:
    """Tell whether the first bytes of a JSON file look like CodeMeta."""
    return head.lstrip()[:1] == b"{" and (b"codemeta" in head.lower() or b'"SoftwareSourceCode"' in head)


def read_codemeta(path: Path) -> Extraction:
    """Return the software a ``codemeta.json`` describes, its reference paper and its people.

    Raises:
        InputError: not JSON, or JSON that is not a CodeMeta object.
    """
    return codemeta_extraction(path, *load_json(path))


def read_json(path: Path) -> Extraction:
    """Return the claims of a JSON file that is a CodeMeta file or an ORCID record.

    Raises:
        InputError: the JSON is neither.
    """
    data, text, warnings = load_json(path)
    if isinstance(data, dict) and "orcid-identifier" in data:
        return orcid_extraction(path, data, text, warnings)
    if isinstance(data, dict) and _looks_like_codemeta(data):
        return codemeta_extraction(path, data, text, warnings)
    raise InputError(path, "JSON that labgraph does not know: it reads codemeta.json files and "
                     "ORCID records (with \"orcid-identifier\"); rename or remove this file")


def _looks_like_codemeta(data: dict) -> bool:
    context = str(data.get("@context") or "").lower()
    kind = str(data.get("@type") or data.get("type") or "")
    return "codemeta" in context or kind == "SoftwareSourceCode"


def codemeta_extraction(path: Path, data: Any, text: str, warnings: tuple[str, ...]) -> Extraction:
    """Return the claims of a CodeMeta object already parsed from ``text``."""
    if not isinstance(data, dict) or not (data.get("name") or data.get("codeRepository")):
        raise InputError(path, "not a codemeta.json: no name or codeRepository")
    people = _people(data, "author") + _people(data, "contributor")
    paper, note = _publication(path, text, data.get("referencePublication"))
    if note:
        warnings += (note,)
    claims: list[Claim] = [_software(path, text, data, people, paper)]
    if paper:
        claims.append(paper)
    claims += _person_claims(path, text, people)
    return Extraction(path=str(path), claims=tuple(claims), warnings=warnings)


def _line_of(text: str, needle: str) -> int:
    return next((n for n, line in enumerate(text.split("\n"), start=1) if needle in line), 0)


def _list(value: Any) -> list:
    """Return ``value`` as a list: CodeMeta allows one object or a list, codemetar writes {"1": ...}."""
    if value is None:
        return []
    if isinstance(value, dict) and value and all(k.isdigit() for k in value):
        return list(value.values())
    return value if isinstance(value, list) else [value]


def _text(value: Any) -> str | None:
    if isinstance(value, dict):
        value = value.get("name")
    if not isinstance(value, (str, int, float)):
        return None
    return " ".join(str(value).split()) or None


def _people(data: dict, key: str) -> list[dict]:
    """Return the Person objects under ``key`` (organisations are skipped)."""
    people = []
    for item in _list(data.get(key)):
        if isinstance(item, dict) and str(item.get("@type") or item.get("type") or "Person") == "Person":
            people.append(item)
    return people


def _name(person: dict) -> str | None:
    given, family = _text(person.get("givenName")), _text(person.get("familyName"))
    return " ".join(p for p in (given, family) if p) or _text(person.get("name"))


def _software(path: Path, text: str, data: dict, people: list[dict], paper: Publication | None) -> Software:
    name = _text(data.get("name")) or _text(data.get("codeRepository")).rstrip("/").rsplit("/", 1)[-1]
    identifier = _text(data.get("identifier"))
    # "CodeMeta: Minimal metadata schemas ..." is a name followed by a tagline
    if identifier and name.lower().startswith(identifier.lower() + ":"):
        name = identifier
    return Software(
        evidence=Evidence(str(path), _line_of(text, '"name"'), f"software: {name}"),
        name=name,
        description=_text(data.get("description")),
        repository=_repository(data.get("codeRepository")),
        developers=tuple(dict.fromkeys(n for n in map(_name, people) if n)),
        paper=paper.title if paper else None,
        version=_text(data.get("version")) or _text(data.get("softwareVersion")),
        license=_license(data.get("license")),
    )


def _repository(value: Any) -> str | None:
    url = _text(value)
    if not url:
        return None
    url = url.removeprefix("git+").rstrip("/")
    return url.removesuffix(".git")


def _license(value: Any) -> str | None:
    names = []
    for item in _list(value):
        url = _text(item.get("url") or item.get("@id") or item.get("id")) if isinstance(item, dict) else _text(item)
        if url:
            match = _SPDX.match(url)
            names.append(match.group(1) if match else url)
    return " OR ".join(names) or None


def _publication(path: Path, text: str, value: Any) -> tuple[Publication | None, str | None]:
    """Return the reference paper, or a note when the file gives it only as an identifier."""
    items = [v for v in _list(value) if v]
    if not items:
        return None, None
    ref = items[0]
    if not isinstance(ref, dict) or not _text(ref.get("name") or ref.get("headline")):
        return None, (f"{path}: referencePublication {_text(ref) or ref!r} has no title; "
                      "no paper is linked to the software")
    title = _text(ref.get("name") or ref.get("headline"))
    ident = " ".join(str(x) for x in (ref.get("@id"), ref.get("id"), ref.get("identifier"), ref.get("url")) if x)
    year = re.search(r"\b(1[5-9]|20)\d\d\b", str(ref.get("datePublished") or ""))
    return Publication(
        evidence=Evidence(str(path), _line_of(text, '"referencePublication"'), f"referencePublication: {title}"),
        title=title,
        authors=tuple(n for n in map(_name, _people(ref, "author")) if n),
        year=int(year.group(0)) if year else None,
        venue=_text(ref.get("isPartOf")),
        doi=normalize_doi(ident),
        url=_text(ref.get("url")),
        kind=_text(ref.get("@type") or ref.get("type")),
    ), None


def _person_claims(path: Path, text: str, people: list[dict]) -> list[PersonClaim]:
    """Return a claim for each person with an ORCID iD, once each."""
    claims: dict[str, PersonClaim] = {}
    for person in people:
        name = _name(person)
        orcid = orcid_id(person.get("@id") or person.get("id") or person.get("identifier"))
        if name and orcid and name not in claims:
            claims[name] = PersonClaim(
                evidence=Evidence(str(path), _line_of(text, orcid), f"author: {name}"),
                name=name, orcid=orcid, email=_text(person.get("email")),
            )
    return list(claims.values())
