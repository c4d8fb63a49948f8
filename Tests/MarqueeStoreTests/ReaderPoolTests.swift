import Dispatch
import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// SQLite's reader connections are never held across a suspension: the long reads (a diary page,
/// a year) run on Dispatch's threads while the short ones wait for a reader on the calling thread.
/// GRDB's async read held its reader until its task resumed; with every cooperative thread waiting
/// for a reader in a short read, nothing could resume and the server stopped answering
/// (`scripts/load-test.sh DIARY=5000`, 8 connections).
@Suite struct ReaderPoolTests {
    @Test func longAndShortReadsAtOnceAllFinish() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-readers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SQLiteYourFilmsStore(database: try AppDatabase.openFile(at: folder.appendingPathComponent("m.sqlite").path))
        let owner = OwnerID("visitor:ana"), now = Date(timeIntervalSince1970: 1_740_000_000)
        for index in 0..<200 {
            let film = TrackedFilm(movie: Movie(id: 1 + index % 40, title: "Film \(index % 40)"), runtime: 90)
            let entry = ViewingEntry(id: ViewingID("viewing-\(1_000 + index)")!, film: film, watchedOn: WatchDate("2025-0\(1 + index % 9)-1\(index % 10)")!)
            _ = try await store.log(entry, at: now, for: owner, changedAt: ChangeTime(now.addingTimeInterval(Double(index))))
        }
        // A deadlock would hold every thread a watchdog on the cooperative pool could run on, so
        // the watchdog is Dispatch's: it ends the process with a message rather than let it hang.
        let watchdog = DispatchWorkItem { fatalError("ReaderPoolTests: 200 reads did not finish in 60 s: the readers are deadlocked") }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        defer { watchdog.cancel() }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<200 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        return try await store.diary(of: owner, after: nil, limit: 51).count
                    }
                    return try await store.marks(of: owner, among: Array(1...40)).count
                }
            }
            var finished = 0
            for try await _ in group { finished += 1 }
            #expect(finished == 200)
        }
    }
}
