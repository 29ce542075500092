"""Vint's actions and phases: a call, a card, a claim, a card passed (the old deals of
rules §4.4 and §4.6) or, in table-rules mode, an action of the table's irregularities
(V-REV, V-IRR); and where a deal stands.

>>> parse_action("claim:7"), parse_action("3H"), parse_action("SA"), parse_action("give:C2")
(Claim(tricks=7), Call('3H'), Card('SA'), Give(card=Card('C2')))
>>> parse_action("ASK:E").code, parse_action("REVOKE:W:5").verb
('ASK:E', <Verb.REVOKE: 'REVOKE'>)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from typing import Final

from wint.core.cards import Card
from wint.core.claims import Claim
from wint.core.errors import NotationError
from wint.core.quoting import quoted
from wint.core.seats import Seat
from wint.games.vint.calls import Call

__all__ = [
    "ANSWER_NO",
    "ANSWER_YES",
    "CORRECT_HIGH",
    "CORRECT_LOW",
    "EXPOSED_LEAVE",
    "LEAD_BACK",
    "LEAD_KEEP",
    "REVOKE_DONE",
    "Action",
    "Claim",
    "Give",
    "Phase",
    "TableAction",
    "Verb",
    "ask",
    "call_exposed",
    "claim_revoke",
    "parse_action",
]

_GIVE: Final = "give:"


class Phase(IntEnum):
    """Where the deal stands."""

    AUCTION = 0
    PLAY = 1
    PASSED_OUT = 2  # thrown in without play (V-PASS-1)
    COMPLETE = 3
    EXCHANGE = 4  # cards passed: before the auction (§4.6), or the talon's after it (§4.4)
    #: Table-rules mode, after the play: each side claims the other's revokes (V-REV-4).
    REVOKES = 5


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


class Verb(StrEnum):
    """The table-rules actions (``allow_revokes``)."""

    #: «Не по ошибке ли?» asked of the seat named, by its partner (V-REV-3).
    ASK = "ASK"
    #: The answer: ``yes`` (by mistake: the revoke is corrected, V-REV-2) or ``no``.
    ANSWER = "ANSWER"
    #: The opponents' choice of the card that corrects a revoke: ``high`` or ``low`` (V-REV-2).
    CORRECT = "CORRECT"
    #: The opponents' choice after a lead out of turn: ``keep`` it exposed or take it ``back``
    #: into the hand (V-IRR-2).
    LEAD = "LEAD"
    #: An exposed card called by the opponents (its code), or ``leave`` (V-IRR-1).
    EXPOSED = "EXPOSED"
    #: A claim of a revoke, ``seat:trick`` (the trick from 1), or ``done`` (V-REV-4).
    REVOKE = "REVOKE"


def _seat_and_trick(value: str) -> bool:
    seat, _, trick = value.partition(":")
    return seat in Seat.__members__ and trick.isdigit() and 1 <= int(trick) <= 13


# The values each verb takes.
_VALID: Final[dict[Verb, Callable[[str], bool]]] = {
    Verb.ASK: lambda value: value in Seat.__members__,
    Verb.ANSWER: lambda value: value in ("yes", "no"),
    Verb.CORRECT: lambda value: value in ("high", "low"),
    Verb.LEAD: lambda value: value in ("keep", "back"),
    Verb.EXPOSED: lambda value: value == "leave" or _is_card(value),
    Verb.REVOKE: lambda value: value == "done" or _seat_and_trick(value),
}


def _is_card(text: str) -> bool:
    try:
        Card.parse(text)
    except NotationError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class TableAction:
    """One action of table-rules mode: a :class:`Verb` and its value."""

    verb: Verb
    value: str

    @property
    def code(self) -> str:
        """Notation: ``ASK:E``, ``ANSWER:yes``, ``CORRECT:low``, ``LEAD:keep``,
        ``EXPOSED:SQ``, ``EXPOSED:leave``, ``REVOKE:W:5``, ``REVOKE:done``."""
        return f"{self.verb.value}:{self.value}"

    def __str__(self) -> str:
        return self.code

    @staticmethod
    def parse(text: str) -> TableAction | None:
        """The action ``text`` writes, ``None`` if it writes none."""
        verb, _, value = text.partition(":")
        if verb in Verb.__members__ and _VALID[Verb(verb)](value):
            return TableAction(Verb(verb), value)
        return None


ANSWER_YES: Final = TableAction(Verb.ANSWER, "yes")
ANSWER_NO: Final = TableAction(Verb.ANSWER, "no")
CORRECT_HIGH: Final = TableAction(Verb.CORRECT, "high")
CORRECT_LOW: Final = TableAction(Verb.CORRECT, "low")
LEAD_KEEP: Final = TableAction(Verb.LEAD, "keep")
LEAD_BACK: Final = TableAction(Verb.LEAD, "back")
EXPOSED_LEAVE: Final = TableAction(Verb.EXPOSED, "leave")
REVOKE_DONE: Final = TableAction(Verb.REVOKE, "done")


def ask(seat: Seat) -> TableAction:
    """«Не по ошибке ли?» asked of ``seat`` (V-REV-3)."""
    return TableAction(Verb.ASK, seat.name)


def call_exposed(card: Card) -> TableAction:
    """The opponents call the exposed ``card`` (V-IRR-1)."""
    return TableAction(Verb.EXPOSED, card.code)


def claim_revoke(seat: Seat, trick: int) -> TableAction:
    """A claim that ``seat`` revoked in trick ``trick`` (from 0) (V-REV-4)."""
    return TableAction(Verb.REVOKE, f"{seat.name}:{trick + 1}")


Action = Card | Call | Claim | Give | TableAction


def parse_action(text: str) -> Action:
    """Parse a call (``P``, ``Q``, ``L``, ``3H``), a card (``SA``), a claim (``claim:7``) or a
    card passed (``give:SA``) or a table-rules action (``ASK:E``, see :class:`TableAction`).

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
        pass
    table = TableAction.parse(text)
    if table is not None:
        return table
    raise NotationError(f"unknown action {quoted(text)}")
