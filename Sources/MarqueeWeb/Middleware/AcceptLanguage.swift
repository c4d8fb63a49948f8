import Foundation

/// The language tags of an `Accept-Language` header, most wanted first (by `q`, then by
/// place), without those refused (`q=0`); at most 20 are read.
enum AcceptLanguage {
    static func tags(_ header: String) -> [Substring] {
        let tags = header.split(separator: ",").prefix(20).enumerated().compactMap { index, part -> (tag: Substring, q: Double, index: Int)? in
            let pieces = part.split(separator: ";")
            guard let tag = pieces.first?.trimmingCharacters(in: .whitespaces), !tag.isEmpty else { return nil }
            let quality = pieces.dropFirst().lazy.compactMap { piece -> Double? in
                let trimmed = piece.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("q=") else { return nil }
                return Double(trimmed.dropFirst(2))
            }.first ?? 1
            guard quality.isFinite, quality > 0 else { return nil }
            return (Substring(tag), quality, index)
        }
        return tags.sorted(by: { ($0.q, -$0.index) > ($1.q, -$1.index) }).map(\.tag)
    }
}
