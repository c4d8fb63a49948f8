import Foundation

/// TMDB's image paths, such as `/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg`.
public enum ImagePath {
    /// Whether `path` has TMDB's shape, `/name.ext`: one segment, no traversal, only ASCII
    /// letters, digits, `.`, `_` and `-`. Anything else is never fetched or linked.
    public static func isValid(_ path: String) -> Bool {
        // Bytes, not Characters: Unicode properties per character were 5% of a Discover page.
        let bytes = path.utf8
        guard bytes.count > 1, bytes.count < 200, bytes.first == UInt8(ascii: "/") else { return false }
        let name = bytes.dropFirst()
        return name.first != UInt8(ascii: ".") && name.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
    }
}
