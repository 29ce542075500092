"""Render wint's application icon (``wint/gui/icons/wint.svg``) for the desktop packages.

    python packaging/make_icons.py [OUT]   # OUT defaults to packaging/

writes ``linux/icons/hicolor/NxN/apps/io.github.wint.png`` at the freedesktop sizes,
``icons/wint.ico`` (Windows: PNG entries 16-256 px) and ``icons/wint.icns`` (macOS: PNG
entries 16-1024 px), all drawn from the SVG with Qt's SVG renderer.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "wint" / "gui" / "icons" / "wint.svg"
APP_ID = "io.github.wint"
#: The hicolor theme's sizes.
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS entry types holding PNG data, by pixel size.
ICNS_TYPES = {
    16: b"icp4",
    32: b"icp5",
    64: b"icp6",
    128: b"ic07",
    256: b"ic08",
    512: b"ic09",
    1024: b"ic10",
}


def render(size: int) -> bytes:
    """The icon as a PNG of ``size`` x ``size`` pixels."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file of PNG entries (Windows Vista and later read them)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        side = size % 256  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file of PNG entries."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(png)) + png
        for size, png in sorted(pngs.items())
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make(out: Path) -> list[Path]:
    """Write every icon file under ``out``; returns their paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([])
    pngs = {size: render(size) for size in {*SIZES, *ICO_SIZES, *ICNS_TYPES}}
    files: dict[Path, bytes] = {
        out / "linux" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png": pngs[n]
        for n in SIZES
    }
    files[out / "icons" / "wint.ico"] = ico({n: pngs[n] for n in ICO_SIZES})
    files[out / "icons" / "wint.icns"] = icns({n: pngs[n] for n in ICNS_TYPES})
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return sorted(files)


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "packaging"
    for written in make(target):
        print(written)
