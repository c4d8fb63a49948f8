/// The element ids the page scripts use, written once: the views write them with
/// `HTMLWriter.id(_:)`, and ``ScriptConfiguration`` hands the same values to the scripts as
/// `ids` in `config.js`. `ScriptConfigurationTests` fails when a script names an id that is
/// not here, or one that no view writes (besides those the scripts make themselves).
enum ElementID: String, CaseIterable, Sendable {
    // Written by the views.
    case alert
    case backLink = "back-link"
    case editMobile = "edit-mobile"
    case favorites
    case favoritesEmpty = "favorites-empty"
    case formMessage = "form-message"
    case hearts
    case importProgress = "import-progress"
    case mobileDialog = "mobile-dialog"
    case moreResults = "more-results"
    case offlineBanner = "offline-banner"
    case offlinePage = "offline-page"
    case pager
    case resultsSection = "results-section"
    case savedFavorites = "saved-favorites"
    case savedFavoritesEmpty = "saved-favorites-empty"
    case savedPages = "saved-pages"
    case savedPagesEmpty = "saved-pages-empty"
    case searchForm = "search-form"
    case searchInput = "search-input"
    case suggestions
    case toastRegion = "toast-region"
    case topRated = "top-rated"
    // Made by the scripts themselves.
    case connectionBanner = "connection-banner"
    case pagerError = "pager-error"
    case reload
    case savedCopyBanner = "saved-copy-banner"
    case toast
    case undo
    case update
    case updateToast = "update-toast"

    /// Whether the page scripts make this element (a toast, a banner) rather than a view.
    var isMadeByScripts: Bool {
        switch self {
        case .connectionBanner, .pagerError, .reload, .savedCopyBanner, .toast, .undo, .update, .updateToast: true
        default: false
        }
    }

    /// The name the scripts use: the case's name (`ids.toastRegion`).
    var scriptName: String { String(describing: self) }
}
