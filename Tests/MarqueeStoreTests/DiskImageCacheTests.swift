import Foundation
import MarqueeStore
import Synchronization
import Testing

/// The disk cache in a real temporary folder. Its clock moves ten seconds at each use, so which
/// file was used last never depends on the file system's timestamp precision.
@Suite struct DiskImageCacheTests {
    /// Hands out ever later dates.
    final class SteppingDates: Sendable {
        private let date = Mutex(Date(timeIntervalSince1970: 1_000_000))
        func next() -> Date {
            date.withLock { date in
                date += 10
                return date
            }
        }
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-images-\(UUID().uuidString)")
    let dates = SteppingDates()

    func makeCache(limit: Int = DiskImageCache.defaultLimitBytes) -> DiskImageCache {
        DiskImageCache(directory: folder, limitBytes: limit, now: { [dates] in dates.next() })
    }

    func url(_ name: String) -> URL {
        URL(string: "https://image.tmdb.org/t/p/w185/\(name)")!
    }

    func bytes(_ count: Int, _ value: UInt8 = 0x4A) -> Data {
        Data(repeating: value, count: count)
    }

    @Test func storedBytesAreReadBackAndOutliveARestart() throws {
        try makeCache().store(bytes(100), for: url("a.jpg"))
        #expect(makeCache().data(for: url("a.jpg")) == bytes(100))
        #expect(makeCache().data(for: url("b.jpg")) == nil)
    }

    @Test func filesAreNamedByAHashSoNoAddressCanLeaveTheFolder() throws {
        let hostile = try #require(URL(string: "https://image.tmdb.org/t/p/../../../../escape.jpg"))
        try makeCache().store(bytes(10), for: hostile)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == 1)
        let name = try #require(names.first)
        #expect(name.hasSuffix(".jpg") && !name.contains("escape"))
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("escape.jpg").path))
        #expect(makeCache().data(for: hostile) == bytes(10))
    }

    @Test func storingAgainReplacesTheFileAndIsCountedOnce() throws {
        let cache = makeCache()
        try cache.store(bytes(100, 1), for: url("a.jpg"))
        try cache.store(bytes(50, 2), for: url("a.jpg"))
        #expect(cache.data(for: url("a.jpg")) == bytes(50, 2))
        #expect(cache.stats().files == 1)
        #expect(cache.stats().bytes == 50)
    }

    @Test func pastTheLimitTheLeastRecentlyReadImageGoes() throws {
        let cache = makeCache(limit: 250)
        try cache.store(bytes(100), for: url("a.jpg"))
        try cache.store(bytes(100), for: url("b.jpg"))
        _ = cache.data(for: url("a.jpg"))
        try cache.store(bytes(100), for: url("c.jpg"))
        #expect(cache.data(for: url("b.jpg")) == nil)
        #expect(cache.data(for: url("a.jpg")) != nil)
        #expect(cache.data(for: url("c.jpg")) != nil)
        #expect(cache.stats().files == 2)
        #expect(cache.stats().bytes == 200)
    }

    @Test func aSweepAtStartTrimsAFolderLeftOverASmallerLimit() throws {
        let roomy = makeCache()
        for name in ["a.jpg", "b.jpg", "c.jpg"] {
            try roomy.store(bytes(100), for: url(name))
        }
        let small = makeCache(limit: 150)
        small.sweep()
        #expect(small.stats().files == 1)
        #expect(small.stats().bytes == 100)
        #expect(small.data(for: url("c.jpg")) != nil)
    }

    @Test func aSweepRemovesTemporaryFilesACrashLeftBehind() throws {
        let cache = makeCache()
        try cache.store(bytes(100), for: url("a.jpg"))
        let leftover = folder.appendingPathComponent(".\(UUID().uuidString).partial")
        try bytes(30).write(to: leftover)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: leftover.path)
        cache.sweep()
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(cache.stats().files == 1)
        #expect(cache.stats().bytes == 100)
    }

    @Test func pruneEmptiesTheCacheAndSaysHowMuchItFreed() throws {
        let cache = makeCache()
        try cache.store(bytes(100), for: url("a.jpg"))
        try cache.store(bytes(50), for: url("b.png"))
        #expect(cache.prune() == 150)
        #expect(cache.stats().files == 0)
        #expect(cache.stats().bytes == 0)
        #expect(cache.data(for: url("a.jpg")) == nil)
    }
}
