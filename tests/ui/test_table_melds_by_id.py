"""Melds addressed by id at the table: a run of Samba, several melds of one rank.
A drop goes to the meld under the pointer, a new run is laid from the meld area,
the pile's top card goes onto the run it is dropped on, and a refusal is the
engine's sentence with the game left as it was."""

from __future__ import annotations

from game.app.i18n import explain
from game.engine import PRESETS, Add, Meld, Take
from tests.engine.helpers import position
from tests.ui.test_table_harness import click, drag, hand_pos, make_table, meld_id_pos, settle, snapshot

SAMBA = PRESETS["samba"]


def _samba(hand: str, melds: list[str], pile: str = "", phase: str = "meld"):  # type: ignore[no-untyped-def]
    return position(SAMBA, hands={0: hand}, melds={0: melds}, pile=pile, to_move=0, phase=phase,
                    scores=[0, 0])


def test_a_card_dropped_on_a_run_goes_to_that_run_by_its_id() -> None:
    g = _samba("8h 9s 4c 5c kd qd jc 10c", ["5h 6h 7h", "5s 6s 7s 8s", "kc kh ks"])
    app, table, controller = make_table(g)
    app.settings.click_to_meld = False
    settle(app, 5)
    drag(app, hand_pos(table, "8h"), meld_id_pos(table, 1))
    assert g.actions[-1] == Add(g.actions[-1].card, meld=1)
    assert [str(c) for c in g.meld_by_id(1).cards] == ["5h", "6h", "7h", "8h"]
    said = controller.event_text(controller.events[-1])
    assert said.startswith("You added 8♥ to a run: 5♥") and "eights" not in said
    drag(app, hand_pos(table, "9s"), meld_id_pos(table, 2))
    assert str(g.actions[-1]) == "add 9s to m2"
    assert g.meld_by_id(2).size == 5
    app.close()


def test_a_card_dropped_on_the_wrong_run_is_refused_with_the_engines_sentence() -> None:
    g = _samba("8h 9s 4c 5c kd qd jc 10c", ["5h 6h 7h", "5s 6s 7s 8s", "kc kh ks"])
    app, table, _ = make_table(g)
    app.settings.click_to_meld = False
    settle(app, 5)
    before = snapshot(g)
    refusal = g.check(Add(g.hands[0][0], meld=2))  # 8h onto the spades
    assert refusal is not None
    drag(app, hand_pos(table, "8h"), meld_id_pos(table, 2))
    assert snapshot(g) == before
    assert table.note is not None and table.note[0] == explain(refusal)
    app.close()


def test_several_cards_dropped_on_a_run_extend_it_at_both_ends() -> None:
    g = _samba("4h 8h 9h kd qd jc 10c 5c", ["5h 6h 7h", "kc kh ks"])
    app, table, _ = make_table(g)
    app.settings.click_to_meld = False
    settle(app, 5)
    for c in ("4h", "8h", "9h"):

        click(app, hand_pos(table, c))
    drag(app, hand_pos(table, "8h"), meld_id_pos(table, 1))
    assert [str(c) for c in g.meld_by_id(1).cards] == ["4h", "5h", "6h", "7h", "8h", "9h"]
    app.close()


def test_a_run_is_laid_from_the_meld_area() -> None:
    g = _samba("10d jd qd 4c 5c 9s 8s", ["kc kh ks"])
    app, table, _ = make_table(g)
    app.settings.click_to_meld = False
    settle(app, 5)

    for c in ("10d", "jd", "qd"):
        click(app, hand_pos(table, c))
    area = table.L.melds[table.L.own_side]
    drag(app, hand_pos(table, "jd"), (area.right - 30, area.bottom - 20))
    assert isinstance(g.actions[-1], Meld)
    run = next(m for m in g.melds[0] if m.is_sequence)
    assert [str(c) for c in run.cards] == ["10d", "jd", "qd"]
    assert run.id in table.meld_rects
    assert table.event_tip is not None and table.event_tip[0] == "first_run"
    app.close()


def test_of_two_melds_of_a_rank_the_one_under_the_pointer_gets_the_card() -> None:
    g = _samba("kd 4c 5c 9s 8s 10h", ["kc kh ks", "kc kh ks kd"])
    assert g.melds_of_rank(0, 13) == 2
    app, table, _ = make_table(g)
    app.settings.click_to_meld = False
    settle(app, 5)
    drag(app, hand_pos(table, "kd"), meld_id_pos(table, 1))
    assert str(g.actions[-1]) == "add kd to m1"
    assert g.meld_by_id(1).size == 4 and g.meld_by_id(2).size == 4
    app.close()


def test_the_pile_dropped_on_a_run_takes_its_top_card_onto_that_run() -> None:
    g = _samba("kd qd 4c 5c 9s 8s 10c jc", ["5h 6h 7h", "kc kh ks"], pile="4s 8h", phase="draw")
    wanted = Take((), 1)
    assert g.check(wanted) is None, g.check(wanted)
    app, table, _ = make_table(g)
    settle(app, 5)
    drag(app, table.L.pile.center, meld_id_pos(table, 1))
    assert g.actions[-1] == wanted
    assert "8h" in [str(c) for c in g.meld_by_id(1).cards]
    app.close()


def test_the_eye_lists_runs_by_suit_and_ends_and_names_a_samba() -> None:
    from game.ui.dialogs import MeldOverview

    g = _samba("8h 9s 4c 5c kd qd jc 10c", ["5h 6h 7h", "4s 5s 6s 7s 8s 9s 10s", "kc kh ks"])
    app, table, _ = make_table(g)
    settle(app, 3)
    table.open_eye(0)
    app.step(0.016)
    eye = app.scenes.top
    assert isinstance(eye, MeldOverview)
    labels = {label: (cards, kind) for label, cards, _, kind in eye.rows}
    assert list(labels) == ["Kings: 3", "♥ 5–7: 3", "♠ 4–10: 7"]  # groups first, then the runs by suit
    assert [str(c) for c in labels["♥ 5–7: 3"][0]] == ["5h", "6h", "7h"]
    assert labels["♠ 4–10: 7"][1] == "Samba 7"
    app.close()
