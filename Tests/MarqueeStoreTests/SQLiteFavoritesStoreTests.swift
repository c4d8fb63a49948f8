import Foundation
import MarqueeCore
import MarqueeStore
import Testing

@Suite struct SQLiteFavoritesStoreTests {
    let database: AppDatabase
    let store: SQLiteFavoritesStore
    let ana = OwnerID("ana")
    let ben = OwnerID("ben")
    let rocky = Movie(id: 1366, title: "Rocky", overview: "A boxer.", releaseDate: ReleaseDate("1976-11-21"), posterPath: "/r.jpg")
    let alien = Movie(id: 348, title: "Alien", releaseDate: ReleaseDate("1979-05-25"))

    init() throws {
        database = try AppDatabase.inMemory()
        store = SQLiteFavoritesStore(database: database)
    }

    @Test func favoritesComeNewestFirstWithTheirDetails() async throws {
        try await store.add(rocky, at: Date(timeIntervalSince1970: 100), for: ana)
        try await store.add(alien, at: Date(timeIntervalSince1970: 200), for: ana)
        let favorites = try await store.favorites(of: ana)
        #expect(favorites.map(\.movie.title) == ["Alien", "Rocky"])
        #expect(favorites[1].movie.posterPath == "/r.jpg")
        #expect(favorites[1].movie.releaseDate == ReleaseDate("1976-11-21"))
    }

    @Test func favoritingAgainKeepsTheOriginalDate() async throws {
        try await store.add(rocky, at: Date(timeIntervalSince1970: 100), for: ana)
        try await store.add(rocky, at: Date(timeIntervalSince1970: 900), for: ana)
        #expect(try await store.favorites(of: ana).map(\.favoritedAt) == [Date(timeIntervalSince1970: 100)])
    }

    @Test func idsAmongAListTellWhichHeartsToFill() async throws {
        try await store.add(rocky, at: Date(), for: ana)
        #expect(try await store.favoriteIDs(of: ana, among: [1366, 348, 1]) == [1366])
        #expect(try await store.favoriteIDs(of: ana, among: []) == [])
    }

    @Test func eachOwnerKeepsTheirOwnFavorites() async throws {
        try await store.add(rocky, at: Date(), for: ana)
        let other = store
        #expect(try await other.favorites(of: ben).isEmpty)
        try await other.remove(movieID: 1366, for: ben)
        #expect(try await store.favorites(of: ana).count == 1)
    }

    @Test func removingForgetsOnlyThatFilm() async throws {
        try await store.add(rocky, at: Date(), for: ana)
        try await store.add(alien, at: Date(), for: ana)
        try await store.remove(movieID: 1366, for: ana)
        #expect(try await store.favorites(of: ana).map(\.movie.id) == [348])
    }

    @Test func favoritesSurviveReopeningTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-fav-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("m.sqlite").path
        try await SQLiteFavoritesStore(database: AppDatabase.openFile(at: path)).add(rocky, at: Date(), for: .localUser)
        #expect(try await SQLiteFavoritesStore(database: AppDatabase.openFile(at: path)).favorites(of: .localUser).map(\.movie.id) == [1366])
    }
}
