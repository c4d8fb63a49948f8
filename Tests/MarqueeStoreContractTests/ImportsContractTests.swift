import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// Imports behave the same on every store: written in one go, never twice, and a film that
/// matched nothing is kept by its name and year, shown and counted, until it is matched by hand
/// (for its owner) or by itself (for everyone).
@Suite struct ImportsContractTests {
    let ana = OwnerID("visitor:ana")
    let ben = OwnerID("visitor:ben")
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let heat = PlannedFilm.film(TrackedFilm(
        movie: Movie(id: 949, title: "Heat", releaseDate: ReleaseDate("1995-12-15"), popularity: 40, genreIDs: [28, 80]), runtime: 170,
        directors: [PersonReference(id: 638, name: "Michael Mann")], cast: [PersonReference(id: 1158, name: "Al Pacino")]
    ))
    let alien = PlannedFilm.film(TrackedFilm(movie: Movie(id: 348, title: "Alien", releaseDate: ReleaseDate("1979-05-25"), popularity: 60)))
    let obscure = PlannedFilm.unmatched(title: "Le Film Perdu", year: 1972)

    func day(_ text: String) -> WatchDate { WatchDate(text)! }
    func stars(_ halfStars: Int) -> StarRating { StarRating(halfStars: halfStars)! }

    var plan: ImportPlan {
        ImportPlan(
            viewings: [
                PlannedViewing(film: heat, watchedOn: day("2024-03-01"), rating: stars(8), review: "Twice, the same night."),
                PlannedViewing(film: heat, watchedOn: day("2024-03-01")),
                PlannedViewing(film: obscure, watchedOn: day("2024-05-02"), rating: stars(6)),
                PlannedViewing(film: obscure, watchedOn: day("2024-06-02")),
                PlannedViewing(film: alien, watchedOn: day("2023-01-09"), rating: stars(9), unlessKnown: true),
            ],
            watchlist: [PlannedMark(film: alien, on: day("2022-02-02")), PlannedMark(film: obscure)],
            hearts: [PlannedMark(film: heat, on: day("2024-03-02")), PlannedMark(film: obscure)],
            lists: [PlannedList(name: "Rainy, days", description: "For a wet afternoon.", entries: [(obscure, "Her best."), (heat, "")])]
        )
    }

    @Test(arguments: StoreKind.allCases) func anImportIsWrittenInOneGoAndTheSameFileAgainAddsNothing(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let first = try await stores.imports.write(plan, for: ana, at: now)
            #expect(first == ImportResult(viewingsAdded: 5, viewingsAlreadyKept: 0, watchlistAdded: 2, heartsAdded: 2, filmsUnmatched: 1, lists: 1))
            let diary = try await stores.yourFilms.diary(of: ana, after: nil, limit: 50)
            #expect(diary.map(\.movie.title) == ["Le Film Perdu", "Le Film Perdu", "Heat", "Heat", "Alien"])
            #expect(diary.first(where: { $0.review != nil })?.review == "Twice, the same night.")
            #expect(Set(try await stores.yourFilms.ratings(of: ana).map { "\($0.movie.title) \($0.rating)" }) == ["Heat 4", "Alien 4.5", "Le Film Perdu 3"])
            #expect(try await stores.yourFilms.watchlist(of: ana).map(\.film.movie.title).sorted() == ["Alien", "Le Film Perdu"])
            #expect(try await stores.favorites.favorites(of: ana).map(\.movie.title).sorted() == ["Heat", "Le Film Perdu"])
            // The year's counts, kept as the import wrote (all at once on PostgreSQL), are the year summed afresh.
            let year = try await stores.yourFilms.yearInReview(2024, of: ana)
            #expect(year == YearInReview(year: 2024, viewings: try await stores.yourFilms.viewings(inYear: 2024, of: ana)))
            #expect(year.minutes == 340 && year.topDirectors.first?.item.name == "Michael Mann")

            let again = try await stores.imports.write(plan, for: ana, at: now.addingTimeInterval(60))
            #expect(again == ImportResult(viewingsAdded: 0, viewingsAlreadyKept: 5, watchlistAdded: 0, heartsAdded: 0, filmsUnmatched: 1, lists: 1))
            #expect(try await stores.yourFilms.diary(of: ana, after: nil, limit: 50).count == 5)
            // The list, once, its films in the file's order with their notes.
            let lists = try await stores.lists.lists(of: ana)
            #expect(lists.map(\.name) == ["Rainy, days"])
            let listID = try #require(lists.first?.id)
            let list = try #require(try await stores.lists.list(listID, of: ana))
            #expect(list.entries.map(\.movie.title) == ["Le Film Perdu", "Heat"])
            #expect(list.entries.map(\.note) == ["Her best.", ""])
            #expect(list.description == "For a wet afternoon.")
        }
    }

    @Test(arguments: StoreKind.allCases) func aFilmThatMatchedNothingIsKeptShownCountedAndMatchedLater(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.imports.write(plan, for: ana, at: now)
            _ = try await stores.imports.write(ImportPlan(viewings: [PlannedViewing(film: .unmatched(title: "le film perdu", year: 1972), watchedOn: day("2024-07-07"))]),
                                               for: ben, at: now)
            let anas = try await stores.imports.unmatchedFilms(of: ana)
            #expect(anas.map(\.label) == ["Le Film Perdu (1972)"])
            #expect(anas.first?.viewings == 2)
            let id = try #require(anas.first?.id)
            #expect(id < 0)
            // One film by its folded title and year, whoever imported it.
            #expect(try await stores.imports.unmatchedFilms(of: ben).map(\.id) == [id])
            #expect(try await stores.yourFilms.yearInReview(2024, of: ana).filmCount == 2)

            // Ana matches it by hand: hers move, with their year's counts; Ben's stay.
            let found = TrackedFilm(movie: Movie(id: 5_555, title: "The Lost Film", releaseDate: ReleaseDate("1972-04-01"), popularity: 3))
            try await stores.imports.match(id, to: found, for: ana)
            #expect(try await stores.imports.unmatchedFilms(of: ana).isEmpty)
            #expect(try await stores.yourFilms.viewings(ofMovie: 5_555, for: ana).count == 2)
            #expect(try await stores.yourFilms.watchlist(of: ana).map(\.film.movie.title).sorted() == ["Alien", "The Lost Film"])
            #expect(try await stores.favorites.favorites(of: ana).map(\.movie.title).sorted() == ["Heat", "The Lost Film"])
            let year = try await stores.yourFilms.yearInReview(2024, of: ana)
            #expect(year.filmCount == 2)
            #expect(year.viewingCount == 4)
            #expect(try await stores.imports.unmatchedFilms(of: ben).map(\.id) == [id])

            // Matched by itself later, for everyone: the film is then forgotten.
            let retried = try await stores.imports.unmatchedFilmsToRetry(limit: 10, at: now)
            #expect(retried.map(\.id) == [id])
            try await stores.imports.match(id, to: found, for: nil)
            #expect(try await stores.imports.unmatchedFilms(of: ben).isEmpty)
            #expect(try await stores.yourFilms.viewings(ofMovie: 5_555, for: ben).map(\.watchedOn.description) == ["2024-07-07"])
            #expect(try await stores.imports.unmatchedFilm(id) == nil)
        }
    }

    @Test(arguments: StoreKind.allCases) func anImportWaitingForASayIsKeptForItsOwnerOnly(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            var job = ImportJob(id: "job-0001", owner: ana, fileName: "letterboxd.zip", total: 408, at: now)
            try await stores.importJobs.save(job)
            job.done = 200
            try await stores.importJobs.save(job)
            #expect(try await stores.importJobs.job("job-0001", of: ana)?.done == 200)
            #expect(try await stores.importJobs.job("job-0001", of: ben) == nil)
            // Ben cannot take Ana's job over by its id.
            try await stores.importJobs.save(ImportJob(id: "job-0001", owner: ben, fileName: "mine.csv", total: 1, at: now))
            #expect(try await stores.importJobs.job("job-0001", of: ana)?.fileName == "letterboxd.zip")
        }
    }
}
