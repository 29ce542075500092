"""The score pads' menus: each menu a run of groups of actions with separators between."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

__all__ = ["fill_menu"]


def fill_menu(menu: QMenu, *groups: Sequence[QAction]) -> QMenu:
    """Add ``groups`` of actions to ``menu``, a separator between two groups."""
    for number, group in enumerate(groups):
        if number:
            menu.addSeparator()
        for action in group:
            menu.addAction(action)
    return menu
