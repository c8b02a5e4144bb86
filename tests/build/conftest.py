"""Headless pygame for the tests of build/ and game/crash.py: no window, no sound card."""

import os
from types import ModuleType

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(scope="session")
def make_icon() -> ModuleType:
    from tests.build.helpers import load_build_module

    return load_build_module("make_icon")
