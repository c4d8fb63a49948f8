import MarqueeCore

extension MoviePage {
    /// A page of a catalog search, from the films found for it and the matches counted (which
    /// stop one past `SQLiteMovieCatalog.countLimit`): every store reports totals and the cap
    /// the same way.
    public static func catalogSearch(page: Int, counted: Int, movies: [Movie]) -> MoviePage {
        let pageSize = SQLiteMovieCatalog.pageSize, countLimit = SQLiteMovieCatalog.countLimit
        let total = min(counted, countLimit)
        return MoviePage(
            page: page,
            totalPages: min((total + pageSize - 1) / pageSize, SearchMovies.lastPage),
            totalResults: total,
            totalIsCapped: counted > countLimit,
            movies: movies
        )
    }
}
