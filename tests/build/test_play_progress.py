"""The first ``./play.sh`` is not silent (issue 45, point 13): while the packages
install it says which step it is at and names each package pip fetches, and a failed
install still shows pip's log. Run with a stand-in Python that plays pip's part."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FAKE_PYTHON = """#!/usr/bin/env bash
# plays pip (slowly, as it is), the catalogue compiler and the game
if [ "$1 $2" = "-m pip" ]; then
  echo "Collecting pygame-ce"; sleep 1.2
  echo "Collecting Babel"; sleep 1.2
  echo "Installing collected packages: pygame-ce, Babel"
  echo "Successfully installed Babel pygame-ce"
  exit ${FAKE_PIP_RC:-0}
fi
if [ "$1 $2" = "-m game" ]; then echo "GAME STARTS"; fi
exit 0
"""


def _copy(tmp: Path) -> Path:
    game = tmp / "game"
    game.mkdir()
    shutil.copy(ROOT / "play.sh", game / "play.sh")
    shutil.copy(ROOT / "pyproject.toml", game / "pyproject.toml")
    (game / "build").mkdir()
    (game / "build" / "catalogues.py").write_text("")
    bin_dir = game / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "python").write_text(FAKE_PYTHON)
    (bin_dir / "python").chmod(0o755)
    return game


def test_the_first_start_names_its_steps_and_the_packages(tmp_path: Path) -> None:
    game = _copy(tmp_path)
    done = subprocess.run(["bash", str(game / "play.sh")], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "2/3 installing its packages" in out and "3/3" in out
    assert "  Collecting pygame-ce" in out and "  Collecting Babel" in out
    assert "  Successfully installed" in out and out.rstrip().endswith("GAME STARTS")
    # the second start installs nothing and says nothing of it
    again = subprocess.run(["bash", str(game / "play.sh")], capture_output=True, text=True, timeout=60)
    assert again.stdout.strip() == "GAME STARTS"


def test_a_failed_install_shows_the_log(tmp_path: Path) -> None:
    game = _copy(tmp_path)
    done = subprocess.run(["bash", str(game / "play.sh")], capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "FAKE_PIP_RC": "1"})
    assert done.returncode == 1
    assert "installing the packages failed" in done.stderr and "Collecting Babel" in done.stderr
