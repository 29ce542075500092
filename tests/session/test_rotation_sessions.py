"""Window sessions of players who change seats by the tables (V-PART-9, rules §4.2): four
who rotate partners, five and six sitting out in turn, six players' rubber 8 by a seeded
lot; their files round-trip and the golden file of five players replays to its sheet."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from datetime import datetime
from itertools import combinations

import pytest

from tests.session.golden import FIVE, FIVE_NAMES, sheet_json
from wint.core.players import NamedPlayers
from wint.core.settlement import settle
from wint.games.vint.game import VINT
from wint.games.vint.ledger import Ledger
from wint.games.vint.record import dump_record, read_record, score_record
from wint.games.vint.rules import PartnerRotation, RuleSet
from wint.session.history import statistics, summarize
from wint.session.io import dump_session, load_session, read_session
from wint.session.model import GameSession, PlayerConfig, SetupError
from wint.session.rotation import draw, eighth_rubber_lot, rotating, rotation_seating
from wint.session.sheet import players_ledger, session_sheet

NAMES = ("Анна", "Борис", "Вера", "Глеб", "Дима", "Зоя")


def players(count: int, human: int | None = 0) -> list[PlayerConfig]:
    return [PlayerConfig(NAMES[i], human=i == human) for i in range(count)]


def partners(seating: tuple[int, ...]) -> set[frozenset[int]]:
    """The two partnerships of a rubber's seating N, E, S, W."""
    n, e, s, w = seating
    return {frozenset((n, s)), frozenset((e, w))}


def test_five_players_each_sit_out_once_and_partner_everyone_once() -> None:
    """§4.2 (E24's table): in five rubbers player r sits out rubber r, plays four, and
    partners each other player exactly once."""
    setup = rotating(VINT, RuleSet(players=5, session_rubbers=5), players(5), 3)
    assert [setup.sitting_out(r) for r in range(5)] == [(0,), (1,), (2,), (3,), (4,)]
    pairs = Counter(pair for seating in setup.seating for pair in partners(seating))
    assert set(pairs) == {frozenset(pair) for pair in combinations(range(5), 2)}
    assert set(pairs.values()) == {1}
    assert setup.seating[0] == (1, 2, 4, 3)  # 2 + 5 N–S, 3 + 4 E–W, the earlier drawn N (E)


def test_six_players_partner_everyone_in_seven_rubbers_and_rubber_8_goes_by_the_lot() -> None:
    """§4.2: rubbers 1–7 give each partnership but 5 + 6 once; rubber 8 seats 5 + 6 against
    the two of players 1–4 drawn by lot, the same lot for the same seed."""
    setup = rotating(VINT, RuleSet(players=6, session_rubbers=8), players(6), 11)
    pairs = Counter(pair for seating in setup.seating[:7] for pair in partners(seating))
    assert set(pairs) == {frozenset(p) for p in combinations(range(6), 2)} - {frozenset((4, 5))}
    assert set(pairs.values()) == {1}
    lot = eighth_rubber_lot(11)
    assert partners(setup.seating[7]) == {frozenset((4, 5)), frozenset(lot)}
    assert setup.sitting_out(7) == tuple(sorted(set(range(4)) - set(lot)))
    assert rotating(VINT, setup.rules, players(6), 11).seating == setup.seating
    assert {eighth_rubber_lot(seed) for seed in range(40)} > {lot}  # drawn, not fixed
    assert all(set(eighth_rubber_lot(seed)) <= {0, 1, 2, 3} for seed in range(40))


def test_four_players_rotate_only_when_the_rules_say_so() -> None:
    """V-PART-9: 1+2 v 3+4, 1+3 v 2+4, 1+4 v 2+3; ``none`` keeps rubber 1's seats."""
    rotating_four = rotating(VINT, RuleSet(), players(4), 1)
    assert [partners(s) for s in rotating_four.seating] == [
        {frozenset((0, 1)), frozenset((2, 3))},
        {frozenset((0, 2)), frozenset((1, 3))},
        {frozenset((0, 3)), frozenset((1, 2))},
    ]
    fixed = rotating(VINT, RuleSet(partner_rotation=PartnerRotation.NONE), players(4), 1)
    assert set(fixed.seating) == {fixed.seating[0]}


def test_the_draw_is_seeded_and_orders_every_player() -> None:
    assert draw(6, 5) == draw(6, 5) and sorted(draw(6, 5)) == list(range(6))
    assert len({draw(5, seed) for seed in range(20)}) > 1


def test_the_human_changes_seats_and_sits_out_his_rubber() -> None:
    """The human is the session's player, not a seat: he plays from the seat each rubber
    gives him and watches the rubber he sits out."""
    setup = rotating(VINT, RuleSet(players=5, session_rubbers=5), players(5, human=1), 3)
    seats = [setup.human_in(r) for r in range(5)]
    assert seats[1] is None and None not in (seats[0], *seats[2:])
    assert len(set(seats) - {None}) > 1  # he does not keep one seat
    assert setup.our_side is seats[0].side  # type: ignore[union-attr]


def test_a_session_of_five_needs_rules_for_five_and_an_exact_schedule() -> None:
    with pytest.raises(SetupError, match=r"^rules\.players: the rules are for 4 players, not 5$"):
        rotating(VINT, RuleSet(), players(5), 1)
    two = [replace(p, human=i < 2) for i, p in enumerate(players(5))]  # hot-seat
    assert rotating(VINT, RuleSet(players=5), two, 1).humans_in(0)
    with pytest.raises(SetupError, match="no exact schedule"):
        rotating(VINT, RuleSet(players=5, five_player_schedule="draw_rotation"), players(5), 1)  # type: ignore[arg-type]


def test_the_golden_session_of_five_replays_to_its_sheet_and_round_trips() -> None:
    """The file of five players (§4.2): its seating per rubber, who sat out, its sheet, and
    the same document written again."""
    session = load_session(FIVE)
    sheet = json.loads(FIVE.with_suffix(".sheet.json").read_text("utf-8"))
    assert sheet_json(session) == sheet
    assert [p.name for p in session.setup.players] == list(FIVE_NAMES)
    assert session.rubber == 2 and session.setup.sitting_out(2) == (2,)  # Анна watches
    assert session.human is None and session.setup.human_in(1) is not None
    doc = json.loads(FIVE.read_text("utf-8"))
    written = dump_session(session)
    for key in ("saved", "app"):
        del written[key], doc[key]
    assert written == doc
    assert read_session(json.dumps(doc).encode()).setup == session.setup


def test_the_ledger_of_a_session_is_wint_scores() -> None:
    """V-SHEET-7, E24: the players' ledger of the session's sheet, in hundreds, is what
    `wint score` gives the same deals written as a record of the named players."""
    session = load_session(FIVE)
    ledger = players_ledger(session)
    assert ledger is not None and ledger.unit == 100 and len(ledger.rows) == 2
    assert ledger == session_sheet(session).players
    results = [state.result() for state in session.finished]
    # a table writes what it holds (the honours held count: what was won in tricks is not
    # written, C-6)
    written = [replace(result, captured=None) for result in results]
    doc = dump_record(session.setup.rules, written, named=NamedPlayers(FIVE_NAMES))
    scored = score_record(read_record(doc))
    assert [(row["rubber"] + 1, row["figures"]) for row in scored["ledger"]] == [
        (number, dict(zip(FIVE_NAMES, figures, strict=True))) for number, figures in ledger.rows
    ]
    names = [[FIVE_NAMES[i] for i in session.setup.seating_of(r)] for r in range(2)]
    rubbers = Ledger(session.setup.rules).extend(results).rubbers[:2]
    assert settle(FIVE_NAMES, rubbers, names, 100).after_rubber == tuple(
        figures for _, figures in ledger.rows
    )


def test_a_session_of_six_round_trips_through_its_file() -> None:
    setup = rotating(VINT, RuleSet(players=6, session_rubbers=8), players(6, human=5), 4)
    session = GameSession.start(setup)
    again = read_session(json.dumps(dump_session(session)).encode())
    assert again.setup == setup and len(again.setup.seating) == 8
    assert rotation_seating(6, setup.rules, 8, eighth_rubber_lot(4)) == setup.seating


def test_the_history_counts_each_players_rubbers_contracts_and_account() -> None:
    """Statistics per player (V-SHEET-7): a player counts the rubbers he sat in, not the
    one he sat out, his account from the ledger, and the contracts declared from the seat
    he had in their rubber."""
    session = load_session(FIVE)
    summary = summarize(FIVE, session, datetime(2026, 12, 2))
    assert summary.our_player == 2  # Анна, the human
    rubber_of = {d.index: n for n, r in enumerate(session.ledger.rubbers) for d in r.deals}
    declared = [
        session.setup.seating_of(rubber_of[s.index])[s.result.contract.declarer]
        for r in session.ledger.rubbers
        for s in r.deals
        if s.result.contract is not None
    ]
    assert [c.player for c in summary.contracts] == declared
    stats = statistics([summary])
    account = session.setup.account(session.ledger.rubbers).totals
    for index, name in enumerate(FIVE_NAMES):
        figures = stats.player(name)
        assert figures is not None and figures.points == account[index]
        sat_out = sum(index in session.setup.sitting_out(r) for r in range(summary.rubbers))
        assert figures.rubbers == summary.rubbers - sat_out
        assert figures.bid == tuple(
            sum(c.level == level and c.player == index for c in summary.contracts)
            for level in range(1, 8)
        )
    assert stats.player("Толстой").rubbers == 1  # type: ignore[union-attr]  # sat out rubber 1
    assert stats.overall.rubbers == 2


def test_players_who_change_seats_need_a_name_each() -> None:
    """The ledger and the line above the table tell them apart by name (V-SHEET-7)."""
    unnamed = [*players(4), PlayerConfig("")]
    with pytest.raises(SetupError, match=r"^players\[4\]\.name: players who change seats"):
        rotating(VINT, RuleSet(players=5), unnamed, 1)
    twice = [*players(4), PlayerConfig("Вера")]
    with pytest.raises(SetupError, match=r"^players\[4\]\.name: 'Вера' again$"):
        rotating(VINT, RuleSet(players=5), twice, 1)
