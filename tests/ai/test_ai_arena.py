"""The arena plays duplicate deals, reports, and merges result files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ai import arena


def test_arena_and_merge(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = tmp_path / "a.json"
    b = tmp_path / "b.json"
    assert arena.main(["--players", "rules,random", "--preset", "two", "--deals", "2", "--seed", "1",
                       "--out", str(a)]) == 0
    assert arena.main(["--players", "rules,random", "--preset", "two", "--deals", "2", "--seed", "2",
                       "--out", str(b)]) == 0
    out = capsys.readouterr().out
    assert "paired score difference" in out and "p95" in out
    data = json.loads(a.read_text())
    assert len(data["records"]) == 2 and len(data["records"][0]["plays"]) == 2
    assert arena.main(["--merge", str(a), str(b)]) == 0
    merged = capsys.readouterr().out
    assert "deals: 4" in merged


def test_three_player_seatings() -> None:
    from game.engine import PRESETS

    assert arena.seatings(PRESETS["three"]) == [(0,), (1,), (2,)]
    assert arena.seatings(PRESETS["classic"]) == [(0, 2), (1, 3)]


def test_report_names_command_and_commit_and_resume_from_raw_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    raw = tmp_path / "raw" / "deep" / "two_rules_vs_random_seed3.json"  # folders made as needed
    args = ["--players", "rules,random", "--preset", "two", "--deals", "1", "--seed", "3", "--out", str(raw)]
    assert arena.main([*args, "--resume"]) == 0
    first = capsys.readouterr().out
    assert first.splitlines()[0] == "command: python -m ai.arena " + " ".join([*args, "--resume"])
    assert first.splitlines()[1].startswith("commit: ")
    one = json.loads(raw.read_text())["records"]
    assert [r["deal"] for r in one] == [0]
    # the second run keeps deal 0 from the raw file and plays only deal 1
    played: list[int] = []
    real = arena.play_deal

    def spy(job: arena.Job) -> dict:
        played.append(job.deal)
        return real(job)

    monkeypatch.setattr(arena, "play_deal", spy)
    assert arena.main([*args[:5], "2", *args[6:], "--resume"]) == 0
    assert played == [1]
    two = json.loads(raw.read_text())["records"]
    assert [r["deal"] for r in two] == [0, 1] and two[0] == one[0]


def test_human_seat_is_played_by_the_given_level_and_partner_answers_are_counted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.engine import PRESETS

    rules = PRESETS["classic"]
    assert arena.human_seats(rules) == frozenset({0, 1})  # each side's first seat
    made: list[str] = []
    real = arena.make_agent

    def spy(level: str, **kw):  # type: ignore[no-untyped-def]
        made.append(level)  # the arena makes the agents seat by seat, seating by seating
        return real(level, **kw)

    monkeypatch.setattr(arena, "make_agent", spy)
    # find a deal in which the human stand-in asks its partner
    for deal in range(40):
        made.clear()
        rec = arena.play_deal(arena.Job("rules", "rules-v1", "classic", 5, deal, None, -1.0, "easy"))
        asks = {w: rec["partner"][w]["asks"] for w in ("A", "B")}
        if sum(asks.values()):
            break
    else:
        raise AssertionError("no deal with an ask in 40")
    # seating 1: A holds seats 0 and 2, seating 2: seats 1 and 3; seats 0 and 1 are the humans'
    assert made == ["easy", "easy", "rules", "rules-v1", "easy", "easy", "rules-v1", "rules"]
    for w in ("A", "B"):
        p = rec["partner"][w]
        assert p["asks"] == p["yes"] + p["no"]
        assert p["out_after_yes"] <= p["yes"]
    # the human stand-in's decisions are not counted as the partners'
    plays_decisions = rec["stats"]["A"]["decisions"] + rec["stats"]["B"]["decisions"]
    assert plays_decisions < sum(p["actions"] for p in rec["plays"])


def test_human_needs_a_partnership_preset() -> None:
    import pytest

    with pytest.raises(SystemExit):
        arena.main(["--players", "rules,random", "--preset", "two", "--deals", "1", "--human", "rules"])


def _record(deal: int, diff: float, times: list[float]) -> dict:
    stats = {"decisions": len(times), "searched": len(times), "iterations": 10 * len(times),
             "search_seconds": sum(times), "times": times, "search_times": times, "fallbacks": 0}
    return {"deal": deal, "seed": 1, "diff": diff, "stats": {"A": stats, "B": dict(stats)},
            "plays": [{"won": diff > 0, "lost": diff < 0}]}


def test_pause_limit_leaves_a_paused_deal_out_of_the_timing_but_not_out_of_the_scores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    meta = {"a": "hard", "b": "rules", "preset": "classic", "seeds": [1], "budget": None,
            "time_limit": 0.9, "jobs": 1, "human": None}
    records = [_record(0, 100.0, [0.5, 0.9]), _record(1, -50.0, [0.8, 600.0]), _record(2, 30.0, [0.7, 1.0])]
    plain = arena.report(meta, records)
    assert "max 600000.0 ms" in plain
    text = arena.report(meta, records, pause_limit=60)
    assert "left out, with a decision over 60 s (a paused process): 1" in text
    assert "max 1000.0 ms" in text and "600000" not in text
    assert "deals: 3" in text and "+26.7" in text  # the paused deal still counts for the score
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"meta": meta, "records": records}))
    assert arena.main(["--merge", str(path), "--pause-limit", "60"]) == 0
    assert "timing below over 2 deals" in capsys.readouterr().out


def test_compare_subtracts_two_runs_deal_by_deal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    meta = {"a": "rules", "b": "easy", "preset": "family", "seeds": [1]}
    before = [_record(0, 10.0, [0.1]), _record(1, -20.0, [0.1]), _record(2, 5.0, [0.1])]
    after = [_record(0, 14.0, [0.1]), _record(1, -14.0, [0.1]), _record(2, 5.0, [0.1]), _record(3, 99.0, [0.1])]
    text = arena.compare({"meta": meta, "records": after}, {"meta": meta, "records": before})
    # deal 3 is not in both; the changes are +4, +6, 0: mean +3.3, t(2) interval
    assert "3 deals in common" in text and "first - second per deal +3.3" in text
    assert "[-4.3, +10.9]" in text and "2 deals with another result" in text
    with pytest.raises(ValueError):
        arena.compare({"meta": {**meta, "preset": "classic"}, "records": after}, {"meta": meta, "records": before})
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps({"meta": meta, "records": after}))
    b.write_text(json.dumps({"meta": meta, "records": before}))
    assert arena.main(["--compare", str(a), str(b)]) == 0
    assert "+3.3" in capsys.readouterr().out


def test_compare_takes_two_pairings_over_the_same_deals() -> None:
    """A weight override against the plain bot: the deals are the same, the level text is not."""
    before = {"meta": {"a": "rules", "b": "easy", "preset": "family"},
              "records": [_record(0, 10.0, [0.1]), _record(1, 0.0, [0.1])]}
    after = {"meta": {"a": "rules+keep_hand=0", "b": "easy", "preset": "family"},
             "records": [_record(0, 20.0, [0.1]), _record(1, 4.0, [0.1])]}
    text = arena.compare(after, before)
    assert text.startswith("rules+keep_hand=0 - easy (first run) against rules - easy (second run) on family")
    assert "first - second per deal +7.0" in text
