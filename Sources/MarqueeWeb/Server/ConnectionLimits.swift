import Foundation

/// How long a client may keep a connection without using it, and how many connections Marquee
/// holds at once: what stops idle sockets, half-sent requests and bodies that never finish from
/// starving everyone else.
public struct ConnectionLimits: Sendable, Hashable {
    /// How long a connection may sit with no request in progress: an idle keep-alive connection,
    /// or one whose request head has not arrived whole, is closed after this.
    public var idleTimeout: Duration
    /// How long a request's body may take from its head to its last byte.
    public var bodyTimeout: Duration
    /// The most connections held at once. A new connection past it closes the one idle the
    /// longest (never one whose request is being answered).
    public var maximumConnections: Int

    /// - Parameters: the limits; a cap below one counts as one.
    public init(idleTimeout: Duration = .seconds(15), bodyTimeout: Duration = .seconds(10), maximumConnections: Int = 768) {
        self.idleTimeout = idleTimeout
        self.bodyTimeout = bodyTimeout
        self.maximumConnections = max(1, maximumConnections)
    }

    /// These limits with the cap lowered, when needed, to leave `reserve` of `descriptorLimit`
    /// file descriptors for the database, upstream requests and files: a cap past the process's
    /// descriptors would make the kernel refuse connections before Marquee could choose which
    /// to close.
    public func fitting(descriptorLimit: Int, reserve: Int = 128) -> ConnectionLimits {
        var limits = self
        limits.maximumConnections = max(1, min(maximumConnections, descriptorLimit - reserve))
        return limits
    }
}
