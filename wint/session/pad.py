"""The score pad of a real table: deals entered as the players write them down (V-SHEET,
W-SC).

A :class:`ScorePad` is an immutable value: the rules of its game — Vint's
:class:`~wint.games.vint.rules.RuleSet` or Whist's
:class:`~wint.games.whist.rules.WhistRules`, whose ``partner_rotation`` says whether partners
change after each rubber (V-PART-9, W-SEAT-5) — the four named players, and each deal's
result in order.  What differs between the games is their :class:`~wint.session.pad_game.PadGame`:
Vint's here (:data:`VINT`, its checks :func:`deal_fault`), Whist's in
:mod:`wint.session.whist_pad`, loaded only for a Whist pad.  :meth:`ScorePad.put` adds or
corrects a deal after checking it, :meth:`ScorePad.remove` deletes one, and the ledger, the
sheet, the seating of every rubber and the dealer of the next deal follow from the deals.
A pad is saved as a ``wint-record`` of its game (the ``holdings`` form) with its players, as
``contracts/record-players.md`` defines them: the file keeps everything that changes a
score, so a pad copied or moved keeps its players and their accounts.  :func:`open_record`
opens any record ``wint score`` or ``wint replay`` reads (four players); the cards a record
may give (the hands, the calls and play) are not kept, only what they give the sheet.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final, Generic, TypeVar

from wint.core.errors import RulesError
from wint.core.names import name_fault
from wint.core.options import apply_options
from wint.core.players import NamedPlayers, PlayerRules
from wint.core.seating import PartnerRotation, Seating, draw_order, seating, seatings, sits_out
from wint.core.seats import Seat, Side
from wint.core.sheet import Sheet, seat_names
from wint.games.vint.calls import Strain
from wint.games.vint.ledger import next_dealer
from wint.games.vint.record import dump_record, ledger_of, read_record
from wint.games.vint.result import DealResult, holdings_fault, revokes_fault
from wint.games.vint.rules import HonoursBasis, PassedOut, RuleSet
from wint.games.vint.sheet import build_sheet
from wint.session.pad_game import PadError, PadGame

__all__ = [
    "PAD_GAMES",
    "UNNAMED",
    "VINT",
    "OpenedRecord",
    "PadError",
    "PadGame",
    "ScorePad",
    "deal_fault",
    "open_record",
    "pad_game",
    "parse_contract",
    "players_fault",
]

RulesT = TypeVar("RulesT", bound=PlayerRules)
ResultT = TypeVar("ResultT")

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


def deal_fault(rules: RuleSet, result: DealResult) -> PadError | None:
    """The first reason ``result`` cannot be a deal under ``rules``; ``None`` when it can.

    Codes: ``tricks`` (outside 0–13), ``tricks_ns`` (a распасовка needs the tricks of N–S,
    other passed-out deals have none), ``passed_holdings`` (honours or a revoke in a deal
    nobody played), ``captured`` (required exactly with ``honours_basis = captured``), the
    codes of :func:`~wint.games.vint.result.holdings_fault` (``honours_sum``, ``aces_sum``,
    ``aces_coronet_twice``, ``aces_coronet_beyond``, ``ace_twice``, ``run_honours``,
    ``runs_beyond``), ``coronet_length`` (a run of 3–13, three or four aces), ``revokes``
    (more than a deal can hold, V-REV-1) and, for
    the cards won in tricks, ``captured_honours`` / ``captured_aces`` (not five honours or
    four aces in all).
    """
    if result.contract is None:
        raspasovka = rules.passed_out is PassedOut.RASPASOVKA
        if (result.tricks_ns is not None) != raspasovka:
            return PadError("tricks_ns")
        if result.holdings or result.captured or result.revokes:
            return PadError("passed_holdings")
        return None
    if result.tricks_ns is None or not 0 <= result.tricks_ns <= 13:
        return PadError("tricks")
    if revokes_fault(result.revokes) is not None:
        return PadError("revokes")
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


def _vint_next_dealer(rules: RuleSet, result: DealResult) -> Seat | None:
    """After the deal's dealer, a deal passed out as the rules say (V-DEAL-6, C-16)."""
    return None if result.dealer is None else next_dealer(rules, result.dealer, result.passed_out)


#: Vint's part of the score pad.
VINT: Final[PadGame[RuleSet, DealResult]] = PadGame(
    id="vint",
    rules_type=RuleSet,
    kept=lambda rules, result: result,
    fault=deal_fault,
    ledger=ledger_of,
    next_dealer=_vint_next_dealer,
    dump=dump_record,
    read=read_record,
    replay_key="calls",
    sheet=build_sheet,
)

#: The games the pad keeps, by id.
PAD_GAMES: Final = ("vint", "whist")


def pad_game(game: str | PlayerRules) -> PadGame[Any, Any]:
    """The pad's part of a game, by its id or by its rules (Whist's is loaded only when asked
    for: a Vint pad never loads Whist).

    :raises KeyError: a game the pad does not keep.
    """
    if game == VINT.id or isinstance(game, VINT.rules_type):
        return VINT
    from wint.session.whist_pad import WHIST  # only for a Whist pad

    if game == WHIST.id or isinstance(game, WHIST.rules_type):
        return WHIST
    raise KeyError(game)


#: The seats of a pad whose players are not named: the seats' own names are shown.
UNNAMED: Seating = ("", "", "", "")


def players_fault(names: Sequence[str]) -> bool:
    """Whether ``names`` cannot be a pad's players: neither four to six different names
    (all those given) nor none, or one that is no player's name
    (:func:`~wint.core.names.name_fault`)."""
    named = [name for name in names if name]
    if any(name_fault(name) for name in named):
        return True
    return bool(named) and (
        len(names) != len(named) or not 4 <= len(named) <= 6 or len(set(named)) != len(named)
    )


@dataclass(frozen=True, slots=True)
class ScorePad(Generic[RulesT, ResultT]):
    """The deals written at a real table, with who sits where; the rules say the game
    (:func:`pad_game`).

    ``players`` are the four to six named players in draw order (``()`` while the seats are
    not named): the tables seat them rubber by rubber (V-PART-9, §4.2; four in the first
    rubber N, S, E, W, :func:`~wint.core.seating.draw_order`), four changing partners unless
    the rules' ``partner_rotation`` is ``none``, five and six sitting out in turn; ``lot``
    names the two of players 1–4 drawn to play six players' rubber 8 (the pad cannot seat
    it without them); ``given`` holds the seats of the first rubbers when the table sat
    otherwise.

    :raises ValueError: players neither none nor four to six different names, or a name
        that is no name (:func:`players_fault`); a lot of others than two of players 1–4.
    :raises RulesError: ``players`` in the rules other than the names' number (four when
        none are named: five or six players need their names).
    """

    rules: RulesT
    players: tuple[str, ...] = ()
    results: tuple[ResultT, ...] = ()
    start: tuple[int, int] = (0, 0)
    first_dealer: Seat = Seat.N
    given: tuple[Seating, ...] = ()
    lot: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        pad_game(self.rules)  # a game the pad keeps
        if self.players and players_fault(self.players):
            raise ValueError("a score pad names four to six different players, or none")
        count = len(self.players) or 4
        if self.rules.players != count:
            raise RulesError(
                "rules.options.players",
                f"{self.rules.players}: the pad names {count} players"
                + ("" if self.players else " (five or six need their names)"),
            )
        if self.lot and (len(self.lot) != 2 or not set(self.lot) <= set(self.players[:4])):
            raise ValueError("six players' rubber 8 is played by two of players 1-4")

    @classmethod
    def from_record(cls, record: Any) -> ScorePad[Any, Any]:
        """The pad of a read ``wint-record`` of a game the pad keeps (its ``Record``).

        :raises PadError: a deal the pad could not have written (checked like an entry).
        """
        named = record.named
        players = named.players if named else ()
        lot = named.lot if named else ()
        pad: ScorePad[Any, Any] = cls(record.rules, players, start=record.start, lot=lot)
        for result in record.results:
            pad = pad.put(pad.game.kept(pad.rules, result))
        if named is None or named.given is None:
            return pad
        # the entries the tables would give anyway are not kept as written
        given = list(named.given)
        while given and given[-1] == pad._tables(len(given) - 1):
            given.pop()
        return replace(pad, given=tuple(given))

    @property
    def game(self) -> PadGame[RulesT, ResultT]:
        """The pad's part of the game the rules are of."""
        return pad_game(self.rules)

    @property
    def rotate(self) -> bool:
        """Whether partners change after each rubber (V-PART-9, W-SEAT-5)."""
        return self.rules.partner_rotation is PartnerRotation.EACH_RUBBER

    def ledger(self) -> Any:
        """The deals scored into games (partii) and rubbers, the game's ledger (scored once
        per pad: the window asks for it several times after each change)."""
        return self.game.ledger(self.rules, self.start, self.results)

    def sheet(self, date: datetime.date | None = None) -> Sheet:
        """The pad's sheet in its game's form, dated ``date``; with named players their
        ledger (V-SHEET-7, W-SC-10) counts in the rules' ``ledger_unit``, as ``wint score``
        gives it."""
        return self.game.sheet(
            self.ledger(),
            Side.NS,
            date=date,
            seatings=[seat_names(seats) for seats in self.seatings()],
            players=self.players,
            unit=self.rules.ledger_unit if self.players else 1,
        )

    def seating(self, rubber: int) -> Seating:
        """Who sits N, E, S, W in rubber number ``rubber`` (from 1); blanks while the players
        are not named."""
        if not self.players:
            return UNNAMED
        if rubber <= len(self.given):
            return self.given[rubber - 1]
        return self._tables(rubber - 1)

    def _tables(self, index: int) -> Seating:
        """Rubber ``index`` (from 0) as the tables seat it (§4.2)."""
        return seating(self.players, index, self.rules, self.lot)

    def seatings(self) -> list[Seating]:
        """The seating of every rubber so far, and of the next one when the last is over."""
        ledger = self.ledger()
        count = len(ledger.rubbers) + (1 if ledger.current is None or ledger.current.is_over else 0)
        if not self.players:
            return [UNNAMED] * count
        return list(seatings(self.players, self.rules, count, self.given, self.lot))

    def sits_out(self, rubber: int) -> tuple[str, ...]:
        """Who sits rubber number ``rubber`` (from 1) out (§4.2), in draw order."""
        return sits_out(self.players, self.seating(rubber)) if self.players else ()

    def rubber_of(self, index: int) -> int:
        """The number (from 1) of the rubber that deal ``index`` belongs to; ``index`` equal to
        the deal count asks about the next deal."""
        ledger = self.ledger()
        for number, rubber in enumerate(ledger.rubbers, 1):
            if any(deal.index == index for deal in rubber.deals):
                return number
        return len(self.seatings())

    def next_dealer(self) -> Seat:
        """Who deals the next deal: after the last deal's dealer as the game says (V-DEAL-6,
        C-16; W-DEAL-5, W-IRR-11)."""
        if not self.results:
            return self.first_dealer
        after = self.game.next_dealer(self.rules, self.results[-1])
        return self.first_dealer if after is None else after

    def with_players(self, first: Seating, rotate: bool) -> ScorePad[RulesT, ResultT]:
        """This pad of four players named as they sit in the first rubber (N, E, S, W; all
        blank: not named) and partners changing after each rubber or not.  Names typed over
        named players rename them, wherever they sit.

        :raises ValueError: neither four different names nor none, or a name that is no
            name (:func:`players_fault`).
        """
        rotation = PartnerRotation.EACH_RUBBER if rotate else PartnerRotation.NONE
        options = {"partner_rotation": rotation.value, "players": 4}
        rules = apply_options(self.rules, options)
        if not any(first):
            return replace(self, rules=rules, players=(), given=(), lot=())
        if len(self.players) != 4:
            return replace(self, rules=rules, players=draw_order(first), given=(), lot=())
        names = dict(zip(self.seating(1), first, strict=True))
        players = tuple(names.get(name, name) for name in self.players)
        given = tuple(_renamed(seats, names) for seats in self.given)
        return replace(self, rules=rules, players=players, given=given)

    def with_drawn(
        self, players: Sequence[str], lot: Sequence[str] = ()
    ) -> ScorePad[RulesT, ResultT]:
        """This pad of five or six ``players`` in draw order, seated by the tables of §4.2
        (six players' rubber 8 with the two of players 1–4 in ``lot``).

        :raises ValueError: as :class:`ScorePad`.
        """
        rules = apply_options(self.rules, {"players": len(players)})
        lot = tuple(lot) if len(players) == 6 else ()
        return replace(self, rules=rules, players=tuple(players), given=(), lot=lot)

    def migrated(self, first: Sequence[str], rotate: bool) -> ScorePad[RulesT, ResultT]:
        """This pad (read from a file without players) with the names and the rotation flag
        an older wint kept in its settings: N, E, S, W of the first rubber.  Where its
        rotation seated a rubber otherwise than the tables (E and W swapped in rubber 3),
        the seats are written as ``given``, so every deal keeps its players."""
        named = tuple(first)
        if len(named) != 4 or not all(named) or players_fault(named):
            return self.with_players(UNNAMED, rotate)  # incomplete names: not migrated
        pad = self.with_players((named[0], named[1], named[2], named[3]), rotate)
        reached = len(self.ledger().rubbers)
        old = tuple(_old_rotation(named, index if rotate else 0) for index in range(reached))
        return pad if list(old) == pad.seatings()[:reached] else replace(pad, given=old)

    def put(self, result: ResultT, index: int | None = None) -> ScorePad[RulesT, ResultT]:
        """This pad with ``result`` added (or put in place of deal ``index``).

        :raises PadError: the deal cannot be written (the game's ``fault``).
        :raises IndexError: no deal ``index``.
        """
        fault = self.game.fault(self.rules, result)
        if fault is not None:
            raise fault
        if index is None:
            return replace(self, results=(*self.results, result))
        if not 0 <= index < len(self.results):
            raise IndexError(index)
        results = list(self.results)
        results[index] = result
        return replace(self, results=tuple(results))

    def remove(self, index: int) -> ScorePad[RulesT, ResultT]:
        """This pad without deal ``index``; the deals after it move up."""
        if not 0 <= index < len(self.results):
            raise IndexError(index)
        return replace(self, results=self.results[:index] + self.results[index + 1 :])

    def record(self) -> dict[str, Any]:
        """The pad as a ``wint-record`` document of its game, with its players
        (record-players.md)."""
        named = None
        if self.players:
            rubbers = len(self.ledger().rubbers)
            written = self.seatings()[:rubbers] if self.given else None
            lot = self.lot if written is None else ()  # a written seating seats rubber 8
            named = NamedPlayers(self.players, None if written is None else tuple(written), lot)
        document: dict[str, Any] = self.game.dump(self.rules, self.results, self.start, named)
        return document


@dataclass(frozen=True, slots=True)
class OpenedRecord:
    """A record opened on the pad: the pad, the record as read, and whether the record gives
    cards the pad does not keep (a deal's hands, or its calls and play), so that the pad
    saved in its place would lose them."""

    pad: ScorePad[Any, Any]
    record: Any
    cards: bool


def open_record(doc: object) -> OpenedRecord:
    """The pad of a parsed ``wint-record`` of the game it names (Vint's when none): a record
    whose deals give their play (Vint's calls and play) is replayed, as ``wint replay``
    reads it, any other scored as ``wint score`` reads it.

    :raises RecordError: the record cannot be read.
    :raises PadError: a deal the pad could not have written.
    """
    named = doc.get("game") if isinstance(doc, Mapping) else None
    # Vint's reader refuses a game the pad does not keep, where the key stands
    game = pad_game(named) if isinstance(named, str) and named in PAD_GAMES else VINT
    deals = doc.get("deals") if isinstance(doc, Mapping) else None
    given = [deal for deal in deals if isinstance(deal, dict)] if isinstance(deals, list) else []
    record = game.read(doc, any(game.replay_key in deal for deal in given))
    cards = any(key in deal for deal in given for key in ("deal", "calls", "play"))
    return OpenedRecord(ScorePad.from_record(record), record, cards)


def _renamed(seats: Seating, new: dict[str, str]) -> Seating:
    n, e, s, w = (new.get(name, name) for name in seats)
    return (n, e, s, w)


def _old_rotation(first: tuple[str, ...], index: int) -> Seating:
    """How an older wint seated rubber ``index`` of a pad (N, E, S, W of the first rubber),
    read only to migrate such a pad: A+C v B+D, A+B v C+D, A+D v B+C with A and B fixed."""
    order = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 1, 3, 2))[index % 3]
    n, e, s, w = (first[i] for i in order)
    return (n, e, s, w)
