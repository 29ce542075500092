"""Reading untrusted files (issue 14 §6, §7): only a regular file is read, anything else is
refused before a byte is read (a FIFO, which would block the reader, in
tests/faults/test_fifos.py), in the session loader and the history's scan too; a repeated
JSON key is refused with its path wherever JSON is read."""

from __future__ import annotations

import errno
import os
import socket
from pathlib import Path

import pytest

from wint.core.jsonfile import parse_json, read_regular
from wint.games.vint.record import RecordError, decode_json
from wint.session.history import Problem, scan
from wint.session.io import SessionError, load_session


class RefusedError(Exception):
    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")


def test_a_regular_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"x" * 100)
    assert read_regular(path, 100) == b"x" * 100


def test_a_link_to_a_regular_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"{}")
    link = tmp_path / "link.json"
    link.symlink_to(path)
    assert read_regular(link, 100) == b"{}"


def test_a_file_over_the_limit_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"x" * (3 * 1024 * 1024 + 1))
    with pytest.raises(OSError, match=r"larger than 3 MB") as info:
        read_regular(path, 3 * 1024 * 1024)
    assert info.value.errno == errno.EFBIG


def _socket(folder: Path) -> Path:
    path = folder / "sock.json"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    server.close()
    return path


@pytest.mark.parametrize(
    ("make", "what"),
    [
        (lambda folder: folder, "a directory"),
        (lambda _folder: Path("/dev/null"), "a device"),
        (lambda _folder: Path("/dev/zero"), "a device"),
        (_socket, "a socket"),
    ],
    ids=["directory", "null", "zero", "socket"],
)
def test_anything_but_a_regular_file_is_refused(tmp_path: Path, make: object, what: str) -> None:
    path = make(tmp_path)  # type: ignore[operator]
    with pytest.raises(OSError) as info:
        read_regular(path, 1024)
    assert info.value.strerror == f"{what}, not a regular file"
    assert info.value.filename == str(path)


def test_the_session_loader_refuses_a_directory(tmp_path: Path) -> None:
    folder = tmp_path / "s.wint"
    folder.mkdir()
    with pytest.raises(SessionError) as info:
        load_session(folder)
    assert str(info.value) == f"{folder}: a directory, not a regular file"


def test_the_history_lists_a_directory_named_wint_as_unreadable(tmp_path: Path) -> None:
    (tmp_path / "2026-12-01_200000.wint").mkdir()
    (entry,) = scan(tmp_path)
    assert isinstance(entry, Problem)
    assert entry.reason == "a directory, not a regular file"
    assert (tmp_path / "2026-12-01_200000.wint").is_dir()


def test_a_missing_file_keeps_the_systems_reason(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_regular(tmp_path / "missing.json", 10)


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ('{"a": 1, "a": 2}', "a"),
        ('{"a": {"b": [1, {"c": 1, "d": 2, "c": 3}]}}', "a.b[1].c"),
        ('[{"x": 1}, {"y": 1, "y": 1}]', "[1].y"),
        ('{"": 1, "": 2}', ""),
    ],
)
def test_a_repeated_key_is_refused_with_its_path(text: str, path: str) -> None:
    with pytest.raises(RefusedError) as info:
        parse_json(text.encode(), "f.json", 1000, RefusedError)
    assert str(info.value) == f"{path}: duplicate key"


def test_repeated_keys_are_refused_in_a_score_pads_file() -> None:
    with pytest.raises(RecordError, match=r"^deals\[0\]\.declarer: duplicate key$"):
        decode_json(b'{"deals": [{"declarer": "N", "declarer": "S"}]}', "pad.json")


def test_a_repeated_key_costs_no_second_look_when_there_is_none() -> None:
    """The document is walked for the path only when a key was repeated: values equal to
    those of the default decoder, objects as plain dicts."""
    doc = parse_json(b'{"a": [{"b": 1}, {"b": 2}]}', "f.json", 1000, RefusedError)
    assert doc == {"a": [{"b": 1}, {"b": 2}]} and type(doc) is dict


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    """Opened without waiting for a writer (a reader that blocked would hang this test: the
    child-process test in tests/faults/test_fifos.py guards the commands)."""
    fifo = tmp_path / "f.wint"
    os.mkfifo(fifo)
    with pytest.raises(OSError) as info:
        read_regular(fifo, 1024)
    assert info.value.strerror == "a named pipe (FIFO), not a regular file"
