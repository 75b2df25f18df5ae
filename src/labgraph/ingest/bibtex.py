"""BibTeX files -> Publication claims, one per entry, in the authors' order.

bibtexparser (v2) splits the file into entries and keeps each entry's line;
pylatexenc turns LaTeX into Unicode (``M{\\"u}ller`` -> ``Müller``). Names
are split before decoding, so a corporate author in braces
(``{Barnes and Noble}``) stays one name.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import bibtexparser
from bibtexparser import model as bibmodel
from bibtexparser.middlewares.names import (
    InvalidNameError,
    parse_single_name_into_parts,
    split_multiple_persons_names,
)
from pylatexenc.latex2text import LatexNodes2Text

from ..degrees import DEGREE_GRANTING, find_degree
from ..model import Award, Education, Evidence, Extraction, Publication, Software, Supervision
from ..names import clean_name, looks_like_name
from .text import read_decoded

__all__ = ["read_bibtex", "is_bibtex", "entries_in_text", "has_pasted_entries", "latex_to_text", "bibtex_names", "normalize_doi", "is_software_entry",
           "software_entry"]

# bibtexparser logs every broken block, and with no logging set up Python's
# last-resort handler prints that to stderr; we report them as warnings instead.
logging.getLogger("bibtexparser").addHandler(logging.NullHandler())

_LATEX = LatexNodes2Text(math_mode="text", strict_latex_spaces=True)
_HREF = re.compile(r"""<a\s[^>]*href\s*=\s*["']([^"']+)["']""", re.IGNORECASE)
_DOI = re.compile(r"\b(10\.\d{4,9}/\S+)")
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
_VENUE_FIELDS = ("journal", "journaltitle", "booktitle")
_ENTRY_START = re.compile(rb"^\s*@\s*[a-zA-Z]+\s*[{(]\s*[^\s,{}()]+\s*,", re.MULTILINE)


def is_bibtex(head: bytes) -> bool:
    """Tell whether the first bytes of a file hold a BibTeX entry (``@article{key,``)."""
    return _ENTRY_START.search(head) is not None


def read_bibtex(path: Path) -> Extraction:
    """Return one Publication claim per entry of a ``.bib`` file.

    Broken entries (unbalanced braces, a missing comma) are skipped with a
    warning that names their line; the other entries are kept.
    """
    text, warnings = read_decoded(path)
    library = bibtexparser.parse_string(text)
    warnings += tuple(_failed_block_warning(path, block) for block in library.failed_blocks)
    claims = []
    for entry in library.entries:
        if entry.entry_type.lower() in _NOT_PUBLICATIONS:
            continue                    # a patent is an invention, not a publication
        found = _entry_claims(path, entry)
        if not found:
            warnings += (f"{path}:{entry.start_line + 1}: entry {entry.key!r} has no title; skipped",)
        claims.extend(found)
    if not claims and not library.failed_blocks:
        warnings += (f"{path}: no BibTeX entries found",)
    return Extraction(path=str(path), claims=tuple(claims), warnings=warnings)


# An entry's first line in a page's text: "@article{koiv2024," (the types people paste; "@media {" and "@user" are not)
_PASTED_ENTRY = re.compile(r"^\s*@(?:article|inproceedings|incollection|inbook|book|misc|phdthesis|mastersthesis|"
                           r"techreport|unpublished|conference|proceedings|online|software|thesis|report)\s*\{\s*"
                           r"[^\s,{}]+\s*,", re.I)


def has_pasted_entries(text: str) -> bool:
    """Whether a page's text holds a BibTeX entry's first line (``entries_in_text`` reads them)."""
    return "@" in text and any(_PASTED_ENTRY.match(line) for line in text.split("\n") if "@" in line)


def entries_in_text(path: str | Path, lines: Sequence[tuple[int, str]]) -> tuple[list, set[int]]:
    r"""Return the claims of BibTeX entries pasted into a page ("Cite us: @article{...}") and the lines they fill.

    ``lines`` are (number, text) pairs; each entry runs from its "@type{key," line to the line that balances its
    braces, and is read as a ``.bib`` file's entry would be (evidence: the entry's first line).

    >>> claims, covered = entries_in_text("p.md", [(7, "@misc{a1,"), (8, " title = {Tide Graphs},"),
    ...     (9, " author = {K{\\~o}iv, Hanna and Lund, Kim}, year = {2024}}"), (10, "More text.")])
    >>> [(c.title, c.authors, c.year, c.evidence.line) for c in claims], sorted(covered)
    ([('Tide Graphs', ('Hanna Kõiv', 'Kim Lund'), 2024, 7)], [7, 8, 9])
    """
    claims: list = []
    covered: set[int] = set()
    i = 0
    while i < len(lines):
        if not _PASTED_ENTRY.match(lines[i][1]):
            i += 1
            continue
        depth, j = 0, i
        while j < len(lines) and j - i < 80:
            depth += lines[j][1].count("{") - lines[j][1].count("}")
            if depth <= 0:
                break
            j += 1
        block = lines[i:j + 1]
        library = bibtexparser.parse_string("\n".join(text for _, text in block))
        for entry in library.entries:
            if entry.entry_type.lower() in _NOT_PUBLICATIONS:
                continue
            number = block[min(entry.start_line, len(block) - 1)][0]
            for claim in _entry_claims(path, entry):
                claims.append(replace(claim, evidence=replace(claim.evidence, path=str(path), line=number)))
                covered.update(n for n, _ in block)
        i = j + 1
    return claims, covered


def _entry_claims(path: str | Path, entry: bibmodel.Entry) -> list:
    """An entry's work (a publication or a program; none without a title) and a thesis's degree."""
    claim = _software(path, entry) if is_software_entry(entry) else _publication(Path(path), entry)
    if claim is None:
        return []
    if entry.entry_type.lower() in _THESES and isinstance(claim, Publication):
        return [claim, *_thesis_degree(claim, entry), *_thesis_advisors(claim, entry)]
    if isinstance(claim, Publication):
        return [claim, *_paper_award(claim, entry), *_presented_software(claim, entry)]
    return [claim]


# a paper's prize in its entry's note: "Best Short Paper Award", "Outstanding Paper Award", "Best Student Paper"
_PAPER_AWARD = re.compile(r"\b(?:best|outstanding|distinguished|honou?rable\s+mention)\b(?:\s+[\w\-]+){0,3}?\s+"
                          r"(?:paper|poster|demo|demonstration|article|contribution)(?:\s+(?:award|prize))?\b", re.I)


def _paper_award(paper: Publication, entry: bibmodel.Entry) -> list[Award]:
    """The prize an entry's note says the paper won: each author's, in the paper's year."""
    fields = {f.key.lower(): str(f.value) for f in entry.fields}
    note = " ".join(latex_to_text(fields[k]) for k in ("note", "annote", "addendum") if fields.get(k))
    found = _PAPER_AWARD.search(note) if note else None
    if not found:
        return []
    evidence = Evidence(paper.evidence.path, paper.evidence.line, f"{entry.key}: {found.group(0)}")
    return [Award(evidence, author, found.group(0), paper.year) for author in paper.authors]


def _presented_software(paper: Publication, entry: bibmodel.Entry) -> list[Software]:
    """The program a paper presents: its title names it before a colon ("MorphKit: An Open-Source Toolkit for X")
    and its entry points to the program's code repository; its authors develop it."""
    repository = _code_host(entry)
    name, _, description = paper.title.partition(": ")
    if not repository or not description or len(name.split()) > 2 or not name[:1].isalnum():
        return []
    return [Software(Evidence(paper.evidence.path, paper.evidence.line, f"{entry.key}: {paper.title}"), name.strip(),
                     description.strip(), repository, paper.authors, paper=paper.title)]


# Who supervised a thesis, as its entry says: an "advisor" field, or a note "Promotor: Prof. dr. ir. A; co-promotor:
# dr. B", "Advisors: A and B", "Supervisor: Prof. Dr. C"
_ADVISED = re.compile(r"\b(?P<co>co-?)?(?:(?:advis[eo]rs?|supervisors?|promot[oe]rs?|directors?|tutors?)(?:\s*\(s\))?\s*:|"
                      r"(?:supervised|advised|directed)\s+by)\s*"
                      r"(?P<names>[^;:]+?)\s*(?=;|$|\.\s+(?-i:[A-Z][a-z]+\s+[a-z])|,?\s*(?:co-?)?(?:advis|supervis|promot|direct|tutor)\w*\s*:)",
                      re.I)       # (a sentence after the names ends them: "Advisor: dr. X. Carried out with Y")


def _thesis_advisors(thesis: Publication, entry: bibmodel.Entry) -> list[Supervision]:
    """A thesis's advisors (an "advisor" field, or named in its note): each supervised its one author, finished in
    the thesis's year, at the thesis's level."""
    if len(thesis.authors) != 1:
        return []
    fields = {f.key.lower(): latex_to_text(str(f.value)) for f in entry.fields}
    level = _THESES.get(entry.entry_type.lower()) or ("PhD" if re.search(r"\b(?:doctor|ph\.?\s?d|dissertation)",
                                                                          fields.get("type", ""), re.I) else None)
    raw = {f.key.lower(): str(f.value) for f in entry.fields}.get("advisor", "")
    # the advisor field is a BibTeX name list ("{de la Vega}, Sebasti{\'a}n and Fischer-Ahonen, Ulla")
    advisors = [n for n in bibtex_names(raw) if looks_like_name(n)] if "," in raw else _names_in(fields.get("advisor", ""))
    found: list[tuple[str, str | None]] = [(name, None) for name in advisors]
    for key in ("note", "annote", "annotation", "addendum"):
        for m in _ADVISED.finditer(fields.get(key, "")):
            found += [(name, "co-supervisor" if m.group("co") else None) for name in _names_in(m.group("names"))]
    return [Supervision(thesis.evidence, name, thesis.authors[0], level or "Unspecified", end=thesis.year, role=role)
            for name, role in dict(found).items()]


def _names_in(text: str) -> list[str]:
    text = re.sub(r"\s*\([^()]*\)", "", text)        # "Dr. X (WSL)": where they work, no part of the name
    names = [clean_name(part) for part in re.split(r"\s+and\s+|\s*&\s*|\s*,\s*(?=(?:Prof|Dr|dr|prof)\b|[A-Z]\.)", text)]
    return [name for name in names if looks_like_name(name)]


def latex_to_text(value: str) -> str:
    """Return ``value`` with LaTeX accents, commands and grouping braces decoded.

    >>> latex_to_text('M{\\\\"u}ller and {L1}-regularized')
    'Müller and L1-regularized'
    """
    try:
        decoded = _LATEX.latex_to_text(value)
    except Exception:  # pylatexenc raises assorted errors on odd input; keep the raw text
        decoded = value.replace("{", "").replace("}", "")
    return " ".join(decoded.split())


def bibtex_names(value: str) -> tuple[str, ...]:
    """Return the people of a BibTeX ``author`` field as "First von Last Jr" strings.

    "and others" is dropped; a name in braces is kept whole.

    >>> bibtex_names('M{\\\\"u}ller, Hans and {Barnes and Noble} and others')
    ('Hans Müller', 'Barnes and Noble')
    """
    names = []
    for raw in split_multiple_persons_names(value):
        if raw.strip().lower() in ("others", "et al.", "et al"):
            continue
        name = latex_to_text(_reorder(raw))
        if name:
            names.append(name)
    return tuple(names)


def normalize_doi(value: str) -> str | None:
    """Return the bare DOI in ``value`` ("doi:10.1/x", a doi.org URL), or None.

    >>> normalize_doi("https://doi.org/10.1145/322234.322243")
    '10.1145/322234.322243'
    """
    match = _DOI.search(value)
    return match.group(1).rstrip(".,;") if match else None


def _reorder(raw: str) -> str:
    try:
        parts = parse_single_name_into_parts(raw, strict=False)
    except (InvalidNameError, TypeError):
        return raw
    return " ".join(parts.first + parts.von + parts.last + parts.jr)


def _failed_block_warning(path: Path, block: bibmodel.Block) -> str:
    line = (block.start_line or 0) + 1
    raw = block.raw.lstrip()
    key = re.match(r"@\s*\w+\s*[{(]\s*([^,\s]*)", raw)
    what = f"entry {key.group(1)!r}" if key and key.group(1) else "a block"
    reason = "has unbalanced braces or a missing comma"
    if isinstance(block, bibmodel.DuplicateBlockKeyBlock):
        reason = "repeats a key used earlier"
    return f"{path}:{line}: {what} {reason}; skipped (fix it to have it read)"


def _publication(path: Path, entry: bibmodel.Entry) -> Publication | None:
    fields = {f.key.lower(): str(f.value) for f in entry.fields}
    title = latex_to_text(fields.get("title", ""))
    if not title:
        return None
    url, doi = _links(fields)
    return Publication(
        evidence=Evidence(str(path), entry.start_line + 1, f"{entry.key}: {title}"),
        title=title,
        authors=bibtex_names(fields.get("author", "")),
        year=_year(fields),
        venue=_venue(fields),
        doi=doi,
        url=url,
        kind=entry.entry_type.lower(),
    )


_NOT_PUBLICATIONS = frozenset({"patent"})
_SOFTWARE = frozenset({"software", "softwareversion", "codefragment"})     # biblatex-software's entry types
_THESES = {"phdthesis": "PhD", "mastersthesis": "Master", "thesis": None}
_MISC = frozenset({"misc", "online", "electronic", "manual"})
# A repository on a code host: a @misc entry that points there (its url, or howpublished = {\url{...}}) is a program.
_CODE_HOST = re.compile(r"https?://(?:www\.)?(?:github\.com|gitlab(?:\.[\w\-]+)+|bitbucket\.org|codeberg\.org)/[\w.\-]+/[\w.\-]+",
                        re.I)       # (and a university's own GitLab: "gitlab.ethz.ch/group/tool")


def is_software_entry(entry: bibmodel.Entry) -> bool:
    """Whether an entry is a program: @software (biblatex-software), or a @misc that points to a code repository."""
    kind = entry.entry_type.lower()
    return kind in _SOFTWARE or kind in _MISC and _code_host(entry) is not None


def software_entry(path: str | Path, entry: bibmodel.Entry) -> Software | None:
    """The Software claim of an entry ``is_software_entry`` accepts (None without a title)."""
    return _software(path, entry)


def _code_host(entry: bibmodel.Entry) -> str | None:
    """The code repository a @misc-like entry points to in its url or howpublished field, or None."""
    fields = {f.key.lower(): str(f.value) for f in entry.fields}
    for key in ("url", "howpublished"):
        found = _CODE_HOST.search(fields.get(key, ""))
        if found:
            return found.group(0).rstrip(".")
    return None


def _software(path: str | Path, entry: bibmodel.Entry) -> Software | None:
    """A ``@software`` entry: the program, named by its title up to a colon ("PlankFlow: image ...")."""
    fields = {f.key.lower(): str(f.value) for f in entry.fields}
    title = latex_to_text(fields.get("title", ""))
    if not title:
        return None
    name, _, description = title.partition(": ")
    if len(name.split()) > 4:
        name, description = title, ""
    url, _ = _links(fields)
    repository = url or (latex_to_text(fields["repository"]) if fields.get("repository") else None) \
        or _code_host(entry)
    return Software(Evidence(str(path), entry.start_line + 1, f"{entry.key}: {title}"), name.strip(),
                    description.strip() or None, repository, bibtex_names(fields.get("author", "")),
                    version=latex_to_text(fields["version"]) if fields.get("version") else None)


def _thesis_degree(thesis: Publication, entry: bibmodel.Entry) -> list[Education]:
    """A thesis with one author and a school: that author's degree from that school."""
    fields = {f.key.lower(): str(f.value) for f in entry.fields}
    school = latex_to_text(fields.get("school", "") or fields.get("institution", ""))
    if len(thesis.authors) != 1 or not school:
        return []
    named = find_degree(latex_to_text(fields.get("type", "")))
    degree = named[0] if named else _THESES.get(entry.entry_type.lower())
    if degree is None and re.search(r"\b(?:doctor|dr\.|ph\.?\s?d|dissertation)", fields.get("type", ""), re.I):
        degree = "PhD"
    if degree is None:
        return []
    parts = [p.strip() for p in school.split(",")]
    # "Department of Geography, Universität Zürich": the university grants the degree
    school = next((p for p in reversed(parts) if DEGREE_GRANTING.search(p)), school) if len(parts) > 1 else school
    return [Education(thesis.evidence, thesis.authors[0], degree, school, end=thesis.year)]


def _venue(fields: dict[str, str]) -> str | None:
    for key in _VENUE_FIELDS:
        if fields.get(key, "").strip():
            return latex_to_text(fields[key])
    for key in ("school", "institution", "publisher"):      # a thesis's school, a report's institution, a book's press
        if fields.get(key, "").strip():
            return latex_to_text(fields[key])
    return None


def _year(fields: dict[str, str]) -> int | None:
    match = _YEAR.search(fields.get("year", "") or fields.get("date", ""))
    return int(match.group(1)) if match else None


def _links(fields: dict[str, str]) -> tuple[str | None, str | None]:
    """Return (url, doi); some exports wrap the url field in an HTML anchor."""
    raw_url = fields.get("url", "").strip()
    href = _HREF.search(raw_url)
    url = href.group(1) if href else (raw_url.split()[0] if raw_url else None)
    doi = normalize_doi(fields.get("doi", ""))
    if doi is None and url and "doi.org/" in url:
        doi = normalize_doi(url)
    return url, doi
