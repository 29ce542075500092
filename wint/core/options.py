"""Rulesets of any game: options as fields of a frozen dataclass, presets and their loader.

A game's ruleset is a frozen dataclass whose fields are made by :func:`option`: each names
its rule, a note on how the engine reads it and where it is played (:class:`Scope`).  The
presets are TOML files in the game's ``presets`` folder (``base`` names another preset,
``options`` the values); :class:`Presets` loads them, and :func:`apply_options` reads a
table of options onto a ruleset, every error naming its key path.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Rules:
...     target: int = option(10, "X-1", choices=(10, 20))
...     strict: bool = option(True, "X-2")
>>> apply_options(Rules(), {"target": 20}).target
20
>>> apply_options(Rules(), {"strict": "yes"})
Traceback (most recent call last):
wint.core.errors.RulesError: options.strict: must be true or false, not 'yes'
"""

from __future__ import annotations

import tomllib
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from functools import cache
from importlib import resources
from typing import Any, TypeVar

from wint.core.errors import RulesError
from wint.core.quoting import excerpt, quoted

__all__ = [
    "OptionInfo",
    "Presets",
    "Scope",
    "apply_options",
    "for_players",
    "option",
    "option_info",
    "options_dict",
    "refuse_for_players",
    "refuse_unplayed",
]

RulesT = TypeVar("RulesT")


class Scope(StrEnum):
    """Where an option is played.

    ``game``: by the engine wherever rules are played (the game, the score pad, records).
    ``table``: only at a real table (the draw, the cut); they change no score, so a record
    of a real table (``wint score``, the score pad) accepts any value, while the game,
    which has no draw or cut yet, refuses all but the default.
    ``players``: named players (contracts/record-players.md), played by records and the
    score pad, and by a game whose sessions seat them by the tables (Vint, §4.2); a game
    whose players keep their seats refuses all but the default.
    """

    GAME = "game"
    TABLE = "table"
    PLAYERS = "players"


def option(
    default: Any,
    rule: str,
    note: str = "",
    *,
    scope: Scope = Scope.GAME,
    choices: Sequence[int] = (),
    players: tuple[int, ...] = (),
) -> Any:
    """A ruleset's field: its default, the rule it implements, a note, where it is played,
    for a number the values it may take (a tuple, or a range for a wide span; an enum's
    are its members, a flag's both), and
    the numbers of players it is played with (``()``: any; a dummy's options: two or three)."""
    return field(
        default=default,
        metadata={
            "rule": rule,
            "note": note,
            "scope": scope,
            "choices": choices,
            "players": players,
        },
    )


@dataclass(frozen=True, slots=True)
class OptionInfo:
    """What a ruleset knows about one option: its key, type, allowed values, default, rule."""

    key: str
    kind: type
    choices: Sequence[bool | int | str]
    default: bool | int | str
    rule: str
    note: str
    scope: Scope
    #: The numbers of players it is played with (``()``: any).
    players: tuple[int, ...] = ()

    @property
    def declared(self) -> bool:
        """Part of the ruleset but not played by the game (see :class:`Scope`)."""
        return self.scope is not Scope.GAME


def _plain(value: object) -> bool | int | str:
    if isinstance(value, StrEnum):
        return value.value
    if isinstance(value, bool | int | str):
        return value
    raise TypeError(f"not an option value: {value!r}")


@cache
def option_info(rules_type: type) -> tuple[OptionInfo, ...]:
    """Every option of the ruleset class ``rules_type``, in declaration order."""
    infos = []
    for f in fields(rules_type):
        default = f.default
        if isinstance(default, StrEnum):
            choices: Sequence[bool | int | str] = tuple(m.value for m in type(default))
        elif isinstance(default, bool):
            choices = (False, True)
        else:
            choices = f.metadata["choices"]
        infos.append(
            OptionInfo(
                key=f.name,
                kind=type(default),
                choices=choices,
                default=_plain(default),
                rule=f.metadata["rule"],
                note=f.metadata["note"],
                scope=f.metadata["scope"],
                players=f.metadata.get("players", ()),
            )
        )
    return tuple(infos)


def options_dict(rules: object) -> dict[str, bool | int | str]:
    """Every option of ``rules`` by key, with plain JSON/TOML values (enums as strings)."""
    return {f.name: _plain(getattr(rules, f.name)) for f in fields(rules)}  # type: ignore[arg-type]


def apply_options(base: RulesT, options: object, path: str = "options") -> RulesT:
    """``base`` with the given option values.

    :raises RulesError: ``options`` is not a table, or a key or value is unknown; the
        message names the key path, e.g. ``options.cross_values``.
    """
    if not isinstance(options, Mapping):
        raise RulesError(path, "must be a table of options")
    rules_type: type = type(base)
    known = {info.key: info for info in option_info(rules_type)}
    changes: dict[str, Any] = {}
    for key, value in options.items():
        key_path = f"{path}.{excerpt(str(key))}"
        info = known.get(key) if isinstance(key, str) else None
        if info is None:
            raise RulesError(key_path, "unknown option")
        changes[key] = _convert(info, type(getattr(base, info.key)), value, key_path)
    return replace(base, **changes)  # type: ignore[type-var]


def refuse_unplayed(
    rules: RulesT, path: str = "rules", plays: Collection[Scope] = (Scope.GAME,)
) -> RulesT:
    """``rules``, when the place that plays them (``plays``: the scopes it plays, the game's
    by default) plays every option set away from its default.

    :raises RulesError: at ``{path}.{key}`` of the first option (in the ruleset's order)
        whose value would be ignored there: "… is not supported yet".
    """
    values = options_dict(rules)
    rules_type: type = type(rules)
    for info in option_info(rules_type):
        if info.scope not in plays and values[info.key] != info.default:
            raise RulesError(
                f"{path}.{info.key}",
                f"{values[info.key]!r} is not supported yet (only {info.default!r} is played)",
            )
    return rules


def for_players(rules: RulesT, count: int) -> RulesT:
    """``rules`` with every option that ``count`` players do not play (a dummy's, with four)
    set back to its default: what a table of ``count`` plays of a ruleset chosen for any."""
    changes = {
        f.name: f.default
        for f in fields(rules)  # type: ignore[arg-type]
        if f.metadata.get("players") and count not in f.metadata["players"]
    }
    return replace(rules, **changes) if changes else rules  # type: ignore[type-var]


def refuse_for_players(rules: RulesT, count: int, path: str = "rules") -> RulesT:
    """``rules``, when ``count`` players play every option set away from its default (a
    dummy's options are played by two or three players only, Vint §4.1).

    :raises RulesError: at ``{path}.{key}`` of the first option that ``count`` players would
        ignore: "… is not supported yet (played by 2 or 3 players, not 4)".
    """
    for f in fields(rules):  # type: ignore[arg-type]
        players = f.metadata.get("players", ())
        value = _plain(getattr(rules, f.name))
        if players and count not in players and value != _plain(f.default):
            played = " or ".join(str(n) for n in players)
            raise RulesError(
                f"{path}.{f.name}",
                f"{value!r} is not supported yet (played by {played} players, not {count})",
            )
    return rules


@dataclass(frozen=True)
class Presets:
    """The preset rulesets of a game: TOML files in the ``presets`` folder of the package
    ``package``, each on the defaults of ``rules_type`` (or on the preset it names as
    ``base``); ``default`` is the one a table without a preset plays."""

    package: str
    rules_type: type
    #: The preset a table without ``preset`` plays.
    default: str = "classic"

    def names(self) -> tuple[str, ...]:
        """Names of the presets shipped in the package."""
        folder = resources.files(self.package).joinpath("presets")
        return tuple(
            sorted(
                p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml")
            )
        )

    @cache  # noqa: B019 - a game's presets are few and live as long as the program
    def load(self, name: str, path: str = "preset") -> Any:
        """The ruleset of a shipped preset (``classic``, ``table``, …).

        :raises RulesError: unknown preset or a bad preset file.
        """
        if name not in self.names():
            raise RulesError(
                path, f"unknown preset {quoted(name)} (known: {', '.join(self.names())})"
            )
        where = f"presets/{name}.toml"
        text = resources.files(self.package).joinpath("presets", f"{name}.toml").read_text("utf-8")
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise RulesError(where, str(exc)) from None
        base_name = data.get("base")
        base = self.load(base_name, f"{where}:base") if base_name else self.rules_type()
        return apply_options(base, data.get("options", {}), f"{where}:options")

    def resolve(self, spec: object, path: str = "rules") -> Any:
        """The ruleset of a ``{"preset": name, "options": {...}}`` table (both keys optional).

        :raises RulesError: naming the key path of the first fault.
        """
        if spec is None:
            return self.load(self.default)
        if not isinstance(spec, Mapping):
            raise RulesError(path, "must be an object with 'preset' and 'options'")
        for key in spec:
            if key not in ("preset", "options"):
                raise RulesError(f"{path}.{excerpt(str(key))}", "unknown key")
        preset = spec.get("preset", self.default)
        if not isinstance(preset, str):
            raise RulesError(f"{path}.preset", "must be a preset name")
        base = self.load(preset, f"{path}.preset")
        return apply_options(base, spec.get("options", {}), f"{path}.options")


def _convert(info: OptionInfo, kind: type, value: object, path: str) -> object:
    if info.kind is bool:
        if not isinstance(value, bool):
            raise RulesError(path, f"must be true or false, not {quoted(value)}")
        return value
    if info.kind is int:
        if isinstance(value, bool) or not isinstance(value, int) or value not in info.choices:
            raise RulesError(path, f"{quoted(value)} is not one of {_choices_text(info)}")
        return value
    if not isinstance(value, str) or value not in info.choices:
        raise RulesError(path, f"{quoted(value)} is not one of {_choices_text(info)}")
    return kind(value)


def _choices_text(info: OptionInfo) -> str:
    if len(info.choices) > 8:
        return f"{info.choices[0]}..{info.choices[-1]}"
    return ", ".join(str(c) for c in info.choices)
