"""Preferans's words for the window, ahead of its table (the next issue seats it): the Help
menu offers its rulebook chapter whatever game is in play, as Preferans is read and scored
(the score pad, ``wint score``) before it is played here."""

from __future__ import annotations

from typing import Final

from wint.gui.platform.i18n import QT_TRANSLATE_NOOP

__all__ = ["RULES"]

# Help › Rules of Preferans: the rulebook's chapter on Preferans (P-*).
RULES: Final = ("preferans", QT_TRANSLATE_NOOP("MainWindow", "Rules of &Preferans"))
