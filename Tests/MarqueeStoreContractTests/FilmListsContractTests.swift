import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// A person's lists behave the same on every store: made once by their name, their films in the
/// person's order with notes, private to their owner, deleted with "Undo", shared by a token
/// that says so once it is turned off, and given to the account at log-in.
@Suite struct FilmListsContractTests {
    let ana = OwnerID("visitor:ana")
    let ben = OwnerID("visitor:ben")
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let rainy = FilmListID("list-rainy-days")!
    let films = [
        TrackedFilm(movie: Movie(id: 194, title: "Amélie", releaseDate: ReleaseDate("2001-04-25"), posterPath: "/amelie.jpg", popularity: 30)),
        TrackedFilm(movie: Movie(id: 593, title: "Solaris", releaseDate: ReleaseDate("1972-03-20"), popularity: 12)),
        TrackedFilm(movie: Movie(id: 949, title: "Heat", releaseDate: ReleaseDate("1995-12-15"), popularity: 40)),
    ]

    func titles(_ list: FilmList?) -> [String] { list?.entries.map(\.movie.title) ?? [] }

    @Test(arguments: StoreKind.allCases) func aListKeepsItsFilmsInThePersonsOrderWithTheirNotes(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let lists = stores.lists
            #expect(try await lists.save(rainy, name: "Rainy, days", description: "For a wet afternoon.", for: ana, at: now))
            #expect(try await lists.save(rainy, name: "Stolen", description: "", for: ben, at: now) == false, "the name is Ana's")
            for (index, film) in films.enumerated() {
                #expect(try await lists.add(film, note: index == 0 ? "Her best." : "", to: rainy, for: ana, at: now))
            }
            #expect(try await lists.add(films[0], note: "again", to: rainy, for: ana, at: now), "a film on the list already stays where it is")
            #expect(titles(try await lists.list(rainy, of: ana)) == ["Amélie", "Solaris", "Heat"])
            #expect(try await lists.move(movieID: 949, to: 0, in: rainy, for: ana, at: now))
            #expect(try await lists.move(movieID: 194, to: 99, in: rainy, for: ana, at: now))
            let list = try #require(try await lists.list(rainy, of: ana))
            #expect(titles(list) == ["Heat", "Solaris", "Amélie"])
            #expect(list.entries.last?.note == "Her best.")
            #expect(list.name == "Rainy, days" && list.description == "For a wet afternoon.")
            #expect(try await lists.setNote("Lem, not Clooney.", movieID: 593, in: rainy, for: ana, at: now))
            #expect(try await lists.remove(movieID: 949, from: rainy, for: ana, at: now))
            #expect(try await lists.add(films[2], note: "", to: rainy, for: ana, at: now))
            let after = try await lists.list(rainy, of: ana)
            #expect(titles(after) == ["Solaris", "Amélie", "Heat"], "a film added after a removal goes last")
            #expect(after?.entries.first?.note == "Lem, not Clooney.")
            let summaries = try await lists.lists(of: ana)
            #expect(summaries.map(\.name) == ["Rainy, days"])
            #expect(summaries.first?.filmCount == 3 && summaries.first?.firstFilm?.title == "Solaris")
            #expect(try await lists.lists(of: ben).isEmpty)
            #expect(try await lists.list(rainy, of: ben) == nil)
            #expect(try await lists.move(movieID: 593, to: 2, in: rainy, for: ben, at: now) == false, "nobody changes another's list")
        }
    }

    @Test(arguments: StoreKind.allCases) func aDeletedListComesBackWithUndoAndASharedLinkSaysWhenItIsTurnedOff(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let lists = stores.lists
            _ = try await lists.save(rainy, name: "Rainy days", description: "", for: ana, at: now)
            _ = try await lists.add(films[0], note: "", to: rainy, for: ana, at: now)
            let token = ShareToken.make()
            #expect(try await lists.sharedList(token) == .unknown)
            #expect(try await lists.setShared(token, indexable: false, list: rainy, for: ana, at: now))
            guard case let .shared(shared) = try await lists.sharedList(token) else {
                Issue.record("the link does not show the list")
                return
            }
            #expect(titles(shared) == ["Amélie"])
            #expect(shared.share == ListShare(token: token, isIndexable: false))
            #expect(try await lists.lists(of: ana).first?.isShared == true)

            #expect(try await lists.setDeleted(true, list: rainy, for: ana, at: now))
            #expect(try await lists.lists(of: ana).isEmpty)
            #expect(try await lists.sharedList(token) == .turnedOff, "a deleted list's link shows nothing of it")
            #expect(try await lists.setDeleted(false, list: rainy, for: ana, at: now))
            #expect(titles(try await lists.list(rainy, of: ana)) == ["Amélie"])

            #expect(try await lists.setShared(nil, indexable: false, list: rainy, for: ana, at: now))
            #expect(try await lists.sharedList(token) == .turnedOff)
            let again = ShareToken.make()
            #expect(try await lists.setShared(again, indexable: true, list: rainy, for: ana, at: now))
            #expect(try await lists.sharedList(token) == .turnedOff, "sharing again makes a new link; the old one stays off")
            #expect(try await lists.list(rainy, of: ana)?.share == ListShare(token: again, isIndexable: true))
        }
    }

    @Test(arguments: StoreKind.allCases) func aVisitorsListsGoToTheAccountAndADeletedAccountTakesThemWithIt(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.lists.save(rainy, name: "Rainy days", description: "", for: ana, at: now)
            _ = try await stores.lists.add(films[1], note: "", to: rainy, for: ana, at: now)
            try await stores.yourFilms.moveAll(from: ana, to: ben)
            #expect(try await stores.lists.lists(of: ana).isEmpty)
            #expect(titles(try await stores.lists.list(rainy, of: ben)) == ["Solaris"])
        }
    }
}
