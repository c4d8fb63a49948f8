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
    /// fit several (the others kept by name and year). Each film is first copied as its page shows
    /// it (running time, directors, cast: what the year counts), telling `progress` how many of
    /// how many are done; a film whose page cannot be had is kept as the search found it.
    public func write(
        _ preview: ImportPreview, picks: [ImportedFilm: Int] = [:], owner: OwnerID,
        progress: @Sendable (_ done: Int, _ of: Int) async -> Void = { _, _ in }
    ) async throws -> ImportResult {
        let plan = ImportPlan(preview, picks: picks, today: WatchDate(now(), in: TimeZone(identifier: "UTC") ?? .current))
        let films = plan.films.compactMap { film -> TrackedFilm? in
            guard case let .film(tracked) = film else { return nil }
            return tracked
        }
        let pages = await pages(of: films, owner: owner, progress: progress)
        return try await store.write(plan.withFilms(pages), for: owner, at: now())
    }

    /// How many pages are asked for at once (TMDB's when live).
    static let pagesAtOnce = 8

    /// Each film as its page shows it, by id; those whose page cannot be had are left out.
    private func pages(of films: [TrackedFilm], owner: OwnerID, progress: @Sendable (Int, Int) async -> Void) async -> [Int: TrackedFilm] {
        await withTaskGroup(of: TrackedFilm?.self) { group in
            var waiting = films.makeIterator(), pages: [Int: TrackedFilm] = [:], done = 0
            let details = details
            func ask(_ film: TrackedFilm) {
                group.addTask {
                    guard let outcome = try? await details(id: film.movie.id, owner: owner) else { return nil }
                    return TrackedFilm(outcome.profile)
                }
            }
            for _ in 0..<Self.pagesAtOnce { if let film = waiting.next() { ask(film) } }
            while let page = await group.next() {
                done += 1
                if let page { pages[page.movie.id] = page }
                await progress(done, films.count)
                if let film = waiting.next() { ask(film) }
            }
            return pages
        }
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
            job.failure = job.state == .writing ? .stalledWhileWriting : .stalledWhileMatching
            job.state = .failed
        }
        return job
    }

    /// Starts writing the owner's ready job `id` with `picks`, once, and returns it writing: its
    /// films' pages are read first (the progress saved every 2%), then all is written in one go.
    /// A job writing or written already is returned as it is.
    /// - Throws: ``ImportError/jobNotFound`` when the owner has no such job ready.
    public func confirm(_ id: String, picks: [ImportedFilm: Int], owner: OwnerID) async throws -> ImportJob {
        guard var job = try await job(id, owner: owner) else { throw ImportError.jobNotFound }
        if job.state == .written || job.state == .writing { return job }
        guard job.state == .ready, let preview = job.preview else { throw ImportError.jobNotFound }
        job.state = .writing
        job.done = 0
        job.updatedAt = now()
        try await jobs.save(job)
        Task { [job] in await write(job, preview: preview, picks: picks) }
        return job
    }

    private func write(_ job: ImportJob, preview: ImportPreview, picks: [ImportedFilm: Int]) async {
        let saved = SavedProgress(job: job, jobs: jobs, now: now)
        do {
            let result = try await write(preview, picks: picks, owner: job.owner) { done, total in await saved.update(done: done, of: total) }
            await saved.finish { $0.result = result; $0.state = .written }
        } catch {
            await saved.finish {
                $0.state = .failed
                $0.failure = .notWritten
            }
        }
    }

    private func match(_ batch: ImportBatch, job: ImportJob) async {
        let saved = SavedProgress(job: job, jobs: jobs, now: now)
        let films = batch.films
        var matches: [ImportedFilm: FilmMatch] = [:]
        do {
            for (index, film) in films.enumerated() {
                matches[film] = try await matcher.match(film)
                await saved.update(done: index + 1, of: films.count)
            }
            let preview = ImportPreview(batch: batch, matches: matches)
            await saved.finish { $0.preview = preview; $0.state = .ready }
        } catch {
            await saved.finish {
                $0.state = .failed
                $0.failure = .catalogUnreachable
            }
        }
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
