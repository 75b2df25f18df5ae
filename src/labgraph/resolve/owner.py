"""Whose CV is it, when the CV never writes its owner's name?

The owner of a personal document is an author of every paper it lists. Of the
people who are, drop those the document names in another role (a supervisor)
and those who own another document of the build; of the rest, the owner is the
one who comes earliest in the author lists on average (people list their own
papers, where they are often first author).
"""
from __future__ import annotations

from ..model import Extraction, Publication, Supervision
from ..names import fold


def owned_names(extractions: list[Extraction]) -> dict[str, set[str]]:
    """Return the owners the documents name themselves (folded), each with the documents they own."""
    owned: dict[str, set[str]] = {}
    for ex in extractions:
        if ex.owner_name:
            owned.setdefault(fold(ex.owner_name), set()).add(ex.path)
    return owned


def infer_owner(ex: Extraction, owned: dict[str, set[str]]) -> str | None:
    """Return the likely owner of ``ex`` from its publication list, or None.

    ``owned`` is ``owned_names`` of all the build's documents.
    """
    pubs = [c for c in ex.claims if isinstance(c, Publication) and c.authors]
    if not pubs:
        return None
    common = set(map(fold, pubs[0].authors))
    for pub in pubs[1:]:
        common &= set(map(fold, pub.authors))
    advisors = {fold(c.advisor) for c in ex.claims if isinstance(c, Supervision)}
    candidates = {name for name in common - advisors if not owned.get(name, set()) - {ex.path}}
    if not candidates:
        return None

    def mean_position(key: str) -> float:
        return sum([fold(a) for a in p.authors].index(key) for p in pubs) / len(pubs)

    best = min(sorted(candidates), key=mean_position)
    return next(a for p in pubs for a in p.authors if fold(a) == best)
