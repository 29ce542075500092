"""Where wint keeps things (platformdirs) and what it remembers (an INI file, QSettings).

Settings live in ``wint.ini`` in the platformdirs config folder (never the registry or a
plist); sessions are ``.wint`` files in the ``sessions`` folder of the data folder.  Both
honour the XDG variables, so tests point them at temporary folders.  A config folder that
cannot be written stops nothing: the settings are read as far as they can be and kept in
memory (:attr:`Settings.unkept` says why they will not be kept; the start-up says it once).

Every value read is checked (a file edited by hand, or by an older or newer wint, may hold
anything): one that cannot be used gives its default, and :meth:`Settings.problems` lists
them all for the note :func:`settings_note` shows once at start.
"""

from __future__ import annotations

import hashlib
import json
import re
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar, cast

from platformdirs import user_config_path, user_data_path
from PySide6.QtCore import QByteArray, QCoreApplication, QSettings
from PySide6.QtWidgets import QMessageBox, QWidget

from wint.core.jsonfile import parse_json
from wint.core.levels import Level, parse_level
from wint.core.names import name_fault
from wint.core.quoting import quoted
from wint.core.seats import SEATS, Seat
from wint.games.registry import DEFAULT_GAME, game, game_ids
from wint.gui.platform.i18n import LANGUAGES

__all__ = [
    "SPEEDS",
    "SettingProblem",
    "Settings",
    "config_dir",
    "player_counts",
    "sessions_dir",
    "settings_note",
]

_RECENT = 8
#: The speeds of the computers' play, fastest first (View › Speed).
SPEEDS = ("instant", "fast", "normal", "slow")
_T = TypeVar("_T")


def config_dir() -> Path:
    """The folder of ``wint.ini``."""
    return user_config_path("wint", appauthor=False)


def sessions_dir() -> Path:
    """The folder where every session is saved as it is played."""
    return user_data_path("wint", appauthor=False) / "sessions"


@dataclass(frozen=True, slots=True)
class SettingProblem:
    """A value of the settings file that cannot be used: its default is used instead."""

    key: str
    value: object


class Settings:
    """Typed access to the INI file; each value is checked as it is read (a bad one gives
    its default)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or config_dir() / "wint.ini"
        #: why the settings cannot be written (``None`` when they can): kept in memory then
        self.unkept = _unwritable(self.path.parent)
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)

    def sync(self) -> None:
        """Write pending changes to disk."""
        self._qs.sync()

    def _get(self, key: str, default: _T) -> _T:
        """The value of ``key`` as its check (:data:`_CHECKS`, which :meth:`problems` asks
        too) reads it; ``default`` when it is not set or the check refuses it."""
        value = self._qs.value(key)
        if value is None:
            return default
        try:
            return cast(_T, _CHECKS[_pattern(key)](value))
        except ValueError:
            return default

    def problems(self) -> list[SettingProblem]:
        """Every value of the file that cannot be used, by key (keys this version does not
        read are left alone)."""
        found = []
        for key in self._qs.allKeys():
            check = _CHECKS.get(_pattern(key))
            if check is None:
                continue
            value = self._qs.value(key)
            try:
                check(value)
            except ValueError:
                found.append(SettingProblem(key, value))
        return found

    def drop(self, problems: list[SettingProblem]) -> None:
        """Remove the values of ``problems`` from the file: their defaults are used from now
        on."""
        for problem in problems:
            self._qs.remove(problem.key)
        self.sync()

    # -- the table -------------------------------------------------------------------------

    def name(self, row: int) -> str:
        """The name given to the player of New game's row ``row`` (a seat N, E, S, W for
        the first four; '' shows the seat's own name, in the UI's language)."""
        return self._get(f"players/{_row_key(row)}/name", "")

    def set_name(self, row: int, name: str) -> None:
        self._qs.setValue(f"players/{_row_key(row)}/name", name)

    def level(self, row: int) -> Level:
        """The computer level of the player of row ``row`` (a seat for the first four)."""
        return self._get(f"players/{_row_key(row)}/level", Level.BASIC)

    def set_level(self, row: int, level: str) -> None:
        self._qs.setValue(f"players/{_row_key(row)}/level", level)

    @property
    def human_seat(self) -> Seat | None:
        """The seat the human plays, ``None`` to watch four computers."""
        default: Seat | None = Seat.S
        return self._get("players/human", default)

    @human_seat.setter
    def human_seat(self, seat: Seat | None) -> None:
        self._qs.setValue("players/human", seat.name if seat is not None else "none")
        self._qs.setValue("players/humans", json.dumps([] if seat is None else [int(seat)]))

    @property
    def human_rows(self) -> tuple[int, ...]:
        """The rows of New game played at this screen (the seat :attr:`human_seat` when
        none were kept)."""
        rows: tuple[int, ...] | None = self._get("players/humans", None)
        if rows is not None:
            return rows
        seat = self.human_seat
        return () if seat is None else (int(seat),)

    @human_rows.setter
    def human_rows(self, rows: tuple[int, ...]) -> None:
        seats = [row for row in rows if row < len(SEATS)]
        self.human_seat = SEATS[seats[0]] if seats else None
        self._qs.setValue("players/humans", json.dumps(list(rows)))

    @property
    def rotate_four(self) -> bool:
        """Whether four players change partners each rubber (V-PART-9) in a new game."""
        return self._get("players/rotate", False)

    @rotate_four.setter
    def rotate_four(self, on: bool) -> None:
        self._qs.setValue("players/rotate", on)

    @property
    def game(self) -> str:
        """The game of new sessions (its id: ``vint``, ``whist``)."""
        return self._get("rules/game", DEFAULT_GAME)

    @game.setter
    def game(self, game_id: str) -> None:
        self._qs.setValue("rules/game", game_id)

    def preset_of(self, game_id: str) -> str:
        """The ruleset preset of new games of ``game_id`` (by default its classic one, else
        its first: Preferans's Sochi)."""
        presets = game(game_id).presets()
        default = "classic" if "classic" in presets else presets[0]
        return self._get(_rules_key(game_id, "preset"), default)

    def set_preset_of(self, game_id: str, name: str) -> None:
        self._qs.setValue(_rules_key(game_id, "preset"), name)

    def rule_options(self, game_id: str = DEFAULT_GAME) -> dict[str, object]:
        """Options of ``game_id`` changed from the preset in the Rules dialog."""
        return self._get(_rules_key(game_id, "options"), {})

    def set_rule_options(self, options: Mapping[str, object], game_id: str = DEFAULT_GAME) -> None:
        self._qs.setValue(_rules_key(game_id, "options"), json.dumps(dict(options)))

    def player_count(self, game_id: str = DEFAULT_GAME) -> int:
        """How many players sit down to new games of ``game_id`` (fewer than its seats:
        dummies fill the others, W-VAR-2P, W-VAR-3P)."""
        return self._get(_rules_key(game_id, "players"), len(game(game_id).seats))

    def set_player_count(self, game_id: str, count: int) -> None:
        self._qs.setValue(_rules_key(game_id, "players"), count)

    # -- the view ----------------------------------------------------------------------------

    @property
    def language(self) -> str:
        """``ru`` or ``en``, or ``''`` to follow the system's locale."""
        return self._get("view/language", "")

    @language.setter
    def language(self, language: str) -> None:
        self._qs.setValue("view/language", language)

    @property
    def card_indices(self) -> str:
        """The letters on the cards: ``language`` (the UI's), ``ru`` or ``en``."""
        return self._get("view/card_indices", "language")

    @card_indices.setter
    def card_indices(self, value: str) -> None:
        self._qs.setValue("view/card_indices", value)

    @property
    def speed(self) -> str:
        """instant, fast, normal or slow."""
        return self._get("view/speed", "normal")

    @speed.setter
    def speed(self, speed: str) -> None:
        self._qs.setValue("view/speed", speed)

    @property
    def four_colour(self) -> bool:
        """A four-colour deck."""
        return self._get("view/four_colour", False)

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        self._qs.setValue("view/four_colour", on)

    @property
    def confirm_play(self) -> bool:
        """Ask before a card is played."""
        return self._get("play/confirm", False)

    @confirm_play.setter
    def confirm_play(self, on: bool) -> None:
        self._qs.setValue("play/confirm", on)

    @property
    def auto_single(self) -> bool:
        """Play a forced single card by itself."""
        return self._get("play/auto_single", False)

    @auto_single.setter
    def auto_single(self, on: bool) -> None:
        self._qs.setValue("play/auto_single", on)

    @property
    def hints(self) -> bool:
        """Suggest a call or card before each of the human's decisions (teaching mode)."""
        return self._get("teach/hints", False)

    @hints.setter
    def hints(self, on: bool) -> None:
        self._qs.setValue("teach/hints", on)

    @property
    def warnings(self) -> bool:
        """A gentle warning after a decision against the conventions and the analysis."""
        return self._get("teach/warnings", True)

    @warnings.setter
    def warnings(self, on: bool) -> None:
        self._qs.setValue("teach/warnings", on)

    def geometry(self) -> tuple[QByteArray | None, QByteArray | None]:
        """The saved window geometry and dock state."""
        return (
            self._get("window/geometry", None),
            self._get("window/state", None),
        )

    def set_geometry(self, geometry: QByteArray, state: QByteArray) -> None:
        self._qs.setValue("window/geometry", geometry)
        self._qs.setValue("window/state", state)

    # -- the score pad -----------------------------------------------------------------------

    def pad_names(self) -> tuple[str, str, str, str]:
        """The names last typed for a score pad's first rubber (N, E, S, W), offered for
        the next new pad; each pad's file keeps its own players (nothing here changes a
        score)."""
        return self._get("pad/last/names", ("", "", "", ""))

    def set_pad_names(self, names: tuple[str, str, str, str]) -> None:
        self._qs.setValue("pad/last/names", list(names))
        self._qs.remove("pad/last/rotate")  # an older wint's: the pad file keeps it now

    def legacy_pad(self, path: Path) -> tuple[list[str], bool] | None:
        """The names (N, E, S, W of the first rubber) and the partner rotation that an older
        wint kept here for the pad file ``path``, to be written into the file once."""
        key = _pad_key(path)
        names: tuple[str, str, str, str] | None = self._get(f"{key}/names", None)
        return None if names is None else (list(names), self._get(f"{key}/rotate", True))

    def forget_pad(self, path: Path) -> None:
        """Drop what an older wint kept for the pad file ``path`` (now in the file)."""
        self._qs.remove(_pad_key(path))

    # -- files -------------------------------------------------------------------------------

    @property
    def current_session(self) -> Path | None:
        """The session file being played (to offer a resume after a crash)."""
        return self._get("files/current", None)

    @current_session.setter
    def current_session(self, path: Path | None) -> None:
        self._qs.setValue("files/current", str(path) if path is not None else "")

    def recent(self) -> list[Path]:
        """Recently opened or saved session files, newest first."""
        value = self._qs.value("files/recent", [])
        items = value if isinstance(value, list) else [value]
        return [path for path in map(_maybe_path, items) if path is not None][:_RECENT]

    def add_recent(self, path: Path) -> None:
        items = [str(path)] + [str(p) for p in self.recent() if p != path]
        self._qs.setValue("files/recent", items[:_RECENT])


def _unwritable(folder: Path) -> OSError | None:
    """Why no file can be written in ``folder`` (made when missing), or ``None``."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return exc
    return None


def _row_key(row: int) -> str:
    """A row's key: the seat N, E, S, W of the first four, then its number (5, 6)."""
    return SEATS[row].name if row < len(SEATS) else str(row + 1)


def _rows(value: object) -> tuple[int, ...]:
    items = json.loads(value) if isinstance(value, str) else value
    if not isinstance(items, list) or not all(isinstance(i, int) and 0 <= i < 6 for i in items):
        raise ValueError(value)
    return tuple(items)


def _rules_key(game_id: str, name: str) -> str:
    """Where a game's preset or options are kept: Vint's where they always were
    (``rules/preset``), another game's under its id (``rules/whist/preset``)."""
    return f"rules/{name}" if game_id == DEFAULT_GAME else f"rules/{game_id}/{name}"


def _pad_key(path: Path) -> str:
    """The settings group an older wint kept for one pad file (a digest of its path)."""
    return (
        "pad/" + hashlib.sha1(str(path.resolve()).encode(), usedforsecurity=False).hexdigest()[:16]
    )


# -- checking what the file holds -------------------------------------------------------------
#
# Each check reads a value as QSettings gives it (a string, a list of strings, bytes) and
# returns it typed, or raises ValueError.


def _choice(*choices: str) -> Callable[[object], str]:
    def check(value: object) -> str:
        if value not in choices:
            raise ValueError(value)
        return str(value)

    return check


_LANGUAGE = _choice("", *LANGUAGES)
_CARD_INDICES = _choice("language", *LANGUAGES)
_SPEED = _choice(*SPEEDS)
_FLAGS = {"true": True, "1": True, "yes": True, "false": False, "0": False, "no": False}


def _flag(value: object) -> bool:
    if isinstance(value, bool):
        return value
    if not isinstance(value, str) or value.lower() not in _FLAGS:
        raise ValueError(value)
    return _FLAGS[value.lower()]


def _name(value: object) -> str:
    if not isinstance(value, str) or name_fault(value) is not None:
        raise ValueError(value)
    return value


def _four_names(value: object) -> tuple[str, str, str, str]:
    if not isinstance(value, list) or len(value) != 4:
        raise ValueError(value)
    n, e, s, w = (_name(name) for name in value)
    return (n, e, s, w)


def _human(value: object) -> Seat | None:
    if value == "none":
        return None
    if value not in [seat.name for seat in SEATS]:
        raise ValueError(value)
    return Seat[str(value)]


def _game(value: object) -> str:
    if value not in game_ids():
        raise ValueError(value)
    return str(value)


def _preset(game_id: str) -> Callable[[object], str]:
    def check(value: object) -> str:
        if value not in game(game_id).presets():
            raise ValueError(value)
        return str(value)

    return check


def player_counts(game_id: str) -> tuple[int, ...]:
    """How many players the window seats at ``game_id``: its seats, more who sit out in
    turn (Vint's five and six, §4.2), and fewer with dummies where the game plays them,
    from its seats up, then down."""
    spec = game(game_id)
    seats = len(spec.seats)
    fewer = spec.with_dummies is not None
    more = sorted(n for n in spec.played if n >= seats)
    return (*more, *(n for n in sorted(spec.played, reverse=True) if fewer and n < seats))


def _count(game_id: str) -> Callable[[object], int]:
    def check(value: object) -> int:
        if not isinstance(value, int | str) or str(value) not in map(str, player_counts(game_id)):
            raise ValueError(value)
        return int(value)

    return check


def _options(game_id: str) -> Callable[[object], dict[str, object]]:
    """Options as the Rules dialog keeps them: a JSON object of known options and values
    of the game ``game_id``."""

    def check(value: object) -> dict[str, object]:
        if not isinstance(value, str):
            raise ValueError(value)
        options = parse_json(value.encode(), "rules/options", 1 << 20)
        if not isinstance(options, dict):
            raise ValueError(value)
        game(game_id).read_rules(options, "options")  # raises RulesError, a ValueError
        return options

    return check


def _bytes(value: object) -> QByteArray:
    if not isinstance(value, QByteArray):
        raise ValueError(value)
    return value


def _path(value: object) -> Path:
    """A file's path as the window stored it: absolute."""
    if not isinstance(value, str) or "\0" in value or not Path(value).is_absolute():
        raise ValueError(value)
    return Path(value)


def _maybe_path(value: object) -> Path | None:
    try:
        return _path(value)
    except ValueError:
        return None


def _current(value: object) -> Path | None:
    return None if value == "" else _path(value)


def _paths(value: object) -> list[Path]:
    return [_path(item) for item in (value if isinstance(value, list) else [value])]


_CHECKS: dict[str, Callable[[object], object]] = {
    "players/*/name": _name,
    "players/*/level": parse_level,
    "players/human": _human,
    "players/humans": _rows,
    "players/rotate": _flag,
    "rules/game": _game,
    **{_rules_key(g, "preset"): _preset(g) for g in game_ids()},
    **{_rules_key(g, "options"): _options(g) for g in game_ids()},
    **{_rules_key(g, "players"): _count(g) for g in game_ids()},
    "view/language": _LANGUAGE,
    "view/card_indices": _CARD_INDICES,
    "view/speed": _SPEED,
    "view/four_colour": _flag,
    "play/confirm": _flag,
    "play/auto_single": _flag,
    "teach/hints": _flag,
    "teach/warnings": _flag,
    "window/geometry": _bytes,
    "window/state": _bytes,
    "pad/last/names": _four_names,
    "pad/*/names": _four_names,
    "pad/*/rotate": _flag,
    "files/current": _current,
    "files/recent": _paths,
}
_SEAT_KEY = re.compile(r"players/[NESW56]/")
_PAD_KEY = re.compile(r"pad/[0-9a-f]{16}/")


def _pattern(key: str) -> str:
    """The key of :data:`_CHECKS` that checks ``key`` (a seat's or a pad file's stands for
    all of them)."""
    key = _SEAT_KEY.sub("players/*/", key, count=1) if _SEAT_KEY.match(key) else key
    return _PAD_KEY.sub("pad/*/", key, count=1) if _PAD_KEY.match(key) else key


# -- the note at start -------------------------------------------------------------------------


def settings_note(settings: Settings, parent: QWidget | None = None) -> QMessageBox | None:
    """The note about the values of the settings file that cannot be used, once: they are
    dropped from the file, so their defaults are used from now on; ``None`` when every value
    is good."""
    problems = settings.problems()
    if not problems:
        return None
    settings.drop(problems)
    box = QMessageBox(
        QMessageBox.Icon.Information,
        "wint",
        QCoreApplication.translate(
            "App", "Some saved settings cannot be used, so their defaults are used instead:"
        ),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setInformativeText("\n".join(f"{p.key} = {quoted(p.value)}" for p in problems))
    box.setDetailedText(
        QCoreApplication.translate("App", "The settings file: %1").replace("%1", str(settings.path))
    )
    return box
