"""A window session of named players who change seats by the tables (V-PART-9, §4.2).

Four players rotate partners each rubber when the rules say so (V-PART-9: 1+2 v 3+4,
1+3 v 2+4, 1+4 v 2+3), else keep rubber 1's seats; five and six sit out in turn by the
tables of §4.2 (:mod:`wint.core.seating`, the one place that seats named players), six
players' rubber 8 by a lot drawn from the session's seed.  The players are numbered in the
order the draw gave (:func:`draw`): the first drew the highest card.

>>> from wint.games.vint.rules import RuleSet
>>> rotation_seating(5, RuleSet(players=5), 2)  # player 0 sits out rubber 1 (E24)
((1, 2, 4, 3), (0, 3, 2, 4))
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from wint.core.seating import SeatingRules, needs_lot, seating
from wint.core.seats import Seat
from wint.games.registry import GameSpec, LedgerT, RulesT, StateT
from wint.session.model import GameSetup, PlayerConfig, SeatPlayers, SetupError

__all__ = ["draw", "eighth_rubber_lot", "rotating", "rotation_seating"]


def draw(count: int, seed: int) -> tuple[int, ...]:
    """The order in which ``count`` players (indices as entered) drew for seats
    (V-SEAT-2): the first drew the highest card.  Seeded, so a session replays."""
    order = list(range(count))
    random.Random(f"draw:{seed}").shuffle(order)
    return tuple(order)


def eighth_rubber_lot(seed: int) -> tuple[int, int]:
    """The two of players 1–4 (indices 0–3) who play six players' rubber 8 against 5 and
    6, drawn by lot (§4.2) from the session's seed: the same lot every cycle."""
    first, second = sorted(random.Random(f"lot:{seed}").sample(range(4), 2))
    return first, second


def rotation_seating(
    count: int, rules: SeatingRules, rubbers: int, lot: Sequence[int] = ()
) -> tuple[SeatPlayers, ...]:
    """Who sits N, E, S and W (player indices in draw order) in each of ``rubbers``
    rubbers of ``count`` players by the tables; ``lot``: six players' rubber 8.

    :raises ValueError: as :func:`wint.core.seating.seating` (five players under
        ``draw_rotation`` have no exact schedule).
    """
    names = [str(index) for index in range(count)]
    drawn = [names[index] for index in lot]
    return tuple(
        tuple(int(name) for name in seating(names, rubber, rules, drawn))
        for rubber in range(max(1, rubbers))
    )


def rotating(
    game: GameSpec[RulesT, StateT, LedgerT],
    rules: RulesT,
    players: Sequence[PlayerConfig],
    seed: int,
    first_dealer: Seat = Seat.N,
) -> GameSetup[RulesT, StateT, LedgerT]:
    """The setup of ``players`` (in draw order) seated by the tables for as many rubbers
    as the session plays (``session_rubbers``), six players' rubber 8 by the seeded lot.

    :raises RulesError, SetupError: as :class:`GameSetup`; a schedule the tables do not
        give (``rules.five_player_schedule``).
    """
    table: Any = rules  # a game that seats named players has their options (SeatingRules)
    count = len(players)
    rubbers = game.session_rubbers(rules) if game.session_rubbers is not None else 1
    lot = eighth_rubber_lot(seed) if any(needs_lot(count, r) for r in range(rubbers)) else ()
    try:
        seats = rotation_seating(count, table, rubbers, lot)
    except ValueError as exc:
        raise SetupError("rules.five_player_schedule", str(exc)) from None
    return GameSetup(game, rules, tuple(players), seats, seed, first_dealer)
