"""Preferans's ruleset (B.9): Sochi's column the defaults, the presets as the table and the
record contract say (contracts/record-preferans.md, "Presets differ from Sochi in")."""

from __future__ import annotations

import pytest

from wint.core.errors import RulesError
from wint.games.preferans.rules import PrefRules, preset_names, resolve_rules, rule_options

# contracts/record-preferans.md: how each preset differs from Sochi.
DIFFERENCES = {
    "sochi": {},
    "leningrad": {
        "whist_rate_factor": 2,
        "remiz_factor": 2,
        "consolation": "double",
        "whist_style": "gentleman",
        "responsibility": "half",
        "misere_set_factor": 20,
        "raspas_base": 2,
        "raspas_progression": "arithmetic",
        "exit_ladder": "6-7-7",
        "help": False,
        "pulya_point_whists": 20,
        "end_condition": "sum_reached",
    },
    "rostov": {
        "responsibility": "half",
        "raspas_scoring": "rostov_whists",
        "raspas_prikup": "ignored",
    },
    "classic1971": {
        "consolation_to_dealer": False,
        "half_whist": False,
        "ten_game": "checked",
        "misere_rank": "msu",
        "raspas_prikup": "msu_dealer_plays",
        "paid_prikup": True,
        "dealer_keeps": "msu",
        "msu_bid_words": True,
    },
}


def test_the_presets_are_the_four_variants() -> None:
    assert preset_names() == ("classic1971", "leningrad", "rostov", "sochi")


@pytest.mark.parametrize("preset", sorted(DIFFERENCES))
def test_each_preset_differs_from_sochi_exactly_as_the_contract_says(preset: str) -> None:
    sochi = PrefRules().as_dict()
    chosen = resolve_rules({"preset": preset}).as_dict()
    assert {k: v for k, v in chosen.items() if sochi[k] != v} == DIFFERENCES[preset]


def test_a_table_without_a_preset_plays_sochi() -> None:
    assert resolve_rules({}) == resolve_rules(None) == PrefRules()


def test_every_option_of_the_contract_is_read_with_every_value() -> None:
    """The contract's option list, values in its order, Sochi's first."""
    keys = [info.key for info in rule_options()]
    assert len(keys) == 33 and len(set(keys)) == 33
    for info in rule_options():
        assert info.choices[0] == info.default or info.kind is bool
        for value in info.choices:
            assert resolve_rules({"options": {info.key: value}}).as_dict()[info.key] == value


def test_a_bad_option_names_its_place() -> None:
    with pytest.raises(RulesError) as bad:
        resolve_rules({"options": {"exit_ladder": "6-6-7"}})
    assert bad.value.path == "rules.options.exit_ladder"
    with pytest.raises(RulesError) as unknown:
        resolve_rules({"preset": "moscow"})
    assert unknown.value.path == "rules.preset"
