import Foundation
import Hummingbird
import Logging
import MarqueeStore
import MarqueeWeb
import NIOCore
import NIOPosix

extension MarqueeServices {
    /// Runs the web app on the configured host and port, with the ``backgroundServices`` (the
    /// PostgreSQL pool) in the same service group, until the process is told to stop.
    /// - Parameter onRunning: called with the port once the server listens (0 picks a free one).
    public func serve(onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        let limits = settings.connectionLimits.fitting(descriptorLimit: Self.descriptorLimit())
        logger.info("Connections: at most \(limits.maximumConnections); idle ones closed after \(limits.idleTimeout), bodies cut off after \(limits.bodyTimeout)")
        let app = try buildApplication(dependencies: webDependencies, host: settings.host, port: settings.port,
                                       tls: try settings.tls?.serverConfiguration(), limits: limits,
                                       services: backgroundServices, onServerRunning: onRunning)
        // Keeps the image cache under its limit while the server runs: now, then every ten minutes.
        let sweeper = Task { await imagePipeline?.cache.sweepPeriodically(every: .seconds(600), clock: clock) }
        defer { sweeper.cancel() }
        // Deletes what is over (idle visitors, ended sessions, old counts): now, then hourly.
        let housekeeper = Task { await sweepPeriodically(every: .seconds(3_600)) }
        defer { housekeeper.cancel() }
        try await app.runService()
    }

    /// Runs Swift Concurrency's tasks on the server's event loops (SwiftNIO's singleton group,
    /// which Hummingbird, AsyncHTTPClient and postgres-nio use) instead of a pool of threads of
    /// their own. A page's handler then runs on the thread that reads and writes its connection,
    /// without two thread switches per request. Work that blocks for long stays off these
    /// threads: bcrypt runs on NIO's thread pool. Call it once per process, before serving.
    /// - Returns: false when the runtime did not let it be installed.
    @discardableResult
    public static func runTasksOnEventLoops() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }

    /// The process's soft limit on open file descriptors (`ulimit -n`).
    static func descriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1_024 }
        // RLIM_INFINITY is the largest value, which clamps to Int.max.
        return Int(clamping: limit.rlim_cur)
    }
}
