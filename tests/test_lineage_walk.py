"""Lineage walks on a store wide enough for whole-generation steps: the same people, generations
and supervisions as a plain BFS written here, and as a SPARQL property path on the same store.

The family is random but fixed (seeded), with several advisors per person, a pair supervised
at two levels, bare ``supervisedBy`` pairs and cycles, as in the Academic Family Tree.
"""
from __future__ import annotations

import random
from collections import Counter, defaultdict, deque
from pathlib import Path

import pytest

from labgraph.lineage import _WIDE, index_of, lineage, relatives
from labgraph.query import query
from labgraph.store import Store

LG = "https://w3id.org/labgraph/ontology#"
P = "https://w3id.org/labgraph/id/person/"
PEOPLE = 3000


def _family(path: Path) -> tuple[dict, dict]:
    """Write the family as N-Triples; return its labels and (advisor, advisee) -> set of levels."""
    rng = random.Random(11)
    labels = {i: (f"Zoë Ångström {i}" if i % 7 == 0 else f"Ada Berg {i}") for i in range(PEOPLE)}
    pairs: dict[tuple[int, int], set[str]] = defaultdict(set)
    for i in range(3, PEOPLE):
        advisors = {rng.randrange(0, i) for _ in range(2 if rng.random() < 0.15 else 1)}
        for a in advisors:
            pairs[a, i].add(rng.choice(["PhD", "PhD", "Master", "Unspecified"]))
    pairs[5, 40].update({"Master", "PhD"})  # supervised twice: a Master's, then a PhD
    for a, s in [(2900, 0), (2500, 1), (1700, 3)]:  # cycles: a late person advises an early one
        pairs[a, s].add("PhD")
    lines = []
    for i, label in labels.items():
        lines.append(f'<{P}p{i}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <{LG}Person> .\n'
                     f'<{P}p{i}> <http://www.w3.org/2000/01/rdf-schema#label> "{label}" .\n')
    for (a, s), levels in pairs.items():
        lines.append(f"<{P}p{s}> <{LG}supervisedBy> <{P}p{a}> .\n")
        for level in levels - {"Unspecified"}:  # Unspecified pairs stay bare
            x = f"<https://w3id.org/labgraph/id/supervision/p{a}--p{s}-{level}>"
            lines.append(f'{x} <{LG}advisor> <{P}p{a}> .\n{x} <{LG}advisee> <{P}p{s}> .\n'
                         f'{x} <{LG}level> "{level}" .\n')
    path.write_text("".join(lines), encoding="utf-8")
    return labels, pairs


@pytest.fixture(scope="module")
def family(tmp_path_factory):
    folder = tmp_path_factory.mktemp("family")
    labels, pairs = _family(folder / "family.nt")
    store = Store(folder / "store")
    store.add([folder / "family.nt"])
    yield store, labels, pairs
    store.close()


def _bfs(pairs: dict, start: int, *, down: bool, depth: int | None = None,
         levels: set[str] | None = None) -> tuple[dict[int, int], set[tuple[int, int]]]:
    """Return person -> distance and the (advisor, advisee) pairs met, by a plain BFS."""
    step: dict[int, list[int]] = defaultdict(list)
    for (a, s), kinds in pairs.items():
        if levels is None or kinds & levels:
            step[a if down else s].append(s if down else a)
    distance, met, todo = {start: 0}, set(), deque([start])
    while todo:
        p = todo.popleft()
        if depth is not None and distance[p] >= depth:
            continue
        for q in step[p]:
            met.add((p, q) if down else (q, p))
            if q not in distance:
                distance[q] = distance[p] + 1
                todo.append(q)
    del distance[start]
    return distance, met


def _iri(i: int) -> str:
    return f"{P}p{i}"


@pytest.mark.parametrize("start", [0, 3, 17])
@pytest.mark.parametrize("options", [{}, {"depth": 3}, {"levels": {"PhD"}},
                                     {"depth": 4, "levels": {"PhD", "Master"}}],
                         ids=["all", "depth-3", "phd", "depth-4-phd-master"])
def test_descendants_are_the_plain_bfs_people_and_supervisions(family, start, options):
    store, labels, pairs = family
    expected, met = _bfs(pairs, start, down=True, **options)
    levels = sorted(options["levels"]) if "levels" in options else None
    found = relatives(store, _iri(start), up=False, depth=options.get("depth"), levels=levels)
    assert found[0] == (_iri(start), labels[start], 0)
    assert {r.iri: r.generation for r in found[1:]} == {_iri(p): d for p, d in expected.items()}
    assert len(found) == len(expected) + 1  # each person once
    assert [r.generation for r in found] == sorted(r.generation for r in found)
    assert all(r.label == labels[int(r.iri.rsplit("p", 1)[1])] for r in found)
    G = lineage(store, _iri(start), up=False, depth=options.get("depth"), levels=levels)
    assert set(G.edges) == {(_iri(a), _iri(s)) for a, s in met}


def test_the_family_is_wide_enough_to_be_walked_a_generation_at_a_time(family):
    _store, _labels, pairs = family
    expected, _met = _bfs(pairs, 0, down=True)
    assert max(Counter(expected.values()).values()) > _WIDE
    assert len(expected) > PEOPLE // 2


@pytest.mark.parametrize("start", [0, 40, 2900])
def test_descendants_match_a_sparql_property_path_on_the_same_store(family, start):
    store, _labels, _pairs = family
    rows = query(store, f"SELECT DISTINCT ?d WHERE {{ ?d lg:supervisedBy+ <{_iri(start)}> }}", timeout=None).rows
    by_sparql = {str(d) for (d,) in rows} - {_iri(start)}  # in a cycle a person is their own descendant
    assert {r.iri for r in relatives(store, _iri(start), up=False)[1:]} == by_sparql


@pytest.mark.parametrize("start", [0, 40, 2999])
def test_both_ways_through_cycles_each_person_once_above_winning(family, start):
    store, labels, pairs = family
    above, met_up = _bfs(pairs, start, down=False)
    below, met_down = _bfs(pairs, start, down=True)
    found = relatives(store, _iri(start))
    expected = {**{_iri(p): -d for p, d in above.items()}, _iri(start): 0,
                **{_iri(p): d for p, d in below.items() if p not in above and p != start}}
    assert {r.iri: r.generation for r in found} == expected
    assert len(found) == len(expected)
    assert [r.generation for r in found] == sorted(r.generation for r in found)
    G = lineage(store, _iri(start))
    assert dict(G.nodes(data="generation")) == expected
    assert set(G.edges) == {(_iri(a), _iri(s)) for a, s in met_up | met_down}


def test_a_pair_supervised_at_two_levels_is_one_edge_with_both(family):
    store, _labels, _pairs = family
    G = lineage(store, _iri(5), up=False, depth=1)
    assert G.edges[_iri(5), _iri(40)]["level"] == "PhD, Master"


def test_names_of_a_big_answer_are_decoded_right_after_the_index_is_read_back(family):
    store, labels, _pairs = family
    index_of(store)
    path = store.path
    with Store(path, create=False) as reopened:  # names come from the packed cache, accents included
        found = relatives(reopened, _iri(0), up=False)
    assert len(found) > PEOPLE // 2
    assert {r.label for r in found} == {labels[int(r.iri.rsplit("p", 1)[1])] for r in found}
    assert any("Ångström" in r.label for r in found)
