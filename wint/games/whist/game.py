"""Whist in the registry of games (:mod:`wint.games.registry`)."""

from __future__ import annotations

from typing import Any, Final

from wint.core.options import apply_options, refuse_unplayed
from wint.core.seats import SEATS, Seat
from wint.games.registry import GameSpec, register
from wint.games.whist.deal import WhistDeal
from wint.games.whist.ledger import Ledger
from wint.games.whist.record import read_record, replay_record, score_record
from wint.games.whist.rules import DummyRotation, WhistRules, preset_names, resolve_rules
from wint.games.whist.scoring import next_dealer
from wint.games.whist.sheet import record_sheet, rubber_sheet
from wint.games.whist.state import DealState, parse_action

__all__ = ["WHIST"]

#: A session's rubbers: with partners changing after each (W-SEAT-5), three rubbers give
#: every player every partner once.
SESSION_RUBBERS: Final = 3


def _read_rules(options: object, path: str) -> WhistRules:
    """A session's rules: its options on the defaults of Part A."""
    return apply_options(WhistRules(), options, path)


def _check_rules(rules: WhistRules, path: str) -> WhistRules:
    """Refuses what a session does not play yet: the options of a real table and of named
    players (:func:`refuse_unplayed`).

    :raises RulesError: at the key path of the first such option.
    """
    refuse_unplayed(rules, path)
    return rules


def _dummy_per_deal(rules: WhistRules) -> bool:
    """WC-10: three players pass the dummy on every deal (``deal``), else every rubber."""
    return rules.dummy_rotation is DummyRotation.DEAL


def _dump_rules(rules: WhistRules) -> dict[str, Any]:
    return rules.as_dict()


def _start(rules: WhistRules, seed: int, number: int, dealer: Seat) -> DealState:
    """W-DEAL-2, W-DEAL-3: dealt from the dealer's left, his last card turned for trumps."""
    return DealState.new(WhistDeal.from_seed(seed, number, dealer, no_trump=rules.no_trump), rules)


def _read_deal(rules: WhistRules, text: str, dealer: Seat) -> DealState:
    """A deal as the session file writes it: PBN and the turned card."""
    return DealState.new(WhistDeal.parse(text, dealer), rules)


def _with_dummies(state: DealState, seats: tuple[Seat, ...]) -> DealState:
    """W-VAR-2P, W-VAR-3P: the deal's first state with dummies in ``seats``, exposed as
    the rules say."""
    return DealState.new(state.deal, state.rules, seats)


def _preset(name: str) -> WhistRules:
    return resolve_rules({"preset": name})


def _deal_text(state: DealState) -> str:
    return state.deal.text()


def _next_dealer(rules: WhistRules, state: DealState) -> Seat:
    """W-DEAL-5: the deal passes clockwise; W-IRR-11: the same dealer deals again after a
    deal made void by revokes on both sides."""
    return next_dealer(rules, state.result())


def _complete(rules: WhistRules, ledger: Ledger) -> bool:
    finished = sum(1 for rubber in ledger.rubbers if rubber.is_over)
    return finished >= _session_rubbers(rules)


def _session_rubbers(rules: WhistRules) -> int:
    return SESSION_RUBBERS


def _in_opening(state: DealState) -> bool:
    """Before the opening lead (Whist has no auction: a deal opens with the play)."""
    return state.last_action is None


WHIST = register(
    GameSpec(
        id="whist",
        name="Whist",
        seats=SEATS,
        read_record=read_record,
        score_record=score_record,
        replay_record=replay_record,
        record_sheet=record_sheet,
        presets=preset_names,
        preset=_preset,
        # Two or three with dummies (W-VAR-2P, W-VAR-3P), four (W-SEAT-1), five or six
        # sitting out in turn (W-SEAT-6); five and six are not played yet.
        players=range(2, 7),
        played=(2, 3, 4),
        read_rules=_read_rules,
        check_rules=_check_rules,
        dump_rules=_dump_rules,
        start=_start,
        read_deal=_read_deal,
        deal_text=_deal_text,
        parse_action=parse_action,
        new_ledger=Ledger,
        next_dealer=_next_dealer,
        complete=_complete,
        in_opening=_in_opening,
        rubber_sheet=rubber_sheet,
        session_rubbers=_session_rubbers,
        with_dummies=_with_dummies,
        dummy_per_deal=_dummy_per_deal,
    )
)
