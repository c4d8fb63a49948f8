import AsyncHTTPClient
import Foundation
import MarqueeCore
import MarqueeFlickr
import MarqueeTestSupport
import MarqueeTMDB
import Testing

/// Flickr's photo search against a stub Flickr on 127.0.0.1, through the real AsyncHTTPClient
/// transport: the request, real and hand-made answers, photo paths, errors, retries and faults.
@Suite struct FlickrPhotoSearchTests {
    let clock = RecordingClock()

    func flickr(_ server: StubServer, timeout: Duration = .seconds(5)) -> FlickrPhotoSearch {
        FlickrPhotoSearch(
            configuration: FlickrConfiguration(apiKey: "test-key", apiBaseURL: server.baseURL.appendingPathComponent("services/rest")),
            transport: AsyncHTTPClientTransport(client: .shared, timeout: timeout),
            retrier: Retrier(policy: .standard, clock: clock, randomFraction: { 1 })
        )
    }

    func search(_ server: StubServer, _ text: String = "harbour", page: Int = 1, timeout: Duration = .seconds(5)) async throws -> PhotoPage {
        // The stub stops before the answer or failure is passed on.
        let result: Result<PhotoPage, any Error>
        do {
            result = .success(try await flickr(server, timeout: timeout).search(text, page: page))
        } catch {
            result = .failure(error)
        }
        try await server.stop()
        return try result.get()
    }

    /// Flickr's error envelope, sent as Flickr sends it: with HTTP 200.
    func statFail(_ code: Int, _ message: String) -> StubReply {
        .status(200, headers: ["Content-Type": "application/json"], body: #"{"stat":"fail","code":\#(code),"message":"\#(message)"}"#)
    }

    func handmadePage() async throws -> PhotoPage {
        try await search(StubServer.sequence([.fixture("flickr/handmade-extras-and-foreign-host.json")]), page: 2)
    }

    @Test func searchSendsTheTextPageKeyAndFixedParameters() async throws {
        let server = try await StubServer.sequence([.fixture("flickr/photos-search-no-results.json")])
        _ = try await search(server, "cats & dogs+", page: 2)
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/services/rest")
        #expect(request.queryItems == [
            "api_key": "test-key", "content_type": "1", "extras": "owner_name,license,url_q,url_m,url_z", "format": "json",
            "method": "flickr.photos.search", "nojsoncallback": "1", "page": "2", "per_page": "30", "safe_search": "1",
            "sort": "relevance", "text": "cats & dogs+",
        ])
    }

    @Test func realFirstPageDecodesWithItsStringTotalAndPagesCutAt4000Results() async throws {
        let page = try await search(StubServer.sequence([.fixture("flickr/photos-search-page1.json")]))
        #expect(page.photos.count == 9)
        #expect(page.page == 1)
        #expect(page.totalResults == 322_831)
        // 12,914 pages of 25 were announced; Flickr serves the first 4,000 results only.
        #expect(page.totalPages == 160)
    }

    @Test func photoWithoutExtrasGetsBuiltPathsTheOwnersIdAndItsPageOnFlickr() async throws {
        let page = try await search(StubServer.sequence([.fixture("flickr/photos-search-page1.json")]))
        #expect(page.photos.first == Photo(
            id: "49409212312", title: "Search photo", ownerName: "146192071@N03",
            thumbnail: .photo(path: "/65535/49409212312_c3c3bababc_q.jpg"), large: .photo(path: "/65535/49409212312_c3c3bababc_z.jpg"),
            sourcePage: URL(string: "https://www.flickr.com/photos/146192071@N03/49409212312")
        ))
    }

    @Test func searchThatFindsNothingIsAnEmptyLastPage() async throws {
        let page = try await search(StubServer.sequence([.fixture("flickr/photos-search-no-results.json")]))
        #expect(page.photos.isEmpty)
        #expect(page.totalPages == 0)
        #expect(page.totalResults == 0)
        #expect(!page.hasNextPage)
    }

    @Test func extrasGiveOwnerNameLicenceAndSizeEvenAsStrings() async throws {
        #expect(try await handmadePage().photos.first == Photo(
            id: "52345678901", title: "Untitled", ownerName: "Ada Lovelace",
            thumbnail: .photo(path: "/65535/52345678901_abcdef1234_q.jpg"), large: .photo(path: "/65535/52345678901_abcdef1234_z.jpg"),
            width: 640, height: 480, sourcePage: URL(string: "https://www.flickr.com/photos/12345678@N00/52345678901"), license: "CC BY 2.0"
        ))
    }

    @Test func aPictureOnAnotherHostIsReplacedByTheBuiltPath() async throws {
        let photo = try #require(try await handmadePage().photos.dropFirst().first)
        #expect(photo.thumbnail == .photo(path: "/65535/52345678902_0123456789_q.jpg"))
        #expect(photo.large == .photo(path: "/65535/52345678902_0123456789_z.jpg"))
        #expect(photo.width == 640 && photo.height == 427)
        #expect(photo.ownerName == "87654321@N01")
        #expect(photo.license == "Public Domain Dedication (CC0)")
    }

    @Test func aLookalikeHostIsRefusedAndTheMediumSizeStandsInForTheLarge() async throws {
        let photo = try #require(try await handmadePage().photos.last)
        #expect(photo.thumbnail == .photo(path: "/65535/52345678903_cccccccccc_q.jpg"))
        #expect(photo.large == .photo(path: "/65535/52345678903_cccccccccc_m.jpg"))
        #expect(photo.width == 500 && photo.height == 333)
        #expect(photo.license == nil)
    }

    @Test func aPhotoWithNoPathOnThePhotoHostIsLeftOutAndCountsMayBeStringsOrEmpty() async throws {
        let page = try await handmadePage()
        #expect(page.photos.map(\.id) == ["52345678901", "52345678902", "52345678903"])
        #expect(page.page == 2)
        #expect(page.totalPages == 133)
        #expect(page.totalResults == 0)
    }

    @Test func flickrsErrorEnvelopeCarriesItsMessage() async throws {
        let server = try await StubServer.sequence([.fixture("flickr/error-stat-fail.json")])
        await #expect(throws: PhotoSearchError.rejected(message: #"Method "flickr.fakeMethod" not found"#)) { try await search(server) }
        #expect(server.requests.count == 1)
    }

    @Test func anAnswerThatIsNotASearchIsUndecodable() async throws {
        let server = try await StubServer.sequence([.fixture("flickr/photos-search-method-info.json")])
        await #expect(throws: PhotoSearchError.undecodableResponse) { try await search(server) }
    }

    @Test func invalidKeyIsReportedWithoutRetrying() async throws {
        let server = try await StubServer.sequence([statFail(100, "Invalid API Key (Key has invalid format)")])
        await #expect(throws: PhotoSearchError.invalidKey) { try await search(server) }
        #expect(server.requests.count == 1)
    }

    @Test func serviceUnavailableIsRetriedThreeTimesThenReported() async throws {
        let unavailable = statFail(105, "Service currently unavailable")
        let server = try await StubServer.sequence([unavailable, unavailable, unavailable])
        await #expect(throws: PhotoSearchError.serviceUnavailable) { try await search(server) }
        #expect(server.requests.count == 3)
        #expect(clock.sleeps == [.milliseconds(250), .milliseconds(500)])
    }

    @Test func rateLimitWaitsForRetryAfterThenSucceeds() async throws {
        let server = try await StubServer.sequence([.status(429, headers: ["Retry-After": "2"]), .fixture("flickr/photos-search-page1.json")])
        #expect(try await search(server).photos.count == 9)
        #expect(clock.sleeps == [.seconds(2)])
    }

    @Test func retryAfterLongerThanTheCapIsReportedAtOnce() async throws {
        let server = try await StubServer.sequence([.status(429, headers: ["Retry-After": "60"])])
        await #expect(throws: PhotoSearchError.rateLimited(retryAfter: .seconds(60))) { try await search(server) }
        #expect(server.requests.count == 1)
    }

    @Test func serverErrorsAreRetriedThenReportedAsUnavailable() async throws {
        let server = try await StubServer.sequence([.status(500), .status(502), .status(503)])
        await #expect(throws: PhotoSearchError.serviceUnavailable) { try await search(server) }
        #expect(server.requests.count == 3)
    }

    @Test func otherClientErrorsAreRefusedWithTheirStatus() async throws {
        let server = try await StubServer.sequence([.status(404)])
        await #expect(throws: PhotoSearchError.rejected(message: "HTTP 404")) { try await search(server) }
        #expect(server.requests.count == 1)
    }

    @Test func slowAnswerTimesOut() async throws {
        let slow = StubReply.delayed(.seconds(60), .fixture("flickr/photos-search-page1.json"))
        let server = try await StubServer.sequence([slow, slow, slow])
        await #expect(throws: PhotoSearchError.timedOut) { try await search(server, timeout: .milliseconds(200)) }
    }

    @Test func resetConnectionIsRetriedThenReportedAsOffline() async throws {
        let server = try await StubServer.sequence([.reset, .reset, .reset])
        await #expect(throws: PhotoSearchError.offline) { try await search(server) }
        #expect(clock.sleeps.count == 2)
    }

    @Test func refusedConnectionMeansOfflineAtOnce() async throws {
        let server = try await StubServer.sequence([])
        try await server.stop()
        await #expect(throws: PhotoSearchError.offline) { try await flickr(server).search("harbour", page: 1) }
        #expect(clock.sleeps.isEmpty)
    }

    @Test func corruptBodyIsUndecodable() async throws {
        let server = try await StubServer.sequence([.malformedJSON])
        await #expect(throws: PhotoSearchError.undecodableResponse) { try await search(server) }
    }

    @Test func aPhotoIsNeverFetchedById() async throws {
        let server = try await StubServer.sequence([])
        #expect(try await flickr(server).photo(id: "49409212312") == nil)
        #expect(server.requests.isEmpty)
        try await server.stop()
    }
}
