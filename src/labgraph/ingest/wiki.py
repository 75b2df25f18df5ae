"""A wiki page's source saved as text (DokuWiki, MediaWiki): its markup read as the page shows it.

A lab's internal wiki is often exported or copied as its source: "====== Members ======" headings, "^ Name ^ Role ^"
table headers, "[[people:keb|Dr. Katharina X]]" links, "**bold**", "//italic//", "''code''". Each line stays on its
line (facts keep their line numbers); headings become Markdown headings, links their text (an address after it),
tables Markdown rows, and what the page does not show (comments, struck-out text, macros) goes.
"""
from __future__ import annotations

import re

# "====== Title ======" (DokuWiki: more "=" is a higher level) and "== Title ==" (MediaWiki)
_HEADING = re.compile(r"^\s*(={2,6})\s*([^=].*?)\s*\1\s*$")
_LINK = re.compile(r"\[\[([^\[\]|]+)(?:\|([^\[\]]*))?\]\]")
_EXTERNAL = re.compile(r"\[(https?://\S+)\s+([^\]]+)\]")            # MediaWiki: "[https://x.org the site]"
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*|'''(.+?)'''")
_ITALIC = re.compile(r"(?<![:/])//(?=\S)(.+?)(?<=\S)(?<!:)//|''(.+?)''")
_DROPPED = re.compile(r"<del>.*?</del>|/\*.*?\*/|~~[A-Z]+~~|<!--.*?-->|\bFIXME\b|<(?:/?WRAP|/?wrap|/?note|/?nowiki)[^>]*>|"
                      r"\{\{[^{}]*\}\}|\\\\(?=\s|$)")
_TABLE = re.compile(r"^\s*[\^|].*[\^|]\s*$")


def is_wiki(text: str) -> bool:
    """Whether a text file is a wiki page's source: two headings in wiki markup and a wiki link or table at least.

    >>> is_wiki("====== Group ======\\n\\n===== Members =====\\n^ Name ^ Role ^\\n")
    True
    >>> is_wiki("Jane Doe\\n========\\nA CV with a rule under its title.")
    False
    """
    headings = sum(1 for line in text.split("\n", 400)[:400] if _HEADING.match(line))
    return headings >= 2 and ("[[" in text or "\n^ " in text or "''" in text or "**" in text)


def unwiki(text: str) -> str:
    """The page's text as it shows, line for line.

    >>> unwiki("===== Members =====")
    '## Members'
    >>> unwiki("^ Name ^ Role ^\\n| [[people:ab|Dr. Ana Bell]] | **PI** |")
    '| Name | Role |\\n| Dr. Ana Bell | PI |'
    >>> unwiki("Code: [[https://github.com/x/y|our repo]] and //fitting// with ''qfit''")
    'Code: our repo (https://github.com/x/y) and fitting with qfit'
    """
    out = []
    for line in text.split("\n"):
        heading = _HEADING.match(line)
        if heading:
            level = 7 - len(heading.group(1)) if line.lstrip().startswith("======") or len(heading.group(1)) > 2 else 2
            out.append("#" * max(1, min(level, 6)) + " " + heading.group(2))
            continue
        line = _DROPPED.sub("", line)
        line = _LINK.sub(_link_text, line)
        line = _EXTERNAL.sub(lambda m: f"{m.group(2)} ({m.group(1)})", line)
        line = _BOLD.sub(lambda m: m.group(1) or m.group(2), line)
        line = _ITALIC.sub(lambda m: m.group(1) or m.group(2), line)
        if _TABLE.match(line) and "^" in line:
            line = re.sub(r"\s*\^\s*", " | ", line).strip()     # a header row's cells
        out.append(line.rstrip())
    return "\n".join(out)


def _link_text(m: re.Match) -> str:
    """A link as the page shows it: its text (an address after the text when it leads off the wiki)."""
    target, text = m.group(1).strip(), (m.group(2) or "").strip()
    if target.startswith(("http://", "https://")):
        return f"{text} ({target})" if text and text != target else target
    return text or target.split(":")[-1].split("#")[0]
