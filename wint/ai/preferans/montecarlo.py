"""Preferans's card play by Perfect-Information Monte Carlo: the layouts the seat cannot tell
apart, each solved double dummy (:mod:`wint.ai.preferans.solver`).

The seat deals the cards it cannot see many times over, each layout consistent with its view
(:mod:`wint.ai.preferans.knowledge`), solves each for the declarer's tricks after every legal
card, and plays the card with the best total worth for its side: the declarer's tricks, with
a bonus of :data:`STEP` tricks for making the contract (a failed contract costs more than a
trick: P-SC-4, P-SC-5), which the declarer maximises and the defenders minimise; on a misère the
declarer's tricks with the bonus for taking any, which he minimises and the catchers
maximise; a misère's catchers solve a quarter of the layouts (:data:`MISERE_SHARE`), and a
decision's search is bounded in the solver's nodes (:data:`NODES_PER_LAYOUT`).  A
seat that sees all three hands (the misère player once the catchers' hands lie
open, P-PLAY-4; the declarer against an open whist, P-WH-6) solves the one layout there is.
Among cards of equal worth the basic player's card wins (:mod:`wint.ai.preferans.play`), else
the lowest.  An all-pass deal (P-RASP) is not solved: the caller plays it as basic does.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final

from wint.ai.advice import Advice, AdviceReason
from wint.ai.layouts import Knowledge, Layout, NoLayoutError
from wint.ai.preferans.knowledge import knowledge, relaxed
from wint.ai.preferans.play import advise_card
from wint.ai.preferans.solver import PrefPosition, PrefSolver
from wint.ai.sampling import sample_layouts
from wint.core.cards import Card
from wint.games.preferans.view import PrefView

__all__ = ["BATCH", "MISERE_SHARE", "NODES_PER_LAYOUT", "STEP", "choose_card"]

#: The worth, in tricks, of the contract made (a misère caught) beside the tricks themselves.
STEP: Final = 2.0
#: Layouts solved between two questions to ``stop``.
BATCH: Final = 4
#: The search a decision may spend, in solver nodes per layout asked for (about 11 ms per
#: thousand nodes on the development VM): once the layouts solved have searched that much
#: the ones solved so far decide, so a heavy opening lead does not stall the table.  A
#: budget in nodes, not seconds, keeps a decision a function of the view and the seed.
NODES_PER_LAYOUT: Final = 6000
#: A misère's catchers solve this share of the layouts (a misère is solved about six times
#: slower than a trick contract: ``wint bench solver``), at least a batch.
MISERE_SHARE: Final = 4


def _layouts(known: Knowledge, own: int, samples: int, rng: random.Random) -> list[Layout]:
    """``samples`` layouts consistent with ``known``; without the bidding's inference when
    nothing meets it."""
    try:
        return sample_layouts(known, own, samples, rng)
    except NoLayoutError:
        return sample_layouts(relaxed(known), own, samples, rng)


def choose_card(
    view: PrefView, samples: int, rng: random.Random, stop: Callable[[], bool] | None = None
) -> Advice[Card]:
    """The card with the best worth for the side of the hand on turn over ``samples`` layouts
    (one when the view shows every hand), in a contract's play.

    ``stop`` is asked after each batch of :data:`BATCH` layouts: once it says so, or once the
    search has spent its budget (:data:`NODES_PER_LAYOUT`), the layouts solved so far decide;
    at least one batch is.

    :raises ValueError: not a contract's card for this view's player.
    """
    legal = [action for action in view.legal_actions if isinstance(action, Card)]
    contract, declarer, seat = view.contract, view.declarer, view.to_act
    if not legal or contract is None or declarer is None or seat is None:
        raise ValueError("not a contract's card for this seat")
    basic = advise_card(view)
    if len(legal) == 1:
        return basic
    known = knowledge(view)
    own = view.hand.mask
    if not known.hidden:
        layouts: Sequence[Layout] = [(*_known_hands(known, own), 0)]
    else:
        if contract.misere:
            samples = max(BATCH, samples // MISERE_SHARE)
        layouts = _layouts(known, own, samples, rng)
    trick = view.current_trick
    leader = view.active.index(trick[0][0] if trick else seat)
    trump = None if contract.strain is None else contract.strain.trump
    level = 1 if contract.misere else contract.level

    def worth(tricks: int) -> float:
        return tricks + STEP * (tricks >= level)

    totals = dict.fromkeys(legal, 0.0)
    budget, nodes = NODES_PER_LAYOUT * len(layouts), 0
    for start in range(0, len(layouts), BATCH):
        for layout in layouts[start : start + BATCH]:
            position = PrefPosition(
                (layout[0], layout[1], layout[2]),
                trump,
                view.active.index(declarer),
                leader,
                tuple(card for _, card in trick),
                contract.misere,
            )
            solver = PrefSolver(position)
            for card, tricks in solver.card_values().items():
                totals[card] += worth(tricks)
            nodes += solver.nodes
        if nodes > budget or (stop is not None and stop()):
            break
    # the declarer wants most worth at a trick contract and least at misère; a defender the
    # opposite: one sign for both
    sign = 1.0 if (seat == declarer) != contract.misere else -1.0
    best = max(sign * total for total in totals.values())
    tied = [card for card, total in totals.items() if sign * total >= best - 1e-9]
    if basic.action in tied:
        return basic
    card = min(tied, key=lambda c: (c.rank, c.suit))
    return Advice(card, "PIMC", AdviceReason.BEST_EXPECTED_SCORE)


def _known_hands(known: Knowledge, own: int) -> tuple[int, int, int]:
    """The three active hands when the view shows them all."""
    hands = [0, 0, 0]
    hands[known.seat] = own
    for place, mask in known.exposed:
        hands[place] = mask
    return hands[0], hands[1], hands[2]
