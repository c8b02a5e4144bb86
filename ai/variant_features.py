"""Features of a position that the variants' scoring makes matter, for the learned
evaluation of Medium and Hard (``ai.evaluate``) on the variant presets.

The Classic features (``ai.features``) know canastas of two kinds and one canasta to go
out. In the variants a position is worth what the variant's score sheet makes of it:
Hand and Foot's foot and Pennies' packet count against a side until taken up and must
be played before going out; going out needs several canastas, clean and dirty books,
a run canasta (Bolivia) or four kinds (Pennies); runs of seven score 1,500 (Samba,
Bolivia); Modern American's unfinished aces, sevens and wild melds and held aces or
sevens cost thousands; the sign of the threes depends on the canastas made. None of this
is re-implemented here: each feature asks the engine (``score_deal``, the rule set's
going-out predicate) for what it decides, so the evaluation follows every option of a
rule set as the score sheet does.

Every feature is per side; ``ai.features.position_features`` takes the side's value
minus the mean of the other sides', as for the Classic ones.
"""

from __future__ import annotations

from game.engine import GameState, score_deal, unfinished_penalty

VARIANT_NAMES: tuple[str, ...] = (
    "sheet_if_stock_ends", "packet_cards", "canastas_to_go", "out_close", "run_cards", "wild_meld_cards",
    "unfinished_penalty",
)


def canastas_to_go(g: GameState, side: int) -> int:
    """How many canastas the side still lacks before the engine lets it go out: the
    larger of the count it lacks and the sum of the kinds it lacks (clean and dirty
    books, sevens, wild, runs)."""
    r = g.rules
    kinds = [k for k in (r.canasta_kind_of(m) for m in g.melds[side]) if k is not None]
    short = r.going_out_shortfall(kinds)
    total = short[0] - short[1] if short is not None else 0
    by_kind = sum(need - have for _, need, have in r.going_out_kinds_missing(kinds))
    seq = r.sequence_shortfall(kinds)
    if seq is not None:
        by_kind += seq[0] - seq[1]
    return max(total, by_kind)


def variant_features(g: GameState) -> list[list[float]]:
    """The variant features of every side (a list per side, in the order of
    ``VARIANT_NAMES``)."""
    r = g.rules
    # the score sheet if the deal ended now with the stock (nobody going out): packets
    # not taken up, unfinished melds, held aces and sevens, the threes' sign and every
    # bonus as the engine counts them
    sheet = score_deal(r, g.deal, g.melds, g.red_threes, g.hands, None, False, g.scores, g.target, g.packets,
                       black_threes=g.black_threes)
    out: list[list[float]] = []
    for side, seats in enumerate(r.sides):
        melds = g.melds[side]
        packet = sum(len(g.packets[s]) for s in seats)
        to_go = canastas_to_go(g, side)
        feet_up = all(not g.packets[s] for s in seats)
        min_hand = min(len(g.hands[s]) for s in seats)
        runs = sum(m.size for m in melds if m.kind == "sequence" and not m.is_canasta)
        wild = sum(m.size for m in melds if m.kind == "wild" and not m.is_canasta)
        out.append([
            sheet.sides[side].total / 100.0,
            packet / 11.0,
            float(to_go),
            1.0 if to_go == 0 and feet_up and min_hand <= 3 else 0.0,
            runs / r.canasta_size,  # as parts of a canasta
            wild / r.canasta_size,
            unfinished_penalty(r, melds) / 1000.0,
        ])
    return out
