"""Fixtures for Marquee's browser tests.

One real ``marquee`` server per test session (per worker under pytest-xdist), on a port the
system picks, with a fresh SQLite database and the embedded offline catalog. Tests are
isolated by visitor, not by server: favorites and search history belong to the visitor cookie,
so every browser context (``new_page``) and every ``http_client.Visitor`` is a new visitor with
nothing saved. Browser tests drive the system Chromium through Playwright at every viewport in
``harness.VIEWPORTS``. Run from the repository root::

    python3 -m pytest tests/browser

A module that needs a server of its own (``test_offline.py``, live against a stub upstream)
overrides ``base_url``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Error as PlaywrightError, Page, expect, sync_playwright

from harness import CHROMIUM, VIEWPORTS, Viewport, artifact_path, running_server
from shared_fixtures import link, pytest_runtest_makereport  # noqa: F401 (registered by being here)

expect.set_options(timeout=10_000)


@pytest.fixture(scope="session")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The server every test shares; a test sees only what its own visitors saved."""
    with running_server(tmp_path_factory.mktemp("marquee")) as url:
        yield url


@pytest.fixture(params=VIEWPORTS, ids=[viewport.id for viewport in VIEWPORTS])
def viewport(request: pytest.FixtureRequest) -> Viewport:
    """Every test that uses ``page`` runs once per viewport."""
    return request.param


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture
def new_page(
    browser: Browser, base_url: str, viewport: Viewport, request: pytest.FixtureRequest
) -> Iterator[Callable[..., Page]]:
    """Open pages, each in a fresh browser context, i.e. a new visitor with no cookies.

    Keyword arguments go to ``Browser.new_context``, e.g. ``new_page(java_script_enabled=False)``.
    If the test fails, a full-page screenshot of every page still open is saved.
    """
    contexts: list[BrowserContext] = []

    def open_page(**context_options) -> Page:
        options = {
            "base_url": base_url,
            "viewport": {"width": viewport.width, "height": viewport.height},
            "is_mobile": False,
            "has_touch": False,
        }
        context = browser.new_context(**(options | context_options))
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.set_default_navigation_timeout(15_000)
        return page

    yield open_page

    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        pages = [page for context in contexts for page in context.pages]
        for number, page in enumerate(pages, start=1):
            path = artifact_path(request.node.nodeid if number == 1 else f"{request.node.nodeid}-page{number}")
            try:
                page.screenshot(path=path, full_page=True)
                report.sections.append(("failure screenshot", str(path)))
            except PlaywrightError as error:
                report.sections.append(("failure screenshot", f"not taken: {error}"))
    for context in contexts:
        context.close()


@pytest.fixture
def page(new_page: Callable[..., Page]) -> Page:
    """A page in a fresh browser context; a full-page screenshot is saved if the test fails."""
    return new_page()
