import Foundation
import MarqueeCore

/// The gallery's live source: Flickr's `flickr.photos.search` over an injected
/// ``HTTPTransport``, safe photos only, most relevant first.
///
/// ```swift
/// let flickr = FlickrPhotoSearch(
///     configuration: FlickrConfiguration(apiKey: key),
///     transport: AsyncHTTPClientTransport(client: .shared)
/// )
/// let page = try await flickr.search("harbour at dawn", page: 1)
/// ```
public struct FlickrPhotoSearch: PhotoSearch {
    /// Photos asked for on each page.
    static let perPage = 30

    private let configuration: FlickrConfiguration
    private let transport: any HTTPTransport
    private let retrier: Retrier

    /// Talks to Flickr as `configuration` says, over `transport`, retrying with `retrier`.
    public init(configuration: FlickrConfiguration, transport: any HTTPTransport, retrier: Retrier = Retrier()) {
        self.configuration = configuration
        self.transport = transport
        self.retrier = retrier
    }

    /// Always ``PhotoSource/flickr``.
    public var source: PhotoSource { .flickr }

    /// Page `page` of the photos matching `text`. A photo whose pictures cannot be placed on
    /// the photo host is left out, and the page count stops where Flickr's 4,000 results do.
    /// - Throws: ``PhotoSearchError``.
    public func search(_ text: String, page: Int) async throws -> PhotoPage {
        let request = makeRequest(text: text, page: page)
        let list: FlickrPhotoList
        do {
            list = try await retrier.run(request) { request in
                try await fetchList(request)
            }
        } catch let failure as FlickrAttemptFailure {
            throw failure.error
        }
        return photoPage(list, requestedPage: page)
    }

    /// Always nil, without a request. The gallery keeps the photos of the search it showed and
    /// opens a photo from there; asking Flickr again per id (`flickr.photos.getInfo`) would spend
    /// the key's hourly quota on what is already known, and that answer lacks the `url_*` sizes.
    public func photo(id: String) async throws -> Photo? {
        nil
    }

    /// One attempt: sends `request` and reads the photo list, or says why not.
    private func fetchList(_ request: HTTPRequest) async throws(FlickrAttemptFailure) -> FlickrPhotoList {
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw FlickrErrorMapping.failure(for: error)
        }
        guard (200..<300).contains(response.status) else {
            throw FlickrErrorMapping.failure(for: response)
        }
        return try FlickrErrorMapping.photoList(in: response.body)
    }

    private func makeRequest(text: String, page: Int) -> HTTPRequest {
        let parameters = [
            "api_key": configuration.apiKey,
            "content_type": "1",
            "extras": "owner_name,license,url_q,url_m,url_z",
            "format": "json",
            "method": "flickr.photos.search",
            "nojsoncallback": "1",
            "page": String(page),
            "per_page": String(Self.perPage),
            "safe_search": "1",
            "sort": "relevance",
            "text": text,
        ]
        var components = URLComponents(url: configuration.apiBaseURL, resolvingAgainstBaseURL: false)!
        components.queryItems = parameters.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        // A "+" left as is would reach Flickr as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return HTTPRequest(method: .get, url: components.url!, headers: ["Accept": "application/json"])
    }

    /// The page as the gallery shows it: photos repeated within the page dropped, and the page
    /// count cut so that `page × perpage` never passes ``PhotoPage/resultLimit``.
    private func photoPage(_ list: FlickrPhotoList, requestedPage: Int) -> PhotoPage {
        var seen = Set<String>()
        let photos = (list.photo ?? []).compactMap { makePhoto($0) }.filter { seen.insert($0.id).inserted }
        let sentPerPage = list.perpage?.value ?? 0
        let perPage = sentPerPage > 0 ? sentPerPage : Self.perPage
        let sentPage = list.page?.value ?? 0
        return PhotoPage(
            photos: photos,
            page: sentPage > 0 ? sentPage : requestedPage,
            totalPages: max(0, min(list.pages?.value ?? 0, PhotoPage.resultLimit / perPage)),
            totalResults: max(0, list.total?.value ?? 0)
        )
    }

    /// The domain photo; nil when neither Flickr's addresses nor the built ones give a path on
    /// the photo host. The large picture is the 640-pixel `z`, else the 500-pixel `m`.
    private func makePhoto(_ result: FlickrPhotoResult) -> Photo? {
        guard let thumbnail = hostedPath(result.urlQ) ?? result.builtPath(suffix: "q") else { return nil }
        let large: (path: String, width: Int?, height: Int?)
        if let path = hostedPath(result.urlZ) {
            large = (path, result.widthZ?.positive, result.heightZ?.positive)
        } else if let path = hostedPath(result.urlM) {
            large = (path, result.widthM?.positive, result.heightM?.positive)
        } else if let path = result.builtPath(suffix: "z") {
            large = (path, result.widthZ?.positive, result.heightZ?.positive)
        } else {
            return nil
        }
        return Photo(
            id: result.id, title: result.displayTitle, ownerName: result.displayOwner,
            thumbnail: .photo(path: thumbnail), large: .photo(path: large.path),
            width: large.width, height: large.height, sourcePage: result.pageURL, license: result.licenseName
        )
    }

    /// The path of a `url_*` Flickr sent, kept only when it points at a photo host and is a path
    /// Marquee serves: the answer decides which picture, never which server.
    private func hostedPath(_ address: String?) -> String? {
        guard let address, let components = URLComponents(string: address), let host = components.host,
              configuration.isPhotoHost(host), PhotoPath.isValid(components.path)
        else { return nil }
        return components.path
    }
}
