"""The score sheet as plain text (V-SHEET, W-SC): a monospace sheet like the rulebook's example
printout, both columns side by side.

Deterministic (the same sheet gives the same text) and written with QtCore's translator
alone: ``wint sheet --text`` needs no display and no GUI application.
"""

from __future__ import annotations

from pathlib import Path

from wint.core.sheet import RowKind, Sheet
from wint.gui.sheet.words import CellText, LedgerText, sheet_text
from wint.session.writing import write_file

__all__ = ["export_text", "render_text"]


def render_text(sheet: Sheet) -> str:
    """The sheet in monospace text, in the language installed; ends with a newline."""
    written = sheet_text(sheet)
    cells = [cell for block in written.blocks for row in block.rows for cell in row.cells]
    label_width = max((len(c.label) for c in cells), default=0)
    value_width = max((len(c.value) for c in cells), default=0)

    def cell_text(cell: CellText) -> str:
        if cell.is_empty:
            return ""
        text = f" {cell.label:<{label_width}} {cell.value:>{value_width}}"
        return f"{text}  {cell.note}" if cell.note else text

    width = max([33, *(len(cell_text(c)) + 1 for c in cells)])
    indent = "  "

    def rule(char: str, crosses: int = 0) -> str:
        line = char * width + "+" + char * width
        if crosses:
            marks = " " + " ".join("x" for _ in range(crosses)) + " "
            start = width - len(marks) // 2
            line = line[:start] + marks + line[start + len(marks) :]
        return indent + line

    def pair(left: str, right: str) -> str:
        return (indent + left.ljust(width) + "|" + right).rstrip()

    title = written.title + (f" — {written.date}" if written.date else "")
    lines = [title, ""]
    if written.empty_text:
        lines.append(written.empty_text)
    for number, block in enumerate(written.blocks):
        if number:
            lines.append("")
        lines.append(block.title)
        lines.append(
            pair(
                written.headings[0].upper().center(width),
                written.headings[1].upper().center(width),
            )
        )
        lines.append(pair(block.names[0].center(width), block.names[1].center(width)))
        lines.append(rule("-"))
        for row in block.rows:
            if row.kind is RowKind.LINE:
                lines.append(rule("=", row.crosses))
            elif row.kind in (RowKind.GAME_RULE, RowKind.TOTALS_RULE):
                lines.append(rule("-"))
            else:
                lines.append(pair(cell_text(row.cells[0]), cell_text(row.cells[1])))
                if row.kind is RowKind.SUBTOTAL:
                    lines.append(pair("", ""))  # a little room before the next game
                elif row.kind is RowKind.CARRIED:  # the netting sums what is under it
                    lines.append(rule("."))
    if written.players is not None:
        lines += ["", *_player_ledger_text(written.players, indent)]
    return "\n".join(lines) + "\n"


def _player_ledger_text(ledger: LedgerText, indent: str) -> list[str]:
    """The individual ledger as a table: a column per player, a row per finished rubber;
    under it the lines beside it (W-IRR-4)."""
    lines = [ledger.title]
    if ledger.rows:
        label_width = max(len(label) for label, _ in ledger.rows)
        widths = [
            max(len(name), *(len(figures[i]) for _, figures in ledger.rows)) + 2
            for i, name in enumerate(ledger.players)
        ]
        head = " " * label_width + "".join(
            name.rjust(w) for name, w in zip(ledger.players, widths, strict=True)
        )
        body = [
            label.ljust(label_width)
            + "".join(f.rjust(w) for f, w in zip(figures, widths, strict=True))
            for label, figures in ledger.rows
        ]
        lines += [indent + head, *(indent + line for line in body)]
    return lines + [indent + line for line in ledger.transfers]


def export_text(path: Path, sheet: Sheet) -> None:
    """Write the text sheet to ``path`` (UTF-8).

    :raises WriteError: it cannot be written; a file that was there is unchanged.
    """
    write_file(path, render_text(sheet))
