"""Vint's computer players at a table with dummies (rules/vint.md §4.1): honest (a decision
depends only on what the view shows: the player's own hand, his dummy's, a dummy exposed),
an exposed dummy's remaining cards fixed in every sampled layout, the owner bidding for the
side from both hands, and whole deals of two and three players played through."""

from __future__ import annotations

import random
import time

import pytest

from wint.ai.advice import AdviceReason, Situation
from wint.ai.sampling import sample_layouts
from wint.ai.vint.base import BasicPlayer
from wint.ai.vint.bidding import advise_call
from wint.ai.vint.inference import knowledge
from wint.ai.vint.levels import MonteCarloPlayer, make_player
from wint.core.cards import CardSet
from wint.core.deal import Deal, deal_from_seed
from wint.core.seats import SEATS, Seat
from wint.games.vint.calls import PASS
from wint.games.vint.rules import DummyAuction, RuleSet
from wint.games.vint.state import DealState, Phase

N, E, S, W = SEATS
THREE = (N,)  # South plays North's dummy
AUCTION = "1S P P P P P P P P"  # North (South's dummy) declares; East leads


def _state(deal: Deal, dealer: Seat = N, rules: RuleSet | None = None) -> DealState:
    return DealState.new(deal, dealer, rules, THREE)


def _redealt(state: DealState, viewer: Seat, rng: random.Random) -> DealState:
    """The same position with the hands ``viewer`` cannot see dealt again among their
    seats (the cards they played kept where they were)."""
    view = state.view(viewer)
    hidden = [s for s in SEATS if s is not viewer and view.hand_of(s) is None]
    cards = [c for s in hidden for c in state.hand(s)]
    rng.shuffle(cards)
    hands = list(state.deal.hands)
    start = 0
    for seat in hidden:
        count = len(state.hand(seat))
        played = state.deal.hands[seat] - state.hand(seat)
        hands[seat] = played | CardSet.of(cards[start : start + count])
        start += count
    again = DealState.new(Deal(tuple(hands)), state.dealer, state.rules, THREE)  # type: ignore[arg-type]
    for action in state.history():
        again = again.apply(action)
    return again


def _play_to(state: DealState, plies: int) -> DealState:
    player = BasicPlayer()
    for _ in range(plies):
        actor = state.actor
        assert actor is not None
        state = state.apply(player.decide(state.view(actor), Situation()).action, actor)
    return state


@pytest.mark.parametrize("plies", [0, 9, 11, 12, 21])
def test_a_players_decisions_depend_only_on_what_its_view_shows(plies: int) -> None:
    """The owner's call for his dummy (ply 0), East's opening lead before the dummy is
    exposed (9), West seeing the exposed dummy (11), the dummy's first card played by its
    owner (12), later in the play (21): the hands the actor does not see dealt again change
    no decision of the basic and the Monte Carlo players."""
    pytest.importorskip("endplay")
    rng = random.Random(plies)
    for number in range(3):
        state = _state(deal_from_seed(41, number))
        for code in AUCTION.split():
            state = state.apply_code(code, state.actor)
        state = _play_to(state, plies - 9) if plies >= 9 else _state(deal_from_seed(41, number))
        actor = state.actor
        assert actor is not None
        for player in (BasicPlayer(), MonteCarloPlayer(6, seed=2)):
            first = player.decide(state.view(actor), Situation()).action
            for _ in range(2):
                other = _redealt(state, actor, rng)
                assert player.decide(other.view(actor), Situation()).action == first


def test_an_exposed_dummy_is_fixed_in_every_sampled_layout() -> None:
    state = _state(deal_from_seed(41, 1))
    for code in AUCTION.split():
        state = state.apply_code(code, state.actor)
    state = _play_to(state, 3)  # East led, South and West played: the dummy is exposed
    for seat in (E, W, S):
        view = state.view(seat).acting()
        known = knowledge(view)
        for layout in sample_layouts(known, view.hand.mask, 20, random.Random(1)):
            for shown, cards in view.shown:
                assert layout[shown] == cards.mask
            assert layout[view.seat] == view.hand.mask


def test_the_owner_bids_for_the_side_from_both_hands() -> None:
    """North (the dummy) deals with a strong hand; South alone holds nothing: the owner's
    call at North's seat counts both hands (§4.1), and the side's call at South's seat too."""
    pbn = "N:AKQJ5.AK4.A32.K2 T98.QJ9.KQJ9.QJ3 432.T83.T87.9876 76.7652.654.AT54"
    deal = Deal.parse_pbn(pbn)
    view = _state(deal).view(S).acting()
    assert view.seat is N
    advice = advise_call(view, Situation())
    assert advice.action.is_bid and advice.reason is AdviceReason.SIDE_HANDS
    weak = "N:432.T83.T87.9876 T98.QJ9.KQJ9.QJ3 76.7652.654.AT54 AKQJ5.AK4.A32.K2"
    advice = advise_call(_state(Deal.parse_pbn(weak)).view(S).acting(), Situation())
    assert advice.action is PASS and advice.reason is AdviceReason.SIDE_HANDS


@pytest.mark.parametrize(
    ("dummies", "rules"),
    [
        (THREE, RuleSet()),
        ((N, E), RuleSet()),
        ((N, E), RuleSet(dummy_auction=DummyAuction.SINGLE_DECLARATION)),
    ],
    ids=["three", "two", "two-single"],
)
def test_basic_players_play_whole_deals_with_dummies(
    dummies: tuple[Seat, ...], rules: RuleSet
) -> None:
    players = {seat: make_player("basic", seat.name) for seat in SEATS if seat not in dummies}
    contracts = 0
    for number in range(6):
        state = DealState.new(deal_from_seed(9, number), SEATS[number % 4], rules, dummies)
        while not state.is_over:
            actor = state.actor
            assert actor is not None and actor not in dummies
            view = state.view(actor)
            state = state.apply(players[actor].decide(view, Situation()).action, actor)
        contracts += state.phase is Phase.COMPLETE
        assert state.result() is not None
    assert contracts  # some deals are bid and played out


def test_a_hint_for_the_dummys_card_is_one_of_its_cards() -> None:
    """The hints' suggestion when the owner plays for his dummy: a card of the dummy's
    legal ones, weighed from the dummy's seat (§4.1)."""
    pytest.importorskip("endplay")
    from wint.ai.vint.suggest import suggest

    state = _state(deal_from_seed(41, 0))
    for code in AUCTION.split():
        state = state.apply_code(code, state.actor)
    state = _play_to(state, 3)  # East led, South and West played: North (the dummy) plays
    assert (state.to_act, state.actor) == (N, S)
    suggestion = suggest(state.view(S), Situation(), "strong", seed=1)
    assert suggestion.advice.action in state.legal_actions()
    assert suggestion.advice.action in state.hand(N)


def test_three_basic_players_play_a_table_rules_session_with_a_dummy_to_the_end() -> None:
    """§4.1 with the ``table`` preset (V-PLAY-11): a session of three computers, the dummy
    passed on each rubber, plays deal after deal to its end; every decision, the owner's
    for his dummy's seat included (the claims of revokes, the opponents' choices), is one
    the engine takes from the player who acts.  Guarded: a refused decision would hang the
    window, here it raises; a deal has at most its plies, the whole a time limit."""
    from wint.games.vint.game import VINT
    from wint.games.vint.rules.loader import load_preset
    from wint.session.model import PlayerConfig, Session, seated

    three = (None, PlayerConfig("Anna"), PlayerConfig("Boris"), PlayerConfig("Vera"))
    session = Session.start(seated(VINT, load_preset("table"), three, 7))
    players = {seat: make_player("basic", seat.name) for seat in SEATS}
    claims, partners, began = 0, set(), time.monotonic()
    while session.number < 12:
        dummies = session.setup.dummies_of(session.turn)
        partners.add(dummies[0].partner)
        for _ in range(300):  # 13 tricks of 4 cards, the calls and the claims: far fewer
            state = session.state
            if state.is_over:
                break
            actor = state.actor
            assert actor is not None and actor not in dummies
            owner = actor is dummies[0].partner
            claims += state.phase is Phase.REVOKES and owner
            decided = players[actor].decide(state.view(actor), Situation()).action
            session = session.apply(decided, actor)
        assert session.state.is_over, "the deal did not end"
        assert time.monotonic() - began < 120
        session = session.next_deal()
    assert claims  # show-outs led to the claims of revokes: the owners claimed too
    assert len(partners) > 1  # the dummy changed hands with the rubber
