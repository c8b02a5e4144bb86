"""The league table reads arena summaries."""

from __future__ import annotations

from pathlib import Path

import pytest

from ai import league

SUMMARY = """command: python -m ai.arena --players rules,eager --deals 3
== rules vs eager on classic  (seeds [21], budget None, time limit -1.0, jobs 1)
deals: 3 (6 plays, duplicate seatings)
plays won by rules: 4/6 = 66.7%  (lost 2, tied 0)
deals won by rules (paired difference > 0): 2/3 = 66.7%  (lost 1)
paired score difference per deal (rules - eager): +120.5  95% CI [+10.0, +231.0]  (sd 44.5)
"""


def test_parse_and_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = league.parse(SUMMARY)
    assert (p.a, p.b, p.deals, p.won, p.lost) == ("rules", "eager", 3, 2, 1)
    assert (p.diff, p.low, p.high) == (120.5, 10.0, 231.0)
    f = tmp_path / "x.txt"
    f.write_text(SUMMARY)
    assert league.main([str(f)]) == 0
    out = capsys.readouterr().out
    assert "| rules vs eager | 3 | 2 / 1 (66.7%) | +120 [+10, +231] | A better |" in out
    assert "| eager | 1 | -120 |" in out


def test_not_a_summary(tmp_path: Path) -> None:
    f = tmp_path / "x.txt"
    f.write_text("hello")
    assert league.main([str(f)]) == 2
