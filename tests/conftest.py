"""Shared fixtures: paths of the test data; the record of tests skipped for a missing
outside program (:mod:`tests.tools`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tools import ToolSkips

DATA = Path(__file__).parent / "data"


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(ToolSkips(), "wint-tool-skips")


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """The folder of test data files."""
    return DATA
