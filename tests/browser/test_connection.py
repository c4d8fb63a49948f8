"""The device's own connection to Marquee: a polite banner while it is lost, gone by itself when
it is back, with the page's data fetched again then."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect


@pytest.mark.every_viewport  # the banner fits the screen's width
def test_losing_the_connection_shows_a_banner_that_goes_by_itself(page: Page) -> None:
    page.goto("/movies/155")
    expect(page.locator("#connection-banner")).to_have_count(0)

    page.context.set_offline(True)
    banner = page.locator("#connection-banner")
    expect(banner).to_be_visible()
    expect(banner).to_have_attribute("role", "status")
    expect(banner).to_contain_text("You are offline.")
    expect(page.locator("h1")).to_contain_text("The Dark Knight"), "what was on screen stays"
    box = banner.bounding_box()
    assert box is not None and box["width"] <= page.viewport_size["width"], "the banner fits the screen"

    with page.expect_navigation():
        page.context.set_offline(False)
    expect(page.locator("#connection-banner")).to_have_count(0)
    expect(page.locator("h1")).to_contain_text("The Dark Knight")


def test_coming_back_while_typing_keeps_what_was_typed(page: Page) -> None:
    page.goto("/search")
    page.context.set_offline(True)
    expect(page.locator("#connection-banner")).to_be_visible()
    field = page.get_by_role("combobox", name="Search movies")
    field.fill("the dark")
    page.context.set_offline(False)
    expect(page.locator("#connection-banner")).to_have_count(0)
    expect(page.locator("#toast")).to_contain_text("Back online.")
    expect(field).to_have_value("the dark")
