"""Where the real importer samples live (../shared/datasets/importer-samples), read in place."""
from __future__ import annotations

from pathlib import Path

import pytest

SAMPLES = Path(__file__).resolve().parents[3] / "shared" / "datasets" / "importer-samples"


def sample(*parts: str) -> Path:
    """Return a sample file's path, skipping the test when the shared datasets are absent."""
    path = SAMPLES.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"real sample {path} not present (needs ../shared/datasets/importer-samples)")
    return path
