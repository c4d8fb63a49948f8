/// The words of the Discover lists and of a genre's films (``DiscoverPresenter``, ``GenreViewState``).
public enum DiscoverListText: String, MessageKey {
    public static let table = "discoverList"

    /// The tabs' names.
    case popular, users, critics
    /// "★ %1$@ · %2$@ votes": the average and the number of votes.
    case usersRating
    /// Where the critics' scores come from, with and without TMDB.
    case criticsSourceLive, criticsSource
    /// The list cannot be shown: offline without a saved copy, or another failure.
    case offlineWithoutCopy, couldNotLoad
    /// `%@`: a genre's name, as the heading of its films.
    case genreFilms
}
