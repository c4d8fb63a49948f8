import Foundation

/// A person's page: who they are and their films, with the owner's hearts, from the saved copy
/// when offline.
///
/// ```swift
/// let person = PersonDetails(catalog: catalog, favorites: favorites, fallback: fallback)
/// if let page = try await person(id: 525, owner: owner) { print(page.person.name) }
/// ```
public struct PersonDetails: Sendable {
    private let catalog: any MovieCatalog
    private let favorites: any FavoritesStore
    private let fallback: OfflineFallback
    private let yourFilms: (any YourFilmsStore)?

    /// People come from `catalog`, hearts from `favorites`, offline copies from `fallback`, the
    /// watched, watchlist and rating marks from `yourFilms`.
    public init(catalog: any MovieCatalog, favorites: any FavoritesStore, fallback: OfflineFallback, yourFilms: (any YourFilmsStore)? = nil) {
        self.catalog = catalog
        self.favorites = favorites
        self.fallback = fallback
        self.yourFilms = yourFilms
    }

    /// Person `id`'s page for `owner`; nil when there is no such person.
    /// - Throws: ``CatalogError`` when the catalog fails and no copy was saved.
    public func callAsFunction(id: Int, owner: OwnerID) async throws -> PersonOutcome? {
        let result = try await fallback.fetch(.person(id: id)) { try await catalog.person(id: id) }
        guard let person = result.value else { return nil }
        let ids = person.castCredits.map(\.movie.id) + person.directed.map(\.id)
        async let marks = yourFilms.marks(of: owner, among: ids)
        let hearts = await favorites.hearts(of: owner, among: ids)
        return PersonOutcome(person: person, favoriteIDs: hearts, marks: await marks, savedAt: result.savedAt)
    }
}

/// A person as their page shows them.
public struct PersonOutcome: Sendable, Hashable {
    /// The person and their films.
    public let person: Person
    /// Which of their films the owner keeps.
    public let favoriteIDs: Set<Int>
    /// The owner's marks of their films.
    public let marks: [Int: FilmMarks]
    /// When the page came from the offline cache, the time it was saved.
    public let savedAt: Date?

    /// Gathers the person, the hearts and marks, and where the page came from.
    public init(person: Person, favoriteIDs: Set<Int>, marks: [Int: FilmMarks] = [:], savedAt: Date?) {
        self.person = person
        self.favoriteIDs = favoriteIDs
        self.marks = marks
        self.savedAt = savedAt
    }
}
