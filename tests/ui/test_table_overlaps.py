"""Nothing at the table covers words (issue 14, like points 8 and 15): a long tip
makes its box taller instead of running out of it or shrinking below a readable
size; canasta badges of close columns (six players at 800x600) never lie over each
other; a speech bubble never covers a meld area's label."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame
import pytest

from game.app import i18n
from game.app.messages import MESSAGES
from game.engine import PRESETS
from game.match.players import HumanPlayer, Player
from game.ui import widgets as w
from game.ui.logview import last_discard_cards
from game.ui.meldmarks import BADGE_COLOURS
from game.ui.rulespage import wild_canasta_pays
from tests.ui.test_table_harness import idle, make_table
from tests.ui.test_text_fits import FROZEN, half_played, played_deal

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
TIPS = sorted(k[len("tip."):] for k in MESSAGES if k.startswith("tip.") and k not in ("tip.title",
                                                                                       "tip.dont_show_again"))


@pytest.fixture
def lang_reset() -> Iterator[None]:
    yield
    i18n.set_language("en")


def sizes_drawn(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    seen: list[int] = []
    real = w.text

    def spy(label: str, size: int, *args: object, **kw: object) -> pygame.Surface:
        seen.append(size)
        return real(label, size, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(w, "text", spy)
    return seen


def each_tip_drawn(table, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                   size: tuple[int, int]) -> Iterator[tuple[str, list[int]]]:
    """Draw every tip in turn (its longest text: Cuban's wild canastas by what they hold)
    and yield its name and the type sizes it was drawn in; ``table.tip_box`` is then
    where it went (width 0: no room for it)."""
    for tip in TIPS:
        text = i18n.tr(f"tip.{tip}", natural=500, mixed=300, bonus=wild_canasta_pays(PRESETS["cuban"]))
        monkeypatch.setattr(table, "_tip", lambda text=text, tip=tip: (tip, text))
        seen = sizes_drawn(monkeypatch)
        table._draw_tip(pygame.Surface(size))
        monkeypatch.undo()
        yield tip, seen


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_tip_fits_its_box_at_a_readable_size(lang_reset: None, monkeypatch: pytest.MonkeyPatch,
                                                    lang: str, size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    app, table, _c = make_table(half_played("classic", 5, 30), size=size)
    assert TIPS and "first_canasta" in TIPS
    shown = 0
    for tip, seen in each_tip_drawn(table, monkeypatch, size):
        if table.tip_box.width == 0:
            continue  # no room for a tip box at this size: none is drawn
        shown += 1
        assert seen and min(seen) >= w.MIN_TEXT, (tip, seen)
        assert table.tip_text_bottom <= table.tip_box.bottom - 4, (tip, table.tip_box)
        assert pygame.Rect(0, 0, *size).contains(table.tip_box)
        assert table.tip_box.top > table.L.scores.bottom
    assert shown == len(TIPS) or size == (800, 600)
    app.close()


@pytest.mark.parametrize(("preset", "seed"), [("six", 3), ("six", 5), ("six", 7)])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_canasta_badges_never_overlap(preset: str, seed: int, size: tuple[int, int],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app, table, _c = make_table(played_deal(preset, seed, FROZEN), size=size)
    seen = sizes_drawn(monkeypatch)
    app.invalidate()
    app.step(0.016)
    monkeypatch.undo()
    boxes = table.badge_boxes
    assert len(boxes) >= 2
    for k, box in enumerate(boxes):
        assert box.collidelist(boxes[k + 1:]) < 0, (k, box, boxes)
        assert any(area.contains(box) for area in table.L.melds), box  # never over the status line
    assert min(seen) >= w.MIN_TEXT
    app.close()


@pytest.mark.parametrize(("preset", "seed"), [("six", 3), ("classic", 3), ("five", 3)])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_speech_bubble_covers_no_area_label(lang_reset: None, preset: str, seed: int,
                                             size: tuple[int, int]) -> None:
    i18n.set_language("nl")
    g = played_deal(preset, seed, FROZEN)
    n = g.rules.players
    players: list[Player] = [HumanPlayer("You"), *(idle(i18n.seat_name(s, n)) for s in range(1, n))]
    app, table, c = make_table(g, players, size=size)
    labels = table.area_label_rects()
    assert labels
    for seat in range(c.rules.players):
        table.bubbles = {seat: (i18n.tr("bubble.yes"), time.monotonic() + 5)}
        app.invalidate()
        app.step(0.016)
        box = table.bubble_boxes[seat]
        assert box.collidelist(labels) < 0, (seat, box, labels)
        assert pygame.Rect(0, 0, *size).contains(box)
    app.close()


@pytest.mark.parametrize("preset", ["six", "classic", "five"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_players_last_discard_is_on_their_plate(preset: str, size: tuple[int, int]) -> None:
    """Point 15: with six players at 800x600 the log has no room for "Last discards";
    each plate shows its player's last discard as a small card, inside the plate."""
    g = half_played(preset, 5, 60, FROZEN)  # in the first deal, every seat has discarded
    n = g.rules.players
    players: list[Player] = [HumanPlayer("You"), *(idle(i18n.seat_name(s, n)) for s in range(1, n))]
    app, table, c = make_table(g, players, size=size)
    app.invalidate()
    app.step(0.016)
    discards = last_discard_cards(c)
    assert len(discards) >= 3
    assert set(table.plate_chips) == set(discards)
    for seat, chip in table.plate_chips.items():
        plate = table.L.seats[seat].plate
        # inside the plate, or where a narrow plate leaves no room beside the count,
        # hanging just under its corner
        assert plate.contains(chip) or (plate.left <= chip.left and chip.right <= plate.right
                                        and plate.bottom <= chip.top <= plate.bottom + 4), (seat, chip, plate)
    app.close()


@pytest.mark.parametrize(("preset", "seed"), [("six", 3), ("six", 5), ("pennies", 3), ("classic", 11)])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_partners_red_threes_never_lie_over_each_other(preset: str, seed: int, size: tuple[int, int]) -> None:
    """Point 4: with six players a side's three seats shared one strip in three rows
    that overlapped; now no seat's red three lies over another seat's."""
    g = played_deal(preset, seed, FROZEN)
    n = g.rules.players
    players: list[Player] = [HumanPlayer("You"), *(idle(i18n.seat_name(s, n)) for s in range(1, n))]
    app, table, _c = make_table(g, players, size=size)
    app.invalidate()
    app.step(0.016)
    reds = [(s.slot.info, s.area) for s in table.board.sprites() if s.kind == "red3"]
    assert len({seat for seat, _ in reds}) >= 2
    for seat, rect in reds:
        for other, other_rect in reds:
            if other != seat:
                assert not rect.colliderect(other_rect), (seat, rect, other, other_rect)
    app.close()


def _wide_badges(players: int):  # type: ignore[no-untyped-def]
    """Bolivia with nine melds a side: escaleras, bolivias and canastas of one rank
    between open columns, so that wide badges ("Escalera 7", "Bolivia 7") stand under
    columns narrower than they are."""
    from tests.engine.helpers import position

    rules = PRESETS["bolivia"].with_options(players=players)
    mine = ["4h 5h 6h 7h 8h 9h 10h", "2c 2d 2h 2s jk jk 2c", "kh kd ks kc kh kd ks", "qh qd qs 2d", "jh jd js",
            "9c 9d 9s", "8c 8d 8s 8h", "5s 6s 7s 8s 9s 10s js", "ac ad ah 2h ac ad ah"]
    theirs = ["4d 5d 6d 7d 8d 9d 10d", "6c 6d 6h", "jk jk jk 2s 2s 2c 2h", "7c 7d 7h 7s", "ah as ac",
              "4c 5c 6c 7c 8c 9c 10c", "10h 10s 10c 10d 10h 10s 10c"]
    return position(rules, melds={0: mine, 1: theirs}, to_move=0, hands={0: "3c 4s 5d kd"})


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_wide_badge_leaves_the_next_columns_cards_in_sight(lang_reset: None, lang: str, players: int,
                                                            size: tuple[int, int]) -> None:
    """Issue 13, point 8: a badge wider than its column ("Escalera 7" in narrow
    columns) moved over the next column's cascade and hid its ranks; now it moves
    sideways, down a row or up over its own pile, and covers only squared-up piles."""
    i18n.set_language(lang)
    g = _wide_badges(players)
    humans: list[Player] = [HumanPlayer("You"), *(idle(i18n.seat_name(s, players)) for s in range(1, players))]
    app, table, _c = make_table(g, humans, size=size)
    app.invalidate()
    app.step(0.016)
    boxes = table.badge_boxes
    lines = [s for s in table.meld_spots if s.tile is not None and s.tile.label]
    assert len(boxes) + len(lines) == 9  # every canasta has its badge, or its line in a crowded row
    open_columns = [s.rect for s in table.meld_spots if not s.canasta]
    for k, box in enumerate(boxes):
        assert box.collidelist(open_columns) < 0, (k, box)
        assert box.collidelist(boxes[k + 1:]) < 0, (k, box, boxes)
        assert any(area.contains(box) for area in table.L.melds), box
    app.close()


#: Deals played out by the frozen rule bot in which a badge put under its pile would
#: lie over an open column's ranks at 800x600 (found with the placing switched off:
#: a throwaway script, not kept)
_CROWDED = [("modern-american", 1), ("modern-american", 3), ("bolivia", 2), ("hand-and-foot", 8), ("pennies", 1),
            ("pennies", 5)]


@pytest.mark.parametrize(("preset", "seed"), _CROWDED)
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_badge_with_no_free_place_still_leaves_every_rank_in_sight(preset: str, seed: int,
                                                                     size: tuple[int, int]) -> None:
    """Issue 13: where no place under a canasta leaves the next open columns whole
    (Modern American's "Mixed 7" beside the nines), its badge lay over their cards'
    ranks. Now it lies at most over a last card's face, or shows only its size."""
    from game.ui.tableparts.common import index_strip

    g = played_deal(preset, seed, FROZEN)
    app, table, _c = make_table(g, size=size)
    app.invalidate()
    app.step(0.016)
    card = table.L.meld_card
    indexes = [index_strip(s.rect, card) for s in table.meld_spots if not s.canasta]
    boxes = table.badge_boxes
    assert len(boxes) == sum(1 for s in table.meld_spots if s.canasta and s.tile is None)  # lines have none
    for k, box in enumerate(boxes):
        assert box.collidelist(indexes) < 0, (k, box, [r for r in indexes if r.colliderect(box)])
        assert box.collidelist(boxes[k + 1:]) < 0, (k, box, boxes)
        assert any(area.contains(box) for area in table.L.melds), box
    app.close()


_DEALS: dict[tuple[str, int], object] = {}


def _three_pack_deal(preset: str, players: int):  # type: ignore[no-untyped-def]
    """A deal of ``preset`` (Samba: three packs; Hand and Foot: five) for ``players``,
    played to its end by the frozen rule bot: every meld, canasta and foot on the table.
    Two, three and five players play each for themselves."""
    from ai import make_agent
    from game.engine import GameState

    key = (preset, players)
    if key not in _DEALS:
        options: dict[str, object] = {"players": players}
        if players in (2, 3, 5):
            options["partnerships"] = False
        rules = PRESETS[preset].with_options(**options)
        g = GameState.new(rules, 3)
        agents = [make_agent(FROZEN, s) for s in range(players)]
        while g.phase not in ("deal_over", "match_over"):
            g.apply(agents[g.to_move].choose(g.view(g.to_move)))
        _DEALS[key] = g
    return _DEALS[key].clone()  # type: ignore[attr-defined]


_LAYOUTS = [pytest.param(preset, players, size, id=f"{preset}-{players}-{size[0]}x{size[1]}")
            for preset in ("samba", "hand-and-foot") for players in (2, 3, 4, 5, 6)
            for size in ((800, 600), (1920, 1080))]


def _check_the_table_fits(table, players: int, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Every meld card inside its side's meld area; an open column's ranks in sight
    (a quarter card at least) and under no badge; badges apart and inside the areas;
    a meld drawn as a tile (narrow areas) apart from every other tile, its words
    inside it; every plate, hand and foot inside the window and off the meld areas."""
    from game.ui.tableparts.common import index_strip

    L = table.L
    window = pygame.Rect(0, 0, *size)
    melded = [s for s in table.board.sprites() if s.kind == "meld"]
    assert melded
    for s in melded:
        side = s.slot.info[0]
        assert L.melds[side].contains(s.slot.rect), (side, s.slot.card, s.slot.rect, L.melds[side])
    indexes = []
    columns = [spot for spot in table.meld_spots if spot.tile is None]
    for spot in columns:  # an open column's ranks, as far as the next column leaves them in sight
        strip = index_strip(spot.rect, L.meld_card)
        following = [o.rect.left for o in columns if o.side == spot.side and o.rect.left > spot.rect.left]
        strip.width = min(strip.width, min(following, default=strip.right) - strip.left)
        if not spot.canasta:
            indexes.append(strip)
            assert strip.width >= L.meld_card[0] // 4, (spot.side, spot.rect, following)  # a rank is read
    tiles = [spot.rect for spot in table.meld_spots if spot.tile is not None]
    for k, tile in enumerate(tiles):
        assert tile.collidelist(tiles[k + 1:]) < 0, (k, tile, tiles)
        assert tile.collidelist(indexes) < 0, (k, tile)
        assert any(area.contains(tile) for area in L.melds), tile
    assert len(table.tile_words) == len(tiles)
    for words in table.tile_words:
        assert any(t.contains(words) for t in tiles), words  # nothing of a tile's words is cut
    assert all(size_ >= w.MIN_TEXT for size_ in table.tile_sizes.values())
    rules = table.c.rules
    keyed = {colour for _, colour in table.colour_key}
    for spot in table.meld_spots:  # a canasta's tile says its kind, or the key names its colour
        if spot.tile is not None and spot.canasta and not spot.tile.label:
            assert BADGE_COLOURS[rules.canasta_kind_of(spot.meld)] in keyed, (spot.side, spot.meld.rank)
    assert all(L.scores.contains(box) for box in table.colour_key_boxes)
    boxes = table.badge_boxes
    for k, box in enumerate(boxes):
        assert box.collidelist(boxes[k + 1:]) < 0, (k, box, boxes)
        assert box.collidelist(indexes) < 0, (k, box)
        assert box.collidelist(tiles) < 0, (k, box)
        assert any(area.contains(box) for area in L.melds), box
    for s in table.board.sprites():
        assert window.contains(s.slot.rect), (s.kind, s.slot.rect)
    for seat in range(players):
        plate = L.seats[seat].plate
        assert window.contains(plate) and plate.collidelist(L.melds) < 0, (seat, plate)
        packet = table.packet_at.get(seat, L.seats[seat].packet)
        if packet.width:
            assert window.contains(packet) and packet.collidelist(L.melds) < 0, (seat, packet)


def _table_of(preset: str, players: int, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    g = _three_pack_deal(preset, players)
    humans: list[Player] = [HumanPlayer("You"), *(idle(i18n.seat_name(s, players)) for s in range(1, players))]
    app, table, _c = make_table(g, humans, size=size)
    app.invalidate()
    app.step(0.016)
    return app, table


@pytest.mark.parametrize(("preset", "players", "size"), _LAYOUTS)
def test_many_packs_and_two_to_six_players_fit_the_table(preset: str, players: int, size: tuple[int, int]) -> None:
    """Issue 13: Samba's melds and Hand and Foot's books take room. With two to six
    players at 800x600 and 1920x1080, a deal played out: nothing overlaps, nothing is
    cut (``_check_the_table_fits``). Five players each alone share the row above the
    centre in areas 128 pixels wide at 800x600: there a side's melds are tiles."""
    app, table = _table_of(preset, players, size)
    _check_the_table_fits(table, players, size)
    app.close()


@pytest.mark.parametrize(("preset", "size"), [("samba", (800, 600)), ("hand-and-foot", (800, 600)),
                                              ("hand-and-foot", (1920, 1080))])
def test_five_players_melds_are_tiles_and_columns_would_overlap(monkeypatch: pytest.MonkeyPatch, preset: str,
                                                                 size: tuple[int, int]) -> None:
    """The three layouts that failed (five players each alone; Hand and Foot's nine
    melds of one side at 1920x1080) draw the narrow areas' melds as tiles; without
    the tiles their columns overlap past reading, and the check above says so (with
    the crowded rows' lines off too: they take a side's closed canastas out of its row)."""
    from game.ui import meldtiles
    from game.ui.table import TableScene

    app, table = _table_of(preset, 5, size)

    def tiled(spot) -> bool:  # type: ignore[no-untyped-def]
        return spot.tile is not None and not spot.tile.label  # not a crowded row's closed canasta's line

    assert any(tiled(spot) for spot in table.meld_spots)
    assert not any(tiled(spot) for spot in table.meld_spots if spot.side == table.L.own_side)
    app.close()
    monkeypatch.setattr(meldtiles, "TILE_STEP", 0.0)  # columns however close
    monkeypatch.setattr(TableScene, "_crowded", lambda self, melds, inner: False)  # no lines
    app, table = _table_of(preset, 5, size)
    assert not any(tiled(spot) for spot in table.meld_spots)
    with pytest.raises(AssertionError):
        _check_the_table_fits(table, 5, size)
    app.close()


def _runs_side_by_side():  # type: ignore[no-untyped-def]
    """Bolivia with fifteen melds on one side, two runs of spades among them side by
    side, the columns closer than a card is wide (written by hand: the rule bot's
    deals that held such runs moved away twice as its play changed)."""
    from tests.engine.helpers import position

    rules = PRESETS["bolivia"]
    mine = ["ah ad ac", "kh kd kc ks", "qh qd qs", "jh jd jc 2c", "10h 10d 10c", "9h 9d 9c", "8h 8d 8c",
            "7h 7d 7c", "6h 6d 6c", "5h 5d 5c", "4h 4d 4c", "3s 4s 5s 6s", "7s 8s 9s 10s js", "4h 5h 6h",
            "9d 10d jd qd kd"]
    theirs = ["ah as ac 2d", "kh kd ks"]
    return position(rules, melds={0: mine, 1: theirs}, to_move=0, hands={0: "3c 4s qs"})


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_runs_suit_chip_leaves_the_next_columns_rank_in_sight(size: tuple[int, int]) -> None:
    """Issue 13: the suit chip sat at the top right of a run's card, over the rank of
    the next column where columns stand closer than a card is wide (Bolivia's two runs
    of spades side by side among fifteen melds, as a screenshot showed at 800x600); it
    now sits at the right of the part in sight. The position is written by hand."""
    from game.ui.tableparts.common import index_strip

    app, table, _c = make_table(_runs_side_by_side(), size=size)
    app.invalidate()
    app.step(0.016)
    runs = [s for s in table.meld_spots if s.meld.is_sequence]
    assert len(table.chip_boxes) == len(runs) >= 2
    for chip in table.chip_boxes:
        own = next(s for s in runs
                   if s.rect.left <= chip.centerx <= s.rect.right and abs(chip.centery - s.rect.top) < 4)
        for other in table.meld_spots:
            if other.side == own.side and other.rect.left > own.rect.left:
                assert not chip.colliderect(index_strip(other.rect, table.L.meld_card)), (chip, own.rect, other.rect)
    app.close()


def _cards_in_sight(table) -> list[tuple[int, pygame.Rect]]:  # type: ignore[no-untyped-def]
    """Each column's cards as far as they are in sight (meld id, rect): an open
    column's cascade, a canasta's squared pile (not the room for its badge below),
    up to where the next column of its side begins."""
    mw, mh = table.L.meld_card
    out = []
    for spot in table.meld_spots:
        face = spot.rect.copy() if not spot.canasta else pygame.Rect(spot.rect.left, spot.rect.top, mw + 6, mh + 6)
        following = [o.rect.left for o in table.meld_spots if o.side == spot.side and o.rect.left > spot.rect.left]
        if following:
            face.width = max(1, min(face.right, *following) - face.left)
        out.append((spot.meld.id, face))
    return out


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_badge_lies_over_another_columns_cards(lang_reset: None, lang: str, size: tuple[int, int]) -> None:
    """Issue 13: in German Modern American "Gemischt 7 🔒" under the nines lay over
    the face of the jacks' last card and the eights' joker beside it (the rule bot
    rules-v1, seed 2, played out; written here by hand) and could be taken for their
    badge. A canasta's column is now as wide as its badge where the area has room,
    and no badge lies over another column's cards in sight."""
    from tests.engine.helpers import position

    i18n.set_language(lang)
    rules = PRESETS["modern-american"]
    mine = ["qd qd qh qc qc qh 2d", "jd jd js jh", "9s 9s 2h 9d 9h 9c jk", "8d 8s jk 8c"]
    theirs = ["ad ad as ac ac ah ah", "kd kh 2c kd ks", "jc jc js jh", "10c 10h 10s 10h 10s", "8c 8h 8s 8d",
              "7c 7d 7h 7s 7h", "6d 6h 6s 6h 6c", "5h 5d 5h 5d 5c", "4c 4c 4h 4d 4d"]
    g = position(rules, melds={0: mine, 1: theirs}, to_move=0, hands={0: "3c 4s qs"})
    app, table, _c = make_table(g, size=size)
    app.invalidate()
    app.step(0.016)
    owners = [s.meld.id for s in sorted(table.meld_spots, key=lambda s: (s.side, s.rect.left)) if s.canasta]
    assert len(owners) == len(table.badge_boxes) == 3
    in_sight = _cards_in_sight(table)
    for owner, box in zip(owners, table.badge_boxes, strict=True):
        over = [(meld, face) for meld, face in in_sight if meld != owner and box.colliderect(face)]
        assert not over, (owner, box, over)
    app.close()


def _pennies_full_table():  # type: ignore[no-untyped-def]
    """Pennies from Heaven for six, each side with twelve melds, so that both meld
    areas are full to their right ends, beside the tip box."""
    from tests.engine.helpers import position

    rules = PRESETS["pennies"]
    mine = ["ac ac ad ah ah jk jk", "kc kh ks ks kh kc kd", "qc qh qs qs qh qh qs", "jc jc jc js js jd jd",
            "10d 10h 10s 10s 10c 10h 10s", "9c 9d 9h 9c 9h 9s 2c", "7c 7h 7h 7c 7s 7s 7c", "6h 6s 6s 6c 6d 2s",
            "5h 5h 5s 5s", "4d 4h 4s 4h 4c 4d 2d", "8c 8s 8h"]
    theirs = ["ad ah as as as 2c 2h", "kc kd ks kd kh kh kd", "qc qc qd qd", "jd jh js jd jh js jh",
              "10c 10h 10s 10c 10d 2s 10h", "9c 9h 9s 9c 9d 9d 9h", "8d 8d 8d 8c 8c 8d 8h",
              "7d 7d 7h 7s 7s 7c 7d", "6c 6c 6d 6h 6c 6d 6s", "5d 5c 5c 5c 5d 5h jk", "4c 4h 4s 4d 4d 4s 2d",
              "2s jk jk 2d jk 2h 2h"]
    return position(rules, melds={0: mine, 1: theirs}, to_move=0, hands={0: "3c 4s qs 9s"})


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_tip_covers_no_card_of_the_melds_or_the_hand(lang_reset: None, monkeypatch: pytest.MonkeyPatch,
                                                       lang: str, size: tuple[int, int]) -> None:
    """Issue 13: at 1920x1080 Pennies' long first tip about sevens grew up beside the
    centre over the right end of the meld area above, over a joker's face. A tip box
    now takes a place free of the melds' cards and badges and of the hand, with a
    smaller type (never below the readable size) where none is free at the first."""
    i18n.set_language(lang)
    app, table, _c = make_table(_pennies_full_table(), size=size)
    app.invalidate()
    app.step(0.016)
    cards = [s.slot.rect for s in table.board.sprites() if s.kind in ("meld", "hand", "red3")]
    shown = 0
    for tip, seen in each_tip_drawn(table, monkeypatch, size):
        box = table.tip_box
        if box.width == 0:
            continue
        shown += 1
        assert box.collidelist(cards) < 0, (tip, box, cards[box.collidelist(cards)])
        assert box.collidelist(table.badge_boxes) < 0, (tip, box)
        assert seen and min(seen) >= w.MIN_TEXT, (tip, seen)
        assert table.tip_text_bottom <= box.bottom - 4, (tip, box)
    assert shown == len(TIPS) or size != (1920, 1080)  # six players: no room for tips at smaller sizes
    app.close()
