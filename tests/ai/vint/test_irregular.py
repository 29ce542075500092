"""The computer players in table-rules mode: they never revoke, a partner asks «не по ошибке
ли?», opponents claim the revokes the tricks prove and make the choices (V-REV, V-IRR)."""

from __future__ import annotations

from tests.core.helpers import calls, start
from wint.ai.advice import Situation
from wint.ai.vint.advise import advise
from wint.ai.vint.irregular import advise_table, question
from wint.ai.vint.levels import make_player
from wint.ai.vint.review import review_deal
from wint.core.cards import Card
from wint.core.deal import deal_from_seed
from wint.core.seats import SEATS, Seat
from wint.games.vint.actions import (
    ANSWER_NO,
    CORRECT_LOW,
    LEAD_KEEP,
    REVOKE_DONE,
    ask,
    call_exposed,
    claim_revoke,
)
from wint.games.vint.result import Revoke
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState
from wint.games.vint.table import TableState

TABLE = RuleSet(allow_revokes=True)
REVOKE_BY_S = "1S " + "P " * 8 + "H8 D2"  # S holds hearts (tests/games/vint/test_table_rules.py)


def chosen(state: DealState) -> object:
    seat = state.to_act
    assert seat is not None
    return advise(state.view(seat), Situation()).action


def play_out(state: DealState) -> DealState:
    while not state.is_over:
        state = state.apply(chosen(state))
    return state


def test_computer_players_never_revoke() -> None:
    for level in ("beginner", "basic"):
        for number in range(4):
            players = {seat: make_player(level, f"{number}{seat.name}") for seat in SEATS}
            state = DealState.new(deal_from_seed(3, number), Seat(number % 4), TABLE)
            while not state.is_over:
                seat = state.to_act
                assert seat is not None
                state = state.apply(players[seat].decide(state.view(seat), Situation()).action)
            assert isinstance(state, TableState) and state.revokes_made == ()


def test_a_computer_partner_asks_and_opponents_do_not() -> None:
    state = calls(start(rules=TABLE), REVOKE_BY_S)
    assert question(state.view(Seat.N)) == ask(Seat.S)
    assert question(state.view(Seat.E)) is None and question(state.view(Seat.W)) is None


def test_opponents_claim_the_revoke_the_tricks_prove() -> None:
    over = play_out(calls(start(rules=TABLE), REVOKE_BY_S))
    assert over.result().revokes == (Revoke(Seat.S),)  # S later played a heart (V-REV-4)


def test_a_revoke_the_tricks_do_not_prove_is_not_claimed() -> None:
    # the play ends by a claim after the first trick: S's hearts were never seen
    state = calls(start(rules=TABLE), REVOKE_BY_S + " H3 H6 claim:6")
    assert claim_revoke(Seat.S, 0) in state.legal_actions()
    assert chosen(state) == REVOKE_DONE  # honest: its view proves nothing
    assert play_out(state).result().revokes == ()


def test_the_opponents_choices() -> None:
    asked = calls(start(rules=TABLE), REVOKE_BY_S + " H3 ASK:S ANSWER:yes")
    assert chosen(asked) == CORRECT_LOW  # E's H8 wins so far: S may not overtake (V-REV-2)
    exposed = calls(asked, "CORRECT:low H2 H3 H6 D5")
    assert chosen(exposed) == call_exposed(Card.parse("D2"))  # it cannot win: called (V-IRR-1)
    out = calls(start(rules=TABLE), "1S " + "P " * 8 + "S2")
    assert chosen(out) == LEAD_KEEP  # V-IRR-2
    shown_out = calls(
        start(rules=TABLE), "1S " + "P " * 8 + "C2 C3 C4 CA C7 C5 CK CQ H2 H3 H6 HJ C6 D2 ASK:S"
    )
    assert chosen(shown_out) == ANSWER_NO


def test_no_table_advice_for_a_card() -> None:
    state = calls(start(rules=TABLE), REVOKE_BY_S)
    assert advise_table(state.view(Seat.W)) is None


TABLE_ACTIONS = "S2 LEAD:keep H8 D2 H3 ASK:S ANSWER:yes CORRECT:low H2 H3 H6 D5 EXPOSED:leave"


def test_a_computer_plays_no_exposed_card_at_will_and_the_review_copes() -> None:
    state = calls(start(rules=TABLE), "1S " + "P " * 8 + TABLE_ACTIONS)
    assert state.to_act is Seat.S and Card.parse("D2") not in state.legal_actions()
    assert chosen(state) in state.legal_actions()  # the conventions wanted the D2 (V-IRR-1)
    over = play_out(state)
    review = review_deal(over, table=False)
    assert len(review.steps) == len(over.history())
