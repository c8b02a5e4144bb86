"""A small run of the kill test of the real table loop (the full run is
``python benchmarks/kill/kill_table.py --kills 100``): a few SIGKILLs across deal
ends; after each the autosave loads, Continue resumes exactly that game, and the
statistics hold every deal whose end was autosaved."""

from __future__ import annotations

import importlib.util
import signal
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL") or sys.platform == "win32", reason="needs SIGKILL"),
]


def test_kills_across_deal_ends_lose_no_game_and_no_deal(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("kill_table", ROOT / "benchmarks" / "kill" / "kill_table.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    lines: list[str] = []
    figures = module.run(4, 11, tmp_path, lines.append)
    assert figures["kills"] == 4
    assert figures["damaged"] == 0 and figures["resume_wrong"] == 0, lines
    assert figures["missing_after_continue"] == 0, lines
    assert figures["resumed_exactly"] + figures["autosave_none"] == 4
