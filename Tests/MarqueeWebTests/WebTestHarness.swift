import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeStore
import MarqueeTestSupport
import MarqueeWeb

/// Builds the real router over chosen fakes and runs requests through HummingbirdTesting.
struct WebTestHarness {
    let history: InMemorySearchHistory
    let favorites: InMemoryFavoritesStore
    /// Watchlists and diaries, on a database of their own in memory.
    let yourFilms: SQLiteYourFilmsStore
    let dependencies: WebDependencies

    init(
        catalog: StaticMovieCatalog = StaticMovieCatalog(Self.films, people: Self.people),
        history: InMemorySearchHistory = InMemorySearchHistory(),
        favorites: InMemoryFavoritesStore = InMemoryFavoritesStore(),
        remoteImages: (any RemoteImageSource)? = nil
    ) {
        self.history = history
        self.favorites = favorites
        // A harness that cannot open an in-memory database cannot test anything.
        let galleryHistory = SQLiteGalleryHistory(database: try! AppDatabase.inMemory())
        let filmsDatabase = try! AppDatabase.inMemory()
        let yourFilms = SQLiteYourFilmsStore(database: filmsDatabase)
        self.yourFilms = yourFilms
        let useCases = MovieUseCases(catalog: catalog, critics: catalog, history: history, favorites: favorites, yourFilms: yourFilms)
        dependencies = WebDependencies(
            useCases: useCases,
            accounts: Self.accounts(favorites: favorites, history: history),
            gallery: SearchPhotos(source: FilmArtworkPhotoSearch(catalog: catalog), history: galleryHistory),
            galleryHistory: galleryHistory,
            history: history,
            favorites: favorites,
            yourFilms: YourFilms(details: useCases.details, store: yourFilms),
            imports: ImportFilms(matcher: FilmMatcher(catalog: catalog), details: useCases.details,
                                 store: SQLiteImportStore(database: filmsDatabase), jobs: SQLiteImportJobStore(database: filmsDatabase)),
            export: ExportYourFilms(yourFilms: yourFilms, favorites: favorites, lists: SQLiteFilmListStore(database: filmsDatabase)),
            lists: FilmLists(details: useCases.details, store: SQLiteFilmListStore(database: filmsDatabase)),
            movieLookup: catalog,
            remoteImages: remoteImages
        )
    }

    static let films = StaticMovieCatalog.numbered(25, title: "Batman") + [
        Movie(id: 500, title: "Rocky", overview: "A boxer <b>trains</b> & fights.", releaseDate: ReleaseDate("1976-11-21"),
              posterPath: "/rocky.jpg", voteAverage: 7.8, voteCount: 9_000, criticScore: 70),
    ]

    static let people = [
        Person(id: 16_483, name: "Sylvester Stallone", knownFor: "Acting", castCredits: [PersonFilmCredit(movie: films.last!, character: "Rocky Balboa")]),
    ]

    /// Accounts on a database of their own, in memory; the account journeys are tested over the
    /// whole app in `MarqueeAppTests`.
    static func accounts(favorites: any FavoritesStore, history: any SearchHistory) -> AccountUseCases {
        // A harness that cannot open an in-memory database or make a hasher cannot test anything.
        let database = try! AppDatabase.inMemory()
        return AccountUseCases(
            accounts: SQLiteAccountStore(database: database), sessions: SQLiteSessionStore(database: database),
            tokens: SHA256SessionTokens(), hasher: try! BcryptPasswordHasher(cost: BcryptPasswordHasher.minimumCost),
            throttle: SQLiteThrottleStore(database: database), passwordPolicy: PasswordPolicy(commonPasswords: []),
            favorites: favorites, history: history
        )
    }

    /// The cookies a first page load sets (visitor and CSRF), and the CSRF token.
    static func session(_ client: some TestClientProtocol, uri: String = "/favorites") async throws -> (cookie: String, token: String) {
        try await client.execute(uri: uri, method: .get) { response in
            let cookies = response.headers[values: .setCookie].map { String($0.prefix { $0 != ";" }) }
            let csrf = cookies.first { $0.hasPrefix("marquee_csrf=") } ?? ""
            return (cookies.joined(separator: "; "), String(csrf.dropFirst("marquee_csrf=".count)))
        }
    }

    /// GETs `uri` with the session's cookies.
    static func get(_ client: some TestClientProtocol, _ uri: String, cookie: String) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
    }

    /// The visitor a session's cookies name, as the stores know them.
    static func owner(_ cookie: String) -> OwnerID? {
        cookie.split(separator: ";").lazy.map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("marquee_visitor=") }.map { OwnerID("visitor:" + $0.dropFirst("marquee_visitor=".count)) }
    }

    /// POSTs a url-encoded form with the session's cookies.
    static func post(_ client: some TestClientProtocol, _ uri: String, cookie: String, form: String, json: Bool = false) async throws -> TestResponse {
        var headers: HTTPFields = [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"]
        if json { headers[.accept] = "application/json" }
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: form))
    }

    /// Runs `body` against a live router.
    func run(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = Application(router: try buildRouter(dependencies: dependencies))
        try await app.test(.router, body)
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
}
