"""Every error labgraph raises on purpose.

    LabgraphError
      InputError(path, line)                   unreadable or malformed document
      QueryError(line, column)                 bad SPARQL
      StoreError                               store missing, locked, corrupt
      UnknownPersonError(name, close_matches)  "did you mean ...?"
      AmbiguousPersonError(name, candidates)   we refuse to guess

The library raises and never prints; ``cli.main`` turns these into one line on
stderr and exit status 1.
"""
from __future__ import annotations


class LabgraphError(Exception):
    """Root of every error labgraph raises on purpose."""


class InputError(LabgraphError):
    """A document could not be read or is malformed."""

    def __init__(self, path: str, message: str, line: int | None = None):
        self.path, self.line, self.message = str(path), line, message
        where = f"{path}:{line}" if line else str(path)
        super().__init__(f"{where}: {message}")


class QueryError(LabgraphError):
    """A SPARQL query could not be parsed or run."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None):
        self.line, self.column = line, column
        where = f"line {line}, column {column}: " if line else ""
        super().__init__(f"{where}{message}")


class StoreError(LabgraphError):
    """The store is missing, locked or corrupt."""


class UnknownPersonError(LabgraphError):
    """No person matches a name; ``close_matches`` lists the nearest ones."""

    def __init__(self, name: str, close_matches: list[str]):
        self.name, self.close_matches = name, close_matches
        hint = f"; did you mean {', '.join(repr(m) for m in close_matches)}?" if close_matches else ""
        super().__init__(f"no person named {name!r} in the graph{hint}")


class AmbiguousPersonError(LabgraphError):
    """Several people match a name; ``candidates`` lists them."""

    def __init__(self, name: str, candidates: list[str]):
        self.name, self.candidates = name, candidates
        super().__init__(f"{name!r} matches several people: {'; '.join(candidates)}; "
                         "give the full name or the IRI")
