import Foundation
import Testing
@testable import MarqueeWeb

/// What the libFuzzer targets found (`Fuzz/crashes/`), kept as tests.
@Suite struct FuzzFindingsTests {
    /// `route-crash-086862b…`, `query-crash-bbc5a59…`: a search text of bytes that are not UTF-8
    /// became an address nine times longer, which the return check then refused as too long.
    @Test(arguments: [
        "/search?q=%C3%A9t" + String(repeating: "\u{FFFD}", count: 300) + "%01%00",
        "/search?q=" + String(repeating: "%FF", count: 900) + "&page=2",
        "/gallery?q=" + String(repeating: "\u{FFFD}", count: 1_000),
    ])
    func everyReturnAddressReadIsWrittenAsOneThatReadsBack(path: String) throws {
        let route = try #require(Route(returnPath: path))
        #expect(Route(returnPath: route.url)?.url == route.url)
        #expect(route.url.utf8.allSatisfy { (0x21...0x7E).contains($0) })
    }

    @Test func aValueTooLongToBeASearchIsNoScreenToReturnTo() {
        #expect(Route(returnPath: "/search?q=" + String(repeating: "a", count: Route.maximumValueBytes + 1)) == nil)
    }

    /// `form-crash-847ab8e…`: dropping one `%00` made another, and a NUL reached a handler.
    @Test(arguments: ["%%0000", "a=%%%000000", "q=b%0%000", "\u{0}%00"])
    func noNULSurvivesTheCleaningOfAForm(form: String) throws {
        let cleaned = CSRFMiddleware.withoutNUL(form)
        #expect(!cleaned.contains("%00") && !cleaned.contains("\u{0}"))
    }

    /// Cleaning keeps what is not an escaped NUL, and leaves what dropping `%00` until none is
    /// left would leave (the rule it replaced, which took one pass per level of nesting).
    @Test(arguments: [
        ("a=%%0000b&c=%2500", "a=b&c=%2500"),
        ("q=%0%00%0000", "q=0"),
        ("%%%000000x", "x"),
        ("%0\u{0}0é", "é"),
        ("q=100%25&p=%000", "q=100%25&p=0"),
    ])
    func cleaningAFormDropsOnlyEscapedNULs(form: String, expected: String) {
        #expect(CSRFMiddleware.withoutNUL(form) == expected)
    }

    /// The attack: 16 KB of nested `%00` is cleaned away whole (one pass, not 5,000).
    @Test func aFormOfNestedEscapesAsLargeAsAllowedIsCleanedAway() {
        let depth = CSRFProtection.maximumFormSize / 3
        let form = String(repeating: "%", count: depth) + String(repeating: "00", count: depth)
        #expect(CSRFMiddleware.withoutNUL(form).isEmpty)
        #expect(CSRFMiddleware.withoutNUL("csrf_token=t&" + form + "&x=1") == "csrf_token=t&&x=1")
    }
}
