"""The record CLI prints, byte for byte, what it printed before the family-of-games move.

tests/data/cli_golden.json holds ``wint score``, ``wint replay`` and ``wint sheet --text``
(English and Russian) for every record and session of tests/data, written by
tests/data/make_cli_golden.py from the code before the engine was split into core and games.
"""

from __future__ import annotations

import json

import pytest

from tests.data.make_cli_golden import GOLDEN, commands, output

_GOLDEN = json.loads(GOLDEN.read_text(encoding="utf-8"))


def test_the_golden_file_covers_every_record() -> None:
    assert sorted(_GOLDEN) == sorted(" ".join(argv) for argv in commands())
    assert sum(1 for entry in _GOLDEN.values() if entry["code"] == 0) > 300


@pytest.mark.parametrize("command", sorted(_GOLDEN))
def test_output_is_unchanged(command: str) -> None:
    assert output(command.split()) == _GOLDEN[command]
