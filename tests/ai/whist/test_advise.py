"""Whist's advice: every convention W-H-… followed (and shown by a position in these tests) or
listed as choosing no card; the revoke's penalty chosen by what it writes on the sheet."""

from __future__ import annotations

import ast
import re
from dataclasses import replace
from pathlib import Path

import pytest

from tests.ai.whist.helpers import position
from tests.rulebook import WHIST_CONVENTIONS
from wint.ai.advice import AdviceReason, Situation
from wint.ai.whist import leads, play, reading
from wint.ai.whist.advise import UNCHECKABLE, advise, advise_penalty
from wint.ai.whist.levels import BasicPlayer, MonteCarloPlayer
from wint.core.seats import Seat
from wint.games.whist.actions import PENALTY_CHOICES, Phase, RevokeMade
from wint.games.whist.result import Penalty
from wint.games.whist.rules import WhistRules

HERE = Path(__file__).parent
RULE = re.compile(r"^W-H-[A-Z]+-\d+$")


def implemented() -> set[str]:
    """The conventions some advice names: string literals in the conventions' code."""
    found: set[str] = set()
    for module in (leads, play, reading):
        tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            text = node.value if isinstance(node, ast.Constant) else None
            if isinstance(text, str) and RULE.match(text):
                found.add(text)
    return found


def test_every_convention_is_followed_or_listed_as_choosing_no_card() -> None:
    done = implemented()
    assert not done & set(UNCHECKABLE)
    assert sorted(set(WHIST_CONVENTIONS) - done - set(UNCHECKABLE)) == []
    assert done | set(UNCHECKABLE) <= set(WHIST_CONVENTIONS)
    assert all(UNCHECKABLE.values())


def test_every_followed_convention_has_a_position() -> None:
    """Each convention the players follow is shown on a hand by test_leads or test_play."""
    text = "".join((HERE / name).read_text("utf-8") for name in ("test_leads.py", "test_play.py"))
    shown = set(re.findall(r"W-H-[A-Z]+-\d+", text))
    assert sorted(implemented() - shown) == []


# E revokes at the first trick (it holds diamonds, discards its spade) and N–S, holding every
# spade and every trump, take all thirteen tricks.  S, on E's left, chooses the penalty.
REVOKE_DEAL = {
    Seat.N: "AKQJT9876543..A.",
    Seat.E: "2..KQJT9876542.2",
    Seat.S: ".AKQJT98765432..",
}
TABLE_RULES = WhistRules(enforce_follow_suit=False)


def played_out_with_a_revoke() -> object:
    state = position(REVOKE_DEAL, "D3 DA S2 H2", dealer=Seat.S, rules=TABLE_RULES)
    player = BasicPlayer()
    while state.phase is Phase.PLAY:
        actor = state.actor
        assert actor is not None
        state = state.apply(player.decide(state.view(actor), Situation()).action, actor)
    return state


def test_the_victims_take_the_points_when_the_offenders_have_no_trick() -> None:
    """W-IRR-3: three tricks from a side that took none move nothing: 5 points instead."""
    state = played_out_with_a_revoke()
    assert state.phase is Phase.PENALTY and state.to_act is Seat.S  # type: ignore[attr-defined]
    assert state.revokes == (RevokeMade(Seat.E, 0),)  # type: ignore[attr-defined]
    view = state.view(Seat.S)  # type: ignore[attr-defined]
    for player in (BasicPlayer(), MonteCarloPlayer(8, seed=1)):
        advice = player.decide(view, Situation())
        assert advice.action.penalty is Penalty.POINTS  # type: ignore[union-attr]
        assert (advice.rule, advice.reason) == ("W-IRR-3", AdviceReason.BEST_PENALTY)
    final = state.apply(advise(view).action)  # type: ignore[attr-defined]
    assert final.is_over


@pytest.mark.parametrize(
    ("tricks_ns", "running", "penalty"),
    [
        # W-EX4: N–S took 7, E revoked; three tricks write 8 below (and the partiya with 4
        # before it), 5 points only 2 below and 5 above
        (7, (0, 0), Penalty.TRICKS),
        (7, (4, 0), Penalty.TRICKS),
        # all thirteen taken: nothing to move, the points
        (13, (0, 0), Penalty.POINTS),
    ],
)
def test_the_penalty_worth_more_on_the_sheet(
    tricks_ns: int, running: tuple[int, int], penalty: Penalty
) -> None:
    view = played_out_with_a_revoke().view(Seat.S)  # type: ignore[attr-defined]
    view = replace(view, tricks_won=(tricks_ns, 13 - tricks_ns))
    advice = advise_penalty(view, Situation(running))
    assert advice.action.penalty is penalty


def test_no_penalty_to_choose_in_the_play() -> None:
    state = position({Seat.E: "AKQJ.765.K5.AKQJ"})
    with pytest.raises(ValueError, match="no penalty"):
        advise_penalty(state.view(Seat.E))
    assert len(PENALTY_CHOICES) == 2
