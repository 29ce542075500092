"""Claims in a Whist deal (the software's, not the seed's): ``claim:N`` gives the side of the
seat on turn N of the tricks not yet quitted and the other side the rest (W-PLAY-5: a side's
tricks count together); the honours among the cards not yet won go with a claim or a
concession of all of them (W-PLAY-6, ``captured``); a revoke still has its penalty chosen
(W-IRR-2, W-IRR-3); the session keeps a claim in its notation, and ``wint replay``, whose
record has no claim, refuses one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.games.whist.helpers import DEAL, play, play_out
from tests.games.whist.test_replay import _refusal, _replay_deal
from wint.core.claims import Claim
from wint.core.errors import IllegalActionError, Reason
from wint.core.seats import SEATS, Seat, Side
from wint.games.registry import game
from wint.games.whist.actions import Phase, RevokeMade, parse_action
from wint.games.whist.result import Penalty, Revoke
from wint.games.whist.rules import WhistRules
from wint.games.whist.state import DealState
from wint.session.io import load_session, save_session
from wint.session.model import GameSession, PlayerConfig, keeping_seats

TABLE = WhistRules(enforce_follow_suit=False)
# E leads the king of spades, S plays the ten, W the two: N is on turn, 13 tricks left.
OPENING = "SK ST S2"
# Diamonds are trumps (N turned the nine): S holds A K Q J, E the ten (W-SC-2).
HONOURS = 5


def refused(state: DealState, code: str, seat: Seat | None = None) -> Reason:
    with pytest.raises(IllegalActionError) as info:
        state.apply_code(code, seat)
    return info.value.reason


def test_a_claim_gives_the_side_on_turn_its_tricks_and_the_others_the_rest() -> None:
    state = play(DealState.new(DEAL), OPENING)
    assert state.to_act is Seat.N and state.tricks_left == 13
    ended = state.apply(Claim(8))
    assert ended.is_over and ended.phase is Phase.COMPLETE and ended.to_act is None
    assert (ended.tricks_won(Side.NS), ended.tricks_won(Side.EW)) == (8, 5)
    assert ended.result().tricks_ns == 8
    assert ended.current_trick == state.current_trick  # the trick in progress stays shown
    # E–W on turn: the claim counts their tricks
    east = play(state, "SA H6")  # N wins the first trick with the ace and leads a heart
    assert east.to_act is Seat.E and east.tricks_left == 12
    assert east.apply(Claim(2)).tricks_won(Side.EW) == 2
    assert east.apply(Claim(2)).tricks_won(Side.NS) == 1 + 10


def test_the_claim_s_range_and_who_may_make_it() -> None:
    state = play(DealState.new(DEAL), OPENING)
    assert refused(state, "claim:14") is Reason.BAD_CLAIM
    assert refused(state, "claim:3", Seat.E) is Reason.NOT_YOUR_TURN
    assert state.apply_code("claim:13", Seat.N).tricks_won(Side.NS) == 13
    assert state.apply_code("claim:0").tricks_won(Side.EW) == 13
    over = state.apply(Claim(6))
    assert refused(over, "claim:0") is Reason.BAD_CLAIM
    assert Claim(6) not in state.legal_actions()  # a claim is the player's, never offered
    played = play_out(DealState.new(DEAL))
    assert refused(played, "claim:0") is Reason.BAD_CLAIM


def test_a_dummy_s_partner_claims_for_it() -> None:
    """W-VAR-3P: S plays the dummy N; on N's turn S may claim, E may not."""
    state = play(DealState.new(DEAL, dummies=(Seat.N,)), OPENING)
    assert state.to_act is Seat.N and state.actor is Seat.S
    assert state.apply(Claim(9), Seat.S).tricks_won(Side.NS) == 9
    assert refused(state, "claim:9", Seat.W) is Reason.NOT_YOUR_TURN


def captured(state: DealState) -> tuple[int, int] | None:
    return state.result().captured


def test_the_unwon_honours_go_with_a_claim_or_a_concession_of_all() -> None:
    state = play(DealState.new(DEAL), OPENING)
    assert captured(state.apply(Claim(13))) == (HONOURS, 0)
    assert captured(state.apply(Claim(0))) == (0, HONOURS)
    assert captured(state.apply(Claim(7))) == (0, 0)  # nobody captures them
    # the honours already won stay with their side whatever the claim: E leads the ten of
    # trumps, S takes it with the ace, and leads
    won = play(DealState.new(DEAL), "DT DA D4 D3")
    assert won.tricks[0].winner is Seat.S and won.to_act is Seat.S
    assert captured(won.apply(Claim(3))) == (2, 0)
    assert captured(won.apply(Claim(0))) == (2, 3)
    assert captured(won.apply(Claim(12))) == (HONOURS, 0)


def test_a_claim_s_notation_round_trips() -> None:
    state = play(DealState.new(DEAL), OPENING).apply_code("claim:9")
    assert state.history()[-1] == Claim(9) == parse_action("claim:9")
    assert [str(action) for action in state.history()] == [*OPENING.split(), "claim:9"]
    again = DealState.new(DEAL)
    for code in map(str, state.history()):
        again = again.apply_code(code)
    assert again == state and again.result() == state.result()
    assert refused(DealState.new(DEAL), "claim:x") is Reason.BAD_NOTATION


def test_a_session_saves_and_replays_a_claimed_deal(tmp_path: Path) -> None:
    seats = tuple(PlayerConfig("", human=seat is Seat.S, level="basic") for seat in SEATS)
    session = GameSession.start(keeping_seats(game("whist"), WhistRules(), seats, 3))
    for _ in range(6):  # a trick and two cards
        session = session.apply(session.state.legal_actions()[0], session.state.to_act)
    seat = session.state.to_act
    assert seat is not None
    session = session.apply(Claim(4), seat)
    path = tmp_path / "claimed.wint"
    save_session(session, path)
    loaded = load_session(path)
    assert loaded.state == session.state and loaded.state.history()[-1] == Claim(4)
    scored = loaded.next_deal().ledger.rubbers[-1].deals[-1]
    assert scored.result.tricks_ns == session.state.tricks_won(Side.NS)
    assert session.state.tricks_won(seat.side) == 4 + session.state.previous.tricks_won(seat.side)


def test_revokes_still_have_their_penalty_after_a_claim() -> None:
    """S trumps a spade while holding two (W-IRR-1); the claim after the trick leaves the
    victims to choose the penalty (W-IRR-3), the claim's tricks counted."""
    revoked = play(DealState.new(DEAL, TABLE), "S5 D2 S2 SA")
    assert revoked.revokes == (RevokeMade(Seat.S, 0),) and revoked.to_act is Seat.S
    claimed = revoked.apply(Claim(10))
    assert claimed.phase is Phase.PENALTY and claimed.to_act is Seat.W
    done = claimed.apply_code("PENALTY:points", Seat.W)
    assert done.is_over and done.tricks_won(Side.NS) == 11 and done.tricks_won(Side.EW) == 2
    result = done.result()
    assert result.tricks_ns == 11 and result.revokes == (Revoke(Seat.S, Penalty.POINTS),)
    assert refused(claimed, "claim:1") is Reason.BAD_CLAIM


def test_a_claim_closes_the_trick_in_progress_and_establishes_its_revoke() -> None:
    """W-IRR-2: a revoke is established when its trick is closed; a claim closes it."""
    state = play(DealState.new(DEAL, TABLE), "S5 D2")
    assert state.revokes == () and state.to_act is Seat.W
    claimed = state.apply(Claim(0))
    assert claimed.phase is Phase.PENALTY and claimed.revokes == (RevokeMade(Seat.S, 0),)
    assert claimed.to_act is Seat.W  # the offender's left chooses
    assert not play(DealState.new(DEAL), "S5").apply(Claim(0)).revokes  # strict: none


def test_wint_replay_has_no_claim() -> None:
    """contracts/record-whist.md: a deal's play is its cards; a claim is no card."""
    deal = DEAL
    opening = OPENING.split()
    assert _refusal([_replay_deal(deal, [*opening, "claim:9"])]) == "deals[0].play[3]: BAD_NOTATION"
