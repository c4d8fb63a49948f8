import Configuration
import Foundation
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueeTestSupport
import MarqueeWeb

/// The whole app on a database file of its own, in a fresh folder: real settings from an
/// environment, the real graph and router.
struct AppOnDisk {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-app-\(UUID().uuidString)")
    var databasePath: String { folder.appendingPathComponent("marquee.sqlite").path }

    /// The services as `marquee serve` builds them, with `extra` settings (cheap bcrypt); a test
    /// of what a page shows rather than of deadlines can give TMDB a longer `offlineBudget` than
    /// the 2 s a person waits, so a busy machine running a debug build does not time it out.
    func services(_ extra: [String: String] = [:], offlineBudget: Duration = .seconds(2)) throws -> MarqueeServices {
        let environment = ["MARQUEE_DATABASE": databasePath, "MARQUEE_BCRYPT_COST": "10"].merging(extra) { $1 }
        let settings = try MarqueeSettings(reader: ConfigReader(provider: EnvironmentVariablesProvider(environmentVariables: environment)), environment: environment)
        return try MarqueeServices(settings: settings, offline: (offlineBudget, CircuitBreaker()))
    }

    /// Runs `body` with the app live on a stub TMDB answering through `route` (`extra` settings
    /// added), after `prepare` had the services; stops both whatever happens.
    func live(
        _ route: @escaping StubServer.Route, settings extra: [String: String] = [:], offlineBudget: Duration = .seconds(30),
        prepare: (MarqueeServices) async throws -> Void = { _ in },
        _ body: @Sendable (any TestClientProtocol, StubServer) async throws -> Void
    ) async throws {
        let server = try await StubServer.start(route)
        let environment = ["TMDB_API_KEY": "k", "TMDB_API_BASE_URL": "http://127.0.0.1:\(server.port)/3"].merging(extra) { $1 }
        let services: MarqueeServices
        do {
            services = try self.services(environment, offlineBudget: offlineBudget)
        } catch {
            try await server.stop()
            throw error
        }
        do {
            try await prepare(services)
            try await run(services) { client in try await body(client, server) }
        } catch {
            await services.shutdown()
            try await server.stop()
            throw error
        }
        await services.shutdown()
        try await server.stop()
    }

    /// Runs `body` against the router of `services`.
    func run(_ services: MarqueeServices, _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = Application(router: try buildRouter(dependencies: services.webDependencies))
        try await app.test(.router, body)
    }
}
