"""The architecture's rings: the rules, players and files never load Qt (architecture §1)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = """
import sys, json
{imports}
print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph'))))
"""

INNER = [
    "import wint.core, wint.core.timeline, wint.core.settlement, wint.core.game",
    "import wint.games.vint.state, wint.games.vint.ledger, wint.games.vint.scoring",
    "import wint.games.vint.view, wint.games.vint.notation",
    "import wint.ai, wint.ai.advice, wint.ai.layouts, wint.ai.sampling, wint.ai.montecarlo",
    "import wint.ai.vint.base, wint.ai.vint.advise, wint.ai.vint.levels, wint.ai.vint.simulation",
    "import wint.ai.vint.review, wint.ai.vint.claims, wint.ai.vint.suggest",
    "import wint.games.vint.record, wint.session.model, wint.session.io, wint.core.jsonfile",
    "import wint.session.pad, wint.session.history",
    "import wint.cli, wint.bench, wint.__main__",
]


@pytest.mark.parametrize("imports", INNER)
def test_inner_rings_load_no_qt(imports: str) -> None:
    out = subprocess.run(
        [sys.executable, "-c", PROBE.format(imports=imports)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout) == []


def test_score_and_replay_commands_load_no_qt(tmp_path: Path) -> None:
    record = tmp_path / "r.json"
    record.write_text(
        json.dumps(
            {
                "format": "wint-record",
                "version": 1,
                "deals": [{"contract": "1S", "declarer": "N", "tricks": 7}],
            }
        )
    )
    code = (
        f"import sys; sys.argv = ['wint', 'score', {str(record)!r}]\n"
        "from wint.__main__ import main\n"
        "import contextlib, io\n"
        "with contextlib.redirect_stdout(io.StringIO()): main()\n"
        "print([m for m in sys.modules if m.startswith(('PySide6', 'pyqtgraph'))])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_core_imports_only_the_standard_library() -> None:
    """wint.core may import the standard library and itself, nothing else."""
    root = Path(__file__).parent.parent / "wint" / "core"
    stdlib = set(sys.stdlib_module_names)
    for path in root.rglob("*.py"):
        for line in path.read_text("utf-8").splitlines():
            words = line.split()
            if len(words) >= 2 and words[0] in ("import", "from") and not line.startswith(" "):
                top = words[1].split(".")[0]
                assert top in stdlib or top in ("wint", "__future__"), (path.name, line)
