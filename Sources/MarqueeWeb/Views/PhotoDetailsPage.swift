import Foundation
import MarqueeCore

/// One picture large: its title, who took it, a link to its page at the source, its licence,
/// and the way back to the same place in the grid.
struct PhotoDetailsPage: HTMLComponent {
    let state: PhotoDetailsViewState
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<article id=\"photo-details\" class=\"photo-details\" data-photo-id=\"")
            html.attribute(state.id)
            html.markup("\">\n<p><a class=\"back-link\" id=\"back-to-images\" href=\"")
            html.link(.gallery(query: state.query, page: state.page))
            html.markup("#photo-")
            html.attribute(state.id)
            html.markup("\">")
            html.text(GalleryPageText.backToImages)
            html.markup("</a></p>\n<figure>\n<img class=\"photo-large\" src=\"")
            html.link(state.image.route)
            if let width = state.width, let height = state.height, width > 0, height > 0 {
                html.markup("\" width=\"")
                html.number(width)
                html.markup("\" height=\"")
                html.number(height)
            }
            html.markup("\" alt=\"")
            html.attribute(state.title)
            html.markup("\">\n<figcaption>\n<h1>")
            html.text(state.title)
            html.markup("</h1>\n<p class=\"byline\">")
            html.text(state.byline)
            html.markup("</p>\n")
            if let license = state.licenseLine {
                html.markup("<p class=\"license\">")
                html.text(license)
                html.markup("</p>\n")
            }
            if let page = state.sourcePage, let flickr = FlickrPageLink(page) {
                html.markup("<p><a id=\"photo-source-link\" href=\"")
                html.attribute(flickr.url)
                html.markup("\" rel=\"noopener noreferrer\" target=\"_blank\">")
                html.text(GalleryPageText.viewOnFlickr)
                html.markup("</a></p>\n")
            }
            html.markup("</figcaption>\n</figure>\n</article>\n")
        }
    }
}

/// A photo's page on Flickr: only `https://www.flickr.com/photos/…` is ever linked.
struct FlickrPageLink {
    let url: String

    init?(_ url: URL) {
        guard url.scheme == "https", url.host == "www.flickr.com", url.path.hasPrefix("/photos/"),
              url.query == nil, url.fragment == nil
        else { return nil }
        self.url = url.absoluteString
    }
}
