"""Preferans in the registry: its deals for the engine (``wint bench engine --game
preferans``), its notation, the pulya ledger and who deals next, and what its sessions
play (three or four players, the pulya's target, the all-pass run carried into a deal)."""

from __future__ import annotations

import json
import random

import pytest

from tests.games.preferans.helpers import play, start
from tests.test_cli import cli
from wint.core.errors import RulesError
from wint.core.seats import Seat
from wint.games.preferans.actions import Name, WhistCall
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.pulya import PrefLedger
from wint.games.preferans.result import Contract, PrefSeat, WhistWord
from wint.games.preferans.session import SessionRules
from wint.games.preferans.state import PrefState
from wint.games.registry import game

SPEC = game("preferans")
ALL_PASS = ["P", "P", "P"]


def rules(preset: str = "sochi") -> SessionRules:
    """A session's rules of ``preset``, three players to 10."""
    rules: SessionRules = SPEC.preset(preset)
    return rules


def _played_out(state: PrefState, seed: int) -> PrefState:
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_bench_engine_plays_random_preferans_deals(capsys: pytest.CaptureFixture[str]) -> None:
    ran = cli(
        capsys, "bench", "engine", "--game", "preferans", "--deals", "20", "--runs", "1", "--json"
    )
    assert ran.code == 0, ran.err
    figures = json.loads(ran.out)
    assert figures["game"] == "preferans"
    assert figures["deals_per_s"] > 0 and figures["rubbers_scored_per_s"] > 0


def test_a_seeded_deal_is_dealt_to_three_and_written_as_its_text() -> None:
    first = SPEC.start(rules(), 1, 1, Seat.S)
    assert first.deal == PrefDeal.from_seed(1, 1, PrefSeat.C, 3)
    assert SPEC.deal_text(first) == "A:Q97.KQT98.T8. JT.J7.A7.AKJ8 AK8.A.QJ9.T97 DK CQ"
    again = SPEC.read_deal(rules(), SPEC.deal_text(first), Seat.S)
    assert again.deal == first.deal and again.to_act is Seat.N
    assert SPEC.parse_action("contract:7H") == Name(Contract.parse("7H"))
    assert SPEC.parse_action("whist") == WhistCall(WhistWord.WHIST)


def test_the_opening_is_the_auction() -> None:
    state = start()
    assert SPEC.in_opening(state)
    assert SPEC.in_opening(play(state, ["6S", "P"]))
    assert not SPEC.in_opening(play(state, ["6S", "P", "P"]))


def test_the_deal_passes_clockwise_and_stays_after_all_pass_under_msu() -> None:
    all_pass = _played_out(play(start(), ALL_PASS), 1)
    assert SPEC.next_dealer(rules(), all_pass) is Seat.N  # C deals, then A (P-TAB-5)
    assert SPEC.next_dealer(rules("classic1971"), all_pass) is Seat.S  # P-MSU-1
    six = _played_out(play(start(), ["6S", "P", "P"]), 2)
    assert SPEC.next_dealer(rules("classic1971"), six) is Seat.N


def test_the_ledger_writes_a_pulya_and_opens_the_next_after_its_end() -> None:
    sochi = rules()
    ledger: PrefLedger = SPEC.new_ledger(sochi)
    assert not SPEC.complete(sochi, ledger)
    number, dealer = 0, Seat.S
    while not SPEC.complete(sochi, ledger):
        state = _played_out(SPEC.start(sochi, 7, number, dealer), number)
        before = ledger
        ledger = ledger.add(state.result())
        assert len(before.rubbers) <= 1 and before.rubbers[-1:] != ledger.rubbers[-1:]
        dealer, number = SPEC.next_dealer(sochi, state), number + 1
    assert len(ledger.rubbers) == 1 and ledger.rubbers[0].is_over
    assert len(ledger.rubbers[0].deals) == number
    state = _played_out(SPEC.start(sochi, 7, number, dealer), number)
    after = ledger.add(state.result())
    assert len(after.rubbers) == 2 and len(after.rubbers[1].deals) == 1
    assert ledger.rubbers[0] is after.rubbers[0] and len(ledger.rubbers) == 1


def test_a_session_seats_three_or_four_and_refuses_what_it_cannot_play() -> None:
    assert SPEC.played == (3, 4)
    four = SPEC.read_rules({"players": 4, "pulya": 20}, "rules")
    assert SPEC.at_table(four).seats == (Seat.N, Seat.E, Seat.S, Seat.W)
    assert SPEC.at_table(rules()).seats == (Seat.N, Seat.E, Seat.S)
    assert SPEC.dump_rules(four)["players"] == 4 and four.table.target == 20
    with pytest.raises(RulesError, match=r"rules\.players"):
        SPEC.read_rules({"players": 5}, "rules")
    refused = SPEC.read_rules({"concede": "minus3"}, "rules")
    with pytest.raises(RulesError, match=r"rules\.concede"):
        SPEC.check_rules(refused, "rules")


def test_four_players_deal_to_three_the_dealer_sitting_out() -> None:
    four = SPEC.read_rules({"players": 4}, "rules")
    state = SPEC.start(four, 3, 0, Seat.W)
    assert state.dealer is Seat.W and not state.hand(Seat.W)
    assert state.active == (Seat.N, Seat.E, Seat.S) and state.to_act is Seat.N


def test_an_all_pass_run_is_carried_into_the_next_deal() -> None:
    """P-RASP-5: Leningrad's exit ladder 6-7-7 asks seven after an all-pass deal."""
    leningrad = rules("leningrad")
    ledger: PrefLedger = SPEC.new_ledger(leningrad)
    first = SPEC.start(leningrad, 1, 0, Seat.S)
    ledger = ledger.add(_played_out(play(first, ALL_PASS), 1).result())
    second = SPEC.carry_over(SPEC.start(leningrad, 1, 1, Seat.N), ledger)
    assert second.minimum == 7
    assert SPEC.start(leningrad, 1, 1, Seat.N).minimum == 6
