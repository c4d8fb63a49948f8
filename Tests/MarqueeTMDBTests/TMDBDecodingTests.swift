import Foundation
@testable import MarqueeTMDB
import MarqueeCore
import MarqueeTestSupport
import Testing

/// Decoding of the real TMDB responses kept in the fixtures.
@Suite struct TMDBDecodingTests {
    func page(_ fixture: String, format: TMDBResponseFormat = .json) throws -> MoviePage {
        try format.decode(TMDBMovieListResponse.self, from: Fixtures.data(fixture)).moviePage
    }

    /// `tmdb-xml-crash-3a3a836…`, `tmdb-xml-crash-5fb0ad4…`: Foundation's XMLParser traps on an
    /// element name that is not UTF-8; such a body is refused before it is parsed.
    @Test(arguments: [[0x3C, 0xFF, 0x69, 0x74, 0x79], [0x3C, 0x3F, 0xC8, 0x3F, 0x3E, 0x3C]] as [[UInt8]])
    func anXMLBodyThatIsNotUTF8IsRefusedNotParsed(bytes: [UInt8]) {
        #expect(throws: (any Error).self) { try TMDBResponseFormat.xml.decode(TMDBMovieListResponse.self, from: Data(bytes)) }
    }

    /// XMLCoder copies an element's whole text on every piece of it, so one long text is read in
    /// the square of its length: a run longer than TMDB ever sends, or too many references in
    /// one, is refused before it is parsed, and the captured responses all pass.
    @Test(arguments: [
        "<results><overview>" + String(repeating: "a", count: XMLBodyShape.longestRun + 1) + "</overview></results>",
        "<results><overview>" + String(repeating: "&#65;", count: XMLBodyShape.mostReferences + 1) + "</overview></results>",
        "<results><![CDATA[" + String(repeating: "b", count: XMLBodyShape.longestRun) + "]]></results>",
    ])
    func anXMLBodyWithARunLongerThanTMDBSendsIsRefused(body: String) {
        #expect(throws: TMDBBodyError.xmlRunTooLong) { try XMLBodyShape.check(Data(body.utf8)) }
        #expect(throws: (any Error).self) { try TMDBResponseFormat.xml.decode(TMDBMovieListResponse.self, from: Data(body.utf8)) }
    }

    @Test(arguments: [
        "tmdb/handmade-search-movie-disney-page1.xml", "tmdb/handmade-person-31-append-movie-credits.xml",
        "tmdb/handmade-movie-550-append-all.xml",
    ])
    func everyCapturedXMLBodyHasRunsWithinTheBounds(fixture: String) throws {
        try XMLBodyShape.check(Fixtures.data(fixture))
        let runs = try Fixtures.data(fixture).split { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
        #expect(runs.map(\.count).max() ?? 0 < XMLBodyShape.longestRun / 4)
    }

    @Test func searchPageWithNullPostersAndEmptyOverviewsDecodes() throws {
        let page = try page("tmdb/search-movie-disney-page1.json")
        #expect(page.totalResults == 423)
        #expect(page.totalPages == 22)
        #expect(page.movies.count == 20)
        #expect(page.movies.filter { $0.posterPath == nil }.count == 10)
        #expect(page.movies.contains { $0.overview.isEmpty })
    }

    @Test func singleResultDecodes() throws {
        let page = try page("tmdb/search-movie-single-result.json")
        #expect(page.totalResults == 1)
        #expect(page.movies.count == 1)
        #expect(!page.hasNextPage)
    }

    @Test func pageCountAboveTheCapIsCappedAt500() throws {
        let page = try page("tmdb/movie-popular-page1.json")
        #expect(page.totalPages == 500)
        #expect(page.totalResults > 10_000)
    }

    @Test func nonLatinOriginalTitlesSurvive() throws {
        let page = try page("tmdb/movie-top-rated-page1.json")
        let languages = Set(page.movies.map(\.originalLanguage))
        #expect(languages.isSuperset(of: ["hi", "ja", "ko"]))
        #expect(page.movies.contains { $0.originalTitle.unicodeScalars.contains { $0.value > 0x3000 } })
        #expect(page.movies.first?.title == "The Shawshank Redemption")
    }

    @Test func xmlVariantDecodesToTheSameFilms() throws {
        let json = try page("tmdb/search-movie-disney-page1.json")
        let xml = try page("tmdb/handmade-search-movie-disney-page1.xml", format: .xml)
        #expect(xml == json)
    }

    @Test func errorBodiesDecode() throws {
        let invalidKey = try TMDBResponseFormat.json.decode(TMDBErrorResponse.self, from: Fixtures.data("tmdb/error-401-invalid-api-key.json"))
        #expect(invalidKey.statusCode == 7)
        let missingQuery = try TMDBResponseFormat.json.decode(TMDBErrorResponse.self, from: Fixtures.data("tmdb/error-422-query-missing.json"))
        #expect(missingQuery.errors == ["query must be provided"])
        let notFound = try TMDBResponseFormat.json.decode(TMDBErrorResponse.self, from: Fixtures.data("tmdb/error-404-not-found.json"))
        #expect(notFound.statusCode == 34)
    }
}
