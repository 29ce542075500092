"""The command's standard streams: ``wint``'s output never fails on encoding, nor silently
(issue 14).

stdout and stderr write UTF-8 when they are not a terminal (a pipe, a file: as git does,
whatever the locale says), and a terminal's own encoding otherwise; what an encoding cannot
hold (a suit symbol on an ASCII terminal, a lone surrogate from an undecodable file name)
is written as its backslash escape.  A write to stdout that fails ends the command with one
line on stderr ("wint: cannot write the output: No space left on device") and exit code 1;
a reader that has gone (``wint score REC | head -1``) ends it quietly with 141, as a shell
reports SIGPIPE.
"""

from __future__ import annotations

import io
import os
import sys

__all__ = [
    "EXIT_BAD_INPUT",
    "EXIT_BROKEN_PIPE",
    "EXIT_CANNOT_WRITE",
    "OutputError",
    "configure_streams",
    "fail",
    "fail_reading",
    "output_failed",
]

#: The input (a record, a session, an option value) is refused.
EXIT_BAD_INPUT = 2

#: A file or stdout could not be written.
EXIT_CANNOT_WRITE = 1
#: stdout's reader has gone: 128 + SIGPIPE, what a shell reports for a program it killed.
EXIT_BROKEN_PIPE = 141


class OutputError(Exception):
    """A write to stdout failed; ``error`` is the system's error."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


class _CheckedOutput(io.RawIOBase):
    """A file descriptor whose failed write raises :class:`OutputError` once; later writes
    are dropped, so nothing fails again when Python flushes it on exit."""

    def __init__(self, fd: int) -> None:
        super().__init__()
        self._fd = fd
        self._failed = False

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._fd

    def write(self, data: bytes) -> int:  # type: ignore[override]
        if self._failed:
            return len(data)
        try:
            return os.write(self._fd, data)
        except OSError as exc:
            self._failed = True
            raise OutputError(exc) from None


def configure_streams() -> None:
    """Set stdout and stderr as the module says (streams replaced by a caller, or absent,
    are left alone)."""
    if isinstance(sys.stdout, io.TextIOWrapper):
        if sys.stdout.isatty():  # the terminal's encoding (on Windows, its own console API)
            sys.stdout.reconfigure(errors="backslashreplace")
        else:
            sys.stdout.flush()
            raw = _CheckedOutput(sys.stdout.fileno())
            sys.stdout = io.TextIOWrapper(
                io.BufferedWriter(raw), encoding="utf-8", errors="backslashreplace"
            )
    if isinstance(sys.stderr, io.TextIOWrapper):
        encoding = None if sys.stderr.isatty() else "utf-8"
        sys.stderr.reconfigure(encoding=encoding, errors="backslashreplace")


def output_failed(error: OutputError) -> int:
    """Report a failed write to stdout (nothing when its reader has gone); the exit code."""
    if isinstance(error.error, BrokenPipeError):
        return EXIT_BROKEN_PIPE
    print(f"wint: cannot write the output: {error.error.strerror}", file=sys.stderr)
    return EXIT_CANNOT_WRITE


def fail(message: str, code: int = EXIT_BAD_INPUT) -> int:
    """Report bad input (or ``code``'s failure) on one line of stderr: control characters
    are shown escaped; the exit code."""
    from wint.core.quoting import excerpt

    print(f"wint: {excerpt(message, None)}", file=sys.stderr)
    return code


def fail_reading(label: str, message: str, *names: str) -> int:
    """Report that the file ``label`` cannot be read (:func:`fail`), naming it once: a
    reader's ``message`` may already start with ``label`` or another of its ``names``."""
    for name in (label, *names):
        message = message.removeprefix(f"{name}: ")
    return fail(f"{label}: {message}")
