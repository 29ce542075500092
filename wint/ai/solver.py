"""Double-dummy solving of the card play: every hand open, best play by all four.

Two backends give the same answers.  :func:`solve_endplay` asks DDS (Bo Haglund's solver,
bundled by ``endplay``, which has wheels for CPython 3.11–3.13 only); :func:`solve_python` is a
pure-Python search for endgames, for tests and for Pythons without endplay.  :func:`solve`
takes the first that is available.

The rules applied: follow suit if able, else any card (V-PLAY-4); the highest trump wins the
trick, else the highest card of the suit led, and the winner leads next (V-PLAY-5).

>>> from wint.core.cards import CardSet
>>> def masks(*hands: str) -> tuple[int, int, int, int]:
...     north, east, south, west = (CardSet.parse(hand).mask for hand in hands)
...     return north, east, south, west
>>> solve_python(Position(masks("SA SK", "SQ S2", "S4 S3", "S6 S5"), None, Seat.N))
{Card('SA'): 2, Card('SK'): 2}
>>> after_ace = Position(masks("SK", "SQ S2", "S4 S3", "S6 S5"), None, Seat.N, (Card.parse("SA"),))
>>> after_ace.to_act, solve_python(after_ace)
(<Seat.E: 1>, {Card('SQ'): 0, Card('S2'): 0})
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, NamedTuple

from wint.core.cards import CARDS, FULL_DECK, SUIT_MASKS, Card, CardSet, Suit, cards_of_mask
from wint.core.seats import Seat

if TYPE_CHECKING:
    from endplay.types import Deal as EndplayDeal

__all__ = [
    "Position",
    "SolverLimitError",
    "endplay_available",
    "solve",
    "solve_endplay",
    "solve_many",
    "solve_python",
]

_SUIT_BITS: Final = 0x1FFF
# Caches shared by all searches, cleared when they reach this many entries.
_CACHE_LIMIT: Final = 1 << 18


#: DDS keeps its working memory per thread index, not per caller: two Python threads in it
#: at once (a computer thinking while the GUI checks a claim) corrupt each other's results,
#: so every call into it holds this lock.
DDS_LOCK = threading.Lock()


class SolverLimitError(RuntimeError):
    """The pure-Python search visited more nodes than its ``node_limit``."""


@dataclass(frozen=True, slots=True)
class Position:
    """A double-dummy position: every seat's remaining cards are known.

    ``hands`` are bit masks (wint card indices) of each seat's cards not yet played, by
    :class:`Seat`; ``leader`` led the current trick (or is to lead it) and ``trick`` holds the
    cards already played to it, from the leader on.  Seats that have not played to the trick
    hold the same number of cards, those that have hold one fewer.

    :raises ValueError: a card in two places, inconsistent hand sizes, more than three cards in
        the trick, or a card in the trick that did not follow suit while its player still holds
        the suit led (V-PLAY-4).
    """

    hands: tuple[int, ...]
    trump: Suit | None
    leader: Seat
    trick: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        if len(self.hands) != 4:
            raise ValueError("a position needs four hands")
        if len(self.trick) > 3:
            raise ValueError("a trick in progress holds at most three cards")
        seen = 0
        for hand in self.hands:
            if hand < 0 or hand > FULL_DECK:
                raise ValueError(f"card mask out of range: {hand:#x}")
            if seen & hand:
                raise ValueError(f"cards in two hands: {cards_of_mask(seen & hand)}")
            seen |= hand
        for card in self.trick:
            if seen & card.bit:
                raise ValueError(f"card {card} played to the trick and still held")
            seen |= card.bit
        size = self.hands[self.to_act].bit_count()
        for steps in range(4):
            seat = self.leader.after(steps)
            expected = size - 1 if steps < len(self.trick) else size
            if self.hands[seat].bit_count() != expected:
                raise ValueError(
                    f"{seat.name} holds {self.hands[seat].bit_count()} cards, not {expected}"
                )
        if self.trick:
            led = self.trick[0].suit_mask
            for steps, card in enumerate(self.trick[1:], 1):
                if card.suit_mask != led and self.hands[self.leader.after(steps)] & led:
                    raise ValueError(f"{card} does not follow suit (V-PLAY-4)")

    @property
    def to_act(self) -> Seat:
        """The seat to play the next card."""
        return self.leader.after(len(self.trick))

    @property
    def tricks_left(self) -> int:
        """The tricks still to be won, the current one included."""
        return self.hands[self.to_act].bit_count()

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the seat to act may play: the suit led if it holds any (V-PLAY-4)."""
        hand = self.hands[self.to_act]
        if self.trick:
            follow = hand & self.trick[0].suit_mask
            if follow:
                hand = follow
        return cards_of_mask(hand)


def endplay_available() -> bool:
    """Whether the endplay package (DDS) can be imported (checked once)."""
    try:
        import endplay.dds  # noqa: F401
    except ImportError:
        return False
    return True


def solve(position: Position) -> dict[Card, int]:
    """For every legal card of the seat to act: the most tricks its side can take from here on
    (the current trick included) with best play by all four, double dummy.

    Uses endplay (DDS) when it is installed, else the pure-Python search.
    """
    if endplay_available():
        return solve_endplay(position)
    return solve_python(position)


# --- endplay (DDS) ---------------------------------------------------------------------------

# endplay's suits (Denom) are numbered spades, hearts, diamonds, clubs; its ranks are DDS
# bit masks, two = 4 … ace = 16384.
_FROM_DENOM: Final = (Suit.S, Suit.H, Suit.D, Suit.C)


def _endplay_deal(position: Position) -> EndplayDeal:
    """The endplay deal of ``position``: the hands as at the start of the trick, replayed."""
    from endplay.types import Deal, Denom, Player

    hands = list(position.hands)
    for steps, card in enumerate(position.trick):
        hands[position.leader.after(steps)] |= card.bit
    pbn = "N:" + " ".join(CardSet(hand).pbn() for hand in hands)
    trump = Denom.nt if position.trump is None else Denom(_FROM_DENOM.index(position.trump))
    deal = Deal(pbn, first=Player(int(position.leader)), trump=trump)
    for card in position.trick:
        deal.play(card.code)
    return deal


def solve_endplay(position: Position) -> dict[Card, int]:
    """:func:`solve` by DDS through endplay.

    ``solve_board`` counts the tricks of the side to move from the current trick on, that trick
    included (checked on a one-suit ending: N ♠AK, E ♠Q2, S ♠43, W ♠65, N to lead: ♠A and ♠K
    score 2; after ♠A, E's cards score 0).  The deal is built as at the start of the trick and
    the trick's cards replayed, as endplay needs.

    :raises ImportError: endplay is not installed.
    """
    from endplay.dds import solve_board

    if not position.tricks_left:
        return {}
    values: dict[Card, int] = {}
    with DDS_LOCK:
        solved = list(solve_board(_endplay_deal(position)))
    for card, tricks in solved:
        suit = _FROM_DENOM[int(card.suit)]
        values[CARDS[suit * 13 + int(card.rank).bit_length() - 3]] = tricks
    return {card: values[card] for card in position.legal_cards()}


def solve_many(positions: Sequence[Position]) -> list[dict[Card, int]]:
    """:func:`solve` for several positions at once: with endplay one batch, which DDS
    spreads over its threads (one per core); otherwise one by one."""
    if not endplay_available() or len(positions) < 2:
        return [solve(position) for position in positions]
    from endplay.dds import solve_all_boards

    todo = [p for p in positions if p.tricks_left]
    with DDS_LOCK:
        boards = iter(list(solve_all_boards([_endplay_deal(p) for p in todo])) if todo else [])
    results: list[dict[Card, int]] = []
    for position in positions:
        if not position.tricks_left:
            results.append({})
            continue
        values: dict[Card, int] = {}
        for card, tricks in next(boards):
            suit = _FROM_DENOM[int(card.suit)]
            values[CARDS[suit * 13 + int(card.rank).bit_length() - 3]] = tricks
        results.append({card: values[card] for card in position.legal_cards()})
    return results


# --- pure Python -----------------------------------------------------------------------------

# (own pattern | others' pattern << 13 | suit << 26) -> the own cards (indices), one for each
# run of equivalent cards, lowest first.
_GROUPS: dict[int, tuple[int, ...]] = {}
# A suit's layout (each seat's 13-bit pattern at 13 * seat) -> (code, top seat, top run): the
# code lists the owners of the cards still held from the top, so that cards played earlier
# drop out (relative ranks); the top seat holds the highest card and the top run is how many
# of the highest cards it holds in a row.
_LAYOUTS: dict[int, tuple[int, int, int]] = {}


def _runs(own: int, others: int) -> list[int]:
    """The runs of ``own`` (a 13-bit pattern) not split by a card of ``others``, highest first."""
    runs = []
    while own:
        top = own.bit_length() - 1
        below = others & ((1 << top) - 1)
        floor = below.bit_length()  # the run goes down to just above the highest other card
        run = own & ~((1 << floor) - 1)
        runs.append(run)
        own ^= run
    return runs


def _groups(key: int) -> tuple[int, ...]:
    """The representatives of a ``_GROUPS`` key, computed and cached."""
    if len(_GROUPS) >= _CACHE_LIMIT:
        _GROUPS.clear()
    base = 13 * (key >> 26)
    runs = _runs(key & _SUIT_BITS, key >> 13 & _SUIT_BITS)
    reps = tuple(base + run.bit_length() - 1 for run in reversed(runs))
    _GROUPS[key] = reps
    return reps


def _layout(layout: int) -> tuple[int, int, int]:
    """The ``_LAYOUTS`` entry of a suit layout, computed and cached."""
    if len(_LAYOUTS) >= _CACHE_LIMIT:
        _LAYOUTS.clear()
    code = 1
    top_seat = -1
    top_run = 0
    running = True
    for rank in range(12, -1, -1):
        for seat in range(4):
            if layout >> (13 * seat + rank) & 1:
                code = code << 2 | seat
                if top_seat < 0:
                    top_seat = seat
                if running and seat == top_seat:
                    top_run += 1
                else:
                    running = False
    entry = (code, top_seat, top_run)
    _LAYOUTS[layout] = entry
    return entry


class _Search(NamedTuple):
    """The functions of one search over ``hands``, which they change and restore."""

    boundary: Callable[[int, int], bool]
    follow: Callable[[int, int, int, int, int, int, int], bool]
    nodes: list[int]


def _search(hands: list[int], trump: int, limit: int) -> _Search:
    """A search over ``hands`` with ``trump`` (-1: no trump) and a node limit.

    ``boundary(leader, need)``: whether N–S can take ``need`` tricks, ``leader`` to lead.
    ``follow(ply, leader, present, led, win, win_seat, need)``: the same with ``ply`` (1–3)
    cards of the current trick played; ``present`` holds the cards of the hands and the trick,
    ``led`` is the suit led, ``win`` the index of the card winning so far, ``win_seat`` its seat.
    """
    groups = _GROUPS
    layouts = _LAYOUTS
    suit_masks = SUIT_MASKS
    trump_mask = SUIT_MASKS[trump] if trump >= 0 else 0
    # (layout codes of the four suits, leader) -> [lower, upper] bound of N–S's tricks, and
    # the same entries by (hands, leader), which is quicker to build.
    table: dict[tuple[int, int, int, int, int], list[int]] = {}
    aliases: dict[tuple[int, int, int, int, int], list[int]] = {}
    nodes = [0]

    def boundary(leader: int, need: int) -> bool:
        left = hands[leader].bit_count()
        if need <= 0:
            return True
        if need > left:
            return False
        h0, h1, h2, h3 = hands
        if left == 1:  # the last trick (V-PLAY-5)
            win, win_seat = hands[leader].bit_length() - 1, leader
            for seat in ((leader + 1) & 3, leader ^ 2, (leader + 3) & 3):
                card = hands[seat].bit_length() - 1
                if card // 13 == win // 13:
                    if card > win:
                        win, win_seat = card, seat
                elif card // 13 == trump:
                    win, win_seat = card, seat
            return not win_seat & 1
        raw = (h0, h1, h2, h3, leader)
        entry = aliases.get(raw)
        if entry is None:
            entries = []
            for shift in (0, 13, 26, 39):
                layout = (
                    (h0 >> shift & _SUIT_BITS)
                    | (h1 >> shift & _SUIT_BITS) << 13
                    | (h2 >> shift & _SUIT_BITS) << 26
                    | (h3 >> shift & _SUIT_BITS) << 39
                )
                found = layouts.get(layout)
                entries.append(_layout(layout) if found is None else found)
            key = (entries[0][0], entries[1][0], entries[2][0], entries[3][0], leader)
            entry = table.get(key)
            if entry is None:
                entry = table[key] = _bounds(entries, hands, leader, left, trump)
            aliases[raw] = entry
        if entry[0] >= need:
            return True
        if entry[1] < need:
            return False
        nodes[0] += 1
        if nodes[0] > limit:
            raise SolverLimitError(f"more than {limit} nodes searched")
        present = h0 | h1 | h2 | h3
        hand = hands[leader]
        moves = leads(hand, present ^ hand, hands[leader ^ 2])
        best = entry[2]
        if best >= 0 and best in moves:  # the lead that decided the last search here
            moves.remove(best)
            moves.insert(0, best)
        ns = not leader & 1
        for card in moves:
            hands[leader] = hand ^ (1 << card)
            result = follow(1, leader, present, card // 13, card, leader, need)
            hands[leader] = hand
            if result is ns:
                entry[2] = card
                break
        else:
            result = not ns
        if result:
            entry[0] = need
        else:
            entry[1] = need - 1
        return result

    def follow(
        ply: int, leader: int, present: int, led: int, win: int, win_seat: int, need: int
    ) -> bool:
        nodes[0] += 1
        if nodes[0] > limit:
            raise SolverLimitError(f"more than {limit} nodes searched")
        seat = (leader + ply) & 3
        hand = hands[seat]
        ns = not seat & 1
        for card in follows(hand, present ^ hand, seat, led, win, win_seat):
            bit = 1 << card
            hands[seat] = hand ^ bit
            # V-PLAY-5: the card wins so far if it tops the winning card's suit or trumps it
            if card // 13 == win // 13:
                new_win, new_seat = (card, seat) if card > win else (win, win_seat)
            elif bit & trump_mask:
                new_win, new_seat = card, seat
            else:
                new_win, new_seat = win, win_seat
            if ply == 3:
                result = boundary(new_seat, need - (not new_seat & 1))
            else:
                result = follow(ply + 1, leader, present, led, new_win, new_seat, need)
            hands[seat] = hand
            if result is ns:
                return ns
        return not ns

    def reps(own: int, others: int, suit: int) -> tuple[int, ...]:
        """One card of each run of equivalent cards of ``own`` in ``suit``, lowest first."""
        shift = 13 * suit
        key = (own >> shift & _SUIT_BITS) | (others >> shift & _SUIT_BITS) << 13 | suit << 26
        found = groups.get(key)
        return _groups(key) if found is None else found

    def leads(hand: int, others: int, partner: int) -> list[int]:
        """Leads: winners first, then low cards to partner's winners, then low cards, then
        the rest.
        """
        first: list[int] = []
        second: list[int] = []
        third: list[int] = []
        rest: list[int] = []
        for suit in (0, 1, 2, 3):
            mask = suit_masks[suit]
            if hand & mask:
                cards = reps(hand, others, suit)
                rivals = others & mask
                if rivals < 2 << cards[-1]:
                    first.append(cards[-1])
                    cards = cards[:-1]
                if cards:
                    if partner >> (rivals.bit_length() - 1) & 1:
                        second.append(cards[0])
                    else:
                        third.append(cards[0])
                    rest.extend(cards[1:])
        return first + second + third + rest

    def follows(
        hand: int, others: int, seat: int, led: int, win: int, win_seat: int
    ) -> Sequence[int]:
        """Follows (V-PLAY-4): the cheapest winners first unless partner wins, then low cards."""
        suited = hand & suit_masks[led]
        if suited:
            shift = 13 * led
            key = (suited >> shift) | (others >> shift & _SUIT_BITS) << 13 | led << 26
            cards = groups.get(key)
            if cards is None:
                cards = _groups(key)
            if win_seat == seat ^ 2 or win // 13 != led or win > cards[-1] or win < cards[0]:
                return cards
            return [card for card in cards if card > win] + [card for card in cards if card < win]
        lows: list[int] = []
        highs: list[int] = []
        for suit in (0, 1, 2, 3):
            if suit != trump and hand & suit_masks[suit]:
                cards = reps(hand, others, suit)
                lows.append(cards[0])
                highs.extend(cards[1:])
        if not hand & trump_mask:
            return lows + highs
        ruffs = reps(hand, others, trump)
        if win_seat == seat ^ 2:
            return lows + highs + list(ruffs)
        if win // 13 == trump:
            return [c for c in ruffs if c > win] + lows + highs + [c for c in ruffs if c < win]
        return list(ruffs) + lows + highs

    return _Search(boundary, follow, nodes)


def _bounds(
    entries: list[tuple[int, int, int]], hands: list[int], leader: int, left: int, trump: int
) -> list[int]:
    """Bounds of N–S's tricks from sure tricks, ``leader`` to lead (V-PLAY-5).

    The leader cashes his top cards suit by suit, or gives his partner the lead in a suit the
    partner tops and lets him cash his; in a trump contract that holds only while the other
    side has no trumps, or once the leader's top trumps have drawn them.  A run of top trumps
    in one hand always wins, whoever leads.
    """
    partner = leader ^ 2
    quick = 0  # sure tricks of the leader's side
    against = 0  # sure tricks of the other side
    trumps = (0, 0, 0, 0)
    if trump >= 0:
        mask = SUIT_MASKS[trump]
        trumps = (
            (hands[0] & mask).bit_count(),
            (hands[1] & mask).bit_count(),
            (hands[2] & mask).bit_count(),
            (hands[3] & mask).bit_count(),
        )
        top_seat, top_run = entries[trump][1], entries[trump][2]
        longest = max(trumps[(leader + 1) & 3], trumps[partner], trumps[(leader + 3) & 3])
        if (top_seat == leader and top_run >= longest) or not longest:
            quick = trumps[leader] + sum(
                entry[2]
                for suit, entry in enumerate(entries)
                if entry[1] == leader and suit != trump
            )
        else:
            if top_seat in (leader, partner):
                quick = top_run
            else:
                against = top_run
            # one side suit cashed while nobody ruffs: as many rounds as every opponent with
            # trumps can follow, and partner can follow or discard without trumping
            cash = 0
            for suit, entry in enumerate(entries):
                if entry[1] == leader and suit != trump:
                    mask = SUIT_MASKS[suit]
                    rounds = entry[2]
                    for seat in (leader ^ 1, leader ^ 3):
                        if trumps[seat]:
                            rounds = min(rounds, (hands[seat] & mask).bit_count())
                    if trumps[partner] and (hands[partner] & mask).bit_count() < rounds:
                        rounds = min(rounds, left - trumps[partner])
                    cash = max(cash, rounds)
            quick += cash
    else:
        quick = sum(entry[2] for entry in entries if entry[1] == leader)
    if trumps[leader] + trumps[leader ^ 1] + trumps[leader ^ 3] == 0:
        # lead to partner's top card, then cash partner's winners
        hand = hands[leader]
        for suit, entry in enumerate(entries):
            if entry[1] == partner and hand & SUIT_MASKS[suit]:
                cash = trumps[partner] + sum(
                    entry[2]
                    for suit, entry in enumerate(entries)
                    if entry[1] == partner and suit != trump
                )
                quick = max(quick, cash)
                break
    if leader & 1:
        return [against, left - quick, -1]
    return [quick, left - against, -1]


def solve_python(position: Position, node_limit: int | None = None) -> dict[Card, int]:
    """:func:`solve` by a pure-Python search, fine up to about eight cards a hand.

    Zero-window alpha-beta searches on N–S's trick count share a transposition table keyed at
    trick boundaries by relative ranks; equivalent cards are searched once, likely winners
    first, and sure tricks bound each trick boundary.

    :raises SolverLimitError: more than ``node_limit`` nodes searched.
    """
    legal = position.legal_cards()
    if not legal:
        return {}
    hands = list(position.hands)
    trump = -1 if position.trump is None else int(position.trump)
    search = _search(hands, trump, (1 << 62) if node_limit is None else node_limit)
    leader = int(position.leader)
    seat = int(position.to_act)
    ply = len(position.trick)
    hand = hands[seat]
    left = hand.bit_count()
    present = hands[0] | hands[1] | hands[2] | hands[3]
    led = win = win_seat = 0
    for steps, played in enumerate(position.trick):
        present |= played.bit
        if not steps or _beats(played.index, win, trump):  # V-PLAY-5
            win, win_seat = played.index, (leader + steps) & 3
    if position.trick:
        led = position.trick[0].suit

    def reaches(card: int, need: int) -> bool:
        """Whether N–S take ``need`` tricks once ``card`` is played."""
        if not ply:
            return search.follow(1, leader, present, card // 13, card, seat, need)
        new_win, new_seat = (card, seat) if _beats(card, win, trump) else (win, win_seat)
        if ply == 3:
            return search.boundary(new_seat, need - (not new_seat & 1))
        return search.follow(ply + 1, leader, present, led, new_win, new_seat, need)

    legal_mask = 0
    for legal_card in legal:
        legal_mask |= legal_card.bit
    values: dict[Card, int] = {}
    guess = left // 2
    for suit in range(4):
        shift = 13 * suit
        for run in _runs(legal_mask >> shift & _SUIT_BITS, (present ^ hand) >> shift & _SUIT_BITS):
            card = shift + run.bit_length() - 1
            hands[seat] = hand ^ 1 << card
            # the most N–S tricks reachable, stepping from the last card's value
            if reaches(card, guess):
                while guess < left and reaches(card, guess + 1):
                    guess += 1
            else:
                guess -= 1
                while not reaches(card, guess):
                    guess -= 1
            hands[seat] = hand
            for equal in cards_of_mask(run << shift):
                values[equal] = left - guess if seat & 1 else guess
    return {card: values[card] for card in legal}


def _beats(card: int, win: int, trump: int) -> bool:
    """Whether ``card`` beats the card winning the trick so far (V-PLAY-5)."""
    if card // 13 == win // 13:
        return card > win
    return card // 13 == trump
