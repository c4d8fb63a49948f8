import Foundation
import MarqueeCore
import MarqueeStore
import Testing

@Suite struct ResponseCacheLimitsTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func oldCopiesGoThenTheOldestUntilTheBodiesFit() async throws {
        let cache = SQLiteResponseCache(database: try AppDatabase.inMemory(), limits: .init(maximumAge: .seconds(3600), maximumBytes: 250))
        try await cache.store(Data(count: 100), for: .movie(id: 1), at: now.addingTimeInterval(-7200))
        for id in 2...5 { try await cache.store(Data(count: 100), for: .movie(id: id), at: now.addingTimeInterval(Double(id))) }
        try await cache.evict(now: now.addingTimeInterval(10))
        var kept: [Int] = []
        for id in 1...5 where try await cache.load(.movie(id: id)) != nil { kept.append(id) }
        #expect(kept == [4, 5], "1 is older than an hour; then the oldest go until 250 bytes fit")
    }

    @Test func everyWriteKeepsTheCacheWithinItsLimitTheNewestStaying() async throws {
        let cache = SQLiteResponseCache(database: try AppDatabase.inMemory(), limits: .init(maximumBytes: 1_000))
        for id in 1...120 {
            try await cache.store(Data(count: 100), for: .movie(id: id), at: now.addingTimeInterval(Double(id)))
            #expect(try await cache.size() <= 1_000, "over the limit after writing \(id)")
        }
        var kept: [Int] = []
        for id in 1...120 where try await cache.load(.movie(id: id)) != nil { kept.append(id) }
        #expect(kept.last == 120 && kept.count >= 8, "the newest stay: \(kept)")
        let oldest = try #require(kept.first)
        #expect(kept == Array(oldest...120), "and only the newest")
    }
}
