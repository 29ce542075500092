"""GUI tests run headless: the offscreen Qt platform is chosen before Qt is first imported;
each test starts in English."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _english_after_each_test(qapp: object) -> Iterator[None]:
    """A test that switched the interface to Russian does not leak it into the next one."""
    yield
    from wint.gui.i18n import Translations

    Translations().install("en")
