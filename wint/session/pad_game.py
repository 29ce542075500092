"""What the score pad asks of a game (:mod:`wint.session.pad`): how it checks, scores, reads
and writes the deals a real table writes down, and why it refuses one (:class:`PadError`).
Each game the pad keeps gives one :class:`PadGame`: Vint's in :mod:`wint.session.pad`,
Whist's in :mod:`wint.session.whist_pad`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from wint.core.players import NamedPlayers, PlayerRules
from wint.core.seats import Seat
from wint.core.sheet import Sheet

__all__ = ["PadError", "PadGame"]


RulesT = TypeVar("RulesT", bound=PlayerRules)
ResultT = TypeVar("ResultT")


class PadError(ValueError):
    """Why a deal cannot be written: a code (``honours_sum``, ``run_honours``, …, see the
    game's ``fault``) and the index of the coronet at fault, if one is."""

    def __init__(self, code: str, coronet: int | None = None) -> None:
        where = f" (coronet {coronet + 1})" if coronet is not None else ""
        super().__init__(f"{code}{where}")
        self.code = code
        self.coronet = coronet


@dataclass(frozen=True, slots=True)
class PadGame(Generic[RulesT, ResultT]):
    """A game's part of the score pad: its deal results ``ResultT`` under its rules
    ``RulesT``."""

    #: The game's id in the registry (``"vint"``, ``"whist"``).
    id: str
    #: The game's rules; a new pad's are its defaults (the classic preset).
    rules_type: type[RulesT]
    #: What the pad keeps of a deal read from a record under the rules (a replayed deal
    #: may tell more than the pad writes).
    kept: Callable[[RulesT, ResultT], ResultT]
    #: The first reason a deal cannot be written under the rules; ``None`` when it can.
    fault: Callable[[RulesT, ResultT], PadError | None]
    #: The deals scored into games and rubbers: ``ledger(rules, start, results)``.
    ledger: Callable[[RulesT, tuple[int, int], tuple[ResultT, ...]], Any]
    #: Who deals after a deal (``None``: the result does not say who dealt it).
    next_dealer: Callable[[RulesT, ResultT], Seat | None]
    #: A ``wint-record`` of the deals: ``dump(rules, results, start, named)``.
    dump: Callable[[RulesT, Sequence[ResultT], tuple[int, int], NamedPlayers | None], Any]
    #: A parsed ``wint-record`` checked: ``read(doc, replay)``.
    read: Callable[[object, bool], Any]
    #: The key a deal of the game's replay records gives (its actions, which the pad does
    #: not keep): such a record is read as ``wint replay`` reads it.
    replay_key: str
    #: The game's sheet model of a ledger (``build_sheet(ledger, side, date=, seatings=,
    #: players=, unit=)``).
    sheet: Callable[..., Sheet]
