"""Whose CV is it, when the CV never writes its owner's name?

The owner of a personal document is an author of every paper it lists. Of the
people who are, drop those the document names in another role (a supervisor)
and those who own another document of the build; of the rest, the owner is the
one who comes earliest in the author lists on average (people list their own
papers, where they are often first author). A document without a publication list
that tells takes the name extraction offered from the top of the page, if any.
"""
from __future__ import annotations

from ..model import OWNER, Extraction, PersonClaim, Publication, Supervision
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
    guess = next((c.name for c in ex.claims if isinstance(c, PersonClaim) and c.is_owner), None)
    if not pubs or len(pubs) == 1 and guess:
        return guess            # a name at the top of the page, offered by extraction (one paper's authors do not
        # tell whose list it is: a lab page's one paper by three of its members)
    common = set(map(fold, pubs[0].authors))
    for pub in pubs[1:]:
        common &= set(map(fold, pub.authors))
    common.discard(fold(OWNER))     # the placeholder a personal list's entries carry is no one's name
    advisors = {fold(c.advisor) for c in ex.claims if isinstance(c, Supervision)}
    candidates = {name for name in common - advisors if not owned.get(name, set()) - {ex.path}}
    if not candidates:
        return guess

    def mean_position(key: str) -> float:
        return sum([fold(a) for a in p.authors].index(key) for p in pubs) / len(pubs)

    best = min(sorted(candidates), key=mean_position)
    return next(a for p in pubs for a in p.authors if fold(a) == best)
