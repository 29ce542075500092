"""A score sheet as rows and cells of keys and numbers, any game's (V-SHEET, W-SC).

A game's sheet model (:mod:`wint.games.vint.sheet`, :mod:`wint.games.whist.sheet`) writes
each rubber as the rows people write, top to bottom: the entries above the line, the line,
the figures below it with a rule under every finished game, the totals and the result;
:mod:`wint.core.sheet_builder` puts the rubbers together with their pairs, the summary of
all rubbers and the individual ledger of the players (V-SHEET-7, W-SC-10).

Nothing in it is prose: a cell holds numbers, a :class:`Label` and a :class:`Note` (keys),
or the entry it writes (any game's entry: :class:`SheetEntry`), and a player without a name
is the :class:`~wint.core.seats.Seat` he sits in.  The renderers (the live dock, the printed
pages, the text) write it in the user's language.

>>> seat_names(("Anna", "", "Vera", ""))
('Anna', <Seat.E: 1>, 'Vera', <Seat.W: 3>)
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple, Protocol

from wint.core.cards import Suit
from wint.core.seats import SEATS, Seat, Side
from wint.core.series import ScoredRubber, ScoreLedger

__all__ = [
    "EMPTY",
    "Cell",
    "Label",
    "Name",
    "Note",
    "Pair",
    "PlayerLedger",
    "Row",
    "RowKind",
    "RubberSheet",
    "Sheet",
    "SheetEntry",
    "Transfer",
    "Written",
    "pairs_of",
    "seat_names",
]

#: A player on the sheet: a name, or the seat of a player who has none (written as the seat).
Name = str | Seat
#: A side's two players, in the order of their seats (N, S or E, W).
Pair = tuple[Name, Name]


class SheetEntry(Protocol):
    """An entry above the line, any game's: what it is for (``kind``, a value of its game's
    enum of kinds), whose, its points and the rule that wrote it; ``count``, ``seat`` and
    ``suit`` where it has them (honours held, a coronet's length, seat and suit …)."""

    @property
    def kind(self) -> str: ...

    @property
    def side(self) -> Side: ...

    @property
    def points(self) -> int: ...

    @property
    def rule(self) -> str: ...

    @property
    def count(self) -> int | None: ...

    @property
    def seat(self) -> Seat | None: ...

    @property
    def suit(self) -> Suit | None: ...


class RowKind(Enum):
    """What a row of the sheet is."""

    ABOVE = "above"  # one entry above the line in each column (or none)
    CARRIED = "carried"  # above the line: what each side keeps after a netting (W-SC-7)
    LINE = "line"  # the line (черта), with the crosses on it
    BELOW = "below"  # the figures below the line after a deal
    GAME_RULE = "game_rule"  # the short rule under a finished game
    SUBTOTAL = "subtotal"  # each side's subtotal after a game (above + below so far)
    TOTALS_RULE = "totals_rule"  # the rule before the totals
    TOTAL = "total"  # above, below, total
    RESULT = "result"  # the difference, to the side with the larger total


class Label(Enum):
    """The word left of a figure, in the first column."""

    GAME = "game"  # «Game 1:» on a game's first row below the line (:attr:`Cell.game`)
    SUBTOTAL = "subtotal"
    ABOVE = "above"
    BELOW = "below"
    TOTAL = "total"
    RESULT = "result"


class Note(Enum):
    """The note right of a figure below the line."""

    START = "start"  # the first game's totals the sheet began with
    GAME = "game"  # this deal won the game
    GAME_AND_RUBBER = "game_and_rubber"  # this deal won the game and the rubber


class Cell(NamedTuple):
    """One column's part of a row: its figure (``None``: nothing written), its label and
    note; ``game`` is the number :attr:`Label.GAME` shows, or the game a netting's entry
    was written after (in a :attr:`RowKind.CARRIED` row, W-SC-7).  A subtotal's ``parts``
    are its sums above and below the line; an entry above the line is its ``entry``
    (labelled by its kind, explained by its arithmetic) and the ``deal`` that wrote it
    (from 1); a Whist deal's figure below the line gives its ``odd_tricks`` (леве,
    W-SC-1).  (Cells and rows are named tuples: a long sheet makes them by the
    thousand.)"""

    value: int | None = None
    label: Label | None = None
    game: int = 0
    note: Note | None = None
    parts: tuple[int, int] | None = None
    entry: SheetEntry | None = None
    deal: int = 0
    odd_tricks: int = 0

    @property
    def is_empty(self) -> bool:
        """True when nothing is written in it."""
        return self.value is None and self.label is None and self.note is None


EMPTY = Cell()


class Row(NamedTuple):
    """A row across both columns, left («Мы») then right («Они»).  A deal's row below the
    line also has both columns' ``running`` totals of the game (a column writes its own
    only when the deal wrote below the line for it)."""

    kind: RowKind
    cells: tuple[Cell, Cell] = (EMPTY, EMPTY)
    crosses: int = 0  # on the line
    running: tuple[int, int] | None = None

    @property
    def ends_game(self) -> bool:
        """True on the row of the deal that won a game."""
        return any(cell.note in (Note.GAME, Note.GAME_AND_RUBBER) for cell in self.cells)


class Written(NamedTuple):
    """An entry above the line as the sheet writes it: its column (0: left), its cell, and
    whether it is a netting's (a :attr:`RowKind.CARRIED` row's, W-SC-7)."""

    column: int
    cell: Cell
    netting: bool


@dataclass(frozen=True, slots=True)
class Transfer:
    """What one player owes another beside the individual ledger, which it leaves as it is
    (W-IRR-4): in ``deal`` (from 1) ``payer`` owes ``payee`` ``points`` by ``rule``, for
    ``tricks`` moved (0: a penalty in points).  A rubber's sheet names the players by their
    seats, the ledger by the players who sat there."""

    deal: int
    payer: Name
    payee: Name
    points: int
    rule: str
    tricks: int = 0


@dataclass(frozen=True, slots=True)
class RubberSheet:
    """One rubber's sheet: its ``number`` (from 1; 0 for all rubbers together), its rows
    from top to bottom, its pairs when they differ from the sheet's, and what its players
    owe each other beside the ledger (by seat)."""

    number: int
    rows: tuple[Row, ...]
    finished: bool
    names: tuple[Pair, Pair] | None = None
    transfers: tuple[Transfer, ...] = ()

    @property
    def crosses(self) -> int:
        """The crosses on the line (V-SHEET-5)."""
        return next((row.crosses for row in self.rows if row.kind is RowKind.LINE), 0)

    def entries(self) -> tuple[Written, ...]:
        """The entries above the line in order of play: deal by deal, the left column's
        first, a netting's two after its deal's (W-SC-7)."""
        written = [
            Written(column, cell, row.kind is RowKind.CARRIED)
            for row in reversed(self.rows)
            if row.kind in (RowKind.ABOVE, RowKind.CARRIED)
            for column, cell in enumerate(row.cells)
            if cell.entry is not None
        ]
        return tuple(sorted(written, key=lambda w: (w.cell.deal, 2 if w.netting else w.column)))


@dataclass(frozen=True, slots=True)
class PlayerLedger:
    """The individual ledger (V-SHEET-7, W-SC-10): the players, and after every finished
    rubber (its number) each one's running plus or minus in units of ``unit`` points (a
    row sums to 0); beside it, what one player owes another in points (W-IRR-4)."""

    players: tuple[Name, ...]
    rows: tuple[tuple[int, tuple[int, ...]], ...]
    unit: int = 1
    transfers: tuple[Transfer, ...] = ()


@dataclass(frozen=True, slots=True)
class Sheet:
    """The whole sheet of a ledger: its ``game`` (the registry's id: ``"vint"``), the left
    and right columns' ``sides`` (the left one is «Мы»), ``names`` their pairs, and the
    ``ledger`` it was written from (its charts draw it)."""

    game: str
    names: tuple[Pair, Pair]
    sides: tuple[Side, Side]
    rubbers: tuple[RubberSheet, ...]
    summary: RubberSheet | None  # all rubbers together, when there are several
    ledger: ScoreLedger[ScoredRubber] = field(compare=False, repr=False)
    players: PlayerLedger | None = None  # with several rubbers (V-SHEET-7)
    date: datetime.date | None = None

    def blocks(self) -> tuple[RubberSheet, ...]:
        """The rubbers, then the summary of all rubbers if there is one."""
        return (*self.rubbers, self.summary) if self.summary is not None else self.rubbers

    def names_of(self, rubber: RubberSheet) -> tuple[Pair, Pair]:
        """The pairs written under «Мы» and «Они» for ``rubber``."""
        return rubber.names if rubber.names is not None else self.names

    def header_players(self) -> tuple[Name, ...] | None:
        """The players a page's header names when partners change between rubbers (each
        rubber then names its own pairs); ``None``: the header names the sheet's pairs."""
        if self.players is not None and any(r.names for r in self.rubbers):
            return self.players.players
        return None


def seat_names(names: Sequence[str]) -> tuple[Name, ...]:
    """The players of N, E, S and W from their names, a blank one standing for its seat."""
    return tuple(name or seat for seat, name in zip(SEATS, names, strict=True))


def pairs_of(seating: Sequence[Name]) -> tuple[Pair, Pair]:
    """Each side's two players from the players of N, E, S and W, indexed by :class:`Side`."""
    return (seating[Seat.N], seating[Seat.S]), (seating[Seat.E], seating[Seat.W])
