"""The Linux desktop entry, the installer, and the build scripts' syntax and helpers."""

from __future__ import annotations

import configparser
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.build.helpers import BUILD, load_build_module

DESKTOP = BUILD / "canasta.desktop"
SCRIPTS = ["build.sh", "smoke_test.sh", "install-linux.sh", "ci_build_and_smoke.sh"]
needs_bash = pytest.mark.skipif(shutil.which("bash") is None or sys.platform == "win32", reason="needs bash")


def desktop_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_desktop_entry_has_the_required_keys() -> None:
    entry = desktop_entry(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Canasta"
    assert entry["Comment"]
    assert entry["Exec"] == "canasta"
    assert entry["Icon"] == "canasta"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";")
    assert {"Game", "CardGame"} <= set(entry["Categories"].split(";"))


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates() -> None:
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


@needs_bash
@pytest.mark.parametrize("script", SCRIPTS)
def test_shell_scripts_are_executable_and_parse(script: str) -> None:
    path = BUILD / script
    assert path.stat().st_mode & stat.S_IXUSR, f"{script} is not executable"
    subprocess.run(["bash", "-n", str(path)], check=True)


@needs_bash
def test_install_linux_puts_binary_icons_and_menu_entry_in_home(tmp_path: Path) -> None:
    binary = tmp_path / "canasta"
    binary.write_text("#!/bin/sh\necho hello\n")
    home = tmp_path / "home dir"
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    subprocess.run(["bash", str(BUILD / "install-linux.sh"), str(binary)], env=env, check=True, capture_output=True)
    installed = home / ".local" / "bin" / "canasta"
    assert installed.read_text() == binary.read_text() and os.access(installed, os.X_OK)
    icon = home / ".local/share/icons/hicolor/256x256/apps/canasta.png"
    assert icon.read_bytes() == (BUILD / "icons" / "canasta-256.png").read_bytes()
    entry = desktop_entry(home / ".local/share/applications/canasta.desktop")
    assert entry["Exec"] == f'"{installed}"'
    assert entry["Icon"] == "canasta"

    subprocess.run(["bash", str(BUILD / "install-linux.sh"), "--uninstall"], env=env, check=True, capture_output=True)
    assert not installed.exists() and not icon.exists()


@needs_bash
def test_smoke_test_wants_a_binary() -> None:
    result = subprocess.run(["bash", str(BUILD / "smoke_test.sh")], capture_output=True, text=True, check=False)
    assert result.returncode == 2 and "usage" in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_measure_finds_the_process_group_and_sizes(tmp_path: Path) -> None:
    measure = load_build_module("measure")
    assert os.getpid() in measure.group_pids(os.getpgid(0))
    one_file = tmp_path / "canasta"
    one_file.write_bytes(b"x" * 1000)
    assert measure.binary_size(one_file) == 1000
    folder = tmp_path / "onedir"
    (folder / "_internal").mkdir(parents=True)
    (folder / "canasta").write_bytes(b"x" * 10)
    (folder / "_internal" / "lib.so").write_bytes(b"x" * 90)
    assert measure.binary_size(folder / "canasta") == 100


def test_build_script_keeps_pyinstaller_out_of_build(tmp_path: Path) -> None:
    build = load_build_module("build")
    with pytest.raises(SystemExit):
        build.main(["--no-venv", "--work", str(BUILD / "work")])
