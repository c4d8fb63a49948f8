import Foundation

/// The three lists of the Discover screen.
public enum DiscoverTab: String, Sendable, CaseIterable {
    case popular
    case users
    case critics

    /// The segment's label.
    public var title: String {
        switch self {
        case .popular: "Popular"
        case .users: "Top rated by users"
        case .critics: "Top rated by critics"
        }
    }

    /// The tab named in a URL, popular when missing or unknown.
    public init(query: String?) {
        self = query.flatMap(DiscoverTab.init(rawValue:)) ?? .popular
    }
}
