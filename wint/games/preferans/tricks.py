"""Preferans's tricks (P-PLAY-2, P-PLAY-3, P-RASP-2, P-MSU-4): a card must follow suit, a
void player must trump, only then may he discard; on an all-pass deal a turned prikup card
may lead the first two tricks.

>>> from wint.core.cards import Card
>>> cards = [Card.parse(code) for code in ("H9", "HK", "S7")]
>>> plays = tuple(zip((Seat.N, Seat.E, Seat.S), cards))
>>> trick_winner(plays, None, None, False)
<Seat.E: 1>
>>> trick_winner(plays, Suit.S, None, False)  # a trump wins
<Seat.S: 2>
>>> trick_winner(plays, None, Card.parse("HA"), True) is None  # the prikup card won it
True
"""

from __future__ import annotations

from typing import NamedTuple

from wint.core.cards import SUIT_MASKS, Card, Suit
from wint.core.errors import Reason
from wint.core.seats import Seat
from wint.core.tricks import winning_position

__all__ = ["Plays", "PrefTrick", "card_refusal", "trick_winner"]

#: The cards of a trick in the order played, each with its player.
Plays = tuple[tuple[Seat, Card], ...]


class PrefTrick(NamedTuple):
    """A quitted trick: the prikup card that led it (``None`` when a player led), the
    players' cards in order, and who won it (``None``: the prikup card, P-MSU-4)."""

    lead: Card | None
    plays: Plays
    winner: Seat | None


def card_refusal(card: Card, hand: int, led: Suit | None, trump: Suit | None) -> Reason | None:
    """Why ``card`` may not be played from ``hand`` to a trick led in ``led`` (``None``: a
    lead) with ``trump``: follow suit, else trump (P-PLAY-2)."""
    if not hand & card.bit:
        return Reason.CARD_NOT_IN_HAND
    if led is None or card.suit is led:
        return None
    if hand & SUIT_MASKS[led]:
        return Reason.MUST_FOLLOW_SUIT
    if trump is not None and card.suit is not trump and hand & SUIT_MASKS[trump]:
        return Reason.MUST_TRUMP
    return None


def trick_winner(
    plays: Plays, trump: Suit | None, lead: Card | None, competes: bool
) -> Seat | None:
    """Who wins a full trick (P-PLAY-3).  Led by a prikup card (P-RASP-2): the highest card
    of its suit played by a player, the first to play when nobody followed; when the card
    ``competes`` (P-MSU-4) and is the highest, ``None``."""
    if lead is None:
        return plays[winning_position([card for _, card in plays], trump)][0]
    suited = [(seat, card) for seat, card in plays if card.suit is lead.suit]
    best = max(suited, key=lambda play: play[1].rank) if suited else None
    if competes and (best is None or lead.rank > best[1].rank):
        return None
    return plays[0][0] if best is None else best[0]
