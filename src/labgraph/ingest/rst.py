"""reStructuredText (a project's README.rst, AUTHORS.rst, a Sphinx site's credits page) -> the text it renders to.

docutils parses the source into its document tree; each block is written out as a line a reader of the rendered page
sees: a section's title alone on its line (a heading), a paragraph on one line, a list item led by a dash, a table
("list-table", grid or simple) as a Markdown table whose first row is its header, a literal block as it is (a BibTeX
entry in it is read as BibTeX). A link reads "text (address)"; comments, images, substitutions and a table of contents
are left out. File inclusion and raw passthrough are off: a document may not make labgraph read another file. Line
numbers are the rendered text's, as for HTML.
"""
from __future__ import annotations

import io
import re
from pathlib import Path

from docutils import nodes
from docutils.core import publish_doctree
from docutils.utils import SystemMessage

from ..model import Document
from .text import read_converted

_DIRECTIVE = re.compile(rb"^\.\. [\w:-]+::", re.M)
_UNDERLINE = re.compile(rb"^(?:={3,}|-{3,}|~{3,}|\^{3,}|\*{3,})\s*$", re.M)
_LINK = re.compile(rb"`[^`\n]+ <[^>\n]+>`__?")

_SETTINGS = {"report_level": 5, "halt_level": 5, "warning_stream": io.StringIO(), "file_insertion_enabled": False,
             "raw_enabled": False, "input_encoding": "unicode", "syntax_highlight": "none"}
_SKIPPED = (nodes.comment, nodes.image, nodes.substitution_definition, nodes.system_message, nodes.target,
            nodes.raw, nodes.topic, nodes.figure, nodes.problematic)


def is_rst(head: bytes) -> bool:
    """Whether a file's first bytes are reStructuredText: a directive, and an underlined title or a named link."""
    return bool(_DIRECTIVE.search(head)) and bool(_UNDERLINE.search(head) or _LINK.search(head))


def read_rst(path: Path) -> Document:
    """Return the text a reStructuredText file renders to (a ``.rst`` file, or one saved as ``.txt``)."""
    return read_converted(path, rst_to_text, "rst", "reStructuredText",
                          (SystemMessage, ValueError, IndexError, AttributeError, TypeError))


def rst_to_text(source: str) -> str:
    """The rendered text of a reStructuredText document, one line per title, paragraph, item or table row.

    >>> print(rst_to_text("Team\\n====\\n\\n* Ana Ruiz (`ETH <https://ethz.ch>`_) -- **lead**\\n"), end="")
    # Team
    <BLANKLINE>
    - Ana Ruiz (ETH (https://ethz.ch)) – lead
    """
    doctree = publish_doctree(source, settings_overrides=dict(_SETTINGS, warning_stream=io.StringIO()))
    lines: list[str] = []
    _blocks(doctree, lines)
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"


def _blocks(node: nodes.Node, out: list[str], depth: int = 1) -> None:
    for child in node.children:
        if isinstance(child, _SKIPPED):
            continue
        if isinstance(child, nodes.title):
            # a title is a heading whatever its words ("Project history"): marked as Markdown marks one
            out += ["", f"{'#' * min(depth, 6)} {_inline(child)}", ""]
        elif isinstance(child, nodes.paragraph):
            out += [_inline(child), ""]
        elif isinstance(child, (nodes.bullet_list, nodes.enumerated_list)):
            for item in child.children:
                first, *rest = item.children or [nodes.paragraph()]
                out.append(f"- {_inline(first)}")
                _blocks(nodes.container("", *[r.deepcopy() for r in rest]), out, depth)
            out.append("")
        elif isinstance(child, nodes.literal_block):
            out += ["", *child.astext().split("\n"), ""]
        elif isinstance(child, nodes.table):
            out += ["", *_table(child), ""]
        elif isinstance(child, nodes.definition_list):
            for item in child.children:
                term = next((c for c in item.children if isinstance(c, nodes.term)), None)
                body = next((c for c in item.children if isinstance(c, nodes.definition)), None)
                out.append(f"{_inline(term) if term else ''}: {' '.join(_inline(p) for p in body.children) if body else ''}")
        elif isinstance(child, nodes.field_list):
            for field in child.children:
                out.append(f"{_inline(field.children[0])}: {' '.join(_inline(p) for p in field.children[1].children)}")
        elif isinstance(child, nodes.Text):
            out.append(_clean(child.astext()))
        else:       # sections, block quotes, admonitions, containers: their blocks in order
            if isinstance(child, nodes.section):
                out.append("")
            _blocks(child, out, depth + 1 if isinstance(child, nodes.section) else depth)


def _table(table: nodes.table) -> list[str]:
    rows = []
    for group in table.traverse(lambda n: isinstance(n, (nodes.thead, nodes.tbody))):
        for row in group.children:
            rows.append("| " + " | ".join(" ".join(_inline(p) for p in entry.children) for entry in row.children) + " |")
            if isinstance(group, nodes.thead):
                rows.append("|" + "---|" * len(row.children))
    return rows


def _inline(node: nodes.Node) -> str:
    """A paragraph's or title's text, its links as "text (address)"."""
    parts = []
    for child in node.children if isinstance(node, nodes.Element) else [node]:
        if isinstance(child, (nodes.target, nodes.system_message, nodes.image, nodes.footnote_reference)):
            continue
        if isinstance(child, nodes.reference) and child.get("refuri"):
            text, url = child.astext(), child["refuri"]
            bare = re.sub(r"^https?://(?:www\.)?", "", url).rstrip("/")
            parts.append(url if text.rstrip("/") in (url, bare) else f"{text} ({url})")
        elif isinstance(child, nodes.Element):
            parts.append(_inline(child))
        else:
            parts.append(child.astext())
    return _clean("".join(parts))


def _clean(text: str) -> str:
    return re.sub(r"(?<=[\w\s])--(?=[\w\s])", "–", " ".join(text.split()))
