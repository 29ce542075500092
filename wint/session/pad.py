"""The score pad of a real table: deals entered as the players write them down (V-SHEET).

A :class:`ScorePad` is an immutable value: the rules, the four players' names as they sat
for the first rubber, whether partners change after each rubber (V-PART-9), and each deal's
:class:`~wint.core.result.DealResult` in order.  :meth:`ScorePad.put` adds or corrects a
deal after checking it (:func:`deal_fault`), :meth:`ScorePad.remove` deletes one, and the
ledger, the seating of every rubber and the dealer of the next deal follow from the deals.
A pad is saved as a ``wint-record`` (the ``holdings`` form); the names are not part of that
format, so the caller keeps them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from wint.core.calls import Strain
from wint.core.ledger import Ledger, next_dealer
from wint.core.result import DealResult, holdings_fault
from wint.core.rules import HonoursBasis, PassedOut, RuleSet
from wint.core.seats import Seat
from wint.core.settlement import rotation_seating
from wint.session.record import Record, dump_record

__all__ = [
    "PadError",
    "ScorePad",
    "deal_fault",
    "parse_contract",
]

# Strain letters a player types: English codes, the suits' symbols, and the Russian names'
# first letters (пики, трефы, бубны, черви; БК — без козырей).
_STRAIN_TEXT = {
    "S": Strain.S,
    "♠": Strain.S,
    "П": Strain.S,
    "C": Strain.C,
    "♣": Strain.C,
    "Т": Strain.C,
    "D": Strain.D,
    "♦": Strain.D,
    "Б": Strain.D,
    "H": Strain.H,
    "♥": Strain.H,
    "Ч": Strain.H,
    "NT": Strain.NT,
    "N": Strain.NT,
    "БК": Strain.NT,
}


def parse_contract(text: str) -> tuple[int, Strain] | None:
    """A contract typed quickly: a level 1–7 and a strain (``4H``, ``3nt``, ``2♠``, ``5ч``,
    ``3бк``), spaces ignored; ``None`` when it is not one."""
    code = "".join(text.split()).upper()
    if len(code) < 2 or code[0] not in "1234567":
        return None
    strain = _STRAIN_TEXT.get(code[1:])
    return None if strain is None else (int(code[0]), strain)


class PadError(ValueError):
    """Why a deal cannot be written: a code (``honours_sum``, ``run_honours``, …, see
    :func:`deal_fault`) and the index of the coronet at fault, if one is."""

    def __init__(self, code: str, coronet: int | None = None) -> None:
        where = f" (coronet {coronet + 1})" if coronet is not None else ""
        super().__init__(f"{code}{where}")
        self.code = code
        self.coronet = coronet


def deal_fault(rules: RuleSet, result: DealResult) -> PadError | None:
    """The first reason ``result`` cannot be a deal under ``rules``; ``None`` when it can.

    Codes: ``tricks`` (outside 0–13), ``tricks_ns`` (a распасовка needs the tricks of N–S,
    other passed-out deals have none), ``passed_holdings`` (honours or a revoke in a deal
    nobody played), ``captured`` (required exactly with ``honours_basis = captured``), the
    codes of :func:`~wint.core.result.holdings_fault` (``honours_sum``, ``aces_sum``,
    ``aces_coronet_twice``, ``aces_coronet_beyond``, ``ace_twice``, ``run_honours``,
    ``runs_beyond``), ``coronet_length`` (a run of 3–13, three or four aces) and, for
    the cards won in tricks, ``captured_honours`` / ``captured_aces`` (not five honours or
    four aces in all).
    """
    if result.contract is None:
        raspasovka = rules.passed_out is PassedOut.RASPASOVKA
        if (result.tricks_ns is not None) != raspasovka:
            return PadError("tricks_ns")
        if result.holdings or result.captured or result.revoke:
            return PadError("passed_holdings")
        return None
    if result.tricks_ns is None or not 0 <= result.tricks_ns <= 13:
        return PadError("tricks")
    held = result.holdings
    if held is None:
        return None
    for index, coronet in enumerate(held.coronets):
        low, high = (3, 4) if coronet.is_aces else (3, 13)
        if not low <= coronet.length <= high:
            return PadError("coronet_length", index)
    fault = holdings_fault(held, result.contract.trump)
    if fault is not None:
        return PadError(fault[1], fault[0])
    if (result.captured is not None) != (rules.honours_basis is HonoursBasis.CAPTURED):
        return PadError("captured")
    won = result.captured
    if won is not None and won.honours is not None and sum(won.honours) != 5:
        return PadError("captured_honours")
    if won is not None and sum(won.aces) != 4:
        return PadError("captured_aces")
    return None


@dataclass(frozen=True, slots=True)
class ScorePad:
    """The deals written at a real table, with who sits where.

    ``players`` are the names of N, E, S and W in the first rubber; with ``rotate`` the
    partners change after each rubber (V-PART-9, :func:`rotation_seating`).
    """

    rules: RuleSet
    players: tuple[str, str, str, str] = ("N", "E", "S", "W")
    rotate: bool = True
    results: tuple[DealResult, ...] = ()
    start: tuple[int, int] = (0, 0)
    first_dealer: Seat = Seat.N

    @classmethod
    def from_record(cls, record: Record, players: Sequence[str], rotate: bool = True) -> ScorePad:
        """The pad of a read ``wint-record``, with the players' names the caller keeps.

        :raises PadError: a deal the pad could not have written (checked like an entry).
        """
        pad = cls(record.rules, _four(players), rotate, start=record.start)
        for result in record.results:
            pad = pad.put(result)
        return pad

    def ledger(self) -> Ledger:
        """The deals scored into games and rubbers (scored once per pad: the window asks for
        it several times after each change)."""
        return _ledger(self.rules, self.start, self.results)

    def seating(self, rubber: int) -> tuple[str, str, str, str]:
        """Who sits N, E, S, W in rubber number ``rubber`` (from 1)."""
        if not self.rotate:
            return self.players
        return rotation_seating(self.players, rubber)

    def seatings(self) -> list[tuple[str, str, str, str]]:
        """The seating of every rubber so far, and of the next one when the last is over."""
        ledger = self.ledger()
        count = len(ledger.rubbers) + (1 if ledger.current is None or ledger.current.is_over else 0)
        return [self.seating(number) for number in range(1, count + 1)]

    def rubber_of(self, index: int) -> int:
        """The number (from 1) of the rubber that deal ``index`` belongs to; ``index`` equal to
        the deal count asks about the next deal."""
        ledger = self.ledger()
        for number, rubber in enumerate(ledger.rubbers, 1):
            if any(deal.index == index for deal in rubber.deals):
                return number
        return len(self.seatings())

    def next_dealer(self) -> Seat:
        """Who deals the next deal: after the last deal's dealer (V-DEAL-6, C-16)."""
        if not self.results:
            return self.first_dealer
        last = self.results[-1]
        if last.dealer is None:
            return self.first_dealer
        return next_dealer(self.rules, last.dealer, last.passed_out)

    def put(self, result: DealResult, index: int | None = None) -> ScorePad:
        """This pad with ``result`` added (or put in place of deal ``index``).

        :raises PadError: the deal cannot be written (:func:`deal_fault`).
        :raises IndexError: no deal ``index``.
        """
        fault = deal_fault(self.rules, result)
        if fault is not None:
            raise fault
        if index is None:
            return replace(self, results=(*self.results, result))
        if not 0 <= index < len(self.results):
            raise IndexError(index)
        results = list(self.results)
        results[index] = result
        return replace(self, results=tuple(results))

    def remove(self, index: int) -> ScorePad:
        """This pad without deal ``index``; the deals after it move up."""
        if not 0 <= index < len(self.results):
            raise IndexError(index)
        return replace(self, results=self.results[:index] + self.results[index + 1 :])

    def record(self) -> dict[str, Any]:
        """The pad as a ``wint-record`` document."""
        return dump_record(self.rules, self.results, self.start)


@lru_cache(maxsize=8)
def _ledger(rules: RuleSet, start: tuple[int, int], results: tuple[DealResult, ...]) -> Ledger:
    return Ledger(rules, start).extend(results)


def _four(players: Sequence[str]) -> tuple[str, str, str, str]:
    if len(players) != 4:
        raise ValueError("a score pad has four players")
    return (players[0], players[1], players[2], players[3])
