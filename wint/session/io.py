"""Session files (``.wint``): versioned JSON, replayed through the engine on load, saved
atomically (architecture §6).

Loading reads a regular file only, checks the size and nesting before parsing and refuses a
repeated key, checks the format and the schema version, migrates older layouts step by step,
checks every value (a bad one is a :class:`BadValueError` naming its place:
``seats[2].level: unknown level 'grandmaster'``), then replays every action through the
engine: an illegal one is a :class:`CorruptSessionError` naming the deal and the action.
Nothing is ever unpickled or evaluated.  Saving writes a temporary file beside the target,
flushes it to disk and atomically replaces the target, keeping the previous file as
``<name>.bak``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from wint import __version__
from wint.core.deal import Deal
from wint.core.errors import IllegalActionError, NotationError, RulesError, WintError
from wint.core.fields import key_path
from wint.core.jsonfile import parse_json, read_regular
from wint.core.levels import Level, parse_level
from wint.core.names import refused_name
from wint.core.quoting import quoted
from wint.core.seats import SEATS, Seat
from wint.core.timeline import DealTimeline
from wint.games.vint.ledger import Ledger, next_dealer
from wint.games.vint.rules import RuleSet, apply_options
from wint.games.vint.state import DealState, parse_action
from wint.session.model import SeatConfig, Session, SessionSetup
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
SCHEMA_VERSION = 1
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


# Each migration turns a document of schema version N into version N + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def dump_session(session: Session) -> dict[str, Any]:
    """The session as JSON-ready data."""
    setup = session.setup
    states = [*session.finished, session.current.states[-1]]
    return {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "app": f"wint {__version__}",
        "saved": datetime.now(UTC).isoformat(timespec="seconds"),
        "rules": setup.rules.as_dict(),
        "seats": [
            {"seat": seat.name, "name": c.name, "human": c.human, "level": c.level}
            for seat, c in zip(SEATS, setup.seats, strict=True)
        ],
        "seed": setup.seed,
        "first_dealer": setup.first_dealer.name,
        "deals": [
            {
                "dealer": state.dealer.name,
                "deal": state.deal.pbn(),
                "actions": [str(action) for action in state.history()],
            }
            for state in states
        ],
        "cursor": session.current.cursor,
    }


def save_session(session: Session, path: Path) -> None:
    """Write the session atomically, keeping the previous file as ``<name>.bak`` (a name
    with a lone surrogate is written as its JSON escape).

    :raises WriteError: it cannot be written; the file on disk is unchanged.
    """
    text = json.dumps(dump_session(session), ensure_ascii=False, indent=1) + "\n"
    write_file(path, text, backup=True, make_folder=True)


def load_session(path: Path) -> Session:
    """Read and replay a session file.

    :raises SessionError: unreadable, not a regular file, too large, not a session, a
        newer schema (:class:`UnsupportedVersionError`), a bad value
        (:class:`BadValueError`) or refused by the engine (:class:`CorruptSessionError`);
        the message names the place.
    """
    try:
        data = read_regular(path, MAX_SESSION_BYTES)  # a larger file is refused unread
    except OSError as exc:
        raise SessionError(str(path), exc.strerror or "cannot be read") from None
    return read_session(data, str(path))


def read_session(data: bytes, name: str = "session") -> Session:
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
    "": {"format", "schema_version", "app", "saved", "rules", "seats", "seed", "first_dealer"}
    | {"deals", "cursor"},
    "seats": {"seat", "name", "human", "level"},
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


def _build(doc: dict[str, Any]) -> Session:
    _known(doc, _KEYS[""])
    _stamp(doc)
    try:  # an option the game does not play is refused where it stands (rules.<key>)
        rules = apply_options(RuleSet(), _field(doc, "rules", dict), "rules")
        setup = SessionSetup(
            rules=rules,
            seats=_seats(_field(doc, "seats", list)),
            seed=_field(doc, "seed", int),
            first_dealer=_seat(_field(doc, "first_dealer", str), "first_dealer"),
        )
    except RulesError as exc:
        raise BadValueError(exc.path, exc.message) from None
    human_seats = [c for c in setup.seats if c.human]
    if len(human_seats) > 1:
        raise BadValueError("seats", "at most one seat is played by a human")
    deals = _field(doc, "deals", list)
    if not deals:
        raise BadValueError("deals", "a session has at least its first deal")
    cursor = _field(doc, "cursor", int)
    ledger = Ledger(rules)
    finished: list[DealState] = []
    timeline: DealTimeline[DealState] | None = None
    for index, item in enumerate(deals):
        where = f"deals[{index}]"
        if not isinstance(item, dict):
            raise BadValueError(where, "must be an object")
        _known(item, _KEYS["deals"], where)
        dealer = _seat(_field(item, "dealer", str, where), f"{where}.dealer")
        _check_dealer(dealer, setup, finished, where)
        try:
            hands = Deal.parse_pbn(_field(item, "deal", str, where))
        except NotationError as exc:
            raise BadValueError(f"{where}.deal", str(exc)) from None
        timeline = DealTimeline.start(DealState.new(hands, dealer, rules))
        for number, code in enumerate(_field(item, "actions", list, where)):
            if not isinstance(code, str):
                raise CorruptSessionError(index, number, "an action must be a string")
            try:
                timeline = timeline.apply(parse_action(code))
            except NotationError:
                raise CorruptSessionError(index, number, f"unknown action {quoted(code)}") from None
            except IllegalActionError as exc:
                raise CorruptSessionError(index, number, exc.reason.value) from None
        if index < len(deals) - 1:
            final = timeline.current
            if not final.is_over:
                raise CorruptSessionError(index, None, "a finished deal is not over")
            finished.append(final)
            ledger = ledger.add(final.result())
    if timeline is None:  # pragma: no cover - deals is not empty
        raise BadValueError("deals", "empty")
    if not 0 <= cursor <= timeline.cursor:
        raise BadValueError("cursor", f"must be 0-{timeline.cursor}")
    return Session(setup, tuple(finished), timeline.undo(timeline.cursor - cursor), ledger)


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


def _check_dealer(dealer: Seat, setup: SessionSetup, finished: list[DealState], where: str) -> None:
    """The first deal is dealt by the first dealer, each next one as the rules pass the deal
    on (V-DEAL-6)."""
    if not finished:
        expected = setup.first_dealer
        if dealer is not expected:
            raise BadValueError(
                f"{where}.dealer", f"{dealer.name}, but the first dealer is {expected.name}"
            )
        return
    last = finished[-1]
    expected = next_dealer(setup.rules, last.dealer, last.result().passed_out)
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


def _seats(items: list[Any]) -> tuple[SeatConfig, SeatConfig, SeatConfig, SeatConfig]:
    if len(items) != 4:
        raise BadValueError("seats", "must list the four seats")
    configs: list[SeatConfig] = []
    for index, item in enumerate(items):
        where = f"seats[{index}]"
        if not isinstance(item, dict):
            raise BadValueError(where, "must be an object")
        _known(item, _KEYS["seats"], where)
        if _seat(_field(item, "seat", str, where), f"{where}.seat") is not SEATS[index]:
            raise BadValueError(f"{where}.seat", f"expected {SEATS[index].name}")
        name = _field(item, "name", str, where)
        refused = refused_name(name)
        if refused is not None:
            raise BadValueError(f"{where}.name", refused)
        human = _field(item, "human", bool, where)
        level = _level(_field(item, "level", str, where), f"{where}.level")
        configs.append(SeatConfig(name, human, level))
    return (configs[0], configs[1], configs[2], configs[3])
