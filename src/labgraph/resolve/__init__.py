"""All claims of a build -> entities and facts: one per real person, organisation, paper.

Steps: name each document's owner (inferring it for a CV that never writes
it), resolve people and organisations, then papers (normalised title),
software (normalised name) and venues, and finally merge the facts that
several documents state into one, keeping every piece of evidence.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import fields

from ..model import (OWNER, revise, Affiliation, Award, Claim, Education, Entity, Evidence, Extraction, Fact,
                     Interest, PartOf, PersonClaim, Position, Publication, Resolution, Software, Supervision)
from ..names import fold
from ..vocab import slugify
from ..extract.patterns import acronym_after
from .orgs import org_key, resolve_orgs
from .owner import infer_owner, owned_names
from .people import resolve_people

PERSON_FIELDS = {"person", "advisor", "advisee"}
ORG_FIELDS = {"org", "institution", "part", "whole"}


def resolve(extractions: list[Extraction]) -> Resolution:
    """Return the entities and facts that ``extractions`` describe, each once."""
    warnings: list[str] = []
    claims: list[Claim] = []
    owners = owned_names(extractions)
    for ex in extractions:
        owner = ex.owner_name or infer_owner(ex, owners)
        if owner is None and any(_mentions_owner(c) for c in ex.claims):
            warnings.append(f"{ex.path}: could not tell whose document this is; "
                            "its first-person facts (education, positions...) were left out")
        claims.extend(c for c in (_with_owner(c, owner) for c in ex.claims) if c is not None)
    people = _people(claims)
    orgs = resolve_orgs(_org_counts(claims), _org_acronyms(claims))
    entities = _Entities()
    for cluster in dict.fromkeys(people.values()):
        entities.add("person", cluster.label, cluster.forms, cluster.docs)
    person_id = {key: entities.id("person", cluster.label) for key, cluster in people.items()}
    forms: dict[str, list[str]] = defaultdict(list)
    for name, label in orgs.items():
        forms[label].append(name)
    for label in sorted(forms):
        entities.add("org", label, {f: 1 for f in forms[label]}, set())
    facts = _Facts()
    papers = _papers(claims, entities, person_id, facts)
    _software(claims, entities, person_id, papers, facts)
    for claim in claims:
        if isinstance(claim, (Publication, Software)):
            continue
        if isinstance(claim, PersonClaim):
            entities.person_props(person_id[(claim.name, claim.evidence.path)], claim)
            continue
        facts.add(_ids(claim, person_id, orgs, entities))
    return Resolution(entities.freeze(), facts.freeze(),
                      tuple(sorted(ex.path for ex in extractions)), tuple(warnings))


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls))
    return names


_FIELDS: dict[type, tuple[str, ...]] = {}


def _mentions_owner(claim: Claim) -> bool:
    return any(getattr(claim, f) == OWNER or
               (isinstance(getattr(claim, f), tuple) and OWNER in getattr(claim, f))
               for f in _field_names(type(claim)))


def _with_owner(claim: Claim, owner: str | None) -> Claim | None:
    """The claim with OWNER replaced by the owner's name; None if there is no owner to name."""
    changes = {}
    for name in _field_names(type(claim)):      # one pass: most claims name no owner and come back as they are
        value = getattr(claim, name)
        if value == OWNER:
            if owner is None:
                return None
            changes[name] = owner
        elif isinstance(value, tuple) and OWNER in value:
            changes[name] = tuple(v for v in value if v != OWNER) if owner is None else \
                tuple(owner if v == OWNER else v for v in value)
    return revise(claim, **changes) if changes else claim


def _person_names(claim: Claim) -> list[str]:
    if isinstance(claim, PersonClaim):
        return [claim.name]
    if isinstance(claim, Publication):
        return list(claim.authors)
    if isinstance(claim, Software):
        return list(claim.developers)
    return [getattr(claim, f) for f in PERSON_FIELDS if hasattr(claim, f)]


def _people(claims: list[Claim]):
    mentions = sorted({(name, c.evidence.path) for c in claims for name in _person_names(c) if name})
    return resolve_people(mentions)


def _org_counts(claims: list[Claim]) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for claim in claims:
        for f in ORG_FIELDS:
            value = getattr(claim, f, None)
            if value:
                counts[value] += 1
    return dict(counts)


def _org_acronyms(claims: list[Claim]) -> dict[str, str]:
    """Acronyms the documents give in brackets after an organisation's name, and the name."""
    found: dict[str, str] = {}
    clashes: set[str] = set()
    for claim in claims:
        text = claim.evidence.text
        if "(" not in text:
            continue
        for f in ORG_FIELDS:
            value = getattr(claim, f, None)
            short = acronym_after(value, text) if value else None
            if short and found.setdefault(short, value) != value and org_key(found[short]) != org_key(value):
                clashes.add(short)          # one acronym, two organisations: it names neither for sure
    return {short: name for short, name in found.items() if short not in clashes}


class _Entities:
    """Entities under construction, with ids unique per kind and stable across runs."""

    def __init__(self) -> None:
        self.by_key: dict[tuple[str, str], dict] = {}
        self.taken: set[tuple[str, str]] = set()
        self.people: dict[str, dict] = {}      # person id -> entry

    def add(self, kind: str, label: str, forms: dict[str, int] | set[str], docs: set[str], key: str | None = None) -> str:
        key = key or label
        if (kind, key) in self.by_key:
            entry = self.by_key[(kind, key)]
            entry["forms"].update(forms)
            entry["docs"] |= docs
            return entry["id"]
        base = slugify(label, 60)
        ident, n = base, 1
        while (kind, ident) in self.taken:
            n += 1
            ident = f"{base}-{n}"
        self.taken.add((kind, ident))
        self.by_key[(kind, key)] = {"id": ident, "label": label, "forms": set(forms), "docs": set(docs), "props": [],
                                   "seen": set()}
        if kind == "person":
            self.people[ident] = self.by_key[(kind, key)]
        return ident

    def id(self, kind: str, key: str) -> str:
        return self.by_key[(kind, key)]["id"]

    def prop(self, kind: str, key: str, name: str, value) -> None:
        entry = self.by_key[(kind, key)]
        if (name, value) not in entry["seen"]:
            entry["seen"].add((name, value))
            entry["props"].append((name, value))

    def person_props(self, ident: str, claim: PersonClaim) -> None:
        entry = self.people[ident]
        for name in ("email", "homepage", "orcid"):
            value = getattr(claim, name)
            if value and (name, value) not in entry["seen"]:
                entry["seen"].add((name, value))
                entry["props"].append((name, value))

    def freeze(self) -> tuple[Entity, ...]:
        out = []
        for (kind, _), e in self.by_key.items():
            alts = tuple(sorted(f for f in e["forms"] if f != e["label"] and f.strip()))
            out.append(Entity(kind, e["id"], e["label"], alts, tuple(e["props"]), tuple(sorted(e["docs"]))))
        return tuple(sorted(out, key=lambda e: (e.kind, e.id)))


class _Facts:
    """Facts keyed by what they state; a fact stated twice keeps both pieces of evidence."""

    def __init__(self) -> None:
        self.facts: dict[tuple, tuple[Claim, list[Evidence]]] = {}

    def add(self, claim: Claim | None) -> None:
        if claim is None:
            return
        key = _fact_key(claim)
        if key is None:
            return
        if key in self.facts:
            old, sources = self.facts[key]
            self.facts[key] = (_merge(old, claim), sources + [claim.evidence])
        else:
            self.facts[key] = (claim, [claim.evidence])

    def merge_short_awards(self) -> None:
        """"a Google Fellowship" is the "Google Fellowship in Cloud Computing" the same person lists.

        An award whose words are all in exactly one other award of the same
        person, in a year that does not contradict it, is that award.
        """
        by_person: dict[str, list[tuple]] = defaultdict(list)     # only one person's awards can merge
        for key in self.facts:
            if key[0] == "Award":
                by_person[key[1]].append(key)
        for keys in by_person.values():
            for key in sorted(keys, key=lambda k: -len(k[2].split())):
                self._merge_short_award(key, keys)

    def _merge_short_award(self, key: tuple, keys: list[tuple]) -> None:
        words, year = set(key[2].split()), self.facts[key][0].year
        longer = [k for k in keys if k != key and k in self.facts and words < set(k[2].split())
                  and year in (None, self.facts[k][0].year)]
        if len(words) >= 2 and len(longer) == 1:
            old, sources = self.facts.pop(key)
            target, target_sources = self.facts[longer[0]]
            # "Best Paper Award, ACM X Conference" is a line, "ACM X Best Paper Award" a name
            name = max((target.name, old.name), key=lambda n: ("," not in n, len(n)))
            self.facts[longer[0]] = (revise(_merge(target, old), name=name), target_sources + sources)

    def freeze(self) -> tuple[Fact, ...]:
        self.merge_short_awards()
        out = []
        for claim, sources in self.facts.values():
            unique = tuple(sorted(set(sources), key=lambda e: (e.path, e.line, e.text)))
            fact = Fact(revise(claim, evidence=unique[0]), unique)
            out.append(((type(claim).__name__, repr(_fact_key(fact.claim))), fact))
        out.sort(key=lambda pair: pair[0])
        return tuple(fact for _, fact in out)


def _fact_key(claim: Claim) -> tuple | None:
    kind = type(claim).__name__
    if isinstance(claim, Supervision):
        if claim.advisor == claim.advisee:
            return None
        return (kind, claim.advisor, claim.advisee)
    if isinstance(claim, Position):
        return (kind, claim.person, claim.org, fold(re.sub(r"\(.*?\)", "", claim.title)), claim.start)
    if isinstance(claim, Education):
        return (kind, claim.person, claim.degree, claim.institution)
    if isinstance(claim, Award):
        return (kind, claim.person, " ".join(sorted(set(fold(claim.name).split()))))
    if isinstance(claim, Affiliation):
        return (kind, claim.person, claim.org)
    if isinstance(claim, PartOf):
        return None if claim.part == claim.whole else (kind, claim.part, claim.whole)
    if isinstance(claim, Interest):
        return (kind, claim.person, fold(claim.topic))
    return None


def _merge(old: Claim, new: Claim) -> Claim:
    """Fill the gaps of one statement of a fact with another's details."""
    changes = {}
    for name in _field_names(type(old)):
        a, b = getattr(old, name), getattr(new, name)
        if name == "level" and a == "Unspecified" and b != "Unspecified":
            changes[name] = b
        elif a is None and b is not None:
            changes[name] = b
    return revise(old, **changes) if changes else old


def _ids(claim: Claim, person_id: dict, orgs: dict[str, str], entities: _Entities) -> Claim:
    """The claim with people and organisations named by entity id."""
    changes = {}
    for name in _field_names(type(claim)):
        value = getattr(claim, name)
        if name in PERSON_FIELDS:
            changes[name] = person_id[(value, claim.evidence.path)]
        elif name in ORG_FIELDS and value:
            changes[name] = entities.id("org", orgs[value])
    return revise(claim, **changes)


def _papers(claims: list[Claim], entities: _Entities, person_id: dict, facts: _Facts) -> dict[str, str]:
    """Publications by normalised title; returns title key -> paper id."""
    groups: dict[str, list[Publication]] = defaultdict(list)
    for c in claims:
        if isinstance(c, Publication) and fold(c.title):
            groups[fold(c.title)].append(c)
    ids: dict[str, str] = {}
    for key in sorted(groups, key=lambda k: (min(c.evidence.path for c in groups[k]), k)):
        pubs = groups[key]
        written = Counter(c.title for c in pubs)
        label = max((c.title for c in pubs), key=lambda t: (written[t], -len(t), t))
        forms = {c.title: 1 for c in pubs}
        ident = entities.add("paper", label, forms, {c.evidence.path for c in pubs}, key=key)
        ids[key] = ident
        authors = _authors(pubs, person_id)
        for a in authors:
            entities.prop("paper", key, "author", a)
        known_years = [c.year for c in pubs if c.year]
        if known_years:
            entities.prop("paper", key, "year", min(known_years))
        for c in pubs:
            for name in ("venue", "doi", "url", "kind"):
                value = getattr(c, name)
                if value:
                    if name == "venue":
                        value = entities.add("venue", value, {value: 1}, {c.evidence.path}, key="v:" + venue_key(value))
                    entities.prop("paper", key, name, value)
        facts.facts[("Publication", ident)] = (Publication(pubs[0].evidence, ident), [c.evidence for c in pubs])
    return ids


_VENUE_FILLER = {"acm", "ieee", "usenix", "springer", "elsevier", "proc", "proceedings", "the", "of", "on", "in",
                 "international", "annual", "conference", "symposium", "intl"}


def venue_key(venue: str) -> str:
    """Venues that differ only by publisher or filler words are one: "USENIX OSDI" is "OSDI".

    >>> venue_key("Proc. of the USENIX OSDI") == venue_key("OSDI")
    True
    """
    words = [w for w in fold(venue).split() if w not in _VENUE_FILLER]
    return " ".join(words) or fold(venue)


def _authors(pubs: list[Publication], person_id: dict) -> list[str]:
    """The fullest author list any document gives, then anyone the others add."""
    lists = [[person_id[(a, c.evidence.path)] for a in c.authors] for c in pubs]
    best = max(lists, key=len)
    out = list(dict.fromkeys(best))
    for other in lists:
        out += [a for a in other if a not in out]
    return out


def _software(claims: list[Claim], entities: _Entities, person_id: dict, papers: dict[str, str], facts: _Facts) -> None:
    groups: dict[str, list[Software]] = defaultdict(list)
    for c in claims:
        if isinstance(c, Software) and re.sub(r"[^a-z0-9]", "", fold(c.name)):
            groups[re.sub(r"[^a-z0-9]", "", fold(c.name))].append(c)
    titles = dict(papers)
    prefixes = {re.sub(r"[^a-z0-9]", "", fold(label.split(":")[0])): ident
                for label, ident in _paper_labels(entities).items() if ":" in label}
    for key in sorted(groups):
        items = groups[key]
        named = [c.name for c in items if c.developers and OWNER not in c.developers] or [c.name for c in items]
        label = max(set(named), key=lambda n: (named.count(n), sum(ch.isupper() for ch in n), n))
        ident = entities.add("software", label, {c.name: 1 for c in items}, {c.evidence.path for c in items}, key="s:" + key)
        for c in items:
            for dev in c.developers:
                entities.prop("software", "s:" + key, "developer", person_id[(dev, c.evidence.path)])
            for name in ("description", "repository", "version", "license"):
                if getattr(c, name):
                    entities.prop("software", "s:" + key, name, getattr(c, name))
            if c.paper and fold(c.paper) in titles:
                entities.prop("software", "s:" + key, "describedBy", titles[fold(c.paper)])
        if key in prefixes:     # "TorchOpt: An Efficient Library ..." presents TorchOpt
            entities.prop("software", "s:" + key, "describedBy", prefixes[key])
        facts.facts[("Software", ident)] = (Software(items[0].evidence, ident), [c.evidence for c in items])


def _paper_labels(entities: _Entities) -> dict[str, str]:
    return {e["label"]: e["id"] for (k, _), e in entities.by_key.items() if k == "paper"}


__all__ = ["resolve", "org_key"]
