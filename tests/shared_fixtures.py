"""Fixtures shared by the test folders that touch the player's files (tests/app,
tests/ui); each folder's conftest imports what it needs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import i18n


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test writes into its own data folder and starts in English with the
    bundled catalogues."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CANASTA_DATA_DIR", str(folder))
    i18n.use_folder(None)
    i18n.set_language("en")
    yield folder
    i18n.use_folder(None)
    i18n.set_language("en")
