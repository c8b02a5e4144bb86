"""Every message of network play, as one typed schema (``docs/protocol.md``).

Each message is a msgspec ``Struct`` tagged by its ``type`` field; a client's messages
form one tagged union and the server's another, so a message is read in one step into
exactly one of them or refused. A message longer than ``MAX_MESSAGE`` bytes, not JSON,
of an unknown type or with a field of the wrong type is a ``ProtocolError``: the server
answers that client with an ``Error`` and changes nothing. The messages that open a
connection carry the protocol's ``version``; a client of another version is told so in
words, instead of failing later on a message it cannot read.

The server numbers every message it sends to a seat (``seq``, from 1 after ``Joined``):
a client ignores a number it has seen (a duplicate) and asks for a ``Resync`` when one
is missing. A client numbers its requests (``ref``): the server answers each once and
ignores a request whose number it has already answered.
"""

from __future__ import annotations

from typing import Any

import msgspec

#: The protocol's version: a client and a server play together only with the same one.
PROTOCOL_VERSION = 1

#: The longest message the server reads from a client, in bytes (a move is about 200).
MAX_MESSAGE = 16 * 1024

#: The longest message a client reads from the server (a view with its events is ~20 KB).
MAX_SERVER_MESSAGE = 4 * 1024 * 1024

#: Most actions in one move (a drop is a handful; a whole hand melded at once stays under it).
MAX_ACTIONS = 64

#: The largest number a client may send (a request's number, a seat): exact in any JSON reader.
MAX_NUMBER = 2**53 - 1

#: Longest player name, and longest text field of any other kind.
MAX_NAME = 24
MAX_TEXT = 200

Option = str | int | float | bool | list[list[int]]


class ProtocolError(ValueError):
    """A message that is not one of the protocol's: refused, nothing changes."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True):
    pass


# ---------------------------------------------------------------------- client to server
class SeatSpec(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A seat as the host sets it up: for a person (``level`` empty) or a computer."""

    level: str = ""
    name: str = ""


class Create(_Message, tag="create"):
    """Open a new table with these rules and seats; the sender sits at ``seat``."""

    version: int
    name: str
    preset: str = "classic"
    options: dict[str, Option] = {}
    seats: list[SeatSpec] = []
    seat: int = 0
    away_after: float | None = 60.0


class Join(_Message, tag="join"):
    """Sit down at a free person's seat of table ``code`` (``seat`` -1: the first free one)."""

    version: int
    code: str
    name: str
    seat: int = -1


class Rejoin(_Message, tag="rejoin"):
    """Come back to one's seat with its secret token (after a drop or a restart)."""

    version: int
    code: str
    token: str


class Look(_Message, tag="look"):
    """What table ``code`` plays and which seats are free, before sitting down."""

    version: int
    code: str


class Start(_Message, tag="start"):
    """The host deals (every person's seat taken); ``fill`` gives free seats to computers of that level."""

    ref: int
    fill: str = ""


class Move(_Message, tag="move"):
    """The seat's move: these actions (in the engine's text form), all of them or none."""

    ref: int
    actions: list[str]


class NextDeal(_Message, tag="next_deal"):
    ref: int


class OfferDouble(_Message, tag="offer_double"):
    ref: int


class AnswerDouble(_Message, tag="answer_double"):
    ref: int
    accept: bool


class GiveUp(_Message, tag="give_up"):
    ref: int


class Reissue(_Message, tag="reissue"):
    """The host gives ``seat`` a new token (to hand a stuck seat to another person)."""

    ref: int
    seat: int


class Resync(_Message, tag="resync"):
    """Send the whole state again (the client saw a gap in the numbers)."""


class Ping(_Message, tag="ping"):
    n: int = 0


ClientMessage = Create | Join | Rejoin | Look | Start | Move | NextDeal | OfferDouble | AnswerDouble | GiveUp \
    | Reissue | Resync | Ping


# ---------------------------------------------------------------------- server to client
class Joined(_Message, tag="joined"):
    """You sit at ``seat`` of table ``code``; keep ``token`` to come back. Starts the
    numbering; the seat's requests go on above ``ref`` (the last one answered)."""

    seq: int
    code: str
    seat: int
    token: str
    host: bool
    ref: int = 0


class TableInfo(_Message, tag="table"):
    """A table seen from outside (``Look``): its rules and who sits where."""

    seq: int
    code: str
    rules: Any
    names: list[str]
    free: list[int]
    started: bool


class State(_Message, tag="state"):
    """What the seat may know now. ``events`` continue from event ``first_event``
    (0 and ``full``: they replace all the client holds)."""

    seq: int
    full: bool
    version: int
    started: bool
    rules: Any
    view: Any
    first_event: int
    events: list[Any]
    names: list[str]
    people: list[bool]
    free: list[int]
    away: list[float | None]
    outcome: Any
    openings: Any
    revealed: Any
    thinking: int | None
    my_turn: bool
    wait_refusal: Any
    can_double: bool
    double_answerer: int | None
    can_give_up: bool


class Reply(_Message, tag="reply"):
    """The answer to request ``ref``: the engine's refusal, or None (applied)."""

    seq: int
    ref: int
    refusal: Any = None
    token: str = ""


class Error(_Message, tag="error"):
    """A message was refused (malformed, too long, out of turn, too many): nothing changed."""

    seq: int
    code: str
    message: str


class Notice(_Message, tag="notice"):
    """Something the player should be told: the server is stopping, the seat was handed on."""

    seq: int
    code: str
    message: str


class Pong(_Message, tag="pong"):
    seq: int
    n: int


ServerMessage = Joined | TableInfo | State | Reply | Error | Notice | Pong

_client_decoder = msgspec.json.Decoder(ClientMessage)
_server_decoder = msgspec.json.Decoder(ServerMessage)
_encoder = msgspec.json.Encoder()


def encode(message: msgspec.Struct) -> bytes:
    return _encoder.encode(message)


def decode_client(data: bytes | str) -> ClientMessage:
    """A client's message, checked against the schema and its limits."""
    raw = data.encode() if isinstance(data, str) else data
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("too_long", f"a message may hold at most {MAX_MESSAGE} bytes")
    try:
        message = _client_decoder.decode(raw)
    except msgspec.DecodeError as exc:
        _check_version(raw)  # a newer client's message may not fit our schema: say why
        raise ProtocolError("malformed", str(exc)[:MAX_TEXT]) from None
    if isinstance(message, (Create, Join, Rejoin, Look)) and message.version != PROTOCOL_VERSION:
        raise _version_error(message.version)
    _check_limits(message)
    return message


class _Versioned(msgspec.Struct):
    version: int = PROTOCOL_VERSION


def _check_version(raw: bytes) -> None:
    try:
        version = msgspec.json.decode(raw, type=_Versioned).version
    except msgspec.DecodeError:
        return
    if version != PROTOCOL_VERSION:
        raise _version_error(version)


def _version_error(version: int) -> ProtocolError:
    return ProtocolError("version", f"this server speaks protocol version {PROTOCOL_VERSION}, the client"
                                    f" {version}: update the game on the older side")


def decode_server(data: bytes | str) -> ServerMessage:
    raw = data.encode() if isinstance(data, str) else data
    if len(raw) > MAX_SERVER_MESSAGE:
        raise ProtocolError("too_long", "the server's message is too long")
    try:
        return _server_decoder.decode(raw)
    except msgspec.DecodeError as exc:
        raise ProtocolError("malformed", str(exc)[:MAX_TEXT]) from None


def _check_limits(message: ClientMessage) -> None:
    """The limits a schema type cannot say: lengths, counts and number ranges."""
    texts: list[str] = []
    for name in ("ref", "seat", "n", "version"):
        number = getattr(message, name, 0)
        if not -1 <= number <= MAX_NUMBER:
            raise ProtocolError("out_of_range", f"{name} is a whole number from -1 to {MAX_NUMBER}")
    if isinstance(message, (Create, Join)):
        texts.append(message.name)
        if not message.name.strip() or len(message.name) > MAX_NAME or not message.name.isprintable():
            raise ProtocolError("bad_name", f"a name is 1 to {MAX_NAME} printable characters")
    if isinstance(message, Create):
        if len(message.seats) > 8 or len(message.options) > 100:
            raise ProtocolError("too_many", "too many seats or options")
        texts += [message.preset, *message.options, *(s.level for s in message.seats), *(s.name for s in message.seats)]
        for value in message.options.values():
            if isinstance(value, str):
                texts.append(value)
            elif isinstance(value, list) and (len(value) > 50 or any(len(row) > 20 for row in value)):
                raise ProtocolError("too_many", "an option's table is too long")
    if isinstance(message, Move):
        if not message.actions or len(message.actions) > MAX_ACTIONS:
            raise ProtocolError("too_many", f"a move has 1 to {MAX_ACTIONS} actions")
        texts += message.actions
    if isinstance(message, (Join, Rejoin, Look)):
        texts.append(message.code)
    if isinstance(message, Rejoin):
        texts.append(message.token)
    if isinstance(message, Start):
        texts.append(message.fill)
    if any(len(t) > MAX_TEXT for t in texts):
        raise ProtocolError("too_long", f"a text field holds at most {MAX_TEXT} characters")


__all__ = [
    "MAX_ACTIONS", "MAX_MESSAGE", "PROTOCOL_VERSION", "AnswerDouble", "ClientMessage", "Create", "Error", "GiveUp",
    "Join", "Joined", "Look", "Move", "NextDeal", "Notice", "OfferDouble", "Ping", "Pong", "ProtocolError",
    "Reissue", "Rejoin", "Reply", "Resync", "SeatSpec", "ServerMessage", "Start", "State", "TableInfo",
    "decode_client", "decode_server", "encode",
]
