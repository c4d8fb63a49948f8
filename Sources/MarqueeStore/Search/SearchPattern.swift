import Foundation

/// The FTS5 query for a search: every word the user typed, as a quoted prefix
/// (`bat begin` becomes `"bat"* "begin"*`).
///
/// Built here rather than with GRDB's `FTS5Pattern(matchingAllPrefixesIn:)`, which opens a
/// temporary in-memory database to tokenize and validate every query (about 1.6 ms). The text
/// is split the way the catalog's `unicode61` tokenizer splits titles: runs of letters, digits
/// (and the marks that belong to them) are words, everything else separates. Each word is then
/// quoted with FTS5 string rules, so no user text is ever read as FTS5 syntax (`NEAR(`, `-`,
/// `AND`, `*` are plain words or separators). Folding is left to the tokenizer, which reads the
/// quoted words exactly as it read the titles: folding here too could only disagree with it.
/// The expression is always passed to SQLite as a bound argument.
public struct SearchPattern: Hashable, Sendable {
    /// Words past this many are ignored: no title has that many, and each adds an FTS5 cursor.
    public static let maximumWords = 32

    /// The words, as typed.
    public let words: [String]

    /// Splits `text` into words; nil when it holds none (only punctuation, symbols or spaces).
    public init?(_ text: String) {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if Self.isWordScalar(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        guard !words.isEmpty else { return nil }
        // Four times the words kept are compared, each with each: a bounded cost, whatever the text.
        self.words = Array(Self.withoutRedundantWords(Array(words.prefix(4 * Self.maximumWords))).prefix(Self.maximumWords))
    }

    /// `words` without those that cannot narrow the search: a word typed twice, and a word that
    /// begins another one (`a alien` finds what `alien` finds: every title word that begins
    /// with "alien" begins with "a"). Each word left is a cursor over its prefix's films, and a
    /// short prefix's are most of the catalog: `a a a …` made 32 walks of them. Prefixes are
    /// told apart only in ASCII, where the tokenizer's folding is lower case; other words are
    /// dropped only when typed the same twice.
    static func withoutRedundantWords(_ words: [String]) -> [String] {
        let folded = words.map { $0.utf8.allSatisfy { $0 < 0x80 } ? Substring($0.lowercased()) : nil }
        var kept: [String] = []
        var seen = Set<String>()
        for (index, word) in words.enumerated() {
            let key = folded[index].map(String.init) ?? word
            guard seen.insert(key).inserted else { continue }
            if let prefix = folded[index], folded.indices.contains(where: { other in
                other != index && folded[other].map { $0.count > prefix.count && $0.hasPrefix(prefix) } == true
            }) {
                continue
            }
            kept.append(word)
        }
        return kept
    }

    /// The MATCH argument: each word in double quotes with `"` doubled, then `*`.
    var matchExpression: String {
        words.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }.joined(separator: " ")
    }

    /// The `unicode61` tokenizer's token characters: letters, numbers and private-use
    /// characters (categories L*, N*, Co); combining marks stay inside the word they follow,
    /// where `remove_diacritics` drops them.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .privateUse,
             .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default:
            false
        }
    }
}
