import Logging
import NIOCore
import Synchronization

/// Every open connection, and which of them are answering a request: when a new connection
/// takes Marquee past its cap, the one that has waited idle the longest is closed, so that a
/// client holding many idle sockets cannot keep anyone else out.
final class ConnectionRegistry: Sendable {
    private struct Entry {
        let channel: any Channel
        var isAnswering: Bool
        var lastActive: ContinuousClock.Instant
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var lastCapWarning: ContinuousClock.Instant?
    }

    private let maximumConnections: Int
    private let logger: Logger
    private let state = Mutex(State())

    init(maximumConnections: Int, logger: Logger) {
        self.maximumConnections = maximumConnections
        self.logger = logger
    }

    /// The number of connections open now.
    var count: Int { state.withLock { $0.entries.count } }

    /// Counts a new connection in; past the cap, closes the connection idle the longest.
    func opened(_ channel: any Channel) {
        let now = ContinuousClock.now
        let (evicted, warn): ((any Channel)?, Bool) = state.withLock { state in
            state.entries[ObjectIdentifier(channel)] = Entry(channel: channel, isAnswering: false, lastActive: now)
            guard state.entries.count > maximumConnections else { return (nil, false) }
            let oldest = state.entries
                .filter { $0.key != ObjectIdentifier(channel) && !$0.value.isAnswering }
                .min { $0.value.lastActive < $1.value.lastActive }
            if let oldest { state.entries[oldest.key] = nil }
            // One line a minute at most: a flood must not also flood the log.
            let warn = state.lastCapWarning.map { now - $0 > .seconds(60) } ?? true
            if warn { state.lastCapWarning = now }
            return (oldest?.value.channel, warn)
        }
        if warn {
            logger.warning(
                "Connection cap reached: closing the connections idle the longest to let new ones in",
                metadata: ["maximum": "\(maximumConnections)", "remote": "\(channel.remoteAddress?.description ?? "?")"]
            )
        }
        evicted?.close(promise: nil)
    }

    /// Marks whether the connection is answering a request (and so must not be closed).
    func update(_ channel: any Channel, isAnswering: Bool) {
        let now = ContinuousClock.now
        state.withLock { state in
            state.entries[ObjectIdentifier(channel)]?.isAnswering = isAnswering
            state.entries[ObjectIdentifier(channel)]?.lastActive = now
        }
    }

    /// Counts a closed connection out.
    func closed(_ channel: any Channel) {
        _ = state.withLock { $0.entries.removeValue(forKey: ObjectIdentifier(channel)) }
    }
}
