import Foundation

/// A film's trailer on YouTube, named by its video key; the web layer writes the link.
public struct Trailer: Sendable, Hashable, Codable {
    /// YouTube's id of the video: 11 of `A-Z a-z 0-9 _ -`.
    public let youTubeKey: String
    /// The video's title, such as "Official Trailer".
    public let name: String

    /// A trailer; nil unless `youTubeKey` has YouTube's shape, so no other text reaches a link.
    public init?(youTubeKey: String, name: String) {
        guard youTubeKey.utf8.count == 11,
              youTubeKey.utf8.allSatisfy({ $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
        else { return nil }
        self.youTubeKey = youTubeKey
        self.name = name
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII letter or digit.
    var isASCIIAlphanumeric: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
