"""Layouts of the unseen cards, drawn uniformly from those consistent with a seat's knowledge.

:func:`sample_layouts` deals the cards a seat cannot see among the other three seats so
that every seat gets exactly its number of cards, no seat gets a card of a suit it has shown
out of, and every :class:`~wint.ai.inference.Bound` holds.

The method is exact, with no rejection:

1. The unseen cards are split into *classes* of interchangeable cards: two cards are in the
   same class when the same seats may hold them (the seats not void in their suit) and
   they belong to the same bound sets.  There are only a few classes (typically 1–8).
2. A layout is then described, up to permutations inside classes, by how many cards of
   each class each seat gets; the number of card layouts behind such a *split* is the
   product over classes of the multinomial coefficients ``n! / (a! b! c!)``.
3. The number of completions is counted exactly by dynamic programming over the classes
   (state: the hand sizes still to fill and the running count of each bound not yet
   closed; a bound is checked as soon as its last class is dealt).
4. A split is drawn class by class, each choice with probability proportional to its
   multinomial weight times the number of completions, using exact integer arithmetic
   (``rng.randrange`` over the exact total); then the cards of each class are shuffled
   and handed out in the chosen numbers.

Every consistent layout therefore has the same probability: the draw is uniform with no
approximation beyond the quality of ``random.Random`` (and the shuffle's sort on random
float keys, which could only matter if two 53-bit keys tied, a chance of about 2**-45 a
layout).  Every draw is accepted and nothing is retried, however tight the constraints.  If
no layout exists, :class:`NoLayoutError` is raised at once.  The same ``rng`` state gives
the same layouts.

Cost: counting takes a fraction of a millisecond for real positions (a few milliseconds with
six or more bounds at the start of the play), then about 15 µs a layout.  The counts of the
last few knowledges are cached (:func:`count_layouts`, which ``knowledge()`` calls to check
that its bounds can be met, and the draws that follow share them).

>>> import random
>>> from wint.ai.inference import Knowledge
>>> from wint.core.seats import Seat
>>> hearts = 0x1FFF << 39
>>> known = Knowledge(Seat.N, hearts, (0, 5, 4, 4), (0, 0, 0, 0), ())
>>> layout = sample_layouts(known, 0, 1, random.Random(1))[0]
>>> [bin(hand).count("1") for hand in layout]
[0, 5, 4, 4]
"""

from __future__ import annotations

import random
from bisect import bisect_right
from functools import cache, lru_cache
from math import factorial
from typing import Final

from wint.ai.inference import Knowledge
from wint.core.cards import SUIT_MASKS
from wint.core.seats import SEATS

__all__ = ["Layout", "NoLayoutError", "count_layouts", "sample_layouts"]

#: The remaining hands of N, E, S and W, as card masks.
Layout = tuple[int, int, int, int]

_FACT: Final = tuple(factorial(n) for n in range(53))

# A class split: cards to the three other seats, and its number of card layouts.
_Split = tuple[int, int, int, int]
# The splits of a class that can be completed, with the running total of their weights.
_Choice = tuple[list[int], list[tuple[_Split, tuple[int, ...]]]]
# A bound as the dynamic programme sees it: (index in the state, seat 0-2, low, high,
# index of its last class).
_BoundSpec = tuple[int, int, int, int, int]


class NoLayoutError(ValueError):
    """No layout of the unseen cards is consistent with the knowledge."""


class _Plan:
    """The classes of a knowledge, the exact completion counts, and draws from them."""

    __slots__ = (
        "_choices",
        "_memo",
        "bits",
        "bounds_at",
        "last_allowed",
        "nbounds",
        "observer",
        "own",
        "seats",
        "sizes",
        "splits",
    )

    def __init__(self, known: Knowledge, own: int) -> None:
        observer = known.seat
        unseen = known.unseen
        if own & unseen:
            raise NoLayoutError("the observer's cards are among the unseen")
        if own.bit_count() != known.counts[observer]:
            raise NoLayoutError("the observer's hand size does not match its cards")
        seats = tuple(seat for seat in SEATS if seat is not observer)
        self.seats = seats
        self.observer = observer
        self.own = own
        if sum(known.counts[seat] for seat in seats) != unseen.bit_count():
            raise NoLayoutError("the hand sizes do not add up to the unseen cards")
        if known.voids[observer] and any(
            known.voids[observer] >> s & 1 and own & SUIT_MASKS[s] for s in range(4)
        ):
            raise NoLayoutError("the observer holds a suit it is known void in")
        # Bounds: the observer's are checked against its hand; the others go to the DP.
        sets: list[int] = []
        raw: list[tuple[int, int, int, int]] = []  # set index, seat 0-2, low, high
        for bound in known.bounds:
            if bound.seat is observer:
                if not bound.holds(own):
                    raise NoLayoutError(f"the observer's hand breaks a bound ({bound.reason})")
                continue
            cards = bound.cards & unseen
            position = seats.index(bound.seat)
            size = known.counts[bound.seat]
            high = min(bound.high, size, cards.bit_count())
            if bound.low > high:
                raise NoLayoutError(f"an impossible bound ({bound.reason})")
            if bound.low == 0 and high >= min(size, cards.bit_count()):
                continue  # says nothing
            if cards not in sets:
                sets.append(cards)
            raw.append((sets.index(cards), position, bound.low, high))
        # Classes: same seats allowed, same bound sets.
        classes: dict[tuple[int, int], int] = {}
        for suit in range(4):
            allowed = sum(
                1 << i for i, seat in enumerate(seats) if not known.voids[seat] >> suit & 1
            )
            parts = [(unseen & SUIT_MASKS[suit], 0)]
            for index, cards in enumerate(sets):
                parts = [
                    piece
                    for mask, signature in parts
                    for piece in (
                        (mask & cards, signature | 1 << index),
                        (mask & ~cards, signature),
                    )
                    if piece[0]
                ]
            for mask, signature in parts:
                if not mask:
                    continue  # none of the suit is unseen
                key = (allowed, signature)
                classes[key] = classes.get(key, 0) | mask
        if any(allowed == 0 for allowed, _ in classes):
            raise NoLayoutError("some unseen cards can go to no seat")
        # Deal the largest class last (its split is forced by the sizes left).
        order = sorted(classes.items(), key=lambda item: (item[1].bit_count(), item[1]))
        self.bits = [_bits(mask) for _, mask in order]
        # Every split of each class but the last, whose split the sizes left decide.
        self.splits = [_splits(mask.bit_count(), allowed) for (allowed, _), mask in order[:-1]]
        self.last_allowed = order[-1][0][0] if order else 0
        last_of = [-1] * len(sets)
        for k, ((_, signature), _) in enumerate(order):
            for index in range(len(sets)):
                if signature >> index & 1:
                    last_of[index] = k
        self.bounds_at: list[list[_BoundSpec]] = [[] for _ in order]
        for b, (index, position, low, high) in enumerate(raw):
            for k, ((_, signature), _) in enumerate(order):
                if signature >> index & 1:
                    self.bounds_at[k].append((3 + b, position, low, high, last_of[index]))
        self.sizes = tuple(known.counts[seat] for seat in seats)
        self.nbounds = len(raw)
        self._memo: list[dict[tuple[int, ...], int]] = [{} for _ in order]
        self._choices: dict[tuple[int, tuple[int, ...]], _Choice] = {}

    def start(self) -> tuple[int, ...]:
        """The state before any class is dealt: the hand sizes, and no bound counted."""
        return self.sizes + (0,) * self.nbounds

    def step(self, k: int, state: tuple[int, ...], split: _Split) -> tuple[int, ...] | None:
        """The state after dealing class ``k`` as ``split``, or None if that breaks a rule."""
        a, b, c, _ = split
        if a > state[0] or b > state[1] or c > state[2]:
            return None
        after = [state[0] - a, state[1] - b, state[2] - c, *state[3:]]
        for index, position, low, high, last in self.bounds_at[k]:
            tally = after[index] + split[position]
            if tally > high:
                return None
            if last == k:
                if tally < low:
                    return None
                tally = 0  # closed: forget it so that states merge
            after[index] = tally
        return tuple(after)

    def moves(self, k: int, state: tuple[int, ...]) -> list[tuple[_Split, tuple[int, ...]]]:
        """The allowed splits of class ``k`` (not the last) from ``state``, each with the
        state it leads to.
        """
        if self.bounds_at[k]:
            step = self.step
            found = []
            for split in self.splits[k]:
                after = step(k, state, split)
                if after is not None:
                    found.append((split, after))
            return found
        s0, s1, s2 = state[0], state[1], state[2]
        rest = state[3:]
        return [
            (split, (s0 - split[0], s1 - split[1], s2 - split[2], *rest))
            for split in self.splits[k]
            if split[0] <= s0 and split[1] <= s1 and split[2] <= s2
        ]

    def count(self, k: int, state: tuple[int, ...]) -> int:
        """The number of card layouts of classes ``k`` onward from ``state``."""
        memo = self._memo[k]
        found = memo.get(state)
        if found is not None:
            return found
        total = 0
        if k == len(self.bits) - 1:
            split = self._forced(state)
            if split is not None and self.step(k, state, split) is not None:
                total = split[3]
        else:
            below = self._memo[k + 1]
            count = self.count
            for split, after in self.moves(k, state):
                completions = below.get(after)
                if completions is None:
                    completions = count(k + 1, after)
                total += split[3] * completions
        memo[state] = total
        return total

    def total(self) -> int:
        """The number of consistent layouts."""
        return self.count(0, self.start()) if self.bits else 1

    def _forced(self, state: tuple[int, ...]) -> _Split | None:
        """The one split of the last class that fills the hands, if it is allowed."""
        a, b, c = state[0], state[1], state[2]
        allowed = self.last_allowed
        if (a and not allowed & 1) or (b and not allowed & 2) or (c and not allowed & 4):
            return None
        fact = _FACT
        return (a, b, c, fact[a + b + c] // (fact[a] * fact[b] * fact[c]))

    def _choice(self, k: int, state: tuple[int, ...]) -> _Choice:
        """The splits of class ``k`` from ``state`` that can be completed, with the running
        total of their weights (weight = layouts of the class x completions).
        """
        cumulative: list[int] = []
        options: list[tuple[_Split, tuple[int, ...]]] = []
        total = 0
        count = self.count
        for split, after in self.moves(k, state):
            weight = split[3] * count(k + 1, after)
            if weight:
                total += weight
                cumulative.append(total)
                options.append((split, after))
        choice = self._choices[k, state] = (cumulative, options)
        return choice

    def draw(self, rng: random.Random) -> Layout:
        """One layout, uniform over the consistent ones."""
        state = self.start()
        hands = [0, 0, 0]
        last = len(self.bits) - 1
        choices = self._choices
        for k in range(last):
            choice = choices.get((k, state)) or self._choice(k, state)
            cumulative, options = choice
            split, state = options[bisect_right(cumulative, rng.randrange(cumulative[-1]))]
            _deal(self.bits[k], split, hands, rng)
        if last >= 0:
            forced = self._forced(state)
            if forced is None:  # pragma: no cover - the counts said it exists
                raise AssertionError("no completion where one was counted")
            _deal(self.bits[last], forced, hands, rng)
        layout = [self.own] * 4
        for seat, hand in zip(self.seats, hands, strict=True):
            layout[seat] = hand
        return (layout[0], layout[1], layout[2], layout[3])


def _bits(mask: int) -> list[int]:
    """The single-card masks of ``mask``, lowest first."""
    bits = []
    while mask:
        low = mask & -mask
        bits.append(low)
        mask ^= low
    return bits


@cache
def _splits(n: int, allowed: int) -> tuple[_Split, ...]:
    """Every way to give ``n`` cards to the allowed seats (bit ``i`` for seat ``i``), with
    its number of card layouts.
    """
    fact = _FACT
    result: list[_Split] = []
    for a in range(n + 1) if allowed & 1 else (0,):
        for b in range(n - a + 1) if allowed & 2 else (0,):
            c = n - a - b
            if c and not allowed & 4:
                continue
            result.append((a, b, c, fact[n] // (fact[a] * fact[b] * fact[c])))
    return tuple(result)


def _deal(bits: list[int], split: _Split, hands: list[int], rng: random.Random) -> None:
    """Hand out the cards of one class in the numbers of ``split``, in random order.

    The order is a sort on ``rng.random()`` keys, five times faster than
    ``rng.shuffle``; it is a uniform permutation unless two 53-bit keys tie (a chance of
    about 2**-45 for a whole layout).
    """
    a, b, c, _ = split
    n = len(bits)
    if a == n:
        hands[0] |= sum(bits)
    elif b == n:
        hands[1] |= sum(bits)
    elif c == n:
        hands[2] |= sum(bits)
    else:
        key = rng.random
        cards = sorted(bits, key=lambda _: key())
        hands[0] |= sum(cards[:a])
        hands[1] |= sum(cards[a : a + b])
        hands[2] |= sum(cards[a + b :])


@lru_cache(maxsize=32)
def _plan(knowledge: Knowledge, own: int) -> _Plan:
    """The plan of a knowledge, kept for a while: ``knowledge()`` checks that its bounds
    can be met, and the draws that follow reuse the counts.
    """
    return _Plan(knowledge, own)


def count_layouts(knowledge: Knowledge, own: int) -> int:
    """The exact number of layouts consistent with ``knowledge`` (0 if there is none)."""
    try:
        plan = _plan(knowledge, own)
    except NoLayoutError:
        return 0
    return plan.total()


def sample_layouts(knowledge: Knowledge, own: int, count: int, rng: random.Random) -> list[Layout]:
    """`count` layouts of the unseen cards: each a 4-tuple of remaining-hand masks by Seat
    (the observer's entry is `own`), every one consistent with counts, voids and bounds.

    Uniform over the consistent layouts, exactly (see the module doc); the same ``rng``
    state gives the same layouts.

    :raises NoLayoutError: the knowledge is contradictory (no layout exists).
    """
    plan = _plan(knowledge, own)
    if plan.total() == 0:
        raise NoLayoutError("no layout satisfies the voids, hand sizes and bounds")
    return [plan.draw(rng) for _ in range(count)]
