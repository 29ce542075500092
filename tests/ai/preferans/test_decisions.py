"""The basic player's decisions in hand-made deals: the talon and the contract (P-CON), the
whist (P-WH), misère and its catch (B.12, P-PLAY-4), and the all-pass deal (P-RASP)."""

from __future__ import annotations

from tests.ai.preferans.helpers import MISERE, STRONG
from wint.ai.advice import Situation
from wint.ai.preferans.levels import BasicPlayer
from wint.ai.preferans.simulation import play_deal
from wint.core.cards import Card
from wint.core.seats import Seat
from wint.games.preferans.actions import Call, Discard, Name, Phase, WhistCall
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.result import Contract, PrefSeat, WhistWord
from wint.games.preferans.rules import PrefRules, resolve_rules
from wint.games.preferans.state import PrefState

A, B, C = Seat.N, Seat.E, Seat.S
BASIC = BasicPlayer()


def start(deal: str, rules: PrefRules | None = None) -> PrefState:
    return PrefState.new(PrefDeal.parse(deal, PrefSeat.C, 3), rules or PrefRules())


def decide(state: PrefState) -> object:
    actor = state.actor
    assert actor is not None
    return BASIC.decide(state.view(actor), Situation()).action


def played(state: PrefState, codes: str) -> PrefState:
    for code in codes.split():
        state = state.apply_code(code)
    return state


def test_the_discard_keeps_every_sure_trick_and_voids_a_short_suit() -> None:
    state = played(start(STRONG), "6S P P")
    discard = decide(state)
    assert isinstance(discard, Discard)
    assert Card.parse("C7") in discard.cards
    assert all(card.rank < Card.parse("HK").rank for card in discard.cards)


def test_the_contract_is_the_highest_the_hand_expects_not_below_the_bid() -> None:
    state = played(start(STRONG), "6S P P discard:C7,H7")
    assert state.phase is Phase.CONTRACT
    assert decide(state) == Name(Contract.parse("9S"))  # five trumps drawn in three rounds


def test_the_auction_stops_at_what_the_hand_expects() -> None:
    state = start(STRONG)
    assert decide(state) == Call(Contract.parse("6S"))  # the cheapest bid first
    assert decide(played(state, "6S P 8S")) == Call(Contract.parse("8C"))
    assert decide(played(state, "6S P 9NT")) == Call(None)  # nine tricks, not ten
    assert decide(played(state, "6S P")) == Call(None)  # C: three tricks in hearts


def test_the_first_defender_whists_with_his_share_and_the_second_half_whists() -> None:
    state = played(start(STRONG), "6S P P discard:C7,H7 contract:6S")
    assert decide(state) == WhistCall(WhistWord.WHIST)  # ♣A K: his two of the four (P-WH-2)
    passed = state.apply_code("pass")
    assert decide(passed) == WhistCall(WhistWord.HALF)  # P-WH-5: half the duty, no risk
    classic = played(start(STRONG, resolve_rules({"preset": "classic1971"})), "6S P P")
    classic = played(classic, "discard:C7,H7 contract:6S pass")
    assert decide(classic) == WhistCall(WhistWord.PASS)  # no half-whist in the 1971 rules


def test_stalingrad_is_whisted() -> None:
    rules = PrefRules(stalingrad=True)
    state = played(start(STRONG, rules), "6S P P discard:C7,H7 contract:6S whist")
    assert decide(state) == WhistCall(WhistWord.WHIST)  # P-WH-8: the only word


def test_a_misere_that_fits_the_ladder_is_bid_and_caught_when_the_catchers_can() -> None:
    state = start(MISERE)
    state = state.apply(BASIC.decide(state.view(A), Situation()).action)
    assert decide(state) == Call(Contract.parse("misere"))  # one hole of 50 % (B.12)
    final = play_deal(state, dict.fromkeys((A, B, C), BASIC))
    assert final.contract == Contract.parse("misere") and final.declarer == B
    first, second = final.tricks[:2]
    assert [card for _, card in first.plays][:2] == [Card.parse("S8"), Card.parse("S7")]
    assert second.plays[0][1] == Card.parse("S9") and second.winner == B  # caught
    assert final.won(B) >= 1


def test_all_pass_players_duck_under_the_trick_when_they_can() -> None:
    ducked = 0
    for number in range(40):
        state = PrefState.new(PrefDeal.from_seed(8, number, PrefSeat.A, 3))
        while (actor := state.actor) is not None:
            card = decide(state)
            trick = state.current_trick
            if state.allpass and state.phase is Phase.PLAY and trick:
                led = trick[0][1].suit if state.lead_card() is None else state.lead_card().suit  # type: ignore[union-attr]
                best = max((c.rank for _, c in trick if c.suit is led), default=None)
                under = [c for c in state.hand(actor) if c.suit is led and best and c.rank < best]
                if under:
                    assert isinstance(card, Card) and card.suit is led and card.rank < best
                    ducked += 1
            state = state.apply(card)  # type: ignore[arg-type]
    assert ducked > 20
