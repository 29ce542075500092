"""The golden session files of ``tests/data/sessions`` (written by ``tests/session/golden.py``):
each released schema version's file loads with today's wint and replays to the sheet it gave
when it was written, and today's wint writes its own version's file as it was written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.session.golden import GOLDEN, sheet_json
from wint.session.io import SCHEMA_VERSION, dump_session, load_session
from wint.session.model import PlayerConfig

VERSIONS = sorted(GOLDEN.glob("v*.wint"), key=lambda path: int(path.stem[1:]))


def document(path: Path) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return doc


def seats(doc: dict[str, Any]) -> tuple[PlayerConfig, ...]:
    """Who the file seats N, E, S, W: schema 1's seats, schema 2's seating of rubber 1."""
    if doc["schema_version"] == 1:
        written = doc["seats"]
    else:
        written = [doc["players"][doc["seating"][0][seat]] for seat in ("N", "E", "S", "W")]
    return tuple(PlayerConfig(p["name"], p["human"], p["level"]) for p in written)


def comparable(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` without the time of saving and the program's version."""
    del doc["saved"], doc["app"]
    return doc


def test_every_schema_version_has_its_golden_file() -> None:
    assert [path.name for path in VERSIONS] == [f"v{n}.wint" for n in range(1, SCHEMA_VERSION + 1)]


@pytest.mark.parametrize("path", VERSIONS, ids=lambda path: path.stem)
def test_a_golden_session_replays_to_its_sheet(path: Path) -> None:
    session = load_session(path)
    assert sheet_json(session) == json.loads(path.with_suffix(".sheet.json").read_text("utf-8"))
    doc = document(path)
    assert len(session.finished) == len(doc["deals"]) - 1
    assert any(deal.game_won_by is not None for deal in session.ledger.deals())
    assert session.setup.seed == doc["seed"]
    assert session.setup.seats == seats(doc)
    in_progress = doc["deals"][-1]
    assert [str(action) for action in session.current.states[-1].history()] == (
        in_progress["actions"]
    )
    assert session.current.cursor == doc["cursor"] < len(in_progress["actions"])  # undone


def test_the_current_version_is_written_as_its_golden_file() -> None:
    """Reading the current version's file and writing it again gives the same document (bar
    the time of saving; a newer wint may add rule options with their defaults)."""
    path = GOLDEN / f"v{SCHEMA_VERSION}.wint"
    golden, written = document(path), dump_session(load_session(path))
    assert written.pop("rules").items() >= golden.pop("rules").items()
    assert comparable(written) == comparable(golden)


def test_a_schema_1_file_is_written_as_schema_2() -> None:
    """The v1 golden file (Vint's four seats) is written as the v2 golden file of the same
    session: the game named, its players in the order N, E, S, W keeping their seats, and
    a void, written ``-`` before issue 14, as PBN's empty suit."""
    v1, v2 = document(GOLDEN / "v1.wint"), document(GOLDEN / "v2.wint")
    assert any("-" in deal["deal"] for deal in v1["deals"])  # the file keeps the old form
    written = dump_session(load_session(GOLDEN / "v1.wint"))
    assert written["game"] == "vint" and written["seating"] == [{"N": 0, "E": 1, "S": 2, "W": 3}]
    assert written["players"] == [
        {key: seat[key] for key in ("name", "human", "level")} for seat in v1["seats"]
    ]
    assert written.pop("rules").items() >= v1["rules"].items()
    del v2["rules"]
    assert comparable(written) == comparable(v2)
