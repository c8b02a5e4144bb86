"""Sound effects that never get in the way of the game.

Many machines that run the game have no audio device (remote desktops, CI, some
laptops with broken drivers). pygame raises when the mixer cannot open one, so the
manager swallows that once in :meth:`SoundManager.init` and from then on every
:meth:`~SoundManager.play` is a silent no-op. The effects themselves are our own WAVs
in ``assets/sounds/`` (see ``build/make_sounds.py``).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame

from game.ui.assets import asset_path

#: Every effect the game plays; each is ``assets/sounds/<name>.wav``.
SOUND_NAMES: tuple[str, ...] = ("deal", "draw", "meld", "discard", "canasta", "go_out", "click")


class SoundManager:
    """Loads the effects once and plays them by name, or stays silent without audio."""

    def __init__(self, folder: Path | None = None, *, volume: float = 0.7) -> None:
        self._folder = folder if folder is not None else asset_path("sounds")
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._available = False
        self._volume = _clamp(volume)
        self.enabled = True

    def init(self) -> bool:
        """Open the audio device and load the effects; False (and silence) if impossible."""
        try:
            if not pygame.mixer.get_init():
                with _quiet_stderr():
                    pygame.mixer.init()
        except pygame.error:
            self._available = False
            return False
        for name in SOUND_NAMES:
            try:
                sound = pygame.mixer.Sound(str(self._folder / f"{name}.wav"))
            except (pygame.error, FileNotFoundError):
                continue  # one missing or broken file must not silence the rest
            sound.set_volume(self._volume)
            self._sounds[name] = sound
        self._available = True
        return True

    @property
    def available(self) -> bool:
        """Whether an audio device was opened."""
        return self._available

    @property
    def loaded(self) -> tuple[str, ...]:
        """The names of the effects that could be loaded."""
        return tuple(self._sounds)

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def toggle(self) -> bool:
        """Switch sound on or off; returns the new state."""
        self.enabled = not self.enabled
        return self.enabled

    def play(self, name: str) -> None:
        """Play an effect; does nothing when muted, without audio or for unknown names."""
        if not (self.enabled and self._available and self._volume > 0.0):
            return
        sound = self._sounds.get(name)
        if sound is None:
            return
        with contextlib.suppress(pygame.error):  # a device that vanished mid-game
            sound.play()


def _clamp(value: float) -> float:
    return max(0.0, min(1.0, float(value)))


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Silence the C libraries below pygame while the audio device is opened: on a
    machine without sound, ALSA writes a dozen lines of errors straight to file
    descriptor 2 (Python's ``sys.stderr`` never sees them). Having no sound is
    normal; the game just plays silently."""
    try:
        fd = sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):
        yield  # no real stderr (a frozen window program, captured output): nothing to hide
        return
    sys.stderr.flush()
    saved = os.dup(fd)
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), fd)
        yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)
