import MarqueeCore

/// Three films a database of the first version is filled with, before it is migrated and
/// compared with a new database holding the same films (SQLite's `MigrationTests`,
/// `PostgresFrozenMigrationTests`): one title, a title and an original title, a word shared.
public enum MigrationSampleFilms {
    public static let all = [
        Movie(id: 1, title: "Heat", originalTitle: "Heat", overview: "", popularity: 9, voteAverage: 7.9, voteCount: 7_000,
              genreIDs: [80, 18], originalLanguage: "en"),
        Movie(id: 3, title: "Shadows in Paradise", originalTitle: "Varjoja paratiisissa", overview: "", popularity: 4,
              voteAverage: 7.1, voteCount: 300, genreIDs: [18, 35], originalLanguage: "fi"),
        Movie(id: 7, title: "Paradise Road", originalTitle: "Paradise Road", overview: "", popularity: 6,
              voteAverage: 6.8, voteCount: 200, genreIDs: [18], originalLanguage: "en"),
    ]
}
