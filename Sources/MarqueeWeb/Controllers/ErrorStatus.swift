import Hummingbird
import MarqueeCore

/// The status of a page that shows a failure: the page still renders, with its message.
enum ErrorStatus {
    static func of(_ error: any Error) -> HTTPResponse.Status {
        switch error {
        case is SearchQueryError:
            return .badRequest
        case let error as CatalogError:
            switch error {
            case .rateLimited: return .tooManyRequests
            case .timedOut: return .gatewayTimeout
            case .notFound: return .notFound
            case .serviceUnavailable, .offline, .connectionInterrupted: return .serviceUnavailable
            case .invalidCredentials, .suspendedCredentials, .undecodableResponse, .rejectedRequest: return .badGateway
            }
        default:
            return .internalServerError
        }
    }
}
