"""The test game Trio in the registry of games, for the tests that ask for it."""

from __future__ import annotations

import pytest

from tests.games.trio.game import TRIO
from wint.games import registry


@pytest.fixture
def trio(monkeypatch: pytest.MonkeyPatch) -> None:
    """Trio registered for one test (a game's ``game`` module registers it on import)."""
    monkeypatch.setitem(registry._GAMES, "trio", TRIO)
