"""Vint sessions of two or three players with dummies (rules/vint.md §4.1): with three the
dummy's partner changes each rubber, so after three rubbers each player has partnered it
once; with two each keeps his dummy; the session file replays both."""

from __future__ import annotations

import json

from wint.ai.advice import Situation
from wint.ai.vint.levels import make_player
from wint.core.seats import SEATS
from wint.games.registry import game
from wint.games.vint.rules import DummyAuction, RuleSet
from wint.session.io import dump_session, read_session
from wint.session.model import AnySession, GameSession, PlayerConfig, seated

N, E, S, W = SEATS
VINT = game("vint")


def _session(seats: list[PlayerConfig | None], rules: RuleSet | None = None) -> AnySession:
    return GameSession.start(seated(VINT, rules or RuleSet(), seats, 11))


def _play_deal(session: AnySession) -> AnySession:
    """The deal played out by random players, each from its own view (for its seat or its
    dummy's), and written on the sheet."""
    player = make_player("random", session.number)
    while not session.state.is_over:
        state = session.state
        advice = player.decide(state.view(state.actor), Situation())
        session = session.apply(advice.action, state.actor)
    return session.next_deal()


def test_three_players_each_partner_the_dummy_for_one_rubber() -> None:
    seats = [None, PlayerConfig("Boris"), PlayerConfig("Anna", human=True), PlayerConfig("Gleb")]
    session = _session(seats)
    while sum(rubber.is_over for rubber in session.ledger.rubbers) < 3:
        session = _play_deal(session)
    setup = session.setup
    assert [setup.dummies_of(r) for r in range(3)] == [(N,), (E,), (W,)]
    partners = set()
    deals = iter(session.finished)
    for number, rubber in enumerate(session.ledger.rubbers):
        seating = setup.seating_of(number)
        for _ in rubber.deals:
            (dummy,) = next(deals).dummies.dummies
            assert dummy.seat == setup.dummies_of(number)[0]
            assert seating[dummy.seat] == seating[dummy.partner]  # the partner plays it
            partners.add(seating[dummy.partner])
    assert partners == {0, 1, 2}
    assert session.is_complete
    doc = dump_session(session)
    again = read_session(json.dumps(doc).encode())
    assert again.setup == setup and len(again.finished) == len(session.finished)


def test_two_players_with_one_declaration_each_keep_their_dummies_and_replay() -> None:
    rules = RuleSet(dummy_auction=DummyAuction.SINGLE_DECLARATION)
    session = _session([None, None, PlayerConfig("Anna", human=True), PlayerConfig("Vera")], rules)
    for _ in range(4):
        session = _play_deal(session)
    for state in session.finished:
        assert [(d.seat, d.partner) for d in state.dummies.dummies] == [(N, S), (E, W)]
        assert len(state.calls()) == 2  # one call for each side (§4.1)
    again = read_session(json.dumps(dump_session(session)).encode())
    assert again.ledger == session.ledger
    assert again.state.rules.dummy_auction is DummyAuction.SINGLE_DECLARATION
