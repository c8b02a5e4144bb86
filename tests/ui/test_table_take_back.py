"""The table and the melded card taken back (``no_legal_discard`` = ``take_back``,
Modern American): when the discard bans forbid every card in the hand, the melds that
can give a card glow, a tip (at 800x600 the status line) says why, in English, German and
Dutch, and a click on such a meld, or a drag of its card onto the pile, takes the card back
and discards it."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.engine import PRESETS, TakeBack
from game.engine.parts import Phase
from game.ui import table as table_module
from game.ui.tableparts.common import TIP_MIN_WIDTH
from tests.engine.helpers import position
from tests.ui.test_table_harness import click, drag, make_table, meld_id_pos, settle

MA = PRESETS["modern-american"]
OTHERS = {1: "4h 4d 9s", 2: "5h 5d 9s", 3: "6h 6d 10s"}
TIPS = {"en": "No card in your hand may be discarded.", "de": "Keine Karte Ihrer Hand darf abgeworfen werden.",
        "nl": "Geen kaart in je hand mag worden afgelegd."}


def stuck(rules=MA):  # type: ignore[no-untyped-def]
    """Seat 0 has drawn: on the empty pile its seven, ace and wild card are all banned;
    the side has a canasta of kings (m1) and four eights (m2)."""
    return position(rules, hands={0: "7s as 2c", **OTHERS}, melds={0: ["kh kd kc ks kh kd kc", "8h 8d 8c 8s"]},
                    phase=Phase.MELD, to_move=0)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_melds_that_can_give_a_card_glow_and_a_tip_says_why(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        g = stuck()
        glowing: list[object] = []
        real_glow = table_module.w.glow

        def glow(surface, rect, *a, **k):  # type: ignore[no-untyped-def]
            glowing.append(rect.copy())
            real_glow(surface, rect, *a, **k)

        monkeypatch.setattr(table_module.w, "glow", glow)
        app, table, _ = make_table(g, size=(800, 600))
        settle(app, 5)
        kings, eights = g.melds[0]
        assert [a.meld for a in table.take_backs] == [kings.id, eights.id]
        tip = table._tip()
        assert tip is not None and tip[0] == "take_back" and tip[1].startswith(TIPS[lang])
        # at 800x600 there is no room for the tip box: the status line says it
        assert table.L.tip.width < TIP_MIN_WIDTH
        assert table._status_text()[0].startswith(TIPS[lang].rstrip(".") + ":")
        glowing.clear()
        app.invalidate()
        app.step(0.016)
        for meld in (kings, eights):
            assert table.meld_rects[meld.id].inflate(-2, -2) in glowing
        app.close()
    finally:
        i18n.set_language("en")


def test_a_click_on_a_lit_meld_takes_a_card_back() -> None:
    g = stuck()
    app, table, _ = make_table(g)
    settle(app, 5)
    eights = g.melds[0][1]
    click(app, meld_id_pos(table, eights.id))
    settle(app, 10)
    assert isinstance(g.actions[-1], TakeBack) and g.actions[-1].meld == eights.id
    assert g.pile[-1].rank == 8 and g.melds[0][1].size == 3
    assert table.take_backs == []  # no longer the player's turn
    app.close()


def test_a_meld_card_dragged_onto_the_pile_is_taken_back() -> None:
    g = stuck()
    app, table, _ = make_table(g)
    settle(app, 5)
    kings = g.melds[0][0]
    drag(app, meld_id_pos(table, kings.id), table.L.pile.center)
    settle(app, 10)
    assert isinstance(g.actions[-1], TakeBack) and g.actions[-1].meld == kings.id
    assert g.melds[0][0].size == 6 and not g.melds[0][0].is_canasta
    app.close()


def test_nothing_glows_where_the_bans_are_lifted() -> None:
    g = stuck(MA.with_options(no_legal_discard="lift_bans"))
    app, table, _ = make_table(g)
    settle(app, 5)
    assert table.take_backs == []
    tip = table._tip()
    assert tip is None or tip[0] != "take_back"
    click(app, meld_id_pos(table, g.melds[0][1].id))  # a click on the meld does not take a card back
    settle(app, 5)
    assert not any(isinstance(a, TakeBack) for a in g.actions)
    app.close()
