import Foundation
import MarqueeCore

extension Route {
    /// The screen a local address shows, for sending a person back where they were (a heart
    /// form's `return_to`, `?from=`, the referrer). Only screens a person can return to are
    /// recognised; anything else, another site included, gives nil.
    init?(returnPath: String) {
        guard returnPath.hasPrefix("/"), !returnPath.hasPrefix("//"), returnPath.utf8.count < 2_000 else { return nil }
        let parts = returnPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let query = Self.formValues(parts.count > 1 ? parts[1] : "")
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

    /// The values of a query string, decoded as a form (`+` is a space); the first of a name wins.
    static func formValues(_ query: Substring) -> [String: String] {
        var values: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(nameAndValue[0]), values[name] == nil else { continue }
            values[name] = nameAndValue.count > 1 ? decode(nameAndValue[1]) ?? "" : ""
        }
        return values
    }

    private static func decode(_ text: Substring) -> String? {
        String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
