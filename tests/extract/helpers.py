"""Build a document from text written in a test and extract its claims."""
from __future__ import annotations

import textwrap

from labgraph.extract import extract_document
from labgraph.model import OWNER, Document


def claims_of(text: str, kind: type | None = None, path: str = "doc.txt"):
    """Return the claims of a dedented text (only those of ``kind`` if given)."""
    doc = Document(path, textwrap.dedent(text).strip("\n"))
    found = extract_document(doc).claims
    return [c for c in found if kind is None or isinstance(c, kind)]


def pairs(claims, *fields):
    """Return tuples of the named fields of each claim, with OWNER shown as "OWNER"."""
    return {tuple("OWNER" if getattr(c, f) == OWNER else getattr(c, f) for f in fields) for c in claims}
