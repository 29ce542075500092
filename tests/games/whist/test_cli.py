"""The record CLI on Whist records (contracts/record-whist.md), as a user runs it: the
sheet on stdout, a refusal as exit 2 and one stderr line naming the place."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.games.whist.records import deal, doc
from tests.test_cli import assert_bad_input, assert_reason, cli, wint


def _write(tmp_path: Path, record: dict[str, Any]) -> Path:
    path = tmp_path / "whist.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def test_score_prints_the_sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ran = cli(capsys, "score", _write(tmp_path, doc([deal("D", 1, 1)])))
    assert ran.code == 0, ran.err
    (rubber,) = json.loads(ran.out)["rubbers"]
    assert rubber["deals"][0]["carried"] == {"NS": 0, "EW": 31}
    assert set(rubber) == {"deals", "games_won", "winner", "totals", "result"}


def test_score_from_stdin_in_a_subprocess() -> None:
    ran = wint("score", "-", stdin=json.dumps(doc([deal("S", 9, 4)])).encode())
    assert ran.code == 0, ran.err
    assert json.loads(ran.out)["rubbers"][0]["deals"][0]["below"] == {"NS": 6, "EW": 0}


def test_a_bad_field_is_one_line_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ran = cli(capsys, "score", _write(tmp_path, doc([deal("S", 9), deal("Q", 7)])))
    assert_reason(
        assert_bad_input(ran, "deals[1].trump"),
        r"deals\[1\]\.trump: unknown trump 'Q': S, H, D or C",
    )


def test_replay_names_the_first_illegal_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = doc(
        [
            {
                "deal": "N:AKQJT.AKQ.AK.AK2 9876.JT9.QJT.QJT 5432.876.987.987 -.5432.65432.6543",
                "dealer": "N",
                "trump": "H",
                "play": ["S9", "H8"],
            }
        ]
    )
    ran = cli(capsys, "replay", _write(tmp_path, record))
    assert_reason(
        assert_bad_input(ran, "deals[0].play[1]"), r"deals\[0\]\.play\[1\]: MUST_FOLLOW_SUIT"
    )


def test_bench_engine_for_whist(capsys: pytest.CaptureFixture[str]) -> None:
    ran = cli(
        capsys, "bench", "engine", "--game", "whist", "--deals", "20", "--runs", "1", "--json"
    )
    figures = json.loads(ran.out)
    assert figures["game"] == "whist" and figures["deals_per_s"] > 0
