import MarqueeCore

/// Every address of the web app, in one table: the router registers its handlers from
/// ``Pattern`` and every link, form action and redirect is written from a `Route`, so a link
/// cannot point at a route that does not exist, and user text only ever reaches a URL as a
/// percent-encoded query value.
///
/// ```swift
/// Route.search(query: "bat begin", page: 2).url      // "/search?q=bat+begin&page=2"
/// Route.image(.w185, .generatedPoster(movieID: 42)).url   // "/images/w185/movie/42.svg"
/// ```
enum Route: Sendable, Hashable {
    /// Discover: the home page (`/`), or a named tab and page (`/?tab=users`,
    /// `/?tab=popular&page=2`).
    case discover(tab: DiscoverTab? = nil, page: Int = 1)
    /// The next cards of the popular grid, for the page script.
    case popularGrid(page: Int)
    /// The search screen, empty or with a search (`/search?q=batman&page=2`); `typed` marks
    /// results the page script showed while typing, which are not remembered.
    case search(query: String? = nil, page: Int = 1, typed: Bool = false)
    /// The results list alone, for the page script.
    case searchResults(query: String, page: Int)
    /// The recent searches screen.
    case history
    /// POST: forget one recent search.
    case forgetSearch
    /// POST: forget every recent search.
    case clearHistory
    /// The Favorites screen; after a removal without JavaScript it names the film and the
    /// date "Undo" puts back.
    case favorites(removed: RemovedFavorite? = nil)
    /// The visitor's favorite ids as JSON, for the page script.
    case favoriteIDs
    /// POST: set or clear a film's heart.
    case setFavorite(movieID: Int)
    /// A film's details; `from` is the list to go back to, when the address names one (`?from=`);
    /// `notice` says what a plain form just did there (`?notice=logged`).
    indirect case movie(id: Int, from: Route? = nil, notice: FilmNotice? = nil)
    /// POST: put a film on the watchlist or take it off.
    case setWatchlist(movieID: Int)
    /// POST: log a viewing of a film, or edit one (the form names it).
    case logViewing(movieID: Int)
    /// POST: delete a viewing (`deleted=true`) or put it back ("Undo", `deleted=false`).
    case deleteViewing(id: ViewingID)
    /// Your films: the diary, the latest first; `after` reads on after a page's last viewing.
    case diary(after: DiaryCursor? = nil)
    /// Your films: the watchlist, in an order and of a genre.
    case watchlist(sort: WatchlistViewState.Order = .released, genre: Int? = nil)
    /// Your films: every film rated, by rating.
    case ratings
    /// Your films: a year in review (`/you/2026`).
    case year(Int)
    /// Your films: the import page (GET), and its upload (POST, `multipart/form-data`).
    case importFile
    /// An import's progress, summary and result (GET), and its "Import" (POST).
    case importJob(id: String)
    /// The films imported that are not matched yet.
    case unmatchedFilms
    /// One film not matched yet, with the catalog's films it may be (a search for `query` when
    /// given) (GET), and the person's pick (POST).
    case unmatchedFilm(id: Int, query: String? = nil)
    /// Everything a person keeps, as one ZIP.
    case exportFilms
    /// A person's lists (GET), and a new one (POST).
    case lists
    /// One of the person's lists (GET), and a change to it (POST, its `action`); `notice` says what was done.
    case filmList(id: FilmListID, notice: ListNotice? = nil)
    /// The person's lists, to add a film to one (GET), and the adding (POST).
    case addToList(movieID: Int)
    /// A list shared by its link, for anyone.
    case sharedList(token: ShareToken)
    /// A person's page, at TMDB's person id.
    case person(id: Int)
    /// A genre's films, most popular first (`/genres/878?page=2`).
    case genre(id: Int, page: Int = 1)
    /// The next cards of a genre's grid, for the page script.
    case genreGrid(id: Int, page: Int)
    /// POST: choose the region whose streaming and shop offers film pages show.
    case setRegion
    /// POST: choose the language of the interface.
    case setLanguage
    /// A poster or banner at one of TMDB's sizes.
    case image(ImageSize, Artwork)
    /// Sign up; `returnTo` is where to go once the account exists.
    indirect case signUp(returnTo: Route? = nil)
    /// Log in; `returnTo` is the page that asked for an account, `notice` a sentence to show.
    indirect case logIn(returnTo: Route? = nil, notice: AccountNotice? = nil)
    /// POST: log out.
    case logOut
    /// Home: the logged-in person's name and mobile number.
    case account(notice: AccountNotice? = nil)
    /// The mobile number's form as a page of its own (the dialog's, without JavaScript).
    case editMobile
    /// Delete the account, once its password is confirmed.
    case deleteAccount
    /// The gallery: its search form and history, or a search and page of images.
    case gallery(query: String? = nil, page: Int = 1)
    /// A page of the gallery's grid alone, for the page script.
    case galleryResults(query: String, page: Int)
    /// One image large, with the search and page it was found on, to go back to.
    case galleryPhoto(id: String, query: String, page: Int)
    /// POST: forget one image search.
    case forgetGallerySearch
    /// POST: forget every image search.
    case clearGalleryHistory
    /// A photo from the configured photo host, at a path ``PhotoPath/isValid(_:)`` accepted.
    case photoImage(path: String)
    /// A static asset at its content-hashed address.
    case asset(AssetPath)
    /// The health check.
    case healthz
    /// The web app manifest, which makes Marquee installable.
    case manifest
    /// The service worker, at a fixed address at the root so that it controls every page.
    case serviceWorker
    /// The page the service worker shows for a page not saved on the device while offline.
    case offline

    /// The film removed from the favorites without JavaScript, and when it had been kept.
    struct RemovedFavorite: Sendable, Hashable {
        let movieID: Int
        let favoritedAt: Int
    }

    /// The address as a plain string, for a `Location` header.
    var url: String {
        var writer = URLString()
        write(to: &writer)
        return writer.string
    }

    /// Writes the address into `writer`.
    func write(to writer: inout some URLWriting) {
        switch self {
        case let .discover(tab, page):
            writer.pathLiteral("/")
            guard let tab else { return }
            writer.pathLiteral("?tab=")
            writer.pathLiteral(tab.pathLiteral)
            if page > 1 {
                writer.parameterSeparator()
                writer.pathLiteral("page=")
                writer.number(page)
            }
        case let .popularGrid(page):
            writer.pathLiteral("/discover/popular?page=")
            writer.number(page)
        case let .search(query, page, typed):
            writer.pathLiteral("/search")
            guard let query else { return }
            writer.pathLiteral("?q=")
            writer.queryValue(query)
            Self.writePage(page, to: &writer)
            if typed {
                writer.parameterSeparator()
                writer.pathLiteral("typed=1")
            }
        case let .searchResults(query, page):
            writer.pathLiteral("/search/results?q=")
            writer.queryValue(query)
            Self.writePage(page, to: &writer)
        case .history: writer.pathLiteral("/history")
        case .forgetSearch: writer.pathLiteral("/history/forget")
        case .clearHistory: writer.pathLiteral("/history/clear")
        case let .favorites(removed):
            writer.pathLiteral("/favorites")
            guard let removed else { return }
            writer.pathLiteral("?removed=")
            writer.number(removed.movieID)
            writer.parameterSeparator()
            writer.pathLiteral("at=")
            writer.number(removed.favoritedAt)
        case .favoriteIDs: writer.pathLiteral("/favorites/ids")
        case let .setFavorite(movieID):
            writer.pathLiteral("/movies/")
            writer.number(movieID)
            writer.pathLiteral("/favorite")
        case let .movie(id, from, notice):
            writer.pathLiteral("/movies/")
            writer.number(id)
            if let from {
                writer.pathLiteral("?from=")
                writer.queryValue(from.url)
            }
            if let notice {
                if from == nil { writer.pathLiteral("?") } else { writer.parameterSeparator() }
                notice.write(to: &writer)
            }
        case let .setWatchlist(movieID):
            writer.pathLiteral("/movies/")
            writer.number(movieID)
            writer.pathLiteral("/watchlist")
        case let .logViewing(movieID):
            writer.pathLiteral("/movies/")
            writer.number(movieID)
            writer.pathLiteral("/viewings")
        case let .deleteViewing(id):
            writer.pathLiteral("/viewings/")
            // A viewing's name is ASCII letters, digits and hyphens (`ViewingID`).
            writer.trustedPath(id.rawValue)
            writer.pathLiteral("/delete")
        case let .diary(after):
            writer.pathLiteral("/you")
            if let after {
                writer.pathLiteral("?after=")
                writer.queryValue(after.description)
            }
        case let .watchlist(sort, genre):
            writer.pathLiteral("/you/watchlist")
            guard sort != .released || genre != nil else { return }
            writer.pathLiteral("?sort=")
            writer.pathLiteral(sort.pathLiteral)
            if let genre {
                writer.parameterSeparator()
                writer.pathLiteral("genre=")
                writer.number(genre)
            }
        case .ratings: writer.pathLiteral("/you/ratings")
        case let .year(year):
            writer.pathLiteral("/you/")
            writer.number(year)
        case .importFile: writer.pathLiteral("/you/import")
        case let .importJob(id):
            writer.pathLiteral("/you/import/")
            // A job's id is made by Marquee: ASCII letters, digits and hyphens.
            writer.trustedPath(id)
        case .unmatchedFilms: writer.pathLiteral("/you/unmatched")
        case let .unmatchedFilm(id, query):
            writer.pathLiteral("/you/unmatched/")
            writer.number(id)
            if let query {
                writer.pathLiteral("?q=")
                writer.queryValue(query)
            }
        case .exportFilms: writer.pathLiteral("/you/export.zip")
        case .lists, .filmList, .addToList, .sharedList: writeListAddress(to: &writer)
        case let .person(id):
            writer.pathLiteral("/people/")
            writer.number(id)
        case let .genre(id, page):
            writer.pathLiteral("/genres/")
            writer.number(id)
            if page > 1 {
                writer.pathLiteral("?page=")
                writer.number(page)
            }
        case let .genreGrid(id, page):
            writer.pathLiteral("/genres/")
            writer.number(id)
            writer.pathLiteral("/grid?page=")
            writer.number(page)
        case .setRegion: writer.pathLiteral("/region")
        case .setLanguage: writer.pathLiteral("/language")
        case let .image(size, artwork):
            writer.pathLiteral("/images/")
            writer.pathLiteral(size.pathLiteral)
            switch artwork {
            case let .image(path):
                // Core let the path through only with TMDB's shape: "/" and [A-Za-z0-9._-].
                writer.trustedPath(path)
            case let .generatedPoster(movieID):
                Self.writeGenerated("/movie/", movieID, to: &writer)
            case let .generatedBackdrop(movieID):
                Self.writeGenerated("/backdrop/", movieID, to: &writer)
            }
        case let .asset(path):
            writer.pathLiteral("/assets/")
            writer.trustedPath(path.fileName)
        case .healthz: writer.pathLiteral("/healthz")
        case .manifest: writer.pathLiteral("/manifest.webmanifest")
        case .serviceWorker: writer.pathLiteral("/service-worker.js")
        case .offline: writer.pathLiteral("/offline")
        case let .signUp(returnTo):
            writer.pathLiteral("/signup")
            if let returnTo {
                writer.pathLiteral("?return_to=")
                writer.queryValue(returnTo.url)
            }
        case let .logIn(returnTo, notice):
            writer.pathLiteral("/login")
            if let returnTo {
                writer.pathLiteral("?return_to=")
                writer.queryValue(returnTo.url)
            }
            if let notice {
                // The writer's own separator: `&amp;` inside an HTML attribute, `&` in a header.
                if returnTo == nil { writer.pathLiteral("?") } else { writer.parameterSeparator() }
                writer.pathLiteral("notice=")
                writer.pathLiteral(notice.pathLiteral)
            }
        case .logOut: writer.pathLiteral("/logout")
        case let .account(notice):
            writer.pathLiteral("/account")
            if let notice {
                writer.pathLiteral("?notice=")
                writer.pathLiteral(notice.pathLiteral)
            }
        case let .gallery(query, page):
            writer.pathLiteral("/gallery")
            guard let query else { return }
            writer.pathLiteral("?q=")
            writer.queryValue(query)
            Self.writePage(page, to: &writer)
        case let .galleryResults(query, page):
            writer.pathLiteral("/gallery/results?q=")
            writer.queryValue(query)
            Self.writePage(page, to: &writer)
        case let .galleryPhoto(id, query, page):
            writer.pathLiteral("/gallery/photos/")
            // Photo ids are checked (`Route.isPhotoID`) before a route is made of them.
            writer.trustedPath(id)
            writer.pathLiteral("?q=")
            writer.queryValue(query)
            Self.writePage(page, to: &writer)
        case .forgetGallerySearch: writer.pathLiteral("/gallery/history/forget")
        case .clearGalleryHistory: writer.pathLiteral("/gallery/history/clear")
        case let .photoImage(path):
            writer.pathLiteral("/photos")
            // Core let the path through only with Flickr's shape (`PhotoPath`).
            writer.trustedPath(path)
        case .editMobile: writer.pathLiteral("/account/mobile")
        case .deleteAccount: writer.pathLiteral("/account/delete")
        }
    }

    /// `/movie/42.svg` or `/backdrop/42.svg`: a picture drawn for film `movieID`.
    private static func writeGenerated(_ folder: StaticString, _ movieID: Int, to writer: inout some URLWriting) {
        writer.pathLiteral(folder)
        writer.number(movieID)
        writer.pathLiteral(".svg")
    }

    private static func writePage(_ page: Int, to writer: inout some URLWriting) {
        guard page > 1 else { return }
        writer.parameterSeparator()
        writer.pathLiteral("page=")
        writer.number(page)
    }
}

/// The hashed file name of a static asset, such as `app.3f2a9c1d.css`; only
/// ``StaticAssets`` makes them.
struct AssetPath: Sendable, Hashable {
    let fileName: String
}

extension DiscoverTab {
    /// The tab's name in a URL.
    var pathLiteral: StaticString {
        switch self {
        case .popular: "popular"
        case .users: "users"
        case .critics: "critics"
        }
    }
}

extension ImageSize {
    /// The size's name in a URL.
    var pathLiteral: StaticString {
        switch self {
        case .w92: "w92"
        case .w154: "w154"
        case .w185: "w185"
        case .w342: "w342"
        case .w500: "w500"
        case .w780: "w780"
        case .original: "original"
        }
    }
}

extension Route {
    /// Whether `id` can stand in a gallery address: 1 to 64 ASCII letters, digits and `-`.
    static func isPhotoID(_ id: String) -> Bool {
        (1...64).contains(id.utf8.count) && id.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): true
            default: false
            }
        }
    }
}

/// A sentence an account screen shows after a redirect, named in its address.
enum AccountNotice: String, Sendable, Hashable, CaseIterable {
    case mobileChanged = "mobile-changed"
    case loggedOut = "logged-out"
    case accountDeleted = "account-deleted"

    /// The notice's name in a URL.
    var pathLiteral: StaticString {
        switch self {
        case .mobileChanged: "mobile-changed"
        case .loggedOut: "logged-out"
        case .accountDeleted: "account-deleted"
        }
    }
}
