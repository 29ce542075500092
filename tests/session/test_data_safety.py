"""Data safety (issue 8.3): the migration chain, the refusal of a newer schema, limits
checked before parsing, loading that never writes, and no unpickling or evaluation."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any, ClassVar

import pytest

import wint
from wint.core import jsonfile
from wint.core.seats import SEATS
from wint.games.vint.record import RecordError, decode_json
from wint.games.vint.rules import RuleSet
from wint.session import io
from wint.session.io import (
    MAX_SESSION_BYTES,
    SCHEMA_VERSION,
    SessionError,
    UnsupportedVersionError,
    dump_session,
    load_session,
    read_session,
    save_session,
)
from wint.session.model import PlayerConfig, Session, fixed_seats

SETUP = fixed_seats(
    RuleSet(),
    tuple(PlayerConfig(f"P{s.name}", human=False, level="basic") for s in SEATS),  # type: ignore[arg-type]
    5,
)


def test_the_migrations_are_a_chain_of_steps_run_in_order(
    monkeypatch: pytest.MonkeyPatch, data_dir: Path
) -> None:
    """A synthetic schema 0 (schema 1's seats under "table", the seed under "shuffle")
    reaches schema 2 through 0→1 and the real 1→2, one step at a time."""
    v1_file = data_dir / "sessions" / "v1.wint"
    current: dict[str, Any] = json.loads(v1_file.read_text("utf-8"))
    old: dict[str, Any] = {k: v for k, v in current.items() if k not in ("seats", "seed")}
    old |= {"schema_version": 0, "table": current["seats"], "shuffle": current["seed"]}
    ran: list[int] = []
    one_to_two = io.MIGRATIONS[1]

    def zero_to_one(doc: dict[str, Any]) -> dict[str, Any]:
        ran.append(doc["schema_version"])
        doc = dict(doc)
        doc["seats"] = doc.pop("table")
        doc["seed"] = doc.pop("shuffle")
        return doc

    def logged_one_to_two(doc: dict[str, Any]) -> dict[str, Any]:
        ran.append(doc["schema_version"])
        assert "seats" in doc  # the first step ran before
        return one_to_two(doc)

    assert SCHEMA_VERSION == 2
    monkeypatch.setattr(io, "MIGRATIONS", {0: zero_to_one, 1: logged_one_to_two})
    session = read_session(json.dumps(old).encode())
    assert ran == [0, 1]
    assert session == load_session(v1_file)


def test_a_newer_schema_is_refused_naming_its_version(tmp_path: Path) -> None:
    doc = dump_session(Session.start(SETUP))
    path = tmp_path / "future.wint"
    path.write_text(json.dumps({**doc, "schema_version": SCHEMA_VERSION + 1}))
    with pytest.raises(UnsupportedVersionError) as info:
        load_session(path)
    message = str(info.value)
    assert f"schema {SCHEMA_VERSION + 1}" in message
    assert "newer wint" in message and f"up to {SCHEMA_VERSION}" in message


@pytest.mark.parametrize("version", [-1, "1", 1.0, None, True])
def test_a_nonsense_schema_version_is_refused(version: object) -> None:
    doc = dump_session(Session.start(SETUP))
    with pytest.raises(SessionError, match="schema_version"):
        read_session(json.dumps({**doc, "schema_version": version}).encode())


def no_parsing(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Make the JSON parser fail the test if it is ever reached."""
    calls: list[str] = []

    def loads(text: str) -> object:
        calls.append(text[:20])
        raise AssertionError("parsed")

    monkeypatch.setattr(jsonfile.json, "loads", loads)
    return calls


class SpyPath(type(Path())):  # type: ignore[misc]
    """A path whose opened file records every read."""

    reads: ClassVar[list[int]] = []

    def open(self, *args: Any, **kwargs: Any) -> Any:
        handle = super().open(*args, **kwargs)
        reads = self.reads

        class Handle:
            def __enter__(self) -> Handle:
                return self

            def __exit__(self, *exc: object) -> None:
                handle.close()

            def fileno(self) -> int:
                return handle.fileno()

            def read(self, size: int = -1) -> bytes:
                reads.append(size)
                return handle.read(size)

        return Handle()


def test_a_40_mb_file_is_refused_unread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = SpyPath(tmp_path / "huge.wint")
    with open(path, "wb") as handle:
        handle.truncate(40 * 1024 * 1024)  # sparse: 40 MB of NUL bytes
    calls = no_parsing(monkeypatch)
    with pytest.raises(SessionError, match=f"larger than {MAX_SESSION_BYTES // 2**20} MB"):
        load_session(path)
    assert SpyPath.reads == [] and calls == []  # not a byte read, nothing parsed


@pytest.mark.parametrize("opening", [b"[", b'{"a":', b'{"format": "wint-session", "x": ['])
def test_absurd_nesting_is_refused_before_parsing(
    opening: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = no_parsing(monkeypatch)
    data = opening * 10_000
    with pytest.raises(SessionError, match="nested too deeply"):
        read_session(data, "s.wint")
    with pytest.raises(RecordError, match="nested too deeply"):
        decode_json(data, "r.json")
    assert calls == []


def test_brackets_inside_strings_are_not_nesting() -> None:
    text = json.dumps({"name": "[" * 1000 + '\\"{' * 100})
    assert decode_json(text.encode(), "r.json") == json.loads(text)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}


def test_loading_never_writes(tmp_path: Path) -> None:
    good = tmp_path / "good.wint"
    save_session(Session.start(SETUP), good)
    save_session(Session.start(SETUP), good)  # and a .bak
    text = good.read_text()
    (tmp_path / "broken.wint").write_text(text[: len(text) // 2])
    (tmp_path / "future.wint").write_text(
        text.replace(f'"schema_version": {SCHEMA_VERSION}', '"schema_version": 9')
    )
    before = snapshot(tmp_path)
    folder_mtime = tmp_path.stat().st_mtime_ns
    load_session(good)
    load_session(good.with_name("good.wint.bak"))
    for name in ("broken.wint", "future.wint"):
        with pytest.raises(SessionError):
            load_session(tmp_path / name)
    assert snapshot(tmp_path) == before
    assert tmp_path.stat().st_mtime_ns == folder_mtime  # nothing created, even briefly


DANGEROUS_MODULES = {"pickle", "cPickle", "dill", "marshal", "shelve", "yaml", "jsonpickle"}
DANGEROUS_CALLS = {"eval", "exec", "compile", "__import__"}


def test_nothing_is_ever_unpickled_or_evaluated() -> None:
    """No module of wint imports pickle, marshal, shelve or yaml, nor calls eval, exec,
    compile or __import__ (Qt's ``dialog.exec()`` is a method, not the builtin)."""
    found: list[str] = []
    for path in sorted(Path(wint.__file__).parent.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            where = f"{path.name}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Import):
                names = {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                names = {(node.module or "").split(".")[0]}
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                if node.func.id in DANGEROUS_CALLS:
                    found.append(f"{where} {node.func.id}()")
                continue
            else:
                continue
            found.extend(f"{where} import {name}" for name in names & DANGEROUS_MODULES)
    assert found == []
