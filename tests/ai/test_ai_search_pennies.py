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

from ai.search import Search, SearchConfig
from game.engine import MELD_PHASE, PRESETS
from tests.ai.helpers_ai import assert_plans_play_on_made_up_deals, play_rule_plan_to_the_packet, seat0_meld_options
from tests.engine.helpers import position

PENNIES = PRESETS["pennies"].with_options(target=1)
HAND = "2c 2d jk 4c 5d 6h jc qd 9s 9h 8s 8d"
MELDS = {0: ["kc kd kh ks", "9c 9d 9h"]}


def test_every_meld_plan_plays_on_every_made_up_deal() -> None:
    assert_plans_play_on_made_up_deals(position(PENNIES, hands={0: HAND}, phase=MELD_PHASE, pile="6c 8d",
                                                melds=MELDS))


def test_the_rule_plan_ends_where_the_pennies_come_up() -> None:
    g = position(PENNIES, hands={0: HAND}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS)
    play_rule_plan_to_the_packet(g)
    assert any(m.is_canasta for m in g.melds[0])


def test_with_the_pennies_up_the_plan_is_whole() -> None:
    g = position(PENNIES, hands={0: HAND}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS,
                 packet_taken=[True] * PENNIES.players)
    opts, prior = seat0_meld_options(g)
    assert not next(leaf for key, _, leaf in opts if key == prior)  # a discard follows, searched as before


def test_hard_finishes_its_first_canasta() -> None:
    g = position(PENNIES, hands={0: HAND}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS)
    acts, _ = Search(SearchConfig(iterations=60), random.Random(3)).choose(g.view(0))
    for a in acts:
        g.apply(a)
    assert g.packet_taken[0] and any(m.is_canasta for m in g.melds[0])
