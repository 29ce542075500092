"""Start-up (issue 8 §5): the heavy imports — pyqtgraph (charts), endplay and the solver
(strong players, hints, review, claims) — stay off the path to an interactive table."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HEAVY = ("pyqtgraph", "endplay", "numpy", "wint.ai.solver", "wint.ai.montecarlo")


def test_the_table_opens_without_the_heavy_modules(tmp_path: Path) -> None:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        WINT_EXIT_WHEN_READY="1",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
    )
    ran = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "wint"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert ran.returncode == 0 and ran.stdout.startswith("ready"), ran.stderr[-2000:]
    loaded = {line.rsplit("|", 1)[-1].strip() for line in ran.stderr.splitlines()}
    assert "wint.gui.mainwindow" in loaded  # the table was built
    assert not [name for name in loaded if name.split(".")[0] in HEAVY or name in HEAVY]
