"""The hint rules of rules/vint.md §5: a position for every rule the conventions follow, the
prohibitions shown both ways, and every H-* rule either followed or listed as uncheckable."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from tests.rulebook import RULEBOOK_IDS
from wint.ai.advice import Situation
from wint.ai.vint import bidding, leads, play, table
from wint.ai.vint.advise import UNCHECKABLE, advise
from wint.core.cards import Card
from wint.core.deal import Deal
from wint.core.seats import Seat
from wint.games.vint.calls import Call
from wint.games.vint.state import DealState

ROOT = Path(__file__).parents[3]
DATA = ROOT / "tests" / "data"
CORPUS = json.loads((DATA / "hint_corpus.json").read_text(encoding="utf-8"))["positions"]
BIDDING = json.loads((DATA / "bidding_corpus.json").read_text(encoding="utf-8"))["positions"]
RULE_ID = re.compile(r"^H-[A-Z]+-\d+$")
# The hint rules of §5.
RULE_IDS = tuple(rule for rule in RULEBOOK_IDS if rule.startswith("H-"))


def position(entry: dict[str, object]) -> DealState:
    state = DealState.new(Deal.parse_pbn(str(entry["deal"])), Seat[str(entry["dealer"])])
    for code in f"{entry['calls']} {entry['plays']}".split():
        state = state.apply_code(code)
    return state


@pytest.mark.parametrize("entry", CORPUS, ids=lambda e: f"{e['rule']}:{e['reason']}")
def test_hint_corpus(entry: dict[str, object]) -> None:
    state = position(entry)
    seat = state.to_act
    assert seat is Seat[str(entry["seat"])]
    advice = advise(state.view(seat), Situation())
    expect = str(entry["expect"])
    card = len(expect) == 2 and expect[0] in "SCDH"
    assert advice.action == (Card.parse(expect) if card else Call.parse(expect)), entry["note"]
    assert (advice.rule, advice.reason) == (entry["rule"], entry["reason"]), entry["note"]


def implemented() -> set[str]:
    """The rule ids some advice names: string literals in the conventions' code."""
    found: set[str] = set()
    for module in (bidding, play, leads, table):
        tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            text = node.value if isinstance(node, ast.Constant) else None
            if isinstance(text, str) and id(node) not in docstrings and RULE_ID.match(text):
                found.add(text)
    return found - set(UNCHECKABLE)


def test_every_rule_is_followed_or_listed_uncheckable() -> None:
    done = implemented()
    assert not done & set(UNCHECKABLE)
    missing = [rule for rule in RULE_IDS if rule not in done and rule not in UNCHECKABLE]
    assert missing == []
    assert set(UNCHECKABLE) | done <= set(RULE_IDS)
    assert all(reason for reason in UNCHECKABLE.values())


def test_every_followed_rule_has_a_position() -> None:
    """Each rule an advice names is shown by a position here or in the bidding corpus."""
    shown = {str(e["rule"]) for e in CORPUS} | {str(e["rule"]) for e in BIDDING}
    assert sorted(implemented() - shown) == []


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_in_app_rulebook_has_the_hint_rules(language: str) -> None:
    html = (ROOT / "wint" / "gui" / "rulebook" / f"{language}.html").read_text("utf-8")
    assert set(re.findall(r'id="(H-[A-Z]+-\d+)"', html)) == set(RULE_IDS)


@pytest.mark.parametrize(
    ("calls", "expect", "rule"),
    [
        ("2S P P Q L", "HQ", "H-FIN-3"),
        ("4S P P Q L", "HA", "H-FIN-1"),
        ("6S P P Q L", "HA", "H-SLAM-1"),
    ],
    ids=["H-FIN-3", "H-FIN-1", "H-SLAM-1"],
)
def test_finesse_allowed_only_up_to_three(calls: str, expect: str, rule: str) -> None:
    """The same cards: at «два» third hand finesses the queen, at «четыре» and in a slam he
    plays the ace (H-FIN-1, H-SLAM-1)."""
    base = next(e for e in CORPUS if e["rule"] == "H-FIN-3" and not e.get("negative"))
    state = position({**base, "dealer": "S", "calls": calls})
    advice = advise(state.view(Seat.S), Situation())
    assert advice.action == Card.parse(expect) and advice.rule == rule
