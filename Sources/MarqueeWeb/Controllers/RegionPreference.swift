import Foundation
import Hummingbird
import MarqueeCore

/// Which region's streaming and shop offers a film page shows: the person's choice (a cookie
/// set by the region control), else the country of their browser's first language that names
/// one (`Accept-Language: en-GB,en;q=0.8` is GB), else the server's default (`MARQUEE_REGION`).
struct RegionPreference: Sendable {
    /// The cookie that remembers the person's choice.
    static let cookieName = "marquee_region"
    /// A choice is remembered for a year.
    static let lifetime = 365 * 24 * 3600

    let fallback: WatchRegion
    let isSecure: Bool

    /// The region for `request`.
    func region(for request: Request) -> WatchRegion {
        if let chosen = request.cookie(Self.cookieName).flatMap({ WatchRegion($0) }) { return chosen }
        if let header = request.headers[.acceptLanguage], let region = Self.region(acceptLanguage: header) { return region }
        return fallback
    }

    /// The country of the most preferred language tag that names one; nil when none does.
    static func region(acceptLanguage header: String) -> WatchRegion? {
        for tag in AcceptLanguage.tags(header) {
            // `en-GB`, `zh-Hant-TW`: the first later subtag of two letters is the country.
            let subtags: [Substring] = tag.split(separator: "-")
            if let country = subtags.dropFirst().first(where: { $0.count == 2 }), let region = WatchRegion(country) {
                return region
            }
        }
        return nil
    }

    /// The cookie remembering `region`.
    func cookie(_ region: WatchRegion) -> Cookie {
        Cookie(name: Self.cookieName, value: region.code, maxAge: Self.lifetime, path: "/", secure: isSecure, httpOnly: true, sameSite: .lax)
    }
}
