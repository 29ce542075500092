"""Where things stand on the card table, in the view's own pixels.

The seats take their places by their count (:data:`PLACES`): the viewer's at the bottom,
the others clockwise from it in the order of play, so a game of three seats and a game of
four are drawn by the same table.  The table is laid out in bands so that nothing overlaps
at any size the view allows: along the top the top seat's plate (left corner), its hand and
the contract (right corner); down each side a plate with its hand below it; along the bottom
the viewer's plate, hand and the tricks the viewer's side has won.  The other side's tricks
lie beside the right-hand plate.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Final

from PySide6.QtCore import QPointF, QRectF, QSizeF

from wint.core.seats import Seat
from wint.gui.table.card_art import height_for

__all__ = [
    "PILE_STEP",
    "PLACES",
    "Frame",
    "Layout",
    "Place",
    "make_frame",
    "places",
    "row",
    "row_length",
    "trick_slot",
]

# The step between fanned cards, in card widths: face up as much as looks generous, face
# down close.
_FACE_UP_STEP = 0.58
_BACK_STEP = 0.3
_PILE_SCALE = 0.7  # a won trick's cards, to the others' card width
PILE_STEP: Final = 0.14  # each trick in a pile lies this much (of its width) right of the last


class Place(IntEnum):
    """A seat's place on screen."""

    BOTTOM = 0
    LEFT = 1
    TOP = 2
    RIGHT = 3


#: The places of a game's seats by their count, clockwise from the viewer's at the bottom.
PLACES: Final = {
    3: (Place.BOTTOM, Place.LEFT, Place.RIGHT),
    4: (Place.BOTTOM, Place.LEFT, Place.TOP, Place.RIGHT),
}


def places(seats: tuple[Seat, ...], bottom: Seat) -> dict[Seat, Place]:
    """Each of ``seats`` (a game's, in the order of play) with its place on screen when
    ``bottom`` is the viewer's seat: the seat after it on the left, and so on clockwise.

    :raises ValueError: the table has no places for that many seats, or ``bottom`` is not
        one of them.
    """
    order = PLACES.get(len(seats))
    if order is None:
        raise ValueError(f"the table seats 3 or 4 players, not {len(seats)}")
    first = seats.index(bottom)
    return {seats[(first + i) % len(seats)]: place for i, place in enumerate(order)}


@dataclass(slots=True)
class Layout:
    """Sizes and places for the current view size."""

    width: float
    height: float
    card: int  # the human's card width
    small: int  # the others' card width
    font_px: int

    @classmethod
    def fit(cls, width: float, height: float) -> Layout:
        """The sizes for a view of ``width`` × ``height`` pixels."""
        card = round(max(46, min(width * 0.075, height * 0.135)))
        font_px = round(max(12, min(20, height * 0.02)))
        return cls(width, height, card, round(card * 0.72), font_px)

    @property
    def centre(self) -> QPointF:
        return QPointF(self.width / 2, self.height * 0.45)

    @property
    def margin(self) -> float:
        """The felt left bare along the view's edges."""
        return max(6.0, round(min(self.width, self.height) * 0.015))

    @property
    def gap(self) -> float:
        """The felt left bare between neighbours."""
        return max(4.0, round(self.margin * 0.6))

    @property
    def pile_card(self) -> int:
        """The width of a card in a pile of won tricks."""
        return round(self.small * _PILE_SCALE)

    def pile_size(self, tricks: int) -> QSizeF:
        """The room a pile of ``tricks`` tricks (all of a deal's) takes."""
        card = self.pile_card
        return QSizeF(card * (1 + (tricks - 1) * PILE_STEP), height_for(card))


@dataclass(slots=True)
class Frame:
    """Where the plates, the contract and the won tricks stand, and the room each hand may
    take, by place on screen."""

    plates: dict[Place, QPointF] = field(default_factory=dict)
    rooms: dict[Place, QRectF] = field(default_factory=dict)
    piles: dict[bool, QPointF] = field(default_factory=dict)  # True: the viewer's side
    contract: QPointF = field(default_factory=QPointF)


def row_length(layout: Layout, room: QRectF, where: Place, face_up: bool) -> float:
    """The longest the bottom or top hand may be in ``room``."""
    share = 0.62 if face_up or where is Place.BOTTOM else 0.4
    return max(0.0, min(room.width(), layout.width * share))


def row(count: int, width: int, face_up: bool, length: float) -> tuple[float, float]:
    """The step and the span of ``count`` cards ``width`` wide fanned in a row at most
    ``length`` long (a face-up row keeps to its preferred step if there is room)."""
    preferred = width * (_FACE_UP_STEP if face_up else _BACK_STEP)
    step = min(preferred, max(0.0, length - width) / max(1, count - 1))
    return step, step * (count - 1) + width


def make_frame(layout: Layout, plate: QSizeF, banner: QSizeF, hand: int) -> Frame:
    """Lay out the bands for plates of size ``plate``, the contract's ``banner`` and hands
    of up to ``hand`` cards (as many tricks in a deal): the plates, the contract, the piles
    and each hand's room."""
    margin, gap = layout.margin, layout.gap
    width, height = layout.width, layout.height
    pile = layout.pile_size(hand)
    tall = height_for(layout.card)  # the tallest a hand is
    frame = Frame()
    # the top band: the plate in the left corner, the contract in the right, the hand between
    frame.plates[Place.TOP] = QPointF(margin, margin)
    frame.contract = QPointF(width - margin - banner.width(), margin)
    frame.rooms[Place.TOP] = QRectF(
        QPointF(margin + plate.width() + gap, margin),
        QPointF(frame.contract.x() - gap, margin + tall),
    )
    below_top = margin + max(plate.height(), banner.height(), tall) + gap
    # the bottom band: the hand in the middle with our tricks in the right corner; the
    # plate left of the longest hand, or above its left end when there is no room
    hand_top = height - margin - tall
    bottom = frame.rooms[Place.BOTTOM] = QRectF(
        QPointF(margin + pile.width() + gap, hand_top),
        QPointF(width - margin - pile.width() - gap, height - margin),
    )
    frame.piles[True] = QPointF(width - margin - pile.width(), height - margin - pile.height())
    _, longest = row(hand, layout.card, True, row_length(layout, bottom, Place.BOTTOM, True))
    hand_left = (width - longest) / 2
    if hand_left - gap - plate.width() >= margin:
        frame.plates[Place.BOTTOM] = QPointF(
            hand_left - gap - plate.width(), height - margin - (tall + plate.height()) / 2
        )
    else:
        frame.plates[Place.BOTTOM] = QPointF(hand_left, hand_top - gap - plate.height())
    # the sides: a plate under the top band and the hand under it; the other side's tricks
    # beside the right-hand plate
    frame.plates[Place.LEFT] = QPointF(margin, below_top)
    frame.plates[Place.RIGHT] = QPointF(width - margin - plate.width(), below_top)
    frame.piles[False] = QPointF(frame.plates[Place.RIGHT].x() - gap - pile.width(), below_top)
    column_top = below_top + max(plate.height(), pile.height()) + gap
    column = height_for(layout.small)  # the widest a side hand is (backs lie turned)
    low = min(hand_top, frame.plates[Place.BOTTOM].y()) - gap
    frame.rooms[Place.LEFT] = QRectF(margin, column_top, column, low - column_top)
    frame.rooms[Place.RIGHT] = QRectF(width - margin - column, column_top, column, low - column_top)
    return frame


def trick_slot(layout: Layout, place: Place) -> QPointF:
    """Where the card played from ``place`` lies in the trick, in front of its seat."""
    width = layout.card
    height = height_for(width)
    centre = layout.centre
    offset = {
        Place.BOTTOM: QPointF(0, height * 0.56),
        Place.LEFT: QPointF(-width * 1.05, 0),
        Place.TOP: QPointF(0, -height * 0.56),
        Place.RIGHT: QPointF(width * 1.05, 0),
    }[place]
    return QPointF(centre.x() + offset.x() - width / 2, centre.y() + offset.y() - height / 2)
