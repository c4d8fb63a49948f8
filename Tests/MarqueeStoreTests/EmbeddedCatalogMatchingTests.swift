import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// An export's films matched offline against the embedded catalog, through its own search.
@Suite struct EmbeddedCatalogMatchingTests {
    @Test func filmsOfARealDiaryAreFoundByTitleAndYearOrLeftForLater() async throws {
        let database = try AppDatabase.inMemory()
        try EmbeddedCatalog(database: database).loadIfNeeded()
        let matcher = FilmMatcher(catalog: SQLiteMovieCatalog(database: database))
        func id(_ title: String, _ year: Int?) async throws -> Int? {
            if case let .one(movie) = try await matcher.match(ImportedFilm(title: title, year: year)) { return movie.id }
            return nil
        }
        // Titles as a Letterboxd diary writes them (FuzzyGrim/Yamtrack's fixture of a real account).
        #expect(try await id("The Godfather", 1972) == 238)
        #expect(try await id("The Godfather Part II", 1974) == 240)
        #expect(try await id("godfather part iii, the", 1990) == 242)
        #expect(try await matcher.match(ImportedFilm(title: "Filipiñana", year: 2024)) == .none, "not in the embedded catalog")
    }
}
