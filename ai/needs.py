"""What a side still needs before it may go out, by the engine's going-out predicate
(``RuleSet.going_out_shortfall``, ``going_out_kinds_missing``, ``sequence_shortfall``),
for the rule bot's plans in the variants.

Where one canasta of any kind lets a side go out (Classic, Cuban, Uruguay) deals are short
and a card spent on a long-shot meld is missed in the race; where the side must make
several canastas, a run canasta (Bolivia's escalera) or a canasta of wild cards (Pennies
from Heaven), the deal lasts and those melds are the way out. Measured: in Cuban the bot
that started a meld of wild cards from three of them lost -218 [-340, -97] a deal to the
hoarder, from five -37 [-123, +48]; in Bolivia from five it fell from +1,653 to +362
(100 deals each, seed 41; ai/README.md).
"""

from __future__ import annotations

from game.engine import GameState


def canasta_kinds(g: GameState, side: int) -> list[str]:
    """The kinds of the side's canastas as the rules count them."""
    r = g.rules
    return [k for k in (r.canasta_kind_of(m) for m in g.melds[side]) if k is not None]


def runs_needed(g: GameState, side: int) -> bool:
    """Whether the side still lacks a run canasta it needs to go out (Bolivia)."""
    return g.rules.sequence_shortfall(canasta_kinds(g, side)) is not None


def long_way_out(g: GameState, side: int) -> bool:
    """Whether going out needs more of the side than one more canasta of any kind: a run
    or wild canasta it lacks, or two canastas or more still to make."""
    r = g.rules
    kinds = canasta_kinds(g, side)
    if r.sequence_shortfall(kinds) is not None:
        return True
    if any(kind == "wild" for kind, _, _ in r.going_out_kinds_missing(kinds)):
        return True
    short = r.going_out_shortfall(kinds)
    return short is not None and short[0] - short[1] >= 2
