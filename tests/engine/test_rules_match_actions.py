"""The match in the engine: offering a double, answering it, giving up; checked
against ``allow_double`` and ``allow_give_up``, kept in the record and the view."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, GameState, GiveUp, Phase, parse_action
from game.engine.record import GameRecord, parse_record
from game.engine.rules import CLASSIC
from tests.engine.helpers import legal, play, refused, same_state


def test_text_forms_read_back() -> None:
    for text in ("double", "accept", "give up 1"):
        assert str(parse_action(text)) == text
    assert parse_action("give up 0") == GiveUp(0)


def test_an_accepted_double_doubles_the_stake_and_play_goes_on() -> None:
    g = GameState.new(CLASSIC, 7)
    mover = g.to_move
    play(g, "double")
    assert g.phase == Phase.DOUBLE and g.rules.side_of(g.to_move) != g.rules.side_of(mover)
    assert legal(g) == ["accept", f"give up {g.side_to_move}"]
    refused(g, "draw", "answer_double")
    play(g, "accept")
    assert g.stake == 2 and g.phase == Phase.DRAW and g.to_move == mover
    refused(g, "double", "double_once")  # once a deal
    assert "double" not in legal(g)  # card play only: the search never doubles


def test_every_other_side_answers_in_a_three_player_game() -> None:
    g = GameState.new(PRESETS["three"], 3)
    mover = g.to_move
    play(g, "double")
    first = g.to_move
    play(g, "accept")
    assert g.phase == Phase.DOUBLE and g.to_move not in (first, mover)
    play(g, "accept")
    assert g.stake == 2 and g.to_move == mover


def test_refusing_a_double_gives_the_match_up() -> None:
    g = GameState.new(CLASSIC, 7)
    own = g.side_to_move
    play(g, "double")
    answering = g.side_to_move
    play(g, f"give up {answering}")
    assert g.is_over and g.gave_up == answering and g.match_winner == own and g.stake == 1
    refused(g, "draw", "game_over")


@pytest.mark.parametrize("allowed", [True, False])
def test_doubling_follows_allow_double(allowed: bool) -> None:
    g = GameState.new(CLASSIC.with_options(allow_double=allowed), 7)
    if allowed:
        assert "double" in [str(a) for a in g.match_actions()]
        play(g, "double")
    else:
        assert "double" not in [str(a) for a in g.match_actions()]
        refused(g, "double", "no_double")


@pytest.mark.parametrize("allowed", [True, False])
def test_giving_up_follows_allow_give_up(allowed: bool) -> None:
    g = GameState.new(CLASSIC.with_options(allow_give_up=allowed), 7)
    if allowed:
        play(g, "give up 1")  # a side may give up out of turn
        assert g.is_over and g.match_winner == 0
    else:
        refused(g, "give up 1", "no_give_up")
        play(g, "double")
        assert legal(g) == ["accept"]  # no give up to answer with


def test_nobody_accepts_a_double_not_offered_and_a_bad_side_is_refused() -> None:
    g = GameState.new(CLASSIC, 7)
    refused(g, "accept", "no_double_offered")
    refused(g, "give up 5", "no_such_side")


def test_match_actions_are_recorded_replayed_and_kept_in_the_view() -> None:
    g = GameState.new(CLASSIC, 11)
    play(g, "double", "accept", "draw")
    view = g.view(g.to_move)
    assert view.stake == 2 and view.doubled_deal == 0
    text = GameRecord.from_game(g).to_text()
    assert "\ndouble\naccept\n" in text
    again = parse_record(text).replay()
    assert same_state(again, g)
    play(g, "give up 0")
    again = parse_record(GameRecord.from_game(g).to_text()).replay()
    assert again.is_over and again.gave_up == 0 and again.stake == 2
