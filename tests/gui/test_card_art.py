"""Card art: every face and the back render crisp at any size, cached, in the right inks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from wint.core.cards import CARDS, Card, Rank, Suit
from wint.gui.table.card_art import (
    ENGLISH_RANKS,
    RUSSIAN_RANKS,
    CardArt,
    height_for,
    suit_path,
)

WIDTHS = (40, 70, 140)
RATIOS = (1.0, 2.0)
FACES_AND_BACK: tuple[Card | None, ...] = (*CARDS, None)


def inks(pixmap: QPixmap) -> Counter[str]:
    """Count the opaque pixels of a card by dominant ink: red, blue, green, dark or light."""
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(image.constBits())[: image.width() * image.height() * 4]
    assert image.bytesPerLine() == image.width() * 4
    counts: Counter[str] = Counter()
    for red, green, blue, alpha in zip(data[0::4], data[1::4], data[2::4], data[3::4], strict=True):
        if alpha < 255:
            continue
        if red - max(green, blue) > 60:
            counts["red"] += 1
        elif blue - max(red, green) > 50:
            counts["blue"] += 1
        elif green - max(red, blue) > 40:
            counts["green"] += 1
        elif max(red, green, blue) < 100:
            counts["dark"] += 1
        else:
            counts["light"] += 1
    return counts


def darkest_grey(pixmap: QPixmap) -> int:
    """The darkest grey level of a card laid on white paper (0 black … 255 white)."""
    image = QImage(pixmap.size(), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.drawPixmap(0, 0, pixmap.toImage().width(), pixmap.toImage().height(), pixmap)
    painter.end()
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return min(bytes(grey.constBits())[: grey.sizeInBytes()])


def pixels(pixmap: QPixmap) -> QImage:
    """The pixmap's pixels in one fixed format, for comparing renderings."""
    return pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)


@pytest.mark.parametrize("dpr", RATIOS)
@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_and_the_back_render_at_device_size(
    qapp: QApplication, width: int, dpr: float
) -> None:
    art = CardArt()
    for card in FACES_AND_BACK:
        pixmap = art.pixmap(card, width, dpr)
        assert (pixmap.width(), pixmap.height()) == (
            round(width * dpr),
            round(height_for(width) * dpr),
        ), card
        assert pixmap.devicePixelRatio() == dpr
        image = pixmap.toImage()
        assert image.pixelColor(0, 0).alpha() == 0, "rounded corners stay transparent"
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
        assert darkest_grey(pixmap) < 110, f"{card} has no ink"


def test_height_follows_the_63_by_88_aspect() -> None:
    assert height_for(63) == 88
    assert height_for(70) == 98
    assert CardArt.height_for(140) == 196


def test_cache_returns_the_same_pixmap_for_the_same_key(qapp: QApplication) -> None:
    art = CardArt()
    card = Card.parse("HQ")
    first = art.pixmap(card, 70, 2.0)
    assert art.pixmap(card, 70, 2.0) is first
    other_size = art.pixmap(card, 71, 2.0)
    assert other_size is not first
    assert other_size.width() == 142
    assert art.pixmap(card, 70, 1.0) is not first
    assert art.pixmap(None, 70, 2.0) is not first


def test_cache_is_bounded_least_recently_used_first(qapp: QApplication) -> None:
    art = CardArt(cache_size=2)
    ace, king, queen = (Card.parse(code) for code in ("SA", "SK", "SQ"))
    first_ace = art.pixmap(ace, 50)
    first_king = art.pixmap(king, 50)
    assert art.pixmap(ace, 50) is first_ace  # the ace is now the most recently used
    art.pixmap(queen, 50)  # pushes out the king
    assert art.pixmap(ace, 50) is first_ace
    assert art.pixmap(king, 50) is not first_king


@pytest.mark.parametrize("suit", [Suit.H, Suit.D], ids=lambda suit: suit.name)
def test_red_suits_are_red(qapp: QApplication, suit: Suit) -> None:
    art = CardArt()
    for rank in Rank:
        counts = inks(art.pixmap(Card(suit, rank), 70))
        assert counts["red"] > 100, (suit, rank, counts)
        assert counts["dark"] + counts["blue"] + counts["green"] == 0, (suit, rank, counts)


@pytest.mark.parametrize("suit", [Suit.S, Suit.C], ids=lambda suit: suit.name)
def test_black_suits_have_no_red(qapp: QApplication, suit: Suit) -> None:
    art = CardArt()
    for rank in Rank:
        counts = inks(art.pixmap(Card(suit, rank), 70))
        assert counts["dark"] > 100, (suit, rank, counts)
        assert counts["red"] + counts["blue"] + counts["green"] == 0, (suit, rank, counts)


def test_four_colour_deck_inks(qapp: QApplication) -> None:
    art = CardArt(four_colour=True)
    expected = {Suit.S: "dark", Suit.H: "red", Suit.D: "blue", Suit.C: "green"}
    for suit, ink in expected.items():
        for rank in Rank:
            counts = inks(art.pixmap(Card(suit, rank), 70))
            others = {name for name in ("red", "blue", "green", "dark") if name != ink}
            assert counts[ink] > 100, (suit, rank, counts)
            assert sum(counts[name] for name in others) == 0, (suit, rank, counts)


def test_switching_colours_changes_the_look_and_back_again(qapp: QApplication) -> None:
    art = CardArt()
    card = Card.parse("D7")
    two_colour = art.pixmap(card, 70)
    art.set_four_colour(True)
    assert art.four_colour
    four_colour = art.pixmap(card, 70)
    assert inks(four_colour)["blue"] > 100
    assert pixels(four_colour) != pixels(two_colour)
    art.set_four_colour(False)
    assert art.pixmap(card, 70) is two_colour


def test_the_back_differs_from_every_face(qapp: QApplication) -> None:
    art = CardArt()
    back = art.pixmap(None, 70)
    back_inks = inks(back)
    assert back_inks["light"] < sum(back_inks.values()) / 2, "the back is mostly dark field"
    for card in CARDS:
        face = art.pixmap(card, 70)
        face_inks = inks(face)
        assert face_inks["light"] > sum(face_inks.values()) / 2, card
        assert pixels(face) != pixels(back), card


def test_russian_labels_change_the_ace_and_court_cards_only(qapp: QApplication) -> None:
    english = CardArt()
    russian = CardArt(rank_labels=RUSSIAN_RANKS)
    assert russian.rank_labels[Rank.QUEEN] == "Д"
    assert russian.rank_labels[Rank.TEN] == "10"
    for suit in Suit:
        for rank in Rank:
            card = Card(suit, rank)
            same = pixels(english.pixmap(card, 70)) == pixels(russian.pixmap(card, 70))
            assert same == (rank not in ENGLISH_RANKS), card
    english.set_rank_labels(RUSSIAN_RANKS)
    card = Card.parse("SK")
    assert pixels(english.pixmap(card, 70)) == pixels(russian.pixmap(card, 70))


@pytest.mark.parametrize("labels", [ENGLISH_RANKS, RUSSIAN_RANKS], ids=["english", "russian"])
def test_the_visible_strip_of_a_fanned_card_tells_every_rank_apart(
    qapp: QApplication, labels: Mapping[Rank, str]
) -> None:
    """At 60 px the left 30 % of a card (all a fanned hand shows) holds a distinct index."""
    art = CardArt(rank_labels=labels)
    width = 60
    strip = QRectF(0, 0, width * 0.3, height_for(width) * 0.35)
    for suit in Suit:
        seen: set[bytes] = set()
        for rank in Rank:
            pixmap = art.pixmap(Card(suit, rank), width)
            corner = pixmap.copy(strip.toRect())
            corner_inks = inks(corner)
            ink = sum(corner_inks.values()) - corner_inks["light"]
            assert ink > 0.08 * sum(corner_inks.values()), (suit, rank, corner_inks)
            image = pixels(corner)
            seen.add(bytes(image.constBits())[: image.sizeInBytes()])
        assert len(seen) == len(Rank), suit


def test_suit_paths_fill_their_square(qapp: QApplication) -> None:
    size = 100.0
    square = QRectF(-size / 2, -size / 2, size, size)
    outlines = []
    for suit in Suit:
        path = suit_path(suit, size)
        box = path.boundingRect()
        assert square.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box), (suit, box)
        assert box.height() > 0.9 * size, suit
        assert box.width() > 0.75 * size, suit
        assert path.contains(box.center()), suit
        outlines.append(path)
    for i, path in enumerate(outlines):
        for other in outlines[i + 1 :]:
            assert path != other


def test_bad_sizes_are_refused(qapp: QApplication) -> None:
    art = CardArt()
    with pytest.raises(ValueError, match="positive"):
        art.pixmap(None, 0)
    with pytest.raises(ValueError, match="positive"):
        art.pixmap(None, 70, 0.0)


def test_fractional_pixel_ratio_rounds_to_whole_device_pixels(qapp: QApplication) -> None:
    pixmap = CardArt().pixmap(Card.parse("CJ"), 45, 1.25)
    assert (pixmap.width(), pixmap.height()) == (56, 79)  # 45 × 63 logical, × 1.25
    assert pixmap.devicePixelRatio() == 1.25


def test_paint_draws_the_same_card_as_vectors_into_any_rectangle(qapp: QApplication) -> None:
    art = CardArt()
    image = QImage(126, 176, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    art.paint(painter, Card.parse("HA"), QRectF(0, 0, 126, 176))
    painter.end()
    painted = QPixmap.fromImage(image)
    counts = inks(painted)
    assert counts["red"] > 500
    assert counts["dark"] == 0
    assert darkest_grey(painted) == darkest_grey(art.pixmap(Card.parse("HA"), 126))
