import Foundation
import MarqueeCore

/// Turns Flickr's error answers and transport failures into ``PhotoSearchError``, each marked
/// for the ``Retrier`` as worth trying again or not.
///
/// Flickr reports most errors with HTTP 200 and `{"stat":"fail","code":N,"message":…}`; its
/// front end also answers 429 and 5xx of its own.
enum FlickrErrorMapping {
    /// "Invalid API Key": the key is wrong or has expired.
    private static let invalidKeyCode = 100
    /// "Service currently unavailable", a temporary fault: retried.
    private static let serviceUnavailableCode = 105
    /// "Sorry, the Flickr search API is not currently available": reported at once.
    private static let searchUnavailableCode = 10

    /// The photo list in a 2xx `body`; a `stat: fail` envelope becomes its error, and anything
    /// that is not a search answer is undecodable.
    static func photoList(in body: Data) throws(FlickrAttemptFailure) -> FlickrPhotoList {
        let envelope: FlickrSearchResponse
        do {
            envelope = try FlickrSearchResponse.decode(body)
        } catch {
            throw FlickrAttemptFailure.permanent(.undecodableResponse)
        }
        if envelope.stat == "fail" {
            throw failure(code: envelope.code?.value ?? 0, message: envelope.message)
        }
        guard envelope.stat == "ok", let photos = envelope.photos else {
            throw FlickrAttemptFailure.permanent(.undecodableResponse)
        }
        return photos
    }

    /// The failure a `stat: fail` envelope reports.
    static func failure(code: Int, message: String?) -> FlickrAttemptFailure {
        switch code {
        case invalidKeyCode:
            return .permanent(.invalidKey)
        case serviceUnavailableCode:
            return .transient(.serviceUnavailable)
        case searchUnavailableCode:
            return .permanent(.serviceUnavailable)
        default:
            guard let message, !message.isEmpty else { return .permanent(.rejected(message: "Flickr error \(code).")) }
            return .permanent(.rejected(message: message))
        }
    }

    /// The failure a non-2xx status reports: Flickr's body, if any, is not read.
    static func failure(for response: HTTPResponse) -> FlickrAttemptFailure {
        switch response.status {
        case 429:
            return .transient(.rateLimited(retryAfter: retryAfter(response.header("Retry-After"))))
        case 500...599:
            return .transient(.serviceUnavailable)
        default:
            return .permanent(.rejected(message: "HTTP \(response.status)"))
        }
    }

    /// The failure when no response arrived. A connection that broke off is shown as offline
    /// but retried, as TMDB's client does; one that never opened is not.
    static func failure(for transportError: TransportError) -> FlickrAttemptFailure {
        switch transportError {
        case .timedOut: .transient(.timedOut)
        case .cannotConnect: .permanent(.offline)
        case .connectionLost: .transient(.offline)
        case .invalidResponse: .permanent(.undecodableResponse)
        }
    }

    /// `Retry-After` in seconds; the HTTP-date form is read as absent.
    private static func retryAfter(_ value: String?) -> Duration? {
        guard let value, let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else { return nil }
        return .seconds(seconds)
    }
}

/// One failed attempt at a Flickr call: the error to report and whether the ``Retrier`` may try
/// again. ``PhotoSearchError`` alone cannot say it, since a broken connection and a refused one
/// are both `.offline` to a person but only the first is worth retrying.
struct FlickrAttemptFailure: RetryableFailure {
    /// What the search reports once the retries are over.
    let error: PhotoSearchError
    let isTransient: Bool

    /// A failure that trying again shortly may cure.
    static func transient(_ error: PhotoSearchError) -> FlickrAttemptFailure {
        FlickrAttemptFailure(error: error, isTransient: true)
    }

    /// A failure that the same request would meet again.
    static func permanent(_ error: PhotoSearchError) -> FlickrAttemptFailure {
        FlickrAttemptFailure(error: error, isTransient: false)
    }

    /// The `Retry-After` of a rate limit; nil for every other failure.
    var requestedDelay: Duration? {
        switch error {
        case let .rateLimited(retryAfter): return retryAfter
        default: return nil
        }
    }
}
