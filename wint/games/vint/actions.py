"""Vint's actions and phases: a call, a card, a claim or a card passed (the old deals of
rules §4.4 and §4.6), and where a deal stands.

>>> parse_action("claim:7"), parse_action("3H"), parse_action("SA"), parse_action("give:C2")
(Claim(tricks=7), Call('3H'), Card('SA'), Give(card=Card('C2')))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from wint.core.cards import Card
from wint.core.claims import Claim
from wint.core.errors import NotationError
from wint.core.quoting import quoted
from wint.games.vint.calls import Call

__all__ = ["Action", "Claim", "Give", "Phase", "parse_action"]

_GIVE: Final = "give:"


class Phase(IntEnum):
    """Where the deal stands."""

    AUCTION = 0
    PLAY = 1
    PASSED_OUT = 2  # thrown in without play (V-PASS-1)
    COMPLETE = 3
    EXCHANGE = 4  # cards passed: before the auction (§4.6), or the talon's after it (§4.4)


@dataclass(frozen=True, slots=True)
class Give:
    """A card passed face down to the player the deal's variant says (rules §4.4, §4.6)."""

    card: Card

    @property
    def code(self) -> str:
        """Notation: ``give:SA``."""
        return f"{_GIVE}{self.card.code}"

    def __str__(self) -> str:
        return self.code

    @staticmethod
    def parse(text: str) -> Give | None:
        """The card passed that ``text`` writes (``give:SA``), ``None`` if it writes none.

        :raises NotationError: ``give:`` followed by no card.
        """
        if not text.startswith(_GIVE):
            return None
        return Give(Card.parse(text[len(_GIVE) :]))


Action = Card | Call | Claim | Give


def parse_action(text: str) -> Action:
    """Parse a call (``P``, ``Q``, ``L``, ``3H``), a card (``SA``), a claim (``claim:7``) or a
    card passed (``give:SA``).

    :raises NotationError: none of these.
    """
    claim = Claim.parse(text)
    if claim is not None:
        return claim
    give = Give.parse(text)
    if give is not None:
        return give
    try:
        return Call.parse(text)
    except NotationError:
        pass
    try:
        return Card.parse(text)
    except NotationError:
        raise NotationError(f"unknown action {quoted(text)}") from None
