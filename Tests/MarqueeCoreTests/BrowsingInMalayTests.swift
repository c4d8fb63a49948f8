import Foundation
import MarqueeCore
import MarqueeTestSupport
import Testing

/// The browsing screens' presenters in Malay, and in English exactly as they always wrote.
@Suite struct BrowsingInMalayTests {
    @Test func releaseDatesInEnglishAreWrittenAsBeforeAndInMalayDayFirst() throws {
        for month in 1...12 {
            for text in ["2008-\(month < 10 ? "0" : "")\(month)-16", "0999-\(month < 10 ? "0" : "")\(month)-01"] {
                let date = try #require(ReleaseDate(text))
                #expect(ReleaseDateText.long(date, in: .english) == ReleaseDateText.long(date))
            }
        }
        // A day the calendar lacks is written as TMDB gave it, not moved to March.
        #expect(ReleaseDateText.long(ReleaseDate("2020-02-31"), in: .english) == "February 31, 2020")
        #expect(ReleaseDateText.long(ReleaseDate("2025-03-12"), in: .malay) == "12 Mac 2025")
        #expect(ReleaseDateText.long(ReleaseDate("2008-07-16"), in: .malay) == "16 Julai 2008")
        #expect(ReleaseDateText.long(nil, in: .malay) == "Tarikh tayangan tidak diketahui")
        #expect(ReleaseDateText.long(nil, in: .english) == ReleaseDateText.unknown)
    }

    @Test func genresAreNamedAsTMDBsListNamesThemInEachLanguage() throws {
        #expect(Genre.all.map { Localizer.english.genreName(of: $0) } == Genre.all.map(\.name))
        #expect(Localizer.malay.genreName(of: try #require(Genre(id: 28))) == "Aksi")
        #expect(Localizer.malay.genreName(of: try #require(Genre(id: 878))) == "Fiksyen Sains")
        #expect(Localizer.malay.genreName(of: Genre(id: 1, name: "Unlisted")) == "Unlisted", "a genre TMDB does not list keeps its name")
        #expect(GenreNameText.allCases.count == Genre.all.count)
    }

    @Test func aSearchCountsWithOneFormInMalayAndTwoInEnglish() throws {
        let heat = Movie(id: 949, title: "Heat", releaseDate: ReleaseDate("1995-12-15"))
        let outcome = SearchOutcome(query: try SearchQuery("heat"), page: MoviePage(page: 1, totalPages: 1, totalResults: 1, movies: [heat]))
        #expect(SearchPresenter(localizer: .english).results(for: outcome).summary == "1 result for “heat”")
        let malay = SearchPresenter(localizer: .malay).results(for: outcome)
        #expect(malay.summary == "1 hasil untuk “heat”")
        #expect(malay.rows.first?.releaseDate == "15 Disember 1995")
        #expect(malay.rows.first?.overview == "Belum ada sinopsis untuk filem ini.")
        let nothing = SearchOutcome(query: try SearchQuery("xyzzy"), page: MoviePage(page: 1, totalPages: 0, totalResults: 0, movies: []))
        #expect(SearchPresenter(localizer: .malay).alert(for: nothing)?.title == "Tiada hasil")
        #expect(SearchPresenter(localizer: .malay).alert(for: SearchQueryError.tooLong(limit: 200)).message == "Carian itu terlalu panjang. Gunakan paling banyak 200 aksara.")
    }

    @Test func aPersonsFactsAreMalayAndTheirNamesAndPartsTheirOwn() throws {
        let person = Person(id: 1, name: "Michelle Yeoh", knownFor: "Acting", birthday: ReleaseDate("1962-08-06"), placeOfBirth: "Ipoh, Perak, Malaysia",
                            castCredits: [PersonFilmCredit(movie: Movie(id: 2, title: "Crouching Tiger"), character: "Yu Shu Lien")])
        let state = PersonViewState(PersonOutcome(person: person, favoriteIDs: [], savedAt: nil), localizer: .malay)
        #expect(state.knownFor == "Bidang utama: Lakonan")
        #expect(state.born == "Lahir 6 Ogos 1962 di Ipoh, Perak, Malaysia")
        #expect(state.castCredits.first?.role == "sebagai Yu Shu Lien")
        let english = PersonViewState(PersonOutcome(person: person, favoriteIDs: [], savedAt: nil), localizer: .english)
        #expect(english.born == "Born August 6, 1962 in Ipoh, Perak, Malaysia")
        #expect(english.knownFor == "Known for Acting")
    }

    @Test func theGalleryCountsNamesArtworkAndDatesItsHistoryInMalay() async throws {
        let august = Date(timeIntervalSince1970: 1_786_890_400) // 2026-08-16 14:26:40 UTC
        let catalog = StaticMovieCatalog([Movie(id: 949, title: "Heat")])
        let search = SearchPhotos(source: FilmArtworkPhotoSearch(catalog: catalog), history: SearchPhotosTests.MemoryGalleryHistory(), now: { august })
        let screen = await search.screen("heat", page: 1, remember: true, owner: OwnerID("visitor:1"))
        let malay = GalleryPresenter(localizer: .malay).screen(screen)
        #expect(malay.results?.summary == "2 imej untuk “heat”")
        #expect(malay.results?.cells.map(\.title) == ["Poster Heat", "Gambar latar Heat"])
        #expect(malay.history.first?.timeText == "16 Ogo 2026, 14:26 UTC")
        #expect(malay.sourceLine.hasPrefix("Poster dan gambar latar filem"))
        let english = GalleryPresenter(localizer: .english).screen(screen)
        #expect(english.results?.summary == "2 images for “heat”")
        #expect(english.results?.cells.map(\.title) == ["Poster of Heat", "Banner of Heat"])
        #expect(english.history.first?.timeText == "16 Aug 2026, 14:26 UTC")
        #expect(PhotoSearchError.invalidQuery(.empty).message(in: .malay) == "Taip beberapa huruf tajuk filem untuk mencari.")
    }
}

/// Genre names: TMDB's own Malay name when it gave one, the catalog's otherwise.
@Suite struct GenreNamesInMalayTests {
    @Test func aGenreTMDBNamedInMalayKeepsTMDBsNameAndOneNamedInEnglishTakesTheCatalogs() throws {
        #expect(Localizer.malay.genreName(of: Genre(id: 80, name: "Jenayah Berat")) == "Jenayah Berat")
        #expect(Localizer.malay.genreName(of: Genre(id: 80, name: "Crime")) == "Jenayah")
        #expect(Localizer.english.genreName(of: Genre(id: 80, name: "Jenayah Berat")) == "Crime")
    }
}
