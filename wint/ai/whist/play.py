"""Whist's conventions of card play (seed 004 r.27–59, the rulebook's W-H-…): the card to lead,
follow or discard, for the seat on turn or the dummy its player plays.

:func:`advise_card` reads the view once (:mod:`wint.ai.whist.reading`), leads by the order for
first hand (:mod:`wint.ai.whist.leads`) and otherwise:

- second hand: W-H-SECOND-1 (ace and queen without the king: the queen, or the ace on the
  king), else the lowest card;
- third hand on partner's lead: W-H-THIRD-2 (the king led: small under it), W-H-THIRD-3 (the
  queen led, the ace held: small early, the ace late or on the king), W-H-THIRD-4 (ace and queen
  under a lower card: the queen, or the ace on the king), else W-H-THIRD-1 (the highest; the
  lowest when the trick is lost to you or partner's card is the highest outstanding);
- fourth hand: the lowest card that wins, or the lowest;
- any hand following suit plays the lowest of a sequence (W-H-FOLLOW-1);
- unable to follow: W-H-TRUMP-8 (a thirteenth card: no ruff but last), W-H-TRUMP-6 (four
  trumps: let partner's winner win) and W-H-TRUMP-7 (fewer, no honours: ruff it small); else
  ruff an opponent's card as cheaply as possible, or discard: the first discard is the lowest
  of the weak suit (W-H-DISCARD-1), later ones too.

The old text has no rule for second hand but W-H-SECOND-1 ("second hand low" is not in it)
and none for the fourth: those plays name no rule, only their reason.
"""

from __future__ import annotations

from wint.ai.advice import Advice, AdviceReason
from wint.ai.cardplay import beats, highest_of, lowest_of
from wint.ai.whist.leads import lead
from wint.ai.whist.reading import HONOURS, Reading, read, weakest
from wint.core.cards import SUIT_MASKS, Card, CardSet, Rank
from wint.games.whist.actions import Phase
from wint.games.whist.view import SeatView

__all__ = ["advise_card"]

#: "Late in the deal": from the seventh trick (W-H-THIRD-3).
LATE = 7


def advise_card(view: SeatView) -> Advice[Card]:
    """The conventional card for the seat on turn (the order of the module doc).

    :raises ValueError: this view's player is not on turn in the play.
    """
    legal = [action for action in view.legal_actions if isinstance(action, Card)]
    if view.phase is not Phase.PLAY or not legal:
        raise ValueError("not this seat's card")
    if len(legal) == 1:
        return Advice(legal[0], "W-PLAY-2", AdviceReason.ONLY_CARD)
    reading = read(view)
    if not view.current_trick:
        return lead(reading)
    return _follow(reading, legal)


def _follow(reading: Reading, legal: list[Card]) -> Advice[Card]:
    trick = reading.view.current_trick
    trump = reading.trump
    best_seat, best = trick[0]
    for seat, card in trick[1:]:
        if beats(card, best, trump):
            best_seat, best = seat, card
    if legal[0].suit is not trick[0][1].suit:
        return _void(reading, legal, best, best_seat is reading.partner)
    winning = sorted((card for card in legal if beats(card, best, trump)), key=lambda c: c.rank)
    if len(trick) == 1:
        return _second(reading, legal, trick[0][1])
    if len(trick) == 2:
        return _third(reading, legal, winning, best_seat is reading.partner)
    if best_seat is reading.partner:
        return Advice(min(legal, key=lambda c: c.rank), "", AdviceReason.PARTNER_WINS)
    if winning:
        return Advice(winning[0], "", AdviceReason.WIN_CHEAPLY)
    return Advice(min(legal, key=lambda c: c.rank), "", AdviceReason.CANNOT_WIN)


def _second(reading: Reading, legal: list[Card], led: Card) -> Advice[Card]:
    """W-H-SECOND-1, else the lowest card (no rule of the old text)."""
    suit = led.suit
    ranks = reading.ranks(suit)
    king = Card(suit, Rank.KING)
    if {Rank.ACE, Rank.QUEEN} <= ranks and (led == king or king.bit & reading.others):
        if led == king:
            return Advice(Card(suit, Rank.ACE), "W-H-SECOND-1", AdviceReason.TAKE_KING_WITH_ACE)
        return Advice(Card(suit, Rank.QUEEN), "W-H-SECOND-1", AdviceReason.SECOND_HAND_QUEEN)
    return Advice(min(legal, key=lambda c: c.rank), "", AdviceReason.SECOND_HAND_LOW)


def _third(
    reading: Reading, legal: list[Card], winning: list[Card], partner_winning: bool
) -> Advice[Card]:
    """W-H-THIRD-1 … W-H-THIRD-4 on partner's lead; W-H-FOLLOW-1 for the card."""
    trick = reading.view.current_trick
    led, played = trick[0][1], trick[1][1]
    suit = led.suit
    ranks = reading.ranks(suit)
    lowest = min(legal, key=lambda c: c.rank)
    ace, queen = Card(suit, Rank.ACE), Card(suit, Rank.QUEEN)
    king_played = played == Card(suit, Rank.KING)
    if not winning:
        reason = AdviceReason.PARTNER_WINS if partner_winning else AdviceReason.CANNOT_WIN
        return Advice(lowest, "W-H-THIRD-1", reason)
    if led.rank is Rank.KING and Rank.ACE in ranks:
        return Advice(lowest, "W-H-THIRD-2", AdviceReason.DUCK_PARTNERS_KING)
    if Rank.ACE in ranks and Rank.KING not in ranks and led.rank is Rank.QUEEN:
        if king_played:
            return Advice(ace, "W-H-THIRD-3", AdviceReason.TAKE_KING_WITH_ACE)
        if reading.trick_number < LATE:
            return Advice(lowest, "W-H-THIRD-3", AdviceReason.DUCK_PARTNERS_QUEEN)
        return Advice(ace, "W-H-THIRD-3", AdviceReason.COVER_PARTNERS_QUEEN)
    if {Rank.ACE, Rank.QUEEN} <= ranks and Rank.KING not in ranks and led.rank < Rank.QUEEN:
        if king_played:
            return Advice(ace, "W-H-THIRD-4", AdviceReason.TAKE_KING_WITH_ACE)
        if queen in winning:
            return Advice(queen, "W-H-THIRD-4", AdviceReason.THIRD_HAND_QUEEN)
    if partner_winning and reading.is_top(led):
        return Advice(lowest, "W-H-THIRD-1", AdviceReason.PARTNER_WINS)
    high = highest_of(CardSet.of(legal))
    card = reading.sequence_bottom(high)
    if card != high:
        reason = AdviceReason.LOWEST_OF_SEQUENCE
        if high.rank is Rank.KING and card.rank is Rank.QUEEN:
            reason = AdviceReason.QUEEN_FROM_KING_QUEEN
        return Advice(card, "W-H-FOLLOW-1", reason)
    return Advice(high, "W-H-THIRD-1", AdviceReason.THIRD_HAND_HIGH)


def _void(reading: Reading, legal: list[Card], best: Card, partner_winning: bool) -> Advice[Card]:
    """Unable to follow: W-H-TRUMP-8, W-H-TRUMP-6, W-H-TRUMP-7, else ruff an opponent's card
    cheaply or discard (W-H-DISCARD-1)."""
    trump = reading.trump
    trick = reading.view.current_trick
    ruffs = sorted((c for c in legal if c.suit is trump), key=lambda c: c.rank)
    if not ruffs:
        return _discard(reading, legal, None)
    over = [card for card in ruffs if beats(card, best, trump)]
    if len(ruffs) == len(legal):  # nothing but trumps
        if over and not partner_winning:
            return Advice(over[0], "", AdviceReason.WIN_CHEAPLY)
        reason = AdviceReason.PARTNER_WINS if partner_winning else AdviceReason.CANNOT_WIN
        return Advice(ruffs[0], "", reason)
    led = trick[0][1]
    last = len(trick) == 3
    followed = any(card.suit is led.suit for _, card in trick[1:])
    if not last and not followed and not reading.others & SUIT_MASKS[led.suit]:
        return _discard(reading, legal, ("W-H-TRUMP-8", AdviceReason.NO_RUFF_OF_THIRTEENTH))
    if partner_winning:
        if last:
            return _discard(reading, legal, ("", AdviceReason.PARTNER_WINS))
        if reading.is_top(best):
            if len(ruffs) >= 4:
                return _discard(reading, legal, ("W-H-TRUMP-6", AdviceReason.LET_PARTNER_WIN))
            if not any(card.rank in HONOURS for card in ruffs):
                return Advice(ruffs[0], "W-H-TRUMP-7", AdviceReason.RUFF_WITH_SMALL_TRUMP)
            return _discard(reading, legal, ("", AdviceReason.PARTNER_WINS))
        return Advice(ruffs[0], "", AdviceReason.WIN_CHEAPLY)
    if over:
        return Advice(over[0], "", AdviceReason.WIN_CHEAPLY)
    return _discard(reading, legal, None)


def _discard(
    reading: Reading, legal: list[Card], why: tuple[str, AdviceReason] | None
) -> Advice[Card]:
    """The lowest card of the weak suit (W-H-DISCARD-1 for the first discard of the deal);
    ``why`` names the rule that decided not to ruff, if one did."""
    pool = [card for card in legal if card.suit is not reading.trump] or legal
    suits = sorted({card.suit for card in pool})
    card = lowest_of(reading.hand.suit(weakest(reading, suits)))
    if why is not None:
        return Advice(card, *why)
    if reading.first_discards[reading.seat] is None and card.suit is not reading.trump:
        return Advice(card, "W-H-DISCARD-1", AdviceReason.FIRST_DISCARD_WEAK_SUIT)
    return Advice(card, "", AdviceReason.CANNOT_WIN)
