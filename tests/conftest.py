"""Shared fixtures: paths of the test data."""

from __future__ import annotations

from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """The folder of test data files."""
    return DATA
