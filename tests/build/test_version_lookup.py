"""game/version.py: pyproject.toml is the one source, also inside a frozen binary."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

from game import version as v
from tests.build.helpers import ROOT


def test_version_is_the_one_in_pyproject() -> None:
    with (ROOT / "pyproject.toml").open("rb") as file:
        expected = tomllib.load(file)["project"]["version"]
    assert v.version() == expected == v.__version__


def test_a_frozen_binary_reads_its_bundled_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "VERSION").write_text("9.8.7\n")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert v._from_bundle() == "9.8.7"


def test_not_frozen_means_no_bundle() -> None:
    assert v._from_bundle() is None


def test_another_projects_pyproject_is_ignored(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "other"\nversion = "5.0"\n')
    assert v._from_pyproject(tmp_path) is None
    (tmp_path / "pyproject.toml").write_text("not toml [")
    assert v._from_pyproject(tmp_path) is None
    assert v._from_pyproject(tmp_path / "missing") is None
