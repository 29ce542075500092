"""Why each entry of a deal stands on the pulya sheet: the figures whose product it is and
its rule, for every worked example of B.11 (S-EX, L-EX, R-EX, C-EX)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.games.preferans.examples import deal, table
from tests.games.preferans.test_worked_examples import L3, R3, S3, SINGLE, _d4, _sheet
from wint.games.preferans.ledger import Kind, Records
from wint.games.preferans.pulya import Pulya
from wint.games.preferans.result import DealResult, PrefSeat
from wint.games.preferans.scoring import Table, explain_deal, score_deal
from wint.games.preferans.why import Because, Explained

F = Fraction
A, B, C = PrefSeat.A, PrefSeat.B, PrefSeat.C


def explain(table: Table, result: DealResult, before: Records | None = None) -> list[Explained]:
    return explain_deal(table, before or Records.empty(table.players), 0, result)


def said(explained: list[Explained]) -> set[tuple[str, str, str, tuple[int, ...], str]]:
    """Each entry as (writer, kind, on, figures, rule)."""
    return {
        (
            e.entry.seat.value,
            e.entry.kind.value,
            e.entry.on.value if e.entry.on else "",
            tuple(int(f) if f.denominator == 1 else -1 for f in e.why.figures),
            e.why.rule,
        )
        for e in explained
    }


@pytest.mark.parametrize(
    ("table_", "result", "run"), [pytest.param(*r[1:4], id=r[0]) for r in SINGLE]
)
def test_every_entry_is_its_figures_product_and_the_deals_entries(
    table_: Table, result: DealResult, run: int
) -> None:
    before = Records.empty(table_.players)
    explained = explain_deal(table_, before, run, result)
    assert [e.entry for e in explained] == score_deal(table_, before, run, result)
    for e in explained:
        assert e.why.product == e.entry.points
        assert e.why.rule.startswith("P-")
        assert e.why.whole is None  # no help on a clean sheet


def test_s_ex2_a_set_seven_gora_trick_whists_and_consolation() -> None:
    explained = explain(S3, deal("7H", "5 3 2", "whist pass"))
    assert said(explained) == {
        ("A", "gora", "", (4, 2), "P-SC-5"),  # V × undertricks
        ("B", "whists", "A", (4, 5), "P-SC-6"),  # the lone whister: both hands' tricks
        ("B", "whists", "A", (4, 2), "P-SC-5"),  # consolation
        ("C", "whists", "A", (4, 2), "P-SC-5"),
    }
    reasons = [e.why.reason for e in explained if e.entry.seat is B]
    assert sorted(reasons) == sorted([Because.LONE_WHISTS, Because.CONSOLATION])


def test_s_ex4_the_shortfall_and_s_ex9_the_half_whist() -> None:
    shortfall = explain(S3, deal("6C", "7 3 0", "whist whist"))
    assert ("C", "gora", "", (2, 1), "P-SC-7") in said(shortfall)
    assert ("B", "whists", "A", (2, 3), "P-SC-6") in said(shortfall)
    half = explain(S3, deal("6S", None, "pass half"))
    assert said(half) == {
        ("A", "pulya", "", (2,), "P-SC-8"),
        ("C", "whists", "A", (2, 2), "P-SC-8"),
    }


def test_misere_and_all_pass_deals_by_their_variants_rules() -> None:
    assert said(explain(S3, deal("misere", "2 4 4"))) == {("A", "gora", "", (10, 2), "P-SC-9")}
    assert said(explain(L3, deal("misere", "1 4 5"))) == {("A", "gora", "", (20, 1), "P-SC-9")}
    allpass = said(explain(S3, deal(None, "6 4 0")))
    assert allpass == {
        ("A", "gora", "", (1, 6), "P-SOCHI-9"),
        ("B", "gora", "", (1, 4), "P-SOCHI-9"),
        ("C", "pulya", "", (1,), "P-SOCHI-9"),
    }
    rostov = said(explain(R3, deal(None, "2 2 6")))  # R-EX8: the two fewest share
    assert rostov == {
        ("A", "whists", "C", (5, 6, -1), "P-ROS-5"),
        ("B", "whists", "C", (5, 6, -1), "P-ROS-5"),
    }


def test_s_ex20_help_says_the_whole_and_the_part_that_helps() -> None:
    before = _sheet(3, pulya={"A": 8, "B": 6, "C": 10})
    explained = explain(S3, deal("7S", None, "pass pass"), before)
    own = next(e for e in explained if e.entry.seat is A and e.entry.kind is Kind.PULYA)
    assert own.why.figures == (F(2),) and own.why.whole == 4  # 2 of the game's 4 fit
    assert said(explained) == {
        ("A", "pulya", "", (2,), "P-SC-8"),
        ("B", "pulya", "", (2,), "P-SET-5"),
        ("A", "whists", "B", (2, 10), "P-SET-5"),
    }


def test_c_ex3_the_classics_paid_prikup() -> None:
    explained = explain(table("classic1971", 4), _d4("10H", "9 1 0", prikup="HA DA"))
    assert ("D", "whists", "A", (10, 3), "P-MSU-5") in said(explained)


def test_a_pulya_keeps_why_each_entry_of_each_deal_is_written() -> None:
    pulya = Pulya(S3, Records.empty(3))
    pulya.add(deal("7H", "5 3 2", "whist pass"))
    pulya.add(deal(None, "6 4 0"))
    assert [len(reasons) for reasons in pulya.reasons] == [len(d) for d in pulya.deals] == [4, 3]
    for entries, reasons in zip(pulya.deals, pulya.reasons, strict=True):
        assert [why.product for why in reasons] == [entry.points for entry in entries]
    assert pulya.copy().reasons == pulya.reasons
