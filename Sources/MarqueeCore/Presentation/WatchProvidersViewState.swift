import Foundation

/// The "Where to watch" section of a film's page, for one region.
public struct WatchProvidersViewState: Sendable, Hashable {
    /// One kind of offer and its providers.
    public struct Offer: Sendable, Hashable {
        /// "Stream", "Rent" or "Buy".
        public let kind: String
        /// The providers, in TMDB's order.
        public let providers: [Provider]
    }

    /// One provider: its name and logo.
    public struct Provider: Sendable, Hashable {
        /// Its name, such as "Netflix".
        public let name: String
        /// Its logo; nil when it has none, and the name shows alone.
        public let logo: Artwork?
    }

    /// A region to switch to, with its name in the reader's language.
    public struct RegionChoice: Sendable, Hashable {
        public let region: WatchRegion
        /// Its name, such as "United Kingdom".
        public let name: String
    }

    /// The region shown.
    public let region: WatchRegion
    /// The region's name, such as "United Kingdom".
    public let regionName: String
    /// The regions the person can switch to, by name: every region with offers, and the one shown.
    public let regions: [RegionChoice]
    /// The offers, stream first; empty when the region has none.
    public let offers: [Offer]
    /// TMDB's watch page of the film for the region; nil when TMDB gave none.
    public let link: String?
    /// What to say when the region has no offers; nil when it has some.
    public let emptyMessage: String?

    /// The section of `profile` for `region`, in `localizer`'s language; nil when the source
    /// cannot tell where to watch.
    public init?(_ profile: MovieProfile, region: WatchRegion, localizer: Localizer) {
        guard profile.watchProviders != nil else { return nil }
        self.region = region
        regionName = region.name(in: localizer)
        regions = Set(profile.regionsWithProviders + [region]).map { RegionChoice(region: $0, name: $0.name(in: localizer)) }
            .sorted { ($0.name, $0.region.code) < ($1.name, $1.region.code) }
        let providers = profile.providers(in: region)
        let kinds = [(WatchProvidersText.stream, providers?.stream), (.rent, providers?.rent), (.buy, providers?.buy)]
        offers = kinds.compactMap { kind, list in
            guard let list, !list.isEmpty else { return nil }
            return Offer(kind: localizer[kind], providers: list.map { Provider(name: $0.name, logo: $0.logoPath.flatMap { ImagePath.isValid($0) ? .image(path: $0) : nil }) })
        }
        link = providers?.link
        emptyMessage = offers.isEmpty ? localizer(WatchProvidersText.noOffers, regionName) : nil
    }
}
