import Foundation

/// What an import would write, shown before anything is: the batch, which film of the catalog
/// each of its films is (``FilmMatch``), and the counts a person checks.
public struct ImportPreview: Sendable, Hashable, Codable {
    public let batch: ImportBatch
    /// Each film of the batch (``ImportBatch/films``) and what matching found for it.
    public let matches: [ImportedFilm: FilmMatch]

    public init(batch: ImportBatch, matches: [ImportedFilm: FilmMatch]) {
        self.batch = batch
        self.matches = matches
    }

    /// Matches every film of `batch` once, in the order first named, telling `progress` how many
    /// of how many are done after each.
    public init(batch: ImportBatch, matcher: FilmMatcher, progress: @Sendable (_ done: Int, _ of: Int) -> Void = { _, _ in }) async throws {
        let films = batch.films
        var matches: [ImportedFilm: FilmMatch] = [:]
        for (index, film) in films.enumerated() {
            matches[film] = try await matcher.match(film)
            progress(index + 1, films.count)
        }
        self.init(batch: batch, matches: matches)
    }

    /// The counts of the summary.
    public var summary: ImportSummary {
        var summary = ImportSummary(
            source: batch.source, viewings: batch.viewings.count, ratings: batch.ratings.count, watchlist: batch.watchlist.count,
            hearts: batch.hearts.count, watched: batch.watched.count, lists: batch.lists.count,
            rejected: batch.rejected.count, skippedNonFilms: batch.skippedNonFilms
        )
        for match in matches.values {
            switch match {
            case .one: summary.filmsMatched += 1
            case .several: summary.filmsWithSeveral += 1
            case .none: summary.filmsUnmatched += 1
            }
        }
        return summary
    }
}

/// How much an import holds and how its films matched, for the person to check first.
public struct ImportSummary: Sendable, Hashable, Codable {
    public var source: ImportSource
    public var viewings: Int
    public var ratings: Int
    public var watchlist: Int
    public var hearts: Int
    /// Films marked watched without a day.
    public var watched: Int
    public var lists: Int
    /// Rows that could not be read.
    public var rejected: Int
    /// Rows of series, episodes and the like, left out.
    public var skippedNonFilms: Int
    /// Films that matched exactly one of the catalog's.
    public var filmsMatched = 0
    /// Films that fit several of the catalog's: the person picks.
    public var filmsWithSeveral = 0
    /// Films that matched none: kept by name and year, to be matched later.
    public var filmsUnmatched = 0

    public init(source: ImportSource, viewings: Int, ratings: Int, watchlist: Int, hearts: Int, watched: Int, lists: Int,
                rejected: Int, skippedNonFilms: Int) {
        self.source = source
        self.viewings = viewings
        self.ratings = ratings
        self.watchlist = watchlist
        self.hearts = hearts
        self.watched = watched
        self.lists = lists
        self.rejected = rejected
        self.skippedNonFilms = skippedNonFilms
    }

    /// The films in all.
    public var films: Int { filmsMatched + filmsWithSeveral + filmsUnmatched }
}
