"""Film titles as a phone shows them: on the search screen's rows, words break only where a
reader expects (between words, after a slash or a hyphen), never between two letters; and a
film without a poster gets a drawn one whose title is whole and inside the picture.
"""

from __future__ import annotations

import pytest

from engine_driver import Tab

pytestmark = pytest.mark.engines

# Films of the embedded catalog with no poster and titles of long words.
SUPERMAN_BATMAN = {"45162": "Superman/Batman: Apocalypse", "22855": "Superman/Batman: Public Enemies"}

# Every place inside the element's text where one line ends and the next begins, as the text
# from the last character drawn on the one to the first drawn on the next ("c E", "/B", "an").
LINE_BREAKS = """
const element = arguments[0];
const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
let text = "";
const drawn = [];  // the characters that have a box: where in the text, and on which line
for (let node; (node = walker.nextNode()); text += node.data) {
  for (let index = 0; index < node.data.length; index += 1) {
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    const box = [...range.getClientRects()].find((rect) => rect.width > 0);
    if (box) drawn.push({ at: text.length + index, top: box.top, bottom: box.bottom });
  }
}
const breaks = [];
for (let index = 1; index < drawn.length; index += 1) {
  const [before, after] = [drawn[index - 1], drawn[index]];
  // A space at the end of a line has no box: the break is then "c E", between two words.
  if (after.top >= before.bottom - 1) breaks.push(text.slice(before.at, after.at + 1));
}
return breaks;
"""

# The drawn poster's text: its lines as written, and how far they reach in the picture's own
# units (its viewBox).
POSTER_TEXT = """
const svg = document.documentElement;
const box = svg.viewBox.baseVal;
const title = svg.querySelector("text");
const lines = [...title.querySelectorAll("tspan")].map((line) => line.textContent);
const reach = title.getBBox();
return { lines, left: reach.x, right: reach.x + reach.width, width: box.width, label: svg.getAttribute("aria-label") };
"""


def test_titles_break_between_words_not_between_letters(browser: Tab) -> None:
    browser.open("/search?q=superman")
    for movie_id, title in SUPERMAN_BATMAN.items():
        heading = browser.find(f'#results > li.movie-row[data-movie-id="{movie_id}"] h2.movie-title')
        assert browser.js("return arguments[0].textContent", heading) == title
        breaks = browser.js(LINE_BREAKS, heading)
        inside_words = [pair for pair in breaks if len(pair) == 2 and pair[0].isalnum() and pair[1].isalnum()]
        assert not inside_words, (
            f"{title!r} at 390 px is broken between two letters ({inside_words}); "
            f"lines end at {breaks}"
        )


@pytest.mark.parametrize("movie_id", SUPERMAN_BATMAN)
def test_a_drawn_poster_shows_the_whole_title_inside_the_picture(browser: Tab, movie_id: str) -> None:
    title = SUPERMAN_BATMAN[movie_id]
    browser.open(f"/search?q={title.split(':')[0]}")
    source = browser.attribute(f'#results > li.movie-row[data-movie-id="{movie_id}"] img.poster', "src") or ""
    assert source.endswith(".svg"), f"{title!r} has no poster of its own, so Marquee draws one: {source}"

    # The picture as the engine lays it out: opened by its address, as the <img> shows it.
    browser.open(source)
    drawn = browser.js(POSTER_TEXT)
    assert drawn["label"] == title
    problems = []
    if " ".join(drawn["lines"]) != title:
        problems.append(f"its lines {drawn['lines']} are not the whole title")
    if drawn["left"] < 0 or drawn["right"] > drawn["width"]:
        problems.append(
            f"its lines reach from {drawn['left']:.0f} to {drawn['right']:.0f}, outside the picture's 0 to {drawn['width']:.0f}"
        )
    assert not problems, f"the drawn poster of {title!r} should show the whole title inside it: " + "; ".join(problems)
