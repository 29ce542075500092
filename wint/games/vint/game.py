"""Vint in the registry of games (:mod:`wint.games.registry`)."""

from __future__ import annotations

from typing import Any

from wint.core.deal import Deal, deal_from_seed
from wint.core.seats import SEATS, Seat
from wint.games.registry import GameSpec, register
from wint.games.vint.ledger import Ledger, next_dealer, session_complete
from wint.games.vint.record import read_record, replay_record, score_record
from wint.games.vint.rules import (
    RuleSet,
    Scope,
    apply_options,
    load_preset,
    preset_names,
    refuse_unplayed,
)
from wint.games.vint.sheet import record_sheet, rubber_sheet
from wint.games.vint.state import DealState, Phase, parse_action

__all__ = ["VINT"]


def _read_rules(options: object, path: str) -> RuleSet:
    """A session's rules: its options on the classical defaults."""
    return apply_options(RuleSet(), options, path)


def _check_rules(rules: RuleSet, path: str) -> RuleSet:
    """Refuses the options of a real table only (the draw, the cut, blind bids): a session
    plays the game's and its named players' (§4.2: who sits where, the ledger's unit).

    :raises RulesError: at the key path of the first such option.
    """
    return refuse_unplayed(rules, path, (Scope.GAME, Scope.PLAYERS))


def _dump_rules(rules: RuleSet) -> dict[str, Any]:
    return rules.as_dict()


def _start(rules: RuleSet, seed: int, number: int, dealer: Seat) -> DealState:
    return DealState.new(deal_from_seed(seed, number, dealer), dealer, rules)


def _read_deal(rules: RuleSet, text: str, dealer: Seat) -> DealState:
    """A deal written in PBN."""
    return DealState.new(Deal.parse_pbn(text), dealer, rules)


def _deal_text(state: DealState) -> str:
    return state.deal.pbn()


def _next_dealer(rules: RuleSet, state: DealState) -> Seat:
    """V-DEAL-6, C-16."""
    return next_dealer(rules, state.dealer, state.result().passed_out)


def _in_opening(state: DealState) -> bool:
    """The auction (V-BID)."""
    return state.phase is Phase.AUCTION


def _session_rubbers(rules: RuleSet) -> int:
    """V-PART-9."""
    return rules.session_rubbers


VINT = register(
    GameSpec(
        id="vint",
        name="Vint",
        seats=SEATS,
        read_record=read_record,
        score_record=score_record,
        replay_record=replay_record,
        record_sheet=record_sheet,
        presets=preset_names,
        preset=load_preset,
        # Two or three with a dummy (rules §4.1), four (V-SEAT-1), five or six sitting out
        # in turn (V-SEAT-5, §4.2).
        players=range(2, 7),
        played=(4, 5, 6),
        read_rules=_read_rules,
        check_rules=_check_rules,
        dump_rules=_dump_rules,
        start=_start,
        read_deal=_read_deal,
        deal_text=_deal_text,
        parse_action=parse_action,
        new_ledger=Ledger,
        next_dealer=_next_dealer,
        complete=session_complete,
        in_opening=_in_opening,
        rubber_sheet=rubber_sheet,
        session_rubbers=_session_rubbers,
    )
)
