import Foundation
import MarqueeCore
import MarqueeStore

/// A catalog of generated films whose titles repeat a few common words, so "the" or "a" match
/// thousands, with ties in popularity, adult films, duplicated titles and foreign original
/// titles: the cases paging must get right. The same seed gives the same films.
struct GeneratedCatalog {
    private static let words = ["The", "A", "Star", "Wars", "Dark", "Knight", "Bat", "Batman", "Love", "Night",
                                "Return", "Of", "City", "Lost", "Amélie", "Edge", "Summer", "Ghost"]

    let movies: [Movie]

    init(count: Int, seed: UInt64 = 42, alwaysWith word: String? = nil) {
        var random = SplitMix64(seed: seed)
        movies = (0..<count).map { index in
            var titleWords = (0..<Int(random.next() % 3 + 1)).map { _ in Self.words[Int(random.next() % UInt64(Self.words.count))] }
            if let word { titleWords.insert(word, at: 0) }
            // One film in 50 shares its title with others; the rest end with their number.
            let title = index % 50 == 0 ? "Star Wars" : titleWords.joined(separator: " ") + " \(index)"
            return Movie(
                id: 1_000 + index,
                title: title,
                originalTitle: index % 7 == 0 ? "Edge Fantôme \(index)" : title,
                popularity: Double(random.next() % 40),
                isAdult: index % 31 == 0
            )
        }
    }

    /// The films search must find for `text`, worked out without SQL: every word of the text
    /// starts a word of the title or of the original title, adult films left out.
    func expectedMatches(for text: String) -> Set<Int> {
        let queryWords = Self.foldedWords(text)
        return Set(movies.filter { movie in
            let titleWords = Self.foldedWords(movie.title + " " + movie.originalTitle)
            return !movie.isAdult && queryWords.allSatisfy { word in titleWords.contains { $0.hasPrefix(word) } }
        }.map(\.id))
    }

    private static func foldedWords(_ text: String) -> [String] {
        SearchFolding.fold(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
}

/// A small, seedable random number generator, so a failing catalog can be rebuilt.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
