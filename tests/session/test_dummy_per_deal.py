"""Three players passing the dummy on every deal (W-VAR-3P, WC-10 ``dummy_rotation =
deal``): each deal dealt with its turn's dummy, in the order of the rubber rotation; the
session file that keeps it; and the individual ledger settled deal by deal (W-SC-10 as the
app reads it: each deal's net figure among the players who sat in it; with the dummy passed
on each rubber, the figures of the rubber-by-rubber ledger).
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from tests.session.test_dummy_sessions import play_deal, play_rubbers, refused, three
from wint.core.seats import SEATS, Side
from wint.core.settlement import settle, settle_deals
from wint.games.whist.rules import DummyRotation, WhistRules
from wint.session.history import summarize
from wint.session.io import dump_session, read_session
from wint.session.sheet import session_sheet

N, E, S, W = SEATS
DEAL = WhistRules(dummy_rotation=DummyRotation.DEAL)
#: The dummy and its partner in each turn: South's, then West's, then East's (as the
#: rubbers pass it on, :func:`~wint.core.dummies.dummy_seating`).
TURNS = ((N, S), (E, W), (W, E))
HOMES = (E, S, W)  # the players in draw order, by their own seats


def dummy(state: object) -> tuple[object, object]:
    (only,) = state.dummies.dummies  # type: ignore[attr-defined]
    return only.seat, only.partner


def test_the_dummy_passes_on_every_deal_in_the_rubbers_order() -> None:
    session = three(DEAL)
    assert session.setup.per_deal and not three().setup.per_deal
    seen = [dummy(session.state)]
    for number in range(7):
        session = play_deal(session, number)
        seen.append(dummy(session.state))
    assert seen == [TURNS[n % 3] for n in range(8)]
    assert session.setup.human is S  # the human keeps his seat (the dummy never takes it)


def test_a_session_under_deal_is_saved_and_resumed_with_each_deals_dummy() -> None:
    session = play_rubbers(three(DEAL), 1)
    doc = dump_session(session)
    assert doc["rules"]["dummy_rotation"] == "deal"
    assert [entry["dummies"] for entry in doc["seating"]] == [["N"], ["E"], ["W"]]
    loaded = read_session(json.dumps(doc).encode())
    assert loaded.setup == session.setup and loaded.setup.per_deal
    assert [dummy(state) for state in (*loaded.finished, loaded.state)] == [
        TURNS[n % 3] for n in range(session.number + 1)
    ]
    assert dump_session(loaded) == doc


def test_a_bad_rotation_is_refused_where_it_stands() -> None:
    doc = dump_session(three(DEAL))
    doc["rules"]["dummy_rotation"] = "hand"
    assert refused(doc).startswith("rules.dummy_rotation: ")
    assert "'hand'" in refused(doc)


def test_each_deals_net_figure_is_settled_among_those_who_sat_in_it() -> None:
    """W-SC-10, WC-10: the rubber's result is the sum of its deals' net figures (W-SC-7:
    netting is linear), and each is credited as a rubber's is, the dummy's partner taking
    both shares (W-VAR-3P); the accounts sum to zero."""
    session = play_rubbers(three(DEAL), 2)
    rubbers = session.ledger.rubbers[:2]
    expected = [0, 0, 0]  # Boris (E), Anna (S), the player at West
    number = 0
    for rubber in rubbers:
        side, points = rubber.result()
        assert sum(rubber.nets()) == (points if side is Side.NS else -points)
        for net in rubber.nets():
            partner = TURNS[number % 3][1]
            others = [seat for seat in (E, S, W) if seat is not partner]
            sign = 1 if partner.side is Side.NS else -1
            expected[HOMES.index(partner)] += 2 * sign * net
            for seat in others:
                expected[HOMES.index(seat)] -= sign * net
            number += 1
    summary = summarize(Path("s.wint"), session, datetime(2026, 12, 5))
    assert list(summary.results) == expected and sum(expected) == 0
    sheet = session_sheet(session)  # the printed sheet's ledger says the same
    assert sheet.players is not None and sheet.players.rows[-1][1] == summary.results


def test_with_the_dummy_passed_on_each_rubber_deal_by_deal_gives_todays_figures() -> None:
    """The same seats in every deal of a rubber: settled deal by deal or as a rubber, the
    accounts are the same (W-SC-10, W-EX10)."""
    session = play_rubbers(three(), 3)
    setup, rubbers = session.setup, session.ledger.rubbers
    seatings = [setup.seating_of(r) for r in range(len(rubbers))]
    by_rubber = settle(range(3), rubbers, seatings)
    by_deal = settle_deals(
        range(3), rubbers, [[s] * len(r.nets()) for s, r in zip(seatings, rubbers, strict=True)]
    )
    assert by_deal == by_rubber and any(by_rubber.totals)
    assert setup.account(rubbers) == by_rubber
