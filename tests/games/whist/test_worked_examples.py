"""The rulebook's worked examples W-EX1 … W-EX11 (rules/whist-preferans.md A.6) through
the record: each deal's entries, the partii, the netting and the rubber's result."""

from __future__ import annotations

from tests.games.whist.records import above, deal, doc, sheet
from wint.core.settlement import settle
from wint.games.whist.record import ledger_of, read_record
from wint.games.whist.rules import WhistRules
from wint.games.whist.scoring import coronet_value


def test_w_ex1_honours_and_two_coronets() -> None:
    (rubber,) = sheet([deal("H", 8, 3, ("N", "C", 4), ("E", "S", 3))])["rubbers"]
    (d,) = rubber["deals"]
    assert d["below"] == {"NS": 4, "EW": 0}
    assert above(d, "NS") == [("coronet", 10), ("honours", 2)]
    assert above(d, "EW") == [("coronet", 5)]
    assert d["game_won_by"] is None and d["carried"] is None
    assert rubber["winner"] is None and rubber["result"] is None


def test_w_ex2_small_slam_ends_a_partiya() -> None:
    (d,) = sheet([deal("D", 1, 1)])["rubbers"][0]["deals"]
    assert d["below"] == {"NS": 0, "EW": 12}
    assert above(d, "EW") == [("game", 5), ("honours", 4), ("slam", 10)]
    assert above(d, "NS") == []
    assert d["game_won_by"] == "EW"
    assert d["carried"] == {"NS": 0, "EW": 31}


def test_w_ex3_grand_slam_with_all_honours() -> None:
    (d,) = sheet([deal("S", 0, 0)])["rubbers"][0]["deals"]
    assert d["below"] == {"NS": 0, "EW": 14}
    assert above(d, "EW") == [("game", 5), ("honours", 5), ("slam", 20)]
    assert d["carried"] == {"NS": 0, "EW": 44}


def test_w_ex4_a_revoke_penalised_in_points() -> None:
    first = deal("S", 8)
    revoked = deal("S", 7, revokes=[{"by": "E", "penalty": "points"}])
    d = sheet([first, revoked])["rubbers"][0]["deals"][1]
    assert d["below"] == {"NS": 2, "EW": 0}
    assert above(d, "NS") == [("revoke_penalty", 5)]
    assert d["game_won_by"] is None


def test_w_ex4_a_revoke_penalised_in_tricks_wins_the_partiya() -> None:
    first = deal("S", 8)
    revoked = deal("S", 7, revokes=[{"by": "E", "penalty": "tricks"}])
    d = sheet([first, revoked])["rubbers"][0]["deals"][1]
    assert d["below"] == {"NS": 8, "EW": 0}
    assert above(d, "NS") == [("game", 5)]
    assert d["game_won_by"] == "NS"
    assert d["carried"] == {"NS": 17, "EW": 0}


def test_w_ex5_a_partiya_won_with_zero() -> None:
    deals = [deal("S", 7, 5, ("N", "H", 8)), deal("D", 2, 2, ("E", "C", 4))]
    first, second = sheet(deals)["rubbers"][0]["deals"]
    assert first["below"]["NS"] + sum(p for _, p in above(first, "NS")) == 37
    assert second["below"]["EW"] + sum(p for _, p in above(second, "EW")) == 27
    assert second["game_won_by"] == "EW"
    assert second["carried"] == {"NS": 10, "EW": 0}


_EX6 = [
    deal("S", 9, 4),
    deal("H", 5, 2, ("W", "C", 3)),
    deal("S", 8, 2),
    deal("S", 2, 0),
    deal("S", 10, 4, ("S", "S", 4)),
    deal("S", 7, 2),
]


def test_w_ex6_a_full_rubber_two_one() -> None:
    (rubber,) = sheet(_EX6)["rubbers"]
    carried = [d["carried"] for d in rubber["deals"]]
    assert carried == [
        None,
        None,
        {"NS": 6, "EW": 0},
        {"NS": 0, "EW": 14},
        None,
        {"NS": 33, "EW": 0},
    ]
    assert rubber["games_won"] == ["NS", "EW", "NS"]
    assert rubber["winner"] == "NS"
    assert rubber["totals"]["NS"]["total"] == 68
    assert rubber["totals"]["EW"]["total"] == 35
    assert rubber["result"] == {"side": "NS", "points": 33}
    assert above(rubber["deals"][5], "NS") == [("game", 5), ("rubber", 10)]
    assert above(rubber["deals"][4], "NS") == [("coronet", 20), ("honours", 4)]


def test_w_ex6_the_rubber_premium_in_place_of_the_partiya_premium() -> None:
    (rubber,) = sheet(_EX6, {"rubber_bonus_mode": "replaces_partiya_bonus"})["rubbers"]
    assert above(rubber["deals"][5], "NS") == [("rubber", 10)]
    assert rubber["result"] == {"side": "NS", "points": 28}
    assert rubber["deals"][5]["carried"] == {"NS": 28, "EW": 0}


def test_w_ex6_money_for_named_players() -> None:
    out = sheet(_EX6, players=["Anna", "Boris", "Clara", "Denis"])
    assert out["rubbers"][0]["seating"] == {"N": "Anna", "E": "Clara", "S": "Boris", "W": "Denis"}
    assert out["ledger"] == [
        {"rubber": 0, "figures": {"Anna": 33, "Boris": 33, "Clara": -33, "Denis": -33}}
    ]


_EX7 = [deal("S", 6, 5, ("N", "S", 6)), deal("S", 3, 2), deal("S", 2, 3)]


def test_w_ex7_the_rubber_won_and_the_money_lost() -> None:
    (rubber,) = sheet(_EX7)["rubbers"]
    assert [d["carried"] for d in rubber["deals"]] == [
        None,
        {"NS": 28, "EW": 0},
        {"NS": 5, "EW": 0},
    ]
    assert rubber["winner"] == "EW"
    assert rubber["result"] == {"side": "NS", "points": 5}


def test_w_ex7_with_coronet_table_r2() -> None:
    (rubber,) = sheet(_EX7, {"coronet_table": "R2"})["rubbers"]
    assert rubber["deals"][1]["carried"] == {"NS": 38, "EW": 0}
    assert rubber["result"] == {"side": "NS", "points": 15}


def test_w_ex8_no_trump_whist() -> None:
    (d,) = sheet([deal("NT", 9, 3, ("N", "S", 3))], {"no_trump": True})["rubbers"][0]["deals"]
    assert d["below"] == {"NS": 6, "EW": 0}
    assert above(d, "NS") == [("coronet", 10), ("honours", 2)]


def test_w_ex9_coronet_table_lookups() -> None:
    holdings = [(6, False), (5, True), (8, True), (13, False)]
    r1 = WhistRules()
    r2 = WhistRules(coronet_table=WhistRules().coronet_table.R2)
    assert [coronet_value(r1, n, trump) for n, trump in holdings] == [20, 30, 60, 55]
    assert [coronet_value(r2, n, trump) for n, trump in holdings] == [25, 40, 70, 60]


def test_w_ex11_the_revoke_cap() -> None:
    first = deal("S", 4)
    points = deal("S", 3, revokes=[{"by": "W", "penalty": "points"}])
    d = sheet([first, points])["rubbers"][0]["deals"][1]
    assert d["below"] == {"NS": 0, "EW": 2}
    assert above(d, "EW") == [("revoke_excess", 6)]
    assert above(d, "NS") == [("revoke_penalty", 5)]
    assert d["game_won_by"] is None


def test_w_ex11_the_cap_does_not_bind_after_three_tricks_move() -> None:
    tricks = deal("S", 3, revokes=[{"by": "W", "penalty": "tricks"}])
    d = sheet([deal("S", 4), tricks])["rubbers"][0]["deals"][1]
    assert d["below"] == {"NS": 0, "EW": 2}
    assert above(d, "EW") == [] and above(d, "NS") == []


def test_w_ex11_without_the_cap_the_revoking_side_wins_the_partiya() -> None:
    points = deal("S", 3, revokes=[{"by": "W", "penalty": "points"}])
    d = sheet([deal("S", 4), points], {"revoke_blocks_game": False})["rubbers"][0]["deals"][1]
    assert d["below"] == {"NS": 0, "EW": 8}
    assert d["game_won_by"] == "EW"
    assert above(d, "EW") == [("game", 5)]
    assert above(d, "NS") == [("revoke_penalty", 5)]


def test_w_ex10_a_dummy_s_partner_takes_both_shares() -> None:
    rubbers = ledger_of(WhistRules(), (0, 0), tuple(read_record(doc(_EX6)).results)).rubbers
    three = settle(("A", "B", "C"), rubbers, [("A", "B", "A", "C")])
    two = settle(("A", "B"), rubbers, [("A", "B", "A", "B")])
    assert three.totals == (66, -33, -33)
    assert two.totals == (33, -33)
