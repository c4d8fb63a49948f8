import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// The saved upstream answers stay within their size limit on every write, the oldest going
/// first, the same on every store (issue 26: every answer is kept, cookie or not, so the size
/// is what bounds a crawl).
@Suite struct ResponseCacheContractTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: StoreKind.allCases) func aLongCrawlNeverGrowsTheCachePastItsLimit(kind: StoreKind) async throws {
        let limit = 30_000
        try await kind.withStores(embeddedCatalog: false, responseCache: .init(maximumBytes: limit)) { (stores: MarqueeStores) async throws in
            let cache = stores.responseCache
            var largest = 0
            for page in 1...150 {
                try await cache.store(Data(repeating: 7, count: 900), for: .search(query: "crawl", page: page), at: start.addingTimeInterval(Double(page)))
                largest = max(largest, try await cache.size())
            }
            #expect(largest <= limit, "the cache held \(largest) bytes at most, over its limit of \(limit)")
            #expect(try await cache.size() >= limit / 2, "it is used, not emptied")
            #expect(try await cache.load(.search(query: "crawl", page: 150)) != nil, "the newest answers stay")
            #expect(try await cache.load(.search(query: "crawl", page: 1)) == nil, "the oldest went first")
        }
    }

    @Test(arguments: StoreKind.allCases) func aReplacedAnswerIsCountedOnceAndAnExpiredOneGoes(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false, responseCache: .init(maximumAge: .seconds(3_600))) { (stores: MarqueeStores) async throws in
            let key = CacheKey.movie(id: 155)
            try await stores.responseCache.store(Data(count: 1_000), for: key, at: start)
            try await stores.responseCache.store(Data(count: 400), for: key, at: start.addingTimeInterval(10))
            #expect(try await stores.responseCache.size() == 400 + key.rawValue.utf8.count)
            let report = try await stores.housekeeping.sweep(RetentionRules(savedAnswers: .seconds(60)), at: start.addingTimeInterval(600))
            #expect(report.savedAnswers == 1)
            #expect(try await stores.responseCache.size() == 0)
        }
    }
}
