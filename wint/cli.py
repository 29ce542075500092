"""The command line: ``wint score``, ``replay``, ``sheet``, ``simulate`` and ``bench``.

Nothing here imports Qt at import time: the record commands run without a display, and
``wint sheet`` forces Qt's offscreen platform before it first imports Qt.  Bad input of any
kind ends with exit code 2, nothing on stdout and one line on stderr naming the place.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wint import __version__

__all__ = ["run"]

EXIT_BAD_INPUT = 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wint",
        description="Vint (винт): play, learn and keep the score sheet. "
        "With no command, starts the desktop game.",
    )
    parser.add_argument("--version", action="version", version=f"wint {__version__}")
    demo = parser.add_argument_group(
        "demo mode", "run the real window with computers in all seats, then save a screenshot"
    )
    demo.add_argument("--autoplay", type=_positive, metavar="N", help="complete deals to play")
    demo.add_argument("--screenshot", type=Path, metavar="FILE", help="PNG of the main window")
    demo.add_argument(
        "--size",
        type=_size,
        default=(1280, 800),
        metavar="WxH",
        help="window size (default 1280x800)",
    )
    demo.add_argument(
        "--seed", type=int, default=1, metavar="S", dest="demo_seed", help="deal seed (default 1)"
    )
    demo.add_argument("--lang", choices=("ru", "en"), help="interface language")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    score = commands.add_parser("score", help="score a wint-record file: the sheet as JSON")
    score.add_argument("file", metavar="FILE|-", help="the record; '-' reads stdin")

    replay = commands.add_parser(
        "replay", help="check each deal's calls and cards against the rules, then score it"
    )
    replay.add_argument("file", metavar="FILE|-", help="the record; '-' reads stdin")

    simulate = commands.add_parser(
        "simulate",
        help="play whole deals with four computer players",
        description="Play whole deals (auction and play) with computer players in all four "
        "seats; deterministic for a seed.  'random' is uniform over the legal actions; "
        "'basic' follows the rulebook's conventions; beginner, strong and expert play as "
        "'basic' until the strong computer players are built.",
    )
    simulate.add_argument("--deals", type=_positive, required=True, metavar="N")
    simulate.add_argument("--seed", type=int, required=True, metavar="S")
    simulate.add_argument(
        "--players",
        default="random",
        metavar="LEVEL",
        choices=("random", "beginner", "basic", "strong", "expert"),
        help="random (default), beginner, basic, strong or expert",
    )
    simulate.add_argument("--json", action="store_true", help="print one JSON object")

    sheet = commands.add_parser(
        "sheet",
        help="the score sheet of a record or a session, as text or PDF, and its chart",
        description="Print the robber's score sheet of a wint-record file (the input of "
        "'wint score'; N-S are «Мы») or of a .wint session (all its rubbers, with the "
        "players' names): as text on stdout (the default), or as a PDF with --pdf; "
        "--chart draws the score as a PNG chart.",
    )
    sheet.add_argument("file", metavar="FILE|-", help="the record or session; '-' reads stdin")
    sheet.add_argument("--pdf", type=Path, metavar="OUT.pdf", help="write the sheet as a PDF")
    sheet.add_argument(
        "--chart",
        type=Path,
        metavar="OUT.png",
        help="write a chart of the score as a PNG: the settlement rubber by rubber when more "
        "than one rubber is finished, else each side's total deal by deal in the last rubber",
    )
    sheet.add_argument(
        "--chart-size",
        type=_size,
        default=(1200, 700),
        metavar="WxH",
        help="the chart's size in pixels (default 1200x700)",
    )
    sheet.add_argument(
        "--text",
        action="store_true",
        help="print the text sheet on stdout (also with --pdf or --chart)",
    )
    sheet.add_argument(
        "--lang",
        choices=("ru", "en"),
        dest="sheet_lang",
        help="the sheet's language (default: the system's)",
    )
    sheet.add_argument(
        "--page", choices=("A4", "Letter"), default="A4", help="PDF page size (default A4)"
    )

    pad = commands.add_parser(
        "pad",
        help="the score pad for a table playing with real cards",
        description="Open the score pad alone: enter each deal as the table writes it and "
        "see the sheet; FILE is a wint-record to open (its holdings form is what the pad saves).",
    )
    pad.add_argument("file", nargs="?", type=Path, metavar="FILE", help="a wint-record to open")
    pad.add_argument("--lang", choices=("ru", "en"), dest="pad_lang", help="interface language")

    bench = commands.add_parser("bench", help="measure the engine's speed")
    bench.add_argument("target", choices=("engine", "gui", "players"), help="what to measure")
    bench.add_argument(
        "--deals",
        type=_positive,
        default=2000,
        metavar="N",
        help="random deals per run (default 2000)",
    )
    bench.add_argument(
        "--runs",
        type=_positive,
        default=5,
        metavar="R",
        help="runs; the median is reported (default 5)",
    )
    bench.add_argument(
        "--timing-deals",
        type=_positive,
        default=4,
        metavar="T",
        help="players: deals played by each level in all four seats, for the decision times "
        "and the double-dummy loss (default 4)",
    )
    bench.add_argument(
        "--levels",
        type=_levels,
        default=("basic", "strong", "expert"),
        metavar="L,L…",
        help="players: the levels timed (default basic,strong,expert)",
    )
    bench.add_argument(
        "--match",
        type=_levels,
        default=("strong", "basic"),
        metavar="A,B",
        help="players: the two levels of the duplicate match (default strong,basic)",
    )
    bench.add_argument("--seed", type=int, default=1, metavar="S")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _levels(text: str) -> tuple[str, ...]:
    from wint.ai.levels import LEVELS

    levels = tuple(part.strip() for part in text.split(","))
    unknown = [level for level in levels if level not in LEVELS]
    if unknown or not levels:
        raise argparse.ArgumentTypeError(f"levels are {', '.join(LEVELS)}")
    return levels


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("must be WIDTHxHEIGHT, e.g. 1280x800") from None
    if not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise argparse.ArgumentTypeError("out of range")
    return width, height


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def run(argv: Sequence[str]) -> int:
    """Run the command line; returns the exit code."""
    parser = _parser()
    args = parser.parse_args(list(argv))
    if args.command is None:
        if args.autoplay is not None or args.screenshot is not None:
            if args.autoplay is None or args.screenshot is None:
                parser.error("--autoplay and --screenshot go together")
            from wint.gui.app import DemoOptions, run_demo

            return run_demo(
                DemoOptions(args.autoplay, args.screenshot, args.size, args.demo_seed, args.lang)
            )
        from wint.gui.app import run_gui

        return run_gui([sys.argv[0]])
    if args.command in ("score", "replay"):
        return _record_command(args.command, args.file)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "sheet":
        return _sheet(args)
    if args.command == "pad":
        from wint.gui.app import run_pad

        return run_pad([sys.argv[0]], args.file, args.pad_lang)
    return _bench(args)


def _fail(message: str) -> int:
    """Report bad input on one line of stderr: control characters are shown escaped."""
    one_line = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)
    print(f"wint: {one_line}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _read_input(name: str) -> bytes:
    from wint.session.record import MAX_RECORD_BYTES, RecordError

    if name == "-":
        data = sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
        label = "<stdin>"
    else:
        path = Path(name)
        try:
            with path.open("rb") as handle:
                data = handle.read(MAX_RECORD_BYTES + 1)
        except OSError as exc:
            raise RecordError(name, exc.strerror or "cannot be read") from None
        label = name
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(label, f"larger than {MAX_RECORD_BYTES // (1024 * 1024)} MB")
    return data


def _record_command(command: str, name: str) -> int:
    from wint.session.record import (
        RecordError,
        decode_json,
        read_record,
        replay_record,
        score_record,
    )

    try:
        doc = decode_json(_read_input(name), "<stdin>" if name == "-" else name)
        record = read_record(doc, replay=command == "replay")
        sheet = replay_record(record) if command == "replay" else score_record(record)
    except RecordError as exc:
        return _fail(str(exc))
    except RecursionError:
        return _fail(f"{name}: nested too deeply")
    _print_json(sheet)
    return 0


def _sheet(args: argparse.Namespace) -> int:
    """``wint sheet``: the sheet of a record or a session, offscreen."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before Qt is imported: no display needed
    from wint.session.io import SessionError, read_session
    from wint.session.record import RecordError, decode_json, read_record

    name: str = args.file
    label = "<stdin>" if name == "-" else name
    try:
        data = _read_input(name)
        doc = decode_json(data, label)
        if isinstance(doc, dict) and doc.get("format") == "wint-session":
            session = read_session(data, label)
            record = None
        else:
            record = read_record(doc)
            session = None
    except RecordError as exc:
        return _fail(str(exc))
    except SessionError as exc:
        message = str(exc)
        return _fail(message if message.startswith(label) else f"{label}: {message}")
    except RecursionError:
        return _fail(f"{label}: nested too deeply")

    from PySide6.QtCore import QDate, Qt
    from PySide6.QtWidgets import QApplication

    from wint.core.ledger import Ledger
    from wint.core.seats import Side
    from wint.gui.i18n import Translations, system_language
    from wint.gui.sheet import export_pdf, format_date, record_sheet, render_text, session_sheet

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "wint"])
    translations = Translations()
    translations.install(args.sheet_lang or system_language())
    if session is not None:
        saved = doc.get("saved") if isinstance(doc, dict) else None  # the file's date
        day = (
            QDate.fromString(saved[:10], Qt.DateFormat.ISODate) if isinstance(saved, str) else None
        )
        sheet = session_sheet(session, format_date(day) if day and day.isValid() else "")
        ledger, our_side = session.ledger, session.setup.our_side
    else:
        assert record is not None
        ledger, our_side = Ledger(record.rules, record.start).extend(record.results), Side.NS
        sheet = record_sheet(record)
    try:
        if args.pdf is not None:
            export_pdf(args.pdf, sheet, args.page)
        if args.chart is not None:
            from wint.gui.charts import export_chart

            export_chart(args.chart, ledger, our_side, args.chart_size)
    except OSError as exc:
        return _fail(str(exc))
    if args.text or (args.pdf is None and args.chart is None):
        sys.stdout.write(render_text(sheet))
    app.processEvents()
    return 0


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _simulate(args: argparse.Namespace) -> int:
    from wint.ai.simulation import simulate

    summary = simulate(args.deals, args.seed, args.players)
    if args.json:
        _print_json(summary.as_dict())
        return 0
    data = summary.as_dict()
    print(
        f"{data['deals']} deals in {data['seconds']} s ({data['deals_per_s']} deals/s), "
        f"players: {args.players}"
    )
    print(
        f"passed out {summary.passed_out}, made {summary.made}, failed {summary.failed}, "
        f"rubbers finished {summary.rubbers}"
    )
    contracts = sorted(summary.contracts.items())
    print("contracts: " + ", ".join(f"{code} {count}" for code, count in contracts))
    return 0


def _bench(args: argparse.Namespace) -> int:
    from wint.bench import bench_engine, bench_gui, bench_players

    if args.target == "players":
        if len(args.match) != 2:
            return _fail("--match: two levels, e.g. strong,basic")
        players = bench_players(
            deals=args.deals or 40,
            seed=args.seed,
            levels=args.levels,
            timing_deals=args.timing_deals,
            match=(args.match[0], args.match[1]),
        )
        if args.json:
            _print_json(players)
        else:
            _print_players(players)
        return 0
    if args.target == "gui":
        gui = bench_gui(runs=args.runs, seed=args.seed)
        if args.json:
            _print_json(gui)
        else:
            print(
                f"start-up to the table: median {gui['startup_s_median']} s, "
                f"cold {gui['startup_s_cold']} s ({args.runs} runs)"
            )
            print(
                f"demo: {gui['demo_deals']} deals, {gui['seconds_per_deal']} s per deal, "
                f"longest UI stall {gui['longest_ui_stall_ms']} ms, "
                f"peak memory {gui['peak_memory_mib']} MiB"
            )
        return 0
    figures = bench_engine(deals=args.deals or 2000, runs=args.runs, seed=args.seed)
    if args.json:
        _print_json(figures)
        return 0
    settings = figures["settings"]
    print(
        f"engine, {settings['deals']} random deals x {settings['runs']} runs "
        f"(Python {settings['python']}):"
    )
    print(
        f"  deals per second (median):          {figures['deals_per_s']:>10,.0f}"
        f"   runs: {', '.join(f'{r:,.0f}' for r in figures['deals_per_s_runs'])}"
    )
    print(
        f"  rubbers scored per second (median): {figures['rubbers_scored_per_s']:>10,.0f}"
        f"   over {settings['results_scored']} random deal results"
    )
    return 0


def _print_players(figures: dict[str, Any]) -> None:
    for level, kinds in figures["decision_ms"].items():
        parts = [f"{kind} {v['median']}/{v['p95']}" for kind, v in sorted(kinds.items())]
        print(f"{level:>8}: decision ms median/p95: " + ", ".join(parts))
        low, high = figures["dd_loss_ci"][level]
        print(
            f"{'':>8}  double-dummy loss per side per deal: {figures['dd_loss'][level]}"
            f" (95% CI {low} … {high})"
        )
    for pair, ratio in figures["dd_loss_ratio"].items():
        print(
            f"double-dummy loss {pair}: {ratio['ratio']}"
            f" (paired bootstrap 95% CI {ratio['ci_low']} … {ratio['ci_high']})"
        )
    match = figures["duplicate"]
    print(
        f"duplicate {match['a']} v {match['b']} over {match['deals']} deals: "
        f"{match['mean_diff']:+} per deal (95% CI {match['ci_low']} … {match['ci_high']})"
    )
    contracts = figures["contracts"]
    print(
        f"contracts made: {contracts['made_rate']} of {contracts['played']}; "
        f"makeable double dummy: {contracts['dd_makeable_rate']}"
    )
