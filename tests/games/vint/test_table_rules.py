"""Table-rules mode (``allow_revokes``): revokes, «не по ошибке ли?», corrections, leads out
of turn, exposed cards and the claims of revokes (V-REV, V-IRR, V-PLAY-10)."""

from __future__ import annotations

import pytest

from tests.core.helpers import calls, start
from wint.core.cards import Card
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import SEATS, Seat
from wint.games.vint.actions import (
    ANSWER_NO,
    ANSWER_YES,
    CORRECT_HIGH,
    CORRECT_LOW,
    EXPOSED_LEAVE,
    LEAD_BACK,
    LEAD_KEEP,
    REVOKE_DONE,
    Phase,
    ask,
    call_exposed,
    claim_revoke,
    parse_action,
)
from wint.games.vint.events import CardPlayed, LedOutOfTurn, TableRuled
from wint.games.vint.notation import dump_deal, load_deal
from wint.games.vint.result import Revoke
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState
from wint.games.vint.table import RevokeMade

# DEAL (seed 1, deal 1):  N AQJ84.T96.93.A97   E K765.J8.T5.J8652
#                         S T9.AK42.AKQJ2.K3   W 32.Q753.8764.QT4
TABLE = RuleSet(allow_revokes=True)
ONE_SPADE_BY_N = "1S " + "P " * 8
REVOKE_BY_S = ONE_SPADE_BY_N + "H8 D2"  # S holds AK42 of hearts (V-REV-1)


def c(code: str) -> Card:
    return Card.parse(code)


def play(text: str) -> DealState:
    return calls(start(rules=TABLE), text)


def refused(state: DealState, code: str, seat: Seat | None = None) -> Reason:
    with pytest.raises(IllegalActionError) as info:
        state.apply(parse_action(code), seat)
    return info.value.reason


def test_strict_mode_refuses_a_revoke_and_table_rules_record_every_one() -> None:
    assert refused(calls(start(), ONE_SPADE_BY_N + "H8"), "D2") is Reason.MUST_FOLLOW_SUIT
    state = play(REVOKE_BY_S)
    assert state.events == (CardPlayed(Seat.S, c("D2"), revoke=True),)
    # W follows, N revokes too: E led hearts, N holds T96 (V-REV-10: every revoke counts)
    state = calls(state, "H3 C7")
    assert state.revokes_made == (RevokeMade(Seat.S, 0), RevokeMade(Seat.N, 0))


def test_computer_legal_cards_never_include_a_revoke() -> None:
    state = play(ONE_SPADE_BY_N + "H8")
    assert {card.suit for card in state.legal_actions()} == {c("H2").suit}  # V-PLAY-4


def test_the_partner_may_ask_before_the_trick_is_turned() -> None:
    state = play(REVOKE_BY_S)
    assert state.questions(Seat.N) == (ask(Seat.S),)  # V-REV-3
    assert state.questions(Seat.E) == state.questions(Seat.W) == ()
    assert state.view(Seat.N).questions == (ask(Seat.S),)
    assert refused(state, "ASK:S", Seat.E) is Reason.NOT_YOUR_TURN
    asked = state.apply(ask(Seat.S), Seat.N)
    assert asked.events == (TableRuled(Seat.N, ask(Seat.S)),)
    assert asked.to_act is Seat.S and asked.legal_actions() == (ANSWER_YES, ANSWER_NO)
    assert refused(asked, "H3") is Reason.NOT_YOUR_TURN
    no = asked.apply(ANSWER_NO)
    assert no.to_act is Seat.W and no.revokes_made == (RevokeMade(Seat.S, 0, asked=True),)
    assert no.questions(Seat.N) == ()  # asked once
    # still askable after the trick is complete, not once a card is led to the next
    done = play(REVOKE_BY_S + " H3 H6")
    assert done.questions(Seat.N) == (ask(Seat.S),)
    assert calls(done, "SK").questions(Seat.N) == ()
    assert refused(calls(done, "SK"), "ASK:S") is Reason.QUESTION_NOT_ALLOWED


def test_a_show_out_without_a_revoke_can_only_be_answered_no() -> None:
    # S plays his two clubs, then shows out of clubs with D2: no revoke
    state = play(ONE_SPADE_BY_N + "C2 C3 C4 CA C7 C5 CK CQ H2 H3 H6 HJ C6 D2")
    assert state.revokes_made == () and state.events[0] == CardPlayed(Seat.S, c("D2"))
    asked = state.apply(ask(Seat.S))
    assert asked.legal_actions() == (ANSWER_NO,)
    assert refused(asked, "ANSWER:yes") is Reason.UNEXPECTED_ACTION


def test_a_correction_exposes_the_card_and_the_opponents_choose_high_or_low() -> None:
    state = play(REVOKE_BY_S + " H3").apply(ask(Seat.S)).apply(ANSWER_YES)  # V-REV-2
    assert state.to_act is Seat.W and state.legal_actions() == (CORRECT_HIGH, CORRECT_LOW)
    low = state.apply(CORRECT_LOW)
    assert low.to_act is Seat.S and low.legal_actions() == (c("H2"),)
    assert refused(low, "HA") is Reason.CARD_REQUIRED
    assert low.current_trick == ((Seat.E, c("H8")),)  # W's H3 taken back (S000 r.169)
    assert c("H3") in low.hand(Seat.W) and c("D2") in low.hand(Seat.S)
    assert low.revokes_made == ()
    for seat in SEATS:  # V-IRR-3: the card taken back is exposed, shown to all
        assert low.view(seat).exposed == ((Seat.S, c("D2")),)
    assert state.apply(CORRECT_HIGH).legal_actions() == (c("HA"),)


def test_a_revoke_in_a_complete_trick_is_corrected_until_the_next_lead() -> None:
    done = play(REVOKE_BY_S + " H3 H6")
    assert len(done.tricks) == 1
    fixed = done.apply(ask(Seat.S)).apply(ANSWER_YES).apply(CORRECT_HIGH)
    assert fixed.tricks == () and fixed.current_trick == ((Seat.E, c("H8")),)
    assert calls(fixed, "HA H3 H6").tricks[0].winner is Seat.S


def test_the_opponents_may_call_an_exposed_card_on_the_rounds_of_its_suit() -> None:
    corrected = calls(play(REVOKE_BY_S + " H3"), "ASK:S ANSWER:yes CORRECT:low H2 H3 H6")
    assert corrected.to_act is Seat.E  # E won with H8
    state = calls(corrected, "D5")
    assert state.to_act is Seat.E  # S's right-hand opponent decides first (V-IRR-1)
    assert state.legal_actions() == (call_exposed(c("D2")), EXPOSED_LEAVE)
    called = state.apply(call_exposed(c("D2")))
    assert called.to_act is Seat.S and called.legal_actions() == (c("D2"),)
    left = state.apply(EXPOSED_LEAVE)
    assert c("D2") not in left.legal_actions()  # not at will while S holds other diamonds
    assert refused(left, "D2") is Reason.EXPOSED_CARD
    assert calls(called, "D2").exposed == ()


def test_a_lead_out_of_turn_is_kept_exposed_or_taken_back() -> None:
    state = play(ONE_SPADE_BY_N)  # E is to lead
    out = state.apply(c("S2"))  # W leads out of turn (V-IRR-2)
    assert out.events == (LedOutOfTurn(Seat.W, c("S2")),)
    assert out.to_act is Seat.N and out.legal_actions() == (LEAD_KEEP, LEAD_BACK)
    kept = out.apply(LEAD_KEEP)
    assert kept.to_act is Seat.E and kept.exposed == ((Seat.W, c("S2")),)
    back = out.apply(LEAD_BACK)
    assert back.to_act is Seat.E and back.exposed == () and c("S2") in back.hand(Seat.W)
    # V-PLAY-10: only a lead may be out of turn
    assert refused(calls(state, "H8"), "S2") is Reason.NOT_YOUR_TURN


def test_revokes_are_established_only_by_a_claim_after_the_play() -> None:
    ended = play(REVOKE_BY_S + " H3 H6 claim:6")
    assert ended.phase is Phase.REVOKES and not ended.is_over
    assert ended.to_act is Seat.E  # the declarer's left-hand opponent first (V-REV-4)
    assert ended.legal_actions() == (claim_revoke(Seat.S, 0), REVOKE_DONE)
    assert refused(ended, "REVOKE:N:1") is Reason.NO_SUCH_REVOKE
    claimed = calls(ended, "REVOKE:S:1 REVOKE:done")
    assert claimed.to_act is Seat.W and claimed.legal_actions() == (REVOKE_DONE,)
    over = claimed.apply(REVOKE_DONE)
    assert over.is_over and over.result().revokes == (Revoke(Seat.S),)
    unclaimed = calls(ended, "REVOKE:done REVOKE:done")
    assert unclaimed.is_over and unclaimed.result().revokes == ()


def test_an_asked_revoke_is_the_revokers_alone_and_revokes_count_in_play_order() -> None:
    state = play(REVOKE_BY_S + " ASK:S ANSWER:no H3 C7 claim:6")
    assert state.to_act is Seat.E
    state = calls(state, "REVOKE:N:1 REVOKE:S:1 REVOKE:done REVOKE:done")
    assert state.result().revokes == (Revoke(Seat.S, asked=True), Revoke(Seat.N))  # V-REV-10


def test_a_deal_with_no_show_out_ends_without_claims() -> None:
    state = play(ONE_SPADE_BY_N + "H8 H2 H3 H6 claim:6")
    assert state.is_over and state.phase is Phase.COMPLETE


def test_table_actions_are_saved_and_replayed() -> None:
    state = play(REVOKE_BY_S + " H3 ASK:S ANSWER:yes CORRECT:low H2 H3 H6 D5 EXPOSED:leave")
    assert load_deal(dump_deal(state)) == state
    assert [str(a) for a in state.history()][-2:] == ["D5", "EXPOSED:leave"]
