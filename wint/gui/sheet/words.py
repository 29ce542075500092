"""The score sheet in words: the sheet model's keys and numbers written in the user's
language (V-SHEET, W-SC).

The model (:mod:`wint.core.sheet`, written by each game's sheet module) holds keys, numbers
and players; :func:`sheet_text` writes a whole sheet once, in the language installed, as
the text and the printed pages set it.  The words keep the catalogue's context «Sheet» (an
entry's label and arithmetic are :mod:`wint.gui.sheet.entries`'s, the seats and the
counted words :mod:`wint.gui.texts`'s).  Only QtCore is needed: ``wint sheet --text`` runs
with QtCore's translator and no display.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from wint.core.seats import Seat
from wint.core.sheet import (
    Cell,
    Label,
    Name,
    Note,
    Pair,
    PlayerLedger,
    RowKind,
    RubberSheet,
    Sheet,
    SheetEntry,
)
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP
from wint.gui.sheet.entries import entry_detail, entry_label, odd_tricks_note, transfer_text
from wint.gui.texts import Texts, dummy_text, seat_text

__all__ = [
    "MINUS",
    "CellText",
    "LedgerText",
    "RowText",
    "RubberText",
    "SheetText",
    "ledger_text",
    "pair_text",
    "rubber_transfer_texts",
    "sheet_text",
    "sheet_title",
]

MINUS = "−"  # U+2212, as a printed sheet writes it

_LABELS = {
    Label.GAME: QT_TRANSLATE_NOOP("Sheet", "Game %1:"),
    Label.SUBTOTAL: QT_TRANSLATE_NOOP("Sheet", "Subtotal"),
    Label.ABOVE: QT_TRANSLATE_NOOP("Sheet", "Above"),
    Label.BELOW: QT_TRANSLATE_NOOP("Sheet", "Below"),
    Label.TOTAL: QT_TRANSLATE_NOOP("Sheet", "Total"),
    Label.RESULT: QT_TRANSLATE_NOOP("Sheet", "Result"),
}

_NOTES = {
    Note.START: QT_TRANSLATE_NOOP("Sheet", "(start)"),
    Note.GAME: QT_TRANSLATE_NOOP("Sheet", "(game)"),
    Note.GAME_AND_RUBBER: QT_TRANSLATE_NOOP("Sheet", "(game, rubber)"),
}

_TITLES = {
    "vint": QT_TRANSLATE_NOOP("Sheet", "Vint score sheet"),
    "whist": QT_TRANSLATE_NOOP("Sheet", "Whist score sheet"),
}
_WE = QT_TRANSLATE_NOOP("Sheet", "We")
_THEY = QT_TRANSLATE_NOOP("Sheet", "They")
_EMPTY = QT_TRANSLATE_NOOP("Sheet", "No deal has been scored yet.")
_ALL_RUBBERS = QT_TRANSLATE_NOOP("Sheet", "All rubbers")
_RUBBER = QT_TRANSLATE_NOOP("Sheet", "Rubber %1")
_RUBBER_IN_PROGRESS = QT_TRANSLATE_NOOP("Sheet", "Rubber %1 (in progress)")
_DEAL = QT_TRANSLATE_NOOP("Sheet", "deal %1")
_AFTER_GAME = QT_TRANSLATE_NOOP("Sheet", "after game %1")
_ACCOUNTS = QT_TRANSLATE_NOOP("Sheet", "Players' accounts")
_AFTER_RUBBER = QT_TRANSLATE_NOOP("Sheet", "After rubber %1")


class CellText(NamedTuple):
    """A cell in words: its label, figure and note, and the rule of an entry above the line
    (cells and rows are named tuples: a long sheet makes them by the thousand)."""

    label: str = ""
    value: str = ""
    note: str = ""
    rule: str = ""

    @property
    def is_empty(self) -> bool:
        """True when nothing is written in it."""
        return not (self.label or self.value or self.note)


class RowText(NamedTuple):
    """A row in words: its kind, the crosses on the line, its two cells."""

    kind: RowKind
    cells: tuple[CellText, CellText]
    crosses: int = 0


@dataclass(frozen=True, slots=True)
class RubberText:
    """A rubber (or the summary of all) in words: its heading, the pairs under «Мы» and
    «Они», its rows."""

    title: str
    names: tuple[str, str]
    rows: tuple[RowText, ...]


@dataclass(frozen=True, slots=True)
class LedgerText:
    """The individual ledger in words: its title, the players, a row per finished rubber
    (its label, each player's figure), and the lines beside it (W-IRR-4)."""

    title: str
    players: tuple[str, ...]
    rows: tuple[tuple[str, tuple[str, ...]], ...]
    transfers: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SheetText:
    """A whole sheet in words: the title and date, the column headings, the header's names
    line, the rubbers then the summary, what an empty sheet says ('' when a deal is
    scored) and the individual ledger."""

    title: str
    date: str
    headings: tuple[str, str]
    header: str
    blocks: tuple[RubberText, ...]
    empty_text: str
    players: LedgerText | None


def sheet_title(sheet: Sheet) -> str:
    """The sheet's title: «Запись игры в винт», «Запись игры в вист»."""
    return QCoreApplication.translate("Sheet", _TITLES[sheet.game])


def _format_date(date: datetime.date) -> str:
    """A date as a printed sheet gives it, in the current locale: «31 января 2025»."""
    return QLocale().toString(QDate(date.year, date.month, date.day), "d MMMM yyyy")


def _signed(points: int) -> str:
    """Points with their sign: +8500, −8500, 0."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"{MINUS}{-points}"
    return "0"


def _name_text(name: Name) -> str:
    """A player's name; a player without one is his seat's name."""
    return name if isinstance(name, str) else seat_text(name)


def pair_text(pair: Pair) -> str:
    """A side's pair: «Anna – Vera»; a player with his dummy, named in both its seats
    (W-VAR-2P, W-VAR-3P): «Anna – dummy»."""
    first, second = pair
    return f"{_name_text(first)} – {_name_text(second) if first != second else dummy_text()}"


def rubber_transfer_texts(sheet: Sheet, rubber: RubberSheet) -> tuple[str, ...]:
    """The lines beside the players' ledger a rubber's sheet writes (V-REV-3, W-IRR-4), its
    seats named by the rubber's pairs: what the live sheet shows under its rubber."""
    pairs = sheet.names_of(rubber)

    def name(player: Name) -> str:
        if isinstance(player, Seat):
            player = pairs[0 if player.side is sheet.sides[0] else 1][int(player) // 2]
        return _name_text(player)

    return tuple(transfer_text(t, name(t.payer), name(t.payee)) for t in rubber.transfers)


def sheet_text(sheet: Sheet) -> SheetText:
    """``sheet`` written in the language installed."""
    return _Writer().sheet(sheet)


def ledger_text(ledger: PlayerLedger) -> LedgerText:
    """The individual ledger (V-SHEET-7) written in the language installed."""
    return _Writer().ledger(ledger)


_BLANK = CellText()


class _Writer:
    """Writes one sheet, each word, entry label and pair translated once."""

    def __init__(self) -> None:
        self._words: dict[str, str] = {}
        self._labels: dict[tuple[str, str], str] = {}  # by kind and rule
        self._pairs: dict[Pair, str] = {}

    def word(self, text: str, number: int | None = None) -> str:
        """One of the sheet's words, ``number`` put in for ``%1``."""
        word = self._words.get(text)
        if word is None:
            word = self._words[text] = QCoreApplication.translate("Sheet", text)
        return word if number is None else word.replace("%1", str(number))

    def pair(self, pair: Pair) -> str:
        written = self._pairs.get(pair)
        if written is None:
            written = self._pairs[pair] = pair_text(pair)
        return written

    def sheet(self, sheet: Sheet) -> SheetText:
        headings = (self.word(_WE), self.word(_THEY))
        players = sheet.header_players()
        if players is not None:
            header = ",  ".join(_name_text(name) for name in players)
        else:
            pairs = [self.pair(pair) for pair in sheet.names]
            header = f"{headings[0]}: {pairs[0]}    ·    {headings[1]}: {pairs[1]}"
        return SheetText(
            title=self.word(_TITLES[sheet.game]),
            date=_format_date(sheet.date) if sheet.date is not None else "",
            headings=headings,
            header=header,
            blocks=tuple(self.rubber(rubber, sheet) for rubber in sheet.blocks()),
            empty_text="" if sheet.rubbers else self.word(_EMPTY),
            players=self.ledger(sheet.players) if sheet.players is not None else None,
        )

    def rubber(self, rubber: RubberSheet, sheet: Sheet) -> RubberText:
        if rubber.number == 0:
            title = self.word(_ALL_RUBBERS)
        elif rubber.finished:
            title = self.word(_RUBBER, rubber.number)
        else:
            title = self.word(_RUBBER_IN_PROGRESS, rubber.number)
        left, right = sheet.names_of(rubber)
        rows = []
        for row in rubber.rows:
            with_sign = row.kind is RowKind.RESULT
            cells = (self.cell(row.cells[0], with_sign), self.cell(row.cells[1], with_sign))
            rows.append(RowText(row.kind, cells, row.crosses))
        return RubberText(title, (self.pair(left), self.pair(right)), tuple(rows))

    def cell(self, cell: Cell, with_sign: bool) -> CellText:
        if cell.is_empty:
            return _BLANK
        entry = cell.entry
        if entry is not None:
            return CellText(
                self.entry_label(entry),
                str(entry.points),
                self.entry_note(entry, cell),
                entry.rule,
            )
        label = ""
        if cell.label is not None:
            label = self.word(_LABELS[cell.label], cell.game)
        value = ""
        if cell.value is not None:
            value = _signed(cell.value) if with_sign else str(cell.value)
        note = ""
        if cell.parts is not None:
            note = f"({cell.parts[0]} + {cell.parts[1]})"
        elif cell.odd_tricks:
            note = odd_tricks_note(cell.odd_tricks, cell.note)
        elif cell.note is not None:
            note = self.word(_NOTES[cell.note])
        return CellText(label, value, note)

    def entry_label(self, entry: SheetEntry) -> str:
        key = (entry.kind, entry.rule)
        label = self._labels.get(key)
        if label is None:
            label = self._labels[key] = entry_label(entry)
        return label

    def entry_note(self, entry: SheetEntry, cell: Cell) -> str:
        """Where an entry above the line came from: «[deal 5, 6×300]», or after which game
        a netting was written (its cell's ``game``): «[after game 1, 19 − 13]»."""
        where = self.word(_AFTER_GAME, cell.game) if cell.game else self.word(_DEAL, cell.deal)
        detail = entry_detail(entry)
        return f"[{where}, {detail}]" if detail else f"[{where}]"

    def ledger(self, ledger: PlayerLedger) -> LedgerText:
        unit = ledger.unit
        title = self.word(_ACCOUNTS) if unit == 1 else Texts().accounts_in_units(unit)
        rows = tuple(
            (self.word(_AFTER_RUBBER, number), tuple(_signed(points) for points in figures))
            for number, figures in ledger.rows
        )
        transfers = tuple(
            transfer_text(t, _name_text(t.payer), _name_text(t.payee), unit)
            for t in ledger.transfers
        )
        players = tuple(_name_text(name) for name in ledger.players)
        return LedgerText(title, players, rows, transfers)
