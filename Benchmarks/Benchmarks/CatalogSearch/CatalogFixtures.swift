import Foundation
import MarqueeCore
import MarqueeStore

/// Catalogs to benchmark against, each built on first use: a run that measures only the
/// embedded catalog never generates a million films.
enum CatalogFixtures {
    /// The embedded catalog in memory.
    static let embedded = SQLiteMovieCatalog(database: embeddedDatabase())
    /// The embedded catalog plus 100,000 generated films.
    static let hundredThousand = SQLiteMovieCatalog(database: generated(count: 100_000))
    /// The embedded catalog plus 1,000,000 generated films.
    static let million = SQLiteMovieCatalog(database: generated(count: 1_000_000))

    private static func embeddedDatabase() -> AppDatabase {
        do {
            let database = try AppDatabase.inMemory()
            try EmbeddedCatalog(database: database).loadIfNeeded()
            return database
        } catch {
            fatalError("Cannot load the embedded catalog: \(error)")
        }
    }

    /// Title words, common ones only, so prefixes like "the", "star" and "a" match a tenth of
    /// the generated films or more: a harder case than real titles.
    private static let words = [
        "The", "Dark", "Knight", "Star", "Night", "Return", "Of", "Love", "War", "City", "Last", "Man", "Girl",
        "House", "Batman", "Begins", "Rising", "Lost", "King", "Dream", "Blue", "Storm", "River", "Ghost",
        "Secret", "Summer", "Winter", "Empire", "Road", "Edge", "A", "Alien", "American",
    ]

    /// The embedded catalog plus `count` generated films, made in memory and written in large
    /// transactions (no JSON), so a million films take seconds, not minutes.
    private static func generated(count: Int) -> AppDatabase {
        let database = embeddedDatabase()
        var generator = SystemRandomNumberGenerator()
        let movies = (0..<count).lazy.map { index in
            let title = (0..<Int.random(in: 2...4, using: &generator))
                .map { _ in words.randomElement(using: &generator)! }
                .joined(separator: " ") + " \(index)"
            return Movie(id: 10_000_000 + index, title: title, overview: "Generated.", releaseDate: ReleaseDate("2001-01-01"),
                         popularity: Double(index % 997), voteAverage: 6.5, voteCount: index % 5_000, genreIDs: [18])
        }
        do {
            _ = try CatalogImporter(database: database, batchSize: 50_000).importMovies(movies)
            return database
        } catch {
            fatalError("Cannot build the generated catalog: \(error)")
        }
    }
}
