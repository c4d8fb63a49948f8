#!/usr/bin/python3
"""A bare WebKitGTK browser for WebKitWebDriver, with windows of any size.

WebKitGTK's MiniBrowser will not make a window narrower than 447 px, so it cannot show a
phone's 390 px. WebKitWebDriver launches the binary named in the capabilities
(``webkitgtk:browserOptions``) with the arguments given there; this one takes:

    --automation             required: without it the browser refuses to be driven
    --size=WIDTHxHEIGHT      the size of every window it opens, i.e. the viewport (default 390x844)
    --data-dir=PATH          where the browser keeps its data (storage, caches, service workers);
                             the caller makes it and deletes it

The browser allows automation on its WebContext; when WebKitWebDriver connects (the context's
"automation-started"), it answers the session's "create-web-view" with a WebView controlled by
automation, alone in a window of the wanted size. Under Xvfb there is no window manager to
add a frame, so the window's size is the viewport's.

It runs with the system Python (``/usr/bin/python3``), which has PyGObject (Debian: python3-gi)
and WebKit2 4.1's GObject bindings (Debian: gir1.2-webkit2-4.1, the API webkit2gtk-driver goes with).
"""

from __future__ import annotations

import argparse
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402  (after require_version)

# What the browser calls itself to WebKitWebDriver: the session's capabilities must ask for it
# as their browserName (engine_driver.WEBKIT_BROWSER_NAME).
BROWSER_NAME = "MarqueeEngineBrowser"


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--automation", action="store_true", required=True)
    parser.add_argument("--size", default="390x844", help="WIDTHxHEIGHT of each window")
    parser.add_argument("--data-dir", required=True)
    arguments = parser.parse_args(argv)
    width, _, height = arguments.size.partition("x")
    arguments.width, arguments.height = int(width), int(height)
    return arguments


def main(argv: list[str]) -> int:
    arguments = parse_arguments(argv)
    data_manager = WebKit2.WebsiteDataManager(
        base_data_directory=f"{arguments.data_dir}/data", base_cache_directory=f"{arguments.data_dir}/cache"
    )
    context = WebKit2.WebContext(website_data_manager=data_manager)
    context.set_automation_allowed(True)
    windows: list[Gtk.Window] = []

    def new_web_view(_session: WebKit2.AutomationSession) -> WebKit2.WebView:
        view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
        window = Gtk.Window(title=BROWSER_NAME)
        window.set_default_size(arguments.width, arguments.height)
        window.add(view)
        view.connect("close", lambda _view: window.destroy())
        window.connect("destroy", lambda closed: windows.remove(closed))
        window.show_all()
        windows.append(window)
        return view

    def automation_started(_context: WebKit2.WebContext, session: WebKit2.AutomationSession) -> None:
        info = WebKit2.ApplicationInfo()
        info.set_name(BROWSER_NAME)
        info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
        session.set_application_info(info)
        session.connect("create-web-view", new_web_view)

    context.connect("automation-started", automation_started)
    Gtk.main()  # WebKitWebDriver ends the process when the session is deleted
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
