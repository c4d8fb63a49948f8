import Foundation
import MarqueeCore
import Testing

/// Pages kept in the offline cache before `totalIsCapped` existed must still be read.
@Suite struct CachedMoviePageTests {
    @Test func aPageSavedWithoutTheCappedFlagReadsAsUncapped() throws {
        let saved = Data(#"{"page":2,"totalPages":3,"totalResults":41,"movies":[]}"#.utf8)
        let page = try JSONDecoder().decode(MoviePage.self, from: saved)
        #expect(page == MoviePage(page: 2, totalPages: 3, totalResults: 41, movies: []))
        #expect(!page.totalIsCapped)
    }

    @Test func theCappedFlagSurvivesARoundTrip() throws {
        let page = MoviePage(page: 1, totalPages: 500, totalResults: 10_000, totalIsCapped: true, movies: [])
        #expect(try JSONDecoder().decode(MoviePage.self, from: JSONEncoder().encode(page)) == page)
    }
}
