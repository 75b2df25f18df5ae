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
from collections.abc import Iterator


from ..extract.patterns import is_location
from ..names import fold

_KIND_WORDS = {"group", "lab", "laboratory", "team", "centre", "center", "institute", "department", "dept"}
_DIGITS = re.compile(r"\d+")
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
        name = short.sub(long, name)
    return " ".join(t for t in fold(name).split() if t != "the")


_ABBREVIATIONS = tuple((re.compile(short, re.I), long) for short, long in (
    (r"\buniv\.?(?=\s)", "university"), (r"\bdept\.?(?=\s)", "department"),
    (r"\binst\.?(?=\s)", "institute"), (r"\btech\.?(?=\s|$)", "technology"),
    (r"\blab\.(?=\s|$)", "laboratory"), (r"\bnat'?l\.?(?=\s)", "national")))


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
    """Is ``b`` a misspelling of ``a``? (Only asked of pairs ``_close_pairs`` lets through.)"""
    if _DIGITS.findall(a) != _DIGITS.findall(b) or min(len(a), len(b)) < 10:
        return False
    if len(a.split()) != len(b.split()):
        return False
    if difflib.SequenceMatcher(None, a, b).ratio() < 0.9:
        return False
    # A typo misspells a word by a letter or two; it does not swap one word for another ("Braga" is not
    # "Bergen", "Bern" is not "Bergen" or "Brno").
    return all(x == y or abs(len(x) - len(y)) <= 1 and difflib.SequenceMatcher(None, x, y).ratio() >= 0.8
               for x, y in zip(a.split(), b.split()))


def _close_pairs(keys: list[str], bucket: list[int]) -> Iterator[tuple[int, int]]:
    """Pairs (i, j), i < j, of a bucket's keys whose similarity could reach ``_typo``'s 0.9.

    rapidfuzz's ratio is 2 * (longest common subsequence) / (total length); difflib's matching
    blocks form a common subsequence, so it bounds difflib's ratio from above and no typo is lost.
    The bucket is compared with itself in C++, a slice of rows at a time to bound memory.
    """
    import numpy as np                   # loaded here: most commands never resolve organisations
    from rapidfuzz import fuzz, process

    choices = [keys[i] for i in bucket]
    for start in range(0, len(choices), _ROWS):
        scores = process.cdist(choices[start:start + _ROWS], choices, scorer=fuzz.ratio,
                               score_cutoff=89.99, dtype=np.uint8)
        for row, col in zip(*np.nonzero(scores)):
            i, j = bucket[start + int(row)], bucket[int(col)]
            if i < j:
                yield i, j


_ROWS = 512


def resolve_orgs(names: dict[str, int], acronyms: dict[str, str] | None = None) -> dict[str, str]:
    """Map each written organisation name (with its mention count) to its entity's label.

    ``acronyms`` maps an acronym a document gave in brackets ("Laboratório de Hidrologia (LabHidro)") to the
    name it stands for: the acronym written alone is that organisation, and is mapped too.
    """
    acronyms = acronyms or {}
    names = {**{short: 0 for short in acronyms}, **names}
    key_of = {name: org_key(name) for name in names}
    keys: dict[str, list[str]] = {}
    for name in sorted(names):
        keys.setdefault(key_of[name], []).append(name)
    canon: dict[str, str] = {k: k for k in keys}
    ordered = sorted(keys, key=lambda k: (-sum(names[n] for n in keys[k]), k))
    # A typo leaves most words and every number alone: compare only names that share a word
    # count, their numbers and a word, and whose lengths are within a tenth of each other.
    buckets: dict[tuple[int, tuple[str, ...], str], list[int]] = {}
    for i, key in enumerate(ordered):
        for word in sorted(set(key.split())):
            buckets.setdefault((len(key.split()), tuple(_DIGITS.findall(key)), word), []).append(i)
    rivals: dict[int, set[int]] = {}
    for bucket in buckets.values():
        if len(bucket) > 1:
            for i, j in _close_pairs(ordered, bucket):
                if abs(len(ordered[j]) - len(ordered[i])) <= len(ordered[i]) // 10 + 1:
                    rivals.setdefault(i, set()).add(j)
    for i, key in enumerate(ordered):
        if canon[key] != key:
            continue
        for other in (ordered[j] for j in sorted(rivals.get(i, ()))):
            if canon[other] == other and _typo(key, other):
                canon[other] = key
    by_initials: dict[str, list[str]] = {}
    for k in keys:
        if canon[k] == k and len(k.split()) >= 2:
            for initials in _initials(k):
                by_initials.setdefault(initials, []).append(k)
    for key in keys:
        acro = _acronym(key)
        if acro and canon[key] == key:
            fits = [k for k in by_initials.get(acro, ()) if k != key]
            if len(fits) == 1:
                canon[key] = fits[0]
    _join_acronyms(acronyms, key_of, canon)
    members: dict[str, list[str]] = {}
    for key, names_ in keys.items():
        members.setdefault(canon[key], []).extend(names_)
    label = {root: _label(forms, names, acronyms) for root, forms in members.items()}
    return {name: label[canon[key_of[name]]] for name in names}


def _join_acronyms(acronyms: dict[str, str], key_of: dict[str, str], canon: dict[str, str]) -> None:
    """Send each acronym's key to its expansion's entity, unless documents expand it differently."""
    meaning: dict[str, set[str]] = {}
    for short, name in acronyms.items():
        meaning.setdefault(key_of[short], set()).add(canon[key_of[name]])
    for key, roots in meaning.items():
        if len(roots) == 1 and canon[key] == key and key not in roots:
            canon[key] = next(iter(roots))
    for key, root in list(canon.items()):
        canon[key] = canon[root]            # a name already joined to the acronym follows it


def _label(forms: list[str], counts: dict[str, int], acronyms: dict[str, str]) -> str:
    """The spelling most documents use; on a tie, the fuller one, never an acronym over its expansion."""
    return max(forms, key=lambda f: (f not in acronyms, _acronym(org_key(f)) is None, counts[f], len(f), f))
