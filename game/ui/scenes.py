"""Scenes: the table, and what opens over it (dialogs, the score sheet, overlays).

A scene has a lifecycle - ``enter`` when pushed, ``exit`` when popped - and each
frame ``handle_event``, ``update`` and ``draw``. Only the top scene gets input;
every scene is updated (so computer players go on while a dialog is open, unless
the dialog holds the game), and drawing starts at the topmost opaque scene.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    opaque = False  #: hides the scenes below it
    holds_game = False  #: computer players wait while this scene is open

    def __init__(self) -> None:
        self.app: App | None = None
        self.size = (0, 0)

    def enter(self, app: App) -> None:
        self.app = app
        self.layout(app.size)

    def exit(self) -> None:
        """Called when the scene is popped."""

    def layout(self, size: tuple[int, int]) -> None:
        """The window has this size now: place everything again."""
        self.size = size
        self.invalidate()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to input; True if the event was used."""
        return False

    def update(self, dt: float) -> None:
        pass

    def redraw_at(self, now: float) -> float | None:
        """When (``time.monotonic()``) this scene's picture next changes by itself:
        ``None`` when it changes only through input (which always redraws) or a call
        of ``App.invalidate``; ``now`` or earlier while something moves."""
        return None

    def invalidate(self) -> None:
        """This scene's picture changed: have the window drawn again."""
        if self.app is not None:
            self.app.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def close(self) -> None:
        if self.app is not None:
            self.app.scenes.remove(self)


class SceneStack:
    def __init__(self, app: App) -> None:
        self.app = app
        self.scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self.scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(list(self.scenes))

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        self.scenes.append(scene)
        self.app.invalidate()
        scene.enter(self.app)
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        self.app.invalidate()
        scene.exit()
        return scene

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            self.scenes.remove(scene)
            self.app.invalidate()
            scene.exit()

    def find(self, kind: type) -> Scene | None:
        for s in reversed(self.scenes):
            if isinstance(s, kind):
                return s
        return None

    @property
    def holding(self) -> bool:
        return any(s.holds_game for s in self.scenes)

    def layout(self, size: tuple[int, int]) -> None:
        for s in list(self.scenes):
            s.layout(size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        return top.handle_event(event) if top is not None else False

    def update(self, dt: float) -> None:
        for s in list(self.scenes):
            s.update(dt)

    def _shown(self) -> list[Scene]:
        start = 0
        for i, s in enumerate(self.scenes):
            if s.opaque:
                start = i
        return self.scenes[start:]

    def redraw_at(self, now: float) -> float | None:
        """The earliest time a scene on screen changes by itself (``None``: never)."""
        times = [t for t in (s.redraw_at(now) for s in self._shown()) if t is not None]
        return min(times) if times else None

    def draw(self, surface: pygame.Surface) -> None:
        for s in self._shown():
            s.draw(surface)
