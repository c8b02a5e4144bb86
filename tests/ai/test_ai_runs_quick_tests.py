"""The quick tests the rule bot asks before the engine's list of actions (``runs.may_start``,
``runs.may_extend_any``, the top card in ``runs.run_takes``): they only spare play-outs
the list where it cannot hold a run action, so wherever the engine lists one they must say
yes. Checked at every meld and draw decision of rule-bot deals of Samba and Bolivia."""

from __future__ import annotations

import pytest

from ai.agent import make_agent
from ai.runs import may_extend_any, may_start, run_takes, starts_run
from game.engine import DRAW_PHASE, MELD_PHASE, PRESETS, Add, GameState, Take


@pytest.mark.parametrize("preset", ["samba", "bolivia"])
def test_the_quick_tests_say_yes_wherever_the_engine_lists_a_run_action(preset: str) -> None:
    rules = PRESETS[preset].with_options(target=1)
    starts = extends = takes = 0
    # Bolivia's first three deals hold no take onto a run with the rule bot's fitted weights;
    # deals 4-6 hold six such decisions
    for deal in range(4, 7) if preset == "bolivia" else range(3):
        g = GameState.new(rules, 500 + deal)
        bots = [make_agent("rules", seed=s) for s in range(rules.players)]
        while not g.results:
            seat = g.to_move
            hand = g.hands[seat]
            runs = [m for ms in g.melds for m in ms if m.is_sequence]
            ids = {m.id for m in runs}
            legal = g.legal_actions()
            if g.phase == MELD_PHASE:
                if any(starts_run(a) for a in legal):
                    starts += 1
                    assert may_start(hand)
                if any(isinstance(a, Add) and a.meld in ids for a in legal):
                    extends += 1
                    assert may_extend_any(rules, runs, hand)
            elif g.phase == DRAW_PHASE:
                listed = [a for a in legal if isinstance(a, Take) and a.meld is not None and a.meld in ids]
                takes += bool(listed)
                assert run_takes(g) == listed
            g.apply(bots[seat].choose(g.view(seat)))
    assert starts and extends  # the deals reach both, so the test tests something
    if preset == "bolivia":
        assert takes
