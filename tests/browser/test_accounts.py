"""Accounts: sign up, log in, Home and its mobile number dialog, log out, delete, and the
favorites and searches that follow a person from one browser to another. Browser journeys (at
a phone's and a desktop's size, see conftest.py), a few checks over plain HTTP, and two layout
regressions of the main screens at every viewport.

Marquee throttles by client address (5 sign-ups an hour, 20 failed log ins a day), and every
test shares one server per worker: each test therefore reaches the server from a loopback
address of its own (``own_address``), as a person on a network of their own would.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from html.parser import HTMLParser
from urllib.parse import quote, urlsplit
from uuid import uuid4

import pytest
from playwright.sync_api import Locator, Page, Response as PageResponse, expect

from harness import Viewport
from http_client import Response, Visitor, assert_html_page
from loopback import own_address  # noqa: F401 (a fixture)
from screens import (
    THE_DARK_KNIGHT,
    THE_GODFATHER,
    click_and_wait_for_save,
    favorite_rows,
    hearts,
    movie_ids,
    navigate_by,
    query_value,
)

PASSWORD = "Popcorn-Row-7"  # keeps the rule, is not on the list of common passwords
WRONG_PASSWORD = "Popcorn-Row-8"
# On Sources/MarqueeCore/Accounts/Resources/common-passwords.txt as "iloveyou!": the list is
# compared lower-cased.
COMMON_PASSWORD = "ILoveYou!"
# 37 characters but 73 bytes in UTF-8: bcrypt would read only 72 of them.
LONG_PASSWORD = "é" * 36 + "!"

# Typed → shown on Home.
VALID_MOBILES = {
    "012-345 6789": "012-345 6789",
    "+60 12-345 6789": "012-345 6789",
    "60123456789": "012-345 6789",
    "011-2345 6789": "011-2345 6789",
    "0159-123 4567": "0159-123 4567",
    "019-1234 5678": "019-1234 5678",
}
INVALID_MOBILES = ["011-234 5678", "012345678", "03-2385 6789", "+65 9123 4567"]

# The same problems, each checked after the one before it.
BAD_EMAIL = "ana@example"  # no dot in the domain
BAD_PASSWORD = "abcdefgh1"  # nothing but letters and digits
BAD_MOBILE = "03-2385 6789"  # a fixed line

MAIN_SCREENS = ["/", "/search?q=batman", "/favorites", "/login", "/signup"]
MIN_TAP_TARGET_PX = 44


# --------------------------------------------------------------------------
# A loopback address of one's own (``own_address``, from loopback.py)
# --------------------------------------------------------------------------


@pytest.fixture
def site(own_address: Callable[[], str]) -> str:
    """The server as this test's person reaches it."""
    return own_address()


@pytest.fixture
def page(site: str, new_page: Callable[..., Page]) -> Page:
    """A page in a fresh browser context that reaches the server from the test's own address."""
    return new_page(base_url=site)


# --------------------------------------------------------------------------
# People and forms
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Person:
    """What someone types into the sign-up form."""

    email: str
    password: str = PASSWORD
    first_name: str = "Ana"
    last_name: str = "Lim"
    mobile: str = "012-345 6789"
    gender: str = "female"

    def sign_up_form(self) -> dict[str, str]:
        return asdict(self)


def a_person(**changes: str) -> Person:
    """Someone with an email no other test uses."""
    return replace(Person(email=f"ana.{uuid4().hex[:12]}@example.com"), **changes)


class FormFields(HTMLParser):
    """The named inputs of one form of a page, with their values."""

    def __init__(self, page_html: str, form_id: str) -> None:
        super().__init__()
        self.values: dict[str, str] = {}
        self._form_id = form_id
        self._inside = False
        self.feed(page_html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "form" and attributes.get("id") == self._form_id:
            self._inside = True
        elif self._inside and tag == "input" and attributes.get("name"):
            self.values[attributes["name"] or ""] = attributes.get("value") or ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self._inside = False


def element_text(page_html: str, element_id: str) -> str | None:
    """The text of the element with ``element_id`` (no markup inside it), or None."""
    match = re.search(rf'\bid="{re.escape(element_id)}"[^>]*>([^<]*)<', page_html)
    return html.unescape(match.group(1)) if match else None


def csrf_token(page_html: str, form_id: str) -> str:
    token = FormFields(page_html, form_id).values.get("csrf_token")
    assert token, f"form#{form_id} should carry a csrf_token"
    return token


def post_form(visitor: Visitor, site: str, path: str, form_id: str, fields: dict[str, str]) -> Response:
    """Load ``path`` and post its form ``form_id`` with ``fields`` over its hidden ones, as a browser would."""
    response = visitor.get(f"{site}{path}")
    assert_html_page(response, f"GET {path}")
    form = FormFields(response.body, form_id).values
    assert "csrf_token" in form, f"{path} should have form#{form_id} with a csrf_token"
    return visitor.post(f"{site}{path}", {name: value for name, value in form.items() if name} | fields)


def sign_up_over_http(site: str, person: Person) -> Visitor:
    """Create ``person``'s account without a browser; the visitor returned is logged in."""
    visitor = Visitor()
    response = post_form(visitor, site, "/signup", "signup-form", person.sign_up_form())
    assert response.status == 200 and element_text(response.body, "account-title"), (
        f"signing up {person.email} should land on Home, got {response.status}: "
        f"{element_text(response.body, 'form-message')!r}"
    )
    return visitor


def sign_up_in_browser(page: Page, person: Person) -> None:
    """Create ``person``'s account from inside the page's browser context, which is logged in after."""
    request = page.context.request
    form = request.get("/signup")
    assert form.ok, f"GET /signup answered {form.status}"
    fields = person.sign_up_form() | {"csrf_token": csrf_token(form.text(), "signup-form")}
    response = request.post("/signup", form=fields)
    assert response.ok and urlsplit(response.url).path == "/account", (
        f"signing up {person.email} should land on Home, got {response.status} at {response.url}"
    )


# --------------------------------------------------------------------------
# Screens
# --------------------------------------------------------------------------


def form_message(page: Page) -> Locator:
    return page.locator("#form-message")


def account_nav_link(page: Page) -> Locator:
    return page.locator("#app-nav").get_by_role("link", name="Account", exact=True)


def mobile_dialog(page: Page) -> Locator:
    return page.locator("#mobile-dialog")


def history_entries(page: Page) -> Locator:
    return page.locator("ul.history > li > a")


def path_of(page: Page) -> str:
    return urlsplit(page.url).path


def submit(page: Page, action: Callable[[], None]) -> PageResponse:
    """Run ``action``, which submits a form, and return the response of the document it loads."""
    with page.expect_navigation() as navigation:
        action()
    response = navigation.value
    assert response is not None, "the form should load a new document"
    return response


def log_in(page: Page, email: str, password: str) -> PageResponse:
    """Fill the log-in form of the current page and press "Log in"."""
    page.locator("#email").fill(email)
    page.locator("#password").fill(password)
    return submit(page, page.locator("#log-in").click)


def fill_sign_up(page: Page, person: Person) -> None:
    """Fill the sign-up form of the current page as ``person``."""
    page.locator("#email").fill(person.email)
    page.locator("#password").fill(person.password)
    page.locator("#first_name").fill(person.first_name)
    page.locator("#last_name").fill(person.last_name)
    page.locator("#mobile").fill(person.mobile)
    page.locator("#gender").select_option(value=person.gender)


def expect_problem(page: Page, text: str, where: str) -> None:
    """The form came back with ``text`` as a problem, announced as an alert."""
    message = form_message(page)
    expect(message, f"{where}: the message").to_have_text(text)
    expect(message, f"{where}: a problem is an alert").to_have_attribute("role", "alert")


def expect_confirmation(page: Page, text: str, where: str) -> None:
    message = form_message(page)
    expect(message, f"{where}: the message").to_have_text(text)
    expect(message, f"{where}: a confirmation is a status").to_have_attribute("role", "status")


def expect_on_log_in(page: Page, where: str) -> None:
    assert path_of(page) == "/login", f"{where}: should show Log in, got {page.url}"
    expect(page.locator("#login-form"), f"{where}: the log-in form").to_be_visible()


def expect_home(page: Page, person: Person, where: str) -> None:
    assert path_of(page) == "/account", f"{where}: should show Home, got {page.url}"
    expect(page.locator("#account-title"), f"{where}: Home greets the person").to_have_text(f"Hello, {person.first_name}")


def expect_logged_out(page: Page, where: str) -> None:
    """Home is out of reach: it sends the browser to Log in."""
    page.goto("/account")
    expect_on_log_in(page, where)
    assert query_value(page.url, "return_to") == "/account", f"{where}: Log in should come back to /account, got {page.url}"


def tab_to(page: Page, target: Locator, where: str, limit: int = 40) -> None:
    """Press Tab until ``target`` has the focus."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if target.evaluate("element => element === document.activeElement"):
            return
    raise AssertionError(f"{where}: {limit} presses of Tab never reached the element")


def expect_modal_dialog(page: Page, where: str) -> None:
    dialog = mobile_dialog(page)
    expect(dialog, f"{where}: the mobile dialog should be shown").to_be_visible()
    expect(dialog, f"{where}: the dialog should be open").to_have_js_property("open", True)
    expect(page.locator("#mobile-dialog:modal"), f"{where}: the dialog should be modal").to_have_count(1)


def expect_dialog_closed(page: Page, where: str) -> None:
    expect(mobile_dialog(page), f"{where}: the dialog should be closed").to_have_js_property("open", False)
    expect(mobile_dialog(page), f"{where}: the dialog should not be shown").to_be_hidden()


def expect_mobile_saved(page: Page, shown: str, where: str) -> None:
    assert path_of(page) == "/account", f"{where}: saving should show Home, got {page.url}"
    expect_confirmation(page, "Number was edited successfully", where)
    expect(page.locator("#account-mobile"), f"{where}: Home should show the new number").to_have_text(shown)


# --------------------------------------------------------------------------
# Log in
# --------------------------------------------------------------------------


@pytest.mark.browser
def test_log_in_explains_each_refusal_then_lands_on_home(page: Page, site: str) -> None:
    person = a_person()
    sign_up_over_http(site, person)
    stranger = a_person().email  # well formed, no account

    page.goto("/login")
    expect(page.locator("#login-title"), "the log-in screen's title").to_have_text("Log in")
    expect(page.locator("#login-form"), "fields are checked by the server").to_have_attribute("novalidate", "")
    expect(page.locator("#log-in")).to_have_text("Log in")
    expect(page.locator("#signup-link"), "a way to sign up instead").to_have_text("Sign up")
    expect(page.locator("#signup-link")).to_have_attribute("href", re.compile(r"^/signup(\?|$)"))
    expect(form_message(page), "no message before the first try").to_have_count(0)

    # (email, password, message): each refusal also breaks every rule checked after it.
    refusals = [
        ("", "", "All fields are required"),
        (BAD_EMAIL, "", "All fields are required"),
        (BAD_EMAIL, "short", "Email is not valid"),
        (person.email, "Ab1!xyz", "Password should contain one special character and minimum 8 characters required"),
        (person.email, BAD_PASSWORD, "Password should contain one special character and minimum 8 characters required"),
        (stranger, PASSWORD, "Email or password is incorrect"),
        (person.email, WRONG_PASSWORD, "Email or password is incorrect"),
    ]
    for email, password, message in refusals:
        where = f"log in with {email!r} and {password!r}"
        log_in(page, email, password)
        expect_problem(page, message, where)
        expect_on_log_in(page, where)
        expect(page.locator("#email"), f"{where}: the email should be kept").to_have_value(email)
        expect(page.locator("#password"), f"{where}: the password should never be kept").to_have_value("")

    log_in(page, person.email, person.password)
    expect_home(page, person, "after logging in")
    expect(form_message(page), "Home after logging in has no message").to_have_count(0)


@pytest.mark.browser
def test_too_many_wrong_passwords_lock_the_account_for_a_minute(page: Page, site: str) -> None:
    person = a_person()
    sign_up_over_http(site, person)

    page.goto("/login")
    for attempt in range(1, 6):
        log_in(page, person.email, WRONG_PASSWORD)
        expect_problem(page, "Email or password is incorrect", f"wrong password {attempt}")

    response = log_in(page, person.email, person.password)
    expect_problem(page, "Too many attempts. Try again in 1 minute, or log in from a browser you have used with this account before", "the right password after 5 wrong ones")
    assert response.status == 429, f"a throttled log in should answer 429, got {response.status}"
    expect(page.locator("#email"), "the email should be kept").to_have_value(person.email)
    expect(page.locator("#password")).to_have_value("")
    expect_logged_out(page, "after a throttled log in")


@pytest.mark.browser
@pytest.mark.parametrize("asked_for", ["/account", "/account/mobile"], ids=["home", "edit-mobile"])
def test_log_in_comes_back_to_the_page_that_asked(page: Page, site: str, asked_for: str) -> None:
    person = a_person()
    sign_up_over_http(site, person)

    page.goto(asked_for)
    expect_on_log_in(page, f"{asked_for} logged out")
    assert query_value(page.url, "return_to") == asked_for, f"Log in should say where to come back to, got {page.url}"

    log_in(page, person.email, person.password)
    assert path_of(page) == asked_for, f"logging in should come back to {asked_for}, got {page.url}"
    if asked_for == "/account":
        expect_home(page, person, "back on Home")
    else:
        expect(page.locator("#mobile-form #mobile"), "back on the mobile form").to_have_value(person.mobile)


@pytest.mark.browser
@pytest.mark.parametrize("return_to", ["/search?q=batman", "/favorites", f"/movies/{THE_DARK_KNIGHT}"])
def test_log_in_goes_on_to_a_page_of_the_site(page: Page, site: str, return_to: str) -> None:
    person = a_person()
    sign_up_over_http(site, person)

    page.goto(f"/login?return_to={quote(return_to, safe='')}")
    log_in(page, person.email, person.password)
    landed = urlsplit(page.url)
    assert landed.path + (f"?{landed.query}" if landed.query else "") == return_to, (
        f"logging in should go on to {return_to}, got {page.url}"
    )


@pytest.mark.browser
@pytest.mark.parametrize("return_to", ["//evil.example", "https://evil.example"])
def test_log_in_ignores_a_return_to_on_another_site(page: Page, site: str, return_to: str) -> None:
    person = a_person()
    sign_up_over_http(site, person)

    page.goto(f"/login?return_to={quote(return_to, safe='')}")
    log_in(page, person.email, person.password)
    assert urlsplit(page.url).netloc == urlsplit(site).netloc, f"logging in must stay on the site, got {page.url}"
    expect_home(page, person, f"return_to={return_to}")


@pytest.mark.browser
def test_log_in_and_sign_up_send_a_logged_in_person_home(page: Page) -> None:
    person = a_person()
    sign_up_in_browser(page, person)
    for path in ("/login", "/signup"):
        page.goto(path)
        expect_home(page, person, f"{path} logged in")


# --------------------------------------------------------------------------
# Sign up
# --------------------------------------------------------------------------


# Each refusal also breaks every rule checked after it, so the message shows the order.
SIGN_UP_REFUSALS = [
    ("email-empty", {"email": "", "password": BAD_PASSWORD, "mobile": BAD_MOBILE, "gender": ""}, "Please complete the form"),
    ("password-empty", {"email": BAD_EMAIL, "password": "", "mobile": BAD_MOBILE, "gender": ""}, "Please complete the form"),
    ("mobile-empty", {"email": BAD_EMAIL, "password": BAD_PASSWORD, "mobile": "", "gender": ""}, "Please complete the form"),
    ("email-not-valid", {"email": BAD_EMAIL, "password": BAD_PASSWORD, "mobile": BAD_MOBILE, "gender": ""}, "Email is not valid"),
    (
        "password-short",
        {"password": "Ab1!xyz", "mobile": BAD_MOBILE, "gender": ""},
        "Password should contain one special character and minimum 8 character required",
    ),
    (
        "password-no-special",
        {"password": BAD_PASSWORD, "mobile": BAD_MOBILE, "gender": ""},
        "Password should contain one special character and minimum 8 character required",
    ),
    (
        "password-too-long",
        {"password": LONG_PASSWORD, "mobile": BAD_MOBILE, "gender": ""},
        "Password can have at most 72 bytes (72 letters, fewer with accents or emoji)",
    ),
    (
        "password-common",
        {"password": COMMON_PASSWORD, "mobile": BAD_MOBILE, "gender": ""},
        "This password is too common. Choose one that is harder to guess",
    ),
    ("mobile-not-valid", {"mobile": "011-234 5678", "gender": ""}, "Mobile number is not valid"),
    ("no-gender", {"gender": ""}, "Please select a gender"),
]


@pytest.mark.browser
@pytest.mark.parametrize(("changes", "message"), [row[1:] for row in SIGN_UP_REFUSALS], ids=[row[0] for row in SIGN_UP_REFUSALS])
def test_sign_up_refusal_says_why_and_keeps_the_form(page: Page, changes: dict[str, str], message: str) -> None:
    person = a_person(**changes)
    page.goto("/signup")
    fill_sign_up(page, person)
    submit(page, page.locator("#sign-up").click)

    where = f"sign up with {changes}"
    expect_problem(page, message, where)
    assert path_of(page) == "/signup", f"{where}: should stay on Sign up, got {page.url}"
    for field, typed in [("email", person.email), ("first_name", person.first_name), ("last_name", person.last_name), ("mobile", person.mobile)]:
        expect(page.locator(f"#{field}"), f"{where}: {field} should be kept").to_have_value(typed)
    expect(page.locator("#gender"), f"{where}: the gender should be kept").to_have_value(person.gender)
    expect(page.locator("#password"), f"{where}: the password should never be kept").to_have_value("")


@pytest.mark.browser
def test_sign_up_lands_on_home_and_the_email_is_then_taken(page: Page, new_page: Callable[..., Page], site: str) -> None:
    person = a_person(first_name="Siti", last_name="Aminah", mobile="+60 12-345 6789", gender="unspecified")
    page.goto("/login")
    navigate_by(page, page.locator("#signup-link").click)
    assert path_of(page) == "/signup", f"Sign up on Log in should open /signup, got {page.url}"
    expect(page.locator("#signup-form"), "fields are checked by the server").to_have_attribute("novalidate", "")
    expect(page.locator("#mobile")).to_have_attribute("type", "tel")
    options = page.locator("#gender option")
    expect(options, "gender: a prompt, then the choices").to_have_text(["Select gender", "Female", "Male", "Prefer not to say"])
    expect(page.locator("#gender"), "no gender is chosen at first").to_have_value("")
    expect(page.locator("#login-link"), "a way to log in instead").to_have_text("Log in")

    fill_sign_up(page, person)
    submit(page, page.locator("#sign-up").click)
    expect_home(page, person, "after signing up")
    expect(page.locator("#account-mobile")).to_have_text("012-345 6789")

    # The same address again, from another browser, in capitals and with spaces around it.
    again = new_page(base_url=site)
    again.goto("/signup")
    shouted = replace(a_person(), email=f"  {person.email.upper()} ")
    fill_sign_up(again, shouted)
    submit(again, again.locator("#sign-up").click)
    expect_problem(again, "Email already exists", "signing up with a taken email")
    # An email field drops the spaces itself; the server's own trimming is checked over HTTP.
    expect(again.locator("#email"), "the email should be kept").to_have_value(shouted.email.strip())
    expect(again.locator("#password")).to_have_value("")


@pytest.mark.http
def test_email_is_taken_whatever_its_case_and_spaces(site: str) -> None:
    person = a_person()
    sign_up_over_http(site, person)

    shouted = replace(a_person(), email=f"  {person.email.upper()} ")
    response = post_form(Visitor(), site, "/signup", "signup-form", shouted.sign_up_form())
    assert_html_page(response, "signing up with a taken email", status=422)
    assert element_text(response.body, "form-message") == "Email already exists", (
        f"{shouted.email!r} should be taken, got {element_text(response.body, 'form-message')!r}"
    )


# --------------------------------------------------------------------------
# Home and the mobile number
# --------------------------------------------------------------------------


@pytest.mark.browser
def test_home_shows_the_account(page: Page) -> None:
    person = a_person(first_name="Mei Ling", last_name="Tan", mobile="60123456789")
    sign_up_in_browser(page, replace(person, email=f" {person.email.upper()} "))

    page.goto("/account")
    expect_home(page, person, "Home")
    expect(page.locator("#account-first-name")).to_have_text("Mei Ling")
    expect(page.locator("#account-last-name")).to_have_text("Tan")
    expect(page.locator("#account-email"), "the email, trimmed and lower-cased").to_have_text(person.email)
    expect(page.locator("#account-mobile"), "the mobile the Malaysian way").to_have_text("012-345 6789")
    edit = page.locator("#edit-mobile")
    expect(edit).to_have_text("Edit")
    expect(edit).to_have_attribute("href", "/account/mobile")
    expect(edit).to_have_attribute("aria-haspopup", "dialog")
    expect(page.locator("#log-out")).to_have_text("Log out")
    expect(page.locator("#delete-account")).to_have_text("Delete account")
    expect(mobile_dialog(page), "the mobile dialog waits closed").to_be_hidden()


@pytest.mark.browser
def test_home_without_names_says_so(page: Page) -> None:
    person = a_person(first_name="", last_name="", mobile="0159-123 4567", gender="male")
    sign_up_in_browser(page, person)

    page.goto("/account")
    expect(page.locator("#account-title"), "no first name: no name in the greeting").to_have_text("Your account")
    expect(page.locator("#account-first-name")).to_have_text("Not given")
    expect(page.locator("#account-last-name")).to_have_text("Not given")
    expect(page.locator("#account-mobile")).to_have_text("0159-123 4567")


@pytest.mark.browser
def test_mobile_dialog_by_mouse(page: Page) -> None:
    person = a_person()
    sign_up_in_browser(page, person)
    page.goto("/account")
    edit = page.locator("#edit-mobile")
    field = page.locator("#mobile")

    edit.click()
    expect_modal_dialog(page, "after clicking Edit")
    assert path_of(page) == "/account", f"with JavaScript Edit should stay on Home, got {page.url}"
    expect(field, "focus should go into the number").to_be_focused()
    expect(field, "the dialog starts from the current number").to_have_value("012-345 6789")
    field.fill("019-1234 5678")
    page.locator("#cancel-mobile").click()
    expect_dialog_closed(page, "after Cancel")
    expect(edit, "focus should come back to Edit after Cancel").to_be_focused()
    expect(page.locator("#account-mobile"), "Cancel changes nothing").to_have_text("012-345 6789")

    edit.click()
    expect_modal_dialog(page, "Edit again")
    field.fill("03-2385 6789")
    submit(page, page.locator("#save-mobile").click)
    where = "after saving a fixed-line number"
    expect_modal_dialog(page, where)
    message = page.locator("#mobile-dialog #form-message")
    expect(message, f"{where}: the problem is shown in the dialog").to_have_text("Mobile number is not valid")
    expect(message).to_have_attribute("role", "alert")
    expect(field, f"{where}: the number as typed should be kept").to_have_value("03-2385 6789")
    expect(page.locator("#account-mobile"), f"{where}: Home still shows the old number").to_have_text("012-345 6789")

    field.fill("011-2345 6789")
    submit(page, page.locator("#save-mobile").click)
    expect_mobile_saved(page, "011-2345 6789", "after saving a valid number")
    expect_dialog_closed(page, "after saving")

    page.reload()
    expect(page.locator("#account-mobile"), "the new number should be saved").to_have_text("011-2345 6789")


@pytest.mark.browser
def test_mobile_dialog_by_keyboard(page: Page) -> None:
    person = a_person()
    sign_up_in_browser(page, person)
    page.goto("/account")
    edit = page.locator("#edit-mobile")
    field = page.locator("#mobile")

    tab_to(page, edit, "Home")
    page.keyboard.press("Enter")
    expect_modal_dialog(page, "after Enter on Edit")
    expect(field, "focus should go into the number").to_be_focused()
    page.keyboard.press("Escape")
    expect_dialog_closed(page, "after Escape")
    expect(edit, "focus should come back to Edit after Escape").to_be_focused()

    page.keyboard.press("Enter")
    expect_modal_dialog(page, "Enter on Edit again")
    expect(field).to_be_focused()
    page.keyboard.press("ControlOrMeta+A")
    page.keyboard.type("019-1234 5678")
    submit(page, lambda: page.keyboard.press("Enter"))
    expect_mobile_saved(page, "019-1234 5678", "after Enter in the dialog")
    # The page came back with the confirmation: keyboard focus is on it, not on the document,
    # so Tab goes on from there and a screen reader reads it.
    confirmation = page.locator("#form-message")
    expect(confirmation, "after saving, focus is on the confirmation").to_be_focused()
    page.keyboard.press("Tab")
    expect(page.locator("#edit-mobile"), "Tab from the confirmation goes on to Edit").to_be_focused()


@pytest.mark.browser
def test_mobile_page_without_javascript(new_page: Callable[..., Page], site: str) -> None:
    page = new_page(base_url=site, java_script_enabled=False)
    person = a_person()
    sign_up_in_browser(page, person)
    page.goto("/account")

    navigate_by(page, page.locator("#edit-mobile").click)
    assert path_of(page) == "/account/mobile", f"without JavaScript Edit should open /account/mobile, got {page.url}"
    expect(page.locator("#mobile-title")).to_have_text("Edit mobile number")
    field = page.locator("#mobile-form #mobile")
    expect(field, "the form starts from the current number").to_have_value("012-345 6789")

    field.fill("+65 9123 4567")
    submit(page, page.locator("#save-mobile").click)
    expect_problem(page, "Mobile number is not valid", "a Singapore number")
    assert path_of(page) == "/account/mobile", f"the refused number should stay on the page, got {page.url}"
    expect(field, "the number as typed should be kept").to_have_value("+65 9123 4567")

    field.fill("011-2345 6789")
    submit(page, page.locator("#save-mobile").click)
    expect_mobile_saved(page, "011-2345 6789", "after saving on the page")

    navigate_by(page, page.locator("#edit-mobile").click)
    navigate_by(page, page.locator("#cancel-mobile").click)
    assert path_of(page) == "/account", f"Cancel should go back to Home, got {page.url}"


@pytest.mark.http
def test_mobile_numbers_are_malaysian_and_shown_the_malaysian_way(site: str) -> None:
    person = a_person()
    visitor = sign_up_over_http(site, person)

    for typed, shown in VALID_MOBILES.items():
        response = post_form(visitor, site, "/account/mobile", "mobile-form", {"mobile": typed})
        assert_html_page(response, f"saving {typed!r}")
        assert element_text(response.body, "form-message") == "Number was edited successfully", f"{typed!r} should be accepted"
        assert element_text(response.body, "account-mobile") == shown, f"{typed!r} should be shown as {shown!r}"

    last = list(VALID_MOBILES.values())[-1]
    for typed in INVALID_MOBILES:
        response = post_form(visitor, site, "/account/mobile", "mobile-form", {"mobile": typed})
        assert_html_page(response, f"saving {typed!r}", status=422)
        assert element_text(response.body, "form-message") == "Mobile number is not valid", f"{typed!r} should be refused"
        home = visitor.get(f"{site}/account")
        assert element_text(home.body, "account-mobile") == last, f"refusing {typed!r} should keep {last!r}"


# --------------------------------------------------------------------------
# Log out, delete
# --------------------------------------------------------------------------


@pytest.mark.browser
def test_log_out_ends_the_session(page: Page, new_page: Callable[..., Page], site: str) -> None:
    person = a_person()
    sign_up_in_browser(page, person)
    page.goto("/?tab=users")
    click_and_wait_for_save(page, hearts(page, THE_DARK_KNIGHT).first)

    # Another browser holding a copy of the session cookie, as a stolen cookie would be.
    copy = new_page(base_url=site)
    copy.context.add_cookies(page.context.cookies())
    copy.goto("/account")
    expect_home(copy, person, "a copy of the session cookie before logging out")

    page.goto("/account")
    submit(page, page.locator("#log-out").click)
    expect_on_log_in(page, "after Log out")
    expect_confirmation(page, "You have logged out", "after Log out")

    expect_logged_out(page, "the browser that logged out")
    copy.reload()
    expect_on_log_in(copy, "the old session cookie after logging out")
    page.goto("/favorites")
    expect(favorite_rows(page), "after logging out the account's favorites are not shown").to_have_count(0)


@pytest.mark.browser
def test_delete_account_needs_the_password(page: Page) -> None:
    person = a_person()
    sign_up_in_browser(page, person)
    page.goto("/account")

    navigate_by(page, page.locator("#delete-account").click)
    assert path_of(page) == "/account/delete", f"Delete account should open /account/delete, got {page.url}"
    password = page.locator("#delete-form #password")
    password.fill(WRONG_PASSWORD)
    submit(page, page.locator("#confirm-delete").click)
    expect_problem(page, "Password is incorrect", "deleting with a wrong password")
    page.goto("/account")
    expect_home(page, person, "after a refused delete")

    navigate_by(page, page.locator("#delete-account").click)
    password.fill(person.password)
    submit(page, page.locator("#confirm-delete").click)
    expect_on_log_in(page, "after deleting")
    expect_confirmation(page, "Your account was deleted", "after deleting")

    log_in(page, person.email, person.password)
    expect_problem(page, "Email or password is incorrect", "logging in to a deleted account")
    expect_logged_out(page, "after deleting")


# --------------------------------------------------------------------------
# Navigation
# --------------------------------------------------------------------------


@pytest.mark.browser
def test_account_link_in_the_navigation(page: Page) -> None:
    def expect_link(path: str, current: bool) -> None:
        page.goto(path)
        link = account_nav_link(page)
        expect(link, f"{path}: the Account link").to_be_visible()
        expect(link).to_have_attribute("href", "/account")
        if current:
            expect(link, f"{path}: Account should be current").to_have_attribute("aria-current", "page")
        else:
            expect(link, f"{path}: Account should not be current").not_to_have_attribute("aria-current", "page")

    expect_link("/", current=False)
    expect_link("/login", current=True)
    expect_link("/signup", current=True)
    navigate_by(page, account_nav_link(page).click)
    expect_on_log_in(page, "Account logged out")

    sign_up_in_browser(page, a_person())
    for path in ("/account", "/account/mobile", "/account/delete"):
        expect_link(path, current=True)
    expect_link("/favorites", current=False)


# --------------------------------------------------------------------------
# Favorites and searches follow the person
# --------------------------------------------------------------------------


@pytest.mark.browser
def test_favorites_and_searches_follow_the_person(
    page: Page, new_page: Callable[..., Page], own_address: Callable[[], str]
) -> None:
    person = a_person()
    # As a visitor: a heart and a search, then signing up.
    page.goto("/?tab=users")
    click_and_wait_for_save(page, hearts(page, THE_DARK_KNIGHT).first)
    page.goto("/search?q=batman")
    page.goto("/signup")
    fill_sign_up(page, person)
    submit(page, page.locator("#sign-up").click)
    expect_home(page, person, "after signing up")

    page.goto("/favorites")
    expect(favorite_rows(page), "the visitor's favorite should be the account's").to_have_count(1)
    assert movie_ids(favorite_rows(page)) == [THE_DARK_KNIGHT]
    page.goto("/history")
    expect(history_entries(page), "the visitor's search should be the account's").to_have_text(["batman"])

    # Another browser, on another network, logging in to the same account.
    other = new_page(base_url=own_address())
    other.goto("/login")
    log_in(other, person.email, person.password)
    expect_home(other, person, "the other browser")
    other.goto("/favorites")
    expect(favorite_rows(other), "the other browser should show the account's favorites").to_have_count(1)
    assert movie_ids(favorite_rows(other)) == [THE_DARK_KNIGHT]
    other.goto("/history")
    expect(history_entries(other), "the other browser should show the account's searches").to_have_text(["batman"])

    other.goto("/?tab=users")
    click_and_wait_for_save(other, hearts(other, THE_GODFATHER).first)
    other.goto("/search?q=godfather")

    page.goto("/favorites")
    expect(favorite_rows(page), "a heart pressed in the other browser should show here").to_have_count(2)
    assert movie_ids(favorite_rows(page)) == [THE_GODFATHER, THE_DARK_KNIGHT], "newest first"
    page.goto("/history")
    expect(history_entries(page), "a search in the other browser should show here").to_have_text(["godfather", "batman"])


# --------------------------------------------------------------------------
# Layout regressions of the main screens
# --------------------------------------------------------------------------


@pytest.mark.browser
@pytest.mark.every_viewport  # the bar's box, and phones on their side hide it
@pytest.mark.parametrize("path", MAIN_SCREENS)
def test_app_bar_starts_at_the_top(page: Page, viewport: Viewport, path: str) -> None:
    page.goto(path)
    bar = page.locator(".app-bar")
    main = page.locator("main")
    expect(main).to_be_visible()
    main_top = main.evaluate("element => element.getBoundingClientRect().top")
    where = f"{path} at {viewport.id}"
    if bar.is_visible():
        box = bar.bounding_box()
        assert box is not None
        assert box["y"] == 0, f"{where}: the app bar should start at y=0, starts at {box['y']}px"
        assert main_top == box["y"] + box["height"], f"{where}: main should follow the app bar, starts at {main_top}px"
    else:
        # Phones on their side hide the bar: then nothing may stand above the content.
        assert main_top == 0, f"{where}: with the app bar hidden, main should start at y=0, starts at {main_top}px"


@pytest.mark.browser
@pytest.mark.every_viewport  # the hearts' boxes
@pytest.mark.parametrize("path", ["/", "/search?q=batman"])
def test_hearts_are_big_enough_to_tap(page: Page, viewport: Viewport, path: str) -> None:
    page.goto(path)
    expect(page.locator("button.heart").first, f"{path} should show hearts").to_be_visible()
    sizes = page.locator("button.heart").evaluate_all(
        """hearts => hearts.map(heart => {
            const box = heart.getBoundingClientRect();
            return {movie: heart.dataset.movieId, width: box.width, height: box.height};
        })"""
    )
    small = [size for size in sizes if size["width"] < MIN_TAP_TARGET_PX or size["height"] < MIN_TAP_TARGET_PX]
    assert not small, (
        f"{path} at {viewport.id}: every heart should be at least {MIN_TAP_TARGET_PX}×{MIN_TAP_TARGET_PX} CSS px; "
        f"{len(small)} of {len(sizes)} are smaller: {small[:5]}"
    )
