"""The variant features of the learned evaluation (``ai/variant_features.py``): what
the variants' scoring makes matter, read from the engine."""

from __future__ import annotations

import pytest

from ai.features import EXTENDED_NAMES, NAMES, position_features
from ai.variant_features import VARIANT_NAMES, canastas_to_go, variant_features
from game.engine import PRESETS, score_deal
from tests.engine.helpers import position

HAND_FOOT = PRESETS["hand-and-foot"]
PENNIES = PRESETS["pennies"]
BOLIVIA = PRESETS["bolivia"]
MODERN = PRESETS["modern-american"]

NATURAL_KINGS = "kc kd kh ks kc kd kh"
MIXED_QUEENS = "qc qd qh qs qc qd 2h"


def _f(g, side: int, name: str) -> float:  # type: ignore[no-untyped-def]
    return variant_features(g)[side][VARIANT_NAMES.index(name)]


@pytest.mark.parametrize(("rules", "melds", "to_go"), [
    (PRESETS["classic"], [], 1),
    (PRESETS["classic"], [NATURAL_KINGS], 0),
    # Hand and Foot: two canastas, a clean and a dirty book among them
    (HAND_FOOT, [], 2),
    (HAND_FOOT, [NATURAL_KINGS], 1),
    (HAND_FOOT, [NATURAL_KINGS, "jc jd jh js jc jd jh"], 1),  # two clean books: a dirty one lacks
    (HAND_FOOT, [NATURAL_KINGS, MIXED_QUEENS], 0),
    # Pennies: four canastas, one of each kind (natural, mixed, sevens, wild)
    (PENNIES, [NATURAL_KINGS, "jc jd jh js jc jd jh", "10c 10d 10h 10s 10c 10d 10h"], 3),
    # Bolivia: an escalera among the two canastas
    (BOLIVIA, [NATURAL_KINGS, MIXED_QUEENS], 1),
])
def test_canastas_to_go_follows_the_engines_going_out_predicate(rules, melds, to_go) -> None:  # type: ignore[no-untyped-def]
    g = position(rules, melds={0: melds})
    assert canastas_to_go(g, 0) == to_go
    assert _f(g, 0, "canastas_to_go") == to_go


def test_the_foot_still_down_counts_as_cards_to_play_and_on_the_sheet() -> None:
    down = position(HAND_FOOT, hands={0: "5c 6d 8h", 2: "9c 9d 4s"}, melds={0: [NATURAL_KINGS]},
                    packet_taken=[False, True, True, True], packets={0: "ac ad 2c jk 5d 6h 7s 8c 9h 10d jc"})
    up = position(HAND_FOOT, hands={0: "5c 6d 8h", 2: "9c 9d 4s"}, melds={0: [NATURAL_KINGS]},
                  packet_taken=[True, True, True, True])
    assert _f(down, 0, "packet_cards") == 1.0
    assert _f(up, 0, "packet_cards") == 0.0
    # the sheet counts the foot's cards against the side, as the engine scores it
    assert _f(down, 0, "sheet_if_stock_ends") < _f(up, 0, "sheet_if_stock_ends")
    # a side with its feet down cannot go out yet, however close its hands are
    assert _f(down, 0, "out_close") == 0.0


def test_the_sheet_is_the_engines_stock_end_score() -> None:
    g = position(MODERN, melds={0: ["ac ad ah", "kc kd kh ks kc kd kh"], 1: ["5c 5d 5h"]},
                 hands={0: "7c 7d 7h 4s", 1: "9c 9d 9h 9s"})
    sheet = score_deal(g.rules, g.deal, g.melds, g.red_threes, g.hands, None, False, g.scores, g.target,
                       g.packets, black_threes=g.black_threes)
    for side in (0, 1):
        assert _f(g, side, "sheet_if_stock_ends") == sheet.sides[side].total / 100.0
    # the unfinished aces cost 2,500 and three sevens held 1,500 (Modern American)
    assert _f(g, 0, "unfinished_penalty") == 2.5
    assert sheet.sides[0].held_penalty == 1500


def test_position_features_add_the_variant_ones_only_when_asked() -> None:
    g = position(HAND_FOOT, melds={0: [NATURAL_KINGS]})
    assert len(position_features(g, 0)) == len(NAMES)
    ext = position_features(g, 0, extended=True)
    assert len(ext) == len(EXTENDED_NAMES)
    assert ext[: len(NAMES)] == position_features(g, 0)
