"""Fixtures for Marquee's browser tests.

One real ``marquee`` server per test session (per worker under pytest-xdist), on a port the
system picks, with a fresh SQLite database and the embedded offline catalog. Tests are
isolated by visitor, not by server: favorites and search history belong to the visitor cookie,
so every browser context (``new_page``) and every ``http_client.Visitor`` is a new visitor with
nothing saved. Browser tests drive the system Chromium through Playwright at a phone's and a
desktop's size, or at every size in ``harness.VIEWPORTS`` when their layout is what they check
(``pytest_generate_tests`` below says which). Run from the repository root::

    python3 -m pytest tests/browser

A module that needs a server of its own (``test_offline.py``, live against a stub upstream)
overrides ``base_url``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Error as PlaywrightError, Page, expect, sync_playwright

from harness import CHROMIUM, DEFAULT_VIEWPORTS, ONE_VIEWPORT, VIEWPORTS, Viewport, artifact_path, running_server
from shared_fixtures import link, pytest_runtest_makereport  # noqa: F401 (registered by being here)

expect.set_options(timeout=10_000)


@pytest.fixture(scope="session")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The server every test shares; a test sees only what its own visitors saved."""
    with running_server(tmp_path_factory.mktemp("marquee")) as url:
        yield url


def _parametrizes_itself(metafunc: pytest.Metafunc, argname: str) -> bool:
    """Whether the test's own ``@pytest.mark.parametrize`` names ``argname``."""
    for mark in metafunc.definition.iter_markers("parametrize"):
        argnames = mark.args[0] if mark.args else mark.kwargs.get("argnames", ())
        if isinstance(argnames, str):
            argnames = [name.strip() for name in argnames.split(",")]
        if argname in argnames:
            return True
    return False


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Choose the viewports a browser test runs at: one phone and one desktop size, unless its
    layout differs by size.

    The rule: a journey runs at ``harness.DEFAULT_VIEWPORTS`` (375x667 portrait and 1180x820
    landscape). A test whose assertions depend on the size of the window is marked
    ``@pytest.mark.every_viewport`` and runs at all six of ``harness.VIEWPORTS``: one that
    measures the layout (bounding boxes, positions, columns, sticky or fixed bars, no sideways
    scroll, text clipped or wrapped, tap-target sizes), branches on the viewport, checks what a
    media query shows or hides, runs axe over the page (its contrast and scrollable-region rules
    read the rendered layout) or saves a screenshot per size. A test about the server's answer
    alone may be marked ``@pytest.mark.one_viewport`` (a phone in portrait only). A size check
    that a shared helper repeats in many journeys on the same screens (``expect_saved_copy``'s
    banner width in test_offline_app.py) is kept at every size in the journeys that cover those
    screens, not in all of them.

    A test that parametrizes ``viewport`` itself keeps its own values. Each viewport's id
    (``375x667-portrait``) is part of the test id.
    """
    if "viewport" not in metafunc.fixturenames or _parametrizes_itself(metafunc, "viewport"):
        return
    every = metafunc.definition.get_closest_marker("every_viewport")
    one = metafunc.definition.get_closest_marker("one_viewport")
    if every and one:
        raise pytest.UsageError(f"{metafunc.definition.nodeid}: marked both every_viewport and one_viewport")
    viewports = VIEWPORTS if every else ONE_VIEWPORT if one else DEFAULT_VIEWPORTS
    metafunc.parametrize("viewport", viewports, ids=[viewport.id for viewport in viewports], indirect=True)


@pytest.fixture
def viewport(request: pytest.FixtureRequest) -> Viewport:
    """The size of this test's pages, one of those ``pytest_generate_tests`` chose for it."""
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
