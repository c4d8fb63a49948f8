import Foundation
import Hummingbird
import MarqueeCore

extension Route {
    /// The screen a local address shows, for sending a person back where they were (a heart
    /// form's `return_to`, `?from=`, the referrer). Only screens a person can return to are
    /// recognised; anything else, another site included, gives nil. A value longer than
    /// ``maximumValueBytes`` is no screen to return to either. Every route read here writes an
    /// address that reads back as itself (the `route` fuzz target checks it), so the limit is on
    /// the decoded text, not on the address, whose percent-encoding can be nine times longer.
    init?(returnPath: String) {
        guard returnPath.hasPrefix("/"), !returnPath.hasPrefix("//"), returnPath.utf8.count <= Self.maximumReturnPathBytes else { return nil }
        let parts = returnPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        // Decoded as a form, as `SearchParameters` and the CSRF check decode theirs.
        let query = parts.count > 1 ? (try? URLEncodedFormDecoder().decode([String: String].self, from: String(parts[1]))) ?? [:] : [:]
        guard query.values.allSatisfy({ $0.utf8.count <= Self.maximumValueBytes }) else { return nil }
        let page = query["page"].flatMap { Int($0) } ?? 1
        switch parts[0] {
        case "/":
            self = .discover(tab: query["tab"].flatMap(DiscoverTab.init(rawValue:)), page: page)
        case "/search":
            self = .search(query: query["q"], page: page, typed: query["typed"] == "1")
        case "/favorites":
            self = .favorites()
        case "/history":
            self = .history
        case "/you":
            self = .diary(after: query["after"].flatMap(DiaryCursor.init))
        case "/you/watchlist":
            self = .watchlist(sort: query["sort"].flatMap(WatchlistViewState.Order.init(pathName:)) ?? .released,
                              genre: query["genre"].flatMap { Int($0) }.flatMap { Genre(id: $0)?.id })
        case "/you/ratings":
            self = .ratings
        case "/you/import":
            self = .importFile
        case "/you/unmatched":
            self = .unmatchedFilms
        case "/you/lists":
            self = .lists
        case let path where path.hasPrefix("/you/"):
            guard let year = Int(path.dropFirst("/you/".count)), YearInReview.validYears.contains(year) else { return nil }
            self = .year(year)
        case "/gallery":
            self = .gallery(query: query["q"], page: page)
        case "/account":
            self = .account()
        case "/account/mobile":
            self = .editMobile
        case "/account/delete":
            self = .deleteAccount
        case let path where path.hasPrefix("/movies/"):
            guard let id = Int(path.dropFirst("/movies/".count)), id > 0 else { return nil }
            // A film's way back is a list, never another film (so an address cannot nest them).
            // A nested film is refused before it is read: `?from=/movies/1?from=/movies/1?…` is
            // one level of parsing, not as many as the address has room for.
            self = .movie(id: id, from: query["from"].flatMap { $0.hasPrefix("/movies/") ? nil : Route(returnPath: $0) }
                .flatMap { $0.pattern == .movie ? nil : $0 })
        case let path where path.hasPrefix("/people/"):
            guard let id = Int(path.dropFirst("/people/".count)), id > 0 else { return nil }
            self = .person(id: id)
        case let path where path.hasPrefix("/genres/"):
            guard let id = Int(path.dropFirst("/genres/".count)), Genre(id: id) != nil else { return nil }
            self = .genre(id: id, page: page)
        default:
            return nil
        }
    }

    /// The longest value (a search text) a return address may carry, in UTF-8: room for a
    /// search's 200 characters many times over.
    static let maximumValueBytes = 3 * 1024
    /// The longest return address read: a value at its limit takes three times as many bytes
    /// percent-encoded, and the rest of the address fits in what is left.
    static let maximumReturnPathBytes = 12 * 1024

    /// The screen a full URL of this site shows (a `Referer` header), or nil.
    init?(referer: String) {
        guard let url = URL(string: referer) else { return nil }
        self.init(returnPath: url.path + (url.query.map { "?" + $0 } ?? ""))
    }
}
