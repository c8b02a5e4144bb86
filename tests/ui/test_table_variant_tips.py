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
