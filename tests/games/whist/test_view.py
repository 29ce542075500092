"""What a seat sees (W-VAR-2P, W-VAR-3P, W-DEAL-3): its own hand, the dummies it plays, the
dummies exposed to all, the turned card, the cards played; never another hidden card."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tests.games.whist.helpers import DEAL, play, play_out
from wint.core.cards import FULL_DECK, Card, CardSet
from wint.core.dummies import Exposure
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import Seat
from wint.games.whist.actions import Phase
from wint.games.whist.deal import WhistDeal
from wint.games.whist.rules import WhistRules
from wint.games.whist.state import DealState

AFTER_LEAD = WhistRules(dummy_exposed=Exposure.AFTER_OPENING_LEAD)
# The tables: four players; three with a dummy at S or at E; two with dummies at S and W.
TABLES = [(), (Seat.S,), (Seat.E,), (Seat.S, Seat.W)]


def cards_in(value: object) -> int:
    """Every card a value holds anywhere in its fields, as a mask."""
    if isinstance(value, Card):
        return value.bit
    if isinstance(value, CardSet):
        return value.mask
    if value is None or isinstance(value, (int, str)):  # seats, counts, options
        return 0
    if isinstance(value, tuple):
        mask = 0
        for item in value:
            mask |= cards_in(item)
        return mask
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return cards_in(tuple(getattr(value, field.name) for field in dataclasses.fields(value)))
    return 0


def sees(
    player: Seat, seat: Seat, dummies: tuple[Seat, ...], exposure: Exposure, led: bool
) -> bool:
    """Whether ``player`` may see ``seat``'s hand: his own, a dummy opposite him, a dummy
    exposed after the deal or after the opening lead."""
    if seat is player:
        return True
    if seat not in dummies:
        return False
    return seat.partner is player or exposure is Exposure.AFTER_DEAL or led


@pytest.mark.parametrize("exposure", list(Exposure))
@pytest.mark.parametrize("dummies", TABLES)
def test_no_view_ever_holds_a_hidden_card(dummies: tuple[Seat, ...], exposure: Exposure) -> None:
    """At every step of random deals (table-rules mode, so revokes and the penalties too),
    each player's view holds only the cards he may see, and shows every hand he may see."""
    rules = WhistRules(dummy_exposed=exposure, enforce_follow_suit=False)
    players = [seat for seat in Seat if seat not in dummies]
    rng = random.Random(len(dummies))
    for number in range(12):
        deal = WhistDeal.from_seed(21, number, Seat(number % 4))
        assert deal.turned is not None
        state = DealState.new(deal, rules, dummies)
        while True:
            played = state.played.mask
            for player in players:
                view = state.view(player)
                allowed = played | deal.hand(player).mask | deal.turned.bit
                for seat in Seat:
                    visible = sees(player, seat, dummies, exposure, played != 0)
                    assert (view.hands[seat] is not None) is visible
                    if visible:
                        allowed |= state.hand(seat).mask
                assert cards_in(view) & ~allowed == 0
                assert view.unseen.mask == FULL_DECK & ~allowed
            if state.is_over:
                break
            legal = state.legal_actions()
            seat = state.to_act
            if state.phase is Phase.PLAY and seat is not None and rng.random() < 0.1:
                legal = state.hand(seat).cards()
            state = state.apply(rng.choice(legal))


def test_unseen_is_the_complement_of_what_a_seat_knows() -> None:
    state = play(DealState.new(DEAL, dummies=(Seat.S,)), "S5")
    view = state.view(Seat.E)
    known = 0
    for seat in Seat:
        known |= view.known(seat).mask
    assert view.unseen.mask == FULL_DECK & ~known & ~view.played.mask
    hidden = state.hand(Seat.W).mask | (state.hand(Seat.N).mask & ~Card.parse("D9").bit)
    assert view.unseen.mask == hidden


def test_the_turned_card_is_known_to_be_the_dealers_until_he_plays_it() -> None:
    state = DealState.new(DEAL)
    turned = Card.parse("D9")
    view = state.view(Seat.E)
    assert view.turned is turned and view.turned_shown
    assert view.known(Seat.N) == CardSet.of([turned]) and turned not in view.unseen
    while turned not in state.played:
        view = state.view(Seat.W)
        assert view.known(Seat.N) == CardSet.of([turned]) and turned not in view.unseen
        state = state.apply(state.legal_actions()[-1])
    assert len(state.tricks) > 1 and not state.view(Seat.W).turned_shown
    assert state.view(Seat.W).known(Seat.N) == CardSet()
    assert state.view(Seat.N).known(Seat.N) == state.hand(Seat.N)


@pytest.mark.parametrize(("rules", "exposed_at_start"), [(WhistRules(), True), (AFTER_LEAD, False)])
def test_three_players_the_dummy_is_played_and_seen_by_its_partner(
    rules: WhistRules, exposed_at_start: bool
) -> None:
    """W-VAR-3P: S is a dummy, played by N; the others see it after the deal or after the
    opening lead, as ``dummy_exposed`` says."""
    state = DealState.new(DEAL, rules, (Seat.S,))
    assert state.view(Seat.N).hands[Seat.S] == DEAL.hand(Seat.S)
    assert (state.view(Seat.E).hands[Seat.S] is not None) is exposed_at_start
    assert (state.view(Seat.W).hands[Seat.S] is not None) is exposed_at_start
    assert state.view(Seat.E).hands[Seat.N] is None
    state = play(state, "SK")
    assert state.to_act is Seat.S and state.actor is Seat.N
    assert state.view(Seat.E).hands[Seat.S] == state.hand(Seat.S)
    assert (
        state.view(Seat.N).legal_actions
        == state.legal_actions()
        == (Card.parse("ST"), Card.parse("S9"))
    )
    assert state.view(Seat.E).legal_actions == ()
    with pytest.raises(IllegalActionError) as info:
        state.apply_code("ST", Seat.E)
    assert info.value.reason is Reason.NOT_YOUR_TURN
    assert state.apply_code("ST", Seat.N).to_act is Seat.W
    assert state.apply_code("ST", Seat.S).to_act is Seat.W
    with pytest.raises(ValueError, match="dummy"):
        state.view(Seat.S)


@pytest.mark.parametrize(("rules", "exposed_at_start"), [(WhistRules(), True), (AFTER_LEAD, False)])
def test_two_players_each_plays_his_dummy(rules: WhistRules, exposed_at_start: bool) -> None:
    """W-VAR-2P: N plays N and S, E plays E and W; the dummies are exposed per the rules."""
    state = DealState.new(DEAL, rules, (Seat.S, Seat.W))
    north = state.view(Seat.N)
    assert north.dummies == (Seat.S, Seat.W)
    assert north.hands[Seat.S] == DEAL.hand(Seat.S) and north.hands[Seat.E] is None
    assert (north.hands[Seat.W] is not None) is exposed_at_start
    seats = []
    actors = []
    state = play_out(state)
    for before in _states(state):
        if before.to_act is not None:
            seats.append(before.to_act)
            actors.append(before.actor)
    assert set(zip(seats, actors, strict=True)) == {
        (Seat.N, Seat.N),
        (Seat.S, Seat.N),
        (Seat.E, Seat.E),
        (Seat.W, Seat.E),
    }
    assert len(state.tricks) == 13 and state.is_over


def test_a_dummy_sits_opposite_a_player() -> None:
    with pytest.raises(ValueError, match="dummy"):
        DealState.new(DEAL, dummies=(Seat.N, Seat.S))


def test_a_view_holds_the_deal_as_the_seat_knows_it() -> None:
    state = play(DealState.new(DEAL), "S5 S9 S2 SA S4")
    view = state.view(Seat.E)
    assert view.seat is Seat.E and view.dealer is Seat.N and view.trump is state.trump
    assert view.phase is Phase.PLAY and view.to_act is Seat.E and view.actor is Seat.E
    assert view.hand == state.hand(Seat.E) and view.dealt == DEAL.hand(Seat.E)
    assert view.tricks == state.tricks and view.current_trick == ((Seat.N, Card.parse("S4")),)
    assert view.tricks_won == (1, 0)
    assert view.played_by(Seat.E) == CardSet.parse("S5")
    assert view.played_by(Seat.N) == CardSet.parse("SA S4")
    assert view.legal_actions == state.legal_actions()
    assert view.side is Seat.E.side


def _states(state: DealState) -> list[DealState]:
    chain = []
    current: DealState | None = state
    while current is not None:
        chain.append(current)
        current = current.previous
    return chain[::-1]
