"""Outside programs some tests run (poppler's ``pdftotext``, ``desktop-file-validate``, …).

A test that needs one calls :func:`outside_tool`; where the program is not installed the test
is skipped with the machine-readable reason ``missing tool: NAME``.  CI installs them all, so
there no test may skip for one: :class:`ToolSkips` (registered by ``tests/conftest.py``)
writes every such skip, one ``NODE_ID: missing tool: NAME`` a line, to the file the
``WINT_TOOL_SKIPS`` environment variable names, and ``.ci/check-run`` fails if it is not empty.
Also the small helpers tests of several folders share: a device behind a link, a PNG's size.
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

MISSING_TOOL = "missing tool: "
SKIPS_ENV = "WINT_TOOL_SKIPS"


def outside_tool(name: str) -> str:
    """The path of the program ``name``; skips the test when it is not installed."""
    found = shutil.which(name)
    if found is None:
        pytest.skip(MISSING_TOOL + name)
    return found


def pdf_text(path: Path, page: int | None = None) -> str:
    """The text of a PDF (or of one page) by poppler's ``pdftotext``, laid out."""
    pages = ["-f", str(page), "-l", str(page)] if page is not None else []
    ran = subprocess.run(
        [outside_tool("pdftotext"), "-layout", *pages, str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    )
    return ran.stdout


def device(folder: Path, name: str) -> Path:
    """``/dev/NAME`` through a link in ``folder``: a writer that replaced its target would
    replace the link, never the device."""
    link = folder / name
    link.symlink_to(f"/dev/{name}")
    return link


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's header (its IHDR chunk comes first)."""
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


class ToolSkips:
    """A pytest plugin collecting the tests skipped for a missing tool."""

    def __init__(self) -> None:
        self.skipped: list[str] = []

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self._note(report)

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        self._note(report)

    def _note(self, report: pytest.TestReport | pytest.CollectReport) -> None:
        if report.skipped and isinstance(report.longrepr, tuple):
            reason = str(report.longrepr[2]).removeprefix("Skipped: ")
            if reason.startswith(MISSING_TOOL):
                self.skipped.append(f"{report.nodeid}: {reason}")

    def pytest_sessionfinish(self) -> None:
        target = os.environ.get(SKIPS_ENV)
        if target:
            Path(target).write_text("".join(f"{line}\n" for line in self.skipped), "utf-8")
