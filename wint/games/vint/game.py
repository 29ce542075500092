"""Vint in the registry of games (:mod:`wint.games.registry`)."""

from __future__ import annotations

from wint.core.seats import SEATS
from wint.games.registry import GameSpec, register
from wint.games.vint.record import read_record, replay_record, score_record

__all__ = ["VINT"]

VINT = register(
    GameSpec(
        id="vint",
        name="Vint",
        seats=SEATS,
        read_record=read_record,
        score_record=score_record,
        replay_record=replay_record,
    )
)
