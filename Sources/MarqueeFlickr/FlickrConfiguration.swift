import Foundation

/// Where Flickr lives and the key Marquee calls it with.
///
/// ```swift
/// let configuration = FlickrConfiguration(apiKey: key)
/// // Tests point both addresses at a stub server instead:
/// let stubbed = FlickrConfiguration(apiKey: "test-key", apiBaseURL: server.baseURL.appendingPathComponent("services/rest"))
/// ```
public struct FlickrConfiguration: Sendable, Hashable {
    /// The API key Flickr issued, sent as the `api_key` query parameter.
    public var apiKey: String
    /// The REST endpoint every method is called on, `https://api.flickr.com/services/rest` in
    /// production.
    public var apiBaseURL: URL
    /// The host photos are fetched from, `https://live.staticflickr.com` in production; a
    /// photo's pictures are kept as paths on this host.
    public var photoBaseURL: URL

    /// Describes a Flickr account; only the key is required.
    public init(
        apiKey: String,
        apiBaseURL: URL = URL(string: "https://api.flickr.com/services/rest")!,
        photoBaseURL: URL = URL(string: "https://live.staticflickr.com")!
    ) {
        self.apiKey = apiKey
        self.apiBaseURL = apiBaseURL
        self.photoBaseURL = photoBaseURL
    }

    /// Whether `host` serves Flickr's photos: the configured photo host, `live.staticflickr.com`,
    /// or one of the older `farmN.staticflickr.com`. A picture address on any other host is
    /// not trusted, even when Flickr's answer names it.
    func isPhotoHost(_ host: String) -> Bool {
        let host = host.lowercased()
        if host == photoBaseURL.host?.lowercased() || host == "live.staticflickr.com" {
            return true
        }
        let farmSuffix = ".staticflickr.com"
        guard host.hasPrefix("farm"), host.hasSuffix(farmSuffix) else { return false }
        let number = host.dropFirst("farm".count).dropLast(farmSuffix.count)
        return !number.isEmpty && number.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
