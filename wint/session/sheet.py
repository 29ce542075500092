"""A session's score sheet (V-SHEET): the sheet model of its ledger, with its players.

Vint's sessions have it; :func:`has_sheet` says which sessions do (Whist's sheet model comes
with its own issue: until then its sessions are played and saved, not printed or charted).
"""

from __future__ import annotations

import datetime

from wint.games.vint.game import VINT
from wint.games.vint.sheet import Sheet, build_sheet, seat_names
from wint.session.model import AnySetup, Session

__all__ = ["has_sheet", "session_sheet"]


def has_sheet(setup: AnySetup) -> bool:
    """True when :func:`session_sheet` draws the sheet of a session set up as ``setup``."""
    return setup.game is VINT


def session_sheet(session: Session, date: datetime.date | None = None) -> Sheet:
    """The sheet of a session: all its rubbers, «Мы» the human's side, the players' names
    (a seat without one stands for its player)."""
    setup = session.setup
    seating = seat_names([config.name for config in setup.seats])
    return build_sheet(
        session.ledger, setup.our_side, date=date, seatings=[seating] * len(session.ledger.rubbers)
    )
