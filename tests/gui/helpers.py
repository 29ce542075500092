"""Builders for GUI tests: a controller on a fixed deal, the human in the South; the
application run in a child process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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


def run_wint(
    tmp_path: Path, *args: str, python: tuple[str, ...] = (), stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """``python -m wint ARGS`` offscreen, exiting once its window is ready, with private
    settings and data folders under ``tmp_path``; ``python`` adds interpreter options,
    ``stdin`` is the standard input."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        WINT_EXIT_WHEN_READY="1",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
    )
    return subprocess.run(
        [sys.executable, *python, "-m", "wint", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
