"""Whist's card play by Monte Carlo: the layouts the seat cannot tell apart, valued on the sheet.

The seat deals the cards it cannot see many times over, each layout consistent with its view
(:mod:`wint.ai.whist.knowledge`: its hand, the dummies it sees, the turned card in the
dealer's hand until he plays it, the cards played, the voids shown), solves each double dummy
— Whist's play is bridge play without a contract: follow suit, trumping optional, the turned
suit or no trump — and plays the card with the best average worth for its side on the sheet
(:mod:`wint.ai.whist.values`), the conventions' card among equals
(:func:`wint.ai.montecarlo.best_card`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.layouts import Layout, NoLayoutError
from wint.ai.montecarlo import CardChoice, best_card
from wint.ai.sampling import sample_layouts
from wint.ai.whist.knowledge import knowledge
from wint.ai.whist.play import advise_card
from wint.ai.whist.values import deal_values
from wint.core.cards import Card
from wint.core.seats import Side
from wint.games.whist.actions import Phase
from wint.games.whist.view import SeatView

__all__ = ["choose_card"]


def _layouts(view: SeatView, samples: int, rng: random.Random) -> list[Layout]:
    """``samples`` layouts consistent with the view; if its voids cannot all be true (a
    revoke nobody saw, in table-rules mode), consistent with the rest."""
    known = knowledge(view)
    try:
        return sample_layouts(known, view.hand.mask, samples, rng)
    except NoLayoutError:
        return sample_layouts(replace(known, voids=(0, 0, 0, 0)), view.hand.mask, samples, rng)


def choose_card(
    view: SeatView,
    situation: Situation,
    samples: int,
    rng: random.Random,
    stop: Callable[[], bool] | None = None,
) -> CardChoice:
    """The card with the best expected worth on the sheet over ``samples`` layouts, for the
    seat on turn (the view's own, or the dummy its player plays).

    ``stop`` is asked after each batch of layouts is solved: once it says so the layouts
    solved so far decide; at least one batch is.

    :raises ValueError: this view's player is not on turn in the play.
    """
    legal = [action for action in view.legal_actions if isinstance(action, Card)]
    seat = view.to_act
    if view.phase is not Phase.PLAY or not legal or seat is None:
        raise ValueError("not this seat's card")
    if len(legal) == 1:
        return CardChoice(Advice(legal[0], "W-PLAY-2", AdviceReason.ONLY_CARD), {legal[0]: 0.0}, 0)
    convention = advise_card(view)
    side = seat.side
    won = view.tricks_won[side]
    trick = tuple(card for _, card in view.current_trick)
    leader = view.current_trick[0][0] if trick else seat
    values = deal_values(view.rules, situation, side, view.dealer, view.trump)
    # ``values`` go by the tricks of N–S, who take 13 - (won + tricks) if this side is E–W
    tail = values[won:] if side is Side.NS else values[::-1][won:]
    layouts = _layouts(view, samples, rng)
    return best_card(legal, view.trump, leader, trick, layouts, lambda _: tail, convention, stop)
