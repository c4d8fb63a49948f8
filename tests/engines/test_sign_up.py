"""Signing up, then changing the mobile number in Home's modal dialog.

Marquee allows 5 sign-ups an hour from one address; each test reaches the run's server from a
loopback address of its own (``link``), as a person on a network of their own would.
"""

from __future__ import annotations

from collections.abc import Callable
from uuid import uuid4

import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.select import Select

from engine_driver import Tab, wait_until
from loopback import LoopbackAddress

pytestmark = pytest.mark.engines

PASSWORD = "Popcorn-Row-7"
DIALOG = "#mobile-dialog"
FIELD = "#mobile-dialog #mobile"


@pytest.fixture
def person(open_browser: Callable[[str], Tab], link: LoopbackAddress) -> Tab:
    """A browser on a network of its own."""
    return open_browser(link.url)


def dialog_open(tab: Tab) -> bool:
    return bool(tab.js("return document.querySelector(arguments[0]).open", DIALOG))


def expect_modal(tab: Tab, where: str) -> None:
    wait_until(lambda: dialog_open(tab), f"{where}: the mobile dialog should be open")
    assert tab.shown(DIALOG), f"{where}: the dialog should be shown"
    assert tab.js("return document.querySelector('#mobile-dialog:modal') !== null"), f"{where}: the dialog should be modal"


def expect_closed(tab: Tab, where: str) -> None:
    wait_until(lambda: not dialog_open(tab), f"{where}: the mobile dialog should close")
    assert not tab.shown(DIALOG), f"{where}: the dialog should not be shown"


def retype(tab: Tab, css: str, text: str) -> None:
    field = tab.find(css)
    field.clear()
    field.send_keys(text)


def test_sign_up_lands_on_home_and_the_mobile_dialog_changes_the_number(person: Tab) -> None:
    person.open("/signup")
    person.expect_text("#signup-title", "Sign up", "the sign-up screen")
    email = f"ana.{uuid4().hex[:12]}@example.com"
    for css, text in (("#email", email), ("#password", PASSWORD), ("#first_name", "Ana"), ("#last_name", "Lim"),
                      ("#mobile", "012-345 6789")):
        retype(person, f"#signup-form {css}", text)
    Select(person.find("#gender")).select_by_visible_text("Female")
    person.navigating(lambda: person.click("#sign-up"), "Sign up")

    assert person.path == "/account", f"signing up should land on Home, got {person.path}"
    person.expect_text("#account-title", "Hello, Ana", "Home greets the person")
    person.expect_text("#account-email", email, "Home")
    person.expect_text("#account-mobile", "012-345 6789", "Home shows the number")
    expect_closed(person, "Home")

    # Edit opens the modal dialog, focus in the number; Escape closes it and focus returns to Edit.
    person.click("#edit-mobile")
    expect_modal(person, "after Edit")
    assert person.path == "/account", f"with JavaScript Edit stays on Home, got {person.path}"
    wait_until(lambda: person.focused(FIELD), "focus should go into the number")
    assert person.find(FIELD).get_attribute("value") == "012-345 6789", "the dialog starts from the current number"
    person.find(FIELD).send_keys(Keys.ESCAPE)
    expect_closed(person, "after Escape")
    wait_until(lambda: person.focused("#edit-mobile"), "focus should come back to Edit after Escape")

    # A fixed line is refused inside the dialog, which stays open with the number as typed.
    person.click("#edit-mobile")
    expect_modal(person, "Edit again")
    retype(person, FIELD, "03-2385 6789")
    person.navigating(lambda: person.click("#save-mobile"), "Save with a fixed line")
    expect_modal(person, "after a refused number")
    person.expect_text("#mobile-dialog #form-message", "Mobile number is not valid", "the problem, in the dialog")
    assert person.attribute("#mobile-dialog #form-message", "role") == "alert"
    assert person.find(FIELD).get_attribute("value") == "03-2385 6789", "the number as typed is kept"
    person.expect_text("#account-mobile", "012-345 6789", "Home still shows the old number")

    # A mobile number is saved: Home shows it, the dialog is closed, focus is on the confirmation.
    retype(person, FIELD, "011-2345 6789")
    person.navigating(lambda: person.click("#save-mobile"), "Save with a mobile number")
    assert person.path == "/account", f"saving should show Home, got {person.path}"
    person.expect_text("#form-message", "Number was edited successfully", "the confirmation")
    assert person.attribute("#form-message", "role") == "status"
    person.expect_text("#account-mobile", "011-2345 6789", "Home shows the new number")
    expect_closed(person, "after saving")
    wait_until(
        lambda: person.js("const e = document.activeElement; return e === document.body ? 'the body' : `${e.tagName.toLowerCase()}#${e.id}`"),
        "after saving, focus should be on the confirmation (a screen reader reads it, Tab goes on from there)",
        until=lambda focused: focused == "p#form-message",
    )

    person.reload()
    person.expect_text("#account-mobile", "011-2345 6789", "the new number is saved")
