"""Every level plays a whole deal of the issue-11 variants (Cuban, Uruguay, Samba,
Bolivia) to its end with legal moves only: runs, melds of wild cards, the escalera
needed to go out and black threes in hand must never make a computer player stick or
offer an illegal move. How well they play is another issue's subject."""

from __future__ import annotations

import pytest

from game.engine import PRESETS
from tests.ai.test_ai_levels import ORDER, play


@pytest.mark.parametrize("preset", ["cuban", "uruguay", "samba", "bolivia", "modern-american"])
def test_every_level_finishes_a_variant_deal(preset: str) -> None:
    n = PRESETS[preset].players
    for k in range(0, len(ORDER), n):
        levels = [ORDER[(k + i) % len(ORDER)] for i in range(n)]
        g = play(preset, levels, seed=200 + k)
        assert g.results[0].sides and len(g.results[0].sides) == len(PRESETS[preset].sides)



def _modern_plan(hand: str, **kw):  # type: ignore[no-untyped-def]
    from ai.rulebot import RuleBot
    from tests.engine.helpers import position

    g = position(PRESETS["modern-american"], hands={0: hand}, phase="meld", **{"pile": "6c 8d", **kw})
    return g, RuleBot().plan_turn(g, 0)


def test_the_rule_bot_keeps_the_clean_triple_of_a_modern_american_first_meld() -> None:
    """Melding more after the opening, the bot once put a two onto the fours, the only
    clean triple, and no discard was left (it fell back on the first legal action). A
    short stock makes it spend its spare wild cards."""
    g, plan = _modern_plan("9c 9d 9h 9s 4c 4c 4s jk 2h 2s 5h 7h jh qc", stock="5d 5s 6s 8s 10s")
    for a in plan:
        g.apply(a)
    assert g.to_move != 0 and g.opened[0] and g.meld_of(0, 4).wilds == 0


def test_the_rule_bot_puts_no_wild_card_on_sevens_to_open() -> None:
    """The opening planner once chose the sevens for the joker (refused: sevens take no
    wild card) and gave up the opening that the kings make."""
    g, _ = _modern_plan("6d 7c 7h 7h 7s jh jk", melds={0: ["kd kh kh ks", "5c 5d 5h"]}, opened=[False, False])
    g.turn_points, g.turn_melded = 55, True
    from ai.rulebot import RuleBot

    plan = RuleBot().plan_turn(g, 0)
    for a in plan:
        g.apply(a)
    assert g.to_move != 0 and g.opened[0] and g.meld_of(0, 13).wilds == 1
