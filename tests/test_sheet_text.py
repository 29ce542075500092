"""``wint sheet --text`` with QtCore's translator alone (issue 15): no usable Qt platform, no
GUI application (QtGui and QtWidgets never loaded), the catalogues served all the same and
the same bytes as the golden file (the sheet model itself loads no Qt: tests/test_rings.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
GOLDEN = json.loads((DATA / "cli_golden.json").read_text("utf-8"))

# Runs ``wint ARGS`` in this process, then reports on stderr what Qt it loaded and whether
# an application is left.
PROBE = """
import json, sys
from wint.cli import run
code = run(sys.argv[1:])
from PySide6.QtCore import QCoreApplication
loaded = sorted(m for m in sys.modules if m.startswith(("PySide6.Qt", "pyqtgraph")))
report = {"code": code, "loaded": loaded, "app": QCoreApplication.instance() is not None}
print(json.dumps(report), file=sys.stderr)
"""


@pytest.mark.parametrize(
    "command",
    [
        "sheet sessions/v1.wint --text --lang ru",
        "sheet sessions/v1.wint --text --lang en",
        "sheet records/E24.score-holdings.json --text --lang ru",
        "sheet records/E14-k3-winding.score-deal.json --text --lang en",
    ],
)
def test_the_text_sheet_needs_no_qt_platform_and_no_gui_application(command: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="nonexistent")  # a GUI application would abort
    ran = subprocess.run(
        [sys.executable, "-c", PROBE, *command.split()],
        cwd=DATA,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    report = json.loads(ran.stderr.splitlines()[-1])
    # QtCore only, and the QCoreApplication made for the translator is gone again
    assert report == {"code": 0, "loaded": ["PySide6.QtCore"], "app": False}
    assert ran.stdout == GOLDEN[command]["stdout"]
