import Foundation

/// Sends one HTTP request and returns the whole response: the seam between API clients and
/// the network, so that tests and other platforms can bring their own.
public protocol HTTPTransport: Sendable {
    /// Sends `request`. Throws ``TransportError`` when no response arrives.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}

/// An HTTP request, as small as an API client needs.
public struct HTTPRequest: Sendable, Hashable {
    /// The HTTP methods Marquee's clients use.
    public enum Method: String, Sendable { case get = "GET", post = "POST", delete = "DELETE" }

    /// The HTTP method, GET unless told otherwise.
    public var method: Method
    /// The full address, query included.
    public var url: URL
    /// Extra header fields to send, such as `Authorization`.
    public var headers: [String: String]

    /// Describes a request; a plain GET needs only the `url`.
    public init(method: Method = .get, url: URL, headers: [String: String] = [:]) {
        self.method = method
        self.url = url
        self.headers = headers
    }
}

/// A complete HTTP response.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, such as 200 or 404.
    public var status: Int
    /// Header values keyed by lower-cased field name.
    public var headers: [String: String]
    /// The whole body, already read.
    public var body: Data

    /// Describes a response; header names are lower-cased so lookups ignore case.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// The value of a header, whatever the case of its name.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Why no HTTP response arrived.
public enum TransportError: Error, Sendable, Hashable {
    /// Nothing answered in time.
    case timedOut
    /// The host could not be reached: DNS failure, no route, connection refused.
    case cannotConnect
    /// The connection closed or was reset before the response was complete.
    case connectionLost
    /// Something answered, but not with a usable HTTP response (a TLS failure, a body too
    /// large, a malformed response): a fault of the service, not of the network.
    case invalidResponse
}
