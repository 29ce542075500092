"""Starting the desktop application, and its headless demo mode.

``wint`` opens the table: it offers to continue the unfinished session
(:mod:`wint.gui.shell.resume`), else starts a new one with the remembered players; a saved
setting that cannot be used is said once, over the table
(:func:`~wint.gui.platform.settings.settings_note`).  ``wint --humans N,S`` starts a new
game of four with humans in those seats, sharing the screen (hot-seat).
``wint --autoplay N --screenshot FILE`` runs the real window with computers in all four
seats and instant animations for N complete deals, plays on to the middle of the next deal,
saves a screenshot of the main window and exits.

This is the composition root: :func:`window_games` chooses, for each game the window plays,
its table, its computer players and its teaching (:class:`~wint.gui.controller.WindowGame`).
"""

from __future__ import annotations

import importlib
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMessageBox, QWidget

    from wint.core.cards import Card
    from wint.core.seats import Seat
    from wint.gui.controller import Hints, WindowGame, WindowGames
    from wint.gui.platform.settings import Settings

__all__ = [
    "DemoOptions",
    "WindowOptions",
    "run_demo",
    "run_gui",
    "run_pad",
    "window_games",
]


@dataclass(frozen=True, slots=True)
class WindowOptions:
    """What the command line asks of the game window (``None``: as the settings say):
    the interface language of this run, the window's size, and the seed, the game and the
    humans' seats of a new game (any given, the unfinished session is not offered)."""

    lang: str | None = None
    size: tuple[int, int] | None = None
    seed: int | None = None
    game: str | None = None
    #: A new game of four, a human in each of these seats and computers in the others.
    humans: tuple[Seat, ...] | None = None


@dataclass(frozen=True, slots=True)
class DemoOptions:
    """What ``--autoplay`` was asked for."""

    deals: int
    screenshot: Path
    size: tuple[int, int] = (1280, 800)
    seed: int = 1
    lang: str | None = None
    game: str = "vint"
    #: How many sit down (``None``: as many as the game deals to; Preferans 3 or 4).
    players: int | None = None


#: What the score pad needs and Qt does not (:func:`_before_qt`): its files, the settings'
#: folders and the crash log.
_PAD_BEFORE_QT = (
    "importlib.resources.readers",
    "logging.handlers",
    "platformdirs",
    "wint.session.pad",
)
#: What the game window needs and Qt does not: the pad's, the players, the sessions.
_WINDOW_BEFORE_QT = (
    *_PAD_BEFORE_QT,
    "html",
    "wint.ai.vint.levels",
    "wint.ai.vint.suggest",
    "wint.games.vint.game",
    "wint.session.history",
    "wint.session.rotation",
    "wint.session.sheet",
)


def _before_qt(names: tuple[str, ...], game_id: str | None = None) -> None:
    """Import the engine and the libraries a window needs before Qt, and the game
    ``game_id`` when one is asked for (another game loads when it is first played).
    PySide6 reads the source of every module imported after it (to look for its
    ``__feature__`` switches): a start-up pays for each, so what needs no Qt loads first
    (``wint bench gui`` measures the start; tests/gui/test_startup.py checks the lists stay
    true)."""
    for name in names:
        importlib.import_module(name)
    if game_id is not None:
        from wint.games.registry import game

        game(game_id)


def _check_qt_binding() -> None:
    """Refuse a Qt binding that frees ``None`` (PySide6 6.12.0 on Python 3.11)."""
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(200):
        point.setX(0.0)
    if sys.getrefcount(None) < before - 100:
        raise SystemExit(
            "wint: this PySide6 build corrupts Python 3.11 (it frees None); "
            "install PySide6-Essentials below 6.12 or use Python 3.12+"
        )


def _application(argv: list[str]):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    _check_qt_binding()
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("wint")
    app.setOrganizationName("wint")
    from importlib import resources

    from PySide6.QtGui import QIcon

    icon = resources.files("wint.gui").joinpath("icons", "wint.svg")
    QApplication.setWindowIcon(QIcon(str(icon)))
    return app


def _settle_memory() -> None:
    """Move everything built at start-up (Qt wrappers, the card tables) out of the cyclic
    collector's way: a full collection over them would stall the window for tens of ms."""
    import gc

    gc.collect()
    gc.freeze()


# -- the games the window plays ---------------------------------------------------------------


def _lazy(module: str, name: str) -> Callable[..., Any]:
    """``module.name``, imported when first called: a game's players and teaching load when
    the game is first played, not at start-up."""

    def call(*args: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args)

    return call


def _hints(game_id: str, words: Callable[[Any], str]) -> Hints:
    """A game's hints and warnings by its strong player (``wint.ai.<game>.suggest``), its own
    decisions put in ``words``."""
    from wint.gui.controller import Hints

    module = f"wint.ai.{game_id}.suggest"
    return Hints(_lazy(module, "suggest"), _lazy(module, "deviation"), words)


def _vint() -> WindowGame:
    from wint.gui.controller import WindowGame
    from wint.gui.shell.messages import vint_summary
    from wint.gui.table.vint import (
        LAST_TRICKS,
        REFUSAL_RULES,
        RULES,
        unlooked,
        vint_deal,
        vint_situation,
    )

    return WindowGame(
        table=vint_deal,
        make_player=_lazy("wint.ai.vint.levels", "make_player"),
        situation=vint_situation,
        summary=vint_summary,
        refusal_rules=REFUSAL_RULES,
        last_tricks=LAST_TRICKS,
        rules=RULES,
        bidding=True,
        hints=_hints("vint", _vint_words),
        claim=_vint_claim,
        give=_vint_give,
        unlooked=unlooked,
        choose=_vint_choice,
        confirm_revoke=_vint_confirm_revoke,
        confirm_out_of_turn=_vint_confirm_out_of_turn,
        question=_vint_question,
        announce=_vint_announce,
    )


def _vint_give(cards: tuple[Card, ...]) -> tuple[Any, ...]:
    """§4.4, §4.6: each card passed face down, one after another."""
    from wint.games.vint.actions import Give

    return tuple(Give(card) for card in cards)


def _vint_choice(parent: Any, session: Any) -> Any:
    """Table rules: the human's answer, choice or claim of a revoke (V-REV, V-IRR)."""
    if not session.state.rules.allow_revokes:
        return None
    from wint.gui.dialogs.vint_table_rules import choose_table_action  # table rules only

    return choose_table_action(parent, session)


def _vint_confirm_revoke(parent: Any, deal: Any, card: Any) -> bool:
    from wint.gui.dialogs.vint_table_rules import confirm_revoke  # table rules only

    return confirm_revoke(parent, deal, card)


def _vint_confirm_out_of_turn(parent: Any, card: Any) -> bool:
    from wint.gui.dialogs.vint_table_rules import confirm_out_of_turn  # table rules only

    return confirm_out_of_turn(parent, card)


def _vint_question(state: Any, seat: Seat) -> Any:
    """«Не по ошибке ли?» ``seat`` may ask now (V-REV-3), from his view only."""
    if not state.rules.allow_revokes:
        return None
    from wint.ai.vint.irregular import question

    return question(state.view(seat))


def _vint_words(action: Any) -> str:
    """An action in words that a card or a call does not say: a card passed (§4.4, §4.6),
    a table-rules choice (V-REV, V-IRR)."""
    from wint.games.vint.actions import TableAction

    if not isinstance(action, TableAction):
        from wint.gui.table.vint import give_words

        return give_words(action)
    from wint.gui.dialogs.vint_table_rules import action_words  # table rules only

    return action_words(action)


def _vint_announce(seat: Seat, action: Any) -> str:
    from wint.games.vint.actions import TableAction

    if not isinstance(action, TableAction):
        return ""
    from wint.gui.dialogs.vint_table_rules import announce  # table rules only

    return announce(seat, action)


def _vint_claim(state: Any, seat: Seat, tricks: int) -> tuple[Any, Any] | None:
    """V-PLAY-7: the solver checks the claim; in the play only."""
    from wint.ai.vint.claims import check_claim, claim_action  # the solver: not at start-up
    from wint.games.vint.state import Phase

    return _checked(state.phase is Phase.PLAY, check_claim, claim_action, state, seat, tricks)


def _checked(
    playing: bool,
    check: Callable[[Any, Seat, int], Any],
    action: Callable[[Any, Seat, int], Any],
    state: Any,
    seat: Seat,
    tricks: int,
) -> tuple[Any, Any] | None:
    """A claim's verdict by ``check`` and, if it stands, the ``action`` that ends the play;
    ``None`` unless ``playing``."""
    if not playing:
        return None
    verdict = check(state, seat, tricks)
    return verdict, action(state, seat, tricks) if verdict.accepted else None


def _whist() -> WindowGame:
    from wint.gui.controller import WindowGame
    from wint.gui.shell.whist_messages import whist_summary
    from wint.gui.table.whist import (
        LAST_TRICKS,
        REFUSAL_RULES,
        RULES,
        action_words,
        whist_deal,
        whist_situation,
    )

    return WindowGame(
        table=whist_deal,
        make_player=_lazy("wint.ai.whist.levels", "make_player"),
        situation=whist_situation,
        summary=whist_summary,
        refusal_rules=REFUSAL_RULES,
        last_tricks=LAST_TRICKS,
        rules=RULES,
        hints=_hints("whist", action_words),
        claim=_whist_claim,
        choose=_whist_penalty,
        confirm_revoke=_whist_confirm_revoke,
    )


def _whist_confirm_revoke(parent: Any, deal: Any, card: Any) -> bool:
    """W-IRR-1: «no cards of that suit?» before the human's revoke."""
    from wint.gui.dialogs.revokes import confirm_revoke  # Whist's table-rules mode only

    return bool(confirm_revoke(parent, deal, card))


def _whist_penalty(parent: Any, session: Any) -> Any:
    """W-IRR-3: the human victim's choice of a revoke's penalty, in a dialog."""
    from wint.gui.dialogs.revokes import ask_penalty  # table-rules mode only

    return ask_penalty(parent, session)


def _whist_claim(state: Any, seat: Seat, tricks: int) -> tuple[Any, Any] | None:
    """The solver checks the claim of ``seat``'s side; in the play only."""
    from wint.ai.whist.claims import check_claim, claim_action  # the solver: not at start-up
    from wint.games.whist.actions import Phase

    return _checked(state.phase is Phase.PLAY, check_claim, claim_action, state, seat, tricks)


def _preferans() -> WindowGame:
    """Preferans: its table, its words, its players and its teaching."""
    from wint.gui.auction.pref_box import PrefCallBox
    from wint.gui.controller import WindowGame
    from wint.gui.shell.pref_messages import preferans_summary
    from wint.gui.table.pref_table import LAST_TRICKS, REFUSAL_RULES, RULES, pref_deal, pref_give

    return WindowGame(
        table=pref_deal,
        make_player=_lazy("wint.ai.preferans.levels", "make_player"),
        situation=_no_situation,
        summary=preferans_summary,
        refusal_rules=REFUSAL_RULES,
        last_tricks=LAST_TRICKS,
        rules=RULES,
        hints=_hints("preferans", _lazy("wint.gui.teaching.pref_hints", "pref_words")),
        claim=_preferans_claim,
        call_box=PrefCallBox,
        give=pref_give,
    )


def _preferans_claim(state: Any, seat: Seat, tricks: int) -> tuple[Any, Any] | None:
    """The solver checks the claim of ``seat``'s side; in a contract's play only."""
    from wint.ai.preferans.claims import check_claim, claim_action  # the solver: not at start-up
    from wint.games.preferans.actions import Phase

    playing = state.phase is Phase.PLAY and state.declarer is not None
    return _checked(playing, check_claim, claim_action, state, seat, tricks)


def _no_situation(ledger: Any) -> Any:
    """The score as Preferans's players read it: none (they decide from the deal alone)."""
    from wint.ai.advice import Situation

    return Situation()


def window_games() -> WindowGames:
    """Each game the window plays, by id: its pieces, built when the game is first played."""
    return {"vint": _vint, "whist": _whist, "preferans": _preferans}


def _demo_session(game_id: str, seed: int, players: int | None):  # type: ignore[no-untyped-def]
    """A new session of ``game_id`` with computers in every seat, ``players`` of them (the
    game's seats when ``None``), seated as New game seats them.

    :raises RulesError, SetupError: the game does not play so many.
    """
    from wint.games.registry import game
    from wint.gui.dialogs.new_game import MAX_ROWS, table_setup
    from wint.session.model import GameSession, PlayerConfig

    spec = game(game_id)
    count = len(spec.seats) if players is None else players
    rows = [PlayerConfig("")] * MAX_ROWS
    setup = table_setup(game_id, spec.read_rules({}, "rules"), rows, count, False, 1, seed)
    return GameSession.start(setup)


def run_gui(argv: list[str], options: WindowOptions | None = None) -> int:
    """Open the main window: continue the unfinished session (if the user wants), else start
    a new one with the remembered players; returns the exit code.
    """
    options = options or WindowOptions()
    _before_qt(_WINDOW_BEFORE_QT, options.game)
    from wint.gui.controller import GameController, Pace
    from wint.gui.dialogs.new_game import default_setup
    from wint.gui.platform import crash
    from wint.gui.platform.i18n import Translations, system_language
    from wint.gui.platform.settings import Settings, settings_note
    from wint.gui.shell.main_window import MainWindow
    from wint.gui.shell.resume import ask_resume
    from wint.session.model import AnySession, GameSession

    app = _application(argv)
    handler = crash.install()
    settings = Settings()
    # the language before any dialog: the resume question speaks it too
    Translations().install(options.lang or settings.language or system_language())
    _settings_notice(settings)
    new = options.seed is not None or options.game is not None or options.humans is not None
    found: tuple[AnySession, Path | None] | None = ask_resume(settings) if not new else None
    if found is None:
        setup = default_setup(settings, options.seed, options.game)
        if options.humans is not None:
            setup = _hot_seat(settings, setup, options.humans)
        found = GameSession.start(setup), None
    session, path = found
    controller = GameController(session, Pace(settings.speed), games=window_games())
    # --lang is this run's only: the settings keep their choice
    window = MainWindow(controller, settings, path, saves=handler.saves, language=options.lang)
    if options.size is not None:
        window.resize(*options.size)
    window.show()
    _note_settings(settings_note(settings, window))
    _settle_memory()
    controller.start()
    return _run(app)


def _hot_seat(settings: Settings, setup: Any, humans: tuple[Seat, ...]) -> Any:
    """``setup`` (New game's remembered one) played by four, the remembered names and
    levels, a human in each of ``humans`` (``wint --humans``)."""
    from wint.session.model import PlayerConfig, keeping_seats

    seats = [
        PlayerConfig(settings.name(seat), human=seat in humans, level=settings.level(seat))
        for seat in setup.game.seats
    ]
    return keeping_seats(setup.game, setup.rules, seats, setup.seed, setup.first_dealer)


def _note_settings(note: QMessageBox | None) -> None:
    """Show the note about unusable settings over the window, without waiting for it."""
    if note is not None:
        note.open()


def _settings_notice(settings: Settings) -> None:
    """Say once, at start, that the settings will not be kept, and why (issue 14)."""
    if settings.unkept is not None:
        from wint.gui.shell.saves import settings_notice

        settings_notice(settings.path.parent, settings.unkept).exec()


def _run(app) -> int:  # type: ignore[no-untyped-def]
    """Run the event loop (quit at once when ready under ``WINT_EXIT_WHEN_READY``, which
    ``wint bench gui`` uses to time the start-up)."""
    if os.environ.get("WINT_EXIT_WHEN_READY"):
        from PySide6.QtCore import QTimer

        def ready() -> None:
            print(f"ready {time.time():.6f}", flush=True)
            app.quit()

        QTimer.singleShot(0, ready)
    return int(app.exec())


def run_pad(
    argv: list[str], path: Path | None = None, language: str | None = None, preferans: bool = False
) -> int:
    """Open the score pad alone (``wint pad [FILE]``), for a table playing with real cards;
    ``path`` is a ``wint-record`` to open, on its game's pad; without one ``preferans``
    opens the Preferans pad.  Returns the exit code."""
    _before_qt(_PAD_BEFORE_QT)
    from wint.gui.pad.window import OPEN_ERRORS, ScorePadWindow
    from wint.gui.platform import crash
    from wint.gui.platform.i18n import Translations, system_language
    from wint.gui.platform.settings import Settings, settings_note

    app = _application(argv)
    crash.install()
    settings = Settings()
    translations = Translations()
    translations.install(language or settings.language or system_language())
    _settings_notice(settings)
    window: QWidget
    try:
        if _is_preferans(path) if path is not None else preferans:
            from wint.gui.pad.pref_window import PrefPadWindow  # only for a Preferans pad

            window = PrefPadWindow()
            if path is not None:
                window.open_file(path)
        else:
            window = ScorePadWindow(settings)
            if path is not None:
                window.show_opened(path, window.read(path))
    except OPEN_ERRORS as exc:
        from wint.console import fail_reading

        assert path is not None  # only a file to open fails
        message = (exc.strerror or str(exc)) if isinstance(exc, OSError) else str(exc)
        return fail_reading(str(path), message, path.name)  # the readers say path.name
    window.show()
    _note_settings(settings_note(settings, window))
    return _run(app)


def _is_preferans(path: Path) -> bool:
    """Whether ``path`` holds a Preferans record (anything unreadable is left to the Vint
    pad's reader, which names the fault)."""
    import json

    from wint.core.jsonfile import read_regular
    from wint.games.vint.record import MAX_RECORD_BYTES

    try:
        doc = json.loads(read_regular(path, MAX_RECORD_BYTES))
    except (OSError, ValueError):
        return False
    return isinstance(doc, dict) and doc.get("game") == "preferans"


def run_demo(options: DemoOptions) -> int:
    """Play ``options.deals`` deals with computers in every seat and save a screenshot in
    the middle of the next deal's play.

    With ``WINT_DEMO_REPORT=FILE`` in the environment it also writes figures as JSON: the
    seconds per complete deal and the longest gap of a 10 ms heartbeat timer (for
    ``wint bench gui``).
    """
    _before_qt(_WINDOW_BEFORE_QT, options.game)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import json

    from PySide6.QtCore import QTimer

    from wint.gui.controller import GameController, Pace
    from wint.gui.platform import crash
    from wint.gui.shell.main_window import MainWindow
    from wint.gui.shell.saves import png_bytes
    from wint.session.writing import write_file

    app = _application([sys.argv[0]])
    crash.install(dialog=False)  # headless: log only, a modal box would wait forever
    session = _demo_session(options.game, options.seed, options.players)
    controller = GameController(session, Pace("instant"), games=window_games())
    controller.auto_next_deal = True
    window = MainWindow(controller, language=options.lang)
    window.set_speed("instant")
    window.resize(*options.size)
    window.show()
    _settle_memory()
    finished = 0
    outcome = {"code": 1, "shot": 0}
    began = time.perf_counter()
    beats = {"last": began, "longest": 0.0, "deals_done_at": began}

    def beat() -> None:
        now = time.perf_counter()
        beats["longest"] = max(beats["longest"], now - beats["last"])
        beats["last"] = now

    heartbeat = QTimer()
    heartbeat.timeout.connect(beat)
    heartbeat.start(10)

    def shoot() -> None:
        if outcome["shot"]:
            return
        outcome["shot"] = 1
        controller.pause(True)
        heartbeat.stop()
        window.scene.finish_animations()
        try:
            write_file(options.screenshot, png_bytes(window.grab()), make_folder=True)
        except OSError as exc:
            print(f"wint: {exc}", file=sys.stderr)
        else:
            outcome["code"] = 0
        report = os.environ.get("WINT_DEMO_REPORT")
        if report:
            played = beats["deals_done_at"] - began
            write_file(
                Path(report),
                json.dumps(
                    {
                        "deals": finished,
                        "seconds_per_deal": played / max(1, finished),
                        "longest_heartbeat_gap_ms": beats["longest"] * 1000,
                        "rubbers_finished": sum(
                            r.is_over for r in controller.session.ledger.rubbers
                        ),
                    }
                ),
            )
        app.quit()

    def on_changed() -> None:
        if finished < options.deals:
            return
        deal = controller.table()  # a trick in progress short of its last card
        tricks = deal.tricks
        if len(tricks) >= 4 and len(deal.trick) == len(tricks[-1].plays()) - 1:
            QTimer.singleShot(0, shoot)

    def on_deal(_deal: object) -> None:
        nonlocal finished
        finished += 1
        if finished == options.deals:
            beats["deals_done_at"] = time.perf_counter()

    controller.deal_finished.connect(on_deal)
    controller.changed.connect(on_changed)
    QTimer.singleShot(0, controller.start)
    QTimer.singleShot(600_000, app.quit)  # a guard: never hang
    app.exec()
    return outcome["code"]
