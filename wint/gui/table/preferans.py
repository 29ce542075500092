"""Preferans's words the window needs without loading the game: the Help menu offers its
rulebook chapter whatever game is in play (its table is :mod:`wint.gui.table.pref_table`,
loaded when Preferans is first played)."""

from __future__ import annotations

from typing import Final

from wint.gui.platform.i18n import QT_TRANSLATE_NOOP

__all__ = ["RULES"]

# Help › Rules of Preferans: the rulebook's chapter on Preferans (P-*).
RULES: Final = ("preferans", QT_TRANSLATE_NOOP("MainWindow", "Rules of &Preferans"))
