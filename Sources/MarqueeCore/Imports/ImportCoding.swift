import Foundation

// An import waiting for the person's say is kept as JSON between requests: a day as
// `YYYY-MM-DD`, a rating as its half stars.

extension WatchDate: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = WatchDate(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a YYYY-MM-DD day: \(text)")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension StarRating: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let halfStars = try container.decode(Int.self)
        guard let rating = StarRating(halfStars: halfStars) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not 1 to 10 half stars: \(halfStars)")
        }
        self = rating
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(halfStars)
    }
}

extension OwnerID: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
