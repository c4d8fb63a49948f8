import Foundation
import MarqueeCore
import Synchronization
import Testing

@Suite struct OfflineFallbackTests {
    /// A response cache in memory.
    final class MemoryCache: ResponseCache {
        let entries = Mutex<[CacheKey: (Data, Date)]>([:])
        func store(_ data: Data, for key: CacheKey, at date: Date) async throws { entries.withLock { $0[key] = (data, date) } }
        func load(_ key: CacheKey) async throws -> (data: Data, savedAt: Date)? { entries.withLock { $0[key] }.map { ($0.0, $0.1) } }
    }

    let cache = MemoryCache()
    let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
    var fallback: OfflineFallback { OfflineFallback(cache: cache, now: { [savedAt] in savedAt }) }
    let page = MoviePage(page: 1, totalPages: 1, totalResults: 1, movies: [Movie(id: 155, title: "The Dark Knight", releaseDate: ReleaseDate("2008-07-16"))])

    @Test func freshAnswerIsKeptAndShownAsFresh() async throws {
        let result = try await fallback.fetch(.popular(page: 1)) { page }
        #expect(result.value == page)
        #expect(result.savedAt == nil)
        #expect(try await cache.load(.popular(page: 1)) != nil)
    }

    @Test(arguments: [CatalogError.offline, .timedOut, .connectionInterrupted])
    func networkFailureShowsTheSavedCopyWithItsTime(failure: CatalogError) async throws {
        _ = try await fallback.fetch(.popular(page: 1)) { page }
        let result = try await fallback.fetch(.popular(page: 1)) { () async throws -> MoviePage in throw failure }
        #expect(result.value == page)
        #expect(result.savedAt == savedAt)
    }

    @Test(arguments: [CatalogError.invalidCredentials, .rateLimited(retryAfter: nil), .serviceUnavailable(status: 503), .notFound])
    func serviceErrorsAreNeverHiddenBehindOldData(failure: CatalogError) async throws {
        _ = try await fallback.fetch(.popular(page: 1)) { page }
        await #expect(throws: failure) { try await fallback.fetch(.popular(page: 1)) { () async throws -> MoviePage in throw failure } }
    }

    @Test func answersNotWorthAWriteAreNotKept() async throws {
        _ = try await fallback.fetch(.search(query: "b", page: 1), storing: false) { page }
        #expect(try await cache.load(.search(query: "b", page: 1)) == nil)
    }

    @Test func offlineWithNothingSavedReportsOffline() async {
        await #expect(throws: CatalogError.offline) {
            try await fallback.fetch(.popular(page: 9)) { () async throws -> MoviePage in throw CatalogError.offline }
        }
    }

    @Test func keysAreStoredAsBeforeTheyWereTyped() {
        #expect(CacheKey.search(query: "Bat Begin", page: 2).rawValue == "search|bat begin|2")
        #expect(CacheKey.popular(page: 3).rawValue == "popular|3")
        #expect(CacheKey.topRatedByUsers.rawValue == "top-rated-users")
        #expect(CacheKey.movie(id: 155).rawValue == "movie|155")
    }

    @Test func withoutACacheRequestsPassThrough() async throws {
        let result = try await OfflineFallback(cache: nil).fetch(.topRatedByUsers) { 42 }
        #expect(result.value == 42)
        #expect(result.savedAt == nil)
    }
}
