"""The Qt Linguist workflow for wint's catalogues.

    python packaging/translations.py update    # sources -> translations/wint_{ru,en}.ts
    python packaging/translations.py compile   # .ts -> wint/gui/translations/wint_{ru,en}.qm

``update`` runs ``pyside6-lupdate`` over the desktop's sources (obsolete entries dropped);
translate the new entries in Qt Linguist (``pyside6-linguist``) or any editor, then
``compile`` runs ``pyside6-lrelease`` into the package, where an installed wheel finds them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("ru", "en")


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def sources() -> list[str]:
    """The files whose strings are translated."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "wint" / "gui").glob("*.py"))


def update() -> None:
    for language in LANGUAGES:
        subprocess.run(
            [_tool("pyside6-lupdate"), "-no-obsolete", "-source-language", "en",
             "-target-language", language, *sources(), "-ts",
             f"translations/wint_{language}.ts"],
            cwd=ROOT, check=True,
        )


def compile_catalogues(target: Path | None = None) -> None:
    folder = target or ROOT / "wint" / "gui" / "translations"
    folder.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        subprocess.run(
            [_tool("pyside6-lrelease"), "-silent", f"translations/wint_{language}.ts",
             "-qm", str(folder / f"wint_{language}.qm")],
            cwd=ROOT, check=True,
        )


def main(argv: list[str]) -> int:
    if argv == ["update"]:
        update()
    elif argv == ["compile"]:
        compile_catalogues()
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
