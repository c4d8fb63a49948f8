import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import Testing

@Suite struct FavoritesRoutesTests {
    let harness = WebTestHarness()

    @Test func heartWithoutTheTokenIsRefusedAndNothingIsFavorited() async throws {
        try await harness.run { client in
            let (cookie, _) = try await WebTestHarness.session(client)
            let response = try await WebTestHarness.post(client, "/movies/500/favorite", cookie: cookie, form: "favorite=true")
            #expect(response.status == .forbidden)
        }
        #expect(try await harness.favorites.favorites().isEmpty)
    }

    @Test func plainFormFavoritesAndComesBackToTheSamePage() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            let form = "csrf_token=\(token)&favorite=true&return_to=%2F%3Ftab%3Dusers"
            let response = try await WebTestHarness.post(client, "/movies/500/favorite", cookie: cookie, form: form)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/?tab=users")
        }
        #expect(try await harness.favorites.favorites().map(\.movie.id) == [500])
    }

    @Test func returnToAnotherSiteIsIgnored() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            let form = "csrf_token=\(token)&favorite=true&return_to=%2F%2Fevil.example%2F"
            let response = try await WebTestHarness.post(client, "/movies/500/favorite", cookie: cookie, form: form)
            #expect(response.headers[.location] == "/favorites")
        }
    }

    @Test func scriptGetsJSONAndUnknownFilmsAreNotFound() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            let ok = try await WebTestHarness.post(client, "/movies/500/favorite", cookie: cookie, form: "csrf_token=\(token)&favorite=true", json: true)
            #expect(ok.status == .ok)
            #expect(ok.text.contains(#""favorite":true"#))
            let missing = try await WebTestHarness.post(client, "/movies/424242/favorite", cookie: cookie, form: "csrf_token=\(token)&favorite=true", json: true)
            #expect(missing.status == .notFound)
            #expect(missing.text.contains(#""error""#))
        }
    }

    /// The issue 26 race, driven on purpose: the un-heart is held at the server while its Undo,
    /// made after it, arrives and is applied; the un-heart then goes on and changes nothing.
    @Test func anUnheartHeldAtTheServerWhileItsUndoArrivesLeavesTheFilmAFavorite() async throws {
        try await harness.favorites.add(WebTestHarness.films.last!, at: Date(timeIntervalSince1970: 200))
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            let pressed = Int64(Date().timeIntervalSince1970 * 1_000)
            let hold = harness.favorites.holdRemovals()
            async let unheart = WebTestHarness.post(client, "/movies/500/favorite", cookie: cookie,
                                                    form: "csrf_token=\(token)&favorite=false&changed_at=\(pressed)", json: true)
            await hold.arrival()
            let undo = try await WebTestHarness.post(client, "/movies/500/favorite", cookie: cookie,
                                                     form: "csrf_token=\(token)&favorite=true&favorited_at=200&changed_at=\(pressed + 700)", json: true)
            #expect(undo.text.contains(#""favorite":true"#))
            hold.release()
            let late = try await unheart
            #expect(late.status == .ok)
            #expect(late.text.contains(#""favorite":true"#) && late.text.contains(#""superseded":true"#))
            let favorites = try await harness.favorites.favorites()
            #expect(favorites.map(\.movie.id) == [500])
            #expect(favorites.first?.favoritedAt == Date(timeIntervalSince1970: 200))
        }
    }

    /// A time that is not one is refused as no time: the change is made as of its arrival.
    @Test(arguments: ["nan", "-1", "1e12", "99999999999999999999", ""])
    func aChangeTimeThatIsNotATimeCountsAsNow(changedAt: String) async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            let response = try await WebTestHarness.post(client, "/movies/500/favorite", cookie: cookie,
                                                         form: "csrf_token=\(token)&favorite=true&changed_at=\(changedAt)", json: true)
            #expect(response.status == .ok)
            #expect(try await harness.favorites.favoriteIDs(among: [500]) == [500])
        }
    }

    @Test func favoritesScreenListsNewestFirstAndEmptyStateOtherwise() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/favorites", method: .get) { response in
                #expect(response.text.contains(#"<p id="favorites-empty" class="empty-state">No favorites yet."#))
            }
        }
        try await harness.favorites.add(WebTestHarness.films[0], at: Date(timeIntervalSince1970: 100))
        try await harness.favorites.add(WebTestHarness.films.last!, at: Date(timeIntervalSince1970: 200))
        try await harness.run { client in
            try await client.execute(uri: "/favorites", method: .get) { response in
                let rocky = try #require(response.text.range(of: #"data-movie-id="500" data-favorited-at="200""#))
                let batman = try #require(response.text.range(of: #"data-movie-id="1" data-favorited-at="100""#))
                #expect(rocky.lowerBound < batman.lowerBound)
                #expect(!response.text.contains("favorites-empty"))
            }
        }
    }

    @Test func plainFormRemovalOffersUndoThatRestoresThePlace() async throws {
        try await harness.favorites.add(WebTestHarness.films.last!, at: Date(timeIntervalSince1970: 200))
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            let removed = try await WebTestHarness.post(client, "/movies/500/favorite", cookie: cookie, form: "csrf_token=\(token)&favorite=false&return_to=%2Ffavorites")
            #expect(removed.headers[.location] == "/favorites?removed=500&at=200")
            try await client.execute(uri: "/favorites?removed=500&at=200", method: .get) { response in
                #expect(response.text.contains("Removed “Rocky”."))
                #expect(response.text.contains(#"name="favorited_at" value="200""#))
            }
            _ = try await WebTestHarness.post(client, "/movies/500/favorite", cookie: cookie, form: "csrf_token=\(token)&favorite=true&favorited_at=200")
        }
        #expect(try await harness.favorites.favorites().first?.favoritedAt == Date(timeIntervalSince1970: 200))
    }

    @Test func favoriteIdsAreServedForTheBackForwardCache() async throws {
        try await harness.favorites.add(WebTestHarness.films.last!, at: Date())
        try await harness.run { client in
            try await client.execute(uri: "/favorites/ids", method: .get) { response in
                #expect(response.text == "[500]")
            }
        }
    }
}
