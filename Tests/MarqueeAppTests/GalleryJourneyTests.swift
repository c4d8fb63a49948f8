import Configuration
import Foundation
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueeTestSupport
import MarqueeWeb
import Testing

/// The gallery against a stub Flickr (its real answers) that also serves the photos, through
/// the whole app: settings, database file, image pipeline, router.
@Suite struct GalleryJourneyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-gallery-\(UUID().uuidString)")
    /// The smallest PNG: its signature is what the pipeline checks.
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52])

    static func route(_ request: StubRequest) -> StubReply? {
        if request.path == "/services/rest" { return .fixture("flickr/photos-search-page1.json") }
        if request.path.hasPrefix("/65535/") { return .respond(status: 200, headers: ["Content-Type": "image/png"], body: png) }
        return nil
    }

    func services(port: Int) throws -> MarqueeServices {
        let environment = [
            "MARQUEE_DATABASE": folder.appendingPathComponent("marquee.sqlite").path,
            "MARQUEE_BCRYPT_COST": "10",
            "FLICKR_API_KEY": "test-key",
            "FLICKR_API_BASE_URL": "http://127.0.0.1:\(port)/services/rest",
            "FLICKR_PHOTO_BASE_URL": "http://127.0.0.1:\(port)",
        ]
        let settings = try MarqueeSettings(reader: ConfigReader(provider: EnvironmentVariablesProvider(environmentVariables: environment)), environment: environment)
        return try MarqueeServices(settings: settings, offline: (.milliseconds(500), CircuitBreaker(policy: .init(initialInterval: 0.05, maximumInterval: 0.2))))
    }

    func page(_ services: MarqueeServices, _ uri: String) async throws -> (status: HTTPResponse.Status, text: String, type: String?) {
        let app = Application(router: try buildRouter(dependencies: services.webDependencies))
        return try await app.test(.router) { client in
            // A returning browser, whose searches are remembered.
            try await client.execute(uri: uri, method: .get, headers: [.cookie: OfflineJourneyTests.returningVisitor]) {
                ($0.status, String(buffer: $0.body), $0.headers[.contentType])
            }
        }
    }

    @Test func flickrPhotosShowInTheGridAndComeThroughTheCache() async throws {
        let server = try await StubServer.start(Self.route)
        let services = try services(port: server.port)
        let gallery = try await page(services, "/gallery?q=pokemon")
        #expect(gallery.text.contains(#"<p class="photo-source">Photos from Flickr</p>"#))
        #expect(gallery.text.contains("322,831 images for “pokemon”"))
        #expect(gallery.text.contains(#"<img src="/photos/65535/49409212312_c3c3bababc_q.jpg" width="150" height="150" loading="lazy" alt="Search photo">"#))
        let search = try #require(server.requests.first { $0.path == "/services/rest" })
        #expect(search.queryItems["method"] == "flickr.photos.search")
        #expect(search.queryItems["per_page"] == "30")

        let photo = try await page(services, "/photos/65535/49409212312_c3c3bababc_q.jpg")
        #expect(photo.status == .ok)
        #expect(photo.type == "image/png")
        let app = Application(router: try buildRouter(dependencies: services.webDependencies))
        let (tag, cacheControl) = try await app.test(.router) { client in
            try await client.execute(uri: "/photos/65535/49409212312_c3c3bababc_q.jpg", method: .get) { ($0.headers[.eTag], $0.headers[.cacheControl]) }
        }
        #expect(cacheControl == "public, max-age=604800")
        let revalidated = try await app.test(.router) { client in
            try await client.execute(uri: "/photos/65535/49409212312_c3c3bababc_q.jpg", method: .get, headers: [.ifNoneMatch: try #require(tag)]) { $0.status }
        }
        #expect(revalidated == .notModified)
        #expect(server.requests.filter { $0.path.hasPrefix("/65535/") }.count == 1, "the photo was fetched once, then served from the cache")
        let details = try await page(services, "/gallery/photos/49409212312?q=pokemon")
        #expect(details.text.contains(#"<a id="photo-source-link" href="https://www.flickr.com/photos/146192071@N03/49409212312" rel="noopener noreferrer" target="_blank">View on Flickr</a>"#))

        // Flickr gone: the saved results, with the banner; the cached photo still served.
        try await server.stop()
        let offline = try await page(services, "/gallery?q=pokemon")
        #expect(offline.text.contains(#"<p id="offline-banner" class="offline-banner" role="status">Offline: showing results saved at"#))
        #expect(offline.text.contains("49409212312_c3c3bababc_q.jpg"))
        #expect(try await page(services, "/photos/65535/49409212312_c3c3bababc_q.jpg").status == .ok)
        let nothingSaved = try await page(services, "/gallery?q=never+searched")
        #expect(nothingSaved.status == .serviceUnavailable)
        #expect(nothingSaved.text.contains("Flickr could not be reached. Check your internet connection and try again."))
        await services.shutdown()
    }
}

/// `marquee gallery` and `marquee images`, as the command line prints them.
@Suite struct GalleryReportTests {
    @Test func searchPrintsATableOrJSONAndSaysWhenNothingMatches() throws {
        let photo = Photo(id: "42", title: "Owl", ownerName: "Ana", thumbnail: .photo(path: "/1/42_a_q.jpg"), large: .photo(path: "/1/42_a_z.jpg"),
                          sourcePage: URL(string: "https://www.flickr.com/photos/ana/42"), license: "CC BY 2.0")
        let page = PhotoPage(photos: [photo], page: 1, totalPages: 3, totalResults: 61)
        #expect(GalleryReport.table(page, query: "owl", source: .flickr, in: .english) == "42\tOwl\tAna\n\nPage 1 of 3 · 61 images for “owl” · Photos from Flickr")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(GalleryReport.json(page, query: "owl").utf8)) as? [String: Any])
        #expect(json["total_results"] as? Int == 61)
        #expect((json["photos"] as? [[String: Any]])?.first?["page_url"] as? String == "https://www.flickr.com/photos/ana/42")
        #expect(GalleryReport.table(PhotoPage(photos: [], page: 1, totalPages: 0, totalResults: 0), query: "zzz", source: .flickr, in: .english) == "No image matches “zzz”.")
    }

    @Test func historyAndCacheLines() {
        let entry = GallerySearchEntry(id: 1, text: "owl", date: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(GalleryReport.history([entry], json: false, in: .english) == "2027-01-15T08:00:00Z\towl")
        #expect(GalleryReport.history([], json: false, in: .english) == "No image searches yet.")
        #expect(GalleryReport.cacheStats(files: 3, bytes: 3 << 20, limitBytes: 256 << 20, in: .english) == "3 images, 3.0 MB of 256.0 MB")
    }
}
