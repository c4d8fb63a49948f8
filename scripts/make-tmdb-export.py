#!/usr/bin/env python3
"""Writes a file in the shape of TMDB's daily export of every film (movie_ids_MM_DD_YYYY.json.gz):
one JSON object a line with adult, id, original_title, popularity and video, gzip-compressed,
for measuring an import and search at TMDB's scale without TMDB.

    scripts/make-tmdb-export.py FILMS OUT.json.gz

The real export (tests' fixture tmdb/movie-ids-export-sample.jsonl) has ids not in order, most
popularities at TMDB's floor of 0.6, about 1 in 100 films adult and a few in 100 video. The
titles mix a few very common words (so prefixes such as "a", "the" and "star" match a large part
of the catalog, a harder case than real titles), middling ones, and a rare word per film. The
same seed gives the same file every time.
"""

import gzip
import json
import random
import sys

COMMON = ["The", "A", "Of", "Love", "Star", "Night", "Man", "Last", "Dark", "City", "Girl", "House", "War", "Dream", "King"]
MIDDLING = [
    "Knight", "Return", "Batman", "Begins", "Rising", "Lost", "Blue", "Storm", "River", "Ghost", "Secret", "Summer", "Winter",
    "Empire", "Road", "Edge", "Alien", "American", "Wars", "Trek", "Heart", "Shadow", "Island", "Garden", "Letter", "Stranger",
    "Mother", "Brother", "Silent", "Golden", "Broken", "Paris", "Tokyo", "Berlin", "Moscow", "Madrid", "Rome", "Ocean", "Desert",
]
SYLLABLES = ["ka", "lo", "mi", "ren", "sa", "tor", "vi", "zu", "nel", "bra", "qui", "dan", "po", "fe", "gho", "xi"]


def main() -> None:
    films, target = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(2026)
    ids = list(range(2, 2 + films * 3 // 2))
    rng.shuffle(ids)
    with gzip.open(target, "wt", encoding="utf-8", compresslevel=6) as out:
        for index in range(films):
            words = [rng.choice(COMMON) if rng.random() < 0.45 else rng.choice(MIDDLING) for _ in range(rng.randint(1, 3))]
            rare = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))
            words.insert(rng.randint(0, len(words)), rare.capitalize())
            popularity = 0.6 if rng.random() < 0.7 else round(rng.paretovariate(1.2) * 0.6, 3)
            line = {
                "adult": rng.random() < 0.01,
                "id": ids[index],
                "original_title": " ".join(words),
                "popularity": popularity,
                "video": rng.random() < 0.03,
            }
            out.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
