"""The basic player's card play (P-PLAY, P-RASP), every card legal by the view's list (follow
suit, else trump: P-PLAY-2):

- the declarer of a trick contract draws trumps while the defenders hold some (the highest
  when it is the top trump, else a small one from three or more), cashes his top winners,
  then leads small from his longest side suit; following, he wins as cheaply as the trick
  lets him or plays low;
- a defender cashes his top side winners, leads small through the declarer when the declarer
  plays next and from his shortest side suit otherwise (never trumps while he has another
  suit); following, he lets his partner's sure winner stand and wins cheaply otherwise;
- the misère player and every player of an all-pass deal take as few tricks as they can: the
  highest card under the trick, else the highest (it wins anyway); the lowest card to a
  prikup card's trick nobody followed yet; a lead that some hand must beat, else the lowest
  with the fewest lower cards out; a void throws the highest card;
- the catchers of a misère (its hands open, P-PLAY-4) lead the suit where the misère player
  has the fewest cards to duck under their lowest, play low while he is still to play, under
  his card when it wins, and throw their high cards otherwise.
"""

from __future__ import annotations

from wint.ai.advice import Advice, AdviceReason
from wint.ai.preferans.reading import Reading, Role, read
from wint.core.cards import Card, CardSet, Suit
from wint.games.preferans.view import PrefView

__all__ = ["advise_card"]


def _low(cards: list[Card] | tuple[Card, ...]) -> Card:
    return min(cards, key=lambda c: c.rank)


def _high(cards: list[Card] | tuple[Card, ...]) -> Card:
    return max(cards, key=lambda c: c.rank)


def advise_card(view: PrefView) -> Advice[Card]:
    """The card for the hand on turn."""
    reading = read(view)
    legal = reading.legal
    if len(legal) == 1:
        return Advice(legal[0], "P-PLAY-2", AdviceReason.ONLY_CARD)
    if reading.role in (Role.MISERE, Role.ALLPASS):
        return _fewest(reading)
    if reading.role is Role.CATCHER:
        return _catch(reading)
    if reading.led is None:
        return _declarer_lead(reading) if reading.role is Role.DECLARER else _defender_lead(reading)
    return _follow(reading)


# Trick contracts.


def _declarer_lead(reading: Reading) -> Advice[Card]:
    legal, trump = reading.legal, reading.trump
    if trump is not None:
        trumps = [c for c in legal if c.suit is trump]
        if trumps and reading.outstanding(trump):
            top = _high(trumps)
            if reading.is_top(top):
                return Advice(top, "P-PLAY-3", AdviceReason.DRAW_TRUMPS)
            if len(trumps) >= 3:
                return Advice(_low(trumps), "P-PLAY-3", AdviceReason.DRAW_TRUMPS)
    winners = [c for c in legal if reading.is_top(c) and reading.outstanding(c.suit)]
    if winners:
        return Advice(_high(winners), "", AdviceReason.CASH_WINNER)
    return Advice(_from_longest(reading), "", AdviceReason.SMALL_FROM_LONG_SUIT)


def _from_longest(reading: Reading) -> Card:
    """The lowest card of the longest suit, side suits first."""
    side = [c for c in reading.legal if c.suit is not reading.trump] or list(reading.legal)
    length = {suit: len(reading.hand.suit(suit)) for suit in Suit}
    longest = max(side, key=lambda c: (length[c.suit], -c.rank))
    return _low([c for c in side if c.suit is longest.suit])


def _defender_lead(reading: Reading) -> Advice[Card]:
    legal, trump = reading.legal, reading.trump
    side = [c for c in legal if c.suit is not trump] or list(legal)
    winners = [c for c in side if reading.is_top(c) and reading.outstanding(c.suit)]
    if winners:
        return Advice(_high(winners), "", AdviceReason.CASH_WINNER)
    declarer = reading.view.declarer
    active = reading.view.active
    next_seat = active[(active.index(reading.seat) + 1) % 3]
    if next_seat == declarer:
        return Advice(_from_longest(reading), "", AdviceReason.LEAD_RHO_DISCARD_SUIT)
    length = {suit: len(reading.hand.suit(suit)) for suit in Suit}
    short = min(side, key=lambda c: (length[c.suit], c.rank))
    return Advice(short, "", AdviceReason.LEAD_FOR_PARTNERS_RUFF)


def _follow(reading: Reading) -> Advice[Card]:
    legal, best = reading.legal, reading.best
    winning = [c for c in legal if reading.wins(c)]
    partner_wins = best is not None and reading.partners(best[0])
    if partner_wins and best is not None and (reading.after == 0 or _sure(reading, best[1])):
        return Advice(_low(legal), "", AdviceReason.PARTNER_WINS)
    if not winning:
        return Advice(_low(legal), "", AdviceReason.CANNOT_WIN)
    if reading.after == 0:
        return Advice(_low(winning), "", AdviceReason.WIN_CHEAPLY)
    sure = [c for c in winning if _sure(reading, c)]
    if sure:
        return Advice(_low(sure), "", AdviceReason.WIN_CHEAPLY)
    if legal[0].suit is not reading.led:
        return Advice(_low(winning), "P-PLAY-2", AdviceReason.RUFF_WITH_SMALL_TRUMP)
    return Advice(_low(legal), "", AdviceReason.SECOND_HAND_LOW)


def _sure(reading: Reading, card: Card) -> bool:
    """Whether ``card`` wins the trick whatever the hands still to play hold: a trump above
    every trump out, or the top of the suit led while no trump is out."""
    trump = reading.trump
    if card.suit is trump:
        return reading.is_top(card)
    no_ruff = trump is None or not reading.outstanding(trump)
    return card.suit is reading.led and reading.is_top(card) and no_ruff


# Misère and all-pass deals: the fewest tricks.


def _fewest(reading: Reading) -> Advice[Card]:
    legal, best = reading.legal, reading.best
    rule = "P-PLAY-4" if reading.role is Role.MISERE else "P-RASP-1"
    if reading.led is None:
        return Advice(_safe_lead(reading), rule, AdviceReason.CANNOT_WIN)
    if legal[0].suit is not reading.led:
        return Advice(_high(legal), rule, AdviceReason.DISCARD_TO_MAKE_VOID)
    if best is None:  # first to follow a prikup card (P-RASP-2): as low as a lead
        return Advice(_low(legal), rule, AdviceReason.CANNOT_WIN)
    under = [c for c in legal if c.rank < best[1].rank]
    if under:
        return Advice(_high(under), rule, AdviceReason.CANNOT_WIN)
    return Advice(_high(legal), rule, AdviceReason.CANNOT_WIN)


def _safe_lead(reading: Reading) -> Card:
    """A card some other hand must beat (it holds the suit, every card of it higher), else the
    card with the fewest lower cards out and the most cards of its suit out."""
    others = [s for s in reading.view.active if s != reading.seat]
    for card in sorted(reading.legal, key=lambda c: c.rank):
        for seat in others:
            hand = reading.known(seat)
            held = [] if hand is None else list(hand.suit(card.suit))
            if held and all(other.rank > card.rank for other in held):
                return card

    def danger(card: Card) -> tuple[int, int, int]:
        out = reading.outstanding(card.suit)
        lower = sum(other.rank < card.rank for other in out)
        return lower, -len(out), card.rank

    return min(reading.legal, key=danger)


def _catch(reading: Reading) -> Advice[Card]:
    legal, best = reading.legal, reading.best
    declarer = reading.view.declarer
    if reading.led is None:
        return Advice(_catching_lead(reading), "P-PLAY-4", AdviceReason.SMALL_FROM_LONG_SUIT)
    played = any(seat == declarer for seat, _ in reading.plays)
    if legal[0].suit is not reading.led:
        return Advice(_high(legal), "P-PLAY-4", AdviceReason.DISCARD_TO_MAKE_VOID)
    if not played:
        return Advice(_low(legal), "P-PLAY-4", AdviceReason.SECOND_HAND_LOW)
    if best is not None and best[0] == declarer:
        under = [c for c in legal if c.rank < best[1].rank]
        if under:
            return Advice(_high(under), "P-PLAY-4", AdviceReason.LET_PARTNER_WIN)
        return Advice(_low(legal), "P-PLAY-4", AdviceReason.CANNOT_WIN)
    return Advice(_high(legal), "P-PLAY-4", AdviceReason.DISCARD_IN_TURN)


def _catching_lead(reading: Reading) -> Card:
    """The lowest card of the suit where the misère player has the fewest cards out under
    the trick's card when he plays (his escapes), among the suits he may still hold."""
    active, declarer = reading.view.active, reading.view.declarer
    partner = next(s for s in active if s not in (reading.seat, declarer))
    partner_hand = reading.known(partner) or CardSet()
    partner_next = active[(active.index(reading.seat) + 1) % 3] == partner

    def escapes(card: Card) -> tuple[int, int, int]:
        suit = card.suit
        lowest = min(c.rank for c in reading.hand.suit(suit))
        if partner_next and partner_hand.suit(suit):
            lowest = max(lowest, min(c.rank for c in partner_hand.suit(suit)))
        out = [c for c in reading.outstanding(suit) if c not in partner_hand]
        if not out:
            return 9, 0, card.rank
        return sum(c.rank < lowest for c in out), -len(out), card.rank

    return min(reading.legal, key=escapes)
