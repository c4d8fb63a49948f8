import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

/// A browser over HummingbirdTesting: it keeps the cookies the server sets (and forgets those it
/// clears) and sends them back, and fills the CSRF field of its forms.
final class TestBrowser: @unchecked Sendable {
    /// The server it talks to; another one (sharing a database) can take over, cookies kept.
    var client: any TestClientProtocol
    private(set) var cookies: [String: String] = [:]
    /// Sent with every request, as a proxy in front would add them.
    var extraHeaders: HTTPFields = [:]

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    /// What came back: status, `Location`, the page and the cookies set.
    struct Answer {
        let status: HTTPResponse.Status
        let location: String?
        let text: String
        let setCookies: [String]
        /// The server's `X-Marquee-Server`, if it sends one.
        let server: String?

        /// The text of the page's `#form-message`, if any.
        var message: String? {
            guard let start = text.range(of: #"id="form-message" role=""#) else { return nil }
            let afterRole = text[start.upperBound...].drop { $0 != ">" }.dropFirst()
            return String(afterRole.prefix { $0 != "<" })
        }
    }

    func get(_ uri: String) async throws -> Answer {
        try await send(uri, method: .get, body: nil)
    }

    /// POSTs `fields` url-encoded, with this browser's CSRF token unless `csrf` is false.
    func post(_ uri: String, _ fields: [(String, String)], csrf: Bool = true) async throws -> Answer {
        if csrf, cookies["marquee_csrf"] == nil { _ = try await get("/login") }
        var all = fields
        if csrf { all.append(("csrf_token", cookies["marquee_csrf"] ?? "")) }
        let body = all.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return try await send(uri, method: .post, body: body)
    }

    /// Signs up with valid fields and `email`.
    @discardableResult
    func signUp(_ email: String, password: String = "marquee-films!", firstName: String = "Ana") async throws -> Answer {
        try await post("/signup", [("email", email), ("password", password), ("first_name", firstName), ("last_name", "Lee"),
                                   ("mobile", "012-345 6789"), ("gender", "female")])
    }

    @discardableResult
    func logIn(_ email: String, password: String = "marquee-films!", returnTo: String? = nil) async throws -> Answer {
        var fields = [("email", email), ("password", password)]
        if let returnTo { fields.append(("return_to", returnTo)) }
        return try await post("/login", fields)
    }

    /// POSTs `data` as the file of a `multipart/form-data` form, with this browser's CSRF token.
    func postFile(_ uri: String, fileName: String, data: Data) async throws -> Answer {
        if cookies["marquee_csrf"] == nil { _ = try await get("/login") }
        let boundary = "----marquee-test-browser"
        var body = ByteBuffer()
        body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n\(cookies["marquee_csrf"] ?? "")\r\n")
        body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\nContent-Type: text/csv\r\n\r\n")
        body.writeBytes(data)
        body.writeString("\r\n--\(boundary)--\r\n")
        return try await send(uri, method: .post, body: body, contentType: "multipart/form-data; boundary=\(boundary)")
    }

    private func send(_ uri: String, method: HTTPRequest.Method, body: String?) async throws -> Answer {
        try await send(uri, method: method, body: body.map { ByteBuffer(string: $0) }, contentType: body == nil ? nil : "application/x-www-form-urlencoded")
    }

    private func send(_ uri: String, method: HTTPRequest.Method, body: ByteBuffer?, contentType: String?) async throws -> Answer {
        var headers = extraHeaders
        if !cookies.isEmpty { headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") }
        if let contentType { headers[.contentType] = contentType }
        let answer = try await client.execute(uri: uri, method: method, headers: headers, body: body) { response in
            Answer(status: response.status, location: response.headers[.location], text: String(buffer: response.body),
                   setCookies: response.headers[values: .setCookie], server: response.headers[HTTPField.Name("X-Marquee-Server")!])
        }
        for line in answer.setCookies {
            let pair = line.prefix { $0 != ";" }
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals]), value = String(pair[pair.index(after: equals)...])
            if value.isEmpty || line.contains("Max-Age=0") { cookies[name] = nil } else { cookies[name] = value }
        }
        return answer
    }

    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(of: "%20", with: "+")
    }
}
