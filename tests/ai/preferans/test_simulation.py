"""Whole Preferans deals by computer players: ``wint simulate --game preferans`` (the summary of
record-cli-v1's simulate section, each contract as the Preferans record writes it) and the
match of one level against another with the seats rotated."""

from __future__ import annotations

import json

import pytest

from tests.test_cli import cli, cli_exit
from wint.ai.preferans.simulation import match, simulate
from wint.games.preferans.result import Contract
from wint.games.preferans.rules import PrefRules, resolve_rules

KEYS = {"game", "rules", "seats", "deals", "seconds", "deals_per_s", "passed_out", "contracts"}
KEYS |= {"made", "failed", "pulyas"}


def check(summary: dict[str, object], deals: int) -> None:
    assert set(summary) == KEYS and summary["game"] == "preferans"
    assert summary["deals"] == deals
    contracts = summary["contracts"]
    assert isinstance(contracts, dict)
    for code in contracts:
        assert str(Contract.parse(code)) == code  # the record's contract strings
    played = sum(contracts.values())
    assert played + summary["passed_out"] == deals  # type: ignore[operator]
    assert summary["made"] + summary["failed"] == played  # type: ignore[operator]


@pytest.mark.parametrize(
    ("level", "preset", "seats"),
    [("random", None, None), ("beginner", "leningrad", 4), ("basic", "classic1971", 3)],
)
def test_simulate_preferans(
    capsys: pytest.CaptureFixture[str], level: str, preset: str | None, seats: int | None
) -> None:
    args: list[object] = ["simulate", "--game", "preferans", "--deals", 25, "--seed", 4]
    args += ["--players", level]
    args += ["--rules", preset] if preset else []
    args += ["--seats", seats] if seats else []
    first = cli(capsys, *args, "--json")
    assert first.code == 0 and first.err == ""
    summary = json.loads(first.out)
    check(summary, 25)
    assert summary["rules"] == (preset or "sochi") and summary["seats"] == (seats or 3)
    again = json.loads(cli(capsys, *args, "--json").out)
    for clock in ("seconds", "deals_per_s"):  # reproducible for a seed, the clock apart
        del again[clock], summary[clock]
    assert again == summary


def test_simulate_preferans_text(capsys: pytest.CaptureFixture[str]) -> None:
    ran = cli(
        capsys, "simulate", "--game", "preferans", "--deals", 20, "--seed", 1, "--players", "basic"
    )
    assert ran.code == 0, ran.err
    lines = ran.out.splitlines()
    assert lines[0].startswith("20 deals in ")
    assert lines[0].endswith("players: basic, game: preferans (sochi, 3 seats)")
    assert lines[1].startswith("passed out ") and "pulyas finished" in lines[1]
    assert lines[2].startswith("contracts: ")


def test_a_pulya_is_played_to_its_end_and_basic_makes_most_contracts() -> None:
    summary = simulate(120, 2, "basic", PrefRules(), "sochi")
    assert summary.pulyas >= 1
    assert summary.passed_out > 0 and summary.contracts
    assert summary.made > 2 * summary.failed


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_levels_without_the_solver_are_refused(
    capsys: pytest.CaptureFixture[str], level: str
) -> None:
    ran = cli(
        capsys, "simulate", "--game", "preferans", "--deals", 1, "--seed", 1, "--players", level
    )
    assert ran.code == 2 and ran.out == ""
    assert ran.err.startswith(f"wint: --players: {level} does not play Preferans yet")
    assert "double-dummy solver" in ran.err


@pytest.mark.parametrize(
    ("args", "where"),
    [
        (("--game", "preferans", "--rules", "moscow"), "--rules: Preferans's presets are"),
        (("--rules", "sochi"), "--rules: only Preferans's"),
        (("--game", "whist", "--seats", "4"), "--seats: only Preferans's"),
    ],
)
def test_bad_presets_and_seats_are_refused(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], where: str
) -> None:
    ran = cli(capsys, "simulate", "--deals", 1, "--seed", 1, *args)
    assert ran.code == 2 and ran.out == "" and where in ran.err
    five = cli_exit(
        capsys, "simulate", "--game", "preferans", "--deals", 1, "--seed", 1, "--seats", 5
    )
    assert five.code == 2 and "--seats" in five.err


def test_basic_beats_random_and_beginner_with_the_seats_rotated() -> None:
    """The sanity figure of the players (a handful of deals; the report's figure is 200)."""
    rules = resolve_rules({"preset": "sochi"})
    assert match(12, 3, "basic", "random", rules).mean > 0
    assert match(12, 3, "random", "basic", rules).mean < 0
