"""Who sits where in each rubber of named players (V-SEAT-2, V-PART-9, rules §4.2,
contracts/record-players.md), and the individual ledger in units (V-SHEET-7, E24)."""

from __future__ import annotations

import json
from itertools import combinations
from pathlib import Path

import pytest

from wint.core.seating import (
    cycle_length,
    draw_order,
    needs_lot,
    seating,
    seatings,
    sits_out,
)
from wint.core.seats import Side
from wint.core.settlement import settle, units
from wint.games.vint.contract import Contract
from wint.games.vint.ledger import Ledger
from wint.games.vint.record import read_record
from wint.games.vint.result import DealResult
from wint.games.vint.rules import FivePlayerSchedule, PartnerRotation, RuleSet

FOUR = ("1", "2", "3", "4")
FIVE = ("1", "2", "3", "4", "5")
SIX = ("1", "2", "3", "4", "5", "6")


def pairs(seats: tuple[str, str, str, str]) -> tuple[frozenset[str], frozenset[str]]:
    """The N–S pair and the E–W pair of a seating (N, E, S, W)."""
    n, e, s, w = seats
    return frozenset((n, s)), frozenset((e, w))


@pytest.mark.parametrize(
    ("index", "expected"),
    [
        (0, ("1", "3", "2", "4")),  # 1+2 v 3+4 (V-SEAT-2): N 1, E 3, S 2, W 4
        (1, ("1", "2", "3", "4")),  # 1+3 v 2+4 (V-PART-9)
        (2, ("1", "2", "4", "3")),  # 1+4 v 2+3
        (3, ("1", "3", "2", "4")),  # the cycle repeats
    ],
)
def test_four_players_change_partners_each_rubber(
    index: int, expected: tuple[str, str, str, str]
) -> None:
    assert seating(FOUR, index, RuleSet()) == expected
    assert sits_out(FOUR, expected) == ()


def test_four_players_without_rotation_keep_the_first_rubber() -> None:
    rules = RuleSet(partner_rotation=PartnerRotation.NONE)
    assert {seating(FOUR, index, rules) for index in range(7)} == {("1", "3", "2", "4")}


def test_four_players_partner_everyone_once_in_a_cycle() -> None:
    found = [p for index in range(cycle_length(4)) for p in pairs(seating(FOUR, index, RuleSet()))]
    assert sorted(found, key=sorted) == sorted(map(frozenset, combinations(FOUR, 2)), key=sorted)


def test_five_players_follow_the_table() -> None:
    rules = RuleSet()
    assert seating(FIVE, 0, rules) == ("2", "3", "5", "4")  # N 2, E 3, S 5, W 4
    rows = [seating(FIVE, index, rules) for index in range(cycle_length(5))]
    # player r sits out rubber r; every pair partners exactly once
    assert [sits_out(FIVE, row) for row in rows] == [(str(r),) for r in range(1, 6)]
    found = [p for row in rows for p in pairs(row)]
    assert sorted(found, key=sorted) == sorted(map(frozenset, combinations(FIVE, 2)), key=sorted)
    assert seating(FIVE, 5, rules) == rows[0]
    # the partner rotation is a four-player option: the table decides for five
    fixed = RuleSet(partner_rotation=PartnerRotation.NONE)
    assert [seating(FIVE, index, fixed) for index in range(5)] == rows


def test_five_players_by_draw_rotation_have_no_schedule() -> None:
    rules = RuleSet(five_player_schedule=FivePlayerSchedule.DRAW_ROTATION)
    with pytest.raises(ValueError, match="no exact schedule"):
        seating(FIVE, 0, rules)
    given = (("5", "4", "3", "2"),)
    assert seatings(FIVE, rules, 1, given) == given  # written seats need no schedule
    assert seating(FOUR, 0, rules) == seating(FOUR, 0, RuleSet())  # four: changes nothing


@pytest.mark.parametrize(
    ("index", "x", "dash", "out"),
    [
        (0, "12", "34", "56"),
        (1, "13", "25", "46"),
        (2, "16", "23", "45"),
        (3, "15", "24", "36"),
        (4, "14", "36", "25"),
        (5, "26", "45", "13"),
        (6, "35", "46", "12"),
    ],
)
def test_six_players_follow_the_table(index: int, x: str, dash: str, out: str) -> None:
    n, e, s, w = seating(SIX, index, RuleSet())
    assert (n + s, e + w) == (x, dash)  # the first pair N–S, the earlier drawn at N (E)
    assert "".join(sits_out(SIX, (n, e, s, w))) == out


def test_six_players_partner_everyone_but_5_and_6_once_in_seven_rubbers() -> None:
    rows = [seating(SIX, index, RuleSet()) for index in range(7)]
    found = [p for row in rows for p in pairs(row)]
    expected = [frozenset(p) for p in combinations(SIX, 2) if set(p) != {"5", "6"}]
    assert sorted(found, key=sorted) == sorted(expected, key=sorted)
    outs = [name for row in rows for name in sits_out(SIX, row)]
    assert [outs.count(name) for name in SIX] == [2, 2, 2, 2, 3, 3]


def test_six_players_rubber_8_is_5_and_6_against_the_lot() -> None:
    assert [needs_lot(6, index) for index in range(17)] == [i in (7, 15) for i in range(17)]
    assert not needs_lot(5, 7) and not needs_lot(4, 7)
    assert seating(SIX, 7, RuleSet(), ("4", "2")) == ("5", "2", "6", "4")
    assert seating(SIX, 15, RuleSet(), ("4", "2")) == ("5", "2", "6", "4")  # the same lot
    assert seating(SIX, 8, RuleSet()) == seating(SIX, 0, RuleSet())
    assert cycle_length(6) == 8
    with pytest.raises(ValueError, match="lot"):
        seating(SIX, 7, RuleSet())


def test_draw_order_seats_the_first_rubber_as_it_sat() -> None:
    first = ("Anna", "Boris", "Vera", "Gleb")
    assert draw_order(first) == ("Anna", "Vera", "Boris", "Gleb")
    assert seating(draw_order(first), 0, RuleSet()) == first


def test_given_seats_come_first_then_the_tables() -> None:
    given = (("4", "3", "2", "1"),)
    assert seatings(FOUR, RuleSet(), 3, given) == (
        given[0],
        seating(FOUR, 1, RuleSet()),
        seating(FOUR, 2, RuleSet()),
    )
    with pytest.raises(ValueError):
        seating(("1", "2", "3"), 0, RuleSet())


def test_e24_the_ledger_of_five_players_in_units_of_100() -> None:
    """E24: E23's rubber, NS +8500, T (N) and A (S) against K (E) and F (W), H out."""
    path = Path(__file__).parent.parent / "data" / "records" / "E23.score-holdings.json"
    record = read_record(json.loads(path.read_text("utf-8")))
    (rubber,) = Ledger(record.rules).extend(record.results).rubbers
    assert rubber.result() == (Side.NS, 8500)
    players = ("H", "T", "K", "F", "A")  # drawn so that the table seats E24's rubber
    seats = seating(players, 0, RuleSet())
    assert seats == ("T", "K", "A", "F") and sits_out(players, seats) == ("H",)
    account = settle(players, [rubber], [seats], unit=100)
    assert account.after_rubber == ((0, 85, -85, -85, 85),)  # H 0, T +85, K -85, F -85, A +85
    made = DealResult(Contract.parse("1NT", "N"), 7)
    unfinished = Ledger().add(made).rubbers[0]
    assert settle(players, [rubber, unfinished], [seats, seats], 100).after_rubber == (
        (0, 85, -85, -85, 85),
    )  # an unfinished rubber adds no row


@pytest.mark.parametrize(
    ("points", "unit", "expected"),
    [(8500, 100, 85), (8549, 100, 85), (8550, 100, 86), (8550, 1000, 9), (49, 100, 0), (5, 10, 1)],
)
def test_units_round_half_up(points: int, unit: int, expected: int) -> None:
    assert units(points, unit) == expected
