#!/usr/bin/env python3
"""Builds the hand-made TMDB fixtures that real captures cannot give whole.

TMDB answers `/movie/{id}?append_to_response=…` with each appended endpoint's body under its
own key (without its `id`). No capture holds Fight Club with every block Marquee asks for, so
`handmade-movie-550-append-all.json` joins the real captures of `/movie/550` and of each
appended endpoint exactly so; the XML twins follow docs/TMDB-XML.md. Run it from the
repository's root after changing a capture:

    python3 scripts/make-tmdb-fixtures.py
"""

import json
from pathlib import Path
from xml.sax.saxutils import escape

FIXTURES = Path("Sources/MarqueeTestSupport/Fixtures/tmdb")


def load(name):
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def appended(name):
    body = load(name)
    body.pop("id", None)
    return body


def xml_element(name, value, indent):
    pad = "  " * indent
    tag = name.replace("/", "_")
    if value is None:
        return []
    if isinstance(value, list):
        return [line for item in value for line in xml_element(name, item, indent)]
    if isinstance(value, dict):
        lines = [f"{pad}<{tag}>"]
        for key, item in value.items():
            lines += xml_element(key, item, indent + 1)
        return lines + [f"{pad}</{tag}>"]
    if isinstance(value, bool):
        text = "true" if value else "false"
    else:
        # XML reads a carriage return back as a line feed, even as `&#13;`: the tests compare
        # with the JSON's line ends normalised.
        text = escape(str(value))
    return [f"{pad}<{tag}>{text}</{tag}>"]


def write(name, body):
    (FIXTURES / f"{name}.json").write_text(json.dumps(body, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', "<response>"]
    for key, value in body.items():
        lines += xml_element(key, value, 1)
    (FIXTURES / f"{name}.xml").write_text("\n".join(lines + ["</response>"]) + "\n", encoding="utf-8")


def main():
    film = load("movie-550-details.json")
    film["credits"] = appended("movie-550-credits.json")
    film["videos"] = appended("movie-550-videos.json")
    film["recommendations"] = load("movie-550-recommendations.json")
    film["similar"] = load("movie-550-similar.json")
    film["watch/providers"] = appended("movie-550-watch-providers.json")
    film["release_dates"] = appended("movie-550-release-dates.json")
    write("handmade-movie-550-append-all", film)

    # Tom Hanks: the real movie credits capture, under details written by hand (no capture of
    # /person/31 exists here); the real /person/287 capture covers the details' shape.
    person = {
        "adult": False, "biography": "Thomas Jeffrey Hanks is an American actor and filmmaker.\n\nHe is known for both his comedic and dramatic roles.",
        "birthday": "1956-07-09", "deathday": None, "id": 31, "known_for_department": "Acting", "name": "Tom Hanks",
        "place_of_birth": "Concord, California, USA", "profile_path": None,
        "movie_credits": appended("person-31-movie-credits.json"),
    }
    write("handmade-person-31-append-movie-credits", person)


if __name__ == "__main__":
    main()
