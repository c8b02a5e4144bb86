"""The window and its main loop: events, updates, and drawing only when the picture
changes; resizing and F11 fullscreen lay every scene out again at the new size.

A game at rest must cost next to no processor time (a laptop's battery pays for every
frame). So a frame is drawn only after input, after a scene was pushed, popped or laid
out, after a scene called :meth:`App.invalidate`, or when a scene's
:meth:`~game.ui.scenes.Scene.redraw_at` says its picture moves or changes by itself
(a card gliding, a message timing out). In between, the loop wakes a few times a second
to let the computer players' moves arrive, and draws nothing."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.app.settings import ANIMATION_SPEEDS, TEXT_SIZES
from game.app.settings import Settings as SavedSettings
from game.ui import sprites
from game.ui import widgets as w
from game.ui.scenes import Scene, SceneStack
from game.ui.sound import SoundManager

MIN_SIZE = (640, 480)
#: Wake-ups a second while nothing moves: enough to notice a computer player's move
#: within a glance, cheap enough to cost nothing measurable.
IDLE_FPS = 20


@dataclass
class Settings:
    """The settings the window and the table read while running (mutable). The
    program around the table keeps them in the data folder (``game.app.settings``):
    :meth:`from_saved` and :meth:`to_saved` translate, and ``App.settings_changed``
    tells it to write them."""

    speed: str = "normal"
    sound: bool = True
    tips: bool = True
    dismissed_tips: set[str] = field(default_factory=set)
    #: A click on a hand card plays it where it fits (else it only selects it, and a
    #: double click plays it): a newcomer's click must not play what they meant to pick.
    click_to_meld: bool = False
    volume: float = 0.8
    four_colour: bool = False
    language: str = "en"
    fullscreen: bool = False
    #: Larger text and cards: "normal", "large" or "largest" (``widgets.TEXT_SCALES``).
    text_size: str = "normal"
    #: Calmer motion: cards jump to their places, highlights hold still.
    calm: bool = False

    @staticmethod
    def from_saved(saved: SavedSettings) -> Settings:
        speed = "instant" if saved.animation_speed == "off" else saved.animation_speed
        return Settings(speed=speed, sound=saved.sound, tips=saved.tips, dismissed_tips=set(saved.dismissed_tips),
                        volume=saved.volume, four_colour=saved.four_colour_deck, language=saved.language,
                        fullscreen=saved.fullscreen, click_to_meld=saved.click_plays,
                        text_size=saved.text_size, calm=saved.calm_motion)

    def to_saved(self, base: SavedSettings) -> SavedSettings:
        speed = "off" if self.speed == "instant" else self.speed
        return base.replace(animation_speed=speed if speed in ANIMATION_SPEEDS else "normal", sound=self.sound,
                            tips=self.tips, dismissed_tips=tuple(sorted(self.dismissed_tips)),
                            volume=max(0.0, min(1.0, self.volume)), four_colour_deck=self.four_colour,
                            language=self.language, fullscreen=self.fullscreen,
                            click_plays=self.click_to_meld,
                            text_size=self.text_size if self.text_size in TEXT_SIZES else "normal",
                            calm_motion=self.calm)


class App:
    def __init__(self, size: tuple[int, int] = (1280, 800), *, title: str = "Canasta",
                 fullscreen: bool = False, fps: int = 60, settings: Settings | None = None,
                 sound: SoundManager | None = None) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        open_video()
        pygame.font.init()
        _set_window_icon()
        self.windowed_size = _fit_desktop((max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])))
        self.fullscreen = False
        self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        pygame.display.set_caption(title)
        self.settings = settings or Settings()
        self.sound = sound if sound is not None else SoundManager()
        if sound is None:
            self.sound.init()
        self.sound.enabled = self.settings.sound
        self.sound.volume = self.settings.volume
        sprites.set_four_colour(self.settings.four_colour)
        w.set_text_scale(w.TEXT_SCALES.get(self.settings.text_size, 1.0))
        #: Called with the settings after the player changed one (to save them).
        self.on_settings: Callable[[Settings], None] | None = None
        #: Called once a frame, after the scenes' update (news from other threads).
        self.on_frame: list[Callable[[], None]] = []
        self.scenes = SceneStack(self)
        self.clock = pygame.time.Clock()
        self.fps = fps
        self.running = True
        self.frames = 0  #: turns of the loop (the window answered input this often)
        self.draws = 0  #: frames actually drawn (only when something changed or moved)
        self.dirty = True  #: the picture must be drawn again at the next frame
        self.lively = True  #: something moves: run at the full frame rate
        self.last_work = 0.0  #: seconds spent on the last frame, without waiting
        self.time = 0.0
        if fullscreen:
            self.toggle_fullscreen()

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def push(self, scene: Scene) -> Scene:
        return self.scenes.push(scene)

    def invalidate(self) -> None:
        """The picture changed: draw it again at the next frame."""
        self.dirty = True

    def quit(self) -> None:
        self.running = False

    def settings_changed(self) -> None:
        """The player changed a setting: apply it (sound, deck, full screen) and save."""
        s = self.settings
        self.sound.enabled = s.sound
        self.sound.volume = s.volume
        scaled = w.set_text_scale(w.TEXT_SCALES.get(s.text_size, 1.0))
        if sprites.set_four_colour(s.four_colour) or scaled:
            self.scenes.layout(self.size)
        if s.fullscreen != self.fullscreen:
            self.toggle_fullscreen()
        if self.on_settings is not None:
            self.on_settings(s)

    # ------------------------------------------------------------------ window
    def resize(self, size: tuple[int, int]) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
        if self.screen.get_size() != size and not self.fullscreen:
            w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self.scenes.layout(self.size)

    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.fullscreen = False
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            self.windowed_size = self.screen.get_size()
            self.fullscreen = True
            try:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
                self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.scenes.layout(self.size)

    # ------------------------------------------------------------------ loop
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self.resize(tuple(event.size))
        elif event.type == pygame.WINDOWSIZECHANGED:
            if self.screen.get_size() != (event.x, event.y):
                self.resize((event.x, event.y))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            self.settings.fullscreen = self.fullscreen
            if self.on_settings is not None:
                self.on_settings(self.settings)
        else:
            self.scenes.handle_event(event)

    def step(self, dt: float | None = None) -> bool:
        """One frame. ``dt`` fixes the time step (tests); by default the real time
        since the last frame, at most a tenth of a second."""
        if dt is None:
            dt = min(0.1, self.clock.tick(self.fps if self.lively else IDLE_FPS) / 1000.0)
        start = time.perf_counter()
        for event in pygame.event.get():
            self.dirty = True
            self.handle(event)
            if not self.running:
                return False
        self.time += dt
        self.scenes.update(dt)
        for call in list(self.on_frame):
            call()
        now = time.monotonic()
        due = self.scenes.redraw_at(now)
        if self.dirty or (due is not None and due <= now):
            self.dirty = False
            self.scenes.draw(self.screen)
            pygame.display.flip()
            self.draws += 1
            due = self.scenes.redraw_at(time.monotonic())
        # full speed while something moves or will change within the next idle wake-up
        self.lively = self.dirty or (due is not None and due - time.monotonic() < 1.0 / IDLE_FPS)
        self.frames += 1
        self.last_work = time.perf_counter() - start
        return self.running

    def run(self) -> None:
        while self.running and self.scenes.top is not None:
            self.step()
        while self.scenes.top is not None:
            self.scenes.pop()

    def close(self) -> None:
        while self.scenes.top is not None:
            self.scenes.pop()
        pygame.display.quit()


HEADLESS_DRIVERS = ("dummy", "offscreen")


class NoScreenError(RuntimeError):
    """SDL found no screen to open a window on (no X server or Wayland compositor)."""


def open_video(attempts: int = 4, pause: float = 0.25) -> None:
    """Start SDL's video for a real window. When SDL reaches no screen it falls back to
    its offscreen driver without a word, and the game would run with no window at all:
    a player who double-clicked would see nothing while it kept running. A display
    server also refuses a connection now and then (seen under Xvfb), so the start is
    tried again after a short pause before giving up with ``NoScreenError``. A headless
    driver asked for by name (``SDL_VIDEODRIVER``, as tests and benchmarks do) is used."""
    asked = os.environ.get("SDL_VIDEODRIVER", "").strip()
    for attempt in range(attempts):
        pygame.display.init()
        if asked or pygame.display.get_driver() not in HEADLESS_DRIVERS:
            return
        pygame.display.quit()
        if attempt + 1 < attempts:
            time.sleep(pause * (attempt + 1))
    raise NoScreenError(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or "")


def _fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """The window size, made smaller when the desktop cannot hold it."""
    try:
        if pygame.display.get_driver() in HEADLESS_DRIVERS:
            return size  # no real screen: keep the size asked for (tests, benchmarks)
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        return size
    if not desktops:
        return size
    dw, dh = desktops[0]
    if dw <= 0 or dh <= 0 or (size[0] <= dw and size[1] <= dh):
        return size
    k = min(dw * 0.94 / size[0], dh * 0.9 / size[1])
    return (max(MIN_SIZE[0], int(size[0] * k)), max(MIN_SIZE[1], int(size[1] * k)))


def _set_window_icon() -> None:
    """Our icon in the title bar and task bar (set before the window opens)."""
    from game.ui.assets import asset_path

    # no icon is no reason not to play
    with contextlib.suppress(pygame.error, FileNotFoundError):
        pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "canasta-64.png"))))

