"""The Qt binding behaves: void calls must not eat references to None (PySide6 6.12.0 on
Python 3.11 did, and the process aborted after a few thousand calls)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF


def test_void_calls_keep_none_alive() -> None:
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(10_000):
        point.setX(1.0)
    assert sys.getrefcount(None) >= before - 10
