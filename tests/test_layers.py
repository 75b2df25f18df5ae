"""Each stage imports only the stages before it (house style: modules in data-flow order).

The package's ``__init__`` imports the public API eagerly, so each check loads
the module under a bare package object that skips ``__init__``.
"""
import subprocess
import sys
from pathlib import Path

import pytest

import labgraph

PACKAGE = str(Path(labgraph.__file__).parent)
ORDER = ["collector", "errors", "model", "vocab", "names", "degrees", "ingest", "sections", "extract", "resolve", "rdf", "store",
         "export", "pipeline", "query", "lineage", "network", "check", "cli"]


def _loaded_after_import(module: str) -> list[str]:
    code = ("import sys, types, importlib\n"
            "pkg = types.ModuleType('labgraph'); pkg.__path__ = [%r]; sys.modules['labgraph'] = pkg\n"
            "importlib.import_module('labgraph.%s')\n"
            "print(' '.join(sorted(m.split('.')[1] for m in sys.modules if m.startswith('labgraph.'))))"
            % (PACKAGE, module))
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()


@pytest.mark.parametrize("i", range(len(ORDER)))
def test_module_imports_no_later_stage(i):
    loaded = set(_loaded_after_import(ORDER[i]))
    later = [m for m in ORDER[i + 1:] if m in loaded]
    assert later == [], f"labgraph.{ORDER[i]} pulls in later stages: {later}"


def test_extraction_and_resolution_never_load_pyoxigraph():
    code = ("import sys, types, importlib\n"
            "pkg = types.ModuleType('labgraph'); pkg.__path__ = [%r]; sys.modules['labgraph'] = pkg\n"
            "importlib.import_module('labgraph.extract'); importlib.import_module('labgraph.resolve')\n"
            "print('pyoxigraph' in sys.modules)" % PACKAGE)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "False"
