import Foundation
import MarqueeCore

/// The Favorites screen: the list, the empty state, and "Undo" after a removal without
/// JavaScript.
struct FavoritesPage: HTMLComponent {
    let state: FavoritesViewState
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<h1 class=\"screen-title\">")
            html.text(FavoritesText.title)
            html.markup("</h1>\n")
            if let removed = state.removed { undo(removed, to: &html) }
            if state.isEmpty {
                html.markup("<p")
                html.id(.favoritesEmpty)
                html.markup(" class=\"empty-state\">")
                html.text(FavoritesText.empty)
                html.markup("</p>\n")
            }
            html.markup("<ol")
            html.id(.favorites)
            html.markup(" class=\"favorites-list\">\n")
            for favorite in state.rows {
                MovieRow(row: favorite.row, context: chrome.context, favoritedAt: Self.seconds(favorite.favoritedAt)).write(to: &html)
            }
            html.markup("</ol>\n")
        }
    }

    private func undo(_ removed: FavoriteRowViewState, to html: inout HTMLWriter) {
        html.markup("<div")
        html.id(.toast)
        html.markup(" class=\"toast\" role=\"status\"><span>")
        html.text(html.localizer(FavoritesText.removed, removed.row.title))
        html.markup("</span> <form class=\"undo-form\" method=\"post\" action=\"")
        html.link(.setFavorite(movieID: removed.row.id))
        html.markup("\"><input type=\"hidden\" name=\"csrf_token\" value=\"")
        html.attribute(chrome.context.csrfToken)
        html.markup("\"><input type=\"hidden\" name=\"favorite\" value=\"true\"><input type=\"hidden\" name=\"favorited_at\" value=\"")
        html.number(Self.seconds(removed.favoritedAt))
        html.markup("\"><input type=\"hidden\" name=\"return_to\" value=\"")
        html.link(.favorites())
        html.markup("\"><button type=\"submit\"")
        html.id(.undo)
        html.markup(">")
        html.text(FavoritesText.undo)
        html.markup("</button></form></div>\n")
    }

    /// Seconds since 1970, as the forms post a favorite's date.
    /// A stored date out of range (written before dates were checked) is clamped, never trapped on.
    static func seconds(_ date: Date) -> Int {
        FavoriteDate(clamping: date).secondsSince1970
    }
}
