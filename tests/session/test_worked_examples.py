"""The worked examples E0–E24 of rules/vint.md §3, through the record reader and the sheet.

The expected figures are in ``tests/data/worked_examples.json``, transcribed by hand from
the rulebook; the records in ``tests/data/records`` were built from them by
``tests/data/make_records.py`` (full hands completed as §3 says, holdings, and a legal
auction and play for the revoke-free ones).  E24, the individual ledger of five players, is
checked through the settlement function until records name their players.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from wint.cli import run
from wint.games.vint.record import Record, read_record, replay_record, score_record

DATA = Path(__file__).parent.parent / "data"
EXAMPLES: dict[str, Any] = json.loads((DATA / "worked_examples.json").read_text("utf-8"))
RECORDS = sorted((DATA / "records").glob("*.json"))


def _multiset(entries: list[Any]) -> Counter[tuple[str, int]]:
    if entries and isinstance(entries[0], dict):
        return Counter((e["kind"], e["points"]) for e in entries)
    return Counter((kind, points) for kind, points in entries)


def check_sheet(sheet: dict[str, Any], example: dict[str, Any], replayed: bool) -> None:
    """Compare a sheet with an example's expectations, deal by deal and for the rubber."""
    deals = [deal for rubber in sheet["rubbers"] for deal in rubber["deals"]]
    assert [d["index"] for d in deals] == list(range(len(example["deals"])))
    for got, spec in zip(deals, example["deals"], strict=True):
        expect = spec["expect"]
        assert got["below"] == expect["below"], spec
        for side in ("NS", "EW"):
            assert _multiset(got["above"][side]) == _multiset(expect["above"][side]), (side, spec)
        assert got["game_won_by"] == expect["game_won_by"]
        if replayed and not spec.get("passed"):
            assert (got["contract"], got["declarer"], got["tricks"]) == (
                spec["contract"],
                spec["declarer"],
                spec["tricks"],
            )
        if replayed and spec.get("passed"):
            assert got["contract"] is None and got["tricks"] is None
            assert got.get("tricks_ns") == spec.get("tricks_ns")
    expect_rubber = example["expect_rubber"]
    if expect_rubber is not None:
        rubber = sheet["rubbers"][-1]
        for key in ("games_won", "winner", "totals", "result"):
            assert rubber[key] == expect_rubber[key], key
    # named players (record-players.md): each rubber's seats and the ledger, exactly
    assert sheet.get("ledger") == example.get("expect_ledger")
    if "expect_seating" in example:
        seats = [{k: r[k] for k in ("seating", "sits_out")} for r in sheet["rubbers"]]
        assert seats == example["expect_seating"]


def test_every_example_has_records() -> None:
    names = {path.name.split(".")[0] for path in RECORDS}
    assert names == set(EXAMPLES)
    assert {f"E{i}" for i in range(1, 25)} <= {n.split("-")[0] for n in names}
    for kind in ("replay", "replay-holdings"):
        replays = {path.name.split(".")[0] for path in RECORDS if f".{kind}." in path.name}
        # every revoke-free example replays (V-REV examples E11-E13 are score-only)
        assert set(EXAMPLES) - replays == {"E11", "E12", "E13"}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name.removesuffix(".json"))
def test_worked_example_from_the_command_line(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``wint score`` / ``wint replay`` reproduce the example (the command's own entry)."""
    example = EXAMPLES[path.name.split(".")[0]]
    replayed = ".replay" in path.name
    assert run(["replay" if replayed else "score", str(path)]) == 0
    out = capsys.readouterr()
    assert out.err == ""
    check_sheet(json.loads(out.out), example, replayed)


def test_reader_and_sheet_functions_agree_with_the_command() -> None:
    path = DATA / "records" / "E23.replay.json"
    record = read_record(json.loads(path.read_text("utf-8")), replay=True)
    check_sheet(replay_record(record), EXAMPLES["E23"], True)
    record = read_record(json.loads((DATA / "records" / "E23.score-deal.json").read_text()))
    check_sheet(score_record(record), EXAMPLES["E23"], False)


def test_example_records_use_start_totals_for_e13_and_e21() -> None:
    for name in ("E13", "E21"):
        record = json.loads((DATA / "records" / f"{name}.score-deal.json").read_text("utf-8"))
        assert record["start"] == EXAMPLES[name]["start"]


def _read(name: str, replay: bool) -> Record:
    return read_record(json.loads((DATA / "records" / name).read_text("utf-8")), replay=replay)


@pytest.mark.parametrize(
    "name", sorted({p.name.split(".")[0] for p in RECORDS if ".replay." in p.name})
)
def test_a_replayed_deal_reads_as_the_score_record_of_the_same_deal(name: str) -> None:
    """A replay's deals read to the results the score record of the same deals gives: the
    holdings held, the honours won in tricks only with ``honours_basis = captured``, and only
    the tricks of a deal passed out (issue 14 §9: the score pad takes either form)."""
    replayed = _read(f"{name}.replay.json", True).results
    assert replayed == _read(f"{name}.score-deal.json", False).results
    without_hands = _read(f"{name}.replay-holdings.json", True).results
    holdings = _read(f"{name}.score-holdings.json", False).results
    assert [replace(r, dealer=None) for r in without_hands] == [
        replace(r, dealer=None)
        for r in holdings  # a score-holdings deal names no dealer
    ]


def test_a_replay_without_the_hands_derives_the_honours_won_in_tricks() -> None:
    """Contract 13: with ``honours_basis = captured`` a replay derives the honours and aces
    each side won from the play, the hands given or not (a replay without them plays all 52
    cards, which give the hands)."""
    records = []
    for kind in ("replay", "replay-holdings"):
        doc = json.loads((DATA / "records" / f"E23.{kind}.json").read_text("utf-8"))
        doc["rules"] = {"preset": "classic", "options": {"honours_basis": "captured"}}
        records.append(read_record(doc, replay=True))
    with_hands, without_hands = records
    assert all(r.captured is not None for r in with_hands.results if r.contract is not None)
    assert [r.captured for r in without_hands.results] == [r.captured for r in with_hands.results]
    assert replay_record(without_hands) == replay_record(with_hands)
