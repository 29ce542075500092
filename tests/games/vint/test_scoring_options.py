"""Scoring under every option the engine plays (rules/vint.md §2), beyond the worked examples."""

from __future__ import annotations

from collections import Counter

import pytest

from wint.core.cards import Suit
from wint.core.seats import Seat, Side
from wint.games.vint.contract import Contract
from wint.games.vint.ledger import Ledger, cross_values, next_dealer
from wint.games.vint.result import Coronet, DealResult, Holdings, Revoke
from wint.games.vint.rules import (
    AcesCoronetValues,
    AcesRequireLeve,
    CrossValues,
    HonoursBasis,
    HonoursNetting,
    PassedOut,
    RedealBy,
    RevokeMissingTrickUnit,
    RevokeSlamPremium,
    RubberBonusMode,
    RuleSet,
)
from wint.games.vint.scoring import EntryKind, score_deal


def result(code: str, declarer: str, tricks: int, **extra: object) -> DealResult:
    contract = Contract.parse(code, declarer)
    ns = tricks if contract.side is Side.NS else 13 - tricks
    return DealResult(contract, ns, **extra)  # type: ignore[arg-type]


def above(rules: RuleSet, deal: DealResult, running: tuple[int, int] = (0, 0)) -> Counter:  # type: ignore[type-arg]
    score = score_deal(rules, deal, running)
    return Counter((e.side.name, e.kind.value, e.points) for e in score.above)


# 3 honours to NS, aces 3 to EW (E2-like): netting decides what is written.
SPLIT = Holdings((3, 2), (1, 3))


def test_honours_netting_separate_writes_each_majority() -> None:
    deal = result("3S", "N", 9, holdings=SPLIT)
    assert above(RuleSet(), deal) == Counter()  # V-HON-6: 3 v 3 nets to nothing
    separate = RuleSet(honours_netting=HonoursNetting.SEPARATE)  # C-7
    assert above(separate, deal) == Counter({("NS", "honours", 900): 1, ("EW", "honours", 900): 1})


def test_honours_counted_as_captured() -> None:
    held_ns = Holdings((5, 0), (2, 2))
    captured = Holdings((2, 3), (1, 3))  # EW won 3 honours and 3 aces in their tricks
    deal = result("1H", "N", 7, holdings=held_ns, captured=captured)
    assert above(RuleSet(), deal) == Counter({("NS", "honours", 700): 1})  # 5 + 2 (леве)
    rules = RuleSet(honours_basis=HonoursBasis.CAPTURED)  # C-6
    assert above(rules, deal) == Counter({("EW", "honours", 600): 1})  # 3 + 3
    with pytest.raises(ValueError, match="captured"):
        score_deal(rules, result("1H", "N", 7, holdings=held_ns))


def test_aces_require_leve_always() -> None:
    deal = result("2NT", "N", 6, holdings=Holdings(None, (3, 1)))  # NS 3 aces, no леве
    assert above(RuleSet(), deal)[("NS", "aces", 1500)] == 1  # V-HON-8
    rules = RuleSet(aces_require_leve=AcesRequireLeve.ALWAYS)  # C-8
    assert ("NS", "aces", 1500) not in above(rules, deal)


@pytest.mark.parametrize(
    ("mode", "suit_values", "nt_values"),
    [
        (AcesCoronetValues.BY_CONTRACT, (500, 1000), (1000, 2000)),
        (AcesCoronetValues.ALWAYS_HIGH, (1000, 2000), (1000, 2000)),
        (AcesCoronetValues.ALWAYS_LOW, (500, 1000), (500, 1000)),
    ],
)
def test_aces_coronet_values(
    mode: AcesCoronetValues, suit_values: tuple[int, int], nt_values: tuple[int, int]
) -> None:
    rules = RuleSet(aces_coronet_values=mode)  # C-9, V-CORO-3
    for count, index in ((3, 0), (4, 1)):
        coronet = (Coronet(Seat.E, None, count),)
        suit_deal = result("1C", "N", 7, holdings=Holdings((3, 2), (4 - count, count), coronet))
        nt_deal = result("1NT", "N", 7, holdings=Holdings(None, (4 - count, count), coronet))
        assert ("EW", "coronet", suit_values[index]) in above(rules, suit_deal)
        assert ("EW", "coronet", nt_values[index]) in above(rules, nt_deal)


def test_suit_coronets_double_in_trumps_and_at_no_trump() -> None:
    run = (Coronet(Seat.S, Suit.D, 5),)  # A K Q J 10 of diamonds: 500 × 3 (V-CORO-2)
    plain = result("2H", "N", 8, holdings=Holdings((3, 2), (2, 2), run))
    trumps = result("2D", "N", 8, holdings=Holdings((5, 0), (2, 2), run))
    no_trump = result("2NT", "N", 8, holdings=Holdings(None, (2, 2), run))
    assert ("NS", "coronet", 1500) in above(RuleSet(), plain)
    assert ("NS", "coronet", 3000) in above(RuleSet(), trumps)
    assert ("NS", "coronet", 3000) in above(RuleSet(), no_trump)


def test_undertrick_unit() -> None:
    deal = result("2S", "N", 6)
    assert above(RuleSet(), deal) == Counter({("EW", "penalty", 4000): 1})  # V-PEN-1
    assert above(RuleSet(undertrick_unit=500), deal) == Counter({("EW", "penalty", 2000): 1})


def test_slam_premiums_not_cumulative() -> None:
    deal = result("6S", "N", 12)
    assert above(RuleSet(), deal) == Counter(
        {("NS", "slam_bid", 5000): 1, ("NS", "slam_taken", 1000): 1}
    )  # V-SLAM-3
    rules = RuleSet(slam_premiums_cumulative=False)  # C-11
    assert above(rules, deal) == Counter({("NS", "slam_bid", 5000): 1})
    unbid = result("4S", "N", 12)
    assert above(rules, unbid) == Counter({("NS", "slam_taken", 1000): 1})


def test_failed_contract_cannot_win_the_game_when_the_option_says_so() -> None:
    deal = result("6H", "S", 9)  # 540 below for NS although 3 short (E6)
    ledger = Ledger().add(deal)
    assert ledger.rubbers[0].games_won == (Side.NS,)  # C-21 default
    strict = RuleSet(failed_contract_can_win_game=False)
    rubber = Ledger(strict).add(deal).rubbers[0]
    assert rubber.games_won == () and rubber.running == (490, 240)
    assert ("NS", "revoke_excess", 50) in Counter(
        (e.side.name, e.kind.value, e.points) for e in rubber.deals[0].above
    )


def test_rubber_bonus_replacing_the_game_bonus() -> None:
    win = result("5H", "S", 11)
    ledger = Ledger(RuleSet(rubber_bonus_mode=RubberBonusMode.REPLACES_GAME_BONUS))
    rubber = ledger.add(win).add(win).rubbers[0]  # C-13
    kinds = [e.kind for d in rubber.deals for e in d.above]
    assert kinds == [EntryKind.GAME, EntryKind.RUBBER]
    additive = Ledger().add(win).add(win).rubbers[0]
    assert [e.kind for d in additive.deals for e in d.above] == [
        EntryKind.GAME,
        EntryKind.GAME,
        EntryKind.RUBBER,
    ]


def test_passed_out_redeal_only_writes_nothing() -> None:
    rules = RuleSet(passed_out=PassedOut.REDEAL_ONLY)  # C-15, V-PASS-5
    win = result("5H", "S", 11)
    passed = DealResult(None, None)
    rubber = Ledger(rules).add(passed).add(win).add(win).rubbers[0]
    assert rubber.crosses == 0
    assert EntryKind.CROSSES not in [e.kind for d in rubber.deals for e in d.above]
    flat = Ledger().add(passed).add(win).add(win).rubbers[0]
    assert flat.crosses == 1


def test_cross_value_sequences() -> None:
    winding = RuleSet(cross_values=CrossValues.WINDING)  # V-PASS-3, E14
    assert [cross_values(winding, k) for k in range(1, 8)] == [
        500,
        1500,
        3000,
        3500,
        4500,
        6000,
        6500,
    ]
    assert [cross_values(RuleSet(), k) for k in range(1, 4)] == [500, 1000, 1500]


def test_redeal_by_same_dealer() -> None:
    assert next_dealer(RuleSet(), Seat.S, passed_out=True) is Seat.W  # V-DEAL-6
    same = RuleSet(redeal_by=RedealBy.SAME)  # C-16
    assert next_dealer(same, Seat.S, passed_out=True) is Seat.S
    assert next_dealer(same, Seat.S, passed_out=False) is Seat.W


def test_revoke_missing_tricks_at_trick_value() -> None:
    deal = result("1S", "N", 2, revokes=(Revoke(Seat.N),))  # E12 without cards
    assert ("EW", "revoke_penalty", 1000) in above(RuleSet(), deal)  # V-REV-6
    rules = RuleSet(revoke_missing_trick_unit=RevokeMissingTrickUnit.TRICK_VALUE)  # C-17
    assert ("EW", "revoke_penalty", 10) in above(rules, deal)


def test_revoke_slam_premium_declared() -> None:
    deal = result("4S", "N", 10, revokes=(Revoke(Seat.E),))  # 10 + 3 = 13 for NS
    assert ("NS", "slam_taken", 2000) in above(RuleSet(), deal)  # V-REV-7
    rules = RuleSet(revoke_slam_premium=RevokeSlamPremium.DECLARED)  # C-23
    got = above(rules, deal)
    assert ("NS", "slam_bid", 10000) in got and ("NS", "slam_taken", 2000) not in got


def test_taken_slam_for_defenders_only_with_any_side() -> None:
    deal = result("1NT", "N", 1)  # EW take 12 (E20)
    assert ("EW", "slam_taken", 1000) in above(RuleSet(), deal)
    from wint.games.vint.rules import TakenSlamBonus

    rules = RuleSet(taken_slam_bonus=TakenSlamBonus.DECLARER_IF_MADE)  # C-12
    assert ("EW", "slam_taken", 1000) not in above(rules, deal)


def test_revoke_cap_when_already_above_490() -> None:
    deal = result("2H", "N", 10, revokes=(Revoke(Seat.S),))
    score = score_deal(RuleSet(), deal, (495, 0))
    assert score.below[Side.NS] == 0  # V-REV-8: no room left under 490
    assert ("NS", "revoke_excess", 140) in above(RuleSet(), deal, (495, 0))


def test_two_revokes_by_one_side_move_six_tricks() -> None:
    """V-REV-10: each revoke moves three tricks, in the order played."""
    deal = result("3H", "N", 9, revokes=(Revoke(Seat.E), Revoke(Seat.W)))
    score = score_deal(RuleSet(), deal)
    assert score.tricks == (13, 0)  # 9 + 3 + 1 moved; EW had only 4
    assert ("NS", "revoke_penalty", 2 * 3000) in above(RuleSet(), deal)  # V-REV-6: 2 missing
    assert ("NS", "slam_taken", 2000) in above(RuleSet(), deal)  # V-REV-7


def test_transfers_never_exceed_the_tricks_held() -> None:
    deal = result("1S", "N", 4, revokes=(Revoke(Seat.N), Revoke(Seat.S)))
    score = score_deal(RuleSet(), deal)
    assert score.tricks == (0, 13)  # 3 moved, then the last 1
    assert ("EW", "revoke_penalty", 2 * 1000) in above(RuleSet(), deal)


def test_revokes_by_both_sides_penalise_and_cap_both() -> None:
    """V-REV-10: both penalties apply together and neither side may win the game."""
    deal = result("2H", "N", 8, revokes=(Revoke(Seat.E), Revoke(Seat.S)))
    score = score_deal(RuleSet(), deal, (400, 400))
    assert score.tricks == (8, 5)  # 8 + 3 - 3
    assert score.below == (90, 90)  # both capped at 490 (V-REV-8)
    got = above(RuleSet(), deal, (400, 400))
    assert ("NS", "revoke_excess", 160 - 90) in got and ("EW", "revoke_excess", 100 - 90) in got
    assert not any(kind == "revoke_penalty" for _, kind, _ in got)


def test_raspasovka_scores_the_difference_for_the_side_with_fewer_tricks() -> None:
    rules = RuleSet(passed_out=PassedOut.RASPASOVKA)
    score = score_deal(rules, DealResult(None, 4))
    assert score.below == (0, 0)
    assert [(e.side, e.points) for e in score.above] == [(Side.NS, 2500)]  # V-PASS-4
    rubber = Ledger(rules).add(DealResult(None, 4)).rubbers[0]
    assert rubber.crosses == 0  # no cross with распасовка


def test_both_sides_reaching_500_with_equal_totals_goes_to_the_declarers() -> None:
    ledger = Ledger(start=(440, 430)).add(result("1NT", "E", 7))  # EW +70, NS +60: 500 / 500
    rubber = ledger.rubbers[0]
    assert rubber.deals[0].running == (500, 500)
    assert rubber.games_won == (Side.EW,)  # V-PART-3 tie → declarer's side


def test_entries_name_their_rules() -> None:
    deal = result("6H", "S", 9, holdings=Holdings((4, 1), (2, 2)))
    rules = {e.kind: e.rule for e in score_deal(RuleSet(), deal).above}
    assert rules == {
        EntryKind.PENALTY: "V-PEN-1",
        EntryKind.SLAM_BID: "V-SLAM-4",
        EntryKind.HONOURS: "V-HON-6",
    }
