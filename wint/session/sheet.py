"""A session's score sheet (V-SHEET, W-SC): the sheet model of its ledger, drawn by its
game's rubber writer (:attr:`~wint.games.registry.GameSpec.rubber_sheet`), with its players.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

from wint.core.sheet import Name, Sheet, seat_names
from wint.core.sheet_builder import build_sheet, last_rubber_sheet
from wint.session.model import AnySetup, Session

__all__ = ["current_sheet", "has_sheet", "session_sheet"]


def has_sheet(setup: AnySetup) -> bool:
    """True when the game of a session set up as ``setup`` has a score sheet."""
    return setup.game.rubber_sheet is not None


def _writer(setup: AnySetup) -> Callable[..., Any]:
    """The game's rubber writer.

    :raises ValueError: the game has no score sheet (:func:`has_sheet`).
    """
    if setup.game.rubber_sheet is None:
        raise ValueError(f"{setup.game.name} has no score sheet")
    return setup.game.rubber_sheet


def _seating(session: Session) -> tuple[Name, ...]:
    """The players of N, E, S and W (a seat without a name stands for its player)."""
    return seat_names([config.name for config in session.setup.seats])


def session_sheet(session: Session, date: datetime.date | None = None) -> Sheet:
    """The sheet of a session: all its rubbers, «Мы» the human's side, the players' names
    (a seat without one stands for its player).

    :raises ValueError: the game has no score sheet (:func:`has_sheet`).
    """
    setup = session.setup
    return build_sheet(
        setup.game.id,
        session.ledger,
        _writer(setup),
        setup.our_side,
        date=date,
        seatings=[_seating(session)] * len(session.ledger.rubbers),
    )


def current_sheet(session: Session) -> Sheet:
    """The sheet of the rubber in progress, else of the last one: what the live sheet
    shows, «Мы» the human's side.

    :raises ValueError: the game has no score sheet (:func:`has_sheet`).
    """
    setup = session.setup
    return last_rubber_sheet(
        setup.game.id, session.ledger, _writer(setup), setup.our_side, _seating(session)
    )
