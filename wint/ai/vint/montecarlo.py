"""Vint's card play by Monte Carlo: layouts that explain the auction, valued by the Vint score.

The seat deals the cards it cannot see many times over, consistently with what it knows
(:mod:`wint.ai.vint.inference`, :mod:`wint.ai.sampling`) and, where it can, with the calls the
other seats made (layouts in which the conventions would not have bid as they did are set
aside), solves each layout double dummy and plays the card with the best average **Vint
score** for its side (:func:`wint.ai.montecarlo.best_card`) — not the most tricks: a contract
made or failed, 1000 × level per undertrick, the slam thresholds and the game or rubber at
stake weigh what a trick is worth (architecture §4).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.layouts import Layout, NoLayoutError
from wint.ai.montecarlo import CardChoice, best_card
from wint.ai.sampling import sample_layouts
from wint.ai.vint.bidding import advise_call
from wint.ai.vint.inference import knowledge
from wint.ai.vint.play import advise_card
from wint.core.cards import Card, CardSet, Suit
from wint.core.deal import deal_from_seed
from wint.core.seats import SEATS, SIDES, Seat, Side
from wint.games.vint.calls import Call
from wint.games.vint.contract import Contract
from wint.games.vint.ledger import Rubber
from wint.games.vint.result import DealResult, Holdings
from wint.games.vint.rules import PassedOut, RuleSet
from wint.games.vint.state import DealState, Phase
from wint.games.vint.view import SeatView

__all__ = ["choose_card", "deal_values"]

# Layouts drawn, at most, per layout wanted, in search of ones whose auction the
# conventions would have bid (see :func:`_auction_checks`).
_DRAWS_PER_SAMPLE = 8


@lru_cache(maxsize=4096)
def deal_values(
    rules: RuleSet,
    contract: Contract | None,
    situation: Situation,
    side: Side,
    counts: Holdings | None = None,
) -> tuple[float, ...]:
    """The deal's worth to ``side`` (its points minus the other side's) for every number of
    tricks N–S may end with, 0 … 13: the deal's own entries, and the game and rubber it may
    finish, scored by the ledger from the table's running totals (V-PART).  With ``counts``
    (the trump honours and aces of a layout) the honours count too, for with the aces split
    2–2 they go to the side with леве (V-HON-5), so tricks decide them."""
    games = tuple(s for s in SIDES for _ in range(situation.games[s]))
    rubber = Rubber(rules, situation.running, situation.running, games_won=games)
    values = []
    for tricks_ns in range(14):
        if contract is None and rules.passed_out is not PassedOut.RASPASOVKA:
            values.append(0.0)
            continue
        scored = rubber.add(0, DealResult(contract, tricks_ns, counts)).deals[-1]
        points = [scored.below[0], scored.below[1]]
        for entry in scored.above:
            points[entry.side] += entry.points
        values.append(float(points[side] - points[side.other]))
    return tuple(values)


def _honour_counts(hands: Layout, played: tuple[int, ...], trump: Suit | None) -> Holdings:
    """The trump honours and aces each side held as dealt in a layout (V-HON-1)."""
    dealt = tuple(CardSet(hands[s] | played[s]) for s in range(4))
    counts = Holdings.from_hands(dealt, trump)
    return Holdings(counts.honours, counts.aces)


@lru_cache(maxsize=64)
def _auction_checks(
    calls: tuple[tuple[Seat, Call], ...], dealer: Seat, rules: RuleSet, observer: Seat
) -> tuple[tuple[Seat, SeatView, Call], ...]:
    """Every call of the auction made by another seat when it had a choice, as (seat, its
    view then with no hand, the call): a sampled hand is replaced into the view and the
    conventions asked what they would have called.  The views' public part (the calls
    before, the legal calls) does not depend on the hands, so any deal replays them."""
    state = DealState.new(deal_from_seed(0, 0, dealer), dealer, rules)
    checks = []
    for seat, call in calls:
        if seat is not observer and len(state.legal_actions()) > 1:
            checks.append((seat, state.view(seat), call))
        state = state.apply(call, seat)
    return tuple(checks)


def _bid_as_dealt(
    checks: tuple[tuple[Seat, SeatView, Call], ...],
    layout: Layout,
    played: tuple[int, ...],
    situation: Situation,
) -> bool:
    """True if the conventions, given the layout's hands as dealt, make every call the
    other seats made (the players the computer models bid by them: rules/vint.md §5)."""
    for seat, template, call in checks:
        hand = CardSet(layout[seat] | played[seat])
        if advise_call(replace(template, hand=hand, dealt=hand), situation).action != call:
            return False
    return True


def _layouts(
    view: SeatView,
    situation: Situation,
    samples: int,
    rng: random.Random,
    played: tuple[int, ...],
) -> list[Layout]:
    """``samples`` layouts consistent with what the seat knows (``played``: the cards each
    seat has played), preferring those in which
    the other seats' calls are the ones the conventions make with their hands (rejection
    sampling: uniform over the layouts that explain the auction).  Layouts are drawn
    ``samples`` at a time, at most ``_DRAWS_PER_SAMPLE`` times as many as wanted; when too
    few of them explain the auction (a human bidding otherwise, or a rare holding), the
    others fill up, in the order drawn.
    """
    known = knowledge(view)
    try:
        sample_layouts(known, view.hand.mask, 0, rng)
    except NoLayoutError:
        known = knowledge(view, use_auction=False)
    # The conventions explain the calls of four players; with dummies (§4.1) the sides bid
    # from two hands, so no call is checked.
    checks = () if view.dummies else _auction_checks(view.calls, view.dealer, view.rules, view.seat)
    if not checks:
        return sample_layouts(known, view.hand.mask, samples, rng)
    kept: list[Layout] = []
    rest: list[Layout] = []
    for _ in range(_DRAWS_PER_SAMPLE):
        for layout in sample_layouts(known, view.hand.mask, samples, rng):
            if _bid_as_dealt(checks, layout, played, situation):
                kept.append(layout)
                if len(kept) == samples:
                    return kept
            elif len(rest) < samples:
                rest.append(layout)
    return kept + rest[: samples - len(kept)]


def choose_card(
    view: SeatView,
    situation: Situation,
    samples: int,
    rng: random.Random,
    stop: Callable[[], bool] | None = None,
) -> CardChoice:
    """The card with the best expected Vint score over ``samples`` layouts.

    ``stop`` is asked after each batch of layouts is solved: once it says so (a time cap
    in the GUI, or the move was taken back) the layouts solved so far decide; at least one
    batch is.

    :raises ValueError: the seat is not on turn in the play.
    """
    legal = [a for a in view.legal_actions if isinstance(a, Card)]
    if view.phase is not Phase.PLAY or not legal:
        raise ValueError("not this seat's card")
    fallback = advise_card(view)
    if len(legal) == 1:
        return CardChoice(Advice(legal[0], "V-PLAY-4", AdviceReason.ONLY_CARD), {legal[0]: 0.0}, 0)
    side = view.side
    won = view.tricks_won[side]
    trump = view.contract.trump if view.contract is not None else None
    leader = view.to_act.after(-len(view.current_trick)) if view.to_act is not None else view.seat
    trick = tuple(card for _, card in view.current_trick)
    played = tuple(view.played_by(seat).mask for seat in SEATS)
    layouts = _layouts(view, situation, samples, rng, played)

    def worth(hands: Layout) -> tuple[float, ...]:
        """The side's worth of each number of tricks it takes from here on."""
        counts = _honour_counts(hands, played, trump)
        values = deal_values(view.rules, view.contract, situation, side, counts)
        # ``values`` go by the tricks of N–S, who take 13 - (won + tricks) if this side is E–W
        return values[won:] if side is Side.NS else values[::-1][won:]

    return best_card(legal, trump, leader, trick, layouts, worth, fallback, stop)
