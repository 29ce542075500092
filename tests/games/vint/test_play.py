"""The play (V-PLAY): the lead, following suit, winning tricks, reviewing, claims, revokes."""

from __future__ import annotations

import random

import pytest

from tests.core.helpers import DEAL, calls, start
from wint.core.cards import Card, Suit, cards_of_mask
from wint.core.deal import deal_from_seed
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import Seat, Side
from wint.core.tricks import Trumping, legal_mask
from wint.games.vint.contract import Contract
from wint.games.vint.events import CardPlayed, DealCompleted, TrickTaken
from wint.games.vint.result import DealResult, Revoke, ns_tricks
from wint.games.vint.rules import ReviewTricks, RuleSet
from wint.games.vint.state import Claim, DealState, Phase

# DEAL (seed 1, deal 1):  N AQJ84.T96.93.A97   E K765.J8.T5.J8652
#                         S T9.AK42.AKQJ2.K3   W 32.Q753.8764.QT4
ONE_SPADE_BY_N = "1S " + "P " * 8


def c(code: str) -> Card:
    return Card.parse(code)


def test_declarers_left_hand_opponent_leads_and_play_goes_clockwise() -> None:
    state = calls(start(), ONE_SPADE_BY_N)
    assert state.contract == Contract.parse("1S", "N")
    assert state.to_act is Seat.E  # V-PLAY-2
    state = calls(state, "H8")
    assert state.to_act is Seat.S  # V-PLAY-3


def test_must_follow_suit_when_able() -> None:
    state = calls(start(), ONE_SPADE_BY_N + "H8")
    assert set(state.legal_actions()) == {c("HA"), c("HK"), c("H4"), c("H2")}  # V-PLAY-4
    with pytest.raises(IllegalActionError) as info:
        state.apply(c("D2"))
    assert info.value.reason is Reason.MUST_FOLLOW_SUIT


def test_highest_card_of_the_suit_led_wins_and_the_winner_leads() -> None:
    state = calls(start(), ONE_SPADE_BY_N + "H8 H2 HQ H6")
    assert state.tricks[-1].winner is Seat.W  # V-PLAY-5
    assert state.to_act is Seat.W
    assert state.tricks_won(Side.EW) == 1 and state.tricks_won(Side.NS) == 0
    assert state.events[-1] == TrickTaken(state.tricks[-1])


def test_vints_legal_cards_are_the_cores_with_trumping_optional() -> None:
    """Vint's play keeps its own fast path for the legal cards: over random deals it gives
    the core's follow-suit rule with trumping optional (V-PLAY-4), in the same order."""
    rng = random.Random(17)
    checked = 0
    for number in range(60):
        state = DealState.new(deal_from_seed(6, number), Seat(number % 4))
        while not state.is_over:
            seat = state.to_act
            if state.phase is Phase.PLAY and seat is not None:
                led = state.current_trick[0][1].suit if state.current_trick else None
                trump = state.contract.trump if state.contract is not None else None
                mask = legal_mask(state.hand(seat).mask, led, trump, Trumping.OPTIONAL)
                assert state.legal_actions() == cards_of_mask(mask)
                checked += 1
            state = state.apply(rng.choice(state.legal_actions()))
    assert checked > 2000


def test_not_obliged_to_trump_or_to_win() -> None:
    """Over random deals: a player with the suit led may play only that suit; without it,
    any card (trump or discard) (V-PLAY-4)."""
    rng = random.Random(11)
    checked_void = 0
    for number in range(150):
        state = DealState.new(deal_from_seed(5, number), Seat(number % 4))
        while not state.is_over:
            actions = state.legal_actions()
            if state.phase is Phase.PLAY and state.current_trick:
                seat = state.to_act
                assert seat is not None
                hand = state.hand(seat)
                led = state.current_trick[0][1].suit
                if hand.suit(led):
                    assert set(actions) == set(hand.suit(led))
                else:
                    assert set(actions) == set(hand)
                    checked_void += 1
            state = state.apply(rng.choice(actions))
    assert checked_void > 100


def test_trick_winner_matches_an_independent_rule() -> None:
    rng = random.Random(3)
    for number in range(100):
        state = DealState.new(deal_from_seed(9, number), Seat.N)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        contract = state.contract
        trump = contract.trump if contract is not None else None
        for trick in state.tricks:
            plays = trick.plays()
            led = plays[0][1].suit
            trumps = [p for p in plays if p[1].suit is trump]
            pool = trumps or [p for p in plays if p[1].suit is led]
            assert max(pool, key=lambda p: p[1].rank)[0] is trick.winner


def test_cards_of_others_played_cards_and_late_cards_are_refused() -> None:
    state = calls(start(), ONE_SPADE_BY_N)
    for code, reason in (("SA", Reason.NOT_YOUR_TURN), ("ZZ", Reason.BAD_NOTATION)):
        with pytest.raises(IllegalActionError) as info:
            state.apply_code(code)
        assert info.value.reason is reason
    state = calls(state, "H8")
    with pytest.raises(IllegalActionError) as info:
        state.apply(c("H8"))
    assert info.value.reason is Reason.CARD_NOT_IN_HAND
    with pytest.raises(IllegalActionError) as info:
        state.apply(c("HA"), Seat.W)  # the caller says W, but S is on turn
    assert info.value.reason is Reason.NOT_YOUR_TURN
    with pytest.raises(IllegalActionError) as info:
        state.apply_code("2S")
    assert info.value.reason is Reason.AUCTION_CLOSED


@pytest.mark.parametrize(("rule", "after_lead"), [(ReviewTricks.VINT, 1), (ReviewTricks.WHIST, 2)])
def test_reviewing_quitted_tricks(rule: ReviewTricks, after_lead: int) -> None:
    state = calls(start(rules=RuleSet(review_tricks=rule)), ONE_SPADE_BY_N)
    assert state.reviewable_tricks() == ()
    state = calls(state, "H8 H2 HQ H6")
    assert len(state.reviewable_tricks()) == 1
    state = calls(state, "H3 H9 HJ HA")  # S wins
    assert len(state.reviewable_tricks()) == 2  # V-PLAY-8: the last two before a lead
    state = calls(state, "DA")
    assert len(state.reviewable_tricks()) == after_lead  # only the last once led to (C-18)
    assert state.reviewable_tricks()[-1] == state.tricks[-1]


def test_claim_ends_the_deal() -> None:
    state = calls(start(), ONE_SPADE_BY_N + "H8 H2 HQ H6")
    with pytest.raises(IllegalActionError) as info:
        state.apply(Claim(13))
    assert info.value.reason is Reason.BAD_CLAIM
    done = state.apply(Claim(12))  # declarers take all twelve remaining
    assert done.is_over and done.phase is Phase.COMPLETE
    assert (done.tricks_won(Side.NS), done.tricks_won(Side.EW)) == (12, 1)
    assert done.result().tricks_ns == 12
    assert done.events[-1] == DealCompleted()


def test_tricks_left_and_whether_the_contract_was_made() -> None:
    state = calls(start(), ONE_SPADE_BY_N)
    assert state.tricks_left == 13
    state = calls(state, "H8 H2 HQ H6")  # W wins the first trick
    assert state.tricks_left == 12
    made = state.apply(Claim(7)).result()  # 1♠ needs seven tricks (V-BID-2)
    assert made.made and made.undertricks == 0
    short = state.apply(Claim(4)).result()
    assert not short.made and short.undertricks == 3
    assert state.apply(Claim(4)).tricks_left == 12  # claimed, not quitted
    with pytest.raises(ValueError, match="no contract"):
        _ = DealResult(None, None).made
    by_east = Contract.parse("3H", "E")
    assert DealResult(by_east, ns_tricks(Side.EW, 9)).declarer_tricks == 9
    assert ns_tricks(Side.NS, 9) == 9


def test_revokes_are_refused_in_strict_mode_and_recorded_in_table_rules() -> None:
    auction = ONE_SPADE_BY_N + "H8"
    with pytest.raises(IllegalActionError):
        calls(start(), auction + " D2")
    table = RuleSet(allow_revokes=True)  # V-PLAY-11
    state = calls(start(rules=table), auction + " D2")
    assert state.revoke == Revoke(Seat.S)  # V-REV-1
    assert state.events == (CardPlayed(Seat.S, c("D2"), revoke=True),)
    rng = random.Random(2)
    while not state.is_over:  # the cards at random, then E–W claim the revoke (V-REV-4)
        legal = state.legal_actions()
        state = state.apply(legal[0] if state.phase is Phase.REVOKES else rng.choice(legal))
    assert state.result().revokes == (Revoke(Seat.S),)


def test_result_counts_held_and_captured_honours() -> None:
    rng = random.Random(4)
    state = calls(start(), ONE_SPADE_BY_N)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    result = state.result()
    assert result.holdings is not None and result.captured is not None
    # N holds SA SQ SJ, S ST: NS hold 4 of the five spade honours (V-HON-2).
    assert result.holdings.honours == (4, 1)
    assert result.holdings.aces == (4, 0)  # SA CA with N, HA DA with S
    assert sum(result.captured.aces) == 4 and sum(result.captured.honours or ()) == 5
    won = [0, 0]
    for trick in state.tricks:
        won[trick.winner.side] += sum(1 for card in trick.cards if card.rank == 12)
    assert result.captured.aces == tuple(won)


def test_hands_shrink_as_cards_are_played() -> None:
    state = calls(start(), ONE_SPADE_BY_N + "H8")
    assert len(state.hand(Seat.E)) == 12 and len(state.hand(Seat.S)) == 13
    assert state.played.cards() == (c("H8"),)
    assert DEAL.hands[Seat.E].suit(Suit.H).cards() == (c("HJ"), c("H8"))
