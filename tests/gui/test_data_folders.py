"""The data folder is never written outside platformdirs (issue 8.3): the real entry point
(``run_gui``) plays, autosaves and logs a crash with HOME, the working folder and the XDG
folders all pointed at empty temporary folders; only the XDG ones receive files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from wint.session.io import load_session

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import json
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(["wint"])
from wint.gui.platform import crash
from wint.gui.platform.settings import Settings

settings = Settings()
settings.human_seat = None  # four computers
settings.speed = "instant"
settings.sync()
crash.show_crash_dialog = lambda details, path, saves: print("dialog", flush=True)

def fail():
    raise RuntimeError("a test crash")

from wint.gui.platform.settings import sessions_dir


def saved_a_move():
    for path in sessions_dir().glob("*.wint"):
        if json.loads(path.read_text())["deals"][0]["actions"]:
            app.quit()


QTimer.singleShot(100, fail)
poll = QTimer()
poll.timeout.connect(saved_a_move)
poll.start(100)
QTimer.singleShot(40_000, app.quit)  # a guard: never hang
from wint.gui.app import run_gui
sys.exit(run_gui(["wint"]))
"""


def files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file())


def test_the_gui_writes_only_in_the_platformdirs_folders(tmp_path: Path) -> None:
    home, work, xdg = tmp_path / "home", tmp_path / "work", tmp_path / "xdg"
    for folder in (home, work, xdg):
        folder.mkdir()
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("XDG_") and key not in ("HOME", "TMPDIR")
    }
    env |= {
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(xdg / "config"),
        "XDG_DATA_HOME": str(xdg / "data"),
        "XDG_STATE_HOME": str(xdg / "state"),
        "XDG_CACHE_HOME": str(xdg / "cache"),
        "XDG_RUNTIME_DIR": str(xdg / "runtime"),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
    }
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        check=False,
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("dialog") == 1
    assert files_under(home) == [] and files_under(work) == []
    sessions = files_under(xdg / "data" / "wint" / "sessions")
    assert [p.suffix for p in sessions if p.suffix == ".wint"], sessions
    assert load_session(next(p for p in sessions if p.suffix == ".wint")).state.history()
    assert (xdg / "config" / "wint" / "wint.ini").is_file()
    log = (xdg / "state" / "wint" / "log" / "wint.log").read_text(encoding="utf-8")
    assert "RuntimeError: a test crash" in log
    outside = [
        p
        for p in files_under(xdg)
        if not any(p.is_relative_to(xdg / kind / "wint") for kind in ("config", "data", "state"))
        and not p.is_relative_to(xdg / "cache")  # Qt's and fontconfig's own caches
    ]
    assert outside == []
