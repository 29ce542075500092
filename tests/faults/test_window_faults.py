"""The window under write faults (issue 14, items 1 and 3): a read-only sessions folder, a
full disk, a read-only config folder.  The real ``wint`` runs in a child whose dialogs are
printed (:mod:`tests.faults.window_script`); each case asserts what the user is told and
that no file was lost or truncated."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.faults.child import ROOT, Home, read_only, run_window, snapshot
from wint.session.io import load_session

OLD_SESSION = ROOT / "tests" / "data" / "sessions" / "v1.wint"
# Four computers at once: the first save comes with the first card of the play.
WATCHED = {"players": {"human": "none"}, "view": {"speed": "instant"}}


@pytest.fixture
def home(tmp_path: Path) -> Home:
    home = Home(tmp_path / "home").make(**WATCHED)
    shutil.copy(OLD_SESSION, home.sessions / "2020-01-01_120000.wint")
    return home


def test_a_read_only_sessions_folder_stops_the_game(home: Home) -> None:
    before = snapshot(home.root / "data")
    with read_only(home.sessions):
        ran = run_window(home, stop="unsaved", answers=["Close", "Quit Without Saving"])
    assert ran.code == 0, ran.err
    unsaved, quitting = ran.dialogs
    assert unsaved["title"] == "Game not saved"
    assert unsaved["text"] == (
        "The game could not be saved: you have no permission to write in that folder."
    )
    info = unsaved["informative"]
    assert "Not saved: deal 1, " in info and str(home.sessions) in info
    assert "The computers wait until the game is saved." in info
    assert "Permission denied" in unsaved["detailed"]
    assert set(unsaved["buttons"]) == {"Save As…", "Try Again", "Close", "Show Details..."}
    # the computers did not play on: the first card of the play, and nothing after it
    assert ran.state["deal"] == 0 and ran.state["closed"]
    assert quitting["title"] == "Game not saved"
    assert "is not saved" in quitting["text"]
    assert set(quitting["buttons"]) == {
        "Save As…",
        "Quit Without Saving",
        "Cancel",
        "Show Details...",
    }
    assert snapshot(home.root / "data") == before


def test_save_as_rescues_the_game_and_play_goes_on(home: Home) -> None:
    rescue = home.root / "elsewhere"
    rescue.mkdir()
    with read_only(home.sessions):
        ran = run_window(
            home, stop="unsaved", answers=["Save As…"], save_as=rescue / "rescued.wint"
        )
    assert ran.code == 0, ran.err
    assert [d["title"] for d in ran.dialogs] == ["Game not saved", "Save session"]
    assert ran.state["deal"] >= 4 and ran.state["closed"]  # played on once saved
    saved = load_session(rescue / "rescued.wint")
    assert saved.number == ran.state["deal"]


def test_a_full_disk_stops_the_game_and_keeps_the_last_good_save(home: Home) -> None:
    """A file-size limit the session outgrows after a deal or two (``ulimit -f``)."""
    before = snapshot(home.sessions)
    ran = run_window(
        home, "--seed", "1", stop="unsaved", answers=["Close", "Quit Without Saving"],
        file_limit=2600,
    )  # fmt: skip
    assert ran.code == 0, ran.err
    assert [d["title"] for d in ran.dialogs] == ["Game not saved", "Game not saved"]
    unsaved = ran.dialogs[0]
    assert unsaved["text"] == (
        "The game could not be saved: the file would be larger than the system allows."
    )
    assert "File too large" in unsaved["detailed"]
    deal, actions = ran.state["deal"], ran.state["actions"]
    assert 0 < deal < 4 and ran.state["closed"]  # stopped where the file outgrew the limit
    assert f"Not saved: deal {deal + 1}, " in unsaved["informative"]
    files = sorted(p.name for p in home.sessions.iterdir())
    current = next(name for name in files if name not in before)
    assert files == sorted([*before, current, current + ".bak"])  # no temporary file left
    assert snapshot(home.sessions).items() >= before.items()
    last_good = load_session(home.sessions / current)  # whole: the action before the failure
    assert (last_good.number, len(last_good.state.history())) == (deal, actions - 1)
    assert (
        f"Last good save: {home.sessions / current} (deal {deal + 1}, " in (unsaved["informative"])
    )


@pytest.mark.parametrize("command", [(), ("pad",)], ids=["wint", "pad"])
def test_a_read_only_config_folder_starts_and_says_so_once(
    home: Home, command: tuple[str, ...]
) -> None:
    before = snapshot(home.root / "config")
    with read_only(home.config):
        ran = run_window(home, *command)
    assert ran.code == 0, ran.err
    assert len(ran.dialogs) == 1, ran.dialog_text()
    (notice,) = ran.dialogs
    assert notice["text"] == (
        f"Your settings will not be kept: {home.config} cannot be written "
        "(you have no permission to write in that folder)."
    )
    assert notice["informative"] == (
        "wint works as usual with the settings it could read; what you change lasts "
        "until it closes."
    )
    assert snapshot(home.root / "config") == before


def test_a_config_folder_that_cannot_be_made_starts_too(home: Home) -> None:
    shutil.rmtree(home.config)
    with read_only(home.config.parent):
        ran = run_window(home)
    assert ran.code == 0, ran.err
    assert [d["text"].split(":")[0] for d in ran.dialogs] == ["Your settings will not be kept"]
