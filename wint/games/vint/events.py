"""Domain events: what an action changed, for views to animate and logs to record."""

from __future__ import annotations

from dataclasses import dataclass

from wint.core.cards import Card
from wint.core.seats import Seat
from wint.core.tricks import Trick
from wint.games.vint.actions import TableAction
from wint.games.vint.calls import Call
from wint.games.vint.contract import Contract

__all__ = [
    "AuctionClosed",
    "CallMade",
    "CardGiven",
    "CardPlayed",
    "Claimed",
    "DealCompleted",
    "Event",
    "LedOutOfTurn",
    "PassedOut",
    "TableRuled",
    "TrickTaken",
]


@dataclass(frozen=True, slots=True)
class CallMade:
    """``seat`` made ``call``."""

    seat: Seat
    call: Call


@dataclass(frozen=True, slots=True)
class AuctionClosed:
    """The auction closed with ``contract`` (V-BID-7, V-BID-8)."""

    contract: Contract


@dataclass(frozen=True, slots=True)
class PassedOut:
    """All four passed (V-BID-6); ``played_out`` for a распасовка (V-PASS-4)."""

    played_out: bool


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``card``; ``revoke`` if it failed to follow suit (table rules)."""

    seat: Seat
    card: Card
    revoke: bool = False


@dataclass(frozen=True, slots=True)
class CardGiven:
    """``seat`` passed ``card`` face down to ``receiver`` (rules §4.4, §4.6)."""

    seat: Seat
    card: Card
    receiver: Seat


@dataclass(frozen=True, slots=True)
class TrickTaken:
    """A trick was completed and won."""

    trick: Trick


@dataclass(frozen=True, slots=True)
class Claimed:
    """``seat`` ended the play by a claim of ``tricks`` for the declaring side."""

    seat: Seat
    tricks: int


@dataclass(frozen=True, slots=True)
class LedOutOfTurn:
    """``seat`` led ``card`` out of turn; it lies exposed until the opponents choose
    (V-IRR-2, table-rules mode)."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class TableRuled:
    """``seat`` made a table-rules ``action``: a question, an answer, a choice, a claim of
    a revoke (V-REV, V-IRR)."""

    seat: Seat
    action: TableAction


@dataclass(frozen=True, slots=True)
class DealCompleted:
    """The deal is over; its result can be scored."""


Event = (
    CallMade
    | AuctionClosed
    | PassedOut
    | CardGiven
    | CardPlayed
    | TrickTaken
    | Claimed
    | LedOutOfTurn
    | TableRuled
    | DealCompleted
)
