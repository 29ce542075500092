"""The README says what is true: every ``wint …`` line of its code blocks runs, its record
examples give the sheet it shows, and it stands alone (issue 13 §6).

Each command line runs as written, its placeholders filled in (``FILE``, ``OUT.pdf``,
``WxH``, ``N``, ``S``): once without its optional ``[…]`` parts, and once with all of them
for each alternative of an ``a|b``.  The only change to a line is its size: counts are made
small (``--deals``, ``--runs``, ``--timing-deals``, given when the line leaves them out)
and the players' timing is of ``basic`` alone (``--levels``).  The commands without a
window run in-process (:func:`wint.cli.run`); the game window, the demo, the pad and
``wint sheet`` (which sets Qt up offscreen) run in a child process, offscreen, the window
quitting once it is ready (``WINT_EXIT_WHEN_READY``, see :func:`tests.gui.helpers.run_wint`).
"""

from __future__ import annotations

import io
import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.gui.helpers import run_wint
from tests.tools import png_size
from wint.cli import run

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text("utf-8")
COMMANDS = ("score", "replay", "sheet", "pad", "simulate", "bench")
#: Sizes for the measuring commands: (command, target) -> option -> value.
SMALL = {
    ("simulate", None): {"--deals": "1"},  # one deal: strong and expert solve each card
    ("bench", "engine"): {"--deals": "20", "--runs": "1"},
    ("bench", "players"): {"--deals": "1", "--timing-deals": "1", "--levels": "basic"},
    ("bench", "gui"): {"--runs": "1", "--deals": "1"},
    ("bench", "sheet"): {"--deals": "20"},
    ("bench", "solver"): {"--runs": "2"},
}
PLACEHOLDERS = {
    "N": "1",
    "P": "4",
    "S": "3",
    "WxH": "1100x720",
    "X": "0.5",
}  # the window's least is about 900x600


def code_blocks(language: str) -> list[str]:
    """The README's fenced code blocks in ``language``."""
    return re.findall(rf"^```{language}\n(.*?)^```", README, re.DOTALL | re.MULTILINE)


def command_lines() -> list[str]:
    """Every ``wint …`` command of the shell blocks (continued lines joined, comments and
    other commands of an ``&&`` chain left out)."""
    found = []
    for block in code_blocks("sh"):
        for line in block.replace("\\\n", " ").splitlines():
            for part in line.split("#")[0].split("&&"):
                words = part.split()
                if words and Path(words[0]).name == "wint":
                    found.append(" ".join(["wint", *words[1:]]))
    return found


def records() -> dict[str, Any]:
    """The JSON examples: the score record, the replay record and the score's output, the
    replay with a revoke claimed, the Whist record and the Preferans record."""
    found: dict[str, Any] = {}
    for block in code_blocks("json"):
        doc = json.loads(block)
        if doc.get("game") in ("whist", "preferans"):
            found[doc["game"]] = doc
        elif "rubbers" in doc:
            found["output"] = doc
        elif any("revoke_claims" in deal for deal in doc["deals"]):
            found["table"] = doc  # a replay in table-rules mode (V-REV)
        elif any("calls" in deal for deal in doc["deals"]):
            found["replay"] = doc
        else:
            found["score"] = doc
    assert set(found) == {"score", "replay", "output", "table", "whist", "preferans"}, (
        "an example is missing"
    )
    return found


EXAMPLES = records()


def variants(line: str) -> Iterator[list[str]]:
    """The line without its optional parts, then with all of them for each alternative."""
    items = [
        (match.group(1) is not None, (match.group(1) or match.group(2)).split())
        for match in re.finditer(r"\[([^\]]*)\]|(\S+)", line)
    ]
    width = max((len(word.split("|")) for _, words in items for word in words), default=1)
    seen: set[tuple[str, ...]] = set()
    for optional, choice in [(False, 0), *((True, k) for k in range(width))]:
        words = [
            word.split("|")[min(choice, word.count("|"))]
            for is_optional, group in items
            if optional or not is_optional
            for word in group
        ]
        if tuple(words) not in seen:
            seen.add(tuple(words))
            yield words


@dataclass
class Invocation:
    """A filled-in command line: its arguments, what it reads on stdin, its files."""

    argv: list[str]
    command: str | None
    stdin: str | None
    folder: Path

    def option(self, name: str) -> str | None:
        return self.argv[self.argv.index(name) + 1] if name in self.argv else None


def fill(words: list[str], folder: Path) -> Invocation:
    """Placeholders replaced, sizes made small."""
    argv = words[1:]
    command = next((word for word in argv if word in COMMANDS), None)
    target = argv[argv.index("bench") + 1] if command == "bench" else None
    small = SMALL.get((command or "", target), {})
    example = "replay" if command == "replay" else "score"
    record = folder / f"{example}.json"
    record.write_text(json.dumps(EXAMPLES[example]), "utf-8")
    stdin = None
    filled: list[str] = []
    for word in argv:
        previous = filled[-1] if filled else ""
        value = PLACEHOLDERS.get(word, word)
        if word == "FILE":
            value = str(folder / "shot.png") if previous == "--screenshot" else str(record)
        elif word == "PULYA":  # the Preferans example
            value = str(folder / "pulya.json")
            Path(value).write_text(json.dumps(EXAMPLES["preferans"]), "utf-8")
        elif word == "-":
            stdin = record.read_text("utf-8")
        elif word.startswith("OUT."):
            value = str(folder / word.lower())
        elif previous in small:
            value = small[previous]
        filled.append(value)
    for option, value in small.items():
        if option not in filled:
            filled += [option, value]
    return Invocation(filled, command, stdin, folder)


@dataclass
class Ran:
    code: int
    out: str
    err: str


def in_process(
    call: Invocation, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> Ran:
    if call.stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(call.stdin.encode())))
    try:
        code = run(call.argv)
    except SystemExit as done:  # --help, --version
        code = done.code if isinstance(done.code, int) else 1
    out, err = capsys.readouterr()
    return Ran(code, out, err)


def in_child(call: Invocation) -> Ran:
    done = run_wint(call.folder, *call.argv, stdin=call.stdin)
    return Ran(done.returncode, done.stdout, done.stderr)


def without_play_fields(sheet: Any) -> tuple[Any, list[tuple[Any, ...]]]:
    """A replay's sheet without the fields only a replay adds, and those fields."""
    played = []
    for rubber in sheet["rubbers"]:
        for deal in rubber["deals"]:
            played.append(tuple(deal.pop(key) for key in ("contract", "declarer", "tricks")))
    return sheet, played


def check(call: Invocation, ran: Ran) -> None:
    """What the README says each command does."""
    assert ran.code == 0, (call.argv, ran.err[-2000:])
    argv, command = call.argv, call.command
    if "--help" in argv:
        assert ran.out.startswith("usage: wint")
    elif "--version" in argv:
        assert ran.out.startswith("wint ")
    elif command is None and "--autoplay" in argv:
        size = call.option("--size") or "1280x800"
        assert png_size(call.folder / "shot.png") == tuple(map(int, size.split("x")))
    elif command in (None, "pad"):
        assert ran.out.startswith("ready"), ran.err[-2000:]
    elif command == "score":
        assert json.loads(ran.out) == EXAMPLES["output"]
    elif command == "replay":
        sheet, played = without_play_fields(json.loads(ran.out))
        assert sheet == EXAMPLES["output"]  # «the same sheet»
        assert played == [
            (deal.get("contract"), deal.get("declarer"), deal.get("tricks"))
            for deal in EXAMPLES["score"]["deals"]
        ]
    elif command == "sheet":
        check_sheet(call, ran)
    elif command == "simulate":
        deals = int(call.option("--deals") or 0)
        if "--json" in argv:
            assert json.loads(ran.out)["deals"] == deals
        else:
            assert ran.out.startswith(f"{deals} deals in ")
    elif command == "bench":
        check_bench(call, ran)


def check_sheet(call: Invocation, ran: Ran) -> None:
    # Иван's −268/3 whists: at 0.5 a whist he pays 27.33 and 17.33, −44.66 in all
    if call.argv[1].endswith("pulya.json"):
        price = call.option("--whist-price")
        assert "\u2212268/3" in ran.out
        assert (re.search(r"\u221244[.,]66", ran.out) is not None) is (price == "0.5")
        return
    total = str(EXAMPLES["output"]["rubbers"][0]["totals"]["NS"]["total"])
    pdf, chart = call.option("--pdf"), call.option("--chart")
    if "--text" in call.argv or not (pdf or chart):
        assert total in ran.out.replace(" ", "").replace("\u00a0", "")
    else:
        assert ran.out == ""
    if pdf:
        assert Path(pdf).read_bytes().startswith(b"%PDF")
    if chart:
        size = call.option("--chart-size") or "1200x700"
        assert png_size(Path(chart)) == tuple(map(int, size.split("x")))


def check_bench(call: Invocation, ran: Ran) -> None:
    target = call.argv[call.argv.index("bench") + 1]
    if "--json" not in call.argv:
        assert ran.out.strip()
        return
    figures = json.loads(ran.out)
    deals = int(call.option("--deals") or 0)
    if target == "engine":
        assert figures["settings"]["deals"] == deals
        assert len(figures["deals_per_s_runs"]) == int(call.option("--runs") or 0)
    elif target == "players":
        assert figures["duplicate"]["deals"] == deals
        assert figures["settings"]["levels"] == ["basic"]
    elif target == "sheet":
        assert figures["deals"] == deals and figures["pages"] >= 1
    elif target == "solver":
        assert figures["ms"]["count"] == int(call.option("--runs") or 0)
    else:
        assert figures["demo_deals"] == deals  # --deals is the demo's
        assert len(figures["startup_s_runs"]) == int(call.option("--runs") or 0)


LINES = command_lines()


def test_the_readme_has_the_command_lines_it_documents() -> None:
    commands = {line.split()[1] if len(line.split()) > 1 else "" for line in LINES}
    assert {"", "--autoplay", "--help", "--version", *COMMANDS} <= commands
    targets = {line.split()[2] for line in LINES if line.startswith("wint bench")}
    assert targets == {"engine", "players", "gui", "sheet", "solver"}


@pytest.mark.parametrize("line", sorted(set(LINES)), ids=str)
def test_every_readme_command_line_runs(
    line: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for number, words in enumerate(variants(line)):
        folder = tmp_path / str(number)
        folder.mkdir()
        call = fill(words, folder)
        informs = {"--help", "--version"} & set(call.argv)
        child = call.command in (None, "pad", "sheet") and not informs
        ran = in_child(call) if child else in_process(call, capsys, monkeypatch)
        check(call, ran)


@pytest.mark.parametrize(
    ("example", "place", "value"),
    [("score", ("contract",), "3X"), ("replay", ("play", 1), "SQ")],
    ids=["score", "replay"],
)
def test_the_readme_bad_input_examples(
    example: str,
    place: tuple[Any, ...],
    value: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    doc = json.loads(json.dumps(EXAMPLES[example]))
    target = doc["deals"][0]
    for key in place[:-1]:
        target = target[key]
    target[place[-1]] = value
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), "utf-8")
    ran = in_process(Invocation([example, str(path)], example, None, tmp_path), capsys, monkeypatch)
    assert ran.code == 2 and ran.out == ""
    assert f"`{ran.err.strip()}`" in README, ran.err


def test_the_readme_stands_alone() -> None:
    """No link leaves the repository, and every file it names in the repository exists."""
    assert "../" not in README
    for target in re.findall(r"\]\(([^)#]+)\)", README):
        assert (ROOT / target).exists(), target
    named = re.findall(r"`((?:wint|tests|packaging|resources|translations)/[^`\s]*)`", README)
    assert named
    for name in named:
        assert list(ROOT.glob(name)), name


def test_the_readme_whist_record_scores(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The Whist example (W-EX2: a small slam with four honours from nothing) gives the sheet
    the README describes: the partiya won, and everything carried by the netting."""
    record = tmp_path / "whist.json"
    record.write_text(json.dumps(EXAMPLES["whist"]), "utf-8")
    assert run(["score", str(record)]) == 0
    (deal,) = json.loads(capsys.readouterr().out)["rubbers"][0]["deals"]
    assert deal["game_won_by"] == "EW" and deal["carried"] == {"NS": 0, "EW": 31}


def test_the_readme_preferans_record_scores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The Preferans example (Sochi: seven hearts two down against a lone whister, P-SC-5,
    P-SC-6) gives the entries and the settlement the README states."""
    record = tmp_path / "preferans.json"
    record.write_text(json.dumps(EXAMPLES["preferans"]), "utf-8")
    assert run(["score", str(record)]) == 0
    out = json.loads(capsys.readouterr().out)
    (deal,) = out["deals"]
    assert deal["entries"] == {
        "A": [{"kind": "gora", "points": 8}],
        "B": [{"kind": "whists", "points": 28, "on": "A"}],
        "C": [{"kind": "whists", "points": 8, "on": "A"}],
    }
    stated = re.search(r"the settlement is\s+`(\{.*?\})`", README, re.DOTALL)
    assert stated is not None and json.loads(stated.group(1)) == out["settlement"]
    assert not out["finished"]


def test_the_readme_table_rules_replay_scores_as_the_revoke_claimed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The table-rules example: South's revoke in the first trick, asked «не по ошибке ли?»
    and claimed after the play (V-REV-3, V-REV-4), scores as `wint score` of the same deal
    with its ``revoke``."""
    doc = EXAMPLES["table"]
    record = tmp_path / "table.json"
    record.write_text(json.dumps(doc), "utf-8")
    assert run(["replay", str(record)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    (deal,) = replayed["rubbers"][0]["deals"]
    scored = {
        "format": "wint-record",
        "version": 1,
        "rules": doc["rules"],
        "deals": [
            {
                "dealer": doc["deals"][0]["dealer"],
                "deal": doc["deals"][0]["deal"],
                "contract": deal["contract"],
                "declarer": deal["declarer"],
                "tricks": deal["tricks"],
                "revoke": {"by": "S", "asked": True},
            }
        ],
    }
    record.write_text(json.dumps(scored), "utf-8")
    assert run(["score", str(record)]) == 0
    sheet = without_play_fields(replayed)[0]
    assert sheet == json.loads(capsys.readouterr().out)
    del scored["deals"][0]["revoke"]  # the claimed revoke is what the replay scored
    record.write_text(json.dumps(scored), "utf-8")
    assert run(["score", str(record)]) == 0
    assert sheet != json.loads(capsys.readouterr().out)
