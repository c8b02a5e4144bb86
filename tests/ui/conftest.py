"""Headless pygame for the UI tests: no window and no sound card are needed.

SDL reads these variables when pygame initialises, so they are set here, before any
test module imports pygame.
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

from tests.shared_fixtures import data_dir  # every table test: its own data folder, English

__all__ = ["data_dir"]
