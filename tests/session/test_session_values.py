"""Every value a session file holds is checked, and a bad one refuses the file with its place
(issue 14 §2, §5, §6, §8): the computer levels, the players' names, the seats and the human,
the seed, the dealers, the deals and their actions, the cursor, the file's own fields; a
repeated key; and a short, escaped piece of a huge value."""

from __future__ import annotations

import copy
import functools
import json
from pathlib import Path
from typing import Any

import pytest

from tests.session.autoplay import play
from wint.core.levels import Level
from wint.core.seats import SEATS, Seat
from wint.games.vint.rules import RuleSet
from wint.session.io import SessionError, dump_session, load_session, read_session
from wint.session.model import SeatConfig, Session, SessionSetup

NAMES = ("Толстой", "Анна Каренина", "", "Фёдор")
BIG = 1024 * 1024


@functools.cache
def _good() -> str:
    seats = tuple(
        SeatConfig(name, human=seat is Seat.S, level=level)
        for name, seat, level in zip(
            NAMES, SEATS, ("basic", "strong", "basic", "beginner"), strict=True
        )
    )
    session = Session.start(SessionSetup(RuleSet(), seats, 5))  # type: ignore[arg-type]
    session = play(session, 2, lambda _s: None)
    return json.dumps(dump_session(session), ensure_ascii=False)


def good_session() -> dict[str, Any]:
    """A session file's document: two finished deals and the third dealt, named players."""
    return copy.deepcopy(json.loads(_good()))


def refused(doc: object) -> str:
    """The message of the :class:`SessionError` that refuses ``doc``."""
    with pytest.raises(SessionError) as info:
        read_session(json.dumps(doc).encode(), "s.wint")
    return str(info.value)


def test_the_good_session_loads() -> None:
    session = read_session(json.dumps(good_session()).encode())
    assert [c.level for c in session.setup.seats] == [
        Level.BASIC,
        Level.STRONG,
        Level.BASIC,
        Level.BEGINNER,
    ]
    assert [c.name for c in session.setup.seats] == list(NAMES)


def test_the_v1_golden_file_still_loads(data_dir: Path) -> None:
    assert load_session(data_dir / "sessions" / "v1.wint").finished


def edit(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    doc = good_session()
    *parents, last = path
    target = doc
    for key in parents:
        target = target[key]
    target[last] = value
    return doc


def drop(path: tuple[Any, ...]) -> dict[str, Any]:
    doc = good_session()
    *parents, last = path
    target = doc
    for key in parents:
        target = target[key]
    del target[last]
    return doc


def two_humans() -> dict[str, Any]:
    doc = edit(("seats", 0, "human"), True)
    return doc


BAD_VALUES = [
    # the computer levels: an enum
    (edit(("seats", 2, "level"), "grandmaster"), "seats[2].level: unknown level 'grandmaster'"),
    (edit(("seats", 1, "level"), ""), "seats[1].level: unknown level ''"),
    (edit(("seats", 1, "level"), "Basic"), "seats[1].level: unknown level 'Basic'"),
    (edit(("seats", 1, "level"), 3), "seats[1].level: must be a string"),
    (drop(("seats", 3, "level")), "seats[3].level: missing"),
    # the names
    (
        edit(("seats", 0, "name"), "Ann\ud800"),
        "seats[0].name: 'Ann\\ud800' is not a player's name: a lone surrogate (not text)",
    ),
    (
        edit(("seats", 0, "name"), "Ann\x07"),
        "seats[0].name: 'Ann\\x07' is not a player's name: a control or invisible character",
    ),
    (
        edit(("seats", 0, "name"), "Ann\u202e"),
        "seats[0].name: 'Ann\\u202e' is not a player's name: a control or invisible character",
    ),
    (
        edit(("seats", 0, "name"), " Ann"),
        "seats[0].name: ' Ann' is not a player's name: spaces around it",
    ),
    (
        edit(("seats", 0, "name"), "x" * 41),
        "seats[0].name: '" + "x" * 40 + "…' (41 characters) "
        "is not a player's name: longer than 40 characters",
    ),
    (edit(("seats", 0, "name"), 7), "seats[0].name: must be a string"),
    # the seats and the human
    (edit(("seats", 0, "seat"), "X"), "seats[0].seat: unknown seat 'X'"),
    (edit(("seats", 0, "seat"), "E"), "seats[0].seat: expected N"),
    (edit(("seats", 0, "human"), "yes"), "seats[0].human: must be true or false"),
    (two_humans(), "seats: at most one seat is played by a human"),
    (edit(("seats",), [{}] * 3), "seats: must list the four seats"),
    (edit(("seats", 0, "colour"), "red"), "seats[0].colour: unknown key"),
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
    path.write_text(json.dumps(edit(("seats", seat, "level"), level)), "utf-8")
    with pytest.raises(SessionError) as info:
        load_session(path)
    assert str(info.value) == f"seats[{seat}].level: unknown level {level!r}"


def test_a_repeated_key_refuses_the_file_with_its_path() -> None:
    text = json.dumps(good_session(), indent=1)
    level = '"level": "strong"'
    assert text.count(level) == 1
    data = text.replace(level, f'{level}, "level": "basic"').encode()
    with pytest.raises(SessionError) as info:
        read_session(data, "s.wint")
    assert str(info.value) == "seats[1].level: duplicate key"


@pytest.mark.parametrize(
    ("path", "place"),
    [
        (("seats", 2, "level"), "seats[2].level: unknown level"),
        (("first_dealer",), "first_dealer: unknown seat"),
        (("deals", 0, "actions", 3), "deals[0].actions[3]: unknown action"),
        (("seats", 2, "name"), "seats[2].name: "),
        (("saved",), "saved: "),
        (("format",), "format: not a wint session file"),
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
def test_a_seat_cannot_be_made_with_a_bad_name_or_level(name: str, level: str) -> None:
    with pytest.raises(ValueError):
        SeatConfig(name, level=level)  # type: ignore[arg-type]
