"""The autosave, and exporting and importing game records.

The autosave is the engine's game record (``game.engine.record``: rules, seed, seats
and every action) of the match in progress, rewritten atomically after every action
(``autosave``): a temporary file in the data folder, flushed and synced, then renamed
over ``autosave.canasta``. Killing the program at any moment leaves the previous
save or the new one, so at most the action in progress is lost.

``load_autosave`` never raises: it returns the game, or "nothing saved", or a
player-facing message for a file that is empty, cut short, damaged or not a game of
this program. Such a file is kept, moved aside as ``autosave.damaged-<time>.canasta``
(never overwritten, never deleted), and the program starts normally.

``export_record`` and ``import_record`` write and read a record at a path the player
chose; an imported file that cannot be read is reported and left untouched.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from game.engine import GameState
from game.engine.record import (
    MAGIC,
    MAX_RECORD_BYTES,
    READABLE,
    GameRecord,
    RecordError,
    Seat,
    parse_record,
    read_regular,
)

from . import files, paths
from .folders import shown
from .i18n import Message

__all__ = [
    "LoadResult", "LoadStatus", "SaveError", "Seat", "autosave", "clear_autosave", "export_record",
    "has_autosave", "import_record", "load_autosave",
]


class LoadStatus(Enum):
    LOADED = "loaded"
    NONE = "none"  # nothing saved
    EMPTY = "empty"
    FOREIGN = "foreign"  # not a record of this program (or of a version it cannot read)
    NEWER = "newer"  # a record of a newer version of this program
    TRUNCATED = "truncated"
    DAMAGED = "damaged"  # a record that breaks at a line (unreadable, or against the rules)
    UNREADABLE = "unreadable"  # the file system refused


@dataclass(frozen=True)
class LoadResult:
    """What loading a game found. ``ok`` means ``record`` and ``state`` are set.

    ``message`` is for the player (``None`` when there is nothing to say); ``detail``
    is the technical reason for a log or a bug report; ``kept_as`` is where a damaged
    autosave was moved."""

    status: LoadStatus
    record: GameRecord | None = None
    state: GameState | None = None
    message: Message | None = None
    detail: str = ""
    kept_as: Path | None = None
    line: int = 0

    @property
    def ok(self) -> bool:
        return self.status is LoadStatus.LOADED

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.record.seats if self.record is not None else ()


class SaveError(Exception):
    """A game that could not be written; ``message`` is for the player."""

    def __init__(self, message: Message, detail: str) -> None:
        super().__init__(detail)
        self.message = message
        self.detail = detail


SeatsLike = Sequence[Seat | tuple[str, str]]
#: The longest file name the usual file systems take, in bytes of its encoding (not
#: characters: a Chinese character is three of them, an emoji four).
MAX_NAME_BYTES = 255


# ---------------------------------------------------------------------- reading
def _classify(data: bytes) -> LoadStatus:
    """Why a record that failed to load could not be read, in the player's terms."""
    if not data.strip(b" \t\r\n\x00"):
        return LoadStatus.EMPTY
    try:
        text = data.decode("utf-8").lstrip("\ufeff")
    except UnicodeDecodeError:
        return LoadStatus.FOREIGN
    meaningful = [s for s in (ln.strip() for ln in text.split("\n")) if s and not s.startswith("#")]
    head = meaningful[0].split() if meaningful else []
    if len(head) == 2 and head[0] == MAGIC and head[1].isascii() and head[1].isdigit() and int(head[1]) > max(READABLE):
        return LoadStatus.NEWER
    if head not in ([MAGIC, str(v)] for v in READABLE):
        return LoadStatus.FOREIGN  # another program's file, or a version this one cannot read
    if not any(line == "end" or line.startswith("end ") for line in meaningful):
        return LoadStatus.TRUNCATED
    return LoadStatus.DAMAGED


def read_game(path: Path) -> LoadResult:
    """Read and replay the record at ``path``. Never raises; moves nothing."""
    try:
        data = read_regular(path, MAX_RECORD_BYTES)
    except FileNotFoundError:
        return LoadResult(LoadStatus.NONE)
    except OSError as exc:
        return LoadResult(LoadStatus.UNREADABLE, detail=f"{path}: {exc.strerror or exc}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return LoadResult(_classify(data), detail=f"{path}: not UTF-8 text")
    try:
        record = parse_record(text)
        state = record.replay()
    except RecordError as exc:
        return LoadResult(_classify(data), detail=f"{path}: {exc}", line=exc.line)
    except Exception as exc:  # an engine failure must not stop the program starting
        return LoadResult(LoadStatus.DAMAGED, detail=f"{path}: {type(exc).__name__}: {exc}")
    return LoadResult(LoadStatus.LOADED, record, state)


_AUTOSAVE_MESSAGES = {
    LoadStatus.EMPTY: "save.empty",
    LoadStatus.FOREIGN: "save.foreign",
    LoadStatus.NEWER: "save.newer",
    LoadStatus.UNREADABLE: "save.unreadable",
    LoadStatus.TRUNCATED: "save.truncated",
    LoadStatus.DAMAGED: "save.damaged",
}


def load_autosave(folder: Path | None = None) -> LoadResult:
    """The game in progress from the last run of the program, if any.

    ``status`` is LOADED (with ``record``, ``state`` and a "restored" message), NONE
    (nothing saved: start as usual) or why the autosave could not be used; then the
    file has been moved aside (``kept_as``) and ``message`` says so to the player."""
    path = paths.autosave_path(folder)
    files.remove_stale_temps(path)
    result = read_game(path)
    if result.status is LoadStatus.LOADED:
        return LoadResult(LoadStatus.LOADED, result.record, result.state, Message("save.restored"))
    if result.status is LoadStatus.NONE:
        return result
    try:
        # A file we may not read is not damaged: it is kept under a name that says so.
        kept = files.keep_damaged(path, label="unreadable" if result.status is LoadStatus.UNREADABLE else "damaged")
    except OSError as exc:
        return LoadResult(result.status, message=Message("save.not_moved", {"file": shown(path)}),
                          detail=f"{result.detail}; not moved: {exc}", line=result.line)
    msgid = _AUTOSAVE_MESSAGES.get(result.status, "save.unusable")
    if result.status is LoadStatus.DAMAGED and result.line <= 0:
        msgid = "save.unusable"
    params: dict[str, object] = {"file": shown(kept.name), "line": result.line,
                                 "reason": result.detail.split(": ", 1)[-1]}
    return LoadResult(result.status, message=Message(msgid, params), detail=result.detail, kept_as=kept,
                      line=result.line)


def has_autosave(folder: Path | None = None) -> bool:
    return paths.autosave_path(folder).exists()


# ---------------------------------------------------------------------- writing
def _record(game: GameState | GameRecord, seats: SeatsLike | None) -> GameRecord:
    if isinstance(game, GameRecord):
        return game
    return GameRecord.from_game(game, seats)


def autosave(game: GameState | GameRecord, seats: SeatsLike | None = None, folder: Path | None = None) -> Path:
    """Save the match in progress; call after every action. ``seats`` are ``Seat``
    values or ``(name, kind)`` pairs (``kind``: ``human``, ``ai:easy``...).

    Raises ``SaveError`` (with a message for the player) if the disk refuses; the
    game itself can go on."""
    path = paths.autosave_path(folder)
    data = _record(game, seats).to_text().encode("utf-8")
    try:
        files.atomic_write(path, data)
    except OSError as exc:
        raise SaveError(Message("save.autosave_failed", {"reason": exc.strerror or str(exc)}), str(exc)) from exc
    return path


def clear_autosave(folder: Path | None = None) -> bool:
    """Remove the autosave of a match that was finished or abandoned by the player
    (a damaged autosave is never removed: ``load_autosave`` moves it aside)."""
    try:
        os.unlink(paths.autosave_path(folder))
    except FileNotFoundError:
        return False
    return True


def export_record(game: GameState | GameRecord, path: str | os.PathLike[str],
                  seats: SeatsLike | None = None) -> Message:
    """Write the game's record to a new file at a path the player chose (``~`` is the
    home folder). An existing file is never overwritten and no folder is made: both
    are refused with a message. Returns the message to show; raises ``SaveError``."""
    target = Path(path).expanduser()
    data = _record(game, seats).to_text().encode("utf-8")
    if len(os.fsencode(target.name)) > MAX_NAME_BYTES:  # 96 Chinese characters are 288 bytes
        raise SaveError(Message("save.export_name_long", {"most": MAX_NAME_BYTES}), f"{target.name!r}: too long")
    try:
        taken = target.exists() or target.is_symlink()
    except OSError as exc:  # a path the system refuses to look at (too long, a loop)
        raise SaveError(Message("save.export_failed", {"file": shown(target), "reason": exc.strerror or str(exc)}),
                        str(exc)) from exc
    if taken:
        raise SaveError(Message("save.export_exists", {"file": shown(target)}), f"{target}: exists")
    if not target.parent.is_dir():
        raise SaveError(Message("save.export_no_folder", {"folder": shown(target.parent)}),
                        f"{target.parent}: no such folder")
    try:
        files.write_new(target, data)
    except FileExistsError as exc:
        raise SaveError(Message("save.export_exists", {"file": shown(target)}), str(exc)) from exc
    except OSError as exc:
        raise SaveError(Message("save.export_failed", {"file": shown(target), "reason": exc.strerror or str(exc)}),
                        str(exc)) from exc
    return Message("save.exported", {"file": shown(target)})


_IMPORT_MESSAGES = {
    LoadStatus.NONE: "save.import_unreadable",
    LoadStatus.UNREADABLE: "save.import_unreadable",
    LoadStatus.EMPTY: "save.import_empty",
    LoadStatus.FOREIGN: "save.import_foreign",
    LoadStatus.NEWER: "save.import_newer",
    LoadStatus.TRUNCATED: "save.import_truncated",
    LoadStatus.DAMAGED: "save.import_damaged",
}


def import_record(path: str | os.PathLike[str]) -> LoadResult:
    """Read a record the player chose. The file is never changed or moved; if it
    cannot be used, ``message`` says why."""
    source = Path(path).expanduser()
    result = read_game(source)
    if result.status is LoadStatus.LOADED:
        return LoadResult(LoadStatus.LOADED, result.record, result.state, Message("save.imported",
                                                                                  {"file": shown(source.name)}))
    reason = result.detail.split(": ", 1)[-1] if result.detail else "not found"
    if result.status is LoadStatus.NONE:
        reason = os.strerror(2)
    msgid = _IMPORT_MESSAGES[result.status]
    if result.status is LoadStatus.DAMAGED and result.line <= 0:
        msgid = "save.import_unusable"
    message = Message(msgid, {"file": shown(source.name), "line": result.line, "reason": reason})
    status = LoadStatus.UNREADABLE if result.status is LoadStatus.NONE else result.status
    return LoadResult(status, message=message, detail=result.detail or f"{source}: not found", line=result.line)
