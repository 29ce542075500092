"""The ledger: deals scored into games and rubbers, with the settlement (V-PART, V-PASS).

A :class:`Ledger` is an immutable value: :meth:`Ledger.add` returns a new ledger with one
more deal.  Deals follow each other through games and rubbers; a rubber ends when a side
has won two games, and the next deal opens a new one.

>>> from wint.games.vint.contract import Contract
>>> from wint.games.vint.result import DealResult
>>> ledger = Ledger().add(DealResult(Contract.parse("5H", "S"), 11))
>>> ledger.rubbers[0].games_won, ledger.rubbers[0].running
((<Side.NS: 0>,), (0, 0))
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from wint.core.rubbers import SideTotals
from wint.core.seats import SIDES, Seat, Side
from wint.games.vint.result import DealResult
from wint.games.vint.rules import (
    CrossValues,
    GameTieRule,
    PassedOut,
    RedealBy,
    RubberBonusMode,
    RuleSet,
)
from wint.games.vint.scoring import DealScore, Entry, EntryKind, score_deal

__all__ = [
    "Ledger",
    "Rubber",
    "ScoredDeal",
    "SideTotals",
    "cross_values",
    "next_dealer",
    "session_complete",
]


@dataclass(frozen=True, slots=True)
class ScoredDeal:
    """One deal on the sheet.

    ``below`` is what each side wrote below the line in this deal; ``above`` every entry
    above the line that this deal earned (game, rubber and crosses included, V-PART);
    ``running`` the current game's totals after the deal (the finished game's when this
    deal ended it); ``game_won_by`` the side that won a game with this deal.
    """

    index: int
    result: DealResult
    score: DealScore
    above: tuple[Entry, ...]
    running: tuple[int, int]
    game_won_by: Side | None
    cross: bool

    @property
    def below(self) -> tuple[int, int]:
        """Points written below the line in this deal, per side."""
        return self.score.below


def cross_values(rules: RuleSet, count: int) -> int:
    """What ``count`` crosses are worth to the rubber winner (V-PASS-2, V-PASS-3).

    >>> cross_values(RuleSet(), 4), cross_values(RuleSet(cross_values=CrossValues.WINDING), 4)
    (2000, 3500)
    """
    if rules.cross_values is CrossValues.FLAT:
        return 500 * count
    return sum(500 * (k % 3 + 1) for k in range(count))


@dataclass(frozen=True, slots=True)
class Rubber:
    """A rubber: its deals, the games won, and the running totals of the game in progress."""

    rules: RuleSet
    start: tuple[int, int]  # the first game's totals before the first deal
    running: tuple[int, int]  # the totals of the game in progress
    deals: tuple[ScoredDeal, ...] = ()
    games_won: tuple[Side, ...] = ()
    crosses: int = 0
    winner: Side | None = None  # the side that won two games (V-PART-6)

    @classmethod
    def begin(cls, rules: RuleSet, start: tuple[int, int] = (0, 0)) -> Rubber:
        """A rubber before its first deal."""
        return cls(rules, start, start)

    @property
    def is_over(self) -> bool:
        """True once a side has won two games."""
        return self.winner is not None

    def totals(self) -> tuple[SideTotals, SideTotals]:
        """Each side's totals above, below (all games) and in all (V-PART-8, V-SHEET-6)."""
        last = deque(self._sums(), maxlen=1)
        above, below = last[0] if last else ((0, 0), self.start)
        return (SideTotals(above[0], below[0]), SideTotals(above[1], below[1]))

    def running_totals(self) -> Iterator[tuple[SideTotals, SideTotals]]:
        """Each side's totals after each deal in turn, from the rubber's starting totals:
        what the sheet adds up if the rubber ended there (a game's subtotal, V-SHEET-4).

        >>> from wint.games.vint.contract import Contract
        >>> from wint.games.vint.result import DealResult
        >>> rubber = Ledger().add(DealResult(Contract.parse("5H", "S"), 11)).rubbers[0]
        >>> [(ns.total, ew.total) for ns, ew in rubber.running_totals()]
        [(1550, 100)]
        """
        for above, below in self._sums():
            yield (SideTotals(above[0], below[0]), SideTotals(above[1], below[1]))

    def _sums(self) -> Iterator[tuple[list[int], list[int]]]:
        """Each side's sums above and below the line after each deal, from the starting
        totals (the same two lists each time, added to)."""
        above = [0, 0]
        below = [self.start[0], self.start[1]]
        for deal in self.deals:
            for entry in deal.above:
                above[entry.side] += entry.points
            below[0] += deal.below[0]
            below[1] += deal.below[1]
            yield above, below

    def result(self) -> tuple[Side | None, int]:
        """The side with the larger total and the difference; ``(None, 0)`` when equal."""
        ns, ew = (t.total for t in self.totals())
        if ns == ew:
            return (None, 0)
        return (Side.NS, ns - ew) if ns > ew else (Side.EW, ew - ns)

    def game_totals(self) -> tuple[tuple[int, int], ...]:
        """The below-the-line totals of each game, finished or in progress (V-SHEET-4)."""
        games = []
        for deal in self.deals:
            if deal.game_won_by is not None:
                games.append(deal.running)
        if not self.is_over and (self.running != (0, 0) or not games):
            games.append(self.running)
        return tuple(games)

    def add(self, index: int, result: DealResult) -> Rubber:
        """This rubber with one more deal.

        :raises ValueError: the rubber is already over.
        """
        if self.winner is not None:
            raise ValueError("the rubber is over")
        rules = self.rules
        before = self.running
        score = score_deal(rules, result, before)
        above = list(score.above)
        cross = result.passed_out and rules.passed_out is PassedOut.CROSSES
        crosses = self.crosses + cross
        running = (before[0] + score.below[0], before[1] + score.below[1])
        game_won_by = self._game_winner(result, running)
        games_won = self.games_won
        after = running
        winner = None
        if game_won_by is not None:
            games_won = (*games_won, game_won_by)
            rubber_won = games_won.count(game_won_by) >= 2
            if rubber_won:
                winner = game_won_by
            if not rubber_won or rules.rubber_bonus_mode is RubberBonusMode.ADDITIVE:
                above.append(Entry(EntryKind.GAME, game_won_by, 1000, "V-PART-4"))
            if rubber_won:
                above.append(Entry(EntryKind.RUBBER, game_won_by, 2000, "V-PART-6"))
                if crosses:
                    value = cross_values(rules, crosses)
                    above.append(Entry(EntryKind.CROSSES, game_won_by, value, "V-PASS-2", crosses))
            after = (0, 0)  # the next game starts from nothing (V-PART-5)
        deal = ScoredDeal(index, result, score, tuple(above), running, game_won_by, cross)
        return Rubber(rules, self.start, after, (*self.deals, deal), games_won, crosses, winner)

    def _game_winner(self, result: DealResult, running: tuple[int, int]) -> Side | None:
        reached = [side for side in SIDES if running[side] >= 500]  # V-PART-1
        if len(reached) < 2:
            return reached[0] if reached else None
        contract = result.contract
        declarers = contract.side if contract is not None else Side.NS
        if self.rules.game_tie_rule is GameTieRule.DECLARER_SIDE or running[0] == running[1]:
            return declarers  # C-14
        return Side.NS if running[0] > running[1] else Side.EW


@dataclass(frozen=True, slots=True)
class Ledger:
    """Every deal of a session on the sheet, rubber after rubber."""

    rules: RuleSet = field(default_factory=RuleSet)
    start: tuple[int, int] = (0, 0)
    rubbers: tuple[Rubber, ...] = ()
    count: int = 0

    def add(self, result: DealResult) -> Ledger:
        """This ledger with one more deal; a deal after a finished rubber opens a new one."""
        rubbers = self.rubbers
        if not rubbers or rubbers[-1].is_over:
            start = self.start if not rubbers else (0, 0)
            rubbers = (*rubbers, Rubber.begin(self.rules, start))
        rubber = rubbers[-1].add(self.count, result)
        return Ledger(self.rules, self.start, (*rubbers[:-1], rubber), self.count + 1)

    def extend(self, results: Iterable[DealResult]) -> Ledger:
        """This ledger with several more deals."""
        ledger = self
        for result in results:
            ledger = ledger.add(result)
        return ledger

    @property
    def current(self) -> Rubber | None:
        """The last rubber (finished or not), ``None`` before the first deal."""
        return self.rubbers[-1] if self.rubbers else None

    def deals(self) -> tuple[ScoredDeal, ...]:
        """Every scored deal in order."""
        return tuple(deal for rubber in self.rubbers for deal in rubber.deals)


def next_dealer(rules: RuleSet, dealer: Seat, passed_out: bool) -> Seat:
    """Who deals next: the deal rotates clockwise (V-DEAL-6), after a passed-out deal too
    unless ``redeal_by = same`` (C-16).
    """
    if passed_out and rules.redeal_by is RedealBy.SAME:
        return dealer
    return dealer.lho


def session_complete(rules: RuleSet, ledger: Ledger) -> bool:
    """True once the session's rubbers are played (``session_rubbers``, V-PART-9)."""
    return sum(1 for rubber in ledger.rubbers if rubber.is_over) >= rules.session_rubbers
