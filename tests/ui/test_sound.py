"""Sound effects: the files are valid small WAVs, and a machine without audio stays silent."""

from __future__ import annotations

import importlib.util
import struct
import wave
from pathlib import Path
from types import ModuleType
from typing import ClassVar

import pygame
import pytest

from game.ui import sound
from game.ui.assets import asset_path
from game.ui.sound import SOUND_NAMES, SoundManager

REPO = Path(__file__).resolve().parents[2]


class FakeSound:
    """Stands in for pygame.mixer.Sound and records what happens to it."""

    played: ClassVar[list[str]] = []
    made: ClassVar[list[FakeSound]] = []

    def __init__(self, path: str) -> None:
        if not Path(path).is_file():
            raise FileNotFoundError(path)
        self.name = Path(path).stem
        self.volume = 1.0
        FakeSound.made.append(self)

    def set_volume(self, value: float) -> None:
        self.volume = value

    def play(self) -> None:
        FakeSound.played.append(self.name)


@pytest.fixture
def fake_mixer(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    FakeSound.played = []
    FakeSound.made = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: None)
    monkeypatch.setattr(pygame.mixer, "Sound", FakeSound)
    return FakeSound.played


def test_every_sound_file_is_a_small_valid_wav() -> None:
    total = 0
    for name in SOUND_NAMES:
        path = asset_path("sounds", f"{name}.wav")
        assert path.is_file(), name
        with wave.open(str(path), "rb") as wav:
            assert wav.getnchannels() == 1
            assert wav.getframerate() == 22050
            assert wav.getsampwidth() == 2
            assert 0 < wav.getnframes() < 22050, f"{name} should last under a second"
            frames = wav.readframes(wav.getnframes())
        samples = struct.unpack(f"<{len(frames) // 2}h", frames)
        assert max(abs(v) for v in samples) > 10000, f"{name} is (nearly) silent"
        total += path.stat().st_size
    assert total < 300_000


def test_the_wavs_are_what_the_script_makes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", REPO / "build" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    script: ModuleType = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    assert set(script.EFFECTS) == set(SOUND_NAMES)
    assert asset_path("sounds") == script.OUT_DIR
    monkeypatch.setattr(script, "OUT_DIR", tmp_path)
    script.main()
    for name in SOUND_NAMES:
        fresh = (tmp_path / f"{name}.wav").read_bytes()
        assert fresh == asset_path("sounds", f"{name}.wav").read_bytes(), f"{name}.wav is stale"


def test_without_an_audio_device_everything_is_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    manager = SoundManager()
    assert manager.init() is False
    assert not manager.available and manager.loaded == ()
    for name in (*SOUND_NAMES, "no-such-sound"):
        manager.play(name)  # must not raise
    manager.volume = 0.3
    assert manager.volume == 0.3
    assert manager.toggle() is False


def test_play_volume_and_mute(fake_mixer: list[str]) -> None:
    manager = SoundManager(volume=2.0)
    assert manager.volume == 1.0, "volume is clamped to 0..1"
    assert manager.init() is True
    assert manager.loaded == SOUND_NAMES
    manager.play("meld")
    manager.play("unknown")
    assert fake_mixer == ["meld"]
    manager.volume = 0.25
    assert len(FakeSound.made) == len(SOUND_NAMES)
    assert all(s.volume == 0.25 for s in FakeSound.made)
    manager.enabled = False
    manager.play("deal")
    assert manager.toggle() is True
    manager.play("go_out")
    manager.volume = 0.0
    manager.play("click")
    assert fake_mixer == ["meld", "go_out"]


def test_a_missing_file_silences_only_that_sound(fake_mixer: list[str], tmp_path: Path) -> None:
    (tmp_path / "deal.wav").write_bytes(b"")
    manager = SoundManager(tmp_path)
    assert manager.init() is True
    assert manager.loaded == ("deal",)
    manager.play("canasta")
    manager.play("deal")
    assert fake_mixer == ["deal"]


def test_real_mixer_with_the_dummy_driver() -> None:
    manager = sound.SoundManager()
    try:
        assert manager.init() is True
        assert manager.available
        assert manager.loaded == SOUND_NAMES
        for name in SOUND_NAMES:
            manager.play(name)
    finally:
        pygame.mixer.quit()
