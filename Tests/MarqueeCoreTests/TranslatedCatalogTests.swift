import Foundation
import MarqueeCore
import MarqueeTestSupport
import Testing

/// A Malay reader gets TMDB's Malay words where TMDB has them, English field by field where it
/// has not, and never a translated name.
@Suite struct TranslatedCatalogTests {
    static let heat = Movie(id: 949, title: "Heat", overview: "A group of high-end professional thieves…", releaseDate: ReleaseDate("1995-12-15"))
    static let english = StaticMovieCatalog([heat, Movie(id: 1, title: "Ronin", overview: "A freelancer…")], profiles: [
        949: MovieProfile(movie: heat, genres: [Genre(id: 80, name: "Crime")], tagline: "A Los Angeles crime saga",
                          cast: [CastCredit(person: PersonReference(id: 1158, name: "Al Pacino", profilePath: nil), character: "Lt. Vincent Hanna")]),
    ])
    /// What TMDB answers in ms-MY: a title, no overview, a tagline, Malay genre names, and a
    /// character name it should not have changed.
    static let malay = StaticMovieCatalog([Movie(id: 949, title: "Panas", overview: ""), Movie(id: 1, title: "Ronin", overview: "Seorang pekerja bebas…")], profiles: [
        949: MovieProfile(movie: Movie(id: 949, title: "Panas", overview: ""), genres: [Genre(id: 80, name: "Jenayah")], tagline: "Kisah jenayah Los Angeles",
                          cast: [CastCredit(person: PersonReference(id: 1158, name: "Al Pacino (ms)", profilePath: nil), character: "Leftenan Hanna")]),
    ])
    let catalog = TranslatedCatalog(original: english, translations: [.malay: malay])

    @Test func aMalayReaderGetsMalayWordsAndEnglishWhereTMDBHasNone() async throws {
        let profile = try await ReadingLanguage.$current.withValue(.malay) { try await catalog.profile(ofMovie: 949) }
        #expect(profile?.movie.title == "Panas")
        #expect(profile?.movie.overview == "A group of high-end professional thieves…")
        #expect(profile?.tagline == "Kisah jenayah Los Angeles")
        #expect(profile?.genres == [Genre(id: 80, name: "Jenayah")])
        #expect(profile?.movie.releaseDate == ReleaseDate("1995-12-15"))
    }

    @Test func peoplesAndCharactersNamesAreNeverTranslated() async throws {
        let profile = try await ReadingLanguage.$current.withValue(.malay) { try await catalog.profile(ofMovie: 949) }
        #expect(profile?.cast.first?.person.name == "Al Pacino")
        #expect(profile?.cast.first?.character == "Lt. Vincent Hanna")
    }

    @Test func aListInMalayKeepsEnglishsFilmsAndOrderWithTheirMalayWords() async throws {
        let page = try await ReadingLanguage.$current.withValue(.malay) { try await catalog.popular(page: 1) }
        #expect(page.movies.map(\.title) == ["Panas", "Ronin"] || page.movies.map(\.title) == ["Ronin", "Panas"])
        #expect(page.movies.first { $0.id == 1 }?.overview == "Seorang pekerja bebas…")
        #expect(page.movies.first { $0.id == 949 }?.overview == "A group of high-end professional thieves…")
    }

    @Test func anEnglishReaderAsksTheOriginalAlone() async throws {
        let profile = try await catalog.profile(ofMovie: 949)
        #expect(profile?.movie.title == "Heat")
        #expect(profile?.tagline == "A Los Angeles crime saga")
    }

    @Test func aFailingTranslationShowsThePageInEnglishRatherThanNotAtAll() async throws {
        let catalog = TranslatedCatalog(original: Self.english, translations: [.malay: StaticMovieCatalog(failingWith: .offline)])
        let profile = try await ReadingLanguage.$current.withValue(.malay) { try await catalog.profile(ofMovie: 949) }
        #expect(profile?.movie.title == "Heat")
    }

    @Test func offlineCopiesAreKeptApartByLanguageAndEnglishKeepsItsOldKeys() {
        #expect(CacheKey.movieProfile(id: 949).read(in: .english).rawValue == "film|949")
        #expect(CacheKey.movieProfile(id: 949).read(in: .malay).rawValue == "ms|film|949")
    }
}
