"""The command line under write faults (issue 14, items 4 and 5): a full device, a full
disk (a file-size limit), a reader that has gone, a non-UTF-8 stdout, a terminal.  Each
case asserts the one line the user reads and that no file was truncated."""

from __future__ import annotations

import os
import pty
from pathlib import Path

import pytest

from tests.faults.child import RECORD, ROOT, Home, Ran, read_only, run_child, run_wint
from tests.tools import device

SHEET_EN = (ROOT / "tests" / "data" / "sheet_E23_en.txt").read_bytes()
SHEET_RU = (ROOT / "tests" / "data" / "sheet_E23_ru.txt").read_bytes()
# Under this file-size limit the PDF (about 40 KB) and the PNG (about 60 KB) cannot be
# written whole, nor can the text sheet sent to a file.
SMALL = 8 * 1024


@pytest.fixture
def home(tmp_path: Path) -> Home:
    return Home(tmp_path).make()


def one_line(ran: Ran) -> str:
    lines = ran.err.splitlines()
    assert len(lines) == 1 and "Traceback" not in ran.err, ran.err
    return lines[0]


@pytest.mark.parametrize("option", ["--pdf", "--chart"])
def test_a_full_device_is_an_error(home: Home, option: str) -> None:
    """``wint sheet REC --pdf /dev/full`` (here through a link named ``full``)."""
    full = device(home.root, "full")
    ran = run_wint(home, "sheet", str(RECORD), option, str(full))
    assert ran.code == 1 and ran.out == b""
    assert one_line(ran) == f"wint: {full}: No space left on device"
    assert full.is_symlink()


def test_a_pdf_to_a_device_is_written_there(home: Home) -> None:
    """``--pdf /dev/stdout``: the PDF goes down the pipe, whole."""
    ran = run_wint(home, "sheet", str(RECORD), "--pdf", str(device(home.root, "stdout")))
    assert ran.code == 0, ran.err
    assert ran.out.startswith(b"%PDF") and ran.out.rstrip().endswith(b"%%EOF")


@pytest.mark.parametrize("option", ["--pdf", "--chart"])
def test_a_full_disk_leaves_the_old_file_whole(home: Home, option: str) -> None:
    target = home.root / ("sheet.pdf" if option == "--pdf" else "chart.png")
    target.write_bytes(b"the file that was there")
    ran = run_wint(home, "sheet", str(RECORD), option, str(target), file_limit=SMALL)
    assert ran.code == 1
    assert one_line(ran) == f"wint: {target}: File too large"
    assert target.read_bytes() == b"the file that was there"
    assert sorted(p.name for p in home.root.iterdir() if p.is_file()) == [target.name]


@pytest.mark.parametrize("option", ["--pdf", "--chart"])
def test_a_full_disk_leaves_no_new_file(home: Home, option: str) -> None:
    target = home.root / "out" / ("sheet.pdf" if option == "--pdf" else "chart.png")
    target.parent.mkdir()
    ran = run_wint(home, "sheet", str(RECORD), option, str(target), file_limit=SMALL)
    assert ran.code == 1
    assert one_line(ran) == f"wint: {target}: File too large"
    assert list(target.parent.iterdir()) == []


def test_a_read_only_folder_refuses_the_pdf(home: Home) -> None:
    folder = home.root / "locked"
    folder.mkdir()
    with read_only(folder):
        ran = run_wint(home, "sheet", str(RECORD), "--pdf", str(folder / "sheet.pdf"))
    assert ran.code == 1
    assert one_line(ran) == f"wint: {folder / 'sheet.pdf'}: Permission denied"
    assert list(folder.iterdir()) == []


def test_a_read_only_file_is_not_replaced(home: Home) -> None:
    """A file its owner made read-only stays as it is, though its folder is writable."""
    target = home.root / "sheet.pdf"
    target.write_bytes(b"kept")
    target.chmod(0o444)
    ran = run_wint(home, "sheet", str(RECORD), "--pdf", str(target))
    assert ran.code == 1
    assert one_line(ran) == f"wint: {target}: Permission denied"
    assert target.read_bytes() == b"kept" and sorted(home.root.glob("*.pdf")) == [target]


@pytest.mark.parametrize("command", ["score", "sheet"])
def test_stdout_on_a_full_device(home: Home, command: str) -> None:
    with open("/dev/full", "wb") as full:
        ran = run_wint(home, command, str(RECORD), stdout=full)
    assert ran.code == 1
    assert one_line(ran) == "wint: cannot write the output: No space left on device"


def test_stdout_redirected_to_a_full_disk(home: Home) -> None:
    """``wint sheet REC > FILE`` past the file-size limit: the shell's file keeps what fit."""
    target = home.root / "sheet.txt"
    with target.open("wb") as out:
        ran = run_wint(home, "sheet", str(RECORD), stdout=out, file_limit=1024)
    assert ran.code == 1
    assert one_line(ran) == "wint: cannot write the output: File too large"
    assert SHEET_EN.startswith(target.read_bytes())


def test_a_reader_that_has_gone_ends_it_quietly(home: Home) -> None:
    """``wint score REC | head -1``: the pipe's reader closes; no traceback, no message."""
    read, write = os.pipe()
    os.close(read)
    with os.fdopen(write, "wb") as pipe:
        ran = run_wint(home, "score", str(RECORD), stdout=pipe)
    assert ran.err == "" and ran.code == 141


@pytest.mark.parametrize(
    "env",
    [
        {"PYTHONIOENCODING": "cp1251"},
        {"PYTHONIOENCODING": "ascii"},
        {"LANG": "C", "LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"},
    ],
    ids=["cp1251", "ascii", "C-locale"],
)
def test_redirected_output_is_utf8_whatever_the_locale(home: Home, env: dict[str, str]) -> None:
    """Not a terminal (a pipe, a file: the Windows redirect): UTF-8, as git writes.  (In
    the C locale Qt says once on stderr that it uses C.UTF-8 for itself.)"""
    for language, sheet in (("en", SHEET_EN), ("ru", SHEET_RU)):
        ran = run_wint(home, "sheet", str(RECORD), "--lang", language, env=env)
        assert ran.code == 0, ran.err
        assert ran.err == "" or ran.err.startswith('Detected locale "C"'), ran.err
        assert ran.out == sheet


def test_a_terminal_shows_what_its_encoding_cannot_as_escapes(home: Home) -> None:
    """On an ASCII terminal the suits and dashes come as ``\\u2663``, never a crash."""
    leader, follower = pty.openpty()
    with os.fdopen(follower, "wb") as terminal:
        ran = run_wint(
            home, "sheet", str(RECORD), "--lang", "ru", stdout=terminal,
            env={"PYTHONIOENCODING": "ascii"},
        )  # fmt: skip
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the terminal's other end is closed
            break
        if not chunk:
            break
        shown += chunk
    os.close(leader)
    assert ran.code == 0 and ran.err == "", ran.err
    expected = SHEET_RU.decode("utf-8").encode("ascii", "backslashreplace")
    assert shown.replace(b"\r\n", b"\n") == expected  # МЫ is \\u041c\\u042b, ♣ \\u2663


def test_a_name_with_a_lone_surrogate_never_breaks_the_output(home: Home) -> None:
    """A lone surrogate (what an undecodable file name becomes) reaches stdout and stderr
    as its escape; UTF-8 text and an ASCII terminal alike."""
    code = (
        "import sys\n"
        "from wint.console import configure_streams\n"
        "configure_streams()\n"
        "print('Ann\\udcff ♥')\n"
        "print('wint: Ann\\udcff', file=sys.stderr)\n"
    )
    for env in ({}, {"PYTHONIOENCODING": "ascii"}):
        ran = run_child(home, ["-c", code], env=env)
        assert ran.code == 0, ran.err
        assert ran.out == "Ann\\udcff ♥\n".encode()
        assert ran.err == "wint: Ann\\udcff\n"
