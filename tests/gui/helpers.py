"""Builders for GUI tests: a controller on a fixed deal, the human in the South."""

from __future__ import annotations

from wint.core.rules import RuleSet
from wint.core.seats import SEATS, Seat
from wint.gui.controller import GameController, Pace
from wint.session.model import SeatConfig, Session, SessionSetup


def make_session(seed: int = 11, human: Seat | None = Seat.S) -> Session:
    seats = tuple(
        SeatConfig(f"Player {seat.name}", human=seat is human, level="basic") for seat in SEATS
    )
    return Session.start(SessionSetup(RuleSet(), seats, seed))  # type: ignore[arg-type]


def make_controller(seed: int = 11, human: Seat | None = Seat.S) -> GameController:
    return GameController(make_session(seed, human), Pace("instant"))
