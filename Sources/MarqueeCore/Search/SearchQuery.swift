import Foundation

/// A search text that has been checked: trimmed, single-spaced, not empty, not too long.
public struct SearchQuery: Sendable, Hashable, CustomStringConvertible {
    /// The longest search text Marquee accepts, in characters.
    public static let maximumLength = 200
    /// The most bytes of raw input looked at: 20 for each character allowed.
    static let maximumRawBytes = maximumLength * 20

    /// The cleaned text, as the user will see it in history.
    public let text: String

    /// Validates raw user input.
    ///
    /// Control characters are dropped and runs of white space become one space, so a pasted
    /// title with a line break searches as the user expects.
    public init(_ raw: String) throws(SearchQueryError) {
        // Cleaning costs far more a byte than reading: an address's 80 KB refused after it
        // took milliseconds. No text of 200 characters needs more bytes than this, even
        // with every character a long cluster of accents or surrounded by spaces.
        guard raw.utf8.count <= Self.maximumRawBytes else { throw .tooLong(limit: Self.maximumLength) }
        let cleaned = raw.unicodeScalars
            .map { CharacterSet.controlCharacters.contains($0) ? " " : String($0) }
            .joined()
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        guard !cleaned.isEmpty else { throw .empty }
        guard cleaned.count <= Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
        text = cleaned
    }

    /// The cleaned text, for logs and string interpolation.
    public var description: String { text }
}

/// Why a search text was refused, in words a person can act on.
public enum SearchQueryError: Error, Sendable, Hashable {
    /// Nothing was typed but spaces or control characters.
    case empty
    /// The text is longer than `limit` characters.
    case tooLong(limit: Int)

    /// A short heading for the dialog that shows the problem.
    public func title(in localizer: Localizer) -> String {
        localizer[SearchResultsText.checkYourSearch]
    }

    /// What happened and what to do.
    public func message(in localizer: Localizer) -> String {
        switch self {
        case .empty:
            localizer[SearchResultsText.empty]
        case let .tooLong(limit):
            localizer(SearchResultsText.tooLong, localizer.number(limit))
        }
    }
}
