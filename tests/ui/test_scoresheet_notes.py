"""The notes under a deal's score sheet (issue 45, point 4): a line that counted minus
only because a condition was not met says the condition - Samba's red threes count
plus only with two canastas, Classic's only with a meld, Bolivia's melded cards minus
without a canasta - and a line without a condition gets no note. The notes wrap inside
the sheet at 800x600 in English, German and Dutch."""

from __future__ import annotations

import dataclasses

import pytest

from game.app import i18n
from game.engine import PRESETS
from game.engine.scoring import DealResult, SideScore
from game.ui import widgets as w
from game.ui.scoresheet import ScoreSheetScene, sheet_notes
from tests.engine.helpers import position
from tests.ui.test_table_harness import make_table


def _side(side: int, **fields: int) -> SideScore:
    base = dict(side=side, meld_points=100, natural_canastas=0, mixed_canastas=0, canasta_bonus=0, red_threes=0,
                red_three_points=0, going_out=0, concealed=False, hand_penalty=0, red_three_hand_penalty=0,
                total=0, score_before=0, score_after=0, next_minimum=50)
    return SideScore(**{**base, **fields})  # type: ignore[arg-type]


def _names(side: int) -> str:
    return ["We", "They"][side]


def test_samba_red_threes_minus_say_two_canastas() -> None:
    i18n.set_language("en")
    result = DealResult(0, 1, False, (_side(0, red_threes=1, red_three_points=-100), _side(1)), False, None, 10000)
    assert sheet_notes(PRESETS["samba"], result, _names) == [
        "We: the red threes count -100: they count plus only with 2 canastas."]


def test_classic_red_threes_minus_say_a_meld() -> None:
    i18n.set_language("en")
    result = DealResult(0, 1, False, (_side(0, red_threes=2, red_three_points=-200, meld_points=0), _side(1)),
                        False, None, 5000)
    assert sheet_notes(PRESETS["classic"], result, _names) == [
        "We: the red threes count -200: they count plus only with a meld on the table."]


def test_bolivia_melds_minus_say_why() -> None:
    i18n.set_language("en")
    rules = dataclasses.replace(PRESETS["classic"], melds_minus_without_canasta=True)
    result = DealResult(0, 1, False, (_side(0), _side(1, meld_points=-60)), False, None, 5000)
    assert sheet_notes(rules, result, _names) == [
        "They: the melded cards count -60: without a canasta they count minus and earn no bonus."]


def test_no_note_where_the_lines_met_their_conditions() -> None:
    result = DealResult(0, 1, False, (_side(0, red_threes=1, red_three_points=100), _side(1)), False, None, 10000)
    assert sheet_notes(PRESETS["samba"], result, _names) == []
    assert sheet_notes(PRESETS["samba"], DealResult(0, 1, False, (_side(0), _side(1)), False, None, 1), _names) == []


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_note_is_drawn_inside_the_sheet_at_800x600(lang: str) -> None:
    i18n.set_language(lang)
    try:
        g = position(PRESETS["samba"], to_move=0)
        app, _table, c = make_table(g, size=(800, 600))
        result = DealResult(0, 1, False, (_side(0, red_threes=1, red_three_points=-100), _side(1)), False, None,
                            10000)
        sheet = ScoreSheetScene(c, result, final=False, on_next=lambda: None, on_new=lambda: None,
                                on_quit=lambda: None)
        sheet.layout((800, 600))
        assert sheet.notes, "the note is there"
        assert sheet.note_size >= 11
        for line in sheet.notes:
            assert w.font(sheet.note_size, False).size(line)[0] <= sheet.box.width - 48
        note = " ".join(sheet.notes)
        assert "2" in note and "-100" in note
        app.close()
    finally:
        i18n.set_language("en")
