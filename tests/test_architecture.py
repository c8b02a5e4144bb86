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


def test_ai_imports_neither_the_table_nor_pygame_nor_the_back_office() -> None:
    bad = []
    for path in sorted((ROOT / "ai").rglob("*.py")):
        for line, name in _imports(path):
            if name.startswith(("game.ui", "pygame", "game.app")) or name == "game.__main__":
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert not bad, "\n".join(bad)


def _names_from(path: Path) -> list[tuple[int, int, str, str]]:
    """(line, level, module, name) of every ``from ... import name`` in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [(node.lineno, node.level, node.module or "", alias.name)
            for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) for alias in node.names]


def engine_internals_used_by(folder: Path, root: Path = ROOT) -> list[str]:
    """What the modules in ``folder`` take from the engine beyond its public API (the
    names ``game.engine`` lists in ``__all__``), and private names (``_x``) they take
    from one another."""
    import game.engine

    public = set(game.engine.__all__)
    bad = []
    for path in sorted(folder.rglob("*.py")):
        where = path.relative_to(root)
        for line, name in _imports(path):
            if name.startswith("game.engine."):
                bad.append(f"{where}:{line} imports the engine's module {name}")
        for line, level, module, name in _names_from(path):
            if level == 0 and module == "game.engine" and name not in public:
                bad.append(f"{where}:{line} imports {name}, which game.engine does not offer")
            if name.startswith("_") and module != "__future__":
                bad.append(f"{where}:{line} imports the private {name} from {'.' * level}{module}")
    return bad


def test_ai_uses_only_the_engines_public_api_and_no_private_names() -> None:
    bad = engine_internals_used_by(ROOT / "ai")
    assert not bad, "\n".join(bad)


def test_the_public_api_check_finds_internals(tmp_path: Path) -> None:
    """The check above would pass on nothing: it must find each kind of breach."""
    (tmp_path / "m.py").write_text(
        "from game.engine.cards import JOKER\nimport game.engine.state\nfrom game.engine import _secret\n"
        "from .rulebot import _Stuck\nfrom game.engine import GameState\n", encoding="utf-8")
    found = engine_internals_used_by(tmp_path, root=tmp_path)
    assert [f.split(" ", 1)[0] for f in found] == ["m.py:1", "m.py:2", "m.py:3", "m.py:3", "m.py:4"], found


def test_only_the_table_imports_pygame() -> None:
    bad = []
    for pkg in ("game/engine", "game/app", "game/match", "game/net", "game/server", "ai"):
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


#: What a table may not reach for: the game itself, and the runner that holds it.
NOT_FOR_THE_TABLE = ("GameState", "MatchRunner")


def game_reached_in(folder: Path, root: Path = ROOT) -> list[str]:
    """Every place in ``folder`` that names the game's state or the runner: imported,
    used in an annotation or called. The table reads one seat's connection only."""
    bad = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Name):
                names = [node.id]
            elif isinstance(node, ast.Attribute):
                names = [node.attr]
            elif isinstance(node, ast.alias):
                names = [node.name.rsplit(".", 1)[-1]]
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                names = [w.strip("[]'\",. ") for w in node.value.split() if w.strip("[]'\",. ") in NOT_FOR_THE_TABLE]
            for name in names:
                if name in NOT_FOR_THE_TABLE:
                    bad.append(f"{path.relative_to(root)}:{getattr(node, 'lineno', 0)} names {name}")
    return bad


def test_the_table_never_names_the_game() -> None:
    """``game.ui`` plays through ``SeatConnection``: no ``GameState``, no runner (the
    import contract forbids the modules; this forbids the names, which the engine's
    package also offers)."""
    bad = game_reached_in(ROOT / "game" / "ui")
    assert not bad, "\n".join(bad)


def test_the_game_check_finds_each_way_of_naming_it(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text(
        "from game.engine import GameState\nx: 'GameState'\ndef f(g: GameState) -> None: ...\n"
        "import game.match.runner as r\ny = r.MatchRunner\n", encoding="utf-8")
    found = {f.split(" ", 1)[0] for f in game_reached_in(tmp_path, root=tmp_path)}
    assert found == {"m.py:1", "m.py:2", "m.py:3", "m.py:5"}, found
