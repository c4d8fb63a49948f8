extension Localizer {
    /// The name of `genre` in this language: the catalog's for one of TMDB's genres
    /// ("Cereka Sains"), the genre's own name otherwise.
    ///
    /// ```swift
    /// Localizer.malay.genreName(of: Genre(id: 28)!)   // "Aksi"
    /// ```
    public func genreName(of genre: Genre) -> String {
        guard let key = GenreNameText(rawValue: String(genre.id)) else { return genre.name }
        return self[key]
    }
}
