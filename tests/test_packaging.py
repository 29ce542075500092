"""The packages: the sdist and wheel carry what the installed app loads, the wheel works in a
fresh virtual environment with no checkout in sight, the desktop files validate, the icons
are there, and (with PyInstaller installed) the one-folder bundle builds and runs."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests.tools import outside_tool

ROOT = Path(__file__).parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
APP_ID = "io.github.wint"
#: What the installed application reads at run time, as paths inside the wheel.
PACKAGE_DATA = (
    "wint/gui/translations/wint_ru.qm",
    "wint/gui/translations/wint_en.qm",
    "wint/gui/rulebook/ru.html",
    "wint/gui/rulebook/en.html",
    "wint/gui/icons/wint.svg",
    "wint/games/vint/rules/presets/classic.toml",
)
#: Run in the fresh environment: where wint comes from, its Russian catalogue at work, the
#: window icon drawn.
PROBE = """
import sys
from PySide6.QtCore import QTranslator
import wint
from wint.gui.app import _application
from wint.gui.platform.i18n import catalogue_path
app = _application([])
translator = QTranslator()
assert translator.load(str(catalogue_path("ru")))
assert not app.windowIcon().pixmap(32).isNull()
print(wint.__file__)
print(translator.translate("App", "Continue the unfinished game (%1)?"))
print(*sys.path, sep="\\n")
"""


def _build(backend_call: str, source: Path, out: Path) -> Path:
    """Run a setuptools build hook (``build_sdist``/``build_wheel``) in ``source``, offline."""
    done = subprocess.run(
        [sys.executable, "-c", f"import sys; from setuptools import build_meta as b; "
         f"print(b.{backend_call}(sys.argv[1]))", str(out)],
        cwd=source, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return out / done.stdout.strip().splitlines()[-1]


@pytest.fixture(scope="module")
def dists(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The sdist built from a copy of the checkout, and the wheel built from that sdist."""
    tmp = tmp_path_factory.mktemp("dists")
    source = tmp / "checkout"
    source.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "build", "dist", "*.egg-info")
    for name in ("pyproject.toml", "README.md", "MANIFEST.in"):
        shutil.copy2(ROOT / name, source / name)
    for name in ("wint", "translations", "packaging"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    sdist = _build("build_sdist", source, tmp)
    with tarfile.open(sdist) as archive:
        safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}  # Python 3.11.4+
        archive.extractall(tmp / "unpacked", **safe)
    (unpacked,) = (tmp / "unpacked").iterdir()
    return sdist, _build("build_wheel", unpacked, tmp)


@pytest.mark.slow
def test_sdist_carries_sources_translations_and_desktop_files(dists: tuple[Path, Path]) -> None:
    with tarfile.open(dists[0]) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    wanted = {
        *PACKAGE_DATA,
        "translations/wint_ru.ts",
        "packaging/pyinstaller/wint.spec",
        f"packaging/linux/{APP_ID}.desktop",
        f"packaging/linux/{APP_ID}.metainfo.xml",
        f"packaging/linux/icons/hicolor/256x256/apps/{APP_ID}.png",
        "packaging/icons/wint.ico",
    }
    assert wanted <= names
    assert not [name for name in names if "__pycache__" in name]


@pytest.mark.slow
def test_wheel_runs_in_a_fresh_venv_without_the_checkout(
    dists: tuple[Path, Path], tmp_path: Path
) -> None:
    """Install the wheel into a new environment whose third-party packages (PySide6, ...)
    come from this one through a plain path entry (so this environment's editable wint,
    activated by a ``.pth`` hook, stays invisible), then run it from outside the checkout."""
    wheel = dists[1]
    with zipfile.ZipFile(wheel) as archive:
        assert set(PACKAGE_DATA) <= set(archive.namelist())
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    (Path(site) / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet",
         "--no-deps", "--no-index", str(wheel)],
        check=True,
    )  # fmt: skip
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "QT_", "XDG_"))}
    env["QT_QPA_PLATFORM"] = "offscreen"
    for xdg in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{xdg}_HOME"] = str(tmp_path / xdg.lower())

    def run(*args: str | Path) -> str:
        done = subprocess.run(
            args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False
        )
        assert done.returncode == 0, done.stderr[-3000:]
        return done.stdout

    where, russian, *path = run(python, "-c", PROBE).splitlines()
    assert Path(where).is_relative_to(site)
    assert russian == "Продолжить неоконченный сеанс (%1)?"
    assert not [entry for entry in path if entry and Path(entry).resolve() == ROOT.resolve()]
    wint = venv / "bin" / "wint"
    assert run(wint, "--version").strip() == "wint 0.1.0"
    shot = tmp_path / "demo-ru.png"
    run(wint, "--autoplay", "1", "--screenshot", shot, "--lang", "ru")
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", shot.read_bytes()[16:24])
    assert (width, height) == (1280, 800)
    assert shot.stat().st_size > 20_000  # a drawn table, not a blank window


def test_desktop_entry_validates() -> None:
    done = subprocess.run(
        [outside_tool("desktop-file-validate"), LINUX / f"{APP_ID}.desktop"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_metainfo_validates() -> None:
    done = subprocess.run(
        [outside_tool("appstreamcli"), "validate", "--no-net", LINUX / f"{APP_ID}.metainfo.xml"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


def test_icons_are_rendered_at_every_size_from_the_svg(tmp_path: Path) -> None:
    """``make_icons.py`` writes the committed set of files; each PNG has its size."""
    done = subprocess.run(
        [sys.executable, PACKAGING / "make_icons.py", tmp_path],
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), capture_output=True, text=True,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    written = {Path(line).relative_to(tmp_path) for line in done.stdout.splitlines()}
    committed = {
        path.relative_to(PACKAGING)
        for path in [*PACKAGING.glob("linux/icons/**/*.png"), *PACKAGING.glob("icons/*")]
    }
    assert written == committed
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        png = (LINUX / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png").read_bytes()
        assert struct.unpack(">II", png[16:24]) == (size, size)
    ico = (PACKAGING / "icons" / "wint.ico").read_bytes()
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 7)  # 16 to 256 px
    assert (PACKAGING / "icons" / "wint.icns").read_bytes()[:4] == b"icns"


@pytest.mark.soak
def test_pyinstaller_bundle_builds_and_runs(tmp_path: Path) -> None:
    """About a minute and 230 MB: run with ``pytest -m soak`` where PyInstaller is installed."""
    pytest.importorskip("PyInstaller")
    done = subprocess.run(
        [sys.executable, PACKAGING / "build_bundle.py", "--dist", tmp_path / "dist",
         "--work", tmp_path / "work"],
        capture_output=True, text=True, timeout=900, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    assert done.stdout.count("ok: wint") == 3
