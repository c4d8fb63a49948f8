import Foundation
import MarqueeCore
import MarqueeTestSupport
import Synchronization
import Testing

/// An import from a page is a job kept in a store: it is matched in the background with its
/// progress saved, waits for the person's say, is written once, and says so when its server
/// stopped while matching.
@Suite struct ImportFilmsTests {
    /// Jobs kept in memory, as the stores keep them (one JSON document each).
    final class Jobs: ImportJobStore {
        let saved = Mutex<[String: Data]>([:])
        func save(_ job: ImportJob) async throws {
            let body = try JSONEncoder().encode(job)
            saved.withLock { $0[job.id] = body }
        }
        func job(_ id: String, of owner: OwnerID) async throws -> ImportJob? {
            try saved.withLock { $0[id] }.map { try JSONDecoder().decode(ImportJob.self, from: $0) }.flatMap { $0.owner == owner ? $0 : nil }
        }
    }

    /// Counts the plans written.
    final class Writes: ImportStore {
        let plans = Mutex<[ImportPlan]>([])
        func write(_ plan: ImportPlan, for owner: OwnerID, at date: Date) async throws -> ImportResult {
            plans.withLock { $0.append(plan) }
            return ImportResult(viewingsAdded: plan.viewings.count)
        }
        func unmatchedFilms(of owner: OwnerID) async throws -> [UnmatchedFilm] { [] }
        func unmatchedFilm(_ id: Int) async throws -> UnmatchedFilm? { nil }
        func match(_ id: Int, to film: TrackedFilm, for owner: OwnerID?) async throws {}
        func unmatchedFilmsToRetry(limit: Int, at date: Date) async throws -> [UnmatchedFilm] { [] }
    }

    let ana = OwnerID("visitor:ana"), ben = OwnerID("visitor:ben")
    /// The time, moved by hand.
    final class Clock: Sendable {
        let now = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    }

    let clock = Clock()

    func imports(_ jobs: Jobs, _ writes: Writes) -> ImportFilms {
        let catalog = StaticMovieCatalog([Movie(id: 949, title: "Heat", releaseDate: ReleaseDate("1995-12-15"))])
        return ImportFilms(matcher: FilmMatcher(catalog: catalog), details: MovieDetails(catalog: catalog, favorites: InMemoryFavoritesStore(), fallback: OfflineFallback(cache: nil)), store: writes, jobs: jobs,
                           now: { [clock] in clock.now.withLock { $0 } })
    }

    var batch: ImportBatch {
        var batch = ImportBatch(source: .letterboxd)
        batch.viewings = [ImportedViewing(film: ImportedFilm(title: "Heat", year: 1995), watchedOn: WatchDate("2024-01-01")!)]
        return batch
    }

    @Test func aJobIsMatchedWaitsForItsOwnersSayAndIsWrittenOnce() async throws {
        let jobs = Jobs(), writes = Writes(), imports = imports(jobs, writes)
        let started = try await imports.start(batch, fileName: "diary.csv", owner: ana)
        var job = try #require(try await imports.job(started.id, owner: ana))
        for _ in 0..<500 where job.state == .matching {
            try await Task.sleep(for: .milliseconds(5))
            job = try #require(try await imports.job(started.id, owner: ana))
        }
        #expect(job.state == .ready)
        #expect(job.preview?.summary.filmsMatched == 1)
        #expect(try await imports.job(started.id, owner: ben) == nil, "nobody else sees it")
        await #expect(throws: ImportError.jobNotFound) { try await imports.confirm(started.id, picks: [:], owner: ben) }
        #expect(try await imports.confirm(started.id, picks: [:], owner: ana).state == .writing)
        for _ in 0..<500 where job.state != .written {
            try await Task.sleep(for: .milliseconds(5))
            job = try #require(try await imports.job(started.id, owner: ana))
        }
        #expect(job.result?.viewingsAdded == 1)
        #expect(try await imports.confirm(started.id, picks: [:], owner: ana).state == .written)
        #expect(writes.plans.withLock { $0.count } == 1, "written once, however often confirmed")
    }

    @Test func aJobWhoseServerStoppedWhileMatchingSaysSoAndIsNeverWritten() async throws {
        let jobs = Jobs(), writes = Writes(), imports = imports(jobs, writes)
        // A job saved while matching, whose server then stopped: nothing moves it on.
        let cut = ImportJob(id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", owner: ana, fileName: "export.zip", total: 400, at: clock.now.withLock { $0 })
        try await jobs.save(cut)
        #expect(try await imports.job(cut.id, owner: ana)?.state == .matching)
        clock.now.withLock { $0 += ImportJob.stalledAfter + 1 }
        let stalled = try #require(try await imports.job(cut.id, owner: ana))
        #expect(stalled.state == .failed)
        #expect(stalled.failure?.message(in: .english) == "This import stopped before its films were matched. Nothing was written: upload the file again.")
        await #expect(throws: ImportError.jobNotFound) { try await imports.confirm(cut.id, picks: [:], owner: ana) }
        #expect(writes.plans.withLock { $0.isEmpty })
    }
}
