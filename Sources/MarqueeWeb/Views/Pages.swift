import Hummingbird
import MarqueeCore
import NIOCore

/// Turns views into responses: the layout's chrome (CSRF token, setting its cookie when the
/// browser has none; the return address; the hashed assets), the headers, and gzip.
struct Pages: Sendable {
    let csrf: CSRFProtection
    let assets: StaticAssets
    /// Rows and cards written before, shared by every page: the same for every visitor of a
    /// language, and kept apart by language.
    let listMarkup = Dictionary(uniqueKeysWithValues: (Language.all + [.pseudo]).map { ($0, ListMarkup()) })
    /// Each address's own `Route`, which the hearts form returns to.
    let returnRoutes = StringMemo<Route?> { Route(returnPath: $0) }
    /// Each query string's search parameters (the search screen, its fragment, the gallery).
    let searches = StringMemo { SearchParameters(query: $0) }

    /// The search parameters of `request`'s address.
    func searchParameters(of request: Request) -> SearchParameters {
        searches(request.uri.query ?? "")
    }

    /// A whole page: `view` is given the chrome and writes the document.
    func page(
        _ request: Request, _ asking: AppRequestContext, title: String, section: AppSection?, status: HTTPResponse.Status = .ok,
        _ view: (PageChrome) -> some HTMLComponent
    ) -> Response {
        let (token, cookie) = csrf.token(for: request)
        let context = ViewContext(csrfToken: token, returnTo: returnRoutes(request.uri.description), listMarkup: listMarkup[asking.language])
        var response = render(request, asking.localizer, title: title, section: section, status: status, context: context, view)
        // A person's own details are not kept by the browser: after log out, Back must not
        // show them again from the back/forward cache.
        if section == .account { response.headers[.cacheControl] = "private, no-store" }
        if let cookie { response.setCookie(cookie) }
        return response
    }

    /// A page the same for everyone (the offline page, which any device stores): no form token
    /// and no cookie, so it belongs to nobody.
    func pageForEveryone(_ request: Request, _ asking: AppRequestContext, title: String, _ view: (PageChrome) -> some HTMLComponent) -> Response {
        render(request, asking.localizer, title: title, section: nil, status: .ok, context: ViewContext(csrfToken: "", returnTo: nil), view)
    }

    private func render(
        _ request: Request, _ localizer: Localizer, title: String, section: AppSection?, status: HTTPResponse.Status, context: ViewContext,
        _ view: (PageChrome) -> some HTMLComponent
    ) -> Response {
        var html = HTMLWriter(localizer: localizer)
        view(PageChrome(title: title, section: section, context: context, assets: assets)).write(to: &html)
        return Self.response(html, request: request, status: status)
    }

    /// A part of a page for the page script, whose hearts it sends itself.
    func fragment(_ request: Request, _ asking: AppRequestContext, status: HTTPResponse.Status = .ok, _ view: (ViewContext) -> some HTMLComponent) -> Response {
        let context = ViewContext(csrfToken: csrf.token(for: request).token, returnTo: nil, listMarkup: listMarkup[asking.language])
        var html = HTMLWriter(capacity: 8 * 1024, localizer: asking.localizer)
        view(context).write(to: &html)
        return Self.response(html, request: request, status: status)
    }

    /// The HTML as a response, gzipped when it is over 1 KB and the client takes gzip.
    private static func response(_ html: HTMLWriter, request: Request, status: HTTPResponse.Status) -> Response {
        // no-cache, not no-store: a page may then come back from the back/forward cache, and
        // the page script brings its hearts up to date.
        // A page is written in the language of its reader, chosen by these headers (and the
        // `lang` cookie, a Cookie header): caches keep a copy per language.
        var headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8", .cacheControl: "private, no-cache",
            .vary: "Accept-Encoding, Accept-Language, Cookie", .contentLanguage: html.localizer.language.code,
        ]
        if html.bytes.count > 1024, Gzip.isAccepted(by: request), let gzipped = Gzip.page(html.bytes) {
            headers[.contentEncoding] = "gzip"
            return Response(status: status, headers: headers, body: .init(byteBuffer: gzipped))
        }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: html.bytes)))
    }
}
