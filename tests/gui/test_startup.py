"""Start-up: the heavy imports — pyqtgraph (charts), endplay and the solver (strong players,
hints, review, claims) — stay off the path to an interactive table (issue 8 §5); the first
question speaks the user's language and the command line's window options take effect
(issue 13 §5.6)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.gui.helpers import make_session, run_wint, started
from wint.gui.platform.settings import Settings, sessions_dir
from wint.session.io import save_session

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)

HEAVY = (
    "pyqtgraph",
    "endplay",
    "numpy",
    "wint.ai.solver",
    "wint.ai.montecarlo",
    "wint.ai.vint.montecarlo",
)


def test_the_table_opens_without_the_heavy_modules(tmp_path: Path) -> None:
    ran = run_wint(tmp_path, python=("-X", "importtime"))
    assert ran.returncode == 0 and ran.stdout.startswith("ready"), ran.stderr[-2000:]
    loaded = {line.rsplit("|", 1)[-1].strip() for line in ran.stderr.splitlines()}
    assert "wint.gui.shell.main_window" in loaded  # the table was built
    assert not [name for name in loaded if name.split(".")[0] in HEAVY or name in HEAVY]


def test_the_engine_loads_before_qt(tmp_path: Path) -> None:
    """PySide6 reads the source of each module imported after it: the window loads the
    Qt-free rings first (wint.gui.app's lists), so none of their modules comes after Qt."""
    ran = run_wint(tmp_path, python=("-X", "importtime"))
    assert ran.returncode == 0 and ran.stdout.startswith("ready"), ran.stderr[-2000:]
    order = [line.rsplit("|", 1)[-1].strip() for line in ran.stderr.splitlines()]
    after_qt = order[order.index("PySide6") :]
    rings = ("wint.core", "wint.games", "wint.session", "wint.ai")
    assert [name for name in after_qt if name.startswith(rings)] == []


# -- what the start-up asks, and in which language (issue 13 §5.6) ----------------------------


def unfinished_session(settings: Settings) -> Path:
    """An unfinished session saved as the one being played."""
    path = sessions_dir() / "2026-12-01_200000.wint"
    save_session(make_session(seed=8), path)
    settings.current_session = path
    settings.sync()
    return path


def test_the_resume_question_speaks_the_settings_language(qapp: object) -> None:
    settings = Settings()
    settings.language = "ru"
    path = unfinished_session(settings)
    asked, shown = started()
    question = str(asked["asked"])
    assert CYRILLIC.search(question) and "2026-12-01_200000" in question
    assert CYRILLIC.search(str(shown["title"])) and shown["path"] != str(path)


def test_humans_start_a_new_hot_seat_game(qapp: object) -> None:
    """``wint --humans N,S``: a new game of four (no resume question), humans in those seats
    sharing the screen (issue 17)."""
    unfinished_session(Settings())
    (shown,) = started("--humans", "n,S", "--seed", "4")  # nothing asked
    assert shown["humans"] == ["N", "S"] and shown["seed"] == 4
    assert len(shown["levels"]) == 4


def test_lang_size_and_seed_shape_the_window_of_this_run(qapp: object) -> None:
    settings = Settings()
    settings.language = "en"
    unfinished_session(settings)
    (shown,) = started("--lang", "ru", "--size", "1100x720", "--seed", "5")  # nothing asked
    assert CYRILLIC.search(str(shown["title"]))
    assert shown["size"] == [1100, 720] and shown["seed"] == 5
    assert Settings().language == "en"  # --lang is for this run only
    (shown,) = started("pad", "--lang", "ru")
    assert CYRILLIC.search(str(shown["title"]))
