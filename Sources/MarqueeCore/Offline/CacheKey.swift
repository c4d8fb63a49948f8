import Foundation

/// Which upstream answer a saved copy belongs to.
public enum CacheKey: Sendable, Hashable {
    /// A page of a search, its text case-folded.
    case search(query: String, page: Int)
    /// A page of the popular films.
    case popular(page: Int)
    /// The films users rate best.
    case topRatedByUsers
    /// One film's details.
    case movie(id: Int)
    /// Everything one film's page shows.
    case movieProfile(id: Int)
    /// One person's page.
    case person(id: Int)
    /// A page of one genre's films.
    case genre(id: Int, page: Int)
    /// A page of an image search, its text case-folded.
    case photos(query: String, page: Int)
    /// Another key's answer in a language other than English, kept apart from the English one.
    indirect case translated(CacheKey, language: String)

    /// This key for a reader of `language`: itself in English, so that copies saved before
    /// languages existed are still found.
    public func read(in language: Language) -> CacheKey {
        language == .english ? self : .translated(self, language: language.code)
    }

    /// The key as stored. The same strings as before keys were typed, so copies saved by an
    /// earlier version are still found.
    public var rawValue: String {
        switch self {
        case let .search(query, page): "search|\(query.lowercased())|\(page)"
        case let .popular(page): "popular|\(page)"
        case .topRatedByUsers: "top-rated-users"
        case let .movie(id): "movie|\(id)"
        case let .movieProfile(id): "film|\(id)"
        case let .person(id): "person|\(id)"
        case let .genre(id, page): "genre|\(id)|\(page)"
        case let .photos(query, page): "photos|\(query.lowercased())|\(page)"
        case let .translated(key, language): "\(language)|\(key.rawValue)"
        }
    }
}
