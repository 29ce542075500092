"""GUI tests run headless: the offscreen Qt platform is chosen before Qt is first imported."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
