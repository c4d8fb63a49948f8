import Foundation

/// The three lists of the Discover screen.
public enum DiscoverTab: String, Sendable, CaseIterable {
    /// The most popular films right now, as a grid of posters.
    case popular
    /// The films TMDB users rate best.
    case users
    /// The films critics rate best, from the embedded catalog.
    case critics

    /// The segment's label, in `localizer`'s language.
    public func title(in localizer: Localizer) -> String {
        switch self {
        case .popular: localizer[DiscoverListText.popular]
        case .users: localizer[DiscoverListText.users]
        case .critics: localizer[DiscoverListText.critics]
        }
    }

    /// The tab named in a URL, popular when missing or unknown.
    public init(query: String?) {
        self = query.flatMap(DiscoverTab.init(rawValue:)) ?? .popular
    }
}
