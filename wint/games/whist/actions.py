"""Whist's actions and phases: a card, a claim of the tricks left for the side on turn, or
the victims' choice of a revoke's penalty; and the revokes the play records in table-rules
mode (W-IRR-1).

>>> parse_action("SA"), parse_action("PENALTY:points"), parse_action("claim:4")
(Card('SA'), PenaltyChoice(penalty=<Penalty.POINTS: 'points'>), Claim(tricks=4))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from wint.core.cards import Card
from wint.core.claims import Claim
from wint.core.errors import NotationError
from wint.core.quoting import quoted
from wint.core.seats import Seat
from wint.games.whist.result import Penalty

__all__ = [
    "PENALTY_CHOICES",
    "Action",
    "Claim",
    "PenaltyChoice",
    "Phase",
    "RevokeMade",
    "parse_action",
]


class Phase(IntEnum):
    """Where the deal stands (no auction: a deal opens with the play)."""

    PLAY = 0
    #: Table-rules mode: the victims choose each established revoke's penalty (W-IRR-3).
    PENALTY = 1
    COMPLETE = 2


@dataclass(frozen=True, slots=True)
class RevokeMade:
    """A card that failed to follow suit although ``by`` held the suit led (W-IRR-1), in
    trick ``trick`` (from 0); established once that trick is complete (W-IRR-2)."""

    by: Seat
    trick: int


@dataclass(frozen=True, slots=True)
class PenaltyChoice:
    """The non-offending side's choice for the next established revoke (W-IRR-3)."""

    penalty: Penalty

    @property
    def code(self) -> str:
        """Notation: ``PENALTY:points`` or ``PENALTY:tricks``."""
        return f"{_PREFIX}{self.penalty.value}"

    def __str__(self) -> str:
        return self.code


_PREFIX: Final = "PENALTY:"
#: The two choices, 5 points first (W-IRR-3a, 3b).
PENALTY_CHOICES: Final = tuple(PenaltyChoice(penalty) for penalty in Penalty)

#: A claim's tricks go to the side of the seat on turn (W-PLAY-5: a side's tricks count
#: together), the rest to the other side.
Action = Card | PenaltyChoice | Claim


def parse_action(text: str) -> Action:
    """Parse a card (``SA``), a claim (``claim:4``) or a penalty choice (``PENALTY:tricks``).

    :raises NotationError: none of these.
    """
    claim = Claim.parse(text)
    if claim is not None:
        return claim
    if text.startswith(_PREFIX):
        for choice in PENALTY_CHOICES:
            if choice.penalty.value == text[len(_PREFIX) :]:
                return choice
    else:
        try:
            return Card.parse(text)
        except NotationError:
            pass
    raise NotationError(f"unknown action {quoted(text)}")
