"""Every value a session file holds is checked, and a bad one refuses the file with its place
(issue 14 §2, §5, §6, §8): the game, the computer levels, the players' names, the players and
their seating (the seats and the human in schema 1), the seed, the dealers, the deals and
their actions, the cursor, the file's own fields; a repeated key; and a short, escaped piece
of a huge value."""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.session.autoplay import play
from tests.session.golden import as_v1
from wint.core.levels import Level
from wint.core.seats import SEATS, Seat
from wint.games.vint.rules import RuleSet
from wint.session.io import SessionError, dump_session, load_session, read_session
from wint.session.model import PlayerConfig, Session, SetupError, fixed_seats

NAMES = ("Толстой", "Анна Каренина", "", "Фёдор")
BIG = 1024 * 1024


@functools.cache
def _good() -> str:
    seats = tuple(
        PlayerConfig(name, human=seat is Seat.S, level=level)
        for name, seat, level in zip(
            NAMES, SEATS, ("basic", "strong", "basic", "beginner"), strict=True
        )
    )
    session = Session.start(fixed_seats(RuleSet(), seats, 5))
    session = play(session, 2, lambda _s: None)
    return json.dumps(dump_session(session), ensure_ascii=False)


def good_session() -> dict[str, Any]:
    """A session file's document: two finished deals and the third dealt, named players."""
    return copy.deepcopy(json.loads(_good()))


def good_v1_session() -> dict[str, Any]:
    """The good session as schema 1 wrote it."""
    return as_v1(good_session())


def refused(doc: object) -> str:
    """The message of the :class:`SessionError` that refuses ``doc``."""
    with pytest.raises(SessionError) as info:
        read_session(json.dumps(doc).encode(), "s.wint")
    return str(info.value)


@pytest.mark.parametrize("doc", [good_session, good_v1_session], ids=["v2", "v1"])
def test_the_good_session_loads(doc: Callable[[], dict[str, Any]]) -> None:
    session = read_session(json.dumps(doc()).encode())
    assert [c.level for c in session.setup.seats] == [
        Level.BASIC,
        Level.STRONG,
        Level.BASIC,
        Level.BEGINNER,
    ]
    assert [c.name for c in session.setup.seats] == list(NAMES)
    assert session == read_session(_good().encode())


def test_several_humans_at_one_screen_load_and_save() -> None:
    """Hot-seat (issue 17): any number of players may be humans; «Мы» is the first one's
    side.  The good session's actions are all legal whoever plays them."""
    session = read_session(json.dumps(two_humans()).encode())
    assert session.setup.humans == (Seat.N, Seat.S)
    assert session.setup.our_side is Seat.N.side
    assert read_session(json.dumps(dump_session(session)).encode()) == session


def test_the_v1_golden_file_still_loads(data_dir: Path) -> None:
    assert load_session(data_dir / "sessions" / "v1.wint").finished


def edit(
    path: tuple[Any, ...], value: Any, doc: Callable[[], dict[str, Any]] = good_session
) -> dict[str, Any]:
    edited = doc()
    *parents, last = path
    target = edited
    for key in parents:
        target = target[key]
    target[last] = value
    return edited


def drop(path: tuple[Any, ...], doc: Callable[[], dict[str, Any]] = good_session) -> dict[str, Any]:
    edited = doc()
    *parents, last = path
    target = edited
    for key in parents:
        target = target[key]
    del target[last]
    return edited


def two_humans() -> dict[str, Any]:
    return edit(("players", 0, "human"), True)


def players(count: int) -> dict[str, Any]:
    """The good session with ``count`` players, the first four seated."""
    doc = good_session()
    doc["players"] += [{"name": f"P{n}", "human": False, "level": "basic"} for n in range(4, count)]
    return doc


BAD_VALUES = [
    # the game
    (
        edit(("game",), "bridge"),
        "game: unknown game 'bridge' (this wint plays preferans, vint, whist)",
    ),
    (edit(("game",), 1), "game: must be a string"),
    (drop(("game",)), "game: missing"),
    # the computer levels: an enum
    (edit(("players", 2, "level"), "grandmaster"), "players[2].level: unknown level 'grandmaster'"),
    (edit(("players", 1, "level"), ""), "players[1].level: unknown level ''"),
    (edit(("players", 1, "level"), "Basic"), "players[1].level: unknown level 'Basic'"),
    (edit(("players", 1, "level"), 3), "players[1].level: must be a string"),
    (drop(("players", 3, "level")), "players[3].level: missing"),
    # the names
    (
        edit(("players", 0, "name"), "Ann\ud800"),
        "players[0].name: 'Ann\\ud800' is not a player's name: a lone surrogate (not text)",
    ),
    (
        edit(("players", 0, "name"), "Ann\x07"),
        "players[0].name: 'Ann\\x07' is not a player's name: a control or invisible character",
    ),
    (
        edit(("players", 0, "name"), "Ann\u202e"),
        "players[0].name: 'Ann\\u202e' is not a player's name: a control or invisible character",
    ),
    (
        edit(("players", 0, "name"), " Ann"),
        "players[0].name: ' Ann' is not a player's name: spaces around it",
    ),
    (
        edit(("players", 0, "name"), "x" * 41),
        "players[0].name: '" + "x" * 40 + "…' (41 characters) "
        "is not a player's name: longer than 40 characters",
    ),
    (edit(("players", 0, "name"), 7), "players[0].name: must be a string"),
    # the players, their number (Vint: 2-6, as the rules name them from four) and the human
    (edit(("players", 0, "human"), "yes"), "players[0].human: must be true or false"),
    (edit(("players", 0, "seat"), "N"), "players[0].seat: unknown key"),
    (edit(("players", 0), "Толстой"), "players[0]: must be an object"),
    (edit(("players",), {}), "players: must be a list"),
    (players(5), "rules.players: the rules are for 4 players, not 5"),
    (players(7), "players: Vint is played by 2-6 players, not 7"),
    (edit(("players",), []), "players: Vint is played by 2-6 players, not 0"),
    # the seating of each rubber
    (edit(("seating",), []), "seating: the seats of the first rubber are missing"),
    (edit(("seating", 0), [0, 1, 2, 3]), "seating[0]: must be an object"),
    (edit(("seating", 0, "X"), 0), "seating[0].X: not a seat of Vint"),
    (drop(("seating", 0, "W")), "seating[0].W: missing"),
    (edit(("seating", 0, "W"), "3"), "seating[0].W: must be an integer"),
    (edit(("seating", 0, "W"), 4), "seating[0].W: no player 4 (0-3)"),
    (edit(("seating", 0, "W"), 0), "seating[0].W: player 0 already sits"),
    # the seed, the first dealer
    (edit(("seed",), "5"), "seed: must be an integer"),
    (edit(("seed",), True), "seed: must be an integer"),
    (edit(("first_dealer",), "north"), "first_dealer: unknown seat 'north'"),
    # the deals
    (edit(("deals", 0, "dealer"), "E"), "deals[0].dealer: E, but the first dealer is N"),
    (edit(("deals", 1, "dealer"), "W"), "deals[1].dealer: W, but E deals after deals[0]"),
    (edit(("deals", 0, "deal"), "N:AKQ"), "deals[0].deal: a PBN deal has 4 hands, not 1"),
    (edit(("deals", 0, "actions"), "1S P"), "deals[0].actions: must be a list"),
    (edit(("deals", 0, "actions", 0), "hello"), "deals[0].actions[0]: unknown action 'hello'"),
    (edit(("deals", 0, "note"), "x"), "deals[0].note: unknown key"),
    (edit(("deals",), []), "deals: a session has at least its first deal"),
    (edit(("cursor",), -1), "cursor: must be 0-"),
    (edit(("cursor",), 1.0), "cursor: must be an integer"),
    # the rules
    (edit(("rules", "cross_values"), "odd"), "rules.cross_values: 'odd' is not one of"),
    (edit(("rules", "no_such_option"), 1), "rules.no_such_option: unknown option"),
    (edit(("rules", "first_dealer"), "highest"), "rules.first_dealer: 'highest' is not supported"),
    # the file's own fields
    (edit(("saved",), "yesterday"), "saved: 'yesterday' is not a date and time"),
    (edit(("saved",), 20261201), "saved: must be a string"),
    (edit(("app",), ["wint"]), "app: must be a string"),
    (edit(("extra",), 1), "extra: unknown key"),
]

V1 = good_v1_session

#: Schema 1's seats are read as schema 1 read them: a fault is reported where the file has it.
V1_BAD_VALUES = [
    (edit(("seats", 2, "level"), "grandmaster", V1), "seats[2].level: unknown level 'grandmaster'"),
    (drop(("seats", 3, "level"), V1), "seats[3].level: missing"),
    (edit(("seats", 0, "name"), " Ann", V1), "seats[0].name: ' Ann' is not a player's name"),
    (edit(("seats", 0, "name"), 7, V1), "seats[0].name: must be a string"),
    (edit(("seats", 0, "seat"), "X", V1), "seats[0].seat: unknown seat 'X'"),
    (edit(("seats", 0, "seat"), "E", V1), "seats[0].seat: expected N"),
    (edit(("seats", 0, "human"), "yes", V1), "seats[0].human: must be true or false"),
    (edit(("seats", 0, "human"), True, V1), "seats: at most one seat is played by a human"),
    (edit(("seats",), [{}] * 3, V1), "seats: must list the four seats"),
    (edit(("seats",), {}, V1), "seats: must be a list"),
    (drop(("seats",), V1), "seats: missing"),
    (edit(("seats", 1), "E", V1), "seats[1]: must be an object"),
    (edit(("seats", 0, "colour"), "red", V1), "seats[0].colour: unknown key"),
    (edit(("players",), [], V1), "players: unknown key"),  # schema 2's keys are not schema 1's
    (edit(("game",), "vint", V1), "game: unknown key"),
    (edit(("seed",), "5", V1), "seed: must be an integer"),
    (edit(("deals", 1, "dealer"), "W", V1), "deals[1].dealer: W, but E deals after deals[0]"),
    (edit(("extra",), 1, V1), "extra: unknown key"),
]


@pytest.mark.parametrize(
    ("doc", "message"), V1_BAD_VALUES, ids=[message.split(":")[0] for _, message in V1_BAD_VALUES]
)
def test_a_bad_value_of_schema_1_refuses_the_file_with_its_place(doc: Any, message: str) -> None:
    assert refused(doc).startswith(message)


@pytest.mark.parametrize(
    ("doc", "message"), BAD_VALUES, ids=[message.split(":")[0] for _, message in BAD_VALUES]
)
def test_every_bad_value_refuses_the_file_with_its_place(doc: Any, message: str) -> None:
    assert refused(doc).startswith(message)


def test_the_file_fields_are_optional() -> None:
    doc = drop(("saved",))
    del doc["app"]
    assert read_session(json.dumps(doc).encode()).finished


@pytest.mark.parametrize(
    ("level", "seat"), [("grandmaster", 2), ("", 0)], ids=["grandmaster", "empty"]
)
def test_a_bad_level_is_refused_on_load_naming_the_seat(
    tmp_path: Path, level: str, seat: int
) -> None:
    path = tmp_path / "s.wint"
    path.write_text(json.dumps(edit(("players", seat, "level"), level)), "utf-8")
    with pytest.raises(SessionError) as info:
        load_session(path)
    assert str(info.value) == f"players[{seat}].level: unknown level {level!r}"


def test_a_repeated_key_refuses_the_file_with_its_path() -> None:
    text = json.dumps(good_session(), indent=1)
    level = '"level": "strong"'
    assert text.count(level) == 1
    data = text.replace(level, f'{level}, "level": "basic"').encode()
    with pytest.raises(SessionError) as info:
        read_session(data, "s.wint")
    assert str(info.value) == "players[1].level: duplicate key"


@pytest.mark.parametrize(
    ("path", "place"),
    [
        (("players", 2, "level"), "players[2].level: unknown level"),
        (("first_dealer",), "first_dealer: unknown seat"),
        (("deals", 0, "actions", 3), "deals[0].actions[3]: unknown action"),
        (("players", 2, "name"), "players[2].name: "),
        (("saved",), "saved: "),
        (("format",), "format: not a wint session file"),
        (("game",), "game: unknown game"),
    ],
)
def test_a_huge_value_is_quoted_short(path: tuple[Any, ...], place: str) -> None:
    message = refused(edit(path, "\n" * BIG))
    assert message.startswith(place) and len(message) < 200 and "\n" not in message


def test_a_huge_unknown_key_is_quoted_short() -> None:
    message = refused(edit(("k" * BIG,), 1))
    assert message == "k" * 40 + "… (1048576 characters): unknown key"


def test_a_huge_schema_version_is_quoted_short() -> None:
    message = refused(edit(("schema_version",), list(range(BIG))))
    assert message.startswith("schema_version: bad schema version [0, 1,") and len(message) < 200


@pytest.mark.parametrize(
    ("name", "level"),
    [("Ann\ud800", "basic"), ("x" * 41, "basic"), ("Ann", "grandmaster"), ("Ann", "")],
)
def test_a_player_cannot_be_made_with_a_bad_name_or_level(name: str, level: str) -> None:
    with pytest.raises(ValueError):
        PlayerConfig(name, level=level)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("count", "message"),
    [
        (5, "rules.players: the rules are for 4 players, not 5"),
        (2, "seating[0]: must seat a player in each of 4 seats"),
        (7, "players: Vint is played by 2-6 players, not 7"),
    ],
)
def test_vint_seats_two_to_six_players_as_the_rules_name(count: int, message: str) -> None:
    """Vint is played by two to six: two and three with dummies (§4.1, which keeping their
    seats cannot seat), four to six as many as the rules' ``players`` (§4.2); others are
    refused, not pretended (the registry's count for the game)."""
    with pytest.raises(SetupError) as info:
        fixed_seats(RuleSet(), [PlayerConfig(f"P{n}") for n in range(count)], 1)
    assert str(info.value) == message


def test_a_window_session_keeps_its_seats() -> None:
    """Four players keep their seats N, E, S, W in every rubber: one seating, no rotation."""
    session = read_session(_good().encode())
    assert session.setup.seating == ((0, 1, 2, 3),)
    assert json.loads(_good())["seating"] == [{"N": 0, "E": 1, "S": 2, "W": 3}]
