"""Red threes that lower the first-meld minimum, said in words a newcomer reads at
once (issue 45, point 3): the area label and the tip say the threes cover the minimum
(no "50 − 100 = 0", no "at least 0 points"), in English, German and Dutch, and the label
keeps its words at 800x600; the help's rules page and glossary state the rule."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.engine import RuleSet
from game.ui import rulespage
from game.ui import widgets as w
from tests.ui.test_table_harness import make_table, position

CLASSIC = RuleSet()
COVERED = {"en": "red threes (100) cover the 50", "de": "rote Dreien (100) decken das Minimum 50",
           "nl": "rode drieën (100) dekken het minimum van 50"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_label_and_the_tip_say_the_threes_cover_the_minimum(lang: str, size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    try:
        g = position(CLASSIC, to_move=0, phase="meld", red_threes={0: "3h"})
        app, table, _ = make_table(g, size=size)
        label = table.area_label(table.L.own_side)
        assert COVERED[lang] in label and "= 0" not in label
        # the label keeps its words: two lines at most (more and only the side's name is drawn)
        area = table.L.melds[table.L.own_side]
        assert len(w.fit_lines(label, table.L.font - 1, area.width - 16, w.INK_DIM, True)) <= 2
        tip = table._tip()
        assert tip is not None and tip[0] == "first_meld_minimum"
        assert tip[1] == i18n.tr("tip.first_meld_covered", credit=100, minimum=50)
        assert " 0 " not in tip[1]
        app.close()
    finally:
        i18n.set_language("en")


def test_a_minimum_only_lowered_says_what_is_left() -> None:
    g = position(CLASSIC, to_move=0, phase="meld", red_threes={0: "3h"}, scores=[3000, 0])
    app, table, _ = make_table(g)
    assert table.area_label(table.L.own_side).endswith("first meld 20: red threes (100) count toward the 120")
    app.close()


def test_the_rules_page_and_the_glossary_state_the_rule() -> None:
    i18n.set_language("en")
    rules = " ".join(rulespage.rules_paragraphs(CLASSIC))
    assert "Red threes already laid out count toward this minimum with their bonus (100 each)" in rules
    assert any(s.startswith("Red threes and the first meld") for s in rulespage.glossary(CLASSIC))
    off = CLASSIC.with_options(red_threes_count_for_first_meld=False)
    assert "count toward this minimum" not in " ".join(rulespage.rules_paragraphs(off))
