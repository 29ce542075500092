"""Vint's conventions of card play (rules/vint.md §5): the card to lead, follow or discard.

:func:`advise_card` gives the conventional card for the seat on turn and names the rule that
decided it (the GUI turns the reason code into words).  Everything is read from the
:class:`~wint.games.vint.view.SeatView` into a :class:`~wint.ai.vint.table.Table`: the seat's
own cards, the auction, the cards played and the suits each seat has shown out of.

The leads are chosen in :mod:`wint.ai.vint.leads`, in the priority documented there.

Following: partner's sure winner is let be (H-PLAY-1); void in the suit led, H-PLAY-3 (do not
ruff a thirteenth card unless last) and H-PLAY-2 (with four trumps let partner's honour win,
with fewer and no honour ruff it); following suit, the finesses of H-FIN-2 … H-FIN-7 and
H-LEAD-11 (the queen from K-Q), else second hand low and winning cheaply (H-PLAY-1); then the
prohibitions H-SLAM-1 (a slam), H-FIN-1 (above «три») and H-FIN-6 (trumps, partner supported)
turn any finesse into the top of the highest sequence.  A discard follows H-DIS-8 (make a
void when holding trumps), H-DIS-3 (sure tricks in one suit: keep it), H-DIS-5 (in two: throw
the third), H-DIS-6 (none: each suit in turn) and H-DIS-2 (the first from the weakest suit,
the one whose cards are lowest); the card is the suit's lowest.

Measured in duplicate against the previous conventions (same deals, same auctions, 1,600
deals), these rules take a few more tricks, not fewer; the finesses, H-LEAD-7 and H-DIS-4
gain most, and the choices that measured worse were narrowed (see :mod:`wint.ai.vint.leads`).
"""

from __future__ import annotations

from wint.ai.advice import Advice, AdviceReason
from wint.ai.vint.leads import lead
from wint.ai.vint.table import (
    Table,
    beats,
    highest_of,
    is_thirteenth,
    is_top,
    lowest_of,
    masters_in,
    ranks_of,
    read_table,
    sequence_bottom,
)
from wint.core.cards import Card, CardSet, Rank, Suit
from wint.games.vint.calls import Strain
from wint.games.vint.state import Phase
from wint.games.vint.view import SeatView

__all__ = ["advise_card"]

# -- the card ------------------------------------------------------------------------------


def advise_card(view: SeatView) -> Advice[Card]:
    """The conventional card for the seat on turn (the priority of the module doc).

    :raises ValueError: the seat is not on turn in the play.
    """
    if view.phase is not Phase.PLAY or not view.legal_actions:
        raise ValueError("not this seat's card")
    legal = [a for a in view.legal_actions if isinstance(a, Card)]
    table = read_table(view)
    advice = lead(table, legal) if not view.current_trick else _follow(table, legal)
    if advice.action in legal:
        return advice
    # table rules: an exposed card its owner may not play at will (V-IRR-1); the nearest
    card = advice.action
    nearest = min(legal, key=lambda c: (c.suit is not card.suit, abs(c.rank - card.rank)))
    return Advice(nearest, advice.rule, advice.reason)


# -- following -------------------------------------------------------------------------------


def _follow(table: Table, legal: list[Card]) -> Advice[Card]:
    view, trump = table.view, table.trump
    trick = view.current_trick
    led = trick[0][1].suit
    best_seat, best = trick[0]
    for seat, card in trick[1:]:
        if beats(card, best, trump):
            best_seat, best = seat, card
    partner_winning = best_seat is table.seat.partner
    last = len(trick) == 3
    following = legal[0].suit is led
    if partner_winning and (last or is_top(best, view)):
        if not following:
            return _discard(table, legal)
        return _cheapest(legal, trump, "H-PLAY-1", AdviceReason.PARTNER_WINS)
    winning = sorted((c for c in legal if beats(c, best, trump)), key=lambda c: c.rank)
    if not following:
        return _void(table, legal, winning, best, partner_winning, last)
    if not winning:
        return _cheapest(legal, trump, "H-PLAY-1", AdviceReason.CANNOT_WIN)
    advice = _finesse(table, winning, best, last)
    if advice is None:
        if len(trick) == 1 and not is_top(winning[-1], view):
            return _cheapest(legal, trump, "H-PLAY-1", AdviceReason.SECOND_HAND_LOW)
        advice = Advice(winning[0], "H-PLAY-1", AdviceReason.WIN_CHEAPLY)
    return _no_finesse(table, advice, winning, last)


def _cheapest(
    legal: list[Card], trump: Suit | None, rule: str, reason: AdviceReason
) -> Advice[Card]:
    """The lowest card, never a trump if avoidable."""
    card = min(legal, key=lambda c: (c.suit is trump, c.rank))
    return Advice(card, rule, reason)


def _void(
    table: Table,
    legal: list[Card],
    winning: list[Card],
    best: Card,
    partner_winning: bool,
    last: bool,
) -> Advice[Card]:
    """Void in the suit led: ruff (cheaply) or discard (H-PLAY-2, H-PLAY-3, H-DIS-*)."""
    view, trump = table.view, table.trump
    ruffs = [c for c in winning if c.suit is trump]
    if not ruffs:
        return _discard(table, legal)
    led = view.current_trick[0][1]
    if not last and is_thirteenth(led, view) and len(legal) > len(ruffs):
        return _discard(table, legal, ("H-PLAY-3", AdviceReason.NO_RUFF_OF_THIRTEENTH))
    if partner_winning:
        trumps = table.hand.suit(trump) if trump is not None else CardSet()
        honours = any(c.rank >= Rank.TEN for c in trumps)
        if best.rank >= Rank.JACK and len(trumps) >= 4 and len(legal) > len(ruffs):
            return _discard(table, legal, ("H-PLAY-2", AdviceReason.LET_PARTNER_WIN))
        if len(trumps) < 4 and not honours:
            return Advice(ruffs[0], "H-PLAY-2", AdviceReason.RUFF_WITH_SMALL_TRUMP)
    return Advice(ruffs[0], "H-PLAY-1", AdviceReason.WIN_CHEAPLY)


def _discard(
    table: Table, legal: list[Card], why: tuple[str, AdviceReason] | None = None
) -> Advice[Card]:
    """H-DIS-8, H-DIS-3, H-DIS-5, H-DIS-6, H-DIS-2: which suit to throw; the lowest card.
    ``why`` names the rule that decided not to ruff, if one did.
    """
    view, trump, hand = table.view, table.trump, table.hand
    pool = [c for c in legal if c.suit is not trump] or legal
    suits = sorted({c.suit for c in pool})
    if len(suits) == 1:
        rule, reason = why or ("H-DIS-2", AdviceReason.CANNOT_WIN)
        return Advice(lowest_of(CardSet.of(pool)), rule, reason)
    sure = [s for s in suits if masters_in(view, s)]
    others = [s for s in suits if s not in sure] or suits

    def weakest(candidates: list[Suit]) -> Suit:
        """The suit whose cards are lowest (its lowest card, then its highest)."""
        return min(
            candidates, key=lambda s: (lowest_of(hand.suit(s)).rank, highest_of(hand.suit(s)))
        )

    singles = [
        s for s in others if len(hand.suit(s)) == 1 and highest_of(hand.suit(s)).rank < Rank.JACK
    ]
    mine = table.discards[table.seat]
    if trump is not None and hand.suit(trump) and singles:
        suit, rule, reason = weakest(singles), "H-DIS-8", AdviceReason.DISCARD_TO_MAKE_VOID
    elif len(sure) == 1:
        suit, rule, reason = weakest(others), "H-DIS-3", AdviceReason.KEEP_THE_SURE_SUIT
    elif len(sure) == 2:
        suit, rule, reason = weakest(others), "H-DIS-5", AdviceReason.DISCARD_THE_THIRD_SUIT
    elif not sure and mine:
        last = {c.suit: i for i, c in enumerate(mine)}
        suit = min(suits, key=lambda s: (last.get(s, -1), highest_of(hand.suit(s)).rank))
        rule, reason = "H-DIS-6", AdviceReason.DISCARD_IN_TURN
    else:
        suit, rule, reason = weakest(others), "H-DIS-2", AdviceReason.CANNOT_WIN
    card = lowest_of(hand.suit(suit))
    if why is not None:
        rule, reason = why
    return Advice(card, rule, reason)


def _finesse(table: Table, winning: list[Card], best: Card, last: bool) -> Advice[Card] | None:
    """H-FIN-2 … H-FIN-7 and H-LEAD-11 (second or third hand with K-Q plays the queen)."""
    view, trump, seat = table.view, table.trump, table.seat
    trick = view.current_trick
    leader, lead = trick[0]
    suit = lead.suit
    if last or best.suit is not suit:
        return None
    ranks = ranks_of(table.hand, suit)
    third = len(trick) == 2
    if not table.finesse_allowed():
        return None
    if third and leader is seat.partner and suit is not trump:
        lowest = lowest_of(table.hand.suit(suit))
        jack_led = lead.rank is Rank.JACK and best is lead
        if jack_led and {Rank.ACE, Rank.QUEEN} <= ranks and len(ranks) >= 3:
            return Advice(lowest, "H-FIN-2", AdviceReason.DUCK_PARTNERS_JACK)
        if {Rank.ACE, Rank.QUEEN} <= ranks and Rank.KING not in ranks and lead.rank < Rank.TEN:
            queen = Card(suit, Rank.QUEEN)
            if queen in winning and len(ranks) >= 3:
                return Advice(queen, "H-FIN-3", AdviceReason.THIRD_HAND_QUEEN)
    if third and leader is seat.partner and suit is trump and not _supported(table):
        patterns = (
            ({Rank.ACE, Rank.KING, Rank.JACK}, Rank.JACK),
            ({Rank.ACE, Rank.QUEEN, Rank.JACK}, Rank.JACK),
            ({Rank.ACE, Rank.QUEEN, Rank.TEN}, Rank.TEN),
            ({Rank.KING, Rank.JACK, Rank.TEN}, Rank.TEN),
        )
        for pattern, play in patterns:
            if pattern <= ranks and Card(suit, play) in winning:
                if play is Rank.JACK and Rank.KING in pattern and len(ranks) >= 6:
                    return None  # A-K-J with three small: not the jack
                return Advice(Card(suit, play), "H-FIN-7", AdviceReason.TRUMP_FINESSE_THIRD_HAND)
    rho_bid = Strain(suit) in table.strains_bid(seat.rho)
    lho_bid = Strain(suit) in table.strains_bid(seat.lho)
    ten = Card(suit, Rank.TEN)
    if {Rank.ACE, Rank.QUEEN, Rank.TEN} <= ranks and rho_bid and not lho_bid and ten in winning:
        return Advice(ten, "H-FIN-5", AdviceReason.FINESSE_TEN_OVER_BIDDER)
    if {Rank.ACE, Rank.JACK, Rank.TEN} <= ranks and Rank.KING not in ranks:
        rounds = table.rounds(suit)
        jack = Card(suit, Rank.JACK)
        if rounds == 1 and jack in winning:
            return Advice(jack, "H-FIN-4", AdviceReason.FINESSE_JACK_SECOND_ROUND)
        shown = sum(
            1
            for trick_ in view.tricks
            for s, c in trick_.plays()
            if s is seat.lho and c.suit is suit and c.rank >= Rank.TEN
        )
        if rounds >= 2 and leader is seat.rho and shown < 2 and ten in winning:
            return Advice(ten, "H-FIN-4", AdviceReason.FINESSE_TEN_AGAIN)
    if {Rank.KING, Rank.QUEEN} <= ranks and Rank.ACE not in ranks and len(trick) <= 2:
        queen = Card(suit, Rank.QUEEN)
        if queen in winning and not is_top(queen, view):
            return Advice(queen, "H-LEAD-11", AdviceReason.QUEEN_FROM_KING_QUEEN)
    return None


def _supported(table: Table) -> bool:
    """Partner named the trump suit after this seat did (H-FIN-6)."""
    if table.trump is None:
        return False
    strain = Strain(table.trump)
    mine = False
    for seat, bid_strain, _ in table.bids:
        if bid_strain is strain and seat is table.seat:
            mine = True
        elif bid_strain is strain and seat is table.seat.partner and mine:
            return True
    return False


def _no_finesse(
    table: Table, advice: Advice[Card], winning: list[Card], last: bool
) -> Advice[Card]:
    """H-SLAM-1, H-FIN-1, H-FIN-6: where finessing is forbidden, a card that finesses (wins
    only if a higher unseen card is not behind) becomes the top of the highest sequence.
    """
    card = advice.action
    view, trump = table.view, table.trump
    if last or card.suit is not view.current_trick[0][1].suit:
        return advice
    third_in_trumps = (
        len(view.current_trick) == 2
        and view.current_trick[0][0] is table.seat.partner
        and card.suit is trump
        and _supported(table)
    )
    if table.finesse_allowed() and not third_in_trumps:
        return advice
    top = sequence_bottom(winning[-1], view)
    if sequence_bottom(card, view) is top or is_top(card, view):
        return advice
    if table.level >= 6:
        return Advice(top, "H-SLAM-1", AdviceReason.NO_FINESSE_IN_SLAM)
    if not table.finesse_allowed():
        return Advice(top, "H-FIN-1", AdviceReason.NO_FINESSE_ABOVE_THREE)
    return Advice(top, "H-FIN-6", AdviceReason.NO_FINESSE_PARTNER_SUPPORTED)
