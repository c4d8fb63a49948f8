import Foundation

/// The JSON every command prints with `--json`: snake_case keys in sorted order, ISO 8601
/// dates, slashes unescaped.
public enum CommandLineJSON {
    /// `value` as one line of JSON.
    public static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
