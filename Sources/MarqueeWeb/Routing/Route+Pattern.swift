import Hummingbird

extension Route {
    /// The path patterns the router registers, one per kind of ``Route``.
    enum Pattern: String, CaseIterable {
        case discover = "/"
        case popularGrid = "/discover/popular"
        case search = "/search"
        case searchResults = "/search/results"
        case history = "/history"
        case forgetSearch = "/history/forget"
        case clearHistory = "/history/clear"
        case favorites = "/favorites"
        case favoriteIDs = "/favorites/ids"
        case setFavorite = "/movies/:id/favorite"
        case movie = "/movies/:id"
        case setWatchlist = "/movies/:id/watchlist"
        case logViewing = "/movies/:id/viewings"
        case deleteViewing = "/viewings/:id/delete"
        case diary = "/you"
        case watchlist = "/you/watchlist"
        case ratings = "/you/ratings"
        case year = "/you/:year"
        case importFile = "/you/import"
        case importJob = "/you/import/:job"
        case unmatchedFilms = "/you/unmatched"
        case unmatchedFilm = "/you/unmatched/:id"
        case exportFilms = "/you/export.zip"
        case lists = "/you/lists"
        case filmList = "/you/lists/:list"
        case addToList = "/movies/:id/lists"
        case sharedList = "/lists/:token"
        case person = "/people/:id"
        case genre = "/genres/:id"
        case genreGrid = "/genres/:id/grid"
        case setRegion = "/region"
        case setLanguage = "/language"
        case image = "/images/:size/**"
        case asset = "/assets/:file"
        case healthz = "/healthz"
        case manifest = "/manifest.webmanifest"
        case serviceWorker = "/service-worker.js"
        case offline = "/offline"
        case gallery = "/gallery"
        case galleryResults = "/gallery/results"
        case galleryPhoto = "/gallery/photos/:id"
        case forgetGallerySearch = "/gallery/history/forget"
        case clearGalleryHistory = "/gallery/history/clear"
        case photoImage = "/photos/**"
        case signUp = "/signup"
        case logIn = "/login"
        case logOut = "/logout"
        case account = "/account"
        case editMobile = "/account/mobile"
        case deleteAccount = "/account/delete"

        /// The pattern as Hummingbird's router reads it.
        var path: RouterPath { RouterPath(rawValue) }
    }

    /// The pattern that answers this route.
    var pattern: Pattern {
        switch self {
        case .discover: .discover
        case .popularGrid: .popularGrid
        case .search: .search
        case .searchResults: .searchResults
        case .history: .history
        case .forgetSearch: .forgetSearch
        case .clearHistory: .clearHistory
        case .favorites: .favorites
        case .favoriteIDs: .favoriteIDs
        case .setFavorite: .setFavorite
        case .movie: .movie
        case .setWatchlist: .setWatchlist
        case .logViewing: .logViewing
        case .deleteViewing: .deleteViewing
        case .diary: .diary
        case .watchlist: .watchlist
        case .ratings: .ratings
        case .year: .year
        case .importFile: .importFile
        case .importJob: .importJob
        case .unmatchedFilms: .unmatchedFilms
        case .unmatchedFilm: .unmatchedFilm
        case .exportFilms: .exportFilms
        case .lists: .lists
        case .filmList: .filmList
        case .addToList: .addToList
        case .sharedList: .sharedList
        case .person: .person
        case .genre: .genre
        case .genreGrid: .genreGrid
        case .setRegion: .setRegion
        case .setLanguage: .setLanguage
        case .image: .image
        case .asset: .asset
        case .healthz: .healthz
        case .manifest: .manifest
        case .serviceWorker: .serviceWorker
        case .offline: .offline
        case .gallery: .gallery
        case .galleryResults: .galleryResults
        case .galleryPhoto: .galleryPhoto
        case .forgetGallerySearch: .forgetGallerySearch
        case .clearGalleryHistory: .clearGalleryHistory
        case .photoImage: .photoImage
        case .signUp: .signUp
        case .logIn: .logIn
        case .logOut: .logOut
        case .account: .account
        case .editMobile: .editMobile
        case .deleteAccount: .deleteAccount
        }
    }
}

extension RouterMethods {
    /// Registers `handler` for GET requests to `pattern`.
    @discardableResult
    func get(_ pattern: Route.Pattern, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator) -> Self {
        get(pattern.path, use: handler)
    }

    /// Registers `handler` for POST requests to `pattern`.
    @discardableResult
    func post(_ pattern: Route.Pattern, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator) -> Self {
        post(pattern.path, use: handler)
    }
}
