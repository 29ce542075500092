"""Sessions: playing deal after deal, undo/redo policy, and the .wint file (architecture §6)."""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path

import pytest

from tests.session.golden import as_v1
from wint.ai.advice import Situation
from wint.ai.vint.base import BasicPlayer
from wint.core.seats import SEATS, Seat
from wint.games.vint.result import Revoke
from wint.games.vint.rules import RuleSet
from wint.session.io import (
    MAX_SESSION_BYTES,
    CorruptSessionError,
    SessionError,
    UnsupportedVersionError,
    dump_session,
    load_session,
    read_session,
    save_session,
)
from wint.session.model import PlayerConfig, Session, SessionSetup, fixed_seats

PLAYER = BasicPlayer()


def setup(human: Seat | None = Seat.S, seed: int = 7) -> SessionSetup:
    seats = tuple(
        PlayerConfig(f"P{seat.name}", human=seat is human, level="basic") for seat in SEATS
    )
    return fixed_seats(RuleSet(), seats, seed)


def play_until(session: Session, stop_at_human: bool = True) -> Session:
    """Let the computers act (and the human too, when ``stop_at_human`` is false)."""
    human = session.setup.human
    while not session.state.is_over:
        seat = session.state.to_act
        assert seat is not None
        if stop_at_human and seat is human:
            return session
        advice = PLAYER.decide(session.state.view(seat), Situation())
        session = session.apply(advice.action, seat)
    return session


def play_deals(session: Session, count: int) -> Session:
    for _ in range(count):
        session = play_until(session, stop_at_human=False).next_deal()
    return session


def test_a_session_deals_in_rotation_and_keeps_the_ledger() -> None:
    session = play_deals(Session.start(setup()), 6)
    assert session.number == 6 and len(session.ledger.deals()) == 6
    dealers = [state.dealer for state in session.finished]
    assert dealers[0] is Seat.N
    for before, after, state in zip(dealers, dealers[1:], session.finished, strict=False):
        passed = state.result().passed_out
        assert after is before.lho or passed  # V-DEAL-6


def test_next_deal_needs_the_deal_over() -> None:
    with pytest.raises(ValueError, match="not over"):
        Session.start(setup()).next_deal()


def test_undo_to_the_humans_previous_decision_and_redo() -> None:
    session = play_until(Session.start(setup()))
    assert session.state.to_act is Seat.S
    first_call = session.state.legal_actions()[0]
    after = play_until(session.apply(first_call, Seat.S))  # the computers answer
    assert after.state.to_act is Seat.S or after.state.is_over
    back = after.undo_to_human()
    assert back.state == session.state  # the computers' moves went too
    assert back.redo_to_human().state == after.state


def test_hot_seat_undo_stops_at_another_humans_action() -> None:
    """Several humans at one screen (issue 17): each takes back his own decisions and the
    computers' after them, never past another human's action (that would show his hand)."""
    seats = tuple(PlayerConfig("", human=seat in (Seat.N, Seat.S)) for seat in SEATS)
    session = Session.start(fixed_seats(RuleSet(), seats, 7))
    assert session.setup.humans == (Seat.N, Seat.S) and session.setup.human is Seat.N
    acted: list[tuple[Seat, Session]] = []  # each human's decision and the session before it
    while len({seat for seat, _ in acted}) < 2:
        seat = session.state.to_act
        assert seat is not None
        if seat in session.setup.humans:
            acted.append((seat, session))
        advice = PLAYER.decide(session.state.view(seat), Situation())
        session = session.apply(advice.action, seat)
    last, before = acted[-1]
    first = next(seat for seat, _ in acted if seat is not last)
    assert session.undo_to_human(first) is session  # the other human acted since
    back = session.undo_to_human(last)
    assert back.state == before.state  # his own decision and the computers' after it
    earlier, then = acted[-2]
    if earlier is last:  # his decision before: back to it
        assert back.undo_to_human(last).state == then.state
    else:  # the other human's: undo stops
        assert back.undo_to_human(last) is back
    assert back.redo_to_human(last).state == session.state  # the computers' moves again


def test_undo_stays_within_the_deal_in_progress() -> None:
    session = play_deals(Session.start(setup()), 1)
    assert session.current.cursor == 0 or session.state.to_act is not None
    assert session.undo(50).finished == session.finished  # the written deal stays


def test_save_and_load_give_the_same_state_and_ledger(tmp_path: Path) -> None:
    session = play_deals(Session.start(setup()), 5)
    session = play_until(session)
    path = tmp_path / "sessions" / "evening.wint"
    save_session(session, path)
    loaded = load_session(path)
    assert loaded.setup == session.setup
    assert loaded.state == session.state and loaded.finished == session.finished
    assert loaded.ledger == session.ledger
    assert loaded.current.cursor == session.current.cursor


def test_undone_actions_survive_a_save_as_redo(tmp_path: Path) -> None:
    session = play_until(play_deals(Session.start(setup(human=None)), 1), stop_at_human=False)
    session = session.undo(7)
    save_session(session, tmp_path / "s.wint")
    loaded = load_session(tmp_path / "s.wint")
    assert loaded.state == session.state
    assert loaded.redo(7).state == session.redo(7).state


def test_saving_keeps_the_previous_file(tmp_path: Path) -> None:
    path = tmp_path / "s.wint"
    first = Session.start(setup())
    save_session(first, path)
    second = play_until(first)
    save_session(second, path)
    assert load_session(path.with_name("s.wint.bak")).state == first.state
    assert load_session(path).state == second.state
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.wint", "s.wint.bak"]


@functools.cache
def corrupt_cases() -> list[tuple[bytes, type[SessionError], str]]:
    session = play_deals(Session.start(setup()), 2)
    good = dump_session(session)

    def edited(**changes: object) -> bytes:
        return json.dumps({**good, **changes}).encode()

    bad_action = json.loads(json.dumps(good))
    bad_action["deals"][1]["actions"][3] = "SA"  # a card during the auction
    unknown_action = json.loads(json.dumps(good))
    unknown_action["deals"][0]["actions"][0] = "hello"
    return [
        (b"", SessionError, "line 1"),
        (b"\xff\xfe garbage", SessionError, "not UTF-8"),
        (b"[" * 100_000, SessionError, "nested too deeply"),
        (b"{" + b'"a":' * 50, SessionError, "line"),
        (edited(format="other"), SessionError, "format"),
        (edited(schema_version=99), UnsupportedVersionError, "newer"),
        (edited(schema_version="1"), SessionError, "schema_version"),
        (edited(rules={"cross_values": "odd"}), SessionError, "rules.cross_values"),
        (edited(seats=[]), SessionError, "seats"),
        (edited(cursor=10_000), SessionError, "cursor"),
        (json.dumps(bad_action).encode(), CorruptSessionError, "deals[1].actions[3]"),
        (json.dumps(unknown_action).encode(), CorruptSessionError, "deals[0].actions[0]"),
        (b"x" * (MAX_SESSION_BYTES + 1), SessionError, "larger than"),
        (b'{"__class__": "os.system"}', SessionError, "format"),
    ]


@pytest.mark.parametrize("case", range(14))
def test_corrupt_files_are_refused_with_the_place(case: int) -> None:
    data, error, place = corrupt_cases()[case]
    with pytest.raises(error) as info:
        read_session(data, "s.wint")
    assert place in str(info.value)


def test_a_corrupt_file_does_not_touch_the_good_one(tmp_path: Path) -> None:
    path = tmp_path / "s.wint"
    save_session(Session.start(setup()), path)
    before = path.read_bytes()
    broken = tmp_path / "broken.wint"
    broken.write_bytes(before[: len(before) // 2])  # truncated, as after a crash
    with pytest.raises(SessionError):
        load_session(broken)
    assert path.read_bytes() == before


def test_a_failed_save_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.wint"
    save_session(Session.start(setup()), path)
    before = path.read_bytes()

    def broken_fsync(fd: int) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="disk full"):
        save_session(play_until(Session.start(setup())), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["s.wint"]  # no temporary left behind


def test_migration_chain_runs_for_an_older_schema(monkeypatch: pytest.MonkeyPatch) -> None:
    """A synthetic schema 0 layout (schema 1's seats under "players") goes through the
    chain: to schema 1, then to schema 2."""
    from wint.session import io

    current = as_v1(dump_session(Session.start(setup())))
    old = {k: v for k, v in current.items() if k != "seats"}
    old["schema_version"] = 0
    old["players"] = current["seats"]

    def zero_to_one(doc: dict[str, object]) -> dict[str, object]:
        doc = dict(doc)
        doc["seats"] = doc.pop("players")
        return doc

    with pytest.raises(SessionError, match="schema_version"):
        read_session(json.dumps(old).encode())  # no migration from 0 is known yet
    monkeypatch.setitem(io.MIGRATIONS, 0, zero_to_one)
    assert read_session(json.dumps(old).encode()).setup == Session.start(setup()).setup


def test_a_table_rules_file_of_an_older_wint_counts_its_first_revoke() -> None:
    """Files written before the claims of revokes (V-REV-4) hold finished deals that end
    with the play: such a deal is finished as then, its first revoke counted."""
    seats = tuple(PlayerConfig("", level="basic") for _ in SEATS)
    session = Session.start(fixed_seats(RuleSet(allow_revokes=True), seats, 5))
    revoked = False
    while not session.state.is_over:
        state = session.state
        seat = state.to_act
        assert seat is not None
        hand = state.hand(seat)
        if seat is Seat.E and not revoked and state.current_trick and state.waiting is None:
            led = state.current_trick[0][1].suit
            other = [card for card in hand if card.suit is not led]
            if other and len(other) < len(hand):
                session, revoked = session.apply(other[0], seat), True
                continue
        session = session.apply(BasicPlayer().decide(state.view(seat), Situation()).action, seat)
    assert revoked
    session = session.next_deal()
    doc = dump_session(session)
    older = [code for code in doc["deals"][0]["actions"] if not code.startswith("REVOKE:")]
    doc["deals"][0]["actions"] = older
    loaded = read_session(json.dumps(doc).encode())
    (first,) = loaded.finished
    made = session.finished[0].revokes_made[0]
    assert first.is_over and first.result().revokes == (Revoke(made.by, made.asked),)
    assert dump_session(loaded)["deals"][0]["actions"][-1] == "REVOKE:done"  # saved anew
