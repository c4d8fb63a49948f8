/// The page the service worker shows, while offline, for a page that is not saved on the
/// device: what happened, and the saved pages and favorites, which the page script lists from
/// the device's cache (the server cannot know what one device keeps).
struct OfflinePage: HTMLComponent {
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<section")
            html.id(.offlinePage)
            html.markup("""
                 class="offline-page" aria-labelledby="offline-title">
                <h1 id="offline-title" class="screen-title">
                """)
            html.text(OfflineText.heading)
            html.markup("</h1>\n<p>")
            html.text(OfflineText.explanation)
            html.markup("</p>\n<h2 id=\"saved-pages-title\">")
            html.text(OfflineText.savedPages)
            html.markup("</h2>\n<p")
            html.id(.savedPagesEmpty)
            html.markup(" class=\"empty-state\">")
            html.text(OfflineText.noSavedPages)
            html.markup("</p>\n<ul")
            html.id(.savedPages)
            html.markup("""
                 class="saved-list" aria-labelledby="saved-pages-title"></ul>
                <h2 id="saved-favorites-title">
                """)
            html.text(OfflineText.favorites)
            html.markup("</h2>\n<p")
            html.id(.savedFavoritesEmpty)
            html.markup(" class=\"empty-state\">")
            html.text(OfflineText.noSavedFavorites)
            html.markup("</p>\n<ul")
            html.id(.savedFavorites)
            html.markup("""
                 class="saved-list" aria-labelledby="saved-favorites-title"></ul>
                </section>

                """)
        }
    }
}
