import Foundation
import XMLCoder

/// The body format Marquee asks TMDB for; each has its own decoder and nothing else changes.
public enum TMDBResponseFormat: String, Sendable, Hashable, CaseIterable {
    /// JSON, TMDB's usual format and the default.
    case json
    /// XML shaped like the JSON, one element per key (see docs/TMDB-XML.md).
    case xml

    /// The `Accept` header to send.
    var mediaType: String {
        switch self {
        case .json: "application/json"
        case .xml: "application/xml"
        }
    }

    /// Decodes a body of this format into a wire type.
    func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        switch self {
        case .json:
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try decoder.decode(type, from: data)
        case .xml:
            // Foundation's XMLParser traps (a force unwrap) on an element name that is not
            // UTF-8: such a body, which TMDB never sends, is refused before it is parsed
            // (found by the `tmdb-xml` fuzz target).
            guard String(validating: data, as: UTF8.self) != nil else { throw TMDBBodyError.notUTF8 }
            // XMLCoder's text building is quadratic in one text's length (XMLBodyShape).
            try XMLBodyShape.check(data)
            // The XML shape mirrors the JSON one: one element per key, a repeated element per
            // array item (see docs/TMDB-XML.md).
            let decoder = XMLDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.shouldProcessNamespaces = true
            return try decoder.decode(type, from: data)
        }
    }
}

/// A body refused before it is decoded.
enum TMDBBodyError: Error {
    /// An XML body that is not valid UTF-8.
    case notUTF8
    /// An XML body with a text, tag or run of references longer than TMDB ever sends
    /// (``XMLBodyShape``), which would cost far more to read than its size.
    case xmlRunTooLong
}
