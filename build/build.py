"""Build the standalone Canasta binary, the same way on Linux, Windows and macOS.

    python build/build.py            # one file: dist/canasta (dist/canasta.exe on Windows)
    python build/build.py --onedir   # one folder: dist/onedir/canasta/ (macOS: always, + .app)

Steps: create ``.venv`` if it is missing and install the game with its ``build`` extra
into it (PyInstaller, Babel), draw the icons if any is missing (``build/make_icon.py``),
compile the translations (``build/catalogues.py compile``), then run PyInstaller on
``build/canasta.spec``. PyInstaller's work files go to the system's temporary folder
(``canasta-pyi-work``), never into ``build/``; the result goes to ``dist/``
(git-ignored). ``./build/build.sh`` runs this script. Standard library only, so any
Python 3.11+ can start it.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD_DIR = ROOT / "build"
SPEC = BUILD_DIR / "canasta.spec"
ICONS = BUILD_DIR / "icons"
ICON_FILES = [*(f"canasta-{s}.png" for s in (16, 32, 48, 64, 128, 256, 512)), "canasta.ico", "canasta.icns"]


def venv_python(venv: Path) -> Path:
    if sys.platform == "win32":
        return venv / "Scripts" / "python.exe"
    return venv / "bin" / "python"


def run(command: list[str], env: dict[str, str] | None = None) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT, env=env)


def binary_path(dist: Path, onedir: bool) -> Path:
    exe = "canasta.exe" if sys.platform == "win32" else "canasta"
    if sys.platform == "darwin":
        return dist / "Canasta.app"
    return dist / "canasta" / exe if onedir else dist / exe


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the standalone Canasta binary with PyInstaller.")
    parser.add_argument("--onedir", action="store_true", help="one folder instead of one file (faster start)")
    parser.add_argument(
        "--no-venv",
        action="store_true",
        help="use the Python running this script instead of .venv (it must have the build extra installed)",
    )
    parser.add_argument("--no-install", action="store_true", help="do not pip install into .venv (offline)")
    parser.add_argument("--icons", action="store_true", help="redraw the icons even if they exist")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first (slower)")
    parser.add_argument("--dist", type=Path, help="output folder (default dist/, or dist/onedir/ with --onedir)")
    parser.add_argument("--work", type=Path, help="PyInstaller's work folder (default: in the temporary folder)")
    args = parser.parse_args(argv)

    onedir = args.onedir or os.environ.get("CANASTA_ONEDIR", "").lower() in ("1", "true", "yes")
    dist = (args.dist or (ROOT / "dist" / "onedir" if onedir else ROOT / "dist")).resolve()
    suffix = "-onedir" if onedir else ""
    work = (args.work or Path(tempfile.gettempdir()) / f"canasta-pyi-work{suffix}").resolve()
    if work == BUILD_DIR or BUILD_DIR in work.parents:
        parser.error("the work folder must not be inside build/ (our sources)")

    if args.no_venv:
        python = Path(sys.executable)
    else:
        venv = ROOT / ".venv"
        python = venv_python(venv)
        if not python.exists():
            run([sys.executable, "-m", "venv", str(venv)])
        if not args.no_install:
            run([str(python), "-m", "pip", "install", "-q", "--upgrade", "pip"])
            run([str(python), "-m", "pip", "install", "-q", "-e", ".[build]"])

    env = dict(os.environ)
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    env.setdefault("SDL_VIDEODRIVER", "dummy")  # make_icon and PyInstaller's hooks open no window
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    if onedir:
        env["CANASTA_ONEDIR"] = "1"
    else:
        env.pop("CANASTA_ONEDIR", None)

    if args.icons or any(not (ICONS / name).exists() for name in ICON_FILES):
        run([str(python), str(BUILD_DIR / "make_icon.py")], env=env)
    # the translations: every .po compiled to the .mo the game reads (Babel, the build extra)
    run([str(python), str(BUILD_DIR / "catalogues.py"), "compile"], env=env)

    command = [str(python), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    if args.clean:
        command.append("--clean")
    command += ["--workpath", str(work), "--distpath", str(dist), str(SPEC)]
    started = time.perf_counter()
    run(command, env=env)
    result = binary_path(dist, onedir)
    folder = result if result.is_dir() else result.parent if onedir else None
    if folder is None:
        size = result.stat().st_size
    else:
        size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"built {result} ({size / 1e6:.1f} MB) in {time.perf_counter() - started:.0f} s")
    if sys.platform.startswith("linux") and not onedir:
        print(f"player's download with menu entry installer: {linux_archive(result, dist)}")
    return 0


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def linux_archive(binary: Path, dist: Path) -> Path:
    """``dist/canasta-VERSION-linux-ARCH.tar.gz``: the binary with install-linux.sh, the
    desktop entry and the icons, in one folder, for players who want a menu entry."""
    top = f"canasta-{project_version()}"
    archive = dist / f"{top}-linux-{platform.machine()}.tar.gz"

    def mode(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        executable = info.isdir() or info.name.endswith((".sh", f"{top}/canasta"))
        info.mode = 0o755 if executable else 0o644
        return info

    with tarfile.open(archive, "w:gz") as tar:
        tar.add(binary, f"{top}/canasta", filter=mode)
        tar.add(BUILD_DIR / "install-linux.sh", f"{top}/install-linux.sh", filter=mode)
        tar.add(BUILD_DIR / "canasta.desktop", f"{top}/canasta.desktop", filter=mode)
        for png in sorted(ICONS.glob("canasta-*.png")):
            tar.add(png, f"{top}/icons/{png.name}", filter=mode)
    return archive


if __name__ == "__main__":
    sys.exit(main())
