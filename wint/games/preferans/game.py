"""Preferans in the registry of games (:mod:`wint.games.registry`): its record (``wint
score``, ``wint replay``) and its rulesets.  Preferans is not played at the table yet (the
sessions come with the next issue): a session of it is refused by its rules."""

from __future__ import annotations

from typing import Any, NoReturn

from wint.core.errors import RulesError
from wint.core.fields import RecordError
from wint.core.options import apply_options
from wint.core.seats import SEATS
from wint.games.preferans.record import read_record, replay_record, score_record
from wint.games.preferans.rules import PrefRules, preset_names, resolve_rules
from wint.games.registry import GameSpec, register

__all__ = ["PREFERANS"]


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


def _not_yet(*_: object) -> NoReturn:
    """What a session or ``wint sheet`` would ask of Preferans: not yet
    (:func:`_check_rules` refuses every session before it is asked)."""
    raise RecordError("record", "Preferans records are only scored and replayed yet")


PREFERANS = register(
    GameSpec(
        id="preferans",
        name="Preferans",
        # Three play each deal (P-TAB-1); with four the dealer sits out.
        seats=SEATS[:3],
        read_record=read_record,
        score_record=score_record,
        replay_record=replay_record,
        record_sheet=_not_yet,
        presets=preset_names,
        preset=_preset,
        players=range(3, 5),
        played=(),
        read_rules=_read_rules,
        check_rules=_check_rules,
        dump_rules=_dump_rules,
        start=_not_yet,
        read_deal=_not_yet,
        deal_text=_not_yet,
        parse_action=_not_yet,
        new_ledger=_not_yet,
        next_dealer=_not_yet,
        complete=_not_yet,
        in_opening=_not_yet,
    )
)
