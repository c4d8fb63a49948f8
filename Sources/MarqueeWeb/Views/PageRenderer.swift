import Foundation
import Hummingbird
import Mustache

/// Renders typed view state with the bundled Mustache templates. `{{value}}` escapes HTML, so
/// every text a user or upstream sent is escaped by construction.
struct PageRenderer: Sendable {
    private let library: MustacheLibrary

    init(library: MustacheLibrary) {
        self.library = library
    }

    /// The templates shipped in the MarqueeWeb bundle.
    static func bundled() async throws -> PageRenderer {
        try await PageRenderer(library: MustacheLibrary(directory: resourceFolder("Templates")))
    }

    /// The folder of static assets shipped in the MarqueeWeb bundle.
    static var publicFolder: String { resourceFolder("Public") }

    private static func resourceFolder(_ name: String) -> String {
        guard let path = Bundle.module.resourcePath else { preconditionFailure("MarqueeWeb has no resource bundle") }
        return path + "/" + name
    }

    /// The HTML of `template` for `context`.
    func html(_ template: String, _ context: Any) -> String {
        guard let html = library.render(context, withTemplate: template) else {
            preconditionFailure("Missing template \(template).mustache")
        }
        return html
    }

    /// A complete HTML response.
    func response(_ template: String, _ context: Any, status: HTTPResponse.Status = .ok) -> Response {
        let body = ByteBuffer(string: html(template, context))
        return Response(
            status: status,
            // no-cache, not no-store: a page may then come back from the back/forward cache, and
            // the page script brings its hearts up to date.
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "private, no-cache"],
            body: .init(byteBuffer: body)
        )
    }
}
