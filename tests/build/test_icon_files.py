"""The committed application icons: every PNG size, and the .ico/.icns containers parse back."""

from __future__ import annotations

import struct
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from tests.build.helpers import BUILD

ICONS = BUILD / "icons"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_header(data: bytes) -> tuple[int, int, int, int]:
    """(width, height, bit depth, colour type) from a PNG's IHDR chunk."""
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    width, height, depth, colour = struct.unpack(">IIBB", data[16:26])
    return width, height, depth, colour


def read_ico(data: bytes) -> list[tuple[int, int, int, bytes]]:
    """[(width, height, bits per pixel, image bytes)] of a .ico file."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1), "not an icon file"
    images = []
    for i in range(count):
        w, h, colours, res, planes, bits, size, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        assert colours == 0 and res == 0 and planes == 1
        assert offset + size <= len(data)
        images.append((w or 256, h or 256, bits, data[offset : offset + size]))
    return images


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """[(type, data)] of a .icns file, checking every length on the way."""
    assert data[:4] == b"icns"
    (total,) = struct.unpack(">I", data[4:8])
    assert total == len(data)
    entries, at = [], 8
    while at < total:
        kind, length = struct.unpack(">4sI", data[at : at + 8])
        assert length >= 8 and at + length <= total
        entries.append((kind, data[at + 8 : at + length]))
        at += length
    assert at == total
    return entries


@pytest.mark.parametrize("size", [16, 32, 48, 64, 128, 256, 512])
def test_png_has_its_size_and_alpha(size: int) -> None:
    path = ICONS / f"canasta-{size}.png"
    data = path.read_bytes()
    assert png_header(data) == (size, size, 8, 6)  # 8-bit RGBA
    image = pygame.image.load(str(path))
    assert image.get_at((0, 0)).a == 0, "the corner outside the rounded square is transparent"
    assert image.get_at((size // 2, size // 2)).a == 255, "the middle is opaque"


def test_ico_holds_png_images_16_to_256() -> None:
    images = read_ico((ICONS / "canasta.ico").read_bytes())
    assert [(w, h) for w, h, _, _ in images] == [(s, s) for s in (16, 32, 48, 64, 128, 256)]
    for width, height, bits, png in images:
        assert bits == 32
        assert png_header(png)[:2] == (width, height)


def test_icns_holds_png_entries_up_to_1024() -> None:
    entries = dict(read_icns((BUILD / "icons" / "canasta.icns").read_bytes()))
    expected = {
        b"ic07": 128,
        b"ic08": 256,
        b"ic09": 512,
        b"ic10": 1024,
        b"ic11": 32,
        b"ic12": 64,
        b"ic13": 256,
        b"ic14": 512,
    }
    assert set(entries) == set(expected)
    for kind, size in expected.items():
        assert png_header(entries[kind])[:2] == (size, size), kind


def test_containers_refuse_what_their_formats_cannot_hold(make_icon: ModuleType) -> None:
    with pytest.raises(ValueError):
        make_icon.build_ico({512: b""})
    with pytest.raises(ValueError):
        make_icon.build_icns([(b"ic7", b"")])


def test_containers_round_trip(make_icon: ModuleType) -> None:
    pngs = {16: b"a" * 5, 256: b"b" * 7}
    assert [(w, png) for w, _, _, png in read_ico(make_icon.build_ico(pngs))] == [(16, b"aaaaa"), (256, b"bbbbbbb")]
    entries = [(b"ic07", b"x"), (b"ic10", b"yz")]
    assert read_icns(make_icon.build_icns(entries)) == entries


def test_the_script_redraws_the_committed_set(make_icon: ModuleType, tmp_path: Path) -> None:
    written = make_icon.write_icons(tmp_path)
    assert sorted(p.name for p in written) == sorted(
        p.name for p in ICONS.iterdir() if p.suffix in {".png", ".ico", ".icns"}
    )
    for path in written:
        if path.suffix == ".png":
            assert png_header(path.read_bytes())[:2] == png_header((ICONS / path.name).read_bytes())[:2]
