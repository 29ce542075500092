"""Whist's partii and rubbers (W-SC-6 … W-SC-8): the premiums, the netting when a partiya
ends ("a partiya won with zero", S004 r.78) and each rubber's result.

W-EX2: E–W take a small slam with four honours from nothing: they win the partiya and,
as N–S have nothing written, carry everything, 31:

>>> from wint.core.cards import Suit
>>> from wint.core.seats import Seat
>>> from wint.games.whist.result import DealResult, Holdings
>>> rubber = Ledger(WhistRules()).add(DealResult(Seat.N, Suit.D, 1, Holdings((1, 4)))).rubbers[0]
>>> deal = rubber.deals[0]
>>> deal.game_won_by.name, deal.carried, [(e.kind.value, e.points) for e in deal.above]
('EW', (0, 31), [('honours', 4), ('slam', 10), ('game', 5)])
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from wint.core.rubbers import SideTotals
from wint.core.seats import Side
from wint.games.whist.result import DealResult
from wint.games.whist.rules import RubberBonusMode, WhistRules
from wint.games.whist.scoring import PARTIYA_TARGET, DealScore, Entry, EntryKind, score_deal

__all__ = ["Ledger", "Rubber", "ScoredDeal", "SideTotals"]

_SIDES: Final = (Side.NS, Side.EW)


@dataclass(frozen=True, slots=True)
class ScoredDeal:
    """A deal on the sheet: its ``index`` among the session's (the record's) deals, its
    result and figures, every entry above (the partiya and rubber premiums included), the
    partiya totals below after it, who won the partiya with it, and the carried entries
    (N–S, E–W) left by the netting it caused (``None`` when the partiya goes on)."""

    index: int
    result: DealResult
    score: DealScore
    above: tuple[Entry, ...]
    partiya: tuple[int, int]
    game_won_by: Side | None
    carried: tuple[int, int] | None

    @property
    def below(self) -> tuple[int, int]:
        """What each side wrote below the line in this deal."""
        return self.score.below


@dataclass(frozen=True, slots=True)
class Rubber:
    """A rubber: its deals, the partii won, the partiya in progress (its totals below) and
    what each side has on its sheet since the last netting (the carry included)."""

    rules: WhistRules
    start: tuple[int, int] = (0, 0)  # the first partiya's totals below before the first deal
    deals: tuple[ScoredDeal, ...] = ()
    games_won: tuple[Side, ...] = ()
    winner: Side | None = None

    @property
    def is_over(self) -> bool:
        """True once a side has won two partii (W-SC-8)."""
        return self.winner is not None

    @property
    def partiya(self) -> tuple[int, int]:
        """The totals below of the partiya in progress."""
        if not self.deals:
            return self.start
        last = self.deals[-1]
        return (0, 0) if last.game_won_by is not None else last.partiya

    def since_netting(self) -> tuple[int, int]:
        """What each side has written since the last netting, its carried entry included:
        the totals T of W-SC-7 so far."""
        sums = [self.start[0], self.start[1]]
        for deal in self.deals:
            if deal.carried is not None:
                sums = [deal.carried[0], deal.carried[1]]
                continue
            for side in _SIDES:
                sums[side] += deal.below[side]
            for entry in deal.above:
                sums[entry.side] += entry.points
        return (sums[0], sums[1])

    def totals(self) -> tuple[SideTotals, SideTotals]:
        """Each side's raw sums of the rubber, above and below, without the netting."""
        above = [0, 0]
        below = [self.start[0], self.start[1]]
        for deal in self.deals:
            for side in _SIDES:
                below[side] += deal.below[side]
            for entry in deal.above:
                above[entry.side] += entry.points
        return (SideTotals(above[0], below[0]), SideTotals(above[1], below[1]))

    def result(self) -> tuple[Side | None, int]:
        """The side with the larger total and the difference (W-SC-8); ``(None, 0)`` when
        equal.  Netting is linear, so this is the last carried entry."""
        ns, ew = (t.total for t in self.totals())
        if ns == ew:
            return (None, 0)
        return (Side.NS, ns - ew) if ns > ew else (Side.EW, ew - ns)

    def nets(self) -> tuple[int, ...]:
        """Each deal's net figure: what N–S wrote in it (below, and above with the premiums)
        minus what E–W wrote, the first deal's with the start's below; they sum to
        :meth:`result` N–S's way, netting being linear (W-SC-7).  The individual ledger
        settles them deal by deal when the dummy passes on every deal (W-SC-10, WC-10)."""
        nets = []
        ns, ew = self.start
        for deal in self.deals:
            ns += deal.below[Side.NS] + sum(e.points for e in deal.above if e.side is Side.NS)
            ew += deal.below[Side.EW] + sum(e.points for e in deal.above if e.side is Side.EW)
            nets.append(ns - ew)
            ns = ew = 0
        return tuple(nets)

    def add(self, index: int, result: DealResult) -> Rubber:
        """This rubber with one more deal.

        :raises ValueError: the rubber is already over.
        """
        if self.winner is not None:
            raise ValueError("the rubber is over")
        before = self.partiya
        score = score_deal(self.rules, result, before)
        running = (before[0] + score.below[0], before[1] + score.below[1])
        reached = [side for side in _SIDES if running[side] >= PARTIYA_TARGET]
        above = list(score.above)
        game_won_by = reached[0] if reached else None  # one side scores below (W-SC-6)
        games_won, winner, carried = self.games_won, None, None
        if game_won_by is not None:
            games_won = (*games_won, game_won_by)
            above.extend(self._premiums(game_won_by, games_won))
            if games_won.count(game_won_by) == 2:
                winner = game_won_by
        deal = ScoredDeal(index, result, score, tuple(above), running, game_won_by, None)
        if game_won_by is not None:
            netted = Rubber(self.rules, self.start, (*self.deals, deal)).since_netting()
            carry = netted[0] - netted[1]  # W-SC-7
            carried = (max(carry, 0), max(-carry, 0))
            deal = ScoredDeal(index, result, score, tuple(above), running, game_won_by, carried)
        return Rubber(self.rules, self.start, (*self.deals, deal), games_won, winner)

    def _premiums(self, side: Side, games_won: tuple[Side, ...]) -> list[Entry]:
        """The partiya's 5 and, at the side's second partiya, the rubber's 10 (W-SC-6,
        W-SC-8; WC-12)."""
        if games_won.count(side) < 2:
            return [Entry(EntryKind.GAME, side, 5, "W-SC-6")]
        rubber = Entry(EntryKind.RUBBER, side, 10, "W-SC-8")
        if self.rules.rubber_bonus_mode is RubberBonusMode.REPLACES_PARTIYA_BONUS:
            return [rubber]
        return [Entry(EntryKind.GAME, side, 5, "W-SC-6"), rubber]


@dataclass(frozen=True, slots=True)
class Ledger:
    """A session's (a record's) rubbers, one after another (W-SC-8: a deal after a won
    rubber opens the next)."""

    rules: WhistRules
    start: tuple[int, int] = (0, 0)
    rubbers: tuple[Rubber, ...] = ()
    count: int = 0  # the deals on the sheet

    def add(self, result: DealResult) -> Ledger:
        """This ledger with one more finished deal."""
        rubbers = self.rubbers
        current = self.current
        if current is None:
            current = Rubber(self.rules, self.start if not rubbers else (0, 0))
        else:
            rubbers = rubbers[:-1]
        added = current.add(self.count, result)
        return Ledger(self.rules, self.start, (*rubbers, added), self.count + 1)

    def extend(self, results: Iterable[DealResult]) -> Ledger:
        """This ledger with each of ``results`` added in turn."""
        ledger = self
        for result in results:
            ledger = ledger.add(result)
        return ledger

    @property
    def current(self) -> Rubber | None:
        """The rubber in progress, ``None`` before the first deal or after a won rubber."""
        if self.rubbers and not self.rubbers[-1].is_over:
            return self.rubbers[-1]
        return None

    @property
    def deals(self) -> tuple[ScoredDeal, ...]:
        """Every deal of every rubber, in order."""
        return tuple(deal for rubber in self.rubbers for deal in rubber.deals)
