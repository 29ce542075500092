"""What ``wint score``, ``replay`` and ``sheet`` read (issue 14): a repeated JSON key is
refused with its path (§6); only regular files are read, stdin (``-``) aside (§7; the FIFOs,
which would hang the run, are in ``tests/faults/test_fifos.py``); an error quotes at most a
short, escaped piece of the input (§8)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.test_cli import SD, assert_bad_input, cli, edited, load, wint, write
from wint.core.quoting import QUOTE_LIMIT

BIG = 1024 * 1024  # a megabyte-long string is enough to show the cut
TEN_MB = 10 * 1024 * 1024
GRAND = '{"contract": "7NT", "declarer": "N", "tricks": 13}'


@pytest.fixture(autouse=True)
def _offscreen(monkeypatch: pytest.MonkeyPatch) -> None:
    """``wint sheet`` sets Qt's platform in the environment: undone after each test."""
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")


# -- §6: duplicate keys --------------------------------------------------------------------

RECORD_DUPLICATES = [
    pytest.param(
        '{"format": "bogus", "format": "wint-record", "version": 1, "deals": []}',
        "format: duplicate key",
        id="format",
    ),
    pytest.param(
        '{"format": "wint-record", "version": 1, "deals": '
        '[{"contract": "1S", "declarer": "N", "tricks": 9, "tricks": 13}]}',
        "deals[0].tricks: duplicate key",
        id="tricks",
    ),
    pytest.param(
        '{"format": "wint-record", "version": 1, "deals": [' + GRAND + ", "
        '{"contract": "1S", "declarer": "N", "tricks": 7, "holdings": {"honours": '
        '{"NS": 5, "EW": 0}, "aces": {"NS": 4, "NS": 2, "EW": 0}}}]}',
        "deals[1].holdings.aces.NS: duplicate key",
        id="nested",
    ),
    pytest.param(
        '{"format": "wint-record", "version": 1, "rules": {"preset": "classic", "options": '
        '{"cross_values": "flat", "cross_values": "winding"}}, "deals": []}',
        "rules.options.cross_values: duplicate key",
        id="option",
    ),
    pytest.param(
        '{"format": "wint-record", "version": 1, "deals": [], "d\\u0065als": []}',
        "deals: duplicate key",
        id="escaped-spelling",
    ),
    pytest.param(
        '{"format": "wint-record", "version": 1, "deals": [' + GRAND + '], "a\\nb": 1, "a\\nb": 2}',
        "a\\nb: duplicate key",
        id="escaped-in-the-path",
    ),
]


@pytest.mark.parametrize(("text", "message"), RECORD_DUPLICATES)
@pytest.mark.parametrize("command", ["score", "replay", "sheet"])
def test_a_repeated_key_is_refused_with_its_path(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str, text: str, message: str
) -> None:
    line = assert_bad_input(cli(capsys, command, write(tmp_path, text.encode())), message)
    assert line == f"wint: {message}"


def test_the_first_object_with_a_repeated_key_is_named(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = (
        '{"format": "wint-record", "version": 1, "deals": ['
        '{"contract": "1S", "contract": "1S", "declarer": "N", "tricks": 7}, '
        '{"contract": "1S", "declarer": "N", "declarer": "N", "tricks": 7}], "version": 1}'
    )
    line = assert_bad_input(cli(capsys, "score", write(tmp_path, text.encode())), "duplicate")
    assert line == "wint: version: duplicate key"  # the outer object begins first
    text = text.removesuffix(', "version": 1}') + "}"
    line = assert_bad_input(cli(capsys, "score", write(tmp_path, text.encode())), "duplicate")
    assert line == "wint: deals[0].contract: duplicate key"


def test_the_same_key_in_different_objects_is_no_duplicate(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    ran = cli(capsys, "score", write(tmp_path, load(SD)))
    assert ran.code == 0, ran.err


# -- §7: only regular files ------------------------------------------------------------------


@pytest.mark.parametrize("command", ["score", "replay", "sheet"])
def test_a_directory_is_refused_before_it_is_opened(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str
) -> None:
    line = assert_bad_input(cli(capsys, command, tmp_path), str(tmp_path))
    assert line == f"wint: {tmp_path}: a directory, not a regular file"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="a system without /dev/zero")
@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero"])
@pytest.mark.parametrize("command", ["score", "replay", "sheet"])
def test_a_device_is_refused_unread(
    capsys: pytest.CaptureFixture[str], command: str, device: str
) -> None:
    line = assert_bad_input(cli(capsys, command, device), device)
    assert line == f"wint: {device}: a device, not a regular file"


def test_a_symbolic_link_to_a_record_is_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(write(tmp_path, load(SD)))
    ran = cli(capsys, "score", link)
    assert ran.code == 0, ran.err


def test_stdin_is_still_read(tmp_path: Path) -> None:
    ran = wint("score", "-", stdin=json.dumps(load(SD)).encode())
    assert ran.code == 0 and json.loads(ran.out)["rubbers"], ran.err


# -- §8: a short, escaped piece of the input ---------------------------------------------------


def _record(**keys: Any) -> dict[str, Any]:
    return {"format": "wint-record", "version": 1, "deals": [json.loads(GRAND)], **keys}


def _deal(**keys: Any) -> dict[str, Any]:
    return _record(deals=[{**json.loads(GRAND), **keys}])


LONG = "k" * BIG
HUGE_INPUTS = [
    pytest.param(_record(**{LONG: 1}), "score", f"record.{'k' * QUOTE_LIMIT}…", id="key"),
    pytest.param(_deal(**{LONG: 1}), "score", f"deals[0].{'k' * QUOTE_LIMIT}…", id="deal-key"),
    pytest.param(_record(format=LONG), "score", "format: expected", id="format"),
    pytest.param(_record(version=LONG), "score", "version: unsupported", id="version"),
    pytest.param(
        _record(version=list(range(100_000))), "score", "version: unsupported", id="version-list"
    ),
    pytest.param(_deal(contract="1" + LONG), "score", "deals[0].contract", id="strain"),
    pytest.param(_deal(contract=LONG), "score", "deals[0].contract", id="contract-level"),
    pytest.param(_deal(declarer=LONG), "score", "deals[0].declarer", id="seat"),
    pytest.param(_deal(deal="N:" + LONG), "score", "deals[0].deal", id="deal"),
    pytest.param(
        _record(rules={"preset": LONG}), "score", "rules.preset: unknown preset", id="preset"
    ),
    pytest.param(
        _record(rules={"options": {LONG: 1}}), "score", "rules.options.kkk", id="option-key"
    ),
    pytest.param(
        _record(rules={"options": {"cross_values": LONG}}),
        "score",
        "rules.options.cross_values",
        id="option-value",
    ),
    pytest.param(_record(players=[LONG, "A", "K", "F"]), "score", "players[0]", id="player-name"),
    pytest.param(
        _deal(holdings={"aces": {"NS": 4, "EW": 0}, "coronets": [{"seat": "N", "suit": LONG}]}),
        "score",
        "deals[0].holdings.coronets[0].suit",
        id="suit",
    ),
]


@pytest.mark.parametrize(("doc", "command", "where"), HUGE_INPUTS)
def test_an_error_quotes_a_short_piece_of_huge_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, doc: Any, command: str, where: str
) -> None:
    line = assert_bad_input(cli(capsys, command, write(tmp_path, doc)), where)
    assert len(line) < 200, line[:300]


def test_a_10_mb_unknown_key_comes_back_as_a_short_line(tmp_path: Path) -> None:
    path = write(tmp_path, _record(**{"\n" * 10 + "k" * (TEN_MB - 10): 1}))
    line = assert_bad_input(wint("score", path), "unknown key")
    assert line == (
        "wint: record." + "\\n" * 10 + "k" * (QUOTE_LIMIT - 10) + "… (10485760 characters)"
        ": unknown key"
    )


def test_a_long_file_name_is_not_cut(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The file's name is the user's own argument: it is shown whole (escaped)."""
    missing = tmp_path / ("n" * 200 + ".json")
    assert_bad_input(cli(capsys, "score", missing), str(missing))


def test_the_replayed_calls_and_cards_are_not_quoted(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    doc = edited("E23.replay.json", [(("deals", 0, "calls", 0), LONG)])
    line = assert_bad_input(cli(capsys, "replay", write(tmp_path, doc)), "deals[0].calls[0]")
    assert line == "wint: deals[0].calls[0]: BAD_NOTATION"


def test_sheet_refuses_a_session_quoting_a_short_piece(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from tests.session.test_session_values import good_session

    doc = good_session()
    doc["players"][2]["level"] = LONG
    path = write(tmp_path, doc, "s.wint")
    line = assert_bad_input(cli(capsys, "sheet", path), "players[2].level")
    level = f"'{'k' * QUOTE_LIMIT}…' (1048576 characters)"
    assert line == f"wint: {path}: players[2].level: unknown level {level}"


def test_a_huge_integer_out_of_range_is_quoted_short(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(
        tmp_path,
        f'{{"format": "wint-record", "version": 1, "deals": [{{"contract": '
        f'"1S", "declarer": "N", "tricks": {"9" * 4000}}}]}}'.encode(),
    )
    line = assert_bad_input(cli(capsys, "score", path), "deals[0].tricks")
    assert line.endswith("is out of range 0-13") and len(line) < 120, line[:300]


@pytest.mark.parametrize("level", ["grandmaster", ""])
def test_sheet_refuses_a_session_with_an_unknown_level(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, level: str
) -> None:
    from tests.session.test_session_values import good_session

    doc = good_session()
    doc["players"][2]["level"] = level
    path = write(tmp_path, doc, "s.wint")
    line = assert_bad_input(cli(capsys, "sheet", path), "players[2].level")
    assert line == f"wint: {path}: players[2].level: unknown level {level!r}"
