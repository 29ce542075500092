"""Where wint keeps things (platformdirs) and what it remembers (an INI file, QSettings).

Settings live in ``wint.ini`` in the platformdirs config folder (never the registry or a
plist); sessions are ``.wint`` files in the ``sessions`` folder of the data folder.  Both
honour the XDG variables, so tests point them at temporary folders.  A config folder that
cannot be written stops nothing: the settings are read as far as they can be and kept in
memory (:attr:`Settings.unkept` says why they will not be kept; the start-up says it once).
"""

from __future__ import annotations

import hashlib
import json
import tempfile
from collections.abc import Mapping
from pathlib import Path

from platformdirs import user_config_path, user_data_path
from PySide6.QtCore import QByteArray, QSettings

from wint.core.seats import Seat

__all__ = ["Settings", "config_dir", "sessions_dir"]

_RECENT = 8


def config_dir() -> Path:
    """The folder of ``wint.ini``."""
    return user_config_path("wint", appauthor=False)


def sessions_dir() -> Path:
    """The folder where every session is saved as it is played."""
    return user_data_path("wint", appauthor=False) / "sessions"


class Settings:
    """Typed access to the INI file."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or config_dir() / "wint.ini"
        #: why the settings cannot be written (``None`` when they can): kept in memory then
        self.unkept = _unwritable(self.path.parent)
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)

    def sync(self) -> None:
        """Write pending changes to disk."""
        self._qs.sync()

    def _str(self, key: str, default: str) -> str:
        value = self._qs.value(key, default)
        return value if isinstance(value, str) else default

    def _bool(self, key: str, default: bool) -> bool:
        value = self._qs.value(key, default)
        if isinstance(value, bool):
            return value
        return str(value).lower() in ("true", "1", "yes") if value is not None else default

    # -- the table -------------------------------------------------------------------------

    def name(self, seat: Seat) -> str:
        """The name given to ``seat`` ('' shows the seat's own name, in the UI's language)."""
        return self._str(f"players/{seat.name}/name", "")[:100]

    def set_name(self, seat: Seat, name: str) -> None:
        self._qs.setValue(f"players/{seat.name}/name", name[:100])

    def level(self, seat: Seat) -> str:
        """The computer level of ``seat``."""
        return self._str(f"players/{seat.name}/level", "basic")

    def set_level(self, seat: Seat, level: str) -> None:
        self._qs.setValue(f"players/{seat.name}/level", level)

    @property
    def human_seat(self) -> Seat | None:
        """The seat the human plays, ``None`` to watch four computers."""
        value = self._str("players/human", "S")
        return Seat[value] if value in ("N", "E", "S", "W") else None

    @human_seat.setter
    def human_seat(self, seat: Seat | None) -> None:
        self._qs.setValue("players/human", seat.name if seat is not None else "none")

    @property
    def preset(self) -> str:
        """The ruleset preset of new games."""
        return self._str("rules/preset", "classic")

    @preset.setter
    def preset(self, name: str) -> None:
        self._qs.setValue("rules/preset", name)

    def rule_options(self) -> dict[str, object]:
        """Options changed from the preset in the Rules dialog."""
        text = self._str("rules/options", "{}")
        try:
            value = json.loads(text)
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def set_rule_options(self, options: Mapping[str, object]) -> None:
        self._qs.setValue("rules/options", json.dumps(dict(options)))

    # -- the view ----------------------------------------------------------------------------

    @property
    def language(self) -> str:
        """``ru`` or ``en``, or ``''`` to follow the system's locale."""
        value = self._str("view/language", "")
        return value if value in ("ru", "en") else ""

    @language.setter
    def language(self, language: str) -> None:
        self._qs.setValue("view/language", language)

    @property
    def card_indices(self) -> str:
        """The letters on the cards: ``language`` (the UI's), ``ru`` or ``en``."""
        value = self._str("view/card_indices", "language")
        return value if value in ("language", "ru", "en") else "language"

    @card_indices.setter
    def card_indices(self, value: str) -> None:
        self._qs.setValue("view/card_indices", value)

    @property
    def speed(self) -> str:
        """instant, fast, normal or slow."""
        return self._str("view/speed", "normal")

    @speed.setter
    def speed(self, speed: str) -> None:
        self._qs.setValue("view/speed", speed)

    @property
    def four_colour(self) -> bool:
        """A four-colour deck."""
        return self._bool("view/four_colour", False)

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        self._qs.setValue("view/four_colour", on)

    @property
    def confirm_play(self) -> bool:
        """Ask before a card is played."""
        return self._bool("play/confirm", False)

    @confirm_play.setter
    def confirm_play(self, on: bool) -> None:
        self._qs.setValue("play/confirm", on)

    @property
    def auto_single(self) -> bool:
        """Play a forced single card by itself."""
        return self._bool("play/auto_single", False)

    @auto_single.setter
    def auto_single(self, on: bool) -> None:
        self._qs.setValue("play/auto_single", on)

    @property
    def hints(self) -> bool:
        """Suggest a call or card before each of the human's decisions (teaching mode)."""
        return self._bool("teach/hints", False)

    @hints.setter
    def hints(self, on: bool) -> None:
        self._qs.setValue("teach/hints", on)

    @property
    def warnings(self) -> bool:
        """A gentle warning after a decision against the conventions and the analysis."""
        return self._bool("teach/warnings", True)

    @warnings.setter
    def warnings(self, on: bool) -> None:
        self._qs.setValue("teach/warnings", on)

    def geometry(self) -> tuple[QByteArray | None, QByteArray | None]:
        """The saved window geometry and dock state."""
        geometry = self._qs.value("window/geometry")
        state = self._qs.value("window/state")
        return (
            geometry if isinstance(geometry, QByteArray) else None,
            state if isinstance(state, QByteArray) else None,
        )

    def set_geometry(self, geometry: QByteArray, state: QByteArray) -> None:
        self._qs.setValue("window/geometry", geometry)
        self._qs.setValue("window/state", state)

    # -- the score pad -----------------------------------------------------------------------

    def pad_names(self) -> tuple[str, str, str, str]:
        """The names last typed for a score pad's first rubber (N, E, S, W), offered for
        the next new pad; each pad's file keeps its own players (nothing here changes a
        score)."""
        names = self._qs.value("pad/last/names")
        if isinstance(names, list) and len(names) == 4 and all(isinstance(n, str) for n in names):
            n, e, s, w = (name[:100] for name in names)
            return (n, e, s, w)
        return ("", "", "", "")

    def set_pad_names(self, names: tuple[str, str, str, str]) -> None:
        self._qs.setValue("pad/last/names", [n[:100] for n in names])
        self._qs.remove("pad/last/rotate")  # an older wint's: the pad file keeps it now

    def legacy_pad(self, path: Path) -> tuple[list[str], bool] | None:
        """The names (N, E, S, W of the first rubber) and the partner rotation that an older
        wint kept here for the pad file ``path``, to be written into the file once."""
        key = _pad_key(path)
        names = self._qs.value(f"{key}/names")
        if isinstance(names, list) and len(names) == 4 and all(isinstance(n, str) for n in names):
            return [n[:100] for n in names], self._bool(f"{key}/rotate", True)
        return None

    def forget_pad(self, path: Path) -> None:
        """Drop what an older wint kept for the pad file ``path`` (now in the file)."""
        self._qs.remove(_pad_key(path))

    # -- files -------------------------------------------------------------------------------

    @property
    def current_session(self) -> Path | None:
        """The session file being played (to offer a resume after a crash)."""
        value = self._str("files/current", "")
        return Path(value) if value else None

    @current_session.setter
    def current_session(self, path: Path | None) -> None:
        self._qs.setValue("files/current", str(path) if path is not None else "")

    def recent(self) -> list[Path]:
        """Recently opened or saved session files, newest first."""
        value = self._qs.value("files/recent", [])
        items = value if isinstance(value, list) else [value] if isinstance(value, str) else []
        return [Path(item) for item in items if isinstance(item, str) and item][:_RECENT]

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


def _pad_key(path: Path) -> str:
    """The settings group an older wint kept for one pad file (a digest of its path)."""
    return (
        "pad/" + hashlib.sha1(str(path.resolve()).encode(), usedforsecurity=False).hexdigest()[:16]
    )
