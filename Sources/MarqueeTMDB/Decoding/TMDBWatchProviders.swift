import Foundation
import MarqueeCore

/// The `watch/providers` block of `/movie/{id}` (data by JustWatch): offers keyed by country.
struct TMDBWatchProviders: Decodable {
    struct Country: Decodable {
        let link: String?
        let flatrate: [Lenient<Provider>]?
        let free: [Lenient<Provider>]?
        let ads: [Lenient<Provider>]?
        let rent: [Lenient<Provider>]?
        let buy: [Lenient<Provider>]?
    }

    struct Provider: Decodable {
        let providerId: Int
        let providerName: String?
        let logoPath: String?
        let displayPriority: Int?
    }

    let results: [String: Lenient<Country>]?

    /// The offers of every country with a valid code: streaming (subscription, then free, then
    /// with ads), rent and buy, each by TMDB's display priority, each provider once a kind.
    var byRegion: [String: RegionWatchProviders] {
        var regions: [String: RegionWatchProviders] = [:]
        for (code, country) in results ?? [:] {
            guard let region = WatchRegion(code), let country = country.value else { continue }
            regions[region.code] = RegionWatchProviders(
                stream: Self.providers(country.flatrate, country.free, country.ads),
                rent: Self.providers(country.rent),
                buy: Self.providers(country.buy),
                link: country.link
            )
        }
        return regions
    }

    private static func providers(_ lists: [Lenient<Provider>]?...) -> [WatchProvider] {
        var seen = Set<Int>()
        return lists.flatMap { list in
            (list ?? []).compactMap(\.value).enumerated()
                .sorted { ($0.element.displayPriority ?? Int.max, $0.offset) < ($1.element.displayPriority ?? Int.max, $1.offset) }
                .map(\.element)
        }
        .compactMap { provider in
            guard let name = provider.providerName, !name.isEmpty, seen.insert(provider.providerId).inserted else { return nil }
            return WatchProvider(id: provider.providerId, name: name, logoPath: provider.logoPath)
        }
    }
}
