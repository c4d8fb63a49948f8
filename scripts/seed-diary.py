#!/usr/bin/env python3
"""Logs COUNT viewings for one visitor through the film pages' own form (POST
/movies/{id}/viewings, as the page script sends it), for scripts/load-test.sh's diary and year
pages: the films are the popular grid's, the days spread over YEAR, about one in three rated.

    seed-diary.py BASE_URL COOKIE_HEADER CSRF_TOKEN COUNT YEAR
"""
import http.client
import re
import sys
import urllib.parse


def main() -> None:
    base, cookie, csrf, count, year = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
    parts = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    films: list[int] = []
    for page in range(1, 26):
        connection.request("GET", f"/discover/popular?page={page}", headers={"Cookie": cookie})
        response = connection.getresponse()
        body = response.read().decode("utf-8", "replace")
        films += [int(found) for found in re.findall(r'data-movie-id="(\d+)"', body)]
    films = sorted(set(films))
    if not films:
        sys.exit("seed-diary: the popular grid named no film")
    for index in range(count):
        form = {
            "csrf_token": csrf, "viewing_id": f"load-test-{index:08d}", "watched_on": f"{year}-{1 + index % 12:02d}-{1 + index % 28:02d}",
            "rating": str((1 + index % 10) / 2).removesuffix(".0") if index % 3 == 0 else "", "review": "Seen again." if index % 7 == 0 else "",
        }
        connection.request("POST", f"/movies/{films[(index * 7) % len(films)]}/viewings", body=urllib.parse.urlencode(form), headers={
            "Cookie": cookie, "Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded",
        })
        response = connection.getresponse()
        answer = response.read()
        if response.status != 200:
            sys.exit(f"seed-diary: a log answered {response.status}: {answer[:300]!r}")
    print(f"seed-diary: {count} viewings of {len(films)} films logged", file=sys.stderr)


if __name__ == "__main__":
    main()
