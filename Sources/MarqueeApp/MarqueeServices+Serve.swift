import Hummingbird
import MarqueeStore
import MarqueeWeb

extension MarqueeServices {
    /// Runs the web app on the configured host and port, with the ``backgroundServices`` (the
    /// PostgreSQL pool) in the same service group, until the process is told to stop.
    /// - Parameter onRunning: called with the port once the server listens (0 picks a free one).
    public func serve(onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        let app = try buildApplication(dependencies: webDependencies, host: settings.host, port: settings.port,
                                       tls: try settings.tls?.serverConfiguration(), services: backgroundServices, onServerRunning: onRunning)
        // Keeps the image cache under its limit while the server runs: now, then every ten minutes.
        let sweeper = Task { await imagePipeline?.cache.sweepPeriodically(every: .seconds(600)) }
        defer { sweeper.cancel() }
        try await app.runService()
    }
}
