import HTTPTypes
import Hummingbird
import NIOCore
import Testing
@testable import MarqueeWeb

/// Reading one cookie from a request: what Hummingbird's `request.cookies[name]?.value` gives,
/// without parsing the others.
@Suite struct RequestCookieTests {
    func request(cookies: [String]) -> Request {
        var fields = HTTPFields()
        for header in cookies { fields.append(HTTPField(name: .cookie, value: header)) }
        let head = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/", headerFields: fields)
        return Request(head: head, body: .init(buffer: ByteBuffer()))
    }

    @Test(arguments: [
        ["marquee_visitor=abc; marquee_csrf=x.y"],
        ["marquee_csrf=x.y;marquee_visitor=abc"],
        ["theme=dark", "marquee_visitor=abc ; marquee_csrf=x.y=z"],
        ["marquee_visitor=abc; marquee_visitor=second", "marquee_csrf=x.y=z"],
        ["other_marquee_visitor=no; marquee_visitor=abc; marquee_csrf="],
        ["marquee_visitor_old=1;\tmarquee_visitor=abc; ;marquee_csrf"],
        ["", "=; marquee_visitor=abc"],
    ])
    func aCookieReadsAsHummingbirdReadsIt(headers: [String]) {
        let request = request(cookies: headers)
        for name in ["marquee_visitor", "marquee_csrf", "marquee_session", "theme", ""] {
            #expect(request.cookie(name) == request.cookies[name]?.value, "\(name) in \(headers)")
        }
    }

    @Test func theFirstOfTwoCookiesOfOneNameIsRead() {
        #expect(request(cookies: ["marquee_visitor=first; marquee_visitor=second"]).cookie("marquee_visitor") == "first")
        #expect(request(cookies: ["a=1", "marquee_visitor=only"]).cookie("marquee_visitor") == "only")
        #expect(request(cookies: ["marquee_visitorX=1"]).cookie("marquee_visitor") == nil)
        #expect(request(cookies: []).cookie("marquee_visitor") == nil)
    }
}
