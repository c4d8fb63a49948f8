import Foundation
import Hummingbird

/// Renders whole pages: the layout, the navigation, and the CSRF token (setting its cookie
/// when the browser has none).
struct Pages: Sendable {
    let renderer: PageRenderer
    let csrf: CSRFProtection

    func render<Content: Sendable>(
        _ template: String,
        title: String,
        section: AppSection?,
        content: Content,
        request: Request,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        let (token, cookie) = csrf.token(for: request)
        let context = PageContext(
            title: "\(title) – Marquee", csrfToken: token, returnTo: request.uri.description,
            navigation: NavigationItemViewState.all(current: section), content: content
        )
        var response = renderer.response(template, context, status: status)
        if let cookie { response.setCookie(cookie) }
        return response
    }

    /// A fragment of a page, for the page script.
    func fragment(_ template: String, _ content: some Sendable) -> Response {
        renderer.response(template, content)
    }
}
