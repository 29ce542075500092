"""Sessions with dummies (W-VAR-2P, W-VAR-3P): who sits where in each rubber, each deal dealt
with its rubber's dummies, the dummy passed on each rubber with three players, the session
file's seating with its dummies (and its faults refused), the individual ledger that gives
a dummy's partner both shares (W-SC-10, W-EX10), and the deal after a void one (W-IRR-11).
"""

from __future__ import annotations

import copy
import functools
import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from tests.games.trio.game import TRIO
from wint.ai.advice import Situation
from wint.ai.whist.levels import make_player
from wint.core.seats import SEATS, Seat, Side
from wint.games.registry import game
from wint.games.whist.actions import Phase
from wint.games.whist.rules import WhistRules
from wint.session.history import summarize
from wint.session.io import SessionError, dump_session, read_session
from wint.session.model import AnySession, GameSession, GameSetup, PlayerConfig, SetupError, seated
from wint.session.sheet import session_sheet

N, E, S, W = SEATS
WHIST = game("whist")


def three(rules: WhistRules | None = None, seed: int = 7) -> AnySession:
    """Three players, South the human with the dummy North in the first rubber."""
    seats = [None, PlayerConfig("Boris"), PlayerConfig("Anna", human=True), PlayerConfig("")]
    return GameSession.start(seated(WHIST, rules or WhistRules(), seats, seed))


def two(seed: int = 7) -> AnySession:
    seats = [None, None, PlayerConfig("Anna", human=True), PlayerConfig("Vera")]
    return GameSession.start(seated(WHIST, WhistRules(), seats, seed))


def play_deal(session: AnySession, seed: int = 0) -> AnySession:
    """The deal in progress played out by random players, each deciding from its own view
    (for its seat or its dummy), and written on the sheet."""
    player = make_player("random", seed)
    while not session.state.is_over:
        state = session.state
        advice = player.decide(state.view(state.actor), Situation())
        session = session.apply(advice.action, state.actor)
    return session.next_deal()


def play_rubbers(session: AnySession, count: int) -> AnySession:
    """``session`` played on until ``count`` rubbers are over."""
    while sum(rubber.is_over for rubber in session.ledger.rubbers) < count:
        session = play_deal(session, session.number)
    return session


@functools.cache
def _played() -> str:
    return json.dumps(dump_session(play_rubbers(three(), 1)), ensure_ascii=False)


def played_doc() -> dict[str, Any]:
    """A three-player session's file: its first rubber played, the next deal dealt."""
    return copy.deepcopy(json.loads(_played()))


def test_three_players_sit_with_the_dummy_opposite_the_first_partner() -> None:
    setup = three().setup
    assert [p.name for p in setup.players] == ["Boris", "Anna", ""]  # E, S, W: draw order
    assert setup.seating[0] == (1, 0, 1, 2) and setup.dummies_of(0) == (N,)
    assert setup.human is S and setup.our_side is Side.NS
    assert [setup.home(index) for index in range(3)] == [E, S, W]
    assert setup.seats_in(0)[N].name == "Anna"  # South plays the dummy's hand
    state = three().state
    assert [(d.seat, d.partner) for d in state.dummies.dummies] == [(N, S)]


def test_each_deal_is_dealt_with_its_rubbers_dummy_and_the_dummy_passes_on() -> None:
    """W-VAR-3P (dummy_rotation = rubber): Anna (South), then the player at West, then the
    one at East partner the dummy; the human keeps his seat; after the third the cycle
    begins again."""
    session = play_rubbers(three(), 3)
    setup = session.setup
    assert [setup.dummies_of(r) for r in range(3)] == [(N,), (E,), (W,)]
    assert setup.seating[1] == (0, 2, 1, 2) and setup.seating[2] == (2, 0, 1, 0)
    deals = iter(session.finished)
    for number, rubber in enumerate(session.ledger.rubbers):
        for _ in rubber.deals:
            dummy = next(deals).dummies.dummies[0]
            assert (dummy.seat, dummy.partner) == ((N, S), (E, W), (W, E))[number]
    assert session.is_complete


def test_two_players_keep_a_dummy_each_all_session() -> None:
    session = play_rubbers(two(), 1)
    assert session.setup.seating == ((0, 1, 0, 1),) * 3
    for state in (*session.finished, session.state):
        assert [(d.seat, d.partner) for d in state.dummies.dummies] == [(N, S), (E, W)]


def test_the_individual_ledger_gives_a_dummys_partner_both_shares() -> None:
    """W-SC-10, W-EX10: with three players the dummy's partner wins or loses his side's
    result twice, each opponent once; with two, each player once."""
    session = play_rubbers(three(), 1)
    side, points = session.ledger.rubbers[0].result()
    sign = 1 if side is Side.NS else -1
    summary = summarize(Path("s.wint"), session, datetime(2026, 12, 5))
    assert summary.results == (-sign * points, 2 * sign * points, -sign * points)
    assert summary.our_result == 2 * sign * points  # Anna's account
    sheet = session_sheet(session)
    assert sheet.players is not None
    assert sheet.players.rows[-1][1] == summary.results
    session = play_rubbers(two(), 1)
    side, points = session.ledger.rubbers[0].result()
    sign = 1 if side is Side.NS else -1
    summary = summarize(Path("s.wint"), session, datetime(2026, 12, 5))
    assert summary.results == (sign * points, -sign * points)


def test_a_dummy_session_file_keeps_each_rubbers_dummies_and_replays() -> None:
    doc = played_doc()
    assert doc["seating"] == [
        {"N": 1, "E": 0, "S": 1, "W": 2, "dummies": ["N"]},
        {"N": 0, "E": 2, "S": 1, "W": 2, "dummies": ["E"]},
        {"N": 2, "E": 0, "S": 1, "W": 0, "dummies": ["W"]},
    ]
    session = read_session(json.dumps(doc).encode())
    assert session.setup == three().setup
    assert session.rubber == 1 and session.state.dummies.actor(E) is W
    assert [d.dummies.dummies[0].seat for d in session.finished] == [N] * len(session.finished)
    assert dump_session(session)["seating"] == doc["seating"]


def refused(doc: object) -> str:
    with pytest.raises(SessionError) as info:
        read_session(json.dumps(doc).encode(), "s.wint")
    return str(info.value)


def edit(path: tuple[Any, ...], value: object) -> dict[str, Any]:
    doc = played_doc()
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def without_dummies(index: int) -> dict[str, Any]:
    doc = played_doc()
    del doc["seating"][index]["dummies"]
    return doc


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        (lambda: without_dummies(1), "seating[1].dummies: missing"),
        (lambda: without_dummies(0), "seating[1].dummies: the first rubber has no dummies"),
        (lambda: edit(("seating", 0, "dummies"), "N"), "seating[0].dummies: must be a list"),
        (lambda: edit(("seating", 0, "dummies"), [7]), "seating[0].dummies[0]: must be a seat"),
        (lambda: edit(("seating", 0, "dummies"), ["X"]), "seating[0].dummies[0]: unknown seat 'X'"),
        (
            lambda: edit(("seating", 0, "dummies"), []),
            "seating[0].dummies: 3 players leave 1 seat(s) to dummies, not 0",
        ),
        (
            lambda: edit(("seating", 0, "dummies"), ["E"]),
            "seating[0].dummies: E is not played by the player opposite",
        ),
        (
            lambda: edit(("seating", 1), {"N": 0, "E": 1, "S": 1, "W": 2, "dummies": ["E"]}),
            "seating[1].dummies: E is not played by the player opposite",
        ),
        (
            lambda: edit(("seating", 0, "S"), 0),
            "seating[0].dummies: N is not played by the player opposite",
        ),
    ],
    ids=lambda value: value if isinstance(value, str) and len(value) < 30 else None,
)
def test_a_bad_seating_with_dummies_is_refused_where_it_stands(doc: Any, message: str) -> None:
    assert refused(doc()) == message


def test_a_game_without_dummies_seats_a_player_in_every_seat() -> None:
    trio = TRIO
    players = tuple(PlayerConfig(name) for name in "ABC")
    with pytest.raises(SetupError, match=r"^seating\[0\]\.dummies: Trio has no dummies \(yet\)$"):
        GameSetup(trio, trio.read_rules({}, "rules"), players, ((0, 1, 2),), 1, N, ((),))


def test_after_a_deal_void_by_revokes_on_both_sides_the_same_dealer_deals() -> None:
    """W-IRR-11 (double_revoke = redeal): the deal scores nothing and its dealer deals
    again; otherwise the deal passes to his left (W-DEAL-5)."""
    rules = WhistRules(enforce_follow_suit=False)
    session = three(rules)
    revoked: set[Side] = set()
    while session.state.phase is Phase.PLAY:
        state = session.state
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        hand = state.hand(seat)
        card = legal[0]
        if seat.side not in revoked and state.current_trick and len(legal) < len(hand):
            card = next(c for c in hand if c not in legal)  # a revoke (W-IRR-1)
            revoked.add(seat.side)
        session = session.apply(card, state.actor)
    assert {revoke.by.side for revoke in session.state.revokes} == {Side.NS, Side.EW}
    while not session.state.is_over:
        session = session.apply(session.state.legal_actions()[0], session.state.actor)
    dealer = session.state.dealer
    session = session.next_deal()
    assert session.state.dealer is dealer
    assert session.ledger.rubbers[0].deals[0].score.void
    session = play_deal(session)
    assert session.state.dealer is dealer.lho


def test_two_humans_of_three_may_change_seats_as_the_dummy_passes() -> None:
    """Hot-seat (issue 17): the one human keeps his seat all session, but of two humans
    sharing the screen one moves when the dummy passes to the other (W-VAR-3P); each is
    known by who he is.  Saved and loaded the same."""
    seats = [None, PlayerConfig("", human=True), PlayerConfig(""), PlayerConfig("", human=True)]
    setup = seated(WHIST, WhistRules(), seats, 7)
    assert setup.humans == (Seat.E, Seat.W) and setup.human is Seat.E
    moved = [setup.humans_in(rubber) for rubber in range(3)]
    assert moved[1] != moved[0]
    for rubber, humans in enumerate(moved):  # the same two players, wherever they sit
        assert sorted(setup.seating_of(rubber)[seat] for seat in humans) == [0, 2]
    session = GameSession.start(setup)
    assert read_session(json.dumps(dump_session(session)).encode()) == session
