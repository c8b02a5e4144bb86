"""The renderer of table positions (``build/render_positions.py``) is the proof that a
redesign of the table changed nothing a player sees; these tests check that its
``compare`` can fail as well as pass: the same pictures are identical, one altered
pixel is found, and a picture missing on one side fails."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tests.build.helpers import BUILD, ROOT, load_build_module

CHOSEN = ["classic4_refusal_en_800x600", "two2_mid_en_800x600"]


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two small positions rendered once, in a process of their own (``render`` replaces
    ``time.monotonic`` for the rest of its process)."""
    out = tmp_path_factory.mktemp("render")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(BUILD / "render_positions.py"), "render", str(out), "--only", *CHOSEN],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return out


def test_the_positions_are_many_and_named_once() -> None:
    module = load_build_module("render_positions")
    names = [p.name for p in module.positions()]
    assert len(names) >= 44 and len(set(names)) == len(names)
    assert set(CHOSEN) <= set(names)


def test_render_writes_the_pictures_and_their_index(rendered: Path) -> None:
    listed = (rendered / "index.txt").read_text(encoding="utf-8").split()
    assert sorted(listed) == sorted(f"{n}.png" for n in CHOSEN)
    for name in CHOSEN:
        picture = pygame.image.load(str(rendered / f"{name}.png"))
        assert picture.get_size() == (800, 600)


def test_a_folder_compared_with_itself_is_identical(rendered: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module = load_build_module("render_positions")
    assert module.compare(rendered, rendered) == 0
    out = capsys.readouterr().out
    assert all(f"{n}.png: identical" in out for n in CHOSEN)


def test_one_altered_pixel_is_found_and_marked(rendered: Path, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    module = load_build_module("render_positions")
    other = tmp_path / "other"
    shutil.copytree(rendered, other)
    target = other / f"{CHOSEN[0]}.png"
    picture = pygame.image.load(str(target))
    old = picture.get_at((123, 45))
    picture.set_at((123, 45), (255 - old.r, 255 - old.g, 255 - old.b))
    pygame.image.save(picture, str(target))
    diffs = tmp_path / "diffs"
    assert module.compare(rendered, other, diffs) == 1
    out = capsys.readouterr().out
    assert f"{CHOSEN[0]}.png: 1 pixels differ, in x 123..123, y 45..45" in out
    assert f"{CHOSEN[1]}.png: identical" in out
    assert (diffs / f"{CHOSEN[0]}.png").is_file() and not (diffs / f"{CHOSEN[1]}.png").exists()


def test_a_picture_missing_on_one_side_fails(rendered: Path, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    module = load_build_module("render_positions")
    other = tmp_path / "other"
    shutil.copytree(rendered, other)
    (other / f"{CHOSEN[1]}.png").unlink()
    assert module.compare(rendered, other) == 1
    assert f"{CHOSEN[1]}.png: missing in {other}" in capsys.readouterr().out
