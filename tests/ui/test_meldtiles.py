"""The compact form of a narrow meld area's melds (``game.ui.meldtiles``): what a
tile says, when a side needs tiles, and that a side's many melds fit its room."""

from __future__ import annotations

import pygame
import pytest

from game.engine import PRESETS, TableMeld
from game.engine.melds import SEQUENCE, WILD
from game.ui import widgets as w
from game.ui.meldtiles import TILE_STEP, cell_widths, layout_tiles, needs_tiles, tile_words
from tests.engine.helpers import cards
from tests.ui.test_canastalines import controls_paragraphs


def _meld(text: str, rank: int, kind: str = "group", id_: int = 1) -> TableMeld:
    return TableMeld.of(rank, tuple(cards(text)), 1, id_, kind)


def test_a_tile_says_rank_size_and_wild_cards() -> None:
    words = tile_words(_meld("kh kd ks 2c jk", 13))
    assert (words.head, words.size, words.wilds) == ("K", "5", "★2")
    natural = tile_words(_meld("10h 10d 10s", 10))
    assert (natural.head, natural.size, natural.wilds) == ("10", "3", "")
    run = tile_words(_meld("4s 5s 6s 7s 8s", 8, SEQUENCE))
    assert (run.head, run.size, run.red) == ("♠4–8", "5", False)
    assert tile_words(_meld("4h 5h 6h", 6, SEQUENCE)).red
    wild = tile_words(_meld("2c 2d jk jk", 2, WILD))
    assert (wild.head, wild.size, wild.wilds) == ("★", "4", "")  # all wild: said once


def test_columns_closer_than_a_cards_index_need_tiles() -> None:
    card = 40
    assert not needs_tiles(1, 50, card)
    assert not needs_tiles(6, 454, card)  # the player's own area at 800x600
    # columns just as far apart as the rule allows, and a pixel less
    room = round(card + 6 + 4 * card * TILE_STEP) + 1
    assert not needs_tiles(5, room, card)
    assert needs_tiles(5, room - 2, card)


@pytest.mark.parametrize("count", [1, 4, 10, 14])
def test_many_melds_fit_a_narrow_room_in_tiles_apart(count: int) -> None:
    """Five players at 800x600: 85 by 125 pixels for a side's melds. Ten melds each
    with two wild cards fit only without the wild cards' count (terse tiles)."""
    pygame.font.init()
    rules = PRESETS["hand-and-foot"]
    ranks = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 14, 13, 12]
    melds = [_meld(" ".join([f"{r if r <= 10 else 'ajqk'[[14, 11, 12, 13].index(r)]}h"] * 4 + ["2c", "jk"]), r,
                   id_=k) for k, r in enumerate(ranks[:count])]
    room = pygame.Rect(171, 82, 85, 125)
    tiles, size = layout_tiles(rules, melds, room, 10)
    assert size >= w.MIN_TEXT and len(tiles) == count
    assert all(t.terse for t in tiles) == (count >= 10)
    rects = [t.rect for t in tiles]
    for k, r in enumerate(rects):
        assert room.contains(r), (k, r)
        assert r.collidelist(rects[k + 1:]) < 0, (k, r)
        head, tail = cell_widths(tile_words(melds[k]), size, 0, tiles[k].terse)
        assert tiles[k].head >= head and r.width - tiles[k].head >= tail  # both cells' words whole


def _five_sides(own: int = 1):  # type: ignore[no-untyped-def]
    """Pennies from Heaven for five, each alone: every other side holds a natural and a
    mixed canasta, a canasta of sevens or a wild one, and five open melds (written by
    hand, so that every kind of canasta lies in the narrow areas' tiles); our side
    ``own`` melds of three."""
    from collections import Counter

    from tests.engine.helpers import position

    left = Counter({f"{r}{s}": 4 for r in ("a", "k", "q", "j", "10", "9", "8", "6", "5", "4") for s in "hdcs"})

    def of(rank: str, n: int) -> str:
        out = []
        for _ in range(n):
            card = max((f"{rank}{s}" for s in "hdcs"), key=lambda c: left[c])
            left[card] -= 1
            out.append(card)
        return " ".join(out)

    ranks = ["a", "k", "q", "j", "10", "9", "8", "6", "5", "4"]
    melds: dict[int, list[str]] = {0: [of("9", 3)]}
    for side in range(1, 5):
        r = ranks[side * 2:] + ranks[:side * 2]
        melds[side] = [of(r[0], 7), of(r[1], 6) + " 2c",
                       "7h 7d 7c 7s 7h 7d 7c" if side % 2 else "2s jk jk 2d jk 2h 2h",
                       *(of(r[k], 3) for k in range(2, 7))]
    melds[0] += [of(r, 3) for r in ("a", "k", "j", "6", "10", "8", "a", "k", "j", "k")[:own - 1]]
    rules = PRESETS["pennies"].with_options(players=5, partnerships=False)
    return position(rules, melds=melds, to_move=0, hands={0: "3c 4s qs 9s"})


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_tiled_canasta_says_its_kind_in_words_or_the_key_names_its_colour(lang: str, size: tuple[int, int]) -> None:
    """Issue 13: five players' narrow areas drew each canasta as a tile telling its
    kind by colour alone ("A | 7 🔒" in red), which a player who does not know the
    colours cannot read. Now a canasta's tile says its kind as a line does ("A | Clean
    7 🔒") where the words fit (1920x1080), and where they do not (800x600) the score
    panel holds the colours' key: each such kind's name on its colour, whole, beside
    the deal's line; nothing cut or overlapping."""
    from game.app import i18n
    from game.app.i18n import tr
    from game.match.players import HumanPlayer, Player
    from game.ui.meldmarks import BADGE_COLOURS, badge, sheet_line_name
    from tests.ui.test_table_harness import idle, make_table
    from tests.ui.test_table_overlaps import _check_the_table_fits
    from tests.ui.test_text_fits import watching

    i18n.set_language(lang)
    try:
        with watching() as problems:
            humans: list[Player] = [HumanPlayer("You"), *(idle(i18n.seat_name(s, 5)) for s in range(1, 5))]
            app, table, _c = make_table(_five_sides(), humans, size=size)
            app.invalidate()
            app.step(0.016)
        rules = table.c.rules
        tiled = [s for s in table.meld_spots if s.tile is not None and s.canasta]
        assert len(tiled) == 12  # the other four sides' three canastas each, all tiles
        by_colour = [s for s in tiled if not s.tile.label]  # type: ignore[union-attr]
        for spot in tiled:
            if spot.tile.label:  # type: ignore[union-attr]
                assert spot.tile.label == badge(rules, spot.meld)[0]  # type: ignore[union-attr,index]
        kinds = {rules.canasta_kind_of(s.meld) for s in by_colour}
        assert sorted(table.colour_key) == sorted((tr(sheet_line_name(rules, k)), BADGE_COLOURS[k])
                                                  for k in kinds if k is not None)
        if size == (1920, 1080):
            assert not by_colour  # room for the words
        else:
            assert len(kinds) == 4  # the key at work: natural, mixed, wild, sevens
        boxes = table.colour_key_boxes
        assert len(boxes) == len(table.colour_key)
        for k, box in enumerate(boxes):
            assert table.L.scores.contains(box) and box.collidelist(boxes[k + 1:]) < 0, (k, box)
        assert not problems, problems  # the deal's line beside the key, and every word, whole
        _check_the_table_fits(table, 5, size)
        app.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_help_on_controls_tells_the_tiles_kinds_and_the_key(lang: str) -> None:
    """The controls page of the help says that a canasta's tile gives its kind, and
    where the colours' key is."""
    from game.app import i18n

    i18n.set_language(lang)
    try:
        paragraphs = controls_paragraphs()
        said = i18n.tr("help.controls.tile_kinds")
        assert "• " + said in paragraphs
        assert said.startswith({"en": "A canasta's tile", "de": "Das Kästchen", "nl": "De tegel"}[lang])
    finally:
        i18n.set_language("en")


def test_a_tip_covers_no_canastas_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 13: the tip box beside the centre grows up over the end of the meld area
    above where it is too tall for its place; it must keep off the tiles and lines
    there as off cards. Pennies for five in German at 1440x900, the right-hand side's
    tiles and its canastas' lines ("A | Rein 7 🔒") over the tip's place and our melds
    right under it. The cards
    squared up under each line kept the tip away by themselves (an earlier test
    could not fail without the lines as obstacles): they are taken off the board
    here, so that the lines alone stand in the tip's way; every tip keeps off them in a
    readable size (a long tip takes a wide box of few lines where nothing lies). (Without the lines among the obstacles,
    nine tips lay over them here. Of 1280x720 to 1920x1080 in English, German and
    Dutch, only this size and language, a narrow tip place and long words, made a
    tip tall enough to reach them.)"""
    from game.app import i18n
    from game.match.players import HumanPlayer, Player
    from tests.ui.test_table_harness import idle, make_table
    from tests.ui.test_table_overlaps import each_tip_drawn

    i18n.set_language("de")
    size = (1440, 900)
    try:
        humans: list[Player] = [HumanPlayer("You"), *(idle(i18n.seat_name(s, 5)) for s in range(1, 5))]
        app, table, _c = make_table(_five_sides(own=10), humans, size=size)
        app.invalidate()
        app.step(0.016)
        lines = [s.rect for s in table.meld_spots if s.tile is not None]
        tip = table.L.tip
        above = [r for r in lines if r.right > tip.left and r.left < tip.right and r.bottom <= tip.top]
        assert above  # the right-hand side's lines stand over the tip's place
        others = [s for s in table.board.sprites()
                  if s.kind == "meld" and isinstance(s.slot.info, tuple) and s.slot.info[0] != 0]
        for sprite in others:
            sprite.kill()  # the cards under the other sides' lines
        drawn = 0
        for name, seen in each_tip_drawn(table, monkeypatch, size):
            box = table.tip_box
            if box.width:
                assert box.collidelist(lines) < 0, (name, box, lines[box.collidelist(lines)])
                assert min(seen) >= w.MIN_TEXT, (name, seen)  # kept clear of the lines in a readable size
                drawn += 1
        assert drawn  # the tips were drawn here, not left out
        app.close()
    finally:
        i18n.set_language("en")
