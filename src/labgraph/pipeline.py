"""build(paths) -> Dataset: the one place the stages are chained.

files -> ingest (Document or Extraction) -> extract (claims) -> resolve
(entities and facts) -> rdf (one named graph per document).
"""
from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from rdflib import Dataset

from .collector import collector_paused
from .errors import InputError, LabgraphError
from .extract import extract_document
from .ingest import find_files, read
from .model import Document, Extraction, Resolution
from .rdf import Triples, to_dataset, to_triples
from .resolve import resolve
from .vocab import DEFAULT_BASE

OnError = Callable[[LabgraphError], None]
Progress = Callable[[int, int, str], None]
PARALLEL_FROM = 200   # below this many files, starting worker processes costs more than it saves


@dataclass
class BuildResult:
    """What a build made and what it had to say about the inputs."""

    resolution: Resolution
    base: str = DEFAULT_BASE
    documents: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @cached_property
    def dataset(self) -> Dataset:
        """The graph as an rdflib Dataset, one named graph per document; made on first use, as
        rdflib's store takes about 30 µs a triple and writing a file does not need it."""
        return to_dataset(self.resolution, self.base)

    def triples(self) -> Triples:
        """The graph as ``rdf.to_triples`` gives it (N-Triples text by document graph), for
        ``export.write_triples``."""
        return to_triples(self.resolution, self.base)


def extract_file(path: str) -> Extraction:
    """Read one file and return its claims (the unit of work a worker process does).

    Raises:
        InputError: the file could not be read.
    """
    item = read(Path(path))
    if isinstance(item, Document):
        return extract_document(item)
    return item


def _safe_extract(path: str) -> Extraction | InputError:
    try:
        return extract_file(path)
    except InputError as exc:
        return exc
    except (OSError, UnicodeError, ValueError, RecursionError) as exc:
        return InputError(path, f"could not be read ({type(exc).__name__}: {exc}); skipped")
    except Exception as exc:        # a fault of ours on this document: the other documents still build
        if os.environ.get("LABGRAPH_RAISE"):
            raise
        return InputError(path, f"could not be read: labgraph failed on it ({type(exc).__name__}: {exc}); "
                                f"skipped (please report this)")


def extract_files(paths: list[str], progress: Progress | None = None,
                  workers: int | None = None) -> Iterable[tuple[str, Extraction | InputError]]:
    """Yield (path, extraction or error) for each file, in order, in parallel when there are many."""
    workers = workers if workers is not None else (os.cpu_count() or 1)
    if len(paths) < PARALLEL_FROM or workers <= 1:
        results: Iterable = map(_safe_extract, paths)
    else:
        pool = ProcessPoolExecutor(max_workers=workers, initializer=gc.enable)   # forked from a paused parent
        # small chunks keep both workers busy to the end; a path out and a claim list back per document
        results = pool.map(_safe_extract, paths, chunksize=max(1, min(16, len(paths) // (workers * 8))))
    try:
        for i, (path, result) in enumerate(zip(paths, results), start=1):
            if progress:
                progress(i, len(paths), path)
            yield path, result
    finally:
        if len(paths) >= PARALLEL_FROM and workers > 1:
            pool.shutdown(cancel_futures=True)


def build_result(paths: list[str | Path], base: str = DEFAULT_BASE, on_error: OnError | None = None,
                 progress: Progress | None = None, workers: int | None = None) -> BuildResult:
    """Build the knowledge graph of the documents under ``paths`` and report on the inputs.

    Raises:
        InputError: a path does not exist, or no document could be read at all.
    """
    files = [str(p) for p in find_files(paths)]
    if not files:
        raise InputError(", ".join(map(str, paths)), "no documents found (labgraph reads .txt, .md, .html, "
                         ".pdf, .bib, .cff, codemeta.json and ORCID .json files)")
    extractions, failed, warnings = [], [], []
    for path, result in extract_files(files, progress, workers):
        if isinstance(result, LabgraphError):
            failed.append(path)
            warnings.append(str(result))
            if on_error:
                on_error(result)
            continue
        extractions.append(result)
        warnings.extend(result.warnings)
    if not extractions:
        raise InputError(", ".join(map(str, paths)), "none of the documents could be read: " + "; ".join(warnings))
    with collector_paused():
        resolution = resolve(extractions)
    warnings.extend(resolution.warnings)
    return BuildResult(resolution, base, [e.path for e in extractions], failed, warnings)


def build(paths: list[str | Path], base: str = DEFAULT_BASE, on_error: OnError | None = None,
          progress: Progress | None = None) -> Dataset:
    """Return the knowledge graph of the documents under ``paths``: one named graph per document.

    >>> ds = build(["data/"])                                # doctest: +SKIP
    >>> len(list(ds.graphs())) > 1                          # doctest: +SKIP
    True
    """
    return build_result(paths, base, on_error, progress).dataset
