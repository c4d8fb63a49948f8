import MarqueeCore

/// A film's picture with its size written out, so the page keeps its layout while it loads.
struct PosterImage: HTMLComponent {
    let artwork: Artwork
    /// The size fetched; `width` and `height` are the CSS box it fills.
    let size: ImageSize
    let width: StaticString
    let height: StaticString
    let alt: String
    var cssClass: StaticString = "poster"
    var isLazy = true

    func write(to html: inout HTMLWriter) {
        html.markup("<img class=\"")
        html.markup(cssClass)
        html.markup("\" src=\"")
        html.link(.image(size, artwork))
        html.markup("\" width=\"")
        html.markup(width)
        html.markup("\" height=\"")
        html.markup(height)
        html.markup(isLazy ? "\" loading=\"lazy\" alt=\"" : "\" alt=\"")
        html.attribute(alt)
        html.markup("\">")
    }
}
