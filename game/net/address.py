"""The one-line join address a host copies and sends: ``canasta://HOST:PORT/CODE``.

``canastas://`` is the same over TLS. Reading one gives the server's WebSocket URL and
the table code, or a ``ValueError`` that says what is wrong with it, so a pasted line
with a typo is refused in words rather than tried.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from game.net.codes import normal_code

SCHEMES = {"canasta": "ws", "canastas": "wss"}
DEFAULT_PORT = 8765


def join_address(host: str, port: int, code: str, *, tls: bool = False) -> str:
    """The line to send a guest. An IPv6 address is put in brackets."""
    shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
    return f"{'canastas' if tls else 'canasta'}://{shown}:{port}/{code}"


def read_join_address(text: str) -> tuple[str, str]:
    """The server's URL and the table code of a pasted join address."""
    line = text.strip()
    try:
        parts = urlsplit(line)
        port = parts.port
    except ValueError as exc:
        raise ValueError(f"not a join address: {exc}") from None
    scheme = SCHEMES.get(parts.scheme.lower())
    if scheme is None:
        raise ValueError("a join address starts with canasta:// (or canastas://)")
    if not parts.hostname:
        raise ValueError("the join address names no server")
    code = normal_code(parts.path.strip("/"))
    if code is None:
        raise ValueError("the join address holds no table code of six letters and digits")
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{scheme}://{host}:{port or DEFAULT_PORT}", code
