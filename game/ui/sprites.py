"""Card sprites in a layered group, and the board that moves them to new places.

Every card on the table is a sprite with a place (a *slot*) computed from the game;
when the game changes, :meth:`Board.sync` gives each slot a sprite: the same one if
the card stayed, the sprite of the same card elsewhere if it moved (so a card flies
from the hand to a meld), or a new one coming from where unseen cards come from
(the stock, the pile, a computer player's hand). Sprites glide to their slots; a
moving sprite is drawn above the others and lands on its own layer.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

import pygame

from game.app.i18n import tr
from game.engine.cards import Card
from game.ui.cardart import card_back, card_face, with_suit_in_strip

MOVING_LAYER = 5000
DRAG_LAYER = 9000


_IMAGES: dict[tuple[Card | None, int, int, bool, str, bool], pygame.Surface] = {}
_IMAGES_MAX = 1200
_FOUR_COLOUR = [False]


def set_four_colour(on: bool) -> bool:
    """Draw faces in four colours (or two); True if that changed (the cache is cleared)."""
    if _FOUR_COLOUR[0] == on:
        return False
    _FOUR_COLOUR[0] = on
    _IMAGES.clear()
    return True


def card_image(card: Card | None, width: int, height: int, rotated: bool = False,
               strip: bool = False) -> pygame.Surface:
    """A face (or the back when ``card`` is None) at exactly this size; turned a
    quarter when ``rotated`` (a lossless turn, not a scaling); with ``strip`` the suit
    beside the rank too, for a card of which only the top strip shows. Cached."""
    letters = face_letters()
    key = (card, width, height, rotated, letters, strip)
    image = _IMAGES.get(key)
    if image is not None:
        return image
    image = card_back(width, height) if card is None else card_face(card, width, height,
                                                                     four_colour=_FOUR_COLOUR[0], letters=letters)
    if strip and card is not None:
        image = with_suit_in_strip(image, card, four_colour=_FOUR_COLOUR[0], letters=letters)
    if rotated:
        image = pygame.transform.rotate(image, 90)
    if pygame.display.get_surface() is not None:
        image = image.convert_alpha()  # the display's pixel format blits fastest
    if len(_IMAGES) >= _IMAGES_MAX:
        _IMAGES.pop(next(iter(_IMAGES)))
    _IMAGES[key] = image
    return image


def card_image_cached(card: Card | None, width: int, height: int, rotated: bool = False) -> bool:
    return (card, width, height, rotated, face_letters(), False) in _IMAGES


def face_letters() -> str:
    """The corner letters of jack, queen and king in the player's language (the
    catalogue's ``card.index``: J Q K, B D K, B V H), so that a card says what the text
    calls it; anything but three letters falls back to J Q K."""
    letters = "".join(tr("card.index").split())
    return letters if len(letters) == 3 else "JQK"


@dataclass(frozen=True)
class Slot:
    """Where one card goes: ``pos`` is its top-left corner."""

    key: Hashable
    card: Card | None  # None: shown from the back
    pos: tuple[int, int]
    size: tuple[int, int]
    layer: int
    kind: str  # hand, meld, pile, stock, back, red3
    rotated: bool = False
    info: object = None
    strip: bool = False  # only the card's top strip shows (a meld's covered card): the suit beside the rank

    @property
    def rect(self) -> pygame.Rect:
        w, h = self.size
        if self.rotated:
            w, h = h, w
        return pygame.Rect(self.pos, (w, h))


def _ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1.0 - (1.0 - t) ** 3


class CardSprite(pygame.sprite.Sprite):
    def __init__(self, slot: Slot, start: tuple[float, float]) -> None:
        super().__init__()
        self._layer = slot.layer
        self.slot = slot
        self.look: tuple[Card | None, tuple[int, int], bool, bool, str, bool] | None = None
        self.face = pygame.Surface((1, 1))  # typed twins of ``image`` and ``rect``
        self.area = pygame.Rect(0, 0, 1, 1)
        self.image = self.face
        self.rect = self.area
        self.x, self.y = float(start[0]), float(start[1])
        self.sx, self.sy = self.x, self.y
        self.tx, self.ty = float(slot.pos[0]), float(slot.pos[1])
        self.t = 1.0
        self.duration = 0.0
        self.delay = 0.0
        self.dragging = False
        self.set_look(slot)

    @property
    def card(self) -> Card | None:
        return self.slot.card

    @property
    def kind(self) -> str:
        return self.slot.kind

    def set_look(self, slot: Slot) -> None:
        look = (slot.card, slot.size, slot.rotated, _FOUR_COLOUR[0], face_letters(), slot.strip)
        if look != self.look:  # the language's corner letters too: a switch redraws the cards
            self.look = look
            self.face = card_image(slot.card, slot.size[0], slot.size[1], slot.rotated, slot.strip)
            self.area = self.face.get_rect(topleft=(round(self.x), round(self.y)))
            self.image = self.face
            self.rect = self.area

    def move_to(self, pos: tuple[int, int], duration: float, delay: float = 0.0) -> None:
        if (round(self.tx), round(self.ty)) == pos and self.t >= 1.0 and (round(self.x), round(self.y)) == pos:
            return
        self.sx, self.sy = self.x, self.y
        self.tx, self.ty = float(pos[0]), float(pos[1])
        if duration <= 0.0:
            self.x, self.y = self.tx, self.ty
            self.t = 1.0
        else:
            self.t = 0.0
            self.duration = duration
            self.delay = delay
        self.area.topleft = (round(self.x), round(self.y))

    def place(self, pos: tuple[float, float]) -> None:
        """Put the sprite somewhere at once (dragging)."""
        self.x, self.y = pos
        self.area.topleft = (round(self.x), round(self.y))

    @property
    def moving(self) -> bool:
        return self.t < 1.0

    def step(self, dt: float) -> bool:
        """Advance the glide; True when it landed this step."""
        if self.t >= 1.0:
            return False
        if self.delay > 0.0:
            self.delay -= dt
            return False
        self.t = min(1.0, self.t + dt / max(1e-6, self.duration))
        k = _ease(self.t)
        self.x = self.sx + (self.tx - self.sx) * k
        self.y = self.sy + (self.ty - self.sy) * k
        self.area.topleft = (round(self.x), round(self.y))
        return self.t >= 1.0


SourceFn = Callable[[Slot], tuple[float, float]]


class Board:
    """The card sprites of the table, kept by slot key in a layered group."""

    def __init__(self) -> None:
        self.group: pygame.sprite.LayeredUpdates = pygame.sprite.LayeredUpdates()
        self.by_key: dict[Hashable, CardSprite] = {}

    def __len__(self) -> int:
        return len(self.by_key)

    def sprites(self) -> Iterable[CardSprite]:
        return self.by_key.values()

    def sync(self, slots: list[Slot], source: SourceFn, duration: float) -> list[CardSprite]:
        """Give every slot a sprite and send it there; returns the new sprites."""
        old = self.by_key
        new: dict[Hashable, CardSprite] = {}
        unmatched: list[Slot] = []
        for slot in slots:
            sprite = old.get(slot.key)
            if sprite is not None and sprite.card is slot.card:
                new[slot.key] = sprite
            else:
                unmatched.append(slot)
        used = {id(s) for s in new.values()}
        pool: dict[Card | None, list[CardSprite]] = {}
        for sprite in old.values():
            if id(sprite) not in used:
                pool.setdefault(sprite.card, []).append(sprite)
        created: list[CardSprite] = []
        for slot in unmatched:
            candidates = pool.get(slot.card)
            if candidates:
                sprite = _nearest(candidates, slot)
                candidates.remove(sprite)
                new[slot.key] = sprite
            else:
                start = source(slot)
                sprite = CardSprite(slot, start)
                new[slot.key] = sprite
                created.append(sprite)
        for leftovers in pool.values():
            for sprite in leftovers:
                sprite.kill()
        self.by_key = new
        for slot in slots:
            sprite = new[slot.key]
            sprite.slot = slot
            sprite.set_look(slot)
            if sprite.dragging:
                continue
            sprite.move_to(slot.pos, duration)
            if not sprite.alive():
                self.group.add(sprite, layer=MOVING_LAYER + slot.layer if sprite.moving else slot.layer)
            else:
                self.group.change_layer(sprite, MOVING_LAYER + slot.layer if sprite.moving else slot.layer)
        return created

    def step(self, dt: float) -> bool:
        """Advance all glides; True while something moves."""
        busy = False
        for sprite in self.by_key.values():
            if sprite.dragging:
                continue
            if sprite.moving:
                if sprite.step(dt):
                    self.group.change_layer(sprite, sprite.slot.layer)
                else:
                    busy = True
        return busy

    @property
    def busy(self) -> bool:
        return any(s.moving for s in self.by_key.values())

    def finish(self) -> None:
        for sprite in self.by_key.values():
            if sprite.moving:
                sprite.place((sprite.tx, sprite.ty))
                sprite.t = 1.0
                self.group.change_layer(sprite, sprite.slot.layer)

    def top_at(self, pos: tuple[int, int], kinds: Iterable[str] | None = None) -> CardSprite | None:
        """The topmost card under ``pos`` (optionally only of some kinds), in the order
        the cards lie at rest. A gliding card is drawn above the others while it
        moves - a card sinking back when unselected, the hand closing up after cards
        left it - but a press at a neighbour's visible corner is meant for the
        neighbour, not for the card sliding past."""
        wanted = set(kinds) if kinds is not None else None
        best: CardSprite | None = None
        best_key = (-1, -1)
        for order, sprite in enumerate(self.group.sprites()):
            if not isinstance(sprite, CardSprite) or sprite.dragging:
                continue
            if wanted is not None and sprite.kind not in wanted:
                continue
            key = (sprite.slot.layer, order)
            if sprite.area.collidepoint(pos) and key > best_key:
                best, best_key = sprite, key
        return best

    def raise_to_drag(self, sprite: CardSprite, order: int) -> None:
        sprite.dragging = True
        self.group.change_layer(sprite, DRAG_LAYER + order)

    def drop(self, sprite: CardSprite) -> None:
        sprite.dragging = False
        self.group.change_layer(sprite, MOVING_LAYER + sprite.slot.layer)

    def draw(self, surface: pygame.Surface) -> None:
        self.group.draw(surface)


def _nearest(candidates: list[CardSprite], slot: Slot) -> CardSprite:
    x, y = slot.pos
    return min(candidates, key=lambda s: (s.x - x) ** 2 + (s.y - y) ** 2)
