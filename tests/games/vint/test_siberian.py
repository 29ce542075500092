"""Siberian whist (rules §4.3, ``auction_form = siberian``) in its later form: only the dealer
declares, his partner may raise him once, the opponents only pass; undertricks as V-PEN."""

from __future__ import annotations

import json

import pytest

from wint.ai.advice import Situation
from wint.ai.vint.levels import make_player
from wint.core.deal import deal_from_seed
from wint.core.errors import IllegalActionError, Reason, RulesError
from wint.core.seats import SEATS
from wint.games.vint.auctions import new_deal
from wint.games.vint.calls import PASS, Call
from wint.games.vint.contract import Contract
from wint.games.vint.ledger import Ledger
from wint.games.vint.result import DealResult
from wint.games.vint.rules import AuctionForm, RuleSet, load_preset
from wint.games.vint.state import DealState, Phase
from wint.session.io import dump_session, read_session
from wint.session.model import PlayerConfig, Session, fixed_seats

SIBERIAN = load_preset("siberian")
N, E, S, W = SEATS


def _start(rules: RuleSet = SIBERIAN) -> DealState:
    return new_deal(deal_from_seed(6, 3), N, rules)


def _calls(state: DealState, codes: str) -> DealState:
    for code in codes.split():
        state = state.apply_code(code)
    return state


def _refused(state: DealState, code: str) -> Reason:
    with pytest.raises(IllegalActionError) as refused:
        state.apply_code(code)
    return refused.value.reason


def test_the_preset() -> None:
    assert SIBERIAN.auction_form is AuctionForm.SIBERIAN and SIBERIAN.auction_close_passes == 3


@pytest.mark.parametrize("rules", [SIBERIAN, RuleSet(auction_form=AuctionForm.SIBERIAN)])
def test_only_the_dealer_declares_and_never_passes(rules: RuleSet) -> None:
    state = _start(rules)
    legal = state.legal_actions()
    assert PASS not in legal and all(isinstance(c, Call) and c.is_bid for c in legal)
    assert _refused(state, "P") is Reason.ONLY_DEALER_DECLARES
    state = state.apply_code("2D")
    assert state.legal_actions() == (PASS,)  # the left-hand opponent
    assert _refused(state, "3NT") is Reason.ONLY_DEALER_DECLARES


def test_the_partner_may_raise_once_and_the_raiser_declares() -> None:
    state = _calls(_start(), "2D P")
    assert {PASS, Call.parse("2H"), Call.parse("7NT")} <= set(state.legal_actions())
    assert Call.parse("2D") not in state.legal_actions()  # a raise: higher (V-BID-3)
    state = _calls(state, "3D P")
    assert state.legal_actions() == (PASS,)  # the dealer declared: only passes now
    assert _refused(state, "4D") is Reason.ONLY_DEALER_DECLARES
    state = _calls(state, "P P")
    assert state.phase is Phase.PLAY and state.contract == Contract.parse("3D", "S")  # V-BID-9
    assert state.to_act is W  # V-PLAY-2


def test_without_a_raise_the_round_closes_the_auction() -> None:
    state = _calls(_start(), "1NT P P P")
    assert state.phase is Phase.PLAY and state.contract == Contract.parse("1NT", "N")
    eight = _calls(_start(RuleSet(auction_form=AuctionForm.SIBERIAN)), "1NT P P P")
    assert eight.phase is Phase.AUCTION and eight.legal_actions() == (PASS,)  # 8 passes


def test_no_question_in_siberian_whist() -> None:
    rules = RuleSet(auction_form=AuctionForm.SIBERIAN)  # the question allowed, 8 passes
    state = _calls(_start(rules), "1S P P")
    assert _refused(state, "Q") is Reason.QUESTION_NOT_ALLOWED


def test_undertricks_are_penalised_as_in_vint() -> None:
    """The later form: V-PEN (the earliest form had no penalty and is not played)."""
    failed = DealResult(Contract.parse("4H", "N"), 8)
    entries = Ledger(SIBERIAN).add(failed).deals()[0].above
    assert entries == Ledger(RuleSet()).add(failed).deals()[0].above
    assert any(entry.points == 2 * 4000 for entry in entries)


def test_not_with_blind_bids_or_the_old_deals() -> None:
    seats = tuple(PlayerConfig("", level="basic") for _ in SEATS)
    for rules in (
        RuleSet(auction_form=AuctionForm.SIBERIAN, allow_blind_bids=True),
        RuleSet(auction_form=AuctionForm.SIBERIAN, deal_variant=load_preset("musor").deal_variant),
    ):
        with pytest.raises(RulesError) as refused:
            fixed_seats(rules, seats, 1)
        assert refused.value.path == "rules.auction_form"


def test_computers_play_siberian_whist_and_the_session_file_replays_it() -> None:
    seats = tuple(PlayerConfig(f"P{seat.name}", level="basic") for seat in SEATS)
    session = Session.start(fixed_seats(SIBERIAN, seats, 8))
    players = {seat: make_player("basic", seat.name) for seat in SEATS}
    while len(session.finished) < 4:
        if session.state.is_over:
            session = session.next_deal()
            continue
        seat = session.state.to_act
        assert seat is not None
        advice = players[seat].decide(session.state.view(seat), Situation())
        session = session.apply(advice.action, seat)
    for state in session.finished:
        contract = state.contract
        assert contract is not None  # the dealer always declares
        assert contract.declarer in (state.dealer, state.dealer.partner)
        assert all(call is PASS for seat, call in state.calls() if seat.side != state.dealer.side)
    again = read_session(json.dumps(dump_session(session)).encode())
    assert again.finished == session.finished and again.state == session.state
