"""Draw the application icon and write it in every format the three systems want.

Two fanned playing cards, a black spade behind a red heart, on a green felt rounded
square. Everything is drawn here with pygame-ce (the suit symbols are glyphs of the
bundled DejaVu Sans), supersampled and scaled down, so the icon is our own work with
no licence to track and anyone can rebuild the same files:

    python build/make_icon.py            # writes build/icons/
    python build/make_icon.py --out DIR  # somewhere else

Writes ``canasta-{16,32,48,64,128,256,512}.png``, ``canasta.ico`` (Windows: PNG
entries 16-256) and ``canasta.icns`` (macOS: PNG entries 16-1024). pygame cannot write
either container, so both are assembled here with :mod:`struct`; both are simple lists
of PNG images with a small header. Needs no display.
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "build" / "icons"
FONT = ROOT / "assets" / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"

#: The PNG files written, by edge length in pixels.
PNG_SIZES: tuple[int, ...] = (16, 32, 48, 64, 128, 256, 512)
#: The sizes in the Windows .ico (the format stores 256 as 0; larger is not allowed).
ICO_SIZES: tuple[int, ...] = (16, 32, 48, 64, 128, 256)
#: The macOS .icns entries: OSType -> edge length of its PNG. ``ic11``-``ic14`` are the
#: "@2x" (Retina) variants of 16, 32, 128 and 256 points.
ICNS_TYPES: dict[bytes, int] = {
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,
    b"ic11": 32,
    b"ic12": 64,
    b"ic13": 256,
    b"ic14": 512,
}

MASTER = 2048  # least drawing size; every output is scaled down from a drawing this big or bigger
SIMPLE_MAX = 32  # up to this size the simpler drawing is used (see draw_master)

FELT_TOP = (46, 140, 78)
FELT_BOTTOM = (17, 88, 46)
FELT_EDGE = (10, 58, 30)
CARD = (252, 250, 244)
CARD_EDGE = (120, 120, 120)
RED = (204, 30, 40)
BLACK = (28, 28, 32)

Colour = tuple[int, int, int]


def _rounded_mask(size: tuple[int, int], rect: pygame.Rect, radius: int) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    return mask


def _felt(size: int) -> pygame.Surface:
    """The green rounded square with a vertical gradient and a darker rim."""
    u = size / 1024
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    square = pygame.Rect(round(40 * u), round(40 * u), round(944 * u), round(944 * u))
    radius = round(200 * u)
    gradient = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        t = min(1.0, max(0.0, (y - square.top) / square.height))
        colour = tuple(round(a + (b - a) * t) for a, b in zip(FELT_TOP, FELT_BOTTOM, strict=True))
        pygame.draw.line(gradient, (*colour, 255), (0, y), (size - 1, y))
    gradient.blit(_rounded_mask((size, size), square, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(gradient, (0, 0))
    pygame.draw.rect(surface, (*FELT_EDGE, 255), square, width=max(1, round(18 * u)), border_radius=radius)
    return surface


def _glyph(text: str, px: int, colour: Colour, *, bold: bool = False) -> pygame.Surface:
    font = pygame.font.Font(str(FONT_BOLD if bold else FONT), px)
    return font.render(text, True, colour)


def _card(
    width: int, height: int, suit: str, colour: Colour, *, simple: bool = False, pip_x: float = 0.5
) -> pygame.Surface:
    """One upright card: white face, grey edge, a big suit, and (unless ``simple``) an
    ace index in the corner. ``pip_x`` places the big suit across the card (0..1)."""
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = card.get_rect()
    radius = round(width * 0.11)
    pygame.draw.rect(card, (*CARD, 255), rect, border_radius=radius)
    pygame.draw.rect(card, (*CARD_EDGE, 255), rect, width=max(1, round(width * 0.018)), border_radius=radius)
    big = _glyph(suit, round(height * (0.8 if simple else 0.62)), colour)
    card.blit(big, big.get_rect(center=(round(width * pip_x), round(height * 0.54))))
    if simple:
        return card
    index = _glyph("A", round(height * 0.17), colour, bold=True)
    card.blit(index, (round(width * 0.08), round(height * 0.025)))
    small = _glyph(suit, round(height * 0.13), colour)
    card.blit(small, small.get_rect(midtop=(round(width * 0.08) + index.get_width() // 2, round(height * 0.19))))
    return card


def _shadow(card: pygame.Surface, alpha: int) -> pygame.Surface:
    shadow = card.copy()
    shadow.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_MIN)
    return shadow


def draw_master(size: int = MASTER, *, simple: bool = False) -> pygame.Surface:
    """The full-size icon, drawn once and scaled down to every output size.

    ``simple`` is the variant for 32 pixels and less: bigger cards, no corner indices
    (they only blur at that size), and the spade moved to the part of its card that
    the heart does not cover."""
    if not pygame.font.get_init():
        pygame.font.init()
    u = size / 1024
    icon = _felt(size)
    if simple:
        width, height = round(470 * u), round(660 * u)
        cards = [
            (_card(width, height, "♠", BLACK, simple=True, pip_x=0.36), 14.0, (385 * u, 515 * u)),
            (_card(width, height, "♥", RED, simple=True), -10.0, (640 * u, 520 * u)),
        ]
    else:
        width, height = round(430 * u), round(600 * u)
        cards = [
            (_card(width, height, "♠", BLACK), 16.0, (415 * u, 520 * u)),
            (_card(width, height, "♥", RED), -12.0, (610 * u, 525 * u)),
        ]
    for card, angle, (cx, cy) in cards:
        shadow = pygame.transform.rotozoom(_shadow(card, 90), angle, 1.0)
        icon.blit(shadow, shadow.get_rect(center=(round(cx + 14 * u), round(cy + 22 * u))))
        turned = pygame.transform.rotozoom(card, angle, 1.0)
        icon.blit(turned, turned.get_rect(center=(round(cx), round(cy))))
    return icon


def master_size(size: int) -> int:
    """The drawing size for an output of ``size`` pixels: ``size`` doubled until it is at
    least MASTER, so that every output is supersampled and scaling down is halving only
    (an exact 2x2 box filter; other ratios lose a little alpha in smoothscale and leave
    the icon slightly see-through)."""
    drawn = size
    while drawn < MASTER:
        drawn *= 2
    return drawn


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    """``master`` scaled to ``size`` pixels by halving steps."""
    surface = master
    while surface.get_width() // 2 >= size:
        half = surface.get_width() // 2
        surface = pygame.transform.smoothscale(surface, (half, half))
    if surface.get_width() != size:
        surface = pygame.transform.smoothscale(surface, (size, size))
    return surface


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def build_ico(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (Windows Vista and later read PNG entries).

    Layout: ICONDIR (reserved 0, type 1, count), one 16-byte ICONDIRENTRY per image
    (width, height - 0 meaning 256 -, colours 0, reserved 0, planes 1, bits 32, byte
    size, offset), then the images.
    """
    sizes = sorted(pngs)
    if any(not 1 <= s <= 256 for s in sizes):
        raise ValueError(f"ICO sizes must be 1..256, got {sizes}")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        data = pngs[s]
        edge = 0 if s == 256 else s
        entries.append(struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def build_icns(entries: Iterable[tuple[bytes, bytes]]) -> bytes:
    """A macOS .icns: ``b"icns"`` and the total length, then per entry its 4-byte type,
    its length including that 8-byte header, and its data (here PNG), big-endian."""
    body = b""
    for kind, data in entries:
        if len(kind) != 4:
            raise ValueError(f"ICNS entry type must be 4 bytes, got {kind!r}")
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def write_icons(out_dir: Path = OUT_DIR) -> list[Path]:
    """Draw the icon and write every file into ``out_dir``; returns the paths written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    masters: dict[tuple[int, bool], pygame.Surface] = {}
    pngs: dict[int, bytes] = {}
    for size in sorted(set(PNG_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES.values())):
        key = (master_size(size), size <= SIMPLE_MAX)
        if key not in masters:
            masters[key] = draw_master(key[0], simple=key[1])
        pngs[size] = png_bytes(scaled(masters[key], size))
    written = []
    for size in PNG_SIZES:
        path = out_dir / f"canasta-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    ico = out_dir / "canasta.ico"
    ico.write_bytes(build_ico({size: pngs[size] for size in ICO_SIZES}))
    icns = out_dir / "canasta.icns"
    icns.write_bytes(build_icns((kind, pngs[size]) for kind, size in ICNS_TYPES.items()))
    written += [ico, icns]
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=OUT_DIR, help=f"output folder (default {OUT_DIR})")
    args = parser.parse_args(argv)
    for path in write_icons(args.out):
        print(f"{path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
