"""The worked examples of B.11 (S-EX, L-EX, R-EX, C-EX): every figure of every example —
each deal's pulya, gora and whists, and its value by P-SET-1/P-SET-7."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.games.preferans.examples import deal, figures, sheet_of, table
from wint.games.preferans.ledger import Records
from wint.games.preferans.result import DealResult, PrefSeat
from wint.games.preferans.scoring import Table, score_deal
from wint.games.preferans.settlement import settle

F = Fraction
S3, L3, R3 = table("sochi"), table("leningrad"), table("rostov")
S4, L4, R4 = table("sochi", 4), table("leningrad", 4), table("rostov", 4)
C4 = table("classic1971", 4)


def _d4(contract: str | None, tricks: str | None = None, whist: str = "", **kw: str) -> DealResult:
    return deal(contract, tricks, whist, players=4, **kw)


# (id, table, deal, run before, figures, result A/B/C(/D))
SINGLE: list[tuple[str, Table, DealResult, int, dict[str, int], tuple[Fraction, ...]]] = [
    (
        "S-EX1",
        S3,
        deal("6S", "6 2 2", "whist whist"),
        0,
        {"A": 2, "B>A": 4, "C>A": 4},
        (F(16, 3), F(-8, 3), F(-8, 3)),
    ),
    (
        "S-EX2",
        S3,
        deal("7H", "5 3 2", "whist pass"),
        0,
        {"A gora": 8, "B>A": 28, "C>A": 8},
        (F(-268, 3), F(164, 3), F(104, 3)),
    ),
    (
        "S-EX3",
        S3,
        deal("6D", "8 1 1", "whist pass"),
        0,
        {"A": 2, "B gora": 4, "B>A": 4},
        (F(68, 3), F(-88, 3), F(20, 3)),
    ),
    (
        "S-EX4",
        S3,
        deal("6C", "7 3 0", "whist whist"),
        0,
        {"A": 2, "C gora": 2, "B>A": 6},
        (F(14), F(6), F(-20)),
    ),
    (
        "S-EX5",
        S3,
        deal("6C", "7 2 1", "whist whist"),
        0,
        {"A": 2, "C gora": 2, "B>A": 4, "C>A": 2},
        (F(14), F(4), F(-18)),
    ),
    (
        "S-EX6",
        S3,
        deal("6S", "8 1 1", "whist whist"),
        0,
        {"A": 2, "B gora": 2, "C gora": 2, "B>A": 2, "C>A": 2},
        (F(68, 3), F(-34, 3), F(-34, 3)),
    ),
    (
        "S-EX7",
        S3,
        deal("8S", "10 0 0", "whist whist"),
        0,
        {"A": 6, "C gora": 6},
        (F(60), F(0), F(-60)),
    ),
    (
        "S-EX8",
        S3,
        deal("7C", None, "pass half"),
        0,
        {"A": 4, "C>A": 4},
        (F(68, 3), F(-40, 3), F(-28, 3)),
    ),
    (
        "S-EX8 (B says pass again)",
        S3,
        deal("7C", None, "pass half pass"),
        0,
        {"A": 4, "C>A": 4},
        (F(68, 3), F(-40, 3), F(-28, 3)),
    ),
    (
        "S-EX9",
        S3,
        deal("6S", None, "pass half"),
        0,
        {"A": 2, "C>A": 4},
        (F(28, 3), F(-20, 3), F(-8, 3)),
    ),
    ("S-EX10", S3, deal("9S", None, "pass pass"), 0, {"A": 8}, (F(160, 3), F(-80, 3), F(-80, 3))),
    ("S-EX11", S3, deal("misere", "2 4 4"), 0, {"A gora": 20}, (F(-400, 3), F(200, 3), F(200, 3))),
    ("S-EX12", S3, deal("misere", "0 5 5"), 0, {"A": 10}, (F(200, 3), F(-100, 3), F(-100, 3))),
    (
        "S-EX13",
        S3,
        deal(None, "5 4 1"),
        0,
        {"A gora": 5, "B gora": 4, "C gora": 1},
        (F(-50, 3), F(-20, 3), F(70, 3)),
    ),
    (
        "S-EX14",
        S3,
        deal(None, "6 4 0"),
        0,
        {"C": 1, "A gora": 6, "B gora": 4},
        (F(-30), F(-10), F(40)),
    ),
    (
        "S-EX15",
        S4,
        _d4("7S", "6 2 2", "whist pass"),
        0,
        {"A gora": 4, "B>A": 20, "C>A": 4, "D>A": 4},
        (F(-58), F(30), F(14), F(14)),
    ),
    (
        "S-EX16",
        S4,
        _d4("10S", "10 0 0", "whist whist"),
        0,
        {"A": 10, "C gora": 10},
        (F(100), F(0), F(-100), F(0)),
    ),
    (
        "S-EX17",
        table("sochi", 4, whist_style="gentleman"),
        _d4("7S", "5 3 2", "whist pass"),
        0,
        {"A gora": 8, "B>A": 18, "C>A": 18, "D>A": 8},
        (F(-104), F(38), F(38), F(28)),
    ),
    ("L-EX1", L3, deal("6S", None, "pass pass"), 0, {"A": 2}, (F(80, 3), F(-40, 3), F(-40, 3))),
    (
        "L-EX2",
        L3,
        deal("6C", "5 2 3", "whist whist"),
        0,
        {"A gora": 4, "B>A": 12, "C>A": 16},
        (F(-164, 3), F(76, 3), F(88, 3)),
    ),
    (
        "L-EX3",
        L3,
        deal("7S", "5 3 2", "whist pass"),
        0,
        {"A gora": 16, "B>A": 36, "C>A": 36},
        (F(-536, 3), F(268, 3), F(268, 3)),
    ),
    (
        "L-EX4",
        L3,
        deal("7S", "7 2 1", "whist pass"),
        0,
        {"A": 4, "B>A": 24},
        (F(88, 3), F(-8, 3), F(-80, 3)),
    ),
    (
        "L-EX5",
        L3,
        deal("6H", "8 1 1", "whist pass"),
        0,
        {"A": 2, "B gora": 4, "B>A": 8},
        (F(32), F(-32), F(0)),
    ),
    (
        "L-EX6",
        L3,
        deal("6C", "7 3 0", "whist whist"),
        0,
        {"A": 2, "C gora": 2, "B>A": 12},
        (F(64, 3), F(16, 3), F(-80, 3)),
    ),
    (
        "L-EX7",
        L3,
        deal("8S", "10 0 0", "whist whist"),
        0,
        {"A": 6, "C gora": 6},
        (F(100), F(-20), F(-80)),
    ),
    (
        "L-EX8",
        L3,
        deal("6S", None, "pass half"),
        0,
        {"A": 2, "C>A": 8},
        (F(56, 3), F(-40, 3), F(-16, 3)),
    ),
    (
        "L-EX9",
        L3,
        deal("7S", None, "pass half"),
        0,
        {"A": 4, "C>A": 8},
        (F(136, 3), F(-80, 3), F(-56, 3)),
    ),
    ("L-EX10", L3, deal("misere", "1 4 5"), 0, {"A gora": 20}, (F(-400, 3), F(200, 3), F(200, 3))),
    (
        "L-EX11",
        L3,
        deal(None, "6 3 1"),
        0,
        {"A gora": 12, "B gora": 6, "C gora": 2},
        (F(-160, 3), F(20, 3), F(140, 3)),
    ),
    (
        "L-EX12",
        L3,
        deal(None, "0 4 6"),
        1,
        {"A": 4, "B gora": 16, "C gora": 24},
        (F(560, 3), F(-160, 3), F(-400, 3)),
    ),
    (
        "L-EX13",
        L3,
        deal(None, "2 2 6"),
        2,
        {"A gora": 12, "B gora": 12, "C gora": 36},
        (F(80), F(80), F(-160)),
    ),
    (
        "L-EX13 (price stays 6)",
        L3,
        deal(None, "2 2 6"),
        5,
        {"A gora": 12, "B gora": 12, "C gora": 36},
        (F(80), F(80), F(-160)),
    ),
    (
        "L-EX14",
        L4,
        _d4("6S", "4 3 3", "whist whist"),
        0,
        {"A gora": 8, "B>A": 20, "C>A": 20, "D>A": 8},
        (F(-108), F(40), F(40), F(28)),
    ),
    (
        "R-EX1",
        R3,
        deal("6S", "6 2 2", "whist whist"),
        0,
        {"A": 2, "B>A": 4, "C>A": 4},
        (F(16, 3), F(-8, 3), F(-8, 3)),
    ),
    (
        "R-EX2",
        R3,
        deal("6S", "8 1 1", "whist pass"),
        0,
        {"A": 2, "B gora": 2, "B>A": 4},
        (F(16), F(-16), F(0)),
    ),
    (
        "R-EX3",
        R3,
        deal("6S", "7 3 0", "whist whist"),
        0,
        {"A": 2, "C gora": 1, "B>A": 6},
        (F(32, 3), F(8, 3), F(-40, 3)),
    ),
    (
        "R-EX4",
        R3,
        deal("7H", "5 3 2", "whist pass"),
        0,
        {"A gora": 8, "B>A": 28, "C>A": 8},
        (F(-268, 3), F(164, 3), F(104, 3)),
    ),
    (
        "R-EX5",
        R3,
        deal("8S", "10 0 0", "whist whist"),
        0,
        {"A": 6, "C gora": 3},
        (F(50), F(-10), F(-40)),
    ),
    ("R-EX6", R3, deal(None, "5 4 1"), 0, {"C>A": 25, "C>B": 20}, (F(-25), F(-20), F(45))),
    (
        "R-EX7",
        R3,
        deal(None, "6 4 0"),
        0,
        {"C": 1, "C>A": 30, "C>B": 20},
        (F(-100, 3), F(-70, 3), F(170, 3)),
    ),
    ("R-EX8", R3, deal(None, "2 2 6"), 0, {"A>C": 15, "B>C": 15}, (F(15), F(15), F(-30))),
    ("R-EX9", R3, deal("misere", "1 4 5"), 0, {"A gora": 10}, (F(-200, 3), F(100, 3), F(100, 3))),
    (
        "R-EX10",
        R4,
        _d4("6S", "5 3 2", "whist pass"),
        0,
        {"A gora": 2, "B>A": 12, "C>A": 2, "D>A": 2},
        (F(-31), F(17), F(7), F(7)),
    ),
    (
        "C-EX1",
        C4,
        _d4("6S", "6 2 2", "whist whist", prikup="SA SK"),
        0,
        {"A": 2, "B>A": 4, "C>A": 4, "D>A": 4},
        (F(3), F(-1), F(-1), F(-1)),
    ),
    (
        "C-EX2",
        C4,
        _d4("7H", "6 3 1", "whist pass", prikup="D7 C8"),
        0,
        {"A gora": 4, "B>A": 20, "C>A": 4},
        (F(-54), F(30), F(14), F(10)),
    ),
    (
        "C-EX3",
        C4,
        _d4("10H", "9 1 0", prikup="HA DA"),
        0,
        {"A gora": 10, "B>A": 20, "C>A": 10, "D>A": 30},
        (F(-135), F(45), F(35), F(55)),
    ),
    (
        "C-EX4",
        C4,
        _d4("10H", "10 0 0", prikup="C7 C8"),
        0,
        {"A": 10},
        (F(75), F(-25), F(-25), F(-25)),
    ),
    ("C-EX5", C4, _d4("misere", "1 4 5"), 0, {"A gora": 10}, (F(-75), F(25), F(25), F(25))),
    (
        "C-EX6",
        C4,
        _d4(None, "4 3 1"),
        0,
        {"A gora": 4, "B gora": 3, "C gora": 1, "D gora": 2},
        (F(-15), F(-5), F(15), F(5)),
    ),
    (
        "C-EX7",
        table("classic1971"),
        deal(None, "0 5 4"),
        0,
        {"A": 1, "B gora": 5, "C gora": 5},
        (F(40), F(-20), F(-20)),
    ),
]


@pytest.mark.parametrize(
    ("table_", "result", "run", "expected", "values"),
    [pytest.param(*row[1:], id=row[0]) for row in SINGLE],
)
def test_a_deal_writes_the_example_figures_and_is_worth_its_result(
    table_: Table,
    result: DealResult,
    run: int,
    expected: dict[str, int],
    values: tuple[Fraction, ...],
) -> None:
    entries = score_deal(table_, Records.empty(table_.players), run, result)
    assert figures(entries) == {k: F(v) for k, v in expected.items()}
    value = settle(sheet_of(entries, table_.players), table_.rules.pulya_point_whists)
    assert tuple(value.values()) == values
    assert sum(value.values()) == 0


def _sheet(players: int, **figures_: dict[str, int]) -> Records:
    sheet = Records.empty(players)
    for kind, by_seat in figures_.items():
        for key, points in by_seat.items():
            if kind == "whists":
                i, j = key.split(">")
                sheet.whists[PrefSeat(i), PrefSeat(j)] = F(points)
            else:
                getattr(sheet, kind)[PrefSeat(key)] = F(points)
    return sheet


def test_s_ex18_settles_the_printed_sheet() -> None:
    sheet = _sheet(
        3,
        gora={"A": 42, "B": 96, "C": 132},
        whists={"A>B": 170, "B>A": 64, "A>C": 60, "C>A": 88, "B>C": 178, "C>B": 95},
    )
    assert tuple(settle(sheet, 10).values()) == (558, -83, -475)


def test_s_ex19_nets_the_whists() -> None:
    sheet = _sheet(3, whists={"B>A": 114, "A>B": 70, "C>B": 180, "B>C": 96, "C>A": 140, "A>C": 100})
    assert tuple(settle(sheet, 10).values()) == (-84, -40, 124)


def test_s_ex20_help_fills_the_next_pulya_and_is_neutral() -> None:
    before = _sheet(3, pulya={"A": 8, "B": 6, "C": 10})
    entries = score_deal(S3, before, 0, deal("7S", None, "pass pass"))
    assert figures(entries) == {"A": 2, "B": 2, "A>B": 20}
    assert tuple(settle(sheet_of(entries, 3), 10).values()) == (F(80, 3), F(-40, 3), F(-40, 3))
    overflow = sheet_of([], 3)
    overflow.pulya[PrefSeat.A] = F(4)
    assert settle(overflow, 10) == settle(sheet_of(entries, 3), 10)
    after = before.copy()
    after.add_all(entries)
    assert tuple(settle(after, 10).values()) == (F(80, 3), F(-100, 3), F(20, 3))
