"""Fixtures and hooks that the Chromium journeys (``tests/browser``) and the engine journeys
(``tests/engines``) share: a conftest imports them, which registers them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from loopback import LoopbackAddress


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    """Keep each phase's report on the item (``rep_setup``, ``rep_call``, ``rep_teardown``), for
    the failure screenshots."""
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


@pytest.fixture
def link(base_url: str) -> Iterator[LoopbackAddress]:
    """This device's own link to Marquee, which a test can cut and mend."""
    address = LoopbackAddress(base_url)
    yield address
    address.close()
