"""What a Preferans card decision reads off the view once: the hand on turn (the seat's own, or
the passer's open hand the lone whister plays, P-WH-6), its role, the trick so far and the
cards still out (not in this hand, not played, not this seat's discard)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from wint.ai.cardplay import beats
from wint.ai.preferans.estimates import PACK
from wint.core.cards import SUIT_MASKS, Card, CardSet, Suit
from wint.core.seats import Seat
from wint.games.preferans.view import PrefView

__all__ = ["Reading", "Role", "read"]


class Role(Enum):
    """Whom the hand on turn plays for."""

    DECLARER = "declarer"
    DEFENDER = "defender"
    #: The misère player (P-PLAY-4): no trick.
    MISERE = "misere"
    #: A catcher of a misère (P-PLAY-4).
    CATCHER = "catcher"
    #: An all-pass deal (P-RASP-1): as few tricks as possible.
    ALLPASS = "allpass"


@dataclass(frozen=True, slots=True)
class Reading:
    """A card decision's facts."""

    view: PrefView
    #: The seat whose card is played now.
    seat: Seat
    hand: CardSet
    legal: tuple[Card, ...]
    role: Role
    trump: Suit | None
    #: The cards in the trick, each with its player (a prikup card's lead not among them).
    plays: tuple[tuple[Seat, Card], ...]
    #: The suit to follow, ``None`` on a lead.
    led: Suit | None
    #: The players' card winning the trick so far, ``None`` on a lead or when none followed a
    #: prikup card's suit.
    best: tuple[Seat, Card] | None
    #: The cards the other hands may still hold.
    out: CardSet
    #: Players still to play to this trick after this one.
    after: int

    def outstanding(self, suit: Suit) -> CardSet:
        """The cards of ``suit`` still out."""
        return CardSet(self.out.mask & SUIT_MASKS[suit])

    def known(self, seat: Seat) -> CardSet | None:
        """The hand of ``seat`` where the view shows it."""
        return self.view.hands[seat]

    def is_top(self, card: Card) -> bool:
        """Whether ``card`` beats every card of its suit still out."""
        return all(other.rank < card.rank for other in self.outstanding(card.suit))

    def wins(self, card: Card) -> bool:
        """Whether ``card`` beats the trick so far."""
        if self.best is None:
            return self.led is None or card.suit is self.led or card.suit is self.trump
        return beats(card, self.best[1], self.trump)

    def partners(self, seat: Seat) -> bool:
        """Whether ``seat`` plays on this hand's side (the other defender, or itself)."""
        if seat == self.seat:
            return True
        declarer = self.view.declarer
        return self.role in (Role.DEFENDER, Role.CATCHER) and seat != declarer


def read(view: PrefView) -> Reading:
    """The reading of ``view`` for the card on turn."""
    seat = view.to_act
    assert seat is not None  # a card is wanted
    hand = view.hands[seat] or CardSet()
    contract, declarer = view.contract, view.declarer
    if contract is None:
        role = Role.ALLPASS
    elif contract.misere:
        role = Role.MISERE if seat == declarer else Role.CATCHER
    else:
        role = Role.DECLARER if seat == declarer else Role.DEFENDER
    trump = None if contract is None or contract.strain is None else contract.strain.trump
    plays = view.current_trick
    lead = view.lead_card
    led = lead.suit if lead is not None else plays[0][1].suit if plays else None
    best: tuple[Seat, Card] | None = None
    for player, card in plays:
        if led is not None and card.suit is not led and card.suit is not trump:
            continue
        if best is None or beats(card, best[1], trump):
            best = player, card
    out = CardSet(PACK.mask & ~view.seen.mask | _hidden_seen(view, seat))
    legal = tuple(action for action in view.legal_actions if isinstance(action, Card))
    return Reading(view, seat, hand, legal, role, trump, plays, led, best, out, 2 - len(plays))


def _hidden_seen(view: PrefView, seat: Seat) -> int:
    """The cards of the other hands the viewer sees (they are still out for ``seat``)."""
    mask = 0
    for other in view.active:
        hand = view.hands[other]
        if other != seat and hand is not None:
            mask |= hand.mask
    return mask
