import Configuration
import Foundation
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueeStore
import MarqueeTestSupport
import MarqueeTMDB
import MarqueeWeb
import Testing

/// The whole stack: settings, a real database file, the web router, and a stub TMDB.
@Suite struct MarqueeServicesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-app-\(UUID().uuidString)")

    func settings(_ environment: [String: String] = [:]) throws -> MarqueeSettings {
        var environment = environment
        environment["MARQUEE_DATABASE"] = folder.appendingPathComponent("marquee.sqlite").path
        return try MarqueeSettings(reader: .init(provider: EnvironmentVariablesProviderFactory.make(environment)), environment: environment)
    }

    @Test func offlineByDefaultSearchesTheEmbeddedCatalog() async throws {
        let services = try MarqueeServices(settings: settings())
        #expect(!services.isLive)
        let outcome = try await services.useCases.search("bat begin", remember: true, owner: .localUser)
        #expect(outcome.page.movies.first?.title == "Batman Begins")
    }

    @Test func withAKeySearchGoesToTmdbAndRowsShowItsFilms() async throws {
        let server = try await StubServer.start { request in
            request.path == "/3/search/movie" ? .fixture("tmdb/search-movie-disney-page1.json") : nil
        }
        let services = try MarqueeServices(settings: settings([
            "TMDB_API_KEY": "k", "TMDB_API_BASE_URL": server.baseURL.appendingPathComponent("3").absoluteString,
        ]))
        #expect(services.isLive)
        let app = Application(router: try buildRouter(dependencies: services.webDependencies))
        try await app.test(.router) { client in
            try await client.execute(uri: "/search?q=disney", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains("423 results for “disney”"))
                // The fixture has one film without a date, and dated ones.
                #expect(html.contains(#"<p class="release-date">Release date unknown</p>"#))
                #expect(html.contains(#"<time datetime="2021-11-21">November 21, 2021</time>"#))
            }
        }
        await services.shutdown()
        try await server.stop()
    }

    @Test func historyOutlivesARestartOnTheSameFile() async throws {
        _ = try await MarqueeServices(settings: settings()).useCases.search("rocky", remember: true, owner: .localUser)
        let restarted = try MarqueeServices(settings: settings())
        #expect(try await restarted.history.recentQueries(of: .localUser) == ["rocky"])
    }

    @Test func searchReportJSONHasTheDocumentedShape() async throws {
        let services = try MarqueeServices(settings: settings())
        let outcome = try await services.useCases.search("the dark knight", remember: false, owner: .localUser)
        let report = SearchReport(outcome: outcome, imageBaseURL: services.settings.imageBaseURL, localizer: .english)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["query", "page", "total_pages", "total_results", "results"])
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(Set(first.keys) == ["id", "title", "release_date", "overview", "poster_url"])
        #expect(first["title"] as? String == "The Dark Knight")
        #expect(report.table.contains("The Dark Knight"))
    }
}

/// Builds an environment provider over a dictionary rather than the process's environment.
enum EnvironmentVariablesProviderFactory {
    static func make(_ environment: [String: String]) -> EnvironmentVariablesProvider {
        EnvironmentVariablesProvider(environmentVariables: environment)
    }
}
