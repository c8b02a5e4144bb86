"""Tables on the local network, found without typing (zeroconf / mDNS).

A host's game announces its table as a service of type ``_canasta._tcp.local.``: its
address and port, and in the service's properties the table code, the rule set's name,
the free seats and the protocol's version. ``LanTables`` browses for them and keeps the
list current as tables appear, fill up and go. Nothing in an announcement is trusted
beyond showing it: a guest still joins through the server, which checks everything.
Both classes block briefly (zeroconf's own threads do the work): call them from a
thread without a running asyncio loop, such as the window's.
"""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf

from game.net.codes import normal_code
from game.net.protocol import MAX_NAME, PROTOCOL_VERSION

SERVICE = "_canasta._tcp.local."


@dataclass(frozen=True)
class LanTable:
    """A table announced on the local network."""

    name: str
    host: str
    port: int
    code: str
    rules: str
    free: int
    version: int

    @property
    def url(self) -> str:
        return f"ws://{self.host}:{self.port}"


def _clean(name: str) -> str:
    return "".join(ch for ch in name if ch.isprintable() and ch not in ".\\")[:MAX_NAME] or "Canasta"


class Announcement:
    """One table announced while the host plays it (``update`` as seats fill, ``close`` at the end)."""

    def __init__(self, name: str, address: str, port: int, code: str, rules: str, free: int,
                 *, interfaces: list[str] | None = None) -> None:
        self._zc = Zeroconf(interfaces=interfaces or [address], ip_version=IPVersion.V4Only)
        self._info = self._make(name, address, port, code, rules, free)
        self._zc.register_service(self._info, allow_name_change=True)

    @staticmethod
    def _make(name: str, address: str, port: int, code: str, rules: str, free: int) -> ServiceInfo:
        return ServiceInfo(SERVICE, f"{_clean(name)} {code}.{SERVICE}", addresses=[socket.inet_aton(address)],
                           port=port, server=f"canasta-{code.lower()}.local.",
                           properties={"code": code, "rules": rules[:40], "free": str(free),
                                                  "v": str(PROTOCOL_VERSION)})

    def update(self, free: int) -> None:
        props = {k.decode(): (v or b"").decode() for k, v in self._info.properties.items()}
        addresses = self._info.addresses
        name = self._info.name[: -len(SERVICE) - 1].rsplit(" ", 1)[0]
        self._info = self._make(name, socket.inet_ntoa(addresses[0]), self._info.port or 0, props["code"],
                                props["rules"], free)
        self._zc.update_service(self._info)

    def close(self) -> None:
        self._zc.unregister_service(self._info)
        self._zc.close()


class LanTables(ServiceListener):
    """The tables announced on the local network, kept current in the background."""

    def __init__(self, *, interfaces: list[str] | None = None) -> None:
        self._zc = Zeroconf(interfaces=interfaces or ["0.0.0.0"], ip_version=IPVersion.V4Only)
        self._lock = threading.Lock()
        self._found: dict[str, LanTable] = {}
        self._browser = ServiceBrowser(self._zc, SERVICE, self)

    def tables(self) -> list[LanTable]:
        """The tables found so far, of this protocol version and with a free seat, by name."""
        with self._lock:
            return sorted((t for t in self._found.values() if t.version == PROTOCOL_VERSION and t.free > 0),
                          key=lambda t: (t.name, t.code))

    def _read(self, zc: Zeroconf, type_: str, name: str) -> None:
        info = zc.get_service_info(type_, name, timeout=2000)
        table = _table_of(name, info) if info is not None else None
        with self._lock:
            if table is None:
                self._found.pop(name, None)
            else:
                self._found[name] = table

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._read(zc, type_, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._read(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        with self._lock:
            self._found.pop(name, None)

    def close(self) -> None:
        self._browser.cancel()
        self._zc.close()


def _table_of(name: str, info: ServiceInfo) -> LanTable | None:
    """An announcement read defensively: anything malformed is no table."""
    try:
        props = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
        code = normal_code(props.get("code", ""))
        addresses = info.parsed_addresses(IPVersion.V4Only)
        if code is None or not addresses or not info.port:
            return None
        shown = name[: -len(SERVICE) - 1] if name.endswith("." + SERVICE) else name
        return LanTable(name=_clean(shown.rsplit(" ", 1)[0]), host=addresses[0], port=int(info.port), code=code,
                        rules=props.get("rules", "")[:40], free=int(props.get("free", "0")),
                        version=int(props.get("v", "0")))
    except (ValueError, UnicodeDecodeError):
        return None
