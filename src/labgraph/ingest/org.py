"""An Emacs Org file (a CV or a publication list kept as ``cv.org``) -> the text it exports to.

orgparse reads the outline: headings, their property drawers, tags and bodies. Each heading is written out as a
line a reader of the exported CV sees: a top-level heading alone on its line (a section: "Employment",
"Publications"); an entry whose drawer says where and when (``:ORG:``, ``:UNIT:``, ``:FROM:``, ``:TO:``) as
"2019–2021    Postdoctoral Fellow, Nuffield College, University of Oxford"; a paper whose drawer lists
``:AUTHORS:``, ``:JOURNAL:`` and ``:YEAR:`` as a reference. Links become "text (address)", markup and timestamps
plain text; subtrees tagged ``noexport`` and ``COMMENT`` headings are left out, as Org's exporter leaves them.
Line numbers are the exported text's, as for HTML.
"""
from __future__ import annotations

import re
from pathlib import Path

import orgparse

from ..model import Document
from .text import read_converted

_SOURCE = re.compile(rb"^#\+(?:TITLE|AUTHOR|OPTIONS|STARTUP):|^:PROPERTIES:\s*$", re.M | re.I)
_HEADING = re.compile(rb"^\*{1,4} \S", re.M)


def is_org(head: bytes) -> bool:
    """Whether a file's first bytes are an Org document: its keywords or drawers, and its outline's headings."""
    return bool(_SOURCE.search(head)) and bool(_HEADING.search(head))


def read_org(path: Path) -> Document:
    """Return the text an Org file exports to (a ``.org`` file, or Org saved as ``.txt``)."""
    return read_converted(path, org_to_text, "org", "Org outline",
                          (ValueError, IndexError, KeyError, AttributeError))


def org_to_text(source: str) -> str:
    """The exported text of an Org document, one line per heading, entry or body line.

    >>> print(org_to_text("#+AUTHOR: Ana Ruiz\\n* Employment\\n** Lecturer\\n:PROPERTIES:\\n:ORG: University of Leeds\\n"
    ...                   ":FROM: <2019-09-01 Sun>\\n:TO: present\\n:END:\\nSee [[https://x.org][my page]].\\n"), end="")
    Ana Ruiz
    <BLANKLINE>
    Employment
    <BLANKLINE>
    2019–present    Lecturer, University of Leeds
    See my page (https://x.org).
    """
    root = orgparse.loads(source)
    out: list[str] = []
    author, title = root.get_file_property("AUTHOR"), root.get_file_property("TITLE")
    out += [_inline(author)] if author else []
    out += [_inline(title)] if title and title != author else []
    skipped: int | None = None          # the level of a subtree left out, while inside it
    for node in root[1:]:
        if skipped is not None and node.level > skipped:
            continue
        skipped = None
        if "noexport" in node.tags or node.heading.startswith("COMMENT"):
            skipped = node.level
            continue
        out.append(_entry(node))
        body = [_inline(ln) for ln in node.get_body(format="raw").split("\n")
                if ln.strip() and not _PLANNING.match(ln)]
        out += body
    text = "\n".join(out)
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


_PLANNING = re.compile(r"\s*(?:SCHEDULED|DEADLINE|CLOSED):")


def _entry(node) -> str:
    """A heading as the exported CV shows it: a section's title, an entry with its drawer's where and when, a paper."""
    heading = _inline(node.heading)
    props = {k.upper(): _inline(str(v)) for k, v in node.properties.items()}
    if node.level == 1:
        return f"\n{heading}\n"
    if not node.properties and not node.get_body(format="raw").strip() and node.children:
        return f"\n{heading}"          # a subsection's title over its entries ("Journal articles")
    if "AUTHORS" in props or "JOURNAL" in props:
        authors = props.get("AUTHORS", "")
        year = f" ({props['YEAR']})" if props.get("YEAR") else ""
        venue = ", ".join(v for v in (props.get("JOURNAL"), props.get("VOLUME")) if v)
        return f"- {authors}{year}. {heading.rstrip('.')}. {venue}."
    where = ", ".join(v for v in (props.get("UNIT"), props.get("ORG") or props.get("ORGANIZATION")
                                  or props.get("INSTITUTION"), props.get("LOCATION") or props.get("CITY")) if v)
    start, end = props.get("FROM") or props.get("START"), props.get("TO") or props.get("END")
    dates = "–".join(d for d in (start, end) if d)
    if where or dates:
        return f"{dates}    {_joined(heading, where)}" if dates else _joined(heading, where)
    return heading


def _joined(*parts: str) -> str:
    return ", ".join(p for p in parts if p)


_LINK = re.compile(r"\[\[([^\]]+)\]\[([^\]]+)\]\]|\[\[([^\]]+)\]\]")
_TIMESTAMP = re.compile(r"[<\[]((?:19|20)\d\d)-\d\d-\d\d(?: [A-Za-z]{2,3}\.?)?(?: \d\d?:\d\d(?:-\d\d?:\d\d)?)?[>\]]")
_MARKUP = re.compile(r"(?<![\w/:])([/*=~+_])(?=\S)(.+?)(?<=\S)\1(?![\w/])")


_RULE = re.compile(r"^\s*\|[-+|:]+\|?\s*$")
_DASHES = re.compile(r"(?<=[\w\s])--(?=[\d\s)]|$)")


def _inline(text: str) -> str:
    """Org's inline syntax as exported text: links, timestamps (their year), emphasis, "--" dashes."""
    text = _LINK.sub(lambda m: (m.group(1) if re.sub(r"^https?://(?:www\.)?", "", m.group(1)).rstrip("/") ==
                                m.group(2).rstrip("/") else f"{m.group(2)} ({m.group(1)})") if m.group(1) else m.group(3),
                     text)          # ("[[https://x.org][x.org]]": the address itself)
    text = _TIMESTAMP.sub(r"\1", text)
    text = _MARKUP.sub(r"\2", text) if any(c in text for c in "/*=~+_") else text
    if _RULE.match(text):
        return text.replace("+", "|")       # a table's rule, "|----+----|", as Markdown writes it
    return _DASHES.sub("–", text).rstrip()  # "1760--1930", "2021--": an en dash
