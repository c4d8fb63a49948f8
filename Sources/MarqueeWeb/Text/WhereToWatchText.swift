import MarqueeCore

/// The words of a film's "Where to watch" section and of choosing its region.
enum WhereToWatchText: String, MessageKey {
    static let table = "whereToWatch"

    /// The section's heading.
    case title
    /// The label of the list of regions.
    case region
    /// The button that shows the region chosen, for a browser without scripts.
    case show
    /// The region shown, where `%@` is its name.
    case inRegion
    /// The link to TMDB's page of every offer.
    case allOffers
    /// The credit JustWatch's data asks for.
    case credit
    /// A region that is not in the list, sent by hand.
    case chooseRegion
}
