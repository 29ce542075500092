"""What a newcomer sees at the table (issue 13 §5): the places, sizes and texts of the scene's
items and of the side panels at 1280 × 800 in both languages, asserted on geometry."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionButton
from pytestqt.qtbot import QtBot

from tests.gui.helpers import make_controller, make_session
from wint.ai.advice import Situation
from wint.ai.vint.advise import advise
from wint.core.cards import Card
from wint.core.errors import Reason
from wint.core.seats import SEATS, Seat, Side
from wint.games.vint.calls import INVITE, QUESTION, Call
from wint.games.vint.state import Phase
from wint.gui.platform.i18n import Translations
from wint.gui.platform.settings import Settings
from wint.gui.shell.main_window import MainWindow
from wint.gui.table.card_art import CardArt, height_for, index_depth, index_reach
from wint.gui.table.items import BANNER_FLAGS, padding
from wint.gui.table.scene import TableScene
from wint.gui.teaching.rules_browser import RulesBrowser
from wint.gui.texts import call_text, reason_rule, reason_text
from wint.session.model import Session

LANGUAGES = ("en", "ru")


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, translations: Translations) -> str:
    """Each interface language in turn (the conftest returns to English afterwards)."""
    return str(request.param)


def open_window(qtbot: QtBot, language: str, settings: Settings | None = None) -> MainWindow:
    """The main window at 1280 × 800 in ``language``, the human in the South, computers
    held (the deal is set by the test)."""
    controller = make_controller()
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.set_language(language)
    window.set_speed("instant")
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def conventional(session: Session, plies: int) -> Session:
    """``session`` after ``plies`` more calls and cards, every seat following the conventions."""
    for _ in range(plies):
        state = session.state
        if state.is_over:
            break
        seat = state.to_act
        assert seat is not None
        session = session.apply(advise(state.view(seat), Situation()).action, seat)
    return session


def show(qtbot: QtBot, window: MainWindow, session: Session) -> None:
    """Put ``session`` on the table with the computers held, every trick gathered."""
    controller = window.controller
    controller.pause(True)  # set_session then starts no computer
    controller.set_session(session)
    qtbot.wait(30)  # the last full trick is gathered off the centre
    window.scene.sync(animate=False)


def rect_of(scene: TableScene, cards: Iterable[Card]) -> QRectF:
    united = QRectF()
    for card in cards:
        united = united.united(scene._cards[card].sceneBoundingRect())
    return united


def regions(scene: TableScene) -> dict[str, QRectF]:
    """Every block of the table: plates, the contract, each hand, each pile, the trick."""
    state = scene.controller.session.state
    found = {
        f"plate {seat.name}": plate.mapRectToScene(plate.size)
        for seat, plate in scene._plates.items()
    }
    found["contract"] = scene._contract.mapRectToScene(scene._contract.size)
    for seat in SEATS:
        if state.hand(seat):
            found[f"hand {seat.name}"] = rect_of(scene, state.hand(seat))
    gathered = state.tricks[: scene._gathered]
    for side in Side:
        won = [card for trick in gathered if trick.winner.side is side for card in trick.cards]
        if won:
            found[f"pile {side.name}"] = rect_of(scene, won)
    trick = [card for _, card in state.current_trick]
    if trick:
        found["trick"] = rect_of(scene, trick)
    return found


def assert_apart(scene: TableScene, where: str) -> None:
    """No two blocks of the table overlap, and each lies wholly on the table."""
    blocks = regions(scene)
    table = scene.sceneRect()
    for name, rect in blocks.items():
        assert table.contains(rect), (where, name, rect, table)
    names = sorted(blocks)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            overlap = blocks[first].intersected(blocks[second])
            assert overlap.width() < 0.5 or overlap.height() < 0.5, (where, first, second)


MOMENTS = {"auction": 6, "early play": 40, "late play": 58, "the end": 200}


@pytest.mark.parametrize("lesson", [False, True], ids=["game", "first game"])
def test_nothing_on_the_table_overlaps_through_a_deal(
    qtbot: QtBot, language: str, lesson: bool
) -> None:
    """Items 2 and 8: the contract never covers the top hand, no pile covers a plate, no hand
    leaves the table, at 1280 × 800 with and without the first game's lesson beside it."""
    window = open_window(qtbot, language, Settings())
    if lesson:
        window.start_first_game().next_button.click()  # on to the auction
        qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=10000)
        qtbot.wait(10)  # the docks are laid out
        assert window.view.width() >= 0.55 * 1280  # the lesson leaves the table room
    start = make_session()
    for moment, plies in MOMENTS.items():
        session = conventional(start, plies)
        for open_hands in (False, True):
            window.scene.open_hands = open_hands
            show(qtbot, window, session)
            assert_apart(window.scene, f"{moment}, open hands {open_hands}")
    assert window.controller.session.state.is_over and window.controller.session.state.tricks
    window.controller.wait_idle()


def test_nothing_overlaps_at_the_smallest_table(qtbot: QtBot, language: str) -> None:
    """The same at the view's minimum size, where the hands and piles are smallest."""
    controller = make_controller()
    scene = TableScene(controller)
    controller.pause(True)  # the computers never start
    scene.animate = False
    scene.resize_to(640, 420, 1.0)
    start = make_session()
    for moment, plies in MOMENTS.items():
        controller.set_session(conventional(start, plies))
        qtbot.wait(30)  # the last full trick is gathered
        for open_hands in (False, True):
            scene.open_hands = open_hands
            scene.sync(animate=False)
            assert_apart(scene, f"{moment}, open hands {open_hands}")


def side_lefts(scene: TableScene, seat: Seat) -> set[float]:
    state = scene.controller.session.state
    return {round(scene._cards[c].sceneBoundingRect().left(), 1) for c in state.hand(seat)}


@pytest.mark.parametrize("way", ["first game", "a smaller window"])
def test_the_backs_of_a_side_hand_line_up_after_the_table_narrows(qtbot: QtBot, way: str) -> None:
    """Item 1: when the table narrows (the lesson's panel opens, the window shrinks) the
    backs are laid out again, each turned about its own centre: one left edge per side
    hand, inside the table."""
    window = open_window(qtbot, "en", Settings())
    window.controller.start()
    qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=5000)
    before = window.view.width()
    if way == "first game":
        window.start_first_game()
    else:
        window.resize(1100, 760)
    qtbot.waitUntil(lambda: window.view.width() < before, timeout=5000)
    scene = window.scene
    scene.finish_animations()
    for seat in (Seat.W, Seat.E):
        lefts = side_lefts(scene, seat)
        assert len(lefts) == 1, (seat, lefts)
        hand = scene.controller.session.state.hand(seat)
        assert scene.sceneRect().contains(rect_of(scene, hand))
    window.controller.pause(True)
    window.controller.wait_idle()


def test_card_indices_and_colours_follow_a_live_switch(qtbot: QtBot) -> None:
    """Item 3: the cards on the table are redrawn with Т К Д В when the language changes
    (and with four colours when the deck changes), not only new cards."""
    window = open_window(qtbot, "en")
    scene = window.scene
    window.controller.start()
    qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=5000)
    hand = window.controller.session.state.hand(Seat.S)
    court = next(card for card in hand if card.rank >= 9)  # a jack or higher
    item = scene._cards[court]

    def drawn() -> bytes:
        assert item.pixmap is not None
        image = item.pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
        return bytes(image.constBits())

    def expected() -> bytes:
        pixmap = window.art.pixmap(court, round(item.boundingRect().width()), scene.dpr)
        image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
        return bytes(image.constBits())

    english = drawn()
    assert english == expected()
    window.choose_language("ru")
    assert window.art.rank_labels[court.rank] in "ТКДВ"
    assert drawn() == expected() != english
    window.menus.four_colour_action.setChecked(True)
    assert drawn() == expected()
    window.choose_language("en")
    window.menus.four_colour_action.setChecked(False)
    assert drawn() == english
    window.controller.pause(True)
    window.controller.wait_idle()


def test_the_hand_is_not_greyed_while_the_human_calls(qtbot: QtBot) -> None:
    """Item 4: during the auction the human's cards are neither dimmed nor playable; in the
    play the cards that may not be played are dimmed."""
    window = open_window(qtbot, "en")
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=5000)
    state = controller.session.state
    assert state.phase is Phase.AUCTION
    items = [window.scene._cards[card] for card in state.hand(Seat.S)]
    assert not any(item.dimmed or item.playable for item in items)
    playing = make_session()
    following = False
    while not following:  # on to a trick where South must follow suit
        playing = conventional(playing, 1)
        now = playing.state
        following = now.phase is Phase.PLAY and now.to_act is Seat.S and bool(now.current_trick)
    show(qtbot, window, playing)
    state = controller.session.state
    items = [window.scene._cards[card] for card in state.hand(Seat.S)]
    assert all(item.playable for item in items)
    assert {item.card for item in items if not item.dimmed} == set(state.legal_actions())


def test_the_table_keeps_its_width_through_a_deal(qtbot: QtBot, language: str) -> None:
    """Item 4: the side panels are as wide as the auction needs whatever it shows, so the
    table does not jump between the auction and the play."""
    window = open_window(qtbot, language)
    controller = window.controller
    widths: set[int] = set()
    phases: set[Phase] = set()
    controller.start()
    while True:
        qtbot.waitUntil(
            lambda: controller.waiting_for_human or controller.session.state.is_over,
            timeout=10000,
        )
        qtbot.wait(10)  # the docks are laid out
        widths.add(window.view.width())
        state = controller.session.state
        if state.is_over:
            break
        phases.add(state.phase)
        action = advise(state.view(Seat.S), Situation()).action
        if isinstance(action, Call):
            assert controller.make_call(action)
        else:
            assert controller.play_card(action)
    assert phases == {Phase.AUCTION, Phase.PLAY}
    assert len(widths) == 1, widths
    assert widths.pop() >= 0.7 * 1280


def test_every_call_fits_the_auction_in_two_lines(qtbot: QtBot, language: str) -> None:
    """§4: «Можно ли ходить?» and «Ходите!» fit their column of the auction in at most two
    lines, and every call button shows its whole text, at 1280 × 800."""
    window = open_window(qtbot, language)
    session = make_session()
    while session.state.phase is Phase.AUCTION:
        session = conventional(session, 1)
    calls = [call for _, call in session.state.calls()]
    assert QUESTION in calls and INVITE in calls  # this deal's auction has both
    show(qtbot, window, session)
    history = window.bidding.history
    metrics = QFontMetricsF(history.font())
    one_line = min(history.rowHeight(row) for row in range(history.rowCount()))
    for index, call in enumerate(calls):
        height = history.rowHeight(index // 4)
        assert height <= one_line + metrics.lineSpacing() + 1, (call_text(call), height)


def test_call_buttons_show_their_whole_text(qtbot: QtBot, language: str) -> None:
    """§4: at each of the human's calls every button offered holds its text (the style's
    contents rectangle is as wide as the text), «Можно ли ходить?» included."""
    window = open_window(qtbot, language)
    controller = window.controller
    controller.start()
    seen: set[Call] = set()
    while True:
        qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=10000)
        state = controller.session.state
        if state.phase is not Phase.AUCTION:
            break
        qtbot.wait(10)
        for call, button in window.bidding.buttons.items():
            if not button.isVisible():
                continue
            seen.add(call)
            option = QStyleOptionButton()
            button.initStyleOption(option)
            contents = button.style().subElementRect(
                QStyle.SubElement.SE_PushButtonContents, option, button
            )
            advance = QFontMetricsF(button.font()).horizontalAdvance(button.text())
            assert contents.width() >= advance, call_text(call)
        action = advise(state.view(Seat.S), Situation()).action
        assert isinstance(action, Call) and controller.make_call(action)
    assert QUESTION in seen and len(seen) > 30
    controller.pause(True)
    controller.wait_idle()


def test_face_up_side_hands_show_each_cards_suit(qtbot: QtBot, language: str) -> None:
    """Item 5: in an open side hand each card steps down past the whole corner index, so an
    ace or a court card shows its suit as well as its letter."""
    window = open_window(qtbot, language)
    window.scene.open_hands = True
    show(qtbot, window, make_session())
    scene = window.scene
    state = window.controller.session.state
    for seat in (Seat.W, Seat.E):
        tops = sorted(scene._cards[c].sceneBoundingRect().top() for c in state.hand(seat))
        width = scene._cards[next(iter(state.hand(seat)))].boundingRect().width()
        steps = [b - a for a, b in pairwise(tops)]
        assert min(steps) >= index_depth(width), (seat, steps)
    top = sorted(scene._cards[c].sceneBoundingRect().left() for c in state.hand(Seat.N))
    width = scene._cards[next(iter(state.hand(Seat.N)))].boundingRect().width()
    assert min(b - a for a, b in pairwise(top)) >= index_reach(width)


def test_the_corner_index_ends_where_index_depth_says(qapp: QApplication) -> None:
    """The geometry the table relies on: an ace's corner holds its letter and suit above
    ``index_depth`` and nothing below it down to the middle of the card."""
    width = 90
    art = CardArt()
    image = art.image(Card.parse("SA"), width).convertToFormat(QImage.Format.Format_RGB32)
    depth = index_depth(width)
    corner = round(index_reach(width))

    def inked(top: int, bottom: int) -> int:
        return sum(
            1
            for y in range(top, bottom)
            for x in range(round(width * 0.03), corner)
            if image.pixelColor(x, y).lightness() < 128
        )

    assert inked(round(width * 0.33), round(depth)) > 20  # the suit under the letter
    assert inked(round(depth) + 1, height_for(width) // 2) == 0


def test_the_gentle_warning_is_seen_whole_at_the_top_of_the_hint(
    qtbot: QtBot, language: str
) -> None:
    """Item 7: the warning and its "Take that decision back" button come first in the Hint
    panel, inside what the panel shows, without the stale "Press Hint (H)…" line."""
    window = open_window(qtbot, language, Settings())
    window.menus.warnings_action.setChecked(True)
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=5000)
    state = controller.session.state
    convention = advise(state.view(Seat.S), controller.situation()).action
    other = next(a for a in state.legal_actions() if a != convention)
    with qtbot.waitSignal(controller.warned, timeout=20000):
        assert controller.make_call(other)  # type: ignore[arg-type]
    controller.pause(True)
    qtbot.wait(50)
    hint = window.hint
    area = window.hint_dock.widget()
    viewport = area.viewport()  # type: ignore[attr-defined]
    button = hint.undo_button
    assert button.isVisible() and hint.warning.isVisible()
    shown = QRectF(viewport.rect())
    placed = QRectF(button.geometry()).translated(
        hint.mapTo(viewport, hint.rect().topLeft()).toPointF()
    )
    assert shown.contains(placed), (placed, shown)
    assert not hint.reason.isVisible() and hint.reason.text() == ""
    assert button.geometry().bottom() < hint.button.geometry().top()  # first in the panel
    controller.wait_idle()


def test_messages_keep_their_text_inside_the_banner(qtbot: QtBot, language: str) -> None:
    """Item 8 and §4: a refusal and the all-pass message have room round every line, and
    wrap rather than run off a narrow table."""
    window = open_window(qtbot, language)
    scene = window.scene
    refusal = Reason.MUST_FOLLOW_SUIT.value
    texts = [
        (reason_text(refusal), reason_rule(refusal)),
        (window.tr("All passed.") + "\n" + window.tr("Next deal: Ctrl+D"), "V-SCORE-2"),
    ]
    for width in (window.view.width(), 640):
        scene.resize_to(width, 420, 1.0)
        for text, rule in texts:
            scene.show_message(text, warning=True, rule=rule)
            banner = scene._message
            assert rule in banner.text
            metrics = QFontMetricsF(banner.font)
            pad = padding(banner.font)
            inner = banner.text_rect()
            assert inner == banner.size.adjusted(pad.x(), pad.y(), -pad.x(), -pad.y())
            needed = metrics.boundingRect(
                QRectF(0, 0, inner.width(), 1e6), BANNER_FLAGS, banner.text
            )
            assert needed.width() <= inner.width() + 1e-6
            assert needed.height() <= inner.height() + 1e-6
            for line in banner.text.split("\n"):  # a line wider than the table wraps
                fits = metrics.horizontalAdvance(line) <= inner.width()
                assert fits or inner.width() >= width - 2 * scene._layout.margin - 2 * pad.x() - 1
            assert scene.sceneRect().contains(banner.mapRectToScene(banner.size))
    window.controller.pause(True)


def test_help_rules_opens_at_the_top_and_f1_at_the_rule_cited(qtbot: QtBot) -> None:
    """Item 8: Help › Rules from the menu opens the rulebook at its top even after a
    refusal; F1 opens it at the rule the refusal cited."""
    window = open_window(qtbot, "en", Settings())
    window.controller.start()
    qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=5000)
    window.controller.play_card(Card.parse("SA"))  # refused during the auction
    f1 = QKeySequence(QKeySequence.StandardKey.HelpContents)
    assert window.menus.explain_action.shortcut() == f1
    window.menus.explain_action.trigger()
    browser = window.findChild(RulesBrowser)
    assert browser is not None and browser.browser.verticalScrollBar().value() > 0
    assert window.menus.rules_action in window.menus.help_menu.actions()
    assert window.menus.rules_action.shortcut().isEmpty()  # F1 is the context's, shown beside
    assert window.menus.rules_action.text().endswith(
        "\t" + f1.toString(QKeySequence.SequenceFormat.NativeText)
    )
    window.menus.rules_action.trigger()
    assert browser.isVisible() and browser.browser.verticalScrollBar().value() == 0
    window.controller.pause(True)


def test_plates_hold_every_status_of_this_language(qtbot: QtBot, language: str) -> None:
    """The plates are as wide as the longest status of this language needs («Можно ли
    ходить?»), from the font's metrics, so a plate never cuts a call short."""
    window = open_window(qtbot, language)
    session = make_session()
    while QUESTION not in {call for _, call in session.state.calls()}:
        session = conventional(session, 1)
    show(qtbot, window, session)
    asker = session.state.calls()[-1][0]
    plates = window.scene._plates
    assert plates[asker].lines[1] == call_text(QUESTION)
    for seat, plate in plates.items():
        metrics = QFontMetricsF(plate.font)
        pad = padding(plate.font)
        for line in plate.lines[1:]:
            assert metrics.horizontalAdvance(line) + 2 * pad.x() <= plate.size.width(), seat
