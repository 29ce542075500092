"""Fuzzing the record reader and the session loader (issue 8.4): random bytes, random JSON
values and mutations of real files (bytes flipped, deleted or inserted; values swapped for
other JSON types; keys dropped) give either a clean result or exactly the documented error
(:class:`RecordError`, :class:`SessionError`) naming a place, never another exception, and
never change the input.  The default run tries 150 examples per test; ``pytest -m soak``
tries 3,000.
"""

from __future__ import annotations

import copy
import functools
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.session.autoplay import play, start
from tests.session.golden import as_v1
from wint.games.vint.record import RecordError, decode_json, read_record
from wint.session.io import SessionError, dump_session, load_session, read_session, save_session

RECORDS = Path(__file__).resolve().parents[1] / "data" / "records"

EXAMPLES = [
    pytest.param(150, id="ci"),
    pytest.param(3000, id="soak", marks=pytest.mark.soak),
]

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def run(examples: int, test: Callable[..., None], *strategies: st.SearchStrategy[Any]) -> None:
    """Run ``test`` under hypothesis with ``examples`` examples."""
    settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )(given(*strategies)(test))()


@functools.cache
def record_files() -> tuple[tuple[str, bytes], ...]:
    return tuple((p.name, p.read_bytes()) for p in sorted(RECORDS.glob("*.json")))


@functools.cache
def session_bytes() -> bytes:
    """A real session file: a finished deal and part of the next."""
    session = play(start(3), 1, lambda _s: None)
    rng = random.Random(3)
    for _ in range(20):
        if session.state.is_over:
            break
        session = session.apply(rng.choice(session.state.legal_actions()))
    return json.dumps(dump_session(session), indent=1).encode()


# -- mutations ----------------------------------------------------------------------------


@st.composite
def mutated_bytes(draw: st.DrawFn, original: bytes) -> bytes:
    """Flip, delete or insert a few bytes of ``original``."""
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, max(0, len(data) - 1)))
        kind = draw(st.sampled_from(["flip", "delete", "insert", "truncate"]))
        if kind == "flip" and data:
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif kind == "delete":
            del data[at : at + draw(st.integers(1, 16))]
        elif kind == "insert":
            data[at:at] = draw(
                st.binary(min_size=1, max_size=8)
                | st.sampled_from([b"[", b"{", b'"', b"-", b"1e999"])
            )
        else:
            del data[at:]
    return bytes(data)


def _places(doc: object, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found.extend(_places(value, (*path, key)))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            found.extend(_places(value, (*path, index)))
    return found


@st.composite
def mutated_doc(draw: st.DrawFn, original: bytes) -> object:
    """Change a few values of the parsed ``original`` to other JSON values, or drop them."""
    doc: Any = json.loads(original)
    for _ in range(draw(st.integers(1, 3))):
        places = _places(doc)
        path = draw(st.sampled_from(places))
        if not path:
            doc = draw(JSON)
            continue
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        if draw(st.booleans()):
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(
                JSON | st.sampled_from([-1, 0, 14, 10**30, "", "N", "7NT", "SA", [], {}])
            )
    return doc


# -- the record reader ----------------------------------------------------------------------


def check_record_bytes(data: bytes, replay: bool) -> None:
    try:
        doc = decode_json(data, "fuzz.json")
    except RecordError as exc:
        assert exc.path == "fuzz.json" and exc.message
        return
    check_record_doc(doc, replay)


def check_record_doc(doc: object, replay: bool) -> None:
    before = copy.deepcopy(doc)
    try:
        read_record(doc, replay=replay)
    except RecordError as exc:
        assert exc.path and exc.message
    assert doc == before  # the reader never changes its input


@pytest.mark.parametrize("examples", EXAMPLES)
def test_records_from_random_bytes(examples: int) -> None:
    run(examples, check_record_bytes, st.binary(max_size=512), st.booleans())


@pytest.mark.parametrize("examples", EXAMPLES)
def test_records_from_random_json(examples: int) -> None:
    run(examples, check_record_doc, JSON, st.booleans())


@pytest.mark.parametrize("examples", EXAMPLES)
def test_records_from_mutated_files(examples: int) -> None:
    def check(data: st.DataObject) -> None:
        name, original = data.draw(st.sampled_from(record_files()))
        replay = ".replay" in name
        if data.draw(st.booleans()):
            check_record_bytes(data.draw(mutated_bytes(original)), replay)
        else:
            check_record_doc(data.draw(mutated_doc(original)), replay)

    run(examples, check, st.data())


# -- the session loader ---------------------------------------------------------------------


def check_session_bytes(data: bytes) -> None:
    try:
        read_session(data, "fuzz.wint")
    except SessionError as exc:
        assert exc.where and exc.message


@pytest.mark.parametrize("examples", EXAMPLES)
def test_sessions_from_random_bytes(examples: int) -> None:
    run(examples, check_session_bytes, st.binary(max_size=512))


@pytest.mark.parametrize("examples", EXAMPLES)
def test_sessions_from_random_json(examples: int) -> None:
    def check(doc: object) -> None:
        check_session_bytes(json.dumps(doc).encode())

    run(examples, check, JSON)


@pytest.mark.parametrize("schema", [1, 2])
@pytest.mark.parametrize("examples", EXAMPLES)
def test_sessions_from_mutated_files(examples: int, schema: int) -> None:
    """Files of the current schema, and of schema 1 (migrated on load)."""
    original = session_bytes()
    if schema == 1:
        original = json.dumps(as_v1(json.loads(original)), indent=1).encode()
    assert read_session(original).number == 1  # the seed file is good

    def check(data: st.DataObject) -> None:
        if data.draw(st.booleans()):
            check_session_bytes(data.draw(mutated_bytes(original)))
        else:
            check_session_bytes(json.dumps(data.draw(mutated_doc(original))).encode())

    run(examples, check, st.data())


def test_loading_a_mutated_file_leaves_it_and_its_neighbours_alone(tmp_path: Path) -> None:
    """Through the file path: the fuzzed file, the good session beside it and its backup
    are byte-identical afterwards."""
    good = tmp_path / "good.wint"
    save_session(start(3), good)
    save_session(start(4), good)
    neighbours = {p: p.read_bytes() for p in tmp_path.iterdir()}
    target = tmp_path / "fuzz.wint"

    def check(data: bytes) -> None:
        target.write_bytes(data)
        try:
            load_session(target)
        except SessionError as exc:
            assert exc.where and exc.message
        assert target.read_bytes() == data
        assert {p: p.read_bytes() for p in neighbours} == neighbours

    run(100, check, mutated_bytes(session_bytes()))
