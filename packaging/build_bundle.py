"""Build wint's one-folder desktop bundle with PyInstaller and smoke-run it offscreen.

    pip install pyinstaller            # first, into the environment that has wint
    python packaging/build_bundle.py [--dist DIR] [--work DIR]

builds ``DIR/wint/`` (default ``dist/wint``; ``dist/wint.app`` too on macOS) from
``packaging/pyinstaller/wint.spec``, then runs ``wint --version``, the demo in Russian
(``--autoplay 1 --screenshot``) and ``wint sheet --chart`` from the bundle with Qt's
offscreen platform and throw-away settings folders.  Prints the build time and size; exits
non-zero if any step fails.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from importlib.util import find_spec
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "pyinstaller" / "wint.spec"
#: A two-deal record for ``wint sheet`` (the README's example).
RECORD = {
    "format": "wint-record",
    "version": 1,
    "rules": {"preset": "classic"},
    "deals": [
        {
            "contract": "3H",
            "declarer": "N",
            "tricks": 10,
            "holdings": {"honours": {"NS": 4, "EW": 1}, "aces": {"NS": 2, "EW": 2}},
        },
        {"passed": True},
    ],
}


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; returns the bundle's executable."""
    if find_spec("PyInstaller") is None:
        raise SystemExit("PyInstaller is not installed: pip install pyinstaller")
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work), str(SPEC)],
        check=True,
    )  # fmt: skip
    name = "wint.exe" if sys.platform == "win32" else "wint"
    return dist / "wint" / name


def smoke(executable: Path) -> None:
    """Run the bundle's version, Russian demo and chart export offscreen; raise on failure."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        for xdg in ("DATA", "CONFIG", "STATE", "CACHE"):
            env[f"XDG_{xdg}_HOME"] = str(folder / xdg.lower())
        record = folder / "record.json"
        record.write_text(json.dumps(RECORD), "utf-8")
        shot, chart = folder / "demo-ru.png", folder / "chart.png"
        runs = (
            ["--version"],
            ["--autoplay", "1", "--screenshot", str(shot), "--lang", "ru"],
            ["sheet", str(record), "--chart", str(chart)],
        )
        for args in runs:
            done = subprocess.run(
                [str(executable), *args], env=env, cwd=folder, capture_output=True, text=True,
                timeout=120, check=False,
            )  # fmt: skip
            if done.returncode != 0:
                raise SystemExit(f"{executable.name} {' '.join(args)}: {done.stderr}")
            print(f"ok: wint {' '.join(args[:2])} {done.stdout.strip()}")
        for image in (shot, chart):
            if not image.is_file() or image.stat().st_size < 10_000:
                raise SystemExit(f"{image.name}: not written")


def size_mb(folder: Path) -> float:
    """The total size of the files under ``folder``, in MB (links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if not p.is_dir()) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    executable = build(args.dist, args.work)
    seconds = time.perf_counter() - began
    print(f"built {executable.parent} in {seconds:.0f} s, {size_mb(executable.parent):.0f} MB")
    smoke(executable)
    return 0


if __name__ == "__main__":
    sys.exit(main())
