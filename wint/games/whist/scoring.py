"""One Whist deal's figures (W-SC-0 … W-SC-5, W-IRR-3, W-IRR-10, W-IRR-11, W-VAR-NT): the
tricks after any revoke transfer, the odd tricks below the line, and above it the revoke
penalties, the excess over the revoke cap, honours, coronets and slams.  The partiya and
rubber premiums and the netting are the ledger's (:mod:`wint.games.whist.ledger`).

W-EX1: trumps ♥, N–S take 8 tricks, hold 3 honours and N a plain coronet of four; E a plain
coronet of three:

>>> from wint.core.cards import Suit
>>> from wint.core.seats import Seat
>>> from wint.games.whist.result import Coronet, DealResult, Holdings
>>> held = Holdings((3, 2), (Coronet(Seat.N, Suit.C, 4), Coronet(Seat.E, Suit.S, 3)))
>>> score = score_deal(WhistRules(), DealResult(Seat.N, Suit.H, 8, held), (0, 0))
>>> score.below, [(e.kind.value, e.side.name, e.points) for e in score.above]
((4, 0), [('honours', 'NS', 2), ('coronet', 'NS', 10), ('coronet', 'EW', 5)])
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from wint.core.cards import Suit
from wint.core.seats import Seat, Side
from wint.games.whist.result import Coronet, DealResult, Penalty
from wint.games.whist.rules import (
    CoronetTable,
    DoubleRevoke,
    HonoursBasis,
    HonourValues,
    NtAcesSplit,
    WhistRules,
)

__all__ = [
    "PARTIYA_TARGET",
    "DealScore",
    "Entry",
    "EntryKind",
    "coronet_value",
    "is_void",
    "next_dealer",
    "score_deal",
]

#: The below-the-line total that wins a partiya (W-SC-6).
PARTIYA_TARGET: Final = 10
#: What a revoking side may reach below in its partiya in the deal of the revoke (W-IRR-10).
REVOKE_CAP: Final = 8
_SIDES: Final = (Side.NS, Side.EW)


class EntryKind(StrEnum):
    """What an entry above the line is for; the values are the record contract's kinds."""

    HONOURS = "honours"  # W-SC-2, W-VAR-NT
    CORONET = "coronet"  # W-SC-3
    SLAM = "slam"  # W-SC-4
    REVOKE_PENALTY = "revoke_penalty"  # W-IRR-3 (a)
    REVOKE_EXCESS = "revoke_excess"  # W-IRR-10
    GAME = "game"  # W-SC-6: the partiya's premium
    RUBBER = "rubber"  # W-SC-8


@dataclass(frozen=True, slots=True)
class Entry:
    """One figure above the line: ``count`` is the number of honours held or the length of
    a coronet (whose ``seat`` and ``suit`` it gives)."""

    kind: EntryKind
    side: Side
    points: int
    rule: str
    count: int | None = None
    seat: Seat | None = None
    suit: Suit | None = None


@dataclass(frozen=True, slots=True)
class DealScore:
    """A deal's own figures: ``tricks`` each side counts after a revoke transfer (``None``
    for a deal made void by revokes on both sides, W-IRR-11), ``below`` what each side
    writes below the line (after the revoke cap), ``above`` the entries in the sheet's
    order (W-SC-0)."""

    tricks: tuple[int, int] | None
    below: tuple[int, int]
    above: tuple[Entry, ...]

    @property
    def void(self) -> bool:
        """True for a deal made void by revokes on both sides."""
        return self.tricks is None


def coronet_value(rules: WhistRules, length: int, trump_rate: bool) -> int:
    """A coronet of ``length`` cards (W-SC-3; WC-3): R1 5 × (n − 2); R2 5, 10, then
    5 × (n − 1); double in trumps and at no trump (W-VAR-NT).

    >>> [coronet_value(WhistRules(), n, False) for n in (3, 6, 13)]
    [5, 20, 55]
    """
    if rules.coronet_table is CoronetTable.R1 or length <= 4:
        plain = 5 * (length - 2)
    else:
        plain = 5 * (length - 1)
    return 2 * plain if trump_rate else plain


def is_void(rules: WhistRules, result: DealResult) -> bool:
    """True for a deal made void by revokes on both sides (W-IRR-11, ``double_revoke =
    redeal``): it scores nothing and is dealt again."""
    offenders = {revoke.by.side for revoke in result.revokes}
    return len(offenders) == 2 and rules.double_revoke is DoubleRevoke.REDEAL


def next_dealer(rules: WhistRules, result: DealResult) -> Seat:
    """Who deals after ``result``: the next player clockwise (W-DEAL-5), the same dealer
    after a void deal (W-IRR-11)."""
    return result.dealer if is_void(rules, result) else result.dealer.lho


def score_deal(rules: WhistRules, result: DealResult, partiya: tuple[int, int]) -> DealScore:
    """The deal's figures, its sides' partiya totals below being ``partiya`` before it."""
    if is_void(rules, result):
        return DealScore(None, (0, 0), ())  # W-IRR-11
    offenders = {revoke.by.side for revoke in result.revokes}
    tricks = _transfer(result)
    above: list[Entry] = [
        Entry(EntryKind.REVOKE_PENALTY, revoke.by.side.other, 5, "W-IRR-3")
        for revoke in result.revokes
        if revoke.penalty is Penalty.POINTS
    ]
    below = [0, 0]
    for side in _SIDES:
        odd = 2 * max(0, tricks[side] - 6)  # W-SC-1
        room = max(0, REVOKE_CAP - partiya[side])
        if side in offenders and rules.revoke_blocks_game and odd > room:  # W-IRR-10
            above.append(Entry(EntryKind.REVOKE_EXCESS, side, odd - room, "W-IRR-10"))
            odd = room
        below[side] = odd
    honours = _honours(rules, result, tricks)
    if honours is not None:
        above.append(honours)
    above.extend(_coronet_entry(rules, result.trump, c) for c in result.holdings.coronets)
    for side in _SIDES:
        if tricks[side] >= 12:  # W-SC-4
            above.append(Entry(EntryKind.SLAM, side, 10 if tricks[side] == 12 else 20, "W-SC-4"))
    return DealScore((tricks[0], tricks[1]), (below[0], below[1]), tuple(above))


def _transfer(result: DealResult) -> list[int]:
    """Each side's tricks after the trick penalties (W-IRR-3 (b)): a side gives the other
    three tricks per revoke of its own, at most the tricks it won in play; both at once."""
    won = [result.tricks(Side.NS), result.tricks(Side.EW)]
    moved = [0, 0]
    for side in _SIDES:
        count = sum(1 for r in result.revokes if r.by.side is side and r.penalty is Penalty.TRICKS)
        moved[side] = min(3 * count, won[side])
    return [won[0] - moved[0] + moved[1], won[1] - moved[1] + moved[0]]


_TRUMP_HONOURS: Final = {
    HonourValues.S004: {3: 2, 4: 4, 5: 5},
    HonourValues.SAMOUCH: {3: 2, 4: 4, 5: 6},
}
_NT_ACES: Final = {3: 2, 4: 4}


def _honours(rules: WhistRules, result: DealResult, tricks: list[int]) -> Entry | None:
    """The one honours entry (W-SC-2; at no trump the aces, W-VAR-NT and WC-8)."""
    if rules.honours_basis is HonoursBasis.CAPTURED:
        counts = result.captured
    else:
        counts = result.holdings.honours
    if counts is None:
        return None
    if result.trump is None:
        for side in _SIDES:
            if counts[side] in _NT_ACES:
                return Entry(
                    EntryKind.HONOURS, side, _NT_ACES[counts[side]], "W-VAR-NT", counts[side]
                )
        if rules.nt_aces_22 is NtAcesSplit.SIDE_WITH_ODD_TRICK:
            side = Side.NS if tricks[Side.NS] >= 7 else Side.EW
            return Entry(EntryKind.HONOURS, side, 2, "W-VAR-NT", 2)
        return None
    values = _TRUMP_HONOURS[rules.honour_values]
    for side in _SIDES:
        if counts[side] in values:
            return Entry(EntryKind.HONOURS, side, values[counts[side]], "W-SC-2", counts[side])
    return None  # pragma: no cover - five honours always split 3–2 or wider


def _coronet_entry(rules: WhistRules, trump: Suit | None, coronet: Coronet) -> Entry:
    trump_rate = trump is None or coronet.suit is trump
    points = coronet_value(rules, coronet.length, trump_rate)
    side = coronet.seat.side
    return Entry(
        EntryKind.CORONET, side, points, "W-SC-3", coronet.length, coronet.seat, coronet.suit
    )
