"""labgraph: a lab's documents in, a research knowledge graph out.

    >>> import labgraph
    >>> ds = labgraph.build(["data/"])                       # doctest: +SKIP
    >>> tree = labgraph.lineage(ds, "Luo Mai")               # doctest: +SKIP
"""

from .check import check_file, check_graph
from .errors import (AmbiguousPersonError, InputError, LabgraphError, QueryError, StoreError,
                     UnknownPersonError)
from .export import write_graph
from .lineage import ancestors, descendants, lineage, siblings
from .network import coauthor_graph, supervision_graph
from .pipeline import BuildResult, build, build_result
from .query import query
from .store import Store, open_store

__all__ = [
    "AmbiguousPersonError", "BuildResult", "InputError", "LabgraphError", "QueryError", "Store",
    "StoreError", "UnknownPersonError", "ancestors", "build", "build_result", "check_file", "check_graph",
    "coauthor_graph", "descendants", "lineage", "open_store", "query", "siblings", "supervision_graph",
    "write_graph",
]
