import Configuration
import Foundation
import MarqueeCore
import MarqueeFlickr
import MarqueePostgres
import MarqueeStore
import MarqueeTMDB
import MarqueeWeb

/// Marquee's settings, read through swift-configuration: command-line flags first, then the
/// environment, then these defaults.
///
/// | key | environment | default |
/// |---|---|---|
/// | `marquee.host` | `MARQUEE_HOST` | `127.0.0.1` |
/// | `marquee.port` | `MARQUEE_PORT` | `8080` |
/// | `marquee.database` | `MARQUEE_DATABASE` | `$XDG_DATA_HOME/marquee/marquee.sqlite` (the image cache sits beside it) |
/// | `marquee.database.url` | `MARQUEE_DATABASE_URL` | none: SQLite; `postgres://user:password@host:port/database` for PostgreSQL |
/// | `marquee.secret` | `MARQUEE_SECRET` | required with PostgreSQL (32+ characters, the same on every server); else kept beside the SQLite file |
/// | `marquee.server.name` | `MARQUEE_SERVER_NAME` | none; when set, every response names the server in `X-Marquee-Server` |
/// | `marquee.tls.certificate` | `MARQUEE_TLS_CERTIFICATE` | none; with `marquee.tls.key`, serve HTTPS from this PEM certificate chain |
/// | `marquee.tls.key` | `MARQUEE_TLS_KEY` | none; the certificate's PEM private key |
/// | `marquee.trust.forwarded.proto` | `MARQUEE_TRUST_FORWARDED_PROTO` | `false`: set `true` only behind a proxy that sets `X-Forwarded-Proto` |
/// | `marquee.trust.forwarded.for` | `MARQUEE_TRUST_FORWARDED_FOR` | `false`: set `true` only behind a proxy that sets `X-Forwarded-For` |
/// | `marquee.pseudo.language` | `MARQUEE_PSEUDO_LANGUAGE` | `false`: `true` lets the `marquee_lang=en-XA` cookie choose the pseudo-language, every message bracketed and 40% longer, to find text that is cut |
/// | `tmdb.api.key` | `TMDB_API_KEY` | none: the embedded catalog |
/// | `tmdb.read.access.token` | `TMDB_READ_ACCESS_TOKEN` | none |
/// | `marquee.search` | `MARQUEE_SEARCH` | `tmdb` with a TMDB key: searches and lists go to TMDB; `catalog`: they read the own catalog (TMDB's daily export imported), and TMDB only gives a film's details the first time its page is opened |
/// | `tmdb.api.base.url` | `TMDB_API_BASE_URL` | `https://api.themoviedb.org/3` |
/// | `tmdb.image.base.url` | `TMDB_IMAGE_BASE_URL` | `https://image.tmdb.org/t/p` |
/// | `tmdb.response.format` | `TMDB_RESPONSE_FORMAT` | `json` |
/// | `flickr.api.key` | `FLICKR_API_KEY` | none: the gallery shows film artwork |
/// | `flickr.api.base.url` | `FLICKR_API_BASE_URL` | `https://api.flickr.com/services/rest` |
/// | `flickr.photo.base.url` | `FLICKR_PHOTO_BASE_URL` | `https://live.staticflickr.com` |
/// | `marquee.bcrypt.cost` | `MARQUEE_BCRYPT_COST` | `12` (at least 10) |
/// | `marquee.https` | `MARQUEE_HTTPS` | `false`: set `true` when browsers reach Marquee over HTTPS |
/// | `marquee.image.cache.mb` | `MARQUEE_IMAGE_CACHE_MB` | `256`: megabytes of images kept on disk (16 to 100000) |
/// | `marquee.response.cache.mb` | `MARQUEE_RESPONSE_CACHE_MB` | `64`: megabytes of TMDB's and Flickr's answers kept for when they cannot be reached (1 to 100000), the oldest dropped first |
/// | `marquee.idle.timeout` | `MARQUEE_IDLE_TIMEOUT` | `15`: seconds a connection may wait with no request in progress (idle keep-alive, or a request head still arriving) |
/// | `marquee.body.timeout` | `MARQUEE_BODY_TIMEOUT` | `10`: seconds a request's body may take to arrive after its head |
/// | `marquee.max.connections` | `MARQUEE_MAX_CONNECTIONS` | `768`, lowered to leave 128 of the process's file descriptors free; past it the connection idle the longest is closed |
/// | `marquee.visitor.expiry.days` | `MARQUEE_VISITOR_EXPIRY_DAYS` | `90`: days after which the favorites and searches of a browser that never signed up and has not come back are deleted |
/// | `marquee.database.max.mb` | `MARQUEE_DATABASE_MAX_MB` | none: the SQLite file may grow as the disk allows; a number of megabytes caps it (past it, saving answers 507 as on a full disk) |
/// | `marquee.region` | `MARQUEE_REGION` | `US`: the country (ISO 3166-1 code) whose streaming offers film pages show to a person who chose none and whose browser names none |
/// | `marquee.assets` | `MARQUEE_ASSETS` | none: the built-in style sheets, scripts, icons and service worker; a folder to serve them from instead |
public struct MarqueeSettings: Sendable, Hashable {
    /// The address the web server listens on.
    public var host: String
    /// The port the web server listens on.
    public var port: Int
    /// Where the SQLite database file lives (and, beside it, the image cache).
    public var databasePath: String
    /// The PostgreSQL database holding every store, or nil for SQLite.
    public var databaseLocation: PostgresLocation?
    /// The key that signs CSRF tokens, shared by every server of one database; nil when not
    /// configured (SQLite then keeps one of its own).
    public var secret: String?
    /// The name this server gives in `X-Marquee-Server`, to tell servers apart behind a load
    /// balancer; nil sends no such header.
    public var serverName: String?
    /// Whether the client's address is read from `X-Forwarded-For` (set by a trusted proxy)
    /// rather than from the connection, for throttling.
    public var trustsForwardedFor: Bool
    /// The PEM files to serve HTTPS with; nil serves plain HTTP.
    public var tls: TLSFiles?
    /// Whether a trusted proxy's `X-Forwarded-Proto: https` marks a request as HTTPS (for HSTS).
    public var trustsForwardedProto: Bool
    /// Whether the pseudo-language ("en-XA") may be chosen, for layout tests.
    public var offersPseudoLanguage: Bool

    /// A certificate chain and its private key, both PEM files.
    public struct TLSFiles: Sendable, Hashable {
        public var certificate: String
        public var key: String
    }
    /// A folder to serve the style sheets, scripts, icons and service worker from instead of the
    /// built-in ones, to work on them without rebuilding; nil serves the built-in ones.
    public var assetsFolder: String?
    /// Whose streaming and shop offers a film page shows when the person chose no region and
    /// their browser's languages name no country.
    public var defaultRegion: WatchRegion
    /// The live TMDB configuration, or nil to use the embedded catalog.
    public var tmdb: TMDBConfiguration?
    /// With a TMDB key, whether searches and lists read the own catalog, TMDB filling in a
    /// film's details the first time its page is opened (`MARQUEE_SEARCH=catalog`), rather
    /// than going to TMDB (`tmdb`, the default).
    public var searchesOwnCatalog: Bool
    /// Where TMDB serves poster and backdrop images.
    public var imageBaseURL: URL
    /// The live Flickr configuration, or nil to show film artwork in the gallery.
    public var flickr: FlickrConfiguration?
    /// bcrypt's cost for passwords (log2 of its rounds).
    public var bcryptCost: Int
    /// Whether browsers reach Marquee over HTTPS, so cookies can be `Secure`.
    public var isServedOverHTTPS: Bool
    /// How many megabytes of downloaded images the disk cache keeps before evicting the least
    /// recently used.
    public var imageCacheMegabytes: Int
    /// Time limits on connections and the cap on how many are held at once (before it is fitted
    /// to the process's descriptors).
    public var connectionLimits: ConnectionLimits
    /// How long the data of a browser that never signed up is kept after its last visit.
    public var visitorExpiry: Duration
    /// The most megabytes the SQLite file may grow to; nil for no limit but the disk's.
    public var databaseMaximumMegabytes: Int?
    /// The megabytes of upstream answers kept for when the upstream cannot be reached.
    public var responseCacheMegabytes: Int

    /// Reads every setting from `reader`.
    /// - Throws: ``SettingsError`` for a value that cannot be used, naming the variable.
    public init(reader: ConfigReader, environment: [String: String] = ProcessInfo.processInfo.environment) throws(SettingsError) {
        host = reader.string(forKey: "marquee.host") ?? "127.0.0.1"
        let portText = reader.string(forKey: "marquee.port") ?? "8080"
        guard let port = Int(portText), (0...65_535).contains(port) else {
            throw .invalid(name: "MARQUEE_PORT", value: portText, expected: "a port number from 0 to 65535")
        }
        self.port = port
        databasePath = reader.string(forKey: "marquee.database") ?? Self.defaultDatabasePath(environment: environment)
        if let url = reader.string(forKey: "marquee.database.url", isSecret: true).flatMap(Self.nonEmpty) {
            do {
                databaseLocation = try PostgresLocation(url: url)
            } catch {
                let reason = (error as? PostgresLocationError)?.description ?? "\(error)"
                throw .invalid(name: "MARQUEE_DATABASE_URL", value: Self.redactingPassword(url), expected: "a PostgreSQL URL (\(reason))")
            }
        } else {
            databaseLocation = nil
        }
        secret = reader.string(forKey: "marquee.secret", isSecret: true).flatMap(Self.nonEmpty)
        if let secret, secret.utf8.count < 32 {
            throw .invalid(name: "MARQUEE_SECRET", value: "(\(secret.utf8.count) characters)", expected: "at least 32 random characters, e.g. from `openssl rand -hex 32`")
        }
        serverName = reader.string(forKey: "marquee.server.name").flatMap(Self.nonEmpty)
        trustsForwardedFor = try Self.flag(reader, "marquee.trust.forwarded.for", variable: "MARQUEE_TRUST_FORWARDED_FOR")
        trustsForwardedProto = try Self.flag(reader, "marquee.trust.forwarded.proto", variable: "MARQUEE_TRUST_FORWARDED_PROTO")
        offersPseudoLanguage = try Self.flag(reader, "marquee.pseudo.language", variable: "MARQUEE_PSEUDO_LANGUAGE")
        switch (reader.string(forKey: "marquee.tls.certificate").flatMap(Self.nonEmpty), reader.string(forKey: "marquee.tls.key").flatMap(Self.nonEmpty)) {
        case let (certificate?, key?):
            tls = TLSFiles(certificate: certificate, key: key)
        case (nil, nil):
            tls = nil
        case (let certificate?, nil):
            throw .invalid(name: "MARQUEE_TLS_KEY", value: "", expected: "the private key of \(certificate) (MARQUEE_TLS_CERTIFICATE is set)")
        case (nil, let key?):
            throw .invalid(name: "MARQUEE_TLS_CERTIFICATE", value: "", expected: "the certificate of \(key) (MARQUEE_TLS_KEY is set)")
        }
        assetsFolder = reader.string(forKey: "marquee.assets").flatMap(Self.nonEmpty)
        if let assetsFolder, !FileManager.default.fileExists(atPath: assetsFolder + "/scripts/app.js") {
            throw .invalid(name: "MARQUEE_ASSETS", value: assetsFolder, expected: "a folder holding Marquee's assets (app.css, scripts/, worker/ and the rest), like Sources/MarqueeWeb/Public/assets")
        }
        let regionText = reader.string(forKey: "marquee.region").flatMap(Self.nonEmpty) ?? "US"
        guard let region = WatchRegion(regionText) else {
            throw .invalid(name: "MARQUEE_REGION", value: regionText, expected: "a country's two-letter ISO 3166-1 code, such as US, GB or MY (US by default)")
        }
        defaultRegion = region
        imageBaseURL = try Self.url(reader, "tmdb.image.base.url", variable: "TMDB_IMAGE_BASE_URL", default: "https://image.tmdb.org/t/p")
        let apiBaseURL = try Self.url(reader, "tmdb.api.base.url", variable: "TMDB_API_BASE_URL", default: "https://api.themoviedb.org/3")
        let formatText = reader.string(forKey: "tmdb.response.format") ?? "json"
        guard let format = TMDBResponseFormat(rawValue: formatText.lowercased()) else {
            throw .invalid(name: "TMDB_RESPONSE_FORMAT", value: formatText, expected: "json or xml")
        }
        let key = reader.string(forKey: "tmdb.api.key", isSecret: true).flatMap(Self.nonEmpty)
        let token = reader.string(forKey: "tmdb.read.access.token", isSecret: true).flatMap(Self.nonEmpty)
        let credentials: TMDBCredentials? = token.map(TMDBCredentials.readAccessToken) ?? key.map(TMDBCredentials.apiKey)
        tmdb = credentials.map { TMDBConfiguration(apiBaseURL: apiBaseURL, credentials: $0, responseFormat: format) }
        let searchText = reader.string(forKey: "marquee.search").flatMap(Self.nonEmpty) ?? "tmdb"
        switch searchText.lowercased() {
        case "tmdb": searchesOwnCatalog = false
        case "catalog": searchesOwnCatalog = true
        default:
            throw .invalid(name: "MARQUEE_SEARCH", value: searchText,
                           expected: "tmdb (searches go to TMDB when a key is set, the default) or catalog (searches read the catalog imported from TMDB's daily export)")
        }
        let flickrAPI = try Self.url(reader, "flickr.api.base.url", variable: "FLICKR_API_BASE_URL", default: "https://api.flickr.com/services/rest")
        let flickrPhotos = try Self.url(reader, "flickr.photo.base.url", variable: "FLICKR_PHOTO_BASE_URL", default: "https://live.staticflickr.com")
        flickr = reader.string(forKey: "flickr.api.key", isSecret: true).flatMap(Self.nonEmpty).map {
            FlickrConfiguration(apiKey: $0, apiBaseURL: flickrAPI, photoBaseURL: flickrPhotos)
        }
        bcryptCost = try Self.integer(reader, "marquee.bcrypt.cost", variable: "MARQUEE_BCRYPT_COST", default: 12, in: 10...31,
                                      expected: "a bcrypt cost from 10 to 31 (12 by default)")
        // Serving TLS itself, Marquee knows it is reached over HTTPS.
        isServedOverHTTPS = try Self.flag(reader, "marquee.https", variable: "MARQUEE_HTTPS") || tls != nil
        imageCacheMegabytes = try Self.integer(reader, "marquee.image.cache.mb", variable: "MARQUEE_IMAGE_CACHE_MB", default: 256, in: 16...100_000,
                                               expected: "a number of megabytes from 16 to 100000 (256 by default)")
        responseCacheMegabytes = try Self.integer(reader, "marquee.response.cache.mb", variable: "MARQUEE_RESPONSE_CACHE_MB", default: 64,
                                                  in: 1...100_000, expected: "a number of megabytes from 1 to 100000 (64 by default)")
        connectionLimits = ConnectionLimits(
            idleTimeout: .seconds(try Self.integer(reader, "marquee.idle.timeout", variable: "MARQUEE_IDLE_TIMEOUT", default: 15, in: 1...3_600,
                                                   expected: "a number of seconds from 1 to 3600 (15 by default)")),
            bodyTimeout: .seconds(try Self.integer(reader, "marquee.body.timeout", variable: "MARQUEE_BODY_TIMEOUT", default: 10, in: 1...3_600,
                                                   expected: "a number of seconds from 1 to 3600 (10 by default)")),
            maximumConnections: try Self.integer(reader, "marquee.max.connections", variable: "MARQUEE_MAX_CONNECTIONS", default: 768, in: 1...1_000_000,
                                                 expected: "a number of connections from 1 to 1000000 (768 by default)")
        )
        databaseMaximumMegabytes = reader.string(forKey: "marquee.database.max.mb") == nil ? nil
            : try Self.integer(reader, "marquee.database.max.mb", variable: "MARQUEE_DATABASE_MAX_MB", default: 0, in: 1...10_000_000,
                               expected: "a number of megabytes from 1 to 10000000 (no limit by default)")
        visitorExpiry = .seconds(86_400 * (try Self.integer(reader, "marquee.visitor.expiry.days", variable: "MARQUEE_VISITOR_EXPIRY_DAYS", default: 90,
                                                            in: 1...36_500, expected: "a number of days from 1 to 36500 (90 by default)")))
    }

    /// How much of the upstream answers is kept: ``responseCacheMegabytes``, for 30 days.
    var responseCacheLimits: SQLiteResponseCache.Limits {
        SQLiteResponseCache.Limits(maximumBytes: responseCacheMegabytes << 20)
    }

    /// The settings from command-line `flags` (keys as in the table) over the environment.
    public static func load(flags: [String: String] = [:]) throws(SettingsError) -> MarqueeSettings {
        let values = Dictionary(uniqueKeysWithValues: flags.map { (AbsoluteConfigKey(ConfigKey($0.key)), ConfigValue(.string($0.value), isSecret: false)) })
        let reader = ConfigReader(providers: [
            InMemoryProvider(name: "flags", values: values),
            EnvironmentVariablesProvider(secretsSpecifier: .specific([
                "TMDB_API_KEY", "TMDB_READ_ACCESS_TOKEN", "FLICKR_API_KEY", "MARQUEE_DATABASE_URL", "MARQUEE_SECRET",
            ])),
        ])
        return try MarqueeSettings(reader: reader)
    }

    /// `$XDG_DATA_HOME/marquee/marquee.sqlite`, else `~/.local/share/marquee/marquee.sqlite`.
    static func defaultDatabasePath(environment: [String: String]) -> String {
        let dataHome = environment["XDG_DATA_HOME"].flatMap(nonEmpty)
            ?? (environment["HOME"].flatMap(nonEmpty) ?? NSHomeDirectory()) + "/.local/share"
        return dataHome + "/marquee/marquee.sqlite"
    }

    private static func url(_ reader: ConfigReader, _ key: String, variable: String, default fallback: String) throws(SettingsError) -> URL {
        let text = reader.string(forKey: ConfigKey(key)) ?? fallback
        guard let url = URL(string: text.hasSuffix("/") ? String(text.dropLast()) : text),
              let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil
        else {
            throw .invalid(name: variable, value: text, expected: "an http or https URL")
        }
        return url
    }

    /// A whole number within `range`, or the default when the setting is absent.
    private static func integer(
        _ reader: ConfigReader, _ key: String, variable: String, default fallback: Int, in range: ClosedRange<Int>, expected: String
    ) throws(SettingsError) -> Int {
        let text = reader.string(forKey: ConfigKey(key)) ?? String(fallback)
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            throw .invalid(name: variable, value: text, expected: expected)
        }
        return value
    }

    private static func flag(_ reader: ConfigReader, _ key: String, variable: String) throws(SettingsError) -> Bool {
        let text = (reader.string(forKey: ConfigKey(key)) ?? "false").lowercased()
        guard let value = ["true": true, "1": true, "yes": true, "false": false, "0": false, "no": false][text] else {
            throw .invalid(name: variable, value: text, expected: "true or false")
        }
        return value
    }

    /// The URL with its password replaced, for messages.
    private static func redactingPassword(_ url: String) -> String {
        // Whatever stands between "://" and the last "@" may be a password, parsable or not.
        guard let scheme = url.range(of: "://"), let at = url.range(of: "@", options: .backwards), at.lowerBound > scheme.upperBound else {
            return url.contains("@") ? "(not shown: it may hold a password)" : url
        }
        let credentials = url[scheme.upperBound..<at.lowerBound]
        let user = credentials.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        let hidden = credentials.contains(":") ? "\(user):***" : user
        return url[..<scheme.upperBound] + hidden + url[at.lowerBound...]
    }

    private static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// A setting that cannot be used.
public enum SettingsError: Error, Hashable, CustomStringConvertible {
    /// `name` is set to `value`, but Marquee needs `expected`.
    case invalid(name: String, value: String, expected: String)
    /// PostgreSQL is configured but `MARQUEE_SECRET` is not.
    case missingSecret

    /// A sentence naming the variable, its value and what Marquee needs instead.
    public var description: String {
        switch self {
        case let .invalid(name, value, expected):
            "\(name) is \"\(value)\", but Marquee needs \(expected)."
        case .missingSecret:
            "MARQUEE_DATABASE_URL names PostgreSQL, so MARQUEE_SECRET must be set too: the same 32 or more random characters "
                + "on every server (for example from `openssl rand -hex 32`), so that a form shown by one server is accepted by another."
        }
    }
}
