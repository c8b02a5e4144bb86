"""The search's meld plans where melding the hand out brings the seat's foot into it
with the turn going on (Hand and Foot, ``packet_trigger`` = ``hand_empty``).

The foot is hidden from its owner too, so each made-up deal holds other cards there. A
plan that went on after the foot came up named made-up cards and was illegal on the other
made-up deals (1,590 illegal play-outs in 63 of Medium's searched decisions
over 100 deals). As with the pennies, the plan is cut where the foot comes up."""

from __future__ import annotations

from game.engine import MELD_PHASE, PRESETS, GameState
from tests.ai.helpers_ai import assert_plans_play_on_made_up_deals, play_rule_plan_to_the_packet, seat0_meld_options
from tests.engine.helpers import position

HF = PRESETS["hand-and-foot"].with_options(target=1)
MELDS = {0: ["9c 9d 9h", "kc kd kh ks kc kd kh"]}


def _game(hand: str) -> GameState:
    return position(HF, hands={0: hand}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS)


def test_every_meld_plan_plays_on_every_made_up_deal() -> None:
    for hand in ("7c 7d 7h 8c 8d 8h", "7c 7d 7h 8c 8d 8h 2c"):
        assert_plans_play_on_made_up_deals(_game(hand))


def test_the_rule_plan_ends_where_the_foot_comes_up() -> None:
    play_rule_plan_to_the_packet(_game("7c 7d 7h 8c 8d 8h"))


def test_with_the_foot_up_the_plan_is_whole() -> None:
    g = position(HF, hands={0: "7c 7d 7h 8c 8d 8h 4s"}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS,
                 packet_taken=[True] * HF.players)
    opts, prior = seat0_meld_options(g)
    assert not next(leaf for key, _, leaf in opts if key == prior)  # a discard follows, searched as before
