#if DEBUG
import Foundation
import MarqueeCore
@testable import MarqueeStore

/// A search text as the search box sends it: ``SearchQuery`` cleans it, ``SearchPattern``
/// makes the FTS5 words, and the catalog runs the real search statement on a small catalog in
/// memory. FTS5 must never read user text as its own syntax, so the statement never fails.
enum SearchFuzz {
    static let target = FuzzTarget(name: "search", maxLength: 1024, summary: "SearchQuery, SearchPattern, the catalog's FTS5 search") { data in
        let input = text(data)
        if let pattern = SearchPattern(input) {
            check(pattern, from: input)
        }
        guard let query = try? SearchQuery(input) else { return }
        expect(!query.text.isEmpty && query.text.count <= SearchQuery.maximumLength, "query \(String(reflecting: query.text))")
        guard let pattern = SearchPattern(query.text) else { return }
        let request = CatalogSearchRequest(pattern: pattern, exactTitle: SearchFolding.fold(query.text), page: 1)
        do {
            let page = try database.readStatement { try request.fetch($0) }
            expect(page.movies.count <= SQLiteMovieCatalog.pageSize, "\(page.movies.count) films on a page")
        } catch {
            fatalError("the catalog refused \(String(reflecting: input)) as \(pattern.matchExpression): \(error)")
        }
    }

    private static func check(_ pattern: SearchPattern, from input: String) {
        expect((1...SearchPattern.maximumWords).contains(pattern.words.count), "\(pattern.words.count) words from \(String(reflecting: input))")
        expect(!pattern.words.contains(where: \.isEmpty), "an empty word from \(String(reflecting: input))")
    }

    /// A few films, with diacritics, digits and punctuation in their titles.
    private static let database: AppDatabase = {
        do {
            let database = try AppDatabase.inMemory()
            _ = try CatalogImporter(database: database).importMovies([
                Movie(id: 272, title: "Batman Begins", releaseDate: ReleaseDate("2005-06-10"), popularity: 50),
                Movie(id: 155, title: "The Dark Knight", popularity: 80),
                Movie(id: 194, title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain", popularity: 30),
                Movie(id: 129, title: "千と千尋の神隠し", originalTitle: "Spirited Away", popularity: 40),
                Movie(id: 62, title: "2001: A Space Odyssey", popularity: 20),
                Movie(id: 8587, title: "The Lion King", isAdult: false),
                Movie(id: 1, title: "\"NEAR\" AND (OR) NOT *", popularity: 1),
            ])
            return database
        } catch {
            fatalError("could not make the search catalog: \(error)")
        }
    }()
}
#endif
