"""Sessions of Preferans (P-TAB-1, P-SET-6): three or four players to the pulya's target,
saved after every action and replayed from the file, each deal dealt by the rules' next
dealer with the all-pass run before it (P-RASP-5); ``wint sheet`` draws the session's pulya."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from tests.test_cli import cli
from wint.ai.advice import Situation
from wint.ai.levels import RandomPlayer
from wint.ai.preferans.claims import check_claim, claim_action
from wint.core.errors import RulesError
from wint.core.seats import Seat
from wint.games.preferans.actions import Phase, WhistCall
from wint.games.preferans.ledger import Records
from wint.games.preferans.pulya import score_pulya
from wint.games.preferans.result import WhistWord
from wint.games.preferans.settlement import settle
from wint.games.registry import game
from wint.session.io import BadValueError, dump_session, load_session, read_session, save_session
from wint.session.model import AnySession, GameSession, PlayerConfig, keeping_seats
from wint.session.sheet import whole_sheet

SPEC = game("preferans")


def _session(players: int, pulya: int, preset: str = "sochi", seed: int = 5) -> AnySession:
    rules = SPEC.read_rules(
        {**SPEC.preset(preset).as_dict(), "players": players, "pulya": pulya}, "rules"
    )
    names = [PlayerConfig(name) for name in ("Аня", "", "Боб", "Вера")[:players]]
    return GameSession.start(keeping_seats(SPEC, rules, names, seed))


def _played(session: AnySession, path: Path | None = None) -> AnySession:
    """The session played to its end by random players, saved after every step."""
    player = RandomPlayer(3)
    while not session.is_complete:
        state = session.state
        if state.is_over:
            session = session.next_deal()
        else:
            action = player.decide(state.view(state.actor), Situation()).action
            session = session.apply(action, state.actor)
        if path is not None:
            save_session(session, path)
    return session


@pytest.mark.parametrize("players", [3, 4])
def test_a_pulya_is_played_to_its_end_saved_and_replayed(tmp_path: Path, players: int) -> None:
    path = tmp_path / "pulya.wint"
    session = _played(_session(players, 5), path)
    again = load_session(path)
    assert again.is_complete and again.setup == session.setup
    assert [s.history() for s in again.finished] == [s.history() for s in session.finished]
    assert len(again.setup.game.seats) == players
    table = SPEC.read_rules({"players": players, "pulya": 5}, "rules").table
    pulya = score_pulya(table, Records.empty(players), [s.result() for s in session.finished])
    assert pulya.is_over
    sheet = whole_sheet(again)
    assert {s.seat: s.balance for s in sheet.sectors} == settle(pulya.sheet, 10)
    assert sheet.name(sheet.sectors[0].seat) == "Аня"


def test_with_four_the_dealer_sits_out_and_the_deal_passes_clockwise() -> None:
    session = _played(_session(4, 5))
    dealers = [state.dealer for state in session.finished]
    assert dealers[0] is Seat.N
    for state, before in zip(session.finished[1:], session.finished, strict=False):
        assert state.dealer is SPEC.next_dealer(session.setup.rules, before)
    for state in session.finished:
        assert state.dealer not in state.active and not state.deal.hand(state.deal.dealer)


def test_the_all_pass_run_is_replayed_from_the_file() -> None:
    """P-RASP-5: after an all-pass deal Leningrad's next deal asks seven at least."""
    session = _session(3, 10, "leningrad")
    for _ in range(3):
        session = session.apply(SPEC.parse_action("P"))
    player = RandomPlayer(1)
    while not session.state.is_over:
        state = session.state
        session = session.apply(player.decide(state.view(state.actor), Situation()).action)
    session = session.next_deal()
    assert session.state.minimum == 7
    again = read_session(json.dumps(dump_session(session)).encode())
    assert again.state.minimum == 7


def test_a_file_with_players_other_than_its_rules_say_is_refused(tmp_path: Path) -> None:
    doc = dump_session(_session(3, 5))
    doc["rules"]["players"] = 4
    with pytest.raises(BadValueError, match="seating"):
        read_session(json.dumps(doc).encode())


def test_wint_sheet_draws_the_pulya_of_a_session_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pulya.wint"
    save_session(_played(_session(4, 5)), path)
    ran = cli(capsys, "sheet", path, "--lang", "en")
    assert ran.code == 0, ran.err
    assert "Preferans" in ran.out and "Аня" in ran.out and "Вера" in ran.out


def test_a_claimed_deal_is_saved_as_its_claim_and_replayed(tmp_path: Path) -> None:
    """A claim ends the deal's play (wint.ai.preferans.claims): the file writes it as the
    family's ``claim:N`` and reads the deal back with its result and the sheet after it."""
    session = _session(3, 10)
    for code in ("6S", "P", "P"):
        session = session.apply(SPEC.parse_action(code))
    while session.state.phase is not Phase.PLAY:
        legal = session.state.legal_actions()
        whist = WhistCall(WhistWord.WHIST)
        session = session.apply(whist if whist in legal else legal[0])
    for _ in range(4):
        session = session.apply(session.state.legal_actions()[0])
    state = session.state
    seat = state.actor
    assert seat is not None
    value = check_claim(state, seat, 0).value
    claim = claim_action(state, seat, value)
    session = session.apply(claim, seat)
    assert session.state.is_over
    result = session.state.result()
    assert result.tricks is not None and sum(result.tricks.values()) == 10
    session = session.next_deal()
    path = tmp_path / "claimed.wint"
    save_session(session, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["deals"][0]["actions"][-1] == claim.code
    again = load_session(path)
    assert again.finished[0].result() == result
    assert whole_sheet(again).sectors == whole_sheet(session).sectors


def test_the_price_of_a_whist_is_kept_in_the_file_and_settles_the_sheet_in_money(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """P-SET-4: a session's agreed price (in hundredths) goes into its file; its sheet is
    settled in money at that price, as ``wint sheet --whist-price`` settles a file without."""
    priced = SPEC.read_rules({"players": 3, "pulya": 5, "whist_price": 50}, "rules")
    assert priced.price == Fraction(1, 2)
    names = [PlayerConfig(name) for name in ("Аня", "", "Боб")]
    session = _played(GameSession.start(keeping_seats(SPEC, priced, names, 5)))
    path = tmp_path / "priced.wint"
    save_session(session, path)
    assert json.loads(path.read_text(encoding="utf-8"))["rules"]["whist_price"] == 50
    sheet = whole_sheet(load_session(path))
    assert sheet.price == Fraction(1, 2)
    assert sum(sheet.cash(s.seat) for s in sheet.sectors) == 0
    assert {s.seat: sheet.cash(s.seat) for s in sheet.sectors} != {s.seat: 0 for s in sheet.sectors}
    plain = tmp_path / "plain.wint"
    save_session(_played(_session(3, 5)), plain)
    assert whole_sheet(load_session(plain)).price is None
    ran = cli(capsys, "sheet", path, "--text", "--lang", "en")
    assert ran.code == 0 and "in money at 0.50 a whist" in ran.out
    given = cli(capsys, "sheet", path, "--text", "--lang", "en", "--whist-price", "2")
    assert "in money at 2.00 a whist" in given.out  # the command's price over the file's


@pytest.mark.parametrize("price", [-1, 1_000_001, 0.5, "0.5"])
def test_a_price_of_a_whist_other_than_hundredths_is_refused(price: object) -> None:
    with pytest.raises(RulesError, match=r"rules\.whist_price"):
        SPEC.read_rules({"whist_price": price}, "rules")
