"""Where the bundled files (fonts, sounds) live, from source and from a frozen binary.

A PyInstaller one-file build unpacks its data into a temporary folder named by
``sys._MEIPASS``; from a source checkout the ``assets/`` folder sits next to the
``game`` package. Every lookup goes through :func:`assets_dir` so both cases agree,
and nothing here imports pygame, so the module is safe to use before the display
(or in tools and tests that never open one).
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The bundled font files, regular and bold (DejaVu Sans has the suit symbols).
FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"


def assets_dir() -> Path:
    """The ``assets`` folder: inside the PyInstaller bundle when frozen, else the repo's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle is not None:
        return Path(bundle) / "assets"
    # game/ui/assets.py -> game/ui -> game -> repository root
    return Path(__file__).resolve().parent.parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """A file or folder under ``assets``, e.g. ``asset_path("sounds", "deal.wav")``."""
    return assets_dir().joinpath(*parts)


def font_path(bold: bool = False) -> Path:
    """The bundled DejaVu Sans font file (bold or regular)."""
    return asset_path("fonts", FONT_BOLD if bold else FONT_REGULAR)
