"""``python -m ai.agreement``: two search levels' plans on the same positions. The
figure decides whether a change is worth hours of arena, so it must count a level
against itself as agreeing everywhere and see a change that alters the choice."""

from __future__ import annotations

import pytest

from ai.agreement import compare, main


def test_a_level_agrees_with_itself_on_every_searched_decision() -> None:
    result = compare("hard", "hard", "cuban", deals=1, seed=5, budget=6, first_side_only=True)
    assert result.decisions > 0
    assert result.same == result.decisions
    assert set(result.by_phase) <= {"draw", "meld", "answer"}


def test_a_change_that_alters_the_choice_is_seen() -> None:
    # a margin of -1 takes the best option other than the rule bot's wherever there is one,
    # where the plain level keeps the rule bot's option unless another clearly beats it
    result = compare("hard", "hard+margin=-1", "cuban", deals=1, seed=5, budget=6, first_side_only=True)
    assert result.decisions > 0
    assert result.same < result.decisions


def test_a_level_without_search_is_refused() -> None:
    with pytest.raises(ValueError, match="does not search"):
        compare("hard", "rules", "cuban", deals=1, seed=5)


def test_the_report_names_its_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--levels", "hard,hard", "--preset", "cuban", "--deals", "1", "--seed", "5", "--budget", "6",
                 "--first-side"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("command: python -m ai.agreement --levels hard,hard")
    assert "same plan" in out and "(100.0%)" in out


@pytest.mark.parametrize("levels", ["hard", "hard,medium,rules", "hard,rules", "hard,hard+scal=2"])
def test_bad_levels_stop_with_a_message(levels: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--levels", levels, "--preset", "cuban", "--deals", "1"])
    assert stop.value.code == 2
    assert "error:" in capsys.readouterr().err
