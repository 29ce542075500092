"""``wint bench engine``: how fast the engine plays and scores, measured, not assumed."""

from __future__ import annotations

import gc
import platform
import random
import statistics
import time
from typing import Any

from wint.core.deal import deal_from_seed
from wint.core.ledger import Ledger
from wint.core.result import DealResult
from wint.core.seats import SEATS
from wint.core.state import DealState

__all__ = ["bench_engine", "random_results"]


def _random_deals(deals: int, seed: int, keep: list[DealResult] | None = None) -> float:
    """Play ``deals`` complete random deals through the public API; the seconds it took.

    Each step asks ``legal_actions()`` and applies a uniformly random one with
    ``DealState.apply``, which checks it against the rules (the ``Q``/``L`` calls included
    when legal).  The hands are dealt before the clock starts.  With ``keep``, each deal's
    result is appended to it (outside the timing's purpose: for the scoring benchmark).
    """
    below = random.Random(seed).getrandbits  # uniform: bias under 2**-27 for 36 choices
    setups = [(deal_from_seed(seed, n), SEATS[n & 3]) for n in range(deals)]
    began = time.perf_counter()
    for deal, dealer in setups:
        state = DealState.new(deal, dealer)
        while not state.is_over:
            actions = state.legal_actions()
            state = state.apply(actions[below(32) * len(actions) >> 32])
        if keep is not None:
            keep.append(state.result())
    return time.perf_counter() - began


def random_results(count: int, seed: int) -> list[DealResult]:
    """``count`` results of random deals (for scoring benchmarks and tests)."""
    results: list[DealResult] = []
    _random_deals(count, seed, results)
    return results


def _score_rubbers(results: list[DealResult]) -> tuple[float, int]:
    began = time.perf_counter()
    ledger = Ledger().extend(results)
    seconds = time.perf_counter() - began
    return seconds, sum(1 for rubber in ledger.rubbers if rubber.is_over)


def bench_engine(
    deals: int = 2000, runs: int = 5, seed: int = 1, results: int = 1000
) -> dict[str, Any]:
    """Median figures of ``runs`` runs: random deals per second through the public API, and
    rubbers scored per second over ``results`` random deal results.
    """
    deal_rates = []
    rubber_rates = []
    scored = random_results(results, seed)
    gc.collect()
    for run in range(runs):
        seconds = _random_deals(deals, seed + run)
        deal_rates.append(deals / seconds)
        seconds, rubbers = _score_rubbers(scored)
        rubber_rates.append(rubbers / seconds)
    return {
        "deals_per_s": round(statistics.median(deal_rates), 1),
        "rubbers_scored_per_s": round(statistics.median(rubber_rates), 1),
        "deals_per_s_runs": [round(r, 1) for r in deal_rates],
        "rubbers_scored_per_s_runs": [round(r, 1) for r in rubber_rates],
        "settings": {
            "deals": deals,
            "runs": runs,
            "seed": seed,
            "results_scored": results,
            "workload": "uniform random choice over legal_actions(), one process",
            "python": platform.python_version(),
            "implementation": platform.python_implementation(),
        },
    }


def bench_gui(runs: int = 5, deals: int = 12, seed: int = 1) -> dict[str, Any]:
    """Figures of the desktop table, each from fresh processes, offscreen.

    - start-up: from launching ``python -m wint`` to the table shown and the event loop
      running (median of ``runs``; the first run is also given as the cold start);
    - a demo of ``deals`` complete deals with four computers, instant animations: seconds per
      deal, the longest gap of a 10 ms heartbeat timer while they play, and the peak memory
      (maximum resident set size) of that process.
    """
    import json
    import os
    import resource
    import subprocess
    import sys
    import tempfile
    import time
    from pathlib import Path

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    starts = []
    with tempfile.TemporaryDirectory() as folder:
        env["XDG_CONFIG_HOME"] = str(Path(folder) / "config")
        env["XDG_DATA_HOME"] = str(Path(folder) / "data")
        for _ in range(runs):
            began = time.time()
            out = subprocess.run(
                [sys.executable, "-m", "wint"],
                env={**env, "WINT_EXIT_WHEN_READY": "1"},
                capture_output=True,
                text=True,
                timeout=120,
                check=True,
            )
            line = next(x for x in out.stdout.splitlines() if x.startswith("ready "))
            starts.append(float(line.split()[1]) - began)
        report = Path(folder) / "demo.json"
        subprocess.run(
            [
                sys.executable,
                "-m",
                "wint",
                "--autoplay",
                str(deals),
                "--screenshot",
                str(Path(folder) / "shot.png"),
                "--seed",
                str(seed),
            ],
            env={**env, "WINT_DEMO_REPORT": str(report)},
            capture_output=True,
            text=True,
            timeout=600,
            check=True,
        )
        demo = json.loads(report.read_text())
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return {
        "startup_s_median": round(statistics.median(starts), 3),
        "startup_s_cold": round(starts[0], 3),
        "startup_s_runs": [round(s, 3) for s in starts],
        "demo_deals": demo["deals"],
        "demo_rubbers_finished": demo["rubbers_finished"],
        "seconds_per_deal": round(demo["seconds_per_deal"], 3),
        "longest_ui_stall_ms": round(demo["longest_heartbeat_gap_ms"], 1),
        "peak_memory_mib": round(peak_kib / 1024, 1),
        "settings": {
            "runs": runs,
            "deals": deals,
            "seed": seed,
            "python": platform.python_version(),
        },
    }
