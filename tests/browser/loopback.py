"""A loopback address of one's own: the server, reached as from a network of its own.

Marquee throttles by client address (sign-ups an hour, failed log ins a day), and every test
of a worker shares one server: a test that signs up or logs in reaches the server through
``own_address`` so that its tries are counted apart from every other test's. One counter for
every module, so no two tests of a worker ever get the same address.

The address is also the device's link to Marquee, which a test can break as a lift or a
tunnel does: ``cut()`` resets every connection, ``silence()`` lets connections open but never
answers, ``slow(seconds)`` holds each new connection that long first, ``restore()`` mends it,
and ``point_to()`` sends new connections to another server (a new deployment at the same
address).
"""

from __future__ import annotations

import itertools
import selectors
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from urllib.parse import urlsplit

import pytest

_address_numbers = itertools.count(1)


class LoopbackAddress:
    """The server, reached from a loopback address of its own (127.77.x.y).

    It listens on that address and passes each connection on to the server from the same
    address, so the server counts sign-ups and failed log ins apart from every other test's.
    """

    def __init__(self, server_url: str) -> None:
        number = next(_address_numbers)
        self.host = f"127.77.{number // 250}.{number % 250 + 1}"
        server = urlsplit(server_url)
        self._server = (server.hostname or "127.0.0.1", server.port or 80)
        self._state = "up"
        self._delay_s = 0.0
        self._listener = socket.create_server((self.host, 0))
        self._listener.settimeout(0.1)
        self.url = f"http://{self.host}:{self._listener.getsockname()[1]}"
        self._stopped = threading.Event()
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()
        self._acceptor = threading.Thread(target=self._accept, daemon=True)
        self._acceptor.start()

    def _accept(self) -> None:
        while not self._stopped.is_set():
            try:
                client, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            if self._state == "cut":
                _reset(client)
            elif self._state == "silent":
                with self._lock:
                    self._open.add(client)  # held open, never answered, closed by restore()
            else:
                threading.Thread(target=self._forward, args=(client,), daemon=True).start()

    def cut(self) -> None:
        """The connection is lost: open connections are reset, new ones are refused at once."""
        self._state = "cut"
        self._drop_open()

    def silence(self) -> None:
        """The connection hangs: new connections open but nothing ever comes back."""
        self._state = "silent"
        self._drop_open()

    def slow(self, seconds: float) -> None:
        """The connection is slow: each new connection reaches the server ``seconds`` late."""
        self._delay_s = seconds
        self._drop_open()

    def restore(self) -> None:
        """The connection is back."""
        self._state = "up"
        self._delay_s = 0.0
        self._drop_open()

    def point_to(self, server_url: str) -> None:
        """New connections go to another server from now on."""
        server = urlsplit(server_url)
        self._server = (server.hostname or "127.0.0.1", server.port or 80)
        self._drop_open()

    def _drop_open(self) -> None:
        with self._lock:
            connections, self._open = self._open, set()
        for connection in connections:
            _reset(connection)

    def _forward(self, client: socket.socket) -> None:
        client.settimeout(None)
        if self._delay_s:
            time.sleep(self._delay_s)
        try:
            upstream = socket.create_connection(self._server, source_address=(self.host, 0))
        except OSError:
            client.close()
            return
        with self._lock:
            self._open |= {client, upstream}
        try:
            with selectors.DefaultSelector() as selector:
                selector.register(client, selectors.EVENT_READ, upstream)
                selector.register(upstream, selectors.EVENT_READ, client)
                while True:
                    for key, _ in selector.select():
                        data = key.fileobj.recv(65536)  # type: ignore[union-attr]
                        if not data:
                            return
                        key.data.sendall(data)
        except OSError:
            pass
        finally:
            with self._lock:
                self._open -= {client, upstream}
            client.close()
            upstream.close()

    def close(self) -> None:
        self._stopped.set()
        self._acceptor.join()
        self._listener.close()
        self._drop_open()


def _reset(connection: socket.socket) -> None:
    """Closes with a TCP reset, as a link that is gone does, rather than an orderly close."""
    try:
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        connection.close()
    except OSError:
        pass


@pytest.fixture
def own_address(base_url: str) -> Iterator[Callable[[], str]]:
    """Base URLs of the server, each reached from a new loopback address: a new person's network."""
    opened: list[LoopbackAddress] = []

    def open_address() -> str:
        opened.append(LoopbackAddress(base_url))
        return opened[-1].url

    yield open_address
    for address in opened:
        address.close()
