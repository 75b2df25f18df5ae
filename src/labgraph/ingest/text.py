"""Plain text and Markdown files -> Document, whatever their encoding."""
from __future__ import annotations

import codecs
import html
import re
import unicodedata
from pathlib import Path

import yaml

from ..errors import InputError
from ..model import Document, Link
from ..names import SURNAME_PARTICLE, clean_name, looks_like_name
from .wiki import is_wiki, unwiki

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BLANKS = re.compile(r"[^\S\n]{9,}")
_LEADING_TABS = re.compile(r"^[ \t]*\t[ \t]*", re.M)
_LINE_ENDS = re.compile("[\x85\u2028\u2029]")   # NEL, line and paragraph separators


def decode(data: bytes, path: Path | str) -> tuple[str, tuple[str, ...]]:
    """Return text decoded from ``data`` and warnings about how.

    BOMs (UTF-8, UTF-16, UTF-32) win; then UTF-8; then Windows-1252, which
    also reads Latin-1 text the way its author meant it.

    Raises:
        InputError: the bytes look binary (NUL bytes outside a UTF-16 text).
    """
    for bom, enc in ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
                     (codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
                     (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            return data.decode(enc, errors="replace"), ()
    wide = _utf16_without_bom(data[:8192])
    if wide:
        return data.decode(wide, errors="replace"), ()
    head = data[:8192]
    if b"\x00" in head or len(head) - len(head.translate(None, _BINARY_BYTES)) > 0.05 * len(head):
        raise InputError(path, "looks like a binary file (NUL or control bytes), not text; "
                         "convert it to text or give it its real extension")
    try:
        return data.decode("utf-8"), ()
    except UnicodeDecodeError as exc:
        text = data.decode("cp1252", errors="replace")
        line = data.count(b"\n", 0, exc.start) + 1
        return text, (f"{path}:{line}: not valid UTF-8 (byte 0x{data[exc.start]:02x}); "
                      "read as Windows-1252/Latin-1",)


# Control bytes that text files do not hold (tab, newlines, form feed, DOS end-of-file and escape are fine).
_BINARY_BYTES = bytes([*range(0x00, 0x09), 0x0b, 0x7f, *range(0x0e, 0x1a), 0x1c, 0x1d, 0x1e, 0x1f])


def _utf16_without_bom(head: bytes) -> str | None:
    """Return "utf-16-le"/"utf-16-be" for BOM-less UTF-16 (every other byte NUL), else None."""
    pairs = len(head) // 2
    if pairs < 2:
        return None
    even, odd = head[0:2 * pairs:2].count(0), head[1:2 * pairs:2].count(0)
    if odd > 0.6 * pairs and even == 0:
        return "utf-16-le"
    if even > 0.6 * pairs and odd == 0:
        return "utf-16-be"
    return None


_GLUED_TITLE = re.compile(r"\b((?:Assoc|Asst|Assist|Ass|Adj|Emer|Univ|Hon|Vis)\.)(?=Prof\b)")


def clean(text: str) -> str:
    r"""Return ``text`` with unified newlines, no control characters and no run of more than 8 blanks.

    Eight blanks still show a column gap; a longer run says no more, and regular
    expressions that try each blank of a run as a start take quadratic time on it.

    >>> clean("a" + " " * 20 + "b\n" + " " * 14 + "└── c")
    'a        b\n              └── c'
    """
    text = _LINE_ENDS.sub("\n", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = _CONTROL.sub(" ", text)
    if ".Prof" in text:
        text = _GLUED_TITLE.sub(r"\1 ", text)     # "Assoc.Prof. X": two titles, as "Assoc. Prof. X" (a name after)
    if "\t" in text:           # a line indented by tabs (a word processor's hanging indent) is indented as by spaces
        text = _LEADING_TABS.sub(lambda m: m.group(0).expandtabs(4), text)
    if not text.isascii():
        text = _composed(text)
    # A run of 9 blanks holds 9 spaces or another blank: most texts have neither, and finding that out
    # takes a few scans instead of the pattern's test at every character.
    if " " * 9 in text or any(blank in text for blank in _OTHER_BLANKS):
        # (a line's indentation keeps up to 40 spaces: it says where a tree's or an outline's entry sits)
        text = _BLANKS.sub(lambda m: " " * (min(len(m.group(0)), 40) if m.start() == 0 or text[m.start() - 1] == "\n"
                                            else 8), text)
    return text


# A news story's dateline opening its first paragraph: "URBANA, Ill. -- ", "CAMBRIDGE, Mass. — ", "NAIROBI (Reuters) — "
_DATELINE = re.compile(r"^[A-Z][A-Z'\-]{2,}(?:\s[A-Z][A-Z'\-]+){0,2}"
                       r"(?P<where>,\s+(?:[A-Z][a-z]{1,5}\.(?:\s?[A-Z][a-z]{0,5}\.)?|[A-Z]{2}|[A-Z][a-z]{3,12}))?"
                       r"(?P<agency>\s+\([A-Z][\w ]{1,20}\))?\s+(?:--|—|–)\s+(?=[A-ZÀ-Þ])", re.M)


def without_dateline(text: str) -> str:
    """A news story with its dateline gone from the start of its first paragraph, so the paragraph's first sentence
    starts with its subject ("URBANA, Ill. -- Ana Ruiz has joined ..." -> "Ana Ruiz has joined ..."). Only in the
    story's first lines, and only before prose (not "IBM — Research Scientist" in a CV).

    >>> without_dateline("Headline\\n\\nURBANA, Ill. -- Ana Ruiz has joined the Department of Physics at the University as an associate professor.")
    'Headline\\n\\nAna Ruiz has joined the Department of Physics at the University as an associate professor.'
    >>> without_dateline("NVIDIA — Research Scientist, 2019–2021")
    'NVIDIA — Research Scientist, 2019–2021'
    """
    head = text[:3000]
    if "--" not in head and "—" not in head and "–" not in head:
        return text
    for m in _DATELINE.finditer(head):
        line_end = head.find("\n", m.end())
        rest = head[m.end():line_end if line_end >= 0 else len(head)]
        if (m.group("where") or m.group("agency") or len(m.group(0)) >= 8) and len(rest) >= 40 \
                and len(re.findall(r"\b[a-z]{2,}\b", rest)) >= 4:
            return text[:m.start()] + text[m.end():]
    return text


def _composed(text: str) -> str:
    """Return ``text`` with accents composed with their letters (NFC), and Latin accents no letter holds dropped.

    Text saved decomposed (macOS, PDF extraction) spells "José" as "Jose" plus an accent, and a
    pattern's letter class ends a name at the accent. A few accent stacks have no composed letter
    (the Yoruba "ọ̀" of "Adébáyọ̀"): the stacked accent goes, as it would when folding names to
    compare them, so the name reads whole ("Adébáyọ").

    >>> _composed("Jose\u0301 Adébáyọ\u0300") == "José Adébáyọ"
    True
    >>> _composed("Oduya, B.\u2217 and Moynihan, D. P. (2018)")
    'Oduya, B.* and Moynihan, D. P. (2018)'
    """
    text = unicodedata.normalize("NFC", text)
    if "\u2217" in text or "\u204e" in text:
        text = text.translate(_ASTERISKS)       # a PDF's "Oduya, B.∗": the mark a reference list means by "*"
    if "→" in text:          # a research portal's "2003 → 2007", "1 Sep 2019 → present": a range's dash
        text = _DATE_ARROW.sub(" – ", text)
    return _LOOSE_ACCENTS.sub("", text) if _LOOSE_ACCENTS.search(text) else text


_ASTERISKS = {0x2217: "*", 0x204E: "*"}
_DATE_ARROW = re.compile(r"(?<=\b(?:19|20)\d\d)\s*→\s*(?=(?:\d{1,2}\s+)?(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d\d\b|"
                         r"(?:present|now|today|current|…)|$)", re.I | re.M)


_LOOSE_ACCENTS = re.compile(r"(?<=[^\W\d_])[\u0300-\u036f]+")


# Blanks other than the space left after control characters and line ends are replaced (what \s holds)
_OTHER_BLANKS = ("\t", "\xa0", "\u1680", *map(chr, range(0x2000, 0x200B)), "\u202f", "\u205f", "\u3000")


def read_decoded(path: Path) -> tuple[str, tuple[str, ...]]:
    """Return a file's text, decoded (see ``decode``) and cleaned, and warnings about its encoding.

    Raises:
        InputError: the file cannot be read, is empty, or looks binary.
    """
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from exc
    if not data.strip():
        raise InputError(path, "file is empty")
    text, warnings = decode(data, path)
    if "-- --" in text:
        text = fixed_width_tables(text)      # (before ``clean`` shortens the runs of blanks its columns need)
    if "─┼─" in text or "─┬─" in text or "-+-" in text or "═╪═" in text:
        text = drawn_tables(text)
    return clean(text), warnings


# A table drawn with box characters or ASCII (a text browser's copy of a web table, a terminal's pretty-printed
# one, a grid table): its rules ("├──────┼─────┤", "+------+-----+") and its rows between bars ("│ Roe │ 2019 │").
_DRAWN_RULE = re.compile(r"^\s*[┌├└╞╘╒╔╠╚╟+][─━═\-]+(?:[┬┼┴╪╤╧╦╬╩+][─━═\-]+)+[┐┤┘╡╛╕╗╣╝╢+]\s*$")
_DRAWN_ROW = re.compile(r"^\s*[│┃║|].*[│┃║|]\s*$")
_DRAWN_BAR = re.compile(r"[│┃║|]")


def drawn_tables(text: str) -> str:
    r"""A text's tables drawn with rules and bars, each row set out as one line of cells between bars ("Roe, Ana |
    2019"); a row whose cells wrap over several lines is one row: the lines between two rules, or, in a table with
    no rules between its rows, a line and those under it whose first cell is empty. The rows come first, then as
    many blank lines as the table had lines more, so the text after it keeps its line numbers.

    >>> print(drawn_tables("┌──────┬────────────┐\n│Name  │Thesis      │\n├──────┼────────────┤\n"
    ...                    "│Ana   │Sparse      │\n│Roe   │operators   │\n├──────┼────────────┤\n│Bo Li │Walsh series│\n"
    ...                    "└──────┴────────────┘").rstrip())
    Name | Thesis
    Ana Roe | Sparse operators
    Bo Li | Walsh series
    >>> drawn_tables("+-----+------+\n| Bo  | 2019 |\n|     | (PhD)|\n| Cy  | 2021 |\n+-----+------+\nEnd").split("\n")
    ['Bo | 2019 (PhD)', 'Cy | 2021', '', '', '', 'End']
    """
    lines = text.split("\n")
    out: list[str] = []
    k = 0
    while k < len(lines):
        if _DRAWN_RULE.match(lines[k]):
            end = k
            while end < len(lines) and (_DRAWN_RULE.match(lines[end]) or _DRAWN_ROW.match(lines[end])):
                end += 1
            rows = _drawn_rows(lines[k:end])
            if rows is not None:
                out += rows + [""] * (end - k - len(rows))      # (blank lines after it: the lines below keep their numbers)
                k = end
                continue
        out.append(lines[k])
        k += 1
    return "\n".join(out)


def _drawn_rows(block: list[str]) -> list[str] | None:
    """The rows of one drawn table, or None when its lines do not all hold the same number of cells."""
    groups: list[list[list[str]]] = [[]]
    for line in block:
        if _DRAWN_RULE.match(line):
            if groups[-1]:
                groups.append([])
        else:
            groups[-1].append(_DRAWN_BAR.split(line.strip())[1:-1])
    groups = [g for g in groups if g]
    if not groups or len({len(cells) for g in groups for cells in g}) != 1:
        return None
    rows: list[list[list[str]]] = []
    for g in groups:
        if len(groups) > 2:         # rules between the rows: the lines between two rules are one row
            rows.append(g)
            continue
        for cells in g:             # no rules between the rows: a line with an empty first cell goes on the row above
            if rows and rows[-1] is not g[0] and not cells[0].strip() and any(c.strip() for c in cells):
                rows[-1].append(cells)
            else:
                rows.append([cells])
    return [" | ".join(_wrapped_cell([cells[i] for cells in row]) for i in range(len(row[0]))).rstrip()
            for row in rows]


def _wrapped_cell(parts: list[str]) -> str:
    """One cell's text from its lines: joined by blanks, or by nothing after a word broken at a hyphen or dash."""
    text = ""
    for part in (p.strip() for p in parts):
        if part:
            text += part if not text or re.search(r"[^\W\d_][-–]$", text) else " " + part
    return text


# a plain text's rule of dash runs, one per column of the table under it: "------- --------- -----"
_COLUMN_RULE = re.compile(r"^ *-{2,}(?: {1,3}-{2,}){2,} *$")


def fixed_width_tables(text: str) -> str:
    r"""A plain text's tables of fixed-width columns (a directory's export, a report's table), their header over a
    rule of dash runs, set out as tables with bars: each line whose gaps between the rule's runs are blank is a row
    of cells ("Okonkwo, Chidi A.  CB 3.012  PROF" -> "Okonkwo, Chidi A. | CB 3.012 | PROF"), a line across a gap (a
    group's heading between rows) stays as it is; a rule of "=" or the text's end ends the table.

    >>> print(fixed_width_tables("NAME        ROOM   CAT\n----------- ------ ----\nRoe, Ana    B 2.1  PROF\n\n"
    ...                          "GROUP: Quantum Optics and Photonics\n\nLi, Bo      B 2.4"))
    NAME | ROOM | CAT
    Roe, Ana | B 2.1 | PROF
    <BLANKLINE>
    GROUP: Quantum Optics and Photonics
    NAME | ROOM | CAT
    Li, Bo | B 2.4 |
    """
    lines = text.split("\n")
    out: list[str] = []
    spans: list[tuple[int, int]] | None = None
    for k, line in enumerate(lines):
        if _COLUMN_RULE.match(line) and out and out[-1].strip():
            runs = [(m.start(), m.end()) for m in re.finditer(r"-+", line)]
            header = _fixed_cells(out[-1], runs)
            if header is not None:
                spans, out[-1] = runs, header
                continue                # (the rule itself says nothing more)
        if spans and re.fullmatch(r"\s*={3,}\s*", line):
            spans = None
        row = _fixed_cells(line, spans) if spans else None
        if row is not None and out and not out[-1].strip() and len(out) >= 2 and " | " not in out[-2]:
            out[-1] = header    # the table goes on after a group's heading: its header again, on the blank line over it
        out.append(row if row is not None else line)
    return "\n".join(out)


def _fixed_cells(line: str, spans: list[tuple[int, int]]) -> str | None:
    """A line cut into the columns the rule's runs mark (the last column runs to the line's end); None when text
    crosses a gap between two columns, or fills fewer than two."""
    if not line.strip() or line[:spans[0][0]].strip():
        return None
    if any(line[spans[i][1]:spans[i + 1][0]].strip() for i in range(len(spans) - 1)):
        return None
    cells = [line[a:spans[i + 1][0] if i + 1 < len(spans) else None].strip() for i, (a, _) in enumerate(spans)]
    if sum(bool(c) for c in cells) < 2:
        return None
    return " | ".join(cells).rstrip()


def read_converted(path: Path, convert, fmt: str, what: str, errors: tuple[type[Exception], ...]) -> Document:
    """Return the document a source file renders to (LaTeX, Org, reStructuredText): its text decoded like any
    text's, then ``convert``-ed; a fault of the converter is one clear error naming the file and ``what`` it is."""
    source, warnings = read_decoded(path)
    try:
        text = convert(source)
    except errors as exc:
        raise InputError(path, f"cannot read the {what}: {exc}") from exc
    return Document(path=str(path), text=text, format=fmt, warnings=warnings)


def read_text(path: Path) -> Document:
    """Return the document in a ``.txt`` or ``.md`` file."""
    text, warnings = read_decoded(path)
    links: tuple[Link, ...] = ()
    if path.suffix.lower() in (".md", ".markdown"):
        # (a blockquote's "> " marks go as a renderer drops them: "> Solberg, I. H. (2024). X: An R" / "> package")
        text = _BLOCKQUOTE.sub("", text) if "\n>" in text or text.startswith(">") else text
        text = _without_front_matter(text)
        if "\\" in text:
            # a pandoc CV's LaTeX: "\hfill" before the dates, "\" ending a line (a hard break), "\faGithub\ " icons
            text = _PANDOC_LATEX.sub(lambda m: "   " if m.group(0).startswith("\\hfill") else "", text)
        if "<" in text and _COMPONENT.search(text):
            text = _COMPONENT.sub(_component_text, text)      # MDX: "<PersonCard name="A" role="B" />"
        text, links = unmark(unwrap_paragraphs(text))
    else:
        if "==" in text and is_wiki(text):
            text = unwiki(text)         # a lab wiki's page source: "===== Members =====", "[[people:x|Dr. X]]"
        if "]" in text and _PHOTO_SLOT.search(text):
            text = _PHOTO_SLOT.sub(lambda m: " " * len(m.group(0)), text)   # an article's "[photo]" beside a biography
        if ("~" in text or "--" in text) and _LATEX_MARKS.search(text):
            text = _latex_typography(text)
        text = reflow(without_page_furniture(text))
    if " -- " in text:
        text = _ASCII_DASH.sub(" – ", text)     # a plain text's "Chen Yiting -- sups: X": the dash a typist means
    return Document(path=str(path), text=without_dateline(text), links=links, format="text", warnings=warnings)


_ASCII_DASH = re.compile(r"(?<=\S) -- (?=\S)")


_PANDOC_LATEX = re.compile(r"\\hfill\b\s*|\\fa[A-Z][A-Za-z]+\\?\s?|\\(?=\n)")


# A CV converted from LaTeX keeps its typography: "Prof.~Dr.~A B" (a tie, a space that does not break) and "2010 --
# 2014" (an en dash)
_LATEX_MARKS = re.compile(r"[\w.]~\w|(?:\d{4}|\w) -- \w|\d{4}--\d")
_LATEX_TIE = re.compile(r"(?<=[\w.])~(?=\w)")
_LATEX_DASH = re.compile(r"(?<=\d )--(?= (?:\d|today|present|now))|(?<=\d)--(?=\d)")     # (between dates only)


def _latex_typography(text: str) -> str:
    """LaTeX's ties as spaces and its "--" as dashes.

    >>> _latex_typography("2010 -- 2014    Supervisor: Prof.~Dr.~Ingrid Roe (1999--2003); www.x.de/~roe")
    '2010 – 2014    Supervisor: Prof. Dr. Ingrid Roe (1999–2003); www.x.de/~roe'
    """
    return _LATEX_DASH.sub("–", _LATEX_TIE.sub(" ", text) if "~" in text else text)


_BLOCKQUOTE = re.compile(r"^(?:>[ \t]?)+", re.M)


_PHOTO_SLOT = re.compile(r"(?m)^[ \t]*\[(?:photo|image|picture|portrait|author photo)\][ \t]*(?=\S)", re.I)


# An MDX page's component (Docusaurus, Astro): its tag and attributes, over one line or several, self-closed
_COMPONENT = re.compile(r"<[A-Z][\w.]*(?P<attrs>(?:\s+[\w\-]+(?:=(?:\"[^\"\n]*\"|'[^'\n]*'|\{[^{}\n]*\}))?)*)\s*/>")
_SHOWN = re.compile(r"\b(?P<key>name|title|role|position|subtitle|affiliation|label)=(?:\"(?P<a>[^\"\n]*)\"|'(?P<b>[^'\n]*)')")


def _component_text(m: re.Match) -> str:
    r"""A component's visible attributes (name, title, role ...) as lines of text, the line count kept.

    >>> _component_text(_COMPONENT.search('<PersonCard\n  name="Prof. Ana Roe"\n  role="Full Professor"\n  photo="/a.jpg"\n/>'))
    'Prof. Ana Roe\nFull Professor\n\n\n'
    """
    shown = [a.group("a") if a.group("a") is not None else a.group("b") for a in _SHOWN.finditer(m.group("attrs"))]
    lines = m.group(0).count("\n") + 1
    return "\n".join((shown + [""] * lines)[:max(lines, len(shown))])


def _without_front_matter(text: str) -> str:
    """A static-site page's YAML front matter ("---" / "layout: archive" / "---") as blank lines (numbers kept).

    >>> _without_front_matter("---\\ntitle: CV\\n---\\n# Ann Lee").split("\\n")
    ['', '', '', '# Ann Lee']
    >>> _without_front_matter('---\\ntitle: "Curriculum Vitae"\\nsubtitle: "Ann Lee, PhD"\\n---\\nText').split("\\n")[0]
    'Ann Lee'
    """
    fence = text[:4]
    if fence not in ("---\n", "+++\n"):
        return text
    lines = text.split("\n")
    end = next((i for i in range(1, min(len(lines), 200)) if lines[i].strip() == fence[:3]), None)
    # (Hugo's TOML front matter: "+++" / 'title = "Members"' / "[params]" / "+++"; YAML's "# comments")
    sign = ":" if fence == "---\n" else "="
    if end is None or not all(sign in ln or not ln.strip() or ln.startswith((" ", "-", "#")) or sign == "=" and ln.startswith("[")
                              for ln in lines[1:end]):
        return text                                 # a horizontal rule, not front matter
    if sign == "=":
        lines[1:end] = [re.sub(r"^(\s*)(\w+)\s*=\s*", r"\1\2: ", ln) for ln in lines[1:end]]
    # (a personal site's page titled by its owner's name, 'title: "Ann Lee"': the name kept as the page's first line)
    # (or a pandoc CV's 'title: "Curriculum Vitae"' over 'subtitle: "Ann Lee, PhD, Docent"' or 'author: Ann Lee')
    fields = {m.group(1): m.group(2).strip() for ln in lines[1:end] if (m := _FRONT_TITLE.match(ln))}
    front = "\n".join(lines[1:end])
    post = bool(_POST_KEYS.search(front) and re.search(r"^date:", front, re.M))
    # (a blog post's "author:" wrote it; its subject, if a person, leads its title: "Inge Roe at 75: the ...")
    names = [clean_name(fields[key].split(",")[0]) for key in ("title", "author", "subtitle") if key in fields
             and not (post and key == "author")]
    if post and "title" in fields and (lead := _TITLE_LEAD.match(fields["title"])):
        names.insert(0, clean_name(lead.group(1)))
    if "name" in fields and "surname" in fields:
        names.insert(0, clean_name(f"{fields['name']} {fields['surname']}"))    # an R "vitae" CV's "name:", "surname:"
    head = next((name for name in names if looks_like_name(name)), "")
    if not head:
        # a lab site's page: 'title: People' over 'description: Members and alumni of the van Rooyen Lab, ...' (the
        # lab's name its title line, as a site's HTML title gives it)
        head = next((m.group(1) for key in ("title", "description", "lab", "group") if key in fields
                     for m in _FRONT_LAB.finditer(fields[key]) if m.group(2) not in _NOT_A_LAB_NAME), "")
    shown = _front_cv(lines[:end]) if sign == ":" and _CV_KEYS.search(text[:text.find("\n---", 4)]) else {}
    if not shown and sign == ":" and "  - name:" in text[:text.find("\n---", 4)]:
        shown = _front_people(lines[:end])
        if shown:       # (a people page's members in its front matter: its cards, then the page's own text under a heading of its own)
            return head + "\n" + "\n".join(shown.get(i, "") for i in range(1, end)) + "\nAbout\n" + "\n".join(lines[end + 1:])
    if shown:       # (the widget's lines where their fields were, the page's own text under a heading of its own)
        return head + "\n" + "\n".join(shown.get(i, "") for i in range(1, end)) + "\nAbout\n" + "\n".join(lines[end + 1:])
    return head + "\n" * end + "\n" + "\n".join(lines[end + 1:])


# A data-driven CV page (Hugo, Jekyll) keeps its degrees, posts and awards in the front matter as lists of mappings
# ("education:" / "  - degree: PhD" / "    institution: ETH Zürich" / "    year: 2019" / "    advisor: [A, B]"); its
# template shows each as a CV line, which is how they are read
_CV_BLOCKS = {"education": "Education", "degrees": "Education", "studies": "Education",
              "experience": "Experience", "positions": "Experience", "employment": "Experience", "work": "Experience",
              "appointments": "Experience", "jobs": "Experience",
              "awards": "Awards", "honors": "Awards", "honours": "Awards", "grants": "Awards", "fellowships": "Awards"}
_CV_KEYS = re.compile(r"^(?:" + "|".join(_CV_BLOCKS) + r"|organizations):\s*$", re.M)
_PEOPLE_KEYS = {"advisor": "Advisor", "advisors": "Advisor", "adviser": "Advisor", "supervisor": "Supervisor",
                "supervisors": "Supervisor", "mentor": "Mentor", "mentors": "Mentor", "host": "Host", "promotor": "Promotor"}


def _front_mapping(lines: list[str]) -> yaml.MappingNode | None:
    """A front matter's lines (its opening fence first) composed as YAML's mapping, with each node's line; else None."""
    try:
        root = yaml.compose("\n".join(lines[1:]))
    except yaml.YAMLError:
        return None
    return root if isinstance(root, yaml.MappingNode) else None


def _front_cv(lines: list[str]) -> dict[int, str]:
    """The CV lines a front matter's lists of degrees, posts and awards show, by the line each item starts on (and, on
    a Hugo Academic (Wowchemy) author page, what its "About" widget shows: "role:", "organizations:", "education:
    courses:").

    >>> shown = _front_cv(["---", "education:", "  - degree: PhD", "    institution: ETH Zürich", "    year: 2019",
    ...                    "    advisor: [Dr. Ann Roe, Jo Bell]", "awards:", "  - name: Medal X", "    year: 2020"])
    >>> [shown[k] for k in sorted(shown)]
    ['Education', '- PhD, ETH Zürich, 2019. Advisors: Dr. Ann Roe and Jo Bell', 'Awards', '- Medal X, 2020']
    """
    root = _front_mapping(lines)
    if root is None:
        return {}
    shown: dict[int, str] = {}
    for key, value in root.value:
        name = str(key.value).lower()
        if name == "role" and isinstance(value, yaml.ScalarNode) and str(value.value).strip():
            shown[key.start_mark.line + 1] = str(value.value).strip()       # the widget's role line
            continue
        heading = "Affiliations" if name == "organizations" else _CV_BLOCKS.get(name)
        if isinstance(value, yaml.MappingNode) and heading == "Education":
            value = next((v for k, v in value.value if str(k.value).lower() == "courses"), value)    # "courses:"
        if heading is None or not isinstance(value, yaml.SequenceNode):
            continue
        shown[key.start_mark.line + 1] = heading
        for item in value.value:
            text = _cv_item(heading, item)
            if text:
                shown[item.start_mark.line + 1] = f"- {text}"
    return shown if any(v.startswith("- ") for v in shown.values()) else {}


# a people list's key as its template heads it: "phd_students" -> "PhD students", "pi" -> "Principal Investigator"
_PEOPLE_WORDS = {"pi": "Principal Investigator", "pis": "Principal Investigators", "phd": "PhD", "msc": "MSc",
                 "bsc": "BSc", "postdocs": "Postdocs", "undergrads": "Undergraduate students", "ug": "Undergraduate"}
_CARD_KEYS = ("role", "position", "title", "affiliation", "email", "bio", "description", "about", "interests", "now",
              "current", "next")


def _front_people(lines: list[str]) -> dict[int, str]:
    """The cards a people page's front matter lists ("postdocs:" / "  - name: Dr. Ann Roe" / "    role: Postdoc" /
    "    bio: >-" / "      Ann did her PhD with X ..."), each a heading over its members, a member's card its name,
    role and biography on consecutive lines, by the line each starts on.

    >>> shown = _front_people(["---", "phd_students:", "  - name: Bo Lind", "    image: b.jpg", "    role: PhD student",
    ...                        "    bio: MSc, Lund University (2020).", "  - name: Cy Moe", "    role: PhD student"])
    >>> [shown[k] for k in sorted(shown)]
    ['PhD students', 'Bo Lind', 'PhD student', 'MSc, Lund University (2020).', '', 'Cy Moe', 'PhD student', '']
    """
    root = _front_mapping(lines)
    if root is None:
        return {}
    shown: dict[int, str] = {}
    for key, value in root.value:
        if not isinstance(value, yaml.SequenceNode) or not value.value or not all(
                isinstance(item, yaml.MappingNode) and any(str(k.value).lower() == "name" for k, _ in item.value)
                for item in value.value):
            continue
        words = [_PEOPLE_WORDS.get(w.lower(), w) for w in re.split(r"[_\-\s]+", str(key.value)) if w]
        heading = " ".join(words)
        shown[key.start_mark.line + 1] = heading[:1].upper() + heading[1:]
        for item in value.value:
            fields = {str(k.value).lower(): " ".join(str(v.value).split()) for k, v in item.value
                      if isinstance(v, yaml.ScalarNode) and str(v.value).strip()}
            card = [fields.get("name", "")] + [fields[k] for k in _CARD_KEYS if k in fields and k != "email"] + \
                ([f"Email: {fields['email']}"] if "email" in fields else [])
            # (the card's lines where its fields were, the last taking what is left; a mapping ends at the column
            # after its last value, or at the start of the line after it)
            first = item.start_mark.line + 1
            room = max(1, item.end_mark.line - item.start_mark.line + (1 if item.end_mark.column else 0))
            card = card[:room - 1] + [" ".join(card[room - 1:])] if len(card) > room else card
            shown.update({first + k: text for k, text in enumerate(card)})
            shown.setdefault(first + len(card), "")     # (a blank line between two cards)
    return shown if len(shown) >= 4 else {}


def _cv_item(heading: str, item: yaml.Node) -> str:
    """One degree, post or award of a front matter's list as its CV line."""
    if isinstance(item, yaml.ScalarNode):
        return str(item.value).strip()
    if not isinstance(item, yaml.MappingNode):
        return ""
    fields: dict[str, list[str]] = {}
    for key, value in item.value:
        values = [value] if isinstance(value, yaml.ScalarNode) else value.value if isinstance(value, yaml.SequenceNode) else []
        fields[str(key.value).lower()] = [str(v.value).strip() for v in values if isinstance(v, yaml.ScalarNode) and
                                          str(v.value).strip() and str(v.value).strip().lower() not in ("null", "~")]
    one = lambda *keys: next((fields[k][0] for k in keys if fields.get(k)), "")
    if heading == "Education":
        degree, field = one("degree", "title", "course", "qualification"), one("field", "major", "subject", "discipline")
        parts = [f"{degree} in {field}" if degree and field else degree or field,
                 one("department", "school"), one("institution", "university", "organization", "organisation", "place"),
                 one("year", "end", "date", "graduated", "end_year", "endyear")]
    elif heading == "Experience":
        start, end = one("start", "from", "start_date", "startyear", "start_year"), one("end", "to", "end_date", "endyear", "end_year")
        years = f"{start} – {end or 'present'}" if start else one("years", "date", "dates", "year")
        parts = [one("role", "title", "position", "job"), one("department", "group", "unit"),
                 one("institution", "organization", "organisation", "company", "employer", "university", "place"), years]
    elif heading == "Affiliations":
        parts = [one("name")]
    else:
        parts = [one("name", "title", "award", "prize"), one("organization", "organisation", "institution", "by", "awarded_by"),
                 one("year", "date")]
    text = ", ".join(p for p in parts if p)
    for key, label in _PEOPLE_KEYS.items():
        if fields.get(key) and text:
            names = fields[key]
            text += f". {label}{'s' if len(names) > 1 else ''}: {' and '.join(names)}"
    return text


_FRONT_LAB = re.compile(rf"(?<![\w'’\-])((?:{SURNAME_PARTICLE}\s+)?([A-Z][\w'’\-]*)\s+"
                        r"(?:(?:[A-Z][\w'’\-]*|&|and|of|for)\s+){0,5}(?:Lab|Laboratory|Group|Team))\b")
_NOT_A_LAB_NAME = frozenset("The Our My This Join About People Members Welcome Home".split())
_POST_KEYS = re.compile(r"^(?:categories|tags|comments|excerpt|permalink):", re.M)
_TITLE_LEAD = re.compile(r"((?:[A-Z][\w'’\-]+\s+){1,3}[A-Z][\w'’\-]+)(?=\s+(?:at|turns|retires|remembered|\(|[:,–—-]))")
_FRONT_TITLE = re.compile(r"""^\s*(title|author|subtitle|description|lab|group|name|surname):\s*["']?([^"'\n]{2,160}?)["']?\s*$""")


_MD_LINK = re.compile(r"!?\[([^\[\]\n]*)\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
_MD_IMAGE = re.compile(r"!\[[^\[\]\n]*\]\([^)\s]+(?:\s+\"[^\"]*\")?\)")
_MD_IMAGE_LINK = re.compile(r"\[\s*\]\([^)\s]+\)")           # what a linked image leaves: "[](repo)"
# Bold text never spans another "**"/"__": without that a line of unclosed "**" took quadratic time.
# (An underscore inside a word is no emphasis: "snake_case", "a_b.txt".)
_MD_EMPHASIS = re.compile(r"(\*\*|__)(?=\S)((?:(?!\1).)+?)(?<=\S)\1|(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?!\w)|"
                          r"(?<![\w_])_(?=[^\s_])([^_\n]+?)(?<=\S)_(?![\w_])")


# "{% include x.html %}", "{{ site.title }}", "<!-- NL | EN -->", "{: .avatar}", "<span class="badge">PI</span>",
# a heading's anchor "## People {#people}"
# (not "<https://x.org>", "<a@b.org>" nor "a < b")
_MD_MARKUP = re.compile(r"\{%[^\n]*?%\}|\{\{[^\n]*?\}\}|<!--[^\n]*?-->|\{:[^{}\n]*\}|(?<=\))\{(?:[.#][\w\-]+\s*)+\}|^:::+[ \t]*(?:\{[^{}\n]*\}|[\w\-]+)?[ \t]*$|[ \t]*\{#[\w\-]+(?:\s+[.#][\w\-]+)*\}[ \t]*$|</?[A-Za-z][\w-]*(?:\s[^<>\n]*)?/?>")
_PANDOC_SPAN = re.compile(r"\[([^\[\]\n]*)\]\{[.#][^{}\n]*\}")
_MD_CONTROL = re.compile(r"^\s*(?:<div\b[^<>]*>\s*)?<(?:a|abbr|span|button)\b[^<>]*\bclass=\"[^\"]*\b(?:btn|button|badge)\b[^<>]*>[^<>]{0,30}"
                         r"</(?:a|abbr|span|button)>\s*(?:</div>\s*)?$")
_MD_ENTITY = re.compile(r"&(?:[A-Za-z]{2,8}|#\d{2,6}|#x[0-9A-Fa-f]{2,5});")
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF][\uFE0F\u200D]?[ \t]?")
_MD_DASH = re.compile(r"(?<= )--(?= )|(?<=\d)--(?=\d|[)\s,;.]|$)|(?<=\b[A-Z][a-z]{2})--(?=[A-Z][a-z]{2}\b)")
_MD_QUOTE = re.compile(r"^(?:>[ \t]?)+")
_ESCAPABLE = "\\`*_{}[]()#+-.!|<>~"
_MD_ESCAPE = re.compile(r"\\([" + re.escape(_ESCAPABLE) + "])")
_HIDDEN = 0xE000                         # private-use characters stand in for escaped ones
_UNHIDE = {_HIDDEN + i: c for i, c in enumerate(_ESCAPABLE)}


def unmark(text: str) -> tuple[str, tuple[Link, ...]]:
    r"""Return Markdown text without emphasis marks, links as "text (url)", and the links found.

    >>> unmark("**PhD**, see [site](https://x.org)")[0]
    'PhD, see site (https://x.org)'
    >>> unmark(r"Aas M\*, Roe R\* (\*equal)")[0]
    'Aas M*, Roe R* (*equal)'
    >>> unmark("_NeurIPS 2024_ (Oral), see my_notes_v2.txt")[0]
    'NeurIPS 2024 (Oral), see my_notes_v2.txt'
    >>> unmark('{% include nav.html %} <!-- EN --> **Ann** <span class="badge">PI</span>{: .big}')[0].strip()
    'Ann PI'
    >>> unmark("## Install\n```bash\n# from PyPI\npip install x\n```")[0].split("\n")
    ['## Install', '```bash', '', 'pip install x', '```']
    """
    links = []
    out_lines = []
    fenced = False
    for number, line in enumerate(text.split("\n"), start=1):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        elif fenced and line.lstrip().startswith("#"):
            out_lines.append("")            # a shell or Python comment in a code block is no heading
            continue
        if fenced and not line.lstrip().startswith(("```", "~~~")):
            out_lines.append(line)          # code as written: "K{\\~o}iv" in a BibTeX block keeps its backslash
            continue
        if "\\" in line:                # "M\*" is a literal star, not emphasis: hide it until the end
            line = _MD_ESCAPE.sub(lambda m: chr(_HIDDEN + _ESCAPABLE.index(m.group(1))), line)
        if not fenced and _EMOJI.search(line):
            line = _EMOJI.sub("", line)     # "Joost de Wit 🟢 (2022 – )": a status mark, no word of the entry
        if line[:1] == ">" and not fenced:
            line = _MD_QUOTE.sub("", line)  # a block quote's marks ("> Welcome!")
        if ("{" in line or "<" in line or line[:3] == ":::") and not fenced:     # (or a pandoc div's fence)
            if "class=" in line and _MD_CONTROL.search(line):
                line = ""       # a page's button or badge ("<a class="btn">PDF</a>", "<abbr class="badge">Cell</abbr>")
            # what a static site's renderer leaves out: template tags, comments, attribute lists, HTML tags
            line = _MD_MARKUP.sub("", line) if _MD_MARKUP.search(line) else line
            if "]{" in line:        # pandoc's spans: "[]{#_Toc1 .anchor}" (a Word bookmark), "[Ana]{.underline}"
                line = _PANDOC_SPAN.sub(r"\1", line)
        if "&" in line and ";" in line and not fenced:
            line = _MD_ENTITY.sub(lambda m: html.unescape(m.group(0)).replace("\xa0", " "), line)  # "&nbsp;", "&amp;"
        if "![" in line:                # an image (a badge: "[![CI](ci.svg)](repo)") shows no text: it goes
            line = _MD_IMAGE_LINK.sub("", _MD_IMAGE.sub("", line)) if _MD_IMAGE.search(line) else line
        for m in _MD_LINK.finditer(line):
            links.append(Link(m.group(1), m.group(2), number))
        # (a link to another page of the site, "[edit](/w/index.php?...)", shows its text alone; one within the page,
        # "[Compute](#5-compute)", keeps its anchor: a contents list's item is no heading)
        line = _MD_LINK.sub(lambda m: m.group(2) if not m.group(1) else m.group(1) if m.group(2)[:1] in "/." and
                            m.group(2)[:2] != "//" else f"{m.group(1)} ({m.group(2)})", line)
        line = _MD_EMPHASIS.sub(lambda m: m.group(2) or m.group(3) or m.group(4), line)
        if ("^" in line or "~" in line) and not fenced:
            # Pandoc's superscript and subscript: "Obi, C.^†^, & Roe, D." (a mentee's mark), "H~2~O"
            line = _MD_SUBSCRIPT.sub(r"\1", _MD_SUPERSCRIPT.sub(r"\1", line))
        if "--" in line and not fenced:
            line = _MD_DASH.sub("–", line)  # a renderer's typography: "Name -- Title", "2011--2014" an en dash
        out_lines.append(line.translate(_UNHIDE))
    return "\n".join(out_lines), tuple(links)


_MD_SUPERSCRIPT = re.compile(r"\^([^\s^]{1,12})\^")
_MD_SUBSCRIPT = re.compile(r"(?<=[A-Za-z0-9])~([0-9A-Za-z+\-]{1,6})~")
_PAGE_NUMBER = re.compile(r"^\s*(?:[-–—]\s*)?(?:page\s+)?\d{1,3}(?:\s*(?:/|of)\s*\d{1,3})?(?:\s*[-–—])?\s*$", re.I)
_ANY_PAGE_NUMBER = re.compile(r"^[^\S\n]*(?:[-–—][^\S\n]*)?(?:page[^\S\n]+)?\d{1,3}\b[^\n]{0,12}$", re.I | re.M)
_RULE = re.compile(r"^\s*[_=\-–—.·*]{10,}\s*$")
_HEADER_NUMBERED = re.compile(r"^(\S[^\n]{8,80}?)[^\S\n]{3,}(?:page[^\S\n]+)?\d{1,3}[^\S\n]*$", re.I | re.M)


def without_page_furniture(text: str) -> str:
    """Text copied from a PDF without what its pages repeat: page numbers alone on a line, rules, and the running
    header and footer lines next to them (a line said twice or more, or the first line's title again). Each goes
    as a blank line, so line numbers stay the file's.

    >>> page = ("Lab Report 2024   People\\nAna Ruiz joined.\\n____________\\nSoil Lab | Uni X\\n   14\\n\\n"
    ...         "Lab Report 2024   Awards\\nTom Ek won.\\n____________\\nSoil Lab | Uni X\\n   15")
    >>> without_page_furniture(page).split("\\n")
    ['Lab Report 2024   People', 'Ana Ruiz joined.', '', '', '', '', '', 'Tom Ek won.', '', '', '']
    """
    if not _ANY_PAGE_NUMBER.search(text) and not _HEADER_NUMBERED.search(text):
        return text                     # (one search of the whole text: most texts have no page numbers)
    lines = text.split("\n")
    numbers = [i for i, ln in enumerate(lines) if _PAGE_NUMBER.match(ln) and ln.strip()]
    # "Jo Roe — Curriculum Vitae        2": a running header with its page number, said on two pages or more
    headed = [(i, m.group(1)) for i, ln in enumerate(lines) if (m := _HEADER_NUMBERED.match(ln))]
    said = {title for _, title in headed if sum(1 for _, t in headed if t == title) >= 2}
    numbers = sorted(numbers + [i for i, title in headed if title in said])
    if len(numbers) < 2:
        return text
    seen: dict[str, int] = {}
    for ln in lines:
        if ln.strip():
            seen[ln.strip()] = seen.get(ln.strip(), 0) + 1
    first = next((ln.strip() for ln in lines if ln.strip()), "")
    header = re.split(r"\s{3,}", first)[0]        # "LICOR Annual Report 2024       People": its title part
    header = header if len(header) >= 10 else None
    out = list(lines)
    for i in numbers:
        out[i] = ""
        for j in range(max(0, i - 3), min(len(lines), i + 4)):
            line = lines[j].strip()
            if line and (_RULE.match(line) or seen.get(line, 0) >= 2 and len(line) >= 10
                         or header and j > i and line.startswith(header)):
                out[j] = ""
    return "\n".join(out)


_HYPHENATED = re.compile(r"(?<=[^\W\d_])-$")
_FULL_STOP = re.compile(r"[.:;!?]$")
_COLUMN_GAP = re.compile(r"\S\s{3,}\S|\.{4,}")
_ABBREVIATION_END = re.compile(r"(?:\b(?:Proc|Prof|Dr|Assoc|Asst|Mr|Mrs|Ms|St|Dept|Univ|Inst|vol|no|pp|ed|eds|et al|e\.g|i\.e|"
                               r"cf|vs|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)|\b[A-Z])\.$")
_OPEN_END = re.compile(r"(?:[,(\-–]|\b(?:of|and|in|at|the|for|from|to|since|until)|"
                       r"\b(?:Dr|Prof|Professor)\.?\s+[A-ZÀ-Þ][a-zà-ÿ]+)$")      # ("... under Dr. Rachel" / "Thibodeaux")
_COMPOUND_HEAD = re.compile(r"\b(?:[Uu]nder|[Oo]ver|[Nn]on|[Ss]elf|[Cc]ross|[Mm]ulti|[Ww]ell|[Ss]emi|[Aa]nti)-$")
# a wrapped line that goes on with a year: closing the bracket the line above left open ("Dlamini (PhD" / "1997), now
# at X"), or before a word in lower case ("... His" / "1978 paper ..."; not a CV's "2015 to 2019 Postdoc")
_YEAR_GOES_ON = re.compile(r"\s*(?:19|20)\d\d(?:\)|\s+(?!(?:to|until|till|and|onwards?|present|now|today)\b)[a-z])")
_BRACKET_ON = re.compile(r"\s*\((?:\d+(?:st|nd|rd|th)\b|[a-z])")      # a bracket that goes on with the sentence
# a wrapped paragraph's next line going on with its sentence after a name ("... the University of Illinois" /
# "Urbana-Champaign as an associate professor, ..."): one capitalised word, then words a sentence goes on with
_NAME_GOES_ON = re.compile(r"\s*[A-ZÀ-Þ][\w'’\-]+,?\s+(?:as|and|where|which|who|whose|is|was|were|has|have|had|will|since|when|"
                          r"while|before|after)\s+[a-z\d]")
_LABELLED = re.compile(r"[A-Z][\w.]{0,9}(?: [\w.]+)?\s{3,}(?=\S)")   # "Paper IV    ", "A1          " (not a form's
# running head: "DP250101874          PART C - ...", its code over a centred name)
_LIST_MARK = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s+")
# a record's field: _LABEL_START's label, longer and with a bracket's dots and commas ("Authors (p.o., s.a.): X"),
# only where two such lines follow each other in a list item (a paragraph's "Advisor: X" keeps _LABEL_START)
_FIELD_START = re.compile(r"^\s*[A-Z][\w'’()\-., ]{1,40}:\s")
_LABEL_START = re.compile(r"^\s*[A-Z][\w'’()\- ]{1,30}:\s")          # "Advisor: X" starts a line of its own
# (a title leading a line mid-sentence: "... under the supervision of Prof. X and" / "Dr. Y, then ...")
_TITLE_LED = re.compile(r"^(?:Prof|Dr|Assoc|Asst|Mr|Mrs|Ms)\.?\s")
_ENTRY_START = re.compile(r"^\s*(?:[-•*·▪◦–]\s|(?:Prof|Dr|Assoc|Asst|Mr|Mrs|Ms)\.?\s|\[\w*\d+\]|\d+[.)]\s|[A-Z]{1,2}\d{1,3}\.\s|(?:19|20)\d\d\b(?![;:(])|#|"
                          r"[a-h][.)]\s(?=[A-Z]))")      # (an NIH biosketch's "a. Roe J, Lee K. Title. J. 2019;...")


def reflow(text: str) -> str:
    """A hard-wrapped text (copied from a PDF or a mail, most lines filling a fixed width) with each paragraph's lines
    joined onto its first line, words broken by a hyphen at a line's end mended ("pro-" + "fessor"); the lines joined
    become blank, so line numbers stay the file's. Lines of tables ("Name      Group"), lists and short lines are
    left as they are; a text most of whose lines do not fill the width is not wrapped and is returned unchanged.

    >>> wrapped = ("Dr. Ana Ruiz joined the Institute in February 2024 as Senior Researcher. She came from\\n"
    ...            "the University of Granada, where she held a Ramón y Cajal fellowship, and took over the pro-\\n"
    ...            "gramme in July.")
    >>> reflow("\\n".join([wrapped] * 8)).split("\\n")[:4]  # doctest: +NORMALIZE_WHITESPACE
    ['Dr. Ana Ruiz joined the Institute in February 2024 as Senior Researcher. She came from the University of Granada, where she held a Ramón y Cajal fellowship, and took over the programme in July.', '', '', 'Dr. Ana Ruiz joined the Institute in February 2024 as Senior Researcher. She came from the University of Granada, where she held a Ramón y Cajal fellowship, and took over the programme in July.']
    """
    if "    " in text and _CITED_AUTHOR.search(text):
        text = _hanging_citations(text)
    lines = text.split("\n")
    lengths = sorted(len(ln.rstrip()) for ln in lines if ln.strip())
    if len(lengths) < 12:
        return text
    if len(_MAIL_HEADER.findall(text)) >= 4:
        # e-mails (a list's digest): their headers, greetings and signatures short lines; the bodies' width is that of
        # their long lines
        lengths = [n for n in lengths if n >= 40] or lengths
    width = lengths[int(0.9 * len(lengths))]
    if not 40 <= width <= 110 or sum(1 for n in lengths if width - 15 <= n <= width) < 0.45 * len(lengths) \
            or width < 55 and not _narrow_prose(lines):
        return _wrapped_paragraphs(lines)
    out = list(lines)
    head = None             # the index of the line the paragraph is being joined onto
    hung = False            # whether that paragraph is an entry flush left, its lines hanging under it
    for i in range(len(lines) - 1):
        line, nxt = lines[i].rstrip(), lines[i + 1]
        if head is None:
            indent = len(line) - len(line.lstrip())
        # a line that ends a sentence ends an entry too, unless the next is indented under it (a reference's venue
        # under its hanging first line); "Prof." or "F." at a line's end ends nothing
        ends = _FULL_STOP.search(line) and not _ABBREVIATION_END.search(line) and not nxt.lstrip()[:1].islower() \
            and len(nxt) - len(nxt.lstrip()) <= indent \
            and not (line.count("(") > line.count(")") and _YEAR_GOES_ON.match(nxt))    # ("A (M.Sc." / "1976), ...")
        # (a line cut in the middle fills the width to a word or so; one that ends a unit of its own, an address's
        # line, may come close: before a capital, only a nearly full line or an open end is cut)
        # ("... and Chidi Okonkwo-Berg" / "(2nd year; co-supervised by X) and ..."; inside a paragraph, "... the
        # University of Illinois" / "Urbana-Champaign as an associate professor")
        open_end = _OPEN_END.search(line) or _HYPHENATED.search(line) or nxt.lstrip()[:1].islower() \
            or _BRACKET_ON.match(nxt) or head is not None and _NAME_GOES_ON.match(nxt) \
            or head is None and _leads_paragraph(lines, i, width)
        # a list item's hanging lines, indented under its first ("   b. Roe J, Lee K. Title ..." / "      2011;286:1-9.")
        hanging = bool(nxt.strip()) and len(nxt) - len(nxt.lstrip()) > indent > 0 \
            and bool(_ENTRY_START.match(lines[i if head is None else head])) and not _ENTRY_START.match(nxt) \
            and not _COLUMN_GAP.search(nxt.strip())
        # an entry under a label of its own, its lines hanging at the label's text ("Paper II    I. S. Aakre, E. Sande,"
        # / "            "Tension-tension fatigue tests ..."), up to a line that ends a sentence
        hanging = hanging or _under_label(lines[i if head is None else head], nxt) \
            and not (_FULL_STOP.search(line) and not _ABBREVIATION_END.search(line)) \
            and not _LABEL_START.match(nxt)
        # an entry flush left over lines indented under it ("Lars Roe -- Ph.D. student, Hydrology, X University;" /
        # "   advisor M. Ode. Supported ..."): its first line nearly full, the lines under it at one indent
        flush = _flush_hanging(lines, i if head is None else head, i, width)
        hanging = hanging or flush
        hung = hung and head is not None or flush     # (whose next line flush left is the next entry's, "van der X")
        joinable = hanging or len(line) >= width - (15 if open_end else 6) and nxt.strip() and not ends \
            and not _COLUMN_GAP.search(line.strip()) and not _COLUMN_GAP.search(nxt.strip()) \
            and not _RULE.match(line) and not _RULE.match(nxt) and not _LABEL_START.match(nxt) \
            and (not _ENTRY_START.match(nxt) or _OPEN_END.search(line) or _ABBREVIATION_END.search(line)
                 or _YEAR_GOES_ON.match(nxt) and (line.count("(") > line.count(")") or not nxt.lstrip()[4] == ")")) \
            and (open_end or len(nxt) - len(nxt.lstrip()) >= len(line) - len(line.lstrip())) \
            and not (hung and nxt[:1].strip())      # (an outdent ends it)
        if not joinable:
            head = None
            continue
        if head is None:
            head = i
        out[head] = _join_wrapped(out[head].rstrip(), nxt.strip())
        out[i + 1] = ""
    return "\n".join(out)


_NUMBERED_REF = re.compile(r"^\s*(?:\[\w*\d+\]|\d+[.)]\s|[A-Z]{1,2}\d{1,3}\.\s)")


def _narrow_prose(lines: list[str]) -> bool:
    """Whether a text of narrow lines is prose set in a column (a two-column PDF's text), not a list of short
    entries: a third of its lines or more go on at a small letter, or words broken at a hyphen several times."""
    goes_on = sum(1 for ln, nxt in zip(lines, lines[1:]) if ln.strip() and nxt[:1].islower())
    broken = sum(1 for ln, nxt in zip(lines, lines[1:]) if re.search(r"[a-z]-$", ln.rstrip()) and nxt[:1].islower())
    return goes_on >= 0.3 * sum(1 for ln in lines if ln.strip()) or broken >= 3


def _flush_hanging(lines: list[str], head: int, i: int, width: int) -> bool:
    """Whether line ``i + 1`` hangs under the entry led by line ``head``: that line flush left and nearly as wide as
    the text, the next indented by two to eight spaces as every line since the head, none a table's row, a list's
    item or a label's line; the first line no numbered reference ("[J1] A, B." / "     Title.")."""
    first, nxt = lines[head], lines[i + 1]
    if nxt[:2] != "  " or first[:1] in ("", " ", "\t"):
        return False        # (most lines: no indent under a first line flush left; a cheap test before the rest)
    step = len(nxt) - len(nxt.lstrip())
    return len(first.rstrip()) >= width - 15 and 2 <= step <= 8 and bool(nxt.strip()) \
        and all(len(ln) - len(ln.lstrip()) == step for ln in lines[head + 1:i + 1]) \
        and not _COLUMN_GAP.search(first.strip()) and not _COLUMN_GAP.search(nxt.strip()) \
        and not _NUMBERED_REF.match(first) and not _ENTRY_START.match(nxt) and not _LABEL_START.match(nxt) \
        and not _RULE.match(nxt)        # (a numbered reference's lines are the citation readers')


def _leads_paragraph(lines: list[str], i: int, width: int) -> bool:
    """Whether line ``i`` opens a paragraph of prose a little short of the width, its sentence going on at the next
    line ("Rafael Oroz, Professor Emeritus of Crop" / "Production at the Universidad de Córdoba and ..."): a blank line
    above, a comma and six words or more in it, the next line full and another under that."""
    line = lines[i]
    return i > 0 and not lines[i - 1].strip() and i + 2 < len(lines) and bool(lines[i + 2].strip()) \
        and len(lines[i + 1].rstrip()) >= width - 6 and "," in line and len(line.split()) >= 6


_MAIL_HEADER = re.compile(r"^(?:From|Subject|Date|To):[ \t]+\S", re.M)
_PROSE_HEADING = re.compile(r"(?:biography|bio|about(?: me)?|summary|profile|overview|introduction|research(?: interests)?)$",
                            re.I)


def _join_wrapped(joined: str, nxt: str) -> str:
    """A paragraph's text with its next wrapped line: a word broken by a hyphen mended ("pro-" + "fessor"), a
    compound's hyphen kept ("Sjöberg-" + "Lund"), otherwise a blank between."""
    if _HYPHENATED.search(joined) and nxt[:1].islower() and not _COMPOUND_HEAD.search(joined):
        return joined[:-1] + nxt
    if _HYPHENATED.search(joined):
        return joined + nxt
    return f"{joined} {nxt}"


def _wrapped_paragraphs(lines: list[str]) -> str:
    """In a text of short lines (a record page copied as text), a paragraph of prose under its heading ("Biography")
    hard-wrapped at a width of its own (three lines or more, all but its last of nearly the same length, 60 characters
    or more, none indented, no columns or bullets): its lines joined onto its first (the joined lines left blank)."""
    out = list(lines)
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and lines[j].strip():
            j += 1
        prose = False
        while i < j - 3 and len(lines[i].strip()) < 40:
            prose = prose or bool(_PROSE_HEADING.match(lines[i].strip()))
            i += 1          # (its heading above it: "Biography")
        block = lines[i:j] if prose else []
        body = [ln.rstrip() for ln in block[:-1]]
        if len(block) >= 3 and body and min(map(len, body)) >= 60 and max(map(len, body)) - min(map(len, body)) <= 20 \
                and not any(ln[:1].isspace() or _COLUMN_GAP.search(ln.strip()) or _ENTRY_START.match(ln)
                            and not (k and _TITLE_LED.match(ln) and not re.search(r"[.:;!?]$", block[k - 1].rstrip()))
                            for k, ln in enumerate(block)) \
                and sum(ln.count(" ") for ln in body) >= 10 * len(body):
            joined = body[0]
            for ln in block[1:]:
                joined = _join_wrapped(joined, ln.strip())
            out[i:j] = [joined] + [""] * (len(block) - 1)
        i = j + 1
    return "\n".join(out)


def _under_label(line: str, nxt: str) -> bool:
    """Whether ``nxt`` is indented to where the text after ``line``'s short label and gap starts ("Paper IV    I. S.
    Aakre, ..." / 12 blanks; a gap that `clean` cut to 8 blanks may have been wider)."""
    match = _LABELLED.match(line)
    if not match or _COLUMN_GAP.search(line[match.end():].strip()):
        return False        # ("EDUCATION    X University, Townsville     2017 – 2021": a CV's row, its dates apart)
    indent = len(nxt) - len(nxt.lstrip())
    return indent == match.end() or indent > match.end() and line[match.end() - 8:match.end()] == " " * 8


def _hanging_citations(text: str) -> str:
    r"""References hard-wrapped under a hanging indent ("Doe, J., & Roe, A. (2024). Title ..." / "    Venue, 27(3),
    1-9."), each joined onto its first line (the joined lines left blank), whatever the page's width.

    >>> _hanging_citations("Doe, J. (2024). Long title on\n    two lines. Venue, 3, 1-9.\nNext.").split("\n")
    ['Doe, J. (2024). Long title on two lines. Venue, 3, 1-9.', '', 'Next.']
    """
    lines = text.split("\n")
    out = list(lines)
    i = 0
    while i < len(lines):
        if not _CITED_AUTHOR.match(lines[i]):
            i += 1
            continue
        j = i + 1
        # (a label's line, "   Advisor: X", after an entry that has ended; "Irish: An eye-tracking study" goes on)
        while j < len(lines) and lines[j].startswith("  ") and lines[j].strip() and not _ENTRY_START.match(lines[j]) \
                and not (_LABEL_START.match(lines[j]) and out[i].rstrip().endswith(".")) and j - i < 8:
            joined = out[i].rstrip()
            nxt = lines[j].strip()
            out[i] = joined + nxt if _HYPHENATED.search(joined) and not nxt[:1].islower() else f"{joined} {nxt}"
            out[j] = ""
            j += 1
        i = j
    return "\n".join(out)


# a reference's first line at the margin: "Ní Mhurchú, S., Byrne, C. M.*, & Okafor, T. (2024). ...", with its year
_CITED_AUTHOR = re.compile(r"^(?:[A-ZÀ-Þ][\w'’\-]*(?: [A-ZÀ-Þa-z][\w'’\-]+){0,3}, (?:[A-ZÀ-Þ]\.[ -]?){1,3}[*†]?,? ).{0,200}"
                           r"\((?:19|20)\d\d[a-z]?(?:, [^()]{1,30})?\)\.", re.M)


# A line that is no paragraph text in Markdown: a list item, heading, table row, quote, fence, HTML tag, an indented
# line (a list item's continuation, code), a "Label: value" line
_MD_BLOCK = re.compile(r"^(?:\s|[-*+•]\s|\d{1,3}[.)]\s|[#|>`~<])")
_SETEXT = re.compile(r"^\s*(?:[-=_*]\s*){3,}$")        # a rule, or a heading's underline
_LOWER_WORD = re.compile(r"[^\W\d_A-Z][\w'’-]*(?![\w@]|[.:/]\w)")     # "crossing", "scales.", not "ana.ruiz@x.org" or "www.x.org"
_LIST_ITEM = re.compile(r"^\s{0,3}(?:[-*+•]|\d{1,3}[.)])\s+\S")
_CONTINUES = re.compile(r"(?:[,(\-–—/&]|\b(?:of|and|or|in|at|the|a|an|for|from|to|since|until|by|with|as|on|under|into|"
                        r"along|about|over|through|across|towards?|during|within|without|among|upon|against|around|"
                        r"via|than|between|her|his|their|my|our)|\b[A-Z][a-z]*\.)$")


def unwrap_paragraphs(text: str) -> str:
    """Markdown's hard-wrapped prose paragraphs with each one's lines joined onto its first line, as a Markdown
    renderer shows them; the lines joined become blank, so line numbers stay the file's. A paragraph counts as
    wrapped prose when its sentences run on across its line breaks (the next line starts in lower case, or the line
    ends on "of", "and", a comma); lines of a list without bullets ("PhD, X University" / "MSc, Y University") stay as they are, as do tables and headings. A list item's
    indented lines are joined onto it where a sentence runs on, and kept where one ends (a title, then its authors).

    >>> text = ("She did her PhD at the University of Oslo (2011, supervisor Prof. Ola\\n"
    ...         "Nordmann) and joined the\\nInstitute in 2014.\\n\\nPhD, University of Oslo\\nMSc, NTNU")
    >>> unwrap_paragraphs(text)
    'She did her PhD at the University of Oslo (2011, supervisor Prof. Ola Nordmann) and joined the Institute in \
2014.\\n\\n\\n\\nPhD, University of Oslo\\nMSc, NTNU'
    >>> unwrap_paragraphs("- Ana Ruiz (2021-), thesis on algae under\\n  changing light.\\n  Co-advisor: Dr Per Moen")
    '- Ana Ruiz (2021-), thesis on algae under changing light.\\n\\n  Co-advisor: Dr Per Moen'
    """
    lines = text.split("\n")
    out = list(lines)
    i, fenced = 0, False
    while i < len(lines):
        if lines[i].lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        if fenced:
            i += 1
            continue
        if _LIST_ITEM.match(lines[i]):
            # the item's own lines: indented under it, up to a blank line or the next item
            j, head = i, i
            while j + 1 < len(lines) and lines[j + 1][:2].isspace() and lines[j + 1].strip() \
                    and not _LIST_ITEM.match(lines[j + 1]) and not lines[j + 1].lstrip().startswith(("```", "~~~")):
                if (_runs_on(lines[j], lines[j + 1]) or _filled_prose(lines[j])) and not lines[j].endswith(("  ", "\\")) \
                        and not (_FIELD_START.match(lines[j + 1].replace("**", "")) and _FIELD_START.match(
                            _LIST_MARK.sub("", lines[j]).replace("**", ""))):    # a record's fields, one a line
                    # ("1. **Authors (p.o., s.a.):** A; B" / "   **Title:** X")
                    out[head] = f"{out[head].rstrip()} {lines[j + 1].strip()}"
                    out[j + 1] = ""
                else:
                    head = j + 1
                j += 1
            i = j + 1
            continue
        if not _paragraph_line(lines[i]):
            i += 1
            continue
        j = i
        while j + 1 < len(lines) and _paragraph_line(lines[j + 1]) and not lines[j].endswith(("  ", "\\")):
            j += 1
        breaks = range(i, j)
        running = sum(1 for k in breaks if _runs_on(lines[k], lines[k + 1]))
        if breaks and running * 2 >= len(breaks) and sum(len(lines[k]) for k in breaks) >= 40 * len(breaks):
            out[i] = " ".join(ln.strip() for ln in lines[i:j + 1])
            for k in range(i + 1, j + 1):
                out[k] = ""
        i = j + 1
    return "\n".join(out)


def _filled_prose(line: str) -> bool:
    """Whether a list item's line is prose cut at the file's width: long, mostly words in lower case, and no mark
    that ends a sentence at its end ("... left in June 2023 to take up a position as Senior" / "  Scientist at X")."""
    text = line.rstrip()
    return len(text) >= 100 and text[-1:] not in ".:;!?)\"”" and sum(w.islower() for w in text.split()) >= 10


def _runs_on(line: str, nxt: str) -> bool:
    """Whether a sentence runs on from a line to the next: the next starts with a word in lower case, or the line
    ends on a word or mark that cannot end one ("of", "and", a comma), or inside brackets."""
    nxt = nxt.lstrip()
    return bool(nxt[:1].islower() and _LOWER_WORD.match(nxt) or _CONTINUES.search(line.rstrip())
                or line.count("(") > line.count(")"))


def _paragraph_line(line: str) -> bool:
    return bool(line.strip()) and not _MD_BLOCK.match(line) and not _SETEXT.match(line) and not _LABEL_START.match(line)
