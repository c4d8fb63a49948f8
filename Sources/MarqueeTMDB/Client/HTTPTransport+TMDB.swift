import Foundation
import MarqueeCore

extension HTTPTransport {
    /// Sends `request` and returns a 2xx response; anything else becomes a ``CatalogError``:
    /// transport failures by what happened, error statuses by TMDB's body in `errorFormat`.
    func successfulResponse(to request: HTTPRequest, errorFormat: TMDBResponseFormat) async throws(CatalogError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await send(request)
        } catch {
            throw TMDBErrorMapping.error(for: error)
        }
        guard (200..<300).contains(response.status) else {
            throw TMDBErrorMapping.error(for: response, format: errorFormat)
        }
        return response
    }
}
