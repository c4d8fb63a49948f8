"""Marquee scaled out: two servers over one PostgreSQL behind nginx, started by ``scripts/cluster.sh``.

A person signs up, favorites, searches and logs out through the balancer while their requests
land on both servers (each names itself in ``X-Marquee-Server``); then one server is killed with
SIGKILL and the other goes on answering, with everything saved before the kill still there.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from harness import MARQUEE_BIN, REPO_ROOT
from http_client import Visitor, assert_html_page
from test_accounts import a_person, csrf_token, element_text, sign_up_over_http

STARTUP_TIMEOUT_S = 180


@dataclass(frozen=True)
class Cluster:
    balancer: str
    servers: dict[str, tuple[str, int]]  # name -> (url, pid)
    postgres_data: str

    def postgres(self, action: str) -> None:
        """``pg_ctl stop`` or ``start`` on the cluster's PostgreSQL, as its owner."""
        pg_ctl = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))[-1]
        command = [str(pg_ctl), "-D", self.postgres_data, "-w", "-m", "fast", action]
        if action == "start":
            command = [str(pg_ctl), "-D", self.postgres_data, "-w", "-l", f"{self.postgres_data}/../server.log", action]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=60)


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    """``scripts/cluster.sh`` with the test build, on ports the system picks; stopped afterwards."""
    environment = os.environ | {"CLUSTER_PORT": "0", "MARQUEE_BCRYPT_COST": "10"}
    process = subprocess.Popen(
        ["bash", str(REPO_ROOT / "scripts" / "cluster.sh"), str(MARQUEE_BIN)],
        cwd=REPO_ROOT, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    lines: list[str] = []
    # readline() waits for a line; the timer ends a script that never prints one.
    watchdog = threading.Timer(STARTUP_TIMEOUT_S, process.kill)
    watchdog.start()
    assert process.stdout is not None
    try:
        for line in process.stdout:
            lines.append(line.strip())
            if line.strip() == "ready":
                break
    finally:
        watchdog.cancel()
    if "ready" not in lines:
        process.kill()
        pytest.fail("scripts/cluster.sh did not start:\n" + "\n".join(lines[-40:]))
    balancer = next(line.split()[1] for line in lines if line.startswith("balancer "))
    servers = {}
    for line in lines:
        match = re.fullmatch(r"server (\w+) (\S+) pid (\d+)", line)
        if match:
            servers[match.group(1)] = (match.group(2), int(match.group(3)))
    postgres_data = next(line.split(maxsplit=1)[1] for line in lines if line.startswith("postgres-data "))
    try:
        yield Cluster(balancer, servers, postgres_data)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()


def answered_by(visitor: Visitor, url: str) -> tuple[str, str]:
    """GET ``url``: the page, and the name of the server that answered."""
    response = visitor.get(url)
    assert_html_page(response, f"GET {url}")
    server = response.headers.get("X-Marquee-Server")
    assert server in ("a", "b"), f"every answer should name its server, got {server!r}"
    return response.body, server


def favorite(visitor: Visitor, site: str, movie_id: int, on: bool) -> str:
    """Press a heart, as the page's form does without script; returns the server that answered."""
    page = visitor.get(f"{site}/movies/{movie_id}")
    token = csrf_token(page.body, "hearts")
    response = visitor.post(f"{site}/movies/{movie_id}/favorite", {"csrf_token": token, "favorite": "true" if on else "false"})
    assert response.status == 200, f"the favorite should be saved, got {response.status}: {response.body[:500]}"
    return response.headers.get("X-Marquee-Server", "")


def first_csrf_token(page_html: str) -> str:
    match = re.search(r'name="csrf_token" value="([^"]+)"', page_html)
    assert match, "the page should carry a form token"
    return match.group(1)


def favorite_titles(visitor: Visitor, site: str) -> str:
    body, _ = answered_by(visitor, f"{site}/favorites")
    return body


def test_one_person_is_served_by_both_servers_and_nothing_is_lost_when_one_is_killed(cluster: Cluster) -> None:
    site = cluster.balancer
    assert set(cluster.servers) == {"a", "b"}

    # Signing up is one request; the session it starts is known to both servers.
    person = a_person()
    visitor = sign_up_over_http(site, person)
    seen_on_home = set()
    for _ in range(6):
        body, server = answered_by(visitor, f"{site}/account")
        assert element_text(body, "account-email") == person.email, f"server {server} should know the session"
        seen_on_home.add(server)
    assert seen_on_home == {"a", "b"}, f"the balancer should use both servers, saw {seen_on_home}"

    # A favorite saved through one server is seen through the other, with a form token the
    # other server issued (one MARQUEE_SECRET signs them all).
    saved_by = {favorite(visitor, site, 155, on=True), favorite(visitor, site, 238, on=True)}
    assert saved_by <= {"a", "b"}
    listed_by = set()
    for _ in range(4):
        body, server = answered_by(visitor, f"{site}/favorites")
        assert "The Dark Knight" in body and "The Godfather" in body, f"server {server} should list both favorites"
        listed_by.add(server)
    assert listed_by == {"a", "b"}

    # A search remembered by one server is suggested by both.
    answered_by(visitor, f"{site}/search?q=batman")
    for _ in range(4):
        body, server = answered_by(visitor, f"{site}/history")
        assert "batman" in body, f"server {server} should list the search"

    # One server dies mid-run, without a chance to clean up.
    name, (_, pid) = next(iter(cluster.servers.items()))
    os.kill(pid, signal.SIGKILL)
    survivors = set()
    for _ in range(8):
        body, server = answered_by(visitor, f"{site}/favorites")
        assert "The Dark Knight" in body and "The Godfather" in body, "a favorite saved before the kill should be there"
        survivors.add(server)
    assert survivors == {"b" if name == "a" else "a"}, f"only the surviving server should answer, saw {survivors}"
    favorite(visitor, site, 238, on=False)
    body = favorite_titles(visitor, site)
    assert "The Dark Knight" in body and "The Godfather" not in body

    # Logging out ends the session everywhere.
    home, _ = answered_by(visitor, f"{site}/account")
    response = visitor.post(f"{site}/logout", {"csrf_token": first_csrf_token(home)})
    assert response.status == 200
    for _ in range(2):
        response = visitor.get(f"{site}/account")
        assert element_text(response.body, "account-title") is None, "after log out, Home should not open"

    # The same person logs in again through the survivor and finds their favorite.
    again = Visitor()
    login = again.get(f"{site}/login")
    response = again.post(f"{site}/login", {"csrf_token": first_csrf_token(login.body), "email": person.email, "password": person.password})
    assert response.status == 200 and element_text(response.body, "account-title")
    assert "The Dark Knight" in favorite_titles(again, site)


def test_while_the_database_is_away_pages_say_so_and_nothing_is_lost(cluster: Cluster) -> None:
    site = cluster.balancer
    person = a_person()
    visitor = sign_up_over_http(site, person)
    favorite(visitor, site, 155, on=True)

    cluster.postgres("stop")
    try:
        response = visitor.get(f"{site}/favorites")
        assert response.status == 503, f"with the database stopped, a page should answer 503, got {response.status}"
        assert "Marquee&#39;s database is not answering. Try again in a moment; nothing you saved is lost." in response.body \
            or "Marquee's database is not answering. Try again in a moment; nothing you saved is lost." in response.body
        assert response.headers.get("Retry-After") == "5"
    finally:
        cluster.postgres("start")

    # Once it is back, the servers reconnect by themselves and the favorite is there.
    deadline = time.monotonic() + 30
    while True:
        response = visitor.get(f"{site}/favorites")
        if response.status == 200 or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert response.status == 200, f"after the database restarts, pages should work again, got {response.status}"
    assert "The Dark Knight" in response.body
