"""Build a game in an exact position, play actions by their text form, and check
refusals.

``position`` starts from ``GameState.new`` and overwrites the fields a test cares
about. Cards are written as in the action notation (``"7h 7d 2c jk"``). The card
count stays consistent: every card placed must exist in the deck as often as it is
used, and by default the cards nobody holds become the stock (so a deal can be
played on, and ``total_cards`` is the deck size). ``draws`` puts named cards on top
of that stock, the first one drawn first. ``stock`` instead gives the exact stock
(first listed = top): the cards placed nowhere are then left out of the game, which
makes small exact positions (an empty stock, a last red three) easy to build.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

import pytest

from game.engine import (
    WILD,
    WILD_RANK,
    Card,
    GameState,
    IllegalAction,
    RuleSet,
    TableMeld,
    View,
    make_deck,
    parse_action,
)
from game.engine.cards import THREE
from game.engine.melds import NO_RANK, SEQUENCE
from game.engine.state import DRAW_PHASE, MELD_PHASE

CLASSIC = RuleSet()


def cards(text: str) -> list[Card]:
    """``"7h 7d jk"`` as a list of cards."""
    return [Card.parse(w) for w in text.split()]


def meld(text: str, side: int, id: int = 0) -> TableMeld:
    """A table meld from its cards; its rank is that of its natural cards (wild cards
    alone make a meld of wild cards, filed under ``WILD_RANK``). Cards of several ranks
    and no wild card make a run (``sequences``), kept in rank order."""
    cs = cards(text)
    naturals = {c.rank for c in cs if not c.is_wild}
    if not naturals:
        return TableMeld.of(WILD_RANK, tuple(cs), side, id, kind=WILD)
    if len(naturals) > 1 and not any(c.is_wild for c in cs):
        return TableMeld.of(NO_RANK, tuple(sorted(cs, key=lambda c: c.rank)), side, id, SEQUENCE)
    if len(naturals) != 1:
        raise ValueError(f"a meld needs natural cards of exactly one rank: {text!r}")
    return TableMeld.of(naturals.pop(), tuple(cs), side, id)


def _by_seat(value: Mapping[int, str] | Sequence[str] | None, count: int) -> dict[int, str]:
    if value is None:
        return {}
    if isinstance(value, Mapping):
        return dict(value)
    if len(value) > count:
        raise ValueError("more entries than seats")
    return dict(enumerate(value))


def position(
    rules: RuleSet = CLASSIC,
    *,
    hands: Mapping[int, str] | Sequence[str] | None = None,
    pile: str = "",
    pile_frozen: bool | None = None,
    melds: Mapping[int, Sequence[str]] | None = None,
    stock: str | None = None,
    draws: str = "",
    to_move: int = 0,
    phase: str = DRAW_PHASE,
    opened: Sequence[bool] | None = None,
    scores: Sequence[int] | None = None,
    red_threes: Mapping[int, str] | Sequence[str] | None = None,
    seat_melded: Sequence[bool] | None = None,
    packets: Mapping[int, str] | Sequence[str] | None = None,
    packet_taken: Sequence[bool] | None = None,
    seed: int = 1,
) -> GameState:
    """A game of ``rules`` in the given position.

    - ``hands``: seat -> cards (a list means seats 0, 1, ...). Seats not named get
      ``rules.hand_size`` cards from the rest of the deck (never a red three).
    - ``pile``: the discard pile, bottom first (the last card is the top).
      ``pile_frozen`` defaults to "a wild card is in the pile" (or the pile is always frozen).
    - ``melds``: side -> list of melds, each a card text (``"kh kd kc 2s"``).
    - ``stock`` exact stock (first listed is drawn first), or ``draws`` on top of
      the remaining cards.
    - ``opened`` defaults to "the side has a meld on the table".
    - ``phase``: ``DRAW_PHASE`` or ``MELD_PHASE`` (as if the mover had just drawn).
    - ``packets``: seat -> the cards of its face-down packet (the foot); seats not
      named and not in ``packet_taken`` get ``rules.packet_size`` cards from the rest.
    - ``packet_taken``: which seats have taken up their packet (default: none, when
      the rules deal packets).
    """
    g = GameState.new(rules, seed)
    n = rules.players
    sides = len(rules.sides)
    pool = Counter(make_deck(rules.packs, rules.jokers_per_pack))

    def use(cs: list[Card]) -> list[Card]:
        for c in cs:
            if pool[c] <= 0:
                raise ValueError(f"the deck has no more {c}")
            pool[c] -= 1
        return cs

    hand_text = _by_seat(hands, n)
    meld_map = dict(melds or {})
    reds_text = _by_seat(red_threes, n)

    g.hands = [[] for _ in range(n)]
    for seat, text in hand_text.items():
        g.hands[seat] = use(cards(text))
    g.pile = use(cards(pile))
    g.melds = [[] for _ in range(sides)]
    for side, texts in sorted(meld_map.items()):
        for text in texts:
            m = meld(text, side, 1 + sum(len(ms) for ms in g.melds))  # ids m1, m2... in the order given
            use(list(m.cards))
            g.melds[side].append(m)
    g.red_threes = [[] for _ in range(n)]
    for seat, text in reds_text.items():
        g.red_threes[seat] = use(cards(text))
    top = use(cards(draws))
    exact = use(cards(stock)) if stock is not None else None
    if exact is not None and draws:
        raise ValueError("give either stock or draws")
    taken = list(packet_taken) if packet_taken is not None else [not rules.packet_size] * n
    packet_text = _by_seat(packets, n)
    g.packets = [[] for _ in range(n)]
    for seat, text in packet_text.items():
        g.packets[seat] = use(cards(text))
    # the cards nobody was given, in a fixed shuffled order (bottom of the stock first)
    rest = _remaining(pool, rules, seed)
    # seats not named get a hand from those cards (never a red three)
    for seat in range(n):
        if seat in hand_text:
            continue
        hand: list[Card] = []
        i = 0
        while len(hand) < rules.hand_size and i < len(rest):
            if rest[i].is_red_three and rules.threes_special:
                i += 1
                continue
            hand.append(rest.pop(i))
        g.hands[seat] = hand
    for seat in range(n):
        if seat not in packet_text and not taken[seat]:
            g.packets[seat] = [rest.pop() for _ in range(min(rules.packet_size, len(rest)))]
    g.packet_taken = taken
    g.stock = list(reversed(exact)) if exact is not None else rest + list(reversed(top))
    if pile_frozen is None:
        pile_frozen = rules.pile_always_frozen or any(c.is_wild for c in g.pile)
    g.pile_frozen = pile_frozen
    g.opened = list(opened) if opened is not None else [bool(g.melds[s]) for s in range(sides)]
    g.scores = list(scores) if scores is not None else [0] * sides
    g.seat_melded = list(seat_melded) if seat_melded is not None else [False] * n
    g.known = [[] for _ in range(n)]
    g.to_move = to_move
    g.dealer = (to_move - 1) % n
    g.phase = DRAW_PHASE
    if phase == MELD_PHASE:
        g.phase = MELD_PHASE
        g._set_mark()
    elif phase != DRAW_PHASE:
        raise ValueError("build a position in the draw or the meld phase")
    return g


def _remaining(pool: Counter[Card], rules: RuleSet, seed: int) -> list[Card]:
    """The cards left in ``pool`` in a fixed shuffled order (bottom of the stock first)."""
    from game.engine.cards import shuffled_deck

    left = Counter(pool)
    out: list[Card] = []
    for c in shuffled_deck(rules.packs, rules.jokers_per_pack, f"{seed}/helpers"):
        if left[c] > 0:
            left[c] -= 1
            out.append(c)
    return out


def play(g: GameState, *actions: str) -> GameState:
    """Apply actions by their text form, one after the other."""
    for text in actions:
        g.apply(parse_action(text))
    return g


def legal(g: GameState) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def views(g: GameState) -> list[View]:
    return [g.view(s) for s in range(g.rules.players)]


def same_state(a: GameState, b: GameState) -> bool:
    """Every field equal, and the same views for every seat."""
    return all(getattr(a, name) == getattr(b, name) for name in GameState.__slots__) and views(a) == views(b)


def refused(g: GameState, action: str, code: str) -> IllegalAction:
    """Assert that ``action`` is refused with ``code`` and a readable message, that
    ``check`` agrees, that it is not listed as legal, and that the state did not change."""
    before = g.clone()
    a = parse_action(action)
    with pytest.raises(IllegalAction) as info:
        g.apply(a)
    err = info.value
    assert err.code == code, f"{action!r}: expected {code}, got {err.code}: {err.message}"
    assert err.message and err.message[0].isupper() and err.message.endswith("."), err.message
    assert str(err) == err.message
    assert same_state(before, g), f"{action!r} changed the state although it was refused"
    check = g.check(a)
    assert check is not None and check.code == code
    assert str(a) not in legal(g)
    return err


def total_cards(g: GameState) -> int:
    """All cards of the deal wherever they are (hands, packets, stock, pile, pending, melds,
    red threes, black threes set aside)."""
    return (sum(len(h) for h in g.hands) + sum(len(p) for p in g.packets) + len(g.stock) + len(g.pile)
            + len(g.pending)
            + sum(m.size for ms in g.melds for m in ms) + sum(len(r) for r in g.red_threes)
            + sum(len(b) for b in g.black_threes))


__all__ = [
    "CLASSIC", "DRAW_PHASE", "MELD_PHASE", "THREE", "cards", "legal", "meld", "play", "position",
    "refused", "same_state", "total_cards", "views",
]
