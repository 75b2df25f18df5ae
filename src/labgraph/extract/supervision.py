"""Supervision: who advised whom, at what level, from sentences and from lists of students.

Sentences: "PhD ... under the supervision of A and B", "supervised by",
"advised by", "advisor: X", "research associate working with P" (Postdoc),
"research intern ... mentored by M" (Intern). The advisee is the sentence's
subject: the document's owner for "I"/"my"/a CV fragment, or a named person.

Lists: a students section on a supervisor's page gives the owner as advisor of
each person listed, at the level the line (or its sub-heading) names, with
co-supervisors ("co-supervised with X") and next destinations.
"""
from __future__ import annotations

import re
from dataclasses import replace
from collections.abc import Iterator
from itertools import islice, takewhile

from ..model import (OWNER, Affiliation, Claim, Education, Evidence, Line, PartOf, PersonClaim, Position, Publication,
                     Section, Supervision)
from ..names import CJK, NOT_NAME_WORDS, PAREN_HONORIFIC, SURNAME_PARTICLE, TITLE_PREFIX, clean_name, fold, looks_like_given_name, looks_like_name, without_nickname
from ..degrees import DEGREE_GRANTING, DEGREE_OF_LEVEL, qualifications
from ..sections import ADVISOR_ROLE, CARD_ADVISOR, ROLE, RULE, STATE_WORDS, heading_kind, is_bullet, is_name_line, strip_bullet
from . import publications
from .career import ACRONYM_AFTER, ENDS_OPEN, STUDENT_ROLE, NAME_PERIOD, ENDS_WITH_TITLE, FACULTY_RANK, _MORE_FIELDS, _POST_NOUNS, _UNIT_LIST, TITLE_ALTS, TITLE_WORDS, degree_table, education_entry, employer as _employer, joined_wraps, org_line
from .patterns import (CLASS_YEAR, PERSON_PARTS, ADVISOR_COLUMN, INSTITUTION_WORD, MONTHS, ORG_WORDS, REGIONS, levels_in, STRONG_ORG, THIS_YEAR, find_degree, name_run, is_location, is_town, top_level_items, find_level, has_degree, looks_like_org, mentions, split_acronym, org_at, orgs_in, plain_sentence, sentences, take_names,
                       without_date_stamp, year_span, years)

# Stand-ins for the page leader's group and university, filled in by extract_document once it knows them
# (a lab's staff are members of the lab, as its students are).
GROUP, UNIVERSITY = "\x00group", "\x00university"

READS = ("top", "about", "education", "positions", "research", "other", "students", "news", "references", "service")

_UNIT_OF_WORDS = r"(?:Group|Lab|Laboratory|Team) of"       # "the Quantum Optics Group of Prof. X"
_PHRASE = re.compile(
    r"\b(?:under the (?:co-?|joint\s+)?(?:supervision|guidance|direction|mentorship|advice) of|"
    r"(?:co-?)?supervised (?:there |here |jointly )?by|(?:co-?)?advised (?:there |here |jointly )?by|mentored (?:jointly )?by|hosted (?:jointly )?by|guided by|(?:co-?)?directed by|"
    r"(?<!study )(?<!academic )(?<!student )(?<!program )(?<!programme )"    # (not a programme's "Study adviser: X")
    r"(?:(?:phd|doctoral|thesis|dissertation|master['’]?s?|msc|research)\s+)?(?:co-?)?(?:supervisor(?:s|a|as)?|advisors?|advisers?|mentors?|promot[eo]rs?|promotoren|promoteurs?|hosts?|guides?)(?:\s+\d)?\s*(?::|[\-–](?!\w))|"     # not "Host–Microbe"
    r"(?<=[,;(]\s)(?:(?:phd|doctoral|thesis|dissertation)\s+)?(?:co-?)?(?:supervisors?|advisors?|advisers?)\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĆČĐŁŚŠŽ]))|"
    r"(?:dissertation|thesis|doctoral)\s+(?:co-?)?directors?\s*[:\-–]|"
    # Spanish and Portuguese: "Directores: Dr. A y Dra. B", "Directora de tesis: A", "Orientador: B"
    r"(?<![\w-])(?:directores|directoras|direct(?:or|ora)\s+de\s+(?:la\s+)?tesis|orientador(?:es|a)?|codirect(?:or|ora)|"
    r"(?-i:Directora)|"
    r"prof(?:esor(?:\(a\)|a)?)?\.?\s+gu[íi]a|tutor(?:a|es)?\s+de\s+tesis)\s*:|"       # Chile's "Prof. guía: X"
    # French: "réalisés sous la direction de M. A et la co-direction de Mme B", "co-encadrée par C", "dirigée par D"
    # (and the "M." of "de M. A" a title, not an initial)
    r"\bsous la (?:co-?)?direction d[e'’]\s*(?:M\.\s+)?|(?<=\bet )la co-?direction d[e'’]\s*(?:M\.\s+)?|"
    r"\b(?:co-?)?(?:encadr|dirig)(?:é|ée|és|ées)\s+par\s+(?:M\.\s+)?|"
    r"(?<![\w-])(?:(?:co-?)?(?:tutor|tutore|relatore|relatrice)|correlat(?:ore|rice))\s*:|"      # Italian theses: "Relatore: Dr. X", "Tutor: Prof.ssa Y"
    r"\bresp(?:\.|onsabile)\s+scientific[oa]\s*:|"      # an Italian post-doc's "resp. scientifico: Prof. X"
    r"doktor(?:vater|mutter)\s*:|"      # a German CV's doctoral advisor
    # "Postdoktorandin bei Prof. X", "Promotion in Chemie (Dr. rer. nat.), Universität Y, bei Prof. Dr. X"
    # (a degree's dots on the way: "Promotion (Dr.-Ing.) an der TU München bei Prof. X")
    r"(?:postdoktorand\w*|doktorand\w*|promotion|diplomarbeit|masterarbeit|bachelorarbeit)\b(?:[^.;]|\.(?=[-)\w]|\s[a-z])){0,120}?\s+bei\s+"
    r"(?=(?:prof\.?|dr\.?)\s)|(?<=[,;]\s)bei\s+(?=(?:prof\.?|dr\.?)\s)|"      # "..., Universität Y, bei Prof. X"
    # "her main supervisor was X", "Vikström's co-supervisors were X and Y", "says her main supervisor, Professor X"
    r"(?:my|his|her|their|(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]+['’]s)\s+(?:(?:main|primary|principal|first|second|phd|doctoral|thesis|"
    r"master['’]?s?|msc|postdoc(?:toral)?)\s+){0,2}"
    r"(?:co-?)?(?:supervisors?|advisors?|advisers?|mentors?|hosts?)\s*(?:\s(?:is|was|are|were)|,(?=\s*(?:prof\.?|professor|"
    r"dr\.?|docent|associate|assistant|senior)\s))|"
    r"in the (?:(?-i:[A-Z]{2,8})\s+)?(?:group|lab|laboratory|team) of|"     # ("in the MIT lab of Professor X")
    r"\bjoin(?:s|ed|ing)?\s+the (?:group|lab|laboratory|team) of\s+|"     # ("will join the group of Dr. X at Y as a postdoc")
    r"\b(?:in|joined) (?=(?:prof\.?|professor|dr\.?)\s+[^,;.()]{3,40}?['’]s (?:group|lab|laboratory|team)\b)|"   # "in Dr X's team"
    r"\bunder (?=(?:prof\.?|professor|dr\.?)\s+(?-i:[A-ZÀ-ÖØ-Þ]))|"      # "... was carried out at X under Dr. Y"
    # "did her final-year project in Declan Fitzmaurice's group": a full name's group, no title needed (its kind
    # between: "working in Lukas Brenner's sedimentary geochemistry lab"; "For her postdoc she switched to rodents,
    # joining Jun-ichi Sakuragawa's group")
    r"\b(?:project|thesis|dissertation|internship|phd|doctorate|master['’]?s|msc|postdoc)\b[^.;]{0,40}?\b(?:in|joining|joined) "
    r"(?=(?:(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]+\s+){1,2}(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]+['’]s (?:(?-i:[a-z])[\w\-]+\s+){0,3}(?:group|lab|laboratory|team)\b)|"
    r"\b(?:grupo|gruppo|groupe|equipo|équipe|equipe)\s+d(?:el|e\s+la|e|u|ella|o|a)\s+(?=(?:prof|dr)[a-z]?\.?\s)|"   # "Grupo del Prof. X"
    rf"(?<=[a-z] )(?-i:{_UNIT_OF_WORDS}) (?=(?:prof\.?|professor|dr\.?)\s)|"
    r"(?:trained|studied) (?:under|with)|"
    r"(?:working|worked|work) (?:with|under|for)|with (?=(?:prof\.?|professor|dr\.?)\s)|"
    r"(?<=\(\d{4},\s)with (?=(?-i:[A-ZÀ-ÖØ-Þ]))|"      # a degree's "PhD X (2011, with Jean-Rémi Fauconnier)"
    r"\b(?:phd|ph\.d\.|doctorate|doctoral|dphil|master['’]?s|msc|diploma|post-?doc(?:toral)?|interned|"
    r"research(?=\s+(?:associate|fellow)\s+(?:with|under)\s))"     # ("as a research associate with X")
    r"(?:\s+(?:studies|degree|thesis|dissertation|research|fellow|researcher|associate|position|training|work|year|stay|period|"
    r"investigator|scientist|scholar|appointment))?"
    r"(?:\s+(?:at|in|from|on)\s+(?:\([^()]{1,40}\)|(?! and (?!at\s|(?-i:[A-Z])(?!ostdoc|ost-doc)))[^.;,(]){1,100}?)?\s+(?:with|under)\s+(?=(?:prof\.?\s+|dr\.?\s+)?(?-i:[A-ZÀ-ÖØ-ÞĆČĐŁŚŠŽ]))|"
    # "joined X as a doctoral student under Dr. A and Dr. B" (not "a PhD student with Vattenfall AB", a firm)
    # "joined the Department as a research student of X" (the sentence's subject was X's student)
    r"\bas\s+(?:a|an|his|her|their)\s+(?:research|doctoral|ph\.?\s?d\.?|graduate)\s+student\s+of\s+"
    r"(?=(?:prof\.?\s+|professor\s+|dr\.?\s+)?(?-i:[A-ZÀ-ÖØ-Þ]))|"
    r"\b(?:phd|ph\.d\.|doctoral|master['’]?s|msc|graduate)\s+(?:student|candidate)\s+under\s+"
    r"(?=(?:prof\.?\s+|professor\s+|dr\.?\s+)?(?-i:[A-ZÀ-ÖØ-ÞĆČĐŁŚŠŽ]))|"
    # "a PhD at MARUM – Center for X, University of Bremen, under Prof. Y": "under" after the place's commas
    r"\b(?:phd|ph\.d\.|doctorate|dphil|master['’]?s|msc)\s+(?:at|in|from)\s+(?:(?! and )[^.;(]){1,140}?,\s+"
    r"(?:(?:finishing|graduating|completing|defending)\b[^.;,(]{0,30}?\s+)?under\s+"     # (", finishing in 2012 under X")
    r"(?=(?:prof\.?\s+|professor\s+|dr\.?\s+)?(?-i:[A-ZÀ-ÖØ-ÞĆČĐŁŚŠŽ])))\s*",
    re.I)
MAX_PHRASES = 8   # supervision phrases read per sentence or student entry
# a year of a course on East Asian labs' lists: "D3" (doctoral), "M1" (master's), "B4" (bachelor's)
_COURSE_CODE = r"[DMB][1-6]"
_TRADE_BEFORE = re.compile(r"\b(under|with|by|of)\s+(?:the\s+)?(?:[A-Z][\w\-]*\s+)?(?:[a-z]{4,}\s+)?"     # (an adjective: "the physical chemist X")
                           r"(?:[a-z]{3,}ists?|mathematicians?|statisticians?|historians?|physicians?|geographers?|"
                           r"astronomers?|oceanographers?|geologists?|ecologists?|economists?|engineers?)\s+(?=[A-ZÀ-Þ])")
# ("co-advised by Scripps physical oceanographers A and B": a place and their trade before the names)
# "received her PhD from X in 2009, working with Y": the work of a degree is supervised
_EARNED = re.compile(r"\b(?:received|obtained|earned|completed|did|finished|pursued|wrote|got|gained|defended)\b[^.;]*"
                     r"\b(?:phd|ph\.d|doctorate|thesis|dissertation|master['’]?s|msc|m\.sc|m\.s|ms\b|m\.?\s?eng|bachelor['’]?s|b\.?\s?tech|"
                     r"b\.?\s?sc|b\.?\s?eng|b\.s|b\.a|undergraduate)", re.I)
# a CV's degree row, up to "with Prof. X" (its advisor): "PhD 2014, University of Copenhagen, with Prof. X",
# "(PhD in Chemistry, X University, 2010, with Dr. Y"
_DEGREE_ROW_WITH = re.compile(r"^\W{0,2}(?:Ph\.?\s?D|D\.?Phil|Dr\.\s?rer|M\.?Sc|M\.?S\b|M\.?A\b|MPhil|Doctorate|"
                              r"Master|Diplom)[^;()]{0,120}?,?\s*\(?$")
_WORK_WITH = re.compile(r"\b(?:working|worked|work|with)\b", re.I)
_QUOTED = re.compile(r"[\"“][^\"“”]*[\"”]")   # no opening quote inside: linear on runs of “
_CO = re.compile(r"\b(?:co-?supervis\w*|co-?advis\w*|co-?mentor\w*|co-?host\w*|co-?direct\w*|co-?chair\w*|co-?guid\w*|"
                 r"joint(?:ly)?\s+(?:supervis|advis|direct|guid)\w*|jointly|together)\s+"
                 r"(?:with|by|w/)\s*(?:(?:my|our)\s+(?:colleagues?|collaborators?)\s+)?|"      # ("jointly with my colleague X", "w/ X")
                 r"co-?(?:supervisors?|advisors?|advisers?|directors?|directoras?)\s*:\s*|"      # "(co-supervisors: A; B)"
                 r"co-?(?:supervisor|advisor|adviser)\s*\(\s*(?:together\s+)?with\s+|"      # "Co-supervisor (with X)": the owner's role
                 r"co-?(?:supervisor|advisor|adviser|promot[eo]r|sup\.|adv\.)\s+(?=(?:(?:Prof|Dr|prof|dr)\.?\s+)*(?-i:[A-Z][a-z]))|"  # "co-promotor X"
                 # ("co-sup. Prof. X": a wiki's shorthand)
                 # Italian: "co-supervisore Prof.ssa X", "co-relatore: Dott. Y"
                 r"co-?(?:supervisore|supervisora|relatore|relatrice|tutore?)\s*:?\s+|correlat(?:ore|rice)\s*:\s*|"
                 # Spanish and Portuguese: "Codirigida con Dr. X", "coorientada por Y"
                 r"co-?(?:dirigid[ao]|orientad[ao]|tutelad[ao])\s+(?:con|com|por)\s+|"
                 # a student's "(since 2023, with Prof. X)": a titled colleague beside the owner co-supervises
                 r"(?:(?<=\()|(?<=[(,]\s))with\s+(?=(?-i:Prof\.?|Professor|Dr\.?)\s)", re.I)
# Staff and senior members listed beside students are colleagues, not advisees
_NOT_SUPERVISED = re.compile(r"\b(?:habilitation|privatdozent|lab manager|technician|administrator|secretary|"
                             r"(?:thesis |advisory |supervisory )?committee member|external examiner|second reader|"
                             r"staff scientist|research engineer|group leader|"
                             r"(?:senior|principal) (?:research )?(?:fellow|scientist|researcher)|senior lecturer)\b"
                             r"(?!\s*:)", re.I)        # (not a label of someone else's part: "Second reader: X")
# "promotor: X" on a Dutch or Belgian page: the professor formally supervising, beside the page's daily supervisor
_MAIN = re.compile(r"\b(?:(?:main|primary|principal|first)\s+(?:supervisor|advisor|adviser)\s*[:\-–]?|(?:co-?)?promot[eo]r\s*[:\-–]|"
                   r"(?:main|principal|primary):|"
                   r"(?<![\w-])(?:relatore|relatrice|tutor)\s*:?(?=\s+(?:prof|dr|dott)))\s*",      # "; relatore Prof. X"
                   re.I)
# "(Research Intern, 2021; PhD student at X)": what the intern is now
_NOW_STUDYING = r";(?=\s*(?:ph\.?\s?d\.?|doctoral|master['’]?s?|m\.?\s?sc\.?)\s+(?:student|candidate)\s+at\s)"
_AFTER_PAREN_JOB = r"(?<=\)),\s+(?=(?-i:[A-Z])[\w\-]*(?:\s+[\w\-]+){0,5},\s*(?-i:[A-Z]))"   # "(Ph.D. 2021), Lecturer, X"
_ONWARD = r"(?:continued|went on|moved on)\s+(?:on\s+)?to(?:\s+become)?"      # "continued to a Ph.D. at X"
_NOW_ELSEWHERE = re.compile(r"\b(?:Ora|Ahora|Agora|Actuellement)\b")
# "Pau Vilanova, UPF 2021 (Assistant Professor, HEC Lausanne)": a graduate's first post in brackets after the year
_PLACEMENT_NOTE = r"(?<=(?:19|20)\d\d)\s+\((?=(?-i:[A-Z])[\w\-]*(?:\s+[\w\-]+){0,4},\s*(?-i:[A-Z])[^()]{2,80}\)\s*$)"
# "Ama Roe (PhD 2009) is principal scientist at X": after the entry's bracket, what the graduate is now
_IS_NOW_AT = r"(?<=\))\s+is\s+(?=(?:an?\s+)?[\w\-]+(?:\s+[\w\-]+){0,4}\s+at\s+(?-i:[A-Z]))"
_DESTINATION = re.compile(rf"(?:{_AFTER_PAREN_JOB}|{_PLACEMENT_NOTE}|{_IS_NOW_AT}|next destination|\bnow\b|(?-i:{_NOW_ELSEWHERE.pattern})|then|currently at|moved to|{_ONWARD}|"
                          rf"{_NOW_STUDYING}|joined(?!\s*(?:in\s+)?\d|\s+(?:the|our|this)\s+(?:lab|group|team)\b)|next|->|→|"
                          r"(?:current|present|first) (?:position|affiliation|employer|job)|placement)"
                          r"\s*[:\-–]?\s*", re.I)
# a student's present post in square brackets at the end of the entry: "[Assistant Professor, Hanyang University]"
_BRACKETED_NOW = re.compile(r"\s+\[((?-i:[A-Z])[^\[\]]{2,80},\s*[^\[\]]{3,120})\]\s*$")
_FORMER = re.compile(r"alumni|former|graduated|past|previous|completed|finished|defended|anciens?\b|"
                     r"(?:ph\.?\s?d\.?|doctoral|master['’]?s?|msc)\s+graduates\b|"     # ("Recent Ph.D. Graduates")
                     r"egress[oa]s|egresad[oa]s|conclu[íi]d[oa]s", re.I)      # (Portuguese, Spanish: "Egressos")
_JUNK = re.compile(r"^(?:avatar|photo|image|picture|portrait|\[?img\]?|cv|homepage|website|email|"
                   r"github|linkedin|twitter|scholar)$", re.I)
_SUBJECT_PRONOUN = re.compile(r"^(?:[^.;]{0,70}?,\s*)?(?:I|I'm|I’m|My|Me|He|She|They|His|Her|Their)\b")


_DEGREE_ADVISOR_HEADER = re.compile(r"\bdegree\b.*\|.*\b(?:advis[eo]r|supervisor|guide|mentor|promotor)s?\b|"
                                    r"\b(?:advis[eo]r|supervisor|guide|mentor|promotor)s?\b.*\|.*\bdegree\b", re.I)


# a defence's panel, its members' employers in brackets: "Assessment committee: Prof. dr. I. Vik (University of
# Bergen), Dr. A. Roux (École normale supérieure, Paris)"
_PANEL_LINE = re.compile(r"^\W*(?:[\w-]+\s+){0,2}(?:committee|commission|jury|examiners?|opponents?|referees?|reviewers?)"
                          r"(?:\s+members)?\s*:\s*(?P<names>.+)$", re.I)


def _panel_employers(path: str, line: Line) -> Iterator[Claim]:
    """Where each member of a defence's panel works, as the bracket after their name says (an organisation's name,
    its town after a comma left out)."""
    for item in top_level_items(_PANEL_LINE.match(strip_bullet(line.text)).group("names")):
        m = re.fullmatch(r"(?P<name>[^()]{4,80}?)\s*\((?P<org>[^()]{3,120})\)\s*[.;]?", item.strip())
        name = clean_name(m.group("name")) if m else ""
        org = m.group("org").split(",")[0].strip() if m else ""
        if name and looks_like_name(name) and not looks_like_org(name) and looks_like_org(org) \
                and not find_level(org) and not re.search(r"\d|\b(?:chair|external|internal|opponent)\b", org, re.I):
            yield Affiliation(Evidence(path, line.number, strip_bullet(line.text)[:300]), name, org)


# a paragraph about its subject's own lab ("The Kahananui-Ortiz lab, officially the Watershed Risk Lab, has eleven
# members", "her group"), naming its members by their role: "Postdoctoral fellow Farah Qureshi, who came from ...",
# "PhD student Marcus Tiu-Delgado wrote ...", "master's student Jonah Whitebear"
_OWN_LAB = re.compile(r"\b(?:[Hh]er|[Hh]is|[Tt]heir|[Tt]he\s+(?-i:[A-ZÀ-Þ])[\w'’\-]+)\s+(?:lab|laboratory|group|team)\b")
_ROLE_NAMED = re.compile(r"(?:^|(?<=[\s(;,.]))(?P<role>(?i:post-?doctoral\s+(?:fellow|researcher|scholar)|postdoc|"
                         r"(?:ph\.?\s?d\.?|doctoral|graduate|master['’]?s|m\.?sc\.?|undergraduate)\s+(?:student|candidate)))"
                         r"\s+(?P<name>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?:(?-i:" + SURNAME_PARTICLE + r")\s+)*(?-i:[A-ZÀ-Þ])[\w'’\-]+){1,2})")


def _lab_members_named(path: str, line: Line) -> Iterator[Claim]:
    """The members a paragraph about its subject's lab names by their role: the subject's students and postdocs."""
    for m in _ROLE_NAMED.finditer(line.text):
        name, level = clean_name(m.group("name")), find_level(m.group("role"))
        if level and looks_like_name(name) and not looks_like_org(name):
            yield Supervision(Evidence(path, line.number, line.text.strip()[:300]), OWNER, name, level)


def extract(section: Section) -> Iterator[Claim]:
    """Supervision claims in one section (sentences everywhere; lists in students sections)."""
    for line in section.lines if section.kind != "publications" else ():
        if "(" in line.text and ":" in line.text and _PANEL_LINE.match(strip_bullet(line.text)):
            yield from _panel_employers(section.path, line)
        if section.kind not in ("students", "news") and (" lab" in line.text or " group" in line.text or " team" in line.text) \
                and _OWN_LAB.search(line.text):
            yield from _lab_members_named(section.path, line)
    if section.kind in ("other", "research", "top") and any(":" in ln.text and _TEAM_LABEL.match(strip_bullet(ln.text))
                                                          for ln in section.lines[:15]):
        yield from _team_advised(section)
    if section.kind == "service":
        yield from _committee_chair(section)
        return
    if section.kind in ("top", "other", "about") and any(len(ln.text) < 60 and CARD_ADVISOR.fullmatch(ln.text.strip())
                                                          for ln in section.lines):
        yield from _approval_cards(section)
    if section.kind == "students":
        if any("(@" in ln.text for ln in section.lines):
            # "Ana Roe (@aroe (https://github.com/aroe)), X Lab, Y University": a member's handle, no part of the entry
            section = replace(section, lines=tuple(Line(ln.number, _HANDLE.sub("", ln.text)) if "(@" in ln.text else ln
                                                   for ln in section.lines))
        if any(("’" in ln.text or "'" in ln.text) and CLASS_YEAR.search(ln.text) for ln in section.lines):
            # "Olivia Chen ’25 — Neuroscience; mentored by X": the class year as a year in brackets, for the list's
            # reader and the sentences' (whose entry a mentor's line is)
            section = replace(section, lines=tuple(Line(ln.number, CLASS_YEAR.sub(r" (20\1)", ln.text)) for ln in section.lines))
        if any(_GRADE_ROW.match(ln.text) for ln in section.lines):
            section = Section(section.path, section.kind, section.heading, _grade_rows(section.lines))
        if any(" — " in ln.text or " – " in ln.text for ln in section.lines):
            section = replace(section, lines=tuple(_name_first(ln) for ln in section.lines))
        if any(_CCV_FIELD.match(ln.text) and ln.text.lstrip().startswith("Student Name:") for ln in section.lines):
            section = replace(section, lines=_ccv_records(section.lines, section.heading))
        yield from student_list(section)
        yield from _prose_students(section)
    elif any(_TABLE_HEAD.match(line.text) for line in section.lines):
        yield from _student_table(section)     # a table of students where the page lost its heading
    else:
        # (or a paragraph anywhere that opens on them: "Over four decades he advised 31 doctoral students, ...")
        told = tuple(ln for ln in section.lines if len(ln.text) >= 200 and (_ADVISED_MANY.search(ln.text[:300])
                                                                            or _FORMER_TRAINEES.match(ln.text.lstrip())))
        if told:
            yield from _prose_students(replace(section, lines=told))
    if section.kind == "news":
        yield from _lab_news_students(section)
    if section.kind == "education" and any(ln.text.count("|") >= 2 and _DEGREE_ADVISOR_HEADER.search(ln.text)
                                           for ln in section.lines):
        # a table of degrees ("Degree | Subject | University | Year | Major Advisor / Guide"), its rows as CV lines
        # ("M.Sc. (Ag.) in Agronomy, APAU, 1993. Advisor: Dr. P. Rao")
        section = replace(section, lines=degree_table(section.lines))
    context = None      # the entry whose level a mentor line speaks at (its level is found only when needed)
    headed = False      # whether that entry is a job's head line over bulleted details
    bullet = None       # in a students list, whom the last bulleted entry is about (its indented lines continue it)
    bullet_level = None     # (and the level that entry names)
    person = None       # on a people page, the name standing alone above a block: "Advisor: X" is about them
    person_at = 0       # (and its line)
    project = False     # in a portal's project block, under its "Researcher: X" line
    advised = any(_ADVISOR_LABEL.match(strip_bullet(line.text)) for line in section.lines if ":" in line.text)
    entry_line = False  # in a students list, whether the last line with text was an entry's name line
    card: tuple[int, str] | None = None     # (and that line's number and name, when it is no bullet: a card's)
    flush = None        # in a students list, the last line flush left: an entry whose indented lines go on with it
    flush_indent = 0    # (or the last entry a little indented, its lines further)
    for line in section.lines:
        text = strip_bullet(line.text)
        if "):" in text:        # "Huvudhandledare (main supervisor): Prof. X": a label glossed in English, read as the gloss
            text = _GLOSSED_LABEL.sub(r"\1:", text, count=1)
        if section.kind in ("education", "positions") and text.startswith("|") and text.count("|") >= 3:
            # a table's row, each cell a sentence of its own: "| 2012–2014 | MSc, X | Y University | Thesis
            # supervisor: Dr. Z |"
            text = ". ".join(c.strip().rstrip(".") for c in text.strip("| ").split("|") if c.strip()) + "."
        if section.kind == "news":
            person, context = None, None        # each news paragraph speaks of its own people
        if section.kind == "education" and has_degree(text[:60]):
            context = text[:60]
        elif section.kind == "education" and _DEGREE_WORD.search(text[:60]):
            context = text[:90]         # "10/2006 – 10/2010   Promotion in Chemie (Dr. rer. nat.)": a German doctorate
        elif section.kind == "positions" and (is_bullet(line.text) or _DATE_LED.match(text)):
            # "Research Intern, X (Summer 2023). Mentors: A and B.": the job says the level of its mentors
            if not (headed and is_bullet(line.text) and not find_level(text[:60])):
                context, headed = text[:60], False
        elif section.kind == "positions" and text.strip() and not line.text[:1].isspace():
            # "Research Intern — X, London   Jun. – Sep. 2023" over its bullets ("- Mentors: A and B"): the job's
            context, headed = text[:60], True
        if section.kind == "students" and (alone := alone_name(text)):
            person, person_at = alone, line.number
            continue
        if section.kind == "students" and person and 0 < line.number - person_at <= 3 and " " in text \
                and (home := _HOME_LINE.match(text.strip())) and looks_like_org(home.group(1)) \
                and INSTITUTION_WORD.search(home.group(1)):
            # a participant's card: "Spelman College · Biology, rising senior" under the name, where they study
            evidence = Evidence(section.path, line.number, text.strip())
            yield Affiliation(evidence, person, home.group(1))
            if _UNDERGRADUATE.search(home.group(2)):
                yield Education(evidence, person, "Undergraduate", home.group(1))
            continue
        if section.kind == "students" and entry_line and not is_bullet(line.text) and \
                (_LATER_ADVISORS.search(text) or line.text[:1].isspace() and _ADVISOR_LABEL.match(text)):
            continue        # "Title. Supervisors: A and B." under "Sarah Lindqvist — PhD candidate": read with her entry
                            # (as is "      Advisor:   Dr. X" indented under "2011  Bálint Szűcs")
        below = card if card and line.number == card[0] + 1 and text.strip() and not is_bullet(line.text) \
            and not line.text[:1].isspace() else None
        if text.strip():
            entry_line = bool(_leading_name(text))
            # "Tobias Roe, PhD (2021– )" / "PhD 2021, X. Co-mentored by Dr. Y.": a card's name line, then its lines
            card = (line.number, _leading_name(text)) if entry_line and not is_bullet(line.text) \
                and section.kind == "students" and (_ENTRY_SEPARATOR.search(text[:80]) or _CARD_HEAD.match(text)) else None
        if section.kind == "students" and is_bullet(line.text):
            bullet = _leading_name(re.sub(r"^\W+|\*\*", "", text))   # "- **Tāne Walker** (2021– ) — thesis: ..."
            bullet_level = find_level(text[:120]) if bullet else None
        elif section.kind == "students" and text.strip() and not line.text[:1].isspace():
            bullet = None
        if section.kind == "students" and not text.strip():
            flush = None
        elif section.kind == "students" and not line.text[:1].isspace() and not is_bullet(line.text):
            flush, flush_indent = text, 0       # (its name read only when an indented line follows)
        elif section.kind == "students" and " | " in text[:80] and not is_bullet(line.text) and \
                (flush is None or _indent(line.text) <= flush_indent or not _ENTRY_SEPARATOR.search(flush[:80])) \
                and _leading_name(text.split(" | ")[0]):
            # "  Maja Roe | PhD student, X | 2019-09 to present" / "    Role: Main supervisor. Co-supervisor: Y": a
            # research-information system's entries, each a little indented, their lines further
            flush, flush_indent = text.replace(" | ", " – ", 1), _indent(line.text)
        # "  Co-supervisor: Prof. X": an indented line continues the last bulleted student's entry (or the last entry
        # flush left: "Ana Roe -- M.S. student, X" / "   University (advisor: Y)")
        continued = (bullet or (_leading_name(flush) if flush and _ENTRY_SEPARATOR.search(flush[:80]) else None)) \
            if section.kind == "students" and not is_bullet(line.text) and _indent(line.text) > flush_indent else None
        continued = continued or (below[1] if below and not entry_line else None)
        researcher = _RESEARCHER_LABEL.match(text) if section.kind == "students" and ":" in text[:30] else None
        project = project and bool(text.strip())
        if researcher and (alone := alone_name(researcher.group(1))):
            person, project = alone, True   # a portal's project: "Researcher: Maes Lotte" over "Promotor: X. Co-promotor: Y"
            yield Supervision(Evidence(section.path, line.number, text), OWNER, alone,
                              find_level(section.heading) or "Unspecified")
            continue
        # a roster's entry is about the person it starts with: "Dr. Ann Vos — Research Fellow (with Prof. X)"
        row = text[first.end():] if section.kind == "students" and (first := _DEGREE_FIRST.match(text)) else text
        entry = _leading_name(row) if section.kind == "students" and _ENTRY_SEPARATOR.search(row[:80]) else None
        if entry is None and section.kind == "students" and (text.startswith("|") and text.count("|") >= 3
                                                             or text.count(" | ") >= 2):
            # a table row is its first cell's, or its second's after a row number ("3 | Elif Kaya | Title | PhD")
            cells = [c.strip() for c in text.strip("| ").split("|")]
            entry = _leading_name(cells[0]) or (_leading_name(cells[1]) if re.fullmatch(r"\d{1,3}\.?", cells[0]) else None)
        if "sup" in text and _SUP_SHORTHAND.search(text):
            text = _spelled_out(text)       # ("main sup. A, 2nd sup. B": not three sentences at "sup.")
        low = text.lower()
        if not (mentions(low, _PHRASE_CUES) or mentions(low, _STUDENTS_CUES) or mentions(low, _TAG_CUES)):
            continue
        if section.kind == "students" and "). " in text and (ref := _THESIS_REF.match(text)) \
                and looks_like_name(clean_name(f"{ref.group('given')} {ref.group('surname')}")):
            continue        # a thesis listed as a reference, read whole by thesis_references (its promotors the student's)
        if section.kind == "positions" and "host" in low and context and \
                (FACULTY_RANK.search(context) or "sabbatical" in context.lower()) and not find_level(context):
            continue        # "Visiting Professor, X" / "(host: Prof. Y)": a professor's host is no advisor
        if _COMMITTEE.match(text) and advised:
            continue        # "Doctoral committee: A (chair), B" beside "Advisor: C": the committee did not advise
        if section.kind == "students" and _owner_role(text, section.heading) and not (project and person) \
                and not (person and line.number - person_at <= 5 and _ADVISOR_LABEL.match(text)):
            continue        # "Main advisor: A (2024)": the owner's role towards the students listed (student_list)
            # (but "Advisor: X" a few lines under a card's name is the card's person's)
        tagged = _role_tags(Evidence(section.path, line.number, text))
        if tagged and section.kind == "students" and (lead := _leading_name(strip_bullet(text))) and \
                all(s.advisor != lead for s in tagged):
            tagged = []     # "Sam Hart (Health). Advisors: C. Roe (chair), M. Poe" on a list of graduates: Sam's
                            # advisors (student_list reads them), not the page's owner's
        if tagged and "ommittee" in text and _NAMED_ADVISOR.search(text):
            tagged = []     # "Advisor: A. Committee: B (chair), C": the committee's chair is no advisor
        if tagged:
            yield from tagged
            continue
        supervisor = None          # who "supervised 23 doctoral students" in the sentence before "Among them were ..."
        context_level = find_level(context) if context is not None else None
        for sentence in sentences(text):
            evidence = Evidence(section.path, line.number, plain_sentence(sentence).strip())
            if section.kind == "news" and "defend" in sentence:
                defended = _DEFENDED.search(sentence)
                name = clean_name(_DEGREE_BEFORE.sub("", defended.group("name"))) if defended else ""
                if name and looks_like_name(name):
                    person = name       # "MSc X successfully defended her doctoral thesis": the item's student
                    if re.search(r"doctoral|ph\.?\s?d|dissertation", sentence, re.I):
                        context_level = "PhD"
            found = sentence_claims(evidence, context_level)
            if section.kind in ("positions", "education") and is_bullet(line.text):
                # "Siemens X, Princeton — Research intern, mentored by Dr. Y": an entry of the owner's CV, whose
                # employer is no one's name
                lead = strip_bullet(line.text).split(",")[0].strip(" *_")
                found = [replace(c, advisee=OWNER) if isinstance(c, Supervision) and c.advisee == lead else c
                         for c in found]
            # ("- Sam Hart (Public). Advisors: A (chair), B.": a bulleted graduate's own advisors' sentence)
            who = entry or continued or person or \
                (bullet if bullet and is_bullet(line.text) and _ADVISOR_LABEL.match(sentence.strip()) else None)
            level = bullet_level if who == continued else None      # ("  Other advisors: X" under a PhD's entry)
            yield from (_about(c, who, level) for c in found) if who and not _FIRST_PERSON.search(sentence) else found
            if supervisor is None and ("mong" in sentence or "nclude" in sentence) and (among := _AMONG.match(evidence.text)) \
                    and (among.group("whose3") or "mong" in sentence and (among.group("whose") or among.group("whose2"))):
                supervisor = OWNER      # "Among her doctoral students were A, ...; B, ...": the page's subject's
            if " student, " in sentence or "doc, " in sentence or "fellow, " in sentence:
                yield from _one_student(evidence)
            if supervisor is not None:
                yield from _among_them(evidence, supervisor)
            supervisor = _supervised_many(sentence)
            if "including" in sentence or "such as" in sentence or "among them" in sentence:
                yield from _hosted_including(evidence)


_DATE_LED = re.compile(r"(?:19|20)\d\d\b")
_HOME_LINE = re.compile(r"([^·|,]{4,80}?)\s+[·|]\s+(.{2,120})")
_UNDERGRADUATE = re.compile(r"\b(?:senior|junior|sophomore|freshman|first-year|second-year|third-year|fourth-year|"
                            r"undergraduate)\b|\bclass of\b", re.I)
_NAMED_ADVISOR = re.compile(r"\b(?:advis[eo]rs?|supervisors?|mentors?)\s*:\s*\w", re.I)
# "Ana Ruiz · 2020–present · ...", "Ana Ruiz — Fellow (with X)", "Dr. Ana Ruiz, PhD - Postdoctoral Fellow, co-supervised with X"
# a card's name line: the name, its degree and the years it joined ("Tobias Roe, PhD (2021– )", "Ana Ruiz (since 2023)")
_CARD_HEAD = re.compile(r"^[^,()]{4,60}?(?:,\s*(?:Ph\.?\s?D|M\.?D|Dr)\.?)?\s*\((?:since\s+)?[^()]{0,12}(?:19|20)\d\d[^()]{0,8}\)\s*$")
_ENTRY_SEPARATOR = re.compile(r"\S\s+(?:--|[·—–\-])\s|\S\s\(with\s|\S {4,}(?=\S)")     # (or a column's gap)
_COMMITTEE = re.compile(r"^(?:(?:doctoral|dissertation|thesis|ph\.?\s?d\.?|examining|advisory)\s+)*committee\s*(?:members?)?\s*:", re.I)
_ADVISOR_LABEL = re.compile(r"^(?:(?:ph\.?\s?d\.?|doctoral|thesis|dissertation|main|primary|second|third|2nd|3rd)\s+)?"
                            r"(?:advisors?|advisers?|supervisors?|promot[eo]rs?|director of studies|(?-i:DoS))\s*:", re.I)
_FIRST_PERSON = re.compile(r"\b(?:I|I'm|I’m|my|My|we|We|our|Our)\b")
_GLOSSED_LABEL = re.compile(r"^(?![^():]*\b(?:students?|candidates?|theses|fellows?|researchers?)\b)[^\W\d_][^():]{2,40}?\s*\(((?:(?:main|principal|primary|second|assistant)\s+|co-?)?"
                            r"(?:supervisor|advisor|adviser|promot[eo]r)s?)\)\s*:", re.I)


# A CV's own "Dissertation Committee" heading over its members, one a line: "Professor Ana Ruiz (Chair)"
_OWN_COMMITTEE = re.compile(r"^\W*(?:ph\.?\s?d\.?\s+|doctoral\s+)?(?:dissertation|thesis|doctoral)\s+committee\W*$", re.I)
_CHAIR = re.compile(r"^(?P<name>[^(),]{4,80}?)\s*(?:\(\s*(?:co-?)?chair(?:\s*(?:and|&|,)\s*(?:main\s+)?advis[eo]r)?\s*\)|,\s*chair)\s*$",
                    re.I)


# a lab's news about its members: "PhD student Lucía Vega wrote most of the code", "Amara defended her PhD on ...",
# "Ntombi Zulu passed her MSc defence with distinction"
_NEWS_ROLE_NAME = re.compile(r"(?:^|[,;:(.!?—–·]\s*|[^\w\s]\s+|\band\s+|\b(?:by|with|from|to)\s+)(?P<role>(?:PhD|Ph\.D\.|doctoral|MSc|M\.Sc\.|master['’]?s|"
                             r"undergraduate|honours)\s+student|(?:Postdoc|postdoc|Postdoctoral fellow|postdoctoral fellow|"
                             r"Summer intern|summer intern))\s+(?P<name>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?:de\s+la\s+|de\s+|van\s+der\s+|van\s+)?"
                             r"(?-i:[A-ZÀ-Þ])[\w'’\-]+){1,3})")
_NEWS_DEFENDED = re.compile(r"(?:^|[.!?—–·]\s+|[^\w\s]\s+)(?:Dr\.?\s+)?(?P<name>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’\-]+){0,3})\s+"
                            r"(?:successfully\s+)?(?:defended|defends|passed|passes|finishes|finished|receives|received)\s+"
                            r"(?:her|his|their)\s+(?P<level>PhD|Ph\.D\.|doctoral|MSc|M\.Sc\.|master['’]?s|honours)\b"
                            r"(?!\s+(?:degree\s+)?(?:from|at|in)\s+(?:the\s+)?(?-i:[A-Z]))")    # (not "received his PhD from X": elsewhere)
# a lab's history or news on who arrived: "Karina Wójcik (MSc) and Rahul Deshpande (PhD) join", "Thomas Nguyen-Ba
# becomes the first graduate student (PhD)", "Maëlle Fortin-Gagnon starts her PhD, co-supervised with Prof. X"
_NEWS_NAME = rf"(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?:(?-i:{SURNAME_PARTICLE})\s+)*(?-i:[A-ZÀ-Þ])[\w'’\-]+){{1,3}}"
_NEWS_JOIN_LIST = re.compile(rf"^(?:(?:Dr|Prof)\.?\s+)?(?P<list>{_NEWS_NAME}\s*\([^()]{{2,25}}\)(?:\s*(?:,|and|&|,\s*and)\s*"
                             rf"(?:(?:Dr|Prof)\.?\s+)?{_NEWS_NAME}\s*\([^()]{{2,25}}\)){{0,5}})\s+(?:join|joined|arrive|arrived|start|started)\b")
_NEWS_LISTED = re.compile(rf"(?P<name>{_NEWS_NAME})\s*\((?P<role>[^()]{{2,25}})\)")
_NEWS_BECOMES = re.compile(rf"^(?:(?:Dr|Prof)\.?\s+)?(?P<name>{_NEWS_NAME})\s+(?:becomes|became)\s+(?:the|our|my)\s+"
                           r"(?:(?:lab|group)['’]s\s+)?(?:(?:very\s+)?(?:first|second|third|new|newest)\s+)+"
                           r"(?P<role>(?:graduate|ph\.?\s?d\.?|doctoral|master['’]?s|msc|undergraduate)\s+student|post-?doc\w*)"
                           r"(?:\s*\((?P<paren>[^()]{2,25})\))?", re.I)
_NEWS_STARTS = re.compile(rf"^(?:(?:Dr|Prof)\.?\s+)?(?P<name>{_NEWS_NAME})\s+(?:starts|started|begins|began)\s+(?:her|his|their)\s+"
                          r"(?P<role>PhD|Ph\.D\.|doctorate|MSc|M\.Sc\.|master['’]?s|postdoc)\b(?P<rest>.*)")


_WELCOME_WHO = re.compile(rf"\bwelcome\s+(?:back\s+)?to\s+(?:(?:Dr|Prof)\.?\s+)?(?P<name>{_NEWS_NAME}),?\s+who\s+"
                          r"(?:starts|started|begins|began|joins|joined|has\s+joined|is\s+joining)\s+(?P<rest>.*)", re.I)
_MY_KIND_STUDENT = re.compile(rf"\b(?:my|our)\s+(?P<role>(?:ph\.?\s?d\.?|m\.?sc\.?|master['’]?s|undergraduate|bachelor['’]?s|"
                              rf"honours)\s+(?:[\w\-]+\s+){{0,2}}student)\s+(?P<name>{_NEWS_NAME})", re.I)
_PIPED_RECORD = re.compile(r"^(?P<name>[^|]{3,60}?)\s+\|\s+(?P<what>(?:[^|]*?\b(?:Ph\.?\s?D|M\.?\s?Sc|MA|MS|BSc|BA|Post-?doc|"
                           r"Master['’]?s?|Bachelor['’]?s?|Diploma)\b[^|]*?)(?:19|20)\d\d(?:\s*[–—-]\s*(?:(?:19|20)\d\d|present))?)\s+\|\s+"
                           r"(?P<rest>[^|]{3,})$", re.I)


# a lab's new member of staff: "Yusuf Demir joins as a research technician", "Please welcome Tyler Nguyen, our new lab
# manager", "Dr. Ana Ruiz joins the lab as a staff scientist"
_STAFF_JOB = (r"(?:(?:senior|research|lab(?:oratory)?|staff|project|data|administrative|program(?:me)?)\s+)*"
              r"(?:technician|manager|scientist|engineer|coordinator|administrator|assistant|specialist|analyst)")
_NEWS_STAFF_JOINS = re.compile(rf"(?:^|[.!?]\s+)(?:(?:Dr|Prof)\.?\s+)?(?P<name>{_NEWS_NAME})\s+(?:has\s+)?join(?:s|ed)\s+"
                               rf"(?:us\s+|the\s+(?:lab|group|team)\s+|our\s+(?:lab|group|team)\s+)?as\s+(?:an?|our)\s+"
                               rf"(?:new\s+)?{_STAFF_JOB}\b", re.I)
_NEWS_STAFF_WELCOME = re.compile(rf"\bwelcome\s+(?:(?:Dr|Prof)\.?\s+)?(?P<name>{_NEWS_NAME}),\s+(?:our|the\s+lab['’]s)\s+"
                                 rf"(?:new\s+)?{_STAFF_JOB}\b", re.I)


def _news_arrivals(evidence: Evidence, text: str) -> Iterator[Claim]:
    """The members a lab's news says arrived: each the page's leader's student (postdoc), at the level said."""
    if " join" in text and _JOINS_AS.search(text):
        yield from _our_students(evidence, text)    # ("Jae-won Lim joins for his PhD": no word a student's sentence has)
    listed = _NEWS_JOIN_LIST.match(text)
    for m in _NEWS_LISTED.finditer(listed.group("list")) if listed else ():
        name, level = clean_name(m.group("name")), find_level(m.group("role"))
        if level and looks_like_name(name):
            yield Supervision(evidence, OWNER, name, level)
    if (welcome := _WELCOME_WHO.search(text)) and (level := find_level(welcome.group("rest").split(",")[0])) \
            and looks_like_name(name := clean_name(welcome.group("name"))):
        # "Welcome to X, who starts his PhD with us this term, co-supervised with Y", "... who joins us as a postdoc"
        yield from _arrival(evidence, name, level, welcome.group("rest"))
    for mine in _MY_KIND_STUDENT.finditer(text) if "student" in text else ():
        # "my MSc summer-project student Sophie Laurent"
        if looks_like_name(name := clean_name(mine.group("name"))) and (level := find_level(mine.group("role"))):
            yield Supervision(evidence, OWNER, name, level)
    m = _NEWS_BECOMES.match(text) or _NEWS_STARTS.match(text)
    name = clean_name(m.group("name")) if m else ""
    level = (find_level(m.groupdict().get("paren") or "") or find_level(m.group("role"))) if m else None
    if m and looks_like_name(name) and level:
        yield from _arrival(evidence, name, level, m.groupdict().get("rest") or "")
    staff = _NEWS_STAFF_JOINS.search(text) or _NEWS_STAFF_WELCOME.search(text) if "join" in text or "elcome" in text else None
    if staff and looks_like_name(name := clean_name(staff.group("name"))) and not looks_like_org(name):
        # "Yusuf Demir joins as a research technician", "Please welcome Tyler Nguyen, our new lab manager": a member of
        # the lab's staff, no one's student
        yield Affiliation(evidence, name, GROUP)


def _arrival(evidence: Evidence, name: str, level: str, rest: str) -> Iterator[Claim]:
    """A new member the owner supervises, and whoever the rest of the sentence says co-supervises them ("...,
    co-supervised with Prof. Y of the Z Institute")."""
    yield Supervision(evidence, OWNER, name, level)
    co = _CO_WITH.search(rest)
    for other in take_names(re.sub(r"\s+(?:of|at|from)\s+(?:the\s+)?(?-i:[A-Z]).*$", "", co.group(1))) if co else ():
        yield Supervision(evidence, other, name, level, role="co-supervisor")


_CO_WITH = re.compile(r"\bco-?(?:supervised|advised|mentored)\s+(?:with|by)\s+(?:(?:Prof|Dr|Professor)\.?\s+)?([^;()]{4,80})", re.I)


def _lab_news_students(section: Section) -> Iterator[Claim]:
    """A lab's news page names its students by their role or their defence: each the page's leader's student."""
    dated = None        # the year of the last line above that gives one (an item's date: "*December 9, 2024 · defences*")
    for line in section.lines:
        text = line.text
        above, dated = dated, (years(text)[0] if years(text) else dated)
        if " join" in text or " arrive" in text or " start" in text or " becom" in text or " began" in text or " begins" in text \
                or " student " in text or "elcome " in text:
            # (a news table's row, "| Oct 10, 2023 | Dr. X joins the group as ... |": its text without its date cell)
            for sentence in sentences(without_date_stamp(text) if text[:1] == "|" else strip_bullet(text)):
                yield from _news_arrivals(Evidence(section.path, line.number, sentence.strip()), sentence.strip())
        if "student" not in text and "defend" not in text and "pass" not in text and "finishe" not in text \
                and "receive" not in text and "ostdoc" not in text and "intern" not in text:
            continue
        for m in (*_NEWS_ROLE_NAME.finditer(text), *_NEWS_DEFENDED.finditer(strip_bullet(text)),
                  *(_NEWS_LEAVES.finditer(text) if " after " in text else ()),
                  *(_NEWS_LEAVES_NOTED.finditer(text) if ") l" in text or ") is l" in text or ") has l" in text else ())):
            name = clean_name(m.group("name"))
            level = find_level(m.groupdict().get("role") or m.group("level"))
            if level and (looks_like_name(name) or looks_like_given_name(name)) and fold(name) not in NOT_NAME_WORDS:
                # (a defence ends the degree: in the year its sentence or the item's date gives)
                end = (years(text)[0] if years(text) else above) if m.re is _NEWS_DEFENDED else None
                yield Supervision(Evidence(section.path, line.number, text.strip()[:300]), OWNER, name, level, None, end)


def _approval_cards(section: Section) -> Iterator[Claim]:
    """A thesis's approval page: each member's card (name, post, role); the advisor's and a co-advisor's card name
    the owner's supervisors ("The dissertation of X was reviewed and approved by the following: ...")."""
    lines = section.lines
    for k, line in enumerate(lines):
        role = CARD_ADVISOR.fullmatch(line.text.strip()) if len(line.text) < 60 else None
        if not role:
            continue
        for above in lines[k - 1:max(k - 5, -1):-1] if k else ():
            text = above.text.strip()
            if not text or len(text) > 120:
                break
            if is_name_line(text) and looks_like_name(name := clean_name(text)):
                level = "PhD" if (role.group("kind") or "").lower() in ("dissertation", "doctoral") else "Unspecified"
                yield Supervision(Evidence(section.path, above.number, f"{text} / {line.text.strip()}"), name, OWNER,
                                  level, role="co-supervisor" if role.group("co") else None)
                break


def _committee_chair(section: Section) -> Iterator[Claim]:
    """Under a CV's own "Dissertation Committee", the chair advised the owner's doctorate (the others read it)."""
    if not _OWN_COMMITTEE.match(section.heading):
        return
    for line in section.lines:
        m = _CHAIR.match(strip_bullet(line.text))
        name = clean_name(m.group("name")) if m else ""
        if m and looks_like_name(name) and not looks_like_org(name):
            yield Supervision(Evidence(section.path, line.number, line.text.strip()), name, OWNER, "PhD")


_RESEARCHER_LABEL = re.compile(r"^(?:researcher|student|(?:phd|doctoral|master['’]?s?)\s+(?:student|candidate|researcher)|"
                               r"doctoral candidate|candidate)\s*:\s*([^:;]{4,60})$", re.I)


def alone_name(text: str) -> str | None:
    """A line that is only a person's name (a people page's heading for one person)."""
    name = clean_name(text)
    return name if len(text) < 60 and looks_like_name(name) and not looks_like_org(name) else None


def _about(claim: Claim, person: str, level: str | None = None) -> Claim:
    """A claim whose subject was taken for the page's owner is about the person whose block it is in (at the
    ``level`` that block's entry names, when the claim's own sentence names none)."""
    if isinstance(claim, Supervision) and claim.advisee == OWNER:
        level = level if level and claim.level == "Unspecified" else claim.level
        return Supervision(claim.evidence, claim.advisor, person, level, claim.start, claim.end, claim.role)
    return claim


_TAG_CUES = ("advis", "supervis", "chair", "promot", "mentor", "relat", "tutor")
_TAG_ENDS = ("advisor", "adviser", "supervisor", "chair", "promoter", "promotor", "mentor")
_ROLE_TAG = re.compile(r"^(?P<name>[^()\[\],;:]{4,60}?)\s*(?:[(\[]\s*|[,–—]\s+|\s-\s)(?P<role>(?:(?:main|primary|principal|"
                       r"co-?|joint|thesis|dissertation|phd|doctoral|committee)\s+)*(?:advisor|adviser|supervisor|"
                       r"chair|co-?chair|promot[eo]r|mentor))\s*[)\]]?\s*$", re.I)


def _role_tags(evidence: Evidence) -> list[Supervision]:
    """"Prof. Ann Bell (Advisor)" among referees, "Committee: A (Chair), B, C": the owner's supervisors."""
    tail = evidence.text.rstrip(" )]").lower()
    m = _ROLE_TAG.match(evidence.text) if tail.endswith(_TAG_ENDS) else None
    found = [(m.group("name"), m.group("role"))] if m else \
        [(t.group(1), t.group(2)) for t in _ROLE_IN_LIST.finditer(evidence.text)] \
        if _TAG_OPEN.search(evidence.text) and len(evidence.text) < 250 else []     # (a list, not a paragraph's prose)
    if found and _JURY.match(evidence.text):
        found = [(raw, tag) for raw, tag in found if "chair" not in tag.lower()]   # a European jury's chair: no advisor
    out = []
    for raw, tag in found:
        name = clean_name(re.sub(r"^.*:\s*", "", raw))
        if looks_like_name(name) and not looks_like_org(name):
            role = "co-supervisor" if re.search(r"\bco-?|joint", tag, re.I) else None
            out.append(Supervision(evidence, name, OWNER, find_level(tag) or "Unspecified", None, None, role))
    return out


_JURY = re.compile(r"^\W*(?:(?:examination|doctoral|defen[cs]e)\s+)?(?:jury|examiners?|opponents?)\b", re.I)
# A cheap test (it starts only at "(") before the costly list pattern
_TAG_OPEN = re.compile(r"\(\s*(?:co-?|main |primary |principal |thesis )?(?:chair|advis|supervis|promot)", re.I)
_ROLE_IN_LIST = re.compile(r"((?-i:[A-Z])[^(),;]{3,60}?)\s*\(\s*((?:co-?)?(?:chair|advisor|adviser|supervisor|promot[eo]r)"
                           r"|(?:main|primary|principal|thesis) (?:advisor|adviser|supervisor))\s*\)", re.I)


_I_SUPERVISE = re.compile(
    r"\b(?:I|we|he|she|they)\s+(?:currently\s+|have\s+|has\s+|also\s+)?(?:co-?)?(?:supervise[sd]?|advise[sd]?|"
    r"mentor(?:s|ed)?|host(?:s|ed)?)\b"
    r"(?:(?P<what>[^:.;]{0,60}?)(?::|\binclud(?:e|es|ing)\b)\s*|"
    # "I advise doctoral students A and B": the names right after the plural
    # ("he mentored Utah undergraduate Grace Liu": one, at the level the noun says)
    r"\s+(?P<what3>(?:[\w.\-]+\s+){0,3}?(?:students?|advisees?|postdocs?|mentees?|candidates?|undergraduates?))\s+(?=(?-i:[A-Z])))|"
    r"\b(?:my|our|his|her|their)\s+(?P<what2>(?:[\w.\-]+\s+){0,3}?"
    r"(?:students|advisees|postdocs|mentees))\s+(?:include|are|were)\s*:?\s*|"
    # "I served as the primary advisor of A (Ph.D. 2020)"
    r"\b(?:I|he|she|they)\s+(?:have\s+|has\s+)?(?:also\s+)?(?:served|serve[sd]?|acted|act|was|am|been)\s+as\s+"
    r"(?:the\s+|an?\s+)?(?P<of>(?:primary\s+|main\s+|principal\s+|co-?)?(?:doctoral\s+|phd\s+|thesis\s+)?"
    r"(?:advisor|adviser|supervisor|mentor|director)s?)\s+(?:of|to|for)\s+(?=(?-i:[A-Z]))", re.I)


_GROUP_INCLUDES = re.compile(r"\b(?:my|our|his|her|their|the)\s+(?:(?-i:[A-Z])[\w\-]*\s+){0,4}(?:group|lab|laboratory|team)\s+"
                             # ("The lab is currently led by X, Associate Professor of Y, and includes ...")
                             r"(?:is\s+(?:currently\s+|now\s+)?(?:led|headed|directed|run)\s+by\s+[^.;]{3,120}?,?\s+and\s+)?"
                             r"(?:currently\s+|now\s+|at present\s+)?"       # ("At present the AME lab includes ...")
                            r"(?:includes?|comprises?|consists of|has)\s+", re.I)
_ROLE_RUN = re.compile(r"\b(?:(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+)?((?:(?!and\b)[\w.\-'’]+\s+){0,2}?"
                       r"(?:students?|post-?docs?|post-?doctoral\s+(?:researchers?|fellows?|scholars?)|researchers?|fellows?|interns?|"
                       r"scholars?|managers?|technicians?|coordinators?|assistants?|administrators?))\b\s*[,:]?\s*", re.I)


def _group_members(evidence: Evidence, text: str) -> Iterator[Supervision]:
    """"Her group currently includes two PhD students, A and B, and one postdoctoral researcher, Dr. C"."""
    m = _GROUP_INCLUDES.search(text)
    if not m:
        return
    rest = text[m.end():]
    roles = list(_ROLE_RUN.finditer(rest))
    for k, role in enumerate(roles):
        level = find_level(role.group(1))
        if level is None and not re.search(r"student|post-?doc", role.group(1), re.I):
            continue
        names = re.sub(r",?\s+and\s*$", "", rest[role.end():roles[k + 1].start() if k + 1 < len(roles) else len(rest)].strip())
        found = take_names(names)
        if not found and " and " in names:      # "doctoral students Oyelaran and Hye-jin Park": a surname named before
            found = [n for part in names.split(" and ") for n in take_names(part)]
            last = names.split(" and ")[0].strip()
            if re.fullmatch(r"(?-i:[A-ZÀ-Þ])[\w'’\-]+", last) and (full := re.search(
                    rf"\b(?-i:[A-ZÀ-Þ])[\w'’\-]+\s+{re.escape(last)}\b", text[:m.start()])) and looks_like_name(full.group(0)):
                found.insert(0, full.group(0))
        for name in found:
            yield Supervision(evidence, OWNER, name, level or "Unspecified")


def _year_of_degree(text: str) -> int | None:
    """"(Ph.D. 2020)": the year a degree was finished, if the text gives one."""
    m = _DEGREE_YEAR.search(text)
    return int(m.group(1)) if m and _degree_year(text) else None


def _students_named(evidence: Evidence, text: str) -> Iterator[Supervision]:
    """"I currently supervise three PhD students: A, B and C" / "My students include A and B"."""
    for m in _I_SUPERVISE.finditer(text):
        what = m.group("what") or m.group("what2") or m.group("what3") or m.group("of") or ""
        if not m.group("of") and \
                not re.search(r"student|postdoc|intern|advisee|mentee|researcher|fellow|candidate|undergrad", what + m.group(0), re.I):
            continue
        level = find_level(what)
        # Without a colon or "include", only a level says the names are students ("I mentor students Across
        # Europe" names none): "doctoral students A and B", "advisor of A (Ph.D. 2020)"
        strict = bool(m.group("what3") or m.group("of")) and \
            not re.match(r"(?:primary|main|principal|doctoral|phd|thesis|dissertation)\b", m.group("of") or "", re.I)
        role = "co-supervisor" if re.search(r"co-?supervis|co-?advis", m.group(0), re.I) else None
        if "(" not in text[m.end():]:
            for name in take_names(text[m.end():]) if level or not strict else ():
                yield Supervision(evidence, OWNER, name, level or "Unspecified", None, None, role)
            continue
        for item in _with_destinations(_and_items(top_level_items(text[m.end():]))):
            name = _leading_name(item)
            rest = item[len(name):] if name else ""
            if name and (level or find_level(rest) or not strict):
                # "A (now Lecturer at X)": where each went; "A (Ph.D. 2020)": at what level, and done
                yield Supervision(evidence, OWNER, name, level or find_level(rest) or "Unspecified", None,
                                  _year_of_degree(rest), role)
                yield from _destination(evidence, name, rest)


# Every match of _I_SUPERVISE holds one of the first words and every match of _PHRASE one of the
# second (lower-cased): testing them first skips the costly patterns on most sentences.
_STUDENTS_CUES = ("supervis", "advis", "mentor", "host", "student", "postdoc", "mentee", "in the group", "in the lab")
_DEGREE_WORD = re.compile(r"\b(?:promotion|dr\.\s?rer\.\s?nat|dr\.-ing|diplom\w*|habilitation|doctorat|doutorado|doctorado|"
                          r"mestrado|maestr[íi]a|laurea)\b", re.I)
_PHRASE_CUES = ("direction d", "par ", "s team", "s lab", "s group", "supervis", "advis", "mentor", "host", "guid", "promot", "directed by", "director", "group of", "lab of",
                "laboratory of", "team of", "work", "with", "under", "doktor", " bei ", "orientador", "upo d", "uipe d", "guía", "guia",
                "tutor", "relat", "scientific", "sups", "sup.", "student of",
                "uipo d", "roupe d")


# one first name after "mentored by", closed by a comma, a stop or "and" ("mentored by Kofi, and stayed on as an RA")
# (not a title's abbreviation: "supervised by Conf. univ. dr. X", "advised by Prof. C. M. Roe")
_GIVEN_ONLY = re.compile(r"\s*((?-i:[A-ZÀ-Þ])[a-zà-ÿ]+(?:-[a-zà-ÿ]+)?)(?=\s*[,;)]|\.?\s*$|\s+and\s+(?-i:[a-z]))")
_BY_PERSON = re.compile(r"(?:supervised|advised|mentored)\s+by\s*$", re.I)


# a people page's shorthand for who supervises ("-- sups: A & B", "(sup. A)", "main sup. A, 2nd sup. B",
# "-- supervisor A; co-supervised by B"): the words it stands for
_SUP_SHORTHAND = re.compile(r"\b(?P<co>(?:2nd|second|co-?)\s*)?(?:(?:main|primary|1st|first)\s+)?"
                            r"(?:sups?\.?\s*:?|(?<=[–(;]\s)supervisors?\s*:?|(?<=\()supervisors?\s*:?)\s+"
                            r"(?=(?:(?:Dr|Prof)\.?\s+)?(?-i:[A-ZÀ-Þ]))", re.I)


def _spelled_out(text: str) -> str:
    """``text`` with its supervision shorthand written out ("sups: A & B" -> "supervised by A & B").

    >>> _spelled_out("Kofi Roe – main sup. Ana Lima, 2nd sup. Bo Chen. Topic: X")
    'Kofi Roe – supervised by Ana Lima, co-supervised by Bo Chen. Topic: X'
    >>> _spelled_out("Ji-ho Seo (sup. T. Ruiz) – supervisor Hana Park; the sup. rate")
    'Ji-ho Seo (supervised by T. Ruiz) – supervised by Hana Park; the sup. rate'
    """
    return _SUP_SHORTHAND.sub(lambda m: "co-supervised by " if m.group("co") else "supervised by ", text)


# "MASc student Aleksander Nowak, whom Haddad-Moreau co-supervises with Professor Priyanka Venkataraman, ...": the one
# before "whom" is the student of the one after it (and of whom it is done with)
_WHOM_ADVISED = re.compile(r"(?P<student>(?:[A-ZÀ-Þ][\w'’\-]+\s+){1,3}[A-ZÀ-Þ][\w'’\-]+)(?:\s+\([^()]{1,40}\))?,\s+whom\s+"
                           r"(?P<advisor>I|we|she|he|(?:(?:Prof|Dr|Professor)\.?\s+)?(?:[A-ZÀ-Þ][\w'’\-]+\s+){0,2}[A-ZÀ-Þ][\w'’\-]+)\s+"
                           r"(?P<co>co-?|jointly\s+)?(?:supervises|supervised|advises|advised|mentors|mentored|"
                           r"co-?supervises|co-?supervised|co-?advises|co-?advised)"
                           r"(?:\s+(?:jointly\s+)?with\s+(?P<with>(?:[^,;.()]|(?<=\b[A-Z])\.){4,80}))?")     # ("with Douglas R. Fair")


_WILL_HOST = re.compile(r"^\s*(?:(?:Prof|Professor|Dr)\.?\s+)?(?P<host>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?:[A-Z]\.|(?-i:[A-ZÀ-Þ])[\w'’\-]+)){1,3})"
                        r"(?:,[^,;]{3,60},)?\s+(?:will\s+)?(?:host|hosts|hosted|supervise|supervises|supervised|mentor|mentors|"
                        r"mentored|co-host|co-hosts)\s+(?:him|her|them)\b")
_DEGREE_IN_GROUP = re.compile(r"(?P<name>(?:(?:Dr|Prof)\.?\s+)?(?:[A-ZÀ-Þ][\w'’\-]+\s+){1,3}[A-ZÀ-Þ][\w'’\-]+),\s+who\s+"
                              r"(?:completed|finished|defended|earned|did|obtained)\s+(?:his|her|their)\s+"
                              r"(?P<degree>Ph\.?\s?D\.?|doctorate|D\.?Phil|master['’]?s|M\.?Sc\.?|MASc|M\.?S\.?)(?:\s+thesis)?\s+"
                              r"(?:in|with)\s+(?:the|our|my)\s+(?:group|lab|laboratory|team)\b"
                              r"(?:\s+in\s+(?P<year>(?:19|20)\d\d))?")


def _whom_advised(evidence: Evidence, m: re.Match) -> Iterator[Supervision]:
    student = clean_name(re.sub(r"^(?:(?:[A-Z]{2,6}|PhD|MSc|MASc|MPhil|BSc)\s+(?:student|candidate)\s+)", "",
                                m.group("student")))
    if not looks_like_name(student):
        return
    written = m.group("advisor")
    advisor = OWNER if written.lower() in ("i", "we", "she", "he") else clean_name(written)
    level = find_level(evidence.text[:m.start("student") + len(m.group("student"))]) or "Unspecified"
    co = bool(m.group("with")) or "co" in m.group(0)[m.end("advisor"):m.end("advisor") + 12].lower()
    yield Supervision(evidence, advisor, student, level, role="co-supervisor" if co else None)
    for other in take_names(m.group("with") or ""):
        yield Supervision(evidence, other, student, level, role="co-supervisor")


def sentence_claims(evidence: Evidence, context_level: str | None = None) -> Iterator[Supervision]:
    """Supervision stated in one sentence; ``context_level`` is the degree of the CV entry around it."""
    text = evidence.text
    if "sup" in text and _SUP_SHORTHAND.search(text):
        text = _spelled_out(text)
    if ", who " in text and (member := _DEGREE_IN_GROUP.search(text)) and looks_like_name(name := clean_name(member.group("name"))):
        # "Dr. Emeka Nwachukwu, who completed his PhD in the group in 2020, is now ...": the group's (its head's) student
        yield Supervision(evidence, OWNER, name, find_level(member.group("degree")) or "Unspecified", None,
                          int(member.group("year")) if member.group("year") else None)
    if " him" in text or " her" in text or " them" in text:
        if (hosts := _WILL_HOST.match(text)) and looks_like_name(host := clean_name(hosts.group("host"))):
            # "Professor Catherine Mbatha, a coastal oceanographer, will host him at Michigan": the person the
            # sentence (or its paragraph) speaks of
            yield Supervision(evidence, host, OWNER, find_level(text) or "Unspecified")
    low = text.lower()
    students, phrase = mentions(low, _STUDENTS_CUES), mentions(low, _PHRASE_CUES)
    if not (students or phrase):
        return
    if '"' in text or "“" in text:
        text = _QUOTED.sub("", text)
    if "the late " in text:
        text = re.sub(r"\bthe late (?=[A-Z])", "", text)     # "under the supervision of the late Professor X"
    if "ist" in text or "ian" in text or "pher" in text or "eer" in text:
        text = _TRADE_BEFORE.sub(r"\1 ", text)      # "under hydrologist Gerald X", "by computer scientist Y"
    if ", whom " in text and (whom := _WHOM_ADVISED.search(text)):
        yield from _whom_advised(evidence, whom)
        return          # (its "co-supervises with X" is said of the student, not of the page's person)
    if students:
        yield from _students_named(evidence, text)
        if " includes " in text or " include " in text or " comprises " in text or " has " in text:
            yield from _group_members(evidence, text)
        if "'s " in text or "’s " in text:
            yield from _possessive(evidence, text)
        if (" my " in text or "s " in text or "As " in text) and _ADVISOR_NOUN.search(text):
            yield from _was_advisor(evidence, text)
        if " in " in text and _IN_OWN_GROUP.search(text):
            yield from _member_in_own_group(evidence, text)
        if " our " in low or " my " in low or low.startswith(("our ", "my ")) or " i " in low or " join" in low \
                or "former " in low or " with us" in low or " in the lab" in low or "lab's " in low or "lab’s " in low or "group's " in low or "group’s " in low:
            yield from _our_students(evidence, text)
        if " who " in text and (who := _WHO_SUPERVISED.search(text)):
            # "Dr. P. Reddy of JNTU Kakinada, who supervised my B.Tech. project": the owner's advisor at that level
            named = take_names(who.group("name"))
            if named:
                yield Supervision(evidence, named[0], OWNER, find_level(who.group("what")) or "Unspecified")
    if " of " in text and ("direct" in low or "supervis" in low or "advis" in low or "guid" in low):
        yield from _directs_of(evidence, text)
    if not phrase:
        return
    # A real sentence states a few supervisions; each costs a pass over the sentence, so cap them.
    by_me = None        # "X will be supervised by me and co-supervised by Dr. Y": X, whom the owner supervises
    for m in islice(_PHRASE.finditer(text), MAX_PHRASES):
        phrase = m.group(0)
        advisors = take_names(text[m.end():], allow_first_names=False)
        if phrase == "in " or phrase.lower().endswith((" in ", " joining ", " joined ")) or phrase == "joined ":
            # "in Dr X's team", "joining X's group": the name before its possessive
            advisors = take_names(re.split(r"['’]s ", text[m.end():], maxsplit=1)[0], allow_first_names=False)
        if not advisors and _BY_ME.match(text, m.end()) and phrase.lower().rstrip().endswith(" by"):
            advisors = [OWNER]
        if not advisors and (given := _GIVEN_ONLY.match(text, m.end())) and _BY_PERSON.search(phrase) \
                and looks_like_given_name(given.group(1)) and not ORG_WORDS.search(given.group(1)) \
                and not _PHRASE.search(text, 0, m.start()) and _subject(text[:m.start()]) not in (None, OWNER):
            # "X ... mentored by Kofi, and stayed on": a member called by first name (the sentence's subject a
            # named person; not a footnote's second "co-supervised by Felipe" after the first's)
            advisors = [given.group(1)]
        if not advisors and " and " in text[m.end():m.end() + 80] and _BY_PERSON.search(phrase) and \
                len(both := take_names(text[m.end():], allow_first_names=True)) >= 2 and \
                any(" " in n for n in both) and all(" " in n or looks_like_given_name(n) for n in both) and \
                (_subject(text[:m.start()]) not in (None, OWNER)
                 or (lead := _GIVEN_LEAD.match(text)) and looks_like_given_name(lead.group(1))):
            # (or a member's bio that calls its own person by first name: "Priyanka received her B.S. ... and is now
            # a PhD student co-advised by Leonor and Dr. Yusuf Karimi")
            advisors = both     # "co-supervised by Ananya and Rachel O'Donnell-Mensah": a member by first name, beside another
        if "(" in text[m.end():m.end() + 120]:      # "Dr. A (Inria) and Prof. B (X)": each name's note aside
            bare = take_names(_NAME_NOTE.sub("", text[m.end():m.end() + 300]), allow_first_names=False)
            advisors = bare if len(bare) > len(advisors) else advisors
        if advisors and " and " in text[m.end():]:
            advisors += [n for n in _titled_after(text[m.end():]) if n not in advisors]
        if phrase.rstrip().endswith(":") and phrase.rstrip(" :").lower().endswith("s") and ";" in text[m.end():]:
            # "Supervisors: Professor A, UEF; Senior Scientist B, Luke; Associate Professor C, X": one a part
            listed = [n for n, _ in labelled_supervisors(text[m.start():])]
            advisors = listed if len(listed) > len(advisors) else advisors
        if not advisors:
            continue
        level = find_level(text, before=m.end()) or context_level
        if phrase[:4].lower() == "join":
            # joining someone's group: as whom the rest of the clause says ("... at EMBL as a postdoc"), or no one's
            level = find_level(text[m.end():m.end() + 150].split(";")[0])
            if level not in ("Postdoc", "PhD", "Master", "Bachelor", "Intern"):
                continue
        if level is None and phrase.lower().lstrip("co- ").startswith("directed"):
            if not _DISSERTATION.search(text[max(0, m.start() - 60):m.start()]):
                continue        # "a project directed by X": directing a thesis says which degree
            level = "PhD"       # "Her dissertation, directed by X": a doctoral dissertation
        assistant = level is None and bool(_ASSISTANT.search(text[:m.start()]))
        if _WORK_WITH.match(phrase) and level not in ("Postdoc", "Intern") and not assistant \
                and not re.search(r"\b(?:student|candidate)\b|^undergraduate research", text[:m.start()], re.I) \
                and not (phrase.strip().lower() == "with" and _DEGREE_ROW_WITH.match(text[:m.start()])
                         and TITLE_PREFIX.match(text[m.end():].lstrip())
                         and not re.search(r"examiner|opponent|committee|jury|referee", text[m.end():], re.I)) \
                and not (phrase.strip().lower() == "with" and text[max(0, m.start() - 7):m.start()][:1] == "("
                         and (row := find_degree(text[:m.start()])) and row[1].start() < 3) \
                and not (level in ("PhD", "Master", "Bachelor") and re.match(r"work(?:ing|ed)? under", phrase, re.I)
                         and find_degree(text[:m.start()])) \
                and not (level in ("PhD", "Master", "Bachelor") and _EARNED.search(text[:m.start()])
                         and (re.match(r"working|work(?:ed)? under", phrase, re.I)
                              or re.search(r"\bwhere\s+(?:I|he|she|they)\s+(?:\w+\s+){0,3}$", text[:m.start()]))):
            continue        # "working with X" is collaboration unless a student, postdoc or intern says it
        if (phrase[:4].lower() == "host" or re.search(r"(?:group|lab|laboratory|team) of\b", phrase, re.I)) \
                and _VISIT.search(text[max(0, m.start() - 120):m.start()]):
            continue        # "a visiting researcher at X, hosted by Y" / "in the group of Y": a visit, not supervision
        advisee = _subject(text[:m.start()])
        if advisors == [OWNER]:
            if advisee == OWNER:        # "Bastien will be supervised by me": a first name serves
                first = _FIRST_NAME_SUBJECT.match(text)
                advisee = first.group(1) if first and first.group(1).lower() not in NOT_NAME_WORDS else None
            if advisee is None:
                continue
            by_me = advisee
        elif by_me and advisee == OWNER:
            advisee = by_me
        if advisee is None:
            continue
        role = "co-supervisor" if re.search(r"\bco-?(?:supervis|advis)", phrase, re.I) or \
            re.search(r"\b(?:second|secondary)\s+$", text[max(0, m.start() - 12):m.start()], re.I) else None
        start, end = _span(_clause(text, m.start(), m.end()))
        earned = bool(_EARNED.search(text[:m.start()]))     # "I obtained my PhD from X under Y": Y's place then
        hosts = _host_orgs(text[:m.start()], phrase, "Intern" if assistant else level) or \
            _host_after(text[m.end():], advisors, level, phrase)
        if _UNIT_OF.match(phrase) or phrase == "in ":   # "a postdoc in the Quantum Optics Group of Prof. X (at Y)",
            if level not in ("Postdoc", "Intern", "PhD", "Master", "Bachelor"):     # "in Dr X's team"
                continue                    # "we collaborate with the X Group of Prof. Y"
            run = _CAPITALISED_RUN.search(text, 0, m.start())
            hosts = [run.group(0) + phrase.split()[0], *hosts] if run else hosts
        for advisor in advisors:
            if advisor != advisee:
                yield Supervision(evidence, advisor, advisee, level or "Unspecified", start, end, role)
                for org in hosts or (_named_org(text[m.end():], advisor) if not earned else ()):
                    yield Affiliation(evidence, advisor, org)


# An entry's own supervisors, labelled: "Promotor: Prof.dr.ir. A; Copromotor: Dr. B", "Supervisors: A (chair), B
# (Deltares)", "(begeleider: ir. C)"
ENTRY_SUPERVISORS = re.compile(r"\b(?:(?P<co>co-?)|(?P<nth>second|third|2nd|3rd)\s+)?"     # ("Second supervisor:": a co-supervisor)
                               r"(?:promot(?:or|er)s?|supervisors?|advisors?|advisers?|mentors?|major\s+professors?|begeleiders?|(?-i:daily) supervision|"
                               r"handledare|betreuer(?:in)?|directeur|directrice|director(?:es)? of studies|(?-i:DoS)|"
                               r"director(?:es|s)?|dir\.|"     # (a UK "Director of Studies", "DoS": the main supervisor)
                               r"encadrant(?:e|s)?)(?:\s*\([^()]{2,30}\))?\s*:\s*", re.I)     # (French "Dir.:", "co-encadrant :")


_RANK_BEFORE = re.compile(r"^(?:(?:Senior|Principal|Chief|Staff|Research|Lead)\s+(?:Research\s+)?(?:Scientist|Researcher|Investigator)"
                          r"|Research\s+Director|Docent|Reader)\s+(?=[A-Z])")


def labelled_supervisors(text: str) -> list[tuple[str, str | None]]:
    """The supervisors an entry names after its labels, each with its role (a co-supervisor's label says so).

    >>> labelled_supervisors("A thesis | Promotor: Prof.dr.ir. A.C.W. Ruijgrok; Copromotor: Dr.ir. P.J. IJzerman | x")
    [('A.C.W. Ruijgrok', None), ('P.J. IJzerman', 'co-supervisor')]
    >>> labelled_supervisors("Supervisors: Dr. A. Lund (chair), ir. Rutger Kuipers (Deltares). Committee: Dr. B. Ek")
    [('A. Lund', None), ('Rutger Kuipers', None)]
    """
    text = re.sub(r"\.(?=(?:dr|ir|ing|drs|mr)\.)", ". ", text)      # "Prof.dr.ir. X": each title apart
    out: list[tuple[str, str | None]] = []
    for m in ENTRY_SUPERVISORS.finditer(text):
        value = re.split(r"\.\s+(?=[A-Z][a-z]+\s*:)|\s+[—–]\s+", text[m.end():], maxsplit=1)[0]
        # (a plural label's people, one per part: "Supervisors: Professor A, UEF; Senior Scientist B, Luke", up to
        # the next label: "Promotor: A; Copromotor: B")
        parts = list(takewhile(lambda p: not re.match(r"[^\W\d_][\w\s\-]{0,25}:", p), re.split(r"\s*[;|]\s*", value)))
        parts = parts if m.group(0).rstrip(" :").lower().endswith("s") else parts[:1]
        role = "co-supervisor" if m.group("co") or m.group("nth") else None
        for value in parts:
            value = re.sub(r"\s*\([^()]*\)", "", value)        # "(chair)", "(Deltares)": notes on each
            value = _RANK_BEFORE.sub("", value)                 # "Senior Scientist Margit Oja, Luke"
            # ("thesis supervisor: Aisling": a label's first name alone is a person, found elsewhere on the page)
            out += [(name, role) for name in take_names(value, allow_first_names=True) if all(name != n for n, _ in out)]
    return out


def _named_supervisors(claims: Iterator[Claim], texts: dict[int, str]) -> Iterator[Claim]:
    """A list's entries that name their own supervisors: those supervised each entry's student too (beside the
    page's owner, on a page that has one: "co-encadrant : X" on a CV names the owner's partner)."""
    for c in claims:
        yield c
        text = texts.get(c.evidence.line) if isinstance(c, Supervision) and c.advisor == OWNER else None
        for name, role in labelled_supervisors(text) if text else ():
            if name != c.advisee:
                yield replace(c, advisor=name, role=role or c.role)


_STUDENT_ROLE = (r"(?:(?:ph\.?\s?d\.?|doctoral|master['’]?s|m\.?sc\.?|undergraduate|graduate|summer)\s+"
                 r"(?:students?|researchers?|candidates?|interns?)|post-?docs?|postdoctoral (?:fellows?|researchers?|"
                 r"research (?:assistants?|associates?|fellows?)))")
# a member named with a role in brackets on a lab's tools page: "Lead developer: Kenji Obata (postdoc)", "Contributors:
# Ana Ruiz (PhD student), ...", "Wout Roe (MSc thesis student in the lab 2021–22, now at X)"
_NOTED_MEMBER = re.compile(r"(?P<name>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?:(?-i:" + SURNAME_PARTICLE + r")\s+)*(?-i:[A-ZÀ-Þ])[\w'’\-]+){1,3})"
                           rf"\s*\((?P<role>{_STUDENT_ROLE}|(?:m\.?sc\.?|b\.?sc\.?|master['’]?s|bachelor['’]?s)\s+thesis\s+student|"
                           r"b\.?sc\.?\s+student)"
                           r"(?P<rest>[^()]{0,80})\)", re.I)


def noted_members(section: Section) -> Iterator[Claim]:
    """On a page of the lab's tools, the people named with a student's or postdoc's role in brackets: the lab
    leader's (the page's owner's) students and postdocs, at that level; "now at X" says they have gone."""
    for line in section.lines:
        if "(" not in line.text:
            continue
        for m in _NOTED_MEMBER.finditer(line.text):
            name, level = clean_name(m.group("name")), find_level(m.group("role"))
            if not level or not looks_like_name(name) or looks_like_org(name):
                continue
            found = years(m.group("rest"))
            gone = bool(re.search(r"\b(?:now|later|formerly|former)\b", m.group("rest"), re.I))
            evidence = Evidence(section.path, line.number, strip_bullet(line.text).strip()[:300])
            yield Supervision(evidence, OWNER, name, level, found[0] if found else None,
                              found[-1] if gone and found else None)
            if not gone:
                yield Affiliation(evidence, name, GROUP)


# A lab's news: "Welcome to our new PhD students A (co-advised with X) and B!", "My first PhD student, C, passed his
# qualifying exam", "D, an undergraduate researcher I mentor in the lab, won ..."
_WELCOME_OUR = re.compile(rf"\b(?:welcome|welcoming|congratulations|congrats)\b[^.!?]{{0,15}}?\b(?:our|my)\s+"
                          rf"(?:(?:new|first|newest|latest)\s+)?(?P<role>{_STUDENT_ROLE})\s*,?\s+(?P<names>(?-i:[A-ZÀ-Þ]).*)", re.I)
_MY_STUDENT = re.compile(rf"\b(?:my|our)\s+(?:(?:very|first|new|former|current|own)\s+)*(?P<role>{_STUDENT_ROLE}),\s+"
                         r"(?:(?:Dr|Prof)\.?\s+)?(?P<names>(?-i:[A-ZÀ-Þ])[^,()]{2,60})(?:\s*\([^()]{0,30}\))?,", re.I)
# "Dr. Ana Ruiz joins us as a postdoctoral fellow", "Bo Lin has joined the lab as a PhD student": the lab's (its
# leader's) new member; "former postdoc Jo Bell (in the lab 2018-2022) is now ...": a past one
# "Dr. Wiremu Ngata leaves us after four years as a postdoc in the lab": a member who was the lab head's postdoc
_NEWS_LEAVES = re.compile(rf"(?:^|[.!?:·]\s+|[^\w\s]\s+)(?:Dr\.?\s+)?(?P<name>{_NEWS_NAME})\s+(?:leaves|left|is\s+leaving)\s+"
                          rf"(?:us|the\s+(?:lab|group|team))\s+after\s+[^.;]{{0,40}}?\bas\s+(?:an?\s+|our\s+)?(?P<role>{_STUDENT_ROLE})", re.I)
# "Élise Marchetti (postdoc 2020-2024) leaves us in August to start her own group": the lab's, in the role noted
_NEWS_LEAVES_NOTED = re.compile(rf"(?:^|[.!?:·]\s+|[^\w\s]\s+)(?:Dr\.?\s+)?(?P<name>{_NEWS_NAME})\s*\((?P<role>{_STUDENT_ROLE})"
                                r"[^()]{0,20}\)\s+(?:leaves|left|is\s+leaving|has\s+left)\s+(?:us|the\s+(?:lab|group|team))\b", re.I)
_JOIN_NAME = rf"(?:(?:Dr|Prof)\.?\s+)?(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?:(?-i:{SURNAME_PARTICLE})\s+)*(?-i:[A-ZÀ-Þ])[\w'’.\-]*){{1,3}}"
# ("Aylin Kaya and Chidinma Ngozi Eze join the lab as PhD students": several at once)
_JOINS_AS = re.compile(rf"^\W*(?P<names>{_JOIN_NAME}(?:(?:,\s*|\s+(?:and|&)\s+){_JOIN_NAME})*)\s+"
                       rf"(?:has\s+|have\s+)?join(?:s|ed)?\s+(?:us|her|him|the\s+(?:lab|group|team)|our\s+(?:lab|group|team))?\s*"
                       rf"(?:as\s+(?:(?:an?|our)\s+)?(?:(?:new|first|newest)\s+)*(?:(?-i:[A-Z])[\w+\-]*\s+)?(?P<role>{_STUDENT_ROLE}|research associate|"
                       r"(?:research\s+)?fellow\s*\(post-?doc(?:toral)?)|"     # ("a Research Fellow (postdoc)")
                       rf"for\s+(?:his|her|their|a)\s+(?P<degree>ph\.?\s?d\.?|doctorate|m\.?sc\.?|master['’]?s))\b", re.I)
# "Dr. Kwabena Ofori-Atta started as a postdoc with us on 13 May", "Bo Lin began as a PhD student in the lab in 2021"
_STARTED_AS = re.compile(rf"^\W*(?P<names>{_JOIN_NAME})\s+(?:has\s+)?(?:started|starts|began|begins)\s+(?:here\s+)?as\s+"
                         rf"(?:an?|our)\s+(?:(?:new|first)\s+)?(?P<role>{_STUDENT_ROLE})\s+(?:with\s+us|here|"
                         r"in\s+(?:the|our)\s+(?:lab|group|team))\b", re.I)
_FORMER_OUR = re.compile(rf"\b(?:our\s+)?former\s+(?P<role>{_STUDENT_ROLE}|(?:phd\s+|graduate\s+)?students?)\s+"
                         r"(?:(?:Dr|Prof)\.?\s+)?(?P<names>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’.\-]*){1,3})", re.I)
_I_MENTOR = re.compile(r"(?:^|\|\s*)(?P<names>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’.\-]+){1,3}),\s+(?:an?|my|our)\s+"
                       r"(?P<role>[\w\s\-'’.]{3,40}?)\s+(?:I|we)\s+(?:co-?)?(?:mentor|supervise|advise|co-advise|host)\b")
# "We say goodbye to Jonas Weißenborn, our summer student from LMU Munich", "Ana Roe, our new PhD student, ...":
# the name, then whose student
_NAME_OUR_ROLE = re.compile(rf"(?P<names>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’.\-]+){{1,3}}),\s+(?:our|my)\s+"
                            rf"(?:(?:new|newest|latest|former|first|visiting)\s+)*(?P<role>{_STUDENT_ROLE})\b", re.I)
# "Fatima Zahra Benali was the lab's first PhD student", "Jo Roe is our newest postdoc"
_WAS_OUR = re.compile(rf"(?P<names>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’.\-]+){{1,3}})\s+(?:was|is|became)\s+"
                      rf"(?:the\s+(?:lab|group|team)['’]s|our|my)\s+(?:(?:first|new|newest|last|former)\s+)*"
                      rf"(?P<role>{_STUDENT_ROLE})\b", re.I)
_CO_NOTE = re.compile(r"\(\s*co-?(?:advised|supervised|mentored)\s+(?:with|by)\s+([^()]{4,80})\)", re.I)
# "Our very first PhD student Mei-Ling Hsu defended ...", "Meet our new postdoc: Dr Kwabena Osei", "our postdoc Dr X (...)"
_OUR_ROLE_NAME = re.compile(rf"\b(?:my|our)\s+(?:(?:very|first|new|newest|latest|former|current|own)\s+)*(?P<role>{_STUDENT_ROLE})"
                            rf"\s*:?\s+(?:(?:Dr|Prof)\.?\s+)?(?P<names>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?:(?-i:{SURNAME_PARTICLE})\s+)*"
                            r"(?-i:[A-ZÀ-Þ])[\w'’.\-]*){1,3})(?=\s*(?:[^\w\s]|$)|\s+(?-i:[a-z]))", re.I)


def _our_students(evidence: Evidence, text: str) -> Iterator[Supervision]:
    """The owner's students a lab's news names: "Welcome to our new PhD students A (co-advised with X) and B!",
    "My first PhD student, C, passed ...", "D, an undergraduate researcher I mentor, won ..."."""
    for pattern in (_WELCOME_OUR, _MY_STUDENT, _I_MENTOR, _JOINS_AS, _FORMER_OUR, _NAME_OUR_ROLE, _WAS_OUR, _OUR_ROLE_NAME,
                    _STARTED_AS):
        m = pattern.search(text)
        if not m:
            continue
        names = m.group("names")
        level = find_level(m.group("role") or m.groupdict().get("degree") or "") or \
            find_level(m.group(0)[m.start("names") - m.start():]) or "Unspecified"
        for name in take_names(re.sub(r"\s*\([^()]*\)", "", names).replace("!", ".")):
            yield Supervision(evidence, OWNER, name, level)
            after = names[names.find(name) + len(name):] if name in names else ""
            note = _CO_NOTE.match(after.lstrip())
            for co in take_names(note.group(1)) if note else ():
                yield Supervision(evidence, co, name, level, role="co-supervisor")
        return


_DISSERTATION = re.compile(r"\bdissertation\b", re.I)
_BY_ME = re.compile(r"\s*(?:me|myself)\b")
_FIRST_NAME_SUBJECT = re.compile(r"([A-Z][a-zà-ÿ'’\-]+)\s+(?:will|is|was|has|had|would|shall|has been)\b")
# An academic family tree drawn in text: "Konrad Wiesenthal" / "  └── Wilhelm von Stade" / "      └── Ruprecht Achterberg"
_BRANCH = re.compile(r"^[\s│|]*(?:└──?|├──?|`--|\|--|\+--)\s*(?=\S)")
_TREE_POSTDOC = re.compile(r"\bpost-?doc(?:toral (?:fellow|researcher|stay))?\s+(?:with|under)\s+(.{3,60})$", re.I)
# a node's degree and where its person is now, on its own line: "Ann Roe  [PhD 1988, UCB]  {now: Univ. of Oslo}",
# "Bo Lind (MSc 2012, Uppsala University; now at ETH Zürich)"
_NODE_DEGREE = re.compile(r"[\[(]\s*(?P<degree>[A-Z][\w.]{1,8}(?:\s[\w.]{1,8})?)\s+(?P<year>(?:19|20)\d\d)\s*,\s*"
                          r"(?P<place>[^\[\](){};,]{2,80}?)\s*(?:[\])]|;)")
_NODE_NOW = re.compile(r"[{(\[;]\s*now(?:\s+at|\s*:)\s*(?P<place>[^{}()\[\]]{2,80}?)\s*[})\]]", re.I)
_NODE_MARKS = re.compile(r"(?:\s*(?:[+*†‡§#]|\((?:co?|c\.)\)))+\s*$")     # "Ann Roe +", "Bo Lind (c)", "Cy Moe †"


def lineage_tree(path: str, lines: tuple[Line, ...], level: str) -> tuple[list[Claim], set[int]]:
    """The supervisions of a family tree drawn with branch marks: each branch's person is a student (at ``level``)
    of the person above it one step less deep, the tree's root the name alone over its first branch; a node's
    "postdoc with X" names its postdoctoral host. Also the tree's lines (read for nothing else).

    >>> tree = ["Ann Roe", "  └── Bo Lind (1990)", "        └── Cy Moe   · · · postdoc with D. Ek", "  └── Alma Vik"]
    >>> found, _ = lineage_tree("t", tuple(Line(i, t) for i, t in enumerate(tree, 1)), "PhD")
    >>> [(c.advisor, c.advisee, c.level) for c in found]
    [('Ann Roe', 'Bo Lind', 'PhD'), ('Bo Lind', 'Cy Moe', 'PhD'), ('D. Ek', 'Cy Moe', 'Postdoc'), ('Ann Roe', 'Alma Vik', 'PhD')]
    """
    out: list[Claim] = []
    covered: set[int] = set()
    open_nodes: list[tuple[int, str]] = []          # (column, name) of the branch's ancestors
    for k, line in enumerate(lines):
        m = _BRANCH.match(line.text) if line.text.strip() else None
        if not m:
            if line.text.strip() and not (open_nodes and (line.text[:1].isspace() or line.text[:1] in "|│")
                                          and len(line.text) - len(line.text.lstrip(" |│")) > open_nodes[0][0]):
                open_nodes = []     # (a node's own lines under it, "    |       Ph.D. 1968, X", keep the tree open)
            continue
        if not open_nodes:      # the root: the name alone on the line over the first branch
            above = next((ln for ln in reversed(lines[:k]) if ln.text.strip()), None)
            root = take_names(above.text.strip()) if above and not _BRANCH.match(above.text) else []
            if root and len(above.text.strip()) <= len(root[0]) + 12:
                open_nodes = [(len(above.text) - len(above.text.lstrip()), root[0])]
                covered.add(above.number)
            elif above and above.text.strip(" |│") == "":
                # (or the name at the margin over the root's own lines: "Ann Roe  (1928–2011)" / "    Ph.D. 1955, X")
                at = next((j for j in range(k - 1, max(-1, k - 15), -1) if lines[j].text.strip()
                           and not lines[j].text[:1].isspace() and lines[j].text[:1] not in "|│"), None)
                head = re.split(r"\s{2,}|\s\(", lines[at].text.strip())[0] if at is not None else ""
                root = take_names(head) if head and len(head) <= 60 else []
                if root:
                    open_nodes = [(0, root[0])]
                    covered.add(lines[at].number)
                    details, read = _node_details(path, lines, at, root[0], None)
                    out += details
                    covered |= read
        node = line.text[m.end():]
        mark = re.match(r"\[([A-Za-z])\]\s*", node)         # "[G] Ann Roe", "[P] Bo Lind": a legend's marks
        node = node[mark.end():] if mark else node
        names = take_names(_NODE_MARKS.sub("", re.split(r"\s{2,}|\s·|\s[\[{]", node)[0]))
        if not names:
            continue
        column = m.end()
        while open_nodes and open_nodes[-1][0] >= column:
            open_nodes.pop()
        evidence = Evidence(path, line.number, line.text.strip()[:300])
        covered.add(line.number)
        details, read = _node_details(path, lines, k, names[0], level if open_nodes else None)
        out += details
        covered |= read
        own, at = _node_inline(evidence, names[0], node)
        out += own
        if open_nodes:
            out.append(Supervision(evidence, open_nodes[-1][1], names[0],
                                   "Postdoc" if mark and mark.group(1) in "Pp" else at or level))
        host = _TREE_POSTDOC.search(node)
        hosts = take_names(host.group(1)) if host else []
        out += [Supervision(evidence, h, names[0], "Postdoc") for h in hosts[:1]]
        open_nodes.append((column, names[0]))
    return out, covered
def _node_inline(evidence: Evidence, person: str, node: str) -> tuple[list[Claim], str | None]:
    """What a tree node's own line says beside the name: the degree it stands for, its year and place ("[PhD 1988,
    UCB]"), where the person is now ("{now: Univ. of Oslo}"); and the level of that degree (a master's line of
    descent in a doctoral tree).

    >>> found, at = _node_inline(Evidence("t", 1, ""), "Bo Lind", "Bo Lind +  [MSc 2012, UAM]  {now: ETH Zürich}")
    >>> [(type(c).__name__, getattr(c, "institution", None) or c.org) for c in found], at
    ([('Education', 'UAM'), ('Affiliation', 'ETH Zürich')], 'Master')
    """
    out: list[Claim] = []
    level = None
    if (m := _NODE_DEGREE.search(node)) and (degree := find_degree(m.group("degree"))) \
            and degree[1].end() == len(m.group("degree")) and looks_like_org(place := m.group("place").strip()):
        out.append(Education(evidence, person, degree[0], place, None, None, int(m.group("year"))))
        level = find_level(m.group("degree"))
    if (now := _NODE_NOW.search(node)) and looks_like_org(place := now.group("place").strip()) and not is_location(place):
        out.append(Affiliation(evidence, person, place))
    return out, level


def _node_lines(lines: tuple[Line, ...], k: int) -> list[Line]:
    """A tree node's own lines under its line ``k`` (up to the next branch or the margin), each wrapped line joined
    onto the line it continues."""
    out: list[Line] = []
    for below in lines[k + 1:k + 16]:
        if _BRANCH.match(below.text) or below.text.strip() and not below.text[:1].isspace() and below.text[:1] not in "|│":
            break
        text = below.text.strip(" |│")
        if not text:
            continue
        indent = len(below.text) - len(below.text.lstrip(" |│"))
        if out and indent > out[-1][0] + 1 and not text.startswith(("→", "->")):
            out[-1] = (out[-1][0], Line(out[-1][1].number, f"{out[-1][1].text} {text}"))     # a wrapped line
        else:
            out.append((indent, Line(below.number, text)))
    return [ln for _, ln in out]


def _node_details(path: str, lines: tuple[Line, ...], k: int, person: str,
                  level: str | None) -> tuple[list[Claim], set[int]]:
    """What a genealogy tree's node says under its name: "Ph.D. 1968, X University" (its degree), "→ Lecturer, X
    University, 1969–1978" (a later post), "postdoc 2016–2018, X University" (where the postdoc was), and, for a
    node under an advisor (at that descent's ``level``), "(co) Y" (who co-advised it)."""
    out: list[Claim] = []
    read: set[int] = set()
    for line in _node_lines(lines, k):
        co = re.search(r"\(co\)\s*((?:[A-Z][\w'’.\-]*\s+){0,3}[A-Z][\w'’\-]+)", line.text) if level else None
        out += [Supervision(Evidence(path, line.number, line.text[:300]), name, person, level, role="co-supervisor")
                for name in (take_names(co.group(1)) if co else ())]
        text = re.sub(r"\s{2,}\(co\).*$|\s{2,}\((?:advisor|adviser|supervisor)s?:[^()]*\)$", "", line.text)
        evidence = Evidence(path, line.number, line.text[:300])
        advised = re.search(r"\((?:advisor|adviser|supervisor)s?:\s*([^()]+)\)", line.text, re.I)
        out += [Supervision(evidence, a, person, find_level(text) or "Unspecified") for a in
                (take_names(advised.group(1)) if advised else ())]      # "Ph.D. 1955, X   (advisor: A. Roe)"
        degree = find_degree(text)
        job = re.match(r"(?:→|->)\s*(.+)$", text)
        stay = re.match(r"post-?doc(?:toral)?\s+((?:19|20)\d\d)\s*[-–]\s*((?:19|20)\d\d)?,\s*(.+)$", text, re.I)
        if job:
            value = re.sub(r",\s*((?:19|20)\d\d)\s*[-–]\s*((?:19|20)\d\d|present)?(?:\s*\([^()]*\))?\s*$",
                           lambda m: f" ({m.group(1)}-{m.group(2) if m.group(2) and m.group(2)[0].isdigit() else ''})",
                           job.group(1).strip())
            out += _field_claims(path, person, [("first position", value, [line])], None)
        elif stay and looks_like_org(stay.group(3).strip()):
            out.append(Affiliation(evidence, person, stay.group(3).strip()))
        elif degree and degree[1].start() == 0:
            rest = text[degree[1].end():]
            place = re.split(r",\s*", re.sub(r"^[^,]*?(?:(?:19|20)\d\d)?\s*,\s*", "", rest, count=1), maxsplit=1)[0]
            place = re.sub(r"\s*\(.*$", "", place).strip()
            year = years(rest[:rest.find(",") if "," in rest else len(rest)])
            if place and looks_like_org(place):
                ongoing = bool(re.search(r"candidate|in progress|ongoing", text, re.I))
                out.append(Education(evidence, person, degree[0], place, None, None,
                                     None if ongoing else (year[0] if year else None)))
                if ongoing:
                    out.append(Affiliation(evidence, person, place))
        else:
            continue
        read.add(line.number)
    return out, read


# right after an advisor's name, where they work: "Prof. X of the Department of Y", "Dr X, also at the Y Institute",
# "Dr X from Y University", "Docent X, Department of Y" (not "a PhD with X at Y": where the student was then)
_NAMED_AT = re.compile(r"(?:\s*,\s*(?:also\s+)?(?:(?:at|from|of)\s+)?|\s+of\s+the\s+|\s+from\s+)(?:the\s+)?(?=[A-Z])")


def _named_org(after: str, advisor: str) -> list[str]:
    """The organisation written right after an advisor's name (an academic unit or institution, no town).

    >>> _named_org("Prof. Jo Lund of the Department of Earth Sciences, and Dr B", "Jo Lund")
    ['Department of Earth Sciences']
    >>> _named_org("Jo Lund, Anna Berg and Ola Ek", "Jo Lund"), _named_org("Jo Lund from 2019", "Jo Lund")
    ([], [])
    """
    at = after.find(advisor)
    m = _NAMED_AT.match(after, at + len(advisor)) if at >= 0 else None
    org = org_at(after[m.end():]) if m else None
    org = re.sub(r"\s*\([A-Z][\w ]{1,12}\)$", "", org) if org else None     # "Delft University of Technology (TU Delft)"
    if not org or not INSTITUTION_WORD.search(org) or looks_like_name(org) or is_location(org):
        return []
    return [org]
# "Dr A, also at the X Department, and Associate Professor B from Y": a titled name after "and" is one more of the list
_AND_TITLED = re.compile(r",?\s+and\s+(?=(?:Prof\.?|Professor|Dr\.?|Docent|Associate Professor|Assistant Professor|"
                         r"Senior Lecturer|Assoc\. Prof\.?)\s+[A-ZÀ-ÖØ-Þ])")


def _titled_after(after: str) -> list[str]:
    """The titled people after the first of a list whose items carry where they work.

    >>> _titled_after("Dr A. Berg, Department of X, and Professor Jo Lund from Y University.")
    ['Jo Lund']
    """
    found = []
    for part in _AND_TITLED.split(after.split(";", 1)[0])[1:4]:
        names = take_names(part)
        if not names:
            break
        found.append(names[0])
    return found
_DEGREE_BEFORE = re.compile(r"^(?:(?:M\.?\s?Sc|M\.?\s?A|B\.?\s?Sc|M\.?\s?D|M\.?\s?Eng|Lic|Dipl\.?-Ing)\.?\s+)+")
# A news item's defence: "MSc Aino Lehtonen successfully defended her doctoral thesis ..." (the item's supervisors are hers)
_DEFENDED = re.compile(r"(?P<name>(?-i:[A-Z])[\w\-’']+(?:\s+(?-i:[A-Z])[\w\-’'.]+){1,3})\s+(?:has\s+)?(?:successfully\s+)?"
                       r"defend(?:ed|s)\s+(?:his|her|their)\s+(?:\w+\s+){0,2}?(?:thesis|dissertation)\b", re.I)
_NAME_NOTE = re.compile(r"(?<=[a-zà-ÿ])\s*\([^()\d]{2,40}\)")
# "She currently directs the doctoral research of A", "co-directs, with Dr B of the X Institute, the thesis of C", "I
# co-supervise the doctoral projects of A and B"
_DIRECTS_OF = re.compile(r"\b(?P<co>co-?)?(?:direct|supervis|advis|guid)(?:e[sd]?|es|ing|s)?"
                         r"(?:,\s*(?:together\s+)?with\s+(?P<with>[^,;]{3,100}),\s*|\s+)the\s+"
                         r"(?P<level>(?:doctoral|ph\.?\s?d\.?|master['’]?s?|msc|undergraduate)\s+)?"
                         r"(?:research|thesis|theses|dissertations?|work|studies|projects?)\s+of\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĆČĐŁŚŠŽ]))", re.I)


_YEAR_NOTE = re.compile(r"\s*\((?:[^()]{0,40}?,\s*)?((?:19|20)\d\d)\)")     # "(NTNU, 2021)", "(2019)"


def _directs_of(evidence: Evidence, text: str) -> Iterator[Claim]:
    """"X directs the doctoral research of A" (the subject supervises A); a co-director named in between too."""
    for m in _DIRECTS_OF.finditer(text):
        advisor = _subject(text[:m.start()])
        # "the theses of A and B (NTNU, 2021)": each of them's, finished in the year in brackets after them
        plural = re.search(r"(?:theses|dissertations|projects)\s+of\s+$", m.group(0))
        students = take_names(text[m.end():], allow_first_names=False)[:None if plural else 1]
        if advisor is None or not students:
            continue
        level = find_level(m.group("level") or "") or ("PhD" if re.search(r"dissertation", m.group(0), re.I) else "Unspecified")
        co = take_names(m.group("with"), allow_first_names=False)[:1] if m.group("with") else []
        after = text[m.end():]
        note = _YEAR_NOTE.match(after[after.find(students[-1]) + len(students[-1]):])
        end = int(note.group(1)) if note else None
        for student in students:
            yield Supervision(evidence, advisor, student, level, None, end)
            for name in co:
                yield Supervision(evidence, name, student, level, None, None, "co-supervisor")
                rest = m.group("with")[m.group("with").find(name.split()[-1]) + len(name.split()[-1]):]
                org = re.match(r"\s+(?:of|at|from)\s+(?:the\s+)?(.+)$", rest)
                if org and looks_like_org(org.group(1).strip()):
                    yield Affiliation(evidence, name, org.group(1).strip())


# "as Kessler's doctoral student", "Olin's student Peter Caldwell", "Hsu (PhD 1988), Brandt's last student,"
_POSSESSIVE = re.compile(r"((?:[A-Z][\w\-]+\s+){0,3}[A-Z][\w\-]+)['’]s\s+((?:(?:first|last|former|own|doctoral|ph\.?\s?d\.?|"
                         r"graduate|master['’]?s|postdoctoral|undergraduate|research)\s+){0,2})(?:student|advisee|mentee)\b")


def _possessive(evidence: Evidence, text: str) -> Iterator[Supervision]:
    """"X's student Y" / "as X's doctoral student" (the subject) / "Y, X's last student": X advised Y."""
    for m in islice(_POSSESSIVE.finditer(text), MAX_PHRASES):
        advisor = _possessor(m.group(1))
        if advisor is None:
            continue
        level = find_level(m.group(2)) or "Unspecified"
        before, after = text[:m.start()], text[m.end():]
        named = take_names(after) if re.match(r"\s+(?-i:[A-Z])", after) else []
        if named:
            advisee = named[0]
        elif re.search(r"\bas\s+$", before):
            advisee = _subject(before[:before.rfind(" as")])
        elif re.search(r",\s*$", before):      # an appositive: the person named just before it
            runs = [n for n in _NAME_RUN.findall(re.sub(r"\([^()]*\)", "", before)[-120:]) if looks_like_name(n)]
            advisee = runs[-1] if runs else None
        else:
            advisee = None
        if advisee and advisee != advisor:
            yield Supervision(evidence, advisor, advisee, level)


_ADVISOR_WORDS = r"(?:supervisor|advisor|adviser|promot[eo]r|doktorvater|doktormutter)"
_ADVISOR_NOUN = re.compile(rf"\b{_ADVISOR_WORDS}s?\b", re.I)
_WHOSE = r"(?P<whose>my|our|his|her|their|(?:[A-Z][\w\-]+\s+){0,3}[A-Z][\w\-]+['’]s)"
_ROLE = (r"(?i:(?:(?:former|first|main|primary|principal|thesis|dissertation|doctoral|ph\.?\s?d\.?|master['’]?s|m\.?sc\.?|"
         rf"postdoc(?:toral)?|undergraduate|research)\s+){{0,3}}{_ADVISOR_WORDS})")
_NAME_WAS = re.compile(rf"(?P<name>(?:(?:Prof|Professor|Dr)\.?\s+)?(?:[A-Z][\w'’\-]+\s+){{0,3}}[A-Z][\w'’\-]+)"
                       rf"(?:\s+(?:was|is|has been|had been|became)\s+|,\s+)(?P<role>{_WHOSE}\s+{_ROLE})\b")
_AS_WHOSE = re.compile(rf"^As\s+(?P<role>{_WHOSE}\s+{_ROLE}),?\s+(?P<name>she|he|(?:(?:Prof|Professor|Dr)\.?\s+)?"
                       rf"(?:[A-Z][\w'’\-]+\s+){{0,3}}[A-Z][\w'’\-]+)\b")


# an acknowledgement: "Ingrid Solheim-Berg thanks her PhD advisor, Marie-Claude Tremblay, for ...", "I thank my
# supervisors Jo Bell and Ann Roe"
_THANKS_ADVISOR = re.compile(rf"(?P<subject>\bI|(?:[A-Z][\w'’\-]+\s+){{1,3}}[A-Z][\w'’\-]+)\s+(?:(?:would like to|wishes to)\s+)?"
                             rf"(?:thanks?|is grateful to|am grateful to|acknowledges?)\s+(?:my|his|her|their)\s+"
                             rf"(?P<role>{_ROLE})s?\b,?\s*")


def _was_advisor(evidence: Evidence, text: str) -> Iterator[Supervision]:
    """"Jane Roe was my PhD advisor", "Jane Roe, my doctoral supervisor,", "Helena was Kofi Ansah's PhD
    supervisor", "As my doctoral advisor, Jane Roe ...": the one named advised the one whose advisor they were
    (my, his, her: the page's owner; a quotation is read as its speaker's, see extract_document)."""
    for m in islice(_THANKS_ADVISOR.finditer(text), MAX_PHRASES):
        advisee = OWNER if m.group("subject") == "I" else clean_name(m.group("subject"))
        for advisor in take_names(text[m.end():], allow_first_names=False):
            if advisor != advisee and (advisee == OWNER or looks_like_name(advisee)):
                yield Supervision(evidence, advisor, advisee, find_level(m.group("role")) or "Unspecified")
    found = [m for m in (_AS_WHOSE.match(text), *islice(_NAME_WAS.finditer(text), MAX_PHRASES)) if m]
    for m in found:
        whose = m.group("whose")
        advisee = OWNER if whose.lower() in ("my", "our", "his", "her", "their") else clean_name(whose[:-2])
        name = m.group("name")
        if name in ("she", "he"):
            if advisee == OWNER:
                continue            # "As my advisor, she ...": who "she" is, the sentence does not say
            advisor = OWNER
        else:
            advisor = clean_name(name)
            if not (looks_like_name(advisor) or looks_like_given_name(advisor)) or advisor.lower() in NOT_NAME_WORDS:
                continue
        if advisee != OWNER and not looks_like_name(advisee) or advisor == advisee:
            continue
        yield Supervision(evidence, advisor, advisee, find_level(m.group("role")) or "Unspecified")


_IN_OWN_GROUP = re.compile(r"\b(?:a|an)\s+(?P<role>(?:(?:ph\.?\s?d\.?|doctoral|graduate|master['’]?s|m\.?sc\.?|visiting)\s+)?"
                           r"(?:student|candidate)|post-?doc(?:toral)?(?:\s+(?:researcher|fellow|scholar|associate))?)\s+in\s+"
                           r"(?:my|our|his|her|their)\s+(?:research\s+)?(?:group|lab|laboratory|team)\b", re.I)
_MEMBER_NAME = re.compile(r"(?:(?:Prof|Professor|Dr)\.?\s+)?(?-i:[A-Z])[\w'’\-]+(?:\s+(?-i:[A-Z])[\w'’\-]+){1,3}"
                          r"(?=(?:,\s+who)?\s+(?:was|is|has been)\s+(?:then\s+|now\s+|once\s+)?$|,\s+$)")


_WHO_SUPERVISED = re.compile(r"(?P<name>(?:(?:Prof|Professor|Dr)\.?\s+)?(?:[A-Z]\.\s*){0,3}(?:[A-Z][\w'’\-]+\s+){0,3}"
                             r"[A-Z][\w'’\-]+)(?:\s+(?:of|at|from)\s+[^,;()]{2,60})?,\s+who\s+(?:had\s+|also\s+)?"
                             r"(?:co-?)?(?:supervised|advised|guided|mentored)\s+(?:my|his|her|their)\s+"
                             r"(?P<what>[^,;]{0,30}?(?:project|thesis|dissertation|research|work|internship|studies))")


def _member_in_own_group(evidence: Evidence, text: str) -> Iterator[Supervision]:
    """"Dr Peter Ek, who was then a postdoc in her group", "Ana Ruiz, a PhD student in my lab,": the owner's
    group's member, at that level."""
    for m in islice(_IN_OWN_GROUP.finditer(text), MAX_PHRASES):
        named = _MEMBER_NAME.search(text[max(0, m.start() - 80):m.start()])
        name = clean_name(named.group(0)) if named else ""
        if name and looks_like_name(name):
            yield Supervision(evidence, OWNER, name, find_level(m.group("role")) or "Unspecified")


def _possessor(words: str) -> str | None:
    """The name before "'s": the longest tail of the words that is a name, or one capitalised surname."""
    tokens = words.split()
    for k in range(len(tokens)):
        name = clean_name(" ".join(tokens[k:]))
        if looks_like_name(name):
            return name
    last = tokens[-1] if tokens else ""
    return last if last and last.lower() not in NOT_NAME_WORDS and not last.isupper() else None


_SUPERVISED_MANY = re.compile(r"^((?:[A-Z][\w\-]+\s+){0,3}[A-Z][\w\-]+|He|She|They|I)\s+(?:has\s+|had\s+)?(?:supervised|advised|"
                              r"mentored|directed|trained)\s+(?:(?:more than|over|about|some|nearly|\d+|[a-z]+ty(?:-[a-z]+)?)\s+)*"
                              r"(?:(?:doctoral|ph\.?\s?d\.?|graduate|master['’]?s)\s+)?(?:students|theses|dissertations)")
_COMPLETED_WITH = re.compile(r"^(?:(?:around|about|some|over|more than|nearly|almost|well over)\s+)?(?:\d+|[a-z]+(?:-[a-z]+)?)\s+"
                             r"(?:(?:doctoral|ph\.?\s?d\.?|graduate)\s+)?students\s+(?:completed|finished|obtained|earned|took|"
                             r"received|wrote|defended)\s+(?:a|their|the)\s+(?:ph\.?\s?d\.?|doctorates?|doctoral (?:degrees?|theses)|"
                             r"dissertations?|theses|degrees?)s?\s+(?:with|under)\s+(?:him|her|them)\b", re.I)
_AMONG = re.compile(r"^(?:Among (?:them|these|(?P<whose>his|her|their|my) (?:[\w.'’\-]+\s+){0,2}?(?:students|advisees|"
                    r"trainees))(?:,)?\s+(?:were|are|was|is)|(?:They|These|Those) include[d]?|"
                    r"(?P<whose2>His|Her|Their|My) (?:[\w.'’\-]+\s+){0,2}?students include[d]?|"
                    # "Postdocs in his laboratory included A (1996–1998), later at X, and B"
                    r"(?:post-?docs|postdoctoral (?:fellows|researchers|scholars)|(?:[\w.'’\-]+\s+){0,2}?students) in "
                    r"(?P<whose3>his|her|their|my) (?:lab(?:oratory)?|group|team) include[d]?)\s+", re.I)
# "His first M.Sc. student, A (M.Sc. 1978), spent his career at X": one student named in apposition
_ONE_STUDENT = re.compile(r"^(?:His|Her|Their|My)\s+(?:(?:first|last|earliest|final|only)\s+)?(?:[\w.'’\-]+\s+){0,2}?"
                          r"(?:student|advisee|post-?doc|postdoctoral (?:fellow|researcher)),\s+(?P<rest>.+)$")


# "Henk also hosted many postdoctoral researchers, including A (1988-1990), later of X, B (1995-1997), and C."
_HOSTED_INCLUDING = re.compile(r"^(?:He|She|They|I|[A-Z][\w'’\-]+)\s+(?:also\s+)?(?:hosted|supervised|mentored|trained|advised)\s+"
                               r"(?:(?:many|numerous|several|a number of|dozens of|some|over|more than|\d+|[a-z]+ty)\s+)*"
                               r"(?P<role>postdoctoral (?:researchers|fellows|scholars)|post-?docs|(?:(?:ph\.?\s?d\.?|doctoral|"
                               r"graduate|master['’]?s)\s+)?students),?\s+(?:including|such as|among them)\s+(?P<names>.+)$")


def _hosted_including(evidence: Evidence) -> Iterator[Claim]:
    """The people a sentence names as the ones its subject (the page's) hosted or supervised, at the level it says."""
    m = _HOSTED_INCLUDING.match(evidence.text)
    if not m:
        return
    level = find_level(m.group("role")) or "Unspecified"
    for item in _with_destinations(_and_items(top_level_items(m.group("names").rstrip(".")))):
        name = _leading_name(item)
        if name:
            found = years(item)
            yield Supervision(evidence, OWNER, name, level, found[0] if len(found) > 1 else None,
                              found[-1] if len(found) > 1 else None)
            yield from _destination(evidence, name, item[item.find(name) + len(name):])    # "..., later of X"


def _supervised_many(sentence: str) -> str | None:
    """"Brandt supervised 23 doctoral students.": who did (OWNER for a pronoun), for the sentence after it."""
    if "supervis" not in sentence and "advis" not in sentence and "student" not in sentence and "thes" not in sentence:
        return None
    m = _SUPERVISED_MANY.match(sentence)
    if not m:
        # "Around forty students completed a PhD with him.": his
        return OWNER if _COMPLETED_WITH.match(sentence) else None
    who = m.group(1)
    return OWNER if who in ("He", "She", "They", "I") else _possessor(who)


def _one_student(evidence: Evidence) -> Iterator[Claim]:
    """"His first M.Sc. student, A (M.Sc. 1978), spent his career at X": A the page's subject's student."""
    m = _ONE_STUDENT.match(evidence.text)
    name = _leading_name(m.group("rest")) if m else None
    if name and m.group("rest").startswith(name) and re.match(r"\s*(?:\([^()]*\))?,", m.group("rest")[len(name):]):
        yield Supervision(evidence, OWNER, name, find_level(m.group(0)[:m.start("rest")]) or "Unspecified")


def _among_them(evidence: Evidence, supervisor: str) -> Iterator[Claim]:
    """"Among them were A, who later chaired X; B (PhD 1979), now professor at Y; and C.": each one a student."""
    m = _AMONG.match(evidence.text)
    if not m:
        return
    rest = evidence.text[m.end():].rstrip(". ")
    items = rest.split(";") if ";" in rest else top_level_items(re.sub(r",?\s+and\s+(?![^()]*\))", ", ", rest))
    for item in _with_destinations([re.sub(r"^\s*(?:and\s+)?", "", i) for i in items]):   # "A, now professor at X, B"
        item = re.sub(r"^\s*(?:and\s+)?", "", item)
        name = _leading_name(item)
        if name and name != supervisor:
            level = find_level(m.group(0)) or (find_level(evidence.text) or "PhD" if re.search(
                r"\bph\.?\s?d|doctor", item + evidence.text, re.I) else "Unspecified")     # ("Postdocs in his lab included")
            yield Supervision(evidence, supervisor, name, level)
            yield from _destination(evidence, name, item[item.find(name) + len(name):])


# "a research assistant at X, working with Y": a job under Y (a research assistant to a professor is supervised)
_ASSISTANT = re.compile(r"\b(?:research|graduate research) assistant\b[^.;]{0,100}$", re.I)


def _host_orgs(before: str, phrase: str, level: str | None) -> list[str]:
    """"a research associate at ORG working with P": the host P works at ORG (and at its lab named beside it)."""
    if level not in ("Postdoc", "Intern") or not re.match(r"(?:working|worked|work|hosted|in the|host|mentored|"
                                                          r"supervised|advised|guided|with\b)", phrase, re.I):
        return []
    clause = re.split(r"[.;]|\band\s+(?:I|he|she|they)\b", before)[-1]
    orgs = orgs_in(clause)
    if len(orgs) > 1 and re.fullmatch(r"[\s,]*(?:in|at|of)?(?:\s+the)?\s*",
                                      clause[clause.find(orgs[-2]) + len(orgs[-2]):clause.rfind(orgs[-1])]):
        return list(orgs[-2:])      # "at ETH Zurich in the Robotic Systems Lab": both
    return list(orgs[-1:])


def _host_after(after: str, advisors: list[str], level: str | None, phrase: str = "") -> list[str]:
    """"Postdoc with Y at the Z Institute": the host Y works at Z; "co-advised by Y at the Z Centre, W University":
    an advisor named by the verb works at both ("advised by Y in the Z Lab" says where the student was)."""
    after = re.sub(r"^(?:(?:Prof|Dr|Professor)\.?\s+)+", "", after)
    advised = bool(re.match(r"(?:co-?)?(?:advised|supervised) by", phrase, re.I))
    if level != "Postdoc" and not advised or not advisors or not after.startswith(advisors[-1]):
        return []
    m = re.match(r"\s*(?:at|in|,)\s+", after[len(advisors[-1]):])
    if advised and level != "Postdoc":
        if not m or m.group(0).strip() != "at":
            return []
        # right there, up to the clause's end ("..., where I spent three months")
        clause = re.split(r"[.;]|,\s*(?:where|which|and|who)\b", after[len(advisors[-1]):], maxsplit=1)[0]
        return [o for o in orgs_in(clause) if not is_location(o)][:2]
    org = org_at(after[len(advisors[-1]) + m.end():]) if m else None   # right there, not in a later clause
    return [org] if org else []


_UNIT_OF = re.compile(_UNIT_OF_WORDS)
_CAPITALISED_RUN = re.compile(r"(?:[A-Z][\w&'’\-]*\s+){1,6}$")
_VISIT = re.compile(r"\bvisiting\s+(?:researcher|scholar|scientist|professor|fellow|faculty|academic|lecturer)\b", re.I)


# ", and before that I ...", "; then she ...": a new clause with its own time and place
_CLAUSE_BREAK = re.compile(r";|,\s+(?:and|but)\s+(?=(?:before|after|then|later|previously|earlier|since|I|he|she|they)\b)|"
                           r",\s+(?=(?:before|after) that\b)")


def _clause(text: str, start: int, end: int) -> str:
    """The clause of ``text`` around [start, end): "(2020–2022) working with X, and before that I did my PhD
    under Y" gives the years to X only."""
    before = [b.end() for b in _CLAUSE_BREAK.finditer(text, 0, start)]
    after = _CLAUSE_BREAK.search(text, end)
    return text[before[-1] if before else 0:after.start() if after else len(text)]


def _subject(before: str) -> str | None:
    """Who is advised: a named subject, else the owner (first person, pronoun or CV fragment).

    Inside a parenthesis the person before it is ("Viktor Holm (defended 2020, main supervisor: X)").
    """
    before = without_nickname(before)       # "Hendrikje Maria (‘Rieke’) Oosterhuis obtained her PhD ..."
    before = _ROLE_BEFORE_NAME.sub("", before, count=1)    # "Doctoral student X, who is co-advised by": X
    if _SELF_INTRO.match(before):
        return OWNER        # "Hi! I'm Sid Rao, a PhD student ..., co-advised by X": the page's own introduction
    if _ANYONE.match(before):
        return None         # "The new PhD students will be supervised by X", "You will be": no one named yet
    if (" are" in before or " were" in before) and _GROUP_SUBJECT.search(before):
        return None         # "All students of the lab are supervised by X; those marked † are co-supervised by Y": a
        # legend of the list's students, not the owner's own supervisors
    if before.count("(") > before.count(")"):
        inner = re.split(r"[,;:]", before[:before.rfind("(")])[-1]
        name = clean_name(inner.split("|")[0] if "|" in inner else inner)
        if looks_like_name(name) and not looks_like_org(name):
            return name
        last = _LAST_NAME_RUN.search(inner.rstrip()) if not looks_like_org(inner.strip()) else None
        if last and looks_like_name(last.group(0)) and not looks_like_org(last.group(0)):
            return last.group(0)        # "among them Hanna Sjödin (supervisor: N. Benali)"
    thesis = _THESIS_OF.search(before) if "s " in before else None
    if thesis and looks_like_name(thesis.group(1)):
        return thesis.group(1)      # "prototyped in Noémie Favre's MSc thesis (2022), supervised by X": hers
    if " for " in before and (work := _FOR_OWN_WORK.search(before)) and looks_like_name(work.group(1)) \
            and not looks_like_org(work.group(1)):
        return work.group(1)        # "The prize went to Jo Roe for her project on X, supervised by Y": hers
    if before.rstrip().endswith(" who") and "," in before:
        # "My advisor was X at Y, who studied under Z": the relative clause speaks of X
        named = [n for n in _NAME_RUN.findall(before[:before.rfind(",")]) if looks_like_name(n) and not looks_like_org(n)]
        return named[-1] if named else None
    if (lone := _LONE_GIVEN.match(before)) and looks_like_given_name(lone.group(1)) and \
            lone.group(1).lower() not in _PRONOUNS:
        return lone.group(1)    # "Sam was co-supervised by X": a member the page calls by first name
    if before[:3] in ("On ", "For", "In ", "At ") and (side := _SIDE_PHRASE.match(before)):
        before = before[side.end():]        # "On the postdoctoral side, Morag Cairncross was herself a postdoc with X"
    names = take_names(before)
    bare = before.strip()
    if names and bare[:1] in "DP" and (titled := TITLE_PREFIX.sub("", bare, count=1)).startswith(names[0] + ", "):
        bare = titled       # "Dr Mei-Ling Tsao, a postdoctoral researcher with X": the named subject, her title aside
    if names and bare.startswith(names[0]) and not _FRONTED.match(bare[len(names[0]):]) \
            and not INSTITUTION_WORD.search(names[0]) and not _ARTICLE_LED.match(names[0]) \
            and bare[len(names[0]):][:1] not in ('"', "”"):      # ('Alkyl Halides"   Advisor: X': a
        return names[0]                                         # wrapped thesis title's end)
    return OWNER


# a person named just before "for her project ..." ("awarded to Jo Roe for his thesis on X, "): whose the work is
_FOR_OWN_WORK = re.compile(r"((?:[A-ZÀ-Þ][\w'’\-]+\s+){1,3}[A-ZÀ-Þ][\w'’\-]+)\s+for\s+(?:her|his|their)\s+(?:[\w\-]+\s+){0,3}?"
                           r"(?:project|thesis|dissertation|work|paper|research|essay|report)\b[^.;]*$")


# a phrase set before a sentence's named subject: "On the postdoctoral side, ", "For her part, "
_SIDE_PHRASE = re.compile(r"^(?:On|For|In|At)\s+(?:the|her|his|their)\s+(?:[a-z\-]+\s+)?(?:side|part|end|turn),\s+(?=[A-ZÀ-Þ])")


_GIVEN_LEAD = re.compile(r"([A-ZÀ-Þ][a-zà-ÿ]+)\s+(?:received|completed|earned|joined|is|was|came|did|studied|graduated|"
                         r"holds|started|moved)\b")
_HANDLE = re.compile(r"\s*\(@[\w\-.]+(?:\s*\([^()]*\))?\)")
_ROLE_BEFORE_NAME = re.compile(rf"^\W*(?:(?:former|current|new)\s+)?{STUDENT_ROLE}\s+(?=(?-i:[A-ZÀ-Þ]))", re.I)
_ARTICLE_LED = re.compile(r"(?:A|An|The)\s")      # "A Marshall scholarship brought him to X": no one's name


_PRONOUNS = frozenset("he she they it we i you this that who one each".split())
# a sentence's subject by first name only: "Sam was co-supervised by", "Hyun-woo is advised by"
_LONE_GIVEN = re.compile(r"^\s*((?-i:[A-ZÀ-Þ])[a-zà-ÿ]+(?:-[a-zà-ÿ]+)?)\s+(?:was|is|has\s+been|will\s+be)\s+(?:(?:also|jointly)\s+)?$")


# a subject that names no one: an advert's "The new PhD students", "The successful candidate", "You", "PhD student 2"
_ANYONE = re.compile(r"^\W*(?:(?:the|our|both|all|two|three)\s+)?(?:(?:new|successful|selected|future|prospective|"
                     r"incoming|admitted)\s+)?(?:(?:ph\.?\s?d\.?|doctoral|master['’]?s?|msc|graduate)\s+)?(?:students?|candidates?|"
                     r"applicants?|positions?|hires?)(?:\s+\d)?\s+(?:will|would|shall|are\s+to|is\s+to)\b|"
                     r"^\W*you\s+(?:will|would)\b", re.I)


# a plural subject: the students of a list ("students marked † are (or were)", "Those marked * were also")
_GROUP_SUBJECT = re.compile(r"\b(?:students|members|those|trainees|candidates|alumni|scholars|postdocs|fellows)\b[^.;]{0,80}?"
                            r"\b(?:are|were)\s*(?:\([^()]{0,20}\)\s*)?(?:(?:all|also|jointly|each|currently)\s+)?$", re.I)


# "Noémie Favre's MSc thesis (ETH Zürich, 2022), ": a thesis named by its author, just before the advisor phrase
_THESIS_OF = re.compile(r"((?-i:[A-ZÀ-Þ])[\w\-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w\-]+){1,3})['’]s\s+(?:[\w.'’]+\s+){0,2}"
                        r"(?:thesis|dissertation|project|research)\b(?:\s+(?:at|in)\s+[^,;()]{3,80}?)?(?:\s*\([^()]*\))?\s*,?\s*$",
                        re.I)   # ("Lotte Roe's PhD research at X University (completed 2023), supervised by A")
_SELF_INTRO = re.compile(r"^\W*(?:(?:hi|hello|hey|welcome|hallo|hola)\b\W*)?(?:I'm|I’m|I am|my name is)\b", re.I)
_NAME_RUN = re.compile(r"(?-i:[A-Z][\w'’\-]+(?:\s+(?:[A-Z]\.\s+)?[A-Z][\w'’\-]+){1,3})")
_LAST_NAME_RUN = re.compile(r"(?<![\w.])[A-ZÀ-ÖØ-Þ][\w'’\-]+(?:\s+(?:[A-Z]\.\s+)?[A-ZÀ-ÖØ-Þ][\w'’\-]+){1,3}$")
# "Before UW, I received...": a fronted phrase, then the first-person subject
_FRONTED = re.compile(r"^\s*,\s*(?:I|we|he|she|they)\b")


def _span(text: str) -> tuple[int | None, int | None]:
    found = years(text)
    if len(found) >= 2 and found[0] <= found[-1]:
        return found[0], found[-1]
    return None, None       # "PhD in 2016, advised by Y, and my BEng in 2010": two degrees' years, no span


_TABLE_HEAD = re.compile(r"^\s*(?:students?|advisees?|ph\.?d\.? students?|doctoral students?)\s*\|", re.I)


def _student_table(section: Section) -> Iterator[Claim]:
    """Rows of a "Student | Year | Placement" table outside a students section: the owner's students."""
    rows = [ln for ln, old in zip(table_rows(section.lines), section.lines) if ln.text != old.text]
    for entry in _student_entries(tuple(rows)):
        yield from _student(section.path, entry, None, False, require_role=False)


_HEADING_LAB = re.compile(r"\(([^()]{4,80})\)\s*:?$")
_TEAM_NAME = re.compile(r"\b(?:Lab|Laboratory|Group|Team)\b")


def thesis_list(section: Section) -> Iterator[Claim]:
    """A list of theses read as a list of students (a group's "PhD theses"): each entry's own supervisors, when the
    entries name them ("Promotor: A; Copromotor: B"), supervised its student."""
    section = replace(section, lines=_open_quotes_joined(section.lines))
    labelled = _labelled_entries(section.lines)
    claims = student_list(replace(section, kind="students"))
    # (under "PhD theses — 2024", that year's: each finished then)
    year = int(dated.group(1)) if (dated := re.search(r"\s[—–]\s+((?:19|20)\d\d)$", section.heading)) else None
    for claim in _named_supervisors(claims, labelled) if labelled else claims:     # (one entry naming its own too)
        yield replace(claim, end=year) if year and isinstance(claim, Supervision) and claim.end is None else claim


_TEAM_LABEL = re.compile(r"^\W*(?:project\s+|student\s+)?(?:team(?:\s+members)?|students|members)\W*:\s*(?P<names>\S.*)$", re.I)
_TEAM_ADVISOR = re.compile(r"^\W*(?:faculty\s+|academic\s+|project\s+)?(?:advis[eo]rs?|supervisors?)\W*:\s*(?P<names>\S.*)$", re.I)


def _team_advised(section: Section) -> Iterator[Claim]:
    """A project's entry naming its student team and its faculty advisor ("Team: A, B, C" / "Faculty advisor: X
    (Professor, ME)"): each member of the team X's student (at the level the entry says, or a capstone's: a bachelor's)."""
    team = next((m for ln in section.lines if (m := _TEAM_LABEL.match(strip_bullet(ln.text)))), None)
    lead = next(((ln, m) for ln in section.lines if (m := _TEAM_ADVISOR.match(strip_bullet(ln.text)))), None)
    if team is None or lead is None:
        return
    line, m = lead
    advisors = take_names(_NAME_NOTE.sub("", m.group("names")))
    students = [n for n in (_leading_name(i.strip(" †*")) for i in _and_items(top_level_items(team.group("names")))) if n]
    said = " ".join([section.heading, *(ln.text for ln in section.lines)])
    level = find_level(said) or ("Bachelor" if re.search(r"capstone|senior design|senior project", said, re.I) else "Unspecified")
    evidence = Evidence(section.path, line.number, strip_bullet(line.text))
    for advisor in advisors:
        for student in students:
            if student != advisor:
                yield Supervision(evidence, advisor, student, level)


def _open_quotes_joined(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """A quoted title wrapped onto the next lines ('  "HI kinematics of galaxies in the MeerKAT' / '   Fornax
    Survey"') one line, so that its last words are no one's name."""
    out: list[Line] = []
    for line in lines:
        if out and line.text[:1].isspace() and line.text.strip() and _quote_open(out[-1].text):
            out[-1] = Line(out[-1].number, f"{out[-1].text.rstrip()} {line.text.strip()}")
        else:
            out.append(line)
    return tuple(out)


def _quote_open(text: str) -> bool:
    return text.count('"') % 2 == 1 or text.count("“") > text.count("”")


def advised_table(lines: tuple[Line, ...]) -> bool:
    """Whether the lines hold a table of students with their supervisors ("Year | Candidate | Title | Supervisor")."""
    for line in lines:
        if line.text.count("|") >= 2:
            columns = [_column(c) for c in line.text.strip().strip("|").split("|")]
            if any(_NAME_HEADER.fullmatch(c) for c in columns[:3]) and any(ADVISOR_COLUMN.fullmatch(c) for c in columns):
                return True
    return False


def _labelled_entries(lines: tuple[Line, ...], french: bool = False) -> dict[int, str]:
    """The text of each entry of a list (its first line and the lines indented under it) that labels its
    supervisors, by the entry's first line."""
    out: dict[int, str] = {}
    first: Line | None = None
    for line in lines:
        if not line.text.strip():
            continue
        if first is not None and line.text[:1].isspace() and not is_bullet(line.text) \
                and len(line.text) - len(line.text.lstrip()) > len(first.text) - len(first.text.lstrip()):
            out[first.number] += " " + line.text.strip()
            continue
        first = line
        out[first.number] = line.text.strip()
    texts = {n: _from_french(t) if french else t for n, t in out.items()}
    return {n: t for n, t in texts.items() if ":" in t and ENTRY_SUPERVISORS.search(t)}


# a record table's rows: the candidate's ("PhD candidate | A"), the supervisors' ("Promotores | B; C", "Copromotor /
# daily supervisor | D (Institute X)") and when they started ("Start | September 2021")
RECORD_ROW = re.compile(r"^\s*(?P<label>[^\W\d][^|\d]{1,40}?)\s+\|\s+(?P<value>\S.*)$")
RECORD_CANDIDATE = re.compile(r"^(?:(?:ph\.?\s?d\.?|doctoral|master['’]?s?|m\.?sc\.?|external|graduate)\s+)?"
                               r"(?:candidate|student|researcher|promovend(?:us|a)?|doctorand(?:us|a|o)?|doctorant(?:e)?)$", re.I)
_RECORD_START = re.compile(r"^(?:start(?:ed| date)?|since|begin|began|from)$", re.I)


def record_tables(path: str, lines: tuple[Line, ...], heading_level: str | None) -> tuple[list[Claim], set[int]]:
    """The supervisions of records laid out as two-column tables, one per project or student; and the lines read."""
    records: list[list[tuple[str, str, Line]]] = [[]]
    for line in lines:
        m = RECORD_ROW.match(line.text) if line.text.count(" | ") == 1 else None
        if m:
            records[-1].append((m.group("label").strip(), m.group("value").strip(), line))
        elif records[-1]:
            records.append([])
    out: list[Claim] = []
    covered: set[int] = set()
    for record in records:
        candidate = next(((label, value, line) for label, value, line in record if RECORD_CANDIDATE.match(label)), None)
        # (a record's label is a table's column header turned on its side: read as ADVISOR_COLUMN reads those)
        advisors = [(label, value, line) for label, value, line in record if ADVISOR_COLUMN.search(label)]
        name = _leading_name(candidate[1]) if candidate else None
        if not name or not advisors:
            continue
        covered |= {line.number for _, _, line in record}
        level = find_level(candidate[0]) or heading_level or \
            ("PhD" if any(re.search(r"promot", label, re.I) for label, _, _ in advisors) else "Unspecified")
        start = next((years(value)[0] for label, value, _ in record if _RECORD_START.match(label) and years(value)), None)
        evidence = Evidence(path, candidate[2].number, candidate[2].text.strip())
        out.append(Affiliation(evidence, name, GROUP))
        for label, value, line in advisors:
            role = "co-supervisor" if _CO_COLUMN.search(label) else None
            said = Evidence(path, candidate[2].number, f"{candidate[2].text.strip()} / {line.text.strip()}")
            for part in re.split(r"\s*;\s*|,\s+(?![^()]*\))|\s+and\s+(?![^()]*\))", value):
                advisor = next(iter(take_names(re.sub(r"\s*\([^()]*\)", "", part))), None)
                if not advisor or advisor == name:
                    continue
                out.append(Supervision(said, advisor, name, level, start, None, role))
                if where := _note_org(part):
                    out.append(Affiliation(said, advisor, where))   # "prof. dr. B (Universiteit Utrecht)"
    return out, covered


# a unit's name alone on a line, its name in the local language after it: "Laboratory of Molecular Ecology (Pracownia
# Ekologii Molekularnej)", "Hydrobiological Field Station in Ruciane-Nida"
_UNIT_LINE = re.compile(r"^(?P<unit>(?:[A-Z][\w\-]*\s+){0,3}(?:Department|Laboratory|Division|Section|Unit|Centre|Center|"
                        r"Station|Group|Lab)\b[^|()\d:;]{0,80}?)\s*(?:\([^()|]{3,80}\))?$")
_POSITION_HEADER = re.compile(r"^(?:position|title|role|function|post|rank|stanowisko|funkcja|poste|cargo|stelle)\b", re.I)


def unit_tables(path: str, lines: tuple[Line, ...]) -> tuple[list[Claim], set[int]]:
    """The staff tables under a unit's name ("Department of X (gloss)" over "Name | Position | Room | Ext." and its
    rows): each person a member of that unit, in the post the row gives; and the lines read."""
    out: list[Claim] = []
    covered: set[int] = set()
    unit = None
    title_at = None         # the column of the posts
    for line in lines:
        text = line.text.strip()
        m = _UNIT_LINE.match(text) if "|" not in text else None
        if m and looks_like_org(m.group("unit")) and not looks_like_name(clean_name(m.group("unit"))):
            unit, title_at = m.group("unit").strip(), None
            continue
        if not text:
            continue
        cells = [c.strip() for c in text.strip("|").split("|")] if text.count("|") >= 1 else []
        if unit is None or len(cells) < 2:
            unit = None if not cells and text else unit
            continue
        if title_at is None and _NAME_HEADER.fullmatch(cells[0]):
            title_at = next((k for k, c in enumerate(cells) if _POSITION_HEADER.match(c)), None)
            covered.add(line.number)
            continue
        at = title_at if title_at is not None else 1
        name = _leading_name(cells[0])
        title = cells[at].strip() if at < len(cells) else ""
        if not name or not (TITLE_WORDS.search(title) or re.search(r"\b(?:head|manager|specialist|technician|"
                                                                    r"assistant|director)\b", title, re.I)):
            continue
        evidence = Evidence(path, line.number, text[:300])
        post = re.split(r"\s+[–—-]\s+", title)[0].strip()      # "Assistant Professor (adiunkt) – on leave until ..."
        out += [Affiliation(evidence, name, unit), Position(evidence, name, post, unit)]
        covered.add(line.number)
    return out, covered


def student_list(section: Section) -> Iterator[Claim]:
    """Claims from a list of students under the owner: level, co-supervisors, destinations (in a French team's
    list, each entry's labelled directors: "Directrice de thèse : A — co-encadrant : B")."""
    if any(":" in ln.text and _WORKS_LABEL.match(strip_bullet(ln.text)) for ln in section.lines):
        section = replace(section, lines=_without_nested_works(section.lines))
    if any(mentions(ln.text.lower(), ("directeur", "directrice", "encadr", "dir. ")) for ln in section.lines):
        labelled = _labelled_entries(section.lines, french=True)
        if len(labelled) >= 2:
            yield from _named_supervisors(_student_list(section), labelled)
            return
    yield from _student_list(section)


_WORKS_LABEL = re.compile(r"^\W*(?:related |selected |resulting |key )?(?:publications?|papers|books?|works|articles)\s*:\s*$", re.I)


def _without_nested_works(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """An entry's works listed under its "Related publications:" field (indented deeper): blank lines here, as they
    name no student ("  - The Cannibal Metaphor: Brazilian Modernism and the World")."""
    out: list[Line] = []
    depth: int | None = None
    for line in lines:
        indent = len(line.text) - len(line.text.lstrip())
        if depth is not None and line.text.strip() and indent > depth:
            out.append(Line(line.number, ""))
            continue
        depth = indent if _WORKS_LABEL.match(strip_bullet(line.text)) else None if line.text.strip() else depth
        out.append(line)
    return tuple(out)


def _student_list(section: Section) -> Iterator[Claim]:
    """Claims from a list of students under the owner; under a "Committee member:" label alone on its line, the
    students below it were read by the owner, not advised: they and where they went stay, their supervision goes."""
    read = _committee_rows(section.lines)
    for claim in _student_claims(section):
        if read and isinstance(claim, Supervision) and claim.advisor == OWNER and claim.evidence.line in read:
            yield PersonClaim(claim.evidence, claim.advisee)
        else:
            yield claim


_YEAR_THEN_POST = re.compile(r"(?:19|20)\d\d\)\s*[–—]\s+[A-Z][\w\-]*(?:\s+[\w\-]+){0,4},\s+[A-Z]")
_PLACEMENT_COLUMNS = re.compile(r"^(?P<lead>\s*)(?P<name>[^\d\s(][^\d()]{2,60}?)\s{3,}(?P<year>(?:19|20)\d\d)\s{3,}(?P<rest>[A-Z]\S.{3,})$")
_NAME_AND_YEAR = re.compile(r"(?:(?:[A-Z]\.\s?(?:-?[A-Z]\.\s?)*)|[A-Z][\w'’\-]+\s+)(?:[\w'’\-]+\s+){0,3}?[A-Z][\w'’\-]+\s*"
                            r"\((?:19|20)\d\d(?:\s*[–—-]\s*(?:(?:19|20)?\d\d)?)?\)")


# a sentence of a paragraph on the owner's students led by one of them: "Sipho Ndlovu (PhD Leeds, 1980) went back to
# ...", "Ravi Roe, a Leeds PhD student in the late 1970s, went on to ...", "Among the postdocs who passed through the
# lab, Ana Ruiz (1991 - 1994) later became ..."
_PROSE_STUDENT = re.compile(r"^(?:Among [^,]{3,80},\s+)?(?P<name>(?:[A-ZÀ-Þ][\w'’\-]*\.?\s+(?:[“\"][^”\"\s]{1,20}[”\"]\s+)?(?:" + SURNAME_PARTICLE + r"\s+)*){1,3}"
                            r"[A-ZÀ-Þ][\w'’\-]+)(?:\s*\((?P<note>[^()]{2,60})\))?(?:,\s+(?P<apposition>[^,]{3,80}),)?\s+"
                            r"(?:completed|finished|received|earned|went|is|was|moved|joined|later|now|became|returned|"
                            r"defended|graduated|leads|heads|co-founded|founded|stayed|served|spent|works|worked|holds|held|"
                            r"teaches|taught|directs|directed|runs|ran|remained|remains)\b")


# a paragraph that opens on the owner's former students: "Many of Venkatraman's former trainees now lead their own
# research. A, who completed his PhD in her group in 2014, is now ..."
_FORMER_TRAINEES = re.compile(r"(?:many|several|some|most|all|a number)\s+of\s+(?:her|his|their|(?-i:[A-ZÀ-Þ])[\w'’\-]+['’]s?)\s+"
                              r"(?:former\s+|past\s+)?(?:trainees|students|doctoral students|ph\.?\s?d\.?\s+students|"
                              r"postdocs|mentees|advisees|alumni)\b", re.I)
_ADVISED_MANY = re.compile(r"\b(?:he|she|they|I)\s+(?:\w+\s+){0,2}?(?:supervised|advised|mentored|trained|directed)\s+"
                           r"(?:(?:some|about|around|more than|over|nearly|almost)\s+)?(?:\d+|[a-z]+)\s+"
                           r"(?:doctoral|ph\.?\s?d\.?|graduate|master['’]?s)?\s*(?:students|theses|dissertations)\b", re.I)


def _prose_students(section: Section) -> Iterator[Claim]:
    """A paragraph under a students heading telling of the owner's students one sentence each (an obituary's, a
    profile's): each sentence led by a student's name and a degree (or "postdocs" in its opening clause) is a
    supervision by the owner, at that level, finished in the year it gives."""
    for k, line in enumerate(section.lines):
        if len(line.text) < 200:
            continue            # (a list's entries are student_list's)
        for sentence in (part for whole in sentences(line.text) for part in PERSON_PARTS.split(whole)):
            m = _PROSE_STUDENT.match(sentence.strip())      # (a sentence's parts after semicolons each one student's)
            if not m or not looks_like_name(name := clean_name(without_nickname(m.group("name")))) or looks_like_org(name):
                continue
            if any(name in earlier.text for earlier in section.lines[:k]):
                continue    # (a note under the list that named them: "Kemal Aydın holds an M.Sc. from X (2020); ...")
            said = " ".join(filter(None, (m.group("note"), m.group("apposition"), sentence[m.end():m.end() + 60],
                                          sentence[:m.start("name")])))
            level = find_level(said)
            if level is None:
                continue
            found = years(m.group("note") or "") or years(sentence[m.end():m.end() + 60])
            yield Supervision(Evidence(section.path, line.number, sentence.strip()), OWNER, name, level, None,
                              found[-1] if found and level != "Postdoc" else None)


def _run_of_students(line: Line) -> list[Line]:
    """A line of several students parted by semicolons, each a name and its year in brackets, as one line each."""
    parts = [p.strip() for p in strip_bullet(line.text).split(";")] if "; " in line.text else []
    if len(parts) < 2 or not all(_NAME_AND_YEAR.fullmatch(p.rstrip(".")) for p in parts):
        return [line]
    return [Line(line.number, p.rstrip(".")) for p in parts]


def _committee_rows(lines: tuple[Line, ...]) -> set[int]:
    """The lines under a "Committee member(s):" label alone on its line, to the next such label or sub-heading."""
    out: set[int] = set()
    under = False
    for line in lines:
        text = strip_bullet(line.text)
        label = _ROLE_ALONE.match(text) if text.endswith(":") or 0 < len(text) <= 50 and not line.text[:1].isspace() \
            else None
        if label:
            under = bool(label.group("committee"))
        elif under and text and (_owner_role(text, "") or _unmarked_heading(line)):
            under = False
        elif under and text:
            out.add(line.number)
    return out


_ENROLLED = re.compile(r"\b(?:ph\.?\s?d\.?|doctoral)\s+students\b[^.;]{0,60}?\b(?:are|is)\s+(?:all\s+)?(?:enrolled|registered)\s+"
                       r"(?:at|in|with)\s+(?:the\s+)?(?P<org>[A-ZÀ-Ý][^.;()]{3,80}?)\s*(?:[.;(]|$)", re.I)
_UNLESS_NOTED = re.compile(r"^\((.{3,120}?),?\s+unless (?:otherwise )?(?:noted|stated|indicated)\)$", re.I)


def _student_claims(section: Section) -> Iterator[Claim]:
    """Claims from a list of students under the owner: level, co-supervisors, destinations."""
    # (a heading of students and postdocs together, "Student/Postdoctoral Supervision", names no one level)
    heading_level = None if _MIXED_LEVELS.search(section.heading) else find_level(section.heading) or \
        ("PhD" if _GRAD_STUDENTS.fullmatch(section.heading.strip().rstrip(":")) else None)
    # (a list of theses is of doctoral ones unless an entry names its level: "Zeynep Ünal (MSc, 2008)" under
    # "Supervised Theses" is a master's student, not a doctor with a master's degree)
    theses_level = heading_level if heading_level and len(levels_in(section.heading)) > 1 else None if heading_level else \
        "PhD" if re.search(r"\b(?:dissertations?|theses|job market candidates|defended|defen[cs]es)\b", section.heading, re.I) \
        else None       # (and under a heading of two levels, "Masters & Honours students", an entry's own level wins)
    heading_level = heading_level or theses_level
    nested = {ln.number: level for k, ln in enumerate(section.lines) if ln.text[:1].isspace() and is_bullet(ln.text)
              for level in [_nested_level(section.lines, k)] if level}
    # a list under its university's name ("Ph.D. students supervised — University of Warwick", a sub-heading)
    sub = section.heading.rsplit(" — ", 1)[1].strip() if " — " in section.heading else ""
    place = sub if sub and looks_like_org(sub) and INSTITUTION_WORD.search(sub) else None
    # or its note: "(Department of Psychology, SFU, unless noted)": the university the list's degrees are from
    note = next((_UNLESS_NOTED.match(ln.text.strip()) for ln in section.lines[:3] if ln.text.strip()), None)
    noted = note.group(1).split(",")[-1].strip() if note else ""
    place = place or (noted if noted and looks_like_org(noted) else None)
    # "All PhD students of the team are enrolled at Université X." over the list: where its doctoral students study
    enrolled = next((m for ln in section.lines[:6] if "nrol" in ln.text or "egister" in ln.text
                     for m in [_ENROLLED.search(ln.text)] if m and looks_like_org(m.group("org").strip())), None)
    # or its own note in brackets: "Defended theses (thèses soutenues, Université Paris Cité)"
    bracket = re.search(r"\(([^()]{3,120})\)\s*$", section.heading) if section.heading.endswith(")") else None
    bracketed = re.sub(r"\s+unless\b.*$", "", bracket.group(1)).split(",")[-1].strip() if bracket else ""
    place = place or (bracketed if bracketed and DEGREE_GRANTING.search(bracketed) and looks_like_org(bracketed) else None)
    # ("Dissertations Directed"; a department's "Job Market Candidates" are its PhD candidates; "Recently defended")
    # "Doctoral theses directed": each thesis listed is finished
    former = bool(_FORMER.search(section.heading) or re.search(r"\bthes[ie]s\b|\bdissertations\b", section.heading, re.I)) \
        and not re.search(r"\b(?:in progress|ongoing|underway|current|present)\b", section.heading, re.I)
    # ("Theses in progress"; "Trainees, past and present": some gone, some not)
    section_lines = section.lines
    if any("). " in ln.text and ", " in ln.text[:40] for ln in section_lines):
        # theses written as references ("Roe, Ann (2021). Title [Doctoral dissertation, X]."): each its student's
        references, covered = thesis_references(section.path, section_lines, heading_level)
        yield from references
        section_lines = tuple(ln for ln in section_lines if ln.number not in covered)
    if any(_COMMA_THESIS.match(strip_bullet(ln.text).strip()) for ln in section_lines):
        references, covered = comma_thesis_references(section.path, section_lines, heading_level)
        yield from references
        section_lines = tuple(ln for ln in section_lines if ln.number not in covered)
    if any("]. " in ln.text for ln in section_lines):
        references, covered = nlm_thesis_references(section.path, section_lines, heading_level)    # (Vancouver's)
        yield from references
        section_lines = tuple(ln for ln in section_lines if ln.number not in covered)
    if any(_UNIT_LINE.match(ln.text.strip()) for ln in section_lines):
        # "Department of Lake Ecology (Zakład Ekologii Jezior)" over "Name | Position | Room": that unit's staff
        staff_rows, covered = unit_tables(section.path, section_lines)
        yield from staff_rows
        section_lines = tuple(ln for ln in section_lines if ln.number not in covered)
    if sum(ln.text.count(" | ") == 1 for ln in section_lines) >= 2:
        # a project's record table: "PhD candidate | A" over "Promotor | B" and "Copromotor | C"
        records, covered = record_tables(section.path, section_lines, heading_level)
        yield from records
        section_lines = tuple(ln for ln in section_lines if ln.number not in covered)
    piped = [strip_bullet(ln.text) for ln in section_lines if " | " in ln.text]
    if len(piped) >= 2 and all(_PIPED_RECORD.match(text) for text in piped[:2]):     # (no header row over them)
        # a list of records in cells with no header row ("Dr. Anouk Smit | PhD 2022 | now Senior Scientist, X"): the
        # name, its degree and years in brackets, then where they went
        section_lines = tuple(Line(ln.number, _PIPED_RECORD.sub(r"\g<name> (\g<what>) – \g<rest>", strip_bullet(ln.text)))
                              if _PIPED_RECORD.match(strip_bullet(ln.text)) else ln for ln in section_lines)
    joined = joined_wraps(section_lines)
    lines = table_rows(joined)
    if any("(" in ln.text and "|" in ln.text for ln in joined):
        yield from _advisor_cell_notes(section.path, joined)
    if any("; " in ln.text for ln in lines):
        # "E. Castillo (2019); R. Bhattacharya (2023); M. Yazzie (2024)": a run of students on one line, each its entry
        lines = tuple(part for ln in lines for part in _run_of_students(ln))
    if any("   " in ln.text for ln in lines):
        # "Ana Paredes       2015   Assistant Professor, Universidad de los Andes": name, year and first post in columns
        lines = tuple(Line(ln.number, f"{m.group('lead')}{m.group('name')} ({m.group('year')}) – {m.group('rest')}")
                      if (m := _PLACEMENT_COLUMNS.match(ln.text)) and looks_like_name(clean_name(m.group("name"))) else ln
                      for ln in lines)
    # the lines a table's rows were rewritten into: each row its own entry, or no one's ("Mulyadi", a single name)
    was = {ln.number: ln.text for ln in joined}
    table_lines = {ln.number for ln in lines if was.get(ln.number) != ln.text}
    if any("]" in ln.text for ln in lines):     # "SEO Jae-min  Ph.D., 2024, KAIST  [Staff Engineer, SK hynix]": where now
        lines = tuple(Line(ln.number, _BRACKETED_NOW.sub(r", now \1", ln.text)) if "]" in ln.text else ln for ln in lines)
    if any(mentions(ln.text.lower(), _FRENCH_CUES) for ln in lines):
        lines = tuple(Line(ln.number, _from_french(ln.text)) for ln in lines)
    lab = _HEADING_LAB.search(section.heading)
    if lab and _TEAM_NAME.search(lab.group(1)) and looks_like_org(lab.group(1)):
        # "Lab Members (Electrocatalysis Laboratory)": the leader's lab, which its members join
        number = section.lines[0].number - 1 if section.lines else 0
        yield Affiliation(Evidence(section.path, number, section.heading), OWNER, lab.group(1).strip())
    rows = []
    done_at = _context_finished(lines, former)      # "Completed" over "PhD  A (2022) – Principal supervisor"
    researcher = False      # under "Researcher: X" (a portal's project) the advisor labels are X's, read as sentences
    carded = 0              # the line of the last name standing alone (a member's card: name, role, "Advisor: X")
    entry_at = 0            # the line of the entry whose lines run on with no blank (a Markdown entry's "  " breaks)
    since = 0               # the card's lines with text since that name (an HTML card's paragraphs have blanks between)
    for line in lines:
        text = strip_bullet(line.text)
        if researcher and text and _ADVISOR_LABEL.match(text):
            continue
        researcher = bool(_RESEARCHER_LABEL.match(text)) or researcher and bool(text)
        if text and not is_bullet(line.text) and alone_name(text):
            carded, since = line.number, 0
        elif text:
            since += 1
        # an entry's lines right under its name line, no blank between ("1. Ana Ruiz — PhD 1994  " / "Co-advisor: X")
        entry_at = entry_at if text and entry_at and line.number - entry_at <= 6 else \
            line.number if text and _leading_name(text) and not _ADVISOR_LABEL.match(text) else 0
        # ("    Advisors: A and B" indented under a graduate's name is that entry's, not the owner's role, and so is
        # "Advisor: X" a few lines under a card's name or an entry's)
        role = None if (line.text[:1].isspace() and rows or carded and (line.number - carded <= 5 or since <= 4)
                        or entry_at and entry_at < line.number) \
            and (_ADVISOR_LABEL.match(text) or _CO_LABEL.match(text)) else _owner_role(text, section.heading)
        first = None if role else _DEGREE_FIRST.match(text)
        if first and (went := _NAME_WENT.match(text, first.end())) and looks_like_name(clean_name(went.group("name"))):
            # "Ph.D.  Kazuki Yanagawa → Assistant Professor, X University": one graduate, then where they went, read
            # as "Kazuki Yanagawa (Ph.D.) → ..." is
            text = f"{went.group('name')} ({first.group(1).strip()}) {text[went.end('name'):].strip()}"
            line, first = Line(line.number, line.text[:len(line.text) - len(strip_bullet(line.text))] + text), None
        if role and role.group("committee"):
            continue            # "Committee member: C": a reader of the thesis, no advisor
        if role or first:
            # "Main supervisor: A (PhD 2023); B": the owner's role, then students; "PhD  A (2020)", "Honours  B, C":
            # the degree in a column of its own, then students
            level = heading_level if role else \
                "Bachelor" if re.match(r"hono|\w+\s?\(hons", first.group(1), re.I) else find_level(first.group(1)) or heading_level
            students = Line(line.number, "Students: " + text[(role or first).end():])
            yield from _labelled_list(section.path, students, level, done_at.get(line.number, former)) or ()
            continue
        rows.append(line)
        # ("    DoS: Dr A; 2nd supervisor: B"; nor "Sound Archives of Empire: Radio, Voice, and X" right under a bare
        # name, its thesis's title)
        if not (line.text[:1].isspace() and _ADVISOR_LABEL.match(text)) \
                and not (carded and carded == line.number - 1 and not is_bullet(line.text) and not find_level(text.split(":")[0])):
            # (under a level's bullet of its own: "- PhD" over "  - 2020: Haruto Sasaki")
            yield from _labelled_list(section.path, line, nested.get(line.number) or heading_level) or ()
    lines = tuple(rows)
    context = _context_levels(lines, heading_level)
    finished = _context_finished(lines, former)
    staffed = _context_staff(lines)
    titles: dict[int, str] = {}
    staff = heading_level is None and bool(_STAFF_HEADING.search(section.heading))
    mentees = bool(re.search(r"\b(?:mentees|trainees)\b", section.heading, re.I))     # everyone listed is one
    visitors = bool(re.fullmatch(r"\W*(?:(?:academic|international|recent|past|former|current)\s+)?(?:visitors|guests|"
                                 r"visiting\s+(?:scholars|researchers|scientists|faculty|professors|students))\W*", section.heading, re.I))
    entries = _student_entries(lines, titles, table_lines)
    yield from _card_facts(section.path, lines, entries)
    for entry in entries:
        if staff or staffed.get(entry[1][0].number):
            # "Permanent staff", "Faculty" (or a sub-heading "Secretaries"): colleagues of the leader, not advisees
            title = titles.get(entry[1][0].number) or _staff_title(entry, staff=True)
            evidence = Evidence(section.path, entry[1][0].number, strip_bullet(entry[1][0].text)[:300])
            yield Affiliation(evidence, entry[0], GROUP)
            qualified = list(_qualified(section.path, entry))
            yield from qualified or _staff_degrees(section.path, entry)
            employer = _STAFF_EMPLOYER.search(evidence.text)
            tie = _TITLE_DASH_ORG.match(evidence.text[evidence.text.find(entry[0]) + len(entry[0]):]) \
                if entry[0] in evidence.text and " (" in evidence.text else None
            org = split_acronym(tie.group("org"))[0] if tie else ""     # (its "(Santa Fe, Argentina)": see _tidy_org)
            if tie and TITLE_WORDS.search(tie.group("title")) and looks_like_org(org) and not looks_like_name(org):
                # a table's "Vínculo" cell: "Professora Associada – Universidade Tecnológica Federal do Paraná (UTFPR)"
                yield Affiliation(evidence, entry[0], org)
                yield Position(evidence, entry[0], tie.group("title"), org)
            elif title and employer and TITLE_WORDS.search(employer.group(1)) and not looks_like_name(employer.group(2)):
                # "Ben Roy — Research Director, CNRS": a colleague employed by another body than the university
                yield Affiliation(evidence, entry[0], employer.group(2))
                yield Position(evidence, entry[0], employer.group(1), employer.group(2))
            elif staff_post := _card_post(said := _post_text(entry)):
                # "Directrice de recherche CNRS (DR2)", "Professeur des universités, Université Paris Cité": the post
                # names its employer
                yield Affiliation(Evidence(section.path, evidence.line, said), entry[0], staff_post[1])
                yield Position(Evidence(section.path, evidence.line, said), entry[0], *staff_post)
            elif title:
                yield Position(evidence, entry[0], title, UNIVERSITY)
            continue
        level = context.get(entry[1][0].number, heading_level)
        head = strip_bullet(entry[1][0].text)
        head = head[:later.start()] if (later := _DESTINATION.search(head)) else head     # (not "now postdoc at X")
        if theses_level and level == theses_level and (own := find_level(head)):
            level = own
        if len(entry[1]) > 1 and _PLACEMENTS.search(section.heading) and not _DESTINATION.match(entry[1][1].text.strip()) \
                and not re.match(r"[^\W\d_][\w ()/\-]{1,30}:", entry[1][1].text.strip()) \
                and re.match(r"[A-Z][^.,;:]{1,60},\s*[A-Z]", entry[1][1].text.strip()):
            # (a "Title, Employer" line; not "Dissertation: X", nor "Left the program in 2023 to join Amazon.")
            # "PhD placements": an entry's line under its name is where the graduate went
            entry = (entry[0], [entry[1][0], Line(entry[1][1].number, "placement: " + entry[1][1].text.strip()),
                                *entry[1][2:]])
        if len(entry[1]) > 2 and (finished.get(entry[1][0].number, former) or _FORMER.search(head)
                                  or re.search(r"(?:19|20)\d\d\s*[–—-]\s*(?:19|20)\d\d", head)):
            # (a graduate: the list says so, or the years in the lab are over)
            entry = (entry[0], _post_after_thesis(entry[1]))
        staff_lead = STAFF_LEAD.match(head)
        found = [] if staff_lead else list(_student(section.path, entry, level,
                                               finished.get(entry[1][0].number, former), require_role=not mentees,
                                               theses=bool(_THESES_HEADING.search(section.heading))))
        if staff_lead and not titles.get(entry[1][0].number):
            # "Associate Professor SAKAI Mio 酒井 美緒" / "Ph.D., Osaka University, 2010": a member of staff's card,
            # its degree no studentship in the group
            titles[entry[1][0].number] = staff_lead.group(0).strip()
        if visitors:        # "Visiting Scholars": guests of the lab, no one's students (where they come from stays)
            found = [c for c in found if not isinstance(c, Supervision)]
        yield from found
        if len(entry[1]) > 1 and found and not any(isinstance(c, Education) and c.evidence.line != entry[1][0].number
                                                   for c in found):
            # "Ana Ruiz – Ph.D. Student (joined 2023)" / "B.S. Biology, Spelman College (2022). Ana works on X": the
            # degree on its own line under the name, the member's (not "PhD Student, Information · 2nd year": the
            # programme the entry's studentship is in)
            yield from (c for c in _staff_degrees(section.path, entry) if not _STUDIES_NOW.search(c.evidence.text))
        if not any(isinstance(c, Education) for c in found) \
                and any(isinstance(c, Supervision) and c.advisee == entry[0] for c in found):
            yield from _studying_card(section.path, entry)
        if place:       # "Ph.D. students supervised — University of Warwick": a finished student's degree there
            yield from _studied_at(found, place, ("PhD", "Master"), finished=True)
        if enrolled:    # the current doctoral students, where the list says they are enrolled
            yield from _studied_at(found, enrolled.group("org").strip(), ("PhD",), finished=False)
        visited = [] if found else list(_visitor(section.path, entry))
        yield from visited
        if len(entry[1]) == 1 and not visited and not any(isinstance(c, (Affiliation, Education)) for c in found):
            yield from _listed_home(section.path, entry)
        title = titles.get(entry[1][0].number) or (_staff_title(entry) if not found else None)
        if not found and title and not former:     # "Associate Professor" / "Yuki Sato": a member of staff
            evidence = Evidence(section.path, entry[1][0].number, f"{title} / {entry[0]}")
            yield Affiliation(evidence, entry[0], GROUP)
            yield Position(evidence, entry[0], title, UNIVERSITY)
            yield from _staff_degrees(section.path, entry)


def _indent(text: str) -> int:
    """How far a line is indented."""
    return len(text) - len(text.lstrip())


_STUDIES_NOW = re.compile(r"\b(?:students?|candidates?|candidacy|trainees?|year\s+\d|\d(?:st|nd|rd|th)\s+year)\b", re.I)


def _staff_degrees(path: str, entry: tuple[str, list[Line]]) -> Iterator[Claim]:
    """The degrees a staff member's card states on a line of their own under the name ("Morgan Tilbury — Lab Manager"
    / "B.A. Neuroscience, Macalester College, 2019. Morgan keeps ..."): that line's first sentence."""
    for line in entry[1][1:4]:
        text = strip_bullet(line.text).strip()
        if not (found := find_degree(text[:12])) or found[1].start() > 2:
            continue
        first = (sentences(text)[0] if "." in text[6:] else text).split(";")[0]    # (not "...; postdoc at X")
        first = first[:went.start()] if (went := _DESTINATION.search(first)) else first     # (nor "PhD 2023 → X")
        for claim in education_entry(path, [Line(line.number, first)]):
            if isinstance(claim, Education):
                yield replace(claim, person=entry[0])


_PLACEMENTS = re.compile(r"\bplacements?\b|\bwhere (?:are )?they (?:are )?now\b|\bfirst (?:positions|jobs)\b", re.I)
# a card's title before the member's name: "Associate Professor SAKAI Mio", "Specially Appointed Assistant Professor X"
STAFF_LEAD = re.compile(r"(?:(?:Associate|Assistant|Assoc\.|Asst\.|Full|Adjunct|Visiting|Specially\s+Appointed|Emeritus|Research)\s+)*"
                         r"(?:Professor|Lecturer|Secretary)\s+(?=(?:Dr\.?\s+)?[A-ZÀ-Þ])")


# A supervised thesis written as a reference: "Doyle, Rónán P.* (2024). Title [Doctoral dissertation, X University].
# Principal supervisor; co-supervisor: Dr Y." (APA's form, the student's name inverted, a mark for a student author)
_THESIS_REF = re.compile(r"^(?P<surname>(?-i:[A-ZÀ-ÖØ-Þ])[^\W\d_][\w'’\-]*(?:\s+[\w'’\-]+){0,3}),\s+"
                         r"(?P<given>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’\-.]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’\-.]*){0,3})[*†‡]*\s*"
                         r"\((?P<when>(?:19|20)\d\d|(?:in progress|ongoing|expected|exp\.|forthcoming|(?:defen[cs]e\s+)?planned|to be defended)"
                         r"[^()]{0,30})\)\.\s+"
                         r"(?P<rest>.+)$", re.I)
_THESIS_NOTE = re.compile(r"\s*[\[(](?P<note>[^\[\]()]*?\b(?:dissertation|thesis)\b[^\[\]()]*?)[\])]\.?", re.I)
_TITLE_NOTE = re.compile(r"\s*\[[^\[\]]{3,40}\]\.?")       # "[working title]"
_CO_NAMED = re.compile(rf"\bco-?(?:supervis|advis|direct)\w*(?:\s+(?:with|by))?\s*:?\s*(?P<names>{name_run('.;')}{{4,120}})",
                       re.I)


# The same in Vancouver (NLM) style: "16. Mendonça TH. Title [tese de doutorado]. Itaporanga: Universidade Federal de
# Itaporanga; 2024.", the student's full name perhaps on a line of its own ("-> Thiago Henrique Mendonça")
_NLM_THESIS = re.compile(r"^(?:\d{1,3}\.\s+)?(?P<surname>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’\-]+){0,2})\s+"
                         r"(?P<initials>(?-i:[A-Z]{1,3}))\.\s+(?P<title>.+?)\s*\[(?P<kind>[^\[\]]*?\b(?:tese|thesis|"
                         r"dissertation|disserta[çc][ãa]o|th[eè]se|tesis|memoria|proefschrift)\b[^\[\]]*)\]\.\s*(?P<rest>.*)$", re.I)
_NLM_LEVEL = ((re.compile(r"doutor|doctor|ph\.?\s?d|doktor|proefschrift", re.I), "PhD"),
              (re.compile(r"mestrad|master|maestr|magist|m\.?\s?sc", re.I), "Master"))
_FULL_NAME_LINE = re.compile(r"^\s*(?:->|→|=>)\s*(?P<name>[^;:(]{4,80}?)\s*(?:;\s*(?P<rest>.*))?$")


def nlm_thesis_references(path: str, lines: tuple[Line, ...], level: str | None) -> tuple[list[Claim], set[int]]:
    """Supervised theses listed in Vancouver style, each its student's (the supervision at the thesis's level, its
    co-supervisors, the degree, the thesis).

    >>> lines = (Line(1, "16. Mendes TH. Dengue in the dry season [tese de doutorado]. Recife: Universidade"),
    ...          Line(2, "    Federal de Pernambuco; 2024."),
    ...          Line(3, "    -> Thiago Henrique Mendes; coorientadora: Profa. Dra. Ines Nobrega (UFPE)"))
    >>> claims, covered = nlm_thesis_references("x", lines, None)
    >>> [(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)]
    [('\\x00owner', 'Thiago Henrique Mendes', 'PhD'), ('Ines Nobrega', 'Thiago Henrique Mendes', 'PhD')]
    >>> [(c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)]
    [('PhD', 'Universidade Federal de Pernambuco', 2024)]
    """
    entries: list[list[Line]] = []
    for line in lines:
        text = strip_bullet(line.text).strip()
        if re.match(r"^\d{1,3}\.\s", line.text.strip()) or not line.text[:1].isspace() and text:
            entries.append([line])
        elif entries and text:
            entries[-1].append(line)
    levels = _context_levels(lines, level)
    claims: list[Claim] = []
    covered: set[int] = set()
    for entry in entries:
        own = [ln for ln in entry if not _FULL_NAME_LINE.match(ln.text)]
        text = re.sub(r"\s+", " ", " ".join(ln.text.strip() for ln in own))
        m = _NLM_THESIS.match(text)
        if not m:
            continue
        at = next((k for k, ln in enumerate(entry) if _FULL_NAME_LINE.match(ln.text)), None)
        full = _FULL_NAME_LINE.match(entry[at].text) if at is not None else None
        after = " ".join(ln.text.strip() for ln in entry[at:]) if at is not None else ""
        name = clean_name(full.group("name")) if full and looks_like_name(clean_name(full.group("name"))) \
            else f"{m.group('surname')} {m.group('initials')}"
        kind = m.group("kind")
        here = next((lvl for pattern, lvl in _NLM_LEVEL if pattern.search(kind)), None) \
            or levels.get(entry[0].number) or level or "Unspecified"
        ys = years(m.group("rest"))
        place = re.sub(r"^[^:;]*:\s*", "", m.group("rest").split(";")[0]).strip(" .")
        co = _CO_NAMED.search(after) or _COORIENTADOR.search(after)
        claims += _thesis_claims(Evidence(path, entry[0].number, text[:300]), name, here, int(ys[-1]) if ys else None,
                                 co.group("names") if co else "", {"PhD": "PhD", "Master": "MSc"}.get(here),
                                 place if place and looks_like_org(place) and INSTITUTION_WORD.search(place) else None,
                                 m.group("title").strip().rstrip("."), kind)
        covered.update(ln.number for ln in entry)
    return claims, covered


# "Ayesha Hussain, Photophysics of X, PhD thesis, Aarhus University, 2023 (co-supervised with Y)."
_COMMA_THESIS = re.compile(r"^(?P<name>[^,()]{4,60}),\s+(?P<title>[^()]{8,300}?),\s+(?P<kind>(?:[\w.'’]+\s+){1,2}(?:thesis|"
                           r"dissertation))(?:,\s+(?P<place>[^,()]{3,100}?))?(?:,\s+(?P<year>(?:19|20)\d\d))?\.?"
                           r"\s*(?:\((?P<note>[^()]{3,200})\))?\.?\s*$", re.I)


def comma_thesis_references(path: str, lines: tuple[Line, ...], level: str | None) -> tuple[list[Claim], set[int]]:
    """Supervised theses listed as "Name, Title, PhD thesis, University, Year (co-supervised with X)", each its
    student's: the supervision at the thesis's level, the co-supervisors, the degree and the thesis.

    >>> claims, covered = comma_thesis_references("x", (Line(1, "Ann Roe, Ice in lakes, MSc thesis, Oslo University, "
    ...                                                      "2021 (co-supervised with Tom Ash)."),), None)
    >>> [(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)]
    [('\\x00owner', 'Ann Roe', 'Master'), ('Tom Ash', 'Ann Roe', 'Master')]
    >>> [(c.title, c.authors, c.year) for c in claims if isinstance(c, Publication)]
    [('Ice in lakes', ('Ann Roe',), 2021)]
    """
    levels = _context_levels(lines, level)
    claims: list[Claim] = []
    covered: set[int] = set()
    for line in lines:
        m = _COMMA_THESIS.match(strip_bullet(line.text).strip())
        name = clean_name(m.group("name")) if m else ""
        if not m or not looks_like_name(name) or not find_level(m.group("kind")) and not levels.get(line.number):
            continue
        here = find_level(m.group("kind")) or levels.get(line.number) or "Unspecified"
        place = m.group("place")
        institution = place if place and looks_like_org(place) and INSTITUTION_WORD.search(place) else None
        co = _CO_NAMED.search(m.group("note") or "")
        degree = (find_degree(m.group("kind")) or (None,))[0] or {"PhD": "PhD", "Master": "MSc"}.get(here)
        year = int(m.group("year")) if m.group("year") else None
        claims += _thesis_claims(Evidence(path, line.number, strip_bullet(line.text).strip()[:300]), name, here, year,
                                 co.group("names") if co else "", degree, institution, m.group("title").strip(),
                                 m.group("kind"))
        covered.add(line.number)
    return claims, covered


# a supervisors cell's part that opens with its role in words: "co-advised with", "company supervisor", "co-promotor"
_PART_ROLE = re.compile(r"(?:[a-z][\w-]*\s+){0,2}?(?i:co-?)?(?i:supervis(?:ed|ors?)|advis(?:ed|ors?)|advisers?|"
                        r"promot[eo]rs?|mentor(?:ed|s)?|direct(?:ed|ors?))(?:\s+(?:with|by))?\s*:?\s+(?=\S)")


def _co_role(part: str) -> re.Match | None:
    """A supervisors cell's part that opens with a co-supervisor's role ("co-advised with", "co-promotor")."""
    role = _PART_ROLE.match(part)
    return role if role and re.search(r"(?:^|\s)co(?:\b|-)", role.group(0), re.I) else None     # ("external co-supervisor")


_CO_ABBREV = re.compile(r"^co-?(?:adv|sup|promot)(?:isors?|ervisors?|[eo]r(?:en|es|s)?)?\.?\s*:?\s*", re.I)
_COORIENTADOR = re.compile(r"\bco-?orientador[a]?\s*:?\s*(?P<names>[^;]{4,120})", re.I)


def _thesis_claims(evidence: Evidence, name: str, level: str, year: int | None, co: str, degree: str | None,
                   institution: str | None, title: str, kind: str) -> list[Claim]:
    """A supervised thesis's claims: the owner's supervision, the co-supervisors named in ``co``, the degree (being
    studied for, and the student a member of the university, when no year is given) and the thesis (when titled)."""
    out: list[Claim] = [Supervision(evidence, OWNER, name, level, end=year)]
    out += [Supervision(evidence, advisor, name, level, end=year, role="co-supervisor")
            for advisor in take_names(re.sub(r"\s*\([^()]*\)", "", co))] if co else []
    if institution and degree:
        out.append(Education(evidence, name, degree, institution, end=year))
        if year is None:
            out.append(Affiliation(evidence, name, institution))
    if title:
        out.append(Publication(evidence, title, (name,), year, kind.strip()))
    return out


_KIND_AFTER = re.compile(r"^(?P<kind>[^.;]{0,40}?\b(?:thesis|dissertation|proefschrift)\b[^.;]{0,120}?)\.(?:\s+|$)", re.I)


def thesis_references(path: str, lines: tuple[Line, ...], level: str | None) -> tuple[list[Claim], set[int]]:
    """Supervised theses listed as references, each its student's: the supervision (the level from the thesis's
    kind or the sub-heading over it), the co-supervisors named after it, the degree (earned when the year is given,
    being studied for, and the student a member of the university, when it is in progress) and the thesis itself.

    >>> lines = (Line(1, "Doctoral"), Line(2, "  Roe, Ann B.* (2021). Reading in two scripts"),
    ...          Line(3, "      [Doctoral dissertation, University of Leeds]. Co-supervised with Dr Tom Ash."))
    >>> claims, covered = thesis_references("x", lines, None)
    >>> [(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)]
    [('\\x00owner', 'Ann B. Roe', 'PhD'), ('Tom Ash', 'Ann B. Roe', 'PhD')]
    >>> [(c.title, c.authors, c.year) for c in claims if isinstance(c, Publication)]
    [('Reading in two scripts', ('Ann B. Roe',), 2021)]
    >>> sorted(covered)
    [2, 3]
    """
    entries: list[list[Line]] = []
    subhead: dict[int, str] = {}        # the sub-heading over each entry ("Master's (MSc by research)"): its degree
    for line in lines:
        indent = len(line.text) - len(line.text.lstrip())
        if line.text.strip() and (_unmarked_heading(line) or _LEVEL_SUBHEAD.match(line.text.strip())):
            subhead[0] = line.text.strip()
        if _THESIS_REF.match(strip_bullet(line.text)):
            subhead[line.number] = subhead.get(0, "")
            entries.append([line])
        elif entries and line.text.strip() and indent > len(entries[-1][0].text) - len(entries[-1][0].text.lstrip()) \
                and entries[-1][-1].number == line.number - 1:
            entries[-1].append(line)        # a hanging line of the entry above
    levels = _context_levels(lines, level)
    claims: list[Claim] = []
    covered: set[int] = set()
    for entry in entries:
        text = " ".join(strip_bullet(ln.text).strip() for ln in entry)
        m = _THESIS_REF.match(text)
        name = clean_name(f"{m.group('given')} {m.group('surname')}")
        if not looks_like_name(name):
            continue
        year = int(m.group("when")) if m.group("when")[:1].isdigit() else None
        rest = m.group("rest")
        note = _THESIS_NOTE.search(rest)
        after = rest[note.end():] if note else ""
        if note:
            title = rest[:note.start()]
        else:
            title, _, after = rest.partition(". ")
            title = _TITLE_NOTE.sub("", title)
            after = _TITLE_NOTE.sub("", after)
        title = title.strip().rstrip(".")
        kind = note.group("note") if note else ""
        told = _KIND_AFTER.match(after) if not note else None
        if told:
            # "Title. PhD thesis, Ghent University. Promotors: A; dr. B (X University).": the kind and the place after
            # the title, unbracketed, then the thesis's own supervisors
            kind, after = told.group("kind"), after[told.end():]
        thesis_level = find_level(kind) if kind else None
        here = thesis_level or levels.get(entry[0].number) or level or "Unspecified"
        if told:        # ("Master's dissertation, Master of Science in X, Ghent University": the last part a place)
            institution = next((p.strip() for p in reversed(kind.split(",")[1:]) if INSTITUTION_WORD.search(p)), None)
        elif "," in kind:
            institution = kind.split(",", 1)[1].strip()
        else:
            institution = next((o for o in [org_at(re.split(r";|\.\s", after)[0])] if o and INSTITUTION_WORD.search(o)), None)
        co = _CO_NAMED.search(after)
        degree = (find_degree(kind) or find_degree(subhead[entry[0].number]) or (None,))[0] \
            or {"PhD": "PhD", "Master": "MSc", "Bachelor": "BSc"}.get(here)
        evidence = Evidence(path, entry[0].number, text[:300])
        claims += _thesis_claims(evidence, name, here, year, co.group("names") if co and not told else "", degree,
                                 institution, title if note or told else "", kind)
        # ("Promotors: A; dr. B": a part without a label of its own is the label's too)
        listed = re.sub(r";\s*(?![A-Za-z][\w\- ]{1,30}:)", " and ", after) if told else ""
        claims += [Supervision(evidence, advisor, name, here, end=year, role=role)
                   for advisor, role in (labelled_supervisors(listed) if told else ()) if advisor != name]
        covered.update(ln.number for ln in entry)
    return claims, covered


# A line led by the owner's role in a list of their students; a committee member did not advise
_OWNER_ROLE_WORDS = (r"^(?:(?P<committee>(?:(?:thesis|dissertation|doctoral|examining|ph\.?\s?d\.?)\s+)?(?:committee\s+members?|"
                     r"committees?|readers?|examiners?|opponents?))|(?:(?:main|primary|principal|lead|sole|associate|"
                     r"secondary|co-?)\s*)?(?:supervisor|advisor|adviser|promot[eo]r)s?)\s*(?:\([^()]{0,40}\))?")
_OWNER_ROLE = re.compile(_OWNER_ROLE_WORDS + r"\s*:\s*(?=\S)", re.I)
# the role alone on its line, over the students it speaks of: "Committee member:", "Committee member (selected)"
_ROLE_ALONE = re.compile(_OWNER_ROLE_WORDS + r"\s*:?\s*$", re.I)
_TITLED = re.compile(r"\s*(?:Prof\b|Professor\b|Dr\b|Assoc\.)")
# A student's own page lists their advisors under such a heading: "Advisors", "My supervisors", "Thesis committee"
_ADVISORS_HEADING = re.compile(r"^\W*(?:my\s+|ph\.?\s?d\.?\s+|thesis\s+|doctoral\s+|dissertation\s+)?(?:advisors?|advisers?|"
                               r"supervisors?|mentors?|committee)\W*$", re.I)
def _owner_role(text: str, heading: str) -> re.Match | None:
    """The owner's role leading a row of their students list ("Main supervisor: A; B", "Committee member: C"),
    unless the names after it are titled or the list is a student's own advisors."""
    role = _OWNER_ROLE.match(text)
    if role and not _TITLED.match(text[role.end():]) and not _ADVISORS_HEADING.match(heading):
        return role
    return None


# A row that starts with the degree in a column of its own: "PhD  Liam Reddy (2020)", "MPhil: A", "Honours  B"
_NAME_WENT = re.compile(r"\s*(?P<name>(?:[A-ZÀ-Þ][\w'’\-]*\s+){1,3}[A-ZÀ-Þ][\w'’\-]+)\s*(?:→|⇒|->)")   # (not a dash: "PhD
# Anh Pham – Associate supervisor", the owner's role)
_DEGREE_FIRST = re.compile(r"^(Ph\.?\s?D\.?|D\.?\s?Phil\.?|M\.?\s?Phil\.?|M\.?\s?Res\.?|M\.?\s?Sc\.?|M\.?\s?A\.?|M\.?\s?S\.?|"
                           r"M\.?\s?Eng\.?|B\.?\s?Sc\.?|B\.?\s?A\.?|Honou?rs|Masters?|Doctoral|[BM][A-Z][A-Za-z]{0,4}\s?\(Hons\))"
                           r"(?:\s{2,}|\t+|\s*[:–—]\s+|(?<=\.)\s(?=(?:[A-ZÀ-Þ][\w'’\-]*\s+){1,3}[A-ZÀ-Þ][\w'’\-]+\s*(?:→|⇒|->|[–—]\s)))"
                           r"(?=[A-Z])")      # "BN(Hons)  Jake Wilson (2020)"; a page's "Ph.D.&nbsp;Haruto Kimura → X"


# A portal's entry led by its degree: "• 2023 Doctor Philosophy — Siosaia Taufa: Title" (its lines below hold the
# owner's role and the other advisors)
_DEGREE_DASH = re.compile(r"^(?P<bullet>\W*)(?:(?P<year>(?:19|20)\d\d)\s+)?(?P<degree>(?:doctor|master)(?: of)? philosophy|"
                          r"ph\.?\s?d\.?|m\.?\s?phil\.?|m\.?\s?sc\.?|masters?|doctoral|doctorate|honou?rs)\s+[—–]\s+"
                          r"(?P<name>[^:()—–]{4,60}?)(?P<rest>:\s.*|$)", re.I)


def _name_first(line: Line) -> Line:
    """An entry led by its degree, written name first: "• Siosaia Taufa (Doctor Philosophy, 2023): Title"."""
    m = _DEGREE_DASH.match(line.text)
    if not m or not looks_like_name(clean_name(m.group("name"))):
        return line
    note = m.group("degree") + (f", {m.group('year')}" if m.group("year") else "")
    return Line(line.number, f"{m.group('bullet')}{m.group('name').strip()} ({note}){m.group('rest')}")


_MIXED_LEVELS = re.compile(r"\bstudents?\s*(?:/|and|&)\s*post-?doc", re.I)
# A Canadian Common CV's supervision records: "Supervision Role: Principal Supervisor    Supervision Period: 2016/09 -
# 2021/08" over "Student Name: X", "Degree Name: Ph.D. (Soil Science)", "Present Position: ...", "Co-Supervisor(s): Y"
_CCV_FIELD = re.compile(r"^\s*(?P<label>[A-Z][\w/()' -]{2,40}?):\s*(?P<value>.*)$")
_CCV_SPLIT = re.compile(r"\s{3,}(?=[A-Z][\w/()' -]{2,40}:)")


def _ccv_records(lines: tuple[Line, ...], heading: str) -> tuple[Line, ...]:
    """Each record of labelled lines written as one entry of a list of students, on its "Student Name" line:
    "- X (Ph.D., 2016 - 2021, co-supervised by Y), now Z" (its other lines blank, their numbers kept)."""
    out = list(lines)
    records: list[tuple[str, list[int]]] = []      # each record's level line above it ("Post-doctorate [n=1]"), lines
    above, open_, named = heading, False, False    # (whether a record is open, and holds its student's name yet)
    for k, line in enumerate(lines):
        label = _CCV_FIELD.match(line.text)
        if not label:
            if line.text.strip() and not line.text[:1].isspace():
                above, open_ = line.text.strip(), False     # a line of its own (a level's sub-heading) ends the record
            continue
        name = label.group("label") == "Student Name"
        if label.group("label") == "Supervision Role" or name and (not open_ or named):
            records.append((above, []))
            open_, named = True, False
        if open_:
            records[-1][1].append(k)
            named = named or name
    for above, record in records:
        fields = {m.group("label"): m.group("value").strip() for k in record
                  for part in _CCV_SPLIT.split(lines[k].text) if (m := _CCV_FIELD.match(part))}
        at = next((k for k in record if lines[k].text.lstrip().startswith("Student Name:")), None)
        if at is None or not fields.get("Student Name"):
            continue
        degree = re.sub(r"\s*\([^()]*\)", "", fields.get("Degree Name", "")).strip() or \
            {"PhD": "Ph.D.", "Master": "M.Sc.", "Bachelor": "B.Sc.", "Postdoc": "postdoc"}.get(find_level(above) or "", "")
        notes = [degree]
        period = fields.get("Supervision Period", "")
        if period:
            notes.append(re.sub(r"((?:19|20)\d\d)/\d\d", r"\1", period))
        co = fields.get("Co-Supervisor(s)") or fields.get("Co-Supervisor")
        if co:
            notes.append("co-supervised by " + re.sub(r"\s*\([^()]*\)", "", co))
        if fields.get("Principal Supervisor"):
            notes.append("main supervisor: " + re.sub(r"\s*\([^()]*\)", "", fields["Principal Supervisor"]))
        now = fields.get("Present Position")
        text = f"   - {fields['Student Name']} ({', '.join(n for n in notes if n)})" + (f", now {now}" if now else "")
        for k in record:
            out[k] = Line(lines[k].number, "")
        out[at] = Line(lines[at].number, text)
    return tuple(out)


# A French team's roster read in the words the list rules know: "(depuis 2021, direction : X)",
# "codirection : A et B", "encadrant : X", "(2023-2025, avec X)", "doctorat soutenu en 2022, maintenant
# ingénieur chez Thales", "Name — DR CNRS"
_FRENCH_CUES = ("direction", "encadr", "depuis", "soutenu", "maintenant", "avec ", " chez ", "— pr ", "— dr ", "— mcf ", "— cr ")
_FRENCH = tuple((re.compile(p, re.I), r) for p, r in (
    # (a co-director's or co-supervisor's label first: "co-encadrant : X", "co-directeur : Y", "co-enc. Z")
    (r"\bco-?(?:encadr(?:ant|ante)s?|direct(?:eur|rice)(?:\s+de\s+th[eè]se)?|enc\.)\s*:?\s*(?=(?-i:[A-ZÀ-Þ]))|"
     r"\bencadr(?:ant|ante)s?\s+industriel(?:le)?s?\s*:\s*", "co-supervisor: "),
    (r"\b(?:co-?)?direction\s*:\s*|\bencadr(?:ant|ante|ants|antes|ement)\s*:\s*|\bdirect(?:eur|rice)(?:\s+de\s+th[eè]se)?\s*:\s*|"
     r"\bdir\.\s+(?=(?-i:[A-ZÀ-Þ]))", "main supervisor: "),
    (r"\bavec\s+(?=(?:(?:Prof|Dr)\.?\s+)?(?-i:[A-ZÀ-Þ])[\w'’.\-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’\-]+){1,3}\s*[()])",
     "main supervisor: "),     # ("avec Jo Roe)", "avec Jo Roe (…)"; not "CIFRE avec Schneider Electric, …")
    (r"\s+et\s+(?=(?-i:[A-ZÀ-Þ]))", " and "),
    (r"\bdepuis\s+(?=(?:19|20)\d\d)", "since "),
    (r"\b(?:doctorat|th[eè]se)\s+soutenue?\s+en\s+((?:19|20)\d\d)", r"PhD \1"),
    (r"\bmaintenant\s+", "now "),
    (r"\s+chez\s+", " at "),
    (r"\s+(?:à|a)\s+l['’](?=(?-i:[A-ZÀ-Þ]))", " at "),
    (r"\s+[—–-]\s+(?:PR|Pr\.?)\s+(?=\S)", " — Professor, "),
    (r"\s+[—–-]\s+DR\s+(?=\S)", " — Research Director, "),
    (r"\s+[—–-]\s+(?:MCF|MC)\s+(?=\S)", " — Associate Professor, "),
    (r"\s+[—–-]\s+CR\s+(?=\S)", " — Research Scientist, "),
    (r"\bMCF\b", "Associate Professor"),
))


def _from_french(text: str) -> str:
    for pattern, english in _FRENCH:
        text = pattern.sub(english, text)
    return text


# a role in brackets after a name ("(Professor, Group leader)", "(Group administrator)"): no organisation
_ROLE_WORDS = re.compile(r"\b(?:professor|lecturer|leader|administrator|manager|fellow|student|scholar|researcher|"
                         r"scientist|engineer|director|head|emerit\w+|technician|coordinator|assistant|"
                         r"profesora?|professora?|catedr[aá]tic[oa]|investigadora?|ricercat\w+|docente|ma[iî]tre)\b", re.I)


_DASHED_ACRONYM = re.compile(r"\s+[–—-]\s+[A-Z]{2,8}$")


def _home_orgs(text: str) -> list[str]:
    """The organisations a bracket after a name says someone is at: "Met Office Hadley Centre, Exeter" -> the centre;
    "Institut Pierre-Simon Laplace, IPSL, Paris" -> the institute (its acronym and its town said again aside);
    "Becker Institute, University of Chicago" -> both."""
    parts = [_DASHED_ACRONYM.sub("", p.strip()) for p in text.split(",") if p.strip()]   # ("X – IMHEN": its acronym)
    kept = parts[:1]
    for part in parts[1:]:
        initials = "".join(w[0] for w in kept[-1].split() if w[:1].isupper())
        if _UNIT_LIST.search(kept[-1]) and _MORE_FIELDS.fullmatch(ACRONYM_AFTER.sub("", part)):
            kept[-1] = f"{kept[-1]}, {ACRONYM_AFTER.sub('', part)}"     # "Institute of Meteorology, Hydrology and X"
            continue
        if is_location(part) or is_town(part) and not ORG_WORDS.search(part) or part in REGIONS \
                or part.isupper() and len(part) <= 8 and initials.startswith(part[:2]) \
                or not ORG_WORDS.search(part) and len(part.split()) <= 2 and not part.isupper():
            continue        # (its town, its acronym again; "University of Ghana, Legon": a place we do not know)
        if not looks_like_org(part):
            return [text.strip()] if len(parts) == 1 else kept
        kept.append(part)
    return kept


def _studied_at(found: list[Claim], place: str, levels: tuple[str, ...], finished: bool) -> list[Education]:
    """The degree at ``place`` of each student an entry's claims supervise at one of ``levels`` (finished or current,
    as ``finished`` says), unless the entry names a degree of its own."""
    return list(dict.fromkeys(
        Education(c.evidence, c.advisee, c.level, place, None, None, c.end) for c in found
        if isinstance(c, Supervision) and c.level in levels and c.role is None and bool(c.end) == finished
        and not any(isinstance(o, Education) and o.person == c.advisee for o in found)))


_CARD_STUDY = re.compile(r"^(?P<role>[^,()]{3,40}?),\s+(?P<rest>[^;]{4,160}?)(?:,\s*(?:19|20)\d\d\s*[–—-]\s*(?:(?:19|20)?\d\d|present)?)?\.?$")


_NAME_NOTE_AFTER = re.compile(r"\s*\(([^()]{8,200})\)")


def _studying_card(path: str, entry: tuple[str, list[Line]]) -> Iterator[Claim]:
    """A student's card line under the name, "PhD student, Department of Genetics, University of Cambridge, 2022–":
    the degree studied for there, and a member of each unit named; in a one-line entry, its note in brackets
    ("Wen Lin (PhD Candidate, Immunology, Stanford University, 2019–)", a table's row)."""
    if len(entry[1]) > 1:
        line = entry[1][1]
        m = _CARD_STUDY.match(strip_bullet(line.text))
    else:
        line = entry[1][0]
        note = _NAME_NOTE_AFTER.match(strip_bullet(line.text)[len(entry[0]):]) \
            if strip_bullet(line.text).startswith(entry[0]) else None
        m = _CARD_STUDY.match(note.group(1)) if note else None
    studying = _STUDENT_TITLE.match(m.group("role").strip()) if m else None
    if not studying or not studying.group(1):
        return
    rest, field = re.sub(r"\s*\([^()]*\)", "", m.group("rest")), None
    orgs = [o for o in org_line(rest) if looks_like_org(o)]
    head, _, tail = rest.partition(",")
    if not orgs and tail and len(head.split()) <= 4 and head.strip()[:1].isupper() and not looks_like_org(head.strip()):
        # "PhD Candidate, Immunology, Stanford University": the field studied, then where
        orgs, field = [o for o in org_line(tail) if looks_like_org(o)], head.strip()
    places = _degree_places(orgs)
    if not places:
        return
    evidence = Evidence(path, line.number, strip_bullet(line.text))
    yield Education(evidence, entry[0], find_degree(studying.group(1))[0], places[-1], field)
    for org in orgs:
        yield Affiliation(evidence, entry[0], org)


def _degree_places(orgs: list[str]) -> list[str]:
    """Of the organisations an entry names, those that grant degrees (a university, not its department)."""
    return [o for o in orgs if DEGREE_GRANTING.search(o) and not re.match(r"(?:Department|Dept|School|Faculty|Division)\b", o)]


_LISTED_HOME = re.compile(r"\s*,\s*(?P<orgs>(?-i:[A-Z])[^;()]{3,200}?)\s*(?:\([^()]{2,80}\))?\s*\.?$")


def _listed_home(path: str, entry: tuple[str, list[Line]]) -> Iterator[Claim]:
    """A list's one-line entry "Ana Roe, X Laboratory, Y University (lead developer)": where the person works (or,
    after a student's title, "PhD candidate, Department of Z, W University", studies)."""
    name, lines = entry
    body = strip_bullet(lines[0].text)
    home = _LISTED_HOME.match(body[len(name):]) if body.startswith(name) else None
    if not home:
        return
    parts = [p.strip() for p in home.group("orgs").split(",")]
    studying = _STUDENT_TITLE.match(parts[0])
    if studying or TITLE_WORDS.search(parts[0]) and not looks_like_org(parts[0]):
        parts = parts[1:]       # the person's title before where
    orgs = org_line(", ".join(parts)) if parts else []
    if not orgs or not all(looks_like_org(o) for o in orgs):
        return
    evidence = Evidence(path, lines[0].number, body[:300])
    yield from (Affiliation(evidence, name, org) for org in orgs)
    places = _degree_places(orgs)
    if studying and studying.group(1) and places:
        yield Education(evidence, name, find_degree(studying.group(1))[0], places[-1])


def _visitor(path: str, entry: tuple[str, list[Line]]) -> Iterator[Claim]:
    """"Prof. Ana Lima (Universidade de Lisboa), visiting professor, spring 2024": her home organisation, and her
    visiting post at the page's university."""
    name, lines = entry
    if lines[0].text.lstrip().startswith("|"):
        return      # a table's row: its columns say where its people work (extract._people_rows reads them)
    body = strip_bullet(lines[0].text)
    at = body.find(name)
    home = re.match(r"\s*\(([^()]{3,80})\)", body[at + len(name):]) if at >= 0 else None
    if at >= 0 and not home and (comma := _COMMA_HOME.match(body[at + len(name):])) \
            and INSTITUTION_WORD.search(comma.group(1)):
        home = comma        # "Dr. Yasmin El-Amrani, Mohammed V University in Rabat – Fulbright Visiting Scholar, 2022"
    evidence = Evidence(path, lines[0].number, body[:300])
    role, _, where = home.group(1).partition(",") if home else ("", "", "")
    studying = _STUDENT_TITLE.match(role.strip()) if where.strip() else None
    if studying and studying.group(1) and looks_like_org(place := _home_orgs(where)[0]):
        # "Ana Popescu (PhD student, University of Bucharest) – visiting PhD student": studying there
        yield Affiliation(evidence, name, place)
        yield Education(evidence, name, find_degree(studying.group(1))[0], place)
        home = None
    if home and looks_like_org(home.group(1).strip()) and not years(home.group(1)) and \
            not (_ROLE_WORDS.search(home.group(1)) and not INSTITUTION_WORD.search(home.group(1))) and \
            not _ROLE_WORDS.match(home.group(1).strip()):      # ("Profesora Titular de Universidad": a rank)
        yield from (Affiliation(evidence, name, org) for org in _home_orgs(home.group(1)))
        visit = _VISIT.search(body[at + len(name) + home.end():])
        if visit:
            yield Position(evidence, name, visit.group(0)[:1].upper() + visit.group(0)[1:], UNIVERSITY)
    # (a card's lines each a field: "Matteo Linden" / "Visiting PhD Student" / "TU Delft · Sep–Dec 2024")
    whole = ", ".join(strip_bullet(ln.text).strip().rstrip(",") for ln in lines[:3]) if len(lines) > 1 \
        and not any(ln.text.rstrip().endswith((",", "(")) for ln in lines[:2]) and strip_bullet(lines[1].text).strip().lower().startswith("visiting ") \
        else " ".join(strip_bullet(ln.text) for ln in lines[:3])
    at = whole.find(name)
    card = _VISITING_ROLE.match(whole[at + len(name):]) if at >= 0 and not home else None
    home_org = card.group("org").strip() if card else ""
    if card and (looks_like_org(home_org) or not looks_like_name(home_org) or re.match(r"[A-Z]{3,}\s", home_org)):
        # (after "Visiting Researcher," an acronym leads an organisation: "CSIC Madrid")
        # a visitor's card: "Visiting Researcher, X Institute (Jan–Jun 2025)", "Visiting PhD student, Y University"
        org, role = home_org, card.group("role").strip()
        yield from (Affiliation(evidence, name, o) for o in (org, GROUP))
        level = find_level(role)
        if level in ("PhD", "Master") and re.search(r"\b(?:student|candidate)\b", role, re.I):
            yield Education(evidence, name, find_degree(role)[0] if find_degree(role) else level, org)
        elif not level or level == "Postdoc":
            span = years(whole[at + len(name) + card.end():][:40])
            yield Position(evidence, name, role, UNIVERSITY, span[0] if span else None, span[-1] if span else None)


_COMMA_HOME = re.compile(r"\s*,\s*((?-i:[A-Z])[^,;()–—]{2,80}?)\s*(?=[–—]|\s-\s|$)")
_VISITING_ROLE = re.compile(r"[\s,–—-]*(?P<role>visiting\s+(?:[\w.\-]+\s+){0,3}?(?:researcher|scholar|scientist|professor|"
                            r"fellow|student|candidate|lecturer|academic|faculty|postdoc)),\s*(?P<org>(?-i:[A-Z])[^,;()·|]{2,80})", re.I)


_STAFF_TITLE = re.compile(r"^\s*(?:[–—,]|\s-)\s*((?:[A-Z][\w\-]*\s+){0,3}[A-Za-z][\w\-]*"
                          r"(?:\s+(?:in|of|for)(?:\s+[A-Z][\w\-]*){1,4})?)")     # "— Senior Lecturer in Human Geography"


# A staff table's row as table_rows writes it: "Name (Professora Titular – UFPR, Processos de separação, CV)"
_TITLE_DASH_ORG = re.compile(r"^\s*\((?P<title>[^()–—,]{3,60}?)\s+[–—]\s+(?P<org>[^,()]+(?:\([^()]*\))?)\s*(?:,|\)$)")
_STAFF_EMPLOYER = re.compile(r"\s[—–-]\s+([A-Z][\w\-]*(?:\s+[\w\-]+){0,4}),\s+([A-Z][\w\-&.]*(?:\s+[\w\-&.]+){0,5})\s*$")


# a post at a national research body, its name after the title: "Chargé de recherche CNRS (CRCN)", "Investigador CSIC"
_BODY_POST = re.compile(r"^(?P<title>[A-ZÀ-Ý][^\W\d_]*(?:[ \-](?:[^\W\d_]+|d['’][^\W\d_]+)){0,5}?)\s+"
                        r"(?P<org>CNRS|INSERM|Inserm|INRAE|INRIA|Inria|CEA|IRD|CNR|CSIC|CONICET|FNRS|INFN|INAF|MPG)\b")


def _post_text(entry: tuple[str, list[Line]]) -> str:
    """The words of a staff entry after its name: the rest of its line, or a card's line under the bare name."""
    body = strip_bullet(entry[1][0].text)
    at = body.find(entry[0])
    rest = re.sub(r"^\s*[—–,:-]\s*", "", body[at + len(entry[0]):]) if at >= 0 else ""
    if not rest.strip() and len(entry[1]) > 1:
        rest = strip_bullet(entry[1][1].text)
    return rest.strip()


def _card_post(text: str) -> tuple[str, str] | None:
    """(title, employer) of a staff member's post as a card or an entry writes it, when it names the employer."""
    if not text or len(re.split(r"(?<=[a-z)])\.\s+", text, maxsplit=1)[0]) > 160:
        return None         # (its first sentence: "Ingénieur de recherche CNRS (IR2), imaging. Lead developer of X ...")
    body = _BODY_POST.match(text)
    if body and TITLE_WORDS.search(body.group("title")):
        return body.group("title"), body.group("org")
    head, _, org = re.split(r"(?<=[a-z)])\.\s+", text, maxsplit=1)[0].partition(", ")     # (its first sentence)
    org = re.split(r"\s*[(;·|]|\s+[—–-]\s", org, maxsplit=1)[0].strip(" .")
    if re.match(r"(?:Department|Dept\.?|School|Faculty|Division|Section)\s+(?:of|for)\b", org):
        return None         # "Associate Professor, Department of X": a unit, the post the university's (read as before)
    if TITLE_WORDS.search(head) and len(head) < 60 and not re.search(r"\d|[(·|]", head) and not has_degree(head) and org and STRONG_ORG.search(org) and looks_like_org(org) \
            and not looks_like_name(org):
        return head.strip(), org        # "Professeur des universités, Université Paris Cité (UFR de Physique)"
    return None


def _staff_title(entry: tuple[str, list[Line]], staff: bool = False) -> str | None:
    """"Dr. Ingrid Haugen — Assistant Professor (tenure track), since 2020": a member of staff and their title
    (under a staff heading, a postdoc's "Research Fellow" and a "Department Administrator" too)."""
    body = strip_bullet(entry[1][0].text)
    at = body.find(entry[0])
    m = _STAFF_TITLE.match(body[at + len(entry[0]):]) if at >= 0 else None
    title = m.group(1).strip() if m else ""
    if not title and staff and len(entry[1]) > 1 and clean_name(body) == entry[0]:
        # a card's first line under the name: "Lab manager. Keeps the lab running", "Research technician (imaging)"
        title = re.split(r"[.(;,:]", strip_bullet(entry[1][1].text), maxsplit=1)[0].strip()
    return title if title and (_TITLE_LINE.fullmatch(title) or staff and _LONG_TITLE.fullmatch(title)) \
        and (TITLE_WORDS.search(title) or staff and _JOB_NOUN.search(title)) \
        and (not find_level(title) or staff and find_level(title) == "Postdoc") else None


_LONG_TITLE = re.compile(r"[A-Z][a-z]+(?: (?:&|[A-Za-z][a-z]+)){0,6}")     # ("Senior Lecturer & Postgraduate Coordinator")


_LEVEL_LABEL = re.compile(r"^(?:(?:current|former|graduated)\s+)?(?:ph\.?\s?d\.?|doctoral|master['’]?s?|m\.?\s?sc\.?|"
                          r"undergraduate|post-?doc\w*)\s+(?:students|advisees|scholars|researchers|candidates)\s*[,(]", re.I)


# A level alone over its entries: "PhD (Department of Statistics unless noted)", "MS", "Postdocs:", "Doctoral (primary
# advisor)" (not a card's role line under a name: "PhD Candidate (co-advised with X)", "PhD Student (since 2021)")
_LEVEL_SUBHEAD = re.compile(r"^\W{0,3}(?:tesi di\s+)?(?:laurea (?:magistrale|specialistica|triennale)|ph\.?\s?d\.?|doctoral|m\.?\s?sc?\.?|m\.?\s?s\.|master['’]?s?|m\.?\s?phil|"
                            r"m\.?\s?(?:eng|tech|res)\.?|b\.?\s?(?:eng|tech)\.?|"      # ("M.Eng. students (graduated)")
                            r"b\.?\s?sc?\.?|bachelor['’]?s?|undergraduates?|post-?docs?|postdoctoral|"
                            r"doctorado|doutorado|maestr[íi]a|mestrado|licenciatura|"     # (Spanish, Portuguese)
                            rf"(?-i:{_COURSE_CODE})(?![\w.]))"      # a Japanese lab's year of a course: "D3", "M1", "B4"
                            r"(?:\s+(?:students?|candidates?|researchers?|fellows?|scholars?))?\s*"
                            r"(?:\((?![^()]*(?:\bwith\b|co-?(?:advis|supervis)|\bby\b|\d))[^()]{0,80}\))?\s*:?$", re.I)


# "Huvudhandledare / Main supervisor for PhD students", "Co-advisor of doctoral theses": the owner's role over a level
_ROLE_SUBHEAD = re.compile(r"^(?:[^/()]{2,40}/\s*)?(?:(?:main|principal|primary|sole|co-?)\s*)?(?:supervisor|advisor|adviser|"
                           r"promot[eo]r)\s+(?:for|of)\s+(?:(?:ph\.?\s?d\.?|doctoral|master['’]?s?|m\.?\s?sc\.?|bachelor['’]?s?)\s+)"
                           r"(?:students|candidates|theses|dissertations)\s*:?$", re.I)


# A Japanese (or Korean) lab's students listed by their year in a course: "D3" (doctoral), "M1" (master's), "B4"
_COURSE_YEAR = re.compile(rf"^\W{{0,3}}(?P<course>{_COURSE_CODE})\b(?![.])")


def _subhead_level(text: str) -> str | None:
    """The level a sub-heading names: its words', or a course year's ("D2": PhD).

    >>> _subhead_level("M1 students"), _subhead_level("Postdocs:"), _subhead_level("B4")
    ('Master', 'Postdoc', 'Bachelor')
    """
    year = _COURSE_YEAR.match(text)
    return GRADE_LEVEL[year["course"][0]] if year else find_level(text)


# a sub-heading over a lab's staff among its students: "Secretaries", "Technical staff", "Administration"
_STAFF_SUBHEAD = re.compile(r"^\W{0,3}(?:(?:technical|administrative|support|office|research)\s+)?(?:staff|secretar(?:y|ies|iat)|"
                            r"administration|administrators?|technicians?|lab(?:oratory)? managers?|"
                            r"(?:affiliated|associated?|external)\s+(?:members|researchers|faculty))\s*:?$", re.I)


def _context_staff(lines: tuple[Line, ...]) -> dict[int, bool]:
    """Whether each line stands under a sub-heading of staff ("Secretaries"), until a level's sub-heading ("M1")."""
    out: dict[int, bool] = {}
    staff = False
    for line in lines:
        text = strip_bullet(line.text)
        if _STAFF_SUBHEAD.match(text):
            staff = True
        elif staff and (_LEVEL_SUBHEAD.match(text) or _SUB_HEADING.search(text) and not _leading_name(text)):
            staff = False
        out[line.number] = staff
    return out


def _nested_level(lines: tuple[Line, ...], k: int) -> str | None:
    """The level a nested list's item (the ``k``-th line) stands under: its parent item a level's name alone ("- PhD",
    "- MS")."""
    indent = len(lines[k].text) - len(lines[k].text.lstrip())
    for above in lines[k - 1::-1] if k else ():
        if not above.text.strip():
            continue
        depth = len(above.text) - len(above.text.lstrip())
        if depth < indent:
            text = strip_bullet(above.text).strip()
            return _subhead_level(text) if is_bullet(above.text) and len(text) < 30 and _LEVEL_SUBHEAD.match(text) \
                and not _leading_name(text) else None
    return None


def _context_levels(lines: tuple[Line, ...], level: str | None) -> dict[int, str | None]:
    """The level in force at each line: "I mentored several undergraduate researchers:" sets it for what follows."""
    out: dict[int, str | None] = {}
    for line in lines:
        text = strip_bullet(line.text)      # ("4.3 Postdoctoral researchers": an outline's numbered sub-heading)
        if text.endswith(":") and not _leading_name(text) or _LEVEL_LABEL.match(text) or _LEVEL_SUBHEAD.match(text) \
                or _ROLE_SUBHEAD.match(text):
            # (and "PhD students, University of X (main advisor unless noted)" over its indented entries)
            # ("Doctorates completed under X, and former postdocs:": two levels, each entry's its own)
            level = None if len(levels_in(text)) > 1 and len(text) > 40 else _subhead_level(text) or level
        elif _unmarked_heading(line):
            level = find_level(text) or level       # a sub-heading the page did not mark: "Completed - Doctoral thesis"
        out[line.number] = level
    return out


def _unmarked_heading(line: Line) -> bool:
    """Whether a line is a short sub-heading with no name ("Completed - Doctoral thesis"; "Completed Masters",
    though it reads like one)."""
    text = _COUNT_NOTE.sub("", line.text.strip())         # "PhD (3)", "MSc [n=4]": a level and how many
    if " as " in text and len(text) < 90 and not line.text[:1].isspace() and find_level(text) \
            and heading_kind(text) == "students":
        return True     # "Ph.D. dissertations supervised as chair or co-chair (University of Toronto)"
    if text.endswith(")") and (state := _STATE_NOTE.search(text)):
        text = text[:state.start()]     # "Doctoral (in progress)", "Master's (completed)": a level, then its state
        if not find_level(text):
            return False
    elif text.endswith(")") and (bare := re.sub(r"\s*\([^()]{3,80}\)$", "", text)) != text \
            and (find_level(bare) and (_FORMER.search(bare) or _STATE_HEADING.match(bare)) or _STATE_HEADING.fullmatch(bare)):
        # ("Ongoing (doctoral candidates at LWI)": a state alone, its note aside)
        text = bare         # "Former Ph.D. students (year of degree; first position after the group)": its note aside
    elif text.endswith(")") and (kind := _LEVEL_IN_BRACKETS.fullmatch(text)) and find_level(kind.group(2)) \
            and not line.text[:1].isspace() and not _leading_name(kind.group(1)):
        text = f"{kind.group(1)} {kind.group(2)}"   # "Degree projects (Master)": a kind of work, its level in brackets
    return len(text) < 50 and not is_bullet(line.text) and not re.search(r"\d|[,;(]|[a-z]{2}\.(?:\s|$)", text) \
        and (not _leading_name(text) or bool(_STATE_HEADING.match(text) and find_level(text)))


_LEVEL_IN_BRACKETS = re.compile(r"([^()\d,;]{3,40}?)\s*\(([^()\d]{2,20})\)")
_ADVISED_NOTE = re.compile(r"\b(?:co-?(?:advised|supervised)|jointly (?:advised|supervised))\s+(?:with|by)\s+[^;]{3,160}", re.I)
_COUNT_NOTE = re.compile(r"\s*[(\[]\s*(?:n\s*=\s*)?\d{1,3}\s*[)\]]$")


def _context_finished(lines: tuple[Line, ...], former: bool) -> dict[int, bool]:
    """Whether the students at each line have finished: "Completed - Master's dissertation" / "In progress - ..."
    sub-headings (unmarked, as _context_levels reads them) say it for what follows."""
    out: dict[int, bool] = {}
    for line in lines:
        text = line.text.strip()
        if _unmarked_heading(line):
            if _FORMER.search(text):
                former = True
            elif re.search(r"\b(?:in progress|ongoing|current)\b", text, re.I):
                former = False
        out[line.number] = former
    return out


# A lab page's "Graduate Students" are its doctoral students (Master's students are named as such)
_GRAD_STUDENTS = re.compile(r"(?:current\s+)?(?:graduate|grad)\s+students?", re.I)
_STAFF_HEADING = re.compile(r"\b(?:permanents?|staff|faculty|emerit\w*|engineers|researchers|secretar\w*|mitarbeiter|managers?|technicians|"
                            r"lecturers|speakers|instructors|tutors|"
                            r"docentes|docente|professores|profesores|catedr[áa]tic[oa]s)\b", re.I)
_STAFF_LABEL = re.compile(r"\b(?:permanent|staff|faculty|engineers?|technicians?|scientists|researchers|"
                          r"investigators|administrat\w*|collaborators|team)\b", re.I)     # "Current team: A, B"
_LABELLED = re.compile(r"^(?P<label>[^:]{3,90}):\s*(?P<names>.+)$")
_NOW_COLUMN = re.compile(r"^(?:(?:now|current(?:ly)?)(?: at)?|current (?:position|affiliation|employer)|next|next position|"
                         r"(?:first |next |initial )?destination|where now|present position|(?:first |initial )?placement|"
                         r"graduate (?:program(?:me)?|school|studies)|went on to|"
                         r"first (?:position|job)|"
                         # Portuguese and Spanish: "Atuação atual", "Situación actual", "Cargo actual"
                         r"(?:atua[çc][ãa]o|situa[çc][ãa]o|posi[çc][ãa]o|cargo|situaci[óo]n|puesto|empleo) atual|"
                         r"(?:situaci[óo]n|cargo|puesto|empleo|posici[óo]n) actual)$", re.I)


_SURNAME_FIRST = re.compile(rf"((?:(?-i:{SURNAME_PARTICLE})\s+)*"     # ("de Vries-Amankwah, Esther")
                            r"(?-i:[A-Z])[\w'’\-]+(?:\s(?-i:[a-z]{1,3}|[A-Z][\w'’\-]+)){0,3}),\s+"    # ("Ruiz de Alarcón, Pilar")
                            r"(?!(?:Ph\.?D|D\.?Phil|Sc\.?D|MSc|MPhil|MBA|Jr|Sr)\b)((?-i:[A-ZÀ-Þ][a-zß-ÿ])[\w'’\-]*\.?(?:\s+(?-i:[A-Z])[\w'’\-]*\.?){0,2})")   # not "Nadia Farouk, MD"


def table_rows(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """Rows of a "Name | Position | Years | Now" table rewritten as list items ("Name (Position, Years), now X").

    Lines that are not in such a table pass unchanged; the header row is dropped.
    """
    out: list[Line] = []
    columns: list[str] | None = None
    key = 0                             # the column of names
    members: list[str] = []             # the names of a table with a supervisor column, which names them shortly
    caption = None                      # the level the line over the table's header names ("PhD graduates, 2019–2024")
    advised = False                     # whether the table has a supervisor column (its rows' last note may be left out)
    header_pipes = 0                    # the bars of its header row
    several = False                     # whether its name column may name several people in a row ("Student(s)")
    for at, line in enumerate(lines):
        text = line.text.strip()
        if text.startswith("|") and text.endswith("|") and len(text) > 2:
            text = text[1:-1]                   # a Markdown table's row: "| Name | Role | Since |"
        cells = [c.strip() for c in text.split("|")] if line.text.count("|") >= 2 else \
            [c.strip() for c in text.split("\t")] if "\t" in text else \
            _gap_cells(text, columns is not None)      # a table copied as tab-separated text, or from a PDF
        if cells is not None and columns is not None and all(re.fullmatch(r":?-{2,}:?", c) for c in cells):
            continue                            # the row under a Markdown table's header: "|------|:---:|"
        if cells is None and text.count(" | ") == 1 and _YEAR_CODE.fullmatch(text.split(" | ")[0]):
            cells = text.split(" | ")       # a two-column row: "D2 | Seo-yeon Kim"
        if cells is not None and len(cells) >= 2 and _YEAR_CODE.fullmatch(cells[0]) and (columns is None or
                                                                            len(cells) < len(columns) - (1 if advised else 0)
                                                                            or len(cells) == 2):
            # "M2 | Rintaro Ogawa / Mei Tanabe † / Kōsuke Hirata": a year of study (a Japanese or Korean lab's), then
            # its students
            out += [Line(line.number, f"{name} ({_year_words(cells[0])})")
                    for name in re.split(r"\s+/\s+|\s*[,、・]\s*", cells[1]) if name.strip()]
            continue
        if cells is None and columns is None and text.count(" | ") == 1 and \
                re.fullmatch(r"(?:19|20)\d\d", (cohort := text.split(" | "))[0]) and \
                (names := [n.strip() for n in re.split(r",\s*(?![^()]*\))", cohort[1]) if n.strip()]) and \
                all(_leading_name(n) == clean_name(_LAST_NOTE.sub("", n)) for n in names):
            # "2023 | Kaiwen Deng, Minh Anh Nguyen (co-supervised with Dr. X)": a cohort's year of entry, then its
            # students, each with their note
            for n in names:
                note = _LAST_NOTE.search(n)
                said = f"since {cohort[0]}; {note.group(1)}" if note else f"since {cohort[0]}"
                out.append(Line(line.number, f"{n[:note.start()] if note else n} ({said})"))
            continue
        if cells is None:
            if columns is None or not _table_goes_on(lines, at, header_pipes):
                columns = None
            out.append(line)
        elif columns is None and (found := _name_column([_column(c) for c in cells])) is not None:
            columns, key = [_column(c) for c in cells], found
            header_pipes = line.text.count("|")
            several = bool(re.search(r"\(s\)\s*$", cells[found]))     # "Student(s)": a row may name two or three
            advised = any(ADVISOR_COLUMN.fullmatch(c) for c in columns)
            above = next((ln.text.strip() for ln in reversed(out) if ln.text.strip()), "")
            caption = DEGREE_OF_LEVEL.get(find_level(above)) if len(above) < 100 and "|" not in above \
                and re.search(r"\b(?:graduates|alumni|students|theses|dissertations|doctorates)\b", above, re.I) else None
            if re.fullmatch(r"(?:research\s+)?(?:interns?|trainees?)", columns[key]):
                # an interns table's "Host(s)": who supervised each intern (a visitors table's host only hosts)
                columns = ["supervisor" if re.fullmatch(r"hosts?(?:\s*\(s\))?", c) else c for c in columns]
            if any(ADVISOR_COLUMN.fullmatch(c) for c in columns):
                members = _table_names(lines, line.number, key)
                # (and the advisors named in full anywhere in the list's tables: "Asante-Boateng (chair)" in 2023's
                # table is the "Kwame Asante-Boateng" of 2025's)
                at = next(i for i, c in enumerate(columns) if ADVISOR_COLUMN.fullmatch(c))
                named = list(dict.fromkeys(_table_names(lines, 0, at, every=True)))
                members += [n for n in named if n not in members and len(n.split()) > 1 and "." not in n.split()[0]
                            and not any(fold(o).endswith(" " + fold(n)) for o in [*members, *named])]
                # (not "Ferreira Montes", the end of "Lucía Ferreira Montes")
        elif columns is not None and (len(columns) <= len(cells) <= len(columns) + 1
                                      or "|" not in text and 2 <= len(cells) < len(columns)
                                      or advised and 3 <= len(cells) == len(columns) - 1):    # (a row without its last cell)
            cells += [""] * (len(columns) - len(cells))     # a tab-separated row leaves its empty last cells out
            cells = cells[:len(columns)]        # (a last column without its header: a page's e-mail addresses)
            cells = ["" if c in ("–", "—", "-", "n/a", "N/A") and not _NOW_COLUMN.match(col) else c
                     for c, col in zip(cells, columns)]       # an empty cell's dash (a "now" column's says gone)
            if any(_OPEN_CELL.fullmatch(c) for c in cells):
                # ("2022– | ... | —": a member still in the lab, whose "now" column has nothing to say yet)
                cells = ["" if c in ("–", "—", "-") else c for c in cells]
            # the name's column first ("| Year | Intern | Home institution |" too), then the others in their order
            order = [key, *(i for i in range(len(columns)) if i != key)]
            cells, heads = [cells[i] for i in order], [columns[i] for i in order]
            now = [c for col, c in zip(heads, cells) if _NOW_COLUMN.match(col) and c]
            # a "Supervisor" column naming the page's people shortly ("Whitfield-Rao & Park", "Ibarra")
            # (its "co-advised with Prof. X" part names a co-advisor, beside the page's owner unless the rest names another)
            # ("X (co-advisor: Y)": the note in brackets one more part of the cell)
            cells = [_CO_NOTE_CELL.sub(r"; \1", c) if i and "(" in c and ADVISOR_COLUMN.fullmatch(col) else c
                     for i, (col, c) in enumerate(zip(heads, cells))]
            co_parts = {i: [p for p in _CELL_PARTS.split(c) if _co_role(p)]
                        for i, (col, c) in enumerate(zip(heads, cells)) if i and ADVISOR_COLUMN.fullmatch(col)}
            advisors = {i: found for i, (col, c) in enumerate(zip(heads, cells)) if i and ADVISOR_COLUMN.fullmatch(col)
                        and (found := _advisors_cell("; ".join(p for p in _CELL_PARTS.split(c) if p not in co_parts[i]),
                                                     members))}
            cells = [_year_words(c) if _YEAR_CODE.fullmatch(c) else c for c in cells]
            # a "Thesis" cell of its title alone says nothing more of its student, as a topic's does not ("Causal
            # Inference Under Network Interference" is no place of study); one that says its degree too ("Dr.-Ing.
            # 2020: „Title“") is read
            cells = [(note.group(0) if (note := _ADVISED_NOTE.search(c)) else "")      # (but its "co-advised with X")
                     if i and _THESIS_COLUMN.fullmatch(col) and not find_degree(c) else c
                     for i, (col, c) in enumerate(zip(heads, cells))]
            middle = [c for i, (col, c) in enumerate(zip(heads, cells)) if i and not _NOW_COLUMN.match(col) and c
                      and not _DESCENT_COLUMN.fullmatch(col) and not _NUMBER_COLUMN.fullmatch(col)
                      and not _TOPIC_COLUMN.match(col)
                      and not _CO_COLUMN.match(col) and i not in advisors
                      and not (ADVISOR_COLUMN.fullmatch(col) and (re.fullmatch(r"[A-Z]{2,4}", c) or c.lower() in _NO_ADVISOR))]
            # (a supervisor cell of initials no member has, "KBO", or "TBD", says nothing else either)
            # a topic cell's note of who advises with the owner ("Prosodic phrasing; co-advised with Prof. X (School of Y)")
            middle += [m.group(0) for col, c in zip(heads[1:], cells[1:]) if _TOPIC_COLUMN.match(col)
                       and (m := _ADVISED_NOTE.search(c))]
            middle += [f"co-advised by {part[role.end():] if (role := _PART_ROLE.match(part)) else part}"
                       for col, c in zip(heads[1:], cells[1:]) if _CO_COLUMN.match(col)
                       and re.search(r"[A-Z]", c) for part in re.split(r"\s*;\s*", c) if part]
            # (a cell that labels its people itself: "Co-supervisor: Dr. X; Advisor: Prof. Y")
            # (a "Co-advisor" column, "–" where there is none; "A; B" two of them)
            middle += [f"co-advised by {p[_co_role(p).end():]}" for parts in co_parts.values() for p in parts]
            middle += [f"{_TABLE_ADVISORS}{' and '.join(found)}" for found in advisors.values()]
            if any(_DESCENT_COLUMN.fullmatch(col) for col in columns):
                middle.insert(0, "Ph.D.")   # a genealogy's "Name | School | Year | Descendants": doctorates
            elif caption and not any(find_level(c) for c in middle):
                middle.insert(0, caption)   # the table's caption says which degree its graduates took
            if (later := _NAME_THEN_NOW.fullmatch(cells[0])) and not now:
                # "Kodali Sri Lakshmi Harika; (Now Scientist (Agronomy), ICAR-IIRR, Hyderabad)": the name's cell
                # says where the student went
                cells[0], now = later.group(1), [later.group(2)]
            names = [n for n in re.split(r"\s*,\s*|\s+(?:and|&)\s+", cells[0]) if n] if several else [cells[0]]
            for name in names if all(len(n.split()) >= 2 for n in names) else [cells[0]]:
                # ("Jørgen Vik, Selma Hjelmeland" under "Student(s)": two students of one thesis)
                surname_first = _SURNAME_FIRST.fullmatch(name)      # "Pfaff, Jürgen K.": a registry's surname first
                name = f"{surname_first.group(2)} {surname_first.group(1)}" if surname_first else name.rstrip(" ★☆")
                text = f"{name} ({', '.join(middle)})" + (f", now {now[0]}" if now else "")     # ("X ★": a prize's star)
                out.append(Line(line.number, text))
        else:
            out.append(line)
    return tuple(out)


def _table_goes_on(lines: tuple[Line, ...], at: int, pipes: int) -> bool:
    """Whether ``lines[at]``, a line of no cells, is a blank or a short caption inside a table whose header has
    ``pipes`` bars ("Functional Thin Films Group" between the header and its rows): the table's rows go on under it."""
    text = lines[at].text.strip()
    return (not text or len(text) < 80 and text[-1] not in ".:") and _row_after(lines, at).count("|") == pipes > 0


def _row_after(lines: tuple[Line, ...], at: int) -> str:
    """The text of the next table row after ``lines[at]``, past blank lines and one short caption ("" if none, or if
    the next row heads a table of its own)."""
    captions = 0
    for line in lines[at + 1:]:
        text = line.text.strip()
        if "|" in text:
            return "" if _name_column([_column(c) for c in text.strip("|").split("|")]) is not None else text
        if text:
            captions += 1
            if captions > 1 or len(text) >= 80 or text[-1] in ".:":
                return ""
    return ""


_CO_NOTE_CELL = re.compile(r"\s*\(\s*(co-?(?:advisor|adviser|supervisor|chair|mentor)s?\s*:[^()]+?)\s*\)", re.I)


def _name_column(columns: list[str]) -> int | None:
    """Which of a table's first three columns names its people: "Name", "Student", ...; "Author" too in a table of
    theses with a supervisor column ("Type | Author | Title | Year | Supervisor")."""
    for i, c in enumerate(columns[:3]):
        if _NAME_HEADER.fullmatch(c) or c == "author" and any(ADVISOR_COLUMN.fullmatch(o) for o in columns):
            return i
    return None


_YEAR_CODE = re.compile(r"[DMB]\s?[1-6]")
_DESCENT_COLUMN = re.compile(r"desc(?:endants|endents|\.)?")     # a genealogy's count of each student's descendants
_LAST_NOTE = re.compile(r"\s*\(([^()]*)\)$")      # a name's note in brackets at its end
_NUMBER_COLUMN = re.compile(r"#|(?:s|sl|sr)?\.?\s?no\.?|nr\.?|s/n|number", re.I)     # a row's number: "S.No.", "Sl. No."
_NAME_THEN_NOW = re.compile(r"([^;()]{4,60}?)\s*[;,]?\s*\((?:now|currently|presently)?:?\s*(.{6,}?)\)\s*", re.I)


def _column(header: str) -> str:
    """A table's column header, lower case; of a bilingual one ("Profesor(a) guía / Advisor") the part that names a
    column this reader knows, in whichever language.

    >>> _column("Profesor(a) guía / Advisor"), _column("Estudiante"), _column("Since / Desde")
    ('profesor(a) guía', 'estudiante', 'since / desde')
    """
    header = header.lower().strip()
    if header.endswith(")") and "(" in header:     # "Auxiliary promotor (promotor pomocniczy)": the gloss goes
        header = re.sub(r"\s*\([^()]*\)$", "", header) or header
    for part in (header, *header.split(" / ")) if " / " in header else (header,):
        part = part.strip()
        if any(p.fullmatch(part) for p in (_NAME_HEADER, ADVISOR_COLUMN, _CO_COLUMN, _TOPIC_COLUMN)) or \
                _NOW_COLUMN.match(part):
            return part
    return header


def _year_words(code: str) -> str:
    """A year of study written as its code ("D3", "M1", "B4"): its student's level in words.

    >>> _year_words("D3"), _year_words("B4")
    ('Ph.D. student, D3', 'undergraduate student, B4')
    """
    kind = {"D": "Ph.D. student", "M": "Master's student", "B": "undergraduate student"}[code[0]]
    return f"{kind}, {code.replace(' ', '')}"


def _gap_cells(text: str, in_table: bool) -> list[str] | None:
    """A PDF's table row, its columns set apart by runs of spaces ("Mei Lin    PhD    2018    Lecturer, X"):
    its cells, in a table opened by a header row of such columns ("Name    Degree    Year    First position")."""
    if "  " not in text:
        return None
    cells = [c.strip() for c in re.split(r"\s{2,}", text)]
    if len(cells) < 2 or not in_table and (len(cells) < 3 or not _NAME_HEADER.fullmatch(cells[0])):
        return None
    return cells


_NAME_HEADER = re.compile(r"(?:full )?names?(?: of (?:the )?(?:students?|scholars?|candidates?|persons?))?|scholars?|students?|persons?|members?|advisees?|trainees?|mentees?|fellows?|interns?|residents?|postdocs?|"
                          r"graduates?|(?:ph\.?\s?d\.?|doctoral) graduates?|alumn(?:us|a|i|ae)|"
                          r"(?:phd |doctoral |hdr )?candidates?|"
                          r"nombres?|nomes?|noms?|estudiantes?|alumn[oa]s?|doctorand[oa]s?|doctorant(?:[·.]?e)?(?:[·.]?s)?|[ée]tudiant(?:e|es|s)?|"
                          r"studierende|doktorand(?:in|en)?|öğrenci(?:ler)?|ad[ıi] soyad[ıi]|"     # (Turkish)
                          r"nama(?: mahasiswa)?|mahasiswa", re.I)      # (Indonesian: "Nama Mahasiswa", a student's name)
_TABLE_ADVISORS = "supervised by "      # a table's supervisor column, as table_rows writes it out
# an entry's own "Advisors: A and B [Department of X]" line under the graduate's name (unlike _ADVISOR_LABEL, not
# "Main supervisor: X", which leaves the owner a co-supervisor: see _MAIN)
_ENTRY_ADVISORS = re.compile(r"(?:(?:ph\.?\s?d\.?|doctoral|thesis|dissertation)\s+)?(?:advisors?|advisers?|supervisors?|promot[eo]r(?:en|es|s)?|"
                             r"prof(?:esor(?:\(a\)|a)?)?\.?\s+gu[íi]a|orientador(?:\(a\)|a)?)\s*:\s*(.+)$", re.I)
# the same label after the first sentence of a line under the entry's name: "Title of the thesis. Supervisors: A
# and B (both X)."
_LATER_ADVISORS = re.compile(r"(?<=[.!?]\s)(?=[A-Z])(?:advisors?|advisers?|supervisors?|promot[eo]r(?:en|es|s)?)\s*:\s*(.+)$", re.I)
# (a table row of the advisors alone: "X (supervised by A and B)", not prose's "(supervised by Beatriz, co-...")
_COLUMN_ADVISORS = re.compile(r"(?:(?<=\()(?:(?:thesis|project|dissertation)\s+)?(?=(?:supervised|mentored) by [^(),]+\))|(?<=[(,] ))"
                              r"(?:supervised|mentored) by ([^()]{3,80}?)(?=\)|, (?:now|next)\b|\s\((?!co-)|$)")
# ("(thesis supervised by Haruka)"; an undergraduate's "Biology BS, mentored by Tatiana (image annotation)")


_PANEL_LABEL = re.compile(r"(?:^|(?<=;\s)|(?<=;))\s*(?-i:[A-Z]{1,4})\s*:\s*")     # "PS: A; AS: B": each part's role


def _table_names(lines: tuple[Line, ...], header: int, key: int, every: bool = False) -> list[str]:
    """The full names in the name column of the table whose header row is line ``header`` (``every``: all the names
    of each cell of that column, in every table of the lines)."""
    names = []
    for line in lines:
        if line.number <= header or line.text.count("|") < 2:
            continue
        cells = [c.strip() for c in line.text.strip().strip("|").split("|")]
        cell = _PANEL_LABEL.sub("", re.sub(r"\s*\([^()]*\)", "", cells[key])) if key < len(cells) else ""
        found = take_names(cell.replace(";", ",")) if cell else []
        names += found if every else found[:1]
    return names


def _advisor_cell_notes(path: str, lines: tuple[Line, ...]) -> Iterator[Affiliation]:
    """Where a table's supervisors and examiners work, by the notes in brackets after their names in its supervisor,
    co-supervisor or examiner columns ("S. Aune (main), Gunnar Vestbø (SINTEF Industry)", "Ewa Lind (Department of
    Chemistry, University of Oslo)", a "Second examiner" column's "Prof. G. Roe (TU Dortmund)")."""
    at = None           # the people's columns of the table under way, and its header's bars
    for i, line in enumerate(lines):
        cells = [c.strip() for c in line.text.strip().strip("|").split("|")] if line.text.count("|") >= 2 else None
        if cells is None:
            if at is None or not _table_goes_on(lines, i, at[1]):
                at = None
        elif at is None:
            heads = [_column(c) for c in cells]
            found = [k for k, c in enumerate(heads) if ADVISOR_COLUMN.fullmatch(c) or _CO_COLUMN.fullmatch(c)
                     or _EXAMINER_COLUMN.fullmatch(c)]
            at = (found, line.text.count("|")) if found and _name_column(heads) is not None else None
        elif line.text.count("|") == at[1]:
            for cell in (cells[k] for k in at[0] if k < len(cells) and "(" in cells[k]):
                for part in re.split(r"\s*(?:[&;,+]|(?<!\bA)/|\band\b)\s*(?![^()]*\))", cell):
                    note = re.search(r"\(([^()]{2,120})\)", part)
                    names = _advisors_cell(part[:note.start()], []) if note else []
                    for org in (o.strip() for o in note.group(1).split(",")) if len(names) == 1 else ():
                        if org and (looks_like_org(org) or re.fullmatch(r"[A-Z][A-Za-z]{1,7}", org)
                                    and sum(ch.isupper() for ch in org) >= 2):     # ("UiO", "NTNU"; not "main")
                            yield Affiliation(Evidence(path, line.number, line.text.strip()[:300]), names[0], org)


# a theses table's column of examiners or readers: "Second examiner", "External examiner", "Reader(s)"
_EXAMINER_COLUMN = re.compile(r"(?:(?:first|second|third|external|internal)\s+)?(?:examiners?|readers?|referees?|opponents?)", re.I)


def _advisors_cell(cell: str, members: list[str]) -> list[str]:
    """The people a supervisor cell names, each in full: a full name as written, a surname (or a compound surname's
    first part) as the one member of the table it fits.

    >>> _advisors_cell("Whitfield-Rao & Park", ["Eleanor M. Whitfield-Rao", "Hyun-woo Park", "Jo Parker"])
    ['Eleanor M. Whitfield-Rao', 'Hyun-woo Park']
    >>> _advisors_cell("Ibarra / Prof. Karen Lindqvist (Swinburne)", ["Tomás Ibarra Quiroga"]), _advisors_cell("–", [])
    (['Tomás Ibarra Quiroga', 'Karen Lindqvist'], [])
    """
    found = []
    for part in re.split(r"\s*(?:[&;,+]|(?<!\bA)/|\band\b)\s*(?![^()]*\))", cell):     # (not "A/Prof. X")
        part = re.sub(r"\([^()]*\)", "", part).strip()
        part = _PANEL_LABEL.sub("", part)      # a panel's "PS: X", "AS: Y" (principal, associate)
        part = part[role.end():] if (role := _PART_ROLE.match(part)) else part     # "co-advised with Prof. X"
        bare = TITLE_PREFIX.sub("", re.sub(r"^(?:(?:Prof|Dr|A/Prof|Professor|Assoc\. Prof)\.?\s+)+", "", part))
        if not bare or not (bare[:1].isupper() or re.match(rf"(?:(?:{SURNAME_PARTICLE})\s+)+[A-Z]", bare)) \
                or len(bare.rstrip(".")) < 2:
            continue        # (nor a lone letter: no one's initial alone names them; "de la Fuente, T." a surname)
        full = take_names(bare) if " " in bare else []
        if full and (fold(full[0]) in {fold(m) for m in members} or not any(fold(full[0]) in fold(m) for m in members)):
            found.append(full[0])
            continue
        words = fold(bare).split()
        fits = [m for m, w in ((m, fold(m).split()) for m in dict.fromkeys(members))
                if any(w[i:i + len(words)] == words for i in range(1, len(w)))]
        if not fits and (initialled := re.match(r"((?:[A-Z]\.\s?){1,3})(\S.*)$", bare)):
            # "A. Ngata-Rewi": the member with that surname and initial ("Aroha Ngata-Rewi")
            surname, initial = fold(initialled.group(2)).split(), fold(initialled.group(1))[:1]
            fits = [m for m, w in ((m, fold(m).split()) for m in dict.fromkeys(members))
                    if surname and w[-len(surname):] == surname and w[0][:1] == initial]
        if not fits and re.fullmatch(r"[A-Z]{2,4}", bare):
            # "KBO": the member whose initials those are ("Katharina Brandt-Oyelaran"), on a group's own page
            fits = [m for m in dict.fromkeys(members)
                    if "".join(w[:1] for w in re.split(r"[\s\-]+", TITLE_PREFIX.sub("", m)) if w[:1].isupper()) == bare]
        if len(fits) == 1:
            found.append(fits[0])
        elif full and not fits:
            found.append(full[0])       # ("J. Pettigrew", no member of the table: as written)
    return list(dict.fromkeys(found))
_NO_ADVISOR = frozenset({"none", "pending", "vacant", "various", "unknown", "open", "external", "tba"})
_CO_COLUMN = re.compile(r"(?:co-?|(?:auxiliary|second|secondary|assistant|associate|other|additional|joint) )(?:advisors?|supervisors?|mentors?|"
                        r"promot[eo]rs?)|co-?orientador(?:\(a\)|a|es)?|co-?director(?:\(a\)|a|es)?|co-?tutor(?:\(a\)|a)?|"
                        r"co-?encadr(?:ement|ant|ante)s?|co-?direct(?:ion|eur|rice)(?: de th[èe]se)?|"
                        r"co-?guides?(?:\s*\(s\))?", re.I)     # (an Indian thesis's "Co-guide")
# a supervisors cell's parts: "A; co-supervisor: B", "A, co-directed by B"
_CELL_PARTS = re.compile(r"\s*;\s*|,\s*(?=(?:[a-z]+\s+)?co-?\s?(?:supervis|advis|direct|mentor|encadr))", re.I)
_THESIS_COLUMN = re.compile(r"thesis|dissertation|th[èe]se", re.I)
_TOPIC_COLUMN = re.compile(r"topics?|projects?|(?:thesis |project )?titles?|research(?: area)?|subjects?|"
                           r"sujets?(?: de th[èe]se)?|titres?(?: de (?:la )?th[èe]se)?|th[èe]mes?", re.I)


_THESES_OF = re.compile(r"\s*(?:(?:senior|honou?rs|undergraduate|master['’]?s|doctoral|ph\.?\s?d\.?|bachelor['’]?s|"
                        r"b\.?sc\.?|m\.?sc\.?|m\.?a\.?)\s+)+(?:theses|thesis|dissertations?|projects?)\s+(?:of|by)\s+", re.I)


def _labelled_list(path: str, line: Line, heading_level: str | None = None, finished: bool = False) -> list[Claim] | None:
    """"PhD students (current): A, B, and C" / "Graduated: D (2020, now at X)": one student each
    (at the heading's level when the label names none: "Current: A" under "Doctoral theses directed")."""
    m = _LABELLED.match(strip_bullet(line.text))
    # the label is the last sentence before the colon: "He supervised 9 theses. Current PhD students: A, B"
    label = re.split(r"(?<=[a-z]{2})\.\s+(?=[A-Z])", m.group("label"))[-1] if m else ""
    # (nor "Now: Senior Engineer, CATL, Ningde": where an entry's person went)
    if not m or re.search(r"e-?mail|phone|address|web|office|contact|fields?|areas?|interests?|topics?|thema|themen|"
                          r"\bjury\b|examiners?|opponents?|\bpaper\b|references?|referees?|publications?|"
                          r"(?:assessment|examination|examining|reading|defen[cs]e|doctoral)\s+(?:committee|commission|board)|"
                          r"\bcommittee\b|"       # ("Doctorate committee: A (X), B (Y)", "Committee members: ...": examiners)
                          r"\bphoto(?:s|graph\w*)?\b|\bpictured\b|\bcredits?\b|"       # ("Photo: D. Roe": who took it)
                          r"^\W*(?:now|since|today|later|afterwards|"
                          rf"currently|{_POST_LABEL}|next|destination|(?:first\s+)?placement|"
                          rf"thesis|dissertation)\W*$|\b{_CO_WORD}\W*$|\s(?:now|currently|next)\W*$", label,
                          re.I) \
            or label.count("(") > label.count(")") \
            or label.count("“") > label.count("”") or label.count('"') % 2 \
            or len(label) > 60 and (";" in label or "(" in label) \
            or looks_like_name(clean_name(re.sub(r"^\W*(?:19|20)\d\d\W*", "", label))):
        return None     # "A (co-guide: B)", "A (2023), X; co: B", "2005 Jan Roth: Title of the thesis": no label
    if _ADVISORS_LABEL.search(label):
        return None         # "Eva Ruiz, 2nd year; supervisors: A. Roe, B. Lin": her advisors, read with her entry
    if _UNIT_LABEL.fullmatch(label.strip()):
        return None         # "GROUP: Quantum Optics (QO)": a directory's heading of a group, no one's name
    level = find_level(label)
    title = re.sub(r"(?<=[a-z]{3})s$", "", label.strip())     # "Placement Directors: A and B": each a Placement Director
    if level is None and not _STAFF_LABEL.search(label) and _TITLE_LINE.fullmatch(title) and TITLE_WORDS.search(title):
        # "Associate Professor: Dr. ZHAO Min" on a members page: a member of staff and their title
        names = [n for n in (_leading_name(i) for i in _and_items(top_level_items(m.group("names")))) if n]
        evidence = Evidence(path, line.number, strip_bullet(line.text))
        return [c for n in names for c in (Affiliation(evidence, n, GROUP), Position(evidence, n, title, UNIVERSITY))]
    if level is None and _STAFF_LABEL.search(label):
        # "Permanent researchers: A (CR CNRS), B (MCF)": colleagues in the group, not students
        names = [n for n in (_leading_name(i) for i in top_level_items(m.group("names"))) if n]
        return [Affiliation(Evidence(path, line.number, strip_bullet(line.text)), n, GROUP) for n in names]
    level = level or heading_level
    former = finished or bool(_FORMER.search(label) or re.search(r"graduate[sd]\b", label, re.I))
    out: list[Claim] = []
    joint = bool(_JOINT_LABEL.search(label))
    names = m.group("names")
    if (works := _THESES_OF.match(names)) and (level := find_level(works.group(0)) or level):
        # "Dartmouth College: senior honors theses of A (2011) and B (2012)": the students of those theses, at
        # their level
        names, former = names[works.end():], True
    # "Co-mentored two interns: A and B (with X)": X co-mentored both
    together = _TRAILING_WITH.search(names) if joint and " and " in names else None
    items = _and_items(top_level_items(names[:together.start()] if together else names))
    for item in items:
        name = _leading_name(item)
        if name:
            entry = (name, [Line(line.number, item)])
            out.extend(_student(path, entry, level, former, require_role=False))
            with_ = _WITH.search(item) if joint else None
            for co in take_names(together.group(1)) if together else take_names(item[with_.end():]) if with_ else ():
                out.append(Supervision(Evidence(path, line.number, strip_bullet(line.text)), co, name, level or "Unspecified",
                                       None, None, "co-supervisor"))
    return out


_UNIT_LABEL = re.compile(r"(?:research\s+)?(?:group|unit|section|division|theme|area|floor|building|room|cluster)s?", re.I)
_ADVISORS_LABEL = re.compile(r"\b(?:co-?)?(?:advisors?|advisers?|supervisors?|mentors?|promot[eo]rs?|guides?|"
                             r"directeurs?|directrices?|gu[íi]a|tutor(?:a|es)?|orientador(?:a|es)?|promotoren|promoteurs?)\s*$", re.I)
_TRAILING_WITH = re.compile(r"\s*\(\s*(?:jointly\s+)?with\s+([^()]{4,80})\)\s*\.?\s*$")
_JOINT_LABEL = re.compile(r"\bco-?(?:supervis|advis|direct|mentor)|\bjoint", re.I)
_WITH = re.compile(r"\b(?:with|and)\s+(?:(?:Prof|Dr|Professor)\.?\s+)?(?=(?-i:[A-ZÀ-ÖØ-ÞĆČĐŁŚŠŽ]))", re.I)


def _and_items(items: list[str]) -> list[str]:
    """Split "B and C" into two items, but not "now at Environment and Climate Change Canada"."""
    out: list[str] = []
    for item in items:
        masked = re.sub(r"\([^()]*\)", lambda m: " " * len(m.group(0)), item)     # words in parentheses aside
        stop = re.search(r"\b(?:now|currently|later|then|at)\b", masked)
        head = item[:stop.start()] if stop else item
        parts = re.split(r"\s+and\s+(?![^()]{0,200}\))", head)
        out += [p for p in parts[:-1] if p.strip()] + [parts[-1] + item[len(head):]]
    return [i.strip() for i in out if i.strip()]


def _with_destinations(items: list[str]) -> list[str]:
    """"A (MA 2021), now a policy analyst at X, and B": the "now ..." item belongs to the student before it."""
    out: list[str] = []
    for item in items:
        if out and re.match(r"(?:now|currently|later|then)\b", item):
            out[-1] = f"{out[-1]}, {item}"
        else:
            out.append(item)
    return out


_HOST_AT = re.compile(r"^((?:[A-Z][\w\-’']+\s){1,3}?[A-Z][\w\-’']+)\s+at\s+(?:the\s+)?(\S.*)$")
_NOW_LABEL = re.compile(r"^(?:now(?: at)?|currently(?: at)?|next|next destination|present position|current position|"
                        r"destination)\s*:\s*\S", re.I)     # ("Now at: BMW Group, Munich")




def _student_entries(lines: tuple[Line, ...], titles: dict[int, str] | None = None,
                     rows: set[int] | None = None) -> list[tuple[str, list[Line]]]:
    """Group lines into (student name, lines about them); lines before any name are dropped.

    A job title alone on the line above a name ("Associate Professor" / "Yuki Sato") goes into
    ``titles`` under the name's line number instead of joining the entry above. On a page of cards whose
    first title comes right under its name ("Yuki Sato" / "Research Scientist" / a bio), each title is the
    name's above it.
    """
    out: list[tuple[str, list[Line]]] = []
    title = None
    blank = False
    below: bool | None = None       # whether titles stand under their names, decided by the first title
    for line in lines:
        if line.text[:3] in ("---", "***", "___") and RULE.fullmatch(line.text.strip()):
            out.append(("", []))    # a page's rule: the entry above ends (the page's footer under it is no one's)
            continue
        text = strip_bullet(line.text)
        if not text:
            blank = True
            continue
        if blank and _OWNER_SPEAKS.search(text.split(". ", 1)[0]) and not _leading_name(text):     # not "... Maintains our tool"
            out.append(("", []))    # "Before joining Leeds, I taught at ...": the owner again, not the student above
        after_blank, blank = blank, False
        if out and out[-1][0] and (_NOW_LABEL.match(text) or (line.text[:1].isspace() or not after_blank)
                                   and (_ADVISOR_LABEL.match(text) or _CO_LABEL.match(text))):
            # (or right under the entry's lines, not indented: Markdown's "**Ana Ruiz** — PhD 1994  " / "Co-advisor: X")
            out[-1][1].append(line)     # "Now: Assistant Professor, X" under a former member's line: where they went;
            continue                    # "    Advisors: A and B" under a graduate's name: who advised them
        if out and out[-1][0] and (line.text[:1].isspace() and (_RECORD_FIELD.match(text) or _field_wrap(out[-1][1], line))
                                   or not after_blank and _RECORD_FIELD.match(text)):
            out[-1][1].append(line)     # "      Thesis:   Title" / "      First position: lecturer, X" under a graduate's
            continue                    # name, and the deeper-indented lines that wrap them
        if out and out[-1][0] and _ENTRY_ADVISORS.match(text) and _card(out[-1]):
            out[-1][1].append(line)     # a card's "Advisors: A, B" some lines under its bare name
            continue
        if out and out[-1][0] and "(" in text and "," in text and qualifications(text):
            out[-1][1].append(line)     # a card's qualifications: "Ingénieur Agronome (INP-HB), MSc (X), PhD (Y)"
            continue
        if out and out[-1][0] and not is_bullet(line.text) and _LATER_ADVISORS.search(text) and len(out[-1][1]) <= 2:
            out[-1][1].append(line)     # "Title of the thesis. Supervisors: A and B." under the entry's name line
            continue
        last = out[-1][1][-1].text.rstrip() if out and out[-1][0] else ""
        if last and not is_bullet(line.text) and line.text[:1].isspace() and \
                (ENDS_OPEN.search(last) or last.count("(") > last.count(")") or _ADVISOR_NOUN.search(last[-14:])
                 and last.endswith(":")):         # "... (main supervisor:" / "    Prof. Magnus Ekdahl)."
            out[-1][1].append(line)     # the entry's wrapped sentence, not a new name ("... School of" / "Public Health";
            continue                    # "... 2016–2020 (examen de grado:" / "     14/08/2020). Codirector: Dr. X.")
        if last and not after_blank and _hanging(out[-1][1], line):
            out[-1][1].append(line)     # "Lars Roe -- Ph.D. student, X University; advisor" / "   M. Ode. Supported as
            continue                    # GRA 2019-2023.": an entry flush left, its lines under it indented
        if _JUNK.match(text) or _LABELLED.match(text) and not _leading_name(text):
            continue
        if _LEVEL_SUBHEAD.match(text) and not (out and out[-1][0] and len(out[-1][1]) == 1
                                               and clean_name(strip_bullet(out[-1][1][0].text)) == out[-1][0]):
            out.append(("", []))        # "PhD (Department of X unless noted)", "MS": the level of the entries below
            continue                    # (under a bare name, "MSc student (Magíster en X)" is that card's role)
        if _OUTLINE_NUMBER.match(line.text):
            out.append(("", []))        # "4.3 Tesi di Laurea Magistrale (MSc), Università di Padova:": a CV outline's
            continue                    # numbered sub-heading, no entry (its entries are bulleted or lettered)
        name = _leading_name(text)
        if name and _only_title(name):
            name = None                 # "Profesora Asociada · Head, X Group" under a card's name: its role
        if not name and rows and line.number in rows:
            out.append(("", []))        # a table's row whose name cell holds no name this reads: no part of the row above
            continue
        if len(text) < 50 and not re.search(r"\d|[,;(]", text) and \
                (not name and _SUB_HEADING.search(text) or (_STATE_HEADING.match(text) or _STATE_AFTER.search(text))
                 and find_level(text) or _STATE_AFTER.fullmatch(text)) or \
                text.endswith(")") and not name and _unmarked_heading(line):
            out.append(("", []))    # "Completed ME / MEng", "Postdocs:": a sub-heading, no part of the entry above
            continue
        if name and out and out[-1][0] and not after_blank and len(out[-1][1]) == 1 and not is_bullet(line.text) \
                and clean_name(strip_bullet(out[-1][1][0].text)) == out[-1][0] and re.match(rf"{re.escape(name)}\s*:\s+\S", text):
            out[-1][1].append(line)     # "Clara Roe" / "Minor Tongues: Yiddish and Ladino": her thesis's title, no name
            continue
        if name:
            out.append((name, [line]))
            if title and titles is not None:
                titles[line.number] = title
            title = None
        elif _TITLE_LINE.fullmatch(text) and TITLE_WORDS.search(text):
            if below is None:
                below = bool(out and out[-1][0] and len(out[-1][1]) == 1 and out[-1][1][0].number not in (titles or {})
                             and clean_name(strip_bullet(out[-1][1][0].text)) == out[-1][0])      # a bare name above it
            if below and out and out[-1][0]:
                if titles is not None:
                    titles.setdefault(out[-1][1][0].number, text)
                out[-1][1].append(line)
            else:
                title = text
        elif after_blank and out and out[-1][0] and (is_bullet(out[-1][1][0].text) or rows and out[-1][1][0].number in rows
                                                     and line.number not in rows) and not is_bullet(line.text):
            out.append(("", []))    # a paragraph after a bulleted list ("Unless noted otherwise, ..."), or after a
            # table ("Jae-eun holds an SSHRC Doctoral Fellowship (2022–2025)."): no entry's
        elif out and out[-1][0] and not is_bullet(line.text) and len(text) < 200:
            out[-1][1].append(line)
    return [e for e in out if e[0]]


# a graduate's record under their name line: "Thesis:  Title", "First position: lecturer, X University"
# (a post's label: "First position", "Current job")
_POST_LABEL = r"(?:first|current|present|next)\s+(?:position|job|employment|post)"
_RECORD_FIELD = re.compile(r"^(?P<label>(?:(?:phd|doctoral|master['’]?s?|msc|honou?rs)\s+)?(?:thesis|dissertation)(?:\s+title)?|"
                           rf"title of (?:the )?thesis|{_POST_LABEL})\s*:\s*(?P<value>\S.*)$", re.I)
_THESIS_FIELD = re.compile(r".*\b(?:thesis|dissertation)\b")


def is_thesis_field(text: str) -> bool:
    """Whether a line is a graduate's "Thesis: Title" (or "PhD dissertation title: ...") field."""
    return bool((m := _RECORD_FIELD.match(text)) and _THESIS_FIELD.match(m.group("label").lower()))


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())


def _hanging(entry: list[Line], line: Line) -> bool:
    """Whether ``line`` goes on an entry set with a hanging indent: the entry's first line flush left, this line and
    every line of the entry after the first indented under it, this line no bullet (under a bulleted first line,
    right under the entry's last line: a card's paragraphs apart, its bio, are read as sentences)."""
    return not entry[0].text[:1].isspace() and not is_bullet(line.text) and _indent(line.text) >= 2 \
        and (not is_bullet(entry[0].text) or entry[-1].number == line.number - 1) \
        and all(_indent(ln.text) >= 2 for ln in entry[1:]) \
        and not any(re.search(r"\S {3,}\S", ln.text.strip()) for ln in (entry[0], line)) \
        and not line.text.lstrip()[:1].isdigit()     # (not a CV's "   2019–2022    Dr. X" in columns)


def _field_wrap(entry: list[Line], line: Line) -> bool:
    """Whether ``line`` wraps the labelled line of a record above it: indented deeper than that label, no label
    itself ("      Thesis:         Extremal problems for set systems with restricted" / "                      intersections")."""
    field = next((ln for ln in reversed(entry[1:]) if _RECORD_FIELD.match(ln.text.strip())
                  or _ADVISOR_LABEL.match(ln.text.strip())), None)
    return field is not None and _indent(line.text) > _indent(field.text) + 2 \
        and all(_indent(ln.text) > _indent(field.text) + 2 for ln in entry[entry.index(field) + 1:]) \
        and not _FIELD_LABEL.match(line.text.strip())


_FIELD_LABEL = re.compile(r"[A-Z][\w .'/()-]{1,30}:\s")      # ("noise: existence and uniqueness" wraps a title)


def _record_fields(lines: list[Line]) -> list[tuple[str, str, list[Line]]]:
    """A record's labelled fields: (label, value with its wrapped lines, the label's line and those lines)."""
    out: list[tuple[str, str, list[Line]]] = []
    for line in lines[1:]:
        m = _RECORD_FIELD.match(line.text.strip()) if line.text[:1].isspace() else None
        if m:
            out.append((m.group("label").lower(), m.group("value").strip(), [line]))
        elif out and _indent(line.text) > _indent(out[-1][2][0].text) + 2 and not _FIELD_LABEL.match(line.text.strip()):
            out[-1] = (out[-1][0], f"{out[-1][1]} {line.text.strip()}", out[-1][2] + [line])
        elif out:
            out.append(("", "", [line]))      # another label ("Advisors: ..."): the field above has ended
    return [f for f in out if f[0]]


def _field_claims(path: str, name: str, fields: list[tuple[str, str, list[Line]]], year: int | None) -> Iterator[Claim]:
    """The thesis and the first job a graduate's record gives: "Thesis: Title [English title: ...]" is their work of
    the degree's year; "First position: quantitative analyst, Morgan Stanley, Budapest" their post there."""
    for label, value, (line, *_) in fields:
        evidence = Evidence(path, line.number, value[:300])
        if _THESIS_FIELD.match(label):
            title = re.sub(r"\s*\[[^\[\]]*\]?\s*$", "", value).strip(" .")       # (a bracketed note after it)
            title = re.sub(r"^[\"“]([^\"“”]+)[\"”]$", r"\1", title)
            if len(title) > 8:
                yield Publication(evidence, title, (name,), year)
            continue
        span = re.search(r"\(\s*((?:19|20)\d{2})\s*[-–—]\s*((?:19|20)\d{2})?\s*\)\s*\.?$", value)
        value = value[:span.start()].strip(" ,.") if span else value.strip(" .")
        if re.search(r"\b(?:at|then|now)\b|[;:]|---", value):
            continue            # "postdoc at the Institute (2016-2018), then assistant professor ...": not one post
        parts = [p.strip() for p in value.split(",")]
        if len(parts) > 1 and (_titled(parts[0]) or " " not in parts[0] and not looks_like_org(parts[0])
                               and all(looks_like_org(o) for o in parts[1:])):
            title, orgs = parts[0], _employer_parts(", ".join(parts[1:]))     # ("Universitätsassistent, X University")
        elif len(parts) > 1 and _titled(parts[-1]):
            title, orgs = parts[-1], _employer_parts(", ".join(parts[:-1]))     # "ETH Zürich, postdoctoral fellow"
        else:
            continue
        if not all(o[:1].isupper() for o in orgs):
            continue
        yield from (Affiliation(evidence, name, o) for o in orgs)
        yield Position(evidence, name, title, _employer(orgs), int(span.group(1)) if span else None,
                       int(span.group(2)) if span and span.group(2) else None)


def _titled(text: str) -> bool:
    """Whether a record's part is a job's title ("quantitative analyst", "Scientist"), not its employer."""
    return bool(TITLE_WORDS.search(text) or _JOB_NOUN.search(text.split(" (")[0]) or text[:1].islower()) \
        and not STRONG_ORG.search(text)


# a candidate's card on a job market page: "Job Market Paper: “Title”", "Publications: “Title” (with A), Venue, 2023"
_CARD_PAPER = re.compile(r"^(?:job market paper|(?:selected |other |recent |working |research )?(?:papers?|publications?))"
                         r"\s*:\s*(?=[“\"])", re.I)

# its referees: "References: A (URT) · B (London School of Economics)"
_CARD_REFEREES = re.compile(r"^(?:references|referees|recommenders|letter writers)\s*:\s*(.+)$", re.I)


def _note_org(text: str) -> str | None:
    """The organisation a bracketed note after a name gives ("A (URT)", "B (Universiteit Utrecht, NL)"), if any."""
    m = re.search(r"\(\s*([^(),;]{2,80}?)\s*[),]", text)
    note = m.group(1) if m else ""
    return note if note and (looks_like_org(note) or re.fullmatch(r"[A-Z]{2,8}", note)) else None


def _card(entry: tuple[str, list[Line]]) -> bool:
    """Whether the entry is a card: its first line is its person's name alone ("Yuxin Chen (陈雨欣)" too)."""
    return clean_name(re.sub(r"\s*\([^()]*\)$", "", strip_bullet(entry[1][0].text))) == entry[0]


def _card_facts(path: str, lines: tuple[Line, ...], entries: list[tuple[str, list[Line]]]) -> Iterator[Claim]:
    """The papers a card's labelled lines cite by quoted title, each by the card's person (and those it is "with"),
    and where its referees work."""
    starts = {e[1][0].number: e[0] if _card(e) else None for e in entries}
    person = None
    for line in lines:
        person = starts.get(line.number, person)
        referees = _CARD_REFEREES.match(strip_bullet(line.text)) if person else None
        for item in re.split(r"\s+·\s+|;\s*|,\s+(?![^()]*\))", referees.group(1)) if referees else ():
            referee = _leading_name(item.strip()) if "(" in item else None
            if referee and (where := _note_org(item)):
                yield Affiliation(Evidence(path, line.number, item.strip()), referee, where)    # "Ana Roe (LSE)"
        m = _CARD_PAPER.match(strip_bullet(line.text)) if person else None
        if not m:
            continue
        for part in re.split(r";\s*(?=[“\"])", strip_bullet(line.text)[m.end():]):
            quoted = re.match(r"[“\"]([^“”\"]{8,300}?)[,.]?[”\"]", part)
            if not quoted:
                continue
            tail, partners = publications.split_partners(part[quoted.end():])     # (not the title's "with")
            found = publications.parse_citation(quoted.group(0) + ", " + tail.strip(" ,")) if tail.strip(" ,.") else None
            venue = found[2] if found and found[0] == quoted.group(1) else None
            year = found[3] if found and found[0] == quoted.group(1) else (years(tail) or [None])[-1]
            yield Publication(Evidence(path, line.number, part[:300]), quoted.group(1), (person, *partners), year, venue)


_OUTLINE_NUMBER = re.compile(r"^\s*\d{1,2}(?:\.\d{1,2}){1,2}\.?\s")


_OWNER_SPEAKS = re.compile(r"\b(?:I|I'm|I’m|my|we|our)\b")
# a sub-heading inside a list of students: a plural or a colon at its end, or a state before a level
# ("Completed Masters" reads like a name)
_SUB_HEADING = re.compile(r"(?::|\b(?:students|researchers|post-?docs|fellows|scholars|candidates|trainees|alumni))\s*$", re.I)
_STATE_HEADING = re.compile(rf"{STATE_WORDS}\b", re.I)
_STATE_AFTER = re.compile(r"\b(?:in progress|ongoing|graduated|completed|current|finished)\s*:?$", re.I)   # "Ph.D. in progress"
_STATE_NOTE = re.compile(rf"\s*\({STATE_WORDS}\)$", re.I)


_TITLE_LINE = re.compile(r"[A-Z][a-z]+(?: [A-Za-z][a-z]+){0,3}(?: I{1,3})?(?: \([^()]{2,40}\))?")   # ("Researcher (forsker)")
# an entry led by its date and a dash: "12 September 2024 – dr. Maarten Kuipers, Title. Promotor: ..."
_DATED = re.compile(r"^(?:\d{1,2}\.?\s+)?(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}\s*[–—-]\s+(?:(?i:today|present|now)\s+)?(?=\S)|"
                    r"^(?:19|20)\d{2}\s*[–—-]\s*(?:(?:19|20)\d{2}|(?i:today|present|now))\s+(?=\S)|"     # "2020-2022  X"
                    r"^(?:19|20)\d{2}\.\d{1,2}\s*[–—-]\s*(?:(?:19|20)\d{2}\.\d{1,2}|now|present)?\s+(?=\S)|"
                    rf"^(?i:{MONTHS})\.?\s+(?:19|20)\d{{2}}\s+(?=(?:Dr\.?\s+)?[A-ZÀ-Þ])")
# (an alumni list's month of graduation: "March 2025  Dr. Hiroki AMANO (Ph.D.) → Postdoc, RIKEN")
# ("2019.03-2021.02  Dr. KIM Ji-hoon", "2022.09- now  Dr. X": a Chinese CV's year.month range)
# Grade codes of East Asian lab lists ("D3  Taro Yamada", "M1", "B4") and a leading year ("2024  Daiki Kobayashi")
_GRADE = re.compile(rf"^(?:({_COURSE_CODE})|(?:19|20)\d{{2}})\s+(?=\S)")
GRADE_LEVEL = {"D": "PhD", "M": "Master", "B": "Bachelor"}
# A grade's row naming several students: "M1    Haruka Ueda, Sho Inoue, Mei Takeda"
_GRADE_ROW = re.compile(rf"^\s*({_COURSE_CODE})\s+(\S[^()]*,\s*\S[^()]*)$")


def _grade_rows(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """Each student of a grade's row on a line of their own, under the same grade (and line number)."""
    out: list[Line] = []
    for line in lines:
        m = _GRADE_ROW.match(line.text)
        names = [n.strip() for n in m.group(2).split(",")] if m else []
        if names and all(looks_like_name(clean_name(n)) for n in names):
            out += [Line(line.number, f"{m.group(1)}    {n}") for n in names]
        else:
            out.append(line)
    return tuple(out)


# "CHEN Hao", "Dr. WANG Xiaoyu": an East Asian roster's family name in capitals, kept as written (resolution
# reads it as the surname)
_CAPS_SURNAME = re.compile(r"^((?:(?:Prof|Dr|Mr|Ms)\.?\s+)*)([A-ZÀ-ÖØ-ÞŁŐŰŚŠŹŻŽČĆĘĄŃŘ]{2,10})"
                           r"(?=\s+[A-ZÀ-ÖØ-ÞŁŚŠŽČĆŘ][a-zß-öø-ÿłőűśšźżžčćęąńř])")      # "FEKETE Ádám", "SZŰCS Bálint"


_RANK_WORDS = frozenset("asociada asociado asistente titular associate assistant senior junior adjunct emeritus emerita full "
                        "visiting principal chief".split())


def _only_title(name: str) -> bool:
    """Whether a name read at a line's start is a job title's words alone ("Profesora Asociada", "Senior Lecturer").

    >>> _only_title("Profesora Asociada"), _only_title("Dean Smith")
    (True, False)
    """
    return all(w.lower() in _RANK_WORDS or (m := TITLE_WORDS.search(w)) and m.end() - m.start() == len(w) for w in name.split())


# where an entry's leading name ends: a comma, bracket, dash or bar, or the name again in its own script
_NAME_ENDS = re.compile(rf"(?<!\s)\s*[,(–—|:;]\s*|(?<!\s)\s+(?:[-·]|->|→)\s+|\s+(?={CJK})")


def _leading_name(text: str) -> str | None:
    text = PAREN_HONORIFIC.sub("", text) if "(" in text[:12] else text         # "Prof. (Mrs.) Akosua X"
    text = without_nickname(_GRADE.sub("", _DATED.sub("", text, count=1), count=1))    # "Wei-Chen (Vicky) Lin (PhD student)"
    head = _NAME_ENDS.split(text, maxsplit=1)[0]     # "Ana Ruiz · 2020–present", "Taro Ueda 上田 太郎 JSPS Fellow"
    if "  " in head:        # "SEO Jae-min     Ph.D., Aug. 2024": a column's gap ends the name (not "Professor     X")
        first = re.split(r"(?<=\S)\s{2,}(?=\S)", head, maxsplit=1)[0]
        head = first if looks_like_name(clean_name(first)) else head
    name = clean_name(head)
    if _person_named(name):
        return name
    period = NAME_PERIOD.match(text) if ". " in head else None
    if period and _person_named(clean_name(period.group(1))):
        return clean_name(period.group(1))  # "Ana Lima. Thesis title. 2019. Dissertation ...": a national CV's entry
    return None                             # ("ZHANG Ruoxi. Thesis: ...")


def _person_named(name: str) -> bool:
    """Whether ``name`` is a person's, its surname in capitals or not ("FEKETE Ádám", "ZHANG Ruoxi")."""
    probe = _CAPS_SURNAME.sub(lambda m: m.group(1) + m.group(2).title(), name, count=1) if name[1:2].isupper() else name
    # (not a university's short name in capitals: "TU Delft", "UC Davis", read as a family name first)
    return looks_like_name(probe) and not looks_like_org(probe) and (probe == name or not _SHORT_UNIVERSITY.match(name))


_SHORT_UNIVERSITY = re.compile(r"(?:TU|TH|FH|HU|UC|UT|KU|UW|ETH|EPFL|KTH|NTU|NUS|MIT|UCL|LSE)\s")


# a co-supervisor's label on a line of its own under an entry: "Codirectora: Dra. X (Y University)."
_CO_WORD = r"co-?(?:director|supervisor|advisor|adviser|promot[eo]r|tutor|orientador|relat)[a-z]*"
_CO_LABEL = re.compile(rf"^{_CO_WORD}\s*:", re.I)


# a list of theses ("Doctoral theses defended 2009-2024", "Dissertations"), not of people: each thesis is a work
_THESES_HEADING = re.compile(r"\b(?:theses|dissertations|th[eè]ses|tesi|tesis|proefschriften)\b", re.I)


def _student(path: str, entry: tuple[str, list[Line]], heading_level: str | None, former: bool,
             require_role: bool = True, theses: bool = False) -> Iterator[Claim]:
    """A student's entry: who supervised them (the page's owner unless it names its advisors), at what level and
    when, what degree they took and where they went; on a list of ``theses``, their thesis too."""
    name, lines = entry
    # a record's thesis (a work on a list of theses) and its first post (when it reads as "title, employer") are read
    # from their fields below, not as the entry's text; an alumni list's "Thesis:" line is no work, nor that text
    every = _record_fields(lines)
    fields = [f for f in every
              if (theses if _THESIS_FIELD.match(f[0]) else next(_field_claims(path, name, [f], None), None))]
    read = {id(ln) for f in every if _THESIS_FIELD.match(f[0]) for ln in f[2]} | {id(ln) for f in fields for ln in f[2]}
    lines = [ln for ln in lines if id(ln) not in read]
    # (a line of advisors ends there: "Director of Studies: A · Second supervisor: B" / "Aoife holds a scholarship.")
    texts = [strip_bullet(ln.text) for ln in lines]
    body = " ".join(f"{text};" if k < len(texts) - 1 and (lines[k].text[:1].isspace() or _FIELD_LABEL.match(texts[k + 1]))
                    and (_ADVISOR_LABEL.match(text) or _CO_LABEL.match(text))
                    and text[-1:] not in ".;,:" else text for k, text in enumerate(texts))
    rest = body[len(name):] if body.startswith(name) else re.sub(rf"^.*?{re.escape(name)}", "", body)
    later = _DESTINATION.search(rest)
    grade = _GRADE.match(body)
    # "A (Advisor: B) — Postdoctoral Fellow, X": the dash says where A went, as does a job after the thesis's title
    dash = _DASH_AFTER.search(rest) or (_AFTER_THESIS_JOB.search(rest) if '"' in rest or "”" in rest else None) or \
        (_dash_first(rest) if former else None)       # "2018  A — Senior Scientist, Merck": the year before the name
    own = rest[:later.start()] if later else rest[:dash.start() + 1] if dash else rest
    level = GRADE_LEVEL[grade.group(1)[0]] if grade and grade.group(1) else _level(own, heading_level)
    role_line = strip_bullet(lines[1].text).strip() if len(lines) > 1 and not is_bullet(lines[1].text) else ""
    badge = (_PROGRAM_ALONE.fullmatch(role_line) or _PROGRAM_LEAD.match(role_line)) if role_line else None
    if badge and (program := find_level(badge.group(0))):
        level = program     # a card's badge under its name: "Aarav Kulkarni" / "MS" / "Robotics · Advisor: X"
        # (or its role line: "M.S. Student (thesis track), 2023–present" under a "Graduate Students" heading)
    if level is None and re.search(r"\bfellow\b", own[:40], re.I if _COLUMN_ADVISORS.search(rest) else 0):
        level = "Postdoc"       # "Daniel Okonkwo, MD (fellow 2016–2019)" among a mentor's trainees
    # (a card's role line under the name says what they are now: "M.S. Student, Oceanography" over a story of a
    # technician's job before)
    studying = bool(role_line) and bool(re.search(r"\b(?:student|candidate)\b", role_line, re.I)) \
        and not re.search(r"\bvisiting\b", role_line, re.I)
    if level is None and require_role and not re.search(r"\bstudent|\bcandidate|\bresearcher|\bvisitor|"
                                                        r"\b(?:jointly |co-?)?(?:supervised|advised)\s+(?:with|by)\b|"
                                                        r"\b(?:advis[eo]rs?|supervisors?)\s*:", rest, re.I) \
            or _NOT_SUPERVISED.search(own) and not studying or _VISITING_ROLE.match(own):
        if later and level is None and not _NOT_SUPERVISED.search(own) and not _VISITING_ROLE.match(own):
            # "Jordan Mbeki (2019, Morehouse College), now PhD, X University" on a programme's alumni list: no one's
            # student, where they went all the same
            yield from _destination(Evidence(path, lines[0].number, body[:300]), name, rest)
        return              # a visitor's card ("Visiting PhD student, X University") is read by _visitor
    evidence = Evidence(path, lines[0].number, body[:300])
    # ("(2021– ) — thesis: X": a current student's topic; "thesis: X" after a finished degree's year: a graduate's)
    # ("A (2015) – Assistant Professor, X": a year closed by its bracket, then a post elsewhere: gone there)
    done = former or bool(later) or bool(dash and _YEAR_THEN_POST.search(rest)) or \
        bool(re.search(r"\b(?:graduated|alumn|thesis:|defended|completed|finished)", rest, re.I)
                                         and not _OPEN_RANGE.search(rest)) or _degree_year(rest)
    found_years = years(rest) or years(body)        # "2024  Daiki Kobayashi (Ph.D.)": the year before the name
    start = found_years[0] if len(found_years) > 1 else None
    end = found_years[-1] if found_years and (done or len(found_years) > 1) else None
    opened = (_OPEN_RANGE.search(rest) or _OPEN_LEAD.match(body)) if not done and len(found_years) == 1 else None
    if len(found_years) > 2 and start is not None and start > found_years[1] \
            and (span := _SPAN.search(rest)) and int(span.group(1)) < start:
        # "PhD (2023), co-supervised with X | 2017–2023 |": the degree's year first, the years in the lab after it
        start, end = int(span.group(1)), int(span.group(2))
    if opened:
        start = int(opened.group(1))        # "(2024–)", "(2021–present)": a current student since then
    elif not done and start is not None and end is not None and end < start:
        end = None      # "PhD candidate (2021– ) ... BSc, KNUST, 2016": a current student, the year after an earlier degree's
    began = _BEGAN.search(rest) if not former and not later else None
    if began and not (_degree_year(rest) or re.search(r"\b(?:graduated|alumn|defended|thesis:)", rest, re.I)):
        # "(since 2022)", "joined the lab in 2023": a current member; a later year in the bio is an award's or a paper's
        start, end = int(began.group(1)), None
    # a table's supervisor column names them in full (the owner too, when they are one), as does an entry's own
    # "Advisors: A and B [Department of X]" line under the graduate's name
    column = _COLUMN_ADVISORS.search(rest) or next(
        (m for ln in lines[1:] if (m := _ENTRY_ADVISORS.match(strip_bullet(ln.text)) or _LATER_ADVISORS.search(ln.text))), None)
    if column:
        named = re.sub(r"\[[^\[\]]*\]?", "", column.group(1))
        # "Advisors: A; co-adv. B", "Advisor: A Co-advisor: B": each part its names, a co-advisor's after the label
        for part in re.split(r";|\s+(?=co-?(?:adv|sup)[a-z]*\.?\s*:)", named, flags=re.I):
            # "co-advised with Prof. X", "company supervisor dr. Y": a part's role before its names
            role = _PART_ROLE.match(part.strip())
            # ("Supervisor: Prof. van der Merwe": a titled surname, the person named in full elsewhere)
            people = take_names(_CO_ABBREV.sub("", _NAME_NOTE.sub("", part.strip()[role.end() if role else 0:])),
                                allow_first_names=bool(_TITLED.search(part)) or looks_like_given_name(part.strip()))
            # ("supervised by Haruka": a member the page names in full elsewhere, by her first name)
            if not people and re.fullmatch(r"[A-Z]{2,4}(?:\s*(?:,|and|&)\s*[A-Z]{2,4})*", part.strip()):
                # "(supervised by HV)": the initials a page gives its people ("Prof. Henrike Vogel (HV)"), which the
                # page's codes then spell out
                people = re.findall(r"[A-Z]{2,4}", part)
            for advisor in people:
                yield Supervision(evidence, advisor, name, level or "Unspecified", start, end,
                                  "co-supervisor" if _co_role(part.strip()) else None)
                after = part[part.find(advisor) + len(advisor):] if advisor in part else ""
                if after.lstrip().startswith("(") and (where := _note_org(after)):
                    yield Affiliation(evidence, advisor, where)     # "Pilar Gómez (URT)": where they work
        if not done:
            yield Affiliation(evidence, name, GROUP)        # a member of the page's group all the same
    else:
        yield Supervision(evidence, OWNER, name, level or "Unspecified", start, end)
        # "Title. Promotor: A; copromotor: B." in the entry's own line: those supervised them (the owner too, on a page
        # that has one, as before; extract_document leaves the owner out where the advisors named are the page's staff)
        labelled = _UNCOLONED_LABEL.sub(r"\1: ", rest) if "dvis" in rest or "upervis" in rest or "rofessor" in rest \
            else rest        # ("; advisor M. Ode", "– supervisors Prof. A and B")
        label = ENTRY_SUPERVISORS.search(labelled)
        if label and re.search(r"\b(?:second|main|primary|principal|external|internal|daily|local)\s*$", labelled[:label.start()], re.I):
            label = None        # "(second supervisor: Dr. X)": the owner's partner, read by _CO and _MAIN
        for advisor, role in labelled_supervisors(labelled) if label else ():
            if advisor != name:
                yield Supervision(evidence, advisor, name, level or "Unspecified", start, end, role)
    for m in islice(_MAIN.finditer(rest), MAX_PHRASES):      # the owner co-supervised; "main supervisor: X"
        for main in take_names(rest[m.end():]):
            yield Supervision(evidence, main, name, level or "Unspecified", start, end)
    for m in islice(_CO.finditer(rest), MAX_PHRASES):
        tails = [rest[m.end():]]
        if m.group(0).rstrip().endswith(":"):
            # "(co-supervisors: Dr A, Faculty of X; Professor B, Y University)": one co-supervisor a part
            # (up to the entry's next field: "co-advisor: Dr. A, X Laboratory; Now: postdoc at Y")
            tails = list(takewhile(lambda t: not _FIELD_LABEL.match(t),
                                   [t.strip() for t in rest[m.end():].split(")")[0].split(";") if t.strip()]))
        # "co-supervised with Mahesh" names a person by a first name; "jointly with Deltares" an organisation
        for tail, co in [(t, co) for t in tails for co in
                         take_names(t, allow_first_names=bool(re.match(r"co-?(?:supervis|advis)|joint(?:ly)?\s+(?:supervis|advis)\w*\s+by",
                                                                       m.group(0), re.I)))]:
            yield Supervision(evidence, co, name, level or "Unspecified", start, end, "co-supervisor")
            after = re.sub(r"^(?:(?:Prof|Dr|Professor)\.?\s+)*", "", tail)
            if after.startswith(co) and (org := re.match(r",\s*([^,;()]+)|\s*\(([^,;()]+)\)", after[len(co):])) \
                    and looks_like_org((org.group(1) or org.group(2)).strip()):     # "jointly with Prof. Y, Z Institute"
                yield Affiliation(evidence, co, (org.group(1) or org.group(2)).strip())     # "co-advised by Y (Z Department)"
            elif after.startswith(co) and (units := re.match(r"\s*\(([^;()]{3,120})\)", after[len(co):])):
                yield from _units_of(evidence, co, units.group(1))      # "co-supervised by Y (Department of Z, W University)"
    yield from _destination(evidence, name, rest)
    yield from _field_claims(path, name, fields, end)
    quals = list(_qualified(path, entry))
    yield from quals or _degree(evidence, name, rest[:later.start()] if later else rest, end)
    visiting = _VISITING_FROM.search(rest) if "isiting" in rest else None
    # "visiting PhD student from X University", "... from IISc Bangalore" (an acronym leads): studying there
    if visiting and (looks_like_org(visiting.group(2)) or re.match(r"[A-Z][A-Za-z]*[A-Z]", visiting.group(2))):
        yield Affiliation(evidence, name, visiting.group(2))
        yield Education(evidence, name, find_degree(visiting.group(1))[0], visiting.group(2))


# an entry's advisor after a semicolon, comma or dash with no colon: "Ph.D. student, Hydrology, X University; advisor
# M. Al-Khatib", "– supervisors Prof. Ana Ruiz and Rasmus Ilves" (a titled, initialled or full name right after the word)
_UNCOLONED_LABEL = re.compile(r"(?<=[;,–—-]\s)((?:co-?)?(?:advisors?|advisers?|supervisors?|major professor))\s+"
                              r"(?=(?:(?:Prof|Dr)\.?\s+)?(?-i:[A-Z]\.\s?(?:-?[A-Z]\.\s?)*[A-Z][a-z]|[A-Z][a-z]+\s+[A-Z][a-z]))", re.I)


def _qualified(path: str, entry: tuple[str, list[Line]]) -> Iterator[Claim]:
    """A card's line of qualifications, "BSc (UCC), MSc (Wageningen), PhD (Giessen)": each degree and where."""
    name, lines = entry
    for line in lines:
        found = qualifications(strip_bullet(line.text).strip()) if "(" in line.text and "," in line.text else []
        if found:
            evidence = Evidence(path, line.number, strip_bullet(line.text).strip()[:300])
            yield from (Education(evidence, name, degree, place) for degree, place in found)
            return


def _units_of(evidence: Evidence, person: str, text: str) -> Iterator[Claim]:
    """"Department of Z, W University" in brackets after a co-supervisor: where they work, each part an organisation."""
    parts = [p.strip() for p in text.split(",")]
    if 2 <= len(parts) <= 3 and all(looks_like_org(p) or re.fullmatch(r"[A-Z]{2,8}", p) for p in parts) \
            and not any(years(p) for p in parts):
        yield from (Affiliation(evidence, person, p) for p in parts)
        yield from (PartOf(evidence, a, b) for a, b in zip(parts, parts[1:]))


_VISITING_FROM = re.compile(r"\b[Vv]isiting\s+((?:ph\.?\s?d\.?|doctoral|master['’]?s?|m\.?\s?sc\.?)\s+(?:student|candidate))\s+from\s+"
                            r"(?:the\s+)?((?-i:[A-Z])[^,;()]{2,80}?)\s*(?:[,;(]|$)", re.I)
_SPAN = re.compile(r"\b((?:19|20)\d\d)\s*[–—-]\s*((?:19|20)\d\d)\b")
_OPEN_LEAD = re.compile(r"^\W{0,3}((?:19|20)\d\d)\s*[–—-]\s*(?:present|now|today|current|ongoing)\b", re.I)  # "2021-present  X"
_OPEN = r"((?:19|20)\d\d)\s*[–—-]\s*(?:present|now|today|current|ongoing)?"     # "2022–", "2021-present"
_OPEN_RANGE = re.compile(rf"\b{_OPEN}\s*(?:\)|,|\s\|\s|$)", re.I)       # closed by a bracket, a comma, a cell or the end
_OPEN_CELL = re.compile(_OPEN, re.I)
_BEGAN = re.compile(r"\b(?:since|seit|depuis|desde|dal|joined(?:\s+(?:the|our)\s+(?:lab|group|team))?\s+in|"
                    r"came\s+to\s+(?:the\s+)?(?:[A-Z][\w&\-]*\s+){1,4}in|"     # ("came to GSO in 2022")
                    r"(?:start(?:ed|ing)|beg(?:an|inning))\s+(?:(?:his|her|their|my)\s+)?(?:[\w'’]+\s+){0,2}in)\s+"
                    r"(?:(?:\d{1,2}[./]){1,2}|[A-Za-z]{3,9}\.?\s+)?((?:19|20)\d\d)\b(?!\s*[-–—]\s*\d)", re.I)
# ("seit 2019", "seit 01.03.2020", "since Fall 2021", "dal 2022")
# "→ Researcher at X", "then postdoc at X"
_TITLE_AT = re.compile(r"^((?:an?\s+)?[A-Za-z][\w\-]*(?:\s+[\w\-]+){0,3}?)\s+(?:at|with)\s+"
                       r"(?:the\s+(?=[A-Z][\w\-]*\s+(?:of|for|[A-Z])))?((?-i:[A-Z]).{1,80})$")     # (not "the Institute": which?)
# a hyphen with spaces does a dash's work on pages typed in plain ASCII ("(Ph.D. 2001) - Lecturer, X")
_DASH = r"(?:[–—]|(?<=\s)--?(?=\s))"      # ASCII pages also write a dash as "--"
# (or a post in lower case: "(2021–2023) – field technician, U.S. Geological Survey", "– PhD student at X")
_DASH_FIRST = re.compile(rf"\s*{_DASH}\s+(?=[A-Z][\w\-]*(?:\s+[\w\-]+){{0,5}},\s+[A-Z])")
def _dash_first(rest: str) -> re.Match | None:
    """A job right after a graduate's name and a dash ("— Senior Scientist, Merck"), not their degree ("– BSc, X")."""
    m = _DASH_FIRST.match(rest)
    job = rest[m.end():].split(",")[0] if m else ""
    return m if m and not find_degree(job) and (TITLE_WORDS.search(job) or _JOB_NOUN.search(job.split()[-1])) else None


_DASH_AFTER = re.compile(rf"(?:\)|(?:19|20)\d{{2}})\s*(?:{_DASH}|(?<=\)):)\s+(?=[A-Z]|[a-z][a-z\- ]{{2,40}}(?:,|\s+at)\s+[A-Z])")


def _post_after_thesis(lines: list[Line]) -> list[Line]:
    """A graduate's lines with the "Title, Employer" line under their "Thesis: X" line labelled as where they went
    ("Dr. A (2015–2021)" / "Thesis: X" / "Environmental Scientist, Washington State Department of Ecology")."""
    out = list(lines)
    for k in range(2, len(out)):
        text = strip_bullet(out[k].text).strip()
        title = re.match(r"([A-Z][^.,;:]{1,60}),\s*[A-Z]", text)
        field = _RECORD_FIELD.match(strip_bullet(out[k - 1].text).strip())
        if title and field and _THESIS_FIELD.match(field.group("label").lower()) \
                and not _DESTINATION.match(text) and (TITLE_WORDS.search(title.group(1)) or _JOB_NOUN.search(title.group(1))):
            out[k] = Line(out[k].number, "placement: " + text)
    return out


def _level(text: str, heading_level: str | None) -> str | None:
    """The level an entry's first sentence names, else its heading's; under "Postdocs" a "PhD, University of X"
    is a degree held. Later sentences tell the past ("Before joining, she received a BSc")."""
    first = _without_others_degrees(sentences(text)[0] if text.strip() else text)
    if "fter" in first or "ollowing" in first:
        # "Postdoctoral Fellow since 2022, after her PhD at the University of Edinburgh": a degree before, done
        first = _AFTER_DEGREE_DONE.sub("", first)
    level = find_level(first)
    if level and "   " in first.strip():
        # a table's row in columns ("PhD student*   WEHI   2016-2020   Postdoctoral Fellow, Stanford"): its first
        # column that names a level, not where the student went
        level = next((found for column in re.split(r"\s{3,}", first.strip()) if (found := find_level(column))), level)
    if heading_level == "Intern" and level in ("PhD", "Master", "Bachelor"):
        return heading_level        # under "Interns I mentored", "(KIT, PhD student)" is the intern's own program
    if heading_level and level and _RANK.get(level, 0) < _RANK.get(heading_level, 0) and not _bare_degree(text) \
            and not _IN_PROGRAM.search(first) and not _PROGRAM_ENTERED.search(first):
        # ("Priya is a Master's student", "(M.S., Fall 2024, ...)": the program, entered then; not a degree held)
        return heading_level        # "(M.S. 2018, MIT)" under PhD students: a degree held; a bare "(M.S.)": the program
    return level or heading_level


_AFTER_DEGREE_DONE = re.compile(r"\b(?:after|following)\s+(?:(?:his|her|their|a|an)\s+)?(?:ph\.?\s?d\.?|doctorate|d\.?phil|"
                                r"master['’]?s|m\.?sc\.?)\b.*$", re.I)
_PROGRAM_ALONE = re.compile(r"(?:ph\.?\s?d\.?|m\.?s\.?|m\.?sc\.?|m\.?a\.?|m\.?phil\.?|m\.?eng\.?|b\.?s\.?|b\.?sc\.?|"
                            r"master['’]?s|undergrad(?:uate)?|post-?doc(?:toral)?)(?:\s+(?:student|candidate|researcher|fellow))?",
                            re.I)
_PROGRAM_LEAD = re.compile(_PROGRAM_ALONE.pattern + r"(?:(?<=student)|(?<=candidate))\b", re.I)     # "M.S. Student (...)"
_IN_PROGRAM = re.compile(r"(?:\b(?:is|as)\s+an?\s+(?:[\w\-]+\s+)?|^[\s,;:–—-]*)(?:master|m\.?sc|m\.?phil|m\.?res|bachelor|"
                         r"undergraduate|m\.?s|m\.?a|m\.?eng|b\.?s|b\.?a|b\.?sc)\S*\s+(?:student|candidate)", re.I)
# ("— MPhil student", "-- M.S. student, Geophysics" under Graduate Students)


_PROGRAM_ENTERED = re.compile(r"\b(?:m\.?s|m\.?sc|m\.?a|m\.?phil|m\.?eng|b\.?s|b\.?sc)\.?\s*,\s*(?:entered\s+)?"
                              r"(?:fall|spring|summer|autumn|winter|since|started)\b", re.I)


def _bare_degree(text: str) -> bool:
    """Whether ``text`` is only a degree in parentheses ("(M.S.)", "(MSc student)"): the program studied."""
    inner = re.fullmatch(r"\s*\(([^()\d,;]{1,30})\)\s*", text)       # no year, no place: nothing but the degree
    return bool(inner) and find_level(inner.group(1)) is not None
_RANK = {"Bachelor": 1, "Master": 2, "PhD": 3, "Postdoc": 4}


_DEGREE_YEAR = re.compile(r"\b(?:ph\.?\s?d|d\.?phil|m\.?\s?sc|m\.?s|m\.?a|m\.?phil|m\.?eng|b\.?\s?sc|b\.?a|b\.?s)\.?,?\s*"
                          r"(?:in\s+)?((?:19|20)\d{2})\b(?!\s*[-–—]\s*(?:(?:19|20)\d{2}|present|now|today|\)|$))", re.I)
# a degree in brackets with where and when it was taken: "(PhD Toronto, 1984)", "(Ph.D. UNC 2002)", "(MSc Leeds, 2010)"
DEGREE_AT_PLACE = re.compile(r"\((?P<degree>(?:ph\.?\s?d|d\.?phil)\.?|m\.?sc\.?|m\.?a\.?|mphil)\s+"
                             r"(?!(?:students?|candidates?|researchers?|programs?|programmes?|since|from|expected|exp|"
                             r"fall|spring|summer|winter|autumn)\b)"
                             r"(?P<place>(?-i:[A-Z])[\w\-]+(?:\s+(?-i:[A-Z])[\w\-]+)?)[,\s]+(?P<year>(?:19|20)\d{2})\)", re.I)
# (not "PhD, 2022–" nor "PhD 2022 – 2026": ongoing; "PhD 2015 — Assistant Professor, X" is a finished one)


def degree_year(text: str) -> bool:
    """Whether ``text`` names a finished degree with its year ("PhD, 2009", "M.S. 1991")."""
    return _degree_year(text)


def _degree_year(rest: str) -> bool:
    """"(Ph.D. 2014)": a degree with a past year is finished ("expected 2026" is not)."""
    m = _DEGREE_YEAR.search(rest)
    year = int(m.group(1)) if m else None
    if year is None and (at := DEGREE_AT_PLACE.search(rest)) and find_level(at.group("degree")) == "PhD":
        year = int(at.group("year"))    # "(PhD Toronto, 1984)" (not a master's so: a PhD candidate's earlier degree)
    return year is not None and year <= THIS_YEAR and not re.search(r"\bexpected|\bexp\.|\banticipated", rest, re.I)


def _destination(evidence: Evidence, name: str, rest: str) -> Iterator[Claim]:
    """"now Assistant Professor at X" / "Lecturer at X" / "now at X": where a student went, and as what."""
    rest = _NOW_ELSEWHERE.sub("now", rest)      # "Ora Assistant Professor, KTH": Italian, Spanish, Portuguese, French
    if "(" in rest:
        rest = _POST_NOTE.sub(r"\1", rest, count=1)
    if "ship" in rest:
        rest = _POST_NOUN.sub(lambda m: m.group(1) + _HOLDER[m.group(2).lower()], rest)    # "went on to a professorship at X"
    if ";" in rest:
        went = _AFTER_DEGREE.search(rest)
        if went and _degree_year(went.group(1)) and looks_like_org(went.group(2).strip()):
            yield Affiliation(evidence, name, went.group(2).strip())     # "(Ph.D., 2021; Samsung ...)"
            return
    after_dash = _AFTER_DASH.match(rest)
    studies = _STUDY_AT.match(after_dash.group(1).strip(" .")) if after_dash else None
    if studies and re.search(r"\b(?:student|candidate)\b", studies.group(1), re.I) and looks_like_org(studies.group(2)):
        yield Affiliation(evidence, name, studies.group(2))     # "(2016–2018) – PhD student at Oregon State University"
        yield Education(evidence, name, find_degree(studies.group(1))[0], studies.group(2))
        return
    dash = None if re.search(r"\bnow\b|→|->", rest) else \
        _DASH_JOB.match(rest) or _DASH_JOB.match(_FIRST_SENTENCE_END.split(rest, maxsplit=1)[0])
    # ("— Assistant Professor, University of Arizona. Dissertation: X. Winner of Y.": the post its first sentence)
    study = _STUDENT_TITLE.match(dash.group("title").strip()) if dash else None
    if study and looks_like_org(dash.group("org")):      # "— PhD student, University of Cape Town": studying there
        yield Affiliation(evidence, name, dash.group("org"))
        yield Education(evidence, name, find_degree(study.group(1))[0] if study.group(1) else "MD", dash.group("org"))
        return
    # after what the student did ("— PhD 2017 —"), "Title, X" names an employer even when X reads like a name
    if dash and (TITLE_WORDS.search(dash.group("title")) or _JOB_NOUN.search(dash.group("title"))) and \
            (looks_like_org(dash.group("org")) or not looks_like_name(dash.group("org")) or dash.group("did")) \
            and not _MONTH_YEAR.match(dash.group("org")):      # ("– sabbatical visitor, Sept 2024 – Feb 2025": when)
        # "Linda Castellano (Ph.D. 1981) – Professor, Oregon State University": where a former student went;
        # "– Postdoctoral Fellow, Becker Institute, University of Chicago": a unit and its university
        orgs = _employer_parts(dash.group("org"))
        yield from (Affiliation(evidence, name, org) for org in orgs)
        yield Position(evidence, name, dash.group("title"), _employer(orgs))
        return
    job = _AFTER_THESIS_JOB.search(rest) if '"' in rest or "”" in rest else None
    if job and (TITLE_WORDS.search(job.group("title")) or _JOB_NOUN.search(job.group("title"))) and \
            not is_location(job.group("org")):
        # 'PhD 2014, "Thesis title". Lecturer, X University.': after the thesis, the first job, whatever the
        # employer's name looks like ("Engineer, Kenya Rural Roads Authority")
        orgs = _employer_parts(job.group("org"))
        yield from (Affiliation(evidence, name, org) for org in orgs)
        yield Position(evidence, name, job.group("title"), _employer(orgs))
        return
    rest = _ARROW_NOW.sub("", rest)         # "→ now a postdoc at X": the arrow and "now" say the same
    bare = None if dash or re.search(r"\bnow\b|→|->", rest) else _DASH_ORG.match(rest)
    if bare and _DEGREE_YEAR.search(bare.group(1)) and not TITLE_WORDS.search(bare.group(2)):
        # after a finished degree, the dash names where they went (a person would come with "with")
        yield Affiliation(evidence, name, bare.group(2))      # "Kang Min-seo (M.S. 2020) – LG Chem"
        return
    m = re.search(rf"(?:{_AFTER_PAREN_JOB}|{_PLACEMENT_NOTE}|next destination|{_LATER_OF}|\bnow\b(?:(?:(?!\.\s)[^;)])*?\b(?:at|with)\b)?|currently at|moved to|then|->|→|{_ONWARD}|"
                  r"(?:current|present|first) (?:position|affiliation|employer|job)|placement|"
                  rf"{_NOW_STUDYING}|"
                  rf"\b(?:{TITLE_ALTS})\s+(?:at|with)\b)"
                  r"\s*[:\-–]?\s*([^);\]]+)", rest, re.I)
    if m:
        value = _NEXT_CLAUSE.split(m.group(1), maxsplit=1)[0]   # ("moved to X and led its Y for years": X)
        if end := next((e for e in _WORD_THEN_STOP.finditer(value) if e.group(1).lower() not in _ABBREVIATED
                        and not re.match(r"(?:Now|Currently|Then|Later|Since|Today)\b", value[e.end():])), None):
            value = value[:end.end(1)]      # (its sentence's: "now at ASML in Veldhoven. Rutger van 't Hek ...")
        country = re.search(r"\s*\(([^()]{2,40})\)?\s*\.?$", value)
        if country and is_location(country.group(1)):
            value = value[:country.start()]     # "Assistant Professor, X, University of Galway (Ireland)"
        parts = re.split(r",|\s+as\s+|\s+\(", re.sub(r"^the\s+", "", value.strip(), flags=re.I))
        org, title = parts[0].strip(" ."), None
        studies = _STUDY_AT.match(org)
        if studies:             # "→ PhD at University of Oxford"
            place, field = studies.group(2), None
            if (infield := _FIELD_AT.match(place)) and looks_like_org(infield.group(2)) \
                    and not looks_like_org(infield.group(1)):
                field, place = infield.groups()     # "the PhD program in Linguistics at the University of Toronto"
            yield Affiliation(evidence, name, place)
            yield Education(evidence, name, find_degree(studies.group(1))[0], place, field)
            return
        degree = find_degree(org) if len(parts) > 1 and len(org.split()) <= 4 and re.search(r"\bnow\s*[:\-–]?\s*$", rest[:m.start(1)]) \
            and not re.search(r"\b(?:student|candidate|fellow|researcher|scholar)\b", org, re.I) else None
        where = [p for p in (re.sub(r"\s+[–—]\s+.*$", "", p).strip(" .") for p in parts[1:]) if looks_like_org(p)] \
            if degree and degree[1].start() == 0 else []      # (not its " – NSF GRFP Fellow" after a dash)
        if where:               # "now PhD, Bioengineering, University of California San Diego": a programme, its field, where
            yield Affiliation(evidence, name, where[-1])
            yield Education(evidence, name, degree[0], where[-1])
            return
        # ("MD/PhD student, Weill Cornell Medicine": after a student's title, a capitalised name that is no place's
        # is where they study)
        student = _STUDENT_TITLE.match(org) if len(parts) > 1 and (looks_like_org(there := parts[1].strip(" .")) or there[:1].isupper()
                                                                   and not is_location(there)) else None
        if len(parts) > 1 and _GRADUATE_STUDENT.fullmatch(org) and looks_like_org(parts[1].strip(" .")):
            # "Graduate student, MIT Brain and Cognitive Sciences": where they study, at a level the title leaves open
            yield from (Affiliation(evidence, name, o) for o in _employer_parts(",".join(parts[1:])))
            return
        if student:             # "First position: PhD student, TU Delft"
            # ("PhD candidate, Department of Bioengineering, Imperial College London": the unit and the university)
            where = _employer_parts(",".join(parts[1:])) if len(parts) > 2 and "(" not in value else [parts[1].strip(" .")]
            yield from (Affiliation(evidence, name, o) for o in where)
            yield Education(evidence, name, find_degree(student.group(1))[0] if student.group(1) else "MD", _employer(where))
            return
        titled = _TITLE_AT.match(org)
        if titled and (TITLE_WORDS.search(titled.group(1)) or _JOB_NOUN.search(titled.group(1))):
            org, title = titled.group(2).strip(), titled.group(1).strip()     # "→ Researcher at Rijkswaterstaat"
        elif len(parts) > 1 and (TITLE_WORDS.search(org) or _JOB_NOUN.search(org) and " " not in org) \
                and (not STRONG_ORG.search(org) or ENDS_WITH_TITLE.search(org)) and not ADVISOR_ROLE.match(org) \
                and (parts[1].strip()[:1].isupper() or re.fullmatch(r"[a-z][a-z]+-[a-z][\w\-]+", parts[1].strip())) \
                and not is_location(parts[1]):        # ("now Group Leader, X": a title despite its "Group")
            org, title = parts[1].strip(" ."), org      # "now Senior Scientist, IBM Research"
            if len(parts) > 2 and (campus := orgs_in(f"at {org}, {parts[2].strip(' .')}")) and campus[0].startswith(f"{org}, "):
                org = campus[0]         # "Postdoctoral Fellow, University of California, Santa Cruz": one university
            if len(parts) > 2 and "(" not in value and len(whole := _employer_parts(",".join(parts[1:]))) > 1 \
                    and all(STRONG_ORG.search(o) or o.isupper() for o in whole[1:]):     # (not "X, Stoccolma")
                # "now Assistant Professor, Department of X, Umeå University": the unit (the post's) and its university
                yield from (Affiliation(evidence, name, o) for o in whole[1:])
                org = whole[0]
        # "now with Jane Smith" names a person; "now Data Scientist, Swiss Re" an employer whatever it looks like
        # "now at X" / "now Sumitomo Chemical": right after "now" a name that is no title is where they went
        host_at = _HOST_AT.match(org) if org and " at " in org else None
        if host_at and looks_like_name(host_at.group(1)):
            org = host_at.group(2)      # "postdoc with Eric Alm at MIT": where, not with whom
        after_at = bool(re.search(r"\b(?:at|now)\s*[:\-–]?\s*$", rest[:m.start(1)]))
        employer, _, town = org.rpartition(" in ") if org else ("", "", "")
        town = town.strip(" .")
        if employer and (is_town(town) or is_location(town) and looks_like_org(employer)
                         or re.fullmatch(r"[A-Z]{2,8}", employer) and re.fullmatch(r"[A-Z][a-zà-ÿ\-]{3,}", town)
                         or re.fullmatch(rf"(?:(?:early|late|mid-?)\s*)?(?:{MONTHS})(?:\s+(?:19|20)\d\d)?|(?:19|20)\d\d", town, re.I)):
            org = employer      # "now at Shopify in Ottawa": the employer, not its town (nor "in February 2025", when)
        if org and (looks_like_org(org) or title or org[:1].isupper() and (after_at or not looks_like_name(org))) \
                and not ADVISOR_ROLE.match(org) and not _INITIALS_LED.match(org):
            # (a table's "Secondary supervisor" cell: the owner's role; "postdoc with J.-H. Wiebusch since 2022": a host)
            yield Affiliation(evidence, name, org)
            title = title or _destination_title(rest[:m.start(1)])
            as_role = _AS_ROLE.search(value) if not title and " as " in value else None
            if as_role and (TITLE_WORDS.search(as_role.group(1)) or _JOB_NOUN.search(as_role.group(1))):
                title = as_role.group(1)    # "now at Bigelow Laboratory as a research technician"
            studying = _STUDYING.search(rest[:m.start(1)])
            study = find_degree(studying.group(1)) if studying else None
            if study:           # "now a PhD student at X": studying there, not employed
                yield Education(evidence, name, study[0], org)
            elif title:
                yield Position(evidence, name, title, org)


_INITIALS_LED = re.compile(r"(?:(?:Prof|Dr)\.?\s+)?(?!U\.\s?[SK]\.)(?:[A-Z]\.[\s-]*){1,3}[A-Z][\w'’\-]+(?![\w'’\-]*\s+(?:[A-Z][\w'’\-]*\s+)*"
                           r"(?:University|Institute|Agency|Bureau|Corps|Laborator|Center|Centre|Department|Administration))")
_MONTH_YEAR = re.compile(rf"(?:{MONTHS})\.?\s+(?:19|20)\d\d\b", re.I)
_FIRST_SENTENCE_END = re.compile(r"(?<=[a-z]{4})\.\s+(?=[A-Z])")
_AS_ROLE = re.compile(r"\s+as\s+(?:an?\s+)?([^,;()]{3,60}?)\s*\.?$")
_AFTER_DASH = re.compile(rf"^\s*(?:\([^()]{{0,80}}\))?\s*{_DASH}\s*([^;]+)$")
_ARROW_NOW = re.compile(r"(?:→|->)\s*(?=now\b)")


def _employer_parts(text: str) -> list[str]:
    """"Becker Institute, University of Chicago" -> both; "CNRS, Marseille" -> the employer without its town."""
    orgs = [o.strip() for o in text.split(",")]
    while len(orgs) > 1 and is_location(orgs[-1]):
        orgs.pop()
    if len(orgs) > 1 and _UNIVERSITY_OF.fullmatch(orgs[-2]) and not ORG_WORDS.search(orgs[-1]) \
            and len(orgs[-1].split()) <= 2 and not orgs[-1].isupper():
        orgs[-2:] = [f"{orgs[-2]}, {orgs[-1]}"]      # "University of Nevada, Reno": a campus, part of the name
    while len(orgs) > 1 and is_town(orgs[-1]):
        orgs.pop()          # "Morgan Stanley, Budapest": the town it is in
    return orgs if len(orgs) > 1 and all(looks_like_org(o) for o in orgs) else [", ".join(orgs)]


_UNIVERSITY_OF = re.compile(r"University of [A-Z][\w\-]+(?: [A-Z][\w\-]+)?")


# 'PhD 2014, "Thesis title". Structural Engineer, X Ltd.': a CV's students table gives the first job after the title
_AFTER_THESIS_JOB = re.compile(r"(?:[\"”]\s*\.|[.?!][\"”]|[\"”]\s+[–—])\s+(?P<title>[A-Z][^,;()\"“”.]{2,60}),\s+(?P<org>[A-Z][^;()\"“”]{1,120}?)\s*(?:\.(?=\s|$)|$)")
# "(Ph.D. 1981) – Professor, X" / "— PhD 2017 — Senior Scientist, X": what the student did, then where they went
_AFTER_DEGREE = re.compile(r"\(([^();]{2,40});\s*([^();]{2,80})\)")
# ("Ana Ruiz (PhD 2015) — Title, Org", "Ana Ruiz — PhD 2015 — Title, Org", "Ana Ruiz, PhD 2015 (R) — Title, Org")
_DASH_JOB = re.compile(r"^\s*(?P<did>\([^()]{0,80}\)|[–—,][^–—,;()]{2,60}?(?:19|20)\d{2}(?:\s*[-–]\s*(?:19|20)\d{2})?"
                       r"(?:\s*\([^()]{1,20}\))?)?"
                       r"\s*(?:[–—]|(?<=\)\s)--?(?=\s)|(?<=\)):(?=\s))\s*(?P<title>[A-Za-z][^,;:()–—]{2,60}),\s+(?P<org>(?:the\s+)?[A-Z][^,;()]{2,80}?(?:,\s+[A-Z][^,;()]{2,80}?)?)\s*\.?$")
_STUDENT_TITLE = re.compile(r"(?:m\.?d\.?\s*/\s*)?(?:(ph\.?\s?d\.?|d\.?\s?phil\.?|doctoral|master['’]?s?|msc|m\.sc\.?|bsc|b\.sc\.?|m\.?d\.?)|(medical))\s+(?:student|candidate)$", re.I)
_DASH_ORG = re.compile(rf"^\s*\(([^()]{{2,80}})\)\s*{_DASH}\s*((?-i:[A-Z])[^,;()]{{1,80}}?)\s*\.?$")
_GRADUATE_STUDENT = re.compile(r"(?:graduate|grad)\s+student", re.I)
_JOB_NOUN = re.compile(r"[a-z](?:ist|ician|eer|[eo]r|ney|yer)$")  # "Research Geologist", "Statistician", "Engineer", "Attorney"
_STUDY_AT = re.compile(r"^(?:(?:pursuing|doing|studying for|working towards?)\s+)?((?:an?\s+|the\s+)?(?:ph\.?\s?d\.?|doctoral|doctorate|master['’]?s?|msc|m\.sc\.?)(?:\s+(?:student|candidate|"
                       r"studies|program(?:me)?|position))?)\s+(?:at|in)\s+(?:the\s+)?([A-Z].+)$", re.I)
_FIELD_AT = re.compile(r"((?-i:[A-Z])[\w&\- ]{1,60}?)\s+at\s+(?:the\s+)?((?-i:[A-Z]).+)$")
_STUDYING = re.compile(r"\b((?:a\s+)?(?:ph\.?\s?d\.?|doctoral|master['’]?s?|msc|m\.sc\.)\s+(?:student|candidate))\s+(?:at|in|with)\s*$",
                       re.I)
_TITLE_BEFORE_AT = re.compile(rf"((?:[A-Z][\w\-]*\s+){{0,3}}(?:{TITLE_ALTS})(?:\s+emerit(?:us|a))?"
                              rf"(?:\s+(?:of|in)\s+(?-i:[A-Z])[\w\-]*(?:\s+(?-i:[A-Z])[\w\-]*){{0,3}})?)\s+(?:at|with)\s*$",
                              re.I)     # ("Lecturer in Inorganic Chemistry at")


# "Assistant Professor (Teaching Stream), X", "(Profesora-Investigadora), X": a title's own note in brackets, no place
_POST_NOTE = re.compile(r"\b((?:Professor|Lecturer|Fellow|Scientist|Researcher|Engineer|Instructor|Associate)(?:\s+of\s+[A-Z][\w\-]*)?)"
                         r"\s+\([A-Z][^()]{2,40}\)(?=\s*,\s*[A-Z])")
# "later of X", "now of X": where a former member went
_LATER_OF = r"\b(?:later|subsequently|afterwards|now)\s+of\b"
# "moved to X and led its Y", "now at X, where she heads Y": the next clause, no part of the place
_NEXT_CLAUSE = re.compile(r"\s+and\s+(?=(?:later\s+|then\s+)?(?:led|headed|founded|ran|became|was|is|has|built|directed|"
                          r"chaired|spent|stayed|retired)\b)")
# "a professorship at X", "a lectureship at Y": the post as its holder's title
_POST_NOUN = re.compile(r"\b(?:an?\s+)?((?:full\s+|associate\s+|assistant\s+|tenured\s+)?)(professorship|lectureship|readership)\b",
                        re.I)
_HOLDER = dict(_POST_NOUNS)     # (career's: "professorship" -> "Professor")
_WORD_THEN_STOP = re.compile(r"([^\W_]{4,})\.\s+(?=[A-Z])")     # (after a word or year too long for most abbreviations)
_ABBREVIATED = frozenset({"asst", "assoc", "assist", "associate", "dept", "depart", "univ", "inst", "techn", "chem", "prof",
                          "corp", "intl", "natl"})


_NAMED_BEFORE = re.compile(r"([A-ZÀ-ÖØ-Þ][\w'’\-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’\-]*)+)\s*[,(]\s*$")
_LABEL_BEFORE = re.compile(r"(?:supervis|advis|reader|mentor|promot|examin|committee|referee)\w*\b", re.I)


def _without_others_degrees(text: str) -> str:
    """``text`` with the degrees that are not the student's blanked: a degree right after a person a label names
    ("Supervisor: Ahmet Koç, PhD (Starship)", "supervisors A and Rasmus Ilves (PhD student)"), and a prize's or a
    distinction's ("1st prize, Master's level", "cum laude, International Doctorate Mention")."""
    if not _LABEL_BEFORE.search(text) and " level" not in text and " Mention" not in text:
        return text
    start = 0
    while (found := find_degree(text[start:])) and start < len(text):
        at, end = start + found[1].start(), start + found[1].end()
        before = text[:at]
        named = _NAMED_BEFORE.search(before[-80:])
        if named and _LABEL_BEFORE.search(before[-140:]) and take_names(named.group(1)) \
                and not looks_like_org(named.group(1)) or re.match(r"\s+(?:level|(?-i:Mention))\b", text[end:]):
            text = text[:at] + " " * (end - at) + text[end:]
        start = end
    return text


def _destination_title(text: str) -> str | None:
    """The job title right before "at X" ("now Assistant Professor at"), as written."""
    m = _TITLE_BEFORE_AT.search(text[-80:])
    if not m:
        return None
    title = re.sub(r"^(?:(?:now|currently|then|is|was|who|a|an|for|many|several|years|became|become|went on to become|"
                   r"(?:will\s+)?(?:start|starts|started|begin|begins|began)\s+as)\s+)+", "",
                   m.group(1).strip(), flags=re.I)     # ("for many years a senior scientist at X", "will start as X at")
    return title[:1].upper() + title[1:] if title else None


def _degree(evidence: Evidence, name: str, rest: str, end: int | None) -> Iterator[Claim]:
    """"X, MEng, Imperial College London, 2019": the student's degree and where."""
    rest = _without_others_degrees(rest)
    found = find_degree(rest)
    if not found or found[1].group(0).isupper() and re.match(r"-[A-Z]{2}", rest[found[1].end():]):
        return              # ("Barcelona Supercomputing Center (BSC-CNS)": an acronym, no degree)
    # "Thesis (Doctorate in X) - Federal University of Y. Advisor: Z": up to the sentence's end, after the dash
    # (not "(Ph.D. 2019) – Samsung": a dash after the degree's year says where the student went)
    dash = " .–—-" if not (_DASH_ORG.match(rest) or _DASH_JOB.match(rest)) else " ."
    # ("Master in Agronomy) - Universidade X": the field after the degree's "in", as after "Doctorate in")
    after_degree = found[1].end() - 2 if found[1].group(0).lower().endswith(" in") else found[1].end()
    parts = [re.split(r"(?<=[a-zà-ÿ]{3})\.\s", p, maxsplit=1)[0].strip(dash) for p in re.split(r",|\(|\)", rest[after_degree:])]
    # the organisation follows the degree directly ("MEng, Imperial College"), years aside
    org = next((p for p in parts if p and not re.fullmatch(r"[\d\s–—-]+|in\s+.*", p)), None)
    if org and re.match(rf"\s*\(\s*{re.escape(org)}\.?\)", rest[found[1].end():]) and re.fullmatch(r"[A-Z][a-z]{1,5}", org):
        return              # "M.Sc. (Ag.)", "B.E. (Hons.)", "BSc(Hons)": the degree's branch, abbreviated, no place
    after = parts[parts.index(org) + 1:] if org else []
    place = next((p for p in after if p.strip()), "").strip()
    if org and place and rest[found[1].end():].startswith(f" {org},") and len(org) >= 5 and not re.search(r"\d", org) \
            and not TITLE_WORDS.search(org) and not ROLE.search(org) and not ORG_WORDS.search(org) and not org.isupper() and \
            (ORG_WORDS.search(place) or re.fullmatch(r"[A-Z]{2,8}", place)) and looks_like_org(place):
        org = place         # "(MSc Biomedicine, KI)": the degree's field, then where
    if org and looks_like_org(org) and not (TITLE_WORDS.search(org) and not STRONG_ORG.search(org)) \
            and not _BARE_PROGRAM.fullmatch(org) and not ADVISOR_ROLE.match(org) \
            and not _MAJOR_SHORT.fullmatch(org.split(" since ")[0].strip()):     # ("PhD, Co-supervisor (...)"; "B.S. EE")
        # ("Jo Bell, MD - Clinical Fellow", "PhD, Associate Professor": a role after the degree, no place of study;
        # "Genetics PhD Training Program": the programme, no place)
        yield Education(evidence, name, found[0], org, None, None, end)


# a major's usual short name after a degree ("B.S. EE", "M.S. CmpE"), no place of study
_MAJOR_SHORT = re.compile(r"EE|CS|CE|ME|AE|BME|ECE|EECS|CSE|CmpE|ChE|MSE|IE|ISyE|CivE|EnvE|MechE|Math|Bio|Chem|Phys|Econ|Psych")
_BARE_PROGRAM = re.compile(r"(?:(?:Training|Graduate|Degree|Research|Doctoral|Joint|Dual)\s+)*(?:Program|Programme|Track|Course)s?",
                           re.I)


# A page of several units (a centre's or institute's groups): each unit's name stands alone above a
# "Group leader: X" / "Head: X" line, then "Members: A (postdoc), B (PhD student)".
_UNIT_LEADER = re.compile(r"^(?P<title>(?:(?:research|team|group|lab|unit|facility|deputy)\s+)?(?:leader|head|director|manager|"
                          r"coordinator)|principal investigators?|pi|responsable)\s*:\s*(?P<name>\S.{2,100})$", re.I)
_UNIT_DEPUTY = re.compile(r"^(?:deputy(?:\s+(?:leader|head))?|co-?leader|vice[- ](?:head|director))\s*:\s*(?P<name>\S.{2,100})$", re.I)
_UNIT_DASHED = re.compile(r"^(?P<name>[^–—:,()]{3,60}?)\s+[–—]\s+(?P<role>[^–—:()]{2,60})$")     # "Name – Postdoc"
_UNIT_MEMBERS = re.compile(r"^(?:(?:group|team|lab|unit)\s+)?(?:members|researchers|staff)\s*:\s*(?P<names>\S.+)$", re.I)
_UNIT_ROLE = (r"(?P<role>(?:post-?doctoral\s+(?:researchers?|fellows?|associates?|scholars?)|post-?docs?|"
              r"(?:ph\.?\s?d\.?|doctoral|m\.?sc\.?|master['’]?s?|undergraduate|graduate)\s+(?:students?|candidates?|researchers?)|"
              r"technicians?|research\s+(?:assistants?|technicians?|software\s+engineers?|associates?)|"
              r"lab(?:oratory)?\s+managers?))")
_UNIT_ROLE_MEMBERS = re.compile(rf"^{_UNIT_ROLE}\s*:\s*(?P<names>\S.+)$", re.I)
_UNIT_ROLE_HEAD = re.compile(rf"^{_UNIT_ROLE}\s*:?$", re.I)         # a sub-heading over its bullets: "PhD students"
_NOTE_AFTER = re.compile(r"\s*\([^()]*\)\s*$")
_UNIT_CUES = ("leader", "head", "director", "manager", "coordinator", "principal", "pi", "responsable")
_UNIT_HEADING = re.compile(r"(?-i:[A-Z][\w\-&'’]*)(?:\s+(?:of|for|and|on|in|the|&|(?-i:[A-Z][\w\-'’]*))){1,7}")
_UNIT_NOUN = re.compile(r"\b(?:group|lab|laboratory|team|facility|unit|core|platform|division|section|centre|center)$", re.I)
_BREADCRUMB = re.compile(r"\s+(?:>|›|»|/|[–—|])\s+")


_STRONG = re.compile(r"^\W*\*\*|\*\*")


def unit_rosters(path: str, lines: tuple[Line, ...]) -> tuple[list[Claim], set[int]]:
    """Claims of a page that lists several units with their heads and members: each member belongs to their
    unit (and the university the page's first lines name), a unit's trainees are its head's advisees, and
    staff hold their role in the unit; and the lines of the units read (whose advisors these are). A page with one
    unit is left to the members lists of ``student_list``."""
    # two unit lines at least ("Group leader: X" under two headings); a cheap look at every line first
    if sum(1 for ln in lines if ":" in ln.text and mentions(ln.text.lower().replace("*", ""), _UNIT_CUES)) < 2:
        return [], set()
    rows = [(ln, _STRONG.sub("", strip_bullet(ln.text)).strip()) for ln in lines if ln.text.strip()]
    units: list[tuple[int, str, str, str]] = []        # (row index, unit, head's title, head's name)
    for k, (line, text) in enumerate(rows):
        if ":" not in text[:40] or not mentions(text[:40].lower(), _UNIT_CUES):
            continue
        m = _UNIT_LEADER.match(text)
        name = _leading_name(m.group("name")) if m else None
        heading = next((t for _, t in reversed(rows[max(0, k - 2):k]) if len(t) < 70 and not t.endswith((".", ":"))
                        and ":" not in t and (looks_like_org(t) or _UNIT_NOUN.search(t) or _UNIT_HEADING.fullmatch(t))
                        and _leading_name(t) != name), None) \
            if name else None
        if heading:
            units.append((k, heading, m.group("title").strip(), name))
    if len({u[1] for u in units}) < 2:
        return [], set()
    top = [t for _, t in rows[:6]]
    orgs = [o.strip() for t in top for o in (_BREADCRUMB.split(t) if _BREADCRUMB.search(t) else t.split(","))
            if looks_like_org(o.strip())]
    university = next((o for o in orgs if re.search(r"\buniversit|\binstitute of technology\b|\bcollege\b", o, re.I)), None)
    if university is None:
        # a report's opening sentence says whose groups they are: "The Instituto Gulbenkian de Ciência (IGC) hosted
        # 27 research groups in 2023"
        opening = " ".join(t for _, t in rows[:units[0][0]])
        host = next((split_acronym(o)[0] for o in orgs_in(re.sub(r"\bThe (?=[A-Z])", "at the ", opening))
                     if re.search(r"\b(?:universi|institut|college)", o, re.I)), None)
        university = host if host and looks_like_org(host) else None
    out: list[Claim] = []
    bounds = [u[0] for u in units] + [len(rows)]
    for (k, unit, title, head), end in zip(units, bounds[1:]):
        evidence = Evidence(path, rows[k][0].number, rows[k][1][:300])
        out += [Position(evidence, head, title[:1].upper() + title[1:], unit), Affiliation(evidence, head, unit)]
        out += [Affiliation(evidence, head, university), PartOf(evidence, unit, university)] if university else []
        listed = None           # the role a sub-heading gives the bullets under it ("PhD students" / "  • A")
        for line, text in rows[k + 1:end]:
            m = _UNIT_MEMBERS.match(text)
            if not m and not is_bullet(line.text):
                listed = head_role.group("role") if (head_role := _UNIT_ROLE_HEAD.match(text)) else None
                if listed:
                    continue
            if not m and listed and is_bullet(line.text) and (name := _leading_name(text)):
                # "Postdocs" / "• Dr. Arvind Subramaniam", "PhD students" / "• A (co-supervised with Prof. B)"
                items = [f"{name} ({re.sub(r's$', '', listed.strip())}) {text[text.find(name) + len(name):]}".strip()]
            elif not m and (deputy := _UNIT_DEPUTY.match(text)) and (name := _leading_name(deputy.group("name"))):
                # "Deputy: Ana Lúcia Ferreira, Associate Professor": the unit's deputy, and her rank there
                rank = deputy.group("name")[len(name):].strip(" ,")
                ev = Evidence(path, line.number, text[:300])
                out += [Position(ev, name, rank if FACULTY_RANK.search(rank) else "Deputy", unit), Affiliation(ev, name, unit)]
                out += [Affiliation(ev, name, university)] if university else []
                continue
            elif not m and (dashed := _UNIT_DASHED.match(text)) and _leading_name(dashed.group("name")) == \
                    clean_name(dashed.group("name")):
                items = [f"{dashed.group('name')} ({dashed.group('role')})"]     # "Priya Raghunathan – Postdoc"
            elif not m and (labelled := _UNIT_ROLE_MEMBERS.match(text)):
                # "PhD Students: A, B", "Postdoctoral Researcher: C": the unit's members in that role
                label = re.sub(r"s$", "", labelled.group("role").strip())
                items = [f"{_NOTE_AFTER.sub('', i).strip()} ({label})" for i in top_level_items(labelled.group("names"))]
            elif not m:
                continue
            else:
                items = top_level_items(m.group("names"))
            for item in items:
                name = _leading_name(item)
                if not name:
                    continue
                ev = Evidence(path, line.number, item[:300])
                role = re.search(r"\(([^()]+)\)", item)
                role = role.group(1).split(",")[0].strip() if role else ""
                level = find_level(role) if role else None
                out.append(Affiliation(ev, name, unit))
                if university:
                    out.append(Affiliation(ev, name, university))
                if level in ("PhD", "Master", "Bachelor", "Postdoc", "Intern"):
                    out.append(Supervision(ev, head, name, level))
                    for co in islice(_CO.finditer(item), MAX_PHRASES):
                        out += [Supervision(ev, other, name, level, role="co-supervisor") for other in take_names(item[co.end():])]
                if level in ("PhD", "Master") and university:
                    out.append(Education(ev, name, "PhD" if level == "PhD" else "MSc", university))
                elif role and level not in ("PhD", "Master", "Bachelor", "Intern"):
                    out.append(Position(ev, name, role[:1].upper() + role[1:], unit))
    return out, {c.evidence.line for c in out if isinstance(c, Supervision)}


# A thesis defence's record of labelled lines ("Candidate: X" / "Research group: Y (YG)" / "Supervisor(s): Prof. A
# (promotor, YG); dr. B, Z Institute (co-promotor)" / "Committee: ..." / "Result: doctoral degree awarded")
_RECORD_LABEL = re.compile(r"^\s*(?:[-•*·]\s*)?(?P<label>[A-Za-z][\w()'’ .\-]{2,40}?)\s*:\s+(?P<value>\S.*)$")
_CANDIDATE_LABEL = re.compile(r"^(?:(?:ph\.?\s?d\.?|doctoral|master['’]?s?|m\.?sc\.?)\s+)?(?:candidate|defendant|"
                              r"doctorand(?:us|a)?|promovend(?:us|a)?|student)$", re.I)
_SUPERVISOR_LABEL = re.compile(r"^(?:(?:main|principal|primary|thesis|doctoral|co-?)\s*)?(?:supervisor|advisor|adviser|"
                               r"promot[oe]r|director|mentor)s?(?:\s*\(s\))?$|^(?:supervised|advised)\s+by$", re.I)
_GROUP_LABEL = re.compile(r"^(?:research\s+)?(?:group|lab|laboratory|team|unit|research\s+unit)$", re.I)
_COMMITTEE_LABEL = re.compile(r"^(?:(?:examination|doctoral|thesis|defence|defense|jury)\s+)?(?:committee|jury|"
                              r"examiners?|opponents?|board)$", re.I)
_RESULT_LABEL = re.compile(r"^(?:result|outcome|status)$", re.I)
_AWARDED = re.compile(r"\b(?:awarded|granted|conferred|passed|defended|successful)\b", re.I)
_CO_ROLE = re.compile(r"\bco-?(?:promot[oe]r|supervisor|advis[oe]r|director|mentor)\b", re.I)
_ROLE_WORD = re.compile(r"^(?:co-?)?(?:promot[oe]r|supervisor|advis[oe]r|director|mentor|chair|secretary|member|"
                        r"main|principal|external|internal)\b", re.I)
_JOINT = re.compile(r"\bjoint\s+(?:ph\.?\s?d\.?|doctorate|degree)\s+(?:of|between|with)\s+(.+?)\s+(?:and|&)\s+(.+?)\s*$", re.I)
_PAGE_UNIT = re.compile(r"^(?:Department|Dept\.?|School|Faculty|Division|Institute)\b")


def defended_above(lines: tuple[Line, ...], claims: list[Claim]) -> list[Claim]:
    """A news story's defence: "On 24 May, Hanna Kuusela successfully defended her doctoral thesis ..." over its
    labelled lines ("Supervisor: Prof. X" / "Co-supervisor: Dr. Y"): the supervisors those lines name are the
    defender's (at the degree defended), not the page's person's.

    >>> text = ["Hanna Roe successfully defended her doctoral thesis", "on fins.", "", "  Supervisor: Prof. Ann Lind"]
    >>> found = [Supervision(Evidence("t", 4, "Supervisor: Prof. Ann Lind"), "Ann Lind", OWNER, "Unspecified")]
    >>> [(c.advisor, c.advisee, c.level) for c in defended_above(tuple(Line(i, t) for i, t in enumerate(text, 1)), found)]
    [('Ann Lind', 'Hanna Roe', 'PhD')]
    """
    out = []
    for c in claims:
        if isinstance(c, Supervision) and c.advisee == OWNER and ENTRY_SUPERVISORS.match(c.evidence.text.lstrip(" *-•")):
            c = _defender(lines, c) or c
        out.append(c)
    return out


def _defender(lines: tuple[Line, ...], c: Supervision) -> Supervision | None:
    """The supervision a labelled line states, of the person the paragraph just above it says defended (or None)."""
    k = c.evidence.line - 1
    while k > 0 and lines[k - 1].text.strip() and ":" in lines[k - 1].text[:40]:
        k -= 1      # (the record's other labelled lines above it: "Supervisor: X" over "Co-supervisor: Y")
    while k > 0 and not lines[k - 1].text.strip():
        k -= 1
    paragraph = []
    while k > 0 and lines[k - 1].text.strip() and len(paragraph) < 8:
        paragraph.insert(0, lines[k - 1].text.strip())
        k -= 1
    m = _NEWS_DEFENDED.search(" ".join(paragraph)) if paragraph else None
    name = clean_name(m.group("name")) if m else ""
    if not m or not looks_like_name(name) or fold(name) in NOT_NAME_WORDS:
        return None
    level = c.level if c.level != "Unspecified" else find_level(m.group("level")) or c.level
    return replace(c, advisee=name, level=level)


def defence_records(path: str, lines: tuple[Line, ...]) -> tuple[list[Claim], set[int]]:
    """Claims of a page of thesis defences, each a record of labelled lines: the candidate's supervisors (a
    "co-promotor" co-supervises), the group the candidate belongs to and the page's university (where the degree
    is studied for, or earned once the record's result says so), and where supervisors and examiners work; and
    the lines of the records read (no one else's "Supervisor: X" there)."""
    if sum(1 for ln in lines if ":" in ln.text[:40] and _CANDIDATE_LABEL.match(_label(ln.text))) < 1:
        return [], set()
    rows = [(ln, _RECORD_LABEL.match(ln.text)) for ln in lines]
    top = [o.strip() for ln in lines[:6] for o in re.split(r"\s+[|–—]\s+|\s*,\s*|" + _BREADCRUMB.pattern, ln.text)]
    page_orgs = [o for o in top if looks_like_org(o)]
    university = next((o for o in reversed(page_orgs) if not _PAGE_UNIT.match(o)), None)
    unit = next((o for o in page_orgs if _PAGE_UNIT.match(o)), None)
    acronyms: dict[str, str] = {}
    out: list[Claim] = []
    covered: set[int] = set()
    k = 0
    while k < len(rows):
        if not rows[k][0].text.strip():
            k += 1
            continue
        end = k
        while end < len(rows) and rows[end][0].text.strip():
            end += 1
        record = rows[k:end]
        k = end
        fields: dict[str, tuple[Line, str]] = {}
        for line, m in record:
            if m:
                fields.setdefault(_field(m.group("label")), (line, m.group("value").strip()))
        if "candidate" not in fields or "supervisors" not in fields:
            continue
        line, value = fields["candidate"]
        names = take_names(value)
        if not names:
            continue
        candidate = names[0]
        covered.update(ln.number for ln, _ in record)
        evidence = Evidence(path, line.number, value[:300])
        level = "Master" if re.match(r"m", _label(line.text), re.I) else "PhD"
        result = fields.get("result")
        done = bool(result and _AWARDED.search(result[1]))
        when = next((ys[-1] for ln, _ in record for ys in [years(ln.text)] if ys and "date" in ln.text.lower()[:12]), None)
        end_year = when if done else None
        joint = _JOINT.search(value)
        places = [p.strip() for p in joint.groups()] if joint else [university] if university else []
        group = None
        if "group" in fields:
            g = fields["group"][1].strip(" .")
            name, short = split_acronym(g)          # "Electrochemical & Catalytic Reaction Engineering (ECRE)"
            if short:
                acronyms[short] = name
            group = name if short else acronyms.get(g, g)
        for place in places:
            out.append(Education(evidence, candidate, "PhD" if level == "PhD" else "Master's", place, None, None, end_year))
            out.append(Affiliation(evidence, candidate, place))
        members = [o for o in (group, unit) if o]
        out += [Affiliation(evidence, candidate, o) for o in members if looks_like_org(o) or o in acronyms.values()]
        sup_line, sup_value = fields["supervisors"]
        co_label = bool(re.match(r"co", _label(sup_line.text), re.I))
        for item in [p for p in re.split(r"\s*;\s*", sup_value) if p.strip()]:
            found = take_names(item)
            if not found:
                continue
            person = found[0]
            ev = Evidence(path, sup_line.number, item[:300])
            co = co_label or bool(_CO_ROLE.search(item))
            out.append(Supervision(ev, person, candidate, level, None, end_year, "co-supervisor" if co else None))
            out += _where_they_work(ev, person, item, acronyms, unit, university)
        if "committee" in fields:
            com_line, com_value = fields["committee"]
            for item in [p for p in re.split(r"\s*;\s*", com_value) if p.strip()]:
                found = take_names(item)
                if found:
                    out += _where_they_work(Evidence(path, com_line.number, item[:300]), found[0], item, acronyms,
                                            unit, university)
    return out, covered


def _label(text: str) -> str:
    m = _RECORD_LABEL.match(text)
    return m.group("label").strip() if m else ""


def _field(label: str) -> str:
    label = label.strip()
    for name, pattern in (("candidate", _CANDIDATE_LABEL), ("supervisors", _SUPERVISOR_LABEL), ("group", _GROUP_LABEL),
                          ("committee", _COMMITTEE_LABEL), ("result", _RESULT_LABEL)):
        if pattern.match(label):
            return name
    return label.lower()


def _where_they_work(evidence: Evidence, person: str, item: str, acronyms: dict[str, str], unit: str | None,
                     university: str | None) -> list[Claim]:
    """"Prof. A (promotor, ECRE)": a group of the page's (and so its unit and university); "dr. B, VITO – Flemish
    Institute for Technological Research (co-promotor)", "Prof. C (University of X, chair)": where they work."""
    after = re.sub(r"^.*?" + re.escape(person.split()[-1]), "", item, count=1)
    parts = [p.strip(" .") for bracket in re.findall(r"\(([^()]+)\)", after) for p in bracket.split(",")]
    outside = re.sub(r"\([^()]*\)", "", after).strip(" ,.")
    beside = [p.strip() for piece in re.split(r"\s*,\s*", outside) for p in _dash_parts(piece) if p.strip()]
    out: list[Claim] = []
    for k, part in enumerate(parts + beside):
        if not part or _ROLE_WORD.match(part) or is_location(part) or k and is_town(part):
            continue        # ("Kraftlänk Systems AB, Västerås, Sweden": after the first part, a town)
        if part in acronyms:
            out += [Affiliation(evidence, person, o) for o in (acronyms[part], unit, university) if o]
        elif looks_like_org(part) and (" " in part or len(parts) == 1) or part in beside and \
                _PLACE_NAME.fullmatch(part) and not looks_like_name(part) and not has_degree(part):
            # ("Leibniz Institute for Catalysis, LIKAT, Rostock": a short form and a town are no more places;
            # "dr. B, Deltares": a name after the person's is where they work)
            out.append(Affiliation(evidence, person, part))
    return out


def _dash_parts(text: str) -> list[str]:
    """"VITO – Flemish Institute for Technological Research": two names of one place; "Inria Rennes – Bretagne
    Atlantique": one name with its region."""
    parts = re.split(r"\s+[–—-]\s+", text)
    return parts if len(parts) > 1 and all(looks_like_org(p) or p.isupper() for p in parts) else [text]


_PLACE_NAME = re.compile(r"[A-Z][\w&.'’\-]+(?:\s+(?:[A-Z][\w&.'’\-]+|of|for|and|&)){0,6}")


# A label alone over its indented entries, as on a thesis's title page: "Supervisors:" / "   Assoc. Prof. A, School
# of X, UCD (Principal Supervisor)" / "   Dr. B, Y Institute (Co-Supervisor)"; "Examiners:" / "   Prof. C, Z University"
_BLOCK_LABEL = re.compile(r"^(?P<label>(?:(?:chair|head|convenor)\s+of\s+(?:the\s+)?(?:supervisory\s+)?(?:panel|committee)\s+and\s+)?"
                          r"(?:(?:principal|main|primary|thesis|doctoral|co-?)\s*)?(?:supervisors?|advisors?|"
                          r"advisers?|promot[oe]rs?|supervisory (?:team|committee)|supervised by)|(?:external |internal )?"
                          r"examiners?|examination committee|(?:thesis |doctoral )?committee|jury|opponents?)\s*:?$", re.I)
_SUPERVISING = re.compile(r"supervis|advis|promot", re.I)
_COLUMN_VALUE = re.compile(r"^\s*([A-Za-z][\w\- ]{2,30}?)\s*:\s{2,}(\S.*)$")


_ADVISEE_NOTE = re.compile(r"\b(?:students?|candidate|graduated|current position|now at|thesis:|dissertation:)", re.I)


def label_blocks(path: str, lines: tuple[Line, ...], level: str | None) -> tuple[list[Claim], set[int]]:
    """The page owner's supervisors (a "co-supervisor" co-supervises) and where they and the examiners work, from
    labels alone over indented entries (an entry's lines indented further continue it); and the lines read."""
    out: list[Claim] = []
    covered: set[int] = set()
    for k, line in enumerate(lines):
        m = _BLOCK_LABEL.match(line.text.strip())
        column = _COLUMN_VALUE.match(line.text) if not m and ":" in line.text[:40] and line.text[:1] != " " else None
        # (not "      Advisor:    Dr. X" indented under a graduate's record: the record's)
        if column and (m := _BLOCK_LABEL.match(column.group(1) + ":")) and _SUPERVISING.search(m.group("label")):
            # "Co-supervisors:      Docent X, KTH" / "                     Dr. Y, Z AB": the first value on the
            # label's line, the others under it in its column
            indent, first = column.start(2) - 1, column.start(2)
            entries: list[tuple[Line, str]] = [(line, column.group(2).strip())]
        elif not m or k + 1 >= len(lines):
            continue
        else:
            indent = len(line.text) - len(line.text.lstrip())
            entries, first = [], None       # (first: the indentation of the entries' first lines)
        supervising = bool(_SUPERVISING.search(m.group("label")))
        for below in lines[k + 1:k + 16]:
            text = below.text.strip()
            if not text:
                continue
            depth = len(below.text) - len(below.text.lstrip())
            if depth <= indent or _BLOCK_LABEL.match(text):
                break
            first = depth if first is None else first
            if depth > first and entries:
                entries[-1] = (entries[-1][0], f"{entries[-1][1]} {text}")      # "   Inria Rennes, France (Co-Supervisor)"
            else:
                entries.append((below, text))
        if any(_degree_year(text) or _ADVISEE_NOTE.search(text) for _, text in entries):
            continue        # a CV's "Primary advisor:" over the owner's students ("Jo Roe (Ph.D. 2020). Now at X")
        for entry, text in entries:
            names = take_names(text)
            if not names:
                continue
            covered.add(entry.number)
            evidence = Evidence(path, entry.number, text[:300])
            if supervising:
                co = bool(_CO_ROLE.search(text)) or m.group("label").lower().startswith("co")
                out.append(Supervision(evidence, names[0], OWNER, level or "Unspecified", role="co-supervisor" if co else None))
            out += _where_they_work(evidence, names[0], text, {}, None, None)
    return out, covered


def tree_parents(section: Section) -> dict[int, str]:
    """A students section drawn as a nested list (a lab's family tree: its head at the margin, "PhD students" under
    them, each student deeper, "her students: ..." deeper still): each entry's line and its indented lines -> the
    name of the entry it hangs under; a head's own line -> its own name. Empty unless some named entry hangs under
    another."""
    parents: dict[int, str] = {}
    heads: dict[str, int] = {}          # a named entry with named entries under it -> its line
    entries: dict[str, int] = {}
    stack: list[tuple[int, str | None]] = []
    last: str | None = None
    for line in section.lines:
        if not line.text.strip():
            continue
        indent = len(line.text) - len(line.text.lstrip())
        if _OUTLINE_NUMBER.match(line.text):
            stack, last = [], None      # "4.3 Tesi di Laurea Magistrale": a CV outline's sub-heading, no entry
            continue
        if not is_bullet(line.text):
            if last is not None and stack and indent > stack[-1][0]:
                parents[line.number] = last         # the entry's own wrapped line
            continue
        while stack and stack[-1][0] >= indent:
            stack.pop()
        text = strip_bullet(line.text)
        own = re.match(r"(?:his|her|their)\s+(?:students|advisees)\s*:", text, re.I)
        name = None if own or _LEVEL_SUBHEAD.match(text) or _SUB_HEADING.search(text) else _leading_name(text)
        parent = next((n for _, n in reversed(stack) if n), None)
        last = None
        if parent and (name or own):
            parents[line.number] = last = parent        # ("her students: A (PhD 2020); B": the entry above's)
            heads.setdefault(parent, entries.get(parent, 0))
        if name:
            entries[name] = line.number
        stack.append((indent, name))
    if not heads:
        return {}
    return parents | {number: name for name, number in heads.items() if number and number not in parents}


# An academic family tree's page (a lineage site): under "Parents" the page's person's mentors, under "Children" their
# trainees, each a table row "Name | Relationship | Years | Institution | ...", the relationship the trainee's
# ("grad student", "post-doc"); and a "Lineage: A → B → C" line, each an advisor of the next.
_TREE_SIDE = re.compile(r"^\W*(?:(?P<up>parents|mentors|advisors|sign in to add (?:a )?mentor)|"
                        r"(?P<down>children|trainees|sign in to add (?:a )?trainee)|(?P<off>collaborators))\W*$", re.I)
_TREE_LINEAGE = re.compile(r"^\W*(?:academic\s+)?(?:lineage|genealogy|ancestry)\s*:\s*(?P<chain>[^.;]+?\s*(?:→|->)\s*[^.;]+)", re.I)
_TREE_COLUMNS = {"name": re.compile(r"^(?:name|person)$", re.I), "relation": re.compile(r"^relationship|^relation$|^role$", re.I),
                 "years": re.compile(r"^(?:years?|dates?|period)$", re.I), "place": re.compile(r"^institution|^university|^where$", re.I),
                 "degree": re.compile(r"^degree", re.I), "now": re.compile(r"^(?:now|current(?:ly)?|current position|today)$", re.I)}


def family_tree(path: str, lines: tuple[Line, ...]) -> list[Claim]:
    """Supervisions (and trainees' degrees, posts and whereabouts) of a family tree's tables and lineage line.

    >>> rows = ["Parents", "Name | Relationship | Years | Institution", "Ana Ruiz | grad student | 2004-2009 | Lund University",
    ...         "", "Children", "Name | Relationship | Years | Institution | Degree",
    ...         "Bo Li | grad student | 2012-2017 | Lund University | M.Sc. 2017"]
    >>> sorted((s.advisor, s.advisee, s.level) for s in family_tree("x", tuple(Line(k, t) for k, t in enumerate(rows)))
    ...        if isinstance(s, Supervision))
    [('\\x00owner', 'Bo Li', 'Master'), ('Ana Ruiz', '\\x00owner', 'PhD')]
    """
    found: list[Claim] = []
    side, columns = None, None
    for line in lines:
        text = line.text.strip()
        if (turn := _TREE_SIDE.match(text)) and " | " not in text:
            side, columns = ("up" if turn.group("up") else "down" if turn.group("down") else None), None
            continue
        if (chain := _TREE_LINEAGE.match(text)):
            names = [clean_name(n) for n in re.split(r"\s*(?:→|->)\s*", chain.group("chain"))]
            if all(looks_like_name(n) for n in names):
                evidence = Evidence(path, line.number, text[:300])
                found += [Supervision(evidence, a, b, "Unspecified") for a, b in zip(names, names[1:])]
            continue
        cells = [c.strip() for c in text.split("|")] if " | " in text else []
        if not cells:
            columns = None if text else columns
            continue
        if any(_TREE_COLUMNS["relation"].match(c) for c in cells) and any(_TREE_COLUMNS["name"].match(c) for c in cells):
            columns = {key: next((k for k, c in enumerate(cells) if pattern.match(c)), None)
                       for key, pattern in _TREE_COLUMNS.items()}
            continue
        if side is None or columns is None or len(cells) < 3:
            continue
        found += _tree_row(Evidence(path, line.number, text[:300]), side, columns, cells)
    return found


def _tree_row(evidence: Evidence, side: str, columns: dict, cells: list[str]) -> list[Claim]:
    def cell(key: str) -> str:
        return cells[columns[key]] if columns.get(key) is not None and columns[key] < len(cells) else ""
    name, relation = clean_name(cell("name")), cell("relation").lower()
    if not looks_like_name(name) or not relation or "collaborat" in relation:
        return []
    degree = find_degree(cell("degree")) if cell("degree") else None
    level = (find_level(cell("degree")) if degree else None) or find_level(relation) or \
        ("PhD" if re.search(r"\bgrad(?:uate)?\b", relation) else "Unspecified")
    start, end = year_span(cell("years"))
    place = cell("place")
    advisor, advisee = (name, OWNER) if side == "up" else (OWNER, name)
    out: list[Claim] = [Supervision(evidence, advisor, advisee, level, start, end)]
    if not looks_like_org(place):
        return out
    if level == "Postdoc":      # ("Institute of X, University of Y": the unit, in its university)
        parts = org_line(place) or [place]
        out += [Position(evidence, advisee, "Postdoctoral researcher", parts[0], start, end),
                *(Affiliation(evidence, advisee, part) for part in parts)]
    elif side == "down" and degree:
        out.append(Education(evidence, name, degree[0], place, None, None, next(iter(years(cell("degree"))), None)))
    # where a trainee went: the "Now" column, or a short row's last cell past its place ("Assistant Professor, X")
    now = cell("now") if len(cells) > (columns.get("now") or 99) else \
        cells[-1] if columns.get("place") is not None and len(cells) > columns["place"] + 1 and not find_degree(cells[-1]) \
        and "," in cells[-1] else ""
    if side == "down" and now:       # ("Researcher, X (SLU)": the place's short name aside)
        out += list(_destination(evidence, name, " – " + re.sub(r"\s*\([A-Z][\w/\-]{1,12}\)$", "", now)))
    return out
