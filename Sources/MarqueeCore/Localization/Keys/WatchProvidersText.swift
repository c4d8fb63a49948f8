/// The words of where a film can be watched: the kinds of offer, and a region without any.
public enum WatchProvidersText: String, MessageKey {
    public static let table = "watchProviders"

    /// The kinds of offer, as headings.
    case stream, rent, buy
    /// A region where no offer is known, with the region's name.
    case noOffers
}
