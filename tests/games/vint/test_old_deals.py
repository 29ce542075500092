"""The old deals whose cards are passed before the play: винт с мусором (rules §4.6) and винт с
прикупкой (§4.4) — the deal, the passing and its legality, the hand-over to the ordinary deal
(honours counted after the passing), computers playing them, and the session file."""

from __future__ import annotations

import json

import pytest

from wint.ai.advice import Situation
from wint.ai.vint.levels import make_player
from wint.ai.vint.passing import weakest_card
from wint.core.cards import Card, CardSet
from wint.core.deal import shuffled_deck
from wint.core.errors import IllegalActionError, Reason, RulesError
from wint.core.seats import SEATS, Seat
from wint.games.vint.actions import Give, Phase
from wint.games.vint.calls import Call
from wint.games.vint.events import CardGiven
from wint.games.vint.exchange import deal_text, read_deal, start, talon
from wint.games.vint.result import Holdings
from wint.games.vint.rules import DealVariant, PassedOut, RuleSet, load_preset
from wint.games.vint.state import DealState
from wint.session.io import dump_session, read_session
from wint.session.model import PlayerConfig, Session, fixed_seats

MUSOR = RuleSet(deal_variant=DealVariant.MUSOR)
PRIKUPKA = RuleSet(deal_variant=DealVariant.PRIKUPKA)


def _give_weakest(state: DealState) -> DealState:
    seat = state.to_act
    assert seat is not None
    return state.apply(Give(weakest_card(state.hand(seat))), seat)


def _calls(state: DealState, codes: str) -> DealState:
    for code in codes.split():
        state = state.apply(Call.parse(code))
    return state


def test_the_presets_name_the_variants() -> None:
    assert load_preset("musor") == MUSOR
    assert load_preset("prikupka") == PRIKUPKA


# -- винт с мусором (§4.6) ---------------------------------------------------------------------


@pytest.mark.parametrize("dealer", SEATS)
def test_musor_deals_seventeen_to_the_others_and_the_dealer_one_from_the_middle(
    dealer: Seat,
) -> None:
    state = start(MUSOR, 3, 1, dealer)
    pack = shuffled_deck(3, 1)
    assert state.hand(dealer) == CardSet.of([pack[25]])  # neither the first nor the last
    assert pack[25] not in (pack[0], pack[-1])
    for seat in SEATS:
        if seat is not dealer:
            assert len(state.hand(seat)) == 17
    assert state.phase is Phase.EXCHANGE and state.to_act is dealer.lho
    assert state.calls() == () and state.contract is None


def test_musor_each_of_the_three_passes_four_cards_to_the_dealer_then_the_auction() -> None:
    state = start(MUSOR, 5, 0, Seat.S)
    dealt = {seat: state.hand(seat) for seat in SEATS}
    givers = []
    given: dict[Seat, list[Card]] = {seat: [] for seat in SEATS}
    while state.phase is Phase.EXCHANGE:
        seat = state.to_act
        assert seat is not None
        givers.append(seat)
        card = weakest_card(state.hand(seat))
        given[seat].append(card)
        state = state.apply(Give(card), seat)
        (event,) = (e for e in state.events if isinstance(e, CardGiven))
        assert event == CardGiven(seat, card, Seat.S)
    assert givers == [Seat.W] * 4 + [Seat.N] * 4 + [Seat.E] * 4
    assert state.phase is Phase.AUCTION and state.to_act is Seat.S  # V-BID-1
    assert all(len(state.hand(seat)) == 13 for seat in SEATS)
    received = CardSet.of(card for cards in given.values() for card in cards)
    assert state.hand(Seat.S) == dealt[Seat.S] | received
    assert state.dealt(Seat.W) == dealt[Seat.W] - CardSet.of(given[Seat.W])
    assert state.calls() == ()
    assert len(state.history()) == 12 and state.legal_actions()[0] == Call.parse("P")


def test_musor_passing_is_checked() -> None:
    state = start(MUSOR, 5, 0, Seat.S)
    theirs = next(iter(state.hand(Seat.N)))
    mine = next(iter(state.hand(Seat.W)))
    refusals = [
        (lambda: state.apply(Give(mine), Seat.N), Reason.NOT_YOUR_TURN),
        (lambda: state.apply(Give(theirs)), Reason.CARD_NOT_IN_HAND),
        (lambda: state.apply(Call.parse("1S")), Reason.CARDS_TO_PASS),
        (lambda: state.apply(mine), Reason.CARDS_TO_PASS),
    ]
    for attempt, reason in refusals:
        with pytest.raises(IllegalActionError) as refused:
            attempt()
        assert refused.value.reason is reason
    assert set(state.legal_actions()) == {Give(card) for card in state.hand(Seat.W)}
    after = state.apply_code(f"give:{mine.code}")
    assert mine in after.hand(Seat.S) and mine not in after.hand(Seat.W)
    assert state.hand(Seat.W) == after.hand(Seat.W) | CardSet.of([mine])  # unchanged


def test_musor_honours_are_counted_on_the_hands_after_the_passing() -> None:
    """§4.6 [INF]: the held honours and coronets are those of the hands at the auction."""
    state = start(MUSOR, 11, 2, Seat.E)
    while state.phase is Phase.EXCHANGE:
        state = _give_weakest(state)
    after = tuple(state.hand(seat) for seat in SEATS)
    state = _calls(state, "1H" + " P" * 8)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    result = state.result()
    assert result.contract is not None
    assert result.holdings == Holdings.from_hands(after, result.contract.trump)
    assert tuple(state.dealt(seat) for seat in SEATS) == after


# -- винт с прикупкой (§4.4) -------------------------------------------------------------------


def test_prikupka_deals_twelve_each_and_a_talon_of_four() -> None:
    state = start(PRIKUPKA, 2, 0, Seat.N)
    pack = shuffled_deck(2, 0)
    assert [len(state.hand(seat)) for seat in SEATS] == [12] * 4
    assert talon(state) == (CardSet.of(pack[48:]), False)  # face down
    assert pack[0] in state.hand(Seat.E)  # dealt from the dealer's left
    assert state.phase is Phase.AUCTION and state.to_act is Seat.N


def test_prikupka_the_declarer_takes_the_talon_and_passes_one_card_to_each() -> None:
    state = start(PRIKUPKA, 2, 0, Seat.N)
    cards, _ = talon(state)
    east = state.hand(Seat.E)
    with pytest.raises(IllegalActionError) as refused:
        state.apply(Give(next(iter(state.hand(Seat.N)))))
    assert refused.value.reason is Reason.AUCTION_NOT_CLOSED
    state = _calls(state, "P 2S" + " P" * 8)
    assert state.phase is Phase.EXCHANGE and state.contract is not None
    assert state.to_act is Seat.E and len(state.hand(Seat.E)) == 16
    assert state.hand(Seat.E) == east | cards and talon(state) == (cards, True)  # shown
    receivers = []
    while state.phase is Phase.EXCHANGE:
        card = weakest_card(state.hand(Seat.E))
        with pytest.raises(IllegalActionError):
            state.apply(Give(card), Seat.W)
        state = state.apply(Give(card), Seat.E)
        receivers.extend(e.receiver for e in state.events if isinstance(e, CardGiven))
    assert receivers == [Seat.S, Seat.W, Seat.N]  # left-hand opponent, partner, right-hand
    assert state.phase is Phase.PLAY and state.to_act is Seat.S  # V-PLAY-2
    assert all(len(state.hand(seat)) == 13 for seat in SEATS)
    assert [str(c) for _, c in state.calls()] == ["P", "2S"] + ["P"] * 8
    assert talon(state) == (cards, False)
    hands = tuple(state.hand(seat) for seat in SEATS)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    result = state.result()
    assert result.contract is not None and result.contract.declarer is Seat.E
    assert result.holdings == Holdings.from_hands(hands, result.contract.trump)  # §4.4 [INF]


def test_prikupka_passed_out_nobody_takes_the_talon() -> None:
    state = _calls(start(PRIKUPKA, 2, 0, Seat.N), "P P P P")
    assert state.is_over and state.phase is Phase.PASSED_OUT
    assert state.result().passed_out and talon(state)[1] is False


def test_prikupka_is_not_played_with_a_raspasovka() -> None:
    rules = RuleSet(deal_variant=DealVariant.PRIKUPKA, passed_out=PassedOut.RASPASOVKA)
    seats = tuple(PlayerConfig("", level="basic") for _ in SEATS)
    with pytest.raises(RulesError) as refused:
        fixed_seats(rules, seats, 1)
    assert refused.value.path == "rules.passed_out"


# -- both: the notation, computers, the session file -------------------------------------------


@pytest.mark.parametrize("rules", [MUSOR, PRIKUPKA], ids=["musor", "prikupka"])
def test_the_deal_text_reads_back_and_is_checked(rules: RuleSet) -> None:
    state = start(rules, 9, 4, Seat.W)
    text = deal_text(state)
    assert read_deal(rules, text, Seat.W) == state
    with pytest.raises(ValueError, match="packets"):
        read_deal(rules, text.rsplit(" ", 1)[0], Seat.W)  # a hand (or the talon) missing
    with pytest.raises(ValueError, match="'N:'"):
        read_deal(rules, text.replace("N:", "E:"), Seat.W)
    if rules is MUSOR:
        with pytest.raises(ValueError, match="holds 17 cards, not 1"):
            read_deal(rules, text, Seat.N)  # the dealer holds one card


def _play_session(rules: RuleSet, deals: int) -> Session:
    seats = tuple(PlayerConfig(f"P{seat.name}", level="basic") for seat in SEATS)
    session = Session.start(fixed_seats(rules, seats, 21))
    players = {seat: make_player("basic", seat.name) for seat in SEATS}
    while len(session.finished) < deals:
        if session.state.is_over:
            session = session.next_deal()
            continue
        seat = session.state.to_act
        assert seat is not None
        view = session.state.view(seat)
        assert view.legal_actions and view.hand == session.state.hand(seat)
        advice = players[seat].decide(view, Situation())
        session = session.apply(advice.action, seat)
    return session


@pytest.mark.parametrize("rules", [MUSOR, PRIKUPKA], ids=["musor", "prikupka"])
def test_computers_play_the_variant_and_the_session_file_replays_it(rules: RuleSet) -> None:
    session = _play_session(rules, 3)
    assert all(state.is_over for state in session.finished)
    played = [s for s in session.finished if not s.result().passed_out]
    assert played, "a deal was played"
    for state in played:
        assert any(isinstance(a, Give) for a in state.history())
        assert all(len(state.dealt(seat)) == 13 for seat in SEATS)
    # half-way through the passing of the next deal
    session = session.next_deal() if session.state.is_over else session
    while session.state.phase is not Phase.EXCHANGE:
        seat = session.state.to_act
        assert seat is not None
        advice = make_player("basic", 1).decide(session.state.view(seat), Situation())
        session = session.apply(advice.action, seat)
    session = session.apply(session.state.legal_actions()[0], session.state.to_act)
    doc = dump_session(session)
    assert doc["rules"]["deal_variant"] == rules.deal_variant.value
    again = read_session(json.dumps(doc).encode())
    assert again.finished == session.finished
    assert again.state == session.state
    assert dump_session(again)["deals"] == doc["deals"]
