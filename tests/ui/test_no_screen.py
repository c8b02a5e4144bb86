"""A start without a screen: SDL falls back to its offscreen driver without a word, so
the game used to run on with no window. It now tries again (a display server refuses a
connection now and then) and then stops with a sentence instead of running invisibly;
a headless driver asked for by name is still used (tests, benchmarks)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pygame
import pytest

from game.ui import app as app_module
from game.ui.app import NoScreenError, open_video

ROOT = Path(__file__).resolve().parents[2]


class FakeDisplay:
    """pygame.display's init/get_driver/quit, answering with the drivers given in turn."""

    def __init__(self, drivers: list[str]) -> None:
        self.drivers = drivers
        self.inits = 0
        self.quits = 0

    def init(self) -> None:
        self.inits += 1

    def get_driver(self) -> str:
        return self.drivers[min(self.inits, len(self.drivers)) - 1]

    def quit(self) -> None:
        self.quits += 1


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeDisplay:
    fake = FakeDisplay(["offscreen"])
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setenv("DISPLAY", ":4242")
    monkeypatch.setattr(pygame.display, "init", fake.init)
    monkeypatch.setattr(pygame.display, "get_driver", fake.get_driver)
    monkeypatch.setattr(pygame.display, "quit", fake.quit)
    monkeypatch.setattr(app_module.time, "sleep", lambda _s: None)
    return fake


def test_no_screen_at_all_is_an_error_after_every_attempt(fake: FakeDisplay) -> None:
    with pytest.raises(NoScreenError) as raised:
        open_video(attempts=3)
    assert fake.inits == 3 and fake.quits == 3
    assert str(raised.value) == ":4242"  # the display that could not be reached, for the message


def test_a_refused_first_connection_is_tried_again(fake: FakeDisplay) -> None:
    fake.drivers = ["offscreen", "x11"]
    open_video(attempts=3)
    assert fake.inits == 2 and fake.quits == 1


def test_a_headless_driver_asked_for_by_name_is_used(fake: FakeDisplay, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    fake.drivers = ["dummy"]
    open_video(attempts=3)
    assert fake.inits == 1 and fake.quits == 0


def _fallback_driver(env: dict[str, str]) -> str:
    probe = "import pygame; pygame.display.init(); print(pygame.display.get_driver())"
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60)
    return out.stdout.strip().splitlines()[-1] if out.stdout.strip() else ""


def test_the_game_started_without_a_screen_says_so_and_stops() -> None:
    data = tempfile.mkdtemp(prefix="canasta-test-data-")
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY", "DISPLAY")}
    env.update({"DISPLAY": ":4242", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
                "CANASTA_DATA_DIR": data, "LANGUAGE": "de"})
    if _fallback_driver(env) not in app_module.HEADLESS_DRIVERS:
        pytest.skip("SDL finds another screen here (e.g. a console driver), so there is no fallback to see")
    result = subprocess.run([sys.executable, "-m", "game", "--frames", "3"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert "kein Bildschirm gefunden" in result.stderr or "no screen was found" in result.stderr
    assert "(DISPLAY=:4242)" in result.stderr
    assert "Traceback" not in result.stderr
    assert not list(Path(data).rglob("crash*")), "a missing screen is not a crash"
