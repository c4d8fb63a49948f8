#if DEBUG
import Foundation
@testable import MarqueeCore
@testable import MarqueeFlickr
@testable import MarqueeWeb

/// A Flickr `photos.search` body, answered to the gallery's real search through a transport
/// that returns it: the envelope, the error mapping, and the photos made of it, then shown.
/// A photo's pictures must be paths on the photo host that the gallery serves.
enum FlickrFuzz {
    static let target = FuzzTarget(name: "flickr", maxLength: 65_536, summary: "Flickr bodies: FlickrSearchResponse, photo pages, gallery") { data in
        let flickr = FlickrPhotoSearch(
            configuration: FlickrConfiguration(apiKey: "fuzz"),
            transport: CannedTransport(response: HTTPResponse(status: 200, body: data)),
            retrier: Retrier(policy: .none)
        )
        let result = waitFor { () -> Result<PhotoPage, PhotoSearchError> in
            do {
                return .success(try await flickr.search("harbour at dawn", page: 3))
            } catch let error as PhotoSearchError {
                return .failure(error)
            } catch {
                fatalError("the search threw \(error), which is not a PhotoSearchError")
            }
        }
        let presenter = GalleryPresenter(localizer: .english)
        guard case let .success(page) = result else {
            if case let .failure(error) = result { _ = presenter.alert(for: error) }
            return
        }
        expect(page.totalPages >= 0 && page.totalResults >= 0, "\(page.totalPages) pages, \(page.totalResults) results")
        _ = presenter.results(for: GalleryOutcome(page: page, savedAt: nil), query: "harbour at dawn")
        for photo in page.photos {
            _ = presenter.details(photo, query: "harbour at dawn", page: page.page)
            for case let .photo(path) in [photo.thumbnail, photo.large] {
                expect(PhotoPath.isValid(path), "photo \(photo.id) has the path \(String(reflecting: path))")
                let url = Route.photoImage(path: path).url
                expect(isSafeAddress(url), "photo \(photo.id) has the unsafe address \(String(reflecting: url))")
            }
        }
    }
}

/// A transport that answers every request with the same response.
private struct CannedTransport: HTTPTransport {
    let response: HTTPResponse

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        response
    }
}
#endif
