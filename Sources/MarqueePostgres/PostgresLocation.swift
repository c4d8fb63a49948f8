import Foundation
import PostgresNIO

/// Where a PostgreSQL database is, read from a URL such as
/// `postgres://marquee:secret@db.example:5432/marquee?sslmode=require`.
///
/// `sslmode` is `disable` (the default on a loopback host), `prefer` (the default elsewhere) or
/// `require`, as libpq spells them.
public struct PostgresLocation: Sendable, Hashable {
    public enum TLSMode: String, Sendable { case disable, prefer, require }

    public var host: String
    public var port: Int
    public var username: String
    public var password: String?
    public var database: String
    public var tls: TLSMode

    /// A location by its parts.
    public init(host: String, port: Int = 5432, username: String, password: String? = nil, database: String, tls: TLSMode = .disable) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.tls = tls
    }

    /// Reads a `postgres://` or `postgresql://` URL.
    /// - Throws: ``PostgresLocationError`` naming what is wrong, never echoing the password.
    public init(url text: String) throws {
        guard let components = URLComponents(string: text), let scheme = components.scheme,
              ["postgres", "postgresql"].contains(scheme.lowercased())
        else { throw PostgresLocationError.notAPostgresURL }
        guard let host = components.host, !host.isEmpty else { throw PostgresLocationError.missing("a host") }
        guard let user = components.percentEncodedUser.flatMap({ $0.removingPercentEncoding }), !user.isEmpty else {
            throw PostgresLocationError.missing("a user name")
        }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty else { throw PostgresLocationError.missing("a database name after the last /") }
        let isLoopback = ["localhost", "127.0.0.1", "::1"].contains(host)
        let mode = components.queryItems?.first(where: { $0.name == "sslmode" })?.value
        guard let tls = mode.map({ TLSMode(rawValue: $0) }) ?? (isLoopback ? .disable : .prefer) else {
            throw PostgresLocationError.unknownSSLMode(mode ?? "")
        }
        self.init(
            host: host, port: components.port ?? 5432, username: user,
            password: components.percentEncodedPassword.flatMap { $0.removingPercentEncoding }, database: database, tls: tls
        )
    }

    /// The URL without its password, for logs and messages.
    public var redacted: String {
        "postgres://\(username)@\(host):\(port)/\(database)"
    }

    /// The pool's configuration.
    var clientConfiguration: PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS = switch self.tls {
        case .disable: .disable
        case .prefer: .prefer(.makeClientConfiguration())
        case .require: .require(.makeClientConfiguration())
        }
        var configuration = PostgresClient.Configuration(host: host, port: port, username: username, password: password, database: database, tls: tls)
        configuration.options.maximumConnections = 20
        // A statement the server cannot finish (a frozen host, a lock never released) ends on
        // the server's side too, not only in the request that gave up waiting for it.
        configuration.options.additionalStartupParameters = [("statement_timeout", "15s"), ("lock_timeout", "5s")]
        return configuration
    }

    /// A single connection's configuration, for migrating under a session lock (and for tests
    /// that reach under the stores).
    public func connectionConfiguration() throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS = switch self.tls {
        case .disable: .disable
        case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
        case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
        return PostgresConnection.Configuration(host: host, port: port, username: username, password: password, database: database, tls: tls)
    }
}

/// A database URL Marquee cannot use.
public enum PostgresLocationError: Error, Equatable, CustomStringConvertible {
    case notAPostgresURL
    case missing(String)
    case unknownSSLMode(String)

    public var description: String {
        let example = "postgres://user:password@host:5432/database"
        return switch self {
        case .notAPostgresURL: "The database URL must look like \(example)."
        case .missing(let part): "The database URL lacks \(part); it must look like \(example)."
        case .unknownSSLMode(let mode): "The database URL's sslmode \"\(mode)\" is not one of disable, prefer, require."
        }
    }
}
