"""Marquee in Bahasa Malaysia: the language a browser asks for, the footer's chooser, and the
pseudo-language (every message bracketed and 40% longer) at a phone's 375 px, where no text may
be cut or run off the screen.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from harness import PHONE, Viewport

# Every screen a person reaches without an account, and those of an account.
SCREENS = [
    "/", "/?tab=users", "/?tab=critics", "/search", "/search?q=batman", "/search?q=qqxxzz", "/history",
    "/favorites", "/genres/28", "/gallery", "/gallery?q=batman", "/login", "/signup", "/offline", "/nowhere",
    "/you", "/you/watchlist", "/you/ratings", "/you/lists", "/you/import", "/you/unmatched",
]
ACCOUNT_SCREENS = ["/account", "/account/mobile", "/account/delete"]

# Elements whose own text is a catalog's message (bracketed in the pseudo-language) and that
# cut it (overflow hidden, an ellipsis) or stand partly off the screen, outside a row that
# scrolls sideways by design.
FIND_CUT_TEXT = """() => {
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  const scrollsSideways = (element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
    }
    return false;
  };
  for (const element of document.querySelectorAll('body *')) {
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim();
    if (!own.includes('[') && !own.includes('~~~~')) continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (style.display === 'none' || style.visibility === 'hidden' || box.width <= 1 || box.height <= 1) continue;
    const name = `<${element.tagName.toLowerCase()}${element.id ? '#' + element.id : ''}${element.className && typeof element.className === 'string' ? '.' + element.className.trim().replace(/\\s+/g, '.') : ''}> "${own.slice(0, 50)}"`;
    const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    if (clips && element.scrollWidth > element.clientWidth + 1) problems.push(`cut: ${name} (${element.scrollWidth} > ${element.clientWidth})`);
    if (!scrollsSideways(element) && (box.right > root.clientWidth + 1 || box.left < -1)) problems.push(`off the screen: ${name} (${Math.round(box.left)} to ${Math.round(box.right)})`);
  }
  return problems;
}"""


def pseudo_page(new_page: Callable[..., Page], base_url: str) -> Page:
    page = new_page()
    page.context.add_cookies([{"name": "marquee_lang", "value": "en-XA", "url": base_url}])
    return page


def sign_up(page: Page) -> None:
    """An account, made from inside the page's browser context, which is logged in after."""
    form = page.context.request.get("/signup").text()
    token = re.search(r'name="csrf_token" value="([^"]+)"', form)
    assert token, "the sign-up form should carry a csrf_token"
    email = f"pseudo-{id(page)}@example.com"
    response = page.context.request.post("/signup", form={
        "csrf_token": token.group(1), "email": email, "password": "marquee-films!", "first_name": "Ana",
        "last_name": "Lim", "mobile": "012-345 6789", "gender": "female",
    })
    assert response.ok, f"signing up answered {response.status}"


@pytest.mark.parametrize("viewport", [PHONE], ids=[PHONE.id])
def test_no_message_is_cut_or_runs_off_a_phone_when_every_message_is_forty_percent_longer(
    new_page: Callable[..., Page], base_url: str, viewport: Viewport
) -> None:
    page = pseudo_page(new_page, base_url)
    page.goto("/")
    film = page.locator("a[href^='/movies/']").first.get_attribute("href")
    sign_up(page)
    problems: list[str] = []
    for path in [*SCREENS, film, f"{film}/lists", *ACCOUNT_SCREENS]:
        page.goto(path)
        expect(page.locator("html"), f"{path}: in the pseudo-language").to_have_attribute("lang", "en-XA")
        problems += [f"{path}: {problem}" for problem in page.evaluate(FIND_CUT_TEXT)]
    assert not problems, "\n".join(problems)


def test_a_browser_asking_for_malay_reads_marquee_in_malay_and_the_footer_chooser_switches_it(
    new_page: Callable[..., Page],
) -> None:
    page = new_page(locale="ms-MY")
    page.goto("/")
    expect(page.locator("html")).to_have_attribute("lang", "ms")
    expect(page.locator("#app-nav")).to_contain_text("Teroka")
    chooser = page.locator(".site-footer select[name='language']")
    expect(chooser).to_have_value("ms")
    with page.expect_navigation():
        chooser.select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#app-nav")).to_contain_text("Discover")
    page.goto("/search")
    expect(page.locator("html"), "the choice is remembered over the browser's").to_have_attribute("lang", "en")


def test_without_a_script_the_chooser_is_a_form_with_its_button(new_page: Callable[..., Page]) -> None:
    page = new_page(java_script_enabled=False)
    page.goto("/search")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.locator(".site-footer select[name='language']").select_option("ms")
    page.locator(".site-footer button[type='submit']").click()
    expect(page.locator("html")).to_have_attribute("lang", "ms")
    assert page.url.endswith("/search"), f"back on the page it was chosen on, not {page.url}"
