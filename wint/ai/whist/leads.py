"""Whist's leads: the order for first hand of the rulebook's Whist chapter.

1. Set aside the suits not to lead, each by the first rule that forbids it: W-H-LEAD-4 (a
   king with one small card), W-H-LEAD-5 (a queen third), W-H-LEAD-10 (ace and queen, the king
   out), W-H-LEAD-13 (both opponents void), W-H-LEAD-16 (a thirteenth card while trumps are
   out), W-H-LEAD-15 (a singleton, but for W-H-LEAD-12 and W-H-LEAD-14), W-H-RETURN-3 (the
   opponents' suit), W-H-DISCARD-2 (the suit of partner's first discard), and trumps by
   W-H-TRUMP-4 or W-H-TRUMP-1.  If every suit is set aside, choose among them all.
2. The suit, by the first rule that fits: W-H-SIGNAL-4 (partner wants trumps), W-H-LEAD-12
   (a cross-ruff), W-H-LEAD-11 (partner's void), W-H-TRUMP-3 and W-H-TRUMP-2 (four trumps or
   more), W-H-RETURN-2 (a strong suit), W-H-RETURN-1 (partner's suit), W-H-LEAD-1 (the long
   suit, a suit headed by a sequence first).
3. The card: in trumps the highest (W-H-TRUMP-5); in a plain suit the first that fits of
   W-H-LEAD-9, 8, 7, 2, 3, 4, 11, else W-H-LEAD-6.

The advice names the rule of step 2 that chose the suit, or, for the long suit (W-H-LEAD-1)
and for a strong suit with no partner's suit to return (W-H-RETURN-2 is about returning), the
rule that chose the card (W-H-LEAD-14 for a singleton queen or jack).  When the long suit is
led because the suit the order would have chosen without step 1 was set aside, the advice
names the rule that set it aside: the lead is explained by what it avoids.

Reading: a king second (W-H-LEAD-4), a king third or fourth led small (W-H-LEAD-4) and a queen
third (W-H-LEAD-5) are about an honour that can still be taken: they apply while it is not the
highest outstanding card of its suit.
"""

from __future__ import annotations

from wint.ai.advice import Advice, AdviceReason
from wint.ai.cardplay import highest_of, lowest_of
from wint.ai.whist.reading import Reading
from wint.core.cards import Card, Rank, Suit

__all__ = ["lead"]

#: Why a suit is set aside: the rule and its reason code.
Why = tuple[str, AdviceReason]


def lead(reading: Reading) -> Advice[Card]:
    """The card to lead (the order of the module doc)."""
    held = [suit for suit in Suit if reading.hand.suit(suit)]
    aside = {suit: why for suit in held if (why := _aside(reading, suit)) is not None}
    advice, long_suit = _choose(reading, [suit for suit in held if suit not in aside] or held)
    if long_suit and advice.rule != "W-H-LEAD-14":
        unfiltered = _choose(reading, held)[0].action.suit
        if unfiltered is not advice.action.suit and unfiltered in aside:
            return Advice(advice.action, *aside[unfiltered])
    return advice


def _aside(reading: Reading, suit: Suit) -> Why | None:
    """The first rule that sets ``suit`` aside, if any (step 1)."""
    ranks = reading.ranks(suit)
    count = len(reading.holding(suit))
    if not reading.plain(suit):
        opponent_led = reading.led_trumps(reading.seat.lho) or reading.led_trumps(reading.seat.rho)
        if reading.partner_wants_trumps:
            return None
        if opponent_led:
            return "W-H-TRUMP-4", AdviceReason.KEEP_TRUMPS_FOR_RUFFING
        if count <= 3:
            return "W-H-TRUMP-1", AdviceReason.KEEP_TRUMPS_FOR_RUFFING
        return (
            ("W-H-LEAD-13", AdviceReason.NOT_THEIR_SUIT) if reading.opponents_void(suit) else None
        )
    king_out = bool(Card(suit, Rank.KING).bit & reading.others)
    if count == 2 and _honour_to_take(reading, suit, Rank.KING, {Rank.ACE, Rank.QUEEN}):
        return "W-H-LEAD-4", AdviceReason.NOT_FROM_KING_DOUBLETON
    no_ace_king_jack = {Rank.ACE, Rank.KING, Rank.JACK}
    if count == 3 and _honour_to_take(reading, suit, Rank.QUEEN, no_ace_king_jack):
        return "W-H-LEAD-5", AdviceReason.NOT_FROM_QUEEN_THIRD
    if {Rank.ACE, Rank.QUEEN} <= ranks and king_out:
        return "W-H-LEAD-10", AdviceReason.WAIT_WITH_ACE_QUEEN
    if reading.opponents_void(suit):
        return "W-H-LEAD-13", AdviceReason.NOT_THEIR_SUIT
    if reading.trumps_out() and reading.is_thirteenth(suit):
        return "W-H-LEAD-16", AdviceReason.NO_THIRTEENTH_CARD
    if count == 1 and not _singleton_allowed(reading, suit):
        return "W-H-LEAD-15", AdviceReason.NO_SINGLETON_LEAD
    if reading.opponents_suit(suit):
        return "W-H-RETURN-3", AdviceReason.NOT_THEIR_SUIT
    discard = reading.first_discards[reading.partner]
    if discard is not None and discard.suit is suit:
        return "W-H-DISCARD-2", AdviceReason.NOT_PARTNERS_DISCARD
    return None


def _honour_to_take(reading: Reading, suit: Suit, honour: Rank, without: set[Rank]) -> bool:
    """The suit holds ``honour``, none of ``without``, and the honour is not the highest
    outstanding card (W-H-LEAD-4, W-H-LEAD-5)."""
    ranks = reading.ranks(suit)
    card = Card(suit, honour)
    return honour in ranks and not ranks & without and not reading.is_top(card)


def _weakness(reading: Reading, card: Card) -> bool:
    """W-H-LEAD-14: a singleton queen or jack in a hand with no ace and no king."""
    return card.rank in (Rank.QUEEN, Rank.JACK) and not any(
        c.rank >= Rank.KING for c in reading.hand
    )


def _singleton_allowed(reading: Reading, suit: Suit) -> bool:
    """The singletons W-H-LEAD-15 lets be led: W-H-LEAD-12's and W-H-LEAD-14's."""
    card = next(iter(reading.holding(suit)))
    cross_ruff = suit is reading.partner_suit and bool(reading.partner_ruffs())
    return cross_ruff or _weakness(reading, card)


def _choose(reading: Reading, suits: list[Suit]) -> tuple[Advice[Card], bool]:
    """The lead among ``suits`` (steps 2 and 3), and whether W-H-LEAD-1 chose the suit."""
    trump = reading.trump
    trumps = reading.holding(trump) if trump is not None and trump in suits else None
    wanted = reading.partner_wants_trumps
    if trumps and wanted and trump is not None and not reading.opponents_void(trump):
        top = highest_of(trumps)
        return Advice(top, "W-H-SIGNAL-4", AdviceReason.PARTNER_WANTS_TRUMPS), False
    ruffs = reading.partner_ruffs()
    mine = reading.partner_suit
    if ruffs and mine in suits and mine is not None and len(reading.holding(mine)) == 1:
        card = next(iter(reading.holding(mine)))
        return Advice(card, "W-H-LEAD-12", AdviceReason.SINGLETON_FOR_CROSS_RUFF), False
    for_ruff = [suit for suit in ruffs if suit in suits]
    if for_ruff:
        suit = max(for_ruff, key=lambda s: len(reading.holding(s)))
        card = lowest_of(reading.holding(suit))
        return Advice(card, "W-H-LEAD-11", AdviceReason.LEAD_FOR_PARTNERS_RUFF), False
    plain = [suit for suit in suits if reading.plain(suit)]
    if trumps and trump is not None and len(trumps) >= 4 and not reading.opponents_void(trump):
        top = highest_of(trumps)
        if any(reading.strong(suit) for suit in Suit):
            return Advice(top, "W-H-TRUMP-3", AdviceReason.DRAW_TRUMPS_FOR_SIDE_SUIT), False
        return Advice(top, "W-H-TRUMP-2", AdviceReason.LEAD_TRUMPS), False
    strong = [suit for suit in plain if reading.strong(suit)]
    if strong:
        advice = _plain_card(reading, max(strong, key=lambda s: len(reading.holding(s))))
        if mine is None:
            return advice, False
        return Advice(advice.action, "W-H-RETURN-2", AdviceReason.STRONG_SUIT_FIRST), False
    if mine in plain and mine is not None:
        card = _plain_card(reading, mine).action
        return Advice(card, "W-H-RETURN-1", AdviceReason.RETURN_PARTNERS_SUIT), False
    if not plain:
        return Advice(highest_of(reading.hand), "W-H-TRUMP-5", AdviceReason.LEAD_TRUMPS), False
    suit = max(plain, key=lambda s: _length(reading, s))
    advice = _plain_card(reading, suit)
    if len(reading.holding(suit)) == 1 and _weakness(reading, advice.action):
        advice = Advice(advice.action, "W-H-LEAD-14", AdviceReason.SINGLETON_SHOWS_WEAKNESS)
    elif advice.reason is AdviceReason.SMALL_FROM_LONG_SUIT:
        advice = Advice(advice.action, "W-H-LEAD-1", AdviceReason.SMALL_FROM_LONG_SUIT)
    return advice, True


def _length(reading: Reading, suit: Suit) -> tuple[bool, int, int]:
    """W-H-LEAD-1: a suit headed by a sequence of three from the ten or higher first, then
    the longest, then the highest top card."""
    top = highest_of(reading.holding(suit))
    headed = reading.head_sequence(suit) >= 3 and top.rank >= Rank.TEN
    return headed, len(reading.holding(suit)), top.rank


def _plain_card(reading: Reading, suit: Suit) -> Advice[Card]:
    """The card to lead from the plain ``suit`` (step 3)."""
    cards = reading.holding(suit)
    ranks = reading.ranks(suit)
    top, low = highest_of(cards), lowest_of(cards)
    first = not reading.led_before(suit)
    if {Rank.ACE, Rank.KING, Rank.QUEEN} <= ranks and first:
        return Advice(Card(suit, Rank.QUEEN), "W-H-LEAD-9", AdviceReason.QUEEN_FROM_ACE_KING_QUEEN)
    if {Rank.ACE, Rank.KING} <= ranks and Rank.QUEEN not in ranks:
        return Advice(Card(suit, Rank.KING), "W-H-LEAD-8", AdviceReason.KING_FROM_ACE_KING)
    if {Rank.KING, Rank.QUEEN} <= ranks and Rank.ACE not in ranks:
        return Advice(Card(suit, Rank.KING), "W-H-LEAD-7", AdviceReason.KING_FROM_KING_QUEEN)
    if reading.head_sequence(suit) >= 3 and top.rank >= Rank.TEN:
        return Advice(top, "W-H-LEAD-2", AdviceReason.TOP_OF_SEQUENCE)
    if Rank.ACE in ranks and Rank.KING not in ranks and len(cards) >= 3 and first:
        return Advice(low, "W-H-LEAD-3", AdviceReason.SMALL_FROM_ACE)
    king_to_take = _honour_to_take(reading, suit, Rank.KING, {Rank.ACE, Rank.QUEEN})
    if king_to_take and len(cards) in (3, 4):
        return Advice(low, "W-H-LEAD-4", AdviceReason.SMALL_FROM_KING)
    if suit in reading.partner_ruffs():
        return Advice(low, "W-H-LEAD-11", AdviceReason.LEAD_FOR_PARTNERS_RUFF)
    if reading.is_top(top):
        return Advice(top, "W-H-LEAD-6", AdviceReason.CASH_WINNER)
    return Advice(low, "W-H-LEAD-6", AdviceReason.SMALL_FROM_LONG_SUIT)
