"""The history of past sessions: scanning a folder of ``.wint`` files, and the statistics.

The sessions are played through the engine and saved as the app saves them; every figure
is checked against the engine's ledger, counted another way than the history counts it.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path

import pytest

from wint.ai.advice import Advice, AdviceReason, Situation
from wint.ai.vint.base import BasicPlayer, Player, RandomPlayer
from wint.ai.vint.simulation import play_deal
from wint.core.seats import SEATS, Seat, Side
from wint.games.registry import game
from wint.games.vint.calls import PASS, Call, CallKind
from wint.games.vint.rules import RuleSet
from wint.games.vint.scoring import EntryKind
from wint.games.vint.state import Phase
from wint.games.vint.view import SeatView
from wint.games.whist.rules import WhistRules
from wint.session import history
from wint.session.history import (
    PlayerStats,
    Problem,
    ScanCache,
    SessionSummary,
    scan,
    session_date,
    session_files,
    statistics,
    stored_name,
    summarize,
)
from wint.session.io import dump_session, load_session, save_session
from wint.session.model import (
    AnySession,
    GameSession,
    PlayerConfig,
    Session,
    SessionSetup,
    fixed_seats,
    keeping_seats,
)


class Bidder:
    """Random, but bids seldom and not far above the last bid, now and then a slam."""

    def __init__(self, seed: str) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: SeatView, situation: Situation) -> Advice:
        actions = view.legal_actions
        bids = [a for a in actions if isinstance(a, Call) and a.kind is CallKind.BID]
        roll = self._rng.random()
        opened = any(call.kind is CallKind.BID for _, call in view.calls)
        if not bids or (roll < (0.88 if opened else 0.4) and PASS in actions):
            choices = [a for a in actions if not isinstance(a, Call) or a.kind is not CallKind.BID]
            return Advice(self._rng.choice(choices), "", AdviceReason.RANDOM)
        if roll > 0.97:
            bids = [b for b in bids if b.level >= 6] or bids
        return Advice(self._rng.choice(bids[:5]), "", AdviceReason.RANDOM)


class Revoker:
    """Plays a card of another suit whenever it could follow (V-REV-1, table rules)."""

    def __init__(self) -> None:
        self._random = RandomPlayer(3)

    def decide(self, view: SeatView, situation: Situation) -> Advice:
        if view.current_trick:
            led = view.current_trick[0][1].suit
            others = [card for card in view.hand if card.suit != led]
            if len(others) < len(view.hand) and others:
                return Advice(others[0], "", AdviceReason.RANDOM)
        return self._random.decide(view, situation)


def play_session(setup: SessionSetup, players: Mapping[Seat, Player], rubbers: int) -> Session:
    """A session played until ``rubbers`` rubbers are over, then one deal more (a rubber in
    progress counts for the deals only)."""
    session = Session.start(setup)
    extra = 1
    while extra:
        if sum(r.is_over for r in session.ledger.rubbers) >= rubbers:
            extra -= 1
        final = play_deal(session.state, players)
        for action in final.history():
            session = session.apply(action)
        session = session.next_deal()
    return session


def make_setup(
    names: tuple[str, str, str, str], human: Seat | None, seed: int, rules: RuleSet | None = None
) -> SessionSetup:
    n, e, s, w = (
        PlayerConfig(name, human=seat is human) for seat, name in zip(SEATS, names, strict=True)
    )
    return fixed_seats(rules or RuleSet(), (n, e, s, w), seed)


def random_players(seed: int) -> dict[Seat, Player]:
    return {seat: Bidder(f"{seed}:{seat.name}") for seat in SEATS}


def sample_sessions() -> dict[str, Session]:
    """Three sessions by file name: random bidders (slams, failures, two rubbers), a
    watched game of unnamed basic computers, and table rules with a revoking West."""
    revoking = random_players(5) | {Seat.W: Revoker()}
    return {
        "2026-11-28_101500.wint": play_session(
            make_setup(("Anna", "Boris", "Vera", "Gleb"), Seat.S, 1), random_players(1), 2
        ),
        "2026-11-30_090000.wint": play_session(
            make_setup(("", "", "", ""), None, 2), dict.fromkeys(SEATS, BasicPlayer()), 1
        ),
        "evening.wint": play_session(
            make_setup(("Anna", "Dima", "Vera", "Gleb"), Seat.N, 3, RuleSet(allow_revokes=True)),
            revoking,
            1,
        ),
    }


# Built once: playing the deals is the slow part, and the sessions are immutable values.
SESSIONS = sample_sessions()
EVENING = datetime(2026, 11, 29, 20, 30)
NEWEST_FIRST = ["2026-11-30_090000.wint", "evening.wint", "2026-11-28_101500.wint"]


def write_folder(folder: Path) -> None:
    for name, session in SESSIONS.items():
        save_session(session, folder / name)
    os.utime(folder / "evening.wint", (EVENING.timestamp(), EVENING.timestamp()))
    (folder / "2026-12-01_080000.wint").write_text('{"format": "wint-session", "schema', "utf-8")
    (folder / "evening.wint.bak").write_text("an old copy", "utf-8")
    (folder / "notes.txt").write_text("not a session", "utf-8")
    (folder / "._2026-12-01_000000.wint").write_bytes(b"\0\0")  # a hidden file (macOS)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    write_folder(tmp_path)
    return tmp_path


def summaries_of(folder: Path, cache: ScanCache | None = None) -> list[SessionSummary]:
    return [entry for entry in scan(folder, cache or ScanCache()) if not isinstance(entry, Problem)]


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


def test_sample_sessions_cover_the_figures() -> None:
    contracts = [s.result().contract for session in SESSIONS.values() for s in session.finished]
    assert any(c is not None and c.level >= 6 for c in contracts)  # slams bid
    assert any(c is None for c in contracts)  # a deal passed out
    for session in SESSIONS.values():
        assert session.ledger.rubbers[0].is_over and not session.ledger.rubbers[-1].is_over
    assert any(s.result().revokes for s in SESSIONS["evening.wint"].finished)


def test_scan_lists_sessions_newest_first_and_the_broken_file(folder: Path) -> None:
    entries = list(scan(folder, ScanCache()))
    assert [e.path.name for e in entries] == ["2026-12-01_080000.wint", *NEWEST_FIRST]
    assert [e.date for e in entries] == [
        datetime(2026, 12, 1, 8, 0),
        datetime(2026, 11, 30, 9, 0),
        EVENING,  # no stamp in the name: the file's time
        datetime(2026, 11, 28, 10, 15),
    ]
    problem = entries[0]
    assert isinstance(problem, Problem)
    assert problem.reason == "line 1 column 28: Unterminated string starting at"  # no path
    assert all(isinstance(e, SessionSummary) for e in entries[1:])


def test_summaries_match_the_ledger(folder: Path) -> None:
    summaries = summaries_of(folder)
    for summary in summaries:
        session = SESSIONS[summary.path.name]
        assert summary.setup == session.setup
        assert summary.players == tuple(c.name for c in session.setup.seats)
        assert summary.deals == len(session.finished)
        finished = [r for r in session.ledger.rubbers if r.is_over]
        assert summary.winners == tuple(r.winner for r in finished)
        assert summary.rubbers == len(finished) == (2 if "11-28" in summary.path.name else 1)
        side_points = [0, 0]
        for rubber in finished:
            ns, ew = (t.total for t in rubber.totals())
            side_points[0] += ns - ew
            side_points[1] += ew - ns
        assert summary.results == tuple(side_points[seat.side] for seat in SEATS)
        assert summary.our_result == side_points[session.setup.our_side] != 0
        assert summary.complete is session.is_complete is False
        played = [s for s in session.finished if s.contract is not None]
        assert [(c.declarer, c.level) for c in summary.contracts] == [
            (s.contract.declarer, s.contract.level) for s in played if s.contract is not None
        ]
        revokes = [r.by for s in session.finished for r in s.result().revokes]
        assert summary.revokes == tuple(revokes)
    assert [s.our_side for s in summaries] == [Side.NS, Side.NS, Side.NS]  # N, none, S


def expected_statistics(
    sessions: Mapping[str, Session],
) -> tuple[dict[str, Counter[str]], Counter[str]]:
    """The figures counted another way: from the sheet's entries and the deals' states."""
    players: dict[str, Counter[str]] = {}
    overall: Counter[str] = Counter()
    for session in sessions.values():
        setup = session.setup
        names = [stored_name(setup, setup.seating[0][seat]) for seat in SEATS]
        overall["sessions"] += 1
        overall["deals"] += len(session.finished)
        for seat, name in zip(SEATS, names, strict=True):
            figures = players.setdefault(name, Counter())
            figures["sessions"] += 1
            figures["deals"] += len(session.finished)
            for rubber in session.ledger.rubbers:
                if rubber.is_over:
                    figures["rubbers"] += 1
                    figures["won"] += rubber.games_won.count(seat.side) == 2
        for rubber in session.ledger.rubbers:
            if rubber.is_over:
                overall["rubbers"] += 1
                overall["won"] += rubber.games_won.count(setup.our_side) == 2
        for state, scored in zip(session.finished, session.ledger.deals(), strict=True):
            contract = state.contract
            for revoke in state.result().revokes:  # the claimed ones (V-REV-4)
                players[names[revoke.by]]["revokes"] += 1
                overall["revokes"] += 1
            if contract is None:
                continue
            short = sum(e.count or 0 for e in scored.above if e.kind is EntryKind.PENALTY)
            for figures in (players[names[contract.declarer]], overall):
                figures[f"bid{contract.level}"] += 1
                figures[f"made{contract.level}"] += short == 0
                figures["undertricks"] += short
                figures["penalty"] += short * 1000 * contract.level  # V-PEN-1
    return players, overall


def figures_of(stats: PlayerStats) -> Counter[str]:
    found: Counter[str] = Counter(
        sessions=stats.sessions,
        deals=stats.deals,
        rubbers=stats.rubbers,
        won=stats.rubbers_won,
        revokes=stats.revokes,
        undertricks=stats.undertricks,
        penalty=stats.penalty,
    )
    for level in range(1, 8):
        found[f"bid{level}"], found[f"made{level}"] = stats.level(level)
    return +found  # drop the zeros


def test_statistics_match_the_ledger(folder: Path) -> None:
    stats = statistics(summaries_of(folder))
    players, overall = expected_statistics(SESSIONS)
    assert [p.name for p in stats.players] == sorted(players, key=str.casefold)
    assert {"E", "N"} <= set(players)  # unnamed computers go by their seat
    for name, expected in players.items():
        found = stats.player(name)
        assert found is not None
        assert figures_of(found) == +expected, name
    assert figures_of(stats.overall) == +overall
    assert overall["sessions"] == 3 and overall["revokes"] > 0 and overall["undertricks"] > 0
    assert stats.player("Nobody") is None


def test_points_and_averages_add_up_per_player(folder: Path) -> None:
    summaries = summaries_of(folder)
    stats = statistics(summaries)
    anna = stats.player("Anna")
    assert anna is not None and anna.sessions == 2 and anna.rubbers == 3
    by_name = {s.path.name: s for s in summaries}
    points = by_name["2026-11-28_101500.wint"].results[Seat.N]
    points += by_name["evening.wint"].results[Seat.N]
    assert anna.points == points
    assert anna.average == pytest.approx(points / 3)
    assert stats.overall.points == sum(s.our_result for s in summaries)
    # The accounts of a session sum to zero (V-SHEET-7), so do everyone's.
    assert sum(p.points for p in stats.players) == 0
    assert anna.contracts == (sum(anna.bid), sum(anna.made))
    assert anna.level(1) == (anna.bid[0], anna.made[0])
    assert anna.small_slams == (anna.bid[5], anna.made[5])
    assert stats.overall.grand_slams == (stats.overall.bid[6], stats.overall.made[6])
    assert PlayerStats("x").average is None


def test_statistics_name_players_as_asked(folder: Path) -> None:
    stats = statistics(
        summaries_of(folder), lambda setup, player: setup.players[player].name or f"Bot {player}"
    )
    bot = stats.player("Bot 1")
    assert bot is not None and bot.sessions == 1 and stats.player("E") is None


def test_a_name_in_two_seats_counts_for_each() -> None:
    summary = summarize(Path("x.wint"), SESSIONS["2026-11-30_090000.wint"], EVENING)
    stats = statistics([summary], lambda setup, player: "Computer")
    (computer,) = stats.players
    assert computer.sessions == 4 and computer.points == 0  # the four accounts sum to zero
    assert computer.contracts == stats.overall.contracts


def test_scanning_changes_no_file(folder: Path) -> None:
    before = snapshot(folder)
    list(scan(folder, ScanCache()))
    list(scan(folder))
    assert snapshot(folder) == before


def test_a_second_scan_reads_only_changed_files(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = ScanCache()
    first = list(scan(folder, cache))
    read: list[str] = []

    def counting(path: Path) -> Session:
        read.append(path.name)
        return load_session(path)

    monkeypatch.setattr(history, "load_session", counting)
    assert list(scan(folder, cache)) == first and read == []
    path = folder / "2026-11-30_090000.wint"
    longer = SESSIONS["2026-11-28_101500.wint"]
    save_session(longer, path)  # replaced by another session: new size and time
    (folder / "evening.wint").unlink()
    summaries = summaries_of(folder, cache)
    assert read == ["2026-11-30_090000.wint"]
    assert [s.path.name for s in summaries] == ["2026-11-30_090000.wint", NEWEST_FIRST[-1]]
    assert summaries[0].deals == len(longer.finished)


def test_the_scan_is_lazy_and_forgets_the_files_gone(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = ScanCache()
    read: list[str] = []

    def failing(path: Path) -> Session:
        read.append(path.name)
        raise RuntimeError("boom")

    monkeypatch.setattr(history, "load_session", failing)
    entries = scan(folder, cache)
    assert read == []
    first = next(entries)
    assert read == ["2026-12-01_080000.wint"] and isinstance(first, Problem)
    assert [type(e) for e in entries] == [Problem] * 3
    assert {e.reason for e in scan(folder, cache) if isinstance(e, Problem)} == {"boom"}
    for path in folder.glob("*.wint"):
        path.unlink()
    assert list(scan(folder, cache)) == []
    save_session(SESSIONS["evening.wint"], folder / "evening.wint")
    (entry,) = scan(folder, cache)
    assert isinstance(entry, Problem) and read[-1] == "evening.wint"  # read again


def test_problem_files_never_raise(tmp_path: Path) -> None:
    doc = dump_session(SESSIONS["evening.wint"])
    doc["deals"][0]["actions"][0] = "9Z"
    (tmp_path / "bad-action.wint").write_text(json.dumps(doc), "utf-8")
    doc["schema_version"] = 99
    (tmp_path / "newer.wint").write_text(json.dumps(doc), "utf-8")
    (tmp_path / "empty.wint").write_bytes(b"")
    (tmp_path / "folder.wint").mkdir()
    (tmp_path / "list.wint").write_text("[]", "utf-8")
    entries = list(scan(tmp_path, ScanCache()))
    assert all(isinstance(e, Problem) for e in entries)
    reasons = {e.path.name: e.reason for e in entries if isinstance(e, Problem)}
    assert reasons["bad-action.wint"] == "deals[0].actions[0]: unknown action '9Z'"
    assert reasons["newer.wint"].startswith("schema_version: written by a newer wint")
    assert reasons["list.wint"] == "session: must be a JSON object"
    assert len(reasons) == 5 and all(reasons.values())


def test_a_missing_or_unlistable_folder(tmp_path: Path) -> None:
    assert list(scan(tmp_path / "none", ScanCache())) == []
    assert session_files(tmp_path / "none") == []
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("", "utf-8")
    (problem,) = scan(not_a_folder, ScanCache())
    assert isinstance(problem, Problem) and problem.path == not_a_folder and problem.reason


def test_the_date_comes_from_the_name_else_the_file_time() -> None:
    assert session_date(Path("2026-01-02_030405.wint"), 0) == datetime(2026, 1, 2, 3, 4, 5)
    assert session_date(Path("2026-01-02_030405 (2).wint"), 0) == datetime(2026, 1, 2, 3, 4, 5)
    assert session_date(Path("2026-13-02_030405.wint"), EVENING.timestamp()) == EVENING
    assert session_date(Path("game.wint"), EVENING.timestamp()) == EVENING


def test_summary_of_a_session_just_begun() -> None:
    session = Session.start(make_setup(("A", "B", "C", "D"), Seat.E, 9))
    summary = summarize(Path("x.wint"), session, EVENING)
    assert (summary.deals, summary.rubbers, summary.results) == (0, 0, (0, 0, 0, 0))
    assert summary.our_side is Side.EW and summary.our_result == 0
    assert statistics([summary]).player("B") == PlayerStats("B", sessions=1)


def test_a_session_with_nothing_played_is_not_listed(tmp_path: Path) -> None:
    """A session is listed once the human has called, a card is played or a deal is over;
    the computers' first calls alone leave it empty (issue 13 §5.8)."""
    human = Session.start(make_setup(("A", "B", "C", "D"), Seat.S, 9))
    watched = Session.start(make_setup(("", "", "", ""), None, 9))
    basic = BasicPlayer()

    def advance(session: Session, until: Callable[[Session], bool]) -> Session:
        while not until(session):
            state = session.state
            assert state.to_act is not None
            session = session.apply(basic.decide(state.view(state.to_act), Situation()).action)
        return session

    def auction_over(session: Session) -> bool:
        return session.state.phase is not Phase.AUCTION

    before_south = advance(human, lambda s: s.state.to_act is Seat.S)
    south_called = advance(before_south, lambda s: s.state.to_act is not Seat.S)
    cases = {
        "2026-12-01_100000.wint": (human, True),
        "2026-12-01_100100.wint": (before_south, True),
        "2026-12-01_100200.wint": (south_called, False),
        "2026-12-01_100300.wint": (advance(watched, lambda s: len(s.state.history()) == 3), True),
        "2026-12-01_100400.wint": (advance(watched, auction_over), False),
    }
    assert before_south.state.history()  # the computers before South called
    for name, (session, empty) in cases.items():
        assert session.is_empty is empty, name
        save_session(session, tmp_path / name)
    listed = [summary.path.name for summary in summaries_of(tmp_path)]
    assert listed == sorted((n for n, (_, empty) in cases.items() if not empty), reverse=True)
    assert statistics(summaries_of(tmp_path)).overall.sessions == len(listed)


# -- Whist's sessions (issue 16) ------------------------------------------------------------


def whist_session(rules: WhistRules, players: Mapping[Seat, Player], rubbers: int) -> AnySession:
    """A session of Whist played until ``rubbers`` rubbers are over, then one deal more."""
    names = ("Anna", "Boris", "Vera", "Gleb")
    seats = [
        PlayerConfig(name, human=seat is Seat.S) for seat, name in zip(SEATS, names, strict=True)
    ]
    session = GameSession.start(keeping_seats(game("whist"), rules, seats, 12))
    extra = 1
    while extra:
        if sum(r.is_over for r in session.ledger.rubbers) >= rubbers:
            extra -= 1
        while (seat := session.state.to_act) is not None:
            view = session.state.view(session.state.actor)
            session = session.apply(players[seat].decide(view, Situation()).action)
        session = session.next_deal()
    return session


def test_a_whist_session_is_summarised_and_counted_apart_from_vint(tmp_path: Path) -> None:
    """W-SC-8, W-SC-10: the rubber's winner and each player's account; W-IRR-1: the
    revokes of table-rules mode, as the deals' states made them; no contracts."""
    players = {seat: RandomPlayer(seat.name) for seat in SEATS} | {Seat.W: Revoker()}
    session = whist_session(WhistRules(enforce_follow_suit=False), players, 1)
    save_session(session, tmp_path / "2026-12-05_100000.wint")
    save_session(SESSIONS[NEWEST_FIRST[0]], tmp_path / NEWEST_FIRST[0])
    summaries = [e for e in scan(tmp_path, ScanCache()) if isinstance(e, SessionSummary)]
    whist = next(s for s in summaries if s.game == "whist")
    assert (whist.planned, whist.deals, whist.contracts) == (3, len(session.finished), ())
    rubber = session.ledger.rubbers[0]
    side, points = rubber.result()
    assert whist.winners == (rubber.winner,) and side is not None
    assert whist.results == tuple(points if s.side is side else -points for s in SEATS)
    made = tuple(revoke.by for state in session.finished for revoke in state.revokes)
    assert made and whist.revokes == made and set(made) == {Seat.W}
    counted = statistics(summaries, game="whist")
    assert counted.game == "whist" and counted.overall.sessions == 1
    vera = counted.player("Vera")
    assert vera is not None and (vera.rubbers, vera.points) == (1, whist.results[Seat.S])
    gleb = counted.player("Gleb")
    assert gleb is not None and gleb.revokes == len(made)
    vint = statistics(summaries)
    assert vint.overall.sessions == 1 and vint.player("Boris") is None
