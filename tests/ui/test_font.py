"""The bundled font has every glyph the game draws, in both weights.

``pygame.font.Font.metrics`` cannot tell a missing glyph here: SDL_ttf answers with
the metrics of the font's "missing glyph" box. ``pygame.freetype`` returns None for a
character the font lacks, so it is the check used (still no extra dependency); the
first test proves the check can fail.
"""

from __future__ import annotations

import string
import sys
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from game.ui.assets import asset_path, font_path

SUITS = "\u2660\u2665\u2666\u2663"  # ♠♥♦♣
GERMAN_DUTCH = "ÄÖÜäöüßëéÉËïĳ"
PUNCTUATION = ".,:;!?()[]+-–—/%'\"…·×"
USED = SUITS + string.ascii_letters + string.digits + GERMAN_DUTCH + PUNCTUATION


@pytest.fixture(scope="module", params=[False, True], ids=["regular", "bold"])
def face(request: pytest.FixtureRequest) -> pygame.freetype.Font:
    pygame.freetype.init()
    return pygame.freetype.Font(str(font_path(bold=request.param)), 24)


def missing(font: pygame.freetype.Font, text: str) -> list[str]:
    return [ch for ch, metric in zip(text, font.get_metrics(text), strict=True) if metric is None]


def test_the_check_notices_a_missing_glyph(face: pygame.freetype.Font) -> None:
    assert missing(face, "A\ue000\u4e00") == ["\ue000", "\u4e00"]  # private use, CJK


def test_every_glyph_the_game_uses_is_present(face: pygame.freetype.Font) -> None:
    assert missing(face, USED) == []


def test_font_files_and_licence_are_bundled() -> None:
    for bold in (False, True):
        path = font_path(bold)
        assert path.is_file() and path.stat().st_size > 100_000
        assert path.parent == asset_path("fonts")
    licence = asset_path("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "DejaVu" in licence


def test_pygame_font_renders_the_suits() -> None:
    pygame.font.init()
    font = pygame.font.Font(str(font_path()), 32)
    notdef = font.render("\ue000", True, (0, 0, 0))
    for symbol in SUITS:
        image = font.render(symbol, True, (0, 0, 0))
        assert image.get_bounding_rect().width > 5
        assert pygame.image.tobytes(image, "RGBA") != pygame.image.tobytes(notdef, "RGBA")


def test_fonts_are_found_inside_a_frozen_binary(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert font_path(bold=True) == tmp_path / "assets" / "fonts" / "DejaVuSans-Bold.ttf"
    assert asset_path("sounds", "deal.wav") == tmp_path / "assets" / "sounds" / "deal.wav"
