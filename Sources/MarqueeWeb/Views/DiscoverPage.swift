import MarqueeCore

/// Discover: the segmented control, then the popular grid or a ranked list.
struct DiscoverPage: HTMLComponent {
    let state: DiscoverViewState
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<h1 class=\"visually-hidden\">")
            html.text(html.localizer(DiscoverText.heading, state.title))
            html.markup("</h1>\n<nav id=\"segments\" class=\"segments\" aria-label=\"")
            html.attribute(DiscoverText.lists)
            html.markup("\">\n")
            for segment in state.segments {
                html.markup("<a id=\"segment-")
                html.markup(segment.tab.pathLiteral)
                html.markup("\" class=\"segment\" href=\"")
                html.link(.discover(tab: segment.tab))
                html.markup(segment.isSelected ? "\" aria-current=\"page\">" : "\">")
                html.text(segment.title)
                html.markup("</a>\n")
            }
            html.markup("</nav>\n")
            GenreChips().write(to: &html)
            if let note = state.sourceNote {
                html.markup("<p id=\"source-note\" class=\"source-note\">")
                html.text(note)
                html.markup("</p>\n")
            }
            if let message = state.inlineMessage { InlineMessage(message: message).write(to: &html) }
            if state.isPopular {
                DiscoverGrid(state: state, context: chrome.context).write(to: &html)
            } else {
                if let banner = state.offlineBanner { OfflineBanner(state: banner).write(to: &html) }
                html.markup("<ol")
                html.id(.topRated)
                html.markup(" class=\"ranked-list\">\n")
                for row in state.rows {
                    MovieRow(row: row, context: chrome.context).write(to: &html)
                }
                html.markup("</ol>\n")
            }
        }
    }
}
