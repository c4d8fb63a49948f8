import Foundation

/// How a stub server answers one request, faults included.
public indirect enum StubReply: Sendable {
    /// A status, headers and body.
    case respond(status: Int, headers: [String: String], body: Data)
    /// Waits, then answers with the inner reply.
    case delayed(Duration, StubReply)
    /// Resets the TCP connection without answering.
    case reset

    /// A fixture file's bytes with `status`, sent as JSON unless the name ends in `.xml`.
    public static func fixture(_ name: String, status: Int = 200, headers: [String: String] = [:]) -> StubReply {
        let type = name.hasSuffix(".xml") ? "application/xml" : "application/json;charset=utf-8"
        do {
            return .respond(status: status, headers: ["Content-Type": type].merging(headers) { $1 }, body: try Fixtures.data(name))
        } catch {
            return .respond(status: 599, headers: [:], body: Data("\(error)".utf8))
        }
    }

    /// A bare status with a text body.
    public static func status(_ status: Int, headers: [String: String] = [:], body: String = "") -> StubReply {
        .respond(status: status, headers: headers, body: Data(body.utf8))
    }

    /// A 200 whose body is not JSON at all.
    public static let malformedJSON = StubReply.respond(
        status: 200, headers: ["Content-Type": "application/json"], body: Data("{\"page\": 1, \"results\": [".utf8)
    )
}

/// A request the stub server received.
public struct StubRequest: Sendable, Hashable {
    /// The HTTP method, such as "GET".
    public let method: String
    /// The path without the query.
    public let path: String
    /// The query parameters by name; a repeated name keeps one value.
    public let queryItems: [String: String]
    /// The header fields the client sent.
    public let headers: [String: String]
}
