"""`wint score` with several revokes in a deal (V-REV-10, the record's optional ``revokes``)."""

from __future__ import annotations

import contextlib
import copy
import io
import json
from pathlib import Path
from typing import Any

import pytest

from wint.cli import run

_RECORDS = Path(__file__).parents[2] / "data" / "records"
_HOLDINGS = {"honours": {"NS": 3, "EW": 2}, "aces": {"NS": 2, "EW": 2}}


def _record(*deals: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"format": "wint-record", "version": 1, **top, "deals": list(deals)}


def _deal(**revokes: Any) -> dict[str, Any]:
    """«три» in diamonds by S, 8 tricks, honours 3–2 and aces 2–2 (E11's deal)."""
    return {"contract": "3D", "declarer": "S", "tricks": 8, "holdings": _HOLDINGS, **revokes}


def _wint(argv: list[str], doc: object, tmp_path: Path) -> tuple[int, str, str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = run([*argv, str(path)])
    return code, out.getvalue(), err.getvalue()


def _score(doc: object, tmp_path: Path) -> dict[str, Any]:
    code, out, err = _wint(["score"], doc, tmp_path)
    assert code == 0, err
    result: dict[str, Any] = json.loads(out)
    return result


def _entries(deal: dict[str, Any], side: str) -> set[tuple[str, int]]:
    return {(e["kind"], e["points"]) for e in deal["above"][side]}


def test_two_revokes_by_one_side_move_the_tricks_it_holds_and_pay_for_the_rest(
    tmp_path: Path,
) -> None:
    # V-REV-10: E's revoke moves 3 of E–W's 5 tricks, W's the 2 left; the missing trick
    # costs 1000 × 3 (V-REV-6); N–S now hold 13: the grand slam taken (V-REV-7).
    revokes = [{"by": "E", "asked": True}, {"by": "W", "asked": False}]
    deal = _score(_record(_deal(revokes=revokes)), tmp_path)["rubbers"][0]["deals"][0]
    assert deal["below"] == {"NS": 390, "EW": 0}
    assert _entries(deal, "NS") - {("honours", 1500)} == {
        ("revoke_penalty", 3000),
        ("slam_taken", 2000),
    }
    assert _entries(deal, "EW") == set()


def test_revokes_by_both_sides_penalise_and_cap_both(tmp_path: Path) -> None:
    # V-REV-10: E's three tricks go to N–S, then N's three back; both sides stop at 490
    # (V-REV-8), the excess written above the line.
    revokes = [{"by": "E"}, {"by": "N", "asked": True}]
    doc = _record(_deal(revokes=revokes), start={"NS": 400, "EW": 450})
    deal = _score(doc, tmp_path)["rubbers"][0]["deals"][0]
    assert deal["below"] == {"NS": 90, "EW": 40}
    assert ("revoke_excess", 150) in _entries(deal, "NS")
    assert ("revoke_excess", 110) in _entries(deal, "EW")
    assert deal["game_won_by"] is None


def test_a_list_of_one_revoke_is_v1s_revoke(tmp_path: Path) -> None:
    one = {"by": "E", "asked": False}
    assert _score(_record(_deal(revokes=[one])), tmp_path) == _score(
        _record(_deal(revoke=one)), tmp_path
    )


def test_the_order_of_the_revokes_counts(tmp_path: Path) -> None:
    # N–S hold 8: N's two revokes move 6, then E's gives 3 back; the other way round N–S
    # hold 11 when N revokes, and all six move.
    first = _score(_record(_deal(revokes=[{"by": "N"}, {"by": "N"}, {"by": "E"}])), tmp_path)
    second = _score(_record(_deal(revokes=[{"by": "E"}, {"by": "N"}, {"by": "N"}])), tmp_path)
    assert first["rubbers"][0]["deals"][0]["below"] == {"NS": 150, "EW": 240}
    assert second["rubbers"][0]["deals"][0]["below"] == {"NS": 150, "EW": 240}
    assert _entries(first["rubbers"][0]["deals"][0], "EW") == _entries(
        second["rubbers"][0]["deals"][0], "EW"
    )


def test_named_players_ledger_is_the_same_whatever_asked_says(tmp_path: Path) -> None:
    # record-players.md: revoke.asked does not change the ledger (V-REV-3 is beside it).
    doc = json.loads((_RECORDS / "E24.score-holdings.json").read_text(encoding="utf-8"))
    outputs = []
    for asked in (False, True):
        changed = copy.deepcopy(doc)
        changed["deals"][0]["revokes"] = [{"by": "E", "asked": asked}, {"by": "W", "asked": asked}]
        outputs.append(_score(changed, tmp_path))
    assert outputs[0] == outputs[1]
    assert outputs[0]["ledger"]
    assert outputs[0]["ledger"] != _score(doc, tmp_path)["ledger"]


@pytest.mark.parametrize(
    ("deals", "where"),
    [
        (
            [_deal(), _deal(), _deal(revokes=[{"by": "E"}, {"by": "Z"}])],
            "deals[2].revokes[1].by",
        ),
        ([_deal(revokes=[{"by": "E"}, {"asked": True}])], "deals[0].revokes[1].by"),
        ([_deal(revokes=[{"by": "E", "asked": "yes"}])], "deals[0].revokes[0].asked"),
        ([_deal(revokes=[{"by": "E", "when": 3}])], "deals[0].revokes[0].when"),
        ([_deal(revokes={"by": "E"})], "deals[0].revokes"),
        ([_deal(revokes=[[]])], "deals[0].revokes[0]"),
        ([_deal(revoke={"by": "E"}, revokes=[{"by": "W"}])], "deals[0].revokes"),
        ([_deal(revokes=[{"by": "W"}], revoke={"by": "E"})], "deals[0].revoke"),
        ([{"passed": True, "revokes": [{"by": "E"}]}], "deals[0].revokes"),
        # V-REV-1: once a trick at most, never in the last: twelve each
        ([_deal(revokes=[{"by": "N"}] + [{"by": "E"}] * 13)], "deals[0].revokes[13]"),
    ],
    ids=[
        "seat-deep",
        "no-by",
        "asked-string",
        "unknown-key",
        "not-a-list",
        "item-not-object",
        "revoke-then-revokes",
        "revokes-then-revoke",
        "passed-out",
        "thirteen-by-one-seat",
    ],
)
def test_revokes_errors_name_the_deepest_place(
    deals: list[dict[str, Any]], where: str, tmp_path: Path
) -> None:
    code, out, err = _wint(["score"], _record(*deals), tmp_path)
    assert (code, out) == (2, "")
    assert err.startswith(f"wint: {where}: "), err
    assert err.count("\n") == 1


def test_twelve_revokes_by_each_of_three_seats_can_be(tmp_path: Path) -> None:
    revokes = [{"by": seat} for seat in "NEW" for _ in range(12)]
    assert _score(_record(_deal(revokes=revokes)), tmp_path)["rubbers"][0]["deals"]


def test_strict_replay_refuses_revokes(tmp_path: Path) -> None:
    doc = json.loads((_RECORDS / "E23.replay.json").read_text(encoding="utf-8"))
    doc["deals"][0]["revokes"] = [{"by": "E"}]
    code, out, err = _wint(["replay"], doc, tmp_path)
    assert (code, out) == (2, "")
    assert err.startswith("wint: deals[0].revokes: "), err
