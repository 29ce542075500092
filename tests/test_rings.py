"""The architecture's rings: the rules, players and files never load Qt (architecture §1)."""

from __future__ import annotations

import ast
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
    "import wint.games.whist.state, wint.games.whist.deal, wint.games.whist.view",
    "import wint.ai, wint.ai.advice, wint.ai.layouts, wint.ai.sampling, wint.ai.montecarlo",
    "import wint.ai.vint.base, wint.ai.vint.advise, wint.ai.vint.levels, wint.ai.vint.simulation",
    "import wint.ai.vint.review, wint.ai.vint.claims, wint.ai.vint.suggest",
    "import wint.ai.whist.levels, wint.ai.whist.simulation, wint.ai.whist.montecarlo",
    "import wint.ai.preferans.levels, wint.ai.preferans.simulation",
    "import wint.games.vint.record, wint.session.model, wint.session.io, wint.core.jsonfile",
    "import wint.session.pad, wint.session.history",
    "import wint.games.vint.sheet, wint.session.sheet",
    "import wint.core.sheet, wint.core.sheet_builder, wint.core.series, wint.games.whist.sheet",
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


def test_the_import_contracts_hold() -> None:
    """pyproject.toml's import-linter contracts (the rings, games apart, no Qt below the GUI),
    imports inside functions counted."""
    linter = Path(sys.executable).with_name("lint-imports")
    root = Path(__file__).parent.parent
    out = subprocess.run(
        [str(linter), "--no-cache"], cwd=root, capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert " kept, 0 broken." in out.stdout


def _module_imports() -> dict[str, set[str]]:
    """Each module of wint and the modules of wint it imports, wherever the import stands
    (inside functions and under TYPE_CHECKING too)."""
    root = Path(__file__).parent.parent
    modules: dict[str, Path] = {}
    for path in (root / "wint").rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        modules[name] = path
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                targets.add(node.module)
                targets.update(f"{node.module}.{alias.name}" for alias in node.names)
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_circle() -> None:
    """No module of wint imports, through any chain, a module that imports it back — imports
    inside functions and under TYPE_CHECKING counted.  (A package's ``__init__`` importing its
    own modules is not a circle unless they import the package back.)"""
    assert _cycles(_module_imports()) == []
