"""Tricks of any trick-taking game of the family: who played what, who won, what may be played.

A trick is won by the highest trump in it, else by the highest card of the suit led
(V-PLAY-5, W-PLAY-4, P-PLAY-3).  A player must follow suit if he can (V-PLAY-4, W-PLAY-2,
P-PLAY-2); void in the suit led, he may play any card where trumping is optional (V-PLAY-4,
W-PLAY-3) and must trump if he can where it is compulsory (P-PLAY-2).  Hands are card masks
(:class:`~wint.core.cards.CardSet`'s ``mask``), as the engine keeps them.

>>> from wint.core.cards import CardSet
>>> hand = CardSet.parse("SA H2 D3").mask
>>> CardSet(legal_mask(hand, Suit.C, Suit.H, Trumping.COMPULSORY))
CardSet('.2..')
>>> CardSet(legal_mask(hand, Suit.C, Suit.H, Trumping.OPTIONAL))
CardSet('A.2.3.')
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Final, NamedTuple

from wint.core.cards import SUIT_MASKS, Card, Suit
from wint.core.seats import FOUR_SEATS, Seat, SeatRing

__all__ = [
    "Trick",
    "Trumping",
    "legal_mask",
    "played_by",
    "played_mask",
    "trick_winner",
    "winning_position",
]


class Trumping(StrEnum):
    """What a player void in the suit led must do: a rule of the game."""

    #: Discard or trump, as he likes (V-PLAY-4, W-PLAY-3).
    OPTIONAL = "optional"
    #: Trump if he holds a trump (P-PLAY-2).
    COMPULSORY = "compulsory"


class Trick(NamedTuple):
    """A quitted trick: who led, the cards in order of play, who won it (V-PLAY-5), and the
    ring it was played round (Vint's four seats unless given).

    >>> from wint.core.seats import Partnership
    >>> three = SeatRing((Seat.N, Seat.E, Seat.S), Partnership.NONE)
    >>> cards = tuple(Card.parse(code) for code in ("HA", "H2", "S3"))
    >>> Trick(Seat.S, cards, Seat.S, three).plays()[1]
    (<Seat.N: 0>, Card('H2'))
    """

    leader: Seat
    cards: tuple[Card, ...]
    winner: Seat
    ring: SeatRing = FOUR_SEATS

    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        """Each card with the seat that played it."""
        return tuple(zip(self.ring.cycle(self.leader), self.cards, strict=True))


# The positions after the lead, for each length of a trick (no game deals more than four hands).
_FOLLOWERS: Final = ((), (), (1,), (1, 2), (1, 2, 3))


def winning_position(cards: Sequence[Card], trump: Suit | None) -> int:
    """Position in a trick of the winning card: the highest trump, else the highest card of
    the suit led (V-PLAY-5, W-PLAY-4, P-PLAY-3).

    >>> winning_position([Card.parse(code) for code in ("SK", "SA", "H2")], Suit.H)
    2
    """
    best = 0
    best_card = cards[0]
    for i in _FOLLOWERS[len(cards)]:
        card = cards[i]
        if card.suit is best_card.suit:
            if card.rank > best_card.rank:
                best, best_card = i, card
        elif card.suit is trump:
            best, best_card = i, card
    return best


def trick_winner(ring: SeatRing, leader: Seat, cards: Sequence[Card], trump: Suit | None) -> Seat:
    """The seat that wins the trick ``leader`` led with ``cards`` round ``ring``."""
    return ring.after(leader, winning_position(cards, trump))


def legal_mask(hand: int, led: Suit | None, trump: Suit | None, trumping: Trumping) -> int:
    """The cards of ``hand`` that may be played to a trick led in ``led`` (``None``: the
    player leads, and any card may be played), with ``trump`` (``None`` at no trump)."""
    if led is None:
        return hand
    follow = hand & SUIT_MASKS[led]
    if follow:
        return follow
    if trumping is Trumping.COMPULSORY and trump is not None:
        return hand & SUIT_MASKS[trump] or hand
    return hand


def played_mask(tricks: Sequence[Trick], current: Sequence[tuple[Seat, Card]]) -> int:
    """Every card of the quitted ``tricks`` and of the trick in progress, as a mask."""
    mask = 0
    for trick in tricks:
        for card in trick.cards:
            mask |= card.bit
    for _, card in current:
        mask |= card.bit
    return mask


def played_by(seat: Seat, tricks: Sequence[Trick], current: Sequence[tuple[Seat, Card]]) -> int:
    """The cards ``seat`` has played to the quitted ``tricks`` and the trick in progress."""
    mask = 0
    for trick in tricks:
        if trick.ring is FOUR_SEATS:  # four cards, in turn from the leader
            mask |= trick.cards[(seat - trick.leader) & 3].bit
            continue
        for player, card in trick.plays():
            if player is seat:
                mask |= card.bit
    for player, card in current:
        if player is seat:
            mask |= card.bit
    return mask
