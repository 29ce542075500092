"""Layouts of the unseen cards, drawn uniformly from those consistent with a seat's knowledge.

:func:`sample_layouts` deals the cards a seat cannot see among the hidden hands so that every
hand gets exactly its number of cards, no hand gets a card of a suit it has shown out of, and
every :class:`~wint.ai.layouts.Bound` holds.

The method is exact, with no rejection.  The counts of :mod:`wint.ai.layouts` (the classes of
interchangeable cards and the completions of every state) weigh each choice: a split is
drawn class by class, each with probability proportional to its multinomial weight times the
number of completions, using exact integer arithmetic (``rng.randrange`` over the exact
total); then the cards of each class are shuffled and handed out in the chosen numbers.

Every consistent layout therefore has the same probability: the draw is uniform with no
approximation beyond the quality of ``random.Random`` (and the shuffle's sort on random
float keys, which could only matter if two 53-bit keys tied, a chance of about 2**-45 a
layout).  Every draw is accepted and nothing is retried, however tight the constraints.  If
no layout exists, :class:`~wint.ai.layouts.NoLayoutError` is raised at once.  The same
``rng`` state gives the same layouts.  A layout costs about 15 µs once the counts are known.

>>> import random
>>> from wint.ai.layouts import Knowledge
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

from wint.ai.layouts import Knowledge, Layout, NoLayoutError, Plan, Split, plan_of

__all__ = ["sample_layouts"]


def sample_layouts(knowledge: Knowledge, own: int, count: int, rng: random.Random) -> list[Layout]:
    """`count` layouts of the unseen cards: each a tuple of remaining-hand masks by hand
    (the observer's entry is `own`, a shown hand's its cards), every one consistent with
    counts, voids and bounds.

    Uniform over the consistent layouts, exactly (see the module doc); the same ``rng``
    state gives the same layouts.

    :raises NoLayoutError: the knowledge is contradictory (no layout exists).
    """
    plan = plan_of(knowledge, own)
    if plan.total() == 0:
        raise NoLayoutError("no layout satisfies the voids, hand sizes and bounds")
    return [_draw(plan, rng) for _ in range(count)]


def _draw(plan: Plan, rng: random.Random) -> Layout:
    """One layout, uniform over the consistent ones."""
    state = plan.start()
    hands = [0] * len(plan.hidden)
    last = len(plan.bits) - 1
    choices = plan.choices
    for k in range(last):
        cumulative, options = choices.get((k, state)) or plan.choice(k, state)
        split, state = options[bisect_right(cumulative, rng.randrange(cumulative[-1]))]
        _deal(plan.bits[k], split, hands, rng)
    if last >= 0:
        forced = plan.finals.get(state) or plan.forced(state)
        if forced is None:  # pragma: no cover - the counts said it exists
            raise AssertionError("no completion where one was counted")
        _deal(plan.bits[last], forced, hands, rng)
    layout = list(plan.template)
    for hidden, hand in zip(plan.hidden, hands, strict=True):
        layout[hidden] = hand
    return tuple(layout)


def _deal(bits: list[int], split: Split, hands: list[int], rng: random.Random) -> None:
    """Hand out the cards of one class in the numbers of ``split``, in random order.

    The order is a sort on ``rng.random()`` keys, five times faster than
    ``rng.shuffle``; it is a uniform permutation unless two 53-bit keys tie (a chance of
    about 2**-45 for a whole layout).
    """
    whole = split[-2]
    if whole >= 0:
        hands[whole] |= sum(bits)
        return
    key = rng.random
    cards = sorted(bits, key=lambda _: key())
    start = 0
    last = len(hands) - 1
    for i in range(last):
        end = start + split[i]
        hands[i] |= sum(cards[start:end])
        start = end
    hands[last] |= sum(cards[start:])
