import Foundation

/// The `release_dates` block of `/movie/{id}`: each country's releases and certifications.
struct TMDBReleaseDates: Decodable {
    struct Country: Decodable {
        let iso31661: String?
        let releaseDates: [Lenient<Release>]?

        /// Coded by hand: `convertFromSnakeCase` reads `iso_3166_1` as `iso31661`.
        enum CodingKeys: String, CodingKey {
            case iso31661
            case releaseDates
        }
    }

    struct Release: Decodable {
        let certification: String?
        /// 1 premiere, 2 limited, 3 theatrical, 4 digital, 5 physical, 6 TV.
        let type: Int?
    }

    let results: [Lenient<Country>]?

    /// Each country's certification: the theatrical release's, else the first one given.
    var certifications: [String: String] {
        var byCountry: [String: String] = [:]
        for country in (results ?? []).compactMap(\.value) {
            guard let code = country.iso31661?.uppercased() else { continue }
            let releases = (country.releaseDates ?? []).compactMap(\.value).filter { !($0.certification ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
            let chosen = releases.first { $0.type == 3 } ?? releases.first
            if let certification = chosen?.certification?.trimmingCharacters(in: .whitespaces) { byCountry[code] = certification }
        }
        return byCountry
    }
}
