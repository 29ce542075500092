"""Sessions on disk from the window, resuming, the New game and Rules dialogs, settings."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_session
from wint.ai.vint.base import BasicPlayer
from wint.core.seats import Seat
from wint.games.vint.calls import Call
from wint.games.vint.rules import CrossValues, Scope, rule_options
from wint.gui.app import window_games
from wint.gui.controller import GameController, Pace
from wint.gui.dialogs.new_game import NewGameDialog, RulesDialog, default_setup
from wint.gui.platform.settings import Settings, sessions_dir
from wint.gui.shell.main_window import MainWindow
from wint.gui.shell.messages import settlement
from wint.gui.shell.resume import Broken, resumable
from wint.session.io import load_session

ADVISOR = BasicPlayer()


def call_once(qtbot: QtBot, controller: GameController) -> Call:
    """Wait for South's turn and make the call the basic player advises; the call."""
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=5000)
    advice = ADVISOR.decide(controller.session.state.view(Seat.S), controller.situation())
    assert isinstance(advice.action, Call)
    controller.make_call(advice.action)
    return advice.action


def open_window(qtbot: QtBot, session_path: Path | None = None) -> MainWindow:
    settings = Settings()
    session = load_session(session_path) if session_path else make_session(seed=4)
    controller = GameController(session, Pace("instant"), games=window_games())
    window = MainWindow(controller, settings, session_path)
    qtbot.addWidget(window)
    window.show()
    controller.start()
    return window


def test_every_action_is_saved_and_the_game_resumes_where_it_stopped(qtbot: QtBot) -> None:
    window = open_window(qtbot)
    controller = window.controller
    path = window.files.path
    assert path is not None and path.parent == sessions_dir()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=5000)
    state = controller.session.state
    advice = ADVISOR.decide(state.view(Seat.S), controller.situation())
    controller.make_call(advice.action)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: controller.waiting_for_human or controller.session.state.is_over)
    controller.pause(True)
    on_disk = load_session(path)
    assert on_disk.state == controller.session.state  # saved after every action
    # "crash": a new start finds the unfinished session and resumes it exactly
    found = resumable(Settings())
    assert isinstance(found, tuple)
    resumed, where = found
    assert where == path and resumed.state == controller.session.state
    again = open_window(qtbot, where)
    assert again.controller.session.state == controller.session.state


def test_a_broken_session_is_not_offered_as_it_is(qtbot: QtBot) -> None:
    settings = Settings()
    assert resumable(settings) is None
    broken = sessions_dir() / "broken.wint"
    broken.parent.mkdir(parents=True)
    broken.write_text("{ not json")
    settings.current_session = broken
    found = resumable(settings)  # reported, with no backup to offer (tests/gui/test_resume.py)
    assert isinstance(found, Broken) and found.path == broken and found.backup is None


def test_a_launch_with_nothing_played_leaves_no_session(qtbot: QtBot) -> None:
    """Only the computers' first calls: no file, and the session of the last start is still
    the one offered; the human's first call writes the file (issue 13 §5.8)."""
    settings = Settings()
    settings.current_session = earlier = sessions_dir() / "2026-11-30_101500.wint"
    window = open_window(qtbot)
    controller, path = window.controller, window.files.path
    assert path is not None
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=5000)
    assert controller.session.state.history()  # the computers before South have called
    window.close()
    assert not path.exists() and list(sessions_dir().glob("*.wint*")) == []
    assert Settings().current_session == earlier
    window = open_window(qtbot)
    controller, path = window.controller, window.files.path
    assert path is not None
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=5000)
    before = controller.session.state.history()
    call = call_once(qtbot, controller)
    assert load_session(path).state.history()[: len(before) + 1] == (*before, call)
    assert Settings().current_session == path


def test_opening_a_corrupt_file_keeps_the_current_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot)
    good = window.files.path
    assert good is not None
    call_once(qtbot, window.controller)
    assert good.exists()
    window.controller.pause(True)
    before = good.read_bytes()
    bad = tmp_path / "bad.wint"
    bad.write_bytes(before[: len(before) // 3])
    warnings: list[str] = []
    monkeypatch.setattr(
        "wint.gui.shell.session_files.QMessageBox.warning",
        lambda *args: warnings.append(args[2]),
    )
    session = window.controller.session
    window.files.open_file(bad)
    assert warnings and "bad.wint" in warnings[0]
    assert window.controller.session is session
    assert window.files.path == good and good.read_bytes() == before


def test_save_as_moves_play_to_the_new_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot)
    target = tmp_path / "evening"
    monkeypatch.setattr(
        "wint.gui.shell.session_files.QFileDialog.getSaveFileName", lambda *args: (str(target), "")
    )
    window.files.save_as()
    saved = tmp_path / "evening.wint"
    assert window.files.path == saved
    assert load_session(saved).state == window.controller.session.state
    assert Settings().recent()[0] == saved


def test_new_game_dialog_builds_the_setup(qtbot: QtBot) -> None:
    settings = Settings()
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.names[Seat.N].setText("Анна")
    dialog.levels[Seat.E].setCurrentIndex(dialog.levels[Seat.E].findData("random"))
    dialog.human.button(int(Seat.W)).setChecked(True)
    dialog.seed.setText("42")
    assert dialog.setup().humans == (Seat.S, Seat.W)  # South is ticked too: hot-seat
    dialog.human.button(int(Seat.S)).setChecked(False)
    setup = dialog.setup()
    assert setup.seed == 42 and setup.human is Seat.W
    assert setup.seats[Seat.N].name == "Анна" and setup.seats[Seat.E].level == "random"
    assert setup.our_side is Seat.W.side  # «Мы» is the human's side
    assert setup.seating == ((0, 1, 2, 3),)  # four keep their seats
    assert setup.rules.partner_rotation == "none"
    dialog.human.button(int(Seat.W)).setChecked(False)
    assert dialog.setup().human is None  # nobody ticked: watching four computers
    dialog.remember()
    again = Settings()
    assert again.name(Seat.N) == "Анна" and again.human_seat is None
    assert default_setup(again, seed=1).seats[Seat.E].level == "random"


def test_rules_dialog_offers_the_playable_options(qtbot: QtBot) -> None:
    from wint.games.vint.rules import RuleSet

    dialog = RulesDialog(RuleSet(), players=4)
    qtbot.addWidget(dialog)
    combos = dialog._combos
    assert "cross_values" in combos and "first_dealer" not in combos  # declared only
    # the game does not play them: not offered (issue 13, an option never lies); a dummy's
    # only when dummies sit (§4.1)
    played = {i.key for i in rule_options() if i.scope is Scope.GAME}
    assert set(combos) == {key for key in played if not key.startswith("dummy_")}
    combo = combos["cross_values"]
    combo.setCurrentIndex(combo.findData("winding"))
    assert dialog.rules(RuleSet()).cross_values is CrossValues.WINDING


def test_a_preset_with_an_option_the_game_does_not_play_is_not_offered(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wint.games import registry
    from wint.games.vint.rules import FirstDealer, PartnerRotation, RuleSet, load_preset

    drawn = RuleSet(first_dealer=FirstDealer.HIGHEST)
    vint = registry.game("vint")
    presets = replace(vint, presets=lambda: ("classic", "drawn"))
    monkeypatch.setitem(registry._GAMES, "vint", presets)
    monkeypatch.setattr(
        "wint.gui.dialogs.new_game.load_preset",
        lambda game_id, name: drawn if name == "drawn" else load_preset(name),
    )
    settings = Settings()
    settings.set_preset_of(
        "vint", "drawn"
    )  # remembered from elsewhere: the game falls back to classic
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    offered = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    assert offered == ["classic"]
    # four who keep their seats (V-PART-9)
    assert default_setup(settings, seed=1).rules == RuleSet(partner_rotation=PartnerRotation.NONE)


def test_settings_remember_speed_colours_and_window(qtbot: QtBot) -> None:
    window = open_window(qtbot)
    window.set_speed("fast")
    window.menus.four_colour_action.setChecked(True)
    window.resize(1111, 777)
    window.close()
    settings = Settings()
    assert settings.speed == "fast" and settings.four_colour
    assert settings.path.parent.parent.name == "config"
    reopened = open_window(qtbot)
    assert reopened.controller.pace.speed == "fast"
    assert reopened.art.four_colour


def test_rule_options_are_remembered(qtbot: QtBot) -> None:
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    rules = RulesDialog(dialog.rules())
    qtbot.addWidget(rules)
    combo = rules._combos["auction_close_passes"]
    combo.setCurrentIndex(combo.findData(4))
    dialog._rules = rules.rules(dialog.rules())
    dialog.remember()
    assert Settings().rule_options() == {"auction_close_passes": 4}
    assert default_setup(Settings(), seed=1).rules.auction_close_passes == 4
    assert NewGameDialog(Settings()).rules().auction_close_passes == 4


def test_the_session_end_settles_each_player(qtbot: QtBot) -> None:
    from wint.games.vint.rules import RuleSet
    from wint.session.model import PlayerConfig, Session, fixed_seats

    seats = tuple(PlayerConfig(name, human=False) for name in ("Ann", "Bob", "Cid", "Dan"))
    session = Session.start(fixed_seats(RuleSet(session_rubbers=1), seats, 9))
    while not session.is_complete:
        while not session.state.is_over:
            seat = session.state.to_act
            assert seat is not None
            advice = ADVISOR.decide(
                session.state.view(seat),
                __import__("wint.ai.advice", fromlist=["Situation"]).Situation(),
            )
            session = session.apply(advice.action, seat)
        session = session.next_deal()
    window = MainWindow(GameController(session, Pace("instant"), games=window_games()))
    qtbot.addWidget(window)
    text = settlement(session)
    side, points = session.ledger.rubbers[0].result()
    assert side is not None
    winners = [c.name for s, c in zip(Seat, session.setup.seats, strict=True) if s.side is side]
    for name in winners:
        assert f"{name} +{points}" in text


def test_a_notice_when_strong_levels_cannot_play(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wint.games.vint.rules import RuleSet
    from wint.session.model import PlayerConfig, Session, fixed_seats

    monkeypatch.setattr("wint.ai.solver.endplay_available", lambda: False)
    window = open_window(qtbot)
    seats = tuple(PlayerConfig("", human=seat is Seat.S, level="strong") for seat in Seat)
    window.files.start(Session.start(fixed_seats(RuleSet(), seats, 1)), None)
    assert "basic" in window.statusBar().currentMessage()
    assert "endplay" in window.messages.fallback_message(window.controller.session)


def test_new_game_seats_five_players_by_the_draw_and_the_table(qtbot: QtBot) -> None:
    """§4.2: five rows, one ticked for the human, the seats drawn with the seed (the order
    shown), a session of one round of the table (five rubbers) in the ledger unit chosen;
    the choices are remembered for the next game."""
    settings = Settings()
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    names = ("Анна", "Борис", "Вера", "Глеб", "Дима")
    dialog.count_box.setCurrentIndex(dialog.count_box.findData(5))
    assert dialog.rotating() and dialog.rotate.isHidden()
    assert not dialog.names[4].isHidden() and dialog.names[5].isHidden()
    for row, name in enumerate(names):
        dialog.names[row].setText(name)
    dialog.human.button(int(Seat.S)).setChecked(False)
    dialog.human.button(4).setChecked(True)  # Дима plays at this screen
    dialog.unit.setCurrentIndex(dialog.unit.findData(1000))
    dialog.seed.setText("8")
    order = dialog.draw_seats()
    shown = dialog.drawn_label.text()
    assert shown.startswith("Order drawn: 1. " + names[order[0]])
    assert f"5. {names[order[4]]}" in shown
    setup = dialog.setup()
    assert [p.name for p in setup.players] == [names[i] for i in order]  # in draw order
    assert setup.rules.players == 5 and setup.rules.session_rubbers == 5
    assert setup.rules.ledger_unit == 1000 and len(setup.seating) == 5
    assert [setup.sitting_out(r) for r in range(5)] == [(r,) for r in range(5)]
    assert setup.players[setup.human_player].name == "Дима"  # type: ignore[index]
    dialog.remember()
    again = default_setup(Settings(), seed=8)
    assert again.seating == setup.seating and again.players == setup.players
    assert again.rules == setup.rules


def test_new_game_rotates_four_when_asked(qtbot: QtBot) -> None:
    """V-PART-9: four who ask for rotation are drawn and change partners each rubber."""
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    assert not dialog.rotating() and dialog.draw_button.isHidden()
    dialog.rotate.setChecked(True)
    assert dialog.rotating() and not dialog.draw_button.isHidden()
    dialog.seed.setText("3")
    for row, name in enumerate(("Анна", "Борис", "Анна", "")):
        dialog.names[row].setText(name)
    dialog.accept()  # two Annas: told apart by name only, so refused, saying why
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.problem.text() == "Each player needs a name of his own: they change seats."
    dialog.names[2].setText("Вера")
    setup = dialog.setup()
    assert [p.name for p in setup.players if p.name == "Player 4"]  # an empty row's name
    assert setup.rules.partner_rotation == "each_rubber" and len(set(setup.seating)) == 3
    assert setup.rules.session_rubbers == 3  # one round: each partners each once
