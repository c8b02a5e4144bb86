"""``python -m ai.review FILE`` (``game/review_cli.py``): a saved game's deal reviewed and
printed in the language asked for; a deal the record does not hold is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from ai import make_agent
from game.app import i18n
from game.engine import PRESETS, GameState
from game.engine.record import GameRecord, save_record
from game.review_cli import main


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    rules = PRESETS["classic"].with_options(target=1)
    g = GameState.new(rules, 5)
    agents = [make_agent("easy", s) for s in range(rules.players)]
    while not g.results:
        g.apply(agents[g.to_move].choose(g.view(g.to_move)))
    path = tmp_path_factory.mktemp("records") / "deal.canasta"
    save_record(path, GameRecord.from_game(g, [("You", "human"), ("West", "easy"), ("North", "easy"),
                                               ("East", "easy")]))
    return path


def test_the_review_is_printed_in_german(saved: Path, capsys: pytest.CaptureFixture[str]) -> None:
    try:
        assert main([str(saved), "--deal", "1", "--lang", "de", "--jobs", "1", "--choose", "24",
                     "--compare", "24"]) == 0
    finally:
        i18n.set_language("en")
    out = capsys.readouterr().out
    assert out.startswith("Rückblick auf Runde 1\n")
    assert "Entscheidungen geprüft" in out
    assert "Zug " in out and "Das kostet etwa" in out  # at least one flagged decision, in German


def test_a_deal_not_in_the_record_is_refused(saved: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(saved), "--deal", "2", "--jobs", "1"]) == 2
    assert "no deal 2" in capsys.readouterr().err
