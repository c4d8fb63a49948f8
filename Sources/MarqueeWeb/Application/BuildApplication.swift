import Foundation
import Hummingbird
import Logging

/// Builds the Marquee web application: the router with its middleware, bound to `address`.
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

/// Builds the router: routes, static assets, security headers and error pages.
public func buildRouter(dependencies: WebDependencies) async throws -> Router<BasicRequestContext> {
    let renderer = try await PageRenderer.bundled()
    let csrf = CSRFProtection()
    let router = Router(context: BasicRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: ErrorPageMiddleware(renderer: renderer, logger: dependencies.logger))
    router.add(middleware: FileMiddleware(
        PageRenderer.publicFolder,
        cacheControl: CacheControl([(MediaType(type: .any), [.public, .maxAge(3600)])]),
        logger: dependencies.logger
    ))
    router.get("/healthz") { _, _ in "ok" }
    SearchController(dependencies: dependencies, renderer: renderer, csrf: csrf).addRoutes(to: router)
    HistoryController(history: dependencies.history, renderer: renderer, csrf: csrf, logger: dependencies.logger).addRoutes(to: router)
    ImageController(lookup: dependencies.movieLookup, remote: dependencies.remoteImages, logger: dependencies.logger).addRoutes(to: router)
    return router
}
