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
from collections import Counter

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


def _typo(a: str, b: str, chars: dict[str, Counter]) -> bool:
    """Is ``b`` a misspelling of ``a``? ``chars`` holds each key's letter counts."""
    if re.findall(r"\d+", a) != re.findall(r"\d+", b) or min(len(a), len(b)) < 10:
        return False
    if len(a.split()) != len(b.split()):
        return False
    # difflib's quick_ratio (common letters in any order) from counts made once per name: a
    # cheap upper bound on the ratio that rejects most pairs before a SequenceMatcher is built
    if 2.0 * sum((chars[a] & chars[b]).values()) / (len(a) + len(b)) < 0.9:
        return False
    return difflib.SequenceMatcher(None, a, b).ratio() >= 0.9


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
    chars = {key: Counter(key) for key in ordered}
    for key in ordered:
        if canon[key] != key:
            continue
        rivals = {k for word in set(key.split()) for k in buckets[(len(key.split()), word)]
                  if position[k] > position[key] and abs(len(k) - len(key)) <= len(key) // 10 + 1}
        for other in sorted(rivals, key=position.__getitem__):
            if canon[other] == other and _typo(key, other, chars):
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
