"""A research portal's profile page (Elsevier Pure and its kin, as many European universities publish them).

Each list item is a title line under a bullet, a line of people and dates, and a type line:

    • Article Wind-driven restratification of a shelf sea
        Pritchard, T. J., Ó Dálaigh, N. & Adeyemi-Jones, F., Sept 2024, In: Continental Shelf Research. 279.
        Research output: Contribution to journal › Article › peer-review
    • Wind, waves and restratification in a stratified sea
        Tobias J. Pritchard (Author), Ó Dálaigh, N. (Supervisor) & Adeyemi-Jones, F. (Supervisor), 2024
        Student thesis: Doctoral Thesis › Doctor of Philosophy
    • Best Student Talk, UK Shelf Seas Science Meeting
        Pritchard, T. J. (Recipient), 14 Jun 2022

The type line says what the item is; the people line says who wrote, supervised or received it.
"""
from __future__ import annotations

import re

from ..degrees import DEGREE_OF_LEVEL
from ..model import Award, Claim, Education, Evidence, Line, Publication, Software, Supervision
from ..names import SURNAME_PARTICLE
from ..sections import is_bullet, strip_bullet
from .patterns import URL, years
from .publications import parse_authors

# "Research output: Contribution to journal › Article › peer-review", "Student thesis: Doctoral Thesis › ..."
TYPE_LINE = re.compile(r"^\s*(?P<kind>Research output|Student thesis|Prize|Activity|Project|Press/Media)\s*:\s*(?P<what>.+›.*)$")
# the type a portal writes before an output's title: "Article Wind-driven ...", "Review article Shelf seas ..."
_TYPE_WORD = re.compile(r"^(?:Article|Review article|Paper|Chapter|Book|Software|Conference contribution|Conference article|"
                        r"Letter|Editorial|Poster|Abstract|Meeting abstract|Comment/debate|Preprint|Working paper|Report|"
                        r"Commissioned report|Dataset|Doctoral Thesis|Entry for encyclopedia/dictionary|Other contribution|"
                        r"Contribution to conference|Special issue)\s+(?=[\"“‘'A-Z0-9])")
# "Tobias J. Pritchard (Author), Ó Dálaigh, N. (Supervisor) & Adeyemi-Jones, F. (Supervisor), 2024"
_ROLE = re.compile(r"(?P<who>[^()]+?)\s*\((?P<role>Author|Supervisor|Co-supervisor|Recipient|PI|CoI|Editor|Second reader|"
                   r"Examiner|Promotor|Co-promotor)\)", re.I)
# the labelled form of a thesis's people: "Author: Verstappen, A., Supervisor: op den Kamp, B. (Supervisor) & ..."
_AUTHOR_LABEL = re.compile(r"^Author:\s*(?P<author>.+?),\s*Supervisors?(?:/Advisors?)?:\s*")
# a thesis output's own supervisors, on a line of their own: "Supervisors/Advisors: Haverkamp, W. J. (Supervisor) & ..."
_ADVISORS_LINE = re.compile(r"^\s*Supervisors?(?:/Advisors?)?\s*:\s*(?P<who>.+)$")
# where a thesis was defended: "14 Mar 2006, Leiden: Leiden University. 201 p."
_PUBLISHER = re.compile(r"(?:19|20)\d{2},\s*[^:,]{2,40}:\s*(?P<org>[^.,]{4,80})\.")
_ADVISING = {"supervisor": None, "promotor": None, "co-supervisor": "co-supervisor", "co-promotor": "co-supervisor"}
_DATE_IN = re.compile(r",\s*(?:\d{1,2}\s+)?(?:[A-Z][a-z]{2,8}\.?\s+)?(?P<year>(?:19|20)\d{2})\b")


def is_portal(lines: tuple[Line, ...]) -> bool:
    """Whether a page is a portal's profile: two type lines at least."""
    return sum(1 for ln in lines if "›" in ln.text and TYPE_LINE.match(ln.text)) >= 2


def _items(lines: tuple[Line, ...]) -> list[list[Line]]:
    """The page's bulleted items, each its bullet line and the indented lines under it."""
    items: list[list[Line]] = []
    for line in lines:
        if is_bullet(line.text):
            items.append([line])
        elif items and line.text[:1].isspace() and line.text.strip():
            items[-1].append(line)
        elif line.text.strip():
            items.append([])        # anything else closes the item
    return [it for it in items if len(it) >= 2]


def _roles(people: str) -> list[tuple[str, str]]:
    """Each person a people line names with the role in brackets after them: ("Ó Dálaigh, N.", "supervisor")."""
    return [(m.group("who").strip(" ,&"), m.group("role").lower()) for m in _ROLE.finditer(people)]


def _advising(roles: list[tuple[str, str]]) -> list[tuple[str, str | None]]:
    """The supervisors among ``roles``, each with their role on the claim (None for a main supervisor)."""
    return [(p, _ADVISING[role]) for who, role in roles if role in _ADVISING and (p := _person(who))]


def _person(written: str) -> str | None:
    found = parse_authors(written.strip(" ,&"))
    return found[0] if len(found) == 1 else None


# a prize on one line: "Best Paper Award, FM 2021 – Roe, J. A. (Recipient) & ter Haar, T. (Recipient), 2021"
_PRIZE_LINE = re.compile(r"^(?P<name>.+?)\s+[–—-]\s+(?P<people>[^–—]+?\(Recipient\)[^–—]*?)(?:,\s*(?P<year>(?:19|20)\d{2}))?\s*$")


def prize_line(text: str) -> tuple[str, list[str], int | None] | None:
    """The prize, its recipients and its year of a portal's one-line prize entry, or None.

    >>> prize_line("Best Paper Award, FM 2021 – Roe, J. A. (Recipient) & ter Haar, T. (Recipient), 2021")
    ('Best Paper Award, FM 2021', ['Roe J.A.', 'ter Haar T.'], 2021)
    """
    m = _PRIZE_LINE.match(text) if "(Recipient)" in text else None
    roles = _roles(m.group("people")) if m else []
    if not roles or any(role != "recipient" for _, role in roles):
        return None
    people = [p for who, _ in roles if (p := _person(who))]
    return (m.group("name").strip(), people, int(m.group("year")) if m.group("year") else None) if people else None


# the author of a student thesis at the end of its title's line: "... ionic liquid mixtures McAteer, C. (Author),"
_AUTHOR_AFTER_TITLE = re.compile(rf"\s(?:(?:{SURNAME_PARTICLE}|Ní|Ni|Ó|O|Mac|Mc)\s+){{0,2}}"
                                 r"[A-ZÀ-Þ][\w'’\-]+,\s+(?:[A-ZÀ-Þ]\.\s?(?:-?[A-ZÀ-Þ]\.\s?)?){1,3}\s*\(Author\),?\s*(?:&\s*)?$")


def read(path: str, lines: tuple[Line, ...], university: str | None) -> tuple[list[Claim], set[int]]:
    """The outputs, student theses and prizes of a portal's profile page, and the lines they take."""
    out: list[Claim] = []
    covered: set[int] = set()
    for item in _items(lines):
        head = strip_bullet(item[0].text)
        people = item[1].text.strip()
        if "(Author)" in head and (first := _AUTHOR_AFTER_TITLE.search(head)):
            # the title's line runs on into its people: "Data-driven prediction of X McAteer, C. (Author)," / "Roe,
            # S. (Supervisor) & ..., Dec 2022"
            head, people = head[:first.start()].rstrip(), f"{first.group(0).strip()} {people}"
        if people.startswith("Author:"):
            people = _AUTHOR_LABEL.sub(lambda m: f"{m.group('author')} (Author), ", people)
        kind = next((m for ln in item[1:] if (m := TYPE_LINE.match(ln.text))), None)
        roles = _roles(people)
        evidence = Evidence(path, item[0].number, f"{head} / {people}"[:300])
        when = years(people)
        year = when[0] if when else None
        if kind and kind.group("kind") == "Student thesis":
            authors = [p for who, role in roles if role == "author" and (p := _person(who))]
            advisors = _advising(roles)
            if not authors:
                continue
            level = "PhD" if re.search(r"doctor", kind.group("what"), re.I) else \
                "Master" if re.search(r"master", kind.group("what"), re.I) else \
                "Bachelor" if re.search(r"bachelor", kind.group("what"), re.I) else "Unspecified"
            out.append(Publication(evidence, head.strip(), (authors[0],), year))
            out += [Supervision(evidence, a, authors[0], level, None, year, role) for a, role in advisors]
            if university and level in ("PhD", "Master", "Bachelor"):
                out.append(Education(evidence, authors[0], DEGREE_OF_LEVEL[level],
                                     university, None, None, year))
        elif roles and all(role == "recipient" for _, role in roles):
            out += [Award(evidence, p, head.strip(), year) for who, _ in roles if (p := _person(who))]
        elif kind and kind.group("kind") == "Research output":
            typed = _TYPE_WORD.match(head)
            title = head[typed.end():] if typed else head
            written = _DATE_IN.search(people)
            authors = parse_authors(people[:written.start()]) if written else ()
            if not authors:
                continue
            if re.search(r"›\s*Software", kind.group("what")):
                name, _, about = title.partition(":")
                link = URL.search(people)
                out.append(Software(evidence, name.strip(), about.strip() or None, link.group(0) if link else None,
                                    tuple(authors)))
            else:
                venue = re.search(r"\bIn:\s*([^.]+)|presented at\s+([^,.]+)", people)
                out.append(Publication(evidence, title.strip(), tuple(authors), int(written.group("year")),
                                       (venue.group(1) or venue.group(2)).strip() if venue else None))
                advising = next((m for ln in item[2:] if (m := _ADVISORS_LINE.match(ln.text))), None)
                if len(authors) == 1 and re.search(r"›\s*(?:Doctoral|PhD) Thesis", kind.group("what")):
                    # a doctoral thesis among the outputs (its supervisors under it): its author's doctorate
                    out += [Supervision(evidence, who, authors[0], "PhD", None, int(written.group("year")), role)
                            for who, role in (_advising(_roles(advising.group("who"))) if advising else ())]
                    place = _PUBLISHER.search(people)
                    if place or university:
                        out.append(Education(evidence, authors[0], "PhD", place.group("org").strip() if place else university,
                                             None, None, int(written.group("year"))))
        else:
            continue
        covered.update(ln.number for ln in item)
    return out, covered
