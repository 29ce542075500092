"""Start-up (issue 8 §5): the heavy imports — pyqtgraph (charts), endplay and the solver
(strong players, hints, review, claims) — stay off the path to an interactive table."""

from __future__ import annotations

from pathlib import Path

from tests.gui.helpers import run_wint

HEAVY = ("pyqtgraph", "endplay", "numpy", "wint.ai.solver", "wint.ai.montecarlo")


def test_the_table_opens_without_the_heavy_modules(tmp_path: Path) -> None:
    ran = run_wint(tmp_path, python=("-X", "importtime"))
    assert ran.returncode == 0 and ran.stdout.startswith("ready"), ran.stderr[-2000:]
    loaded = {line.rsplit("|", 1)[-1].strip() for line in ran.stderr.splitlines()}
    assert "wint.gui.mainwindow" in loaded  # the table was built
    assert not [name for name in loaded if name.split(".")[0] in HEAVY or name in HEAVY]
