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

    /// A short heading for the dialog that shows the problem, in `localizer`'s language.
    public func title(in localizer: Localizer) -> String {
        switch self {
        case .invalidCredentials, .suspendedCredentials: localizer[CatalogErrorText.keyRefusedTitle]
        case .notFound: localizer[CatalogErrorText.notFoundTitle]
        case .rateLimited: localizer[CatalogErrorText.rateLimitedTitle]
        case .serviceUnavailable: localizer[CatalogErrorText.unavailableTitle]
        case .timedOut: localizer[CatalogErrorText.timedOutTitle]
        case .offline: localizer[CatalogErrorText.offlineTitle]
        case .connectionInterrupted: localizer[CatalogErrorText.interruptedTitle]
        case .undecodableResponse: localizer[CatalogErrorText.undecodableTitle]
        case .rejectedRequest: localizer[CatalogErrorText.rejectedTitle]
        }
    }

    /// What happened and what to do about it, in `localizer`'s language.
    public func message(in localizer: Localizer) -> String {
        switch self {
        case .invalidCredentials: localizer[CatalogErrorText.invalidCredentials]
        case .suspendedCredentials: localizer[CatalogErrorText.suspendedCredentials]
        case .notFound: localizer[CatalogErrorText.notFound]
        case let .rateLimited(retryAfter):
            // Written as digits, as they always were: a wait TMDB gives is never a long number.
            if let seconds = retryAfter?.components.seconds, seconds > 0 {
                localizer(CatalogErrorText.rateLimitedFor, String(seconds))
            } else {
                localizer[CatalogErrorText.rateLimited]
            }
        case let .serviceUnavailable(status): localizer(CatalogErrorText.serviceUnavailable, String(status))
        case .timedOut: localizer[CatalogErrorText.timedOut]
        case .offline: localizer[CatalogErrorText.offline]
        case .connectionInterrupted: localizer[CatalogErrorText.connectionInterrupted]
        case .undecodableResponse: localizer[CatalogErrorText.undecodableResponse]
        case let .rejectedRequest(reason): localizer(CatalogErrorText.rejectedRequest, reason)
        }
    }
}
