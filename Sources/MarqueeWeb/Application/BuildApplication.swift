import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import MarqueeCore
import NIOCore
import NIOSSL
import ServiceLifecycle

/// Builds the Marquee web application: the router with its middleware, bound to `host:port`.
///
/// ```swift
/// let app = try buildApplication(dependencies: dependencies, host: "127.0.0.1", port: 8080)
/// try await app.runService()
/// ```
public func buildApplication(
    dependencies: WebDependencies,
    host: String,
    port: Int,
    tls: TLSConfiguration? = nil,
    limits: ConnectionLimits = ConnectionLimits(),
    services: [any Service] = [],
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) throws -> some ApplicationProtocol {
    let router = try buildRouter(dependencies: dependencies)
    let registry = ConnectionRegistry(maximumConnections: limits.maximumConnections, logger: dependencies.logger)
    let http1 = HTTPServerBuilder.http1(configuration: HTTP1Channel.Configuration(
        additionalChannelHandlers: [RequestDeadlineHandler(bodyTimeout: limits.bodyTimeout, registry: registry)],
        idleTimeout: TimeAmount(limits.idleTimeout)
    ))
    return Application(
        router: router,
        server: try tls.map { try .tls(http1, tlsConfiguration: $0) } ?? http1,
        configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "Marquee"),
        services: services,
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) },
        logger: RequestID.tagging(dependencies.logger)
    )
}

/// Builds the router: every route of the ``Route`` table, static assets, visitor identity and
/// sessions, security headers, error pages.
public func buildRouter(dependencies: WebDependencies) throws -> Router<AppRequestContext> {
    let assets = try dependencies.assetsFolder.map(StaticAssets.init(folder:)) ?? StaticAssets.bundled()
    let sessionCookie = SessionCookie(isSecure: dependencies.isServedOverHTTPS, lifetime: WebDependencies.sessionCookieLifetime)
    let csrf = CSRFProtection(secret: dependencies.secret, isSecure: dependencies.isServedOverHTTPS, sessionCookieName: sessionCookie.name)
    let pages = Pages(csrf: csrf, assets: assets)
    let useCases = dependencies.useCases
    let logger = RequestID.tagging(dependencies.logger)
    // HEAD answers as GET does, without the body (link checkers, uptime monitors, `curl -I`).
    let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
    // First, so that every line logged while a request is answered names it.
    router.add(middleware: RequestIDMiddleware())
    router.add(middleware: SecurityHeadersMiddleware(serverName: dependencies.serverName, strictTransportSecurity: dependencies.strictTransportSecurity))
    if dependencies.trustsForwardedFor { router.add(middleware: ForwardedClientMiddleware()) }
    let health = StoreHealth()
    let language = LanguagePreference(isSecure: dependencies.isServedOverHTTPS, offersPseudo: dependencies.offersPseudoLanguage)
    // Before the error pages, so that they too are written in the reader's language.
    router.add(middleware: LanguageMiddleware(preference: language))
    router.add(middleware: ErrorPageMiddleware(pages: pages, logger: logger, storeErrors: dependencies.storeErrors, health: health))
    HealthController(check: dependencies.healthCheck, storeErrors: dependencies.storeErrors, health: health, logger: logger).addRoutes(to: router)
    router.get(.manifest) { _, context in assets.manifestResponse(language: context.language) }
    router.get(.serviceWorker) { request, _ in assets.serviceWorkerResponse(request: request) }
    // The same for everyone, so it can be stored on any device: no visitor, no session, no token.
    router.get(.offline) { request, context in pages.pageForEveryone(request, context, title: context.localizer[OfflineText.title]) { OfflinePage(chrome: $0) } }
    router.get(.asset) { request, context in
        assets.response(fileName: context.parameters.get("file") ?? "", request: request)
    }
    ImageController(lookup: dependencies.movieLookup, remote: dependencies.remoteImages, logger: logger).addRoutes(to: router)
    let gallery = GalleryController(search: dependencies.gallery, history: dependencies.galleryHistory, photos: dependencies.photoImages, pages: pages, logger: logger)
    gallery.addImageRoutes(to: router)
    // Only the screens that read favorites, history or the account need to know who asks.
    let screens = router.group()
        .add(middleware: VisitorMiddleware(isSecure: dependencies.isServedOverHTTPS,
                                           visits: VisitLedger(housekeeping: dependencies.housekeeping, logger: logger)))
        .add(middleware: SessionMiddleware(sessions: dependencies.accounts.sessions, cookie: sessionCookie))
        // Once the account's language is known: TMDB's facts and offline copies in that language.
        .add(middleware: ReadingLanguageMiddleware())
        // Every form: its token is checked here, once, before any handler runs.
        .add(middleware: CSRFMiddleware(csrf: csrf))
    DiscoverController(discover: useCases.discover, presenter: DiscoverPresenter(isLive: dependencies.isLive), pages: pages, logger: logger)
        .addRoutes(to: screens)
    SearchController(search: useCases.search, pages: pages, logger: logger).addRoutes(to: screens)
    let region = RegionPreference(fallback: dependencies.defaultRegion, isSecure: dependencies.isServedOverHTTPS)
    MovieController(details: useCases.details, yourFilms: dependencies.yourFilms.store, region: region, pages: pages, now: Date.init).addRoutes(to: screens)
    YourFilmsController(yourFilms: dependencies.yourFilms, favorites: dependencies.favorites,
                        pages: pages, now: Date.init).addRoutes(to: screens)
    ImportController(imports: dependencies.imports, export: dependencies.export, yourFilms: dependencies.yourFilms, pages: pages)
        .addRoutes(to: screens)
    ListsController(lists: dependencies.lists, details: useCases.details, yourFilms: dependencies.yourFilms, pages: pages,
                    isServedOverHTTPS: dependencies.isServedOverHTTPS).addRoutes(to: screens)
    PersonController(person: useCases.person, pages: pages).addRoutes(to: screens)
    GenreController(genre: useCases.genre, pages: pages, logger: logger).addRoutes(to: screens)
    RegionController(preference: region).addRoutes(to: screens)
    LanguageController(preference: language, accounts: dependencies.accounts).addRoutes(to: screens)
    FavoritesController(favorites: dependencies.favorites, setFavorite: useCases.setFavorite, details: useCases.details, pages: pages)
        .addRoutes(to: screens)
    HistoryController(history: dependencies.history, pages: pages).addRoutes(to: screens)
    let device = DeviceCookie(secret: dependencies.secret, isSecure: dependencies.isServedOverHTTPS)
    SessionController(accounts: dependencies.accounts, cookie: sessionCookie, device: device, pages: pages, logger: logger).addRoutes(to: screens)
    AccountController(accounts: dependencies.accounts, cookie: sessionCookie, pages: pages, logger: logger).addRoutes(to: screens)
    gallery.addRoutes(to: screens)
    return router
}
