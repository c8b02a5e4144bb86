"""Features of a position for one side, for the learned evaluation (``ai.evaluate``).

They read a whole game (the search evaluates its own made-up games, where every hand
may be looked at). ``python -m ai.fit_eval`` fits the weights by least squares on
positions from rule-bot games.
"""

from __future__ import annotations

from game.engine import JOKER, POINTS, THREE, TWO, GameState

from .variant_features import VARIANT_NAMES, variant_features

NAMES: tuple[str, ...] = (
    "meld_points", "natural_canastas", "mixed_canastas", "natural6", "mixed6", "meld5", "meld4",
    "meld3", "red_threes_melded", "red_threes_unmelded", "hand_cards", "hand_points", "hand_wilds",
    "hand_pairs", "hand_triples", "opened", "out_ready_small", "out_ready_mid", "canastas_short",
    "to_move", "pile_if_to_move", "stock_near", "black_threes",
)


def side_features(g: GameState, side: int) -> list[float]:
    r = g.rules
    seats = r.sides[side]
    melds = g.melds[side]
    ts = r.threes_special
    meld_points = 0
    nat_c = mix_c = nat6 = mix6 = m5 = m4 = m3 = 0
    # "natural6", "mixed6", "meld5" and "meld4" are named after a canasta of seven: one,
    # two and three cards short of the size the rules ask (``RuleSet.canasta_size``)
    size = r.canasta_size
    for m in melds:
        meld_points += m.value
        short = size - m.size
        if m.is_canasta:
            if m.is_natural:
                nat_c += 1
            else:
                mix_c += 1
        elif short == 1:
            if m.is_natural:
                nat6 += 1
            else:
                mix6 += 1
        elif short == 2:
            m5 += 1
        elif short == 3:
            m4 += 1
        else:
            m3 += 1
    threes = sum(len(g.red_threes[s]) for s in seats)
    red = r.red_three_score(threes) / 100.0 if threes else 0.0
    cards = 0
    points = 0
    wilds = 0
    pairs = 0
    triples = 0
    black = 0
    min_hand = 99
    for s in seats:
        hand = g.hands[s]
        cards += len(hand)
        min_hand = min(min_hand, len(hand))
        counts: dict[int, int] = {}
        for c in hand:
            rank = c.rank
            points += POINTS[rank]
            if rank in (TWO, JOKER):
                wilds += 1
            elif rank == THREE and ts:
                black += 1
            else:
                counts[rank] = counts.get(rank, 0) + 1
        for k in counts.values():
            if k == 2:
                pairs += 1
            elif k >= 3:
                triples += 1
    canastas = nat_c + mix_c
    ready = canastas >= r.canastas_to_go_out
    to_move = 1.0 if r.side_of(g.to_move) == side else 0.0
    stock_f = min(1.0, len(g.stock) / 40.0)
    return [
        meld_points / 100.0, float(nat_c), float(mix_c), float(nat6), float(mix6), float(m5), float(m4),
        float(m3), red if melds else 0.0, 0.0 if melds else red, float(cards), points / 100.0, float(wilds),
        float(pairs), float(triples), 1.0 if g.opened[side] or melds else 0.0,
        1.0 if ready and min_hand <= 2 else 0.0, 1.0 if ready and 2 < min_hand <= 5 else 0.0,
        float(max(0, r.canastas_to_go_out - canastas)), to_move, to_move * len(g.pile) / 10.0,
        stock_f * (nat6 + mix6 + m5), float(black),
    ]


#: The features of a variant's evaluation: the Classic ones, then ``VARIANT_NAMES``.
EXTENDED_NAMES: tuple[str, ...] = NAMES + VARIANT_NAMES


def position_features(g: GameState, side: int, extended: bool = False) -> list[float]:
    """The side's features minus the mean of the other sides': the input of the
    learned evaluation (which so values both sides alike). ``extended``: the variant
    features too (``ai.variant_features``), for presets whose weights were fitted with
    them; the Classic presets keep the Classic features alone."""
    sides = range(len(g.rules.sides))
    per = [side_features(g, s) for s in sides]
    if extended:
        for f, v in zip(per, variant_features(g), strict=True):
            f.extend(v)
    own = per[side]
    others = [per[s] for s in sides if s != side]
    k = len(others)
    return [own[i] - sum(f[i] for f in others) / k for i in range(len(own))]
