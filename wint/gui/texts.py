"""Words for the engine's codes: refusal reasons, sheet entries, calls and seats.

The engine returns codes only (architecture §1.5); this module is the one place that turns
them into text, through Qt's translation functions so that the Russian and English
catalogues cover them.  Strings are translated when asked for, never at import time.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from wint.core.calls import Call, CallKind, Strain
from wint.core.cards import Card, Rank
from wint.core.errors import Reason
from wint.core.scoring import EntryKind
from wint.core.seats import Seat
from wint.session.model import SessionSetup

__all__ = [
    "call_text",
    "card_text",
    "entry_label",
    "entry_text",
    "player_name",
    "reason_rule",
    "reason_text",
    "seat_text",
    "strain_text",
]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


# The rule each refusal cites, for the "why?" link.
_REASON_RULES = {
    Reason.NOT_YOUR_TURN: "V-PLAY-10",
    Reason.MUST_FOLLOW_SUIT: "V-PLAY-4",
    Reason.CARD_NOT_IN_HAND: "V-PLAY-10",
    Reason.BID_TOO_LOW: "V-BID-3",
    Reason.AUCTION_CLOSED: "V-BID-7",
    Reason.AUCTION_NOT_CLOSED: "V-BID-7",
    Reason.BIDDING_FORFEITED: "V-BID-8",
    Reason.QUESTION_NOT_ALLOWED: "V-BID-8",
    Reason.NO_QUESTION_PENDING: "V-BID-8",
    Reason.NOT_DECLARING_SIDE: "V-BID-8",
    Reason.NO_PLAY_EXPECTED: "V-PASS-1",
    Reason.DEALER_MUST_BID: "C-19",
    Reason.BAD_CLAIM: "V-PLAY-7",
    Reason.PLAY_INCOMPLETE: "V-PLAY-3",
    Reason.BAD_NOTATION: "",
}


def reason_rule(code: str) -> str:
    """The rule id a refusal cites ('' when none)."""
    try:
        return _REASON_RULES[Reason(code)]
    except ValueError:
        return ""


def reason_text(code: str) -> str:
    """Why an action was refused, in the user's language."""
    texts = {
        Reason.NOT_YOUR_TURN: _tr("It is not your turn."),
        Reason.MUST_FOLLOW_SUIT: _tr(
            "You must follow suit: you still hold a card of the suit led."
        ),
        Reason.CARD_NOT_IN_HAND: _tr("That card is not in your hand."),
        Reason.BID_TOO_LOW: _tr("A bid must be higher than the last one."),
        Reason.AUCTION_CLOSED: _tr("The auction is closed."),
        Reason.AUCTION_NOT_CLOSED: _tr("The auction is not over yet."),
        Reason.BIDDING_FORFEITED: _tr("You asked «can we lead?»: you may only pass now."),
        Reason.QUESTION_NOT_ALLOWED: _tr(
            "«Can we lead?» may be asked once, after two passes follow a bid."
        ),
        Reason.NO_QUESTION_PENDING: _tr("Nobody has asked «can we lead?»."),
        Reason.NOT_DECLARING_SIDE: _tr("Only the side holding the highest bid invites the lead."),
        Reason.NO_PLAY_EXPECTED: _tr("All passed: this deal is not played."),
        Reason.DEALER_MUST_BID: _tr("The dealer must open the bidding."),
        Reason.BAD_CLAIM: _tr("That claim is not possible."),
        Reason.PLAY_INCOMPLETE: _tr("The play is not finished."),
        Reason.BAD_NOTATION: _tr("That is not a call or a card."),
    }
    try:
        return texts[Reason(code)]
    except ValueError:
        return code


def player_name(setup: SessionSetup, seat: Seat) -> str:
    """The name of the player in ``seat``: the one given, else the seat's name."""
    return setup.seats[seat].name or seat_text(seat)


def seat_text(seat: Seat) -> str:
    """The seat's name: North, East, South, West."""
    return {
        Seat.N: _tr("North"),
        Seat.E: _tr("East"),
        Seat.S: _tr("South"),
        Seat.W: _tr("West"),
    }[seat]


_SYMBOLS = {Strain.S: "♠", Strain.C: "♣", Strain.D: "♦", Strain.H: "♥"}


def strain_text(strain: Strain) -> str:
    """A strain as shown in calls: a suit symbol, or NT."""
    if strain is Strain.NT:
        return _tr("NT")
    return _SYMBOLS[strain]


def call_text(call: Call) -> str:
    """A call as a player would say it: ``3♥``, ``2 NT``, Pass, «Can we lead?», «Lead!»."""
    if call.kind is CallKind.PASS:
        return _tr("Pass")
    if call.kind is CallKind.QUESTION:
        return _tr("Can we lead?")
    if call.kind is CallKind.INVITE:
        return _tr("Lead, please")
    strain = call.strain
    if strain is None:  # pragma: no cover - bids have a strain
        return call.code
    return f"{call.level}{strain_text(strain)}"


def card_text(card: Card) -> str:
    """A card in words for messages: ``10♥``, ``A♠`` (Т/К/Д/В in Russian)."""
    ranks = {
        Rank.ACE: _tr("A"),
        Rank.KING: _tr("K"),
        Rank.QUEEN: _tr("Q"),
        Rank.JACK: _tr("J"),
        Rank.TEN: "10",
    }
    rank = ranks.get(card.rank, card.rank.letter)
    return rank + "♠♣♦♥"[card.suit]


def entry_label(kind: EntryKind) -> str:
    """The short label of a sheet entry (V-SHEET-2): он., т., кор. …"""
    labels = {
        EntryKind.HONOURS: _tr("hon."),
        EntryKind.ACES: _tr("aces"),
        EntryKind.CORONET: _tr("cor."),
        EntryKind.PENALTY: _tr("pen."),
        EntryKind.SLAM_BID: _tr("slam"),
        EntryKind.SLAM_TAKEN: _tr("slam"),
        EntryKind.GAME: _tr("game"),
        EntryKind.RUBBER: _tr("rub."),
        EntryKind.CROSSES: "x",
        EntryKind.REVOKE_PENALTY: _tr("rev."),
        EntryKind.REVOKE_EXCESS: "490+",
        EntryKind.RASPASOVKA: _tr("rasp."),
    }
    return labels[kind]


def entry_text(kind: EntryKind) -> str:
    """What a sheet entry is for, in words."""
    texts = {
        EntryKind.HONOURS: _tr("honours and aces"),
        EntryKind.ACES: _tr("aces at no-trump"),
        EntryKind.CORONET: _tr("coronet"),
        EntryKind.PENALTY: _tr("undertricks"),
        EntryKind.SLAM_BID: _tr("declared slam"),
        EntryKind.SLAM_TAKEN: _tr("slam taken"),
        EntryKind.GAME: _tr("game"),
        EntryKind.RUBBER: _tr("rubber"),
        EntryKind.CROSSES: _tr("crosses"),
        EntryKind.REVOKE_PENALTY: _tr("revoke penalty"),
        EntryKind.REVOKE_EXCESS: _tr("excess over 490"),
        EntryKind.RASPASOVKA: _tr("raspasovka"),
    }
    return texts[kind]
