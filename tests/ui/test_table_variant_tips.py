"""Tips at the moments a variant brings: where the pile is always frozen the tip says
so (no wild card need lie in it), and Classic keeps its own tip."""

from __future__ import annotations

from game.app.i18n import tr
from game.engine import PRESETS
from tests.engine.helpers import position
from tests.ui.test_table_harness import make_table, settle


def test_an_always_frozen_pile_has_its_own_tip() -> None:
    g = position(PRESETS["uruguay"], hands={0: "7h 7d 9s kd 5c"}, pile="4c 8h", melds={0: ["ah ad ac"]}, to_move=0)
    assert g.pile_frozen and not any(c.is_wild for c in g.pile)
    app, table, _ = make_table(g)
    settle(app, 3)
    assert table._tip() == ("always_frozen", tr("tip.always_frozen"))
    app.close()
    g = position(PRESETS["classic"], hands={0: "7h 7d 9s kd 5c"}, pile="4c 2h 8h", melds={0: ["ah ad ac"]},
                 to_move=0)
    app, table, _ = make_table(g)
    settle(app, 3)
    assert table._tip() == ("frozen_pile", tr("tip.frozen_pile"))
    app.close()


def _first_canasta_tip(rules, hand: str, meld: str, action: str):  # type: ignore[no-untyped-def]
    """The event tip shown after the human's move makes the side's first canasta."""
    from game.engine import parse_action

    g = position(rules, hands={0: hand}, melds={0: [meld]}, to_move=0, phase="meld")
    app, table, c = make_table(g)
    settle(app, 3)
    assert c.submit([parse_action(action)]) is None
    settle(app, 3)
    tip = table.event_tip
    shown = table._tip()
    app.close()
    assert tip is not None and shown is not None
    return tip[0], shown[1]


def test_the_first_canasta_tip_names_its_kind() -> None:
    samba = PRESETS["samba"]
    tip, words = _first_canasta_tip(samba, "10h 4c 5c kd qs", "4h 5h 6h 7h 8h 9h", "add 10h to m1")
    assert tip == "first_canasta_run"
    assert words == tr("tip.first_canasta_run", bonus=1500) and "one rank" not in words
    cuban = PRESETS["cuban"]
    tip, words = _first_canasta_tip(cuban, "2d 4c 5c kd qs", "2c 2h 2s 2c 2h 2s", "add 2d to 2")
    assert tip == "first_canasta_wild"
    assert "4000" in words and "3000" in words and "2000" in words
    pennies = PRESETS["pennies"]
    tip, words = _first_canasta_tip(pennies, "7d 4c 5c kd qs", "7c 7h 7s 7c 7h 7s", "add 7d")
    assert tip == "first_canasta_sevens"
    assert words == tr("tip.first_canasta_sevens", bonus=1500)
    tip, words = _first_canasta_tip(PRESETS["classic"], "kd 4c 5c 9s qs", "kc kh ks kc kh ks", "add kd")
    assert tip == "first_canasta"
    assert words == tr("tip.first_canasta", natural=500, mixed=300)
