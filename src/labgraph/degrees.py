"""Academic degrees as documents write them, and the short forms VOCABULARY.md wants ("PhD", "MSc", ...).

Below ingestion: structured readers (BibTeX theses, ORCID qualifications) name degrees too.
"""
from __future__ import annotations

import re
from functools import lru_cache

_ROW_LEAD = (r"(?-i:^{0}(?=\s*[,(]|$|\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+){{0,2}},[^,\n]{{0,50}}?(?:Universit|College|Institut|School|Academy))|{0}(?=\s+(?:19|20)\d\d\b|\s+in\s+[A-Z])|"
             r"(?:(?<=\bher )|(?<=\bhis )|(?<=\bmy )|(?<=\btheir )){0}(?=\s*[,(]|\s+(?:and|degree)\b))")
# ("BE Civil Engineering, X University"; "her BS (2015) and PhD (2021)")
# Degrees, most specific first; each maps a written form to VOCABULARY.md's short form.
DEGREES: tuple[tuple[str, str], ...] = (
    (r"ph\.?\s?d\.?|doctor of philosophy|philosophiae doctor|doctor philosophiae|d\.?\s?phil\.?|doctorate|doctoral|dr\.\s?rer\.\s?nat\.?|sc\.\s?d\.?|"
     r"(?-i:(?:Dr\.\s?(?:Eng|Sci)|D\.\s?(?:Eng|Sc))\.?+(?!\s+(?:[A-Z]\.\s?)*[A-ZÀ-Þ][a-zà-ÿ]))|doctor of (?:engineering|science)\b|"     # (Japan's "Dr. Eng."; "D.Sc."; not a title before a name)
     r"promotion(?=\s*\(dr)|dottorato di ricerca|(?<!programa de )doctorado(?= en\b)|(?<!programa de )doutorado(?= em\b)|"
     r"(?-i:Doct(?:or|ora|eur|orat)|Doutora?|Dra?\.)(?=\s+(?-i:en|em)\s+(?-i:[A-ZÀ-Ý]))", "PhD"),
    # ("Doctor en Física", "Doctora en Biología", "Docteur en Chimie", "Doutor em Ecologia", "Dr. en Ciencias": a
    # doctorate in a field)
    # (a German CV's "Promotion (Dr.-Ing.)"; "Doctorado en Ciencias", "Doutorado em Ecologia")
    (r"m\.d\.|md|doctor of medicine", "MD"),
    (r"m\.?b\.?\s?b\.?s\.?|m\.?b\.?,?\s?ch\.?\s?b\.?|bachelor of medicine(?:,? bachelor of surgery)?", "MBBS"),
    (r"m\.?\s?phil\.?|master of philosophy", "MPhil"),
    (r"m\.?\s?res\.?|master of research|m\.?\s?sc\.?\s?r\.?|msc\s?\(r(?:es)?\)", "MRes"),    # (Scotland's "MScR": by research)
    # "ME", "MS" and "BE" undotted are words and places too (Maine, Mississippi): only a CV row's first word before
    # its comma or note ("BE (Hons), Civil Engineering, ..."), or before a year or "in" a field ("ME 2012")
    (r"m\.?\s?eng\.?|master of engineering|m\.?\s?tech\.?|(?-i:MEngSt)|" + _ROW_LEAD.format("ME"), "MEng"),
    (r"m\.?\s?sc\.?|m\.s\.?|master of science|msc by research|masters? in|master['’]?s|maestr[íi]a(?= en\b)|mestrado(?= em\b)|"
     r"(?-i:^Master(?=,\s))|"      # a research portal's row "Master, Computer Science, University of X"
     + _ROW_LEAD.format("MS"), "MSc"),     # ("Maestría en Ciencias", "Mestrado em Física")
    (r"m\.?\s?b\.?\s?a\.?|master of business administration", "MBA"),
    # the Indian Statistical Institute's and Waterloo's degrees, dotted ("M.Stat.", "B.Math. (Hons.)"; not the words)
    (r"(?-i:M\.\s?Stat\.?)", "MStat"), (r"(?-i:B\.\s?Stat\.?)", "BStat"),
    (r"(?-i:M\.\s?Math\.?)", "MMath"), (r"(?-i:B\.\s?Math\.?)", "BMath"),
    (r"m\.a\.sc\.|masc|master of applied science", "MASc"), (r"b\.a\.sc\.|basc|bachelor of applied science", "BASc"),
    (r"m\.a\.|\bma\b|master of arts", "MA"),
    (r"b\.?\s?eng\.?|bachelor of engineering|b\.?\s?tech\.?|b\.\s?e\.|" + _ROW_LEAD.format("BE"), "BEng"),
    (r"b\.?\s?sc\.?|b\.s\.?|bachelor of science|bachelor['’]?s|bachelor in|undergraduate degree|(?-i:^Bachelor(?=,\s))|"
     + _ROW_LEAD.format("BS"),
     "BSc"),
    (r"diplom[ae]?|dipl\.-\w+\.?|engineering degree|engineer['’]?s degree|dipl[oô]me d['’]ing[ée]nieur", "Diploma"),
    (r"b\.a\.|\bba\b|a\.b\.|bachelor of arts", "BA"),
    (r"undergrad|undergraduate (?:studies|education)", "Bachelor"),     # "did my undergrad at X": which bachelor is not said
    (r"licenciatura|licenciado|licenciada|llicenciatura|llicenciat|llicenciada", "Licenciatura"),   # (Catalan "ll")
    (r"m\.?s\.?n\.?", "MSN"), (r"m\.?p\.?h\.?", "MPH"), (r"m\.?s\.?w\.?", "MSW"), (r"m\.ed\.?", "MEd"),
    (r"b\.?s\.?n\.?", "BSN"), (r"d\.?n\.?p\.?", "DNP"), (r"ed\.d\.?|doctor of education", "EdD"),
    (r"dr\.\s?p\.\s?h\.?|drph|doctor of public health", "DrPH"),
    # an Italian master's ("laurea magistrale", before 2008 "specialistica") and bachelor's ("triennale")
    (r"laurea (?:magistrale|specialistica)", "MSc"), (r"laurea triennale", "BSc"), (r"laurea", "Laurea"),
    # Law: dotted forms only ("LLM" is a language model on a CS page), and no initials before a surname ("J.D. Roe")
    (r"(?-i:(?:S\.J\.D\.|J\.S\.D\.)(?!\s?[A-Z][a-z]))|doctor of juridical science", "SJD"),
    (r"d\.c\.l\.|doctor of civil law", "DCL"),
    (r"ll\.\s?m\.?|master of laws", "LLM"), (r"ll\.\s?b\.?|bachelor of laws", "LLB"),
    (r"b\.c\.l\.|bachelor of civil law", "BCL"), (r"(?-i:J\.D\.(?!\s?[A-Z][a-z]))|juris doctor", "JD"),
)
# All degrees in one pattern, one search: the leftmost degree, and of two at one place the first in DEGREES.
# Each alternative is bounded on its own: with the boundaries outside the alternation they bound only the first
# and last alternatives ("postdoctoral" held "doctoral", a PhD). Nor is "Post-doctorate" or "Pós-doutorado" a degree.
_ANY_DEGREE = re.compile("(?<![\\w])(?<!post-)(?<!pós-)(?<!pos-)(?<!post )(?:" + "|".join(f"(?P<d{i}>{pat})(?![\\w])" for i, (pat, _) in enumerate(DEGREES))
                         + ")", re.I)
_SHORT = {f"d{i}": short for i, (_, short) in enumerate(DEGREES)}


@lru_cache(maxsize=65536)
def find_degree(text: str) -> tuple[str, re.Match] | None:
    """Return (short form, match) of the first degree named in ``text``.

    >>> find_degree("Master of Science in Informatics")[0], find_degree("Master of Public Health, X University")[0]
    ('MSc', 'MPH')
    """
    m = _ANY_DEGREE.search(text)
    if m:
        return _SHORT[m.lastgroup], m
    m = _NAMED_DEGREE.search(text) if "of " in text else None      # "Master of Public Health": MPH
    return (m.group(1)[0] + "".join(w[0] for w in m.group(2).split() if w[0].isupper()), m) if m else None


# What grants degrees: a university, a college, a technical university ("ETH Zürich", "Politecnico di Milano")
# the degree a supervision's level stands for, when nothing names the degree itself
DEGREE_OF_LEVEL = {"PhD": "PhD", "Master": "Master's", "Bachelor": "Bachelor's"}
DEGREE_GRANTING = re.compile(r"universi|\bcollege\b|\bETH\b|\bEPFL\b|polytechn|politecnico|institute of technology|hochschule", re.I)


# Any other "Master of X Y" or "Bachelor of X": its initials are its short form ("Bachelor of Nursing": BN)
_NAMED_DEGREE = re.compile(r"\b(Master|Bachelor)['’]?s? of ((?:[A-Z][a-z]+)(?:\s+(?:and\s+)?[A-Z][a-z]+){0,3})\b")


# One of a staff list's qualifications: "BSc Agric (KNUST)", "MPhil", "Dr. sc. agr. (Giessen)"
_QUALIFICATION = re.compile(r"(?P<degree>[^\W\d][^()]{0,40}?)\s*(?:\((?P<place>[^()]{2,70})\))?")
_DOCTOR = re.compile(r"Dr\.\s?(?:[a-z]{2,5}\.\s?){1,3}$|Dr\.-\w+\.?$")         # "Dr. sc. agr.", "Dr. rer. nat.", "Dr.-Ing."


def qualifications(text: str) -> list[tuple[str, str]]:
    """(degree, place) of a line of qualifications, each degree with where it was taken in brackets (a staff list's
    "BSc Agric (KNUST), MPhil (Legon), PhD (Reading)"); a degree with no place took the next one's ("BSc, MPhil
    (KNUST)"). None unless every part is a degree and two of them or more are named so.

    >>> qualifications("BSc, MPhil (KNUST), Dr. sc. agr. (Giessen)")
    [('BSc', 'KNUST'), ('MPhil', 'KNUST'), ('PhD', 'Giessen')]
    >>> qualifications("Oxford (UK), Cambridge (UK)"), qualifications("PhD (2019), MSc (2015)")
    ([], [])
    """
    if "(" not in text or "," not in text:
        return []
    parts = [p.strip() for p in re.split(r",\s*(?![^()]*\))", text.strip().rstrip("."))]
    found: list[tuple[str, str | None]] = []
    named = 0               # the parts whose degree is one this module names
    for part in parts:
        m = _QUALIFICATION.fullmatch(part)
        if not m:
            return []
        words = m.group("degree").strip()
        known = find_degree(words)
        if known and known[1].start() == 0 and len(words) - known[1].end() <= 25:
            degree, named = known[0], named + 1
        elif _DOCTOR.match(words):
            degree, named = "PhD", named + 1
        elif m.group("place") and re.fullmatch(r"(?:[A-ZÀ-Þ][\w.'’\-]*\s?){1,3}", words):
            degree = words          # "Ingénieur Agronome (INP-HB)", among named degrees: as written
        else:
            return []
        place = m.group("place")
        if place and (re.search(r"\d", place) or find_degree(place)):
            return []               # "(2019)", "(Hons)"-like notes: no place
        found.append((degree, place.split(",")[0].strip() if place else None))
    if named < 2 or not found[-1][1] or sum(1 for _, p in found if p) < 2 and len(found) < 3:
        return []
    out, after = [], None
    for degree, place in reversed(found):
        after = place or after
        out.append((degree, after))
    return list(reversed(out))

