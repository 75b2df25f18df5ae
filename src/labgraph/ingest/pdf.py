"""PDF files (CVs, publication lists) -> Document, in reading order, with headings.

pdfminer.six lays each page out into text boxes and orders them column by
column, so a two-column CV reads its sidebar and its main column each in one
piece. From the boxes we write the same layout as the HTML reader: a heading
(a line in a larger or bold font) on its own line between blank lines, one
``  • item`` line per bullet, a paragraph's wrapped lines joined into one.
Link annotations become links on the line their rectangle covers. There
is no OCR: a scanned PDF without a text layer is an ``InputError``.
"""
from __future__ import annotations

import re
import statistics
from dataclasses import dataclass
from pathlib import Path

from pdfminer.converter import PDFPageAggregator
from pdfminer.layout import LAParams, LTChar, LTFigure, LTImage, LTPage, LTTextBox, LTTextLine
from pdfminer.pdfdocument import PDFDocument, PDFPasswordIncorrect
from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdfparser import PDFParser
from pdfminer.pdftypes import resolve1

from ..errors import InputError
from ..model import Document, Link
from .text import clean

__all__ = ["read_pdf", "is_pdf"]

BULLET = "  • "
_BULLETS = re.compile(r"^\s*(?:[•●◦▪■►▸‣∙·*]|-|–|—|\uf0b7|\uf0a7)\s+")
_YEAR = re.compile(r"\b(19|20)\d\d\b")
_HEADING_RATIO = 1.15  # a line this much larger than the body text is a heading


def is_pdf(head: bytes) -> bool:
    """Tell whether the first bytes of a file are a PDF's."""
    return b"%PDF-" in head[:1024]


@dataclass
class _Line:
    text: str
    size: float
    bold: bool
    x0: float
    x1: float
    box_x1: float
    box: int
    bbox: tuple[float, float, float, float]
    page: int
    chars: tuple[tuple[str, float], ...]  # each character with its horizontal centre


def read_pdf(path: Path) -> Document:
    """Return the text of a PDF in reading order, with headings and bullets on their own lines.

    Raises:
        InputError: the file is not a readable PDF, is encrypted, or has no
            text layer (a scan).
    """
    pages, annotations = _layout(path)
    lines = [line for number, page in enumerate(pages) for line in _lines(page, number)]
    if not any(line.text.strip() for line in lines):
        has_images = any(_has_image(page) for page in pages)
        what = "it looks like a scan (pages are images)" if has_images else "it has no text"
        raise InputError(path, f"no text layer: {what}; labgraph does no OCR. "
                         "Run OCR first (for example `ocrmypdf in.pdf out.pdf`) or give the text")
    text, numbered = _write(lines)
    links = tuple(_links(annotations, numbered))
    return Document(path=str(path), text=clean(text), links=links, format="pdf")


def _layout(path: Path) -> tuple[list[LTPage], list[tuple[int, tuple, str]]]:
    """Return the laid-out pages and the URI link annotations as (page, rect, url)."""
    try:
        with open(path, "rb") as fh:
            return _layout_stream(fh)
    except OSError as exc:
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from exc
    except PDFPasswordIncorrect as exc:
        raise InputError(path, "the PDF is encrypted; save an unprotected copy") from exc
    except Exception as exc:  # pdfminer raises many unrelated types on damaged files
        raise InputError(path, f"not a readable PDF ({type(exc).__name__}: {exc}); "
                         "re-save it from its source or give the text") from exc


def _layout_stream(fh) -> tuple[list[LTPage], list[tuple[int, tuple, str]]]:
    document = PDFDocument(PDFParser(fh))
    manager = PDFResourceManager()
    device = PDFPageAggregator(manager, laparams=LAParams(line_margin=0.5))
    interpreter = PDFPageInterpreter(manager, device)
    pages, annotations = [], []
    for number, page in enumerate(PDFPage.create_pages(document)):
        interpreter.process_page(page)
        pages.append(device.get_result())
        annotations += [(number, rect, url) for rect, url in _uri_annotations(page)]
    return pages, annotations


def _uri_annotations(page: PDFPage) -> list[tuple[tuple, str]]:
    found = []
    for annot in resolve1(page.annots) or []:
        annot = resolve1(annot)
        action = resolve1(annot.get("A")) if isinstance(annot, dict) else None
        uri = resolve1(action.get("URI")) if isinstance(action, dict) else None
        rect = resolve1(annot.get("Rect")) if isinstance(annot, dict) else None
        if isinstance(uri, bytes):
            uri = uri.decode("utf-8", errors="replace")
        if isinstance(uri, str) and rect and len(rect) == 4:
            found.append((tuple(float(resolve1(v)) for v in rect), uri))
    return found


def _has_image(page: LTPage) -> bool:
    stack = list(page)
    while stack:
        item = stack.pop()
        if isinstance(item, LTImage):
            return True
        if isinstance(item, LTFigure):
            stack.extend(item)
    return False


def _lines(page: LTPage, number: int) -> list[_Line]:
    """Return the text lines of a page, box by box in pdfminer's reading order."""
    lines = []
    boxes = _reading_order([item for item in page if isinstance(item, LTTextBox)])
    for index, box in enumerate(boxes):
        for line in box:
            if isinstance(line, LTTextLine) and line.get_text().strip():
                chars = [c for c in line if isinstance(c, LTChar) and c.get_text().strip()]
                size = statistics.median(c.size for c in chars) if chars else 0.0
                bold = bool(chars) and sum("bold" in c.fontname.lower() for c in chars) > len(chars) / 2
                centres = tuple((c.get_text(), (c.x0 + c.x1) / 2) for c in line if isinstance(c, LTChar))
                lines.append(_Line(" ".join(line.get_text().split()), size, bold, line.x0, line.x1,
                                   box.x1, index + 1000 * number, line.bbox, number, centres))
    return lines


def _reading_order(boxes: list[LTTextBox]) -> list[LTTextBox]:
    """Return text boxes in reading order: a two-column page column by column.

    A column gutter is an x no box crosses except full-width ones (a name
    banner, a section across both columns), which split the page into bands.
    Dates set in a left margin beside each entry are rows, not a column.
    """
    by_top = sorted(boxes, key=lambda b: (-b.y1, b.x0))
    gutter = _gutter(by_top)
    if gutter is None:
        return by_top
    ordered, band = [], []
    for box in by_top:
        if box.x0 < gutter < box.x1:  # full width: ends the band above it
            ordered += _columns(band, gutter) + [box]
            band = []
        else:
            band.append(box)
    return ordered + _columns(band, gutter)


def _columns(band: list[LTTextBox], gutter: float) -> list[LTTextBox]:
    return [b for b in band if b.x1 <= gutter] + [b for b in band if b.x0 >= gutter]


def _gutter(boxes: list[LTTextBox]) -> float | None:
    """Return the x of the gutter between two columns, or None for a one-column page."""
    best, best_score = None, 0
    for x in sorted({round(b.x1, 1) + 0.5 for b in boxes}):
        left = [b for b in boxes if b.x1 <= x]
        right = [b for b in boxes if b.x0 >= x]
        across = [b for b in boxes if b.x0 < x < b.x1]
        if min(len(left), len(right)) < 2 or any(_beside(c, left + right) for c in across):
            continue
        if _rows(left, right):
            continue
        score = min(len(left), len(right))
        if score > best_score:
            best, best_score = x, score
    return best


def _beside(box: LTTextBox, others: list[LTTextBox]) -> bool:
    """Tell whether ``box`` shares some height with any of ``others``."""
    return any(min(box.y1, o.y1) - max(box.y0, o.y0) > 1 for o in others)


def _rows(left: list[LTTextBox], right: list[LTTextBox]) -> bool:
    """Tell whether the left boxes are dates set level with their entries (a date margin).

    Two real columns often start level too (both open with a heading), so
    being level is not enough: the left boxes must also be dates.
    """
    dated = [b for b in left if _YEAR.search(b.get_text()) and any(abs(b.y1 - r.y1) < 3 for r in right)]
    return len(dated) > len(left) / 2


def _write(lines: list[_Line]) -> tuple[str, list[tuple[int, _Line]]]:
    """Return the document text and each PDF line with the output line it went to."""
    sizes = [line.size for line in lines if line.size]
    body = statistics.median(sizes) if sizes else 0.0
    out: list[str] = []
    numbered = []
    previous: _Line | None = None
    for line in lines:
        heading, bullet = _is_heading(line, body), _BULLETS.match(line.text)
        if previous is not None and not heading and not bullet and _continues(previous, line, body):
            out[-1] += ("" if out[-1].endswith("-") else " ") + line.text
        else:
            if heading or previous is None or line.box != previous.box or _is_heading(previous, body):
                _blank(out)
            out.append(BULLET + line.text[bullet.end():] if bullet else line.text)
        numbered.append((len(out), line))
        if heading:
            _blank(out)
        previous = line
    return "\n".join(out).strip("\n"), numbered


def _blank(out: list[str]) -> None:
    if out and out[-1] != "":
        out.append("")


def _is_heading(line: _Line, body: float) -> bool:
    short = len(line.text.split()) <= 6 and not line.text.rstrip().endswith((".", ",", ";"))
    bigger = body and line.size > body * _HEADING_RATIO
    return short and (bigger or (line.bold and line.text.isupper()) or (line.bold and len(line.text) < 40
                                                                         and line.size >= body))


def _continues(previous: _Line, line: _Line, body: float) -> bool:
    """Tell whether ``line`` carries on the paragraph ``previous`` wrapped out of.

    It did when its first word would not have fitted in the room left at the
    end of ``previous`` (an author's own break leaves room).
    """
    if previous.box != line.box or _is_heading(previous, body) or abs(previous.size - line.size) >= 0.5:
        return False
    char_width = (line.x1 - line.x0) / max(len(line.text), 1)
    first_word = len(line.text.split()[0]) + 1
    return previous.box_x1 - previous.x1 < first_word * char_width


def _links(annotations: list[tuple[int, tuple, str]], numbered: list[tuple[int, _Line]]):
    """Yield a Link for each annotation, on the line whose text its rectangle covers."""
    for page, (x0, y0, x1, y1), url in annotations:
        for out_line, line in numbered:
            lx0, ly0, lx1, ly1 = line.bbox
            overlaps = line.page == page and min(x1, lx1) > max(x0, lx0) and min(y1, ly1) > max(y0, ly0)
            if overlaps:
                anchor = "".join(c for c, centre in line.chars if x0 <= centre <= x1)
                yield Link(text=" ".join(anchor.split()) or line.text, url=url, line=out_line)
                break
