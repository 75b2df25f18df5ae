"""Plain text and Markdown files -> Document, whatever their encoding."""
from __future__ import annotations

import codecs
import re
from pathlib import Path

from ..errors import InputError
from ..model import Document

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


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
    if b"\x00" in data[:8192]:
        raise InputError(path, "looks like a binary file (NUL bytes), not text; "
                         "convert it to text or give it its real extension")
    try:
        return data.decode("utf-8"), ()
    except UnicodeDecodeError as exc:
        text = data.decode("cp1252", errors="replace")
        return text, (f"{path}: not valid UTF-8 (byte {exc.start}); read as Windows-1252/Latin-1",)


def clean(text: str) -> str:
    """Return ``text`` with unified newlines and no control characters."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2028", "\n")
    return _CONTROL.sub(" ", text)


def read_text(path: Path) -> Document:
    """Return the document in a ``.txt`` or ``.md`` file."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from exc
    if not data.strip():
        raise InputError(path, "file is empty")
    text, warnings = decode(data, path)
    return Document(path=str(path), text=clean(text), format="text", warnings=warnings)
