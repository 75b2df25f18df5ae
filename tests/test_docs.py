"""Every command teaches through --help with an example and is in the README; __all__ is the API."""
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import labgraph
from labgraph.cli import cli

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(cli.commands))
def test_command_help_has_an_example_and_is_in_readme(name):
    result = CliRunner().invoke(cli, [name, "--help"])
    assert result.exit_code == 0
    assert re.search(r"Examples?:", result.output), f"labgraph {name} --help shows no example"
    assert f"labgraph {name}" in README, f"labgraph {name} is not in the README"


def test_all_is_exactly_the_public_api():
    public = {n for n in dir(labgraph) if not n.startswith("_")}
    modules = {n for n in public if type(getattr(labgraph, n)).__name__ == "module"}
    assert set(labgraph.__all__) == public - modules
    for name in labgraph.__all__:
        assert getattr(labgraph, name).__doc__, f"labgraph.{name} has no docstring"


def test_readme_gives_the_two_commands():
    assert "pip install -e '.[dev]' && .venv/bin/labgraph build data/ -o lab.ttl" in README
    assert ".venv/bin/python -m pytest" in README
    ci = (Path(__file__).resolve().parents[1] / ".ci" / "run").read_text()
    assert ".venv/bin/python -m pytest" in ci
