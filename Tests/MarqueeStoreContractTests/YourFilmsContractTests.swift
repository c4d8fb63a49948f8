import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// A person's watchlist and diary behave the same on every store: logs are idempotent by name,
/// ordered by the time the person made them, private to their owner, merged at log-in, and read
/// back in pages, by film, by year and by rating.
@Suite struct YourFilmsContractTests {
    let ana = OwnerID("visitor:ana")
    let ben = OwnerID("visitor:ben")
    let logged = Date(timeIntervalSince1970: 1_740_000_000)
    let heat = TrackedFilm(
        movie: Movie(id: 949, title: "Heat", releaseDate: ReleaseDate("1995-12-15"), posterPath: "/heat.jpg", popularity: 40, genreIDs: [28, 80]),
        runtime: 170, directors: [PersonReference(id: 638, name: "Michael Mann")],
        cast: [PersonReference(id: 1158, name: "Al Pacino"), PersonReference(id: 380, name: "Robert De Niro")]
    )
    let alien = TrackedFilm(
        movie: Movie(id: 348, title: "Alien", releaseDate: ReleaseDate("1979-05-25"), popularity: 60, genreIDs: [27, 878]),
        runtime: 117, directors: [PersonReference(id: 578, name: "Ridley Scott")]
    )

    func at(_ milliseconds: Int64) -> ChangeTime {
        ChangeTime(Date(timeIntervalSince1970: 1_800_000_000 + Double(milliseconds) / 1_000))
    }

    func entry(_ name: String, _ film: TrackedFilm, _ day: String, rating: Int? = nil, review: String? = nil) -> ViewingEntry {
        ViewingEntry(id: ViewingID(name)!, film: film, watchedOn: WatchDate(day)!, rating: rating.flatMap(StarRating.init(halfStars:)), review: review)
    }

    @Test(arguments: StoreKind.allCases) func aLogSentTwiceIsOneViewingAndALaterOneIsARewatch(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let first = entry("viewing-1", heat, "2025-03-12", rating: 7, review: "Still <great>.")
            #expect(try await stores.yourFilms.log(first, at: logged, for: ana, changedAt: at(0)) == .logged(tookOffWatchlist: false))
            #expect(try await stores.yourFilms.log(first, at: logged.addingTimeInterval(5), for: ana, changedAt: at(0)) == .logged(tookOffWatchlist: false))
            _ = try await stores.yourFilms.log(entry("viewing-2", heat, "2025-06-01", rating: 9), at: logged, for: ana, changedAt: at(10))
            let viewings = try await stores.yourFilms.viewings(ofMovie: heat.movie.id, for: ana)
            #expect(viewings.map(\.id.rawValue) == ["viewing-2", "viewing-1"])
            #expect(viewings.map(\.ordinal) == [2, 1])
            #expect(viewings.map(\.isRewatch) == [true, false])
            #expect(viewings.last?.review == "Still <great>.")
            #expect(viewings.last?.loggedAt == logged)
            #expect(viewings.first?.movie.posterPath == "/heat.jpg")
        }
    }

    @Test(arguments: StoreKind.allCases) func anEditArrivingAfterALaterOneChangesNothing(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.yourFilms.log(entry("viewing-1", heat, "2025-03-12", rating: 6), at: logged, for: ana, changedAt: at(0))
            _ = try await stores.yourFilms.log(entry("viewing-1", heat, "2025-03-12", rating: 8), at: logged, for: ana, changedAt: at(900))
            #expect(try await stores.yourFilms.log(entry("viewing-1", heat, "2025-03-12", rating: 2), at: logged, for: ana, changedAt: at(100)) == .superseded)
            #expect(try await stores.yourFilms.viewing(ViewingID("viewing-1")!, of: ana)?.rating?.halfStars == 8)
        }
    }

    @Test(arguments: StoreKind.allCases) func nobodyEditsDeletesOrSeesAnotherPersonsViewing(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let id = ViewingID("viewing-ana")!
            _ = try await stores.yourFilms.log(entry(id.rawValue, heat, "2025-03-12", rating: 6), at: logged, for: ana, changedAt: at(0))
            #expect(try await stores.yourFilms.log(entry(id.rawValue, heat, "2025-01-01", rating: 1), at: logged, for: ben, changedAt: at(50)) == .notYours)
            #expect(try await stores.yourFilms.setDeleted(true, viewing: id, for: ben, changedAt: at(60)) == .notFound)
            #expect(try await stores.yourFilms.viewing(id, of: ben) == nil)
            #expect(try await stores.yourFilms.diary(of: ben, after: nil, limit: 50).isEmpty)
            #expect(try await stores.yourFilms.viewing(id, of: ana)?.rating?.halfStars == 6)
        }
    }

    @Test(arguments: StoreKind.allCases) func aDeletedViewingIsOutOfSightAndUndoBringsItBackWhole(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let id = ViewingID("viewing-1")!
            _ = try await stores.yourFilms.log(entry(id.rawValue, heat, "2025-03-12", rating: 7, review: "Yes."), at: logged, for: ana, changedAt: at(0))
            guard case .applied(let deleted) = try await stores.yourFilms.setDeleted(true, viewing: id, for: ana, changedAt: at(10)) else {
                Issue.record("the deletion was not applied")
                return
            }
            #expect(deleted.review == "Yes.")
            #expect(try await stores.yourFilms.diary(of: ana, after: nil, limit: 50).isEmpty)
            #expect(try await stores.yourFilms.ratings(of: ana).isEmpty)
            // The deletion's Undo, then the deletion sent again late: the viewing stays.
            _ = try await stores.yourFilms.setDeleted(false, viewing: id, for: ana, changedAt: at(20))
            #expect(try await stores.yourFilms.setDeleted(true, viewing: id, for: ana, changedAt: at(10)) == .superseded)
            #expect(try await stores.yourFilms.diary(of: ana, after: nil, limit: 50).map(\.review) == ["Yes."])
        }
    }

    @Test(arguments: StoreKind.allCases) func loggingAFilmOnTheWatchlistTakesItOff(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            #expect(try await stores.yourFilms.addToWatchlist(heat, at: logged, for: ana, changedAt: at(0)))
            #expect(try await stores.yourFilms.addToWatchlist(alien, at: logged.addingTimeInterval(60), for: ana, changedAt: at(1)))
            #expect(try await stores.yourFilms.watchlist(of: ana).map(\.film.movie.id) == [348, 949])
            #expect(try await stores.yourFilms.watchlist(of: ana).last?.film.runtime == 170)
            #expect(try await stores.yourFilms.log(entry("viewing-1", heat, "2025-03-12"), at: logged, for: ana, changedAt: at(5)) == .logged(tookOffWatchlist: true))
            #expect(try await stores.yourFilms.watchlist(of: ana).map(\.film.movie.id) == [348])
            // Put back on after it was logged; the log sent again late does not take it off.
            #expect(try await stores.yourFilms.addToWatchlist(heat, at: logged, for: ana, changedAt: at(9)))
            #expect(try await stores.yourFilms.log(entry("viewing-1", heat, "2025-03-12"), at: logged, for: ana, changedAt: at(5)) == .logged(tookOffWatchlist: false))
            #expect(try await stores.yourFilms.watchlist(of: ana).count == 2)
            #expect(try await !stores.yourFilms.removeFromWatchlist(movieID: 949, for: ana, changedAt: at(8)))
            #expect(try await stores.yourFilms.removeFromWatchlist(movieID: 949, for: ana, changedAt: at(12)))
            #expect(try await stores.yourFilms.watchlist(of: ana).map(\.film.movie.id) == [348])
        }
    }

    @Test(arguments: StoreKind.allCases) func theDiaryIsReadInPagesThatNeverOverlapOrSkip(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            // 23 viewings over 5 days, several a day, logged in no particular order.
            for index in 0..<23 {
                let day = "2025-0\(index % 5 + 1)-1\(index % 3)"
                _ = try await stores.yourFilms.log(
                    entry("viewing-\(index + 100)", index.isMultiple(of: 2) ? heat : alien, day),
                    at: logged.addingTimeInterval(Double((index * 7) % 23)), for: ana, changedAt: at(Int64(index))
                )
            }
            var seen: [Viewing] = [], cursor: DiaryCursor?
            repeat {
                let page = try await stores.yourFilms.diary(of: ana, after: cursor, limit: 5)
                seen += page
                cursor = page.count == 5 ? page.last.map(DiaryCursor.init(after:)) : nil
            } while cursor != nil
            #expect(seen.count == 23)
            #expect(Set(seen.map(\.id)).count == 23)
            #expect(seen.map(\.watchedOn) == seen.map(\.watchedOn).sorted(by: >))
        }
    }

    @Test(arguments: StoreKind.allCases) func theYearHoldsItsViewingsWithWhatTheyCount(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.yourFilms.log(entry("viewing-1", heat, "2024-12-31", rating: 10), at: logged, for: ana, changedAt: at(0))
            _ = try await stores.yourFilms.log(entry("viewing-2", heat, "2025-01-01", rating: 8), at: logged, for: ana, changedAt: at(1))
            _ = try await stores.yourFilms.log(entry("viewing-3", alien, "2025-07-04", rating: 9), at: logged, for: ana, changedAt: at(2))
            let year = try await stores.yourFilms.viewings(inYear: 2025, of: ana)
            #expect(year.map(\.viewing.id.rawValue).sorted() == ["viewing-2", "viewing-3"])
            #expect(year.first { $0.film.movie.id == 949 }?.film.cast.map(\.name) == ["Al Pacino", "Robert De Niro"])
            #expect(year.first { $0.film.movie.id == 348 }?.film.directors.map(\.name) == ["Ridley Scott"])
            #expect(year.first { $0.film.movie.id == 949 }?.viewing.isRewatch == true)
            let review = YearInReview(year: 2025, viewings: year)
            #expect(review.minutes == 287)
            #expect(review.filmCount == 2)
            #expect(try await stores.yourFilms.viewingYears(of: ana) == [2025, 2024])
            // Each film's latest rating, the best first.
            #expect(try await stores.yourFilms.ratings(of: ana).map { "\($0.movie.title) \($0.rating)" } == ["Alien 4.5", "Heat 4"])
        }
    }

    @Test(arguments: StoreKind.allCases) func marksTellWatchedListedAndTheLatestRating(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.yourFilms.log(entry("viewing-1", heat, "2025-01-01", rating: 3), at: logged, for: ana, changedAt: at(0))
            _ = try await stores.yourFilms.log(entry("viewing-2", heat, "2025-02-01"), at: logged, for: ana, changedAt: at(1))
            _ = try await stores.yourFilms.addToWatchlist(alien, at: logged, for: ana, changedAt: at(2))
            let marks = try await stores.yourFilms.marks(of: ana, among: [949, 348, 1])
            #expect(marks[949] == FilmMarks(watched: true, onWatchlist: false, rating: StarRating(halfStars: 3)))
            #expect(marks[348] == FilmMarks(watched: false, onWatchlist: true, rating: nil))
            #expect(marks[1] == nil)
            #expect(try await stores.yourFilms.marks(of: ben, among: [949, 348]).isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases) func loggingInKeepsBothSidesAndTheEarlierWatchlistDate(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let account = OwnerID("account:7")
            _ = try await stores.yourFilms.log(entry("viewing-a", heat, "2025-01-01"), at: logged, for: account, changedAt: at(0))
            _ = try await stores.yourFilms.log(entry("viewing-v", heat, "2025-02-01"), at: logged, for: ana, changedAt: at(1))
            _ = try await stores.yourFilms.addToWatchlist(alien, at: logged.addingTimeInterval(100), for: account, changedAt: at(2))
            _ = try await stores.yourFilms.addToWatchlist(alien, at: logged, for: ana, changedAt: at(3))
            try await stores.yourFilms.moveAll(from: ana, to: account)
            #expect(try await stores.yourFilms.diary(of: account, after: nil, limit: 50).map(\.id.rawValue) == ["viewing-v", "viewing-a"])
            #expect(try await stores.yourFilms.watchlist(of: account).map(\.addedAt) == [logged])
            #expect(try await stores.yourFilms.diary(of: ana, after: nil, limit: 50).isEmpty)
            #expect(try await stores.yourFilms.watchlist(of: ana).isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases) func aDeletedAccountTakesItsDiaryAndWatchlistWithIt(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let account = try await stores.accounts.create(NewAccount(
                email: EmailAddress("ana@example.com")!, passwordHash: "$2b$10$hash", firstName: "Ana", lastName: "Lee",
                mobile: MalaysianMobileNumber("012-345 6789")!, gender: .female, createdAt: logged))
            _ = try await stores.yourFilms.log(entry("viewing-1", heat, "2025-01-01"), at: logged, for: account.owner, changedAt: at(0))
            _ = try await stores.yourFilms.addToWatchlist(alien, at: logged, for: account.owner, changedAt: at(1))
            #expect(try await stores.accounts.delete(account.id))
            #expect(try await stores.yourFilms.diary(of: account.owner, after: nil, limit: 50).isEmpty)
            #expect(try await stores.yourFilms.watchlist(of: account.owner).isEmpty)
            #expect(try await stores.yourFilms.yearInReview(2025, of: account.owner) == YearInReview(year: 2025, viewings: []))
        }
    }

    /// The store's own sum of a year (in SQL) is the year summed from its viewings, ties and all.
    @Test(arguments: StoreKind.allCases) func theStoresYearIsTheYearSummedFromItsViewings(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let noRuntime = TrackedFilm(movie: Movie(id: 77, title: "Unknown length", genreIDs: [18, 18, 424242]),
                                        cast: [PersonReference(id: 1158, name: "Al Pacino")])
            let logs: [(String, TrackedFilm, String, Int?)] = [
                ("viewing-01", heat, "2025-01-05", 8), ("viewing-02", alien, "2025-01-05", 8), ("viewing-03", heat, "2025-03-01", 10),
                ("viewing-04", noRuntime, "2025-03-01", nil), ("viewing-05", alien, "2025-12-31", 10), ("viewing-06", heat, "2024-06-01", 2),
            ]
            for (index, (name, film, day, rating)) in logs.enumerated() {
                _ = try await stores.yourFilms.log(entry(name, film, day, rating: rating), at: logged.addingTimeInterval(Double(index)),
                                                   for: ana, changedAt: at(Int64(index)))
            }
            _ = try await stores.yourFilms.setDeleted(true, viewing: ViewingID("viewing-05")!, for: ana, changedAt: at(100))
            let summed = YearInReview(year: 2025, viewings: try await stores.yourFilms.viewings(inYear: 2025, of: ana))
            let stored = try await stores.yourFilms.yearInReview(2025, of: ana)
            #expect(stored == summed)
            #expect(stored.viewingCount == 4 && stored.filmCount == 3 && stored.minutes == 457 && stored.viewingsWithoutRuntime == 1)
            #expect(stored.topActors.map(\.item.name) == ["Al Pacino", "Robert De Niro"])
            #expect(stored.topGenres.map(\.item.id) == [28, 80, 18, 27, 878])
            #expect(stored.bestRated?.viewing.id.rawValue == "viewing-03")
            #expect(stored.longest?.viewing.id.rawValue == "viewing-01")
            #expect(stored.first?.viewing.id.rawValue == "viewing-01" && stored.last?.viewing.id.rawValue == "viewing-04")
            #expect(try await stores.yourFilms.yearInReview(2023, of: ana) == YearInReview(year: 2023, viewings: []))
        }
    }

    /// The year's counts are kept as things are written, not summed on each visit: after every
    /// kind of change (an edit across years, a delete and its undo, a film's cast and genres
    /// changing for everyone who saw it, a log-in's merge) they are the year summed afresh.
    @Test(arguments: StoreKind.allCases) func theYearsCountsFollowEveryChangeToViewingsAndFilms(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let account = OwnerID("account:9")
            func expectCountsAreTheSums(_ step: String) async throws {
                for owner in [ana, ben, account] {
                    for year in [2024, 2025] {
                        let summed = YearInReview(year: year, viewings: try await stores.yourFilms.viewings(inYear: year, of: owner))
                        #expect(try await stores.yourFilms.yearInReview(year, of: owner) == summed, "\(step): \(owner.rawValue) in \(year)")
                    }
                }
            }
            var clock: Int64 = 0
            func log(_ name: String, _ film: TrackedFilm, _ day: String, rating: Int? = nil, for owner: OwnerID) async throws {
                clock += 1
                _ = try await stores.yourFilms.log(entry(name, film, day, rating: rating), at: logged.addingTimeInterval(Double(clock)), for: owner, changedAt: at(clock))
            }
            try await log("viewing-a1", heat, "2025-01-05", rating: 8, for: ana)
            try await log("viewing-a2", heat, "2025-03-01", rating: 10, for: ana)
            try await log("viewing-a3", alien, "2025-03-02", for: ana)
            try await log("viewing-b1", heat, "2025-07-07", rating: 4, for: ben)
            try await log("viewing-c1", alien, "2025-02-02", rating: 6, for: account)
            try await expectCountsAreTheSums("logged")

            try await log("viewing-a2", heat, "2024-12-31", rating: 3, for: ana)
            try await expectCountsAreTheSums("an edit moved a viewing into the year before")

            clock += 1
            _ = try await stores.yourFilms.setDeleted(true, viewing: ViewingID("viewing-a1")!, for: ana, changedAt: at(clock))
            try await expectCountsAreTheSums("deleted")
            clock += 1
            _ = try await stores.yourFilms.setDeleted(false, viewing: ViewingID("viewing-a1")!, for: ana, changedAt: at(clock))
            try await expectCountsAreTheSums("undone")

            // Heat's page now credits someone else, one actor twice, and other genres: every
            // owner's years with Heat are counted again.
            let recast = TrackedFilm(
                movie: Movie(id: heat.movie.id, title: "Heat", genreIDs: [80, 53, 53]), runtime: 171,
                directors: heat.directors, cast: [PersonReference(id: 380, name: "Robert De Niro"), PersonReference(id: 5, name: "Val Kilmer"),
                                                   PersonReference(id: 5, name: "Val Kilmer")]
            )
            try await log("viewing-b2", recast, "2025-08-08", for: ben)
            try await expectCountsAreTheSums("Heat recast")
            #expect(try await stores.yourFilms.yearInReview(2025, of: ana).topActors.map(\.item.id) == [5, 380])

            try await stores.yourFilms.moveAll(from: ana, to: account)
            try await expectCountsAreTheSums("moved into the account")
            #expect(try await stores.yourFilms.yearInReview(2025, of: account).viewingCount == 3)
        }
    }
}
