"""CITATION.cff files -> a Software claim, its preferred-citation paper, its authors.

The Citation File Format (YAML) requires ``cff-version``, ``message``,
``title`` and ``authors``; real files miss some (spaCy's has only a
``preferred-citation``), so a missing key is a warning and the rest is read.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from ..errors import InputError
from ..model import Affiliation, Claim, Evidence, Extraction, PartOf, PersonClaim, Publication, Software
from .bibtex import normalize_doi
from .orcid import orcid_id
from .text import read_decoded

__all__ = ["read_cff", "cff_name", "cff_in_text"]

REQUIRED = ("cff-version", "message", "title", "authors")
_CODE_HOSTS = ("github.com", "gitlab.", "bitbucket.org", "codeberg.org", "sourceforge.net")


def read_cff(path: Path) -> Extraction:
    """Return the software a ``CITATION.cff`` describes, its paper and its authors with ORCID iDs.

    Raises:
        InputError: not YAML, or YAML that is not a mapping of CFF keys.
    """
    data, text, warnings = _load(path)
    missing = [key for key in REQUIRED if key not in data]
    if missing:
        warnings += (f"{path}: missing required CFF key(s) {', '.join(missing)}; read what is there",)
    claims = _claims(path, text, data)
    if not any(isinstance(c, Software) for c in claims):
        warnings += (f"{path}: no title, repository or preferred citation to name the software by",)
    return Extraction(path=str(path), claims=tuple(claims), warnings=warnings)


def cff_in_text(path: str, lines: list[tuple[int, str]]) -> tuple[list[Claim], set[int]]:
    """A CITATION.cff pasted into a page (a README's fenced ```yaml block holding "cff-version:"): its claims,
    each on the page's own line, and the lines it covers (no prose for the other readers)."""
    at = next((k for k, (_, text) in enumerate(lines) if text.startswith("cff-version:")), None)
    if at is None:
        return [], set()
    start = next((k + 1 for k in range(at - 1, -1, -1) if lines[k][1].lstrip().startswith("```")), None)
    end = next((k for k in range(at + 1, len(lines)) if lines[k][1].lstrip().startswith("```")), None)
    if start is None or end is None:
        return [], set()
    block = lines[start:end]
    text = "\n".join(t for _, t in block)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return [], set()
    if not isinstance(data, dict):
        return [], set()
    shift = block[0][0] - 1             # the block's first line is the page's line ``block[0][0]``
    claims = [replace(c, evidence=replace(c.evidence, line=c.evidence.line + shift))
              for c in _claims(Path(path), text, data)]
    return claims, {number for number, _ in lines[start - 1:end + 1]}


def _claims(path: Path, text: str, data: dict) -> list[Claim]:
    """The software, its preferred-citation paper and its other references, its authors (with ORCID iDs) and
    where each works."""
    paper = _publication(path, text, data.get("preferred-citation"))
    claims: list[Claim] = [paper] if paper else []
    software = _software(path, text, data, paper)
    if software:
        claims.insert(0, software)
    references = data.get("references") if isinstance(data.get("references"), list) else []
    claims += [ref for cite in references if (ref := _publication(path, text, cite, key="title"))]
    authors = _authors(data) + _authors(data.get("preferred-citation"))
    return claims + _people(path, text, authors) + _affiliations(path, text, _authors(data))


def _affiliations(path: Path, text: str, authors: list[dict]) -> list[Claim]:
    """Where each person author works: "Department of X, ETH Zürich" is the department, part of ETH Zürich (a
    country after them is none of them)."""
    out: list[Claim] = []
    for author in authors:
        name, where = cff_name(author), _text(author.get("affiliation"))
        if not name or not where or not ("family-names" in author or "given-names" in author):
            continue
        evidence = Evidence(str(path), _line_of(text, author.get("affiliation")), f"{name}: {where}")
        units = [u.strip() for u in where.split(",") if u.strip() and not _is_country(u.strip())]
        out += [Affiliation(evidence, name, unit) for unit in units]
        out += [PartOf(evidence, part, whole) for part, whole in zip(units, units[1:])]
    return out


def _is_country(text: str) -> bool:
    import pycountry

    try:
        pycountry.countries.lookup(text)
    except LookupError:
        return text.upper() in ("UK", "USA", "US")
    return True


def cff_name(person: Any) -> str | None:
    """Return the display name of a CFF person or entity mapping.

    >>> cff_name({"given-names": "Ludwig", "name-particle": "van", "family-names": "Beethoven"})
    'Ludwig van Beethoven'
    """
    if not isinstance(person, dict):
        return None
    parts = [person.get(k) for k in ("given-names", "name-particle", "family-names", "name-suffix")]
    name = " ".join(str(p).strip() for p in parts if p) or str(person.get("name") or "").strip()
    return " ".join(name.split()) or None


def _load(path: Path) -> tuple[dict, str, tuple[str, ...]]:
    text, warnings = read_decoded(path)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or "unreadable YAML"
        raise InputError(path, f"not valid YAML: {problem}; fix the file",
                         line=mark.line + 1 if mark else None) from exc
    if not isinstance(data, dict):
        raise InputError(path, "not a CITATION.cff: expected YAML keys such as title and authors")
    return data, text, warnings


def _line_of(text: str, *needles: object) -> int:
    """Return the first line holding any of ``needles`` (YAML keeps no positions we can use)."""
    for number, line in enumerate(text.split("\n"), start=1):
        if any(str(n) in line for n in needles if n):
            return number
    return 0


def _key_line(text: str, key: str) -> int:
    """Return the line of a top-level ``key:`` (0 when absent)."""
    lines = text.split("\n")
    return next((n for n, line in enumerate(lines, start=1) if line.startswith(key + ":")), 0)


def _developers(data: dict) -> tuple[str, ...]:
    """Return the people among the authors; spaCy-like files name them only in the citation.

    An entity author ("The scikit-learn developers") is a group, not a person.
    """
    for source in (data, data.get("preferred-citation")):
        people = [a for a in _authors(source) if "family-names" in a or "given-names" in a]
        names = tuple(n for n in map(cff_name, people) if n)
        if names:
            return names
    return ()


def _authors(data: Any) -> list[dict]:
    authors = data.get("authors") if isinstance(data, dict) else None
    return [a for a in authors if isinstance(a, dict)] if isinstance(authors, list) else []


def _software(path: Path, text: str, data: dict, paper: Publication | None) -> Software | None:
    repository = _repository(data)
    name = _text(data.get("title"))
    if name and ": " in name and " " not in name.split(": ")[0]:
        name = name.split(": ")[0]      # "kauz: self-supervised segmentation of ...": the name, then what it does
    if not name and repository:
        name = repository.rstrip("/").rsplit("/", 1)[-1]
    if not name and paper:
        name = paper.title.split(":", 1)[0].strip()
    if not name:
        return None
    return Software(
        evidence=Evidence(str(path), _key_line(text, "title"), f"software: {name}"),
        name=name,
        description=_text(data.get("abstract")),
        repository=repository,
        developers=_developers(data),
        paper=paper.title if paper else None,
        version=_text(data.get("version")),
        license=_license(data.get("license")),
    )


def _repository(data: dict) -> str | None:
    for key in ("repository-code", "repository"):
        if _text(data.get(key)):
            return _text(data[key])
    url = _text(data.get("url"))
    return url if url and any(host in url for host in _CODE_HOSTS) else None


def _license(value: Any) -> str | None:
    if isinstance(value, list):
        return " OR ".join(str(v) for v in value if v) or None
    return _text(value)


def _text(value: Any) -> str | None:
    if value is None or isinstance(value, (dict, list)):
        return None
    return " ".join(str(value).split()) or None


def _publication(path: Path, text: str, cite: Any, key: str = "preferred-citation") -> Publication | None:
    """A citation's paper, its evidence on the line of ``key`` (a reference's on the line of its title)."""
    if not isinstance(cite, dict) or not _text(cite.get("title")):
        return None
    title = _text(cite["title"])
    conference = cite.get("conference") if isinstance(cite.get("conference"), dict) else {}
    venue = _text(cite.get("journal")) or _text(conference.get("name")) or _text(cite.get("collection-title"))
    year = cite.get("year")
    return Publication(
        evidence=Evidence(str(path), _key_line(text, key) if key == "preferred-citation" else _line_of(text, cite["title"]),
                          f"{key}: {title}"),
        title=title,
        authors=tuple(n for n in map(cff_name, _authors(cite)) if n),
        year=int(year) if str(year or "").isdigit() else None,
        venue=venue,
        doi=normalize_doi(str(cite.get("doi") or "")),
        url=_text(cite.get("url")),
        kind=_text(cite.get("type")),
    )


def _people(path: Path, text: str, authors: list[dict]) -> list[PersonClaim]:
    """Return a claim for each author with an ORCID iD (or a website or email), once each."""
    people: dict[str, PersonClaim] = {}
    for author in authors:
        name, orcid = cff_name(author), orcid_id(author.get("orcid"))
        if not name or name in people or not (orcid or author.get("website") or author.get("email")):
            continue
        people[name] = PersonClaim(
            evidence=Evidence(str(path), _line_of(text, author.get("orcid"), author.get("family-names")),
                              f"author: {name}"),
            name=name, orcid=orcid, email=_text(author.get("email")), homepage=_text(author.get("website")),
        )
    return list(people.values())
