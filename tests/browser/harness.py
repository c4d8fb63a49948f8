"""Shared pieces of the browser test harness: the server process, viewports, artifacts.

Environment:
    MARQUEE_BIN  server binary (default: <repo>/.build/debug/marquee)
    CHROMIUM     browser executable (default: /usr/bin/chromium)
    MARQUEE_BCRYPT_COST  the server's bcrypt cost (default here: 10, the lowest it accepts)
"""

from __future__ import annotations

import contextlib
import os
import resource
import re
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
# The lowest bcrypt cost the server accepts, so that signing up and logging in stay fast;
# MARQUEE_BCRYPT_COST in the environment overrides it. The pseudo-language may be chosen (by
# its cookie, in test_languages.py only), to find text that a longer translation would cut.
TEST_SERVER_ENV = {"MARQUEE_BCRYPT_COST": "10", "MARQUEE_PSEUDO_LANGUAGE": "1"}


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


PHONE = Viewport(375, 667)  # a phone in portrait
DESKTOP = Viewport(1180, 820)  # a tablet on its side, as wide as a small laptop

# Every size the layout is built for: phone, large phone and tablet, each both ways up. Tests
# marked ``every_viewport`` run at all of them (conftest.py's ``pytest_generate_tests``).
VIEWPORTS = [
    PHONE,
    Viewport(667, 375),
    Viewport(430, 932),  # large phone
    Viewport(932, 430),
    Viewport(820, 1180),  # tablet
    DESKTOP,
]
# What every other browser test runs at: one phone and one desktop size.
DEFAULT_VIEWPORTS = [PHONE, DESKTOP]
# Tests marked ``one_viewport``, about the server's answer rather than the layout.
ONE_VIEWPORT = [PHONE]


def wait_until(page, script: str, arg: object, what: str, timeout_s: float = 10) -> None:
    """Polls the async ``script`` in ``page`` until it is truthy; ``page.wait_for_function`` does
    not await a promise, so an async predicate would pass at once."""
    deadline = time.monotonic() + timeout_s
    while not page.evaluate(script, arg):
        assert time.monotonic() < deadline, f"{what}: not within {timeout_s} s"
        time.sleep(0.05)


def artifact_path(stem: str, suffix: str = ".png", *, subdirectory: str = "") -> Path:
    """A path under <repo>/test-artifacts/browser[/subdirectory]; ``stem`` may be a pytest node id."""
    directory = ARTIFACTS_DIR / subdirectory
    directory.mkdir(parents=True, exist_ok=True)
    return directory / (re.sub(r"[^\w.-]+", "-", stem).strip("-") + suffix)


# How the server says where it listens: its own line on stdout, or Hummingbird's log line.
_LISTENING = re.compile(r"(?:running at http://|listening on )(?P<host>[^\s:/]+):(?P<port>\d+)")


def _is_healthy(base_url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{base_url}/healthz", timeout=1) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def _announced_port(*logs: Path) -> int | None:
    """The port the server says it listens on, once it has said so."""
    for log in logs:
        if match := _LISTENING.search(log.read_text(errors="replace")):
            return int(match.group("port"))
    return None


@contextlib.contextmanager
def running_server(workdir: Path, env: Mapping[str, str] | None = None, descriptor_limit: int | None = None) -> Iterator[str]:
    """Run ``marquee serve`` on port 0 with a fresh database in ``workdir``; yield its base URL.

    The system picks the port, so servers started side by side (pytest-xdist workers) never
    race for one; the server's start-up line says which port it got.
    ``env`` adds environment variables, e.g. ``StubTMDB.environment`` to go live against a stub.
    bcrypt runs at its lowest cost (``TEST_SERVER_ENV``) unless the environment says otherwise.
    ``descriptor_limit`` runs the server under ``ulimit -n`` of that many (soft and hard).
    """
    if not MARQUEE_BIN.is_file():
        pytest.fail(f"Marquee binary not found at {MARQUEE_BIN}: run `swift build` or set MARQUEE_BIN")

    command = [
        str(MARQUEE_BIN), "serve",
        "--host", "127.0.0.1",
        "--port", "0",
        "--database", str(workdir / "marquee.sqlite"),
    ]
    environment = TEST_SERVER_ENV | {key: value for key, value in os.environ.items() if key not in TMDB_ENV_VARS} | dict(env or {})
    stdout_path, stderr_path = workdir / "server.stdout", workdir / "server.stderr"

    def startup_failure(reason: str) -> str:
        return (
            f"marquee {reason}\ncommand: {' '.join(command)}\n"
            f"--- server stdout ---\n{stdout_path.read_text(errors='replace')}\n"
            f"--- server stderr ---\n{stderr_path.read_text(errors='replace')}"
        )

    with stdout_path.open("wb") as stdout, stderr_path.open("wb") as stderr:
        process = subprocess.Popen(command, env=environment, stdin=subprocess.DEVNULL, stdout=stdout, stderr=stderr,
                                   preexec_fn=None if descriptor_limit is None else lambda: resource.setrlimit(
                                       resource.RLIMIT_NOFILE, (descriptor_limit, descriptor_limit)))
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        base_url = None
        while base_url is None or not _is_healthy(base_url):
            if process.poll() is not None:
                pytest.fail(startup_failure(f"exited with status {process.returncode} before answering /healthz"))
            if time.monotonic() > deadline:
                pytest.fail(startup_failure(f"did not say its port and answer 200 on /healthz within {STARTUP_TIMEOUT_S} s"))
            if base_url is None and (port := _announced_port(stdout_path, stderr_path)):
                base_url = f"http://127.0.0.1:{port}"
                continue
            time.sleep(0.05)
        yield base_url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
