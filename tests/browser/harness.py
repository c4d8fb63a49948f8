"""Shared pieces of the browser test harness: the server process, viewports, artifacts.

Environment:
    MARQUEE_BIN  server binary (default: <repo>/.build/debug/marquee)
    CHROMIUM     browser executable (default: /usr/bin/chromium)
"""

from __future__ import annotations

import contextlib
import os
import re
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS_DIR = REPO_ROOT / "test-artifacts" / "browser"
MARQUEE_BIN = Path(os.environ.get("MARQUEE_BIN", REPO_ROOT / ".build" / "debug" / "marquee"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

STARTUP_TIMEOUT_S = 30
# Without these the server falls back to its embedded offline catalog.
TMDB_ENV_VARS = ("TMDB_API_KEY", "TMDB_READ_ACCESS_TOKEN")


@dataclass(frozen=True)
class Viewport:
    width: int
    height: int

    @property
    def orientation(self) -> str:
        return "portrait" if self.height >= self.width else "landscape"

    @property
    def id(self) -> str:
        return f"{self.width}x{self.height}-{self.orientation}"


VIEWPORTS = [
    Viewport(375, 667),  # phone
    Viewport(667, 375),
    Viewport(430, 932),  # large phone
    Viewport(932, 430),
    Viewport(820, 1180),  # tablet
    Viewport(1180, 820),
]


def artifact_path(stem: str, suffix: str = ".png", *, subdirectory: str = "") -> Path:
    """A path under <repo>/test-artifacts/browser[/subdirectory]; ``stem`` may be a pytest node id."""
    directory = ARTIFACTS_DIR / subdirectory
    directory.mkdir(parents=True, exist_ok=True)
    return directory / (re.sub(r"[^\w.-]+", "-", stem).strip("-") + suffix)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _is_healthy(base_url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{base_url}/healthz", timeout=1) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


@contextlib.contextmanager
def running_server(workdir: Path, env: Mapping[str, str] | None = None) -> Iterator[str]:
    """Run ``marquee serve`` with a fresh database in ``workdir``; yield its base URL.

    ``env`` adds environment variables, e.g. ``StubTMDB.environment`` to go live against a stub.
    """
    if not MARQUEE_BIN.is_file():
        pytest.fail(f"Marquee binary not found at {MARQUEE_BIN}: run `swift build` or set MARQUEE_BIN")

    port = _free_port()
    base_url = f"http://127.0.0.1:{port}"
    command = [
        str(MARQUEE_BIN), "serve",
        "--host", "127.0.0.1",
        "--port", str(port),
        "--database", str(workdir / "marquee.sqlite"),
    ]
    environment = {key: value for key, value in os.environ.items() if key not in TMDB_ENV_VARS} | dict(env or {})
    stderr_path = workdir / "server.stderr"

    def startup_failure(reason: str) -> str:
        log = stderr_path.read_text(errors="replace")
        return f"marquee {reason}\ncommand: {' '.join(command)}\n--- server stderr ---\n{log}"

    with (workdir / "server.stdout").open("wb") as stdout, stderr_path.open("wb") as stderr:
        process = subprocess.Popen(command, env=environment, stdin=subprocess.DEVNULL, stdout=stdout, stderr=stderr)
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while not _is_healthy(base_url):
            if process.poll() is not None:
                pytest.fail(startup_failure(f"exited with status {process.returncode} before answering /healthz"))
            if time.monotonic() > deadline:
                pytest.fail(startup_failure(f"did not answer 200 on /healthz within {STARTUP_TIMEOUT_S} s"))
            time.sleep(0.1)
        yield base_url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
