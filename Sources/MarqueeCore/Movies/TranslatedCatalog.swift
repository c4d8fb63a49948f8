/// A catalog whose facts are in the reader's language (``ReadingLanguage``) where its source has
/// them, and in English field by field where it has not: TMDB translates titles, overviews,
/// taglines and genre names into Malay with gaps (an empty overview, a missing title).
///
/// For a reader of a language it has a translation for, each question goes to both catalogs at
/// once; the translation gives the words, the original the rest. People's and characters' names
/// are never translated: they, the credits, the offers and the certifications come from the
/// original. When the translation fails, the page is shown in English rather than not at all.
public struct TranslatedCatalog: MovieCatalog {
    private let original: any MovieCatalog
    private let translations: [Language: any MovieCatalog]

    /// `original` in English, and a catalog for each other language it can answer in.
    public init(original: any MovieCatalog, translations: [Language: any MovieCatalog]) {
        self.original = original
        self.translations = translations
    }

    public func search(_ query: SearchQuery, page: Int) async throws -> MoviePage {
        try await both { try await $0.search(query, page: page) } merge: { $0.filling(from: $1) }
    }

    public func popular(page: Int) async throws -> MoviePage {
        try await both { try await $0.popular(page: page) } merge: { $0.filling(from: $1) }
    }

    public func topRatedByUsers(limit: Int) async throws -> [Movie] {
        try await both { try await $0.topRatedByUsers(limit: limit) } merge: { Movie.filling($0, from: $1) }
    }

    public func movie(id: Int) async throws -> Movie? {
        try await both { try await $0.movie(id: id) } merge: { translated, english in
            guard let english else { return nil }
            return translated?.filling(from: english) ?? english
        }
    }

    public func profile(ofMovie id: Int) async throws -> MovieProfile? {
        try await both { try await $0.profile(ofMovie: id) } merge: { translated, english in
            guard let english else { return nil }
            return translated?.filling(from: english) ?? english
        }
    }

    public func person(id: Int) async throws -> Person? {
        try await both { try await $0.person(id: id) } merge: { translated, english in
            guard let english else { return nil }
            return translated?.filling(from: english) ?? english
        }
    }

    public func movies(in genre: Genre, page: Int) async throws -> MoviePage {
        try await both { try await $0.movies(in: genre, page: page) } merge: { $0.filling(from: $1) }
    }

    /// `ask` of the original alone for an English reader; else of both at once, merged.
    private func both<Answer: Sendable>(
        _ ask: @escaping @Sendable (any MovieCatalog) async throws -> Answer,
        merge: (Answer, Answer) -> Answer
    ) async throws -> Answer {
        guard let translation = translations[ReadingLanguage.current] else { return try await ask(original) }
        async let translated = ask(translation)
        let english = try await ask(original)
        guard let translated = try? await translated else { return english }
        return merge(translated, english)
    }
}
