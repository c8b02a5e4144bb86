"""Game records: a saved game is its rules, its seed, its seats and its actions.

A record is plain UTF-8 text, one item a line, so that a damaged or edited record can
be refused with the number of the line that is wrong::

    canasta-record 3
    rules classic {"target": 2500}
    seed 12345
    seat 0 human Anna
    seat 1 ai:medium West
    seat 2 ai:medium Bob
    seat 3 ai:hard East
    actions
    draw
    discard ks
    ...
    end 2

The lines, in this order:

``canasta-record VERSION``
    The format and its version (this module writes version 3 and reads 1 to 3;
    version 2 may name a meld by its id: ``add 9h to m3``, ``take to m3``; a record
    older than a preset's change of rules replays with the old values, ``PLAYED_BEFORE``).
``rules PRESET {JSON}``
    The preset the rule set is based on and, as a JSON object on the same line, the
    options that differ from it (``RuleSet.changes()``; ``{}`` for none). A rule set
    whose name is not a preset is written as ``classic`` with its name among the options.
``seed N``
    The whole number the match was dealt from.
``seat I KIND NAME``
    One line per seat, seats in order from 0. ``KIND`` is one word (``human``,
    ``ai:hard``...), ``NAME`` is the rest of the line.
``actions``
    Then one action a line in its text form (``game.engine.actions``), in the order
    they were played, for the whole match.
``end N``
    The number of actions above. A record without it was cut short.

Blank lines and lines starting with ``#`` are ignored everywhere, so a bug report can
carry comments. Loading replays every action through the engine, so a record that
does not follow the rules is refused with the engine's reason; a record is either
loaded whole or refused with a ``RecordError``, never half-loaded.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import Action, Add, Take, TakeBack, parse_action
from .errors import ActionParseError, IllegalAction
from .rules import PRESETS, RulesError, RuleSet
from .state import GameState

MAGIC = "canasta-record"
#: The version written. Version 2 added actions that name a meld by its id
#: (``add 9h to m3``); records of version 1 still load, replay and score as before.
#: Version 3 marks the rule changes of ``PLAYED_BEFORE``.
VERSION = 3
READABLE = (1, 2, 3)
#: Options a preset changed with a record version: (version, preset) -> the values a
#: record of an earlier version was played with. Its rules line lists only what
#: differed from the preset of its day, so these fill in the rest and an old saved
#: game replays as it was played (before version 3, Modern American's three drawn as
#: the stock's last card was laid out, and the discard bans were lifted where they
#: forbade every card in the hand; version 3 also brought ``takeback``).
PLAYED_BEFORE: dict[tuple[int, str], dict[str, Any]] = {
    (3, "modern-american"): {"stock_end_three": "laid", "no_legal_discard": "lift_bans"},
}
SUFFIX = ".canasta"

# Numbers in a record are ASCII digits and short: ``int`` refuses more than 4,300
# digits with a ValueError, and no seed, version or count needs more than these.
_NUMBER = re.compile(r"-?[0-9]{1,30}")
_COUNT = re.compile(r"[0-9]{1,9}")
#: The longest line a record may hold (the rules line with every option changed is
#: well under 2,000 characters); longer lines are refused before they are parsed.
MAX_LINE = 4000
#: The most actions a record holds (a match to the highest target is some ten thousand),
#: and the most lines, comments and blank lines included.
MAX_ACTIONS = 200_000
MAX_LINES = MAX_ACTIONS + 1_000
#: The longest seat name and seat kind.
MAX_SEAT_NAME = 40
MAX_SEAT_KIND = 20


class RecordError(ValueError):
    """A record that cannot be loaded: ``line`` (1-based; 0 for the file as a whole)
    and the ``reason``."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}" if line > 0 else reason)
        self.line = line
        self.reason = reason


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a name for the table and the kind of player."""

    name: str
    kind: str = "human"

    def __post_init__(self) -> None:
        # Printable characters only: a NUL or a control character in a name loads
        # fine and then stops the table when the name is drawn.
        if (not isinstance(self.name, str) or not self.name.strip() or len(self.name) > MAX_SEAT_NAME
                or not self.name.isprintable() or "\u2028" in self.name or "\u2029" in self.name):
            raise ValueError(f"a seat name must be 1 to {MAX_SEAT_NAME} printable characters on one line:"
                             f" {_shorten(self.name)}")
        if self.name != self.name.strip():
            raise ValueError(f"a seat name may not start or end with spaces: {_shorten(self.name)}")
        if (not isinstance(self.kind, str) or not self.kind or len(self.kind) > MAX_SEAT_KIND
                or not self.kind.isprintable() or any(ch.isspace() for ch in self.kind)):
            raise ValueError(f"a seat kind must be one word of at most {MAX_SEAT_KIND} characters:"
                             f" {_shorten(self.kind)}")


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to play a match again, action for action."""

    rules: RuleSet
    seed: int
    seats: tuple[Seat, ...]
    actions: tuple[Action, ...] = ()
    version: int = VERSION
    #: The line of each action in the text the record was read from (empty when the
    #: record was not read from text); used to name the line of an illegal action.
    lines: tuple[int, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if len(self.seats) != self.rules.players:
            raise ValueError(f"{self.rules.players} seats are needed, not {len(self.seats)}")

    @staticmethod
    def from_game(state: GameState, seats: Sequence[Seat | tuple[str, str]] | None = None) -> GameRecord:
        """The record of ``state``. ``seats`` are ``Seat`` values or ``(name, kind)``
        pairs; by default every seat is a human called "Seat N"."""
        if seats is None:
            seat_list = [Seat(f"Seat {i}") for i in range(state.rules.players)]
        else:
            seat_list = [s if isinstance(s, Seat) else Seat(s[0], s[1]) for s in seats]
        return GameRecord(state.rules, state.seed, tuple(seat_list), tuple(state.actions))

    def rules_line(self) -> str:
        name, changes = rules_to_text(self.rules)
        return f"rules {name} {json.dumps(changes, sort_keys=True, separators=(', ', ': '))}"

    def header_lines(self) -> list[str]:
        out = [f"{MAGIC} {self.version}", self.rules_line(), f"seed {self.seed}"]
        out += [f"seat {i} {s.kind} {s.name}" for i, s in enumerate(self.seats)]
        out.append("actions")
        return out

    def to_text(self) -> str:
        lines = self.header_lines()
        lines += [str(a) for a in self.actions]
        lines.append(f"end {len(self.actions)}")
        return "\n".join(lines) + "\n"

    def line_of(self, index: int) -> int:
        """The line of action ``index`` (counted from 0) in the record's text."""
        if index < len(self.lines):
            return self.lines[index]
        return len(self.header_lines()) + index + 1

    def replay(self) -> GameState:
        """Play the record's actions from the deal; the first illegal action is refused
        with a ``RecordError`` naming its line and the engine's reason."""
        state = GameState.new(self.rules, self.seed)
        for i, action in enumerate(self.actions):
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise RecordError(self.line_of(i), f"illegal action {str(action)!r}: {exc.message}") from exc
        return state


def _shorten(value: object, limit: int = 60) -> str:
    """``repr`` of a value from a file, at most ``limit`` characters, so that a message
    about a huge line stays one readable line."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"


def rules_to_text(rules: RuleSet) -> tuple[str, dict[str, Any]]:
    """The preset name and the changed options of ``rules`` as written in a record."""
    changes = rules.changes()
    if rules.name in PRESETS:
        return rules.name, changes
    return "classic", {"name": rules.name, **changes}


def rules_from_text(name: str, changes: dict[str, Any]) -> RuleSet:
    """The rule set a record's ``rules`` line names; ``RulesError`` if it is not one."""
    if name not in PRESETS:
        raise RulesError(f"unknown preset {_shorten(name)}")
    base = PRESETS[name]
    for key, value in changes.items():
        default = getattr(base, key, None)
        if key == "name":
            if not isinstance(value, str) or not value:
                raise RulesError("option name needs a word")
        elif isinstance(default, tuple) and default and isinstance(default[0], tuple):
            width = len(default[0])
            if not isinstance(value, list) or not value or not all(
                    isinstance(row, list) and len(row) == width
                    and all(isinstance(v, int) and not isinstance(v, bool) for v in row) for row in value):
                raise RulesError(f"option {key} needs a list of {width} whole numbers a row")
    try:
        return base.with_options(**changes)
    except RulesError:
        raise
    except (TypeError, ValueError) as exc:
        raise RulesError(str(exc)) from exc


def _meaningful(text: str) -> Iterable[tuple[int, str]]:
    for number, raw in enumerate(text.split("\n"), start=1):
        if len(raw) > MAX_LINE:
            raise RecordError(number, f"the line is too long ({len(raw)} characters; at most {MAX_LINE})")
        line = raw.rstrip("\r").strip()
        if line and not line.startswith("#"):
            yield number, line


def parse_record(text: str) -> GameRecord:
    """Read a record's text; refuses anything malformed with ``RecordError``. The
    actions are read but not played: ``GameRecord.replay`` or ``load_record`` do that."""
    if text.startswith("\ufeff"):
        text = text[1:]
    count = text.count("\n")
    if count > MAX_LINES:  # refused before anything is parsed: memory stays bounded
        raise RecordError(MAX_LINES + 1, f"the record is too long ({count} lines; at most {MAX_LINES})")
    lines = list(_meaningful(text))
    pos = 0
    last = text.count("\n") + 1

    def take(what: str) -> tuple[int, str, str]:
        nonlocal pos
        if pos >= len(lines):
            raise RecordError(last, f"the record is cut short: expected {what}")
        number, line = lines[pos]
        pos += 1
        word, _, rest = line.partition(" ")
        return number, word, rest.strip()

    # Header
    number, word, rest = take(f"'{MAGIC} {VERSION}'")
    if word != MAGIC:
        raise RecordError(number, f"not a Canasta game record: the first line must be '{MAGIC} {VERSION}'")
    if not _COUNT.fullmatch(rest):
        raise RecordError(number, f"bad header: the version must be a number, not {_shorten(rest)}")
    version = int(rest)
    if version > VERSION:
        raise RecordError(number, f"the record was made by a newer version of Canasta (record version {version});"
                                  f" this version reads version {VERSION}")
    if version not in READABLE:
        raise RecordError(number, f"unknown record version {version}: this program reads versions"
                                  f" {', '.join(str(v) for v in READABLE)}")

    # Rules
    number, word, rest = take("the rules line")
    if word != "rules":
        raise RecordError(number, f"expected 'rules PRESET {{options}}', found {_shorten(word)}")
    name, _, options_text = rest.partition(" ")
    options_text = options_text.strip() or "{}"
    try:
        changes = json.loads(options_text)
    except json.JSONDecodeError as exc:
        raise RecordError(number, f"the rule options are not valid JSON: {exc.msg}") from exc
    except RecursionError as exc:
        raise RecordError(number, "the rule options are nested too deeply") from exc
    except ValueError as exc:  # a number of more than 4,300 digits
        raise RecordError(number, f"the rule options are not valid JSON: {exc}") from exc
    if not isinstance(changes, dict):
        raise RecordError(number, "the rule options must be a JSON object")
    for (since, preset), values in PLAYED_BEFORE.items():
        if version < since and name == preset:
            changes = {**values, **changes}
    try:
        rules = rules_from_text(name, changes)
    except RulesError as exc:
        raise RecordError(number, f"bad rules: {exc}") from exc

    # Seed
    number, word, rest = take("the seed line")
    if word != "seed":
        raise RecordError(number, f"expected 'seed N', found {_shorten(word)}")
    if not _NUMBER.fullmatch(rest):
        raise RecordError(number, f"the seed must be a whole number of at most 30 digits, not {_shorten(rest)}")
    seed = int(rest)

    # Seats
    seats: list[Seat] = []
    for i in range(rules.players):
        number, word, rest = take(f"the line of seat {i}")
        if word != "seat":
            raise RecordError(number, f"expected the line of seat {i} (the rules have {rules.players} seats),"
                                      f" found {_shorten(word)}")
        parts = rest.split(None, 2)
        if len(parts) != 3:
            raise RecordError(number, "expected 'seat NUMBER KIND NAME'")
        if parts[0] != str(i):
            raise RecordError(number, f"expected seat {i}, found seat {_shorten(parts[0])}")
        try:
            seats.append(Seat(parts[2], parts[1]))
        except ValueError as exc:
            raise RecordError(number, str(exc)) from exc

    number, word, rest = take("the 'actions' line")
    if word == "seat":
        raise RecordError(number, f"too many seats: the rules have {rules.players}")
    if word != "actions" or rest:
        raise RecordError(number, f"expected 'actions', found {_shorten(lines[pos - 1][1])}")

    # Actions up to the end line
    actions: list[Action] = []
    action_lines: list[int] = []
    while True:
        if pos >= len(lines):
            raise RecordError(last, "the record is cut short: the 'end' line is missing")
        number, line = lines[pos]
        pos += 1
        word, _, rest = line.partition(" ")
        if word == "end":
            if not _COUNT.fullmatch(rest.strip()):
                raise RecordError(number, f"bad end line: expected 'end {len(actions)}'")
            if int(rest) != len(actions):
                raise RecordError(number, f"the record says {int(rest)} actions but holds {len(actions)}")
            break
        try:
            action = parse_action(line)
        except ActionParseError as exc:
            raise RecordError(number, f"unreadable action {_shorten(line)}: {exc}") from exc
        if version < 2 and isinstance(action, (Add, Take)) and action.meld is not None:
            raise RecordError(number, f"the action {_shorten(line)} names a meld by its id, which record version 1"
                                      " does not have")
        if version < 3 and isinstance(action, TakeBack):
            raise RecordError(number, f"the action {_shorten(line)} takes a melded card back, which record version"
                                      f" {version} does not have")
        actions.append(action)
        action_lines.append(number)
    if pos < len(lines):
        raise RecordError(lines[pos][0], "text after the 'end' line")
    return GameRecord(rules, seed, tuple(seats), tuple(actions), version, tuple(action_lines))


#: The largest record file read: a long match is a few dozen kilobytes, a match to the
#: highest target (100,000) a few hundred; a file larger than this is refused before
#: it is read.
MAX_RECORD_BYTES = 2 * 1024 * 1024


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. A FIFO, a device
    (``/dev/zero``) or a folder is refused without blocking or reading on, and so is a
    larger file: ``OSError`` with a reason either way."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        if info.st_size > limit:
            raise OSError(errno.EFBIG, f"the file is too large ({info.st_size} bytes; at most {limit})")
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                raise OSError(errno.EFBIG, f"the file is too large (over {limit} bytes)")
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read and parse a record file (not yet replayed)."""
    try:
        data = read_regular(path, MAX_RECORD_BYTES)
    except OSError as exc:
        raise RecordError(0, f"cannot read {os.fspath(path)}: {exc.strerror or exc}") from exc
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise RecordError(line, "the record is not UTF-8 text") from exc
    return parse_record(text)


def load_record(path: str | os.PathLike[str]) -> tuple[GameRecord, GameState]:
    """Read a record and replay it: the record and the game it leads to."""
    record = read_record(path)
    return record, record.replay()


def save_record(path: str | os.PathLike[str], record: GameRecord) -> None:
    """Write ``record`` atomically: a temporary file in the same folder, flushed to
    the disk, then renamed over ``path``. A crash leaves the old file or the new one."""
    atomic_write(Path(path), record.to_text().encode("utf-8"))


def atomic_write(path: Path, data: bytes, mode: int | None = None) -> None:
    """Replace ``path`` with ``data`` atomically (temp file, flush, fsync, os.replace);
    ``mode`` sets the file's permissions. Saves, settings and statistics use it too."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        if mode is not None:
            os.chmod(temp, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    sync_folder(folder)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable where the system allows it (not on Windows)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)
