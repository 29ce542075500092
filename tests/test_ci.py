"""CI's verdict on a test run (``.ci/check-run``): some test ran, and none was skipped for a
missing outside program, as the tests record it (:mod:`tests.tools`)."""

from __future__ import annotations

import subprocess
import textwrap
from pathlib import Path

import pytest

from tests.tools import SKIPS_ENV

pytest_plugins = ["pytester"]

ROOT = Path(__file__).parent.parent
CHECK = ROOT / ".ci" / "check-run"
PASSED = "==== 1181 passed, 3 skipped, 88 deselected in 549.70s (0:09:09) ====\n"
NONE_RAN = "==== no tests ran in 0.12s ====\n"
SKIPPED = "tests/gui/test_sheet.py::test_the_pdf[en]: missing tool: pdftotext\n"


def check(tmp_path: Path, log: str, skips: str | None) -> subprocess.CompletedProcess[str]:
    """``.ci/check-run`` on a log ending with ``log`` and a list of skips (``None``: no file)."""
    log_file, skips_file = tmp_path / "log", tmp_path / "skips"
    log_file.write_text("collected 1272 items\n...\n" + log, "utf-8")
    if skips is not None:
        skips_file.write_text(skips, "utf-8")
    return subprocess.run(
        [CHECK, log_file, skips_file], capture_output=True, text=True, check=False, timeout=60
    )


def test_a_run_with_no_tool_missing_passes(tmp_path: Path) -> None:
    done = check(tmp_path, PASSED, "")
    assert done.returncode == 0 and done.stderr == ""


def test_a_run_in_which_no_test_ran_fails(tmp_path: Path) -> None:
    done = check(tmp_path, NONE_RAN, "")
    assert done.returncode == 1 and done.stderr == "CI: no test ran\n"


def test_a_test_skipped_for_a_missing_tool_fails_the_run(tmp_path: Path) -> None:
    done = check(tmp_path, PASSED, SKIPPED)
    assert done.returncode == 1
    assert done.stderr == "CI: tests skipped for a missing tool:\n" + SKIPPED


def test_a_run_that_wrote_no_list_of_skips_fails(tmp_path: Path) -> None:
    done = check(tmp_path, PASSED, None)
    assert done.returncode == 1 and "wrote no list of skips" in done.stderr


def test_the_tests_list_their_skips_for_a_missing_tool(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The repository's conftest in a pytest run of its own: only the test that needs an
    absent program is listed, with the reason ``-rs`` shows too; the check then fails."""
    pytester.makeconftest((ROOT / "tests" / "conftest.py").read_text("utf-8"))
    pytester.makepyfile(
        test_tools=textwrap.dedent(
            """
            import pytest
            from tests.tools import outside_tool

            def test_needs_no_tool():
                pass

            def test_needs_an_absent_tool():
                outside_tool("wint-no-such-program")

            def test_needs_an_installed_tool():
                assert outside_tool("sh").endswith("sh")

            def test_skipped_for_another_reason():
                pytest.skip("not today")
            """
        )
    )
    skips = tmp_path / "tool-skips"
    monkeypatch.setenv(SKIPS_ENV, str(skips))
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    result = pytester.runpytest_subprocess("-rs")
    result.assert_outcomes(passed=2, skipped=2)
    result.stdout.fnmatch_lines(["SKIPPED * missing tool: wint-no-such-program"])
    listed = "test_tools.py::test_needs_an_absent_tool: missing tool: wint-no-such-program\n"
    assert skips.read_text("utf-8") == listed
    done = check(tmp_path, "\n".join(result.outlines) + "\n", skips.read_text("utf-8"))
    assert done.returncode == 1 and done.stderr.endswith(listed)
