"""Sections -> claims. Each extractor module has ``extract(section)`` and ``READS``.

Extractors sit in ``EXTRACTORS``; ours are registered here exactly as an
outside one would be. ``extract_document`` runs every extractor on every
section whose kind it reads, then applies the inferences that need the whole
document (the owner as author of their own publication list, students of a
group leader as members of the group).
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterator
import dataclasses
from dataclasses import replace
from types import ModuleType
from typing import NamedTuple

from ..model import (OWNER, Affiliation, Award, Claim, Document, Education, Evidence, Extraction, Line, PartOf,
                     PersonClaim, Position, Publication, Section, Software, Supervision)
from ..degrees import DEGREE_OF_LEVEL
from ..ingest import bibtex, cff
from ..sections import DATED_ITEM, ITEM_DATE, MONTH_NAMES, split_sections
from . import awards, career, interests, links, publications, software, supervision
from . import records as thesis_records
from . import forms
from . import blocks as blocks_module, portal
from .blocks import Block, person_blocks
from .owner import find_owner, likely_owner
from ..names import PARTICLES, SURNAME_PARTICLE, TITLE_PREFIX, clean_name, family_name_first, fold, looks_like_name, nickname, title_case, without_nickname
from ..sections import PROPER_NAME, ROLE, heading_kind, is_bullet, is_name_line, strip_bullet
from .patterns import (ORG_WORDS, orgs_in, find_degree, find_level, has_degree, is_acronym_of, is_location, is_town, levels_in, looks_like_org, mentions,
                       sentences, split_acronym, take_names, top_level_items, without_link_addresses, years)

EXTRACTORS: dict[str, ModuleType] = {
    "career": career,
    "supervision": supervision,
    "publications": publications,
    "software": software,
    "awards": awards,
    "interests": interests,
}

_INTRO_KINDS = ("top", "about", "students", "research", "other")
_AFTER_TRAINING = re.compile(r"\b(?:after|following)\s+(?:a|an|her|his|their|my)\s+(?:post-?doc|postdoctoral|ph\.?\s?d|"
                             r"doctorate|fellowship)|"
                             r"\bbefore\s+(?:joining|moving to|returning to|coming to|coming (?:home|back)|moving back|starting|founding|setting up|"
                             r"establishing)\s", re.I)   # "... at X before joining Y"
_TITLED_LAB = re.compile(rf"(?:{SURNAME_PARTICLE}\s+(?=[A-Z]))?"     # "van Rooyen Lab"
                         r"(?:[A-Z][\w\-&'’]*\s+(?:(?:and|of|for|&|van|von|der|den|de|la|du|di|da|del)\s+)*){1,7}"
                         r"(?:[Ll]ab|[Ll]aboratory|[Gg]roup|[Tt]eam)"       # ("Van der Meulen Group")
                         r"(?:\s+\([^()]{2,20}\))?")      # "X and Y Laboratory (XY Lab)"      # where a lab page says where its lab sits
_GROUP = re.compile(r"\b(?:group|lab|laboratory|team|centre|center)\b", re.I)
# "the lab directed by X": a lab the words do not name (the page's title does)
_THE_LAB_BY = re.compile(r"\b(?:the|our|this)\s+(?:lab|laboratory|group|team)\s+(?=(?:is\s+)?(?:led|headed|directed|run)\s+by\s)", re.I)
_CHAIR_TITLE = re.compile(r"^(?:(?:Team|People|Members|Staff)\s*[:|–—-]\s*)?((?:Chair|Professorship) (?:of|for) (?-i:[A-Z])[\w&\- ]{3,80}?)"
                          r"\s*(?:\([^()]*\))?$")
_FORMER = re.compile(r"\b(?:former|past|graduated|alumn\w*|were)\b", re.I)      # "Among his students were A and B"
_TEAM_WORD = re.compile(r"\b(?:group|lab|laboratory|team|laboratoire|laboratorio|laborat[oó]rio|[ée]quipe|\w*gruppe|lehrstuhl|"
                        r"(?-i:Chair)\s+(?:of|for))\b", re.I)    # a centre hosts many groups; a German chair is one
_FACULTY = re.compile(r"professor|profes+or|lecturer|reader|director|head|chair|dean|leader|investigator|researcher|scientist|"
                      r"fellow|docent|dozent|investigador|chercheu", re.I)
_PAST_YEAR = re.compile(r"(?:In|From|During|Between)\s+(?:(?:early|late|the)\s+)?(?:19|20)\d\d\b[^.;]{0,40}?\b"
                        r"(?:was|were|spent|held|visited)\b")
_TRAINEE = re.compile(r"post-?doc|fellow|student|intern|visiting|candidate", re.I)
_INSTITUTE = re.compile(r"\binstitut(?:e|o)?\b(?! of technology)", re.I)
_TEAM = re.compile(r"\b(?:group|lab|team)$", re.I)
_ACADEMIC_UNIT = re.compile(r"\b(?:Department|School|Faculty) of\b")      # a university's unit, not a research agency
_DATED = re.compile(r"\((?:19|20)\d{2}(?:\s*[-–]\s*(?:19|20)\d{2})?\)")
# "IIT Madras", "KAIST", "Caltech": universities known by their short names; an "Institute of Science" grants degrees
_UNIVERSITY = re.compile(r"\b(?:universi[td]\w*|college|institute of technology|institute of science|school|polytechnic|politecnico|eth|epfl|iit|iiser|iisc|nit|kaist|"
                         r"institutet|h[öo]gskola|hochschule|hogeschool|"      # "Karolinska Institutet": a university by its word
                         r"postech|mit|caltech|kth|dtu)\b|^(?:TU|TH|FH|KU)\s", re.I)     # "TU Dresden": a Technische Universität


_PEOPLE_READERS = (career, supervision)
_NOTE_MARKS = "¹²³⁴⁵⁶⁷⁸⁹"
_NOTE_LINE = re.compile(r"^\s*([¹²³⁴⁵⁶⁷⁸⁹])\s+(\S.{8,200}?)[\s·]*$")


_ARABIC = re.compile(r"[\u0600-\u06ff\u0590-\u05ff]")       # Arabic and Hebrew letters


def _latin_sides(doc: Document) -> Document:
    """A page in Arabic (or Hebrew) and English side by side, read in English: of each cell or part written in both
    ("قسم العقاقير / Department of Pharmacognosy"), the Latin side; a name glued after its Arabic form ("ريم سعد
    الدوسريReem Saad Al-Dosari") without it. Lines in one script only stay as they are; line numbers stay.

    >>> _latin_sides(Document("x", "الدرجة / Degree | دكتوراه / PhD | جامعة الملك سعود / King Saud University")).text
    'Degree | PhD | King Saud University'
    """
    out = []
    for line in doc.text.split("\n"):
        if _ARABIC.search(line) and re.search(r"[A-Za-z]{2}", line):
            cells = []
            for cell in line.split(" | "):
                parts = _slash_parts(cell)
                latin = [p for p in parts if len(_ARABIC.findall(p)) < len(re.findall(r"[A-Za-z]", p))]
                cell = " / ".join(latin) if len(parts) > 1 and latin else cell
                cells.append(re.sub(r"^[\s\u0600-\u06ff\u0590-\u05ff.;]+(?=[A-Z])", "", cell))   # (or "X; Y": a line break)
            line = " | ".join(cells)
        out.append(line)
    return replace(doc, text="\n".join(out))


def _slash_parts(cell: str) -> list[str]:
    """A cell's parts between " / " outside brackets ("Publications (مختارات / selected)" is one part)."""
    parts, depth, start = [], 0, 0
    for k, ch in enumerate(cell):
        depth += (ch == "(") - (ch == ")")
        if depth == 0 and cell.startswith(" / ", k):
            parts.append(cell[start:k])
            start = k + 3
    return [*parts, cell[start:]]


_RULE_LINE = re.compile(r"^\s*(?:-{20,}|={20,}|_{20,})\s*$")


def _entries(doc: Document) -> Extraction | None:
    """A file of several people's entries, each a copy of the same site's page between rules ("Mathematics Genealogy
    Project" / ... / "Lucía X" / "Advisor: ..." / "------" / "Mathematics Genealogy Project" / ... / "Rohan Y"): each
    entry read on its own, its owner's facts that person's. None when the file is one person's (the parts name no
    owner of their own, or the same one: a CV's pages between rules)."""
    rules = [ln.number for ln in doc.lines if ln.text[:1] in " -=_" and _RULE_LINE.match(ln.text)]
    if not rules or len(rules) > 50:
        return None
    bounds = [0, *rules, len(doc.lines)]
    spans = [(a, b) for a, b in zip(bounds, bounds[1:]) if any(ln.text.strip() for ln in doc.lines[a:b])]
    firsts = {next((ln.text.strip() for ln in doc.lines[a:b] if ln.text.strip()), "") for a, b in spans}
    if len(spans) < 2 or len(firsts) != 1:
        return None         # (each entry opens as the site's page does: its header, then the person)
    parts = []
    for a, b in spans:
        text = "\n".join(ln.text for ln in doc.lines[a:b])
        links = tuple(replace(k, line=k.line - a) for k in doc.links if a < k.line <= b)
        parts.append(extract_document(Document(doc.path, text, links, doc.format)))
    owners = [p.owner_name for p in parts]
    if None in owners or len({fold(o) for o in owners}) < len(owners):
        return None
    claims: list[Claim] = []
    for (a, _), part in zip(spans, parts):      # (each claim's evidence at its line in the whole file)
        claims += [_owned_by(replace(c, evidence=replace(c.evidence, line=c.evidence.line + a)), part.owner_name)
                   if part is not parts[0] else replace(c, evidence=replace(c.evidence, line=c.evidence.line + a))
                   for c in part.claims]
    return Extraction(doc.path, tuple(dict.fromkeys(claims)), tuple(dict.fromkeys(w for p in parts for w in p.warnings)),
                      parts[0].owner_name)


def _owned_by(claim: Claim, name: str) -> Claim:
    """A claim of an entry's owner made that person's by name (the file's owner is its first entry's)."""
    if isinstance(claim, PersonClaim):
        return replace(claim, is_owner=False) if claim.is_owner else claim
    changes = {f.name: name for f in dataclasses.fields(claim) if getattr(claim, f.name) == OWNER}
    return replace(claim, **changes) if changes else claim


def _notes_in_place(doc: Document) -> Document:
    r"""A page's notes marked with superscript figures ("| Ana Ruiz | PhD student ² |" over "² co-supervised by
    Prof. X"): each note read where its mark stands, in brackets, and its own line left blank (line numbers kept).

    >>> _notes_in_place(Document("x.md", "Ana Ruiz - PhD student ²\n\n² co-supervised by Prof. Jo Lund")).text
    'Ana Ruiz - PhD student (co-supervised by Prof. Jo Lund)\n\n'
    """
    lines = doc.text.split("\n")
    notes = {m.group(1): m.group(2).strip() for ln in lines if (m := _NOTE_LINE.match(ln))}
    if not notes:
        return doc
    out = []
    for line in lines:
        m = _NOTE_LINE.match(line)
        if m and m.group(1) in notes:
            out.append("")
            continue
        out.append(re.sub(r"(?<=\S) ?([¹²³⁴⁵⁶⁷⁸⁹])(?=\s|\||$)",
                          lambda n: f" ({notes[n.group(1)]})" if n.group(1) in notes else n.group(0), line))
    return replace(doc, text="\n".join(out))


# a thesis title page's block of supervisors: "Supervisors:" over "Prof. A    Department of X, Y University" lines
_TITLE_PAGE_SUPERVISORS = re.compile(r"^\s*(?:(?:thesis|doctoral|phd)\s+)?(?P<co>co-?)?(?:supervisors?|advisors?|advisers?|promot[eo]rs?|"
                                     r"supervisory committee|directeurs? de th[èe]se)\s*:\s*$", re.I)


def _title_page_supervisors(doc: Document, level: str) -> list[Claim]:
    """The supervisors a thesis's title page lists under its label in two columns, one a line, each with where they
    work after a wide gap: the author's supervisors at the thesis's level."""
    lines = doc.lines[:80]
    # (each label in the page's left column: "Supervisor:    Dissertation presented in partial" / "Prof. A    fulfillment
    # of the requirements", then "Co-supervisor:" over the next)
    labels = [(k, label) for k, line in enumerate(lines)
              if (label := _TITLE_PAGE_SUPERVISORS.match(re.split(r"\s{3,}|\t", line.text.strip(), maxsplit=1)[0]))]
    out: list[Claim] = []
    for k, label in labels:
        for below in lines[k + 1:k + 6]:
            columns = re.split(r"\s{3,}|\t", below.text.strip(), maxsplit=1)
            names = take_names(columns[0]) if len(columns) == 2 or len(labels) > 1 else []
            if len(names) != 1:
                break       # (a blank line; names with their places after commas, roles in brackets: the supervision reader's)
            evidence = Evidence(doc.path, below.number, below.text.strip())
            out.append(Supervision(evidence, names[0], OWNER, level, role="co-supervisor" if label.group("co") else None))
            out += [Affiliation(evidence, names[0], org) for org in (career.org_line(columns[1]) if len(columns) == 2 else ())]
    return out


def _thesis_title_page(doc: Document) -> tuple[str, str, str | None, str | None, int | None] | None:
    """(level, degree, institution, field, year) of a thesis's title page ("A THESIS submitted by X for the award of
    the degree of DOCTOR OF PHILOSOPHY / DEPARTMENT OF CIVIL ENGINEERING / INDIAN INSTITUTE OF TECHNOLOGY MADRAS /
    JULY 2023"), or None when the page opens no thesis."""
    top = [ln.text.strip() for ln in doc.lines[:30] if ln.text.strip()]
    if any("     " in t for t in top):
        # a page in two columns ("Supervisor:        Dissertation presented in partial"): each column read down
        parts = [re.split(r"\s{5,}", t, maxsplit=1) for t in top]
        top = [p[0] for p in parts] + [p[1] for p in parts if len(p) > 1]
    text = " ".join(top)
    if not re.search(r"\b(?:thesis|dissertation)\b", text, re.I) or not re.search(r"\bdegree of\b", text, re.I):
        return None
    after = text[re.search(r"\bdegree of\b", text, re.I).end():]
    found = find_degree(after[:60])
    level = find_level(after[:60])
    if not found or not level:
        return None
    # ("of The Australian National University" under "submitted for the degree of ...": the university wrapped)
    lines = [re.sub(r"(?i)^of\s+(?:the\s+)?", "", t) for t in top]
    places = [title_case(t) for t in lines if _UNIVERSITY.search(t) and len(t) < 80 and looks_like_org(title_case(t))
              and not re.search(r"(?i)^(?:©|department|school|faculty)|\b(?:thesis|submitted|dissertation)\b", t)]
    # a university before a school of it that grants no degree ("Research School of Earth Sciences")
    places.sort(key=lambda t: not re.search(r"(?i)universi|institute of technology|polytechnic", t))
    # "... for the degree of Doctor of Philosophy of The Australian National University" (the lines run together)
    own = next((t for t in top if re.search(r"\bdegree of\b", t, re.I)), "")
    own = own[re.search(r"\bdegree of\b", own, re.I).end():] if own else ""
    named = find_degree(own[:60])
    granted = re.search(r"\s(?:of|at|from)\s+(?:[Tt]he\s+)?((?-i:[A-Z])[\w'’\-]*(?:\s+(?:of|and|for|[A-Z][\w'’\-]*)){0,6})\s*$",
                        own[named[1].end():].split(".")[0]) if named else None
    if granted and _UNIVERSITY.search(granted.group(1)) and looks_like_org(granted.group(1)):
        places.insert(0, granted.group(1))
    institution = places[0] if places else None
    unit = next((t for t in top if re.match(r"(?i)department of\s+\S", t)), None)
    field = title_case(re.sub(r"(?i)^department of\s+", "", unit)) if unit else None
    when = [y for t in top for y in years(t)]
    return level, found[0], institution, field, when[-1] if when else None


def _under_parents(claims: list[Claim], parents: dict[int, str]) -> list[Claim]:
    """The owner's supervisions on a family tree's lines read as the supervisions of the entry each line hangs
    under (the tree's head advises the entries under it); the head's own line advises no one."""
    out = []
    for c in claims:
        parent = parents.get(c.evidence.line)
        if parent and isinstance(c, Supervision) and c.advisor == OWNER:
            if c.advisee == parent or fold(c.advisee) == fold(parent):
                continue                # the head's own entry: whose student the head was, not the reverse
            c = replace(c, advisor=parent)
        out.append(c)
    return out


_ARROW = re.compile(r"\s+(?:-{1,2}>|→|⟶|⇒)\s+")


def _lineage_chains(doc: Document) -> list[Claim]:
    """An academic family's line drawn with arrows ("Aurél Vágó  -->  B. Ferenczy-Tóth  -->  E. Hollósy  -->  L. Roe"):
    each name the doctoral advisor of the next. Three names or more, every part a name (not "Bachelor → Master →
    PhD", nor a placement's "PhD 2019 → Lecturer, X")."""
    out: list[Claim] = []
    for line in doc.lines:
        parts = _ARROW.split(line.text.strip())
        names = [clean_name(p) for p in parts] if len(parts) >= 3 else []
        if len(parts) >= 3 and all(looks_like_name(n) and " " in n and n == p.strip() for n, p in zip(names, parts)):
            evidence = Evidence(doc.path, line.number, line.text.strip())
            out += [Supervision(evidence, a, b, "PhD") for a, b in zip(names, names[1:])]
    return out


def _titled_people(doc: Document) -> list[Claim]:
    """Everyone the page names with an academic title ("my labmate Dr. Harpreet Kaur Sandhu", "Prof. R. Rao
    (Chairperson)"): people of the academic world, whatever else is said of them.

    >>> [c.name for c in _titled_people(Document("x", "Thanks to Dr. Ana Ruiz and Prof. K. S. Rao; Dr Who."))]
    ['Ana Ruiz', 'K. S. Rao']
    """
    found: list[Claim] = []
    for line in doc.lines:
        if "Dr" not in line.text and "Prof" not in line.text:
            continue
        for m in _TITLED.finditer(line.text):
            names = take_names(line.text[m.end():])
            if names and len(names[0].split()) >= 2:
                found.append(PersonClaim(Evidence(doc.path, line.number, line.text.strip()[:300]), names[0]))
    return found


# (not a street named after someone: "Av. Prof. Moraes Rego, 1235", "Rua Dr. Ana Lima", "Prof.-Huber-Platz")
def _award_twins(claims: list[Claim]) -> list[Claim]:
    """Without an honour named twice for one person, short and in full: a headline's "CSSS Early Career Award" beside
    its story's "Early Career Award of the Circumpolar Soil Science Society" is that one award.

    >>> from labgraph.model import Evidence
    >>> e = Evidence("x", 1, "x")
    >>> [a.name for a in _award_twins([Award(e, "A", "CSSS Early Career Award"),
    ...                                Award(e, "A", "Early Career Award of the Circumpolar Soil Science Society")])]
    ['Early Career Award of the Circumpolar Soil Science Society']
    """
    awards = [c for c in claims if isinstance(c, Award)]
    twins = {id(a) for a in awards for b in awards if a is not b and a.person == b.person
             and _short_twin(a.name, b.name, b.evidence.text)}
    return [c for c in claims if id(c) not in twins]


def _short_twin(short: str, full: str, told: str = "") -> bool:
    """Whether ``short`` names ``full`` by its giver's acronym ("CSSS Early Career Award" for "Early Career Award of
    the Circumpolar Soil Science Society", or for an "Early Career Award" whose sentence ``told`` names "(CSSS)")."""
    words = short.split()
    caps = [w for w in words if len(w) >= 2 and w.isupper()]
    if not caps or len(caps) == len(words) or len(full) > 80:
        return False        # (nor beside a row's whole text: "X Award – Grant DE16... — Australian Research Council (...)")
    initials = "".join(w[0] for w in full.split() if w[:1].isupper())
    return {w.lower() for w in words if w not in caps} <= {w.lower() for w in full.split()} \
        and all(c not in full.split() and (c in initials or f"({c})" in told) for c in caps)


def _coauthor_cards(doc: Document) -> list[Claim]:
    """A profile site's co-author list: under its heading ("Co-Authors"), each card a name over its affiliation (and
    counts: "31 Publications • 1,442 Citations"); each co-author affiliated there.

    >>> [(c.person, c.org) for c in _coauthor_cards(Document("x", "Co-authors\\nAna Ruiz\\nUniversity of Porto\\n"
    ...                                                    "12 Publications\\nKofi Mensah\\n9 Publications"))]
    [('Ana Ruiz', 'University of Porto')]
    """
    lines = [ln for ln in doc.lines if ln.text.strip()]
    found: list[Claim] = []
    for k, line in enumerate(lines):
        if not _COAUTHORS.fullmatch(line.text.strip()):
            continue
        for name, below in zip(lines[k + 1:k + 60], lines[k + 2:k + 61]):
            text, org = name.text.strip(), below.text.strip()
            if heading_kind(text) not in (None, "other"):
                break
            if is_name_line(text) and looks_like_name(clean_name(text)) and looks_like_org(org) \
                    and not looks_like_name(org) and not career.TITLE_WORDS.search(org):
                # (a card's "Senior Scientist, X" is a post, read elsewhere; "X (ICIMOD)" is X)
                found.append(Affiliation(Evidence(doc.path, below.number, f"{text} / {org}"), clean_name(text),
                                         split_acronym(org)[0]))
    return found


_COAUTHORS = re.compile(r"\W*(?:top\s+|frequent\s+)?co-?authors\W*", re.I)


_TITLED = re.compile(r"(?<!\bAv\. )(?<!\bAvenida )(?<!\bRua )(?<!\bR\. )(?<!\bCalle )(?<!\bPraça )(?<!\bPlaza )(?<!\bStr\. )"
                     r"\b(?:Dr|Prof|Professor|Drs|Dra)\.?\s+(?=(?:[A-Z]\.\s*)*[A-Z][a-zà-ÿ])")


def _handles_named(doc: Document) -> Document:
    r"""A page that gives its people's code-host handles ("| Ana Ruiz | PhD student | @aruiz |") and then names
    people by handle ("maintainer: @aruiz"): each handle elsewhere written as its person's name.

    >>> _handles_named(Document("x.md", "| Ana Ruiz | PhD | @aruiz |\n| Jo Bell | RSE | @jbell |\n"
    ...                                 "| seaformer | model | @aruiz, @jbell |")).text.split("\n")[-1]
    '| seaformer | model | Ana Ruiz, Jo Bell |'
    """
    named: dict[str, tuple[str, int]] = {}
    for line in doc.lines:
        handles = set(_HANDLE.findall(line.text))
        if len(handles) != 1:
            continue
        if line.text.count("|") >= 2:
            cells = [c.strip() for c in line.text.strip().strip("|").split("|")]
            who = next((c for c in cells[:2] if looks_like_name(clean_name(c))), None)
        else:
            who = re.split(r"\s*[(—–|:]\s*|\s+-\s+", strip_bullet(line.text).strip(), maxsplit=1)[0]
            who = who if looks_like_name(clean_name(who)) else None
        if who:
            handle = handles.pop()
            named.setdefault(handle.lower(), (clean_name(who), line.number))
    if len(named) < 2:
        # a social-media feed: "Welcome to Aarav Menon (@aarav_mnn)", "Elena Roe @ERoe · Sep 21": a name, its handle
        for line in doc.lines:
            for m in _HANDLE.finditer(line.text):
                who = _name_before(line.text[:m.start()])
                if who:
                    named.setdefault(m.group(1).lower(), (who, -1))
    if len(named) < 2:
        return doc
    out = []
    for line in doc.lines:
        if "@" in line.text:
            text = _HANDLE.sub(lambda m: _handle_named(m, named, line), line.text)
            out.append(re.sub(r"\s*\(\s*\)", "", text) if "(" in text else text)
        else:
            out.append(line.text)
    return replace(doc, text="\n".join(out))


_YAML_RECORD = re.compile(r"^-[ \t]+name:[ \t]*\S", re.M)
_YAML_FIELD = re.compile(r"^[ \t]+([a-z_]+):[ \t]*(.*)$")
_YAML_ROLES = {"pi": "Principal Investigator", "postdoc": "Postdoctoral Fellow", "phd": "PhD student", "msc": "MSc student",
               "ms": "MS student", "masters": "Master's student", "undergrad": "Undergraduate student",
               "bsc": "Undergraduate student", "intern": "Intern", "staff": "Staff", "visitor": "Visiting researcher"}


def _yaml_records(doc: Document) -> Document:
    """A site's team data in YAML (a Jekyll "_data/team.yml"): each record ("- name: X", "  role: phd", "  advisor:
    Y", "  start: 2020", "  now: Z") written as a people page's entry ("- X — PhD student (2020–)" / "  Advisor: Y" /
    "  Now: Z") on the record's own lines; a folded biography ("bio: >-") its person's paragraph."""
    lines = doc.text.split("\n")
    out = list(lines)
    i = 0
    while i < len(lines):
        head = re.match(r"^-[ \t]+name:[ \t]*(.+?)\s*$", lines[i])
        if not head:
            i += 1
            continue
        fields: dict[str, str] = {}
        bio: list[int] = []         # the lines of a folded biography ("bio: >-" and the lines indented under it)
        folded = False
        j = i + 1
        while j < len(lines) and lines[j][:1].isspace() and lines[j].strip():
            field = _YAML_FIELD.match(lines[j])
            if field and (not folded or len(lines[j]) - len(lines[j].lstrip()) <= 2):     # (a field ends the biography)
                value = field.group(2).strip().strip("'\"")
                fields[field.group(1)] = value
                folded = field.group(1) == "bio" and value in (">", ">-", "|", "|-", "")
            elif folded:
                bio.append(j)
            j += 1
        role = fields.get("role", "").lower()
        title = fields.get("was") or fields.get("title") if role in ("alumni", "staff", "pi", "faculty") else None
        title = title or _YAML_ROLES.get(role, fields.get("role", ""))
        if role in ("pi", "faculty") and fields.get("dept"):
            title = f"{title}, {fields['dept']}"
        years = f" ({fields.get('start', '')}–{fields.get('end', '')})" if fields.get("start") else ""
        entry = [f"- {head.group(1).strip()} — {title}{years}".rstrip(" —")] if role not in ("pi", "faculty") else \
            [head.group(1).strip(), f"{title}{years}"]      # the leader's card: the name, the post under it
        for key, label in (("advisor", "Advisor"), ("co_advisor", "Co-advisor"), ("mentor", "Mentor"),
                           ("previous", "Previously"), ("degree", "Degree"), ("now", "Now")):
            if fields.get(key):
                entry.append(f"  {label}: {fields[key]}")
        spare = [k for k in range(i, j) if k not in bio]
        for k in range(i, j):
            out[k] = ""
        for k, text in zip(spare, entry):
            out[k] = text
        if len(entry) > len(spare):
            out[spare[-1]] = "; ".join([out[spare[-1]], *entry[len(spare):]])
        if bio:         # the biography one paragraph on its first line (its sentences run across the lines)
            out[bio[0]] = " ".join(lines[k].strip() for k in bio)
        i = j
    return replace(doc, text="\n".join(out))


def _separated_table(doc: Document) -> Document:
    """A table exported with ";" or tabs between its cells, under a header row that names a name column, written with
    "|" as the other tables are; the rows are the lines with as many separators as the header."""
    lines = doc.text.split("\n")
    out = list(lines)
    for i, text in enumerate(lines):
        head = _SEPARATED_HEADER.match(text)
        if not head:
            continue
        sep = head.group("sep")
        count = text.count(sep)
        rows = [j for j in range(i, len(lines)) if lines[j].count(sep) == count]
        if len(rows) < 3:
            continue
        for j in rows:
            out[j] = "| " + " | ".join(cell.strip() for cell in lines[j].split(sep)) + " |"
    return replace(doc, text="\n".join(out))


_SEPARATED_HEADER = re.compile(r"^(?:full\s+)?name(?P<sep>[;\t])(?:[\w ()./-]{1,30}(?P=sep)){2,}[\w ()./-]{0,30}$", re.I | re.M)


def _feed_posts(doc: Document) -> Document:
    """A social-media feed's posts as a lab's news: each post's header ("Sandoval Lab @SandovalLab · Sep 2, 2024") its
    date alone, its counts ("💬 2   🔁 3   ❤️ 58") and its line of hashtags gone (the lines stay where they were)."""
    out = []
    for line in doc.lines:
        text = line.text
        if (header := _POST_HEADER.match(text)) is not None:
            text = header.group("date")
        elif _POST_COUNTS.fullmatch(text.strip()) or re.fullmatch(r"(?:#\w+\s*)+", text.strip()):
            text = ""
        out.append(text)
    return replace(doc, text="\n".join(out))


def _headed_news(doc: Document) -> Document:
    """A news page whose items each open with a heading of its date and headline ("### 2 October 2024 · Welcome,
    Rajesh!") over a blank line: the date alone on the heading's line, the headline on the blank line under it, as a
    news list sets them out (the lines stay where they were)."""
    out = [ln.text for ln in doc.lines]
    for k, text in enumerate(out[:-1]):
        if (m := _HEADED_ITEM.match(text)) and not out[k + 1].strip():
            out[k], out[k + 1] = m.group("date"), m.group("headline")
    return replace(doc, text="\n".join(out))


_HEADED_ITEM = re.compile(rf"^#{{1,6}}[ \t]+(?P<date>(?:\d{{1,2}}[ \t]+)?(?:{MONTH_NAMES})\.?[ \t]+(?:\d{{1,2}},?[ \t]+)?"
                          rf"(?:19|20)\d\d|(?:19|20)\d\d-\d\d-\d\d)[ \t]*[·|•–—:][ \t]*(?P<headline>\S[^\n]{{2,120}})$",
                          re.I | re.M)
_POST_HEADER = re.compile(rf"^[ \t]*[^@\n·]{{2,60}}?(?:[ \t]@\w{{1,40}})?[ \t]*·[ \t]*(?P<date>(?:{MONTH_NAMES})\.?[ \t]+\d{{1,2}}"
                          rf"(?:,[ \t]*(?:19|20)\d\d)?|\d{{1,2}}[ \t]+(?:{MONTH_NAMES})\.?(?:[ \t]+(?:19|20)\d\d)?)[ \t]*$", re.I | re.M)
_POST_COUNTS = re.compile(r"(?:[^\w\s]{1,3}\s*\d[\d,.]*[KkM]?\s*){2,5}")


def _handle_named(m: re.Match, named: dict[str, tuple[str, int]], line: Line) -> str:
    """A handle written as its person's name; after that name itself, nothing ("Ana Roe (@aroe)" is "Ana Roe")."""
    known = named.get(m.group(1).lower())
    if known is None or known[1] == line.number:
        return m.group(0)
    return "" if line.text[:m.start()].rstrip(" (").endswith(known[0]) else known[0]


def _name_before(text: str) -> str | None:
    """The name that ends ``text`` (two to four words), as a handle follows it: "... to Aarav Menon (" -> Aarav Menon."""
    words = text.rstrip(" (").split()
    for n in (4, 3, 2):
        if len(words) >= n:
            name = " ".join(words[-n:])
            if (words[-n][:1].isupper() or words[-n] in PARTICLES) and looks_like_name(name) \
                    and not looks_like_org(name) and clean_name(name) == name:
                return name
    return None


# a code host's user handle: "@hlkoiv" (not an e-mail address's "@uib.no", nor a BibTeX entry's "@article{")
_HANDLE = re.compile(r"(?<![\w.@])@([A-Za-z\d](?:[A-Za-z\d_]|-(?=[A-Za-z\d])){0,38})(?![\w{@-]|\.\w)")


def _quotes_attributed(doc: Document) -> Document:
    r"""A quotation over its speaker's line ("“Helena was my PhD supervisor.”" / "— Dr Kofi Ansah, who ..."): the
    quotation read as the speaker's words about themselves (a quotation is otherwise no one's statement).

    >>> _quotes_attributed(Document("x", "“Jane was my PhD advisor. I owe her a lot.”\n— Dr Kofi Ansah, now at X")).text
    "Jane was Kofi Ansah's PhD advisor. Kofi Ansah owe her a lot.\n— Dr Kofi Ansah, now at X"
    """
    lines = [ln.text for ln in doc.lines]
    for i, text in enumerate(lines):
        m = _ATTRIBUTION.match(text)
        who = clean_name(m.group(1)) if m else ""
        if not who or not looks_like_name(who):
            continue
        j = i - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        if j < 0 or not lines[j].rstrip().endswith(_CLOSING_QUOTES):
            continue
        k = j
        while k > 0 and k > j - 6 and not lines[k].lstrip().startswith(_OPENING_QUOTES):
            k -= 1
        if not lines[k].lstrip().startswith(_OPENING_QUOTES):
            continue
        for n in range(k, j + 1):
            said = lines[n].strip().strip("“”\"")
            lines[n] = _FIRST_PERSON_WORD.sub(lambda w: f"{who}'s" if w.group(0).lower() == "my" else who, said)
    return replace(doc, text="\n".join(lines))


# "— Dr Kofi Ansah, who completed ...", "– Marcus Leung (MSc 2015), now ...": a quotation's speaker
_ATTRIBUTION = re.compile(r"^\s*(?:[—–]|--?)\s*((?:(?:Dr|Prof|Professor|Mr|Ms|Mrs)\.?\s+)?(?-i:[A-Z])[\w'’\-]+"
                          r"(?:\s+(?:(?-i:[A-Z])[\w'’\-.]+|de|van|von|der|da|di|la|le|del)){1,4})(?=\s*[,(]|\s*$)", re.M)
_OPENING_QUOTES = ("“", '"', "„", "«")
_CLOSING_QUOTES = ("”", '"', "»", "“")
_FIRST_PERSON_WORD = re.compile(r"\b(?:[Mm]y|I|me)\b(?!['’])")


# The page owner's name marked between asterisks in their own list ("*Albuquerque MAV*", the way a plain-text list
# shows the bold of the original), whatever form each journal printed it in
_SELF_MARKED = re.compile(r"(?<![\w*])\*((?-i:[A-ZÀ-Þ])[^*\n,;]{1,40}?)\*(?![\w*])")


def _marked_self(claims: list[Claim]) -> list[Claim]:
    """Works whose author marked between asterisks is the page's owner in each ("*Albuquerque MAV*, Whitfield JR.
    Title."): that author is the owner, not a namesake of their own.

    >>> paper = Publication(Evidence("x", 3, "*Roe JA*, Lind P. Title. J X. 2020."), "Title", ("J. A. Roe", "P. Lind"), 2020)
    >>> _marked_self([paper])[0].authors
    ('\\x00owner', 'P. Lind')
    """
    out: list[Claim] = []
    for c in claims:
        marked = {fold(clean_name(m)) for m in _SELF_MARKED.findall(c.evidence.text)} if isinstance(c, Publication) else ()
        if marked and OWNER not in c.authors:
            authors = tuple(OWNER if any(_same_author(a, m) for m in marked) else a for a in c.authors)
            c = replace(c, authors=authors) if authors.count(OWNER) == 1 else c
        out.append(c)
    return out


def _same_author(author: str, marked: str) -> bool:
    """Whether a parsed author is the one written between asterisks (in either name order, initials or not)."""
    a, m = fold(author).replace(".", " ").split(), marked.replace(".", " ").split()
    return bool(a and m) and (sorted(a) == sorted(m) or a[-1] == m[0] and "".join(t[0] for t in a[:-1]) == "".join(m[1:]))


# A paper cited after a label in a person's entry: "Key paper: S. Yoon, D. Lee, M. Kang. "Title." CVPR 2022 (oral)."
_PAPER_LABEL = re.compile(r"\b(?:key|selected|representative|main|best|first|thesis|featured)\s+"
                          r"(?:paper|publication)s?\s*:\s*(?=\S)", re.I)


def _labelled_papers(doc: Document, claims: list[Claim]) -> list[Claim]:
    """The works a page cites after a "Key paper:" label outside its publication list (an alumnus's entry on a
    lab's wiki), each read as a reference with its authors, venue and year; none the readers found already."""
    seen = {fold(c.title) for c in claims if isinstance(c, Publication)}
    out: list[Claim] = []
    for line in doc.lines:
        m = _PAPER_LABEL.search(line.text) if ":" in line.text else None
        found = publications.parse_citation(line.text[m.end():].strip()) if m else None
        if found and found[1] and found[3] and fold(found[0]) not in seen:
            seen.add(fold(found[0]))
            out.append(Publication(Evidence(doc.path, line.number, line.text[m.end():].strip()[:500]), found[0],
                                   found[1], found[3], found[2]))
    return out


def _cited_talks(section: Section) -> list[Claim]:
    """The presentations of a talks section written as references, with their authors and year ("Roe, A., & Ash, T.
    (2023, March 2). Title [Poster presentation]. Meeting, City."): works of their authors like any paper (a talk
    named by its title and place alone is no publication)."""
    return [c for c in publications.extract(replace(section, kind="publications"))
            if isinstance(c, Publication) and c.authors and OWNER not in c.authors and c.year]


# A reference cited in full in a news item, its authors first: "Roe AB, Ash T, Lund C. Title. Venue. 2025;85:7-9."
# (Vancouver's), "Roe, A. B., Ash, T., & Lund, C. (2024). Title." (APA's)
_CITED = re.compile(r"^(?:(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s(?-i:[A-ZÀ-Þ])[\w'’\-]+){0,2}\s(?-i:[A-Z]{1,3}),\s+){2,}|"
                    r"^(?:(?-i:[A-ZÀ-Þ])[\w'’\-]+,\s(?:(?-i:[A-Z])\.\s?(?:-?(?-i:[A-Z])\.\s?)?){1,3},\s+(?:&\s+)?){2,}|"
                    # (and "W. J. Lim, S. Tupou, M.-T. Tran*, “Title”, Venue 2024" (IEEE's), "Moreira, A. L.; Tran, M.-T.
                    # Title. ACS Catal. 2024, 14, 1-9." (ACS's))
                    r"^(?:(?:[A-Z]\.\s?-?){1,3}\s?[A-ZÀ-Þ][\w'’\-]+\*?,\s+(?:and\s+)?){2,}|"
                    r"^(?:[A-ZÀ-Þ][\w'’\-]+,\s(?:[A-Z]\.\s?-?){1,3}\*?;\s+){2,}")


def _records(section: Section) -> list[Claim]:
    return supervision.record_tables(section.path, section.lines, None)[0]


def _cited_news(section: Section) -> list[Claim]:
    """The works a news section cites in full (a paper "out in Molecular Cell", a preprint), each with its authors
    and year, read as a publication list's entries are."""
    cited = tuple(ln for ln in section.lines if _CITED.match(ln.text.strip()))
    return [c for c in publications.extract(Section(section.path, "publications", "", cited))
            if isinstance(c, Publication) and c.authors and OWNER not in c.authors and c.year]


def _without_addresses(section: Section) -> Section:
    lines = tuple(Line(ln.number, without_link_addresses(ln.text)) for ln in section.lines)
    return Section(section.path, section.kind, section.heading, lines)


def extract_document(doc: Document) -> Extraction:
    """Return every claim the document makes, in document order, each once."""
    if "-----" in doc.text and (entries := _entries(doc)):
        return entries
    if any(mark in doc.text for mark in _NOTE_MARKS):
        doc = _notes_in_place(doc)
    pasted: list[Claim] = []
    if bibtex.has_pasted_entries(doc.text):
        # BibTeX pasted into a page ("Cite us", a "bib" toggle): read as BibTeX, its lines no prose
        pasted, covered = bibtex.entries_in_text(doc.path, [(ln.number, ln.text) for ln in doc.lines])
        doc = _without_lines(doc, covered)
    if "cff-version:" in doc.text:
        # a CITATION.cff pasted into a README: read as CFF, its lines no prose
        found, covered = cff.cff_in_text(doc.path, [(ln.number, ln.text) for ln in doc.lines])
        pasted += found
        doc = _without_lines(doc, covered)
    if "Article" in doc.text or "Paper\n" in doc.text or "Chapter\n" in doc.text:
        # a citation database's type-led records ("Article • Open access" / title / authors / source): read whole
        found, covered = publications.typed_records(doc.path, doc.lines)
        pasted += found
        doc = _without_lines(doc, covered)
    if ("“" in doc.text or '"' in doc.text) and _ATTRIBUTION.search(doc.text):
        doc = _quotes_attributed(doc)
    # a social-media feed: "Sandoval Lab @SandovalLab · Sep 2, 2024" over each post
    feed = " · " in doc.text and sum("@" in m.group(0) for m in _POST_HEADER.finditer(doc.text)) >= 3
    if doc.text.count("@") > 2 and _HANDLE.search(doc.text):
        doc = _handles_named(doc)
    if feed:
        doc = _feed_posts(doc)
    if "# " in doc.text and len(_HEADED_ITEM.findall(doc.text)) >= 3:
        doc = _headed_news(doc)         # "### 2 October 2024 · Congratulations, Dr. Brinkman!" over each item
    if _ARABIC.search(doc.text):
        doc = _latin_sides(doc)         # a bilingual page's "الدرجة / Degree | دكتوراه / PhD": its English side
    if "name:" in doc.text and len(_YAML_RECORD.findall(doc.text)) >= 3:
        doc = _yaml_records(doc)        # a site's team data file: "- name: X" / "  role: phd" / "  advisor: Y"
    if (";" in doc.text or "\t" in doc.text) and _SEPARATED_HEADER.search(doc.text):
        doc = _separated_table(doc)     # an export's "name;role;group;supervisor;start;end" and its rows: a table
    if "/" in doc.text and len(_EUROPASS_DATES.findall(doc.text)) >= 2:
        doc = _europass_entries(doc)    # "01/09/2018 – CURRENT  Castelldefels, Spain" / "POSTDOC  INSTITUTE X"
    if " 1," in doc.text[:6000] or " 1 ," in doc.text[:6000]:
        doc = _spaced_marks(doc)        # a PDF's byline: "Ingrid Solheim-Berg 1,2,∗ , Mohammed Al-Khatib 3 ,"
    byline = bool(_MARKED_AUTHOR.search(doc.text[:6000]))
    if byline:
        doc = _initials_named(doc)      # an article's "I.C.-M.: Conceptualization", "supervised by I.C.-M."
    sections = [_joined_news_items(s) if s.kind == "news" else
                # (a table of people and their supervisors under a page's notes: its people)
                replace(s, kind="students") if s.kind in ("sources", "other", "top") and supervision.advised_table(s.lines)
                else s for s in split_sections(doc)]
    if any(s.kind == "publications" and career.names_lab_head(_opening_line(s)) for s in sections):
        sections = [part for s in sections for part in _intro_apart(s)]
    claims: list[Claim] = list(pasted)
    failures: dict[str, str] = {}               # reader -> the first of its faults in this document
    group_page = any(s.kind == "students" for s in sections)
    thesis_lines: dict[int, str | None] = {}    # the lines of a group's list of its theses (and where, if it says)
    for section in sections:
        # A link's address after its text ("the X Lab (https://...), Y University"): people's careers and advisors
        # read without it (publications and software keep it: it may be a paper's or a program's address)
        bare = _without_addresses(section) if any("(" in ln.text and "/" in ln.text for ln in section.lines) else section
        readers = [(name, module.extract, bare if module in _PEOPLE_READERS else section)
                   for name, module in EXTRACTORS.items() if section.kind in module.READS]
        if section.kind == "publications" and (group_page or supervision.ENTRY_SUPERVISORS.search(" ".join(
                ln.text for ln in section.lines[:40])) or supervision.advised_table(section.lines[:40])) \
                and _THESES_LIST.match(section.heading):
            # a group page's list of its theses names its graduates: read as students too ("A (2024). "Title."")
            readers.append(("supervision", supervision.thesis_list, bare))
            thesis_lines.update(dict.fromkeys(ln.number for ln in section.lines))
        if section.kind == "students":
            # (under "PhD students supervised — University of Warwick": there, not at the leader's university now)
            where = section.heading.rsplit(" — ", 1)[-1].strip()
            where = where if " — " in section.heading and looks_like_org(where) and _UNIVERSITY.search(where) else None
            thesis_lines.update(dict.fromkeys(_thesis_entries(section.lines), where))
        if section.kind not in ("students", "publications") and \
                sum(bool(supervision.RECORD_ROW.match(ln.text)) for ln in section.lines) >= 3:
            # a page's records of projects as two-column tables ("PhD candidate | A", "Promotor | B") name supervisions
            readers.append(("supervision", _records, bare))
        if section.kind == "software" and any("(" in ln.text for ln in section.lines):
            # "Lead developer: Kenji Obata (postdoc)" on the lab's tools page: the leader's postdoc
            readers.append(("supervision", supervision.noted_members, bare))
        if section.kind == "talks" and "atent" not in section.heading.lower() and \
                any(") " in ln.text or "). " in ln.text for ln in section.lines):
            readers.append(("publications", _cited_talks, section))
        if section.kind == "news" and any(_CITED.match(ln.text.strip()) for ln in section.lines):
            readers.append(("publications", _cited_news, section))
        for name, read, part in readers:
            try:
                claims.extend(read(part))
            except Exception as exc:        # a reader's fault costs its facts in this section only
                if os.environ.get("LABGRAPH_RAISE"):
                    raise           # (the test suite sets it: a fault must fail a test, not become a warning)
                first = section.lines[0].number if section.lines else 0
                failures.setdefault(name, f"{doc.path}: line {first}: the {name} reader failed on the section "
                                          f"{(section.heading or 'at the top')[:60]!r} ({type(exc).__name__}: {exc}); "
                                          f"its facts there are missing (please report this)")
    for section in sections:
        if section.kind == "students" and sum(1 for ln in section.lines if ln.text[:2] == "  " and is_bullet(ln.text)) >= 2:
            # a family tree drawn as a nested list: each entry's advisor is the entry it hangs under
            parents = supervision.tree_parents(section)
            if parents:
                claims = _under_parents(claims, parents)
    if failures:
        doc = replace(doc, warnings=doc.warnings + tuple(failures.values()))
    claims.extend(links.extract(doc, claims))
    if "“" in doc.text or '"' in doc.text:
        claims.extend(publications.prose_papers(doc.path, doc.lines))    # "Her paper “Title,” appeared in X in 2023"
    if "aper:" in doc.text or "aper :" in doc.text or "ublication:" in doc.text:
        claims.extend(_labelled_papers(doc, claims))
    if doc.text.count("*") >= 4 and len(_SELF_MARKED.findall(doc.text)) >= 2:
        claims = _marked_self(claims)
    # a centre's groups, their heads and members (whose advisors are their groups' heads, no other reader's guess)
    claims = _read_instead(claims, *supervision.unit_rosters(doc.path, doc.lines), kinds=(Supervision,))
    if "upervisor" in doc.text or "dvisor" in doc.text or "xaminer" in doc.text:
        level = find_level(" ".join(ln.text for ln in doc.lines[:40]))
        # "Supervisors:" over its entries on a thesis's title page
        claims = _read_instead(claims, *supervision.label_blocks(doc.path, doc.lines, level))
    if "andidate" in doc.text or "tudent:" in doc.text:
        claims = _read_instead(claims, *supervision.defence_records(doc.path, doc.lines))   # thesis defences' records
    if "upervisor" in doc.text and "defend" in doc.text:
        claims = supervision.defended_above(doc.lines, claims)   # a story's defence over its "Supervisor: X" lines
    if "└" in doc.text or "├" in doc.text or "`--" in doc.text or "+--" in doc.text:
        # a family tree drawn in text (of doctoral descent on a lineage or genealogy page)
        descent = "PhD" if re.search(r"lineage|genealog|family tree|doctoral|ancestr", doc.text, re.I) else "Unspecified"
        claims = _read_instead(claims, *supervision.lineage_tree(doc.path, doc.lines, descent))
    if "›" in doc.text and portal.is_portal(doc.lines):
        # a research portal's profile: its outputs, student theses and prizes, item by item
        crumbs = [p.strip(" •") for ln in doc.lines[:15] if "›" in ln.text for p in ln.text.split("›")]
        university = next((p for p in reversed(crumbs) if _UNIVERSITY.search(p) and looks_like_org(p)), None)
        if university is None and doc.lines:
            # the page's title: "Bram op den Kamp - Tilburg University Research Portal"
            parts = [_PORTAL_NAME.sub("", p).strip() for p in re.split(r"\s+[-|—–]\s+", doc.lines[0].text.strip())[1:]]
            university = next((p for p in parts if _UNIVERSITY.search(p) and looks_like_org(p)), None)
        claims = _read_instead(claims, *portal.read(doc.path, doc.lines, university),
                               kinds=(Supervision, Publication, Award, Software))     # (a thesis's degree stays)
    if "INSTITUTION" in doc.text or "Institution" in doc.text:
        # a biosketch's table of degrees (NIH, NSF): read row by row, not as prose
        claims = _read_instead(claims, *career.education_table(doc.path, doc.lines), kinds=(Education, Affiliation))
    if "ualifications:" in doc.text or "egrees:" in doc.text or "raining:" in doc.text:
        claims.extend(career.qualification_lines(doc.path, doc.lines))     # "Qualifications: PhD (Nairobi), MSc (X)"
    if "uthors" in doc.text:
        claims.extend(career.coauthor_box(doc.path, doc.lines))         # a profile site's co-authors and where they work
    # an infobox's rows say it all for their lines
    boxed, covered = career.infobox_rows(doc.path, doc.lines)
    claims = _read_instead(claims, boxed, covered, kinds=(Supervision, Affiliation))
    triples, covered = career.profile_triples(doc.path, doc.lines)
    if len(triples) >= 2:       # a profile site's "role / organisation or person / years" blocks say it all for their lines
        claims = _read_instead(claims, triples, covered)
    owner = find_owner(doc)
    interview = _interviewee(doc) if "onversation" in doc.text or "nterview" in doc.text or "Q&A" in doc.text else None
    owner = owner or interview      # a Q&A interview: its answers' "I" is the person it talks with
    if owner is None and group_page and ":" in doc.text[:3000]:
        owner = _labelled_leader(doc)   # a lab page's "PI: Prof. X": the lab's leader, whose students it lists
    if forms.has_forms(doc.text):
        # a CV exported from a form (a CVN): its entries' labelled fields say what each entry is (on a thesis's
        # record, its author's degree and directors)
        claims = _read_instead(claims, *forms.claims(doc, owner is not None),
                               kinds=(Supervision, Education, Position, Affiliation, Award))
    if "  " in doc.text and ":" in doc.text:
        # a commencement programme's records of new doctors (name, then indented degree, dissertation, advisors):
        # each record's facts are its doctor's, and the page is no one's
        top = [o.strip() for ln in doc.lines[:15] for o in re.split(r"\s+[|–—·]\s+|\s*,\s*", ln.text)]
        university = next((o.title() if o.isupper() else o for o in top
                           if _UNIVERSITY.search(o) and looks_like_org(o.title() if o.isupper() else o) and len(o) < 60),
                          None)
        when = next((ys[0] for ln in doc.lines[:40] for ys in [years(ln.text)] if ys), None)
        records, covered = blocks_module.graduate_records(doc.path, doc.lines, university, when)
        if records:
            claims = _read_instead(claims, records, covered, kinds=(Supervision, Education, Position, Affiliation,
                                                                    Publication, Award))
            claims = [c for c in claims if not any(getattr(c, f, None) == OWNER for f in ("person", "advisor", "advisee"))]
            owner = None
    # a page of several people's blocks, each headed by its person's name (a people page's sections of members
    # are read as such): each block's claims are its person's, and the page is none of theirs
    blocks = person_blocks(doc) if len(doc.lines) > 12 else []
    # (a congress's "Invited Speakers" is a list of people, but its speakers' cards are blocks of their biographies)
    members_page = any(s.kind == "students" and not _SPEAKERS.search(s.heading) for s in sections)
    if members_page and not all(_HEADLINE_HONOUR.search(re.split(r"\s[–—]\s", doc.lines[b.first - 1].text + " – ", maxsplit=1)[1])
                              for b in blocks) and not all(blocks_module.story_headline(doc.lines[b.first - 1].text) for b in blocks):
        blocks = []     # (a people page's sections are read as such; a roundup's "Name – Award" headlines are blocks, as
                        # are a news list's stories: "Why do builds break? Wen Chou receives her doctorate")
    if blocks:
        if owner and any(b.first <= owner.evidence.line <= b.last or fold(b.name) == fold(owner.name) for b in blocks):
            owner = None
        claims = _block_claims(doc, claims, blocks)
    # a news page's items: each item's "she" is the person its headline (or first sentence) names (before the
    # owner's name is read as the owner's, so that only "she" and "I" are given to the item's person)
    news = [ln.number for s in sections if s.kind == "news" for ln in s.lines]
    if (owner is None or news) and not blocks:
        claims = _news_subjects(doc, claims, owner.name if owner else None,
                                (news[0], news[-1]) if owner and news else None, news=frozenset(news))
    faculty = blocks_module.faculty_blocks(doc.lines) if group_page and not blocks else []
    if faculty:
        # a department's directory: each member's block (their students, their graduates) is theirs, the page no one's
        if owner and any(f.first <= owner.evidence.line <= f.last or fold(f.name) == fold(owner.name) for f in faculty):
            owner = None
        claims = [_about_person(c, block.name) if (block := next((f for f in faculty if f.first <= c.evidence.line
                                                                   <= f.last), None)) else c for c in claims]
    cards = blocks_module.ranked_cards(doc.lines) if group_page and not blocks and not faculty else []
    if cards:
        # a lab's members page of cards headed by rank and name ("Professor HAYASAKA Takeshi", then degrees and
        # posts): each card's lines are its member's, and the page is none of theirs
        if owner and any(fold(card.name) == fold(owner.name) for card in cards):
            owner = None
        claims = [_about_person(c, card.name) if (card := next((b for b in cards if b.first <= c.evidence.line
                                                                 <= b.last), None)) else c for c in claims]
        claims += [Affiliation(Evidence(doc.path, card.first, doc.lines[card.first - 1].text.strip()), card.name,
                               supervision.GROUP) for card in cards]       # (members of the page's lab)
    if ":" in doc.text and (ranked := blocks_module.ranked_bullets(doc.lines)):
        claims = _ranked_bullet_cards(doc, claims, ranked, owner.name if owner else None)
    if owner is None and "supervised by" in doc.text:
        claims = _page_supervisor(doc, claims)
    bios = _bios(doc)
    if owner and not interview and any(owner.evidence.line in (b.line, b.card and b.card.number) for b in bios
                                       if " " in b.written):
        owner = None            # a page of several people's biographies is none of theirs (a lab page's "Ingrid
                                # received her PhD ..." under its leader's name is still the leader's page)
    elif owner and len({fold(b.name.split()[-1]) for b in bios}) >= 2 and \
            not any(fold(b.name.split()[-1]) == fold(owner.name.split()[-1]) for b in bios) and \
            not any(re.search(rf"\b{re.escape(word)}\b", ln.text) for ln in doc.lines if ln.number != owner.evidence.line
                    for word in {owner.name.split()[0], owner.name.split()[-1]}):
        owner = None            # an article's authors' biographies, a seminar's speakers': the page is none of theirs
                                # (its title's last line, "Channel Estimation", named no one: never written again)
    claims = _bio_subjects(doc, sections, claims, bios, owner.name if owner else None)
    if owner is None:
        claims = _name_blocks(doc, sections, claims)
        if group_page and not (blocks or faculty or cards):
            claims = _card_subjects(doc, claims)
    page_lab = None
    if owner:
        # "# Quantum Materials Group"; a site's title line, then "Sleep & Cortical Dynamics group"
        tops = [ln.text.strip(" #") for ln in doc.lines[:12] if ln.text.strip()][:3]
        # ("People | X Group | Y School", "X Group (XG) — People": a site's title line in parts)
        page_lab = next((t for t in tops if _TITLED_LAB.fullmatch(t)), None) or \
            max((p for t in tops for p in re.split(r"\s+[|—–·]\s+", t) if _TITLED_LAB.fullmatch(p)),
                key=lambda p: p.endswith(")"), default=None) or \
            next((m.group(1) for t in tops if (m := _CHAIR_TITLE.match(t))), None) or \
            next((m.group(1) for ln in doc.lines[:40] if (m := _CHAIR_TITLE.match(ln.text.strip()))     # "Team: Chair of X"
                  and doc.text.count(m.group(1)) >= 3), None)   # (or a chair's name alone in its site's bar, named again)
        acronym = re.search(r"\(([A-Za-z]{2,10})\)$", page_lab) if page_lab else None     # "X Group (CoDRe)"
        cues = (*career.LAB_INTRO_CUES, acronym.group(1).lower()) if acronym else career.LAB_INTRO_CUES
        # (a news page's first paragraph too: "News from the X Lab in the Department of Y at Z")
        news_leads = {next((x.number for x in s.lines if x.text.strip()), None) for s in sections if s.kind == "news"}
        claims += [c for s in sections for ln in s.lines
                   if (s.kind in _INTRO_KINDS or s.kind == "news" and ln.number in news_leads)
                   and mentions(ln.text.lower(), cues) for sentence in sentences(ln.text)
                   if mentions(sentence[:60].lower(), cues)
                   for c in career.lab_intro(Evidence(s.path, ln.number, sentence.strip()), page_lab)]
        if page_lab and (units := _tagline_units(doc)):
            # a lab site's tagline under its title ("Circuits of memory and sleep · Department of Neuroscience, X
            # School of Medicine, University of Y"): where the lab sits, its leader a member of each
            line, orgs = units
            evidence = Evidence(doc.path, line.number, line.text.strip()[:300])
            lab = re.sub(r"\s*\([^()]*\)$", "", page_lab)
            claims += [Affiliation(evidence, OWNER, org) for org in orgs] + \
                [PartOf(evidence, part, whole) for part, whole in zip([lab, *orgs], orgs)]
        # Organisation lines in the header of a person's page are theirs (on other pages, a site's banner)
        claims += [c for s in sections[:2] if career.is_header(s) for c in career.header_orgs(s)]
        # the owner's name line heading a card inside a section ("Researcher Profile" over "X Y" over "Professor" over
        # "Lab of Z" over "Department, University"): the lines under it are the owner's header
        claims += [c for s in sections[:3] if not career.is_header(s)
                   and owner.evidence.line in [ln.number for ln in s.lines if ln.text.strip()][:2]
                   for c in career.header_orgs(Section(s.path, "top", "", tuple(
                       ln for ln in s.lines if ln.number > owner.evidence.line)))]
        claims += _leader_line(doc, owner, sections)
        if page_lab and (the_lab := _THE_LAB_BY.search(owner.evidence.text)):
            # "Papers from the lab directed by Jo Bell, Associate Professor of X" under the lab's title: the lab is
            # that one, Jo Bell its leader, the post hers
            text = owner.evidence.text
            lab = re.sub(r"\s*\([^()]*\)$", "", page_lab)
            named = f"{text[:the_lab.start()]}the {lab} {text[the_lab.end():]}"
            claims += [replace(c, evidence=owner.evidence)
                       for c in career.led_by(Evidence(owner.evidence.path, owner.evidence.line, named))]
        if len(owner.name.split()) > 1 and owner.name.split()[0] in doc.text:
            claims += _first_named(sections, owner.name.split()[0])
        if len(owner.name.split()) > 1 and len(surname := owner.name.split()[-1]) > 2 and \
                len(re.findall(rf"(?:^|[.!?]\s+|\n){re.escape(surname)}\s+[a-z]", doc.text)) >= 2:
            # a news story's "Quispe-Mendoza grew up in Arequipa and earned ...": the owner by surname, as "she"
            claims += _first_named(sections, surname)
        # "Pieter-Jan (PJ) did his PhD ...": the owner's short name, which the page goes on to use ("co-supervised by PJ")
        nick = re.search(rf"\b{re.escape(owner.name.split()[0])}\s+\([\"“]?([A-Z][A-Za-z\-]{{1,12}})[\"”]?\)", doc.text) \
            if len(owner.name.split()) > 1 and f"{owner.name.split()[0]} (" in doc.text else None
        if nick is None and len(owner.name.split()) > 1:
            # "Raj Roe" in a headline over "Professor Rajendra Krishnan Roe": the short given name the page uses
            nick = next((m for m in re.finditer(rf"\b([A-Z][a-z]{{1,12}})\s+{re.escape(owner.name.split()[-1])}\b", doc.text)
                         if m.group(1) != owner.name.split()[0] and len(m.group(1)) >= 3
                         and fold(owner.name.split()[0]).startswith(fold(m.group(1)))), None)
        claims = [_as_owner(c, owner.name, nick.group(1) if nick else None) for c in claims]
        own_line = doc.lines[owner.evidence.line - 1].text if 0 < owner.evidence.line <= len(doc.lines) else ""
        card = _OWNER_CARD.match(strip_bullet(own_line).strip()) if " at " in own_line else None
        if card and clean_name(card.group("name")) == owner.name and not any(
                isinstance(c, Position) and c.person == OWNER and c.evidence.line == owner.evidence.line
                and c.org not in (supervision.GROUP, supervision.UNIVERSITY) for c in claims):
            # a members page's leader entry, "Prof. Dr. A Roe (AR) - W3 professor at X since 2016 and head of Y": her post
            claims += _career_as_told(doc.path, owner.evidence.line, strip_bullet(own_line).strip(),
                                      "She is " + card.group("rest"))     # (its pay grade the reader drops)
        # the leader's own paragraph read as one more entry of a members list: no one supervises themselves
        claims = [c for c in claims if not (isinstance(c, Supervision) and c.advisee in (owner.name, OWNER) and c.advisor == OWNER)]
    member_cards = list(_cards(doc, sections, owner.name if owner else None))
    cards = _member_cards(doc.path, member_cards)
    if cards:           # a member's card's degree and post rows are the member's, not the page leader's too
        theirs = {(type(c), c.evidence.line) for c in cards if isinstance(c, (Education, Position, Affiliation))}
        claims = [c for c in claims if not (getattr(c, "person", None) == OWNER and (type(c), c.evidence.line) in theirs)]
        claims = _card_awards(claims, member_cards)
    claims += cards
    were_students: set[Claim] = set()  # the students a legend says were the owner's ("authors marked † were ...")
    if owner and ("student" in doc.text or "scholar" in doc.text or "advisee" in doc.text):
        marked, were_students = _marked_students(doc, claims)
        claims += marked
    if "|" in doc.text or "—" in doc.text or " – " in doc.text or ", " in doc.text:
        claims += _people_rows(doc, owner.name if owner else None)
    if byline:
        claims += _numbered_affiliations(doc)
    if thesis_records.has_records(doc.text):
        claims += thesis_records.records(doc)       # a repository's thesis records
    if owner and _FORMER_CUES.search(doc.text) and (former := _FORMER_NAME.search(doc.text)):
        claims = _former_name_authors(claims, owner.name, (former.group(1) or former.group(2)).split()[-1])
    if "=" in doc.text and "|" in doc.text:
        claims += _legend_supervision(doc, claims)
    if "->" in doc.text or "→" in doc.text or "⟶" in doc.text or "⇒" in doc.text:
        claims += _lineage_chains(doc)
    if ("co-" in doc.text or " marked " in doc.text) and ("*" in doc.text or "†" in doc.text or "‡" in doc.text):
        claims = _marked_cosupervisors(doc, claims)
    if any(isinstance(name := getattr(c, field, None), str) and " " not in name and name != OWNER
           for c in claims for field in ("person", "advisee", "advisor")):
        claims = _first_names_in_full(claims, doc.text, owner.name if owner else "")
    if sum(isinstance(c, Award) for c in claims) > 1:
        claims = _award_twins(claims)
    claims = [c for c in claims if _named_person(c)]
    claims = _town_universities([_tidy_org(c) for c in claims if not _not_an_org(c) and not _thesis_kind_place(c)
                                 and not (isinstance(c, Publication) and _TALK_LABEL.match(c.evidence.text))], doc.text)
    # (a CV's "Oral presentation: “Title”, Congress 2022" or 'Poster: "Title"' is a talk, no publication; a poster
    # with its authors, "Poster: A, B. “Title”, Congress", may be one)
    claims = _learned_fellows(claims)
    personal = owner is not None or any(s.kind in ("education", "positions") for s in sections)
    claims = _owner_authors(claims) if personal else claims
    claims += _students_in_group(claims, set(boxed) | were_students, thesis_lines, _title_university(doc) if group_page else None,
                                 (_footer_group(doc) or page_lab and re.sub(r"\s*\([^()]*\)$", "", page_lab)
                                  or (_title_department(doc) if owner is None else None))
                                 if group_page else None,     # (or its title's lab, without its short name; on a
                                 # department's page of no one person, its title's department)
                                 _title_department(doc) if group_page else None)
    if owner:       # a department page without one leader keeps its OWNER claims for _program_degrees
        claims = _page_advisors(claims, owner.name)
    if owner is None:
        claims += _program_degrees(doc, claims)
        if group_page:
            claims += _team_members(doc, claims)
    guess = likely_owner(doc) if owner is None and group_page else None     # (read once: used again at the end)
    if owner is None and group_page and guess is not None:
        claims = _page_advisors(claims, guess.name)     # the likely leader's page: the advisors its entries name
    if owner is None and group_page and guess is None:
        # a lab's page of no one's (not a CV whose owner's name is unsure): the advisors each student's entry or
        # section names
        claims = _page_advisors(claims, None)
        if "unless" in doc.text:
            claims = _section_advisors(sections, claims)
        claims = _entry_advisors(claims)
    if group_page:
        claims = _card_people(sections, claims, owner.name if owner else guess.name if guess else None)
    if " = " in doc.text or "=" in doc.text and ("code" in doc.text or "key" in doc.text.lower()) or \
            any(isinstance(c, Supervision) and _CODE_ALONE.fullmatch(c.advisor) for c in claims):
        claims = _coded_advisors(doc, claims, owner.name if owner else None)
    # ("supervised by HV" on a page that never says whose initials those are: no one the graph can name)
    claims = [c for c in claims if not (isinstance(c, Supervision) and _CODE_ALONE.fullmatch(c.advisor)
                                        and f"supervised by {c.advisor}" in c.evidence.text)]
    claims = [c for c in claims if getattr(c, "org", None) not in (supervision.GROUP, supervision.UNIVERSITY)]
    if "Dr" in doc.text or "Prof" in doc.text:
        claims.extend(_titled_people(doc))
    if "uthors" in doc.text:
        claims.extend(_coauthor_cards(doc))
    if "ighlight:" in doc.text or "ublication:" in doc.text or "aper:" in doc.text:
        claims.extend(publications.labelled_works(doc.path, doc.lines))     # "Recent highlight: A, B, “Title”, X 2024"
    if "elationship" in doc.text or "ineage" in doc.text:
        claims.extend(supervision.family_tree(doc.path, doc.lines))     # a lineage site's mentors and trainees
    if owner and (page := _thesis_title_page(doc)):
        # a thesis's title page: its author's degree, where and when; their advisors advised them at that level
        level, degree, institution, field, year = page
        claims = [replace(c, level=level) if isinstance(c, Supervision) and c.advisee == OWNER
                  and c.level == "Unspecified" else c for c in claims]
        if institution:
            claims.append(Education(Evidence(doc.path, 1, institution), OWNER, degree, institution, field, None, year))
        claims += _title_page_supervisors(doc, level)
    if owner:
        claims.insert(0, owner)
        nick = nickname(owner.evidence.text)
        if nick and " " in owner.name:      # 'Zhiyuan "Ethan" Wang': the nickname is a form of the owner's name
            given, rest = owner.name.split(" ", 1)
            claims.insert(1, PersonClaim(owner.evidence, f'{given} "{nick}" {rest}'))
    elif any(getattr(c, f, None) == OWNER for c in claims for f in ("person", "advisor", "advisee")):
        # First-person facts but no sure owner: offer the likeliest name; resolution takes it only when the
        # publication list does not tell (the extraction's owner_name stays None)
        guess = guess or (likely_owner(doc) if not group_page else None)
        if guess:
            claims.insert(0, guess)
    # (no one supervises themselves: a card's own name line read as its list's entry, "A, MD, PhD" under A's card)
    claims = [c for c in claims if not (isinstance(c, Supervision) and c.advisor == c.advisee)]
    if '"' in doc.text or "“" in doc.text:
        claims += _nickname_forms(doc, claims)
    return Extraction(doc.path, tuple(dict.fromkeys(claims)), doc.warnings,
                      owner.name if owner else None)


# a person named with a nickname in quotes between given name and surname: 'Margarethe "Grete" Lindahl'
_QUOTED_NICKNAME = re.compile(r"\b([A-ZÀ-Þ][\w'’\-]+)\s+[\"“]([A-ZÀ-Þ][\w'’\-]{1,20})[\"”]\s+([A-ZÀ-Þ][\w'’\-]+(?:\s+[A-ZÀ-Þ][\w'’\-]+)?)")


def _nickname_forms(doc: Document, claims: list[Claim]) -> list[Claim]:
    """The form with its nickname of each person the claims name, by the given name or by the nickname, whom the page
    also calls so ('Margarethe "Grete" Lindahl (PhD York, 1986)' as a student, "Her 1994 review with Grete Lindahl" as
    an author; 'Professor Ingeborg "Inge" Falkenrath' under a title "Inge Falkenrath at 75"): one person."""
    named = {getattr(c, f, None) for c in claims for f in ("person", "advisor", "advisee", "name")}
    found: list[Claim] = []
    for m in _QUOTED_NICKNAME.finditer(doc.text):
        given, nick, rest = m.groups()
        surname = next((r for r in (rest, rest.split()[0]) if f"{given} {r}" in named or f"{nick} {r}" in named), None)
        if surname and given != nick:
            line = doc.text.count("\n", 0, m.start()) + 1
            found.append(PersonClaim(Evidence(doc.path, line, m.group(0)), f'{given} "{nick}" {surname}'))
    return found


def _learned_fellows(claims: list[Claim]) -> list[Claim]:
    """"Fellow, Canadian Academy of Engineering (2019)" read as a post is an honour: the fellowship of a learned
    society or academy is no job there, nor a membership of its staff."""
    honours = {(c.evidence, c.person, c.org): c for c in claims if isinstance(c, Position) and c.org
               and _FELLOW_TITLE.fullmatch(c.title or "") and career.HONORARY.search(c.org)}
    if not honours:
        return claims
    out: list[Claim] = []
    for c in claims:
        if isinstance(c, Position) and (c.evidence, c.person, c.org) in honours:
            out.append(Award(c.evidence, c.person, f"{c.title}, {c.org}", c.start))
        elif not (isinstance(c, Affiliation) and (c.evidence, c.person, c.org) in honours):
            out.append(c)
    return out


_FELLOW_TITLE = re.compile(r"(?:elected |honorary |foreign |international )?fellow", re.I)


def _thesis_entries(lines: tuple[Line, ...]) -> set[int]:
    """The first lines of a list's entries that give their person's thesis, on a line of its own under the name
    ("- Ana Roe — PhD 2022" / "  - Thesis: *Title*") or in a table's "Thesis" column: each a graduate's entry."""
    out: set[int] = set()
    head: Line | None = None
    columns = False
    for line in lines:
        text = line.text
        if not text.strip():
            continue
        if text[:1] == "|":
            cells = [c.strip(" *").lower() for c in text.strip().strip("|").split("|")]
            if any(re.fullmatch(r"(?:(?:phd|doctoral|master['’]?s?|msc)\s+)?(?:thesis|dissertation)(?:\s+title)?", c)
                   for c in cells):
                columns = True
            elif columns and not set(text) <= set("|-: "):
                out.add(line.number)
            continue
        columns = False
        if text[:1].isspace() and head is not None and supervision.is_thesis_field(strip_bullet(text.strip())):
            out.add(head.number)
        elif not text[:1].isspace():
            head = line
    return out


# A heading over the theses a group's members wrote: "Recent Theses", "Completed PhD theses", "Dissertations"
_THESES_LIST = re.compile(r"^\W*(?:(?:recent|completed|past|finished|defended|selected|group|our|ongoing|current)\s+)?(?:(?:ph\.?\s?d\.?|"
                          r"doctoral|master['’]?s?|m\.?sc\.?|m\.?s\.?|bachelor['’]?s?|diploma)\s+(?:\([^()]{1,12}\)\s+)?)?"
                          r"(?:thes[ie]s|th[èe]ses|dissertations)"
                          r"(?:\s+(?:soutenues|defended|completed)(?:\s+(?:in|en)?\s*(?:19|20)\d\d)?)?"      # ("Thèses soutenues en 2024")
                          r"(?:\s*\([^()]{1,60}\))?"      # ("BSc theses (Bachelor Eindproject, BEP)")
                          # ("DOCTORAL (PhD) THESES IN ASTRONOMY, 2010 - 2024 — 2023": a department's, by year)
                          r"(?:\s+in\s+(?!progress|prep)[^\W\d_][^\W\d]*(?:\s+(?:and\s+)?[^\W\d_][^\W\d]*){0,3})?"
                          r"(?:,?\s*(?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d|present))?)?(?:\s+[—–]\s+(?:completed|defended|in progress|ongoing|current|finished|past|recent|(?:19|20)\d\d)){0,2}\W*$", re.I)


# "Équipe X — membres", "Team X – Members": the page's team, on one of its first lines
_TEAM_TITLE = re.compile(r"^\W*((?:[ÉE]quipe|Team|Group|Groupe|Gruppe|Lab|Laboratory)\s+\S.{0,60}?)\s+[—–-]\s+"
                         r"(?:membres|members|people|personnel|mitglieder|team)\s*$", re.I)
_LEADER_POST = re.compile(r",\s+(?P<post>[^()]{6,160}?)\s*(?:\((?P<notes>[^()]{4,300})\))?\s*(?:[.;]|$)")
_LEADER_PAREN = re.compile(r"\(\s*([^(),]{2,60}),\s*([^()]{3,100})\)")
_FRENCH_TITLE = re.compile(r"\b(?:professeure?|ma[iî]tre|charg[ée]e?|direct(?:eur|rice)|chercheu(?:r|se)|ing[ée]nieure?)\b", re.I)


_CAPITALISED_RUN = re.compile(rf"(?:(?:Prof|Dr|Professor)\.?\s+)?((?:[A-ZÀ-ÖØ-Þ][\w'’\-]+\s+){{1,3}}(?:{SURNAME_PARTICLE}\s+){{0,3}}"
                              r"[A-ZÀ-ÖØ-Þ][\w'’\-]+)")
# who the first sentence of an item is about: "MSc Aino Lehtonen successfully defended", "Dr. Ana Ruiz started"
_TITLED_NAME = re.compile(r"\b(?:M\.?Sc|M\.?A|Dr|Prof|Professor|Associate Professor|Assistant Professor)\.?\s+"
                          r"((?:[A-ZÀ-ÖØ-Þ][\w'’\-]+\s+){1,2}[A-ZÀ-ÖØ-Þ][\w'’\-]+)")


_FULL_NAME_RUN = re.compile(r"(?<![\w.])((?:[A-ZÀ-ÖØ-Þ][\w'’\-]+\s+)(?:[A-Z]\.\s+)?(?:[A-ZÀ-ÖØ-Þ][\w'’\-]+\s+){0,2}"
                            rf"(?:{SURNAME_PARTICLE}\s+){{0,3}}[A-ZÀ-ÖØ-Þ][\w'’\-]+)")      # ("Lucía Fernández de la Vega")


def _one_person(sentence: str) -> str | None:
    """The one person a sentence names in full (none when it names several, or only places and bodies).

    >>> _one_person("Huge congratulations to Priya Raghunathan, who defended her thesis at Lakeside University!")
    'Priya Raghunathan'
    >>> _one_person("Ana Ruiz and Bo Lin joined.") is None, _one_person("Welcome to our new members!") is None
    (True, True)
    >>> _one_person("We are thrilled that our PI Teresa Okonkwo has been named a Fellow")
    'Teresa Okonkwo'
    """
    first = _FULL_NAME_RUN.search(sentence)
    verb = _VERB.search(sentence, first.end()) if first else None
    sentence = sentence[:verb.start()] if verb else sentence       # (the names before its verb: its subject's)
    found = {(name, m.start()) for m in _FULL_NAME_RUN.finditer(sentence)
             if looks_like_name(name := clean_name(re.sub(r"^(?:[A-Z]{2,4}\s+)+", "", m.group(1))))   # ("our PI X")
             and not looks_like_org(name) and not ROLE.search(name) and not re.search(r"\s[A-Z]{1,3}$", name)}
    if len({name for name, _ in found}) != 1:
        return None
    name, at = found.pop()
    before = sentence[:at]
    # the sentence's subject, near its start: not "Advisor: X", nor "a postdoc with X" (whom it is about works with X)
    if at > 80 or ":" in before or _NOT_SUBJECT.search(before):
        return None
    return name


_VERB = re.compile(r"\s(?:is|was|are|were|has|have|had|will|who|joins|joined|defended|won|received|started|starts|"
                   r"moved|moves|passed|published|presented)\s")
_NOT_SUBJECT = re.compile(r"\b(?:with|by|under|of|from|at|for|and|thanks?)\s+(?:(?:Prof|Dr|Professor)\.?\s+)?$", re.I)


def _news_items(doc: Document, news: frozenset[int] = frozenset()) -> list[tuple[int, int, str]]:
    """The items of a news page, each a headline over its date and then its text: (first line, last line, the one
    person the item is about), where the headline names one person ("New professor: Ana Ruiz", "Medal to Ana Ruiz")
    or, failing that, the first sentence does ("MSc Ana Ruiz defended her thesis ..."). In a news section of no
    dates (lines ``news``), each paragraph of two sentences or more whose first names one person is an item."""
    lines = [ln for ln in doc.lines if ln.text.strip()]
    # (a headline is short and no sentence: a paragraph over the next item's date is the item before it)
    starts = [i for i in range(len(lines) - 1) if ITEM_DATE.match(lines[i + 1].text) and not ITEM_DATE.match(lines[i].text)
              and len(lines[i].text) < 150 and not lines[i].text.rstrip().endswith((".", "?", ")"))
              and not (lines[i].text.rstrip().endswith("!") and (len(lines[i].text) > 80 or
                                                                  re.search(r"(?<!\bDr)(?<!\bProf)(?<!\bSt)\.\s", lines[i].text)))]
    items = []
    # (one headline over a date is no list of them: "Group leader: X" over the first item's date)
    for k, i in enumerate(starts if len(starts) >= 2 else ()):
        end = lines[starts[k + 1] - 1].number if k + 1 < len(starts) else lines[-1].number
        named = [clean_name(m.group(1)) for m in _CAPITALISED_RUN.finditer(lines[i].text)]
        named = [n for n in named if looks_like_name(n) and not looks_like_org(n)]
        if len(set(named)) == 1:
            items.append((lines[i].number, end, named[0]))
            continue
        # a headline naming no one ("Welcome to our newest lab members!"): each paragraph whose first sentence
        # names one person is that person's, up to the next such (its "she", its "joins as a PhD student")
        subject, first = None, lines[i].number
        for line in lines[i + 1:]:
            if line.number > end:
                break
            lead = _one_person(sentences(line.text)[0]) \
                if not ITEM_DATE.match(line.text) and not _CITED.match(line.text.strip()) else None
            if lead and lead != subject:
                if subject:
                    items.append((first, line.number - 1, subject))
                subject, first = lead, line.number
        if subject:
            items.append((first, end, subject))
        elif not named and i + 2 < len(lines):       # "MSc Aino Lehtonen successfully defended ..."
            lead = sentences(lines[i + 2].text)[0] if lines[i + 2].text.strip() else ""
            titled = {n for m in _TITLED_NAME.finditer(lead) if looks_like_name(n := clean_name(m.group(1)))}
            if len(titled) == 1:
                items.append((lines[i].number, end, titled.pop()))
    if items:
        return items
    # a date leading each item's paragraph ("18 Nov 2024 — A warm welcome to Tshepo Molefe, our newest PhD student!")
    inline = [i for i, ln in enumerate(lines) if DATED_ITEM.match(strip_bullet(ln.text))]
    for i in inline if len(inline) >= 3 else ():
        # its own paragraph (a page's members listed after the last item are no one's)
        end = next((ln.number - 1 for ln in doc.lines[lines[i].number:] if not ln.text.strip()
                    or DATED_ITEM.match(strip_bullet(ln.text))), doc.lines[-1].number)
        text = strip_bullet(lines[i].text)[DATED_ITEM.match(strip_bullet(lines[i].text)).end() - 1:]
        lead = _ITEM_SUBJECT.match(_CHEER_LEAD.sub("", sentences(text)[0].strip()))
        if lead and looks_like_name(clean_name(lead.group(1))) and not looks_like_org(lead.group(1)):
            items.append((lines[i].number, end, clean_name(lead.group(1))))
    if items:
        return items
    # a date alone over each item's paragraph ("18.03.2025" / "Siim Tamm defended his PhD thesis ...")
    dated = [i for i in range(len(lines) - 1) if ITEM_DATE.match(lines[i].text) and not ITEM_DATE.match(lines[i + 1].text)]
    for k, i in enumerate(dated):
        end = lines[dated[k + 1] - 1].number if k + 1 < len(dated) else lines[i + 1].number
        first = sentences(lines[i + 1].text)[0]
        if i + 2 < len(lines) and len(first) < 100 and not first.endswith((".", ",")) and not ITEM_DATE.match(lines[i + 2].text) \
                and not lines[i + 2].text.strip()[:1].islower() \
                and (k + 1 == len(dated) or dated[k + 1] > i + 2):
            # "2024-09-02" / "Welcome Jonas" / "Welcome to our new postdoc Dr Jonas Bergström, who ...": a headline
            # between the date and the text, whose first sentence says whom the item is about
            if k + 1 == len(dated):
                end = lines[-1].number
            first = sentences(lines[i + 2].text)[0]
        lead = _ITEM_SUBJECT.match(first)
        named = [clean_name(lead.group(1))] if lead else \
            [n for m in _TITLED_NAME.finditer(first) if looks_like_name(n := clean_name(m.group(1)))]
        if len(set(named)) == 1 and looks_like_name(named[0]):
            items.append((lines[i].number, end, named[0]))
    if items or not news:
        return items
    for line in lines:      # "Dr. X joins us as a postdoctoral fellow. He comes from Y, where he did his PhD ..."
        said = sentences(strip_bullet(line.text)) if line.number in news and ". " in line.text else []
        lead = _one_person(_CHEER_LEAD.sub("", said[0].strip())) if len(said) >= 2 else None
        if lead:
            items.append((line.number, line.number, lead))
    return items


# a cheer before the name: "A warm welcome to X", "Congratulations, Dr. X!", "Big congratulations to X"
_CHEER_LEAD = re.compile(r"^(?:(?:a|big|huge)\s+)?(?:(?:warm|very warm|hearty)\s+)?(?:welcome|congratulations|congrats)"
                         r"(?:\s+to|,)?\s+(?:our\s+(?:new\s+)?)?", re.I)
# whom a news item's first sentence is about: "Siim Tamm defended ...", "Welcome to Ana Ruiz, who ...",
# "Congratulations to Jo Bell on ...", "PhD student Mart Mägi won ...", "Farewell to Dr Jo Bell, who ..."
_ITEM_SUBJECT = re.compile(r"^(?:(?:Welcome|Congratulations|Farewell|Kudos|Goodbye)\s+to\s+(?:our\s+(?:new\s+)?)?)?"
                           r"(?:(?:PhD|MSc|Master['’]?s|doctoral|postdoctoral)\s+(?:student|researcher|candidate)\s+|"
                           r"[Pp]ostdoc\s+)?(?:(?:Prof|Dr|Professor)\.?\s+)?"
                           rf"((?:[A-ZÀ-ÖØ-Þ][\w'’\-]+\s+){{1,2}}(?:{SURNAME_PARTICLE}\s+){{0,3}}[A-ZÀ-ÖØ-Þ][\w'’\-]+)(?=[\s,!])"
                           r"(?!\s+(?:and|&)\s)")       # (not "Wei Jie and Sione's work": two people)


def _news_subjects(doc: Document, claims: list[Claim], owner: str | None = None,
                   within: tuple[int, int] | None = None,
                   items: list[tuple[int, int, str]] | None = None, news: frozenset[int] = frozenset()) -> list[Claim]:
    """On a news page, the owner-less claims of an item ("He comes from X, where he had been Y") are about the person
    the item is about, as are its sentences led by that person's surname ("Monteiro received his PhD from X") or,
    in a block headed by the person's name (``items`` given), first name ("Maja works as ...").
    On a person's page (``owner``), only the items of its news section (lines ``within``) about someone else."""
    given = items is not None
    items = items if given else _news_items(doc, news) if "\n" in doc.text else []
    if within:
        items = [it for it in items if within[0] <= it[0] <= within[1] and not _is_owner_name(it[2], owner)]
    if not items:
        return claims
    out: list[Claim] = []
    for c in claims:
        item = next((it for it in items if it[0] <= c.evidence.line <= it[1]), None)
        if item and isinstance(c, Supervision) and c.advisor == OWNER and (
                _WE.search(c.evidence.text) or c.advisee in (item[2], item[2].split()[0])):
            out.append(c)       # "X joins us as a postdoc", "our former student X": the lab's, not the item's person's
            continue            # (and "Ntombi Zulu passed her MSc defence": the item's person the lab's student)
        out.append(_about_person(c, item[2]) if item else c)
    for first, last, name in items:
        surname = name.split()[-1]
        called = f"(?:{re.escape(surname)}|{re.escape(name.split()[0])})" if given else re.escape(surname)
        lead = re.compile(rf"^(?:(?:Prof|Dr|Professor)\.?\s+)?(?:(?:Since|From|In|On)\s[^,]{{3,30}}?\s)?{called}\s+(?=[a-z])")
        # ("Our very first graduate student, Dr. X (PhD '19), has started ...", "And former postdoc X (in the lab
        # 2018-2022) is now ...": the person named after a few words of who they are)
        apposed = re.compile(rf"^(?:And\s+|But\s+)?(?:(?:[Oo]ur|[Tt]he|[Ff]ormer|[Cc]urrent)\b[^.;:!?]{{0,50}}?\s)?(?:(?:Prof|Dr|"
                             rf"Professor)\.?\s+)?{re.escape(name)}(?:\s*\([^()]{{1,40}}\))?,?\s+(?=(?:is|was|has|had)\b)")
        for line in doc.lines[first - 1:last]:
            for sentence in sentences(line.text) if surname in line.text or given and name.split()[0] in line.text else ():
                said = lead.match(sentence.strip()) or (apposed.match(sentence.strip()) if not given else None)
                if said:
                    told = f"She {sentence.strip()[said.end():]}"
                    out += [_about_person(c, name) for c in _career_as_told(doc.path, line.number, sentence, told)]
    return out


def _without_lines(doc: Document, covered: set[int]) -> Document:
    """The document with the lines ``covered`` (read already, as BibTeX or CFF) blank, their numbers kept."""
    if not covered:
        return doc
    return replace(doc, text="\n".join("" if ln.number in covered else ln.text for ln in doc.lines))


def _career_as_told(path: str, number: int, sentence: str, told: str) -> list[Claim]:
    """The career a sentence about a named person states, read from ``told`` (the sentence with "she" for the
    name), each claim on the sentence as written."""
    evidence = Evidence(path, number, sentence.strip())
    return [replace(c, evidence=evidence) for c in career.sentence_claims(Evidence(path, number, told.strip()))]


_WE = re.compile(r"\b(?:[Oo]ur|us|[Ww]e|joins|joined|[Ff]ormer)\b")


def _first_named(sections: list[Section], first: str) -> list[Claim]:
    """The career a CV in the third person states in sentences led by its owner's first name ("From September 2016
    to March 2021 Maartje carried out ...", "Since April 2021 Maartje has been working as a postdoctoral researcher
    at X"): read as the sentence with "she" for the name, each claim on the sentence as written."""
    lead = re.compile(rf"^(?:(?:Since|From|In|On|Between|After|During)\s[^,.;]{{3,40}}?\s)?{re.escape(first)}\s+(?=[a-z])")
    out: list[Claim] = []
    for section in sections:
        if section.kind not in ("top", "about", "positions", "education", "other"):
            continue
        for line in section.lines:
            for sentence in sentences(line.text) if first in line.text else ():
                said = lead.match(sentence.strip())
                if said:
                    told = said.group(0)[:-len(first) - 1].rstrip() + " she " + sentence.strip()[said.end():]
                    out += _career_as_told(section.path, line.number, sentence, told)
    return out


def _block_claims(doc: Document, claims: list[Claim], blocks: list[Block]) -> list[Claim]:
    """A block's claims are its person's; a supervision of no stated level has the level the block speaks of (a
    doctoral defence); its labelled lines say where supervisors and examiners work, and its defence sentence names
    the thesis and the doctorate, awarded by the page's university (the first one its top lines name)."""
    top = [_SITE_SUFFIX.sub("", o.strip()) for ln in doc.lines[:15] for o in re.split(r"\s+[|–—]\s+|\s*,\s*", ln.text)
           if not _BYLINE.match(o.strip())]      # (a story's byline, "By University Communications", no place)
    # (a headline's place, "Meet the newest faculty in the College of X | Y University News": Y University first)
    top = [found[-1] if " the " in o and (found := orgs_in(o)) else o for o in top]
    university = min((o for o in top if looks_like_org(o) and _UNIVERSITY.search(o) and len(o) < 60),
                     key=_university_rank, default=None)
    out: list[Claim] = []
    inside: list[Claim] = []
    for c in claims:
        block = next((b for b in blocks if b.first <= c.evidence.line <= b.last), None)
        if block:
            c = _about_person(c, block.name)
            if isinstance(c, Supervision) and c.level == "Unspecified":     # (the level said before it)
                text = " ".join(ln.text for ln in doc.lines[block.first - 1:c.evidence.line])
                c = replace(c, level=find_level(text) or "Unspecified")
            inside.append(c)
        else:
            out.append(c)
    for block in blocks:
        lines = doc.lines[block.first - 1:block.last]
        inside += blocks_module.role_lines(doc.path, lines)
        year = next((ys[-1] for ln in [*lines, *doc.lines[:40]] for ys in [years(ln.text)] if ys), None)
        inside += [c for ln in lines if "defended" in ln.text for sentence in sentences(ln.text)
                   for c in blocks_module.defence(Evidence(doc.path, ln.number, sentence.strip()), block.name,
                                                  university, year)]
    # a packet of a group's blocks whose heads say each one's role ("--- Yael Roe (PI) ---", "--- Tomasz Wilk (PhD,
    # year 5) ---"): the students and postdocs the PI's
    heads = {b.name: doc.lines[b.first - 1].text for b in blocks}
    leads = [b for b in blocks if re.search(r"\((?:PI|P\.I\.|group leader|lab head|head of (?:the )?(?:group|lab))\)", heads[b.name], re.I)]
    for block in blocks if len(leads) == 1 else ():
        role = re.search(r"\(([^()]{2,40})\)", heads[block.name])
        level = find_level(role.group(1)) if role and block is not leads[0] else None
        if level:
            inside.append(Supervision(Evidence(doc.path, block.first, heads[block.name].strip()), leads[0].name, block.name, level))
    for block in blocks:
        # a roundup's headline, "Adaeze Roe – NSF CAREER Award": her honour
        head = doc.lines[block.first - 1].text.strip()
        honour = re.split(r"\s[–—]\s", head, maxsplit=1)[1] if re.search(r"\s[–—]\s", head) else ""
        if honour and _HEADLINE_HONOUR.search(honour) and (award := awards.parse_award(honour)):
            inside.append(Award(Evidence(doc.path, block.first, head), block.name, *award))
    inside = _news_subjects(doc, inside, items=[tuple(b) for b in blocks])
    # (no one supervises themselves: "PhD student · Advisor: X" read in X's block and in the student's)
    inside = [c for c in inside if not (isinstance(c, Supervision) and c.advisor == c.advisee)]
    return out + blocks_module.with_university(inside, university)


_BYLINE = re.compile(r"^(?:By|Written by|Posted by)\s+(?=[A-Z])")
_SITE_SUFFIX = re.compile(r"\s+(?:News(?:room)?|Today|Magazine|Stories|Now)$")     # "Whitlock University News"
_TALK_LABEL = re.compile(r"^\W{0,3}(?:\d{1,3}[.)]\s*)?(?:(?:invited|contributed|keynote|plenary|oral)\s+)?(?:oral\s+presentation|"
                         r"poster(?:\s+presentation)?|talk|keynote|seminar)\s*(?:\([^()]{1,20}\))?\s*:\s*[“\"]", re.I)
_SPEAKERS = re.compile(r"\b(?:speakers|lecturers|panell?ists)\b", re.I)
_HEADLINE_HONOUR = re.compile(r"\b(?:Award|Prize|Medal|Fellowship|Fellow|Scholarship|Best (?:Student )?Paper)\b")


# "Advisor codes: RHA = Ruprecht H. Achterberg; MvdL = Marieke van der Linden": who a code in an entry is
_CODE_PAIR = re.compile(r"\b([A-Z][A-Za-z.]{0,5})\s*=\s*((?:(?:Prof|Dr)\.?\s+)?[A-Z][^;,=()\n]{3,60}?)(?=\s*(?:[;,]|\((?i:co-?)?(?:advis|supervis)|\.?\s*$))")
# (a table's one-letter codes: "Advisor column: S = Prof. Sakuragi, ..., R = Dr. Rao (co-advisor)")
_CODE_ALONE = re.compile(r"[A-Z]{2,4}")
_OWNER_CARD = re.compile(r"^(?:(?:Prof|Dr|Professor)\.?\s+)*(?P<name>[^()]{4,60}?)\s*(?:\([^()]{1,20}\))?\s+[-–—]\s+"
                         r"(?P<rest>(?:an?\s+)?(?:[\w\-]+\s+){0,3}(?i:professor|lecturer|reader|scientist|researcher)\b.*)$")
_NAME_CODE = re.compile(r"(?<![\w'’\-])(?P<name>(?:[A-ZÀ-Þ][\w'’\-]+\s+){1,3}[A-ZÀ-Þ][\w'’\-]+)\s*\((?P<code>[A-Z]{2,4})\)")
_CODE_LEGEND = re.compile(r"\b(?:codes?|key|legend|abbreviations?|initials)\b", re.I)


def _coded_advisors(doc: Document, claims: list[Claim], owner: str | None = None) -> list[Claim]:
    """A page whose entries name their advisors by codes a legend spells out ("Ph.D. 1996 (RHA)" under "RHA =
    Ruprecht H. Achterberg"): each entry's advisors are the people its codes stand for (not the page's owner, unless
    a code stands for them), and no code is a place of study or work."""
    codes: dict[str, str] = {}
    advisors = {c.advisor for c in claims if isinstance(c, Supervision)}
    for line in doc.lines:
        pairs = _CODE_PAIR.findall(line.text) if "=" in line.text else []
        if any(len(code) == 1 for code, _ in pairs) and len(pairs) < 2:
            pairs = []      # (a letter alone is a code only in a legend of several: not "x = Total")
        if len(pairs) >= 2 or pairs and _CODE_LEGEND.search(line.text):
            # ("S = Prof. Sakuragi": a titled surname, the person the page names in full elsewhere)
            codes.update((code, names[0]) for code, name in pairs
                         if (names := take_names(name, allow_first_names=bool(re.search(r"\b(?:Prof|Dr)\b", name)))))
        for m in _NAME_CODE.finditer(line.text) if "(" in line.text else ():
            # "Prof. Dr. Henrike Vogelsang-Oduya (HVO) - W3 professor ...": the person's own initials, which the page
            # goes on to use ("Supervisors: HVO and Prof. X")
            name = clean_name(m.group("name"))
            if "".join(w[0] for w in re.split(r"[\s\-]+", name) if w[:1].isupper()) == m.group("code") \
                    and m.group("code") in advisors and looks_like_name(name) and not looks_like_org(name):
                # (a code some entry names as its advisor: not "Ontario Geological Survey (OGS)")
                codes.setdefault(m.group("code"), name)
    if not codes:
        return claims
    # (the page's owner's initials; "S = Prof. Sakuragi" on Hideaki Sakuragi's page)
    codes = {code: OWNER if owner and (name == owner or " " not in name and owner.split()[-1].lower() == name.lower()) else name
             for code, name in codes.items()}
    # (a letter alone stands for its person only set apart: "| S, R", not "S. Tanaka" nor "Type S")
    marks = re.compile(r"(?<![\w.])(" + "|".join(re.escape(c) if len(c) > 1 else rf"(?<![A-Za-z]\s){c}(?![.'’\-])"
                                                  for c in codes) + r")(?![\w])")
    out: list[Claim] = []
    for c in claims:
        if isinstance(c, Supervision) and c.advisor in codes:
            c = replace(c, advisor=codes[c.advisor])            # "co-advised by RHA"
        elif isinstance(c, Supervision) and c.advisor == OWNER and (found := marks.findall(c.evidence.text)):
            # "M.S. 2016 (MvdL, co-advised by RHA)"; a table's "| S, R": each of them
            out += [replace(c, advisor=codes[code]) for code in dict.fromkeys(found[1:])]
            c = replace(c, advisor=codes[found[0]])
        elif getattr(c, "institution", None) in codes or getattr(c, "org", None) in codes:
            continue                                            # "Ph.D. 1989 (RHA)": no university
        out.append(c)
    return out


# A paragraph about someone, led by their name and a verb: "Ravindra Subramanian received his PhD ...",
# "Dr. Ana Ruiz is a senior lecturer ...", "Seun Adebayo obtained her PhD ..."
_BIO_LEAD = re.compile(r"^(?:(?:Prof|Dr|Professor)\.?\s+)*((?:[A-ZÀ-ÖØ-Þ][\w'’\-]*\.?\s+|[\"“][^\"”\s]{1,20}[\"”]\s+){1,4}"
                       r"[A-ZÀ-ÖØ-Þ][\w'’\-]+)\s+"      # (a nickname in quotes: 'Margaret "Maggie" Roe')
                       # "(Senior Member, IEEE)"; a newsletter's class note: "(PhD '98, advisor X)", "(BA '05, MA '07)"
                       r"(?:\((?:[^()]{0,30}\b(?:Member|Fellow|IEEE|ACM|FRS|FREng)\b[^()]{0,30}|"
                       r"[^()]{0,20}\b(?:PhD|Ph\.D\.|MA|MSc|M\.A\.|BA|B\.A\.|BSc|MPhil|DPhil)\b[^()]{0,160})\)\s+)?"
                       r"(?:is|was|has|had|received|obtained|earned|studied|completed|joined|holds|graduated|did|began|"
                       r"started|leads|heads|works|serves|spent|trained|moved|writes|retired|left|took|won|became|"
                       r"returned|published|grew)\b")
_CARD_LEAD = re.compile(r"^(?:(?:Prof|Dr|Professor)\.?\s+)*((?:(?:[A-ZÀ-ÖØ-Þ][\w'’\-]*\.?|d[aeo]s?|del|della|di|van|von|der|den|du|la|le)\s+){1,4}"
                        r"[A-ZÀ-ÖØ-Þ][\w'’\-]+)"
                        # ("Wen-Hsuan Liang 梁文萱, PhD candidate, X"; "Dr. Kenji Roe – Postdoctoral Research Associate")
                        r"(?:\s+[\u3400-\u9fff]{2,4})?(?:\s*,|\s+[–—]|\s+\((?=[^()]+\)$))\s*(.+)$")     # ("Ebba Lind (PhD student)")
# a biography led by its person's first name alone ("Tomasz is a Postdoctoral Research Fellow at ...")
# (after a clause that sets the time: "Before joining the lab, Kenji completed his PhD ...")
_FIRST_NAME_LEAD = re.compile(rf"^(?:{career.TIME_CLAUSE})?([A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’\-]+(?:-[A-Z][a-z]+)?)\s+" + _BIO_LEAD.pattern.split(r")\s+", 1)[1])


# an interview's title or lede: "a conversation with Hélène X", "Q&A with X", "in conversation: X", "interview with X"
_INTERVIEW = re.compile(r"\b(?:(?:a |in )?conversation with|interview with|Q&A with|Q & A with|talks? with|in conversation:)\s+"
                        r"((?:(?:Prof|Dr|Professor)\.?\s+)?(?:[A-ZÀ-ÖØ-Þ][\w'’\-]+\s+){1,3}[A-ZÀ-ÖØ-Þ][\w'’\-]+)", re.I)


def _interviewee(doc: Document) -> PersonClaim | None:
    """The person a question-and-answer interview talks with, named in its title or lede, when its answers speak
    in the first person ("I did my PhD ...")."""
    for line in doc.lines[:12]:
        m = _INTERVIEW.search(line.text)
        name = clean_name(m.group(1)) if m else ""
        if name and looks_like_name(name) and re.search(r"(?m)^\s*I\b|\bI (?:did|was|started|finished|joined)\b", doc.text):
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()[:300]), name, is_owner=True)
    return None


class _Bio(NamedTuple):
    line: int               # the paragraph's line
    name: str               # whom it is about (the fullest form: the card's)
    written: str            # the name as the paragraph writes it
    card: Line | None       # the card line over it ("Dr. Ana Ruiz, Senior Lecturer, X")
    post: str               # the card's words after the name


def _bios(doc: Document) -> list[_Bio]:
    """A page's short biographies of several people (a seminar's speakers, a committee, a faculty list): paragraphs
    led by a person's name and a verb ("Ravindra Subramanian received his PhD ..."), each with the card line over it
    when that names the same person ("Dr. Ravindra K. Subramanian, Principal Scientist, Shell"). Empty unless two
    people at least have one."""
    lines = doc.lines
    bios: list[_Bio] = []
    for k, line in enumerate(lines):
        text = strip_bullet(line.text).strip()
        if len(text) < 60 or k and lines[k - 1].text.strip():
            continue                            # a paragraph of its own, after a blank line
        lead = _BIO_LEAD.match(text)
        written = clean_name(lead.group(1)) if lead else ""
        if not lead and (first := _FIRST_NAME_LEAD.match(text)):
            # "Siobhán received her BA ..." under a speaker's "Prof. Siobhán Ní Bhriain, School of X, Y University" and
            # the talk's abstract: the nearest card above whose first name it is (no other card between)
            card = next((ln for ln in reversed(lines[max(0, k - 16):k]) if len(ln.text.strip()) <= 150
                         and (m := _CARD_LEAD.match(without_nickname(strip_bullet(ln.text).strip()))) and m.group(2)[:1].isupper()
                         and looks_like_name(clean_name(m.group(1)))), None)      # (a card, not "X, who has led ...")
            above = _CARD_LEAD.match(without_nickname(strip_bullet(card.text).strip())) if card else None
            full = clean_name(above.group(1)) if above else ""
            # (or the nickname the card gives: "Grete grew up ..." under "Dr. Margarethe (Grete) Roe – Group Leader")
            if full and (fold(full.split()[0]) == fold(first.group(1)) or nickname(card.text) == first.group(1)):
                bios.append(_Bio(line.number, full, first.group(1), card, above.group(2)))
            continue
        if not lead and (head := _headed_name(lines, k)) and re.search(rf"\b{re.escape(head.split()[-1])}\b", text):
            # "Galvani Medal: Kwame Asante-Boateng" over "The Galvani Medal ... goes to Prof. Kwame Asante-Boateng
            # ... Asante-Boateng studied ...": a paragraph under a heading that names the person it then speaks of
            bios.append(_Bio(line.number, head, head.split()[-1], None, ""))
            continue
        if not lead or not looks_like_name(written) or looks_like_org(written):
            continue
        card = next((ln for ln in reversed(lines[max(0, k - 3):k]) if ln.text.strip()), None)
        above = _CARD_LEAD.match(strip_bullet(card.text).strip()) if card else None
        full = clean_name(above.group(1)) if above else ""
        if full and looks_like_name(full) and fold(full.split()[-1]) == fold(written.split()[-1]):
            bios.append(_Bio(line.number, full, written, card, above.group(2)))   # "Seun" under "Dr. Oluwaseun X"
        else:
            bios.append(_Bio(line.number, written, written, None, ""))
    return bios if len({fold(b.name.split()[-1]) for b in bios}) >= 2 else []


def _ranked_bullet_cards(doc: Document, claims: list[Claim], cards: list[Block], owner: str | None) -> list[Claim]:
    """A members list's items led by rank ("• Associate Professor: X, Ph.D." over X's indented biography): each
    item's lines read as that member's biography (the owner's own item stays the owner's)."""
    out = list(claims)
    for card in cards:
        if owner and fold(card.name) == fold(owner):
            continue
        inside = range(card.first + 1, card.last + 1)
        out = [c for c in out if c.evidence.line not in inside]
        lines = [doc.lines[number - 1] for number in inside]
        # (a biography in sentences, "X received the Ph.D. from Y in 2001", or a card's rows, "Ph.D., Y, 2011. Postdoc, Z")
        told = [c for line in lines for module in (career, supervision, awards)
                for c in module.extract(Section(doc.path, "about", "", (line,)))]
        rows = _read_card(doc.path, [Line(ln.number, s) for ln in lines for s in sentences(ln.text.strip())])[0]
        found = told + [c for c in rows if type(c) not in {type(t) for t in told}]
        out += [_about_person(c, card.name) for c in found]
    return out


def _intro_apart(section: Section) -> list[Section]:
    """A publications section opening on the lab's prose (its head and where it is): that paragraph an about section
    of its own, read for careers and not as a work."""
    if section.kind != "publications" or not career.names_lab_head(_opening_line(section)):
        return [section]
    at = next(k for k, ln in enumerate(section.lines) if ln.text.strip()) + 1
    return [Section(section.path, "about", "", section.lines[:at]),
            Section(section.path, section.kind, section.heading, section.lines[at:])]


def _opening_line(section: Section) -> str:
    return next((ln.text.strip() for ln in section.lines if ln.text.strip()), "")


def _about_bio(claim: Claim, bio: _Bio) -> Claim:
    """A biography's claim about its person, whom it may call by the surname alone ("Albuquerque Lins obtained ...");
    but the lab's new member a biography's "is our newest PhD student" or "joins us as a postdoc" names is the lab's
    (its head's, the page's owner's), not its own."""
    if isinstance(claim, Supervision) and claim.advisor == OWNER and claim.advisee != OWNER and _WE.search(claim.evidence.text):
        return claim
    claim = _about_person(claim, bio.name, bio.written)
    words = bio.name.split()
    tails = {" ".join(words[k:]) for k in range(1, len(words))} if bio.name != OWNER else set()
    changes = {f: bio.name for f in ("person", "advisor", "advisee") if getattr(claim, f, None) in tails}
    return replace(claim, **changes) if changes else claim


def _headed_name(lines: tuple[Line, ...], k: int) -> str | None:
    """The person a short line over line ``k`` names alone, after a label or before a note: "Galvani Medal: Kwame
    Asante-Boateng", "Kwame Asante-Boateng (photo: SWC)" (the nearest of the two lines with text above it)."""
    above = [ln for ln in lines[max(0, k - 5):k] if ln.text.strip()][-2:]
    for line in reversed(above):
        text = strip_bullet(line.text).strip()
        if len(text) > 100:
            return None
        label, _, named = text.rpartition(": ")
        if label and _ROLE_LABEL.match(label):
            return None         # "Advisor: X", "References: Y" over a candidate's paragraph: not whom it is about
        text = re.sub(r"\s*\([^()]*\)$", "", named).strip()
        name = clean_name(text)
        if name and " " in name and looks_like_name(name) and not looks_like_org(name) and not _ENDS_SENTENCE.search(text):
            return name
    return None


_ENDS_SENTENCE = re.compile(r"[.!?;,]$")
_ROLE_LABEL = re.compile(r"^\W*(?:(?:main|primary|principal|ph\.?\s?d\.?|doctoral|thesis|faculty|research|graduate|co-?)\s*)*"
                         r"(?:advis[eo]rs?|supervisors?|mentors?|promot[eo]rs?|referees?|references?|contacts?|"
                         r"directors?(?: of studies)?|chairs?|hosts?|editors?|authors?|contributors?|"
                         r"committee(?: members?)?|examiners?|placement directors?)\s*$", re.I)


def _bio_subjects(doc: Document, sections: list[Section], claims: list[Claim], bios: list[_Bio],
                  owner: str | None) -> list[Claim]:
    """Each biography's claims are about its person, not the page's owner (the owner's own keeps them), as is the
    post on its card line."""
    if not bios:
        return claims
    bios = [b._replace(name=OWNER) if owner and fold(b.name.split()[-1]) == fold(owner.split()[-1]) else b for b in bios]
    read = {ln.number for s in sections if s.kind in career.READS for ln in s.lines}
    by_line = {b.line: b for b in bios}
    # an article's author biographies run on over paragraphs ("From 2014 to 2015, he was ...", "Dr. Haugen received
    # ...") until the next biography or heading: theirs too
    for k, bio in enumerate(bios):
        end = bios[k + 1].line if k + 1 < len(bios) else len(doc.lines) + 1
        for line in doc.lines[bio.line:end - 1]:
            text = line.text.strip()
            if text and (heading_kind(text) not in (None, "other") or _CARD_LEAD.match(text) and len(text) < 150
                         or is_bullet(line.text) or text.endswith("?") or _FIRST_PERSON_WORD.search(text)):
                break           # (a list's items are no biography's paragraphs, nor a question, nor "I", "my")
            if text:
                by_line.setdefault(line.number, bio)
    out = [(_about_bio(c, by_line[c.evidence.line]) if c.evidence.line in by_line else c) for c in claims]
    for bio in bios:
        if bio.line not in read:                # (a "Seminars" section is read for no one's career)
            paragraph = Section(doc.path, "about", "", (doc.lines[bio.line - 1],))
            out += [_about_bio(c, bio) for module in (career, supervision, awards) for c in module.extract(paragraph)]
        if bio.card is not None:
            found, _ = _read_card(doc.path, [Line(bio.card.number, bio.post)])
            out += [_about_person(c, bio.name) for c in found]
    out += _class_notes(doc, bios)
    return out


# a newsletter's page for its department's graduates: "News from graduates of the Department of History, Queen's
# University (Kingston, Ontario)"
_GRADUATES_OF = re.compile(r"\b(?:graduates|alumni|alumnae|former students)\s+of\s+(?:the\s+)?([A-Z][^.;()]{3,120})")
_DEGREE_NOTE = re.compile(r"\(([^()]{2,80})\)")
_DEGREE_YEAR_NOTE = re.compile(r"\b(PhD|Ph\.D\.|DPhil|MPhil|MA|M\.A\.|MSc|M\.Sc\.|BA|B\.A\.|BSc|B\.Sc\.)\s+(?:'(\d\d)|((?:19|20)\d\d))\b")


def _class_notes(doc: Document, bios: list[_Bio]) -> list[Claim]:
    """Each graduate's degrees from the note after their name ("Lena Roe (BA '05, MA '07) was named ..."), at the
    organisation whose graduates the page says it is about."""
    graduates = _GRADUATES_OF.search(" ".join(ln.text for ln in doc.lines[:25]))
    orgs = orgs_in(f"at {graduates.group(1)}") if graduates else ()
    if not orgs:
        return []
    school = career.employer(list(orgs))
    out: list[Claim] = []
    for bio in bios:
        text = doc.lines[bio.line - 1].text
        note = _DEGREE_NOTE.search(text[:len(bio.written) + 80])
        for m in _DEGREE_YEAR_NOTE.finditer(note.group(1) if note else ""):
            two = m.group(2)
            year = int(m.group(3)) if m.group(3) else (2000 + int(two) if int(two) <= 30 else 1900 + int(two))
            found = find_degree(m.group(1))
            if found:
                out.append(Education(Evidence(doc.path, bio.line, note.group(0)), bio.name, found[0], school, None, None, year))
    return out


def _name_blocks(doc: Document, sections: list[Section], claims: list[Claim]) -> list[Claim]:
    """On a page with no owner, a name alone on its line over indented lines ("Erik Lund" / "   Title of his thesis.
    Defended 15 March 2024. Supervisors: A (main), B.") heads an entry about that person: the entry's "he", "I"
    and fragments are that person, and a supervision of no stated level has the level its section names
    ("Doctoral degrees")."""
    lines = doc.lines
    owners: dict[int, tuple[str, str | None]] = {}          # line number -> (the entry's person, its section's level)
    for k, line in enumerate(lines[:-1]):
        if not lines[k + 1].text[:2].isspace() or line.text[:1].isspace() or not lines[k + 1].text.strip():
            continue            # (most lines have no indented line under them: the cheap test first)
        text = line.text.strip()
        if not text or len(text) > 50 or any(ch.isdigit() for ch in text):
            continue
        name = clean_name(text)
        if not looks_like_name(name) or looks_like_org(name) or name != text:
            continue
        section = next((s for s in sections if s.lines and s.lines[0].number <= line.number <= s.lines[-1].number), None)
        level = find_level(section.heading) if section else None
        for below in lines[k + 1:k + 40]:
            if below.text.strip() and not below.text[:1].isspace():
                break
            owners[below.number] = (name, level)
    if not owners:
        return claims
    out = []
    for c in claims:
        entry = owners.get(c.evidence.line)
        if entry and any(getattr(c, f, None) == OWNER for f in ("person", "advisor", "advisee")):
            c = _about_person(c, entry[0])
            if isinstance(c, Supervision) and c.level == "Unspecified" and entry[1]:
                c = replace(c, level=entry[1])
        out.append(c)
    return out


def _card_subjects(doc: Document, claims: list[Claim]) -> list[Claim]:
    """On a lab's page of no one's, a member's card (a name alone on its line, then role, posts and degrees in
    paragraphs of their own, up to the next such name or heading): the card's posts, degrees and advisors taken
    for an owner's are its member's (who supervises the students listed is left to the page's other words)."""
    kinds = {ln.number: heading_kind(ln.text) for ln in doc.lines if ln.text.strip()}
    heads = [(ln.number, name) for ln in doc.lines if ln.text.strip() and not is_bullet(ln.text)
             and not ln.text[:1].isspace() and kinds[ln.number] in (None, "other")
             and (name := supervision.alone_name(ln.text.strip()))]
    if len(heads) < 2:
        return claims
    stops = sorted(n for n, kind in kinds.items() if kind not in (None, "other"))
    owners: dict[int, str] = {}
    for k, (number, name) in enumerate(heads):
        end = min([n for n in stops if n > number] + ([heads[k + 1][0]] if k + 1 < len(heads) else [doc.lines[-1].number + 1]))
        owners.update((n, name) for n in range(number + 1, min(end, number + 15)))
    return [_about_person(c, owners[c.evidence.line]) if c.evidence.line in owners and (
                getattr(c, "person", None) == OWNER or isinstance(c, Supervision) and c.advisee == OWNER) else c
            for c in claims]


# A publication list's legend of author marks: "*  Ph.D. scholar supervised / co-supervised by me", "# denotes an
# M.Tech. student supervised by me", "† graduate student advisee"
_STUDENT_NOUN = r"(?:students?|scholars?|advisees?|trainees?|mentees?|post-?docs?|postdoctoral (?:fellows?|researchers?)|" \
                r"(?:undergraduate|graduate|student) research (?:assistants?|interns?))"     # ("a UCI undergraduate research assistant")
_MARK_LEGEND = re.compile(r"^\W{0,3}?(?P<mark>[*#†‡§¶^+])\s*(?:[:=–—-]\s*)?(?:denotes\s+|indicates\s+|marks\s+)?(?:an?\s+)?"
                          rf"(?P<who>[^*#†‡§¶^+]{{0,60}}?\b{_STUDENT_NOUN}\b.{{0,100}})$", re.I)


_MARKED_AUTHORS = re.compile(r"\b(?:authors?|names?)\s+marked\s+(?:with\s+)?(?:an?\s+)?\(?(?P<mark>[*#†‡§¶^+])\)?\s+"
                             r"(?:were|are|is|was|denotes?|indicates?)?\s*(?P<who>[^;*#†‡§¶^+]{3,80}?)"
                             r"(?=\s+and\s+(?:authors?|names?)\s+marked\b|[;*#†‡§¶^+]|\.\s+(?=(?-i:[A-Z]))|\.?$)", re.I)
_MARK_RUN = re.compile(r"(?:^|\s{2,}|:\s+)(?P<mark>[*#†‡§¶^+])\s+(?P<who>[^*#†‡§¶^+]{3,60}?)(?=\s{2,}[*#†‡§¶^+]|\s*$)")
_EQUAL_MARK = re.compile(r"\b(?:corresponding|equal|contributed equally|presenting)\b", re.I)     # (no student's mark)
_STUDENT_WORDS = re.compile(rf"\b{_STUDENT_NOUN}\b", re.I)
_NAMED_MARK = re.compile(r"^(?:note\.?\s*)?(?:an?\s+)?(?:asterisk|dagger|double dagger|hash|section sign|pilcrow)\s*"
                         r"\((?P<mark>[*#†‡§¶^+])\)\s*", re.I)
_ASTERISK = re.compile(r"^(?:note\.?\s*)?(?:an?\s+)?asterisk\s*(?:\(\*\)\s*)?", re.I)


def _marked_students(doc: Document, claims: list[Claim]) -> tuple[list[Claim], set[Claim]]:
    """The page owner's students that a publication list marks ("R. Mahapatra*" under a legend "* Ph.D. scholar
    supervised by me"): each marked author is the owner's advisee, at the level the legend names; and those
    the legend says were students ("authors marked † were Ph.D. students at the time of the work")."""
    legends: dict[str, str] = {}
    was: set[str] = set()
    gone: set[Claim] = set()
    for line in doc.lines[:400]:
        text = line.text.strip()
        if "sterisk" in text:       # "Note. An asterisk (*) marks a student I supervised": the mark, then what it marks
            text = _ASTERISK.sub("* ", text)
        if len(text) >= 140 and re.search(r"(?:asterisk|dagger|hash|section sign|pilcrow)\s*\(", line.text, re.I):
            # "Note. An asterisk (*) marks a doctoral student ... . A dagger (†) marks an undergraduate ...": a note
            # of several legends, each its own sentence
            for sentence in sentences(text):
                named = _NAMED_MARK.sub(lambda k: k.group("mark") + " ", sentence.strip())
                if (legend := _MARK_LEGEND.match(named)) and len(named) < 180 and not _EQUAL_MARK.search(legend.group("who")):
                    legends[legend.group("mark")] = (find_level(legend.group("who"))
                                                     if len(levels_in(legend.group("who"))) < 2 else None) or "Unspecified"
            continue
        m = _MARK_LEGEND.match(text) if len(line.text) < 140 else None
        if m and not _EQUAL_MARK.search(m.group("who")):
            # ("graduate student (M.S. or Ph.D.) advised by X": either level, so neither)
            legends[m.group("mark")] = (find_level(m.group("who")) if len(levels_in(m.group("who"))) < 2 else None) \
                or "Unspecified"
        elif len(_MARK_RUN.findall(text)) >= 2 and len(text) < 400:
            # "marked:  * PhD candidate   † postdoctoral researcher   ¶ MSc student": marks in a row, each its role
            for m in _MARK_RUN.finditer(text):
                if (level := find_level(m.group("who"))) and not _EQUAL_MARK.search(m.group("who")):
                    legends[m.group("mark")] = level
        elif "marked" in text and len(text) < 400:
            # "Legend: authors marked † were Ph.D. students and authors marked ‡ were M.Sc. students under my
            # supervision; * corresponding author": each mark and whom it marks
            for m in _MARKED_AUTHORS.finditer(text):
                if _STUDENT_WORDS.search(m.group("who")):
                    legends[m.group("mark")] = find_level(m.group("who")) or "Unspecified"
                    if re.match(r"(?:were|was)\b", text[m.start("who") - 5:m.start("who")].strip(), re.I):
                        was.add(m.group("mark"))
    if not legends:
        return [], set()
    out: list[Claim] = []
    for c in claims:
        if not isinstance(c, Publication):
            continue
        for author in c.authors:
            if author == OWNER:
                continue
            bare = author.rstrip("*#†‡§¶^+ ")        # ("M. Tirkey#": the mark may have stayed on the name)
            mark = re.search(re.escape(bare) + r"\s*([*#†‡§¶^+])", c.evidence.text)
            if not mark and len(bare.split()) > 1:      # "Byrne, C. M.*": the name inverted, as the reference wrote it
                first = re.fullmatch(r"(.+?)\s+(?:[A-ZÀ-Þ]\.?-?){1,4}", bare)      # (read as "Byrne C.M." or "C. M. Byrne")
                surname = first.group(1) if first else bare.split()[-1]
                mark = re.search(rf"(?<![\w-]){re.escape(surname)},\s*(?:[A-ZÀ-Þ]\.(?:-[A-ZÀ-Þ]\.)?\s*){{1,3}}([*#†‡§¶^+])",
                                 c.evidence.text)
            if mark and mark.group(1) in legends:
                out.append(Supervision(c.evidence, OWNER, clean_name(bare), legends[mark.group(1)]))
                if mark.group(1) in was:
                    gone.add(out[-1])
    return out, gone


def _read_instead(claims: list[Claim], found: list[Claim], covered: set[int],
                  kinds: tuple[type, ...] = (Supervision, Education, Position, Affiliation)) -> list[Claim]:
    """``claims`` with ``found`` read instead of the other readers' claims of these kinds on the ``covered`` lines
    (a structure read as a whole says all there is for its lines); unchanged when ``found`` is empty."""
    if not found:
        return claims
    return [c for c in claims if not (isinstance(c, kinds) and c.evidence.line in covered)] + found


def _is_owner_name(name: str, owner: str | None) -> bool:
    """Whether a news item's person is the page's owner (by full name or surname)."""
    return bool(owner) and (fold(name) == fold(owner) or " " not in name and fold(name) == fold(owner.split()[-1]))


# A lab page's word on who supervises its students: "All doctoral, master's and undergraduate students of the lab,
# current and former, are supervised by Prof. X; students marked † are (or were) co-supervised by Assoc. Prof. Y."
_ALL_SUPERVISED = re.compile(r"\b(?:all|every)\b[^.;]{0,120}?\bstudents?\b[^.;]{0,80}?\b(?:are|were|is)\s+(?:\(or were\)\s+)?"
                             r"(?:supervised|advised|mentored)\s+by\s+(?P<names>(?:(?:Prof|Dr|Assoc|Asst)\.\s*)*[^.;]{4,80})", re.I)
# "unless another advisor is named, theses were supervised by Helena Marchetti": the page's default supervisor
_DEFAULT_SUPERVISED = re.compile(r"\bunless\b[^.;]{0,60}?,\s*(?:all\s+)?(?:the\s+)?(?:theses|students|dissertations|projects|degrees)"
                                 r"\s+(?:are|were)\s+(?:supervised|advised|mentored)\s+by\s+"
                                 r"(?P<names>(?:(?:Prof|Dr|Assoc|Asst)\.\s*)*[^.;]{4,80})", re.I)
_MARKED_CO = re.compile(r"\b(?:students?|members?|those|names?)\s+marked\s+(?:with\s+)?(?:an?\s+)?(?P<mark>[†‡*#§¶])\s*"
                        r"(?:\([^()]{0,20}\)\s*)?(?:are|were|is)\s+(?:\(or were\)\s+)?co-?(?:supervised|advised|mentored)\s+"
                        r"(?:by|with)\s+(?P<names>(?:(?:Prof|Dr|Assoc|Asst)\.\s*)*[^.;]{4,80})", re.I)


_PI_LABEL = re.compile(r"^\W{0,3}(?:PI|P\.I\.|principal investigator|group leader|lab(?:oratory)? head|head of (?:the )?"
                       r"(?:lab|laboratory|group)|lab director|group head)\s*:\s*(?P<name>\S.{2,100})$", re.I)


def _labelled_leader(doc: Document) -> PersonClaim | None:
    """The leader a lab page's top lines name by a label ("PI: Prof. dr. Annelies van der Merwe (a.x@tudelft.nl)",
    "Group leader: Dr Ana Ruiz"): one such line among them, naming one person."""
    found = [(ln, names) for ln in doc.lines[:25] if ":" in ln.text and (m := _PI_LABEL.match(ln.text.strip()))
             and (names := take_names(re.sub(r"\s*\([^()]*\)", "", m.group("name"))))]
    if len(found) != 1 or len(found[0][1]) != 1:
        return None
    line, (name,) = found[0]
    return PersonClaim(Evidence(doc.path, line.number, line.text.strip()[:300]), name, is_owner=True)


def _page_supervisor(doc: Document, claims: list[Claim]) -> list[Claim]:
    """A page of no one's whose students the page says one person supervises (and a mark names those another
    co-supervises): the students its lists give to no one are that person's, the marked ones the other's too."""
    found = _ALL_SUPERVISED.search(doc.text) or _DEFAULT_SUPERVISED.search(doc.text)
    advisors = take_names(found.group("names")) if found else []
    if not advisors:
        return claims
    marked = _MARKED_CO.search(doc.text)
    co = take_names(marked.group("names")) if marked else []
    lines = {ln.number: ln.text for ln in doc.lines}
    stated = {ln.number for ln in doc.lines if found.group(0) in ln.text}      # the statement's own lines
    out: list[Claim] = []
    for c in claims:
        if isinstance(c, Supervision) and c.advisor == OWNER and c.advisee != OWNER:
            out.append(replace(c, advisor=advisors[0]))
            text = lines.get(c.evidence.line, "")
            at = text.find(c.advisee)
            if co and at >= 0 and text[at + len(c.advisee):].lstrip()[:1] == marked.group("mark"):
                out.append(replace(c, advisor=co[0], role="co-supervisor"))
        elif not (isinstance(c, Supervision) and c.advisee == OWNER and c.evidence.line in stated):
            out.append(c)       # (the statement itself supervises no one of the page)
    return out


# A section's word on who advises its entries: "Advised by Dr. Roe unless noted.", "All supervised by Prof. A. Roe
# unless otherwise stated"
# (or "PhD, master's and postdoctoral projects were supervised by X unless noted otherwise")
_UNLESS_NOTED = re.compile(r"^\W*(?:all\s+)?(?:(?:students|members|theses)\s+)?(?:[\w'’,\s]{0,80}?\s(?:are|were)\s+|are\s+)?"
                           r"(?:advised|supervised|mentored)\s+by\s+"
                           r"(?P<names>(?:(?:Prof|Dr|Professor|Assoc|Asst)\.?\s+)*(?:[A-Z]\.\s*)*[^.;()]{3,80}?)\s*,?\s+unless\s+(?:otherwise\s+)?(?:noted|stated|indicated|marked|"
                           r"mentioned)\b", re.I)


def _section_advisors(sections: list[Section], claims: list[Claim]) -> list[Claim]:
    """On a page of no one's, a section's note "Advised by Dr. Roe unless noted" gives its entries that name no
    advisor of their own to Roe (the page's person of that surname when the note gives the surname alone)."""
    people = {n for c in claims for n in ((c.person,) if isinstance(c, (Position, Affiliation, PersonClaim)) else
                                          (c.advisor, c.advisee) if isinstance(c, Supervision) else ()) if n != OWNER}
    out = claims
    for section in sections:
        note = next((m for ln in section.lines[:6] for sentence in (sentences(ln.text) if "unless" in ln.text else ())
                     if (m := _UNLESS_NOTED.match(sentence.strip()))), None)
        if not note:
            continue
        named = take_names(note.group("names"))
        bare = _HONORIFIC.sub("", note.group("names").strip())
        if not named and re.fullmatch(r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’\-]+", bare):
            named = [bare]          # "Dr. Roe": a surname alone
        if not named:
            continue
        advisor = named[0]
        if " " not in advisor:      # "Dr. Roe": the page's one person of that surname
            full = {n for n in people if " " in n and _surname_key(n) == fold(advisor)}
            advisor = full.pop() if len(full) == 1 else advisor
        first, last = section.lines[0].number, section.lines[-1].number
        own = {c.advisee for c in out if isinstance(c, Supervision) and c.advisor != OWNER
               and first <= c.evidence.line <= last}
        out = [replace(c, advisor=advisor) if isinstance(c, Supervision) and c.advisor == OWNER and c.advisee != OWNER
               and first <= c.evidence.line <= last and c.advisee not in own else c for c in out]
        out = [c for c in out if not (isinstance(c, Supervision) and c.advisor == OWNER and c.advisee in own
                                      and first <= c.evidence.line <= last)]
    return out


def _entry_advisors(claims: list[Claim]) -> list[Claim]:
    """On a lab's page of no one's, a student's entry that names its advisors ("Hana Lund" / "PhD Candidate" /
    "Advisor: A"): the advisors named have the level the entry's list gives, and the entry is no owner's student."""
    listed = {}         # advisee -> (line, level) of the list's claim for an owner the page does not have
    for c in claims:
        if isinstance(c, Supervision) and c.advisor == OWNER and c.advisee != OWNER and c.role is None:
            listed.setdefault(c.advisee, (c.evidence.line, c.level))
    named = {c.advisee for c in claims if isinstance(c, Supervision) and c.advisor != OWNER and c.advisee in listed
             and c.role is None and 0 < c.evidence.line - listed[c.advisee][0] <= 8}    # (lines under the name)
    return [replace(c, level=listed[c.advisee][1]) if isinstance(c, Supervision) and c.advisee in named
            and c.advisor != OWNER and c.level == "Unspecified" else c for c in claims
            if not (isinstance(c, Supervision) and c.advisor == OWNER and c.advisee in named and c.role is None)]


def _about_person(claim: Claim, name: str, written: str | None = None) -> Claim:
    """The claim with the page's owner (its "I", "she"), or the person's name as ``written`` there, replaced by
    ``name``."""
    whom = (OWNER, written) if written else (OWNER,)
    changes = {f: name for f in ("person", "advisor", "advisee") if getattr(claim, f, None) in whom}
    if isinstance(claim, Publication) and OWNER in claim.authors:
        changes["authors"] = tuple(name if a == OWNER else a for a in claim.authors)    # (a story's "her paper")
    return replace(claim, **changes) if changes else claim


def _leader_line(doc: Document, owner, sections: list[Section]) -> list[Claim]:
    """The page's team from a title line ("Équipe X — membres"), and the leader's post and employer written after
    their name ("Responsable : Jo Bell (Professeure, Université X)", "Group leader: Jo Bell (Professor, Y University)")."""
    out: list[Claim] = []
    for line in [ln for ln in doc.lines[:8] if ln.text.strip()][:5]:
        m = _TEAM_TITLE.match(line.text.strip())
        if m:
            out.append(Affiliation(Evidence(doc.path, line.number, line.text.strip()), OWNER, m.group(1).strip()))
            break
    text = owner.evidence.text
    at = text.find(owner.name)
    m = _LEADER_PAREN.match(text[at + len(owner.name):].lstrip()) if at >= 0 else None
    if m and (career.TITLE_WORDS.search(m.group(1)) or _FRENCH_TITLE.search(m.group(1))) and looks_like_org(m.group(2).strip()):
        out += [Position(owner.evidence, OWNER, m.group(1).strip(), m.group(2).strip()),
                Affiliation(owner.evidence, OWNER, m.group(2).strip())]
    elif at >= 0 and (post := _LEADER_POST.match(text[at + len(owner.name):])) and ":" in text[:at] \
            and re.search(r"[a-z]{3,}", post.group("post")):       # (not "Faculty member: A B, Ph.D., P.E.": letters)
        # "Group leader: Prof. Jo Bell, Professor of X, Department of Y, Z University (PhD 2014, W University, with
        # Prof. V; postdoc 2015–2017 in the U group, ETH Zürich).": the post, then the career in brackets, as a card
        number = owner.evidence.line
        notes = [n.strip() for n in (post.group("notes") or "").split(";") if n.strip()]
        card = [Line(number, post.group("post"))] + [Line(number, n[:1].upper() + n[1:]) for n in notes]
        out += _read_card(doc.path, card)[0]
        for note in notes:
            out += supervision.sentence_claims(Evidence(doc.path, number, note), find_level(note[:40]))
    return out + _role_under_name(doc, owner) + _leader_card(doc, owner, sections)


def _leader_card(doc: Document, owner, sections: list[Section]) -> list[Claim]:
    """On a lab page, the lines under the leader's name in its members list are the leader's card, read as a CV's
    lines and sentences: "Prof. Jo Bell" / "Professor of Physics" / "Ph.D., X University (2008)" / "Joined Y in 2011."
    A title alone is a post at the page's university, or at the place the card says they joined, from that year."""
    at = owner.evidence.line
    if len(owner.evidence.text) > len(owner.name) + 30 or not 0 < at < len(doc.lines) or \
            not any(s.kind == "students" and s.lines and s.lines[0].number <= at <= s.lines[-1].number
                    for s in sections):
        return []
    card: list[Line] = []
    for line in doc.lines[at:at + (14 if doc.format == "html" else 8)]:     # (numbers count from 1: below the name)
        if not line.text.strip() and doc.format == "html" and len(card) < 4:
            continue            # (a web page's card parts its name, title and paragraphs with blank lines)
        if not line.text.strip() or heading_kind(line.text) or career.starts_with_name(strip_bullet(line.text)) \
                and not career.TITLE_WORDS.search(line.text[:30]):
            break
        card.append(line)
    out, title = _read_card(doc.path, card, first_post=False)
    if title:
        joined = next((c for c in out if isinstance(c, Affiliation) and "oined" in c.evidence.text
                       and years(c.evidence.text)), None)
        out.append(Position(title, OWNER, title.text, joined.org, years(joined.evidence.text)[0]) if joined
                   else Position(title, OWNER, title.text, supervision.UNIVERSITY))
    return out


def _read_card(path: str, card: list[Line], first_post: bool = True) -> tuple[list[Claim], Evidence | None]:
    """A person's card read as a CV's lines and sentences, its person the OWNER: degrees ("PhD, X (1999); MSc, Y"),
    posts ("Postdoctoral researcher, X, Town (2014 – 2017)", "Director, X Lab · Member, Y Centre"), fragments
    ("Joined X in 2011."); and the line that is a title alone. Labels ("Email: ...", "Research area: ...") say none
    of these. ``first_post``: whether a post on the card's first line is read (the leader's is read elsewhere)."""
    out: list[Claim] = []
    title = None
    # "BSc, X University, 2003 • PhD, Y University, 2009 (with Prof. Z) • Postdoc, W, 2009–2015": each part its own
    card = [Line(ln.number, part) for ln in card for part in ln.text.split(" • ")]
    # "PhD KAIST, 2021. Two-photon imaging of X. Co-mentor: Dr. Y.": a degree's row, then sentences, each read alone
    card = [Line(ln.number, sentence) for ln in card for sentence in
            (sentences(ln.text) if ". " in ln.text and _opens_with_degree(strip_bullet(ln.text)) else (ln.text,))]
    for line in card:
        text = strip_bullet(line.text).strip()
        if _CARD_LABEL.match(text):
            continue
        if (unit := _CARD_UNIT.match(text)) and (named := re.sub(r"\s*\([^()]*\)$", "", unit.group(1).strip(" ."))) \
                and (looks_like_org(named) or PROPER_NAME.fullmatch(named)):
            # "Lab: Coastal & River Hydraulics Laboratory": the member's lab (and "Research group: Freshwater Ecology
            # (group leader)": a group the label names, its name a field's, the member's role in it aside)
            out.append(Affiliation(Evidence(path, line.number, text), OWNER, named))
            continue
        if _CARD_HONOUR.search(text) and len(text) < 120 and (award := awards.parse_award(text)) and award[1]:
            # "Faculty of Engineering Early Career Research Award, 2024": the member's honour
            out.append(Award(Evidence(path, line.number, text), OWNER, *award))
            continue
        lead = text.split(",")[0]
        if has_degree(lead) and len(lead) < 60:      # (a degree row, not a sentence's degree)
            for part in text.split("; ") if "; " in text else (text,):
                out += [c for c in career.education_entry(path, [Line(line.number, part)]) if isinstance(c, Education)]
        elif career.lone_title(text):
            title = Evidence(path, line.number, text)
        elif any(career.is_position_line(p.rstrip(".")) for p in text.split(" · ")):
            if line is not card[0] or first_post:
                for part in text.split(" · "):      # "Director, X Lab · Member, Y Centre"
                    if career.is_position_line(part.rstrip(".")):
                        out += career.position_entry(path, [Line(line.number, part.rstrip("."))])
        else:           # a card's line is a sentence, said with its full stop or not
            for sentence in sentences(text if text.endswith((".", "!", "?")) else text + "."):
                out += career.sentence_claims(Evidence(path, line.number, sentence.strip()))
    return out, title


def _opens_with_degree(text: str) -> bool:
    return bool((found := find_degree(text[:60])) and found[1].start() == 0)


_NAME_COLUMN = re.compile(r"^(?:name|person|(?:team\s+)?member|membre|miembro|membro|mitglied|author|mentee|mentor|contributor|maintainer|developer|researcher|nom|"
                          r"nombre|nome|(?:principal\s+|co-?)?investigator|pi|visitor|(?:visiting\s+)?scholar|guest)(?:s|\(s\))?$",
                          re.I)     # (a grant's "Investigator(s)", a department's "Visitor")
# (a French jury's "Qualité / Établissement": a member's rank and institution in one cell)
_WHERE_COLUMN = re.compile(r"^(?:(?:qualit[ée]|grade|title|rank)\s*/\s*)?(?:home\s+|(?:mentor|mentee)(?:['’]s)?\s+)?(?:affiliation|institution|organi[sz]ation|employer|"
                           r"institute|university|current (?:position|affiliation)|position|[ée]tablissement|"
                           r"instituci[óo]n|institui[çc][ãa]o|filiaci[óo]n|partner(?:\s+institution)?)s?"
                           r"(?:\s*(?:&|and)\s*position)?(?:\s*\([^()]{1,20}\))?$", re.I)   # (a consortium's "Partner (short name)";
                           # a visitors table's "Home institution & position")
# A students table's supervisors by letter, under a legend: "Supervisor: N = Prof. Nishikawa, H = Assoc. Prof.
# Hasegawa, S = Asst. Prof. Seo (co-supervision)" over "Grade | Name | Sup. | Remarks" / "D3 | KAWAGUCHI Ryota | N"
_LEGEND = re.compile(r"^\s*(?:supervisors?|sup\.?|advisors?)\s*:\s*(.+=.+)$", re.I)
_LEGEND_PAIR = re.compile(r"\b([A-Z]{1,3})\s*=\s*([^,;=]+?)(?=\s*(?:[,;]|$)|\s+[A-Z]{1,3}\s*=)")
_SUP_COLUMN = re.compile(r"^(?:sup\.?|supervisors?|advisors?|adv\.?)$", re.I)


# A students table's notes under it: " *  co-supervised with A/Prof. Ruth Abernethy-Kaur (WEHI)", " ** co-supervised
# with Prof. X (Y); I am primary supervisor"
_CO_NOTE = re.compile(r"^\s*(?P<mark>\*{1,3}|[†‡§¶]{1,2})\s*(?:=\s*)?(?:co-?supervised|co-?advised|jointly supervised|"
                      r"co-?mentored)\s+(?:with|by)\s+(?P<who>\S.*)$", re.I)


# A Europass CV's entry: its dates (and town) on a line of their own, then its title in capitals and its employer or
# school after a gap: "01/09/2018 – CURRENT  Castelldefels, Spain" / "POSTDOCTORAL RESEARCHER  INSTITUT DE X (ICFO)"
_EUROPASS_DATES = re.compile(r"^(?:\d{2}/)?(\d{2})/((?:19|20)\d\d)\s*[–—-]\s*(?:(?:\d{2}/)?(\d{2})/((?:19|20)\d\d)|"
                             r"(CURRENT|PRESENT|ONGOING|TODAY|Current|Present))(?:\s{2,}(.+))?$", re.M)
_CAPS_HEAD = re.compile(r"^([A-ZÀ-Þ0-9][A-ZÀ-Þ0-9 '’()\-/&.,:]{2,}?[A-ZÀ-Þ)])\s{2,}(\S.*)$")


def _caps_title(text: str) -> str:
    """An entry's title in capitals written as a title: "DOCTOR OF PHILOSOPHY (PHD) IN PHOTONICS" -> "Doctor of
    Philosophy (PHD) in Photonics" (a bracket's short form kept)."""
    return re.sub(r"\(([^()]*)\)|[^()]+", lambda m: m.group(0) if m.group(1) is not None and len(m.group(1)) <= 8
                  else title_case(m.group(0)), text)


def _europass_entries(doc: Document) -> Document:
    """A Europass CV's entries as the rows a CV writes: "09/2018 – present  Postdoctoral Researcher, Institut de X
    (ICFO), Castelldefels, Spain" on the dates' line (the title's line left blank, its number kept)."""
    lines = [ln.text for ln in doc.lines]
    changed = False
    for i, text in enumerate(lines[:-1]):
        m = _EUROPASS_DATES.match(text.strip())
        below = next((k for k in range(i + 1, min(i + 3, len(lines))) if lines[k].strip()), None)
        head = _CAPS_HEAD.match(lines[below].strip()) if m and below is not None else None
        if not head or not re.search(r"[A-Z]{3}", head.group(1)):
            continue
        until = f"{m.group(3)}/{m.group(4)}" if m.group(4) else "present"
        org = title_case(head.group(2)) if head.group(2).isupper() else head.group(2)
        place = f", {m.group(6).strip()}" if m.group(6) else ""
        lines[i] = f"{m.group(1)}/{m.group(2)} – {until}  {_caps_title(head.group(1))}, {org}{place}"
        lines[below] = ""
        changed = True
    return replace(doc, text="\n".join(lines)) if changed else doc


def _joined_news_items(section: Section) -> Section:
    """A news list's items with their wrapped lines joined ("- Ana Ruiz arrives at X as an Assistant" / "  Professor
    in the Department of Y."): each item one line, read as one paragraph (the lines joined left blank)."""
    if not any(ln.text[:1].isspace() and ln.text.strip() for ln in section.lines):
        return section
    out: list[Line] = []
    item = None         # the index in ``out`` of the bulleted item the lines above continue
    for line in section.lines:
        if item is not None and line.text[:1].isspace() and line.text.strip() and not is_bullet(line.text):
            out[item] = Line(out[item].number, f"{out[item].text.rstrip()} {line.text.strip()}")
            out.append(Line(line.number, ""))
            continue
        item = len(out) if is_bullet(line.text) else None
        out.append(line)
    return replace(section, lines=tuple(out))


def _marked_cosupervisors(doc: Document, claims: list[Claim]) -> list[Claim]:
    """The co-supervisors a students list's notes name by mark ("Dr Callum McAllister   PhD student*" over
    " *  co-supervised with A/Prof. Ruth Abernethy-Kaur (WEHI)"): each marked student's, and no other's (a note
    read as the last row's words is not that row's)."""
    notes = {m.group("mark"): take_names(re.sub(r"\s*\([^()]*\)", "", m.group("who"))) for ln in doc.lines
             if (m := _CO_NOTE.match(ln.text))}
    instead: dict[str, list[str]] = {}      # the marks whose students another member supervises instead
    if " marked " in doc.text:
        # "students marked † are (or were) co-supervised by Assoc. Prof. A B", "except those marked † (supervised by
        # Assoc. Prof. Kondō)": a sentence's legend
        people = _page_people(claims)
        for m in _MARK_SENTENCE.finditer(doc.text):
            who = re.sub(r"\s*\([^()]*\)", "", m.group("who"))
            names = take_names(who) or (_member_in_full(doc, people, who.split()[-1].strip(" .,"))[:1]
                                        if who.split() and who.split()[-1][:1].isupper() else [])
            if names:
                (notes if m.group("co") else instead).setdefault(m.group("mark"), names)
    notes = {mark: names for mark, names in notes.items() if names}
    if not notes and not instead:
        return claims
    named = {n for names in notes.values() for n in names}
    out: list[Claim] = []
    for c in claims:
        if isinstance(c, Supervision) and c.role == "co-supervisor" and c.advisor in named:
            continue            # (re-read below from the marks)
        if not (isinstance(c, Supervision) and c.role is None and 0 < c.evidence.line <= len(doc.lines)):
            out.append(c)
            continue
        row = doc.lines[c.evidence.line - 1].text
        other = next((names for mark, names in instead.items() if _marked(row, c.advisee, mark)), None)
        out += [replace(c, advisor=name) for name in other if name != c.advisee] if other else [c]
        for mark, names in notes.items():
            if re.search(rf"(?<=[^\s*†‡§¶]){re.escape(mark)}(?![*†‡§¶])", row) or _marked(row, c.advisee, mark):
                out += [replace(c, advisor=name, role="co-supervisor") for name in names if name != c.advisee]
    return out


# a legend in a sentence: "students marked † are (or were) co-supervised by X", "those marked † (supervised by X)"
_MARK_SENTENCE = re.compile(r"\b(?i:students|those|names|members|people)\s+marked\s+(?:with\s+)?(?:an?\s+)?"
                            r"(?P<mark>\*{1,3}|[†‡§¶]{1,2})\s*(?:\(\s*)?(?:(?:are|were)\s+)?(?:\((?:or|and)\s+were\)\s*)?"
                            r"(?:also\s+)?(?P<co>co-?|jointly\s+)?(?:supervised|advised|mentored)\s+(?:with|by)\s+"
                            r"(?P<who>(?:(?:[A-Z][a-z]{0,5}|A/Prof)\.[ \t]*)*[^.;)\n]+)")


def _marked(row: str, name: str, mark: str) -> bool:
    """Whether a row writes ``mark`` right after the student's name ("Mei Tanabe † / Kōsuke Hirata", "KIMURA Haruto
    木村 陽翔 †"), the name's words in any order and case."""
    words = [w for w in re.split(r"[\s\-]+", name) if len(w) > 1]
    for word in words[-1:] + words[:1]:
        if re.search(rf"(?i:{re.escape(word)})(?:\s+[^\x00-\u024f\s|/,;]+){{0,3}}\s*{re.escape(mark)}(?![*†‡§¶])", row):
            return True
    return False


def _page_people(claims: list[Claim]) -> set[str]:
    """The names of the people the page's claims name (not the owner's placeholder)."""
    return {v for c in claims for v in (getattr(c, a, None) for a in ("name", "person", "advisor", "advisee"))
            if isinstance(v, str) and v and v != OWNER and looks_like_name(v)}


def _member_in_full(doc: Document, people: set[str], surname: str) -> list[str]:
    """The members a surname can be, named in full: a person the page's claims name ("NISHIKAWA Kazuhiro" for "Prof.
    Nishikawa"), else a card's name line ("NISHIKAWA Kazuhiro 西川 和宏, Dr. Eng.")."""
    full = [p for p in people if fold(surname) in fold(p).split()]
    if full:
        return full
    lines = (ln.text.strip() for ln in doc.lines if fold(surname) in fold(ln.text[:40]).split())
    names = (clean_name(re.split(r"[,(|]|\s+[^\x00-\u024f]", TITLE_PREFIX.sub("", supervision.STAFF_LEAD.sub("", text)))[0])
             for text in lines)
    return list(dict.fromkeys(name for name in names if len(name.split()) >= 2 and looks_like_name(name)))


def _legend_supervision(doc: Document, claims: list[Claim]) -> list[Claim]:
    """A table of students whose supervisor column holds letters a legend above it names (a Japanese lab's members
    page): each student supervised by each lettered member, at the level of their grade ("D3", "M1", "B4") or
    their table's heading ("Doctoral course")."""
    legend: dict[str, str] = {}
    people = _page_people(claims)
    out: list[Claim] = []
    header: list[str] | None = None
    heading_level = None
    for line in doc.lines:
        text = line.text.strip()
        found = _LEGEND.match(text)
        if found:
            for letter, named in _LEGEND_PAIR.findall(found.group(1)):
                surname = re.sub(r"\s*\([^()]*\)\s*$", "", named).split()[-1] if named.split() else ""
                full = _member_in_full(doc, people, surname)
                if len(full) == 1:
                    legend[letter] = full[0]
            continue
        if not legend:
            continue
        if " | " not in text:
            heading_level = find_level(text) if text and len(text) < 40 else heading_level
            header = None if text else header
            continue
        cells = [c.strip() for c in text.strip("|").split("|")]
        if header is None:
            header = cells if any(_SUP_COLUMN.match(c) for c in cells) else None
            continue
        sup = next((i for i, c in enumerate(header) if _SUP_COLUMN.match(c)), None)
        name = next((i for i, c in enumerate(header) if re.match(r"(?i)name", c)), None)
        grade = next((i for i, c in enumerate(header) if re.match(r"(?i)grade|year", c)), None)
        if sup is None or name is None or max(sup, name) >= len(cells):
            continue
        student = clean_name(re.sub(r"\s+[^\x00-\u024f].*$", "", cells[name]))      # (its name in its own script)
        level = supervision.GRADE_LEVEL.get(cells[grade][:1].upper()) if grade is not None and grade < len(cells) \
            and re.fullmatch(r"[DMB]\d", cells[grade]) else heading_level
        evidence = Evidence(doc.path, line.number, text[:300])
        for letter in re.split(r"[,/\s]+", cells[sup]):
            if letter in legend and looks_like_name(student):
                out.append(Supervision(evidence, legend[letter], student, level or "Unspecified"))
    return out


_RANK_COLUMN = re.compile(r"^(?:rank|grade|title|position|corps|job title|career stage|stage)$", re.I)
_HONOUR = re.compile(r"\b(?:award|prize|medal|fellow(?:ship)?|scholarship|grant|honou?r)", re.I)
_PERSON_DASH = re.compile(r"^(?P<name>[^—–|]{4,60}?)\s+[—–]\s+(?P<where>[^—–]{4,200}?)(?:\s+[—–]\s+.*)?$")


def _people_rows(doc: Document, owner: str | None) -> list[Claim]:
    """Where the people a page lists work: a table with a name column and an affiliation column ("| Sigrid Haugland
    | lead developer | Postdoctoral Fellow, Geophysical Institute, University of Bergen, Norway |"), or a list of
    "Name — Institute X, University Y — what they did" lines (a project's contributors)."""
    out: list[Claim] = []
    header: list[str] | None = None
    listed: list[tuple[Line, str, str]] = []        # "Name, Professor, Department of X" lines (a committee's members)
    bare: list[tuple[Line, str, str]] = []          # "• Name, Organisation" items among them (no title said)
    for line in doc.lines:
        text = line.text.strip()
        item = strip_bullet(text) if "," in text else text      # ("• Hendrik J. Vos, Professor of X, Utrecht University")
        if "," in item and len(item) < 160 and (m := _PERSON_POST.match(item)) and career.TITLE_WORDS.search(m.group(2)) \
                and looks_like_name(clean_name(m.group(1))) and not looks_like_org(m.group(1)) and not has_degree(m.group(2)) \
                and any(looks_like_org(p.strip()) for p in m.group(3).split(",")):
            listed.append((line, clean_name(m.group(1)), item[m.start(2):]))
        elif "," in item and is_bullet(line.text) and (m := _PERSON_ORG.match(item)) and looks_like_name(clean_name(m.group(1))) \
                and not looks_like_org(m.group(1)) and all(looks_like_org(p.strip()) for p in m.group(2).split(",")):
            bare.append((line, clean_name(m.group(1)), m.group(2)))
        if text.startswith("|") and text.count("|") >= 3 or text.count(" | ") >= 2:     # (a web page's table)
            cells = [c.strip(" *_`") for c in text.strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue
            if header is None or any(_NAME_COLUMN.match(c) for c in cells):
                # (a bilingual header's cell, "Name / Nom", "Rank / Grade": its first half)
                header = [c.split(" / ")[0].strip() if " / " in c and not _WHERE_COLUMN.match(c) else c for c in cells]
                continue
            # (an employer's column before a post's: "Name | Grade / position | Employer (tutelle)")
            wheres = [i for i, c in enumerate(header) if _WHERE_COLUMN.match(c)]
            where = next((i for i in wheres if not re.search(r"position", header[i], re.I)), wheres[0] if wheres else None)
            if where is None or where >= len(cells):
                continue
            rank = next((i for i, c in enumerate(header) if _RANK_COLUMN.match(c.split(" / ")[0].strip())), None) \
                if re.match(r"employer|institution", header[where], re.I) else None
            # (a partner's cell: "Jagiellonian University in Kraków (Uniwersytet Jagielloński, UJ) – Institute of X", its
            # own-language name aside, the unit after the dash another part)
            place = re.sub(r"\s*\([^()]*,\s*[A-Z]{2,8}\)", "", career.french_grade(cells[where]))
            if not ((named := _DASHED_NAME.search(place)) and not ORG_WORDS.search(named.group(1))):
                place = re.sub(r"\s+[–—]\s+", ", ", place)   # (but "Université Toulouse III – Paul Sabatier" is one)
            # each name column ("Principal investigator", "Team members"); a cell may name several: "Ana Ruiz (PI);
            # Jo Bell, Li Wei (co-PIs)", all at the row's institution
            names_at = [i for i, c in enumerate(header) if _NAME_COLUMN.match(c)]
            if not any(re.match(r"mentee", header[i], re.I) for i in names_at):
                # (a fellows' table's "Mentor(s)" column names their mentors, whom the row's place is not about)
                names_at = [i for i in names_at if not re.match(r"mentor", header[i], re.I)]
            for who in (i for i in names_at if i < len(cells)):
                # (a table of pairs, "Mentee | Institution | Mentor | Mentor's institution": each name's own column
                # of where, the first after it and before the next name)
                own = next((i for i in wheres if i > who and not any(who < n < i for n in names_at)), None)
                if own is not None and own < len(cells) and len(names_at) > 1:
                    at = re.sub(r"\s*\([^()]*,\s*[A-Z]{2,8}\)", "", career.french_grade(cells[own]))
                    stage = next((cells[i].strip() for i, c in enumerate(header) if who < i < len(cells)
                                  and _RANK_COLUMN.match(c) and not any(who < n < i for n in names_at)), "")
                    evidence = Evidence(doc.path, line.number, text[:300])
                    for name in take_names(re.sub(r"\s*\([^()]*\)", "", cells[who])):
                        if name != owner:
                            out += _works_at(doc.path, Line(line.number, at), name)
                            # (and what they are there: "PhD candidate (3rd year)" a degree studied for, "Assistant
                            # Professor" a post)
                            studied = find_level(stage) if re.search(r"\b(?:student|candidate)\b", stage, re.I) else None
                            place = re.sub(r"\s*\([^()]*\)$", "", at).split(",")[0].strip()
                            if studied in DEGREE_OF_LEVEL and looks_like_org(place):
                                out.append(Education(evidence, name, DEGREE_OF_LEVEL[studied], place))
                            elif stage and career.TITLE_WORDS.search(stage) and looks_like_org(place) and not studied:
                                out.append(Position(evidence, name, re.split(r"\s*[(,]", stage)[0], place))
                    continue
                cell = re.sub(r"\s*\([^()]*\)", "", cells[who])
                for name in take_names(cell) if ";" not in cell else \
                        [n for part in cell.split(";") for n in take_names(part.strip())]:
                    if name != owner:
                        out += _works_at(doc.path, Line(line.number, place), name)
                        if rank is not None and rank < len(cells) and (title := re.split(r"\s*[(,—–]", cells[rank])[0].strip()) \
                                and "," not in place and looks_like_org(place):
                            # "| LE FLOC'H Gwenaëlle | DR | CNRS |" under "Name | Rank | Employer": the post there
                            out.append(Position(Evidence(doc.path, line.number, text[:300]), name, title, place.strip()))
            continue
        header = None
        if "—" not in text and "–" not in text:
            continue
        m = _PERSON_DASH.match(strip_bullet(text))
        if not m or not is_bullet(line.text):
            continue
        name, where = clean_name(m.group("name")), m.group("where")
        # (not "— Best Student Paper Award, IEEE CDC 2023", "— FNRS Research Associate", "— Engineer (since 2016).
        # Runs the lab", "— Professor, Department of X; affiliated member of the lab")
        if looks_like_name(name) and not looks_like_org(name) and name != owner and not re.search(r"\d|;|\.\s", where) \
                and not _HONOUR.search(where) and not career.TITLE_WORDS.search(where) \
                and any(looks_like_org(p.strip()) for p in where.split(",")):
            out += _works_at(doc.path, Line(line.number, m.group("where")), name)
    if len(listed) >= 2:        # (a list of them: one such line may be a sentence's start)
        near = {line.number for line, _, _ in listed}
        for line, name, where in sorted(bare, key=lambda b: min(abs(b[0].number - n) for n in near)):
            if line.number - 1 in near or line.number + 1 in near:      # (in the same list: "• Ji-woo Han, KAIST")
                near.add(line.number)
                listed.append((line, name, where))
        for line, name, where in listed:
            if name != owner:
                out += _works_at(doc.path, Line(line.number, re.sub(r"\s*\((?:chair|convener|secretary)\)$", "", where)),
                                 name)
    return out


# An article's authors, each name marked with the numbers of its affiliations ("Inés Castellví-Moreno1,2, João P.
# Ferreira da Costa3,"), and the numbered affiliations under them ("1 ISGlobal, Barcelona Institute for Global Health, ...")
_MARKED_AUTHOR = re.compile(r"[a-zà-ÿ]\d{1,2}(?:,\s?(?:\d{1,2}|\*))*\*?,\s+[A-ZÀ-Þ]")
_MARKED_NAME = re.compile(r"\s*(?:and\s+)?([^\W\d_][^,\d]{2,60}?)((?:\d{1,2}|[*†‡])(?:,\s?(?:\d{1,2}|[*†‡]))*)\s*(?:,|$)")
_NUMBERED_ORG = re.compile(r"^\s*(\d{1,2})\s*(?=[A-ZÀ-Þ])(.+)$")      # ("1 ISGlobal, ...", "1Centre for X")


# a byline's marks set apart from the names by a PDF's text layer: "Solheim-Berg 1,2,∗ , Al-Khatib 3 , and Tremblay 1,5,†"
_SPACED_MARK = re.compile(r"(?<=[a-zà-ÿ])\s+(\d{1,2}(?:\s*,\s*(?:\d{1,2}|[*∗†‡]))*)\s*(?=,\s|$|\s+and\s)")


def _spaced_marks(doc: Document) -> Document:
    """The document with its byline's spaced marks written against the names ("Kwon 1 ," -> "Kwon1,"), as
    _MARKED_AUTHOR reads them (a line with two such names at least, among the first 60, and a marked name on the
    line right after one: the byline's second line)."""
    lines = [ln.text for ln in doc.lines]
    changed = False
    for k, text in enumerate(lines[:60]):
        if len(_SPACED_MARK.findall(text)) >= 2 or k and lines[k - 1] != doc.lines[k - 1].text and _SPACED_MARK.search(text):
            lines[k] = _SPACED_MARK.sub(lambda m: re.sub(r"\s+", "", m.group(1)).replace("∗", "*"), text)
            changed = True
    return replace(doc, text="\n".join(lines)) if changed else doc


def _numbered_parts(text: str, first: int) -> list[tuple[str, str]]:
    """A line's numbered parts, the numbers counting up from ``first`` ("1 X, Spain 2 Y" -> [("1", "X, Spain"), ...])."""
    cuts, expected = [], first
    for m in re.finditer(r"(?:^|(?<=\s))(\d{1,2})\s*(?=[A-ZÀ-Þ])", text):
        if int(m.group(1)) == expected:
            cuts.append(m)
            expected += 1
    return [(m.group(1), text[m.end():cuts[k + 1].start() if k + 1 < len(cuts) else len(text)].strip())
            for k, m in enumerate(cuts)]


def _bylines(doc: Document) -> Iterator[tuple[int, int, list[tuple[str, list[str]]]]]:
    """An article's byline (or each talk's on a programme): where it starts, how many lines it takes, and its
    authors with their marks' numbers."""
    lines = doc.lines
    i = 0
    while i < len(lines):
        if not _MARKED_AUTHOR.search(lines[i].text):
            i += 1
            continue
        size = 1
        while lines[i + size - 1].text.rstrip().endswith(",") and i + size < len(lines):
            size += 1                                   # the byline's next line
        authors = [(clean_name(m.group(1)), re.findall(r"\d{1,2}", m.group(2)))
                   for m in _MARKED_NAME.finditer(" ".join(ln.text.strip() for ln in lines[i:i + size]))]
        authors = [(name, marks) for name, marks in authors if marks and looks_like_name(name)]
        if len(authors) >= 2:
            yield i, size, authors
        i += size


def _initials_named(doc: Document) -> Document:
    """An article's authors written by their initials in its statements ("I.C.-M.: Conceptualization", "supervised by
    I.C.-M.") named in full, as the byline names them."""
    found = next(_bylines(doc), None)
    if not found:
        return doc
    names = {_initials_of(name): name for name, _ in found[2]}
    names = {short: name for short, name in names.items() if list(names.values()).count(name) == 1 and len(short) >= 4}
    pattern = re.compile(r"(?<![\w.])(" + "|".join(re.escape(k) for k in sorted(names, key=len, reverse=True)) +
                         r")(?![\w])") if names else None
    if pattern is None or not pattern.search(doc.text):
        return doc
    return replace(doc, text=pattern.sub(lambda m: names[m.group(1)], doc.text))


def _initials_of(name: str) -> str:
    """ "Inés Castellví-Moreno" -> "I.C.-M.", "João P. Ferreira da Costa" -> "J.P.F.C.", "Kofi Boateng Asare" -> "K.B.A." """
    return "".join("-".join(f"{part[0]}." for part in word.split("-") if part) for word in name.split()
                   if word[:1].isupper())


def _numbered_affiliations(doc: Document) -> list[Claim]:
    """Each author of an article's byline (of each talk's, on a programme) at the organisations its numbers point to
    (departments, institutes and universities of each numbered line; its street, town and country left out), and the
    article itself."""
    lines = doc.lines
    out: list[Claim] = []
    found = list(_bylines(doc))
    for i, size, authors in found:
        places: dict[str, tuple[Line, str]] = {}
        for nxt in lines[i + size:i + size + 40]:
            if _NUMBERED_ORG.match(nxt.text):
                # (a hard-wrapped page's numbered lines may have been joined into one: "1 X, Spain 2 Y, Spain")
                for number, text in _numbered_parts(nxt.text.strip(), len(places) + 1):
                    places[number] = (nxt, text)
            elif places and nxt.text.startswith("  ") and nxt.text.strip():
                number = max(places, key=lambda k: places[k][0].number)
                places[number] = (places[number][0], f"{places[number][1]} {nxt.text.strip()}")   # its wrapped line
            elif places and nxt.text.strip() or _MARKED_AUTHOR.search(nxt.text):
                break
        for name, marks in authors:
            for mark in marks:
                if mark not in places:
                    continue
                line_of, text = places[mark]
                parts = [split_acronym(p.strip())[0] for p in text.rstrip(" ;").split(",")]
                # (an affiliation's first part is an organisation whatever its words: "CIBER Epidemiología y Salud")
                orgs = [o for k, o in enumerate(parts) if (looks_like_org(o) or not k and o[:1].isupper())
                        and not is_location(o) and not (k and is_town(o)) and not re.search(r"\d", o)
                        and not (k and _TOWN_BEFORE_COUNTRY.fullmatch(o) and k + 1 < len(parts) and is_location(parts[k + 1]))]
                # ("NORSAR, Kjeller, Norway": one word before the country is the town, an organisation's name or not)
                out += [_about_person(c, name) for c in career.memberships(Evidence(doc.path, line_of.number, text[:300]),
                                                                           orgs)]
        # (a programme's talks are papers whether or not a running head names a journal)
        out += _article_itself(doc, lines[max(0, i - 12):i], [name for name, _ in authors], several=len(found) > 1)
    return out


_TOWN_BEFORE_COUNTRY = re.compile(r"[A-ZÀ-Þ][a-zà-ÿ]+(?:[\s\-][A-ZÀ-Þ][a-zà-ÿ]+)?")
# an article's running head: "Environmental Research 251 (2024) 118702", "Nature Physics 20, 1123–1130 (2024)"
_RUNNING_HEAD = re.compile(r"^\s*(?P<venue>[A-Z][\w&:.,'’\- ]{2,80}?)\s+\d{1,4}(?:[,:]\s*[\d–-]+)?\s+\((?P<year>(?:19|20)\d\d)\)")


def _article_itself(doc: Document, above: tuple[Line, ...] | list[Line], authors: list[str],
                    several: bool = False) -> list[Claim]:
    """The article whose byline this is: its title the lines right above the byline, its journal and year the
    running head's."""
    title_lines: list[Line] = []
    for line in reversed(above):
        if not line.text.strip():
            if title_lines:
                break
            continue
        if heading_kind(line.text) not in (None, "other") and not line.text.strip()[:1].islower() or len(line.text) > 300:
            break           # (a wrapped title's "with self-supervised transformers" is no heading)
        title_lines.insert(0, line)
    head = next((m for ln in doc.lines[:8] if (m := _RUNNING_HEAD.match(ln.text))), None)
    # (a preprint's own first page: "This manuscript is a non-peer reviewed preprint submitted to EarthArXiv", its
    # date further down: "Version of 14 March 2024")
    preprint = next((m for ln in doc.lines[:8] if (m := _PREPRINT.search(ln.text))), None) if not head else None
    dated = next((m for ln in doc.lines[:40] if (m := _DATED_LINE.match(ln.text))), None) if preprint else None
    title = " ".join(ln.text.strip() for ln in title_lines)
    if not title_lines or not (head or several or preprint) or len(title.split()) < 4 or title.endswith(":") \
            or any(_RUNNING_HEAD.match(ln.text) for ln in title_lines):
        return []
    year = int(head.group("year")) if head else int(dated.group(1)) if dated else None
    venue = head.group("venue").strip() if head else preprint.group("venue") if preprint else None
    return [Publication(Evidence(doc.path, title_lines[0].number, title[:300]), title.rstrip(". †*"), tuple(authors),
                        year, venue)]


_PREPRINT = re.compile(r"\bpreprint\b[^.]{0,60}?\b(?:submitted|posted|deposited)\s+(?:to|on|at)\s+"
                       r"(?P<venue>[A-Z][\w\-]+(?:\s[A-Z][\w\-]+)?)")
_DATED_LINE = re.compile(r"^\s*(?:version|posted|submitted|received|dated?)\b.{0,40}?\b((?:19|20)\d\d)\b", re.I)


# "Gerald A. Lindahl, Professor Emeritus, Department of Biological Systems Engineering": a person, a post, a unit
_PERSON_ORG = re.compile(r"^([^,;:()\d]{4,50}),\s+([^;:\d]{2,120}?)(?:\s*\([^()]{2,30}\))?\.?$")
_PERSON_POST = re.compile(r"^([^,;:()\d]{4,50}),\s+([^,;:()\d–—→>]{3,50}),\s+([^;:\d]{4,120}?)(?:\s*\([^()]{2,30}\))?\.?$")


def _works_at(path: str, line: Line, person: str) -> list[Claim]:
    """A person's post or organisations, written in one place: "Postdoctoral Fellow, X Institute, Y University, Norway",
    "British Antarctic Survey (BAS), Cambridge, UK", "Ice–Ocean Group, Department of Physics, University of Oxford"."""
    found, _ = _read_card(path, [line])
    if not any(isinstance(c, (Position, Affiliation)) for c in found) and not career.TITLE_WORDS.search(line.text) \
            and not ROLE.search(line.text):
        # (organisations alone; a title alone, "Postdoctoral fellow", "Group administrator", says no employer)
        orgs = [career.ACRONYM_AFTER.sub("", split_acronym(re.sub(r"\s*\([^()]*\)$", "", p.strip()))[0])
                for p in top_level_items(line.text)]        # ("Université X (micro-fabrication, shared)": a note)
        found = career.memberships(Evidence(path, line.number, line.text[:300]),      # (not "X Centre, Kathmandu, Nepal")
                                   [o for k, o in enumerate(orgs) if looks_like_org(o) and not is_location(o)
                                    and not (k and is_town(o))])
    return [_about_person(c, person) for c in found]


# a card's labelled line that states no career: "Email: x | Office: y", "Research area: X", "Teaches: Y"
_CARD_LABEL = re.compile(r"^(?:e-?mail|phone|tel|office|room|location|web(?:site)?|research(?: areas?| interests?)?|"
                         r"interests?|teaches|teaching|courses?|office hours|awards?|honou?rs|prizes)\s*[:.]", re.I)


_CARD_UNIT = re.compile(r"^(?:lab|laboratory|group|research group|team|research centre|research center)\s*:\s*(\S.{2,100})$", re.I)
_CARD_HONOUR = re.compile(r"\b(?:Award|Prize|Medal)\b")


def _member_cards(path: str, cards: list[tuple[str, list[Line]]]) -> list[Claim]:
    """On a people page, each member's card (a name alone, their title on the next line, then lines about them up to
    a blank line; see _cards) read as that member's CV: "Ana Ruiz" / "Associate Professor" / "PhD, X University"."""
    out: list[Claim] = []
    for person, card in cards:
        found, _ = _read_card(path, card)
        out += [_about_person(c, person) for c in found]
    return out


def _cards(doc: Document, sections: list[Section], owner: str | None) -> Iterator[tuple[str, list[Line]]]:
    """Each member's card on a people page: the member, and the lines under their name and title."""
    for section in sections:
        if section.kind not in ("students", "news"):     # (a news item's newcomers: "Jo Roe" / "Assistant Professor")
            continue
        lines = section.lines
        if doc.format == "html":        # a web page's card parts its name, title and paragraphs with blank lines
            lines = tuple(ln for k, ln in enumerate(lines) if ln.text.strip() or k + 1 < len(lines) and
                          _is_card_name(lines[k + 1].text.strip()))
        for i in range(len(lines) - 2):
            name = lines[i].text.strip()
            if not name or len(name) > 60 or (i and lines[i - 1].text.strip()) or not lines[i + 1].text.strip():
                continue        # a card starts after a blank line: its name, then its title at once
            person = clean_name(name)
            if not (looks_like_name(person) and (career.TITLE_WORDS.search(lines[i + 1].text[:40])
                                                 or ROLE.search(lines[i + 1].text[:40]))) \
                    or looks_like_name(clean_name(lines[i + 1].text.strip())):
                continue
            card: list[Line] = []
            for line in lines[i + 2:i + 12]:
                if not line.text.strip():
                    break
                card.append(line)
            if person == owner:         # (the leader's card is read elsewhere, but for its "Lab: X" line)
                card = [ln for ln in card if _CARD_UNIT.match(strip_bullet(ln.text).strip())]
            if card:
                yield person, card


def _card_awards(claims: list[Claim], cards: list[tuple[str, list[Line]]]) -> list[Claim]:
    """An award read on a member's card ("• JSPS Overseas Research Fellowship (2021–2023)" under "Dr. Yuki Mori /
    Postdoctoral Fellow") is the member's, not the page leader's."""
    whose = {ln.number: person for person, card in cards for ln in card}
    return [replace(c, person=whose[c.evidence.line]) if isinstance(c, Award) and c.person == OWNER
            and c.evidence.line in whose else c for c in claims]


def _is_card_name(text: str) -> bool:
    """Whether a line is a name alone, as a member's card starts: "Ana Ruiz", "Ana Ruiz, PhD"."""
    return bool(text) and is_name_line(text) and not looks_like_org(text)


def _role_under_name(doc: Document, owner) -> list[Claim]:
    """The leader's card: "Jo Bell, PhD" over "Associate Professor, Department of X, Y University" is their post."""
    if len(owner.evidence.text) > len(owner.name) + 30 or not 0 < owner.evidence.line < len(doc.lines):
        return []               # a sentence naming the owner, not a card's name line
    below = next((ln for ln in doc.lines[owner.evidence.line:owner.evidence.line + 2] if ln.text.strip()), None)
    text = below.text.strip().rstrip(".") if below else ""
    if not text or len(text) > 160 or ". " in text or not career.is_position_line(text):
        return []
    after = doc.lines[below.number] if below.number < len(doc.lines) else None      # (numbers count from 1)
    whole = after is not None and career.unit_then_employer(text, after.text)
    return list(career.position_entry(doc.path, [Line(below.number, text), *([after] if whole else [])]))


_LEFT = re.compile(r"\(ABD\)|\bwithdr[ae]w|\bleft the (?:program|programme)", re.I)


_PROGRAM = re.compile(r"\b(?:ph\.?\s?d\.?|doctoral|graduate)\s+program(?:me)?\b", re.I)
_LAB_BELONGS = re.compile(r"^(?:The\s+)?(?P<lab>(?:[A-Z][\w\-]*\s+){1,5}(?:Laboratory|Lab|Group|Team)|"
                          r"(?:Chair|Professorship) (?:of|for) (?:(?:and |& )?[A-Z][\w\-]*\s*){1,4})\b[^.]{0,80}?"
                          r"\b(?:belongs to|is part of|is (?:a|the) (?:\w+\s+){0,3}(?:of|in|at)|is based (?:in|at))\b.*$")


_UNIT_INTRO = re.compile(r"^(?:The\s+)?(?P<lab>(?:[A-Z][\w\-]*\s+){0,3}(?:Institute|Centre|Center|Department|Laboratory|"
                         r"School|Division)(?:\s+(?:of|for)\s+[A-Z][\w\-]*(?:(?:,(?!\s+(?:Universit|College|Institut|School|Faculty|Department|Cent))\s+|\s+)"
                         r"(?:(?:and|&|of|for)\s+)?[A-Z][\w\-]*){0,5})?)"
                         r"(?:\s*\([A-Z][\w&\-]{1,10}\)|\s*\([A-ZÀ-Ý][^()\d]{3,60}\))?,?\s+"
                         # ("... is one of three departments in the Faculty of Y of Z", "... is part of Y")
                         r"(?:is\s+(?:one\s+of\s+(?:the\s+)?(?:\w+\s+){0,2}(?:departments|institutes|centres|centers|schools|"
                         r"divisions|units)|(?:a\s+)?part)\s+)?"
                         r"(?:of|at|in|within)\s+(?P<rest>(?:the\s+)?[A-Z].{3,300})$")


def _unit_intro(doc: Document) -> re.Match | None:
    """The first lines' sentence saying what unit the page is and what it is part of ("The X Institute (XI) of the
    Universidad de Y hosts ...")."""
    found = [m for ln in doc.lines[:12] if " of " in ln.text or " at " in ln.text
             for sentence in sentences(ln.text)[:1] if (m := _UNIT_INTRO.match(sentence.strip()))]
    # (a unit named in full before a title's "Department" / "of X – Staff")
    return next((m for m in found if " " in m.group("lab")), found[0] if found else None)


# "2009  FEKETE Ádám": a list's entry led by its year; "12 September 2024 – dr. X", "30 jan. 2025 – dr. Y": by its date
_ENTRY_YEAR = re.compile(r"^(?:(?:\d{1,2}\s+[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d\s*[–—-]\s*(?:dr\.?\s+)?(?=[A-ZÀ-Þ])|(?:19|20)\d\d\s+)")


def _own_entry(c: Supervision) -> bool:
    """Whether the claim was read from its advisee's own entry in a list: the line starts with the advisee's name,
    after a bullet, a year ("2009  FEKETE Ádám") or a title ("ir. Daan Kuipers"), or a record's label ("PhD candidate | X")."""
    text = c.evidence.text.lstrip(" •*-")
    label, _, value = text.partition(" | ")
    if value and supervision.RECORD_CANDIDATE.match(label.strip()):
        text = value
    return TITLE_PREFIX.sub("", _ENTRY_YEAR.sub("", text)).startswith(c.advisee)
_UNIT_SEPARATOR = re.compile(r"\s{2,}[*|•·]\s{2,}")


def _header_units(text: str) -> list[str]:
    """The organisations a page's header line names, set apart by separators: "TISZA UNIVERSITY  *  FACULTY OF
    SCIENCE" -> Tisza University, Faculty of Science; "PhD defences | Department of X | KU Leuven" -> the last two."""
    if (" | " in text or " · " in text) and not _UNIT_SEPARATOR.search(text):
        # a site's title line: "Recent PhD defences | Department of Biosystems | KU Leuven" -> its organisations
        # (or "PPGEAL · Setor de Tecnologia · Universidade Federal do Paraná")
        parts = [p.strip() for p in re.split(r" [|·] | [-–—] (?=[^|·]*$)", text)]     # ("X Sciences - McGill University")
        units = [p for p in parts if looks_like_org(p) and (ORG_WORDS.search(p) or _UNIVERSITY.search(p))
                 and not re.match(r"(?:ph\.?\s?d|doctoral|master['’]?s?|graduate)\b", p, re.I)]     # not "PhD research"
        return units if len(units) < len(parts) else career.org_line(text)
    if _UNIT_SEPARATOR.search(text):
        text = _UNIT_SEPARATOR.sub(", ", text.strip())
        text = title_case(text) if text.isupper() else text
    return career.org_line(text)


def _program_degrees(doc: Document, claims: list[Claim]) -> list[Claim]:
    """A department's page of its PhD graduates ("Department of X — PhD Alumni Placement" over "Y University"):
    each doctoral student listed took the PhD at the university the page's first lines name."""
    top = [ln.text for ln in doc.lines[:8] if ln.text.strip() and ln.text.lstrip()[:1] != "|"      # (no table's rows,
           and not _BYLINE.match(ln.text.strip())][:4]                                              # nor a byline)
    card = next((k for k, text in enumerate(top) if looks_like_name(name := clean_name(text.strip(" #*")))
                 and not looks_like_org(name)), None)
    top = top[:card] if card is not None else top   # (the page's header ends where the first person's card begins)
    units = list(dict.fromkeys(o for text in top for o in _header_units(text) if " " in o))    # not a "Faculty" heading
    universities = [o for o in units if _UNIVERSITY.search(o) and not _GROUP.search(o)]
    lab = None
    if not universities:
        # "The Hayasaka Laboratory (...) belongs to the Department of Robotics, ..., Tohoku University": a lab's
        # page says where the lab is
        intro = next((m for ln in doc.lines[:12] if " to " in ln.text or " of " in ln.text
                      for sentence in sentences(ln.text)[:2] if (m := _LAB_BELONGS.match(sentence.strip()))), None)
        units = [o for o in orgs_in(intro.group(0)) if o != intro.group("lab")] if intro else []
        if not units:
            # "The Institute of Astronomy and Planetary Sciences (INACP) of the Universidad de Atacama hosts ...":
            # an institute's page opens with what it is part of
            intro = _unit_intro(doc)
            # (its university before a school of it: "... part of the School of X, ... at The University of Y")
            units = sorted((o for o in orgs_in("of " + intro.group("rest")) if _UNIVERSITY.search(o)),
                           key=_university_rank)[:1] if intro else []
        if not units:
            # "Graduates of the PhD program in Economics at Rideau University have ...": a department's page
            units = next((found for ln in doc.lines[:12] if _PROGRAM.search(ln.text)
                          for sentence in sentences(ln.text)[:3] if _PROGRAM.search(sentence)
                          for found in [list(orgs_in(sentence))] if any(_UNIVERSITY.search(o) for o in found)), [])
        universities = [o for o in units if _UNIVERSITY.search(o) and not _GROUP.search(o)]
        if not universities and len(units) >= 2 and re.fullmatch(r"[A-Z]{2,8}", units[-1]) and \
                any(_UNIT_OF.match(o) for o in units[:-1]):
            # "... part of the Department of X in the Faculty of Y at NTNU": the chain's end, its university
            universities = units[-1:]
        if not universities:
            return []
        lab = intro.group("lab") if intro else None
    university = career.ACRONYM_AFTER.sub("", min(universities, key=_university_rank))     # (not its "(BUANR)")
    parts = [o for o in units if o not in universities]
    if not parts and not lab:
        # "PhD projects | CLVC | University of Groningen" over "The Centre for Language, Variation and Cognition (CLVC)
        # of the Faculty of Arts hosts ...": the page's unit, below a title that names its university
        intro = _unit_intro(doc)
        lab = intro.group("lab") if intro and " " in intro.group("lab") else None
    if len(parts) > 1:      # "University of X" / "Faculty of Y" / "Department of Z": the most specific unit, and X
        parts = [next((o for o in parts if _SPECIFIC_UNIT.match(o)), parts[-1])]
    units = [lab, university] if lab else [*parts, university]
    gone = {c.person for c in claims if isinstance(c, Affiliation) and c.org not in (supervision.GROUP, supervision.UNIVERSITY)}
    out: list[Claim] = []
    for c in claims:            # the department's staff: members of its units, employed by its university
        if isinstance(c, Affiliation) and c.org == supervision.GROUP:
            out += [Affiliation(c.evidence, c.person, org) for org in units]
        elif isinstance(c, Position) and c.org == supervision.UNIVERSITY:
            # (but a head of the department, "Chairperson of Department", holds that post in the department)
            head = parts and _DEPARTMENT.match(parts[0]) and re.search(r"\b(?:Department|Dept)\b", c.title)
            out.append(replace(c, org=parts[0] if head else university))
    seen: set[str] = set()
    for c in claims:
        # the department's students: its own entries, whoever advised them ("Ana Ruiz / Advisors: A and B")
        if not (isinstance(c, Supervision) and c.level in ("PhD", "Master") and c.advisee not in seen
                and (c.advisor == OWNER or _own_entry(c))):
            continue
        seen.add(c.advisee)
        if _LEFT.search(c.evidence.text):
            continue            # "(ABD)", "withdrew", "left the program": no degree
        named = find_degree(c.evidence.text)
        degree = named[0] if named and c.level == "Master" else "PhD" if c.level == "PhD" else "MSc"
        out.append(Education(c.evidence, c.advisee, degree, university, None, None, c.end))
        if c.end is None and c.advisee not in gone:     # a current student: a member of the department too
            out += [Affiliation(c.evidence, c.advisee, org) for org in units]
    return out


# a university's name after a dash: "Université Toulouse III – Paul Sabatier", "Università di Roma – Tor Vergata"
_DASHED_NAME = re.compile(r"\bUniversit\w*\b[^–—,;()]{1,40}\s[–—]\s((?:[A-ZÀ-Ý][\w'’\-]+\s*){1,3})$")
# "The TRACES team (équipe TRACES) is one of the five research teams of Géosciences Environnement Toulouse (GET, ...)"
_TEAM_ONE_OF = re.compile(r"^(?:The\s+)?(?P<team>[A-ZÀ-Ý][\w\-]*(?:\s+[A-ZÀ-Ý][\w\-]*){0,3})(?:\s+(?:team|group)\b)?"     # ("MOVE is one of")
                          r"(?:\s*\([^()]{1,40}\))?\s+is\s+one\s+of\s+(?:the\s+)?(?:\w+\s+){0,3}(?:teams|groups)\s+"
                          r"(?:of|at|in)\s+(?:the\s+)?(?P<parent>[A-ZÀ-Ý][^(),;]{3,80}?)\s*(?:[(),;]|\.?$)")
# "MorphoFlor team — Laboratoire Reproduction et Développement des Plantes": a page's title line
_TEAM_DASH = re.compile(r"^\W*(?P<team>[A-ZÀ-Ý][\w\-]*(?:\s+[A-ZÀ-Ý][\w\-]*){0,3})\s+(?:team|group)\s+[—–-]\s+"
                        r"(?P<parent>[A-ZÀ-Ý][^|()]{3,90}?)\s*$")


def _card_people(sections: list[Section], claims: list[Claim], owner: str | None) -> list[Claim]:
    """A people page's card ("Dra. Catalina Ñanculef" / "Profesora Asociada · Head, X Group" / "PhD Pontificia
    Universidad Católica de Chile, 2012. ..."): what its lines under the name say of no one named is said of the
    card's person, not of the page's owner (the owner's own card, and a line that names the owner, stay the owner's)."""
    surname = fold(owner.split()[-1]) if owner else None
    named: set[int] = set()
    of: dict[int, str] = {}
    for section in sections:
        if section.kind != "students":
            continue
        person = None
        entries = supervision._student_entries(section.lines)
        for k, (name, lines) in enumerate(entries):
            if name and supervision._only_title(name) and person:
                of.update((ln.number, person) for ln in lines)     # "Profesora Asociada" under the card's name
            elif name and len(lines) > 1:
                of.update((ln.number, name) for ln in lines[1:])
            if name and not is_bullet(lines[0].text) and (supervision._card((name, lines))
                                                          or supervision._leading_name(strip_bullet(lines[0].text)) == name):
                # a card's bulleted lines under its name line ("Yuki Hasegawa 長谷川 由紀" / "• Dr. Eng., X, 2009";
                # "Ji-hoon Park, MSN, RN" / "• Prior degrees: BSN, Yonsei University (2013); ...")
                end = entries[k + 1][1][0].number if k + 1 < len(entries) else section.lines[-1].number + 1
                for ln in section.lines:
                    if lines[0].number < ln.number < end and is_bullet(ln.text):
                        of.setdefault(ln.number, name)
            # (a line that names the owner is the owner's: "Professor Sato received ... He was ...")
            named.update(ln.number for ln in lines if surname and surname in fold(ln.text).split())
            person = name if name and not supervision._only_title(name) else person
    if not of:
        return claims
    mine = {n for n, person in of.items() if surname and fold(person).split()[-1:] == [surname]}
    of = {n: person for n, person in of.items() if n not in mine and n not in named}
    out = []
    for c in claims:
        line = c.evidence.line
        if line in of and surname and surname in fold(c.evidence.text).split():
            pass                                # ("Prof. Tarn's group": the owner, named)
        elif line in of and isinstance(c, (Education, Position, Affiliation, Award)) and c.person == OWNER:
            c = replace(c, person=of[line])
        elif line in of and isinstance(c, Supervision) and c.advisee == OWNER:
            c = replace(c, advisee=of[line])
        out.append(c)
    return out


def _part_of_intro(doc: Document) -> tuple[Line, str, str, str] | None:
    """(line, group, university, sentence) of a group page's opening sentence that says what the group is part of."""
    for ln in doc.lines[:16]:
        if " part of " not in ln.text and " belongs to " not in ln.text:
            continue
        for sentence in sentences(ln.text)[:3]:
            orgs = [c.org for c in career.lab_intro(Evidence(doc.path, ln.number, sentence.strip()))
                    if isinstance(c, Affiliation)]
            university = next((o for o in reversed(orgs[1:]) if _UNIVERSITY.search(o) and not _GROUP.search(o)), None)
            if len(orgs) >= 2 and _GROUP.search(orgs[0]) and university:
                return ln, re.sub(r"\s+(?:group|lab|team)$", "", orgs[0]), university, sentence.strip()
    return None


def _team_members(doc: Document, claims: list[Claim]) -> list[Claim]:
    """A team's page of no one's that says which team it is and what it is one of ("MorphoFlor team — Laboratoire
    X" as its title, "The TRACES team is one of the five research teams of Y" in its intro): the staff its lists
    name and the students its entries name are members of the team and of the laboratory it belongs to."""
    line, found = next(((ln, m) for ln in doc.lines[:12] if " team" in ln.text or " group" in ln.text
                        for m in [_TEAM_DASH.match(ln.text.strip())] if m and looks_like_org(m.group("parent"))), None) or \
        next(((ln, m) for ln in doc.lines[:16] if " one of " in ln.text for sentence in sentences(ln.text)[:2]
              if (m := _TEAM_ONE_OF.match(sentence.strip()))), (None, None))
    if found and not ROLE.search(found.group("team")):
        team, parent, said = found.group("team"), found.group("parent").strip(), found.string
    elif not found and (intro := _part_of_intro(doc)):
        # "The Trustworthy Systems Engineering group is part of the Department of X at Y University": the group and
        # its university
        line, team, parent, said = intro
    else:
        return []
    members = [c for c in claims if isinstance(c, Affiliation) and c.org == supervision.GROUP] + \
        [c for c in claims if isinstance(c, Supervision) and c.level != "Unspecified" and c.role is None and _own_entry(c)]
    out: list[Claim] = [PartOf(Evidence(doc.path, line.number, said), team, parent)]
    seen: set[str] = set()
    for c in members:
        person = c.person if isinstance(c, Affiliation) else c.advisee
        if person not in seen:
            seen.add(person)
            out += [Affiliation(c.evidence, person, org) for org in (team, parent)]
    return out


def _as_owner(claim: Claim, name: str, nick: str | None = None) -> Claim:
    """A sentence that names the owner ("Jane Doe is a Professor...", "Jane received...", or by the short name the
    page gives them, ``nick``) speaks of the owner."""
    person = getattr(claim, "person", None)
    if person == name or person and " " not in person and person in name.split() or person and _surname_of(person, name) \
            or person and _swapped(person, name) or person and person == nick \
            or person and "." in name and _initials_of_full(name, person):
        return replace(claim, person=OWNER)
    if isinstance(claim, Supervision) and (fold(claim.advisor) == fold(name) or _surname_of(claim.advisor, name)
                                           or _swapped(claim.advisor, name) or claim.advisor == nick):
        return replace(claim, advisor=OWNER)        # "supervised by <the page's owner> and X", "Professor Ní Bhriain has directed"
    if isinstance(claim, Supervision) and "." in name and _initials_of_full(name, claim.advisee):
        return replace(claim, advisee=OWNER)        # the page's "H.M. Oosterhuis" is the bio's "Hendrikje Maria Oosterhuis"
    return claim


def _initials_of_full(initialled: str, full: str) -> bool:
    """Whether a name written with initials ("H.M. Oosterhuis") is ``full`` ("Hendrikje Maria Oosterhuis").

    >>> _initials_of_full("H.M. Oosterhuis", "Hendrikje Maria Oosterhuis"), _initials_of_full("H. Oosterhuis", "Hendrikje Maria Oosterhuis")
    (True, False)
    """
    head, _, surname = initialled.rpartition(" ")
    given = full[:-len(surname)].split() if full.endswith(" " + surname) else []
    letters = re.findall(r"[^\W\d_]", head)
    return bool(given) and all(len(w) > 1 for w in given) and [fold(w)[:1] for w in given] == [fold(c) for c in letters]


def _swapped(words: str, name: str) -> bool:
    """Whether ``words`` are the owner's name surname first ("Vanderhaeghen Elke" for Elke Vanderhaeghen)."""
    return " " in words and words != name and sorted(fold(words).split()) == sorted(fold(name).split())


def _surname_of(words: str, name: str) -> bool:
    """Whether ``words`` are the owner's surname of two or three words alone ("Ní Bhriain", "Raghunath-Bouchard" aside)."""
    return " " in words and len(words.split()) <= 3 and name.endswith(" " + words) and words[:1].isupper() \
        and len(name.split()) > len(words.split())


# "Institut de Biologie Structurale (IBS)", "the X Institute in Grenoble": the name without its acronym or town
_ORG_TAIL = re.compile(r"\s*\((?-i:[A-Z][A-Za-z]?[A-Z]{1,7})\)$|\s+in\s+(?-i:[A-Z])[\w\-]+(?:\s+[A-Z][\w\-]+)?$|"
                      r"\s*\((?P<place>[A-Z][\w\-]+(?:[ ,]+[A-Z][\w\-]+){0,2})\)$")   # "NVIDIA Research (Toronto)"


_GERMAN_AT = re.compile(r"(?:^|\s)(?:an der|am|an|at(?: the)?)\s+((?-i:[A-ZÄÖÜ])[^,;()]{3,80}?)\s+bei\s", re.I)


# A rank alone, no organisation ("Director" over "Associate Professor, School of X" read as a post at "Associate
# Professor")
_BARE_RANK = re.compile(r"(?:(?:full|associate|assistant|adjunct|visiting|emerit(?:us|a)|research|senior|principal|"
                        r"distinguished|clinical)\s+)*(?:professor|lecturer|reader|researcher|scientist|fellow)"
                        r"(?:\s+emerit(?:us|a))?", re.I)


# A researcher's identifier's label, read as an organisation ("ORCID | 0000-... | Researcher ID: K-4471-2014")
_ID_LABEL = re.compile(r"orcid(?:\s+id)?|researcher\s?id|scopus(?:\s+author)?(?:\s+id)?|web of science|google scholar|"
                       r"researchgate|dblp|publons|h-?index", re.I)


# a thesis's kind taken for the place of study: "Masterarbeit (2024)", "Cotutelle with X"
_THESIS_KINDS = frozenset("masterarbeit bachelorarbeit diplomarbeit doktorarbeit cotutelle".split())


def _thesis_kind_place(claim: Claim) -> bool:
    return isinstance(claim, Education) and fold(claim.institution) in _THESIS_KINDS


def _not_an_org(claim: Claim) -> bool:
    """Whether the claim takes a rank alone, or an identifier's label, for an organisation."""
    org = getattr(claim, "org", None) or getattr(claim, "part", None)
    whole = getattr(claim, "whole", "")
    return isinstance(claim, (Affiliation, Position, PartOf)) and bool(org) and \
        bool(_BARE_RANK.fullmatch(org.strip()) or _ID_LABEL.fullmatch(org.strip())
             or any(f" {w} {t}" in f"{org} {whole}" for w in ("of", "with") for t in ("Prof", "Dr")))
    # ("Six-month research stay in the division of Prof. X": a sentence about a stay, no organisation's name)


_UNIT_RANKS = (re.compile(r".*\b(?:group|lab|laboratory|team)$", re.I),
               re.compile(r"(?:the\s+)?(?:department|dept\.?|school|faculty|division)\s+(?:of|for)\s", re.I),
               re.compile(r".*\b(?:universi(?:ty|dad|dade|tat|té|tà)|polytechnic|institute of technology)\b", re.I))


def _unit_rank(org: str) -> int:
    """How large a unit an organisation's name says it is: 0 a group or lab, 1 a department or school, 2 a
    university; -1 when it says none of these."""
    return next((k for k, pattern in enumerate(_UNIT_RANKS) if pattern.match(org)), -1)


_SENTENCE_AFTER = re.compile(r"(?<=[a-z]{3})\.\s+(?=[A-Z][a-z]+[\s,\-])")
_LED_BY_AFTER = re.compile(r",?\s+(?:led|headed|directed|run|chaired|coordinated)\s+by\s+(?:(?:Prof|Dr|Professor)\.?\s+)?(?-i:[A-Z]).*$")


# a unit named by its acronym with the words it stands for in brackets: "WISP Lab (Wisconsin Infrastructure for Scalable
# Processing)"
_SPELLED_OUT = re.compile(r"^(?P<name>(?:[\w&'’\-]+\s+)*?(?P<acronym>[A-Z]{2,8})(?:\s+[\w&'’\-]+){0,3}?)\s*\((?P<words>[^()]{8,120})\)$")


def _tidy_org(claim: Claim) -> Claim:
    if isinstance(claim, PartOf):               # "Laboratório de Hidrologia (LabHidro), Universidade X"
        if _unit_rank(claim.part) > _unit_rank(claim.whole) >= 0:
            claim = replace(claim, part=claim.whole, whole=claim.part)  # a university is no part of its department
        if " by " in claim.whole and (led := _LED_BY_AFTER.search(claim.whole)) and led.start() > 3:
            whole = claim.whole[:led.start()]   # "ICFO" over "Quantum Optics group led by Prof. X": the group is ICFO's
            claim = replace(claim, part=whole, whole=claim.part) if _GROUP.search(whole) and not _GROUP.search(claim.part) \
                else replace(claim, whole=whole)
        return replace(claim, part=split_acronym(claim.part)[0], whole=split_acronym(claim.whole)[0]) \
            if claim.part.endswith(")") or claim.whole.endswith(")") else claim
    for field in ("org", "institution"):
        org = getattr(claim, field, None)
        if isinstance(org, str) and org.endswith(")") and (spelled := _SPELLED_OUT.match(org)) \
                and "".join(w[0] for w in spelled.group("words").split() if w[0].isupper()) == spelled.group("acronym"):
            # "WISP Lab (Wisconsin Infrastructure for ...)": the lab ("CCBS (Computational Chemistry of ...)", an acronym
            # alone, is split_acronym's: the words)
            return replace(claim, **{field: split_acronym(org)[0] if spelled.group("name") == spelled.group("acronym")
                                     else spelled.group("name")})
        if isinstance(org, str) and " by " in org and (led := _LED_BY_AFTER.search(org)) and led.start() > 3:
            return replace(claim, **{field: org[:led.start()]})     # "Quantum Optics group led by Prof. X": the group
        if isinstance(org, str) and ". " in org and (stop := _SENTENCE_AFTER.search(org)) \
                and not ORG_WORDS.search(org[stop.end():]):
            # "Department of Statistical Sciences. Spatio-temporal extremes.": a card's research topics after the unit
            return replace(claim, **{field: org[:stop.start()]})
        if isinstance(org, str) and (" and " in org or "; " in org) and (tail := _CLAUSE_AFTER_ORG.search(org)) \
                and tail.start() > 3:
            # "Philipps-Universität Marburg; since 2022 co-speaker of RTG X", "X University and a member group of Y":
            # the sentence goes on after the organisation's name
            return replace(claim, **{field: org[:tail.start()].rstrip(" ,;")})
        if isinstance(org, str) and "'s " in org.replace("’", "'") and (owned := _OWNED_UNIT.match(org)) \
                and looks_like_org(owned.group("unit")) and (owned.group("owner").isupper() or is_town(owned.group("owner"))):
            return replace(claim, **{field: owned.group("unit")})    # "Stanford's Hopkins Marine Station": the station
        if isinstance(org, str) and " bei " in org and (at := _GERMAN_AT.search(org)):
            # "Promotion (Dr.-Ing.) an der Technischen Universität München bei Prof. X": the place only
            return replace(claim, **{field: at.group(1)})
        if isinstance(org, str) and org.endswith(")"):
            name, short = split_acronym(org)        # "Laboratório de Hidrologia (LabHidro)"
            if short:
                return replace(claim, **{field: name})
        if isinstance(org, str) and org.endswith((")",)) or isinstance(org, str) and " in " in org:
            m = _ORG_TAIL.search(org)
            # (a place's last part will do: "Universidad Nacional de Cuyo (Mendoza, Argentina)")
            # ("Concordia University (Montréal)": a town GeoNames knows, its accent and all)
            if m and (m.group("place") and (is_location(m.group("place")) or is_location(m.group("place").split(",")[-1])
                                            or is_town(m.group("place")))
                      or m.group(0).lstrip().startswith("(")
                      and not m.group("place") or not m.group(0).lstrip().startswith("(")
                      and is_location(m.group(0).split(" in ", 1)[1])):
                return replace(claim, **{field: org[:m.start()]})
    return claim


# a unit named with its owner's name before it, a town's or an acronym ("Stanford's Hopkins Marine Station", "MIT's
# Media Lab"; not "King's College London", "Queen's University Belfast", "Huawei Noah's Ark Lab": names of their own)
_OWNED_UNIT = re.compile(r"(?P<owner>[A-Z][\w.\-]+)['’]s\s+(?!(?:College|University|Hospital|School|Hall|Church|"
                         r"Inn|Park|Medical)\b)(?P<unit>(?:[A-Z][\w\-]*\s+)+(?:Station|Lab|Laboratory|Laboratories|Institute|"
                         r"Center|Centre|Observatory|Museum|Group|Unit|Program|Programme|Initiative))$")
_CLAUSE_AFTER_ORG = re.compile(r";\s+(?=[a-z(]|since\b|from\b|until\b)|\s+and\s+(?:a|an|the|is|was|has|have|since|also)\s+(?=[a-z])")
_ORG_FIELDS = ("org", "institution", "part", "whole")


def _town_universities(claims: list[Claim], text: str) -> list[Claim]:
    """A university named by its town alone ("joining Lancaster as Lecturer") where the document also names it
    in full ("Lancaster University", "University of Lancaster"; in its title too) and no other of that town."""
    named = {v for c in claims for f in _ORG_FIELDS if isinstance(v := getattr(c, f, None), str)}
    towns = {o for o in named if re.fullmatch(r"[A-Z][a-zà-ÿ\-]{3,}", o)}
    full: dict[str, str] = {}
    for town in towns:
        whole = [o for o in (f"{town} University", f"University of {town}", f"Universität {town}")
                 if re.search(rf"(?<![\w\-]){re.escape(o)}(?![\w\-–—]|[ \t]+(?:of|for|and|&)\s|[ \t]+[A-Z])", text)]   # (not "X University of
                                                                        # Technology", "X University & Research")
        if len(whole) == 1:
            full[town] = whole[0]
    if not full:
        return claims
    return [replace(c, **{f: full[v] for f in _ORG_FIELDS if (v := getattr(c, f, None)) in full}) for c in claims]


def _by_first_name(names) -> dict[str, str]:
    """Each folded first name that one person of ``names`` (full names) has, and that person.

    >>> _by_first_name(["Sanne de Wit", "Oskar Lind", "Oskar Nilsen", "sanne de wit"])
    {'sanne': 'Sanne de Wit'}
    """
    full: dict[str, set[str]] = {}
    for name in names:
        full.setdefault(fold(name.split()[0]), set()).add(name)
    return {first: sorted(found)[0] for first, found in full.items() if len({fold(n) for n in found}) == 1}


def _first_names_in_full(claims: list[Claim], text: str = "", owner: str = "") -> list[Claim]:
    """A lone first name ("Congratulations to Sanne on the X Award!") as the one person of the page with that first
    name ("Sanne de Wit"); left as it is when the page names none or several. A first name no claim gives in full is
    looked for in the page's ``text``: "Visiting student Hannah Kleinschmidt defended ... Hannah was co-supervised by
    X" (the one surname after it on the whole page, the name's first word; not the ``owner``'s first name)."""
    one = _by_first_name(name for c in claims
                         for name in (getattr(c, "name", None) if isinstance(c, PersonClaim) else None,
                                      getattr(c, "person", None), getattr(c, "advisee", None), getattr(c, "advisor", None))
                         if isinstance(name, str) and " " in name and name != OWNER)
    lone = {name for c in claims for f in ("person", "advisee", "advisor")
            if isinstance(name := getattr(c, f, None), str) and " " not in name and name != OWNER and fold(name) not in one
            and not (owner and fold(name) in {fold(w) for w in owner.split()})}
    for name in sorted(lone) if text else ():
        seen = list(re.finditer(rf"(?<![\w'’\-]){re.escape(name)}(?:[^\S\n]+[A-ZÀ-Þ][\w'’]+(?:-[A-ZÀ-Þ][\w'’]+)?){{1,3}}", text))
        # (on its line: "Tomás Ibarra" over the blank line and the "Associate Professor" under it)
        if any(_NAME_WORD_BEFORE.search(text[max(0, m.start() - 40):m.start()]) for m in seen):
            continue        # ("Minh Thu Tran": "Thu" is no first name on this page; nor in "Minh-Thu Tran")
        found = sorted({clean_name(m.group(0)) for m in seen} - {""}, key=len)
        longest = found[-1] if found else ""
        # the longest form, when the others are its beginnings ("Marta Giménez" in "Marta Giménez Ortuño ... joined")
        if longest and looks_like_name(longest) and all((longest + " ").startswith(f + " ") for f in found):
            one[fold(name)] = longest
    # ("Ramírez-Quintero received X": an honour of the page's one person of that double-barrelled surname)
    by_surname: dict[str, set[str]] = {}
    for c in claims:
        for name in (getattr(c, "name", None) if isinstance(c, PersonClaim) else None, getattr(c, "advisee", None)):
            if isinstance(name, str) and " " in name and "-" in name.split()[-1]:
                by_surname.setdefault(fold(name.split()[-1]), set()).add(name)
    out = []
    for c in claims:
        for field in ("person", "advisee", "advisor"):      # ("Ntombi was co-supervised by X": Ntombi Zulu, X's student)
            name = getattr(c, field, None)
            if isinstance(name, str) and " " not in name and name != OWNER and fold(name) in one:
                c = replace(c, **{field: one[fold(name)]})
        if isinstance(c, Award) and " " not in c.person and len(full := by_surname.get(fold(c.person), ())) == 1:
            c = replace(c, person=next(iter(full)))
        out.append(c)
    return out


_NAME_WORD_BEFORE = re.compile(r"[A-ZÀ-Þ][\w'’\-]*\s+$")    # ("Ramón Echeverri Salazar": "Echeverri" no first word)


def _named_person(claim: Claim) -> bool:
    """Whether a claim's person is a full name (a lone first name is kept only when it is the owner's)."""
    person = getattr(claim, "person", None)
    return not isinstance(person, str) or person == OWNER or " " in person


# "I published as C. N. Okonkwo until 2018", "née Okonkwo", "formerly Ana Lima": the owner's former surname
_FORMER_CUES = re.compile(r"published\s+(?:as|under)|n[ée]e\s|formerly\s")       # (a cheap test first)
_FORMER_NAME = re.compile(r"\b(?:published|publishing)\s+(?:as|under(?:\s+the\s+name)?)\s+((?:[A-Z]\.\s?){0,3}(?:[A-Z][a-z]+\s)?"
                          r"[A-Z][\w'’\-]+)|\b(?:n[ée]e|formerly(?:\s+known\s+as)?)\s+((?:[A-Z][a-z]+\s)?[A-Z][\w'’\-]+)")


def _former_name_authors(claims: list[Claim], owner: str, surname: str) -> list[Claim]:
    """Authors written with the owner's former surname and the owner's first initial are the owner."""
    initial = fold(owner)[:1]

    def mapped(author: str) -> str:
        words = [w.strip(".,") for w in author.replace(",", " ").split()]
        others = [w for w in words if fold(w) != fold(surname)]
        return owner if len(others) < len(words) and others and fold(others[0])[:1] == initial else author
    return [replace(c, authors=tuple(mapped(a) for a in c.authors)) if isinstance(c, Publication) else c for c in claims]


def _owner_authors(claims: list[Claim]) -> list[Claim]:
    """On a person's own page, a publication listed without authors is theirs."""
    return [Publication(c.evidence, c.title, (OWNER,), c.year, c.venue, c.doi, c.url, c.kind)
            if isinstance(c, Publication) and not c.authors else c for c in claims]


def _seniority(title: str) -> int:
    if _TRAINEE.search(title):
        return 1
    return 0 if _FACULTY.search(title) else 2


def _university_rank(org: str) -> int:
    """A university before a college or school of it ("Graduate School of X, University of Y")."""
    low = org.lower()
    return 0 if "universit" in low or "universid" in low else 1 if re.search(r"institute of technology|institute of science|polytechnic|\beth\b|epfl|\biit\b|\bkaist\b|"
                                                       r"\bmit\b|caltech|\biisc\b", low) \
        else 2 if "college" in low else 3


# a university's name alone: "TU Dresden", "Lancaster University", "University of X", "Universität Y"
_A_UNIVERSITY = re.compile(r"(?:TU|TH|FH|KU)\s+[A-Z][\w\-]+|(?:[A-Z][\w\-]*\s+){1,3}University|"
                           r"(?:University|Universit[äé]t?|Universidad|Università|Universiteit)\s+(?:of\s+)?[A-Z][\w\-]*"
                           r"(?:\s+[A-Z][\w\-]*){0,2}")


_PORTAL_NAME = re.compile(r"\s+(?:Research\s+(?:Portal|Explorer|Information|Output|Database)|Pure|Portal)$", re.I)


def _title_parts(doc: Document, separators: str = "|—–·-") -> Iterator[tuple[Line, list[str]]]:
    """Each of a page's first three lines that a separator splits (its title, or a site's tagline under it: "Bacterial
    cell envelope biology · Department of X, University of Y"), with its parts."""
    split = re.compile(rf"\s+[{separators}]\s+")
    for line in [ln for ln in doc.lines[:8] if ln.text.strip()][:3]:
        if split.search(line.text):
            yield line, [p.strip() for p in split.split(line.text.strip())]


# a university's research portal named after it: "University of Twente Research Information", "... Research Explorer"
_PORTAL_NAME = re.compile(r"\s+(?:Research\s+(?:Information|Portal|Explorer|Profiles?|Output|Repository|Directory)|"
                          r"Experts?|Scholars|Profiles)$")


def _title_university(doc: Document) -> str | None:
    """The university a page's title names among its parts ("Team — Chair of Thin Films — TU Dresden")."""
    for _, parts in _title_parts(doc):
        found = [_UNIVERSITY_SCHOOL.sub("", q) for p in parts[1:] for q in (_PORTAL_NAME.sub("", r) for r in p.split(", ")[-2:])
                 if _A_UNIVERSITY.fullmatch(q) and looks_like_org(q)]
        if found:
            return found[-1] if len(found) == 1 else None
    return None


# a school the university's name leads: "University of Minnesota Medical School", "University of X Law School"
_UNIVERSITY_SCHOOL = re.compile(r"(?<=\S)\s+(?:Medical|Law|Business|Dental|Graduate|Divinity|Nursing) School$")


def _tagline_units(doc: Document) -> tuple[Line, list[str]] | None:
    """The units a lab page's title or tagline names after a separator, down to a university ("Circuits of memory and
    sleep · Department of Neuroscience, Perelman School of Medicine, University of Pennsylvania")."""
    for line, parts in _title_parts(doc, "|—–·"):
        for part in parts[1:]:
            orgs = career.org_line(part) if "," in part else []
            if len(orgs) >= 2 and _A_UNIVERSITY.fullmatch(orgs[-1]) and all(looks_like_org(o) for o in orgs):
                return line, orgs
    return None


def _title_department(doc: Document) -> str | None:
    """The department a page's title names among its parts ("Faculty Directory - Department of Civil Engineering -
    McMaster University"): the unit of the people it lists."""
    first = next((ln.text.strip() for ln in doc.lines[:5] if ln.text.strip()), "")
    parts = [p.strip() for p in re.split(r"\s+[|—–·-]\s+", first)] if re.search(r"\s[|—–·-]\s", first) else []
    found = [p for p in parts[1:] if re.match(r"(?:Department|Dept\.?|School|Division) of\s+[A-Z]", p) and looks_like_org(p)]
    return found[0] if len(found) == 1 else None


_FOOTER_GROUP = re.compile(r"^\W*(?:©\s*)?(?P<lab>(?:The\s+)?(?-i:[A-Z])[\w'’\-]*(?:\s+(?:&|and|of|for|on|in|(?-i:[A-Z])[\w'’\-]*)){1,7}?"
                           r"\s+(?:Laboratory|Lab|Group|Team|Research Group))(?:\s*\([^()]{2,30}\))?\s*(?:[|·•,–—]\s*\S|$)")


def _footer_group(doc: Document) -> str | None:
    """The research group a page's footer names ("Functional Oxide & Energy Materials Laboratory (FOEM Lab) | 77
    Cheongam-ro, Pohang"): the group of a leader whose own posts name none."""
    tail = [ln.text for ln in doc.lines[-8:] if ln.text.strip()][-4:]
    found = {m.group("lab") for text in tail if (m := _FOOTER_GROUP.match(text)) and looks_like_org(m.group("lab"))}
    return found.pop() if len(found) == 1 else None


_STAY_OVER = re.compile(r"\bspent\s+(?:\w+\s+){0,2}(?:years?|months?)\s+(?:at|in|with)\b|\b(?:years?|months?)\s+followed\s+(?:at|in)\b")


def _students_in_group(claims: list[Claim], past: set[Claim] = frozenset(), theses: dict[int, str | None] | None = None,
                       page_university: str | None = None, page_group: str | None = None,
                       page_unit: str | None = None) -> list[Claim]:
    """Current PhD students listed by a group leader study at the leader's university, in the group (not the
    students of a biography's infobox, ``past``); the authors of the theses a group lists (on lines ``theses``)
    earned their degree there, in the thesis's year. With no university among the leader's posts, a group page's
    title may name it (``page_university``); with no group among them, its footer (``page_group``), and for its
    staff, the department its title names (``page_unit``: a department's directory)."""
    mine = [c for c in claims if isinstance(c, (Position, Affiliation)) and c.person == OWNER
            and c.org not in (supervision.GROUP, supervision.UNIVERSITY)]
    finished = past
    past = {c.evidence for c in mine if isinstance(c, Position) and c.end is not None}
    # "postdoctoral stays at X (2005–2007)": dated training elsewhere is over, the students are not there
    past |= {c.evidence for c in mine if isinstance(c, Affiliation) and _TRAINEE.search(c.evidence.text)
             and _DATED.search(c.evidence.text) and not re.search(r"\b(?:currently|now|since)\b", c.evidence.text, re.I)}
    # "After a postdoc at Cornell with X, she became ...": that training is over too
    past |= {c.evidence for c in mine if _AFTER_TRAINING.search(c.evidence.text)}
    # "He then spent two years at X as a postdoctoral fellow", "Two years followed at Y": a stay of its length, over
    past |= {c.evidence for c in mine if _STAY_OVER.search(c.evidence.text)}
    # "In 2016-17 I was a Member of the Institute for Advanced Study": a stay of those years, over
    past |= {c.evidence for c in mine if isinstance(c, Affiliation) and _PAST_YEAR.match(c.evidence.text)}
    # A job without an end date is current; among several, a faculty post before a postdoc or fellowship, and
    # those before other jobs (an undated "research technician" is more likely an old one)
    current = sorted((c for c in mine if isinstance(c, Position) and c.end is None and c.evidence not in past),
                     key=lambda c: (_seniority(c.title), _university_rank(c.org)))
    # Affiliations read with a finished job are past ones: the students are not there
    affiliations = [c.org for c in mine if isinstance(c, Affiliation) and c.evidence not in past]
    # (the post of a centre's director or a school's head is no university's: "Head of the School of Physics")
    # (a lab site's title or tagline naming its university outranks what the leader's story passes through: "completed
    # her DPhil at the University of Oxford" on the page of a Cambridge lab)
    university = next((c.org for c in current if _UNIVERSITY.search(c.org) and not _GROUP.search(c.org)
                       and not _UNIT_OF.match(c.org)), None) or page_university or \
        min((o for o in affiliations if _UNIVERSITY.search(o) and not _GROUP.search(o)), key=_university_rank, default=None) or \
        next((c.org for c in current if _seniority(c.title) == 0 and not _GROUP.search(c.org)
              and _ACADEMIC_UNIT.search(c.evidence.text)), None) or page_university     # "Professor, Department of X, KAIST"
    # a researcher of a research body who also teaches at a university ("Researcher, CONICET" over "Adjunct
    # Professor, X University"): which of the two the students enrol at is not said
    employers = {c.org for c in current if _seniority(c.title) == 0 and not _GROUP.search(c.org)
                 and not _UNIT_OF.match(c.org) and not _INSTITUTE.search(c.org)
                 and (c.org.isupper() or bool(ORG_WORDS.search(c.org)))
                 and not (university and c.org.isupper() and is_acronym_of(c.org, university))}    # ("RUB": the university)
    if university and len(employers) >= 2 and any(not _UNIVERSITY.search(o) for o in employers) \
            and university in employers and (first := min(current, key=lambda c: c.evidence.line)).org in employers \
            and first.org != university \
            and _seniority(first.title) == 0:       # (the post the page names first is not the university's)
        university = None
    # The research group itself ("X Lab") before a laboratory or centre that hosts several groups, and
    # before an institute that hosts the team ("Institut Néel")
    groups = sorted((o for o in affiliations if _TEAM_WORD.search(o) or _INSTITUTE.search(o) and o != university
                     and not _HOSPITAL.search(o)),      # a hospital that hosts the leader is no group of hers
                    key=lambda o: (not _TEAM.search(o), bool(_INSTITUTE.search(o)) and not _GROUP.search(o)))
    if not groups and page_group:
        groups = [page_group]
    extra: list[Claim] = []
    # ("Wen Lin (PhD Candidate, Immunology, Stanford University)": an entry that says where its student studies)
    # (a degree of the student's level, not yet finished, at a place the entry makes them a member of)
    members = {(c.person, c.evidence.line, c.org) for c in claims if isinstance(c, Affiliation)}
    studies = {(c.person, c.evidence.line, find_level(c.degree)) for c in claims if isinstance(c, Education)
               and c.end is None and (c.person, c.evidence.line, c.institution) in members}
    for c in claims:
        # (the leader's list may say whose each student is: a table's "Supervisors" column)
        if not (isinstance(c, Supervision) and (c.advisor == OWNER or _own_entry(c)
                                                and f", {supervision._TABLE_ADVISORS}" in c.evidence.text)
                and c.end is None and c.role is None) or _FORMER.search(c.evidence.text) or c in finished:
            continue
        if (c.advisee, c.evidence.line, c.level) in studies:
            pass
        elif university and c.level == "PhD":
            extra.append(Education(c.evidence, c.advisee, "PhD", university))
        elif university and c.level == "Master" and (named := find_degree(c.evidence.text)) and \
                (re.search(r"\b(?:student|candidate)\b", c.evidence.text, re.I) or _OPEN_YEARS.search(c.evidence.text)):
            # "Tom Ash - MRes student", "Yi Zhou (MMath, 2024–)": the degree studied for, not one held
            extra.append(Education(c.evidence, c.advisee, named[0], university))
        elif university and c.level == "Master" and c.start and _OPEN_YEARS.search(c.evidence.text):
            # "Yi Zhou (2024–)" under "M.S. course": studying for a master's since then
            extra.append(Education(c.evidence, c.advisee, "Master's", university))
        if university and c.level != "Unspecified" and (c.advisee, c.evidence.line, c.level) not in studies:
            extra.append(Affiliation(c.evidence, c.advisee, university))
        for group in groups[:1]:
            extra.append(Affiliation(c.evidence, c.advisee, group))
    theses = theses or {}
    places = {c.org for c in mine}      # (the leader's employers, which a graduate's entry may name by their town)
    studied = {(c.person, c.evidence.line) for c in claims if isinstance(c, Education)}
    for c in claims:
        if isinstance(c, Supervision) and c.advisor == OWNER and c.end and c.evidence.line in theses \
                and c.level in DEGREE_OF_LEVEL and (where := theses[c.evidence.line] or _entry_place(c.evidence.text, places)
                                                    or university):
            if where is _ELSEWHERE:
                continue
            extra.append(Education(c.evidence, c.advisee, DEGREE_OF_LEVEL[c.level], where, end=c.end))
        elif isinstance(c, Supervision) and c.advisor == OWNER and c.end and c.level in DEGREE_OF_LEVEL \
                and "(" in c.evidence.text and (where := _entry_place(c.evidence.text, places)) not in (None, _ELSEWHERE) \
                and (c.advisee, c.evidence.line) not in studied:
            # "Desmond Roe (PhD Toronto, 1984)" on the page of a professor once at the University of Toronto
            extra.append(Education(c.evidence, c.advisee, DEGREE_OF_LEVEL[c.level], where, end=c.end))
    for c in claims:            # staff listed on the leader's page
        if isinstance(c, Affiliation) and c.org == supervision.GROUP:
            extra += [Affiliation(c.evidence, c.person, org) for org in [*(groups[:1] or [page_unit]), university] if org]
        elif isinstance(c, Position) and c.org == supervision.UNIVERSITY and university:
            extra.append(replace(c, org=university))
    return extra


_ELSEWHERE = "\x00elsewhere"
def _entry_place(text: str, places: set[str]) -> str | None:
    """Where a graduate's entry says the degree was taken, as one of the leader's employers its short name names ("PhD
    Toronto": the University of Toronto); ``_ELSEWHERE`` when it names a place none of them is."""
    named = supervision.DEGREE_AT_PLACE.search(text)     # "(PhD Toronto, 1979)", "(Ph.D. UNC 2002)"
    if not named:
        return None
    word = named.group("place")
    fits = sorted(o for o in places if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", o) and _UNIVERSITY.search(o)
                  or o == word)
    return fits[0] if len(fits) == 1 else None if fits else _ELSEWHERE


_SPECIFIC_UNIT = re.compile(r"(?:Department|Dept\.?|Division|Section|Institute|Laboratory|Lab|Centre|Center|Group|Unit)\b")
_DEPARTMENT = re.compile(r"(?:Department|Dept\.?)\s")
_UNIT_OF = re.compile(r"(?:[A-Z]{2,6}\s+)?(?:Department|School|Faculty|Division|College|Graduate School) of\b")   # ("URI Graduate School of X")
_HOSPITAL = re.compile(r"hospital|clinic|h[oô]pital|klinik", re.I)
_OPEN_YEARS = re.compile(r"(?:19|20)\d\d\s*[–—-]\s*(?:present|now|today)?\s*\)", re.I)     # "(MMath, 2024–)"
_CO_DIRECTOR = re.compile(r"[;,]\s*co-?director\s*$", re.I)
# "(co-advised with Prof. X)": beside the owner (not "Cornell", a word that starts so)
_CO_ITEM = re.compile(r"\s*(?:co-|co(?=advis|supervis|mentor|direct|promot|tutor)|jointly\b|joint\b)", re.I)
_PAREN = re.compile(r"\(((?:[^()]|\([^()]{0,20}\)){2,80})\)")     # (one inner pair: "(2024, M (M.Eng.), Kondō)")
_ITEM_SPLIT = re.compile(r"\s*(?:[,;/&+()]|\band\b)\s*")     # (an inner pair too: "(Postdoc, 2021–2023 (with S. Roe))")
_HONORIFIC = re.compile(r"^(?:(?:with|under|advisors?|supervisors?|mentors?)\s*:?\s+)?(?:(?:Prof|Dr|Professor)\.?\s+)?", re.I)
_INITIALED = re.compile(rf"^((?:[A-Z]\.\s?(?:-?[A-Z]\.\s?)?)+)\s*((?:(?:{SURNAME_PARTICLE}|Ó|Ní|Mac|Mc)\s+){{0,2}}"
                        r"[^\W\d_][\w'’\-]+)$")     # ("T. Ó Briain", "J. van der Berg": the surname with its particles)
_INITIALED_AFTER = re.compile(r"^([^\W\d_][\w'’\-]+)\s+((?:[A-Z]\.?-?){1,3})$")      # "Solvang I.", "Roe J.A."


def _initialed(name: str) -> tuple[str, str] | None:
    """The (initials, surname) of a name written with initials, before the surname or after it."""
    m = _INITIALED.match(name)
    if m:
        return m.group(1), m.group(2)
    m = _INITIALED_AFTER.match(name)
    return (m.group(2), m.group(1)) if m else None


def _surname_key(name: str) -> str:
    """A person's family name, folded: the last word, or the first when written first in capitals ("ZHAO Min")."""
    words = name.split()
    return fold(words[0]) if family_name_first(words) else fold(words[-1])


_WITH_SOMEONE = re.compile(r"\b(?:co-?(?:advised|supervised|mentored|hosted)|jointly|together)\s+with\b", re.I)
_NOT_SOLE_ADVISOR = re.compile(r"\bco-|\bjointly\b|\balso\b|\btogether\b|\bnow\b|→|->", re.I)


def _page_advisors(claims: list[Claim], owner: str | None) -> list[Claim]:
    """On a page of several faculty, a student's entry may name which of them advises: "A. Roe", "Prof. Roe", or a
    bare surname in parentheses or an "Advisor" column ("Eva Lind (Roe, 3rd year)"). Such a name is the page's
    person with that surname (the owner first); an entry that names its advisors so is not the owner's otherwise."""
    # "Dr. Lin Qiu, Senior Lecturer; co-director": the lab's co-director, not the owner's advisor
    claims = [c for c in claims if not (isinstance(c, Supervision) and c.advisee == OWNER
                                        and _CO_DIRECTOR.search(c.evidence.text))]
    seniors: dict[str, str] = {}                # folded surname -> full name (OWNER for the page's leader)
    for c in claims:
        for name in ((c.person,) if isinstance(c, (Position, Affiliation)) else
                     (c.advisor,) if isinstance(c, Supervision) and c.advisee != OWNER else ()):   # (not the owner's own)
            if name != OWNER and len(name.split()) >= 2 and not name.split()[0].endswith("."):
                seniors.setdefault(_surname_key(name), name)
    if owner:
        seniors[_surname_key(owner)] = OWNER
    if len(seniors) < 1:
        return claims

    # "thesis supervisor: Aisling": a first name alone, the one senior person of the page with it (the owner's, the owner)
    firsts = {first: OWNER if owner and fold(full) == fold(owner) else full for first, full in
              _by_first_name(n for n in (*seniors.values(), *((owner,) if owner else ())) if n != OWNER).items()}

    def senior(text: str) -> str | None:
        text = text.strip()
        cue = _HONORIFIC.match(text).group(0)       # ("with", "Prof."): what says a first name alone is a person
        text = text[len(cue):].strip()
        m = _initialed(text)
        surname = m[1].split()[-1] if m else text
        if " " in surname or not surname[:1].isupper():
            return None
        # (or a first name alone after "with" or a title: "(PhD 2023, with Tomás)")
        full = seniors.get(fold(surname)) or (firsts.get(fold(surname)) if cue and not m else None)
        if full is None:
            return None
        first = owner if full == OWNER else full
        if m and first and fold(first)[:1] != fold(m[0])[:1]:
            return None                         # "B. Roe" is not Ann Roe
        return full

    out: list[Claim] = []
    named: dict[tuple[str, int], set[str]] = {}     # (advisee, line) -> advisors the entry names
    for c in claims:
        if isinstance(c, Supervision) and c.advisor != OWNER and _initialed(c.advisor):
            full = senior(c.advisor)
            if full:
                c = replace(c, advisor=full)
                named.setdefault((c.advisee, c.evidence.line), set()).add(full)
        elif isinstance(c, Supervision) and " " not in c.advisor and fold(c.advisor) in firsts:
            c = replace(c, advisor=firsts[fold(c.advisor)])
            named.setdefault((c.advisee, c.evidence.line), set()).add(c.advisor)
        elif isinstance(c, Supervision) and c.advisor == OWNER and c.role is None:
            found = [senior(item) for group in _PAREN.findall(c.evidence.text)
                     for item in _ITEM_SPLIT.split(group) if item.strip() and not _CO_ITEM.match(item)]
            found = list(dict.fromkeys(f for f in found if f))
            if found:
                named.setdefault((c.advisee, c.evidence.line), set()).update(found)
                out += [replace(c, advisor=f) for f in found]
                continue
        out.append(c)
    # only the page's own staff count as naming an entry's advisors ("main supervisor: X" on a CV is a co-advisor)
    staff = {c.person for c in claims if isinstance(c, (Position, Affiliation))}
    explicit = {(c.advisee, c.evidence.line) for c in out if isinstance(c, Supervision) and c.advisor != OWNER
                and c.role is None and c.advisor in staff and not _named_after_move(c)}
    # "Kwame Asante, 2nd year; supervisor: N. Haddadi": that entry's advisors exclude the owner
    # (or in the lines of its card under the name: "Dr Ana Ruiz" / "Sydney Postdoctoral Fellow" / "Mentor: Dr T. Roe")
    # (a card's "co-hosted by X" or "also with X" adds an advisor to the owner; "Now: postdoc with X" is elsewhere)
    alone = {(c.advisee, c.evidence.line) for c in out if isinstance(c, Supervision) and c.advisor != OWNER
             and (c.advisee, c.evidence.line) in explicit and not _NOT_SOLE_ADVISOR.search(c.evidence.text)}
    # (in the entry's own line unless it has the owner advise with someone: "(co-advised with Prof. X)")
    card = {(c.advisee, c.evidence.line): [k for k in explicit if k[0] == c.advisee and (
                k[1] == c.evidence.line and not _WITH_SOMEONE.search(c.evidence.text)
                or 0 < k[1] - c.evidence.line <= 6 and k in alone)]
            for c in out if isinstance(c, Supervision) and c.advisor == OWNER and c.role is None}
    out = [c for c in out if not (isinstance(c, Supervision) and c.advisor == OWNER and c.role is None
                                  and (keys := card[(c.advisee, c.evidence.line)])
                                  and not any(OWNER in named.get(k, ()) for k in keys)
                                  and not (owner and _surname_key(owner) in fold(c.evidence.text))
                                  and not _owner_advises(out, c))]
    # the entry's level ("PhD STUDENTS") for the advisors it names without one
    levels = {(c.advisee, c.evidence.line): c.level for c in claims if isinstance(c, Supervision) and c.advisor == OWNER
              and c.level != "Unspecified"}
    out = [replace(c, level=levels[(c.advisee, c.evidence.line)]) if isinstance(c, Supervision) and c.level == "Unspecified"
           and (c.advisee, c.evidence.line) in levels else c for c in out]
    # "PhD 2024 (Roe)": a surname in parentheses is the advisor, not the university
    return [c for c in out if not (isinstance(c, Education) and c.institution and " " not in c.institution.strip()
                                   and fold(c.institution) in seniors)]


def _named_after_move(claim: Supervision) -> bool:
    """Whether the entry names this advisor only where it says where the student went ("Ana Ruiz (PhD 2023) →
    postdoc with Leonora Bassi at X"): the student's next advisor, not one of the entry's own."""
    text = claim.evidence.text
    moved = supervision._DESTINATION.search(text)      # (the words that say where a student went: "→", "now", ...)
    surname = claim.advisor.split()[-1]
    return bool(moved) and surname in text[moved.end():] and surname not in text[:moved.start()]


def _owner_advises(claims: list[Claim], claim: Supervision) -> bool:
    """Whether the same entry also names the owner among its advisors (then the owner's claim stays)."""
    return any(isinstance(c, Supervision) and c.advisor == OWNER and c.advisee == claim.advisee and c is not claim
               and c.evidence.line == claim.evidence.line and c.role is not None for c in claims) \
        or bool(_OWNER_ROLE_COLUMN.search(_DATED_NOTE.sub("", claim.evidence.text).split("(")[0]))


_DATED_NOTE = re.compile(r"\([^()]*\d{4}[^()]*\)")
# "Anh Pham – Associate supervisor (principal supervisor: Dr X)": the owner's own role, in the entry's column
_OWNER_ROLE_COLUMN = re.compile(r"[–—-]\s*(?:(?:principal|associate|main|primary|secondary|joint|co-?)\s*)?"
                                r"(?:supervisor|advisor|adviser|promot[eo]r)\b", re.I)
