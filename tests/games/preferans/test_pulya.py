"""Whole pulyas (S-EX21, L-EX15, R-EX11), the end of the pulya (P-SET-6), help and
write-off (P-SET-5), the all-pass run and exits (P-RASP-5 … 7) and who deals (P-TAB-5,
P-MSU-1)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.games.preferans.examples import deal, figures, table
from wint.games.preferans.auction import exit_minimum
from wint.games.preferans.ledger import Entry, Records
from wint.games.preferans.pulya import score_pulya
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.scoring import Table, next_dealer, run_after, score_deal
from wint.games.preferans.settlement import rounded, settle

F = Fraction
A, B, C, D = PrefSeat.A, PrefSeat.B, PrefSeat.C, PrefSeat.D

#: The eight deals of S-EX21 (also L-EX15 and R-EX11), dealt C, A, B, C, A, B, C, A.
EIGHT = [
    deal("6S", "6 3 1", "whist pass", dealer="C"),
    deal("7D", "2 7 1", "whist whist", dealer="A", declarer="B"),
    deal(None, "3 5 2", dealer="B"),
    deal("misere", "5 5 0", dealer="C", declarer="C"),
    deal("8C", "7 2 1", "whist pass", dealer="A"),
    deal("9NT", None, "pass pass", dealer="B", declarer="B"),
    deal("7S", "8 1 1", "whist whist", dealer="C"),
    deal("6H", None, "pass pass", dealer="A"),
]


def _records(sheet: Records) -> tuple[object, ...]:
    return (
        tuple(sheet.pulya.values()),
        tuple(sheet.gora.values()),
        {f"{i.value}>{j.value}": v for (i, j), v in sheet.whists.items() if v},
    )


@pytest.mark.parametrize(
    ("table_", "pulya", "gora", "whists", "result", "shown"),
    [
        pytest.param(
            table("sochi"),
            (10, 10, 10),
            (9, 5, 2),
            {"A>B": 8, "B>A": 56, "C>A": 10, "C>B": 4},
            (F(-284, 3), F(142, 3), F(142, 3)),
            (-94, 47, 47),
            id="S-EX21",
        ),
        pytest.param(
            table("leningrad"),
            (8, 12, 10),
            (18, 10, 4),
            {"A>B": 16, "B>A": 54, "C>A": 38, "C>B": 8},
            (F(-568, 3), F(230, 3), F(338, 3)),
            (-189, 77, 112),
            id="L-EX15",
        ),
        pytest.param(
            table("rostov"),
            (10, 10, 10),
            (6, 0, 0),
            {"A>B": 8, "B>A": 56, "C>A": 25, "C>B": 29},
            (F(-113), F(39), F(74)),
            (-113, 39, 74),
            id="R-EX11",
        ),
    ],
)
def test_a_whole_pulya_ends_with_the_examples_records_and_settlement(
    table_: Table,
    pulya: tuple[int, ...],
    gora: tuple[int, ...],
    whists: dict[str, int],
    result: tuple[Fraction, ...],
    shown: tuple[int, ...],
) -> None:
    played = score_pulya(table_, Records.empty(3), EIGHT[:7])
    assert not played.is_over
    played.add(EIGHT[7])
    assert played.is_over
    assert _records(played.sheet) == (pulya, gora, whists)
    value = settle(played.sheet, table_.rules.pulya_point_whists)
    assert tuple(value.values()) == result
    assert tuple(rounded(value).values()) == shown
    # P-SET-7: the deals' values add up to the pulya's
    per_deal = [settle(_only(entries), table_.rules.pulya_point_whists) for entries in played.deals]
    assert tuple(sum((v[s] for v in per_deal), F(0)) for s in (A, B, C)) == result


def _only(entries: list[Entry]) -> Records:
    sheet = Records.empty(3)
    sheet.add_all(entries)
    return sheet


def test_s_ex21_deal_six_helps_a_with_two() -> None:
    played = score_pulya(table("sochi"), Records.empty(3), EIGHT[:5])
    assert figures(played.add(EIGHT[5])) == {"B": 6, "A": 2, "B>A": 20}
    assert (played.sheet.pulya[A], played.sheet.pulya[B]) == (4, 10)


def test_what_nobody_can_take_is_written_off_the_gora() -> None:
    start = Records.empty(3)
    start.pulya.update({A: F(10), B: F(9), C: F(10)})
    entries = score_deal(table("sochi"), start, 0, deal("8S", None, "pass pass"))
    assert figures(entries) == {"B": 1, "A>B": 10, "A gora": -5}


def test_help_goes_to_the_highest_pulya_then_clockwise_and_reaches_the_sitting_out_dealer() -> None:
    start = Records.empty(4)
    start.pulya.update({A: F(10), B: F(2), C: F(7), D: F(7)})
    entries = score_deal(table("sochi", 4), start, 0, deal("9S", None, "pass pass", dealer="D"))
    assert figures(entries) == {"C": 3, "A>C": 30, "D": 3, "A>D": 30, "B": 2, "A>B": 20}


def test_two_zero_trick_bonuses_are_written_in_seat_order_from_the_first_hand() -> None:
    start = Records.empty(3)
    start.pulya.update({A: F(10), B: F(10), C: F(9)})
    # B deals: C is the first hand and closes his own pulya first; A, after him, can help
    # nobody (had A written first, he would have helped C and C would write off).
    entries = score_deal(table("sochi"), start, 0, deal(None, "0 10 0", dealer="B"))
    assert figures(entries) == {"C": 1, "B gora": 10, "A gora": -1}


def test_without_help_the_pulya_overflows_and_leningrad_ends_on_the_sum() -> None:
    start = Records.empty(3)
    start.pulya.update({A: F(9), B: F(10), C: F(8)})
    played = score_pulya(table("leningrad"), start, [deal("6S", None, "pass pass")])
    assert played.sheet.pulya[A] == 11 and not played.is_over
    played.add(deal("6S", None, "pass pass", dealer="A", declarer="B"))
    assert played.is_over


def test_help_off_with_all_closed_counts_a_pulya_at_the_target_as_closed() -> None:
    start = Records.empty(3)
    start.pulya.update({A: F(12), B: F(10), C: F(9)})
    played = score_pulya(table("sochi", help=False), start, [])
    assert not played.is_over
    played.add(deal("6S", None, "pass pass", declarer="C", dealer="B"))
    assert played.is_over


@pytest.mark.parametrize(
    ("ladder", "minimums"),
    [("6-6-6", (6, 6, 6, 6)), ("6-7-7", (6, 7, 7, 7)), ("6-7-8", (6, 7, 8, 8))],
)
def test_the_exit_ladder(ladder: str, minimums: tuple[int, ...]) -> None:
    rules = table(exit_ladder=ladder).rules
    assert tuple(exit_minimum(rules, n) for n in range(4)) == minimums


@pytest.mark.parametrize(
    ("progression", "prices"),
    [("none", (1, 1, 1, 1)), ("arithmetic", (1, 2, 3, 3)), ("geometric", (1, 2, 4, 4))],
)
def test_the_all_pass_progression(progression: str, prices: tuple[int, ...]) -> None:
    t = table(raspas_progression=progression)
    got = tuple(
        figures(score_deal(t, Records.empty(3), run, deal(None, "1 4 5")))["A gora"]
        for run in range(4)
    )
    assert got == prices


def test_the_run_ends_with_any_contract_or_only_a_whisted_made_one() -> None:
    any_ = table()
    strict = table(exit_requires="whisted_made_contract")
    unplayed = deal("7S", None, "pass pass")
    made = deal("7S", "7 2 1", "whist pass")
    allpass = deal(None, "4 3 3")
    assert run_after(any_, 2, allpass) == 3
    assert run_after(any_, 2, unplayed) == 0
    assert run_after(strict, 2, unplayed) == 2
    assert run_after(strict, 2, deal("misere", "0 5 5")) == 2
    assert run_after(strict, 2, deal("7S", "6 3 1", "whist pass")) == 2
    assert run_after(strict, 2, made) == 0


def test_the_deal_passes_clockwise_and_the_msu_dealer_keeps_it() -> None:
    sochi, msu = table("sochi", 4), table("classic1971", 4)
    caught = deal("misere", "1 4 5", dealer="D", players=4)
    made = deal("misere", "0 5 5", dealer="D", players=4)
    allpass = deal(None, "4 3 3", dealer="D", players=4)
    assert next_dealer(sochi, caught) == A and next_dealer(sochi, allpass) == A
    assert next_dealer(msu, caught) == D and next_dealer(msu, allpass) == D
    assert next_dealer(msu, made) == A


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({}, {"A gora": 4, "B>A": 20, "C>A": 4, "D>A": 4}),
        ({"consolation": "double"}, {"A gora": 4, "B>A": 24, "C>A": 8, "D>A": 8}),
        ({"consolation": "flat10"}, {"A gora": 4, "B>A": 26, "C>A": 10, "D>A": 10}),
        ({"consolation": "none"}, {"A gora": 4, "B>A": 16}),
        ({"consolation_to_dealer": False}, {"A gora": 4, "B>A": 20, "C>A": 4}),
        ({"remiz_factor": 2}, {"A gora": 8, "B>A": 20, "C>A": 4, "D>A": 4}),
    ],
)
def test_the_consolation_options(options: dict[str, object], expected: dict[str, int]) -> None:
    entries = score_deal(
        table("sochi", 4, **options),
        Records.empty(4),
        0,
        deal("7S", "6 2 2", "whist pass", players=4),
    )
    assert figures(entries) == expected


def test_duty_8_10_both_makes_each_whister_pay() -> None:
    entries = score_deal(
        table(duty_8_10="both"), Records.empty(3), 0, deal("9S", "10 0 0", "whist whist")
    )
    assert figures(entries) == {"A": 8, "B gora": 8, "C gora": 8}


def test_a_reclaimed_half_whist_scores_as_whist_and_pass() -> None:
    t = table()
    reclaimed = score_deal(t, Records.empty(3), 0, deal("6S", "6 3 1", "pass half whist"))
    plain = score_deal(t, Records.empty(3), 0, deal("6S", "6 3 1", "whist pass"))
    assert figures(reclaimed) == figures(plain) == {"A": 2, "B>A": 8}


def test_rostov_each_full_tie_and_a_progression_in_whists() -> None:
    each = table("rostov", rostov_tie="each_full", raspas_progression="arithmetic")
    entries = score_deal(each, Records.empty(3), 1, deal(None, "2 2 6"))
    assert figures(entries) == {"A>C": 60, "B>C": 60}


def test_the_zero_bonus_can_be_off() -> None:
    entries = score_deal(table(raspas_zero_bonus=False), Records.empty(3), 0, deal(None, "6 4 0"))
    assert figures(entries) == {"A gora": 6, "B gora": 4}


def test_help_at_twenty_whists_a_point_writes_them_and_writes_off_two_gora_a_point() -> None:
    start = Records.empty(3)
    start.pulya.update({A: F(10), B: F(9), C: F(10)})
    t = table(pulya_point_whists=20)
    entries = score_deal(t, start, 0, deal("7S", None, "pass pass"))
    assert figures(entries) == {"B": 1, "A>B": 20, "A gora": -6}
