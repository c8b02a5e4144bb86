"""Hostile-input fuzz of the record reader, the settings loader and the statistics.

    python -m game.app.fuzz_files --cases 5000 --seed 1

Each case is a file made to hurt: random bytes, a valid record or settings file with
random mutations (bytes flipped, lines dropped, repeated or swapped, odd digits, huge
numbers), deeply nested JSON, numbers of thousands of digits. A record is read and
replayed as the Continue button and the import do (``saves.read_game``) and as the
replay command does (``read_record``); a settings file is loaded as at start
(``load_settings``); a statistics database (random bytes, a real one with bytes
flipped, or a real one whose values an edit replaced: text for numbers, NUL in names,
huge numbers, blobs) is opened and read as the Statistics screen and its Replay
button do (``Stats.open``, ``summary``, ``score_history``, ``deal_replay``).
Each must end in a load or a message: an exception that escapes
is a failure, and so is a case over the time limit (an alarm stops it) or over the
memory limit (``tracemalloc``'s peak). Prints the figures; exit 1 on any failure.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import shutil
import signal
import sqlite3
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from game.engine import PRESETS, GameState
from game.engine.record import GameRecord, RecordError, parse_record, read_record

from . import paths, saves
from .settings import Settings, load_settings
from .stats import Stats, StatsError

KINDS = ("record-random", "record-mutated", "record-deep", "record-huge", "settings-random",
         "settings-mutated", "settings-deep", "settings-huge", "stats-random", "stats-mutated", "stats-values")


class CaseTimeout(Exception):
    """A case ran over its time limit."""


def _valid_records(rng: random.Random) -> list[str]:
    out = []
    for preset, steps in (("classic", 40), ("family", 60), ("two", 30), ("six", 20)):
        state = GameState.new(PRESETS[preset], rng.randrange(10**6))
        for _ in range(steps):
            legal = [a for a in state.legal_actions() if str(a) != "undo"] or state.legal_actions()
            state.apply(rng.choice(legal))
        seats = [(f"Seat {i}", "human" if i == 0 else "ai:medium") for i in range(state.rules.players)]
        out.append(GameRecord.from_game(state, seats).to_text())
    return out


def _valid_settings() -> str:
    data = Settings().dismiss_tip("tip.first").to_dict()
    data["new_game"]["changes"] = {"target": 2500, "first_meld_table": [[-1000000000, 15], [0, 50]]}
    return json.dumps(data, indent=2)


_ODD = ["\u00b2", "\u0663", "\uff17", "\x00", "\u2028", "\ufeff", "1e999", "NaN", "-0", "9" * 5000, "[" * 3000,
        "\udcff", "jk@\u00b9", " ", "\t", "end", "end 0", "actions", "seat 0 human X", "canasta-record 2"]


def _mutate(text: str, rng: random.Random) -> bytes:
    lines = text.split("\n")
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(7)
        i = rng.randrange(len(lines)) if lines else 0
        if op == 0 and lines:
            del lines[i]
        elif op == 1 and lines:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif op == 2 and len(lines) > 1:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == 3 and lines:
            line = lines[i]
            k = rng.randint(0, len(line))
            lines[i] = line[:k] + rng.choice(_ODD) + line[k:]
        elif op == 4 and lines:
            lines[i] = "".join(ch if not ch.isdigit() else rng.choice(["\u00b2", "9" * 50, "0", ch]) for ch in lines[i])
        elif op == 5:
            lines = lines[: rng.randint(0, len(lines))]
        else:
            lines.insert(i, rng.choice(_ODD))
    data = bytearray("\n".join(lines).encode("utf-8", "surrogatepass"))
    for _ in range(rng.choice([0, 0, 1, 3])):
        if data:
            data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def _deep(prefix: str, rng: random.Random) -> bytes:
    depth = rng.choice([100, 1000, 3000, 20_000, 100_000])
    opener = rng.choice(["[", "{\"a\":", "[{\"b\":["])
    return (prefix + opener * depth).encode()


def _valid_stats(records: list[str], folder: Path) -> bytes:
    """A real statistics database: every deal and match of the records stored."""
    from .statsqueue import store_record

    where = folder / "template"
    where.mkdir()
    with Stats.open(where) as stats:
        for text in records:
            record = parse_record(text)
            state = GameState.new(record.rules, record.seed)
            for action in record.actions:
                state.apply(action)
                if state.phase in ("deal_over", "match_over"):
                    store_record(stats, GameRecord(record.rules, record.seed, record.seats,
                                                   tuple(state.actions)))
                    break
    data = paths.stats_path(where).read_bytes()
    shutil.rmtree(where)
    return data


#: Values an edit of the database might leave where the program wrote its own.
_HOSTILE_VALUES: list[object] = ["lots", "", "\x00", "An\x00na", "9" * 30, 2**63 - 1, -(2**63), 1.5, float("inf"),
                                 None, b"\xff\x00blob", "\u202e\u0663", "x" * 100_000, -1, 0, 10**6]
_COLUMNS = {"deals": ("deal", "played_at", "preset", "level", "won", "score", "best_other", "running",
                      "natural_canastas", "first_action", "actions", "record", "checksum", "match_key"),
            "matches": ("preset", "level", "won", "given_up", "deals", "score", "chips"),
            "chips": ("player", "kind", "balance", "matches"),
            "meta": ("value",)}


def _edit_values(path: Path, rng: random.Random) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        for _ in range(rng.randint(1, 6)):
            table = rng.choice(list(_COLUMNS))
            column = rng.choice(_COLUMNS[table])
            with contextlib.suppress(sqlite3.Error):
                conn.execute(f"UPDATE {table} SET {column} = ? WHERE rowid IN (SELECT rowid FROM {table}"
                             " ORDER BY random() LIMIT ?)", (rng.choice(_HOSTILE_VALUES), rng.randint(1, 3)))
    finally:
        conn.close()


def make_case(kind: str, rng: random.Random, records: list[str], settings_text: str,
              stats_data: bytes = b"") -> bytes:
    record = rng.choice(records)
    if kind == "stats-random":
        head = b"SQLite format 3\x00" if rng.random() < 0.5 else b""
        return head + bytes(rng.randrange(256) for _ in range(rng.randint(0, 8192)))
    if kind == "stats-mutated":
        data = bytearray(stats_data)
        for _ in range(rng.choice([1, 2, 5, 20])):
            data[rng.randrange(len(data))] = rng.randrange(256)
        if rng.random() < 0.2:
            data = data[: rng.randrange(len(data))]
        return bytes(data)
    if kind == "stats-values":
        return stats_data
    if kind in ("record-random", "settings-random"):
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 2000)))
    if kind == "record-mutated":
        return _mutate(record, rng)
    if kind == "settings-mutated":
        return _mutate(settings_text, rng)
    if kind == "record-deep":
        lines = record.split("\n")
        lines[1] = _deep("rules classic ", rng).decode()
        return "\n".join(lines).encode()
    if kind == "settings-deep":
        return _deep("", rng)
    huge = rng.choice(["9" * rng.choice([20, 400, 4301, 10_000]), "1e999", "-" + "1" * 5000, "1" + "0" * 4400])
    if kind == "record-huge":
        lines = record.split("\n")
        i = rng.choice([1, 2, len(lines) - 2])
        lines[i] = {1: f'rules classic {{"packs": {huge}}}', 2: f"seed {huge}"}.get(i, f"end {huge}")
        return "\n".join(lines).encode()
    data = json.loads(settings_text)
    key = rng.choice(["volume", "window_size", "dismissed_tips", "new_game"])
    return json.dumps(data).replace(f'"{key}": ', f'"{key}": {huge}, "x{key}": ', 1).encode()


def _on_alarm(signum: int, frame: object) -> None:
    raise CaseTimeout


def _read_stats(folder: Path) -> str:
    """Open and read the statistics as the Statistics screen and Replay do; what they
    turn into a message counts as one."""
    try:
        with Stats.open(folder, timeout=0.1) as stats:
            said = stats.message is not None
            stats.summary()
            history = stats.score_history(40)
            stats.chip_balances()
            for point in history[:5]:
                try:
                    stats.deal_replay(point.deal_id)
                except (KeyError, ValueError):  # the screen says "cannot be replayed"
                    said = True
    except (StatsError, sqlite3.Error, UnicodeDecodeError):  # said on the screen (``Shell.show_stats``)
        return "message"
    return "message" if said else "loaded"


def run_case(kind: str, data: bytes, folder: Path, rng: random.Random | None = None) -> str:
    """Load ``data`` as the kind says; "loaded" or "message", else an exception escapes."""
    if kind.startswith("stats"):
        for extra in folder.iterdir():
            if extra.is_dir():
                shutil.rmtree(extra)
            else:
                extra.unlink()
        path = paths.stats_path(folder)
        path.write_bytes(data)
        if kind == "stats-values":
            _edit_values(path, rng or random.Random(0))
        return _read_stats(folder)
    if kind.startswith("record"):
        path = folder / "case.canasta"
        path.write_bytes(data)
        result = saves.read_game(path)
        with contextlib.suppress(RecordError):
            read_record(path).replay()
        return "loaded" if result.ok else "message"
    (folder / "settings.json").write_bytes(data)
    loaded = load_settings(folder)
    for extra in folder.iterdir():  # a damaged file is moved aside: clear it for the next case
        if extra.is_dir():
            shutil.rmtree(extra)
        else:
            extra.unlink()
    return "loaded" if loaded.message is None else "message"


def fuzz(cases: int, seed: int, time_limit: float, memory_mb: int,
         say: Callable[[str], None] = print) -> Counter[str]:
    rng = random.Random(seed)
    records = _valid_records(rng)
    settings_text = _valid_settings()
    outcomes: Counter[str] = Counter()
    by_kind: dict[str, Counter[str]] = {k: Counter() for k in KINDS}
    slowest = 0.0
    peak_most = 0
    use_alarm = hasattr(signal, "setitimer")
    previous = signal.signal(signal.SIGALRM, _on_alarm) if use_alarm else None
    tracemalloc.start()
    started = time.perf_counter()
    try:
        with tempfile.TemporaryDirectory(prefix="canasta-fuzz-") as temp:
            folder = Path(temp)
            stats_data = _valid_stats(records, folder)
            for n in range(cases):
                kind = KINDS[n % len(KINDS)]
                data = make_case(kind, rng, records, settings_text, stats_data)
                tracemalloc.reset_peak()
                t0 = time.perf_counter()
                if use_alarm:
                    signal.setitimer(signal.ITIMER_REAL, time_limit)
                try:
                    outcome = run_case(kind, data, folder, rng)
                except CaseTimeout:
                    outcome = "timeout"
                except BaseException as exc:  # the failure this fuzz looks for
                    outcome = "traceback"
                    say(f"case {n} ({kind}): {type(exc).__name__}: {str(exc)[:200]}")
                finally:
                    if use_alarm:
                        signal.setitimer(signal.ITIMER_REAL, 0)
                spent = time.perf_counter() - t0
                peak = tracemalloc.get_traced_memory()[1]
                if outcome in ("loaded", "message") and peak > memory_mb * 1024 * 1024:
                    outcome = "memory"
                if outcome == "timeout":
                    say(f"case {n} ({kind}): over {time_limit} s")
                slowest = max(slowest, spent)
                peak_most = max(peak_most, peak)
                outcomes[outcome] += 1
                by_kind[kind][outcome] += 1
    finally:
        tracemalloc.stop()
        if use_alarm:
            signal.signal(signal.SIGALRM, previous)
    total = time.perf_counter() - started
    say(f"fuzz_files: {cases} cases, seed {seed}, time limit {time_limit} s a case, memory limit {memory_mb} MB")
    for kind in KINDS:
        counts = by_kind[kind]
        say(f"  {kind:17s} " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    say("  total: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    say(f"  slowest case {slowest * 1000:.0f} ms, highest peak {peak_most / 1024 / 1024:.1f} MB,"
        f" {total:.1f} s in all")
    return outcomes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.app.fuzz_files", description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time-limit", type=float, default=5.0, help="seconds a case may take")
    parser.add_argument("--memory-mb", type=int, default=64, help="peak memory a case may use")
    args = parser.parse_args(argv)
    outcomes = fuzz(args.cases, args.seed, args.time_limit, args.memory_mb)
    bad = sum(outcomes[k] for k in ("traceback", "timeout", "memory"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
