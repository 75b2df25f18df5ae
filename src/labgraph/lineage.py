"""Academic lineage: ancestors, descendants, siblings -> networkx DiGraph.

The graph has one node per person (keyed by IRI; attributes ``label`` and
``generation``: negative above the person asked about, positive below) and one
edge advisor -> advisee per supervision, with ``level`` ("PhD", "Master", or
several joined by ", "), ``start``, ``end``, ``role`` and ``co_supervisors``
(the advisee's other advisors). ``G.graph["root"]`` is the person asked about.

On a store, lineage walks an adjacency index of every supervision kept in the
store's cache (rebuilt when the store changes), so a 20-generation walk is a
few array look-ups rather than a SPARQL property path (FIELD-NOTES: a plain
on-disk Oxigraph is only 2-5x rdflib on this; the index is 100x), and a wide
generation (a 100k subtree) a few numpy operations. On an rdflib graph the
index is built per call; on a remote endpoint lineage walks generation by
generation with one query per frontier batch.

Real genealogies have cycles and several advisors per person; every walk
visits a person once, at the shortest distance.
"""
from __future__ import annotations

import bisect
import difflib
import json
from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any, BinaryIO, NamedTuple

import networkx as nx
from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDF, RDFS, SKOS

from .collector import collector_paused
from .errors import AmbiguousPersonError, QueryError, UnknownPersonError
from .model import LEVELS
from .names import fold, parse_name
from .query import query
from .vocab import LG, PREFIXES, slugify

_NO_YEAR = 0
_WIDE = 128  # people in a generation from which a walk goes on with numpy

_EDGES = """
SELECT ?a ?s ?level ?start ?end ?role WHERE {
  { ?x a lg:Supervision ; lg:advisor ?a ; lg:advisee ?s .
    OPTIONAL { ?x lg:level ?level } OPTIONAL { ?x lg:startYear ?start }
    OPTIONAL { ?x lg:endYear ?end } OPTIONAL { ?x lg:role ?role } }
  UNION { ?s lg:supervisedBy ?a }
  UNION { ?a lg:supervised ?s }
}"""

_PEOPLE = """
SELECT ?p ?name ?alt WHERE {
  ?p a lg:Person .
  OPTIONAL { ?p rdfs:label ?name }
  OPTIONAL { ?p skos:altLabel ?alt }
}"""


class _Strings(Sequence):
    """Strings packed in one blob with offsets: each decoded only when asked for.

    A million names cost one read instead of a million objects, so a store's
    cached index opens in milliseconds. After many look-ups (a 100k subtree, or
    one ``pick`` of a sixteenth of them) the blob is decoded whole, once, and
    then sliced: 0.1 s for a million IRIs, against about 1 us a look-up.
    """

    _WHOLE_AFTER = 20_000

    def __init__(self, blob: Any, offsets: array):
        self._blob, self._offsets = blob, offsets
        self._text: str | None = None
        self._at: array | None = None  # offsets in characters into _text
        self._uses = 0

    def __len__(self) -> int:
        return len(self._offsets) - 1

    def __getitem__(self, i: Any) -> Any:
        if type(i) is int and i >= 0:
            if self._text is not None:
                return self._text[self._at[i]:self._at[i + 1]]
            self._uses += 1
            if self._uses == self._WHOLE_AFTER:
                self._decode()
            offsets = self._offsets
            return str(self._blob[offsets[i]:offsets[i + 1]], "utf-8")
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        return self[i + len(self)] if -len(self) <= i < 0 else self._offsets[len(self) + 1]  # IndexError

    def pick(self, indices: Sequence[int]) -> list[str]:
        """Return the strings at ``indices``: many at once, from the blob decoded whole."""
        if self._text is None and len(indices) * 16 < len(self) and len(indices) < self._WHOLE_AFTER:
            offsets, blob = self._offsets, self._blob
            return [str(blob[offsets[i]:offsets[i + 1]], "utf-8") for i in indices]
        import numpy as np

        if self._text is None:
            self._decode()
        at = np.frombuffer(self._at, dtype=np.int64)
        chosen = np.fromiter(indices, dtype=np.int64, count=len(indices))
        text = self._text
        return [text[i:j] for i, j in zip(at[chosen].tolist(), at[chosen + 1].tolist())]

    def _decode(self) -> None:
        """Decode the blob whole; where it is not ASCII, turn byte offsets into character offsets."""
        text = str(self._blob, "utf-8")
        if len(text) == len(self._blob):
            self._at = self._offsets
        else:
            import numpy as np

            # every UTF-8 continuation byte (10xxxxxx) before an offset is one character fewer
            continuation = (np.frombuffer(self._blob, dtype=np.uint8) & 0xC0) == 0x80
            before = np.concatenate(([0], np.cumsum(continuation, dtype=np.int64)))
            offsets = np.frombuffer(self._offsets, dtype=np.int64)
            self._at = array("q", (offsets - before[offsets]).tobytes())
        self._text = text


def _pick(strings: Sequence[str], indices: Sequence[int]) -> list[str]:
    """Return ``strings[i]`` for each of ``indices``; for packed strings, without a call each."""
    if isinstance(strings, _Strings):
        return strings.pick(indices)
    return [strings[i] for i in indices]


def _pack_strings(strings: Sequence[str]) -> tuple[bytes, array]:
    import numpy as np  # only building an index needs numpy; reading one does not

    encoded = [s.encode("utf-8") for s in strings]
    offsets = np.zeros(len(encoded) + 1, dtype=np.int64)
    np.cumsum([len(e) for e in encoded], out=offsets[1:])
    return b"".join(encoded), array("q", offsets.tobytes())


@dataclass
class Index:
    """Every supervision as integer arrays: the people and edges, both directions.

    People are numbered in the order of their IRIs, so ``id`` is a bisection.
    Edge ``e`` goes from ``advisor[e]`` to ``advisee[e]``; ``up_edges[up_start[p]:up_start[p+1]]``
    are the edges into person ``p`` (its advisors), ``down_edges`` likewise out of it.
    ``folded`` holds every name folded (``names.fold``), sorted, with ``folded_ids`` its person.
    """

    iris: Sequence[str]
    labels: Sequence[str]
    advisor: array
    advisee: array
    level: array          # index into model.LEVELS
    start: array          # 0 = unknown
    end: array
    co_role: array        # 1 where lg:role says co-supervisor
    up_start: array
    up_edges: array
    down_start: array
    down_edges: array
    alt_names: list[tuple[int, str]] = field(default_factory=list)
    folded: Sequence[str] = ()
    folded_ids: array = field(default_factory=lambda: array("q"))
    _names: dict[str, list[int]] | None = None

    def id(self, iri: str) -> int | None:
        """Return the number of person ``iri``, or None."""
        i = bisect.bisect_left(self.iris, iri)
        return i if i < len(self.iris) and self.iris[i] == iri else None

    def __getstate__(self) -> dict:
        return {**self.__dict__, "_names": None}

    def walk(self, person: int, *, down: bool, depth: int | None = None,
             levels: frozenset[int] | None = None) -> list[tuple[int, int]]:
        """Return ``(edge, distance)`` for every edge met walking up or down from ``person``.

        Breadth first, each person once (cycles are harmless); ``depth`` limits
        the distance, ``levels`` the kinds of supervision followed.
        """
        found: list[tuple[int, int]] = []
        for distance, met, _newcomers in self.generations(person, down=down, depth=depth, levels=levels):
            found += zip(met, [distance] * len(met))
        return found

    def generations(self, person: int, *, down: bool, depth: int | None = None,
                    levels: frozenset[int] | None = None) -> Iterator[tuple[int, list[int], list[int]]]:
        """Yield ``(distance, edges met, people first met)`` for each generation up or down from ``person``.

        Breadth first, each person met once, at its shortest distance (cycles
        are harmless), in the order a plain BFS meets them. Narrow generations
        are walked edge by edge; from the first one wider than ``_WIDE``
        people, numpy takes whole generations at a time: a 100k subtree costs a
        few array operations per generation instead of a Python step per edge.
        """
        starts, edges = (self.down_start, self.down_edges) if down else (self.up_start, self.up_edges)
        far = self.advisee if down else self.advisor
        level = self.level
        seen = {person}
        frontier = [person]
        distance = 0
        while frontier and (depth is None or distance < depth):
            if len(frontier) > _WIDE:
                yield from self._wide_generations(frontier, seen, distance, down=down, depth=depth, levels=levels)
                return
            distance += 1
            met, following = [], []
            for p in frontier:
                for e in edges[starts[p]:starts[p + 1]]:
                    if levels is not None and level[e] not in levels:
                        continue
                    met.append(e)
                    q = far[e]
                    if q not in seen:
                        seen.add(q)
                        following.append(q)
            yield distance, met, following
            frontier = following

    def _wide_generations(self, frontier: list[int], seen: set[int], distance: int, *, down: bool,
                          depth: int | None, levels: frozenset[int] | None
                          ) -> Iterator[tuple[int, list[int], list[int]]]:
        """Go on with ``generations`` from a wide ``frontier``, a generation per few numpy operations."""
        import numpy as np

        starts, edges, far, level = self._numpy("down_start" if down else "up_start",
                                                "down_edges" if down else "up_edges",
                                                "advisee" if down else "advisor", "level")
        visited = np.zeros(len(starts) - 1, dtype=bool)
        visited[np.fromiter(seen, dtype=np.int64, count=len(seen))] = True
        wanted = None if levels is None else np.array(sorted(levels), dtype=level.dtype)
        people = np.array(frontier, dtype=np.int64)
        while len(people) and (depth is None or distance < depth):
            distance += 1
            met = edges[_ranges(starts[people], starts[people + 1])]
            if wanted is not None:
                met = met[np.isin(level[met], wanted)]
            reached = far[met]
            fresh = reached[~visited[reached]]
            _, first = np.unique(fresh, return_index=True)  # each once, in the order met
            people = fresh[np.sort(first)]
            visited[people] = True
            yield distance, met.tolist(), people.tolist()

    def _numpy(self, *names: str) -> list[Any]:
        """Return numpy views (no copies) of the named arrays."""
        import numpy as np

        return [np.frombuffer(getattr(self, name), dtype=np.int8 if getattr(self, name).typecode == "b"
                              else np.int64) for name in names]


_FACT_PREDICATES = tuple(str(p) for p in (RDF.type, RDFS.label, SKOS.altLabel, LG.advisor, LG.advisee,
                                            LG.level, LG.startYear, LG.endYear, LG.role, LG.supervisedBy,
                                            LG.supervised))
_LEVEL_CODES = {name: code for code, name in enumerate(LEVELS)}


def build_index(source: Any) -> Index:
    """Return the lineage index of a store, rdflib graph or endpoint.

    One pass over the facts with the predicates the index needs, joined here:
    Oxigraph answers OPTIONAL-heavy joins far slower, and a store reads
    bulk-loaded files from their copies (``Store.facts``).
    """
    if hasattr(source, "facts"):
        return _index_from_facts(source.facts(_FACT_PREDICATES))
    values = " ".join(f"<{p}>" for p in _FACT_PREDICATES)
    rows = query(source, f"SELECT ?s ?p ?o WHERE {{ VALUES ?p {{ {values} }} ?s ?p ?o }}", timeout=None).rows
    columns: dict[str, tuple[list[str], list[str]]] = {p: ([], []) for p in _FACT_PREDICATES}
    for s, p, o in rows:
        columns[str(p)][0].append(str(s))
        columns[str(p)][1].append(str(o))
    return _index_from_facts(columns)


def _index_from_facts(columns: dict[str, tuple[list[str], list[str]]]) -> Index:
    """Join the subjects and objects of each predicate into people with names and supervisions.

    Each kind of fact is joined with whole-dictionary operations, so a million
    supervisions take seconds.
    """
    kind, label, alt, advisor, advisee, level, start, end, role, up, down = (
        columns.get(p, ((), ())) for p in _FACT_PREDICATES)
    person = str(LG.Person)
    names: dict[str, str | None] = dict.fromkeys(s for s, o in zip(*kind) if o == person)
    for s, o in zip(*label):
        if s in names and (names[s] is None or o < names[s]):
            names[s] = o
    details = [dict(zip(*facts)) for facts in (level, start, end, role)]
    edges = [(a, b, *(d.get(x) for d in details))
             for x, a, b in _join(_grouped(advisor), _grouped(advisee))]
    bare = set(zip(*reversed(up)))
    bare.update(zip(*down))
    alts = [(s, o) for s, o in zip(*alt) if s in names]
    del kind, label, alt, advisor, advisee, level, start, end, role, up, down, details
    columns.clear()  # the facts are joined: let their strings go before packing
    return _assemble(names, alts, edges, bare)


def _grouped(facts: tuple[list[str], list[str]]) -> dict[str, Any]:
    """Return subject -> object, or subject -> list of objects when some subject has several."""
    one = dict(zip(*facts))
    if len(one) == len(facts[0]):
        return one
    several: dict[str, list[str]] = {}
    for s, o in zip(*facts):
        several.setdefault(s, []).append(o)
    return several


def _join(advisors: dict[str, Any], advisees: dict[str, Any]) -> Iterable[tuple[str, str, str]]:
    """Yield ``(node, advisor, advisee)`` for every supervision node with both ends."""
    for x, a in advisors.items():
        b = advisees.get(x)
        if b is None:
            continue
        for one in ([a] if isinstance(a, str) else a):
            yield from ((x, one, other) for other in ([b] if isinstance(b, str) else b))


def _index_from_rows(people: Iterable[tuple], edges: Iterable[tuple]) -> Index:
    """Return the index of ``(iri, name, alt name)`` and ``(advisor, advisee, level, start, end,
    role)`` rows (role ... None for a bare ``supervisedBy`` pair), as a remote walk fetches them."""
    names: dict[str, str | None] = {}
    alts = []
    for iri, name, alt_name in people:
        iri = str(iri)
        if name is not None and (names.get(iri) is None or str(name) < names[iri]):
            names[iri] = str(name)
        names.setdefault(iri, None)
        if alt_name is not None:
            alts.append((iri, str(alt_name)))
    detailed, bare = [], set()
    for a, s, *rest in edges:
        if all(v is None for v in rest):
            bare.add((str(a), str(s)))
        else:
            detailed.append((str(a), str(s), *rest))
    return _assemble(names, alts, detailed, bare)


def _assemble(names: dict[str, str | None], alts: list[tuple[str, str]], detailed: list[tuple],
              bare: set[tuple[str, str]]) -> Index:
    """Number people in IRI order and pack supervisions: detailed ones, then bare pairs that no
    detailed one describes, each once."""
    import numpy as np

    everyone = set(names)
    everyone.update(x for e in detailed for x in e[:2])
    everyone.update(x for pair in bare for x in pair)
    iris = sorted(everyone)
    ids = {iri: i for i, iri in enumerate(iris)}
    unspecified = _LEVEL_CODES["Unspecified"]
    rows = np.array([(ids[a], ids[s], _LEVEL_CODES.get(str(level), unspecified) if level is not None
                      else unspecified, _year(first), _year(last),
                      1 if role is not None and "co" in str(role).lower() else 0)
                     for a, s, level, first, last, role in detailed], dtype=np.int64).reshape(-1, 6)
    pairs = np.array([(ids[a], ids[s]) for a, s in bare], dtype=np.int64).reshape(-1, 2)
    described = rows[:, 0] * len(iris) + rows[:, 1]
    pairs = pairs[~np.isin(pairs[:, 0] * len(iris) + pairs[:, 1], described)]
    plain = np.zeros((len(pairs), 6), dtype=np.int64)
    plain[:, :2], plain[:, 2] = pairs, unspecified
    records = np.unique(np.concatenate([rows, plain]), axis=0)
    labels = [names.get(iri) or _iri_name(iri) for iri in iris]
    alt = sorted({(ids[p], name) for p, name in alts})
    return _pack(iris, labels, records, alt)


def _year(term: Any) -> int:
    try:
        return int(str(term)) if term is not None else _NO_YEAR
    except ValueError:
        return _NO_YEAR


def _pack(iris: Sequence[str], labels: Sequence[str], records: Any, alt: list) -> Index:
    import numpy as np

    n = len(iris)
    column = [array("q", records[:, k].tobytes()) for k in (0, 1, 3, 4)]
    small = [array("b", records[:, k].astype(np.int8).tobytes()) for k in (2, 5)]
    up_start, up_edges = _csr(n, records[:, 1])
    down_start, down_edges = _csr(n, records[:, 0])
    folded = sorted([(fold(name), i) for i, name in enumerate(labels)] + [(fold(name), i) for i, name in alt])
    return Index(iris, labels, column[0], column[1], small[0], column[2], column[3], small[1],
                 up_start, up_edges, down_start, down_edges, alt, [k for k, _ in folded],
                 array("q", [i for _, i in folded]))


def _csr(n: int, keys: Any) -> tuple[array, array]:
    """Return (start, edges): the edges grouped by ``keys[e]`` (a numpy array), in compressed-row form."""
    import numpy as np

    start = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(keys, minlength=n), out=start[1:])
    edges = np.argsort(keys, kind="stable").astype(np.int64)
    return array("q", start.tobytes()), array("q", edges.tobytes())


def _ranges(lo: Any, hi: Any) -> Any:
    """Return the concatenation of ``range(lo[k], hi[k])`` for every k, as one numpy array."""
    import numpy as np

    counts = hi - lo
    ends = np.cumsum(counts)
    return np.arange(int(ends[-1]) if len(ends) else 0) + np.repeat(lo - (ends - counts), counts)


def _iri_name(iri: str) -> str:
    return iri.rstrip("/").rsplit("/", 1)[-1]


# -- the index on disk: arrays and packed strings, read without unpickling ---------------

_ARRAYS = ("advisor", "advisee", "level", "start", "end", "co_role", "up_start", "up_edges",
           "down_start", "down_edges", "folded_ids")
_STRINGS = ("iris", "labels", "folded")


def write_index(index: Index, fh: BinaryIO) -> None:
    """Write ``index`` as a JSON header line and raw sections (``read_index`` reads it back)."""
    sections: list[tuple[str, bytes]] = [(name, getattr(index, name).tobytes()) for name in _ARRAYS]
    for name in _STRINGS:
        blob, offsets = _pack_strings(getattr(index, name))
        sections += [(name, blob), (name + ".offsets", offsets.tobytes())]
    layout, at = {}, 0
    for name, data in sections:
        layout[name] = [at, len(data)]
        at += len(data)
    header = {"layout": layout, "types": {n: getattr(index, n).typecode for n in _ARRAYS},
              "alt_names": index.alt_names}
    fh.write(json.dumps(header).encode("utf-8") + b"\n")
    for _name, data in sections:
        fh.write(data)


def read_index(buffer: Any, start: int = 0) -> Index:
    """Return the index ``write_index`` wrote into ``buffer`` (bytes or an mmap) at ``start``.

    The arrays are copied (a walk reads them item by item, fastest from an
    ``array``); the strings stay in ``buffer``, decoded one by one when used.
    """
    end = buffer.find(b"\n", start)
    header = json.loads(bytes(buffer[start:end]))
    base = end + 1
    if len(buffer) != base + sum(size for _at, size in header["layout"].values()):
        raise ValueError("a cached lineage index of the wrong size")  # cut short: build it again

    def part(name: str) -> Any:
        at, size = header["layout"][name]
        return buffer[base + at:base + at + size]

    arrays = {}
    for name in _ARRAYS:
        arrays[name] = array(header["types"][name])
        arrays[name].frombytes(part(name))
    strings = {}
    for name in _STRINGS:
        at, size = header["layout"][name]
        offsets = array("q")
        offsets.frombytes(part(name + ".offsets"))
        strings[name] = _Strings(memoryview(buffer)[base + at:base + at + size], offsets)
    return Index(strings["iris"], strings["labels"], *(arrays[n] for n in _ARRAYS[:-1]),
                 [tuple(a) for a in header["alt_names"]], strings["folded"], arrays["folded_ids"])


def index_of(source: Any) -> Index:
    """Return the lineage index of ``source``: cached in a store, built for anything else."""
    if hasattr(source, "cached"):
        return source.cached("lineage", build_index, write=write_index, read=read_index)
    return build_index(source)


# -- finding a person ------------------------------------------------------------------

def find_person(source: Any, name: str) -> str:
    """Return the IRI of the one person called ``name`` (case, accents, initials forgiven).

    Raises:
        UnknownPersonError: nobody is called that (with the closest names).
        AmbiguousPersonError: several people are (with their names and IRIs).
    """
    return _find(index_of(source), name)


def _find(index: Index, name: str) -> str:
    if index.id(name) is not None:
        return name
    candidates = _matches(index, name)
    if len(candidates) == 1:
        return index.iris[candidates[0]]
    if candidates:
        raise AmbiguousPersonError(name, sorted(f"{index.labels[i]} <{index.iris[i]}>" for i in candidates))
    close = difflib.get_close_matches(fold(name), list(_name_table(index)), n=3, cutoff=0.75)
    raise UnknownPersonError(name, sorted({index.labels[_name_table(index)[c][0]] for c in close}))


def _matches(index: Index, name: str) -> list[int]:
    """Return the people whose name equals ``name`` folded, else whose initials fit it."""
    key = fold(name)
    first = bisect.bisect_left(index.folded, key)
    last = bisect.bisect_right(index.folded, key, lo=first)
    if last > first:  # the common case reads a few folded names, not the million
        return sorted(set(index.folded_ids[first:last]))
    table = _name_table(index)
    wanted = parse_name(name)
    if not wanted.surname:
        return []
    return sorted({i for key, ids in table.items() if key.endswith(wanted.surname)
                   for i in ids if _initials_fit(wanted, index, i)})


def _initials_fit(wanted, index: Index, person: int) -> bool:
    """Whether "L. Mai" fits "Luo Mai": same surname, each given name or initial agrees."""
    names = [index.labels[person]] + [n for i, n in index.alt_names if i == person]
    for name in names:
        known = parse_name(name)
        if known.surname != wanted.surname or len(known.given) < len(wanted.given):
            continue
        if all(k.startswith(w) if len(w) == 1 else k == w for w, k in zip(wanted.given, known.given)):
            return True
    return False


def _name_table(index: Index) -> dict[str, list[int]]:
    if index._names is None:
        table: dict[str, list[int]] = {}
        for key, i in zip(index.folded, index.folded_ids):
            table.setdefault(key, []).append(i)
        index._names = table
    return index._names


# -- lineage as a graph ----------------------------------------------------------------

def lineage(source: Any, person: str, *, up: bool = True, down: bool = True,
            depth: int | None = None, levels: Iterable[str] | None = None) -> nx.DiGraph:
    """Return the academic ancestors (``up``) and descendants (``down``) of ``person``.

    ``person`` is a name (forgivingly matched) or an IRI; ``source`` a Store, an
    rdflib Graph/Dataset or an Endpoint.

    >>> from labgraph.lineage import lineage
    >>> g = _example_graph()
    >>> tree = lineage(g, "ada lovelace")
    >>> sorted(tree.nodes[n]["label"] for n in tree)
    ['Ada Lovelace', 'Alan Turing', 'Charles Babbage']
    >>> tree.edges["https://w3id.org/labgraph/id/person/ada-lovelace",
    ...            "https://w3id.org/labgraph/id/person/alan-turing"]["level"]
    'PhD'
    """
    if _is_remote(source):
        return _remote_lineage(source, person, up=up, down=down, depth=depth, levels=levels)
    index = index_of(source)
    root = index.id(_find(index, person))
    wanted = _level_codes(levels)
    edges: list[tuple[int, int]] = []
    with collector_paused():
        if up:
            for distance, met, _newcomers in index.generations(root, down=False, depth=depth, levels=wanted):
                edges += zip(met, repeat(1 - distance))
        if down:
            for distance, met, _newcomers in index.generations(root, down=True, depth=depth, levels=wanted):
                edges += zip(met, repeat(distance))
        return _digraph(index, root, edges)


class Relative(NamedTuple):
    """A person in a lineage: IRI, name and generation (negative above, 0 the person asked about)."""

    iri: str
    label: str
    generation: int


def relatives(source: Any, person: str, *, up: bool = True, down: bool = True,
              depth: int | None = None, levels: Iterable[str] | None = None) -> list[Relative]:
    """Return the people of ``lineage(...)`` without the graph: the fast path for big subtrees.

    Top down: the furthest ancestors first, then ``person`` (generation 0),
    then descendants generation by generation. The walk is the lineage index's,
    so 100k descendants take about as long as a dictionary BFS; building their
    DiGraph (levels, years, co-supervisors on every edge) costs far more.

    >>> [(r.label, r.generation) for r in relatives(_example_graph(), "Alan Turing")]
    [('Charles Babbage', -2), ('Ada Lovelace', -1), ('Alan Turing', 0)]
    """
    if _is_remote(source):
        G = lineage(source, person, up=up, down=down, depth=depth, levels=levels)
        found = {n: d["generation"] for n, d in G.nodes(data=True)}
        return [Relative(n, G.nodes[n]["label"], g) for n, g in sorted(found.items(), key=lambda i: i[1])]
    index = index_of(source)
    root = index.id(_find(index, person))
    wanted = _level_codes(levels)
    with collector_paused():
        people, generations = _top_down(index, root, up=up, down=down, depth=depth, levels=wanted)
        # tuple.__new__ makes each Relative without the Python-level __new__ of a namedtuple
        return list(map(tuple.__new__, repeat(Relative), zip(_pick(index.iris, people),
                                                             _pick(index.labels, people), generations)))


def _top_down(index: Index, root: int, *, up: bool, down: bool, depth: int | None,
              levels: frozenset[int] | None) -> tuple[list[int], list[int]]:
    """Return the people of a lineage and their generations: furthest ancestors first, each once."""
    above = list(index.generations(root, down=False, depth=depth, levels=levels)) if up else []
    people, generations = [], []
    for distance, _met, newcomers in reversed(above):
        people += newcomers
        generations += [-distance] * len(newcomers)
    people.append(root)
    generations.append(0)
    taken = set(people) if above else ()  # a cycle can put one person both above and below: above wins
    for distance, _met, newcomers in (index.generations(root, down=True, depth=depth, levels=levels)
                                      if down else ()):
        if taken:
            newcomers = [p for p in newcomers if p not in taken]
        people += newcomers
        generations += [distance] * len(newcomers)
    return people, generations


def ancestors(source: Any, person: str, **options: Any) -> nx.DiGraph:
    """Return the academic ancestors of ``person`` (advisors, their advisors...)."""
    return lineage(source, person, up=True, down=False, **options)


def descendants(source: Any, person: str, **options: Any) -> nx.DiGraph:
    """Return the academic descendants of ``person`` (advisees, theirs...)."""
    return lineage(source, person, up=False, down=True, **options)


def siblings(source: Any, person: str, *, cousins: bool = False,
             levels: Iterable[str] | None = None) -> nx.DiGraph:
    """Return ``person``'s academic siblings (a shared advisor) or, with ``cousins``,
    the people who share an academic grandparent but no advisor, with the paths between."""
    index = index_of(source)
    root = index.id(_find(index, person))
    wanted = _level_codes(levels)
    height = 2 if cousins else 1
    up = [(e, 1 - d) for e, d in index.walk(root, down=False, depth=height, levels=wanted)]
    tops = {index.advisor[e] for e, d in up if d == 1 - height}
    edges = list(up)
    for top in tops:
        edges += [(e, d - height) for e, d in index.walk(top, down=True, depth=height, levels=wanted)]
    G = _digraph(index, root, edges)
    parents = set(G.predecessors(index.iris[root]))
    for n in G:
        if n != index.iris[root] and G.nodes[n]["generation"] == 0:
            G.nodes[n]["relation"] = "sibling" if parents & set(G.predecessors(n)) else "cousin"
    if cousins:
        G.remove_nodes_from([n for n in list(G) if G.nodes[n].get("relation") == "sibling"])
    return G


def _level_codes(levels: Iterable[str] | None) -> frozenset[int] | None:
    if levels is None:
        return None
    codes = set()
    for level in levels:
        match = [i for i, known in enumerate(LEVELS) if known.lower() == level.strip().lower()]
        if not match:
            raise QueryError(f"unknown supervision level {level!r}; choose from {', '.join(LEVELS)}")
        codes.update(match)
    return frozenset(codes)


def _digraph(index: Index, root: int, edges: list[tuple[int, int]]) -> nx.DiGraph:
    """Return the DiGraph of ``edges``, each given with the generation of its advisee."""
    with collector_paused():
        nodes, pairs = _nodes_and_pairs(index, root, edges)
        people = list(nodes)
        named = dict(zip(people, _pick(index.iris, people)))  # each IRI decoded once
        G = nx.DiGraph(root=named[root])
        G.add_nodes_from(zip(named.values(), [{"label": label, "generation": g}
                                              for label, g in zip(_pick(index.labels, people), nodes.values())]))
        G.add_edges_from([(named[a], named[s], data) for (a, s), data in pairs.items()])
    return G


def _nodes_and_pairs(index: Index, root: int, edges: list[tuple[int, int]]) -> tuple[dict, dict]:
    """Return person -> generation, and (advisor, advisee) -> the edge's data, several levels merged."""
    advisor, advisee, level, start, end, co_role, up_start = (
        index.advisor, index.advisee, index.level, index.start, index.end, index.co_role, index.up_start)
    nodes = {root: 0}
    pairs: dict[tuple[int, int], dict] = {}
    for e, generation in edges:
        a, s = advisor[e], advisee[e]
        nodes.setdefault(a, generation - 1)
        nodes.setdefault(s, generation)
        data = {"level": LEVELS[level[e]], "start": start[e] or None, "end": end[e] or None,
                "role": "co-supervisor" if co_role[e] else None,
                # most people have one advisor, and then no co-supervisor to look for
                "co_supervisors": _co_supervisors(index, e) if up_start[s + 1] - up_start[s] > 1 else []}
        old = pairs.setdefault((a, s), data)
        if old is not data:
            pairs[a, s] = _merge_edges(old, data)
    return nodes, pairs


def _merge_edges(old: dict, new: dict) -> dict:
    """Return one edge for a pair supervised at several levels (PhD after a Master...)."""
    levels = set(old["level"].split(", ")) | {new["level"]}
    starts = [y for y in (old["start"], new["start"]) if y]
    ends = [y for y in (old["end"], new["end"]) if y]
    return {"level": ", ".join(sorted(levels, key=LEVELS.index)), "start": min(starts, default=None),
            "end": max(ends, default=None), "role": old["role"] or new["role"],
            "co_supervisors": sorted(set(old["co_supervisors"]) | set(new["co_supervisors"]))}


def _co_supervisors(index: Index, e: int) -> list[str]:
    """Return the names of the advisee's other advisors at the same level."""
    s = index.advisee[e]
    others = (index.up_edges[k] for k in range(index.up_start[s], index.up_start[s + 1]))
    return sorted({index.labels[index.advisor[o]] for o in others
                   if index.advisor[o] != index.advisor[e] and index.level[o] == index.level[e]})


# -- remote: walk generation by generation ---------------------------------------------

def _is_remote(source: Any) -> bool:
    return hasattr(source, "run") and not hasattr(source, "cached")


def _remote_lineage(source: Any, person: str, *, up: bool, down: bool, depth: int | None,
                    levels: Iterable[str] | None) -> nx.DiGraph:
    """Walk an endpoint one generation per query batch; the graph is the same as locally."""
    iri = person if person.startswith(("http://", "https://")) else _remote_find(source, person)
    seen_rows: list[tuple] = []
    people = {iri}
    for down_now, wanted in ((False, up), (True, down)):
        frontier, seen, distance = [iri], {iri}, 0
        while wanted and frontier and (depth is None or distance < depth):
            distance += 1
            rows = _remote_step(source, frontier, down_now)
            seen_rows += rows
            far = [str(r[1] if down_now else r[0]) for r in rows]
            frontier = sorted({f for f in far if f not in seen})
            seen.update(frontier)
            people.update(far)
    # every advisor of the people found, so co-supervisors are known as they are locally
    seen_rows += _remote_step(source, sorted(people), down=False)
    people.update(str(r[0]) for r in seen_rows)
    names = _remote_names(source, sorted(people))
    index = _index_from_rows(names, seen_rows)
    return lineage(_Prebuilt(index), iri, up=up, down=down, depth=depth, levels=levels)


def _remote_step(source: Any, frontier: list[str], down: bool) -> list[tuple]:
    rows: list[tuple] = []
    var = "a" if down else "s"
    for chunk in range(0, len(frontier), 200):
        values = " ".join(f"<{x}>" for x in frontier[chunk:chunk + 200])
        text = _EDGES.replace("WHERE {", f"WHERE {{\n  VALUES ?{var} {{ {values} }}", 1)
        rows += query(source, text).rows
    return rows


def _remote_names(source: Any, iris: list[str]) -> list[tuple]:
    rows: list[tuple] = []
    for chunk in range(0, len(iris), 200):
        values = " ".join(f"<{x}>" for x in iris[chunk:chunk + 200])
        text = _PEOPLE.replace("WHERE {", f"WHERE {{\n  VALUES ?p {{ {values} }}", 1)
        rows += query(source, text).rows
    return rows


def _remote_find(source: Any, name: str) -> str:
    """Find a person on an endpoint by the words of their name, then match locally."""
    words = [w for w in fold(name).split() if len(w) > 1] or [fold(name)]
    longest = max(words, key=len)
    text = (_PEOPLE.rstrip()[:-1] + "  FILTER(CONTAINS(LCASE(STR(?name)), "
            + json.dumps(longest) + ") || CONTAINS(LCASE(STR(?alt)), " + json.dumps(longest) + "))\n}")
    return _find(_index_from_rows(query(source, text).rows, []), name)


class _Prebuilt:
    """A source whose lineage index is already built (the part fetched from an endpoint)."""

    def __init__(self, index: Index):
        self.index = index

    def cached(self, name: str, build: Any, **formats: Any) -> Index:
        return self.index


# -- output ----------------------------------------------------------------------------

def render_tree(G: nx.DiGraph) -> str:
    """Return the lineage as an indented tree: advisors above the person, advisees below.

    Each line shows the person, the level and years of that supervision, and
    co-supervisors. A person reached twice is shown again with "(see above)".
    """
    root = G.graph["root"]
    lines: list[str] = []
    ancestors = [n for n in G if G.nodes[n]["generation"] < 0]
    if ancestors:
        lines.append("Advisors (upwards):")
        lines += _branch(G, root, G.predecessors, 1, set())
    lines.append(f"{G.nodes[root]['label']}  <{root}>")
    if any(G.nodes[n]["generation"] > 0 for n in G):
        lines.append("Advisees (downwards):")
        lines += _branch(G, root, G.successors, 1, set())
    kin = sorted((G.nodes[n]["label"], n) for n in G if G.nodes[n].get("relation"))
    for relation in ("sibling", "cousin"):
        found = [f"  {label}  (via {', '.join(_via(G, n))})" for label, n in kin
                 if G.nodes[n]["relation"] == relation]
        if found:
            lines += [f"Academic {relation}s:"] + found
    return "\n".join(lines) + "\n"


def _via(G: nx.DiGraph, node: str) -> list[str]:
    """Return the advisors through whom ``node`` is related to the root."""
    return sorted(G.nodes[a]["label"] for a in G.predecessors(node))


def _branch(G: nx.DiGraph, node: str, step, indent: int, shown: set) -> list[str]:
    lines: list[str] = []
    upward = step == G.predecessors
    here = G.nodes[node]["generation"]
    for other in sorted(step(node), key=lambda n: G.nodes[n]["label"]):
        if (G.nodes[other]["generation"] < here) != upward or G.nodes[other]["generation"] == here:
            continue
        data = G.edges[(other, node) if upward else (node, other)]
        again = other in shown
        shown.add(other)
        lines.append("  " * indent + f"{G.nodes[other]['label']}{_edge_text(data)}"
                     + ("  (see above)" if again else ""))
        if not again:
            lines += _branch(G, other, step, indent + 1, shown)
    return lines


def _edge_text(data: dict) -> str:
    years = "-".join(str(data[k]) for k in ("start", "end") if data.get(k))
    parts = [data.get("level") or "", years]
    if data.get("role"):
        parts.append(data["role"])
    if data.get("co_supervisors"):
        parts.append("with " + ", ".join(data["co_supervisors"]))
    text = ", ".join(p for p in parts if p)
    return f"  [{text}]" if text else ""


def to_json(G: nx.DiGraph) -> dict:
    """Return the lineage as plain JSON data: root, people, supervisions."""
    return {"root": G.graph["root"],
            "people": [{"iri": n, **G.nodes[n]} for n in G],
            "supervisions": [{"advisor": a, "advisee": s, **data} for a, s, data in G.edges(data=True)]}


def to_rdf(G: nx.DiGraph, base: str = "https://w3id.org/labgraph/id/") -> Graph:
    """Return the lineage as RDF in the labgraph vocabulary (people, supervisions)."""
    out = Graph()
    for prefix, iri in PREFIXES.items():
        out.bind(prefix, iri)
    out.bind("person", Namespace(f"{base}person/"))
    for n, data in G.nodes(data=True):
        out.add((URIRef(n), RDF.type, LG.Person))
        out.add((URIRef(n), RDFS.label, Literal(data["label"])))
    for a, s, data in G.edges(data=True):
        _add_supervision(out, URIRef(a), URIRef(s), data, base)
    return out


def _add_supervision(out: Graph, a: URIRef, s: URIRef, data: dict, base: str) -> None:
    out.add((s, LG.supervisedBy, a))
    out.add((a, LG.supervised, s))
    for level in data["level"].split(", "):
        x = URIRef(f"{base}supervision/{slugify(_iri_name(a))}--{slugify(_iri_name(s))}-{slugify(level)}")
        out.add((x, RDF.type, LG.Supervision))
        out.add((x, LG.advisor, a))
        out.add((x, LG.advisee, s))
        out.add((x, LG.level, Literal(level)))
        for key, term in (("start", LG.startYear), ("end", LG.endYear)):
            if data.get(key):
                out.add((x, term, Literal(data[key])))
        if data.get("role"):
            out.add((x, LG.role, Literal(data["role"])))


def _example_graph() -> Graph:
    """Return a three-person graph for the doctests: Babbage -> Lovelace -> Turing."""
    g = Graph()
    people = {"charles-babbage": "Charles Babbage", "ada-lovelace": "Ada Lovelace",
              "alan-turing": "Alan Turing"}
    P = Namespace("https://w3id.org/labgraph/id/person/")
    for key, label in people.items():
        g.add((P[key], RDF.type, LG.Person))
        g.add((P[key], RDFS.label, Literal(label)))
    G = nx.DiGraph()
    G.add_edge(str(P["charles-babbage"]), str(P["ada-lovelace"]), level="Master", start=None, end=None, role=None)
    G.add_edge(str(P["ada-lovelace"]), str(P["alan-turing"]), level="PhD", start=1930, end=1934, role=None)
    for a, s, data in G.edges(data=True):
        _add_supervision(g, URIRef(a), URIRef(s), data, "https://w3id.org/labgraph/id/")
    return g
