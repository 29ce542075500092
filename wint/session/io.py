"""Session files (``.wint``): versioned JSON, replayed through the engine on load, saved
atomically (architecture §6).

Loading reads a regular file only, checks the size and nesting before parsing and refuses a
repeated key, checks the format and the schema version, migrates older layouts step by step,
finds the file's game in the registry (:mod:`wint.games.registry`), checks every value (a
bad one is a :class:`BadValueError` naming its place: ``players[2].level: unknown level
'grandmaster'``), then replays every action through the game's engine: an illegal one is a
:class:`CorruptSessionError` naming the deal and the action.  Nothing is ever unpickled or
evaluated.  Saving writes a temporary file beside the target, flushes it to disk and
atomically replaces the target, keeping the previous file as ``<name>.bak``.

Schema 2 (written since issue 15) names the ``game`` (``"vint"``), its ``players`` in draw
order (name, human, computer level; any number of humans, who share the screen) and the
``seating`` of each rubber, an object per rubber
from each of the game's seats to a player's index in ``players`` (a rubber after the last
entry keeps its seats).  Players who change seats by the tables write an object for each
rubber of the session; with five or six (Vint, §4.2) those a rubber's object does not seat
sit it out.  With two or three players a rubber's object also lists its
``dummies``' seats, each given the index of the player opposite who plays it (W-VAR-2P,
W-VAR-3P): ``{"N": 0, "E": 1, "S": 0, "W": 2, "dummies": ["N"]}``; a file without it seats
a player in every seat, as every file did before.  When the rules pass three players' dummy
on every deal (Whist's ``dummy_rotation = deal``, WC-10) the objects seat the deals in turn
instead, over and over (the first deal by the first, the fourth by the first again), and
``seating[1]`` is the second deal's.  Vint's old deals (``deal_variant``, rules §4.4, §4.6)
write a deal's hands as dealt, from N, with a talon as a fifth packet, and each card passed
as an action ``give:SA``.  Schema 1 was Vint's only, with four
``seats`` N, E, S, W kept all session; its migration makes them the players, in that order,
keeping their seats.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from wint import __version__
from wint.core.errors import IllegalActionError, NotationError, RulesError, WintError
from wint.core.fields import key_path
from wint.core.jsonfile import parse_json, read_regular
from wint.core.levels import Level, parse_level
from wint.core.names import refused_name
from wint.core.quoting import quoted
from wint.core.seats import SEATS, Seat
from wint.core.timeline import DealTimeline
from wint.games.registry import DEFAULT_GAME, GameSpec, game, game_ids
from wint.games.vint.table import claim_as_before
from wint.session.model import (
    GameSession,
    GameSetup,
    PlayerConfig,
    SeatPlayers,
    SetupError,
    carried,
    rubber_of,
)
from wint.session.writing import write_file

__all__ = [
    "FORMAT",
    "MAX_SESSION_BYTES",
    "SCHEMA_VERSION",
    "BadValueError",
    "CorruptSessionError",
    "SessionError",
    "UnsupportedVersionError",
    "dump_session",
    "load_session",
    "read_session",
    "save_session",
]

FORMAT = "wint-session"
SCHEMA_VERSION = 2
#: Files larger than this are refused before parsing.
MAX_SESSION_BYTES = 16 * 1024 * 1024
#: Deeper nesting than this is refused before parsing (a session file needs four levels).
MAX_NESTING = 32


class SessionError(WintError):
    """A session file that cannot be read; ``where`` names the place in it."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


class BadValueError(SessionError):
    """A value the file holds that cannot be used: of the wrong type, out of range, unknown
    (a level, a seat), a name that is no name, or a key that has no place there."""


class UnsupportedVersionError(SessionError):
    """A file written by a newer wint (its schema version is unknown here)."""


class CorruptSessionError(SessionError):
    """A file whose content the engine refuses: ``deal`` and ``action`` are indices."""

    def __init__(self, deal: int, action: int | None, message: str) -> None:
        where = f"deals[{deal}]" + (f".actions[{action}]" if action is not None else "")
        super().__init__(where, message)
        self.deal = deal
        self.action = action


def dump_session(session: GameSession[Any, Any, Any]) -> dict[str, Any]:
    """The session as JSON-ready data (the current schema)."""
    setup = session.setup
    spec = setup.game
    states = [*session.finished, session.current.states[-1]]
    return {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "game": spec.id,
        "app": f"wint {__version__}",
        "saved": datetime.now(UTC).isoformat(timespec="seconds"),
        "rules": spec.dump_rules(setup.rules),
        "players": [{"name": p.name, "human": p.human, "level": p.level} for p in setup.players],
        "seating": [_dump_seating(setup, rubber) for rubber in range(len(setup.seating))],
        "seed": setup.seed,
        "first_dealer": setup.first_dealer.name,
        "deals": [
            {
                "dealer": state.dealer.name,
                "deal": spec.deal_text(state),
                "actions": [str(action) for action in state.history()],
            }
            for state in states
        ],
        "cursor": session.current.cursor,
    }


def _dump_seating(setup: GameSetup[Any, Any, Any], rubber: int) -> dict[str, Any]:
    """Seating entry ``rubber``: the player in each seat, and its dummies when there are any
    (a rubber's; with the dummy passing on every deal, WC-10, the deals' in turn)."""
    seats = setup.game.seats
    entry: dict[str, Any] = {
        seat.name: index for seat, index in zip(seats, setup.seating[rubber], strict=True)
    }
    if setup.dummies:
        entry[_DUMMIES] = [seat.name for seat in setup.dummies[rubber]]
    return entry


def save_session(session: GameSession[Any, Any, Any], path: Path) -> None:
    """Write the session atomically, keeping the previous file as ``<name>.bak`` (a name
    with a lone surrogate is written as its JSON escape).

    :raises WriteError: it cannot be written; the file on disk is unchanged.
    """
    text = json.dumps(dump_session(session), ensure_ascii=False, indent=1) + "\n"
    write_file(path, text, backup=True, make_folder=True)


def load_session(path: Path) -> GameSession[Any, Any, Any]:
    """Read and replay a session file.

    :raises SessionError: unreadable, not a regular file, too large, not a session, a
        newer schema (:class:`UnsupportedVersionError`), a bad value (:class:`BadValueError`;
        an unknown game too) or refused by the game's engine (:class:`CorruptSessionError`);
        the message names the place.
    """
    try:
        data = read_regular(path, MAX_SESSION_BYTES)  # a larger file is refused unread
    except OSError as exc:
        raise SessionError(str(path), exc.strerror or "cannot be read") from None
    return read_session(data, str(path))


def read_session(data: bytes, name: str = "session") -> GameSession[Any, Any, Any]:
    """Parse and replay the bytes of a session file (see :func:`load_session`)."""
    doc = parse_json(data, name, MAX_SESSION_BYTES, SessionError, MAX_NESTING)
    return _build(_migrate(doc))


def _migrate(doc: object) -> dict[str, Any]:
    if not isinstance(doc, dict):
        raise SessionError("session", "must be a JSON object")
    if doc.get("format") != FORMAT:
        raise SessionError("format", f"not a wint session file (expected {FORMAT!r})")
    version = doc.get("schema_version")
    oldest = min(MIGRATIONS, default=SCHEMA_VERSION)
    if type(version) is not int or version < oldest:
        raise SessionError("schema_version", f"bad schema version {quoted(version)}")
    if version > SCHEMA_VERSION:
        raise UnsupportedVersionError(
            "schema_version",
            f"written by a newer wint (schema {version}; this version reads up to "
            f"{SCHEMA_VERSION})",
        )
    while version < SCHEMA_VERSION:
        doc = MIGRATIONS[version](doc)
        version += 1
        doc["schema_version"] = version
    return doc


_KEYS = {
    "": {"format", "schema_version", "game", "app", "saved", "rules", "players", "seating"}
    | {"seed", "first_dealer", "deals", "cursor"},
    "players": {"name", "human", "level"},
    "deals": {"dealer", "deal", "actions"},
}


def _known(doc: Mapping[str, Any], keys: Collection[str], where: str = "") -> None:
    for key in doc:
        if key not in keys:
            raise BadValueError(key_path(where, key), "unknown key")


_KINDS = {int: "an integer", str: "a string", bool: "true or false", dict: "an object"}


def _field(doc: Mapping[str, Any], key: str, kind: type, where: str = "") -> Any:
    path = f"{where}.{key}" if where else key
    if key not in doc:
        raise BadValueError(path, "missing")
    value = doc[key]
    if type(value) is not kind:  # JSON gives these exact types; true is no integer
        raise BadValueError(path, f"must be {_KINDS.get(kind, 'a list')}")
    return value


# -- schema 1 -------------------------------------------------------------------------------

_V1_KEYS = (_KEYS[""] - {"game", "players", "seating"}) | {"seats"}


def _from_v1(doc: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 → 2: Vint's four ``seats`` N, E, S, W become the players, in that order,
    who keep their seats all session.  The seats are read as schema 1 read them, so a
    fault in them is reported where the file has it (``seats[2].level``)."""
    _known(doc, _V1_KEYS)
    seats = _field(doc, "seats", list)
    if len(seats) != len(SEATS):
        raise BadValueError("seats", "must list the four seats")
    players = []
    for index, item in enumerate(seats):
        where = f"seats[{index}]"
        if not isinstance(item, dict):
            raise BadValueError(where, "must be an object")
        _known(item, _KEYS["players"] | {"seat"}, where)
        if _seat(_field(item, "seat", str, where), f"{where}.seat") is not SEATS[index]:
            raise BadValueError(f"{where}.seat", f"expected {SEATS[index].name}")
        players.append(_player(item, where))
    if sum(player.human for player in players) > 1:  # schema 1 seated one human at most
        raise BadValueError("seats", "at most one seat is played by a human")
    migrated = {key: value for key, value in doc.items() if key != "seats"}
    migrated["game"] = DEFAULT_GAME
    migrated["players"] = [
        {"name": p.name, "human": p.human, "level": p.level.value} for p in players
    ]
    migrated["seating"] = [{seat.name: index for index, seat in enumerate(SEATS)}]
    return migrated


# Each migration turns a document of schema version N into version N + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _from_v1}


# -- the current schema ---------------------------------------------------------------------


def _build(doc: dict[str, Any]) -> GameSession[Any, Any, Any]:
    _known(doc, _KEYS[""])
    _stamp(doc)
    spec = _game(_field(doc, "game", str))
    try:  # an option the game does not play is refused where it stands (rules.<key>)
        rules = spec.read_rules(_field(doc, "rules", dict), "rules")
        spec = spec.at_table(rules)
        players = _players(_field(doc, "players", list))
        seating, dummies = _seating(_field(doc, "seating", list), spec)
        setup = GameSetup(
            game=spec,
            rules=rules,
            players=players,
            seating=seating,
            seed=_field(doc, "seed", int),
            first_dealer=_seat(_field(doc, "first_dealer", str), "first_dealer"),
            dummies=dummies,
        )
    except (RulesError, SetupError) as exc:
        raise BadValueError(exc.path, exc.message) from None
    deals = _field(doc, "deals", list)
    if not deals:
        raise BadValueError("deals", "a session has at least its first deal")
    cursor = _field(doc, "cursor", int)
    ledger = spec.new_ledger(rules)
    finished: list[Any] = []
    timeline: DealTimeline[Any] | None = None
    for index, item in enumerate(deals):
        where = f"deals[{index}]"
        if not isinstance(item, dict):
            raise BadValueError(where, "must be an object")
        _known(item, _KEYS["deals"], where)
        dealer = _seat(_field(item, "dealer", str, where), f"{where}.dealer")
        _check_dealer(dealer, setup, finished, where)
        try:
            state = spec.read_deal(rules, _field(item, "deal", str, where), dealer)
        except NotationError as exc:
            raise BadValueError(f"{where}.deal", str(exc)) from None
        state = carried(
            spec, setup.with_dummies(state, setup.turn(index, rubber_of(ledger))), ledger
        )
        timeline = DealTimeline.start(state)
        for number, code in enumerate(_field(item, "actions", list, where)):
            if not isinstance(code, str):
                raise CorruptSessionError(index, number, "an action must be a string")
            try:
                timeline = timeline.apply(spec.parse_action(code))
            except NotationError:
                raise CorruptSessionError(index, number, f"unknown action {quoted(code)}") from None
            except IllegalActionError as exc:
                raise CorruptSessionError(index, number, exc.reason.value) from None
        if index < len(deals) - 1:
            final = timeline.current
            if setup.game.id == "vint":  # written before the claims of revokes (V-REV-4)
                final = claim_as_before(final)
            if not final.is_over:
                raise CorruptSessionError(index, None, "a finished deal is not over")
            finished.append(final)
            ledger = ledger.add(final.result())
    if timeline is None:  # pragma: no cover - deals is not empty
        raise BadValueError("deals", "empty")
    if not 0 <= cursor <= timeline.cursor:
        raise BadValueError("cursor", f"must be 0-{timeline.cursor}")
    return GameSession(setup, tuple(finished), timeline.undo(timeline.cursor - cursor), ledger)


def _stamp(doc: Mapping[str, Any]) -> None:
    """The file's own fields, both optional: the program that wrote it and when."""
    if "app" in doc:
        _field(doc, "app", str)
    if "saved" in doc:
        saved = _field(doc, "saved", str)
        try:
            datetime.fromisoformat(saved)
        except ValueError:
            raise BadValueError("saved", f"{quoted(saved)} is not a date and time") from None


def _game(game_id: str) -> GameSpec[Any, Any, Any]:
    """The game the file names, from the registry."""
    if game_id not in game_ids():
        known = ", ".join(game_ids())
        raise BadValueError("game", f"unknown game {quoted(game_id)} (this wint plays {known})")
    return game(game_id)


def _check_dealer(
    dealer: Seat, setup: GameSetup[Any, Any, Any], finished: list[Any], where: str
) -> None:
    """The first deal is dealt by the first dealer, each next one as the game's rules pass
    the deal on (Vint: V-DEAL-6)."""
    if not finished:
        expected = setup.first_dealer
        if dealer is not expected:
            raise BadValueError(
                f"{where}.dealer", f"{dealer.name}, but the first dealer is {expected.name}"
            )
        return
    expected = setup.game.next_dealer(setup.rules, finished[-1])
    if dealer is not expected:
        raise BadValueError(
            f"{where}.dealer",
            f"{dealer.name}, but {expected.name} deals after deals[{len(finished) - 1}]",
        )


def _seat(value: str, where: str) -> Seat:
    try:
        return Seat.parse(value)
    except NotationError:
        raise BadValueError(where, f"unknown seat {quoted(value)}") from None


def _level(value: str, where: str) -> Level:
    try:
        return parse_level(value)
    except ValueError as exc:
        raise BadValueError(where, str(exc)) from None


def _player(item: Mapping[str, Any], where: str) -> PlayerConfig:
    """A player's name, whether a human plays and the computer's level, at ``where``."""
    name = _field(item, "name", str, where)
    refused = refused_name(name)
    if refused is not None:
        raise BadValueError(f"{where}.name", refused)
    human = _field(item, "human", bool, where)
    level = _level(_field(item, "level", str, where), f"{where}.level")
    return PlayerConfig(name, human, level)


def _players(items: list[Any]) -> tuple[PlayerConfig, ...]:
    players = []
    for index, item in enumerate(items):
        where = f"players[{index}]"
        if not isinstance(item, dict):
            raise BadValueError(where, "must be an object")
        _known(item, _KEYS["players"], where)
        players.append(_player(item, where))
    return tuple(players)


_DUMMIES = "dummies"


def _seating(
    items: list[Any], spec: GameSpec[Any, Any, Any]
) -> tuple[tuple[SeatPlayers, ...], tuple[tuple[Seat, ...], ...]]:
    """Each rubber's seats (the index of the player in each of the game's seats) and, when
    the first rubber lists them, each rubber's dummies' seats."""
    seats = [seat.name for seat in spec.seats]
    listed = bool(items) and isinstance(items[0], dict) and _DUMMIES in items[0]
    seating = []
    dummies = []
    for index, item in enumerate(items):
        where = f"seating[{index}]"
        if not isinstance(item, dict):
            raise BadValueError(where, "must be an object")
        for key in item:
            if key not in seats and key != _DUMMIES:
                raise BadValueError(key_path(where, key), f"not a seat of {spec.name}")
        seating.append(tuple(_field(item, seat, int, where) for seat in seats))
        if listed:
            dummies.append(_dummies(_field(item, _DUMMIES, list, where), f"{where}.{_DUMMIES}"))
        elif _DUMMIES in item:
            raise BadValueError(f"{where}.{_DUMMIES}", "the first rubber has no dummies")
    return tuple(seating), tuple(dummies)


def _dummies(items: list[Any], where: str) -> tuple[Seat, ...]:
    """A rubber's dummies: the seats they sit in."""
    found = []
    for index, item in enumerate(items):
        if not isinstance(item, str):
            raise BadValueError(f"{where}[{index}]", "must be a seat")
        found.append(_seat(item, f"{where}[{index}]"))
    return tuple(found)
