import Foundation
import GRDB
import MarqueeCore
@testable import MarqueeStore
import Testing

/// The FTS5 query built from what the user typed, and what SQLite makes of hostile text.
@Suite struct SearchPatternTests {
    @Test func everyWordBecomesAQuotedPrefix() throws {
        #expect(try #require(SearchPattern("bat begin")).matchExpression == #""bat"* "begin"*"#)
    }

    @Test func punctuationSeparatesWordsLikeTheTokenizer() throws {
        #expect(SearchPattern("Spider-Man: No Way Home")?.words == ["Spider", "Man", "No", "Way", "Home"])
        #expect(SearchPattern("l'été \"NEAR(x, y)\" a_b -*")?.words == ["l", "été", "NEAR", "x", "y", "a", "b"])
        #expect(SearchPattern("WALL·E 2049 Ⅷ")?.words == ["WALL", "E", "2049", "Ⅷ"])
    }

    @Test func combiningMarksStayInTheirWord() {
        #expect(SearchPattern("cafe\u{301} noe\u{308}l")?.words == ["cafe\u{301}", "noe\u{308}l"])
    }

    @Test(arguments: ["", "   ", "\"", "-*", "()", "🎬🍿", "*^:+{}", "\u{200D}"])
    func textWithoutWordsGivesNoPattern(text: String) {
        #expect(SearchPattern(text) == nil)
    }

    @Test func veryLongTextKeepsTheFirstWords() throws {
        let pattern = try #require(SearchPattern((0..<700).map { "a\($0)z" }.joined(separator: "\" ")))
        #expect(pattern.words == (0..<SearchPattern.maximumWords).map { "a\($0)z" })
    }

    /// Issue 26: `a a a …` made 32 walks of the films of "a"; a word typed twice, or one that
    /// begins another word of the search, narrows nothing and is left out.
    @Test func wordsThatCannotNarrowTheSearchAreLeftOut() throws {
        #expect(SearchPattern("a alien A the theater é é")?.words == ["alien", "theater", "é"])
        #expect(SearchPattern(String(repeating: "a ", count: 100))?.words == ["a"])
        #expect(SearchPattern("star wars star")?.words == ["star", "wars"])
        #expect(SearchPattern("Ét étoile")?.words == ["Ét", "étoile"], "beyond ASCII, only the same word twice is left out")
    }

    @Test(arguments: [
        "\"", "NEAR(", "NEAR(a b, 2)", "-*", "\"batman\" OR 1=1 --", "🎬🍿", "*", "a AND OR NOT", "bat^", "{title}: x",
        "title:batman", "\u{301}", "x\u{200D}y", "a\"b\"\"c", String(repeating: "ab\" ", count: 500), String(repeating: "é", count: 2_000),
    ])
    func hostileTextNeverMakesSQLiteFail(text: String) throws {
        let database = try AppDatabase.inMemory()
        try EmbeddedCatalog(database: database).loadIfNeeded()
        guard let pattern = SearchPattern(text) else { return }
        let request = CatalogSearchRequest(pattern: pattern, exactTitle: SearchFolding.fold(text), page: 1)
        let page = try database.reader.read { db in try request.fetch(db) }
        #expect(page.movies.count <= SQLiteMovieCatalog.pageSize)
    }
}
