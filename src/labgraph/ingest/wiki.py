"""A wiki page's source saved as text (DokuWiki, MediaWiki): its markup read as the page shows it.

A lab's internal wiki is often exported or copied as its source: "====== Members ======" headings, "^ Name ^ Role ^"
table headers, "[[people:keb|Dr. Katharina X]]" links, "**bold**", "//italic//", "''code''". Each line stays on its
line (facts keep their line numbers); headings become Markdown headings, links their text (an address after it),
tables Markdown rows, and what the page does not show (comments, struck-out text, macros) goes.
"""
from __future__ import annotations

import html
import re

# "====== Title ======" (DokuWiki: more "=" is a higher level) and "== Title ==" (MediaWiki)
_HEADING = re.compile(r"^\s*(={2,6})\s*([^=].*?)\s*\1\s*$")
_LINK = re.compile(r"\[\[([^\[\]|]+)(?:\|([^\[\]]*))?\]\]")
_EXTERNAL = re.compile(r"\[(https?://\S+)\s+([^\]]+)\]")            # MediaWiki: "[https://x.org the site]"
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*|'''(.+?)'''")
_ITALIC = re.compile(r"(?<![:/])//(?=\S)(.+?)(?<=\S)(?<!:)//|''(.+?)''")
_DROPPED = re.compile(r"<del>.*?</del>|<s>.*?</s>|<strike>.*?</strike>|/\*.*?\*/|~~[A-Z]+~~|<!--.*?-->|\bFIXME\b|<(?:/?WRAP|/?wrap|/?note|/?nowiki)[^>]*>|"
                      r"\{\{[^{}]*\}\}|\\\\(?=\s|$)")
_TABLE = re.compile(r"^\s*[\^|].*[\^|]\s*$")
_TAGS = re.compile(r"</?(?:code|s|small|big|sup|sub|span|u|tt|br)\b[^>]*>|__[A-Z]+__")    # (MediaWiki's "__TOC__")
_CITE = re.compile(r"\{\{\s*cite\s+\w+\s*\|(.*?)\}\}", re.I | re.S)
_INFOBOX = re.compile(r"^\s*\{\{\s*infobox\b", re.I)
_PARAMETER = re.compile(r"^\s*\|\s*([\w ]{1,30}?)\s*=\s*(.*?)\s*$")


def _mediawiki(lines: list[str]) -> list[str]:
    """MediaWiki's markup as lines the page shows, one for each line of the source (the others blank):

    - a table ("{|", "! A !! B", "|-", "| a || b", "|}") as rows "| A | B |", a row's cells on separate lines joined;
    - an infobox's parameters ("| leader = X") as labelled lines ("Leader: X");
    - a "{{cite journal |authors=A |title=T |journal=J |year=Y}}" as the reference it shows ("A (Y). T. J.");
    - a numbered list's "# item" as "1. item" (not a heading), a nested bullet's "** item" indented.

    >>> _mediawiki(["{|", "! Name !! Since", "|-", "| Ana Ruiz || 2021", "|-", "| Bo Li", "| 2022", "|}"])
    ['', '| Name | Since |', '|---|', '| Ana Ruiz | 2021 |', '|---|', '| Bo Li | 2022 |', '', '']
    >>> _mediawiki(["# {{cite journal |authors=Roe A, Lin B |title=A study |journal=Nature |year=2024 |volume=5}}"])
    ['1. Roe A, Lin B (2024). A study. Nature, 5.']
    """
    out: list[str] = []
    row: int | None = None          # the line of the table row being gathered
    in_table = infobox = False
    number = 0
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("{|"):
            in_table, row = True, None
            out.append("")
            continue
        if in_table:
            if stripped.startswith("|}"):
                in_table, row = False, None
                out.append("")
            elif stripped.startswith("|-") or stripped.startswith("|+"):
                row = None
                out.append("|---|")     # (a rule between rows, as a Markdown table's under its header: rows stay one table)
            elif stripped.startswith(("!", "|")):
                sep = "!!" if stripped.startswith("!") else "||"
                cells = [c.strip() for c in stripped[1:].split(sep)]
                # ('| style="..." | text': a cell's attributes before its text)
                cells = [c.split(" | ", 1)[1] if "=" in c.split(" | ", 1)[0] and " | " in c else c for c in cells]
                if row is None:
                    row = len(out)
                    out.append("| " + " | ".join(cells) + " |")
                else:
                    out[row] = out[row][:-1] + " ".join(f"| {c}" for c in cells) + " |"
                    out.append("")
            else:
                out.append(line)
            continue
        if _INFOBOX.match(stripped):
            infobox = True
            out.append("")
            continue
        if infobox:
            parameter = _PARAMETER.match(line)
            if stripped == "}}":
                infobox = False
                out.append("")
            elif parameter and parameter.group(2) and not re.search(r"\.(?:jpe?g|png|gif|svg)$", parameter.group(2), re.I):
                out.append(f"{parameter.group(1).strip().capitalize()}: {parameter.group(2)}")
            else:
                out.append("")
            continue
        if "{{" in line:
            line = _CITE.sub(_citation, line)
            stripped = line.strip()
        if stripped.startswith("# ") or stripped.startswith("#{{"):
            number += 1
            line = f"{number}. {stripped[1:].strip()}"
        elif stripped.startswith("**"):
            line = "    * " + stripped.lstrip("*").strip()
        elif stripped and not stripped.startswith("#"):
            number = 0              # (a numbered list ends at any other line)
        out.append(line)
    return out


def _citation(m: re.Match) -> str:
    """A citation template's reference as the page shows it: "Authors (Year). Title. Journal, Volume, Pages."."""
    fields = {}
    for part in m.group(1).split("|"):
        key, _, value = part.partition("=")
        if value.strip():
            fields[key.strip().lower()] = value.strip()
    authors = fields.get("authors") or fields.get("author") or "; ".join(
        f"{fields[f'last{k}']}, {fields.get(f'first{k}', '')}".strip(", ") for k in range(1, 30) if f"last{k}" in fields)
    year = fields.get("year") or (re.search(r"(?:19|20)\d\d", fields.get("date", "")) or [""])[0]
    title = fields.get("title", "").rstrip(".")
    venue = fields.get("journal") or fields.get("work") or fields.get("booktitle") or fields.get("conference") or \
        fields.get("publisher") or ""
    tail = ", ".join(v for v in (venue, fields.get("volume", ""), fields.get("pages", "")) if v)
    return f"{authors} ({year}). {title}." + (f" {tail}." if tail else "") if authors and title else \
        f"{title}. {tail}." if title else ""


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
    """The page's text as it shows, line for line (MediaWiki's tables, lists and templates first, see
    ``_mediawiki``).

    >>> unwiki("===== Members =====")
    '## Members'
    >>> unwiki("^ Name ^ Role ^\\n| [[people:ab|Dr. Ana Bell]] | **PI** |")
    '| Name | Role |\\n| Dr. Ana Bell | PI |'
    >>> unwiki("Code: [[https://github.com/x/y|our repo]] and //fitting// with ''qfit''")
    'Code: our repo (https://github.com/x/y) and fitting with qfit'
    """
    out = []
    for line in _mediawiki(text.split("\n")) if ("{|" in text or "{{" in text or "\n# " in text) else text.split("\n"):
        heading = _HEADING.match(line)
        if heading:
            level = 7 - len(heading.group(1)) if line.lstrip().startswith("======") or len(heading.group(1)) > 2 else 2
            out.append("#" * max(1, min(level, 6)) + " " + heading.group(2))
            continue
        line = _TAGS.sub("", _DROPPED.sub("", line))
        line = _LINK.sub(_link_text, line)
        line = _EXTERNAL.sub(lambda m: f"{m.group(2)} ({m.group(1)})", line)
        line = _BOLD.sub(lambda m: m.group(1) or m.group(2), line)
        line = _ITALIC.sub(lambda m: m.group(1) or m.group(2), line)
        if "&" in line and ";" in line:
            line = html.unescape(line)      # MediaWiki's entities as the page shows them ("2009&ndash;2013")
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
