"""The beginner's Preferans: simple but not absurd.

- the auction: a crude count (aces, kings, the longest suit's cards beyond two) bids the
  cheapest legal bid up to the count from six, never misère;
- the talon: the two lowest cards outside the longest suit; the contract: the longest suit
  at the lowest legal level;
- whisting: whist when the aces and guarded kings reach the defender's share of the duty
  (P-WH-2; two on a six, one above), else pass (Stalingrad's whist when it is the only
  word); plays closed;
- the card: a trick contract's lead is the highest card (the declarer's of his trumps, a
  defender's of his side suits), a follow the cheapest card that wins, else the lowest; a
  misère, its catchers and an all-pass deal play their lowest card.
"""

from __future__ import annotations

from wint.ai.advice import Advice, AdviceReason
from wint.ai.preferans.reading import Role, read
from wint.core.cards import Card, CardSet, Rank, Suit
from wint.games.preferans.actions import PASS, Action, Call, Discard, Light, Name, Phase, WhistCall
from wint.games.preferans.result import WhistWord
from wint.games.preferans.view import PrefView

__all__ = ["beginner_action"]

_SHARE = {6: 2, 7: 1, 8: 1, 9: 1, 10: 1}


def _longest(hand: CardSet) -> Suit:
    return max(Suit, key=lambda suit: (len(hand.suit(suit)), suit))


def _count(hand: CardSet) -> int:
    aces = sum(card.rank == Rank.ACE for card in hand)
    kings = sum(card.rank == Rank.KING for card in hand)
    return aces + kings + max(0, len(hand.suit(_longest(hand))) - 2)


def beginner_action(view: PrefView) -> Advice[Action]:
    """The beginner's action for the seat on turn."""
    phase, hand, legal = view.phase, view.hand, view.legal_actions
    if phase is Phase.AUCTION:
        count = _count(hand)
        bids = [a for a in legal if isinstance(a, Call) and a.bid is not None and a.bid.level]
        if bids and count >= 6 and bids[0].bid is not None and bids[0].bid.level <= count:
            return Advice(bids[0], "", AdviceReason.STRONG_OPENING)
        return Advice(PASS if PASS in legal else legal[0], "", AdviceReason.NOT_ENOUGH_TRICKS)
    if phase is Phase.DISCARD:
        longest = _longest(hand)
        rest = sorted((c for c in hand if c.suit is not longest), key=lambda c: c.rank)
        low = sorted(hand, key=lambda c: c.rank) if len(rest) < 2 else rest
        pair = Discard((low[0], low[1]))
        discard = pair if pair in legal else Discard((low[1], low[0]))
        return Advice(discard, "P-CON-1", AdviceReason.PASS_WEAKEST_CARD)
    if phase is Phase.CONTRACT:
        names = [a for a in legal if isinstance(a, Name)]
        longest = _longest(hand)
        own = [n for n in names if n.contract.strain and n.contract.strain.trump is longest]
        return Advice((own or names)[0], "P-CON-2", AdviceReason.LONGEST_STRONGEST_SUIT)
    if phase is Phase.WHIST:
        contract = view.contract
        assert contract is not None
        guarded = sum(len(hand.suit(c.suit)) >= 2 for c in hand if c.rank == Rank.KING)
        strong = sum(c.rank == Rank.ACE for c in hand) + guarded >= _SHARE[contract.level]
        word = WhistCall(WhistWord.WHIST)
        if not strong or word not in legal:
            word = WhistCall(WhistWord.PASS) if WhistCall(WhistWord.PASS) in legal else word
        return Advice(word, "P-WH-2", AdviceReason.BEST_EXPECTED_SCORE)
    if phase is Phase.LIGHT:
        return Advice(Light(False), "P-WH-6", AdviceReason.BEST_EXPECTED_SCORE)
    return _card(view)


def _card(view: PrefView) -> Advice[Action]:
    reading = read(view)
    legal = reading.legal
    low = min(legal, key=lambda c: c.rank)
    if reading.role not in (Role.DECLARER, Role.DEFENDER):
        return Advice(low, "", AdviceReason.CANNOT_WIN)
    if reading.led is None:
        own = reading.role is Role.DECLARER
        chosen = [c for c in legal if (c.suit is reading.trump) == own] or list(legal)
        return Advice(_highest(chosen), "", AdviceReason.CASH_WINNER)
    winning = [c for c in legal if reading.wins(c)]
    if winning:
        return Advice(min(winning, key=lambda c: c.rank), "", AdviceReason.WIN_CHEAPLY)
    return Advice(low, "", AdviceReason.CANNOT_WIN)


def _highest(cards: list[Card]) -> Card:
    return max(cards, key=lambda c: c.rank)
