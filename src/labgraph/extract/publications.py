"""Publications in the styles people write them.

Entries are found three ways: a venue line ("ICML Conference 2024 Conference
Paper") followed by a title and bulleted authors (author-cluster pages); one
entry per bullet or numbered item; or a title line followed by an
"Authors. Venue, Year" line (CVs). Each entry's text is then parsed by the
first of these that fits:

- leading year:   "(2023). Title. In Venue."
- quoted title:   'A. Author, B. Author, "Title," in Proc. Venue, 2020.'  (IEEE)
- APA:            "Author, A., & Author, B. (2020). Title. Venue, 1(2), 3-4."
- Vancouver:      "Surname AB, Surname C, et al., 2016, Title, Venue, Pages"
- authors first:  "A. Author, B. Author. Title. Venue, 2020."
- title first:    "Title. Venue 2022." / "Title, Venue, 2021" / "Title, VENUE'22" (no authors)
"""
from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import replace
from functools import lru_cache
from collections.abc import Iterator

from ..model import OWNER, Affiliation, Claim, Education, Evidence, Line, Publication, Section, Software, Supervision
from ..names import SURNAME_ALONE, given_first, SURNAME_PARTICLE, UNDECOMPOSED, UPPER, clean_name, looks_like_given_name, looks_like_name, \
    split_name_list
from ..sections import CONTROL_LINE, YEAR_ALONE, blocks, is_bullet, strip_bullet
from .patterns import (ADVISOR_COLUMN, MONTHS, THIS_YEAR, URL, YEAR, find_degree, is_country, is_location, is_town, looks_like_org, mend_urls,
                       mentions, sentences, take_names, years)
from .software import software_from_url

READS = ("publications", "top", "other", "research", "about", "news", "software")

_VENUE_LINE = re.compile(
    rf"^(?P<venue>.+?)\s+(?:(?:Conference|Journal|Workshop|Symposium)\s+)?(?P<year>{YEAR})\s+"
    r"(?P<kind>Conference Paper|Journal Article|Workshop Paper|Preprint|Book Chapter|Thesis|"
    r"Article|Paper|Poster|Demo|Book)$", re.I)
# "github stars" is "github" then "stars": listing it too gave two parses per pair, 2^n on a failing line.
_JUNK = re.compile(r"^(?:(?:\[\s*)?(?:pdf|code|slides|video|bib|bibtex|cite|abs|abstract|doi|project|"
                   r"project page|poster|talk|arxiv|html|github|stars|demo|website|link|"
                   r"data|dataset|preprint|paper|url)(?:\s*\])?[\s|,/]*)+$", re.I)
_COPYRIGHT = re.compile(r"^\W*(?:©|\(c\)\s|copyright\b)|"      # a page's footer: the list is over
                        r"^\W*is this you\?|\b(?:claim this profile|edit this page)\b", re.I)     # (a directory's)
_LEADING_YEAR = re.compile(rf"^\(?(?P<year>{YEAR})[a-z]?\)?[.:,]?\s+(?P<title>.+?)[.?!]\s+In[:\s]+(?P<venue>.+?)\.?$")
_VENUE_KINDS = ("paper", "article", "preprint", "chapter", "thesis", "poster", "demo", "book")


def _venue_line(text: str) -> re.Match | None:
    """ "NeurIPS Conference 2025 Conference Paper": the line that heads an entry on author-cluster pages
    (it ends with the kind of work: a cheap test before the pattern)."""
    return _VENUE_LINE.match(text) if text[-10:].lower().endswith(_VENUE_KINDS) else None


# The closing quote is no apostrophe inside a word ("Ibsen's Late Plays").
_QUOTED = re.compile(r"^(?P<authors>.*?)[,.:]?\s*[\"“”'‘](?P<title>[^\"“”]{8,}?)[,.]?[\"”’'](?![A-Za-z]),?\s*(?P<rest>.*)$")
_APA = re.compile(rf"^(?P<authors>.+?)\s*\((?P<year>{YEAR}[a-z]?(?:,\s*(?:\d{{1,2}}(?:\s*[–-]\s*\d{{1,2}})?\s+)?\w+\.?(?:\s+\d{{1,2}}(?:\s*[–-]\s*\d{{1,2}})?)?)?|in press|forthcoming|under review|"
                  rf"submitted|accepted|n\.\s?d\.)\)[.:]?\s+(?P<title>.+?(?<!\.[A-Z])[.?!])\s+(?P<rest>.*)$", re.I)   # (not "the U.S." in it)
# APA's thesis: "Doe, J. (2017). Title (Doctoral dissertation, Stanford University)."
_APA_THESIS = re.compile(rf"^(?P<authors>.+?)\s*\((?P<year>{YEAR})\)\.\s+(?P<title>.+?)\s+\((?P<venue>(?:doctoral|"
                         rf"master['’]?s|ph\.?\s?d\.?|bachelor['’]?s|unpublished)[^()]*?(?:dissertation|thesis)[^()]*)\)\.?$",
                         re.I)
_AUTHOR_YEAR = re.compile(rf"^(?P<authors>.+?),?\s+\(?(?P<year>{YEAR})[a-z]?\)?\.\s+(?P<title>.+?[.?!])\s+(?P<rest>.+)$")
_VANCOUVER = re.compile(rf"^(?P<authors>.+?),\s*(?P<year>{YEAR}),\s*(?P<title>.+?),\s*(?P<rest>.+)$")
_YEAR_AFTER_AUTHORS = re.compile(rf"(?:,\s*|\s+)\(?({YEAR})[a-z]?\)?[.,:]?\s*$")
_TRAILING = re.compile(r"[,.;]?\s*(?:with|in collaboration with|joint work with)\s+[A-Z][\w\s&]+\.?$|\s*\(?(?:to appear|accepted|in press|forthcoming)\)?\.?$", re.I)


_TRAILING_CUES = ("with", "appear", "accepted", "press", "forthcoming")   # one is in every _TRAILING match
_ANY_YEAR = re.compile(rf"{YEAR}|[’'‘]\s?\d{{2}}\b")     # every year ``years`` reads matches this


def _drop_trailing(text: str) -> str:
    """Remove "with X" / "(to appear)" notes after a reference."""
    if not mentions(text.lower(), _TRAILING_CUES):
        return text
    # A note holds none of ",.;(" after its first character (but a final period): only the text after the
    # last of them, with the blanks before it, can hold one; the pattern tried at every character of a
    # long entry took 150 µs.
    start = max(0, *(text.rfind(c, 0, len(text) - 1) for c in ",.;("))
    while start > 0 and text[start - 1].isspace():
        start -= 1
    return text[:start] + _TRAILING.sub("", text[start:])


_SUBLIST = re.compile(r"^\W{0,3}(?:(?:refereed|peer[- ]reviewed|selected|international|national|full|short|invited)\s+)?"
                      r"(?:conference|journal|workshop|symposium)\s+(?:papers|articles|publications|proceedings)"
                      r"(?:\s+and\s+\w+)?\W{0,3}$|^\W{0,3}(?:preprints|workshop papers|journal articles|book chapters|"
                      r"theses|patents|under review|in submission|manuscripts under review|"
                      r"products most closely related to the proposed project|other significant products)\W{0,3}$", re.I)
                      # (an NSF biosketch's two lists of products)


def _piped_names(text: str) -> list[str]:
    """The names of a line of names set apart by bars ("A B | C D"), or none when a part is not a name."""
    parts = [p.strip() for p in text.strip().strip("|").split(" | ")]
    return parts if len(parts) >= 2 and all(looks_like_name(clean_name(p)) for p in parts) else []


def extract(section: Section) -> Iterator[Claim]:
    """Publications (and software their abstracts point to) in a publications section.

    Elsewhere (a lab page's front matter), only a run of bullets that all read as
    references with a venue and a year counts as a publication list.
    """
    if section.kind == "software":
        yield from _cite_as(section)            # a program's paper: "If you use X, please cite: Ref."
        return
    cited = list(_cite_as(section)) if section.kind == "publications" and \
        re.match(r"\W*(?:citation|citing|how to cite)\b", section.heading, re.I) else []
    if cited:
        # a README's "Citing": "If you use X, please cite: Ref." (its lines asking to cite are no references)
        yield from cited
        asked = {c.evidence.line for c in cited}
        section = replace(section, lines=tuple(Line(ln.number, "") if ln.number in asked else ln for ln in section.lines))
    if sum(1 for ln in section.lines if "]" in ln.text[:9] and _TAG_ALONE.match(ln.text)) >= 2:
        section = _tag_blocks(section)
    piped = {ln.number: names for ln in section.lines if " | " in ln.text and (names := _piped_names(ln.text))} \
        if section.kind == "publications" else {}
    if piped:       # an index's authors line "A B | C D | E F": a list of names, no table's columns
        section = replace(section, lines=tuple(Line(ln.number, ", ".join(piped[ln.number])) if ln.number in piped else ln
                                               for ln in section.lines))
    if section.kind == "publications" and any(_SUBLIST.match(ln.text) for ln in section.lines):
        # "Conference papers" over "[C4] A, B. Title. In ICLR 2025.": a sub-list's heading the page did not set
        # apart as one (a CV whose headings are in capitals), no line of an entry
        section = replace(section, lines=tuple(Line(ln.number, "") if _SUBLIST.match(ln.text) else ln
                                               for ln in section.lines))
    if any("@" in ln.text and _BIBTEX_ENTRY.match(ln.text) for ln in section.lines):
        bibtex, section = _bibtex_entries(section)
        yield from bibtex
    if sum(ln.text.lstrip()[:6].lower() == "title:" for ln in section.lines) >= 2:
        records, section = _labelled_records(section)
        yield from records
    if sum(ln.text[:6] == "arXiv:" for ln in section.lines) >= 2 and any(ln.text[:8] == "Authors:" for ln in section.lines):
        records, section = _arxiv_records(section)
        yield from records
    if sum("cited by" in ln.text.lower() for ln in section.lines) >= 2 or \
            "cited by" in section.heading.lower() and _SCHOLAR_HEADER.match(section.heading.strip()) or \
            sum(bool(_COUNT_AND_YEAR.fullmatch(ln.text.strip())) for ln in section.lines) >= 2:
        # (a profile's rows copied without their header's words: "Title" / "A B, C D" / "Venue" / "388<tab>2020")
        scholar = list(_scholar_rows(section))
        if scholar:
            yield from scholar
            return
    if section.kind == "publications" and _NOT_PUBLICATIONS.search(section.heading):
        return                  # "Patents" under a publication list: inventions, not publications
    if section.kind == "publications" and any("atent" in ln.text for ln in section.lines):
        section = _without_patents(section)
    if section.kind == "news":
        yield from _news_papers(section)
        return
    if section.kind != "publications":
        yield from _bulleted_list(section)
        yield from _prose_books(section)
        if section.kind in ("top", "other") and any(" by " in ln.text and ("”" in ln.text or '"' in ln.text)
                                                    for ln in section.lines):
            yield from _news_by(section)    # a story's 'A 2022 paper in X, “Title,” by A, B and C, showed ...'
        return
    if any("|" in ln.text and _WORK_TYPE.match(ln.text.strip()) for ln in section.lines):
        works, section = _profile_works(section)
        yield from works
    if any(" · " in ln.text for ln in section.lines) and any(_DATE_DOT_VENUE.match(ln.text.strip()) for ln in section.lines):
        works, section = _dated_dot_works(section)
        yield from works
    if any(_venue_line(ln.text.strip()) for ln in section.lines):
        yield from _venue_line_entries(section)
        return
    if any(" | " in ln.text and (_COLUMNS_HEADER.match(ln.text.strip()) or _theses_header(ln.text.strip()))
           for ln in section.lines):
        table, section = _column_table(section)
        yield from table
    if any(_PORTAL_LINE.match(ln.text) for ln in section.lines):
        portal, section = _portal_blocks(section)
        yield from portal
    if sum(1 for ln in section.lines if not ln.text.strip()) >= 2:
        papers, section = _paragraph_references(section)
        yield from papers
        papers, section = _title_blocks(section)
        yield from papers
    before: tuple[str, ...] = ()      # the authors of the entry above
    for text, line in entries(section.lines, section.heading if YEAR_ALONE.fullmatch(section.heading) else ""):
        if before and text[:2] in _SAME_AUTHORS and (same := _SAME_AUTHORS_DASH.match(text)):
            # "———. "Title." Journal (2023)": the same authors as the entry above (Chicago, MLA)
            text = f"{' and '.join(before)}. {text[same.end():]}"
        if text[:1].isalpha() and (badge := _BADGE.match(text)):
            text = text[badge.end():]       # "RA-L E.-L. Rebane*, A. Karimzadeh, ...": a site's venue badge first
        pub = parse_citation(text)
        before = pub[1] if pub and pub[1] else ()
        if (not pub or not pub[1]) and (label := _LABEL_BEFORE.match(text)) and not parse_authors(label.group(1)):
            # "For `tremorscope`: de Villiers, C., & Ngata-Whitmore, A. (2022). Title. Journal.": what the line
            # labels its reference with is no part of it
            labelled = parse_citation(text[label.end():])
            pub = labelled if labelled and labelled[1] else pub     # (not a title's subtitle: "Ports of Call: X")
        if pub and not _SPEAKS.match(pub[0]):      # "I published as C. N. Okonkwo until 2018.": a note, no work
            title, authors, venue, year = pub
            evidence = Evidence(section.path, line.number, text[:500])
            yield Publication(evidence, title, authors, year, venue)
            yield from _thesis_degree(evidence, authors, venue, year)
            if len(authors) <= 1 and _THESIS_ADVISORS.search(text):
                yield from _thesis_advisors(evidence, authors, text)


# a list's badge before an entry's first author: "RA-L", "ICRA", "T-RO", "CoRL", "arXiv" (then "E.-L. Rebane", an
# initial first, not a Vancouver "LI J.")
_BADGE = re.compile(r"(?:[A-Z][A-Z\-]{1,7}|CoRL|NeurIPS|arXiv|bioRxiv|medRxiv|Sensors|Preprint|Journal|Conference|Workshop)\s+"
                    r"(?=(?:[A-ZÀ-Þ]\.[\s-]?){1,3}[A-ZÀ-Þ][a-zà-ÿ])")
_VANCOUVER_DOTTED = re.compile(r"((?:[^\W\d_][\w'’\-]+(?: [^\W\d_][\w'’\-]+)? [A-ZÀ-Þ]{1,3}(?:-[A-ZÀ-Þ])?, )+"
                               r"[^\W\d_][\w'’\-]+(?: [^\W\d_][\w'’\-]+)? )([A-ZÀ-Þ])\.([A-ZÀ-Þ])\.\s+(?=\S)")
_SAME_AUTHORS = frozenset({"——", "--", "__", "−−", "—.", "⸻"})     # (a web page's MLA list: "—. "Title."")
_SAME_AUTHORS_DASH = re.compile(r"(?:—{2,}|—(?=\.)|⸻+|-{3,}|_{3,}|−{2,})\s*[.,]\s*")


# A research portal's entry (Pure, Elements, Converis), one field a line: the title (after the output's type, when
# the portal shows it as a badge), the authors ("A, B & C", or "A, B & C, 14 Mar 2021, In: Journal. 8, 2, p. 1-9"),
# then the type, the journal, the date, the DOI. A type or date line says the block is one.
_PORTAL_LINE = re.compile(r"^\s*(?:research output:|published:|publication date:|status:\s*published)", re.I)
_OUTPUT_TYPE = re.compile(r"^(?:journal article|conference paper|conference contribution|review article|book chapter|"
                          r"chapter|book|article|preprint|working paper|doctoral thesis|phd thesis|editorial|letter|"
                          r"report|poster|abstract)\s+(?=(?-i:[\"“A-Z0-9]))", re.I)
_PORTAL_NOTE = ("doi", "open access", "status:", "links", "url", "isbn", "issn", "pmid", "cite this", "original language",
                "number of pages", "access", "link to publication", "view", "research output:")


def _portal_blocks(section: Section) -> tuple[list[Claim], Section]:
    """Publications of a research portal's entries, and the section without their lines."""
    found: list[Claim] = []
    used: set[int] = set()
    for block in _line_blocks(section.lines):
        pub = _portal_entry([strip_bullet(ln.text).strip() for ln in block])
        if pub:
            text = " / ".join(ln.text.strip() for ln in block)[:500]
            found.append(Publication(Evidence(section.path, block[0].number, text), *pub))
            used.update(ln.number for ln in block)
    if not found:
        return [], section
    return found, Section(section.path, section.kind, section.heading,
                          tuple(ln for ln in section.lines if ln.number not in used))


def _line_blocks(lines: tuple[Line, ...]) -> Iterator[list[Line]]:
    """Runs of lines between blank lines; a bullet (not one hanging under another) opens a run of its own."""
    block: list[Line] = []
    for line in lines:
        if not line.text.strip() or is_bullet(line.text) and block and not _hangs_under(line, block[0]):
            if block:
                yield block
            block = [line] if line.text.strip() else []
            continue
        block.append(line)
    if block:
        yield block


def _portal_entry(texts: list[str]) -> tuple[str, tuple[str, ...], int | None, str | None] | None:
    """(title, authors, year, venue) of one entry's lines, or None if they are not a portal's entry."""
    if len(texts) < 3 or len(texts) > 12 or not any(_PORTAL_LINE.match(t) for t in texts[2:]):
        return None
    title = _OUTPUT_TYPE.sub("", texts[0]).rstrip(".")
    head = texts[1]
    dated = _PORTAL_DATE.search(head)              # "A, B & C, 14 Mar 2021, In: Journal. 8, 2, p. 1-9"
    authors = parse_authors(head[:dated.start()] if dated else head)
    if not _title_only(title) or parse_authors(title):
        return None
    if not authors and not re.match(r"In:|[^\d]{3,200}?,\s*(?:vol\.?\s*)?\d", head):
        return None         # the second line is neither the authors nor the journal (the owner's own list has no authors)
    year = int(dated.group("year")) if dated else None
    venue = _portal_venue(head[dated.end():]) if dated else None
    thesis = False
    for text in texts[2 if authors else 1:]:
        low = text.lower()
        if low.startswith("research output:"):
            thesis = bool(re.search(r"\b(?:phd|doctoral)\s+thesis\b", low))
        elif low.startswith(("published:", "publication date:", "date:")) or re.fullmatch(rf"\(?{YEAR}\)?\.?", text):
            year = year or (years(text) or (None,))[-1]
        elif not low.startswith(_PORTAL_NOTE) and venue is None:
            venue = _portal_venue(text)
            year = year or (years(text) or (None,))[-1]
    if thesis:
        venue = f"PhD thesis, {venue}" if venue else "PhD thesis"
    return _title(title), authors, year, venue


def _portal_venue(text: str) -> str | None:
    """The journal or book of a portal's venue line: "In: Journal X. 8, 2, p. 44-60", "Journal X, vol. 5, 12"."""
    text = _IN_BOOK.sub("", _IN_PREFIX.sub("", text.strip()))      # "In: A, B (eds), Book, Publisher": the book
    venue = re.split(r",\s+|\.\s+", text)[0].strip(" .")
    return _venue(venue) if venue and not re.match(r"\d|pp?\.", venue) else None


# A citation database's list (Scopus, Web of Science, Dimensions copied as text): each record a block led by its type
# ("Article • Open access", "Conference Paper", "Book Chapter"), then the title on one or more lines, the authors
# ("Okonkwo, C.A., de la Fuente, M.J."), the source line ("Journal of Hydrology, 2023, 68(9), pp. 1214-1231"), and the
# site's buttons and counts
_RECORD_TYPE = re.compile(r"^(?:article|review|conference paper|conference review|book chapter|book|erratum|letter|"
                          r"editorial|note|short survey|data paper|preprint|retracted|proceedings paper|chapter)"
                          r"(?:\s*[•·|]\s*(?:open access|free full text|early access|in press))*$", re.I)


def typed_records(path: str, lines: tuple[Line, ...]) -> tuple[list[Claim], set[int]]:
    """The publications of a database's type-led records, and the numbers of their lines (two records make the list)."""
    found: list[Claim] = []
    covered: set[int] = set()
    block: list[Line] = []
    for line in (*lines, Line(0, "")):
        if line.text.strip():
            block.append(line)
            continue
        texts = [ln.text.strip() for ln in block]
        block, head = [], block
        if len(texts) < 4 or not _RECORD_TYPE.match(texts[0]):
            continue
        # the authors' line: the first after the title that is a list of names with a source line under it
        at = next((k for k in range(2, min(len(texts) - 1, 6)) if "," in texts[k] and years(texts[k + 1])
                   and parse_authors(texts[k])), None)
        if at is None:
            continue
        title = _title(" ".join(texts[1:at]))
        venue, year = _venue_year(texts[at + 1])
        evidence = Evidence(path, head[1].number, " / ".join(texts[1:at + 2])[:500])
        found.append(Publication(evidence, title, parse_authors(texts[at]), year, venue))
        covered.update(ln.number for ln in head)
    return (found, covered) if len(found) >= 2 else ([], set())


_NOT_PUBLICATIONS = re.compile(r"^\W*(?:(?:granted|selected|issued|pending)\s+)?patents?\b(?!.*\b(?:publication|paper)s?\b)",
                               re.I)


def _without_patents(section: Section) -> Section:
    """The section without the run of lines under a "Patents" sub-heading (up to the next sub-heading)."""
    kept, skipping = [], False
    for line in section.lines:
        text = line.text.strip()
        if len(text) < 40 and _NOT_PUBLICATIONS.match(text) and _subheading(text.rstrip(":")):
            skipping = True
        elif skipping and _subheading(text.rstrip(":")):
            skipping = False
        if not skipping:
            kept.append(line)
    return Section(section.path, section.kind, section.heading, tuple(kept))


# A table whose header row names its columns: "Year | Authors | Title | Journal".
_COLUMN = {"year": "year", "date": "year", "published": "year", "authors": "authors", "author": "authors",
           "title": "title", "paper": "title", "journal": "venue", "venue": "venue", "conference": "venue",
           "published in": "venue", "source": "venue", "outlet": "venue", "publication": "venue"}
_COLUMNS_HEADER = re.compile(r"^\|?\s*(?:(?:year|date|published|authors?|title|paper|journal|venue|conference|published in|"
                             r"source|outlet|publication|type|pages|doi|links?|citations?|cited by|pdf|notes?|#|no\.)"
                             r"\s*\|\s*)+(?:year|date|published|authors?|title|paper|journal|venue|conference|"
                             r"published in|source|outlet|publication|type|pages|doi|links?|citations?|cited by|pdf|"
                             r"notes?)\s*\|?$", re.I)


def _column_table(section: Section) -> tuple[list[Claim], Section]:
    """Rows of a table under a header row that names title, authors, venue and year columns."""
    found: list[Claim] = []
    rest: list[Line] = []
    columns: list[str | None] | None = None
    for line in section.lines:
        text = line.text.strip()
        if " | " in text and _COLUMNS_HEADER.match(text):
            columns = [_COLUMN.get(c.strip().lower()) for c in text.strip("|").split("|")]
            if "title" not in columns:
                columns = None
                rest.append(line)
            continue
        if " | " in text and (theses := _theses_header(text)):
            columns = theses        # a list of theses: "Year | Candidate | Title | Supervisor | Co-supervisor"
            continue
        if columns is None or " | " not in text:
            columns = None if not text else columns
            rest.append(line)
            continue
        cells = [c.strip() for c in text.strip("|").split("|")]
        row = {kind: cells[i] for i, kind in enumerate(columns) if kind and i < len(cells) and cells[i]}
        if "author" in row and "; " in row.get("title", ""):
            # a thesis's title with the list's note after it ("Title; submitted Dec 2023, conferred May 2024; now X")
            row["title"] = _THESIS_NOTE.split(row["title"], maxsplit=1)[0]
        title = _title(row.get("title", ""))
        if len(title.split()) < 2:
            rest.append(line)
            continue
        found_years = years(row.get("year", "")) or years(row.get("venue", "")) or \
            (years(section.heading) if re.fullmatch(r"\W*(?:19|20)\d\d\W*", section.heading) else ())   # ("2024" over it)
        authors = parse_authors(row["authors"]) if row.get("authors") else ()
        if row.get("author") and looks_like_name(author := clean_name(row["author"])):
            authors = (author,)         # a thesis's one author, titled ("Dr.-Ing. A", "B, M.Sc.")
        venue = _venue_year(row["venue"])[0] if row.get("venue") else None
        found.append(Publication(Evidence(section.path, line.number, text[:500]), title, authors,
                                 found_years[0] if found_years else None, venue))
    return found, Section(section.path, section.kind, section.heading, tuple(rest))


_THESIS_NOTE = re.compile(r";\s+(?=[a-z(]|[^;]*\b(?:19|20)\d\d\b)")
_THESIS_COLUMNS = {"year": "year", "date": "year", "submitted": "year", "defended": "year", "defence": "year",
                   "defense": "year", "completed": "year", "title": "title", "thesis": "title", "thesis title": "title",
                   "topic": "title", "candidate": "author", "student": "author", "name": "author", "author": "author",
                   "doctoral candidate": "author", "graduate": "author", "doctoral graduate": "author",
                   "phd graduate": "author", "phd candidate": "author", "doctoral researcher": "author"}


def _theses_header(text: str) -> list[str | None] | None:
    """The columns of a theses table's header row (a title, its author, its supervisors, a year unless the table
    stands under its year), else None."""
    heads = [c.strip().lower() for c in text.strip("|").split("|")]
    columns = [_THESIS_COLUMNS.get(h) for h in heads]
    if {"title", "author"} <= set(columns) and \
            any(ADVISOR_COLUMN.fullmatch(re.sub(r"^(?:co-?|second\s+|first\s+)", "", h.split(" / ")[0].strip())) for h in heads):
        return columns
    return None


# A researcher profile's works (ORCID's page text and the like): title line, venue line, "2023-05 | journal-article",
# then "DOI: ...", "Contributors: A; B; C". Funding and peer-review records have other types and are no works.
# The page itself shows the types in words, and a blank between the record's lines: "2023-05-12 | Journal article",
# "2016 | Dissertation/Thesis".
_WORK_TYPE = re.compile(rf"^(?:(?P<venue>[^|]{{2,120}}?)\s*\|\s*)?(?P<year>{YEAR})(?:-\d{{2}}){{0,2}}\s*\|\s*"
                        r"(?P<type>[A-Za-z]+(?:[- /][A-Za-z]+)*)$")     # (a research-information system's export: its venue first)
_NOT_WORKS = ("grant", "award", "funding", "contract", "salary", "review", "employment", "education", "membership",
              "service", "distinction", "invited-position", "qualification", "patent", "lecture-speech")
_WORK_FIELD = re.compile(r"^(?P<label>contributors?|authors?|doi|url|source|part of(?: issn| isbn)?|isbn|issn|pmid|pmcid|eid|"
                         r"wosuid|other-id|citation)\s*:\s*(?P<value>.*)$", re.I)


# A research network's items: title line, "March 2024 · Advanced Energy Materials" (or the date alone), then the
# authors parted by middle dots, "[...]" where the list is cut short
_DATE_DOT_VENUE = re.compile(rf"^(?:(?:{MONTHS})\.?\s+)?(?P<year>{YEAR})(?:\s+·\s+(?P<venue>\S.{{1,150}}))?$", re.I)


def _dated_dot_works(section: Section) -> tuple[list[Claim], Section]:
    """Works of a profile whose items are a title, a "Month Year · Venue" line and an author line "A · B · C"."""
    found: list[Claim] = []
    used: set[int] = set()
    lines = [ln for ln in section.lines if ln.text.strip()]
    for k in range(1, len(lines) - 1):
        date = _DATE_DOT_VENUE.match(lines[k].text.strip())
        names = [n.strip() for n in lines[k + 1].text.split(" · ")] if date else []
        authors = tuple(clean_name(n) for n in names if n not in ("[...]", "…", "..."))
        title = lines[k - 1].text.strip()
        if date and len(names) >= 2 and authors and all(_is_author(a) for a in authors) \
                and len(title.split()) >= 3 and not looks_like_name(title):
            found.append(Publication(Evidence(section.path, lines[k - 1].number, title[:300]), _title(title), authors,
                                     int(date.group("year")), date.group("venue")))
            used |= {lines[k - 1].number, lines[k].number, lines[k + 1].number}
    rest = tuple(ln for ln in section.lines if ln.number not in used)
    return found, Section(section.path, section.kind, section.heading, rest)


def _profile_works(section: Section) -> tuple[list[Claim], Section]:
    """Works of a profile page: the two lines above each "date | type" line are its title and venue."""
    found: list[Claim] = []
    used: set[int] = set()
    lines = section.lines
    for i, line in enumerate(lines):
        m = _WORK_TYPE.match(line.text.strip()) if "|" in line.text else None
        if not m:
            continue
        head = []
        j = i - 1
        while j >= 0 and len(head) < (1 if m.group("venue") else 2) and j not in used:
            text = lines[j].text.strip()
            if text and (_WORK_FIELD.match(text) or _WORK_TYPE.match(text) or CONTROL_LINE.match(text)):
                break                               # the record above ends here
            if text:
                head.insert(0, j)
            elif head and len(head) == 1 and j > 0 and not lines[j - 1].text.strip():
                break                               # two blanks: no venue line above the title
            j -= 1
        kind = m.group("type").lower().replace(" ", "-")
        if kind == "software" and head:
            # a software record: "jmakoni/rechargeR: v1.2.0" over "URL: https://github.com/..." and its contributors
            found += _software_record(section.path, lines, head[0], i, used)
            continue
        if not head or kind.startswith(_NOT_WORKS):
            used.update([*head, i])
            continue
        title = _title(lines[head[0]].text)
        above = head[0] - 1
        if len(head) > 1 and above >= 0 and above not in used and (text := lines[above].text.strip()) \
                and lines[head[0]].text.strip()[:1].islower() and not _WORK_FIELD.match(text) and not _WORK_TYPE.match(text):
            # a title wrapped onto the line under it ("Drought propagation through páramo wetlands: evidence ... in" /
            # "the Ecuadorian Andes"), then its venue
            title = _title(f"{text} {lines[head[0]].text.strip()}")
            head.insert(0, above)
        venue = _venue(m.group("venue")) if m.group("venue") else _venue(lines[head[-1]].text) if len(head) > 1 else None
        authors: tuple[str, ...] = ()
        doi = None
        used.update([*head, i])
        k = i + 1
        while k < len(lines):
            if not lines[k].text.strip():
                k += 1
                continue
            field = _WORK_FIELD.match(lines[k].text.strip())
            if not field:
                break
            if field.group("label").lower().startswith(("contributor", "author")):
                authors = parse_authors(field.group("value")) or tuple(
                    n for n in (p.strip() for p in field.group("value").split(";")) if looks_like_name(clean_name(n)))
            elif field.group("label").lower() == "doi" and field.group("value").strip():
                doi = field.group("value").split(" | ")[0].strip()      # ("DOI: 10.1/x | PMID: 3829")
            used.add(k)
            k += 1
        if len(title.split()) >= 2:
            evidence = Evidence(section.path, lines[head[0]].number, " / ".join(lines[x].text.strip() for x in head))
            found.append(Publication(evidence, title, authors, int(m.group("year")), venue, doi=doi, kind=kind))
    rest = tuple(ln for n, ln in enumerate(lines) if n not in used)
    return found, Section(section.path, section.kind, section.heading, rest)


_RECORD_NAME = re.compile(r"^(?:[\w.\-]+/)?(?P<name>[\w.\-]+)(?::\s*(?P<version>v?\d[\w.\-]*))?$")


# a software record's title, its name then what it does: "metaboflow: flow-cytometry-based metabolic profiling in R"
_NAMED_TOOL = re.compile(r"^(?P<name>[\w.\-]{2,40}):\s+\S")


def _software_record(path: str, lines: tuple[Line, ...], head: int, i: int, used: set[int]) -> list[Claim]:
    """A profile's software record: its name (a repository's "owner/name: version"), its URL and contributors."""
    named = _RECORD_NAME.match(lines[head].text.strip()) or _NAMED_TOOL.match(lines[head].text.strip())
    if not named:
        return []
    url, developers = None, ()
    k = i + 1
    while k < len(lines) and (not lines[k].text.strip() or (field := _WORK_FIELD.match(lines[k].text.strip()))):
        if lines[k].text.strip():
            label = field.group("label").lower()
            if label == "url":
                url = field.group("value").strip() or None
            elif label.startswith(("contributor", "author")):
                developers = tuple(clean_name(n) for n in field.group("value").split(";") if looks_like_name(clean_name(n)))
            used.add(k)
        k += 1
    used.update([head, i])
    return [Software(Evidence(path, lines[head].number, lines[head].text.strip()), named.group("name"), None, url,
                     developers, version=named.groupdict().get("version") or None)]


# A record of labelled lines (a citation export, a repository's item page): "Title: ...", "Authors: ...",
# "Venue: ...", "Year: ...". A record starts at its "Title:" line and ends at a blank line or the next title.
# (a normalised CV's numbered records: "1. Authors (p.o., s.a.): A; B" / "   Title: X" / "   Journal: Y. 2024")
_RECORD_FIELD = re.compile(r"^\s*(?P<listed>\d{1,3}[.)]\s+|[-*•]\s+)?(?P<label>title|authors?|by|creators?|venue|journal|"
                           r"conference|published in|source|book ?title|publisher|year|date|publication date|published|doi)"
                           r"(?:\s*\([^()]{1,20}\))?\s*:\s*(?P<value>.*)$", re.I)
_RECORD_KEY = {"title": "title", "author": "authors", "authors": "authors", "by": "authors", "creator": "authors",
               "creators": "authors", "venue": "venue", "journal": "venue", "conference": "venue",
               "published in": "venue", "source": "venue", "booktitle": "venue", "book title": "venue",
               "publisher": "publisher", "year": "year", "date": "year", "publication date": "year",
               "published": "year", "doi": "doi"}


def _labelled_records(section: Section) -> tuple[list[Claim], Section]:
    found: list[Claim] = []
    rest: list[Line] = []
    record: dict[str, str] = {}
    first: Line | None = None

    def close() -> None:
        title = _title(record.get("title", ""))
        if first is not None and len(title.split()) >= 2:
            names = record.get("authors", "")
            authors = parse_authors(names) or tuple(    # ("El Amrani, Fatima Zahra; Goikoetxea Llorente, Nerea")
                n for n in (given_first(p.strip()) for p in re.split(r";|\s+and\s+", names)) if looks_like_name(clean_name(n)))
            found_years = years(record.get("year", "")) or years(record.get("venue", ""))
            venue = _venue(record.get("venue") or record.get("publisher"))
            found.append(Publication(Evidence(section.path, first.number, f"Title: {title}"), title, authors,
                                     found_years[0] if found_years else None, venue, doi=record.get("doi") or None))
        record.clear()

    for line in section.lines:
        m = _RECORD_FIELD.match(line.text) if ":" in line.text else None
        if not m:
            if record and not line.text.strip():
                close()
                first = None
            if not record:
                rest.append(line)
            continue
        key = _RECORD_KEY[m.group("label").lower()]
        if key == "title" and record and "title" not in record and "authors" in record and len(record) == 1:
            pass                # the title under its record's authors
        elif key == "title" or key == "authors" and m.group("listed"):
            if record:
                close()
            first = line        # (a numbered record may open with its authors, its title under them)
        elif not record:
            rest.append(line)               # "Author: X" heading a profile, before any title
            continue
        record.setdefault(key, m.group("value").strip())
    if record:
        close()
    return found, Section(section.path, section.kind, section.heading, tuple(rest))


_THESIS_WORDS = re.compile(r"\b(?:thesis|dissertation|th[èe]se|tesi[s]?|tese|doktorarbeit|proefschrift)\b", re.I)
_THESIS = re.compile(r"\b(?P<degree>ph\.?\s?d\.?|doctoral|doctorate|master['’]?s|m\.?\s?sc\.?|m\.?\s?phil\.?|m\.?\s?res\.?|"
                     r"m\.a\.|ma|m\.?\s?eng\.?|m\.s\.|b\.a\.|ba|bachelor['’]?s|b\.?\s?sc\.?|b\.s\.|diploma|habilitation)\s+"   # (IEEE's "M.S. thesis")
                     r"(?:thesis|dissertation)\b[,.:]?\s*(?P<org>.*)$", re.I)


# "Thèse de doctorat, Université X", "Tesi di dottorato", "Tesis doctoral", "Tese de doutorado", "Doktorarbeit".
_THESIS_DOCTORAL = re.compile(r"\b(?P<degree>th[èe]se de doctorat|tesi di dottorato|tesis doctoral|tese de doutorado|"
                              r"doktorarbeit|dissertation)\b[,.:]?\s*(?P<org>.*)$", re.I)


# "London School of X (PhD thesis)": the school first, the kind of thesis after it
_SCHOOL_THEN_THESIS = re.compile(r"(?P<org>[^()\[\]]{3,120}?)\s*[(\[]\s*(?P<degree>ph\.?\s?d\.?|doctoral|master['’]?s|m\.?\s?sc\.?|"
                                 r"m\.?\s?phil\.?|bachelor['’]?s|b\.?\s?sc\.?)\s+(?:thesis|dissertation)\s*[)\]]\s*$", re.I)


def _thesis_degree(evidence: Evidence, authors: tuple[str, ...], venue: str | None,
                   year: int | None, school: str | None = None) -> Iterator[Education]:
    """"PhD thesis, University of X (2016)" in a publication list: its one author earned that degree there."""
    m = (_SCHOOL_THEN_THESIS.match(venue) if venue and venue.endswith((")", "]")) else None) or \
        _THESIS.search(venue or "") or _THESIS_DOCTORAL.search(venue or "")
    if not m or len(authors) > 1:
        return
    org = _ADVISOR_TAIL.sub("", school or m.group("org")).strip(" ,.()")      # (not its "Supervisor: Prof. X")
    org = _THESIS_DATE_TAIL.sub("", org)        # IEEE's "Purdue Univ., May 2023": the school, not its month
    org = re.sub(r",\s*[A-Z]{2}$", "", re.sub(r"\bUniv\.?$", "University", org))     # ("..., West Lafayette, IN")
    org = _without_place(org)
    parts = [p.strip() for p in org.split(", ")] if ", " in org else []
    if parts and not _GRANTS_DEGREES.search(parts[0]):
        # "Institute of Archaeology, University College London": the university grants it ("University of
        # California, Berkeley" stays whole)
        org = next((", ".join(parts[k:]) for k in range(1, len(parts))
                    if _GRANTS_DEGREES.search(parts[k]) and looks_like_org(parts[k])), org)
    degree = find_degree(m.group("degree")) or (("PhD",) if m.re is _THESIS_DOCTORAL else None)
    if org and degree and looks_like_org(org):
        yield Education(evidence, authors[0] if authors else OWNER, degree[0], org, end=year)


_ADVISOR_TAIL = re.compile(r"\.\s+(?:co-?)?(?:supervisors?|advisors?|advisers?|promot[eo]rs?)\s*:.*$", re.I)
_THESIS_DATE_TAIL = re.compile(rf",?\s*(?:(?:{MONTHS})\.?\s*(?:\d{{1,2}},?\s*)?)?(?:{YEAR})?\s*$", re.I)
# (a university grants it, abbreviated or not: "Dept. Elect. Eng. Comput. Sci., Univ. of Michigan")
_GRANTS_DEGREES = re.compile(r"\b(?:universi[td]\w*|univ\.|college)(?!\w)", re.I)


# "PhD thesis, Leiden University, 2023. Promotores: Prof. dr. A and dr. B", "Master's thesis, X. Supervised by C."
_THESIS_ADVISORS = re.compile(r"\b(?:promot(?:or|ores|oren|ors|er|ers)|(?:co-?)?supervisors?|advis[eo]rs?|"
                              r"(?:supervised|advised|directed) by)\s*:?\s+(?P<names>[^;()\[\]]{4,200})", re.I)


def _thesis_advisors(evidence: Evidence, authors: tuple[str, ...], text: str) -> Iterator[Supervision]:
    """A thesis in a publication list that names its advisors: they advised its author at its level.

    >>> [(c.advisor, c.advisee, c.level) for c in _thesis_advisors(Evidence("x", 1, ""), ("T. Hoekstra",),
    ...     "T. Hoekstra, Query prediction, Master's thesis, Leiden University, 2022. Supervised by I. de Kruijf.")]
    [('I. de Kruijf', 'T. Hoekstra', 'Master')]
    """
    level = "PhD" if re.search(r"\b(?:ph\.?\s?d|doctoral|dissertation|proefschrift|promot)", text, re.I) else \
        "Master" if re.search(r"\b(?:master|m\.?\s?sc|msc)\b", text, re.I) else None
    m = _THESIS_ADVISORS.search(text)
    if level is None or m is None:
        return
    advisee = authors[0] if authors else OWNER
    for name in take_names(m.group("names")):
        if name != advisee:
            yield Supervision(evidence, name, advisee, level)


def _without_place(org: str) -> str:
    """"KTH Royal Institute of Technology, Stockholm" -> the school; "University of California, Berkeley" stays."""
    while ", " in org:
        head, tail = org.rsplit(", ", 1)
        repeated = set(tail.lower().split()) <= set(head.lower().split())      # "Uppsala University, Uppsala"
        campus = head.startswith(("University of", "Univ. of")) and not is_country(tail)
        if not (repeated or (is_location(tail) or is_town(tail)) and not campus):
            break
        org = head
    return org


# A citation profile's list (Google Scholar's page text): title line, authors line (cut with "..."),
# venue line, then "Cited by 57  2020" (or the count and year alone, or just the year).
_CITED_BY = re.compile(rf"^(?:cited by\s*\d*|\d{{1,6}}\*?)?[\s*]*(?P<year>{YEAR})?$", re.I)
_SCHOLAR_HEADER = re.compile(r"^title\b.*\bcited by\b", re.I)
_COUNT_AND_YEAR = re.compile(rf"\d{{1,6}}\*?[ \t]+{YEAR}")
_ELLIPSIS = re.compile(r"(?:,\s*)?(?:\.{3}|…)\s*$")


def _scholar_rows(section: Section) -> Iterator[Claim]:
    """Each record ends at its "Cited by" line; the three lines before it are title, authors, venue."""
    lines = [ln for ln in section.lines if ln.text.strip() and not _SCHOLAR_HEADER.match(ln.text.strip())]
    start = 0
    for i, line in enumerate(lines):
        m = _CITED_BY.match(line.text.strip())
        if not m or not line.text.strip():
            continue
        record = [ln.text.strip() for ln in lines[max(start, i - 3):i]]
        start = i + 1
        if len(record) == 3 and not parse_authors(_ELLIPSIS.sub("", record[1])):
            record = record[1:]                 # a two-line record after a line that is not its own
        if len(record) < 2:
            continue
        title, names, venue = record[0], _ELLIPSIS.sub("", record[1]), (record[2] if len(record) > 2 else "")
        authors = parse_authors(names)
        if not authors or not _title_only(title):
            continue
        year = int(m.group("year")) if m.group("year") else None
        if year is None and re.fullmatch(YEAR, line.text.strip()):
            year = int(line.text.strip())               # a row with a year and no citations yet
        if year is None:
            following = lines[i + 1].text.strip() if i + 1 < len(lines) else ""
            found = years(following) if re.fullmatch(YEAR, following) else years(venue)
            year = found[-1] if found else None
        where, _ = _venue_year(venue) if venue else (None, None)
        evidence = Evidence(section.path, lines[i - len(record)].number, " / ".join(record)[:500])
        yield Publication(evidence, _title(title), authors, year, where)
        yield from _thesis_degree(evidence, authors, where, year)


_CITE_AS = re.compile(r"\b(?:please\s+)?cite(?:\s+(?:it|us|this|them|the paper|our paper|the following))?(?:\s+as)?"
                      r"(?:\s*\([^()]{2,30}\))?\s*:\s+"       # ("Cite (preprint): ...")
                      r"(?P<ref>\S.{14,})$", re.I)


def _cite_as(section: Section) -> Iterator[Claim]:
    """The reference a software page asks its users to cite ("Cite as: Doe, J. (2022). X. Journal.")."""
    for k, line in enumerate(section.lines):
        if "cite" not in line.text.lower():
            continue
        m = _CITE_AS.search(line.text)
        if m is None and line.text.rstrip(" *_").endswith(":"):
            # "Cite:" alone, its reference on the lines under it (to the paragraph's end)
            below = list(itertools.takewhile(lambda ln: ln.text.strip(), section.lines[k + 1:k + 6]))
            m = _CITE_AS.search(f"{line.text.strip()} {' '.join(ln.text.strip() for ln in below)}") if below else None
        pub = parse_citation(m.group("ref")) if m else None
        if pub and pub[1] and pub[3]:
            title, authors, venue, year = pub
            yield Publication(Evidence(section.path, line.number, m.group("ref")[:500]), title, authors, year, venue)


_ARXIV_RECORD = re.compile(r"^arXiv:(?P<id>\d{4}\.\d{4,5})(?:v\d+)?\b")
_RECORD_NOTE = ("abstract:", "submitted", "comments:", "journal-ref:", "subjects:")


def _arxiv_records(section: Section) -> tuple[list[Claim], Section]:
    """An arXiv author listing: "arXiv:2402.07731 [pdf, other] cs.LG", the title, "Authors: A, B", then the
    abstract and submission notes. Each record's publications, and the section without those lines."""
    lines = section.lines
    found, covered = [], set()
    starts = [i for i, ln in enumerate(lines) if _ARXIV_RECORD.match(ln.text.strip())]
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        body = [(i, lines[i].text.strip()) for i in range(start + 1, end) if lines[i].text.strip()]
        title = next((t for _, t in body if not t.lower().startswith(("authors:", *_RECORD_NOTE))), None)
        names = next((t[8:] for _, t in body if t.startswith("Authors:")), None)
        authors = parse_authors(names) if names else ()
        if not title or not authors or body[0][1] != title:
            continue
        covered.update(range(start, body[-1][0] + 1))
        evidence = Evidence(section.path, lines[start].number, f"{lines[start].text.strip()} / {title}"[:500])
        year = _arxiv_year(lines[start].text)
        found.append(Publication(evidence, _title(title), authors, year, "arXiv", kind="preprint"))
    rest = tuple(ln for i, ln in enumerate(lines) if i not in covered)
    return found, Section(section.path, section.kind, section.heading, rest)


_BIBTEX_ENTRY = re.compile(r"\s*@\s*(?:article|inproceedings|incollection|inbook|book|booklet|phdthesis|"
                           r"mastersthesis|thesis|misc|techreport|report|unpublished|proceedings|conference|online)"
                           r"\s*\{\s*[^\s,{}]*\s*,", re.I)
_BIBTEX_VENUES = ("journal", "journaltitle", "booktitle", "school", "institution", "publisher", "howpublished")


def _bibtex_entries(section: Section) -> tuple[list[Claim], Section]:
    """BibTeX pasted into a page ("Cite as", a .txt export): its publications, and the section without it."""
    import bibtexparser                                     # loaded only for pages that hold BibTeX
    from ..ingest.bibtex import bibtex_names, is_software_entry, latex_to_text, software_entry

    library = bibtexparser.parse_string("\n".join(ln.text for ln in section.lines))
    found, covered = [], set()
    for entry in library.entries:
        first = min(entry.start_line, len(section.lines) - 1)
        covered.update(range(first, first + entry.raw.count("\n") + 1))
        if entry.entry_type.lower() == "patent":
            continue                    # an invention
        if is_software_entry(entry):    # a program: @software, or a @misc pointing to a code repository
            found.extend(claim for claim in [software_entry(section.path, entry)] if claim is not None)
            continue
        fields = {f.key.lower(): str(f.value) for f in entry.fields}
        title = latex_to_text(fields.get("title", ""))
        if not title:
            continue
        venue = next((latex_to_text(fields[k]) for k in _BIBTEX_VENUES if fields.get(k, "").strip()), None)
        year = years(fields.get("year", "") or fields.get("date", ""))
        evidence = Evidence(section.path, section.lines[first].number, f"{entry.key}: {title}")
        authors = bibtex_names(fields.get("author", ""))
        found.append(Publication(evidence, title, authors, year[0] if year else None, venue,
                                 kind=entry.entry_type.lower()))
        kind = {"phdthesis": "PhD thesis", "mastersthesis": "Master's thesis"}.get(entry.entry_type.lower())
        if kind and venue:
            found.extend(_thesis_degree(evidence, authors, kind, found[-1].year, venue))
    rest = tuple(ln for i, ln in enumerate(section.lines) if i not in covered)
    return found, Section(section.path, section.kind, section.heading, rest)


# A profile's prose names its owner's books: "Her first book, Title, was published by X in 2011";
# "He is the author of Title (Oxford University Press, 2015)".
_BOOK_PUBLISHED = re.compile(
    rf"\b(?:book|monograph|volume|novel)s?,?\s+[“\"]?(?P<title>[A-Z][^()“”\"]{{3,200}}?)[”\"]?,?\s+(?:was\s+|is\s+)?"
    rf"(?:published|appeared|came out|is forthcoming)\s+(?:by|with|from|in|at)\s+(?P<venue>[A-Z][\w&'’.\- ]{{2,80}}?)"
    rf"(?:\s+in\s+(?P<year>{YEAR}))?(?=[,.;]|\s+and\b)")
_AUTHOR_OF = re.compile(
    rf"\b(?:author|editor) of\s+(?:the\s+)?(?:(?:books?|monographs?|volumes?)\s+)?[“\"]?(?P<title>[A-Z][^()“”\"]{{3,200}}?)"
    rf"[”\"]?\s*\((?P<venue>[^()]{{2,80}}?),\s*(?P<year>{YEAR})\)")
# "Most recently he published Railways of Memory (Yale University Press, 2023)": a publisher names a book.
_PUBLISHED_BOOK = re.compile(
    rf"\b(?:published|wrote|authored|co-authored|edited|co-edited)\s+(?:(?:his|her|their|the|a|an)\s+(?:[a-z]+\s+){{0,2}}?"
    rf"(?:book|monograph|volume|novel|study|history)s?,?\s+)?[“\"]?(?P<title>[A-Z][^()“”\"]{{3,200}}?)[”\"]?,?\s*"
    rf"\((?P<venue>[^(),]{{0,60}}?(?:Press|Verlag|Publish\w*|Books|[EÉ]ditions?|Routledge|Brill|Springer|Wiley|"
    rf"Palgrave|Bloomsbury|Polity|Verso|Penguin|Norton|Knopf|Dunod|Gallimard|Suhrkamp|Einaudi)[^(),]{{0,40}}?),\s*"
    rf"(?P<year>{YEAR})\)")
_PUBLISHER = (r"[^(),]{0,60}?(?:Press|Verlag|Publish\w*|Books|[EÉ]ditions?|Routledge|Brill|Springer|Wiley|Benjamins|"
              r"Palgrave|Bloomsbury|Polity|Verso|Penguin|Norton|Knopf|Dunod|Gallimard|Suhrkamp|Einaudi|De Gruyter|Elsevier)"
              r"[^(),]{0,40}?")
# "Her first book, Title: Subtitle, 1820–1900 (Oxford University Press, 2012)"; "edited two volumes: Title, with A
# (X Press, 2016), and Title, co-edited with B (Y, 2022)": a book named beside its publisher, an edited one with
# its co-editors
_BOOK_NAMED = re.compile(
    rf"\b(?:book|monograph|novel|volume|study)s?(?::|,)\s+(?:and\s+)?[“\"]?(?P<title>[A-Z](?:(?!\.\s)[^()“”\";]){{3,200}}?)[”\"]?,?\s*"
    rf"(?:,?\s*(?:co-?)?(?:edited\s+)?with\s+(?P<with>[A-Z](?:(?!\.\s)[^()]){{2,80}}?)\s*)?"
    rf"\((?P<venue>{_PUBLISHER}),\s*(?P<year>{YEAR})\)")
_NEXT_BOOK = re.compile(
    rf",?\s+and\s+[“\"]?(?P<title>[A-Z](?:(?!\.\s)[^()“”\";]){{3,200}}?)[”\"]?,?\s*"
    rf"(?:,?\s*(?:co-?)?(?:edited\s+)?with\s+(?P<with>[A-Z](?:(?!\.\s)[^()]){{2,80}}?)\s*)?"
    rf"\((?P<venue>{_PUBLISHER}),\s*(?P<year>{YEAR})\)")
_BOOK_CUES = ("book", "monograph", "volume", "novel", "author of", "editor of", "published", "wrote", "authored",
              "edited")


# A bio's prose names papers by quoted title: 'Recent work includes "Title" (with A. Roe, Venue, 2023)'.
_QUOTED_PROSE = re.compile(
    rf"[“\"](?P<title>[A-Z][^\"“”]{{6,200}}?)[,.]?[”\"]\s*\((?:(?:joint\s+)?with\s+(?P<with>[^,()]{{3,120}}),\s*)?"
    rf"(?P<venue>[A-Z][^()]{{1,120}}?),\s*(?P<year>{YEAR})\)")
_TALK_WORDS = re.compile(r"\b(?:talk|lecture|keynote|presentation|seminar|speech|address|course|exhibit)", re.I)


def _prose_quoted(section: Section) -> Iterator[Claim]:
    for line in section.lines:
        if '"' not in line.text and "“" not in line.text:
            continue
        for sentence in sentences(line.text):
            if _TALK_WORDS.search(sentence):
                continue
            for m in _QUOTED_PROSE.finditer(sentence):
                partners = tuple(take_names(m.group("with"))) if m.group("with") else ()
                if m.group("with") and not partners:
                    continue
                yield Publication(Evidence(section.path, line.number, m.group(0)), _title(m.group("title")),
                                  (OWNER, *partners), int(m.group("year")), _venue(m.group("venue")))


# News of a paper: 'Our paper "Title" by A and B won the Best Paper Award at EACL 2024',
# 'Paper "Title" (with A) was accepted to NeurIPS 2024'. The venue is the last "at/in/to Venue Year" of the sentence.
_NEWS_PAPER = re.compile(r"\bpapers?,?\s+(?:entitled\s+|titled\s+)?[“\"](?P<title>[^\"“”]{8,200}?)[,.]?[”\"]"
                         r"(?:\s*,?\s*(?P<conn>by|\(?with)\s+(?P<names>[A-Z][^\"“”()]{2,200}?)\)?(?=\s+(?:has|have|was|were|is|"
                         r"will|won|received|got|appeared|appears)\b))?")
_NEWS_VENUE = re.compile(rf"\b(?:at|in|to|by)\s+(?:the\s+)?(?P<venue>[A-Z][\w\-&]*(?:\s+[A-Z][\w\-&]*){{0,4}})\s*[’']?"
                         rf"(?P<year>{YEAR}|\d{{2}})\b")
_NEWS_CUES = ("accepted", "published", "appear", "won", "received", "present", "selected", "award")


# A news item's paper with its authors after "by", its venue before the title or after it: 'New paper in Composites
# Part B: "Title" by A, B and C.', '"Title" by A and B is out in Tree Physiology (2024).'
_NEWS_BY = re.compile(r"[“\"](?P<title>[^\"“”]{8,200}?)[,.]?[”\"]\s*,?\s+by\s+(?P<names>[A-Z][^\"“”()]{2,200}?)"
                      r"(?=\s+(?:is|are|was|were|has|have|just|now|appears?|appeared|got|came)\b|(?<!\b[A-Z])\s*[.!;]?\s*$|"
                      r"(?<!\b[A-Z])\s*[.!;]\s|,\s+(?-i:[a-z]+ed)\b)")     # ('"Title," by A and B, combined ...')
_LEADING_DATE = re.compile(r"^\s*(?:\d{1,2}[./]\d{1,2}[./]((?:19|20)\d\d)|((?:19|20)\d\d)[./-]\d{1,2}[./-]\d{1,2})\b")
_NEWS_BY_CUES = ("paper", "article", "publication", "published", "preprint", "is out", "are out")
_VENUE_BEFORE = re.compile(rf"(?:\b(?P<year>{YEAR})\s+)?\b(?:paper|article|publication)\s+(?:(?:just\s+)?(?:published|out|accepted|appeared)\s+)?"
                           r"in\s+(?:the\s+)?(?P<venue>[A-Z][^\"“”,]{2,80}?)\s*[:,]\s*[“\"]", re.I)
# ("A 2022 paper in Nature Geoscience, “Title,” by A, B and C": the year before it too)
_VENUE_AFTER = re.compile(rf"\b(?:out|published|appears?|appeared)\s+(?:online\s+)?in\s+(?:the\s+)?"
                          rf"(?P<venue>(?-i:[A-Z])[\w\-&:,' ]{{1,80}}?)\s*(?:\((?P<year>{YEAR})\)|,?\s+(?P<year2>{YEAR})\b|[.!]|$)", re.I)
# 'Paper out: Berg J, Oja J, Mägi K (2024) Title. Journal 241: 1-9.': a reference after the item's label
_NEWS_LABEL = re.compile(r"^\W*(?:new\s+)?(?:paper|article|publication|preprint)s?(?:\s+(?:out|published|online|alert))?\s*[:!–—-]\s+"
                         r"(?=[A-Z])", re.I)


_QUOTED_AUTHORS = re.compile(r"[“\"](?P<title>[^\"“”]{8,200}?)[,.]?[”\"]\s*\((?P<names>[^()]{4,200})\)"
                             rf"(?:,?\s+(?:in\s+)?(?P<venue>[A-Za-z][\w\-&.]*(?:\s+[A-Z][\w\-&.]*){{0,4}})\s*,?\s*(?P<year>{YEAR}))?")


def _cited_after_colon(text: str) -> tuple[str, tuple[str, ...], str | None, int | None] | None:
    """A reference after a news item's words and a colon, with two authors or more and its year."""
    for k in [m.end() for m in re.finditer(r":\s+(?=[A-ZÀ-ÖØ-Þ])", text)][:3]:
        found = parse_citation(text[k:])
        if found and len(found[1]) >= 2 and found[3]:
            return found
    return None


def _news_by(section: Section) -> Iterator[Claim]:
    """The papers news items announce with their authors: "by A, B and C", or a reference after "Paper out:"."""
    for line in section.lines:
        low = line.text.lower()
        label = _NEWS_LABEL.match(strip_bullet(line.text)) if ":" in line.text or "!" in line.text else None
        found = parse_citation(strip_bullet(line.text)[label.end():]) if label else None
        if not (found and found[1]) and ": " in line.text and mentions(low, _NEWS_BY_CUES + ("out now",)):
            found = _cited_after_colon(line.text)         # "New paper in Neuron! Jo shows ...: Doe J, Roe R (2024). ..."
        if found and found[1]:
            title, authors, venue, year = found
            yield Publication(Evidence(section.path, line.number, line.text.strip()[:300]), title, authors, year, venue)
            continue
        for m in _QUOTED_AUTHORS.finditer(line.text) if "(" in line.text else ():
            names = tuple(split_name_list(m.group("names")))
            if len(names) >= 2 and all(_is_author(n) for n in names):   # '"Title" (Doe A, Roe B), bioRxiv 2023'
                yield Publication(Evidence(section.path, line.number, m.group(0)[:300]), _title(m.group("title")),
                                  names, int(m.group("year")) if m.group("year") else None,
                                  m.group("venue").strip() if m.group("venue") else None)
        if " by " not in line.text or not mentions(low, _NEWS_BY_CUES):
            continue
        for m in _NEWS_BY.finditer(line.text):
            names = tuple(take_names(m.group("names")))
            parts = split_name_list(m.group("names")) if not names else ()
            if len(parts) >= 2 and any(_is_author(p) for p in parts) and \
                    all(_is_author(p) or SURNAME_ALONE.fullmatch(p) for p in parts):
                names = tuple(parts)    # '"Title," by Okonkwo-Reyes, Haruto Ishikawa and van der Berg': a story's
                # authors, some by the surname it has named them by already
            if not names:
                continue
            before = list(_VENUE_BEFORE.finditer(line.text, max(0, m.start() - 120), m.start() + 1))
            after = _VENUE_AFTER.search(line.text, m.end(), m.end() + 160)
            venue = before[-1].group("venue") if before else after.group("venue").strip(" ,:") if after else None
            year = after and (after.group("year") or after.group("year2")) or before and before[-1].group("year")
            dated = _LEADING_DATE.match(line.text) if not year else None
            year = year or (dated and (dated.group(1) or dated.group(2)))     # "2024-06-03 New paper in X: ..."
            yield Publication(Evidence(section.path, line.number, m.group(0)[:300]), _title(m.group("title")), names,
                              int(year) if year else None, venue)


def _news_papers(section: Section) -> Iterator[Claim]:
    told = list(_news_told(section))
    yield from told
    titles = {c.title for c in told}
    yield from (c for c in _news_by(section) if c.title not in titles)


def _news_told(section: Section) -> Iterator[Claim]:
    for line in section.lines:
        low = line.text.lower()
        if "paper" not in low or not mentions(low, _NEWS_CUES):
            continue
        for sentence in sentences(line.text):
            for m in _NEWS_PAPER.finditer(sentence):
                venues = list(_NEWS_VENUE.finditer(sentence, m.end()))
                if not venues:
                    continue
                where = venues[-1]
                year = int(where.group("year")) if len(where.group("year")) == 4 else 2000 + int(where.group("year"))
                names = tuple(take_names(m.group("names"))) if m.group("names") else ()
                authors = (OWNER, *names) if names and "with" in m.group("conn") else names     # "with A": A and me
                yield Publication(Evidence(section.path, line.number, sentence.strip()[:300]),
                                  _title(m.group("title")), authors, year, where.group("venue"))


def _prose_books(section: Section) -> Iterator[Claim]:
    yield from _prose_quoted(section)
    for line in section.lines:
        if not mentions(line.text.lower(), _BOOK_CUES):
            continue
        named = []
        for m in _BOOK_NAMED.finditer(line.text):
            named.append(m)
            while (more := _NEXT_BOOK.match(line.text, named[-1].end())):
                named.append(more)
        seen = set()
        for m in (*_BOOK_PUBLISHED.finditer(line.text), *_AUTHOR_OF.finditer(line.text),
                  *_PUBLISHED_BOOK.finditer(line.text), *named):
            title = _title(m.group("title"))
            if 2 <= len(title.split()) <= 30 and title not in seen:
                seen.add(title)
                year = int(m.group("year")) if m.group("year") else None
                editors = parse_authors(m.group("with")) if "with" in m.re.groupindex and m.group("with") else ()
                yield Publication(Evidence(section.path, line.number, m.group(0)), title, (OWNER, *editors), year,
                                  _venue(m.group("venue")), kind="book")


# a label before an entry: a thesis's "Paper II" or "Article 3" (a gap or a stop after it), a code before a gap
_ENTRY_LABEL = re.compile(r"(?:(?:Paper|Article|Manuscript|Study)\s+(?:[IVX]{1,6}|\d{1,3})(?:[.:)]\s+|\s{2,})"
                          r"|[A-Z]{1,2}\d{1,3}[.:)]?\s{2,})(?=\S)")
_REF_TAG = re.compile(r"^\s*\[[A-Za-z]{1,2}\d{1,4}\]\s")


# A reference's tag alone on its line, the entry on the lines under it (a DBLP page copied as text: "[j14]" over
# "A, B:" over "Title. Venue 17(9): 1-9 (2024)")
_TAG_ALONE = re.compile(r"^\s*(?:[•·▪◦*\-]\s*)?\[[A-Za-z]{0,2}\d{1,4}\]\s*$")     # (a DBLP page's HTML: "• [c12]")


def _tag_blocks(section: Section) -> Section:
    """The section with each tag line joined to the lines under it, up to a blank line or the next tag."""
    out: list[Line] = []
    open_entry = False
    for line in section.lines:
        text = line.text.strip()
        if _TAG_ALONE.match(line.text):
            out.append(Line(line.number, text))
            open_entry = True
        elif not text:
            out.append(line)
            open_entry = False
        elif open_entry:
            head = out[-1].text
            out[-1] = Line(out[-1].number, f"{head} {text}" if head.endswith("]") else _glue(head, text))
        else:
            out.append(line)
    return Section(section.path, section.kind, section.heading, tuple(out))


# An economist's paper as a block of lines: "Title (with A)" or "Title" over "with A (Inst) and B", then the
# journal and year or the paper's status, then an abstract
_WITH_LINE = re.compile(r"^\(?(?:joint\s+)?with\s+(?=[A-Z])", re.I)
_WITH_AFTER = re.compile(r"\(with\s+[A-Z][^()]{2,120}\)\s*$")
_STATUS = re.compile(r"^(?:revise\s+(?:and|&)\s+resubmit|r\s*&\s*r|reject\s+(?:and|&)\s+resubmit|under\s+review|"
                     r"submitted|draft|work\s+in\s+progress|in\s+preparation|new\s+version|coming\s+soon|"
                     r"(?P<kept>forthcoming|accepted|conditionally\s+accepted|to\s+appear))\b[\s,:;.]*(?:at|in)?\s*", re.I)
_AFFILIATED = re.compile(r"((?-i:[A-Z])[^(),;]{2,60}?)\s*\(([^()]{3,80})\)")
_SERIES_NUMBER = re.compile(r"\s+(?:No\.?\s*|#)?[A-Z]{0,4}\d[\w\-/.]*$")


def _paragraph_references(section: Section) -> tuple[list[Claim], Section]:
    """References set as paragraphs, each wrapped flush left over lines of its own with a blank line between them
    (a report's "Roe A, Lin B. Title wrapped" / "on. Journal 33: 1-9."), when most of the paragraphs read as one
    reference whole and no line alone does; in the year the heading gives when they give none ("Selected Publications
    2023"). The section without them is returned for the other readers."""
    whole = [b for b in blocks(section.lines) if b]
    wrapped = [b for b in whole if len(b) > 1 and not any(ln.text[:1].isspace() or is_bullet(ln.text) for ln in b)]
    if len(wrapped) < 2 or len(wrapped) < 0.6 * len(whole):
        return [], section
    year = int(y.group(1)) if (y := re.search(r"\b((?:19|20)\d\d)$", section.heading.strip())) else None
    out: list[Claim] = []
    taken: set[int] = set()
    for block in wrapped:
        text = ""
        for ln in block:
            part = ln.text.strip()
            text = f"{text[:-1]}{part}" if re.search(r"[^\W\d_]-$", text) and part[:1].islower() else f"{text} {part}".strip()
        pub = parse_citation(text)
        if not pub or not pub[1] or sum(1 for ln in block if (alone := parse_citation(ln.text.strip())) and alone[2]) >= 2:
            continue        # (a block of lines that are references of their own: a list with no blank lines)
        title, authors, venue, found = pub
        if authors[0] == OWNER or not block[0].text.strip().startswith(authors[0].split()[0].rstrip(",.")):
            continue        # (the block opens with its authors: not "Title (with A)" / "SSRN Working Paper, 2022")
        evidence = Evidence(section.path, block[0].number, text[:500])
        out.append(Publication(evidence, title, authors, found or year, venue))
        taken |= {ln.number for ln in block}
    if len(out) < 2:
        return [], section
    return out, replace(section, lines=tuple(Line(ln.number, "") if ln.number in taken else ln for ln in section.lines))


def _title_blocks(section: Section) -> tuple[list[Claim], Section]:
    """Papers written as blocks of lines (title, co-authors, journal or status), and the section without them.
    Two such blocks make the layout; any other block is left to the entry readers."""
    found: list[tuple[list[Line], list[Claim]]] = []
    for whole in blocks(section.lines):
        # ("Title A (with X)" / "Title B (with Y and Z)": a block of lines each a paper of its own)
        alone = len(whole) > 1 and all(_WITH_AFTER.search(ln.text) and split_partners(ln.text.strip())[1] for ln in whole)
        for block in ([[ln] for ln in whole] if alone else [whole]):
            # (a sub-heading over numbered items is no paper's title: "Journal articles (* = student co-author)" /
            # "3. Roe, A. 2009. Title. ...")
            # (a year in brackets before the title is no bullet: "[2023] Title" / "A. Roe, B. Lin." / "Venue 17, 1-9.")
            claims = _title_block(section.path, block) if len(block) <= 8 and (
                not is_bullet(block[0].text) or _BRACKETED_YEAR_FIRST.match(block[0].text.strip())) \
                and not (len(block) > 1 and is_bullet(block[1].text)) else []
            if claims:
                found.append((block, claims))
    # two such blocks make the layout; one does when it says whom the paper is with and where it stands
    # ("Title" / "with A, B and C" / "NBER Working Paper No. 31877, 2023", alone under "Revise and Resubmit")
    if len(found) < 2 and not (found and len(found[0][0]) >= 3 and _WITH_LINE.match(found[0][0][1].text.strip())
                               and isinstance(pub := found[0][1][0], Publication) and pub.year and pub.venue):
        return [], section
    used = {ln.number for block, _ in found for ln in block}
    rest = tuple(ln for ln in section.lines if ln.number not in used)
    return [c for _, claims in found for c in claims], Section(section.path, section.kind, section.heading, rest)


# a year before a block's title: "[2023] Entangled photon pairs from ...", "(2021) Title"
_BRACKETED_YEAR_FIRST = re.compile(r"^[\[(]((?:19|20)\d\d)[\])]\s+(?=\S)")


def _author_line(text: str) -> tuple[str, ...]:
    """The authors a block's line lists, when it is nothing but names ("M. L. Roe, A. El-Sayed, D. Lin.")."""
    text = text.strip().rstrip(".")
    chunks = [c for c in re.split(r",\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+", text) if c]
    names = parse_authors(text) if chunks and not re.search(r"\d", text) else ()
    return names if len(names) == len(chunks) and all(_is_author(n) for n in names) else ()


def _authors_block(path: str, block: list[Line], lead: re.Match | None) -> list[Claim]:
    """A block of a title (wrapped over up to three lines), a line of its authors and a line of its venue:
    "[2022] Quasi-bound states in the continuum for efficient third-harmonic" / "generation in silicon dimers" /
    "A. El-Sayed Farouk, M. L. Giraldo-Ospina, T. Lambert." / "ACS Photonics 9, 2210–2218."."""
    texts = [ln.text.strip() for ln in block]
    at = next((k for k in range(1, min(4, len(texts))) if _author_line(texts[k])), None)
    if at is None or at + 1 >= len(texts) + 1:
        return []
    title = " ".join(texts[:at])[lead.end() if lead else 0:].strip().rstrip(".")
    if len(title.split()) < 3 or _names_first(title)[0] \
            or not all(t[:1].islower() for t in texts[1:at]):
        return []       # (a title wraps onto words in lower case: not "RESEARCH-ARTICLE" over its title)
    venue, year = _venue_year(texts[at + 1]) if at + 1 < len(texts) else (None, None)
    year = year or (int(lead.group(1)) if lead else None)
    if not (year or venue):
        return []
    evidence = Evidence(path, block[0].number, " / ".join(texts[:at + 2])[:500])
    return [Publication(evidence, title, _author_line(texts[at]), year, venue)]


def _title_block(path: str, block: list[Line]) -> list[Claim]:
    first = block[0].text.strip()
    lead = _BRACKETED_YEAR_FIRST.match(first)
    if len(block) >= 3 and (found := _authors_block(path, block, lead)):
        return found
    title, partners = split_partners(first)
    title = title.strip().rstrip(".")
    if not _title_only(title) or len(title.split()) < 3 or "." in title.rstrip(".") or looks_like_name(title) \
            or _names_first(title)[0]:
        return []           # (nor a reference's first line, its authors first: "A & B, eds, Title" / "(Place: X, 2021)")
    evidence = Evidence(path, block[0].number, " / ".join(ln.text.strip() for ln in block[:3])[:500])
    claims: list[Claim] = []
    lines = [ln.text.strip() for ln in block[1:] if not re.match(r"(?i)abstract\b|\[|https?:", ln.text.strip())]
    if lines and _WITH_LINE.match(lines[0]):
        named = _WITH_LINE.sub("", lines.pop(0), count=1)
        named = named[:-1] if named.endswith(")") and named.count(")") > named.count("(") else named   # "(with X)"
        for m in _AFFILIATED.finditer(named):
            if looks_like_name(clean_name(m.group(1))) and looks_like_org(m.group(2)):
                claims.append(Affiliation(evidence, clean_name(m.group(1)), m.group(2).strip()))
        partners = parse_authors(_AFFILIATED.sub(lambda m: m.group(1), named).rstrip("."))
        if not partners:
            return []
    venue = year = None
    authors: tuple[str, ...] = ()
    if lines:
        status = _STATUS.match(lines[0])
        text = lines[0][status.end():] if status else lines[0]
        if not status or status.group("kept"):
            venue, year = _venue_year(text)
            venue = _SERIES_NUMBER.sub("", venue) if venue else None
            if venue and "·" in venue:
                venue = venue.split(" · ")[0].rstrip(" ·")      # a profile's "ACS Energy Letters · Oct 2, 2024"
        elif years(lines[0]):
            year = int(years(lines[0])[-1])
        below = lines[1] if len(lines) > 1 and not partners and venue else ""
        # a profile's authors under the venue line: "O. Lindblad, T. Karaca-Lindgren, A. Siddiqui" or "with A, B and C"
        if below and _WITH_LINE.match(below):
            partners = parse_authors(_WITH_LINE.sub("", below, count=1).rstrip("."))
        elif below and not re.search(r"\d|:", below) and len(named := parse_authors(below.rstrip("."))) >= 2:
            authors = named
    if not (partners or authors or year and venue):
        return []
    claims.insert(0, Publication(evidence, title, authors or ((OWNER, *partners) if partners else ()), year, venue))
    return claims


_DEGREE_LABEL = re.compile(r"^([A-Z][\w.]{0,10})\s*:\s")


# a news item's or a report's sentence about a person, no work's title: "Paula Roe joined the department as ...",
# "Dr. Kenta Mori, postdoctoral fellow in the group since 2020, left ..."
_PERSON_DID = re.compile(r"^(?:(?:Dr|Prof|Professor)\.?\s+)?((?:[A-ZÀ-Þ][\w'’\-]+\s+){1,3}?[A-ZÀ-Þ][\w'’\-]+)(?:,\s[^,]{3,80},)?\s+"
                         r"(?:has\s+|had\s+)?(?:joined|joins|started|starts|left|leaves|moved|moves|retired|retires|was|is|"
                         r"received|receives|won|wins|became|becomes|defended|defends|obtained|completed|took up|returned)\b")


def _bulleted_list(section: Section) -> Iterator[Claim]:
    found, tagged = [], 0
    for line, text in _bullets(section.lines):
        if not _ANY_YEAR.search(text):
            continue                    # a reference here needs a year
        label = _DEGREE_LABEL.match(text)
        if label and find_degree(label.group(1)) and find_degree(label.group(1))[1].end() == len(label.group(1)):
            continue                    # "PhD: Neuroscience, Université de Montréal (2023)": a degree, no work
        pub = parse_citation(text)
        if pub and pub[2] and pub[3] and not ((did := _PERSON_DID.match(pub[0])) and looks_like_name(did.group(1))):
            found.append(Publication(Evidence(section.path, line.number, text[:500]), pub[0], pub[1], pub[3], pub[2]))
            tagged += bool(_REF_TAG.match(line.text))
    # Three references make a list; two do when both carry a reference tag ("[J2]", "[C1]")
    if len(found) >= 3 or len(found) == 2 and tagged == 2:
        yield from found
        for pub in found:
            yield from _thesis_degree(pub.evidence, pub.authors, pub.venue, pub.year)


def _bullets(lines: tuple[Line, ...]) -> Iterator[tuple[Line, str]]:
    """Each bullet's line and text, with the lines that hang under it (indented deeper, no bullet) joined on:
    "  • A, B:" over "      Title. Venue 2024" is one entry. A bullet that already has its year ("Project, 2018 -
    Current") stays alone, without the description under it, and so does any bullet from the first long
    paragraph under it on."""
    item, parts, closed = None, [], False
    for line in lines:
        if item is not None and line.text.strip() and _hangs_under(line, item):
            closed = closed or len(line.text) >= 300 or _ANY_YEAR.search(parts[0]) and not parts[0].endswith(":")
            parts = parts[:1] if closed else [*parts, line.text.strip()]
            continue
        if item is not None:
            yield item, _joined(parts)
        item, parts, closed = None, [], False
        if is_bullet(line.text):
            item, parts = line, [strip_bullet(line.text)]
    if item is not None:
        yield item, _joined(parts)


def _joined(parts: list[str]) -> str:
    text = parts[0]
    for part in parts[1:]:
        text = _glue(text, part)
    return text


def _no_authors(text: str) -> bool:
    """Whether a line names no authors (a title of five words or more in capitals reads as one name alone: "Parsing
    Historical Norwegian Legal Charters")."""
    found = parse_authors(text)
    return not found or len(found) == 1 and len(text.split()) >= 5


def entries(lines: tuple[Line, ...], year_over: str = "") -> list[tuple[str, Line]]:
    """Return (entry text, first line) pairs: bullets, numbered items, or title + authors lines (and the venue line
    under them, in the year of the heading over the list, ``year_over``, when it gives none)."""
    footer = next((k for k, ln in enumerate(lines) if _COPYRIGHT.match(ln.text)), len(lines))
    kept = [ln for ln in lines[:footer] if ln.text.strip() and not _JUNK.match(strip_bullet(ln.text))
            and not _is_legend(ln.text) and not _PAGE_LINE.match(ln.text)]
    out: list[tuple[str, Line]] = []
    parts: dict[int, list[str]] = {}        # a list item's own lines, by the item's place in ``out``
    margin = max((len(ln.text.rstrip()) for ln in kept), default=0)    # the right edge the list's lines wrap at
    i = 0
    in_item = False         # whether the line before is a list item's (its number's line or one going on from it)
    wraps = margin >= 60 and sum(len(ln.text.rstrip()) >= margin - 12 for ln in kept) >= 3    # lines wrapped at an edge
    while i < len(kept):
        line = kept[i]
        text = strip_bullet(line.text)
        if out and _hangs_under(line, out[-1][1]):
            # a list item's own lines: title, authors, venue (a line of authors alone ends its field)
            parts.setdefault(len(out) - 1, [out[-1][0]]).append(text)
            before = out[-1][0]
            prev = strip_bullet(kept[i - 1].text)
            # a line filled to the list's right edge was wrapped mid-sentence ("... Strauß, J. Photocatalytic" /
            # "Deconstructive Fluorination of ..."): no field ends there
            wrapped = margin >= 70 and _filled(kept[i - 1].text.rstrip(), text, margin, 8) and not re.search(r"[.,;:]$", before) \
                and len(parse_authors(text)) < 2        # (a title line over its authors' line is two fields)
            authors = parse_authors(prev) if not wrapped and not re.search(r"[.,;:]$", before) and "," in prev else ()
            if len(authors) >= 2 and not parse_authors(text) and not any(re.search(r"[a-z]{2}\.\s+\S", a) for a in authors):
                before += "."       # (not "A, B, C. Proof-Carrying": a line of authors and the title's start)
            out[-1] = ((f"{before}{text}" if re.search(r"[^\W\d_]-$", before) else f"{before} {text}") if wrapped
                       else _glue(before, text), out[-1][1])        # ("Self-" / "Debugging": the compound whole)
            i += 1
            continue
        if out and not in_item and not is_bullet(line.text) and not is_bullet(kept[i - 1].text) \
                and line.number == kept[i - 1].number + 1 and _hanging(out[-1][1], kept[i - 1], line):
            # under a hanging indent, the reference goes on mid-field ("... for Ordered" / "Alternatives," ...)
            out[-1] = (f"{out[-1][0]}{text}" if out[-1][0].endswith("-") else f"{out[-1][0]} {text}", out[-1][1])
            i += 1
            continue
        if out and not in_item and line.text[:1].isspace() and not is_bullet(line.text) \
                and line.number == kept[i - 1].number + 1 and _indent(line.text) == _indent(kept[i - 1].text) \
                and _AUTHOR_DATE_QUOTED.search(out[-1][0][:300]) \
                and (_open_quote(out[-1][0]) or _quoted_then_venue(out[-1][0], kept[i - 1], line)):
            # an indented paragraph's reference, its quoted title wrapped or its venue under it ('Roe, Ana. 2022.
            # “Credit Frictions and the' / 'Geography of Informal Employment.” American Economic Review 112 (4)')
            out[-1] = (f"{out[-1][0]} {text}", out[-1][1])
            i += 1
            continue
        nxt = strip_bullet(kept[i + 1].text) if i + 1 < len(kept) else ""
        third = strip_bullet(kept[i + 2].text) if i + 2 < len(kept) else ""
        if YEAR_ALONE.fullmatch(text):
            year_over = text            # "2023" over an index's entries, whose venue lines give no year
        if not is_bullet(line.text) and _title_only(text) and parse_authors(nxt) and _no_authors(text) \
                and (years(third) or year_over and 0 < len(third.split()) <= 6 and not parse_authors(third)
                     and not _title_only(third)):
            # title / authors / venue lines ("ACL" under the year "2024": that year's)
            out.append((f"{nxt}. {text.rstrip('.')}. {third}" + ("" if years(third) else f", {year_over}"), line))
            i += 3
            continue
        if not is_bullet(line.text) and nxt and third and _AUTHORS_ALONE.fullmatch(text) and parse_authors(text) \
                and _title_only(nxt) and _no_authors(nxt) and years(third) and len(third) < 200 and _no_authors(third):
            # authors / title / venue lines (a bibliography plugin's fields, each a block of its own)
            out.append((f"{text.rstrip('.')}. {nxt.rstrip('.')}. {third}", line))
            i += 3
            continue
        if not is_bullet(line.text) and _title_only(text) and _names_then_rest(nxt):
            out.append((f"{_names_then_rest(nxt)[0]}. {text.rstrip('.')}. {_names_then_rest(nxt)[1]}", line))
            i += 2
            continue
        if i > 0 and is_bullet(kept[i - 1].text) and nxt and is_bullet(kept[i + 1].text) and _subheading(text):
            i += 1                  # "Published", "Thesis" between numbered items: a heading, not the item's tail
            continue
        if out and not is_bullet(line.text) and not years(text) and i > 0 and is_bullet(kept[i - 1].text) \
                and not _title_only(text):
            out[-1] = (_glue(out[-1][0], text), out[-1][1])
            in_item = True
        elif out and in_item and not is_bullet(line.text) and _runs_on(kept[i - 1].text, text, margin if wraps else 0):
            # a numbered item's lines flush under its number (a CV from a PDF: "1. A, B. (2024). Compound" /
            # "drought–heatwave events in ... Journal of" / "Hydrology, 628, 130512."): the item goes on
            before = kept[i - 1].text.rstrip()
            filled = wraps and _filled(before, text, margin) and not re.search(r"[.,;:]$", before) and text[:1].isalnum()
            # (a line filled to the edge broke mid-title: "... Nickel-Catalyzed Enantioselective" / "Hydroalkylation of
            # ...": no field ends there)
            out[-1] = (f"{out[-1][0]} {text}" if filled else _glue(out[-1][0], text), out[-1][1])
        elif out and not in_item and not is_bullet(line.text) and not is_bullet(kept[i - 1].text) \
                and line.number == kept[i - 1].number + 1 and (_unfinished(kept[i - 1].text, text)
                                                                or _open_quote(out[-1][0]) and not line.text[:1].isspace()
                                                                or _IN_VENUE.match(text) and _dated(kept[i - 1].text)):
            # a paragraph's reference wrapped onto its next line ("A & B, eds, Water Law: Canadian Perspectives" /
            # "(Vancouver: UBC Press, 2021)."; "... Early Lessons from" / "British Columbia" (2022) 55:1 UBC L Rev 1.")
            out[-1] = (f"{out[-1][0]} {text}" if _open_quote(out[-1][0]) else _glue(out[-1][0], text), out[-1][1])
        else:
            out.append((text, line))
            in_item = is_bullet(line.text) and any(c.isalnum() for c in text[:40])     # (not a rule "-----")
        i += 1
    out = [(text, line) for text, line in out if not _ABSTRACT.match(text)]     # a paper's abstract under its title
    for k, (title, names, venue) in ((k, p) for k, p in parts.items() if len(p) == 3):
        if _title_only(title) and years(venue) and not years(names) and parse_authors(names) and not parse_authors(title):
            # "- Title" / "  A, B and C" / "  Venue 2024": authors first, as the parsers read a reference
            out[k] = (f"{names.rstrip('. ')}. {title.rstrip('. ')}. {venue}", out[k][1])
    return out


# an author-date reference's year before its quoted title: 'Roe, Ana, and Bo Li. 2022. “Title'
_AUTHOR_DATE_QUOTED = re.compile(r"\b(?:19|20)\d\d[a-z]?\.\s+[“\"]")


def _quoted_then_venue(entry: str, before: Line, line: Line) -> bool:
    """Whether ``line`` is the venue of a dated, quoted reference whose title closed the line above, at the same indent
    ('Betancourt, Ana. 2018. “Search Frictions in Labor Markets.”' / 'Review of Economic Studies 85 (2): 745–82.')."""
    return before.text.rstrip().endswith(("”", '"')) and _indent(line.text) == _indent(before.text) \
        and line.text.strip()[:1].isupper() and not years(line.text[:12])


def _open_quote(text: str) -> bool:
    """Whether an entry's text so far leaves a quotation open (a quoted title broken over two lines: '"Import
    Competition ... from Vietnam's' / 'WTO Accession"')."""
    return text.count('"') % 2 == 1 or text.count("“") > text.count("”")


_ABSTRACT = re.compile(r"^\W{0,3}(?:abstract|summary)\s*:\s+\S", re.I)
# what a line labels its reference with: "For `tremorscope`: A, & B (2022). Title."
_LABEL_BEFORE = re.compile(r"^([^:.]{2,40}):\s+(?=\S)")
# "In Proceedings of X 2023, Wellington." under a reference's line ending at its title: the venue of the line above
_IN_VENUE = re.compile(r"^In:?\s+(?:the\s+)?[A-Z*_]")


def _dated(text: str) -> bool:
    """Whether a reference's line gives its year, or says it has none yet ("(in press)", "(forthcoming)")."""
    return bool(years(text)) or bool(re.search(r"\((?:in press|forthcoming|to appear|accepted)\)", text, re.I))


def _unfinished(before: str, text: str) -> bool:
    """Whether the line ``before`` stops mid-reference and ``text`` goes on with it: no full stop at its end, and a
    small letter or a bracket next, or a joining word or a comma last."""
    before = before.rstrip()
    if before.endswith(",") and text[:1] in "\"“" and parse_authors(before.rstrip(", ")):
        return True         # 'N. Al-Hashimi, Y. Tanabe, A. Roe,' / '"Title",' / 'Phys. Rev. B 109, 045112 (2024).'
    if not before or before[-1] in ".!?:;" or not any(c.isalpha() for c in before[-20:]) or _subheading(before) \
            or parse_authors(before.strip()) or all(re.fullmatch(r"\s*(?:and\s+)?(?:[A-Z][\w'’.\-]*\s?){1,4}", part)
                                                    for part in before.split(",")):
        return False        # ("Edited volumes" over "(with X) Title ..."; a line of authors over "arXiv preprint ...")
    return text[:1] == "(" or _mid_sentence(before, text)


def _mid_sentence(before: str, text: str) -> bool:
    """A sentence broken between two lines: a small letter next, or a joining word, a comma or "&" last."""
    return text[:1].islower() or before.endswith((",", "&")) or before.rsplit(None, 1)[-1].lower() in _JOINING_WORDS


def _runs_on(before: str, text: str, margin: int) -> bool:
    """Whether ``text`` goes on from the line ``before`` (a sentence broken mid-way: a small letter first, a joining
    word or a comma last, or the line before filled to the right edge the list's lines wrap at)."""
    before = before.rstrip()
    if not any(c.isalpha() for c in before[-20:]):
        return False            # a rule ("------") under the list
    return _mid_sentence(before, text) or before.endswith(("-", "–")) or \
        margin >= 60 and _filled(before, text, margin) and text[:1].isalnum() or \
        bool((year := _YEAR_AFTER_AUTHORS.search(before)) and parse_authors(strip_bullet(before[:year.start()])))
        # ("4. Abara, C., Moreau, I. (2017)." over the title: the authors and year of APA, nothing yet after them)


def _filled(before: str, text: str, margin: int, slack: int = 12) -> bool:
    """Whether the line ``before`` reached the edge its list wraps at: within ``slack`` of it, or short of it by less
    than the next line's first word ("... in the Veterans Health" / "Administration, 2012-2019."; the word did not
    fit)."""
    return len(before) >= margin - slack or \
        len(before) + 1 + len(text.split(maxsplit=1)[0] if text.strip() else "") > margin


_JOINING_WORDS = frozenset("a an the of in on at to for from by with and or as into over under its their between "
                           "across after before during via".split())


_PARTICLE_NAME = re.compile(r"(?:(?:van|von|de|der|den|da|di|del|della|la|le|du|des|los|las|dos|ter|al|el|bin|af)\s+)+[A-Z]")


_SUBTITLE_WRAP = re.compile(r"^[A-Z][\w'’\-]*(?:\s+[A-Za-z][\w'’\-]*){0,3}:\s")


def _glue(before: str, line: str) -> str:
    """An entry's text with its next line: a field of its own (title / authors / venue) after a period, a line
    wrapped mid-sentence (a CV from a PDF: "drive kelp" / "loss at the warm edge") after a blank, a word
    hyphenated across the break joined."""
    if re.search(r"[.,;:]$", before):
        return f"{before} {line}"
    if before.endswith("-") and line[:1].islower():
        return f"{before}{line}"
    if before.endswith("-") and before[-2:-1].isalpha() and line[:1].isupper():
        return f"{before}{line}"        # "Test-Time Self-" / "Debugging for ...": a compound's hyphen kept
    last = before.rsplit(None, 1)[-1].lower() if before.strip() else ""
    if _SUBTITLE_WRAP.match(line) and ". " in before and not before.rstrip().endswith(")"):
        return f"{before} {line}"       # "A, B. Proof-Carrying" / "Completions: Certifying ...": the title's words
    if line[:1].islower() and not _PARTICLE_NAME.match(line) or last in _JOINING_WORDS:
        return f"{before} {line}"
    return f"{before}. {line}"


def _subheading(text: str) -> bool:
    """A short capitalised line without closing punctuation: "Published", "Journal articles", "In press"."""
    words = text.split()
    return 1 <= len(words) <= 3 and text[:1].isupper() and not re.search(r"[.,;:)\d]$", text) \
        and not years(text)


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())


def _hanging(first: Line, before: Line, line: Line) -> bool:
    """Whether ``line`` goes on with a reference set with a hanging indent (its ``first`` line flush left, the lines
    it wraps onto indented: "ter Borg, H. A. (1977), "Asymptotic Efficiency of Rank Tests for Ordered" / "    Alternatives,"
    The Annals of Statistics, 5, 1101-1112."), the line ``before`` it no full stop's end; in a column of years ("2019
    Paik, J. Title." / "        Linguistic Inquiry 50(2)."), any line indented to the reference's own column."""
    if _indent(first.text) == 0 and (column := _YEAR_COLUMN.match(first.text)) and _indent(line.text) >= column.end() - 1:
        return True
    return _indent(first.text) == 0 and _indent(line.text) >= 2 and (
        not before.text.rstrip().endswith(".") or bool(_YEAR_GOES_ON.match(line.text)))     # ("..., & Ashworth, H. K." / "(2021). ...")


_YEAR_COLUMN = re.compile(r"(?:19|20)\d\d[a-z]?\s{3,}(?=\S)")


_YEAR_GOES_ON = re.compile(r"\s*\((?:19|20)\d\d[a-z]?\)[.,]")


def _hangs_under(line: Line, item: Line) -> bool:
    """Whether ``line`` continues the list item that starts at ``item`` (indented deeper, not a bullet itself)."""
    return is_bullet(item.text) and not is_bullet(line.text) and _indent(line.text) > _indent(item.text)


# The key to an author list's marks: "* equal contribution, † corresponding author", "(*) denotes a student".
_LEGEND = re.compile(r"^\s*\\?[*†‡§¶#✉^]|equal(?:ly)? contribut|contributed equally|corresponding author|"
                     r"\b(?:denotes|indicates)\b", re.I)


def _is_legend(text: str) -> bool:
    # ("Underlined: group member at the time; * corresponding author; ‡ X, visiting student (Aug.–Dec. 2024)")
    return len(text) < 160 and not _ANY_YEAR.search(text) and bool(_LEGEND.search(text)) or \
        len(text) < 300 and bool(_KEYED_LEGEND.match(text) or _NAME_KEY.match(text))


# "Own name in bold; * corresponding author. Published under my maiden name X until 2016.", "Lab members in bold.":
# how the list marks its owner or the lab's people
_NAME_KEY = re.compile(r"^\W*(?:(?:own|my|our|the author['’]?s)\s+names?|names?\s+of\s+[\w\s]{3,30}?|"
                       r"(?:lab|group|team)\s+members?|(?:students?|trainees?|mentees?)(?:\s+and\s+\w+)?)\s+(?:is\s+|are\s+)?"
                       r"(?:in\s+|set\s+in\s+)?(?:bold|boldface|underlined|italics?)\b", re.I)


_KEYED_LEGEND = re.compile(r"^\W*(?:underlined|bold|italics?|in bold|boldface|underline)\s*:[^.]*?\b(?:member|student|"
                           r"author|trainee|mentee)s?\b", re.I)
# a page's own lines inside its list: "Jump to: 2025 | 2024 | Theses", "PI: Prof. X | Assistant Professor: Dr. Y"
_PAGE_LINE = re.compile(r"^\W*(?:(?:jump|skip|go|back)\s+to\b|(?:PI|principal investigator|group leader|lab head|head)\s*:\s*"
                        r"(?:Prof|Dr|Professor)\b)", re.I)


# a line of names alone: capitalised words, initials, surname particles, "and", "&", "et al."
_AUTHORS_ALONE = re.compile(r"(?:(?:[A-ZÀ-Þ][\w'’\-]*\.?|[A-Z]\.(?:-?[A-Z]\.)*|and|&|et al\.?|"
                            r"van|von|der|den|de|la|le|da|dos|du|di|del|ter|ten|y)[,*†‡]*\s*)+")


def _title_only(text: str) -> bool:
    return 2 <= len(text.split()) <= 40 and not years(text) and not text.endswith(":") \
        and not _names_then_rest(text)


def _names_then_rest(text: str) -> tuple[str, str] | None:
    """Split "A, B and C. Venue, 2020" into its author part and the rest."""
    m = re.match(r"^(.+?(?<![A-Z]))\.\s+(.+)$", text)
    if not m or not years(m.group(2)):
        return None
    authors = parse_authors(m.group(1))
    return (m.group(1), m.group(2)) if authors else None


# An initial of two letters, after another initial or a surname's comma: Dutch "J. Th.", Hungarian "Gy.", "Zs.",
# Russian "Yu.", "Kh.": read as its first letter
_DIGRAPH_INITIAL = re.compile(r"(?:(?<=[A-Z]\.\s)|(?<=[A-Z]\.)|(?<=,\s))(?:Th|Kh|Zh|Sh|Yu|Ya|Gy|Sz|Zs|Ts)\.(?=[\s,;)]|$)")


def _one_letter_initials(text: str) -> str:
    """The text with each two-letter initial ("J. Th.", "Gy.") written as its first letter."""
    if "h." in text or "u." in text or "y." in text or "z." in text or "s." in text:
        return _DIGRAPH_INITIAL.sub(lambda m: m.group(0)[0] + ".", text)
    return text


@lru_cache(maxsize=16384)
def parse_authors(text: str) -> tuple[str, ...]:
    """Return the names in an author list, or () if any part is not a name.

    >>> parse_authors("Pietzuch PR, Mai L, et al.")
    ('Pietzuch PR', 'Mai L')
    >>> parse_authors("A. Okafor, Hyun-woo Park, +2 authors M. Svensson")
    ('A. Okafor', 'Hyun-woo Park', 'M. Svensson')
    """
    text = _AUTHOR_MARKS.sub("", text)
    if ".-" in text:
        text = _SMALL_HYPHENED.sub(lambda m: m.group(0).upper(), text)     # "Park, J.-w.": Jae-won's initials
    text = _one_letter_initials(text)      # "Roelofsen, J. Th.": the initial of Theodorus
    if "+" in text or "…" in text or "..." in text:     # "A, B, +2 authors C", "A, B, ..., C": a truncated list
        text = _TRUNCATION.sub(", ", text)
    if "Jr" in text or "Sr" in text or "II" in text:
        text = _GENERATION.sub("", text)        # "Smith Jr., R.", "Smith, R., Jr.": the surname and initials left
    if text.rstrip(".)").lower().endswith(("ed", "eds", "editor", "editors")):   # what _EDITORS can remove
        text = _EDITORS.sub("", text)
    text = text.strip(" ,;")
    # ABNT and Lattes CVs write surnames in capitals: "SILVA, A.; SOUZA, B." -> "Silva, A.; Souza, B."
    # (in capitals only: "Lê TA, Baek S" is a surname with an accented small letter, then initials)
    text = _CAPS_SURNAME.sub(lambda m: m.group(0).replace(m.group(1), m.group(1).title()) if m.group(1).isupper()
                             else m.group(0), text) if "," in text else text
    names = tuple(_no_end_period(p.strip()) for p in split_name_list(_uninvert(text)) if clean_name(p))
    if mentions(text.lower(), _COLLAB_CUES):        # "ATLAS Collaboration, G. Aad et al.": the group is no person
        names = tuple(n for n in names if not _COLLAB.fullmatch(n.strip(" .()")))
    if any(n[:2].isupper() for n in names):
        names = tuple(_caps_surname_first(n) for n in names)
    if not names or not all(_is_author(clean_name(n)) for n in names):
        return ()
    return names


_SMALL_HYPHENED = re.compile(r"(?<=\b[A-Z]\.-)[a-z](?=\.)")
_GENERATION = re.compile(r"(?:\s+|,\s*)(?-i:Jr|Sr|III|II|IV)\.?(?=\s*(?:,|;|\band\b|&|$))")


# French and East Asian author lists put the surname first, in capitals: "DE LA ROCHÈRE Thomas", "LIU Wei"
_CAPS_FIRST = re.compile(r"((?:[^\W\d_a-z]{2,}[ \-]){0,3}[^\W\d_a-z]{2,})"        # the surname, in capitals
                         r"\s+([A-Z][^\W\d_A-Z]+(?:[ \-][A-Z][^\W\d_A-Z]+)?)")     # the given names
_CAPS_WORD = re.compile(r"(?=[^\W\d_a-z]*[AEIOUYÀ-ÖØ-Ý])[^\W\d_a-z]{3,}(?![^\W\d_])")   # a word, not initials
_PARTICLES = frozenset("de la le du des d van von der den da dos das di del della los las".split())


def _caps_surname_first(name: str) -> str:
    """ "DE LA ROCHÈRE Thomas" -> "Thomas de la Rochère"; other names as they are.

    >>> [_caps_surname_first(n) for n in ("THIBAULT-OYONO Margaux", "Pietzuch PR", "TN Mokoena")]
    ['Margaux Thibault-Oyono', 'Pietzuch PR', 'TN Mokoena']
    """
    m = _CAPS_FIRST.fullmatch(name)
    if not m or not _CAPS_WORD.search(m.group(1)):
        return name         # (not Google Scholar's initials: "TN Mokoena")
    surname = " ".join(w.lower() if w.lower() in _PARTICLES and k < len(m.group(1).split()) - 1 else
                       "-".join(part.capitalize() for part in w.split("-")) for k, w in enumerate(m.group(1).split()))
    return f"{m.group(2)} {surname}"


def _no_end_period(name: str) -> str:
    """"A. Roe." (the period that ends an ACM author list) -> "A. Roe"; "Roe, A." keeps its initial's period."""
    return name[:-1] if name.endswith(".") and not re.search(r"(?:^|[\s.\-])[A-Z]\.$", name) else name


# A collaboration, consortium or study group signing a paper: physics, genomics, clinical trials.
_COLLAB_CUES = ("collaboration", "consortium", "study group", "investigators", "working group")
_COLLAB = re.compile(r"(?:the\s+)?(?:[\w\-/&]+\s+|\([\w\-/&]+\)\s+){0,5}(?:[Cc]ollaboration|[Cc]onsortium|[Ss]tudy [Gg]roup|"
                     r"[Ww]orking [Gg]roup|[Ii]nvestigators)")


# Footnote marks on authors: equal contribution, corresponding author, Markdown escapes ("Doe J\\*").
_AUTHOR_MARKS = re.compile(r"[*†‡§¶✉\\]+")
_TRUNCATION = re.compile(r",?\s*(?:\+\s?\d+\s+(?:more\s+)?authors?|…|\.\.\.)\s*,?\s*")
_SPEAKS = re.compile(r"(?:I|We|My|Our)\s+(?:published|publish|wrote|write|am|was|have|had|also)\b")
_CITES_COLUMN = re.compile(rf"(?<=\S)\s{{3,}}(?!{YEAR}\s*$)\d{{1,6}}(?:\s?\*)?(?=\s{{2,}}{YEAR}\s*$|\s*$)")
# Only where a name starts (Vancouver initials "Keller AB, Moser C" follow a surname instead).
_CAPS_SURNAME = re.compile(r"(?:^|(?<=;)\s*|(?<=\band)\s+)([^\W\d_a-z]{2,}(?:[ \-][^\W\d_a-z]{2,})?)(?=,\s*[A-Z])")
_EDITORS = re.compile(r",?\s*\(?\b(?:eds?|editors?)\.?\)?\.?$", re.I)
_SURNAME = (r"(?:(?:van|von|de|der|den|da|di|del|della|la|le|du|des|los|las|dos|bin|al|el|ter|af|Ó|Ní|Nic|Uí|Ua|Mac)\s+)*[A-Z][\w'’\-]+"
            r"(?:(?:(?<=-van)|(?<=-von)|(?<=-de)|(?<=-der)|(?<=-den)|(?<=-da)|(?<=-di)|(?<=-du)|(?<=-le)|(?<=-la))\s+[A-Z][\w'’\-]+)?"
            r"(?:\s+(?:y|e|i)\s+[A-Z][\w'’\-]+)?")     # ("Gutiérrez y Luján, Ana Cristina": two surnames joined;
                                                       # "Mabaso-van Rooyen, Thandeka": a particle after a hyphen)
_GIVEN = r"[A-Z][\w'’\-]+(?:\s+[A-Z]\.|\s+[A-Z][\w'’\-]+)?"
_INVERTED = re.compile(rf"({_SURNAME}),\s+({_GIVEN})")
# a surname of several words with a particle inside, before one given name that closes the name ("Ruiz de Azúa
# Mackenzie, Helena, and B", "García de la Torre, Ana."); not "Lucas Ferreira da Silva, Mathilde Rousseau"
_INVERTED_PARTICLE = re.compile(r"([A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+)?\s+(?:(?:de|del|della|da|do|dos|das|van|von|der|den|"
                                r"la|y|e|i)\s+)+[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+)?),\s+([A-Z][\w'’\-]+(?:\s+[A-Z]\.)?)"
                                r"(?=\s*(?:,\s+(?:and|&)\s|[.;]|$))")


def _uninvert(text: str) -> str:
    """Write "Surname, Given" names as "Given Surname": a BibTeX list, or the first author of Chicago/MLA.

    "Doe, Jane and Roe, John" -> "Jane Doe, John Roe"; "Doe, Jane, and John Roe" -> "Jane Doe, and John Roe".
    Initials ("Doe, J.") are left to ``split_name_list``, which keeps those pairs whole.
    """
    if "," not in text:
        return text
    parts = re.split(r"\s+(?:and|&)\s+|\s*;\s*", text) if mentions(text, ("and", "&", ";")) else [text]
    flipped = [m if m and not m.group(1).isupper() else None
               for m in (_INVERTED.fullmatch(p.strip(" ,")) or _INVERTED_PARTICLE.fullmatch(p.strip(" ,")) for p in parts)]
    if len(parts) > 1 and any(flipped):
        return ", ".join(f"{m.group(2)} {m.group(1)}" if m else part for m, part in zip(flipped, parts))
    m = _INVERTED_PARTICLE.match(text) if " " in text.split(",", 1)[0] else None
    m = m or _INVERTED.match(text)
    if m and not m.group(1).isupper() and re.match(r"\s*(?:,|\.?$)", text[m.end():]):
        return f"{m.group(2)} {m.group(1)}{text[m.end():].rstrip('.')}"
    return text


def _is_author(name: str) -> bool:
    return looks_like_name(name) or bool(_SURNAME_INITIALS.fullmatch(name))


# Vancouver's "Surname AB", the surname of a few words with its particles ("Ferreira da Costa AL", "Ó Briain T")
_SURNAME_INITIALS = re.compile(rf"[A-ZÀ-Þ][\w'’\-]*(?:(?: {SURNAME_PARTICLE}){{1,2}} [A-ZÀ-Þ][\w'’\-]+| [A-ZÀ-Þ][\w'’\-]+)? [A-Z]{{1,3}}")


_NUMBER_TAG = re.compile(r"^\[\d{1,4}\]\s+(?:\|\s+)?")     # "[12] A. Roe, Title, ...", bibtex2html's "[12] | A. Roe, ..."
_STARRED = re.compile(r"(?<![\w*])\*{1,2}(?=[^\s*])([^*\n]{1,300}?)(?<=[^\s*])\*{1,2}(?![\w*])")


# "and" in Spanish, Portuguese and Italian, German and French, between one author's initials and the next "Surname, I."
_OTHER_AND = re.compile(r"(?<=[A-Z]\.)\*?\s+(?:y|e|und|et)\s+(?=[A-ZÀ-Þ][\w'’\-]+(?:\s[A-ZÀ-Þ][\w'’\-]+)?,\s*[A-ZÀ-Þ]\.)")


# a memoir's bibliography of its subject's papers: "1965  (With K. Mensah-Bonsu) Carbon monoxide on tungsten: two
# binding states or one? Trans. Faraday Soc. 61, 2201-2214." (the year, the co-authors, the title and the journal)
_PMID_LEAD = re.compile(r"\d{7,9}\s+(?=(?:19|20)\d\d\s)")
_YEAR_WITH = re.compile(r"^((?:19|20)\d\d)[a-z]?\s+\((?:[Ww]ith|WITH)\s+([^()]{3,200})\)\s+(\S.+)$")
_TITLE_END = re.compile(r"[.?!]\s+(?=[A-Z])")


def _year_with(m: re.Match) -> tuple[str, tuple[str, ...], str | None, int | None] | None:
    """A paper of the subject's "with" its co-authors: the subject and them, the title up to the journal's name."""
    rest = m.group(3)
    cut = next((c for c in _TITLE_END.finditer(rest) if re.search(r"\d", rest[c.end():])), None)
    partners = parse_authors(re.sub(r"\s*&\s*|\s+and\s+", ", ", m.group(2)))
    if cut is None or not partners:
        return None
    venue = re.sub(r"\s+\d.*$", "", rest[cut.end():]).strip(" ,") or None
    return rest[:cut.start() + (1 if rest[cut.start()] in "?!" else 0)].strip(), (OWNER, *partners), venue, int(m.group(1))


_TWO_SURNAMES_FIRST = re.compile(r"^([A-ZÀ-Þ][\w'’\-]+\s+[A-ZÀ-Þ][\w'’\-]+),\s+([A-ZÀ-Þ][a-zà-ÿ][\w'’\-]+)"
                                 r"(?P<more>,?\s+and\s+[^.,]{3,60}?)?(?:,\s+eds?\.?)?\.\s+"
                                 # (the year next in author-date style; in notes-and-bibliography style the title next,
                                 # in italics or quotes: "Echeverri Montoya, Catalina. *The Paper Empire*. Durham: ...")
                                 r"(?:(?P<year>(?:19|20)\d\d)[a-z]?\.\s+|(?=[*_\"“A-ZÀ-Þ]))")


def parse_citation(text: str) -> tuple[str, tuple[str, ...], str | None, int | None] | None:
    """Return (title, authors, venue, year) of one reference, or None if it is not one.

    An initial beyond Latin-1 ("Sikora, Ł.", "Trần, M. Đ.") is read as its plain letter, then written back.

    >>> parse_citation("Sikora, Ł.; Roe, J. A.* Skeletal Editing of Pyridines. ChemRxiv 2024.")[1]
    ('Sikora Ł.', 'Roe J.A.')
    >>> parse_citation("Ł. Sikora, J. Roe. Skeletal editing of pyridines. Nature 2020, 5, 1-9.")[1]
    ('Ł. Sikora', 'J. Roe')
    """
    text = _one_letter_initials(text)      # "Roelofsen, J. Th., and ...": one initial of two letters
    if ". " in text[:140] and (chicago := _TWO_SURNAMES_FIRST.match(text)) \
            and (chicago.group("year") or looks_like_given_name(chicago.group(2))):
        # Chicago's first author of two surnames, given name after ("Ibarra Sepúlveda, Catalina, and Tobias Hale,
        # eds. 2014. Title. Place: Publisher."): written given name first
        year = f"{chicago.group('year')}. " if chicago.group("year") else ""
        text = f"{chicago.group(2)} {chicago.group(1)}{chicago.group('more') or ''}. {year}{text[chicago.end():]}"
    if "(" in text[:12] and (memoir := _YEAR_WITH.match(text)):
        return _year_with(memoir)
    if text[:1].isdigit() and (pmid := _PMID_LEAD.match(text)):
        text = text[pmid.end():]        # a grant record's "37108832  2023  Roe A, Lin B. Title. Journal. 2023;...": its PubMed ID
    if "ollaboration" in text:
        # "Belle II Collaboration, F. Roe et al., Title, Journal", "F. Roe et al. (Belle Collaboration), Title, ...":
        # a collaboration's paper, its named authors those it lists
        text = _COLLABORATION_AFTER.sub(" et al.", _COLLABORATION_LEAD.sub("", text, count=1), count=1)
    if ";" in text and _ABNT_AUTHOR.match(text):
        text = _abnt(text)
    if "." in text[:120] and (dotted := _VANCOUVER_DOTTED.match(text)):
        # "Holm L, Roe M, Doe S.O. Title": a Vancouver list's last initials written with full stops
        text = f"{dotted.group(1)}{dotted.group(2)}{dotted.group(3)}. {text[dotted.end():]}"
    found = _parse_latin(text)
    if (found is None or not found[1]) and text.endswith("]") and (note := _END_NOTE.search(text)):
        found = _parse_latin(text[:note.start()]) or found     # "... (2020) 141801. [contact author]": the owner's note
    if (found is None or not found[1]) and ("arXiv" in text or "no. " in text or "No. " in text or text.endswith(")")):
        # a mathematician's "A. B, Title, J. Funct. Anal. 281 (2021), no. 4, Paper No. 109052. arXiv:1912.00817":
        # read without the issue and article numbers and the notes after the reference
        bare = _ISSUE_NUMBER.sub("", _AFTER_REFERENCE.sub("", text))
        again = _parse_latin(bare) if bare != text else None
        found = again if again and again[1] else found
    if found is None and "(" in text and (dated := _MONTH_YEAR.search(text)):
        # "cond-mat/0301045 (January 2003).": the month the year is given with, read as the year alone
        found = _parse_latin(f"{text[:dated.start()]}({dated.group(1)}){text[dated.end():]}")
    if found and found[0].endswith(")") and (series := _SERIES.search(found[0])):
        found = (found[0][:series.start()], *found[1:])     # "Tone and focus in Nguni (Studies in X 12)": a book's series
    return found


# a book's series and number after its title (the Unified Style Sheet for Linguistics, APA): "(Studies in African
# Linguistics 12)", "(Lecture Notes in Computer Science 1234)"
_SERIES = re.compile(r"(?<=\w)\s+\((?:[A-Z][\w\-]*|in|of|on|and|for|the|&)(?:\s+(?:[A-Z][\w\-]*|in|of|on|and|for|the|&)){1,7}\s+\d{1,4}\)$")


# An ABNT (Brazilian) author in capitals, surname first: "RANGEL, L. M. C. S.", "OLIVEIRA, THIAGO H. A.", "REIS, H. B. DOS",
# "SOUZA, ISABELA C. DOS S."
_ABNT_AUTHOR = re.compile(r"((?:Mc|Mac)?[^\W\d_a-z](?:[^\W\d_a-z]|['’\- ])+), ((?:[^\W\d_a-z]{2,}\s)?(?:[^\W\d_a-z]\.\s?(?:(?:DOS|DAS|DA|DE|DO)\s(?=[^\W\d_a-z]\.))?){1,4})"
                          r"(?:\s?(DOS|DAS|DO|DA|DE|DEL|DI|VAN|VON))?(?=\s*;|\s+\.?\s*[^\W\d_])")


def _abnt(text: str) -> str:
    """An ABNT reference's authors in the form the readers know ("REIS, H. B. DOS" -> "Dos Reis, H. B."; with a given
    name: "Thiago H. A. Oliveira"), and the Lattes platform's " . " after the last author a full stop.

    >>> _abnt("RANGEL, L. M. C. S.; REIS, H. B. DOS; OLIVEIRA, THIAGO H. A. . Title here. LIMNOLOGICA, v. 58, 2016.")
    'Rangel, L. M. C. S.; Dos Reis, H. B.; Thiago H. A. Oliveira. Title here. LIMNOLOGICA, v. 58, 2016.'
    """
    out, at = [], 0
    while m := _ABNT_AUTHOR.match(text, at):
        words = f"{m.group(3) or ''} {m.group(1)}".split()
        surname = " ".join(w.lower() if k and w.lower() in _PARTICLES | {"e", "do"} else w.title()
                           for k, w in enumerate(words))
        initials = re.sub(r"\b(?:DOS|DAS|DA|DE|DO)\s", "", m.group(2).strip())     # ("ISABELA C. DOS S.")
        given = initials.split(" ", 1)
        if len(given[0]) > 2:       # a given name in capitals before its initials: written in its usual order
            out.append(f"{given[0].title()}{' ' + given[1] if len(given) > 1 else ''} {surname}")
        else:
            out.append(f"{surname}, {initials}")
        at = m.end()
        sep = re.match(r"\s*;\s*", text[at:])
        if not sep:
            break
        at += sep.end()
        if not _ABNT_AUTHOR.match(text, at):
            return text         # an author of another form in the list ("McALLISTER-GREIG, F."): left to the readers
    if not out:
        return text
    rest = re.sub(r"^\s*\.?\s+", "", text[at:])
    return "; ".join(out) + (" " if out[-1].endswith(".") else ". ") + rest


_AFTER_REFERENCE = re.compile(r"(?:[.,]?\s+(?:arXiv:\s?\S+(?:\s+\[[\w.\-]+\])?|\[arXiv\]|\([^()]{3,80}\)|submitted|preprint))+\.?$")
_ISSUE_NUMBER = re.compile(r",\s+no\.\s*\d+(?=[,.])|(?<=,\s)(?:Paper|Article)\s+No\.\s*(?=\d)")
_END_NOTE = re.compile(r"\s+\[[a-z][^\[\]]{2,40}\]\.?$")
_COLLABORATION_LEAD = re.compile(r"^(?:the\s+)?(?:[A-Z][\w\-]*\s+){1,3}Collaboration\s*[,:]\s+(?=\S)")
_COLLABORATION_AFTER = re.compile(r"\s+et\s+al\.?,?\s*\((?:the\s+)?(?:[A-Z][\w\-]*\s+){1,3}Collaboration\)")


# a year in brackets with its month: "(January 2003)", "(Sept. 2019)"
_MONTH_YEAR = re.compile(rf"\((?:{MONTHS})\.?\s+({YEAR})\)", re.I)


def _parse_latin(text: str) -> tuple[str, tuple[str, ...], str | None, int | None] | None:
    if ". " not in text or not _ACCENTED_INITIAL.search(text):
        return _parse_citation(text)
    found = _parse_citation(_ACCENTED_INITIAL.sub(lambda m: _plain_letter(m.group(1)) + ".", text))
    if not found or not found[1]:
        return found
    return found[0], tuple(re.sub(r"(?<![^\W\d_])([A-Z])(?=\.|$)", lambda m: _back(m, a, text), a)
                           for a in found[1]), found[2], found[3]


_ACCENTED_INITIAL = re.compile(r"(?<![\w])([Ā-ſ])\.(?=[\s,;:\-*]|$)")    # (Latin-1's "Ö." the readers take as it is)


def _plain_letter(letter: str) -> str:
    """An upper-case letter without its accent or stroke ("Đ" -> "D", "Ł" -> "L"); others as they are."""
    if not letter.isupper():
        return letter
    base = unicodedata.normalize("NFKD", letter.translate(UNDECOMPOSED))[:1]     # (the letters fold() spells out too)
    return base if base.isascii() else letter


def _back(m: re.Match, author: str, text: str) -> str:
    """An author's initial written back as the reference wrote it, when the reference has the surname with it."""
    words = author.split()
    if len(words) > 1 and re.fullmatch(r"(?:[A-Z]\.\s?-?){1,3}", words[0]):      # "Ł. Sikora": the initials first
        original = re.search(rf"((?:[^\W\d_]\.\s?-?){{1,3}})\s*{re.escape(words[-1])}", text)
        index = sum(1 for c in author[:m.start()] if c.isupper())
    else:                                                                       # "Sikora, Ł.": after the surname
        original = re.search(rf"{re.escape(words[0])},?\s+((?:[^\W\d_]\.\s?-?){{1,3}})", text)
        index = sum(1 for c in author[len(words[0]):m.start()] if c.isupper())
    letters = [c for c in original.group(1) if c.isalpha()] if original else []
    letter = letters[index] if index < len(letters) else m.group(1)
    return letter if _plain_letter(letter) == m.group(1) else m.group(1)


def _parse_citation(text: str) -> tuple[str, tuple[str, ...], str | None, int | None] | None:
    """Return (title, authors, venue, year) of one reference, or None if it is not one.

    >>> parse_citation("(2023). GEAR: A Replay System. In ICML.")
    ('GEAR: A Replay System', (), 'ICML', 2023)
    >>> parse_citation("Jane Doe and Max Mustermann. Fast Graphs for All. In SOSP, 2019.")
    ('Fast Graphs for All', ('Jane Doe', 'Max Mustermann'), 'SOSP', 2019)
    """
    if text[:1].isupper() and _ENTRY_LABEL.match(text):
        text = text[_ENTRY_LABEL.match(text).end():]    # a thesis's "Paper IV    A. Roe, ...", "A2   A. Roe, ..."
    text = " ".join(text.split())
    if len(text) < 15 or len(text) > 1500:
        return None
    if text[:2] == "| ":
        text = text[2:]         # a table's row after its number's cell: bibtex2html's "[12] | A. Roe, ..."
    if ": " in text[:160] and (group := _WRITING_GROUP.match(text)):
        text = text[group.end():]       # "MICROSTRUCT-UK Consortium. Writing group: A, B, C. Title. Journal. 2025"
    if (" – " in text[:200] or " — " in text[:200]) and (dash := _AUTHORS_DASH.match(text)) and "," in dash.group(1) \
            and parse_authors(dash.group(1)):
        text = f"{dash.group(1).rstrip('. ')}. {dash.group(2)}"    # Portugal's NP 405: "SEABRA, Inês; ROE, Jo – Title."
    if text[:1] == "[":
        tag = _VENUE_TAG.match(text)                    # "[PLDI'24] Title. Authors.": the venue said first
        text = f"{text[tag.end():].rstrip(' .')}. {tag.group(1)}." if tag else _NUMBER_TAG.sub("", _REF_TAG.sub("", text))
        # "[j9] A, B: Title. Venue" (DBLP's number under a bullet)
    if text.endswith("]") and "|" in text:
        text = _LINK_ROW.sub("", text)      # bibtex2html's "[ bib | DOI | .pdf ]" after the reference
    if "*" in text and _STARRED.search(text):
        text = _STARRED.sub(r"\1", text)            # plain text set like Markdown: "A, *Title*, J. Topol. **12** (2019)"
    if any(c in text for c in _MARK_CHARS):
        text = _MARK_AFTER_INITIAL.sub("", text)     # ACS "Doe, J.* Title": the mark hid the end of the names
    if (" y " in text or " e " in text or " und " in text or " et " in text) and _OTHER_AND.search(text):
        text = _OTHER_AND.sub(" and ", text)    # "Castañeda-Ortiz, L. y Meléndez-Cruz, A.I. (2024)": Spanish "and"
    if "[" in text and _GBT_MARK.search(text):           # Chinese GB/T 7714: "Title[J]. Journal, 2021, 61(4): 1-9."
        if "[P]" in text:
            return None                                 # a patent
        text = _GBT_MARK.sub(". ", text).replace(". . ", ". ")
    if "«" in text:                                 # French quotation marks: « Titre »
        text = re.sub(r"«\s*", "“", re.sub(r"\s*»", "”", text))
    if "(http" in text:
        text = _LINK_IN_PARENS.sub("", text)           # "Title (https://doi.org/...)": a Markdown link's address
    if "10." in text[-80:]:
        text = _TRAILING_DOI.sub("", text)            # "..., 141, 1234-1240. DOI: 10.1021/jacs.9b01234"
    if text.endswith(("]", "].")) and _BIBCODE.search(text):
        text = _BIBCODE.sub("", text)                   # ADS's bibcode after an astronomy reference
    if "⟨" in text:
        text = re.sub(r"(?:\s*⟨[^⟨⟩]{1,120}⟩)+\s*$", "", text)        # HAL: "⟨hal-03712345⟩ ⟨10.1111/x⟩"
    if mentions(text, _ID_CUES):
        text = _TRAILING_IDS.sub("", text)          # "..., 4213-4222. MR3834672" / ". PMID: 123; PMCID: PMC45."
    medium = None
    if "Research output:" in text:          # a research portal's type line (Pure): "Research output: Thesis › PhD Thesis"
        text, _, kind = text.partition("Research output:")
        text = text.strip(" .") + "."
        medium = "PhD thesis" if re.search(r"\b(?:PhD|doctoral)\s+thesis\b", kind, re.I) else None
    if "[" in text and mentions(text.lower(), ("thesis", "dissertation")):
        m = _THESIS_MEDIUM.search(text)     # Vancouver: "Title [PhD thesis]. Place: School; 2019."
        if m:
            medium, text = m.group("kind"), text[:m.start()] + text[m.end():]
    year_first = _YEAR_FIRST.match(text)
    if year_first:                  # "2009 S. Roe, G. Bell. Title. In Proc. GPCE." (a list grouped by year, its
        found = parse_citation(text[year_first.end():])         # year put before each entry)
        if found and found[1] and (any(_has_initial(a) for a in found[1]) or "," in text[:year_first.end() + 40]):
            return found[:3] + (found[3] or int(year_first.group(1)),)
    noted = "(with " in text            # (co-authors in a note of their own, not "... MIMO with Imperfect Fronthaul")
    text, partners = split_partners(_table_row(text))
    if partners and (plain := _TITLE_AND_YEAR.fullmatch(text.strip())):
        # "Who Bears the Tariff? Pass-Through along Networks (with A and B), 2024": a working paper, its title whole
        return plain.group("title").strip(), (OWNER, *partners), None, int(plain.group("year"))
    if partners and noted and not years(text) and (bare := _TITLE_ALONE.fullmatch(text.strip())) \
            and "," not in bare.group("title"):
        # "Deposit Franchises and Climate Risk (with C. van den Berg)", "Title (with A) / Revise & Resubmit, J. Dev.
        # Econ.": a working paper of no year yet, its state no venue
        return bare.group("title").strip(), (OWNER, *partners), None, None
    parsers = _PARSERS_THESIS if mentions(text.lower(), ("thesis", "dissertation", "thèse", "tesi")) else _PARSERS
    posted = _arxiv_year(text) if (partners or "/" in text) and not years(text) else None
    # ("Title (with A). arXiv:2403.11872, submitted.": read again with the year its identifier gives, if need be)
    # (and without a note of its state after the identifier: "cond-mat/0212233, submitted to J. Phys. A.")
    readings = [text, f"{text.rstrip(' .')}, {posted}.", f"{_STATE_TAIL.sub('', text).rstrip(' .')} ({posted})."] \
        if posted else [text]
    for reading in readings:
        for parser in parsers:
            found = parser(reading)
            if found is _NO_TITLE:
                return None         # a reference, but one that names no title (physics): no paper to record
            if found and _plausible(found):
                title, authors, venue, year = found
                if year is None:
                    year = _arxiv_year(reading)
                if medium:
                    venue = f"{medium}, {venue}" if venue else medium
                if partners and authors and not any(a.split()[-1] in " ".join(partners) for a in authors):
                    # "Title (with A. Roe). Compositio Math. 155 (2019)": with the co-authors named in the note,
                    # words read as an author list after the title are the venue's ("Compositio Math")
                    authors = ()
                return title, authors or ((OWNER, *partners) if partners else ()), venue, year
    return None


_TITLE_ALONE = re.compile(r"(?P<title>[A-Z][^.;]{10,200}?)(?:\s+(?:revise\s*(?:&|and)\s*resubmit|r\s*&\s*r|under review|"
                          r"submitted|draft available|work in progress|in preparation|reject and resubmit)\b.*)?", re.I)
_TITLE_AND_YEAR = re.compile(rf"(?P<title>[A-Z][^.,]{{10,200}}?),\s*(?P<year>{YEAR})(?:\.\s*(?:(?:revise|r&r|reject|under|submitted|"
                             r"working|draft|new|forthcoming)[^.]{0,60}\.?)?)?", re.I)
_WRITING_GROUP = re.compile(r"^(?:the\s+)?[^.:]{2,80}?(?:[Cc]onsortium|[Cc]ollaboration|[Ss]tudy [Gg]roup|[Ii]nvestigators|[Nn]etwork)"
                            r"\.?\s+(?:[Ww]riting (?:group|committee)|[Oo]n behalf of[^:]{0,60}|[Cc]ore group)\s*:\s*")
_AUTHORS_DASH = re.compile(r"^([^–—]{3,200}?)\s+[–—]\s+(.+)$")
_YEAR_FIRST = re.compile(rf"^({YEAR})[a-z]?:?\s+(?=[A-Z]|(?:{SURNAME_PARTICLE}\s+)+[A-Z][\w'’\-]+,)")     # ("(2021). Title: Subtitle" is a title after its year)
_THESIS_MEDIUM = re.compile(r"\s*\[(?P<kind>(?:[\w.'’]+\s+){0,3}(?:thesis|dissertation))\]", re.I)
_LINK_IN_PARENS = re.compile(r"\s*\(https?://[^\s()]+\)")
_VENUE_TAG = re.compile(r"^\[((?-i:[A-Z][A-Za-z&\-]*)(?:\s[A-Z][A-Za-z&\-]*){0,2}\s?(?:['’]\d{2}|(?:19|20)\d{2}))\]\s*")
_GBT_MARK = re.compile(r"\s*\[(?:J|C|D|M|A|R|S|N|P|Z|EB/OL|J/OL|C/OL|M/OL|DB/OL)\](?:\s*//\s*|\.?\s*)")


# Catalogue numbers after a reference: MathSciNet, zbMATH, PubMed, PubMed Central. One cue is in every match.
_ID_CUES = ("MR", "Zbl", "PMID", "PMCID", "PMC")
_TRAILING_IDS = re.compile(r"(?:[.,;]?\s*(?:MR\s?\d{5,8}(?:\s*\(\d{2,4}[a-z]?:\d{4,6}[a-z]?\))?|Zbl\s+\d[\d.]+|PMID:?\s*\d{5,9}|"
                           r"PMCID:?\s*PMC\d{4,9}|PMC\d{4,9}))+[.;]?\s*$")
_TRAILING_DOI = re.compile(r"(?<=[\d.,;)])[.,;]?\s*(?:doi\s*:?\s*|https?://(?:dx\.)?doi\.org/)10\.\d{4,9}/\S{1,200}$", re.I)
_NO_TITLE = ("", (), None, None)
_MARK_CHARS = frozenset("*†‡§¶#✉+")
# ACS "Doe, J.*"; Vancouver "Halvorsen MJ#." (a corresponding author)
_MARK_AFTER_INITIAL = re.compile(r"(?:(?<=\b[A-Z]\.)|(?<=\s[A-Z])|(?<=\s[A-Z]{2})|(?<=\s[A-Z]{3}))[*†‡§¶#✉+]+(?=[.,;\s]|$)")
# ("Van Dyk, C.+, & Roe, S. (2019)": a "+" marks a student author, as "*" does)


# "Title, Ph.D. thesis, University of X, 2014. Advisor: Y": a thesis named before its kind, school and year.
_THESIS_TITLE_FIRST = re.compile(
    rf"^(?P<title>[^,:]{{8,300}}?),\s+(?P<venue>(?:(?:ph\.?\s?d\.?|doctoral|master['’]?s?|m\.?\s?sc\.?|"
    rf"m\.?\s?phil\.?|m\.?a\.?|b\.?\s?sc\.?|bachelor['’]?s?|diploma|habilitation|licentiate|senior|honou?rs)\s+)?"
    rf"(?:thesis|dissertation)[,.]?\s+[^,]{{3,120}}?)(?:,\s*(?P<year>{YEAR}))?\.?"
    rf"(?:\s+\(?(?:advis[eo]rs?|supervisors?|directed by|under)\b.*)?$", re.I)


def _thesis_title_first(text: str):
    m = _THESIS_TITLE_FIRST.match(text)
    if not m or parse_authors(m.group("title").split(",")[0]):
        return None
    year = int(m.group("year")) if m.group("year") else None
    return _title(m.group("title")), (), m.group("venue").strip(" ,."), year


_LINK_ROW = re.compile(r"\s*\[\s*(?:[\w.\-]{1,12}\s*\|\s*)+[\w.\-]{1,12}\s*\]\s*$")


def _table_row(text: str) -> str:
    """A table row "2021 | Reference" or "Title | Authors | Venue | 2021" read as one reference."""
    if " | " not in text:
        return text
    text = _LINK_ROW.sub("", text)      # bibtex2html's "[ bib | DOI | .pdf ]" after the reference
    cells = [c.strip() for c in text.split(" | ") if c.strip()]
    kept = [c for c in cells if not re.fullmatch(rf"\(?(?:{YEAR}|\d{{1,3}})\)?\.?|\[?\w{{2,8}}\]?|\[\d{{1,4}}\]", c)]
    year = next((c for c in cells if re.fullmatch(rf"\(?{YEAR}\)?\.?", c)), None)
    text = ". ".join(c.rstrip(".") for c in kept)
    return f"{text}, {year.strip('().')}" if year and not years(text) else text


# "(with A. Doe and B. Roe)": a mathematician's or economist's co-authors; the owner is the other author.
_WITH = re.compile(r"\(\s*(?:joint(?:ly)?\s+)?with\s+([^()]{3,200})\)|[,.;]?\s*\b(?:joint(?:ly)? )?with\s+"
                   r"([A-Z][^()]{2,200}?)\.?$")


# "with A and B" after a quoted title or a comma, before the venue: economics and humanities CVs.
_WITH_INSIDE = re.compile(r"(?:(?<=[”\"])|,)\s*(?:(?:co-?)?ed(?:\.|ited)\s+|joint(?:ly)?\s+)?with\s+"
                          r"(?P<names>[A-Z](?:[^()\"”.,]|,(?!\s+(?:19|20)\d\d)|(?<=\b[A-Z])\.){2,300}?)\.\s+(?=[A-Z]|arXiv\b)")
_LEADING_WITH = re.compile(r"^[Ww]ith\s+(?P<names>[^.]{3,200}?)(?:,\s*\(?[Ee]ds?\.\)?|[.,:])\s+(?=[A-Z\"“])")


def split_partners(text: str) -> tuple[str, tuple[str, ...]]:
    """Return the reference without its "(with X and Y)" note, and X and Y."""
    if text[:5].lower() == "with ":             # Chicago CV: "With Jane Roe, eds. Title. Place: Press, 2018."
        m = _LEADING_WITH.match(text)
        names = parse_authors(m.group("names")) if m else ()
        if names:
            return text[m.end():], names
    if "with" not in text:
        return text, ()
    m = _WITH.search(text)
    names = parse_authors(m.group(1) or m.group(2)) if m else ()
    if not names:
        m = _WITH_INSIDE.search(text)                # '"Title," with A and B. Venue' / 'Title, ed. with A. Place'
        names = parse_authors(m.group("names")) if m else ()
        if not names:
            return text, ()
        return f"{text[:m.start()]}. {text[m.end():]}".strip(" ,"), names
    return (text[:m.start()] + text[m.end():]).strip(" ,"), names


_ARXIV_ID = re.compile(r"\barxiv(?::|\s+preprint\s+arxiv:)?\s*(\d{2})(?:0[1-9]|1[0-2])\.\d{4,5}|"
                       r"\b(?:arxiv:)?(?:[a-z]+(?:-[a-z]+)*(?:\.[A-Z]{2})?)/(\d{2})(?:0[1-9]|1[0-2])\d{3}\b", re.I)
# (before 2007, "cond-mat/0212233", "hep-th/9901001": the archive, then year, month and number)


def _arxiv_year(text: str) -> int | None:
    """The year an arXiv identifier (YYMM.NNNNN) was given: "arXiv:2305.01234" -> 2023."""
    m = _ARXIV_ID.search(text)
    if not m:
        return None
    yy = int(m.group(1) or m.group(2))
    return 1900 + yy if m.group(2) and yy >= 91 else 2000 + yy


# The end of a reference that names a journal by volume: physics (APS/AIP, Nature) and mathematics (AMS).
_VOLUME_TAIL = re.compile(
    rf"(?:^|,\s+)(?P<venue>[A-Z][^,()]{{0,120}}?(?:\s+\([A-Z][\w .]{{1,30}}\))?)(?:\s+\(\d{{1,2}}\))?\s+(?P<volume>\d{{1,4}})(?:"
    rf"\s*\((?P<year1>{YEAR})\)(?:,\s*no\.\s*\d+)?(?:,?\s*(?:pp?\.\s*)?#?[A-Z]?\d[\d\-–]*)?(?:,\s*\d{{1,4}}\s*pp\.?)?"   # Duke Math. J. 170 (2021), no. 6, 1-9; Nucl. Phys. B 512 (1998) 123; "#R88"; "106781, 38 pp."
    rf"|(?:\s*\(\d{{1,3}}\))?,\s*(?:pp?\.\s*)?[A-Za-z]?\d[\d\-–]*\s*\((?P<year2>{YEAR})\))"  # Phys. Rev. B 5, 214508 (2022)
    rf"\.?$")
# Chemistry (ACS, RSC, Wiley): "J. Am. Chem. Soc. 2019, 141, 1234-1240", "Chem. Sci., 2020, 11 (4), 455",
# "Angew. Chem., Int. Ed. 2021, 60, e202101234": the journal, then year, volume and pages between commas.
_ACS_TAIL = re.compile(
    rf"(?:^|,\s+)(?P<venue>[A-Z][^,()]{{0,120}}?(?:,\s+Int\.\s+Ed\.(?:\s+Engl\.)?)?),?\s+(?P<year3>{YEAR}),\s*"
    rf"\d{{1,4}}(?:\s*\(\d{{1,3}}\))?,\s*(?:pp?\.\s*)?[A-Za-z]?\d{{1,9}}(?:\s*[-–]\s*[A-Za-z]?\d{{1,9}})?\.?$")
# "A. Doe and B. Roe, Title, submitted.": a paper not yet out, in a mathematician's list
_STATUS_ENDS = ("submitted", "in preparation", "preprint", "under review")
# a reference's state after its last field, with where: ", submitted to J. Phys. A.", ", accepted in X"
_STATE_TAIL = re.compile(r",\s*(?:submitted|accepted|to appear|in press|under review)\b[^,]*$", re.I)
_STATUS_TAIL = re.compile(r",\s+(?:submitted|in preparation|preprint|under review)\.?$", re.I)
# "..., Title, Nature Physics, in press (2025).": the journal that took it, not yet out
_PRESS_TAIL = re.compile(rf",\s+(?P<venue>[A-Z][^,()]{{2,80}}),\s+(?:in press|to appear|accepted|forthcoming)"
                         rf"(?:\s*\((?P<year8>{YEAR})\))?\.?$", re.I)
_ARXIV_TAIL = re.compile(r"(?:^|,\s+)(?:(?:preprint|e-?print)[,.]?\s+)?arxiv:\s*\d{4}\.\d{4,5}(?:v\d+)?"
                         rf"(?:\s*\[[\w.\-]+\])?(?:\s*\((?P<year6>{YEAR})\))?"
                         r"(?:,\s+(?:submitted|in preparation|under review)(?:\s+to\s+[^,()]{2,80})?)?\.?$", re.I)
# Old arXiv numbers ("cond-mat/0611023 (2006)", "hep-th/9901001"): the archive is the venue
_OLD_ARXIV_TAIL = re.compile(rf"(?:^|,\s+)(?:arxiv:\s*)?(?P<archive>[a-z]{{2,8}}(?:-[a-z]{{2,5}})?)(?:\.[A-Z]{{2}})?/\d{{7}}(?:v\d+)?"
                             rf"(?:\s*\((?P<year4>{YEAR})\))?\.?$", re.I)
# A chapter or lecture notes: "Title, in Lecture Notes of X, Vol. 81 (Publisher, Town, 2005), pp. 101-160"
_IN_BOOK_TAIL = re.compile(rf",\s+in\s+(?P<book>[A-Z][^()]{{2,150}}?)(?:,\s*(?:Vol\.|vol\.|Volume)\s*\d{{1,4}})?"
                           rf"(?:,\s*eds?\.\s+[^()]{{2,80}}?)?"       # ", ed. S. Roe": the editors
                           rf"\s*\([^()]{{0,80}}?(?P<year5>{YEAR})\)(?:,\s*(?:pp?\.\s*)?\d[\d\-–]*)?\.?$")
# An arXiv number after a journal reference: "JHEP 05 (2003) 012 [hep-lat/0304001]", "[arXiv:2101.01234]"
_ARXIV_BRACKET = re.compile(r"\s*\[(?:arxiv:\s*)?(?:[a-z\-]{2,12}(?:\.[A-Z]{2})?/\d{7}|\d{4}\.\d{4,5})(?:v\d+)?\]\.?$", re.I)
_ARXIV_AFTER = re.compile(r",\s*arxiv:\s*\d{4}\.\d{4,5}(?:v\d+)?(?:\s*\[[\w.\-]+\])?\.?$", re.I)
_VENUE_WORD = re.compile(r"[A-ZÀ-ÖØ-Þ][\w.'’\-]*:?|&|of|and|the|in|on|for|de|der|für|di|la|\(\w+\)|[A-Z]\.?:?")
# A journal cited by year and article number alone: "J. Stat. Mech. (2017) 083104"
_YEAR_PAGE_TAIL = re.compile(rf"(?:^|,\s+)(?P<venue>[A-Z][^,()]{{0,80}}?)\s+\((?P<year7>{YEAR})\)\s+[A-Z]?\d{{3,7}}\.?$")


# What a list adds after a reference's end: its arXiv number after a full stop, a note in brackets, its status
# ("arXiv:2409.01234 (2024) — under review at PRX Quantum")
_NOTE_AFTER_REFERENCE = re.compile(r"(?:(?<=\))\.?\s*\((?![^()]*\d{4})[^()]{3,80}\)|(?<=\))\.\s+arXiv:\s?\d{4}\.\d{4,5}(?:v\d+)?|"
                                   r"(?<=\))\s+[—–]\s+(?:under review|submitted|accepted|to appear|in press)\b[^()]{0,80})\.?$",
                                   re.I)


def _comma_separated(text: str):
    """"A. Doe, B. Roe, Title, Phys. Rev. B 5, 214508 (2022)" and "Title, Duke Math. J. 170 (2021), 1-9".

    Authors are the leading chunks that are names; the title is what lies between them and the journal.
    Physics lists often give no title at all: that is ``_NO_TITLE``.
    """
    if "," not in text:
        return None
    if (text[-1:] in ".)" or "arXiv:" in text[-30:]) and (note := _NOTE_AFTER_REFERENCE.search(text)):
        text = text[:note.start()].rstrip(" .") + "."   # "..., Phys. Rev. A 105, 033312 (2022). (from my M.Sc. thesis)"
    if text.endswith(("]", "].")) and _ARXIV_BRACKET.search(text):
        text = _ARXIV_BRACKET.sub("", text)
    if "arxiv" in text[-40:].lower() and (bare := _ARXIV_AFTER.sub("", text)) != text and \
            (_VOLUME_TAIL.search(bare) or _YEAR_PAGE_TAIL.search(bare)):
        text = bare         # "Phys. Rev. Lett. 132, 110402 (2024), arXiv:2306.14471": the journal's reference
    tail = _VOLUME_TAIL.search(text) or _YEAR_PAGE_TAIL.search(text) or _ARXIV_TAIL.search(text) or _ACS_TAIL.search(text) or \
        (_STATUS_TAIL.search(text) if text.rstrip(". ").lower().endswith(_STATUS_ENDS) else None) or \
        ("/" in text[-30:] and _OLD_ARXIV_TAIL.search(text)) or (", in " in text and _IN_BOOK_TAIL.search(text)) or \
        _PRESS_TAIL.search(text)
    if not tail:
        return None
    groups = tail.groupdict()
    venue = groups.get("venue") or groups.get("book") or groups.get("archive") or (None if tail.re is _STATUS_TAIL else "arXiv")
    head = text[:tail.start()]
    if "year3" in groups and ";" in head:
        return _semicolon_chemistry(head, venue)
    if "venue" in groups and not all(_VENUE_WORD.fullmatch(w) for w in venue.replace(",", "").split()):
        return None             # "Roe, J. Title of it. Nature 5": periods, not commas, end this title
    year = groups.get("year1") or groups.get("year2") or groups.get("year3") or groups.get("year4") or \
        groups.get("year5") or groups.get("year6") or groups.get("year7") or groups.get("year8")
    chunks = _comma_chunks(head)
    authors: list[str] = []
    style = _has_initial(chunks[0]) if chunks else False
    while chunks:
        if re.fullmatch(r"et al\.?", chunks[0]):
            chunks.pop(0)           # "J. Doe, A. Roe, et al., Title, ...": the list ends here
            break
        chunk, joined = re.subn(r"^(?:and|&)\s+", "", chunks[0])
        last = len(chunks) == 1
        names = parse_authors(chunk)
        if not names or not (joined or _has_initial(chunk) == style) or last and not (joined or _has_initial(chunk)):
            break
        authors += names
        chunks.pop(0)
    title = _title(", ".join(chunks))
    if not title:
        return _NO_TITLE
    if tail.re is _STATUS_TAIL and not authors:
        return None             # "cats, dogs and more, submitted.": no authors, no paper
    return title, tuple(authors), _venue(venue), int(year) if year else _arxiv_year(text)


_LAST_INVERTED = re.compile(r"^(?:and\s+|&\s+)?[^,;]{2,60},\s+(?:[A-Z]\.\s?-?\s?){1,4}")
_JOURNAL_WORD = re.compile(r"[A-Z][a-z]{0,11}\.|[A-Z][A-Za-z\-]+|[A-Z]{1,6}|&|of|and|the|de|für")


def _semicolon_chemistry(head: str, venue: str):
    """ "Doe, J. A.; Roe, B. Title. J. Am. Chem. Soc." before the year: the title is optional (``_NO_TITLE``).

    The comma before the year's tail cut the last author's surname from its initials, so the names are
    read again from the semicolons; what follows the last initials is the title (if any) and the journal.
    """
    *names, last = (head + ", " + venue).split("; ")
    m = _LAST_INVERTED.match(last)
    authors = parse_authors("; ".join([*names, last[:m.end()].strip()])) if m else ()
    if not authors:
        return None
    rest = last[m.end():].strip()
    if _journal_only(rest):
        return _NO_TITLE                # ACS lists often leave the title out: no paper to record
    return None                         # "Title. Journal": ``_general`` splits it at its periods


def _journal_only(text: str) -> bool:
    """True for a journal's name, abbreviated or spelt out ("J. Am. Chem. Soc.", "Green Chem.", "Organometallics").

    Abbreviations have at most one word in full: "Aryl Halides. Org. Lett." is a title's end, then a journal.
    """
    words = text.replace(",", "").split()
    if not 0 < len(words) <= 8 or not all(_JOURNAL_WORD.fullmatch(w) for w in words):
        return False
    spelt = sum(1 for w in words if w[0].isupper() and not w.endswith(".") and not w.isupper())
    return spelt <= 1 or not any(w.endswith(".") for w in words[:-1])


def _comma_chunks(text: str) -> list[str]:
    return [c.strip() for c in text.strip(" ,.").split(", ") if c.strip()]


def _has_initial(text: str) -> bool:
    return bool(re.search(r"(?:^|\s)[^\W\d_a-z]\.|\b[A-Z]{1,2}$", text))      # "J. Doe", "Ö. Kaya", "Doe JA"


def _plausible(found: tuple) -> bool:
    title, authors, _, year = found
    words = title.split()
    # (no "A. Roe, N. Poe and M. Doe, Title" read as one title, its authors none)
    names = _INITIALS_LEAD.match(title) if not authors else None
    return 2 <= len(words) <= 60 and (year is None or 1950 <= year <= THIS_YEAR + 2) \
        and not re.match(r"^(?:in|and|the|of|with)\b", title) and not _LIST_POINTER.match(title) \
        and not (names and len(parse_authors(names.group(0))) >= 2)


_INITIALS_LEAD = re.compile(r"^(?:(?:[A-Z]\.\s?-?){1,3}\s?[A-ZÀ-Þ][\w'’\-]+(?:,\s+|\s+and\s+)){1,8}(?:[A-Z]\.\s?-?){1,3}\s?"
                            r"[A-ZÀ-Þ][\w'’\-]+(?=,)")


# "Full list on Google Scholar", "See my Google Scholar profile for the full list": a pointer to a list, no title
_LIST_POINTER = re.compile(r"^(?:(?:a|the|my)\s+)?(?:full|complete)\s+(?:publication\s+)?list\b|^(?:see|for)\s+(?:the\s+|my\s+)?"
                           r"(?:full|complete|google scholar|dblp|orcid)|^(?:more|all)\s+(?:publications|papers)\s+(?:on|at|in)\b", re.I)


def _leading_year(text: str):
    m = _LEADING_YEAR.match(text)
    if m:
        return _title(m.group("title")), (), _venue(m.group("venue")), int(m.group("year"))
    return None


# Astronomy (AAS/ADS lists): 'Doe, J., & Roe, A. 2021, ApJ, 910, 12 "Title" [2021ApJ...910...12D]': authors, year,
# journal, volume and page, then the title in quotes, then ADS's bibcode.
_QUOTED_LAST = re.compile(rf"^(?P<authors>[^\"“”]{{3,600}}?),?\s+(?P<year>{YEAR})[a-z]?,\s+(?P<rest>[^\"“”]{{2,300}}?)[.,]?\s+"
                          rf"[\"“](?P<title>[^\"“”]{{8,400}})[\"”]\.?$")
_BIBCODE = re.compile(r"[.,]?\s*\[\d{4}[A-Za-z&][\w.&]{13}[A-Z.]\]\.?$")


def _quoted_last(text: str):
    if not text.endswith(("\"", "”", "\".", "”.")):
        return None
    m = _QUOTED_LAST.match(text)
    authors = parse_authors(m.group("authors")) if m else ()
    if not authors:
        return None
    venue, _ = _venue_year(m.group("rest"))
    return _title(m.group("title")), authors, venue, int(m.group("year"))


_ENDS_WITH_INITIAL = re.compile(r"(?:^|[\s.])[A-Z]$")


def _quoted(text: str):
    m = _QUOTED.match(text) if any(q in text for q in "\"“”'‘") else None
    if not m:
        return None
    # Chicago and Harvard put the year between the authors and the quoted title: 'Doe, Jane. 2019. "Title."'
    head = _YEAR_AFTER_AUTHORS.search(m.group("authors"))
    names = m.group("authors")[:head.start()] if head else m.group("authors")
    if not head and text[m.end("authors"):m.end("authors") + 1] == "." and _ENDS_WITH_INITIAL.search(names):
        names += "."                    # MLA 'Doe, Jane O. "Title."': the period is the initial's

    names = re.sub(r"^\[\d+\]\s*", "", names)
    authors = parse_authors(names)
    if names.strip() and not authors and not _COLLAB.fullmatch(names.strip(" ,.")):
        return None
    venue, year = _venue_year(m.group("rest"))
    return _title(m.group("title")), authors, venue, year or (int(head.group(1)) if head else None)


def _authors_year_title(pattern: re.Pattern, venue_end: str, text: str, m: re.Match | None = None):
    """Parse a style whose pattern names authors, year, title and the rest (venue, volume, pages);
    ``m``, when given, is the pattern's match on the text."""
    m = m or pattern.match(text)
    authors = parse_authors(m.group("authors")) if m else ()
    if not authors:
        return None
    title, rest = m.group("title"), m.group("rest")
    if title.endswith(("?", "!")) and (subtitle := _SUBTITLE.match(rest)) and \
            not re.search(venue_end, subtitle.group(1)) and re.search(venue_end, rest[subtitle.end():]):
        # "When do signals fail? A stage-structured view. J Anim Ecol, 85, 1-9": a question, then its subtitle
        title, rest = f"{title} {subtitle.group(1)}", rest[subtitle.end():]
    venue = re.split(venue_end, rest)[0]
    year = years(m.group("year"))       # "(2022, April)", "(in press)": a year and a month, or none yet
    return _title(title), authors, _venue(venue), year[0] if year else None


_SUBTITLE = re.compile(r"([A-Z][^.?!]{3,120}?)\.\s+(?=[A-Z])")


def _apa(text: str):
    """APA: "Author, A., & Author, B. (2020). Title. Venue, 12(3), 1-10." (or "(in press)" for the year)"""
    if "(" not in text:
        return None             # both patterns need the year's parenthesis
    if text.endswith((")", ").")) and mentions(text.lower(), ("dissertation", "thesis")):
        m = _APA_THESIS.match(text)
        authors = parse_authors(m.group("authors")) if m else ()
        if authors:
            return _title(m.group("title")), authors, m.group("venue").strip(), int(m.group("year"))
    unpublished = False
    before_note = None
    if "[" in text:         # "Title [Manuscript submitted for publication]. Dept.": APA's description of the work
        note = _APA_NOTE.search(text)
        unpublished = bool(note and re.search(r"manuscript|unpublished|submitted|preparation", note.group(0), re.I))
        before_note, after_note = (text[:note.start()], text[note.end():]) if note else (None, "")
        text = _APA_NOTE.sub(".", text)
    if unpublished:
        found = _authors_year_title(_APA, r",\s*\d|\s+\d+\s*[,(:]", text)
        return (*found[:2], None, found[3]) if found else None      # what follows is the author's department
    if before_note and (found := _authors_year_title(_APA, r",\s*\d|\s+\d+\s*[,(:]", text)) \
            and found[0][-1:] in "?!" and (at := before_note.find(found[0])) > 0:
        # "Is there a bilingual advantage? Evidence from X [Keynote address].": the note ends the title, question
        # and all
        return _title(before_note[at:]), found[1], _venue(re.split(r",\s*\d|\s+\d+\s*[,(:]", after_note)[0]), found[3]
    m = _APA.match(text)
    if m and not m.group("year")[:1].isdigit():
        authors = parse_authors(m.group("authors"))
        if not authors:
            return None
        venue = re.split(r",\s*\d|\s+\d+\s*[,(:]|\.\s+https?://", m.group("rest"))[0]
        return _title(m.group("title")), authors, _venue(venue), None
    return _authors_year_title(_APA, r",\s*\d|\s+\d+\s*[,(:]", text, m) if m else None


_APA_NOTE = re.compile(r"\s*\[[^\[\]]{3,80}\]\s*\.")


def _author_year(text: str):
    """ACM style: "Liu, J. A., and Koller, D. 2012. Title. Venue 13, 1-40." """
    return _authors_year_title(_AUTHOR_YEAR, r",\s*(?:\d|pp?\.|vol)|\s+\d+\s*(?:,|\(|$)", text)


# A mathematician's reference (AMS): "B. de la Fuente Ibarra, M. Lefèvre-Tshibanda, Rigidity of minimizing biharmonic
# cones. J. Reine Angew. Math. 801 (2023), 145–189.": initialled names, a comma, the title, a full stop, the journal
# with its volume and (year), or an arXiv number
_AMS_NAME = (rf"(?:[A-ZÀ-Þ]\.(?:\s?-?[A-ZÀ-Þ]\.){{0,2}})\s?(?:(?:{SURNAME_PARTICLE}|el)\s+){{0,3}}"
             r"[A-ZÀ-Þ][\w'’\-]+(?:\s+[A-ZÀ-Þ][\w'’\-]+)?")
_AMS = re.compile(rf"^(?P<authors>{_AMS_NAME}(?:,\s+{_AMS_NAME}){{0,11}}(?:,?\s+and\s+{_AMS_NAME})?),\s+(?=[A-Z0-9])")
_AMS_VENUE = re.compile(rf"(?P<venue>(?:to appear in\s+)?[A-Z][^(),]{{1,120}}?)\s+(?:\d+\s+)?(?:no\.\s*\d+\s+)?"
                        rf"\((?P<year>{YEAR})\)|arXiv\b")
_AMS_BREAK = re.compile(r"[.,]\s+")


def _ams(text: str):
    """AMS style: "A. Roe, B. de la Cruz, Title. J. Reine Angew. Math. 801 (2023), 145–189.", "K. Vogt and A. Roe,
    Title, Duke Math. J. 110 (2001), no. 2, 301-340." (or "... Title. arXiv:2404.01963 [math.AP].")"""
    m = _AMS.match(text)
    if not m:
        return None
    after = text[m.end():]
    for cut in itertools.islice(_AMS_BREAK.finditer(after), 12):
        title = after[:cut.start()].strip()
        if len(title) >= 8 and (v := _AMS_VENUE.match(after, cut.end())) and \
                (v.group("year") or not re.search(r"\((?:[^()]*\s)?(?:19|20)\d\d\)", title)):     # (not "Title, J, in press (2025). arXiv")
            venue, year = (v.group("venue").strip().rstrip("."), int(v.group("year"))) if v.group("year") else ("arXiv", None)
            authors = tuple(a.strip() for a in re.split(r",\s+(?:and\s+)?|\s+and\s+", m.group("authors")) if a.strip())
            return title, authors, venue, year
        if cut.group(0)[0] == ".":
            return None         # (a title runs to its full stop at the latest)
    return None


def _vancouver(text: str):
    """"Surname AB, Surname C, et al., 2016, Title, Venue, Pages" """
    return _authors_year_title(_VANCOUVER, r",\s*(?:\d|pp?\.|vol)", text)


def _general(text: str):
    """Authors (before the title, or right after it), title, then venue and year, in any punctuation.

    "A, B: Title. OSDI 2020: 1-10" (DBLP), "Doe J, Roe J. Title. Nat Methods. 2021;18:1-9" (Medline),
    "Doe, J., Roe, J.: Title. In: ICLR (2021)" (LNCS), "Title. J. Doe, J. Roe. ICLR 2021."
    """
    authors, rest = _author_prefix(text)
    parts = _split_periods(rest)
    if len(parts) < 2:
        return None
    if len(authors) == 1 and (len(parse_authors(parts[0])) > 1 or len(parse_authors(parts[1])) > 1):
        # "Hive Minds. Jane Doe, Ann Lee. Venue", "Prosody Tokens: Rhythm and Pitch. A, B, C. Venue": a title's
        # first two words looked like a name
        authors, parts = (), _split_periods(text)
    title, tail = parts[0], parts[1:]
    if not authors:
        authors = parse_authors(tail[0])
        if authors:
            tail = tail[1:]
            if not tail:
                return None
    venue, year = _venue_year(". ".join(tail))
    if year is None and not authors:
        return None
    return _title(title), authors, venue, year


_VANCOUVER_NAME = re.compile(rf"(?:[\w'’\-]+ ){{1,3}}[{UPPER}](?:-?[{UPPER}]){{0,2}}")     # ("Hägg L-E": Lars-Erik)


def _author_prefix(text: str) -> tuple[tuple[str, ...], str]:
    """Split "A, B and C: rest" / "A, B. rest" / "A and B (2021) rest" into the author list and the rest."""
    best: tuple[tuple[str, ...], str] = ((), text)
    # names end at the first sentence's end ("A, B and Kwame Doe. Tidepool: X"), not at a later colon
    sentence_end = re.search(r"[a-z]{2}\.\s+[A-Z]", text)
    for m in re.finditer(rf"(?:\.|:)\s+|\s+\((?={YEAR}\))", text):
        if m.start() > 600 or sentence_end and m.start() > sentence_end.start() + 3:
            break
        # "Doe, J. & Roe, H. Title": the period after the last initial belongs to the names
        authors = parse_authors(text[:m.start()]) or text[m.start()] == "." and parse_authors(text[:m.start() + 1])
        if authors and len(authors) > 1 and all(_VANCOUVER_NAME.fullmatch(a) for a in authors[:-1]) \
                and not _VANCOUVER_NAME.fullmatch(authors[-1]):
            continue        # "Roe T, Haddad L. CellMapR: ...": the last of a Vancouver list is one too
        if authors:         # the longest prefix that is all names: "Peter R" is not the end of "Peter R. Pietzuch"
            best = authors, re.sub(rf"^{YEAR}[a-z]?\)\.?\s*", "", text[m.end():])
    return best


def _title_first(text: str):
    text = _drop_trailing(text).strip()
    found = list(re.finditer(rf"{YEAR}|[’'‘]\s?\d{{2}}\b", text))
    if not found:
        return None
    last = found[-1]
    before = text[:last.start()].rstrip(" ,.(")
    cut = max(before.rfind(". "), before.rfind(", "), before.rfind("., "))
    if cut < 0:
        return None
    venue = before[cut + 2:].strip(" ,.")
    title = before[:cut].strip(" ,.")
    found_years = years(text[last.start():])
    if not venue or len(venue.split()) > 10 or not re.search(r"[A-Z]", venue) or not found_years:
        return None             # (a "’24" that is no year, say of a page range, leaves none)
    return _title(title), (), _venue(venue), found_years[0]


# Law reviews (Bluebook): "Title, 98 N.Y.U. L. Rev. 1211 (2023)"; a chapter: "Title, in Book 88 (A & B eds., 2022)".
_BLUEBOOK = re.compile(rf"^(?P<title>[^,]{{6,300}}?(?:,[^,]{{2,300}}?)?),\s+(?P<volume>\d{{1,4}})\s+"
                       rf"(?P<venue>[A-Z][^()\d]{{1,80}}?)\s+\d{{1,5}}(?:,\s*\d{{1,5}})?\s+\((?P<year>{YEAR})\)\.?$")
_BLUEBOOK_CHAPTER = re.compile(rf"^(?P<title>[^,]{{6,300}}?),\s+in\s+(?P<venue>[A-Z][^()]{{3,200}}?)\s+\d{{1,5}}\s+"
                               rf"\((?:[^()]{{3,200}}?\beds?\.,\s*)?(?P<year>{YEAR})\)\.?$")


def _bluebook(text: str):
    text = text.rstrip(" .")
    if not text.endswith(")"):
        return None
    m = _BLUEBOOK.match(text) or _BLUEBOOK_CHAPTER.match(text)
    if not m:
        return None
    authors, title = _names_first(m.group("title"))
    return _title(title), authors, _venue(m.group("venue")), int(m.group("year"))


def _names_first(title: str) -> tuple[tuple[str, ...], str]:
    """A law review's authors before the title, set off by a comma ("A & B, eds, Title"): the names and the title.

    >>> _names_first("Ann Roe & Ben Poe, eds, Water Law: Perspectives")
    (('Ann Roe', 'Ben Poe'), 'Water Law: Perspectives')
    """
    head, comma, rest = title.partition(", ")
    names = parse_authors(head.replace(" & ", ", ")) if comma and len(head) < 120 else ()
    if not names or not all(" " in n for n in names) or not rest.strip():
        return (), title
    return names, re.sub(r"^eds?\.?,\s*", "", rest)


# A book on a CV: "Title: Subtitle (Cambridge University Press, 2021)", "Title (Oxford: Clarendon Press, 2019)".
_BOOK_PUBLISHER = re.compile(rf"^(?P<title>[^()]{{6,300}}?)\s+\((?:[A-Z][\w .'’\-]{{1,40}}:\s+)?"
                             rf"(?P<publisher>[A-Z][^():]{{2,120}}?),?\s+(?P<year>{YEAR})\)\.?$")
_PUBLISHER_WORDS = ("press", "verlag", "publish", "books", "editions", "éditions", "editore", "editorial",
                    "routledge", "springer", "wiley", "brill", "elsevier", "palgrave", "bloomsbury", "polity", "verso",
                    "sage", "norton", "penguin", "macmillan", "gruyter", "mohr", "nomos", "hart", "irwin", "lexis",
                    "carswell", "sweet", "thomson", "kluwer", "dalloz", "giuffrè", "suhrkamp", "anthem", "zed")


def _book_publisher(text: str):
    if not text.endswith((")", ").")) or not mentions(text.lower(), _PUBLISHER_WORDS):
        return None
    m = _BOOK_PUBLISHER.match(text)
    if not m or not mentions(m.group("publisher").lower(), _PUBLISHER_WORDS) or len(parse_authors(m.group("title"))) > 1:
        return None                     # "A and B (Brill, 2018)" names people, no title ("Harbour Courts" may be one)
    authors, title = _names_first(m.group("title"))      # ("Ann Roe, Title (Toronto: X Press, 2017)")
    return _title(title), authors, m.group("publisher").strip(), int(m.group("year"))


# A research portal (Pure): "Title. Doe, J., Roe, A. & Poe, B., Mar 2024, In: Journal. 95, 2, p. 410-425":
# the title, the authors, the date between commas, then the journal after "In:" or the publisher.
_PORTAL_DATE = re.compile(rf",\s+(?:\d{{1,2}}\s+)?(?:[A-Z][a-z]{{2,8}}\.?\s+)?(?P<year>{YEAR}),\s+")


def _portal(text: str):
    if "., " not in text[:400]:
        return None                                 # the inverted initials come first
    for m in _PORTAL_DATE.finditer(text):
        head, rest = text[:m.start()], text[m.end():]
        for cut in (i for i in range(len(head)) if head.startswith(". ", i)):
            authors = parse_authors(head[cut + 2:])
            if authors and len(head[:cut].split()) >= 2 and not parse_authors(head[:cut]):
                venue = re.split(r"\.\s+(?=\d)|\.\s*$|,\s*\d", re.sub(r"^In:\s*", "", rest))[0]
                return _title(head[:cut]), authors, _venue(venue), int(m.group("year"))
        return None
    return None


# "A. Doe, B. Roe and C. Poe: Title, Journal, Vol. 15, No. 2, pp. 1-9 (2020)": authors end at a colon, then commas.
_COLON_AUTHORS = re.compile(r"^(?P<authors>[^:\"“]{3,400}?):\s+(?P<title>(?:[^,\"“.]|\.(?!\s)){6,300}?),\s+(?:[Ii]n:?\s+)?(?P<rest>[A-Z].*)$")


def _colon_authors(text: str):
    m = _COLON_AUTHORS.match(text)
    if not m:
        return None
    authors = parse_authors(m.group("authors"))
    if not authors:
        return None
    venue, year = _venue_year(m.group("rest"))
    if year is None:
        return None
    if len(authors) == 1 and ". " in m.group("title"):
        after = _split_periods(m.group("title"))
        if len(after) > 1 and len(parse_authors(after[1])) >= 2:
            return None         # "Prosody Tokens: Rhythm and Pitch. A, B, C. Venue 2024": a subtitle, the authors after it
    return _title(m.group("title")), authors, venue, year


# A book's editors marked after their names: Italian "(a cura di)", English "(ed.)", German "(Hrsg.)", French "(éd.)"
_CURATORS = re.compile(r"\s*\((?:a cura di|ed\.|eds\.|hrsg\.|hg\.|dir\.|coord\.|org\.|éd\.|éds\.)\)", re.I)
_IN_BOOK_AFTER = re.compile(r",\s+in\s+(?!press\b|preparation\b|prep\b|review\b|print\b)", re.I)
_QUOTED_JOURNAL = re.compile(r",\s*“(?P<venue>[^”]{3,150})”(?P<rest>[^“”]*)$")
_PLACE_PRESS_YEAR = re.compile(rf",\s*(?P<place>[A-Z][^\d,;“”]{{1,30}}),\s*(?P<publisher>[^,\d“”]{{3,90}}),\s*(?P<year>{YEAR})[a-z]?"
                              r"(?:\s*\([^()]{1,80}\))?(?:,\s*pp?\.\s*[\d\-–]+)?\.?$")


def _humanities(text: str):
    """The humanities' commas (Italian, French, Spanish lists): authors with initials, then the title, then a book's
    place, publisher and year, a journal in guillemets (made curly quotes by ``parse_citation``) or a chapter's book.

    >>> _humanities("M. V. Roe, Le voci del coro, Pisa, Edizioni della Normale, 2013.")
    ('Le voci del coro', ('M. V. Roe',), 'Edizioni della Normale', 2013)
    >>> _humanities("A. Roe, B. Poe, Un papiro riletto, “Aegyptus” 97 (2017), pp. 33-51.")
    ('Un papiro riletto', ('A. Roe', 'B. Poe'), 'Aegyptus', 2017)
    """
    authors: list[str] = []
    rest = text
    while ", " in rest:
        chunk, tail = rest.split(", ", 1)
        bare = _CURATORS.sub("", chunk)
        names = parse_authors(bare) if _has_initial(bare) and len(bare) < 60 else ()
        if not names:
            break
        authors += names
        rest = tail
    if not authors or rest == text:
        return None
    if "”" in rest and (m := _QUOTED_JOURNAL.search(rest)):
        title, venue, year = rest[:m.start()], m.group("venue"), years(m.group("rest"))
    elif ", in " in rest and (chapter := _IN_BOOK_AFTER.search(rest)):
        title, book = rest[:chapter.start()], rest[chapter.end():]
        edited = _CURATORS.search(book)
        venue = (book[edited.end():] if edited else book).lstrip(" ,").split(", ")[0]
        year = years(book)
    elif m := _PLACE_PRESS_YEAR.search(rest):
        title, venue, year = rest[:m.start()], m.group("publisher"), (int(m.group("year")),)
    else:
        return None
    title = _title(title)
    if len(title.split()) < 2:
        return None
    return title, tuple(authors), venue.strip(" .") or None, year[-1] if year else None


_PARSERS = (_leading_year, _quoted_last, _quoted, _ams, _bluebook, _book_publisher, _portal, _apa, _author_year, _vancouver, _colon_authors,
            _humanities, _comma_separated, _general, _title_first)
_PARSERS_THESIS = (_leading_year, _quoted_last, _quoted, _ams, _bluebook, _book_publisher, _portal, _apa, _author_year, _vancouver, _colon_authors,
                   _humanities, _comma_separated, _general, _thesis_title_first, _title_first)


# The period comes first and the look-behinds include it: checking them only at periods,
# not at every character, is what makes this split cheap.
_ASKED = re.compile(r"[?!](?=\s+[A-Z0-9])")
_PERIOD = re.compile(r"\.(?<!\b[A-Z]\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bet al\.)(?<!\bProc\.)(?<!\bVol\.)(?<!\bpp\.)"
                     r"(?<!\bNo\.)(?<!\bvs\.)\s+(?=[A-Z0-9\"“(]|arxiv|in\b)", re.I)


def _split_periods(text: str) -> list[str]:
    """Split at ". " but not after an initial ("A. Author") or inside a title's "e.g."."""
    parts = [p.strip() for p in _PERIOD.split(text) if p.strip()]
    if "? " in text or "! " in text:
        # "When Do Models Translate Idioms? NAACL 2025": a title ending in "?" runs into a short venue and year;
        # "Is It Time? A Study of X" is one title (no year follows before the next period)
        for k, part in enumerate(parts):
            m = _ASKED.search(part)
            if m and len(part) - m.end() <= 80 and re.search(rf"\b{YEAR}\b", part[m.end():]):
                parts[k:k + 1] = [part[:m.end()].strip(), part[m.end():].strip()]
                break
    return parts


def _venue_year(rest: str) -> tuple[str | None, int | None]:
    if "   " in rest:          # a citation profile's columns: "Calphad 35 (4), 512-520      133    2011"
        rest = _CITES_COLUMN.sub("", rest)
    rest = _drop_trailing(rest.strip())
    found = years(rest)
    year = found[-1] if found else None
    venue = re.split(rf",?\s*(?:\(?{YEAR}\)?|[’'‘]\d{{2}})|,\s*(?:pp?\.|[Vv]ol\.?|v\.|[Nn]o\.|n\.|\d)|\s+\d+\s*[,(:]",
                     rest)[0]
    if venue.count("(") > venue.count(")"):     # "Conference (PASC '22)": the bracket the year's cut left open
        venue = venue[:venue.rindex("(")]
    return _venue(venue), year


# A chapter's editors before the book: "In: Doe, J., Roe, J. (eds.) Handbook of X" -> "Handbook of X".
_IN_BOOK = re.compile(r"^[^()]{1,200}?\((?:eds?|editors?|hrsg|hg|[ée]ds?|dir|coord|a cura di|coords?)\.?\)[.,:]?\s+",
                      re.I)
# After a chapter's book: its pages and publisher, "Book (pp. 55-78). Paris : Dunod" -> "Book".
_BOOK_TAIL = re.compile(r"\s*\((?:pp?\.|S\.)\s*\d[^)]*\).*$")
# A book's place of publication: "Oxford: Clarendon Press" -> "Clarendon Press".
_PLACE_PUBLISHER = re.compile(r"^[A-Z][^\W\d_A-Z]+(?:[ -][A-Z][^\W\d_A-Z]+)?(?:,\s*[A-Z]{2})?:\s+(?=[A-Z])")   # "Tromsø: X"


_PUBLISHER_WORD = re.compile(r"\b(?:Press|Publish\w*|Verlag|Books|[EÉ]ditions?|Editorial|Forlag|Förlag|Forlaget|Wiley|"
                             r"Springer|Elsevier|Routledge|Academic|Universit\w*|Gruyter|Brill|Palgrave|Sage|Macmillan)\b")
_YEAR_TAIL = re.compile(rf"[\s,'’]*(?:{YEAR}|(?<=[’'])\d{{2}})?\s*[.,;]*$")


_IN_PREFIX = re.compile(r"^(?:in:?|published in|appeared in|to appear in)\s+", re.I)
_EDITED_BY = re.compile(r",?\s+(?:edited|ed\.|eds\.)\s+by\b.*$")
_ARXIV_VENUE = re.compile(r"^arxiv preprint(?: arxiv:\s*[\d.v]+)?|^arxiv:\s*[\d.v]+|^corr\s+abs/[\d.]+", re.I)
_PROCEEDINGS = re.compile(r"^(?:proc\.|proceedings)\s+(?:of\s+)?(?:the\s+)?", re.I)
_PUBLISHER_TAIL = re.compile(r"\.\s+(?:ACM|IEEE|Springer|Elsevier|USENIX Association|PMLR|AAAI Press|MIT Press)\b.*$")


# What follows a thesis in a group's list of its theses is news of its author, no venue: "Now at X.", "Co-advised by Y."
_NEWS_OF_AUTHOR = re.compile(r"^(?:now|currently|later|then|co-?(?:advised|supervised)|(?:supervised|advised|directed) by|"
                             r"joint(?:ly)? (?:with|supervised))\b", re.I)


def _venue(text: str | None) -> str | None:
    if not text or _NEWS_OF_AUTHOR.match(text.lstrip()):
        return None
    venue = _IN_PREFIX.sub("", text.strip())
    venue = _IN_BOOK.sub("", venue)
    if "(p" in venue or "(S." in venue:
        venue = _BOOK_TAIL.sub("", venue)
    if venue[:3].lower() in ("ed.", "eds", "edi"):
        venue = _book_after_editors(venue)
    venue = _EDITED_BY.sub("", venue)
    place = _PLACE_PUBLISHER.match(venue)
    if place and (is_location(place.group(0).rstrip(": ")) or _PUBLISHER_WORD.search(venue[place.end():])):
        venue = venue[place.end():]     # "Tromsø: Septentrio Academic Publishing" (not "Bilingualism: Language and ...")
    venue = _ARXIV_VENUE.sub("arXiv", venue)
    venue = _PROCEEDINGS.sub("", venue)
    venue = _PUBLISHER_TAIL.sub("", venue)
    end = venue[-1:]
    if end.isdigit() or end.isspace() or end in ",'’.;":     # the pattern, all optional, ends nothing else
        venue = _YEAR_TAIL.sub("", venue)
    venue = venue.strip(" ,.;:’'")   # "SIGMOD ’22"
    if ", " in venue and not _THESIS_WORDS.search(venue):
        venue = _without_place(venue)              # "Congrès de la SFP, Lyon, France" -> "Congrès de la SFP"
    return venue or None


_EDITORS_FIRST = re.compile(r"^(?:eds?\.|editors?:?|edited by)\s+", re.I)
# A book's place and publisher after its title: "Book Title. Turnhout: Brepols" / "Book. New York, NY: Wiley".
_THEN_PLACE = re.compile(r"\.\s+[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?(?:,\s*[A-Z]{2})?:\s+[A-Z].*$")


def _book_after_editors(venue: str) -> str:
    """"Eds. A and B, Book Title. Place: Publisher" (a chapter's book, editors first) -> "Book Title"."""
    m = _EDITORS_FIRST.match(venue)
    if not m:
        return venue
    rest = venue[m.end():]
    cuts = [i for i in range(len(rest)) if rest.startswith(", ", i)]
    for cut in reversed(cuts):
        if parse_authors(rest[:cut]):
            return _THEN_PLACE.sub("", rest[cut + 2:]).strip(" ,.")
    return venue


def _title(text: str) -> str:
    title = text.strip().strip("\"“”'‘’").strip()
    if title.count("(") > title.count(")") and title.rfind("(") > 20:
        title = title[:title.rfind("(")]      # "Final report (NSF Award No": a note cut at its abbreviation's period
    return re.sub(r"[.,;]+$", "", title).strip()


def _venue_line_entries(section: Section) -> Iterator[Claim]:
    """Author-cluster pages: venue line, title line, one author per bullet, then the abstract."""
    for group in _split_on_venue_lines(section.lines):
        head = _venue_line(group[0].text.strip())
        rest = [ln for ln in group[1:] if ln.text.strip()]
        if not head or not rest:
            continue
        title_line = rest[0]
        authors = tuple(strip_bullet(ln.text) for ln in rest[1:] if is_bullet(ln.text) and clean_name(strip_bullet(ln.text)))
        abstract = " ".join(ln.text for ln in rest[1:] if not is_bullet(ln.text))
        venue = re.sub(r"\s+(?:Conference|Journal|Workshop|Symposium)$", "", head.group("venue"))
        title = _title(title_line.text)
        evidence = Evidence(section.path, title_line.number, f"{group[0].text.strip()} / {title}")
        yield Publication(evidence, title, authors, int(head.group("year")), venue, kind=head.group("kind"))
        yield from _abstract_software(section.path, title_line.number, abstract, title, authors)


def _split_on_venue_lines(lines: tuple[Line, ...]) -> list[list[Line]]:
    out: list[list[Line]] = []
    for line in lines:
        if _venue_line(line.text.strip()):
            out.append([line])
        elif out:
            out[-1].append(line)
    return out


def _abstract_software(path: str, line: int, abstract: str, title: str, authors: tuple[str, ...]) -> Iterator[Claim]:
    """A repository link in a paper's abstract: the paper presents that software, its authors build it."""
    text = mend_urls(abstract)
    for sentence in sentences(text):
        for url in URL.findall(sentence):
            found = software_from_url(url, sentence, title)
            if found:
                name, repo = found
                yield Software(Evidence(path, line, sentence.strip()[:300]), name, None, repo, authors, title)



# A work named under a label in a page's prose, outside any list of works: "Recent highlight: A, B, “Title”, Journal
# 2024, 7, 512.", "Key publication: ..."
# (not a card's "Publications: “T” (with X), Venue, 2023", read with its card)
_WORK_LABEL = re.compile(r"^\W*(?:(?:(?:recent|latest|selected|featured|key|representative)\s+)?highlights?|"
                         r"(?:recent|latest|selected|featured|key|representative)\s+(?:paper|publication|article)s?)"
                         r"\s*:\s*(?P<cite>\S.{30,600})$", re.I)


def labelled_works(path: str, lines: tuple[Line, ...]) -> list[Claim]:
    """The works a page names under a label line by line ("Recent highlight: A, B, “Title”, Nat. Catal. 2024").

    >>> [w.title for w in labelled_works("x", (Line(3, "Recent highlight: J. Roe, A. Li, “Local pH mapping reveals the "
    ...                                                 "origin of selectivity”, Nat. Catal. 2024, 7, 512–521."),))]
    ['Local pH mapping reveals the origin of selectivity']
    """
    found: list[Claim] = []
    for line in lines:
        m = _WORK_LABEL.match(line.text.strip()) if ":" in line.text[:40] else None
        pub = parse_citation(m.group("cite")) if m else None
        if pub and pub[1] and len(pub[0].split()) >= 3:
            title, authors, venue, year = pub
            found.append(Publication(Evidence(path, line.number, line.text.strip()[:500]), title, authors, year, venue))
    return found


# A story's paper told in prose: "Her most recent paper, “Title,” written with A and B, appeared in the Journal of X in
# 2023", "His NeurIPS 2023 paper, “Title,” was selected for an oral", "Her paper with Ellsworth, “Title,” appeared in
# Nature Geoscience (2022)": the person the story is about (its "her") an author
_PROSE_PAPER = re.compile(r"\b(?:[Hh]is|[Hh]er|[Tt]heir)\s+(?:(?:most\s+)?(?:recent|latest|new|first|best-known|award-winning)\s+)?"
                          r"(?:(?:(?P<pvenue>[A-Z][\w\-]+)\s+)?(?P<pyear>(?:19|20)\d\d)\s+)?"
                          r"(?:paper|article|study|preprint|review)(?:\s+with\s+(?P<with>[^,“”\"]{3,80}?))?,?\s+[“\"]"
                          r"(?P<title>[^”\"]{15,300}?)[,.]?[”\"],?(?P<rest>[^”\"]{0,300})")
# "the review he wrote with A, “Title” (Chem. Rev. 1986)": the same, the story's person the subject of its verb
_PROSE_WROTE = re.compile(r"\b(?:[Tt]he|[Aa])\s+(?:paper|review|article|monograph|book)\s+(?:he|she|they)\s+"
                          r"(?:wrote|published|co-?authored)(?:\s+with\s+(?P<with>[^,“”\"]{3,80}?))?,?\s+[“\"]"
                          r"(?P<title>[^”\"]{15,300}?)[,.]?[”\"],?(?P<rest>[^”\"]{0,300})")
_PROSE_VENUE = re.compile(r"\b(?:appeared|appears|was\s+published|published|is\s+forthcoming|forthcoming|is\s+out)\s+in\s+"
                          r"(?:the\s+)?(?P<venue>[A-Z][\w&:\-]*(?:\s+(?:[A-Z][\w&:\-]*|of|and|the|for|on|&))*)")
_PROSE_WITH = re.compile(r"\b(?:written|co-?authored|together)\s+with\s+(?P<with>.+?),?\s+(?:appeared|appears|was|is|published)\b")
_PROSE_ROLE = re.compile(r"\b(?:[A-Z][\w\-]*\s+)?(?:graduate|doctoral|PhD|undergraduate|postdoctoral)\s+(?:student|researcher|fellow)\s+"
                         r"|\b(?:colleague|collaborator|postdoc|advisor|mentor)s?\s+")


def prose_papers(path: str, lines: tuple[Line, ...]) -> list[Claim]:
    """The papers a story names in its sentences, each with the story's person (the page's owner, or the person of
    the block it is in) and the co-authors it names (a surname alone as the line names them in full).

    >>> line = Line(4, "Ana Roe worked with Rodrigo Salvatierra Monge. Her most recent paper, “Photoredox coupling of "
    ...             "alkyl chlorides,” written with Salvatierra Monge and Caltech graduate student Wen-Jie Hsu, appeared "
    ...             "in the Journal of the American Chemical Society in 2023.")
    >>> [(p.title, p.authors[1:], p.venue, p.year) for p in prose_papers("x", (line,))]
    [('Photoredox coupling of alkyl chlorides', ('Rodrigo Salvatierra Monge', 'Wen-Jie Hsu'), 'Journal of the American Chemical Society', 2023)]
    """
    found: list[Claim] = []
    for line in lines:
        text = line.text
        if "“" not in text and '"' not in text or not ("aper" in text or "rticle" in text or "tudy" in text
                                                          or "reprint" in text or "eview" in text or "book" in text):
            continue
        for m in (*_PROSE_PAPER.finditer(text), *_PROSE_WROTE.finditer(text)):
            rest = re.split(r"(?<=[a-z)])\.\s", m.group("rest"), maxsplit=1)[0]
            venue = _PROSE_VENUE.search(rest)
            year = re.search(r"\bin\s+((?:19|20)\d\d)\b|\(((?:19|20)\d\d)\)", rest)
            co = _PROSE_WITH.search(rest)
            written = [w for w in (m.group("with"), co.group("with") if co else None) if w]
            noted = re.match(r"\s*\(([^()]{3,120})\)", m.group("rest"))
            bracket_venue = None
            for part in noted.group(1).split(",") if noted else ():
                # "(J. Am. Chem. Soc., with A)", "(Chem. Rev. 1986)": the venue, its year and co-authors in brackets
                part = part.strip()
                if part.startswith("with "):
                    written.append(part[5:])
                elif bracket_venue is None and re.match(r"[A-Z]", part):
                    bracket_venue = re.sub(r"\s*\b(?:19|20)\d\d$", "", part).strip() or None
                    year = year or re.search(r"\b((?:19|20)\d\d)$", part)
            authors: list[str] = [OWNER]
            for w in written:
                for part in re.split(r",\s*|\s+and\s+|\s*&\s*", _PROSE_ROLE.sub("", w)):
                    part = part.strip()
                    full = re.search(rf"\b((?:[A-Z][\w'’\-]+\s+){{1,2}}){re.escape(part)}\b", text) if part else None
                    name = clean_name(full.group(0)) if full and looks_like_name(clean_name(full.group(0))) else part
                    if name and looks_like_name(name) and name not in authors:
                        authors.append(name)
            venue_name = re.sub(r"\s+(?:of|and|the|for|on|&)$", "", venue.group("venue")) if venue else \
                bracket_venue or m.groupdict().get("pvenue")
            when = int(next(g for g in year.groups() if g)) if year else \
                int(m.group("pyear")) if m.groupdict().get("pyear") else None
            title = m.group("title").strip().rstrip(",.")
            found.append(Publication(Evidence(path, line.number, m.group(0)[:500]), title, tuple(authors), when, venue_name))
    return found
