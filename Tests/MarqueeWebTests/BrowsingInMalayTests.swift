import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import Testing

/// Discover, search, history, favorites, genres, people and the gallery in Malay for a browser
/// that asks for it (`Accept-Language: ms`), and in English, as always, for one that does not.
@Suite struct BrowsingInMalayTests {
    let harness = WebTestHarness()
    static let malay: HTTPFields = [.acceptLanguage: "ms-MY,ms;q=0.9,en;q=0.5"]

    @Test func aSearchInMalayCountsWithOneFormAndWritesItsDatesInMalay() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/search?q=rocky", method: .get, headers: Self.malay) { response in
                #expect(response.text.contains(#"<html lang="ms">"#))
                #expect(response.text.contains("<title>rocky – Cari – Marquee</title>"))
                #expect(response.text.contains(#"<label for="search-input">Cari filem</label>"#))
                #expect(response.text.contains(#"placeholder="Tajuk, contohnya Batman Begins""#))
                #expect(response.text.contains(#"id="search-button">Cari</button>"#))
                #expect(response.text.contains("1 hasil untuk “rocky”"))
                #expect(response.text.contains("21 November 1976"))
                #expect(response.text.contains(#"alt="Poster Rocky""#))
                #expect(response.text.contains(#"aria-label="Kegemaran: Rocky""#))
                #expect(response.text.contains(#"<p id="end-of-results">Tiada lagi hasil</p>"#))
            }
            try await client.execute(uri: "/search?q=rocky", method: .get) { response in
                #expect(response.text.contains(#"<html lang="en">"#))
                #expect(response.text.contains("1 result for “rocky”"))
                #expect(response.text.contains("November 21, 1976"))
                #expect(response.text.contains(#"aria-label="Favorite Rocky""#))
            }
            try await client.execute(uri: "/search?q=xyzzy", method: .get, headers: Self.malay) { response in
                #expect(response.text.contains("Tiada filem yang sepadan dengan “xyzzy”"))
            }
        }
    }

    @Test func discoverInMalayNamesItsTabsGenresAndPaging() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/", method: .get, headers: Self.malay) { response in
                #expect(response.text.contains(#"aria-current="page">Paling popular</a>"#))
                #expect(response.text.contains("Teroka filem: Paling popular"))
                #expect(response.text.contains(#"aria-label="Senarai Teroka""#))
                #expect(response.text.contains(#"href="/genres/28">Aksi</a>"#))
                #expect(response.text.contains(#"href="/genres/878">Fiksyen Sains</a>"#))
                #expect(response.text.contains(">Lebih banyak filem</a>"))
                #expect(!response.text.contains("More films"))
            }
            try await client.execute(uri: "/?tab=users", method: .get, headers: Self.malay) { response in
                #expect(response.text.contains("★ 7.8 · 9,000 undian"))
            }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.text.contains(#"aria-current="page">Popular</a>"#))
                #expect(response.text.contains(#"href="/genres/28">Action</a>"#))
            }
        }
    }

    @Test func aGenresPageIsHeadedWithItsMalayName() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/genres/28", method: .get, headers: Self.malay) { response in
                #expect(response.text.contains(#"<h1 id="genre-title" class="screen-title">Filem Aksi</h1>"#))
            }
            try await client.execute(uri: "/genres/1", method: .get, headers: Self.malay) { response in
                #expect(response.status == .notFound)
                #expect(response.text.contains("Genre tidak ditemui"))
            }
        }
    }

    @Test func historyFavoritesAPersonAndTheGalleryAreMalay() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/history", method: .get, headers: Self.malay) { response in
                #expect(response.text.contains("<h1>Carian terkini</h1>"))
                #expect(response.text.contains("Belum ada carian."))
            }
            try await client.execute(uri: "/favorites", method: .get, headers: Self.malay) { response in
                #expect(response.text.contains(">Kegemaran</h1>"))
                #expect(response.text.contains("Belum ada kegemaran."))
            }
            try await client.execute(uri: "/people/16483", method: .get, headers: Self.malay) { response in
                #expect(response.text.contains("Bidang utama: Lakonan"))
                #expect(response.text.contains("sebagai Rocky Balboa"))
            }
            try await client.execute(uri: "/gallery?q=rocky", method: .get, headers: Self.malay) { response in
                #expect(response.text.contains(#"<label for="search-input">Cari imej</label>"#))
                #expect(response.text.contains("2 imej untuk “rocky”"))
                #expect(response.text.contains(#"alt="Poster Rocky""#))
                #expect(response.text.contains(#"alt="Gambar latar Rocky""#))
            }
        }
    }
}
