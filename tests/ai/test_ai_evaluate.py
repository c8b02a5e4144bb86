"""The learned evaluation (``ai/evaluate.py``): the variants are valued with their own
weights over the variant features too; the Classic presets as before."""

from __future__ import annotations

import pytest

from ai.eval_params import PARAMS
from ai.evaluate import deal_difference
from ai.features import EXTENDED_NAMES, NAMES, position_features
from ai.fit_eval import VARIANTS
from ai.fit_eval import main as fit_main
from game.engine import PRESETS, GameState
from tests.engine.helpers import position

CLASSIC_FAMILY = ("classic", "two", "two-online", "three", "six", "family")


@pytest.mark.parametrize("preset", VARIANTS)
def test_each_variant_has_weights_over_the_variant_features(preset: str) -> None:
    assert len(PARAMS[preset][0]) == len(EXTENDED_NAMES)
    g = position(PRESETS[preset], melds={0: ["kc kd kh"]})
    f = position_features(g, 0, extended=True)
    assert deal_difference(g, 0) == pytest.approx(sum(a * b for a, b in zip(PARAMS[preset][0], f, strict=True)))


@pytest.mark.parametrize("preset", CLASSIC_FAMILY)
def test_the_classic_presets_keep_the_classic_features(preset: str) -> None:
    assert len(PARAMS[preset][0]) == len(NAMES)
    g = position(PRESETS[preset], melds={0: ["kc kd kh"]})
    f = position_features(g, 0)
    assert deal_difference(g, 0) == sum(a * b for a, b in zip(PARAMS[preset][0], f, strict=True))


def test_the_foot_still_down_changes_the_value_of_a_hand_and_foot_position() -> None:
    """The Classic features never looked at the feet: a side with its foot still to
    play and one that has played it were worth the same."""
    hf = PRESETS["hand-and-foot"]
    melds = {0: ["kc kd kh ks kc kd kh"], 1: ["5c 5d 5h"]}
    hands = {0: "5s 6d 8h", 2: "9c 9d 4s"}
    down = position(hf, hands=hands, melds=melds, packet_taken=[False, True, True, True],
                    packets={0: "ac ad 2c jk 5d 6h 7s 8c 9h 10d jc"})
    up = position(hf, hands=hands, melds=melds, packet_taken=[True, True, True, True])
    assert deal_difference(down, 0) != deal_difference(up, 0)


def test_fitting_some_presets_keeps_the_weights_of_the_others(tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "params.py"
    assert fit_main(["--presets", "cuban", "--deals", "4", "--jobs", "1", "--out", str(out)]) == 0
    space: dict[str, object] = {}
    exec(compile(out.read_text(), str(out), "exec"), space)  # the module fit_eval wrote
    params = space["PARAMS"]
    assert isinstance(params, dict)
    for preset in PARAMS:
        if preset != "cuban":
            assert params[preset] == PARAMS[preset]
    assert len(params["cuban"][0]) == len(EXTENDED_NAMES)


def test_compare_prints_every_fit_and_writes_nothing(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "params.py"
    assert fit_main(["--presets", "two", "--deals", "6", "--jobs", "1", "--compare", "--out", str(out)]) == 0
    assert not out.exists()
    text = capsys.readouterr().out
    for name in ("stored", "refit on rules", "refit on mixed", "refit on both"):
        line = next(ln for ln in text.splitlines() if ln.strip().startswith(name))
        assert len(line.split()) == len(name.split()) + 2  # an R^2 for each kind of play


def test_mixed_play_gives_one_side_to_the_rule_bot_and_the_others_to_a_style(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import ai.fit_eval as fit
    from ai.styles import EagerMelder

    played: list[int] = []

    class Recording(EagerMelder):
        def play_turn(self, g: GameState) -> None:
            played.append(g.to_move)
            super().play_turn(g)

    monkeypatch.setattr(fit, "STYLES", {"eager": Recording})
    rules = PRESETS["three"]
    for seed in range(3):
        played.clear()
        assert fit.samples_of_deal(("three", seed, "mixed"))
        sides = {i for i, side in enumerate(rules.sides) for seat in side if seat in played}
        assert len(sides) == len(rules.sides) - 1
    played.clear()
    fit.samples_of_deal(("three", 0, "rules"))
    assert played == []
