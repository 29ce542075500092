"""A session's score sheet (V-SHEET): the sheet model of its ledger, with its players."""

from __future__ import annotations

import datetime

from wint.games.vint.sheet import Sheet, build_sheet, seat_names
from wint.session.model import Session

__all__ = ["session_sheet"]


def session_sheet(session: Session, date: datetime.date | None = None) -> Sheet:
    """The sheet of a session: all its rubbers, «Мы» the human's side, the players' names
    (a seat without one stands for its player)."""
    setup = session.setup
    seating = seat_names([config.name for config in setup.seats])
    return build_sheet(
        session.ledger, setup.our_side, date=date, seatings=[seating] * len(session.ledger.rubbers)
    )
