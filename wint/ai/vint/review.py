"""The review of a Vint deal with every hand open: each card's double-dummy value, the mistakes.

Issue 7.5: each call and card in order, each card with its double-dummy value against the best
card, the mistakes, and the double-dummy table.  The steps are measured as in every game
(:mod:`wint.ai.review`); V-PLAY-8 limits even the review of the quitted tricks at the table,
this review comes after the deal.  Cards are measured up to the first revoke (table-rules
mode, V-REV), after which the positions break the rules the solver plays by.

Without endplay only positions of at most :data:`PYTHON_CARDS` cards a hand are measured, the
rest left unmeasured, and the table of a whole deal is ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from wint.ai import solver
from wint.ai.review import MISTAKE_TRICKS, PYTHON_CARDS, PlayReview, Step, review_play, solvable
from wint.ai.solver import Position, solve_many
from wint.ai.vint.claims import claimer_tricks
from wint.ai.vint.positions import position_of
from wint.core.deal import Deal
from wint.core.seats import SEATS, Seat
from wint.games.vint.calls import Strain
from wint.games.vint.contract import Contract
from wint.games.vint.state import DealState

__all__ = [
    "MISTAKE_TRICKS",
    "PYTHON_CARDS",
    "DDTable",
    "DealReview",
    "Step",
    "dd_table",
    "review_deal",
]

_STRAINS: Final = tuple(Strain)


@dataclass(frozen=True, slots=True)
class DDTable:
    """Double-dummy tricks of each declarer in each strain, the declarer's LHO leading
    (V-PLAY-2), out of ``cards`` tricks (13 for a whole deal).

    ``tricks[seat][strain]``: seats N, E, S, W; strains in Vint's order ♠ ♣ ♦ ♥ NT.
    """

    cards: int
    tricks: tuple[tuple[int, ...], ...]

    def tricks_for(self, declarer: Seat, strain: Strain) -> int:
        """The tricks ``declarer``'s side takes in ``strain``."""
        return self.tricks[declarer][strain]

    def level(self, declarer: Seat, strain: Strain) -> int:
        """The highest level that makes for ``declarer`` in ``strain`` (tricks − 6,
        V-BID-2), 0 if none; for a whole deal."""
        return max(0, self.tricks_for(declarer, strain) - 6)

    def makes(self, contract: Contract) -> bool:
        """Whether ``contract`` makes double dummy."""
        return self.tricks_for(contract.declarer, contract.strain) >= contract.tricks_needed


@dataclass(frozen=True, slots=True)
class DealReview(PlayReview[object]):
    """The review of a deal (:class:`~wint.ai.review.PlayReview`: its calls, cards and
    claims), the contract and the double-dummy table."""

    contract: Contract | None = None
    table: DDTable | None = None

    @property
    def contract_tricks(self) -> int | None:
        """The declaring side's double-dummy tricks in the contract, if known."""
        if self.contract is None or self.table is None:
            return None
        return self.table.tricks_for(self.contract.declarer, self.contract.strain)


def _sound_position(state: DealState) -> Position | None:
    """The position of ``state``, ``None`` after a revoke, while an exposed card lies on
    the table or while the play waits for a table-rules choice (V-REV, V-IRR)."""
    sound = state.revoke is None and state.waiting is None and not state.exposed
    return position_of(state) if sound else None


def review_deal(state: DealState, table: bool = True) -> DealReview:
    """Review the deal up to ``state`` (finished or not), all hands open (issue 7.5).

    ``table`` asks for the double-dummy table too (DDS: a tenth of a second to a second,
    varying with the deal).
    """
    steps = review_play(state.states(), _sound_position, claimer_tricks)
    return DealReview(steps, state.contract, dd_table(state.deal) if table else None)


def dd_table(hands: Deal | tuple[int, int, int, int]) -> DDTable | None:
    """The double-dummy table of a deal, or of an ending (card masks by seat, hands of equal
    size); ``None`` when no solver can do it (a whole deal without endplay).

    A whole deal goes to DDS's ``calc_dd_table``; an ending is solved position by position.
    """
    if isinstance(hands, Deal):
        if solver.endplay_available():
            return _table_endplay(hands)
        masks = (hands.hands[0].mask, hands.hands[1].mask, hands.hands[2].mask, hands.hands[3].mask)
    else:
        masks = hands
    positions = [
        Position(masks, strain.suit, declarer.lho) for declarer in SEATS for strain in _STRAINS
    ]
    if not solvable(positions[0]):
        return None
    cards = positions[0].tricks_left
    # the leader's side takes the best value; the declarer's side the rest
    values = iter(cards - max(values.values()) for values in solve_many(positions))
    return DDTable(cards, tuple(tuple(next(values) for _ in _STRAINS) for _ in SEATS))


def _table_endplay(deal: Deal) -> DDTable:
    """:func:`dd_table` of a whole deal by DDS (only whole deals: DDS counts an ending's
    tricks as if the missing cards were there)."""
    from endplay.dds import calc_dd_table
    from endplay.types import Denom, Player

    north, east, south, west = (hand.mask for hand in deal.hands)
    with solver.DDS_LOCK:
        result = calc_dd_table(
            solver._endplay_deal(Position((north, east, south, west), None, Seat.N))
        )
    denoms = (Denom.spades, Denom.clubs, Denom.diamonds, Denom.hearts, Denom.nt)
    return DDTable(
        13, tuple(tuple(result[denom, Player(int(seat))] for denom in denoms) for seat in SEATS)
    )
