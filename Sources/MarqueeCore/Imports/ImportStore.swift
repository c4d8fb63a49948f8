import Foundation

/// Writes imports, and keeps the films they name that matched none of the catalog's until
/// they are matched: each such film is kept once by its title and year (``UnmatchedFilm``),
/// under an id below zero that no film of TMDB has, and shown, counted and exported like any.
public protocol ImportStore: Sendable {
    /// Writes `plan` for `owner` in one transaction: its films (the unmatched ones by name and
    /// year), its viewings (none the owner has already: a viewing of the same film and day, so
    /// importing a file again adds nothing twice), watchlist and hearts.
    func write(_ plan: ImportPlan, for owner: OwnerID, at date: Date) async throws -> ImportResult
    /// The films the owner has viewings, watchlist marks or hearts of that are not matched yet,
    /// by title.
    func unmatchedFilms(of owner: OwnerID) async throws -> [UnmatchedFilm]
    /// The unmatched film `id`, if there is one.
    func unmatchedFilm(_ id: Int) async throws -> UnmatchedFilm?
    /// Moves what is kept of the unmatched film `id` to `film`: the owner's only (matched by hand),
    /// or everyone's when `owner` is nil (matched by itself). The unmatched film is forgotten when
    /// nobody keeps it any more.
    func match(_ id: Int, to film: TrackedFilm, for owner: OwnerID?) async throws
    /// Up to `limit` unmatched films to try matching again, the longest untried first, each
    /// marked tried at `date`.
    func unmatchedFilmsToRetry(limit: Int, at date: Date) async throws -> [UnmatchedFilm]
}

/// A film known only by its name and year, as an export wrote it: "not matched yet".
public struct UnmatchedFilm: Sendable, Hashable, Identifiable {
    /// Its id, below zero.
    public let id: Int
    public let title: String
    public let year: Int?
    /// How many of the owner's viewings are of it (0 when read for everyone).
    public let viewings: Int

    public init(id: Int, title: String, year: Int?, viewings: Int = 0) {
        self.id = id
        self.title = title
        self.year = year
        self.viewings = viewings
    }

    /// "Heat (1995)", or the title alone.
    public var label: String { year.map { "\(title) (\($0))" } ?? title }

    /// The film as the export named it, for matching.
    public var imported: ImportedFilm { ImportedFilm(title: title, year: year) }
}

extension Movie {
    /// Whether this is a film of the catalog (TMDB's id), not one known only by its name and
    /// year from an import (``UnmatchedFilm``).
    public var isMatched: Bool { id > 0 }
}
