"""The registry of games: each game of the family registers its pieces under an id.

The CLI, the session files and the window find a game here by the id a record or a session
names (``"game": "vint"``; a file without one is Vint's, as before the family).  The
registry knows where the built-in games live and imports a game only when it is asked for,
so a command that reads a Vint record never loads another game.  A game registers itself
from its ``game`` module (:mod:`wint.games.vint.game`); tests register their own.

A :class:`GameSpec` holds what the family asks of a game: its rulesets, its record
(``wint score``, ``wint replay``), its sheet model (``wint sheet``) and what a session
file needs to deal, replay, write and score its deals (:mod:`wint.session`): its rules as
the file writes them, the state that starts each deal, the notation of its deals and
actions, its ledger of results, who deals next, when a session is over, how many
players sit down to it and, with fewer players than seats, its dummies.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from wint.core.envelope import check_game
from wint.core.game import GameLedger, GameState
from wint.core.seats import Seat

__all__ = [
    "DEFAULT_GAME",
    "GameSpec",
    "check_game",
    "game",
    "game_ids",
    "game_of",
    "register",
]

#: The game of a record or a session that names none (they were all Vint's).
DEFAULT_GAME = "vint"

#: Where each built-in game registers itself.
_BUILT_IN: dict[str, str] = {
    "vint": "wint.games.vint.game",
    "whist": "wint.games.whist.game",
    "preferans": "wint.games.preferans.game",
}
_GAMES: dict[str, GameSpec[Any, Any, Any]] = {}

RulesT = TypeVar("RulesT")
StateT = TypeVar("StateT", bound=GameState[Any])
LedgerT = TypeVar("LedgerT", bound=GameLedger)


@dataclass(frozen=True, slots=True)
class GameSpec(Generic[RulesT, StateT, LedgerT]):
    """What a game plugs into the family: its id and name, its seats, its record, and what
    a session needs (its rules ``RulesT``, the states ``StateT`` of its deals and its ledger
    ``LedgerT``)."""

    #: The id records and sessions name (``"vint"``).
    id: str
    #: The game's name in English.
    name: str
    #: The seats a deal is dealt to (three or four), in the order of play.  The window's
    #: table places them by their count: the local player's at the bottom, the next ones
    #: clockwise from it (:func:`wint.gui.table.layout.places`); a game needs no layout.
    seats: tuple[Seat, ...]
    #: A parsed ``wint-record`` document, checked (``replay``: the calls-and-cards form).
    read_record: Callable[[object, bool], Any]
    #: A checked record's score sheet as the contract's JSON.
    score_record: Callable[[Any], dict[str, Any]]
    #: A checked replay record's score sheet (each deal's actions played through the rules).
    replay_record: Callable[[Any], dict[str, Any]]
    #: A checked record's sheet model (Qt-free rows and cells of keys and numbers, which
    #: the window, its printed pages, the text export and ``wint sheet`` render).
    record_sheet: Callable[[Any], Any]
    #: The names of the game's preset rulesets (``rules.preset`` of a record).
    presets: Callable[[], tuple[str, ...]]
    #: The rules of a preset by name; :raises RulesError: no such preset.
    preset: Callable[[str], RulesT]
    # -- what a session needs ---------------------------------------------------------------
    #: How many players may sit down to the game (its variants and rotations included).
    players: range
    #: How many of those the game plays yet; a session of any other count is refused.
    played: tuple[int, ...]
    #: The rules a session file writes (its options object at ``path``), on the game's
    #: defaults; :raises RulesError: at the key path of a bad option.
    read_rules: Callable[[object, str], RulesT]
    #: Refuses rules the game does not play yet (:raises RulesError: under ``path``).
    check_rules: Callable[[RulesT, str], object]
    #: The rules as the session file writes them: every option by key.
    dump_rules: Callable[[RulesT], dict[str, Any]]
    #: The first state of deal ``number`` (from 0) of a session seeded ``seed``, dealt by
    #: ``dealer``: ``start(rules, seed, number, dealer)``.
    start: Callable[[RulesT, int, int, Seat], StateT]
    #: The first state of a deal whose cards the file writes as ``text``:
    #: ``read_deal(rules, text, dealer)``; :raises NotationError: not a deal of the game.
    read_deal: Callable[[RulesT, str, Seat], StateT]
    #: A deal's cards as the session file writes them.
    deal_text: Callable[[StateT], str]
    #: An action written in the game's notation; :raises NotationError: not an action.
    parse_action: Callable[[str], Any]
    #: The empty ledger of a session under ``rules``.
    new_ledger: Callable[[RulesT], LedgerT]
    #: Who deals the deal after the finished deal ``state``.
    next_dealer: Callable[[RulesT, StateT], Seat]
    #: True once the session whose ledger this is has all its deals (rubbers) played.
    complete: Callable[[RulesT, LedgerT], bool]
    #: True while a deal is in its opening (Vint: the auction; Whist: before the opening
    #: lead), where the computers' moves alone leave a session unplayed (nothing to save).
    in_opening: Callable[[StateT], bool]
    #: The first state of a deal with dummies in ``seats``, each played by the player
    #: opposite (W-VAR-2P, W-VAR-3P): ``with_dummies(state, seats)``; ``None`` for a game
    #: that plays no dummy (yet), whose sessions then seat a player in every seat.
    with_dummies: Callable[[StateT, tuple[Seat, ...]], StateT] | None = None
    #: True when three players under ``rules`` pass the dummy on every deal, not every
    #: rubber (WC-10); ``None`` for a game whose dummy passes on each rubber.
    dummy_per_deal: Callable[[RulesT], bool] | None = None
    #: How many rubbers a session under ``rules`` plays (the history's "1 of 3"); ``None``
    #: for a game whose sessions are not counted in rubbers.
    session_rubbers: Callable[[RulesT], int] | None = None
    #: The sheet of one rubber of the game's ledger, as the kernel's sheet builder asks
    #: (:data:`wint.core.sheet_builder.RubberWriter`): a session's sheet, printed and live;
    #: ``None`` for a game without a score sheet.
    rubber_sheet: Callable[..., Any] | None = None
    #: The seats of a session's table under its ``rules`` when they depend on them
    #: (Preferans: four for four players, the dealer sitting out each deal, P-TAB-1);
    #: ``None``: :attr:`seats` always (:meth:`at_table`).
    table_seats: Callable[[RulesT], tuple[Seat, ...]] | None = None
    #: A deal's first ``state`` with what the session's ``ledger`` so far carries into it
    #: (Preferans: the all-pass deals just before, which set the lowest bid, P-RASP-5):
    #: ``carry_over(state, ledger)``; ``None`` for a game whose deals carry nothing over.
    carry_over: Callable[[StateT, LedgerT], StateT] | None = None
    #: The one sheet a game draws for a whole session instead of a sheet per rubber
    #: (Preferans's pulya): ``ledger_sheet(rules, ledger, names)``, the players named by
    #: seat; ``None`` for a game of rubbers (:attr:`rubber_sheet`).
    ledger_sheet: Callable[[RulesT, LedgerT, Mapping[Seat, str]], Any] | None = None

    def at_table(self, rules: RulesT) -> GameSpec[RulesT, StateT, LedgerT]:
        """This game with the seats of a table playing ``rules`` (:attr:`table_seats`)."""
        if self.table_seats is None:
            return self
        seats = self.table_seats(rules)
        return self if seats == self.seats else replace(self, seats=seats)


def register(spec: GameSpec[RulesT, StateT, LedgerT]) -> GameSpec[RulesT, StateT, LedgerT]:
    """Add ``spec`` to the registry (a game's ``game`` module calls it on import)."""
    _GAMES[spec.id] = spec
    return spec


def game_ids() -> tuple[str, ...]:
    """The ids of the games the registry knows, built-in and registered."""
    return tuple(sorted(set(_BUILT_IN) | set(_GAMES)))


def game(game_id: str) -> GameSpec[Any, Any, Any]:
    """The game registered as ``game_id`` (a built-in game is imported on first use).

    :raises KeyError: no such game.
    """
    if game_id not in _GAMES and game_id in _BUILT_IN:
        importlib.import_module(_BUILT_IN[game_id])
    return _GAMES[game_id]


def game_of(doc: object) -> GameSpec[Any, Any, Any]:
    """The game a parsed record or session names in its ``game`` key; Vint's when it names
    none, or none that is known (Vint's reader then refuses the key where it stands, so
    the first fault in document order is the one reported: :func:`check_game`)."""
    game_id = doc.get("game") if isinstance(doc, Mapping) else None
    known = isinstance(game_id, str) and game_id in game_ids()
    return game(game_id if known else DEFAULT_GAME)  # type: ignore[arg-type]
