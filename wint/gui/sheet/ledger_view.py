"""The individual ledger live (V-SHEET-7): each player's running plus or minus after every
finished rubber, in the unit the rules name, beside the table in the sheet's dock, for
players who change seats or sit out in turn (§4.2)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wint.core.sheet import PlayerLedger
from wint.gui.platform.i18n import Retranslating
from wint.gui.sheet.words import ledger_text

__all__ = ["LedgerView"]


class LedgerView(Retranslating, QWidget):
    """The players' ledger: its title (with its unit), a row per player, a column per
    finished rubber (numbered; its tooltip says «after rubber 2»); hidden when there is
    none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ledger: PlayerLedger | None = None
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 8, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.table)
        self.hide()

    def set_ledger(self, ledger: PlayerLedger | None) -> None:
        """Show ``ledger`` (hide the view for ``None``)."""
        self._ledger = ledger
        self.retranslate()

    def rows(self) -> list[list[str]]:
        """What the table shows, rubber by rubber: each player's figure after it."""
        table = self.table
        return [
            [_text(table.item(row, column)) for row in range(table.rowCount())]
            for column in range(table.columnCount())
        ]

    def players(self) -> list[str]:
        """The players named down the table."""
        table = self.table
        return [_text(table.verticalHeaderItem(row)) for row in range(table.rowCount())]

    def retranslate(self) -> None:
        """Write the ledger in the user's language."""
        ledger = self._ledger
        self.setVisible(ledger is not None)
        if ledger is None:
            return
        text = ledger_text(ledger)
        self.title.setText(text.title)
        table = self.table
        table.clear()
        table.setRowCount(len(text.players))
        table.setColumnCount(len(text.rows))
        table.setVerticalHeaderLabels(list(text.players))
        for column, ((label, figures), (number, _)) in enumerate(
            zip(text.rows, ledger.rows, strict=True)
        ):
            header = QTableWidgetItem(str(number))
            header.setToolTip(label)
            table.setHorizontalHeaderItem(column, header)
            for row, figure in enumerate(figures):
                item = QTableWidgetItem(figure)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip(label)
                table.setItem(row, column, item)
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(row) for row in range(table.rowCount()))
        scroll = table.horizontalScrollBar().sizeHint().height()
        table.setFixedHeight(height + scroll + 2)


def _text(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""
