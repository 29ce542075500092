"""The table takes its seats from the game (issue 15): a registered game of three seats is
laid out and played on the same scene as Vint, and an exposed hand is shown face up."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from pytestqt.qtbot import QtBot

from tests.games.trio.game import TRIO
from tests.games.trio.state import TrioState
from wint.core.cards import Card, CardSet
from wint.core.errors import IllegalActionError
from wint.core.seats import Seat
from wint.games import registry
from wint.gui.controller import Pace
from wint.gui.table.deal import TableDeal
from wint.gui.table.layout import Place, places
from wint.gui.table.scene import TableScene

HANDS = ("SA SK HA HK", "SQ SJ HQ HJ", "ST S9 HT H9")  # N, E, S; N deals, E leads


@dataclass(frozen=True, slots=True)
class Quitted:
    """A trick of the trio game, as the table reads it."""

    leader: Seat
    cards: tuple[Card, ...]
    winner: Seat

    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        return tuple(zip(self.seats(), self.cards, strict=True))

    def seats(self) -> tuple[Seat, ...]:
        order = registry.game("trio").seats
        first = order.index(self.leader)
        return tuple(order[(first + i) % len(order)] for i in range(len(self.cards)))


class TrioTable(QObject):
    """A controller of the trio game for the table: the human in the South, the other seats
    played by the test."""

    changed = Signal()
    rejected = Signal(str, str)
    thinking = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        hands = tuple(CardSet.parse(text) for text in HANDS)
        self.state = TrioState.new((hands[0], hands[1], hands[2]), Seat.N)
        self.tricks: list[Quitted] = []
        self.exposed: frozenset[Seat] = frozenset()
        self.pace = Pace("instant")

    @property
    def human(self) -> Seat:
        return Seat.S

    @property
    def viewer(self) -> Seat:
        return Seat.S

    watching = False
    handing_over = None

    def take_seat(self) -> bool:
        return False

    sitting_out = False

    def play(self, card: Card) -> None:
        """The seat on turn plays ``card``; a finished trick is quitted to its winner."""
        seats = registry.game("trio").seats
        state = self.state = self.state.apply(card)
        if len(state.plays) % len(seats):
            return
        leader, cards = state.plays[-len(seats)][0], tuple(c for _, c in state.plays[-3:])
        if state.is_over:  # the last trick went to the seat whose count grew
            won = Counter(trick.winner for trick in self.tricks)
            totals = dict(zip(seats, state.result(), strict=True))
            winner = next(seat for seat in seats if totals[seat] > won[seat])
        else:
            winner = state.to_act  # type: ignore[assignment]
        self.tricks.append(Quitted(leader, cards, winner))

    def table(self) -> TableDeal:
        state, seats = self.state, registry.game("trio").seats
        count = len(state.plays) % len(seats)
        return TableDeal(
            seats=seats,
            names={seat: f"Player {seat.name}" for seat in seats},
            hands={seat: state.hand(seat) for seat in seats},
            hand_size=len(state.hands[0]),
            dealer=state.dealer,
            to_act=state.to_act,
            actor=state.to_act,
            is_over=state.is_over,
            playing=True,
            legal=frozenset(state.legal_actions()),
            trick=state.plays[len(state.plays) - count :],
            tricks=self.tricks,
            reviewable=self.tricks[-1:],
            teams={seat: index for index, seat in enumerate(seats)},
            status={},
            statuses=(),
            banner=f"Trio · tricks {len(self.tricks)}",
            exposed=self.exposed,
        )

    def refusal_rule(self, reason: str) -> str:
        return ""

    def play_card(self, card: Card) -> bool:
        if self.state.to_act is not self.human:
            return False
        try:
            self.play(card)
        except IllegalActionError as exc:
            self.rejected.emit(exc.reason.value, card.code)
            return False
        self.changed.emit()
        return True


@pytest.fixture
def trio(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._GAMES, "trio", TRIO)


def table_of(qtbot: QtBot, width: int = 1280, height: int = 800) -> TableScene:
    scene = TableScene(TrioTable())
    scene.animate = False
    scene.resize_to(width, height, 1.0)
    return scene


def rect_of(scene: TableScene, cards: CardSet | tuple[Card, ...]) -> QRectF:
    united = QRectF()
    for card in cards:
        united = united.united(scene._cards[card].sceneBoundingRect())
    return united


def face_up(scene: TableScene, card: Card) -> bool:
    item = scene._cards[card]
    width = round(item.boundingRect().width())
    pixmap = item.pixmap
    assert pixmap is not None
    return pixmap.cacheKey() != scene.art.pixmap(None, width, scene.dpr).cacheKey()


def blocks(scene: TableScene) -> dict[str, QRectF]:
    """Every plate, hand and the trick on the table, by name."""
    deal = scene.controller.table()
    found = {f"plate {s.name}": p.mapRectToScene(p.size) for s, p in scene._plates.items()}
    found["contract"] = scene._contract.mapRectToScene(scene._contract.size)
    for seat in deal.seats:
        if deal.hands[seat]:
            found[f"hand {seat.name}"] = rect_of(scene, deal.hands[seat])
    if deal.trick:
        found["trick"] = rect_of(scene, tuple(card for _, card in deal.trick))
    return found


def assert_apart(scene: TableScene) -> None:
    found = blocks(scene)
    for name, rect in found.items():
        assert scene.sceneRect().contains(rect), name
    names = sorted(found)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            overlap = found[first].intersected(found[second])
            assert overlap.width() < 0.5 or overlap.height() < 0.5, (first, second)


def test_the_seats_take_their_places_by_count() -> None:
    """The viewer at the bottom, the next seats in the order of play clockwise from it."""
    trio = places(TRIO.seats, Seat.S)
    assert trio == {Seat.S: Place.BOTTOM, Seat.N: Place.LEFT, Seat.E: Place.RIGHT}
    vint = registry.game("vint").seats
    assert places(vint, Seat.S) == {
        Seat.S: Place.BOTTOM,
        Seat.W: Place.LEFT,
        Seat.N: Place.TOP,
        Seat.E: Place.RIGHT,
    }
    assert places(vint, Seat.E)[Seat.E] is Place.BOTTOM
    with pytest.raises(ValueError, match="3 or 4"):
        places(TRIO.seats[:2], Seat.N)


@pytest.mark.parametrize("size", [(1280, 800), (640, 420)], ids=["large", "smallest"])
def test_a_game_of_three_seats_is_laid_out_on_the_table(
    qtbot: QtBot, trio: None, size: tuple[int, int]
) -> None:
    scene = table_of(qtbot, *size)
    deal = scene.controller.table()
    assert set(scene._plates) == {Seat.N, Seat.E, Seat.S}  # no plate for an empty seat
    assert_apart(scene)
    hands = {seat: rect_of(scene, deal.hands[seat]) for seat in deal.seats}
    table = scene.sceneRect()
    assert hands[Seat.S].top() > table.height() / 2  # the human at the bottom
    assert hands[Seat.N].right() < table.width() / 3  # next in the order of play: the left
    assert hands[Seat.E].left() > table.width() * 2 / 3  # then the right
    assert all(face_up(scene, card) for card in deal.hands[Seat.S])
    assert not any(face_up(scene, card) for seat in (Seat.N, Seat.E) for card in deal.hands[seat])


def test_a_trick_of_three_is_played_in_the_middle_through_the_tables_activation(
    qtbot: QtBot, trio: None
) -> None:
    scene = table_of(qtbot)
    controller = scene.controller
    assert isinstance(controller, TrioTable)
    controller.play(Card.parse("SQ"))  # E leads; S and then N follow (a ring of three)
    scene.sync(animate=False)
    item = scene._cards[Card.parse("HT")]
    assert item.playable and not item.legal  # S holds spades: must follow
    with qtbot.waitSignal(controller.rejected) as refused:
        item.activated.emit(item.card)  # what a double click emits
    assert refused.args[0] == "MUST_FOLLOW_SUIT" and scene._message.isVisible()
    nine = Card.parse("S9")
    scene.drop(scene._cards[nine], QPointF(scene._layout.centre))  # dragged onto the table
    assert nine not in controller.state.hand(Seat.S)
    controller.play(Card.parse("SA"))  # N takes the trick; it stays until gathered
    scene.sync(animate=False)
    trick = [Card.parse(code) for code in ("SQ", "S9", "SA")]
    assert all(scene._cards[card].isVisible() and face_up(scene, card) for card in trick)
    assert rect_of(scene, tuple(trick)).contains(scene._layout.centre)
    for first, second in ((0, 1), (0, 2), (1, 2)):
        a, b = (scene._cards[trick[i]].sceneBoundingRect() for i in (first, second))
        assert a.intersected(b).width() < a.width() / 2, (trick[first], trick[second])
    found = blocks(scene)
    found["trick"] = rect_of(scene, tuple(trick))
    for name, rect in found.items():
        assert name == "trick" or rect.intersected(found["trick"]).isEmpty(), name
    scene._gather()  # to N's pile, beside the right-hand plate: not the viewer's side
    assert not any(face_up(scene, card) for card in trick)
    plate = scene._plates[Seat.E].mapRectToScene(scene._plates[Seat.E].size)
    assert rect_of(scene, tuple(trick)).top() < plate.bottom()
    assert_apart(scene)


def test_an_exposed_hand_is_shown_face_up_to_the_viewer(qtbot: QtBot, trio: None) -> None:
    scene = table_of(qtbot)
    controller = scene.controller
    assert isinstance(controller, TrioTable)
    controller.exposed = frozenset({Seat.N})  # a dummy's hand, played by its partner
    scene.sync(animate=False)
    deal = controller.table()
    assert all(face_up(scene, card) for card in deal.hands[Seat.N])
    assert not any(face_up(scene, card) for card in deal.hands[Seat.E])
    tops = sorted(scene._cards[card].sceneBoundingRect().top() for card in deal.hands[Seat.N])
    assert len(set(tops)) == len(tops)  # a column of upright cards, each index showing
    assert_apart(scene)
    lines = scene._plates[Seat.N].lines
    assert lines[0] == "Player N" and not any("card" in line for line in lines)
