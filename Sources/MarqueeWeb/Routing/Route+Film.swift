extension Route {
    /// A film's page; for a film an import named that matched none of the catalog's (an id
    /// below zero), the page where it is matched.
    static func film(_ id: Int, from: Route? = nil) -> Route {
        id > 0 ? .movie(id: id, from: from) : .unmatchedFilm(id: id)
    }
}
