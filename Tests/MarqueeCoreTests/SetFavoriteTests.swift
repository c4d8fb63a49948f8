import Foundation
import MarqueeCore
import MarqueeTestSupport
import Testing

@Suite struct SetFavoriteTests {
    let favorites = InMemoryFavoritesStore()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let catalog = StaticMovieCatalog([Movie(id: 155, title: "The Dark Knight", overview: "Gotham.", posterPath: "/tdk.jpg")])

    var setFavorite: SetFavorite {
        SetFavorite(details: MovieDetails(catalog: catalog, favorites: favorites, fallback: OfflineFallback(cache: nil)), favorites: favorites, now: { [now] in now })
    }

    @Test func favoritingStoresWhatIsNeededOffline() async throws {
        try await setFavorite(movieID: 155, favorite: true, owner: .localUser)
        let kept = try #require(try await favorites.favorites().first)
        #expect(kept.movie.title == "The Dark Knight")
        #expect(kept.movie.posterPath == "/tdk.jpg")
        #expect(kept.favoritedAt == now)
    }

    @Test func unknownFilmIsNotFound() async {
        await #expect(throws: CatalogError.notFound) { try await setFavorite(movieID: 1, favorite: true, owner: .localUser) }
    }

    @Test func undoRestoresTheOriginalDateButNeverAFutureOne() async throws {
        let earlier = now.addingTimeInterval(-3_600)
        try await setFavorite(movieID: 155, favorite: true, restoredDate: earlier, owner: .localUser)
        #expect(try await favorites.favorites().first?.favoritedAt == earlier)
        try await setFavorite(movieID: 155, favorite: false, owner: .localUser)
        try await setFavorite(movieID: 155, favorite: true, restoredDate: now.addingTimeInterval(86_400), owner: .localUser)
        #expect(try await favorites.favorites().first?.favoritedAt == now)
    }

    @Test func unfavoritingRemovesTheFilm() async throws {
        try await setFavorite(movieID: 155, favorite: true, owner: .localUser)
        try await setFavorite(movieID: 155, favorite: false, owner: .localUser)
        #expect(try await favorites.favorites().isEmpty)
    }
}
