"""The back office draws nothing and thinks for nobody: ``game.app`` imports neither
pygame, nor the table, nor the computer players."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_game_app_imports_no_pygame_no_table_no_ai() -> None:
    bad = []
    for path in sorted((ROOT / "game" / "app").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found = [(node.lineno, a.name) for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                found = [(node.lineno, node.module or "")]
            else:
                continue
            for line, name in found:
                if name.split(".")[0] in ("pygame", "ai") or name.startswith("game.ui"):
                    bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert not bad, "\n".join(bad)
