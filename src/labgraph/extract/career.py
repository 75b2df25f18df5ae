"""Education, positions and affiliations: from CV entries and from first-person sentences.

Entries are runs of lines that start with a degree or a job title ("PhD in X,
2018" / "Research Intern, Microsoft Research, USA, 2016" / a title line with
the organisation and the dates on the lines below). Sentences are the ways
people say it in prose ("I am an Assistant Professor in the School of X at the
University of Y", "I obtained my PhD from Z", "PhD candidate at Z").
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache

from ..model import OWNER, Affiliation, Award, Claim, Education, Evidence, Line, PartOf, Position, Section, Supervision
from ..names import FIELD_ENDINGS, SURNAME_PARTICLE, TITLE_PREFIX, clean_name, fold, given_first, looks_like_given_name, looks_like_name, title_case, without_nickname
from ..sections import EMPLOYMENT_KINDS, LABEL_CELL, classify_heading, is_bullet, menu_lines, strip_bullet
from .awards import AWARD_WORDS
from .patterns import (PERSON_PARTS, _GENERIC_UNITS, without_link_addresses, CITIES, DATE_LINE, REGIONS, INSTITUTION_WORD, MONTHS, ORG_WORDS, SEPARATED, STRONG_ORG, Folded, name_run, find_degree, find_level, has_degree, is_country,
                       is_location, is_town, plain_sentence, is_ongoing, looks_like_org, mentions,
                       org_at, orgs_in, sentences, split_acronym, state_university, take_names, top_level_items, year_span, years)

READS = ("top", "about", "education", "positions", "research", "other", "students", "references", "news")

# Nouns for one who works in a discipline: a job title with a rank ("Senior Oceanographer"), alone what one studies
DISCIPLINE_ALTS = r"\w+ographer|\w+ologist|chemist|physicist|mathematician"
TITLE_ALTS = (
    r"professor|lecturer|reader|fellow|researcher|scientist|engineer|intern|(?:research |summer )internship|associate|assistant|"
    r"postdoc|post-doc|postdoctoral|director|head|manager|developer|consultant|working student|"
    r"chair|scholar|analyst|founder|co-founder|cto|ceo|instructor|teacher|tutor|demonstrator|staff|officer|specialist|faculty affiliate|affiliate faculty|affiliated faculty|"
    r"member of technical staff|technician|architect|programmer|advisor|lead|principal|dean|"
    r"economist|statistician|physician|librarian|curator|surgeon|\w+iatrist|"
    rf"{DISCIPLINE_ALTS}|"
    r"pediatrician|paediatrician|clinician|resident|registrar|"
    r"research associate|research assistant|teaching assistant|student researcher|visiting|leader|research affiliate|"
    r"group leader|team leader|full professor|chair holder|"
    r"(?:research|visiting|postdoctoral|long-term|short-term)\s+member|"     # "Research Member, MSRI", "Member, IAS" no
    # other languages' titles, as CVs in English often keep them
    r"investigador|investigadora|profesor|profesora|catedr[aá]tico|catedr[aá]tica|catedr[aà]tica?|docent|docente|professeure?|chercheur|"
    r"chercheuse|ma[iî]tre de conf[ée]rences|ma[iî]tresse de conf[ée]rences|ATER|charg[ée]e? de recherches?|ing[ée]nieure? de recherche|ing[ée]nieure?|directeur de recherche|directrice de recherche|professore|"
    r"professoressa|ricercatore|ricercatrice|juniorprofessor|juniorprofessorin|dozent|dozentin|privatdozent|"
    r"wissenschaftlicher mitarbeiter|wissenschaftliche mitarbeiterin|professora|pesquisador|pesquisadora|"
    r"professorin|professur|postdoktorand|postdoktorandin|leiter|leiterin|gruppenleiter|gruppenleiterin|"
    r"nachwuchsgruppenleiter|nachwuchsgruppenleiterin|gastprofessor|gastprofessorin|akademischer rat|akademische r[äa]tin")
TITLE_WORDS = Folded(rf"\b(?:{TITLE_ALTS})\b")
# A French roster's grade before its employer ("DR CNRS", "MCF HDR, Université de Rennes"): the post in English
_FRENCH_GRADE = re.compile(r"^(DR|CR|CRCN|DRCE|PR|MCF|MC|IR|IE|ATER)[12]?\b(?:\s+HDR\b)?\s*[,:]?\s*")
_GRADE_TITLE = {"DR": "Research Director", "DRCE": "Research Director", "CR": "Research Scientist",
                "CRCN": "Research Scientist", "PR": "Professor", "MCF": "Associate Professor", "MC": "Associate Professor",
                "IR": "Research Engineer", "IE": "Engineer", "ATER": "Teaching and Research Assistant"}
_HABILITATION = re.compile(r",?\s*\bHDR\b(?:\s*\((?:19|20)\d\d\))?")


def french_grade(cell: str) -> str:
    """A roster cell that opens with a French grade written as its English post; other cells unchanged.

    >>> french_grade("DR CNRS — responsable d'équipe"), french_grade("CR CNRS, HDR (2023)")
    ("Research Director, CNRS — responsable d'équipe", 'Research Scientist, CNRS')
    >>> french_grade("MCF HDR, Université de Rennes"), french_grade("PRAG, Lycée X")
    ('Associate Professor, Université de Rennes', 'PRAG, Lycée X')
    """
    m = _FRENCH_GRADE.match(cell)
    if not m:
        return cell
    rest = _HABILITATION.sub("", cell[m.end():]).strip(" ,")
    return f"{_GRADE_TITLE[m.group(1)]}, {rest}" if rest else _GRADE_TITLE[m.group(1)]

_AWARD_IN_PARENS = re.compile(r"\(([^()]*(?:scholarship|fellowship|award|prize|medal)[^()]*)\)", re.I)
_LEADS = re.compile(r"\b(?:lead|leads|leading|head|heads|heading|direct|directs|directing|run|runs|"
                    r"running|founded|co-?found(?:ed)?|co-?lead(?:ing)?)\b"
                    r"(?!\s+(?:developer|author|maintainer|engineer|designer|architect)s?\b)", re.I)   # (a program's)
_WORKED_AT = re.compile(r"\bwork(?:s|ed)\s+(?P<at>at|for)\s+(?:the\s+)?((?-i:[A-Z])[\w&'’\-]*(?:\s+(?:(?-i:[A-Z])[\w&'’\-]*|&|of)){0,5})")
_MEMBER = re.compile(r"\b(?:member of|part of|belong to|affiliated with|work(?:ing)? in|based (?:at|in))\b", re.I)
_SUBJECT = re.compile(r"^(?:\[[^\]]{1,24}\]\s*|(?:[^.;]|(?<=\bDr)\.|(?<=\bProf)\.){0,160}?,\s*|(?:[Ff]rom|[Bb]etween|[Ss]ince|[Ii]n|[Dd]uring)\s+"
                      rf"(?:(?i:{MONTHS})\.?\s+|(?:the\s+)?(?:[Ss]pring|[Ss]ummer|[Ff]all|[Aa]utumn|[Ww]inter)\s+(?:of\s+)?)?(?:19|20)\d{{2}}"        # (a month first: "In September 2011 she moved")
                      rf"(?:\s*(?:to|until|and|[-–])\s*(?:(?i:{MONTHS})\.?\s+)?(?:(?:19|20)\d{{2}}|\d{{2}}(?!\d)))?\s+|"      # "From 2002 to 2005 she was", "In 2019–20 she was"
                      rf"(?:[Ff]rom|[Bb]etween|[Ii]n)\s+(?i:{MONTHS})\s+(?:to|until|and|[-–])\s*(?i:{MONTHS})\.?\s+(?:19|20)\d{{2}},?\s+|"
                      r"(?:[Dd]uring|[Aa]fter|[Bb]efore)\s+(?:(?:my|his|her|their)\s+[\w.\-]+(?:\s+(?:studies|degree|work))?|that|this|then)\s+|"   # "During my PhD I"
                      r"(?:[Bb]etween|[Aa]fter|[Bb]efore|[Dd]uring|[Ff]ollowing|[Uu]ntil|At|[Bb]ack|[Uu]pon|[Oo]n\s+(?:her|his|their|my)\s+return)"
                      r"\s[^.;,]{0,80}?\s(?=(?:I|he|she|they)\s))?"      # ("Back in Finland she joined X")
                      r"(?:(?:Previously|Formerly|Earlier|Later|Then|Now|Currently|Today),?\s+)?"
                      r"(?:I|I'm|I’m|[Mm]y|[Hh]e|[Ss]he|[Tt]hey|(?:[Hh]er|[Hh]is|[Tt]heir)(?=\s+(?:Ph\.?\s?D|D\.?\s?Phil|"
                      r"doctorate|doctoral|M\.?Sc|MA|MPhil|BA|B\.?Sc|master|bachelor|undergraduate|postdoc)))\b")   # "Her DPhil"


_AFFILIATIONS = re.compile(r"^\W*(?:(?:current|past|previous|former)\s+)?affiliations?(?:\s+history)?\W*$", re.I)
# an affiliation's years at the end of its line, bracketed or set apart ("X University, Town    2016 - 2019")
_END_YEARS = re.compile(r"\s*\([^()]*\)\s*$|\s{2,}(?:19|20)\d\d(?:\s*[-–—]\s*(?:(?:19|20)\d\d|present|now|today))?\s*$", re.I)


# A professional network's experience copied as text: "Title" / "Company · Full-time" / "Oct 2017 - Jun 2020 · 2 yrs 9
# mos", or a company's roles under it: "Roche" / "Full-time · 4 yrs 6 mos" / "·  Principal Scientist" / "Jan 2022 -
# Present · 2 yrs 11 mos"
_LI_DATES = re.compile(rf"^(?:(?:{MONTHS})\.?\s+)?(?P<start>(?:19|20)\d\d)\s*[-–]\s*(?:(?:(?:{MONTHS})\.?\s+)?(?P<end>(?:19|20)\d\d)|"
                       r"Present|Now|Current)\s+·\s+(?:(?:less than a|\d+)\s+(?:yrs?|years?|mos?|months?)\s*)+$", re.I)
_LI_KIND = re.compile(rf"\s+·\s+(?:{EMPLOYMENT_KINDS})\b.*$", re.I)
_LI_TENURE = re.compile(rf"^(?:(?:{EMPLOYMENT_KINDS})\s+·\s+)?(?:\d+\s+(?:yrs?|mos?)\s*)+$", re.I)


_LI_JOB = re.compile(r"\b(?:student|intern|trainee|assistant|volunteer)\b", re.I)     # ("Summer Student · Internship")


def _network_roles(section: Section) -> Iterator[Claim]:
    """Each role of such an experience list: its title, its company, its years."""
    lines = [ln for ln in section.lines if ln.text.strip()]
    company = None          # the company whose roles are listed under it
    for k, line in enumerate(lines):
        text = line.text.strip()
        if k + 1 < len(lines) and _LI_TENURE.match(lines[k + 1].text.strip()) and not _LI_KIND.search(text) \
                and not _LI_TENURE.match(text):     # (nor the tenure line itself, copied twice by a screen reader)
            company = text      # "Roche" over "Full-time · 4 yrs 6 mos"
            continue
        dates = _LI_DATES.match(text)
        if not dates or k == 0:
            continue
        above = lines[k - 1].text.strip()
        if _LI_KIND.search(above) and k >= 2:
            title, org = lines[k - 2].text.strip(), _LI_KIND.sub("", above)     # "Title" / "ETH Zürich · Full-time"
            if (TITLE_WORDS.search(org) or _LI_JOB.search(org)) and not TITLE_WORDS.search(title) \
                    and (not looks_like_org(org) or STRONG_ORG.search(title) and not STRONG_ORG.search(org)):
                title, org = org, title         # "Met Office" / "Scientific Software Engineer · Full-time"
        elif _LI_KIND.search(" · " + above) and not _LI_KIND.sub("", " · " + above).strip() and k >= 3:
            title, org = lines[k - 2].text.strip(), lines[k - 3].text.strip()   # "Company" / "Title" / "Full-time"
        elif company and (above.startswith("·") or lines[k - 1].text[:1] in (" ", "\t")):
            title, org = above.lstrip("· ").strip(), company                     # "·  Principal Scientist" under "Roche"
        elif k >= 2 and TITLE_WORDS.search(above) and looks_like_org(org := lines[k - 2].text.strip()) \
                and not TITLE_WORDS.search(org.split(",")[0]) and not all(is_location(p.strip()) or is_town(p.strip()) for p in org.split(",")):
            title = above                                                        # "University of X" / "Postdoc"
        elif company and TITLE_WORDS.search(above) and not STRONG_ORG.search(above):
            title, org = above, company     # "Durham University" / "Full-time · 6 yrs" / "Durham, England" / "Title"
        else:
            continue
        title = re.split(r",\s+(?=[A-Z])", title, maxsplit=1)[0] if TITLE_WORDS.search(title.split(",")[0]) else title
        if not title or not org or not looks_like_org(org) and not org[:1].isupper():
            continue
        evidence = Evidence(section.path, line.number, f"{title} · {org} · {text}")
        yield Position(evidence, OWNER, title, org, int(dates.group("start")),
                       int(dates.group("end")) if dates.group("end") else None)
        yield Affiliation(evidence, OWNER, org)


# A research registry's record copied as text: "Eawag - Swiss Federal Institute of X: Dübendorf, ZH, CH" over
# "2018-03-01 to 2021-08-31 | Postdoctoral Researcher (Department of Water Resources and" / "Drinking Water)"
_RECORD_PLACE = re.compile(r"^(?P<org>[^:|]{3,120}?):\s+[^:|]{2,60},\s*[A-Z]{2}$")
_RECORD_SPAN = re.compile(r"^(?P<start>(?:19|20)\d\d)(?:-\d\d){0,2}(?:\s+to\s+(?:(?P<end>(?:19|20)\d\d)(?:-\d\d){0,2}|present))?"
                          r"\s*\|\s*(?P<what>[^()]+?)\s*(?:\((?P<unit>[^()]*)\)?)?$", re.I)


_RECORD_JOB = re.compile(r"\b(?:researcher|student|candidate|fellow|assistant|associate|scientist|lecturer|professor)\b", re.I)


def _registry_records(section: Section) -> list[Claim]:
    """The owner's posts, degrees and distinctions a registry's records give: where, when, what (and its unit)."""
    lines = [ln for ln in section.lines if ln.text.strip()]
    out: list[Claim] = []
    for k in range(len(lines) - 1):
        place = _RECORD_PLACE.match(lines[k].text.strip())
        span = _RECORD_SPAN.match(lines[k + 1].text.strip()) if place else None
        if not span:
            continue
        unit = span.group("unit")
        if unit is not None and ")" not in lines[k + 1].text and k + 2 < len(lines) and lines[k + 2].text.strip().endswith(")"):
            unit = f"{unit} {lines[k + 2].text.strip()[:-1]}"      # the unit's name wrapped onto the next line
        org, what = place.group("org").strip(), span.group("what").strip()
        start, end = int(span.group("start")), int(span.group("end")) if span.group("end") else None
        evidence = Evidence(section.path, lines[k + 1].number, f"{lines[k].text.strip()} {lines[k + 1].text.strip()}"[:300])
        units = [u for u in org_line(unit) if ORG_WORDS.search(u)] if unit else []
        degree = find_degree(what) if not _RECORD_JOB.search(what) else None     # (not "Doctoral Researcher")
        if degree or section.kind == "education" and not _RECORD_JOB.search(what):
            # ("Dr. sc. ETH", "Ingeniera Agrícola" under "Education and qualifications": a degree as written)
            field = re.sub(r"^[,\s]*(?:in\s+)?", "", what[degree[1].end():]).strip() or None if degree else None
            out.append(Education(evidence, OWNER, degree[0] if degree else what, org, field, start, end))
        elif end is None and " to " not in lines[k + 1].text and (section.kind == "awards" or AWARD_WORDS.search(what)):
            out.append(Award(evidence, OWNER, what, start))      # a distinction of one date
        else:
            # ("Research Scientist (Manufacturing)": a bracket that names no unit is the title's)
            title = f"{what} ({unit.strip()})" if unit and not units else what
            out.append(Position(evidence, OWNER, title, org, start, end))
            out += [Affiliation(evidence, OWNER, o) for o in (org, *units)]
    return out


def extract(section: Section) -> Iterator[Claim]:
    """Claims about the owner's education, positions and affiliations in one section."""
    if section.kind in ("positions", "education", "awards") and any(" | " in ln.text and _RECORD_SPAN.match(ln.text.strip())
                                                                   for ln in section.lines) \
            and (records := _registry_records(section)):
        yield from records
        return
    if section.kind == "references":
        yield from referees(section)
    elif section.kind == "education":
        section = Section(section.path, section.kind, section.heading, dates_above(joined_wraps(section.lines)))
        for line in section.lines:
            if ":" in line.text[:20] and (school := _MEDICAL_SCHOOL.match(strip_bullet(line.text))):
                school = re.sub(r"\s*\([^()]*\d{4}[^()]*\)\s*$", "", school.group(1))    # "X School of Medicine (2010)"
                yield Education(Evidence(section.path, line.number, line.text.strip()), OWNER, "MD",
                                org_line(school)[0] if org_line(school) else school.strip(),
                                None, None, years(line.text)[-1] if years(line.text) else None)
        rows = degree_table(registry_rows(section.lines))
        if any(":" in ln.text[:30] and _GRANTOR_FIELD.match(strip_bullet(ln.text).strip()) for ln in rows):
            rows = labelled_degrees(rows)       # a form's records: "Degree: X" / "Awarding entity: Y" / "Date: Z"
        first = _institution_first(rows)
        for entry in entries(rows, _starts_institution if first else _starts_education):
            if first and len(entry) > 1 and has_degree(strip_bullet(entry[1].text).split(",")[0].split(" in ")[0]):
                entry = [entry[1], entry[0], *entry[2:]]     # the degree's line, then its institution's
            head = strip_bullet(_DATE_PREFIX.sub("", entry[0].text))
            if ":" in head[:30] and (label := _TRAINING_LABEL.match(head)):
                head = f"{label.group('kind')}, {label.group('rest')}"     # "Residency: X Hospital, Medicine (2010-2013)"
                entry = [Line(entry[0].number, head), *entry[1:]]
            if _told(head):
                continue        # a paragraph of a life's story ("She entered X in 1956 ... and graduated as Y"): its
                                # sentences are read below
            if (_TRAINING.match(head) or _TRAINEE_TITLE.match(head)) and not has_degree(head.split(",")[0]):
                yield from position_entry(section.path, entry, training=True)     # "Residency, Medicine, X Hospital"
            else:
                yield from education_entry(section.path, entry)
    elif section.kind == "positions" and any(" · " in ln.text and _LI_DATES.match(ln.text.strip()) for ln in section.lines):
        yield from _network_roles(section)      # a professional network's profile copied as text
    elif section.kind == "positions":
        section = Section(section.path, section.kind, section.heading,
                          dates_above(_under_employer(joined_wraps(section.lines))))
        rows = post_table(registry_rows(section.lines))
        if "     " in "".join(ln.text for ln in rows[:12]):
            rows = _employer_first(rows)
        dated = _AFFILIATIONS.match(section.heading) and sum(bool(_END_YEARS.search(ln.text)) for ln in rows) >= 2
        rows = _dated_affiliations(rows) if dated else rows
        for entry in entries(rows, _starts_position if not dated else lambda text: True):
            head = strip_bullet(entry[0].text)
            if len(entry) > 1 and " — " in head and not TITLE_WORDS.search(head) and \
                    (below := _TITLE_BELOW.match(entry[1].text)) and TITLE_WORDS.search(below.group("title")):
                # "Meta, FAIR — New York, NY (Summer 2024)" over "Research Scientist Intern. Mentors: A": the employer's
                # line, then the post's (read as one line: the title first)
                head = f"{below.group('title')}, {head}"
                entry = [Line(entry[0].number, head)]
            first = sentences(head)[0].rstrip(".") if len(head) > 160 and is_bullet(entry[0].text) else ""
            if first and len(first) <= 160 and years(first) and _ORG_DASH_TITLE.match(first):
                # an item whose first sentence is the post, the rest what was done there: "Meta, Menlo Park, CA —
                # Software Engineering Intern, Summer 2023. Shipped a ..." (its mentors read by the supervision reader)
                entry, head = [Line(entry[0].number, first)], first
            if len(head) > 160 and (len(_PROSE_BREAK.findall(head)) >= 2 and not _dated_row(head)
                                    or _PROSE_START.match(head) and len(sentences(head)) >= 3) or _told(head):
                continue        # a paragraph ("Born 1961 in X. Diploma ... Postdoc at Y ..."): read as sentences below
            undated = _YEARS_NOTE.sub("", head)
            bare_orgs = org_line(undated) if "(" in head and len(entry) == 1 and undated != head \
                and not re.search(r"\s[—–|·-]\s", undated) else []
            if not bare_orgs and len(entry) == 1 and _AFFILIATIONS.match(section.heading) and not TITLE_WORDS.search(head):
                bare_orgs = org_line(_END_YEARS.sub("", head))   # under "Affiliations": "X Observatory, Y University"
            if bare_orgs:       # "X University, Department of Y, Town, Country (2019 – 2024)": an affiliation, no title
                yield from memberships(Evidence(section.path, entry[0].number, head), bare_orgs)
            elif is_training(strip_bullet(_DATE_PREFIX.sub("", entry[0].text))):
                yield from position_entry(section.path, entry, training=True)     # "Residency, Medicine, X Hospital"
            elif find_degree(head) and (has_degree(head) or _STUDY.search(head)) and \
                    not TITLE_WORDS.search(re.sub(r"\([^()]*\)", "", head.split(". ")[0])) and not _SUPERVISING.search(head):
                # "(thesis advisor: X)" or a sentence "Advisor: X." after the degree makes it no job
                yield from education_entry(section.path, entry)     # a CV that lists degrees among jobs
            else:
                yield from position_entry(section.path, entry)
    elif section.kind != "news":           # news items are read as sentences only
        header = is_header(section)
        if header:
            yield from _header_title(section)
        for line in section.lines:
            text = strip_bullet(line.text)
            if header and (" · " in text or " | " in text):
                text = _separated_title(text)
            if text[:1] in "JjAaCcSs" and (joint := _OTHER_APPOINTMENT.match(text)) and not is_position_line(text):
                yield from _joint_appointments(Evidence(section.path, line.number, text[:300]), joint)
                continue
            bare = _BARE_DEGREE_ROW.match(text) if "," not in text and (text[-1:].isdigit() or text[-1:] == "]") else None
            if bare and (found := find_degree(bare.group(1))) and found[1].start() == 0 and looks_like_org(bare.group(2)):
                # "Ph.D. Universität Göttingen 1962": a registry's degree line without commas
                text = f"{bare.group(1)}, {bare.group(2)}, {bare.group(3)}"
                line = Line(line.number, text)
            if ":" in text[:24] and ";" in text and (listed := _DEGREES_LABEL.match(text)):
                # "Prior degrees: BSN, X University (2011); MSN, Nurse-Midwifery, Y University (2016)": one each
                for item in (i.strip() for i in listed.group(1).split(";")):
                    if has_degree(item.split(",")[0]):
                        yield from education_entry(section.path, [Line(line.number, f"- {item}")])
                continue
            if ":" in text[:16] and (label := _DEGREE_COLON.match(text)) and has_degree(label.group(1)):
                text = f"{label.group(1)}, {text[label.end():]}"     # a card's "PhD: X University, 2021 (Field)"
                line = Line(line.number, f"- {text}")
            row = _cv_row(line.text, text)
            if section.kind == "students" and (_degree_then_name(text) or starts_with_name(_DATE_PREFIX.sub("", text))):
                continue        # an alumni list's "Ph.D.  Kazuki Yanagawa → X": a graduate's row, the supervision reader's
                # (and "March 2025  Dr. Hiroki Amano (Ph.D.) → Postdoc, RIKEN": a row led by its date)
            if (is_bullet(line.text) or row) and has_degree(text.split(",")[0]) and not starts_with_name(text) \
                    and not (":" in text[:40] and _LABEL.match(line.text)):       # (label_line reads "affiliation (PhD 2019): X")
                yield from education_entry(section.path, [line])
            elif row and is_position_line(text.rstrip(".")):
                yield from position_entry(section.path, [line])     # "Research Engineer, X Co., 1973-1977"
            elif header and "," in text and " · " not in text and has_degree(text.split(",")[0]) \
                    and _STUDYING.search(text.split(",")[0]) and not _PROSE_BREAK.search(text.split(",")[0]):
                # ("Tartu. Every student completes a Master's thesis, which": a paragraph's line, two sentences)
                yield from education_entry(section.path, [line])    # "Ph.D. Candidate in Statistics, X University"
            elif header and "**" in text and is_position_line(_EMPHASIS.sub("", text)):   # "**Professor**, X"
                yield from position_entry(section.path, [Line(line.number, _EMPHASIS.sub("", line.text))])
            elif header and " | " in text and len(posts := text.split(" | ")) <= 4 and \
                    all(is_position_line(p.strip().rstrip(".")) for p in posts):
                for post in posts:          # "Senior Researcher, INESC-ID | Head, X Lab (XL)": a post each
                    yield from position_entry(section.path, [Line(line.number, post.strip().rstrip("."))])
            elif (is_bullet(line.text) or header and (len(text) < 100 or len(text) < 200 and ". " not in text)
                  and not text.endswith(". ")) \
                    and (is_position_line(text.rstrip(".")) or is_bullet(line.text) and _dated_post(text)) \
                    and not (section.kind == "students" and starts_with_name(text)) \
                    and not _ADVISOR_FIELD.match(text):       # ("Advisor: Ana Roe, PhD, RN (Department of X)": no post)
                # "Associate Professor, X Institute, Y University." (in a list of students, a line led by a name
                # is that student's: "3. Jo Roe (MASc 2011) – Engineer, X Ltd.")
                below = _next_line(section, line) if header and not is_bullet(line.text) else None
                whole = below is not None and unit_then_employer(text, below.text)
                yield from position_entry(section.path, [line, below] if whole else [line])
    if section.kind in ("top", "about", "other"):
        for line in section.lines:
            if ":" in line.text[:30] or "(" in line.text[:30] and ":" in line.text[:90]:   # ("affiliation (2017 – 2021, X): Y")
                yield from label_line(section.path, line)
    if section.kind in ("top", "about", "research", "other", "education", "positions", "news"):
        for line in section.lines:
            # (a bullet of the owner's own story, "- 🎓 I did my PhD in X at Y, finished in 2022": its sentences)
            told = section.kind == "news" or is_bullet(line.text) and len(line.text) > 60 and \
                _OWN_BULLET.match(strip_bullet(line.text))
            for sentence in sentences(strip_bullet(line.text) if told else line.text):
                sentence = plain_sentence(sentence)
                if ":" in sentence[:30] and (lead := _BEFORE_THAT.match(sentence)) and has_degree(sentence[lead.end():][:40]):
                    # "Before that: MSc in X at Y (2017) and a BSc in Z from W (2014)": the owner's earlier degrees
                    sentence = f"{lead.group(1)} I did {sentence[lead.end():]}"
                yield from sentence_claims(Evidence(section.path, line.number, sentence.strip()))
                yield from led_by(Evidence(section.path, line.number, sentence.strip()))
                if " from " in sentence:
                    yield from titled_from(Evidence(section.path, line.number, sentence.strip()))
                if sentence[:1].isupper() and ", " in sentence[:60]:
                    yield from appositive(Evidence(section.path, line.number, sentence.strip()))
                if "(" in sentence or ", " in sentence:
                    yield from posts_in_passing(Evidence(section.path, line.number, sentence.strip()))
    elif section.kind == "students":
        yield from _people_sentences(section)



# a card's other appointments: "Joint appointment: X (Investigator)", "Joint appointment with Computer Sciences",
# "Joint: Y", "Affiliate, A; B", "Courtesy appointment in C", "Also Professor, D"
_OTHER_APPOINTMENT = re.compile(r"^(?:(?:joint(?:ly)?|courtesy|secondary|affiliated?)(?:\s+(?:appointments?|faculty|member))?"
                    r"(?:\s*:|\s*,|\s+(?:with|in|at)\b)|(?P<also>also)\s+(?=[A-Z]))\s*(?P<rest>\S.{2,200})$", re.I)
_CAPITAL_UNIT = re.compile(r"(?:[A-Z][\w'’\-]+|&|and|of|for|the)(?:\s+(?:[A-Z][\w'’\-]+|&|and|of|for|the)){0,7}")


def _joint_appointments(evidence: Evidence, joint: re.Match) -> Iterator[Claim]:
    """The units a card's line of other appointments names (each an affiliation; with the title it gives, a post)."""
    for part in re.split(r"\s*;\s*", joint.group("rest").strip().rstrip(".")):
        title = None
        if (noted := re.fullmatch(r"(?P<org>[^()]+?)\s*\((?P<title>[^()]{3,60})\)", part)) and \
                (TITLE_WORDS.search(noted.group("title")) or "nvestigator" in noted.group("title")):
            part, title = noted.group("org"), noted.group("title")      # "X Institute (Investigator)"
        elif "," in part and TITLE_WORDS.search(head := part.split(",")[0]) and len(head.split()) <= 4:
            title, part = head.strip(), part.split(",", 1)[1].strip()    # "Professor, Biostatistics & Medical Informatics"
        elif joint.group("also"):
            return          # "Also known as ...": no appointment
        org = ACRONYM_AFTER.sub("", part.strip())
        if not (looks_like_org(org) or _CAPITAL_UNIT.fullmatch(org) and (title or not looks_like_name(org))) \
                or is_location(org):        # (a unit that reads like a name, a post's title before it tells)
            continue
        yield Affiliation(evidence, OWNER, org)
        if title:
            yield Position(evidence, OWNER, title, org, None, None)


def _dated_affiliations(rows: tuple[Line, ...]) -> tuple[Line, ...]:
    """An affiliation history's entries, each ending in its years ("X University, Group of Y," / "Z, Town  2019 - 2024"),
    one line each (a profile site's list wraps its long names)."""
    out: list[Line] = []
    part: list[Line] = []
    for line in rows:
        if line.text.strip():
            part.append(line)
        if part and (not line.text.strip() or _END_YEARS.search(line.text)):
            out.append(Line(part[0].number, " ".join(ln.text.strip() for ln in part)))
            part = []
    if part:
        out.append(Line(part[0].number, " ".join(ln.text.strip() for ln in part)))
    return tuple(out)

_DEGREE_COLON = re.compile(r"^([A-Z][\w.]{1,10}(?:\s[A-Z][\w.]{1,6})?)\s*:\s+(?=[A-Z])")
# a post's title opening the line under its employer's: "Research Scientist Intern. Mentors: ...", "Intern with X; ..."
_TITLE_BELOW = re.compile(r"^\s+(?P<title>[A-Z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,5}?)(?:\.\s|\.$|\s+with\s|;|,|\s*$)")
_ORG_DASH_TITLE = re.compile(r"^[^—–]{2,80}\s[—–]\s[^—–]{2,80}$")
_YEARS_NOTE = re.compile(r"\s*\((?:19|20)\d\d\s*(?:[-–—]\s*(?:(?:19|20)\d\d|present|now|today))?\)\s*$", re.I)
_STUDYING = re.compile(r"\b(?:candidate|student)\b", re.I)
_PROSE_BREAK = re.compile(r"[a-z)]\.\s+[A-Z]")
# a story's sentence about its subject: "she joined", "he moved", "they returned"
_TOLD = re.compile(r"\b(?:[Ss]he|[Hh]e|[Tt]hey)\s+(?:then\s+|later\s+|also\s+)?(?:was|joined|moved|became|served|spent|returned|"
                   r"worked|took|held|went|left|obtained|earned|graduated|entered|studied|completed|defended|started)\b")


def _told(text: str) -> bool:
    """Whether a section's line is a paragraph of a story told in the third person, two sentences or more, not an
    entry of a list ("Back in Finland she joined X as a geologist (1971-1977). In 1977 she moved to Y ...")."""
    return len(text) > 160 and bool(_TOLD.search(text)) and len(sentences(text)) >= 2
_LINK_WORDS = frozenset("github twitter cv linkedin email e-mail scholar orcid website blog home publications bluesky "
                        "mastodon contact".split())


def dates_above(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """A CV whose dates stand on their own line above each entry ("since 04/2017" / "Full Professor, X"; "10/2014
    until 03/2017" / "Professor, Y"): each entry written as a dated row ("04/2017 –  Full Professor, X")."""
    if sum(bool(_DATE_ALONE.match(ln.text)) for ln in lines) < 2:
        return lines
    out: list[Line] = []
    pending: re.Match | None = None
    if not _DATE_ALONE.match(next((ln.text for ln in lines if ln.text.strip()), "")):
        # a profile's dates under each entry instead ("Project Assistant — X" / "2015 – 2016"): each the dates of the
        # entry's first line, written after it
        first: int | None = None        # where in ``out`` the entry being read starts
        for line in lines:
            m = _DATE_ALONE.match(line.text) if line.text.strip() else None
            if m and first is not None:
                out[first] = Line(out[first].number, f"{out[first].text.rstrip()} ({_span_text(m)})")
                line = Line(line.number, "")
            if not line.text.strip() or m:
                first = None            # (a blank line or a date line ends the entry)
            elif first is None:
                first = len(out)
            out.append(line)
        return tuple(out)
    for line in lines:
        if not line.text.strip():
            out.append(line)
            continue
        m = _DATE_ALONE.match(line.text)
        if m:
            pending = m
            out.append(Line(line.number, ""))
            continue
        if pending:
            line = Line(line.number, f"{_span_text(pending)}   {line.text.strip()}")
            pending = None
        out.append(line)
    return tuple(out)


def _span_text(m: re.Match) -> str:
    """A date line's years as a row writes them: "2015 – 2016", "2017 – present" (after "since"), "2019"."""
    start, end = m.group("start"), m.group("end")
    return f"{start} – {end}" if end else f"{start} – present" if m.group("since") else start


_DATE_ALONE = re.compile(r"^\s*(?P<since>since\s+|seit\s+|from\s+)?(?:\d{1,2}[/.])?(?P<start>(?:19|20)\d\d)"
                         r"(?:\s*(?:[-–—]|to|until|bis)\s*(?:(?:\d{1,2}[/.])?(?P<end>(?:19|20)\d\d)|present|now|today|heute))?\s*$",
                         re.I)


_ADVISOR_FIELD = re.compile(r"^(?:co-?)?(?:advis[eo]rs?|supervisors?|mentors?|promot[eo]rs?)\s*:", re.I)
_DEGREES_LABEL = re.compile(r"^(?:prior |previous |earlier |academic )?degrees\s*:\s*(.+)$", re.I)
# a job's line about the theses it supervised: "Co-supervision, together with Prof. X, of the PhD theses of A and B"
_SUPERVISING = re.compile(r"\b(?:co-?supervision|(?:co-?)?supervising|co-?supervised|advising|mentoring)\b(?!\s+(?:by|of)\b)|"
                          r"\btheses\s+of\b", re.I)     # (not the owner's own: "PhD, X, under the supervision of Y")


def joined_wraps(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """A two-column CV's entries wrapped onto an indented line ("Postdoc, University of" / "          Innsbruck") joined
    back, where the line above cannot end there: after "of", "and", a comma or an open bracket."""
    if not any(ln.text.startswith("        ") for ln in lines):
        return lines
    out: list[Line] = []
    for line in lines:
        above = out[-1].text.rstrip() if out else ""
        if out and line.text.startswith("        ") and line.text.strip() and above and \
                (ENDS_OPEN.search(above) or _BROKEN_AT_DASH.search(above) or above.count("(") > above.count(")") or
                 _ORG_GOES_ON.match(line.text.strip()) and (broken := _NAME_BROKEN.search(above))
                 and not TITLE_WORDS.search(broken.group(0)) and not _FIELD_WORD.search(broken.group(0))):
            # ("B.S. in Computer Engineering, Middle East" / "   Technical University (METU), Ankara": one name)
            # ("University of Wisconsin–" / "   Madison": a name broken at its dash, joined without a space)
            glue = "" if _BROKEN_AT_DASH.search(above) else " "
            out[-1] = Line(out[-1].number, f"{above}{glue}{line.text.strip()}")
            out.append(Line(line.number, ""))
            continue
        out.append(line)
    return tuple(out)


_BROKEN_AT_DASH = re.compile(r"(?<=[^\W\d_]{3})[–-]$")
_ORG_GOES_ON = re.compile(r"(?:[A-Z][\w\-]+\s+){0,2}(?:University|Institute|College|School|Polytechnic|Academy)\b")
_NAME_BROKEN = re.compile(r",\s+(?:[A-Z][\w\-]+\s+){1,2}(?!(?:University|Institute|College|School|Polytechnic|Academy)$)"
                          r"[A-Z][\w\-]+$")     # a line ending in a name's first capitalised words after a comma
# (not a field or specialty: "Clinical Fellow, Internal Medicine" / "   Prairie Lakes University")
_FIELD_WORD = re.compile(r"(?:ology|ologies|ography|onomy|ometry|ics|ine|ing|istry|ence|ences|ies|ure|ism|ation)\b", re.I)
ENDS_OPEN = re.compile(r"(?:\b(?:of|and|for|the|in|at|on|with|by|de|du|des|der|für|&)|,)$")    # (also a student entry wrapped onto its next line)


def _separated_title(text: str) -> str:
    """"Senior Scientist · Acme Labs · London" in a page header reads as "Senior Scientist, Acme Labs": a title and
    its employer. A row of links ("Google Scholar | GitHub | CV") and a lab between a title and a university
    (which of the two employs is not said) stay as they are."""
    parts = SEPARATED.split(text)
    if len(parts) == 3 and is_location(parts[2]):
        parts = parts[:2]
    if len(parts) != 2 or any(p.lower().split()[-1] in _LINK_WORDS for p in parts if p) or _TEAM_UNIT.search(parts[1]) \
            or LABEL_CELL.match(text):
        return text         # (nor a record's labelled cell: "Advisor: | Matsuda, Glenn T.", "dc.contributor.advisor | X")
    return ", ".join(parts)


# A lab or group between a title and a university leaves unsaid which of the two employs (a centre there reads as usual)
_TEAM_UNIT = re.compile(r"\b(?:lab|laboratory|group|team)\b", re.I)

# (under a bullet, with a note: "• affiliation (former): X", as a bibliography site's person block writes it)
_LABEL = re.compile(r"^\s*(?:[•·▪◦*\-–]\s*)?(?:(?P<job>(?:current|present|primary)\s+(?:position|appointment|employment|post)s?)|"
                    r"(?P<member>(?:current\s+|primary\s+)?(?:affiliations?|institutions?|employer|"
                    r"host(?:\s+(?:institution|institute|lab|laboratory|organi[sz]ation))?)))"
                    r"(?:\s*\((?:former|previous|past|current|present|primary|secondary|(?P<note>[^()]{2,60}))\))?"
                    r"\s*:\s*(?P<value>\S.{2,200})$", re.I)      # "affiliation (2019 – 2021): X", "(PhD 2019)"


# A staff page's degrees on one labelled line: "Qualifications: PhD (Nairobi), MSc Soil Science (Wageningen), BSc (Egerton)"
_QUALIFICATIONS = re.compile(r"^(?:(?:academic\s+)?qualifications?|degrees?|academic degrees)\s*:\s*(\S.{4,300})$", re.I)
_TRAINING_LINE = re.compile(r"^(?:training|education|degrees)\s*:\s*(\S.{4,300})$", re.I)
_QUALIFICATION = re.compile(r"^(?P<degree>[^()]{2,60}?)\s*(?:\((?:hons?\.?|honours)\)\s*)?\((?P<place>[^()]{2,60})\)\.?$", re.I)


def qualification_lines(path: str, lines: tuple[Line, ...]) -> Iterator[Claim]:
    """The degrees of each "Qualifications:" line of a page, in whatever section it stands (a staff page's cards run
    into the publications listed under the card above)."""
    for line in lines:
        if ":" in line.text[:40] and (listed := _QUALIFICATIONS.match(strip_bullet(line.text).strip())):
            yield from qualifications(Evidence(path, line.number, strip_bullet(line.text).strip()), listed.group(1))
        elif ":" in line.text[:20] and (trained := _TRAINING_LINE.match(strip_bullet(line.text).strip())):
            # "Training: MD, Howard University College of Medicine (2006); PhD, Physiology, Georgetown University
            # (2004)": a CV's degree rows on one line
            for part in trained.group(1).split("; "):
                found = find_degree(part)
                if found and found[1].start() == 0:
                    yield from education_entry(path, [Line(line.number, part.strip().rstrip("."))])


def qualifications(evidence: Evidence, text: str) -> Iterator[Claim]:
    """The degrees a "Qualifications:" line lists, each "DEGREE [field] (University[, year])" where the university
    is as written there (often its town: "PhD (Nairobi)", "PhD Agronomy (Reading, UK)")."""
    for item in top_level_items(text):          # (the commas outside brackets part the degrees)
        m = _QUALIFICATION.match(item.strip())
        found = find_degree(m.group("degree")) if m else None
        if not found or found[1].start() != 0:
            continue
        place = m.group("place")
        year = years(place)
        place = re.split(r",\s*|\s+(?=(?:19|20)\d\d)", place)[0].strip()
        if not place[:1].isupper() or find_degree(place):
            continue
        field = m.group("degree")[found[1].end():].strip(" ,.") or None
        yield Education(evidence, OWNER, found[0], place, field if field and field[:1].isupper() else None, None,
                        int(year[-1]) if year else None)


def _under_employer(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """An employer alone on a line over its posts ("Cairo University, Faculty of Engineering, X Department" over
    "- Lecturer .......... 2000 - 2005", "- Associate Professor, 2005 - 2011"): each post's line as a dated CV line
    with its employer after the title, so that it reads as a whole post."""
    out: list[Line] = []
    employer: list[str] = []
    head = -1                   # the employer's line in ``out`` (left blank once its posts carry it)
    for line in lines:
        text = line.text.strip()
        if not text:
            out.append(line)
            continue
        if not is_bullet(line.text):
            employer = org_line(text) if len(text) < 120 and not years(text) else []
            head = len(out)
            out.append(line)
            continue
        item = strip_bullet(line.text).strip()
        dates = _TRAILING_DATES.search(item)
        title = item[:dates.start()].strip(" .,") if dates else ""
        if employer and title and is_position_line(title) is False and title[:1].isupper() \
                and (TITLE_WORDS.search(title) or len(title.split()) <= 3) \
                and not any(ORG_WORDS.search(p) for p in re.split(r",\s*", title)):      # ("Demonstrator")
            units = [p for o in employer for p in (o.split(", ") if all(ORG_WORDS.search(q) for q in o.split(", "))
                                                   else [o])]
            units = sorted(units, key=_breadth) if any("universit" in o.lower() for o in units) else units
            out.append(Line(line.number, f"{dates.group(1)}   {title}, {', '.join(units)}"))     # (a dated CV line)
            out[head] = Line(out[head].number, "")
        else:
            out.append(line)
    return tuple(out)


def _breadth(org: str) -> int:
    """How wide a unit is: a department or lab 0, a faculty, school or institute 1, a university 2 (the order a CV
    line writes them in, narrowest first)."""
    low = org.lower()
    return 2 if "universit" in low else 1 if re.search(r"\b(?:faculty|school|college|institute)\b", low) else 0


# a post's dates at the end of its line, after dot leaders or a comma ("........ Sept. 1990 - Aug. 1994", ", 2011 - present")
_TRAILING_DATES = re.compile(r"(?:\s*\.{3,}\s*|,\s*|\s{2,})((?:[A-Z][a-z]{2,4}\.?\s+)?(?:19|20)\d\d\s*[-–]\s*"
                             r"(?:(?:[A-Z][a-z]{2,4}\.?\s+)?(?:19|20)\d\d|present|now|date))(?:\s*\([^()]*\))?\s*$", re.I)


def memberships(evidence: Evidence, orgs: list[str]) -> list[Claim]:
    """The owner a member of each organisation a line names, each part of the next; a university named first
    ("University of X, Faculty of Y") is the whole its unit after it is part of."""
    if len(orgs) >= 2 and ("universit" in orgs[0].lower() and "universit" not in orgs[-1].lower()
                           or _is_unit(orgs[-1]) and not _is_unit(orgs[0])):
        orgs = orgs[::-1]           # (or "Microsoft, Gray Systems Lab", "ETH Zurich, Department of Computer Science")
    return _memberships(evidence, orgs)


def _is_unit(org: str) -> bool:
    """Whether an organisation's name says it is a unit inside another: "Department of X", "Gray Systems Lab"."""
    return bool(_SUBUNIT.match(org) or _TEAM_NAME.search(org))


def label_line(path: str, line: Line) -> Iterator[Claim]:
    """"Current position: Professor, Dept of X, Y University" and "Affiliation: Z Institute": the owner's; a
    registry's "Employment: X University, Faculty of Y (Town, CC) — 2020 to present | Senior Lecturer" too."""
    record = _EMPLOYMENT.match(line.text) if "|" in line.text else None
    if record:
        orgs = org_line(record.group("orgs").strip())
        if orgs:
            evidence = Evidence(path, line.number, line.text.strip())
            claims = list(memberships(evidence, orgs))
            end = record.group("end")
            yield Position(evidence, OWNER, record.group("title").strip(),
                           employer([c.org for c in claims if isinstance(c, Affiliation)]), int(record.group("start")),
                           int(end) if end and end.isdigit() else None)
            yield from claims
        return
    m = _LABEL.match(line.text)
    if not m:
        return
    value = m.group("value").strip().rstrip(".")
    if m.group("job"):
        yield from position_entry(path, [Line(line.number, value)])
        return
    evidence = Evidence(path, line.number, line.text.strip())
    for part in re.split(r"\s*;\s*", value):
        orgs = org_line(part) or ([part] if looks_like_org(part) else [])
        yield from memberships(evidence, orgs)
        degree = find_degree(m.group("note")) if m.group("note") and orgs else None
        if degree:                  # "affiliation (PhD 2019): X University, School of Y": where the degree was taken
            found = years(m.group("note"))
            school = next((o for o in orgs if "universit" in o.lower()),
                          next((o for o in orgs if not _is_unit(o)), orgs[-1]))   # ("ETH Zurich, Department of X")
            yield Education(evidence, OWNER, degree[0], school, None, None, found[-1] if found else None)
        elif orgs and m.group("note") and (post := _NOTED_POST.fullmatch(m.group("note").strip())) \
                and TITLE_WORDS.search(post.group("title")):
            # "affiliation (2017 – 2021, senior research scientist): Microsoft, Gray Systems Lab": the post there
            start, end = year_span(post.group("dates"))
            yield Position(evidence, OWNER, post.group("title"), employer(orgs), start,
                           None if is_ongoing(post.group("dates")) else end)


# a labelled affiliation's note: "(since 2021, junior professor)", "(2017 – 2021, senior research scientist)"
_NOTED_POST = re.compile(r"(?P<dates>(?:since\s+)?(?:19|20)\d\d(?:\s*[-–—]\s*(?:(?:19|20)\d\d|present|now))?),\s*"
                         r"(?P<title>[A-Za-z][A-Za-z .\-]{2,50})", re.I)


# "Employment: X University, Faculty of Y (Town, CC) — 2020 to present | Senior Lecturer"
_EMPLOYMENT = re.compile(r"^\s*(?:employment|appointment|position)\s*:\s*(?P<orgs>[^|()—–]{3,200}?)\s*(?:\([^()]{2,40}\))?\s*[—–-]\s*"
                         r"(?P<start>(?:19|20)\d\d)(?:-\d\d){0,2}\s*(?:to|[-–—])\s*(?P<end>(?:19|20)\d\d|present|now)(?:-\d\d){0,2}"
                         r"\s*\|\s*(?P<title>[^|]{2,80})$", re.I)
# An ORCID record: "University of X: City, ST, CC" over "2014-10-01 to 2017-02-28 | Research Associate (Department of Y)"
_REGISTRY_ORG = re.compile(r"^\s*(?P<org>[^:|]{3,120}?):\s+(?P<place>[^:|]{2,80})$")
_REGISTRY_ROLE = re.compile(r"^\s*(?P<start>(?:19|20)\d{2})(?:-\d{2}){0,2}\s+to\s+(?P<end>(?:19|20)\d{2}(?:-\d{2}){0,2}|present)"
                            r"\s*\|\s*(?P<role>[^()|]+?(?:\s*\([^()|]{1,12}\)(?=\s*\())?)\s*(?:\((?P<unit>[^()]+)\))?\s*$", re.I)
# (a degree's own short form in brackets before the unit's: "Magíster en Salud Pública (MPH) (Escuela de Salud Pública)")


# A form's degree record, one field a line ("Degree: X" / "Awarding entity: Y" / "Date of degree: 30/06/2008"; a Spanish
# normalised CV's "Doctoral programme: X" a doctorate)
_DEGREE_FIELD = re.compile(r"^(?P<label>degree|degree title|qualification|doctoral\s+program(?:me)?)\s*:\s*(?P<v>\S.*)$", re.I)
_GRANTOR_FIELD = re.compile(r"^(?:awarding\s+(?:entity|institution|body|university)|granting\s+institution|institution|"
                            r"university)\s*:\s*(?P<v>\S.*)$", re.I)
_DATE_FIELD = re.compile(r"^(?:date(?:\s+of\s+(?:degree|award|graduation|conferral))?|year|graduation\s+date)\s*:\s*(?P<v>.*)$", re.I)


def labelled_degrees(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """A form's degree records, their fields a line each, rewritten as one CV row each ("X, Y, 2008"), before the
    record's other lines.

    >>> rows = labelled_degrees(tuple(Line(k, t) for k, t in enumerate(["- Degree: MSc in Chemistry",
    ...     "- Awarding entity: Universitat de València", "- Date of degree: 15/09/2009", "- Grade: 9.1"])))
    >>> [r.text for r in rows]
    ['MSc in Chemistry, Universitat de València, 2009', '- Grade: 9.1']
    """
    out: list[Line] = []
    record: list[Line] = []

    def close() -> None:
        fields: dict[str, tuple[re.Match, Line]] = {}
        for line in record:
            text = strip_bullet(line.text).strip()
            for key, pattern in (("degree", _DEGREE_FIELD), ("org", _GRANTOR_FIELD), ("date", _DATE_FIELD)):
                if key not in fields and (m := pattern.match(text)):
                    fields[key] = (m, line)
        if "degree" not in fields or "org" not in fields:
            out.extend(record)
        else:
            (named, line), org = fields["degree"], fields["org"][0].group("v")
            degree = named.group("v")
            if "(" in degree and not find_degree(outer := degree[:degree.find("(")]):
                inner = degree[degree.find("(") + 1:].rstrip(")")      # "Máster en X (Official Master's degree in Y)"
                degree = inner.split(",")[0] if find_degree(inner) else outer
            elif "(" in degree:
                degree = degree[:degree.find("(")].strip()     # "Licenciatura en Química (Degree in Chemistry, ...)"
            if not find_degree(degree) and named.group("label").lower().startswith("doctoral"):
                degree = f"PhD in {degree}"                    # "Doctoral programme: Química Teórica"
            when = years(fields["date"][0].group("v")) if "date" in fields else ()
            out.append(Line(line.number, f"{degree}, {org}" + (f", {when[-1]}" if when else "")))
            used = {id(v[1]) for v in fields.values()}
            out.extend(ln for ln in record if id(ln) not in used)
        record.clear()

    for line in lines:
        if line.text.strip():
            record.append(line)
            continue
        close()
        out.append(line)
    close()
    return tuple(out)


def registry_rows(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """ORCID-style pairs rewritten as CV lines ("2014–2017  Research Associate, Department of Y, University of X");
    their "Source: ..." and record-type lines dropped. Other lines pass unchanged."""
    out: list[Line] = []
    org = None
    for line in lines:
        role = _REGISTRY_ROLE.match(line.text) if org and "|" in line.text else None
        if role:
            unit = role.group("unit")
            unit = unit if unit and ORG_WORDS.search(unit) else None    # "(Chemistry)" is a field, "(School of X)" a unit
            end = role.group("end")[:4] if role.group("end")[:1].isdigit() else "present"
            parts = [role.group("role").strip(), *([unit] if unit else []), org]
            field = role.group("unit") if role.group("unit") and not unit else None
            detail = (f" in {field}" if find_degree(parts[0]) else f" ({field})") if field else ""
            text = f"{role.group('start')}–{end}  {parts[0]}{detail}, {', '.join(parts[1:])}"
            out[-1] = Line(line.number, text)
            org = None
            continue
        m = _REGISTRY_ORG.match(line.text)
        org = m.group("org").strip() if m and looks_like_org(m.group("org").strip()) else None
        if re.match(r"^\s*source:\s", line.text, re.I):
            continue
        out.append(line)
    return tuple(out)


# A doctor's profile: "Medical School: University of Ghana Medical School" is an MD there
_MEDICAL_SCHOOL = re.compile(r"^(?:medical school|medical degree|m\.?d\.?)\s*:\s*(.{4,120})$", re.I)
_TRAINEE_TITLE = re.compile(r"(?:post-?doctoral|clinical|research)\s+(?:research\s+)?(?:fellow|associate|scholar)\b(?!ship)", re.I)
_TABLE_DEGREE = re.compile(r"\bdegree\b", re.I)
# A table of degrees' columns: "INSTITUTION AND LOCATION | DEGREE | Completion Date | FIELD OF STUDY" (an NIH
# biosketch), "Degree | Subject | University / Institute | Year | Major Advisor / Guide" (a faculty page)
_DEGREE_COLUMNS = {"org": re.compile(r"\b(?:institution|university|institute|college|school|board)\b", re.I),
                   "degree": _TABLE_DEGREE,
                   "date": re.compile(r"\b(?:dates?|years?|completed|completion)\b", re.I),
                   "field": re.compile(r"\b(?:field|subject|discipline|major|specialization|specialisation)\b(?!\s*advis)", re.I),
                   "advisor": re.compile(r"\b(?:advis[eo]r|supervisor|guide|mentor|promotor)s?\b", re.I)}


def degree_table(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """An "INSTITUTION AND LOCATION | DEGREE | Completion Date | FIELD OF STUDY" table (an NIH biosketch) rewritten
    as CV lines ("PhD, Epidemiology, University of X, 2013"); other lines pass unchanged."""
    out: list[Line] = []
    columns: dict[str, int] | None = None
    for line in lines:
        cells = [c.strip() for c in line.text.split("|")] if line.text.count("|") >= 2 else \
            [c.strip() for c in re.split(r"\t+", line.text.strip())] if "\t" in line.text.strip() else \
            [c.strip() for c in re.split(r"\s{2,}", line.text.strip())] if line.text.strip().count("  ") >= 2 else None
        # (or columns set apart by blanks, as a PDF's text keeps them: "Lisans (BSc)   Food Engineering   X University")
        if cells is not None and len(cells) < 3:
            cells = None            # (a Word CV's tab-set row: "1996 <tab> BSN <tab> X University <tab> Nursing")
        if cells is not None and columns is not None and all(re.fullmatch(r"[-=_]{2,}", c) for c in cells):
            continue                # the rule under the header
        if cells is None and columns is not None and line.text[:1] == "\t":
            out.append(line)        # the row's own lines under it ("<tabs>Dissertation Chair: X"): the table goes on
            continue
        if cells is None:
            columns = None
        elif columns is None and any(_TABLE_DEGREE.search(c) for c in cells) and \
                any(_DEGREE_COLUMNS["org"].search(c) for c in cells if not _TABLE_DEGREE.search(c)):
            columns = {key: next((i for i, c in enumerate(cells) if pattern.search(c) and
                                  (key == "degree" or not _TABLE_DEGREE.search(c))), -1)
                       for key, pattern in _DEGREE_COLUMNS.items()}
            continue
        elif columns is not None and len(cells) > max(columns.values()):
            get = lambda key: cells[columns[key]] if columns[key] >= 0 else ""       # noqa: E731
            found = find_degree(get("degree"))
            # ("B.Sc. (Ag.)": the degree and its bracketed branch; "Lisans (BSc)": a degree's name and its gloss)
            glossed = re.fullmatch(r"[^()]{2,30}\(([^()]{2,12})\)", get("degree"))
            degree = found[0] if found and (found[1].group(0).strip(" .") == re.sub(
                r"\s*\([^()]{1,12}\)$", "", get("degree")).strip(" .") or glossed and found[1].group(0) == glossed.group(1)) \
                else get("degree")
            head = f"{degree} in {get('field')}" if get("field") else degree
            parts = [head, get("org").split(",")[0].strip(), *map(str, years(get("date"))[-1:])]
            advisor = get("advisor").strip(" -–—")
            out.append(Line(line.number, ", ".join(p for p in parts if p) + (f". Advisor: {advisor}" if advisor else "")))
            continue
        out.append(line)
    return tuple(out)


# A table of posts' columns: "Post | Place | Period", "Designation | Institution | From | To", "Position | Organisation |
# Duration"
_POST_COLUMNS = {"title": re.compile(r"^(?:post|posts|position|positions|designation|title|role|rank|job|post held|"
                                     r"professional category)$", re.I),      # (a Spanish normalised CV's "Professional category")
                 "org": re.compile(r"^(?:place|institution|institute|organi[sz]ation|employer|university|department|"
                                   r"employing entity|"
                                   r"place of (?:work|posting)|name of (?:the )?(?:institution|organi[sz]ation|employer))$", re.I),
                 "period": re.compile(r"^(?:period|duration|dates?|years?|tenure)$", re.I),
                 "from": re.compile(r"^(?:from|since|start|joined|start date)$", re.I),
                 "to": re.compile(r"^(?:to|until|till|end|end date)$", re.I)}
_ONGOING = re.compile(r"\b(?:till date|to date|present|onwards|ongoing|current|continuing|now)\b", re.I)


def post_table(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """A "Post | Place | Period" table's rows rewritten as CV lines ("1998–2001  Subject Matter Specialist, Krishi
    Vigyan Kendra, Undi"); other lines pass unchanged, the header row dropped.

    >>> [ln.text for ln in post_table((Line(1, "Post | Place | Period"),
    ...                                Line(2, "Scientist | Rice Research Station, Maruteru | 01.10.2001 - 30.09.2008"),
    ...                                Line(3, "Professor | Agricultural College | 15-07-2016 - till date")))]
    ['2001–2008  Scientist, Rice Research Station, Maruteru', '2016–present  Professor, Agricultural College']
    """
    out: list[Line] = []
    columns: dict[str, int] | None = None
    for line in lines:
        cells = [c.strip() for c in line.text.strip().strip("|").split("|")] if line.text.count("|") >= 2 else None
        if cells is None:
            columns = None
        elif columns is not None and all(re.fullmatch(r":?-{2,}:?", c) for c in cells):
            continue            # the rule under a Markdown table's header: "|------|:---:|"
        elif columns is None and any(_POST_COLUMNS["title"].match(c) for c in cells) and \
                any(_POST_COLUMNS["org"].match(c) or len(cells) == 2 and _POST_COLUMNS["period"].match(c) for c in cells):
            # (or "Years | Position" alone, its post's cells "Title, Department, University")
            columns = {key: next((i for i, c in enumerate(cells) if pattern.match(c)), -1)
                       for key, pattern in _POST_COLUMNS.items()}
            continue
        elif columns is not None and len(cells) > max(columns.values()):
            get = lambda key: cells[columns[key]] if columns[key] >= 0 else ""       # noqa: E731
            period = " - ".join(p for p in (get("period"), get("from"), get("to")) if p)
            found = [int(y) for y in re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", period)]   # ("12-06-1998 to 30-09-2001")
            if len(found) == 1 and (end := year_span(period)[1]) and end > found[0]:
                found.append(end)       # "2017 – 19"
            dates = (f"{found[0]}–present" if _ONGOING.search(period) or re.search(r"[–—-]\s*$", period) else
                     f"{found[0]}–{found[-1]}" if len(found) > 1 and found[-1] != found[0] else str(found[0])) if found else ""
            text = ", ".join(p for p in (get("title"), get("org")) if p)
            out.append(Line(line.number, f"{dates}  {text}" if dates else text))
            continue
        out.append(line)
    return tuple(out)


# Training that is a job, listed among degrees (medicine, postdoctoral training)
_TRAINING = re.compile(r"(?:clinical\s+|research\s+|postdoctoral\s+|post-doctoral\s+|medical\s+)?"
                       r"(?:residency|internship|fellowship|training|house officer|registrar)\b", re.I)


_TRAINEE = ((re.compile(r"^(?:internship\s+and\s+)?residency\b", re.I), "Resident"),
            (re.compile(r"fellowship\b", re.I), "Fellow"), (re.compile(r"internship\b", re.I), "Intern"))


_TRAINING_LABEL = re.compile(r"^(?P<kind>(?:clinical\s+|research\s+)?(?:residency|internship|fellowship))\s*:\s*"
                             r"(?P<rest>(?-i:[A-Z]).{3,200})$", re.I)


def is_training(head: str) -> bool:
    """A line of clinical or postdoctoral training: "Residency, Internal Medicine, X Hospital, 2010-2013"
    ("Boston, MA" after the hospital is a state, not a Master's degree)."""
    return bool(_TRAINING.match(head)) and not has_degree(head.split(",")[0]) \
        and not re.match(r"(?:research|summer)\s+internship\b", head, re.I)      # (a job's title as written)


def _trainee_title(title: str, after: str | None) -> tuple[str, bool]:
    """The trainee's title for a kind of training ("Residency" -> "Resident"), with the specialty that follows
    it in the next segment ("Resident, Internal Medicine"); the flag says whether that segment was taken."""
    for pattern, role in _TRAINEE:
        title = pattern.sub(role, title, count=1)
    specialty = after is not None and not re.search(r"\d", after) and len(after.split()) <= 4 \
        and not ORG_WORDS.search(after) and not is_location(after) and after[:1].isupper()
    return (f"{title}, {after}", True) if specialty else (title, False)


_EMPHASIS = re.compile(r"\*\*|__")
_CV_TITLE = re.compile(r"^(?:curriculum vitae|cv|r[ée]sum[ée]|vita)$", re.I)


def is_header(section: Section) -> bool:
    """The page's header: text before any heading, or under the owner's name or "Curriculum Vitae" at the top."""
    if section.kind == "top":
        return True
    heading = re.sub(r"^#+\s*", "", section.heading).strip()
    if section.kind == "students" and section.lines and section.lines[0].number <= 4 and \
            re.fullmatch(r"(?i)(?:our\s+)?(?:members|people|team|group members|lab members)", heading):
        return True         # a people page's title over the lab's own line ("X Lab, Y University. Head: Z")
    return bool(section.lines) and section.lines[0].number <= 12 and (bool(_CV_TITLE.match(heading)) or
                                                                     section.kind in ("other", "about") and
                                                                     (looks_like_name(title_case(clean_name(heading)))
                                                                      or section.lines[0].number <= 10
                                                                      and bool(_team_title(heading))))


# the site a profile was copied from, above it: no organisation of the person's
_SITE_BANNER = re.compile(r"\b(?:Digital Library|Xplore|dblp|Google Scholar|Semantic Scholar|ResearchGate|ORCID|Scopus|"
                          r"Web of Science|OpenReview|PubMed|arXiv|Research Portal|Academia\.edu)\b", re.I)


def _team_title(heading: str) -> str | None:
    """A page titled by its group's name ("# Computational Neuroscience Group"): that group."""
    name = re.split(r"\s[—–|·-]\s", heading, maxsplit=1)[0].strip()
    name = _SHORT_NAME.sub("", name)            # "Aerial Autonomy Lab (AA Lab)": the short name in brackets aside
    return name if _TEAM_NAME.search(name) and looks_like_org(name) and not looks_like_name(name) else None


_SHORT_NAME = re.compile(r"\s*\((?-i:[A-Z])[\w&\- ]{0,20}\)$")
# "X Institute (MET Norway)", "(BSC-CNS)": a short name after the name (not a country's code: "Legon (GH)")
ACRONYM_AFTER = re.compile(r"(?<=\w)\s*\((?-i:[A-Z]{3,}[\w&\- ]{0,17}|[A-Z]{2}[\-\s][\w&\- ]{1,16})\)$")


_TEAM_NAME = re.compile(r"\b(?:[Gg]roup|[Ll]ab|[Ll]aboratory|[Tt]eam|[Uu]nit)$")


_GOES_ON = re.compile(r"\s[a-z]{1,12}\s*$")      # a line of prose that ends inside its sentence


def header_orgs(section: Section) -> Iterator[Claim]:
    """Organisation lines in a page header ("Department of X, University of Y" under the name): the owner's.

    A title standing alone in the header ("Associate Professor") is a position at the header's university.
    """
    menu = menu_lines(section.lines)        # (an old page's menu: "Bio" / "Research" / "Students" / ...)
    lines = [ln for k, ln in enumerate(section.lines) if ln.text.strip() and k not in menu][:12]
    if any("    " in ln.text.strip() for ln in lines):
        # a PDF's two columns run together ("Nadia Roe          Department of X" / "PhD Candidate     Y University"):
        # each column's part a line of its own
        # (two columns only: a menu's words apart are no organisations)
        lines = [Line(ln.number, part) for ln in lines for part in _two_columns(ln.text)]
    crumbs = next((ln for ln in lines[:4] if ">" in ln.text or "›" in ln.text or "»" in ln.text), None)
    if crumbs:
        yield from _breadcrumb(section.path, crumbs)
    # (a line that ends a sentence wrapped from the line above, "... in association with the" / "American Mathematical
    # Society.", names no organisation of the owner's)
    wrapped = {ln.number for above, ln in zip(lines, lines[1:])
               if ln.number == above.number + 1 and len(above.text.strip()) > 40 and _GOES_ON.search(above.text)}
    found: list[tuple[Line, list[str]]] = [(ln, orgs) for ln in lines if not _SITE_BANNER.search(ln.text)
                                           and ln.number not in wrapped and (orgs := org_line(_after_named(ln.text)))]
    if not found:
        return
    team = _team_title(re.sub(r"^#+\s*", "", section.heading).strip()) if section.heading else None
    orgs = list(dict.fromkeys([*([team] if team else []), *(o for _, line_orgs in found for o in line_orgs)]))
    evidence = Evidence(section.path, found[0][0].number, " / ".join(ln.text.strip() for ln, _ in found)[:300])
    for org in orgs:
        yield Affiliation(evidence, OWNER, org)
    # (a thesis's title page names the university first, its faculty and department under it)
    broad_first = _EMPLOYER.search(orgs[0]) and _SUBUNIT.match(orgs[-1]) and not _EMPLOYER.search(orgs[-1])
    for part, whole in zip(orgs[1:], orgs) if broad_first else zip(orgs, orgs[1:]):
        yield PartOf(evidence, part, whole)
    employer = next((o for o in orgs if _EMPLOYER.search(o)), None)
    for line in lines:
        title = line.text.strip()
        if employer and lone_title(title):
            yield Position(Evidence(section.path, line.number, title), OWNER, title, employer)


def _after_named(text: str) -> str:
    """A header line's organisations after the person it names first ("Prof. Ana Roe · Department of X · University
    of Y": the department and the university); else the line."""
    if " · " not in text and " | " not in text:
        return text
    parts = re.split(r"\s+[·|]\s+", text.strip(), maxsplit=1)
    return parts[1] if len(parts) == 2 and looks_like_name(clean_name(parts[0])) and not looks_like_org(parts[0]) else text


def _two_columns(text: str) -> list[str]:
    """A header line's two columns run together, apart ("Ann Roe          Department of X"); else the line."""
    parts = re.split(r"\s{4,}", text.strip())
    return parts if len(parts) == 2 else [text]


def lone_title(text: str) -> bool:
    """Whether a line is a job's title and nothing else ("Associate Professor", "Professor of Physics").

    >>> lone_title("Professor of Physics"), lone_title("Professor, University of Oslo"), lone_title("Joined in 2011")
    (True, False, False)
    >>> lone_title("Associate Professor"), lone_title("Associate Professor Ana Ruiz-Vidal")
    (True, False)
    """
    if not (1 <= len(text.split()) <= 6 and TITLE_WORDS.search(text)) or re.search(r"[.,:;@|]|\d", text) \
            or ORG_WORDS.search(text):
        return False
    person = clean_name(text)       # "Associate Professor Ana Ruiz": a titled name, the card's heading
    return not (person and person != text.strip() and looks_like_name(person))


_SITE_CRUMB = re.compile(r"^(?:home|faculty|people|staff|directory|profiles?|members|our people|team)$|\bdirectory\b", re.I)


def _breadcrumb(path: str, line: Line) -> Iterator[Claim]:
    """A site's trail over the page ("X University > Faculty of Y > Department of Z > People"): the units nest
    in that order, and the page's owner belongs to the last of them and to the university."""
    parts = [p.strip() for p in re.split(r"\s+[>›»]\s+", strip_bullet(line.text))]
    if len(parts) < 3:
        return
    orgs = [p for p in parts if ORG_WORDS.search(p) and looks_like_org(p) and org_line(p) == [p]
            and not _SITE_CRUMB.search(p)]
    if len(orgs) < 2:
        return
    evidence = Evidence(path, line.number, line.text.strip()[:300])
    if _EMPLOYER.search(orgs[-1]) and not _EMPLOYER.search(orgs[0]) and len(orgs) == len(parts):
        # a person's units from the inside out, as a research portal lists them ("Group › School › College ›
        # University"): each one the person's, each inside the next
        for part, whole in zip(orgs, orgs[1:]):
            yield PartOf(evidence, part, whole)
        yield from (Affiliation(evidence, OWNER, o) for o in orgs)
        return
    for whole, part in zip(orgs, orgs[1:]):
        yield PartOf(evidence, part, whole)
    # the deepest unit, when only the site's own pages follow it ("> Faculty", "> People"), not another unit
    after = parts[parts.index(orgs[-1]) + 1:]
    if all(_SITE_CRUMB.search(p) or classify_heading(p) for p in after):
        yield Affiliation(evidence, OWNER, orgs[-1])
    if _EMPLOYER.search(orgs[0]) and orgs[0] != orgs[-1]:
        yield Affiliation(evidence, OWNER, orgs[0])


_ADDRESS_PART = re.compile(r",\s*(?=[^,]*\d)[^,]*$|,\s*[^,\d]*\d[^,]*,.*$")     # the first comma part with a number


def org_line(text: str) -> list[str]:
    """The organisations a line consists of ("School of X, University of Y, UK"), or [] if it holds anything else.

    After a dash a line may add what the organisation does ("Smith Lab — Gene Regulation").
    """
    if "   " in text and len(_COLUMN_GAP.findall(text.strip())) >= 2:
        return []           # "Contact    Research    People": a site's menu, not an organisation
    text = _SENTENCE_AFTER.split(text, maxsplit=1)[0] if ". " in text else text    # "X Lab, Y University. Head: Z."
    text = re.sub(r"(?<!\s)\s+\d{5,6}\s*$", "", text)        # "..., Chennai 600036": a postal code
    text, _, more = strip_bullet(text).strip().partition(" · ")       # "X, Y University · Z Centre": Z too, if a name
    parts = re.split(r"\s[—–|-]\s", text, maxsplit=1)
    # "Team – X Group": a page's own word before the dash, the name after it
    text = parts[1] if len(parts) > 1 and len(parts[0].split()) == 1 else parts[0]
    if text and re.search(r"\d", text) and (street := _ADDRESS_PART.search(text)) and "," in text[:street.start()]:
        text = text[:street.start()]    # "Faculty of X, Y University, Otto-Hahn-Straße 16, 44227 Dortmund": no address
    if not text or len(text) > 150 or re.search(r"[@:;]|https?:|\d", text):
        return []
    orgs = _org_parts(text)
    for segment in more.split(" · ") if orgs and more else ():
        found = _org_parts(segment)
        if not found:
            break               # "X Lab · Gene regulation": what the lab does, and what follows it
        orgs += found
    return orgs


_CAMPUS_SYSTEMS = frozenset({"University of California"})


def _org_parts(text: str) -> list[str]:
    """The organisations of a comma-separated run ("School of X, University of Y, UK"), or []."""
    if not text or len(text) > 150 or re.search(r"[@:;]|https?:|\d", text):
        return []
    orgs: list[str] = []
    for part in (_SHORT_NAME.sub("", p.strip(" .*_")) for p in text.split(",")):     # "X University (XU)"
        if orgs and orgs[-1] in _CAMPUS_SYSTEMS and _campus(part):
            # "University of California, Irvine": a system none studies at, its campus's name (while "University of
            # South Carolina, Columbia" is the university and its town)
            orgs[-1] = f"{orgs[-1]}, {part}"
            continue
        if is_location(part) or _campus(part) and orgs:
            continue
        if orgs and _unit_goes_on(orgs[-1], part):
            orgs[-1] = f"{orgs[-1]}, {part}"        # "Department of Immunology, Genetics and Pathology"
            continue
        name = split_acronym(part)[0]       # "KAIST (Korea Advanced Institute of ...)": the name in brackets is read
        if not (looks_like_org(name) and ORG_WORDS.search(name)) or _group_of(name) or ENDS_WITH_TITLE.search(name) \
                or any(not w[:1].isupper() and w not in _NAME_LINKS for w in name.split()):
            return []       # "Group of Prof. X", "Group Leader": a person, a role; "X Research search": not a name
        orgs.append(re.sub(r"^the\s+", "", part, flags=re.I))
    return orgs


def _unit_goes_on(unit: str, part: str) -> bool:
    """Whether ``part``, after a comma, is more of the fields ``unit`` names ("Department of Ecology" + "Evolution and
    Behavior"), not a unit of its own ("Hydrology and Climate Unit")."""
    return bool(_UNIT_LIST.match(unit) and _MORE_FIELDS.fullmatch(part) and not ORG_WORDS.search(part))


_UNIT_LIST = re.compile(r"(?:Department|School|Faculty|Division|Institute|Centre|Center) (?:of|for) [A-Z]")
_MORE_FIELDS = re.compile(r"(?:[A-Z][a-z]+\s+)*[A-Z][a-z]+\s+(?:and|&)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*")
_COLUMN_GAP = re.compile(r"(?<=\S)\s{3,}(?=\S)")
_NAME_LINKS = {"of", "for", "and", "the", "on", "in", "&", "de", "del", "della", "di", "du", "des", "der", "für", "la", "le",
               "y", "e", "at", "und", "et", "em", "en", "da", "do", "dos", "das", "los", "las", "el", "al", "von", "van", "zu"}
ENDS_WITH_TITLE = Folded(rf"\b(?:{TITLE_ALTS})s?$")


def referees(section: Section) -> Iterator[Claim]:
    """A CV's referees: a name on one line, then their department and university on the next ones (in two columns
    side by side, each column on its own)."""
    person = None
    for line in _columns_apart(section.lines):
        text = line.text.strip()
        name = clean_name(re.split(r"\s*[(\[,]", text, maxsplit=1)[0]) if text else ""
        if not text:
            person = None
        elif looks_like_name(name) and not looks_like_org(name):
            person = name
        elif person and is_position_line(text) and not org_line(text) and "," in text \
                and STRONG_ORG.search(text.split(",", 1)[1]) and not _NAMED_AFTER_TITLE.search(text.split(",")[0]):
            # "Professor of Economics, Department of Economics, Northwestern University": the referee's post there
            # (not "Adjunct Professor Dimitri Kallas, Director of X, Y Health": the next referee, named after a rank)
            yield from _coauthor_post(Evidence(section.path, line.number, text), person)
        elif person and (orgs := org_line(text)):
            evidence = Evidence(section.path, line.number, text)
            for org in orgs:
                yield Affiliation(evidence, person, org)
            for part, whole in zip(orgs, orgs[1:]):
                yield PartOf(evidence, part, whole)


_NAMED_AFTER_TITLE = re.compile(r"(?:Professor|Prof\.?|Dr\.?|Lecturer|Fellow)\s+(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z])\.?)*\s+(?-i:[A-Z][\w'’\-]+)$")


def _columns_apart(lines: tuple[Line, ...]) -> list[Line]:
    """Lines set in two columns ("Prof. A (co-chair)          Prof. B (co-chair)" / "Department of X          School
    of Y"): the left column's lines, a blank, then the right column's; other lines as they are (a line indented
    deep is the right column's alone)."""
    split = [re.split(r"(?<=\S)\s{6,}(?=\S)", ln.text.strip(), maxsplit=1) for ln in lines]    # (wider than a header's)
    if sum(len(parts) == 2 for parts in split) < 3:
        return list(lines)
    left: list[Line] = []
    right: list[Line] = []
    for ln, parts in zip(lines, split):
        if len(parts) == 2:
            left.append(Line(ln.number, parts[0]))
            right.append(Line(ln.number, parts[1]))
        elif len(ln.text) - len(ln.text.lstrip()) >= 20:
            left.append(Line(ln.number, ""))        # (the right column's line alone)
            right.append(Line(ln.number, ln.text.strip()))
        else:
            left.append(ln)
            right.append(Line(ln.number, ""))
    return [*left, Line(lines[-1].number, ""), *right]


# A profile site's co-author box: "Co-authors", "Co-authors    EDIT", "Coauthors (12)"
_COAUTHORS = re.compile(r"^\W*co-?authors\b(?:\s+[A-Z]{2,}(?:\s+[A-Z]{2,})?|\s*\(\d+\))?\W*$", re.I)


def coauthor_box(path: str, lines: tuple[Line, ...]) -> list[Claim]:
    """A profile's co-author box: each name over its "Title, Organisation" or organisation line."""
    # (a database's box: "Co-Authors (52)     Sort by ..." over "Hoekstra-Bakker, Esther     14 documents")
    start = next((k for k, ln in enumerate(lines) if len(_column_one(ln.text)) < 40 and _COAUTHORS.match(_column_one(ln.text))),
                 None)
    if start is None:
        return []
    out: list[Claim] = []
    person = None
    for line in lines[start + 1:start + 80]:
        text = _column_one(line.text)
        name = clean_name(given_first(text)) if text and len(text) < 50 else ""
        if not text or person is None and not out and re.fullmatch(r"(?:VIEW ALL|EDIT|SHOW ALL|SEE ALL|MORE)", text.upper()):
            continue        # (the box's own buttons under its heading: "VIEW ALL")
        if person is None and looks_like_name(name) and not looks_like_org(name):
            person = name
        elif person and len(text) < 160 and (is_position_line(text) or looks_like_org(text)):
            out += _coauthor_post(Evidence(path, line.number, text), person)
            person = None
        else:
            break           # "VIEW ALL", the list of papers: the box has ended
    return out



def _column_one(text: str) -> str:
    """A line's first column, where a wide gap sets its columns apart ("Ruiz, Jo      3 documents" -> "Ruiz, Jo")."""
    return re.split(r"\s{3,}", text.strip(), maxsplit=1)[0]

def _coauthor_post(evidence: Evidence, person: str) -> list[Claim]:
    """"Professor of Medicine, University of X" (a post there) or "X Institute" (a member) under a co-author's name."""
    if is_position_line(evidence.text):
        return [replace(c, person=person) if isinstance(c, (Position, Affiliation)) else c
                for c in position_entry(evidence.path, [Line(evidence.line, evidence.text)])
                if isinstance(c, (Position, Affiliation, PartOf))]
    first, *place = [p.strip() for p in evidence.text.split(",")]
    # ("Deltares, Delft, Netherlands": one word an organisation's name, its town and country after it)
    orgs = org_line(evidence.text) or ([first] if place and all(is_location(p) or is_town(p) for p in place) else [evidence.text])
    return [Affiliation(evidence, person, org) for org in orgs]


def _header_title(section: Section) -> Iterator[Claim]:
    """A page header: the name, then "Assistant Professor" on one line and "University of X" on the next."""
    lines = [ln for ln in section.lines if ln.text.strip()][:10]
    for k, (line, nxt) in enumerate(zip(lines, lines[1:])):
        title, org = line.text.strip(), nxt.text.strip()
        if (len(title.split()) <= 6 or len(title.split()) <= 8 and TITLE_WORDS.search(title.split()[0])) and TITLE_WORDS.search(title) \
                and not re.search(r"[.,:;]|\d", title) \
                and looks_like_org(org) and STRONG_ORG.search(org) and len(org) < 100:
            units = org_line(org)
            after = lines[k + 2] if k + 2 < len(lines) else None
            # "Division of X, Department of Y" / "Z University School of Medicine": the employer is on the line below
            more = [after] if after and units and all(_SUBUNIT.match(u) for u in units) and org_line(after.text) else []
            yield from position_entry(section.path, [line, nxt, *more])


# a sentence that is a degree's entry, or ends with one after a semicolon: "...; PhD, Aarhus University, 2013."
_DEGREE_FRAGMENT = re.compile(r"^(?:[^;]{0,160};\s*|(?:Previously|Before that|Earlier|Education)\s*:\s*)?([^;:]{4,120})$")


def _people_sentences(section: Section) -> Iterator[Claim]:
    """On a people page, "Alan Smith is a Reader ... He did his PhD at X": a pronoun is the last one named.

    A name standing alone on a line opens that person's paragraph, where a first name or a
    nickname ("Dami is an Assistant Professor") is them too.
    """
    last: str | None = None
    carded = False                      # whether ``last`` is named by a card's line (a name alone, or leading it)
    seen: dict[str, str] = {}           # surname -> the name last listed with it
    for line in section.lines:
        alone = clean_name(strip_bullet(line.text))
        if looks_like_name(alone) and not looks_like_org(alone):
            last = seen[alone.split()[-1]] = alone
            carded = True
            continue
        lead = clean_name(re.split(r"\s+[—–]\s+|,\s+", strip_bullet(line.text), maxsplit=1)[0]) if " – " in line.text \
            or " — " in line.text or ", " in line.text[:60] else ""
        if lead and looks_like_name(lead) and not looks_like_org(lead):
            last, carded = lead, True       # "Dr. Ann Vos — Associate Professor. Ann studies ... She received ..."
        text = line.text
        if carded and (label := _STORY_LABEL.match(strip_bullet(text))):
            text = strip_bullet(text)[label.end():]     # "Since: Sebastián moved to Umeå as ...": the card's person
        # ("X (DPhil 1991) is Head of Y, and Z (DPhil 1999) is W": each part its person's)
        for sentence in (p for whole in sentences(text) for part in (_named_clauses(whole) if "; " in whole else (whole,))
                         for p in (PERSON_PARTS.split(part) if ", and " in part else (part,))):
            if " led by " in sentence or " headed by " in sentence:
                yield from led_by(Evidence(section.path, line.number, sentence.strip()))   # "the X Lab, led by Y at Z"
            sentence = without_fronted_description(sentence)
            subject = _subject(sentence)
            before = sentence.rsplit(";", 1)[0] if ";" in sentence else ""      # (not "External examiner: PhD, X; PhD, Y")
            fragment = _DEGREE_FRAGMENT.match(sentence.strip()) if (subject is None or before) \
                and "|" not in sentence and ":" not in before else None
            if fragment and (carded or subject not in (None, OWNER)) and (found := find_degree(fragment.group(1))) \
                    and found[1].start() == 0 and re.match(r",\s|\s+in\s", fragment.group(1)[found[1].end():]):
                # "He joined in 2018 after a postdoc at X; PhD, Aarhus University, 2013.", "Previously: PhD in Y,
                # Universidade de Lisboa, 2020.": a member's degree written as a CV's entry inside their paragraph
                holder = last if subject in (None, OWNER) or " " not in subject else subject
                for claim in education_entry(section.path, [Line(line.number, fragment.group(1).rstrip("."))]):
                    yield replace(claim, person=holder) if getattr(claim, "person", None) == OWNER else claim
                if subject is None:
                    continue
            if subject not in (None, OWNER) and " " in subject:
                last, carded = subject, False
            if subject == OWNER and _FIRST_PERSON.match(sentence):
                yield from sentence_claims(Evidence(section.path, line.number, sentence.strip()))   # the page's owner
                continue
            who = last
            if subject not in (None, OWNER) and " " not in subject and _TITLED.match(sentence) and \
                    (last is None or subject != last.split()[-1]):
                # "Professor Sato received ..." after a list of students: Sato, not the last student; the page's
                # leader unless someone of that surname was listed
                who = last = seen.get(subject, OWNER)
            if subject is None or who is None or subject == OWNER and not _PRONOUN.match(sentence):
                continue
            for claim in sentence_claims(Evidence(section.path, line.number, sentence.strip())):
                person = getattr(claim, "person", None)
                yield replace(claim, person=who) if person == OWNER or person == subject != OWNER and " " not in subject \
                    else claim


def _named_clauses(sentence: str) -> list[str]:
    """A sentence's clauses parted by semicolons, when each after the first has a named subject of its own ("A holds an
    M.Sc. from X (2020); B graduated from Y; C and D completed their M.Sc. at Z"), a clause of two subjects told once
    for each; else the sentence."""
    parts = re.split(r";\s+(?=[A-ZÀ-Þ])", sentence)
    if len(parts) < 2:
        return [sentence]
    out: list[str] = []
    for k, part in enumerate(parts):
        pair = _TWO_SUBJECTS.match(part)
        told = [f"{pair.group(1)}{part[pair.end():]}", f"{pair.group(2)}{part[pair.end():]}"] \
            if pair and looks_like_name(pair.group(1)) and looks_like_name(pair.group(2)) else [part]
        if k and any(_subject(t) in (None, OWNER) for t in told):
            return [sentence]
        out += told
    return out


# a clause's two named subjects: "Lena Paulsen and Sophie Engelhardt completed ..."
_TWO_SUBJECTS = re.compile(r"((?:[A-ZÀ-Þ][\w'’\-]*\s+){1,3}[A-ZÀ-Þ][\w'’\-]*)\s+and\s+((?:[A-ZÀ-Þ][\w'’\-]*\s+){1,3}[A-ZÀ-Þ][\w'’\-]*)(?=\s+[a-z])")


_TITLED = re.compile(r"^(?:Prof|Professor|Dr)\.?\s")
# a card's field that tells its person's story since: "Since:", "Now:", "Career:", "Where are they now?"
_STORY_LABEL = re.compile(r"^\W*(?:since(?: graduating| graduation| leaving)?|now|today|currently|later|afterwards|"
                          r"career(?: since)?|path|next|update|news|where (?:now|are they now|is (?:s?he|they) now))"
                          r"\W*[:?]\W*\s+(?=[A-Z])", re.I)
_FIRST_PERSON = re.compile(r"^(?:[^.;]{0,120}?,\s*)?(?:I|I'm|I’m|My|my)\b")
_BEFORE_THAT = re.compile(r"^\W{0,4}(Before that|Before this|Previously|Earlier|Prior to that)\s*:\s*", re.I)
# a bullet that tells the owner's story in the first person, after an emoji or a time: "🔭 Since March 2023 I've been"
_OWN_BULLET = re.compile(r"^\W{0,4}(?:[^.;:]{0,40}?\s)?(?:I|I'm|I’m|I've|I’ve|My)\b")
_PRONOUN = re.compile(r"^(?:[^.;]{0,120}?,\s*|(?:Before|After|During|Following|Until|Since)\s[^.;,]{0,80}?\s(?=[Hh]e\b|[Ss]he\b|[Tt]hey\b))?(?:He|She|They|His|Her|Their|he|she|they|his|her|their)\b")
_LEADER_TITLE_AFTER = re.compile(r",\s+((?:an?\s+)?(?-i:[A-Z])[\w\-]*(?:\s+[\w\-]+){0,5}?)\s*(?:[.;]|$)")
_LED_BY = re.compile(r"\b(?:led|headed|directed|run|founded|chaired|coordinated)\s+by\s+(?:Prof\.?|Professor|Dr\.?)?\s*", re.I)


# "Professor Ingrid Haugland from the University of Bergen", "Dr Liis Kukk from the Estonian University of Life
# Sciences": a titled colleague and the organisation they come from
_TITLED_FROM = re.compile(r"\b(?:Prof\.?|Professor|Dr\.?)\s+((?:[A-Z][\w'’\-]+\s+){1,3}?[A-Z][\w'’\-]+)\s+from\s+(?:the\s+)?"
                          r"([A-Z][\w'’\-&]*(?:\s+(?:(?:of|for|and|the|de|la|di|du|des|der|für|y|e|&)\s+)*[A-Z][\w'’\-&]*){0,8})")


def titled_from(evidence: Evidence) -> Iterator[Claim]:
    """A titled person and the organisation a sentence says they come from: their affiliation."""
    for m in _TITLED_FROM.finditer(evidence.text):
        name, org = clean_name(m.group(1)), m.group(2).strip()
        if looks_like_name(name) and looks_like_org(org) and ORG_WORDS.search(org) and not is_location(org):
            yield Affiliation(evidence, name, org)


_AT_AFTER_NAME = re.compile(r"^\s*,?\s*(?:at|of|from)\s+(?:the\s+)?[A-Z]")


def led_by(evidence: Evidence) -> Iterator[Claim]:
    """"the X Lab at the University of Y, led by Prof. Z": Z belongs to both."""
    if "by" not in evidence.text.lower():
        return                          # every _LED_BY match holds "by"
    for m in _LED_BY.finditer(evidence.text):
        clause = re.split(r"[.;]", evidence.text[:m.start()])[-1]
        if has_degree(clause) or re.search(r"\bthes[ie]s|dissertation", clause, re.I):
            continue        # "a PhD in Ecology ..., directed by X": X supervised it, the text names no group X leads
        leaders = take_names(evidence.text[m.end():])
        # "The X Group at the Y Institute, Z University, is led by ...": the group and its hosts
        orgs = list(dict.fromkeys(_leading_org(evidence.text[:m.start()]) + list(orgs_in(evidence.text[:m.start()]))))
        orgs = [o for o in orgs if o.lower() not in _GENERIC_UNITS]      # ("Lab = a research group in ...": no name)
        for person in leaders:
            after = evidence.text[m.end():].split(person, 1)[-1] if person in evidence.text else ""
            title = _LEADER_TITLE_AFTER.match(after) if after else None
            if title and TITLE_WORDS.search(title.group(1)) and not orgs_in(title.group(1)):
                # "led by Dr. Jo Bell, Reader in Linguistics": her post, at the page's university
                yield Position(evidence, person, title.group(1).strip(), "\x00university")
            hosts = list(orgs_in(re.split(r"[;]|\.\s", after, maxsplit=1)[0])) if _AT_AFTER_NAME.match(after) else []
            # ("the X Lab, led by A/Prof. Y at the Institute for Z, University of W": the lab's hosts, Y's too)
            chain = orgs + [h for h in hosts if h not in orgs]
            for org in chain:
                yield Affiliation(evidence, person, org)
            for part, whole in zip(chain, chain[1:]):
                yield PartOf(evidence, part, whole)


_APPOSITIVE = re.compile(r"^((?:[A-Z][\w'’\-]*\.?\s){1,3}[A-Z][\w'’\-]+),\s+(?:the\s+|a\s+|an\s+)?"
                         r"((?:[A-Z][\w\-]*\s+){0,3}[A-Z][\w\-]*(?:\s+(?:of|in|for)\s+[A-Z][\w\-]*(?:\s+(?:and\s+)?[A-Z][\w\-]*){0,3})?|"
                         # "Ana Lima, professor emeritus of organic chemistry at X": an obituary's lower-case title
                         r"(?:(?:associate|assistant|full|senior|distinguished|research)\s+)?(?:professor|lecturer|reader)"
                         r"(?:\s+emerit(?:us|a))?(?:\s+of(?:\s+[a-z][\w\-]*){1,3})?)"
                         r"\s+(?:at|of|in)\s+(?=(?:the\s+)?[A-Z])")


def appositive(evidence: Evidence) -> Iterator[Claim]:
    """"Jo Bell, Professor Emeritus of Mathematics at the University of X, died ...": Jo Bell's position."""
    m = _APPOSITIVE.match(evidence.text)
    if not m or not TITLE_WORDS.search(m.group(2)) or not looks_like_name(clean_name(m.group(1))):
        return
    clause = evidence.text[m.end(2):].split(",")
    orgs = orgs_in(" ".join(clause[:2]) if len(clause) > 1 and _campus(clause[1].strip()) else clause[0])
    if orgs:
        person = clean_name(m.group(1))
        yield Position(evidence, person, m.group(2), employer(list(orgs)))
        yield from (Affiliation(evidence, person, org) for org in orgs)


_PERSON = r"(?:(?:[A-ZÀ-Þ][\w'’\-]*\.?\s+){1,3}(?:(?:van|von|af|der|den|de|dos|da|du|del|le|la)\s+){1,2}[A-ZÀ-Þ][\w'’\-]+" \
          r"(?:\s+[A-ZÀ-Þ][\w'’\-]+)?|(?:[A-ZÀ-Þ][\w'’\-]*\.?\s+){1,3}[A-ZÀ-Þ][\w'’\-]+)"     # ("Tomás de la Fuente Ibarra")
# "Professor Ana Lima (University of Porto, Portugal)", "Dr. Per Moen (co-supervisor, SINTEF Ocean)"
_TITLED_IN_BRACKETS = re.compile(
    r"(?<![\w.])(?P<title>(?:(?:Associate|Assistant|Adjunct|Full|Emeritus|Research)\s+)?Professor|Prof\.|Dr\.?|"
    r"(?:Senior\s+)?Lecturer|Reader)\s+(?P<name>" + _PERSON + r")\s*\((?P<note>[^()]{2,100})\)")
# "Per Holm, senior engineer at the Department of X", "Dr. Mia Berg, then a research fellow at Y": a post in passing
_POST_IN_PASSING = re.compile(
    r"(?:(?<=\s)|^)(?P<name>" + _PERSON + r"),\s+(?:then\s+|now\s+|currently\s+)?(?:an?\s+|the\s+)?"
    r"(?P<title>(?:(?:senior|junior|principal|chief|staff|research|postdoctoral|visiting|associate|assistant|lab|"
    r"laboratory|clinical|doctoral)\s+){0,2}(?:engineer|fellow|scientist|researcher|professor|lecturer|postdoc|"
    r"technician|manager|associate|librarian|curator|candidate|student))(?:\s*\([^()]{1,40}\))?"
    r"(?:\s+(?:of|in)\s+[a-z][a-z\-]*(?:\s+(?:and\s+)?[a-z][a-z\-]*){0,4})?"    # ("professor of earth sciences at X")
    r"\s+(?:at|in|of|with)\s+"
    r"(?=(?:the\s+)?[A-Z])")     # ("associate professor (førsteamanuensis) at CEMO": the title's gloss aside)
_TITLE_AT_CUE = re.compile(r"(?:engineer|fellow|scientist|researcher|professor|lecturer|postdoc|technician|manager|"
                           r"associate|librarian|curator|candidate|student)(?:\s*\([^()]{1,40}\))?\s+(?:at|in|of|with)\s", re.I)
_RANK = re.compile(r"(?:Associate |Assistant |Adjunct |Full |Emeritus |Research )?Professor|(?:Senior )?Lecturer|Reader")


def posts_in_passing(evidence: Evidence) -> Iterator[Claim]:
    """People named in passing with their post: "Professor A (University of X, Spain)" (an affiliation, and a
    rank's post there), "B, senior engineer at the Department of Y," (the post at the unit named).

    >>> [type(c).__name__ + ":" + c.org for c in posts_in_passing(Evidence("d", 1,
    ...     "I thank Professor Ana Lima (University of Porto, Portugal) and Dr. Kofi Mensah (co-supervisor, SINTEF)."))]
    ['Affiliation:University of Porto', 'Position:University of Porto', 'Affiliation:SINTEF']
    """
    text = evidence.text
    for m in _TITLED_IN_BRACKETS.finditer(text) if "(" in text else ():
        name = clean_name(m.group("name"))
        if not looks_like_name(name):
            continue
        parts = [p.strip() for p in m.group("note").split(",")]
        orgs = [p for p in parts if looks_like_org(p) and (ORG_WORDS.search(p) or p.isupper()) and not is_country(p)
                and not TITLE_WORDS.search(p) and not re.search(r"\d", p)]     # (not a town: "NTNU, Trondheim")
        for org in orgs[:2]:
            yield Affiliation(evidence, name, org)
        if orgs and _RANK.fullmatch(m.group("title")):
            yield Position(evidence, name, m.group("title"), employer(orgs))
    # (a cheap search for "title at" first: the name pattern is tried at every blank of the sentence)
    for m in _POST_IN_PASSING.finditer(text) if ", " in text and _TITLE_AT_CUE.search(text) else ():
        name = clean_name(m.group("name"))
        if not looks_like_name(name) or INSTITUTION_WORD.search(name) or not m.start() and _APPOSITIVE.match(text):
            continue        # (a sentence led by the name and its post is appositive's)
        # the organisations after the title, to the clause's end ("at the Department of X, Uppsala University")
        clause = re.split(r"[;(]|\s[—–]\s|,\s+(?:who|and|where|which|supervised|working)\b",
                          re.sub(r"^\s*\([^()]*\)", "", text[m.end("title"):]))[0]
        short = re.match(r"\s*(?:at|in|with)\s+([A-Z]{2,6})\b(?![-'’])", clause)
        orgs = (short.group(1),) if short else orgs_in(clause)
        if orgs:        # (the unit named right after "at" is where the post is: "senior lecturer at the Department of
            # Statistics, Uppsala University"; an acronym the page spelled out before, "at CEMO", is one too)
            yield Position(evidence, name, m.group("title")[:1].upper() + m.group("title")[1:], orgs[0])
            yield from (Affiliation(evidence, name, org) for org in orgs)


def _leading_org(text: str) -> list[str]:
    org = org_at(re.sub(r"^\s*The\s+", "", text))
    return [org] if org and ORG_WORDS.search(org) else []     # "The X Group ...", not "We are ..."


def starts_with_name(text: str) -> bool:
    """Whether a line opens with a person's name ("Dr. Hendrik (Henk) Bezuidenhout (PhD 2022) – ...": a nickname in
    brackets inside it is no end of it; "Ana Lima. Thesis title. 2019. Dissertation ...": a national CV's entry)."""
    if looks_like_name(clean_name(re.split(r"[,(:|]|\s[-–—]\s", without_nickname(text), maxsplit=1)[0])):
        return True
    period = NAME_PERIOD.match(text) if ". " in text[:80] else None
    return bool(period) and looks_like_name(clean_name(period.group(1)))


def _degree_then_name(text: str) -> bool:
    """Whether a line opens with a degree and then a person's name ("Ph.D.   Kazuki Yanagawa → Assistant Professor,
    X University"): a graduate's row in a list of a lab's alumni."""
    found = find_degree(text)
    return bool(found) and found[1].start() == 0 and \
        starts_with_name(re.split(r"\s*[→⇒>]\s*", text[found[1].end():].lstrip(" :–-"), maxsplit=1)[0])


NAME_PERIOD = re.compile(r"^((?:(?:Prof|Dr|Mr|Ms|Mrs)\.\s+)?(?:(?:[A-ZÀ-Þ][\w'’\-]*\.?|d[aeo]s?|del|la|van|von|der|den|di|du|le|e|y)\s+){1,6}?"
                         r"[A-ZÀ-Þ][\w'’\-]{2,})\.\s+(?=[A-ZÀ-Þ\d\"“‘«])")     # ("Karla Sofía Hernández de la Rosa. "Title"";
# "Larissa Aparecida de Paula e Silva. Épocas de semeadura ...")


def entries(lines: tuple[Line, ...], starts: callable) -> list[list[Line]]:
    """Group a section's lines into entries, each opened by a line ``starts`` accepts.

    A dash line describes the entry above it, unless that entry was itself a
    dash line: then the section is a plain list and each item is an entry.
    """
    out: list[list[Line]] = []
    for line in lines:
        if not line.text.strip():
            continue
        dash_list = bool(out) and _is_dash(out[-1][0].text) and _is_dash(line.text) \
            and len(line.text) - len(line.text.lstrip()) <= len(out[-1][0].text) - len(out[-1][0].text.lstrip())
        if starts(line.text) or not out or dash_list:
            out.append([line])
        else:
            out[-1].append(line)
    return out


def _is_dash(text: str) -> bool:
    return text.strip().startswith(("- ", "– ", "* "))


_STUDY = re.compile(r"\b(?:doctoral|doctorate|thesis|studies|diploma|degree)\b", re.I)
_DATE_FIRST = re.compile(r"^\s*(?:(?:since|from|seit|ab|depuis|desde)\s+)?(?:\d{1,2}[/.]\s?)?(?:19|20)\d{2}\b")   # "10/2016 – ..."
# a row led by months: "Jan–Jul 2021 | Visiting Professor, X", "Spring 2015     Research Member, Y"
_MONTHS_FIRST = re.compile(rf"^\s*(?:(?:since|from)\s+)?(?i:{MONTHS})\.?(?:\s*[-–—]\s*(?i:{MONTHS})\.?)?\s+(?:19|20)\d{{2}}"
                           r"\s*[|:·]?\s+(?=\S)")


def _starts_education(text: str) -> bool:
    stripped = text.strip()
    if _DATE_FIRST.match(stripped):
        return True
    if stripped.startswith(("-", "–")) and not has_degree(stripped[:40]):
        return False
    head = strip_bullet(stripped)
    if _TRAINING.match(head) or _TRAINEE_TITLE.match(head):
        return True
    return (is_bullet(stripped) and not stripped.startswith(("-", "–"))) or \
        (has_degree(head) and len(head) < 160 and not head.lower().startswith(("thesis", "focus"))
         and not _FIELD_LABEL.match(head))      # ("Advisors: A, PhD (X)": the entry's line, no degree of its own)


def _institution_first(lines: tuple[Line, ...]) -> bool:
    """Whether an education section writes each institution's line above its degree's ("Purdue University, West
    Lafayette, IN      Aug 2020 – present" / "Ph.D. in Agricultural Engineering")."""
    texts = [strip_bullet(ln.text) for ln in lines if ln.text.strip()][:2]
    return len(texts) == 2 and _starts_institution(texts[0]) and has_degree(texts[1].split(",")[0].split(" in ")[0])


def _starts_institution(text: str) -> bool:
    head = re.split(r",|\s{3,}", strip_bullet(text).strip(), maxsplit=1)[0].strip()
    return bool(head) and not has_degree(head) and ":" not in head and looks_like_org(head) and bool(ORG_WORDS.search(head))


def _starts_position(text: str) -> bool:
    stripped = text.strip()
    if _DATE_FIRST.match(stripped):
        return True
    if (months := _MONTHS_FIRST.match(stripped)) and TITLE_WORDS.search(stripped[months.end():].split(",")[0]):
        return True             # (not a date column's second line: "Sep 2019         South San Francisco, CA.")
    if stripped[:1] == "|" and stripped.count("|") >= 3 and re.search(r"\d", stripped):
        return True             # a Markdown table's dated row ("| 2017 – 19 | NOAA ... Fellow, X, Y |"): a post of its own
    if stripped.startswith(("-", "–")):
        return False
    if is_bullet(stripped):
        return True
    head = strip_bullet(stripped)
    if "," in head[:16] and has_degree(head.split(",", 1)[0]) or is_training(head):
        return True             # "Ph.D., University of X, 1974": a degree listed among the jobs opens its own entry
    return bool(TITLE_WORDS.search(head)) and len(head) < 120 and not head.endswith(".")


# "Ph.D. Universität Göttingen 1962", "Ph.D. Universidad de Buenos Aires 1984 [Argentina]" (its country's flag's label)
_BARE_DEGREE_ROW = re.compile(r"^(\S{2,12})\s+((?-i:[A-Z])[^,;()\d]{4,100}?)\s+((?:19|20)\d{2})(?:\s+\[[^\W\d][^\[\]\d]{1,30}\])?$")
_ROW_YEAR = re.compile(r"(?:,|\s)\s*(?:19|20)\d{2}(?:\s*[-–]\s*(?:(?:19|20)\d{2}|present|now))?\s*(?:\([^()]{0,80}\))?\.?$", re.I)


def _cv_row(raw: str, text: str) -> bool:
    """A CV's row written without a bullet under a heading of another kind ("Biography"): one short line
    of comma-separated parts that ends with its year or years ("B.S., Chemistry, Rice University, 1968"),
    not a sentence."""
    return not is_bullet(raw) and len(text) < 160 and text.count(",") >= 2 and not _PROSE_BREAK.search(text) \
        and bool(_ROW_YEAR.search(text))


# An employer's line with its dates at the right ("Microsoft Research, Montréal, QC          05/2024 – 08/2024"), the
# title on the line under it ("Research Intern. Mentors: A and B")
_EMPLOYER_DATED = re.compile(r"^(?P<org>\S.{2,90}?)\s{4,}(?P<when>\S.{0,30}(?:(?:19|20)\d\d|present|now|current)\.?)\s*$", re.I)


def _employer_first(rows: tuple[Line, ...]) -> tuple[Line, ...]:
    """A section of jobs each written employer first (its dates at the right), its title on the next line: each
    pair read as one line, title first ("Research Intern, Microsoft Research, Montréal, QC, 05/2024 – 08/2024";
    the title line's notes after it), when two such pairs at least show the layout."""
    out = list(rows)
    pairs = []
    for k, line in enumerate(rows[:-1]):
        m = _EMPLOYER_DATED.match(line.text.strip()) if not line.text[:1].isspace() else None
        below = rows[k + 1].text.strip() if m else ""
        if not m or not below or rows[k + 1].text[:1].isspace() or is_bullet(below) or TITLE_WORDS.search(m.group("org")) \
                or not org_line(m.group("org")) and not re.search(r"^[A-Z][\w&.\-]+(?:\s+[A-Z][\w&.\-]+)*,", m.group("org")):
            continue
        title = re.split(r"\.\s+|\s*\(", below, maxsplit=1)[0]
        if TITLE_WORDS.search(title) and len(title.split()) <= 6 and not years(title):
            pairs.append((k, title, below[len(title):].lstrip(". "), m))
    if len(pairs) < 2:
        return rows
    for k, title, rest, m in pairs:
        out[k] = Line(rows[k].number, f"{title}, {m.group('org')}, {m.group('when')}")
        out[k + 1] = Line(rows[k + 1].number, f"  {rest}" if rest else "")
    return tuple(out)


def is_position_line(text: str) -> bool:
    """Whether a line is a post at an organisation ("Research Fellow, X Institute"), not a table's labelled cell
    ("Advisor: | Matsuda, Glenn T.")."""
    parts = [p.strip() for p in text.split(",")]
    if parts[0].endswith(")") and "(" in parts[0]:
        parts[0] = parts[0][:parts[0].rindex("(")].strip()      # "Associate Professor (Professor Associado), X"
    return len(parts) >= 2 and bool(TITLE_WORDS.search(parts[0])) and len(parts[0].split()) <= 6 \
        and "|" not in parts[0] and any(looks_like_org(p) for p in parts[1:])


_WITH_MENTOR = re.compile(r"\s+(?:with|under)\s+.*$")


def _dated_post(text: str) -> bool:
    """Whether an item is a post after its dates, a mentor perhaps named with it ("since 2019 Group Leader, X
    Institute"; "2014–2019 Postdoctoral fellow with Prof. A, Institute of B, ETH Zurich"), not a paper or a talk."""
    lead = _DATE_PREFIX.match(text)
    if not lead or not re.search(r"\d{4}", lead.group(0)):
        return False
    rest = text[lead.end():].rstrip(".")
    title, _, orgs = rest.partition(",")
    return is_position_line(_WITH_MENTOR.sub("", title) + "," + orgs)


def unit_then_employer(title_line: str, below: str) -> bool:
    """"Professor, School of X" over "Y University": the unit's university is the line below."""
    return bool(below.strip()) and bool(_EMPLOYER.search(below)) and bool(org_line(below)) \
        and not _EMPLOYER.search(title_line)


def _next_line(section: Section, line: Line) -> Line | None:
    """The line right under ``line`` in its section, if it is not blank."""
    at = section.lines.index(line)
    nxt = section.lines[at + 1] if at + 1 < len(section.lines) else None
    return nxt if nxt is not None and nxt.text.strip() and nxt.number == line.number + 1 else None


def _dated_row(text: str) -> bool:
    """Whether a line is a CV row led by its dates ("2010–2012   Postdoc, X. Host: Y. Z Fellowship.")."""
    lead = _DATE_PREFIX.match(text) if text[:1].isdigit() else None
    return bool(lead and re.search(r"\d{4}", lead.group(0)) and re.match(r"\s*[A-Z]", text[lead.end():]))


_NOTE_WITH_COMMA = re.compile(r"\s*\(([^()]*,[^()]*)\)")


_DASHED_YEAR = re.compile(r"\s+[-–—]\s+(?:19|20)\d\d(?:\s*[-–—]\s*(?:19|20)?\d\d)?$|"
                          r"(?<=[a-z])\s+(?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d|present)$")    # "X University 2003 – 2007"


_PEOPLE_LABEL = re.compile(r"\W*(?:(?:thesis|dissertation|phd|doctoral|research)\s+)?(?:advis|supervis|mentor|promot|co-?promot|committee|"
                           r"director|chair|examin)", re.I)      # (a label whose value wraps on names, not organisations)


# a note after a semicolon that a label opens: "; advisor: Prof. Z", "; thesis supervisor: A"
_LABELLED_TAIL = re.compile(r";\s*(?:[^\W\d_][\w'’\-]*\s+){0,2}[^\W\d_][\w'’\-]*\s*:\s[^()]*$")       # (one in brackets is read with them)


def _segments(entry: list[Line]) -> list[tuple[Line, str]]:
    """Split an entry's head lines into comma-separated segments, keeping each one's line."""
    out = []
    labelled = False
    for line in entry:
        text = strip_bullet(line.text)
        if labelled and line.text[:1].isspace():
            continue        # the lines a label's value wraps onto ("Advisors: A, PhD (X" / "Y) and B"): no head lines
        labelled = False
        lead = _DATE_PREFIX.match(text) if text[:1].isdigit() or text[:1].isupper() else None
        if lead and re.search(r"\d{4}", lead.group(0)) and not TITLE_WORDS.search(text.split()[0]):   # (not "Postdoc 2015–2017")
            text = text[lead.end():]        # "Apr 2011 - Mar 2014  The University of Tokyo, ...": the dates are read apart
        elif "  " in text:
            text = _DATE_COLUMN.sub("", text)   # "Professor, University of X          2019–present": a right-hand column
            if "   " in text and (tail := _DATES_TAIL.search(text)) and years(tail.group(0)):
                text = text[:tail.start()]      # "Intern — X, London, UK   Jun. – Sep. 2023": months without a year
        if (text[-1:].isdigit() or text.endswith("present")) and (dashed := _DASHED_YEAR.search(text)):
            text = text[:dashed.start()]        # "PhD in X, University of Y – 2016": the year after a dash, read apart
        if ";" in text and ":" in text:
            text = _LABELLED_TAIL.sub("", text)     # "PhD in X, University of Y; advisor: Prof. Z": a note, no place
        if "(" in text and "," in text:     # "PhD in X (Cum Laude, International Mention), University": a note
            text = _NOTE_WITH_COMMA.sub(lambda m: "" if not STRONG_ORG.search(m.group(1)) else m.group(0), text)
        if ". " in text:
            # (not the period of a degree's letters: "B.Tech. Biotechnology, IIT Madras")
            lead = len(d[1].group(0)) if (d := find_degree(text)) and d[1].start() == 0 and d[1].group(0)[-1] == "." else 0
            sentence = _SENTENCE_AFTER.split(text[lead:], maxsplit=2)
            sentence[0] = text[:lead] + sentence[0]
            org = re.split(r",\s+", sentence[1])[0].rstrip(".") if len(sentence) > 1 else ""
            # "Doctorate in Ecology. University of X, UX, Brazil." / "Postdoctoral fellow. University of X.": the
            # institution is the second sentence
            text = f"{sentence[0]}, {sentence[1]}" if line is entry[0] and org \
                and (find_degree(sentence[0]) or TITLE_WORDS.search(sentence[0])) \
                and STRONG_ORG.search(org) and looks_like_org(org) else sentence[0]
        if line is not entry[0] and (line.text.strip().startswith(("-", "–", "•")) or _FIELD_LABEL.match(text)):
            labelled = labelled or bool(_FIELD_LABEL.match(text) and _PEOPLE_LABEL.match(text))
            continue        # a description, or "Advisor: X" / "Scholarship from: Y" under the entry
        if "— " in text or "– " in text:     # "Lecturer, University of X — taught Y every term": what they did there
            text = re.split(r"(?<![\s\d])\s+[—–]\s+(?!(?:present|now|today|current|date)\b)(?=[a-z])", text, maxsplit=1)[0]
        # each run of spaces is tried once (the look-behinds): long runs of spaces stay linear
        # (not the dash of "(2020 - Present)", a span's)
        parts = [p.strip().rstrip(".,") for p in re.split(r",\s+|(?<!\s)\s+[|·]\s+|(?<!\s)\s+[-–—]\s+(?=[A-Z])(?!(?:Present|Now|Today|Current|Date)\b)",
                                                          text) if p.strip()]
        if parts and out and _wrapped(out[-1], line, parts[0]):
            out[-1] = (out[-1][0], f"{out[-1][1]} {parts.pop(0)}")
        out += [(line, part) for part in parts]
    return out


def _wrapped(last: tuple[Line, str], line: Line, first: str) -> bool:
    """Whether an indented line goes on with the name the line above broke off ("Research Institute, Kyoto" /
    "    University (host: Y)"; "Research Center" / "    (RC), X University"): a word alone, no name yet, above."""
    above, part = last
    first = re.sub(r"(?<!\s)\s*\([^()]*\)$", "", first)      # "University (host: Y)"
    return line.text[:1].isspace() and above.number == line.number - 1 and not above.text.rstrip().endswith((",", ";")) \
        and (not first or (not looks_like_org(part) or " " not in part or _NAME_GOES_ON.match(first)
                           or _BROKEN_OFF.search(part))
             and (not looks_like_org(first) or _BROKEN_OFF.search(part) and " " not in first)
             and looks_like_org(f"{part} {first}") and first[:1].isupper())


# a name that cannot end where the line did ("University of British" / "Columbia", "University of New" / "Brunswick")
_BROKEN_OFF = re.compile(r"\s(?:of|for|and|&|the|British|New|North|South|East|West|Central|Northern|Southern|Western|"
                         r"Eastern|Upper|Lower|Great|Saint)$")


# the last words of a name broken over two lines ("Department of Civil and Environmental" / "Engineering")
_NAME_GOES_ON = re.compile(r"(?:Engineering|Sciences?|Studies|Technology|Research|Medicine|Mathematics|Physics|"
                           r"Chemistry|Biology|Informatics|Economics)\b")


_DATE_COLUMN = re.compile(r"(?<=\S)\s{2,}(?:(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2})(?:\s*(?:[-–—]|to)\s*(?:(?:[A-Z][a-z]{2,8}\.?\s+)?"
                          r"(?:19|20)\d{2}|present|now|current|date|today))?\s*$", re.I)
_DATES_TAIL = re.compile(rf"(?<=\S)\s{{3,}}(?=(?:{MONTHS}|since|from|expected|\d))[^,\n]{{0,60}}$", re.I)
_FIELD_LABEL = re.compile(r"^(?:[A-Z][a-z]+(?:\s+[a-z]+){0,2})\s*:\s")
# "PhD, Karolinska Institutet. Thesis: ...": a second sentence on an entry's line (not "St. Andrews")
_SENTENCE_AFTER = re.compile(r"(?:(?<=[a-zß-öø-ÿ]{3})|(?<=\)))(?<!\bProf)(?<!\bprof)(?<!\bAssoc)(?<!\bDept)(?<!\bUniv)(?<!\bInst)(?<!\bCorp)"
                             r"\.\s+(?=[A-Z])")
# (and "Sep–Dec 2022", months of one year)
_DATE_PREFIX = re.compile(r"^\s*(?:(?:since|from|seit|ab|depuis|desde)\s+)?(?:[A-Z][a-z]{2,8}\.?\s*[-–—]\s*[A-Z][a-z]{2,8}\.?\s+\d{4}|"
                          r"\d{4}\.\d{1,2}\s*[-–—]\s*(?:\d{4}\.\d{1,2}(?!\d)|present|now)?|"     # "1998.4-2002.3", "2015.4-"
                          r"(?:(?:\d{1,2}\s+)?[A-Z][a-z]{2,8}\.?\s+|\d{1,2}/)?\d{4}\s*(?:[-–—]|to)\s*"     # ("1 Sep 2019 – ")
                          r"(?:(?:(?:\d{1,2}\s+)?[A-Z][a-z]{2,8}\.?\s+|\d{1,2}/)?\d{4}|present|now|current|date|today)?|"
                          r"(?:[A-Z][a-z]{2,8}\.?\s+|\d{1,2}/)?\d{4}(?:\.\d{1,2}(?!\d))?)\s*[:|·]?\s+", re.I)     # "2017.4 Professor"


def _joint(part: str) -> list[str]:
    """Two organisations joined by "&" ("University of the Basque Country UPV/EHU & BCMaterials", a profile's joint
    appointment): each, when the second names one by itself (not "Department of Physics & Astronomy")."""
    left, amp, right = part.partition(" & ")
    right = right.strip()
    if not amp or not ORG_WORDS.search(left) or " & " in right or not right[:1].isupper():
        return [part]
    alone = re.fullmatch(r"[A-Z][a-z]*[A-Z][\w\-]*", right) or len(right.split()) >= 2 and ORG_WORDS.search(right) \
        and INSTITUTION_WORD.search(right) and INSTITUTION_WORD.search(left)
    return [left.strip(), right] if alone and looks_like_org(right) or alone and " " not in right else [part]


_SERIES_WORD = re.compile(r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}")


def _series_name(parts: list[str]) -> list[str]:
    """An organisation whose name is a series, its commas no boundary: "Latin American", "Caribbean", "and Iberian
    Studies Program" -> "Latin American, Caribbean, and Iberian Studies Program"."""
    out: list[str] = []
    for part in parts:
        k = len(out)
        while k and _SERIES_WORD.fullmatch(out[k - 1].strip()) and not ORG_WORDS.search(out[k - 1]) \
                and not is_location(out[k - 1].strip()) and not is_town(out[k - 1].strip()):
            k -= 1
        if part.lstrip().startswith("and ") and ORG_WORDS.search(part) and len(out) - k >= 1:
            out[k:] = [", ".join(p.strip() for p in out[k:]) + ", " + part.strip()]
        else:
            out.append(part)
    return out


_SUPERVISOR_RANK = re.compile(r"(?:doctoral|ph\.?\s?d\.?|master['’]?s?|graduate)\s+(?:student\s+)?(?:supervisor|advisor)s?", re.I)


_STUDIES_AT = re.compile(r"^(?:(?:undergraduate|graduate|doctoral|university)\s+)?(?:studies|study|studied)\s+(?:of|in)\s+"
                         r"[^,;()]{3,60}?\s+at\s+(?:the\s+)?[A-ZÀ-Þ]", re.I)


def _orgs(parts: list[str]) -> list[str]:
    """Organisations among an entry's segments; after the first, only names that say they are one.

    "University of California, Berkeley" is one name: a "University of X" followed by its city.
    """
    orgs: list[str] = []
    if any(p.lstrip().startswith("and ") for p in parts):
        parts = _series_name(parts)
    pieces = [(p, k > 0) for whole in parts for k, p in enumerate(_joint(whole))]
    for i, (part, joined) in enumerate(pieces):
        part = re.sub(r"^(?:at|in|the)\s+", "", part.strip(), flags=re.I)
        if " at " in part and _STUDIES_AT.match(part):
            part = part[part.index(" at ") + 4:]        # "Studies of chemical engineering at Universität Karlsruhe (TH)"
        after = [p.strip().split(".")[0].strip() for p, _ in pieces[i + 1:i + 3]] if orgs and i + 2 < len(pieces) else []
        if orgs and _is_unit(orgs[-1]) and len(after) == 2 and (after[1] in REGIONS or is_country(after[1].lower())) \
                and not ORG_WORDS.search(part) and not ORG_WORDS.search(after[0]) and looks_like_org(part) \
                and is_town(after[0]) and not is_town(part):
            orgs.append(part)       # "Department of X, Genentech, South San Francisco, CA": the unit's company, its town
            continue
        if joined:
            orgs.append(part)       # (named an organisation by its place: "X University & BCMaterials")
            continue
        part = re.sub(r"(?<!\s)\s*\((?=[^()]*\d)[^()]*\)\s*$", "", part)     # "University of X (2021–)"
        part = ACRONYM_AFTER.sub("", part)         # "Norwegian Meteorological Institute (MET Norway)": its short name
        if orgs and state_university(orgs[-1]) and _campus(part) \
                and part not in orgs[-1]:       # ("University of Illinois Urbana-Champaign, Urbana": its town)
            orgs[-1] = f"{orgs[-1]}, {part}"
            continue
        if orgs and len(part.split()) == 3 and not ORG_WORDS.search(part) and is_town(part) \
                or (code := re.match(r"([A-Z]{2,3})(?:\.|$)", part)) and code.group(1) in REGIONS:
            continue                # ("South San Francisco": its town, where shorter ones go below); "CA. Mentors: X"
        if DATE_LINE.match(part) or is_location(part) or not looks_like_org(part) or \
                FACULTY_RANK.match(re.sub(r"^(?:(?:assistant|associate|full|adjunct|visiting|senior|distinguished)\s+)+", "",
                                          part, flags=re.I)) and lone_title(part) or \
                re.fullmatch(r"(?:[A-Z][a-z]{0,3}\.){1,3}[A-Z]?[a-z]{0,3}\.?", part) or \
                i and not orgs and i == len(pieces) - 1 and is_town(part) and not ORG_WORDS.search(part):
            continue        # (nor is the town last after a firm's name: "Project architect, Álvaro Meireles Arquitectos, Porto")
        if orgs and _unit_goes_on(orgs[-1], part):
            orgs[-1] = f"{orgs[-1]}, {part}"        # "Department of Ecology, Evolution and Behavior": one unit
            continue
        if orgs and not ORG_WORDS.search(part) and len(part.split()) <= 2 and not part.isupper() \
                and not re.match(r"[A-Z]{2,4}\s", part):     # "UC Berkeley", "UT Austin": a campus, no place
            continue        # "Melbourne", "Urbana-Champaign": a place we do not know, not a second employer
        orgs.append(part)
    return orgs


def education_entry(path: str, entry: list[Line]) -> Iterator[Claim]:
    """Claims from one education entry: the degree, the institution, a group, dates."""
    head = strip_bullet(entry[0].text)
    found = find_degree(head)
    if not found:
        return
    degree, match = found
    if _post_nominals(head, match):
        return
    evidence = Evidence(path, entry[0].number, " / ".join(strip_bullet(ln.text) for ln in entry[:3]))
    field = _field(head, match)
    # (a note after a semicolon is no place: "MSc in X, University of Warsaw; master's thesis supervised by Y")
    segments = [(ln, s) for ln, s in ((ln, _SEMICOLON_NOTE.split(s, 1)[0]) for ln, s in _segments(entry))
                if not find_degree(re.sub(r"\([^()]*\)", "", s)) and s != field and s != match.group(0)]
    # [^()] not [^)]: with [^)] each "(" of an unclosed "((((" scanned to the end (quadratic).
    segments = [(ln, re.sub(r"(?<!\s)\s*\([^()]*\)\s*$", "", s)) for ln, s in segments]
    if field is None and segments and segments[0][0] is entry[0] and not looks_like_org(segments[0][1]) \
            and not re.search(r"\d", segments[0][1]) and len(segments[0][1].split()) <= 5:
        field = segments[0][1]          # "Ph.D., Computer Science, Stanford University, 2012"
        segments = segments[1:]
    own = re.split(r"[,;(|]", head[match.end():], maxsplit=1)[0].strip(" .") if match.start() <= 2 else ""
    if ("from " in own or "at " in own) and (split := _FIELD_FROM.fullmatch(own)) and looks_like_org(split.group(2)) \
            and not looks_like_org(split.group(1) or "") and (field is None or field in own):
        # "B.Sc. Physics from Middle East Technical University (METU), Ankara, 2023": its field, then its place
        field = split.group(1)
        segments = [(entry[0], split.group(2)), *segments]
    orgs = _orgs([s for _, s in segments])
    named = re.split(r"[,(;|]|\s[—–-]\s", head[match.end():], maxsplit=1)[0].strip(" .")
    if not orgs and field is None and not head[:match.start()].strip() and named and \
            (re.fullmatch(r"[A-Z]{3,8}", named) and named not in _CAPS_NOT_ORG or STRONG_ORG.search(named)
             and looks_like_org(named)):
        orgs = [named]          # "PhD KAIST, 2021", "PhD Université Paris Cité (2011)": the place after the degree
    if not orgs:
        return
    dates = _date_text(entry)
    start, end = year_span(dates or head)
    ongoing = is_ongoing(dates) or bool(re.search(r"\b(?:candidate|student|ongoing|expected)\b", head, re.I))
    institution, groups = _institution(orgs)
    if start == end and len(years(dates or head)) == 1:
        start = None                    # a single year is the year the degree was awarded
    yield Education(evidence, OWNER, degree, institution, field, start, None if ongoing else end)
    if ongoing:
        yield Affiliation(evidence, OWNER, institution)
        for group in groups:
            yield Affiliation(evidence, OWNER, group)
            yield PartOf(evidence, group, institution)
    for m in _AWARD_IN_PARENS.finditer(" ".join(ln.text for ln in entry)):
        name = re.sub(r"\s+honou?rs?$", "", m.group(1).strip(), flags=re.I)
        yield Award(evidence, OWNER, name, end)


_SEMICOLON_NOTE = re.compile(r";\s(?![^()]*\))")      # a semicolon outside brackets
_FIELD_FROM = re.compile(r"(?:(?:in\s+)?((?:[\w&\-]+\s+){0,4}[\w&\-]+)\s+)?(?:from|at)\s+(?:the\s+)?(\S.*)")
# a degree's words in capitals, no institution's short name ("PhD THESIS", "MSc STUDENT")
_CAPS_NOT_ORG = frozenset("THESIS STUDENT STUDENTS CANDIDATE PROGRAM PROGRAMME DEGREE COURSE STUDIES HONS HONOURS "
                          "HONORS DISSERTATION RESEARCH PROJECT".split())


def _post_nominals(head: str, match: re.Match) -> bool:
    """Whether a degree is one of the letters after a name ("JO ROE, PhD, CEng, FRS"): a name line, no entry."""
    before, after = head[:match.start()].strip().rstrip(","), head[match.end():]
    words = [w.strip() for w in after.split(",") if w.strip()]
    return bool(before) and looks_like_name(title_case(before) if before.isupper() else before) \
        and all(re.fullmatch(r"[A-Z][A-Za-z.]{1,9}", w) for w in words)


def _date_text(entry: list[Line]) -> str:
    """The first line of an entry (descriptions aside) that carries a year."""
    for line in entry:
        if line is not entry[0] and line.text.strip().startswith(("-", "–", "•")):
            continue
        if re.search(r"\d{4}", line.text):
            text = strip_bullet(line.text)
            lead = _DATE_PREFIX.match(text)
            # "2018–   Senior Lecturer, ...": the dates are the prefix (a line of dates alone is all dates)
            return lead.group(0) if lead and re.match(r"[^\W\d]", text[lead.end():]) and not DATE_LINE.match(text) \
                and not re.match(rf"(?:{MONTHS})\b", text[lead.end():], re.I) else text
    return ""


def _institution(orgs: list[str]) -> tuple[str, list[str]]:
    """Pick the degree-granting organisation; groups and labs named beside it come back apart."""
    groups = [o for o in orgs if re.search(r"\b(?:group|lab|laboratory|centre|center|team)\b", o, re.I)]
    rest = [o for o in orgs if o not in groups]
    if len(rest) > 1 and not STRONG_ORG.search(rest[0]) and STRONG_ORG.search(rest[1]):
        rest = rest[1:] + rest[:1]      # "MSc, Health Research Methodology, McMaster University": a field, then the school
    if rest and (_SUBUNIT.match(rest[0]) or re.search(r"\b(?:school|faculty|division)\s+of\b", rest[0], re.I)
                 and not _EMPLOYER.search(rest[0])) or \
            re.search(r"\b(?:department|institute|program|programme)$", rest[0] if rest else "", re.I):
        # "Machine Learning Department at X University"; "Facultad de Ciencias, UNAM": the whole after its unit
        # (an institute is a degree-granting body of its own: "Institute of Physics, Chinese Academy of Sciences")
        rest.sort(key=lambda o: (not _EMPLOYER.search(o), bool(_SUBUNIT.match(o)) and not re.match(r"(?:the\s+)?institute\b", o, re.I)))
    return (rest[0] if rest else orgs[0]), [g for g in groups if g != (rest[0] if rest else orgs[0])]


def _field(head: str, match: re.Match) -> str | None:
    after = head[match.end():]
    m = re.match(r"\s*(?:degree\s+)?(?:in|of|en)\s+([^,(;–—|]+?)(?=\s+-\s|[,(;–—|]|$)", after)
    if m:
        return m.group(1).strip().rstrip(".") or None
    before = head[:match.start()].strip().rstrip(",").strip()
    if before and not re.search(r"\d", before) and len(before.split()) <= 5 and not STRONG_ORG.search(before):
        return before
    return None


_TITLED_PERSON = re.compile(r"^((?:(?:Full|Associate|Assistant|Adjunct|Emeritus)\s+)?Professor)\s+(?-i:[A-Z])")


def position_entry(path: str, entry: list[Line], training: bool = False) -> Iterator[Claim]:
    """Claims from one job entry: title, organisations (most specific first), years."""
    segments = _segments(entry)
    if not segments:
        return
    # The title is usually first ("Research Intern, Google"), sometimes after the employer ("Google — Engineer").
    # (after the employer's town and state, too: "Microsoft Research, Redmond, WA — Research Intern")
    at = next((i for i, (_, seg) in enumerate(segments[:3]) if TITLE_WORDS.search(seg)), None)
    if at is None:
        at = next((i for i, (_, seg) in enumerate(segments[3:5], start=3) if TITLE_WORDS.search(seg)
                   and all(is_location(s) or is_town(s) for _, s in segments[1:i])), 0)
    title = re.sub(rf"^(?:(?:{MONTHS})\.?\s*)?(?:\d{{4}}|{MONTHS})[^:]*:\s*", "", segments[at][1], flags=re.I)
    title = _DATE_PREFIX.sub("", _SPAN_IN_TITLE.sub("", title))  # "Postdoc 2015–2017 in the X group": the years
    place, _, job = title.partition(": ")                       # are the entry's
    placed = bool(job) and bool(TITLE_WORDS.search(job)) and (
        is_location(place.strip()) or bool(re.fullmatch(r"[A-Z][\w\-]+(?: [A-Z][\w\-]+)?", place))
        and not TITLE_WORDS.search(place) and not ORG_WORDS.search(place))
    if placed:
        title = job         # "Google, London: Student Researcher", "X, Seongnam: Research Intern": the town before the job
    title = re.split(r"\s+(?:at|@)\s+", title, maxsplit=1)
    extra = [title[1]] if len(title) > 1 else []
    team = _IN_TEAM.search(title[0])
    if team and TITLE_WORDS.search(title[0][:team.start()]):
        title[0], extra = title[0][:team.start()], [team.group(1), *extra]     # "Postdoc in the Wälti group, ETH"
    # A trailing "(... 2019 ...)": one scan per parenthesis (the old [^)]*\d{4}[^)]* was cubic on "((((").
    title = re.sub(r"(?<!\s)\s*\((?=[^()]*\d{4})[^()]*\)\s*$", "", title[0]).strip()
    rest_now = [_STILL_THERE.sub("", seg) for _, seg in segments]
    still = rest_now != [seg for _, seg in segments]       # "Kyushu University (present)": still there
    segments = [(ln, seg) for (ln, _), seg in zip(segments, rest_now)]
    host = re.search(r"\s+(with|under|in the group of|hosted by|to)\s+(.*)$", title)
    title = title[:host.start()] if host else title
    if not (TITLE_WORDS.search(title) or training):
        return
    if (titled := _TITLED_PERSON.match(title)) and looks_like_name(clean_name(title)) \
            and (k := next((i for i, ln in enumerate(entry) if title in ln.text), None)) is not None:
        # "Professor Jean-Baptiste N'Guessan, Université Laval": that person's post (the rank), not the page's owner's
        person, rank = clean_name(title), titled.group(1)
        ranked = [*entry[:k], Line(entry[k].number, entry[k].text.replace(title, rank, 1)), *entry[k + 1:]]
        for claim in position_entry(path, ranked, training):
            yield replace(claim, person=person) if getattr(claim, "person", None) == OWNER else claim
        return
    if training and _TRAINING.match(title):
        title, took = _trainee_title(title, segments[at + 1][1] if at + 1 < len(segments) else None)
        segments = segments[:at + 1] + segments[at + 2:] if took else segments
    paren = _PAREN_EMPLOYER.search(title)
    paren = paren.group(1) if paren and ORG_WORDS.search(paren.group(1)) and looks_like_org(paren.group(1)) else None
    if paren:           # "Chargée de recherche (CNRS), Laboratoire X": CNRS employs, X is where
        title, extra = title[:title.rfind("(")].rstrip(), [paren, *extra]
    elif (body := _BODY_AFTER.search(title)) and TITLE_WORDS.search(title[:body.start("body")]):
        # "Directeur de recherche CNRS, IRCSE", "Research Director INRAE": the body that employs, in the rank
        paren, title, extra = body.group("body"), title[:body.start("body")].rstrip(), [body.group("body"), *extra]
    rest = extra + [seg for i, (_, seg) in enumerate(segments) if i != at]
    hosts = take_names(host.group(2)) if host else []
    unit = None
    for k, seg in enumerate(rest):
        if ";" in seg and (named := _UNIT_THEN_HOST.search(seg)):
            # "UK (Cloud Infrastructure group; host: Dr. X)": the group (a part of the employer named before it),
            # and its host, who works there
            rest[k:k + 1] = [part for part in (seg[:named.start()].strip(), named.group(1).strip()) if part]
            unit = named.group(1).strip()       # (a part of the employer named before it, not the employer)
            hosts += [name for name in take_names(named.group(2)) if name not in hosts]
            break
    if "(" in title and (note := _HOST_NOTE.search(title)) and not note.group("group") and TITLE_WORDS.search(title[:note.start()]) \
            and (named := take_names(note.group("names"))):
        # "Postdoctoral Fellow (host: Prof. X) | Center Y, Z": the host works there too
        hosts += [name for name in named if name not in hosts]
        title = title[:note.start()]
    noted = [_HOST_NOTE.search(seg) for seg in rest]
    rest = [seg[:m.start()].strip() if m else seg for seg, m in zip(rest, noted)]
    hosts += [name for seg in rest if (name := _group_of(seg))]
    withs = [seg for seg in rest if seg[:4].lower() in ("with", "unde", "host") and _WITH_SEGMENT.match(seg)]
    hosts += [name for seg in withs for name in take_names(_WITH_SEGMENT.sub("", seg, count=1))]
    rest = [seg for seg in rest if seg not in withs]        # "Fellow, X, with Dr. Y": Y, no organisation
    hosts += [name for m in noted if m for name in take_names(m.group("names"))]
    labelled = [m.group("names") for m in ([_HOSTS_LABEL.search(entry[0].text)] if ":" in entry[0].text or
                                           " by " in entry[0].text else []) if m]      # ". Hosts: A and B."
    labelled += [m.group("names") for ln in entry[1:] if (m := _MENTOR_LINE.match(ln.text))]   # a "Mentor: X" line below
    hosts += [name for names in labelled for name in take_names(names) if name not in hosts]
    # "Research Assistant to Dr. X": X works there; "Postdoc with X", "Group of X": X also hosts the owner
    advisors = hosts[1:] if host and host.group(1) == "to" else hosts
    groups = [name for m in noted if m and m.group("group") for name in take_names(m.group("names"))]
    if groups and not find_level(title):
        advisors = [name for name in advisors if name not in groups]    # "Visiting scientist, X (group of Y)": a host
    if FACULTY_RANK.search(title) and not find_level(title):
        advisors = []           # "Visiting Professor, X (host: Prof. Y)": a professor's host is no advisor
    # (not a Chinese professor's rank "Doctoral Supervisor": whom they may supervise, no employer)
    orgs = [o for o in _orgs([seg for seg in rest if not _group_of(seg)]) if not _SUPERVISOR_RANK.fullmatch(o)]
    if not orgs and at == 1 and placed and _EMPLOYER_FIRST.fullmatch(segments[0][1]) \
            and not TITLE_WORDS.search(segments[0][1]):
        orgs = [segments[0][1]]     # "Acme AI, Zurich: Student Researcher": the employer first, whatever its name
    if not orgs:
        return
    dates = _date_text(entry)
    start, end = year_span(dates)
    evidence = Evidence(path, entry[0].number, " / ".join(strip_bullet(ln.text) for ln in entry[:3]))
    if still and start == end:
        end = None
    yield Position(evidence, OWNER, title, employer(orgs), start, None if is_ongoing(dates) else end)
    for org in orgs:
        yield Affiliation(evidence, OWNER, org)
    for part, whole in zip(orgs, orgs[1:]):
        if part != paren and unit not in (part, whole):
            yield PartOf(evidence, part, whole)
    if unit in orgs and orgs[0] != unit:
        yield PartOf(evidence, unit, orgs[0])
    for name in hosts:
        if name in advisors:
            yield Supervision(evidence, name, OWNER, find_level(title) or "Unspecified", start, end)
        for org in orgs:
            yield Affiliation(evidence, name, org)


_UNIT_THEN_HOST = re.compile(r"\(([^;()]{3,80});\s*(?:hosts?|mentors?)\s*:\s*([^;()]{3,80}?)\)\s*$", re.I)
_HOSTS_LABEL = re.compile(r"\.\s+(?:(?:hosts?|mentors?|managers?|supervisors?|advisors?|advisers?)\s*:|(?:hosted|mentored|supervised|advised)\s+by)"
                          rf"\s*(?P<names>(?:(?:Prof|Dr|Mr|Ms)\.\s*)?{name_run('.;:')}{{3,200}})", re.I)
_MENTOR_LINE = re.compile(r"^\s*(?:hosts?|mentors?|managers?|(?-i:PI)|principal investigator)\s*:\s*"
                          r"(?P<names>\S.{2,200})$", re.I)      # (a post's "PI: Prof. X" line under it)
FACULTY_RANK = re.compile(r"\b(?:professor|lecturer|reader)\b", re.I)
_HOST_NOTE = re.compile(r"(?<!\s)\s*\((?:with|under|hosted by|host|sponsor|advisor|adviser|supervisor|mentor|PI|"
                        r"(?P<group>(?:in\s+the\s+)?(?:research\s+)?(?:group|lab|laboratory)\s+of))\s*:?\s*"
                        r"(?P<names>[^()]{3,80})\)\s*$", re.I)
_STILL_THERE = re.compile(r"\s*\((?:present|current|to date|now|ongoing)\)\s*$", re.I)
_EMPLOYER_FIRST = re.compile(r"(?:[A-Z][\w&\-.]*\s?){1,4}")
_WITH_SEGMENT = re.compile(r"^(?:with|under|hosted by)\s+", re.I)
_GROUP_OF = re.compile(r"^(?:in\s+)?(?:the\s+)?(?:research\s+)?(?:group|lab|laboratory|team)\s+of\s+", re.I)
_SUBUNIT = re.compile(r"^(?:the\s+)?(?:graduate\s+)?(?:department|dept\.?|school|faculty|division|institute|section|chair|"
                      r"departamento|departament|d[ée]partement|dipartimento|facultad|faculdade|facolt[àa]|escuela|escola)"
                      r"\s+(?:of|for|de|d['’]|di|du|des|della|del)\b", re.I)
_EMPLOYER = re.compile(r"\b(?:universi[td]\w*|college|polytechnic|hospital|institute of technology|eth|epfl|iit|kaist|mit|caltech)\b",
                       re.I)


_SPAN_IN_TITLE = re.compile(r"(?<=\w)\s+(?:19|20)\d\d\s*[–—-]\s*(?:(?:19|20)\d\d|present|now)\b(?=\s+(?:in|at|with)\s)", re.I)
_IN_TEAM = re.compile(r"\s+in\s+(?:the\s+)?((?:[A-Z][\w'’\-]*\s+){1,3}(?:[Gg]roup|[Ll]ab|[Ll]aboratory|[Tt]eam))(?=\s*(?:,|$))")


def _group_of(segment: str) -> str | None:
    """"Group of Prof. Dr. Jana Novak": the person whose group it is (not an organisation's name)."""
    m = _GROUP_OF.match(segment) if " of " in segment else None
    names = take_names(segment[m.end():]) if m else []
    if names and not _TITLE_BEFORE.match(segment[m.end():]) and _SUBJECT_WORD.search(names[0]):
        return None         # "Laboratory of Mobile Manipulation", "Group of Applied Physics": a subject, no person
    return names[0] if names else None


_TITLE_BEFORE = re.compile(r"(?:Prof|Dr|Professor)\b")
_SUBJECT_WORD = re.compile(rf"\w{{3}}(?:tion|ics|{'|'.join(FIELD_ENDINGS)})\b|\b(?:Sciences?|Chemistry|Engineering|Medicine|"
                           r"Systems|Materials|Design|Learning|Vision|Intelligence|Computing|Imaging|Sensing|Processing|"
                           r"Modell?ing|Matter|Energy|Health|Ecology|Evolution|Genetics|Genomics)\b")


_PAREN_EMPLOYER = re.compile(r"(?<!\s)\s*\(((?-i:[A-Z])[^()]{1,50})\)$")
# A research body's acronym closing a research rank ("Chargée de recherche CNRS"; not a degree or a membership after
# other titles: "Maîtresse de conférences HDR", "Architect MAA")
_BODY_AFTER = re.compile(r"\b(?:recherche|research|researcher|scientist|director|directeur|directrice|chercheur|chercheuse|"
                         r"ingénieure?|engineer)\s+(?P<body>(?-i:[A-Z]{3,7}))$", re.I)


def employer(orgs: list[str]) -> str:
    """The organisation a job is with: "Department of X, University of Y" is a job at the university.

    A research group, lab or unit is kept: it is an employer in its own right on many CVs.
    """
    if _SUBUNIT.match(orgs[0]):
        # "Department of X, KAIST": the next organisation that is not itself a subunit, whatever its name; an
        # institute before no university by name is an employer in its own right ("Institute for X, UC Y")
        return next((o for o in orgs[1:] if _EMPLOYER.search(o)), None) or \
            next((o for o in orgs[1:] if not _SUBUNIT.match(o) and not _GROUP_WORD.search(o)
                  and not re.match(r"(?:the\s+)?institute\b", orgs[0], re.I)), orgs[0])
    return orgs[0]


_GROUP_WORD = re.compile(r"\b(?:group|lab|laboratory|team|unit|centre|center)\b", re.I)


CITIES_TITLE = {c.title() for c in CITIES}


def _campus(part: str) -> bool:
    """"Berkeley" after "University of California": a campus, part of the name (not a country)."""
    return part in CITIES_TITLE or (bool(re.fullmatch(r"[A-Z][\w\-]+(?: [A-Z][\w\-]+)?", part))
                                    and not (" " not in part and sum(c.isupper() for c in part) >= 2)    # "USP", "UnB"
                                    and not ORG_WORDS.search(part) and not is_country(part))
_ARTICLE_TITLE = re.compile(
    r"\b(?:an?|the)\s+((?:[A-Za-z]|\d{2,3}\s)[\w\-]*(?:\s+(?!(?:an?|the|as)\s)[A-Za-z][\w\-]*){0,5}?)"     # "a year as a X": X
    # (and a fellowship's name with a number: "a 51 Pegasi b Fellow")
    r"(?=\s*(?:\(|,|\bin\b|\bat\b|\bwith\b|\bfor\b|\bfrom\b|\band\b|\bworking\b|\bwhere\b|\bof\b|\.|$))"
    r"(?:\s*\(([^()]*)\))?")
_ROLE_VERB = re.compile(r"(?:\bam|['’]m|\bwas|\bis|\bare|\bwere|\bas|\bbecame|\bbecome|\bbeen|\bserve[sd]?|\bserving|\band|"
                        r"\bjoined|\bappointed|"
                        r"named|elected|after|held|holding|completed|during|took up)"
                        r"(?:\s+(?:then|also|currently|now|later|previously|subsequently|briefly|formerly))?\s*$", re.I)


_NAMED_INTRO = re.compile(r"^\W*(?:(?:hi|hello|hey|welcome)\b\W*)?(?:I['’]m|I am|my name is)\s+(?:Dr\.?\s+)?"
                          r"(?-i:[A-ZÀ-Þ][\w'’\-]*(?:\s+(?:[A-ZÀ-Þ][\w'’.\-]*|de|da|van|von|af|del|di|le|la)){1,4})"
                          r"(?:\s*\([^()]{1,40}\))?,\s+(?=(?:a|an|the|currently)\s)", re.I)


# a newcomer's sentence, saying where they come from: "Kenji joins us from X", "Ana comes to Lyon from Y"
_CAME_FROM = re.compile(r"\b(?:comes?|came|joins?\s+us|joined\s+us|arrives?|arrived)\s+(?:to\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?\s+)?from\s")
_CLAUSE_DATES = re.compile(r"\s+(?:since|from|in|during|between)\s+(?:19|20)\d\d|\s*\((?:19|20)\d\d|,\s")
_WHERE_CLAUSE = re.compile(r",\s+where\s+(she|he|they|I)\s+(?=(?:earned|received|obtained|completed|took|did|was|worked|"
                           r"held|studied|became|joined|(?:has|had)\s+been)\b)")


# a description put before a sentence's named subject: "An aerospace engineer by training (PhD, IIT Bombay, 2015), "
_FRONTED_APPOSITIVE = re.compile(r"^(?:An?|The)\s+[^,()]{3,80}?(?:\s*\([^()]{0,80}\))?,\s+"
                                 r"(?=(?:[A-ZÀ-Þ][\w'’\-]+\s+){1,3}(?:has|is|was|had|joined|became|holds|leads|heads)\b)")


def _named_lead(text: str) -> bool:
    """Whether a sentence opens with a person's name ("Bastien Roy comes to us from Québec, where he did ...")."""
    m = _NAME_THEN_VERB.match(text)
    return bool(m) and looks_like_name(clean_name(m.group(1)))


_NAME_THEN_VERB = re.compile(r"((?:[A-ZÀ-Þ][\w'’\-]*\s){1,3}[A-ZÀ-Þ][\w'’\-]+)\s+(?=[a-z])")


def without_fronted_description(text: str) -> str:
    """A sentence without the description put before its named subject.

    >>> without_fronted_description("An aerospace engineer by training (PhD, IIT Bombay, 2015), Priya Rao has been ...")
    'Priya Rao has been ...'
    """
    return _FRONTED_APPOSITIVE.sub("", text, count=1) if text[:1] == "A" or text[:3] == "The" else text


_PAY_GRADE = re.compile(r"\b[WC][1-4][\s\-](?=[Pp]rof)")      # a German chair's grade: "W3 professor", "C4-Professor"


# "The X Laboratory (X Lab) is directed by Dr. Helena Roe, Associate Professor in the Department of Y at Z University":
# the lab's head, and the post after the name
_DIRECTED_BY = re.compile(r"^(?:The\s+)?(?P<lab>[A-Z][^.;“\"]{2,120}?)\s+(?:is|are)\s+(?:directed|led|headed|run)\s+by\s+"
                          r"(?:(?:Dr|Prof|Professor)\.?\s+)?(?P<name>(?-i:[A-ZÀ-Þ])[\w'’\-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’.\-]+){1,3})"
                          r"(?:,\s+(?P<post>[^;]{5,200}))?")


_THE_UNIT = re.compile(r"(?:the|our|this)\s+(?:\w+\s+)?(?:group|lab|laboratory|team|centre|center|unit|institute)", re.I)


def names_lab_head(text: str) -> bool:
    """Whether a sentence opens on a named lab and the person who directs it ("The X Laboratory (XL) is directed by
    Dr. Y, ...")."""
    m = _DIRECTED_BY.match(text) if " by " in text else None
    return bool(m) and _head_and_lab(m) is not None


def _head_and_lab(m: re.Match) -> tuple[str, str] | None:
    name = clean_name(m.group("name"))
    lab = ACRONYM_AFTER.sub("", m.group("lab")).strip()
    if not looks_like_name(name) or not looks_like_org(lab) or not ORG_WORDS.search(lab) or _THE_UNIT.fullmatch(lab):
        return None     # (not "The group is led by Dr. X": a lab's own name)
    return name, lab


def _lab_head(evidence: Evidence, m: re.Match) -> Iterator[Claim]:
    """The head a sentence names for its lab, and that head's post (told as "She is <post>")."""
    found = _head_and_lab(m)
    if found is None:
        return
    name, lab = found
    yield Position(evidence, name, "Director", lab)
    yield Affiliation(evidence, name, lab)
    post = m.group("post")
    if post and TITLE_WORDS.search(post.split(" in ")[0].split(" at ")[0]):
        told = Evidence(evidence.path, evidence.line, f"She is {post.rstrip(' .')}.")
        for c in sentence_claims(told):
            c = replace(c, evidence=evidence)
            yield replace(c, person=name) if getattr(c, "person", None) == OWNER else c


_STUDIED_AT = re.compile(r"\bstudied\s+(?P<field>[a-z][\w&\- ]{2,40}?)\s+at\s+(?:the\s+)?(?P<org>(?-i:[A-Z])[^,;()]{2,80}?)\s*"
                         r"\((?P<degree>[^()\d,;]{2,20}?),?\s+(?P<year>(?:19|20)\d\d)\)")
_WENT_FOR_DEGREE = re.compile(r"\b(?:moved|went|came|returned)\s+to\s+(?:the\s+)?(?P<org>(?-i:[A-Z])[^,;()]{2,80}?)\s+for\s+"
                              r"(?:his|her|their|my)\s+(?P<degree>doctorate|doctoral studies|ph\.?\s?d\.?|master['’]?s(?: degree)?)"
                              r"(?:,\s+which\s+(?:she|he|they|I)\s+(?:completed|finished|defended)\s+in\s+(?P<year>(?:19|20)\d\d))?",
                              re.I)


def sentence_claims(evidence: Evidence) -> Iterator[Claim]:
    """Claims a sentence makes about its subject's career: the owner ("I", "She") or a named person."""
    text = evidence.text
    if " by " in text and (head := _DIRECTED_BY.match(text)):
        yield from _lab_head(evidence, head)
    if ", who " in text:
        text = _WHO_CLAUSE.sub(r"\1 ", text, count=1)    # "— Dr X, who completed his PhD at Y": X completed ...
    text = without_fronted_description(text)
    if "rof" in text and _PAY_GRADE.search(text):
        text = _PAY_GRADE.sub("", text)     # "she has been W3 Professor of X at Y": a German chair's pay grade, no title
    if "I" in text[:30] and (intro := _NAMED_INTRO.match(text)):
        text = "I am " + text[intro.end():]     # "Hi! I'm Jo Roe (she/her), an Assistant Professor in X at Y"
    if "studied " in text and "(" in text:
        # "studied chemistry at the Jagiellonian University (MSc 2006)": the degree the bracket names, taken there
        text = _STUDIED_AT.sub(lambda m: f"received {m.group('degree')} in {m.group('field')} from {m.group('org')} in "
                                         f"{m.group('year')}" if has_degree(m.group("degree")) else m.group(0), text)
    if " for " in text and (went := _WENT_FOR_DEGREE.search(text)):
        # "She moved to ETH Zürich for her doctorate, which she completed in 2010": a doctorate there
        text = text[:went.start()] + f"received {went.group('degree')} from {went.group('org')}" + \
            (f" in {went.group('year')}" if went.group("year") else "") + text[went.end():]
    subject = _subject(text) or (OWNER if _YEARS_FOLLOWED.match(text) else None)
    if ", where " in text and (subject is None or text.count(", where ") == 1 and (
            subject == OWNER or _CAME_FROM.search(text.split(", where ")[0]))) \
            and (where := _WHERE_CLAUSE.search(text)) \
            and ((before := orgs_in(re.sub(r"\s*\([^()]{1,20}\)$", "", text[:where.start()])))     # (its "(Caltech)")
                 or not _named_lead(text) and orgs_in(text[where.end():])):
        # "A scholarship brought her to the University of X, where she earned an M.S. in 1961": she did, at X (or, no
        # place before, at the one the clause names: "... to Germany in 2003, where she earned a master's at RWTH Aachen")
        clause = text[where.end():].rstrip(' .')
        if before:      # the place right after a post, before its dates and what else the clause says (after the
            # degrees: "earned an M.S. in 1961 and the Ph.D. in 1964" took both there)
            cut = _CLAUSE_DATES.search(clause) if not find_degree(clause) else None
            clause = f"{clause[:cut.start()]} at {before[-1]}{clause[cut.start():]}" if cut else f"{clause} at {before[-1]}"
        told = f"{where.group(1)} {clause}."
        if subject == OWNER:
            # "She went on to X (Caltech), where she earned her PhD": the degree there, beside what the sentence's own
            # verb says (not "received her PhD from X, where she worked with Y": her degree, no post there)
            if find_degree(text[where.end():]) and not find_degree(text[:where.start()]):
                yield from (replace(c, evidence=evidence)
                            for c in sentence_claims(Evidence(evidence.path, evidence.line, told)))
        else:       # ("Kenji joins us from X, where he has been Y": Kenji's post at X)
            text, subject = told, subject or OWNER
    if subject is None:
        text = _fragment(text)
        subject = OWNER if text is not evidence.text else None
    if subject is None:
        return
    if " as " in text and (spent := _SPENT_AS.search(text)) and (TITLE_WORDS.search(spent.group("title"))
                                                                  or _TRAINEE_TITLE.search(spent.group("title"))):
        # "He spent two years at X as a research associate with Y", "Two years followed at X as a Z": a post there
        text = f"He was a {spent.group('title')} at {spent.group('place')}{spent.group('rest')}"
    orgs = orgs_in(text)
    head, comma, tail = text.partition(", ")
    if comma and len(head.split()) <= 4 and (listed := org_line(tail.rstrip("."))):
        orgs = tuple(listed)    # "PhD Student, School of X, University of Y": the line lists whole organisations
    claims = [*_degree_sentence(evidence, text, orgs), *_title_sentence(evidence, text)]
    teams = [m.group(1) for m in _HEADS_TEAM.finditer(text)] if " the " in text else []
    for org in orgs:
        before = text[:text.find(org)]
        if _MEMBER.search(before[-40:]) or _LEADS.search(before[-30:]):
            claims.append(Affiliation(evidence, OWNER, org))
    claims += _being_at(evidence, text)
    if "work" in text and (worked := _WORKED_AT.search(text)):
        org = re.sub(r"\s+(?:of|&)$", "", worked.group(2))
        if org not in orgs and not is_location(org) and (worked.group("at") == "at" or not looks_like_name(org)):
            claims.append(Affiliation(evidence, OWNER, org))   # "She previously worked at Pioneer Hi-Bred": a company
    if "join" in text or "arrive" in text or "moved " in text or "moves " in text:
        claims += _joined(evidence, text)      # ("X arrives at McGill University as an Assistant Professor")
    if " up " in text or "start" in text or "begin" in text or "began" in text or "accept" in text or "appointed to" in text:
        claims += _took_up(evidence, text)
    if "taught" in text or "lectured" in text:
        claims += _taught(evidence, text)
    # "where she heads the Membrane Transporters team", "I lead the Uncertainty & Shift group": the owner's own group
    claims += [Affiliation(evidence, OWNER, team) for team in teams if team not in orgs]
    if "intern" in text or " resident " in text:
        claims += _interned(evidence, text)
    if "residency" in text:
        claims += _residency(evidence, text)
    stays = _STAYS.search(text)
    if stays:
        rest = text[stays.start():]
        stop = _CLAUSE_END.search(rest, 1)
        claims += [Affiliation(evidence, OWNER, org) for org in orgs_in(rest[:stop.start()] if stop else rest)]
    society = _MEMBER_GRADE.match(text)
    if society:                 # "Wei Zhang (Senior Member, IEEE) received ...": a member of the society
        claims.append(Affiliation(evidence, OWNER, society.group(1)))
    for claim in claims:
        yield replace(claim, person=subject) if getattr(claim, "person", None) == OWNER else claim


# "The Autonomous Manipulation Lab is part of the Robotics Institute at Carnegie Mellon University": a lab's page
# saying where its lab sits (the lab is its leader's, the page's owner's)
_LAB_INTRO = re.compile(r"^(?:[Tt]he\s+)?(?:[A-Z]{2,8}\s+\((?=[^()]+\)\s+(?:is|sits)\s))?"      # "LECI (Insect X Lab) is"
                        rf"(?P<lab>(?:{SURNAME_PARTICLE}\s+(?=[A-Z]))?(?:(?:[A-Z][\w\-&'’]*|&|(?:der|den|de|la|van|von|da|dos|del)(?=\s+[A-Z]))\s+){{1,6}}(?:[Ll]ab|[Ll]aboratory|[Gg]roup|[Tt]eam|Unit)|"
                        r"Chair\s+(?:of|for)\s+(?:(?:[A-Z][\w\-&'’]*|and|&)\s+){0,5}[A-Z][\w\-&'’]*)\)?"   # "Chair of X"
                        r"(?:\s+\((?:[A-Z]{2,8}|[A-Z][^()]{2,60}|[a-z][^()]{2,40})\)(?=[\s,]))?\s*"     # "X Lab (XL)", "X Lab (Neural Circuits of Sleep)",
                        # "X Lab (plant–microbe interactions)"
                        r"(?:,\s+(?:headed|led|directed|run)\s+by\s+(?:Prof\.?|Professor|Dr\.?)?\s*[^,;()]{3,60},\s+)?"  # ", led by Y,"
                        r"(?<=\s)"
                        r"(?:\((?:Prof\.?|Professor|Dr\.?)\s+[^,()]{3,60},|"   # "X Lab (Prof. Y, Dept, Univ)"
                        r"(?:belongs\s+to|is\s+one\s+of\s+(?:the\s+)?(?:\w+\s+){0,2}(?:chairs|groups|labs|laboratories|teams|units)"
                        r"\s+(?:of|in|at|within)|(?:is|sits)\s+(?:(?:part|a member) of|within|in|at|housed (?:in|at)|"
                        r"based (?:in|at)|affiliated with|located (?:in|at)))|at|of|in)\s+(?:the\s+)?(?P<rest>[A-Z][^.;]{3,160})")
# a site's greeting before its lab's name: "News from the X Lab in ...", "Welcome to the Y Group at ..."
_GREETING = re.compile(r"^(?:(?:latest\s+|short\s+|recent\s+)?(?:news|updates|stories|photos|welcome|greetings|hello)\s+(?:from|to|of)\s+)(?=the\s)", re.I)
# An organisation's name runs on over capitalised words and these; a verb ("studies") ends it
_NAME_PARTICLES = frozenset("of for and the de la le du des der für zu zur zum y e i & at in di da do del della dos das van von "
                            "los las el al et und zu".split())
# a unit's lower-case kind after its name ("the Condensed Matter Physics section at the X Institute"): the name's
_UNIT_KIND_WORD = re.compile(r"section|division|unit|cluster|programme|program|theme|platform")
_KIND_AFTER_NAME = re.compile(rf"[A-Z][\w\-&'’]*(?:\s+(?:[A-Z][\w\-&'’]*|and|&|of)){{0,5}}\s+(?:{_UNIT_KIND_WORD.pattern})")
LAB_INTRO_CUES = ("lab", "group", "team", "unit", "we are", "chair of")


_LAB_WHERE = re.compile(r"^(?:[Tt]he\s+)?(?P<lab>(?:(?-i:[A-Z])[\w\-&'’]*\s+){1,5}(?:Lab|Laboratory|Group|Team))\s+"
                        r"\((?P<where>(?:Department|School|Faculty|Division|Institute)\s+(?:of|for)\s[^()]{3,100}?,\s*[^()]{3,80})\)\s+"
                        r"(?:has|is|was|studies|works|trains|uses)\b")
# "The group is part of ...": the page's own lab, named by its title
_SHORT_IS_THE = re.compile(r"^[A-Z][\w\-]{1,15}\s+is\s+the\s+(?P<lab>(?:(?:[A-Z][\w\-&'’]*|&)\s+){1,6}"
                           r"(?:Lab|Laboratory|Group|Team|Unit)),?\s+part\s+of\s+")
_THE_LAB = re.compile(r"^(?:(?:The|Our)\s+(?:lab|laboratory|group|team)\s+|We\s+(?=are\s+(?:part|a\s+member|based|housed|located)\b))"
                      r"(?:are\s+(?=part|a\s+member|based|housed|located)|(?=is\s|sits\s))")    # ("We are part of X")


# "Prof. X founded the group at ICIQ in 2009", "She established the lab at the University of Y in 2015"
_FOUNDED_LAB = re.compile(rf"^(?:(?:(?:Prof|Professor|Dr)\.?\s+)?(?:[A-ZÀ-Þ][\w'’\-]*\.?\s+(?:{SURNAME_PARTICLE}\s+){{0,2}}){{1,5}}|She\s+|He\s+)"
                          r"(?:founded|established|set\s+up|started|launched)\s+(?:the|this|our)\s+(?:group|lab|laboratory|team)\s+"
                          r"(?:at|in)\s+(?:the\s+)?(?P<rest>[A-Z][\w&'’\-]*(?:\s+(?:[A-Z][\w&'’\-]*|of|for|and|&|de|i|y)(?![\w&'’\-])){0,8})")
_WE_ARE_PART = re.compile(r"^We\s+(?:are\s+(?:part|a\s+member)\s+of|belong\s+to|are\s+based\s+at|"   # (not "located in" a building)
                          r"are\s+an?\s+(?:[\w\-]+\s+){0,5}?(?:lab|laboratory|group|team)\s+(?:in|at|within))\s+"
                          r"(?:the\s+)?(?=[A-Z])")         # ("We are a regeneration and evo-devo lab in the Department of X")


def lab_intro(evidence: Evidence, page_lab: str | None = None) -> list[Claim]:
    """The page's lab, where it sits, and the owner a member of each ("X Lab is part of Y at Z");
    ``page_lab`` is the lab a page is titled by, for "The group is part of Y"."""
    text = without_link_addresses(evidence.text)     # "the [Laboratory of Genetics](https://x.org) at the University of Y"
    short = re.fullmatch(r"(.+?)\s+\(([^()]+)\)", page_lab) if page_lab and page_lab.endswith(")") else None
    page_lab = short.group(1) if short else page_lab        # "X Laboratory (XL Lab)": the name, and its short one
    if (not page_lab or not _THE_LAB.match(text)) and (we := _WE_ARE_PART.match(text)):
        # "We are part of the Laboratory of Genetics at the University of X" on a page that names no lab in its
        # title: the leader is a member of each ("We are a ... lab in the Department of X" on one that does: of
        # that lab too)
        rest = re.split(r"\s+(?:and\s+(?:train|work|are|have|study|use)|where|which|with)\b|[.;]", text[we.end():])[0]
        chain = _org_chain(rest.split(" | ")[0])        # ("University of X | its Māori name")
        return _memberships(evidence, [page_lab, *chain] if page_lab and chain else chain)
    if page_lab and (founded := _FOUNDED_LAB.match(text)):
        # "Prof. X founded the group at ICIQ in 2009 and has led it since": the page's lab at that place, its leader
        # there since that year
        where = [o for o in _org_chain(founded.group("rest")) if ORG_WORDS.search(o) or o.isupper()]     # (not "in Dunedin")
        year = re.match(r"\s+in\s+((?:19|20)\d\d)\b", text[founded.end("rest"):])
        return _memberships(evidence, [page_lab, *where]) + \
            [Position(evidence, OWNER, "Group Leader", where[0], int(year.group(1)), None) for _ in where[:1] if year]
    if page_lab and (the := _THE_LAB.match(text)):
        text = f"The {page_lab} {'is ' if text[:3] == 'We ' else ''}{text[the.end():]}"
    elif short and text.startswith(short.group(2) + " ") and re.match(r"\s(?:is|sits)\s", text[len(short.group(2)):]):
        text = f"The {page_lab} {text[len(short.group(2)) + 1:]}"       # "CoDRe is part of ..." under "X Group (CoDRe)"
    # "X is based at an observatory and is part of Y at Z": the organisations it is part of
    text = re.sub(r"\s(?:is|sits)\s+(?:based|located|housed)\s+(?:at|in)\s+[^.;]{3,80}?\s+and\s+(?=is\s+part\s+of\s)", " ",
                  text, count=1)
    if named := _SHORT_IS_THE.match(text):
        text = f"The {named.group('lab')} is part of {text[named.end():]}"     # "GalKin is the X Group, part of Y"
    if "(" in text[:80] and (where := _LAB_WHERE.match(text)):
        # "The Kessler-Nakamura Lab (Department of Botany, University of British Columbia) has been training ...":
        # the lab, and where it sits in its bracket
        text = f"The {where.group('lab')} is part of the {where.group('where')}."
    m = _LAB_INTRO.match(_GREETING.sub("", text, count=1))
    if not m:
        return []
    lab = page_lab if short and fold(m.group("lab").strip()) == fold(short.group(2)) else m.group("lab").strip()
    # the clause ends where a verb's does ("... and is led by", "where"); "School of Ocean and Earth Science" stays
    rest = re.split(r"\s+(?:and\s+(?:is|was|are|has|have|it|its)|where|which|who|that|with|led|headed|directed|"
                    r"under|since)\b", m.group("rest"))[0]
    words = rest.split()
    # (a small word the name's acronym follows is the name's: "Università della Svizzera italiana (USI)")
    end = next((i for i, w in enumerate(words) if w[:1].islower() and w not in _NAME_PARTICLES and w != "within"
                and not (i + 1 < len(words) and re.fullmatch(r"\([A-Z]{2,8}\)[,.]?", words[i + 1]))
                and not (i and words[i - 1][:1].isupper() and _UNIT_KIND_WORD.fullmatch(w)
                         and i + 1 < len(words) and words[i + 1] in ("at", "of", "within", "in"))), len(words))
    rest = " ".join(words[:end])            # "The X Lab at the University of Waterloo studies ...": no verb
    rest = rest.split(" | ")[0]             # "University of Canterbury | Te Whare Wānanga o Waitaha": its other name
    if re.fullmatch(r"(?:research\s+)?(?:group|team|lab|laboratory)", lab, re.I):
        # "Research group at the Department of X, University of Y" under the group's name: the words name no group
        # (the page's title does: the page's lab, when it is known)
        chain = _org_chain(rest)
        return _memberships(evidence, [page_lab, *chain] if page_lab else chain) if chain else []
    orgs = [lab, *_org_chain(rest)]
    return _memberships(evidence, orgs) if len(orgs) > 1 else []


# a biography's paragraph: "From 1989 to 1991 she was ..."
_PROSE_START = re.compile(r"(?:From|In|Between|During|After|Since)\s+(?:\w+\s+){0,3}(?:19|20)\d\d\b.{0,30}?\b(?:she|he|they|I|we)\s")
def _org_chain(text: str) -> list[str]:
    """Organisations named one inside the next ("Department of X at the University of Y", "Centre (Parent)"),
    up to the first part that names none: a place ("in Pittsburgh"), "the Wisconsin faculty"."""
    orgs: list[str] = []
    for piece in re.split(r",\s*|\s+(?:at|in|within|of the)\s+(?:the\s+)?|(\s*\([^()]*\))|\s*[()]", text):
        if piece and piece.lstrip().startswith("("):
            inner = piece.strip(" ()")      # "Centre (Parent)": the parent; "Dept (Departamento de X)": its own name
            initials = "".join(w[0] for w in orgs[-1].split() if w[0].isupper()) if orgs else ""
            if inner.isupper() and len(inner) >= 2 and initials.startswith(inner) or \
                    orgs and " " not in inner and len(inner) <= 8 and sum(c.isupper() for c in inner) >= 2 or \
                    orgs and re.fullmatch(r"[A-Z]{2,4}\s[A-Z][a-zà-ÿ]{2,12}", inner):
                continue                    # "Research School of Astronomy & Astrophysics (RSAA)": its short name
                                            # (or "Delft University of Technology (TU Delft)")
                                            # (or its own language's: "Institute of Materials Science (IfWW)")
            if looks_like_org(inner) and not is_location(inner) and not _same_name(inner, orgs[-1:]):
                orgs.append(inner)
            continue
        part = re.sub(r"\s+(?:of|for|and|the|at|in)$", "", (piece or "").strip(" ."))
        if not part:
            continue
        if orgs and _unit_goes_on(orgs[-1], part):
            orgs[-1] = f"{orgs[-1]}, {part}"        # "Department of Earth, Ocean and Atmospheric Sciences": one unit
            continue
        if not (looks_like_org(part) or _KIND_AFTER_NAME.fullmatch(part)) or is_location(part) \
                or part.lower().endswith(" faculty"):
            break
        if orgs and " " not in part and not part.isupper() and INSTITUTION_WORD.search(orgs[-1]):
            break           # "Pontificia Universidad Católica de Chile, Santiago": the town it is in
        if orgs and " " not in part and not part.isupper() and not ORG_WORDS.search(part) \
                and re.search(rf"\sin\s+{re.escape(part)}\b", text):
            break           # "the Canadian Forest Service in Victoria": its town
        unit = _UNIT_OF_UNIVERSITY.match(part)
        orgs += [unit.group(1), unit.group(2)] if unit else [part]     # "Faculty of X of Y University": two
    return orgs


_UNIT_OF_UNIVERSITY = re.compile(r"^((?:Faculty|School|Department|Institute|College|Division|Centre|Center)\s+of\s+.+?)\s+"
                                 r"of\s+((?:the\s+)?(?:[A-Z][\w&'’\-]*\s+)+Universit[\w]*(?:\s+of\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)?)$")


def _same_name(name: str, before: list[str]) -> bool:
    """Whether ``name`` in brackets is the organisation before it in another language ("Departamento de Ingeniería
    Mecánica" after "Department of Mechanical Engineering"): the words' first letters mostly the same."""
    if not before:
        return False
    a = [w[0].lower() for w in name.split() if w[:1].isupper()]
    b = [w[0].lower() for w in before[0].split() if w[:1].isupper()]
    return len(a) >= 2 and len(a) == len(b) and sum(x == y for x, y in zip(a, b)) >= len(a) - 1


def _memberships(evidence: Evidence, orgs: list[str]) -> list[Claim]:
    """The owner a member of each organisation, and each part of the next."""
    return [Affiliation(evidence, OWNER, org) for org in orgs] + \
        [PartOf(evidence, part, whole) for part, whole in zip(orgs, orgs[1:])]


# "Amara joined the Department of Neuroscience at the University of Pittsburgh in 2017 (as an Associate Professor)"
_JOINED = re.compile(r"\b(?:joined|joins|arrive[sd]?\s+at|before\s+joining|to\s+join|(?P<moved>move[sd]\s+(?:(?:north|south|east|west|back|abroad|on)\s+)?to))\s+(?:the\s+)?(?:faculty\s+(?:of|at)\s+(?:the\s+)?)?(?=[A-Z])(?P<rest>[^.;]{3,200})")
_JOINED_AS = re.compile(r"\bas\s+(?:an?\s+)?(?P<title>[A-Za-z][\w\-]*(?:\s+(?!at\b|in\b)[A-Za-z][\w\-]*){0,4}?)"
                        r"(?=\s+(?:in|at)\b|\s*[,.;(]|$)")
# (not the "and" inside a name: "the Division of Electric Power and Energy Systems at KTH")
_JOIN_STOP = re.compile(r"\s+(?:in\s+(?:19|20)\d\d|as|after|where|and(?!\s+[A-Z][a-z])|with|to|from|since|when|following|before)\b|"
                        r",\s*(?:where|which|after|and)\b")
_CLAUSE_AFTER_JOIN = re.compile(r"\s+(?:after|where|and(?!\s+[A-Z][a-z])|with|since|when|following|before)\b|"
                                r",\s*(?:where|which|after|and)\b")


_SPELL = re.compile(r"\s*\(((?:19|20)\d\d\s*[-–]\s*(?:(?:19|20)\d\d|present))\)")
_TO_STUDY = re.compile(r"^[^.;]*?(?:\bwhere\s+(?:(?:he|she|they|I)\s+)?(?:completed|did|obtained|earned|received|studied|took|"
                       r"pursued|read|wrote)\b|\bto\s+(?:study|read|pursue|do|complete)\b|\bfor\s+(?:a|an|his|her|their|my)\s+"
                       r"(?:ph\.?\s?d|d\.?\s?phil|doctorate|master|m\.?sc|graduate studies))", re.I)


def _joined(evidence: Evidence, text: str) -> list[Claim]:
    """Where the subject joined: a member of each organisation named, with the job when "as X" says it."""
    m = _JOINED.search(text)
    if not m:
        return []
    rest = m.group("rest")
    stop = _JOIN_STOP.search(rest)
    orgs = _org_chain(rest[:stop.start()] if stop else rest)
    if not orgs or m.group("moved") and (not ORG_WORDS.search(orgs[0]) or _TO_STUDY.search(rest)):
        return []           # ("moved to Umeå in 2024": a town, no employer; "moved to X, where she completed her
        # DPhil": a student there, read with her degree)
    claims = _memberships(evidence, orgs)
    clause = _CLAUSE_AFTER_JOIN.search(rest)
    clause_text = rest[:clause.start()] if clause else rest      # "... in 2012 after four years as X at Y": not X
    title = _JOINED_AS.search(clause_text)
    if title and TITLE_WORDS.search(title.group("title")):
        found = years(clause_text) or years(text[:m.start()])      # "In 2017 I joined ..."
        spell = _SPELL.match(clause_text[title.end():])
        start, end = year_span(spell.group(1)) if spell else (found[-1] if found else None, None)
        # ("joined X as a geologist (1971–1977)": the post's years)
        claims.append(Position(evidence, OWNER, title.group("title"), employer(orgs), start, end))
    return claims


# a new post taken up: "He has taken up a lectureship in physical geography at the University of Southampton",
# "Dr. X starts a Marie Skłodowska-Curie postdoctoral fellowship at the University of Edinburgh in January"
_TOOK_UP = re.compile(r"\b(?:has\s+)?(?:taken\s+up|took\s+up|takes\s+up|starts|started|begins|began|accepted|accepts|"
                      r"(?:was\s+|been\s+|is\s+)?appointed\s+to)\s+"
                      r"(?:an?|the|her|his|their)\s+(?:new\s+)?(?P<post>(?:[\w\-]+\s+){0,4}?(?:lectureship|professorship|"
                      r"readership|chair|postdoc|postdoctoral\s+(?:fellowship|position)|research\s+fellowship|tenure-track\s+position|"
                      r"faculty\s+position))\b(?:\s+(?:in|of)\s+[^,.;]{2,60}?)?\s+(?:at|with)\s+(?P<rest>(?:the\s+)?(?-i:[A-Z])[^;]{2,200})", re.I)
# ("appointed to the chair of inorganic chemistry at X": a professor there)
_POST_NOUNS = (("lectureship", "Lecturer"), ("professorship", "Professor"), ("chair", "Professor"), ("readership", "Reader"),
               ("postdoc", "Postdoctoral Fellow"), ("research fellowship", "Research Fellow"))      # (any other post: "Faculty")


def _took_up(evidence: Evidence, text: str) -> list[Claim]:
    """The post a sentence says its subject took up, at the organisation named after it."""
    m = _TOOK_UP.search(text)
    orgs = [o for o in orgs_in(text) if text.find(o) >= m.start("rest")] if m else ()
    if not orgs:
        return []
    post = m.group("post").lower()
    title = next(t for noun, t in (*_POST_NOUNS, ("", "Faculty")) if noun in post)
    return [Position(evidence, OWNER, title, orgs[0]), Affiliation(evidence, OWNER, orgs[0])]


_MEMBER_GRADE = re.compile(r"^[^()]{3,60}\((?:(?:Life|Senior|Student|Graduate Student)\s+)?(?:Member|Fellow),\s*"
                           r"([A-Z]{2,8})\)")
_STAYS = re.compile(r"\b(?:post-?doc(?:toral)?|research|visiting)\s+(?:stays?|visits?|positions?|work|training|"
                    r"fellowships?|appointments?)\s+(?=(?:at|in|with)\s)", re.I)
_BE_AT = re.compile(r"(?:\bam|['’]m|\bis|\bare|\bwas|\bwere)\s+(?:(?:an?|the|currently|now)\s+)+[A-Za-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2}"
                    r"\s+(?=(?:at|in|with)\s+(?:the\s+)?[A-Z])")


def _being_at(evidence: Evidence, text: str) -> list[Claim]:
    """"I am an ecologist at the Department of X, University of Y": a member of both, whatever the noun."""
    m = _BE_AT.search(text)
    if not m:
        return []
    rest = text[m.end():]
    stop = _CLAUSE_END.search(rest)
    return _memberships(evidence, list(orgs_in(rest[:stop.start()] if stop else rest)))


_HEADS_TEAM = re.compile(r"\b(?:heads?|leads?|directs?|runs?|founded|co-?founded|coordinates)\s+the\s+"
                         r"([A-Z][\w\-]*\s+(?:(?:[A-Z][\w\-]*|&|and(?=\s+[A-Z]))\s+){0,5}(?:[Tt]eam|[Gg]roup|[Ll]ab|[Ll]aboratory|[Uu]nit))\b")
_INTERNED = re.compile(r"\b(?:interned|interning|did (?:an?|my|his|her|their) (?:research |summer )?internships?|"
                       r"(?:was|were|spent [^.;]{0,30}? as) (?:an? )?(?:research |summer |software (?:engineering )?)?intern|"
                       r"spent [^.;]{0,30}? as (?:an? )?(?:research|AI) resident)"     # ("... as a research resident at X")
                       r"\s+(?:at|with)\s+", re.I)


def _interned(evidence: Evidence, text: str) -> list[Claim]:
    """"I interned at X and at Y with Z": an internship at each organisation of the clause."""
    m = _INTERNED.search(text)
    if not m or m.group(0).lower().startswith(("was", "were")):
        return []       # "was a research intern at X" is a title the title sentences read
    rest = text[m.end():]
    # "at X (London, summer 2023), mentored by A, and at Y (summer 2022) as an intern hosted by B": one
    # internship a part, with the part's own years
    parts = _AND_AT.split(rest)
    out: list[Claim] = []
    for part in parts:
        stop = _CLAUSE_END.search(part) or re.search(r"\s(?:with|under|mentored|supervised|hosted)\s", part)
        dated = part if len(parts) > 1 else text
        start, end = year_span(dated) if years(dated) else (None, None)
        for org in orgs_in("at " + (part[:stop.start()] if stop else part)):
            out += [Position(evidence, OWNER, "Intern", org, start, end), Affiliation(evidence, OWNER, org)]
    return out


_AND_AT = re.compile(r",?\s+and\s+(?:also\s+)?at\s+(?=(?:the\s+)?[A-Z])")


# "She completed her residency in internal medicine at X Hospital (2010-2013)": a resident there
_RESIDENCY = re.compile(r"\bresidency(?:\s+(?:training\s+)?in\s+(?P<field>[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,3}?))?"
                        r"\s+at\s+(?=(?:the\s+)?[A-Z])")


def _residency(evidence: Evidence, text: str) -> list[Claim]:
    """A medical residency at the organisation named after it, titled with its specialty."""
    m = _RESIDENCY.search(text)
    org = org_at(text[m.end():]) if m else None
    if not org:
        return []
    start, end = year_span(text) if years(text) else (None, None)
    title = f"Resident, {m.group('field')[:1].upper()}{m.group('field')[1:]}" if m.group("field") else "Resident"
    return [Position(evidence, OWNER, title, org, start, end), Affiliation(evidence, OWNER, org)]


# A CV written as telegraphic prose: "Postdoc at CERN (1990-1992).", "Since 2001 Professor at X.", "Diploma in
# physics (1986) and Dr. rer. nat. (1990) at Y under Z."
_FRAGMENT = re.compile(r"^((?:(?:Since|From|In)\s+(?:19|20)\d\d,?\s+)?)((?:[A-Z][\w.\-]*\s+)(?:[\w.\-()]+\s+){0,9}?at\s+(?:the\s+)?[A-Z])")


# A CV's sentence led by its verb: "Joined KAIST in 2011.", "Since 2020, heads the X Lab."
_VERB_FRAGMENT = re.compile(r"^((?:(?:Since|From|In)\s+(?:19|20)\d\d,?\s+)?)(Joined|Received|Obtained|Earned|Completed|Became|"
                            r"Moved|Served|Worked|Graduated|Studied|Heads|Leads|Directs|Founded|Co-founded)\b")


_POST_OF = re.compile(r"^((?:(?:Since|From|In)\s+(?:19|20)\d\d,?\s+)?)([A-Z][\w\-]*(?:\s+[A-Za-z\-]+){0,3}?)\s+of\s+the\s+(?=[A-Z])")


def _fragment(text: str) -> str:
    """A subject-less CV fragment said as the owner's sentence ("I was a Postdoc at X"), else ``text`` itself."""
    m = _FRAGMENT.match(text) if text[:1].isupper() and text.rstrip()[-1:] == "." else None
    if not m:
        if not (text[:1].isupper() and text.rstrip()[-1:] == "."):
            return text
        if verb := _VERB_FRAGMENT.match(text):
            return f"{verb.group(1)}I {verb.group(2).lower()}{text[verb.end():]}"        # "Joined X in 2011."
        post = _POST_OF.match(text)         # "Director of the X Centre since 2020.": a post, not an honour's fellowship
        return f"{post.group(1)}I was a {text[post.end(1):]}" if post and lone_title(post.group(2)) \
            and not re.search(r"\b(?:fellow|member)", post.group(2), re.I) else text
    head = m.group(2)[:40]
    if has_degree(head.split(" in ")[0].split(" at ")[0]):
        return f"{m.group(1)}I received a {text[m.end(1):]}"
    if TITLE_WORDS.search(head.split(" at ")[0].split(" in ")[0]) and not looks_like_name(" ".join(head.split()[:2])):
        return f"{m.group(1)}I was a {text[m.end(1):]}"
    return text


_STUDENT_SUBJECT = re.compile(r"(?:PhD|Doctoral|Master['’]?s?|MSc)\s+(?:candidate|student)", re.I)
_NAMED_SUBJECT = re.compile(r"((?:[A-ZÀ-Þ][\w'’\-]*\.?\s){1,3}(?:(?:van|von|af|der|den|de|ter|te|da|di|du|la|le|del|dos)\s){0,3}"
                            r"[A-ZÀ-Þ][\w'’\-]+)(?:\s*\([^()]{1,60}\)|(?:,\s*[A-Z][A-Za-z.]{1,7}){1,4},?)?"
                            r"\s+(?:has\s+|had\s+)?(?:is|was|has been|became|"
                            r"joined|received|obtained|holds|earned|completed|did|studied|trained|graduated|works|worked|leads|"
                            r"joins|arrives|arrived|moves|moved|leaves|left|starts|started|defends|defended|receives|finishes|"
                            r"finished|becomes)\b")


# A person named, then what they did in a "who" clause: a quotation's attribution, a news item's
# a student's or a postdoc's role written before their name: "Doctoral student X", "postdoctoral fellow Y"
STUDENT_ROLE = r"(?:doctoral|ph\.?\s?d\.?|graduate|master['’]?s|postdoctoral|undergraduate)\s+(?:student|candidate|researcher|fellow)"
_WHO_CLAUSE = re.compile(r"^\s*(?:[—–]\s*)?"
                         rf"(?:(?i:{STUDENT_ROLE})\s+(?=[A-Z]))?"     # ("Doctoral student X, who is co-advised by A and B")
                         r"((?:(?:Dr|Prof|Professor|Mr|Ms|Mrs)\.?\s+)*[A-Z][\w'’\-]+"
                         r"(?:\s+(?:[A-Z][\w'’\-.]+|de|van|von|af|der|da|di|la|le|del)){1,4}),\s+who\s+(?=[a-z])")


# "taught for seven years at Tulane University, first as Assistant Professor (2007–2012) and then as Associate
# Professor of History (2012–14)": where, and each post there with its years
_TAUGHT_AT = re.compile(r"\b(?:taught|lectured)\b[^.;]{0,40}?\bat\s")
_AS_TITLE = re.compile(r"\bas\s+(?:an?\s+)?(?P<title>(?-i:[A-Z])[\w\-]*(?:\s+(?:of\s+)?(?-i:[A-Z])[\w\-]*){0,5})"
                       r"(?:\s+(?:in|at)\s+(?:the\s+)?(?P<unit>(?-i:[A-Z])[^()]{3,80}?))?"     # ("... in the Department of X")
                       r"\s*\((?P<dates>[^()]*\d{4}[^()]*)\)")


def _taught(evidence: Evidence, text: str) -> list[Claim]:
    """The posts of "taught at X, first as A (2007–2012) and then as B (2012–14)": dated, so over when they ended
    (a sentence that gives no post's years says nothing here)."""
    taught = _TAUGHT_AT.search(text)
    where = orgs_in(text[taught.start():]) if taught else ()
    posts = [m for m in _AS_TITLE.finditer(text, taught.end()) if TITLE_WORDS.search(m.group("title"))] if where else []
    out: list[Claim] = []
    # (the words that state them, not the whole sentence: "... and joined X in 2017" there is another post's)
    stated = replace(evidence, text=text[taught.start():posts[-1].end()]) if posts else evidence
    for m in posts:
        unit = m.group("unit") if m.group("unit") and looks_like_org(m.group("unit")) else None
        out += [Position(stated, OWNER, m.group("title"), where[0], *year_span(m.group("dates"))),
                *(Affiliation(stated, OWNER, org) for org in (unit, where[0]) if org)]
    return out


@lru_cache(maxsize=16384)
def _subject(text: str) -> str | None:
    """Whom a sentence is about: OWNER for "I"/"He"/a CV fragment, a person it starts with, or None."""
    if _SUBJECT.match(text) or _STUDENT_SUBJECT.match(text):
        return OWNER
    if (titles := TITLE_PREFIX.match(text)) and titles.end():
        text = text[titles.end():]          # "Prof. Dr.-Ing. X studied ...": the name after its titles
    m = _NAMED_SUBJECT.match(text)
    if m and looks_like_name(clean_name(m.group(1))):
        return clean_name(m.group(1))
    # "Ana received her PhD ...", "Dr. Okafor joined ...": one name; extract_document keeps it only for the owner
    m = _ONE_NAME.match(text)
    if m and (looks_like_given_name(m.group(2)) or m.group("title") and not ORG_WORDS.search(m.group(2))):
        return m.group(2)           # ("Professor Echeverría-Lund taught ...": a surname after a title)
    return None


_SPENT_AS = re.compile(r"\b(?:spent\s+(?:[\w\-]+\s+){0,3}?|followed\s+)at\s+(?P<place>(?:the\s+)?[A-Z][^;]{2,120}?)\s+as\s+"
                       r"(?:an?\s+)?(?P<title>[A-Za-z][\w\- ]{2,50}?)(?P<rest>\s+(?:with|under|in|to|from|until)\s.*|[,.;].*|$)")
# a biography's time as the subject of the stay: "Two years followed at X as a research associate", "A postdoc
# followed at Y"
_YEARS_FOLLOWED = re.compile(r"^(?:(?:Two|Three|Four|Five|Several|A few|\d)\s+(?:\w+\s+)?(?:years|months)|"
                             r"An?\s+(?:\w+\s+)?(?:year|postdoc|spell|stint|sabbatical))\s+(?:followed|(?:was|were) spent)\s+"
                             r"(?:at|in|with)\s")


# a clause that sets the time before a sentence's subject: "Before joining the lab, Kenji completed ..."
TIME_CLAUSE = r"(?:Before|After|Prior to|Having|While|Born)\b[^,.;]{3,60},\s+"      # ("Born in Valparaíso in 1936, X")
_ONE_NAME = re.compile(r"^(?:[^.;]{0,120}?,\s+(?=(?:Dr|Prof|Professor)\.?\s)|"    # ("Before joining X, Professor Roe taught")
                       rf"{TIME_CLAUSE})?"
                       r"(?P<title>(?:Dr|Prof|Professor)\.?\s+)?[“\"]?([A-Z][\w'’\-]+)[”\"]?(?:\s+\([^()]{1,30}\))?"
                       r"(?:\s+[—–]\s[^—–]{3,100}?\s[—–])?"     # ("“Raj” — as colleagues know him — earned")
                       r"\s+(?:is|was|has|received|obtained|holds|"
                       r"earned|completed|did|joined|became|studied|read|trained|graduated|moved|leads|directs|grew|began|started|spent|"
                       r"worked|works|came|returned|went|taught|joins|arrives|arrived|leaves|left|moves|defends|defended|"
                       r"finishes|finished|receives|becomes|starts|begins|has)\b")


_MEETING = re.compile(r"\b(?:Meeting|Conference|Symposium|Workshop|Congress|Summit|Colloquium|Retreat)$")
_VISITING = re.compile(r"\b[Vv]isiting\s+(?:[\w.]+\s+){0,2}(?:student|candidate)\b")
_DEGREE_VERB = re.compile(r"\b(?:obtained|received|earned|completed|hold|holds|got|did|took|finished|awarded|studied|"
                          r"(?:(?<=She )|(?<=He )|(?<=I ))read|"     # ("She read chemistry at Manchester (BSc, 1959)")
                          r"graduated|candidate|student|pursuing|studying|doing|completing|finishing|after (?:my|his|her|their|an?)|"
                          r"taking (?:my|his|her|their) (?=\w)|"
                          r"(?:^|(?<=\.\s))(?:my|his|her|their)(?=\s+(?:Ph\.?\s?D|D\.?\s?Phil|doctorate|M\.?Sc|M\.?A\b|MPhil|"
                          r"B\.?A\b|B\.?Sc|master|bachelor)))\b", re.I)     # ("Her DPhil in History (Oxford, 2006), ...")
_ONGOING_DEGREE = re.compile(r"\b(?:candidate|student|pursuing|studying|doing|currently)\b", re.I)


def _degree_sentence(evidence: Evidence, text: str, orgs: tuple[str, ...]) -> Iterator[Claim]:
    """Degrees a sentence says its subject took: "received the B.S. and M.S. degrees from X in 2010
    and 2013, and the Ph.D. degree from Y in 2018" gives three."""
    if not _DEGREE_VERB.search(_VISITING.sub("visitor", text) if "isiting" in text else text) or not (
            orgs or " from " in text or "(" in text):
        return          # (a visiting PhD student studies for a degree elsewhere)
    ongoing = bool(_ONGOING_DEGREE.search(re.sub(r"['’]s\s+(?:\w+\s+)?student", "", text) if "s student" in text
                                              or "s doctoral student" in text else text))
    shared: list[str] = []
    out: list[list[Claim]] = []         # per degree group, last first
    for group, before, clause in reversed(_degree_clauses(text)):
        out.append([])
        if clause[:8] in (" student", " candida") and _SOMEONES.search(before[-30:]):
            continue        # "together with his former doctoral student Dr. X, now at Y": the student's, not his
        clause = _NEXT_CLAUSE.split(clause, 1)[0]   # "... from X in 1972 and spent two years at Y": Y is not X
        field = re.match(r"\s*(?:degrees?\s+)?in\s+([A-Z][\w\s&\-]+?)(?=\s+(?:at|from|in)\b|[,.(]|$)", clause)
        in_clause = [o for o in orgs if o in clause and (not field or o != field.group(1).strip())]
        # "..., where I worked with Y, and my B.S. at Z": a place the degree's own clause names comes first (not
        # "an MA in X in 2001, and at the University of Y, where ...": the next place)
        own_clause = re.split(r",\s*(?:and|where|but)\b|\s+and\s+at\b", clause, maxsplit=1)[0]
        at_clause = [o for o in in_clause if o in own_clause] if in_clause and \
            re.search(rf"\b(?:at|from)\s+(?:the\s+)?{re.escape(in_clause[0])}", own_clause) else []
        if len(at_clause) > 1 and re.match(rf"\s*(?:at|from)\s+(?:the\s+)?{re.escape(first := min(at_clause, key=own_clause.find))}"
                                           r"\s*,\s*(?:I|she|he|they|we)\s", own_clause):
            at_clause = [first]     # "as an undergrad at IISER Pune, I did an internship at X": where the degree was
        noted = _PLACE_NOTE.match(clause)      # "DPhil in History (Oxford, 2006), supervised by X at Y College"
        named = [noted.group(1)] if noted and not looks_like_name(noted.group(1)) else []
        named = named or at_clause or _where_org(before, orgs) or in_clause or \
            (shared if re.search(r"\band\s*(?:the\s+|an?\s+)?$", clause) else [])   # "Diploma (1986) and Dr. rer. nat. (1990) at X"
        shared = named
        if not named:
            bare = _FROM_PLACE.match(clause)      # "Ph.D. from Princeton in 1972": a university by its town's name
            if not bare or looks_like_name(bare.group(1)) or bare.group(1) in _NOT_PLACE:
                continue
            named = [bare.group(1)]
        org = _institution(named)[0]
        if re.search(r"\bsupport(?:ed)?\s+by\b[^.]*" + re.escape(org), text) or _MEETING.search(org):
            continue        # ("won the best talk award at the Baltic Ecophysiology Meeting": an event, no place of study)
        own = re.match(r"\s*(?:in\s+[\w\s&\-]+?\s*)?\(((?:19|20)\d\d)\)", clause)      # "Diploma in physics (1986)"
        found = [] if ongoing else [int(own.group(1))] if own else list(years(re.sub(r"\(\d{4}[^()]*\)", "", clause)))
        for k, degree in enumerate(group):
            end = found[k] if len(found) == len(group) else (found[-1] if found else None)
            out[-1].append(Education(evidence, OWNER, degree, org, field.group(1).strip() if field else None, None, end))
        if ongoing:
            out[-1] += [Affiliation(evidence, OWNER, o) for o in dict.fromkeys([org, *named])]
    for claims in reversed(out):        # in the sentence's order
        yield from claims


_SOMEONES = re.compile(r"\b(?:his|her|their|my|our)\s+(?:(?:former|current|first|second|last|new)\s+)?$", re.I)
_NEXT_CLAUSE = re.compile(r"(?<!\s)\s+and\s+(?:then\s+|later\s+|is\s+now\s+|now\s+)?(?:spent|was|is|joined|moved|worked|"
                          r"became|served|went|held|works|leads|heads|runs|directs|manages)\b|;|"
                          r",\s*(?:then|later|afterwards)\s+(?:spent|joined|moved|worked|became|served|went|held)\b|"   # (", then spent ...")
                          r",\s*(?:is|was)\s+(?:now|currently|today)\b")     # ("X, who completed his PhD in 2020, is now ... at Y")
_FROM_PLACE = re.compile(r"^\s*(?:degree\s+)?(?:in\s+[A-Z][\w&\- ]{2,40}?\s+)?(?:from|at)\s+((?-i:[A-Z][\w\-]{2,})(?:\s+(?-i:[A-Z][\w\-]+)){0,2})"
                         r"(?=\s+in\s+(?:19|20)\d{2}|\s*[,.(]|\s*$)")
_PLACE_NOTE = re.compile(r"^\s*(?:in\s+[A-Z][\w&\- ]{2,40}?\s*)?\(((?-i:[A-Z][\w\-’'/]{2,}(?:\s+(?:(?:of|the|de|and|for|di|du|des)\s+)*[A-Z][\w\-’'/]+){0,5})),\s*"
                         r"(?:19|20)\d\d\)")
_NOT_PLACE = frozenset({"January", "February", "March", "April", "May", "June", "July", "August", "September",
                        "October", "November", "December", "Prof", "Professor", "Dr"})


# ", where she took", "(", ", taking his": between the place and the degree taken there
_WHERE_TAIL = re.compile(r",?\s+where\b|\s*\(\s*$|,\s+(?:taking|earning|receiving|completing|obtaining|gaining|"
                         r"graduating\s+with)\s+(?:(?:his|her|their|my|an?|the)\s+)?$|"
                         # ("...; the University of Stuttgart awarded her doctorate in 2009": the place that gave it)
                         r"\s+(?:awarded|conferred|granted)\s+(?:(?:him|her|them|me)\s+)?(?:(?:his|her|their|my|an?|the)\s+)?$|"
                         # ("entered X in 1956 to study geology and graduated as filosofian kandidaatti (MSc) in 1962",
                         # "studied chemistry at X and graduated with an MSc": the place studied at gave the degree)
                         r"(?:\s+in\s+(?:19|20)\d\d)?(?:\s+to\s+(?:study|read)\s+[a-z][\w\s,]{0,60}?)?\s+and\s+(?:then\s+|later\s+)?"
                         r"graduated\s+(?:as|with)\s+(?:(?:his|her|their|my|an?|the)\s+)?(?:[^().;]{0,40}\(\s*)?$")


def _where_org(before: str, orgs: tuple[str, ...]) -> list[str]:
    """"educated at X, where she took an MA", "read physics at X, taking his Licenciatura", "At X he completed a PhD":
    the organisation right before the words leading to the degree."""
    for org in orgs:
        at = before.rfind(org)
        tail = before[at + len(org):] if at >= 0 else ""
        if tail[:2].lstrip()[:1] == "(":
            tail = re.sub(r"^\s*\([^()]{1,40}\)", "", tail)     # "X (Argentina), where he completed": where X is
        if at >= 0 and (_WHERE_TAIL.match(tail) or _FRONTED_AT.fullmatch(before[:at]) and _SUBJECT_TOOK.match(tail)) \
                and not any(o in tail for o in orgs):
            return [org]
    return []


# "At Iowa State University he completed a PhD in agronomy": the place set before the sentence's subject
_FRONTED_AT = re.compile(r"\s*(?:At|In)\s+(?:the\s+)?")
_SUBJECT_TOOK = re.compile(r",?\s+(?:he|she|they|I|we)\s+(?:then\s+|later\s+)?(?:completed|took|earned|obtained|received|did|"
                           r"finished|defended|wrote|gained)\s+(?:(?:his|her|their|my|our|an?|the)\s+)?$")


def _degree_clauses(text: str) -> list[tuple[list[str], str, str]]:
    """Group the degrees a sentence names, each with the words before it (from the last group) and after it."""
    mentions = []
    rest, offset = text, 0
    while (found := find_degree(rest)) is not None:
        short, m = found
        mentions.append((short, offset + m.start(), offset + m.end()))
        offset += m.end()
        rest = text[offset:]
    groups: list[tuple[list[str], int, int]] = []
    for i, (short, start, end) in enumerate(mentions):
        between = text[mentions[i - 1][2]:start] if i else ""
        if groups and re.fullmatch(r"\s*(?:,|and|&|/|,\s*and)?\s*(?:an?\s+|the\s+)?", between):     # "a BA and an MA"
            groups[-1][0].append(short)
            groups[-1] = (groups[-1][0], groups[-1][1], end)
        else:
            groups.append(([short], start, end))
    starts = [m[1] for m in mentions]
    out = []
    for k, (degrees, start, end) in enumerate(groups):
        nxt = next((st for st in starts if st >= end), len(text))
        out.append((degrees, text[groups[k - 1][2] if k else 0:start], text[end:nxt]))
    return out


def _title_sentence(evidence: Evidence, text: str) -> Iterator[Claim]:
    """"I am an X (in the A) at the B": a position at B, affiliations to A and B.

    Each title takes the organisations named after it, up to the next title ("Professor at X and
    a Fellow of Y"); a title followed by none shares the next one's ("an intern and a scientist at Z").
    """
    if not TITLE_WORDS.search(text) and "fellowship" not in text.lower():
        return                                  # no title word, no title: one test before the costly patterns
    text = _BARE_TITLE.sub(r"\1 a ", text)      # "is Professor of X", "was appointed Lecturer": no article
    found: list[tuple[str, int | None, int | None, int, int]] = []
    for m in _ARTICLE_TITLE.finditer(text):
        last_end = found[-1][4] if found else 0
        before = text[max(last_end, m.start() - 25):m.start()]
        # (after a first title, a list goes on with commas: "an Assistant Professor at X, a fellow of Y and ...")
        if not _is_title(m.group(1)) or not (_ROLE_VERB.search(before) or found and before.rstrip().endswith(",")):
            continue
        if _DISCIPLINE.fullmatch(m.group(1).strip()):
            continue        # "I am an ecologist at X": what the owner studies, no post (a "Senior Oceanographer" is one)
        title, paren = m.group(1).strip(), (m.group(2) or "").strip()
        start, end = year_span(paren) if re.search(r"\d{4}", paren) else (None, None)
        if paren and not re.search(r"\d", paren):
            title = f"{title} ({paren})"
        found.append((_cap(title), start, end, m.start(), m.end()))
    lead = re.match(r"^\s*(?:from|between|since|in)\s+[^,]{0,40}?(?:19|20)\d{2}(?:[^,]{0,30},|\s+(?=(?:I|he|she|they)\s))",
                    text, re.I) if found else None
    if lead and found[0][1] is None:        # "From 2010 to 2012, he was a ..."
        start, end = year_span(lead.group(0))
        found[0] = (found[0][0], start, end, found[0][3], found[0][4])
    spans = [text[f[4]:(found[i + 1][3] if i + 1 < len(found) else len(text))] for i, f in enumerate(found)]
    shared: tuple[str, ...] = ()
    claims: list[Claim] = []
    for (title, start, end, at, _), rest in reversed(list(zip(found, spans))):
        stop = _CLAUSE_END.search(rest)
        span = _SPAN_AFTER.search(rest[:stop.end() + 12] if stop else rest) if start is None else None
        rest = rest[:stop.start()] if stop else rest
        rest = _FIELD_OF_TITLE.sub("", rest)      # "Professor of Classics at X": Classics is the field
        orgs = orgs_in(rest) or _company(rest, after=True) or \
            (_company(text[:at], after=False) if not shared else ()) or shared
        shared = orgs
        if span:
            start = int(span.group(1) or span.group(3))       # "since 2012": still there
            end = int(span.group(2)) if span.group(2) and span.group(2)[0] in "12" else None
        places = re.split(r",?\s+and\s+(?=at\s)", rest)
        if len(places) > 1 and start is None:
            claims[:0] = [c for place in places if (here := orgs_in(place))
                          for c in _title_claims(evidence, title, None, None, place, here)]
        elif orgs:
            claims[:0] = _title_claims(evidence, title, start, end, rest, orgs)
    yield from claims


_DISCIPLINE = re.compile(rf"(?:{DISCIPLINE_ALTS})", re.I)
_SPAN_AFTER = re.compile(r"\b(?:from|between)\s+((?:19|20)\d{2})\s*(?:to|until|and|[-–])\s*((?:19|20)\d{2}|present|now|today)\b|"
                         r"\bsince\s+((?:19|20)\d{2})\b", re.I)
_BARE_TITLE = re.compile(r"\b((?:am|is|was|became|been|appointed(?: as)?|named|elected|"
                         r"served(?:\s+for\s+(?:many|several|a\s+few|\w+)\s+years)?\s+as)"     # ("served for many years as Director of X")
                         r"(?:\s+(?:currently|now|presently))?)\s+"
                         r"(?=(?:[A-Z][a-z]+\s+){0,3}"
                         r"(?:Professor|Lecturer|Reader|Fellow|Director|Chair|Head|Dean|Researcher|Scientist|"
                         r"Profesora?|Professeure?|Professore|Professoressa|Ricercat(?:ore|rice)|Investigadora?|"
                         r"Catedr[aá]tic[oa]|Chercheu(?:r|se))\b|"
                         r"(?:(?:full|associate|assistant|junior|emeritus|emerita|visiting|adjunct)\s+)?professor\b|"
                         # ("served as dean of the Faculty of X", "was head of the Department of Y": an office, lower case)
                         r"(?:dean|head|director|chair|rector|provost)\s+of\s+the\s+[A-Z])")
_CLAUSE_END = re.compile(r"\b(?:where|working|under|supervised|who|which|before|after|since)\b|;|"
                         r"\s+and\s+(?:the\s+|a\s+)?(?:chair|head|director|leader|founder|co-founder|coordinator)\s+of\b|"
                         r",?(?<!\s)\s+and\s+(?:I|he|she|they|then|later)\b|,\s+(?:I|he|she|they)\s|"
                         # ("after a year as a postdoc in our lab, Aoife joined X as ...": a new clause, its own subject)
                         r",\s+[A-Z][\w'’\-]+\s+(?:joined|joins|moved|went|became|returned|took|started|began|left)\b")
_FIELD_OF_TITLE = re.compile(r"^\s*(?:of|in)\s+[A-Z][\w\-]*(?:\s+(?:and\s+)?[A-Z][\w\-]*){0,3}(?=\s+at\s)")
HONORARY = re.compile(r"\b(?:society|academy|academies|association|royal college)\b", re.I)


# A company named by its capitalised words alone, no word saying it is an organisation: "a Senior Scientist at
# Helixa Therapeutics in Boston", "heading to Medtronic as a Research Associate"
_AT_COMPANY = re.compile(r"^\s*at\s+((?-i:[A-Z])[\w&\-]*(?:\s+(?-i:[A-Z])[\w&\-]*){0,3})(?=\s*(?:[.,;!]|\s+in\s|$))")
_TO_COMPANY = re.compile(r"\b(?:to|joins?|joined)\s+((?-i:[A-Z])[\w&\-]*(?:\s+(?-i:[A-Z])[\w&\-]*){0,3})\s+as\s+(?:an?\s+)?$")


_NOT_COMPANY = frozenset("The This That Our My His Her Their Home Work Present".split())


def _company(text: str, after: bool) -> tuple[str, ...]:
    """The company a title's clause names without an organisation's word: after the title ("at X") or before it
    ("to X as a ...")."""
    m = (_AT_COMPANY.match(text) if after else _TO_COMPANY.search(text)) if text else None
    name = m.group(1) if m else ""
    if not name or is_location(name) or TITLE_WORDS.search(name) or name.split()[0] in _NOT_COMPANY or orgs_in(name):
        return ()
    return (name,)


def _is_title(words: str) -> bool:
    return bool(TITLE_WORDS.search(words)) or words.lower().endswith("fellowship")


_VISITOR = re.compile(r"(?:visiting|guest)\b", re.I)


_REMIT = re.compile(r"^(?:(?:post)?graduate|undergraduate|doctoral)\s+(?:research|studies|education|teaching|admissions)\s+"
                    r"(?:for|in|at)\s+(?:the\s+)?(?=[A-Z])", re.I)


def _title_claims(evidence: Evidence, title: str, start: int | None, end: int | None, rest: str,
                  orgs: tuple[str, ...]) -> list[Claim]:
    """A position at the last organisation (a fellowship of a learned society is an honour) and affiliations."""
    later = re.search(r"\(((?=[^()]*\d{4})[^()]*)\)", rest)
    when = re.search(r"\bin\s+(?:(?:spring|summer|fall|autumn|winter|january|february|march|april|may|june|"
                     r"july|august|september|october|november|december)\s+)?(\d{4})", rest, re.I)
    if start is None:
        start, end = year_span(later.group(1)) if later else ((int(when.group(1)), end) if when else (None, end))
    # ("Director of Postgraduate Research for the School of X": the office's remit, then the school)
    orgs = tuple(dict.fromkeys(_REMIT.sub("", o) for o in orgs))
    claims: list[Claim] = [Affiliation(evidence, OWNER, org) for org in orgs]
    # ("at the X Institute in Heidelberg, in the Department of Y": the department is the institute's)
    claims += [PartOf(evidence, whole, part) if _SUBUNIT.match(whole) and not _SUBUNIT.match(part) and not _GROUP_WORD.search(part)
               else PartOf(evidence, part, whole) for part, whole in zip(orgs, orgs[1:])]
    if re.fullmatch(r"(?:elected |honorary |foreign )?(?:fellow|member)", title, re.I) and HONORARY.search(orgs[-1]):
        # a fellowship of a learned society is an honour, not a job; one the subject was elected to no affiliation
        # either ("was elected a Fellow of the British Academy in 2021")
        kept = [c for c in claims if not (isinstance(c, Affiliation) and c.org == orgs[-1])] \
            if re.search(r"\belected\b", evidence.text[:evidence.text.find(orgs[-1])]) else claims
        return kept + [Award(evidence, OWNER, f"Fellow of the {orgs[-1]}", int(when.group(1)) if when else None)]
    # "a Lecturer in the School of X at the University of Y" is a job at Y (the last); "a Professor at X and a
    # member of the Y Center" at X (the one after "at")
    at = next((i for i, o in enumerate(orgs) if re.search(rf"\bat\s+(?:the\s+)?{re.escape(o)}", rest)), len(orgs) - 1)
    # (a visitor's or guest's post is with the unit that hosts them: "a visiting professor at the Department of X of Y")
    host = orgs[at] if _VISITOR.match(title) else employer(list(orgs[at:]))
    return [Position(evidence, OWNER, title, host, start, end)] + claims


def _next_org(text: str, offset: int) -> list[str]:
    m = re.search(r"\b(?:at|in|with)\s+(?=(?:the\s+)?[A-Z])", text[offset:])
    if not m:
        return []
    org = org_at(text[offset + m.end():])
    return [org] if org else []


def _cap(title: str) -> str:
    return title[0].upper() + title[1:] if title else title


# A profile site's history and relations, one field a line: "PhD student" / "University of X (x.edu)" / "2019 – Present",
# and "PhD Advisor" / "Jane Roe" / "2019 – Present" (OpenReview and its like)
_TRIPLE_YEARS = re.compile(r"^\s*((?:19|20)\d{2})\s*[–—-]\s*((?:19|20)\d{2}|present|now|current)?\s*$", re.I)
_DOMAIN = re.compile(r"\s*\((?:[\w\-]+\.)+[a-z]{2,6}\)\s*$")
_RELATION_ROLE = re.compile(r"^(?:(?P<level>ph\.?\s?d\.?|doctoral|master['’]?s?|msc|postdoc(?:toral)?|undergrad(?:uate)?|"
                            r"research\s+intern|intern(?:ship)?)\s+)?(?P<kind>advisor|adviser|supervisor|mentor|host|"
                            r"student|advisee|mentee)$", re.I)
_STUDENT_ROLE = re.compile(r"^(?P<level>ph\.?\s?d\.?|doctoral|master['’]?s?|ms|msc|undergrad(?:uate)?|bachelor['’]?s?)\s+(?:student|candidate)$",
                           re.I)
_STUDY_DEGREE = {"undergrad": "BSc", "undergraduate": "BSc", "bachelor": "BSc", "bachelors": "BSc", "ms": "MSc", "msc": "MSc",
                 "master": "MSc", "masters": "MSc"}


def profile_triples(path: str, lines: tuple[Line, ...]) -> tuple[list[Claim], set[int]]:
    """Claims of "role / organisation or person / years" blocks, and the line numbers they cover."""
    rows = [ln for ln in lines if ln.text.strip()]
    records = []        # (role, what, years, line numbers): three lines, or one line of three cells
    for k, row in enumerate(rows):
        if "\t" in row.text or "   " in row.text:
            cells = [c for c in re.split(r"\t+|\s{3,}", strip_bullet(row.text).strip()) if c.strip()]
            if len(cells) == 3:
                records.append((cells[0].strip(), cells[1].strip(), cells[2], {row.number}))
                continue
        if k + 2 < len(rows):
            records.append((row.text.strip(), rows[k + 1].text.strip(), rows[k + 2].text, {ln.number for ln in rows[k:k + 3]}))
    out: list[Claim] = []
    covered: set[int] = set()
    for role, what, when, numbers in records:
        years_line = _TRIPLE_YEARS.match(when)
        if not years_line or len(role) > 40 or len(role.split()) > 4 or _TRIPLE_YEARS.match(what) or _TRIPLE_YEARS.match(role):
            continue
        start = int(years_line.group(1))
        end = int(years_line.group(2)) if years_line.group(2) and years_line.group(2)[:1].isdigit() else None
        evidence = Evidence(path, min(numbers) + (1 if len(numbers) == 3 else 0), f"{role} / {what} / {when.strip()}")
        relation = _RELATION_ROLE.match(role)
        name = clean_name(what)
        if relation and looks_like_name(name) and not looks_like_org(name):
            level = find_level(relation.group("level") or "") or ("Intern" if "intern" in role.lower() else "Unspecified")
            if relation.group("kind").lower() in ("student", "advisee", "mentee"):
                out.append(Supervision(evidence, OWNER, name, level, start, end))
            else:
                out.append(Supervision(evidence, name, OWNER, level, start, end))
            covered |= numbers
            continue
        if re.fullmatch(r"co-?authors?|co-?workers?|colleagues?|collaborators?|other|relative|friend", role, re.I) \
                and looks_like_name(name):
            covered |= numbers
            continue            # no supervision, no job
        org = _DOMAIN.sub("", what).strip()
        if not (_DOMAIN.search(what) or looks_like_org(org)) or looks_like_name(org) and not _DOMAIN.search(what):
            continue
        study = _STUDENT_ROLE.match(role)
        if study:
            word = re.sub(r"[.'’\s]", "", study.group("level").lower())
            degree = _STUDY_DEGREE.get(word) or (find_degree(study.group("level")) or ("PhD",))[0]
            out.append(Education(evidence, OWNER, degree, org, None, start, end))
            if end is None:
                out.append(Affiliation(evidence, OWNER, org))
        elif TITLE_WORDS.search(role) and not has_degree(role):
            out += [Position(evidence, OWNER, role, org, start, end), Affiliation(evidence, OWNER, org)]
        else:
            continue            # "PhD, Physics" / "MIT" / "2015 – 2019": a CV's own entry, read as such
        covered |= numbers
    return out, covered


# An encyclopaedia's infobox copied as text: "Doctoral advisor<TAB>X", "Doctoral students<TAB>A" then one name a line
_INFOBOX_LABEL = re.compile(r"^(?P<label>doctoral advisors?|academic advisors?|other academic advisors?|doctoral students|"
                            r"other notable students|notable students|institutions|employers?)(?:\t+|\s{2,})(?P<value>\S.*)$", re.I)
_INFOBOX_CUES = ("advisor", "students", "institutions", "employer")


def infobox_rows(path: str, lines: tuple[Line, ...]) -> tuple[list[Claim], set[int]]:
    """Claims of an infobox's advisor, students and institutions rows (each value, and the values on the lines
    under it that hold nothing else), and the line numbers they cover."""
    out: list[Claim] = []
    covered: set[int] = set()
    rows = [ln for ln in lines if ln.text.strip()][:80]
    for k, line in enumerate(rows):
        text = line.text.strip()
        if "\t" not in text and "  " not in text or not mentions(text[:40].lower(), _INFOBOX_CUES):
            continue
        m = _INFOBOX_LABEL.match(text)
        if not m:
            continue
        label = m.group("label").lower()
        values = [(line, m.group("value").strip())]
        for nxt in rows[k + 1:k + 30]:
            if "\t" in nxt.text or "  " in nxt.text.strip() or len(nxt.text.strip()) > 80:
                break
            values.append((nxt, nxt.text.strip()))
        for where, value in values:
            evidence = Evidence(path, where.number, f"{m.group('label')}: {value}")
            if label in ("institutions", "employer", "employers"):
                org = re.sub(r"\s*\([^()]*\)$", "", value)
                if not looks_like_org(org):
                    break
                out.append(Affiliation(evidence, OWNER, org))
            else:
                name = clean_name(re.sub(r"\s*\([^()]*\)$", "", value))
                if not looks_like_name(name) or looks_like_org(name):
                    break
                level = "PhD" if label.startswith("doctoral") else "Unspecified"
                out.append(Supervision(evidence, name, OWNER, level) if "advisor" in label
                           else Supervision(evidence, OWNER, name, level))
            covered.add(where.number)
    return out, covered


# A biosketch's education table: "INSTITUTION AND LOCATION | DEGREE | Completion Date | FIELD OF STUDY" (NIH), or
# "INSTITUTION    LOCATION    MAJOR / AREA OF STUDY    DEGREE    YEAR" in columns of spaces (NSF)
_EDUCATION_HEADER = re.compile(r"^\s*\|?\s*INSTITUTION\b.*\bDEGREE\b", re.I)
_FIELD_HEADER = re.compile(r"field|major|area|subject", re.I)


def _table_cells(text: str) -> list[str]:
    text = text.strip().strip("|")
    return [c.strip() for c in (text.split("|") if "|" in text else re.split(r"\s{2,}", text))]


_GLUED_DEGREE = re.compile(r"(?<=[^\W\d_])\s([A-Z][A-Za-z.]{1,6})$")       # a degree one blank after its institution


def education_table(path: str, lines: tuple[Line, ...]) -> tuple[list[Claim], set[int]]:
    """The owner's degrees in a biosketch's education table: one row a degree (a postdoctoral row is a job, not a
    degree), its institution without its town, its field when the table has a field column, its year; a row's
    wrapped part on the line under it ("Great Plains Institute of" / "Technology") joins it.

    >>> rows = ["INSTITUTION AND LOCATION  | DEGREE | Completion Date | FIELD OF STUDY",
    ...         "University of Leeds, Leeds, UK | BSc | 05/2006 | Biology",
    ...         "Northfield University, | PhD | 08/2012 | Pharmacology", "  Boston, MA |  |  |"]
    >>> found, _ = education_table("x", tuple(Line(i, t) for i, t in enumerate(rows, 1)))
    >>> [(c.degree, c.institution, c.field, c.end) for c in found]
    [('BSc', 'University of Leeds', 'Biology', 2006), ('PhD', 'Northfield University', 'Pharmacology', 2012)]
    """
    out: list[Claim] = []
    covered: set[int] = set()
    for k, line in enumerate(lines):
        if not _EDUCATION_HEADER.match(line.text) or len(line.text) > 200:
            continue
        header = _table_cells(line.text)
        field_at = next((i for i, c in enumerate(header) if _FIELD_HEADER.search(c)), None)
        rows: list[tuple[Line, list[str]]] = []
        for row in lines[k + 1:k + 20]:
            if not row.text.strip():
                if rows:
                    break
                continue
            if re.fullmatch(r"[\s|+\-=_:]+", row.text):
                continue                        # the rule under the header
            cells = _table_cells(row.text)
            if (glued := _GLUED_DEGREE.search(cells[0])) and find_degree(glued.group(1)) and len(cells) > 1:
                cells = [cells[0][:glued.start()], glued.group(1), *cells[1:]]    # "..., South Africa MPH": too narrow
            # (the institution's cell is no degree's: "  Health, Baltimore, MD" is a wrapped name and its state)
            degree_cell = next((c for c in (cells[1:] if len(cells) > 1 else ()) if find_degree(c) or re.match(r"post-?doc", c, re.I)),
                               None)
            if degree_cell is None and rows and not years(row.text):
                rows[-1][1][0] = f"{rows[-1][1][0]} {cells[0]}".strip()     # the row's wrapped part
                covered.add(row.number)
                continue
            if degree_cell is None:
                continue        # the header's own second line ("(if applicable) | MM/YYYY")
            rows.append((row, cells))
        for row, cells in rows:
            covered.add(row.number)
            degree = next((find_degree(c) for c in (cells[1:] if len(cells) > 1 else cells)
                           if find_degree(c) and not re.match(r"post-?doc", c, re.I)), None)
            when = years(" ".join(cells[1:]))
            institution = re.split(r",\s*", cells[0])[0].strip()
            evidence = Evidence(path, row.number, row.text.strip()[:300])
            postdoc = next((c for c in cells if re.match(r"post-?doc", c, re.I)), None)
            if postdoc and when and looks_like_org(institution):      # training after the doctorate: a post held
                title = "Postdoctoral Fellow" if postdoc.lower().rstrip(".").endswith(("doc", "doctoral")) else postdoc
                out += [Position(evidence, OWNER, title, institution, when[0] if len(when) > 1 else None, when[-1]),
                        Affiliation(evidence, OWNER, institution)]
                continue
            if not degree or not when:
                continue
            field = cells[field_at] if field_at is not None and len(cells) == len(header) and field_at < len(cells) \
                else None
            out.append(Education(evidence, OWNER, degree[0], institution, field or None, None, when[-1]))
        covered.add(line.number)
    return out, covered
