import Foundation

/// TMDB's image paths, such as `/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg`.
public enum ImagePath {
    /// Whether `path` has TMDB's shape, `/name.ext`: one segment, no traversal, only ASCII
    /// letters, digits, `.`, `_` and `-`. Anything else is never fetched or linked.
    public static func isValid(_ path: String) -> Bool {
        guard path.hasPrefix("/"), path.count > 1, path.count < 200 else { return false }
        let name = path.dropFirst()
        return !name.contains("/") && !name.hasPrefix(".")
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
    }
}
