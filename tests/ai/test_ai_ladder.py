"""The strength table (``python -m ai.ladder``) is true to the kept arena summaries: every
summary in ``benchmarks/ai/`` parses, and ``benchmarks/ai/README.md`` is the table they give."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from ai import ladder

SUMMARY = """\
command: python -m ai.arena --players {a},{b} --preset {preset} --deals 100 --seed 5 --jobs 1
commit: 0123456789ab
== {a} vs {b} on {preset}  (seeds [5], budget None, time limit -1.0, jobs 1)
deals: 100 (200 plays, duplicate seatings)
deals won by {a} (paired difference > 0): 40/100 = 40.0%  (lost 55)
paired score difference per deal ({a} - {b}): -30.0  95% CI [-60.0, +0.5]  (sd 150.0)
"""


def test_every_kept_summary_parses_and_the_table_is_up_to_date() -> None:
    rows = ladder.rows()
    assert len(rows) >= 50  # one row per pairing and preset, every preset with its levels
    assert {r.preset for r in rows} >= {"classic", "cuban", "samba", "modern-american"}
    assert ladder.TABLE.read_text() == ladder.build(), "run python -m ai.ladder"
    assert ladder.main(["--check"]) == 0


def test_a_changed_summary_makes_the_written_table_stale(tmp_path: Path) -> None:
    """The check can fail: built from a copy whose one figure moved, the table differs."""
    copy = tmp_path / "ai"
    shutil.copytree(ladder.SUMMARIES, copy, ignore=shutil.ignore_patterns("decisions"))
    target = copy / "samba_hard_vs_medium_seed43.txt"
    text = target.read_text()
    moved = re.sub(r"per deal \(hard - medium\): \+119\.9", "per deal (hard - medium): +19.9", text)
    assert moved != text
    target.write_text(moved)
    built = ladder.build(copy)
    assert built != ladder.TABLE.read_text()
    assert "+19.9 [+44.7, +195.1]" in built


def test_a_summary_that_no_longer_parses_is_named(tmp_path: Path) -> None:
    (tmp_path / "classic_hard_vs_rules_seed5.txt").write_text("command: ...\nthe figures are gone\n")
    with pytest.raises(ValueError, match=re.escape("classic_hard_vs_rules_seed5.txt")):
        ladder.rows(tmp_path)


def test_two_summaries_of_one_pairing_are_refused(tmp_path: Path) -> None:
    for name in ("classic_hard_vs_rules_seed5.txt", "classic_hard_vs_rules_seed6.txt"):
        (tmp_path / name).write_text(SUMMARY.format(a="hard", b="rules", preset="classic"))
    with pytest.raises(ValueError, match="same pairing"):
        ladder.rows(tmp_path)


def test_a_run_played_the_other_way_round_reads_level_first(tmp_path: Path) -> None:
    (tmp_path / "classic_rules_vs_easy_seed5.txt").write_text(SUMMARY.format(a="rules", b="easy", preset="classic"))
    (row,) = ladder.rows(tmp_path)
    assert (row.a, row.b) == ("easy", "rules")
    assert (row.diff, row.low, row.high, row.won, row.lost) == (30.0, -0.5, 60.0, 55, 40)
    assert row.commands == ("python -m ai.arena --players rules,easy --preset classic --deals 100 --seed 5",)


def test_a_level_text_is_shown_as_the_level_it_now_is_and_an_experiment_is_refused(tmp_path: Path) -> None:
    assert ladder.level_name("medium+variant_moments=", "cuban") == "medium"
    with pytest.raises(ValueError, match="no level"):
        ladder.level_name("medium+variant_moments=", "samba")
    (tmp_path / "cuban_x.txt").write_text(SUMMARY.format(a="hard+scale=2000", b="medium", preset="cuban"))
    with pytest.raises(ValueError, match=re.escape("cuban_x.txt")):
        ladder.rows(tmp_path)


def test_a_merged_summary_must_account_for_each_seed(tmp_path: Path) -> None:
    text = SUMMARY.format(a="hard", b="rules", preset="classic").replace("seeds [5]", "seeds [5, 6]")
    (tmp_path / "classic_hard_vs_rules_merged.txt").write_text(text)
    with pytest.raises(ValueError, match="do not add up"):
        ladder.rows(tmp_path)
    (tmp_path / "classic_hard_vs_rules_merged.txt").write_text(
        text + "seed 5: 60 deals, commit aaaaaaa, +1.0 [-1, +2]; command: ...\n"
               "seed 6: 40 deals, commit bbbbbbb, +1.0 [-1, +2]; command: ...\n")
    (row,) = ladder.rows(tmp_path)
    assert row.commit == "aaaaaaa, bbbbbbb"
    assert row.commands[-1] == ("python -m ai.arena --merge benchmarks/raw/classic_hard_vs_rules_seed5.json "
                                "benchmarks/raw/classic_hard_vs_rules_seed6.json")
    assert "--deals 60 --seed 5" in row.commands[0]
