import Foundation

/// One language's messages, read from `Localizable.strings` in its `.lproj` folder of
/// MarqueeCore's resources: the format Apple's tools and translators know, which Foundation on
/// Linux reads too.
public struct MessageCatalog: Sendable {
    /// The messages by table ("account") and key within it ("logIn").
    private let tables: [String: [String: String]]

    /// Every key, as the file writes it ("account.logIn").
    public var keys: Set<String> {
        Set(tables.flatMap { table, entries in entries.keys.map { "\(table).\($0)" } })
    }

    /// The catalog of `language` in MarqueeCore's resources: `Localizable.strings` in its
    /// `.lproj` folder.
    public static func bundled(_ language: Language) throws(CatalogLoadingError) -> MessageCatalog {
        guard let path = Bundle.module.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: language.code)
        else { throw .missing(language.code) }
        return try MessageCatalog(contentsOf: URL(fileURLWithPath: path))
    }

    /// The catalog in the `.strings` file at `url`.
    public init(contentsOf url: URL) throws(CatalogLoadingError) {
        self.init(entries: try Self.entries(in: url))
    }

    private static func entries(in url: URL) throws(CatalogLoadingError) -> [String: String] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadable(url.lastPathComponent, error.localizedDescription) }
        let list: Any
        do { list = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw .unreadable(url.lastPathComponent, error.localizedDescription)
        }
        guard let entries = list as? [String: String] else { throw .unreadable(url.lastPathComponent, "not a list of \"key\" = \"text\"; lines") }
        return entries
    }

    /// A catalog of `entries` ("account.logIn": "Log in").
    public init(entries: [String: String]) {
        var tables: [String: [String: String]] = [:]
        for (key, text) in entries {
            let parts = key.split(separator: ".", maxSplits: 1)
            guard parts.count == 2 else { continue }
            tables[String(parts[0]), default: [:]][String(parts[1])] = text
        }
        self.tables = tables
    }

    /// The text of `key` as the file writes it ("account.logIn"), or nil.
    public func text(_ key: String) -> String? {
        let parts = key.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return text(table: String(parts[0]), key: String(parts[1]))
    }

    /// The text of `key` within `table`, or nil when the catalog lacks it.
    public func text(table: String, key: String) -> String? {
        tables[table]?[key]
    }

    /// The same catalog with every text changed by `transform` (the pseudo-language's).
    func mapTexts(_ transform: (String) -> String) -> MessageCatalog {
        MessageCatalog(tables: tables.mapValues { $0.mapValues(transform) })
    }

    private init(tables: [String: [String: String]]) {
        self.tables = tables
    }
}

/// Why a catalog could not be read: a build without its resources, or a file broken by hand.
public enum CatalogLoadingError: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .missing(let code): "The message catalog of \"\(code)\" is missing from MarqueeCore's resources (\(code).lproj/Localizable.strings)."
        case .unreadable(let file, let reason): "The message catalog \(file) cannot be read: \(reason)."
        }
    }
}
