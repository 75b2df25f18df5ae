"""Plain text and Markdown files -> Document, whatever their encoding."""
from __future__ import annotations

import codecs
import re
from pathlib import Path

from ..errors import InputError
from ..model import Document, Link

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BLANKS = re.compile(r"[^\S\n]{9,}")
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


def clean(text: str) -> str:
    """Return ``text`` with unified newlines, no control characters and no run of more than 8 blanks.

    Eight blanks still show a column gap; a longer run says no more, and regular
    expressions that try each blank of a run as a start take quadratic time on it.
    """
    text = _LINE_ENDS.sub("\n", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = _CONTROL.sub(" ", text)
    # A run of 9 blanks holds 9 spaces or another blank: most texts have neither, and finding that out
    # takes a few scans instead of the pattern's test at every character.
    if " " * 9 in text or any(blank in text for blank in _OTHER_BLANKS):
        text = _BLANKS.sub(" " * 8, text)
    return text


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
    return clean(text), warnings


def read_text(path: Path) -> Document:
    """Return the document in a ``.txt`` or ``.md`` file."""
    text, warnings = read_decoded(path)
    links: tuple[Link, ...] = ()
    if path.suffix.lower() in (".md", ".markdown"):
        text, links = unmark(_without_front_matter(text))
    return Document(path=str(path), text=text, links=links, format="text", warnings=warnings)


def _without_front_matter(text: str) -> str:
    """A static-site page's YAML front matter ("---" / "layout: archive" / "---") as blank lines (numbers kept).

    >>> _without_front_matter("---\\ntitle: CV\\n---\\n# Ann Lee").split("\\n")
    ['', '', '', '# Ann Lee']
    """
    if not text.startswith("---\n"):
        return text
    lines = text.split("\n")
    end = next((i for i in range(1, min(len(lines), 60)) if lines[i].strip() == "---"), None)
    if end is None or not all(":" in ln or not ln.strip() or ln.startswith((" ", "-")) for ln in lines[1:end]):
        return text                                 # a horizontal rule, not front matter
    return "\n" * end + "\n" + "\n".join(lines[end + 1:])


_MD_LINK = re.compile(r"!?\[([^\[\]\n]*)\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
_MD_IMAGE = re.compile(r"!\[[^\[\]\n]*\]\([^)\s]+(?:\s+\"[^\"]*\")?\)")
_MD_IMAGE_LINK = re.compile(r"\[\s*\]\([^)\s]+\)")           # what a linked image leaves: "[](repo)"
# Bold text never spans another "**"/"__": without that a line of unclosed "**" took quadratic time.
_MD_EMPHASIS = re.compile(r"(\*\*|__)(?=\S)((?:(?!\1).)+?)(?<=\S)\1|(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?!\w)")


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
    """
    links = []
    out_lines = []
    for number, line in enumerate(text.split("\n"), start=1):
        if "\\" in line:                # "M\*" is a literal star, not emphasis: hide it until the end
            line = _MD_ESCAPE.sub(lambda m: chr(_HIDDEN + _ESCAPABLE.index(m.group(1))), line)
        if "![" in line:                # an image (a badge: "[![CI](ci.svg)](repo)") shows no text: it goes
            line = _MD_IMAGE_LINK.sub("", _MD_IMAGE.sub("", line)) if _MD_IMAGE.search(line) else line
        for m in _MD_LINK.finditer(line):
            links.append(Link(m.group(1), m.group(2), number))
        line = _MD_LINK.sub(lambda m: f"{m.group(1)} ({m.group(2)})" if m.group(1) else m.group(2), line)
        line = _MD_EMPHASIS.sub(lambda m: m.group(2) or m.group(3), line)
        out_lines.append(line.translate(_UNHIDE))
    return "\n".join(out_lines), tuple(links)
