"""Builders for GUI tests: a controller on a fixed deal, the human in the South; the E23
rubber's ledger and a long session for the sheet and the charts; the application run in a
child process, and started there under a probe that reports what it shows."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from wint.ai.advice import Situation
from wint.ai.vint.base import BasicPlayer
from wint.core.seats import SEATS, Seat
from wint.games.vint.ledger import Ledger
from wint.games.vint.record import decode_json, read_record
from wint.games.vint.rules import RuleSet
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.platform.settings import Settings
from wint.gui.shell.main_window import MainWindow
from wint.session.model import PlayerConfig, Session, fixed_seats

E23 = Path(__file__).parent.parent / "data" / "records" / "E23.score-deal.json"
NAMES = ("Толстой", "Анна Каренина", "Кити", "Фёдор")


def make_session(seed: int = 11, human: Seat | None = Seat.S) -> Session:
    seats = tuple(
        PlayerConfig(f"Player {seat.name}", human=seat is human, level="basic") for seat in SEATS
    )
    return Session.start(fixed_seats(RuleSet(), seats, seed))


def make_controller(seed: int = 11, human: Seat | None = Seat.S) -> GameController:
    return GameController(make_session(seed, human), Pace("instant"), games=window_games())


def shown_window(
    qtbot: Any, controller: GameController, settings: Settings | None = None
) -> MainWindow:
    """The main window on ``controller`` at 1280 × 800, its animations instant, shown and
    its game started."""
    window = MainWindow(controller, settings)
    window.set_speed("instant")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    controller.start()
    return window


def wait_for_human(qtbot: Any, window: MainWindow, timeout: int = 20_000) -> None:
    """Until the human is to act, or the deal is over."""
    controller = window.controller
    qtbot.waitUntil(
        lambda: controller.waiting_for_human or controller.session.state.is_over, timeout=timeout
    )


def e23_ledger() -> Ledger:
    """The ledger of the rulebook's E23 rubber (N–S win it, +8500)."""
    record = read_record(decode_json(E23.read_bytes(), "E23"))
    return Ledger(record.rules, record.start).extend(record.results)


_SESSION: list[Session] = []


def long_session() -> Session:
    """Three rubbers (33 deals) played by four basic computers, South the human's seat."""
    if not _SESSION:
        pairs = zip(NAMES, SEATS, strict=True)
        seats = tuple(PlayerConfig(name, human=seat is Seat.S) for name, seat in pairs)
        session = Session.start(fixed_seats(RuleSet(), seats, 7))
        player = BasicPlayer()
        while not session.is_complete:
            while (seat := session.state.to_act) is not None:
                advice = player.decide(session.state.view(seat), Situation())
                session = session.apply(advice.action, seat)
            session = session.next_deal()
        _SESSION.append(session)
    return _SESSION[0]


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


STARTUP = """
import json
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

app = QApplication(["wint"])


def look() -> None:
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox) and box.isVisible():
        print(json.dumps({"asked": box.text(), "informative": box.informativeText()}), flush=True)
        no = box.button(QMessageBox.StandardButton.No)
        no.click() if no is not None else box.close()
        return
    for window in QApplication.topLevelWidgets():
        if isinstance(window, QMainWindow) and window.isVisible():
            controller = getattr(window, "controller", None)
            setup = controller.session.setup if controller else None
            print(json.dumps({
                "title": window.windowTitle(),
                "size": [window.width(), window.height()],
                "seed": setup.seed if setup else None,
                "path": str(window.files.path) if hasattr(window, "files") else "",
                "levels": [str(c.level) for c in setup.seats] if setup else None,
                "humans": [seat.name for seat in setup.humans] if setup else None,
            }), flush=True)
            app.quit()


poll = QTimer()
poll.timeout.connect(look)
poll.start(20)
QTimer.singleShot(60_000, app.quit)  # a guard: never hang
from wint.cli import run
sys.exit(run(sys.argv[1:]))
"""


def started(*args: str) -> list[dict[str, Any]]:
    """Start ``wint ARGS`` offscreen in a child process (the settings and data folders are the
    test's), answer No to a question (close a note) and return, in order, what each message
    box said (``asked``, ``informative``) and what the window showed (``title``, ``size``, and
    for the game window its ``seed``, ``path``, the seats' ``levels`` and the ``humans``'
    seats)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", STARTUP, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def answer_boxes(monkeypatch: pytest.MonkeyPatch, *answers: str) -> list[dict[str, str]]:
    """Record every message box run with ``exec()`` (its title, text, informative and
    detailed text) and answer it at once: the button whose text (without '&') is the next of
    ``answers``, else its default button, else its escape button, else its first."""
    shown: list[dict[str, str]] = []
    queue = list(answers)

    def answer(box: QMessageBox) -> int:
        shown.append(
            {
                "title": box.windowTitle(),
                "text": box.text(),
                "informative": box.informativeText(),
                "detailed": box.detailedText(),
            }
        )
        wanted = queue.pop(0) if queue else None
        buttons = {button.text().replace("&", ""): button for button in box.buttons()}
        chosen = buttons.get(wanted or "") or box.defaultButton() or box.escapeButton()
        chosen = chosen or box.buttons()[0]
        chosen.click()
        return box.result()

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return shown
