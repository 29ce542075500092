"""Preferans in the registry of games (:mod:`wint.games.registry`): its record (``wint
score``, ``wint replay``), its rulesets, its deals for the engine (``wint bench engine``) and
its sessions: three or four players (the dealer sitting out each deal, P-TAB-1), one pulya
to the target the session's rules name (:mod:`wint.games.preferans.session`), each deal
carrying the all-pass run before it (P-RASP-5), the pulya drawn as one sheet (``wint
sheet``) and who deals next."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from wint.core.options import apply_options
from wint.core.seats import SEATS, Seat
from wint.games.preferans.actions import Phase, parse_action
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.ledger import Records
from wint.games.preferans.pulya import PrefLedger, Pulya
from wint.games.preferans.record import read_record, replay_record, score_record
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.rules import VARIANTS
from wint.games.preferans.scoring import next_dealer
from wint.games.preferans.session import SessionRules, check_session_rules, session_rules
from wint.games.preferans.sheet import PulyaSheet, pulya_sheet, record_sheet
from wint.games.preferans.state import PrefState
from wint.games.registry import GameSpec, register

__all__ = ["PREFERANS"]


def _read_rules(options: object, path: str) -> SessionRules:
    """A session's rules: its options on Sochi's defaults, three players to 10 (B.9)."""
    return apply_options(SessionRules(), options, path)


def _dump_rules(rules: SessionRules) -> dict[str, Any]:
    return rules.as_dict()


def _presets() -> tuple[str, ...]:
    """The variants, Sochi first (the default, B.4-B.8.1)."""
    return VARIANTS


def _preset(name: str) -> SessionRules:
    return session_rules(name)


def _table_seats(rules: SessionRules) -> tuple[Seat, ...]:
    """P-TAB-1: a seat for each player; with four the dealer sits out each deal."""
    return SEATS[: rules.players]


def _start(rules: SessionRules, seed: int, number: int, dealer: Seat) -> PrefState:
    """P-DEAL-2: deal ``number`` of the seed, dealt by ``dealer``, before the first call."""
    deal = PrefDeal.from_seed(seed, number, PrefSeat.of(dealer), rules.players)
    return PrefState.new(deal, rules)


def _read_deal(rules: SessionRules, text: str, dealer: Seat) -> PrefState:
    """A deal as :meth:`PrefDeal.text` writes it."""
    return PrefState.new(PrefDeal.parse(text, PrefSeat.of(dealer), rules.players), rules)


def _deal_text(state: PrefState) -> str:
    return state.deal.text()


def _new_ledger(rules: SessionRules) -> PrefLedger:
    return PrefLedger(rules.table)


def _carry_over(state: PrefState, ledger: PrefLedger) -> PrefState:
    """P-RASP-5: the deal with the all-pass run of its pulya before it."""
    pulya = ledger.rubbers[-1] if ledger.rubbers else None
    run = 0 if pulya is None or pulya.is_over else pulya.run
    return state if run == 0 else PrefState.new(state.deal, state.rules, run)


def _next_dealer(rules: SessionRules, state: PrefState) -> Seat:
    """P-TAB-5: clockwise; P-MSU-1: the same dealer after all-pass or a caught misère."""
    return next_dealer(rules.table, state.result()).seat


def _complete(rules: SessionRules, ledger: PrefLedger) -> bool:
    """A session is one pulya, over at P-SET-6."""
    return bool(ledger.rubbers) and ledger.rubbers[-1].is_over


def _in_opening(state: PrefState) -> bool:
    """The auction."""
    return state.phase is Phase.AUCTION


def _ledger_sheet(rules: SessionRules, ledger: PrefLedger, names: Mapping[Seat, str]) -> PulyaSheet:
    """The session's pulya drawn (its last, the one in play), the players named by seat,
    settled in money too when the session agreed a price of a whist."""
    table = ledger.table
    start = Records.empty(table.players)
    pulya = ledger.rubbers[-1] if ledger.rubbers else Pulya(table, start.copy())
    named = {PrefSeat.of(seat): name for seat, name in names.items() if name}
    return replace(pulya_sheet(pulya, start, named), price=rules.price)  # P-SET-4


PREFERANS = register(
    GameSpec(
        id="preferans",
        name="Preferans",
        # Three play each deal (P-TAB-1); with four the dealer sits out (table_seats).
        seats=SEATS[:3],
        read_record=read_record,
        score_record=score_record,
        replay_record=replay_record,
        record_sheet=record_sheet,
        presets=_presets,
        preset=_preset,
        players=range(3, 5),
        played=(3, 4),
        read_rules=_read_rules,
        check_rules=check_session_rules,
        dump_rules=_dump_rules,
        start=_start,
        read_deal=_read_deal,
        deal_text=_deal_text,
        parse_action=parse_action,
        new_ledger=_new_ledger,
        next_dealer=_next_dealer,
        complete=_complete,
        in_opening=_in_opening,
        table_seats=_table_seats,
        carry_over=_carry_over,
        ledger_sheet=_ledger_sheet,
    )
)
