"""The persistent store: an Oxigraph database in a directory, one named graph per document.

A store directory holds::

    db-N/           the Oxigraph (RocksDB) database of generation N: each document's facts in its
                    own named graph; the default graph holds their merge plus RDF files
                    bulk-loaded as they are (``oxigraph/`` in stores made before generations)
    documents/      a copy of each added document, named by its SHA-256
    manifest.json   the documents added, the graphs each one produced, their digests, and
                    which ``db-N`` holds them
    lock            held by the one process changing the store (``add``, ``remove``)
    cache/          indexes derived from the facts (the lineage index), keyed by generation

Entity resolution spans documents (the "L. Mai" of one CV is the "Luo Mai" of a
homepage), so adding or removing one document can change other documents'
graphs. ``Store.add`` therefore rebuilds every known document from its stored
copy and replaces exactly the graphs whose content changed, in one SPARQL
update, which Oxigraph applies as one transaction.

A published database is never written again; a change is copy-on-write. The
writer takes ``lock``, checkpoints the current database into ``db-N+1``
(Oxigraph's ``backup``: hard links to its immutable files, milliseconds and no
extra space), applies the change there, closes it, and publishes it by renaming
the new manifest over ``manifest.json``, one atomic step. A process killed
before that rename leaves the store as before, after it as after; never half.
The next writer deletes what a killed one left.

Readers (``query``, ``lineage``, ``export``) open the database the manifest
names read-only, holding a shared ``flock`` on its directory for as long as they
have it open, so they never wait for a writer and never see half a change; a
writer deletes an old generation only once no reader holds it. (Oxigraph says
opening a database read-only while another process writes it is undefined, so
no reader ever opens the database being written.)

RDF files added as they are (``.nt``, ``.ttl``, ...) are bulk-loaded into the
default graph, not a graph of their own: Oxigraph keeps 3 indexes for the
default graph and 6 for named graphs, so this loads 2-3x faster. The manifest
records which file gave them, under a name (``{base}doc/{slug}``) that is not a
named graph: ``graphs()`` and ``GRAPH ?g`` do not see it, ``export --doc`` reads
the stored copy. Removing or changing such a file rebuilds the default graph
(the merge of the named graphs, then every other RDF file reloaded from its copy).

This is the only module that touches pyoxigraph; its errors become ours here.
"""
from __future__ import annotations

import codecs
import contextlib
import dataclasses
import fcntl
import hashlib
import itertools
import json
import mmap
import os
import pickle
import re
import shutil
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

import pyoxigraph as ox
from rdflib import BNode, Dataset, Graph, Literal, URIRef
from rdflib.compare import to_isomorphic
from rdflib.graph import DATASET_DEFAULT_GRAPH_ID

from .errors import InputError, LabgraphError, QueryError, StoreError
from .model import Extraction
from .vocab import DEFAULT_BASE, LG, PREFIXES

DEFAULT_STORE = ".labgraph"

RDF_FORMATS = {
    ".ttl": ox.RdfFormat.TURTLE,
    ".nt": ox.RdfFormat.N_TRIPLES,
    ".nq": ox.RdfFormat.N_QUADS,
    ".trig": ox.RdfFormat.TRIG,
    ".jsonld": ox.RdfFormat.JSON_LD,
    ".rdf": ox.RdfFormat.RDF_XML,
    ".owl": ox.RdfFormat.RDF_XML,
}
"""RDF files ``Store.add`` loads as they are, without extraction, by suffix."""

EXPORT_FORMATS = {"ttl": ".ttl", "nt": ".nt", "jsonld": ".jsonld", "trig": ".trig", "nq": ".nq"}
_QUAD_FORMATS = {ox.RdfFormat.TRIG, ox.RdfFormat.N_QUADS}
_MANIFEST_VERSION = 2  # 1: RDF files loaded into named graphs of their own (migrated on opening)


@dataclass(frozen=True)
class Changes:
    """What an ``add`` or ``remove`` did, as graph IRIs."""

    added: tuple[str, ...] = ()
    replaced: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    unchanged: tuple[str, ...] = ()

    def summary(self) -> str:
        """Return one line such as ``2 graphs added, 1 replaced, 0 removed, 3 unchanged``."""
        return (f"{len(self.added)} graphs added, {len(self.replaced)} replaced, "
                f"{len(self.removed)} removed, {len(self.unchanged)} unchanged")


@dataclass(frozen=True)
class Source:
    """One added file: where it came from, its stored copy and the graphs it produced."""

    key: str
    kind: str  # "document" (extracted), "quads" (TriG, N-Quads) or "rdf" (triples, bulk-loaded)
    sha: str
    suffix: str
    graphs: tuple[str, ...] = ()  # for "rdf": the name its triples go by, in the default graph


class Store:
    """A labgraph store in a directory; open it, add documents, query, export.

    >>> import tempfile, labgraph.store
    >>> with labgraph.store.Store(tempfile.mkdtemp() + "/lab") as store:
    ...     len(store.graphs())
    0
    """

    def __init__(self, path: str | os.PathLike = DEFAULT_STORE, *, create: bool = True):
        self.path = Path(path)
        self._db: ox.Store | None = None
        self._hold: int | None = None  # the directory of self._db, flock-ed shared
        self._memo: dict[str, tuple[int, Any]] = {}
        self._check_directory(create)
        self._manifest = self._open_current()
        if (self.path / "pending.json").exists() or self._manifest["version"] == 1:
            self._upgrade()

    # -- opening ------------------------------------------------------------------

    def _check_directory(self, create: bool) -> None:
        if (self.path / "manifest.json").exists():
            return
        # a store whose creation was killed holds some of these and no manifest yet
        if self.path.exists() and (not self.path.is_dir()
                                   or any(p.name not in ("documents", "lock", "db-0") for p in self.path.iterdir())):
            raise StoreError(f"{self.path} exists and is not a labgraph store; "
                             "choose another --store directory")
        if not create:
            raise StoreError(f"no labgraph store at {self.path}; "
                             f"create one with: labgraph add PATH --store {self.path}")
        (self.path / "documents").mkdir(parents=True, exist_ok=True)
        with self._writing(catch_up=False):
            if not (self.path / "manifest.json").exists():  # or another process made it meanwhile
                manifest = _empty_manifest()
                shutil.rmtree(self.path / manifest["database"], ignore_errors=True)
                _open_database(self.path / manifest["database"]).flush()
                _write_json(self.path / "manifest.json", manifest)

    def _open_current(self) -> dict:
        """Open the database ``manifest.json`` names, read-only; return that manifest.

        A writer may publish a new generation and delete this one between reading
        the manifest and locking the database it names: then read it again.
        """
        for attempt in range(200):
            manifest = self._read_manifest(self.path / "manifest.json")
            folder = self.path / _database_name(manifest)
            hold = _hold_shared(folder)
            if hold is not None:
                self._attach(folder, hold)
                return manifest
            time.sleep(0.001 * attempt)
        raise StoreError(f"store {self.path}: cannot open {folder.name}, which manifest.json names; "
                         "restore the store from a backup or rebuild it")

    def _attach(self, folder: Path, hold: int) -> None:
        """Read from the database in ``folder`` (locked by ``hold``) from now on."""
        try:
            database = ox.Store.read_only(str(folder))
        except OSError as exc:
            os.close(hold)
            raise StoreError(f"store {self.path} cannot be opened: {exc}") from exc
        self._release()
        self._db, self._hold = database, hold

    def _release(self) -> None:
        self._db = None
        if self._hold is not None:
            os.close(self._hold)
            self._hold = None

    def _upgrade(self) -> None:
        """Bring an older store up to date: finish the change an older labgraph left in
        ``pending.json``, or move a version-1 store's RDF files into the default graph."""
        with self._writing():
            pending = self.path / "pending.json"
            manifest = self._read_manifest(pending) if pending.exists() else json.loads(json.dumps(self._manifest))
            manifest["generation"] = self.generation + 1
            manifest["version"] = _MANIFEST_VERSION  # forced, RDF files are reloaded the current way
            self._apply(manifest, force=True)
            pending.unlink(missing_ok=True)

    @contextlib.contextmanager
    def _writing(self, *, catch_up: bool = True) -> Iterator[None]:
        """Hold ``lock`` (one writer at a time) and, with ``catch_up``, read the newest generation."""
        self.path.mkdir(parents=True, exist_ok=True)
        lock = os.open(self.path / "lock", os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(lock)
            raise StoreError(f"store {self.path} is being changed by another process (labgraph add or "
                             "remove); wait until it has finished and retry") from None
        try:
            if catch_up and self._read_manifest(self.path / "manifest.json")["generation"] != self.generation:
                self._manifest = self._open_current()
            yield
        finally:
            os.close(lock)

    def _read_manifest(self, path: Path) -> dict:
        try:
            manifest = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise StoreError(f"{path}: unreadable store manifest ({exc}); "
                             "restore it from a backup or rebuild the store") from exc
        if manifest.get("version") not in (1, _MANIFEST_VERSION):
            raise StoreError(f"{path}: store format {manifest.get('version')!r} is not "
                             f"{_MANIFEST_VERSION}; rebuild the store with this labgraph")
        return manifest

    def close(self) -> None:
        """Release the database (a writer may then delete this generation, if it is old)."""
        self._release()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Store({str(self.path)!r})"

    # -- what is in it ------------------------------------------------------------

    @property
    def generation(self) -> int:
        """Return a number that grows with every change; caches compare it."""
        return self._manifest["generation"]

    @property
    def base(self) -> str:
        """Return the IRI base the store's documents were built with."""
        return self._manifest.get("base") or DEFAULT_BASE

    def sources(self) -> list[Source]:
        """Return the files added to the store, sorted by key."""
        return [_source(key, record) for key, record in sorted(self._manifest["sources"].items())]

    def graphs(self) -> list[str]:
        """Return the IRIs of the store's named graphs, sorted."""
        return sorted(g.value for g in self._database().named_graphs() if isinstance(g, ox.NamedNode))

    def __len__(self) -> int:
        return len(self._database())

    def _database(self) -> ox.Store:
        if self._db is None:
            raise StoreError(f"store {self.path} is closed")
        return self._db

    # -- changing it --------------------------------------------------------------

    def add(self, paths: Iterable[str | os.PathLike], *, base: str | None = None,
            on_error: Callable[[LabgraphError], None] | None = None,
            progress: Callable[[str], None] | None = None) -> Changes:
        """Add (or re-add) documents and RDF files; return which graphs changed.

        Documents go through extraction; RDF files (``.ttl .nt .nq .trig .jsonld``)
        are loaded as they are. Re-adding an unchanged file changes nothing.
        """
        files = _expand(paths)
        if not files:
            raise InputError(", ".join(map(str, paths)) or ".", "no readable documents found")
        with self._writing():
            manifest = self._next_manifest(base)
            for path in files:
                self._register(manifest, path)
            _fault("copied")
            return self._apply(manifest, progress=progress, on_error=on_error)

    def remove(self, names: Iterable[str]) -> Changes:
        """Remove documents (by path as added, or graph IRI) and every fact only they gave."""
        with self._writing():
            manifest = self._next_manifest(None)
            for name in names:
                del manifest["sources"][self._find_source(name)]
            return self._apply(manifest)

    def _next_manifest(self, base: str | None) -> dict:
        manifest = json.loads(json.dumps(self._manifest))
        manifest["generation"] += 1
        if base and self._manifest["sources"] and base != self.base:
            raise StoreError(f"store {self.path} was built with base {self.base}, not {base}; "
                             "use the same --base or a new store")
        manifest["base"] = base or self.base
        return manifest

    def _register(self, manifest: dict, path: Path) -> None:
        suffix = "".join(path.suffixes[-1:]).lower()
        kind = ("quads" if RDF_FORMATS[suffix] in _QUAD_FORMATS else "rdf") if suffix in RDF_FORMATS \
            else "document"
        sha = _copy_in(path, self.path / "documents", suffix)
        key = self._key(path)
        old = manifest["sources"].get(key, {})
        graphs = old.get("graphs", []) if old.get("sha") == sha else []
        manifest["sources"][key] = {"kind": kind, "sha": sha, "suffix": suffix, "graphs": graphs}

    def _key(self, path: Path) -> str:
        """Return how a file is known: relative to the store's parent folder when inside it."""
        real, home = path.resolve(), self.path.resolve().parent
        try:
            return real.relative_to(home).as_posix()
        except ValueError:
            return real.as_posix()

    def source(self, name: str) -> Source:
        """Return the added file known as ``name`` (its path as added, or a graph IRI)."""
        key = self._find_source(name)
        return _source(key, self._manifest["sources"][key])

    def _find_source(self, name: str) -> str:
        sources = self._manifest["sources"]
        if name in sources:
            return name
        for key, record in sources.items():
            if name in record["graphs"] or (Path(name).exists() and key == self._key(Path(name))):
                return key
        known = ", ".join(sorted(sources)) or "none"
        raise StoreError(f"{name!r} is not a document in store {self.path}; known: {known}")

    # -- applying a change --------------------------------------------------------

    def _apply(self, manifest: dict, *, force: bool = False,
               progress: Callable[[str], None] | None = None,
               on_error: Callable[[LabgraphError], None] | None = None) -> Changes:
        """Make ``manifest`` true in a new generation of the database and publish it.

        Holding the writer's lock. If anything fails, the new generation is dropped
        unpublished and the store stays as it was.
        """
        self._remove_old_generations()
        current = self._db
        self._db = self._checkpoint(manifest)
        try:
            old_digests = {} if force else self._manifest["digests"]
            changes, digests = self._sync_documents(manifest, old_digests, progress, on_error)
            changes = _merge(changes, self._sync_rdf(manifest, force))
            manifest["digests"] = digests
            self._database().flush()
            _fault("committed")
        finally:
            # closes the new database (no other reference is left): no reader may
            # open it while a read-write instance could still compact it
            self._db = current
        self._publish(manifest)
        return changes

    def _checkpoint(self, manifest: dict) -> ox.Store:
        """Return the next generation, read-write: a checkpoint of the current one."""
        name = f"db-{manifest['generation']}"
        _fault("checkpoint")
        try:
            self._database().backup(str(self.path / name))
            _fault("checkpoint-made")
            database = ox.Store(str(self.path / name))
        except OSError as exc:
            raise StoreError(f"store {self.path}: cannot make generation {name}: {exc}") from exc
        manifest["database"] = name
        return database

    def _publish(self, manifest: dict) -> None:
        """Make the closed new generation the store's, in one rename; read from it."""
        _write_json(self.path / "manifest.json", manifest)
        _fault("published")
        folder = self.path / manifest["database"]
        self._attach(folder, _hold_shared(folder))  # we hold the writer's lock: nobody deletes it
        self._manifest = manifest
        if not self._remove_old_generations():  # a reader of an old one may need its copies
            self._drop_unused_copies()

    def _remove_old_generations(self) -> bool:
        """Delete the databases no manifest names and no reader holds (killed writers'
        half-made ones too); return whether some are left, held by readers."""
        for trash in self.path.glob(".trash-*"):  # a killed writer's
            shutil.rmtree(trash, ignore_errors=True)
        current, left = _database_name(self._manifest), False
        for folder in list(self.path.iterdir()):
            if folder.name == current or not _GENERATION.fullmatch(folder.name):
                continue
            hold = _hold_exclusive(folder)
            if hold is None:
                left = True
                continue
            trash = folder.with_name(f".trash-{folder.name}")  # a reader never opens it by this name
            os.replace(folder, trash)
            os.close(hold)
            shutil.rmtree(trash, ignore_errors=True)
        return left

    def _sync_documents(self, manifest: dict, old_digests: dict[str, str], progress, on_error
                        ) -> tuple[Changes, dict[str, str]]:
        """Rebuild every document, then replace exactly the graphs whose digest changed.

        TriG and N-Quads files take part as they are: they often hold a build's
        document graphs, which repeat names, so they too go into the merge.
        """
        docs = {k: r for k, r in manifest["sources"].items() if r["kind"] == "document"}
        quads = {k: r for k, r in manifest["sources"].items() if r["kind"] == "quads"}
        graphs = self._build(docs, manifest["base"], progress, on_error) if docs else {}
        for key, record in quads.items():
            record["graphs"] = sorted(self._read_quads(key, record, manifest["base"], graphs))
        digests = {name: _digest(graph) for name, graph in graphs.items()}
        changed = [name for name in graphs if old_digests.get(name) != digests[name]]
        gone = sorted(set(self._manifest["digests"]) - set(graphs))
        if changed or gone:
            self._replace_graphs({name: graphs[name] for name in changed}, gone, merged=graphs.values())
        for key, record in docs.items():
            record["graphs"] = sorted(g for g in graphs if _graph_source(graphs[g]) == key)
        added = tuple(sorted(n for n in changed if n not in self._manifest["digests"]))
        replaced = tuple(sorted(n for n in changed if n in self._manifest["digests"]))
        unchanged = tuple(sorted(set(graphs) - set(changed)))
        return Changes(added, replaced, tuple(gone), unchanged), digests

    def _build(self, docs: dict[str, dict], base: str, progress, on_error) -> dict[str, Graph]:
        """Return the document graphs built from the stored copies, known by their keys."""
        # The stages sit above the store in the layout; imported here, when a build needs them.
        from .pipeline import extract_file
        from .rdf import to_dataset
        from .resolve import resolve

        extractions = []
        for number, (key, record) in enumerate(sorted(docs.items()), start=1):
            if progress:
                progress(number, len(docs), key)
            copy = self.path / "documents" / f"{record['sha']}{record['suffix']}"
            try:
                extractions.append(_rename(extract_file(str(copy)), key))
            except InputError as exc:
                error = InputError(key, exc.message, exc.line)
                if on_error is None:
                    raise error from exc
                on_error(error)
        dataset = to_dataset(resolve(extractions), base) if extractions else Dataset()
        # every fact sits in a document graph; the store's default graph is their merge
        return {str(g.identifier): g for g in dataset.graphs()
                if len(g) and g.identifier != DATASET_DEFAULT_GRAPH_ID}

    def _read_quads(self, key: str, record: dict, base: str, into: dict[str, Graph]) -> list[str]:
        """Parse a TriG or N-Quads file into ``into`` by graph; return its graph names."""
        path = self.path / "documents" / f"{record['sha']}{record['suffix']}"
        dataset = Dataset()
        try:
            dataset.parse(path, format="trig" if record["suffix"] == ".trig" else "nquads")
        except Exception as exc:  # rdflib's parsers raise many types
            raise InputError(key, f"not valid RDF: {exc}") from exc
        names = []
        for graph in dataset.graphs():
            if len(graph):
                default = graph.identifier == DATASET_DEFAULT_GRAPH_ID
                name = document_iri(base, key) if default else str(graph.identifier)
                into.setdefault(name, Graph()).__iadd__(graph)
                names.append(name)
        return names

    def _replace_graphs(self, graphs: dict[str, Graph], gone: Iterable[str],
                        merged: Iterable[Graph] | None = None) -> None:
        """Drop ``gone`` and replace ``graphs`` in one update, i.e. one transaction.

        With ``merged`` (every document graph), the default graph is rewritten as
        their merge: each triple once, which queries read (see ``Store.run``).
        """
        parts = [f"DROP SILENT GRAPH {_graph_ref(name)}" for name in [*gone, *graphs]]
        blocks = [_insert_block(name, graph) for name, graph in graphs.items()]
        if merged is not None and self._bulk_loaded():  # RDF files' triples share the default graph
            self._unmerge([*gone, *graphs], graphs.values())
            blocks.append(_insert_block("", _merge_graphs(graphs.values())))
        elif merged is not None:
            parts.append("DROP SILENT DEFAULT")
            blocks.append(_insert_block("", _merge_graphs(merged)))
        if blocks:
            parts.append("INSERT DATA {\n" + "\n".join(blocks) + "\n}")
        if parts:
            _fault("update")
            try:
                self._database().update(" ;\n".join(parts))
            except (OSError, SyntaxError, ValueError) as exc:
                raise StoreError(f"store {self.path}: could not write the new facts: {exc}") from exc

    def _sync_rdf(self, manifest: dict, force: bool) -> Changes:
        """Bulk-load RDF files that are new or changed into the default graph.

        The default graph does not say which file gave a triple, so removing or
        changing a file rebuilds it: the merge of the named graphs, then every RDF
        file still in the store, reloaded from its copy.
        """
        old, new = self._manifest["sources"], manifest["sources"]
        stale = [k for k, r in old.items() if r["kind"] == "rdf"
                 and (force or k not in new or new[k]["sha"] != r["sha"])]
        fresh = [k for k, r in new.items() if r["kind"] == "rdf"
                 and (force or old.get(k, {}).get("sha") != r["sha"])]
        if stale:
            self._rebuild_default([g for k in stale for g in old[k]["graphs"]])
        for key in [k for k, r in new.items() if r["kind"] == "rdf"] if stale else fresh:
            _fault("bulk-load")
            new[key]["graphs"] = self._load_rdf(key, new[key], manifest["base"])
        gone = {g for k in stale for g in old[k]["graphs"]}
        added = {g for k in fresh for g in new[k]["graphs"]}
        return Changes(added=tuple(sorted(added - gone)), replaced=tuple(sorted(added & gone)),
                       removed=tuple(sorted(gone - added)))

    def _bulk_loaded(self) -> bool:
        """Whether the default graph holds triples of RDF files, besides the documents' merge."""
        return any(r["kind"] == "rdf" for r in self._manifest["sources"].values())

    def _rebuild_default(self, drop: Iterable[str]) -> None:
        """Make the default graph the merge of the named graphs once ``drop`` are dropped."""
        parts = [f"DROP SILENT GRAPH {_graph_ref(name)}" for name in drop]
        parts += ["DROP SILENT DEFAULT", "INSERT { ?s ?p ?o } WHERE { GRAPH ?g { ?s ?p ?o } }"]
        try:
            self._database().update(" ;\n".join(parts))
        except (OSError, ValueError) as exc:
            raise StoreError(f"store {self.path}: could not rebuild the default graph: {exc}") from exc

    def _unmerge(self, names: list[str], new: Iterable[Graph]) -> None:
        """Delete from the default graph the triples only the old ``names`` graphs gave.

        Kept: triples another named graph holds (blank nodes included: a graph and
        the default graph get the same blank node when inserted by one update),
        triples the ``new`` versions give again, and triples of a bulk-loaded RDF
        file, which its stored copy tells (read only when there is something left
        to delete: seconds per million triples).
        """
        database = self._database()
        replaced = set(names)
        again = {(_to_ox(s), _to_ox(p), _to_ox(o)) for graph in new for s, p, o in graph
                 if not isinstance(s, BNode) and not isinstance(o, BNode)}
        doomed = {(q.subject, q.predicate, q.object) for name in names
                  for q in database.quads_for_pattern(None, None, None, ox.NamedNode(name))} - again
        doomed = {t for t in doomed if not any(
            isinstance(q.graph_name, ox.NamedNode) and q.graph_name.value not in replaced
            for q in database.quads_for_pattern(*t, None))}
        plain = {t for t in doomed if not isinstance(t[0], ox.BlankNode) and not isinstance(t[2], ox.BlankNode)}
        bulk = [self._copy(r) for r in self._manifest["sources"].values() if r["kind"] == "rdf"]
        for s, p, o in doomed - (_held_by(bulk, plain) if plain else set()):
            database.remove(ox.Quad(s, p, o, ox.DefaultGraph()))

    def _load_rdf(self, key: str, record: dict, base: str) -> list[str]:
        """Bulk-load an RDF file into the default graph; return its name and any graphs it named.

        ``lenient`` skips Oxigraph's IRI validation, which takes a third of the
        load time (syntax errors are still found); an RDF file is loaded as it is.
        Reading the path is faster than handing Oxigraph a file object (6.5 s
        against 8.4 s for 1.4M triples).
        """
        fmt = RDF_FORMATS[record["suffix"]]
        before = set(self.graphs())
        try:
            self._database().bulk_load(path=str(self._copy(record)), format=fmt, lenient=True)
        except SyntaxError as exc:
            raise InputError(key, f"not valid {fmt.name}: {exc}") from exc
        except (OSError, ValueError) as exc:
            raise StoreError(f"store {self.path}: could not load {key}: {exc}") from exc
        return [document_iri(base, key), *sorted(set(self.graphs()) - before)]

    def load(self, path: str | os.PathLike, *, base: str | None = None) -> Changes:
        """Bulk-load one RDF file as it is (the fast path for big graphs)."""
        path = Path(path)
        if path.suffix.lower() not in RDF_FORMATS:
            raise InputError(path, f"not an RDF file; labgraph loads {', '.join(RDF_FORMATS)}")
        return self.add([path], base=base)

    def _drop_unused_copies(self) -> None:
        """Delete the copies of files no longer in the store, and killed writers' partial copies."""
        used = {f"{r['sha']}{r['suffix']}" for r in self._manifest["sources"].values()}
        for copy in (self.path / "documents").iterdir():
            if copy.name not in used:
                copy.unlink(missing_ok=True)

    # -- reading it ---------------------------------------------------------------

    def run(self, query: str, *, prefixes: dict[str, str] | None = None
            ) -> tuple[str, list[str], Iterator]:
        """Return ``(kind, variables, results)`` of a SPARQL query over all graphs.

        ``kind`` is ``select`` (rows as tuples of rdflib terms), ``ask`` (one bool)
        or ``graph`` (rdflib triples). The default graph holds every fact once: the
        merge of the document graphs plus the triples of RDF files added as they
        are (Oxigraph's own union default graph would repeat a triple once per
        graph that holds it, and every document graph repeats its people's names).
        """
        try:
            result = self._database().query(query, prefixes=prefixes or PREFIXES,
                                            default_graph=self._default_graphs())
        except SyntaxError as exc:
            raise _query_error(exc) from exc
        except (OSError, ValueError) as exc:
            raise QueryError(str(exc)) from exc
        if isinstance(result, ox.QueryBoolean):
            return "ask", [], iter([bool(result)])
        if isinstance(result, ox.QuerySolutions):
            names = [v.value for v in result.variables]
            return "select", names, _rows(result, len(names))
        return "graph", [], _triples(result)

    def select(self, query: str) -> Iterator[tuple]:
        """Yield the rows of a SELECT as plain strings (IRIs, literal values) or None.

        The fast path for building indexes over millions of rows; ``run`` keeps types.
        """
        return self._select(query, self._default_graphs())

    def _select(self, query: str, graphs: list) -> Iterator[tuple]:
        try:
            solutions = self._database().query(query, prefixes=PREFIXES, default_graph=graphs)
        except SyntaxError as exc:
            raise _query_error(exc) from exc
        width = len(solutions.variables)
        for solution in solutions:
            yield tuple(None if solution[i] is None else solution[i].value for i in range(width))

    def facts(self, predicates: Iterable[str]) -> dict[str, tuple[list[str], list[str]]]:
        """Return, for each of ``predicates`` (IRIs), the subjects and objects of its facts as
        plain strings (IRIs, literal values), as queries see them; a fact held twice may come twice.

        An RDF file added as it is is read from its stored copy when most of its
        triples are wanted: parsing takes about 2 us a triple, while reading terms
        back out of the database costs 10-25 us a row (each term a dictionary look-up
        on disk). Splitting N-Triples lines as bytes in Python was slower still
        (3.3 s against 2.6 s for 1.4M lines). Everything else comes by SPARQL.
        """
        columns: dict[str, tuple[list[str], list[str]]] = {p: ([], []) for p in predicates}
        bulk = [r for r in self._manifest["sources"].values() if r["kind"] == "rdf"]
        parsed = [r for r in bulk if _mostly_wanted(self._copy(r), set(columns))]
        for record in parsed:
            _parse_facts(self._copy(record), columns, record["sha"][:12])
        # bulk-loaded triples share the default graph: with every file parsed, the rest
        # is in the named graphs (a fact two graphs hold comes twice)
        whole = not parsed or len(parsed) < len(bulk)
        graphs = [ox.DefaultGraph()] if whole else [ox.NamedNode(g) for g in self.graphs()]
        if graphs:
            values = " ".join(f"<{p}>" for p in sorted(columns))
            for s, p, o in self._select(f"SELECT ?s ?p ?o WHERE {{ VALUES ?p {{ {values} }} ?s ?p ?o }}", graphs):
                columns[p][0].append(s)
                columns[p][1].append(o)
        return columns

    def _copy(self, record: dict) -> Path:
        return self.path / "documents" / f"{record['sha']}{record['suffix']}"

    def graph_lines(self, graph: str) -> Iterator[str]:
        """Yield the triples of one named graph as N-Triples lines, streaming."""
        for quad in self._database().quads_for_pattern(None, None, None, ox.NamedNode(graph)):
            yield f"{quad.subject} {quad.predicate} {quad.object} .\n"

    def push_graphs(self) -> Iterator[tuple[str, Iterator[str]]]:
        """Yield ``(graph IRI, N-Triples lines)`` for every named graph, then ``("", ...)``
        for the default graph queries read (each fact once), as ``Endpoint.push`` takes them."""
        for graph in self.graphs():
            yield graph, self.graph_lines(graph)
        database = self._database()
        yield "", (f"{q.subject} {q.predicate} {q.object} .\n" for g in self._default_graphs()
                   for q in database.quads_for_pattern(None, None, None, g))

    def export(self, path: str | os.PathLike, *, format: str | None = None,
               graphs: Iterable[str] | None = None) -> None:
        """Write the store, or only ``graphs``, to ``path``, streaming.

        Formats (by ``format`` or the suffix): ``ttl`` (default), ``nt``, ``jsonld``,
        ``trig``, ``nq``. Triple formats merge the graphs, each triple once.
        """
        fmt = _export_format(path, format)
        prefixes = {**PREFIXES, **instance_prefixes(self.base)}
        bulk = {g: r for r in self._manifest["sources"].values() if r["kind"] == "rdf" for g in r["graphs"][:1]}
        files = list(bulk.values()) if graphs is None else [bulk[g] for g in graphs if g in bulk]
        names = [ox.NamedNode(g) for g in (self.graphs() if graphs is None else graphs) if g not in bulk]
        sources = names if graphs is not None else self._default_graphs()
        database = self._database()
        try:
            if fmt in _QUAD_FORMATS:  # a bulk-loaded file's triples: the default graph, from its copy
                quads = itertools.chain((q for g in names for q in database.quads_for_pattern(None, None, None, g)),
                                        *(self._copied_quads(r) for r in files))
                ox.serialize(quads, str(path), fmt, prefixes=prefixes)
            elif files and graphs is not None:  # the chosen files from their copies, then graphs
                triples = itertools.chain(*(self._copied_quads(r) for r in files), (
                    q for g in names for q in database.quads_for_pattern(None, None, None, g)))
                ox.serialize((ox.Triple(q.subject, q.predicate, q.object) for q in triples), str(path), fmt,
                             prefixes=prefixes)
            elif len(sources) == 1:  # one graph streams straight out of the database
                database.dump(str(path), fmt, from_graph=sources[0], prefixes=prefixes)
            else:
                triples = database.query("CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }",
                                         default_graph=sources)
                ox.serialize(triples, str(path), fmt, prefixes=prefixes)
        except (OSError, ValueError) as exc:
            raise StoreError(f"{path}: could not export: {exc}") from exc

    def _copied_quads(self, record: dict) -> Iterator[ox.Quad]:
        """Yield the triples of a bulk-loaded file from its copy, blank nodes kept apart from others'."""
        blank, prefix = ox.BlankNode, record["sha"][:12]
        for quad in _parse(self._copy(record)):
            s, o = quad.subject, quad.object
            if type(s) is blank or type(o) is blank:
                s = blank(prefix + s.value) if type(s) is blank else s
                o = blank(prefix + o.value) if type(o) is blank else o
            yield ox.Quad(s, quad.predicate, o, quad.graph_name)

    def _default_graphs(self) -> list:
        """Return the graphs queries read as their default graph (see ``run``)."""
        return [ox.DefaultGraph()]

    def cached(self, name: str, build: Callable[[Store], Any], *, write: Callable[[Any, Any], None] | None = None,
               read: Callable[[Any, int], Any] | None = None) -> Any:
        """Return ``build(self)``, kept in memory and in ``cache/`` until the store changes.

        Pickled, unless ``write(value, file)`` and ``read(buffer, start)`` are given: then
        the file is read through a memory map, so a big index opens without being
        read whole (a pickled 1M-person lineage index took 1.9 s to load).
        """
        if name in self._memo and self._memo[name][0] == self.generation:
            return self._memo[name][1]
        path = self.path / "cache" / (f"{name}.bin" if write else f"{name}.pickle")
        value = _read_cache(path, self.generation, read)
        if value is None:
            value = build(self)
            if _cached_generation(path) <= self.generation:    # a reader of an older generation leaves
                self._write_cache(path, value, write)           # a newer one's cache alone
        self._memo[name] = (self.generation, value)
        return value


    def _write_cache(self, path: Path, value: Any, write: Callable[[Any, Any], None] | None) -> None:
        """Write a cache file under a name of this process's own, then rename it into place.

        The cache only saves time: a store folder we may not write to costs the next
        reader a rebuild, not this one an error.
        """
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        try:
            path.parent.mkdir(exist_ok=True)
            with open(tmp, "wb") as fh:
                fh.write(b"%d\n" % self.generation)
                write(value, fh) if write else pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except OSError:
            with contextlib.suppress(OSError):
                tmp.unlink()


def _cached_generation(path: Path) -> int:
    """The generation a cache file was made for; -1 when there is none or it cannot be read."""
    try:
        with open(path, "rb") as fh:
            return int(fh.readline())
    except (OSError, ValueError):
        return -1


def open_store(path: str | os.PathLike = DEFAULT_STORE, *, create: bool = False) -> Store:
    """Return the store at ``path``; raise ``StoreError`` if there is none (unless ``create``)."""
    return Store(path, create=create)


def document_iri(base: str, key: str) -> str:
    """Return the graph IRI of a file added as it is: ``{base}doc/{slug of its path}``."""
    from .vocab import slugify

    return f"{base}doc/{slugify(key)}"


# -- helpers: files --------------------------------------------------------------------

def _open_database(path: Path) -> ox.Store:
    try:
        return ox.Store(str(path))
    except OSError as exc:
        raise StoreError(f"store {path.parent} cannot be opened: {exc}") from exc


def _empty_manifest() -> dict:
    return {"version": _MANIFEST_VERSION, "generation": 0, "base": None, "sources": {}, "digests": {},
            "database": "db-0"}


_GENERATION = re.compile(r"db-\d+|oxigraph")
"""Names of database folders: one per generation, or the one of a store made before them."""


def _database_name(manifest: dict) -> str:
    return manifest.get("database", "oxigraph")


def _hold_shared(folder: Path) -> int | None:
    """Return a descriptor holding a shared lock on ``folder``, or None if it is gone or
    being deleted (a writer renames a folder away before deleting it)."""
    return _hold(folder, fcntl.LOCK_SH)


def _hold_exclusive(folder: Path) -> int | None:
    """Return a descriptor holding ``folder`` exclusively, or None while a reader holds it."""
    return _hold(folder, fcntl.LOCK_EX)


def _hold(folder: Path, mode: int) -> int | None:
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except (FileNotFoundError, NotADirectoryError):
        return None
    try:
        fcntl.flock(fd, mode | fcntl.LOCK_NB)
        if os.stat(folder).st_ino == os.fstat(fd).st_ino:
            return fd
    except (BlockingIOError, FileNotFoundError):
        pass
    os.close(fd)
    return None


def _fault(point: str) -> None:
    """Stop at ``point`` of a change for a test to kill the process there (a test hook).

    ``LABGRAPH_FAULT_PAUSE=point`` writes the file ``LABGRAPH_FAULT_MARKER`` names and
    sleeps for ever; ``LABGRAPH_FAULT_MARK=point`` writes it and goes on, so a kill
    lands inside the step that follows (an update, a bulk load).
    """
    paused = os.environ.get("LABGRAPH_FAULT_PAUSE") == point
    if paused or os.environ.get("LABGRAPH_FAULT_MARK") == point:
        Path(os.environ["LABGRAPH_FAULT_MARKER"]).write_text(point, encoding="utf-8")
        while paused:
            time.sleep(60)


def _write_json(path: Path, value: dict) -> None:
    _write_bytes(path, json.dumps(value, indent=1, sort_keys=True).encode("utf-8"))


def _write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` so that ``path`` holds either the old or the new content, never half."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def _copy_in(path: Path, folder: Path, suffix: str) -> str:
    """Copy ``path`` into ``folder`` as ``{sha256}{suffix}``, hashing as it copies; return the hash.

    Streams in chunks: a 2 GB N-Triples file never sits in memory.
    """
    digest = hashlib.sha256()
    tmp = folder / f".incoming-{os.getpid()}{suffix}"
    try:
        with open(path, "rb") as src, open(tmp, "wb") as dst:
            while chunk := src.read(1 << 22):
                digest.update(chunk)
                dst.write(chunk)
            dst.flush()
            os.fsync(dst.fileno())
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from exc
    sha = digest.hexdigest()
    os.replace(tmp, folder / f"{sha}{suffix}")
    return sha


def _read_cache(path: Path, generation: int, read: Callable[[Any, int], Any] | None) -> Any:
    """Return the value cached at ``path`` for ``generation``, or None (missing, stale, unreadable)."""
    try:
        with open(path, "rb") as fh:
            if int(fh.readline()) != generation:
                return None
            if read is None:
                return pickle.load(fh)
            start = fh.tell()
            mapped = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
        return read(mapped, start)
    except (OSError, pickle.UnpicklingError, EOFError, ValueError, KeyError, IndexError):
        return None


def _expand(paths: Iterable[str | os.PathLike]) -> list[Path]:
    """Return the files under ``paths``: documents labgraph reads, and RDF files given by name."""
    files: list[Path] = []
    for path in map(Path, paths):
        if path.is_file() and path.suffix.lower() in RDF_FORMATS:
            files.append(path)
        else:  # the readers load only when there are documents to look for (about 1 s)
            from .ingest import find_files

            files.extend(find_files([path]))
    return files


def _mostly_wanted(path: Path, wanted: set, sample: int = 20_000) -> bool:
    """Whether at least a fifth of the first ``sample`` triples of an RDF file have a
    ``wanted`` predicate (else reading the few wanted facts by SPARQL is faster)."""
    seen = hits = 0
    for seen, triple in enumerate(_parse(path), start=1):
        hits += triple.predicate.value in wanted
        if seen >= sample:
            break
    return hits * 5 >= seen > 0


def _held_by(paths: list[Path], triples: set[tuple]) -> set[tuple]:
    """Return those of ``triples`` (pyoxigraph terms, no blank nodes) the RDF files hold."""
    subjects = {s for s, _p, _o in triples}
    found = set()
    for path in paths:
        for quad in _parse(path):
            if quad.subject in subjects and (quad.subject, quad.predicate, quad.object) in triples:
                found.add((quad.subject, quad.predicate, quad.object))
    return found


def _parse_facts(path: Path, columns: dict[str, tuple[list, list]], blank_prefix: str) -> None:
    """Add the facts of an RDF file with a predicate of ``columns`` to it.

    Each IRI is kept once (a person is named in half a dozen facts): at 1M
    people that saves about 1.5 GB of repeated strings.
    """
    blank, named = ox.BlankNode, ox.NamedNode
    once = {}.setdefault
    for triple in _parse(path):
        found = columns.get(triple.predicate.value)  # comparing strings is faster than NamedNodes
        if found is not None:
            s, o = triple.subject, triple.object
            # the labels of blank nodes are the file's own: keep two files' apart
            s = s.value if type(s) is not blank else f"_:{blank_prefix}{s.value}"
            found[0].append(once(s, s))
            if type(o) is named:
                o = o.value
                found[1].append(once(o, o))
            else:
                found[1].append(o.value if type(o) is not blank else f"_:{blank_prefix}{o.value}")


def _parse(path: Path) -> Iterator:
    """Yield the triples (or quads) of an RDF file the store has loaded before."""
    return ox.parse(path=str(path), format=RDF_FORMATS[path.suffix], lenient=True)


def _source(key: str, record: dict) -> Source:
    return Source(key, record["kind"], record["sha"], record["suffix"], tuple(record["graphs"]))


def _merge(a: Changes, b: Changes) -> Changes:
    return Changes(*(tuple(sorted(getattr(a, f.name) + getattr(b, f.name)))
                     for f in dataclasses.fields(Changes)))


# -- helpers: graphs and terms ---------------------------------------------------------

def _graph_ref(name: str) -> str:
    return f"<{name}>"


def _graph_source(graph: Graph) -> str | None:
    """Return the ``lg:sourcePath`` of the document a graph was built from."""
    for _doc, _p, path in graph.triples((None, LG.sourcePath, None)):
        return str(path)
    return None


def _rename(extraction: Extraction, path: str) -> Extraction:
    """Return ``extraction`` as if read from ``path`` (it was read from the store's copy)."""
    claims = tuple(dataclasses.replace(c, evidence=dataclasses.replace(c.evidence, path=path))
                   for c in extraction.claims)
    return dataclasses.replace(extraction, path=path, claims=claims)


def _merge_graphs(graphs: Iterable[Graph]) -> Graph:
    merged = Graph()
    for graph in graphs:
        merged += graph
    return merged


def _digest(graph: Graph) -> str:
    """Return a digest of a graph's content that ignores blank node labels."""
    return str(to_isomorphic(graph).graph_digest())


def _insert_block(name: str, graph: Graph) -> str:
    """Return the ``GRAPH <name> { ... }`` block (or bare triples) inserting ``graph``."""
    lines = "\n".join(f"{_nt(s)} {_nt(p)} {_nt(o)} ." for s, p, o in graph)
    return f"GRAPH {_graph_ref(name)} {{\n{lines}\n}}" if name else lines


def _nt(term) -> str:
    return str(_to_ox(term))


def _to_ox(term):
    if isinstance(term, URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, BNode):
        return ox.BlankNode(re.sub(r"[^A-Za-z0-9_]", "_", str(term)))
    if term.language:
        return ox.Literal(str(term), language=term.language)
    if term.datatype:
        return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)))
    return ox.Literal(str(term))


def _to_rdflib(term):
    if isinstance(term, ox.NamedNode):
        return URIRef(term.value)
    if isinstance(term, ox.BlankNode):
        return BNode(term.value)
    if isinstance(term, ox.Literal):
        if term.language:
            return Literal(term.value, lang=term.language)
        datatype = term.datatype.value
        if datatype == "http://www.w3.org/2001/XMLSchema#string":
            return Literal(term.value)
        return Literal(term.value, datatype=URIRef(datatype))
    return Literal(str(term))  # an RDF-star quoted triple: shown as its text


def _rows(solutions: ox.QuerySolutions, width: int) -> Iterator[tuple]:
    for solution in solutions:
        yield tuple(None if solution[i] is None else _to_rdflib(solution[i]) for i in range(width))


def _triples(triples: ox.QueryTriples) -> Iterator[tuple]:
    for t in triples:
        yield _to_rdflib(t.subject), _to_rdflib(t.predicate), _to_rdflib(t.object)


def _query_error(exc: SyntaxError) -> QueryError:
    """Return a ``QueryError`` with the line and column Oxigraph reports (``error at 3:2``)."""
    message = str(exc)
    found = re.match(r"error at (\d+):(\d+)(?:-\d+:\d+)?:\s*(.*)", message, re.S)
    if found:
        return QueryError(f"SPARQL syntax error: {found.group(3)}", int(found.group(1)), int(found.group(2)))
    return QueryError(f"SPARQL syntax error: {message}")


def _export_format(path: str | os.PathLike, name: str | None) -> ox.RdfFormat:
    suffix = EXPORT_FORMATS.get(name, name) if name else Path(path).suffix.lower()
    formats = {s: RDF_FORMATS[s] for s in EXPORT_FORMATS.values()}
    if suffix not in formats:
        raise StoreError(f"{path}: cannot export as {name or suffix or 'no suffix'}; "
                         f"choose one of {', '.join(EXPORT_FORMATS)}")
    return formats[suffix]


def instance_prefixes(base: str = DEFAULT_BASE) -> dict[str, str]:
    """Return short prefixes for instance IRIs: ``person:`` for ``{base}person/``, and so on."""
    kinds = ("person", "org", "paper", "software", "venue", "supervision", "doc")
    return {kind: f"{base}{kind}/" for kind in kinds}


# --- Rewriting an N-Triples or N-Quads file in another format, for ``labgraph build`` ---
# Not part of the persistent store: it sits here because this is the one module that touches
# pyoxigraph, whose parser and serialisers stream and write Turtle far faster than rdflib's.

CONVERT_FORMATS = {"turtle": ox.RdfFormat.TURTLE, "trig": ox.RdfFormat.TRIG, "json-ld": ox.RdfFormat.JSON_LD,
                   "xml": ox.RdfFormat.RDF_XML, "nt": ox.RdfFormat.N_TRIPLES, "nquads": ox.RdfFormat.N_QUADS}
"""The formats ``convert_file`` writes, by the names ``export.FORMATS`` gives them."""


def convert_file(source: Path, target: Path, format: str, prefixes: dict[str, str], quads: bool) -> None:
    """Write the N-Quads (``quads``) or N-Triples file ``source`` to ``target`` in ``format``, streaming.

    Raises:
        LabgraphError: ``target`` could not be written.
    """
    read_as = ox.RdfFormat.N_QUADS if quads else ox.RdfFormat.N_TRIPLES
    try:
        # lenient: the text is labgraph's own, and a link scraped from a page may be a loose IRI
        # ("https://x.org/a[1]", "100%") that rdflib keeps and strict parsing would refuse
        ox.serialize(ox.parse(path=source, format=read_as, lenient=True), str(target), CONVERT_FORMATS[format],
                     prefixes=prefixes)
    except (OSError, ValueError, SyntaxError) as exc:
        raise LabgraphError(f"{target}: cannot write: {exc}") from exc


def write_turtle(triples: Iterable[tuple], out: TextIO, prefixes: dict[str, str]) -> None:
    """Write rdflib ``(s, p, o)`` triples to the text stream ``out`` as Turtle, as they come
    (Oxigraph's serializer keeps only the current subject, where rdflib's needs the whole graph)."""
    decoder = codecs.getincrementaldecoder("utf-8")()

    class _Text:  # Oxigraph writes bytes, in chunks that may split a character
        @staticmethod
        def write(chunk: bytes) -> int:
            out.write(decoder.decode(chunk))
            return len(chunk)

        @staticmethod
        def flush() -> None:
            out.flush()

    ox.serialize((ox.Triple(_to_ox(s), _to_ox(p), _to_ox(o)) for s, p, o in triples), _Text(),
                 ox.RdfFormat.TURTLE, prefixes=prefixes)
    out.write(decoder.decode(b"", final=True))
