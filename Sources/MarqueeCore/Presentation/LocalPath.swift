import Foundation

/// A path on this site, safe to send a person back to.
public enum LocalPath {
    /// Whether `url` is a path of this site: it starts with one "/", and holds no backslash,
    /// space or control character that a browser would drop or turn into "/" (so
    /// "/\t/evil.example" is refused).
    public static func isSafe(_ url: String?) -> Bool {
        guard let url, url.hasPrefix("/"), !url.hasPrefix("//"), url.count < 500 else { return false }
        return url.unicodeScalars.allSatisfy { scalar in
            scalar != "\\" && !CharacterSet.whitespacesAndNewlines.contains(scalar) && !CharacterSet.controlCharacters.contains(scalar)
        }
    }
}
