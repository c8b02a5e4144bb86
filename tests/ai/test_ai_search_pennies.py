"""The search's meld plans where a canasta brings the seat's face-down pennies into its
hand with the turn going on (Pennies from Heaven, ``packet_trigger`` = ``canasta``).

The pennies are hidden from their owner too, so each made-up deal of the search holds
other cards there. A plan that went on after they came up named made-up cards: on the
other made-up deals its actions were illegal and the option scored as lost, so Hard
preferred melding nothing to finishing its first canasta (issue 13: Hard lost about
2,900 points a deal to the rule bot). The plan is cut where the pennies come up and
the rest of the turn is played on each made-up deal's own cards."""

from __future__ import annotations

import random

from ai.rulebot import RuleBot
from ai.search import Search, SearchConfig, meld_options
from game.engine import MELD_PHASE, PRESETS, Action, GameState, determinize
from tests.engine.helpers import position

PENNIES = PRESETS["pennies"].with_options(target=1)
HAND = "2c 2d jk 4c 5d 6h jc qd 9s 9h 8s 8d"
MELDS = {0: ["kc kd kh ks", "9c 9d 9h"]}


def _options(g: GameState) -> tuple[list[tuple[str, list[Action], bool]], str | None]:
    base = determinize(g.view(0), random.Random(0))
    return meld_options(RuleBot(), base, 0)


def test_every_meld_plan_plays_on_every_made_up_deal() -> None:
    g = position(PENNIES, hands={0: HAND}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS)
    opts, prior = _options(g)
    assert prior is not None
    search = Search(SearchConfig(), random.Random(1))
    for i in range(12):
        made_up = determinize(g.view(0), random.Random(100 + i))
        for key, acts, _ in opts:
            assert search._play(made_up.clone(), acts), key


def test_the_rule_plan_ends_where_the_pennies_come_up() -> None:
    g = position(PENNIES, hands={0: HAND}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS)
    opts, prior = _options(g)
    _, acts, leaf = next(o for o in opts if o[0] == prior)
    assert leaf  # the rest of the turn is the play-out's, on each made-up deal's cards
    for a in acts:
        assert not g.packet_taken[0]
        g.apply(a)
    assert g.packet_taken[0] and g.phase == MELD_PHASE and g.to_move == 0
    assert any(m.is_canasta for m in g.melds[0])


def test_with_the_pennies_up_the_plan_is_whole() -> None:
    g = position(PENNIES, hands={0: HAND}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS,
                 packet_taken=[True] * PENNIES.players)
    opts, prior = _options(g)
    assert not next(leaf for key, _, leaf in opts if key == prior)  # a discard follows, searched as before


def test_hard_finishes_its_first_canasta() -> None:
    g = position(PENNIES, hands={0: HAND}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS)
    acts, _ = Search(SearchConfig(iterations=60), random.Random(3)).choose(g.view(0))
    for a in acts:
        g.apply(a)
    assert g.packet_taken[0] and any(m.is_canasta for m in g.melds[0])
