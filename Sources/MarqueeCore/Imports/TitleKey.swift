import Foundation

/// A title reduced to what two spellings of one film's title share, for matching an export's
/// films to the catalog's: case, accents and width folded, `&` read as "and", punctuation
/// dropped, and a leading or moved article ("The Godfather", "Godfather, The") left out.
///
/// ```swift
/// TitleKey("Léon: The Professional") == TitleKey("Leon - the professional")   // true
/// TitleKey("Godfather, The") == TitleKey("The Godfather")                     // true
/// ```
public struct TitleKey: Sendable, Hashable, CustomStringConvertible {
    /// The folded words, one space apart.
    public let rawValue: String

    private static let articles: Set<String> = ["the", "a", "an"]

    public init(_ title: String) {
        let folded = title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US"))
            .replacingOccurrences(of: "&", with: " and ")
        var words: [String] = [], word = ""
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "’" {
                continue  // "Schindler's" and "Schindlers" alike
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        // "Godfather, The" and "The Godfather": the article goes, wherever it stood.
        if words.count > 1, let last = words.last, Self.articles.contains(last), title.range(of: ", \(last)", options: [.caseInsensitive, .backwards]) != nil {
            words.removeLast()
        }
        if words.count > 1, Self.articles.contains(words[0]) { words.removeFirst() }
        rawValue = words.joined(separator: " ")
    }

    public var description: String { rawValue }
}
