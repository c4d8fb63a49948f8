"""Marquee's main journeys in the other engines a phone uses: WebKit and Firefox ESR.

The Chromium suite (tests/browser) drives Playwright at a phone's and a desktop's size (all six sizes
for layout); this one drives
WebKitGTK (through WebKitWebDriver) and Firefox ESR (through geckodriver) with Selenium, at
a phone's 390x844 viewport, so that what Safari's and Firefox's engines do differently
(dialogs, focus, service workers, storage, line breaking) is seen too. Every test runs once in
each engine and gets a browser of its own, started with nothing saved: a new visitor. The
server is the real ``marquee serve`` (tests/browser/harness.py's ``running_server``), one
for the whole run with a database of its own in a temporary folder, on the embedded offline
catalog. Going offline is done as a phone loses its link: each test's browser reaches the
server through a loopback proxy of its own (tests/browser/loopback.py) that the test cuts and
mends, since Selenium has no network emulation for these engines. WebKitGTK's MiniBrowser
cannot be narrower than 447 px, so WebKitWebDriver drives ``webkit_browser.py``, a bare
PyGObject browser of any size; Firefox gets a profile whose userChrome.css lifts its 500 px
minimum. Needs an X display; run from the repository root::

    ./scripts/engine-journeys.sh            # installs what is missing, runs under xvfb-run
    xvfb-run -a python3 -m pytest tests/engines [-k webkit]

Debian: webkit2gtk-driver, gir1.2-webkit2-4.1, python3-gi, firefox-esr, xvfb;
pip: tests/engines/requirements.txt. MARQUEE_BIN names the server binary, as for tests/browser.
A failing test leaves a screenshot of each of its browsers, and their drivers' logs, in
test-artifacts/engines/.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "browser"))  # the server harness and the loopback proxy

from harness import running_server  # noqa: E402
from loopback import LoopbackAddress  # noqa: E402
from shared_fixtures import link, pytest_runtest_makereport  # noqa: E402, F401 (registered by being here)

from engine_driver import ENGINES, Tab, launch  # noqa: E402

ARTIFACTS_DIR = HERE.parents[1] / "test-artifacts" / "engines"


@pytest.fixture(scope="session")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The one server of the run, with a database of its own."""
    with running_server(tmp_path_factory.mktemp("marquee")) as url:
        yield url


@pytest.fixture(params=ENGINES)
def engine(request: pytest.FixtureRequest) -> str:
    """Every journey runs once in WebKit and once in Firefox."""
    return request.param


@pytest.fixture
def open_browser(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Callable[[str], Tab]]:
    """Starts browsers of the test's engine, each a new visitor of the site given; every one is
    closed at the end, after a screenshot of each if the test failed."""
    tabs: list[Tab] = []

    def start(site: str) -> Tab:
        workdir = tmp_path / f"browser-{len(tabs) + 1}"
        tab = Tab(launch(engine, workdir), engine, site, workdir)
        tabs.append(tab)
        return tab

    yield start

    report = getattr(request.node, "rep_call", None)
    for number, tab in enumerate(tabs, start=1):
        if report is not None and report.failed:
            ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
            stem = "".join(c if c.isalnum() or c in "-_." else "-" for c in request.node.nodeid).strip("-")
            path = ARTIFACTS_DIR / f"{stem}{'' if number == 1 else f'-browser{number}'}.png"
            try:
                tab.driver.get_screenshot_as_file(str(path))
                report.sections.append(("failure screenshot", f"{path} (at {tab.driver.current_url})"))
            except Exception as error:  # noqa: BLE001 (a screenshot must not hide the failure)
                report.sections.append(("failure screenshot", f"not taken: {error}"))
            for log in [*tab.workdir.glob("*.log"), *tab.workdir.glob("second-start/*.log")]:  # the drivers' own words
                shutil.copyfile(log, path.with_name(f"{path.stem}-{log.name}"))
        tab.driver.quit()


@pytest.fixture
def browser(open_browser: Callable[[str], Tab], base_url: str) -> Tab:
    """A new browser of the test's engine, a new visitor of the server."""
    return open_browser(base_url)


@pytest.fixture
def device(open_browser: Callable[[str], Tab], link: LoopbackAddress) -> Tab:
    """A new browser that reaches Marquee through ``link``."""
    return open_browser(link.url)
