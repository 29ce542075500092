"""The conventions of rules/vint.md §5 and the basic computer players built on them."""

from __future__ import annotations

import pytest

from wint.ai.advice import Situation
from wint.ai.vint.base import BasicPlayer, RandomPlayer
from wint.ai.vint.bidding import (
    advise_call,
    best_suit,
    expected_tricks,
    playing_tricks,
    sure_tricks,
)
from wint.ai.vint.play import advise_card
from wint.ai.vint.simulation import play_deal, simulate
from wint.core.cards import Card, CardSet, Suit
from wint.core.deal import Deal, deal_from_seed
from wint.core.seats import SEATS, Seat
from wint.games.vint.calls import INVITE, PASS, QUESTION, Call, Strain
from wint.games.vint.state import DealState


def state_after(pbn: str, dealer: Seat, calls: str = "") -> DealState:
    state = DealState.new(Deal.parse_pbn(pbn), dealer)
    for code in calls.split():
        state = state.apply_code(code)
    return state


# N holds three aces: H-BID-2 says no-trump at once.
THREE_ACES = "N:A432.A32.A32.432 KQJ5.KQJ4.54.765 T98.T98.KQJ9.KQJ 76.765.T876.AT98"


def test_sure_tricks_proxy() -> None:
    """§5: each ace 1, A-K 2, A-K-Q 3, long trumps beyond the fourth 1 each."""
    hand = CardSet.parse("SA SK SQ S5 S4 S3 HA DK DQ CJ C9 C8 C2")
    assert sure_tricks(hand, Suit.S) == 3 + 2 + 1
    assert sure_tricks(hand, None) == 3 + 1
    assert best_suit(hand) is Suit.S
    assert playing_tricks(hand, Suit.S) >= sure_tricks(hand, Suit.S)


def test_three_aces_bid_no_trump_at_once() -> None:
    state = state_after(THREE_ACES, Seat.N)
    advice = advise_call(state.view(Seat.N))
    assert advice.action == Call.parse("1NT")
    assert advice.rule == "H-BID-2"


def test_weak_hand_passes() -> None:
    west_deals = state_after(THREE_ACES, Seat.W)  # W: 76.765.T876.AT98
    advice = advise_call(west_deals.view(Seat.W))
    assert advice.action is PASS and advice.rule == "H-BID-6"


def test_support_partners_suit_with_four_trumps() -> None:
    # S opens 1H; N holds four hearts with values: H-BID-8.
    pbn = "N:K2.AJ98.A987.K32 QJ5.Q2.KQJ5.QJ76 A43.KT7654.32.A5 T9876.3.T64.T984"
    state = state_after(pbn, Seat.S, "1H P")
    advice = advise_call(state.view(Seat.N))
    assert advice.action.strain is Strain.H  # type: ignore[union-attr]
    assert advice.rule == "H-BID-8"
    assert expected_tricks(state.view(Seat.N), Strain.H) >= 8


def test_question_and_invitation() -> None:
    """V-BID-8, H-BID-12: a side with nothing to add asks; the declaring side invites."""
    pbn = "N:AKJT9.K92.A32.32 765.QJ5.KQJ5.QJ7 432.AT87.T98.T98 Q8.643.764.AK654"
    state = state_after(pbn, Seat.N, "1S P P")  # W to act after two passes
    assert advise_call(state.view(Seat.W)).action is QUESTION
    asked = state.apply(QUESTION)
    assert advise_call(asked.view(Seat.N)).action is INVITE
    # the asker may only pass
    later = asked.apply(PASS).apply(PASS).apply(PASS)
    assert later.to_act is Seat.W and advise_call(later.view(Seat.W)).action is PASS


def test_game_ending_contract_is_bid_more_readily() -> None:
    """H-BID-10: a marginal «раз» that would finish the game is worth bidding."""
    pbn = "N:Q9876.K2.Q432.32 AKJ.Q53.KJ5.QJ76 32.AJ9876.A7.A54 T54.T4.T986.KT98"
    view = state_after(pbn, Seat.N).view(Seat.N)
    assert advise_call(view, Situation()).action is PASS
    pressed = advise_call(view, Situation(running=(480, 0)))
    assert pressed.action == Call.parse("1S") and pressed.rule == "H-BID-10"


def play_to(state: DealState, codes: str) -> DealState:
    for code in codes.split():
        state = state.apply_code(code)
    return state


# One spade by N; E leads.
PLAY_DEAL = "N:AKQJT.AK2.A32.32 765.QJ5.KQJ5.QJ7 432.T987.T98.T98 98.643.764.AK654"
ONE_SPADE = "1S " + "P " * 8


def test_declarer_draws_trumps_from_the_top() -> None:
    state = play_to(state_after(PLAY_DEAL, Seat.N, ONE_SPADE), "DK D8 D4 DA")  # N wins
    advice = advise_card(state.view(Seat.N))
    assert advice.action == Card.parse("SA") and advice.rule == "H-TRUMP-2"


def test_follow_cheaply_when_partner_wins_and_win_cheaply_otherwise() -> None:
    state = state_after(PLAY_DEAL, Seat.N, ONE_SPADE)
    # E leads the king of diamonds; S has T98 and cannot win: plays the lowest.
    after_lead = play_to(state, "DK")
    advice = advise_card(after_lead.view(Seat.S))
    assert advice.action == Card.parse("D8")
    # W, partner E winning with the king... N still to play the ace: W plays low.
    after_two = play_to(after_lead, "D8")
    assert advise_card(after_two.view(Seat.W)).action == Card.parse("D4")
    # N wins with the ace, the only winner.
    after_three = play_to(after_two, "D4")
    assert advise_card(after_three.view(Seat.N)).action == Card.parse("DA")


def test_cash_a_winner_on_lead() -> None:
    state = state_after(PLAY_DEAL, Seat.N, ONE_SPADE)
    lead = advise_card(state.view(Seat.E))  # E: 765.QJ5.KQJ5.QJ7, no sure winner: long suit
    assert lead.action in state.legal_actions()
    # K-Q-J of diamonds: the king from K-Q (H-LEAD-11), the top of the long suit's sequence.
    assert lead.rule in ("H-LEAD-1", "H-LEAD-3", "H-LEAD-4", "H-LEAD-11")


def test_basic_players_play_whole_deals_legally() -> None:
    players = {seat: BasicPlayer() for seat in SEATS}
    for number in range(60):
        dealer = SEATS[number % 4]
        state = play_deal(DealState.new(deal_from_seed(21, number, dealer), dealer), players)
        assert state.is_over


def test_basic_beats_random_at_making_contracts() -> None:
    basic = simulate(200, 5, "basic")
    rand = simulate(200, 5, "random")
    assert basic.made / max(1, basic.made + basic.failed) > 0.7
    assert basic.made > rand.made
    assert basic.passed_out < 60


def test_random_player_is_uniform_over_legal_actions() -> None:
    state = state_after(PLAY_DEAL, Seat.N)
    player = RandomPlayer(3)
    picks = {player.decide(state.view(Seat.N), Situation()).action for _ in range(400)}
    assert picks == set(state.legal_actions())


def test_advice_refuses_a_seat_not_on_turn() -> None:
    state = state_after(PLAY_DEAL, Seat.N)
    with pytest.raises(ValueError, match="not this seat"):
        advise_call(state.view(Seat.E))
    with pytest.raises(ValueError, match="not this seat"):
        advise_card(state.view(Seat.N))


def test_decisions_are_seeded() -> None:
    a = simulate(30, 9, "random")
    b = simulate(30, 9, "random")
    assert a.contracts == b.contracts and a.made == b.made
