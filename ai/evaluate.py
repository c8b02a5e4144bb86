"""The value of a position for the search, between 0 and 1 for one side.

At the end of a deal it is the real score sheet; in the middle of one it is a learned
estimate of the deal's final score difference under rule-bot play: a linear function of
the position's features (``ai.features``: melded points, canastas, melds close to a
canasta, red threes, cards and points in hand, pairs and wild cards held, the threat of
going out, who is to move and the pile) fitted on rule-bot games by ``ai.fit_eval``. Each
variant preset has weights of its own over those features and the variant features
(``ai.variant_features``: the score sheet if the stock ended the deal now, the foot or
pennies still down, the canastas still lacking to go out, runs and wild melds under way,
unfinished-meld penalties), because Classic's weights priced those positions as Classic
ones: on held-out rule-bot positions they explained 28% of the variance of Hand and
Foot's deal scores, 8% of Modern American's, the variants' own weights 39% and 18%. The
difference (the side's deal score minus the mean of the other sides') is squashed by a
logistic function. The search evaluates its own made-up games (``determinize``), so it
may look at every hand there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.engine import DEAL_OVER, MATCH_OVER, GameState, RuleSet

from .eval_params import PARAMS
from .features import EXTENDED_NAMES, position_features


@dataclass(frozen=True)
class EvalWeights:
    scale: float = 500.0  # score difference that maps to about 0.73
    shrink: float = 1.0  # multiplies the learned estimate (1: as fitted)


DEFAULT_EVAL = EvalWeights()


def _params(rules: RuleSet) -> tuple[float, ...]:
    """The preset's fitted weights (Classic's for a preset fitted on none). A variant
    fitted with the variant features has a weight for each of ``EXTENDED_NAMES``."""
    p = PARAMS.get(rules.name) or PARAMS["classic"]
    return p[0]


def knows_variant(rules: RuleSet) -> bool:
    """Whether the preset's evaluation was fitted with the variant features: the
    presets whose play the search prices as a variant's (``ai.fit_eval.VARIANTS``)."""
    return len(_params(rules)) == len(EXTENDED_NAMES)


def deal_difference(g: GameState, side: int, ew: EvalWeights = DEFAULT_EVAL) -> float:
    """The side's deal score minus the mean of the other sides': the real one when the
    deal is over, else the learned estimate."""
    r = g.rules
    if g.phase in (DEAL_OVER, MATCH_OVER) and g.last_result is not None:
        totals = [s.total for s in g.last_result.sides]
        others = [t for i, t in enumerate(totals) if i != side]
        return totals[side] - sum(others) / len(others)
    w = _params(r)
    f = position_features(g, side, extended=len(w) == len(EXTENDED_NAMES))
    return ew.shrink * sum(a * b for a, b in zip(w, f, strict=True))


def evaluate(g: GameState, seat: int, ew: EvalWeights = DEFAULT_EVAL) -> float:
    """The value of ``g`` for ``seat``'s side, in 0..1."""
    x = deal_difference(g, g.rules.side_of(seat), ew) / ew.scale
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
