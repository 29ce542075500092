"""The score sheet in words: the sheet model's keys and numbers written in the user's
language (V-SHEET).

The model (:mod:`wint.games.vint.sheet`) holds keys, numbers and players; :func:`sheet_text`
writes a whole sheet once, in the language installed, as the text and the printed pages
set it.  The words keep the catalogue's context «Sheet» (a sheet entry's short label, the
seats and the counted words are :mod:`wint.gui.texts`'s).  Only QtCore is needed: ``wint
sheet --text`` runs with QtCore's translator and no display.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from wint.core.cards import Card, Rank
from wint.games.vint.scoring import Entry, EntryKind
from wint.games.vint.sheet import (
    Cell,
    Label,
    Name,
    Note,
    Pair,
    PlayerLedger,
    RowKind,
    RubberSheet,
    Sheet,
)
from wint.gui.platform.i18n import QT_TRANSLATE_NOOP
from wint.gui.texts import Texts, card_text, entry_label, seat_text

__all__ = [
    "MINUS",
    "CellText",
    "LedgerText",
    "RowText",
    "RubberText",
    "SheetText",
    "format_date",
    "name_text",
    "pair_text",
    "sheet_text",
    "sheet_title",
    "signed",
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

_TITLE = QT_TRANSLATE_NOOP("Sheet", "Vint score sheet")
_WE = QT_TRANSLATE_NOOP("Sheet", "We")
_THEY = QT_TRANSLATE_NOOP("Sheet", "They")
_EMPTY = QT_TRANSLATE_NOOP("Sheet", "No deal has been scored yet.")
_ALL_RUBBERS = QT_TRANSLATE_NOOP("Sheet", "All rubbers")
_RUBBER = QT_TRANSLATE_NOOP("Sheet", "Rubber %1")
_RUBBER_IN_PROGRESS = QT_TRANSLATE_NOOP("Sheet", "Rubber %1 (in progress)")
_DEAL = QT_TRANSLATE_NOOP("Sheet", "deal %1")
_ACCOUNTS = QT_TRANSLATE_NOOP("Sheet", "Players' accounts")
_AFTER_RUBBER = QT_TRANSLATE_NOOP("Sheet", "After rubber %1")


@dataclass(frozen=True, slots=True)
class CellText:
    """A cell in words: its label, figure and note, and the rule of an entry above the line."""

    label: str = ""
    value: str = ""
    note: str = ""
    rule: str = ""

    @property
    def is_empty(self) -> bool:
        """True when nothing is written in it."""
        return not (self.label or self.value or self.note)


@dataclass(frozen=True, slots=True)
class RowText:
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
    """The individual ledger in words: its title, the players, and a row per finished
    rubber (its label, each player's figure)."""

    title: str
    players: tuple[str, ...]
    rows: tuple[tuple[str, tuple[str, ...]], ...]


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


def _word(text: str, number: int | None = None) -> str:
    """One of the sheet's words in the language installed, ``number`` put in for ``%1``."""
    word = QCoreApplication.translate("Sheet", text)
    return word if number is None else word.replace("%1", str(number))


def sheet_title() -> str:
    """The sheet's title: «Запись игры в винт»."""
    return _word(_TITLE)


def format_date(date: datetime.date) -> str:
    """A date as a printed sheet gives it, in the current locale: «31 января 2025»."""
    return QLocale().toString(QDate(date.year, date.month, date.day), "d MMMM yyyy")


def signed(points: int) -> str:
    """Points with their sign: +8500, −8500, 0."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"{MINUS}{-points}"
    return "0"


def name_text(name: Name) -> str:
    """A player's name; a player without one is his seat's name."""
    return name if isinstance(name, str) else seat_text(name)


def pair_text(pair: Pair) -> str:
    """A side's pair: «Anna – Vera»."""
    return " – ".join(name_text(name) for name in pair)


def sheet_text(sheet: Sheet) -> SheetText:
    """``sheet`` written in the language installed."""
    headings = (_word(_WE), _word(_THEY))
    players = sheet.header_players()
    if players is not None:
        header = ",  ".join(name_text(name) for name in players)
    else:
        pairs = [pair_text(pair) for pair in sheet.names]
        header = f"{headings[0]}: {pairs[0]}    ·    {headings[1]}: {pairs[1]}"
    blocks = tuple(_rubber_text(rubber, sheet) for rubber in sheet.blocks())
    return SheetText(
        title=sheet_title(),
        date=format_date(sheet.date) if sheet.date is not None else "",
        headings=headings,
        header=header,
        blocks=blocks,
        empty_text="" if sheet.rubbers else _word(_EMPTY),
        players=_ledger_text(sheet.players) if sheet.players is not None else None,
    )


def _rubber_text(rubber: RubberSheet, sheet: Sheet) -> RubberText:
    if rubber.number == 0:
        title = _word(_ALL_RUBBERS)
    elif rubber.finished:
        title = _word(_RUBBER, rubber.number)
    else:
        title = _word(_RUBBER_IN_PROGRESS, rubber.number)
    left, right = sheet.names_of(rubber)
    signs = (RowKind.RESULT,)
    rows = tuple(
        RowText(
            row.kind,
            (
                _cell_text(row.cells[0], row.kind in signs),
                _cell_text(row.cells[1], row.kind in signs),
            ),
            row.crosses,
        )
        for row in rubber.rows
    )
    return RubberText(title, (pair_text(left), pair_text(right)), rows)


def _cell_text(cell: Cell, with_sign: bool) -> CellText:
    if cell.is_empty:
        return CellText()
    entry = cell.entry
    if entry is not None:
        return CellText(
            entry_label(entry.kind), str(entry.points), _entry_note(entry, cell.deal), entry.rule
        )
    label = ""
    if cell.label is not None:
        label = _word(_LABELS[cell.label], cell.game)
    value = ""
    if cell.value is not None:
        value = signed(cell.value) if with_sign else str(cell.value)
    note = ""
    if cell.parts is not None:
        note = f"({cell.parts[0]} + {cell.parts[1]})"
    elif cell.note is not None:
        note = _word(_NOTES[cell.note])
    return CellText(label, value, note)


def _entry_note(entry: Entry, deal: int) -> str:
    """Where an entry above the line came from: «[deal 5, 6×300]»."""
    where = _word(_DEAL, deal)
    detail = _detail(entry)
    return f"[{where}, {detail}]" if detail else f"[{where}]"


def _detail(entry: Entry) -> str:
    """The arithmetic of an entry: 6×300, ♣AKQ, 3 aces, 1 cross."""
    count = entry.count
    if entry.kind is EntryKind.CROSSES and count is not None:
        return Texts().crosses(count)
    if entry.kind is EntryKind.CORONET and count is not None:
        if entry.suit is None:  # three or four aces: «3 туза», «4 туза»
            return Texts().aces(count)
        ranks = [Rank(Rank.ACE - k) for k in range(min(count, 13))]
        return "♠♣♦♥"[entry.suit] + "".join(card_text(Card(entry.suit, r))[:-1] for r in ranks)
    if count is not None and entry.unit is not None:
        return f"{count}×{entry.unit}"
    return ""


def _ledger_text(ledger: PlayerLedger) -> LedgerText:
    title = _word(_ACCOUNTS) if ledger.unit == 1 else Texts().accounts_in_units(ledger.unit)
    rows = tuple(
        (
            _word(_AFTER_RUBBER, number),
            tuple(signed(points) for points in figures),
        )
        for number, figures in ledger.rows
    )
    return LedgerText(title, tuple(name_text(name) for name in ledger.players), rows)
