"""Playing cards drawn with QPainter vectors: faces, back and suit symbols, cached per size.

Nothing here loads an image file: the suit symbols are our own :class:`QPainterPath` outlines
and the indices are font outlines scaled to a fixed cap height, so a card is crisp at any
size and device pixel ratio (architecture §5).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from wint.core.cards import Card, Rank, Suit

__all__ = [
    "CACHE_SIZE",
    "CARD_ASPECT",
    "ENGLISH_RANKS",
    "RUSSIAN_RANKS",
    "CardArt",
    "height_for",
    "index_depth",
    "index_reach",
    "suit_colour",
    "suit_path",
]

# Index letters of the ace and court cards in English (the default).
ENGLISH_RANKS: Final[Mapping[Rank, str]] = MappingProxyType(
    {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}
)
# Index letters of the ace and court cards in Russian: туз, король, дама, валет.
RUSSIAN_RANKS: Final[Mapping[Rank, str]] = MappingProxyType(
    {Rank.ACE: "Т", Rank.KING: "К", Rank.QUEEN: "Д", Rank.JACK: "В"}
)
# A card's height to its width: the standard 63 × 88 mm.
CARD_ASPECT: Final = 88 / 63
# How many rendered pixmaps a :class:`CardArt` keeps (least recently used go first).
CACHE_SIZE: Final = 512

_NUMBER_LABELS: Final = {rank: str(rank + 2) for rank in Rank if rank <= Rank.TEN}

_PAPER: Final = QColor(253, 252, 248)
_EDGE: Final = QColor(158, 158, 152)
_BLACK: Final = QColor(24, 24, 28)
_RED: Final = QColor(196, 18, 40)
_BLUE: Final = QColor(22, 78, 170)
_GREEN: Final = QColor(14, 118, 52)
_BACK_FIELD: Final = QColor(28, 46, 96)
_BACK_LINE: Final = QColor(92, 122, 186)
_BACK_GOLD: Final = QColor(214, 188, 122)
_COURT_GOLD: Final = QColor(190, 150, 60)

_TWO_COLOURS: Final = {Suit.S: _BLACK, Suit.C: _BLACK, Suit.D: _RED, Suit.H: _RED}
_FOUR_COLOURS: Final = {Suit.S: _BLACK, Suit.C: _GREEN, Suit.D: _BLUE, Suit.H: _RED}

_DESCENT_ALLOWED: Final = 1.125
# The corner index in fractions of the card's width: centred this far from the left edge, the
# rank's cap top and cap height, its widest, then the gap to the suit symbol and its size.
_INDEX_CENTRE: Final = 0.125
_INDEX_TOP: Final = 0.07
_INDEX_CAP: Final = 0.19
_INDEX_LABEL_WIDTH: Final = 0.2
_INDEX_GAP: Final = 0.045
_INDEX_PIP: Final = 0.14
_FONT_FAMILIES: Final = [
    "DejaVu Sans Condensed",
    "Liberation Sans Narrow",
    "Arial Narrow",
    "DejaVu Sans",
    "Liberation Sans",
    "Arial",
    "Helvetica",
]

# Pip centres of the number cards: (column -1/0/1, row 0 top … 1 bottom).
_THIRD: Final = 1 / 3
_PIPS: Final[dict[Rank, tuple[tuple[int, float], ...]]] = {
    Rank.TWO: ((0, 0), (0, 1)),
    Rank.THREE: ((0, 0), (0, 0.5), (0, 1)),
    Rank.FOUR: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    Rank.FIVE: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    Rank.SIX: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    Rank.SEVEN: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    Rank.EIGHT: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    Rank.NINE: (
        *((col, row) for col in (-1, 1) for row in (0, _THIRD, 2 * _THIRD, 1)),
        (0, 0.5),
    ),
    Rank.TEN: (
        *((col, row) for col in (-1, 1) for row in (0, _THIRD, 2 * _THIRD, 1)),
        (0, _THIRD / 2),
        (0, 1 - _THIRD / 2),
    ),
}


def height_for(width: int) -> int:
    """The height of a card ``width`` wide, in the standard 63 × 88 aspect."""
    return round(width * CARD_ASPECT)


def index_depth(width: float) -> float:
    """How far below the top edge of a card ``width`` wide its corner index (the rank and the
    suit under it) reaches: a column of cards must step at least this much to show each one."""
    return width * (_INDEX_TOP + _INDEX_CAP + _INDEX_GAP + _INDEX_PIP)


def index_reach(width: float) -> float:
    """How far from the left edge of a card ``width`` wide its corner index reaches: a fanned
    row of cards must step at least this much to show each one."""
    return width * (_INDEX_CENTRE + _INDEX_LABEL_WIDTH / 2)


def suit_colour(suit: Suit, four_colour: bool = False) -> QColor:
    """The ink of a suit: red and black, or black, green, blue and red with ``four_colour``."""
    return QColor((_FOUR_COLOURS if four_colour else _TWO_COLOURS)[suit])


def suit_path(suit: Suit, size: float) -> QPainterPath:
    """The outline of a suit symbol filling a ``size`` × ``size`` square centred on the origin."""
    return QTransform.fromScale(size, size).map(_unit_suit(suit))


@cache
def _unit_suit(suit: Suit) -> QPainterPath:
    """The suit symbol in a unit square centred on the origin (y grows downwards)."""
    if suit == Suit.H:
        return _heart()
    if suit == Suit.D:
        return _diamond()
    if suit == Suit.S:
        return _spade()
    return _club()


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0, 0.47))
    path.cubicTo(-0.13, 0.31, -0.5, 0.09, -0.5, -0.18)
    path.cubicTo(-0.5, -0.37, -0.37, -0.48, -0.245, -0.48)
    path.cubicTo(-0.12, -0.48, -0.03, -0.4, 0, -0.29)
    path.cubicTo(0.03, -0.4, 0.12, -0.48, 0.245, -0.48)
    path.cubicTo(0.37, -0.48, 0.5, -0.37, 0.5, -0.18)
    path.cubicTo(0.5, 0.09, 0.13, 0.31, 0, 0.47)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0, -0.5))
    path.quadTo(0.16, -0.21, 0.4, 0)
    path.quadTo(0.16, 0.21, 0, 0.5)
    path.quadTo(-0.16, 0.21, -0.4, 0)
    path.quadTo(-0.16, -0.21, 0, -0.5)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    path = QPainterPath(QPointF(0, -0.5))
    path.cubicTo(0.11, -0.33, 0.5, -0.13, 0.5, 0.1)
    path.cubicTo(0.5, 0.26, 0.38, 0.35, 0.26, 0.35)
    path.cubicTo(0.16, 0.35, 0.08, 0.3, 0.04, 0.23)
    path.cubicTo(0.05, 0.36, 0.1, 0.45, 0.21, 0.5)
    path.lineTo(-0.21, 0.5)
    path.cubicTo(-0.1, 0.45, -0.05, 0.36, -0.04, 0.23)
    path.cubicTo(-0.08, 0.3, -0.16, 0.35, -0.26, 0.35)
    path.cubicTo(-0.38, 0.35, -0.5, 0.26, -0.5, 0.1)
    path.cubicTo(-0.5, -0.13, -0.11, -0.33, 0, -0.5)
    path.closeSubpath()
    return path


def _club() -> QPainterPath:
    """Three overlapping round lobes and a flared stem, as one outline of true arcs."""
    radius = 0.23
    top, left, right = QPointF(0, -0.27), QPointF(-0.26, 0.07), QPointF(0.26, 0.07)

    def angle(centre: QPointF, point: QPointF) -> float:
        """Qt's arc angle of ``point`` seen from ``centre`` (degrees, counter-clockwise)."""
        return math.degrees(math.atan2(centre.y() - point.y(), point.x() - centre.x()))

    def outer_meeting(a: QPointF, b: QPointF) -> QPointF:
        """Where two lobes' circles cross, on the side away from the club's middle."""
        mid = (a + b) / 2
        dx, dy = b.x() - a.x(), b.y() - a.y()
        distance = math.hypot(dx, dy)
        h = math.sqrt(radius * radius - (distance / 2) ** 2)
        first = mid + QPointF(-dy, dx) * (h / distance)
        second = mid - QPointF(-dy, dx) * (h / distance)
        return (
            first
            if math.hypot(first.x(), first.y()) > math.hypot(second.x(), second.y())
            else second
        )

    def arc(path: QPainterPath, centre: QPointF, start: QPointF, end: QPointF) -> None:
        """Clockwise on screen around ``centre`` from ``start`` to ``end``."""
        sweep = (angle(centre, end) - angle(centre, start)) % 360 - 360
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        path.arcTo(box, angle(centre, start), sweep)

    neck = math.radians(-62)
    left_neck = left + QPointF(math.cos(neck), -math.sin(neck)) * radius
    right_neck = QPointF(-left_neck.x(), left_neck.y())
    top_left, top_right = outer_meeting(left, top), outer_meeting(top, right)
    path = QPainterPath(left_neck)
    arc(path, left, left_neck, top_left)
    arc(path, top, top_left, top_right)
    arc(path, right, top_right, right_neck)
    path.cubicTo(0.05, 0.33, 0.09, 0.45, 0.21, 0.5)
    path.lineTo(-0.21, 0.5)
    path.cubicTo(-0.09, 0.45, -0.05, 0.33, left_neck.x(), left_neck.y())
    path.closeSubpath()
    return path


def _index_font() -> QFont:
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(200)
    font.setWeight(QFont.Weight.Bold)
    return font


@cache
def _label_path(text: str) -> QPainterPath:
    """A label's outline in cap-height units: cap top at y = 0, baseline at y = 1, ink from x = 0.

    Characters are set one by one with a tight gap, so "10" stays narrow enough for a corner.
    """
    font = _index_font()
    metrics = QFontMetricsF(font)
    cap = metrics.capHeight() or metrics.ascent() * 0.72
    path = QPainterPath()
    x = 0.0
    for char in text:
        glyph = QPainterPath()
        glyph.addText(0, 0, font, char)
        box = glyph.boundingRect()
        path.addPath(glyph.translated(x - box.left(), 0))
        x += box.width() + cap * 0.05
    transform = QTransform.fromScale(1 / cap, 1 / cap)
    transform.translate(0, cap)
    return transform.map(path)


def _fit_label(
    text: str, centre_x: float, top: float, cap: float, max_width: float
) -> QPainterPath:
    """A label with cap height ``cap``, its cap top at ``top``, centred on ``centre_x``.

    A letter reaching below the baseline (J, Q, Д in some fonts) is shrunk so that it
    overshoots by at most an eighth; a label wider than ``max_width`` is narrowed to fit.
    """
    unit = _label_path(text)
    box = unit.boundingRect()
    scale_y = cap / max(1.0, box.bottom() / _DESCENT_ALLOWED)
    scale_x = min(scale_y, max_width / box.width()) if box.width() > 0 else scale_y
    transform = QTransform()
    transform.translate(centre_x - box.center().x() * scale_x, top)
    transform.scale(scale_x, scale_y)
    return transform.map(unit)


def _blend(colour: QColor, weight: float, base: QColor = _PAPER) -> QColor:
    """``weight`` of ``colour`` over ``base``."""
    return QColor(
        round(base.red() + (colour.red() - base.red()) * weight),
        round(base.green() + (colour.green() - base.green()) * weight),
        round(base.blue() + (colour.blue() - base.blue()) * weight),
    )


class CardArt:
    """Renders card faces and the back at any size, with a bounded cache of pixmaps.

    ``rank_labels`` overrides index letters (usually of the ace and court cards, as in
    :data:`RUSSIAN_RANKS`); the ten is drawn as "10".
    """

    def __init__(
        self,
        four_colour: bool = False,
        rank_labels: Mapping[Rank, str] | None = None,
        cache_size: int = CACHE_SIZE,
    ) -> None:
        self._four_colour = four_colour
        self._labels = self._resolve_labels(rank_labels)
        self._cache: OrderedDict[tuple[int, int, float, bool, tuple[str, ...]], QPixmap] = (
            OrderedDict()
        )
        self._cache_size = cache_size

    @staticmethod
    def _resolve_labels(rank_labels: Mapping[Rank, str] | None) -> tuple[str, ...]:
        labels = {**_NUMBER_LABELS, **ENGLISH_RANKS, **(rank_labels or {})}
        return tuple(labels[rank] for rank in Rank)

    height_for = staticmethod(height_for)

    @property
    def four_colour(self) -> bool:
        """Whether diamonds are blue and clubs green."""
        return self._four_colour

    @property
    def style(self) -> tuple[bool, tuple[str, ...]]:
        """Everything a face shows besides its card and size (the inks and the index letters):
        a face rendered under another style is stale."""
        return (self._four_colour, self._labels)

    def set_four_colour(self, four_colour: bool) -> None:
        """Switch between the two-colour and the four-colour deck."""
        self._four_colour = four_colour

    @property
    def rank_labels(self) -> Mapping[Rank, str]:
        """The index label of every rank."""
        return MappingProxyType(dict(zip(Rank, self._labels, strict=True)))

    def set_rank_labels(self, rank_labels: Mapping[Rank, str] | None) -> None:
        """Change the index letters (``None``: English A K Q J)."""
        self._labels = self._resolve_labels(rank_labels)

    def colour(self, suit: Suit) -> QColor:
        """The ink of ``suit`` in the current colour scheme."""
        return suit_colour(suit, self._four_colour)

    def clear_cache(self) -> None:
        """Forget every rendered pixmap."""
        self._cache.clear()

    def pixmap(self, card: Card | None, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of ``card`` (``None``: the back), ``width`` logical pixels wide, cached.

        :raises ValueError: ``width`` or ``dpr`` is not positive.
        """
        key = (-1 if card is None else card.index, width, dpr, *self.style)
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = QPixmap.fromImage(self.image(card, width, dpr))
        pixmap.setDevicePixelRatio(dpr)
        self._cache[key] = pixmap
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return pixmap

    def image(self, card: Card | None, width: int, dpr: float = 1.0) -> QImage:
        """An uncached rendering of ``card`` (``None``: the back) as a transparent image.

        :raises ValueError: ``width`` or ``dpr`` is not positive.
        """
        if width <= 0 or dpr <= 0:
            raise ValueError(f"card width {width} and pixel ratio {dpr} must be positive")
        height = height_for(width)
        image = QImage(
            max(1, round(width * dpr)),
            max(1, round(height * dpr)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        try:
            self._draw(painter, card, width, height, dpr)
        finally:
            painter.end()
        return image

    def paint(self, painter: QPainter, card: Card | None, target: QRectF) -> None:
        """Draw ``card`` as vectors into ``target`` (printing, previews); the aspect is kept."""
        width = target.width()
        height = width * CARD_ASPECT
        painter.save()
        try:
            painter.translate(target.left(), target.top() + (target.height() - height) / 2)
            self._draw(painter, card, width, height, 1.0)
        finally:
            painter.restore()

    # Drawing, in logical units with the card at (0, 0, width, height).

    def _draw(
        self, painter: QPainter, card: Card | None, width: float, height: float, dpr: float
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = max(width * 0.011, 1.0 / dpr)
        body = QRectF(0, 0, width, height).adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2)
        painter.setPen(QPen(_EDGE, edge))
        painter.setBrush(_PAPER)
        painter.drawRoundedRect(body, width * 0.06, width * 0.06)
        if card is None:
            self._draw_back(painter, width, height)
            return
        colour = self.colour(card.suit)
        label = self._labels[card.rank]
        for turned in (False, True):
            painter.save()
            if turned:
                painter.translate(width, height)
                painter.rotate(180)
            self._draw_index(painter, label, card.suit, colour, width)
            painter.restore()
        if card.rank == Rank.ACE:
            self._draw_ace(painter, card.suit, colour, width, height)
        elif card.rank >= Rank.JACK:
            self._draw_court(painter, label, card.suit, colour, width, height)
        else:
            self._draw_pips(painter, card, colour, width, height)

    @staticmethod
    def _draw_index(
        painter: QPainter, label: str, suit: Suit, colour: QColor, width: float
    ) -> None:
        centre_x = width * _INDEX_CENTRE
        top = width * _INDEX_TOP
        cap = width * _INDEX_CAP
        label_path = _fit_label(label, centre_x, top, cap, width * _INDEX_LABEL_WIDTH)
        painter.fillPath(label_path, colour)
        size = width * _INDEX_PIP
        pip = suit_path(suit, size).translated(centre_x, top + cap + width * _INDEX_GAP + size / 2)
        painter.fillPath(pip, colour)

    @staticmethod
    def _draw_pips(
        painter: QPainter, card: Card, colour: QColor, width: float, height: float
    ) -> None:
        size = width * 0.155
        column = width * 0.155
        top, bottom = height * 0.2, height * 0.8
        pip = suit_path(card.suit, size)
        turned = QTransform().rotate(180)
        for col, row in _PIPS[card.rank]:
            shape = turned.map(pip) if row > 0.5 else pip
            painter.fillPath(
                shape.translated(width / 2 + col * column, top + row * (bottom - top)), colour
            )

    @staticmethod
    def _draw_ace(
        painter: QPainter, suit: Suit, colour: QColor, width: float, height: float
    ) -> None:
        painter.fillPath(suit_path(suit, width * 0.46).translated(width / 2, height / 2), colour)

    @staticmethod
    def _draw_court(
        painter: QPainter,
        label: str,
        suit: Suit,
        colour: QColor,
        width: float,
        height: float,
    ) -> None:
        panel = QRectF(width * 0.26, width * 0.07, width * 0.48, height - width * 0.14)
        painter.setPen(QPen(colour, width * 0.012))
        painter.setBrush(_blend(colour, 0.06))
        painter.drawRect(panel)
        inset = width * 0.028
        inner = panel.adjusted(inset, inset, -inset, -inset)
        painter.setPen(QPen(_COURT_GOLD, width * 0.009))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(inner)
        middle = height / 2
        jewel = width * 0.035
        painter.drawLine(QPointF(inner.left(), middle), QPointF(width / 2 - jewel, middle))
        painter.drawLine(QPointF(width / 2 + jewel, middle), QPointF(inner.right(), middle))
        lozenge = QPainterPath(QPointF(width / 2, middle - jewel))
        lozenge.lineTo(width / 2 + jewel, middle)
        lozenge.lineTo(width / 2, middle + jewel)
        lozenge.lineTo(width / 2 - jewel, middle)
        lozenge.closeSubpath()
        painter.fillPath(lozenge, _COURT_GOLD)
        half = middle - inner.top()
        cap = width * 0.2
        size = width * 0.14
        gap = width * 0.05
        top = inner.top() + (half - cap - gap - size) / 2
        for turned in (False, True):
            painter.save()
            if turned:
                painter.translate(width, height)
                painter.rotate(180)
            painter.fillPath(_fit_label(label, width / 2, top, cap, width * 0.32), colour)
            pip = suit_path(suit, size).translated(width / 2, top + cap + gap + size / 2)
            painter.fillPath(pip, colour)
            painter.restore()

    @staticmethod
    def _draw_back(painter: QPainter, width: float, height: float) -> None:
        margin = width * 0.06
        field = QRectF(margin, margin, width - 2 * margin, height - 2 * margin)
        radius = width * 0.035
        clip = QPainterPath()
        clip.addRoundedRect(field, radius, radius)
        painter.fillPath(clip, _BACK_FIELD)
        painter.save()
        painter.setClipPath(clip)
        step = width * 0.07
        painter.setPen(QPen(_BACK_LINE, width * 0.007))
        # Lines at ±45° through the centre and every ``step`` across, over the whole field.
        reach = math.ceil((width + height) / 2 / step) + 1
        for k in range(-reach, reach + 1):
            x, y, far = width / 2 + k * step, height / 2, width + height
            painter.drawLine(QPointF(x - far, y - far), QPointF(x + far, y + far))
            painter.drawLine(QPointF(x - far, y + far), QPointF(x + far, y - far))
        painter.restore()
        inset = width * 0.03
        painter.setPen(QPen(_BACK_GOLD, width * 0.012))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(field.adjusted(inset, inset, -inset, -inset), radius, radius)
        centre = QPointF(width / 2, height / 2)
        painter.setBrush(_BACK_FIELD)
        painter.drawEllipse(centre, width * 0.2, width * 0.2)
        painter.setPen(QPen(_BACK_GOLD, width * 0.006))
        painter.drawEllipse(centre, width * 0.17, width * 0.17)
        rosette = QPainterPath()
        petals = 8
        for i in range(petals):
            angle = 2 * math.pi * i / petals
            tip = QPointF(math.cos(angle), math.sin(angle)) * (width * 0.14)
            left = QPointF(math.cos(angle - 0.5), math.sin(angle - 0.5)) * (width * 0.09)
            right = QPointF(math.cos(angle + 0.5), math.sin(angle + 0.5)) * (width * 0.09)
            rosette.moveTo(centre)
            rosette.quadTo(centre + left, centre + tip)
            rosette.quadTo(centre + right, centre)
        painter.setPen(QPen(_BACK_GOLD, width * 0.008))
        painter.setBrush(_blend(_BACK_GOLD, 0.35, _BACK_FIELD))
        painter.drawPath(rosette)
