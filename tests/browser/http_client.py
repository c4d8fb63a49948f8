"""Plain HTTP for the tests that need no browser: GET and form POSTs, cookies kept per visitor."""

from __future__ import annotations

import gzip
import urllib.error
import urllib.request
from dataclasses import dataclass
from email.message import Message
from http.cookiejar import CookieJar
from html.parser import HTMLParser
from urllib.parse import urlencode, urljoin, urlsplit

TIMEOUT_S = 15


@dataclass
class Response:
    status: int
    headers: Message
    body: str


class Visitor:
    """One visitor: a cookie jar that keeps the anonymous visitor cookie between requests."""

    def __init__(self) -> None:
        self._opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))

    def get(self, url: str) -> Response:
        return self._send(urllib.request.Request(url))

    def post(self, url: str, form: dict[str, str]) -> Response:
        """POST ``form`` urlencoded with an Origin header, as a browser submitting a form does."""
        origin = "{0.scheme}://{0.netloc}".format(urlsplit(url))
        return self._send(urllib.request.Request(url, data=urlencode(form).encode(), headers={"Origin": origin}))

    def _send(self, request: urllib.request.Request) -> Response:
        """Error statuses are returned, not raised; a gzip body is decoded."""
        try:
            with self._opener.open(request, timeout=TIMEOUT_S) as response:
                return Response(response.status, response.headers, _text(response.headers, response.read()))
        except urllib.error.HTTPError as error:
            with error:
                return Response(error.code, error.headers, _text(error.headers, error.read()))


def _text(headers: Message, body: bytes) -> str:
    if (headers.get("Content-Encoding") or "").strip().lower() == "gzip":
        body = gzip.decompress(body)
    return body.decode("utf-8", errors="replace")


def fetch(url: str) -> Response:
    """GET ``url`` as a new visitor; error statuses are returned, not raised."""
    return Visitor().get(url)


def assert_html_page(response: Response, what: str, status: int = 200) -> None:
    assert response.status == status, f"{what} answered {response.status}, expected {status}:\n{response.body[:2000]}"
    content_type = response.headers.get("Content-Type", "")
    assert content_type.startswith("text/html"), f"{what} should answer HTML, got Content-Type {content_type!r}"
    assert "<html" in response.body.lower(), f"{what} should answer an HTML document"


class PageAssets(HTMLParser):
    """The stylesheets and scripts a page links to, as absolute URLs."""

    def __init__(self, html: str, base_url: str) -> None:
        super().__init__()
        self.stylesheets: list[str] = []
        self.scripts: list[str] = []
        self._base_url = base_url
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "link" and "stylesheet" in (attributes.get("rel") or "").lower().split() and attributes.get("href"):
            self.stylesheets.append(urljoin(self._base_url, attributes["href"]))
        elif tag == "script" and attributes.get("src"):
            self.scripts.append(urljoin(self._base_url, attributes["src"]))
