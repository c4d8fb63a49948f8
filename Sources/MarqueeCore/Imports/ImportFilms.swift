import Foundation

/// The use cases of an import: match a read file's films and show the summary, write it once
/// the person has picked among the candidates, match a film by hand later, and try the films
/// not matched yet again as the catalog grows.
public struct ImportFilms: Sendable {
    private let matcher: FilmMatcher
    private let details: MovieDetails
    /// Where imports are written.
    public let store: any ImportStore
    private let jobs: any ImportJobStore
    private let now: @Sendable () -> Date

    public init(matcher: FilmMatcher, details: MovieDetails, store: any ImportStore, jobs: any ImportJobStore,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.matcher = matcher
        self.details = details
        self.store = store
        self.jobs = jobs
        self.now = now
    }

    /// Matches every film of `batch` (the summary to show before anything is written).
    public func preview(_ batch: ImportBatch, progress: @Sendable (_ done: Int, _ of: Int) -> Void = { _, _ in }) async throws -> ImportPreview {
        try await ImportPreview(batch: batch, matcher: matcher, progress: progress)
    }

    /// Writes `preview` for `owner` in one go, with `picks` among the candidates of films that
    /// fit several (the others kept by name and year).
    public func write(_ preview: ImportPreview, picks: [ImportedFilm: Int] = [:], owner: OwnerID) async throws -> ImportResult {
        let now = now()
        let plan = ImportPlan(preview, picks: picks, today: WatchDate(now, in: TimeZone(identifier: "UTC") ?? .current))
        return try await store.write(plan, for: owner, at: now)
    }

    // MARK: From a page

    /// Starts matching `batch` for `owner` as a job kept in the store, and returns it at once;
    /// its progress is saved as it goes (every 2%), and it is ready (or failed) when done.
    public func start(_ batch: ImportBatch, fileName: String, owner: OwnerID) async throws -> ImportJob {
        let job = ImportJob(id: ViewingID.make().rawValue, owner: owner, fileName: fileName, total: batch.films.count, at: now())
        try await jobs.save(job)
        Task { await match(batch, job: job) }
        return job
    }

    /// The owner's job `id`, failed when it was cut off while matching.
    public func job(_ id: String, owner: OwnerID) async throws -> ImportJob? {
        guard var job = try await jobs.job(id, of: owner) else { return nil }
        if job.isStalled(at: now()) {
            job.state = .failed
            job.message = "This import stopped before its films were matched. Nothing was written: upload the file again."
        }
        return job
    }

    /// Writes the owner's ready job `id` with `picks`, once: a job already written is returned as it is.
    /// - Throws: ``ImportError/jobNotFound`` when the owner has no such job ready.
    public func confirm(_ id: String, picks: [ImportedFilm: Int], owner: OwnerID) async throws -> ImportJob {
        guard var job = try await job(id, owner: owner) else { throw ImportError.jobNotFound }
        if job.state == .written { return job }
        guard job.state == .ready, let preview = job.preview else { throw ImportError.jobNotFound }
        job.result = try await write(preview, picks: picks, owner: owner)
        job.state = .written
        job.updatedAt = now()
        try await jobs.save(job)
        return job
    }

    private func match(_ batch: ImportBatch, job: ImportJob) async {
        var job = job
        let films = batch.films, step = max(1, films.count / 50)
        var matches: [ImportedFilm: FilmMatch] = [:]
        do {
            for (index, film) in films.enumerated() {
                matches[film] = try await matcher.match(film)
                if (index + 1).isMultiple(of: step), index + 1 < films.count {
                    job.done = index + 1
                    job.updatedAt = now()
                    try await jobs.save(job)
                }
            }
            job.preview = ImportPreview(batch: batch, matches: matches)
            job.done = films.count
            job.state = .ready
        } catch {
            job.state = .failed
            job.message = "The catalog did not answer while the films were matched. Nothing was written: try again in a moment."
        }
        job.updatedAt = now()
        try? await jobs.save(job)
    }

    // MARK: Matching later

    /// Moves the owner's unmatched film `id` to the catalog's film `movieID`.
    /// - Throws: ``ViewingError/unknownFilm`` for a film that is not in the catalog.
    public func match(_ id: Int, to movieID: Int, owner: OwnerID) async throws {
        guard movieID > 0, let outcome = try await details(id: movieID, owner: owner) else { throw ViewingError.unknownFilm }
        try await store.match(id, to: TrackedFilm(outcome.profile), for: owner)
    }

    /// The unmatched film `id`, if there is one.
    public func unmatchedFilm(_ id: Int) async throws -> UnmatchedFilm? {
        try await store.unmatchedFilm(id)
    }

    /// The catalog's films that may be `film`: those its title (or `title`, another the person
    /// typed) finds, the ones of that very title first, then the closest in year.
    public func candidates(for film: UnmatchedFilm, title: String? = nil) async throws -> [Movie] {
        try await matcher.candidates(ImportedFilm(title: title ?? film.title, year: film.year))
    }

    /// Tries up to `limit` unmatched films again; each that now fits exactly one film is moved to it,
    /// for everyone who kept it.
    /// - Returns: how many were matched.
    public func rematch(limit: Int) async throws -> Int {
        var matched = 0
        for film in try await store.unmatchedFilmsToRetry(limit: limit, at: now()) {
            guard case let .one(movie) = try await matcher.match(film.imported) else { continue }
            try await store.match(film.id, to: TrackedFilm(movie: movie), for: nil)
            matched += 1
        }
        return matched
    }
}
