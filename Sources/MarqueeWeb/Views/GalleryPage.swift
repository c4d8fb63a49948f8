import MarqueeCore

/// The gallery: the search form with its history (shown when the field has focus), a line
/// naming the source, and the grid; before a search, the history as a plain list.
struct GalleryPage: HTMLComponent {
    let state: GalleryViewState
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<h1 class=\"visually-hidden\">")
            html.text(GalleryPageText.title)
            html.markup("</h1>\n<form role=\"search\" action=\"")
            html.link(.gallery())
            html.markup("\" method=\"get\"")
            html.id(.searchForm)
            html.markup(" class=\"search-form\" data-forget=\"")
            html.link(.forgetGallerySearch)
            html.markup("\">\n<label for=\"search-input\">")
            html.text(GalleryPageText.label)
            html.markup("</label>\n<div class=\"search-box\">\n<input")
            html.id(.searchInput)
            html.markup(" type=\"search\" name=\"q\" value=\"")
            html.attribute(state.query)
            html.markup("\" role=\"combobox\" aria-expanded=\"false\" aria-controls=\"suggestions\" aria-autocomplete=\"list\" autocomplete=\"off\" enterkeyhint=\"search\" maxlength=\"200\" placeholder=\"")
            html.attribute(GalleryPageText.placeholder)
            html.markup("\">\n<input type=\"hidden\" name=\"submitted\" value=\"1\">\n<button type=\"submit\" id=\"search-button\">")
            html.text(GalleryPageText.search)
            html.markup("</button>\n</div>\n<ul")
            html.id(.suggestions)
            html.markup(" role=\"listbox\" aria-label=\"")
            html.attribute(GalleryPageText.pastImageSearches)
            html.markup("\" hidden>\n")
            for (index, item) in state.history.enumerated() {
                html.markup("<li role=\"option\" id=\"suggestion-")
                html.number(index)
                html.markup("\" data-query=\"")
                html.attribute(item.text)
                html.markup("\" data-entry-id=\"")
                html.number(Int(item.entryID))
                html.markup("\" aria-selected=\"false\">")
                html.text(item.text)
                html.markup(" <time datetime=\"")
                html.attribute(item.timeISO)
                html.markup("\">")
                html.text(item.timeText)
                html.markup("</time></li>\n")
            }
            html.markup("</ul>\n</form>\n<p class=\"photo-source\">")
            html.text(state.sourceLine)
            html.markup("</p>\n")
            if state.results == nil, state.query.isEmpty { GalleryHistoryList(items: state.history, csrfToken: chrome.context.csrfToken).write(to: &html) }
            html.markup("<section")
            html.id(.resultsSection)
            html.markup(" aria-label=\"")
            html.attribute(GalleryPageText.title)
            html.markup("\">\n")
            if let results = state.results { PhotoGrid(state: results).write(to: &html) }
            html.markup("</section>\n")
            if let alert = state.alert { AlertDialog(state: alert).write(to: &html) }
        }
    }
}

/// Past image searches as a list with "Remove" and "Clear all", for the gallery before a search.
struct GalleryHistoryList: HTMLComponent {
    let items: [GalleryHistoryItemViewState]
    let csrfToken: String

    func write(to html: inout HTMLWriter) {
        guard !items.isEmpty else { return }
        html.markup("<section class=\"gallery-history\" aria-labelledby=\"gallery-history-title\">\n<h2 id=\"gallery-history-title\">")
        html.text(GalleryPageText.pastSearches)
        html.markup("</h2>\n<ul class=\"history\">\n")
        for item in items {
            html.markup("<li><a href=\"")
            html.link(.gallery(query: item.text))
            html.markup("\">")
            html.text(item.text)
            html.markup("</a> <time datetime=\"")
            html.attribute(item.timeISO)
            html.markup("\">")
            html.text(item.timeText)
            html.markup("</time>\n<form method=\"post\" action=\"")
            html.link(.forgetGallerySearch)
            html.markup("\">")
            CSRFField(token: csrfToken).write(to: &html)
            html.markup("<input type=\"hidden\" name=\"id\" value=\"")
            html.number(Int(item.entryID))
            html.markup("\"><button type=\"submit\" class=\"secondary\" aria-label=\"")
            html.attribute(html.localizer(HistoryText.forget, item.text))
            html.markup("\">")
            html.text(HistoryText.remove)
            html.markup("</button></form></li>\n")
        }
        html.markup("</ul>\n<form method=\"post\" action=\"")
        html.link(.clearGalleryHistory)
        html.markup("\">")
        CSRFField(token: csrfToken).write(to: &html)
        html.markup("<button type=\"submit\" class=\"secondary\" id=\"clear-gallery-history\">")
        html.text(HistoryText.clearAll)
        html.markup("</button></form>\n</section>\n")
    }
}
