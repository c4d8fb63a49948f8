import Foundation

/// Why a movie source could not answer, in terms a person can act on.
public enum CatalogError: Error, Sendable, Hashable {
    /// The configured key or token was refused (TMDB status 7).
    case invalidCredentials
    /// The key has been suspended (TMDB status 10).
    case suspendedCredentials
    /// The film or page does not exist.
    case notFound
    /// Too many requests; `retryAfter` is what the service asked for, when it said.
    case rateLimited(retryAfter: Duration?)
    /// The service answered with a server error such as 500, 502, 503 or 504.
    case serviceUnavailable(status: Int)
    /// The service did not answer in time.
    case timedOut
    /// The service could not be reached at all: no route, DNS failure, connection refused.
    case offline
    /// The connection broke while the answer was on its way.
    case connectionInterrupted
    /// The answer could not be read.
    case undecodableResponse
    /// The service refused the request itself (HTTP 400 or 422) and said why.
    case rejectedRequest(reason: String)

    /// Whether trying the same request again shortly may succeed.
    public var isTransient: Bool {
        switch self {
        case .rateLimited, .serviceUnavailable, .timedOut, .connectionInterrupted: true
        default: false
        }
    }

    /// Whether the failure says the network, not the service, is at fault.
    public var isConnectivityProblem: Bool {
        switch self {
        case .offline, .timedOut, .connectionInterrupted: true
        default: false
        }
    }

    /// A short heading for the dialog that shows the problem.
    public var title: String {
        switch self {
        case .invalidCredentials, .suspendedCredentials: "TMDB key refused"
        case .notFound: "Not found"
        case .rateLimited: "Too many requests"
        case .serviceUnavailable: "TMDB is unavailable"
        case .timedOut: "TMDB is not answering"
        case .offline: "You're offline"
        case .connectionInterrupted: "Connection to TMDB lost"
        case .undecodableResponse: "Unreadable answer"
        case .rejectedRequest: "Search refused"
        }
    }

    /// What happened and what to do about it.
    public var message: String {
        switch self {
        case .invalidCredentials:
            "TMDB refused Marquee's API key. Check TMDB_API_KEY or TMDB_READ_ACCESS_TOKEN, or unset both to browse the built-in catalog."
        case .suspendedCredentials:
            "TMDB has suspended this API key. Use another key, or unset TMDB_API_KEY and TMDB_READ_ACCESS_TOKEN to browse the built-in catalog."
        case .notFound:
            "TMDB has no such film or page."
        case let .rateLimited(retryAfter):
            if let seconds = retryAfter?.components.seconds, seconds > 0 {
                "TMDB is receiving too many requests. Try again in \(seconds) seconds."
            } else {
                "TMDB is receiving too many requests. Wait a few seconds and try again."
            }
        case let .serviceUnavailable(status):
            "TMDB is not working right now (error \(status)). Try again in a minute."
        case .timedOut:
            "TMDB did not answer within a few seconds. Try again in a minute."
        case .offline:
            "TMDB could not be reached. Check your internet connection and try again."
        case .connectionInterrupted:
            "The connection to TMDB broke off. Check your connection and try again."
        case .undecodableResponse:
            "TMDB sent an answer Marquee could not read. Try again later."
        case let .rejectedRequest(reason):
            "TMDB could not run this search: \(reason)"
        }
    }
}
