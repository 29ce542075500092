"""Vint's leads: the conventions of rules/vint.md §5 for the seat on lead.

Priority, on lead (the first rule that applies decides):

1. slam play: H-SLAM-2 (a singleton ace or king; cash the suit partner showed void in);
2. trump management of the declaring side: H-TRUMP-1 (stop after two rounds both opponents
   followed, three at most), H-TRUMP-4 (ace then queen after partner's jump), H-TRUMP-2
   (draw from the top), H-TRUMP-3 (the supporter leads his higher trump), H-TRUMP-7 (draw
   for a strong side suit); for either side H-TRUMP-5 (against a two-suiter);
3. partnership signals: H-DIS-4 (partner's discards show his suit), H-LEAD-10 (singleton of
   partner's suit for a cross-ruff), H-DIS-7 (partner has nothing: the suit right-hand
   opponent discards);
4. no-trump: H-NT-2, H-LEAD-2 (a defender's opening lead from A-x-x-x: small), H-NT-3,
   H-NT-1 (run a coronet while everyone follows);
5. cash a sure winner (H-LEAD-4), its card by H-LEAD-11 (K from A-K, Q from A-K-Q);
6. defenders give partner a ruff in the suit he showed out of (H-LEAD-6; after cashing, and
   not for the declaring side, whose ruffs come after drawing trumps: measured, both cost
   tricks);
7. defenders with four trumps lead them (H-TRUMP-6);
8. an ordinary lead: partner's suit (H-LEAD-4), else the long suit (H-LEAD-1), its card by
   H-LEAD-11 / H-LEAD-1 (top of a sequence), H-LEAD-3 (small from a king), H-LEAD-5 (the
   lowest, never a middle card).

The prohibitions are filters on steps 5–8, applied in this order, each only while it leaves
a card to lead; when one removes the card the step would have chosen, the advice names it:
H-LEAD-9 (no thirteenth card while trumps are out), H-LEAD-7 (not a suit both opponents are
void in, not the opponents' suit), H-NT-1 (after an opponent showed out, keep the suit's last
master as an entry), H-FIN-8 (wait with A-Q, where finessing is allowed), H-LEAD-3 (never
from K-x), H-LEAD-8 (no singleton), H-DIS-1 (no small card of a suit partner discarded).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from wint.ai.advice import Advice, AdviceReason
from wint.ai.vint.table import (
    Table,
    highest_of,
    is_thirteenth,
    is_top,
    lowest_of,
    masters_in,
    ranks_of,
    sequence_bottom,
)
from wint.core.cards import Card, CardSet, Rank, Suit
from wint.games.vint.calls import Strain

__all__ = ["Filter", "lead"]

#: A prohibition on leads: rule id, reason code, and the cards it forbids.
Filter = tuple[str, AdviceReason, Callable[[Card], bool]]


def lead(table: Table, legal: list[Card]) -> Advice[Card]:
    """The card to lead (the priority of the module doc); ``legal`` is the seat's cards."""
    for step in (_slam_lead, _trump_lead, _signal_lead, _no_trump_lead):
        advice = step(table)
        if advice is not None:
            return advice
    filters = _lead_filters(table)
    advice, veto = _cash_winner(table, legal, filters)
    if advice is None and not table.declaring:
        advice = _ruff_lead(table)
    if advice is None:
        advice = _other_lead(table, filters)
        card = advice.action
        if veto is not None and not _forbidden(card, filters, veto):
            advice = Advice(card, *veto)
    return advice


def _forbidden(card: Card, filters: list[Filter], which: tuple[str, AdviceReason]) -> bool:
    return any(forbids(card) for rule, _, forbids in filters if rule == which[0])


def _other_lead(table: Table, filters: list[Filter]) -> Advice[Card]:
    """Steps 7 and 8: trumps with four of them (H-TRUMP-6), else an ordinary lead."""
    hand, trump = table.hand, table.trump
    side_suits = [s for s in Suit if s is not trump and hand.suit(s)]
    trumps = hand.suit(trump) if trump is not None else CardSet()
    if trumps and ((not table.declaring and len(trumps) >= 4) or not side_suits):
        # H-TRUMP-6: defenders lead trumps only with four or five of them.
        return Advice(highest_of(trumps), "H-TRUMP-6", AdviceReason.LEAD_TRUMPS)
    return _ordinary_lead(table, side_suits, filters)


def _slam_lead(table: Table) -> Advice[Card] | None:
    """H-SLAM-2: a trump slam of this side."""
    contract, trump, hand, view = table.contract, table.trump, table.hand, table.view
    if contract is None or trump is None or not contract.is_slam or not table.declaring:
        return None
    for suit in Suit:
        cards = hand.suit(suit)
        if suit is not trump and len(cards) == 1 and highest_of(cards).rank >= Rank.KING:
            return Advice(highest_of(cards), "H-SLAM-2", AdviceReason.SLAM_SINGLETON_HONOUR)
    partner = table.seat.partner
    for suit in Suit:
        shown = any(c.suit is not suit for c in table.discards[partner]) and table.void(
            partner, suit
        )
        tops = [c for c in hand.suit(suit) if is_top(c, view)]
        if suit is not trump and shown and tops:
            return Advice(
                highest_of(CardSet.of(tops)), "H-SLAM-2", AdviceReason.SLAM_CASH_FOR_PARTNER
            )
    return None


def _trump_lead(table: Table) -> Advice[Card] | None:
    """H-TRUMP-1 … H-TRUMP-5, H-TRUMP-7: when to lead trumps."""
    trump, hand, view = table.trump, table.hand, table.view
    if trump is None or not hand.suit(trump) or not table.trumps_out():
        return None
    trumps = hand.suit(trump)
    top = highest_of(trumps)
    if table.declaring:
        strain = Strain(trump)
        partner = table.seat.partner
        supported = strain in table.strains_bid(partner) and strain in table.strains_bid(table.seat)
        if supported and _trumps_drawn(table):
            return None  # H-TRUMP-1: two rounds both followed, or three: stop
        jumped = any(s is partner and st is strain and jump for s, st, jump in table.bids)
        ranks = ranks_of(trumps, trump)
        ace_led = any(s is table.seat and c == Card(trump, Rank.ACE) for s, c in table.leads)
        if jumped and Rank.QUEEN in ranks and (Rank.ACE in ranks or ace_led):
            card = Card(trump, Rank.ACE) if Rank.ACE in ranks else Card(trump, Rank.QUEEN)
            return Advice(card, "H-TRUMP-4", AdviceReason.ACE_THEN_QUEEN_OF_TRUMPS)
        if is_top(top, view) or len(trumps) >= 4:
            rule = "H-TRUMP-1" if supported else "H-TRUMP-2"
            return Advice(top, rule, AdviceReason.DRAW_TRUMPS)
        supporter = table.contract is not None and table.contract.declarer is partner
        if supporter and 2 <= len(trumps) <= 3:
            return Advice(top, "H-TRUMP-3", AdviceReason.SUPPORTER_LEADS_HIGH_TRUMP)
        if any(masters_in(view, s) >= 2 for s in Suit if s is not trump):
            return Advice(top, "H-TRUMP-7", AdviceReason.DRAW_TRUMPS_FOR_SIDE_SUIT)
    if _two_suiter_against(table):
        card = top if is_top(top, view) else lowest_of(trumps)
        return Advice(card, "H-TRUMP-5", AdviceReason.TRUMPS_AGAINST_RUFFS)
    return None


def _trumps_drawn(table: Table) -> bool:
    """H-TRUMP-1: this side led trumps twice and both opponents followed, or three times."""
    trump = table.trump
    rounds = 0
    both = 0
    for trick in table.view.tricks:
        leader = trick.leader
        if trick.cards[0].suit is not trump or leader.side is not table.seat.side:
            continue
        rounds += 1
        played = dict(trick.plays())
        if all(played[s].suit is trump for s in (table.seat.lho, table.seat.rho)):
            both += 1
    return rounds >= 3 or (rounds >= 2 and both >= 2)


def _two_suiter_against(table: Table) -> bool:
    """H-TRUMP-5: an opponent named two suits and his partner supported only one of them."""
    for opponent in (table.seat.lho, table.seat.rho):
        suits = {s for s in table.strains_bid(opponent) if s is not Strain.NT}
        if len(suits) < 2:
            continue
        support = suits & set(table.strains_bid(opponent.partner))
        if len(support) == 1:
            return True
    return False


def _partner_strong_suit(table: Table) -> Suit | None:
    """H-DIS-4: the one suit partner has not discarded from, after two discards or more."""
    partner = table.seat.partner
    thrown = table.discards[partner]
    if len(thrown) < 2:
        return None
    suits = {c.suit for c in thrown}
    left = [s for s in Suit if s is not table.trump and s not in suits]
    left = [s for s in left if not table.void(partner, s)]
    return left[0] if len(left) == 1 and len(suits) >= 2 else None


def _signal_lead(table: Table) -> Advice[Card] | None:
    """H-DIS-4, H-LEAD-10, H-DIS-7: leads the partnership's signals call for."""
    hand, trump = table.hand, table.trump
    partner = table.seat.partner
    strong = _partner_strong_suit(table)
    if strong is not None and hand.suit(strong):
        return Advice(
            highest_of(hand.suit(strong)), "H-DIS-4", AdviceReason.PARTNERS_DISCARDS_SHOW_SUIT
        )
    partner_ruffs = trump is not None and not table.void(partner, trump) and table.trumps_out()
    ruff_suits = [
        s
        for s in Suit
        if partner_ruffs and s is not trump and table.void(partner, s) and hand.suit(s)
    ]
    if trump is not None and ruff_suits and hand.suit(trump):
        for strain in table.strains_bid(partner):
            suit = strain.suit
            if suit is None or suit is trump or table.void(partner, suit):
                continue
            if len(hand.suit(suit)) == 1:
                return Advice(
                    highest_of(hand.suit(suit)), "H-LEAD-10", AdviceReason.SINGLETON_FOR_CROSS_RUFF
                )
    thrown = table.discards[partner]
    if len({c.suit for c in thrown}) >= 3:  # each suit in turn (H-DIS-6): nothing sure
        for card in reversed(table.discards[table.seat.rho]):
            if hand.suit(card.suit) and card.suit is not trump:
                lead = _lead_card(table, card.suit).action
                return Advice(lead, "H-DIS-7", AdviceReason.LEAD_RHO_DISCARD_SUIT)
    return None


def _ruff_lead(table: Table) -> Advice[Card] | None:
    """H-LEAD-6: partner is void in a suit and may hold trumps: lead it for him to ruff."""
    hand, trump, view = table.hand, table.trump, table.view
    partner = table.seat.partner
    if trump is None or table.void(partner, trump) or not table.trumps_out():
        return None
    for suit in Suit:
        small = [c for c in hand.suit(suit) if not is_top(c, view)]
        if suit is not trump and table.void(partner, suit) and small:
            return Advice(
                lowest_of(CardSet.of(small)), "H-LEAD-6", AdviceReason.LEAD_FOR_PARTNERS_RUFF
            )
    return None


def _no_trump_lead(table: Table) -> Advice[Card] | None:
    """H-NT-2, H-LEAD-2, H-NT-3, H-NT-1: leads at no-trump."""
    if table.contract is None or table.trump is not None:
        return None
    hand, view, seat = table.hand, table.view, table.seat
    # H-NT-2: my no-trump, partner showed a king by naming its suit after it: A then Q.
    if Strain.NT in table.strains_bid(seat):
        after = False
        for s, strain, _ in table.bids:
            after = after or (s is seat and strain is Strain.NT)
            suit = strain.suit
            if not after or s is not seat.partner or suit is None:
                continue
            ranks = ranks_of(hand, suit)
            own_ace = any(p is seat and c == Card(suit, Rank.ACE) for p, c in table.leads)
            if Rank.QUEEN in ranks and (Rank.ACE in ranks or own_ace):
                card = Card(suit, Rank.ACE) if Rank.ACE in ranks else Card(suit, Rank.QUEEN)
                return Advice(card, "H-NT-2", AdviceReason.ACE_THEN_QUEEN_TO_PARTNERS_KING)
    # H-LEAD-2: a defender's opening lead from a long suit headed by the ace alone: small.
    if not view.tricks and not table.declaring:
        suit = max(Suit, key=lambda s: len(hand.suit(s)))
        cards = hand.suit(suit)
        ranks = ranks_of(hand, suit)
        if len(cards) >= 4 and Rank.ACE in ranks and Rank.KING not in ranks:
            return Advice(lowest_of(cards), "H-LEAD-2", AdviceReason.SMALL_FROM_ACE)
    # H-NT-3: left-hand opponent showed a king supporting his partner's no-trump.
    rho_nt = False
    for s, strain, _ in table.bids:
        rho_nt = rho_nt or (s is seat.rho and strain is Strain.NT)
        suit = strain.suit
        if not rho_nt or s is not seat.lho or suit is None or table.rounds(suit):
            continue
        cards = hand.suit(suit)
        ranks = ranks_of(hand, suit)
        if Rank.ACE in ranks and len(cards) >= 2:
            return Advice(lowest_of(cards), "H-NT-3", AdviceReason.SMALL_UNDER_SHOWN_KING)
        if {Rank.QUEEN, Rank.JACK} <= ranks and len(cards) >= 3:
            return Advice(Card(suit, Rank.QUEEN), "H-NT-3", AdviceReason.QUEEN_THROUGH_SHOWN_KING)
    # H-NT-1: run a coronet while everyone follows.
    for suit in Suit:
        if masters_in(view, suit) >= 3 and not (
            table.void(seat.lho, suit) or table.void(seat.rho, suit)
        ):
            return Advice(highest_of(hand.suit(suit)), "H-NT-1", AdviceReason.RUN_CORONET)
    return None


def _lead_filters(table: Table) -> list[Filter]:
    """The prohibitions on leads, in order of precedence (module doc)."""
    view, trump, seat = table.view, table.trump, table.seat
    trumps_out = table.trumps_out()
    opponents_led = {c.suit for s, c in table.leads if s.side is not seat.side}
    partner_led = {c.suit for s, c in table.leads if s is seat.partner}
    # H-NT-1: an opponent discarded on the suit run: keep its last master as an entry to
    # the long cards behind it.
    abandoned = {
        s
        for s in Suit
        if trump is None
        and masters_in(view, s) == 1
        and len(table.hand.suit(s)) >= 2
        and (table.void(seat.lho, s) or table.void(seat.rho, s))
    }
    ace_queen = {
        s
        for s in Suit
        if {Rank.ACE, Rank.QUEEN} <= ranks_of(table.hand, s)
        and Card(s, Rank.KING) in view.unseen
        and s is not trump
    }
    partner_thrown = {c.suit for c in table.discards[seat.partner]}

    def thirteenth(card: Card) -> bool:
        return trumps_out and card.suit is not trump and is_thirteenth(card, view)

    def both_void_or_theirs(card: Card) -> bool:
        both = trumps_out and card.suit is not trump and table.opponents_void(card.suit)
        theirs = card.suit in opponents_led and card.suit not in partner_led
        return both or (theirs and not is_top(card, view))

    def waits_with_ace_queen(card: Card) -> bool:
        return table.finesse_allowed() and card.suit in ace_queen

    def bare_king(card: Card) -> bool:
        cards = table.hand.suit(card.suit)
        return (
            len(cards) == 2
            and Card(card.suit, Rank.KING) in cards
            and not is_top(Card(card.suit, Rank.KING), view)
        )

    def singleton(card: Card) -> bool:
        return len(table.hand.suit(card.suit)) == 1 and not is_top(card, view)

    def partners_discard(card: Card) -> bool:
        return (
            card.suit in partner_thrown
            and not is_top(card, view)
            and not masters_in(view, card.suit)
        )

    return [
        ("H-LEAD-9", AdviceReason.NO_THIRTEENTH_CARD, thirteenth),
        ("H-LEAD-7", AdviceReason.NOT_THEIR_SUIT, both_void_or_theirs),
        ("H-NT-1", AdviceReason.SWITCH_KEEP_ENTRY, lambda card: card.suit in abandoned),
        ("H-FIN-8", AdviceReason.WAIT_WITH_ACE_QUEEN, waits_with_ace_queen),
        ("H-LEAD-3", AdviceReason.NOT_FROM_KING_DOUBLETON, bare_king),
        ("H-LEAD-8", AdviceReason.NO_SINGLETON_LEAD, singleton),
        ("H-DIS-1", AdviceReason.NOT_PARTNERS_DISCARD, partners_discard),
    ]


def _choose(
    candidates: Sequence[Card], key: Callable[[Card], tuple[int, ...]], filters: list[Filter]
) -> tuple[Card, tuple[str, AdviceReason] | None]:
    """The best candidate by ``key`` that the prohibitions allow (each applied only while it
    leaves a candidate), and the first prohibition that set aside the card ``key`` alone
    would have chosen (``None`` if none did).
    """
    ranked = sorted(candidates, key=key, reverse=True)
    pool = list(ranked)
    decided: tuple[str, AdviceReason] | None = None
    for rule, reason, forbids in filters:
        kept = [c for c in pool if not forbids(c)]
        if kept and len(kept) < len(pool):
            if decided is None and ranked[0] in pool and ranked[0] not in kept:
                decided = (rule, reason)
            pool = kept
    return pool[0], decided


def _cash_winner(
    table: Table, legal: list[Card], filters: list[Filter]
) -> tuple[Advice[Card] | None, tuple[str, AdviceReason] | None]:
    """H-LEAD-4: cash a sure winner in a side suit, the card by H-LEAD-11.  A winner that a
    prohibition forbids is not cashed; if every winner is forbidden, the advice is left to the
    later steps and the prohibition returned, to be named (the second value).
    """
    view, hand, trump = table.view, table.hand, table.trump
    winners = [c for c in legal if c.suit is not trump and is_top(c, view)]
    if not winners:
        return None, None

    def key(card: Card) -> tuple[int, int]:
        return len(hand.suit(card.suit)), card.rank

    best = max(winners, key=key)
    veto = next(((r, why) for r, why, forbids in filters if forbids(best)), None)
    allowed = [c for c in winners if not any(forbids(c) for _, _, forbids in filters)]
    if not allowed:
        return None, veto
    card = max(allowed, key=key)
    suit = card.suit
    ranks = ranks_of(hand, suit)
    if {Rank.ACE, Rank.KING, Rank.QUEEN} <= ranks:
        card, rule, reason = (
            Card(suit, Rank.QUEEN),
            "H-LEAD-11",
            AdviceReason.QUEEN_FROM_ACE_KING_QUEEN,
        )
    elif {Rank.ACE, Rank.KING} <= ranks:
        card, rule, reason = Card(suit, Rank.KING), "H-LEAD-11", AdviceReason.KING_FROM_ACE_KING
    else:
        rule, reason = "H-LEAD-4", AdviceReason.CASH_WINNER
    if veto is not None:
        rule, reason = veto
    return Advice(card, rule, reason), None


def _ordinary_lead(table: Table, side_suits: list[Suit], filters: list[Filter]) -> Advice[Card]:
    """Partner's suit (H-LEAD-4), else the long suit (H-LEAD-1); the card by H-LEAD-11,
    H-LEAD-1, H-LEAD-2, H-LEAD-3, H-LEAD-5; the prohibitions decide between suits.
    """
    hand, view, seat = table.hand, table.view, table.seat
    partner_led = {c.suit for s, c in table.leads if s is seat.partner}
    own = {s: _lead_card(table, s) for s in side_suits}

    def key(card: Card) -> tuple[int, ...]:
        cards = hand.suit(card.suit)
        honours = sum(1 for c in cards if c.rank >= Rank.TEN)
        return int(card.suit in partner_led), len(cards), masters_in(view, card.suit), honours

    candidates = [advice.action for advice in own.values()]
    card, decided = _choose(candidates, key, filters)
    if decided is not None:
        return Advice(card, *decided)
    if card.suit in partner_led:
        return Advice(card, "H-LEAD-4", AdviceReason.RETURN_PARTNERS_SUIT)
    return own[card.suit]


def _lead_card(table: Table, suit: Suit) -> Advice[Card]:
    """The card to lead from ``suit`` (side suit), with the rule choosing it."""
    view = table.view
    cards = sorted(table.hand.suit(suit), key=lambda c: -c.rank)
    ranks = {c.rank for c in cards}
    top = cards[0]
    if len(cards) >= 2 and {Rank.KING, Rank.QUEEN} <= ranks and Rank.ACE not in ranks:
        return Advice(Card(suit, Rank.KING), "H-LEAD-11", AdviceReason.KING_FROM_KING_QUEEN)
    if len(cards) >= 2 and sequence_bottom(top, view) is not top and top.rank >= Rank.TEN:
        return Advice(top, "H-LEAD-1", AdviceReason.TOP_OF_SEQUENCE)
    if top.rank is Rank.KING and len(cards) >= 3:
        return Advice(cards[-1], "H-LEAD-3", AdviceReason.SMALL_FROM_KING)
    return Advice(cards[-1], "H-LEAD-5", AdviceReason.SMALL_FROM_LONG_SUIT)
