"""Vint's actions and phases: a call, a card or a claim, and where a deal stands.

>>> parse_action("claim:7"), parse_action("3H"), parse_action("SA")
(Claim(tricks=7), Call('3H'), Card('SA'))
"""

from __future__ import annotations

from enum import IntEnum

from wint.core.cards import Card
from wint.core.claims import Claim
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


Action = Card | Call | Claim


def parse_action(text: str) -> Action:
    """Parse a call (``P``, ``Q``, ``L``, ``3H``), a card (``SA``) or a claim (``claim:7``).

    :raises NotationError: none of these.
    """
    claim = Claim.parse(text)
    if claim is not None:
        return claim
    try:
        return Call.parse(text)
    except NotationError:
        pass
    try:
        return Card.parse(text)
    except NotationError:
        raise NotationError(f"unknown action {quoted(text)}") from None
