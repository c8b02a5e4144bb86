"""build/canasta.spec: compiles, and run with stand-ins for PyInstaller's classes it asks
for the right things: absolute data paths that exist, the version, the excludes, and
one file or one folder."""

from __future__ import annotations

import os
import sys
import tomllib
import types
from pathlib import Path
from typing import Any

import pytest

from tests.build.helpers import BUILD, ROOT

SPEC = BUILD / "canasta.spec"


class Call:
    """Records how a PyInstaller class was called."""

    calls: dict[str, list[Call]]

    def __init__(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        self.name, self.args, self.kwargs = name, args, kwargs
        # what the spec reads back from Analysis
        self.pure: list[Any] = []
        self.scripts: list[Any] = []
        self.binaries: list[Any] = []
        self.datas: list[Any] = kwargs.get("datas", [])


def our_modules(package: str) -> list[str]:
    """Every module of one of our packages, as PyInstaller's collect_submodules lists it."""
    root = ROOT / package
    return sorted(".".join((package, *p.relative_to(root).with_suffix("").parts)).removesuffix(".__init__")
                  for p in root.rglob("*.py"))


DEV_TOOLS = {"game.engine.fuzz", "game.engine.bench", "game.engine.regress", "ai.arena", "ai.fit_eval",
             "ai.bench_parallel", "ai.tune", "ai.league"}


def run_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **env: str) -> dict[str, list[Call]]:
    for key in ("CANASTA_ONEDIR", "CANASTA_CONSOLE"):
        monkeypatch.delenv(key, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = our_modules  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, sys.modules.get(name) or types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)

    calls: dict[str, list[Call]] = {}

    def recorder(name: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> Call:
            call = Call(name, args, kwargs)
            calls.setdefault(name, []).append(call)
            return call

        return make

    namespace: dict[str, Any] = {
        "SPECPATH": str(BUILD),
        "SPEC": str(SPEC),
        "workpath": str(tmp_path / "work"),
        "DISTPATH": str(tmp_path / "dist"),
        "os": os,
        **{name: recorder(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")},
    }
    exec(compile(SPEC.read_bytes(), str(SPEC), "exec"), namespace)
    return calls


def test_spec_compiles() -> None:
    compile(SPEC.read_bytes(), str(SPEC), "exec")


def test_one_file_build_bundles_assets_and_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = run_spec(tmp_path, monkeypatch)
    (analysis,) = calls["Analysis"]
    datas = dict((dest, Path(src)) for src, dest in analysis.kwargs["datas"])
    for dest in ("assets/fonts", "assets/sounds", "game"):
        assert dest in datas
    bundled_mo = sorted(Path(src) for src, dest in analysis.kwargs["datas"] if dest.startswith("assets/locale"))
    languages = sorted(p.parent.parent.name for p in (ROOT / "assets" / "locale").glob("*/LC_MESSAGES/canasta.po"))
    assert [p.parent.parent.name for p in bundled_mo] == languages and {"de", "nl"} <= set(languages)
    assert all(p.name == "canasta.mo" for p in bundled_mo)  # compiled catalogues only, no .po or .pot
    for src in datas.values():
        assert src.is_absolute() and src.exists()
    with (ROOT / "pyproject.toml").open("rb") as file:
        version = tomllib.load(file)["project"]["version"]
    assert datas["game"].read_text().strip() == version
    assert tmp_path in datas["game"].parents  # generated in PyInstaller's work folder, not in build/

    (script,) = analysis.args[0]
    assert Path(script) == BUILD / "launch.py"
    assert analysis.kwargs["pathex"] == [str(ROOT)]
    assert {"tkinter", "numpy", "unittest", "pygame.tests", "pygame.examples"} <= set(analysis.kwargs["excludes"])
    assert {"game.crash", "game.version", "game", "ai"} <= set(analysis.kwargs["hiddenimports"])
    for hook in analysis.kwargs["runtime_hooks"]:
        assert Path(hook).is_file()

    (exe,) = calls["EXE"]
    assert exe.kwargs["name"] == "canasta"
    assert exe.kwargs["upx"] is False
    assert "exclude_binaries" not in exe.kwargs  # one file: binaries go into the EXE
    assert "COLLECT" not in calls


def test_one_folder_build_on_request(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = run_spec(tmp_path, monkeypatch, CANASTA_ONEDIR="1")
    (exe,) = calls["EXE"]
    assert exe.kwargs["exclude_binaries"] is True
    (collect,) = calls["COLLECT"]
    assert collect.kwargs["name"] == "canasta"


def _module_name(source: Path) -> str:
    return ".".join(source.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def test_no_module_that_ships_imports_an_excluded_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing the binary carries imports what the spec leaves out: neither a library
    nor one of our developer tools (those may import each other: they stay behind)."""
    import ast

    (analysis,) = run_spec(tmp_path, monkeypatch)["Analysis"]
    excluded = set(analysis.kwargs["excludes"])
    offenders = []
    for source in [*(ROOT / "game").rglob("*.py"), *(ROOT / "ai").rglob("*.py")]:
        module = _module_name(source)
        if module in excluded:
            continue
        package = module if source.name == "__init__.py" else module.rpartition(".")[0]
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            elif isinstance(node, ast.ImportFrom):  # relative: from . import x, from .x import y
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                names = ([f"{base}.{node.module}"] if node.module
                         else [f"{base}.{alias.name}" for alias in node.names])
            for name in names:
                parts = name.split(".")
                if any(".".join(parts[: i + 1]) in excluded for i in range(len(parts))):
                    offenders.append(f"{source.relative_to(ROOT)}: {name}")
    assert not offenders, "the binary would lack: " + ", ".join(offenders)


def test_the_developer_tools_stay_out_of_the_binary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (analysis,) = run_spec(tmp_path, monkeypatch)["Analysis"]
    excluded, hidden = set(analysis.kwargs["excludes"]), set(analysis.kwargs["hiddenimports"])
    assert excluded >= DEV_TOOLS
    assert not DEV_TOOLS & hidden
    assert {"game.engine.state", "game.engine.legality", "ai.search", "ai.worker", "game.ui.table"} <= hidden


@pytest.mark.parametrize("tool", sorted(DEV_TOOLS))
def test_each_developer_tool_runs_from_a_checkout(tool: str) -> None:
    import subprocess

    out = subprocess.run([sys.executable, "-m", tool, "--help"], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert "usage:" in out.stdout


def test_the_entry_script_supports_multiprocessing_when_frozen() -> None:
    text = (BUILD / "launch.py").read_text()
    assert text.index("multiprocessing.freeze_support()") < text.index("from game.__main__ import run")


def test_windows_build_gets_icon_and_version_resource(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # PyInstaller's version resource module imports Windows-only helpers at the top; its
    # classes themselves are plain Python, so stand-ins for those helpers will do here.
    compat = pytest.importorskip("PyInstaller.compat", exc_type=ImportError)
    monkeypatch.setattr(compat, "win32api", types.ModuleType("win32api"), raising=False)
    if "pefile" not in sys.modules:
        monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    name = "PyInstaller.utils.win32.versioninfo"
    monkeypatch.delitem(sys.modules, name, raising=False)
    versioninfo = pytest.importorskip(name, exc_type=ImportError)
    monkeypatch.setitem(sys.modules, name, versioninfo)  # forgotten again after the test
    monkeypatch.setattr(sys, "platform", "win32")
    (exe,) = run_spec(tmp_path, monkeypatch)["EXE"]
    assert exe.kwargs["icon"] == [str(BUILD / "icons" / "canasta.ico")]
    assert exe.kwargs["console"] is False
    assert exe.kwargs["strip"] is False
    resource = exe.kwargs["version"]
    assert isinstance(resource, versioninfo.VSVersionInfo)
    with (ROOT / "pyproject.toml").open("rb") as file:
        version = tomllib.load(file)["project"]["version"]
    assert f"'ProductVersion', '{version}'" in str(resource)


def test_macos_build_is_an_app_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    calls = run_spec(tmp_path, monkeypatch)
    (bundle,) = calls["BUNDLE"]
    assert bundle.kwargs["name"] == "Canasta.app"
    assert bundle.kwargs["icon"] == str(BUILD / "icons" / "canasta.icns")
    assert "COLLECT" in calls  # a folder build inside the bundle
