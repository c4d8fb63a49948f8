import Foundation
import MarqueeCore

/// The `videos` block of `/movie/{id}`.
struct TMDBVideos: Decodable {
    struct Video: Decodable {
        let key: String?
        let name: String?
        let site: String?
        let type: String?
        let official: Bool?
    }

    let results: [Lenient<Video>]?

    /// The trailer to link: YouTube trailers only, an official one first, else the first listed.
    var trailer: Trailer? {
        let trailers = (results ?? []).compactMap(\.value).filter { $0.site == "YouTube" && $0.type == "Trailer" }
        let ordered = trailers.filter { $0.official == true } + trailers.filter { $0.official != true }
        return ordered.lazy.compactMap { video in video.key.flatMap { Trailer(youTubeKey: $0, name: video.name ?? "Trailer") } }.first
    }
}
