"""labgraph: a lab's documents in, a research knowledge graph out.

    >>> import labgraph
    >>> ds = labgraph.build(["data/"])                       # doctest: +SKIP
    >>> tree = labgraph.lineage(ds, "Luo Mai")               # doctest: +SKIP
"""

from importlib import import_module

# Functions named like their module are imported now: importing the module later would
# otherwise put the module, not the function, under that name.
from .lineage import lineage
from .query import query

# Names are imported on first use, so `labgraph --help` and `labgraph build` do not pay for
# pyshacl, networkx and the SPARQL parser they never touch.
_WHERE = {
    "check_file": "check", "check_graph": "check",
    "AmbiguousPersonError": "errors", "InputError": "errors", "LabgraphError": "errors", "QueryError": "errors",
    "StoreError": "errors", "UnknownPersonError": "errors",
    "write_graph": "export",
    "ancestors": "lineage", "descendants": "lineage", "siblings": "lineage",
    "coauthor_graph": "network", "supervision_graph": "network",
    "BuildResult": "pipeline", "build": "pipeline", "build_result": "pipeline",
    "Store": "store", "open_store": "store",
}


def __getattr__(name: str):
    if name in _WHERE:
        value = getattr(import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'labgraph' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)


__all__ = [
    "AmbiguousPersonError", "BuildResult", "InputError", "LabgraphError", "QueryError", "Store",
    "StoreError", "UnknownPersonError", "ancestors", "build", "build_result", "check_file", "check_graph",
    "coauthor_graph", "descendants", "lineage", "open_store", "query", "siblings", "supervision_graph",
    "write_graph",
]
