"""The command line as a user runs it: ``wint score``, ``replay``, ``simulate``, ``bench``.

Normative reference: ``contracts/record-cli-v1.md``.  A representative subset runs the real
command in a subprocess (``python -m wint ...``): exit code, stdout, one stderr line and no
traceback.  The many small bad-input cases call :func:`wint.cli.run` in-process with
``capsys`` to keep the file fast.
"""

from __future__ import annotations

import io
import json
import os
import random
import re
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from wint.cli import run

RECORDS = Path(__file__).parent / "data" / "records"
# Seconds: a guard against a hang for any command (a refusal takes under a second, even of
# 30 MB; the time limits of the engine are `wint bench`'s figures).
TIMEOUT = 30
SIDES = ("NS", "EW")
SEATS = ("N", "E", "S", "W")
KINDS = frozenset(
    {
        "honours",
        "aces",
        "coronet",
        "penalty",
        "slam_bid",
        "slam_taken",
        "game",
        "rubber",
        "crosses",
        "revoke_penalty",
        "revoke_excess",
        "raspasovka",
    }
)
CONTRACT_RE = re.compile(r"[1-7](S|C|D|H|NT)")
E23_CONTRACTS = [
    ("3H", "N", 10),
    (None, None, None),
    ("2NT", "E", 8),
    ("2S", "N", 9),
    ("5D", "S", 11),
]
SIMULATE_KEYS = {"deals", "seconds", "deals_per_s", "passed_out", "contracts", "made", "failed"}
DROP = object()  # an edit that deletes the key or list item


# -- helpers ---------------------------------------------------------------------------------


def load(name: str) -> Any:
    """A record of ``tests/data/records``, parsed."""
    return json.loads((RECORDS / name).read_text("utf-8"))


def edited(name: str, changes: Sequence[tuple[tuple[Any, ...], Any]]) -> Any:
    """The record ``name`` with each ``(path, value)`` change applied (``DROP`` deletes)."""
    doc = load(name)
    for path, value in changes:
        *parents, last = path
        target = doc
        for key in parents:
            target = target[key]
        if value is DROP:
            del target[last]
        else:
            target[last] = value
    return doc


def write(tmp_path: Path, doc: Any, name: str = "record.json") -> Path:
    """Write a document (or raw bytes) to a file in ``tmp_path``."""
    path = tmp_path / name
    if isinstance(doc, bytes):
        path.write_bytes(doc)
    else:
        path.write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    return path


@dataclass
class Ran:
    code: int
    out: str
    err: str
    seconds: float


def wint(*args: object, stdin: bytes = b"", env: dict[str, str] | None = None) -> Ran:
    """Run ``python -m wint ARGS`` in a subprocess, as a user would."""
    began = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "wint", *map(str, args)],
        input=stdin,
        capture_output=True,
        timeout=TIMEOUT,
        env=env,
        check=False,
    )
    return Ran(
        proc.returncode,
        proc.stdout.decode("utf-8", "backslashreplace"),
        proc.stderr.decode("utf-8", "backslashreplace"),
        time.perf_counter() - began,
    )


def cli(capsys: pytest.CaptureFixture[str], *args: object) -> Ran:
    """Run ``wint.cli.run(ARGS)`` in-process; stdout and stderr from ``capsys``."""
    began = time.perf_counter()
    code = run([str(a) for a in args])
    seconds = time.perf_counter() - began
    out, err = capsys.readouterr()
    return Ran(code, out, err, seconds)


def cli_exit(capsys: pytest.CaptureFixture[str], *args: object) -> Ran:
    """:func:`cli` for argument errors and ``--help``: argparse ends with ``SystemExit``."""
    with pytest.raises(SystemExit) as info:
        run([str(a) for a in args])
    out, err = capsys.readouterr()
    code = info.value.code
    return Ran(code if isinstance(code, int) else 1, out, err, 0.0)


def assert_bad_input(ran: Ran, where: str) -> str:
    """The contract's shape of a refused input; returns the one stderr line."""
    assert ran.code == 2, ran
    assert ran.out == "", f"stdout must stay empty: {ran.out[:200]!r}"
    assert "Traceback" not in ran.err, ran.err
    assert ran.err.endswith("\n") and ran.err.count("\n") == 1, f"not one line: {ran.err!r}"
    assert where in ran.err, f"{where!r} not named in {ran.err!r}"
    assert ran.seconds < TIMEOUT, f"took {ran.seconds:.1f} s"
    return ran.err.rstrip("\n")


def assert_reason(line: str, pattern: str) -> None:
    """The stderr line ends with ``PATH: REASON`` exactly (any prefix such as ``wint: ``)."""
    assert re.search(rf"(?:^|\s){pattern}$", line), f"{line!r} does not end with {pattern!r}"


def check_sheet(sheet: Any, deals: int, replayed: bool, players: Any = None) -> None:
    """The output structure of record-cli-v1, for a record of ``deals`` deals; with named
    ``players`` that of record-players.md."""
    assert isinstance(sheet, dict) and set(sheet) == (
        {"rubbers", "ledger"} if players else {"rubbers"}
    )
    indices = []
    for rubber in sheet["rubbers"]:
        assert {"deals", "games_won", "winner", "totals", "result"} <= set(rubber)
        if players:
            assert set(rubber["seating"]) == set(SEATS)
            assert sorted([*rubber["seating"].values(), *rubber["sits_out"]]) == sorted(players)
        assert rubber["deals"], "no empty rubber"
        games = []
        for deal in rubber["deals"]:
            assert {"index", "below", "above", "game_won_by"} <= set(deal)
            indices.append(deal["index"])
            assert set(deal["below"]) == set(SIDES)
            assert all(type(deal["below"][s]) is int for s in SIDES)
            assert set(deal["above"]) == set(SIDES)
            for side in SIDES:
                for entry in deal["above"][side]:
                    assert entry["kind"] in KINDS, entry
                    assert type(entry["points"]) is int, entry
            assert deal["game_won_by"] in (None, *SIDES)
            if deal["game_won_by"] is not None:
                games.append(deal["game_won_by"])
            if replayed:
                assert {"contract", "declarer", "tricks"} <= set(deal)
                if deal["contract"] is None:
                    assert deal["declarer"] is None and deal["tricks"] is None
                else:
                    assert CONTRACT_RE.fullmatch(deal["contract"])
                    assert deal["declarer"] in SEATS
                    assert 0 <= deal["tricks"] <= 13
            else:
                assert "contract" not in deal
        assert rubber["games_won"] == games
        assert rubber["winner"] in (None, *SIDES)
        for side in SIDES:
            total = rubber["totals"][side]
            assert total["total"] == total["above"] + total["below"]
        if rubber["winner"] is None:
            assert rubber["result"] is None
        else:
            assert rubber["result"]["side"] in (None, *SIDES)
            assert type(rubber["result"]["points"]) is int
    assert indices == list(range(deals))
    for row in sheet.get("ledger", []):  # record-players.md: every player, summing to 0
        assert list(row["figures"]) == players and sum(row["figures"].values()) == 0


def without_play_fields(sheet: Any) -> Any:
    """A replay sheet without the keys that only replay adds."""
    for rubber in sheet["rubbers"]:
        for deal in rubber["deals"]:
            for key in ("contract", "declarer", "tricks", "tricks_ns"):
                deal.pop(key, None)
    return sheet


def check_e23(sheet: Any) -> None:
    """The rulebook's E23 rubber (rules/vint.md §3), as the contract's sample output."""
    (rubber,) = sheet["rubbers"]
    assert rubber["games_won"] == ["NS", "NS"]
    assert rubber["winner"] == "NS"
    assert rubber["totals"] == {
        "NS": {"above": 9300, "below": 1130, "total": 10430},
        "EW": {"above": 1500, "below": 430, "total": 1930},
    }
    assert rubber["result"] == {"side": "NS", "points": 8500}
    deals = rubber["deals"]
    assert deals[1]["below"] == {"NS": 0, "EW": 0}
    assert deals[1]["above"] == {"NS": [], "EW": []}
    for side in SIDES:
        assert sum(d["below"][side] for d in deals) == rubber["totals"][side]["below"]
        above = sum(e["points"] for d in deals for e in d["above"][side])
        assert above == rubber["totals"][side]["above"]


def stdin_bytes(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    """Feed ``data`` to an in-process run as its standard input."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


# -- wint score / replay: good input ------------------------------------------------------------


def test_score_e23_subprocess() -> None:
    ran = wint("score", RECORDS / "E23.score-deal.json")
    assert ran.code == 0, ran.err
    assert ran.err == ""
    sheet = json.loads(ran.out)
    check_sheet(sheet, 5, replayed=False)
    check_e23(sheet)


def test_replay_e23_subprocess() -> None:
    ran = wint("replay", RECORDS / "E23.replay.json")
    assert ran.code == 0, ran.err
    assert ran.err == ""
    sheet = json.loads(ran.out)
    check_sheet(sheet, 5, replayed=True)
    check_e23(sheet)
    deals = sheet["rubbers"][0]["deals"]
    assert [(d["contract"], d["declarer"], d["tricks"]) for d in deals] == E23_CONTRACTS


def test_score_from_stdin_subprocess() -> None:
    data = (RECORDS / "E23.score-holdings.json").read_bytes()
    ran = wint("score", "-", stdin=data)
    assert ran.code == 0, ran.err
    sheet = json.loads(ran.out)
    check_sheet(sheet, 5, replayed=False)
    check_e23(sheet)


def test_replay_from_stdin(capsys: pytest.CaptureFixture[str], monkeypatch: Any) -> None:
    stdin_bytes(monkeypatch, (RECORDS / "E23.replay.json").read_bytes())
    ran = cli(capsys, "replay", "-")
    assert ran.code == 0, ran.err
    check_e23(json.loads(ran.out))


def test_score_deal_holdings_and_replay_agree(capsys: pytest.CaptureFixture[str]) -> None:
    sheets = {}
    for name in ("E23.score-deal.json", "E23.score-holdings.json", "E23.replay.json"):
        command = "replay" if ".replay." in name else "score"
        ran = cli(capsys, command, RECORDS / name)
        assert ran.code == 0, ran.err
        sheets[name] = without_play_fields(json.loads(ran.out))
    first, *others = sheets.values()
    assert all(sheet == first for sheet in others)


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.json")), ids=lambda p: p.name)
def test_every_sample_record_runs(capsys: pytest.CaptureFixture[str], path: Path) -> None:
    replayed = ".replay" in path.name
    ran = cli(capsys, "replay" if replayed else "score", path)
    assert ran.code == 0, ran.err
    assert ran.err == ""
    record = load(path.name)
    check_sheet(json.loads(ran.out), len(record["deals"]), replayed, record.get("players"))


def test_replay_raspasovka_derives_tricks_ns(capsys: pytest.CaptureFixture[str]) -> None:
    ran = cli(capsys, "replay", RECORDS / "E15.replay.json")
    assert ran.code == 0, ran.err
    (deal,) = json.loads(ran.out)["rubbers"][0]["deals"]
    assert (deal["contract"], deal["declarer"], deal["tricks"]) == (None, None, None)
    assert deal["tricks_ns"] == 9
    assert [(e["kind"], e["points"]) for e in deal["above"]["EW"]] == [("raspasovka", 2500)]


def test_empty_deal_list_gives_no_rubber(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, {"format": "wint-record", "version": 1, "deals": []})
    ran = cli(capsys, "score", path)
    assert ran.code == 0, ran.err
    assert json.loads(ran.out) == {"rubbers": []}


@pytest.mark.parametrize("cards", [8, 10, 11], ids=lambda n: f"after-{n}-cards")
def test_replay_claim_after_partial_play(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, cards: int
) -> None:
    """E23 deal 0: N won the first two tricks; a claim of 8 more makes the 10 of the play."""
    doc = load("E23.replay.json")
    doc["deals"][0]["play"] = doc["deals"][0]["play"][:cards]
    doc["deals"][0]["claim"] = 8
    ran = cli(capsys, "replay", write(tmp_path, doc))
    assert ran.code == 0, ran.err
    claimed = json.loads(ran.out)
    check_sheet(claimed, 5, replayed=True)
    assert claimed["rubbers"][0]["deals"][0]["tricks"] == 10
    full = cli(capsys, "replay", RECORDS / "E23.replay.json")
    assert claimed == json.loads(full.out)


def test_replay_without_deal_derives_hands(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A complete play names every card, so the PBN deal may be left out."""
    doc = load("E23.replay.json")
    for deal in doc["deals"]:
        if deal["play"]:
            del deal["deal"]
    ran = cli(capsys, "replay", write(tmp_path, doc))
    assert ran.code == 0, ran.err
    deals = json.loads(ran.out)["rubbers"][0]["deals"]
    assert [(d["contract"], d["declarer"], d["tricks"]) for d in deals] == E23_CONTRACTS


def test_replay_passed_out_deal_without_hands(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    doc = load("E23.replay.json")
    del doc["deals"][1]["deal"]  # calls P P P P, play []
    ran = cli(capsys, "replay", write(tmp_path, doc))
    assert ran.code == 0, ran.err
    check_e23(json.loads(ran.out))


# -- wint score / replay: bad input, whole file ---------------------------------------------


def _garbage(size: int, seed: int = 7) -> bytes:
    """Random bytes that are certainly not UTF-8 (an invalid lead byte first)."""
    return b"\xff" + random.Random(seed).randbytes(size - 1)


def test_not_json_subprocess(tmp_path: Path) -> None:
    path = write(tmp_path, b'{"format": "wint-record", "version": 1, deals: []}')
    assert_bad_input(wint("score", path), str(path))


def test_binary_garbage_on_stdin_subprocess() -> None:
    line = assert_bad_input(wint("score", "-", stdin=_garbage(4096)), "stdin")
    assert "UTF-8" in line


def test_30_mb_of_garbage_is_refused_subprocess(tmp_path: Path) -> None:
    path = write(tmp_path, _garbage(30 * 1024 * 1024), "garbage.json")
    assert_bad_input(wint("replay", path), str(path))


def test_deep_nesting_subprocess(tmp_path: Path) -> None:
    path = write(tmp_path, b"[" * 100_000)
    line = assert_bad_input(wint("score", path), str(path))
    assert "nested" in line


MB30 = 30 * 1024 * 1024
WHOLE_FILE_ERRORS = {
    "empty": lambda: b"",
    "not-json": lambda: b"{not json}",
    "truncated": lambda: b'{"format": "wint-record", "version": 1, "deals": [',
    "nul-bytes": lambda: b"\x00\x00\x00\x00",
    "binary-garbage": lambda: _garbage(2048, seed=1),
    "invalid-utf8-inside": lambda: b'{"format": "\xc3\x28"}',
    "nested-lists": lambda: b"[" * 100_000,
    "nested-objects": lambda: b'{"a": ' * 100_000,
    "nested-well-formed": lambda: b"[" * 100_000 + b"]" * 100_000,
    "huge-integer": lambda: (
        b'{"format": "wint-record", "version": 1, "deals": [{"tricks": ' + b"9" * 5000 + b"}]}"
    ),
    "30MB-spaces-then-garbage": lambda: b" " * MB30 + b"@",
    "30MB-of-brackets": lambda: b"[" * MB30,
    "30MB-of-digits": lambda: b"7" * MB30,
    "30MB-of-text": lambda: b"lorem ipsum " * (MB30 // 12),
    "over-32MB": lambda: b" " * (33 * 1024 * 1024),
}


@pytest.mark.parametrize("kind", WHOLE_FILE_ERRORS)
@pytest.mark.parametrize("command", ["score", "replay"])
def test_whole_file_errors_name_the_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str, kind: str
) -> None:
    path = write(tmp_path, WHOLE_FILE_ERRORS[kind]())
    assert_bad_input(cli(capsys, command, path), str(path))


def test_bad_stdin_names_stdin(capsys: pytest.CaptureFixture[str], monkeypatch: Any) -> None:
    stdin_bytes(monkeypatch, b"[" * 100_000)
    assert_bad_input(cli(capsys, "score", "-"), "stdin")


def test_stdin_over_the_limit_is_refused(
    capsys: pytest.CaptureFixture[str], monkeypatch: Any
) -> None:
    stdin_bytes(monkeypatch, b" " * (33 * 1024 * 1024))
    assert_reason(
        assert_bad_input(cli(capsys, "score", "-"), "stdin"), "<stdin>: larger than 32 MB"
    )


def test_missing_file_subprocess(tmp_path: Path) -> None:
    path = tmp_path / "no-such-record.json"
    assert_bad_input(wint("score", path), str(path))


@pytest.mark.parametrize("command", ["score", "replay"])
def test_missing_file_and_directory(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str
) -> None:
    missing = tmp_path / "missing.json"
    assert_bad_input(cli(capsys, command, missing), str(missing))
    assert_bad_input(cli(capsys, command, tmp_path), str(tmp_path))


# -- wint score: bad input, field by field ----------------------------------------------------

SD = "E23.score-deal.json"  # deals 0 3H by N, 1 passed, 2 2NT by E, 3 2S by N, 4 5D by S
SH = "E23.score-holdings.json"  # the same with holdings; deal 4 has S's club coronet
E23_DEAL0 = "N:K76.AK86.KQJT.KQ A543.T4.8753.643 QJT9.QJ9.96.AJT9 82.7532.A42.8752"
HOLDINGS0 = {"honours": {"NS": 4, "EW": 1}, "aces": {"NS": 2, "EW": 2}}
RASPASOVKA = {"options": {"passed_out": "raspasovka"}}


def _p(name: str, changes: list[tuple[tuple[Any, ...], Any]], where: str, id: str) -> Any:
    return pytest.param(name, changes, where, id=id)


SCORE_ERRORS = [
    # the document
    _p(SD, [(("format",), "wint-records")], "format", "format-wrong"),
    _p(SD, [(("format",), DROP)], "format", "format-missing"),
    _p(SD, [(("version",), 2)], "version", "version-2"),
    _p(SD, [(("version",), "1")], "version", "version-string"),
    _p(SD, [(("version",), True)], "version", "version-true"),
    _p(SD, [(("version",), 1.0)], "version", "version-float"),
    _p(SD, [(("version",), DROP)], "version", "version-missing"),
    _p(SD, [(("deals",), DROP)], "deals", "deals-missing"),
    _p(SD, [(("deals",), {})], "deals", "deals-object"),
    _p(SD, [(("deals",), "all of them")], "deals", "deals-string"),
    _p(SD, [(("deals", 0), 5)], "deals[0]", "deal-number"),
    _p(SD, [(("deals", 2), ["3H", "N", 9])], "deals[2]", "deal-list"),
    _p(SD, [(("foo",), 1)], "foo", "unknown-top-key"),
    _p(SD, [(("deals", 0, "foo"), 1)], "deals[0].foo", "unknown-deal-key"),
    # contract, declarer, tricks
    _p(SD, [(("deals", 0, "contract"), "3X")], "deals[0].contract: unknown strain 'X'", "3X"),
    _p(SD, [(("deals", 0, "contract"), "0H")], "deals[0].contract", "level-0"),
    _p(SD, [(("deals", 0, "contract"), "8H")], "deals[0].contract", "level-8"),
    _p(SD, [(("deals", 2, "contract"), "8NT")], "deals[2].contract", "level-8NT"),
    _p(SD, [(("deals", 0, "contract"), "")], "deals[0].contract", "contract-empty"),
    _p(SD, [(("deals", 0, "contract"), 3)], "deals[0].contract", "contract-number"),
    _p(SD, [(("deals", 0, "contract"), DROP)], "deals[0].contract", "contract-missing"),
    _p(SD, [(("deals", 0, "declarer"), "Q")], "deals[0].declarer", "declarer-Q"),
    _p(SD, [(("deals", 0, "declarer"), DROP)], "deals[0].declarer", "declarer-missing"),
    _p(SD, [(("deals", 0, "tricks"), -1)], "deals[0].tricks", "tricks-minus-1"),
    _p(SD, [(("deals", 0, "tricks"), 14)], "deals[0].tricks", "tricks-14"),
    _p(SD, [(("deals", 0, "tricks"), 7.5)], "deals[0].tricks", "tricks-7.5"),
    _p(SD, [(("deals", 0, "tricks"), "7")], "deals[0].tricks", "tricks-string"),
    _p(SD, [(("deals", 0, "tricks"), True)], "deals[0].tricks", "tricks-true"),
    _p(SD, [(("deals", 0, "tricks"), None)], "deals[0].tricks", "tricks-null"),
    _p(SD, [(("deals", 0, "tricks"), DROP)], "deals[0].tricks", "tricks-missing"),
    _p(SD, [(("deals", 0, "dealer"), "X")], "deals[0].dealer", "dealer-X"),
    # passed-out deals
    _p(SD, [(("deals", 1, "passed"), False)], "deals[1].passed", "passed-false"),
    _p(SD, [(("deals", 1, "passed"), "yes")], "deals[1].passed", "passed-string"),
    _p(SD, [(("deals", 1, "contract"), "3H")], "deals[1].contract", "passed-with-contract"),
    _p(SD, [(("deals", 1, "tricks_ns"), 5)], "deals[1].tricks_ns", "tricks_ns-no-raspasovka"),
    _p(SD, [(("rules",), RASPASOVKA)], "deals[1].tricks_ns", "raspasovka-no-tricks_ns"),
    # the PBN deal
    _p(SD, [(("deals", 0, "deal"), E23_DEAL0[:-1])], "deals[0].deal", "deal-51-cards"),
    _p(SD, [(("deals", 0, "deal"), E23_DEAL0[:-1] + "3")], "deals[0].deal", "deal-dup-card"),
    _p(SD, [(("deals", 0, "deal"), "X" + E23_DEAL0[1:])], "deals[0].deal", "deal-seat-prefix"),
    _p(SD, [(("deals", 0, "deal"), E23_DEAL0[2:])], "deals[0].deal", "deal-no-prefix"),
    _p(SD, [(("deals", 0, "deal"), 52)], "deals[0].deal", "deal-number"),
    _p(SD, [(("deals", 0, "holdings"), HOLDINGS0)], "deals[0].holdings", "deal-and-holdings"),
    # holdings
    _p(SH, [(("deals", 0, "holdings", "honours", "EW"), 2)], "deals[0].holdings.honours", "hon-6"),
    _p(SH, [(("deals", 0, "holdings", "aces", "EW"), 3)], "deals[0].holdings.aces", "aces-5"),
    _p(SH, [(("deals", 0, "holdings", "aces", "EW"), DROP)], "deals[0].holdings.aces", "aces-EW"),
    _p(SH, [(("deals", 0, "holdings", "honours"), DROP)], "deals[0].holdings.honours", "no-hon"),
    _p(
        SH,
        [(("deals", 2, "holdings", "honours"), {"NS": 2, "EW": 3})],
        "deals[2].holdings.honours",
        "honours-at-no-trump",
    ),
    _p(
        SH,
        [(("deals", 4, "holdings", "coronets", 0, "suit"), "X")],
        "deals[4].holdings.coronets[0].suit",
        "coronet-suit-X",
    ),
    _p(
        SH,
        [(("deals", 4, "holdings", "coronets", 0, "length"), 2)],
        "deals[4].holdings.coronets[0].length",
        "coronet-length-2",
    ),
    _p(
        SH,
        [(("deals", 4, "holdings", "aces"), {"NS": 0, "EW": 4})],
        "deals[4].holdings.coronets",
        "coronet-side-without-aces",
    ),
    _p(
        SH,
        [
            (
                ("deals", 4, "holdings", "coronets"),
                [{"seat": "S", "suit": "C", "length": 3}, {"seat": "N", "aces": 3}],
            )
        ],
        "deals[4].holdings.coronets[1].aces",
        "aces-coronet-too-many",
    ),
    _p(
        SH,
        [(("deals", 4, "holdings", "coronets", 0, "seat"), "Z")],
        "deals[4].holdings.coronets[0].seat",
        "coronet-seat-Z",
    ),
    # rules, start, revoke, captured
    _p(SD, [(("rules",), {"options": {"foo": 1}})], "rules.options.foo", "option-unknown"),
    _p(
        SD,
        [(("rules",), {"options": {"cross_values": "spiral"}})],
        "rules.options.cross_values",
        "option-bad-value",
    ),
    _p(SD, [(("rules",), {"preset": "nope"})], "rules.preset", "preset-unknown"),
    _p(SD, [(("rules",), "classic")], "rules", "rules-string"),
    _p(SD, [(("rules",), {"preset": "classic", "extra": 1})], "rules.extra", "rules-key"),
    _p(SD, [(("start",), {"NS": 500, "EW": 0})], "start.NS", "start-500"),
    _p(SD, [(("start",), {"NS": 0, "EW": -10})], "start.EW", "start-negative"),
    _p(SD, [(("start",), {"NS": 0})], "start.EW", "start-EW-missing"),
    _p(SD, [(("deals", 0, "revoke"), {"by": "X"})], "deals[0].revoke.by", "revoke-seat-X"),
    _p(SD, [(("deals", 0, "revoke"), {"asked": True})], "deals[0].revoke.by", "revoke-no-by"),
    _p(
        SD,
        [(("deals", 0, "revoke"), {"by": "E", "asked": "no"})],
        "deals[0].revoke.asked",
        "revoke-asked-string",
    ),
    _p(
        SD,
        [(("deals", 0, "captured"), {"NS": {"honours": 3, "aces": 2}})],
        "deals[0].captured",
        "captured-without-option",
    ),
    # a replay record is not a score record
    _p("E23.replay.json", [], "deals[0].calls", "replay-record"),
]


def check_field_error(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    command: str,
    name: str,
    changes: list[tuple[tuple[Any, ...], Any]],
    where: str,
) -> None:
    """Edit a sample record, run ``command`` on it and expect a bad-input refusal."""
    path = write(tmp_path, edited(name, changes))
    assert_bad_input(cli(capsys, command, path), where)


@pytest.mark.parametrize("doc", [[], [1, 2], "wint-record", 1, None], ids=repr)
def test_top_level_not_an_object(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, doc: Any
) -> None:
    assert_bad_input(cli(capsys, "score", write(tmp_path, doc)), "record")


def test_unknown_strain_subprocess(tmp_path: Path) -> None:
    doc = edited(SD, [(("deals", 3, "contract"), "3X")])
    line = assert_bad_input(wint("score", write(tmp_path, doc)), "deals[3].contract")
    assert line.endswith("deals[3].contract: unknown strain 'X'")


def test_unknown_option_on_stdin_subprocess() -> None:
    doc = edited(SH, [(("rules",), {"options": {"foo": "bar"}})])
    assert_bad_input(wint("score", "-", stdin=json.dumps(doc).encode()), "rules.options.foo")


# -- named players (record-players.md) ----------------------------------------------------------

E24H = (
    "E24.score-holdings.json"  # E23's deals; players T, A, K, F, H; seating T (N) K (E) A (S) F (W)
)
SEATED_T = {"N": "T", "E": "K", "S": "A", "W": "F"}
E24_LEDGER = [{"rubber": 0, "figures": {"T": 85, "A": 85, "K": -85, "F": -85, "H": 0}}]
SIX = ["A", "B", "C", "D", "E", "F"]
GRAND = {"contract": "7NT", "declarer": "N", "tricks": 13}  # a game in one deal


def _named(players: list[str], deals: int, **keys: Any) -> dict[str, Any]:
    """A record of ``deals`` grand slams by N (two to a rubber) with named ``players``."""
    doc = {"format": "wint-record", "version": 1, "players": players}
    return {**doc, **keys, "deals": [GRAND] * deals}


def score(capsys: pytest.CaptureFixture[str], tmp_path: Path, doc: Any) -> Any:
    """``wint score`` of ``doc``: the sheet, on success."""
    ran = cli(capsys, "score", write(tmp_path, doc))
    assert ran.code == 0, ran.err
    return json.loads(ran.out)


def test_players_6_in_a_record_without_names_exits_2_subprocess(tmp_path: Path) -> None:
    """An option never lies: six players cannot score four hands without their names."""
    doc = edited(SH, [(("rules",), {"options": {"players": 6}})])
    line = assert_bad_input(wint("score", write(tmp_path, doc)), "rules.options.players")
    assert_reason(line, r"rules\.options\.players: .+")


def test_e24_the_five_players_ledger_subprocess() -> None:
    """E24: E23's rubber NS +8500, T and A against K and F, H out: T +85, A +85, K -85,
    F -85, H 0 (units of 100)."""
    ran = wint("score", RECORDS / E24H)
    assert ran.code == 0, ran.err
    sheet = json.loads(ran.out)
    check_e23(sheet)
    assert sheet["ledger"] == E24_LEDGER
    (rubber,) = sheet["rubbers"]
    assert (rubber["seating"], rubber["sits_out"]) == (SEATED_T, ["H"])


def test_e24_seated_by_the_five_player_table(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Drawn H, T, K, F, A, the table (§4.2) seats rubber 1 as E24: N 2, E 3, S 5, W 4."""
    doc = edited(E24H, [(("players",), ["H", "T", "K", "F", "A"]), (("seating",), DROP)])
    sheet = score(capsys, tmp_path, doc)
    (rubber,) = sheet["rubbers"]
    assert (rubber["seating"], rubber["sits_out"]) == (SEATED_T, ["H"])
    assert sheet["ledger"] == [
        {"rubber": 0, "figures": {"H": 0, "T": 85, "K": -85, "F": -85, "A": 85}}
    ]


@pytest.mark.parametrize(("unit", "figure"), [(1000, 9), (100, 85), (10, 850), (1, 8500)])
def test_the_ledger_counts_in_units_rounded_half_up(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, unit: int, figure: int
) -> None:
    doc = edited(E24H, [(("rules",), {"options": {"ledger_unit": unit}})])
    (row,) = score(capsys, tmp_path, doc)["ledger"]
    assert row["figures"] == {"T": figure, "A": figure, "K": -figure, "F": -figure, "H": 0}


def test_four_players_change_partners_each_rubber(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """1+2 v 3+4 (V-SEAT-2), 1+3 v 2+4, 1+4 v 2+3 (V-PART-9); the earlier drawn at N (E);
    the unfinished fourth rubber adds no ledger row."""
    sheet = score(capsys, tmp_path, _named(SIX[:4], 7))
    seats = [(r["seating"], r["sits_out"]) for r in sheet["rubbers"]]
    assert seats == [
        ({"N": "A", "E": "C", "S": "B", "W": "D"}, []),
        ({"N": "A", "E": "B", "S": "C", "W": "D"}, []),
        ({"N": "A", "E": "B", "S": "D", "W": "C"}, []),
        ({"N": "A", "E": "C", "S": "B", "W": "D"}, []),
    ]
    points = sheet["rubbers"][0]["result"]["points"]
    u = (points + 50) // 100
    assert [row["rubber"] for row in sheet["ledger"]] == [0, 1, 2]
    assert sheet["ledger"][-1]["figures"] == {"A": 3 * u, "B": -u, "C": -u, "D": -u}
    fixed = score(
        capsys, tmp_path, _named(SIX[:4], 4, rules={"options": {"partner_rotation": "none"}})
    )
    assert [r["seating"] for r in fixed["rubbers"]] == [seats[0][0]] * 2
    assert fixed["ledger"][-1]["figures"] == {"A": 2 * u, "B": 2 * u, "C": -2 * u, "D": -2 * u}


def test_six_players_rubber_8_is_5_and_6_against_the_lot(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    sheet = score(capsys, tmp_path, _named(SIX, 16, eighth_rubber=["D", "B"]))
    assert len(sheet["rubbers"]) == 8
    first, eighth = sheet["rubbers"][0], sheet["rubbers"][7]
    assert (first["seating"], first["sits_out"]) == (
        {"N": "A", "E": "C", "S": "B", "W": "D"},
        ["E", "F"],
    )
    assert (eighth["seating"], eighth["sits_out"]) == (
        {"N": "E", "E": "B", "S": "F", "W": "D"},
        ["A", "C"],
    )
    assert len(sheet["ledger"]) == 8 and sum(sheet["ledger"][-1]["figures"].values()) == 0


def test_replay_with_named_players_gives_the_same_seats_and_ledger(
    capsys: pytest.CaptureFixture[str],
) -> None:
    ran = cli(capsys, "replay", RECORDS / "E24.replay.json")
    assert ran.code == 0, ran.err
    sheet = json.loads(ran.out)
    assert sheet["ledger"] == E24_LEDGER and sheet["rubbers"][0]["seating"] == SEATED_T


def _n(changes: list[tuple[tuple[Any, ...], Any]], where: str, id: str, name: str = E24H) -> Any:
    return pytest.param(name, changes, where, id=id)


SIX_TO_RUBBER_8 = _named(SIX, 16)
PLAYER_ERRORS = [
    # players: a list of 4-6 distinct non-empty names
    _n([(("players",), "T A K F H")], "players: must be a list of 4-6 names", "players-string"),
    _n([(("players",), ["T", "A", "K"])], "players: must be a list of 4-6 names", "players-3"),
    _n([(("players",), [*"TAKFHXY"])], "players: must be a list of 4-6 names", "players-7"),
    _n([(("players", 2), "")], "players[2]: must be a player's name", "players-empty-name"),
    _n([(("players", 2), 7)], "players[2]: must be a player's name", "players-number"),
    _n([(("players", 3), "T")], "players[3]: 'T' again", "players-again"),
    # rules.options: players the list's length; draw_rotation needs a seating; bad values
    _n(
        [(("rules",), {"options": {"players": 4}})],
        "rules.options.players: 4, but 'players' names 5",
        "players-not-5",
    ),
    _n(
        [(("rules",), {"options": {"players": 7}})],
        "rules.options.players: 7 is not one of 4, 5, 6",
        "players-7-option",
    ),
    _n(
        [
            (("seating",), DROP),
            (("rules",), {"options": {"five_player_schedule": "draw_rotation"}}),
        ],
        "rules.options.five_player_schedule: draw_rotation has no exact schedule",
        "draw-rotation-without-seating",
    ),
    _n(
        [(("rules",), {"options": {"partner_rotation": "never"}})],
        "rules.options.partner_rotation: 'never' is not one of",
        "rotation-bad",
    ),
    _n(
        [(("rules",), {"options": {"ledger_unit": 50}})],
        "rules.options.ledger_unit: 50 is not one of",
        "unit-50",
    ),
    # seating: one entry per rubber, four seats, four different players of the list
    _n([(("seating",), {"N": "T"})], "seating: must be a list", "seating-object"),
    _n([(("seating",), [])], "seating: one entry per rubber", "seating-fewer-than-rubbers"),
    _n(
        [(("seating", 0), ["T", "K", "A", "F"])],
        "seating[0]: must be an object",
        "seating-entry-list",
    ),
    _n([(("seating", 0, "W"), DROP)], "seating[0].W: required", "seating-seat-missing"),
    _n([(("seating",), [SEATED_T, SEATED_T])], "seating[1]: beyond", "seating-beyond-the-rubbers"),
    _n([(("seating", 0, "X"), "H")], "seating[0].X: unknown seat", "seating-not-a-seat"),
    _n([(("seating", 0, "W"), "Z")], "seating[0].W: 'Z' is not a player", "seating-not-a-player"),
    _n(
        [(("seating", 0, "W"), "T")],
        "seating[0].W: 'T' already sits in this rubber",
        "seating-seated-twice",
    ),
    _n([(("seating", 0, "W"), 4)], "seating[0].W: must be a player's name", "seating-not-a-name"),
    _n([(("players",), DROP)], "seating: needs the named players", "seating-without-players"),
    # eighth_rubber: six players, no seating, two of players 1-4, given once rubber 8 is reached
    _n(
        [(("eighth_rubber",), ["T", "A"])],
        "eighth_rubber: only with six players",
        "lot-not-six-players",
    ),
    _n(
        [(("players",), SIX), (("seating",), DROP), (("eighth_rubber",), ["A"])],
        "eighth_rubber: must be a list of two names",
        "lot-one-name",
    ),
    _n(
        [(("players",), SIX), (("seating",), DROP), (("eighth_rubber",), ["A", "E"])],
        "eighth_rubber[1]: 'E' is not one of players 1-4",
        "lot-player-5",
    ),
    _n(
        [(("players",), SIX), (("seating",), DROP), (("eighth_rubber",), ["B", "B"])],
        "eighth_rubber[1]: 'B' again",
        "lot-repeated",
    ),
    _n(
        [
            (("players",), SIX),
            (("seating", 0), {"N": "A", "E": "B", "S": "C", "W": "D"}),
            (("eighth_rubber",), ["A", "B"]),
        ],
        "eighth_rubber: not with 'seating'",
        "lot-with-seating",
    ),
    # the order: the field checks, then those relating two fields, then those of the rubbers
    _n(
        [(("seating", 0, "W"), "Z"), (("deals", 0, "tricks"), 99)],
        "deals[0].tricks: 99 is out of range",
        "field-first",
    ),
    _n(
        [(("seating",), [{**SEATED_T, "W": "Z"}, SEATED_T])],
        "seating[0].W: 'Z' is not a player",
        "related-before-rubbers",
    ),
    _n(
        [(("seating", 0, "W"), "Z"), (("rules",), {"options": {"players": 6}})],
        "seating[0].W: 'Z' is not a player",
        "related-in-document-order",
    ),
]


@pytest.mark.parametrize(("name", "changes", "where"), PLAYER_ERRORS)
def test_named_player_errors(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    name: str,
    changes: list[tuple[tuple[Any, ...], Any]],
    where: str,
) -> None:
    check_field_error(capsys, tmp_path, "score", name, changes, where)


def test_seating_without_players_in_a_v1_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    doc = edited(SH, [(("seating",), [SEATED_T])])
    assert_bad_input(cli(capsys, "score", write(tmp_path, doc)), "seating")


def test_six_players_reaching_rubber_8_need_the_lot(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    ran = cli(capsys, "score", write(tmp_path, SIX_TO_RUBBER_8))
    assert_reason(assert_bad_input(ran, "eighth_rubber"), r"eighth_rubber: required.*")
    short = {**SIX_TO_RUBBER_8, "deals": [GRAND] * 14}  # seven rubbers: no lot needed
    assert "eighth_rubber" not in json.dumps(score(capsys, tmp_path, short))


# -- wint replay: illegal calls and cards -----------------------------------------------------

RP = "E23.replay.json"  # deal 0: 3H by N (dealer N, E leads); deal 1 passed out; deal 3 uses Q/L
AUCTION_3H = ["3H"] + ["P"] * 8


def _r(
    name: str,
    changes: list[tuple[tuple[Any, ...], Any]],
    where: str,
    reason: str,
    id: str,
) -> Any:
    return pytest.param(name, changes, where, reason, id=id)


REPLAY_ERRORS = [
    _r(RP, [(("deals", 0, "calls", 0), "XX")], "deals[0].calls[0]", "BAD_NOTATION", "call-XX"),
    _r(RP, [(("deals", 0, "calls", 0), "8H")], "deals[0].calls[0]", "BAD_NOTATION", "call-8H"),
    _r(RP, [(("deals", 0, "calls", 2), 3)], "deals[0].calls[2]", "BAD_NOTATION", "call-number"),
    _r(RP, [(("deals", 0, "play", 0), "S1")], "deals[0].play[0]", "BAD_NOTATION", "card-S1"),
    _r(RP, [(("deals", 0, "play", 5), None)], "deals[0].play[5]", "BAD_NOTATION", "card-null"),
    # SQ belongs to S, but E is on lead
    _r(RP, [(("deals", 0, "play", 0), "SQ")], "deals[0].play[0]", "NOT_YOUR_TURN", "not-turn"),
    # S holds spades but plays a heart to E's spade lead
    _r(RP, [(("deals", 0, "play", 1), "HQ")], "deals[0].play[1]", "MUST_FOLLOW_SUIT", "follow"),
    _r(
        "E1.replay.json",
        [(("deals", 0, "play", 1), "HA")],
        "deals[0].play[1]",
        "MUST_FOLLOW_SUIT",
        "follow-E1",
    ),
    # N played HA to trick 2 and leads it again to trick 3
    _r(RP, [(("deals", 0, "play", 8), "HA")], "deals[0].play[8]", "CARD_NOT_IN_HAND", "twice"),
    _r(
        RP,
        [(("deals", 0, "calls"), ["3H", "3H", *["P"] * 8])],
        "deals[0].calls[1]",
        "BID_TOO_LOW",
        "equal-bid",
    ),
    _r(
        RP,
        [(("deals", 0, "calls"), ["3H", "2NT", *["P"] * 8])],
        "deals[0].calls[1]",
        "BID_TOO_LOW",
        "lower-bid",
    ),
    _r(
        RP,
        [(("deals", 0, "calls"), [*AUCTION_3H, "P"])],
        "deals[0].calls[9]",
        "AUCTION_CLOSED",
        "call-after-close",
    ),
    _r(
        RP,
        [(("deals", 1, "calls"), ["P", "P", "P", "P", "1S"])],
        "deals[1].calls[4]",
        "AUCTION_CLOSED",
        "bid-after-pass-out",
    ),
    # no call index for a missing call: "deals[0].calls" (an index is accepted too)
    _r(
        RP,
        [(("deals", 0, "calls"), AUCTION_3H[:6])],
        "deals[0].calls",
        "AUCTION_NOT_CLOSED",
        "calls-end-early",
    ),
    _r(RP, [(("deals", 0, "calls"), [])], "deals[0].calls", "AUCTION_NOT_CLOSED", "no-calls"),
    # W (dealer N) asks at calls[3], then bids at his next turn
    _r(
        RP,
        [(("deals", 3, "calls"), ["2S", "P", "P", "Q", "P", "P", "P", "3H"])],
        "deals[3].calls[7]",
        "BIDDING_FORFEITED",
        "bid-after-Q",
    ),
    _r(
        RP,
        [(("deals", 3, "calls"), ["2S", "Q"])],
        "deals[3].calls[1]",
        "QUESTION_NOT_ALLOWED",
        "Q-after-bid",
    ),
    _r(
        RP,
        [(("deals", 3, "calls"), ["Q"])],
        "deals[3].calls[0]",
        "QUESTION_NOT_ALLOWED",
        "Q-first",
    ),
    _r(
        RP,
        [(("deals", 3, "calls"), ["2S", "P", "L"])],
        "deals[3].calls[2]",
        "NO_QUESTION_PENDING",
        "L-without-Q",
    ),
    # W asks, N passes, E (the defenders) invites the lead
    _r(
        RP,
        [(("deals", 3, "calls"), ["2S", "P", "P", "Q", "P", "L"])],
        "deals[3].calls[5]",
        "NOT_DECLARING_SIDE",
        "L-by-defenders",
    ),
    # the whole play is short: "deals[0].play" (an index is accepted too)
    _r(RP, [(("deals", 0, "play", 51), DROP)], "deals[0].play", "PLAY_INCOMPLETE", "51-cards"),
    _r(
        RP,
        [(("deals", 1, "play"), ["SA"])],
        "deals[1].play[0]",
        "NO_PLAY_EXPECTED",
        "card-in-passed-out-deal",
    ),
]


@pytest.mark.parametrize(("name", "changes", "where", "reason"), REPLAY_ERRORS)
def test_replay_reason_codes(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    name: str,
    changes: list[tuple[tuple[Any, ...], Any]],
    where: str,
    reason: str,
) -> None:
    path = write(tmp_path, edited(name, changes))
    line = assert_bad_input(cli(capsys, "replay", path), where)
    index = "" if where.endswith("]") else r"(?:\[\d+\])?"
    assert_reason(line, f"{re.escape(where)}{index}: {reason}")


def test_replay_must_follow_suit_subprocess(tmp_path: Path) -> None:
    path = write(tmp_path, edited(RP, [(("deals", 0, "play", 1), "HQ")]))
    line = assert_bad_input(wint("replay", path), "deals[0].play[1]")
    assert_reason(line, re.escape("deals[0].play[1]: MUST_FOLLOW_SUIT"))


REPLAY_FIELD_ERRORS = [
    _p(RP, [(("deals", 0, "revoke"), {"by": "E"})], "deals[0].revoke", "revoke-in-replay"),
    _p(RP, [(("deals", 0, "contract"), "3H")], "deals[0].contract", "score-key-in-replay"),
    _p(SD, [], "deals[0].contract", "score-record"),
    _p(RP, [(("deals", 0, "dealer"), DROP)], "deals[0].dealer", "dealer-missing"),
    _p(RP, [(("deals", 0, "calls"), DROP)], "deals[0].calls", "calls-missing"),
    _p(RP, [(("deals", 0, "play"), "S3 SQ")], "deals[0].play", "play-string"),
    _p(RP, [(("deals", 0, "deal"), E23_DEAL0[:-1])], "deals[0].deal", "deal-51-cards"),
    _p(RP, [(("deals", 0, "claim"), 0)], "deals[0].claim", "claim-after-full-play"),
    _p(RP, [(("deals", 1, "claim"), 0)], "deals[1].claim", "claim-passed-out"),
]


@pytest.mark.parametrize("claim", [12, -1, 100, "8", True, 7.5])
def test_replay_claim_out_of_range(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, claim: object
) -> None:
    """Two tricks are played, so a claim may be 0-11."""
    doc = load(RP)
    doc["deals"][0]["play"] = doc["deals"][0]["play"][:8]
    doc["deals"][0]["claim"] = claim
    assert_bad_input(cli(capsys, "replay", write(tmp_path, doc)), "deals[0].claim")


# -- the first error in document order --------------------------------------------------------


ORDER_ERRORS = [
    pytest.param(
        "score",
        SD,
        [(("deals", 0, "tricks"), 99), (("deals", 2, "contract"), "9H")],
        "deals[0].tricks",
        id="score-two-bad-deals",
    ),
    pytest.param(
        "score",
        SD,
        [(("deals", 3, "declarer"), "Q"), (("deals", 1, "passed"), False)],
        "deals[1].passed",
        id="score-bad-deals-1-and-3",
    ),
    pytest.param(
        "replay",
        RP,
        [(("deals", 2, "calls", 0), "XX"), (("deals", 0, "play", 0), "SQ")],
        "deals[0].play[0]: NOT_YOUR_TURN",
        id="replay-two-bad-deals",
    ),
    pytest.param(
        "replay",
        RP,
        [(("deals", 0, "play", 5), "SQ"), (("deals", 0, "calls", 0), "XX")],
        "deals[0].calls[0]: BAD_NOTATION",
        id="replay-calls-before-play",
    ),
]


FIELD_ERRORS = [
    pytest.param(command, *param.values, id=f"{command}-{param.id}")
    for command, params in (("score", SCORE_ERRORS), ("replay", REPLAY_FIELD_ERRORS))
    for param in params
] + ORDER_ERRORS  # the first error in document order is the one reported


@pytest.mark.parametrize(("command", "name", "changes", "where"), FIELD_ERRORS)
def test_field_errors(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    command: str,
    name: str,
    changes: list[tuple[tuple[Any, ...], Any]],
    where: str,
) -> None:
    check_field_error(capsys, tmp_path, command, name, changes, where)


_BAD_DEAL = '{"contract": "3X", "declarer": "N", "tricks": 9}'


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            '{"format": "wint-record", "version": 1, "deals": [{"contract": "3X", '
            '"declarer": "N", "tricks": 9, "foo": 1}]}',
            id="unknown-key-after-bad-contract",
        ),
        pytest.param(
            f'{{"format": "wint-record", "version": 1, "deals": [{_BAD_DEAL}], "foo": 1}}',
            id="unknown-top-key-after-bad-deal",
        ),
        pytest.param(
            f'{{"format": "wint-record", "version": 1, "deals": [{_BAD_DEAL}], '
            '"start": {"NS": 500, "EW": 0}}',
            id="bad-start-after-bad-deal",
        ),
    ],
)
def test_document_order_across_fields(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str
) -> None:
    path = write(tmp_path, text.encode())
    assert_bad_input(cli(capsys, "score", path), "deals[0].contract: unknown strain 'X'")


# -- one line on stderr, whatever the input -----------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "where"),
    [
        pytest.param([(("a\nb",), 1)], "record.a", id="top-level-key"),
        pytest.param([(("deals", 0, "x\ny"), 1)], "deals[0].x", id="deal-key"),
        pytest.param(
            [(("rules",), {"options": {"cross\nvalues": "flat"}})], "rules.options", id="option"
        ),
    ],
)
def test_key_with_newline_gives_one_line(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    changes: list[tuple[tuple[Any, ...], Any]],
    where: str,
) -> None:
    path = write(tmp_path, edited(SD, changes))
    assert_bad_input(cli(capsys, "score", path), where)


def test_missing_file_with_newline_in_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert_bad_input(cli(capsys, "score", tmp_path / "bad\nname.json"), "bad")


def test_value_with_newline_gives_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Values are quoted with repr, so control characters stay on one line."""
    path = write(tmp_path, edited(SD, [(("format",), "wint\nrecord")]))
    assert_bad_input(cli(capsys, "score", path), "format")
    path = write(tmp_path, edited(SD, [(("deals", 0, "contract"), "3\nH")]))
    assert_bad_input(cli(capsys, "score", path), "deals[0].contract")


# -- wint simulate ------------------------------------------------------------------------------


def _check_summary(summary: Any, deals: int) -> None:
    assert isinstance(summary, dict)
    assert set(summary) >= SIMULATE_KEYS
    assert summary["deals"] == deals
    assert isinstance(summary["seconds"], int | float) and summary["seconds"] >= 0
    assert isinstance(summary["deals_per_s"], int | float) and summary["deals_per_s"] > 0
    contracts = summary["contracts"]
    assert all(CONTRACT_RE.fullmatch(code) for code in contracts)
    assert all(type(n) is int and n > 0 for n in contracts.values())
    assert summary["passed_out"] + sum(contracts.values()) == deals
    assert summary["made"] + summary["failed"] == sum(contracts.values())


def _outcome(summary: Any) -> tuple[Any, ...]:
    return (summary["contracts"], summary["made"], summary["failed"], summary["passed_out"])


def test_simulate_json_is_deterministic_subprocess() -> None:
    """Same seed, same deals, even under different hash seeds."""
    summaries = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        ran = wint("simulate", "--deals", 20, "--seed", 3, "--json", env=env)
        assert ran.code == 0, ran.err
        assert ran.err == ""
        summary = json.loads(ran.out)
        _check_summary(summary, 20)
        summaries.append(summary)
    assert _outcome(summaries[0]) == _outcome(summaries[1])


@pytest.mark.parametrize("level", ["random", "beginner", "basic", "strong", "expert"])
def test_simulate_levels(capsys: pytest.CaptureFixture[str], level: str) -> None:
    deals = 1 if level in ("strong", "expert") else 8  # the Monte Carlo levels take seconds
    first = cli(capsys, "simulate", "--deals", deals, "--seed", 5, "--players", level, "--json")
    assert first.code == 0, first.err
    _check_summary(json.loads(first.out), deals)
    if level != "expert":  # reproducible for a seed (expert is strong with more samples)
        second = cli(
            capsys, "simulate", "--deals", deals, "--seed", 5, "--players", level, "--json"
        )
        assert _outcome(json.loads(first.out)) == _outcome(json.loads(second.out))


def test_simulate_text_summary(capsys: pytest.CaptureFixture[str]) -> None:
    ran = cli(capsys, "simulate", "--deals", 10, "--seed", 1)
    assert ran.code == 0, ran.err
    assert ran.out.startswith("10 deals in ")
    assert "passed out" in ran.out and "contracts:" in ran.out
    with pytest.raises(json.JSONDecodeError):
        json.loads(ran.out)


def test_simulate_help_says_which_levels_exist(capsys: pytest.CaptureFixture[str]) -> None:
    ran = cli_exit(capsys, "simulate", "--help")
    assert ran.code == 0
    text = " ".join(ran.out.split())
    assert "'strong' and 'expert' bid by the conventions and play each card by Monte Carlo" in (
        text
    )
    assert "until the strong computer players are built" not in text
    for level in ("random", "beginner", "basic", "strong", "expert"):
        assert level in text


def test_simulate_says_when_a_level_plays_as_basic(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    ran = cli(capsys, "simulate", "--deals", 1, "--seed", 2, "--players", "basic")
    assert ran.code == 0 and ran.err == ""
    monkeypatch.setattr("wint.ai.solver.endplay_available", lambda: False)
    ran = cli(capsys, "simulate", "--deals", 1, "--seed", 2, "--players", "expert", "--json")
    assert ran.code == 0 and json.loads(ran.out)["deals"] == 1
    assert ran.err == (
        "wint: expert plays as basic here: the double-dummy solver (endplay) is not installed\n"
    )


@pytest.mark.parametrize(
    ("args", "named"),
    [
        pytest.param(["--deals", "0", "--seed", "1"], "--deals", id="deals-0"),
        pytest.param(["--deals", "-5", "--seed", "1"], "--deals", id="deals-negative"),
        pytest.param(["--deals", "ten", "--seed", "1"], "--deals", id="deals-word"),
        pytest.param(["--seed", "1"], "--deals", id="deals-missing"),
        pytest.param(["--deals", "5"], "--seed", id="seed-missing"),
        pytest.param(["--deals", "5", "--seed", "x"], "--seed", id="seed-word"),
        pytest.param(["--deals", "5", "--seed", "1", "--players", "wizard"], "--players", id="lvl"),
    ],
)
def test_simulate_bad_arguments(
    capsys: pytest.CaptureFixture[str], args: list[str], named: str
) -> None:
    ran = cli_exit(capsys, "simulate", *args)
    assert ran.code == 2
    assert ran.out == ""
    assert named in ran.err and "Traceback" not in ran.err


def test_simulate_bad_level_subprocess() -> None:
    ran = wint("simulate", "--deals", 5, "--seed", 1, "--players", "grandmaster")
    assert ran.code == 2
    assert ran.out == ""
    assert "--players" in ran.err and "Traceback" not in ran.err


# -- wint bench ---------------------------------------------------------------------------------


def test_bench_engine_json_subprocess() -> None:
    ran = wint("bench", "engine", "--deals", 50, "--runs", 2, "--json")
    assert ran.code == 0, ran.err
    figures = json.loads(ran.out)
    assert figures["deals_per_s"] > 0
    assert figures["rubbers_scored_per_s"] > 0
    assert len(figures["deals_per_s_runs"]) == 2
    settings = figures["settings"]
    assert settings["deals"] == 50
    assert settings["runs"] == 2
    assert settings["seed"] == 1
    assert settings["python"] and settings["implementation"]


def test_bench_engine_text(capsys: pytest.CaptureFixture[str]) -> None:
    ran = cli(capsys, "bench", "engine", "--deals", 5, "--runs", 1, "--seed", 3)
    assert ran.code == 0, ran.err
    assert "5 random deals x 1 runs" in ran.out
    assert "deals per second" in ran.out and "rubbers scored per second" in ran.out


def test_bench_sheet_prints_the_times_of_a_long_sheet() -> None:
    """Issue 14 §10: the times to print a sheet of many deals, as figures (never a limit)."""
    ran = wint("bench", "sheet", "--deals", 30, "--seed", 2, "--json")  # Qt in its own process
    assert ran.code == 0, ran.err
    figures = json.loads(ran.out)
    assert (figures["deals"], figures["settings"]["seed"]) == (30, 2)
    assert figures["rubbers"] >= 1 and figures["pages"] >= 1
    assert min(figures["sheet_s"], figures["text_s"], figures["pdf_s"]) >= 0
    ran = wint("bench", "sheet", "--deals", 30)
    assert ran.code == 0, ran.err
    assert ran.out.startswith("score sheet of 30 random deals (") and "PDF" in ran.out


def test_bench_solver_reports_the_time_per_full_deal(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 19 §3: Preferans's solver timed on random full deals, the same per seed."""
    figures = []
    for _ in range(2):
        assert run(["bench", "solver", "--game", "preferans", "--runs", "3", "--json"]) == 0
        figures.append(json.loads(capsys.readouterr().out))
    first, again = figures
    assert first["settings"]["runs"] == 3 and first["ms"]["count"] == 3
    assert 0 < first["ms"]["median"] <= first["ms"]["p95"]
    assert first["nodes"] == again["nodes"] and first["nodes"]["median"] > 0  # deterministic
    assert sum(kind["count"] for kind in first["ms_by_kind"].values()) == 3
    ran = cli(capsys, "bench", "solver", "--runs", "5", "--seed", "2")
    assert ran.code == 0, ran.err
    assert ran.out.startswith("double-dummy solver (preferans), 5 random full deals (seed 2")
    assert "ms per solve: median" in ran.out and "misere: median" in ran.out


@pytest.mark.parametrize(
    ("args", "named"),
    [
        pytest.param(["engine", "--runs", "0"], "--runs", id="runs-0"),
        pytest.param(["sheet", "--runs", "2"], "--runs", id="sheet-runs"),
        pytest.param(["engine", "--deals", "x"], "--deals", id="deals-word"),
        pytest.param(["gpu"], "gpu", id="unknown-target"),
        pytest.param([], "target", id="no-target"),
        pytest.param(["engine", "--levels", "basic"], "--levels", id="engine-levels"),
        pytest.param(["players", "--runs", "3"], "--runs", id="players-runs"),
        pytest.param(["gui", "--timing-deals", "2"], "--timing-deals", id="gui-timing"),
        pytest.param(["players", "--match", "basic"], "--match", id="match-one-level"),
        pytest.param(["solver", "--game", "vint"], "--game", id="solver-vint"),
        pytest.param(["solver", "--deals", "3"], "--deals", id="solver-deals"),
    ],
)
def test_bench_bad_arguments(
    capsys: pytest.CaptureFixture[str], args: list[str], named: str
) -> None:
    ran = cli_exit(capsys, "bench", *args)
    assert ran.code == 2
    assert ran.out == ""
    assert named in ran.err and "Traceback" not in ran.err


# -- the command itself -------------------------------------------------------------------------


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    ran = cli_exit(capsys, "--version")
    assert ran.code == 0
    assert ran.out.startswith("wint ")


@pytest.mark.parametrize(
    "args", [["frobnicate"], ["score"], ["replay"], ["score", "a.json", "b.json"]], ids=" ".join
)
def test_bad_command_line(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    ran = cli_exit(capsys, *args)
    assert ran.code == 2
    assert ran.out == ""
    assert "usage:" in ran.err and "Traceback" not in ran.err


def test_bench_players_prints_the_figures_the_issue_names(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = run(
        [
            "bench", "players", "--deals", "2", "--timing-deals", "1",
            "--levels", "basic,beginner", "--match", "basic,beginner", "--json",
        ]
    )  # fmt: skip
    assert code == 0
    figures = json.loads(capsys.readouterr().out)
    for level in ("basic", "beginner"):
        for kind in ("card", "card_t1", "card_t5", "card_t9", "call"):
            assert {"median", "p95"} <= set(figures["decision_ms"][level][kind])
        assert figures["dd_loss"][level] >= 0
        low, high = figures["dd_loss_ci"][level]
        assert low <= figures["dd_loss"][level] <= high
    ratio = figures["dd_loss_ratio"].get("beginner/basic")
    if figures["dd_loss"]["basic"]:
        expected = figures["dd_loss"]["beginner"] / figures["dd_loss"]["basic"]
        assert ratio["ratio"] == pytest.approx(expected, abs=0.01)
        assert ratio["ci_low"] <= ratio["ratio"] <= ratio["ci_high"]
    else:
        assert ratio is None
    duplicate = figures["duplicate"]
    assert (duplicate["a"], duplicate["b"], duplicate["deals"]) == ("basic", "beginner", 2)
    assert duplicate["ci_low"] <= duplicate["mean_diff"] <= duplicate["ci_high"]
    assert figures["settings"]["timing_deals"] == 1


def test_each_bench_target_has_its_own_sizes(capsys: pytest.CaptureFixture[str]) -> None:
    """--deals means each target's own count, with its own default (issue 13 §6)."""
    helps = {target: cli_exit(capsys, "bench", target, "--help").out for target in TARGETS}
    assert "random deals per run (default 2000)" in " ".join(helps["engine"].split())
    assert "deals of the duplicate match (default 40)" in " ".join(helps["players"].split())
    assert "complete deals of the demo (default 12)" in " ".join(helps["gui"].split())
    assert "random deal results on the sheet (default 1000)" in " ".join(helps["sheet"].split())
    assert "random deals solved (default 100)" in " ".join(helps["solver"].split())


TARGETS = ("engine", "players", "gui", "sheet", "solver")


@pytest.mark.parametrize(
    ("args", "flag"),
    [
        (["--lang", "ru", "score", "x.json"], "--lang"),
        (["--seed", "3", "simulate", "--deals", "1", "--seed", "1"], "--seed"),
        (["--size", "900x700", "pad"], "--size"),
        (["--autoplay", "1", "replay", "x.json"], "--autoplay"),
        (["--game", "whist", "bench", "engine"], "--game"),
        (["--humans", "N,S", "score", "x.json"], "--humans"),
        (["--humans", "N,S", "--autoplay", "1", "--screenshot", "x.png"], "--humans"),
        (["--humans", "N,X"], "--humans"),
        (["--players", "4"], "--players"),
        (["--players", "4", "score", "x.json"], "--players"),
        (["--game", "preferans", "--players", "5", "--autoplay", "1", "--screenshot", "x"], "5"),
        (["--humans", "N,N"], "--humans"),
        (["sheet", "x.json", "--page", "Letter"], "--page"),
        (["sheet", "x.json", "--chart-size", "800x600"], "--chart-size"),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, list) else "",
)
def test_an_option_that_would_change_nothing_is_refused(
    capsys: pytest.CaptureFixture[str], args: list[str], flag: str
) -> None:
    ran = cli_exit(capsys, *args)
    assert ran.code == 2 and ran.out == ""
    assert flag in ran.err and "Traceback" not in ran.err


def test_wint_help_describes_the_window_and_every_bench(capsys: pytest.CaptureFixture[str]) -> None:
    text = " ".join(cli_exit(capsys, "--help").out.split())
    assert "the interface language of this run" in text
    assert "the window's size" in text and "start a new game dealt from seed S" in text
    assert (
        "measure the engine, the computer players, the desktop table, the score sheet or the "
        "double-dummy solver" in text
    )


@pytest.mark.parametrize(
    ("content", "reason"),
    [(None, "No such file or directory"), (b"not json", "line 1 column 1: Expecting value")],
    ids=["missing", "not-json"],
)
def test_pad_errors_name_the_file_once(tmp_path: Path, content: bytes | None, reason: str) -> None:
    path = tmp_path / "pad.json"
    if content is not None:
        path.write_bytes(content)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    ran = wint("pad", path, env=env)
    assert ran.code == 2 and ran.out == ""
    assert ran.err.splitlines()[-1] == f"wint: {path}: {reason}"
