"""Awards, fellowships, prizes and honours, with the year they came."""
from __future__ import annotations

import re
from collections.abc import Iterator

from ..model import OWNER, Award, Claim, Evidence, Section
from ..names import TITLE_PREFIX, clean_name, looks_like_name
from ..sections import is_bullet, strip_bullet
from . import portal
from .patterns import CLASS_YEAR, SEPARATED, YEAR, Folded, has_degree, mentions, sentences, take_names, without_date_stamp, years

READS = ("awards", "top", "about", "other", "students", "research", "education", "positions", "news")

# Only ever a yes/no test: matched on lower-cased text, several times faster than re.I
AWARD_WORDS = Folded(r"\b(?:award|fellowship|prize|medal|scholarship|honou?r|grant|finalist|"
                      r"distinction|recognition|laureate|winner|best paper|rising star|nominat)")
_AWARD_NAME = (r"(?:(?:Honou?rable Mention|Runner-up|Finalist)\s+(?:for|in|at)\s+(?:the\s+)?)?"
               r"(?:[A-Z][\w\-&']*\.?\s+){0,8}?(?:[\w\-]+\s+)?(?:Award|Fellowship|Prize|Medal|M[eé]daille|Medall?ha|Medalla|Scholarship|Lectureship|(?<=\w )Grant)"
               r"(?:\s+(?:Award|Prize|Medal)\b)?"        # ("Klingenstein-Simons Fellowship Award in Neuroscience")
               r"(?:\s+(?:in|for|of)\s+(?:[A-Z][\w\-]*\s*)+)?")
# the body that gives it, before an award's own name: "the British Ecological Society's Eminent Ecologist Award"
_GIVER = r"(?:(?:[A-Z][\w\-&]*\s+){1,5}[A-Z][\w\-&]*['’]s\s+(?=[A-Z][\w\-&']*\s+[A-Z]))?"
_RECEIVED = re.compile(r"\b(?:supported by|funded by|recipient of|[Rr]eceived|(?<=\bto )receive|receives|wins|[Gg]ot|[Aa]warded|[Ww]on|winner of|"
                       r"granted|holder of|held|holds|(?<=\bI )hold|"
                       r"earned|garnered|secured|honou?red (?:him|her|them|me|us) with|presented (?:him|her|them|me|us) with|"
                       r"(?:been\s+)?(?:recogni[sz]ed|honou?red) (?:with|by)|has been given)"
                       r"\s+(?:an?\s+|the\s+|(?:this|last)\s+year['’]s\s+)?(?:prestigious\s+|competitive\s+)?"
                       rf"(?:{YEAR}\s+)?{_GIVER}(?P<name>{_AWARD_NAME})")
# the honour first, its recipient after: "The MSc Research Paper Prize went to Jo Roe for her project on X"
_WENT_TO = re.compile(rf"(?:\b(?:[Tt]his\s+year['’]s|[Tt]he)\s+|^)(?:{YEAR}\s+)?(?P<name>{_AWARD_NAME})\s+"
                      r"(?:went|goes|was\s+awarded|was\s+given|was\s+presented)\s+to\s+"
                      r"(?P<who>(?-i:[A-ZÀ-Þ])[^,;:()]{2,80}?)(?=\s+for\b|\s+in\s+recognition\b|\s*[,;.]|\s*$)")
# "the X Award (2019) and the Y Prize (2021)": further honours joined to the one a verb introduced.
_AND_ALSO = re.compile(rf"\s*(?:\(\s*{YEAR}\s*\)|\s+in\s+{YEAR})?\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+as well as\s+)"
                       rf"(?:an?\s+|the\s+)?{_GIVER}(?P<name>{_AWARD_NAME})")
# "was named a Sloan Research Fellow in 2018": a named fellowship held as a title.
_NAMED_FELLOW = re.compile(r"\b(?:named|selected as|elected|chosen as|is|was|became)\s+(?:an?|the)\s+(?:(?:19|20)\d\d\s+)?"
                           r"(?P<name>(?:[A-Z][\w\-&'’]*\s+){1,5}(?:Fellow|Scholar|Investigator|Laureate))\b")
_GENERIC_FELLOW = frozenset("research senior junior postdoctoral doctoral visiting teaching graduate honorary "
                            "distinguished principal associate assistant".split())

# An honorary fellowship or membership: "was elected a Fellow of the Royal Society of Edinburgh in 2019".
_ELECTED = re.compile(r"\b(?:elected|named|inducted)\s+(?:as\s+)?(?:an?\s+|to\s+the\s+)?(?:(?:19|20)\d\d\s+)?"
                      r"(?P<name>(?:Honorary\s+|Foreign\s+|International\s+)?(?:Fellow|Member)\s+of\s+(?:the\s+)?"
                      r"[A-Z][\w\-&'’]*(?:\s+(?:(?:of|and|for|in|on|the)\s+)*[A-Z][\w\-&'’]*){0,8}|"
                      # "named a Pew Biomedical Scholar", "named an HHMI Investigator" (a named Fellow is _named_fellows's;
                      # "named a Senior Research Fellow" is a post)
                      r"(?!(?:(?:Principal|Senior|Junior|Lead|Chief|Staff|Research|Associate|Assistant|Co-?|Postdoctoral|"
                      r"Visiting|Clinical|Independent)\s+)+(?:Scholar|Investigator)\b)"
                      r"(?-i:[A-Z])[\w\-&'’]*(?:\s+(?-i:[A-Z])[\w\-&'’]*){0,4}\s+(?-i:Scholar|Investigator|Laureate))\b")

# An honour a body gives, the sentence's pronoun its recipient: "The X Society awarded him its Gold Medal in 1978",
# "the University of Y conferred an honorary doctorate on her", "he was made a Knight in the Order of the Lion"
_CONFERRED = re.compile(r"\b(?:awarded|gave|presented)\s+(?:him|her|them)\s+(?:its|their|the|an?)\s+(?:(?:19|20)\d\d\s+)?"
                        rf"(?P<name>{_AWARD_NAME})|"
                        r"\bconferred\s+(?:an?|its|the)\s+(?P<doctorate>honorary\s+(?:doctorate|degree))\s+(?:up)?on\s+(?:him|her|them)\b|"
                        r"\b(?:received|was\s+awarded|was\s+given|holds)\s+an?\s+(?P<honoris>honorary\s+(?:doctorate|degree))\b|"
                        r"\b(?:was|were|is)\s+made\s+(?:an?\s+)?(?P<order>(?:Knight|Dame|Commander|Officer|Chevalier|Grand\s+Officer)"
                        r"(?:,\s+(?:First|Second|Third|1st|2nd|3rd)\s+Class,)?\s+(?:in|of)\s+the\s+(?:[A-Z][\w\-'’]*\s+)*?Order(?:\s+(?:of|of\s+the)\s+(?:the\s+)?[A-Z][\w\-'’]*(?:\s+[A-Z][\w\-'’]*){0,3}"
                        r"(?:\s+of\s+[A-Z][\w\-'’]*)?)?)")    # ("of the White Rose of Finland")
# "elected a member of the Royal Netherlands Academy of Arts and Sciences": an academy's or society's, in lower case
_ELECTED_MEMBER = re.compile(r"\belected\s+(?:as\s+)?an?\s+(?P<name>(?:foreign\s+|honorary\s+|corresponding\s+)?(?:member|fellow)\s+"
                             r"of\s+the\s+(?:[A-Z][\w\-'’]*\s+(?:(?:of|and|for)\s+)?){0,4}?(?:Academy|Society|Akademie|Accademia|"
                             r"Acad[eé]mie|Academia)(?:\s+(?:(?:of|and|for|the)\s+)*[A-Z][\w\-'’]*)*)")


def _conferred(sentence: str) -> Iterator[tuple[re.Match, str]]:
    """Honours given to the sentence's pronoun and academies' memberships in lower case, each with its name."""
    if "made" in sentence or "onferred" in sentence or "onorary" in sentence or " him " in sentence or " her " in sentence or " them " in sentence:
        for m in _CONFERRED.finditer(sentence):
            yield m, (m.group("name") or m.group("doctorate") or m.group("honoris") or m.group("order")).strip()
    if "elected" in sentence:
        yield from ((m, m.group("name").strip()) for m in _ELECTED_MEMBER.finditer(sentence))


_RECEIVED_CUES = ("supported by", "funded by", "I hold", "recipient of", "received", "receives", "wins", "to receive", "got ", "Got ", "awarded", "won", "winner of", "granted", "holder of",
                  "held", "holds", "elected", "named", "inducted", "earned", "garnered", "secured", "honour", "honor",
                  "presented", "recogni", "given", "fellow", "scholar", "conferred", "made a", "made kn", "order of", "went to", "goes to")     # ("She is a 2021 Sloan Research Fellow")


def _table_row(text: str) -> tuple[str, str] | None:
    """A table's row whose first cell names a person: (the person, the other cells as one award's text).

    >>> _table_row("| Priya Roe | NSF Graduate Research Fellowship | April 2023 |")
    ('Priya Roe', 'NSF Graduate Research Fellowship, 2023')
    >>> _table_row("| 2021 | Best Paper Award |") is None
    True
    >>> _table_row("2025.03 | Haruki Sato (M1) | IEEJ Excellent Presentation Award")     # (its date first)
    ('Haruki Sato', 'IEEJ Excellent Presentation Award, 2025')
    """
    if text.count("|") < 2:
        return None
    cells = [c.strip() for c in text.strip().strip("|").split("|")]
    if len(cells) >= 3 and _DATED_CELL.fullmatch(cells[0]):
        # "2025.03 | Haruki Sato (M1) | X Award": a lab's table of its members' honours, the date first
        cells = [_NOTE_AFTER.sub("", cells[1]), *cells[2:], cells[0][:4]]
    name = clean_name(cells[0])
    if len(cells) < 2 or not looks_like_name(name) or len(name.split()) < 2:
        return None
    # a date cell gives its year only ("April 2023", "Oct. 2023", "May '23")
    cells = [str(found[0]) if _DATE_CELL.fullmatch(c) and (found := years(c)) else c for c in cells[1:]]
    return name, ", ".join(c for c in cells if c)


_DATED_CELL = re.compile(r"(?:19|20)\d\d(?:[./\-]\d{1,2}){0,2}")
_NOTE_AFTER = re.compile(r"\s*\([^()]{1,20}\)$")        # "Haruki Sato (M1)": the member's year of study
_HEADER_ROW = re.compile(r"\|(?:\s*(?:years?|dates?|awards?|honou?rs?|prizes?|names?|titles?|recipients?|(?:awarding\s+)?"
                         r"(?:body|bodies|organi[sz]ation|institution|agency|funder|source)|amount|notes?|details?|"
                         r"descriptions?|distinctions?)?\s*\|)+", re.I)
_DATE_CELL = re.compile(r"(?:[A-Za-z]{3,9}\.?\s+)?(?:\d{1,2}\s+)?(?:(?:19|20)\d\d|['’]\d\d)")


# a paragraph of prose under an awards heading, about the award or the work, no honour's name
_PROSE = re.compile(r"(?:This|These|That|It|We|Our|The\s+(?:project|award|grant|work|team|program|programme))\s+"
                    r"(?:[\w'’-]+\s+){0,3}?(?:is|are|was|were|has|have|will|reflects|supports|funds)\b")


_UPDATED = re.compile(r"^\W*(?:page\s+)?last\s+(?:updated|modified|revised|edited|changed)\b|^\W*(?:©|\(c\)\s|copyright\b)"
                      r"|\bpowered by\b", re.I)     # (and a page's footer: "© 2025 X. Powered by Jekyll")


def extract(section: Section) -> Iterator[Claim]:
    """Award claims: each line of an awards section, and "recipient of X Award" sentences elsewhere."""
    if section.kind == "awards" and _names_one_award(section.heading) and (
            years(section.heading) or _RECORD_DATES.match(_first_text(section, 2))):
        # "Royal Society Fellowship (2019–2020)" alone on its line was read as a heading: it is an entry (and so is
        # a research portal's funding record: its title over the funder over "2017-10-01 to 2020-09-30 | Award")
        award = parse_award(section.heading if years(section.heading) else
                            f"{section.heading} ({_RECORD_DATES.match(_first_text(section, 2)).group(1)})")
        if award and not _is_grant(section.heading):
            number = section.lines[0].number - 1 if section.lines else 0
            yield Award(Evidence(section.path, number, section.heading), OWNER, *award)
    # Recipients named first count on a list that names several ("Marie Curie, Individual Fellowship" alone does not)
    named_first = section.kind == "awards" and sum(
        _leading_holder(strip_bullet(ln.text))[0] != OWNER for ln in section.lines if ln.text.strip()) >= 2
    # "Research Grants (selected; PI unless noted)": funding, where only a named award or fellowship is an honour
    # (the amount may sit on the entry's next line: 'X Challenge, "Title",' / '  NZ$1.2M')
    funding = bool(_FUNDING_HEADING.search(section.heading)) and not _NAMED_HONOUR.search(section.heading)
    for line in section.lines:
        text = strip_bullet(line.text)
        if not text or _RECORD_FIELD.match(text) or _RECORD_DATES.match(text) or _UPDATED.match(text):
            continue            # a portal's record: "GRANT_NUMBER: X", "Role: Promotor", "2021-01-01 to ... | Award"
            # (and a page's "Last updated: 12/03/2024" under its last list)
        if section.kind == "awards" and mentions(text.lower(), _RECEIVED_CUES) \
                and _RECEIVED.search(text) and _names_recipient(text):
            pass                # "Dominik Tran received the X Award in 2023. He also won Y.": prose, read below
        elif section.kind == "awards":
            if text[:1] == "|" and _HEADER_ROW.fullmatch(text):
                continue            # "| Year | Award | Awarding body |": the table's header
            if text[:1] == "|" and re.match(r"\|\s*(?:19|20)\d\d", text):
                text = text.strip("| ")         # "| 2021 | Philip Leverhulme Prize | Leverhulme Trust |"
            if text[:2] in ("19", "20") and "|" in text[:20] and not _table_row(text):
                text = _YEAR_CELL.sub(r"\1: ", text, count=1)    # "1998 | Beca predoctoral FPU": a table's row
            if _is_grant(text) or _is_role(text) or "declined" in text or funding and not _NAMED_HONOUR.search(text) \
                    or len(text) > 120 and _PROSE.match(text):
                continue                # "X Award (declined in favour of Y)" was not taken; "This award reflects ..."
            bare = _YEAR_LEAD.sub("", text)
            won = _MEMBER_WINS.match(bare) or _FOR_MEMBER.match(bare)
            if won and won.group("who") not in _NOT_FIRST_NAMES and (award := parse_award(won.group("award"))):
                # "2024 – Kwame wins the RSC Dalton Poster Prize at Dalton 2024": a group's list of its members' honours
                # ("Best Poster Award at CHAINS 2023 for Mei-Ling"; "Joaquín is a finalist for the Reaxys PhD Prize")
                year = award[1] or (years(text)[0] if years(text) else None)
                name = f"{award[0]} finalist" if "finalist" in bare[:won.start("award")].lower() else award[0]
                yield Award(Evidence(section.path, line.number, text), won.group("who"), name, year)
                continue
            prize = portal.prize_line(text) if "(Recipient)" in text else None
            if prize:                   # a research portal's prize: its name, its recipients, its year
                name, people, year = prize
                for person in people:
                    yield Award(Evidence(section.path, line.number, text), person, name, year or (years(name) or [None])[0])
                continue
            row = _table_row(text)
            if row:                     # "| Priya Roe | NSF Graduate Research Fellowship | April 2023 |": hers
                person, rest = row
                award = parse_award(rest)
                if award:
                    yield Award(Evidence(section.path, line.number, text), person, *award)
                continue
            for item in SEPARATED.split(text) if " · " in text or " | " in text else (text,):
                # "Best Paper Award, EMNLP 2024 · NSF CAREER Award (2025)": several honours on one line
                person, item = _holder(item)
                people = (person,)
                if person == OWNER:
                    people, item = _holders(item)
                if people == (OWNER,) and named_first:
                    person, item = _leading_holder(item)
                    people = (person,)
                award = parse_award(item)
                if award:
                    for person in people:
                        yield Award(Evidence(section.path, line.number, strip_bullet(line.text)), person, *award)
            continue
        if is_bullet(line.text) and AWARD_WORDS.search(text) and not _starts_with_name(text) \
                and not has_degree(text):
            item = without_date_stamp(text) if section.kind == "news" else text
            # a news item led by a first name ("2024-10-18 Valeria received X") is hers: the owner's if it is the
            # owner's first name (extract_document decides)
            who = _FIRST_NAME_LEADS.match(item) if section.kind == "news" else None
            named = _RECEIVED.search(item) if who else None
            # ("Aline received the best student paper award at IEEE IC2E 2024": what came after the verb, in lower case)
            award = (named.group("name").strip(), None) if named else \
                parse_award(re.sub(r"^(?:the|an?)\s+", "", next(iter(sentences(item[who.end():])), ""))) if who else parse_award(item)
            if award and years(text) and not (len(award[0]) > 100 and len(list(sentences(award[0]))) > 1):
                # (nor a story of several sentences: "Since: J-B went home ... In 2023 he won an X fellowship")
                yield Award(Evidence(section.path, line.number, text), who.group(1) if who else OWNER,
                            award[0], award[1] or years(text)[0])
                continue
        if "nclud" in text and (included := _INCLUDED.search(text)):
            yield from _honours_included(section.path, line.number, text[included.end():])
            continue
        if ":" in text and (inline := _INLINE_LABEL.search(text)):
            yield from _inline_awards(section.path, line.number, text[inline.end():], labelled=inline.start() == 0)
            continue
        if "; " in text and "(" in text:
            yield from _dated_honours(section.path, line.number, text)
        if "ongrat" in text and (cheered := _CHEERED_ON.search(text)):
            for person in take_names(cheered.group("names"), allow_first_names=True):
                yield Award(Evidence(section.path, line.number, text[cheered.start():].strip()), person,
                            *parse_award(cheered.group("name")) or (cheered.group("name"), None))
        if not mentions(text.lower(), _RECEIVED_CUES):
            continue
        named: tuple[str, ...] = ()
        row = section.kind == "news" and text[:1] == "|"    # a news table's row: its date cell, then its text
        stamped = years(text[:len(text) - len(without_date_stamp(text))]) if row else ()
        stamp = stamped[0] if stamped else None     # (a row's date cell may hold no year: "| Mar 3 | ...")
        for sentence in sentences(without_date_stamp(text) if row else text):
            if section.kind == "students" and (told := _TOLD_BY_FIRST_NAME.match(sentence)) \
                    and told.group(1) not in _NOT_FIRST_NAMES and _listed_first_name(section, told.group(1)):
                named = (told.group(1),)        # "Kofi joined the lab in 2021 ... He ... is funded by X": Kofi's
            for m in (*_RECEIVED.finditer(sentence), *_ELECTED.finditer(sentence), *_named_fellows(sentence)):
                recipients = _recipients(without_date_stamp(sentence[:m.start()]))
                if not recipients and (whose := _WHOSE_WORK.fullmatch(sentence[:m.start()].split(";")[-1])) \
                        and whose.group(1) not in _NOT_FIRST_NAMES and _listed_first_name(section, whose.group(1)):
                    recipients = (whose.group(1),)      # "Tsegaye's fieldwork is funded by X": Tsegaye's
                lead = _FIRST_NAME_SUBJECT.fullmatch(without_date_stamp(sentence[:m.start()]).lstrip(" |")) \
                    if section.kind in ("news", "students", "awards") else None     # ("Dec 10, 2024 | Jun-ho has been awarded")
                if not recipients and lead and lead.group(1) not in _NOT_FIRST_NAMES \
                        and (section.kind in ("news", "awards") or _listed_first_name(section, lead.group(1))):
                    # (an honours section's story: "Kaarina received X", the page's person by her first name)
                    recipients = (lead.group(1),)   # "Priya won an Outstanding Poster Award": a member called by first name
                    # (in a lab's news, or under its list of members: "Jae-eun holds an SSHRC Doctoral Fellowship")
                if not recipients and not lead and section.kind in ("news", "awards") \
                        and (both := _TWO_PREDICATES.fullmatch(without_date_stamp(sentence[:m.start()]).lstrip(" |"))) \
                        and both.group(1) not in _NOT_FIRST_NAMES:
                    recipients = (both.group(1),)   # "Kenji works on X, and received the Y Award": Kenji, the subject of both
                surname = _SURNAME_SUBJECT.fullmatch(sentence[:m.start()]) if not recipients and not lead else None
                if surname:
                    recipients = (surname.group(1),)    # "Ramírez-Quintero, now in her fourth year, received X": hers
                    # (the page's other people by their surname, as a news story names them after the first time)
                if not recipients and not lead and section.kind == "students" and not _SUBJECT_WORD.match(sentence[:m.start()]) \
                        and (entry := _line_person(strip_bullet(text))):
                    recipients = (entry,)   # "Dr. A – Postdoctoral Fellow. ... holds a X Fellowship": A's
                if not recipients and not lead and m.group(0)[:4] in ("rece", "wins") \
                        and m.group(0).startswith(("receives", "wins")):
                    # a story's present tense ("X receives the 2025 Y Prize"): its subject named, never by default
                    # the page's (a blog's headline "Rafael receives the Z Award" under another post's author)
                    first = _FIRST_NAME_SUBJECT.fullmatch(sentence[:m.start()])
                    if first and first.group(1) not in _NOT_FIRST_NAMES:
                        recipients = (first.group(1),)
                    elif not _PRONOUN_SUBJECT.match(sentence):
                        continue
                if not recipients and named and _PRONOUN_SUBJECT.match(sentence):
                    recipients = named          # "A received X. She also won Y.": she is A
                named = recipients or named
                if not recipients and section.kind == "news" and not _FIRST_PERSON.search(sentence) \
                        and not _SUBJECTLESS.match(without_date_stamp(sentence).strip(" |*")):
                    continue            # a group's news: an honour of someone the sentence does not name
                    # (the owner's own news goes without a subject: "Received the NSF CAREER Award")
                for start, name in _with_joined(sentence, m):
                    for person in recipients or (OWNER,):
                        yield Award(Evidence(section.path, line.number, sentence.strip()), person, name,
                                    _year_near(sentence, m.start(), start) or stamp)
            if "to " in sentence:
                for m in _WENT_TO.finditer(sentence):
                    for person in take_names(m.group("who")):
                        yield Award(Evidence(section.path, line.number, sentence.strip()), person, m.group("name").strip(),
                                    _year_near(sentence, m.end("name"), m.start("name")) or stamp)
            if section.kind in ("news", "students"):
                continue        # (whose, in a group's news or list, the pronoun alone does not say)
            for m, name in _conferred(sentence):
                subject = _recipients(sentence[:m.start()]) if m.group(0).startswith(("was", "were", "is", "elected")) else ()
                for person in subject or (named if _PRONOUN_SUBJECT.match(sentence) or " him " in m.group(0)
                                          or " her " in m.group(0) or " on " in m.group(0) else ()) or (OWNER,):
                    yield Award(Evidence(section.path, line.number, sentence.strip()), person, name[:1].upper() + name[1:],
                                _year_near(sentence, m.start(), m.start()) or stamp)


# A grant is funding, not an honour, unless it is named as an award, prize or fellowship:
# "PI, NSF CNS Core: Title, $499,872, 2021-2024", "Co-Investigator, ERC Synergy Grant (EUR 9.8M)".
_GRANT_CUES = ("$", "€", "£", "usd", "eur ", "gbp", "chf", "nok", "sek", "dkk", "aud", "cad", "jpy", "pi",
               "investigator", "funding", "budget", "r0", "r2", "u0", "k99", "grant no", "ip:", "ip :", "financiad")
# "NIH R01 AI145678 (2019-2024), Principal Investigator": a grant number, or the holder's role at the end.
_GRANT = re.compile(r"[$€£]\s?\d|\b(?:USD|EUR|GBP|CHF|NOK|SEK|DKK|AUD|CAD|JPY)\s?\d|\d\s?(?:USD|EUR|GBP|CHF|NOK|SEK|DKK)\b|"
                    r"\b[RUKPT]\d\d\s?[A-Z]{2}\d{5,6}\b|\bgrant no\b|"
                    r",\s*(?:(?:co-?)?PI|co-?I|(?:co-?|principal\s+)?investigator)\s*$|"
                    r"^(?:(?:co-?)?(?:PI|P\.I\.)|co-?I|(?:co-?|principal\s+)?investigator)\b|\bfunding\b|\bbudget\b|"
                    # a Spanish or Portuguese project: its lead ("IP: X"), its funder ("Entidad financiadora:")
                    r"\b(?-i:IP)\s*:|\bentidad financiadora\b|\bfinanciad[oa] por\b|\bag[êe]ncia financiadora\b",
                    re.I)
_FUNDING_HEADING = re.compile(r"\b(?:grants?|funding|research support|contracts)\b", re.I)
_NAMED_HONOUR = re.compile(r"\b(?:award|prize|fellowship|medal|scholarship|honou?r)", re.I)


_HEADING_WORDS = frozenset("awards award honours honors honour honor prizes prize fellowships fellowship grants grant "
                           "scholarships distinctions recognition recognitions and & selected recent other major "
                           "research teaching academic".split())


# Who received it, named before the verb: "Congratulations to A, who received", "A and B were awarded",
# "Our paper "T" by A, B and C won". "She received" / "I was awarded" are the owner's.
_AUXILIARY = re.compile(r"(?:,\s*who)?(?:\s+(?:has|have|had)\s+been|\s+(?:was|were|is|are|has|have|had))?"
                        r"(?:\s+(?:also|recently|just|jointly|proudly|deservedly))?\s*$")
_CHEERS = re.compile(r"^(?:big\s+|warm\s+|many\s+)?(?:congratulations|congrats|kudos|well done|hats off)\s+to\s+",
                     re.I)
# "Our student A", "former postdoc B", "PhD candidate C": who they are, before their names.
_ROLE_BEFORE_NAME = re.compile(r"^(?:.{0,60}?\bthat\s+)?(?:(?:our|my|his|her|their|the group's|the lab's)\s+)?"
                               r"(?:(?:first|second|third|fourth|fifth|sixth|final|\d(?:st|nd|rd|th))[- ]year\s+)?"
                               r"(?:(?:former|current|phd|ph\.d\.|"
                               r"graduate|doctoral|master['’]?s|undergraduate|postdoctoral|visiting)\s+)*(?:students?|"
                               r"postdocs?|researchers?|fellows?|alumn(?:us|a|i|ae)|colleagues?|members?|candidates?|"
                               r"PI|principal investigator|(?:lab\s+)?director)\s+(?=[A-Z])", re.I)
_BY_NAMES = re.compile(r"\bby\s+(?P<names>[A-Z][^\"“”()]{2,200}?)\s*$")
_PRONOUN_SUBJECT = re.compile(r"\s*(?:[Ss]he|[Hh]e|[Tt]hey)\b")
# a member's story led by their first name and what they did ("Kofi joined the lab in 2021 after ..."), and an honour
# of their work ("Tsegaye's fieldwork is funded by X")
_TOLD_BY_FIRST_NAME = re.compile(r"\s*((?-i:[A-Z])[a-zà-ÿ]+(?:-[a-zà-ÿ]+)?)\s+(?:joined|is|was|has|works|studies|did|"
                                 r"completed|came|moved|holds|received|started|began)\b")
_WHOSE_WORK = re.compile(r"\s*((?-i:[A-Z])[a-zà-ÿ]+(?:-[a-zà-ÿ]+)?)['’]s\s+(?:[a-z]+\s+){1,3}(?:is|was|has been|are|were)\s*")
_FIRST_PERSON = re.compile(r"\b(?:I|my|me|[Ss]he|[Hh]e|[Hh]er|[Hh]is)\b")


# "Awards: A (2010); B, UAM (2011)." inside a paragraph: a summary's own list of honours
_INLINE_LABEL = re.compile(r"(?:^|[.!?]\s+)(?:(?:selected\s+|main\s+)?(?:(?:funding|fellowships?|grants?|scholarships?)\s+"
                           r"(?:&|and)\s+)?(?:awards?|honou?rs?|prizes|distinctions|fellowships)"
                           r"(?:\s+(?:and|&)\s+(?:awards?|honou?rs?|prizes|distinctions|fellowships))?)\s*:\s+(?=\S)", re.I)
# ("Funding & awards: X (Leverhulme Trust, 2019–2021); Y (2017–18)", "Fellowships: A (2012)")


# "Her honors included the X Award (1979), election as a Fellow of Y (1988) and Z's W Award (1994).": a prose list
_INCLUDED = re.compile(r"\b(?:[Hh]is|[Hh]er|[Tt]heir|[Mm]y)\s+(?:many\s+|other\s+|numerous\s+|earlier\s+|previous\s+|past\s+|recent\s+)?"
                       r"(?:honou?rs|awards|prizes|"
                       r"distinctions|recognitions)(?:\s+and\s+(?:honou?rs|awards|prizes|distinctions))?\s+"
                       r"(?:include|included|includes|comprise[sd]?)\s+")
_DATED_ITEM_END = re.compile(r"(?<=\))\s*(?:,\s*(?:and\s+)?|\s+and\s+)")


# "ELLIS Fellow (2020); ERC Consolidator Grant GEOPRIOR (2022).": a bio's sentence made of dated honours alone
_DATED_HONOUR = re.compile(r"\s*[A-Z][^();.]{2,80}\(\s*(?:19|20)\d\d\s*\)\s*")
# "Congratulations to Sanne on the UAI 2024 Best Student Paper Award!": the honour of those it cheers
_CHEERED_ON = re.compile(rf"(?:^|[^\w\s]\s*)(?i:congratulations|congrats|kudos)\s+to\s+(?P<names>[A-Z][^!.;:()]{{1,120}}?)\s+"
                         rf"(?:on|for)\s+(?:winning\s+|receiving\s+|being\s+awarded\s+|getting\s+)?"
                         rf"(?:the|an?|her|his|their)\s+(?:prestigious\s+)?"
                         rf"(?P<name>(?:[A-Z0-9][\w\-&'’]*\.?\s+){{0,8}}?(?:Award|Prize|Medal|Fellowship|Scholarship|Grant)\b)")


def _dated_honours(path: str, number: int, text: str) -> Iterator[Claim]:
    """The honours of each sentence that lists nothing but "Name (year)" items, one an award, fellowship or grant."""
    for sentence in sentences(text):
        items = sentence.strip().rstrip(".").split(";")
        if len(items) >= 2 and all(_DATED_HONOUR.fullmatch(i) for i in items) \
                and any(_NAMED_HONOUR.search(i) or re.search(r"\b(?:Fellow|Grant)\b", i) for i in items):
            for item in items:
                if award := parse_award(item.strip()):
                    yield Award(Evidence(path, number, item.strip()), OWNER, *award)


def _honours_included(path: str, number: int, tail: str) -> Iterator[Claim]:
    """Each dated item of "... included A (1979), election as a Fellow of B (1988) and C (2001)", to the sentence's end."""
    end = re.search(r"(?<=\))\.(?:\s|$)", tail)
    for item in _DATED_ITEM_END.split(tail[:end.start()] if end else tail):
        item = re.sub(r"^(?:the\s+|(?:her|his|their)\s+)?(?:election|induction)\s+(?:as\s+)?(?:an?\s+)?", "", item.strip())
        item = re.sub(r"^(?:the|an?)\s+", "", item)
        award = parse_award(item.rstrip("."))
        if award and award[1]:
            yield Award(Evidence(path, number, item), OWNER, *award)


def _inline_awards(path: str, number: int, tail: str, labelled: bool = False) -> Iterator[Claim]:
    """Each item of a run-in list of honours, the list ending where a sentence without a year starts.
    ``labelled``: the list is a line of its own under its label ("Awards: Best Young Scientist, X, 2016."), where
    one dated item is an honour whatever its name."""
    items = []
    # (with no semicolons, items closed by their years in brackets: "A Award (2008), B Award (2011), C Medal (2018)")
    parts = tail.split(";") if ";" in tail or tail.count(")") < 2 else _DATED_ITEMS.split(tail)
    for item in parts:
        end = re.search(r"(?<=\))\.(?:\s|$)|\.\s+(?=[A-Z][a-z]+\s+[a-z])", item)
        items.append(item[:end.start()] if end else item)
        if end:
            break
    found = [(item.strip(), award) for item in items if (award := parse_award(item.strip().rstrip(".")))]
    if len(found) >= 2 or len(found) == 1 and (_NAMED_HONOUR.search(found[0][0]) or labelled and found[0][1][1]):
        for item, (name, year) in found:
            yield Award(Evidence(path, number, item), OWNER, name, year)


_DATED_ITEMS = re.compile(r"(?<=\((?:19|20)\d\d\)),\s+(?:and\s+)?")
_APPOSED = re.compile(r"^([^,]{3,60}),\s+(?:an?|the|my|our)\s+[^,]{3,80}$")
_SUBJECTLESS = re.compile(r"^(?:received|got|won|awarded|honou?red|humbled|thrilled|delighted|excited|proud|grateful|"
                          r"named|elected|selected)\b", re.I)


def _names_recipient(text: str) -> bool:
    """Whether a line is a sentence whose award verb has a subject: a person, a pronoun, "his paper"."""
    m = _RECEIVED.search(text)
    head = _AUXILIARY.sub("", text[:m.start()]).strip(" ,") if m else ""
    return bool(head) and (bool(_FIRST_PERSON.search(head)) or bool(_recipients(text[:m.start()]))
                           or bool(_FIRST_NAME_SUBJECT.fullmatch(head)) and head not in _NOT_FIRST_NAMES)    # ("Kaarina")


def _recipients(before: str) -> tuple[str, ...]:
    """The people the words before an award verb name as its recipients, or () (then: the page's owner)."""
    head = _AUXILIARY.sub("", before).strip(" ,")
    head = _ROLE_BEFORE_NAME.sub("", _CHEERS.sub("", head))
    if not head or head[:1].islower():
        return ()
    m = _BY_NAMES.search(head)
    if m:
        return tuple(take_names(m.group("names")))
    titles = TITLE_PREFIX.match(head)
    if titles and titles.end() and re.fullmatch(r"(?-i:[A-Z])[\w'’\-]+", head[titles.end():]):
        return (head[titles.end():],)       # "Prof. Park received": a surname (kept when it is the page owner's)
    names = take_names(head)
    if names and _covers(head, names):
        return tuple(names)
    apposed = _APPOSED.match(head)      # "D, an undergraduate researcher I mentor in the lab, won X": D
    named = take_names(apposed.group(1)) if apposed else []
    return tuple(named) if named and _covers(apposed.group(1), named) else ()


_FIRST_NAME_SUBJECT = re.compile(r"\s*((?-i:[A-Z])[a-zà-ÿ]+(?:-[a-zà-ÿ]+)?)(?:\s+(?:has|was)(?:\s+been)?)?\s*")
_SUBJECT_WORD = re.compile(r"\s*(?:I|we|our|my|the\s+lab|the\s+group)\b", re.I)
# a double-barrelled surname as a sentence's subject, before what it says of them: "Ramírez-Quintero, now in the
# fourth year of her PhD, received"
_SURNAME_SUBJECT = re.compile(r"\s*((?-i:[A-ZÀ-Þ])[a-zà-ÿ]+(?:-(?-i:[A-ZÀ-Þ])[a-zà-ÿ]+)+)(?:,[^,;]{3,80},)?"
                              r"(?:\s+(?:has|was|also)(?:\s+been)?)?\s*")
# a first name and its first verb, then a second predicate joined by "and": "Kenji works on X and Y, and "
_TWO_PREDICATES = re.compile(r"\s*((?-i:[A-Z])[a-zà-ÿ]+(?:-[a-zà-ÿ]+)?)\s+(?:also\s+)?[a-z]+(?:s|ed)\s[^.;:]*,\s+and\s+(?:also\s+|later\s+)?")
_NOT_FIRST_NAMES = frozenset("The This That It We They She He Our Their His Her Everyone Team Lab Group".split())
_FIRST_NAME_LEADS = re.compile(r"((?-i:[A-Z])[a-zà-ÿ]+)\s+(?:received|was awarded|has been awarded)\s+")   # (a paper or a tool "won")


_YEAR_LEAD = re.compile(r"^\W*(?:19|20)\d\d\s*[–—:-]\s*")
_WHO = r"(?P<who>(?-i:[A-ZÀ-Þ])[a-zà-ÿ]+(?:-(?-i:[A-ZÀ-Þa-zà-ÿ])[a-zà-ÿ]+)?(?:\s+(?-i:[A-ZÀ-Þ])[\w'’\-]+){0,2})"
_MEMBER_WINS = re.compile(_WHO + r"\s+(?:wins|won|receives|received|is awarded|was awarded|is a finalist for|was a finalist for|"
                          r"was shortlisted for|is shortlisted for)\s+(?:the\s+|a\s+|an\s+)?(?P<award>[A-Z].{3,120}?)"
                          r"(?:\s+(?:at|for)\s+(?-i:[A-Z]).*)?\.?$")
_FOR_MEMBER = re.compile(r"(?P<award>(?-i:[A-Z])[^,]{3,120}?)\s+for\s+(?P<who>(?-i:[A-ZÀ-Þ])[a-zà-ÿ]+(?:-[A-Za-zÀ-ÿ][a-zà-ÿ]+)?)\W*$")


def _listed_first_name(section: Section, first: str) -> bool:
    """Whether a section's lines name someone in full by this first name ("Jae-eun Park" for "Jae-eun"; not a
    nickname, "Wendy", that no line spells out)."""
    full = re.compile(rf"\b{re.escape(first)}\s+(?:[A-Z]\.\s+)?(?-i:[A-ZÀ-Þ])")
    return any(first in ln.text and full.search(ln.text) for ln in section.lines)


def _covers(text: str, names: list[str]) -> bool:
    """Whether ``text`` is only these names (with titles and joining words), not a name starting a longer phrase."""
    rest = re.sub(r"\b(?:Prof|Dr|Mr|Mrs|Ms|Professor)\.?\s+", "", text)
    for name in names:
        rest = rest.replace(name, " ")
    return not re.sub(r"\b(?:and|&)\b|[,\s]", "", rest)


_CLAUSE_END = re.compile(r",\s+(?:and|while|but)\s+|;\s*|,\s+(?=in (?:19|20)\d\d)")


def _year_near(sentence: str, verb: int, start: int) -> int | None:
    """The year of the clause that names an honour: "In 2019 she won X, and in 2022 Y" gives X 2019."""
    ends = [m.start() for m in _CLAUSE_END.finditer(sentence)]
    clause_start = max((e for e in ends if e < verb), default=0)
    clause_end = min((e for e in ends if e > start), default=len(sentence))
    found = years(sentence[start:clause_end]) or years(sentence[clause_start:start]) or years(sentence)
    return found[0] if found else None


_RECORD_DATES = re.compile(r"^((?:19|20)\d{2})-\d{2}(?:-\d{2})?\s+to\s+(?:(?:19|20)\d{2}-\d{2}(?:-\d{2})?|present)\s*\|")
_RECORD_FIELD = re.compile(r"^(?:grant[_ ]number|role|source|funder|co-?promotor|promotor)\s*:", re.I)


def _first_text(section: Section, n: int) -> str:
    """The ``n``-th non-blank line of a section (1 is the first), stripped, or ""."""
    texts = [ln.text.strip() for ln in section.lines if ln.text.strip()]
    return texts[n - 1] if len(texts) >= n else ""


def _names_one_award(heading: str) -> bool:
    """Whether a heading holds more than heading words ("Awards and Honours (2010-2020)" does not)."""
    words = re.sub(rf"\(.*\)|{YEAR}|[^\w&\s\-]", " ", heading).lower().split()
    return len([w for w in words if w not in _HEADING_WORDS]) >= 2


# "Yale Law Journal, Articles Editor (2009-2010)", "Member, Academy of X": a role listed among honours, no award.
_ROLE = re.compile(r"\b(?:editor|member|reviewer|referee|chair|co-?chair|president|vice-president|treasurer|"
                   r"secretary|organi[sz]er|board)\b", re.I)


# An honour among roles: "Elected member of the Academy", "Outstanding Reviewer, CVPR 2023".
_HONOURED_ROLE = re.compile(r"\b(?:elected|inducted)\b|\b(?:outstanding|best|top|distinguished|exceptional|excellent|"
                            r"highlighted|expert)\s+(?:reviewer|referee|editor)s?\b", re.I)


def _is_role(text: str) -> bool:
    return not AWARD_WORDS.search(text) and not re.search(r"\b(?:Fellow|Laureate)\b", text) \
        and bool(_ROLE.search(text)) and not _HONOURED_ROLE.search(text)


def _is_grant(text: str) -> bool:
    low = text.lower()
    return mentions(low, _GRANT_CUES) and bool(_GRANT.search(text)) and not _NAMED_HONOUR.search(text)


# "2020 - Dissertation Prize of the Faculty (K. Doe)": a group page's list names who received each.
_YEAR_CELL = re.compile(r"^((?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d|present))?)\s*\|\s*")
_HOLDER = re.compile(r"\s*\((?P<name>[^()]{3,60})\)\s*\.?$")


def _holder(text: str) -> tuple[str, str]:
    """The person a trailing parenthesis names as the recipient, and the line without it; else the owner."""
    m = _HOLDER.search(text) if text.endswith((")", ").")) else None
    if m:
        name = clean_name(m.group("name"))
        if name and looks_like_name(name) and not AWARD_WORDS.search(name) and not _BODY.search(name):
            return name, text[:m.start()]
        if _BODY.search(m.group("name")) and not re.search(r"\d", m.group("name")):
            return OWNER, text[:m.start()]          # (the giver is no part of the award's name)
    return OWNER, text


# The body that gives an award, in brackets after it ("(Comisión Europea)", "(Ministerio de Educación)"): no holder
_BODY = re.compile(r"\b(?:minist\w*|comisi[óo]n|commission|kommission|commissione|fundaci[óo]n|funda[çc][ãa]o|"
                   r"foundation|stiftung|fondation|agenc\w*|ag[êe]ncia|council|consejo|conselho|conseil|government|"
                   r"gobierno|governo|sociedad|sociedade|soci[ée]t[ée]|society|academ\w*|junta|generalitat|xunta|"
                   r"regione|region|europ\w*|national|nacional)\b", re.I)


def _named_fellows(sentence: str):
    for m in _NAMED_FELLOW.finditer(sentence):
        if any(w.lower() not in _GENERIC_FELLOW for w in m.group("name").split()[:-1]):
            yield m


def _with_joined(sentence: str, m: re.Match) -> list[tuple[int, str]]:
    """The honour a match names, then each one joined to it by "and" / commas."""
    out = [(m.start(), m.group("name").strip())]
    end = m.end()
    while len(out) < 8:
        nxt = _AND_ALSO.match(sentence, end)
        if not nxt:
            break
        out.append((nxt.start("name"), nxt.group("name").strip()))
        end = nxt.end()
    return out


# A group page's list names each recipient first: "Jane Roe — Best Poster Award, 2023", "2020: Jane Roe, X Fellowship"
# (a Japanese page's year.month: "2024.9 Yuto Kaneshiro: Student Presentation Award").
_LEADING_HOLDER = re.compile(rf"^(?P<year>\(?{YEAR}(?:\.\d{{1,2}}(?!\d))?\)?\s*[:\-–—.,]?\s*)?(?P<name>[^,:;()\-–—|]{{3,60}}?)\s*(?:[:,–—|]|\s-)\s+"
                             r"(?P<rest>.+)$")


def _holders(text: str) -> tuple[tuple[str, ...], str]:
    """Several recipients in a trailing parenthesis ("X received the Y Award (Ann Lee, Bo Li)"), and the line
    without it; else the owner and the line."""
    m = _HOLDER.search(text) if text.endswith((")", ").")) and ("," in text or " and " in text) else None
    if m:
        parts = [clean_name(p) for p in re.split(r"\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+", m.group("name"))]
        if len(parts) > 1 and all(p and looks_like_name(p) and not AWARD_WORDS.search(p) for p in parts):
            return tuple(parts), text[:m.start()]
    return (OWNER,), text


def _leading_holder(text: str) -> tuple[str, str]:
    """The recipient a line starts with and the line without them; else the owner and the line."""
    m = _LEADING_HOLDER.match(text)
    if not m or not AWARD_WORDS.search(m.group("rest")) and not re.search(r"\bFellow\b", m.group("rest")):
        return OWNER, text
    name = clean_name(m.group("name").strip("*_ "))
    if not name or not looks_like_name(name) or AWARD_WORDS.search(name) or " " not in name:
        return OWNER, text
    year = re.sub(r"^(\(?\d{4})\.\d{1,2}", r"\1", m.group("year") or "")      # ("2024.9 ": the year)
    return name, f"{year}{m.group('rest')}"


def _starts_with_name(text: str) -> bool:
    """A line that starts with a person's name is about that person (a student), not the owner."""
    return _line_person(text) is not None


def _line_person(text: str) -> str | None:
    """The person a line starts with, before its first comma, bracket or dash ("Dr. A Roe – Postdoctoral Fellow. ...")."""
    head = re.split(r"[,(:;]|\s[–—-]\s", text, maxsplit=1)[0]
    if "’" in head or "'" in head:
        head = CLASS_YEAR.sub("", head)     # a class year after the name: "Olivia Chen ’25 — Biology"
    head = clean_name(re.sub(r"^(?:(?:prof|dr|ir|ing|drs|mr|ms)\.\s*)+", "", head, flags=re.I))   # "dr. ir. X – ...": titles
    return head if looks_like_name(head) else None


# a page's link to a document under its honours: "Full CV: PDF (updated Jan. 2006)", "CV (pdf, 2024)"
_DOCUMENT_LINK = re.compile(r"\W*(?:full\s+|complete\s+|short\s+)?(?:CV|C\.V\.|curriculum vitae|r[ée]sum[ée])\b", re.I)
_HOLDER_ROLE = re.compile(r"^(?:recipient|winner|awardee|laureate|holder)\s*[,:]\s*(?=[A-Z])", re.I)


def parse_award(text: str) -> tuple[str, int | None] | None:
    """Return (name, first year) of an award line, or None when the line names no award.

    >>> parse_award("Google PhD Fellowship in Cloud Computing, 2012 - 2016")
    ('Google PhD Fellowship in Cloud Computing', 2012)
    >>> parse_award("2019: Best Paper Award, SOSP")
    ('Best Paper Award, SOSP', 2019)
    >>> parse_award("Leverhulme Early Career Fellowship (Leverhulme Trust, 2019–2021)"), parse_award("X Studentship (2017–18)")
    (('Leverhulme Early Career Fellowship', 2019), ('X Studentship', 2017))
    """
    if len(text) > 250 or text.endswith(":") or _DOCUMENT_LINK.match(text):
        return None
    found = years(text)
    name = re.sub(rf"^\(?{YEAR}(?:\s*[-–]\s*(?:{YEAR}|present))?\)?\s*[:\-–—.,]?\s*", "", text)     # ("2023 — X")
    name = re.sub(rf"[\s,;(\[]*(?:{YEAR})(?:\s*[-–—]\s*(?:{YEAR}|\d\d|present|now))?[)\]]?\.?$", "", name, flags=re.I)
    name = _HOLDER_ROLE.sub("", name)       # an NSF biosketch's "Recipient, X Award (2020)": the award
    name = name.strip(" ,;.-–—")
    if name.count("(") > name.count(")") and len(name[:name.rfind("(")].strip()) >= 4 \
            and re.search(r"\([^()]*(?:19|20)\d\d[^()]*\)\W*$", text):
        name = name[:name.rfind("(")].strip(" ,;.-–")      # "X Fellowship (Leverhulme Trust, 2019–2021)": its funder
    if len(name) < 4 or not re.search(r"[A-Za-z]{3}", name):
        return None
    if not found and not AWARD_WORDS.search(name):
        return None
    return name, (found[0] if found else None)
