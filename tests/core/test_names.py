"""A player's name (issue 14 §5): one check, :func:`wint.core.names.name_fault`, used where
a name is typed (tests/gui/test_names_typed.py) and where it is read: a record's players and
seating, a score pad, a session's seats (tests/session/test_session_values.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.test_cli import assert_bad_input, cli
from wint.core.names import MAX_NAME_LENGTH, NameFault, name_fault
from wint.games.vint.rules import RuleSet
from wint.session.pad import ScorePad

GOOD = ["Анна", "Anna Karenina", "Фёдор Михайлович", "O'Brien", "Zoë", "李白", "♠ Ace", "x" * 40]


@pytest.mark.parametrize("name", GOOD)
def test_names_people_write_are_names(name: str) -> None:
    assert name_fault(name) is None


@pytest.mark.parametrize(
    ("name", "fault"),
    [
        ("Ann\ud800", NameFault.SURROGATE),
        ("\udc80", NameFault.SURROGATE),
        ("Ann\x00", NameFault.UNPRINTABLE),
        ("Ann\nKarenina", NameFault.UNPRINTABLE),
        ("Ann\tK", NameFault.UNPRINTABLE),
        ("Ann\u202eK", NameFault.UNPRINTABLE),  # a right-to-left override
        ("Ann\u200b", NameFault.UNPRINTABLE),  # a zero-width space
        ("Ann\u00a0K", NameFault.UNPRINTABLE),  # a no-break space looks like a space
        (" Ann", NameFault.SPACES),
        ("Ann ", NameFault.SPACES),
        ("   ", NameFault.SPACES),
        ("x" * (MAX_NAME_LENGTH + 1), NameFault.TOO_LONG),
        ("Ann\ud800" * 40, NameFault.SURROGATE),  # the worst fault first
    ],
)
def test_a_name_that_is_no_name_says_why(name: str, fault: NameFault) -> None:
    assert name_fault(name) is fault


def test_no_name_is_left_to_the_caller() -> None:
    """'' is an unnamed seat in a session or a pad; a record's players need a name."""
    assert name_fault("") is None


def _players(names: list[Any], **keys: Any) -> dict[str, Any]:
    grand = {"contract": "7NT", "declarer": "N", "tricks": 13}
    return {"format": "wint-record", "version": 1, "players": names, **keys, "deals": [grand]}


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        (
            _players(["T\ud800", "A", "K", "F"]),
            "players[0]: 'T\\ud800' is not a player's name: a lone surrogate (not text)",
        ),
        (
            _players(["T", "A\x1b[31m", "K", "F"]),
            "players[1]: 'A\\x1b[31m' is not a player's name: a control or invisible character",
        ),
        (
            _players(["T", "A", "K", " F"]),
            "players[3]: ' F' is not a player's name: spaces around it",
        ),
        (
            _players(["T", "A", "K", "F" * 41]),
            f"players[3]: '{'F' * 40}…' (41 characters) is not a player's name: "
            "longer than 40 characters",
        ),
        (
            _players(["T", "A", "K", "F"], seating=[{"N": "T", "E": "A", "S": "K", "W": "F\n"}]),
            "seating[0].W: 'F\\n' is not a player's name: a control or invisible character",
        ),
        (
            _players(["T", "A", "K", "F", "H", "X"], eighth_rubber=["T", "\ud800"]),
            "eighth_rubber[1]: '\\ud800' is not a player's name: a lone surrogate (not text)",
        ),
    ],
    ids=["surrogate", "escape-sequence", "spaces", "long", "seating", "eighth-rubber"],
)
def test_a_records_names_are_checked_where_they_are_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, doc: Any, message: str
) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(doc), "utf-8")
    line = assert_bad_input(cli(capsys, "score", path), message.split(":", maxsplit=1)[0])
    assert line == f"wint: {message}"


def test_sheet_refuses_a_session_with_a_lone_surrogate_in_a_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.session.test_session_values import good_session

    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # wint sheet sets it: undone after

    doc = good_session()
    doc["players"][3]["name"] = "Фёдор\udc80"
    path = tmp_path / "s.wint"
    path.write_text(json.dumps(doc), "utf-8")  # JSON escapes the surrogate
    line = assert_bad_input(cli(capsys, "sheet", path), "players[3].name")
    assert line == (
        f"wint: {path}: players[3].name: 'Фёдор\\udc80' is not a player's name: "
        "a lone surrogate (not text)"
    )


@pytest.mark.parametrize("bad", ["Ann\ud800", "x" * 41, "Ann\n"])
def test_a_score_pad_cannot_name_a_player_so(bad: str) -> None:
    with pytest.raises(ValueError):
        ScorePad(RuleSet(), ("T", "A", "K", bad))
    with pytest.raises(ValueError):
        ScorePad(RuleSet()).with_players(("T", "A", "K", bad), True)
