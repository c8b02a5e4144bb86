"""The keyboard at the table: a focus that moves over the hand, the melds, the piles and
the buttons, and the keys that play.

Every key move is the same move the mouse makes: a key on a place of the table acts as
a click there (``dragdrop.click`` with the press a click on that place would make), so
what it does, and why it is refused, come from the seat's connection exactly as for the
mouse. The focus is drawn only once a key has moved or used it (a mouse player never
sees it), as a steady double outline as clear as a drop target's glow: nothing about it
moves, so a table at rest draws nothing new.

The letters that name a move (draw, pile, meld, ...) come from the catalogue: each is
the first letter of the word for it in the language in use (``keys.letter.*``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.app.i18n import tr
from game.engine import IllegalAction, Swap
from game.ui.tableparts.common import Press, _index

if TYPE_CHECKING:
    from game.ui.table import TableScene

#: The zones the focus moves between with Up and Down, from the hand upwards.
ZONES = ("hand", "melds", "piles", "buttons")
#: The moves named by a letter, each with its catalogue entry (the letter in the
#: language in use) - the order of the cheat sheet.
LETTERS = ("draw", "pile", "meld", "discard", "swap", "ask", "goout", "hint", "sort", "log", "overview")
#: The focus's colours: a light ring inside a dark one, seen on the green cloth, on
#: a white card and on a yellow button alike.
RING = (110, 220, 255)
RING_DARK = (10, 30, 60)


@dataclass
class Focus:
    """Where the keyboard is: a zone and a place in it (an index into ``places``)."""

    zone: str = "hand"
    index: int = 0
    shown: bool = False


def letter(move: str) -> str:
    """The letter of a move in the language in use (lower case)."""
    return tr(f"keys.letter.{move}").strip().lower()[:1]


def places(scene: TableScene, zone: str) -> list[tuple[str, int | str]]:
    """The places of a zone the focus can stand on, in reading order: (what, id)."""
    if zone == "hand":
        return [("hand", i) for i in range(len(scene.order.cards))]
    if zone == "melds":
        own = scene.L.own_side
        mine = [("meld", m) for m in scene.meld_rects if scene.meld_at[m].owner == own]
        others = [("meld", m) for m in scene.meld_rects if scene.meld_at[m].owner != own]
        return [*mine, ("area", own), *others]
    if zone == "piles":
        return [("stock", 0), ("pile", 0)]
    return [("button", k) for k, b in scene.buttons.items() if b.visible and b.enabled and b.rect.width > 0]


def current(scene: TableScene) -> tuple[str, int | str] | None:
    """The place the focus stands on (the index held inside its zone), or None."""
    f = scene.focus
    spots = places(scene, f.zone)
    if not spots:
        return None
    f.index = max(0, min(len(spots) - 1, f.index))
    return spots[f.index]


def rect_of(scene: TableScene, spot: tuple[str, int | str]) -> pygame.Rect | None:
    """Where a place is drawn now (the focus's outline goes around it)."""
    what, ident = spot
    if what == "hand":
        # the card's visible part: up to the next card of the fan (its own face alone)
        hand = sorted((s for s in scene.board.sprites() if s.kind == "hand"), key=lambda s: s.area.left)
        for k, s in enumerate(hand):
            if _index(s) == ident:
                rect = s.area.copy()
                if k + 1 < len(hand) and hand[k + 1].area.left > rect.left:
                    rect.width = min(rect.width, hand[k + 1].area.left - rect.left)
                return rect
        return None
    if what == "meld":
        return scene.meld_rects.get(int(ident))
    if what == "area":
        return scene.L.melds[int(ident)].copy()
    if what == "stock":
        return scene.L.stock.copy()
    if what == "pile":
        return scene.L.pile.copy()
    b = scene.buttons.get(str(ident))
    return b.rect.copy() if b is not None and b.visible else None


def press_at(scene: TableScene, spot: tuple[str, int | str]) -> Press:
    """The press a click on a place would make (the mouse's own path then acts on it)."""
    what, ident = spot
    rect = rect_of(scene, spot) or pygame.Rect(0, 0, 0, 0)
    pos = rect.center
    if what == "hand":
        return Press(pos, "hand", index=int(ident), settled=False)
    if what == "meld":
        m = scene.meld_at[int(ident)]
        return Press(pos, "meld", side=m.owner, rank=m.rank, meld=m.id)
    if what == "area":
        return Press(pos, "area", side=int(ident))
    if what == "stock":
        return Press(pos, "stock", sprite=scene.board.by_key.get(("stock",)))
    if what == "pile":
        return Press(pos, "pile", sprite=scene._pile_top_sprite())
    return Press(pos, "button", key=str(ident))


def move(scene: TableScene, zone_step: int = 0, step: int = 0) -> None:
    """Move the focus: ``zone_step`` zones up (Up and Down), ``step`` places along."""
    f = scene.focus
    f.shown = True
    if zone_step:
        k = ZONES.index(f.zone)
        for _ in range(len(ZONES)):
            k = (k + zone_step) % len(ZONES)
            if places(scene, ZONES[k]):
                break
        f.zone, f.index = ZONES[k], 0
        if f.zone == "melds":  # the first place of the melds' zone is the player's own
            f.index = 0
    spots = places(scene, f.zone)
    if step and spots:
        f.index = (f.index + step) % len(spots)
    scene.invalidate()


def carry(scene: TableScene, step: int) -> None:
    """Shift+Left or Right: the card in focus moves one place along the hand (the
    mouse's drag within the hand), the focus and a selection with it."""
    spot = current(scene)
    scene.focus.shown = True
    if spot is None or spot[0] != "hand":
        return
    i = int(spot[1])
    j = i + step
    if not 0 <= j < len(scene.order.cards):
        return
    scene.order.move(i, j)  # neighbours: the two cards change places
    swapped = {i: j, j: i}
    scene.selected = {swapped.get(k, k) for k in scene.selected}
    scene.focus.index = j
    scene.refresh()


def use(scene: TableScene) -> None:
    """Enter or Space on the focus: what a click there does (on a hand card, select it)."""
    spot = current(scene)
    scene.focus.shown = True
    if spot is None:
        return
    scene._click(press_at(scene, spot))
    scene.invalidate()


def to_hand_selection(scene: TableScene) -> None:
    """A move that needs cards and has none selected takes the focused hand card."""
    spot = current(scene)
    if not scene.selected and spot is not None and spot[0] == "hand":
        scene.selected = {int(spot[1])}


def key(scene: TableScene, event: pygame.event.Event) -> bool:
    """A key at the table: the focus's moves, then the letters; False: not one of them."""
    k = event.key
    shift = bool(event.mod & pygame.KMOD_SHIFT)
    if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return False
    arrows = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (1, 0), pygame.K_DOWN: (-1, 0)}
    if shift and k in (pygame.K_LEFT, pygame.K_RIGHT) and scene.focus.zone == "hand":
        carry(scene, -1 if k == pygame.K_LEFT else 1)
        return True
    if k in arrows:
        move(scene, *arrows[k])
        return True
    if k == pygame.K_TAB:
        move(scene, 0, -1 if shift else 1)
        return True
    if k == pygame.K_HOME or k == pygame.K_END:
        scene.focus.shown = True
        scene.focus.index = 0 if k == pygame.K_HOME else 10 ** 6
        scene.invalidate()
        return True
    if k == pygame.K_SPACE:
        use(scene)
        return True
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and scene.focus.shown and scene.focus.zone != "hand":
        use(scene)
        return True
    char = (event.dict.get("unicode") or "").lower()
    if char == "?" or k == pygame.K_F1:
        scene.open_keys()
        return True
    if not char or not char.isprintable():
        name = pygame.key.name(k)
        char = name if len(name) == 1 else ""
    if not char:
        return False
    return by_letter(scene, char)


def by_letter(scene: TableScene, char: str) -> bool:
    """A move named by its letter (in the language in use); X discards in every one."""
    moves = {letter(m): m for m in LETTERS}
    name = "discard" if char == "x" else moves.get(char)
    if name is None:
        return False
    scene.focus.shown = True
    if name == "draw":
        scene._click(press_at(scene, ("stock", 0)))
    elif name == "pile":
        scene._click(press_at(scene, ("pile", 0)))
    elif name == "discard":
        to_hand_selection(scene)
        plan, refusal = (scene.c.asks().discard_plan(scene.selected_cards()) if scene._my_turn()
                         else ([], scene._wait()))
        if refusal is not None:
            scene.flash(scene.c.explain(refusal))
        elif plan:
            scene.submit(plan)
    elif name == "swap":
        swap(scene)
    elif name == "overview":
        spot = current(scene)
        side = scene.L.own_side
        if spot is not None and spot[0] == "meld":
            side = scene.meld_at[int(spot[1])].owner
        elif spot is not None and spot[0] == "area":
            side = int(spot[1])
        scene.open_eye(side)
    elif name == "meld":
        to_hand_selection(scene)
        spot = current(scene)
        if spot is not None and spot[0] == "meld":
            scene._click(press_at(scene, spot))
        else:
            scene._click(press_at(scene, ("area", scene.L.own_side)))
    else:
        button = {"ask": "ask", "goout": "goout", "hint": "hint", "sort": "sort", "log": "log"}[name]
        b = scene.buttons[button]
        if b.visible and b.enabled:
            scene.on_button(button)
        elif name == "log":
            scene.open_log()
        else:
            scene.play("click")
    scene.invalidate()
    return True


def swap(scene: TableScene) -> None:
    """The selected natural card (or the one in focus in the hand) exchanged for a wild
    card of the meld in focus, where the rules allow it: the mouse's drop onto the wild
    card. The engine decides; its refusal is shown as for the mouse."""
    spot = current(scene)
    if spot is None or spot[0] != "meld" or len(scene.selected) != 1:
        scene.flash(scene.c.explain(IllegalAction(
            "swap_how", "Select one natural card, then put the focus on a meld with a wild card.")))
        return
    m = scene.meld_at[int(spot[1])]
    card = scene.selected_cards()[0]
    own = scene.c.rules.side_of(scene.c.human)
    swaps = [Swap(card, wild, None if m.owner == own else m.owner) for wild in m.cards if wild.is_wild]
    if not swaps or card.is_wild:
        scene.flash(scene.c.explain(IllegalAction(
            "swap_how", "Select one natural card, then put the focus on a meld with a wild card.")))
        return
    refusal = scene._refusal_for([swaps[0]])
    for action in swaps:
        if scene._refusal_for([action]) is None:
            scene.submit([action])
            return
    if refusal is not None:
        scene.flash(scene.c.explain(refusal))


def draw_focus(scene: TableScene, surface: pygame.Surface) -> None:
    """The focus's steady outline, once the keyboard is in use."""
    if not scene.focus.shown or scene.drag is not None:
        return
    spot = current(scene)
    rect = rect_of(scene, spot) if spot is not None else None
    if rect is None or rect.width <= 0:
        return
    thick = max(3, round(scene.L.font / 5))
    pygame.draw.rect(surface, RING_DARK, rect.inflate(4 * thick, 4 * thick), thick, border_radius=8)
    pygame.draw.rect(surface, RING, rect.inflate(2 * thick, 2 * thick), thick, border_radius=8)
