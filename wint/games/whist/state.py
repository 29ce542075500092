"""The state of one Whist deal: the play (W-PLAY) and, in table-rules mode, the victims'
choice of each revoke's penalty (W-IRR-3), as immutable values.

There is no auction: the player on the dealer's left leads (W-PLAY-1), each player follows
suit if he can and may trump or discard if he cannot (W-PLAY-2, W-PLAY-3), the highest
trump or else the highest card of the suit led wins (W-PLAY-4), and the winner leads next.
``apply`` returns the next state or raises :class:`IllegalActionError` with the reason, as
Vint's state does; every state keeps its action and its predecessor.

With two or three players the empty seats hold dummies played by their partners
(W-VAR-2P, W-VAR-3P): ``to_act`` stays the seat on turn and ``actor`` says who plays for it.

A claim (``claim:N``, the software's: the seed has none) ends the play: the side of the seat
on turn takes ``N`` of the tricks not yet quitted, the trick in progress included, and the
other side the rest (a side's tricks count together, W-PLAY-5).  The claim closes the trick in
progress, so a revoke in it is established (W-IRR-2) and every established revoke still has
its penalty chosen (W-IRR-3).  The honours among the cards not yet won go with a claim of all
the tricks left, or a concession of all of them (``honours_basis = captured``, W-PLAY-6);
after any other claim nobody captures them.

>>> from wint.games.whist.deal import WhistDeal
>>> state = DealState.new(WhistDeal.from_seed(1, 1, Seat.N))
>>> state.to_act, state.trump
(<Seat.E: 1>, <Suit.D: 2>)
>>> state.apply_code("SK").to_act
<Seat.S: 2>
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from wint.core.cards import CARDS_BY_SUIT_MASK, FULL_DECK, Card, CardSet, Suit, build_patterns
from wint.core.claims import Claim
from wint.core.dummies import Dummies
from wint.core.errors import IllegalActionError, NotationError, Reason
from wint.core.game import ActionChain
from wint.core.seats import FOUR_SEATS, SEATS, Seat, Side
from wint.core.tricks import Trick, winning_position
from wint.games.whist.actions import (
    PENALTY_CHOICES,
    Action,
    PenaltyChoice,
    Phase,
    RevokeMade,
    parse_action,
)
from wint.games.whist.deal import WhistDeal
from wint.games.whist.result import DealResult, Holdings, Penalty, Revoke, honours_of
from wint.games.whist.rules import TrumpCardVisible, WhistRules
from wint.games.whist.view import SeatView

__all__ = ["Action", "DealState", "PenaltyChoice", "Phase", "parse_action"]

_DEFAULT_RULES: Final = WhistRules()
# The hot path's tables: the next seat round the table, by seat; the seats by value.
_NEXT: Final = tuple(FOUR_SEATS.next(seat) for seat in SEATS)
_SEATS: Final = SEATS
_new_object = object.__new__
_new_trick = tuple.__new__


class _Setup:
    """What stays fixed through a deal: the rules, the deal, its dummies and the hands."""

    __slots__ = ("actors", "deal", "dummies", "masks", "rules", "strict", "trump")

    def __init__(self, rules: WhistRules, deal: WhistDeal, dummies: Dummies) -> None:
        self.rules = rules
        self.deal = deal
        self.trump = deal.trump
        self.dummies = dummies
        self.actors = tuple(dummies.actor(seat) for seat in SEATS)
        self.strict = rules.enforce_follow_suit
        north, east, south, west = deal.deal.hands
        self.masks = (north.mask, east.mask, south.mask, west.mask)


class DealState(ActionChain[Action]):
    """One position of a deal.  Build the first with :meth:`new`, the rest with :meth:`apply`.

    States are immutable.  The play is this class; the choice of the revokes' penalties
    (table-rules mode only) is a private subclass, so the play's step stays lean.
    """

    __slots__ = (
        "_action",
        "_follow",
        "_played",
        "_prev",
        "_setup",
        "_trick",
        "_tricks",
        "is_over",
        "to_act",
    )

    _setup: _Setup
    _prev: DealState | None
    _action: Action | None
    _trick: tuple[Card, ...]
    _follow: int
    _played: int
    _tricks: tuple[Trick, ...]
    #: The seat on turn, ``None`` once the deal is over (read-only).
    to_act: Seat | None
    #: True once the deal is finished (read-only).
    is_over: bool

    @staticmethod
    def new(
        deal: WhistDeal, rules: WhistRules | None = None, dummies: Iterable[Seat] = ()
    ) -> DealState:
        """The state before the opening lead, made by the dealer's left (W-PLAY-1);
        ``dummies`` are the seats of the dummies, each played by the seat opposite
        (W-VAR-2P, W-VAR-3P), exposed as ``rules.dummy_exposed`` says.

        :raises NotationError: a turned card although the rules play without trumps, or
            none although they play with them (W-VAR-NT).
        :raises ValueError: a dummy opposite a dummy.
        """
        rules = rules if rules is not None else _DEFAULT_RULES
        if (deal.trump is None) is not rules.no_trump:
            wanted = "without trumps: no card is" if rules.no_trump else "with trumps: a card is"
            raise NotationError(f"the rules play {wanted} turned")
        build_patterns()
        state = _new_object(DealState)
        state._setup = _Setup(rules, deal, Dummies.opposite(dummies, rules.dummy_exposed))
        state._prev = None
        state._action = None
        state._trick = ()
        state._follow = 0
        state._played = 0
        state._tricks = ()
        state.to_act = _NEXT[deal.dealer]
        state.is_over = False
        return state

    # -- the deal ------------------------------------------------------------------------------

    @property
    def rules(self) -> WhistRules:
        """The ruleset this deal is played under."""
        return self._setup.rules

    @property
    def deal(self) -> WhistDeal:
        """The hands as dealt and the turned card (all of them: not for players, see
        :meth:`view`)."""
        return self._setup.deal

    @property
    def dealer(self) -> Seat:
        """The dealer, who plays last to the first trick."""
        return self._setup.deal.dealer

    @property
    def trump(self) -> Suit | None:
        """Trumps, the turned card's suit (W-DEAL-3); ``None`` at no trump (W-VAR-NT)."""
        return self._setup.trump

    @property
    def dummies(self) -> Dummies:
        """The dummies of the table (none with four players)."""
        return self._setup.dummies

    @property
    def actor(self) -> Seat | None:
        """Who acts for the seat on turn: itself, or a dummy's partner."""
        seat = self.to_act
        return None if seat is None else self._setup.actors[seat]

    @property
    def phase(self) -> Phase:
        """Where the deal stands."""
        return Phase.PLAY if self.to_act is not None else Phase.COMPLETE

    @property
    def turned_shown(self) -> bool:
        """True while the turned card lies face up: until the dealer plays to the first
        trick (``until_dealer_plays``), or until the first trick is quitted, that is
        until the lead to the second (``first_trick_end``) (W-DEAL-4)."""
        if self._setup.deal.turned is None or len(self._tricks) > 1:
            return False
        if not self._tricks:
            return True  # the dealer plays last to the first trick
        visible = self._setup.rules.trump_card_visible
        return not self._trick and visible is TrumpCardVisible.FIRST_TRICK_END

    # -- the play ------------------------------------------------------------------------------

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The quitted tricks, in order."""
        return self._tricks

    def reviewable_tricks(self) -> tuple[Trick, ...]:
        """The quitted tricks a player may look at: the last two (W-PLAY-5)."""
        return self._tricks[-2:]

    @property
    def tricks_left(self) -> int:
        """Tricks not yet quitted, the trick in progress included (a claim disposes of
        them)."""
        return 13 - len(self._tricks)

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]:
        """The cards of the trick in progress, with their seats."""
        leader = self.leader
        return tuple((leader.after(i), card) for i, card in enumerate(self._trick))

    @property
    def leader(self) -> Seat:
        """The seat that led, or is to lead, the trick in progress (after the last trick:
        its winner)."""
        return self._tricks[-1].winner if self._tricks else _NEXT[self.dealer]

    def tricks_won(self, side: Side) -> int:
        """Tricks ``side`` has won so far (claimed tricks included)."""
        return sum(1 for trick in self._tricks if trick.winner & 1 == side)

    @property
    def played(self) -> CardSet:
        """Every card played so far."""
        return CardSet(self._played)

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` still holds (anyone's: for players, see :meth:`view`)."""
        return CardSet(self._setup.masks[seat] & ~self._played)

    @property
    def revokes(self) -> tuple[RevokeMade, ...]:
        """The established revokes, in order of play (W-IRR-1, W-IRR-2): a card of another
        suit from a seat that held the suit led, in a complete trick.  Always empty when
        the engine enforces following suit (W-PLAY-7)."""
        setup = self._setup
        if setup.strict:
            return ()
        found = []
        before = 0
        for number, plays in enumerate(self._closed_tricks()):
            led = plays[0][1].suit_mask
            for seat, card in plays:
                if not card.bit & led and setup.masks[seat] & led & ~before:
                    found.append(RevokeMade(seat, number))
            for _, card in plays:
                before |= card.bit
        return tuple(found)

    def _closed_tricks(self) -> list[tuple[tuple[Seat, Card], ...]]:
        """The plays of each closed trick, in order: the quitted ones (W-IRR-2)."""
        return [trick.plays() for trick in self._tricks]

    @property
    def penalties(self) -> tuple[Penalty, ...]:
        """The penalties chosen so far, one per established revoke in order (W-IRR-3)."""
        return ()

    # -- the protocol --------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """The cards the seat on turn may play: the suit led if it holds it, else any
        (W-PLAY-2, W-PLAY-3).  In table-rules mode a revoke is accepted by :meth:`apply`
        but is not among these."""
        seat = self.to_act
        if seat is None:
            return ()
        hand = self._setup.masks[seat] & ~self._played
        follow = hand & self._follow
        table = CARDS_BY_SUIT_MASK  # built by DealState.new
        if follow:
            return table[follow]
        return (
            table[hand & 0x1FFF]
            + table[hand & 0x3FFE000]
            + table[hand & 0x7FFC000000]
            + table[hand & 0xFFF8000000000]
        )

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        """The state after ``action``; ``seat``, if given, must be the seat on turn or the
        player who acts for it.

        :raises IllegalActionError: the rules forbid it here; this state is unchanged.
        """
        if action.__class__ is not Card:
            return self._apply_other(action, seat)
        # The play of a card, written out for speed (W-PLAY-1 … W-PLAY-4).
        card: Card = action
        player = self.to_act
        bit = card.bit
        setup = self._setup
        played = self._played
        if player is None:
            raise IllegalActionError(Reason.CARD_NOT_IN_HAND, card.code)
        hand = setup.masks[player] & ~played
        if not hand & bit or (seat is not None and seat != player and seat != setup.actors[player]):
            reason = Reason.CARD_NOT_IN_HAND if played & bit else Reason.NOT_YOUR_TURN
            raise IllegalActionError(reason, card.code)
        follow = self._follow
        if follow and not bit & follow and hand & follow and setup.strict:
            raise IllegalActionError(Reason.MUST_FOLLOW_SUIT, card.code)  # W-PLAY-2
        trick = self._trick
        if len(trick) == 3:
            return self._quit(card, player)
        state = _new_object(DealState)
        state._setup = setup
        state._prev = self
        state._action = card
        state._played = played | bit
        state._trick = trick + (card,)  # noqa: RUF005 - faster than unpacking here
        state._follow = follow or card.suit_mask
        state._tricks = self._tricks
        state.to_act = _NEXT[player]
        state.is_over = False
        return state

    def _quit(self, card: Card, player: Seat) -> DealState:
        """The state after ``card`` completes the trick: its winner leads next (W-PLAY-4),
        or, after the thirteenth, the deal ends or the revokes' penalties are chosen."""
        setup = self._setup
        cards = self._trick + (card,)  # noqa: RUF005
        leader = _NEXT[player]
        winner = _SEATS[(leader + winning_position(cards, setup.trump)) & 3]
        tricks = (*self._tricks, _new_trick(Trick, (leader, cards, winner, FOUR_SEATS)))
        state = _new_object(DealState)
        state._setup = setup
        state._prev = self
        state._action = card
        state._played = self._played | card.bit
        state._trick = ()
        state._follow = 0
        state._tricks = tricks
        if len(tricks) < 13:
            state.to_act = winner
            state.is_over = False
            return state
        state.to_act = None
        state.is_over = True
        revokes = state.revokes
        return _PenaltyState.first(state, revokes) if revokes else state

    def _apply_other(self, action: Action, seat: Seat | None) -> DealState:
        """A claim in the play; anything else but a card is refused, as is anything once
        the deal is over."""
        if isinstance(action, Claim):
            return self._claim(action, seat)
        if isinstance(action, PenaltyChoice):
            reason = Reason.PLAY_INCOMPLETE if self.to_act is not None else Reason.NOT_YOUR_TURN
            raise IllegalActionError(reason, action.code)
        raise IllegalActionError(Reason.BAD_NOTATION, repr(action))

    def _claim(self, claim: Claim, seat: Seat | None) -> DealState:
        """The deal ended by ``claim`` (see the module's docstring), or the revokes'
        penalties to choose.

        :raises IllegalActionError: not in the play, more tricks than are left
            (``BAD_CLAIM``), or ``seat`` neither on turn nor playing for it.
        """
        player = self.to_act
        remaining = self.tricks_left
        if player is None or self.phase is not Phase.PLAY or claim.tricks > remaining:
            raise IllegalActionError(Reason.BAD_CLAIM, claim.code)
        setup = self._setup
        if seat is not None and seat != player and seat != setup.actors[player]:
            raise IllegalActionError(Reason.NOT_YOUR_TURN, claim.code)
        state = _new_object(_ClaimedState)
        state._setup = setup
        state._prev = self
        state._action = claim
        state._played = self._played
        state._trick = self._trick
        state._follow = self._follow
        state._tricks = self._tricks
        state._claim_ns = claim.tricks if player.side is Side.NS else remaining - claim.tricks
        state.to_act = None
        state.is_over = True
        revokes = state.revokes
        return _PenaltyState.first(state, revokes) if revokes else state

    def apply_code(self, code: str, seat: Seat | None = None) -> DealState:
        """:meth:`apply` for an action in notation.

        :raises IllegalActionError: bad notation (``BAD_NOTATION``) or an illegal action.
        """
        try:
            action = parse_action(code)
        except NotationError:
            raise IllegalActionError(Reason.BAD_NOTATION, code) from None
        return self.apply(action, seat)

    def view(self, seat: Seat) -> SeatView:
        """What the player at ``seat`` may see now: the hands of its own seats, the exposed
        dummies, the turned card, the cards played.

        :raises ValueError: ``seat`` is a dummy (ask for the player who acts for it).
        """
        setup = self._setup
        visible = setup.dummies.visible(seat, led=self._played != 0)
        north, east, south, west = (
            CardSet(setup.masks[other] & ~self._played) if other in visible else None
            for other in SEATS
        )
        to_act = self.to_act
        mine = to_act is not None and setup.actors[to_act] is seat
        return SeatView(
            seat=seat,
            rules=setup.rules,
            dealer=self.dealer,
            trump=setup.trump,
            phase=self.phase,
            to_act=to_act,
            actor=self.actor,
            dummies=tuple(dummy.seat for dummy in setup.dummies.dummies),
            hands=(north, east, south, west),
            dealt=setup.deal.hand(seat),
            turned=setup.deal.turned,
            turned_shown=self.turned_shown,
            tricks=self._tricks,
            current_trick=self.current_trick,
            tricks_won=(self.tricks_won(Side.NS), self.tricks_won(Side.EW)),
            revokes=self.revokes if self.phase is not Phase.PLAY else (),
            penalties=self.penalties,
            legal_actions=self.legal_actions() if mine else (),
        )

    def result(self) -> DealResult:
        """The deal's result for the score sheet: the tricks N–S won in play, the honours
        and coronets as dealt (W-PLAY-6), the honours each side won in its tricks, and the
        established revokes with their penalties (W-IRR-3).

        :raises ValueError: the deal is not over.
        """
        if not self.is_over:
            raise ValueError("the deal is not over")
        setup = self._setup
        honours = honours_of(setup.trump)
        won = self._won_cards()
        revokes = tuple(
            Revoke(revoke.by, penalty)
            for revoke, penalty in zip(self.revokes, self.penalties, strict=True)
        )
        return DealResult(
            dealer=self.dealer,
            trump=setup.trump,
            tricks_ns=self.tricks_won(Side.NS),
            holdings=Holdings.of_deal(setup.deal.deal, setup.trump),
            revokes=revokes,
            captured=((won[0] & honours).bit_count(), (won[1] & honours).bit_count()),
        )

    def _won_cards(self) -> tuple[int, int]:
        """The cards each side has won in its tricks, N–S first (masks)."""
        won = [0, 0]
        for trick in self._tricks:
            for card in trick.cards:
                won[trick.winner & 1] |= card.bit
        return won[0], won[1]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DealState):
            return NotImplemented
        mine, theirs = self._setup, other._setup
        same_setup = mine is theirs or (
            (mine.rules, mine.deal, mine.dummies) == (theirs.rules, theirs.deal, theirs.dummies)
        )
        return same_setup and self.history() == other.history()

    def __hash__(self) -> int:
        return hash((self._setup.deal, self._played, self.to_act))

    def __repr__(self) -> str:
        return f"<DealState {self.phase.name} to_act={self.to_act!r} actions={len(self.history())}>"


class _ClaimedState(DealState):
    """A deal ended by a claim: ``_claim_ns`` of the tricks left go to N–S, the rest to
    E–W; the trick in progress stays on the table, closed."""

    __slots__ = ("_claim_ns",)

    _claim_ns: int

    def tricks_won(self, side: Side) -> int:
        claimed = self._claim_ns if side is Side.NS else self.tricks_left - self._claim_ns
        return super().tricks_won(side) + claimed

    def _closed_tricks(self) -> list[tuple[tuple[Seat, Card], ...]]:
        closed = super()._closed_tricks()
        return [*closed, self.current_trick] if self._trick else closed

    def _won_cards(self) -> tuple[int, int]:
        won = list(super()._won_cards())
        rest = FULL_DECK & ~(won[0] | won[1])
        remaining = self.tricks_left
        if self._claim_ns in (0, remaining):  # all the rest, claimed or conceded
            won[Side.NS if self._claim_ns == remaining else Side.EW] |= rest
        return won[0], won[1]


class _PenaltyState(DealState):
    """After the thirteenth trick in table-rules mode: the seat on the offender's left (or
    the player acting for it) chooses each established revoke's penalty in turn (W-IRR-3)."""

    __slots__ = ("_choices", "_end", "_revokes")

    _revokes: tuple[RevokeMade, ...]
    _choices: tuple[Penalty, ...]
    _end: DealState  # the play's end: the thirteenth trick or the claim

    @staticmethod
    def first(played: DealState, revokes: tuple[RevokeMade, ...]) -> _PenaltyState:
        """The state after the play's end ``played`` (the thirteenth trick or a claim),
        before the first choice."""
        state = _new_object(_PenaltyState)
        state._end = played
        state._setup = played._setup
        state._prev = played._prev
        state._action = played._action
        state._played = FULL_DECK
        state._trick = ()
        state._follow = 0
        state._tricks = played._tricks
        state._revokes = revokes
        state._choices = ()
        state.to_act = revokes[0].by.lho
        state.is_over = False
        return state

    @property
    def phase(self) -> Phase:
        return Phase.PENALTY if self.to_act is not None else Phase.COMPLETE

    @property
    def revokes(self) -> tuple[RevokeMade, ...]:
        return self._revokes

    @property
    def penalties(self) -> tuple[Penalty, ...]:
        return self._choices

    def tricks_won(self, side: Side) -> int:
        return self._end.tricks_won(side)

    def _won_cards(self) -> tuple[int, int]:
        return self._end._won_cards()

    def legal_actions(self) -> tuple[Action, ...]:
        return PENALTY_CHOICES if self.to_act is not None else ()

    def apply(self, action: Action, seat: Seat | None = None) -> DealState:
        victim = self.to_act
        if not isinstance(action, PenaltyChoice):
            return super().apply(action, seat)
        if victim is None or (seat is not None and seat not in (victim, self.actor)):
            raise IllegalActionError(Reason.NOT_YOUR_TURN, action.code)
        state = _new_object(_PenaltyState)
        state._end = self._end
        state._setup = self._setup
        state._prev = self
        state._action = action
        state._played = FULL_DECK
        state._trick = ()
        state._follow = 0
        state._tricks = self._tricks
        state._revokes = revokes = self._revokes
        state._choices = choices = (*self._choices, action.penalty)
        done = len(choices) == len(revokes)
        state.to_act = None if done else revokes[len(choices)].by.lho
        state.is_over = done
        return state
