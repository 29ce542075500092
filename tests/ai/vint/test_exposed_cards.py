"""The computer players know the exposed cards (V-IRR-1): face up, each lies in its owner's hand
in every layout they imagine, and a decision follows what the view shows, nothing else."""

from __future__ import annotations

import random

from tests.core.helpers import DEAL, calls, start
from wint.ai.advice import Situation
from wint.ai.vint.inference import knowledge
from wint.ai.vint.levels import MonteCarloPlayer
from wint.ai.vint.montecarlo import _layouts, choose_card
from wint.ai.vint.table import read_table
from wint.core.cards import Card
from wint.core.deal import Deal, deal_from_seed
from wint.core.seats import SEATS, Seat
from wint.games.vint.rules import RuleSet, load_preset
from wint.games.vint.state import DealState, Phase
from wint.games.vint.table import TableState
from wint.games.vint.view import SeatView

TABLE = RuleSet(allow_revokes=True)
# DEAL: N AQJ84.T96.93.A97, E K765.J8.T5.J8652, S T9.AK42.AKQJ2.K3, W 32.Q753.8764.QT4
OUT_OF_TURN = "1S " + "P " * 8 + "S2 LEAD:keep"  # W leads out of turn; E is to lead
CORRECTED = OUT_OF_TURN + " H8 D2 H3 ASK:S ANSWER:yes CORRECT:low H2 H3 H6 D5"  # S's D2 too


def layouts_of(view: SeatView, count: int = 24) -> list[tuple[int, ...]]:
    played = tuple(view.played_by(seat).mask for seat in SEATS)
    return _layouts(view, Situation(), count, random.Random(view.seat), played)


def test_every_layout_deals_the_exposed_cards_to_their_owners() -> None:
    for actions in (OUT_OF_TURN, CORRECTED):
        state = calls(start(rules=TABLE), actions)
        assert state.exposed
        for observer in SEATS:
            view = state.view(observer)
            for with_auction in (True, False):
                voids = knowledge(view, with_auction).voids
                assert all(not voids[seat] >> card.suit & 1 for seat, card in state.exposed)
            for layout in layouts_of(view):
                for owner, card in state.exposed:
                    assert layout[owner] & card.bit, (actions, observer, card)


def test_the_basic_player_never_marks_an_owner_void_in_his_exposed_card() -> None:
    # W fails to follow to spades with his S2 lying exposed: a revoke, not a void (V-IRR-1)
    state = calls(start(rules=TABLE), OUT_OF_TURN + " S5 S9 EXPOSED:leave H3")
    assert state.exposed == ((Seat.W, Card.parse("S2")),)
    for observer in (Seat.N, Seat.E, Seat.S):
        assert not read_table(state.view(observer)).voids[Seat.W] >> Card.parse("S2").suit & 1
        assert all(
            layout[Seat.W] & Card.parse("S2").bit for layout in layouts_of(state.view(observer))
        )


def _swapped(deal: Deal, *pairs: tuple[Seat, str, Seat, str]) -> Deal:
    """``deal`` with each pair of cards exchanged between their holders."""
    masks = [hand.mask for hand in deal.hands]
    for one, a, other, b in pairs:
        bits = Card.parse(a).bit, Card.parse(b).bit
        assert masks[one] & bits[0] and masks[other] & bits[1]
        masks[one] ^= bits[0] | bits[1]
        masks[other] ^= bits[0] | bits[1]
    return Deal.from_masks(masks)


def test_a_decision_follows_only_what_the_view_shows() -> None:
    state = calls(start(rules=TABLE), OUT_OF_TURN)
    assert state.to_act is Seat.E and state.exposed == ((Seat.W, Card.parse("S2")),)
    # the hidden cards dealt otherwise, W's S2 exposed as before: E sees and decides the same
    redealt = _swapped(DEAL, (Seat.N, "H9", Seat.W, "D8"), (Seat.S, "CK", Seat.N, "D9"))
    again = calls(start(rules=TABLE, deal=redealt), OUT_OF_TURN)
    view, same = state.view(Seat.E), again.view(Seat.E)
    assert view == same
    first = choose_card(view, Situation(), 16, random.Random(5))
    assert choose_card(same, Situation(), 16, random.Random(5)) == first
    # the exposed card with S instead (S leads it out of turn): the layouts follow it
    moved = calls(
        start(rules=TABLE, deal=_swapped(DEAL, (Seat.W, "S2", Seat.S, "S9"))), OUT_OF_TURN
    )
    assert moved.exposed == ((Seat.S, Card.parse("S2")),)
    assert all(layout[Seat.S] & Card.parse("S2").bit for layout in layouts_of(moved.view(Seat.E)))


def test_a_table_deal_with_an_exposed_card_plays_out_with_strong_players() -> None:
    rules = load_preset("table")
    players = {seat: MonteCarloPlayer(samples=8, seed=seat.name) for seat in SEATS}
    state = DealState.new(deal_from_seed(11, 2), Seat.N, rules)
    while state.phase is Phase.AUCTION:
        seat = state.to_act
        assert seat is not None
        state = state.apply(players[seat].decide(state.view(seat), Situation()).action, seat)
    assert state.to_act is not None, "the deal should be played, not passed out"
    # the opening leader's partner leads out of turn, and the opponents keep the card exposed
    offender = state.to_act.partner
    state = state.apply(min(state.hand(offender)), offender)
    assert isinstance(state, TableState) and state.exposed
    seen = False
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        seen = seen or bool(state.exposed)
        state = state.apply(players[seat].decide(state.view(seat), Situation()).action, seat)
    assert seen and state.result().contract is not None
