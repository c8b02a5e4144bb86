"""Tips at the moments a variant brings: where the pile is always frozen the tip says
so (no wild card need lie in it), and Classic keeps its own tip."""

from __future__ import annotations

import pytest

from game.app import i18n
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
    assert "4,000" in words and "3,000" in words and "2,000" in words
    pennies = PRESETS["pennies"]
    tip, words = _first_canasta_tip(pennies, "7d 4c 5c kd qs", "7c 7h 7s 7c 7h 7s", "add 7d")
    assert tip == "first_canasta_sevens"
    assert words == tr("tip.first_canasta_sevens", bonus=1500)
    tip, words = _first_canasta_tip(PRESETS["classic"], "kd 4c 5c 9s qs", "kc kh ks kc kh ks", "add kd")
    assert tip == "first_canasta"
    assert words == tr("tip.first_canasta", natural=500, mixed=300)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_hand_and_foots_first_canasta_tip_says_book(lang: str) -> None:
    """Hand and Foot calls a canasta a book (its badges and score sheet do): so does the
    tip at its first one, in every language; Classic's tip keeps "canasta"."""
    i18n.set_language(lang)
    try:
        rules = PRESETS["hand-and-foot"]
        tip, words = _first_canasta_tip(rules, "kd 4c 5c 9s qs", "kc kh ks kc kh ks", "add kd")
        assert tip == "first_canasta"
        assert words == tr("tip.first_book", natural=500, mixed=300)
        assert "canasta" not in words.lower() and words != tr("tip.first_canasta", natural=500, mixed=300)
        book = {"en": "book", "de": "Buch", "nl": "boek"}[lang]
        assert book in words and tr("melds.clean_book").split()[-1] in words
        _, classic = _first_canasta_tip(PRESETS["classic"], "kd 4c 5c 9s qs", "kc kh ks kc kh ks", "add kd")
        assert "canasta" in classic.lower()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "book"), [("en", "book"), ("de", "Buch"), ("nl", "boek")])
def test_hand_and_foots_status_line_says_book(lang: str, book: str) -> None:
    """The status line at a closed book: "Jij en Noord: een canasta!" stood under the
    table's "Vuil 7" badge (seen in a play-through); Classic keeps "canasta"."""
    from game.engine import parse_action

    i18n.set_language(lang)
    try:
        for preset, word in (("hand-and-foot", book), ("classic", "anasta")):
            g = position(PRESETS[preset], hands={0: "kd 4c 5c 9s qs"}, melds={0: ["kc kh ks kc kh ks"]}, to_move=0,
                         phase="meld")
            app, _table, c = make_table(g)
            settle(app, 3)
            assert c.submit([parse_action("add kd")]) is None
            settle(app, 3)
            made = [ev for ev in c.events if ev.kind == "canasta"]
            assert len(made) == 1 and word in c.event_text(made[0]), c.event_text(made[0])
            if preset == "hand-and-foot":
                assert "canasta" not in c.event_text(made[0]).lower()
            app.close()
    finally:
        i18n.set_language("en")


# ---------------------------------------------------------------------- the beginner's tips at their moments
def _tip_after(rules, actions: list[str], **where):  # type: ignore[no-untyped-def]
    """The event tip on after the human's ``actions`` in the position ``where``."""
    from game.engine import parse_action

    g = position(rules, to_move=0, **where)
    app, table, c = make_table(g)
    settle(app, 3)
    for text in actions:
        assert c.submit([parse_action(text)]) is None, text
        settle(app, 3)
    tip = table.event_tip[0] if table.event_tip is not None else None
    shown = table._tip()
    app.close()
    return tip, shown


def test_the_red_three_tip_comes_with_the_first_red_three_laid() -> None:
    tip, shown = _tip_after(PRESETS["classic"], ["draw"], hands={0: "7h 7d 9s kd 5c"}, draws="3h 4c")
    assert tip == "red_three" and shown == ("red_three", tr("tip.red_three"))
    # where red threes are laid by the player's own move, "laid out at once" would be wrong
    manual = PRESETS["classic"].with_options(red_threes_auto=False)
    tip, _ = _tip_after(manual, ["draw"], hands={0: "7h 7d 9s kd 5c"}, draws="3h 4c")
    assert tip != "red_three"


def test_the_black_three_tip_comes_with_the_first_black_three_discarded() -> None:
    tip, shown = _tip_after(PRESETS["classic"], ["discard 3c"], hands={0: "3c 7d 9s kd 5c"}, phase="meld",
                            melds={0: ["ah ad ac"]})
    assert tip == "black_three" and shown == ("black_three", tr("tip.black_three"))


def test_the_wild_card_tip_comes_with_the_first_wild_card_melded_where_two_naturals_are_needed() -> None:
    tip, shown = _tip_after(PRESETS["classic"], ["add 2c to a"], hands={0: "2c 7d 9s kd 5c"}, phase="meld",
                            melds={0: ["ah ad ac"]})
    assert tip == "wild_cards" and shown == ("wild_cards", tr("tip.wild_cards"))
    # Bolivia has melds of wild cards only: "every meld needs two natural cards" would be wrong
    tip, _ = _tip_after(PRESETS["bolivia"], ["add 2c to a"], hands={0: "2c 7d 9s kd 5c"}, phase="meld",
                        melds={0: ["ah ad ac"]})
    assert tip != "wild_cards"


def test_the_going_out_tip_comes_with_the_sides_first_meld_and_counts_its_canastas() -> None:
    tip, shown = _tip_after(PRESETS["classic"], ["meld ah ad ac"], hands={0: "ah ad ac 9s kd 5c"}, phase="meld",
                            opened=[False, False])
    assert tip == "going_out" and shown == ("going_out", tr("tip.going_out", count=1))
    tip, shown = _tip_after(PRESETS["samba"], ["meld ah ad ac"], hands={0: "ah ad ac 9s kd 5c 6c"},
                            phase="meld", opened=[False, False], scores=[0, 0])
    assert tip == "going_out" and shown == ("going_out", tr("tip.going_out", count=2))
    # where going out asks for canastas of some kinds (Hand and Foot's books), the count alone would mislead
    tip, _ = _tip_after(PRESETS["hand-and-foot"], ["meld ah ad ac"], hands={0: "ah ad ac 9s kd 5c"},
                        phase="meld", opened=[False, False])
    assert tip != "going_out"


def test_the_take_pile_tip_comes_the_first_turn_the_pile_can_be_taken() -> None:
    g = position(PRESETS["classic"], hands={0: "8c 8d 9s kd 5c"}, pile="4c 8h", to_move=0, melds={0: ["ah ad ac"]})
    app, table, _c = make_table(g)
    settle(app, 3)
    assert table.event_tip is not None and table.event_tip[0] == "take_pile"
    assert table._tip() == ("take_pile", tr("tip.take_pile"))
    app.close()
    g = position(PRESETS["classic"], hands={0: "8c 7d 9s kd 5c"}, pile="4c 8h", to_move=0, melds={0: ["ah ad ac"]})
    app, table, _c = make_table(g)
    settle(app, 3)
    assert table.event_tip is None  # nothing to take with
    app.close()
    g = position(PRESETS["cuban"], hands={0: "8c 8d 9s kd 5c"}, pile="4c 8h", to_move=0, melds={0: ["ah ad ac"]})
    app, table, _c = make_table(g)
    settle(app, 3)
    assert table.event_tip is None or table.event_tip[0] != "take_pile"  # always frozen: the pile has its own tip
    app.close()


def test_every_tip_has_a_moment_in_the_tables_code() -> None:
    """A tip no code shows is a dead text for translators: each tip id is named where
    the table shows it (or the text is deleted)."""
    import inspect

    from game.app.messages import MESSAGES
    from game.ui import meldmarks, rulespage, table
    from game.ui.tableparts import buttons, dragdrop, turns
    from game.ui.tableparts import tips as tip_part

    source = "".join(inspect.getsource(m) for m in (table, tip_part, buttons, dragdrop, turns, meldmarks))
    tips = [k[len("tip."):] for k in MESSAGES if k.startswith("tip.") and k not in ("tip.title", "tip.dont_show_again")]
    named = [t for t in tips if f'"{t}"' in source or f'"tip.{t}"' in source
             or (t.endswith("_alone") and f"tip.{t.removesuffix('_alone')}" in rulespage.ALONE)]  # ``said``'s
    dynamic = {"first_canasta_run", "first_canasta_wild", "first_canasta_sevens", "packet_foot", "packet_pennies",
               "draw_more"}
    assert sorted(set(tips) - set(named) - dynamic) == []


def test_the_ask_partner_tip_comes_when_the_ask_button_first_shows() -> None:
    g = position(PRESETS["classic"], hands={0: "kd kc ks 5c"}, phase="meld",
                 melds={0: ["ah ad ac ah ad ac 2c"]}, to_move=0)
    app, table, _c = make_table(g)
    settle(app, 3)
    assert table.buttons["ask"].visible
    assert table.event_tip is not None and table.event_tip[0] == "ask_partner"
    assert table._tip() == ("ask_partner", tr("tip.ask_partner"))
    app.close()
