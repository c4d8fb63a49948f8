import Foundation
import MarqueeCore

/// Turns TMDB's error answers and transport failures into ``CatalogError``.
enum TMDBErrorMapping {
    /// TMDB's status code for a suspended key.
    private static let suspendedKey = 10

    static func error(for response: HTTPResponse, format: TMDBResponseFormat) -> CatalogError {
        let body = try? format.decode(TMDBErrorResponse.self, from: response.body)
        switch response.status {
        case 401:
            return body?.statusCode == suspendedKey ? .suspendedCredentials : .invalidCredentials
        case 404:
            return .notFound
        case 429:
            return .rateLimited(retryAfter: retryAfter(response.header("Retry-After")))
        case 500...599:
            return .serviceUnavailable(status: response.status)
        default:
            let reason = body?.statusMessage ?? body?.errors?.joined(separator: " ") ?? "HTTP status \(response.status)."
            return .rejectedRequest(reason: reason)
        }
    }

    static func error(for failure: TransportError) -> CatalogError {
        switch failure {
        case .timedOut: .timedOut
        case .cannotConnect: .offline
        case .connectionLost: .connectionInterrupted
        case .invalidResponse: .undecodableResponse
        }
    }

    /// `Retry-After` in seconds; the HTTP-date form is rare for TMDB and read as absent.
    private static func retryAfter(_ value: String?) -> Duration? {
        guard let value, let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else { return nil }
        return .seconds(seconds)
    }
}
