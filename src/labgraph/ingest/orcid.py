"""ORCID public records (JSON, API v3.0 and v2.0) -> claims about their owner.

The record's person becomes the owner; employments, invited positions and
memberships become positions and affiliations; educations and
qualifications become degrees; distinctions become awards; works become
publications (with the owner as their author when the work lists none).
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..degrees import find_degree
from ..errors import InputError
from ..model import (
    Affiliation,
    Award,
    Claim,
    Education,
    Evidence,
    Extraction,
    PartOf,
    PersonClaim,
    Position,
    Publication,
)
from .bibtex import normalize_doi
from .text import read_decoded

__all__ = ["read_orcid", "orcid_extraction", "orcid_id", "is_orcid_record", "load_json"]

_ORCID = re.compile(r"(\d{4}-\d{4}-\d{4}-\d{3}[\dX])", re.IGNORECASE)
_SECTIONS = {  # activities-summary key -> the summary key inside it
    "employments": "employment-summary",
    "invited-positions": "invited-position-summary",
    "memberships": "membership-summary",
    "educations": "education-summary",
    "qualifications": "qualification-summary",
    "distinctions": "distinction-summary",
}
def orcid_id(value: object) -> str | None:
    """Return the bare iD ("0000-0002-1825-0097") in an ORCID URL or iD, else None.

    >>> orcid_id("https://orcid.org/0000-0002-1825-0097")
    '0000-0002-1825-0097'
    """
    match = _ORCID.search(str(value or ""))
    return match.group(1).upper() if match else None


def is_orcid_record(head: bytes) -> bool:
    """Tell whether the first bytes of a file look like an ORCID record in JSON."""
    return head.lstrip()[:1] == b"{" and b'"orcid-identifier"' in head


def load_json(path: Path) -> tuple[Any, str, tuple[str, ...]]:
    """Return (parsed JSON, its text, decoding warnings) of a file.

    Raises:
        InputError: unreadable, empty, or not JSON (with the line of the error).
    """
    text, warnings = read_decoded(path)
    try:
        return json.loads(text), text, warnings
    except json.JSONDecodeError as exc:
        raise InputError(path, f"not valid JSON: {exc.msg} (column {exc.colno}); fix the file",
                         line=exc.lineno) from exc


def read_orcid(path: Path) -> Extraction:
    """Return the claims of an ORCID record: its owner, jobs, degrees, awards, works.

    Raises:
        InputError: the JSON is not an ORCID record.
    """
    return orcid_extraction(path, *load_json(path))


def orcid_extraction(path: Path, record: Any, text: str, warnings: tuple[str, ...]) -> Extraction:
    """Return the claims of an ORCID record already parsed from ``text``."""
    if not isinstance(record, dict) or not isinstance(record.get("orcid-identifier"), dict):
        raise InputError(path, "not an ORCID record (no \"orcid-identifier\"); "
                         "save the record from the ORCID API as JSON")
    lines = _put_code_lines(text)
    owner = _owner(path, record)
    name = owner.name if owner else _name_from_id(record)
    claims: list[Claim] = [owner] if owner else []
    activities = _get(record, "activities-summary") or {}
    for section, key in _SECTIONS.items():
        for summary in _summaries(activities.get(section), key):
            claims += _activity_claims(path, section, summary, name, lines)
    for work in _works(activities.get("works")):
        claim = _work(path, work, name, lines)
        if claim:
            claims.append(claim)
    if owner is None:
        warnings += (f"{path}: the record shows no name (private?); its facts use the iD",)
    return Extraction(path=str(path), claims=tuple(claims), warnings=warnings, owner_name=name)


def _get(data: Any, *keys: str) -> Any:
    """Return data[k1][k2]...; ORCID wraps scalars as {"value": ...} and uses nulls freely."""
    for key in keys:
        if not isinstance(data, dict):
            return None
        data = data.get(key)
    if isinstance(data, dict) and set(data) <= {"value", "transient", "language-code"} and "value" in data:
        data = data["value"]
    return data.strip() if isinstance(data, str) else data


def _put_code_lines(text: str) -> dict[int, int]:
    lines = {}
    for number, line in enumerate(text.split("\n"), start=1):
        for match in re.finditer(r'"put-code"\s*:\s*(\d+)', line):
            lines.setdefault(int(match.group(1)), number)
    return lines


def _owner(path: Path, record: dict) -> PersonClaim | None:
    person = record.get("person") or {}
    credit = _get(person, "name", "credit-name")
    given, family = _get(person, "name", "given-names"), _get(person, "name", "family-name")
    name = credit or " ".join(p for p in (given, family) if p)
    if not name:
        return None
    emails = _get(person, "emails", "email") or []
    urls = _get(person, "researcher-urls", "researcher-url") or []
    return PersonClaim(
        evidence=Evidence(str(path), 0, f"ORCID record of {name}"),
        name=name,
        orcid=orcid_id(_get(record, "orcid-identifier", "path")),
        email=next((e.get("email") for e in emails if isinstance(e, dict) and e.get("email")), None),
        homepage=next((_get(u, "url") for u in urls if _get(u, "url")), None),
        is_owner=True,
    )


def _name_from_id(record: dict) -> str:
    return f"ORCID {_get(record, 'orcid-identifier', 'path')}"


def _summaries(section: Any, key: str) -> Iterator[dict]:
    """Yield the summaries of a section in v3.0 (affiliation-group) or v2.0 (flat) layout."""
    if not isinstance(section, dict):
        return
    for group in section.get("affiliation-group") or []:
        for item in (group or {}).get("summaries") or []:
            if isinstance(item, dict) and isinstance(item.get(key), dict):
                yield item[key]
    for summary in section.get(key) or []:
        if isinstance(summary, dict):
            yield summary


def _activity_claims(path: Path, section: str, summary: dict, person: str,
                     lines: dict[int, int]) -> list[Claim]:
    org = _get(summary, "organization", "name")
    if not org:
        return []
    role, dept = _get(summary, "role-title"), _get(summary, "department-name")
    start, end = _year(summary, "start-date"), _year(summary, "end-date")
    words = ", ".join(p for p in (role, dept, org) if p)
    evidence = Evidence(str(path), lines.get(summary.get("put-code"), 0), f"{section}: {words}")
    claims: list[Claim] = []
    if dept and dept != org:
        claims.append(PartOf(evidence=evidence, part=dept, whole=org))
    if section in ("educations", "qualifications"):
        degree, field = _degree(role)
        if degree or section == "educations":
            claims.append(Education(evidence=evidence, person=person, degree=degree or (role or "Unspecified"),
                                    institution=org, field=field, start=start, end=end))
        return claims
    if section == "distinctions":
        return [Award(evidence=evidence, person=person, name=role or org, year=start or end)]
    claims.append(Affiliation(evidence=evidence, person=person, org=org))
    if role and section != "memberships":
        claims.append(Position(evidence=evidence, person=person, title=role, org=org, start=start, end=end))
    return claims


def _degree(role: str | None) -> tuple[str | None, str | None]:
    """Return (short degree, field) from a role title such as "PhD in Physics"."""
    if not role:
        return None, None
    field = re.split(r"\s+in\s+", role, maxsplit=1)
    found = find_degree(role)
    return (found[0], field[1].strip() if len(field) == 2 else None) if found else (None, None)


def _year(summary: dict, key: str) -> int | None:
    value = _get(summary, key, "year")
    return int(value) if isinstance(value, str) and value.isdigit() else None


def _works(section: Any) -> Iterator[dict]:
    """Yield one summary per work group (ORCID groups the same work from several sources)."""
    if not isinstance(section, dict):
        return
    for group in section.get("group") or []:
        summaries = [s for s in (group or {}).get("work-summary") or [] if isinstance(s, dict)]
        if summaries:
            yield min(summaries, key=lambda s: int(str(s.get("display-index") or 0) or 0))


def _work(path: Path, work: dict, owner: str, lines: dict[int, int]) -> Publication | None:
    title = _get(work, "title", "title")
    if not title:
        return None
    contributors = _get(work, "contributors", "contributor") or []
    authors = tuple(n for n in (_get(c, "credit-name") for c in contributors) if n) or (owner,)
    doi, url = _work_ids(work)
    return Publication(
        evidence=Evidence(str(path), lines.get(work.get("put-code"), 0), f"work: {title}"),
        title=" ".join(title.split()),
        authors=authors,
        year=_year(work, "publication-date"),
        venue=_get(work, "journal-title"),
        doi=doi,
        url=_get(work, "url") or url,
        kind=str(work.get("type") or "").lower().replace("_", "-") or None,
    )


def _work_ids(work: dict) -> tuple[str | None, str | None]:
    """Return (DOI, URL) from a work's external ids, the work's own ("self") ids first."""
    ids = [i for i in _get(work, "external-ids", "external-id") or [] if isinstance(i, dict)]
    ids.sort(key=lambda i: str(i.get("external-id-relationship") or "").lower() != "self")
    doi = next((d for d in (normalize_doi(str(i.get("external-id-value") or ""))
                            for i in ids if i.get("external-id-type") == "doi") if d), None)
    url = next((u for u in (_get(i, "external-id-url") for i in ids) if u), None)
    return doi, url
