"""GUI tests run headless: the offscreen Qt platform is chosen before Qt is first imported.
Every test keeps its settings, sessions and logs in its own temporary folders (platformdirs
honours XDG) and starts in English."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from wint.gui.platform.i18n import Translations

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Config, data and logs go to temporary folders, never the user's."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))


@pytest.fixture(autouse=True)
def _english_for_each_test(qapp: object) -> Iterator[None]:
    """Every test starts with the English catalogue installed (its plural forms: «1 trick»),
    and a test that switched the interface to Russian does not leak it into the next one."""
    from wint.gui.platform.i18n import Translations

    Translations().install("en")
    yield
    Translations().install("en")


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test(qapp: QApplication) -> Iterator[None]:
    """The windows a test opened are closed and deleted when it ends, before the next test
    shows its own: a window left for the garbage collector could otherwise be deleted while
    Qt still has events queued for it (the active window changing), which crashes Qt."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QWidget

    for widget in qapp.topLevelWidgets():
        if widget.isVisible():
            QWidget.close(widget)  # Qt's own (pyqtgraph's override fails on a second call)
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qapp.processEvents()


@pytest.fixture
def translations(qapp: object) -> Translations:
    """The interface language, in English to begin with; ``install("ru")`` switches it."""
    from wint.gui.platform.i18n import Translations

    installed = Translations()
    installed.install("en")
    return installed
