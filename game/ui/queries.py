"""Questions the table asks the engine: which take to offer, what a drop would do,
whether a click can lay a card. Every answer comes from the engine (``check``,
``legal_actions``, ``plan_meld``, a trial on a copy); nothing here knows a rule.

Also the order of the cards in the player's hand, which is the table's own business.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.app.i18n import rank_name, tr
from game.engine import Action, Add, Discard, GameState, IllegalAction, TableMeld, Take
from game.engine.cards import JOKER, THREE, TWO, Card


def special_hand_name(name: str) -> str:
    """A special hand's name (``special straight ...``, Modern American) in the player's language."""
    return tr("special." + name.replace("-", "_"))


def trial(game: GameState, actions: Sequence[Action]) -> IllegalAction | None:
    """The engine's refusal of these actions played in turn on a copy, or ``None``."""
    g = game.clone()
    for a in actions:
        refusal = g.check(a)
        if refusal is not None:
            return refusal
        g.apply(a)
    return None


def choose_take(game: GameState, selected: Sequence[Card] = ()) -> tuple[Take | None, IllegalAction | None]:
    """The take to play when the player takes the pile: the two selected cards if the
    engine accepts them, else onto the side's meld, a natural pair, a natural and a
    wild card (in that order, from ``legal_actions``). Without a legal take, the
    engine's reason for the most likely one."""
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
    hand = game.hands[game.to_move]
    top = game.pile_top()
    candidates: list[Take] = []
    if top is not None:
        same = sorted(c for c in hand if c.rank == top.rank and not c.is_wild)
        wilds = sorted(c for c in hand if c.is_wild)
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


def take_ways(game: GameState) -> list[Take]:
    """The different ways the pile can be taken now, one of each: onto the side's
    meld, with a natural pair, with a natural card and a wild card (which one of two
    equal cards is used does not make another way)."""
    ways: dict[int, Take] = {}
    for t in game.legal_actions():
        if isinstance(t, Take):
            kind = 0 if not t.cards else (1 if not any(c.is_wild for c in t.cards) else 2)
            ways.setdefault(kind, t)
    return [ways[k] for k in sorted(ways)]


def take_text(take: Take, game: GameState) -> str:
    """A way of taking the pile as the player reads it."""
    if not take.cards:
        top = game.pile_top()
        return tr("take.onto_meld", rank=rank_name(top.rank) if top is not None else "")
    if any(c.is_wild for c in take.cards):
        return tr("take.with_wild", cards=list(take.cards))
    return tr("take.with_pair", cards=list(take.cards))


def meld_plan(game: GameState, cards: Sequence[Card], side: int | None = None,
              rank: int | None = None) -> tuple[list[Action], IllegalAction | None]:
    """What dropping ``cards`` on a meld (``rank`` of ``side``) or on the table
    (``rank`` None: a new meld, or the existing one of that rank) would play, and
    the engine's refusal if it would not."""
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
    return plan, trial(game, plan)


def discard_plan(game: GameState, cards: Sequence[Card]) -> tuple[list[Action], IllegalAction | None]:
    if len(cards) != 1:
        return [], IllegalAction("discard_one", "Discard one card at a time.")
    action = Discard(cards[0])
    return [action], game.check(action)


def lay_on_meld(game: GameState, side: int, rank: int) -> tuple[list[Action], IllegalAction | None]:
    """Clicking a meld lays one card from the hand onto it: a natural card of its
    rank first, else a wild card (the first the engine accepts)."""
    hand = game.hands[game.to_move]
    own = game.rules.side_of(game.to_move)
    target = None if side == own else side
    naturals = sorted({c for c in hand if c.rank == rank and not c.is_wild})
    wilds = sorted({c for c in hand if c.is_wild}, key=lambda c: (c.rank != TWO, c.suit))
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


def click_card_action(game: GameState, card: Card) -> Action | None:
    """What a click on a hand card plays, when it plays something: lay a natural card
    onto the side's meld of its rank (or lay out a red three when that is manual, or the
    three kept for a Straight)."""
    from game.engine import LayRedThree

    if game.phase != "meld":
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


def go_out_plan(game: GameState) -> list[Action] | None:
    """The engine's plan to go out now, if it has one (the engine's one planner)."""
    return game.go_out_plan()


# ------------------------------------------------------------------------ hand order
def hand_sort_key(card: Card) -> tuple[int, int]:
    """Black threes (stoppers) first, then naturals from low to high, then the wild
    cards: twos, jokers. Red threes (laid out at once) would sit at the very left."""
    if card.rank == THREE:
        return (0 if card.is_red else 1, card.suit)
    if card.rank == TWO:
        return (20, card.suit)
    if card.rank == JOKER:
        return (21, card.suit)
    return (card.rank, card.suit)


@dataclass
class HandOrder:
    """The player's own arrangement of the hand. New cards go where sorting would put
    them among the cards already there; the player can move cards around."""

    cards: list[Card]

    @staticmethod
    def of(hand: Sequence[Card]) -> HandOrder:
        return HandOrder(sorted(hand, key=hand_sort_key))

    def sync(self, hand: Sequence[Card]) -> None:
        want = list(hand)
        kept: list[Card] = []
        pool = list(want)
        for c in self.cards:
            if c in pool:
                pool.remove(c)
                kept.append(c)
        for c in sorted(pool, key=hand_sort_key):
            key = hand_sort_key(c)
            at = len(kept)
            for i, k in enumerate(kept):
                if hand_sort_key(k) > key:
                    at = i
                    break
            kept.insert(at, c)
        self.cards = kept

    def sort(self) -> None:
        self.cards.sort(key=hand_sort_key)

    def move(self, source: int, target: int) -> None:
        if not (0 <= source < len(self.cards)):
            return
        card = self.cards.pop(source)
        target = max(0, min(len(self.cards), target))
        self.cards.insert(target, card)

    def move_many(self, indices: Sequence[int], target: int) -> None:
        """Move the cards at ``indices`` (kept in order) so they start at ``target``
        counted in the hand without them."""
        picked = [self.cards[i] for i in sorted(indices)]
        rest = [c for i, c in enumerate(self.cards) if i not in set(indices)]
        target = max(0, min(len(rest), target))
        self.cards = rest[:target] + picked + rest[target:]


# ------------------------------------------------------------------------ melds by id
def addressed_by_rank(game: GameState, meld: TableMeld) -> bool:
    """Whether ``meld`` can be named by its rank (``add 7s``, ``add 2c to 7``): a group
    or a meld of wild cards that is the only one of its rank on its side. A run, or
    one of several melds of a rank, is named by its id (``add 9h to m3``)."""
    return not meld.is_sequence and game.melds_of_rank(meld.owner, meld.rank) == 1


def _adds_by_id(game: GameState, cards: Sequence[Card], meld_id: int) -> tuple[list[Action],
                                                                          IllegalAction | None]:
    """The engine's plan for adding ``cards`` to the meld ``meld_id`` (``plan_adds``),
    or its refusal."""
    try:
        return game.plan_adds(cards, meld_id), None
    except IllegalAction as refusal:
        return [], refusal


def meld_plan_onto(game: GameState, cards: Sequence[Card], meld: TableMeld) -> tuple[list[Action],
                                                                                    IllegalAction | None]:
    """What dropping ``cards`` on this very meld would play: by its rank where that
    names it (as before), else by its id, and the engine's refusal if it would not."""
    if addressed_by_rank(game, meld):
        return meld_plan(game, cards, meld.owner, meld.rank)
    return _adds_by_id(game, cards, meld.id)


def new_meld_plan(game: GameState, cards: Sequence[Card]) -> tuple[list[Action], IllegalAction | None]:
    """What dropping ``cards`` on the side's area would play: the engine's plan for a
    new meld (``plan_new_meld``: a group, or a run where the rules have runs) and its
    refusal if it would not."""
    try:
        plan = game.plan_new_meld(cards)
    except IllegalAction as refusal:
        return [], refusal
    return plan, trial(game, plan)


def lay_on_meld_id(game: GameState, meld: TableMeld) -> tuple[list[Action], IllegalAction | None]:
    """Clicking a meld lays one card from the hand onto it: by rank where that names
    the meld (``lay_on_meld``), else the first card the engine accepts by the meld's id."""
    if addressed_by_rank(game, meld):
        return lay_on_meld(game, meld.owner, meld.rank)
    hand = game.hands[game.to_move]
    naturals = sorted({c for c in hand if not c.is_wild}, key=lambda c: (c.rank, c.suit))
    wilds = sorted({c for c in hand if c.is_wild}, key=lambda c: (c.rank != TWO, c.suit))
    first: IllegalAction | None = None
    for c in naturals + wilds:
        a = Add(c, meld=meld.id)
        refusal = game.check(a)
        if refusal is None:
            return [a], None
        first = first or refusal
    return [], first or IllegalAction("nothing_fits", "You hold no card for that meld.")


def take_onto(game: GameState, meld: TableMeld) -> Take | None:
    """The take that puts the pile's top card onto this meld, if the engine lists one:
    ``take to m3`` for a run or one of several melds of a rank, else the plain take
    onto the side's meld of the top card's rank."""
    takes = [a for a in game.legal_actions() if isinstance(a, Take)]
    named = next((t for t in takes if t.meld == meld.id), None)
    if named is not None:
        return named
    top = game.pile_top()
    if top is not None and addressed_by_rank(game, meld) and meld.rank == top.rank:
        return next((t for t in takes if not t.cards and t.meld is None), None)
    return None


def meld_added_to(melds: Sequence[Sequence[TableMeld]], action: Add, own: int) -> TableMeld | None:
    """The meld an ``add`` went to (or goes to), among each side's ``melds``: by its id,
    else the side's meld of the rank it names (the first one)."""
    if action.meld is not None:
        return next((m for ms in melds for m in ms if m.id == action.meld), None)
    rank = action.rank if action.rank is not None else action.card.rank
    side = own if action.side is None else action.side
    if not 0 <= side < len(melds):
        return None
    return next((m for m in melds[side] if m.rank == rank), None)


def added_msgid(meld: TableMeld | None, base: str) -> str:
    """The sentence for adding a card to ``meld``: a run and a meld of wild cards have
    their own (``status.added_to_run``); a group keeps ``base`` (its rank names it)."""
    if meld is not None and meld.is_sequence:
        return base + "_to_run"
    if meld is not None and meld.kind == "wild":
        return base + "_to_wild"
    return base
