import Hummingbird
import Logging
import MarqueeCore

/// `/healthz`, for load balancers and supervisors: "ok" when Marquee can answer and its
/// database can be written, else 503 naming what is wrong (a full disk, an unreachable
/// database), so a server that can no longer save anything is taken out of rotation.
struct HealthController: Sendable {
    /// Writes to the database; nil when there is nothing to check.
    let check: (@Sendable () async throws -> Void)?
    let storeErrors: @Sendable (any Error) -> StoreUnavailableError?
    /// Writes refused lately, which the probe alone might miss.
    let health: StoreHealth
    let logger: Logger

    func addRoutes(to router: some RouterMethods<some RequestContext>) {
        router.get(.healthz) { _, _ in await answer() }
    }

    private func answer() async -> Response {
        do {
            if let failure = health.recentFailure() { throw failure }
            try await check?()
            return Self.plain(.ok, "ok")
        } catch {
            let store = error as? StoreUnavailableError ?? storeErrors(error)
            let problem = switch store?.kind {
            case .full?: "database unwritable: disk full"
            case .busy?: "database busy"
            case .unreachable?: "database unreachable"
            case nil: "database unwritable"
            }
            logger.error("Health check failed: \(problem): \(error)")
            return Self.plain(.serviceUnavailable, problem)
        }
    }

    private static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
