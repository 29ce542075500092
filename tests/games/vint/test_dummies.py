"""Vint for two or three players with dummies (rules/vint.md §4.1): who acts for a dummy's
seat, the full auction and the single declaration, and what each player's view shows."""

from __future__ import annotations

import random

import pytest

from wint.core.deal import deal_from_seed
from wint.core.dummies import Exposure
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import SEATS, Seat
from wint.games.vint.calls import INVITE, PASS, QUESTION, Call
from wint.games.vint.rules import DummyAuction, PassedOut, RuleSet
from wint.games.vint.state import DealState, Phase

SINGLE = RuleSet(dummy_auction=DummyAuction.SINGLE_DECLARATION)
TWO = (Seat.N, Seat.E)  # South plays North's dummy, West East's
THREE = (Seat.N,)  # South plays North's dummy; East and West their own hands


def _start(dummies: tuple[Seat, ...], rules: RuleSet | None = None, dealer: Seat = Seat.N):
    return DealState.new(deal_from_seed(5, 2, dealer), dealer, rules, dummies)


def test_the_owner_acts_for_his_dummy_and_nobody_else_does() -> None:
    state = _start(THREE)
    assert state.to_act is Seat.N and state.actor is Seat.S
    with pytest.raises(IllegalActionError) as refused:
        state.apply_code("1S", Seat.E)
    assert refused.value.reason is Reason.NOT_YOUR_TURN
    state = state.apply_code("1S", Seat.S)  # South calls for North's seat
    assert state.calls() == ((Seat.N, Call.parse("1S")),)
    assert (state.to_act, state.actor) == (Seat.E, Seat.E)
    with pytest.raises(IllegalActionError):
        state.apply_code("P", Seat.S)


def test_a_full_auction_is_the_four_players_auction_the_owner_calling_at_the_dummys_turn() -> None:
    """§4.1 [INF]: dummies do not bid on their own; the owner makes the dummy seat's calls
    in its turn, and a bid made there makes the dummy the declarer (V-BID-9)."""
    codes = "1S P 2H" + " P" * 8
    four, three = _start(()), _start(THREE)
    for code in codes.split():
        four = four.apply_code(code)
        three = three.apply_code(code, three.actor)
    assert three.history() == four.history()
    assert three.contract == four.contract and three.contract is not None
    assert three.contract.declarer is Seat.S
    dummy_declares = _start(THREE)
    for code in ("1S" + " P" * 8).split():
        dummy_declares = dummy_declares.apply_code(code, dummy_declares.actor)
    contract = dummy_declares.contract
    assert contract is not None and contract.declarer is Seat.N
    assert dummy_declares.to_act is Seat.E  # the declarer's left-hand opponent (V-PLAY-2)


@pytest.mark.parametrize("dealer", SEATS)
def test_single_declaration_the_dealers_seat_first_the_answer_closes(dealer: Seat) -> None:
    """§4.1 (ECOSMAK): one call for each side, the dealer's seat first, then the seat on its
    left, whose call closes the auction; no question, no invitation."""
    state = _start(TWO, SINGLE, dealer)
    assert state.to_act is dealer
    assert QUESTION not in state.legal_actions() and INVITE not in state.legal_actions()
    state = state.apply_code("1H", state.actor)
    assert state.to_act is dealer.lho and state.phase is Phase.AUCTION
    assert Call.parse("1H") not in state.legal_actions()  # only higher bids, or a pass
    assert state.legal_actions()[0] is PASS
    with pytest.raises(IllegalActionError) as low:
        state.apply_code("1S")
    assert low.value.reason is Reason.BID_TOO_LOW
    with pytest.raises(IllegalActionError) as asked:
        state.apply_code("Q")
    assert asked.value.reason is Reason.QUESTION_NOT_ALLOWED
    kept = state.apply_code("P")
    assert kept.contract is not None and kept.contract.declarer is dealer
    assert kept.phase is Phase.PLAY and kept.to_act is dealer.lho
    overcalled = state.apply_code("2C")
    assert overcalled.contract is not None
    assert (overcalled.contract.declarer, overcalled.contract.level) == (dealer.lho, 2)
    assert overcalled.to_act is dealer.lho.lho
    assert overcalled.history() == (Call.parse("1H"), Call.parse("2C"))
    assert overcalled.auction_high == (Call.parse("2C"), dealer.lho)


def test_single_declaration_two_passes_throw_the_deal_in_or_play_it_out() -> None:
    thrown = _start(TWO, SINGLE).apply_code("P").apply_code("P")
    assert thrown.phase is Phase.PASSED_OUT and thrown.is_over
    raspasovka = RuleSet(
        dummy_auction=DummyAuction.SINGLE_DECLARATION, passed_out=PassedOut.RASPASOVKA
    )
    played = _start(TWO, raspasovka).apply_code("P").apply_code("P")
    assert played.phase is Phase.PLAY and played.contract is None


def test_dealer_must_bid_binds_the_declaration() -> None:
    rules = RuleSet(dummy_auction=DummyAuction.SINGLE_DECLARATION, dealer_must_bid=True)
    assert PASS not in _start(TWO, rules).legal_actions()


def test_a_view_of_a_dummys_seat_is_refused() -> None:
    with pytest.raises(ValueError, match="dummy"):
        _start(THREE).view(Seat.N)


def _played_out(dummies: tuple[Seat, ...], rules: RuleSet, seed: int) -> list[DealState]:
    rng = random.Random(seed)
    state = _start(dummies, rules, SEATS[seed % 4])
    states = [state]
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()), state.actor)
        states.append(state)
    return states


@pytest.mark.parametrize("exposure", list(Exposure))
@pytest.mark.parametrize("dummies", [TWO, THREE], ids=["two", "three"])
def test_no_view_ever_shows_a_hidden_dummy(dummies: tuple[Seat, ...], exposure: Exposure) -> None:
    """Every view of every position of random deals: a player sees his own hand, his
    dummy's from the deal, another's dummy only once exposed, never a player's hand; the
    legal actions go to whoever acts for the seat on turn."""
    rules = RuleSet(dummy_exposed=exposure, auction_close_passes=3)
    players = [seat for seat in SEATS if seat not in dummies]
    for seed in range(6):
        for state in _played_out(dummies, rules, seed):
            led = bool(state.played)
            for player in players:
                view = state.view(player)
                shown = {seat for seat, _ in view.shown}
                exposed = led or exposure is Exposure.AFTER_DEAL
                expected = {d for d in dummies if d.partner is player or exposed}
                assert shown == expected
                for seat, cards in view.shown:
                    assert cards == state.hand(seat)
                assert not view.unseen.mask & view.hand.mask
                for seat in SEATS:
                    if seat not in shown and seat is not player:
                        assert view.hand_of(seat) is None
                        assert state.hand(seat) <= view.unseen
                acts = state.actor is player
                assert bool(view.legal_actions) is (acts and not state.is_over)


def test_the_owner_decides_for_his_dummy_from_the_dummys_seat_with_both_hands() -> None:
    state = _start(THREE)
    view = state.view(Seat.S).acting()
    assert view.seat is Seat.N and view.hand == state.hand(Seat.N)
    assert view.hand_of(Seat.S) == state.hand(Seat.S)
    assert view.unseen == state.hand(Seat.E) | state.hand(Seat.W)
    assert state.view(Seat.E).acting().seat is Seat.E  # not East's dummy: his own view
