"""The ``labgraph`` command: parse arguments, call the library, print.

Each sub-module adds its commands to ``cli``; this package is the only place
that imports click.
"""
from __future__ import annotations

import sys

import click

from ..errors import LabgraphError


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(package_name="labgraph")
def cli() -> None:
    """Turn a lab's documents into a knowledge graph of researchers,
    supervision, organisations, papers and software.

    \b
    Start with:
        labgraph build data/ -o lab.ttl
    """


from . import build as _build  # noqa: E402,F401  (registers commands)
from . import network as _network  # noqa: E402,F401
from . import store as _store  # noqa: E402,F401
from . import check as _check  # noqa: E402,F401


def main() -> None:
    """Run the CLI; report labgraph errors as one line and exit 1."""
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except LabgraphError as exc:
        click.echo(f"Error: {exc}", err=True)
        sys.exit(1)
    except BrokenPipeError:
        sys.exit(0)
