"""Perfect-Information Monte Carlo card play for any game (the method of GIB, Jack and BEN).

A seat imagines layouts of the cards it cannot see (:mod:`wint.ai.sampling`), solves each
double dummy (:mod:`wint.ai.solver`) and plays the card with the best average worth: a
game gives, for each layout, what every number of tricks its side may still take is worth
to it (Vint: the score of the deal, the game and the rubber), not the tricks themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from wint.ai.advice import Advice, AdviceReason
from wint.ai.layouts import Layout
from wint.ai.solver import Position, solve_many
from wint.core.cards import Card, Suit
from wint.core.seats import Seat

__all__ = ["BATCH", "CardChoice", "best_card"]

#: Layouts solved in one batch (DDS spreads a batch over its threads); ``stop`` is asked
#: between batches.
BATCH = 8


@dataclass(frozen=True, slots=True)
class CardChoice:
    """The card chosen, every candidate's expected score for the side, and how many layouts
    were solved."""

    advice: Advice[Card]
    expected: dict[Card, float]
    samples: int


def best_card(
    legal: Sequence[Card],
    trump: Suit | None,
    leader: Seat,
    trick: tuple[Card, ...],
    layouts: Sequence[Layout],
    worth: Callable[[Layout], Sequence[float]],
    convention: Advice[Card],
    stop: Callable[[], bool] | None = None,
) -> CardChoice:
    """The legal card with the best average worth over ``layouts``, each solved double dummy
    from the trick ``leader`` led (``trick``: its cards so far) in the strain ``trump``.

    ``worth(layout)`` gives the side's worth of each number of tricks it takes from the
    current trick on.  Among the cards of equal worth the most tricks on average win (a trick
    the worth does not reward yet still costs nothing to take), then the ``convention``'s
    card, else the lowest.  ``stop`` is asked after each batch of :data:`BATCH` layouts is
    solved: once it says so the layouts solved so far decide; at least one batch is.
    """
    totals = dict.fromkeys(legal, 0.0)
    trick_totals = dict.fromkeys(legal, 0)
    solved_count = 0
    for start in range(0, len(layouts), BATCH):
        chunk = layouts[start : start + BATCH]
        batch = [Position(h, trump, leader, trick) for h in chunk]
        for hands, solved in zip(chunk, solve_many(batch), strict=True):
            values = worth(hands)
            for card, tricks in solved.items():
                totals[card] += values[tricks]
                trick_totals[card] += tricks
            solved_count += 1
        if stop is not None and stop():
            break
    expected = {card: total / max(1, solved_count) for card, total in totals.items()}
    best = max(expected.values())
    tied = [card for card, value in expected.items() if value >= best - 1e-9]
    most = max(trick_totals[card] for card in tied)
    tied = [card for card in tied if trick_totals[card] == most]
    if convention.action in tied:
        choice = convention
    else:
        card = min(tied, key=lambda c: (c.rank, c.suit))
        choice = Advice(card, "PIMC", AdviceReason.BEST_EXPECTED_SCORE)
    return CardChoice(choice, expected, solved_count)
