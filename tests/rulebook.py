"""The rule ids of the rulebook (rules/vint.md, Part A of rules/whist-preferans.md with Whist's
conventions of play, and its Part B, Preferans; kept outside this repository), from the copy in
``tests/data/rulebook_ids.txt``."""

from __future__ import annotations

from pathlib import Path
from typing import Final

_COPY = Path(__file__).parent / "data" / "rulebook_ids.txt"

#: Every rule id of the rulebook, in the order they first appear there.
RULEBOOK_IDS: Final = tuple(
    line for line in _COPY.read_text("utf-8").splitlines() if line and not line.startswith("#")
)
#: Whist's rule ids: W-*, the options WC-* and the conventions of play W-H-*.
WHIST_IDS: Final = tuple(rule for rule in RULEBOOK_IDS if rule.startswith(("W-", "WC-")))
#: Whist's conventions of play (seed 004 r.27–59), in the order of the rulebook.
WHIST_CONVENTIONS: Final = tuple(rule for rule in WHIST_IDS if rule.startswith("W-H-"))
#: Preferans's rule ids (Part B): P-<area>-<n>, in the order they are defined there.
PREFERANS_IDS: Final = tuple(rule for rule in RULEBOOK_IDS if rule.startswith("P-"))
