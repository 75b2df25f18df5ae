"""One entity per organisation despite typos, "the", places and acronyms.

"Imperial Collage London" joins "Imperial College London" (a near-identical
spelling of a long name), "LSDS group" joins "Large-scale Data & Systems Group"
(its initials), "University of Edinburgh, UK" joins "University of Edinburgh".
Names that differ in a number or in a whole word stay apart ("Microsoft
Research" is not "Microsoft Research Asia").
"""
from __future__ import annotations

import difflib
import re

import numpy as np

from ..extract.patterns import is_location
from ..names import fold

_KIND_WORDS = {"group", "lab", "laboratory", "team", "centre", "center", "institute", "department", "dept"}
_SMALL = {"of", "the", "and", "for", "in", "on", "at", "de", "&"}


def org_key(name: str) -> str:
    """The comparison key of an organisation name.

    >>> org_key("The University of Edinburgh, UK")
    'university of edinburgh'
    """
    head, _, tail = name.strip().rpartition(",")
    if head and is_location(tail):
        name = head
    for short, long in _ABBREVIATIONS:
        name = re.sub(short, long, name, flags=re.I)
    return " ".join(t for t in fold(name).split() if t != "the")


_ABBREVIATIONS = ((r"\buniv\.?(?=\s)", "university"), (r"\bdept\.?(?=\s)", "department"),
                  (r"\binst\.?(?=\s)", "institute"), (r"\btech\.?(?=\s|$)", "technology"),
                  (r"\blab\.(?=\s|$)", "laboratory"), (r"\bnat'?l\.?(?=\s)", "national"))


def _acronym(key: str) -> str | None:
    tokens = key.split()
    core = [t for t in tokens if t not in _KIND_WORDS]
    if len(core) == 1 and 2 <= len(core[0]) <= 6 and len(tokens) <= 2:
        return core[0]
    return None


def _initials(key: str) -> set[str]:
    """Initials with and without the kind word: "Large-scale Data & Systems Group" -> LSDS, LSDSG."""
    words = [w for w in re.split(r"[\s\-]+", key) if w and w not in _SMALL]
    return {"".join(w[0] for w in words if w not in _KIND_WORDS), "".join(w[0] for w in words)}


def _typo(a: str, b: str) -> bool:
    """Is ``b`` a misspelling of ``a``? (Only asked of pairs ``_letters_close`` lets through.)"""
    if re.findall(r"\d+", a) != re.findall(r"\d+", b) or min(len(a), len(b)) < 10:
        return False
    if len(a.split()) != len(b.split()):
        return False
    return difflib.SequenceMatcher(None, a, b).ratio() >= 0.9


def _letter_counts(keys: list[str]) -> np.ndarray:
    """One row per key: how often each character occurs in it."""
    alphabet = {c: i for i, c in enumerate(sorted(set("".join(keys))))}
    counts = np.zeros((len(keys), len(alphabet)), dtype=np.int64)
    for row, key in enumerate(keys):
        counts[row] = np.bincount([alphabet[c] for c in key], minlength=len(alphabet))
    return counts


def _letters_close(row: int, rivals: list[int], counts: np.ndarray) -> list[int]:
    """The rivals whose letters, in any order, are 90% those of ``row``: difflib's quick_ratio,
    an upper bound on the ratio ``_typo`` asks for, for all the rivals at once."""
    common = np.minimum(counts[rivals], counts[row]).sum(axis=1)
    lengths = counts[rivals].sum(axis=1) + counts[row].sum()
    return [r for r, keep in zip(rivals, 2.0 * common / lengths >= 0.9) if keep]


def resolve_orgs(names: dict[str, int]) -> dict[str, str]:
    """Map each written organisation name (with its mention count) to its entity's label."""
    keys: dict[str, list[str]] = {}
    for name in sorted(names):
        keys.setdefault(org_key(name), []).append(name)
    canon: dict[str, str] = {k: k for k in keys}
    ordered = sorted(keys, key=lambda k: (-sum(names[n] for n in keys[k]), k))
    # A typo leaves most words alone: compare only names that share a word count and a word.
    buckets: dict[tuple[int, str], list[str]] = {}
    for key in ordered:
        for word in set(key.split()):
            buckets.setdefault((len(key.split()), word), []).append(key)
    position = {key: i for i, key in enumerate(ordered)}
    counts = _letter_counts(ordered)
    for key in ordered:
        if canon[key] != key:
            continue
        rivals = sorted({position[k] for word in set(key.split()) for k in buckets[(len(key.split()), word)]
                         if position[k] > position[key] and abs(len(k) - len(key)) <= len(key) // 10 + 1})
        close = _letters_close(position[key], rivals, counts) if rivals else []
        for other in (ordered[i] for i in close):
            if canon[other] == other and _typo(key, other):
                canon[other] = key
    longs = [k for k in keys if canon[k] == k and len(k.split()) >= 2]
    for key in keys:
        acro = _acronym(key)
        if acro and canon[key] == key:
            fits = [k for k in longs if k != key and acro in _initials(k)]
            if len(fits) == 1:
                canon[key] = fits[0]
    members: dict[str, list[str]] = {}
    for key, names_ in keys.items():
        members.setdefault(canon[key], []).extend(names_)
    label = {root: _label(forms, names) for root, forms in members.items()}
    return {name: label[canon[org_key(name)]] for name in names}


def _label(forms: list[str], counts: dict[str, int]) -> str:
    """The spelling most documents use; on a tie, the fuller one, never an acronym over its expansion."""
    return max(forms, key=lambda f: (_acronym(org_key(f)) is None, counts[f], len(f), f))
