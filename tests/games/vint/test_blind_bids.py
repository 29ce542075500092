"""Blind bids (V-BID-12, ``allow_blind_bids``): a bid of «три» or higher made as a player's first
call, written ``blind:3NT``, ranked and scored as the bid it names; refused anywhere else,
and not played with the old deals."""

from __future__ import annotations

import json

import pytest

from wint.core.deal import deal_from_seed
from wint.core.errors import IllegalActionError, Reason, RulesError
from wint.core.seats import SEATS, Seat
from wint.games.registry import game
from wint.games.vint.auctions import new_deal as start
from wint.games.vint.calls import BLIND_BIDS, BlindBid, Call
from wint.games.vint.events import CallMade
from wint.games.vint.rules import DealVariant, RuleSet
from wint.games.vint.state import DealState, Phase, parse_action
from wint.session.io import dump_session, read_session
from wint.session.model import PlayerConfig, Session, fixed_seats

BLIND = RuleSet(allow_blind_bids=True)
DEAL = deal_from_seed(4, 2)


def _calls(state: DealState, codes: str) -> DealState:
    for code in codes.split():
        state = state.apply(parse_action(code))
    return state


def _refused(state: DealState, code: str) -> Reason:
    with pytest.raises(IllegalActionError) as refused:
        state.apply_code(code)
    return refused.value.reason


def test_a_blind_bid_is_written_blind_and_names_a_bid_of_three_or_more() -> None:
    assert [b.code for b in BLIND_BIDS[:2]] == ["blind:3S", "blind:3C"]
    assert all(b.level >= 3 and b.rank == b.plain.rank for b in BLIND_BIDS)
    assert isinstance(parse_action("blind:7NT"), BlindBid)
    assert str(parse_action("blind:3H")) == "blind:3H"


def test_without_the_option_a_blind_bid_is_refused() -> None:
    state = start(DEAL, Seat.N, RuleSet())
    assert not any(isinstance(a, BlindBid) for a in state.legal_actions())
    assert _refused(state, "blind:3NT") is Reason.BAD_NOTATION


def test_a_blind_bid_is_each_players_first_call_only() -> None:
    state = start(DEAL, Seat.N, BLIND)
    assert {a for a in state.legal_actions() if isinstance(a, BlindBid)} == set(BLIND_BIDS)
    state = _calls(state, "P 1S blind:4H")  # E bids, S bids blind over him
    assert _refused(state, "blind:3S") is Reason.BID_TOO_LOW  # W: ranks as 4H
    blind_now = [a for a in state.legal_actions() if isinstance(a, BlindBid)]
    assert min(b.rank for b in blind_now) == Call.parse("4NT").rank
    state = _calls(state, "P")  # W; the second round: every seat has called
    assert not any(isinstance(a, BlindBid) for a in state.legal_actions())
    assert _refused(state, "blind:5NT") is Reason.BLIND_BID_NOT_ALLOWED
    ordinary = _calls(start(DEAL, Seat.N, RuleSet()), "P 1S 4H P")
    assert state.legal_actions() == ordinary.legal_actions()
    events = _calls(state, "P P").apply_code("5H").events
    assert events[0] == CallMade(Seat.S, Call.parse("5H"))  # the blind bidder looks now


def test_a_blind_bid_scores_as_the_bid() -> None:
    blind = _calls(start(DEAL, Seat.N, BLIND), "blind:3NT" + " P" * 8)
    plain = _calls(start(DEAL, Seat.N, RuleSet()), "3NT" + " P" * 8)
    assert blind.calls()[0] == (Seat.N, BLIND_BIDS[4]) and blind.contract == plain.contract
    while not plain.is_over:
        card = plain.legal_actions()[0]
        plain, blind = plain.apply(card), blind.apply(card)
    assert blind.result() == plain.result()
    assert [str(a) for a in blind.history()][:2] == ["blind:3NT", "P"]


def test_not_played_with_the_old_deals() -> None:
    seats = tuple(PlayerConfig("", level="basic") for _ in SEATS)
    rules = RuleSet(allow_blind_bids=True, deal_variant=DealVariant.MUSOR)
    with pytest.raises(RulesError) as refused:
        fixed_seats(rules, seats, 1)
    assert refused.value.path == "rules.allow_blind_bids"


def test_a_session_with_a_blind_bid_saves_and_replays() -> None:
    seats = tuple(PlayerConfig(f"P{s.name}", human=s is Seat.S, level="basic") for s in SEATS)
    session = Session.start(fixed_seats(BLIND, seats, 3))
    assert session.state.phase is Phase.AUCTION and game("vint").id == "vint"
    for code in ("P", "P", "blind:3D", "P"):
        session = session.apply(parse_action(code), session.state.to_act)
    doc = dump_session(session)
    assert doc["rules"]["allow_blind_bids"] is True
    assert doc["deals"][0]["actions"] == ["P", "P", "blind:3D", "P"]
    again = read_session(json.dumps(doc).encode())
    assert again.state == session.state and again.state.calls()[2][1] is BLIND_BIDS[2]
