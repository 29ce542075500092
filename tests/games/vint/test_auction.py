"""The auction (V-BID): order of speaking, bids, passes, the close, «можно ли ходить?»."""

from __future__ import annotations

import pytest

from tests.core.helpers import calls, start
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import Seat
from wint.games.vint.calls import INVITE, PASS, QUESTION, Call
from wint.games.vint.contract import Contract
from wint.games.vint.events import AuctionClosed, CallMade, DealCompleted, PassedOut
from wint.games.vint.rules import OpeningLeader, RuleSet
from wint.games.vint.rules import PassedOut as PassedOutRule
from wint.games.vint.state import Phase


def refused(state, code: str, reason: Reason, seat: Seat | None = None) -> None:  # type: ignore[no-untyped-def]
    before = state.history()
    with pytest.raises(IllegalActionError) as info:
        state.apply_code(code, seat)
    assert info.value.reason is reason
    assert state.history() == before  # nothing changed


@pytest.mark.parametrize("dealer", list(Seat))
def test_dealer_speaks_first_then_clockwise(dealer: Seat) -> None:
    state = start(dealer)
    assert state.to_act is dealer  # V-BID-1
    assert calls(state, "1S").to_act is dealer.lho
    assert calls(state, "1S P").to_act is dealer.partner


def test_bids_must_exceed_in_vint_order() -> None:
    state = calls(start(), "1H")
    refused(state, "1H", Reason.BID_TOO_LOW)  # V-BID-3: an equal bid
    refused(state, "1D", Reason.BID_TOO_LOW)  # diamonds rank below hearts
    assert calls(state, "1NT").auction_high == (Call.parse("1NT"), Seat.E)
    assert calls(state, "2S").auction_high == (Call.parse("2S"), Seat.E)
    assert [a.code for a in calls(start(), "6NT").legal_actions()][:3] == ["P", "7S", "7C"]


def test_passes_are_not_final_and_one_may_overcall_partner_and_oneself() -> None:
    # N passes, later bids over partner S, then overcalls his own bid (V-BID-4).
    state = calls(start(), "P P 1S P 2S P P P 3S")
    assert state.auction_high == (Call.parse("3S"), Seat.N)
    assert state.phase is Phase.AUCTION


def test_eight_passes_after_the_last_bid_close_the_auction() -> None:
    state = calls(start(), "1S P P P P P P P")
    assert state.phase is Phase.AUCTION  # seven passes: still open (V-BID-7)
    closed = state.apply(PASS)
    assert closed.phase is Phase.PLAY
    assert closed.contract == Contract.parse("1S", "N")
    assert closed.events == (CallMade(Seat.N, PASS), AuctionClosed(closed.contract))


def test_declarer_is_the_highest_bidder_even_if_partner_named_the_strain() -> None:
    state = calls(start(), "1H P 2H " + "P " * 8)
    assert state.contract == Contract.parse("2H", "S")  # V-BID-9
    assert state.to_act is Seat.W  # declarer's LHO leads (V-PLAY-2)


def test_four_opening_passes_pass_the_deal_out() -> None:
    state = calls(start(Seat.E), "P P P")
    assert state.phase is Phase.AUCTION
    thrown_in = state.apply(PASS)
    assert thrown_in.phase is Phase.PASSED_OUT and thrown_in.is_over  # V-BID-6
    assert thrown_in.result().passed_out
    assert thrown_in.events[-2:] == (PassedOut(played_out=False), DealCompleted())
    refused(thrown_in, "SA", Reason.NO_PLAY_EXPECTED)
    refused(thrown_in, "1S", Reason.AUCTION_CLOSED)


def test_no_doubles_exist() -> None:
    codes = {a.code for a in start().legal_actions()}
    assert "X" not in codes and "XX" not in codes  # V-BID-5


@pytest.mark.parametrize(("passes", "closes_after"), [(3, 3), (4, 4), (12, 12)])
def test_auction_close_passes_option(passes: int, closes_after: int) -> None:
    rules = RuleSet(auction_close_passes=passes)  # C-4
    state = calls(start(rules=rules), "1S")
    for _ in range(closes_after - 1):
        state = state.apply(PASS)
        assert state.phase is Phase.AUCTION
    assert state.apply(PASS).phase is Phase.PLAY


class TestLeadQuestion:
    """V-BID-8: «можно ли ходить?» (Q) and the invitation to lead (L)."""

    def test_question_needs_two_passes_after_a_bid(self) -> None:
        refused(start(), "Q", Reason.QUESTION_NOT_ALLOWED)  # no bid yet
        refused(calls(start(), "1S"), "Q", Reason.QUESTION_NOT_ALLOWED)
        refused(calls(start(), "1S P"), "Q", Reason.QUESTION_NOT_ALLOWED)
        state = calls(start(), "1S P P")
        assert QUESTION in state.legal_actions()
        asked = state.apply(QUESTION)
        assert asked.question_pending and asked.has_asked(Seat.W)

    def test_question_counts_as_a_pass(self) -> None:
        state = calls(start(), "1S P P Q P P P P P")  # eight passes with the question
        assert state.phase is Phase.PLAY and state.contract == Contract.parse("1S", "N")

    def test_invitation_closes_at_once(self) -> None:
        state = calls(start(), "1S P P Q")
        assert INVITE in state.legal_actions()  # N, the declaring side, is on turn
        closed = state.apply(INVITE)
        assert closed.phase is Phase.PLAY
        assert closed.contract == Contract.parse("1S", "N")
        assert closed.to_act is Seat.E

    def test_partner_of_the_bidder_may_invite(self) -> None:
        state = calls(start(), "1S P P Q P P")  # S is on turn, question still pending
        assert state.question_pending
        assert calls(state, "L").contract == Contract.parse("1S", "N")

    def test_invitation_needs_a_pending_question_and_the_declaring_side(self) -> None:
        refused(calls(start(), "1S P P"), "L", Reason.NO_QUESTION_PENDING)
        refused(calls(start(), "1S P P Q P"), "L", Reason.NOT_DECLARING_SIDE)  # E's turn

    def test_asker_may_only_pass_and_a_bid_clears_the_question(self) -> None:
        state = calls(start(), "1S P P Q P 2S")  # E bids: the question is cleared
        assert not state.question_pending
        refused(calls(state, "P"), "3S", Reason.BIDDING_FORFEITED)  # W asked
        assert calls(state, "P").legal_actions() == (PASS,)
        again = calls(state, "P P P P P")  # W on turn again, five passes after 2S
        assert again.to_act is Seat.W
        refused(again, "Q", Reason.QUESTION_NOT_ALLOWED)  # once per auction

    def test_question_can_be_switched_off(self) -> None:
        rules = RuleSet(allow_lead_question=False)  # C-4
        state = calls(start(rules=rules), "1S P P")
        assert QUESTION not in state.legal_actions()
        refused(state, "Q", Reason.QUESTION_NOT_ALLOWED)
        refused(state, "L", Reason.NO_QUESTION_PENDING)


def test_calls_out_of_turn_are_refused() -> None:
    refused(start(Seat.N), "1S", Reason.NOT_YOUR_TURN, seat=Seat.E)
    assert start(Seat.N).apply_code("1S", Seat.N).to_act is Seat.E


def test_cards_during_the_auction_are_refused() -> None:
    refused(start(), "SA", Reason.AUCTION_NOT_CLOSED)
    refused(start(), "claim:13", Reason.AUCTION_NOT_CLOSED)
    refused(start(), "ZZ", Reason.BAD_NOTATION)


def test_dealer_must_bid_option() -> None:
    rules = RuleSet(dealer_must_bid=True)  # C-19
    state = start(Seat.S, rules)
    assert PASS not in state.legal_actions()
    refused(state, "P", Reason.DEALER_MUST_BID)
    assert PASS in calls(state, "1C").legal_actions()


def test_raspasovka_is_played_at_no_trump_with_dealers_lho_leading() -> None:
    rules = RuleSet(passed_out=PassedOutRule.RASPASOVKA)  # C-15, V-PASS-4
    state = calls(start(Seat.W, rules), "P P P P")
    assert state.phase is Phase.PLAY and state.contract is None
    assert state.to_act is Seat.N
    assert state.events[-1] == PassedOut(played_out=True)


def test_opening_leader_option() -> None:
    auction = "P 1S " + "P " * 8  # dealer N, declarer E
    assert calls(start(), auction).to_act is Seat.S  # declarer's LHO (V-PLAY-2)
    rules = RuleSet(opening_leader=OpeningLeader.DEALER_LHO)  # C-5
    assert calls(start(rules=rules), auction).to_act is Seat.E
