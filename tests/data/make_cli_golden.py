"""Write tests/data/cli_golden.json: what the record CLI prints for every record.

The golden outputs pin ``wint score``, ``wint replay`` and ``wint sheet --text`` (English
and Russian) on every file of tests/data/records, tests/data/whist and tests/data/sessions,
so a change of the code's shape cannot change a byte of them unnoticed
(tests/test_cli_golden.py).
Run it only when an output is meant to change: ``python tests/data/make_cli_golden.py``.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

DATA = Path(__file__).parent
GOLDEN = DATA / "cli_golden.json"


def commands() -> list[list[str]]:
    """Every command the golden file pins, paths relative to tests/data."""
    runs: list[list[str]] = []
    records = sorted((DATA / "records").glob("*.json")) + sorted((DATA / "whist").glob("*.json"))
    for path in records:
        name = f"{path.parent.name}/{path.name}"
        runs += [["score", name], ["replay", name]]
        runs += [["sheet", name, "--text", "--lang", lang] for lang in ("en", "ru")]
    for path in sorted((DATA / "sessions").glob("*.wint")):
        name = f"sessions/{path.name}"
        runs += [["sheet", name, "--text", "--lang", lang] for lang in ("en", "ru")]
    return runs


def output(argv: list[str]) -> dict[str, object]:
    """Exit code, standard output and standard error of ``wint ARGV`` run in tests/data."""
    from wint.cli import run

    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(DATA), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = run(argv)
    return {"code": code, "stdout": out.getvalue(), "stderr": err.getvalue()}


def main() -> None:
    golden = {" ".join(argv): output(argv) for argv in commands()}
    GOLDEN.write_text(json.dumps(golden, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{GOLDEN}: {len(golden)} outputs")


if __name__ == "__main__":
    main()
