"""Files -> documents: pick a reader by extension, then by sniffing content.

A reader takes a path and returns either a ``Document`` (text for the
extractors) or an ``Extraction`` (claims read straight from a structured
format such as BibTeX). Readers sit in ``READERS`` keyed by file suffix; ours
are registered here exactly as an outside one would be.
"""
from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

from ..errors import InputError
from ..model import Document, Extraction
from . import bibtex, cff, codemeta, html, latex, org, orcid, pdf, rst, text

Reader = Callable[[Path], "Document | Extraction"]

READERS: dict[str, Reader] = {
    ".txt": text.read_text,
    ".md": text.read_text,
    ".text": text.read_text,
    ".html": html.read_html,
    ".htm": html.read_html,
    ".xhtml": html.read_html,
    ".pdf": pdf.read_pdf,
    ".tex": latex.read_latex,
    ".ltx": latex.read_latex,
    ".org": org.read_org,
    ".rst": rst.read_rst,
    ".rest": rst.read_rst,
    ".bib": bibtex.read_bibtex,
    ".cff": cff.read_cff,
    "codemeta.json": codemeta.read_codemeta,
    ".json": codemeta.read_json,  # codemeta or an ORCID record, told apart by content
}

# Sources that render to text (a CV's LaTeX, an Org outline, reStructuredText), told by their first bytes: under an
# unknown suffix, and under a text file's name too
SOURCES: list[tuple[Callable[[bytes], bool], Reader]] = [
    (latex.is_latex, latex.read_latex),
    (org.is_org, org.read_org),
    (rst.is_rst, rst.read_rst),
]

SNIFFERS: list[tuple[Callable[[bytes], bool], Reader]] = [
    (pdf.is_pdf, pdf.read_pdf),
    (html.is_html, html.read_html),
    (bibtex.is_bibtex, bibtex.read_bibtex),
    *SOURCES,
    (orcid.is_orcid_record, orcid.read_orcid),
    (codemeta.is_codemeta, codemeta.read_codemeta),
]
"""(test on the first 4 KiB, reader) pairs tried for unknown suffixes."""

MAX_BYTES = 64 * 1024 * 1024


def reader_for(path: Path) -> Reader | None:
    """Return the reader for ``path`` by suffix (case-insensitive), else by content."""
    name = path.name.lower()
    for suffix in sorted(READERS, key=len, reverse=True):
        if name.endswith(suffix):
            return READERS[suffix]
    return _sniff(path)


def _sniff(path: Path) -> Reader | None:
    """Return the reader the first bytes of ``path`` call for; never opens a pipe or device (it would hang)."""
    try:
        if not path.is_file():
            return None
        with open(path, "rb") as fh:
            head = fh.read(4096)
    except OSError:
        return None
    for test, reader in SNIFFERS:
        if test(head):
            return reader
    return None


def read(path: Path) -> Document | Extraction:
    """Read one file with the reader its type calls for.

    Raises:
        InputError: the file is unreadable, too large, or of no known type.
    """
    reader = reader_for(path)
    if reader is None:
        raise InputError(path, "unknown file type; labgraph reads " + ", ".join(sorted(READERS)))
    try:
        info = path.stat()
    except OSError as exc:
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from exc
    if not stat.S_ISREG(info.st_mode):
        raise InputError(path, "not a regular file (a folder, pipe or device); skipped")
    if info.st_size > MAX_BYTES:
        raise InputError(path, f"file is {info.st_size // 2**20} MiB, over the {MAX_BYTES // 2**20} MiB limit; split it")
    if reader is text.read_text:
        head = _head(path)
        if head[:1024].lstrip().startswith(b"%PDF-"):
            # A PDF saved under a text name: read it as the PDF it is rather than as bytes of garbage.
            item = pdf.read_pdf(path)
            return replace(item, warnings=item.warnings + (f"{path}: is a PDF with a text file's name; read as PDF",))
        # a CV's LaTeX source, an Org outline or reStructuredText saved as .txt: read as the text it renders to
        source = next((read_source for test, read_source in SOURCES if test(head)), None) \
            if path.suffix.lower() != ".md" else None
        if source is not None:
            return source(path)
    return reader(path)


def _head(path: Path, size: int = 4096) -> bytes:
    try:
        with open(path, "rb") as fh:
            return fh.read(size)
    except OSError:
        return b""


def find_files(paths: list[str | Path]) -> Iterator[Path]:
    """Yield readable files under ``paths`` (folders recursively), sorted, each once.

    Hidden files and folders are skipped; symlink loops are not followed twice.
    """
    seen: set[Path] = set()
    for root in map(Path, paths):
        if root.is_file():
            yield from _once(root, seen)
            continue
        if not root.exists():
            raise InputError(root, "no such file or folder")
        for dirpath, dirnames, filenames in os.walk(root, followlinks=True):
            real = Path(dirpath).resolve()
            if real in seen:
                dirnames[:] = []
                continue
            seen.add(real)
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for name in sorted(filenames):
                candidate = Path(dirpath) / name
                if not name.startswith(".") and reader_for(candidate) is not None:
                    yield from _once(candidate, seen)


def _once(path: Path, seen: set[Path]) -> Iterator[Path]:
    real = path.resolve()
    if real not in seen:
        seen.add(real)
        yield path
