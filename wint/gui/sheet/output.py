"""The score sheet out of a window: print, print preview, PDF and plain text (V-SHEET).

One :class:`SheetOutput` serves a window that shows a sheet (the game's main window, the
score pad): it asks the window for the current :class:`~wint.core.sheet.Sheet` each
time, so what is printed is always what the sheet says now.  A Preferans session's sheet is
its pulya (:class:`~wint.games.preferans.sheet.PulyaSheet`), drawn and written by the pulya's
painter and words, loaded only for it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from wint.core.sheet import Sheet
from wint.gui.sheet.paint import default_page_size, page_layout, paint_sheet
from wint.gui.sheet.paint import export_pdf as write_pdf
from wint.gui.sheet.text import export_text as write_text
from wint.gui.shell.saves import report_write_failure
from wint.session.writing import write_file

__all__ = ["SheetOutput"]


class SheetOutput(QObject):
    """Print, preview and export the sheet that ``sheet()`` returns; files are offered under
    the name ``stem()`` in the home folder.  ``saved`` gives the path of each file written."""

    saved = Signal(str)

    def __init__(
        self, window: QWidget, sheet: Callable[[], Sheet | Any], stem: Callable[[], str]
    ) -> None:
        super().__init__(window)
        self.window = window
        self.sheet = sheet
        self.stem = stem

    def _printer(self) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout(default_page_size()))
        printer.setDocName(self.tr("Score sheet"))
        return printer

    def print_sheet(self) -> None:
        """File › Print: the print dialog, then the sheet on the chosen printer."""
        printer = self._printer()
        dialog = QPrintDialog(printer, self.window)
        dialog.setWindowTitle(self.tr("Print the score sheet"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.paint_on(printer)

    def print_preview(self) -> None:
        """File › Print preview: the sheet's pages as they will be printed."""
        printer = self._printer()  # kept alive here: the dialog does not own it
        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.setWindowTitle(self.tr("Print preview"))
        dialog.paintRequested.connect(self.paint_on)
        dialog.exec()

    def paint_on(self, printer: QPrinter) -> None:
        """Paint the sheet on ``printer``; a failure is reported to the user."""
        sheet = self.sheet()
        try:
            if isinstance(sheet, Sheet):
                paint_sheet(printer, sheet)
            else:
                from wint.gui.sheet.pulya_paint import paint_pulya_sheet  # a pulya's only

                paint_pulya_sheet(printer, sheet)
        except OSError as exc:
            self._cannot_write(exc)

    def export_pdf(self) -> Path | None:
        """File › Export PDF: the sheet as a PDF file; returns the path written."""
        path = self._target(
            self.tr("Export the sheet as PDF"), ".pdf", self.tr("PDF files (*.pdf)")
        )
        if path is not None:
            return self._write(path, lambda: _write_pdf(path, self.sheet()))
        return None

    def export_text(self) -> Path | None:
        """File › Export text: the sheet as a plain-text file; returns the path written."""
        path = self._target(
            self.tr("Export the sheet as text"), ".txt", self.tr("Text files (*.txt)")
        )
        if path is not None:
            return self._write(path, lambda: _write_text(path, self.sheet()))
        return None

    def _target(self, title: str, suffix: str, filters: str) -> Path | None:
        default = str(Path.home() / f"{self.stem()}{suffix}")
        name, _ = QFileDialog.getSaveFileName(self.window, title, default, filters)
        if not name:
            return None
        return Path(name if name.lower().endswith(suffix) else name + suffix)

    def _write(self, path: Path, write: Callable[[], object]) -> Path | None:
        try:
            write()
        except OSError as exc:
            self._cannot_write(exc)
            return None
        self.saved.emit(str(path))
        return path

    def _cannot_write(self, exc: OSError) -> None:
        report_write_failure(self.window, self.tr("Cannot write"), self.tr("The score sheet"), exc)


def _write_pdf(path: Path, sheet: Sheet | Any) -> None:
    """The rubbers' sheet, or a pulya, as a PDF file.

    :raises WriteError: it cannot be written.
    """
    if isinstance(sheet, Sheet):
        write_pdf(path, sheet, default_page_size())
        return
    from wint.gui.sheet.pulya_paint import export_pulya_pdf  # a pulya's only

    export_pulya_pdf(path, sheet, default_page_size())


def _write_text(path: Path, sheet: Sheet | Any) -> None:
    """The rubbers' sheet, or a pulya, as a plain-text file.

    :raises WriteError: it cannot be written.
    """
    if isinstance(sheet, Sheet):
        write_text(path, sheet)
        return
    from wint.gui.sheet.pulya_words import render_pulya_text  # a pulya's only

    write_file(path, render_pulya_text(sheet))
