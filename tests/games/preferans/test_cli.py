"""``wint score`` on Preferans records (contracts/record-preferans.md), as a user runs it:
the pulya as JSON on stdout; a refusal as exit 2 and one stderr line naming the place."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.test_cli import assert_bad_input, assert_reason, cli, wint


def _doc(deals: list[dict[str, Any]], **keys: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "format": "wint-record",
        "version": 1,
        "game": "preferans",
        "players": 3,
        "pulya": 10,
    }
    return {**doc, **keys, "deals": deals}


def _score(tmp_path: Path, capsys: pytest.CaptureFixture[str], doc: dict[str, Any]) -> Any:
    path = tmp_path / "pulya.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    ran = cli(capsys, "score", path)
    assert ran.code == 0, ran.err
    return json.loads(ran.out)


def _refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], doc: dict[str, Any], place: str
) -> str:
    path = tmp_path / "pulya.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return assert_bad_input(cli(capsys, "score", path), place)


def _d(dealer: str, contract: str | None, tricks: str | None = None, **keys: Any) -> dict[str, Any]:
    """A deal; ``tricks`` as "A6 B3 C1"."""
    deal: dict[str, Any] = {"dealer": dealer}
    if contract is None:
        deal["allpass"] = True
    else:
        deal.update(contract=contract, declarer=keys.pop("declarer", "A"))
    deal.update(keys)
    if tricks is not None:
        deal["tricks"] = {t[0]: int(t[1:]) for t in tricks.split()}
    return deal


#: S-EX21's eight deals.
EIGHT = [
    _d("C", "6S", "A6 B3 C1", whist=["whist", "pass"]),
    _d("A", "7D", "A2 B7 C1", declarer="B", whist=["whist", "whist"]),
    _d("B", None, "A3 B5 C2"),
    _d("C", "misere", "A5 B5 C0", declarer="C"),
    _d("A", "8C", "A7 B2 C1", whist=["whist", "pass"]),
    _d("B", "9NT", declarer="B", whist=["pass", "pass"]),
    _d("C", "7S", "A8 B1 C1", whist=["whist", "whist"]),
    _d("A", "6H", whist=["pass", "pass"]),
]


def test_s_ex21_the_whole_sochi_pulya(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sheet = _score(tmp_path, capsys, _doc(EIGHT, names={"A": "Иван", "B": "Пётр", "C": "Олег"}))
    assert sheet["totals"] == {
        "A": {"pulya": 10, "gora": 9, "whists": {"B": 8, "C": 0}},
        "B": {"pulya": 10, "gora": 5, "whists": {"A": 56, "C": 0}},
        "C": {"pulya": 10, "gora": 2, "whists": {"A": 10, "B": 4}},
    }
    assert sheet["finished"] is True
    assert sheet["settlement"] == {"A": "-284/3", "B": "142/3", "C": "142/3"}
    assert sheet["rounded"] == {"A": -94, "B": 47, "C": 47}
    assert sheet["deals"][5] == {
        "index": 5,
        "entries": {
            "A": [{"kind": "pulya", "points": 2}],
            "B": [{"kind": "pulya", "points": 6}, {"kind": "whists", "on": "A", "points": 20}],
            "C": [],
        },
    }


def test_an_unfinished_pulya_is_settled_as_it_stands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = _score(tmp_path, capsys, _doc(EIGHT[:1]))
    assert sheet["finished"] is False
    assert sheet["deals"][0]["entries"] == {
        "A": [{"kind": "pulya", "points": 2}],
        "B": [{"kind": "whists", "on": "A", "points": 8}],
        "C": [],
    }
    # P-SET-1 on P[A] = 2, W[B][A] = 8: the reduced gora −2, 0, 0 (mean −2/3)
    assert sheet["settlement"] == {"A": "16/3", "B": "4/3", "C": "-20/3"}
    # P-SET-3: floors 5, 1, −7 lack one; equal fractions: the lowest result gets it
    assert sheet["rounded"] == {"A": 5, "B": 1, "C": -6}


def test_l_ex15_the_whole_leningrad_pulya(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = _score(tmp_path, capsys, _doc(EIGHT, rules={"preset": "leningrad"}))
    assert [sheet["totals"][s]["pulya"] for s in "ABC"] == [8, 12, 10]
    assert sheet["finished"] is True
    assert sheet["settlement"] == {"A": "-568/3", "B": "230/3", "C": "338/3"}
    assert sheet["rounded"] == {"A": -189, "B": 77, "C": 112}


def test_r_ex11_rostov_writes_the_all_pass_in_whists(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = _score(tmp_path, capsys, _doc(EIGHT, rules={"preset": "rostov"}))
    assert sheet["deals"][2]["entries"]["C"] == [
        {"kind": "whists", "on": "A", "points": 15},
        {"kind": "whists", "on": "B", "points": 25},
    ]
    assert sheet["settlement"] == {"A": -113, "B": 39, "C": 74}


def test_a_split_rostov_tie_writes_exact_fractions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = _score(tmp_path, capsys, _doc([_d("C", None, "A3 B3 C4")], rules={"preset": "rostov"}))
    assert sheet["deals"][0]["entries"]["A"] == [{"kind": "whists", "on": "C", "points": 10}]
    uneven = _doc([_d("C", None, "A2 B2 C6")], rules={"preset": "rostov"})
    uneven["rules"]["options"] = {"raspas_progression": "arithmetic"}
    assert _score(tmp_path, capsys, uneven)["deals"][0]["entries"]["B"] == [
        {"kind": "whists", "on": "C", "points": 15}
    ]


def test_c_ex_four_players_the_dealer_sits_out_and_is_paid_the_prikup(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deals = [
        _d("D", "6S", "A6 B2 C2", whist=["whist", "whist"], prikup=["SA", "SK"]),
        _d("A", "misere", "B1 C4 D5", declarer="B"),
        _d("A", None, "B4 C3 D1"),
    ]
    sheet = _score(tmp_path, capsys, _doc(deals, players=4, rules={"preset": "classic1971"}))
    assert sheet["deals"][0]["entries"]["D"] == [{"kind": "whists", "on": "A", "points": 4}]
    assert sheet["deals"][2]["entries"]["A"] == [{"kind": "gora", "points": 2}]
    assert set(sheet["settlement"]) == {"A", "B", "C", "D"}
    assert sum(sheet["rounded"].values()) == 0


def test_start_is_the_sheet_before_the_first_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    start = {"pulya": {"A": 8, "B": 6, "C": 10}, "gora": {"B": 3}, "whists": {"A": {"B": 20}}}
    sheet = _score(tmp_path, capsys, _doc([_d("C", "7S", whist=["pass", "pass"])], start=start))
    assert sheet["deals"][0]["entries"]["B"] == [{"kind": "pulya", "points": 2}]
    assert sheet["totals"]["A"] == {"pulya": 10, "gora": 0, "whists": {"B": 40, "C": 0}}
    assert sheet["totals"]["B"]["gora"] == 3


def test_null_is_an_absent_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deals = [
        {"dealer": "C", "contract": None, "declarer": None, "allpass": True, **EIGHT[2]},
        {**EIGHT[7], "dealer": "A", "tricks": None, "prikup": None},
    ]
    deals[0]["dealer"] = "C"
    sheet = _score(tmp_path, capsys, _doc(deals))
    assert sheet["totals"]["A"]["pulya"] == 2
    assert sheet["totals"]["B"]["gora"] == 5


def test_score_from_stdin_in_a_subprocess() -> None:
    ran = wint("score", "-", stdin=json.dumps(_doc(EIGHT[:2])).encode())
    assert ran.code == 0, ran.err
    assert json.loads(ran.out)["totals"]["B"]["pulya"] == 4


BAD: list[tuple[dict[str, Any], str, str]] = [
    ({k: v for k, v in _doc([]).items() if k != "players"}, "players", r"required"),
    (_doc([], players=5), "record.players", r"must be 3 or 4, not 5"),
    (_doc([], pulya=0), "record.pulya", r"out of range"),
    (_doc([], extra=1), "record.extra", r"unknown key"),
    (
        _doc([], rules={"preset": "sochi", "options": {"concede": "minus3"}}),
        "rules.options.concede",
        r"not played in records",
    ),
    (
        _doc([], rules={"options": {"help_order": "player_choice"}}),
        "rules.options.help_order",
        r"not played in records",
    ),
    (
        _doc([], rules={"options": {"games_without_prikup": True}}),
        "rules.options.games_without_prikup",
        r"not played in records",
    ),
    (_doc([], names={"D": "Гоша"}), "names.D", r"unknown seat 'D' at a table of 3"),
    (_doc([], start={"gora": {"A": "x"}}), "start.gora.A", r"must be an integer"),
    (_doc([], start={"whists": {"A": {"A": 1}}}), "start.whists.A.A", r"on himself"),
    ([EIGHT[0], EIGHT[2]], "deals[1].dealer", r"A deals this deal \(P-TAB-5\)"),
    ([_d("C", "6X", "A6 B2 C2")], "deals[0].contract", r"unknown contract '6X'"),
    (
        [_d("C", "6S", "A6 B2 C2", whist=["whist", "nope"])],
        "deals[0].whist[1]",
        r"unknown word 'nope'",
    ),
    ([_d("C", "6S", "A6 B2 C2", whist=["half"])], "deals[0].whist[0]", r"must be whist or pass"),
    ([_d("C", "8S", whist=["pass", "half"])], "deals[0].whist[1]", r"must be whist or pass"),
    ([_d("C", "6S", "A6 B2 C2", whist=["whist"])], "deals[0].whist", r"decision is missing"),
    ([_d("C", "6S", "A6 B2 C2")], "deals[0].whist", r"required"),
    ([_d("C", "misere", "A0 B5 C5", whist=["pass", "pass"])], "deals[0].whist", r"misère"),
    ([_d("C", "6S", "A6 B2 C1", whist=["whist", "pass"])], "deals[0].tricks", r"sum to 10, not 9"),
    (
        [_d("C", "6S", "A6 B2 C2", whist=["pass", "pass"])],
        "deals[0].tricks",
        r"no cards were played",
    ),
    ([_d("C", "6S", whist=["whist", "pass"])], "deals[0].tricks", r"required"),
    (
        [_d("C", "6S", "A6 B4", whist=["whist", "pass"])],
        "deals[0].tricks.C",
        r"required",
    ),
    (
        [_d("C", "6S", "A6 B2 C2", whist=["whist", "whist"], open=True)],
        "deals[0].open",
        r"one whister",
    ),
    ([_d("C", None, "A6 B2 C2", declarer="A")], "deals[0].declarer", r"not with allpass"),
    ([{"dealer": "C"}], "deals[0].contract", r"required \(or allpass: true\)"),
    ([{"contract": "6S"}], "deals[0].dealer", r"required"),
    ([*EIGHT, _d("B", None, "A3 B5 C2")], "deals[8]", r"the pulya is over"),
]


@pytest.mark.parametrize(("record", "place", "reason"), BAD, ids=[b[1] for b in BAD])
def test_a_bad_record_is_refused_at_its_place(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    record: Any,
    place: str,
    reason: str,
) -> None:
    doc = _doc(record) if isinstance(record, list) else record
    line = _refused(tmp_path, capsys, doc, place)
    assert_reason(line, rf"{re.escape(place)}: .*{reason}.*")


def test_the_exit_ladder_refuses_a_low_contract_after_all_pass(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deals = [_d("C", None, "A6 B3 C1"), _d("A", "6S", "A6 B2 C2", whist=["whist", "whist"])]
    doc = _doc(deals, rules={"preset": "leningrad"})
    line = _refused(tmp_path, capsys, doc, "deals[1].contract")
    assert "below the exit minimum 7" in line
    deals[1]["contract"] = "7S"
    assert _score(tmp_path, capsys, doc)["finished"] is False


def test_the_four_handed_dealer_neither_declares_nor_takes_tricks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    declares = _doc([_d("D", "6S", "A6 B2 C2", declarer="D", whist=["whist", "whist"])], players=4)
    assert "sits out" in _refused(tmp_path, capsys, declares, "deals[0].declarer")
    plays = _doc([_d("D", None, "A3 B3 C3 D1")], players=4)
    assert "sits out" in _refused(tmp_path, capsys, plays, "deals[0].tricks.D")


def test_paid_prikup_needs_the_prikup_and_an_msu_all_pass_may_lose_tricks_to_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = {"preset": "classic1971"}
    unpaid = _doc([_d("D", "6S", "A6 B2 C2", whist=["whist", "whist"])], players=4, rules=rules)
    assert "P-MSU-5" in _refused(tmp_path, capsys, unpaid, "deals[0].prikup")
    short = _doc([_d("C", None, "A0 B5 C4")], rules=rules)
    assert _score(tmp_path, capsys, short)["totals"]["C"]["gora"] == 5
    too_short = _doc([_d("C", None, "A0 B3 C4")], rules=rules)
    assert "8-10" in _refused(tmp_path, capsys, too_short, "deals[0].tricks")


def test_the_msu_dealer_deals_again_after_all_pass(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deals = [_d("C", None, "A3 B3 C4"), _d("A", "6S", "A6 B2 C2", whist=["whist", "whist"])]
    doc = _doc(deals, rules={"preset": "classic1971"})
    assert "C deals this deal" in _refused(tmp_path, capsys, doc, "deals[1].dealer")
    deals[1]["dealer"] = "C"
    assert _score(tmp_path, capsys, doc)["totals"]["A"]["pulya"] == 2


def test_stalingrad_needs_both_whists_on_six_spades(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = {"options": {"stalingrad": True}}
    doc = _doc([_d("C", "6S", "A6 B2 C2", whist=["whist", "pass"])], rules=rules)
    assert_reason(_refused(tmp_path, capsys, doc, "deals[0].whist[1]"), r".*must be whist.*")
