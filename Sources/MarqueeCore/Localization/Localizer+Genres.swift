extension Localizer {
    /// The name of `genre` in this language: TMDB's own when it gave one in this language (live,
    /// asked in the reader's language), else the catalog's for one of TMDB's genres ("Fiksyen
    /// Sains"), else the genre's own name.
    ///
    /// ```swift
    /// Localizer.malay.genreName(of: Genre(id: 28)!)   // "Aksi"
    /// ```
    public func genreName(of genre: Genre) -> String {
        guard let key = GenreNameText(rawValue: String(genre.id)) else { return genre.name }
        if language != .english, !genre.name.isEmpty, genre.name != Localizer.english[key] { return genre.name }
        return self[key]
    }
}
