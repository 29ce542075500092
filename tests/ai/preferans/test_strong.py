"""Preferans's strong and expert players (Perfect-Information Monte Carlo over layouts solved
double dummy): legal in every phase, honest, reproducible, within a time cap, and better than
basic where the double-dummy answer is known: hand-made endings, a misère caught."""

from __future__ import annotations

import random

import pytest

from tests.ai.preferans.helpers import MISERE, redealt
from tests.ai.preferans.test_levels import checked_play, seats
from wint.ai.advice import Situation
from wint.ai.levels import SAMPLES
from wint.ai.preferans.knowledge import TALON, knowledge
from wint.ai.preferans.levels import BasicPlayer, MonteCarloPlayer, Player, make_player
from wint.ai.preferans.montecarlo import choose_card
from wint.ai.preferans.solver import PrefPosition, card_values
from wint.core.cards import Card, CardSet
from wint.core.deck import DECK_32
from wint.core.seats import Seat
from wint.games.preferans.actions import PASS, Call, Phase
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.result import Contract, PrefSeat
from wint.games.preferans.rules import resolve_rules
from wint.games.preferans.state import PrefState
from wint.games.preferans.tricks import PrefTrick, card_refusal
from wint.games.preferans.view import PrefView

#: A, B, C in the order of play (C deals to three).
ACTIVE = (Seat.N, Seat.E, Seat.S)


def quick(seed: str) -> MonteCarloPlayer:
    """The strong player's method over two layouts (the tests' speed)."""
    return MonteCarloPlayer(2, seed)


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_strong_and_expert_are_monte_carlo_players(level: str) -> None:
    player = make_player(level, 3, time_cap=0.5)
    assert isinstance(player, MonteCarloPlayer)
    assert (player.samples, player.time_cap) == (SAMPLES[level], 0.5)


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="master"):
        make_player("master", 1)


@pytest.mark.parametrize("players", [3, 4])
def test_every_decision_of_strong_is_legal(players: int) -> None:
    """Whole deals by strong (two layouts) in every seat: each decision legal by the view
    and the state, in every phase, trick contracts, misère and all-pass deals among them."""
    rules = resolve_rules({"preset": "sochi"})
    phases: set[Phase] = set()
    kinds: set[str] = set()
    for number in range(3):
        deal = PrefDeal.from_seed(31, number, seats(players)[number % players], players)
        table: dict[Seat, Player] = {s.seat: quick(f"{number}:{s}") for s in seats(players)}
        state, seen = checked_play(PrefState.new(deal, rules), table)
        phases |= seen
        result = state.result()
        kinds.add("allpass" if result.allpass else "misere" if result.contract.misere else "trick")  # type: ignore[union-attr]
    misere = PrefState.new(PrefDeal.parse(MISERE, PrefSeat.C, 3), rules)
    state, seen = checked_play(misere, {s.seat: quick(str(s)) for s in seats(3)})
    assert state.result().contract == Contract(0, None)
    assert {Phase.AUCTION, Phase.DISCARD, Phase.CONTRACT, Phase.WHIST, Phase.PLAY} <= phases
    assert {"allpass", "trick"} <= kinds


def test_a_strong_decision_depends_on_the_view_only() -> None:
    """Re-dealing the cards a player cannot see, consistently with its view, changes nothing
    in strong's decision (the same seed), at every decision of whole deals: 7♦ whisted by
    both, 7NT by one (closed), 6♥ whisted open (the declarer then sees every hand)."""
    rng = random.Random(8)
    rules = resolve_rules({"preset": "sochi"})
    changed = checked = 0
    for number in (1, 11, 5):
        state = PrefState.new(PrefDeal.from_seed(31, number, PrefSeat.A, 3), rules)
        player = quick("honest")
        while (actor := state.actor) is not None:
            other = redealt(state, actor, rng)
            assert other.view(actor) == state.view(actor)
            changed += other.deal != state.deal
            first = player.decide(state.view(actor), Situation())
            assert player.decide(other.view(actor), Situation()) == first
            checked += 1
            state = state.apply(first.action, actor)
        assert state.contract is not None and state.tricks
    assert changed > checked // 2


def test_a_strong_decision_is_reproducible_and_stops_when_interrupted() -> None:
    deal = PrefDeal.from_seed(31, 1, PrefSeat.A, 3)
    state = PrefState.new(deal)
    while state.phase is not Phase.PLAY or len(state.tricks) < 3:
        state = state.apply(BasicPlayer().decide(state.view(state.actor), Situation()).action)  # type: ignore[arg-type]
    view = state.view(state.actor)  # type: ignore[arg-type]
    assert len(view.legal_actions) > 1
    first = make_player("strong", 9).decide(view, Situation())
    assert make_player("strong", 9).decide(view, Situation()) == first
    stopped = MonteCarloPlayer(SAMPLES["expert"], 9)
    stopped.interrupt.set()  # one batch of layouts decides: still a legal card
    assert stopped.decide(view, Situation()).action in view.legal_actions


def test_the_knowledge_of_a_defender() -> None:
    """A defender's unseen cards: the declarer's hand, the other defender's and the
    discard (the talon); the prikup's cards are the declarer's or in his discard; voids
    shown by a failure to follow (and to trump)."""
    deal = PrefDeal.from_seed(31, 1, PrefSeat.A, 3)
    state = PrefState.new(deal)
    player = BasicPlayer()
    while state.phase is not Phase.PLAY or len(state.tricks) < 4:
        state = state.apply(player.decide(state.view(state.actor), Situation()).action)  # type: ignore[arg-type]
    declarer = state.declarer
    assert declarer is not None and state.contract is not None
    defender = next(seat for seat in state.active if seat != declarer)
    known = knowledge(state.view(defender))
    hidden = [place for place, seat in enumerate(state.active) if seat != defender]
    assert known.counts[TALON] == 2 and sorted(known.hidden) == sorted([*hidden, TALON])
    seen = state.view(defender).hand.mask
    for trick in state.tricks:
        for _, card in trick.plays:
            seen |= card.bit
    assert known.unseen == DECK_32.mask & ~seen
    prikup = sum(card.bit for card in deal.prikup) & known.unseen
    other = next(place for place in hidden if state.active[place] != declarer)
    if prikup:  # the prikup's cards not played yet: never in the other defender's hand
        assert [(b.cards, b.high) for b in known.bounds if b.seat == other] == [(prikup, 0)]
    for trick in state.tricks:
        led = trick.plays[0][1].suit
        for seat, card in trick.plays:
            if card.suit is not led and seat != defender:
                assert known.voids[state.active.index(seat)] >> led & 1


def open_ending(
    hands: tuple[str, str, str], contract: Contract, seat: int, declarer: int
) -> PrefView:
    """The view of hand ``seat`` (0–2: A, B, C), on lead, with every hand open (an open whist;
    a misère's catchers), the other cards of the pack played in earlier tricks or discarded."""
    masks = [CardSet.parse_pbn(text).mask for text in hands]
    rest = CardSet(DECK_32.mask & ~(masks[0] | masks[1] | masks[2])).cards()
    tricks = tuple(
        PrefTrick(None, tuple(zip(ACTIVE, rest[k : k + 3], strict=True)), ACTIVE[0])
        for k in range(2, len(rest), 3)
    )
    trump = None if contract.strain is None else contract.strain.trump
    hand = masks[seat]
    legal = tuple(c for c in CardSet(hand).cards() if card_refusal(c, hand, None, trump) is None)
    return PrefView(
        seat=ACTIVE[seat],
        phase=Phase.PLAY,
        dealer=Seat.S,
        active=ACTIVE,
        to_act=ACTIVE[seat],
        actor=ACTIVE[seat],
        hands=(*(CardSet(mask) for mask in masks), None),  # type: ignore[arg-type]
        prikup=(),
        discard=tuple(rest[:2]) if seat == declarer else (),
        calls=(),
        declarer=ACTIVE[declarer],
        contract=contract,
        whist=(),
        open=True,
        tricks=tricks,
        current_trick=(),
        lead_card=None,
        won=(0, 0, 0, 0),
        legal_actions=legal,
    )


def values_of(view: PrefView) -> dict[Card, int]:
    masks = tuple(hand.mask for hand in view.hands[:3] if hand is not None)
    contract, declarer = view.contract, view.declarer
    assert contract is not None and declarer is not None and view.to_act is not None
    trump = None if contract.strain is None else contract.strain.trump
    position = PrefPosition(
        (masks[0], masks[1], masks[2]),
        trump,
        ACTIVE.index(declarer),
        ACTIVE.index(view.to_act),
        (),
        contract.misere,
    )
    return card_values(position)


@pytest.mark.parametrize(
    ("hands", "contract", "seat", "basic", "best"),
    [
        # 6♠, A declares against an open whist and leads: the small trump loses to C's ten
        # and the ace is still out; the king (or the jack) forces the ace first: 3 tricks,
        # not 2
        (("KJ9.T..", ".87.9.8", "AT...J9"), "6S", 0, "S9", {"SK", "SJ"}),
        # misère, B leads with the catchers' hands open: basic's "safe" ♠9 (A holds only
        # higher spades) lets A lead hearts through him for three tricks; the ♣K costs one
        (("KQ..J.T", "9.AQ..K", "..AQ.Q8"), "misere", 1, "S9", {"CK"}),
    ],
)
def test_strong_solves_an_open_ending_where_basic_does_not(
    hands: tuple[str, str, str], contract: str, seat: int, basic: str, best: set[str]
) -> None:
    """With every hand open the seat solves the one layout there is: strong plays a
    double-dummy best card in each hand-made ending, basic does not."""
    view = open_ending(hands, Contract.parse(contract), seat, 0 if contract != "misere" else 1)
    values = values_of(view)
    misere = Contract.parse(contract).misere
    top = (min if misere else max)(values.values())
    assert {str(card) for card, value in values.items() if value == top} == best
    assert str(BasicPlayer().decide(view, Situation()).action) == basic
    assert values[Card.parse(basic)] != top
    for samples in (1, 48):  # the same single layout whatever the level
        assert str(choose_card(view, samples, random.Random(1)).action) in best


def misere_by(bidder: Seat, text: str) -> PrefState:
    """The deal ``text`` (C deals) to the first card of a misère ``bidder`` declares while the
    others pass, discarded and named by basic."""
    state = PrefState.new(PrefDeal.parse(text, PrefSeat.C, 3))
    basic = BasicPlayer()
    while state.phase is not Phase.PLAY:
        actor = state.actor
        assert actor is not None
        view = state.view(actor)
        calls = [a for a in view.legal_actions if isinstance(a, Call) and a.bid and a.bid.misere]
        if state.phase is Phase.AUCTION:
            action = calls[0] if actor == bidder and calls else PASS
        else:
            action = basic.decide(view, Situation()).action
        state = state.apply(action, actor)
    return state


def test_strong_catches_a_misere_basic_lets_escape() -> None:
    """A catches B's misère on lead: B held ♥A Q and (the prikup ♦8 ♦K in hand) threw them
    out, so a heart lets him discard; basic leads its hearts (where B shows the fewest
    cards), every other lead catches him.  Strong, sampling B's hand and discard, catches
    him with each seed tried (one layout in four of its sixteen at misère)."""
    state = misere_by(Seat.E, "A:A.KJT.QJT7.A8 QJ97.AQ..KT97 KT8.987.A9.QJ D8 DK")
    assert state.to_act == Seat.N and state.view(Seat.N).hands[Seat.S] is not None
    values = card_values(PrefPosition.from_state(state))
    assert {card.suit.name for card, value in values.items() if value == 0} == {"H"}
    view = state.view(Seat.N)
    assert values[BasicPlayer().decide(view, Situation()).action] == 0  # type: ignore[index]
    for seed in range(2):
        chosen = make_player("strong", seed).decide(view, Situation()).action
        assert values[chosen] == 1  # type: ignore[index]


def test_an_allpass_deal_is_played_as_basic_plays_it() -> None:
    rules = resolve_rules({"preset": "sochi"})
    deal = PrefDeal.from_seed(31, 0, PrefSeat.A, 3)
    state = PrefState.new(deal, rules)
    while state.phase is not Phase.PLAY:
        state = state.apply(PASS)
    assert state.allpass
    strong, basic = make_player("strong", 1), BasicPlayer()
    while (actor := state.actor) is not None:
        view = state.view(actor)
        action = strong.decide(view, Situation())
        assert action == basic.decide(view, Situation())
        state = state.apply(action.action, actor)
