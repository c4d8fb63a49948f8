import Foundation

/// Folds text for comparison the way search treats it: case, diacritics and spacing ignored.
public enum SearchFolding {
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }
}
