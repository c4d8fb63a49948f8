import Foundation
import GRDB

extension AppDatabase {
    /// Numbers the films by popularity again and indexes their titles under those numbers, in
    /// one transaction. Run after films are added or changed: until then, search answers from
    /// the previous numbering, which stays consistent (new films are not found yet).
    func rebuildSearchIndex() throws {
        try writer.write { db in
            // Ranks are unique, and SQLite checks that row by row: renumbering under the index
            // meant clearing every rank first, so every row was written twice. Without the
            // index, each film whose rank changed is written once, and the index is built again
            // in one sorted pass (6.3 s instead of 9.6 s for 960,000 films). Readers see the
            // index as it was until this transaction commits.
            try db.execute(sql: """
                DROP INDEX movie_popularityRank;
                UPDATE movie SET popularityRank = ranked.rank FROM (
                  SELECT id, CASE WHEN isAdult THEN NULL ELSE ROW_NUMBER() OVER (PARTITION BY isAdult ORDER BY popularity DESC, id) END AS rank
                  FROM movie
                ) AS ranked WHERE movie.id = ranked.id AND movie.popularityRank IS NOT ranked.rank;
                CREATE UNIQUE INDEX movie_popularityRank ON movie (popularityRank);
                """)
            try Self.reindexTitles(db)
            try db.execute(sql: "DELETE FROM metadata WHERE key = ?", arguments: [Self.searchIndexPendingKey])
            // The catalog changed: pages worked out from the old one are not served again.
            try db.execute(sql: "INSERT OR REPLACE INTO metadata (key, value) VALUES ('catalogGeneration', ?)", arguments: [UUID().uuidString])
        }
    }

    /// Rebuilds the search index when an import wrote films and did not get to its end (an
    /// error, or a process killed): run when an import fails and at start-up.
    public func rebuildSearchIndexIfPending() throws {
        guard try writer.read(Self.isSearchIndexPending) else { return }
        try rebuildSearchIndex()
    }

    /// The `metadata` key set by an import's first batch and cleared when the index is made
    /// again: while it is set, the index may not match the films' titles.
    static let searchIndexPendingKey = "searchIndexPending"

    /// Notes, in `db`'s transaction, that films were written that the index does not hold yet.
    static func markSearchIndexPending(_ db: Database) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO metadata (key, value) VALUES (?, '1')", arguments: [searchIndexPendingKey])
    }

    /// Whether the index may not match the films' titles (an import under way or cut short).
    static func isSearchIndexPending(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM metadata WHERE key = ?", arguments: [searchIndexPendingKey]) ?? false
    }

    /// A film's entry in `movieSearch`, as columns of `movie` in the index's order (rowid,
    /// title, original title). The original title is indexed only where it differs from the
    /// title: a film of TMDB's export has one title, and indexing it twice wrote every word's
    /// positions twice, for no match more (the index of 1,000,000 such titles: 106 MB instead
    /// of 172). Deleting an entry from this contentless index gives the same columns again.
    static let searchIndexEntry = "popularityRank, title, NULLIF(originalTitle, title)"

    /// Indexes every ranked film's titles under its rank, from nothing, in `db`'s transaction.
    static func reindexTitles(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO movieSearch (movieSearch) VALUES ('delete-all');
            -- FTS5 writes a segment each time its pending terms pass `hashsize` (1 MB by
            -- default): 8 MB writes fewer to merge (6.3 s instead of 8.0 s for 960,000 films).
            INSERT INTO movieSearch (movieSearch, rank) VALUES ('hashsize', 8388608);
            -- In rowid order: FTS5 then appends to its lists instead of merging them (1.8 s
            -- for 288,000 films instead of 5.5 s).
            INSERT INTO movieSearch (rowid, title, originalTitle)
              SELECT \(searchIndexEntry) FROM movie WHERE popularityRank IS NOT NULL ORDER BY popularityRank;
            -- One segment: every query then reads one list a word, not one a batch.
            INSERT INTO movieSearch (movieSearch) VALUES ('optimize');
            """)
    }
}
