"""Statistics in SQLite in the data folder (``stats.sqlite3``).

Every finished deal is one row holding the numbers a statistics page shows and the
game record up to the end of that deal, so the deal can be replayed; every finished
(or given-up) match is one row too. Rows are written in transactions in WAL mode
with ``synchronous=FULL``: a crash or a kill during a write loses at most the row
being written, never a committed one, and never leaves half a row. Each record is
stored with its SHA-256 so a row can be checked.

Numbers are from the point of view of one side, by default the side of the first
human seat ("us"); ``level`` is the strength of the computer players on the other
side (``easy``, ``medium``, ``hard``, ``mixed``; ``human`` if there are none).

A database that SQLite cannot read is moved aside as ``stats.damaged-<time>.sqlite3``
(never deleted) and a fresh one is started; ``Stats.message`` then says so.

Chips (seed 003): every finished match settles its stake (``settle_chips``) into each
player's balance, in the same transaction as the match row, so a match is never paid
twice. Schema version 2 added them; a version-1 database is migrated in place when it
is opened (its matches were not played for chips: they count 0), a database of any
other version is kept aside as ``stats.other-version-<time>.sqlite3``.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine import GameState, settle_chips
from game.engine.record import GameRecord, RecordError, Seat, parse_record, rules_to_text
from game.engine.state import DEAL_OVER, MATCH_OVER

from . import files, paths
from .i18n import Message

SCHEMA_VERSION = 2

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS deals (
    id INTEGER PRIMARY KEY,
    match_key TEXT NOT NULL,
    deal INTEGER NOT NULL,
    played_at TEXT NOT NULL,
    preset TEXT NOT NULL,
    rules TEXT NOT NULL,
    level TEXT NOT NULL,
    side INTEGER NOT NULL,
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    score INTEGER NOT NULL,
    best_other INTEGER NOT NULL,
    running INTEGER NOT NULL,
    natural_canastas INTEGER NOT NULL,
    mixed_canastas INTEGER NOT NULL,
    went_out INTEGER NOT NULL CHECK (went_out IN (0, 1)),
    concealed INTEGER NOT NULL CHECK (concealed IN (0, 1)),
    first_action INTEGER NOT NULL,
    actions INTEGER NOT NULL,
    record TEXT NOT NULL,
    checksum TEXT NOT NULL,
    UNIQUE (match_key, deal)
);
CREATE TABLE IF NOT EXISTS matches (
    id INTEGER PRIMARY KEY,
    match_key TEXT NOT NULL UNIQUE,
    finished_at TEXT NOT NULL,
    preset TEXT NOT NULL,
    rules TEXT NOT NULL,
    level TEXT NOT NULL,
    side INTEGER NOT NULL,
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    given_up INTEGER NOT NULL CHECK (given_up IN (0, 1)),
    deals INTEGER NOT NULL,
    score INTEGER NOT NULL,
    best_other INTEGER NOT NULL,
    record TEXT NOT NULL,
    checksum TEXT NOT NULL,
    chips INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS deals_by_match ON deals (match_key);
CREATE TABLE IF NOT EXISTS chips (
    player TEXT NOT NULL,
    kind TEXT NOT NULL,
    balance INTEGER NOT NULL,
    matches INTEGER NOT NULL,
    PRIMARY KEY (player, kind)
);
"""


class StatsError(Exception):
    """The statistics cannot be used at all (say, the data folder is read-only)."""

    def __init__(self, message: Message, detail: str) -> None:
        super().__init__(detail)
        self.message = message
        self.detail = detail


@dataclass(frozen=True)
class ScorePoint:
    """One deal in the score history (oldest first)."""

    deal_id: int
    match_key: str
    deal: int
    played_at: str
    score: int
    best_other: int
    running: int
    won: bool


@dataclass(frozen=True)
class ChipBalance:
    """A player's chips over every match settled (seed 003): ``player`` is the seat's
    name and ``kind`` "human" or the computer's level, so that two computer players of
    the same name and another strength keep their own balance."""

    player: str
    kind: str
    balance: int
    matches: int


@dataclass(frozen=True)
class DealReplay:
    """A stored deal: the record up to its end, and the index of its first action
    (replay ``record.actions[:first_action]`` silently, then show the rest)."""

    deal_id: int
    record: GameRecord
    first_action: int


# ---------------------------------------------------------------------- perspective
def checksum(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def match_key(record: GameRecord) -> str:
    """Names a match: its rules, seed and seats (the record's header)."""
    return checksum("\n".join(record.header_lines()))[:32]


def player_side(record: GameRecord) -> int:
    """The side of the first human seat (side 0 if there is none)."""
    for i, seat in enumerate(record.seats):
        if seat.kind == "human":
            return record.rules.side_of(i)
    return 0


def opponent_level(record: GameRecord, side: int) -> str:
    """The strength of the computer players not on ``side``."""
    levels = {seat.kind.split(":", 1)[1] for i, seat in enumerate(record.seats)
              if record.rules.side_of(i) != side and seat.kind.startswith("ai:")}
    if not levels:
        return "human"
    return levels.pop() if len(levels) == 1 else "mixed"


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def _dict_of(rows: Sequence[sqlite3.Row], key: str) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for row in rows:
        names = list(row.keys())  # iterating a Row gives its values, not its column names
        out[_text(row[key])] = {k: _whole(row[k]) or 0 for k in names if k != key}
    return out


#: The longest text read back from the database (a name, a preset); longer is cut off
#: here, so that an edited database cannot make a screen's line of megabytes.
MAX_TEXT = 200


def _text(value: object) -> str:
    """A value read back as text for the screen: NUL and other control characters (an
    edited database) become the replacement character, which every font can draw."""
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    text = str(value)[:MAX_TEXT] if value is not None else "?"
    return "".join(ch if ch.isprintable() else "\ufffd" for ch in text)


def _whole(value: object) -> int | None:
    """A whole number read back, or None for anything else (text, a blob, NULL)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _num(column: str) -> str:
    """SQL for ``column`` where it holds a whole number, NULL where an edit put text,
    a blob or a real there: sums and maxima never see them (and ``TOTAL`` never
    overflows)."""
    return f"(CASE WHEN typeof({column}) = 'integer' THEN {column} END)"


# ---------------------------------------------------------------------- the database
class Stats:
    """The statistics database. Open with ``Stats.open()``; close when done."""

    def __init__(self, path: Path, connection: sqlite3.Connection, message: Message | None = None,
                 kept_as: Path | None = None) -> None:
        self.path = path
        self.connection = connection
        #: For the player when the old database was damaged and moved to ``kept_as``.
        self.message = message
        self.kept_as = kept_as

    # Opening -------------------------------------------------------------------
    @staticmethod
    def _connect(path: Path, timeout: float = 5.0) -> sqlite3.Connection:
        conn = sqlite3.connect(path, timeout=timeout, isolation_level=None)
        try:
            conn.row_factory = sqlite3.Row
            # text that is not UTF-8 (damage, an edit) reads with replacement characters
            conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=FULL")
            check = conn.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise sqlite3.DatabaseError(f"quick_check: {check[0] if check else 'no answer'}")
            _check_schema(conn)
            conn.executescript(_SCHEMA)
            with _transaction(conn):
                conn.execute("INSERT OR IGNORE INTO meta (key, value) VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        except UnicodeDecodeError as exc:  # SQLite's own message quoted damaged bytes: damage
            conn.close()
            raise sqlite3.DatabaseError(f"damaged text in the database: {exc.reason}") from exc
        except BaseException:
            conn.close()
            raise
        return conn

    @classmethod
    def open(cls, folder: Path | None = None, timeout: float = 5.0) -> Stats:
        """Open (or create) the database; a damaged one is moved aside and replaced.
        Raises ``StatsError`` if no database can be opened at all. ``timeout``: the
        seconds to wait for another program's lock (the writing thread waits little
        and tries again later, ``game.app.statsqueue``)."""
        path = paths.stats_path(folder)
        try:
            return cls(path, cls._connect(path, timeout))
        except sqlite3.OperationalError as exc:  # cannot open, read-only, locked: not damage
            raise StatsError(unavailable(exc), str(exc)) from exc
        except SchemaError as first:  # another version's statistics: kept, new ones started
            try:
                kept = files.keep_damaged(path, companions=("-wal", "-shm"), label="other-version")
                return cls(path, cls._connect(path), Message("stats.other_version", {"file": kept.name}), kept)
            except (OSError, sqlite3.DatabaseError) as exc:
                raise StatsError(unavailable(exc), f"{first}; {exc}") from exc
        except sqlite3.DatabaseError as first:  # not a database, malformed
            try:
                kept = files.keep_damaged(path, companions=("-wal", "-shm"))
                return cls(path, cls._connect(path), Message("stats.damaged", {"file": kept.name}), kept)
            except (OSError, sqlite3.DatabaseError) as exc:
                raise StatsError(unavailable(exc), f"{first}; {exc}") from exc

    @classmethod
    def open_to_read(cls, folder: Path | None = None) -> Stats:
        """For the Statistics screen, on the drawing thread: never waits for another
        program's lock. Opening normally writes (the schema's check), which a held lock
        delays; then the database is read as it is, read-only (WAL lets a reader past a
        writer), and ``message`` says the newest deals may be missing."""
        try:
            return cls.open(folder, timeout=0.2)
        except StatsError as exc:
            if exc.message.msgid != "stats.busy":
                raise
            path = paths.stats_path(folder)
            try:
                conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=0.2, isolation_level=None)
                conn.row_factory = sqlite3.Row
                conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
                row = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
                if row is None or row[0] != str(SCHEMA_VERSION):
                    conn.close()
                    raise exc from None
                _check_columns(conn, _COLUMNS)
            except (sqlite3.Error, UnicodeDecodeError):
                raise exc from None
            return cls(path, conn, Message("stats.busy_reading"))

    def close(self) -> None:
        self.connection.close()

    def __enter__(self) -> Stats:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # Writing -------------------------------------------------------------------
    def record_deal(self, state: GameState, seats: Sequence[Seat | tuple[str, str]] | None = None, *,
                    side: int | None = None, level: str | None = None, key: str | None = None) -> bool:
        """Store the deal that just ended (call when the state is at "deal over" or
        "match over"). Returns False if that deal was stored already (say, after the
        game was restored from the autosave)."""
        if state.phase not in (DEAL_OVER, MATCH_OVER) or state.last_result is None:
            raise ValueError("record_deal needs a state whose deal has just ended")
        record = GameRecord.from_game(state, seats)
        result = state.last_result
        side = player_side(record) if side is None else side
        level = opponent_level(record, side) if level is None else level
        preset, changes = rules_to_text(state.rules)
        ours = result.sides[side]
        others = [s.total for s in result.sides if s.side != side]
        best_other = max(others) if others else 0
        went_out = result.went_out is not None and state.rules.side_of(result.went_out) == side
        text = record.to_text()
        row = (
            key or match_key(record), result.deal, _now(), preset, json.dumps(changes, sort_keys=True), level, side,
            int(ours.total > best_other), ours.total, best_other, ours.score_after, ours.natural_canastas,
            ours.mixed_canastas, int(went_out), int(went_out and result.concealed), state.deal_start,
            len(record.actions), text, checksum(text),
        )
        with _transaction(self.connection):
            cur = self.connection.execute(
                "INSERT OR IGNORE INTO deals (match_key, deal, played_at, preset, rules, level, side, won, score,"
                " best_other, running, natural_canastas, mixed_canastas, went_out, concealed, first_action,"
                " actions, record, checksum) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
        return cur.rowcount == 1

    def record_match(self, state: GameState, seats: Sequence[Seat | tuple[str, str]] | None = None, *,
                     side: int | None = None, level: str | None = None, given_up: bool = False,
                     key: str | None = None) -> bool:
        """Store a match that is over, or that the player gave up (``given_up``: it
        counts as lost). Returns False if it was stored already."""
        if not given_up and state.phase != MATCH_OVER:
            raise ValueError("record_match needs a finished match, or given_up=True")
        record = GameRecord.from_game(state, seats)
        side = player_side(record) if side is None else side
        level = opponent_level(record, side) if level is None else level
        preset, changes = rules_to_text(state.rules)
        # a match given up (by this side or another) ends without a last score sheet
        # naming a winner: the engine's match_winner says who won it
        won = not given_up and state.phase == MATCH_OVER and state.match_winner == side
        others = [score for i, score in enumerate(state.scores) if i != side]
        text = record.to_text()
        settled = settle_chips(state.rules, state.match_winner if state.phase == MATCH_OVER else None, state.stake)
        row = (
            key or match_key(record), _now(), preset, json.dumps(changes, sort_keys=True), level, side, int(won),
            int(given_up), len(state.results), state.scores[side], max(others) if others else 0, text,
            checksum(text), settled[side],
        )
        with _transaction(self.connection):
            cur = self.connection.execute(
                "INSERT OR IGNORE INTO matches (match_key, finished_at, preset, rules, level, side, won, given_up,"
                " deals, score, best_other, record, checksum, chips)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
            if cur.rowcount == 1:  # paid once, with the match row; a second copy pays nothing
                for seat_no, seat in enumerate(record.seats):
                    self.connection.execute(
                        "INSERT INTO chips (player, kind, balance, matches) VALUES (?, ?, ?, 1)"
                        " ON CONFLICT (player, kind) DO UPDATE SET balance = balance + excluded.balance,"
                        " matches = matches + 1",
                        (seat.name, seat.kind, settled[state.rules.side_of(seat_no)]))
        return cur.rowcount == 1

    def chip_balances(self) -> list[ChipBalance]:
        """Every player's chips, the people first, then by name."""
        rows = self.connection.execute(
            "SELECT player, kind, balance, matches FROM chips"
            " ORDER BY kind != 'human', player COLLATE NOCASE, kind").fetchall()
        # a row an edit made unreadable (text for a number) is left out, not shown wrong
        return [ChipBalance(_text(r["player"]), _text(r["kind"]), balance, played) for r in rows
                if (balance := _whole(r["balance"])) is not None and (played := _whole(r["matches"])) is not None]

    # Reading -------------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """Everything the statistics page shows::

            matches_played, matches_won, matches_given_up, deals_played, deals_won,
            canastas, natural_canastas, mixed_canastas, went_out, concealed,
            highest_deal (None before the first deal), average_score (float or None),
            by_preset / by_level: {name: {matches_played, matches_won, deals_played, deals_won}},
            by_preset_level: {preset: {level: {...the same four...}}},
            chips: [(name, balance)] of the people who played (seed 003)
        """
        c = self.connection
        n = _num
        m = c.execute(f"SELECT COUNT(*) AS played, CAST(TOTAL({n('won')}) AS INTEGER) AS won,"
                      f" CAST(TOTAL({n('given_up')}) AS INTEGER) AS given_up FROM matches").fetchone()
        d = c.execute(
            f"SELECT COUNT(*) AS played, CAST(TOTAL({n('won')}) AS INTEGER) AS won,"
            f" CAST(TOTAL({n('natural_canastas')}) AS INTEGER) AS nat,"
            f" CAST(TOTAL({n('mixed_canastas')}) AS INTEGER) AS mixed,"
            f" CAST(TOTAL({n('went_out')}) AS INTEGER) AS went_out,"
            f" CAST(TOTAL({n('concealed')}) AS INTEGER) AS concealed, MAX({n('score')}) AS best,"
            f" AVG({n('score')}) AS average FROM deals"
        ).fetchone()
        groups = (
            "SELECT {cols}, CAST(TOTAL(mp) AS INTEGER) AS matches_played, CAST(TOTAL(mw) AS INTEGER) AS matches_won,"
            " CAST(TOTAL(dp) AS INTEGER) AS deals_played, CAST(TOTAL(dw) AS INTEGER) AS deals_won FROM ("
            f" SELECT preset, level, COUNT(*) AS mp, TOTAL({n('won')}) AS mw, 0 AS dp, 0 AS dw FROM matches"
            " GROUP BY preset, level"
            " UNION ALL"
            f" SELECT preset, level, 0, 0, COUNT(*), TOTAL({n('won')}) FROM deals GROUP BY preset, level"
            ") GROUP BY {cols} ORDER BY {cols}"
        )
        by_preset = _dict_of(c.execute(groups.format(cols="preset")).fetchall(), "preset")
        by_level = _dict_of(c.execute(groups.format(cols="level")).fetchall(), "level")
        by_both: dict[str, dict[str, dict[str, int]]] = {}
        for row in c.execute(groups.format(cols="preset, level")).fetchall():
            by_both.setdefault(_text(row["preset"]), {})[_text(row["level"])] = {
                k: _whole(row[k]) or 0 for k in ("matches_played", "matches_won", "deals_played", "deals_won")}
        return {
            "matches_played": int(m["played"]), "matches_won": int(m["won"]), "matches_given_up": int(m["given_up"]),
            "deals_played": int(d["played"]), "deals_won": int(d["won"]),
            "canastas": int(d["nat"]) + int(d["mixed"]), "natural_canastas": int(d["nat"]),
            "mixed_canastas": int(d["mixed"]), "went_out": int(d["went_out"]), "concealed": int(d["concealed"]),
            "highest_deal": _whole(d["best"]),
            "average_score": None if not isinstance(d["average"], float) else float(d["average"]),
            "by_preset": by_preset, "by_level": by_level, "by_preset_level": by_both,
            "chips": [(b.player, b.balance) for b in self.chip_balances() if b.kind == "human"],
        }

    def score_history(self, n: int = 50) -> list[ScorePoint]:
        """The last ``n`` deals, oldest first, for a chart."""
        rows = self.connection.execute(
            "SELECT id, match_key, deal, played_at, score, best_other, running, won FROM deals"
            " ORDER BY id DESC LIMIT ?", (max(0, n),)).fetchall()
        out = []
        for r in reversed(rows):  # a row an edit made unreadable is left out of the chart
            numbers = [_whole(r[k]) for k in ("id", "deal", "score", "best_other", "running")]
            if any(v is None for v in numbers) or r["won"] not in (0, 1):
                continue
            deal_id, deal, score, best_other, running = (int(v or 0) for v in numbers)
            out.append(ScorePoint(deal_id, _text(r["match_key"]), deal, _text(r["played_at"]), score, best_other,
                                  running, bool(r["won"])))
        return out

    def deal_replay(self, deal_id: int) -> DealReplay:
        """A stored deal for the replay screen; ``KeyError`` if there is no such deal,
        ``RecordError`` if its record cannot be read."""
        row = self.connection.execute("SELECT record, first_action, checksum FROM deals WHERE id = ?",
                                      (deal_id,)).fetchone()
        if row is None:
            raise KeyError(deal_id)
        text = row["record"]
        if not isinstance(text, str) or checksum(text) != row["checksum"]:
            raise RecordError(0, "the stored deal does not match its checksum")
        record = parse_record(text)
        record.replay()  # refused here with its line, not half-way through the replay screen
        first = _whole(row["first_action"])
        if first is None or not 0 <= first <= len(record.actions):
            raise RecordError(0, "the stored deal's first action is out of range")
        return DealReplay(deal_id, record, first)

    def integrity(self) -> str:
        """``PRAGMA integrity_check``: "ok" for a sound database."""
        row = self.connection.execute("PRAGMA integrity_check").fetchone()
        return str(row[0]) if row else "no answer"


def unavailable(exc: BaseException) -> Message:
    """Why the statistics cannot be used, in the player's language: SQLite's and the
    system's own texts are English, so the common causes get sentences of ours."""
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return Message("stats.busy")
    if "readonly" in text or "read-only" in text or "permission" in text or "access" in text:
        return Message("stats.read_only")
    if "full" in text or "no space" in text:
        return Message("stats.disk_full")
    return Message("stats.unavailable", {"reason": str(exc)})


class SchemaError(sqlite3.DatabaseError):
    """A statistics database of another version (other tables or columns)."""


_COLUMNS_1 = {
    "deals": ("id", "match_key", "deal", "played_at", "preset", "rules", "level", "side", "won", "score",
              "best_other", "running", "natural_canastas", "mixed_canastas", "went_out", "concealed",
              "first_action", "actions", "record", "checksum"),
    "matches": ("id", "match_key", "finished_at", "preset", "rules", "level", "side", "won", "given_up", "deals",
                "score", "best_other", "record", "checksum"),
}
#: Version 2: the chips a match settled for the recorded side, and each player's balance.
_COLUMNS = {
    **_COLUMNS_1,
    "matches": (*_COLUMNS_1["matches"], "chips"),
    "chips": ("player", "kind", "balance", "matches"),
}


def _check_columns(conn: sqlite3.Connection, expected: dict[str, tuple[str, ...]]) -> None:
    for table, columns in expected.items():
        found = tuple(r[1] for r in conn.execute(f"PRAGMA table_info({table})").fetchall())
        if set(found) != set(columns):
            raise SchemaError(f"table {table} has other columns: {', '.join(found) or 'none'}")


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Version 1 had no chips: add the column (0 for the matches played before) and the
    balances, in one transaction, so that a kill leaves version 1 or version 2, never
    half of each."""
    with _transaction(conn):
        conn.execute("ALTER TABLE matches ADD COLUMN chips INTEGER NOT NULL DEFAULT 0")
        conn.execute("CREATE TABLE chips (player TEXT NOT NULL, kind TEXT NOT NULL, balance INTEGER NOT NULL,"
                     " matches INTEGER NOT NULL, PRIMARY KEY (player, kind))")
        conn.execute("UPDATE meta SET value = '2' WHERE key = 'schema'")


def _check_schema(conn: sqlite3.Connection) -> None:
    """Refuse a database whose schema version or columns are not this version's: the
    statistics screen would fail on it and new deals would go unrecorded. A version-1
    database with version 1's columns is migrated; a new, empty database passes."""
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()}
    if not tables & {"meta", *_COLUMNS}:
        return
    if "meta" not in tables:
        raise SchemaError("no schema version")
    row = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
    if row is not None and row[0] == "1":
        _check_columns(conn, _COLUMNS_1)
        _migrate_1_to_2(conn)
        row = ("2",)
    if row is None or row[0] != str(SCHEMA_VERSION):
        raise SchemaError(f"schema version {row[0] if row else 'missing'}, this program uses {SCHEMA_VERSION}")
    _check_columns(conn, _COLUMNS)


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
