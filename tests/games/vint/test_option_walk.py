"""Options never lie (issue 13): every non-default value of every option of the ruleset is
either played — a witness case changes its outcome (a score, a legal action, a dealer, a
seating, a ledger) — or refused where it would be played, naming the option's key path and
saying "not supported yet".

The walk goes over :func:`rule_options`, so a new option fails here until it is given a
witness in :data:`WITNESSES` (played) or is listed in :data:`TABLE_ONLY` (the game refuses
it, records of a real table accept it and score the same).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from wint.core.deal import deal_from_seed
from wint.core.errors import IllegalActionError, RulesError
from wint.core.fields import RecordError
from wint.core.seats import Seat
from wint.games.registry import game
from wint.games.vint.calls import QUESTION
from wint.games.vint.contract import Contract
from wint.games.vint.game import VINT
from wint.games.vint.ledger import Ledger, next_dealer, session_complete
from wint.games.vint.record import read_record, score_record
from wint.games.vint.result import Coronet, DealResult, Holdings, Revoke
from wint.games.vint.rules import (
    DummyAuction,
    Exposure,
    OptionInfo,
    PassedOut,
    RuleSet,
    Scope,
    apply_options,
    rule_options,
)
from wint.games.vint.state import DealState, Phase
from wint.session.io import SessionError, dump_session, load_session, read_session
from wint.session.model import PlayerConfig, Session, SetupError, fixed_seats, seated
from wint.session.pad import ScorePad
from wint.session.rotation import rotating
from wint.session.sheet import session_sheet

RECORDS = Path(__file__).parents[2] / "data" / "records"
SEATS = (PlayerConfig("N"), PlayerConfig("E"), PlayerConfig("S", human=True), PlayerConfig("W"))
NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dima", "Zoya")
#: Options that govern only the play at a real table: the draw, the cut.
TABLE_ONLY = frozenset({"first_dealer", "draw_ace_low", "min_cut_packet"})


# -- witnesses: a case whose outcome the option changes ----------------------------------------


def _start(rules: RuleSet, dealer: Seat = Seat.N, dummies: tuple[Seat, ...] = ()) -> DealState:
    return DealState.new(deal_from_seed(7, 0, dealer), dealer, rules, dummies)


def _dummy_seen_by_opponent(rules: RuleSet) -> object:
    """Three players (§4.1): what East sees of South's dummy in the North before the lead."""
    return _start(rules, dummies=(Seat.N,)).view(Seat.E).hand_of(Seat.N)


def _two_calls(rules: RuleSet) -> object:
    """Two players (§4.1): the deal after the dealer's bid and the answer's pass."""
    state = _calls(_start(rules, dummies=(Seat.N, Seat.E)), "1S P")
    return state.phase, state.contract


def _calls(state: DealState, codes: str) -> DealState:
    for code in codes.split():
        state = state.apply_code(code)
    return state


def _closing_pass(rules: RuleSet) -> int:
    """After a bid, the pass that closes the auction (V-BID-7, C-4)."""
    state = _calls(_start(rules), "1S")
    for count in range(1, 13):
        state = state.apply_code("P")
        if state.phase is not Phase.AUCTION:
            return count
    return 0


def _second_hand_cards(rules: RuleSet) -> int:
    """How many of his cards the second player may play to the first trick (V-PLAY-4; with
    revokes allowed any card is accepted and recorded, V-PLAY-11)."""
    state = _calls(_start(rules), "1S" + " P" * rules.auction_close_passes)
    state = state.apply(state.legal_actions()[0])
    seat = state.to_act
    assert seat is not None
    accepted = 0
    for card in state.hand(seat).cards():
        try:
            state.apply(card)
        except IllegalActionError:
            continue
        accepted += 1
    return accepted


def _reviewable(rules: RuleSet) -> int:
    """The quitted tricks one may look at once a card is led to the third (C-18)."""
    state = _calls(_start(rules), "1S" + " P" * 8)
    for _ in range(9):
        state = state.apply(state.legal_actions()[0])
    return len(state.reviewable_tricks())


def _sheet(rules: RuleSet, *results: DealResult, start: tuple[int, int] = (0, 0)) -> object:
    """Every entry the sheet writes, deal by deal, and each rubber's result."""
    ledger = Ledger(rules, start).extend(results)
    deals = [(d.below, sorted((e.kind, e.side, e.points) for e in d.above)) for d in ledger.deals()]
    return deals, [(r.games_won, r.result()) for r in ledger.rubbers]


def _made(code: str, declarer: str, tricks: int, held: Holdings | None = None) -> DealResult:
    contract = Contract.parse(code, declarer)
    tricks_ns = tricks if contract.side.name == "NS" else 13 - tricks
    return DealResult(contract, tricks_ns, held)


GAME = _made("7NT", "N", 13)  # a game in one deal


def _passed(rules: RuleSet) -> DealResult:
    raspasovka = rules.passed_out is PassedOut.RASPASOVKA
    return DealResult(None, 5 if raspasovka else None, dealer=Seat.N)


def _session_length(rules: RuleSet) -> int:
    """The finished rubbers after which the session is over (V-PART-9)."""
    rubbers = Ledger().extend([GAME] * 200).rubbers
    for count in range(1, len(rubbers) + 1):
        if session_complete(rules, Ledger(rules, (0, 0), rubbers[:count], 2 * count)):
            return count
    return 0


def _named_sheet(rules: RuleSet) -> object:
    """``wint score`` of two rubbers with named players (record-players.md): the seating,
    who sits out and the ledger; or the error."""
    results = [{"contract": "7NT", "declarer": "N", "tricks": 13}] * 3
    results.append({"contract": "7NT", "declarer": "E", "tricks": 13})  # a result not in 100s
    results[1] = {"contract": "7NT", "declarer": "N", "tricks": 12}
    doc = {
        "format": "wint-record",
        "version": 1,
        "players": list(NAMES[: rules.players]),
        "rules": {"options": rules.as_dict()},
        "deals": results,
    }
    try:
        sheet = score_record(read_record(doc))
    except RecordError as exc:
        return str(exc)
    return [(r["seating"], r["sits_out"]) for r in sheet["rubbers"]], sheet["ledger"]


def _old_deal(rules: RuleSet) -> tuple[object, ...]:
    """The hands of a new deal of the game (rules §4.4, §4.6: before the passing)."""
    state = game("vint").start(rules, 7, 0, Seat.N)
    return tuple(state.hand(seat) for seat in Seat)


WITNESSES: dict[str, Callable[[RuleSet], object]] = {
    "auction_close_passes": _closing_pass,
    "allow_lead_question": lambda rules: (
        QUESTION in _calls(_start(rules), "1S P P").legal_actions()
    ),
    "dealer_must_bid": lambda rules: len(_start(rules).legal_actions()),
    "opening_leader": lambda rules: _calls(_start(rules), "P 1S" + " P" * 8).to_act,
    "review_tricks": _reviewable,
    "allow_revokes": _second_hand_cards,
    "honours_basis": lambda rules: _sheet(
        rules,
        DealResult(
            Contract.parse("4H", "N"), 10, Holdings((4, 1), (3, 1)), Holdings((1, 4), (1, 3))
        ),
    ),
    "honours_netting": lambda rules: _sheet(rules, _made("4H", "N", 10, Holdings((4, 1), (1, 3)))),
    "aces_require_leve": lambda rules: _sheet(rules, _made("3H", "N", 9, Holdings((4, 1), (1, 3)))),
    "aces_coronet_values": lambda rules: _sheet(
        rules,
        _made("2H", "N", 8, Holdings((3, 2), (3, 1), (Coronet(Seat.N, None, 3),))),
        _made("2NT", "N", 8, Holdings(None, (3, 1), (Coronet(Seat.N, None, 3),))),
    ),
    "undertrick_unit": lambda rules: _sheet(rules, _made("3S", "N", 8)),
    "slam_premiums_cumulative": lambda rules: _sheet(rules, _made("6S", "N", 12)),
    "taken_slam_bonus": lambda rules: _sheet(rules, _made("1NT", "N", 1)),
    "rubber_bonus_mode": lambda rules: _sheet(rules, GAME, GAME),
    "game_tie_rule": lambda rules: _sheet(rules, _made("4S", "E", 9), start=(460, 150)),
    "failed_contract_can_win_game": lambda rules: _sheet(rules, _made("7NT", "N", 12)),
    "session_rubbers": _session_length,
    "passed_out": lambda rules: _sheet(rules, _passed(rules), GAME, GAME),
    "cross_values": lambda rules: _sheet(rules, _passed(rules), _passed(rules), GAME, GAME),
    "redeal_by": lambda rules: next_dealer(rules, Seat.N, passed_out=True),
    "revoke_missing_trick_unit": lambda rules: _sheet(
        rules, replace(_made("6NT", "N", 12), revokes=(Revoke(Seat.E),))
    ),
    "revoke_slam_premium": lambda rules: _sheet(
        rules, replace(_made("4H", "N", 9), revokes=(Revoke(Seat.E),))
    ),
    "deal_variant": lambda rules: [len(hand) for hand in _old_deal(rules)],
    "allow_blind_bids": lambda rules: len(game("vint").start(rules, 7, 0, Seat.N).legal_actions()),
    "auction_form": lambda rules: len(
        game("vint").start(rules, 7, 0, Seat.N).apply_code("1S").legal_actions()
    ),
    "players": _named_sheet,
    "five_player_schedule": lambda rules: _named_sheet(replace(rules, players=5)),
    "partner_rotation": _named_sheet,
    "ledger_unit": _named_sheet,
    "dummy_exposed": _dummy_seen_by_opponent,
    "dummy_auction": _two_calls,
}


# -- the walk -------------------------------------------------------------------------------


def _other_values(info: OptionInfo) -> list[bool | int | str]:
    return [value for value in info.choices if value != info.default]


def _refused_by_the_game(rules: RuleSet, key: str) -> bool:
    """Whether a game with ``rules`` is refused at ``rules.<key>`` as not supported yet —
    started (its players as many as the rules name, seated by the tables), or loaded from
    a session file."""
    try:
        rotating(VINT, rules, _players(rules.players), 1)
    except RulesError as exc:
        assert exc.path == f"rules.{key}" and "not supported yet" in exc.message, exc
        doc = dump_session(Session.start(fixed_seats(RuleSet(), SEATS, 1)))
        doc["rules"][key] = rules.as_dict()[key]
        with pytest.raises(SessionError) as loaded:
            read_session(json.dumps(doc).encode())
        assert loaded.value.where == f"rules.{key}" and "not supported yet" in str(loaded.value)
        return True
    except SetupError:
        return False  # played, and this seating is not the rules' (the witness says)
    return False


def _players(count: int) -> list[PlayerConfig]:
    return [PlayerConfig(name, human=name == "Vera") for name in NAMES[:count]]


def _game_seating(rules: RuleSet) -> object:
    """A window session of the rules' named players seated by the tables (V-PART-9, §4.2)
    for eight rubbers: who sits where, and the ledger its sheet prints after a rubber; or
    the refusal."""
    rules = replace(rules, session_rubbers=8)
    try:
        setup = rotating(VINT, rules, _players(rules.players), 1)
    except SetupError as exc:
        return str(exc)
    # its first rubber won in two deals (the sheet reads the session's ledger)
    session = replace(Session.start(setup), ledger=Ledger(rules).extend([GAME, GAME]))
    ledger = session_sheet(session).players
    return setup.seating, ledger


def test_every_option_has_a_witness_or_is_table_only() -> None:
    keys = {info.key for info in rule_options()}
    assert not set(WITNESSES) & TABLE_ONLY
    assert keys == set(WITNESSES) | TABLE_ONLY, "a new option needs a witness or a refusal"
    assert {info.key for info in rule_options() if info.scope is Scope.TABLE} == TABLE_ONLY


@pytest.mark.parametrize("info", rule_options(), ids=lambda info: info.key)
def test_every_other_value_is_played_or_refused(info: OptionInfo) -> None:
    default = RuleSet()
    witness = WITNESSES.get(info.key)
    expected = witness(default) if witness is not None else None
    for value in _other_values(info):
        rules = apply_options(default, {info.key: value})
        if witness is not None:
            assert witness(rules) != expected, f"{info.key} = {value!r} changes nothing"
        # the game plays the game's options and its named players', a dummy's only with two
        # or three players; the table's are refused where they stand (here: four players)
        refused = info.scope is Scope.TABLE or 4 not in (info.players or (4,))
        assert _refused_by_the_game(rules, info.key) is refused, value


@pytest.mark.parametrize(
    "info", [i for i in rule_options() if i.scope is Scope.PLAYERS], ids=lambda info: info.key
)
def test_the_game_plays_the_named_players_options(info: OptionInfo) -> None:
    """§4.2, V-PART-9, V-SHEET-7: every value of an option of named players changes how a
    window session seats them or the unit of its ledger (five players for the schedule,
    which four do not follow)."""
    default = RuleSet(players=5) if info.key == "five_player_schedule" else RuleSet()
    expected = _game_seating(default)
    for value in _other_values(info):
        assert _game_seating(apply_options(default, {info.key: value})) != expected, value


@pytest.mark.parametrize("key", sorted(TABLE_ONLY))
def test_a_real_tables_record_accepts_what_only_the_table_plays(key: str) -> None:
    """record-cli-v1: ``rules.options`` takes any option; the draw, the cut and blind bids
    change no score, so the sheet is the default's, and the score pad opens it."""
    doc = json.loads((RECORDS / "E23.score-holdings.json").read_text("utf-8"))
    plain = score_record(read_record(doc))
    (info,) = (i for i in rule_options() if i.key == key)
    for value in _other_values(info):
        doc["rules"] = {"options": {key: value}}
        record = read_record(doc)
        assert score_record(record) == plain
        assert ScorePad.from_record(record).ledger().rubbers[0].result()[1] == 8500


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("deal_variant", "musor"),
        ("deal_variant", "prikupka"),
        ("allow_blind_bids", True),
        ("auction_form", "siberian"),
    ],
)
def test_a_record_of_a_variant_scores_as_written(key: str, value: object) -> None:
    """Rules §4.4, §4.6: play and scoring as §1, honours as written after the passing; a blind
    bid (V-BID-12) scores as the bid; Siberian whist (§4.3) as Vint: a record of such deals
    is scored as the classical game's (the option states where they came from)."""
    doc = json.loads((RECORDS / "E23.score-holdings.json").read_text("utf-8"))
    plain = score_record(read_record(doc))
    doc["rules"] = {"options": {key: value}}
    record = read_record(doc)
    assert record.rules.as_dict()[key] == value
    assert score_record(record) == plain


def test_players_other_than_four_need_the_named_players() -> None:
    doc: dict[str, Any] = {"format": "wint-record", "version": 1, "deals": []}
    doc["rules"] = {"options": {"players": 6}}
    with pytest.raises(RecordError) as refused:
        read_record(doc)
    assert refused.value.path == "rules.options.players"
    doc["players"] = list(NAMES)
    assert read_record(doc).rules.players == 6


def test_a_dummys_options_are_played_by_two_or_three_players_only() -> None:
    """§4.1: the dummy's exposure with two or three, the single declaration with two."""
    exposed = RuleSet(dummy_exposed=Exposure.AFTER_DEAL)
    single = RuleSet(dummy_auction=DummyAuction.SINGLE_DECLARATION)
    south = PlayerConfig("S", human=True)
    two = (None, None, south, PlayerConfig("W"))
    three = (None, PlayerConfig("E"), south, PlayerConfig("W"))
    assert seated(VINT, exposed, two, 1).dummies[0] == (Seat.N, Seat.E)
    assert seated(VINT, exposed, three, 1).dummies[0] == (Seat.N,)
    assert seated(VINT, single, two, 1).rules == single
    with pytest.raises(RulesError) as refused:
        seated(VINT, single, three, 1)
    assert refused.value.path == "rules.dummy_auction"
    assert "played by 2 players, not 3" in refused.value.message


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("deal_variant", "musor"),
        ("auction_form", "siberian"),
        ("allow_blind_bids", True),
    ],
)
def test_the_four_handed_variants_are_refused_with_a_dummy(key: str, value: object) -> None:
    """The old deals, the Siberian auction and blind bids are four-handed (§4.3, §4.4, §4.6,
    V-BID-12): three players with a dummy are refused, where they would be ignored."""
    rules = apply_options(RuleSet(), {key: value})
    three = (None, PlayerConfig("E"), PlayerConfig("S", human=True), PlayerConfig("W"))
    with pytest.raises(RulesError) as refused:
        seated(VINT, rules, three, 1)
    assert refused.value.path == f"rules.{key}"
    assert "played by 4 or 5 or 6 players, not 3" in refused.value.message


def test_the_table_rules_are_played_with_a_dummy() -> None:
    """§4.1, V-PLAY-11: two or three players with dummies play the table rules (the owner
    plays them for his dummy)."""
    rules = apply_options(RuleSet(), {"allow_revokes": True})
    south = PlayerConfig("S", human=True)
    two = (None, None, south, PlayerConfig("W"))
    three = (None, PlayerConfig("E"), south, PlayerConfig("W"))
    assert seated(VINT, rules, two, 1).rules.allow_revokes
    assert seated(VINT, rules, three, 1).dummies[0] == (Seat.N,)
    assert seated(VINT, rules, three, 1).rules.allow_revokes


@pytest.mark.parametrize(
    ("key", "value"), [("dummy_exposed", "after_deal"), ("dummy_auction", "single_declaration")]
)
def test_a_replay_refuses_a_dummys_options_and_a_score_accepts_them(key: str, value: str) -> None:
    """A replayed record seats four (its calls would be read as a full auction of four);
    a record of results scores as with four (§4.1: scoring unchanged)."""
    doc = json.loads((RECORDS / "E1.replay.json").read_text("utf-8"))
    doc["rules"] = {"options": {key: value}}
    with pytest.raises(RecordError) as refused:
        read_record(doc, replay=True)
    assert refused.value.path == f"rules.options.{key}"
    assert "not supported yet (played by 2" in str(refused.value)
    scored = json.loads((RECORDS / "E1.score-deal.json").read_text("utf-8"))
    plain = score_record(read_record(scored))
    scored["rules"] = {"options": {key: value}}
    assert score_record(read_record(scored)) == plain


def test_a_session_file_with_an_option_the_game_does_not_play_is_refused_and_kept(
    tmp_path: Path,
) -> None:
    """Loading names where the option stands; the file is left as it was (nothing lost)."""
    doc = dump_session(Session.start(fixed_seats(RuleSet(), SEATS, 1)))
    doc["rules"]["min_cut_packet"] = 4
    path = tmp_path / "cut.wint"
    path.write_text(json.dumps(doc), "utf-8")
    before = path.read_bytes()
    with pytest.raises(SessionError) as refused:
        load_session(path)
    assert str(refused.value) == "rules.min_cut_packet: 4 is not supported yet (only 5 is played)"
    assert path.read_bytes() == before


def test_a_session_file_whose_rules_name_other_players_is_refused() -> None:
    """§4.2: the rules' ``players`` are the session's: six in the rules, four seated."""
    doc = dump_session(Session.start(fixed_seats(RuleSet(), SEATS, 1)))
    doc["rules"]["players"] = 6
    with pytest.raises(SessionError) as refused:
        read_session(json.dumps(doc).encode())
    assert str(refused.value) == "rules.players: the rules are for 6 players, not 4"
