"""The face-down packet (Hand and Foot's foot, the pennies) at the table: every
player's lies face down by the hand with its size, it is taken up with a line in
the log (its cards glide from where it lay), and a take of the pile's top cards says
how many were taken."""

from __future__ import annotations

from game.engine import PRESETS, Discard, Meld
from game.engine.cards import Card
from game.ui import widgets as w
from tests.engine.helpers import position
from tests.ui.test_table_harness import make_table, settle

HF = PRESETS["hand-and-foot"]


def _packets(table) -> dict[int, int]:  # type: ignore[no-untyped-def]
    out: dict[int, int] = {}
    for s in table.board.sprites():
        if s.kind == "packet":
            out[s.slot.info] = out.get(s.slot.info, 0) + 1
    return out


def test_every_players_packet_lies_face_down_by_the_hand_with_its_size() -> None:
    g = position(HF, hands={0: "7h 7d 7c 9s kd"}, melds={0: ["8h 8d 8c"]}, to_move=0, phase="meld")
    app, table, _ = make_table(g)
    settle(app, 5)
    assert _packets(table) == {seat: 3 for seat in range(4)}  # a stack of three backs each
    assert all(s.card is None for s in table.board.sprites() if s.kind == "packet")
    L = table.L
    others = [L.hand, L.stock, L.pile, L.scores, *L.melds, *(s.plate for s in L.seats), *(s.fan for s in L.seats)]
    for spot in L.seats:
        assert spot.packet.width > 0
        assert spot.packet.collidelist(others) == -1, (spot.where, spot.packet)
        assert L.seats[0].packet.colliderect(spot.packet) == (spot.seat == 0)
    w.problems = []
    try:
        app.step(0.016)
        table.draw(app.screen)
        assert w.problems == []
    finally:
        w.problems = None
    app.close()


def test_the_foot_is_taken_up_with_a_line_in_the_log_and_its_stack_goes() -> None:
    g = position(HF, hands={0: "7h 7d 7c 9s"}, melds={0: ["8h 8d 8c"]}, packets={0: "5h 5d 5c 6h 6d 6c jh jd jc qh qd"},
                 to_move=0, phase="meld")
    app, table, controller = make_table(g, speed="normal")
    settle(app, 5)
    before = len(controller.events)
    assert table.submit([Meld(tuple(Card.parse(c) for c in ("7h", "7d", "7c")))])
    settle(app, 2)
    assert table.submit([Discard(Card.parse("9s"))])
    app.step(0.016)
    assert g.packet_taken[0] and len(g.hands[0]) == 11
    lines = [controller.event_text(e) for e in controller.events[before:]]
    assert "You took up your foot: 11 cards in hand." in lines
    assert table.hint == ("packet", 0)
    assert table.event_tip is not None and table.event_tip[0] == "packet_foot"
    settle(app, 2)
    assert 0 not in _packets(table) and set(_packets(table)) == {1, 2, 3}
    app.close()


def test_a_take_of_the_top_seven_says_so_and_the_pile_is_marked() -> None:
    pile = "4c 4d 5s 6s 9c 9d 10s js qs ks 8h"
    g = position(HF, hands={0: "8d 8c 4h 5h 6h 9h 10h"}, melds={0: ["kh kd kc"]}, pile=pile, to_move=0,
                 pile_frozen=False)
    app, table, controller = make_table(g)
    settle(app, 5)
    takes = [a for a in g.legal_actions() if type(a).__name__ == "Take"]
    assert takes, g.check(takes[0]) if takes else "no take"
    assert table.submit([takes[0]])
    app.step(0.016)
    said = controller.event_text(controller.events[-1] if controller.events[-1].kind == "take"
                                 else next(e for e in reversed(controller.events) if e.kind == "take"))
    assert said == "You took the top 7 cards of the pile (4 left) with a meld of 8♥, 8♣, 8♦."
    assert [str(c) for c in g.pile] == ["4c", "4d", "5s", "6s"]
    app.close()


def test_the_first_draw_at_a_table_with_discard_bans_brings_their_tip() -> None:
    from game.engine import Draw

    g = position(PRESETS["pennies"], hands={0: "7h 7d 9s kd 5c"}, pile="4c", to_move=0)
    app, table, _ = make_table(g)
    settle(app, 3)
    assert table.submit([Draw()])
    app.step(0.016)
    assert table.event_tip is not None and table.event_tip[0] == "discard_ban"
    tip = table._tip()
    assert tip is not None and "No seven may be discarded until each side has a canasta of sevens" in tip[1]
    app.close()
