"""What a seat may do now, answered from that seat's view alone.

The table asks which take to offer, what a drop would play, whether a click lays a
card, why a move would be refused. Every answer comes from the engine (``check``,
``legal_actions``, its planners), asked on ``stand_in(view)``: a made-up game that
agrees with the seat's view. The seat's own hand, the melds, the pile and the turn are
real there; the cards it cannot see are not, and no question here depends on them
(``tests/match/test_asks_agree.py`` checks the answers against the real game). So a
table on another computer asks the same questions with the same answers, and nothing
here knows a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

from game.engine import (
    TWO,
    Action,
    Add,
    Card,
    Discard,
    GameState,
    IllegalAction,
    LayRedThree,
    TableMeld,
    Take,
    View,
    stand_in,
)


class SeatAsks:
    """The questions one seat's table asks about its own move, for one view."""

    def __init__(self, view: View) -> None:
        self.view = view

    @cached_property
    def _game(self) -> GameState:
        return stand_in(self.view)

    @property
    def mine(self) -> bool:
        """Whether the game waits for this seat (the questions below are about its move)."""
        return self.view.to_move == self.view.seat

    @property
    def _hand(self) -> tuple[Card, ...]:
        return self.view.hand

    # ------------------------------------------------------------------ the engine's answers
    def legal(self) -> list[Action]:
        """The engine's legal actions for this seat now (none while another seat moves)."""
        if not self.mine:
            return []
        return self._game.legal_actions()

    def check(self, action: Action) -> IllegalAction | None:
        return self._game.check(action)

    def trial(self, actions: Sequence[Action]) -> IllegalAction | None:
        """The engine's refusal of these actions played in turn on a copy, or ``None``."""
        g = self._game.clone()
        for a in actions:
            refusal = g.check(a)
            if refusal is not None:
                return refusal
            g.apply(a)
        return None

    # ------------------------------------------------------------------ public facts the engine works out
    def first_meld_need(self, side: int) -> int:
        return self._game.first_meld_need(side)

    def first_meld_minimum(self, side: int) -> int:
        return self._game.first_meld_minimum(side)

    def first_meld_credit(self, side: int) -> int:
        return self._game.first_meld_credit(side)

    def is_frozen_for(self, side: int) -> bool:
        return self._game.is_frozen_for(side)

    def kept_three(self) -> Card | None:
        """The three this seat keeps for a Straight (Modern American), if any."""
        return self._game.kept_three(self.view.seat)

    def melds_of_rank(self, side: int, rank: int) -> int:
        return self._game.melds_of_rank(side, rank)

    # ------------------------------------------------------------------ the pile
    def choose_take(self, selected: Sequence[Card] = ()) -> tuple[Take | None, IllegalAction | None]:
        """The take to play when the player takes the pile: the two selected cards if the
        engine accepts them, else onto the side's meld, a natural pair, a natural and a
        wild card (in that order, from ``legal_actions``). Without a legal take, the
        engine's reason for the most likely one."""
        game = self._game
        if len(selected) == 2:
            wanted = Take(tuple(selected))
            if game.check(wanted) is None:
                return wanted, None
        takes = [a for a in game.legal_actions() if isinstance(a, Take)]

        def rank(t: Take) -> int:
            if not t.cards:
                return 0
            return 1 if not any(c.is_wild for c in t.cards) else 2

        if takes:
            return sorted(takes, key=rank)[0], None
        # Explain: ask the engine about the take this hand would try.
        top = self.view.pile_top
        candidates: list[Take] = []
        if top is not None:
            same = sorted(c for c in self._hand if c.rank == top.rank and not c.is_wild)
            wilds = sorted(c for c in self._hand if c.is_wild)
            if len(same) >= 2:
                candidates.append(Take((same[0], same[1])))
            if same and wilds:
                candidates.append(Take((same[0], wilds[0])))
        candidates.append(Take(()))
        refusal = None
        for t in candidates:
            refusal = game.check(t)
            if refusal is not None:
                break
        if refusal is None:  # pragma: no cover - the engine listed no take but accepts one
            refusal = IllegalAction("no_take", "The pile cannot be taken now.")
        return None, refusal

    def take_ways(self) -> list[Take]:
        """The different ways the pile can be taken now, one of each: onto the side's
        meld, with a natural pair, with a natural card and a wild card (which one of two
        equal cards is used does not make another way)."""
        ways: dict[int, Take] = {}
        for t in self.legal():
            if isinstance(t, Take):
                kind = 0 if not t.cards else (1 if not any(c.is_wild for c in t.cards) else 2)
                ways.setdefault(kind, t)
        return [ways[k] for k in sorted(ways)]

    def take_onto(self, meld: TableMeld) -> Take | None:
        """The take that puts the pile's top card onto this meld, if the engine lists one:
        ``take to m3`` for a run or one of several melds of a rank, else the plain take
        onto the side's meld of the top card's rank."""
        takes = [a for a in self.legal() if isinstance(a, Take)]
        named = next((t for t in takes if t.meld == meld.id), None)
        if named is not None:
            return named
        top = self.view.pile_top
        if top is not None and self.addressed_by_rank(meld) and meld.rank == top.rank:
            return next((t for t in takes if not t.cards and t.meld is None), None)
        return None

    # ------------------------------------------------------------------ melds and discards
    def meld_plan(self, cards: Sequence[Card], side: int | None = None,
                  rank: int | None = None) -> tuple[list[Action], IllegalAction | None]:
        """What dropping ``cards`` on a meld (``rank`` of ``side``) or on the table
        (``rank`` None: a new meld, or the existing one of that rank) would play, and
        the engine's refusal if it would not."""
        game = self._game
        if rank is not None:
            # plan_meld puts natural cards on the meld of their own rank whatever ``rank``
            # says: a card of another rank dropped on this meld is asked about directly.
            own = game.rules.side_of(game.to_move)
            for c in cards:
                if not c.is_wild and c.rank != rank:
                    refusal = game.check(Add(c, rank, None if side in (None, own) else side))
                    return [], refusal or IllegalAction("wrong_rank", "The {card} does not belong to that meld.",
                                                        card=str(c))
        try:
            plan = game.plan_meld(cards, side, rank)
        except IllegalAction as refusal:
            return [], refusal
        return plan, self.trial(plan)

    def discard_plan(self, cards: Sequence[Card]) -> tuple[list[Action], IllegalAction | None]:
        if len(cards) != 1:
            return [], IllegalAction("discard_one", "Discard one card at a time.")
        action = Discard(cards[0])
        return [action], self._game.check(action)

    def lay_on_meld(self, side: int, rank: int) -> tuple[list[Action], IllegalAction | None]:
        """Clicking a meld lays one card from the hand onto it: a natural card of its
        rank first, else a wild card (the first the engine accepts)."""
        game = self._game
        own = game.rules.side_of(game.to_move)
        target = None if side == own else side
        naturals = sorted({c for c in self._hand if c.rank == rank and not c.is_wild})
        wilds = sorted({c for c in self._hand if c.is_wild}, key=lambda c: (c.rank != TWO, c.suit))
        tries: list[Action] = [Add(c, None if target is None else rank, target) for c in naturals]
        tries += [Add(w, rank, target) for w in wilds]
        first: IllegalAction | None = None
        for a in tries:
            refusal = game.check(a)
            if refusal is None:
                return [a], None
            first = first or refusal
        if first is None:
            first = IllegalAction("nothing_fits", "You hold no card for that meld.")
        return [], first

    def click_card_action(self, card: Card) -> Action | None:
        """What a click on a hand card plays, when it plays something: lay a natural card
        onto the side's meld of its rank (or lay out a red three when that is manual, or the
        three kept for a Straight)."""
        game = self._game
        if game.phase != "meld" or not self.mine:
            return None
        if (card.is_red_three or card.is_black_three) and game.check(LayRedThree(card)) is None:
            return LayRedThree(card)
        if card.is_wild:
            return None
        side = game.rules.side_of(game.to_move)
        if game.meld_of(side, card.rank) is None:
            return None
        action = Add(card)
        return action if game.check(action) is None else None

    def go_out_plan(self) -> list[Action] | None:
        """The engine's plan to go out now, if it has one (the engine's one planner)."""
        if not self.mine:
            return None
        return self._game.go_out_plan()

    # ------------------------------------------------------------------ melds by id
    def addressed_by_rank(self, meld: TableMeld) -> bool:
        """Whether ``meld`` can be named by its rank (``add 7s``, ``add 2c to 7``): a group
        or a meld of wild cards that is the only one of its rank on its side. A run, or
        one of several melds of a rank, is named by its id (``add 9h to m3``)."""
        return not meld.is_sequence and self.melds_of_rank(meld.owner, meld.rank) == 1

    def _adds_by_id(self, cards: Sequence[Card], meld_id: int) -> tuple[list[Action], IllegalAction | None]:
        """The engine's plan for adding ``cards`` to the meld ``meld_id`` (``plan_adds``),
        or its refusal."""
        try:
            return self._game.plan_adds(cards, meld_id), None
        except IllegalAction as refusal:
            return [], refusal

    def meld_plan_onto(self, cards: Sequence[Card], meld: TableMeld) -> tuple[list[Action], IllegalAction | None]:
        """What dropping ``cards`` on this very meld would play: by its rank where that
        names it, else by its id, and the engine's refusal if it would not."""
        if self.addressed_by_rank(meld):
            return self.meld_plan(cards, meld.owner, meld.rank)
        return self._adds_by_id(cards, meld.id)

    def new_meld_plan(self, cards: Sequence[Card]) -> tuple[list[Action], IllegalAction | None]:
        """What dropping ``cards`` on the side's area would play: the engine's plan for a
        new meld (``plan_new_meld``: a group, or a run where the rules have runs) and its
        refusal if it would not."""
        try:
            plan = self._game.plan_new_meld(cards)
        except IllegalAction as refusal:
            return [], refusal
        return plan, self.trial(plan)

    def lay_on_meld_id(self, meld: TableMeld) -> tuple[list[Action], IllegalAction | None]:
        """Clicking a meld lays one card from the hand onto it: by rank where that names
        the meld (``lay_on_meld``), else the first card the engine accepts by the meld's id."""
        if self.addressed_by_rank(meld):
            return self.lay_on_meld(meld.owner, meld.rank)
        naturals = sorted({c for c in self._hand if not c.is_wild}, key=lambda c: (c.rank, c.suit))
        wilds = sorted({c for c in self._hand if c.is_wild}, key=lambda c: (c.rank != TWO, c.suit))
        first: IllegalAction | None = None
        for c in naturals + wilds:
            a = Add(c, meld=meld.id)
            refusal = self._game.check(a)
            if refusal is None:
                return [a], None
            first = first or refusal
        return [], first or IllegalAction("nothing_fits", "You hold no card for that meld.")
