#if DEBUG
import Foundation
@testable import MarqueeWeb

/// `Route(returnPath:)` and `Route(referer:)`: where a heart form's `return_to`, a `?from=`
/// and a `Referer` header send a person back to.
enum RouteFuzz {
    static let target = FuzzTarget(name: "route", maxLength: 12_288, summary: "Route(returnPath:), Route(referer:)") { data in
        let input = text(data)
        check(Route(returnPath: input), from: input)
        check(Route(referer: input), from: input)
        check(Route(referer: "https://marquee.example" + input), from: input)
    }

    /// A recognised route redirects to an address a header can hold, which names the same
    /// screen when read back.
    static func check(_ route: Route?, from input: String) {
        guard let route else { return }
        let url = route.url
        expect(isSafeAddress(url), "\(String(reflecting: input)) became the unsafe address \(String(reflecting: url))")
        let again = Route(returnPath: url)
        expect(again?.url == url, "\(String(reflecting: input)) became \(url), which reads back as \(String(describing: again))")
    }
}

/// Whether `url` is a local address made of printable ASCII only: what a `Location` header or
/// an `href` may carry without escaping.
func isSafeAddress(_ url: String) -> Bool {
    url.hasPrefix("/") && !url.hasPrefix("//") && url.utf8.allSatisfy { (0x21...0x7E).contains($0) }
}
#endif
