/// The Open Graph tags of a page, which a chat or a social site reads to show a link pasted
/// into it: its title, a line about it, and a picture (an absolute address).
struct OpenGraph: HTMLComponent, Sendable {
    let title: String
    let description: String
    /// The picture's absolute address, when there is one.
    let image: String?
    /// The page's own absolute address.
    let url: String

    func write(to html: inout HTMLWriter) {
        tag("og:type", "website", to: &html)
        tag("og:site_name", "Marquee", to: &html)
        tag("og:title", title, to: &html)
        tag("og:description", description, to: &html)
        tag("og:url", url, to: &html)
        if let image { tag("og:image", image, to: &html) }
        html.markup("<meta name=\"twitter:card\" content=\"")
        html.markup(image == nil ? "summary" : "summary_large_image")
        html.markup("\">\n")
    }

    private func tag(_ property: StaticString, _ content: String, to html: inout HTMLWriter) {
        html.markup("<meta property=\"")
        html.markup(property)
        html.markup("\" content=\"")
        html.attribute(content)
        html.markup("\">\n")
    }
}
