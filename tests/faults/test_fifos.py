"""A FIFO where a file is expected (issue 14 §7): opening one for reading waits for a writer,
so a reader that does not refuse it first hangs.  Each case runs in a child process with a
timeout far above the expected second or two, and asserts the message the user sees, that
the run ended, and that no file was lost or changed."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.faults.child import Home, Ran, run_child
from tests.gui.helpers import make_session
from tests.session.autoplay import play
from wint.session.io import save_session

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")

# Seconds: a refusal takes about one (a Qt start-up for the pad and the history); a child
# still running after this has hung.
HANG = 60
FIFO_REASON = "a named pipe (FIFO), not a regular file"


def run(args: list[str], root: Path) -> Ran:
    """``python ARGS`` in a private home under ``root``; fails the test if it hangs."""
    return run_child(Home(root).make(), args, timeout=HANG)


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "record.json"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("command", ["score", "replay", "sheet", "pad"])
def test_a_fifo_given_to_a_command_is_refused_at_once(
    tmp_path: Path, fifo: Path, command: str
) -> None:
    ran = run(["-m", "wint", command, str(fifo)], tmp_path)
    assert ran.code == 2 and ran.out == b""
    assert ran.err.splitlines()[-1] == f"wint: {fifo}: {FIFO_REASON}", ran.err
    assert fifo.exists() and not fifo.is_file()  # left as it was


HISTORY = """
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication

app = QApplication(["wint"])
from wint.gui.dialogs.history import HistoryWindow

window = HistoryWindow(Path(sys.argv[1]))
while window.loading:
    app.processEvents()
rows = window.sessions
print(json.dumps({
    "rows": [rows.topLevelItem(i).text(1) for i in range(rows.topLevelItemCount())],
    "status": window.status.text(),
}))
"""


def test_a_fifo_among_the_sessions_is_listed_as_unreadable(tmp_path: Path) -> None:
    folder = tmp_path / "sessions"
    folder.mkdir()
    good = folder / "2026-12-01_200000.wint"
    save_session(play(make_session(seed=3), 1, lambda _session: None), good)  # one deal
    before = good.read_bytes()
    fifo = folder / "x.wint"
    os.mkfifo(fifo)
    ran = run(["-c", HISTORY, str(folder)], tmp_path)
    assert ran.code == 0, ran.err[-2000:]
    shown = json.loads(ran.out)
    assert shown["rows"] == [
        "Player N – Player S vs Player E – Player W",
        f"x.wint cannot be read: {FIFO_REASON}",
    ]
    assert shown["status"] == "Sessions: 1. Files that cannot be read: 1."
    assert good.read_bytes() == before and not fifo.is_file() and fifo.exists()
    assert sorted(p.name for p in folder.iterdir()) == [good.name, "x.wint"]


OPEN = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication, QMessageBox

app = QApplication(["wint"])
from tests.gui.helpers import make_controller
from wint.gui.shell.main_window import MainWindow
from wint.gui.pad.window import ScorePadWindow

QMessageBox.warning = lambda _p, title, text, *_: print(title, "|", text.replace("\\n", " "))
fifo = Path(sys.argv[1])
MainWindow(make_controller()).files.open_file(fifo)
ScorePadWindow().open_file(fifo)
"""


def test_the_windows_open_refuses_a_fifo(tmp_path: Path) -> None:
    """What the Open dialogs of the game and of the score pad do with a FIFO picked."""
    fifo = tmp_path / "x.wint"
    os.mkfifo(fifo)
    ran = run(["-c", OPEN, str(fifo)], tmp_path)
    assert ran.code == 0, ran.err[-2000:]
    assert ran.out.decode().splitlines() == [
        f"Cannot open | x.wint cannot be opened: {fifo}: {FIFO_REASON}",
        f"Cannot open | x.wint cannot be opened: {FIFO_REASON}",
    ]
    assert fifo.exists() and not fifo.is_file()
