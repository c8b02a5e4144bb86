"""The seat's stand-in answers as the real game does on rule-bot positions
(``python -m ai.seatcheck``), and the check sees a stand-in that does not."""

from __future__ import annotations

import pytest

from ai import seatcheck
from game.engine import PRESETS, GameState, View


@pytest.mark.parametrize("preset", ["classic", "samba", "hand-and-foot", "pennies", "modern-american"])
def test_the_stand_in_answers_as_the_game_does(preset: str) -> None:
    tally = seatcheck.check_deals(PRESETS[preset], preset, 2, seed=5)
    assert tally.positions > 100 and tally.questions > tally.positions
    assert tally.differences == []


def test_the_check_sees_a_stand_in_that_answers_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    """A stand-in missing one card of the seat's hand must be caught."""
    real = seatcheck.stand_in

    def short(view: View) -> GameState:
        g = real(view)
        if len(g.hands[view.seat]) > 1:
            g.hands[view.seat].pop()
        return g

    monkeypatch.setattr(seatcheck, "stand_in", short)
    tally = seatcheck.check_deals(PRESETS["classic"], "classic", 1, seed=5)
    assert tally.differences


def test_the_command_reports_and_returns_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert seatcheck.main(["--preset", "two", "--deals", "1"]) == 0
    assert "differences 0" in capsys.readouterr().out
