"""The Qt Linguist workflow for wint's catalogues.

    python packaging/translations.py update    # sources -> translations/wint_{ru,en}.ts
    python packaging/translations.py compile   # .ts -> wint/gui/translations/wint_{ru,en}.qm
    python packaging/translations.py fill FILE # Russian from a TSV: context, source, text

``update`` runs ``pyside6-lupdate`` over the desktop's sources (obsolete entries dropped);
translate the new entries in Qt Linguist (``pyside6-linguist``) or any editor, then
``compile`` runs ``pyside6-lrelease`` into the package, where an installed wheel finds them.
``fill`` is for translations written outside Linguist: each line of the TSV file gives a
context, a source text and its Russian; the English catalogue takes the source text itself
(plural entries are left to Linguist).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

_QUOTES = {"'": "&apos;", '"': "&quot;"}

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("ru", "en")


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def sources() -> list[str]:
    """The files whose strings are translated."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "wint" / "gui").rglob("*.py"))


def update() -> None:
    for language in LANGUAGES:
        subprocess.run(
            [
                _tool("pyside6-lupdate"),
                "-no-obsolete",
                "-source-language",
                "en",
                "-target-language",
                language,
                *sources(),
                "-ts",
                f"translations/wint_{language}.ts",
            ],
            cwd=ROOT,
            check=True,
        )


def compile_catalogues(target: Path | None = None) -> None:
    folder = target or ROOT / "wint" / "gui" / "translations"
    folder.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        subprocess.run(
            [
                _tool("pyside6-lrelease"),
                "-silent",
                f"translations/wint_{language}.ts",
                "-qm",
                str(folder / f"wint_{language}.qm"),
            ],
            cwd=ROOT,
            check=True,
        )


def fill(table: Path) -> int:
    """Finish the unfinished entries listed in ``table`` (also those lupdate guessed from
    the same text elsewhere); returns how many were filled.  (Text surgery, not an XML
    rewrite, so the files keep lupdate's layout.)"""
    wanted: dict[tuple[str, str], str] = {}
    for line in table.read_text("utf-8").splitlines():
        if line.strip():
            context, source, russian = line.split("\t")
            key = (escape(context), escape(source, _QUOTES).replace("\\n", "\n"))
            wanted[key] = escape(russian).replace("\\n", "\n")
    filled = 0
    for language in LANGUAGES:
        path = ROOT / "translations" / f"wint_{language}.ts"
        parts = re.split(r"(<context>.*?</context>)", path.read_text("utf-8"), flags=re.S)
        for index, part in enumerate(parts):
            name = re.search(r"<name>(.*?)</name>", part)
            if not part.startswith("<context>") or name is None:
                continue

            def finish(
                message: re.Match[str],
                context: str = name.group(1),
                russian: bool = language == "ru",
            ) -> str:
                nonlocal filled
                key = (context, message.group(2))
                if key not in wanted:
                    return message.group(0)
                filled += 1
                text = wanted[key] if russian else key[1]
                return f"{message.group(1)}<translation>{text}</translation>"

            parts[index] = re.sub(
                r"(<source>([^<]*)</source>\s*)"
                r"<translation type=\"unfinished\">[^<]*</translation>",
                finish,
                part,
                flags=re.S,
            )
        path.write_text("".join(parts), "utf-8")
    return filled


def main(argv: list[str]) -> int:
    if argv == ["update"]:
        update()
    elif argv == ["compile"]:
        compile_catalogues()
    elif len(argv) == 2 and argv[0] == "fill":
        print(f"{fill(Path(argv[1]))} entries filled")
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
