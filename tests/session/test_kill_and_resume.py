"""Killing the process at any moment loses at most the action in flight (issue 8.2).

A child process plays a session with four basic computers, saving after every step as the
GUI's autosave does; it is killed (SIGKILL) at a seeded random moment, and the file it
leaves must load, hold a prefix of the uninterrupted game (every step the child reported
saved, plus at most the one in flight) and play on to exactly that game.  The default run
kills 20 children; ``pytest -m soak`` kills 200.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.session.autoplay import play, start, steps
from wint.session.io import load_session

ROOT = Path(__file__).resolve().parents[2]
DEALS = 2
SEED = 11
pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="SIGKILL: a POSIX test of the atomic save"
)


@dataclass(frozen=True)
class Killed:
    """What one killed child left behind."""

    path: Path
    saved: int  # the steps the child reported saved before it died
    finished: bool  # the child ended on its own before the kill


def reference() -> list[str]:
    """The uninterrupted game's steps for ``SEED``."""
    return steps(play(start(SEED), DEALS, lambda _s: None))


def kill_one(folder: Path, index: int, at_step: int, delay: float) -> Killed:
    """Run a child, kill it ``delay`` seconds after it reported ``at_step`` steps saved."""
    path = folder / f"run{index}" / "s.wint"
    path.parent.mkdir()
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.session.autoplay", str(SEED), str(DEALS), str(path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert child.stdout is not None
    saved = -1
    for line in child.stdout:
        saved = 0 if line.strip() == "ready" else int(line)
        if saved >= at_step:
            break
    time.sleep(delay)
    child.send_signal(signal.SIGKILL)
    rest = child.stdout.read()
    code = child.wait()
    saved = max([saved, *(int(n) for n in rest.split())])
    return Killed(path, saved, code == 0)


def kill_and_resume(tmp_path: Path, runs: int, seed: int) -> None:
    game = reference()
    rng = random.Random(seed)
    plans = [(i, rng.randrange(len(game)), rng.uniform(0.0, 0.03)) for i in range(runs)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda p: kill_one(tmp_path, *p), plans))
    killed_mid_game = 0
    for (index, at_step, _delay), killed in zip(plans, results, strict=True):
        assert killed.path.is_file(), f"run {index}: the session file vanished"
        session = load_session(killed.path)  # never a half-written file
        done = steps(session)
        assert done == game[: len(done)], f"run {index}: not a prefix of the game"
        assert killed.saved >= at_step
        assert killed.saved <= len(done) <= killed.saved + 1, f"run {index}: lost a step"
        killed_mid_game += not killed.finished
        resumed = play(session, DEALS, lambda _s: None)
        assert steps(resumed) == game, f"run {index}: the resumed game differs"
        leftovers = [p.name for p in killed.path.parent.iterdir() if p.suffix == ".tmp"]
        assert len(leftovers) <= 1  # at most the temporary file of the write in flight
    assert killed_mid_game >= runs * 3 // 4  # the kills did land during the game


@pytest.mark.slow
def test_killed_at_random_moments_the_session_resumes(tmp_path: Path) -> None:
    kill_and_resume(tmp_path, runs=20, seed=1)


@pytest.mark.soak
def test_killed_at_random_moments_the_session_resumes_soak(tmp_path: Path) -> None:
    kill_and_resume(tmp_path, runs=200, seed=2)
