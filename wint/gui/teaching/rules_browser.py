"""Help › Rules: the rulebook in the interface's language, searchable, opened at a rule or at
the chapter of the game in play.

The rulebook is ours, written for the app in Russian and English (``wint/gui/rulebook``);
every rule id the hints, refusals and score entries cite is an anchor in it, so a "why?"
opens it at the right place.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from wint.gui.platform.i18n import QT_TRANSLATE_NOOP, Retranslating

__all__ = ["RulesBrowser", "rulebook_html"]


def rulebook_html(language: str) -> str:
    """The rulebook's HTML in ``language`` (``ru`` or ``en``)."""
    name = "ru.html" if language == "ru" else "en.html"
    return resources.files("wint.gui").joinpath("rulebook", name).read_text("utf-8")


class RulesBrowser(Retranslating, QDialog):
    """A non-modal window with the rulebook and a search field."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.language = ""
        self.title = QT_TRANSLATE_NOOP("MainWindow", "&Rules of Vint")
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.search.returnPressed.connect(self.find_next)
        self.find_button = QPushButton(self)
        self.find_button.clicked.connect(self.find_next)
        self.found = QLabel(self)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        bar.addWidget(self.find_button)
        bar.addWidget(self.found)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.browser, 1)
        find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        find.activated.connect(self.search.setFocus)
        again = QShortcut(QKeySequence(QKeySequence.StandardKey.FindNext), self)
        again.activated.connect(self.find_next)
        self.resize(860, 760)
        self.set_language(language)
        self.retranslate()

    def set_language(self, language: str) -> None:
        """Show the rulebook in ``language``, keeping the place."""
        if language == self.language:
            return
        self.language = language
        self.browser.setHtml(rulebook_html(language))

    def set_title(self, words: str) -> None:
        """Title the window with the game's menu words for its rules (untranslated, the
        "MainWindow" context)."""
        self.title = words
        self.retranslate()

    def show_rule(self, rule: str) -> None:
        """Open at ``rule`` (an id such as ``V-PLAY-4``, or a chapter), or at the top."""
        self.show()
        self.raise_()
        if rule:
            self.browser.scrollToAnchor(rule)
        else:
            self.browser.verticalScrollBar().setValue(0)

    def find_next(self) -> None:
        """Find the search text after the cursor, wrapping round once."""
        text = self.search.text().strip()
        if not text:
            return
        if not self.browser.find(text):
            cursor = self.browser.textCursor()
            cursor.movePosition(cursor.MoveOperation.Start)
            self.browser.setTextCursor(cursor)
            if not self.browser.find(text, QTextDocument.FindFlag(0)):
                self.found.setText(self.tr("not found"))
                return
        self.found.setText("")

    def retranslate(self) -> None:
        """Set every text in the user's language."""
        self.setWindowTitle(QCoreApplication.translate("MainWindow", self.title).replace("&", ""))
        self.search.setPlaceholderText(self.tr("Search the rules"))
        self.find_button.setText(self.tr("Find"))
