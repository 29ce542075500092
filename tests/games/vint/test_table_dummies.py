"""Table-rules mode with dummies (§4.1 with V-REV, V-IRR): the owner plays the table rules
for his dummy.  He plays its cards, a revoke among them; nobody asks a dummy «не по ошибке
ли?», nor a dummy its owner; the choices that fall to a dummy's seat are his; a lead out of
turn may come from the dummy's hand; a dummy's exposed card is bound as any other; he claims
revokes for his side, the dummy never."""

from __future__ import annotations

import random

import pytest

from tests.core.helpers import DEAL
from wint.core.cards import Card
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import SEATS, Seat
from wint.games.vint.actions import (
    CORRECT_HIGH,
    CORRECT_LOW,
    EXPOSED_LEAVE,
    LEAD_BACK,
    LEAD_KEEP,
    REVOKE_DONE,
    Action,
    Phase,
    ask,
    call_exposed,
    claim_revoke,
    parse_action,
)
from wint.games.vint.events import CardPlayed, LedOutOfTurn
from wint.games.vint.result import Revoke
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState
from wint.games.vint.table import RevokeMade, TableState

# DEAL (seed 1, deal 1):  N AQJ84.T96.93.A97   E K765.J8.T5.J8652
#                         S T9.AK42.AKQJ2.K3   W 32.Q753.8764.QT4
TABLE = RuleSet(allow_revokes=True)
THREE = (Seat.N,)  # South plays North's dummy
TWO = (Seat.N, Seat.E)  # South plays North's dummy, West East's
ONE_SPADE_BY_N = "1S " + "P " * 8  # North (the dummy) declares, East leads


def c(code: str) -> Card:
    return Card.parse(code)


def start(dummies: tuple[Seat, ...] = THREE) -> DealState:
    return DealState.new(DEAL, Seat.N, TABLE, dummies)


def acted(state: DealState, text: str) -> DealState:
    """Apply space-separated codes, each by whoever acts for the seat on turn."""
    for code in text.split():
        state = state.apply_code(code, state.actor)
    return state


def refused(state: DealState, code: str, seat: Seat | None) -> Reason:
    with pytest.raises(IllegalActionError) as info:
        state.apply(parse_action(code), seat)
    return info.value.reason


def test_the_owner_plays_his_dummys_cards_and_its_revoke_is_his() -> None:
    """§4.1: the owner plays the dummy's cards; a dummy's failure to follow while it holds
    the suit is a revoke (V-REV-1), made by its owner's hand, penalised to their side."""
    state = acted(start(), ONE_SPADE_BY_N + "H8 D2 H3")  # South revokes in his own hand
    assert (state.to_act, state.actor) == (Seat.N, Seat.S)
    assert c("C7") not in state.legal_actions()  # North holds T96 of hearts
    assert refused(state, "C7", Seat.E) is Reason.NOT_YOUR_TURN
    assert refused(state, "C7", Seat.W) is Reason.NOT_YOUR_TURN
    revoked = state.apply(c("C7"), Seat.S)
    assert revoked.events[0] == CardPlayed(Seat.N, c("C7"), revoke=True)
    assert revoked.revokes_made == (RevokeMade(Seat.S, 0), RevokeMade(Seat.N, 0))


def test_nobody_asks_a_dummy_nor_a_dummy_its_owner() -> None:
    """V-REV-3 asks the partner: a dummy's partner is its owner, who played its card himself,
    and a dummy says nothing [DEF].  Its revokes are never asked (both partners liable); the
    opponents still ask each other."""
    four = DealState.new(DEAL, Seat.N, TABLE)
    for code in (ONE_SPADE_BY_N + "H8 D2").split():
        four = four.apply_code(code)
    assert ask(Seat.S) in four.questions(Seat.N)  # four players: North asks
    south = acted(start(), ONE_SPADE_BY_N + "H8 D2")
    assert south.questions(Seat.N) == () and south.view(Seat.S).questions == ()
    assert refused(south, "ASK:S", Seat.S) is Reason.QUESTION_NOT_ALLOWED
    assert refused(south, "ASK:S", None) is Reason.QUESTION_NOT_ALLOWED
    north = acted(south, "H3 C7")
    assert all(north.questions(seat) == () for seat in SEATS)
    assert refused(north, "ASK:N", Seat.S) is Reason.QUESTION_NOT_ALLOWED
    over = acted(north, "claim:6 REVOKE:N:1 REVOKE:done REVOKE:done")
    assert over.is_over and over.result().revokes == (Revoke(Seat.N),)
    west = acted(start(), ONE_SPADE_BY_N + "H8 H2 D4")  # West revokes: East may ask him
    assert west.view(Seat.E).questions == (ask(Seat.W),)


def test_the_choices_that_fall_to_a_dummys_seat_are_its_owners() -> None:
    """The dummy is West's left-hand opponent: its owner chooses high or low for West's
    corrected revoke (V-REV-2) and keeps or returns West's lead out of turn (V-IRR-2)."""
    asked = acted(start(), ONE_SPADE_BY_N + "H8 H2 D4").apply_code("ASK:W", Seat.E)
    corrected = asked.apply_code("ANSWER:yes", Seat.W)  # West holds Q753: two or more
    assert (corrected.to_act, corrected.actor) == (Seat.N, Seat.S)
    assert corrected.view(Seat.S).legal_actions == (CORRECT_HIGH, CORRECT_LOW)
    assert all(not corrected.view(seat).legal_actions for seat in (Seat.E, Seat.W))
    assert refused(corrected, "CORRECT:low", Seat.E) is Reason.NOT_YOUR_TURN
    low = corrected.apply(CORRECT_LOW, Seat.S)
    assert low.legal_actions() == (c("H3"),) and low.exposed == ((Seat.W, c("D4")),)
    out = acted(start(), ONE_SPADE_BY_N).apply(c("S2"), Seat.W)  # East was to lead
    assert (out.to_act, out.actor) == (Seat.N, Seat.S)
    assert out.view(Seat.S).legal_actions == (LEAD_KEEP, LEAD_BACK)
    assert refused(out, "LEAD:keep", Seat.E) is Reason.NOT_YOUR_TURN
    kept = out.apply(LEAD_KEEP, Seat.S)
    assert kept.to_act is Seat.E and kept.exposed == ((Seat.W, c("S2")),)


def test_a_lead_out_of_turn_from_the_dummys_hand_and_its_exposed_card() -> None:
    """V-IRR-2 from the dummy's hand: its owner led the dummy's card out of turn.  The card
    is an exposed card as any other though the dummy lies face up (V-IRR-1 [DEF]): the
    opponents call it on the rounds of its suit, its owner may not play it at will.  The
    owner leading from his own hand when the dummy is on lead is out of turn too."""
    state = acted(start(), ONE_SPADE_BY_N)  # East is to lead
    assert refused(state, "SA", Seat.W) is Reason.NOT_YOUR_TURN  # not West's dummy
    out = state.apply(c("SA"), Seat.S)
    assert out.events == (LedOutOfTurn(Seat.N, c("SA")),)
    assert out.to_act is Seat.E and out.legal_actions() == (LEAD_KEEP, LEAD_BACK)
    kept = out.apply(LEAD_KEEP, Seat.E)
    assert kept.exposed == ((Seat.N, c("SA")),) and kept.to_act is Seat.E
    spades = acted(kept, "S5 S9 S3")
    assert spades.to_act is Seat.W  # the dummy's right-hand opponent decides first
    assert spades.legal_actions() == (call_exposed(c("SA")), EXPOSED_LEAVE)
    left = spades.apply(EXPOSED_LEAVE, Seat.W)
    assert (left.to_act, left.actor) == (Seat.N, Seat.S)
    assert c("SA") not in left.legal_actions()  # North holds QJ84 of spades besides
    assert refused(left, "SA", Seat.S) is Reason.EXPOSED_CARD
    called = spades.apply(call_exposed(c("SA")), Seat.W)
    assert called.legal_actions() == (c("SA"),)
    won = called.apply(c("SA"), Seat.S)
    assert won.to_act is Seat.N and won.exposed == ()
    wrong_hand = won.apply(c("HA"), Seat.S)  # South's own card: the dummy was on lead
    assert wrong_hand.events == (LedOutOfTurn(Seat.S, c("HA")),)
    assert wrong_hand.to_act is Seat.W  # South's left-hand opponent chooses


def test_the_owner_claims_for_his_side_and_the_dummy_never() -> None:
    """V-REV-4: the claims go round the live players; the dummy's owner claims the
    opponents' revokes for the side [DEF], and claims tricks when the dummy is on turn."""
    text = ONE_SPADE_BY_N + "H8 H2 D4 H6 claim:6"  # West revokes, East claims the rest
    four = DealState.new(DEAL, Seat.N, TABLE)
    for code in text.split():
        four = four.apply_code(code)
    assert (four.to_act, four.apply(REVOKE_DONE).to_act) == (Seat.S, Seat.N)
    ended = acted(start(), text)
    assert ended.phase is Phase.REVOKES and (ended.to_act, ended.actor) == (Seat.S, Seat.S)
    assert ended.legal_actions() == (claim_revoke(Seat.W, 0), REVOKE_DONE)
    over = acted(ended, "REVOKE:W:1 REVOKE:done")
    assert over.is_over and over.result().revokes == (Revoke(Seat.W),)
    on_dummy = acted(start(), ONE_SPADE_BY_N + "H8 H2 D4")
    assert refused(on_dummy, "claim:6", Seat.E) is Reason.NOT_YOUR_TURN
    assert on_dummy.apply(parse_action("claim:6"), Seat.S).phase is Phase.REVOKES


def _candidates(state: DealState, dummies: tuple[Seat, ...]) -> list[tuple[Action, Seat]]:
    """Every action someone could try now, with who tries it: the legal ones, a revoke, a
    lead out of turn from any hand, the questions."""
    actor = state.actor
    assert actor is not None
    found: list[tuple[Action, Seat]] = [(action, actor) for action in state.legal_actions()]
    if isinstance(state, TableState) and state.phase is Phase.PLAY and state.waiting is None:
        for seat in SEATS:
            owner = seat.partner if seat in dummies else seat
            if seat is state.to_act or not state.current_trick:
                found.extend((card, owner) for card in state.hand(seat))
            found.extend((question, seat) for question in state.questions(seat))
    return found


def _walked(dummies: tuple[Seat, ...], seed: int) -> list[DealState]:
    rng = random.Random(seed)
    bid = rng.choice(("1S", "2H", "1NT", "3C", "2D"))
    state = acted(start(dummies), f"{'P ' * (seed % 4)}{bid} " + "P " * 8)  # the play begins
    states = [state]
    while not state.is_over:
        tries = _candidates(state, dummies)
        rng.shuffle(tries)
        for action, seat in tries:
            try:
                state = state.apply(action, seat)
            except IllegalActionError:
                continue
            break
        states.append(state)
        assert len(states) < 1000
    return states


@pytest.mark.parametrize("dummies", [TWO, THREE], ids=["two", "three"])
def test_no_view_shows_a_hidden_hand_under_table_rules(dummies: tuple[Seat, ...]) -> None:
    """Every view of random deals with revokes, questions, corrections, leads out of turn and
    claims: a player sees his own hand, his dummy's, a dummy once exposed, and the exposed
    cards, never another hand; only the actor has actions; no question touches a dummy."""
    players = [seat for seat in SEATS if seat not in dummies]
    irregular = 0
    for seed in range(8):
        for state in _walked(dummies, seed):
            assert isinstance(state, TableState)
            irregular += bool(state.revokes_made or state.exposed)
            led = bool(state.played)
            for player in players:
                view = state.view(player)
                shown = {seat for seat, _ in view.shown}
                assert shown == {d for d in dummies if d.partner is player or led}
                for seat in SEATS:
                    if seat not in shown and seat is not player:
                        assert view.hand_of(seat) is None
                        assert state.hand(seat) <= view.unseen
                for seat, card in view.exposed:
                    assert card in state.hand(seat)
                acts = state.actor is player
                assert bool(view.legal_actions) is (acts and not state.is_over)
                for question in view.questions:
                    assert player not in dummies and question == ask(player.partner)
                    assert player.partner not in dummies
    assert irregular  # the walk met the table rules
