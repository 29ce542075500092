"""What a seat knows of the cards it cannot see, and the exact count of the layouts it allows.

A :class:`Knowledge` says which cards are unseen, how many cards each hand still holds, the
suits each hand is known to be void in and :class:`Bound` s on how many cards of a set a hand
holds.  Hands are numbered ``0 … n-1``: Vint's are its four seats; another game numbers its
seats and, after them, a talon.  The observer's hand and any hand shown to it (a dummy's,
``exposed``) are known; the unseen cards lie in the other hands, the *hidden* ones, whatever
their number (three in Vint, two and a talon in a three-handed deal) and whatever the deck (a
card is its universal index ``13 * suit + rank``, so a 32-card deck is a subset of the mask).

Counting is exact, with no enumeration of the layouts (:class:`Plan`):

1. The unseen cards are split into *classes* of interchangeable cards: two cards are in the
   same class when the same hidden hands may hold them (those not void in their suit) and
   they belong to the same bound sets.  There are only a few classes (typically 1–8).
2. A layout is then described, up to permutations inside classes, by how many cards of
   each class each hidden hand gets; the number of card layouts behind such a *split* is the
   product over classes of the multinomial coefficients ``n! / (a! b! c! …)``.
3. The number of completions is counted exactly by dynamic programming over the classes
   (state: the hand sizes still to fill and the running count of each bound not yet
   closed; a bound is checked as soon as its last class is dealt).

Counting takes a fraction of a millisecond for real positions (a few milliseconds with six
or more bounds at the start of the play).  The plans of the last few knowledges are cached
(:func:`plan_of`): the inference checks that its bounds can be met (:func:`count_layouts`), and
the draws that follow (:mod:`wint.ai.sampling`) share the counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from math import factorial
from typing import Final

from wint.core.cards import SUIT_MASKS

__all__ = ["Bound", "Knowledge", "Layout", "NoLayoutError", "Plan", "count_layouts", "plan_of"]

#: The remaining hands of a layout, as card masks, by hand (Vint's: N, E, S and W).
Layout = tuple[int, ...]

FACT: Final = tuple(factorial(n) for n in range(53))

# A class split: the cards to each hidden hand, the hand that takes them all (-1 if none),
# then its number of card layouts.
Split = tuple[int, ...]
# The splits of a class that can be completed, with the running total of their weights.
Choice = tuple[list[int], list[tuple[Split, tuple[int, ...]]]]
# A bound as the dynamic programme sees it: (index of its tally, hidden hand, low, high,
# index of its last class).
_BoundSpec = tuple[int, int, int, int, int]


class NoLayoutError(ValueError):
    """No layout of the unseen cards is consistent with the knowledge."""


@dataclass(frozen=True, slots=True)
class Bound:
    """Hand ``seat`` still holds between ``low`` and ``high`` of the cards ``cards``."""

    seat: int  # a hand (Vint: a Seat)
    cards: int  # a set of unseen cards (mask): a suit's remaining cards, the unseen aces …
    low: int  # the hand holds at least ``low`` of them
    high: int  # … and at most ``high``
    reason: str  # the game's code for the inference: named_suit, aces_for_no_trump, …

    def holds(self, hand: int) -> bool:
        """True if a remaining hand ``hand`` (mask) satisfies this bound."""
        return self.low <= (hand & self.cards).bit_count() <= self.high


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What a seat knows of the cards it cannot see."""

    seat: int  # the observer's hand (Vint: a Seat)
    unseen: int  # mask of the cards in the hidden hands
    counts: tuple[int, ...]  # cards each hand still holds (the observer's own included)
    voids: tuple[int, ...]  # per hand: bitmask over suits (1 << suit) known void
    bounds: tuple[Bound, ...]  # inferences, each on a hand's REMAINING cards
    exposed: tuple[tuple[int, int], ...] = ()  # (hand, its remaining cards) shown face up

    def allows(self, seat: int, hand: int) -> bool:
        """True if ``hand`` (a remaining-hand mask) is consistent with what is known of
        hand ``seat``: its size, its voids and its bounds (not that it is unseen).
        """
        if hand.bit_count() != self.counts[seat]:
            return False
        voids = self.voids[seat]
        for suit in range(4):
            if voids >> suit & 1 and hand & SUIT_MASKS[suit]:
                return False
        return all(b.holds(hand) for b in self.bounds if b.seat == seat)

    @property
    def hidden(self) -> tuple[int, ...]:
        """The hands the unseen cards lie in: neither the observer's nor shown."""
        shown = {hand for hand, _ in self.exposed}
        return tuple(h for h in range(len(self.counts)) if h != self.seat and h not in shown)


class Plan:
    """The classes of a knowledge and the exact number of completions of every state.

    A state is the hidden hands' sizes still to fill, then the running tally of each bound;
    ``choice`` gives the weighted splits of a class that the sampler draws from (kept in
    ``choices``), ``forced`` the last class's one split (kept in ``finals``).
    """

    __slots__ = (
        "_memo",
        "bits",
        "bounds_at",
        "choices",
        "finals",
        "hidden",
        "last_barred",
        "nbounds",
        "sizes",
        "splits",
        "template",
    )

    def __init__(self, known: Knowledge, own: int) -> None:
        shown = _known_hands(known, own)
        template = [0] * len(known.counts)
        for hand, cards in shown.items():
            template[hand] = cards
        self.template = tuple(template)
        hidden = known.hidden
        self.hidden = hidden
        if sum(known.counts[hand] for hand in hidden) != known.unseen.bit_count():
            raise NoLayoutError("the hand sizes do not add up to the unseen cards")
        sets, raw = _bound_sets(known, hidden, shown)
        order = _classes(known, hidden, sets)
        self.bits = [_bits(mask) for _, mask in order]
        # Every split of each class but the last, whose split the sizes left decide.
        self.splits = [
            _splits(mask.bit_count(), allowed, len(hidden)) for (allowed, _), mask in order[:-1]
        ]
        last_allowed = order[-1][0][0] if order else 0
        self.last_barred = [i for i in range(len(hidden)) if not last_allowed >> i & 1]
        last_of = [-1] * len(sets)
        for k, ((_, signature), _) in enumerate(order):
            for index in range(len(sets)):
                if signature >> index & 1:
                    last_of[index] = k
        self.bounds_at: list[list[_BoundSpec]] = [[] for _ in order]
        for b, (index, position, low, high) in enumerate(raw):
            for k, ((_, signature), _) in enumerate(order):
                if signature >> index & 1:
                    self.bounds_at[k].append((b, position, low, high, last_of[index]))
        self.sizes = tuple(known.counts[hand] for hand in hidden)
        self.nbounds = len(raw)
        self._memo: list[dict[tuple[int, ...], int]] = [{} for _ in order]
        self.choices: dict[tuple[int, tuple[int, ...]], Choice] = {}  # by class and state
        self.finals: dict[tuple[int, ...], Split | None] = {}  # the last class's, by state

    def start(self) -> tuple[int, ...]:
        """The state before any class is dealt: the hand sizes, and no bound counted."""
        return self.sizes + (0,) * self.nbounds

    def tally(self, k: int, tallies: tuple[int, ...], split: Split) -> tuple[int, ...] | None:
        """The bounds' tallies after dealing class ``k`` as ``split``, or None if that
        breaks a bound."""
        after = list(tallies)
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

    def moves(self, k: int, state: tuple[int, ...]) -> list[tuple[Split, tuple[int, ...]]]:
        """The allowed splits of class ``k`` (not the last) from ``state``, each with the
        state it leads to.
        """
        hands = len(self.sizes)
        rest = state[hands:]
        fitting: list[tuple[Split, tuple[int, ...]]]
        if hands == 3:  # three hidden hands, every deal of Vint: written out for speed
            s0, s1, s2 = state[0], state[1], state[2]
            fitting = [
                (split, (s0 - split[0], s1 - split[1], s2 - split[2]))
                for split in self.splits[k]
                if split[0] <= s0 and split[1] <= s1 and split[2] <= s2
            ]
        else:
            sizes = state[:hands]
            seats = range(hands)
            fitting = [
                (split, tuple(sizes[i] - split[i] for i in seats))
                for split in self.splits[k]
                if all(split[i] <= sizes[i] for i in seats)
            ]
        if not self.bounds_at[k]:
            return [(split, left + rest) for split, left in fitting]
        tally = self.tally
        found = []
        for split, left in fitting:
            tallies = tally(k, rest, split)
            if tallies is not None:
                found.append((split, left + tallies))
        return found

    def count(self, k: int, state: tuple[int, ...]) -> int:
        """The number of card layouts of classes ``k`` onward from ``state``."""
        memo = self._memo[k]
        found = memo.get(state)
        if found is not None:
            return found
        total = 0
        if k == len(self.bits) - 1:
            split = self.forced(state)
            hands = len(self.sizes)
            if split is not None and self.tally(k, state[hands:], split) is not None:
                total = split[-1]
        else:
            below = self._memo[k + 1]
            count = self.count
            for split, after in self.moves(k, state):
                completions = below.get(after)
                if completions is None:
                    completions = count(k + 1, after)
                total += split[-1] * completions
        memo[state] = total
        return total

    def total(self) -> int:
        """The number of consistent layouts."""
        return self.count(0, self.start()) if self.bits else 1

    def forced(self, state: tuple[int, ...]) -> Split | None:
        """The one split of the last class that fills the hands, if it is allowed; kept in
        ``finals``."""
        sizes = state[: len(self.sizes)]
        split: Split | None = _forced(sizes)
        for i in self.last_barred:
            if sizes[i]:
                split = None
                break
        self.finals[state] = split
        return split

    def choice(self, k: int, state: tuple[int, ...]) -> Choice:
        """The splits of class ``k`` from ``state`` that can be completed, with the running
        total of their weights (weight = layouts of the class x completions), kept in
        ``choices``.
        """
        cumulative: list[int] = []
        options: list[tuple[Split, tuple[int, ...]]] = []
        total = 0
        count = self.count
        for split, after in self.moves(k, state):
            weight = split[-1] * count(k + 1, after)
            if weight:
                total += weight
                cumulative.append(total)
                options.append((split, after))
        choice = self.choices[k, state] = (cumulative, options)
        return choice


def _known_hands(known: Knowledge, own: int) -> dict[int, int]:
    """The hands the observer sees, its own and the exposed ones, checked against the rest.

    :raises NoLayoutError: a known hand contradicts the knowledge.
    """
    shown = dict(known.exposed)
    shown[known.seat] = own
    seen = known.unseen
    for hand, cards in shown.items():
        if cards.bit_count() != known.counts[hand]:
            raise NoLayoutError("a known hand's size does not match its cards")
        if cards & seen:
            raise NoLayoutError("a known card is also unseen or in another hand")
        seen |= cards
        voids = known.voids[hand]
        if voids and any(voids >> s & 1 and cards & SUIT_MASKS[s] for s in range(4)):
            raise NoLayoutError("a known hand holds a suit it is known void in")
    return shown


def _bound_sets(
    known: Knowledge, hidden: tuple[int, ...], shown: dict[int, int]
) -> tuple[list[int], list[tuple[int, int, int, int]]]:
    """The card sets the bounds on hidden hands count, and each such bound as (set index,
    hidden hand, low, high); a known hand's bounds are checked against its cards.

    :raises NoLayoutError: a bound no layout can meet by itself.
    """
    unseen = known.unseen
    sets: list[int] = []
    raw: list[tuple[int, int, int, int]] = []
    for bound in known.bounds:
        if bound.seat in shown:
            if not bound.holds(shown[bound.seat]):
                raise NoLayoutError(f"a known hand breaks a bound ({bound.reason})")
            continue
        cards = bound.cards & unseen
        size = known.counts[bound.seat]
        high = min(bound.high, size, cards.bit_count())
        if bound.low > high:
            raise NoLayoutError(f"an impossible bound ({bound.reason})")
        if bound.low == 0 and high >= min(size, cards.bit_count()):
            continue  # says nothing
        if cards not in sets:
            sets.append(cards)
        raw.append((sets.index(cards), hidden.index(bound.seat), bound.low, high))
    return sets, raw


def _classes(
    known: Knowledge, hidden: tuple[int, ...], sets: list[int]
) -> list[tuple[tuple[int, int], int]]:
    """The classes of interchangeable unseen cards, as ((hidden hands allowed, bound sets),
    cards), the largest last (its split is forced by the sizes left).

    :raises NoLayoutError: some unseen cards can go to no hand.
    """
    unseen = known.unseen
    classes: dict[tuple[int, int], int] = {}
    for suit in range(4):
        allowed = sum(1 << i for i, hand in enumerate(hidden) if not known.voids[hand] >> suit & 1)
        parts = [(unseen & SUIT_MASKS[suit], 0)]
        for index, cards in enumerate(sets):
            parts = [
                piece
                for mask, signature in parts
                for piece in ((mask & cards, signature | 1 << index), (mask & ~cards, signature))
                if piece[0]
            ]
        for mask, signature in parts:
            if mask:  # else none of the suit is unseen
                key = (allowed, signature)
                classes[key] = classes.get(key, 0) | mask
    if any(allowed == 0 for allowed, _ in classes):
        raise NoLayoutError("some unseen cards can go to no hand")
    return sorted(classes.items(), key=lambda item: (item[1].bit_count(), item[1]))


def _bits(mask: int) -> list[int]:
    """The single-card masks of ``mask``, lowest first."""
    bits = []
    while mask:
        low = mask & -mask
        bits.append(low)
        mask ^= low
    return bits


def _weight(parts: tuple[int, ...]) -> int:
    """The number of ways to deal ``sum(parts)`` cards in hands of these sizes."""
    weight = FACT[sum(parts)]
    for part in parts:
        weight //= FACT[part]
    return weight


def _split(parts: tuple[int, ...]) -> Split:
    """The split giving ``parts`` cards to the hidden hands, with the hand that takes them all
    (-1 if none) and its number of card layouts."""
    n = sum(parts)
    whole = parts.index(n) if n in parts else -1
    return (*parts, whole, _weight(parts))


@lru_cache(maxsize=4096)
def _forced(sizes: tuple[int, ...]) -> Split:
    """The split that fills hidden hands of ``sizes`` (kept: every plan asks for many)."""
    return _split(sizes)


@cache
def _splits(n: int, allowed: int, hands: int) -> tuple[Split, ...]:
    """Every way to give ``n`` cards to the allowed hands (bit ``i`` for hidden hand ``i``
    of ``hands``), with its number of card layouts; the first hand's share varies slowest.
    """
    found: list[Split] = []

    def deal(parts: tuple[int, ...], left: int) -> None:
        i = len(parts)
        if i == hands - 1:
            if not left or allowed >> i & 1:
                found.append(_split((*parts, left)))
            return
        for part in range(left + 1) if allowed >> i & 1 else (0,):
            deal((*parts, part), left - part)

    deal((), n)
    return tuple(found)


@lru_cache(maxsize=32)
def plan_of(knowledge: Knowledge, own: int) -> Plan:
    """The plan of a knowledge given the observer's cards ``own``, kept for a while.

    :raises NoLayoutError: the knowledge contradicts itself or the known cards.
    """
    return Plan(knowledge, own)


def count_layouts(knowledge: Knowledge, own: int) -> int:
    """The exact number of layouts consistent with ``knowledge`` (0 if there is none)."""
    try:
        plan = plan_of(knowledge, own)
    except NoLayoutError:
        return 0
    return plan.total()
