import Foundation
import MarqueeCore
import MarqueeStore
import Testing

@Suite struct FavoritesContractTests {
    let ana = OwnerID("ana")
    let ben = OwnerID("ben")
    let rocky = Movie(id: 1366, title: "Rocky", overview: "A boxer.", releaseDate: ReleaseDate("1976-11-21"), posterPath: "/r.jpg")
    let alien = Movie(id: 348, title: "Alien", releaseDate: ReleaseDate("1979-05-25"))

    @Test(arguments: StoreKind.allCases) func favoritesComeNewestFirstWithTheirDetails(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            try await stores.favorites.add(rocky, at: Date(timeIntervalSince1970: 100), for: ana)
            try await stores.favorites.add(alien, at: Date(timeIntervalSince1970: 200), for: ana)
            let favorites = try await stores.favorites.favorites(of: ana)
            #expect(favorites.map(\.movie.title) == ["Alien", "Rocky"])
            #expect(favorites[1].movie.posterPath == "/r.jpg")
            #expect(favorites[1].movie.overview == "A boxer.")
            #expect(favorites[1].movie.releaseDate == ReleaseDate("1976-11-21"))
            #expect(favorites[1].favoritedAt == Date(timeIntervalSince1970: 100))
        }
    }

    @Test(arguments: StoreKind.allCases) func favoritingAgainKeepsTheOriginalDateAndRefreshesTheDetails(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            try await stores.favorites.add(rocky, at: Date(timeIntervalSince1970: 100), for: ana)
            try await stores.favorites.add(Movie(id: 1366, title: "Rocky (1976)"), at: Date(timeIntervalSince1970: 900), for: ana)
            let favorites = try await stores.favorites.favorites(of: ana)
            #expect(favorites.map(\.favoritedAt) == [Date(timeIntervalSince1970: 100)])
            #expect(favorites.map(\.movie.title) == ["Rocky (1976)"])
        }
    }

    @Test(arguments: StoreKind.allCases) func idsAmongAListTellWhichHeartsToFill(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            try await stores.favorites.add(rocky, at: Date(), for: ana)
            #expect(try await stores.favorites.favoriteIDs(of: ana, among: [1366, 348, 1]) == [1366])
            #expect(try await stores.favorites.favoriteIDs(of: ana, among: []) == [])
            #expect(try await stores.favorites.favoriteIDs(of: ben, among: [1366]) == [])
        }
    }

    @Test(arguments: StoreKind.allCases) func eachOwnerKeepsTheirOwnAndRemovingForgetsOnlyThatFilm(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            try await stores.favorites.add(rocky, at: Date(), for: ana)
            try await stores.favorites.add(alien, at: Date(), for: ana)
            #expect(try await stores.favorites.favorites(of: ben).isEmpty)
            try await stores.favorites.remove(movieID: 1366, for: ben)
            #expect(try await stores.favorites.favorites(of: ana).count == 2)
            try await stores.favorites.remove(movieID: 1366, for: ana)
            try await stores.favorites.remove(movieID: 1366, for: ana)
            #expect(try await stores.favorites.favorites(of: ana).map(\.movie.id) == [348])
        }
    }
}
