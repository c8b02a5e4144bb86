"""Around the play: give up and double, the pile look and the eye, resizing and
fullscreen, the table layout for two to six players, a new match."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine import PRESETS, Dig, GameState, Phase, RuleSet, TableMeld
from game.ui.dialogs import Dialog, MeldOverview, PilePeek
from game.ui.layout import compute_layout
from game.ui.scoresheet import ScoreSheetScene
from tests.ui.test_table_harness import click, drag, key, make_table, position, settle, snapshot


def _meld(g: GameState, side: int, rank: int) -> TableMeld:
    """The side's meld of the rank, which the test has just made."""
    m = g.meld_of(side, rank)
    assert m is not None
    return m

CLASSIC = RuleSet()


def test_give_up_ends_the_match_with_the_score_sheet() -> None:
    g = position(CLASSIC, to_move=0, scores=[300, 900])
    app, table, c = make_table(g)
    click(app, table.buttons["giveup"].rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    assert dialog.buttons[1].style == "primary"  # keeping on playing is the highlighted default
    click(app, dialog.buttons[0].rect.center)  # giving up takes the explicit click
    assert c.outcome is not None and c.outcome.gave_up == 0 and c.outcome.winner == 1
    settle(app, 30)
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheetScene) and sheet.final
    assert sheet.title() == "You and North gave up. West and East won."
    app.close()


def test_escape_and_enter_in_the_give_up_dialog_keep_playing() -> None:
    g = position(CLASSIC, to_move=0)
    app, table, c = make_table(g)
    for k in (pygame.K_ESCAPE, pygame.K_RETURN):
        click(app, table.buttons["giveup"].rect.center)
        key(app, k)
        assert c.outcome is None and app.scenes.top is table
    app.close()


def test_give_up_is_away_from_the_stock_and_gone_when_the_deal_is_over() -> None:
    g = position(CLASSIC, to_move=0)
    app, table, c = make_table(g)
    give_up = table.buttons["giveup"]
    assert give_up.visible and give_up.rect.colliderect(table.L.toolbar)
    assert not give_up.rect.colliderect(table.L.left_buttons)
    g.phase = Phase.DEAL_OVER
    c.runner.version += 1  # the game was changed behind the runner's back: its views are new
    table.refresh(0.0)
    assert not give_up.visible
    app.close()


def test_the_tools_keep_their_places_when_hint_comes_and_goes() -> None:
    g = position(CLASSIC, to_move=1)  # a computer's turn: no Hint
    app, table, _ = make_table(g)
    table.hint_source = lambda view: None
    table.refresh(0.0)
    places = {k: table.buttons[k].rect.copy() for k in table.tool_keys}
    assert not table.buttons["hint"].visible
    for seat in (0, 1, 0):
        g.to_move = seat
        table.refresh(0.0)
        assert table.buttons["hint"].visible == (seat == 0)
        assert {k: table.buttons[k].rect for k in table.tool_keys} == places
    app.close()


def test_a_double_accepted_doubles_the_stake() -> None:
    g = position(CLASSIC, to_move=0, scores=[100, 500])
    app, table, c = make_table(g, judge=lambda view: True)
    click(app, table.buttons["double"].rect.center)
    key(app, pygame.K_RETURN)
    for _ in range(50):
        app.step(0.02)
        if not c.judging:
            break
    assert c.stake == 2 and c.outcome is None
    assert "×2" in c.events[-1].text
    assert not c.can_double()  # once per deal
    app.close()


def test_a_double_refused_means_the_opponents_give_up() -> None:
    g = position(CLASSIC, to_move=0, scores=[900, 100])
    app, table, c = make_table(g)  # the default judge: refuse when behind
    click(app, table.buttons["double"].rect.center)
    key(app, pygame.K_RETURN)
    for _ in range(50):
        app.step(0.02)
        if c.outcome is not None:
            break
    assert c.outcome is not None and c.outcome.gave_up == 1 and c.outcome.winner == 0
    app.close()


def test_double_and_give_up_can_be_switched_off() -> None:
    rules = CLASSIC.with_options(allow_double=False, allow_give_up=False)
    g = position(rules, to_move=0)
    app, table, _ = make_table(g)
    assert not table.buttons["double"].visible and not table.buttons["giveup"].visible
    app.close()


def test_the_pile_can_be_looked_through_when_the_rules_allow() -> None:
    rules = PRESETS["two-online"]
    g = position(rules, pile="4c 9d jk 6c 8s", to_move=0)
    app, table, _ = make_table(g)
    assert table.buttons["look"].visible
    click(app, table.buttons["look"].rect.center)
    peek = app.scenes.top
    assert isinstance(peek, PilePeek) and len(peek.pile) == 5 and peek.frozen
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    g2 = position(CLASSIC, pile="4c 9d 6c", to_move=0)
    _app2, table2, _ = make_table(g2)
    assert not table2.buttons["look"].visible
    app.close()


def test_digging_into_the_pile_in_family_rules() -> None:
    rules = PRESETS["family"]
    g = position(rules, hands={0: "9h 9c kh kd kc ah ad ac 4d 6c 7s"}, pile="8c 9d 4c", to_move=0)
    app, table, _ = make_table(g)
    click(app, table.L.pile.center)
    peek = app.scenes.top
    assert isinstance(peek, PilePeek) and peek.on_pick is not None
    rect, _ = peek.cells[1]  # the 9d: two cards deep
    click(app, rect.center)
    assert isinstance(g.actions[-1], Dig) and g.actions[-1].depth == 2
    app.close()


def test_the_eye_shows_a_sides_melds() -> None:
    g = position(CLASSIC, melds={0: ["ah ad ac"], 1: ["7h 7d 7c 7s 7h 7d 7c"]}, to_move=0)
    app, table, _ = make_table(g)
    click(app, table.eye_rects[1].center)
    overview = app.scenes.top
    assert isinstance(overview, MeldOverview) and len(overview.melds) == 1
    click(app, (10, 10))
    assert app.scenes.top is table
    app.close()


def test_resizing_lays_everything_out_again() -> None:
    g = position(CLASSIC, melds={0: ["ah ad ac"], 1: ["7h 7d 7c"]}, to_move=0)
    app, table, _ = make_table(g, size=(1280, 800))
    big = table.L.hand_card
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 600), w=800, h=600))
    settle(app, 5)
    assert app.size == (800, 600) and table.L.size == (800, 600)
    assert table.L.hand_card[1] < big[1]
    for sprite in table.board.sprites():
        assert pygame.Rect(0, 0, 800, 600).contains(sprite.area), sprite.slot
    key(app, pygame.K_F11)
    assert app.fullscreen and table.L.size == app.size
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (800, 600)
    app.close()


def test_a_two_player_table_plays() -> None:
    g = position(PRESETS["two"], hands={0: "5h 5d 5c 9c 9s kh kd ks 2h 4c 4d 6c 6d 7s 8s"}, to_move=0)
    app, table, _c = make_table(g)
    click(app, table.L.stock.center)
    assert len(g.hands[0]) == 17  # two cards drawn at this table
    drag(app, table.L.hand.center, table.L.pile.center)
    assert g.to_move == 1
    app.close()


def test_new_match_from_the_final_score_sheet() -> None:
    g = position(CLASSIC, to_move=0)
    fresh = GameState.new(CLASSIC, 77)
    app, _table, c = make_table(g, new_game=lambda: fresh)
    c.give_up()
    settle(app, 30)
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheetScene)
    click(app, sheet.buttons[0].rect.center)
    assert c.game is fresh and c.outcome is None and c.stake == 1
    app.close()


SIZES = [(800, 600), (1024, 768), (1280, 800), (1920, 1080), (1366, 700)]


LAYOUT_PRESETS = ["two", "three", "classic", "five", "six", "family",
                  *(p for p in ("samba", "bolivia", "cuban", "uruguay", "hand-and-foot", "pennies", "modern-american")
                    if p in PRESETS)]


@pytest.mark.parametrize(("preset", "size"), list(itertools.product(LAYOUT_PRESETS, SIZES)))
def test_layouts_fit_the_window_without_overlaps(preset: str, size: tuple[int, int]) -> None:
    rules = PRESETS[preset]
    L = compute_layout(size, rules)
    window = pygame.Rect(0, 0, *size)
    parts = [L.hand, L.stock, L.pile, L.scores, L.status, *L.melds]
    for s in L.seats:
        parts += [s.plate]
        if s.where != "bottom":
            parts.append(s.fan)
    for r in parts:
        assert window.contains(r), (preset, size, r)
    # meld areas do not overlap each other, the hand or the piles
    for a, b in itertools.combinations(L.melds, 2):
        assert not a.colliderect(b)
    for area in L.melds:
        assert not area.colliderect(L.hand) and not area.colliderect(L.stock) and not area.colliderect(L.pile)
    # seats do not overlap each other
    plates = [s.plate for s in L.seats]
    for a, b in itertools.combinations(plates, 2):
        assert not a.colliderect(b)
    # the face-down packets (the foot, the pennies) lie in the window, clear of the rest
    packets = [s.packet for s in L.seats if s.packet.width]
    assert len(packets) == (rules.players if rules.packet_size else 0)
    for r in packets:
        assert window.contains(r), (preset, size, r)
        assert r.collidelist([L.hand, L.stock, L.pile, L.scores, L.status, *L.melds, *plates,
                              *(s.fan for s in L.seats if s.where != "bottom")]) == -1, (preset, size, r)
    for a, b in itertools.combinations(packets, 2):
        assert not a.colliderect(b)
    # cards stay legible
    assert L.hand_card[1] >= 56 and L.meld_card[1] >= 36
    assert L.font >= 11


@pytest.mark.parametrize("preset", ["two", "three", "classic", "six"])
def test_every_table_size_draws(preset: str) -> None:
    g = GameState.new(PRESETS[preset], 5)
    g.to_move = 0
    app, table, _ = make_table(g)
    before = snapshot(g)
    settle(app, 10)
    assert snapshot(g) == before
    backs = [s for s in table.board.sprites() if s.kind == "back"]
    assert len(backs) == sum(len(h) for i, h in enumerate(g.hands) if i != 0)
    app.close()


def test_a_natural_dropped_on_a_wild_card_exchanges_them_when_the_rules_allow() -> None:
    from game.engine import Swap

    rules = CLASSIC.with_options(wild_exchange=True)
    g = position(rules, hands={0: "7s 5d 5c 9c 9s kh kd ks 4c 4d"}, melds={0: ["7h 7d 2c"]}, to_move=0, phase="meld")
    app, table, _ = make_table(g)
    wild = next(s for s in table.board.sprites() if s.kind == "meld" and s.card is not None and s.card.is_wild)
    from tests.ui.test_table_harness import hand_pos

    drag(app, hand_pos(table, "7s"), (wild.area.centerx, wild.area.bottom - 10))
    assert isinstance(g.actions[-1], Swap)
    assert any(c.is_wild for c in g.hands[0]) and _meld(g, 0, 7).wilds == 0
    app.close()


def test_the_ai_plays_from_its_worker_process() -> None:
    import time

    from game.__main__ import Computers

    computers = Computers()  # the AI always ships: no stand-in, no skip
    try:
        assert computers.kind == "ai agents 'medium' in the AI's worker process"
        player = computers.player(1, "West", 3)
        game = GameState.new(CLASSIC, 3)
        player.begin(game.view(game.to_move))
        deadline = time.monotonic() + 90
        action = None
        while action is None and time.monotonic() < deadline:
            action = player.poll()
            time.sleep(0.02)
        assert action is not None and game.check(action) is None
    finally:
        computers.close()


def test_a_first_meld_lowered_by_red_threes_says_so() -> None:
    rules = CLASSIC.with_options(red_threes_count_for_first_meld=True)
    g = position(rules, to_move=0, red_threes={1: "3h"})
    app, table, _ = make_table(g)
    assert table.area_label(1).endswith("red threes (100) cover the 50: any valid meld opens")
    assert table.area_label(0).endswith("first meld 50")  # the side without red threes
    app.close()
