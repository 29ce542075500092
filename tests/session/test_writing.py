"""The one checked writer (issue 14, item 4): a regular file is replaced whole or not at
all, a device is written in place and never replaced, a folder is refused, and every
failure names the file.  The full disk and the read-only folder in a child process are in
``tests/faults``.  Devices are reached through a link in the test's folder: a writer that
replaced its target would replace the link, never the device."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from tests.tools import device
from wint.session.model import PlayerConfig
from wint.session.writing import WriteError, backup_path, write_file


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    target = tmp_path / "sheet.txt"
    umask = os.umask(0o022)
    try:
        write_file(target, "Мы ♥ они\n")
    finally:
        os.umask(umask)
    assert target.read_bytes() == "Мы ♥ они\n".encode()
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert names(tmp_path) == ["sheet.txt"]  # no temporary file stays


def test_a_file_is_replaced_keeping_its_permissions_and_its_backup_on_request(
    tmp_path: Path,
) -> None:
    target = tmp_path / "game.wint"
    target.write_bytes(b"old")
    target.chmod(0o600)
    write_file(target, b"new")
    assert target.read_bytes() == b"new" and stat.S_IMODE(target.stat().st_mode) == 0o600
    assert names(tmp_path) == ["game.wint"]
    write_file(target, b"newer", backup=True)
    assert backup_path(target).read_bytes() == b"new" and target.read_bytes() == b"newer"


def test_a_link_stays_a_link_to_the_file_written(tmp_path: Path) -> None:
    real = tmp_path / "real.txt"
    real.write_text("old")
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    write_file(link, "new")
    assert link.is_symlink() and real.read_text() == "new"


def test_a_device_is_written_in_place_and_never_replaced(tmp_path: Path) -> None:
    null = device(tmp_path, "null")
    before = os.stat(null)
    write_file(null, b"x" * 100_000)
    after = os.stat(null)
    assert null.is_symlink() and stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino
    assert names(tmp_path) == ["null"]


def test_a_full_device_is_an_error_naming_it(tmp_path: Path) -> None:
    full = device(tmp_path, "full")
    with pytest.raises(WriteError) as raised:
        write_file(full, "text")
    assert raised.value.errno == errno.ENOSPC
    assert str(raised.value) == f"{full}: No space left on device"
    assert full.is_symlink() and names(tmp_path) == ["full"]


def test_a_folder_and_a_missing_folder_are_refused(tmp_path: Path) -> None:
    with pytest.raises(WriteError) as raised:
        write_file(tmp_path, "text")
    assert raised.value.errno == errno.EISDIR
    missing = tmp_path / "missing" / "file.txt"
    with pytest.raises(WriteError) as raised:
        write_file(missing, "text")
    assert str(raised.value) == f"{missing}: No such file or directory"
    write_file(missing, "text", make_folder=True)
    assert missing.read_text() == "text"


def test_a_lone_surrogate_is_written_as_its_escape(tmp_path: Path) -> None:
    target = tmp_path / "name.txt"
    write_file(target, "Ann\udcff")
    assert target.read_bytes() == b"Ann\\udcff"


def test_a_lone_surrogate_in_a_name_never_reaches_the_autosave() -> None:
    """Issue 14, item 5: the autosave raised UnicodeEncodeError on such a name.  A session's
    seats refuse it where it is typed or read (``wint.core.names``), and the writer
    escapes one that comes some other way (above): neither raises while saving."""
    with pytest.raises(ValueError, match="lone surrogate"):
        PlayerConfig("Ann\udcff")
