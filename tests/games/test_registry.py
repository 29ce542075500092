"""The registry of games: the CLI finds a game by the id its record names (issue 15)."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

from wint.cli import run
from wint.games import registry

HANDS = ["SA SK HA HK", "SQ SJ HQ HJ", "ST S9 HT H9"]


def _run(tmp_path: Path, doc: object, *command: str) -> tuple[int, str, str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = run([*command, str(path)])
    return code, out.getvalue(), err.getvalue()


def _record(**deal: object) -> dict[str, object]:
    return {"format": "wint-record", "version": 1, "game": "trio", "deals": [deal]}


def test_a_second_game_is_scored_by_its_own_rules(trio: None, tmp_path: Path) -> None:
    code, out, err = _run(tmp_path, _record(tricks=[2, 1, 1]), "score")
    assert (code, err) == (0, "")
    assert json.loads(out) == {"totals": {"N": 2, "E": 1, "S": 1}}


def test_a_second_game_is_replayed_through_its_own_engine(trio: None, tmp_path: Path) -> None:
    # E leads (the dealer's left in a ring of three); N's aces and kings take every trick.
    play = ["SQ", "ST", "SA", "SK", "SJ", "S9", "HA", "HQ", "HT", "HK", "HJ", "H9"]
    code, out, err = _run(tmp_path, _record(dealer="N", hands=HANDS, play=play), "replay")
    assert (code, err) == (0, "")
    assert json.loads(out) == {"totals": {"N": 4, "E": 0, "S": 0}}


def test_a_second_games_rules_refuse_a_revoke(trio: None, tmp_path: Path) -> None:
    play = ["SQ", "HT"]  # S holds spades: must follow
    code, _, err = _run(tmp_path, _record(dealer="N", hands=HANDS, play=play), "replay")
    assert (code, err) == (2, "wint: deals[0].play[1]: MUST_FOLLOW_SUIT\n")


def test_an_unknown_game_is_refused_where_it_stands(tmp_path: Path) -> None:
    doc = {"format": "wint-record", "version": 1, "game": "trio", "deals": []}
    assert _run(tmp_path, doc, "score")[2] == "wint: record.game: unknown game 'trio'\n"


def test_a_vint_record_may_name_its_game(tmp_path: Path) -> None:
    deal = {"contract": "1S", "declarer": "N", "tricks": 7}
    plain = {"format": "wint-record", "version": 1, "deals": [deal]}
    named = {**plain, "game": "vint"}
    assert _run(tmp_path, named, "score")[:2] == _run(tmp_path, plain, "score")[:2]
    assert _run(tmp_path, named, "score")[0] == 0


def test_the_registry_lists_its_games(trio: None) -> None:
    assert registry.game_ids() == ("preferans", "trio", "vint", "whist")
    assert len(registry.game("vint").seats) == 4
    assert len(registry.game("trio").seats) == 3
