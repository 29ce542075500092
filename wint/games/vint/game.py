"""Vint in the registry of games (:mod:`wint.games.registry`)."""

from __future__ import annotations

from typing import Any

from wint.core.deal import Deal, deal_from_seed
from wint.core.errors import RulesError
from wint.core.seats import SEATS, Seat
from wint.games.registry import GameSpec, register
from wint.games.vint import exchange
from wint.games.vint.auctions import new_deal
from wint.games.vint.ledger import Ledger, next_dealer, session_complete
from wint.games.vint.record import read_record, replay_record, score_record
from wint.games.vint.rules import (
    AuctionForm,
    DealVariant,
    PassedOut,
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


def _dump_rules(rules: RuleSet) -> dict[str, Any]:
    return rules.as_dict()


def _check_rules(rules: RuleSet, path: str) -> RuleSet:
    """Refuses the options of a real table only (the draw, the cut): a session plays the
    game's and its named players' (§4.2: who sits where, the ledger's unit); and the
    combinations not played (the talon of §4.4 has no taker in a распасовка).

    :raises RulesError: at the key path of the first such option.
    """
    refuse_unplayed(rules, path, (Scope.GAME, Scope.PLAYERS))
    if rules.deal_variant is DealVariant.PRIKUPKA and rules.passed_out is PassedOut.RASPASOVKA:
        raise RulesError(f"{path}.passed_out", "a распасовка is not played with prikupka (§4.4)")
    if rules.deal_variant is not DealVariant.CLASSIC and rules.allow_blind_bids:
        # their players look at their cards to pass them, or bid on twelve (V-BID-12)
        raise RulesError(f"{path}.allow_blind_bids", "blind bids are not played with the old deals")
    siberian = rules.auction_form is AuctionForm.SIBERIAN
    if siberian and (rules.allow_blind_bids or rules.deal_variant is not DealVariant.CLASSIC):
        raise RulesError(
            f"{path}.auction_form", "Siberian whist is played without blind bids or the old deals"
        )
    return rules


def _start(rules: RuleSet, seed: int, number: int, dealer: Seat) -> DealState:
    if rules.deal_variant is not DealVariant.CLASSIC:
        return exchange.start(rules, seed, number, dealer)  # the old deals, §4.4, §4.6
    return new_deal(deal_from_seed(seed, number, dealer), dealer, rules)


def _read_deal(rules: RuleSet, text: str, dealer: Seat) -> DealState:
    """A deal written in PBN (the old deals: their hands as dealt, and the talon)."""
    if rules.deal_variant is not DealVariant.CLASSIC:
        return exchange.read_deal(rules, text, dealer)
    return new_deal(Deal.parse_pbn(text), dealer, rules)


def _next_dealer(rules: RuleSet, state: DealState) -> Seat:
    """V-DEAL-6, C-16."""
    return next_dealer(rules, state.dealer, state.result().passed_out)


def _with_dummies(state: DealState, seats: tuple[Seat, ...]) -> DealState:
    """§4.1: the deal's first state with dummies in ``seats``, each played by the player
    opposite and exposed as the rules say."""
    return DealState.new(state.deal, state.dealer, state.rules, seats)


def _in_opening(state: DealState) -> bool:
    """The auction (V-BID), and the passing of the old deals (§4.4, §4.6)."""
    return state.phase is Phase.AUCTION or state.phase is Phase.EXCHANGE


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
        # Two or three with a dummy (rules §4.1, the three players' dummy passing on each
        # rubber), four (V-SEAT-1), five or six sitting out in turn (V-SEAT-5, §4.2).
        players=range(2, 7),
        played=(2, 3, 4, 5, 6),
        read_rules=_read_rules,
        check_rules=_check_rules,
        dump_rules=_dump_rules,
        start=_start,
        read_deal=_read_deal,
        deal_text=exchange.deal_text,
        parse_action=parse_action,
        new_ledger=Ledger,
        next_dealer=_next_dealer,
        complete=session_complete,
        in_opening=_in_opening,
        rubber_sheet=rubber_sheet,
        session_rubbers=_session_rubbers,
        with_dummies=_with_dummies,
    )
)
