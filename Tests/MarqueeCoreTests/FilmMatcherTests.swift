import Foundation
import MarqueeCore
import MarqueeTestSupport
import Testing

/// An export's film is matched to the catalog's by TMDB's id, else by its title as spellings
/// differ (accents, case, punctuation, a moved article) and its year, one year off only when
/// nothing else fits; several that fit equally are left to the person.
@Suite struct FilmMatcherTests {
    @Test(arguments: [
        ("Léon: The Professional", "Leon - the professional"), ("Godfather, The", "The Godfather"), ("Amélie", "AMELIE"),
        ("Schindler's List", "Schindlers List"), ("Fast & Furious", "Fast and Furious"), ("Crouching Tiger, Hidden Dragon", "crouching tiger hidden dragon"),
    ])
    func spellingsOfOneTitleShareAKey(pair: (String, String)) {
        #expect(TitleKey(pair.0) == TitleKey(pair.1))
    }

    @Test func differentTitlesKeepDifferentKeys() {
        #expect(TitleKey("The Thing") != TitleKey("Thing, A Short"))
        #expect(TitleKey("Alien") != TitleKey("Aliens"))
        #expect(TitleKey("The") == TitleKey("the"), "a title that is only an article keeps it")
        #expect(TitleKey("A Man, A Plan").rawValue == "man a plan", "only an article moved to the end goes")
    }

    let solaris1972 = Movie(id: 593, title: "Solaris", originalTitle: "Солярис", releaseDate: ReleaseDate("1972-03-20"), popularity: 20)
    let solaris2002 = Movie(id: 2_103, title: "Solaris", releaseDate: ReleaseDate("2002-11-27"), popularity: 30)
    let heat = Movie(id: 949, title: "Heat", releaseDate: ReleaseDate("1995-12-15"), popularity: 40)
    let leon = Movie(id: 101, title: "Léon: The Professional", originalTitle: "Léon", releaseDate: ReleaseDate("1994-09-14"), popularity: 50)
    var matcher: FilmMatcher { FilmMatcher(catalog: StaticMovieCatalog([solaris1972, solaris2002, heat, leon])) }

    @Test func aTitleAndYearFindTheOneFilmOfThatYear() async throws {
        #expect(try await matcher.match(ImportedFilm(title: "Solaris", year: 2002)) == .one(solaris2002))
        #expect(try await matcher.match(ImportedFilm(title: "LÉON: the Professional", year: 1994)) == .one(leon))
        #expect(try await matcher.match(ImportedFilm(title: "Léon", year: 1994)) == .one(leon), "by its original title")
    }

    @Test func anIMDbIdIsFoundThroughTMDBWhenLiveWhateverTheTitleSays() async throws {
        struct Finder: FilmFinding {
            let films: [String: Movie]
            func movie(imdbID id: IMDbID) async throws -> Movie? { films[id.rawValue] }
        }
        let live = FilmMatcher(catalog: StaticMovieCatalog([solaris1972, solaris2002, heat]), finder: Finder(films: ["tt0069293": solaris1972]))
        // IMDb's localized title would fit nothing; its id finds the film.
        #expect(try await live.match(ImportedFilm(title: "Солярис", year: 1972, imdbID: "tt0069293")) == .one(solaris1972))
        #expect(try await live.match(ImportedFilm(title: "Solaris", year: 2002, imdbID: "tt0307479")) == .one(solaris2002), "an id TMDB does not know falls back to the title")
        #expect(try await matcher.match(ImportedFilm(title: "Solaris", year: 1972, imdbID: "tt0069293")) == .one(solaris1972), "offline: by the title")
    }

    @Test func aTitleWithoutAYearThatFitsTwoFilmsIsLeftToThePerson() async throws {
        #expect(try await matcher.match(ImportedFilm(title: "Solaris")) == .several([solaris1972, solaris2002]))
    }

    @Test func aYearOffByOneIsTakenOnlyWhenNothingElseFits() async throws {
        #expect(try await matcher.match(ImportedFilm(title: "Heat", year: 1996)) == .one(heat))
        #expect(try await matcher.match(ImportedFilm(title: "Solaris", year: 2003)) == .one(solaris2002))
        #expect(try await matcher.match(ImportedFilm(title: "Heat", year: 1998)) == .none)
    }

    @Test func tmdbsIdWinsOverTheTitle() async throws {
        #expect(try await matcher.match(ImportedFilm(title: "Something else", year: 1900, tmdbID: 949)) == .one(heat))
        #expect(try await matcher.match(ImportedFilm(title: "Heat", year: 1995, tmdbID: 9_999_999)) == .one(heat), "an id the catalog lacks falls back to the title")
    }

    @Test func aTitleNoSearchCanTakeMatchesNothing() async throws {
        #expect(try await matcher.match(ImportedFilm(title: "❦")) == .none)
        #expect(try await matcher.match(ImportedFilm(title: "")) == .none)
    }
}

/// Before anything is written the person sees how much the file holds and how its films matched.
@Suite struct ImportPreviewTests {
    @Test func thePreviewCountsEachKindAndEachFilmOnceWithProgress() async throws {
        let heat = Movie(id: 949, title: "Heat", releaseDate: ReleaseDate("1995-12-15"))
        let solaris = [Movie(id: 593, title: "Solaris", releaseDate: ReleaseDate("1972-03-20")), Movie(id: 2_103, title: "Solaris", releaseDate: ReleaseDate("2002-11-27"))]
        var batch = ImportBatch(source: .letterboxd)
        let day = try #require(WatchDate("2024-01-01"))
        batch.viewings = [ImportedViewing(film: ImportedFilm(title: "Heat", year: 1995), watchedOn: day),
                          ImportedViewing(film: ImportedFilm(title: "Heat", year: 1995), watchedOn: day, rewatch: true)]
        batch.watchlist = [ImportedMark(film: ImportedFilm(title: "Solaris"))]
        batch.hearts = [ImportedMark(film: ImportedFilm(title: "Filipiñana", year: 2024))]
        batch.rejected = [RejectedRow(file: "diary.csv", line: 9, problem: .noFilmName)]
        let steps = Steps()
        let preview = try await ImportPreview(batch: batch, matcher: FilmMatcher(catalog: StaticMovieCatalog([heat] + solaris))) { done, of in steps.add("\(done)/\(of)") }
        let summary = preview.summary
        #expect(summary.viewings == 2 && summary.watchlist == 1 && summary.hearts == 1 && summary.rejected == 1)
        #expect(summary.films == 3 && summary.filmsMatched == 1 && summary.filmsWithSeveral == 1 && summary.filmsUnmatched == 1)
        #expect(steps.all == ["1/3", "2/3", "3/3"])
    }
}

/// The progress reported, in order.
private final class Steps: @unchecked Sendable {
    private let lock = NSLock()
    private var steps: [String] = []
    func add(_ step: String) { lock.withLock { steps.append(step) } }
    var all: [String] { lock.withLock { steps } }
}
