import Hummingbird
import MarqueeCore

/// The request context of every Marquee route: Hummingbird's core context plus the visitor
/// whose favorites and history the request reads.
public struct AppRequestContext: RequestContext {
    /// Hummingbird's own per-request state.
    public var coreContext: CoreRequestContextStorage
    /// Set by ``VisitorMiddleware`` before any route runs.
    public var owner = OwnerID("")

    /// A context for a request arriving from `source`; the owner is set later.
    public init(source: Source) {
        coreContext = .init(source: source)
    }
}
