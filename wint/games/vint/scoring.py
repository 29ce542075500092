"""Scoring one deal: what each side writes below and above the line (V-SCORE … V-REV).

:func:`score_deal` is pure: the ruleset, the deal's result and the current game's running
totals in, the deal's entries out.  Games, rubbers and crosses, which depend on the deals
before, are the ledger's business (:mod:`wint.games.vint.ledger`).  Every entry names the rule
that produced it, so a sheet can explain itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from wint.core.cards import Suit
from wint.core.seats import Seat, Side
from wint.games.vint.contract import Contract
from wint.games.vint.result import Coronet, DealResult, Holdings
from wint.games.vint.rules import (
    AcesCoronetValues,
    AcesRequireLeve,
    HonoursBasis,
    HonoursNetting,
    PassedOut,
    RevokeMissingTrickUnit,
    RevokeSlamPremium,
    RuleSet,
    TakenSlamBonus,
)

__all__ = ["DealScore", "Entry", "EntryKind", "score_deal"]


class EntryKind(StrEnum):
    """What an entry on the sheet is for; the values are the record CLI contract's kinds."""

    HONOURS = "honours"  # suit contract: net honours and aces (V-HON-6)
    ACES = "aces"  # no-trump aces (V-HON-8)
    CORONET = "coronet"  # V-CORO
    PENALTY = "penalty"  # undertricks (V-PEN-1)
    SLAM_BID = "slam_bid"  # V-SLAM-1, V-SLAM-4
    SLAM_TAKEN = "slam_taken"  # V-SLAM-2
    GAME = "game"  # V-PART-4
    RUBBER = "rubber"  # V-PART-6
    CROSSES = "crosses"  # V-PASS-2, V-PASS-3
    REVOKE_PENALTY = "revoke_penalty"  # V-REV-6
    REVOKE_EXCESS = "revoke_excess"  # V-REV-8 (and C-21)
    RASPASOVKA = "raspasovka"  # V-PASS-4


@dataclass(frozen=True, slots=True)
class Entry:
    """One figure on the sheet.

    ``count`` and ``unit`` give the arithmetic where there is one (``points == count * unit``:
    tricks, honour units, undertricks, missing revoke tricks, crosses); a coronet gives its
    ``seat``, its ``suit`` (``None`` for three/four aces) and its length or number of aces in
    ``count``.
    """

    kind: EntryKind
    side: Side
    points: int
    rule: str
    count: int | None = None
    unit: int | None = None
    seat: Seat | None = None
    suit: Suit | None = None


@dataclass(frozen=True, slots=True)
class DealScore:
    """A deal's own figures, before the ledger adds games, the rubber and crosses.

    ``below`` is what each side writes below the line (after any 490 cap, V-SCORE-2);
    ``tricks`` the tricks each side counts after a revoke transfer (``None`` when the deal
    was not played); ``above`` the entries above the line in the sheet's order.
    """

    below: tuple[int, int]
    above: tuple[Entry, ...]
    tricks: tuple[int, int] | None


def score_deal(rules: RuleSet, result: DealResult, running: tuple[int, int] = (0, 0)) -> DealScore:
    """Score one deal; ``running`` is each side's below-the-line total in the current game.

    >>> from wint.games.vint.contract import Contract
    >>> score = score_deal(RuleSet(), DealResult(Contract.parse("1C", "N"), 7))
    >>> score.below
    (70, 60)
    """
    contract = result.contract
    if contract is None:
        return _score_passed_out(rules, result)
    level = contract.level
    declarers = contract.side
    tricks = [result.tricks(Side.NS), result.tricks(Side.EW)]
    above: list[Entry] = []
    revokes = result.revokes
    # V-REV-5, V-REV-6, V-REV-10: three tricks move from the offenders for each revoke, in
    # the order played; tricks a side no longer holds are paid for instead.
    missing = [0, 0]
    for revoke in revokes:
        offenders = revoke.by.side
        moved = min(3, tricks[offenders])
        tricks[offenders] -= moved
        tricks[offenders.other] += moved
        missing[offenders] += 3 - moved
    if any(missing):
        if rules.revoke_missing_trick_unit is RevokeMissingTrickUnit.UNDERTRICK:
            unit = rules.undertrick_unit * level
        else:
            unit = contract.trick_value
        for offenders in Side:
            if missing[offenders]:
                several = sum(1 for revoke in revokes if revoke.by.side is offenders) > 1
                above.append(
                    Entry(
                        EntryKind.REVOKE_PENALTY,
                        offenders.other,
                        missing[offenders] * unit,
                        "V-REV-10" if several else "V-REV-6",  # the side's revokes together
                        missing[offenders],
                        unit,
                    )
                )
    trick_value = contract.trick_value  # V-SCORE-3
    below = [tricks[0] * trick_value, tricks[1] * trick_value]  # V-SCORE-2
    made = tricks[declarers] >= contract.tricks_needed
    # V-PEN-1: undertricks, scored by the opponents.
    short = contract.tricks_needed - tricks[declarers]
    if short > 0:
        unit = rules.undertrick_unit * level
        above.append(
            Entry(EntryKind.PENALTY, declarers.other, short * unit, "V-PEN-1", short, unit)
        )
    victims = {revoke.by.side.other for revoke in revokes}
    above.extend(_slam_entries(rules, contract, tricks, made, victims))
    if result.holdings is not None:
        counts = result.holdings
        if rules.honours_basis is HonoursBasis.CAPTURED:
            if result.captured is None:
                raise ValueError("honours_basis = captured needs the captured honours and aces")
            counts = result.captured
        above.extend(_honour_entries(rules, contract, counts, tricks))
        above.extend(_coronet_entry(rules, contract, c) for c in result.holdings.coronets)
    # V-REV-8 and C-21: a side that may not win the game in this deal stops at 490.
    capped: list[tuple[Side, str]] = []
    for offenders in sorted({revoke.by.side for revoke in revokes}):
        capped.append((offenders, "V-REV-8"))  # both sides when both revoked (V-REV-10)
    if not made and not rules.failed_contract_can_win_game:
        capped.append((declarers, "C-21"))
    for side, rule in capped:
        room = max(0, 490 - running[side])
        if below[side] > room:
            excess = below[side] - room
            below[side] = room
            above.append(Entry(EntryKind.REVOKE_EXCESS, side, excess, rule))
    return DealScore((below[0], below[1]), tuple(above), (tricks[0], tricks[1]))


def _score_passed_out(rules: RuleSet, result: DealResult) -> DealScore:
    """A passed-out deal: a распасовка's premium, or nothing (crosses are the ledger's)."""
    if rules.passed_out is PassedOut.RASPASOVKA:
        if result.tricks_ns is None:
            raise ValueError("a распасовка needs the tricks N–S took")
        ns, ew = result.tricks_ns, 13 - result.tricks_ns
        fewer = Side.NS if ns < ew else Side.EW
        diff = abs(ns - ew)
        entry = Entry(EntryKind.RASPASOVKA, fewer, 500 * diff, "V-PASS-4", diff, 500)
        return DealScore((0, 0), (entry,), (ns, ew))
    return DealScore((0, 0), (), None)


def _slam_entries(
    rules: RuleSet,
    contract: Contract,
    tricks: list[int],
    made: bool,
    victims: set[Side],
) -> list[Entry]:
    """Declared and taken slam premiums (V-SLAM-1 … 4, V-REV-7)."""
    entries = []
    declarers = contract.side
    declared_value = 10000 if contract.level == 7 else 5000
    if contract.is_slam:
        if made:
            entries.append(Entry(EntryKind.SLAM_BID, declarers, declared_value, "V-SLAM-1"))
        else:
            entries.append(Entry(EntryKind.SLAM_BID, declarers.other, declared_value, "V-SLAM-4"))
    for side in (declarers, declarers.other):
        taken = tricks[side]
        if taken < 12:
            continue
        grand = taken == 13
        if side in victims:
            # V-REV-7: a revoke's victims' slam, whatever taken_slam_bonus says (C-23).
            if rules.revoke_slam_premium is RevokeSlamPremium.DECLARED:
                entries.append(Entry(EntryKind.SLAM_BID, side, 10000 if grand else 5000, "V-REV-7"))
            else:
                entries.append(
                    Entry(EntryKind.SLAM_TAKEN, side, 2000 if grand else 1000, "V-REV-7")
                )
            continue
        if rules.taken_slam_bonus is TakenSlamBonus.DECLARER_IF_MADE and not (
            side is declarers and made
        ):
            continue  # C-12
        if not rules.slam_premiums_cumulative and side is declarers and made and contract.is_slam:
            continue  # C-11: the declared premium only
        entries.append(Entry(EntryKind.SLAM_TAKEN, side, 2000 if grand else 1000, "V-SLAM-2"))
    return entries


def _honour_entries(
    rules: RuleSet, contract: Contract, counts: Holdings, tricks: list[int]
) -> list[Entry]:
    """Honours and aces (V-HON-4 … V-HON-8), netted or separate (C-7)."""
    level = contract.level
    aces = counts.aces
    leve = Side.NS if tricks[Side.NS] >= 7 else Side.EW  # the side with леве
    if aces[Side.NS] >= 3:
        ace_side, ace_units = Side.NS, aces[Side.NS]
    elif aces[Side.EW] >= 3:
        ace_side, ace_units = Side.EW, aces[Side.EW]
    elif aces == (2, 2):
        ace_side, ace_units = leve, 2  # the 2–2 split goes to the side with леве (V-HON-5)
    else:
        ace_side, ace_units = leve, 0  # fewer than four aces known (a claim): none count
    if rules.aces_require_leve is AcesRequireLeve.ALWAYS and ace_side is not leve:
        ace_units = 0  # C-8
    if contract.trump is None:
        if not ace_units:
            return []
        unit = 250 * level  # V-HON-8
        return [Entry(EntryKind.ACES, ace_side, ace_units * unit, "V-HON-8", ace_units, unit)]
    if counts.honours is None:
        raise ValueError("a suit contract needs the trump honours of each side")
    honours = counts.honours
    hon_side = Side.NS if honours[Side.NS] >= 3 else Side.EW  # V-HON-4
    hon_units = honours[hon_side] if honours[hon_side] >= 3 else 0
    unit = 100 * level  # V-HON-7
    if hon_side is ace_side:
        awards = [(hon_side, hon_units + ace_units)]
    elif rules.honours_netting is HonoursNetting.SEPARATE:
        awards = [(hon_side, hon_units), (ace_side, ace_units)]  # C-7
    elif hon_units > ace_units:
        awards = [(hon_side, hon_units - ace_units)]  # V-HON-6
    else:
        awards = [(ace_side, ace_units - hon_units)]
    return [
        Entry(EntryKind.HONOURS, side, units * unit, "V-HON-6", units, unit)
        for side, units in awards
        if units > 0
    ]


def _coronet_entry(rules: RuleSet, contract: Contract, coronet: Coronet) -> Entry:
    """One coronet's entry (V-CORO-2, V-CORO-3, C-9)."""
    side = coronet.seat.side
    no_trump = contract.trump is None
    if coronet.suit is None:
        mode = rules.aces_coronet_values
        high = mode is AcesCoronetValues.ALWAYS_HIGH or (
            mode is AcesCoronetValues.BY_CONTRACT and no_trump
        )
        points = (
            (1000 if coronet.length == 3 else 2000)
            if high
            else (500 if coronet.length == 3 else 1000)
        )
        return Entry(EntryKind.CORONET, side, points, "V-CORO-3", coronet.length, seat=coronet.seat)
    double = no_trump or coronet.suit is contract.trump
    points = 500 * (coronet.length - 2) * (2 if double else 1)
    return Entry(
        EntryKind.CORONET,
        side,
        points,
        "V-CORO-2",
        coronet.length,
        seat=coronet.seat,
        suit=coronet.suit,
    )
