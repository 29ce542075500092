"""A session's score sheet (V-SHEET, W-SC): the sheet model of its ledger, drawn by its
game's rubber writer (:attr:`~wint.games.registry.GameSpec.rubber_sheet`), with its players.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping
from typing import Any

from wint.core.seats import Seat, Side
from wint.core.sheet import Name, PlayerLedger, Sheet
from wint.core.sheet_builder import build_sheet, last_rubber_sheet
from wint.session.model import AnySession, AnySetup, Session

__all__ = [
    "current_sheet",
    "has_sheet",
    "players_ledger",
    "rotates",
    "session_sheet",
    "whole_sheet",
]


def has_sheet(setup: AnySetup) -> bool:
    """True when the game of a session set up as ``setup`` has a score sheet."""
    return setup.game.rubber_sheet is not None


def whole_sheet(session: AnySession, names: Mapping[Seat, str] | None = None) -> Any:
    """The one sheet a game draws for a whole session (Preferans's pulya,
    :attr:`~wint.games.registry.GameSpec.ledger_sheet`), its players named by ``names``
    (by default their own names; a seat without one by its letter); ``None`` for a game
    of rubbers."""
    setup = session.setup
    drawn = setup.game.ledger_sheet
    if drawn is None:
        return None
    if names is None:
        names = {
            seat: config.name for seat, config in zip(setup.game.seats, setup.seats, strict=True)
        }
    return drawn(setup.rules, session.ledger, names)


def _writer(setup: AnySetup) -> Callable[..., Any]:
    """The game's rubber writer.

    :raises ValueError: the game has no score sheet (:func:`has_sheet`).
    """
    if setup.game.rubber_sheet is None:
        raise ValueError(f"{setup.game.name} has no score sheet")
    return setup.game.rubber_sheet


def _seating(setup: AnySetup, rubber: int) -> tuple[Name, ...]:
    """Who plays N, E, S and W in rubber ``rubber``: a dummy's partner in its seat too, so
    that he takes both shares of his side (W-VAR-3P, W-EX10); a player without a name is
    the seat of his own in the first rubber."""
    players = _players(setup)
    return tuple(players[i] for i in setup.seating_of(rubber))


def rotates(setup: AnySetup) -> bool:
    """True when named players change seats or sit out in turn (V-PART-9, §4.2): their
    individual ledger (V-SHEET-7) counts in the rules' ``ledger_unit``."""
    if setup.dummies:
        return False
    return len(setup.players) > len(setup.game.seats) or len(set(setup.seating)) > 1


def session_sheet(session: Session, date: datetime.date | None = None) -> Sheet:
    """The sheet of a session: all its rubbers, «Мы» the human's side, the players' names
    (a seat without one stands for its player) and, with dummies or players who change
    seats, their ledger (in the rules' ``ledger_unit`` when they change seats).

    :raises ValueError: the game has no score sheet (:func:`has_sheet`).
    """
    setup = session.setup
    named = rotates(setup)
    return build_sheet(
        setup.game.id,
        session.ledger,
        _writer(setup),
        setup.our_side,
        date=date,
        seatings=[_seating(setup, r) for r in range(len(session.ledger.rubbers))],
        players=_players(setup) if setup.dummies or named else (),
        unit=setup.rules.ledger_unit if named else 1,
        our_sides=[_our_side(setup, r) for r in range(len(session.ledger.rubbers))]
        if named
        else (),
        settled=setup.account(session.ledger.rubbers).after_rubber if setup.per_deal else None,
    )


def _players(setup: AnySetup) -> tuple[Name, ...]:
    """The players in draw order, each by his name or his own seat: a table with dummies
    keeps their individual ledger from the first rubber (W-SC-10, W-EX10)."""
    return tuple(config.name or setup.home(i) for i, config in enumerate(setup.players))


def current_sheet(session: Session) -> Sheet:
    """The sheet of the rubber in progress, else of the last one: what the live sheet
    shows, «Мы» the human's side.

    :raises ValueError: the game has no score sheet (:func:`has_sheet`).
    """
    setup = session.setup
    rubber = max(0, len(session.ledger.rubbers) - 1)
    ours = _our_side(setup, rubber)
    return last_rubber_sheet(
        setup.game.id, session.ledger, _writer(setup), ours, _seating(setup, rubber)
    )


def _our_side(setup: AnySetup, rubber: int) -> Side:
    """The side written «Мы» in rubber ``rubber``: the human's pair there, the session's
    when he sits it out (§4.2) or nobody plays."""
    human = setup.human_in(rubber)
    return human.side if human is not None else setup.our_side


def players_ledger(session: Session) -> PlayerLedger | None:
    """The individual ledger (V-SHEET-7) of a session of players who change seats or sit
    out (:func:`rotates`), as the printed sheet has it; ``None`` for any other session.

    :raises ValueError: the game has no score sheet (:func:`has_sheet`).
    """
    return session_sheet(session).players if rotates(session.setup) else None
