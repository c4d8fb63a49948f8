import Foundation
import Mustache

/// What the layout needs around a screen's own view state.
struct PageContext<Content: Sendable>: Sendable {
    /// The document title.
    let title: String
    /// The token every POST form of the page carries.
    let csrfToken: String
    /// Where a plain heart form comes back to: this page.
    let returnTo: String
    let navigation: [NavigationItemViewState]
    let content: Content
}

/// The app's main sections, in the navigation bar.
enum AppSection: String, CaseIterable, Sendable {
    case discover, search, favorites

    var title: String {
        switch self {
        case .discover: "Discover"
        case .search: "Search"
        case .favorites: "Favorites"
        }
    }

    var href: String {
        switch self {
        case .discover: "/"
        case .search: "/search"
        case .favorites: "/favorites"
        }
    }
}

/// One link of the navigation bar.
struct NavigationItemViewState: Sendable {
    let title: String
    let href: String
    let icon: String
    let isCurrent: Bool

    static func all(current: AppSection?) -> [NavigationItemViewState] {
        AppSection.allCases.map { section in
            NavigationItemViewState(title: section.title, href: section.href, icon: "icon-\(section.rawValue)", isCurrent: section == current)
        }
    }
}

extension PageContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "csrfToken": csrfToken
        case "returnTo": returnTo
        case "navigation": navigation
        case "content": content
        default: nil
        }
    }
}
