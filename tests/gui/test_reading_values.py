"""What the window reads and what its users type (issue 14 §2, §5): every value of the
settings checked, a bad one falling back to its default with one note in the user's
language; a session with a bad computer level never offered as if it were sound nor played;
a name that is no name refused by the OK button of the dialog where it is typed."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_session, started
from wint.core.levels import Level
from wint.core.seats import Seat
from wint.games.vint.rules import RuleSet
from wint.gui.dialogs.new_game import NewGameDialog, default_setup
from wint.gui.pad.setup_dialog import PadSetupDialog
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings, config_dir, sessions_dir, settings_note
from wint.gui.shell.resume import Broken, broken_notice, plain_reason, resumable
from wint.session.history import Problem, scan
from wint.session.io import save_session
from wint.session.pad import ScorePad

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def raw(**values: Any) -> None:
    """Write ``values`` (keys with ``__`` for ``/``) into the settings file as they are."""
    settings = QSettings(str(config_dir() / "wint.ini"), QSettings.Format.IniFormat)
    for key, value in values.items():
        settings.setValue(key.replace("__", "/"), value)
    settings.sync()


# -- §2: every value of the settings -----------------------------------------------------------

BAD_SETTINGS = [
    ("players__N__level", "master", lambda s: s.level(Seat.N), Level.BASIC),
    ("players__E__level", "", lambda s: s.level(Seat.E), Level.BASIC),
    ("players__W__name", "Ann\x07", lambda s: s.name(Seat.W), ""),
    ("players__W__name", "x" * 41, lambda s: s.name(Seat.W), ""),
    ("players__W__name", ["Ann", "Vera"], lambda s: s.name(Seat.W), ""),
    ("players__human", "X", lambda s: s.human_seat, Seat.S),
    ("players__humans", "[7]", lambda s: s.human_rows, (int(Seat.S),)),
    ("players__humans", "South", lambda s: s.human_rows, (int(Seat.S),)),
    ("players__rotate", "maybe", lambda s: s.rotate_four, False),
    ("players__6__name", "Ann\x07", lambda s: s.name(5), ""),
    ("players__5__level", "master", lambda s: s.level(4), Level.BASIC),
    ("rules__preset", "nosuch", lambda s: s.preset_of("vint"), "classic"),
    ("rules__options", '{"cross_values": "odd"}', lambda s: s.rule_options(), {}),
    (
        "rules__options",
        '{"cross_values": "flat", "cross_values": "winding"}',
        lambda s: s.rule_options(),
        {},
    ),
    ("rules__options", "[1, 2]", lambda s: s.rule_options(), {}),
    ("rules__options", "{not json", lambda s: s.rule_options(), {}),
    ("rules__game", "chess", lambda s: s.game, "vint"),
    ("rules__whist__preset", "table", lambda s: s.preset_of("whist"), "classic"),
    ("rules__whist__options", '{"no_trump": "yes"}', lambda s: s.rule_options("whist"), {}),
    ("rules__whist__options", '{"cross_values": "flat"}', lambda s: s.rule_options("whist"), {}),
    ("view__language", "fr", lambda s: s.language, ""),
    ("view__card_indices", "greek", lambda s: s.card_indices, "language"),
    ("view__speed", "warp", lambda s: s.speed, "normal"),
    ("view__four_colour", "maybe", lambda s: s.four_colour, False),
    ("teach__warnings", "maybe", lambda s: s.warnings, True),
    ("play__confirm", 7, lambda s: s.confirm_play, False),
    ("window__geometry", "text", lambda s: s.geometry()[0], None),
    ("pad__last__names", ["A", "B"], lambda s: s.pad_names(), ("", "", "", "")),
    ("pad__last__names", ["A", "B\n", "C", "D"], lambda s: s.pad_names(), ("", "", "", "")),
    ("files__current", "relative/s.wint", lambda s: s.current_session, None),
    ("files__recent", ["/a.wint", "relative.wint"], lambda s: s.recent(), [Path("/a.wint")]),
]


@pytest.mark.parametrize(
    ("key", "value", "read", "default"),
    BAD_SETTINGS,
    ids=[f"{key.replace('__', '/')}={value!r}"[:40] for key, value, *_ in BAD_SETTINGS],
)
def test_a_bad_setting_falls_back_to_its_default_and_is_noted(
    qapp: object, key: str, value: object, read: Any, default: object
) -> None:
    raw(**{key: value})
    settings = Settings()
    assert read(settings) == default
    assert [problem.key for problem in settings.problems()] == [key.replace("__", "/")]


def test_good_settings_are_no_problem(qapp: object) -> None:
    settings = Settings()
    settings.set_level(Seat.N, Level.EXPERT)
    settings.set_name(Seat.N, "Анна")
    settings.human_seat = None
    settings.language = "ru"
    settings.speed = "slow"
    settings.hints = True
    settings.set_pad_names(("Анна", "", "Кити", ""))
    settings.current_session = sessions_dir() / "s.wint"
    settings.add_recent(sessions_dir() / "s.wint")
    settings.set_geometry(QByteArray(b"\x01\x02"), QByteArray(b"\x03"))
    settings.set_rule_options({"cross_values": "winding"})
    settings.game = "whist"
    settings.set_rule_options({"coronet_table": "R2"}, "whist")
    settings.sync()
    again = Settings()
    assert again.problems() == []
    assert again.level(Seat.N) is Level.EXPERT and again.human_seat is None
    assert again.rule_options() == {"cross_values": "winding"}
    assert again.game == "whist" and again.rule_options("whist") == {"coronet_table": "R2"}


def test_the_issues_hand_written_level_falls_back_with_a_note_once(
    qapp: object, translations: Translations
) -> None:
    path = config_dir() / "wint.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[players]\nN\\level=master\nE\\level=strong\n", "utf-8")
    settings = Settings()
    assert default_setup(settings, seed=1).seats[Seat.N].level is Level.BASIC
    assert default_setup(settings, seed=1).seats[Seat.E].level is Level.STRONG
    translations.install("ru")
    note = settings_note(settings)
    assert note is not None and CYRILLIC.search(note.text())
    assert note.informativeText() == "players/N/level = 'master'"
    assert str(path) in note.detailedText()
    again = Settings()  # the bad value was dropped: said once, not at every start
    assert again.problems() == [] and settings_note(again) is None
    assert again.level(Seat.E) is Level.STRONG  # the good ones stay


@pytest.mark.parametrize("command", [[], ["pad"]], ids=["game", "pad"])
def test_the_program_starts_with_a_bad_level_and_says_so(
    tmp_path: Path, command: list[str]
) -> None:
    config = tmp_path / "config" / "wint"  # the test's config folder (tests/gui/conftest.py)
    config.mkdir(parents=True)
    (config / "wint.ini").write_text("[players]\nN\\level=master\n[view]\nlanguage=ru\n", "utf-8")
    shown = [
        {"note": seen["asked"], "keys": seen["informative"]}
        if "asked" in seen
        else {"levels": seen["levels"]}
        for seen in started(*command)
    ]
    notes = [item for item in shown if "note" in item]
    assert len(notes) == 1 and CYRILLIC.search(notes[0]["note"])
    assert notes[0]["keys"] == "players/N/level = 'master'"
    if not command:
        assert shown[-1] == {"levels": ["basic", "basic", "basic", "basic"]}


# -- §2: a session with a bad level ------------------------------------------------------------


def bad_level_session(folder: Path) -> Path:
    """A saved session whose West plays at level 'grandmaster'."""
    path = folder / "2026-12-01_200000.wint"
    session = make_session(seed=4)
    save_session(session.apply(session.state.legal_actions()[0]), path)
    doc = json.loads(path.read_text("utf-8"))
    doc["players"][3]["level"] = "grandmaster"
    path.write_text(json.dumps(doc), "utf-8")
    return path


def test_a_session_with_a_bad_level_is_offered_as_damaged_with_the_reason(qapp: object) -> None:
    settings = Settings()
    path = bad_level_session(sessions_dir())
    settings.current_session = path
    found = resumable(settings)
    assert isinstance(found, Broken) and found.backup is None
    assert str(found.error) == "players[3].level: unknown level 'grandmaster'"
    box = broken_notice(found)
    assert plain_reason(found.error) in box.text()
    assert (
        plain_reason(found.error)
        == "a value in it cannot be used, so the file was changed or damaged"
    )
    assert "players[3].level: unknown level 'grandmaster'" in box.detailedText()


def test_the_history_lists_a_session_with_a_bad_level_as_unreadable(tmp_path: Path) -> None:
    path = bad_level_session(tmp_path)
    (entry,) = scan(tmp_path)
    assert entry == Problem(path, entry.date, "players[3].level: unknown level 'grandmaster'")


# -- §5: names refused where they are typed ----------------------------------------------------

TYPED = [
    ("Ann\x07", "West: the name has a control or invisible character."),
    ("Ann\u202eK", "West: the name has a control or invisible character."),
    ("Ann\ud800", "West: the name is not text (a lone surrogate)."),
]


def _type(edit: Any, text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Type ``text``; a lone surrogate, which Qt keeps but cannot be set from Python, is
    what ``text()`` returns."""
    edit.setText(text)
    if edit.text() != text:
        monkeypatch.setattr(edit, "text", lambda: text)


@pytest.mark.parametrize(("text", "problem"), TYPED)
def test_the_new_game_dialog_refuses_a_name_that_is_no_name(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, text: str, problem: str
) -> None:
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    _type(dialog.names[Seat.W], text, monkeypatch)
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.problem.text() == problem
    monkeypatch.undo()
    dialog.names[Seat.W].setText("Ann")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.problem.text() == ""
    assert dialog.setup().seats[Seat.W].name == "Ann"


@pytest.mark.parametrize(("text", "problem"), TYPED)
def test_the_pad_players_dialog_refuses_a_name_that_is_no_name(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, text: str, problem: str
) -> None:
    pad = ScorePad(RuleSet())
    dialog = PadSetupDialog(pad, ("Anna", "Vera", "Kitty", "Gleb"), True)
    qtbot.addWidget(dialog)
    _type(dialog.names[3], text, monkeypatch)
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.problem.text() == problem


def test_the_names_problem_speaks_russian(qtbot: QtBot, translations: Translations) -> None:
    translations.install("ru")
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.names[Seat.N].setText("Анна\x1b")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert CYRILLIC.search(dialog.problem.text()) and "Север" in dialog.problem.text()
