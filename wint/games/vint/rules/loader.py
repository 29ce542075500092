"""Loading rulesets from presets and option tables; every error names its key path."""

from __future__ import annotations

import tomllib
from collections.abc import Collection, Mapping
from dataclasses import replace
from enum import StrEnum
from functools import cache
from importlib import resources
from typing import Any

from wint.core.errors import RulesError
from wint.core.quoting import excerpt, quoted
from wint.games.vint.rules.ruleset import OptionInfo, RuleSet, Scope, option_info

__all__ = ["apply_options", "load_preset", "preset_names", "refuse_unplayed", "resolve_rules"]

_OPTIONS = {info.key: info for info in option_info()}
_ENUMS = {
    name: type(default)
    for name, default in ((f.key, getattr(RuleSet(), f.key)) for f in option_info())
    if isinstance(default, StrEnum)
}


def preset_names() -> tuple[str, ...]:
    """Names of the presets shipped in the package."""
    folder = resources.files("wint.games.vint.rules").joinpath("presets")
    return tuple(
        sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml"))
    )


@cache
def load_preset(name: str, path: str = "preset") -> RuleSet:
    """The ruleset of a shipped preset (``classic``, ``table``, …).

    :raises RulesError: unknown preset or a bad preset file.
    """
    if name not in preset_names():
        raise RulesError(
            path, f"unknown preset {quoted(name)} (known: {', '.join(preset_names())})"
        )
    text = (
        resources.files("wint.games.vint.rules")
        .joinpath("presets", f"{name}.toml")
        .read_text("utf-8")
    )
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(f"presets/{name}.toml", str(exc)) from None
    base_name = data.get("base")
    base = load_preset(base_name, f"presets/{name}.toml:base") if base_name else RuleSet()
    return apply_options(base, data.get("options", {}), f"presets/{name}.toml:options")


def apply_options(base: RuleSet, options: object, path: str = "options") -> RuleSet:
    """``base`` with the given option values.

    :raises RulesError: ``options`` is not a table, or a key or value is unknown; the
        message names the key path, e.g. ``options.cross_values``.
    """
    if not isinstance(options, Mapping):
        raise RulesError(path, "must be a table of options")
    changes: dict[str, Any] = {}
    for key, value in options.items():
        key_path = f"{path}.{excerpt(str(key))}"
        info = _OPTIONS.get(key) if isinstance(key, str) else None
        if info is None:
            raise RulesError(key_path, "unknown option")
        changes[key] = _convert(info, value, key_path)
    return replace(base, **changes)


def resolve_rules(spec: object, path: str = "rules") -> RuleSet:
    """The ruleset of a ``{"preset": name, "options": {...}}`` table (both keys optional).

    :raises RulesError: naming the key path of the first fault.
    """
    if spec is None:
        return load_preset("classic")
    if not isinstance(spec, Mapping):
        raise RulesError(path, "must be an object with 'preset' and 'options'")
    for key in spec:
        if key not in ("preset", "options"):
            raise RulesError(f"{path}.{excerpt(str(key))}", "unknown key")
    preset = spec.get("preset", "classic")
    if not isinstance(preset, str):
        raise RulesError(f"{path}.preset", "must be a preset name")
    base = load_preset(preset, f"{path}.preset")
    return apply_options(base, spec.get("options", {}), f"{path}.options")


def refuse_unplayed(
    rules: RuleSet, path: str = "rules", plays: Collection[Scope] = (Scope.GAME,)
) -> RuleSet:
    """``rules``, when the place that plays them (``plays``: the scopes it plays, the game's
    by default) plays every option set away from its default.

    :raises RulesError: at ``{path}.{key}`` of the first option (in the ruleset's order)
        whose value would be ignored there: "… is not supported yet".
    """
    values = rules.as_dict()
    for info in option_info():
        if info.scope not in plays and values[info.key] != info.default:
            raise RulesError(
                f"{path}.{info.key}",
                f"{values[info.key]!r} is not supported yet (only {info.default!r} is played)",
            )
    return rules


def _convert(info: OptionInfo, value: object, path: str) -> object:
    if info.kind is bool:
        if not isinstance(value, bool):
            raise RulesError(path, f"must be true or false, not {quoted(value)}")
        return value
    if info.kind is int:
        if isinstance(value, bool) or not isinstance(value, int) or value not in info.choices:
            shown = _choices_text(info)
            raise RulesError(path, f"{quoted(value)} is not one of {shown}")
        return value
    if not isinstance(value, str) or value not in info.choices:
        raise RulesError(path, f"{quoted(value)} is not one of {_choices_text(info)}")
    return _ENUMS[info.key](value)


def _choices_text(info: OptionInfo) -> str:
    if len(info.choices) > 8:
        return f"{info.choices[0]}..{info.choices[-1]}"
    return ", ".join(str(c) for c in info.choices)
