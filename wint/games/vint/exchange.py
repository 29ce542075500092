"""The old deals whose cards are passed before the play (rules §4.4, §4.6).

Винт с мусором (§4.6): the dealer deals 17 cards to each other player and one to himself; before
the auction his left-hand opponent, his partner and his right-hand opponent each pass him four
cards.  Винт с прикупкой (§4.4): 12 cards each and a talon of 4; once a bid closes the auction
the declarer takes the talon, shows it and passes one card to each of the others.  Either
way everyone then holds 13 and the deal goes on as the ordinary one.

The passing is kept out of the hand-optimised deal state: its states (:class:`ExchangeState`,
and for прикупка the auction on twelve cards) hand over to an ordinary :class:`DealState`
dealt the hands after the passing, so honours and coronets are counted on them (§4.4, §4.6
[INF]).  Each card passed is an action (``give:SA``), so a deal saves and replays.

>>> state = start(RuleSet(deal_variant=DealVariant.MUSOR), 1, 0, Seat.N)
>>> [len(state.hand(seat)) for seat in Seat], state.phase.name, state.to_act.name
([1, 17, 17, 17], 'EXCHANGE', 'E')
"""

from __future__ import annotations

from itertools import takewhile
from typing import Final

from wint.core.cards import FULL_DECK, Card, CardSet
from wint.core.deal import Deal, shuffled_deck
from wint.core.dummies import Dummies
from wint.core.errors import IllegalActionError, NotationError, Reason
from wint.core.seats import SEATS, Seat
from wint.games.vint.actions import Action, Give, Phase
from wint.games.vint.calls import Call
from wint.games.vint.contract import Contract
from wint.games.vint.events import CardGiven, Event
from wint.games.vint.result import DealResult
from wint.games.vint.rules import DealVariant, RuleSet
from wint.games.vint.state import DealState

__all__ = ["ExchangeState", "deal_text", "passing", "read_deal", "start", "talon"]

#: §4.6: the cards each of the three passes the dealer; the pack's card the dealer keeps
#: (neither its first nor its last: the 26th).
MUSOR_GIVES: Final = 4
MUSOR_OWN_CARD: Final = 25
#: §4.4: the cards of each hand, and of the talon.
PRIKUPKA_HAND: Final = 12
PRIKUPKA_TALON: Final = 4

_new_object = object.__new__
_NO_DUMMIES: Final = Dummies()


class _Exchange:
    """What stays fixed through a deal of §4.4 or §4.6: the rules, the dealer, the hands as
    dealt and the talon."""

    __slots__ = ("dealer", "dealt", "rules", "talon")

    def __init__(self, rules: RuleSet, dealer: Seat, dealt: tuple[int, ...], talon: int) -> None:
        self.rules = rules
        self.dealer = dealer
        self.dealt = dealt
        self.talon = talon

    def key(self) -> tuple[object, ...]:
        return (self.rules, self.dealer, self.dealt, self.talon)


# -- the deal --------------------------------------------------------------------------------


def _sizes(variant: DealVariant, dealer: Seat) -> tuple[tuple[int, ...], int]:
    """The cards dealt to N, E, S, W and to the talon."""
    if variant is DealVariant.MUSOR:
        return tuple(1 if seat is dealer else 17 for seat in SEATS), 0
    return (PRIKUPKA_HAND,) * 4, PRIKUPKA_TALON


def _deal_pack(rules: RuleSet, pack: tuple[Card, ...], dealer: Seat) -> _Exchange:
    """Deal ``pack`` one card at a time clockwise from the dealer's left (V-DEAL-3): to the
    three others and the dealer his one card (§4.6), or 12 each and the last 4 to the
    talon (§4.4)."""
    masks = [0, 0, 0, 0]
    if rules.deal_variant is DealVariant.MUSOR:
        masks[dealer] = pack[MUSOR_OWN_CARD].bit
        others = (dealer.lho, dealer.partner, dealer.rho)
        rest = pack[:MUSOR_OWN_CARD] + pack[MUSOR_OWN_CARD + 1 :]
        for index, card in enumerate(rest):
            masks[others[index % 3]] |= card.bit
        return _Exchange(rules, dealer, tuple(masks), 0)
    dealt = 4 * PRIKUPKA_HAND
    for index, card in enumerate(pack[:dealt]):
        masks[dealer.after(1 + index % 4)] |= card.bit
    return _Exchange(rules, dealer, tuple(masks), CardSet.of(pack[dealt:]).mask)


def start(rules: RuleSet, seed: int, number: int, dealer: Seat) -> DealState:
    """The first state of deal ``number`` of a session seeded ``seed`` under a variant's
    rules (the pinned shuffle of V-DEAL, dealt as §4.4 or §4.6 say)."""
    return _first(_deal_pack(rules, shuffled_deck(seed, number), dealer))


def read_deal(rules: RuleSet, text: str, dealer: Seat) -> DealState:
    """The first state of a deal written as :func:`deal_text` writes it.

    :raises NotationError: not the hands (and talon) of the rules' deal.
    """
    hand_sizes, talon_size = _sizes(rules.deal_variant, dealer)
    if len(text) < 2 or text[:2] != "N:":
        raise NotationError("the hands start with 'N:'", 0)
    parts = text[2:].split(" ")
    if len(parts) != 4 + bool(talon_size):
        raise NotationError(f"{len(parts)} packets, not {4 + bool(talon_size)}", 2)
    masks = [CardSet.parse_pbn(part).mask for part in parts]
    for name, mask, size in zip(
        ("N", "E", "S", "W", "talon"), masks, (*hand_sizes, talon_size), strict=False
    ):
        if mask.bit_count() != size:
            raise NotationError(f"{name} holds {mask.bit_count()} cards, not {size}")
    union = 0
    for mask in masks:
        if union & mask:
            raise NotationError(f"{CardSet(union & mask).cards()[0]} is dealt twice")
        union |= mask
    if union != FULL_DECK:  # pragma: no cover - disjoint packets of the right sizes fill it
        raise NotationError("the hands do not make a full pack")
    talon_mask = masks[4] if talon_size else 0
    return _first(_Exchange(rules, dealer, tuple(masks[:4]), talon_mask))


def deal_text(state: DealState) -> str:
    """The cards of ``state``'s deal as dealt: PBN's four hands from N, then the talon."""
    first = state if state.rules.deal_variant is DealVariant.CLASSIC else state.states()[0]
    if not isinstance(first, ExchangeState):  # a deal of 13 each (a record's replayed too)
        return state.deal.pbn()
    ex = first._ex
    packets = [CardSet(mask).pbn() for mask in ex.dealt]
    if ex.talon:
        packets.append(CardSet(ex.talon).pbn())
    return "N:" + " ".join(packets)


def talon(state: DealState) -> tuple[CardSet, bool]:
    """The talon of a deal of §4.4, and whether it lies face up: from the close of the
    auction, when the declarer takes and shows it, to the end of the passing; no cards for
    the other deals."""
    first = state.states()[0] if state.rules.deal_variant is DealVariant.PRIKUPKA else state
    if not isinstance(first, ExchangeState) or not first._ex.talon:
        return CardSet(), False
    return CardSet(first._ex.talon), state.phase is Phase.EXCHANGE


def passing(state: DealState) -> tuple[Seat, int] | None:
    """Who is given the cards the seat on turn passes now, and how many it passes him in a
    row (§4.6: four to the dealer; §4.4: one to each); ``None`` out of the passing."""
    if not isinstance(state, _GivingState):
        return None
    order = state._order
    return order[0][1], sum(1 for _ in takewhile(order[0].__eq__, order))


def _first(ex: _Exchange) -> DealState:
    if ex.rules.deal_variant is DealVariant.MUSOR:
        dealer = ex.dealer
        order = tuple((giver, dealer) for giver in (dealer.lho, dealer.partner, dealer.rho))
        return _GivingState.make(ex, None, ex.dealt, _repeat(order), None, None)
    return _PurchaseAuction.make(ex, DealState.new(_stand_in(ex), ex.dealer, ex.rules), None, None)


def _repeat(order: tuple[tuple[Seat, Seat], ...]) -> tuple[tuple[Seat, Seat], ...]:
    """Each giver passes his four cards one after another (§4.6)."""
    return tuple(pair for pair in order for _ in range(MUSOR_GIVES))


def _stand_in(ex: _Exchange) -> Deal:
    """A deal of 13 each for the auction on 12 cards to run on (it looks at no card): the
    talon's cards one to each seat."""
    talon_cards = CardSet(ex.talon).cards()
    return Deal.from_masks([ex.dealt[s] | talon_cards[s].bit for s in SEATS])


# -- the states ------------------------------------------------------------------------------


class ExchangeState(DealState):
    """A state of a deal of §4.4 or §4.6 before every hand holds its 13 cards."""

    __slots__ = ("_ex",)

    _ex: _Exchange

    @property
    def rules(self) -> RuleSet:
        return self._ex.rules

    @property
    def dealer(self) -> Seat:
        return self._ex.dealer

    @property
    def deal(self) -> Deal:
        """Not yet a deal of four hands of 13: see :meth:`dealt` and :meth:`hand`."""
        raise ValueError("the cards are being passed: the hands are not of 13 cards yet")

    def dealt(self, seat: Seat) -> CardSet:
        return CardSet(self._ex.dealt[seat])

    @property
    def dummies(self) -> Dummies:
        """None: the old deals are played by four (their options need four or more players)."""
        return _NO_DUMMIES

    @property
    def actor(self) -> Seat | None:
        return self.to_act

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ExchangeState):
            return NotImplemented
        return self._ex.key() == other._ex.key() and self.history() == other.history()

    def __hash__(self) -> int:
        return hash((self._ex.dealt, self.to_act, len(self.history())))


class _PurchaseAuction(ExchangeState):
    """The auction on twelve cards of §4.4 (or the deal thrown in): the ordinary auction,
    which looks at no card, run on a stand-in deal."""

    __slots__ = ("_inner",)

    _inner: DealState

    @staticmethod
    def make(
        ex: _Exchange, inner: DealState, prev: DealState | None, action: Action | None
    ) -> _PurchaseAuction:
        state = _new_object(_PurchaseAuction)
        state._ex = ex
        state._inner = inner
        state._prev = prev
        state._action = action
        state.to_act = inner.to_act
        state.is_over = inner.is_over
        return state

    @property
    def phase(self) -> Phase:
        return self._inner.phase

    @property
    def contract(self) -> Contract | None:
        return None

    @property
    def question_pending(self) -> bool:
        return self._inner.question_pending

    def calls(self) -> tuple[tuple[Seat, Call], ...]:
        return self._inner.calls()

    @property
    def auction_high(self) -> tuple[Call, Seat] | None:
        return self._inner.auction_high

    def hand(self, seat: Seat) -> CardSet:
        return self.dealt(seat)

    def legal_actions(self) -> tuple[Action, ...]:
        return self._inner.legal_actions()

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        if isinstance(action, Give):
            over = self.to_act is None
            reason = Reason.NO_PLAY_EXPECTED if over else Reason.AUCTION_NOT_CLOSED
            raise IllegalActionError(reason, action.code)
        after = self._inner.apply(action, seat)
        contract = after.contract
        if contract is None:  # the auction goes on, or all passed (V-BID-6; no распасовка)
            return _PurchaseAuction.make(self._ex, after, self, action)
        declarer = contract.declarer
        masks = list(self._ex.dealt)
        masks[declarer] |= self._ex.talon  # the declarer takes the talon and shows it
        order = tuple((declarer, declarer.after(step)) for step in (1, 2, 3))
        return _GivingState.make(self._ex, self, tuple(masks), order, after, action)

    def result(self) -> DealResult:
        return self._inner.result()


class _GivingState(ExchangeState):
    """A state of the passing: the seat on turn passes a card to the one ``_order`` names."""

    __slots__ = ("_closed", "_masks", "_order")

    _masks: tuple[int, ...]
    _order: tuple[tuple[Seat, Seat], ...]  # the passes still to make: (giver, receiver)
    _closed: DealState | None  # §4.4: the state the auction closed in (on the stand-in)

    @staticmethod
    def make(
        ex: _Exchange,
        prev: DealState | None,
        masks: tuple[int, ...],
        order: tuple[tuple[Seat, Seat], ...],
        closed: DealState | None,
        action: Action | None,
    ) -> _GivingState:
        state = _new_object(_GivingState)
        state._ex = ex
        state._prev = prev
        state._action = action
        state._masks = masks
        state._order = order
        state._closed = closed
        state.to_act = order[0][0]
        state.is_over = False
        return state

    @property
    def phase(self) -> Phase:
        return Phase.EXCHANGE

    @property
    def contract(self) -> Contract | None:
        return None if self._closed is None else self._closed.contract

    @property
    def receiver(self) -> Seat:
        """Who is given the next card."""
        return self._order[0][1]

    def calls(self) -> tuple[tuple[Seat, Call], ...]:
        return () if self._closed is None else self._closed.calls()

    @property
    def auction_high(self) -> tuple[Call, Seat] | None:
        return None if self._closed is None else self._closed.auction_high

    def hand(self, seat: Seat) -> CardSet:
        return CardSet(self._masks[seat])

    def legal_actions(self) -> tuple[Action, ...]:
        return tuple(Give(card) for card in self.hand(self._order[0][0]))

    def _given(self, giver: Seat, card: Card) -> tuple[Event, ...]:
        previous = self._prev
        if isinstance(previous, _GivingState):
            return (CardGiven(giver, card, previous.receiver),)
        return ()  # the auction's last call made this state

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        if not isinstance(action, Give):
            raise IllegalActionError(Reason.CARDS_TO_PASS, str(action))
        giver, receiver = self._order[0]
        if seat is not None and seat is not giver:
            raise IllegalActionError(Reason.NOT_YOUR_TURN, action.code)
        bit = action.card.bit
        if not self._masks[giver] & bit:
            raise IllegalActionError(Reason.CARD_NOT_IN_HAND, action.code)
        masks = list(self._masks)
        masks[giver] &= ~bit
        masks[receiver] |= bit
        if len(self._order) > 1:
            return _GivingState.make(
                self._ex, self, tuple(masks), self._order[1:], self._closed, action
            )
        return self._hand_over(Deal.from_masks(masks), action)

    def _hand_over(self, deal: Deal, action: Give) -> DealState:
        """The ordinary deal with the hands after the passing: before its auction (§4.6), or
        after it, the same calls made again (§4.4: the auction looks at no card)."""
        ex = self._ex
        state = DealState.new(deal, ex.dealer, ex.rules)
        for _, call in self.calls():
            state = state.apply(call)
        state._prev = self
        state._action = action
        return state
