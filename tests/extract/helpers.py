"""Build a document from text written in a test and extract its claims."""
from __future__ import annotations

import textwrap

from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Document, Supervision
from labgraph.resolve import resolve


def claims_of(text: str, kind: type | None = None, path: str = "doc.txt"):
    """Return the claims of a dedented text (only those of ``kind`` if given)."""
    doc = Document(path, textwrap.dedent(text).strip("\n"))
    found = extract_document(doc).claims
    return [c for c in found if kind is None or isinstance(c, kind)]


def pairs(claims, *fields):
    """Return tuples of the named fields of each claim, with OWNER shown as "OWNER"."""
    return {tuple("OWNER" if getattr(c, f) == OWNER else getattr(c, f) for f in fields) for c in claims}


def written(tmp_path, name: str, text: str):
    """Write ``text`` to a file ``name`` under ``tmp_path`` and return its path (read as that kind of file)."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def resolved_supervisions(tmp_path, text: str, name: str = "page.md") -> set[tuple[str, str]]:
    """(advisor, advisee) labels of the resolved graph of one document, each label's words sorted ("OKABE Hiroshi" is
    labelled "Okabe Hiroshi": a test's "Hiroshi Okabe" matches it through ``word_pair``)."""
    res = resolve([extract_document(read(written(tmp_path, name, text)))])
    label = {e.id: " ".join(sorted(e.label.split())) for e in res.entities if e.kind == "person"}
    return {(label[f.claim.advisor], label[f.claim.advisee]) for f in res.facts if isinstance(f.claim, Supervision)}


def word_pair(advisor: str, advisee: str) -> tuple[str, str]:
    """An (advisor, advisee) pair with each name's words sorted, as ``resolved_supervisions`` gives them."""
    return " ".join(sorted(advisor.split())), " ".join(sorted(advisee.split()))
