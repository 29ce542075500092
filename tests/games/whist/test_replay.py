"""``wint replay`` of Whist records (contracts/record-whist.md): every card played through
the rules, the tricks derived, and the first illegal card named with its reason code."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.games.whist.records import doc
from wint.core.fields import RecordError
from wint.core.seats import SEATS
from wint.games.whist.deal import WhistDeal
from wint.games.whist.record import read_record, replay_record, score_record
from wint.games.whist.state import DealState


def _played(seed: int, number: int) -> tuple[WhistDeal, list[str], DealState]:
    """A seeded deal played out with random legal cards."""
    deal = WhistDeal.from_seed(seed, number, SEATS[number % 4])
    state = DealState.new(deal)
    pick = random.Random(f"{seed}:{number}")
    codes = []
    while not state.is_over:
        card = pick.choice(state.legal_actions())
        codes.append(str(card))
        state = state.apply(card)
    return deal, codes, state


def _replay_deal(deal: WhistDeal, codes: list[str], with_hands: bool = True) -> dict[str, Any]:
    out: dict[str, Any] = {
        "dealer": deal.dealer.name,
        "trump": deal.trump.name if deal.trump else "NT",
    }
    if with_hands:
        out["deal"] = deal.deal.pbn()
    out["play"] = codes
    return out


def _replay(deals: list[dict[str, Any]], options: dict[str, Any] | None = None) -> dict[str, Any]:
    return replay_record(read_record(doc(deals, options), replay=True))


def test_a_replay_scores_as_the_score_record_of_its_tricks() -> None:
    played = [_played(7, n) for n in range(12)]
    replayed = _replay([_replay_deal(deal, codes) for deal, codes, _ in played])
    scored = score_record(
        read_record(
            doc(
                [
                    {
                        "deal": deal.deal.pbn(),
                        "dealer": deal.dealer.name,
                        "trump": deal.trump.name if deal.trump else "NT",
                        "tricks_ns": state.result().tricks_ns,
                    }
                    for deal, _, state in played
                ]
            )
        )
    )
    tricks = [d.pop("tricks_ns") for r in replayed["rubbers"] for d in r["deals"]]
    assert tricks == [state.result().tricks_ns for _, _, state in played]
    assert replayed == scored


def test_the_hands_follow_from_a_complete_play() -> None:
    deal, codes, _ = _played(3, 2)
    assert _replay([_replay_deal(deal, codes, with_hands=False)]) == _replay(
        [_replay_deal(deal, codes)]
    )


def test_captured_honours_come_from_the_play() -> None:
    deal, codes, state = _played(5, 1)
    out = _replay([_replay_deal(deal, codes)], {"honours_basis": "captured"})
    (entry,) = [
        e
        for side in ("NS", "EW")
        for e in out["rubbers"][0]["deals"][0]["above"][side]
        if e["kind"] == "honours"
    ]
    captured = state.result().captured
    assert captured is not None and entry["count"] == max(captured)


def _refusal(deals: list[dict[str, Any]]) -> str:
    with pytest.raises(RecordError) as caught:
        read_record(doc(deals), replay=True)
    return str(caught.value)


def test_illegal_cards_are_named_with_their_reason() -> None:
    deal, codes, _ = _played(1, 4)  # N deals: E leads
    hands = deal.deal.hands

    def with_play(play: list[object]) -> list[dict[str, Any]]:
        return [_replay_deal(deal, play)]  # type: ignore[arg-type]

    assert _refusal(with_play(["XX"])) == "deals[0].play[0]: BAD_NOTATION"
    assert _refusal(with_play([5])) == "deals[0].play[0]: BAD_NOTATION"
    south = str(hands[2].cards()[0])
    assert _refusal(with_play([south])) == "deals[0].play[0]: NOT_YOUR_TURN"
    assert _refusal(with_play([codes[0], codes[0]])) == "deals[0].play[1]: CARD_NOT_IN_HAND"
    assert _refusal(with_play(codes[:51])) == "deals[0].play: PLAY_INCOMPLETE"
    assert _refusal(with_play([*codes, codes[0]])) == "deals[0].play[52]: CARD_NOT_IN_HAND"
    led = codes[0]
    south_hand = hands[2]
    follow = [c for c in south_hand.cards() if c.suit.name == led[0]]
    other = [c for c in south_hand.cards() if c.suit.name != led[0]]
    assert follow and other
    assert _refusal(with_play([led, str(other[0])])) == "deals[0].play[1]: MUST_FOLLOW_SUIT"


def test_a_revoke_is_refused_even_in_table_rules_mode() -> None:
    deal, codes, _ = _played(1, 4)
    south = [c for c in deal.deal.hands[2].cards() if c.suit.name != codes[0][0]]
    record = doc([_replay_deal(deal, [codes[0], str(south[0])])], {"enforce_follow_suit": False})
    with pytest.raises(RecordError, match="MUST_FOLLOW_SUIT"):
        read_record(record, replay=True)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"tricks_ns": 7}, "deals[0].tricks_ns: unknown key"),
        ({"revokes": []}, "deals[0].revokes: unknown key"),
        ({"holdings": {}}, "deals[0].holdings: unknown key"),
    ],
)
def test_score_keys_are_not_replay_keys(extra: dict[str, Any], message: str) -> None:
    deal, codes, _ = _played(1, 1)
    assert _refusal([{**_replay_deal(deal, codes), **extra}]) == message


def test_the_dealer_must_hold_the_turned_card() -> None:
    void = "N:AKQJT.AKQ.AK.AK2 9876.JT9.QJT.QJT 5432.876.987.987 -.5432.65432.6543"
    wrong = {"deal": void, "dealer": "W", "trump": "S", "play": []}  # W holds no spade
    assert _refusal([wrong]).startswith("deals[0].deal: the dealer W holds no S")
