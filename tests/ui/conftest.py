"""Headless pygame for the UI tests: no window and no sound card are needed.

SDL reads these variables when pygame initialises, so they are set here, before any
test module imports pygame.
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import i18n


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every table test writes into its own data folder and starts in English."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CANASTA_DATA_DIR", str(folder))
    i18n.use_folder(None)
    i18n.set_language("en")
    yield folder
    i18n.set_language("en")
