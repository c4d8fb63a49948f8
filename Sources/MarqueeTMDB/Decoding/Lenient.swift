import Foundation

/// A part of an answer that may be missing or malformed without spoiling the rest: an appended
/// block (credits, videos, recommendations…) that does not decode is left out, and the page
/// shows without that section.
struct Lenient<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}

extension Lenient: Sendable where Value: Sendable {}
