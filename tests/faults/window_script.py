"""The real ``wint`` (its arguments after this script's name) with every message box and
file dialog printing what it would show, as a ``DIALOG`` line of JSON on stdout, and
answered as the environment says (:func:`tests.faults.child.run_window`):

- ``FAULT_ANSWERS``: a JSON list of button texts (without '&') clicked in turn; when they
  run out, the box's default button (else its escape button) is clicked;
- ``FAULT_SAVE_AS``: the file a Save dialog chooses ('' cancels it; an Open dialog cancels);
- ``FAULT_STOP``: ``ready`` quits once the window is shown; ``unsaved`` lets four
  computers play on (the next deal dealt at once) until the game has stood still for a
  second after a dialog, or four deals are played, then prints a ``STATE`` line and closes
  the window as a user would.

The boxes are real: each is built and run by the code under test, and clicked once its
event loop runs.  Nothing of wint is changed.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

ANSWERS: list[str] = json.loads(os.environ.get("FAULT_ANSWERS", "[]"))
SAVE_AS = os.environ.get("FAULT_SAVE_AS", "")
STOP = os.environ.get("FAULT_STOP", "ready")
SHOWN: list[dict[str, Any]] = []
_exec = QMessageBox.exec


def _plain(text: str) -> str:
    return text.replace("&", "")


def _exec_logged(box: QMessageBox) -> int:
    buttons = box.buttons()
    wanted = ANSWERS.pop(0) if ANSWERS else None
    chosen = next((b for b in buttons if _plain(b.text()) == wanted), None)
    chosen = chosen or box.defaultButton() or box.escapeButton() or buttons[0]
    record = {
        "title": box.windowTitle(),
        "text": box.text(),
        "informative": box.informativeText(),
        "detailed": box.detailedText(),
        "buttons": [_plain(b.text()) for b in buttons],
        "answer": _plain(chosen.text()),
    }
    SHOWN.append(record)
    print("DIALOG " + json.dumps(record, ensure_ascii=True), flush=True)
    QTimer.singleShot(0, chosen.click)
    return int(_exec(box))


def _static(icon: QMessageBox.Icon, standard: Any = QMessageBox.StandardButton.Ok) -> Any:
    def show(
        parent: Any,
        title: str,
        text: str,
        buttons: Any = standard,
        default: Any = QMessageBox.StandardButton.NoButton,
    ) -> QMessageBox.StandardButton:
        box = QMessageBox(icon, title, text, buttons, parent)
        if default != QMessageBox.StandardButton.NoButton:
            box.setDefaultButton(default)
        box.exec()
        clicked = box.clickedButton()
        return box.standardButton(clicked) if clicked else QMessageBox.StandardButton.NoButton

    return staticmethod(show)


def _file_dialog(kind: str, answer: str) -> Any:
    def choose(_parent: Any = None, caption: str = "", *_args: Any, **_kw: Any) -> Any:
        record = {"title": caption, "text": kind, "answer": answer}
        SHOWN.append(record)
        print("DIALOG " + json.dumps(record, ensure_ascii=True), flush=True)
        return answer, ""

    return staticmethod(choose)


def _print_dialogs() -> None:
    """Every message box and file dialog prints itself and answers (only when run as a
    script: importing this module, as the doctest collector does, changes nothing)."""
    QMessageBox.exec = _exec_logged  # type: ignore[method-assign]
    QMessageBox.warning = _static(QMessageBox.Icon.Warning)  # type: ignore[method-assign]
    QMessageBox.critical = _static(QMessageBox.Icon.Critical)  # type: ignore[method-assign]
    QMessageBox.information = _static(QMessageBox.Icon.Information)  # type: ignore[method-assign]
    QMessageBox.question = _static(  # type: ignore[method-assign]
        QMessageBox.Icon.Question, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    )
    QFileDialog.getSaveFileName = _file_dialog("save", SAVE_AS)  # type: ignore[method-assign]
    QFileDialog.getOpenFileName = _file_dialog("open", "")  # type: ignore[method-assign]


class _Watch:
    """Play on until the game stands still after a dialog, then close the window."""

    def __init__(self) -> None:
        self.position: tuple[int, int] = (-1, -1)
        self.moved = time.monotonic()
        self.began = time.monotonic()
        self.timer = QTimer()
        self.timer.timeout.connect(self.poll)
        self.timer.start(50)

    def poll(self) -> None:
        from wint.gui.shell.main_window import MainWindow

        app = QApplication.instance()
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        if not windows or not windows[0].isVisible():
            return
        window = windows[0]
        window.controller.auto_next_deal = True
        session = window.controller.session
        position = (session.number, len(session.state.history()))
        now = time.monotonic()
        if position != self.position:
            self.position, self.moved = position, now
        still = SHOWN and now - self.moved > 1.0
        if not (still or session.number >= 4 or now - self.began > 50):
            return
        self.timer.stop()
        state = {"deal": position[0], "actions": position[1], "dialogs": len(SHOWN)}
        print("STATE " + json.dumps(state), flush=True)
        window.close()
        state["closed"] = not window.isVisible()
        print("STATE " + json.dumps(state), flush=True)
        assert app is not None
        QTimer.singleShot(0, app.quit)


if __name__ == "__main__":
    _print_dialogs()
    application = QApplication(["wint"])  # wint's start-up takes this one
    if STOP == "ready":
        os.environ["WINT_EXIT_WHEN_READY"] = "1"
    else:
        watch = _Watch()
    from wint.__main__ import main

    sys.exit(main(sys.argv[1:]))
