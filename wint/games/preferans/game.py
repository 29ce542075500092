"""Preferans in the registry of games (:mod:`wint.games.registry`): its record (``wint
score``, ``wint replay``), its rulesets and its deals for the engine (``wint bench engine``):
three players, the state of each deal, its notation, the pulya, its drawn sheet (``wint
sheet``) and who deals next.
Preferans is not played at the table yet (the sessions come with the next issue): a
session of it is refused by its rules."""

from __future__ import annotations

from typing import Any, Final, NoReturn

from wint.core.errors import RulesError
from wint.core.options import apply_options
from wint.core.seats import SEATS, Seat
from wint.games.preferans.actions import Phase, parse_action
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.pulya import PrefLedger
from wint.games.preferans.record import read_record, replay_record, score_record
from wint.games.preferans.result import PrefSeat
from wint.games.preferans.rules import PrefRules, preset_names, resolve_rules
from wint.games.preferans.scoring import Table, next_dealer
from wint.games.preferans.sheet import record_sheet
from wint.games.preferans.state import PrefState
from wint.games.registry import GameSpec, register

__all__ = ["PREFERANS"]

#: The players of a deal dealt here: three, all active (P-TAB-1); four sit down with the
#: sessions of the next issue.
PLAYERS: Final = 3
#: The pulya a session plays to (B.9 leaves it to the table; the records' usual 10).
PULYA: Final = 10


def _read_rules(options: object, path: str) -> PrefRules:
    """A session's rules: its options on Sochi's defaults (B.9)."""
    return apply_options(PrefRules(), options, path)


def _check_rules(rules: PrefRules, path: str) -> NoReturn:
    """No session plays Preferans yet.

    :raises RulesError: always, at ``path``.
    """
    raise RulesError(path, "Preferans is not played at the table yet")


def _dump_rules(rules: PrefRules) -> dict[str, Any]:
    return rules.as_dict()


def _preset(name: str) -> PrefRules:
    return resolve_rules({"preset": name})


def _table(rules: PrefRules) -> Table:
    return Table(rules, PLAYERS, PULYA)


def _start(rules: PrefRules, seed: int, number: int, dealer: Seat) -> PrefState:
    """P-DEAL-2: deal ``number`` of the seed, dealt by ``dealer``, before the first call."""
    return PrefState.new(PrefDeal.from_seed(seed, number, PrefSeat.of(dealer), PLAYERS), rules)


def _read_deal(rules: PrefRules, text: str, dealer: Seat) -> PrefState:
    """A deal as :meth:`PrefDeal.text` writes it."""
    return PrefState.new(PrefDeal.parse(text, PrefSeat.of(dealer), PLAYERS), rules)


def _deal_text(state: PrefState) -> str:
    return state.deal.text()


def _new_ledger(rules: PrefRules) -> PrefLedger:
    return PrefLedger(_table(rules))


def _next_dealer(rules: PrefRules, state: PrefState) -> Seat:
    """P-TAB-5: clockwise; P-MSU-1: the same dealer after all-pass or a caught misère."""
    return next_dealer(_table(rules), state.result()).seat


def _complete(rules: PrefRules, ledger: PrefLedger) -> bool:
    """A session is one pulya, over at P-SET-6."""
    return bool(ledger.rubbers) and ledger.rubbers[-1].is_over


def _in_opening(state: PrefState) -> bool:
    """The auction."""
    return state.phase is Phase.AUCTION


PREFERANS = register(
    GameSpec(
        id="preferans",
        name="Preferans",
        # Three play each deal (P-TAB-1); with four the dealer sits out.
        seats=SEATS[:3],
        read_record=read_record,
        score_record=score_record,
        replay_record=replay_record,
        record_sheet=record_sheet,
        presets=preset_names,
        preset=_preset,
        players=range(3, 5),
        played=(),
        read_rules=_read_rules,
        check_rules=_check_rules,
        dump_rules=_dump_rules,
        start=_start,
        read_deal=_read_deal,
        deal_text=_deal_text,
        parse_action=parse_action,
        new_ledger=_new_ledger,
        next_dealer=_next_dealer,
        complete=_complete,
        in_opening=_in_opening,
    )
)
