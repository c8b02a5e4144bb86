"""A crowded row's closed canastas as lines (``game.ui.canastalines``): the layout, and
at the table (Pennies for six, Hand and Foot for four and five, Bolivia's wide badges;
800x600 and 1920x1080; English, German and Dutch) every canasta's kind and size are
read whole and beside its own cards: no badge shows its size alone or stands anywhere
but right under its own pile, and nothing overlaps."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app import i18n
from game.engine import PRESETS, TableMeld
from game.match.players import HumanPlayer, Player
from game.ui import widgets as w
from game.ui.canastalines import block_of, layout_lines, line_label, listed
from game.ui.meldmarks import badge
from tests.engine.helpers import cards
from tests.ui.test_table_harness import idle, make_table
from tests.ui.test_table_overlaps import (
    _check_the_table_fits,
    _pennies_full_table,
    _three_pack_deal,
    _wide_badges,
)
from tests.ui.test_text_fits import FROZEN, played_deal


@pytest.fixture
def lang_reset() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _canastas(n: int) -> list[TableMeld]:
    ranks = ["a", "k", "q", "j", "10", "9", "8", "7", "6", "5", "4"]
    return [TableMeld.of(r, tuple(cards(" ".join(f"{ranks[k]}{s}" for s in "hdschds"))), 0, k + 1)
            for k, r in enumerate((14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4)[:n])]


def test_lines_stand_in_even_columns_inside_their_room() -> None:
    pygame.font.init()
    rules = PRESETS["pennies"]
    melds = _canastas(11)
    assert listed(rules, melds) == melds  # closed at seven: every one goes into a line
    assert listed(PRESETS["classic"], melds) == []  # a classic canasta stays open: its pile stays
    room = pygame.Rect(100, 50, 400, 120)
    placed = layout_lines(rules, melds, room, 400, 16)
    assert placed is not None
    tiles, size = placed
    assert w.MIN_TEXT <= size <= 16
    assert [t.label for t in tiles] == [badge(rules, m)[0] for m in melds]  # type: ignore[index]
    rects = [t.rect for t in tiles]
    assert all(room.contains(r) for r in rects)
    assert all(r.collidelist(rects[k + 1:]) < 0 for k, r in enumerate(rects))
    lefts = sorted({r.left for r in rects})
    per_column = [sum(1 for r in rects if r.left == x) for x in lefts]
    assert max(per_column) - min(per_column) <= 1  # filled evenly, down each column
    assert rects[1].left == rects[0].left and rects[1].top > rects[0].top
    # where the room is narrow the type gets smaller; where nothing fits, no lines
    narrow = layout_lines(rules, melds, room, 200, 16)
    assert narrow is not None and narrow[1] < size and block_of(narrow[0]).width <= 200
    assert layout_lines(rules, melds, pygame.Rect(0, 0, 60, 20), 60, 16) is None
    assert line_label(rules, melds[0]) == i18n.tr("badge.natural", count=7)


def _table(case: str, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    if case == "pennies-full":
        return make_table(_pennies_full_table(), size=size)[:2]
    if case.startswith("played-"):
        preset, seed = case[len("played-"):].rsplit("-", 1)
        return make_table(played_deal(preset, int(seed), FROZEN), size=size)[:2]
    if case == "bolivia-wide":
        g = _wide_badges(6)
        humans: list[Player] = [HumanPlayer("You"), *(idle(i18n.seat_name(s, 6)) for s in range(1, 6))]
        return make_table(g, humans, size=size)[:2]
    preset, players = case.rsplit("-", 1)  # a deal of many packs played out
    n = int(players)
    humans = [HumanPlayer("You"), *(idle(i18n.seat_name(s, n)) for s in range(1, n))]
    return make_table(_three_pack_deal(preset, n), humans, size=size)[:2]


#: Pennies for six (the full table written by hand, two deals played out), Hand and
#: Foot for four (a deal played out) and five (the German table that showed "7 🔒"),
#: Bolivia's wide badges for six.
_CASES = ["pennies-full", "played-pennies-1", "played-pennies-5", "played-hand-and-foot-8", "hand-and-foot-5",
          "bolivia-wide"]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("case", _CASES)
def test_every_canasta_says_its_kind_and_size_beside_its_own_cards(lang_reset: None, case: str, lang: str,
                                                                   size: tuple[int, int]) -> None:
    """Issue 13: Pennies for six at 800x600 (eleven canastas a side) put badges in two
    rows, several showing their size alone ("7 🔒"), and which badge was whose was hard
    to tell; German Hand and Foot for five showed two "7 🔒". Now a crowded row's
    closed canastas are lines of their own (rank, kind, size); every other badge says
    its kind's word and stands right under its own pile; nothing overlaps."""
    i18n.set_language(lang)
    app, table = _table(case, size)
    app.invalidate()
    app.step(0.016)
    rules = table.c.rules
    mw, mh = table.L.meld_card
    columns = [s for s in table.meld_spots if s.tile is None]
    lines = [s for s in table.meld_spots if s.tile is not None and s.tile.label]
    badged = sorted((s for s in columns if s.canasta), key=lambda s: (s.side, s.rect.left))
    assert len(badged) == len(table.badge_boxes) == len(table.badge_words)
    for spot, box, words in zip(badged, table.badge_boxes, table.badge_words, strict=True):
        shown = badge(rules, spot.meld)
        assert shown is not None and words == shown[0], (spot.meld.rank, words)  # never the size alone
        pile = pygame.Rect(spot.rect.left, spot.rect.top, mw + 6, mh + 6)
        following = [o.rect.left for o in columns if o.side == spot.side and o.rect.left > pile.left]
        face = pile.clip(pygame.Rect(pile.left, pile.top, min([pile.right, *following]) - pile.left, pile.height))
        assert box.left <= face.centerx <= box.right and 0 <= box.top - pile.bottom <= 8, (words, box, face)
    for spot in lines:  # a line says its canasta's rank, kind and size, whole
        shown = badge(rules, spot.meld)
        assert spot.meld.is_canasta and shown is not None and spot.tile.label == shown[0]
    faces = [pygame.Rect(s.rect.left, s.rect.top, mw + 6, mh + 6) if s.canasta else s.rect for s in columns]
    for spot in lines:
        assert spot.rect.collidelist(faces) < 0, (spot.meld.rank, spot.rect)
    _check_the_table_fits(table, rules.players, size)
    app.close()


def controls_paragraphs() -> list[str]:
    """The paragraphs of the help's controls page, in the language set now (Pennies:
    its table has both the lines and the tiles the page explains)."""
    from game.ui.help import HelpScene

    pygame.font.init()
    scene = HelpScene(PRESETS["pennies"])
    scene._page("controls")
    scene.rebuild()
    return [f.label for f in scene.fields if f.kind == "para"]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_help_on_controls_tells_the_lines(lang_reset: None, lang: str) -> None:
    """The controls page of the help says what a line is, beside the tiles."""
    i18n.set_language(lang)
    paragraphs = controls_paragraphs()
    said = i18n.tr("help.controls.lines")
    assert "• " + said in paragraphs
    assert said.startswith({"en": "Where a row", "de": "Wo eine Reihe", "nl": "Waar een rij"}[lang])  # translated


def test_a_card_dropped_on_an_open_canastas_line_goes_to_that_canasta() -> None:
    """Samba at 800x600, our row crowded: the samba and the open mixed canastas are lines
    (as at the end of a deal played through the window); a king dragged onto the kings'
    line is added to that canasta, and the line lights up as a legal target on the way."""
    from game.engine import Add
    from tests.engine.helpers import position
    from tests.ui.test_table_harness import drag, hand_pos

    mine = ["ah ad ac as ah ad 2c", "kh kd kc ks kh kd jk", "qh qd qc qs qh qd 2d", "jh jd jc js jh jd 2h",
            "4h 5h 6h 7h 8h 9h 10h", "10c 10d 10s", "9c 9d 9s 9h", "8c 8d 8s", "6c 6d jk", "5c 5d 5s 5h 5c 5d 2s"]
    g = position(PRESETS["samba"], melds={0: mine, 1: ["jc jd js"]}, to_move=0, phase="meld",
                 hands={0: "ks 5c 7d 3c"})
    app, table, _c = make_table(g, size=(800, 600))
    app.invalidate()
    app.step(0.016)
    kings = next(s for s in table.meld_spots if s.meld.rank == 13 and s.side == 0)
    assert kings.tile is not None and kings.tile.label  # a line
    size = kings.meld.size
    drag(app, hand_pos(table, "ks"), kings.rect.center, release=False)
    hover = table.drag.hover if table.drag is not None else None
    assert hover is not None and (hover.kind, hover.meld) == ("meld", kings.meld.id) and hover.legal
    drag(app, kings.rect.center, kings.rect.center)
    assert isinstance(g.actions[-1], Add) and g.meld_by_id(kings.meld.id).size == size + 1  # type: ignore[union-attr]
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_side_of_nothing_but_lines_has_them_in_the_middle(size: tuple[int, int]) -> None:
    """Where every meld of a crowded row is a line (Pennies for six, eleven closed
    canastas and nothing else), the lines stood at the left of the area with nothing
    beside them; now their block stands in the middle, as columns of cards do."""
    from tests.engine.helpers import position

    mine = ["ac ac ad ah ah jk jk", "kc kh ks ks kh kc kd", "qc qh qs qs qh qh qs", "jc jc jc js js jd jd",
            "10d 10h 10s 10s 10c 10h 10s", "9c 9d 9h 9c 9h 9s 2c", "7c 7h 7h 7c 7s 7s 7c", "6h 6s 6s 6c 6d 2s 6h",
            "5h 5h 5s 5s 5c 5d 5h", "4d 4h 4s 4h 4c 4d 2d", "8c 8s 8h 8d 8c 8s 8h"]
    g = position(PRESETS["pennies"], melds={0: mine, 1: ["kd kd kd"]}, to_move=0, hands={0: "3c 4s qs 9s"})
    app, table, _c = make_table(g, size=size)
    app.invalidate()
    app.step(0.016)
    lines = [s for s in table.meld_spots if s.side == table.L.own_side]
    assert len(lines) == 11 and all(s.tile is not None and s.tile.label for s in lines)
    block = block_of([s.tile for s in lines])  # type: ignore[misc]
    room = table.L.meld_room[table.L.own_side]
    assert abs(block.centerx - room.centerx) <= 1, (block, room)
    assert room.contains(block)
    _check_the_table_fits(table, 6, size)
    app.close()
