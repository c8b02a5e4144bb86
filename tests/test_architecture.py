"""The import rules of the architecture, checked on the source (import-linter checks
the same contracts between our own packages in check.sh)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, a.name) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                continue  # relative: inside the same package
            found.append((node.lineno, node.module or ""))
    return found


def test_engine_imports_only_the_standard_library() -> None:
    allowed = set(sys.stdlib_module_names) | {"__future__"}
    bad = []
    for path in sorted((ROOT / "game" / "engine").rglob("*.py")):
        for line, name in _imports(path):
            top = name.split(".")[0]
            if name.startswith("game.engine"):
                continue
            if top not in allowed:
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert not bad, "\n".join(bad)


def test_ai_imports_neither_the_table_nor_pygame_nor_engine_internals() -> None:
    bad = []
    for path in sorted((ROOT / "ai").rglob("*.py")):
        for line, name in _imports(path):
            if name.startswith(("game.ui", "pygame", "game.app")) or name == "game.__main__":
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert not bad, "\n".join(bad)


def test_only_the_table_imports_pygame() -> None:
    bad = []
    for pkg in ("game/engine", "game/app", "ai"):
        for path in sorted((ROOT / pkg).rglob("*.py")):
            for line, name in _imports(path):
                if name.split(".")[0] == "pygame":
                    bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert not bad, "\n".join(bad)


def test_the_checker_sees_imports(tmp_path: Path) -> None:
    """The checks above would pass on nothing: make sure they find a real import."""
    sample = tmp_path / "m.py"
    sample.write_text("import pygame\nfrom game.ui import table\nfrom . import x\n", encoding="utf-8")
    assert _imports(sample) == [(1, "pygame"), (2, "game.ui")]
