"""Which card to pass in the old deals (rules §4.4, §4.6), from the seat's view alone.

The basic heuristic: keep the honours and the length of the suit likely to be trumps (the
longest), pass the low cards of the short suits first — a low singleton before a low card
of a long suit, any low card before a king or an ace.  The declarer of §4.4 passes his
weakest cards the same way, one to each of the others.

>>> from wint.core.cards import CardSet
>>> weakest_card(CardSet.parse("SA SK S9 S7 S5 S3 HK H3 D2 CQ CJ C4 C3 C2")).code
'D2'
"""

from __future__ import annotations

from wint.ai.advice import Advice, AdviceReason
from wint.core.cards import Card, CardSet, Suit
from wint.games.vint.actions import Action, Give
from wint.games.vint.rules import DealVariant
from wint.games.vint.view import SeatView

__all__ = ["advise_give", "weakest_card"]

#: What a card of the suit is worth to keep, per card of the suit's length; the longest suit
#: (the likely trumps) counts as this many cards longer.
_LENGTH_WEIGHT = 3
_TRUMP_LENGTH = 2


def weakest_card(hand: CardSet) -> Card:
    """The card of ``hand`` worth least to keep: low, in a short suit, not in the longest."""
    lengths = {suit: len(hand.suit(suit)) for suit in Suit}
    longest = max(Suit, key=lambda suit: (lengths[suit], suit))

    def worth(card: Card) -> tuple[int, int]:
        length = lengths[card.suit] + (_TRUMP_LENGTH if card.suit is longest else 0)
        return (card.rank + _LENGTH_WEIGHT * length, card.index)

    return min(hand, key=worth)


def advise_give(view: SeatView) -> Advice[Action]:
    """The card the seat on turn passes (its view's hand: honest)."""
    rule = "§4.4" if view.rules.deal_variant is DealVariant.PRIKUPKA else "§4.6"
    return Advice(Give(weakest_card(view.hand)), rule, AdviceReason.PASS_WEAKEST_CARD)
