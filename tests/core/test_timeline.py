"""Undo/redo, dumping a deal as data and replaying it, seat views, the session account."""

from __future__ import annotations

import pytest

from tests.core.helpers import DEAL, calls, start
from wint.core.seating import seating
from wint.core.seats import Seat
from wint.core.settlement import settle
from wint.core.timeline import DealTimeline
from wint.games.vint.contract import Contract
from wint.games.vint.ledger import Ledger, session_complete
from wint.games.vint.notation import DealDataError, dump_deal, load_deal
from wint.games.vint.result import DealResult
from wint.games.vint.rules import RuleSet
from wint.games.vint.state import DealState


def test_undo_and_redo_any_number_of_steps() -> None:
    timeline = DealTimeline.start(DealState.new(DEAL, Seat.N))
    for code in ("1S " + "P " * 8 + "H8 H2 HQ H6").split():
        timeline = timeline.apply_code(code)
    assert timeline.cursor == 13 and timeline.undo_label() == "H6"
    back = timeline.undo(5)
    assert back.current == timeline.states[8] and back.can_redo
    assert back.redo_label() == "P"
    assert back.redo(5).current is timeline.current
    assert timeline.undo(100).cursor == 0 and not timeline.undo(100).can_undo
    branched = back.apply_code("P")
    assert not branched.can_redo and len(branched.states) == 10


def test_undo_to_a_seats_last_decision() -> None:
    timeline = DealTimeline.start(DealState.new(DEAL, Seat.N))
    for code in ["1S", "P", "P", "P", "2S"]:
        timeline = timeline.apply_code(code)
    mine = timeline.undo_to(Seat.E)  # E is on turn now; back to E's previous decision
    assert mine.cursor == 1 and mine.current.to_act is Seat.E
    assert [str(a) for a in mine.current.history()] == ["1S"]
    assert timeline.undo_to(Seat.N).cursor == 4


def test_dump_and_replay_round_trip() -> None:
    state = calls(start(rules=RuleSet(auction_close_passes=4)), "1S P P P P H8 H2")
    data = dump_deal(state)
    assert data["deal"] == DEAL.pbn() and data["dealer"] == "N"
    assert data["actions"][-2:] == ["H8", "H2"]
    assert data["rules"]["auction_close_passes"] == 4
    assert load_deal(data) == state


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"actions": ["1S", "1S"]}, "actions[1]"),
        ({"actions": ["1S", 3]}, "actions[1]"),
        ({"actions": "1S"}, "actions"),
        ({"rules": {"nope": 1}}, "rules.nope"),
        ({"deal": "N:AK"}, "deal"),
    ],
)
def test_bad_deal_data_names_the_field(change: dict[str, object], path: str) -> None:
    data = {**dump_deal(calls(start(), "1S")), **change}
    with pytest.raises(DealDataError) as info:
        load_deal(data)
    assert info.value.path == path


def test_a_seats_view_shows_its_own_hand_and_the_table() -> None:
    state = calls(start(), "1S " + "P " * 8 + "H8")
    seen = state.view(Seat.S)
    assert seen.hand == DEAL.hands[Seat.S] and seen.contract == Contract.parse("1S", "N")
    assert seen.legal_actions == state.legal_actions()
    assert state.view(Seat.W).legal_actions == ()
    assert seen.played.cards() == seen.current_trick[0][1:]
    assert len(seen.unseen) == 52 - 13 - 1


def test_session_account_sums_to_zero() -> None:
    win = DealResult(Contract.parse("5H", "S"), 11)
    lose = DealResult(Contract.parse("5H", "E"), 2)
    ledger = Ledger().extend([win, win, lose, lose, win, lose, lose])
    players = ("A", "B", "C", "D")
    seatings = [seating(players, i, RuleSet()) for i in range(len(ledger.rubbers))]
    account = settle(players, ledger.rubbers, seatings)
    assert sum(account.totals) == 0  # V-SHEET-7
    first = ledger.rubbers[0].result()[1]
    assert account.after_rubber[0] == (first, first, -first, -first)  # A+B v C+D (V-SEAT-2)
    assert len(account.after_rubber) == sum(r.is_over for r in ledger.rubbers)


def test_session_length_follows_session_rubbers() -> None:
    win = DealResult(Contract.parse("5H", "S"), 11)
    one = Ledger().extend([win, win])
    assert not session_complete(RuleSet(), one)  # V-PART-9: three rubbers by default
    assert session_complete(RuleSet(session_rubbers=1), one)
    assert session_complete(RuleSet(), one.extend([win] * 4))
