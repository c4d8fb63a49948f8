import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Image bytes kept in files under one folder, one file per source address, so an image is
/// fetched from upstream once. The folder stays under a size limit: a file's modification date
/// is its last use, and the least recently used files go first.
///
/// ```swift
/// let cache = DiskImageCache(directory: folder, limitBytes: 256 << 20)
/// try cache.store(bytes, for: url)   // a temporary file, renamed into place
/// let again = cache.data(for: url)    // and the file is now the most recently used
/// cache.sweep()                       // at start and now and then: trims, drops leftovers
/// ```
public final class DiskImageCache: Sendable {
    /// 256 MiB, the default of `MARQUEE_IMAGE_CACHE_MB`.
    public static let defaultLimitBytes = 256 << 20
    /// The folder of the files, created on first write.
    public let directory: URL
    /// The bytes the files may take in all.
    public let limitBytes: Int
    private let now: @Sendable () -> Date
    /// The folder's size as last counted, kept up by each store; nil until the first count. The
    /// lock also keeps two sweeps from deleting at once.
    private let knownBytes = Mutex<Int?>(nil)
    /// When each file was last dated by a read, so that an image read again and again (a
    /// popular poster) is dated at most every ``touchInterval``, not written to on every request.
    private let lastTouched = Mutex<[String: Date]>([:])
    /// How fine the least-recently-used order is.
    static let touchInterval: TimeInterval = 5

    /// Keeps files in `directory` up to `limitBytes`; `now` dates each use (tests pass a clock).
    public init(directory: URL, limitBytes: Int = DiskImageCache.defaultLimitBytes, now: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        self.limitBytes = limitBytes
        self.now = now
    }

    /// The bytes cached for `url`, if any. Reading dates the file (at most every
    /// ``touchInterval``), so it is evicted last.
    public func data(for url: URL) -> Data? {
        let file = fileURL(for: url)
        guard let data = try? Data(contentsOf: file) else { return nil }
        let date = now()
        let due = lastTouched.withLock { touched in
            if let last = touched[file.path], date.timeIntervalSince(last) < Self.touchInterval { return false }
            touched[file.path] = date
            return true
        }
        if due { try? FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path) }
        return data
    }

    /// Stores `data` for `url`: written to a temporary file in the same folder, then renamed over
    /// the old file, so a reader sees the old bytes or the new, never half of them. Past the
    /// limit, the least recently used files are evicted.
    public func store(_ data: Data, for url: URL) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        let destination = fileURL(for: url)
        let temporary = directory.appendingPathComponent("." + UUID().uuidString + Self.temporarySuffix)
        try data.write(to: temporary)
        let replaced = Self.fileEntry(atPath: destination.path, name: destination.lastPathComponent)?.bytes ?? 0
        // rename(2) replaces the destination atomically; FileManager's move refuses to.
        guard rename(temporary.path, destination.path) == 0 else {
            try? fileManager.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
        try? fileManager.setAttributes([.modificationDate: now()], ofItemAtPath: destination.path)
        let total: Int? = knownBytes.withLock { known in
            known = known.map { $0 + data.count - replaced }
            return known
        }
        if (total ?? Int.max) > limitBytes { sweep() }
    }

    /// Counts the folder, evicts the least recently used files while it is over the limit, down
    /// to 90% of it (so the next stores do not each count the folder again), and removes
    /// temporary files more than a minute old, which a crash left behind.
    public func sweep() {
        // Evicted files need no date; the next read of the others dates them again.
        lastTouched.withLock { $0.removeAll() }
        knownBytes.withLock { known in
            let files = entries()
            let cutoff = now().addingTimeInterval(-60)
            for entry in files where entry.isTemporary && entry.lastUsed < cutoff {
                try? FileManager.default.removeItem(atPath: entry.path)
            }
            let images = files.filter { !$0.isTemporary }
            var total = images.reduce(0) { $0 + $1.bytes }
            if total > limitBytes {
                let target = limitBytes - limitBytes / 10
                // Oldest use first; the name breaks ties so eviction does not depend on listing order.
                let oldestFirst = images.sorted { ($0.lastUsed, $0.path) < ($1.lastUsed, $1.path) }
                for entry in oldestFirst where total > target {
                    if (try? FileManager.default.removeItem(atPath: entry.path)) != nil { total -= entry.bytes }
                }
            }
            known = total
        }
    }

    /// How many images the folder holds, and their size in bytes.
    public func stats() -> (files: Int, bytes: Int) {
        let images = entries().filter { !$0.isTemporary }
        return (files: images.count, bytes: images.reduce(0) { $0 + $1.bytes })
    }

    /// Empties the cache; returns the bytes of images freed.
    @discardableResult
    public func prune() -> Int {
        knownBytes.withLock { known in
            var freed = 0
            for entry in entries() {
                guard (try? FileManager.default.removeItem(atPath: entry.path)) != nil, !entry.isTemporary else { continue }
                freed += entry.bytes
            }
            known = 0
            return freed
        }
    }

    /// Sweeps at once, then every `interval` until the task is cancelled, off the caller's thread
    /// (the walk lists and dates every file: ``BlockingIO``).
    public func sweepPeriodically(every interval: Duration = .seconds(600), clock: any Clock<Duration> = ContinuousClock()) async {
        while true {
            await BlockingIO.run { self.sweep() }
            do {
                try await clock.sleep(for: interval)
            } catch {
                return
            }
        }
    }

    private static let temporarySuffix = ".partial"

    /// One file of the folder.
    private struct Entry {
        let path: String
        let bytes: Int
        let lastUsed: Date
        let isTemporary: Bool
    }

    private func entries() -> [Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.compactMap { name -> Entry? in
            Self.fileEntry(atPath: directory.appendingPathComponent(name).path, name: name)
        }
    }

    private static func fileEntry(atPath path: String, name: String) -> Entry? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size], let bytes = integer(size), let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return Entry(path: path, bytes: bytes, lastUsed: modified, isTemporary: name.hasSuffix(temporarySuffix))
    }

    /// A size attribute: an NSNumber where Foundation bridges it, a plain integer elsewhere.
    private static func integer(_ value: Any) -> Int? {
        switch value {
        case let number as NSNumber: number.intValue
        case let number as UInt64: Int(exactly: number)
        case let number as Int: number
        default: nil
        }
    }
}
