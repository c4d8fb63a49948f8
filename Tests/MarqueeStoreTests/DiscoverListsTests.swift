import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// Popular and top-rated lists over the embedded catalog.
@Suite struct DiscoverListsTests {
    let database: AppDatabase
    let catalog: SQLiteMovieCatalog

    init() throws {
        database = try AppDatabase.inMemory()
        try EmbeddedCatalog(database: database).loadIfNeeded()
        catalog = SQLiteMovieCatalog(database: database)
    }

    @Test func popularPagesAreOrderedAndNeverOverlap() async throws {
        let first = try await catalog.popular(page: 1)
        let second = try await catalog.popular(page: 2)
        #expect(first.movies.count == 20)
        #expect(first.movies.map(\.popularity) == first.movies.map(\.popularity).sorted(by: >))
        #expect(Set(first.movies.map(\.id)).isDisjoint(with: second.movies.map(\.id)))
        #expect(first.totalPages >= 15)
    }

    @Test func aFilmWithTwoPerfectVotesDoesNotLead() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("two-votes-\(UUID().uuidString).jsonl")
        try #"{"id":99999991,"title":"Two Friends Loved It","vote_average":10,"vote_count":2,"popularity":1}"#.write(to: file, atomically: true, encoding: .utf8)
        _ = try CatalogImporter(database: database).importFile(at: file)
        let top = try await catalog.topRatedByUsers(limit: 15)
        #expect(top.count == 15)
        #expect(!top.contains { $0.id == 99_999_991 })
        #expect(top.allSatisfy { $0.voteCount >= SQLiteMovieCatalog.minimumUserVotes })
        #expect(top.map(\.voteAverage) == top.map(\.voteAverage).sorted(by: >))
    }

    @Test func criticsListIsOrderedByCriticScore() async throws {
        let top = try await catalog.topRatedByCritics(limit: 15)
        #expect(top.count == 15)
        let scores = top.compactMap(\.criticScore)
        #expect(scores.count == 15)
        #expect(scores == scores.sorted(by: >))
    }

    /// The Godfather leads both lists on the catalog's real figures. (The Dark Knight, the
    /// issue's example, is in the users' top 15 but its Metacritic score of 84 is not in the
    /// critics' top 15.)
    @Test func theGodfatherIsOnBothLists() async throws {
        #expect(try await catalog.topRatedByUsers(limit: 15).contains { $0.id == 238 })
        #expect(try await catalog.topRatedByCritics(limit: 15).contains { $0.id == 238 })
        #expect(try await catalog.topRatedByUsers(limit: 15).contains { $0.id == 155 })
    }

    @Test func savedAnswersComeBackWithTheirTime() async throws {
        let cache = SQLiteResponseCache(database: database)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        try await cache.store(Data("{}".utf8), for: .popular(page: 1), at: date)
        let saved = try #require(try await cache.load(.popular(page: 1)))
        #expect(saved.data == Data("{}".utf8))
        #expect(saved.savedAt == date)
        #expect(try await cache.load(.popular(page: 2)) == nil)
    }
}
