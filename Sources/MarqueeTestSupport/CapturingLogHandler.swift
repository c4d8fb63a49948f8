import Logging
import Synchronization

/// A log handler that keeps every line, so a test can read what the app logged.
///
/// ```swift
/// let lines = CapturedLog()
/// let logger = Logger(label: "test") { _ in CapturingLogHandler(lines) }
/// ```
public struct CapturingLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .trace
    /// Metadata added to every line at the moment it is written (the request's id, say).
    public var metadataProvider: Logger.MetadataProvider?
    private let log: CapturedLog

    /// A handler appending to `log`.
    public init(_ log: CapturedLog) {
        self.log = log
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let provided = metadataProvider?.get() ?? [:]
        log.append("\(event.level) \(event.message) \(provided.merging(event.metadata ?? [:]) { $1 })")
    }
}

/// The lines a ``CapturingLogHandler`` kept.
public final class CapturedLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// An empty log.
    public init() {}

    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// Every line so far, joined by newlines.
    public var text: String { lines.withLock { $0.joined(separator: "\n") } }
}
