"""The state of one Preferans deal as immutable values: the auction (P-BID), the prikup and
the discard (P-CON-1), the contract (P-CON-2), the whisting words and the choice of open or
closed play (P-WH), and the play (P-PLAY) or the all-pass play (P-RASP).

A claim (``claim:N``, the software's: the rules have none) ends a contract's play: the side
of the seat on turn (the declarer, or the defenders together; the lone whister claims for
the passer's open hand he plays, P-WH-6) takes ``N`` of the tricks not yet quitted, the
trick in progress included, the other side the rest.  The defenders' tricks so given are
shared between them as evenly as may be, the odd one to the defender who claims (the first
defender, P-WH-1, when the declarer claims): each whister's own tricks count under P-SC-6
and P-SC-7, and a claim writes no trick it does not give.  An all-pass deal has no claims
(each player's own tricks count, P-RASP-1).

The run of all-pass deals before this one is an input (it sets the exit minimum, P-RASP-5).
``apply`` returns the next state or raises :class:`IllegalActionError` with the reason and
the state is unchanged; every state keeps its action and its predecessor.  Seats are the
engine's (A is N, B E, C S, D W); the result speaks the record's letters.

>>> from wint.games.preferans.deal import PrefDeal
>>> from wint.games.preferans.result import PrefSeat
>>> state = PrefState.new(PrefDeal.from_seed(1, 1, PrefSeat.C, 3))
>>> state.to_act, state.phase.name
(<Seat.N: 0>, 'AUCTION')
>>> state = state.apply_code("6S").apply_code("P").apply_code("P")
>>> state.phase.name, state.declarer
('DISCARD', <Seat.N: 0>)
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from wint.core.cards import Card, CardSet, Suit
from wint.core.errors import IllegalActionError, Reason
from wint.core.game import ActionChain
from wint.core.seats import Seat
from wint.games.preferans.actions import (
    PASS,
    Action,
    Call,
    Claim,
    Discard,
    Light,
    Name,
    Phase,
    WhistCall,
    parse_action,
)
from wint.games.preferans.auction import (
    Bidder,
    bid_refusal,
    contract_refusal,
    exit_minimum,
    is_checked_ten,
    whist_words,
)
from wint.games.preferans.deal import PrefDeal
from wint.games.preferans.result import Contract, DealResult, PrefSeat, Strain, WhistWord
from wint.games.preferans.rules import (
    LightExpose,
    MisereExpose,
    PrefRules,
    RaspasPrikup,
)
from wint.games.preferans.tricks import Plays, PrefTrick, card_refusal, trick_winner
from wint.games.preferans.view import PrefView

__all__ = ["Action", "Phase", "PrefState", "parse_action"]

_DEFAULT_RULES: Final = PrefRules()
_BIDS: Final = (
    *(Contract(level, strain) for level in range(6, 11) for strain in Strain),
    Contract.parse("misere"),
)
_MISERE: Final = _BIDS[-1]
_WORDS: Final = tuple(WhistCall(word) for word in WhistWord)
_LIGHTS: Final = (Light(True), Light(False))


class _Setup:
    """What stays fixed through a deal: the rules, the deal, the active seats from the
    first hand and the exit minimum."""

    __slots__ = ("active", "deal", "minimum", "rules")

    def __init__(self, rules: PrefRules, deal: PrefDeal, allpass_run: int) -> None:
        self.rules = rules
        self.deal = deal
        self.active = tuple(seat.seat for seat in deal.active)
        self.minimum = exit_minimum(rules, allpass_run)

    def next(self, seat: Seat) -> Seat:
        """The active seat after ``seat``."""
        active = self.active
        return active[(active.index(seat) + 1) % 3]


class PrefState(ActionChain[Action]):
    """One position of a Preferans deal."""

    __slots__ = (
        "_action",
        "_calls",
        "_contract",
        "_declarer",
        "_discard",
        "_hands",
        "_high",
        "_open",
        "_passed",
        "_phase",
        "_prev",
        "_setup",
        "_trick",
        "_tricks",
        "_turn",
        "_won",
        "_words",
    )

    _setup: _Setup
    _phase: Phase
    _turn: Seat | None
    _calls: tuple[tuple[Seat, Call], ...]
    _passed: frozenset[Seat]
    _high: tuple[Seat, Contract] | None
    _declarer: Seat | None
    _discard: tuple[Card, Card] | None
    _contract: Contract | None
    _words: tuple[WhistWord, ...]
    _open: bool
    _hands: tuple[int, int, int, int]
    _trick: Plays
    _tricks: tuple[PrefTrick, ...]
    _won: tuple[int, int, int, int]

    @classmethod
    def new(
        cls, deal: PrefDeal, rules: PrefRules = _DEFAULT_RULES, allpass_run: int = 0
    ) -> PrefState:
        """The deal before the first call; ``allpass_run`` all-pass deals came just before."""
        state = object.__new__(cls)
        state._setup = setup = _Setup(rules, deal, allpass_run)
        state._prev = None
        state._action = None
        state._phase = Phase.AUCTION
        state._turn = setup.active[0]
        state._calls = ()
        state._passed = frozenset()
        state._high = None
        state._declarer = None
        state._discard = None
        state._contract = None
        state._words = ()
        state._open = False
        hands = [0, 0, 0, 0]
        for seat in deal.active:
            hands[seat.place] = deal.hand(seat).mask
        state._hands = (hands[0], hands[1], hands[2], hands[3])
        state._trick = ()
        state._tricks = ()
        state._won = (0, 0, 0, 0)
        return state

    def _next(self, action: Action) -> PrefState:
        state = object.__new__(PrefState)
        for slot in PrefState.__slots__:
            setattr(state, slot, getattr(self, slot))
        state._prev = self
        state._action = action
        return state

    # The protocol's questions.

    @property
    def rules(self) -> PrefRules:
        """The ruleset."""
        return self._setup.rules

    @property
    def deal(self) -> PrefDeal:
        """The cards as dealt."""
        return self._setup.deal

    @property
    def dealer(self) -> Seat:
        """The dealer (with four players he sits the deal out, P-TAB-1)."""
        return self._setup.deal.dealer.seat

    @property
    def phase(self) -> Phase:
        """Where the deal stands."""
        return self._phase

    @property
    def active(self) -> tuple[Seat, ...]:
        """The three active seats from the first hand."""
        return self._setup.active

    @property
    def minimum(self) -> int:
        """The lowest level a bid may name (the exit minimum, P-RASP-5)."""
        return self._setup.minimum

    @property
    def to_act(self) -> Seat | None:
        """The seat on turn, ``None`` once the deal is over."""
        return self._turn

    @property
    def actor(self) -> Seat | None:
        """Who acts for the seat on turn: the lone whister plays the passer's hand once it
        lies open (P-WH-6; a passer on lead before that leads himself)."""
        turn = self._turn
        if self._open and turn not in (self._declarer, *self.whisters) and turn in self.exposed():
            return self.whisters[0]
        return turn

    @property
    def is_over(self) -> bool:
        """True once the deal is finished."""
        return self._phase is Phase.OVER

    @property
    def declarer(self) -> Seat | None:
        """The winner of the auction, ``None`` before or on an all-pass deal."""
        return self._declarer

    @property
    def contract(self) -> Contract | None:
        """The named contract."""
        return self._contract

    @property
    def allpass(self) -> bool:
        """Whether all three passed (P-RASP-1)."""
        return len(self._passed) == 3 and self._high is None

    @property
    def defenders(self) -> tuple[Seat, ...]:
        """The declarer's opponents, the first defender first (P-WH-1)."""
        declarer = self._declarer
        if declarer is None:
            return ()
        first = self._setup.next(declarer)
        return first, self._setup.next(first)

    @property
    def whisters(self) -> tuple[Seat, ...]:
        """The defenders who play as whisters (a reclaim makes the first one), in order."""
        words = self._words
        if len(words) == 3:
            return self.defenders[:1] if words[2] is WhistWord.WHIST else ()
        spoken = zip(self.defenders, words, strict=False)
        return tuple(seat for seat, word in spoken if word is WhistWord.WHIST)

    @property
    def open(self) -> bool:
        """Whether the lone whister plays open («в светлую», P-WH-6)."""
        return self._open

    @property
    def calls(self) -> tuple[tuple[Seat, Call], ...]:
        """The auction's calls with their callers."""
        return self._calls

    @property
    def whist(self) -> tuple[WhistWord, ...]:
        """The defenders' words as spoken."""
        return self._words

    @property
    def tricks(self) -> tuple[PrefTrick, ...]:
        """The quitted tricks."""
        return self._tricks

    @property
    def current_trick(self) -> Plays:
        """The cards of the trick in progress."""
        return self._trick

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` holds now (the declarer's prikup and discard included)."""
        return CardSet(self._hands[seat])

    def won(self, seat: Seat) -> int:
        """The tricks ``seat`` has won (those a claim gave him included)."""
        return self._won[seat]

    @property
    def tricks_left(self) -> int:
        """The tricks not yet quitted, the trick in progress included; 0 out of the play."""
        return 10 - len(self._tricks) if self._phase is Phase.PLAY else 0

    # The play's bookkeeping.

    @property
    def trump(self) -> Suit | None:
        """The trump suit of a trick contract, ``None`` at no trump, misère and all-pass
        (P-PLAY-3)."""
        contract = self._contract
        return None if contract is None or contract.strain is None else contract.strain.trump

    def lead_card(self) -> Card | None:
        """The prikup card that leads the trick in progress on an all-pass deal (P-RASP-2,
        P-MSU-4), ``None`` when a player leads."""
        rules = self._setup.rules
        number = len(self._tricks)
        if not self.allpass or rules.raspas_prikup is RaspasPrikup.IGNORED or number > 1:
            return None
        return self._setup.deal.prikup[number]

    def shown_prikup(self) -> tuple[Card, ...]:
        """The prikup cards turned face up so far: both once a declarer takes them
        (P-CON-1), on an all-pass deal each as it leads its trick (P-RASP-2)."""
        prikup = self._setup.deal.prikup
        if self._declarer is not None:
            return prikup
        if self._phase < Phase.PLAY or self._setup.rules.raspas_prikup is RaspasPrikup.IGNORED:
            return ()
        return prikup[: min(len(self._tricks) + 1, 2)]

    def exposed(self) -> tuple[Seat, ...]:
        """The hands lying face up for all: the defenders' of an open whist or a checked ten
        (P-WH-6, P-WH-7: after the opening lead or before the play), and of a misère
        (P-PLAY-4: before the lead if a defender leads, else after the misère player's first
        card; or after the first trick)."""
        contract = self._contract
        if self._phase is not Phase.PLAY or contract is None:
            return ()
        rules = self._setup.rules
        cards = self._cards_played()
        if contract.misere:
            if rules.misere_expose is MisereExpose.AFTER_FIRST_TRICK:
                shown = len(self._tricks) >= 1
            else:
                shown = self.active[0] != self._declarer or cards >= 1
        elif self._open or is_checked_ten(contract, rules):
            shown = rules.light_expose is LightExpose.BEFORE_PLAY or cards >= 1
        else:
            shown = False
        return self.defenders if shown else ()

    def _cards_played(self) -> int:
        return 3 * len(self._tricks) + len(self._trick)

    # The actions.

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat on turn may take now."""
        phase = self._phase
        candidates: tuple[Action, ...]
        if phase is Phase.AUCTION:
            candidates = (PASS, *(Call(bid) for bid in _BIDS))
        elif phase is Phase.DISCARD:
            hand = self.hand(self._taker()).cards()
            candidates = tuple(Discard(pair) for pair in combinations(hand, 2))
        elif phase is Phase.CONTRACT:
            candidates = tuple(Name(bid) for bid in _BIDS)
        elif phase is Phase.WHIST:
            candidates = _WORDS
        elif phase is Phase.LIGHT:
            candidates = _LIGHTS
        elif phase is Phase.PLAY and self._turn is not None:
            candidates = self.hand(self._turn).cards()
        else:
            candidates = ()
        return tuple(action for action in candidates if self._refusal(action) is None)

    def apply_code(self, code: str, seat: Seat | None = None) -> PrefState:
        """:meth:`apply` for an action in the notation of :func:`parse_action`."""
        return self.apply(parse_action(code), seat)

    def apply(self, action: Action, seat: Seat | None = None) -> PrefState:
        """The state after ``action``; ``seat``, if given, must be the seat on turn or the
        player who acts for it.

        :raises IllegalActionError: the rules forbid it here; this state is unchanged.
        """
        code = str(action)
        if seat is not None and seat not in (self._turn, self.actor):
            raise IllegalActionError(Reason.NOT_YOUR_TURN, code)
        reason = self._refusal(action)
        if reason is not None:
            raise IllegalActionError(reason, code)
        if isinstance(action, Call):
            return self._call(action)
        if isinstance(action, Discard):
            return self._discarded(action)
        if isinstance(action, Name):
            return self._named(action)
        if isinstance(action, WhistCall):
            return self._spoken(action.word)
        if isinstance(action, Light):
            state = self._next(action)
            state._open = action.open
            return state._play()
        if isinstance(action, Claim):
            return self._claimed(action)
        return self._played(action)

    def _refusal(self, action: Action) -> Reason | None:
        """Why ``action`` may not be taken now, ``None`` when it may."""
        phase = self._phase
        if isinstance(action, Call):
            return self._call_refusal(action) if phase is Phase.AUCTION else Reason.AUCTION_CLOSED
        if phase is Phase.AUCTION:
            return Reason.AUCTION_NOT_CLOSED
        if isinstance(action, Discard):
            return self._discard_refusal(action) if phase is Phase.DISCARD else Reason.BAD_DISCARD
        if isinstance(action, Name):
            if phase is not Phase.CONTRACT or self._high is None:
                return Reason.UNEXPECTED_ACTION
            return contract_refusal(action.contract, self._high[1], self._setup.rules)
        if isinstance(action, WhistCall):
            return self._whist_refusal(action.word)
        if isinstance(action, Light):
            return None if phase is Phase.LIGHT else Reason.BAD_WHIST
        if isinstance(action, Claim):
            return self._claim_refusal(action)
        return self._card_refusal(action)

    def _call_refusal(self, call: Call) -> Reason | None:
        bid, turn, high = call.bid, self._turn, self._high
        if bid is None or turn is None:
            return None
        active = self.active
        bidder = Bidder(
            called=any(seat == turn for seat, _ in self._calls),
            bid_misere=any(seat == turn and c.bid == _MISERE for seat, c in self._calls),
            senior=high is not None and active.index(turn) < active.index(high[0]),
        )
        over = None if high is None else high[1]
        return bid_refusal(bid, over, bidder, self._setup.rules, self._setup.minimum)

    def _taker(self) -> Seat:
        """The declarer, who holds the prikup while he discards."""
        declarer = self._declarer
        assert declarer is not None  # the discard follows a won auction
        return declarer

    def _discard_refusal(self, discard: Discard) -> Reason | None:
        first, second = discard.cards
        hand = self._hands[self._taker()]
        if first is second or not hand & first.bit or not hand & second.bit:
            return Reason.BAD_DISCARD
        return None

    def _whist_refusal(self, word: WhistWord) -> Reason | None:
        contract = self._contract
        if self._phase is not Phase.WHIST or contract is None:
            return Reason.BAD_WHIST
        allowed = whist_words(contract, self._words, self._setup.rules)
        return None if word in allowed else Reason.BAD_WHIST

    def _claim_refusal(self, claim: Claim) -> Reason | None:
        """A claim is made in a contract's play, of no more tricks than are left."""
        if self._phase is not Phase.PLAY or self._declarer is None:
            return Reason.BAD_CLAIM
        return Reason.BAD_CLAIM if claim.tricks > self.tricks_left else None

    def _card_refusal(self, card: Card) -> Reason | None:
        turn = self._turn
        if self._phase is not Phase.PLAY or turn is None:
            return Reason.NO_PLAY_EXPECTED if self.is_over else Reason.UNEXPECTED_ACTION
        hand = self._hands[turn]
        if not hand & card.bit:
            held = any(self._hands[seat] & card.bit for seat in self.active)
            return Reason.NOT_YOUR_TURN if held else Reason.CARD_NOT_IN_HAND
        return card_refusal(card, hand, self._led(), self.trump)

    def _led(self) -> Suit | None:
        lead = self.lead_card()
        if lead is not None:
            return lead.suit
        return self._trick[0][1].suit if self._trick else None

    # The transitions.

    def _call(self, call: Call) -> PrefState:
        state = self._next(call)
        turn = self._turn
        assert turn is not None
        state._calls = (*self._calls, (turn, call))
        if call.bid is None:
            state._passed = self._passed | {turn}
        else:
            state._high = (turn, call.bid)
        passed, high = state._passed, state._high
        if high is None and len(passed) == 3:
            return state._play()
        if high is not None and len(passed) == 2:
            declarer = high[0]
            state._declarer = declarer
            state._phase = Phase.DISCARD
            state._turn = declarer
            prikup = self._setup.deal.prikup
            hands = list(state._hands)
            hands[declarer] |= prikup[0].bit | prikup[1].bit
            state._hands = (hands[0], hands[1], hands[2], hands[3])
            return state
        seat = self._setup.next(turn)
        while seat in passed:
            seat = self._setup.next(seat)
        state._turn = seat
        return state

    def _discarded(self, discard: Discard) -> PrefState:
        state = self._next(discard)
        declarer = self._taker()
        state._discard = discard.cards
        hands = list(state._hands)
        hands[declarer] &= ~(discard.cards[0].bit | discard.cards[1].bit)
        state._hands = (hands[0], hands[1], hands[2], hands[3])
        state._phase = Phase.CONTRACT
        return state

    def _named(self, name: Name) -> PrefState:
        state = self._next(name)
        contract = state._contract = name.contract
        if contract.misere or is_checked_ten(contract, self._setup.rules):
            return state._play()
        state._phase = Phase.WHIST
        state._turn = state.defenders[0]
        return state

    def _spoken(self, word: WhistWord) -> PrefState:
        state = self._next(WhistCall(word))
        words = state._words = (*self._words, word)
        first, second = self.defenders
        if words == (WhistWord.PASS, WhistWord.HALF):
            state._turn = first
            return state
        if len(words) == 1:
            state._turn = second
            return state
        whisters = state.whisters
        if not whisters:
            state._phase = Phase.OVER
            state._turn = None
            return state
        if len(whisters) == 2:
            return state._play()
        state._phase = Phase.LIGHT
        state._turn = whisters[0]
        return state

    def _play(self) -> PrefState:
        """Start the play: the first hand leads (P-PLAY-1); this state is new, unshared."""
        self._phase = Phase.PLAY
        self._turn = self.active[0]
        return self

    def _played(self, card: Card) -> PrefState:
        state = self._next(card)
        turn = self._turn
        assert turn is not None
        hands = list(state._hands)
        hands[turn] &= ~card.bit
        state._hands = (hands[0], hands[1], hands[2], hands[3])
        trick = state._trick = (*self._trick, (turn, card))
        if len(trick) < 3:
            state._turn = self._setup.next(turn)
            return state
        lead = self.lead_card()
        competes = self._setup.rules.raspas_prikup is RaspasPrikup.MSU_DEALER_PLAYS
        winner = trick_winner(trick, self.trump, lead, competes)
        state._tricks = (*self._tricks, PrefTrick(lead, trick, winner))
        state._trick = ()
        if winner is not None:
            won = list(state._won)
            won[winner] += 1
            state._won = (won[0], won[1], won[2], won[3])
        if len(state._tricks) == 10:
            state._phase = Phase.OVER
            state._turn = None
        elif state.lead_card() is not None or winner is None:
            state._turn = self.active[0]  # P-RASP-2, P-MSU-4
        else:
            state._turn = winner
        return state

    def _claimed(self, claim: Claim) -> PrefState:
        """The deal ended by ``claim`` (see the module's docstring)."""
        state = self._next(claim)
        turn, declarer = self._turn, self._taker()
        remaining = self.tricks_left
        taken = claim.tricks if turn == declarer else remaining - claim.tricks
        first, second = self.defenders
        defence = remaining - taken
        odd = second if turn == second else first
        won = list(self._won)
        won[declarer] += taken
        won[first] += defence // 2
        won[second] += defence // 2
        won[odd] += defence % 2
        state._won = (won[0], won[1], won[2], won[3])
        state._phase = Phase.OVER
        state._turn = None
        return state

    # What the seats see, and the result.

    def view(self, seat: Seat) -> PrefView:
        """What ``seat`` may see now: its own hand, the hands exposed to all, the prikup
        as turned, its own discard, every call, word and card played."""
        shown = (seat, *self.exposed())
        hands = tuple(
            CardSet(self._hands[other]) if other in shown and other in self.active else None
            for other in Seat
        )
        return PrefView(
            seat=seat,
            phase=self._phase,
            dealer=self._setup.deal.dealer.seat,
            active=self.active,
            to_act=self._turn,
            actor=self.actor,
            hands=(hands[0], hands[1], hands[2], hands[3]),
            prikup=self.shown_prikup(),
            discard=self._discard if seat == self._declarer and self._discard else (),
            calls=self._calls,
            declarer=self._declarer,
            contract=self._contract,
            whist=self._words,
            open=self._open,
            tricks=self._tricks,
            current_trick=self._trick,
            lead_card=self.lead_card() if self._phase is Phase.PLAY else None,
            won=self._won,
            legal_actions=self.legal_actions() if seat == self.actor else (),
        )

    def result(self) -> DealResult:
        """The finished deal as the pulya sheet reads it (record-preferans.md).

        :raises ValueError: the deal is not over.
        """
        if not self.is_over:
            raise ValueError("the deal is not over")
        played = bool(self._tricks) or isinstance(self._action, Claim)
        declarer = self._declarer
        return DealResult(
            dealer=self._setup.deal.dealer,
            contract=self._contract,
            declarer=None if declarer is None else PrefSeat.of(declarer),
            whist=self._words,
            open=self._open,
            allpass=self.allpass,
            tricks={PrefSeat.of(seat): self._won[seat] for seat in self.active} if played else None,
            prikup=self._setup.deal.prikup,
        )
