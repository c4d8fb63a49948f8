import GRDB

extension AppDatabase {
    /// Imports and lists (issue 28), in ``migrator``'s order after the your-films ones. Append-only.
    static func registerImportMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v15: films known by name and year until matched, and imports waiting for a say") { db in
            // A film an import named that matched none of the catalog's is a `trackedFilm` under
            // an id below zero, kept once by its folded title and year here; the partial indexes
            // find who still keeps one when it is matched.
            try db.execute(sql: """
                CREATE TABLE unmatchedFilm (
                  movieID INTEGER PRIMARY KEY REFERENCES trackedFilm (movieID) ON DELETE CASCADE CHECK (movieID < 0),
                  titleKey TEXT NOT NULL,
                  year INTEGER,
                  triedAt INTEGER NOT NULL DEFAULT 0
                );
                CREATE UNIQUE INDEX unmatchedFilm_name ON unmatchedFilm (titleKey, IFNULL(year, 0));
                CREATE INDEX unmatchedFilm_tried ON unmatchedFilm (triedAt, movieID);
                CREATE INDEX viewing_unmatched ON viewing (movieID) WHERE movieID < 0;
                CREATE INDEX watchlist_unmatched ON watchlist (movieID) WHERE movieID < 0;
                CREATE INDEX favorite_unmatched ON favorite (movieID) WHERE movieID < 0;
                CREATE TABLE importJob (
                  id TEXT PRIMARY KEY,
                  ownerID TEXT NOT NULL,
                  updatedAt DATETIME NOT NULL,
                  body BLOB NOT NULL
                );
                CREATE INDEX importJob_updatedAt ON importJob (updatedAt);
                CREATE INDEX importJob_owner ON importJob (ownerID);
                """)
        }
        migrator.registerMigration("v16: a person's lists of films, and the links that share them") { db in
            // A list's films in the person's order (0 the first), each with a note; a deleted
            // list stays until the next sweep a day on, for "Undo". A share's token stays when it
            // is turned off, so its old link says so; one active token a list.
            try db.execute(sql: """
                CREATE TABLE filmList (
                  id TEXT PRIMARY KEY,
                  ownerID TEXT NOT NULL,
                  name TEXT NOT NULL,
                  description TEXT NOT NULL,
                  updatedAt DATETIME NOT NULL,
                  deletedAt DATETIME
                );
                CREATE INDEX filmList_owner ON filmList (ownerID, updatedAt);
                CREATE TABLE filmListEntry (
                  listID TEXT NOT NULL REFERENCES filmList (id) ON DELETE CASCADE,
                  movieID INTEGER NOT NULL REFERENCES trackedFilm (movieID),
                  position INTEGER NOT NULL,
                  note TEXT NOT NULL,
                  PRIMARY KEY (listID, movieID)
                ) WITHOUT ROWID;
                CREATE INDEX filmListEntry_order ON filmListEntry (listID, position);
                CREATE INDEX filmListEntry_unmatched ON filmListEntry (movieID) WHERE movieID < 0;
                CREATE TABLE listShare (
                  token TEXT PRIMARY KEY,
                  listID TEXT NOT NULL REFERENCES filmList (id) ON DELETE CASCADE,
                  isActive BOOLEAN NOT NULL,
                  isIndexable BOOLEAN NOT NULL
                );
                CREATE UNIQUE INDEX listShare_active ON listShare (listID) WHERE isActive;
                """)
        }
    }
}
