import Hummingbird
import MarqueeCore

/// The request context of every Marquee route: Hummingbird's core context plus the visitor
/// whose favorites and history the request reads.
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// Set by ``VisitorMiddleware`` before any route runs.
    public var owner = OwnerID("")

    public init(source: Source) {
        coreContext = .init(source: source)
    }
}
