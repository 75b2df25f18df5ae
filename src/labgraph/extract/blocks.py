"""Pages made of several people's blocks, each headed by its person's name.

A news post on three thesis defences, a "new faces" page, a prize announcement for several winners: a line naming a
person ("MAJA LINDQVIST – Faculty of Science", "Ana Ruiz (Physics)") alone between blank lines, over paragraphs that
speak of that person. Inside a block the "she" and the labelled lines ("Main supervisor: ...") are its person's, and
a defence's sentence names the thesis and the degree.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from ..degrees import find_degree
from ..model import Affiliation, Claim, Document, Education, Evidence, Line, PersonClaim, Publication, Supervision
from ..names import PARTICLES, clean_name, family_name_first, fold, looks_like_name
from ..sections import RANK_LINE, ROLE, heading_kind
from .awards import AWARD_WORDS
from .patterns import INSTITUTION_WORD, ORG_WORDS, is_location, looks_like_org, sentences, take_names, years


class Block(NamedTuple):
    first: int          # the heading's line number
    last: int           # the block's last line number
    name: str           # whom the block is about


# the name, then what the heading adds after a dash, a comma or in brackets ("– Faculty of X", ", PhD student")
_HEAD = re.compile(r"^[#*\s]*(?P<name>[^–—:,|()\d]{4,60}?)\s*(?:\s[–—-]\s.{0,80}|,\s.{0,80}|\(.{0,60}\))?[*\s]*$")


def _heading_name(text: str) -> str | None:
    """The person a block's heading names.

    >>> _heading_name("MAJA LINDQVIST – Faculty of Science and Technology")
    'Maja Lindqvist'
    >>> _heading_name("Ana Ruiz (Physics)"), _heading_name("Related news"), _heading_name("Faculty of Medicine")
    ('Ana Ruiz', None, None)
    """
    if text[:3] in ("---", "===", "***") or text[:2] == "==":
        text = text.strip("-=*~ ")       # "--- Yael Ben-Haim (PI) ---": a name between rules, as a plain text sets it off
    m = _HEAD.match(text) if len(text) < 120 and not text.rstrip().endswith((".", ":", "?", "!")) else None
    if not m:
        return None
    raw = m.group("name").strip()
    name = clean_name(raw.title() if raw.isupper() else raw)
    if not looks_like_name(name) or looks_like_org(name) or INSTITUTION_WORD.search(name) or \
            heading_kind(raw) not in (None, "other"):
        return None
    return name


def _headline_name(text: str, below: list[str]) -> str | None:
    """The one person a news story's headline names in full whom its first paragraph names in full too ("When
    customers lose patience: Maja Kovačević on queues in heavy traffic" over "Maja Kovačević of the X group obtained
    her PhD ...").

    >>> story = ["Wen Chou, PhD candidate in the Software Engineering group, defended her thesis on builds."]
    >>> _headline_name("Why do builds break? Wen Chou receives her doctorate", story)
    'Wen Chou'
    >>> _headline_name("Why do builds break?", story)
    """
    if len(text) > 120 or not below or len(below[0]) < 60 or " " not in text or ROLE.match(text):
        return None         # (a card's role line: "B.S. candidate, X · Research mentor: Y")
    words = text.split()
    found: set[str] = set()
    for i, first in enumerate(words):
        if i and (words[i - 1] in PARTICLES or words[i - 1][:1].isupper() and words[i - 1][-1:].isalpha()):
            continue        # (a name's whole run: not "Cruz Moreno" of "de la Cruz Moreno")
        for j in range(i + 2, min(i + 8, len(words) + 1)):
            run = words[i:j]
            last = run[-1].rstrip(":;,.?!")
            if not (first[:1].isupper() and last[:1].isupper()):
                continue
            if not all(w[:1].isupper() or w in PARTICLES or w in ("'t", "’t") for w in run[1:-1]):
                break
            name = " ".join([*run[:-1], last])
            # (the whole run of capitalised words, here and in the paragraph: not "Queen Eleanor" of "Queen Eleanor
            # University Hospital")
            whole = last != run[-1] or j == len(words) or not words[j][:1].isupper()
            if whole and _named_whole(name, below[0]) \
                    and looks_like_name(clean_name(name)) and not looks_like_org(name) \
                    and not any(w.isupper() and len(w) > 1 for w in name.split()) \
                    and not AWARD_WORDS.search(name):       # (nor "GeoNordic AS", "Galvani Medal")
                found.add(name)
            if last != run[-1]:
                break       # ("Venkataraman:": the name ends at its colon)
    found = {n for n in found if not any(n != m and n in m for m in found)}     # the longest run of each
    return found.pop() if len(found) == 1 else None


def _named_whole(name: str, text: str) -> bool:
    """Whether ``text`` names ``name`` as a whole run of capitalised words (not "Queen Eleanor" of "Queen Eleanor
    University Hospital"): found with plain string search (a pattern for each name would be compiled each time)."""
    at = text.find(name)
    while at >= 0:
        before = text[at - 1:at]
        after = text[at + len(name):]
        if not (before and (before.isalnum() or before in "'’-")) and not (after[:1].isalnum() or after[:1] == "-") \
                and not (after[:1].isspace() and after.lstrip()[:1].isupper()):
            return True
        at = text.find(name, at + 1)
    return False


def story_headline(text: str) -> bool:
    """Whether a block's heading is a news story's headline, not its person's name with a note."""
    return _heading_name(text.strip()) is None


_LABEL_LEAD = re.compile(r"^[A-Z][\w ]{1,20}:\s")        # "Talk: Title of the talk — Thursday, 9:00"
_FIELD_LINE = re.compile(r"^(?:[-•*·]\s*)?[A-Z][\w/]*(?:\s[\w/]+){0,2}\s*:\s+\S")


def _speaker(name: str, below: list[str]) -> bool:
    """Whether a name over its role is a speaker's card: a talk's title line, then a biography that names them again
    ("Prof. X" / "Professor of Y, Z University" / "Opening keynote · Tue 9:15" / "X leads the ... She earned ...")."""
    parts = {fold(p) for p in (name.split()[0], name.split()[-1]) if len(p) > 2}
    return any(_TALK_LINE.search(b) for b in below[1:3]) and any(
        len(b) >= 200 and any(fold(b).startswith(p) for p in parts) for b in below[2:4])


_TALK_LINE = re.compile(r"\b(?:keynote|plenary|invited talk|talk|lecture|session)\b", re.I)


def _titled_paragraph(text: str, name: str) -> bool:
    """Whether a paragraph opens on the person's title and then their name ("Assistant Professor Tomasz Kędzierski
    works on ..."): the story under a headline, not a card's role line."""
    return len(text) >= 80 and fold(name.split()[-1]) in fold(text[:80])


def person_blocks(doc: Document) -> list[Block]:
    """The blocks of a page of several people's blocks: each heading names a person whom the paragraph under it
    names again (by either part of the name); empty unless two blocks at least. (A people page's cards, a name over
    a role line, are read as cards.)"""
    lines = doc.lines
    heads: list[tuple[int, str]] = []
    for k, line in enumerate(lines):
        text = line.text.strip()
        if not text or k and lines[k - 1].text.strip() or k + 1 < len(lines) and lines[k + 1].text.strip():
            continue                # alone between blank lines
        name = _heading_name(text)
        below = [ln.text.strip() for ln in lines[k + 1:k + 10] if ln.text.strip()][:4]
        name = name or _headline_name(text, below)
        if not name or is_location(name) or INSTITUTION_WORD.search(text.split(",")[0]) and name in text.split(",")[0]:
            continue                # (not "University of Cape Town, South Africa" under a speaker's name: a place)
        role = below and ROLE.match(below[0]) and not _titled_paragraph(below[0], name)
        if not below or role and not re.search(r"\s[–—]\s", text) and not _speaker(name, below):
            continue                # a member's card: name, then role ("PhD Candidate. Fields: ...")
            # (a news headline's "Lan Anh Nguyen – Qualcomm Fellowship" over "PhD student, X · Advisor: Y" heads her block)
        if role:
            heads.append((k, name))     # "Ibrahim Roe – Best Student Paper" / "PhD candidate, X · Advisor: Y"
            continue
        if sum(bool(_FIELD_LINE.match(b)) for b in below) >= 2:
            heads.append((k, name))     # a profile's labelled lines under the name ("• PhD: X, Y University (2023)",
            continue                    # "• Host: Z Institute", "• Mentor: Dr. W")
        if len(below[0]) < 80:
            # a speaker's card: name, place, the talk's title, then the biography (which names them again; a long
            # title line before it names no one: "Talk: Tasks, Not Threads: Programming ... — Thursday, 9:00")
            bio = next((b for b in below[1:] if len(b) >= 80 and not _LABEL_LEAD.match(b)
                        and b[:1] not in "“\"‘«"), None) \
                if not _heading_name(below[0]) else None
            if bio is None:
                continue
            below = [bio]
        parts = {fold(p) for p in (name.split()[0], name.split()[-1]) if len(p) > 2}
        if any(p in fold(b) for b in below for p in parts):
            heads.append((k, name))
    if len(heads) < 2:
        return []
    blocks = []
    for i, (k, name) in enumerate(heads):
        if i + 1 < len(heads):
            end = heads[i + 1][0] - 1
        else:       # the last block runs to the page's next section heading ("Related news") or its end
            end = next((j - 1 for j in range(k + 2, len(lines)) if lines[j].text.strip() and not lines[j - 1].text.strip()
                        and len(lines[j].text) < 40 and heading_kind(lines[j].text) not in (None, "other")), len(lines) - 1)
        blocks.append(Block(lines[k].number, lines[end].number, name))
    return blocks


# "Faculty opponent: Professor X, University Y", "Examining committee: Prof. A (Org), Docent B (Org) and Dr C (Org)",
# "Co-supervisors: Dr A, Department of X, and Dr B, Y Institute"
_ROLE_LABEL = re.compile(r"^\s*(?:[-•*·]\s*)?(?:(?:faculty|external|main|principal|primary|first|second)\s+)?(?:co-?)?"
                         r"(?:opponents?|supervisors?|advisors?|examiners?|(?:examining|grading|evaluation|examination|"
                         r"thesis|doctoral|doctorate|defen[cs]e)\s+(?:committee|board)|committee(?:\s+members)?|chair|jury)"
                         r"\s*:\s*(?P<value>\S.*)$",
                         re.I)
_TITLE = r"(?:Prof\.?|Professor|Dr\.?|Docent|Associate Professor|Assistant Professor|Assoc\. Prof\.?|Senior Lecturer|Lecturer|" \
         r"prof\.\s?dr\.(?:\s?ir\.)?|dr\.(?:\s?ir\.)?)"       # (a Dutch page's "prof.dr.", "dr.ir.")
_ITEM_BREAK = re.compile(rf"\s*;\s*|,?\s+and\s+(?={_TITLE}\s)|,\s+(?={_TITLE}\s)")
_ACADEMIC_UNIT = re.compile(r"^(?:Department|School|Faculty|Division|Institute) (?:of|for)\b")


def _items(value: str) -> list[str]:
    """A labelled line's people, one item each with what is said of them.

    >>> _items("Prof. A Berg (NTNU, Trondheim), Docent O Lund (Uppsala University) and Dr F Ek (X University)")
    ['Prof. A Berg (NTNU, Trondheim)', 'Docent O Lund (Uppsala University)', 'Dr F Ek (X University)']
    """
    return [p for p in _ITEM_BREAK.split(value.strip().rstrip(".")) if p.strip()]


def role_lines(path: str, lines: tuple[Line, ...]) -> list[Claim]:
    """Where the supervisors, opponents and committee members of a defence's labelled lines work."""
    out: list[Claim] = []
    for line in lines:
        labelled = [m for sentence in (sentences(line.text) if ":" in line.text else ())
                    if ":" in sentence[:40] and (m := _ROLE_LABEL.match(sentence))]
        for item in (item for m in labelled for item in _items(m.group("value"))):
            names = take_names(item)
            if not names:
                continue
            person = names[0]
            evidence = Evidence(path, line.number, item[:300])
            after = item[item.find(person.split()[-1]) + len(person.split()[-1]):]
            parts = [p.strip(" .") for p in re.split(r"[(),;]", after)]
            parts = [re.sub(r"^(?:also\s+)?(?:at|from|of)\s+(?:the\s+)?", "", p) for p in parts if p.strip(" .")]
            for k, part in enumerate(parts):
                # ("NTNU, Trondheim", "Erasmus MC, Rotterdam, the Netherlands": a town after the place)
                if k and not ORG_WORDS.search(part) or is_location(part) or len(part) > 80:
                    continue
                # ("Erasmus MC", "Amsterdam UMC": a short form in capitals is no part of a person's name)
                if looks_like_org(part) and (not looks_like_name(part) or INSTITUTION_WORD.search(part)) or \
                        k == 0 and re.fullmatch(r"[A-Z][\w\-]+(?: [A-Z][\w\-]+)? [A-Z]{2,5}|[A-Z]{2,6}|[A-Z]{2,3}/[A-Za-z]{1,3}", part):
                    # (or a short form alone in the bracket: "prof.dr. A (NTNU)", "dr. B (TU/e)")
                    out.append(Affiliation(evidence, person, part))
    return out


def with_university(claims: list[Claim], university: str | None) -> list[Claim]:
    """A department named alone on the page ("Professor X, Department of Informatics") is the page's university's:
    its people work there too."""
    if not university:
        return claims
    return claims + [Affiliation(c.evidence, c.person, university) for c in claims
                     if isinstance(c, Affiliation) and _ACADEMIC_UNIT.match(c.org)]


# "defended her thesis "Title" for the degree of Doctor of Philosophy in Physical Geography", "defended his doctoral
# thesis (PhD in Informatics) "Title""
_DEFENDED = re.compile(r"\bdefended\s+(?:his|her|their)\s+(?:(?:doctoral|ph\.?\s?d\.?|licentiate|master['’]?s?)\s+)?"
                       r"(?:thesis|dissertation)\b(?P<between>[^\"“]{0,80}?)[\"“](?P<title>[^\"”]{10,300})[\"”]"
                       r"(?P<after>[^.]{0,200})", re.I)
_FIELD = re.compile(r"\b(?:doctor of philosophy|ph\.?\s?d\.?|doctorate)\s+in\s+(?P<field>(?-i:[A-Z])[\w\-]*(?:\s+(?-i:[A-Z])[\w\-]*){0,4})",
                    re.I)


def defence(evidence: Evidence, person: str, university: str | None, year: int | None) -> list[Claim]:
    """A defended thesis stated in a sentence: the thesis, its author's doctorate (where the page's university
    awards it, in the field the sentence names)."""
    m = _DEFENDED.search(evidence.text)
    if not m:
        return []
    when = years(evidence.text)
    year = when[-1] if when else year
    out: list[Claim] = [Publication(evidence, m.group("title").strip(" ,."), (person,), year)]
    rest = m.group("between") + " " + m.group("after")
    if university and re.search(r"doctor|ph\.?\s?d", evidence.text, re.I):
        field = _FIELD.search(rest)
        out.append(Education(evidence, person, "PhD", university, field.group("field") if field else None, None, year))
    return out


# A commencement programme's or a graduate school's record of a new doctor: the name at the margin, then indented
# lines: the degree conferred ("Doctor of Philosophy in Chemistry", "Ed.D., Educational Leadership"), the
# dissertation, its advisors ("Advisor:", "Co-Advisors:", "Chair:"), the committee, and earlier degrees
# ("B.S., Chemistry, Drummond College, 2018").
_RECORD_LABEL = re.compile(r"^(?P<label>(?:co-?)?(?:advisors?|advisers?|supervisors?|chairs?|promot[eo]rs?|directors?|"
                           r"committee(?: members?)?|dissertation|thesis|title)|(?:dissertation|thesis) (?:advisors?|"
                           r"supervisors?|chairs?|title))\s*:\s*(?P<value>.+)$", re.I)
_ADVISING = re.compile(r"advis|supervis|chair|promot|director", re.I)
_DOCTORATE = frozenset({"PhD", "EdD", "DrPH", "DNP", "SJD", "MD"})


def graduate_records(path: str, lines: tuple[Line, ...], university: str | None,
                     year: int | None) -> tuple[list[Claim], set[int]]:
    """The records of a page listing new doctors (at least two), as claims, and the lines they fill: each
    doctor's degree from the page's ``university`` (in ``year``, the page's), dissertation, advisors (at the level
    of a doctorate; where an advisor's own place is named, their affiliation), committee members (people, no
    advisors) and earlier degrees."""
    records: list[tuple[Line, list[Line]]] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        text = line.text.strip()
        body: list[Line] = []
        j = k + 1
        while j < len(lines) and lines[j].text[:1] == " " and lines[j].text.strip():
            indent = len(lines[j].text) - len(lines[j].text.lstrip())
            if body and indent > len(body[-1].text) - len(body[-1].text.lstrip()):
                body[-1] = Line(body[-1].number, f"{body[-1].text.rstrip()} {lines[j].text.strip()}")   # wrapped
            else:
                body.append(lines[j])
            j += 1
        name = clean_name(text) if text and line.text[:1] != " " and len(text) < 70 else ""
        if body and looks_like_name(name) and not looks_like_org(name) and \
                any(_RECORD_LABEL.match(b.text.strip()) for b in body) and _conferred(body[0].text.strip()):
            records.append((Line(line.number, name), body))
            k = j
        else:
            k += 1
    if len(records) < 2:
        return [], set()
    claims: list[Claim] = []
    covered: set[int] = set()
    for head, body in records:
        person = head.text
        covered.update([head.number, *(b.number for b in body)])
        degree, field = _conferred(body[0].text.strip())
        evidence = Evidence(path, body[0].number, body[0].text.strip())
        if university:
            claims.append(Education(evidence, person, degree, university, field, None, year))
        doctoral = degree in _DOCTORATE or degree == "PhD"
        for b in body[1:]:
            text = b.text.strip()
            evidence = Evidence(path, b.number, text[:300])
            labelled = _RECORD_LABEL.match(text)
            if labelled and re.match(r"(?:dissertation|thesis|title)$", labelled.group("label"), re.I):
                claims.append(Publication(evidence, labelled.group("value").strip(" .\"“”"), (person,), year))
            elif labelled and _ADVISING.search(labelled.group("label")) and "committee" not in labelled.group("label").lower():
                role = "co-supervisor" if re.match(r"co-?", labelled.group("label"), re.I) else None
                for item in re.split(r"\s*;\s*|,?\s+and\s+(?=[A-Z])", labelled.group("value")):
                    named = take_names(item)
                    if not named:
                        continue
                    claims.append(Supervision(evidence, named[0], person, "PhD" if doctoral else "Unspecified",
                                              role=role))
                    rest = item[item.find(named[0].split()[-1]) + len(named[0].split()[-1]):].strip(" ,.()")
                    if rest and looks_like_org(rest) and not is_location(rest):
                        claims.append(Affiliation(evidence, named[0], rest))
            elif labelled:          # the committee: people of the page, no advisors
                claims += [PersonClaim(evidence, n) for n in take_names(labelled.group("value"))]
            elif (earlier := _earlier_degree(text)) is not None:
                claims.append(Education(evidence, person, *earlier))
    return claims, covered


def _conferred(text: str) -> tuple[str, str | None] | None:
    """The degree a record's first indented line confers and its field: "Doctor of Philosophy in Chemistry",
    "Ed.D., Educational Leadership", "Dr.P.H."."""
    found = find_degree(text)
    if not found or found[1].start() > 2 or years(text):
        return None
    rest = text[found[1].end():].strip(" ,.")
    field = re.sub(r"^in\s+", "", rest) if rest and re.match(r"(?:in\s+)?[A-Z][\w\-]*(?:\s+(?:and\s+|of\s+|[A-Z][\w\-]*)){0,5}$",
                                                             rest) else None
    return found[0], field


def _earlier_degree(text: str) -> tuple[str, str, str | None, None, int | None] | None:
    """"B.S., Chemistry, Drummond College, 2018", "M.Phil., University of Ghana, 2014": (degree, institution, field,
    start, end)."""
    found = find_degree(text)
    if not found or found[1].start() > 2:
        return None
    parts = [p.strip(" .") for p in re.sub(r"\([^()]*\)", "", text[found[1].end():]).split(",") if p.strip(" .")]
    when = years(text)
    parts = [p for p in parts if not re.fullmatch(r"(?:19|20)\d\d", p)]
    if not parts:
        return None
    institution = next((p for p in reversed(parts) if INSTITUTION_WORD.search(p) or looks_like_org(p)), parts[-1])
    field = next((p for p in parts if p is not institution and not is_location(p)), None)
    return found[0], institution, field, None, when[-1] if when else None


# A department's directory of its faculty: each member's name on a line of its own ("Gerrit van der Walt, PhD"),
# their rank under it ("Associate Professor"), then their own lists ("Current advisees", "Recent graduates").
_HEAD_NOTE = re.compile(r"\s*\([^()]{1,40}\)\s*$|,\s*(?:Ph\.?\s?D\.?|M\.?D\.?|D\.?Phil\.?|Sc\.?D\.?|M\.?P\.?H\.?|M\.?B\.?B\.?S\.?|"
                        r"M\.?Sc?\.?|R\.?N\.?|Pharm\.?D\.?|DrPH|FRCP\w*)\s*$")     # ("A, MD, MPH": each degree a note)


def faculty_blocks(lines: tuple[Line, ...]) -> list[Block]:
    """The blocks of a directory of several faculty members (two at least): each from a member's name line, whose
    rank follows within a few lines, to the next member's."""
    heads: list[tuple[int, str]] = []
    for k, line in enumerate(lines):
        text = line.text.strip()
        if text[:1] == "#" and " – " in text and not any(c.isdigit() for c in text):
            # a handbook's heading of name and rank: "#### Adaeze N. Okafor – Professor (Graduate Program Director)"
            name, rank = text.strip("# ").split(" – ", 1)
            if RANK_LINE.match(rank) and looks_like_name(clean_name(name)) and not looks_like_org(name):
                heads.append((k, clean_name(name)))
            continue
        if not text or line.text[:1].isspace() or len(text) > 70 or text[:1] in "•-*|" or any(c.isdigit() for c in text):
            continue
        bare = text
        while (note := _HEAD_NOTE.search(bare)):
            bare = bare[:note.start()]          # "Rui-Lin Chao (趙瑞麟), Ph.D.": the name without its notes
        name = clean_name(bare)
        if not looks_like_name(name) or looks_like_org(name) or heading_kind(bare) not in (None, "other"):
            continue
        below = [ln.text.strip() for ln in lines[k + 1:k + 8] if ln.text.strip()][:3]
        if any(RANK_LINE.match(b) for b in below[:2]):
            heads.append((k, name))
    if len(heads) < 2:
        return []
    blocks = [Block(lines[k].number, lines[heads[i + 1][0] - 1].number if i + 1 < len(heads) else lines[-1].number,
                    name) for i, (k, name) in enumerate(heads)]
    offset = lines[0].number
    # (each member with lists of their own: a lab's staff, each with a rank under the name, list no students)
    lists = [{m.group(1).lower() for ln in lines[b.first - offset:b.last - offset + 1] if (m := _OWN_LIST.match(ln.text))}
             for b in blocks]
    listing = [kinds for kinds in lists if kinds]
    # (and lists of the same kind under two members at least: a lab's page of sections by role, "PhD Students" under
    # one card and "Alumni" under another, is no directory of faculty each with their students)
    shared = any(a & b for i, a in enumerate(listing) for b in listing[i + 1:])
    return blocks if len(listing) >= 2 and len(listing) * 2 >= len(blocks) and shared else []


_OWN_LIST = re.compile(r"^\W{0,3}(?:current\s+|recent\s+|former\s+|graduated\s+|selected\s+|key\s+)?(?:graduate\s+|ph\.?\s?d\.?\s+|"
                       r"doctoral\s+)?(advisees|students|graduates|alumni|trainees|mentees|publications)\b", re.I)
# (a department's staff page gives each member's "Selected publications:" as a list of their own)


# A card's heading led by its member's rank ("Professor  HAYASAKA Takeshi 早坂 剛", "Assistant Professor PARK Jun-ho",
# "Specially Appointed Assistant Professor Lucas FERREIRA DA SILVA"): the rank, then the name (its own script after)
# an academic rank: "Specially Appointed Assistant Professor", "Senior Research Fellow", "Professor Emeritus"
_RANK_WORDS = (r"(?:(?:specially appointed|distinguished|full|associate|assistant|adjunct|visiting|research|senior|junior|"
               r"project|principal|emerit(?:us|a))\s+)*(?:professor|lecturer|researcher|scientist|fellow)(?:\s+emerit(?:us|a))?")
_RANKED_HEAD = re.compile(rf"^(?P<rank>{_RANK_WORDS})\s+(?P<name>(?-i:[A-ZÀ-Þ])[\w'’.\-]*"
                          r"(?:\s+(?-i:[A-ZÀ-Þ])[\w'’.\-]*){1,4})(?:\s+[^\x00-\u024f].*)?$", re.I)


def ranked_name(text: str) -> tuple[str, str] | None:
    """The rank and the name of a card's heading led by the rank, the name in its usual order.

    >>> ranked_name("Professor HAYASAKA Takeshi 早坂 剛")
    ('Professor', 'Takeshi Hayasaka')
    >>> ranked_name("Specially Appointed Assistant Professor Lucas FERREIRA DA SILVA")
    ('Specially Appointed Assistant Professor', 'Lucas Ferreira da Silva')
    >>> ranked_name("Professor of Physics") is None, ranked_name("Research Fellow (PD), Kyoto University") is None
    (True, True)
    """
    m = _RANKED_HEAD.match(text.strip()) if len(text) < 120 else None
    if not m:
        return None
    tokens = m.group("name").split()
    if family_name_first(tokens):           # "HAYASAKA Takeshi": the family name first, in capitals
        tokens = [*tokens[1:], tokens[0]]
    name = " ".join(t.title() if t.isupper() and len(t) > 2 else t.lower() if t.isupper() else t for t in tokens)
    name = clean_name(name)
    if not looks_like_name(name) or looks_like_org(name) or INSTITUTION_WORD.search(name):
        return None
    return m.group("rank"), name


_RANK_LABEL = re.compile(rf"^\W{{0,3}}(?P<rank>{_RANK_WORDS})\s*:\s*(?P<name>[^(),:]{{4,60}}?)\s*(?:\(|,|$)", re.I)


def ranked_bullets(lines: tuple[Line, ...]) -> list[Block]:
    """The cards of a members list whose items are led by their rank ("• Associate Professor: Midori Aoyagi (青柳 碧),
    Ph.D."), each with the lines indented under it (its biography): from the item to its last indented line.

    >>> rows = ["  • Professor: Ann Roe, Ph.D.", "      Ann Roe received the Ph.D. from X.", "  • Associate Professor: Bo Lind",
    ...         "      Ph.D., Lund University, 2011.", "", "Students"]
    >>> ranked_bullets(tuple(Line(i, t) for i, t in enumerate(rows, 1)))
    [Block(first=1, last=2, name='Ann Roe'), Block(first=3, last=4, name='Bo Lind')]
    """
    out = []
    for k, line in enumerate(lines):
        m = _RANK_LABEL.match(line.text.strip()) if ":" in line.text[:60] else None
        name = clean_name(m.group("name")) if m else ""
        if not m or not looks_like_name(name) or looks_like_org(name):
            continue
        indent = len(line.text) - len(line.text.lstrip())
        end = k
        while end + 1 < len(lines) and lines[end + 1].text.strip() and \
                len(lines[end + 1].text) - len(lines[end + 1].text.lstrip()) > indent + 1:
            end += 1
        if end > k:
            out.append(Block(line.number, lines[end].number, name))
    return out if len(out) >= 2 else []


def ranked_cards(lines: tuple[Line, ...]) -> list[Block]:
    """The cards of a people page whose headings are led by their members' ranks, alone between blank lines (two at
    least): each from its heading to the next card's or the next heading the page sets apart."""
    heads: list[tuple[int, str]] = []
    for k, line in enumerate(lines):
        text = line.text.strip()
        if not text or line.text[:1].isspace() or k and lines[k - 1].text.strip() \
                or k + 1 < len(lines) and lines[k + 1].text.strip():
            continue
        found = ranked_name(text)
        if found:
            heads.append((k, found[1]))
    if len(heads) < 2:
        return []
    out = []
    for i, (k, name) in enumerate(heads):
        stop = heads[i + 1][0] if i + 1 < len(heads) else len(lines)
        end = next((j - 1 for j in range(k + 2, stop) if lines[j].text.strip() and not lines[j - 1].text.strip()
                    and heading_kind(lines[j].text) not in (None, "other")), stop - 1)
        out.append(Block(lines[k].number, lines[end].number, name))
    return out
