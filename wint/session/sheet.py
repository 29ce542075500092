"""A session's score sheet (V-SHEET): the sheet model of its ledger, with its players."""

from __future__ import annotations

import datetime

from wint.core.sheet import Name, Sheet, seat_names
from wint.core.sheet_builder import last_rubber_sheet
from wint.games.vint.sheet import build_sheet, rubber_sheet
from wint.session.model import Session

__all__ = ["current_sheet", "session_sheet"]


def _seating(session: Session) -> tuple[Name, ...]:
    """The players of N, E, S and W (a seat without a name stands for its player)."""
    return seat_names([config.name for config in session.setup.seats])


def session_sheet(session: Session, date: datetime.date | None = None) -> Sheet:
    """The sheet of a session: all its rubbers, «Мы» the human's side, the players' names
    (a seat without one stands for its player)."""
    seating = _seating(session)
    return build_sheet(
        session.ledger,
        session.setup.our_side,
        date=date,
        seatings=[seating] * len(session.ledger.rubbers),
    )


def current_sheet(session: Session) -> Sheet:
    """The sheet of the rubber in progress, else of the last one: what the live sheet
    shows, «Мы» the human's side."""
    return last_rubber_sheet(
        "vint", session.ledger, rubber_sheet, session.setup.our_side, _seating(session)
    )
