"""The command line: the game window (no command), ``wint score``, ``replay``, ``sheet``,
``pad``, ``simulate`` and ``bench``.

Nothing here imports Qt at import time: the record commands run without a display, and
``wint sheet`` writes its text with QtCore's translator alone (it forces Qt's offscreen
platform before it makes the GUI application a PDF or a chart needs).  Bad input of any
kind ends with exit code 2, nothing on stdout and one line on stderr naming the place; a
file that cannot be written, exit code 1 and one line naming it (:mod:`wint.console` for
stdout).  An option that would change nothing is an argument error, never silently ignored.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

from wint import __version__
from wint.console import fail, fail_reading
from wint.core.levels import Level
from wint.core.seats import Seat

__all__ = ["run"]

#: The demo's window and screenshot size unless ``--size`` says otherwise.
DEMO_SIZE = (1280, 800)
#: The chart's size unless ``--chart-size`` says otherwise.
CHART_SIZE = (1200, 700)
#: The games the computer players play (``simulate``, ``bench players``).
PLAYED_GAMES = ("vint", "whist", "preferans")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wint",
        description="Vint (винт), the classic Russian card game, Whist (вист), its ancestor, "
        "and Preferans (преферанс): play against computer players, learn with hints, keep "
        "the score sheet.  "
        "With no command, opens the game "
        "window (its options below); 'pad' opens the score pad; score, replay, sheet, "
        "simulate and bench need no display.",
    )
    parser.add_argument("--version", action="version", version=f"wint {__version__}")
    window = parser.add_argument_group("the game window (no command)")
    window.add_argument(
        "--lang",
        choices=("ru", "en"),
        help="the interface language of this run (default: the one chosen in "
        "View › Language, else the system's)",
    )
    window.add_argument(
        "--size",
        type=_size,
        metavar="WxH",
        help="the window's size (default: as it was last closed; 1280x800 in the demo)",
    )
    window.add_argument(
        "--seed",
        type=int,
        metavar="S",
        dest="window_seed",
        help="start a new game dealt from seed S instead of offering to continue the "
        "unfinished one (the demo's default: 1)",
    )
    window.add_argument(
        "--game",
        type=_game,
        metavar="G",
        dest="window_game",
        help="start a new game of G, vint, whist or preferans, instead of offering to continue the "
        "unfinished one (default: the game chosen last in New game; vint in the demo)",
    )
    window.add_argument(
        "--humans",
        type=_seats,
        metavar="SEATS",
        help="start a new game of four with humans in SEATS, e.g. N,S or N,E,S,W, sharing "
        "the screen (hot-seat: a hand-over screen hides the hands between two humans' "
        "turns), computers in the other seats, instead of offering to continue the "
        "unfinished one",
    )
    demo = parser.add_argument_group(
        "demo mode",
        "run the real window with computers in all seats and instant animations for N "
        "complete deals, then save a screenshot and exit (with --size, --seed, --lang, "
        "--game)",
    )
    demo.add_argument("--autoplay", type=_positive, metavar="N", help="complete deals to play")
    demo.add_argument("--screenshot", type=Path, metavar="FILE", help="PNG of the main window")
    demo.add_argument(
        "--players",
        type=_positive,
        metavar="P",
        dest="demo_players",
        help="players at the table (default: as many as the game deals to; Preferans: 3 or 4)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    score = commands.add_parser(
        "score",
        help="score a wint-record file: the sheet as JSON",
        description="Score a wint-record of deal results (each deal's contract, declarer "
        "and tricks, or all passed) and print the score sheet as JSON.  Bad input: exit "
        "code 2 and one line on stderr naming the place.",
    )
    score.add_argument("file", metavar="FILE|-", help="the record; '-' reads stdin")

    replay = commands.add_parser(
        "replay",
        help="check each deal's calls and cards against the rules, then score it",
        description="Replay a wint-record whose deals carry their calls and cards: each "
        "call and card is checked against the rules, and the sheet is printed as by "
        "'wint score', each deal with its contract, declarer and tricks.  An illegal call "
        "or card: exit code 2 and one line on stderr, e.g. 'deals[0].play[5]: "
        "MUST_FOLLOW_SUIT'.",
    )
    replay.add_argument("file", metavar="FILE|-", help="the record; '-' reads stdin")

    simulate = commands.add_parser(
        "simulate",
        help="play whole deals with computer players",
        description="Play whole deals (auction and play; Whist's, with --game whist, have no "
        "auction) with computer players in every seat (Preferans's three active seats, "
        "with four the dealer sitting out); deterministic for a seed.  "
        "'random' is uniform over the legal actions; "
        "'basic' follows the rulebook's conventions; 'beginner' is basic with slips on "
        "purpose (Preferans's: a crude count and simple play); 'strong' and 'expert' bid by "
        "the conventions and play each card by Monte "
        "Carlo over 16 and 48 layouts solved double dummy (where the solver, endplay, is "
        "not installed they play as 'basic', and the command says so on stderr; Preferans "
        "has no strong and expert players yet).",
    )
    simulate.add_argument(
        "--deals", type=_positive, required=True, metavar="N", help="complete deals to play"
    )
    simulate.add_argument("--seed", type=int, required=True, metavar="S", help="the deals' seed")
    simulate.add_argument(
        "--players",
        default="random",
        metavar="LEVEL",
        choices=[level.value for level in Level],
        help="random (default), beginner, basic, strong or expert",
    )
    simulate.add_argument(
        "--game",
        type=_played_game,
        default="vint",
        metavar="G",
        help="the game: vint (default), whist (no auction: the play and the sheet's "
        "partii and rubbers) or preferans (pulya after pulya)",
    )
    simulate.add_argument(
        "--rules",
        metavar="PRESET",
        help="Preferans only: the preset, sochi (default), leningrad, rostov or classic1971",
    )
    simulate.add_argument(
        "--seats",
        type=int,
        choices=(3, 4),
        help="Preferans only: the players at the table, 3 (default) or 4 (the dealer sits out)",
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
        "--page",
        choices=("A4", "Letter"),
        help="the PDF's page size (default A4; only with --pdf)",
    )
    sheet.add_argument(
        "--chart",
        type=Path,
        metavar="OUT.png",
        help="write a chart of the score as a PNG: the settlement rubber by rubber when more "
        "than one rubber is finished, else each side's total deal by deal in the last rubber "
        "(a Preferans pulya: each player's balance in whists deal by deal)",
    )
    sheet.add_argument(
        "--chart-size",
        type=_size,
        metavar="WxH",
        help="the chart's size in pixels (default 1200x700; only with --chart)",
    )
    sheet.add_argument(
        "--whist-price",
        type=_price,
        metavar="X",
        help="a Preferans pulya only: the agreed money per whist (e.g. 0.5 or 10), "
        "adding the money to the settlement and to who pays whom (P-SET-4)",
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

    pad = commands.add_parser(
        "pad",
        help="the score pad for a table playing with real cards",
        description="Open the score pad alone: enter each deal as the table writes it and "
        "see the sheet; FILE is a wint-record to open (its holdings form is what the pad saves).",
    )
    pad.add_argument("file", nargs="?", type=Path, metavar="FILE", help="a wint-record to open")
    pad.add_argument(
        "--game",
        choices=("vint", "preferans"),
        default="vint",
        help="the game of a new pad: vint (Vint and Whist, chosen in its setup) or preferans "
        "(default: vint); a FILE opens on its own game's pad",
    )
    pad.add_argument(
        "--lang",
        choices=("ru", "en"),
        dest="pad_lang",
        help="the interface language of this run (default: the one chosen in the game's "
        "View › Language, else the system's)",
    )
    _bench_parser(commands)
    return parser


def _bench_parser(commands: Any) -> None:
    """``wint bench engine|players|gui|sheet|solver``, each target with its own options."""
    bench = commands.add_parser(
        "bench",
        help="measure the engine, the computer players, the desktop table, the score sheet or "
        "the double-dummy solver",
        description="Measure, and report figures (never pass or fail): 'engine' the rules "
        "engine's speed, 'players' the computer players' decision times, double-dummy loss "
        "and a duplicate match, 'gui' the desktop table's start-up and demo, 'sheet' the "
        "time to print a long score sheet, 'solver' Preferans's double-dummy solver's time "
        "per full deal.",
    )
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--seed", type=int, default=1, metavar="S", help="the deals' seed (default 1)"
    )
    common.add_argument("--json", action="store_true", help="print one JSON object")
    targets = bench.add_subparsers(dest="target", required=True)
    engine = targets.add_parser(
        "engine",
        parents=[common],
        help="random deals per second through the engine's API, and rubbers scored per second",
        description="Play complete random deals through the engine's public API and score "
        "rubbers from 1,000 random deal results; the medians of the runs.",
    )
    engine.add_argument(
        "--game",
        type=_game,
        default="vint",
        metavar="G",
        help="the game: vint (default) or whist",
    )
    engine.add_argument(
        "--deals",
        type=_positive,
        default=2000,
        metavar="N",
        help="random deals per run (default 2000)",
    )
    engine.add_argument(
        "--runs",
        type=_positive,
        default=5,
        metavar="R",
        help="runs; the medians are reported (default 5)",
    )
    players = targets.add_parser(
        "players",
        parents=[common],
        help="the computer players' decision times, double-dummy loss and a duplicate match",
        description="Each level's decision times and double-dummy loss, and a duplicate "
        "match between two levels: each deal played twice with the seats swapped (Vint, "
        "Whist), or three times with the first level in each active seat in turn "
        "(Preferans: three players, Sochi rules, each play settled on a clean sheet).",
    )
    players.add_argument(
        "--game",
        type=_played_game,
        default="vint",
        metavar="G",
        help="the game: vint (default), whist or preferans",
    )
    players.add_argument(
        "--deals",
        type=_positive,
        default=40,
        metavar="N",
        help="deals of the duplicate match (default 40)",
    )
    players.add_argument(
        "--timing-deals",
        type=_positive,
        default=4,
        metavar="T",
        help="deals played by each level in every seat, for the decision times and the "
        "double-dummy loss (default 4)",
    )
    players.add_argument(
        "--levels",
        type=_levels,
        default=("basic", "strong", "expert"),
        metavar="L,L…",
        help="the levels timed (default basic,strong,expert)",
    )
    players.add_argument(
        "--match",
        type=_match,
        default=("strong", "basic"),
        metavar="A,B",
        help="the two levels of the duplicate match (default strong,basic)",
    )
    gui = targets.add_parser(
        "gui",
        parents=[common],
        help="the desktop table's start-up time, and a demo's speed, stalls and memory",
        description="Start the application in fresh processes, offscreen: the time to an "
        "interactive table, then a demo with four computers and instant animations: "
        "seconds per deal, the longest stall of a 10 ms heartbeat and the peak memory.",
    )
    gui.add_argument(
        "--runs",
        type=_positive,
        default=5,
        metavar="R",
        help="start-ups timed; the median and the first (cold) are reported (default 5)",
    )
    gui.add_argument(
        "--deals",
        type=_positive,
        default=12,
        metavar="N",
        help="complete deals of the demo (default 12)",
    )
    sheet = targets.add_parser(
        "sheet",
        parents=[common],
        help="the time to print the score sheet of many deals: as text and as a PDF",
        description="Score random deal results into rubbers and time the score sheet, "
        "offscreen: built from the ledger, written as text, exported as an A4 PDF.",
    )
    sheet.add_argument(
        "--deals",
        type=_positive,
        default=1000,
        metavar="N",
        help="random deal results on the sheet (default 1000)",
    )
    solver = targets.add_parser(
        "solver",
        parents=[common],
        help="the double-dummy solver's time per full deal (Preferans)",
        description="Solve random full deals double dummy (three hands of ten cards from a "
        "seeded shuffle; trumps, no trump and misères) and report the milliseconds per "
        "solve (median, 95th percentile, mean) and the nodes searched.",
    )
    solver.add_argument(
        "--game",
        choices=("preferans",),
        default="preferans",
        help="the game: preferans (the only one with its own solver; Vint's is DDS)",
    )
    solver.add_argument(
        "--runs",
        type=_positive,
        default=100,
        metavar="N",
        help="random deals solved (default 100)",
    )


def _game(text: str) -> str:
    from wint.games.registry import game_ids

    if text not in game_ids():
        raise argparse.ArgumentTypeError(f"games are {', '.join(game_ids())}")
    return text


def _played_game(text: str) -> str:
    """A game the computer players play."""
    if text not in PLAYED_GAMES:
        raise argparse.ArgumentTypeError(f"games are {', '.join(PLAYED_GAMES)}")
    return text


def _levels(text: str) -> tuple[str, ...]:
    from wint.ai.levels import LEVELS

    levels = tuple(part.strip() for part in text.split(","))
    unknown = [level for level in levels if level not in LEVELS]
    if unknown or not levels:
        raise argparse.ArgumentTypeError(f"levels are {', '.join(LEVELS)}")
    return levels


def _match(text: str) -> tuple[str, str]:
    levels = _levels(text)
    if len(levels) != 2:
        raise argparse.ArgumentTypeError("two levels, e.g. strong,basic")
    return levels[0], levels[1]


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("must be WIDTHxHEIGHT, e.g. 1280x800") from None
    if not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise argparse.ArgumentTypeError("out of range")
    return width, height


def _price(text: str) -> Fraction:
    """P-SET-4: the agreed money per whist, a positive decimal such as ``0.5`` or ``10``."""
    if not re.fullmatch(r"\d+(\.\d+)?", text.strip()) or not Fraction(text.strip()):
        raise argparse.ArgumentTypeError("must be a positive decimal number, e.g. 0.5 or 10")
    return Fraction(text.strip())


def _seats(text: str) -> tuple[Seat, ...]:
    """Seats named by their letters, comma separated: ``N,S``; each once."""
    try:
        seats = tuple(Seat[name.strip().upper()] for name in text.split(","))
    except KeyError:
        raise argparse.ArgumentTypeError("must be seats N, E, S, W, e.g. N,S") from None
    if len(set(seats)) != len(seats):
        raise argparse.ArgumentTypeError("a seat is named twice")
    return seats


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
            if args.humans is not None:
                parser.error("--humans is not for the demo: computers play every seat")
            from wint.gui.app import DemoOptions, run_demo

            seed = 1 if args.window_seed is None else args.window_seed
            size = args.size or DEMO_SIZE
            game = args.window_game or "vint"
            players = args.demo_players
            if players is not None:
                from wint.games.registry import game as registered

                played = registered(game).played
                if players not in played:
                    counts = ", ".join(str(n) for n in played)
                    parser.error(f"--players: {game} is played by {counts} players, not {players}")
            demo = DemoOptions(args.autoplay, args.screenshot, size, seed, args.lang, game, players)
            return run_demo(demo)
        if args.demo_players is not None:
            parser.error("--players goes with --autoplay and --screenshot")
        from wint.gui.app import WindowOptions, run_gui

        window = WindowOptions(
            args.lang, args.size, args.window_seed, args.window_game, args.humans
        )
        return run_gui([sys.argv[0]], window)
    _refuse_unused_options(parser, args)
    if args.command in ("score", "replay"):
        return _record_command(args.command, args.file)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "sheet":
        return _sheet(args)
    if args.command == "pad":
        from wint.gui.app import run_pad

        return run_pad([sys.argv[0]], args.file, args.pad_lang, args.game == "preferans")
    return _bench(args)


def _refuse_unused_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """An option that would change nothing is an error, never silently ignored."""
    window = {
        "--lang": args.lang,
        "--size": args.size,
        "--seed": args.window_seed,
        "--game": args.window_game,
        "--humans": args.humans,
        "--autoplay": args.autoplay,
        "--players": args.demo_players,
        "--screenshot": args.screenshot,
    }
    for flag, value in window.items():
        if value is not None:
            parser.error(
                f"{flag} is an option of the game window, not of 'wint {args.command}' "
                f"(see 'wint {args.command} --help')"
            )
    if args.command == "sheet":
        if args.page is not None and args.pdf is None:
            parser.error("--page goes with --pdf")
        if args.chart_size is not None and args.chart is None:
            parser.error("--chart-size goes with --chart")


def _read_input(name: str) -> bytes:
    """The bytes of the record or session ``name`` (``-``: stdin); a file only if it is a
    regular one, refused unread otherwise (a FIFO would wait for a writer)."""
    from wint.core.jsonfile import read_regular
    from wint.games.vint.record import MAX_RECORD_BYTES, RecordError

    if name != "-":
        try:
            return read_regular(Path(name), MAX_RECORD_BYTES)
        except OSError as exc:
            raise RecordError(name, exc.strerror or "cannot be read") from None
    return sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)  # more: decode_json refuses it


def _record_command(command: str, name: str) -> int:
    from wint.core.fields import RecordError
    from wint.games.registry import game_of
    from wint.games.vint.record import decode_json

    try:
        doc = decode_json(_read_input(name), "<stdin>" if name == "-" else name)
        game = game_of(doc)
        record = game.read_record(doc, command == "replay")
        sheet = game.replay_record(record) if command == "replay" else game.score_record(record)
    except RecordError as exc:
        return fail(str(exc))
    except RecursionError:
        return fail(f"{name}: nested too deeply")
    _print_json(sheet)
    return 0


def _sheet(args: argparse.Namespace) -> int:
    """``wint sheet``: the sheet of a record or a session.  The text needs QtCore's
    translator only; a PDF or a chart is drawn by a GUI application, offscreen."""
    from wint.core.fields import RecordError
    from wint.games.registry import game_of
    from wint.games.vint.record import decode_json
    from wint.session.io import SessionError, read_session

    name: str = args.file
    label = "<stdin>" if name == "-" else name
    try:
        data = _read_input(name)
        doc = decode_json(data, label)
        if isinstance(doc, dict) and doc.get("format") == "wint-session":
            session = read_session(data, label)
            record = None
        else:
            game = game_of(doc)
            record = game.read_record(doc, False)
            session = None
    except RecordError as exc:
        return fail(str(exc))
    except SessionError as exc:
        return fail_reading(label, str(exc))
    except RecursionError:
        return fail(f"{label}: nested too deeply")

    import datetime

    from PySide6.QtCore import QCoreApplication, QDate, Qt

    from wint.gui.platform.i18n import speaking, system_language
    from wint.gui.sheet.text import render_text
    from wint.session.sheet import session_sheet, whole_sheet

    drawn = args.pdf is not None or args.chart is not None
    if drawn:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before the application: no display needed
        from PySide6.QtWidgets import QApplication

        QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "wint"])
    if session is not None:
        saved = doc.get("saved") if isinstance(doc, dict) else None  # the file's date
        day = QDate.fromString(saved[:10] if isinstance(saved, str) else "", Qt.DateFormat.ISODate)
        date = datetime.date(day.year(), day.month(), day.day()) if day.isValid() else None
        sheet = whole_sheet(session)
        if sheet is None:
            sheet = session_sheet(session, date)
    else:
        try:
            sheet = game.record_sheet(record)
        except RecordError as exc:  # a game without a sheet of its records yet
            return fail(str(exc))
    from wint.games.preferans.sheet import PulyaSheet

    if isinstance(sheet, PulyaSheet):  # a session's own price unless another is given
        price = sheet.price if args.whist_price is None else args.whist_price
        return _pulya_sheet(args, replace(sheet, price=price))
    if args.whist_price is not None:
        return fail("--whist-price: only a Preferans pulya is settled in money per whist")
    with speaking(args.sheet_lang or system_language()):
        try:
            if args.pdf is not None:
                from wint.gui.sheet.paint import export_pdf

                export_pdf(args.pdf, sheet, args.page or "A4")
            if args.chart is not None:
                from wint.gui.sheet.charts import export_chart

                size = args.chart_size or CHART_SIZE
                export_chart(args.chart, sheet.ledger, sheet.sides[0], size)
        except OSError as exc:  # a WriteError: "FILE: reason"; nothing truncated is left
            from wint.console import EXIT_CANNOT_WRITE

            return fail(str(exc), EXIT_CANNOT_WRITE)
        if args.text or not drawn:
            sys.stdout.write(render_text(sheet))
        if drawn:
            QCoreApplication.processEvents()
    return 0


def _pulya_sheet(args: argparse.Namespace, sheet: Any) -> int:
    """``wint sheet`` of a Preferans record: the pulya drawn (``--pdf``), its chart
    (``--chart``) and as text."""
    from PySide6.QtCore import QCoreApplication

    from wint.gui.platform.i18n import speaking, system_language
    from wint.gui.sheet.pulya_words import render_pulya_text

    drawn = args.pdf is not None or args.chart is not None
    with speaking(args.sheet_lang or system_language()):
        try:
            if args.pdf is not None:
                from wint.gui.sheet.pulya_paint import export_pulya_pdf

                export_pulya_pdf(args.pdf, sheet, args.page or "A4")
            if args.chart is not None:
                from wint.gui.sheet.pulya_chart import export_pulya_chart

                export_pulya_chart(args.chart, sheet, args.chart_size or CHART_SIZE)
        except OSError as exc:
            from wint.console import EXIT_CANNOT_WRITE

            return fail(str(exc), EXIT_CANNOT_WRITE)
        if drawn:
            QCoreApplication.processEvents()
        if args.text or not drawn:
            sys.stdout.write(render_pulya_text(sheet))
    return 0


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _simulate(args: argparse.Namespace) -> int:
    from wint.ai.levels import fallback_notice

    if args.game == "preferans":
        return _simulate_preferans(args)
    for option, value in (("--rules", args.rules), ("--seats", args.seats)):
        if value is not None:
            return fail(f"{option}: only Preferans's simulation has presets and seats")
    if fallback_notice(args.players):
        print(
            f"wint: {args.players} plays as basic here: the double-dummy solver (endplay) "
            "is not installed",
            file=sys.stderr,
        )
    if args.game == "whist":
        return _simulate_whist(args)
    from wint.ai.vint.simulation import simulate

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


def _simulate_whist(args: argparse.Namespace) -> int:
    from wint.ai.whist.simulation import simulate

    summary = simulate(args.deals, args.seed, args.players)
    data = summary.as_dict()
    if args.json:
        _print_json(data)
        return 0
    print(
        f"{data['deals']} deals in {data['seconds']} s ({data['deals_per_s']} deals/s), "
        f"players: {args.players}, game: whist"
    )
    tricks = ", ".join(f"{count}: {n}" for count, n in sorted(summary.tricks.items()))
    print(f"deals by the tricks of the side that took the odd trick: {tricks}")
    print(
        f"slams {summary.slams}, partii finished {summary.games}, "
        f"rubbers finished {summary.rubbers}"
    )
    return 0


def _simulate_preferans(args: argparse.Namespace) -> int:
    from wint.ai.preferans.simulation import simulate
    from wint.games.preferans.rules import preset_names, resolve_rules

    preset = args.rules or "sochi"
    if preset not in preset_names():
        return fail(f"--rules: Preferans's presets are {', '.join(preset_names())}")
    seats = args.seats or 3
    rules = resolve_rules({"preset": preset})
    summary = simulate(args.deals, args.seed, args.players, rules, preset, seats)
    data = summary.as_dict()
    if args.json:
        _print_json(data)
        return 0
    print(
        f"{data['deals']} deals in {data['seconds']} s ({data['deals_per_s']} deals/s), "
        f"players: {args.players}, game: preferans ({preset}, {seats} seats)"
    )
    print(
        f"passed out {summary.passed_out}, made {summary.made}, failed {summary.failed}, "
        f"pulyas finished {summary.pulyas}"
    )
    contracts = sorted(summary.contracts.items())
    print("contracts: " + ", ".join(f"{code} {count}" for code, count in contracts))
    return 0


def _bench(args: argparse.Namespace) -> int:
    from wint.bench import bench_engine, bench_gui, bench_players, bench_sheet, bench_solver

    if args.target == "sheet":
        figures = bench_sheet(deals=args.deals, seed=args.seed)
        if args.json:
            _print_json(figures)
        else:
            print(
                f"score sheet of {figures['deals']} random deals ({figures['rubbers']} rubbers, "
                f"{figures['pages']} A4 pages): built in {figures['sheet_s']} s, text "
                f"{figures['text_s']} s, PDF {figures['pdf_s']} s"
            )
        return 0
    if args.target == "solver":
        solved = bench_solver(runs=args.runs, seed=args.seed, game_id=args.game)
        if args.json:
            _print_json(solved)
        else:
            _print_solver(solved)
        return 0
    if args.target == "players":
        players = bench_players(
            deals=args.deals,
            seed=args.seed,
            levels=args.levels,
            timing_deals=args.timing_deals,
            match=args.match,
            game_id=args.game,
        )
        if args.json:
            _print_json(players)
        else:
            _print_players(players)
        return 0
    if args.target == "gui":
        gui = bench_gui(runs=args.runs, deals=args.deals, seed=args.seed)
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
    figures = bench_engine(deals=args.deals, runs=args.runs, seed=args.seed, game_id=args.game)
    if args.json:
        _print_json(figures)
        return 0
    settings = figures["settings"]
    print(
        f"engine ({args.game}), {settings['deals']} random deals x {settings['runs']} runs "
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


def _print_solver(figures: dict[str, Any]) -> None:
    ms, nodes = figures["ms"], figures["nodes"]
    print(
        f"double-dummy solver ({figures['game']}), {ms['count']} random full deals "
        f"(seed {figures['settings']['seed']}, Python {figures['settings']['python']}):"
    )
    print(f"  ms per solve: median {ms['median']}, p95 {ms['p95']}, mean {ms['mean']}")
    for kind, values in figures["ms_by_kind"].items():
        median, p95, count = values["median"], values["p95"], values["count"]
        print(f"  {kind.replace('_', ' ')}: median {median} ms, p95 {p95} ms, n = {count}")
    print(f"  nodes per solve: median {nodes['median']}, mean {nodes['mean']}, max {nodes['max']}")


def _print_times(kinds: dict[str, dict[str, float]], level: str) -> None:
    parts = [f"{kind} {v['median']}/{v['p95']}" for kind, v in sorted(kinds.items())]
    print(f"{level:>8}: decision ms median/p95: " + ", ".join(parts))


def _print_pref_players(figures: dict[str, Any]) -> None:
    for level, kinds in figures["decision_ms"].items():
        _print_times(kinds, level)
        loss = figures["dd_loss"][level]
        print(
            f"{'':>8}  double-dummy loss per card: {loss['per_card']}"
            f" (95% CI {loss['ci_low']} … {loss['ci_high']}, {loss['cards']} cards)"
        )
    match = figures["duplicate"]
    print(
        f"duplicate {match['a']} v {match['b']} over {match['deals']} deals, three seats each: "
        f"{match['mean_diff']:+} whists per deal (95% CI {match['ci_low']} … "
        f"{match['ci_high']}; {match['deals_nonzero']} of {match['deals']} deals not even)"
    )


def _print_players(figures: dict[str, Any]) -> None:
    if figures["settings"].get("game") == "preferans":
        _print_pref_players(figures)
        return
    for level, kinds in figures["decision_ms"].items():
        _print_times(kinds, level)
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
    if "tricks_diff" in match:  # Whist: the points on the sheet, and the tricks
        print(
            f"  (points on the sheet); tricks: {match['tricks_diff']:+} per deal "
            f"(95% CI {match['tricks_ci_low']} … {match['tricks_ci_high']})"
        )
        return
    contracts = figures["contracts"]
    print(
        f"contracts made: {contracts['made_rate']} of {contracts['played']}; "
        f"makeable double dummy: {contracts['dd_makeable_rate']}"
    )
