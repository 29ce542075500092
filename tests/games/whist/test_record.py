"""Whist's record (contracts/record-whist.md): what it accepts, how it scores the contract's
edge cases, and the place and reason of every refusal."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.whist.records import above, deal, doc, sheet
from wint.core.fields import RecordError
from wint.games.whist.record import read_record

_FULL = "N:AKQJT.AKQ.AK.AK2 9876.JT9.QJT.QJT 5432.876.987.987 -.5432.65432.6543"


def _refused(record: dict[str, Any]) -> str:
    with pytest.raises(RecordError) as caught:
        read_record(record)
    return str(caught.value)


def test_a_full_deal_gives_the_honours_and_coronets_it_holds() -> None:
    (d,) = sheet([{"deal": _FULL, "dealer": "N", "trump": "H", "tricks_ns": 13}])["rubbers"][0][
        "deals"
    ]
    # N: A K Q of hearts (E the J and 10), a plain coronet of five and one of three trumps
    assert d["below"] == {"NS": 14, "EW": 0}
    assert above(d, "NS") == [
        ("coronet", 10),
        ("coronet", 15),
        ("game", 5),
        ("honours", 2),
        ("slam", 20),
    ]


def test_revokes_by_both_sides_void_the_deal() -> None:
    both = [{"by": "N", "penalty": "points"}, {"by": "E", "penalty": "tricks"}]
    (d,) = sheet([deal("S", 9, 4, revokes=both)])["rubbers"][0]["deals"]
    assert d["below"] == {"NS": 0, "EW": 0}
    assert d["above"] == {"NS": [], "EW": []}


def test_revokes_by_both_sides_both_penalised() -> None:
    both = [{"by": "N", "penalty": "points"}, {"by": "E", "penalty": "tricks"}]
    (d,) = sheet([deal("S", 9, revokes=both)], {"double_revoke": "both_penalised"})["rubbers"][0][
        "deals"
    ]
    # N–S 9 + 3 from E–W = 12: a small slam; E–W get 5 for N's revoke; N–S capped at 8
    assert d["below"] == {"NS": 8, "EW": 0}
    assert above(d, "NS") == [("revoke_excess", 4), ("slam", 10)]
    assert above(d, "EW") == [("revoke_penalty", 5)]


def test_three_tricks_per_revoke_at_most_the_tricks_won() -> None:
    twice = [{"by": "E", "penalty": "tricks"}, {"by": "W", "penalty": "tricks"}]
    (d,) = sheet([deal("S", 8, revokes=twice)])["rubbers"][0]["deals"]
    assert d["below"] == {"NS": 14, "EW": 0}  # 8 + min(6, 5) = 13 tricks
    assert above(d, "NS") == [("game", 5), ("slam", 20)]


def test_a_deal_after_a_won_rubber_opens_the_next() -> None:
    rubbers = sheet([deal("S", 13), deal("S", 13), deal("S", 7)])["rubbers"]
    assert [len(r["deals"]) for r in rubbers] == [2, 1]
    assert rubbers[1]["deals"][0]["index"] == 2
    assert rubbers[0]["result"] == {"side": "NS", "points": 14 + 20 + 5 + 14 + 20 + 5 + 10}
    assert rubbers[1]["totals"]["NS"] == {"above": 0, "below": 2, "total": 2}


def test_no_trump_aces_split_two_two() -> None:
    split = deal("NT", 8, 2)
    assert above(sheet([split], {"no_trump": True})["rubbers"][0]["deals"][0], "NS") == []
    options = {"no_trump": True, "nt_aces_22": "side_with_odd_trick"}
    d = sheet([deal("NT", 5, 2)], options)["rubbers"][0]["deals"][0]
    assert above(d, "EW") == [("honours", 2)]


def test_samouch_values_and_captured_honours() -> None:
    options = {"honour_values": "samouch", "honours_basis": "captured"}
    d = sheet([deal("S", 7, 2, captured={"NS": 5, "EW": 0})], options)["rubbers"][0]["deals"][0]
    assert above(d, "NS") == [("honours", 6)]


def test_a_record_continued_from_paper() -> None:
    d = sheet([deal("S", 8)], start={"NS": 6, "EW": 4})["rubbers"][0]["deals"][0]
    assert d["game_won_by"] == "NS"
    assert d["carried"] == {"NS": 6 + 4 + 5 - 4, "EW": 0}


@pytest.mark.parametrize(
    ("record", "place"),
    [
        (doc([deal("S", 7)], {"trumps": True}), "rules.options.trumps: unknown option"),
        (doc([deal("NT", 7)]), "deals[0].trump: 'NT' only with no_trump = true"),
        (doc([deal("H", 7)], {"no_trump": True}), "deals[0].trump: must be 'NT'"),
        (doc([deal("X", 7)]), "deals[0].trump: unknown trump 'X'"),
        (doc([deal("S", 14)]), "deals[0].tricks_ns: 14 is out of range 0-13"),
        (doc([{"trump": "S", "tricks_ns": 7}]), "deals[0].dealer: required"),
        (doc([{"dealer": "N", "tricks_ns": 7}]), "deals[0].trump: required"),
        (doc([deal("S", 7, tricks=7)]), "deals[0].tricks: unknown key"),
        (
            doc([{"deal": _FULL, "dealer": "W", "trump": "S", "tricks_ns": 7}]),
            "deals[0].deal: the dealer W holds no S",
        ),
        (
            doc(
                [
                    {
                        "dealer": "N",
                        "trump": "S",
                        "tricks_ns": 7,
                        "holdings": {"honours": {"NS": 1, "EW": 3}},
                    }
                ]
            ),
            "deals[0].holdings.honours: must sum to 5, not 4",
        ),
        (
            doc([deal("S", 7, 3, ("N", "H", 3), ("E", "H", 4))]),
            "deals[0].holdings.coronets[1]: only one hand can hold the ace of H",
        ),
        (
            doc([deal("S", 7, 2, ("N", "S", 3))]),
            "deals[0].holdings.coronets[0]: a run of 3 trumps needs 3 honours",
        ),
        (
            doc([deal("NT", 7, 1, ("N", "S", 3), ("S", "H", 3))], {"no_trump": True}),
            "deals[0].holdings.coronets[1]: NS holds 1 aces but 2 coronets",
        ),
        (
            doc([deal("S", 7, 5, ("N", "S", 10), ("N", "H", 4))]),
            "deals[0].holdings.coronets[1]: N's coronets need 14 cards",
        ),
        (doc([deal("S", 7, captured={"NS": 3, "EW": 2})]), "deals[0].captured: only with"),
        (
            doc([deal("S", 7)], {"honours_basis": "captured"}),
            "deals[0].captured: required with honours_basis = captured",
        ),
        (
            doc([deal("S", 7, revokes=[{"by": "E", "penalty": "money"}])]),
            "deals[0].revokes[0].penalty: must be 'points' or 'tricks'",
        ),
        (doc([deal("S", 7, revokes=[{"by": "E"}])]), "deals[0].revokes[0].penalty: required"),
        (doc([deal("S", 7)], players=["A", "B", "C"]), "players: must be a list of 4-6"),
        (doc([deal("S", 7)], start={"NS": 10, "EW": 0}), "start.NS: 10 is out of range 0-9"),
        ({**doc([deal("S", 7)]), "game": "vint"}, "record.game: unknown game 'vint'"),
    ],
)
def test_refusals_name_the_place(record: dict[str, Any], place: str) -> None:
    assert _refused(record).startswith(place)


def test_the_first_fault_in_document_order_is_reported() -> None:
    bad = {"tricks_ns": 99, "trump": "X", "dealer": "N"}
    assert _refused(doc([bad])).startswith("deals[0].tricks_ns")
    assert _refused(doc([{"trump": "X", **bad}])).startswith("deals[0].trump")


def test_with_captured_honours_the_holdings_may_give_the_coronets_alone() -> None:
    coronets = {"coronets": [{"seat": "N", "suit": "H", "length": 3}]}
    held = {"dealer": "N", "trump": "S", "tricks_ns": 8, "holdings": coronets}
    options = {"honours_basis": "captured"}
    (d,) = sheet([{**held, "captured": {"NS": 4, "EW": 1}}], options)["rubbers"][0]["deals"]
    assert above(d, "NS") == [("coronet", 5), ("honours", 4)]
    assert _refused(doc([held])).startswith("deals[0].holdings.honours: required")
