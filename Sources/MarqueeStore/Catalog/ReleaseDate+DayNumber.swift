import MarqueeCore

extension ReleaseDate {
    /// The date as a number of days, 31 a month and 372 a year: near enough to order films by
    /// nearness in time, and cheap to compare in SQL. The catalog's genre rows keep it
    /// (`movieGenre.day` on SQLite, `movie_genre.day` on PostgreSQL) for "More like this".
    public var dayNumber: Int { year * 372 + month * 31 + day }
}
