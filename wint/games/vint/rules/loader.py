"""Vint's presets (``classic``, ``table``, …) and their loader; every error names its key path."""

from __future__ import annotations

from wint.core.options import OptionInfo, Presets, apply_options, option_info, refuse_unplayed
from wint.games.vint.rules.ruleset import RuleSet

__all__ = [
    "apply_options",
    "load_preset",
    "preset_names",
    "refuse_unplayed",
    "resolve_rules",
    "rule_options",
]

_PRESETS = Presets("wint.games.vint.rules", RuleSet)


def preset_names() -> tuple[str, ...]:
    """Names of Vint's presets."""
    return _PRESETS.names()


def load_preset(name: str, path: str = "preset") -> RuleSet:
    """The ruleset of a shipped preset.

    :raises RulesError: unknown preset or a bad preset file.
    """
    rules: RuleSet = _PRESETS.load(name, path)
    return rules


def resolve_rules(spec: object, path: str = "rules") -> RuleSet:
    """The ruleset of a ``{"preset": name, "options": {...}}`` table (both keys optional).

    :raises RulesError: naming the key path of the first fault.
    """
    rules: RuleSet = _PRESETS.resolve(spec, path)
    return rules


def rule_options() -> tuple[OptionInfo, ...]:
    """Every option of Vint's :class:`RuleSet`, in declaration order."""
    return option_info(RuleSet)
