"""The server speaks TLS (``--cert``/``--key``): a client that trusts the certificate
plays over ``wss://``; one that does not is refused at the handshake."""

from __future__ import annotations

import asyncio
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest

from game.net import protocol as p
from game.net.client import NetClient
from game.net.server import GameServer
from tests.net.helpers_net import fast_limits, rule_bots


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command to make a certificate")
def test_a_table_over_tls(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    served = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    served.load_cert_chain(cert, key)
    trusting = ssl.create_default_context(cafile=str(cert))

    async def main() -> None:
        server = GameServer(rule_bots(), limits=fast_limits())
        port = await server.start("127.0.0.1", 0, served)
        try:
            url = f"wss://127.0.0.1:{port}"
            host = NetClient(url, ssl=trusting)
            await host.open()
            await host.create("Ann", "two")
            assert host.told.code in server.tables and host.told.view is not None
            stranger = NetClient(url, ssl=ssl.create_default_context())
            with pytest.raises(ssl.SSLCertVerificationError):
                await stranger.open()
            plain = NetClient(f"ws://127.0.0.1:{port}")
            with pytest.raises(Exception):  # noqa: B017 - a plain connection to a TLS port fails in the handshake
                await plain.open()
            refusal = await host.request(lambda ref: p.Start(ref=ref))  # a request answered over TLS
            assert refusal is not None and refusal.code == "seats_free"
            await host.close()
        finally:
            await server.stop()
    asyncio.run(main())
