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
                <h1 id="offline-title" class="screen-title">You are offline</h1>
                <p>This page is not saved on this device, so it can be shown once you are back online. \
                These pages and favorites can be opened now.</p>
                <h2 id="saved-pages-title">Saved on this device</h2>
                <p
                """)
            html.id(.savedPagesEmpty)
            html.markup("""
                 class="empty-state">No pages are saved on this device yet. \
                Pages you open while online are kept here.</p>
                <ul
                """)
            html.id(.savedPages)
            html.markup("""
                 class="saved-list" aria-labelledby="saved-pages-title"></ul>
                <h2 id="saved-favorites-title">Favorites</h2>
                <p
                """)
            html.id(.savedFavoritesEmpty)
            html.markup("""
                 class="empty-state">No favorites are saved on this device yet. \
                Open Favorites while online to keep them here.</p>
                <ul
                """)
            html.id(.savedFavorites)
            html.markup("""
                 class="saved-list" aria-labelledby="saved-favorites-title"></ul>
                </section>

                """)
        }
    }
}
