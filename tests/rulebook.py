"""The rule ids of the rulebook (rules/vint.md, kept outside this repository), from the copy
in ``tests/data/rulebook_ids.txt``."""

from __future__ import annotations

from pathlib import Path
from typing import Final

_COPY = Path(__file__).parent / "data" / "rulebook_ids.txt"

#: Every rule id of the rulebook, in the order they first appear there.
RULEBOOK_IDS: Final = tuple(
    line for line in _COPY.read_text("utf-8").splitlines() if line and not line.startswith("#")
)
