"""The ruleset: every option of rules/vint.md §2 with its default, presets, and key paths."""

from __future__ import annotations

import dataclasses
import tomllib
from importlib import resources

import pytest

from wint.core.errors import RulesError
from wint.games.vint.rules import (
    CrossValues,
    FirstDealer,
    RuleSet,
    Scope,
    apply_options,
    load_preset,
    preset_names,
    refuse_unplayed,
    resolve_rules,
    rule_options,
)

# Every option the rulebook names (§2 C-1 … C-23 and §1), with its default.
RULEBOOK_DEFAULTS = {
    "first_dealer": "lowest",  # C-1
    "draw_ace_low": False,  # C-2
    "min_cut_packet": 5,  # C-3
    "auction_close_passes": 8,  # C-4
    "allow_lead_question": True,  # C-4
    "opening_leader": "declarer_lho",  # C-5
    "honours_basis": "held",  # C-6
    "honours_netting": "net",  # C-7
    "aces_require_leve": "split_only",  # C-8
    "aces_coronet_values": "by_contract",  # C-9
    "undertrick_unit": 1000,  # C-10
    "slam_premiums_cumulative": True,  # C-11
    "taken_slam_bonus": "any_side",  # C-12
    "rubber_bonus_mode": "additive",  # C-13
    "game_tie_rule": "higher_total",  # C-14
    "passed_out": "crosses",  # C-15
    "cross_values": "flat",  # C-15
    "redeal_by": "next",  # C-16
    "revoke_missing_trick_unit": "undertrick",  # C-17
    "review_tricks": "vint",  # C-18
    "dealer_must_bid": False,  # C-19
    "five_player_schedule": "table",  # C-20
    "failed_contract_can_win_game": True,  # C-21
    "revoke_slam_premium": "taken",  # C-23
    "allow_revokes": False,  # V-PLAY-11
    "allow_blind_bids": False,  # V-BID-12
    "session_rubbers": 3,  # V-PART-9
    "deal_variant": "classic",  # §4.4, §4.6
    "players": 4,  # V-SEAT-5
    "partner_rotation": "each_rubber",  # V-PART-9, §4.2
    "ledger_unit": 100,  # V-SHEET-7, §4.2 (E24)
}


def test_every_rulebook_option_exists_with_its_default() -> None:
    defaults = RuleSet().as_dict()
    for key, value in RULEBOOK_DEFAULTS.items():
        assert defaults[key] == value, key
    for info in rule_options():
        assert info.rule, info.key
        assert info.default in info.choices, info.key


def test_ruleset_is_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        RuleSet().auction_close_passes = 3  # type: ignore[misc]


def test_presets_are_data_files() -> None:
    assert {"classic", "table", "pagat1886"} <= set(preset_names())
    assert load_preset("classic") == RuleSet()
    assert load_preset("table").allow_revokes
    assert load_preset("pagat1886").auction_close_passes == 12
    text = (
        resources.files("wint.games.vint.rules").joinpath("presets/classic.toml").read_text("utf-8")
    )
    assert tomllib.loads(text)["options"] == RuleSet().as_dict()  # classic spells out all


def test_options_round_trip_through_as_dict() -> None:
    rules = RuleSet(cross_values=CrossValues.WINDING, auction_close_passes=12)
    assert apply_options(RuleSet(), rules.as_dict()) == rules


@pytest.mark.parametrize(
    ("spec", "path"),
    [
        ({"options": {"foo": 1}}, "rules.options.foo"),
        ({"options": {"cross_values": "spiral"}}, "rules.options.cross_values"),
        ({"options": {"auction_close_passes": 5}}, "rules.options.auction_close_passes"),
        ({"options": {"auction_close_passes": True}}, "rules.options.auction_close_passes"),
        ({"options": {"allow_revokes": "yes"}}, "rules.options.allow_revokes"),
        ({"options": []}, "rules.options"),
        ({"preset": "bridge"}, "rules.preset"),
        ({"preset": 3}, "rules.preset"),
        ({"presets": "classic"}, "rules.presets"),
        ("classic", "rules"),
    ],
)
def test_bad_rules_name_the_key_path(spec: object, path: str) -> None:
    with pytest.raises(RulesError) as info:
        resolve_rules(spec)
    assert info.value.path == path
    assert str(info.value).startswith(path + ": ")


def test_declared_options_are_marked() -> None:
    declared = {info.key for info in rule_options() if info.declared}
    assert {"first_dealer", "draw_ace_low", "min_cut_packet", "five_player_schedule"} <= declared
    assert {"players", "partner_rotation", "ledger_unit"} <= declared
    assert not {"auction_close_passes", "allow_blind_bids", "deal_variant"} & declared


def test_the_game_refuses_what_it_does_not_play_naming_the_key_path() -> None:
    rules = RuleSet(first_dealer=FirstDealer.HIGHEST, players=6)
    with pytest.raises(RulesError) as refused:
        refuse_unplayed(rules, "presets/x.toml:options")
    assert str(refused.value) == (
        "presets/x.toml:options.first_dealer: 'highest' is not supported yet (only 'lowest' is"
        " played)"
    )
    assert refuse_unplayed(rules, plays=tuple(Scope)) is rules  # a real table's record
    assert refuse_unplayed(RuleSet(allow_revokes=True)) == RuleSet(allow_revokes=True)
