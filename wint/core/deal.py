"""Dealing: the pinned seeded shuffle of any pack, the deal of hands and a talon, and the
four hands of 13 cards as Vint and Whist deal them (V-DEAL), with their PBN strings.

>>> deal = deal_from_seed(1, 1)
>>> sorted(len(hand) for hand in deal.hands)
[13, 13, 13, 13]
>>> Deal.parse_pbn(deal.pbn()) == deal
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from wint.core.cards import FULL_DECK, Card, CardSet
from wint.core.deck import DECK_52, Deck
from wint.core.errors import NotationError
from wint.core.seats import FOUR_SEATS, SEATS, Seat

__all__ = ["Deal", "Dealing", "Dealt", "deal_from_seed", "shuffled_deck"]

_SHUFFLE_DOMAIN: Final = b"wint-shuffle-v1"


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands of 13 cards, indexed by :class:`Seat`, together holding the whole pack."""

    hands: tuple[CardSet, CardSet, CardSet, CardSet]

    def __post_init__(self) -> None:
        union = 0
        for seat, hand in zip(SEATS, self.hands, strict=True):
            if len(hand) != 13:
                raise NotationError(f"{seat.name} holds {len(hand)} cards, not 13")
            if union & hand.mask:
                dup = CardSet(union & hand.mask).cards()[0]
                raise NotationError(f"{dup} is dealt twice")
            union |= hand.mask
        if union != FULL_DECK:  # pragma: no cover - 4 disjoint 13-card hands fill the deck
            raise NotationError("the hands do not make a full pack")

    @classmethod
    def from_masks(cls, masks: tuple[int, ...] | list[int]) -> Deal:
        """The deal whose hands are the card masks of N, E, S, W.

        :raises NotationError: not four disjoint hands of 13 cards.
        """
        if len(masks) != 4:
            raise NotationError(f"a deal has 4 hands, not {len(masks)}")
        return cls((CardSet(masks[0]), CardSet(masks[1]), CardSet(masks[2]), CardSet(masks[3])))

    @classmethod
    def parse_pbn(cls, text: str) -> Deal:
        """Parse a PBN deal, ``"N:AKQ2.JT9.876.54 <E> <S> <W>"``; any seat may come first.
        Read leniently, as PBN readers do: the seat and the ranks in either case, a void
        empty or ``-`` (:meth:`CardSet.parse_pbn`).

        :raises NotationError: bad shape, a hand without 13 cards, or a card twice.
        """
        if not isinstance(text, str) or len(text) < 2 or text[1] != ":":
            raise NotationError("a PBN deal starts with the first seat and ':'", 0)
        first = Seat.parse(text[0].upper())
        parts = text[2:].split()
        if len(parts) != 4:
            raise NotationError(f"a PBN deal has 4 hands, not {len(parts)}", 2)
        hands: list[CardSet] = [CardSet()] * 4
        for offset, part in enumerate(parts):
            hands[first.after(offset)] = CardSet.parse_pbn(part)
        return cls((hands[0], hands[1], hands[2], hands[3]))

    def pbn(self, first: Seat = Seat.N) -> str:
        """This deal as a PBN string starting with ``first`` (a void empty, as PBN has it)."""
        return f"{first.name}:" + " ".join(self.hands[first.after(i)].pbn() for i in range(4))

    def holder(self, card: Card) -> Seat:
        """The seat that was dealt ``card``."""
        for seat in SEATS:
            if self.hands[seat].mask & card.bit:
                return seat
        raise AssertionError("a full deal holds every card")  # pragma: no cover

    def __iter__(self) -> Iterator[CardSet]:
        return iter(self.hands)

    def __str__(self) -> str:
        return self.pbn()


class _PinnedStream:
    """SHA-256 in counter mode: a byte stream that no library update can change."""

    def __init__(self, key: bytes) -> None:
        self._key = key
        self._counter = 0
        self._buffer = b""

    def below(self, bound: int) -> int:
        """An unbiased integer in ``range(bound)`` (rejection sampling on 32-bit words)."""
        limit = (1 << 32) - (1 << 32) % bound
        while True:
            if len(self._buffer) < 4:
                self._counter += 1
                self._buffer += hashlib.sha256(
                    self._key + self._counter.to_bytes(8, "big")
                ).digest()
            word = int.from_bytes(self._buffer[:4], "big")
            self._buffer = self._buffer[4:]
            if word < limit:
                return word % bound


def shuffled_deck(seed: int, number: int, deck: Deck = DECK_52) -> tuple[Card, ...]:
    """The pack after the pinned shuffle for ``(seed, number)`` (Fisher–Yates over the pack's
    cards in index order)."""
    key = hashlib.sha256(_SHUFFLE_DOMAIN + f":{seed}:{number}".encode()).digest()
    stream = _PinnedStream(key)
    cards = list(deck.cards)
    for i in range(len(cards) - 1, 0, -1):
        j = stream.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards)


#: The masks of the four seats' hands (indexed by :class:`Seat`, 0 for a seat dealt none),
#: and the talon's mask.
Dealt = tuple[tuple[int, int, int, int], int]


@dataclass(frozen=True, slots=True)
class Dealing:
    """How a game deals its pack: ``hands`` hands of ``hand_size`` cards, given in packets of
    ``packet`` cards clockwise from the dealer's left, and ``talon`` cards set aside once
    ``talon_after`` cards have gone to the hands.

    Preferans with four players, N dealing and sitting out, the talon after the first round:

    >>> from wint.core.deck import DECK_32
    >>> preferans = Dealing(DECK_32, hands=3, hand_size=10, packet=2, talon=2, talon_after=6)
    >>> masks, talon = preferans.deal(shuffled_deck(1, 1, DECK_32), (Seat.E, Seat.S, Seat.W))
    >>> [len(CardSet(mask)) for mask in masks], len(CardSet(talon))
    ([0, 10, 10, 10], 2)
    """

    deck: Deck
    hands: int
    hand_size: int
    packet: int = 1
    talon: int = 0
    talon_after: int = 0

    def __post_init__(self) -> None:
        to_hands = self.hands * self.hand_size
        if not 1 <= self.hands <= 4 or self.hand_size < 1 or self.hand_size % self.packet:
            raise ValueError("one to four hands, each of whole packets")
        if to_hands + self.talon != len(self.deck):
            raise ValueError(f"{self.hands} hands and the talon do not hold the pack")
        if self.talon_after % self.packet or not 0 <= self.talon_after <= to_hands:
            raise ValueError("the talon is set aside between two packets")

    def deal(self, pack: Sequence[Card], receivers: Sequence[Seat]) -> Dealt:
        """Deal a shuffled ``pack`` to ``receivers``, the seats in the order they are dealt
        to (the dealer's left first).

        :raises ValueError: not the pack, or not one seat per hand.
        """
        one_each = len(receivers) == len(set(receivers)) == self.hands
        if len(pack) != len(self.deck) or not one_each:
            raise ValueError(f"deal {len(self.deck)} cards to {self.hands} seats")
        masks = [0, 0, 0, 0]
        talon = 0
        start, end = self.talon_after, self.talon_after + self.talon
        packet, hands = self.packet, self.hands
        for k, card in enumerate(pack):
            if start <= k < end:
                talon |= card.bit
            else:
                dealt = k if k < start else k - self.talon
                masks[receivers[dealt // packet % hands]] |= card.bit
        return (masks[0], masks[1], masks[2], masks[3]), talon


_FOUR_HANDS: Final = Dealing(DECK_52, hands=4, hand_size=13)


def deal_from_seed(seed: int, number: int, dealer: Seat = Seat.N) -> Deal:
    """Deal ``number`` of a session seeded ``seed``: the pinned shuffle, dealt one card at
    a time clockwise from the dealer's left (V-DEAL-3).  The same arguments always give
    the same hands, on every Python version.
    """
    masks, _ = _FOUR_HANDS.deal(shuffled_deck(seed, number), FOUR_SEATS.cycle(dealer.lho))
    return Deal.from_masks(masks)
