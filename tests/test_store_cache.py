"""The store's answer cache (lineage index and the like) across generations and processes."""
from __future__ import annotations

from pathlib import Path

from labgraph.store import Store


def write_doc(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def cache_generation(store_dir: Path, name: str) -> int:
    with open(store_dir / "cache" / f"{name}.pickle", "rb") as fh:
        return int(fh.readline())


def store_with_one_document(tmp_path: Path) -> tuple[Path, Path]:
    """Return (documents folder, store) for a store holding one small document."""
    docs = tmp_path / "docs"
    docs.mkdir()
    store_dir = tmp_path / "store"
    with Store(store_dir) as store:
        store.add([write_doc(docs, "a.txt", "Ana Costa\n\nI did my PhD under the supervision of Bo Weber.\n")])
    return docs, store_dir


def test_a_reader_of_an_old_generation_leaves_the_newer_cache_alone(tmp_path):
    docs, store_dir = store_with_one_document(tmp_path)
    old = Store(store_dir, create=False)            # a reader that stays on this generation
    try:
        with Store(store_dir) as writer:
            writer.add([write_doc(docs, "b.txt", "Femi Okafor\n\nI did my PhD under the supervision of Ana Costa.\n")])
        with Store(store_dir, create=False) as new:
            assert new.cached("sizes", lambda s: len(s)) > 0
            newest = cache_generation(store_dir, "sizes")
        assert old.generation < newest
        old_value = old.cached("sizes", lambda s: len(s))
        assert cache_generation(store_dir, "sizes") == newest     # not overwritten by the older reader
        assert old.cached("sizes", lambda s: -1) == old_value     # the old reader keeps its own answer
    finally:
        old.close()
    leftovers = [p.name for p in (store_dir / "cache").iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_a_cache_that_cannot_be_written_costs_nothing_but_time(tmp_path):
    _, store_dir = store_with_one_document(tmp_path)
    (store_dir / "cache").mkdir(exist_ok=True)
    (store_dir / "cache" / "sizes.pickle").mkdir()    # a folder where the file should go: the rename fails
    with Store(store_dir, create=False) as store:
        assert store.cached("sizes", lambda s: 7) == 7
    assert not [p for p in (store_dir / "cache").iterdir() if p.name.endswith(".tmp")]
