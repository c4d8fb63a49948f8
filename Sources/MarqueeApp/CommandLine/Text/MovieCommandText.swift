import MarqueeCore

/// What `marquee movie ID` prints.
public enum MovieCommandText: String, MessageKey {
    public static let table = "movieCommand"

    /// The year of a film whose date is not known, after its title.
    case dateUnknown
    /// The genres, listed.
    case genres
    /// The title in the film's own language.
    case originalTitle
    /// The film's own language.
    case originalLanguage
    /// The directors, listed.
    case directedBy
    /// The heading of the cast.
    case cast
    /// An actor and the part they play.
    case castMember
    /// The trailer's address.
    case trailer
    /// The heading of the streaming offers of a country.
    case whereToWatch
    /// The heading of the films like this one.
    case moreLikeThis
    /// `--region` given something other than a country's code.
    case invalidRegion
    /// No film has the id given.
    case notFound
}
