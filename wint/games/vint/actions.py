"""Vint's actions and phases: a call, a card or a claim, and where a deal stands.

>>> parse_action("claim:7"), parse_action("3H"), parse_action("SA")
(Claim(tricks=7), Call('3H'), Card('SA'))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from wint.core.cards import Card
from wint.core.errors import NotationError
from wint.core.quoting import quoted
from wint.games.vint.calls import Call

__all__ = ["Action", "Claim", "Phase", "parse_action"]


class Phase(IntEnum):
    """Where the deal stands."""

    AUCTION = 0
    PLAY = 1
    PASSED_OUT = 2  # thrown in without play (V-PASS-1)
    COMPLETE = 3


@dataclass(frozen=True, slots=True)
class Claim:
    """The rest of the deal conceded: the declaring side (N–S in a распасовка) takes
    ``tricks`` of the tricks not yet quitted.
    """

    tricks: int

    @property
    def code(self) -> str:
        """Notation: ``claim:7``."""
        return f"claim:{self.tricks}"

    def __str__(self) -> str:
        return self.code


Action = Card | Call | Claim


def parse_action(text: str) -> Action:
    """Parse a call (``P``, ``Q``, ``L``, ``3H``), a card (``SA``) or a claim (``claim:7``).

    :raises NotationError: none of these.
    """
    if text.startswith("claim:") and text[6:].isdigit() and len(text) <= 8:
        return Claim(int(text[6:]))
    try:
        return Call.parse(text)
    except NotationError:
        pass
    try:
        return Card.parse(text)
    except NotationError:
        raise NotationError(f"unknown action {quoted(text)}") from None
