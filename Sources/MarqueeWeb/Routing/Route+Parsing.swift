import Foundation
import Hummingbird
import MarqueeCore

extension Route {
    /// The screen a local address shows, for sending a person back where they were (a heart
    /// form's `return_to`, `?from=`, the referrer). Only screens a person can return to are
    /// recognised; anything else, another site included, gives nil.
    init?(returnPath: String) {
        guard returnPath.hasPrefix("/"), !returnPath.hasPrefix("//"), returnPath.utf8.count < 2_000 else { return nil }
        let parts = returnPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        // Decoded as a form, as `SearchParameters` and the CSRF check decode theirs.
        let query = parts.count > 1 ? (try? URLEncodedFormDecoder().decode([String: String].self, from: String(parts[1]))) ?? [:] : [:]
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
            self = .movie(id: id)
        default:
            return nil
        }
    }

    /// The screen a full URL of this site shows (a `Referer` header), or nil.
    init?(referer: String) {
        guard let url = URL(string: referer) else { return nil }
        self.init(returnPath: url.path + (url.query.map { "?" + $0 } ?? ""))
    }
}
