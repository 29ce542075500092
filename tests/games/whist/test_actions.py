"""Whist's action notation: a card is its code, a penalty choice ``PENALTY:points``."""

from __future__ import annotations

import pytest

from wint.core.cards import Card
from wint.core.errors import NotationError
from wint.games.whist.actions import PENALTY_CHOICES, PenaltyChoice, parse_action
from wint.games.whist.result import Penalty


@pytest.mark.parametrize("code", ["SA", "HT", "D2", "C9"])
def test_a_card_is_its_code(code: str) -> None:
    action = parse_action(code)
    assert action is Card.parse(code)
    assert str(action) == code


@pytest.mark.parametrize("penalty", list(Penalty))
def test_a_penalty_choice_round_trips(penalty: Penalty) -> None:
    action = parse_action(f"PENALTY:{penalty.value}")
    assert action == PenaltyChoice(penalty)
    assert parse_action(str(action)) == action


def test_the_two_choices_are_points_and_tricks() -> None:
    """W-IRR-3: 5 points above the line, or three tricks."""
    assert [choice.code for choice in PENALTY_CHOICES] == ["PENALTY:points", "PENALTY:tricks"]


@pytest.mark.parametrize(
    "text", ["", "S1", "XA", "SA ", "PENALTY:", "PENALTY:money", "penalty:points", "1S", "P"]
)
def test_anything_else_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError, match="unknown action"):
        parse_action(text)
