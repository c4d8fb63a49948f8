#!/usr/bin/env python3
"""Writes a catalog file in Marquee's own format (one TMDB film a line) of FILMS lines: the
embedded catalog's real lines, repeated under new ids with numbered titles until there are
enough, for measuring an import and search at a size the embedded catalog does not reach.

    scripts/make-catalog-file.py FILMS OUT.jsonl
"""

import json
import sys

SOURCE = "Sources/MarqueeStore/Resources/catalog.jsonl"


def main() -> None:
    count, target = int(sys.argv[1]), sys.argv[2]
    lines = [json.loads(line) for line in open(SOURCE, encoding="utf-8") if line.strip()]
    with open(target, "w", encoding="utf-8") as out:
        for index in range(count):
            film = dict(lines[index % len(lines)])
            if index >= len(lines):
                film["id"] = 50_000_000 + index
                film["title"] = f"{film['title']} {index // len(lines)}"
            out.write(json.dumps(film, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
