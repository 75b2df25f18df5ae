"""A repository's records of theses (DSpace, EPrints, a university's research portal): each record a run of labelled
rows, as the page shows them ("Title: | X", "Authors: | Surname, Given", "Advisor(s): | A; B", "Degree: | Ph.D.",
"Department: | Oceanography", "Issue Date: | 2021-08") or as its Dublin Core table ("dc.contributor.advisor | A",
"dc.title | X", "thesis.degree.grantor | University of Y").

Each record gives the thesis (its author, year, type), the author's degree (level from the degree's name, field from
the department, institution from the record's grantor or publisher, else the one the page's other records name) and
the advisors' supervision of the author, finished in the thesis's year; a committee member's institution in brackets
("Tanaka, Hiroshi (Tohoku Univ.)") is theirs. Committee members advise no one.
"""
from __future__ import annotations

import re
from collections.abc import Iterator

from ..model import Affiliation, Claim, Document, Education, Evidence, Line, Publication, Supervision
from ..degrees import DEGREE_OF_LEVEL
from ..names import clean_name, looks_like_name
from .patterns import find_degree, find_level, looks_like_org, years

# "Advisor(s): | X", "dc.contributor.advisor | X": a label, the cell's bar, a value
_ROW = re.compile(r"^\s*(?P<label>[A-Za-z][\w.() ]{1,40}?)\s*:?\s*\|\s*(?P<value>\S.*?)\s*(?:\|\s*(?:[a-z]{2}(?:_[A-Z]{2})?)?\s*)?$")
_FIELDS = {
    "title": "title", "dc.title": "title",
    "author": "author", "authors": "author", "author(s)": "author", "dc.contributor.author": "author",
    "dc.creator": "author", "creator": "author",
    "advisor": "advisor", "advisors": "advisor", "advisor(s)": "advisor", "adviser": "advisor", "supervisor": "advisor",
    "supervisors": "advisor", "supervisor(s)": "advisor", "dc.contributor.advisor": "advisor",
    "committee member": "committee", "committee members": "committee", "committee member(s)": "committee",
    "dc.contributor.committeemember": "committee",
    "degree": "degree", "degree name": "degree", "thesis.degree.name": "degree", "thesis.degree.level": "level",
    "dc.type": "type", "type": "type",
    "department": "department", "thesis.degree.discipline": "department", "discipline": "department",
    "issue date": "date", "date issued": "date", "dc.date.issued": "date", "date": "date", "year": "date",
    "dc.publisher": "grantor", "publisher": "grantor", "thesis.degree.grantor": "grantor", "grantor": "grantor",
    "institution": "grantor", "awarding institution": "grantor",
}
_MANY = ("advisor", "committee", "author")


def has_records(text: str) -> bool:
    """A cheap test: labelled rows of advisors or a Dublin Core table."""
    return ("dvisor" in text or "upervisor" in text or "dc.contributor" in text) and "|" in text


def records(doc: Document) -> list[Claim]:
    """The claims of each thesis record on a repository's page."""
    found = list(_records(doc.lines))
    grantors = [r["grantor"][0][1] for r in found if r.get("grantor")]
    out: list[Claim] = []
    for record in found:
        out += _claims(doc.path, record, grantors[0] if grantors else None)
    return out


def _records(lines: tuple[Line, ...]) -> Iterator[dict[str, list[tuple[Line, str]]]]:
    """Runs of labelled rows (a blank line or an unlabelled line ends one), those with a title and an author."""
    record: dict[str, list[tuple[Line, str]]] = {}
    for line in (*lines, Line(0, "")):
        m = _ROW.match(line.text) if "|" in line.text else None
        field = _FIELDS.get(m.group("label").strip().lower()) if m else None
        if m and field:
            record.setdefault(field, []).append((line, m.group("value").strip()))
            continue
        if m:
            continue            # a row of another field ("Abstract: | ...", "dc.language.iso | eng")
        if record.get("title") and record.get("author") and (record.get("advisor") or record.get("degree")):
            yield record
        record = {}


def _claims(path: str, record: dict[str, list[tuple[Line, str]]], page_grantor: str | None) -> list[Claim]:
    title_line, title = record["title"][0]
    authors = [name for _, value in record["author"] for name in _names(value)]
    if not authors:
        return []
    evidence = Evidence(path, title_line.number, title[:300])
    when = [y for _, value in record.get("date", []) for y in years(value)]
    year = when[0] if when else None
    degree_text = " ".join(v for _, v in record.get("degree", []) + record.get("level", []) + record.get("type", []))
    level = find_level(degree_text) or ("PhD" if re.search(r"dissertation", degree_text, re.I) else None)
    degree = find_degree(degree_text)
    grantor = record["grantor"][0][1] if record.get("grantor") else page_grantor
    field = record["department"][0][1] if record.get("department") else None
    out: list[Claim] = [Publication(evidence, title.rstrip("."), tuple(authors), year, None, kind="thesis")]
    author = authors[0]
    if grantor and (degree or level):
        short = degree[0] if degree else DEGREE_OF_LEVEL.get(level or "")
        if short:
            out.append(Education(evidence, author, short, grantor, field, None, year))
    for line, value in record.get("advisor", []):
        for name in _names(value):
            if name != author:
                out.append(Supervision(Evidence(path, line.number, value[:300]), name, author, level or "Unspecified",
                                       None, year))
    for line, value in record.get("committee", []):
        for part in value.split(";"):
            home = re.search(r"\(([^()]{3,60})\)\s*$", part)
            names = _names(part[:home.start()] if home else part)
            org = re.sub(r"\bUniv\.?$", "University", home.group(1).strip()) if home else None
            if names and org and looks_like_org(org):
                out.append(Affiliation(Evidence(path, line.number, part.strip()[:300]), names[0], org))
    return out


def _names(value: str) -> list[str]:
    """ "Pellegrini, Marco A.; Chanda, Arindam" -> ["Marco A. Pellegrini", "Arindam Chanda"] (each "Surname, Given")."""
    out = []
    for part in value.split(";"):
        part = re.sub(r"\s*\([^()]*\)\s*$", "", part).strip()
        if part.count(",") == 1:
            surname, given = (p.strip() for p in part.split(","))
            part = f"{given} {surname}"
        name = clean_name(part)
        if looks_like_name(name):
            out.append(name)
    return out
