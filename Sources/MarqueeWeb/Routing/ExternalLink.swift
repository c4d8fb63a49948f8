import MarqueeCore

/// The only addresses of other sites Marquee links to: a trailer on YouTube and TMDB's page of
/// where to watch a film. Each is written from checked parts, never from upstream text as is.
enum ExternalLink {
    /// `https://www.youtube.com/watch?v=KEY`; ``Trailer`` lets only YouTube's key shape through.
    case youTube(Trailer)
    /// TMDB's watch page, when TMDB's link is one of its own `https` pages.
    case tmdbWatch(String)

    /// TMDB's site, the only host a watch link may go to.
    static let tmdbSite = "https://www.themoviedb.org/"

    /// A watch link to TMDB's site; nil for any other address.
    static func watch(_ link: String?) -> ExternalLink? {
        guard let link, link.hasPrefix(tmdbSite), !link.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" }) else { return nil }
        return .tmdbWatch(link)
    }

    /// Writes the address into an attribute.
    func write(to html: inout HTMLWriter) {
        switch self {
        case let .youTube(trailer):
            html.markup("https://www.youtube.com/watch?v=")
            html.attribute(trailer.youTubeKey)
        case let .tmdbWatch(link):
            html.attribute(link)
        }
    }
}
