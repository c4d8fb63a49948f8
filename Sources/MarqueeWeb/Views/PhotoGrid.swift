import MarqueeCore

/// A page of the gallery's grid: squares linking to each picture, and the pager the page
/// script follows as the person scrolls.
struct PhotoGrid: HTMLComponent {
    let state: GalleryResultsViewState

    func write(to html: inout HTMLWriter) {
        if let banner = state.offlineBanner { OfflineBanner(state: banner).write(to: &html) }
        html.markup("<p id=\"results-summary\" role=\"status\">")
        html.text(state.summary)
        html.markup("</p>\n<ol id=\"results\" class=\"photo-grid\" data-paged-list>\n")
        for cell in state.cells where Route.isPhotoID(cell.id) {
            html.markup("<li class=\"photo-cell\" data-photo-id=\"")
            html.attribute(cell.id)
            html.markup("\"><a id=\"photo-")
            html.attribute(cell.id)
            html.markup("\" href=\"")
            html.link(.galleryPhoto(id: cell.id, query: state.query, page: state.page))
            html.markup("\"><img src=\"")
            html.link(cell.thumbnail.route)
            html.markup("\" width=\"150\" height=\"150\" loading=\"lazy\" alt=\"")
            html.attribute(cell.title)
            html.markup("\"></a></li>\n")
        }
        html.markup("</ol>\n")
        Pager(next: state.nextPage.map { (.gallery(query: state.query, page: $0), .galleryResults(query: state.query, page: $0)) },
              moreLabel: html.localizer[GalleryPageText.moreImages], endText: state.isEndOfResults ? html.localizer[GalleryPageText.noMoreImages] : nil,
              firstPage: state.isPastTheEnd ? .gallery(query: state.query) : nil).write(to: &html)
    }
}

extension PhotoImage {
    /// Where the browser gets the picture: Marquee's own image routes, never the upstream host.
    var route: Route {
        switch self {
        case let .photo(path): .photoImage(path: path)
        case let .artwork(artwork, size): .image(size, artwork)
        }
    }
}
