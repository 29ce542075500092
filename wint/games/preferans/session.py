"""What a Preferans session plays: the variant's options (B.9), the players (three, or four
with the dealer sitting out each deal, P-TAB-1), the pulya's target and the price of a whist
agreed for the settlement in money (P-SET-4), as one ruleset that the session file writes
and New game sets.

>>> rules = session_rules("leningrad", players=4, pulya=20)
>>> rules.whist_rate_factor, rules.table.players, rules.table.target, rules.price
(2, 4, 20, None)
>>> SessionRules(whist_price=50).price
Fraction(1, 2)
>>> rules.variant == resolve_rules({"preset": "leningrad"})
True
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Final

from wint.core.errors import RulesError
from wint.core.options import option
from wint.core.quoting import quoted
from wint.games.preferans.record import REFUSED_OPTIONS
from wint.games.preferans.rules import PrefRules, resolve_rules
from wint.games.preferans.scoring import Table

__all__ = ["PULYAS", "WHIST_PRICES", "SessionRules", "check_session_rules", "session_rules"]

#: The targets a session's pulya may be played to (B.9 leaves it to the table; 10 is the
#: records' usual, the short ones are for a quick game).
PULYAS: Final = (1, 2, 3, 5, 10, 15, 20, 25, 30, 40, 50)
#: The prices of a whist a session may agree, in hundredths (0: none; up to 10 000.00).
WHIST_PRICES: Final = range(1_000_001)


@dataclass(frozen=True, slots=True)
class SessionRules(PrefRules):
    """A session's ruleset: the variant's options, the players and the pulya's target."""

    players: int = option(
        3, "P-TAB-1", "three, or four with the dealer sitting out", choices=(3, 4)
    )
    pulya: int = option(10, "B.9", "the pulya's target", choices=PULYAS)
    whist_price: int = option(
        0, "P-SET-4", "the agreed money per whist, in hundredths (0: none)", choices=WHIST_PRICES
    )

    @property
    def price(self) -> Fraction | None:
        """The agreed money per whist (P-SET-4), ``None`` when none is agreed."""
        return Fraction(self.whist_price, 100) if self.whist_price else None

    @property
    def variant(self) -> PrefRules:
        """The variant's options alone (the rules a record writes)."""
        return PrefRules(**{f.name: getattr(self, f.name) for f in fields(PrefRules)})

    @property
    def table(self) -> Table:
        """The pulya's table: the variant, the players and the target."""
        return Table(self.variant, self.players, self.pulya)


def session_rules(preset: str, players: int = 3, pulya: int = 10) -> SessionRules:
    """The session rules of ``preset`` (``sochi`` …) for ``players`` to ``pulya``.

    :raises RulesError: an unknown preset.
    """
    base = resolve_rules({"preset": preset})
    values = {f.name: getattr(base, f.name) for f in fields(PrefRules)}
    return SessionRules(**values, players=players, pulya=pulya)


def check_session_rules(rules: SessionRules, path: str) -> SessionRules:
    """Refuses what a session cannot play: the options whose play needs a choice no
    action makes (those records refuse too, B.9).

    :raises RulesError: at ``{path}.{key}`` of the first such option.
    """
    values = rules.as_dict()
    for key, refused in REFUSED_OPTIONS:
        if values[key] == refused:
            raise RulesError(f"{path}.{key}", f"{quoted(values[key])} is not played yet (B.9)")
    return rules
