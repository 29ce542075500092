"""Past sessions: a summary of every ``.wint`` file in a folder, and statistics over them.

:func:`scan` reads the session files of a folder, newest first, and never writes to them;
a file that cannot be read comes out as a :class:`Problem`, never as an exception.  Each
file is replayed through the engine (:func:`~wint.session.io.load_session`), so a summary's
figures are those of its score sheet; a summary keeps only those figures, not the deals.
A :class:`ScanCache` keeps the summaries by path, modification time and size, so a second
scan only reads new or changed files.  :func:`statistics` adds summaries up per player and
overall.

Each player's result in a session is the individual ledger (V-SHEET-7, W-SC-10) of its
finished rubbers, each with its seating: partners share their side's result (V-PART-8), a
player with a dummy takes both shares of his side (W-VAR-3P, W-EX10).  A session of any game is
summarised; the contracts are Vint's (Whist has none), and points of different games are
never added up (:func:`statistics` counts one game).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from wint.core.seats import Seat, Side
from wint.games.registry import DEFAULT_GAME
from wint.session.io import load_session
from wint.session.model import AnySession, AnySetup
from wint.session.sheet import whole_sheet

__all__ = [
    "LEVELS",
    "STAMP_FORMAT",
    "PlayedContract",
    "PlayerStats",
    "Problem",
    "ScanCache",
    "SessionSummary",
    "Statistics",
    "scan",
    "session_date",
    "session_files",
    "statistics",
    "stored_name",
    "summarize",
]

#: How the app names the files it saves, ``2026-11-30_101500.wint`` (local time).
STAMP_FORMAT = "%Y-%m-%d_%H%M%S"
_STAMP_LENGTH = len("2026-11-30_101500")
#: Contract levels, «раз» to the grand slam (V-BID-2).
LEVELS = 7


def session_date(path: Path, mtime: float) -> datetime:
    """When a session was begun: the stamp its name starts with, else the file's
    modification time ``mtime`` (local time, naive)."""
    try:
        return datetime.strptime(path.stem[:_STAMP_LENGTH], STAMP_FORMAT)
    except ValueError:
        return datetime.fromtimestamp(mtime)


@dataclass(frozen=True, slots=True)
class PlayedContract:
    """A contract played out: its declarer (V-BID-9) and level, the tricks its side was
    short after any revoke transfer (V-REV-5; 0 when made), the penalty points the
    opponents scored for them (V-PEN-1), and the player who sat in the declarer's seat
    (an index: players change seats by the tables, §4.2)."""

    declarer: Seat
    level: int
    short: int
    penalty: int
    player: int

    @property
    def made(self) -> bool:
        """True when the declaring side took 6 + level tricks or more."""
        return self.short == 0


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """One saved session as the history lists it.

    ``deals`` counts the finished deals (passed-out ones included) and ``winners`` names
    the side that won each finished rubber (V-PART-6, W-SC-8); ``results`` is each player's
    account in points over the finished rubbers (V-SHEET-7, W-SC-10), indexed as the
    setup's players (by seat N, E, S, W when four keep their seats); ``contracts`` are the
    contracts played (Vint's) and ``revokes`` the players who revoked (V-REV-1, W-IRR-1; a
    dummy's revoke is its partner's), in order of play.  A rubber still in progress counts
    in ``deals`` only.  ``planned`` is how many rubbers the session plays (``None``: its
    game does not count them).  ``empty``: nothing was played in it
    (:attr:`GameSession.is_empty`), so :func:`scan` leaves it out.
    """

    path: Path
    date: datetime
    setup: AnySetup
    deals: int
    winners: tuple[Side, ...]
    results: tuple[int, ...]
    contracts: tuple[PlayedContract, ...]
    revokes: tuple[int, ...]
    complete: bool
    empty: bool
    planned: int | None = None

    @property
    def game(self) -> str:
        """The id of the session's game."""
        return self.setup.game.id

    @property
    def rubbers(self) -> int:
        """Finished rubbers."""
        return len(self.winners)

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names as stored ('' for an unnamed player)."""
        return tuple(config.name for config in self.setup.players)

    @property
    def our_side(self) -> Side:
        """The side written «Мы» on the sheet: the human's, N–S in a watched game."""
        return self.setup.our_side

    @property
    def our_player(self) -> int:
        """«Our» player: the human, or the first of N–S in a watched game (an index)."""
        human = self.setup.human_player
        return human if human is not None else self.setup.seating[0][self.our_side.seats[0]]

    @property
    def our_result(self) -> int:
        """«Our» player's points over the finished rubbers, signed: his side's, both shares
        of it with a dummy."""
        return self.results[self.our_player]

    def side_of(self, player: int, rubber: int) -> Side | None:
        """The side ``player`` (an index) played in rubber ``rubber`` (from 0), ``None``
        when he sat it out (§4.2)."""
        seat = self.setup.seat_of(player, rubber)
        return None if seat is None else seat.side


@dataclass(frozen=True, slots=True)
class Problem:
    """A file the history cannot read, and why (the loader's message, without the path)."""

    path: Path
    date: datetime
    reason: str


def _contracts(setup: AnySetup, ledger: Any) -> Iterator[PlayedContract]:
    """Vint's contracts played out, from its scored deals, each with its declarer's player
    in the seating of its rubber."""
    from wint.games.vint.scoring import EntryKind  # Vint's: read for a Vint session only

    for number, rubber in enumerate(ledger.rubbers):
        for deal in rubber.deals:
            contract, tricks = deal.result.contract, deal.score.tricks
            if contract is None or tricks is None:
                continue  # passed out (V-BID-6)
            short = max(0, contract.tricks_needed - tricks[contract.side])
            penalty = sum(e.points for e in deal.score.above if e.kind is EntryKind.PENALTY)
            player = setup.seating_of(setup.turn(deal.index, number))[contract.declarer]
            yield PlayedContract(contract.declarer, contract.level, short, penalty, player)


def _revokes(setup: AnySetup, ledger: Any) -> Iterator[int]:
    """The players who revoked, each revoke of a deal (V-REV-10, W-IRR-1); a dummy's revoke
    is its partner's."""
    for number, rubber in enumerate(ledger.rubbers):
        for deal in rubber.deals:
            seating = setup.seating_of(setup.turn(deal.index, number))
            yield from (seating[revoke.by] for revoke in deal.result.revokes)


def _pulya_results(session: AnySession) -> tuple[int, ...]:
    """Each player's balance in whists, rounded, on the pulya of a game that draws one sheet
    for the session (Preferans, P-SET-1, P-SET-3), indexed as the setup's players."""
    setup = session.setup
    seating = setup.seating_of(0)
    results = [0] * len(setup.players)
    for sector in whole_sheet(session).sectors:
        results[seating[setup.game.seats.index(sector.seat.seat)]] = sector.rounded
    return tuple(results)


def summarize(path: Path, session: AnySession, date: datetime) -> SessionSummary:
    """The summary of a loaded session of any game."""
    setup, ledger = session.setup, session.ledger
    game = setup.game
    if game.ledger_sheet is not None:  # one pulya, no rubbers: each player's whists
        return SessionSummary(
            path=path,
            date=date,
            setup=setup,
            deals=len(session.finished),
            winners=(),
            results=_pulya_results(session),
            contracts=(),
            revokes=(),
            complete=session.is_complete,
            empty=session.is_empty,
        )
    results = setup.account(ledger.rubbers).totals
    vint = game.id == DEFAULT_GAME
    return SessionSummary(
        path=path,
        date=date,
        setup=setup,
        deals=ledger.count,
        winners=tuple(r.winner for r in ledger.rubbers if r.winner is not None),
        results=results,
        contracts=tuple(_contracts(setup, ledger)) if vint else (),
        revokes=tuple(_revokes(setup, ledger)),
        complete=session.is_complete,
        empty=session.is_empty,
        planned=None if game.session_rubbers is None else game.session_rubbers(setup.rules),
    )


class ScanCache:
    """Summaries and problems by file, kept while its modification time and size hold."""

    def __init__(self) -> None:
        self._entries: dict[Path, tuple[tuple[int, int], SessionSummary | Problem]] = {}

    def read(self, path: Path) -> SessionSummary | Problem:
        """The summary of the session file ``path``, or the problem; never raises."""
        try:
            stat = path.stat()
        except OSError as exc:
            return Problem(path, session_date(path, 0), exc.strerror or str(exc))
        key = (stat.st_mtime_ns, stat.st_size)
        cached = self._entries.get(path)
        if cached is not None and cached[0] == key:
            return cached[1]
        date = session_date(path, stat.st_mtime)
        entry: SessionSummary | Problem
        try:
            entry = summarize(path, load_session(path), date)
        except Exception as exc:  # whatever a file holds, the scan goes on
            reason = (str(exc) or type(exc).__name__).removeprefix(f"{path}: ")
            entry = Problem(path, date, reason)
        self._entries[path] = (key, entry)
        return entry

    def forget_except(self, folder: Path, keep: Iterable[Path]) -> None:
        """Drop the entries of ``folder`` whose files are not in ``keep``."""
        kept = set(keep)
        for path in [p for p in self._entries if p.parent == folder and p not in kept]:
            del self._entries[path]


_CACHE = ScanCache()


def session_files(folder: Path) -> list[Path]:
    """The ``*.wint`` files of ``folder`` (hidden ones aside), newest first by
    :func:`session_date`; none when the folder does not exist.

    :raises OSError: the folder cannot be listed.
    """
    try:
        with os.scandir(folder) as entries:
            names = [e.name for e in entries if e.name.endswith(".wint") and e.name[0] != "."]
    except FileNotFoundError:
        return []
    dated = []
    for name in names:
        path = folder / name
        try:
            mtime = path.stat().st_mtime
        except OSError:
            mtime = 0.0
        dated.append((session_date(path, mtime), name, path))
    dated.sort(reverse=True)
    return [path for _, _, path in dated]


def scan(folder: Path, cache: ScanCache | None = None) -> Iterator[SessionSummary | Problem]:
    """Every session file of ``folder`` (:func:`session_files`), newest first: its summary
    or its problem (a folder that cannot be listed is one problem); a session in which
    nothing was played is left out.  Lazy, so a caller can
    show the entries as they come; only reads the files.  ``cache`` defaults to one shared
    by the whole process; once the scan is over, it forgets the files that are gone.
    """
    cache = _CACHE if cache is None else cache
    try:
        paths = session_files(folder)
    except OSError as exc:
        yield Problem(folder, datetime.now(), exc.strerror or str(exc))
        return
    for path in paths:
        entry = cache.read(path)
        if not (isinstance(entry, SessionSummary) and entry.empty):
            yield entry
    cache.forget_except(folder, paths)


# -- statistics -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's figures over the sessions (or everyone's, for the overall figures).

    - ``sessions``, ``deals``: sessions sat in and their finished deals.
    - ``rubbers``: finished rubbers played; ``rubbers_won``: those the player's side won
      by taking two games (V-PART-6), which is not always the side with the larger total.
    - ``points``: the player's account over those rubbers (V-PART-8, V-SHEET-7);
      :attr:`average` is per rubber.
    - ``bid[L-1]``, ``made[L-1]``: contracts of level L (V-BID-2) the player declared
      (V-BID-9), and those his side made (:attr:`PlayedContract.made`).  Levels 6 and 7
      are the small and grand slams (V-SLAM-1).
    - ``undertricks``, ``penalty``: tricks short in the player's failed contracts, and the
      points his side conceded for them (V-PEN-1); the declarer answers for them.
    - ``revokes``: revokes the player made (V-REV-1; table-rules mode only).

    A name given to two seats of one session counts for each seat.
    """

    name: str
    sessions: int = 0
    deals: int = 0
    rubbers: int = 0
    rubbers_won: int = 0
    points: int = 0
    bid: tuple[int, ...] = (0,) * LEVELS
    made: tuple[int, ...] = (0,) * LEVELS
    undertricks: int = 0
    penalty: int = 0
    revokes: int = 0

    @property
    def average(self) -> float | None:
        """Points per finished rubber, ``None`` before the first."""
        return self.points / self.rubbers if self.rubbers else None

    @property
    def contracts(self) -> tuple[int, int]:
        """Contracts declared and made, all levels."""
        return (sum(self.bid), sum(self.made))

    def level(self, level: int) -> tuple[int, int]:
        """Contracts of ``level`` (1-7) declared and made."""
        return (self.bid[level - 1], self.made[level - 1])

    @property
    def small_slams(self) -> tuple[int, int]:
        """Small slams (level 6) declared and made."""
        return self.level(6)

    @property
    def grand_slams(self) -> tuple[int, int]:
        """Grand slams (level 7) declared and made."""
        return self.level(7)


@dataclass(frozen=True, slots=True)
class Statistics:
    """Per-player figures, sorted by name, and the overall ones.

    ``overall`` counts every session, deal and finished rubber once; its contracts,
    undertricks, penalties and revokes are everyone's, and its ``rubbers_won`` and
    ``points`` are those of «our» player (the human, N in a watched game; V-SHEET-1).
    ``game`` is the id of the game they count.
    """

    players: tuple[PlayerStats, ...]
    overall: PlayerStats
    game: str = DEFAULT_GAME

    def player(self, name: str) -> PlayerStats | None:
        """The figures of ``name``, ``None`` if nobody of that name played."""
        return next((p for p in self.players if p.name == name), None)


def stored_name(setup: AnySetup, player: int) -> str:
    """The name of the player ``player`` (an index) as stored, or the letter of the seat
    of his own in the first rubber he plays when he has none."""
    return setup.players[player].name or setup.home(player).name


@dataclass(slots=True)
class _Tally:
    """A :class:`PlayerStats` being added up."""

    sessions: int = 0
    deals: int = 0
    rubbers: int = 0
    rubbers_won: int = 0
    points: int = 0
    bid: list[int] = field(default_factory=lambda: [0] * LEVELS)
    made: list[int] = field(default_factory=lambda: [0] * LEVELS)
    undertricks: int = 0
    penalty: int = 0
    revokes: int = 0

    def session(self, summary: SessionSummary, player: int, every: bool = False) -> None:
        """Add ``player``'s figures of a session: the rubbers he played (``every``: all of
        them, for the overall figures), those his side won, his account."""
        self.sessions += 1
        self.deals += summary.deals
        sides = [(summary.side_of(player, r), won) for r, won in enumerate(summary.winners)]
        played = [(side, won) for side, won in sides if side is not None]  # not sat out
        self.rubbers += summary.rubbers if every else len(played)
        self.rubbers_won += sum(side is won for side, won in played)
        self.points += summary.results[player]

    def contract(self, contract: PlayedContract) -> None:
        self.bid[contract.level - 1] += 1
        self.made[contract.level - 1] += contract.made
        self.undertricks += contract.short
        self.penalty += contract.penalty

    def freeze(self, name: str) -> PlayerStats:
        return PlayerStats(
            name,
            self.sessions,
            self.deals,
            self.rubbers,
            self.rubbers_won,
            self.points,
            tuple(self.bid),
            tuple(self.made),
            self.undertricks,
            self.penalty,
            self.revokes,
        )


def statistics(
    summaries: Iterable[SessionSummary],
    name: Callable[[AnySetup, int], str] = stored_name,
    game: str = DEFAULT_GAME,
) -> Statistics:
    """Add up the summaries of ``game``'s sessions per player and overall (definitions:
    :class:`PlayerStats`); the other games' are left out (their points are not the same).

    ``name`` names a player by his index (an unnamed one by the seat of his own in the
    first rubber he plays); the GUI passes ``texts.named_player`` so that unnamed players
    are called by their seat in the user's language.
    """
    tallies: dict[str, _Tally] = {}
    overall = _Tally()
    for summary in summaries:
        if summary.game != game:
            continue
        setup = summary.setup
        names = [name(setup, index) for index in range(len(setup.players))]
        for index, player in enumerate(names):
            tallies.setdefault(player, _Tally()).session(summary, index)
        overall.session(summary, summary.our_player, every=True)
        for contract in summary.contracts:  # Vint's, by the player in the declarer's seat
            tallies[names[contract.player]].contract(contract)
            overall.contract(contract)
        for index in summary.revokes:
            tallies[names[index]].revokes += 1
            overall.revokes += 1
    players = tuple(tallies[n].freeze(n) for n in sorted(tallies, key=lambda n: (n.casefold(), n)))
    return Statistics(players, overall.freeze(""), game)
