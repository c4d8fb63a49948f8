import Foundation
import Hummingbird
import Logging

/// Builds the Marquee web application: the router with its middleware, bound to `host:port`.
///
/// ```swift
/// let app = try await buildApplication(dependencies: dependencies, host: "127.0.0.1", port: 8080)
/// try await app.runService()
/// ```
public func buildApplication(
    dependencies: WebDependencies,
    host: String,
    port: Int,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    let router = try await buildRouter(dependencies: dependencies)
    return Application(
        router: router,
        configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "Marquee"),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) },
        logger: dependencies.logger
    )
}

/// Builds the router: routes, static assets, visitor identity, security headers, error pages.
public func buildRouter(dependencies: WebDependencies) async throws -> Router<AppRequestContext> {
    let pages = Pages(renderer: try await PageRenderer.bundled(), csrf: CSRFProtection())
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: ErrorPageMiddleware(pages: pages, logger: dependencies.logger))
    router.add(middleware: FileMiddleware(
        PageRenderer.publicFolder,
        cacheControl: CacheControl([(MediaType(type: .any), [.public, .maxAge(3600)])]),
        logger: dependencies.logger
    ))
    router.get("/healthz") { _, _ in "ok" }
    ImageController(lookup: dependencies.movieLookup, remote: dependencies.remoteImages, logger: dependencies.logger).addRoutes(to: router)
    // Only the screens that read favorites or history need to know the visitor.
    let screens = router.group().add(middleware: VisitorMiddleware())
    DiscoverController(dependencies: dependencies, pages: pages).addRoutes(to: screens)
    SearchController(dependencies: dependencies, pages: pages).addRoutes(to: screens)
    MovieController(dependencies: dependencies, pages: pages).addRoutes(to: screens)
    FavoritesController(dependencies: dependencies, pages: pages).addRoutes(to: screens)
    HistoryController(history: dependencies.history, pages: pages).addRoutes(to: screens)
    return router
}
