import Foundation

/// The image addresses the pipeline may fetch: http or https on a configured host, with a
/// plain path of safe segments ending in an image extension, and nothing else: no user, query,
/// fragment, percent-escape, empty segment or `..`, so an address cannot be bent into another
/// resource on an allowed host.
struct ImageAllowList: Sendable {
    private let hosts: Set<String>

    /// Allows `hosts`, such as `image.tmdb.org`, whatever their case.
    init(hosts: Set<String>) {
        self.hosts = Set(hosts.map { $0.lowercased() })
    }

    /// Whether `url` may be fetched.
    func permits(_ url: URL) -> Bool {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http",
              let host = components.host?.lowercased(), hosts.contains(host),
              components.user == nil, components.password == nil,
              components.percentEncodedQuery == nil, components.fragment == nil
        else { return false }
        return Self.isImagePath(components.percentEncodedPath)
    }

    /// `/segment/…/name.ext`: TMDB's `/t/p/w185/abc.jpg` and Flickr's `/65535/123_ab_q.jpg`.
    static func isImagePath(_ path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard path.utf8.count < 300, segments.count >= 2, segments[0].isEmpty,
              segments.dropFirst().allSatisfy(Self.isSafeSegment),
              let name = segments.last, let dot = name.lastIndex(of: ".")
        else { return false }
        return Self.imageExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    private static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "webp"]

    /// ASCII letters, digits, `.`, `_` and `-`, not starting with a dot (so never `.` or `..`).
    private static func isSafeSegment(_ segment: Substring) -> Bool {
        guard let first = segment.utf8.first, first != UInt8(ascii: ".") else { return false }
        return segment.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
    }
}
