"""The engine's errors: each carries a machine-readable reason, never prose for users."""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "IllegalActionError",
    "NotationError",
    "Reason",
    "RulesError",
    "WintError",
]


class WintError(Exception):
    """Base of every error the engine raises on bad input."""


class Reason(StrEnum):
    """Why an action was refused; the values are the codes of the record CLI contract."""

    BAD_NOTATION = "BAD_NOTATION"
    NOT_YOUR_TURN = "NOT_YOUR_TURN"
    MUST_FOLLOW_SUIT = "MUST_FOLLOW_SUIT"  # V-PLAY-4
    CARD_NOT_IN_HAND = "CARD_NOT_IN_HAND"
    BID_TOO_LOW = "BID_TOO_LOW"  # V-BID-3
    AUCTION_CLOSED = "AUCTION_CLOSED"
    AUCTION_NOT_CLOSED = "AUCTION_NOT_CLOSED"
    BIDDING_FORFEITED = "BIDDING_FORFEITED"  # V-BID-8
    QUESTION_NOT_ALLOWED = "QUESTION_NOT_ALLOWED"  # V-BID-8
    NO_QUESTION_PENDING = "NO_QUESTION_PENDING"  # V-BID-8
    NOT_DECLARING_SIDE = "NOT_DECLARING_SIDE"  # V-BID-8
    PLAY_INCOMPLETE = "PLAY_INCOMPLETE"
    NO_PLAY_EXPECTED = "NO_PLAY_EXPECTED"  # V-PASS-1
    DEALER_MUST_BID = "DEALER_MUST_BID"  # C-19, only with dealer_must_bid = true
    BAD_CLAIM = "BAD_CLAIM"  # a claim of more tricks than remain
    CARDS_TO_PASS = "CARDS_TO_PASS"  # rules §4.4, §4.6: cards are being passed
    BLIND_BID_NOT_ALLOWED = "BLIND_BID_NOT_ALLOWED"  # V-BID-12: only before looking
    ONLY_DEALER_DECLARES = "ONLY_DEALER_DECLARES"  # rules §4.3, Siberian whist
    # Preferans (rules/whist-preferans.md Part B):
    MUST_TRUMP = "MUST_TRUMP"  # P-PLAY-2
    CONTRACT_TOO_LOW = "CONTRACT_TOO_LOW"  # P-CON-2
    BAD_DISCARD = "BAD_DISCARD"  # P-CON-1
    MISERE_NOT_ALLOWED = "MISERE_NOT_ALLOWED"  # P-BID-5, P-RASP-5
    BAD_WHIST = "BAD_WHIST"  # P-WH
    # Table-rules mode (V-REV, V-IRR):
    UNEXPECTED_ACTION = "UNEXPECTED_ACTION"  # not among the choices open now
    NO_SUCH_REVOKE = "NO_SUCH_REVOKE"  # a claimed revoke the tricks disprove (V-REV-4)
    CARD_REQUIRED = "CARD_REQUIRED"  # another card was chosen or called (V-REV-2, V-IRR-1)
    EXPOSED_CARD = "EXPOSED_CARD"  # an exposed card its owner may not play at will (V-IRR-1)


class IllegalActionError(WintError, ValueError):
    """An action the rules forbid in this state; the state is unchanged.

    >>> IllegalActionError(Reason.BID_TOO_LOW, "1S").reason
    <Reason.BID_TOO_LOW: 'BID_TOO_LOW'>
    """

    def __init__(self, reason: Reason, action: str = "") -> None:
        super().__init__(f"{reason.value}: {action}" if action else reason.value)
        self.reason = reason
        self.action = action


class NotationError(WintError, ValueError):
    """Text that is not valid notation; ``position`` is the offset of the fault, if known."""

    def __init__(self, message: str, position: int | None = None) -> None:
        super().__init__(message)
        self.position = position


class RulesError(WintError, ValueError):
    """A bad ruleset: ``path`` is the dotted key path of the fault (``options.cross_values``)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message
