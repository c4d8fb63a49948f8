import MarqueeCore

/// What the layout needs around a screen's own content.
struct PageChrome: Sendable {
    /// The document title, without the app's name.
    let title: String
    /// The navigation entry to mark as current.
    let section: AppSection?
    /// The forms' token and return address.
    let context: ViewContext
    /// The hashed addresses of the style sheet and script.
    let assets: StaticAssets
    /// Where the page's "Back" leads, for a page opened from a list (a film's details).
    var back: Route? = nil
    /// For a page following work in progress without its script: reload every so many seconds.
    var reloadsWithoutScriptEvery: Int? = nil
    /// What a link to the page pasted into a chat shows (a shared list's).
    var openGraph: OpenGraph? = nil
    /// Whether search engines are asked to leave the page out (`noindex`).
    var isNoIndex = false
    /// Whether a page outside Your films uses its style sheet (a shared list).
    var usesYourFilmsStyles = false

    /// The same chrome for a page whose "Back" leads to `route`.
    func leadingBack(to route: Route) -> PageChrome {
        var chrome = self
        chrome.back = route
        return chrome
    }
}

/// The app's main sections, in the navigation bar.
enum AppSection: CaseIterable, Sendable {
    case discover, search, gallery, yourFilms, account

    /// The entry's words in the navigation bar.
    var name: LayoutText {
        switch self {
        case .discover: .discover
        case .search: .search
        case .gallery: .images
        case .yourFilms: .yourFilms
        case .account: .account
        }
    }

    /// Where the entry leads; Account shows Home, or Log in first when logged out.
    var route: Route {
        switch self {
        case .discover: .discover()
        case .search: .search()
        case .gallery: .gallery()
        case .yourFilms: .diary()
        case .account: .account()
        }
    }
}
