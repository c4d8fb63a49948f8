import Foundation
import GRDB

extension AppDatabase {
    /// Numbers the films by popularity again and indexes their titles under those numbers, in
    /// one transaction. Run after films are added or changed: until then, search answers from
    /// the previous numbering, which stays consistent (new films are not found yet).
    func rebuildSearchIndex() throws {
        try writer.write { db in
            try db.execute(sql: """
                UPDATE movie SET popularityRank = NULL WHERE popularityRank IS NOT NULL;
                UPDATE movie SET popularityRank = ranked.rank FROM (
                  SELECT id, ROW_NUMBER() OVER (ORDER BY popularity DESC, id) AS rank FROM movie WHERE NOT isAdult
                ) AS ranked WHERE movie.id = ranked.id;
                INSERT INTO movieSearch (movieSearch) VALUES ('delete-all');
                -- In rowid order: FTS5 then appends to its lists instead of merging them (1.8 s
                -- for 288,000 films instead of 5.5 s).
                INSERT INTO movieSearch (rowid, title, originalTitle)
                  SELECT popularityRank, title, originalTitle FROM movie WHERE popularityRank IS NOT NULL ORDER BY popularityRank;
                -- One segment: every query then reads one list a word, not one a batch.
                INSERT INTO movieSearch (movieSearch) VALUES ('optimize');
                """)
            // The catalog changed: pages worked out from the old one are not served again.
            try db.execute(sql: "INSERT OR REPLACE INTO metadata (key, value) VALUES ('catalogGeneration', ?)", arguments: [UUID().uuidString])
        }
    }
}
