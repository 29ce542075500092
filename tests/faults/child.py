"""Running wint in a child process under a fault, as a hostile but ordinary world would
(issue 14, "Also"): a read-only folder, a full disk, a non-UTF-8 or failing stdout.

Each child has a private home (:class:`Home`: config, data, state and cache folders under
the test's temporary folder).  The faults:

- a read-only folder: its mode is made ``r-x`` for the child's run and put back after.
  These machines run the tests as root, for whom such a folder is still writable, so a
  root parent drops, in the child before it runs Python, the capabilities that override
  file permissions (``CAP_DAC_OVERRIDE``, ``CAP_DAC_READ_SEARCH``, ``CAP_FOWNER``): the
  child is root by name only and meets every permission as an ordinary user does.  (An
  unprivileged uid would do as well where the interpreter is installed where that user may
  enter; here it lives in root's private home.)  The drop is checked, never skipped: a
  child that could still write a read-only folder fails the test.
- a full disk: a file-size limit (``RLIMIT_FSIZE``) with ``SIGXFSZ`` ignored, so a write
  past it fails with EFBIG as a write to a full disk fails with ENOSPC.
- stdout: any file object (``/dev/full``, a pipe whose reader has gone, a terminal), and
  any environment (``PYTHONIOENCODING``, ``LANG``).

:func:`run_window` runs ``tests/faults/window_script.py``: the real ``wint`` with every
message box and file dialog replaced by one that prints what it would show (a ``DIALOG``
line of JSON on stdout) and answers as the test says.
"""

from __future__ import annotations

import ctypes
import json
import os
import resource
import signal
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
WINDOW_SCRIPT = Path(__file__).with_name("window_script.py")
RECORD = ROOT / "tests" / "data" / "records" / "E23.score-deal.json"

_PR_CAPBSET_DROP = 24
# CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER: what lets root ignore a file's mode
_PERMISSION_CAPABILITIES = (1, 2, 3)
_LIBC = ctypes.CDLL(None, use_errno=True)


@dataclass(frozen=True)
class Home:
    """A private home for one child: the XDG folders wint uses, under ``root``."""

    root: Path

    @property
    def config(self) -> Path:
        """The config folder of wint (``wint.ini``)."""
        return self.root / "config" / "wint"

    @property
    def sessions(self) -> Path:
        """The sessions folder."""
        return self.root / "data" / "wint" / "sessions"

    def make(self, **ini: Mapping[str, str]) -> Home:
        """Create the folders; ``ini`` gives ``wint.ini``'s sections (``view={"speed":
        "instant"}``)."""
        for folder in (self.config, self.sessions, self.root / "state", self.root / "cache"):
            folder.mkdir(parents=True, exist_ok=True)
        if ini:
            lines = []
            for section, values in ini.items():
                lines.append(f"[{section}]")
                lines += [f"{key}={value}" for key, value in values.items()]
            (self.config / "wint.ini").write_text("\n".join(lines) + "\n", "utf-8")
        return self

    def env(self) -> dict[str, str]:
        """The environment of a child living in this home, offscreen, in English."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "LC_"))}
        env.update(
            HOME=str(self.root),
            XDG_CONFIG_HOME=str(self.root / "config"),
            XDG_DATA_HOME=str(self.root / "data"),
            XDG_STATE_HOME=str(self.root / "state"),
            XDG_CACHE_HOME=str(self.root / "cache"),
            QT_QPA_PLATFORM="offscreen",
            LANG="en_US.UTF-8",
            LANGUAGE="en",
            PYTHONPATH=str(ROOT),
        )
        env.pop("PYTHONIOENCODING", None)
        return env


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` and its bytes (to show none was lost or truncated)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


@contextmanager
def read_only(*folders: Path) -> Iterator[None]:
    """The folders made read-only (``r-x``) for a child's run, then writable again."""
    modes = [(folder, folder.stat().st_mode) for folder in folders]
    for folder, _mode in modes:
        folder.chmod(0o555)
    try:
        yield
    finally:
        for folder, mode in modes:
            folder.chmod(mode)


def _preexec(file_limit: int | None) -> Any:
    """What the child does before it runs Python: the file-size limit, and as root the drop
    of the capabilities that override file permissions."""
    as_root = os.geteuid() == 0

    def prepare() -> None:
        if file_limit is not None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of a signal
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))
        if as_root:
            for capability in _PERMISSION_CAPABILITIES:
                if _LIBC.prctl(_PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
                    raise OSError(ctypes.get_errno(), "cannot drop root's file permissions")

    return prepare


@dataclass
class Ran:
    """What a child did: its exit code, stdout (bytes), stderr (text) and, for a window,
    the dialogs it showed (each a dict: title, text, informative, detailed, buttons,
    answer) and its last ``STATE`` line."""

    code: int
    out: bytes
    err: str
    dialogs: list[dict[str, Any]] = field(default_factory=list)
    state: dict[str, Any] = field(default_factory=dict)

    def dialog_text(self) -> str:
        """Every dialog's title and texts, one after another (for messages in tests)."""
        return "\n---\n".join(
            "\n".join(str(d.get(k, "")) for k in ("title", "text", "informative"))
            for d in self.dialogs
        )


def run_child(
    home: Home,
    args: Sequence[str],
    *,
    file_limit: int | None = None,
    stdout: IO[bytes] | int | None = None,
    env: Mapping[str, str] | None = None,
    timeout: float = 60,
) -> Ran:
    """``python ARGS`` in ``home`` (e.g. ``["-m", "wint", "score", FILE]``), its
    permissions those of an ordinary user; ``stdout`` a file to write to (default: a pipe
    read here)."""
    environment = home.env() | dict(env or {})
    try:
        proc = subprocess.run(
            [sys.executable, *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE if stdout is None else stdout,
            stderr=subprocess.PIPE,
            env=environment,
            cwd=home.root,
            preexec_fn=_preexec(file_limit),
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        shown = " ".join(args)[:100]
        pytest.fail(f"python {shown}… hung: still running after {timeout} s", pytrace=False)
    err = proc.stderr.decode("utf-8", "backslashreplace")
    ran = Ran(proc.returncode, proc.stdout or b"", err)
    for line in ran.out.decode("utf-8", "backslashreplace").splitlines():
        if line.startswith("DIALOG "):
            ran.dialogs.append(json.loads(line[7:]))
        elif line.startswith("STATE "):
            ran.state = json.loads(line[6:])
    return ran


def run_wint(home: Home, *args: str, **options: Any) -> Ran:
    """``wint ARGS`` in a child (see :func:`run_child`)."""
    return run_child(home, ["-m", "wint", *args], **options)


def run_window(
    home: Home,
    *args: str,
    answers: Sequence[str] = (),
    save_as: Path | None = None,
    stop: str = "ready",
    **options: Any,
) -> Ran:
    """The window (``wint ARGS``) in a child, its dialogs printed and answered in turn by
    ``answers`` (a button's text without '&', e.g. "Save As…"; the default button when
    they run out); ``save_as`` is the file a Save dialog chooses.  ``stop``: "ready" quits
    as soon as the window is shown; "unsaved" plays (four computers) until the game has
    stood still for a second after a dialog, or four deals are played; then the window is
    closed as a user closes it (``STATE`` gives the deal and action counts)."""
    extra = {
        "FAULT_ANSWERS": json.dumps(list(answers)),
        "FAULT_SAVE_AS": str(save_as or ""),
        "FAULT_STOP": stop,
    }
    env = dict(options.pop("env", {})) | extra
    return run_child(home, [str(WINDOW_SCRIPT), *args], env=env, **options)
