"""``wint bench``: figures measured, not assumed — how fast the engine plays and scores
(``engine``), how the computer players decide and play (``players``), how the desktop table
starts and plays (``gui``), how long a long score sheet takes to print (``sheet``), how fast
Preferans's double-dummy solver solves a full deal (``solver``)."""

from __future__ import annotations

import gc
import platform
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from wint.core.cards import Card
from wint.core.deal import deal_from_seed
from wint.core.seats import SEATS, Seat
from wint.games.registry import DEFAULT_GAME, game
from wint.games.vint.ledger import Ledger
from wint.games.vint.state import DealState, Phase

__all__ = [
    "bench_engine",
    "bench_gui",
    "bench_players",
    "bench_preferans_players",
    "bench_sheet",
    "bench_solver",
    "bench_whist_players",
    "random_results",
]


def _random_deals(
    deals: int, seed: int, keep: list[Any] | None = None, game_id: str = DEFAULT_GAME
) -> float:
    """Play ``deals`` complete random deals of a game through its public API (the registry's
    :class:`~wint.games.registry.GameSpec` and the :class:`~wint.core.game.GameState`
    protocol); the seconds it took.

    Each step asks ``legal_actions()`` and applies a uniformly random one with ``apply``,
    which checks it against the rules (Vint's ``Q``/``L`` calls included when legal).  The
    first states are dealt before the clock starts.  With ``keep``, each deal's result is
    appended to it (outside the timing's purpose: for the scoring benchmark).
    """
    spec = game(game_id)
    rules = spec.read_rules({}, "rules")
    below = random.Random(seed).getrandbits  # uniform: bias under 2**-27 for 36 choices
    seats = spec.seats
    starts = [spec.start(rules, seed, n, seats[n % len(seats)]) for n in range(deals)]
    began = time.perf_counter()
    for start in starts:
        state = start
        while not state.is_over:
            actions = state.legal_actions()
            state = state.apply(actions[below(32) * len(actions) >> 32])
        if keep is not None:
            keep.append(state.result())
    return time.perf_counter() - began


def random_results(count: int, seed: int, game_id: str = DEFAULT_GAME) -> list[Any]:
    """``count`` results of random deals of a game (for scoring benchmarks and tests)."""
    results: list[Any] = []
    _random_deals(count, seed, results, game_id)
    return results


def _score_rubbers(results: list[Any], game_id: str) -> tuple[float, int]:
    spec = game(game_id)
    ledger = spec.new_ledger(spec.read_rules({}, "rules"))
    began = time.perf_counter()
    for result in results:
        ledger = ledger.add(result)
    seconds = time.perf_counter() - began
    return seconds, sum(1 for rubber in ledger.rubbers if rubber.is_over)


def bench_engine(
    deals: int = 2000,
    runs: int = 5,
    seed: int = 1,
    results: int = 1000,
    game_id: str = DEFAULT_GAME,
) -> dict[str, Any]:
    """Median figures of ``runs`` runs of a game: random deals per second through the public
    API, and rubbers scored per second over ``results`` random deal results.
    """
    deal_rates = []
    rubber_rates = []
    scored = random_results(results, seed, game_id)
    gc.collect()
    for run in range(runs):
        seconds = _random_deals(deals, seed + run, game_id=game_id)
        deal_rates.append(deals / seconds)
        seconds, rubbers = _score_rubbers(scored, game_id)
        rubber_rates.append(rubbers / seconds)
    return {
        "game": game_id,
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
    import os
    import resource
    import subprocess
    import sys
    import tempfile
    import time
    from pathlib import Path

    from wint.core.jsonfile import parse_json

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
        demo = parse_json(report.read_bytes(), str(report), 1 << 20)
    if not isinstance(demo, dict):
        raise ValueError(f"{report}: not the demo's report")
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


def bench_sheet(deals: int = 1000, seed: int = 1) -> dict[str, Any]:
    """Seconds to print the score sheet of ``deals`` random deal results, offscreen: the
    sheet built from the ledger (its model of keys and numbers), written as text, and
    exported as an A4 PDF (to a temporary file); each output writes the sheet's words."""
    import os
    import tempfile
    from pathlib import Path

    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before Qt is imported: no display needed
    from PySide6.QtWidgets import QApplication

    from wint.games.vint.sheet import build_sheet
    from wint.gui.sheet.paint import export_pdf
    from wint.gui.sheet.text import render_text

    _app = QApplication.instance() or QApplication(["wint"])
    ledger = Ledger().extend(random_results(deals, seed))
    began = time.perf_counter()
    sheet = build_sheet(ledger)
    built = time.perf_counter()
    render_text(sheet)
    written = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        pages = export_pdf(Path(folder) / "sheet.pdf", sheet, "A4")
    exported = time.perf_counter()
    return {
        "deals": deals,
        "rubbers": len(ledger.rubbers),
        "pages": pages,
        "sheet_s": round(built - began, 3),
        "text_s": round(written - built, 3),
        "pdf_s": round(exported - written, 3),
        "settings": {
            "deals": deals,
            "seed": seed,
            "page": "A4",
            "python": platform.python_version(),
        },
    }


def bench_solver(runs: int = 100, seed: int = 1, game_id: str = "preferans") -> dict[str, Any]:
    """Times of Preferans's double-dummy solver on ``runs`` random full deals: ten cards a
    hand from a shuffle of the 32-card pack seeded by ``seed`` (the two left over are the
    prikup), the first hand on lead (P-PLAY-1), a random declarer; every fifth deal a misère,
    the others in a random trump suit or at no trump.  One solve is the declarer's tricks
    with best play, from a fresh solver (its table empty); one core, in this process.
    """
    from wint.ai.preferans.solver import PrefPosition, PrefSolver
    from wint.core.cards import CardSet, Suit
    from wint.core.deck import DECK_32

    if game_id != "preferans":
        raise ValueError(f"no double-dummy solver bench for {game_id}")
    rng = random.Random(seed)
    times: dict[str, list[float]] = {"trump": [], "no_trump": [], "misere": []}
    nodes: list[int] = []
    for number in range(runs):
        cards = list(DECK_32.cards)
        rng.shuffle(cards)
        hands = [CardSet.of(cards[10 * hand : 10 * hand + 10]).mask for hand in range(3)]
        misere = number % 5 == 4
        trump = None if misere else rng.choice((None, *Suit))
        position = PrefPosition(
            (hands[0], hands[1], hands[2]), trump, rng.randrange(3), 0, (), misere
        )
        kind = "misere" if misere else "no_trump" if trump is None else "trump"
        gc.collect()
        began = time.perf_counter()
        solver = PrefSolver(position)
        solver.value()
        times[kind].append((time.perf_counter() - began) * 1000)
        nodes.append(solver.nodes)
    every = [ms for kind_times in times.values() for ms in kind_times]
    return {
        "game": game_id,
        "ms": {**_percentiles(every), "mean": round(statistics.fmean(every), 2)},
        "ms_by_kind": {kind: _percentiles(values) for kind, values in times.items()},
        "nodes": {
            "median": round(statistics.median(nodes)),
            "mean": round(statistics.fmean(nodes)),
            "max": max(nodes),
        },
        "settings": {
            "runs": runs,
            "seed": seed,
            "workload": "random full deals (3 x 10 cards), a fresh solver each, one process",
            "python": platform.python_version(),
            "implementation": platform.python_implementation(),
        },
    }


def _play_measured(
    deal_state: Any,
    players: dict[Seat, Any],
    timings: dict[str, list[float]] | None,
    losses: list[float] | None,
    position_of: Callable[[Any], Any],
    situation: Any = None,
) -> Any:
    """Play a deal; record decision times by kind (a call, a card; the cards leading tricks
    1, 5 and 9 apart) and each card's double-dummy loss (``position_of``: the game's
    position of a state, every hand open)."""
    from wint.ai.advice import Situation
    from wint.ai.solver import solve

    state = deal_state
    situation = situation or Situation()
    while (seat := state.to_act) is not None:
        view = state.view(seat)
        began = time.perf_counter()
        action = players[seat].decide(view, situation).action
        spent = (time.perf_counter() - began) * 1000
        kind = "card" if isinstance(action, Card) else "call"
        if kind == "card" and losses is not None and len(view.legal_actions) > 1:
            values = solve(position_of(state))
            losses.append(max(values.values()) - values[action])
        if timings is not None:
            timings.setdefault(kind, []).append(spent)
            if kind == "card" and not state.current_trick:
                number = len(state.tricks) + 1
                if number in (1, 5, 9):
                    timings.setdefault(f"card_t{number}", []).append(spent)
        state = state.apply(action, seat)
    return state


def _time_levels(
    levels: tuple[str, ...],
    timing_deals: int,
    seed: int,
    start: Callable[[int, Seat], Any],
    make_player: Callable[[str, str], Any],
    position_of: Callable[[Any], Any],
) -> tuple[dict[str, dict[str, dict[str, float]]], dict[str, list[float]]]:
    """Each level in all four seats for ``timing_deals`` deals (``start``: the first state
    of deal ``number`` dealt by ``dealer``): its decision times by kind, and its
    double-dummy loss per side, deal by deal."""
    decision_ms: dict[str, dict[str, dict[str, float]]] = {}
    per_deal: dict[str, list[float]] = {}
    for level in levels:
        timings: dict[str, list[float]] = {}
        per_deal[level] = []
        for number in range(timing_deals):
            players = {seat: make_player(level, f"{seed}:{level}:{seat.name}") for seat in SEATS}
            losses: list[float] = []
            _play_measured(start(number, SEATS[number & 3]), players, timings, losses, position_of)
            per_deal[level].append(sum(losses) / 2)
        decision_ms[level] = {kind: _percentiles(values) for kind, values in timings.items()}
    return decision_ms, per_deal


def _percentiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {"median": 0.0, "p95": 0.0, "count": 0}
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "median": round(statistics.median(ordered), 2),
        "p95": round(p95, 2),
        "count": len(ordered),
    }


def _mean_ci(values: list[float], digits: int = 3) -> tuple[float, float, float]:
    """The mean and its 95 % confidence interval (normal approximation), as (low, mean,
    high) rounded to ``digits``; zeros for no values."""
    mean = statistics.fmean(values) if values else 0.0
    spread = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    low, high = mean - 1.96 * spread, mean + 1.96 * spread
    return round(low, digits), round(mean, digits), round(high, digits)


def _loss_ratios(per_deal: dict[str, list[float]], seed: int) -> dict[str, dict[str, float]]:
    """Each level's double-dummy loss as a fraction of the first level's, with a 95 %
    interval from a paired bootstrap over the deals (the levels played the same deals, so
    the deals are resampled together; 2,000 resamples, seeded)."""
    levels = list(per_deal)
    base = per_deal[levels[0]] if levels else []
    if len(levels) < 2 or not sum(base):
        return {}
    rng = random.Random(seed)
    picks = [[rng.randrange(len(base)) for _ in base] for _ in range(2000)]
    ratios: dict[str, dict[str, float]] = {}
    for level in levels[1:]:
        losses = per_deal[level]
        boot = sorted(
            sum(losses[i] for i in pick) / total
            for pick in picks
            if (total := sum(base[i] for i in pick))
        )
        ratios[f"{level}/{levels[0]}"] = {
            "ratio": round(sum(losses) / sum(base), 3),
            "ci_low": round(boot[int(0.025 * (len(boot) - 1))], 3),
            "ci_high": round(boot[int(0.975 * (len(boot) - 1))], 3),
        }
    return ratios


def _match_players(
    make_player: Callable[[str, str], Any], ns_level: str, ew_level: str, key: str
) -> dict[Seat, Any]:
    """The four players of one play of a match deal: ``ns_level`` sits N–S."""
    from wint.core.seats import Side

    return {
        seat: make_player(ns_level if seat.side is Side.NS else ew_level, f"{key}:{seat.name}")
        for seat in SEATS
    }


def _loss_figures(per_deal: dict[str, list[float]], seed: int) -> dict[str, Any]:
    """Each level's double-dummy loss per side per deal: its mean, 95 % interval and ratio."""
    loss = {level: _mean_ci(values) for level, values in per_deal.items()}
    return {
        "dd_loss": {level: mean_ci[1] for level, mean_ci in loss.items()},
        "dd_loss_ci": {level: [mean_ci[0], mean_ci[2]] for level, mean_ci in loss.items()},
        "dd_loss_ratio": _loss_ratios(per_deal, seed),
    }


def _side_score(state: DealState, side: Any) -> float:
    """The deal scored as the first deal of a fresh rubber: the side's points minus the other's."""
    ledger = Ledger().add(state.result())
    deal = ledger.deals()[-1]
    points = [deal.below[0], deal.below[1]]
    for entry in deal.above:
        points[entry.side] += entry.points
    return float(points[side] - points[side.other])


def bench_players(
    deals: int = 40,
    seed: int = 1,
    levels: tuple[str, ...] = ("basic", "strong", "expert"),
    timing_deals: int = 4,
    match: tuple[str, str] = ("strong", "basic"),
    game_id: str = DEFAULT_GAME,
) -> dict[str, Any]:
    """Decision times and double-dummy loss per level, and a duplicate match, of Vint's
    players (``game_id`` "vint"), Whist's (:func:`bench_whist_players`) or Preferans's
    (:func:`bench_preferans_players`).

    Timing and loss: ``timing_deals`` deals with the level in all four seats, every card
    decision checked against the double-dummy best card on the actual layout (the loss in
    tricks, per side per deal).  The match: ``deals`` deals, each played twice with the two
    levels' seats swapped, each scored as the first deal of a fresh rubber; the mean score
    difference per deal for ``match[0]`` with a 95 % confidence interval, and the rate of
    contracts made against the double-dummy verdict.
    """
    if game_id == "whist":
        return bench_whist_players(deals, seed, levels, timing_deals, match)
    if game_id == "preferans":
        return bench_preferans_players(deals, seed, levels, timing_deals, match)
    from wint.ai.solver import solve
    from wint.ai.vint.levels import make_player
    from wint.ai.vint.positions import position_of
    from wint.core.seats import Side

    def start(number: int, dealer: Seat) -> DealState:
        return DealState.new(deal_from_seed(seed + 1000, number, dealer), dealer)

    decision_ms, per_deal = _time_levels(
        levels, timing_deals, seed, start, make_player, position_of
    )
    first, second = match
    diffs: list[float] = []
    made = {first: 0, second: 0, "dd": 0}
    played = 0
    for number in range(deals):
        dealer = SEATS[number & 3]
        deal = deal_from_seed(seed, number, dealer)
        scores = []
        for ns_level, ew_level in ((first, second), (second, first)):
            players = _match_players(make_player, ns_level, ew_level, f"{seed}:{number}")
            state = DealState.new(deal, dealer)
            final = _play_measured(state, players, None, None, position_of)
            scores.append(_side_score(final, Side.NS))
            contract = final.contract
            if contract is not None:
                declarer_level = ns_level if contract.side is Side.NS else ew_level
                made[declarer_level] += final.result().made
                if ns_level == first:
                    played += 1
                    opening = next(s for s in final.states() if s.phase is Phase.PLAY)
                    best_defence = max(solve(position_of(opening)).values())
                    made["dd"] += 13 - best_defence >= contract.tricks_needed
        diffs.append(scores[0] - scores[1])
    low, mean, high = _mean_ci(diffs, 1)
    return {
        "decision_ms": decision_ms,
        **_loss_figures(per_deal, seed),
        "duplicate": {
            "a": first,
            "b": second,
            "deals": deals,
            "mean_diff": mean,
            "ci_low": low,
            "ci_high": high,
        },
        "contracts": {
            "played": played,
            "made_rate": {
                level: round(made[level] / max(1, played), 3) for level in (first, second)
            },
            "dd_makeable_rate": round(made["dd"] / max(1, played), 3),
        },
        "settings": {
            "deals": deals,
            "seed": seed,
            "levels": list(levels),
            "timing_deals": timing_deals,
            "python": platform.python_version(),
        },
    }


def bench_whist_players(
    deals: int = 40,
    seed: int = 1,
    levels: tuple[str, ...] = ("basic", "strong", "expert"),
    timing_deals: int = 4,
    match: tuple[str, str] = ("strong", "basic"),
) -> dict[str, Any]:
    """Whist's players: decision times and double-dummy loss per level, and a duplicate match.

    Timing and loss as for Vint (:func:`bench_players`), on Whist's deals (the turned card,
    the dealer's left leading).  The match: ``deals`` deals, each played twice with the two
    levels' seats swapped.  The score of a deal is its points on Whist's sheet, N–S's minus
    E–W's, as the first deal of a fresh rubber: two a trick over six below the line, honours
    and coronets, a slam, the partiya's 5 when the deal reaches 10 below (W-SC-0 … W-SC-6).
    The honours and coronets are the same in both plays of a deal and cancel, so a deal's
    difference — N–S's score with ``match[0]`` sitting N–S minus N–S's score with ``match[1]``
    there — is what the better play won in odd tricks, slams and the partiya's premium.
    Reported: its mean per deal for ``match[0]`` with a 95 % interval (``mean_diff``), and the
    same for the tricks N–S took (``tricks_diff``).
    """
    from wint.ai.advice import Situation
    from wint.ai.whist.levels import make_player
    from wint.ai.whist.positions import position_of
    from wint.ai.whist.values import sheet_points
    from wint.core.seats import Side
    from wint.games.whist.deal import WhistDeal
    from wint.games.whist.rules import WhistRules
    from wint.games.whist.state import DealState as WhistState

    rules = WhistRules()

    def start(number: int, dealer: Seat) -> WhistState:
        return WhistState.new(WhistDeal.from_seed(seed + 1000, number, dealer), rules)

    decision_ms, per_deal = _time_levels(
        levels, timing_deals, seed, start, make_player, position_of
    )
    first, second = match
    diffs: list[float] = []
    tricks: list[float] = []
    for number in range(deals):
        deal = WhistDeal.from_seed(seed, number, SEATS[number & 3])
        scores, taken = [], []
        for ns_level, ew_level in ((first, second), (second, first)):
            players = _match_players(make_player, ns_level, ew_level, f"{seed}:{number}")
            state = WhistState.new(deal, rules)
            result = _play_measured(state, players, None, None, position_of).result()
            scores.append(sheet_points(rules, Situation(), result, Side.NS))
            taken.append(result.tricks_ns)
        diffs.append(scores[0] - scores[1])
        tricks.append(taken[0] - taken[1])
    low, mean, high = _mean_ci(diffs, 2)
    tricks_low, tricks_mean, tricks_high = _mean_ci(tricks, 3)
    return {
        "decision_ms": decision_ms,
        **_loss_figures(per_deal, seed),
        "duplicate": {
            "a": first,
            "b": second,
            "deals": deals,
            "score": "points on the sheet, as the first deal of a fresh rubber",
            "mean_diff": mean,
            "ci_low": low,
            "ci_high": high,
            "tricks_diff": tricks_mean,
            "tricks_ci_low": tricks_low,
            "tricks_ci_high": tricks_high,
        },
        "settings": {
            "game": "whist",
            "deals": deals,
            "seed": seed,
            "levels": list(levels),
            "timing_deals": timing_deals,
            "python": platform.python_version(),
        },
    }


def _pref_card_loss(state: Any, card: Card) -> float | None:
    """The tricks ``card`` gives away against the double-dummy best card of the hand on turn
    in a contract's play (``None`` on an all-pass deal or with one legal card)."""
    from wint.ai.preferans.solver import PrefPosition, card_values

    if state.declarer is None:
        return None
    values = card_values(PrefPosition.from_state(state))
    if len(values) == 1:
        return None
    # the declarer wants the most tricks and the defenders the fewest; a misère the reverse
    sign = 1 if (state.to_act == state.declarer) != state.contract.misere else -1
    return float(max(sign * value for value in values.values()) - sign * values[card])


def _pref_measured(
    state: Any, players: dict[Seat, Any], timings: dict[str, list[float]], losses: list[float]
) -> None:
    """Play a Preferans deal, recording the decision times by kind (a card; a card of a
    contract's play, not an all-pass deal's; the cards leading tricks 1, 5 and 9; any other
    decision) and each contract card's double-dummy loss."""
    from wint.ai.advice import Situation

    situation = Situation()
    while (actor := state.actor) is not None:
        view = state.view(actor)
        began = time.perf_counter()
        action = players[actor].decide(view, situation).action
        spent = (time.perf_counter() - began) * 1000
        if isinstance(action, Card):
            timings.setdefault("card", []).append(spent)
            if state.declarer is not None:
                timings.setdefault("card_contract", []).append(spent)
            number = len(state.tricks) + 1
            if not state.current_trick and number in (1, 5, 9):
                timings.setdefault(f"card_t{number}", []).append(spent)
            loss = _pref_card_loss(state, action)
            if loss is not None:
                losses.append(loss)
        else:
            timings.setdefault("other", []).append(spent)
        state = state.apply(action, actor)


def bench_preferans_players(
    deals: int = 40,
    seed: int = 1,
    levels: tuple[str, ...] = ("basic", "strong", "expert"),
    timing_deals: int = 4,
    match: tuple[str, str] = ("strong", "basic"),
) -> dict[str, Any]:
    """Preferans's players (Sochi rules, three players): decision times and double-dummy loss
    per level, and a duplicate match.

    Timing and loss: ``timing_deals`` deals with the level in all three seats; the times of
    its card decisions (all, and those of a contract's play apart: strong plays an all-pass
    deal as basic does) and of its other decisions (calls, discards, contracts, whists); every
    card of a contract's play with a choice checked against the double-dummy best card of its
    hand on the actual layout (the declarer's most tricks, the defenders' fewest; at misère
    the reverse): the tricks it gives away, averaged per card (an all-pass deal's cards are
    not solved, P-RASP).

    The match (:func:`wint.ai.preferans.simulation.match`), the duplicate scheme for three:
    ``deals`` deals, each played three times with ``match[0]`` in each active seat in turn and
    ``match[1]`` in the other two, each play settled alone on a clean sheet (P-SET-7) in
    whists; a deal's value is ``match[0]``'s settlement averaged over its three seats (zero
    when both levels play alike: the settlement is zero-sum and every seat is taken once).
    Reported: the mean value per deal with a 95 % interval over the deals, and how many deals
    the two levels played differently.
    """
    from wint.ai.preferans.levels import make_player
    from wint.ai.preferans.simulation import match as duplicate
    from wint.games.preferans.deal import PrefDeal
    from wint.games.preferans.result import PrefSeat
    from wint.games.preferans.rules import resolve_rules
    from wint.games.preferans.state import PrefState

    rules = resolve_rules({"preset": "sochi"})
    seats = tuple(PrefSeat)[:3]
    decision_ms: dict[str, dict[str, dict[str, float]]] = {}
    loss: dict[str, dict[str, float]] = {}
    for level in levels:
        timings: dict[str, list[float]] = {}
        losses: list[float] = []
        for number in range(timing_deals):
            deal = PrefDeal.from_seed(seed + 1000, number, seats[number % 3], 3)
            players = {s.seat: make_player(level, f"{seed}:{level}:{s}") for s in seats}
            _pref_measured(PrefState.new(deal, rules), players, timings, losses)
        decision_ms[level] = {kind: _percentiles(values) for kind, values in timings.items()}
        low, mean, high = _mean_ci(losses)
        loss[level] = {"per_card": mean, "ci_low": low, "ci_high": high, "cards": len(losses)}
    played = duplicate(deals, seed, match[0], match[1], rules)
    summary = played.as_dict()
    return {
        "decision_ms": decision_ms,
        "dd_loss": loss,
        "duplicate": {
            "a": match[0],
            "b": match[1],
            "deals": deals,
            "score": "whists per deal on a clean sheet (P-SET-7), three seats each",
            "mean_diff": summary["whists_per_deal"],
            "ci_low": summary["ci_low"],
            "ci_high": summary["ci_high"],
            "deals_nonzero": sum(value != 0 for value in played.values),
        },
        "settings": {
            "game": "preferans",
            "rules": "sochi",
            "deals": deals,
            "seed": seed,
            "levels": list(levels),
            "timing_deals": timing_deals,
            "python": platform.python_version(),
        },
    }
